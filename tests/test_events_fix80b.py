"""Event extraction traps found again in held-out batch 80 (a boatman's passenger named by a pronoun, a walk through
a border fence from a country already reached, a count of people an aside says holds soldiers, a carrying verb that
is a boatman's crossing), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


FERRIED_PRONOUN = [
    # "a fisherman rowed him across the river": "him" is the deserter of the sentence before, who crosses
    _case("Corporal Luis Mora deserted from his post in Guasdualito on Monday, May 13. On Tuesday, May 14, a fisherman "
          "rowed him across the Arauca River into Colombia.", "2019-05-20",
          [("border_crossing", ANY, "2019-05-14")], (), "en-rowed-him-across"),
    _case("Two sergeants left their unit in El Amparo on May 3. The next day a boatman ferried them across the river "
          "into Arauquita.", "2019-05-20", [("border_crossing", "Arauquita", "2019-05-04")], (),
          "en-ferried-them-across"),
    # (guard: the one ferried is no soldier: nobody of the story crosses)
    _case("The mayor of Arauca visited the island on Monday, May 13. On Tuesday, May 14, a fisherman ferried him "
          "across the river to Cravo Norte.", "2019-05-20", [], ("border_crossing", "defection"), "en-mayor-ferried"),
]


@pytest.mark.parametrize("text, published, present, absent", FERRIED_PRONOUN)
def test_the_one_a_boatman_took_across_crosses(gazetteer, geonames, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


THROUGH_THE_BORDER_FENCE = [
    # "climbed over the border wall near El Paso" from Mexico, reached before: a crossing into the United States
    _case("The former sergeant flew from Bogotá to Mexico City on Aug. 20 and went on by bus to Ciudad Juárez. On "
          "Sept. 3 he climbed over the border wall near El Paso, Texas.", "2019-10-16",
          [("border_crossing", "El Paso", "2019-09-03")], (), "en-over-the-border-wall"),
    _case("The former sergeant flew from Bogotá to Mexico City on Aug. 20 and went on by bus to Ciudad Juárez. On "
          "Sept. 3 he slipped through a hole in the border fence near El Paso, Texas, and asked for asylum.",
          "2019-10-16", [("border_crossing", "El Paso", "2019-09-03")], (), "en-through-the-border-fence"),
    # (guards: a walk on to a town with no fence crossed, or along the fence inside Mexico, is a move only)
    _case("The former sergeant flew from Bogotá to Mexico City on Aug. 20 and went on by bus to Ciudad Juárez. On "
          "Sept. 3 he walked to a church shelter near El Paso, Texas.", "2019-10-16",
          [("relocation", "El Paso", "2019-09-03")], ("border_crossing",), "en-walked-to-a-shelter"),
    _case("The former sergeant flew from Bogotá to Mexico City on Aug. 20 and went on by bus to Ciudad Juárez. On "
          "Sept. 3 he walked along the border fence to a shelter in Ciudad Juárez.", "2019-10-16",
          [], ("border_crossing",), "en-along-the-fence-at-home-side"),
]


@pytest.mark.parametrize("text, published, present, absent", THROUGH_THE_BORDER_FENCE)
def test_through_a_border_fence_from_abroad_is_a_crossing(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


PEOPLE_SOME_SOLDIERS = [
    # "moved 23 people — nine former soldiers, ... — from A to B": the soldiers among them are moved
    _case("UNHCR on Wednesday moved 23 people, among them nine former soldiers, from Aguachica to Valledupar.",
          "2019-11-15", [("relocation", "Valledupar", "2019-11-13")], (), "en-among-them"),
    _case("On Wednesday the agency transferred 31 people (twelve ex-soldiers, eight women and eleven children) from "
          "Riohacha to a shelter in Maicao.", "2019-11-15", [("relocation", "Maicao", "2019-11-13")], (),
          "en-parenthesis"),
    _case("El miércoles la Acnur trasladó a 30 personas, entre ellas doce exmilitares, de Aguachica a Valledupar.",
          "2019-11-15", [("relocation", "Valledupar", "2019-11-13")], (), "es-entre-ellas"),
    _case("Na quarta-feira a Acnur transferiu 30 pessoas, entre elas doze ex-militares, de Pacaraima para Boa Vista.",
          "2019-11-15", [("relocation", "Boa Vista", "2019-11-13")], (), "pt-entre-elas"),
    # (guards: an aside with no soldier in it moves nobody of the story)
    _case("UNHCR on Wednesday moved 23 people, among them nine children, from Aguachica to Valledupar.",
          "2019-11-15", [], ("relocation",), "en-among-them-children"),
    _case("El miércoles la Acnur trasladó a 30 personas, entre ellas doce niños, de Aguachica a Valledupar.",
          "2019-11-15", [], ("relocation",), "es-entre-ellas-ninos"),
]


@pytest.mark.parametrize("text, published, present, absent", PEOPLE_SOME_SOLDIERS)
def test_people_an_aside_says_are_soldiers_are_moved(gazetteer, geonames, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


FERRY_IS_THE_CROSSING = [
    # "a fisherman ferried two corporals across the river into Arauquita": one crossing, no move beside it
    _case("On May 14, a fisherman ferried two corporals across the Arauca River into the Colombian town of "
          "Arauquita.", "2019-05-20", [("border_crossing", ANY, "2019-05-14")], ("relocation",), "en-ferried-two"),
    # (guard: the police carrying them on by bus is a move)
    _case("On May 14, a fisherman ferried two corporals across the Arauca River. On May 15 the police bused the two "
          "corporals to Bogotá.", "2019-05-20", [("relocation", "Bogotá", "2019-05-15")], (), "en-bused-on"),
]


@pytest.mark.parametrize("text, published, present, absent", FERRY_IS_THE_CROSSING)
def test_a_boatmans_carrying_is_the_crossing_only(gazetteer, geonames, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
