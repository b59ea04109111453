"""Dates found by the eighteenth sweep: the first of the month written "1ro", "1ero", "1er" in Spanish."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("El 1ro de mayo, dos sargentos cruzaron el río.", "1ro de mayo", "2019-05-01 day"),
    ("El 1ero de junio fue detenido en Maracay.", "1ero de junio", "2019-06-01 day"),
    ("Desde el 1er de marzo vive en Cúcuta.", "1er de marzo", "2019-03-01 day"),
])
def test_the_first_written_as_an_ordinal(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-10-15")}
    assert found.get(surface) == expected, found


def test_only_the_first_takes_the_ordinal() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("El 11er de mayo.", "2019-10-15")}
    assert "11er de mayo" not in found, found
