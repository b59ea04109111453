"""Date traps found in held-out batch 74 on a fourth pass: "Police arrested a 19-year-old suspect two days after the
attack." counts from the day the story stands on when the happening closes a sentence with no other date, as it does
when it opens one ("Two days after the attack, ...")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

COUNTED_FROM_THE_STORY_DAY = [
    ("Police arrested a suspect two days after the attack.", "2019-10-02", "2019-09-14", "2019-09-16 day"),
    ("La policía capturó a un sospechoso tres días después del ataque.", "2019-10-02", "2019-09-14", "2019-09-17 day"),
    ("A polícia prendeu um suspeito dois dias depois do ataque.", "2019-10-02", "2019-09-14", "2019-09-16 day"),
]


@pytest.mark.parametrize("text, pub, anchor, expected", COUNTED_FROM_THE_STORY_DAY)
def test_count_after_a_happening_closing_the_sentence(text: str, pub: str, anchor: str, expected: str) -> None:
    assert normalised(one(text, pub, anchor)) == expected


def test_count_after_a_happening_with_another_date_is_not_the_story_day() -> None:
    # (guard: a day of its own after the happening is what the count restates, not the story's day)
    found = dates("Police arrested a suspect two days after the attack, on Monday.", "2019-10-02", "2019-09-14")
    assert "2019-09-16 day" not in [normalised(m) for m in found]


def test_count_after_a_happening_mid_sentence_is_not_the_story_day() -> None:
    # (guard: the happening does not close the sentence; more is told after it)
    found = dates("Police arrested a suspect two days after the attack and a third man fled.", "2019-10-02", "2019-09-14")
    assert "2019-09-16 day" not in [normalised(m) for m in found]
