"""A bare day of the month goes on from the story's day however long before publication the story is (held-out
batch 98: "abandonou seu posto ... no dia 1º de maio ... na manhã do dia 2, entrou em Pacaraima" in August's
paper is May 2, not August 2)."""

from __future__ import annotations

import pytest

from .test_dates import normalised, one
from .test_events_batch9 import _case, _coded_with, assert_coded


@pytest.mark.parametrize(("text", "pub", "anchor", "expected"), [
    # the story's day months before publication: the day of the month it goes on to
    ("na manhã do dia 2, entrou em Pacaraima", "2019-08-21", "2019-05-01", "2019-05-02 day"),
    ("no dia 4 pediu refúgio", "2019-10-20", "2019-06-28", "2019-07-04 day"),
    ("el día 3 cruzó a Cúcuta", "2019-09-10", "2019-05-30", "2019-06-03 day"),
    ("On the 2nd, he entered Pacaraima.", "2019-08-21", "2019-05-01", "2019-05-02 day"),
    # (guard: a day more than two weeks after the story's day is the latest such day before publication)
    ("no dia 20 pediu refúgio", "2019-08-21", "2019-05-01", "2019-08-20 day"),
    # (guard: a day in the two weeks after the story's day, but after publication, is not that day)
    ("no dia 25 pediu refúgio", "2019-08-21", "2019-08-14", "2019-07-25 day"),
])
def test_a_bare_day_goes_on_from_a_story_day_told_months_before(text: str, pub: str, anchor: str,
                                                                expected: str) -> None:
    assert normalised(one(text, pub, anchor)) == expected


STORY_MONTHS_BEFORE = [
    _case("O cabo relata que abandonou seu posto em San Ignacio de Yuruaní no dia 1º de maio. Caminhou durante a "
          "noite e, na manhã do dia 2, entrou em Pacaraima. No dia seguinte, pediu refúgio à Polícia Federal.",
          "2019-08-21", [("border_crossing", "Pacaraima", "2019-05-02"), ("asylum", "Pacaraima", "2019-05-03")],
          [("border_crossing", "Pacaraima", "2019-08-02")], "pt-na-manha-do-dia-2"),
    _case("El cabo abandonó su puesto en San Antonio del Táchira el 1 de mayo. Caminó toda la noche y, el día 2, "
          "entró en Cúcuta.", "2019-08-21", [("border_crossing", "Cúcuta", "2019-05-02")],
          [("border_crossing", "Cúcuta", "2019-08-02")], "es-el-dia-2"),
    _case("The corporal left his post in Ureña on May 1. He walked all night and, on the 2nd, entered Cúcuta.",
          "2019-08-21", [("border_crossing", "Cúcuta", "2019-05-02")], [("border_crossing", "Cúcuta", "2019-08-02")],
          "en-on-the-2nd"),
    # (guard: a day weeks after the story's day is this month's)
    _case("O cabo abandonou seu posto em Santa Elena de Uairén no dia 1º de maio. No dia 20, pediu refúgio em "
          "Pacaraima.", "2019-08-21", [("asylum", "Pacaraima", "2019-08-20")], (), "pt-dia-20-weeks-after"),
]


@pytest.mark.parametrize("text, published, present, absent", STORY_MONTHS_BEFORE)
def test_a_story_months_old_goes_on_to_its_next_day(gazetteer, geonames, text: str, published: str,
                                                    present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
