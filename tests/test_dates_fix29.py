"""Date traps found in held-out batch 29: Portuguese "na manhã seguinte" and "na noite seguinte" (the next
morning, the next night) count a day on from the story's latest date, as "al día siguiente" does."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

NEXT_PART_OF_DAY = [
    ("Na manhã seguinte, os dois cabos foram levados para Boa Vista.", "2019-06-14", "2019-06-10", "2019-06-11 day"),
    ("Na noite seguinte, o sargento atravessou o rio.", "2019-06-14", "2019-06-10", "2019-06-11 day"),
    ("Na noite anterior, o sargento tinha dormido em Santa Elena.", "2019-06-14", "2019-06-10", "2019-06-09 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "expected"), NEXT_PART_OF_DAY)
def test_portuguese_next_morning_counts_from_the_story(text: str, pub: str, anchor: str, expected: str) -> None:
    assert normalised(one(text, pub, anchor)) == expected


def test_a_morning_alone_is_no_date() -> None:
    assert dates("A manhã estava fria em Pacaraima.", "2019-06-14", "2019-06-10") == []
