"""Date traps found in held-out batch 33: a weekday with its day in brackets ("no domingo (24)") told
with a past verb is the latest such day on or before publication, not one a day or two after it;
"esa misma noche del viernes" is "ese mismo viernes", that Friday, not a night and a Friday apart."""

from __future__ import annotations

import pytest

from .test_dates import normalised, one

PAST_WEEKDAY_IN_BRACKETS = [
    # Published on Friday 22 March: the Sunday the 24th is in February for a request already made.
    ("Na ocasião, os dois cabos pediram abrigo à Polícia Federal em Bonfim no domingo (24).", "2019-03-22",
     "2019-02-24 day"),
    ("Los dos cabos se entregaron a la policía en Maicao el domingo (24).", "2019-03-22", "2019-02-24 day"),
    ("The two corporals handed themselves in at Bonfim on Sunday (24).", "2019-03-22", "2019-02-24 day"),
    # A hearing still to come keeps the Sunday just after publication.
    ("A audiência dos cabos será no domingo (24), em Bonfim.", "2019-03-22", "2019-03-24 day"),
    # A past verb with the day just before publication is unchanged.
    ("Os cabos chegaram a Bonfim na segunda-feira (20).", "2019-05-21", "2019-05-20 day"),
]


@pytest.mark.parametrize(("text", "pub", "expected"), PAST_WEEKDAY_IN_BRACKETS)
def test_past_weekday_in_brackets_is_not_after_publication(text: str, pub: str, expected: str) -> None:
    assert normalised(one(text, pub)) == expected


PART_OF_THAT_WEEKDAY = [
    ("Esa misma noche del sábado los cabos tomaron un autobús a Valencia.", "2019-08-22", "2019-06-08",
     "esa misma noche del sábado", "2019-06-08 day"),
    ("Aquella madrugada del domingo los cabos cruzaron el río.", "2019-08-22", "2019-06-09",
     "aquella madrugada del domingo", "2019-06-09 day"),
    # With no Sunday to point back to, as "ese mismo domingo": the latest one.
    ("Aquella madrugada del domingo los cabos cruzaron el río.", "2019-08-22", "2019-06-07",
     "aquella madrugada del domingo", "2019-08-18 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected"), PART_OF_THAT_WEEKDAY)
def test_night_of_that_weekday_is_that_weekday(text: str, pub: str, anchor: str, surface: str, expected: str) -> None:
    mention = one(text, pub, anchor)
    assert mention.surface.lower() == surface
    assert normalised(mention) == expected
