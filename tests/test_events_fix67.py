"""Event extraction traps found in held-out batch 67 (a GNB corporal from Machiques to a Bello bakery, two corporals
flown from Boa Vista to Brasília, two bridges on Feb. 23, a navy corporal whose brother was taken, three soldiers
shot at mid-river in the blackout, a lieutenant selling water in Manaus, a major after April 30, a customs sergeant
beaten in Cúcuta), each shown on new sentences: a crossing set about in Spanish ("empezaron a cruzar"), a shot
fired "a mitad del cauce" on the crossing's day, and news that "came" told after its verb."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_CROSSING_SET_ABOUT = [
    # "empezaron a cruzar el río hacia Arauquita": set about crossing, as "began to cross" already read
    _case("En la madrugada del domingo 14, con el agua hasta el pecho, cuatro soldados empezaron a cruzar el río "
          "Arauca hacia Arauquita.", "2019-04-20", [("border_crossing", ANY, "2019-04-14")], (),
          "es-empezaron-a-cruzar"),
    _case("El sargento Luis Pérez comenzó a cruzar el puente Simón Bolívar el martes 9 de abril, entre los "
          "peatones.", "2019-04-20", [("border_crossing", ANY, "2019-04-09")], (), "es-comenzo-a-cruzar"),
    # (guards: an aim is still no crossing, nor is trying)
    _case("Cuatro soldados se reunieron en Ureña el domingo 14 para empezar a cruzar el río al día siguiente.",
          "2019-04-20", [], ("border_crossing",), "es-para-empezar-a-cruzar"),
    _case("El domingo 14 cuatro soldados intentaron cruzar el río Arauca, pero una patrulla los detuvo.",
          "2019-04-20", [], ("border_crossing",), "es-intentaron-cruzar"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CROSSING_SET_ABOUT)
def test_a_crossing_set_about(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SHOT_AT_MID_RIVERBED = [
    # "A mitad del cauce, les dispararon": the crossing told before goes on, and its day is the shooting's, not the
    # lead's night before
    _case("La tarde del sábado 13 de abril el cabo Luis Pérez decidió irse. Aquella noche él y otros dos soldados "
          "caminaron hasta la orilla. En la madrugada del domingo 14 cruzaron el río Arauca hacia Arauquita.\n"
          "A mitad del cauce, les dispararon. \"Eran los colectivos\", contó el cabo Pérez. Uno de ellos, el "
          "soldado José Ruiz, recibió un tiro en la pierna.", "2019-04-20",
          [("violence", ANY, "2019-04-14")], (("violence", ANY, "2019-04-13"),), "es-a-mitad-del-cauce"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOT_AT_MID_RIVERBED)
def test_shot_at_mid_riverbed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NEWS_THAT_CAME = [
    # "no le ha llegado noticia de represalias", "le llegó la orden de": the news or the order came, nobody went
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. Gil dice que a ninguno de los cuatro le ha llegado "
          "noticia de represalias contra sus padres, que viven en San Cristóbal.", "2019-04-20", [("defection", ANY, ANY)],
          ("relocation",), "es-le-ha-llegado-noticia"),
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. El martes le llegó la orden de presentarse en San "
          "Cristóbal.", "2019-04-20", [("defection", ANY, ANY)], ("relocation",), "es-le-llego-la-orden"),
    # (a guard: a man who came is still a move)
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. El martes 9 llegó a San Cristóbal.", "2019-04-20",
          [("relocation", "San Cristóbal", "2019-04-09")], (), "es-llego-a-san-cristobal"),
]


@pytest.mark.parametrize("text, published, present, absent", NEWS_THAT_CAME)
def test_news_that_came(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
