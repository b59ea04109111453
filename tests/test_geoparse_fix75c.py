"""Places found missed in held-out batch 75, third pass: a journey's end named after "for" ("a few hours before he
boarded a bus for Houston", where the town was looked up nowhere else), shown on new sentences."""

from __future__ import annotations

import pytest

from geo.geoparse import candidate_phrases, resolve_mentions


def _surfaces(text: str) -> list[str]:
    return [m.surface for m in candidate_phrases(text, [])]


@pytest.mark.parametrize("text, surface", [
    ("A few hours later he boarded a bus for Houston, where his uncle lives.", "Houston"),
    ("She bought a one-way ticket for Lisbon with her savings.", "Lisbon"),
    ("The two sergeants left for Guayaquil on Friday night.", "Guayaquil"),
    ("They took the first flight for Madrid that morning.", "Madrid"),
    ("The deserters were on a boat bound for Curaçao.", "Curaçao"),
])
def test_a_journeys_end_after_for_is_a_candidate(text: str, surface: str) -> None:
    assert surface in _surfaces(text)


@pytest.mark.parametrize("text, surface", [
    # (guards: "for" after no word of a journey: whom a thing is for, what someone worked for)
    ("The lieutenant voted for Guaidó in January.", "Guaidó"),
    ("He worked for Conviasa before he deserted.", "Conviasa"),
    ("The reward for Cabello was raised on Friday.", "Cabello"),
])
def test_for_after_no_journey_word_is_no_candidate(text: str, surface: str) -> None:
    assert surface not in _surfaces(text)


def test_the_town_a_bus_left_for_is_resolved(gazetteer, geonames) -> None:
    text = "In the United States, the lieutenant boarded a bus for Houston on Thursday."
    places = [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert ("Houston", "US") in places
