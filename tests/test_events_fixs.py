"""Event extraction traps of journeys by sea and air and of onward legs abroad, each shown on new
sentences: a boat or plane that lands abroad, a river crossed "near" a home town, a flight on from
the neighbour's side."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A boat that leaves a home port and lands abroad has crossed; soldiers aboard have deserted.
    _case("On the night of October 3, a navy corporal and eight other people left from Güiria in a fishing boat "
          "and landed on a beach near Cedros.", "2019-11-27",
          [("border_crossing", "Cedros", "2019-10-03"), ("defection", ANY, "2019-10-03")], ("relocation",),
          "left-port-landed-abroad"),
    _case("In early May, a navy petty officer paid a fisherman to take him over the gulf. He landed near Icacos "
          "before dawn.", "2019-11-27", [("border_crossing", "Icacos", ANY)], (), "landed-near-abroad"),
    _case("Una lancha con cinco guardias a bordo desembarcó el lunes en una playa de Cedros.", "2019-11-27",
          [("border_crossing", "Cedros", "2019-11-25")], (), "es-lancha-con-a-bordo"),
    # A military plane that lands abroad carries its crew across; they are the movers.
    _case("A Venezuelan army plane with a captain and a sergeant on board landed on Tuesday at a farm airstrip "
          "near Tame.", "2019-11-27", [("border_crossing", "Tame", "2019-11-26"), ("defection", ANY, "2019-11-26")],
          (), "plane-with-on-board-landed"),
    _case("Una avioneta militar, con dos tenientes a bordo, aterrizó este martes en una pista de la zona rural "
          "de Tame.", "2019-11-27", [("border_crossing", "Tame", "2019-11-26")], (), "es-avioneta-aterrizo"),
    _case("Two deserters landed in jail in Cúcuta on Tuesday.", "2019-11-27", [], ("border_crossing",),
          "landed-in-jail-is-no-move"),
    # A plane that lands from a foreign city carries people already abroad on: an onward move.
    _case("Una sargento de la Guardia Nacional aterrizó el viernes en el aeropuerto de Barajas en un vuelo "
          "procedente de Lima y pidió asilo.", "2019-11-27",
          [("relocation", ANY, "2019-11-22")], ("defection", "border_crossing"), "es-vuelo-procedente-de"),
    # A landing at an airport the story does not place is where it reports from, not where the flight left.
    _case("BOGOTÁ -- Seven former soldiers landed at the airport on Wednesday on a flight from Lima.", "2019-07-15",
          [("relocation", "Bogotá", "2019-07-10")], (("relocation", "Lima", ANY),), "landed-from-is-not-there"),
    # A home town "near" the river crossed locates the crossing: the walkers are on the far side, and
    # their next trip is an onward move, not a second desertion.
    _case("A navy sergeant left his unit on June 30 and waded across the Táchira River near the town of Ureña "
          "that night. He reached Bogotá by bus last week.", "2019-07-20",
          [("border_crossing", ANY, "2019-06-30"), ("relocation", "Bogotá", ANY)],
          (("defection", "Bogotá", ANY), ("border_crossing", "Bogotá", ANY)), "waded-near-home-town-then-bus"),
    _case("Three sergeants waded across the Táchira River near San Antonio del Táchira on Thursday. On Sunday "
          "they flew to Panama City via Bogotá, landing at Tocumen International Airport.", "2019-07-23",
          [("relocation", "Panama City", "2019-07-21")], (("defection", ANY, "2019-07-21"), ("border_crossing", ANY,
                                                                                            "2019-07-21")),
          "waded-near-then-flew-on"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixs_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
