"""Place traps of held-out batch 20 (a development set). Gazetteer rows: Paraguay's capital and its city on the
Friendship Bridge, where deserters who went on from Brazil's interiorização asked for refuge (without them a story
that also names a barrio San José sent Asunción to Costa Rica through the GeoNames fallback). And "the Scarborough
Police Station": the town is looked up without its station's capitalised words."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("El martes partieron en un ómnibus hacia Asunción, donde la Conare los entrevistará.", ("Asunción", "PY")),
    ("Durmieron en una parroquia del barrio San José y el martes viajaron a Asunción.", ("Asunción", "PY")),
    ("CIUDAD DEL ESTE, Alto Paraná (Corresponsal). Cinco exmilitares pidieron refugio.", ("Ciudad del Este", "PY")),
    ("Os cinco atravessaram a Ponte da Amizade até Ciudad del Este no sábado.", ("Ciudad del Este", "PY")),
])
def test_paraguayan_cities(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


def test_la_asuncion_on_margarita_stays_venezuelan(gazetteer) -> None:
    places = _places(gazetteer, "Los dos sargentos fueron llevados a La Asunción, en Nueva Esparta.")
    assert ("La Asunción", "VE") in places and ("Asunción", "PY") not in places


def test_the_towns_police_station_names_the_town(gazetteer, geonames) -> None:
    text = "The three men landed in Tobago on Monday and were taken to the Scarborough Police Station."
    places = [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert ("Scarborough", "TT") in places


@pytest.mark.parametrize("text", [
    "They were held at the Metropolitan Police Station for a night.",
    "They waited at the Central Police Station until noon.",
    "They slept at the Main Bus Terminal until noon.",
])
def test_a_police_station_of_no_town_names_no_place(gazetteer, geonames, text: str) -> None:
    assert resolve_mentions(text, gazetteer, geonames=geonames) == []
