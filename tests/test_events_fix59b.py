"""Event extraction traps found again in held-out batch 59 (soldiers robbed on a trail who walk on into Brazil),
each shown on new sentences."""

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
