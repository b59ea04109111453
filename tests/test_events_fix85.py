"""Event extraction traps found in held-out batch 85 (an embassy put "em" another city in Portuguese; a desertion
from a post the sentence before told, left "em 2 de março"; the father "of one of" the soldiers held; "o irmão mais
novo do ex-sargento" held), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


MISSION_PUT_IN_ANOTHER_CITY = [
    # "em frente à embaixada do Brasil em Lima": Portuguese puts the mission "em" its city, so it is not the one in
    # Caracas the gazetteer holds
    _case("Cerca de 30 ex-militares venezuelanos fizeram um protesto na segunda-feira em frente à embaixada do Brasil "
          "em Lima.", "2019-06-05", [("protest", "Lima", "2019-06-03")],
          (("protest", "Embassy of Brazil in Caracas", ANY),), "pt-embaixada-em-lima"),
    # (guard: the embassy in its own city stays the embassy)
    _case("Cerca de 30 ex-militares venezuelanos fizeram um protesto na segunda-feira em frente à embaixada do Brasil "
          "em Caracas.", "2019-06-05", [("protest", "Embassy of Brazil in Caracas", "2019-06-03")], (),
          "pt-embaixada-em-caracas"),
]


@pytest.mark.parametrize("text, published, present, absent", MISSION_PUT_IN_ANOTHER_CITY)
def test_a_mission_put_em_another_city_is_not_the_one_in_caracas(gazetteer, geonames, text: str, published: str,
                                                                  present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


POST_LEFT_ON_A_DAY = [
    # "servia num batalhão em Tovar. ... abandonou a unidade em 2 de março e ... atravessou o rio": "em" and a number
    # date the leaving; the desertion is from the post told before, not at the town the crossing reached
    _case("O sargento Pedro Lima servia num batalhão em Guasdualito. Ele conta que abandonou a unidade em 5 de abril "
          "e que, no dia seguinte, atravessou o rio Arauca até Arauquita, na Colômbia.", "2019-06-10",
          [("defection", "Guasdualito", "2019-04-05")], (("defection", "Arauquita", ANY),), "pt-em-5-de-abril"),
    _case("Sergeant Pedro Lima served in a battalion in Guasdualito. He said he left his unit in 2019 and then "
          "crossed the Arauca river to Arauquita, in Colombia.", "2019-06-10",
          [("defection", "Guasdualito", ANY)], (("defection", "Arauquita", ANY),), "en-in-2019"),
    # (guard: "em Mérida" names the post's own town, not the one told before)
    _case("O sargento Pedro Lima servia num batalhão em Guasdualito. Em abril, ele abandonou a unidade em Mérida e "
          "atravessou o rio Arauca até Arauquita.", "2019-06-10", [],
          (("defection", "Guasdualito", ANY),), "pt-em-merida"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_LEFT_ON_A_DAY)
def test_a_post_left_on_a_numbered_day_is_where_the_desertion_was(gazetteer, geonames, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


RELATIVE_OF_ONE_OF_THEM = [
    # "the father of one of the guardsmen was detained": whose relative, picked out of the group, is the one held
    _case("Five guardsmen deserted on Saturday. The father of one of the guardsmen was detained by intelligence agents "
          "in Maracay on Monday.", "2019-03-06", [("arrest", "Maracay", "2019-03-04")], (), "en-father-of-one-of"),
    _case("Two corporals deserted in May. The mother of one of the deserters was arrested by DGCIM agents in Maracay "
          "on Monday.", "2019-06-12", [("arrest", "Maracay", "2019-06-10")], (), "en-mother-of-one-of"),
    # (guard: a relative held years before for another matter)
    _case("Five guardsmen deserted on Saturday. The father of one of the guardsmen was detained in Maracay in 2015 "
          "for theft.", "2019-03-06", [], ("arrest",), "en-old-theft"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_OF_ONE_OF_THEM)
def test_the_relative_of_one_of_the_men_held_is_an_arrest(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


RELATIVE_NAMED_BY_AGE = [
    # "o irmão mais novo do ex-sargento foi detido": which relative, by age, between the relative and whose he is
    _case("O cabo José Lima desertou em fevereiro. Em abril, o irmão mais novo do cabo foi detido por agentes da "
          "DGCIM em Maracay.", "2019-05-16", [("arrest", "Maracay", "2019-04-01")], (), "pt-irmao-mais-novo-do"),
    _case("El cabo José Lima desertó en febrero. En abril, la hermana mayor del cabo fue detenida por la DGCIM en "
          "Maracay.", "2019-05-16", [("arrest", "Maracay", "2019-04-01")], (), "es-hermana-mayor-del"),
    # (guard: a relative promoted is not held)
    _case("El cabo José Lima desertó en febrero. En abril, el hermano menor del cabo fue ascendido en Maracay.",
          "2019-05-16", [], ("arrest",), "es-promoted"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_NAMED_BY_AGE)
def test_a_relative_named_by_age_and_whose_is_held(gazetteer, geonames, text: str, published: str,
                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
