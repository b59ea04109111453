"""Dates found by the seventeenth sweep: "earlier in the year", "a principios de año", "no início do ano" are
the publication's year, at year precision (and no number after them may be a year of its own)."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface"), [
    ("Earlier in the year, a guardsman was shot.", "Earlier in the year"),
    ("Later in the year, the family moved.", "Later in the year"),
    ("At the beginning of the year, two sergeants fled.", "At the beginning of the year"),
    ("A principios de año, un guardia fue herido.", "A principios de año"),
    ("No início do ano, um soldado foi preso.", "No início do ano"),
])
def test_a_part_of_the_year(text: str, surface: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-10-15")}
    assert found.get(surface) == "2019-01-01 year", found


def test_a_year_of_its_own_is_not_this_year() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("At the beginning of the year 2018, he enlisted.",
                                                                "2019-10-15")}
    assert "At the beginning of the year" not in found, found


@pytest.mark.parametrize(("text", "surface"), [
    ("Nesta madrugada, um soldado foi baleado.", "Nesta madrugada"),
    ("O cabo chegou nesta manhã a Boa Vista.", "nesta manhã"),
])
def test_this_part_of_the_day_in_portuguese(text: str, surface: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-08-16")}
    assert found.get(surface) == "2019-08-16 day", found


def test_a_part_of_a_named_day_is_that_day() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("Nesta tarde de sábado, x", "2019-08-16")}
    assert "Nesta tarde" not in found, found
