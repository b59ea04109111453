"""Event extraction traps found in held-out batch 10, each shown on new sentences: who reports a
running total, the clashes and arrests around a revolt, the post a mutiny took its arms from."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded



CASES = [
    # Who reports a running total is its source: no statement of its own.
    _case("The foreign ministry of Peru said on Friday that more than 60 Venezuelan soldiers had crossed into "
          "Colombia since March 1.", "2019-04-20", [("defection", "Colombia", ANY)], ("statement",),
          "tally-said-that"),
    _case("Brazil's defense ministry said on Monday that 30 Venezuelan soldiers have crossed into Pacaraima since "
          "February.", "2019-04-20", [("border_crossing", "Pacaraima", ANY)], ("statement",), "tally-have-crossed"),
    _case("El Ministerio de Defensa de Brasil dijo el lunes que 30 militares venezolanos han cruzado a Pacaraima "
          "desde febrero.", "2019-04-20", [("border_crossing", "Pacaraima", ANY)], ("statement",), "es-tally-dijo-que"),
    # The clashes, arrests and protests around a revolt are set on its day.
    _case("Early on March 3, a squad of soldiers seized weapons from a guard post in Rubio and called for a revolt. "
          "Neighbours blocked the avenue with burning tyres. Police fired tear gas at the crowd.", "2019-04-20",
          [("uprising", "Rubio", "2019-03-03"), ("protest", ANY, "2019-03-03"), ("violence", ANY, "2019-03-03")],
          (), "revolt-then-protest-and-tear-gas"),
    _case("En la madrugada del 3 de marzo, un grupo de soldados se alzó en un cuartel de Rubio. Los vecinos "
          "bloquearon la avenida con cauchos encendidos. La policía lanzó gases lacrimógenos contra la multitud.",
          "2019-04-20", [("protest", ANY, "2019-03-03"), ("violence", ANY, "2019-03-03")], (), "es-alzamiento-vecinos"),
    # A mutiny is where the post it took its arms from is.
    _case("Before sunrise on May 2, about 20 guardsmen seized rifles from a barracks in Ureña and filmed a call to "
          "arms.", "2019-05-20", [("uprising", "Ureña", "2019-05-02")], (), "seized-rifles-from-a-post-in"),
]


CASES += [
    # A relative held by the security forces is an arrest, told in the passive too.
    _case("His sister was detained for two days by agents in Barinas in early May.", "2019-06-10",
          [("arrest", "Barinas", "2019-05-01")], (), "kin-was-detained"),
    _case("The father of a deserter was taken from his home in Rubio on Wednesday and released two days later.",
          "2019-03-05", [("arrest", "Rubio", "2019-02-27")], (), "kin-taken-from-his-home"),
    _case("Su madre fue detenida por agentes de la DGCIM en Barinas el 3 de marzo.", "2019-04-11",
          [("arrest", "Barinas", "2019-03-03")], (), "es-su-madre-fue-detenida"),
    _case("Un sargento retirado fue sacado de su casa en Rubio el miércoles por agentes de la DGCIM.", "2019-03-05",
          [("arrest", "Rubio", "2019-02-27")], (), "es-sacado-de-su-casa"),
    # Shots fired at a house are violence.
    _case("Gunmen fired three rounds at the house of a deserter in Rubio on Monday.", "2019-03-05",
          [("violence", "Rubio", "2019-03-04")], (), "fired-rounds-at"),
    _case("Two days after the sergeant fled, men on a motorbike fired several shots at his mother's door in Ureña.",
          "2019-03-05", [("violence", "Ureña", ANY)], (), "fired-shots-at"),
]


CASES += [
    # A distance converted in parentheses does not cut a transfer from where it goes.
    _case("Three soldiers crossed into Brazil on Sunday. The men were bussed the 200 kilometres (124 miles) to "
          "Boa Vista on Thursday.", "2019-05-20", [("relocation", "Boa Vista", "2019-05-16")], (), "driven-the-km-(miles)-to"),
    _case("Tres soldados cruzaron a Brasil el domingo. Los soldados fueron llevados 200 kilómetros (124 millas) hasta "
          "Boa Vista el jueves.", "2019-05-20", [("relocation", "Boa Vista", "2019-05-16")], (), "es-enviados-km-(millas)-hasta"),
    # "Eleven of them": part of the group told before, whatever the number.
    _case("Some 40 soldiers crossed into Colombia in February. Twelve of them were flown to Bogotá on April 4.",
          "2019-04-20", [("relocation", "Bogotá", "2019-04-04")], (), "twelve-of-them"),
    _case("Unos 40 militares venezolanos cruzaron a Colombia en febrero. Doce de ellos fueron trasladados a Bogotá "
          "el 4 de abril.", "2019-04-20", [("relocation", "Bogotá", "2019-04-04")], (), "es-doce-de-ellos"),
    # "according to the army": the source, not whom "them" stands for next.
    _case("About 50 guardsmen have reached Pacaraima since March, according to the army. Nine of them were flown "
          "to Manaus last week.", "2019-05-20", [("relocation", "Manaus", ANY)], (), "according-to-is-no-antecedent"),
    _case("Unos 50 guardias han llegado a Pacaraima desde marzo, según el ejército. Nueve de ellos fueron "
          "trasladados a Manaos la semana pasada.", "2019-05-20", [("relocation", ANY, ANY)], (),
          "es-segun-is-no-antecedent"),
]


CASES += [
    # "the latest of dozens to desert since ...": the running total the men join, not a second, undated desertion.
    _case("Two sergeants crossed into Colombia on Tuesday, the latest in a string of soldiers who have deserted since "
          "February.", "2019-03-22", [("defection", "Colombia", "2019-03-19")], (), "latest-in-a-string-who-have"),
    _case("Five guardsmen walked into Brazil on Sunday and asked the police for refuge, the latest of several dozen "
          "troops to desert since last month.", "2019-03-22",
          [("defection", "Brazil", "2019-03-17"), ("asylum", "Brazil", "2019-03-17")], (), "latest-of-dozens-to-desert"),
]


CASES += [
    # Asking for protection in a "where" clause happens at the place the "where" hangs on.
    _case("Two guardsmen waded the river near Ureña on Sunday to Cúcuta, where they asked for asylum.", "2019-04-17",
          [("asylum", "Cúcuta", "2019-04-14")], (), "crossed-near-to-where-asked"),
    _case("Dos cabos cruzaron el río cerca de Ureña el domingo hasta Cúcuta, donde solicitaron refugio.", "2019-04-17",
          [("asylum", "Cúcuta", "2019-04-14")], (), "es-cruzaron-cerca-hasta-donde"),
]


CASES += [
    # A crowd of supporters or protesters gathering somewhere is a protest; soldiers gathering is none.
    _case("Hundreds of protesters gathered in Plaza Altamira on Tuesday.", "2019-04-30",
          [("protest", "Plaza Altamira", "2019-04-30")], (), "protesters-gathered-in"),
    _case("On Saturday morning several thousand opposition supporters had gathered at Plaza Altamira to cheer the "
          "rebels.", "2019-05-06", [("protest", "Plaza Altamira", "2019-05-04")], (), "supporters-had-gathered-at"),
    _case("Soldiers gathered in Plaza Altamira on Tuesday.", "2019-04-30", [], ("protest",), "soldiers-gathered"),
]


CASES += [
    # "the city centre" is the centre of the city named before.
    _case("Local officials in Cúcuta complained on Monday about the cost of the hotels.\n\nOn Saturday, police "
          "detained three former guardsmen at a hotel in the city centre.", "2019-04-11",
          [("arrest", "Cúcuta", "2019-04-06")], (), "the-city-centre"),
    _case("Officials in Riohacha complained on Monday about the hotels.\n\nOn Sunday police detained two former "
          "soldiers after a fight in a bar in the city center.", "2019-04-11",
          [("arrest", "Riohacha", "2019-04-07")], (), "the-city-center"),
]


CASES += [
    # "the military complex", "el complejo militar" is the base named before; "dentro de" places like "inside".
    _case("Fuerte Tiuna is the largest base in Caracas. Two lieutenants were arrested inside the military complex on "
          "Monday.", "2019-04-17", [("arrest", "Fuerte Tiuna", "2019-04-15")], (), "inside-the-military-complex"),
    _case("Fuerte Tiuna es la mayor base de Caracas. Dos tenientes fueron detenidos dentro del complejo militar el "
          "lunes.", "2019-04-17", [("arrest", "Fuerte Tiuna", "2019-04-15")], (), "es-dentro-del-complejo-militar"),
    _case("Dos sargentos fueron detenidos el martes dentro de Fuerte Tiuna.", "2019-04-17",
          [("arrest", "Fuerte Tiuna", "2019-04-16")], (), "es-dentro-de"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch10_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
