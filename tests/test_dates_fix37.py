"""Date traps found in held-out batch 37, each shown on new sentences: "até hoje" and "hasta hoy" (still, no day),
and a Brazilian "weekday (N)" whose day two recent months share, read next to the story's latest day."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

STILL_TODAY = [
    # "onde vive até hoje", "donde vive hasta hoy": where someone still is, not a move on the day of the paper.
    _case("O cabo Rui Pinto, que desertou em maio, foi levado para um abrigo em Boa Vista, onde vive até hoje.",
          "2019-08-20", [("relocation", "Boa Vista", None)], (), "pt-ate-hoje"),
    _case("El cabo Rui Pinto, que desertó en mayo, fue llevado a un albergue en Cúcuta, donde vive hasta hoy.",
          "2019-08-20", [("relocation", "Cúcuta", None)], (), "es-hasta-hoy"),
    # ... "hoy" and "hoje" alone are the day of the paper.
    _case("El cabo Rui Pinto desertó hoy en Guasdualito.", "2019-08-20", [("defection", "Guasdualito", "2019-08-20")],
          (), "es-hoy"),
    _case("O cabo Rui Pinto desertou hoje em Santa Elena de Uairén.", "2019-08-20",
          [("defection", "Santa Elena de Uairén", "2019-08-20")], (), "pt-hoje"),
]

@pytest.mark.parametrize("text, published, present, absent", STILL_TODAY)
def test_still_today(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WEEKDAY_NEXT_TO_THE_STORY = [
    # Feb. 26 and Mar. 26, 2019 are both Tuesdays: after a Feb. 25 desertion, "(26)" is the day after it.
    _case("O sargento Rui Pinto deixou seu posto em Santa Elena de Uairén em 25 de fevereiro. Na terça-feira (26), "
          "pediu refúgio em Pacaraima.", "2019-04-15", [("asylum", "Pacaraima", "2019-02-26")], (),
          "pt-weekday-day-after-the-story"),
    # ... with no story day before it, the latest such day.
    _case("O sargento Rui Pinto pediu refúgio em Pacaraima na terça-feira (26).", "2019-04-15",
          [("asylum", "Pacaraima", "2019-03-26")], (), "pt-weekday-latest"),
    # ... and a story in March keeps March.
    _case("O sargento Rui Pinto deixou seu posto em Santa Elena de Uairén em 20 de março. Na terça-feira (26), pediu "
          "refúgio em Pacaraima.", "2019-04-15", [("asylum", "Pacaraima", "2019-03-26")], (), "pt-weekday-story-in-march"),
]


@pytest.mark.parametrize("text, published, present, absent", WEEKDAY_NEXT_TO_THE_STORY)
def test_weekday_next_to_the_story(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AND_A_HALF_AGO = [
    # "há mais de um mês e meio", "hace un año y medio": a span the calendar cannot place gives no date.
    _case("O cabo Rui Pinto chegou a Pacaraima há mais de um mês e meio.", "2019-08-20",
          [("border_crossing", "Pacaraima", None)], (), "pt-ha-um-mes-e-meio"),
    _case("El cabo Rui Pinto llegó a Cúcuta hace un mes y medio.", "2019-08-20", [("border_crossing", "Cúcuta", None)], (),
          "es-hace-un-mes-y-medio"),
    # ... "há um mês" still counts back a month.
    _case("O cabo Rui Pinto chegou a Pacaraima há um mês.", "2019-08-20", [("border_crossing", "Pacaraima", "2019-07-01")],
          (), "pt-ha-um-mes"),
]


@pytest.mark.parametrize("text, published, present, absent", AND_A_HALF_AGO)
def test_and_a_half_ago(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
