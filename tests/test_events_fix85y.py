"""Event extraction traps found in held-out batch 85 (a development set).

"Most of the protesters crossed after Feb. 23": a group's crossings told over a period that begins on a day are on no
day, whether the part is told by "most of whom" (tests/test_events_fix28.py) or by the group itself ("most of the
protesters", "la mayoría de los manifestantes", "a maioria dos manifestantes"), in English, Spanish and Portuguese.

"Police detained 23 foreign nationals in David. Among them were two Venezuelan men who deserted": a count of
foreigners or migrants held is the soldiers' group when the next sentence names soldiers among them ("Among them
were", "Entre ellos había", "Entre eles estavam", "No mesmo grupo estava"), as "Dois deles eram ex-soldados" already
did for a count of Venezuelans (tests/test_events_fix82.py); that sentence goes on with the scene's day."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with

PROTEST_EN = "About 45 former Venezuelan soldiers protested outside Brazil's embassy in Bogotá on Tuesday. "
PROTEST_ES = "Unos 45 exmilitares venezolanos protestaron el martes frente a la embajada de Brasil en Bogotá. "
PROTEST_PT = "Cerca de 45 ex-militares venezuelanos protestaram nesta terça-feira diante da embaixada do Brasil em Bogotá. "

PART_OF_THE_GROUP_AFTER_A_DAY = [
    _case(PROTEST_PT + "A maioria dos manifestantes atravessou a fronteira depois de 23 de fevereiro, quando o governo "
          "de Juan Guaidó tentou fazer entrar ajuda humanitária pelas pontes de Cúcuta.", "2019-06-05",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-23"),), "pt-a-maioria-dos-depois-de"),
    _case(PROTEST_ES + "La mayoría de los manifestantes cruzó la frontera después del 23 de febrero, cuando el "
          "gobierno de Maduro bloqueó la ayuda humanitaria.", "2019-06-05",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-23"),), "es-la-mayoria-de-los-despues-del"),
    _case(PROTEST_EN + "Most of the protesters crossed the border after February 23, when Maduro's government blocked "
          "humanitarian aid.", "2019-06-05",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-23"),), "en-most-of-the-after"),
    # (guards: the group's crossing told on the day itself keeps it, and so does one man's crossing "after" a day's
    # events told by their noun)
    _case(PROTEST_EN + "Most of the protesters crossed the border on February 23, when Maduro's government blocked "
          "humanitarian aid.", "2019-06-05", [("border_crossing", ANY, "2019-02-23")], (), "en-most-of-the-on-the-day"),
    _case(PROTEST_PT + "A maioria dos manifestantes atravessou a fronteira em 23 de fevereiro, quando o governo de "
          "Maduro bloqueou a ajuda humanitária.", "2019-06-05", [("border_crossing", ANY, "2019-02-23")], (),
          "pt-a-maioria-dos-em-23"),
]


@pytest.mark.parametrize("text, published, present, absent", PART_OF_THE_GROUP_AFTER_A_DAY)
def test_part_of_a_group_crossing_after_a_day_is_on_no_day(gazetteer, geonames, text: str, published: str,
                                                           present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


SOLDIERS_AMONG_THEM = [
    _case("On Friday, June 14, officers of Panama's National Migration Service and the National Police detained 23 "
          "foreign nationals during an operation at construction sites in David. Among them were two Venezuelan men "
          "who deserted from Venezuela's armed forces earlier this year.", "2019-06-19",
          [("arrest", "David", "2019-06-14")], (), "en-among-them-were-who-deserted"),
    _case("El viernes, agentes de Migración detuvieron a 23 extranjeros durante un operativo en Paso Canoas. Entre "
          "ellos había dos exmilitares venezolanos.", "2019-06-19",
          [("arrest", "Paso Canoas", "2019-06-14")], (), "es-entre-ellos-habia"),
    _case("Na sexta-feira, agentes da Polícia Federal detiveram 17 estrangeiros em Pacaraima. Entre eles estavam "
          "dois ex-soldados venezuelanos.", "2019-06-19",
          [("arrest", "Pacaraima", "2019-06-14")], (), "pt-entre-eles-estavam"),
    _case("Na sexta-feira, agentes da Polícia Federal detiveram 17 estrangeiros em Pacaraima. No mesmo grupo estava "
          "um ex-sargento da Guarda Nacional Bolivariana.", "2019-06-19",
          [("arrest", "Pacaraima", "2019-06-14")], (), "pt-no-mesmo-grupo-estava"),
    # (the scene goes on: the day after is counted from the raid, not from the story's day)
    _case("On Friday, June 14, officers of Panama's National Migration Service detained 23 foreign nationals in "
          "David. Among them were two Venezuelan men who deserted from Venezuela's armed forces earlier this year. "
          "The following day, both men were transferred to the migrant reception station at Los Planes de Gualaca.",
          "2019-06-19", [("relocation", "Los Planes de Gualaca", "2019-06-15")], (), "en-the-following-day"),
    # (guards: foreigners with no soldier among them hold nobody of the story)
    _case("On Friday, June 14, officers of Panama's National Migration Service detained 23 foreign nationals in "
          "David. Among them were two children.", "2019-06-19", [], ("arrest",), "en-among-them-children"),
    _case("Na sexta-feira, agentes da Polícia Federal detiveram 17 estrangeiros em Pacaraima. Entre eles estavam "
          "cinco crianças.", "2019-06-19", [], ("arrest",), "pt-entre-eles-criancas"),
    # (guard: a flight of Venezuelans with soldiers among them is a move the story tells on its own, no crossing)
    _case("Um avião da FAB pousou em Cascavel, no oeste do Paraná, na última terça-feira (4), com 112 venezuelanos "
          "que viviam em abrigos de Boa Vista. Entre eles estavam 17 ex-militares.", "2019-06-07", [],
          ("border_crossing",), "pt-flight-of-venezuelans"),
]


@pytest.mark.parametrize("text, published, present, absent", SOLDIERS_AMONG_THEM)
def test_foreigners_held_with_soldiers_among_them_are_the_group(gazetteer, geonames, text: str, published: str,
                                                                present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
