"""Relatives who move: a deserter's wife, children or parents crossing the border, being taken on to
another town or asking for refuge are events of their own, and never a desertion, each shown on new
sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Relatives named by whose they are cross: a crossing, no desertion.
    _case("His wife and two sons crossed into Colombia at Cúcuta on Saturday.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-15")], ("defection",), "his-wife-and-sons-crossed"),
    _case("The corporal's wife and their three children crossed the Simón Bolívar bridge on Saturday.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-15")], ("defection",), "possessive-wife-crossed"),
    _case("His wife, Carmen, and their baby daughter waded across the Táchira River on Wednesday.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-19")], ("defection",), "wife-named-in-apposition"),
    _case("La esposa y los tres hijos del cabo cruzaron el puente Simón Bolívar el sábado.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-15")], ("defection",), "es-esposa-e-hijos-del-cabo"),
    _case("El domingo, la esposa del sargento y su hijo menor lograron cruzar por una trocha hasta La Parada.",
          "2019-06-20", [("border_crossing", ANY, "2019-06-16")], ("defection",), "es-lograron-cruzar"),
    _case("Na quinta-feira (13), a mulher e os filhos do sargento cruzaram a fronteira a pé em Pacaraima.",
          "2019-06-20", [("border_crossing", "Pacaraima", "2019-06-13")], ("defection",), "pt-mulher-e-filhos"),
    # A family taken on after its crossing: a move, and the one it follows is not the soldier's.
    _case("Na quinta-feira (13), a mulher e os filhos do cabo cruzaram a fronteira em Pacaraima. No sábado (15), "
          "a família do cabo chegou de ônibus a Boa Vista.", "2019-06-20",
          [("relocation", "Boa Vista", "2019-06-15")], ("defection",), "pt-familia-do-cabo-chegou"),
    _case("Na quinta-feira (13), a mulher e os filhos do cabo cruzaram a fronteira em Pacaraima e pediram refúgio "
          "à Polícia Federal. No dia seguinte, foram levados de ônibus para Boa Vista.", "2019-06-20",
          [("asylum", "Pacaraima", "2019-06-13"), ("relocation", "Boa Vista", "2019-06-14")], ("defection",),
          "pt-left-out-subject-is-the-family"),
    _case("His wife and children were flown to Bogotá on Tuesday.", "2019-06-20",
          [("relocation", "Bogotá", "2019-06-18")], ("defection",), "kin-flown-on"),
    # A relative described by whose relative she is takes no rank from him.
    _case("Marlene, 29, the wife of a former army sergeant, was questioned twice by agents. On Tuesday, with her "
          "two children, she walked across the Simón Bolívar bridge into Colombia.", "2019-06-20",
          [("border_crossing", ANY, "2019-06-18")], ("defection",), "wife-of-a-sergeant-takes-no-rank"),
    _case("His wife, Ana, 31, and their sons, aged 5 and 9, crossed on Sunday through a trail near Ureña.",
          "2019-06-20", [("border_crossing", ANY, "2019-06-16")], ("defection",), "two-asides-in-the-family"),
    # A soldier named first still deserts with his family.
    _case("The sergeant, his wife and two children crossed into Colombia at Cúcuta on Saturday.", "2019-06-20",
          [("defection", ANY, "2019-06-15"), ("border_crossing", ANY, "2019-06-15")], (), "soldier-with-kin"),
    _case("His son, a National Guard sergeant, crossed into Colombia at Cúcuta on Saturday.", "2019-06-20",
          [("defection", ANY, "2019-06-15"), ("border_crossing", ANY, "2019-06-15")], (), "kin-who-is-a-soldier"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixq_relatives_move(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
