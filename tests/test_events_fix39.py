"""Event extraction traps found in held-out batch 39 (a Luso-Venezuelan sergeant from San Antonio del Táchira to
Cúcuta, Bogotá and Lisbon, told in Portugal's spelling), each shown on new sentences: "protecção", "no passado dia
5" before a verb whose subject is left out, and a place set off by a comma before such a verb."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

OLD_SPELLING = [
    # Portugal's spelling before 2009 keeps the "c" of "protecção": asking for it is asking for protection.
    _case("O cabo Rui Mendes pediu protecção internacional às autoridades espanholas em Madrid na terça-feira.",
          "2019-09-12", [("asylum", "Madrid", "2019-09-10")], (), "pt-pt-pediu-proteccao"),
    _case("Dois soldados venezuelanos solicitaram protecção à Polícia Federal em Pacaraima.", "2019-09-12",
          [("asylum", "Pacaraima", ANY)], (), "pt-pt-solicitaram-proteccao"),
    # ... a civil-protection service is nobody's request.
    _case("A protecção civil de Boa Vista montou tendas para os migrantes.", "2019-09-12", [], ("asylum",),
          "pt-pt-proteccao-civil"),
]


@pytest.mark.parametrize("text, published, present, absent", OLD_SPELLING)
def test_old_spelling(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LAST_DAY_N_BEFORE_LEFT_OUT_SUBJECT = [
    # "No passado dia 9, viajou ...": "passado" is a time word, so the verb's left-out subject is the one before.
    _case("O tenente Rui Mendes chegou a Quito em agosto. No passado dia 9, segunda-feira, voou de Quito para Madrid.",
          "2019-09-20", [("relocation", "Madrid", "2019-09-09")], (), "pt-no-passado-dia-9"),
    _case("O tenente Rui Mendes chegou a Quito em agosto. No último dia 9, voou de Quito para Madrid.",
          "2019-09-20", [("relocation", "Madrid", "2019-09-09")], (), "pt-no-ultimo-dia-9"),
    # ... "No passado" before a noun phrase of its own keeps that subject.
    _case("O tenente Rui Mendes chegou a Quito em agosto. No passado dia 9, os jornalistas voaram de Quito para Madrid.",
          "2019-09-20", [], (("relocation", "Madrid", ANY),), "pt-no-passado-dia-9-own-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", LAST_DAY_N_BEFORE_LEFT_OUT_SUBJECT)
def test_last_day_n_before_left_out_subject(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PLACE_BEFORE_LEFT_OUT_SUBJECT = [
    # "En Maicao, pidió refugio": a place set off by a comma before a verb whose subject is left out, as a
    # time phrase is.
    _case("El cabo Luis Pérez cruzó el domingo por Paraguachón. En Maicao, pidió refugio a la Policía.", "2019-09-12",
          [("asylum", "Maicao", "2019-09-08")], (), "es-en-maicao-pidio"),
    _case("O cabo Rui Mendes atravessou a fronteira no domingo. Do outro lado, em Pacaraima, apresentou-se ao Exército "
          "brasileiro e pediu refúgio.", "2019-09-12", [("asylum", "Pacaraima", "2019-09-08")], (),
          "pt-do-outro-lado-em-pacaraima"),
    # ... a subject of its own after the place is no left-out one.
    _case("El cabo Luis Pérez cruzó el domingo por Paraguachón. En Maicao, los periodistas pidieron protección.",
          "2019-09-12", [], ("asylum",), "es-en-maicao-own-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", PLACE_BEFORE_LEFT_OUT_SUBJECT)
def test_place_before_left_out_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OTHER_SIDES_REQUEST = [
    # A request the lead placed abroad is not the one a later sentence tells of a neighbour's officials: that one is
    # where the sentence (or its "there") puts it.
    _case("QUITO (AP) — A Venezuelan army colonel has asked for asylum in Ecuador.\n\nOn May 9, the colonel swam across "
          "the Táchira River, reaching the Colombian town of Villa del Rosario before dawn. He presented himself to "
          "Colombian police there and asked for protection.", "2019-07-10",
          [("asylum", "Villa del Rosario", "2019-05-09"), ("asylum", "Ecuador", None)], (("asylum", "Ecuador", "2019-05-09"),),
          "neighbours-officials-after-lead-abroad"),
    # ... the same country's officials tell the same request.
    _case("CUCUTA, Colombia (Reuters) - A Venezuelan navy captain has asked for asylum in Cúcuta.\n\nLater, the captain "
          "presented himself to Colombian authorities and asked for protection.", "2019-07-10",
          [("asylum", "Cúcuta", None)], (("asylum", "Colombia", ANY),), "same-countrys-officials"),
]


@pytest.mark.parametrize("text, published, present, absent", OTHER_SIDES_REQUEST)
def test_other_sides_request(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_ON_THE_SIDE_REACHED = [
    # Protection asked in a "where" clause about the neighbour's side the men reached was asked in that
    # neighbour, not at the home town the sentence named first.
    _case("El 4 de marzo, en medio de los disturbios en San Antonio del Táchira, dos guardias abandonaron su puesto y "
          "corrieron por el puente Simón Bolívar hasta el lado colombiano, donde se entregaron a la Policía y pidieron "
          "protección.", "2019-06-13", [("asylum", "Colombia", "2019-03-04")],
          (("asylum", "San Antonio del Táchira", ANY),), "es-hasta-el-lado-colombiano-donde"),
    _case("On March 4, amid clashes in Ureña, two guardsmen ran over the bridge to the Colombian side, where they asked "
          "police for protection.", "2019-06-13", [("asylum", "Colombia", "2019-03-04")], (("asylum", "Ureña", ANY),),
          "to-the-colombian-side-where"),
    # ... a town named inside the "where" clause is where they asked.
    _case("El 4 de marzo dos guardias cruzaron hasta el lado colombiano, donde fueron llevados a Cúcuta y pidieron "
          "protección.", "2019-06-13", [("relocation", "Cúcuta", "2019-03-04")], (), "es-donde-llevados-a-cucuta"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_ON_THE_SIDE_REACHED)
def test_asked_on_the_side_reached(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GOVERNMENT_BLOCKS = [
    # A government blocking a road or the aid is a state's order, no protest.
    _case("Unos 300 exmilitares han cruzado desde el 10 de marzo, el día en que el gobierno de Nicolás Maduro bloqueó la "
          "carretera a Maicao.", "2019-06-13", [], ("protest",), "es-el-gobierno-de-maduro-bloqueo"),
    _case("Em 10 de março o governo de Maduro bloqueou a estrada para Pacaraima.", "2019-06-13", [], ("protest",),
          "pt-o-governo-bloqueou"),
    # ... people blocking a road still protest.
    _case("Em 10 de março os manifestantes bloquearam a estrada para Pacaraima.", "2019-06-13",
          [("protest", "Pacaraima", "2019-03-10")], (), "pt-manifestantes-bloquearam"),
    _case("El 10 de marzo unos 300 exmilitares bloquearon la carretera a Maicao.", "2019-06-13",
          [("protest", "Maicao", "2019-03-10")], (), "es-exmilitares-bloquearon"),
]


@pytest.mark.parametrize("text, published, present, absent", GOVERNMENT_BLOCKS)
def test_government_blocks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHO_SENT_IT = [
    # "las medicinas enviadas por Estados Unidos": who sent the aid is no place anyone crossed to.
    _case("Mora y Ruiz hacen parte del grupo de más de 500 uniformados que, según Migración Colombia, han cruzado la "
          "frontera desde el 2 de marzo, cuando el gobierno de Maduro bloqueó las medicinas enviadas por Estados Unidos.",
          "2019-06-13", [("defection", "Colombia", None)], (("defection", "United States", ANY),),
          "es-enviadas-por-estados-unidos"),
    # ... "por" after a crossing is still the way taken.
    _case("Más de 500 uniformados venezolanos han cruzado por Paraguachón desde el 2 de marzo.", "2019-06-13",
          [("border_crossing", "Paraguachón border crossing", None)], (), "es-cruzado-por-paraguachon"),
]


@pytest.mark.parametrize("text, published, present, absent", WHO_SENT_IT)
def test_who_sent_it(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DAY_BEFORE_A_GAP = [
    # "y el martes otros dos en X": a verbless clause may open on its own day, which dates its copy of the event
    # (and not the clause with the verb).
    _case("El jueves la Policía detuvo a dos exmilitares en Maicao, y el viernes a otros tres en Riohacha.", "2019-10-12",
          [("arrest", "Maicao", "2019-10-10"), ("arrest", "Riohacha", "2019-10-11")], (), "es-y-el-viernes-a-otros-tres"),
    _case("On Thursday two former soldiers were arrested in Maicao, and on Friday three others in Riohacha.", "2019-10-12",
          [("arrest", "Maicao", "2019-10-10"), ("arrest", "Riohacha", "2019-10-11")], (), "and-on-friday-three-others"),
    # ... a clause with a verb of its own is no gap.
    _case("El jueves la Policía detuvo a dos exmilitares en Maicao, y el viernes otros tres huyeron a Riohacha.",
          "2019-10-12", [("arrest", "Maicao", "2019-10-10")], (("arrest", "Riohacha", ANY),), "es-own-verb-no-gap"),
]


@pytest.mark.parametrize("text, published, present, absent", DAY_BEFORE_A_GAP)
def test_day_before_a_gap(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SCENE_OF_ON_A_DAY = [
    # "X fue escenario el 23 de febrero de ...": the town a sentence opens with is where what follows its colon
    # happened, with the day between.
    _case("Ureña fue escenario el 23 de febrero de los peores disturbios: guardias dispararon contra manifestantes.",
          "2019-06-12", [("violence", "Ureña", "2019-02-23")], (), "es-fue-escenario-el-23-de-febrero-de"),
    _case("Ureña was the scene on Feb. 23 of the worst clashes: guardsmen fired on protesters.", "2019-06-12",
          [("violence", "Ureña", "2019-02-23")], (), "was-the-scene-on-feb-23-of"),
]


@pytest.mark.parametrize("text, published, present, absent", SCENE_OF_ON_A_DAY)
def test_scene_of_on_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STAYED_THEN_MOVED = [
    # "passou um mês em Cúcuta e seguiu para Bogotá": a move told after a stay abroad starts there, so it is an
    # onward move, no crossing.
    _case("O sargento Rui Pinto passou cerca de um mês em Cúcuta e seguiu de autocarro para Bogotá em meados de junho.",
          "2019-07-17", [("relocation", "Bogotá", "2019-06-01")], ("border_crossing",), "pt-passou-um-mes-em-cucuta"),
    _case("Sgt. Luis Pérez spent two weeks in Cúcuta and then traveled to Bogotá.", "2019-07-17",
          [("relocation", "Bogotá", None)], ("border_crossing",), "spent-two-weeks-in-cucuta"),
    # ... a stay at home before the move still leaves a crossing.
    _case("El sargento Luis Pérez pasó un mes en San Cristóbal y luego cruzó a Cúcuta.", "2019-07-17",
          [("border_crossing", "Cúcuta", None)], (), "es-paso-un-mes-en-san-cristobal"),
]


@pytest.mark.parametrize("text, published, present, absent", STAYED_THEN_MOVED)
def test_stayed_then_moved(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
