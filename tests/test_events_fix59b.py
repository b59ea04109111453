"""Event extraction traps found again in held-out batch 59 (soldiers robbed on a trail who walk on into Brazil, a
sailor's buses across Venezuela in the blackout), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_WALK_BOUND_SOMEWHERE = [
    # "andaram até a rodovia, já em território brasileiro": walking to a place abroad is the crossing
    _case("O sargento Luis Pérez desertou na sexta-feira (8). No sábado (9), ele andou até a estrada, já em "
          "território brasileiro.", "2019-03-20", [("border_crossing", "Brazil", "2019-03-09")], (),
          "pt-andou-ate-ja-em-territorio"),
    _case("Dois soldados venezuelanos desertaram na sexta-feira (8). No sábado (9), os dois andaram a pé até "
          "Pacaraima.", "2019-03-20", [("border_crossing", "Pacaraima", "2019-03-09")], (), "pt-andaram-a-pe-ate"),
    # ... so a later visit to the police abroad is no crossing of its own
    _case("Dois soldados venezuelanos desertaram na sexta-feira (8). No sábado (9), os dois andaram até a rodovia, já "
          "em território brasileiro. Na terça-feira (12), os dois procuraram a Polícia Federal e pediram refúgio.",
          "2019-03-20", [("border_crossing", ANY, "2019-03-09"), ("asylum", ANY, "2019-03-12")],
          (("border_crossing", ANY, "2019-03-12"),), "pt-then-the-police-abroad"),
]

NOT_A_WALK_BOUND_SOMEWHERE = [
    # "andou pela cidade", "andava armado", "andou até cansar": going about, being, walking on, no journey
    _case("O sargento Luis Pérez desertou na sexta-feira (8) em Santa Elena de Uairén. No sábado (9), ele andou pela "
          "cidade de Pacaraima.", "2019-03-20", [("defection", ANY, "2019-03-08")], ("border_crossing",),
          "pt-andou-pela-cidade"),
    _case("O sargento Luis Pérez, que andava armado em Pacaraima, foi preso na sexta-feira (8).", "2019-03-20",
          [("arrest", "Pacaraima", "2019-03-08")], ("border_crossing",), "pt-andava-armado"),
    _case("O sargento Luis Pérez desertou na sexta-feira (8) em Santa Elena de Uairén e andou até cansar.",
          "2019-03-20", [("defection", ANY, "2019-03-08")], ("border_crossing",), "pt-andou-ate-cansar"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WALK_BOUND_SOMEWHERE)
def test_a_walk_bound_somewhere_is_a_journey(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", NOT_A_WALK_BOUND_SOMEWHERE)
def test_going_about_is_no_journey(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LIST_SET_OFF_BY_DASHES = [
    # "y \"carros por puesto\" —Valencia, Barquisimeto— y llegó a Maracaibo": the stops set off by dashes are no way
    # over a border that the "por" of a quoted name before the dash would make them
    _case("El sargento Luis Pérez desertó el sábado 9 de marzo. Tomó cinco autobuses y \"carros por puesto\" "
          "—Valencia, Barquisimeto, Carora— y llegó a Maracaibo el lunes 11 de marzo.", "2019-04-16",
          [("relocation", "Maracaibo", "2019-03-11")], ("border_crossing",), "es-carros-por-puesto-dash-list"),
    _case("O sargento Luis Pérez desertou no sábado (9). Pegou três ônibus e \"carros por puesto\" —Valencia, "
          "Barquisimeto— e chegou a Maracaibo na segunda-feira (11).", "2019-04-16",
          [("relocation", "Maracaibo", "2019-03-11")], ("border_crossing",), "pt-carros-por-puesto-dash-list"),
]

NOT_A_LIST_SET_OFF_BY_DASHES = [
    # the dashes set off the way, or a place after the one the preposition governs: the crossing stands
    _case("El sargento Luis Pérez desertó el sábado 9 de marzo. El lunes 11 cruzó la frontera —por una trocha— hasta "
          "Cúcuta.", "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-11")], (), "es-dash-aside-of-the-way"),
    _case("El sargento Luis Pérez desertó el sábado 9 de marzo y el lunes 11 cruzó por San Antonio —Táchira— hasta "
          "Cúcuta.", "2019-04-16", [("border_crossing", ANY, "2019-03-11")], (), "es-dash-aside-after-the-place"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LIST_SET_OFF_BY_DASHES)
def test_a_list_set_off_by_dashes_is_no_way_over(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", NOT_A_LIST_SET_OFF_BY_DASHES)
def test_a_dash_aside_elsewhere_keeps_the_crossing(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
