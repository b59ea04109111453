"""Date traps found by the thirtieth sweep of the development batches, each shown on new sentences: "the day before"
a happening the story is telling, with no date of its own, counts from the day the story stands on when it opens its
sentence."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

ANCHOR = "2019-02-23"  # the day the story has reached (the shootings told before)
PUB = "2019-03-25"

OPENING = [
    ("The day before the Santa Elena shootings, soldiers fired on villagers.", "The day before", "2019-02-22 day"),
    ("The day after the raid, agents searched his house.", "The day after", "2019-02-24 day"),
    ("Un día antes del desalojo, los guardias pidieron refugio.", "Un día antes", "2019-02-22 day"),
    ("La víspera del asalto, tres soldados desertaron.", "La víspera", "2019-02-22 day"),
    ("No dia seguinte aos confrontos, dois soldados cruzaram a fronteira.", "No dia seguinte", "2019-02-24 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), OPENING)
def test_an_opening_day_before_a_happening_counts_from_the_story(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    assert normalised(mentions[surface]) == expected


# guards: an aside to a day told, a span inside the sentence, a dated object, a thing that is no happening
GUARDS = [
    ("Cruzó el 24 de febrero, un día después de los enfrentamientos.", "un día después", None),
    ("La fuga ocurrió días antes del asalto al fuerte.", "días antes", None),
    ("The day before the Feb. 20 raid, two majors left.", "The day before", "2019-02-19 day"),
    ("The day before the vote, two majors left.", "The day before", None),
]


@pytest.mark.parametrize(("text", "surface", "expected"), GUARDS)
def test_other_day_before_phrases_keep_their_base(text: str, surface: str, expected: str | None) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    got = mentions[surface]
    assert (normalised(got) if got.date is not None else None) == expected
