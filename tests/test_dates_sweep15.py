"""Dates found by the fifteenth sweep: Spanish papers write a day of this month or last as "el 23," alone;
Portuguese writes "this month" as "deste mês" after a part of it ("no início deste mês")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), [
    ("El 19, un cabo cruzó el río Táchira.", "2019-03-25", "19", "2019-03-19 day"),
    ("El 28, un cabo cruzó el río Táchira.", "2019-03-25", "28", "2019-02-28 day"),
    ("El 7 por la noche, dos guardias desertaron.", "2019-03-25", "7", "2019-03-07 day"),
    ("Desde el 4, los soldados duermen en un albergue.", "2019-03-25", "4", "2019-03-04 day"),
])
def test_a_spanish_day_of_the_month_alone(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found[surface] == expected, found


@pytest.mark.parametrize("text", [
    "El 5, 6 y 7 de marzo hubo deserciones.",  # a list the month ends
    "El 10, 20 soldados desertaron.",  # a number after the comma
    "El 23 de febrero cruzaron.",  # the month named: another rule's
])
def test_no_lone_day_of_the_month(text: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-03-25")}
    assert not any(s.isdigit() for s in found), found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("No início deste mês, um cabo desertou.", "deste mês", "2019-05-01 month"),
    ("Em meados deste ano, o sargento cruzou a fronteira.", "deste ano", "2019-01-01 year"),
])
def test_portuguese_deste_is_this(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-05-20")}
    assert found[surface] == expected, found
