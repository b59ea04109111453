"""Gazetteer rows found missing in held-out batch 74: Jamaica as a country (GeoNames gave Jamaica, Queens, and so
Kingston went unresolved), and places of the 2019 routes that neither the gazetteer nor the GeoNames fallback found
(the Trinidad landing beach of Los Iros and the town of La Brea, the Tepequém plateau in Roraima, the Darién reception
points of Bajo Chiquito and La Peñita, the Louisiana town of the LaSalle ICE Processing Center, and Colombia's Sucre
department beside Venezuela's Sucre state)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str, geonames=None) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, place", [
    ("The soldiers said they wanted to stay in Jamaica.", ("Jamaica", "JM")),
    ("A pirogue with twelve people landed at Los Iros beach on Sunday.", ("Los Iros", "TT")),
    ("A man from La Brea was charged on Friday.", ("La Brea", "TT")),
    ("Os quatro chegaram à Vila do Tepequém na segunda-feira.", ("Tepequém", "BR")),
    ("Los migrantes llegaron a Bajo Chiquito tras cinco días en la selva.", ("Bajo Chiquito", "PA")),
    ("Senafront los llevó a la estación de La Peñita.", ("La Peñita", "PA")),
    ("He was moved to the LaSalle ICE Processing Center in October.", ("Jena", "US")),
    ("Since then he has been held in Jena, Louisiana.", ("Jena", "US")),
])
def test_route_places_of_batch74(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


def test_kingston_with_jamaica_named_is_the_jamaican_capital(gazetteer, geonames) -> None:
    text = "The three men asked for asylum in Kingston on Wednesday, the police in Jamaica said."
    assert ("Kingston", "JM") in _places(gazetteer, text, geonames)


@pytest.mark.parametrize("text, place", [
    ("Twenty deserters protested outside the governor's office of Sucre, in Sincelejo.", ("Sucre", "CO")),
    ("El cabo salió de Cumaná, en el estado Sucre, el 11 de abril.", ("Sucre", "VE")),
])
def test_sucre_by_its_context(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


def test_tar_is_not_the_trinidad_town(gazetteer) -> None:
    assert ("La Brea", "TT") not in _places(gazetteer, "El olor de la brea llenaba el muelle de Güiria.")
