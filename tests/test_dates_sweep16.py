"""Dates found by the sixteenth sweep: a week of a month counted ("the second week of March", "la última
semana de abril", "na primeira semana de outubro") is that week, not the whole month."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), [
    ("in the first week of October", "2019-10-15", "the first week of October", "2019-10-01 week"),
    ("during the second week of March", "2019-04-02", "the second week of March", "2019-03-08 week"),
    ("in the last week of April", "2019-05-20", "the last week of April", "2019-04-24 week"),
    ("durante la tercera semana de junio", "2019-07-01", "la tercera semana de junio", "2019-06-15 week"),
    ("en la última semana de abril", "2019-05-20", "la última semana de abril", "2019-04-24 week"),
    ("na primeira semana de outubro", "2019-10-15", "primeira semana de outubro", "2019-10-01 week"),
])
def test_a_counted_week_of_a_month(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found.get(surface) == expected, found


def test_a_week_of_last_years_month() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("in the last week of December", "2019-01-20")}
    assert found["the last week of December"] == "2018-12-25 week", found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("el 5 del presente mes", "5 del presente mes", "2019-06-05 day"),
    ("el día 12 de este mes", "12 de este mes", "2019-06-12 day"),
    ("el pasado 3 del mes en curso", "3 del mes en curso", "2019-06-03 day"),
])
def test_a_day_of_this_month_in_spanish(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-20")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("on Wednesday of last week", "Wednesday of last week", "2019-06-12 day"),
    ("el miércoles de la semana pasada", "miércoles de la semana pasada", "2019-06-12 day"),
    ("na quarta-feira da semana passada", "quarta-feira da semana passada", "2019-06-12 day"),
    ("el sábado de la semana pasada", "sábado de la semana pasada", "2019-06-15 day"),
    ("antenoche cruzaron el río", "antenoche", "2019-06-18 day"),
])
def test_a_weekday_of_last_week(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-20")}
    assert found.get(surface) == expected, found
