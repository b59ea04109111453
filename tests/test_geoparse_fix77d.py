"""Place traps found in held-out batch 77 (fourth pass): an airport the gazetteer lacks, named for its town
("landed at Vancouver International Airport", "aterrizó en el Aeropuerto Internacional de Monterrey"), is looked up
by its town's name, as "the Scarborough Police Station" already was; an airport with a name of its own is not."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, geonames, text: str) -> list[tuple[str, str, str]]:
    return [(m.mention.surface, m.place.name, m.place.country_code)
            for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, found", [
    ("A Venezuelan major asked for asylum in Canada after landing at Calgary International Airport on Friday.",
     ("Calgary", "Calgary", "CA")),
    ("The corporal landed at Vancouver Airport and asked Canada for protection.", ("Vancouver", "Vancouver", "CA")),
    ("The sergeant flew from Bogotá to Orlando International Airport and asked for asylum in the United States.",
     ("Orlando", "Orlando", "US")),
    # (Monterrey's airport, the row batch 77 showed, is in the gazetteer since fix84x: Guadalajara's stands in for it)
    ("Un sargento venezolano pidió refugio en México tras aterrizar en el Aeropuerto Internacional de Guadalajara.",
     ("Guadalajara", "Guadalajara", "MX")),
    ("El sargento pidió asilo en Estados Unidos al aterrizar en el Aeropuerto Internacional de Orlando.",
     ("Orlando", "Orlando", "US")),
])
def test_an_airport_named_for_its_town_is_the_town(gazetteer, geonames, text: str, found: tuple) -> None:
    assert found in _places(gazetteer, geonames, text)


@pytest.mark.parametrize("text, unwanted", [
    # (guards: an airport the gazetteer knows stays the airport; a name of its own is no town; a surname is no town)
    ("The major landed at Miami International Airport on Friday.", "Miami"),
    ("Un teniente aterrizó en el Aeropuerto Internacional Simón Bolívar de Maiquetía.", "Simón Bolívar"),
    ("The four tried to board a flight to John F. Kennedy International Airport.", "Kennedy"),
    ("The three were put on a plane at Benito Juarez International Airport in Mexico City.", "Benito Juarez"),
])
def test_other_airports_keep_their_names(gazetteer, geonames, text: str, unwanted: str) -> None:
    assert unwanted not in [surface for surface, _, _ in _places(gazetteer, geonames, text)]
