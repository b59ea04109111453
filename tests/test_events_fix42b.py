"""Event extraction traps found again in held-out batch 42 (an ex-sergeant stopped with a forged passport at Bonfim,
a guardsman who walked away from the Guri dam), each shown on new sentences: a month told in the pluperfect that
"that same night" does not count from, the end of a stay that dates no move into it, "days after arriving", the deed
"the day before" of a day told, and a move someone is still waiting for."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

PLUPERFECT_MONTH_BEHIND = [
    # "He had crossed ... in May": background; "that same night" counts from the arrest's day, not from May
    _case("Police arrested a former guardsman in Bonfim on Thursday, July 11. He had crossed into Brazil at Pacaraima "
          "in May. He was taken that same night to Boa Vista.", "2019-07-15",
          [("relocation", "Boa Vista", "2019-07-11"), ("border_crossing", "Pacaraima", "2019-05-01")],
          (("relocation", ANY, "2019-05-01"),), "en-had-crossed-in-may"),
    # ... a month told in the simple past still moves the story: "the same day" is then that month's.
    _case("En mayo, dos sargentos cruzaron a Colombia por Cúcuta. Ese mismo día pidieron protección a la policía.",
          "2019-07-15", [("asylum", ANY, "2019-05-01")], (), "es-month-simple-past-moves-story"),
]


@pytest.mark.parametrize("text, published, present, absent", PLUPERFECT_MONTH_BEHIND)
def test_pluperfect_month_behind(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STAY_UNTIL_AND_DAYS_AFTER_ARRIVING = [
    # "where he stayed until the end of August": the stay's end dates no move into it; "Days after arriving" counts a
    # few days from the crossing told to the day (its week)
    _case("A navy corporal crossed into Pacaraima on Tuesday, June 4. Days after arriving, he was taken to a shelter in "
          "Boa Vista, where he stayed until the end of August.", "2019-09-20",
          [("relocation", "Boa Vista", "2019-06-03")], (("relocation", ANY, "2019-08-01"),), "en-days-after-arriving"),
    _case("El cabo Pedro Ruiz cruzó a Cúcuta el martes 4 de junio. Días después de llegar, el cabo fue llevado a un "
          "albergue en Bucaramanga, donde vivió hasta finales de agosto.", "2019-09-20",
          [("relocation", "Bucaramanga", "2019-06-03")], (("relocation", ANY, "2019-08-01"),), "es-dias-despues-de-llegar"),
    # ... a move told with its own day keeps it, and "two weeks later" is still counted as before.
    _case("On July 9 the corporal was moved to a shelter in Boa Vista, where he stayed until the end of August.",
          "2019-09-20", [("relocation", "Boa Vista", "2019-07-09")], (), "own-day-kept"),
    _case("A navy corporal crossed into Pacaraima on Tuesday, June 4. Two weeks later the corporal was taken to a "
          "shelter in Boa Vista.", "2019-09-20", [("relocation", "Boa Vista", "2019-06-18")], (), "two-weeks-later"),
]


@pytest.mark.parametrize("text, published, present, absent", STAY_UNTIL_AND_DAYS_AFTER_ARRIVING)
def test_stay_until_and_days_after_arriving(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_DAY_BEFORE_A_DEED = [
    # "on March 2, the day before troops fired on ...": the shooting is the day after the day told
    _case("Three guardsmen crossed into Colombia on March 2, the day before soldiers opened fire on protesters in "
          "Ureña.", "2019-03-20", [("violence", "Ureña", "2019-03-03"), ("border_crossing", ANY, "2019-03-02")], (),
          "en-the-day-before"),
    _case("Three guardsmen crossed into Colombia on March 2, one day before soldiers fired tear gas at protesters in "
          "Ureña.", "2019-03-20", [("violence", "Ureña", "2019-03-03")], (("violence", ANY, "2019-03-02"),),
          "en-one-day-before"),
    # ... "the day before" with a day of its own after it counts from that day, not from the one before.
    _case("Soldiers opened fire on protesters in Ureña on March 3.", "2019-03-20",
          [("violence", "Ureña", "2019-03-03")], (("violence", ANY, "2019-03-04"),), "own-day"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_DAY_BEFORE_A_DEED)
def test_the_day_before_a_deed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WAITING_TO_BE_MOVED = [
    # "is waiting in Pacaraima to be moved to a shelter in Boa Vista": the move has not happened
    _case("The sergeant is waiting at the army's reception center in Pacaraima to be moved to a shelter in Boa Vista.",
          "2019-03-15", [], (("relocation", "Boa Vista", ANY),), "en-waiting-to-be-moved"),
    _case("El sargento está a la espera de ser trasladado a un albergue en Bucaramanga.", "2019-03-15", [],
          (("relocation", "Bucaramanga", ANY),), "es-a-la-espera-de-ser-trasladado"),
    _case("O sargento aguarda em Pacaraima para ser levado a um abrigo em Boa Vista.", "2019-03-15", [],
          (("relocation", "Boa Vista", ANY),), "pt-aguarda-para-ser-levado"),
    # ... a move done after the wait is still told.
    _case("After waiting two days in Pacaraima, the sergeant was moved to a shelter in Boa Vista on Monday.",
          "2019-03-15", [("relocation", "Boa Vista", "2019-03-11")], (), "moved-after-waiting"),
]


@pytest.mark.parametrize("text, published, present, absent", WAITING_TO_BE_MOVED)
def test_waiting_to_be_moved(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
