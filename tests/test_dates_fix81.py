"""Date traps found in held-out batch 81: "Naquele sábado", "aquela quarta-feira" name the weekday of the day told
before, as Spanish "aquel sábado" and English "that Saturday" already did, not the latest such weekday."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import FuzzyDate, find_dates

from .test_events_batch9 import ANY, _case, _coded, assert_coded


@pytest.mark.parametrize("text, anchor, day", [
    # the day told before was that weekday: it is that day
    ("Naquele sábado, dezenas de guardas fugiram.", date(2019, 2, 23), date(2019, 2, 23)),
    ("Aquela quarta-feira foi a última no quartel.", date(2019, 3, 6), date(2019, 3, 6)),
    # else the first such weekday after it
    ("Naquela sexta-feira ele cruzou a ponte.", date(2019, 3, 4), date(2019, 3, 8)),
])
def test_that_portuguese_weekday_counts_from_the_day_told(text: str, anchor: date, day: date) -> None:
    found = find_dates(text, date(2019, 4, 17), anchor=FuzzyDate(anchor, "day"))
    assert [(m.date.value, m.date.precision) for m in found] == [(day, "day")]


def test_a_plain_portuguese_weekday_is_still_the_latest() -> None:
    # (guard: "no sábado" with a day told before is the Saturday before publication)
    found = find_dates("No sábado, dezenas de guardas fugiram.", date(2019, 4, 17),
                       anchor=FuzzyDate(date(2019, 2, 23), "day"))
    assert [m.date.value for m in found] == [date(2019, 4, 13)]


THAT_SATURDAY = [
    _case("Em 23 de fevereiro, a entrada da ajuda humanitária fracassou nas pontes de Cúcuta. Naquele sábado, "
          "dezenas de guardas nacionais abandonaram os postos e correram para a Colômbia.", "2019-04-17",
          [("defection", ANY, "2019-02-23")], (("defection", ANY, "2019-04-13"),), "pt-naquele-sabado"),
    # (guard: with no day told before, that Saturday is still the latest one)
    _case("Naquele sábado, dezenas de guardas nacionais abandonaram os postos.", "2019-04-17",
          [("defection", ANY, "2019-04-13")], (), "pt-naquele-sabado-unanchored"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_SATURDAY)
def test_that_saturday_is_the_day_told_before(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
