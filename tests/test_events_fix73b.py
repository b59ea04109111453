"""Event extraction traps found in held-out batch 73 (round b), each shown on new sentences: a neighbour's president
travelling to the border ("Piñera viajó a Cúcuta el 22 de febrero") is on a visit, no crossing, and forces "loyal
to" someone ("cuando fuerzas leales a Nicolás Maduro bloquearon los puentes") do not make him the traveller."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

HOLDERS_VISIT = [
    # a well-known office holder of a neighbour (or of the United States) travelling to the border is on a visit
    _case("El presidente Iván Duque viajó a Cúcuta el 21 de febrero.", "2019-03-01",
          [], ("border_crossing",), "es-duque-viajo-a-cucuta"),
    _case("O presidente Jair Bolsonaro viajou a Pacaraima em 21 de fevereiro.", "2019-03-01",
          [], ("border_crossing",), "pt-bolsonaro-viajou-a-pacaraima"),
    _case("Chilean President Sebastián Piñera flew to Cúcuta on February 21.", "2019-03-01",
          [], ("border_crossing",), "en-pinera-flew-to-cucuta"),
    # guards: Venezuela's own office holders, and soldiers, still cross; a holder crossing with a soldier too
    _case("Juan Guaidó cruzó a Colombia el 21 de febrero.", "2019-03-01",
          [("border_crossing", ANY, "2019-02-21")], (), "es-guaido-cruzo"),
    _case("El sargento Luis Mora cruzó a Cúcuta el 21 de febrero.", "2019-03-01",
          [("border_crossing", ANY, "2019-02-21")], (), "es-sargento-cruzo"),
    # guard: a holder who tells of others crossing is no traveller
    _case("Krüger dijo que desde el 23 de febrero unos 800 militares venezolanos han cruzado a Colombia.", "2019-03-01",
          [("border_crossing", "Colombia", ANY)], (), "es-kruger-dijo-que-cruzaron"),
]


@pytest.mark.parametrize("text, published, present, absent", HOLDERS_VISIT)
def test_a_holders_visit(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LOYAL_TO = [
    # the man forces are loyal to is no traveller: a traveller told by office only crosses nothing
    _case("El senador viajó a Cúcuta el 21 de febrero, cuando tropas leales a Nicolás Maduro bloquearon los puentes.",
          "2019-03-01", [], ("border_crossing",), "es-tropas-leales-a"),
    _case("O senador viajou a Cúcuta em 21 de fevereiro, quando tropas fiéis a Nicolás Maduro bloquearam as pontes.",
          "2019-03-01", [], ("border_crossing",), "pt-tropas-fieis-a"),
    # guard: the soldier who crosses is still the traveller
    _case("El sargento Luis Mora cruzó a Cúcuta el 21 de febrero, cuando tropas leales a Nicolás Maduro bloquearon "
          "los puentes.", "2019-03-01", [("border_crossing", "Cúcuta", "2019-02-21")], (), "es-sargento-cruzo-leales"),
]


@pytest.mark.parametrize("text, published, present, absent", LOYAL_TO)
def test_loyal_to(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
