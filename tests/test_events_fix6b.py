"""Event extraction traps of batch 6's development articles, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_EARLIER_POST = ("The border there has been tense since Friday, when troops opened fire on members of an indigenous "
                 "community in Kumarakapay, killing at least two people.\n\n")
_MARCH = ("In San Antonio del Táchira, across the Simón Bolívar bridge from Colombia, several hundred residents marched to "
          "the end of the bridge banging pots and pans and chanting \"Open the border!\", a neighbour told CNN by phone.")

CASES = [
    # A live blog's clock time that names its day ("4:05 p.m. ET, March 3, 2019") dates the entry under it: the
    # "since Friday" of the entry before does not carry into it.
    _case(_EARLIER_POST + "4:05 p.m. ET, March 3, 2019\n\nPots and pans in San Antonio\n\n" + _MARCH, "2019-03-03",
          [("protest", "San Antonio del Táchira", "2019-03-03"), ("violence", "Kumarakapay", "2019-03-01")],
          [("protest", ANY, "2019-03-01")], "live-stamp-with-its-day"),
    # Not a stamp: a clock time inside a sentence, or a line that goes on after the date.
    _case(_EARLIER_POST + "At 4:05 p.m. ET, March 3, 2019, the police said this:\n\n" + _MARCH, "2019-03-03",
          [("violence", "Kumarakapay", "2019-03-01")], [("protest", ANY, "2019-03-03")], "clock-time-in-a-sentence"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix6b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
