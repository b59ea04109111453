"""Event extraction traps found in held-out batch 91, shown on new sentences: a vehicle named as what carried the
men ("an Army truck drove them to Boa Vista"), how far they were driven ("drove them 215 kilometres down the
BR-174 to"), a Portuguese relative named by the article alone ("o pai tinha sido detido"), and a relative the
sentence before opens with, taken by agents as "her" or "him"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


VEHICLE_CARRIED_THEM = [
    _case("Three Venezuelan guardsmen crossed into Brazil on Thursday. On Saturday, an Army truck drove them to "
          "Boa Vista.", "2019-04-15", [("relocation", "Boa Vista", "2019-04-13")], (), "army-truck-drove-them"),
    _case("Two corporals reached Pacaraima on foot on Monday. On Tuesday, a truck took them to Boa Vista.",
          "2019-04-15", [("relocation", "Boa Vista", "2019-04-09")], (), "truck-took-them"),
    _case("Three Venezuelan guardsmen crossed into Brazil on Thursday. On Saturday, an Army truck drove them 215 "
          "kilometres down the BR-174 highway to Boa Vista.", "2019-04-15", [("relocation", "Boa Vista", "2019-04-13")],
          (), "drove-them-215-kilometres-down-the-highway"),
    _case("Four soldiers surrendered to a patrol in Arauquita on Saturday. On Sunday, police drove them some 100 km "
          "along the road to Arauca.", "2019-03-19", [("relocation", "Arauca", "2019-03-17")],
          (), "drove-them-some-100-km-along-the-road"),
    # (guards: the cargo moves, no one carried; trucks kept from crossing)
    _case("Three Venezuelan guardsmen deserted on Thursday. On Saturday, the trucks took the aid to Cúcuta.",
          "2019-02-28", [], ("relocation",), "trucks-took-the-aid"),
    _case("Guardsmen tried to prevent aid trucks from crossing to Cúcuta on Saturday.", "2019-02-28", [],
          ("relocation", "border_crossing"), "prevent-aid-trucks-from-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", VEHICLE_CARRIED_THEM)
def test_a_vehicle_that_carried_the_men_is_their_relocation(gazetteer, geonames, text: str, published: str,
                                                            present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


RELATIVE_BY_ARTICLE = [
    _case("Um sargento desertou em março. Em abril, recebeu a notícia de que o pai tinha sido detido por agentes da "
          "contrainteligência militar (Dgcim) em San Félix.", "2019-05-22", [("arrest", ANY, "2019-04-01")], (),
          "o-pai-tinha-sido-detido"),
    _case("Um cabo desertou em março. Em abril, o irmão foi detido pela Dgcim em Maturín.", "2019-05-22",
          [("arrest", "Maturín", "2019-04-01")], (), "o-irmao-foi-detido"),
    _case("Um cabo desertou em março. Em abril, a mulher foi presa pela Dgcim em Maturín.", "2019-05-22",
          [("arrest", "Maturín", "2019-04-01")], (), "a-mulher-foi-presa"),
    # (guards: a relative not held; the Spanish "el padre", a priest as often as a father)
    _case("Um cabo desertou em março. Em abril, o pai foi visitado pela Dgcim em Maturín.", "2019-05-22", [],
          ("arrest",), "o-pai-foi-visitado"),
    _case("Un cabo desertó en marzo. En abril, el padre fue detenido por la Dgcim en Maturín.", "2019-05-22", [],
          ("arrest",), "el-padre-fue-detenido"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_BY_ARTICLE)
def test_a_portuguese_relative_named_by_the_article_is_held(gazetteer, geonames, text: str, published: str,
                                                            present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


RELATIVE_TOLD_BEFORE = [
    _case("A sergeant deserted last week. Bolívar's wife stayed behind in Santa Elena. On Sunday, agents of the "
          "DGCIM took her from her mother's house for questioning and held her for about six hours.", "2019-04-15",
          [("arrest", "Santa Elena de Uairén", "2019-04-14")], (), "wife-stayed-behind-took-her-from"),
    # (guards: the pronoun does not fit the relative told before; no relative opens the sentence before)
    _case("A sergeant deserted last week. His father stayed behind in Santa Elena. On Sunday, agents of the DGCIM "
          "took her in for questioning.", "2019-04-15", [], ("arrest",), "father-stayed-took-her"),
    _case("A sergeant deserted last week. The town stayed quiet in Santa Elena. On Sunday, agents of the DGCIM "
          "took her in for questioning.", "2019-04-15", [], ("arrest",), "no-relative-before"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_TOLD_BEFORE)
def test_a_relative_opening_the_sentence_before_is_the_one_taken(gazetteer, geonames, text: str, published: str,
                                                                 present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
