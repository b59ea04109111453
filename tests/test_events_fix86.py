"""Event extraction traps found in held-out batch 86 (an aim told, "his goal had been to reach a cousin in Miami"; a
notice "ordering them to leave the country"; the Southern Cone's bus, "tomaron un micro a Mendoza"), each shown on new
sentences."""

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


SOUTHERN_CONE_BUS = [
    # "el domingo tomaron un micro a Neuquén": the micro and the colectivo are buses in Argentina and Chile
    _case("Los cuatro exmilitares venezolanos tomaron un micro hacia Bogotá el domingo.", "2019-08-20",
          [("relocation", "Bogotá", "2019-08-18")], (), "es-micro-hacia"),
    _case("Los seis exmilitares venezolanos cruzaron la frontera el sábado. Esa noche durmieron en un hostel de Cúcuta "
          "y el domingo tomaron un micro a Bogotá.", "2019-08-20", [("relocation", "Bogotá", "2019-08-18")],
          (("relocation", "Cúcuta", ANY),), "es-micro-a"),
    _case("Los cuatro exmilitares venezolanos se subieron a un colectivo en Cúcuta hasta Bogotá el domingo.",
          "2019-08-20", [("relocation", "Bogotá", "2019-08-18")], (), "es-subieron-a-un-colectivo"),
    # (guard: a colectivo of armed men is no ride)
    _case("Un colectivo de motorizados atacó a los cuatro exmilitares venezolanos en Caracas el domingo.", "2019-08-20",
          [], ("relocation",), "es-colectivo-armado"),
    # (guard: a micro named without a ride to anywhere)
    _case("Los cuatro exmilitares venezolanos viajaron dos semanas en micro por Ecuador y Perú.", "2019-08-20", [],
          (("relocation", "Bogotá", ANY),), "es-en-micro"),
]


@pytest.mark.parametrize("text, published, present, absent", SOUTHERN_CONE_BUS)
def test_a_southern_cone_bus_is_a_ride(gazetteer, geonames, text: str, published: str, present: list,
                                       absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
