"""Date traps of held-out batch 92 (a development set): a bare day of the month set right after the month it falls in,
behind a comma or a colon ("O pico ocorreu em fevereiro: no dia 23"), is that month's day, not the latest such day
before publication."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

PUB = "2019-09-13"

DAY_AFTER_ITS_MONTH = [
    ("O pico ocorreu em fevereiro: no dia 23, quando dezenas de guardas cruzaram a divisa.", "dia 23",
     "2019-02-23 day"),
    ("O pico ocorreu em fevereiro, no dia 23, quando dezenas de guardas cruzaram a divisa.", "dia 23",
     "2019-02-23 day"),
    ("El pico fue en febrero: el día 23, decenas de guardias cruzaron los puentes.", "día 23", "2019-02-23 day"),
    ("The peak came in February: on the 23rd, dozens of guardsmen ran across the bridges.", "the 23rd",
     "2019-02-23 day"),
    # (a day the month is not set off from stays the latest such day before publication)
    ("Chegou em fevereiro e no dia 23 cruzou a fronteira.", "dia 23", "2019-08-23 day"),
    ("No dia 10, os quatro cruzaram a divisa.", "dia 10", "2019-09-10 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), DAY_AFTER_ITS_MONTH)
def test_a_day_set_after_its_month_is_that_months_day(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB)}
    assert normalised(mentions[surface]) == expected


def test_the_month_a_day_refines_is_no_second_date() -> None:
    surfaces = [m.surface for m in dates("O pico ocorreu em fevereiro: no dia 23, quando cruzaram.", PUB)]
    assert surfaces == ["dia 23"]
