"""Event extraction traps found in held-out batch 8 (a prisoner dead in hospital after his hearing, told in Spanish
and Portuguese; a group shot at as it neared the border, "foi alvo de disparos"; a request for refuge sharing the
pluperfect of the verb before it; a relative taken from a parent's house; a refugee body's yearly tally of
applications), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


DEAD_AFTER_A_HEARING = [
    # "falleció ... después de ser presentado ante un juez": dead in the hands of those who held him
    _case("El sargento falleció el domingo en un hospital de Maracay, dos días después de ser presentado ante un "
          "juez militar.", "2019-07-03", [("violence", "Maracay", "2019-06-30")], (), "es-despues-de-ser"),
    # (a hospital named with its "Dr." between the death and the hearing)
    _case("El teniente falleció el viernes en el Hospital Militar Dr. Carlos Arvelo de Caracas, horas después de haber "
          "sido presentado en silla de ruedas ante un tribunal militar.", "2019-07-03",
          [("violence", "Hospital Militar Dr. Carlos Arvelo", "2019-06-28")], (), "es-hospital-dr"),
    # (guard: an illness, no hearing: no violence)
    _case("El general falleció el domingo en un hospital de Caracas después de una larga enfermedad.", "2019-07-03",
          [], ("violence",), "es-illness"),
    # (guard: a hearing told, but no death)
    _case("El sargento fue trasladado el domingo a un hospital de Maracay, dos días después de ser presentado ante un "
          "juez militar.", "2019-07-03", [], ("violence",), "es-no-death"),
]


@pytest.mark.parametrize("text, published, present, absent", DEAD_AFTER_A_HEARING)
def test_death_after_a_hearing_is_violence(gazetteer, geonames, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


SHOT_AT = [
    # "foi alvo de disparos": shot at, hit or not
    _case("Segundo o sargento, o grupo de cinco militares foi alvo de disparos na sexta-feira quando se aproximava da "
          "fronteira, nos arredores de Santa Elena de Uairén.", "2019-05-06",
          [("violence", "Santa Elena de Uairén", "2019-05-03")], (), "pt-alvo-de-disparos"),
    _case("Los cuatro soldados fueron blanco de disparos el viernes cuando cruzaban el río cerca de Ureña.",
          "2019-05-06", [("violence", "Ureña", "2019-05-03")], (), "es-blanco-de-disparos"),
    # (guard: a target of criticism, not of shots)
    _case("O quartel de Santa Elena de Uairén foi alvo de críticas na sexta-feira.", "2019-05-06", [], ("violence",),
          "pt-alvo-de-criticas"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOT_AT)
def test_target_of_shots_is_violence(gazetteer, geonames, text: str, published: str, present: list,
                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


SHARED_AUXILIARY = [
    # "já havia feito o mesmo caminho e pedido refúgio": the request in the pluperfect of the verb before it
    _case("Um tenente da GNB que servia em Santa Elena de Uairén já havia feito o mesmo caminho e pedido refúgio em "
          "Pacaraima na quinta-feira.", "2019-05-06", [("asylum", "Pacaraima", ANY)], (), "pt-havia-e-pedido"),
    # (guard: the request as a noun, denied, is no request made)
    _case("Um tenente da GNB tinha deixado o quartel e o pedido de refúgio foi negado em Pacaraima.", "2019-05-06", [],
          ("asylum",), "pt-pedido-noun"),
]


@pytest.mark.parametrize("text, published, present, absent", SHARED_AUXILIARY)
def test_request_sharing_an_auxiliary_is_asylum(gazetteer, geonames, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_FROM_HOME = [
    # "was taken from their mother's house ... by men who identified themselves as DGCIM agents": an arrest
    _case("The corporal's younger brother was taken from their mother's house in Barinas on Saturday by men who said "
          "they were DGCIM agents.", "2019-08-15", [("arrest", "Barinas", "2019-08-10")], (), "en-taken-by-agents"),
    # (guard: taken to a relative's house, not from one: nobody held)
    _case("The corporal's younger brother was taken to their mother's house in Barinas on Saturday.", "2019-08-15", [],
          ("arrest",), "en-taken-to"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_FROM_HOME)
def test_taken_from_home_by_agents_is_an_arrest(gazetteer, geonames, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


APPLICATIONS_RECEIVED = [
    # the year's tally between the papers and their authors; the body named for refugees, the papers bare
    _case("Peru's refugee commission has received about 230 asylum applications this year from former Venezuelan "
          "soldiers.", "2019-10-22", [("asylum", "Peru", None)], (), "en-this-year-between"),
    _case("Peru's Special Commission for Refugees has received about 230 applications from former Venezuelan "
          "soldiers.", "2019-10-22", [("asylum", "Peru", None)], (), "en-commission-for-refugees"),
    # (guard: a ministry's applications for work permits: no asylum)
    _case("Peru's Ministry of Labour has received about 230 applications this year from former Venezuelan soldiers.",
          "2019-10-22", [], ("asylum",), "en-work-permits"),
]


@pytest.mark.parametrize("text, published, present, absent", APPLICATIONS_RECEIVED)
def test_applications_received_are_asylum(gazetteer, geonames, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
