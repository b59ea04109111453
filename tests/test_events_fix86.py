"""Event extraction traps found in held-out batch 86 (an aim told, "his goal had been to reach a cousin in Miami"; a
notice "ordering them to leave the country"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

AIM_TOLD = [
    # "his goal had been to reach a cousin in Lawrence and apply for asylum there": an aim, no move made
    _case("A Venezuelan army corporal who deserted in July said his goal had been to reach an uncle in Miami and apply "
          "for asylum there.", "2019-08-20", [("defection", ANY, "2019-07-01")],
          (("relocation", "Miami", ANY), ("asylum", "Miami", ANY)), "en-goal-had-been"),
    _case("The two Venezuelan sergeants said their aim was to reach Bogotá, but both were detained in Cúcuta.",
          "2019-08-20", [], (("relocation", "Bogotá", ANY),), "en-aim-was"),
    # (guard: the move itself, told without an aim)
    _case("A Venezuelan army corporal who deserted in July reached an uncle in Miami and applied for asylum there.",
          "2019-08-20", [("relocation", "Miami", ANY)], (), "en-reached"),
    # (guard: "the aim" as the subject of its own clause hedges no later move)
    _case("The aim was clear, said the corporal, who deserted in July and reached Miami on Aug. 2.", "2019-08-20",
          [("relocation", "Miami", "2019-08-02")], (), "en-aim-was-clear"),
]


@pytest.mark.parametrize("text, published, present, absent", AIM_TOLD)
def test_an_aim_told_is_no_move(gazetteer, geonames, text: str, published: str, present: list,
                                absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


ORDERED_TO_LEAVE = [
    # "with notices ordering them to regularize their status or leave the country": an order, no crossing
    _case("Police released the six Venezuelan soldiers on Friday with papers ordering them to leave the country within "
          "15 days.", "2019-08-20", [], ("border_crossing",), "en-ordering-to-leave"),
    _case("Police released the six Venezuelan soldiers on Friday with papers ordering them to get a visa or leave the "
          "country within 15 days.", "2019-08-20", [], ("border_crossing",), "en-ordering-or-leave"),
    # (guard: the soldiers who left, told as done)
    _case("The six Venezuelan soldiers left the country on Friday and crossed into Colombia.", "2019-08-20",
          [("border_crossing", ANY, "2019-08-16")], (), "en-left-the-country"),
]


@pytest.mark.parametrize("text, published, present, absent", ORDERED_TO_LEAVE)
def test_an_order_to_leave_is_no_crossing(gazetteer, geonames, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
