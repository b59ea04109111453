"""Event extraction traps found in held-out batch 88 (a journey told in one sentence whose last leg opens on a span of
months, "atravessou para a Colômbia ... e meses depois pegou um voo de Bogotá para a Cidade do Panamá"; a crossing told
as coming after a dated happening, "cruzaron la frontera después del levantamiento fallido del 30 de abril"), each
shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

MONTHS_LATER_LEG = [
    # "crossed ... and months later took a flight": the flight is a leg of its own, not the crossing's way over, and
    # the desertion told first keeps its month
    _case("The Venezuelan corporal deserted in April, crossed into Colombia near Maicao and months later took a flight "
          "from Bogotá to Lima.", "2019-11-20",
          [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01"), ("relocation", "Lima", ANY)],
          (("border_crossing", ANY, "2019-01-01"),), "en-months-later"),
    _case("The Venezuelan corporal deserted in April, crossed into Colombia near Maicao and three months later flew "
          "from Bogotá to Lima.", "2019-11-20",
          [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01"), ("relocation", "Lima", "2019-07-01")],
          (), "en-three-months-later"),
    _case("El cabo venezolano desertó en abril, cruzó a Colombia por una trocha cerca de Maicao y meses después tomó un "
          "vuelo de Bogotá a Lima.", "2019-11-20",
          [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01"), ("relocation", "Lima", ANY)],
          (), "es-meses-despues"),
    _case("O cabo venezuelano desertou em abril, atravessou para a Colômbia perto de Maicao e meses depois pegou um voo "
          "de Bogotá para Lima.", "2019-11-20",
          [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01"), ("relocation", "Lima", ANY)],
          (), "pt-meses-depois"),
    # (guard: the span of months is the crossing's own, with no later leg)
    _case("The Venezuelan corporal deserted in April and crossed into Colombia near Maicao months later.", "2019-11-20",
          [("defection", ANY, "2019-04-01")], (("relocation", "Lima", ANY),), "en-crossed-months-later"),
    # (guard: a span of months named as a duration, not opening a leg)
    _case("The Venezuelan corporal deserted in April, crossed into Colombia near Maicao and waited months for a flight "
          "to Lima.", "2019-11-20", [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01")],
          (("relocation", "Lima", ANY),), "en-waited-months"),
]


@pytest.mark.parametrize("text, published, present, absent", MONTHS_LATER_LEG)
def test_a_leg_months_later_is_its_own_move(gazetteer, geonames, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


AFTER_A_DATED_HAPPENING = [
    # "crossed the border after the failed uprising of April 30": the day is the uprising's, not the crossing's
    _case("Three Venezuelan navy sergeants crossed the border after the failed uprising of April 30.", "2019-09-10",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-04-30"),), "en-after-the-uprising-of"),
    _case("Tres sargentos de la Armada venezolana cruzaron la frontera después de la rebelión fallida del 30 de abril.",
          "2019-09-10", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-04-30"),),
          "es-despues-de-la-rebelion-del"),
    _case("Três sargentos da Marinha venezuelana atravessaram a fronteira depois do levante fracassado de 30 de abril.",
          "2019-09-10", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-04-30"),),
          "pt-depois-do-levante-de"),
    # (guard: the crossing's own day, told before "after the uprising")
    _case("Three Venezuelan navy sergeants crossed the border on April 30, after the uprising in Caracas.", "2019-09-10",
          [("border_crossing", ANY, "2019-04-30")], (), "en-own-day-then-after"),
    # (guard: the uprising told with its own day keeps it)
    _case("Three Venezuelan navy sergeants joined the uprising of April 30 in Caracas.", "2019-09-10",
          [("uprising", ANY, "2019-04-30")], (), "en-joined-the-uprising-of"),
]


@pytest.mark.parametrize("text, published, present, absent", AFTER_A_DATED_HAPPENING)
def test_the_day_after_a_happening_noun_is_the_happenings(gazetteer, geonames, text: str, published: str, present: list,
                                                           absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
