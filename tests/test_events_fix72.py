"""Event extraction traps found in held-out batch 72 (a captain from Ejido who crossed by a trocha "Dos días después,
en la madrugada del domingo"), each shown on new sentences: a crossing dated by the day counted from the desertion,
not by the last Sunday before publication."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

COUNTED_DAY_THEN_WEEKDAY = [
    # the weekday in apposition after "two days later" is that day, not the last such weekday before publication
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 7 de junio. Dos días después, en la madrugada del "
          "domingo, cruzó a Colombia por una trocha cerca de Cúcuta.", "2019-10-24",
          [("border_crossing", "Cúcuta", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "es-dos-dias-domingo"),
    _case("Corporal Luis Pérez left his battalion in Barinas on June 7. Two days later, early on Sunday, he crossed "
          "into Colombia near Cúcuta.", "2019-10-24",
          [("border_crossing", "Cúcuta", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "en-two-days-sunday"),
    _case("O cabo Luis Pérez deixou o batalhão em Santa Elena de Uairén em 7 de junho. Dois dias depois, na "
          "madrugada de domingo, atravessou para Pacaraima.", "2019-10-24",
          [("border_crossing", "Pacaraima", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "pt-dois-dias-domingo"),
    # (guard: a weekday the counted day does not fall on keeps its own reading)
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 7 de junio. Tres días después, el domingo, cruzó a "
          "Colombia por una trocha cerca de Cúcuta.", "2019-10-24",
          [], (("border_crossing", ANY, "2019-06-09"), ("border_crossing", ANY, "2019-06-10")), "es-tres-dias-domingo"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_DAY_THEN_WEEKDAY)
def test_a_weekday_after_a_counted_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
