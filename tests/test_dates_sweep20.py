"""Dates found by the twentieth sweep: 2019's days the story names by what happened on them, counted from."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), [
    ("He crossed the day after the uprising.", "2019-05-06", "the day after", "2019-05-01 day"),
    ("They fled two days after the failed uprising.", "2019-06-06", "two days after", "2019-05-02 day"),
    ("Huyeron dos días después del alzamiento militar.", "2019-05-06", "dos días después", "2019-05-02 day"),
    ("Fugiram um dia depois da tentativa de levante.", "2019-05-06", "um dia depois", "2019-05-01 day"),
    ("He crossed the day after the aid convoy was blocked.", "2019-03-06", "the day after", "2019-02-24 day"),
    ("Cruzaron la víspera del intento de ingreso de la ayuda humanitaria.", "2019-03-06", "la víspera",
     "2019-02-22 day"),
    ("Cruzó el día después de la juramentación de Guaidó.", "2019-01-30", "el día después", "2019-01-24 day"),
    ("Cruzou um dia depois de Guaidó se autoproclamar presidente.", "2019-01-30", "um dia depois", "2019-01-24 day"),
    ("He deserted two days after Guaidó's swearing-in.", "2019-02-10", "two days after", "2019-01-25 day"),
    ("He crossed the day after the Venezuela Aid Live concert.", "2019-03-06", "the day after", "2019-02-23 day"),
])
def test_a_day_counted_from_a_named_day_of_2019(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize(("text", "pub", "surface"), [
    ("He crossed the day after the uprising.", "2019-04-10", "the day after"),  # told before it happened
    ("He crossed the day after the uprising.", "2020-05-06", "the day after"),  # another year's story
    ("He crossed the day after the uprising in Cotiza.", "2019-05-06", "the day after"),  # another uprising
    ("Two weeks after the failed rebellion, three guardsmen have reached Colombia.", "2019-05-16", "Two weeks after"),
    # (weeks after it tell the news's time, roughly)
])
def test_a_named_day_is_2019s_only_when_it_can_be(text: str, pub: str, surface: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found.get(surface) is None, found


@pytest.mark.parametrize("text", ["Two sergeants fled to Colombia after the uprising.",
                                  "Los militares que participaron en el alzamiento huyeron."])
def test_a_named_event_alone_dates_nothing(text: str) -> None:
    assert not [m for m in dates(text, "2019-05-06") if m.date is not None], dates(text, "2019-05-06")


@pytest.mark.parametrize(("text", "surface", "expected"), [
    # "começo", as "início": "no começo do mês", "no começo de 2019"
    ("O sargento cruzou a fronteira no começo do mês.", "começo do mês", "2019-06-01 month"),
    ("O sargento cruzou a fronteira no começo de 2019.", "2019", "2019-01-01 year"),
])
def test_comeco_is_a_part_of_the_month(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-10")}
    assert found.get(surface) == expected, found
