"""Event extraction traps found in held-out batch 78, third round (a riverine post left, a landing along a coast),
each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

RIVERINE_POST_LEFT = [
    # "left a riverine checkpoint outside Caripito": a river post of the Guard, left by its men, is a desertion there
    _case("Three guardsmen left a riverine checkpoint outside Güiria on Sunday night, police said.", "2019-09-12",
          [("defection", "Güiria", "2019-09-08")], (), "en-left-a-riverine-checkpoint"),
    _case("Two sailors abandoned their riverine post near Tucupita on Friday.", "2019-09-12",
          [("defection", "Tucupita", "2019-09-06")], (), "en-abandoned-their-riverine-post"),
    # (guard: a riverine patrol that stopped boats is no post left)
    _case("A riverine patrol left Güiria on Sunday night to stop fishing boats.", "2019-09-12", [], ("defection",),
          "en-riverine-patrol-left-a-town"),
]


@pytest.mark.parametrize("text, published, present, absent", RIVERINE_POST_LEFT)
def test_a_riverine_post_left_is_a_desertion(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LANDED_ALONG_A_COAST = [
    # "have landed along the Cedros peninsula since January": a landing along a coast is a landing there
    _case("Five guardsmen landed along the Cedros coast before dawn on Tuesday.", "2019-09-12",
          [("border_crossing", "Cedros", "2019-09-10")], (), "en-landed-along-a-coast"),
    _case("At least nine soldiers have come ashore along the Cedros peninsula since January, police say.", "2019-09-12",
          [("border_crossing", "Cedros", None)], (), "en-came-ashore-along-a-tally"),
    # (guard: walking along the border with Colombia is no place where the walk happened)
    _case("Two guardsmen walked along the border with Colombia on Tuesday.", "2019-09-12", [],
          (("border_crossing", "Colombia–Venezuela border", ANY),), "en-walked-along-the-border"),
]


@pytest.mark.parametrize("text, published, present, absent", LANDED_ALONG_A_COAST)
def test_a_landing_along_a_coast_is_placed_there(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_IN_THE_SUBJUNCTIVE = [
    # "luego de que el Senafront los retuviera el pasado jueves en Paso Canoas": an arrest told after "después/luego de
    # que" is in the past subjunctive, and happened
    _case("Tres guardias están bajo custodia luego de que Migración los retuviera el jueves en Paso Canoas.",
          "2019-12-10", [("arrest", "Paso Canoas", "2019-12-05")], (), "es-luego-de-que-los-retuviera"),
    _case("Dos exsargentos siguen presos en Cúcuta, después de que la policía los detuviera el lunes en Villa del "
          "Rosario.", "2019-12-10", [("arrest", "Villa del Rosario", "2019-12-09")], (),
          "es-despues-de-que-los-detuviera"),
    # (guards: the same mood asking for an arrest, or fearing one, tells none)
    _case("El abogado pidió que lo detuvieran en Cúcuta el lunes.", "2019-12-10", [], ("arrest",),
          "es-pidio-que-lo-detuvieran"),
    _case("Los militares temían que la policía los capturara en Cúcuta.", "2019-12-10", [], ("arrest",),
          "es-temian-que-los-capturara"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_IN_THE_SUBJUNCTIVE)
def test_an_arrest_told_after_despues_de_que_happened(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


POST_TOLD_JUST_BEFORE = [
    # "prestaban servicio en un destacamento de la GNB en San Cristóbal. ¶ Desertaron en julio": a desertion told with
    # no place, right after the one post the men served at, is from that post
    _case("The sergeant said the four served at a Guard detachment in San Cristóbal. They deserted in July, he said.",
          "2019-12-10", [("defection", "San Cristóbal", "2019-07-01")], (), "en-served-at-then-deserted"),
    _case("Los cuatro guardias prestaban servicio en un destacamento de la GNB en San Cristóbal. Desertaron en julio, "
          "dijo el sargento.", "2019-12-10", [("defection", "San Cristóbal", "2019-07-01")], (),
          "es-prestaban-servicio-then-desertaron"),
    _case("O sargento contou que os quatro serviam num quartel em Santa Elena de Uairén. Desertaram em julho, disse "
          "ele.", "2019-12-10", [("defection", "Santa Elena de Uairén", "2019-07-01")], (),
          "pt-serviam-then-desertaram"),
    # (guard: two posts told before leave the desertion unplaced)
    _case("The sergeant served at a post in San Cristóbal and his cousin served at a post in Rubio. They deserted in "
          "July, he said.", "2019-12-10", [("defection", None, "2019-07-01")],
          (("defection", "San Cristóbal", ANY), ("defection", "Rubio", ANY)), "en-two-posts-before"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_TOLD_JUST_BEFORE)
def test_a_desertion_told_after_the_post_is_from_it(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
