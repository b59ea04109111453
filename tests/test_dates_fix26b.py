"""Date traps found in held-out batch 26 (second round): a month that a "when" clause opens on ("the scene
recalls February, when hundreds crossed", "lembra fevereiro, quando", "recuerdan marzo, cuando") is that
month, with no preposition before it."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

MONTH_THEN_WHEN = [
    ("For the villagers the march recalls February, when troops fired on the road.", "2019-11-02", "February",
     "2019-02-01 month"),
    ("A fila lembra fevereiro, quando centenas de famílias chegaram a Pacaraima.", "2019-11-02", "fevereiro",
     "2019-02-01 month"),
    ("Los vecinos recuerdan marzo, cuando cientos de familias cruzaron el río.", "2019-11-02", "marzo",
     "2019-03-01 month"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), MONTH_THEN_WHEN)
def test_month_opening_a_when_clause_is_a_date(text: str, pub: str, surface: str, expected: str) -> None:
    mention = one(text, pub)
    assert mention.surface == surface
    assert normalised(mention) == expected


NOT_A_DATE = [
    # A month name with no preposition and no "when" after it is still no date ("mayo" a verb, "May" a name).
    ("Les dije que mayo, la tienda, queda cerca.", "2019-11-02"),
    ("May, who runs the shelter, said the families left.", "2019-11-02"),
    ("Dice que marzo, según él, fue el peor mes.", "2019-11-02"),
]


@pytest.mark.parametrize(("text", "pub"), NOT_A_DATE)
def test_month_without_when_clause_is_no_date(text: str, pub: str) -> None:
    assert dates(text, pub) == []
