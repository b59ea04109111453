"""Event extraction traps found in held-out batch 55 (an ex-sergeant who "desertou em fevereiro" and crossed into
Pacaraima on the 24th), each shown on new sentences: a desertion told by its month takes the day and place of the
crossing told right after it."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

MONTH_THEN_CROSSING_DAY = [
    # "desertou em março. No dia 12 daquele mês ... atravessou a fronteira até Pacaraima": the month's desertion is the
    # crossing's, on its day and at its place
    _case("O ex-sargento, que pediu para não ter o nome publicado, contou que desertou em março. No dia 12 daquele "
          "mês, ele deixou o posto em Santa Elena de Uairén e atravessou a fronteira a pé até Pacaraima.", "2019-06-11",
          [("defection", "Pacaraima", "2019-03-12")], (("defection", ANY, "2019-03-01"),), "pt-desertou-em-marco"),
    _case("El excabo, que pidió no ser identificado, contó que desertó en marzo. El 12 de ese mes, dejó su puesto en "
          "Santa Elena de Uairén y cruzó la frontera a pie hasta Pacaraima.", "2019-06-11",
          [("defection", "Pacaraima", "2019-03-12")], (("defection", ANY, "2019-03-01"),), "es-desertó-en-marzo"),
    _case("The former sergeant, who asked not to be named, said he deserted in March. On March 12 he left his post in "
          "Santa Elena de Uairén and crossed the border on foot to Pacaraima.", "2019-06-11",
          [("defection", "Pacaraima", "2019-03-12")], (("defection", ANY, "2019-03-01"),), "en-deserted-in-march"),
    # ... not a crossing told in another month: the desertion keeps its month
    _case("O ex-sargento, que pediu para não ter o nome publicado, contou que desertou em março. Em 2 de abril, ele "
          "atravessou a fronteira a pé até Pacaraima.", "2019-06-11", [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-04-02"),),
          "pt-crossing-next-month"),
]


@pytest.mark.parametrize("text, published, present, absent", MONTH_THEN_CROSSING_DAY)
def test_month_desertion_dated_by_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
