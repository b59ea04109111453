"""Place traps found in held-out batch 80: a town named after a saint and followed by its state after a comma ("San
Luis, Arizona", "San Carlos, Cojedes") keeps the state as a place, and the state picks the town, though the saint's
name is also a given name ("Luis Arizona" would be a man)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str, geonames=None) -> list[tuple[str, str, str]]:
    return [(m.mention.surface, m.place.name, m.place.country_code)
            for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, state", [
    ("The sergeant crossed the border fence near San Luis, Arizona, on Tuesday.", ("Arizona", "Arizona", "US")),
    ("El sargento voló el lunes a San Antonio, Texas, donde vive su hermana.", ("Texas", "Texas", "US")),
    ("El cabo desertó de su batallón en San Carlos, Cojedes, en marzo.", ("Cojedes", "Cojedes", "VE")),
])
def test_a_state_after_a_saints_town_and_a_comma_is_a_place(gazetteer, text: str, state: tuple) -> None:
    assert state in _places(gazetteer, text)


def test_the_state_after_the_comma_picks_the_town(gazetteer, geonames) -> None:
    found = _places(gazetteer, "Late on Sept. 3, he walked through the border fence near San Luis, Arizona.", geonames)
    assert ("San Luis", "San Luis", "US") in found


@pytest.mark.parametrize("text, surface", [
    # (guards: a surname right after a given name is still the man's, not the place)
    ("The lawyer Luis Arizona said the sergeant was held in Yuma.", "Arizona"),
    ("Sgt. José Lima asked for refuge in Cúcuta on Monday.", "Lima"),
])
def test_a_surname_right_after_a_given_name_is_no_place(gazetteer, text: str, surface: str) -> None:
    assert all(s != surface for s, _, _ in _places(gazetteer, text))
