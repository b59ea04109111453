"""Event extraction traps found in held-out batch 77 (fourth pass): a deed the deserter refused ("walked away from
his base rather than take part in the crackdown", "deserted rather than fire on protesters") is his reason, not a
comparison that makes the sentence generic, so the claim or desertion told beside it is still coded; and a post left
weeks before, told in the same sentence as a landing by air far from the border ("who walked away from his base in
Maracaibo ... after landing at Madrid airport on Monday"), is where the story starts, not where the flight took off:
the landing is a move there, with no crossing."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, _coded_with, assert_coded

REFUSED_DEED_IS_A_REASON = [
    _case("A lieutenant who walked away from his base last month rather than take part in the crackdown has asked "
          "for asylum in Spain.", "2019-03-21", [("asylum", "Spain", ANY)], (), "en-rather-than-take-part"),
    _case("A sergeant who says he quit rather than fire on protesters deserted in San Cristóbal on Tuesday.",
          "2019-03-21", [("defection", "San Cristóbal", "2019-03-19")], (), "en-rather-than-fire"),
    _case("A captain who left the army rather than repress protesters has asked for asylum in Spain.", "2019-03-21",
          [("asylum", "Spain", None)], (), "en-rather-than-repress"),
    # (guards: a comparison with a noun, or with another course, still makes the sentence generic)
    _case("Rather than a wave of desertions, officials have seen soldiers cross into Colombia a few at a time.",
          "2019-03-21", [], ("border_crossing",), "en-rather-than-a-wave"),
    _case("Many soldiers cross into Colombia rather than stay in their barracks.", "2019-03-21", [],
          ("border_crossing",), "en-rather-than-stay"),
]


@pytest.mark.parametrize("text, published, present, absent", REFUSED_DEED_IS_A_REASON)
def test_a_refused_deed_is_a_reason_not_a_generic(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FLOWN_AFTER_LEAVING_POST = [
    _case("A lieutenant who says he walked away from his base in Maracaibo last month has asked for asylum in Spain, "
          "after landing at Madrid airport on Monday.", "2019-03-21",
          [("relocation", "Madrid", "2019-03-18"), ("asylum", "Spain", "2019-03-18")], ("border_crossing",),
          "en-walked-away-from-base-then-landed"),
    _case("A captain who says he left his unit in Valencia in February has asked for protection in Canada, after "
          "landing at Vancouver International Airport on Monday.", "2019-03-21",
          [("relocation", "Vancouver", "2019-03-18")], ("border_crossing",), "en-left-his-unit-then-landed"),
    # (guards: a crossing verb, a crossing point, or a flight with no landing still crosses)
    _case("A sergeant who says he walked away from his base in Maracaibo last month crossed into Colombia on Monday.",
          "2019-03-21", [("border_crossing", ANY, "2019-03-18")], (), "en-walked-away-then-crossed"),
    _case("A sergeant who says he walked away from his base in Maracaibo last month has asked for asylum in Spain, "
          "after walking across the Simón Bolívar bridge on Monday.", "2019-03-21", [("border_crossing", ANY, ANY)],
          (), "en-walked-away-then-bridge"),
]


@pytest.mark.parametrize("text, published, present, absent", FLOWN_AFTER_LEAVING_POST)
def test_a_landing_after_leaving_a_post_is_a_move(gazetteer, geonames, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
