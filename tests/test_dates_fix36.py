"""Date traps found in held-out batch 36: a bare weekday ("on Saturday", "no sábado", "el sábado") in a sentence that
names, weeks before publication, a day falling on that weekday is that day, not the latest such weekday before
publication; a weekday placed against today ("last Saturday", "el pasado sábado") keeps its meaning."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

# (text, published, surface of the weekday, its date)
WEEKDAY_OF_A_DAY_TOLD = [
    ("On March 9, two more wounded men reached the clinic from Ureña, where there had been clashes on Saturday.",
     "2019-04-12", "Saturday", "2019-03-09 day"),
    ("Em 9 de março, outros dois feridos chegaram ao hospital, vindos de Ureña, onde houve confrontos no sábado.",
     "2019-04-12", "sábado", "2019-03-09 day"),
    ("El 9 de marzo llegaron otros dos heridos al hospital desde Ureña, donde hubo choques el sábado.",
     "2019-04-12", "sábado", "2019-03-09 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), WEEKDAY_OF_A_DAY_TOLD)
def test_weekday_of_a_day_told(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found[surface] == expected, found


# A weekday that is not the day told's, or one placed against today, stays the latest such weekday before publication.
WEEKDAY_NOT_OF_THE_DAY_TOLD = [
    ("On March 9 two sergeants crossed, the army said on Tuesday.", "2019-04-12", "Tuesday", "2019-04-09 day"),
    ("On March 9 two sergeants crossed, the army said last Saturday.", "2019-04-12", "last Saturday", "2019-04-06 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), WEEKDAY_NOT_OF_THE_DAY_TOLD)
def test_weekday_not_of_the_day_told(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found[surface] == expected, found


def test_a_later_leg_on_a_weekday_is_not_the_day_told() -> None:
    found = {m.surface: normalised(m) for m in dates("Corporal Iván Rojas crossed into Colombia on June 3 and reached "
                                                      "Lisbon on Monday.", "2019-07-31")}
    assert found["Monday"] == "2019-07-29 day", found


def test_a_weekday_before_the_day_a_count_starts_is_not_that_day() -> None:
    found = {m.surface: normalised(m) for m in dates("Christian Krüger said on Wednesday that 40 soldiers had crossed "
                                                      "since January 16.", "2019-02-08")}
    assert found["Wednesday"] == "2019-02-06 day", found
