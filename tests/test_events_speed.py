"""Work the events stage does once an article rather than once a sentence gives the answers it gave."""

from __future__ import annotations

import bisect

from hypothesis import given, settings
from hypothesis import strategies as st

from geo.events import _LIVE_STAMP, _line_stamps

_LINES = st.lists(st.sampled_from(["11:35", " 16:02 GMT ", "9.40am", "3:10 p.m. ET, February 24, 2019",
                                   "Two sergeants crossed.", "", "  ", "25:61"]), max_size=8)


@settings(max_examples=300, deadline=None, database=None)
@given(_LINES, st.data())
def test_line_stamps_give_the_last_clock_time_line_before_an_offset(lines, data):
    text = "\n".join(lines)
    start = data.draw(st.integers(0, len(text)))
    stamps = [m for ln in text[:start].split("\n")[:-1] if (m := _LIVE_STAMP.fullmatch(ln.strip()))]
    ends, found = _line_stamps(text)
    above = bisect.bisect_left(ends, start)
    assert (found[above - 1].group() if above else None) == (stamps[-1].group() if stamps else None)
