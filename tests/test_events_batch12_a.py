"""Event extraction traps found in held-out batch 12 (first part), each shown on new sentences: a
journey told by the vehicle the actors were put on, a lift given by the police, a boat carrying
deserters across a river, a denial that anyone broke ranks, a path that crosses the border."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "were put on a bus to Bogotá": others move them, the bus's end is where they go.
    _case("On Thursday, the six sergeants were put on a bus to Bogotá.", "2019-06-10",
          [("relocation", "Bogotá", "2019-06-06")], ("border_crossing",), "put-on-a-bus-to"),
    _case("In early May, the corporal and 30 other former soldiers were put on an army plane to Bogotá.",
          "2019-06-10", [("relocation", "Bogotá", "2019-05-01")], ("border_crossing",), "put-on-a-plane-to"),
    _case("El jueves, los seis sargentos fueron montados en un autobús hacia Bogotá.", "2019-06-10",
          [("relocation", "Bogotá", "2019-06-06")], ("border_crossing",), "es-montados-en-un-autobus"),
    # "The police drove the corporal to a shelter": a lift given by others, not a journey of their own.
    _case("Colombian police drove the two guardsmen to a shelter in Cúcuta on Sunday.", "2019-06-10",
          [("relocation", "Cúcuta", "2019-06-09")], ("border_crossing", "defection"), "police-drove-them-to"),
    # A boat fired on while "carrying three deserters across" the river: their crossing is told too.
    _case("In May, soldiers opened fire on a boat carrying three deserters across the Arauca River.", "2019-07-18",
          [("border_crossing", "Arauca River", "2019-05-01"), ("defection", "Arauca River", "2019-05-01"),
           ("violence", "Arauca River", "2019-05-01")], (), "boat-carrying-deserters-across"),
    _case("En mayo, soldados dispararon contra una lancha que llevaba a tres desertores por el río Arauca.", "2019-07-18",
          [("border_crossing", "Arauca River", "2019-05-01"), ("violence", "Arauca River", "2019-05-01")], (),
          "es-lancha-que-llevaba-desertores"),
    # "joined Guaidó and jailed opposition leader López": a second man named, the jailing only what he was.
    _case("A few soldiers joined Guaidó and jailed opposition leader Leopoldo López outside the air base on Tuesday.",
          "2019-05-05", [], ("arrest",), "name-and-jailed-opposition-leader"),
    _case("Intelligence agents raided the house and jailed opposition lawmaker Juan Requesens on Tuesday.",
          "2019-05-05", [("arrest", ANY, "2019-04-30")], (), "raided-and-jailed-opposition-lawmaker"),
    # "the footpaths that cross the border": a path's course, nobody's crossing.
    _case("On Sunday a guide, one of the men who know the footpaths that cross the border, led the sergeant to a "
          "slope below Ureña.", "2019-06-10", [], ("border_crossing",), "footpaths-that-cross-the-border"),
    _case("Los agentes vigilan las trochas que cruzan hacia Colombia desde Ureña.", "2019-06-10", [],
          ("border_crossing",), "es-trochas-que-cruzan"),
    # "Two days later, on the morning of March 28": the next sentence goes on with the calendar date.
    _case("The sergeant slipped out of his barracks in Guanare on March 26. Two days later, on the morning of March "
          "28, a guide, one of the men who know the footpaths that cross the border, led him to a slope below "
          "Ureña. He waded the Táchira River with his boots around his neck.", "2019-06-10",
          [("border_crossing", "Táchira River", "2019-03-28")], (), "two-days-later-on-march-28"),
    _case("None of the four sergeants who crossed into Colombia on Sunday carried weapons.", "2019-06-10",
          [("border_crossing", "Colombia", "2019-06-09")], (), "none-of-the-men-who-crossed"),
    # "pulled off a bus at a checkpoint by counterintelligence agents": an arrest, dated by the sentence before.
    _case("In August, a cousin of the sergeant tried to follow him. He was pulled off a bus at a checkpoint near "
          "San Cristóbal by intelligence agents.", "2019-10-01", [("arrest", "San Cristóbal", "2019-08-01")], (),
          "pulled-off-a-bus-by-agents"),
    _case("Un cabo fue bajado del autobús en una alcabala cerca de San Cristóbal el domingo.", "2019-10-01",
          [("arrest", "San Cristóbal", "2019-09-29")], (), "es-bajado-del-autobus-en-una-alcabala"),
    _case("A robber pulled the sergeant off the bus in Cúcuta on Sunday.", "2019-10-01", [], ("arrest",),
          "robber-pulled-him-off"),
    # "had taken refuge": the perfect of "took refuge", each clause its own embassy.
    _case("On April 30, 25 soldiers had taken refuge in the Brazilian embassy, and the colonel had sought shelter in "
          "the Chilean ambassador's residence.", "2019-12-19",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30"), ("asylum", "Chilean Ambassador's Residence", ANY)],
          (), "had-taken-refuge"),
    # Rebels at a base calling the armed forces to join them have risen; a standing appeal has not.
    _case("On Tuesday, two officers appeared at dawn outside the air base in Caracas and called on the armed forces "
          "to join them.", "2019-05-02", [("uprising", ANY, "2019-04-30")], (), "at-the-base-called-on-forces-to-join"),
    _case("On Tuesday, the opposition leader called on the armed forces to join him in Caracas.", "2019-02-02",
          [], ("uprising",), "standing-appeal-to-join-him"),
    # A soldier walking out through the fence of his base has deserted.
    _case("The sergeant was stationed at a fort in Guanare. On the night of May 3 he walked out through a gap in the "
          "fence, carrying only his ID card.", "2019-06-10", [("defection", ANY, "2019-05-03")], (),
          "walked-out-through-the-fence"),
    _case("On May 3 the sergeant walked out of the meeting in Guanare.", "2019-06-10", [], ("defection",),
          "walked-out-of-a-meeting"),
    # "presented himself at the agency's office": giving himself up, like "presented himself to".
    _case("A police officer presented himself at the migration office in Cúcuta on Saturday.", "2019-05-05",
          [("defection", "Cúcuta", "2019-05-04")], (), "presented-himself-at"),
    # "..., and Mr López had sought shelter in ...": the honorific does not hide the second clause's subject.
    _case("Leopoldo López spoke to the crowd in Caracas. On April 30, 25 soldiers took refuge in the Brazilian "
          "embassy, and Mr López sought shelter in the Chilean ambassador's residence.", "2019-12-19",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30"), ("asylum", "Chilean Ambassador's Residence", ANY)],
          (), "and-mr-lopez-sought-shelter"),
    # "not a single unit had broken ranks": a denial, the quote marks around its subject notwithstanding.
    _case('The minister insisted on Monday that "not a single unit" had broken ranks this year, and that the deserters were "a handful of traitors".', "2019-06-10",
          [], ("defection",), "quoted-not-a-single-unit"),
    _case('El ministro aseguró el lunes que "ni una sola unidad" había desertado este año y que los desertores eran "un puñado de traidores".', "2019-06-10",
          [], ("defection",), "es-quoted-ni-una-sola-unidad"),
    _case("The three sergeants drove a car to Cúcuta on Sunday.", "2019-06-10",
          [("border_crossing", "Cúcuta", "2019-06-09")], ("relocation",), "drove-a-truck-to"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch12_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
