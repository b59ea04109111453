"""Event extraction traps found a third time in held-out batch 84 (a named day that closes a crossing's clause after a
long run of object and places, when an earlier clause told a month; custody at an airport or a station with how long it
lasted; a church or an office occupied to be heard; companions named after a verb whose subject is left out; a watch
post slipped out of; men held by a named force, "retidos pelo Senafront"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

CLOSING_DAY = [
    # "he left his unit in March, and that he crossed into Colombia on a footpath near Maicao on March 14": the day
    # closes the crossing's clause, however far from its verb; the month stays the desertion's
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao on June 9.", "2019-09-10",
          [("border_crossing", ANY, "2019-06-09"), ("defection", ANY, "2019-06-01")],
          (("border_crossing", ANY, "2019-06-01"),), "en-on-june-9"),
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near the Paraguachón border crossing on June 9, where he asked the police for protection.",
          "2019-09-10", [("border_crossing", ANY, "2019-06-09")], (("border_crossing", ANY, "2019-06-01"),),
          "en-on-june-9-where"),
    # (guard: a clause word between the crossing and the day, "before the storm broke on June 9": not its day)
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao before the storm broke on June 9.", "2019-09-10", [],
          (("border_crossing", ANY, "2019-06-09"),), "en-before-clause"),
    # (guard: the day does not close the clause: "on June 9 with his cousin's help" runs on)
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao on June 9 and after that asked his cousin for help in Riohacha.", "2019-09-10", [],
          (("border_crossing", ANY, "2019-06-09"),), "en-day-not-closing"),
]


@pytest.mark.parametrize("text, published, present, absent", CLOSING_DAY)
def test_a_named_day_closing_the_clause_dates_its_verb(gazetteer, geonames, text: str, published: str,
                                                       present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HELD_AT_A_POST = [
    # "He was held at the airport overnight": custody at a kind of post, with how long it lasted
    _case("A former Venezuelan navy lieutenant landed in Miami on Friday and asked for asylum. He was held at the "
          "airport overnight.", "2019-10-08", [("arrest", ANY, "2019-10-04")], (), "en-airport-overnight"),
    _case("A former Venezuelan navy lieutenant landed in Miami on Friday. He was held at a police station in Doral "
          "for two days.", "2019-10-08", [("arrest", ANY, "2019-10-04")], (), "en-station-for-two-days"),
    # (the merge of fix43b's version: a possessive before the kind of post, and "about" before the count)
    _case("A former Venezuelan army captain landed in Houston on Friday. He was held in the airport's immigration "
          "holding area for about 24 hours.", "2019-10-08", [("arrest", ANY, "2019-10-04")], (), "en-holding-area"),
    # (guard: a meeting held at the airport holds nobody)
    _case("A former Venezuelan navy lieutenant landed in Miami on Friday. The meeting was held at the airport for "
          "two days.", "2019-10-08", [], ("arrest",), "en-meeting-held"),
    # (guard: held at a hotel, a stay, no custody: not a post)
    _case("A former Venezuelan navy lieutenant landed in Miami on Friday. He was held at the hotel bar for two "
          "hours by old friends.", "2019-10-08", [], ("arrest",), "en-hotel"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_AT_A_POST)
def test_held_at_a_post_for_a_while_is_custody(gazetteer, geonames, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


OCCUPIED_TO_BE_HEARD = [
    # "occupied a parish church to demand help": a church or an office taken over by the men is their protest
    _case("About 25 former Venezuelan soldiers occupied a church in Cúcuta on March 3 to demand food.", "2019-03-05",
          [("protest", "Cúcuta", "2019-03-03")], (), "en-occupied-a-church"),
    _case("Unos 25 exmilitares venezolanos se tomaron la sede de la Defensoría en Cúcuta el 3 de marzo.",
          "2019-03-05", [("protest", "Cúcuta", "2019-03-03")], (), "es-se-tomaron-la-sede"),
    _case("Cerca de 25 ex-militares venezuelanos ocuparam uma igreja em Cúcuta no dia 3 de março.", "2019-03-05",
          [("protest", "Cúcuta", "2019-03-03")], (), "pt-ocuparam-uma-igreja"),
    # (guard: a rising takes a base, not a church: no protest)
    _case("Rebel soldiers occupied the base in Caracas on April 30.", "2019-05-02", [], ("protest",),
          "en-occupied-a-base"),
    # (guard: a job occupied is no place taken over)
    _case("Unos 25 exmilitares venezolanos ocuparon puestos de trabajo en Cúcuta en marzo.", "2019-05-02", [],
          ("protest",), "es-ocuparon-puestos"),
]


@pytest.mark.parametrize("text, published, present, absent", OCCUPIED_TO_BE_HEARD)
def test_a_church_or_office_occupied_is_a_protest(gazetteer, geonames, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


COMPANIONS_AFTER_THE_VERB = [
    # "Em julho, seguiu para Bucaramanga com outros quatro ex-militares": the sergeant told before went on, with
    # companions; a move on inside Colombia, no new desertion
    _case("O cabo Luis Lima atravessou o rio Táchira e chegou a Villa del Rosario a 4 de maio. Em setembro, seguiu "
          "para Pamplona com outros três ex-soldados.", "2019-11-06", [("relocation", "Pamplona", "2019-09-01")],
          (("defection", "Pamplona", ANY), ("border_crossing", "Pamplona", ANY)), "pt-com-outros-tres"),
    _case("El cabo Luis Lima cruzó el río Táchira y llegó a Villa del Rosario el 4 de mayo. En septiembre siguió "
          "hacia Pamplona con otros tres exsoldados.", "2019-11-06", [("relocation", "Pamplona", "2019-09-01")],
          (("defection", "Pamplona", ANY), ("border_crossing", "Pamplona", ANY)), "es-con-otros-tres"),
    # (guard: the soldiers are the subject, before the verb: their own crossing stands)
    _case("Em setembro, outros três ex-militares seguiram para Cúcuta.", "2019-11-06",
          [("border_crossing", "Cúcuta", "2019-09-01")], (), "pt-subject-before"),
]


@pytest.mark.parametrize("text, published, present, absent", COMPANIONS_AFTER_THE_VERB)
def test_companions_after_the_verb_are_not_its_subject(gazetteer, geonames, text: str, published: str,
                                                       present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


LEFT_A_WATCH_POST = [
    # "salieron de un puesto de vigilancia en Betania": a watch post or a military post slipped out of by soldiers
    _case("Dos soldados del Ejército venezolano salieron de un puesto de vigilancia en Guasdualito la noche del 3 de "
          "mayo.", "2019-05-10", [("defection", ANY, "2019-05-03")], (), "es-puesto-de-vigilancia"),
    _case("Dois soldados do Exército venezuelano saíram de um posto militar em Santa Elena de Uairén na noite de 3 de "
          "maio.", "2019-05-10", [("defection", ANY, "2019-05-03")], (), "pt-posto-militar"),
    # (guard: a workplace left, no post of the forces)
    _case("La cajera salió de su puesto de trabajo en Cúcuta el 3 de mayo.", "2019-05-10", [], ("defection",),
          "es-puesto-de-trabajo"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_A_WATCH_POST)
def test_soldiers_slipping_out_of_a_watch_post_desert(gazetteer, geonames, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HELD_BY_A_FORCE = [
    # "Eles foram retidos pelo Senafront": held by the force named after it
    _case("Seis ex-militares venezuelanos chegaram no sábado a Jaqué, no Panamá. Eles foram retidos pelo Senafront.",
          "2019-11-27", [("arrest", ANY, "2019-11-23")], (), "pt-retidos-pelo"),
    _case("Seis ex-militares venezuelanos chegaram no sábado a Jaqué, no Panamá. Eles foram retidos por agentes da "
          "polícia de fronteira.", "2019-11-27", [("arrest", ANY, "2019-11-23")], (), "pt-retidos-por-agentes"),
    # (guard: held up for hours in traffic: no one holds them)
    _case("Seis ex-militares venezuelanos chegaram no sábado a Jaqué, no Panamá. Eles ficaram retidos por duas horas "
          "no porto.", "2019-11-27", [], ("arrest",), "pt-retidos-por-duas-horas"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_A_FORCE)
def test_held_by_a_named_force_is_custody(gazetteer, geonames, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
