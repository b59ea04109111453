"""Event extraction traps found in held-out batch 57, shown on new sentences: a river crossed at a home town far from
any border ("crossed the Orinoco at Ciudad Bolívar") is a stage of the drive south, not the border crossing, which
is told later ("walked across the border into Pacaraima"); and a town reached, then the region it lies in named with
its country's adjective or in Portuguese ("into Pacaraima, in the Brazilian state of Roraima", "até Pacaraima, no
estado de Roraima"): the crossing ends in the town, not in the state."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


RIVER_CROSSED_INLAND = [
    _case("A sergeant deserted on Feb. 3. On Monday he crossed the Orinoco at Ciudad Bolívar and followed the highway "
          "south.", "2019-02-13", [], ("border_crossing",), "en-crossed-the-orinoco-at-ciudad-bolivar"),
    _case("Un sargento desertó el 3 de febrero. El lunes cruzó el río Orinoco en Ciudad Bolívar y siguió hacia el sur.",
          "2019-02-13", [], ("border_crossing",), "es-cruzo-el-orinoco-en-ciudad-bolivar"),
    _case("Um sargento desertou em 3 de fevereiro. Na segunda-feira atravessou o Orinoco em Ciudad Bolívar e seguiu "
          "para o sul.", "2019-02-13", [], ("border_crossing",), "pt-atravessou-o-orinoco-em-ciudad-bolivar"),
    # the crossing told afterwards is the border crossing
    _case("A sergeant deserted on Feb. 3. On Monday he crossed the Orinoco at Ciudad Bolívar and drove on. On Wednesday "
          "morning, Feb. 6, he left the car with a friend and walked across the border into Pacaraima.", "2019-02-13",
          [("border_crossing", "Pacaraima", "2019-02-06")], (("border_crossing", "Orinoco", ANY),),
          "then-walked-across-the-border-into-pacaraima"),
    # (guards: the same river crossed at a border town is still a crossing; so is a border river at a border town)
    _case("A sergeant deserted on Feb. 3. On Monday he crossed the Orinoco at Puerto Ayacucho.", "2019-02-13",
          [("border_crossing", "Orinoco", "2019-02-11")], (), "orinoco-at-puerto-ayacucho-border-town"),
    _case("Un sargento desertó el 3 de febrero. El lunes cruzó el río Táchira en Ureña.", "2019-02-13",
          [("border_crossing", "Táchira River", "2019-02-11")], (), "rio-tachira-en-urena"),
]


@pytest.mark.parametrize("text, published, present, absent", RIVER_CROSSED_INLAND)
def test_a_river_crossed_at_an_inland_home_town_is_no_border_crossing(gazetteer, geonames, text: str, published: str,
                                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TOWN_THEN_ITS_REGION = [
    _case("A sergeant deserted on Feb. 3. On Feb. 6, he walked across the border into Pacaraima, in the Brazilian state "
          "of Roraima, carrying only a backpack.", "2019-02-13", [("border_crossing", "Pacaraima", "2019-02-06")],
          (("border_crossing", "Roraima", ANY),), "en-in-the-brazilian-state-of"),
    _case("Un sargento desertó el 3 de febrero. El 6 de febrero cruzó la frontera a pie hasta Pacaraima, en el estado "
          "brasileño de Roraima.", "2019-02-13", [("border_crossing", "Pacaraima", "2019-02-06")],
          (("border_crossing", "Roraima", ANY),), "es-en-el-estado-brasileno-de"),
    _case("Um sargento desertou em 3 de fevereiro. Em 6 de fevereiro atravessou a fronteira a pé até Pacaraima, no "
          "estado de Roraima.", "2019-02-13", [("border_crossing", "Pacaraima", "2019-02-06")],
          (("border_crossing", "Roraima", ANY),), "pt-no-estado-de"),
    _case("A sergeant deserted on Feb. 3. On Feb. 6, he crossed the border into Cúcuta, in the Colombian department of "
          "Norte de Santander.", "2019-02-13", [("border_crossing", "Cúcuta", "2019-02-06")],
          (("border_crossing", "Norte de Santander", ANY),), "en-in-the-colombian-department-of"),
    # (guard: the state alone is where the crossing ended)
    _case("A sergeant deserted on Feb. 3. On Feb. 6, he crossed into the Brazilian state of Roraima.", "2019-02-13",
          [("border_crossing", "Roraima", "2019-02-06")], (), "into-the-brazilian-state-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", TOWN_THEN_ITS_REGION)
def test_a_crossing_into_a_town_then_its_region_ends_in_the_town(gazetteer, geonames, text: str, published: str,
                                                                 present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
