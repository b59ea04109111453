"""Men already abroad who walk or drive over a bridge, river or border from a town of one foreign country into a town
of another cross that border: "walked across the international bridge from Reynosa to Hidalgo" (batch 88), shown on
new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

WALKED_OVER_A_LINE_ABROAD = [
    _case("The former Venezuelan lieutenant walked across the international bridge from Reynosa to Hidalgo on Sept. 2 "
          "and asked for asylum.", "2019-10-12",
          [("border_crossing", "Hidalgo", "2019-09-02")], (), "en-walked-across-the-bridge"),
    _case("The former Venezuelan sergeant drove over the border bridge from Reynosa to Hidalgo, Texas, on Sept. 4.",
          "2019-10-12", [("border_crossing", "Hidalgo", "2019-09-04")], (), "en-drove-over-the-bridge"),
    # (guard: a ride between two towns of one foreign country over a river bridge crosses no border)
    _case("The former Venezuelan lieutenant walked across the bridge from Reynosa to Monterrey on Sept. 2.", "2019-10-12",
          [], ("border_crossing",), "en-same-country"),
    # (guard: a walk from one foreign town to another with no bridge, river or border in between)
    _case("The former Venezuelan lieutenant walked from Reynosa to Hidalgo on Sept. 2.", "2019-10-12",
          [], (("border_crossing", "Hidalgo", ANY),), "en-no-line"),
]


@pytest.mark.parametrize("text, published, present, absent", WALKED_OVER_A_LINE_ABROAD)
def test_a_walk_over_a_line_between_foreign_towns_crosses(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
