"""Event extraction traps found again in held-out batch 28 (the sailors at Cedros), each shown on new sentences:
the thing asked for quoted, or in the men's own Spanish ('asked officers for "refugio"')."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The thing asked for in quotes, or the men's own word for it, is still asylum asked for.
    _case("Four sailors landed at Icacos on Tuesday. The four asked the police for \"refugio\".", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-police-for-quoted-refugio"),
    _case("The two corporals asked the officers for \"asylum\" on Tuesday.", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-for-quoted-asylum"),
    _case("The two corporals asked the officers for \"protection\" on Tuesday.", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-for-quoted-protection"),
    _case("The two corporals asked the cook for refugio wine on Tuesday.", "2019-10-04", [], ("asylum",),
          "unquoted-spanish-word-no-asylum"),
    _case("The two corporals asked the officers for \"more time\" on Tuesday.", "2019-10-04", [], ("asylum",),
          "asked-for-quoted-other-thing"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix28b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
