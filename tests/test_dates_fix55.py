"""Date traps found in held-out batch 55: the Brazilian press's weekday with its day and month in brackets
("na quarta-feira (10/4)"), and a day of "that month" ("no dia 24 daquele mês", "el 24 de ese mes")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

A_WEEKDAY_WITH_DAY_AND_MONTH = [
    # (text, publication, surface, expected)
    ("Os dois soldados pediram refúgio na quinta-feira (11/4) em Pacaraima.", "2019-04-13",
     "na quinta-feira (11/4)", "2019-04-11 day"),
    ("Na sexta-feira (05/04), foram levados para Boa Vista.", "2019-04-13", "Na sexta-feira (05/04)",
     "2019-04-05 day"),
    ("O grupo cruzou a fronteira na última terça-feira (2/7).", "2019-07-06", "na última terça-feira (2/7)",
     "2019-07-02 day"),
    # ... a month later than publication is last year's
    ("Desertou no sábado (29/12), segundo a família.", "2019-02-10", "no sábado (29/12)", "2018-12-29 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), A_WEEKDAY_WITH_DAY_AND_MONTH)
def test_a_weekday_with_day_and_month(text: str, pub: str, surface: str, expected: str) -> None:
    mention = next(m for m in dates(text, pub) if m.surface == surface)
    assert normalised(mention) == expected


A_DAY_OF_THAT_MONTH = [
    # (text, publication, the story's latest date, surface, expected)
    ("No dia 12 daquele mês, ele atravessou a fronteira.", "2019-08-20", "2019-03",
     "No dia 12 daquele mês", "2019-03-12 day"),
    ("El 5 de ese mes cruzaron el puente.", "2019-08-20", "2019-05", "El 5 de ese mes", "2019-05-05 day"),
    ("Regresó el día 28 del mismo mes.", "2019-08-20", "2019-04-02", "el día 28 del mismo mes",
     "2019-04-28 day"),
    ("On the 9th of that month, he crossed into Colombia.", "2019-08-20", "2019-06",
     "On the 9th of that month", "2019-06-09 day"),
    # ... with nothing told before it, no date: not the latest 12th before publication
    ("No dia 12 daquele mês, ele atravessou a fronteira.", "2019-08-20", None, "No dia 12 daquele mês", None),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected"), A_DAY_OF_THAT_MONTH)
def test_a_day_of_that_month(text: str, pub: str, anchor: str | None, surface: str, expected: str | None) -> None:
    mention = next(m for m in dates(text, pub, anchor) if m.surface == surface)
    assert normalised(mention) == expected
