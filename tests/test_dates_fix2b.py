"""Dates found again in held-out batch 2: the British "at the weekend" is the weekend gone when its verb is past, as
"over the weekend" is; told of a plan, it dates nothing. "In recent weeks", "las últimas semanas" date nothing."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("A source said the colonel had crossed into Colombia at the weekend.", "the weekend", "2019-05-06 week"),
    ("Two sailors reached Aruba in a fishing boat at the weekend and asked for protection.", "the weekend",
     "2019-05-06 week"),
    ("At the weekend, four guardsmen walked across the bridge to Cúcuta.", "the weekend", "2019-05-06 week"),
])
def test_at_the_weekend_gone_is_the_last_weekend(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-05-14")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize("text", [
    # (guards: a plan for the weekend, and a weekend that belongs to something named after it)
    "The colonel will cross into Colombia at the weekend, his lawyer said.",
    "The colonel crossed into Colombia at the weekend of the vote.",
])
def test_at_the_weekend_not_gone_dates_nothing(text: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-05-14")}
    assert found.get("the weekend") is None, found


@pytest.mark.parametrize(("text", "surface"), [
    # "in recent weeks", "en las últimas semanas", "nas últimas semanas": weeks whose start nobody tells, no date
    ("In recent weeks, dozens of former soldiers were moved to a shelter.", "recent weeks"),
    ("Over the past few weeks, dozens of former soldiers were moved to a shelter.", "the past few weeks"),
    ("En las últimas semanas, decenas de exmilitares fueron trasladados a un albergue.", "las últimas semanas"),
])
def test_recent_weeks_date_nothing(text: str, surface: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-05-14")}
    assert surface in found and found[surface] is None, found


def test_recent_days_keep_their_week() -> None:
    # (guard: "recent days" is still the week before publication)
    found = {m.surface.strip(): normalised(m) for m in dates("In recent days, two sergeants crossed.", "2019-05-14")}
    assert found.get("recent days") == "2019-05-06 week", found
