"""A state the article names puts its country in the story as a country would: "Monterrey, Nuevo León" is the
Mexican city, though the text never says "Mexico" and a town of that name lies in Casanare, near the Venezuelan
border. The states are gazetteer rows (Mexico's border and route states)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _countries(text: str, gazetteer, geonames, name: str) -> set[str]:
    return {r.place.country_code for r in resolve_mentions(text, gazetteer, geonames=geonames) if r.surface == name}


@pytest.mark.parametrize("text, name, expected", [
    ("The sergeant crossed at Cúcuta in May and flew on to Monterrey, in Nuevo León, where he asked for refuge.",
     "Monterrey", "MX"),
    ("El sargento cruzó por Cúcuta y en junio llegó a Monterrey, Nuevo León, donde pidió refugio.", "Monterrey", "MX"),
    ("O sargento cruzou por Cúcuta e em junho chegou a Monterrey, no estado de Nuevo León.", "Monterrey", "MX"),
    ("The corporal crossed near Cúcuta and was later detained in Tamaulipas; he now lives in Monterrey.",
     "Monterrey", "MX"),
    # (guard: no Mexican place named, so the namesake near the story stays)
    ("The corporal crossed at Cúcuta and now lives in Monterrey with a cousin.", "Monterrey", "CO"),
])
def test_a_named_state_tells_a_city_from_its_namesake(gazetteer, geonames, text: str, name: str,
                                                      expected: str) -> None:
    assert _countries(text, gazetteer, geonames, name) == {expected}


@pytest.mark.parametrize("text, name, country", [
    ("Los exmilitares esperan en Tamaulipas una cita con el INM.", "Tamaulipas", "MX"),
    ("He crossed from Sonora into Arizona near Nogales.", "Sonora", "MX"),
    ("Viajaron a Cancún, en Quintana Roo.", "Quintana Roo", "MX"),
])
def test_route_states_are_places(gazetteer, geonames, text: str, name: str, country: str) -> None:
    assert _countries(text, gazetteer, geonames, name) == {country}
