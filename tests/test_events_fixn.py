"""Event extraction traps found in held-out batch 15 (t05-t08), each shown on new sentences: a day-first
date opening a clause without a comma, money that "ran out", ..."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A clause opening on a day-first date and no comma: what follows is the subject, not an object.
    _case("Three sergeants were detained in Guasdualito on 4 June. On 6 June the three were flown to Caracas.",
          "2019-06-20", [("relocation", "Caracas", "2019-06-06")], (), "day-first-opener-no-comma"),
    _case("On Monday the four corporals were driven to Bogotá.", "2019-06-20",
          [("relocation", "Bogotá", "2019-06-17")], (), "weekday-opener-the-subject"),
    # Money that "ran out" is used up: the journey is the bus taken after it.
    _case("Corporal Mena crossed into Colombia on April 3. In early May, when the cash ran out, he took a "
          "night bus to Medellín.", "2019-06-20", [("relocation", "Medellín", "2019-05-01")],
          (("border_crossing", ANY, "2019-05-01"),), "when-the-money-ran-out"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_fixn_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
