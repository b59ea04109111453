"""Actor traps found in held-out batch 34's third pass (a patrol boat to Aruba): the adjective of an island or
neighbour where deserters land ("Aruban Prime Minister Evelyn Wever-Croes", "Dutch Prime Minister ...") is no part
of the speaker's name, so the office before the name is read and the statement is coded."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

NEIGHBOUR_OFFICE_HOLDER = [
    # An office holder named after the adjective of an island or neighbour speaks for it, as "Colombian President" does.
    _case('Three sailors deserted on Sunday. "They will not be sent back," Aruban Prime Minister Evelyn Wever-Croes '
          "told reporters in Oranjestad on Tuesday.", "2019-10-23",
          [("statement", "Oranjestad", "2019-10-22")], (), "aruban-prime-minister"),
    _case('Three sailors deserted on Sunday. "They will not be sent back," Dutch Prime Minister Mark Rutte told '
          "reporters in Oranjestad on Tuesday.", "2019-10-23",
          [("statement", "Oranjestad", "2019-10-22")], (), "dutch-prime-minister"),
    _case('Three sailors deserted on Sunday. "They will not be sent back," Trinidadian Prime Minister Keith Rowley '
          "told reporters in Port of Spain on Tuesday.", "2019-10-23",
          [("statement", "Port of Spain", "2019-10-22")], (), "trinidadian-prime-minister"),
    # ... and the adjective alone makes no speaker: a quote of a fisherman or an unnamed guard is no statement.
    _case('Three sailors deserted on Sunday. "They came at night," an Aruban fisherman told reporters in Oranjestad '
          "on Tuesday.", "2019-10-23", [("defection", ANY, "2019-10-20")], ("statement",), "aruban-fisherman"),
]


@pytest.mark.parametrize("text, published, present, absent", NEIGHBOUR_OFFICE_HOLDER)
def test_neighbour_office_holder(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
