"""The last day a date of its precision may mean (the thirty-fifth sweep's desertions told days before a step)."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import period_end
from geo.model import FuzzyDate


@pytest.mark.parametrize("value, precision, last", [
    (date(2019, 2, 1), "month", date(2019, 2, 28)),
    (date(2019, 12, 1), "month", date(2019, 12, 31)),
    (date(2019, 3, 4), "week", date(2019, 3, 10)),
    (date(2019, 3, 14), "day", date(2019, 3, 14)),
    (date(2019, 1, 1), "year", date(2019, 12, 31)),
])
def test_period_end(value: date, precision: str, last: date) -> None:
    assert period_end(FuzzyDate(value, precision)) == last
