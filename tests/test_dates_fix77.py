"""Date traps found in held-out batch 77: a Portuguese weekday after "desde" ("detido em Aruba desde sábado", "preso
desde o domingo") is the day the custody began, as Spanish "desde el sábado" already was."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates

from .test_events_batch9 import _case, _coded, assert_coded


@pytest.mark.parametrize("text, day", [
    ("O cabo está detido no aeroporto desde sábado, sem bilhete de regresso.", date(2019, 6, 1)),
    ("O sargento está preso desde o domingo.", date(2019, 6, 2)),
    ("Os dois soldados estão presos desde segunda-feira.", date(2019, 6, 3)),
])
def test_a_weekday_after_desde_is_dated(text: str, day: date) -> None:
    found = find_dates(text, date(2019, 6, 5))
    assert [(m.date.value, m.date.precision) for m in found] == [(day, "day")]


def test_desde_without_a_weekday_gives_no_date() -> None:
    # (guard: "desde quando" asks since when; nothing to date)
    assert find_dates("A família não sabe desde quando o cabo está detido.", date(2019, 6, 5)) == []


CUSTODY_SINCE_A_WEEKDAY = [
    _case("Um cabo da Guarda Nacional está detido em Aruba desde sábado.", "2019-06-05",
          [("arrest", "Aruba", "2019-06-01")], (), "pt-detido-desde-sabado"),
    _case("Um sargento venezuelano está preso em Boa Vista desde o domingo.", "2019-06-05",
          [("arrest", "Boa Vista", "2019-06-02")], (), "pt-preso-desde-o-domingo"),
    # (guard: "desde quando" dates nothing; the custody stays undated)
    _case("A família não sabe desde quando o cabo está detido em Aruba.", "2019-06-05",
          [("arrest", "Aruba", None)], (), "pt-desde-quando"),
]


@pytest.mark.parametrize("text, published, present, absent", CUSTODY_SINCE_A_WEEKDAY)
def test_a_custody_since_a_weekday_takes_its_day(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
