"""Event extraction traps found in held-out batch 55 (an ex-sergeant who "desertou em fevereiro" and crossed into
Pacaraima on the 24th, a corporal whose walk into Leticia is told before his desertion at Pacaraima, a shelter "para
militares de Boa Vista"), each shown on new sentences: a desertion told by its month takes the day and place of the
crossing told right after it, a named man deserts once, and a shelter for someone is still in its town."""

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


ONE_DESERTION_PER_NAMED_MAN = [
    # his walk into Colombia told first, his desertion months before told after: the walk is only a crossing
    _case("El cabo Pedro Salas Mora entró a Colombia por Leticia el viernes 7 de junio. El 9 de marzo, Salas había "
          "abandonado su unidad y cruzado a pie hasta Pacaraima.", "2019-06-13",
          [("defection", ANY, "2019-03-09"), ("border_crossing", ANY, "2019-06-07")],
          (("defection", ANY, "2019-06-07"),), "es-walk-told-before-desertion"),
    _case("Cpl. Pedro Salas crossed into Colombia at Leticia on Friday, June 7. He had deserted his unit on March 9 "
          "and walked to Pacaraima.", "2019-06-13",
          [("defection", ANY, "2019-03-09"), ("border_crossing", ANY, "2019-06-07")],
          (("defection", ANY, "2019-06-07"),), "en-walk-told-before-desertion"),
    # ... a man who deserts by crossing, with no other desertion told: his crossing's
    _case("El cabo Pedro Salas Mora abandonó su unidad y cruzó a Colombia por Paraguachón el viernes 7 de junio.",
          "2019-06-13", [("defection", ANY, "2019-06-07")], (), "es-the-only-desertion"),
    # ... another man's crossing later: his own desertion
    _case("El cabo Pedro Salas Mora abandonó su unidad el 9 de marzo. El sargento Luis Mora cruzó a Colombia por "
          "Paraguachón el viernes 7 de junio.", "2019-06-13",
          [("defection", ANY, "2019-03-09"), ("defection", ANY, "2019-06-07")], (), "es-another-man-later"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_DESERTION_PER_NAMED_MAN)
def test_one_desertion_per_named_man(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SHELTER_FOR_SOMEONE = [
    # "al albergue para militares de Boa Vista": the shelter's town is where he was taken
    _case("El 12 de marzo, el cabo Luis Pérez fue trasladado al albergue para militares de Boa Vista.", "2019-06-13",
          [("relocation", "Boa Vista", "2019-03-12")], (), "es-albergue-para-militares-de"),
    _case("Em 12 de março, o cabo Luis Pérez foi levado ao abrigo para militares de Boa Vista.", "2019-06-13",
          [("relocation", "Boa Vista", "2019-03-12")], (), "pt-abrigo-para-militares-de"),
    # ... not food for the soldiers of a town: no move
    _case("El 12 de marzo, el cabo Luis Pérez compró comida para militares de Boa Vista.", "2019-06-13",
          [], ("relocation",), "es-comida-para-militares-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SHELTER_FOR_SOMEONE)
def test_a_shelter_for_someone(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
