"""Event extraction traps found in held-out batch 72 (Migración's count of troops who "han cruzado a Colombia desde
febrero, cuando el 23 de ese mes ..." in a Montería story), each shown on new sentences: a running total counted from
a month keeps no day, even when the "when" clause after the month names a day of its own."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

TOTAL_SINCE_A_MONTH_WHOSE_DAY_IS_NAMED = [
    # the day the "when" clause names is that clause's, not the total's told before the month
    _case("La Cancillería estima que unos 900 soldados venezolanos han cruzado a Colombia desde febrero, cuando el 23 "
          "de ese mes cientos de guardias dejaron sus puestos en los puentes.", "2019-10-10",
          [("border_crossing", "Colombia", None), ("defection", "Colombia", None)],
          (("border_crossing", ANY, "2019-02-23"), ("defection", ANY, "2019-02-01")), "es-desde-febrero-el-23-de-ese-mes"),
    _case("About 900 Venezuelan soldiers have crossed into Colombia since February, when on the 23rd of that month "
          "hundreds of guardsmen abandoned their posts.", "2019-10-10",
          [("border_crossing", "Colombia", None), ("defection", "Colombia", None)],
          (("border_crossing", ANY, "2019-02-23"),), "en-since-february-23rd-of-that-month"),
    # guards: a total counted from a day the "when" clause tells keeps that day; a single crossing keeps its own
    _case("Desde el 23 de febrero, cuando cientos de guardias abandonaron sus puestos, unos 900 soldados han cruzado a "
          "Colombia.", "2019-10-10", [("border_crossing", "Colombia", "2019-02-23")], (), "es-desde-el-23-cuando"),
    _case("El cabo Luis Mora cruzó a Colombia el 3 de marzo, cuando cientos de guardias dejaron sus puestos.",
          "2019-10-10", [("border_crossing", "Colombia", "2019-03-03")], (), "es-one-crossing-own-day"),
]


@pytest.mark.parametrize("text, published, present, absent", TOTAL_SINCE_A_MONTH_WHOSE_DAY_IS_NAMED)
def test_a_total_since_a_month_whose_day_is_named(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
