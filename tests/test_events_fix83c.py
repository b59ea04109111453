"""Event extraction traps found in held-out batch 83, third round (a journey's second leg told "and the next day",
"y al día siguiente", "e no dia seguinte", after a first leg with a day of its own), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


NEXT_DAY_LEG = [
    # "El 14 de abril voló desde Puerto España a Madrid ..., y al día siguiente llegó en tren a Bilbao": two moves,
    # each on its own day; the day counted forward belongs to the second leg, not to the flight
    _case("A Venezuelan lieutenant deserted in February. On April 14 he flew from Caracas to Bogotá, and the next day "
          "he took a bus to Cúcuta.", "2019-04-26",
          [("relocation", "Bogotá", "2019-04-14"), ("relocation", "Cúcuta", "2019-04-15")],
          (("relocation", "Bogotá", "2019-04-15"),), "en-the-next-day"),
    _case("A Venezuelan lieutenant deserted in February. On April 14 he flew from Caracas to Bogotá, and the "
          "following morning he took a bus to Cúcuta.", "2019-04-26",
          [("relocation", "Bogotá", "2019-04-14"), ("relocation", "Cúcuta", "2019-04-15")], (), "en-following-morning"),
    _case("Un teniente venezolano desertó en febrero. El 14 de abril voló desde Caracas a Bogotá y al día siguiente "
          "viajó en autobús a Cúcuta.", "2019-04-26",
          [("relocation", "Bogotá", "2019-04-14"), ("relocation", "Cúcuta", "2019-04-15")],
          (("relocation", "Bogotá", "2019-04-15"),), "es-al-dia-siguiente"),
    # (one verb read twice, "voou", is one leg, so the Portuguese journey splits too)
    _case("Um tenente venezuelano desertou em fevereiro. Em 14 de abril voou de Caracas para Bogotá e no dia seguinte "
          "viajou de ônibus para Cúcuta.", "2019-04-26",
          [("relocation", "Bogotá", "2019-04-14"), ("relocation", "Cúcuta", "2019-04-15")],
          (("relocation", "Bogotá", "2019-04-15"),), "pt-no-dia-seguinte"),
]


@pytest.mark.parametrize("text, published, present, absent", NEXT_DAY_LEG)
def test_a_leg_told_the_next_day_is_a_move_of_its_own(gazetteer, geonames, text: str, published: str,
                                                     present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


SAME_JOURNEY = [
    # (guards: a second leg with no day of its own stays part of the flight's move; a next-day deed that is no move
    # keeps its own event and leaves the flight its day)
    _case("A Venezuelan lieutenant deserted in February. On April 14 he flew from Caracas to Bogotá and took a bus to "
          "Cúcuta.", "2019-04-26", [("relocation", "Bogotá", "2019-04-14")],
          (("relocation", "Cúcuta", ANY), ("relocation", ANY, "2019-04-15")), "en-no-own-day"),
    _case("Un teniente venezolano desertó en febrero. El 14 de abril voló desde Caracas a Bogotá y al día siguiente "
          "pidió refugio.", "2019-04-26", [("relocation", "Bogotá", "2019-04-14"), ("asylum", "Bogotá", "2019-04-15")],
          (("relocation", ANY, "2019-04-15"),), "es-next-day-asylum"),
]


@pytest.mark.parametrize("text, published, present, absent", SAME_JOURNEY)
def test_a_leg_with_no_day_of_its_own_is_not_split(gazetteer, geonames, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
