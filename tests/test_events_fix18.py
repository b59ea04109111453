"""Event extraction traps found in held-out batch 18, each shown on new sentences: an arrested man
described before he is named, transfers told with a clitic or a long convoy, "that same Monday" in
Spanish and Portuguese, former members of a force as actors, returns home after a desertion told in
a relative clause, and a left-out subject after "by his own account"."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import FuzzyDate, find_dates

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The one arrested may be described first and named after a comma: "an army captain, Luis Mora,".
    _case("On Tuesday, SEBIN agents detained a navy captain, Luis Alberto Mora, outside his home in Barinas.",
          "2019-09-12", [("arrest", "Barinas", "2019-09-10")], (), "detained-a-rank-then-the-name"),
    _case("El martes, agentes de la Dgcim detuvieron a un sargento del Ejército, Carlos Rivas, en Táriba.",
          "2019-09-12", [("arrest", "Táriba", "2019-09-10")], (), "es-detuvieron-a-un-rango-nombre"),
]

CASES += [
    # A Portuguese transfer with a named convoy or operation between the verb and its place.
    _case("Quatro sargentos cruzaram a fronteira no sábado. Na segunda-feira, eles foram levados em um ônibus "
          "da Operação Acolhida para Boa Vista.", "2019-09-12",
          [("relocation", "Boa Vista", "2019-09-09")], (), "pt-levados-num-onibus-da-operacao-para"),
    # "o oficial", "el oficial": the officer told just before.
    _case("Um capitão foi preso na quinta-feira em Santa Elena de Uairén. No dia seguinte, o oficial foi transferido "
          "para Ciudad Bolívar.", "2019-09-14", [("relocation", "Ciudad Bolívar", "2019-09-13")], (),
          "pt-o-oficial-foi-transferido"),
    _case("Un capitán fue detenido el jueves en Rubio. Al día siguiente, el oficial fue trasladado a San Cristóbal.",
          "2019-09-14", [("relocation", "San Cristóbal", "2019-09-13")], (), "es-el-oficial-fue-trasladado"),
]

CASES += [
    # The one moved is a clitic before the verb: "lo trasladaron a", "los llevó a" (not "lo llevó a desertar").
    _case("Un teniente del Ejército fue detenido en julio en Valencia. Semanas después lo trasladaron a Caracas.",
          "2019-09-12", [("relocation", "Caracas", ANY)], (), "es-lo-trasladaron-a"),
    _case("Tres sargentos pidieron refugio el domingo en Cúcuta. El lunes, un funcionario de la Alcaldía los llevó "
          "a un albergue en Villa del Rosario.", "2019-09-12", [("relocation", "Villa del Rosario", "2019-09-09")], (),
          "es-los-llevo-a"),
    _case("El sargento Rivas desertó en mayo. Según dijo, su comandante lo llevó a desertar.", "2019-09-12",
          [], ("relocation",), "es-lo-llevo-a-desertar"),
]

CASES += [
    # Former members of a force and a former police officer are actors: "exintegrantes de la GNB", "un expolicía".
    _case("Tres exintegrantes de la Guardia Nacional pidieron refugio el domingo en Cúcuta.", "2019-09-12",
          [("asylum", "Cúcuta", "2019-09-08")], (), "es-exintegrantes-de-la-guardia"),
    _case("Un expolicía venezolano pidió refugio el domingo en Cúcuta.", "2019-09-12",
          [("asylum", "Cúcuta", "2019-09-08")], (), "es-un-expolicia"),
]

CASES += [
    # A desertion in a relative clause before a return says who came back: the return is the event, and giving
    # oneself up to one's own authorities after it is no desertion.
    _case("Nueve exmilitares que habían desertado a Colombia regresaron el jueves por el puente Simón Bolívar y se "
          "presentaron ante las autoridades venezolanas.", "2019-09-12",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-09-12")], ("defection",),
          "es-que-habian-desertado-regresaron-el-jueves"),
    _case("Seven soldiers who had deserted to Colombia returned on Thursday across the Simón Bolívar bridge.",
          "2019-09-14", [("border_crossing", "Simón Bolívar International Bridge", "2019-09-12")], ("defection",),
          "who-had-deserted-returned-on-thursday"),
    # A return "al país" with no place named went home.
    _case("Según el Ejército, unos 90 soldados que desertaron este año han regresado al país.", "2019-09-12",
          [("border_crossing", "Venezuela", None)], ("defection",), "es-han-regresado-al-pais"),
]

CASES += [
    # "Según su relato, cruzó": the left-out subject is the one whose account it is.
    _case("Uno de los detenidos, un cabo de la GNB, contó que vivió cinco meses en Bogotá. Según su relato, cruzó a "
          "Colombia el 3 de marzo por una trocha de Ureña.", "2019-09-12",
          [("border_crossing", ANY, "2019-03-03")], (), "es-segun-su-relato-cruzo"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix18_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CASES += [
    # "lo llevaron al hospital": care for the wounded, not a move.
    _case("Un exmilitar fue baleado el jueves en Rubio. Lo llevaron al hospital de San Cristóbal, donde murió.",
          "2019-09-14", [("violence", "Rubio", "2019-09-12")], ("relocation",), "es-lo-llevaron-al-hospital"),
    # "pulled her off a bus": the pronoun is the one the sentence before is about.
    _case("For Marisol, a 30-year-old police officer, the escape ended early. On Friday, SEBIN agents pulled her off a "
          "bus at a checkpoint outside Rubio.", "2019-09-14", [("arrest", "Rubio", "2019-09-13")], (),
          "pulled-her-off-a-bus"),
    # "Two of Pérez's comrades": a count of someone's comrades is a group of soldiers.
    _case("Three of Pérez's former comrades flew from Bogotá to Madrid on Friday.", "2019-09-14",
          [("relocation", "Madrid", "2019-09-13")], (), "three-of-names-comrades"),
    # "three of his men": a commander's men are soldiers, and deserted with him.
    _case("On Friday a captain and four of his men slipped out of their post near Ureña and waded across the river "
          "to Cúcuta.", "2019-09-14", [("defection", ANY, "2019-09-13")], (), "four-of-his-men"),
    # "The uprising fizzled": the revolt the sentence before set at a base.
    _case("On April 30, a handful of soldiers gathered outside the La Carlota air base in Caracas and called on the "
          "army to join them. The revolt collapsed within hours.", "2019-07-06",
          [("uprising", "Generalísimo Francisco de Miranda Air Base", "2019-04-30")], (), "the-revolt-collapsed"),
    # The US-Mexico border: El Paso is the Texan city, the Rio Grande the river between it and Ciudad Juárez.
    _case("Two former guardsmen waded across the Rio Grande from Ciudad Juárez on Friday and turned themselves in "
          "near El Paso.", "2019-09-14", [("border_crossing", ANY, "2019-09-13")], (), "rio-grande-el-paso"),
]


CASES += [
    # A protest's "who deserted", "when they crossed" say who the protesters are.
    _case("About 50 former soldiers who deserted earlier this year marched on Friday to the town hall in Cúcuta, "
          "asking for the jobs they were promised when they crossed the border.", "2019-09-14",
          [("protest", "Cúcuta", "2019-09-13")], ("defection", "border_crossing"), "protesters-who-deserted"),
    # Sent back by others ("were returned to Venezuela"), the men who crossed still crossed.
    _case("Three guardsmen who crossed into Colombia were returned to Venezuela after a week, an official said.",
          "2019-09-14", [("border_crossing", "Colombia", ANY)], (), "were-returned-is-no-return-of-their-own"),
]


CASES += [
    # "..., and a similar sit-in was held in Bogotá in August": another protest, with its own place and date.
    _case("On October 2, some 30 ex-soldiers protested outside the town hall in Cúcuta, and a similar sit-in was held "
          "in Bogotá in September.", "2019-10-20",
          [("protest", "Cúcuta", "2019-10-02"), ("protest", "Bogotá", "2019-09-01")], (), "and-a-similar-sit-in"),
    _case("El lunes unos 30 exmilitares protestaron en Cúcuta, y otra protesta se hizo en Bogotá el martes.",
          "2019-10-20", [("protest", "Cúcuta", "2019-10-14"), ("protest", "Bogotá", "2019-10-15")], (),
          "es-y-otra-protesta"),
]


def test_fix18_el_paso_is_in_texas(gazetteer) -> None:
    assert {p.country_code for p in gazetteer.lookup("El Paso")} == {"US"}


# "na própria quinta-feira", "el mismo jueves", "no mesmo sábado": that same weekday, the one just told.
SAME_WEEKDAY = [
    ("O sargento foi preso na própria quinta-feira em Santa Elena.", "2019-09-05", "2019-09-05"),
    ("En Rubio, la Dgcim detuvo el mismo jueves a un sargento.", "2019-09-05", "2019-09-05"),
    ("No mesmo sábado, os dois foram levados para Boa Vista.", "2019-09-10", "2019-09-07"),
]


@pytest.mark.parametrize("text, anchor, expected", SAME_WEEKDAY)
def test_fix18_same_weekday(text: str, anchor: str, expected: str) -> None:
    found = find_dates(text, date(2019, 9, 12), anchor=FuzzyDate(date.fromisoformat(anchor), "day"))
    assert [d.date.iso() for d in found if d.date] == [expected]
