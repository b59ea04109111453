"""Place resolution traps found in held-out batch 84: a US detention centre named for its town ("the Florence Service
Processing Center"), a border with Colombia said of a third country's town ("Puerto Obaldía, perto da fronteira com a
Colômbia"), and the airports and detention centre of landings in Monterrey and Atlanta."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _resolved(gazetteer, geonames, text: str) -> list[tuple[str, str, str]]:
    return [(m.surface, m.place.name, m.place.country_code)
            for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, town", [
    ("Luis was transferred on Tuesday, December 10, to the Florence Service Processing Center, in Arizona.",
     "Florence"),
    ("On Sept. 7 the former sergeant was moved to the Eloy Detention Center in Arizona.", "Eloy"),
    ("Two days later the guardsman was taken to the Adelanto ICE Processing Center in California.", "Adelanto"),
])
def test_a_detention_centre_named_for_its_town_is_in_that_town(gazetteer, geonames, text: str, town: str) -> None:
    assert (town, town, "US") in [(s, n, c) for s, n, c in _resolved(gazetteer, geonames, text)], \
        _resolved(gazetteer, geonames, text)


@pytest.mark.parametrize("text, surface, country", [
    # (guards: a name of no town's shape is left whole, to what resolves it (the centre's own gazetteer row, fix89x),
    # not a Brazilian port; the police station's tail is read as before)
    ("On Monday the two were moved to the Rio Grande Processing Center in Laredo, Texas.",
     "Rio Grande Processing Center", "US"),
    ("He gave himself up at the Scarborough Police Station in Tobago.", "Scarborough", "TT"),
])
def test_a_detention_centre_of_another_name_is_left_whole(gazetteer, geonames, text: str, surface: str,
                                                          country: str) -> None:
    assert {c for s, _, c in _resolved(gazetteer, geonames, text) if s == surface} == {country}


BORDER = "Colombia–Venezuela border"


@pytest.mark.parametrize("text", [
    "Cinco ex-militares venezuelanos desembarcaram no domingo em Puerto Obaldía, no Panamá, perto da fronteira "
    "com a Colômbia.",
    "Los tres exmilitares llegaron a Tulcán, cerca de la frontera con Colombia, el lunes.",
    "The three former soldiers reached Tulcán, Ecuador, near the border with Colombia, on Monday.",
])
def test_a_third_countrys_border_with_colombia_is_not_venezuelas(gazetteer, geonames, text: str) -> None:
    assert BORDER not in [name for _, name, _ in _resolved(gazetteer, geonames, text)]


@pytest.mark.parametrize("text", [
    # (guards: said of a Venezuelan or Colombian town, or crossed, it is the border with Venezuela)
    "Los tres soldados llegaron a San Antonio del Táchira, cerca de la frontera con Colombia, el lunes.",
    "Five guardsmen reached Cúcuta, near the Colombian border with Venezuela, on Monday.",
    "Soldiers who later fled to Peru said they crossed the border with Colombia in February.",
])
def test_venezuelas_border_with_colombia_stays(gazetteer, geonames, text: str) -> None:
    assert BORDER in [name for _, name, _ in _resolved(gazetteer, geonames, text)]


@pytest.mark.parametrize("text, surface, name", [
    ("El exteniente estuvo dos días retenido en la estación migratoria del INM en el Aeropuerto Internacional de "
     "Monterrey.", "Aeropuerto Internacional de Monterrey", "General Mariano Escobedo International Airport"),
    ("En 2017 un capitán venezolano fue deportado desde el aeropuerto de Monterrey.", "aeropuerto de Monterrey",
     "General Mariano Escobedo International Airport"),
    ("The captain landed at Hartsfield-Jackson Atlanta International Airport on a flight from Bogotá.",
     "Hartsfield-Jackson Atlanta International Airport", "Hartsfield-Jackson Atlanta International Airport"),
    ("On Saturday, he was taken to the Stewart Detention Center in Lumpkin.", "Stewart Detention Center",
     "Stewart Detention Center"),
])
def test_landing_airports_and_detention_centre_are_in_the_gazetteer(gazetteer, geonames, text: str, surface: str,
                                                                   name: str) -> None:
    assert any(s == surface and n == name for s, n, _ in _resolved(gazetteer, geonames, text)), \
        _resolved(gazetteer, geonames, text)
