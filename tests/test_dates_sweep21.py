"""Dates found by the twenty-first sweep: a time of day followed by the day it belongs to."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # "at dawn the following day", "en la madrugada del día siguiente", "na madrugada do dia seguinte": the day
    # phrase after the time of day is the one date, counted from the day told before it
    ("He left on Aug. 6 and crossed the river at dawn the following day.", "2019-08-14",
     {"Aug. 6": "2019-08-06 day", "the following day": "2019-08-07 day"}),
    ("Salió el 6 de agosto y cruzó el río en la madrugada del día siguiente.", "2019-08-14",
     {"6 de agosto": "2019-08-06 day", "del día siguiente": "2019-08-07 day"}),
    ("Saiu em 6 de agosto e cruzou o rio na madrugada do dia seguinte.", "2019-08-14",
     {"6 de agosto": "2019-08-06 day", "do dia seguinte": "2019-08-07 day"}),
])
def test_a_time_of_day_of_the_next_day(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
