"""Place matching found by the sixteenth sweep: a town's name that goes on with "de"/"del" and a capitalised
word names another, longer place ("San Antonio del Morichal" is not San Antonio del Táchira)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[str]:
    return [m.place.name for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "They were caught at the San Antonio del Morichal checkpoint.",
    "He lives in San Antonio de los Altos, near Caracas.",
])
def test_a_longer_name_is_another_place(gazetteer, text: str) -> None:
    assert "San Antonio del Táchira" not in _places(gazetteer, text)


@pytest.mark.parametrize("text, place", [
    ("He crossed at San Antonio on Monday.", "San Antonio del Táchira"),
    ("Lo detuvieron en Maracaibo del Zulia.", "Maracaibo"),
    ("Vive en Ureña del Táchira.", "Ureña"),
])
def test_a_town_and_where_it_lies_stay(gazetteer, text: str, place: str) -> None:
    assert place in _places(gazetteer, text)
