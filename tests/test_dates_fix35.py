"""Date traps found in held-out batch 35: a weekday with its day in brackets ("domingo (7)") that no recent month
puts on that weekday belongs to the month the story is telling; "en la madrugada del sábado 12" and "na noite do
domingo 7" are a weekday with its day of the month, as "el sábado 12" is."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

STORY_MONTH = [
    # October's paper: no 7th of the last two months is a Sunday; April 7 is, and April is the story's month
    ("Na manhã seguinte, domingo (7), atravessou a fronteira.", "2019-10-18", "2019-04-06", "2019-04-07 day"),
    ("Na madrugada do sábado (16), cruzou para Pacaraima.", "2019-08-28", "2019-03-15", "2019-03-16 day"),
    # the anchor's month has no such Sunday either: the latest 7th, as before
    ("Na manhã seguinte, domingo (7), atravessou a fronteira.", "2019-10-18", "2019-05-20", "2019-10-07 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "expected"), STORY_MONTH)
def test_bracketed_day_takes_the_story_month_that_fits(text: str, pub: str, anchor: str, expected: str) -> None:
    assert normalised([d for d in dates(text, pub, anchor) if "(" in d.surface][0]) == expected


def test_a_recent_month_that_fits_still_wins() -> None:
    # October 13, 2019 is a Sunday: the story's April does not take it away
    assert normalised(one("No domingo (13), o cabo pediu refúgio.", "2019-10-18", "2019-04-06")) == "2019-10-13 day"


WEEKDAY_AFTER_DEL = [
    ("Cruzó el río en la madrugada del sábado 12 por una trocha.", "2019-02-20", "2019-01-12 day"),
    ("Salió de Ureña en la noche del viernes 8.", "2019-03-20", "2019-03-08 day"),
    ("Atravessou a fronteira na noite do domingo 7.", "2019-04-20", "2019-04-07 day"),
]


def _numbered(text: str, pub: str) -> str | None:
    (found,) = [d for d in dates(text, pub) if any(c.isdigit() for c in d.surface)]
    return normalised(found)


@pytest.mark.parametrize(("text", "pub", "expected"), WEEKDAY_AFTER_DEL)
def test_weekday_with_its_day_after_del(text: str, pub: str, expected: str) -> None:
    assert _numbered(text, pub) == expected


def test_del_weekday_with_month_is_the_full_date() -> None:
    assert _numbered("Llegó en la madrugada del sábado 12 de enero.", "2019-03-20") == "2019-01-12 day"


@pytest.mark.parametrize(("text", "expected"), [
    ("At dawn on April 30th the soldiers rose up.", "2019-04-30 day"),
    ("Late at night on Sunday they crossed.", "2019-12-08 day"),
])
def test_part_of_day_on_a_date_is_that_date(text: str, expected: str) -> None:
    first = dates(text, "2019-12-12", "2019-02-25")[0]
    assert normalised(first) == expected


def test_part_of_day_on_no_date_is_the_story_day() -> None:
    assert normalised(dates("At dawn on the bridge, soldiers fired.", "2019-12-12", "2019-02-25")[0]) == "2019-02-25 day"


SAME_WEEKEND = [
    # told on a Monday, "the same weekend" is the one just gone; later in the week, that week's
    ("On the Brazilian border the same weekend, troops fired on villagers.", "2019-03-11", "2019-03-04 week"),
    ("That weekend two sergeants crossed at Ureña.", "2019-03-14", "2019-03-11 week"),
    ("Ese mismo fin de semana, dos guardias cruzaron el río.", "2019-03-15", "2019-03-11 week"),
    ("Naquele fim de semana, dois sargentos cruzaram a fronteira.", "2019-03-17", "2019-03-11 week"),
]


@pytest.mark.parametrize(("text", "anchor", "expected"), SAME_WEEKEND)
def test_the_same_weekend_is_the_weekend_of_the_story_day(text: str, anchor: str, expected: str) -> None:
    assert normalised(one(text, "2019-12-12", anchor)) == expected


def test_the_same_weekend_with_no_story_day_is_no_date() -> None:
    assert [normalised(d) for d in dates("That weekend two sergeants crossed at Ureña.", "2019-12-12")] == [None]
