"""Event extraction traps found in held-out batch 86, third round (a ferry boarded from one town to another, "In
mid-July they boarded the government ferry from Kumaka to Georgetown"; came to a town named next, "Em junho, veio
para Salvador em um voo", as Spanish "vino a Bogotá"; shots fired "off the Paria coast",
a form the gazetteer now knows), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

FERRY = [
    # "In mid-July they boarded the government ferry from Kumaka to Georgetown": the ferry is a ride like the bus
    _case("Four Venezuelan soldiers deserted in July and reached Guyana. In mid-July they boarded the government "
          "ferry from Mabaruma to Georgetown.", "2019-08-16", [("relocation", "Georgetown", ANY)], (), "en-boarded-ferry"),
    _case("Four Venezuelan soldiers deserted in July and reached Trinidad. Two weeks later they took the ferry from "
          "Port of Spain to Scarborough.", "2019-08-16", [("relocation", "Scarborough", ANY)], (), "en-took-the-ferry"),
    # (guard: the police boarding a ferry to check papers take no one anywhere)
    _case("Four Venezuelan soldiers deserted in July and reached Guyana. Police boarded the ferry at Mabaruma and "
          "checked passengers' papers.", "2019-08-16", [], ("relocation",), "en-police-boarded-ferry"),
]


@pytest.mark.parametrize("text, published, present, absent", FERRY)
def test_a_ferry_ride_is_a_move(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


CAME_TO = [
    # "Em junho, veio para Salvador em um voo da estratégia de interiorização": came, to the town named next
    _case("O ex-sargento venezuelano desertou em março e entrou no Brasil por Pacaraima. Em junho, veio para Salvador "
          "em um voo da interiorização.", "2019-10-29", [("relocation", "Salvador", "2019-06-01")], (), "pt-veio-para"),
    _case("Os dois cabos desertaram em março e entraram no Brasil por Pacaraima. Em maio, vieram para Manaus de "
          "barco.", "2019-10-29", [("relocation", "Manaus", "2019-05-01")], (), "pt-vieram-para"),
    _case("El sargento desertó en marzo y cruzó a Colombia por Cúcuta. En junio vino a Bogotá en un bus.",
          "2019-10-29", [("relocation", "Bogotá", "2019-06-01")], (), "es-vino-a"),
    # (guards: came to do something, or to stay, is no place named)
    _case("O ex-sargento venezuelano desertou em março e entrou no Brasil por Pacaraima. Em junho, veio para ficar "
          "com a família.", "2019-10-29", [], ("relocation",), "pt-veio-para-ficar"),
    _case("El sargento desertó en marzo y cruzó a Colombia por Cúcuta. En junio vino a buscar trabajo en Bogotá.",
          "2019-10-29", [], ("relocation",), "es-vino-a-buscar"),
]


@pytest.mark.parametrize("text, published, present, absent", CAME_TO)
def test_came_to_a_town_is_a_move(gazetteer, geonames, text: str, published: str, present: list,
                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


OFF_THE_PARIA_COAST = [
    # "Somewhere off the Paria coast, a Venezuelan coast guard launch ... opened fire": the shots have their place
    _case("Nine Venezuelan soldiers left their posts in Sucre on the night of Sunday, Sept. 29. Somewhere off the Paria "
          "coast, a Venezuelan coast guard launch opened fire on their pirogue.", "2019-10-03",
          [("violence", "Paria Peninsula", "2019-09-29")], (), "en-off-the-paria-coast"),
]


@pytest.mark.parametrize("text, published, present, absent", OFF_THE_PARIA_COAST)
def test_shots_off_the_paria_coast_are_placed(gazetteer, geonames, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
