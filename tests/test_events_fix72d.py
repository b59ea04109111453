"""Event extraction traps found in held-out batch 72 (fourth pass), each shown on new sentences: a man told to be a
rank with no article ("Pernía era capitán de un batallón de ingenieros") is the soldier whose staying away from the
barracks in the next sentence, with its subject left out, is a desertion ("pidió un permiso y no volvió al
cuartel")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_RANK_TOLD_AFTER_ERA = [
    _case("Moreno era capitán de un batallón de infantería con sede en Barinas. El 9 de junio, un domingo, pidió un "
          "permiso y no volvió al cuartel.", "2019-09-14", [("defection", ANY, "2019-06-09")], (), "es-era-capitan"),
    _case("Ortega era sargento segundo en un puesto de la GNB en Guasdualito. El 3 de mayo no regresó a su unidad.",
          "2019-09-14", [("defection", ANY, "2019-05-03")], (), "es-era-sargento-segundo"),
    _case("Rangel era sargento da Guarda Nacional em Santa Elena. Em 3 de maio não voltou ao quartel.", "2019-09-14",
          [("defection", ANY, "2019-05-03")], (), "pt-era-sargento"),
    # (guards: a trade, not a rank; the rank of another man)
    _case("Moreno era carpintero en Barinas. El 9 de junio, un domingo, pidió un permiso y no volvió al taller.",
          "2019-09-14", [], ("defection",), "es-era-carpintero"),
    _case("Moreno era carpintero en Barinas, donde vive su hermano. El 9 de junio pidió un permiso y no volvió.",
          "2019-09-14", [], ("defection",), "es-trade-no-return"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RANK_TOLD_AFTER_ERA)
def test_a_rank_told_after_era(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
