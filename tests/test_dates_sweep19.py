"""Dates found by the nineteenth sweep: a time of a day of the month in Spanish, and a month told after the
publication in the past tense."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("En la tarde del 23, el cabo cruzó.", "23", "2019-02-23 day"),
    ("La noche del 23 el cabo cruzó el puente.", "23", "2019-02-23 day"),
    ("En la madrugada del 24, cruzaron el río.", "24", "2019-02-24 day"),
    ("La noche del 23 a las 10 cruzaron.", "23", "2019-02-23 day"),
])
def test_a_time_of_a_day_of_the_month(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-02-28")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize("text", ["La noche del 5 al 6 cruzaron.", "La noche del 23 de febrero cruzaron."])
def test_a_time_of_a_range_or_a_named_month_is_not_the_day_alone(text: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-02-28")}
    assert not any(s in ("5", "23") for s in found), found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("He crossed the border in April.", "April", "2018-04-01 month"),
    ("El cabo cruzó la frontera el 2 de abril.", "2 de abril", "2018-04-02 day"),
    ("O cabo atravessou a fronteira em abril.", "abril", "2018-04-01 month"),
    # a plan or a future keeps the month to come
    ("Guaidó said the protests will continue in April.", "April", "2019-04-01 month"),
    ("Los militares marcharán en abril.", "abril", "2019-04-01 month"),
    ("They scheduled a march in April.", "April", "2019-04-01 month"),
    ("La marcha fue convocada para el 2 de abril.", "2 de abril", "2019-04-02 day"),
])
def test_a_later_month_told_in_the_past_is_last_years(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-03-10")}
    assert found.get(surface) == expected, found
