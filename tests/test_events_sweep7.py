"""Event extraction traps found by the seventh sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A desertion told in a relative clause is not where its men were later granted refuge or moved to.
    _case("An air force lieutenant who deserted in March was granted refugee status in Ecuador on Friday.",
          "2019-06-10", [("defection", None, "2019-03-01"), ("asylum", "Ecuador", "2019-06-07")],
          (("defection", "Ecuador", ANY),), "who-deserted-granted-refuge-abroad"),
    _case("Argentina granted asylum on Tuesday to three navy sailors who fled in January.", "2019-06-13",
          [("defection", None, "2019-01-01"), ("asylum", "Argentina", "2019-06-11")],
          (("defection", "Argentina", ANY),), "granted-asylum-to-sailors-who-fled"),
    # ... but a desertion on the day of the asking goes where the men asked
    _case("Two guardsmen deserted on Sunday and asked for protection at a police station in Cúcuta.", "2019-06-13",
          [("defection", ANY, "2019-06-09"), ("asylum", "Cúcuta", "2019-06-09")], (), "deserted-and-asked-same-day"),
]


CASES += [
    # A running total in the paragraph before sets no scene for the next paragraph's dated event.
    _case("Since February, more than 900 soldiers have deserted to Brazil, the Brazilian army says.\n\n"
          "On Tuesday, an army major said in a video that he no longer recognized Maduro as president.",
          "2019-05-10", [("defection", None, "2019-05-07")], (("defection", "Brazil", "2019-05-07"),),
          "tally-paragraph-sets-no-scene"),
    # ... while a paragraph going on with one episode still carries its place
    _case("On Saturday, five guardsmen crossed the Táchira River into Colombia near Ureña.\n\n"
          "They deserted before dawn, one of them said.",
          "2019-05-13", [("border_crossing", "Táchira River", "2019-05-11")], (), "next-paragraph-same-episode"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep7_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
