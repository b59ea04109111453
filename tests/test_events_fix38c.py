"""Event extraction traps found in held-out batch 38, third pass (an ex-corporal who crossed at Pacaraima after
leaving his battalion), each shown on new sentences: a desertion told late in a relative clause set after the
soldier's age."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

AGED_ANTECEDENT = [
    # "disse ao jornal o cabo X, de 26 anos, que cruzou ..., depois de abandonar seu batalhão": the clause set off
    # after the age is still his, to its desertion at the end
    _case("\"Aqui tem trabalho\", disse ao jornal o cabo Pedro Lara, de 26 anos, que cruzou a fronteira em Pacaraima "
          "em 3 de março, depois de abandonar seu batalhão em Santa Elena de Uairén.", "2019-06-20",
          [("defection", "Santa Elena de Uairén", "2019-03-03"), ("border_crossing", "Pacaraima", "2019-03-03")], (),
          "pt-de-26-anos-que-cruzou-depois-de-abandonar"),
    _case("\"There is work,\" said to reporters Corporal Pedro Lara, 26, who crossed the border at Paraguachón on "
          "March 3, after deserting his battalion in Maracaibo.", "2019-06-20",
          [("defection", "Maracaibo", "2019-03-03")], (), "corporal-26-who-crossed-after-deserting"),
    # ... not a civilian's clause, whose shop left is no post
    _case("\"Aqui tem trabalho\", disse ao jornal a comerciante Ana Lima, de 49 anos, que cruzou a fronteira em "
          "Pacaraima em 3 de março, depois de abandonar sua loja em Santa Elena de Uairén.", "2019-06-20", [],
          ("defection",), "pt-comerciante-de-49-anos"),
]


@pytest.mark.parametrize("text, published, present, absent", AGED_ANTECEDENT)
def test_aged_antecedent(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
