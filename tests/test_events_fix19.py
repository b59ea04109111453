"""Event extraction traps found in held-out batch 19, each shown on new sentences: a refugee claim
"made", a drive to a city far beyond the border region, and soldiers carried across a river by a
boatman."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A claim for refugee protection is "made" as well as filed.
    _case("On Friday, Capt. Rosa Linares made a claim for refugee protection in Toronto.", "2019-03-12",
          [("asylum", "Toronto", "2019-03-08")], (), "made-a-claim-for-refugee-protection"),
    _case("On Friday, two corporals made refugee claims at the airport in Montreal.", "2019-03-12",
          [("asylum", ANY, "2019-03-08")], (), "made-refugee-claims"),
]

CASES += [
    # A drive told only by a goal far beyond the border region is a move abroad, no crossing out of Venezuela.
    _case("On Monday, Lt. Col. Pablo Ortega drove with his two sons to Toronto.", "2019-03-12",
          [("relocation", "Toronto", "2019-03-11")], ("border_crossing", "defection"), "drove-to-a-far-city"),
    # A goal in the border region still ends a crossing.
    _case("On Monday, two sergeants walked to Cúcuta.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-11")], (), "walked-to-a-border-town"),
]

CASES += [
    # Soldiers a boatman carries over a river cross it, whoever paddles: named in the object, or the
    # subject told before the boatman.
    _case("Just after midnight on Sunday, four guardsmen crouched in a dugout as a boatman rowed them across the "
          "Arauca River to Arauca.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-10")], (), "rowed-them-across"),
    _case("On Sunday night a smuggler guided the three soldiers over the Táchira River to Cúcuta.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-10")], (), "guided-the-soldiers-over"),
    # A boatman carrying civilians moves no soldier.
    _case("On Sunday a boatman rowed them across the lake to the island.", "2019-03-12", [],
          ("border_crossing", "defection"), "rowed-them-no-soldiers"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix19_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
