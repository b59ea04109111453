"""Date traps found in held-out batch 16, each shown on new sentences: a weekday counted from the
story ("the following Monday"), not from publication, and Portuguese "uma semana depois"."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

ANCHOR = "2019-04-04"  # a Thursday, the day the story has reached
PUB = "2019-11-12"

FOLLOWING = [
    ("The following Monday the corporal asked for asylum.", "The following Monday", "2019-04-08 day"),
    ("On the next Saturday they were moved to a shelter.", "the next Saturday", "2019-04-06 day"),
    ("El lunes siguiente el cabo pidió refugio.", "lunes siguiente", "2019-04-08 day"),
    ("Al siguiente viernes los trasladaron.", "siguiente viernes", "2019-04-05 day"),
    ("Na sexta-feira seguinte (5), o cabo pediu refúgio.", "sexta-feira seguinte (5)", "2019-04-05 day"),
    ("No domingo seguinte foram levados para Manaus.", "domingo seguinte", "2019-04-07 day"),
    # seven days on, at day precision, as "una semana después" (see test_dates.py)
    ("Uma semana depois foi levado para um abrigo.", "Uma semana depois", "2019-04-11 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), FOLLOWING)
def test_a_following_weekday_counts_from_the_story(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    assert normalised(mentions[surface]) == expected


def test_next_weekday_without_the_is_still_the_one_after_publication() -> None:
    mentions = {m.surface: m for m in dates("They will cross next Monday.", PUB, ANCHOR)}
    assert normalised(mentions["next Monday"]) == "2019-11-18 day"
