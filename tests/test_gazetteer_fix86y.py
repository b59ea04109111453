"""Batch 86: Santiago's Plaza Italia (Plaza Baquedano), where Chile's 2019 protests gathered, is a place of the story
("un grupo de encapuchados lo golpeó cerca de Plaza Italia"); written with a lower-case "plaza" before a country's
name ("hay plaza Italia para los refugiados") it is the common noun and the country, not the square."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Mijares cuenta que la noche del 12 de noviembre un grupo de encapuchados lo golpeó cerca de Plaza Italia.",
    "Two former guardsmen were beaten near Plaza Italia during the protests in November.",
    "Os ex-militares foram agredidos perto da Plaza Italia, no centro de Santiago.",
    "Miles de manifestantes llenaron la Plaza Baquedano el viernes.",
    "Protesters renamed it Plaza de la Dignidad after the October unrest.",
])
def test_santiagos_plaza_italia(gazetteer, text: str) -> None:
    assert ("Plaza Italia", "CL") in _places(gazetteer, text)


@pytest.mark.parametrize("text, place", [
    # (guard: a lower-case "plaza" before a country's name is the common noun, the country stands)
    ("Hay plaza Italia para los refugiados, dijo el ministro.", ("Italy", "IT")),
    ("No hay plaza Venezuela en ese programa de becas.", ("Venezuela", "VE")),
    # (guard: the country itself)
    ("El teniente pidió asilo en Italia en noviembre.", ("Italy", "IT")),
])
def test_lower_case_plaza_before_a_country_is_the_country(gazetteer, text: str, place: tuple) -> None:
    names = _places(gazetteer, text)
    assert place in names and not any(name.startswith("Plaza") for name, _ in names)
