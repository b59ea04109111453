"""Event extraction traps found in batch 13 (r01-r04), each shown on new sentences: a subject left out
over two sentences running."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A subject left out in two sentences running is still the one named before them both.
    _case("Según su madre, el cabo Luis Pérez salió de Ureña el viernes 7 de junio y cruzó el río Táchira. "
          "Del lado colombiano llegó a La Parada. El lunes 10 se presentó en la oficina de Migración Colombia en "
          "Cúcuta, donde pidió refugio.", "2019-06-14",
          [("asylum", "Cúcuta", "2019-06-10")], (), "es-dropped-subject-two-sentences"),
    _case("Segundo a mãe, o cabo Luis Pérez saiu de Santa Elena de Uairén na sexta-feira (7) e cruzou a fronteira. "
          "Depois seguiu a pé até Pacaraima. Na segunda-feira (10) pediu refúgio à Polícia Federal em Boa Vista.",
          "2019-06-14", [("asylum", "Boa Vista", "2019-06-10")], (), "pt-dropped-subject-two-sentences"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixg_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
