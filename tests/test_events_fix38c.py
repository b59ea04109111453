"""Event extraction traps found in held-out batch 38, third pass (a captain of April 30 who stood with Guaidó, an
ex-corporal who crossed at Pacaraima after leaving his battalion), each shown on new sentences: soldiers standing or
gathering beside Guaidó on the day of the uprising, and a desertion told late in a relative clause set after the
soldier's age."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

STOOD_WITH_GUAIDO = [
    # "stood beside Guaidó", "gathered with Guaidó", "se reunió con Guaidó", "ficou ao lado de Guaidó" on April 30:
    # a soldier at the rebels' side that day has broken ranks, as one who "joined Guaidó"
    _case("Sgt. Pedro Lara was among the soldiers who gathered with Guaidó outside La Carlota air base on April 30.",
          "2019-06-20", [("defection", ANY, "2019-04-30"), ("uprising", ANY, "2019-04-30")], (),
          "soldiers-who-gathered-with-guaido"),
    _case("Captain Pedro Lara stood beside opposition leader Juan Guaidó near La Carlota air base on April 30.",
          "2019-06-20", [("defection", ANY, "2019-04-30")], (), "stood-beside-opposition-leader-guaido"),
    _case("El capitán Pedro Lara se reunió con Guaidó cerca de La Carlota el 30 de abril.", "2019-06-20",
          [("defection", ANY, "2019-04-30")], (), "es-se-reunio-con-guaido"),
    _case("O capitão Pedro Lara ficou ao lado de Guaidó perto de La Carlota em 30 de abril.", "2019-06-20",
          [("defection", ANY, "2019-04-30")], (), "pt-ficou-ao-lado-de-guaido"),
    # ... not beside him on another day, nor civilians beside him (no desertion without soldiers)
    _case("Captain Pedro Lara stood beside Guaidó at a rally in January.", "2019-06-20", [],
          ("defection", "uprising"), "stood-beside-guaido-in-january"),
    _case("Thousands of students stood with Guaidó in Altamira on April 30.", "2019-06-20", [], ("defection",),
          "students-stood-with-guaido"),
    # ... nor the rebels named as a known group, with no one told to be among them
    _case("The photographs that went round the world were of the few troops who stood with Guaidó outside La Carlota "
          "air base on April 30.", "2019-06-20", [], ("defection",), "photographs-of-the-troops-who-stood-with-guaido"),
    _case("Ese día decidieron unirse a los militares que acompañaron a Juan Guaidó en el distribuidor Altamira el 30 "
          "de abril.", "2019-06-20", [("uprising", ANY, "2019-04-30")], (("defection", ANY, "2019-04-30"),),
          "es-unirse-a-los-militares-que-acompanaron"),
]


@pytest.mark.parametrize("text, published, present, absent", STOOD_WITH_GUAIDO)
def test_stood_with_guaido(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


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
