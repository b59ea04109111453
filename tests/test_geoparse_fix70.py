"""Place matching found in held-out batch 70: "cerca de" and "perto de" are Spanish and Portuguese "near", so a town
whose bare name is also a person's name is the town after them ("desembarcó cerca de Erin, en el sur de Trinidad")."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("Los soldados cruzaron el río cerca de Rubio el martes.", ("Rubio", "VE")),
    ("Os militares acamparam perto de Delicias por dois dias.", ("Delicias", "VE")),
    ("El bote desembarcó cerca de Erin antes del amanecer.", ("Erin", "TT")),
])
def test_near_in_spanish_and_portuguese_is_place_context(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: the same names as people, with no word of nearness before them)
    "La hermana de Erin contó que la llamaron el martes.",
    "O advogado de Rubio disse que ele foi solto.",
])
def test_a_persons_name_stays_a_person(gazetteer, text: str) -> None:
    assert not _places(gazetteer, text)
