"""Date traps of held-out batch 95 (a development set): a bare day of the month right after a day the story told
("la noche del 16 de marzo ... antes del amanecer del día 17") is the next day, however long before publication."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates
from geo.model import FuzzyDate

from .test_dates import normalised, published

PUB = "2019-06-04"


def _day(iso: str) -> FuzzyDate:
    return FuzzyDate(date.fromisoformat(iso), "day")


NEXT_DAY_TOLD = [
    # the night a story told, then the day after it by its number
    ("Llegamos a Icacos antes del amanecer del día 17.", "día 17", ["2019-03-16"], "2019-03-17 day"),
    ("Los cuatro llegaron a Icacos en la madrugada del día 17.", "día 17", ["2019-03-16"], "2019-03-17 day"),
    ("Chegaram a Pacaraima no dia 11, de madrugada.", "dia 11", ["2019-03-10"], "2019-03-11 day"),
    ("Chegamos a Pacaraima ao amanhecer do dia 11.", "dia 11", ["2019-03-10"], "2019-03-11 day"),
    # the latest day told so wins over an earlier one
    ("El día 3 cruzaron la frontera.", "día 3", ["2019-02-02", "2019-05-02"], "2019-05-03 day"),
    # (with no day told the day before, it stays the latest such day before publication)
    ("Llegamos a Icacos antes del amanecer del día 17.", "día 17", ["2019-03-20"], "2019-05-17 day"),
    ("Llegamos a Icacos antes del amanecer del día 17.", "día 17", [], "2019-05-17 day"),
]


@pytest.mark.parametrize(("text", "surface", "told", "expected"), NEXT_DAY_TOLD)
def test_a_bare_day_right_after_a_day_told_is_the_next_day(text: str, surface: str, told: list[str],
                                                             expected: str) -> None:
    mentions = {m.surface: m for m in find_dates(text, *published(PUB), told=lambda: [_day(d) for d in told])}
    assert normalised(mentions[surface]) == expected


def test_a_month_told_gives_no_next_day() -> None:
    told = [FuzzyDate(date(2019, 3, 1), "month")]  # "desertó en marzo": no day the 2nd could follow
    mentions = {m.surface: m for m in find_dates("El día 2 cruzaron el golfo.", *published(PUB), told=lambda: told)}
    assert normalised(mentions["día 2"]) == "2019-06-02 day"
