"""Date traps found in held-out batch 25: a Portuguese weekday in "-feira" before its day and month is one
date, not a weekday of its own; a weekday with its day of the month and no month, after "no"/"na" or in
apposition after a comma ("No dia seguinte, domingo 17,"), is that day."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

WEEKDAY_BEFORE_DAY = [
    ("Na segunda-feira, 4 de março, os dois cabos chegaram.", "2019-04-10", "segunda-feira, 4 de março", "2019-03-04 day"),
    ("na quinta-feira 7 de março foram levados", "2019-04-10", "quinta-feira 7 de março", "2019-03-07 day"),
    ("Eles cruzaram na quinta-feira 7 pela trilha.", "2019-03-20", "quinta-feira 7", "2019-03-07 day"),
    ("Os soldados chegaram no sábado 9 a Pacaraima.", "2019-03-20", "sábado 9", "2019-03-09 day"),
    ("No dia seguinte, domingo 17, houve tiros.", "2019-03-20", "domingo 17", "2019-03-17 day"),
    ("Al día siguiente, jueves 7, los guardias cruzaron.", "2019-03-20", "jueves 7", "2019-03-07 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), WEEKDAY_BEFORE_DAY)
def test_weekday_with_its_day(text: str, pub: str, surface: str, expected: str) -> None:
    found = [m for m in dates(text, pub) if m.surface == surface]
    assert len(found) == 1, dates(text, pub)
    assert normalised(found[0]) == expected


def test_weekday_then_a_count_is_no_day() -> None:
    """"el domingo, 10 soldados": the count after the comma is no day of the month."""
    mention = one("Llegaron el domingo, 10 soldados cruzaron después.", "2019-03-20")
    assert mention.surface == "domingo"
    assert normalised(mention) == "2019-03-17 day"


INDEFINITE_WEEKDAY = [
    # "a Thursday" names no particular day: the date beside it does, or none
    ("On March 14, a Thursday, the two privates took a bus.", "2019-03-22", ["March 14"]),
    ("They left on a Monday in February.", "2019-03-22", ["February"]),
    # "on Thursday" is the latest Thursday
    ("They left on Thursday.", "2019-03-22", ["Thursday"]),
]


@pytest.mark.parametrize(("text", "pub", "surfaces"), INDEFINITE_WEEKDAY)
def test_a_weekday_is_no_day(text: str, pub: str, surfaces: list[str]) -> None:
    assert [m.surface for m in dates(text, pub)] == surfaces
