"""Date traps found in held-out batch 34: Portuguese "naquele dia", "naquela noite", "no mesmo dia" and "na mesma
noite" (that day, that night, the same day) are the day the story is telling, as "ese día" and "esa misma noche" are."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

SAME_DAY = [
    ("Naquele dia, houve confrontos em Santa Elena de Uairén.", "2019-06-14", "2019-06-10", "2019-06-10 day"),
    ("Naquela mesma noite, o cabo atravessou a pé.", "2019-06-14", "2019-06-10", "2019-06-10 day"),
    ("No mesmo dia, os dois sargentos pediram refúgio.", "2019-06-14", "2019-06-10", "2019-06-10 day"),
    ("Na mesma noite, foram levados para Boa Vista.", "2019-06-14", "2019-06-10", "2019-06-10 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "expected"), SAME_DAY)
def test_portuguese_that_day_is_the_story_day(text: str, pub: str, anchor: str, expected: str) -> None:
    assert normalised(one(text, pub, anchor)) == expected


def test_a_day_of_the_same_kind_is_no_date() -> None:
    assert dates("O mesmo tipo de dia se repetiu em Pacaraima.", "2019-06-14", "2019-06-10") == []
