"""Work the events stage does once an article rather than once a sentence gives the answers it gave."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from geo.events import _LIVE_STAMP, _first_stamp_end

_LINES = st.lists(st.sampled_from(["11:35", " 16:02 GMT ", "9.40am", "Two sergeants crossed.", "", "  ", "25:61"]),
                  max_size=8)


@settings(max_examples=300, deadline=None, database=None)
@given(_LINES, st.data())
def test_first_stamp_end_tells_whether_a_whole_line_before_is_a_clock_time(lines, data):
    text = "\n".join(lines)
    start = data.draw(st.integers(0, len(text)))
    whole_lines_before = text[:start].split("\n")[:-1]
    assert (_first_stamp_end(text) < start) == any(_LIVE_STAMP.fullmatch(ln.strip()) for ln in whole_lines_before)
