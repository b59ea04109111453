"""Gazetteer rows added after the thirty-first sweep: United States states the 2019 story's later legs name (ICE
detention in New Jersey and Louisiana, ports of entry in California and Arizona), which the GeoNames fallback either
missed or read as a town that lists the state's name among its alternate names ("New Jersey" as Three Rivers,
Michigan)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str, str]]:
    return [(m.place.name, m.place.kind, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("He was held at an ICE detention center in Elizabeth, New Jersey, until May.", ("New Jersey", "state", "US")),
    ("In July he was moved to a detention center in Louisiana.", ("Louisiana", "state", "US")),
    ("Fue trasladado a un centro de detención en Luisiana.", ("Louisiana", "state", "US")),
    ("The two men crossed into Arizona near Nogales.", ("Arizona", "state", "US")),
    ("Os dois chegaram à Califórnia em agosto.", ("California", "state", "US")),
    ("Su hermano vive en Carolina del Norte desde 2017.", ("North Carolina", "state", "US")),
])
def test_us_states_of_the_later_legs(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    "The sergeant fell ill. His wife took him to a clinic in Cúcuta.",
    "No quiso decirle nada a su madre y se la llevó. Luego cruzó a Cúcuta.",
])
def test_abbreviations_that_are_words_name_no_state(gazetteer, text: str) -> None:
    assert not any(country == "US" for _, _, country in _places(gazetteer, text))
