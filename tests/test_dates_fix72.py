"""Date traps found in held-out batch 72 (a captain's walk over a trocha "Dos días después, en la madrugada del
domingo"), each shown on new sentences: a weekday set in apposition after a day counted from the story is that day."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

ANCHOR = "2019-06-07"  # a Friday, the day the story has reached
PUB = "2019-10-24"  # a Thursday, months later

COUNTED_THEN_WEEKDAY = [
    ("Two days later, early on Sunday, the corporal waded across the river.", "Sunday", "2019-06-09 day"),
    ("The next day, Saturday, he reached the bridge.", "Saturday", "2019-06-08 day"),
    ("Dos días después, en la madrugada del domingo, cruzó la trocha.", "domingo", "2019-06-09 day"),
    # (the time of day counted from the weekday goes with it)
    ("Dos días después, en la madrugada del domingo, cruzó la trocha.", "en la madrugada", "2019-06-09 day"),
    ("Al día siguiente, el sábado, llegó a Cúcuta.", "sábado", "2019-06-08 day"),
    ("Dois dias depois, na madrugada de domingo, atravessou a trilha.", "domingo", "2019-06-09 day"),
    ("No dia seguinte, no sábado, chegou a Pacaraima.", "sábado", "2019-06-08 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), COUNTED_THEN_WEEKDAY)
def test_a_weekday_after_a_counted_day_is_that_day(text: str, surface: str, expected: str) -> None:
    mentions = {m.surface: m for m in dates(text, PUB, ANCHOR)}
    assert normalised(mentions[surface]) == expected


KEPT_AS_BEFORE = [
    # a weekday the counted day does not fall on: the rule has nothing to say
    ("Three days later, on Sunday, the corporal waded across the river.", "Sunday", "2019-10-20 day"),
    ("Tres días después, el domingo, cruzó la trocha.", "domingo", "2019-10-20 day"),
    # a weekday far on in the sentence, after another clause, is told apart
    ("Two days later he reached the border at Ureña after a long ride through the Andes on a crowded bus, and on "
     "Sunday he crossed.", "Sunday", "2019-10-20 day"),
    # with no day told to count from, nothing moves
    ("Dois dias depois, na madrugada de domingo, atravessou a trilha.", "domingo", "2019-10-20 day"),
]


@pytest.mark.parametrize(("text", "surface", "expected"), KEPT_AS_BEFORE)
def test_other_weekdays_keep_their_reading(text: str, surface: str, expected: str) -> None:
    anchor = None if text.startswith("Dois") else ANCHOR
    mentions = {m.surface: m for m in dates(text, PUB, anchor)}
    assert normalised(mentions[surface]) == expected
