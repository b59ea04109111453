"""Gazetteer rows for the New Jersey end of held-out batch 73's flight to asylum: Newark and Newark Liberty
International Airport; "Newark" inside another name stays part of that name."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("On March 19 the lieutenant flew from Bogotá to Newark Liberty International Airport and asked for asylum.",
     "Newark Liberty International Airport", ("Newark Liberty International Airport", "US")),
    ("El teniente voló de Bogotá al aeropuerto de Newark y pidió asilo.", "aeropuerto de Newark",
     ("Newark Liberty International Airport", "US")),
    ("ICE's field office in Newark denied his request for parole.", "Newark", ("Newark", "US")),
    ("He landed at Newark airport on Tuesday and asked U.S. officers for asylum.", "Newark airport",
     ("Newark Liberty International Airport", "US")),
])
def test_the_new_jersey_end_of_the_flight(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface"), [
    ("On March 19 the lieutenant flew from Bogotá to Newark Liberty International Airport and asked for asylum.",
     "Newark"),
])
def test_the_airport_is_not_the_city(gazetteer, geonames, text, surface):
    assert surface not in _found(gazetteer, geonames, text)
