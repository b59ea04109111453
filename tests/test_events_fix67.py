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


A_SCENE_SET_ON_ITS_OPENING_DAY = [
    # "La noche del domingo 27, Sayago había conseguido un cuarto ... Cuando regresaba, tres hombres lo golpearon": a
    # sentence that opens on its day and tells nothing done sets the scene the next step happened in
    _case("El cabo Luis Pérez cruzó a Cúcuta el lunes 4 de marzo.\n\nLa noche del sábado 9, Pérez había alquilado una "
          "pieza en el barrio La Libertad. Al salir de una panadería, dos hombres lo golpearon y le robaron el "
          "teléfono.", "2019-03-20", [("violence", ANY, "2019-03-09")], (), "es-la-noche-del-sabado-9"),
    _case("Cpl. Luis Pérez crossed into Cúcuta on Monday, March 4.\n\nOn the night of Saturday, March 9, Pérez was "
          "renting a room in the La Libertad district. As he left a bakery, two men beat him and stole his phone.",
          "2019-03-20", [("violence", ANY, "2019-03-09")], (), "en-on-the-night-of"),
    _case("O cabo Luis Pérez atravessou para Pacaraima na segunda-feira (4).\n\nNa noite de sábado (9), Pérez já "
          "alugava um quarto no bairro Jóquei Clube. Ao sair de uma padaria, dois homens o espancaram e roubaram o "
          "celular.", "2019-03-20", [("violence", ANY, "2019-03-09")], (), "pt-na-noite-de-sabado"),
    # (a guard: the day a saying opens on dates the saying, not what it reports or what follows)
    _case("El cabo Luis Pérez cruzó a Cúcuta el lunes 4 de marzo.\n\nEl sábado 9, el ministro de Defensa dijo que "
          "Pérez sería protegido. Dos hombres lo golpearon y le robaron el teléfono.", "2019-03-20", [],
          (("violence", ANY, "2019-03-09"),), "es-el-sabado-9-el-ministro-dijo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SCENE_SET_ON_ITS_OPENING_DAY)
def test_a_scene_set_on_its_opening_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
