"""Event extraction traps found in held-out batch 40 (guardsmen driving through the Simón Bolívar bridge, eight
soldiers across the Orinoco, a Venezuelan colonel speaking in Brasília, sailors intercepted off Trinidad), each
shown on new sentences: Portuguese press statements ("falou com a imprensa", "chamou ... de traidor") and their
day in Poder360's style."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

PORTUGUESE_PRESS = [
    # Speaking to the press is a news conference, whoever speaks; its day follows it, in any house style.
    _case("O tenente Jonas Vieira falou pela primeira vez aos jornalistas nesta quarta-feira (15), em Manaus.",
          "2019-05-16", [("statement", "Manaus", "2019-05-15")], (), "pt-falou-aos-jornalistas"),
    _case("O sargento Luís Mota, que desertou em março, falou com a imprensa nesta 2ª feira (13.mai.2019), em "
          "Boa Vista.", "2019-05-16", [("statement", "Boa Vista", "2019-05-13")], (), "pt-falou-com-a-imprensa-poder360"),
    # ... speaking to one's mother is no statement.
    _case("O tenente Jonas Vieira falou com a mãe na terça-feira (14) em Manaus.", "2019-05-16", [], ("statement",),
          "pt-falou-com-a-mae"),
    # "chamou ... de traidor" is "called him a traitor"
    _case("O ministro da Defesa, Vladimir Padrino López, chamou o tenente de traidor nesta quarta-feira (15).",
          "2019-05-16", [("statement", ANY, "2019-05-15")], (), "pt-chamou-de-traidor"),
    _case("O ministro Padrino López chamou o tenente para uma reunião na terça-feira.", "2019-05-16", [],
          ("statement",), "pt-chamou-para-uma-reuniao"),
    # a month opening the sentence is the statement's, as "In February, ... said" is
    _case("Em março, o ministro da Defesa, Vladimir Padrino López, disse em nota que os desertores são covardes.",
          "2019-07-08", [("statement", ANY, "2019-03-01")], (), "pt-em-marco-disse-em-nota"),
]


@pytest.mark.parametrize("text, published, present, absent", PORTUGUESE_PRESS)
def test_portuguese_press(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CARGO_IN_AN_ASIDE = [
    # A cargo noun ends its aside at the dash: the place after the main verb is where the man landed.
    _case("Lt. Omar Ruiz, a guardsman who deserted on March 3 — the day the aid convoys were turned back with tear "
          "gas and burning trucks — landed at Madrid's airport on Friday on a flight from Bogotá.", "2019-05-20",
          [("relocation", "Madrid", "2019-05-17")], (("relocation", None, ANY),), "cargo-before-a-dash"),
    # ... inside its clause, aid from a town is still no one's move from there.
    _case("Two guardsmen deserted on Friday — as aid trucks from Cúcuta were turned back — and crossed the river.",
          "2019-02-27", [("defection", "Venezuela", "2019-02-22")], (("defection", "Cúcuta", ANY),), "cargo-in-its-aside"),
]


@pytest.mark.parametrize("text, published, present, absent", CARGO_IN_AN_ASIDE)
def test_cargo_in_an_aside(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SINCE_A_REVOLT = [
    # "since a failed revolt ... in April" counts from the revolt, as "since the failed revolt" does: the arrest
    # told before it is not of April
    _case("A navy captain was arrested in Maracay, the latest of dozens of arrests since a failed revolt against the "
          "government in April.", "2019-06-19", [("arrest", "Maracay", None)], (("arrest", ANY, "2019-04-01"),),
          "since-a-failed-revolt-in-april"),
    # ... but the revolt a total counts from keeps its own day.
    _case("But since a failed army revolt on April 30 in Valencia, the number of arrests has doubled.", "2019-06-19",
          [("uprising", "Valencia", "2019-04-30")], (), "since-a-failed-revolt-its-own-day"),
    # ... and the arrest's own day stays its own.
    _case("A navy captain was arrested in Maracay on Monday, the latest of dozens of arrests since a failed revolt "
          "against the government in April.", "2019-06-19", [("arrest", "Maracay", "2019-06-17")], (),
          "since-a-failed-revolt-own-day"),
]


@pytest.mark.parametrize("text, published, present, absent", SINCE_A_REVOLT)
def test_since_a_revolt(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STOPPED_BY_THE_SERVICES = [
    # Stopped by the intelligence services is held by them.
    _case("Sgt. Ana Rojas was stopped by SEBIN agents at a checkpoint in Barinas on Friday.", "2019-06-19",
          [("arrest", "Barinas", "2019-06-14")], (), "stopped-by-sebin-agents"),
    _case("Two captains were stopped by counterintelligence officers at Maiquetía airport on Sunday.", "2019-06-19",
          [("arrest", ANY, "2019-06-16")], (), "stopped-by-counterintelligence"),
    # ... stopped by traffic police is not.
    _case("Sgt. Ana Rojas was stopped by traffic police at a checkpoint in Barinas on Friday.", "2019-06-19", [],
          ("arrest",), "stopped-by-traffic-police"),
]


@pytest.mark.parametrize("text, published, present, absent", STOPPED_BY_THE_SERVICES)
def test_stopped_by_the_services(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEFT_THE_POST = [
    # "salieron del puesto" is leaving one's post, as "salieron del cuartel" is, with its day after the verb
    _case("Según sus familias, los cuatro soldados salieron del puesto la noche del sábado 9 de marzo y cruzaron el "
          "río.", "2019-03-20", [("defection", ANY, "2019-03-09")], (), "es-salieron-del-puesto"),
    # ... not leaving a post of some office or place
    _case("Cuatro soldados salieron del puesto de votación el domingo 10 de marzo.", "2019-03-20", [], ("defection",),
          "es-salieron-del-puesto-de-votacion"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_THE_POST)
def test_left_the_post(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THERE_IS_THE_PLACE_JUST_NAMED = [
    # "There" is the place the sentence before reached, not where an asylum told earlier was sought.
    _case("Sgt. Rafael Montes landed in Madrid on Monday. On Wednesday, his lawyer said, he filed an application for "
          "asylum with the Spanish authorities. He had deserted on March 2 and crossed the Táchira River near Ureña, "
          "reaching a field near Villa del Rosario. There he handed himself over to the Colombian police and asked "
          "for protection.", "2019-05-10",
          [("asylum", "Villa del Rosario", "2019-03-02"), ("asylum", "Madrid", "2019-05-08")],
          (("asylum", "Madrid", "2019-03-02"),), "there-after-an-asylum-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", THERE_IS_THE_PLACE_JUST_NAMED)
def test_there_is_the_place_just_named(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DATED_BY_THE_CROSSING = [
    # A desertion its sentence leaves undated is of the day of the same men's crossing told with it.
    _case("También marchó el cabo Luis Pérez, de 22 años, quien llegó el pasado 4 de junio: salió de su unidad en San "
          "Cristóbal y cruzó por una trocha hasta Cúcuta.", "2019-07-12",
          [("defection", "San Cristóbal", "2019-06-04"), ("border_crossing", "Cúcuta", "2019-06-04")], (),
          "es-llego-el-4-de-junio-salio-de-su-unidad"),
    # ... a desertion with a day of its own keeps it.
    _case("El cabo Luis Pérez desertó en marzo y cruzó el 4 de junio por una trocha hasta Cúcuta.", "2019-07-12",
          [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-06-04"),), "es-deserto-en-marzo-cruzo-en-junio"),
]


@pytest.mark.parametrize("text, published, present, absent", DATED_BY_THE_CROSSING)
def test_dated_by_the_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
