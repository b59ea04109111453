"""Event extraction traps found in held-out batch 47 worked a fourth time (nine soldiers through the Catatumbo, one
of them flown wounded to a hospital in Cúcuta; a major reaching Santiago as Chile's riots began), each shown on new sentences: a Spanish carrying verb with the day
between it and the men it moved ("trasladó el martes a los dos militares"), or with one man told by his rank after
"al" ("trasladó al sargento"), is a move of those men; a count of hundreds "since Saturday" lends no day to the step
told after it; and a government that "declared a state of emergency" decreed, it made no statement."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

MOVED_BY_OTHERS = [
    # the day between the verb and the men: still their move
    _case("La policía colombiana trasladó el martes a los tres militares a Bogotá.", "2019-05-16",
          [("relocation", "Bogotá", "2019-05-14")], (), "day-between-verb-and-men"),
    _case("Los soldados se entregaron el lunes 13 de mayo. Migración Colombia trasladó ese mismo día a los cuatro "
          "desertores a Bucaramanga.", "2019-05-16", [("relocation", "Bucaramanga", "2019-05-13")], (),
          "same-day-between-verb-and-men"),
    # one man told by his rank after "al"
    _case("El Ejército colombiano trasladó al sargento a Bogotá el miércoles.", "2019-05-16",
          [("relocation", "Bogotá", "2019-05-15")], (), "al-sargento"),
    _case("Un helicóptero trasladó el martes al soldado herido a Cúcuta.", "2019-05-16",
          [("relocation", "Cúcuta", "2019-05-14")], (), "day-then-al-soldado"),
    # ... "al cabo de" is "after", no corporal; a verb with no one moved codes nothing
    _case("El Ejército trasladó al cabo de dos días sus tropas a Cúcuta.", "2019-05-16", [], ("relocation",),
          "al-cabo-de-is-after"),
    _case("La empresa trasladó el martes sus oficinas a Bogotá.", "2019-05-16", [], ("relocation",),
          "offices-moved"),
    _case("El gobierno trasladó el martes al ministro a Bogotá.", "2019-05-16", [], ("relocation",),
          "a-minister-no-rank"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVED_BY_OTHERS)
def test_moved_by_others(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NO_DAY_FROM_A_RUNNING_TOTAL = [
    # a count running "since Saturday", told between, lends its start to no step told after it: the day before it goes on
    _case("El sargento Rangel cruzó el lunes por una trocha. En la mañana del martes, la policía lo entregó a Migración "
          "Colombia. La entidad había informado ese mismo día que la cifra de uniformados que habían entrado al país desde "
          "el sábado superaba los 300. "
          "Funcionarios de Migración lo trasladaron a un albergue de Cúcuta.", "2019-02-27",
          [("relocation", "Cúcuta", "2019-02-26")], (("relocation", "Cúcuta", "2019-02-23"),), "es-after-a-tally"),
    # ... a sentence with a day of its own after no tally keeps the scene's day
    _case("El sargento Rangel cruzó el lunes por una trocha. En la mañana del martes, la policía lo entregó a Migración "
          "Colombia. Funcionarios de Migración lo trasladaron a un albergue de Cúcuta.", "2019-02-27",
          [("relocation", "Cúcuta", "2019-02-26")], (), "es-no-tally-between"),
]


@pytest.mark.parametrize("text, published, present, absent", NO_DAY_FROM_A_RUNNING_TOTAL)
def test_no_day_from_a_running_total(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DECREE_IS_NO_STATEMENT = [
    # a state of emergency or a curfew declared is an act of government, not words said
    _case("The Chilean government declared a state of emergency in Santiago on Friday.", "2019-10-25", [],
          ("statement",), "declared-a-state-of-emergency"),
    _case("The Colombian government declared a curfew in Cúcuta on Friday.", "2019-10-25", [], ("statement",),
          "declared-a-curfew"),
    _case("El presidente Sebastián Piñera declaró el estado de emergencia en Santiago el viernes.", "2019-10-25", [],
          ("statement",), "es-declaro-el-estado-de-emergencia"),
    # ... a declaration of what one thinks is still a statement
    _case("On Friday, Chile's president Sebastián Piñera declared that Venezuelan deserters were welcome.", "2019-10-25",
          [("statement", ANY, "2019-10-25")], (), "declared-that"),
    _case("El presidente Sebastián Piñera declaró el viernes en Santiago que los desertores venezolanos son "
          "bienvenidos.",
          "2019-10-25", [("statement", "Santiago", "2019-10-25")], (), "es-declaro-que"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DECREE_IS_NO_STATEMENT)
def test_a_decree_is_no_statement(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
