"""Date traps found in held-out batch 53 (a corporal who took a bus "esa misma noche" and reached Maracaibo "en la
madrugada del domingo"): a bare weekday after "that same night" of its sentence is the first such weekday after
the night told, and a part of the day whose object it is goes with it; not the latest such weekday before
publication."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

# (text, published, anchor, surface, its date)
WEEKDAY_AFTER_THE_SAME_NIGHT = [
    ("Esa misma noche tomó un autobús hacia Bucaramanga, adonde llegó en la madrugada del domingo.", "2019-05-20",
     "2019-03-08", "domingo", "2019-03-10 day"),
    ("Esa misma noche tomó un autobús hacia Bucaramanga, adonde llegó en la madrugada del domingo.", "2019-05-20",
     "2019-03-08", "en la madrugada", "2019-03-10 day"),
    ("That same night he boarded a bus to Bogotá, where he arrived on Sunday.", "2019-05-20", "2019-03-08", "Sunday",
     "2019-03-10 day"),
    ("Naquela mesma noite pegou um ônibus para Boa Vista, onde chegou na madrugada de domingo.", "2019-05-20",
     "2019-03-08", "domingo", "2019-03-10 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected"), WEEKDAY_AFTER_THE_SAME_NIGHT)
def test_weekday_after_the_same_night(text: str, pub: str, anchor: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub, anchor)}
    assert found[surface] == expected, found


# "That night" with no "same" may count from a day told in passing; a weekday with no night before it in its
# sentence, or after a "same night" close to publication, stays the latest such weekday before publication.
WEEKDAY_NOT_AFTER_THE_SAME_NIGHT = [
    ("That night he boarded a bus to Bogotá, where he arrived on Sunday.", "2019-05-20", "2019-03-08", "Sunday",
     "2019-05-19 day"),
    ("He boarded a bus to Bogotá, where he arrived on Sunday.", "2019-05-20", "2019-03-08", "Sunday",
     "2019-05-19 day"),
    ("Esa misma noche tomó un autobús hacia Bogotá, adonde llegó el domingo.", "2019-05-20", "2019-05-17", "domingo",
     "2019-05-19 day"),
]


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected"), WEEKDAY_NOT_AFTER_THE_SAME_NIGHT)
def test_weekday_not_after_the_same_night(text: str, pub: str, anchor: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub, anchor)}
    assert found[surface] == expected, found
