"""Dates found by the fourteenth sweep: the start of the year named without its number ("since the start of the
year", "desde principios de año", "desde o início do ano") is the publication's year, to the year, so that a running
total counted from it dates no event (and takes no day from the sentence before). Without "since" it is no date."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

START_OF_THE_YEAR = [
    ("Since the start of the year, 900 troops have deserted.", "2019-09-10", "the start of the year", "2019-01-01 year"),
    ("Since the beginning of the year he has been posted to Ureña.", "2019-09-10", "the beginning of the year",
     "2019-01-01 year"),
    ("Desde principios de año han desertado 900 militares.", "2019-09-10", "principios de año", "2019-01-01 year"),
    ("Desde el inicio del año han desertado 900 militares.", "2019-09-10", "inicio del año", "2019-01-01 year"),
    ("Desde o início do ano, 900 militares desertaram.", "2019-09-10", "início do ano", "2019-01-01 year"),
    ("Desde o começo do ano, 900 militares desertaram.", "2019-09-10", "começo do ano", "2019-01-01 year"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), START_OF_THE_YEAR)
def test_the_start_of_the_year_is_the_publications_year(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found[surface] == expected, found


@pytest.mark.parametrize("text", [
    "Desde el inicio del año escolar faltan maestros.",  # a school year
    "Desde o início do ano letivo faltam professores.",
    "Llegan muchos menos que a comienzos de año.",  # a comparison: no total starts there
])
def test_another_year_is_no_date(text: str) -> None:
    assert dates(text, "2019-09-10") == []
