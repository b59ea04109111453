"""Times of day found in held-out batch 15 (t05-t08): a wire's "at 10am local time" is the day being
told, counted from the anchor like "at dawn"."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates
from geo.model import FuzzyDate

ANCHOR = FuzzyDate(date(2019, 3, 4), "day")

TIMES_OF_DAY = [
    ("He walked over the bridge at about 9am local time.", "at about 9am local time"),
    ("She crossed at 4 p.m. local time with her son.", "at 4 p.m. local time"),
]


@pytest.mark.parametrize(("text", "surface"), TIMES_OF_DAY)
def test_time_of_day_is_the_anchor_day(text: str, surface: str) -> None:
    found = {m.surface: m for m in find_dates(text, date(2019, 3, 10), "day", anchor=ANCHOR)}
    assert surface in found, found
    assert found[surface].date == ANCHOR


def test_a_clock_time_without_local_time_dates_nothing() -> None:
    assert find_dates("He used to get up at 5am.", date(2019, 3, 10), "day", anchor=ANCHOR) == []
