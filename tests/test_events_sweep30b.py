"""Event extraction traps found by the second half of the thirtieth sweep: the legs of a journey told in one sentence,
each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_ES = "El capitán Manuel Barreiro Soto desertó en febrero. "
_EN = "Capt. Andrés Medina Carrasco deserted in February. "

LEGS = [
    # a second leg after "y dos días después, el jueves 28," is a move of its own, on its own day
    _case(_ES + "El martes 26 de febrero voló de Bogotá a Madrid con su pasaporte español y dos días después, el jueves "
          "28, llegó en tren a Vigo.", "2019-03-10",
          [("relocation", "Madrid", "2019-02-26"), ("relocation", "Vigo", "2019-02-28")], (), "y-dos-dias-despues-llego"),
    _case(_EN + "On July 29 he flew from Bogotá to Mexico City and two days later reached Ciudad Juárez by bus.",
          "2019-08-20", [("relocation", "Mexico City", "2019-07-29"), ("relocation", "Ciudad Juárez", "2019-07-31")], (),
          "and-two-days-later-reached"),
    # a ride with no time of its own before a dated leg is a step of it; the leg goes on from where the one before left
    # him abroad, a move within that country, no crossing from home
    _case(_EN + "On June 10 he flew from Cúcuta to Bogotá and took a series of buses south through Cali and Pasto, "
          "reaching Ipiales on June 14.", "2019-06-20",
          [("relocation", "Bogotá", "2019-06-10"), ("relocation", "Ipiales", "2019-06-14")],
          [("border_crossing", ANY, "2019-06-14"), ("relocation", "Cali", ANY)], "a-ride-is-a-step-of-the-dated-leg-after-it"),
    # where one takes a ride is where the trip starts
    _case(_ES + "El 12 de junio tomó un bus en Cúcuta con destino a Ipiales.", "2019-06-20",
          [("relocation", "Ipiales", "2019-06-12")], [("border_crossing", ANY, "2019-06-12")], "tomo-un-bus-en-cucuta"),
    _case(_EN + "On June 12 he took a bus in Cúcuta to Ipiales.", "2019-06-20",
          [("relocation", "Ipiales", "2019-06-12")], [("border_crossing", ANY, "2019-06-12")], "took-a-bus-in-cucuta"),
    # guards: a ride from home across the border is still a crossing; an undated crossing between dated legs is left
    # alone; a single dated move stays one
    _case(_ES + "El 12 de junio tomó un bus en San Cristóbal hacia Cúcuta.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-12")], (), "a-ride-from-home-still-crosses"),
    _case(_ES + "Salieron de Cúcuta en bus el 28 de agosto, cruzaron a Ecuador por el puente de Rumichaca y tras una "
          "semana en Lima siguieron hacia Puno.", "2019-09-20", [], [("border_crossing", "Rumichaca Bridge", "2019-09-04")],
          "an-undated-crossing-is-no-step-of-the-leg-after"),
    _case(_EN + "On July 29 he flew from Bogotá to Mexico City.", "2019-08-20",
          [("relocation", "Mexico City", "2019-07-29")], ("border_crossing",), "one-leg"),
]


@pytest.mark.parametrize("text, published, present, absent", LEGS)
def test_the_legs_of_a_journey(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
