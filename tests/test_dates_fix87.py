"""Dates found in held-out batch 87: "on the following day, Thursday" is the first Thursday after the story's day
when the day counted from it falls on another weekday (the story moved on untold)."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("Fishermen alerted the police, and on the following day, Thursday, the two men were taken by boat to Tumeremo.",
     "the following day", "2019-03-14 day"),
    ("Los pescadores avisaron a la policía y al día siguiente, el jueves, los dos hombres fueron llevados a Cúcuta.",
     "al día siguiente", "2019-03-14 day"),
    ("Os pescadores avisaram a polícia e no dia seguinte, na quinta-feira, os dois foram levados a Boa Vista.",
     "no dia seguinte", "2019-03-14 day"),
    ("The next day, Thursday, the two men were flown to Bogotá.", "Thursday", "2019-03-14 day"),
])
def test_the_next_day_named_otherwise_is_that_weekday(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-03-21", anchor="2019-03-09")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    # (guard: the weekday the count lands on)
    ("The next day, Sunday, the two men were flown to Bogotá.", "The next day", "2019-03-10 day"),
    # (guard: a count of two days is no "next day")
    ("Two days later, Thursday, the two men were flown to Bogotá.", "Two days later", "2019-03-11 day"),
    # (guard: the weekday not set off right after the count)
    ("The next day the two men said they would fly to Bogotá on Thursday.", "The next day", "2019-03-10 day"),
])
def test_the_next_day_keeps_its_count(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-03-21", anchor="2019-03-09")}
    assert found.get(surface) == expected, found
