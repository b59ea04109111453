"""Date traps found in held-out batch 72 (Migración Colombia's count of soldiers who "han cruzado a Colombia desde
febrero, cuando el 23 de ese mes decenas de guardias abandonaron sus puestos", dated August 23 from the story's last
month), each shown on new sentences: a day of "that month" after a month told earlier in its sentence is that
month's day."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

ANCHOR = "2019-08-02"  # the story has reached August
PUB = "2019-11-15"

MONTH_TOLD_BEFORE = [
    ("Cientos han cruzado desde febrero, cuando el 23 de ese mes los guardias abandonaron sus puestos.",
     "el 23 de ese mes", "2019-02-23 day"),
    ("He was posted to Ureña in March, and on the 9th of that month he deserted.", "on the 9th of that month",
     "2019-03-09 day"),
    ("Chegou a Pacaraima em maio e no dia 12 daquele mês pediu refúgio.", "no dia 12 daquele mês", "2019-05-12 day"),
    ("El 3 de abril llegó a Cúcuta y el 20 de ese mes viajó a Bogotá.", "el 20 de ese mes", "2019-04-20 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), MONTH_TOLD_BEFORE)
def test_a_day_of_that_month_takes_the_month_told_before_it(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    assert normalised(mentions[surface]) == expected


KEPT_AS_BEFORE = [
    # no month told before it in the sentence: the month the story has reached
    ("El 23 de ese mes los guardias abandonaron sus puestos.", "El 23 de ese mes", "2019-08-23 day"),
    # a month told after it is not the one it means
    ("On the 9th of that month he deserted, long before the November talks.", "On the 9th of that month",
     "2019-08-09 day"),
    # a month too short for the day: nothing moves
    ("Llegó en febrero y el 30 de ese mes se fue.", "el 30 de ese mes", "2019-08-30 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), KEPT_AS_BEFORE)
def test_a_day_of_that_month_without_a_month_before_it(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    assert normalised(mentions[surface]) == expected
