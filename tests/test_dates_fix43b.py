"""Date traps found in held-out batch 43: Spanish "media hora después" and Portuguese "meia hora depois" (half an hour
later) are the day the story is telling, as "half an hour later" and "horas después" are."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

HALF_AN_HOUR_LATER = [
    ("Media hora después, el cabo llegó a la otra orilla.", "2019-07-15", "2019-04-11", "media hora después",
     "2019-04-11 day"),
    ("Meia hora depois, os dois soldados chegaram a Pacaraima.", "2019-07-15", "2019-04-11", "Meia hora depois",
     "2019-04-11 day"),
    ("Media hora más tarde cruzaron el río.", "2019-07-15", "2019-04-11", "Media hora más tarde", "2019-04-11 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected"), HALF_AN_HOUR_LATER)
def test_half_an_hour_later_is_the_story_day(text: str, pub: str, anchor: str, surface: str, expected: str) -> None:
    mention = one(text, pub, anchor)
    assert mention.surface.lower() == surface.lower()
    assert normalised(mention) == expected


NOT_HALF_AN_HOUR = [
    # a half hour that is no span after the day told: "media hora de camino" names no date
    ("Caminaron media hora de camino hasta la trocha.", "2019-07-15", "2019-04-11"),
    ("A viagem durou meia hora e terminou em Pacaraima.", "2019-07-15", "2019-04-11"),
]


@pytest.mark.parametrize(("text", "pub", "anchor"), NOT_HALF_AN_HOUR)
def test_half_an_hour_without_later_is_no_date(text: str, pub: str, anchor: str) -> None:
    assert dates(text, pub, anchor) == []
