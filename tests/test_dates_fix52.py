"""Dates found in held-out batch 52: a state's or a running total's start ("with the border closed since
February") is no day a later "the following morning" of its sentence counts from."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("With the road closed since January, the men walked all night and reached Arauca the following morning.",
     "the following morning", "2019-05-04 day"),
    ("Con el paso cerrado desde enero, los hombres caminaron toda la noche y llegaron a Arauca la madrugada siguiente.",
     "la madrugada siguiente", "2019-05-04 day"),
    ("Com a estrada fechada desde janeiro, os homens andaram a noite toda e chegaram a Pacaraima na madrugada seguinte.",
     "na madrugada seguinte", "2019-05-04 day"),
])
def test_a_since_date_is_no_base_for_what_follows(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-11", anchor="2019-05-03")}
    assert found.get(surface) == expected, found


def test_a_date_told_earlier_in_the_sentence_is_still_the_base() -> None:
    text = "The men left on January 9 and reached Arauca the following morning."
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-11", anchor="2019-05-03")}
    assert found.get("the following morning") == "2019-01-10 day", found


def test_that_day_after_a_since_date_is_that_day() -> None:
    text = "Since March 4, the embassy has sheltered five officers who joined that day's revolt."
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-06-11", anchor="2019-05-03")}
    assert found.get("that day") == "2019-03-04 day", found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    # "In March last year", "en marzo del año pasado", "em março do ano passado": that month, a year back
    ("In March last year, agents raided a farm.", "March last year", "2018-03-01 month"),
    ("In early March of last year, agents raided a farm.", "early March of last year", "2018-03-01 month"),
    ("En marzo del año pasado, agentes allanaron una finca.", "marzo del año pasado", "2018-03-01 month"),
    ("Em março do ano passado, agentes invadiram uma fazenda.", "março do ano passado", "2018-03-01 month"),
])
def test_a_month_of_last_year(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-11-20")}
    assert found.get(surface) == expected, found


def test_last_year_alone_is_still_the_year() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("El año pasado hubo protestas.", "2019-11-20")}
    assert found.get("El año pasado") == "2018-01-01 year", found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    # "He had spent that Saturday on the bridge": told in the pluperfect from a Sunday, the Saturday before it
    ("He had spent that Saturday guarding the bridge, he said.", "that Saturday", "2019-05-04 day"),
    ("Había pasado ese sábado custodiando el puente.", "ese sábado", "2019-05-04 day"),
    # "that Saturday ..., and on Sunday morning": the bare weekday goes on from the day told
    ("He had spent that Saturday guarding the bridge, and on Sunday morning he walked across.", "Sunday morning",
     "2019-05-05 day"),
])
def test_that_weekday_told_in_the_pluperfect(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-07-10", anchor="2019-05-05")}
    assert found.get(surface) == expected, found


def test_that_weekday_told_in_the_past_goes_on() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("He spent that Saturday in Cúcuta.", "2019-07-10",
                                                             anchor="2019-05-05")}
    assert found.get("that Saturday") == "2019-05-11 day", found
