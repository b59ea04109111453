"""Date traps found in held-out batch 26: a month with "this year" after it ("en febrero de este año",
"February this year") is one date, that month of the publication's year, not a month and a year."""

from __future__ import annotations

import pytest

from .test_dates import normalised, one

MONTH_THIS_YEAR = [
    ("Los vecinos recuerdan que en marzo de este año hubo disparos.", "2019-11-02", "marzo de este año",
     "2019-03-01 month"),
    ("A finales de mayo del presente año cruzaron el río.", "2019-11-02", "finales de mayo del presente año",
     "2019-05-01 month"),
    ("Llegaron en junio del año en curso.", "2019-11-02", "junio del año en curso", "2019-06-01 month"),
    ("Residents recall that in March this year troops opened fire.", "2019-11-02", "March this year",
     "2019-03-01 month"),
    ("They crossed in late May of this year.", "2019-11-02", "late May of this year", "2019-05-01 month"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), MONTH_THIS_YEAR)
def test_month_this_year_is_one_date(text: str, pub: str, surface: str, expected: str) -> None:
    mention = one(text, pub)
    assert mention.surface == surface
    assert normalised(mention) == expected
