"""Desertions found in held-out batch 95 (cs06, an eldiario.es interview): "Andrés (nombre ficticio) fue teniente de la
Guardia Nacional ... cuando dejó su puesto en el muelle de Irapa". Two readings failed it: the note that the name is
made up cut the name off from the rank told after it, so the man was no soldier; and a post "en el muelle de" a town
(a pier, a port, a bridge, the border) was no post in a town, so "dejó su puesto" read as an official's resignation."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # a post at a town's pier, port or bridge
    _case("Un sargento de la Guardia Nacional dejó su puesto en el muelle de Güiria el 16 de marzo y subió a un peñero "
          "rumbo a Trinidad.", "2019-06-04", [("defection", "Güiria", "2019-03-16")], (), "es-muelle"),
    _case("Dos soldados del Ejército dejaron su puesto en el puerto de Güiria la noche del 16 de marzo.", "2019-06-04",
          [("defection", "Güiria", "2019-03-16")], (), "es-puerto"),
    _case("Un cabo de la GNB dejó su puesto en el puente de Boca de Grita el 16 de marzo.", "2019-06-04",
          [("defection", ANY, "2019-03-16")], (), "es-puente"),
    _case("Un cabo de la GNB dejó su puesto en la frontera de Paraguachón el 16 de marzo.", "2019-06-04",
          [("defection", ANY, "2019-03-16")], (), "es-frontera"),
    # an office left is a resignation, not a desertion
    _case("El coronel dejó su puesto en la alcaldía de Güiria el 16 de marzo.", "2019-06-04", [], ("defection",),
          "es-alcaldia"),
    _case("Un general dejó su puesto en el Ministerio de Defensa el 16 de marzo.", "2019-06-04", [], ("defection",),
          "es-ministerio"),
]

NOTE_CASES = [
    # the made-up name's note between the name and the rank told after it
    _case("Andrés (nombre ficticio) fue teniente de la Guardia Nacional Bolivariana hasta la noche del 16 de marzo, "
          "cuando dejó su puesto en Güiria y subió a un peñero.", "2019-06-04",
          [("defection", "Güiria", "2019-03-16")], (), "es-fue-teniente"),
    _case("Andrés (nombre ficticio), teniente de la Guardia Nacional Bolivariana, dejó su puesto en Güiria el 16 de "
          "marzo.", "2019-06-04", [("defection", "Güiria", "2019-03-16")], (), "es-apposition"),
    _case("João (nome fictício), sargento da Guarda Nacional, deixou o quartel em Santa Elena de Uairén no dia 16 de "
          "março.", "2019-06-04", [("defection", "Santa Elena de Uairén", "2019-03-16")], (), "pt-apposition"),
    # a made-up name of a civilian stays a civilian's
    _case("Andrés (nombre ficticio), un vendedor de Güiria, salió del país el 16 de marzo.", "2019-06-04", [],
          ("defection",), "es-civilian"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_a_post_at_a_towns_pier(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", NOTE_CASES)
def test_a_made_up_name_keeps_its_rank(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
