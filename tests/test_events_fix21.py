"""Event extraction traps found in held-out batch 21, each shown on new sentences: "as duas" for two
women soldiers, a sentence opening on a plural verb whose subject is left out, a surrender right after
the same people's crossing, boats towed to port, asylum applications signed, a service's station left,
an acronym in brackets, a pronoun going on with the scene of the sentence before, rowing down a river,
a river a third country names, a date opening the next coordinated clause, crowds pouring onto the
streets of a town, "volvió a cruzar" and a day that names another happening ("el fracaso del 30 de abril")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "As duas": the Portuguese feminine stands for the two women named before, as "os dois" does.
    _case("Duas militares venezuelanas desertaram na semana passada. Era a madrugada de quinta-feira (7), e as duas "
          "tinham acabado de sair de Santa Elena de Uairén. As duas chegaram a Pacaraima no fim da manhã.", "2019-02-12",
          [("border_crossing", "Pacaraima", "2019-02-07")], (), "pt-as-duas"),
    # A sentence may open on a plural past verb whose subject the sentence before named.
    _case("Dois sargentos venezuelanos chegaram a Bonfim na segunda-feira (11). Dormiram numa pousada que os acolheu e, "
          "na terça-feira (12), se apresentaram à Polícia Federal em Bonfim, onde pediram refúgio.", "2019-02-14",
          [("asylum", "Bonfim", "2019-02-12")], (("defection", ANY, "2019-02-12"),), "pt-opens-on-plural-verb"),
    # Giving themselves up the day after the story told their crossing is no second desertion.
    _case("Two Venezuelan corporals reached Bonfim on Monday. On Tuesday they presented themselves to the Federal "
          "Police in Bonfim and asked for refuge.", "2019-02-14",
          [("asylum", "Bonfim", "2019-02-12")], (("defection", ANY, "2019-02-12"),), "surrender-after-told-crossing"),
]


CASES += [
    # "towed to" a port is a move, by whoever towed them.
    _case("Four Venezuelan sailors reached Curaçao on Thursday. They were towed to Willemstad and handed to the "
          "coast guard.", "2019-05-20", [("relocation", "Willemstad", "2019-05-16")], (), "towed-to"),
    # "signed asylum applications" asks for asylum.
    _case("Five Venezuelan guardsmen crossed into Guyana at Lethem on Sunday. On Monday the five signed asylum "
          "applications at the immigration office in Lethem.", "2019-05-22",
          [("asylum", "Lethem", "2019-05-20")], (), "signed-asylum-applications"),
]


CASES += [
    # A service's station left is a post deserted; a police station is where deserters go to give themselves up.
    _case("Two Venezuelan sailors left the naval station at Güiria late on Friday.", "2019-05-20",
          [("defection", "Güiria", "2019-05-17")], (), "left-the-naval-station"),
    _case("Two Venezuelan sergeants left the police station in Cúcuta on Friday.", "2019-05-20",
          [], ("defection",), "left-the-police-station"),
    # An acronym in brackets after a name cuts no clause: the office is still where they asked.
    _case("Three Venezuelan pilots reached Panama on Sunday. On Monday the three signed asylum applications with the "
          "National Refugee Office (ONPAR) at its office in Panama City.", "2019-05-22",
          [("asylum", "Panama City", "2019-05-20")], (), "acronym-in-brackets"),
]


CASES += [
    # "They" opening a sentence goes on with the scene, and the day, of the eventless sentence before it.
    _case("Three Venezuelan sailors fled in a launch on Saturday. A fishing crew found them adrift off Aruba early on "
          "Sunday. They were towed to Oranjestad and handed to the police.", "2019-05-22",
          [("relocation", "Oranjestad", "2019-05-19")], (), "they-go-on-with-the-scene"),
]


CASES += [
    # "remaron", "bajaron ... por el río ... hasta": down a river by boat to the other side.
    _case("El jueves, dos cabos venezolanos remaron por el río Meta hasta Puerto Carreño.", "2019-05-20",
          [("border_crossing", ANY, "2019-05-16")], (), "es-remaron-hasta"),
    _case("El jueves, dos cabos venezolanos bajaron en una canoa por el río Orinoco hasta Puerto Carreño.", "2019-05-20",
          [("border_crossing", ANY, "2019-05-16")], (), "es-bajaron-por-el-rio"),
    _case("El jueves, los dos cabos venezolanos bajaron del autobús en San Cristóbal.", "2019-05-20",
          [], ("border_crossing", "defection"), "es-bajaron-del-autobus"),
    # A river whose gazetteer country is neither home nor the town reached: the crossing is at the town.
    # (the Río Negro is filed in Brazil; the Guainía, its upper course, in Colombia since batch 22's fixes)
    _case("El jueves, tres soldados venezolanos remaron por el río Negro hasta Inírida.", "2019-05-20",
          [("border_crossing", "Inírida", "2019-05-16")], (), "es-third-country-river"),
]



CASES += [
    # A date opening the next coordinated clause belongs to the verb after it, past the subject between.
    _case("El 4 de febrero, unos veinte guardias se alzaron en Guasdualito, y el jueves 7 el mayor Luis Ortega, "
          "agregado militar en Bogotá, desconoció a Maduro en un vídeo.", "2019-02-12",
          [("defection", ANY, "2019-02-07"), ("uprising", "Guasdualito", "2019-02-04")], (), "es-y-el-jueves-7-subject-verb"),
    # Crowds pouring "onto" the streets of a town protest there.
    _case("Thousands poured onto the streets of Valencia on Tuesday to back the opposition.", "2019-02-07",
          [("protest", "Valencia", "2019-02-05")], (), "poured-onto-the-streets-of"),
]



CASES += [
    # "volvió a cruzar": crossed again, told with its subject left out after a dated opening and an aside.
    _case("El cabo Andrés Rivas desertó en marzo y vivió dos meses en Cúcuta. El jueves 16 de mayo, sin trabajo, volvió "
          "a cruzar el puente Francisco de Paula Santander.", "2019-05-29",
          [("border_crossing", "Francisco de Paula Santander International Bridge", "2019-05-16")], (),
          "es-volvio-a-cruzar"),
    # "el fracaso del 30 de abril" names the uprising's day, not the crossing's.
    _case("El cabo Andrés Rivas desertó en marzo y vivió dos meses en Cúcuta. El jueves 16 de mayo, decepcionado por el "
          "fracaso del 30 de abril, volvió a cruzar el puente Francisco de Paula Santander.", "2019-05-29",
          [("border_crossing", ANY, "2019-05-16")], (("border_crossing", ANY, "2019-04-30"),),
          "es-el-fracaso-del-30-de-abril"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix21_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
