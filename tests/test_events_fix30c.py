"""Event extraction traps found in held-out batch 30 worked a third time, each shown on new sentences: a sentence
that goes on with the men a sentence before it moved ("At the time, they asked for refuge") is on the men's day,
not on the day of an uprising that sentence named in passing; a crossing the men were arrested for planning ("after a
tip that they planned to cross") is the charge, not a crossing."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

THE_MENS_EPISODE = [
    # "weeks after the failed uprising of April 30. At the time, they asked for refuge": May, the men's crossing
    _case("Twelve soldiers crossed into Brazil at Pacaraima in May, weeks after the failed military uprising of April "
          "30 in Caracas. At the time, they asked the Federal Police for refuge.", "2019-12-06",
          [("asylum", ANY, "2019-05-01")], (("asylum", ANY, "2019-04-30"),), "en-at-the-time-the-mens-month"),
    _case("Doce soldados cruzaron la frontera por Paraguachón en mayo, semanas después del fallido levantamiento del "
          "30 de abril en Caracas. En ese momento pidieron refugio a Migración Colombia.", "2019-12-06",
          [("asylum", ANY, "2019-05-01")], (("asylum", ANY, "2019-04-30"),), "es-en-ese-momento-el-mes-de-ellos"),
    _case("Doze soldados atravessaram a fronteira em Pacaraima em maio, semanas depois da fracassada tentativa de "
          "levante militar de 30 de abril em Caracas. Na época, eles pediram refúgio à Polícia Federal.", "2019-12-06",
          [("asylum", ANY, "2019-05-01")], (("asylum", ANY, "2019-04-30"),), "pt-na-epoca-o-mes-deles"),
    # ... the men's own finest day still wins among their steps
    _case("Twelve soldiers left their base on May 3 and crossed into Brazil at Pacaraima on May 5, weeks after the "
          "failed military uprising of April 30 in Caracas. There they asked the Federal Police for refuge.",
          "2019-12-06", [("asylum", ANY, "2019-05-05")], (), "en-the-mens-own-day"),
    # ... and a step of others, not the men's, stays on the day of the uprising it follows
    _case("Twelve soldiers crossed into Brazil at Pacaraima in May, weeks after the failed military uprising of April "
          "30 in Caracas. At the time, the government arrested dozens of officers in Caracas.", "2019-12-06",
          [("arrest", "Caracas", "2019-04-30")], (), "en-others-step-stays-on-the-uprising-day"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_MENS_EPISODE)
def test_the_next_step_is_on_the_mens_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_FOR_A_PLAN = [
    # "arrested ... after a tip that they planned to cross": the arrest, and no crossing or desertion
    _case("Three sergeants were arrested on Friday in Ureña after a tip that they planned to cross into Colombia.",
          "2019-08-12", [("arrest", "Ureña", "2019-08-09")], ("border_crossing", "defection"), "en-tip-that-they-planned"),
    _case("Dos sargentos fueron detenidos el viernes en Ureña porque planeaban cruzar a Colombia.", "2019-08-12",
          [("arrest", "Ureña", "2019-08-09")], ("border_crossing", "defection"), "es-porque-planeaban-cruzar"),
    _case("Dois sargentos foram presos na sexta-feira em Pacaraima porque planejavam cruzar para o Brasil.",
          "2019-08-12", [("arrest", "Pacaraima", "2019-08-09")], ("border_crossing", "defection"),
          "pt-porque-planejavam-cruzar"),
    # ... a plan with no arrest for it stays coded, as a plan
    _case("Three sergeants planned to cross into Colombia on Friday from Ureña.", "2019-08-12",
          [("border_crossing", ANY, ANY)], (), "en-a-plan-with-no-arrest-stays"),
    # ... and so does the plan of a man who is not said to be held for it ("who had planned to cross with them")
    _case("A third soldier who had planned to cross with them was captured by the GNB in Ureña on Friday.",
          "2019-08-12", [("border_crossing", ANY, ANY), ("arrest", "Ureña", "2019-08-09")], (),
          "en-who-had-planned-is-no-charge"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_FOR_A_PLAN)
def test_a_plan_held_for_is_no_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
