"""Event extraction traps found again in held-out batch 70 (a development set), each shown on new sentences: the step
into the office where asylum is asked is no move of its own, and the town of the station asked at ("en la comisaría de la
Policía Nacional de Vigo") is where the request was, after a day aside, over the unit's town named before."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

STEPPED_IN_TO_ASK = [
    # "entrou na delegação regional do SEF em Aveiro e pediu asilo": going into the office is the request's own
    # step; the town is where he asked, not the end of a move
    _case("O cabo Pedro Lima desertou em julho. Na passada quarta-feira, entrou na delegação do SEF em Lisboa e "
          "pediu asilo.", "2019-08-15",
          [("asylum", "Lisbon", "2019-08-14")], ["relocation"], "pt-entrou-na-delegacao"),
    _case("El cabo Pedro Lima desertó en julio. El pasado miércoles entró en la oficina de Migración en Bogotá y "
          "pidió refugio.", "2019-08-15",
          [("asylum", "Bogotá", "2019-08-14")], ["relocation"], "es-entro-en-la-oficina"),
    _case("Corporal Pedro Lima deserted in July. Last Wednesday he walked into the police station in Lisbon and "
          "asked for asylum.", "2019-08-15",
          [("asylum", "Lisbon", "2019-08-14")], ["relocation"], "en-walked-into-the-station"),
    # (guards: a flight to the town, or entering the town itself, is a move; so is walking into a station where
    # no request follows)
    _case("Corporal Pedro Lima deserted in July. Last Wednesday he flew to Lisbon and asked for asylum.", "2019-08-15",
          [("relocation", "Lisbon", "2019-08-14"), ("asylum", "Lisbon", ANY)], (), "en-flew-to-and-asked"),
    _case("O cabo Pedro Lima desertou em julho. Na passada quarta-feira, entrou em Lisboa e pediu asilo.", "2019-08-15",
          [("relocation", "Lisbon", "2019-08-14")], (), "pt-entrou-na-cidade"),
    _case("Corporal Pedro Lima deserted in July. Last Wednesday he walked into the police station in Lisbon, where he "
          "was held for a day.", "2019-08-15",
          [("relocation", "Lisbon", "2019-08-14")], (), "en-walked-in-no-request"),
]


@pytest.mark.parametrize("text, published, present, absent", STEPPED_IN_TO_ASK)
def test_stepped_in_to_ask(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_GUARD_AFTER_THE_WAY_THERE = [
    # (guard: the move told first in the sentence, then the step in: the move stays)
    _case("A fisherman took the corporal to Lisbon on Sunday, where he walked into the police station and asked for "
          "asylum.", "2019-08-15",
          [("relocation", "Lisbon", "2019-08-11")], (), "en-took-to-where-walked-in"),
]


@pytest.mark.parametrize("text, published, present, absent", A_GUARD_AFTER_THE_WAY_THERE)
def test_a_guard_after_the_way_there(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AT_THE_TOWNS_STATION = [
    # "formalizó su petición el pasado lunes 7 de octubre en la comisaría de la Policía Nacional de Vigo": the town
    # of the station asked at, after a day and the station's long name, not the unit's town named before
    _case("El sargento Pedro Lima, destinado en un batallón en Valencia, formalizó su petición el pasado lunes 12 de "
          "agosto en la comisaría de la Policía Nacional de Vigo.", "2019-08-15",
          [("asylum", "Vigo", "2019-08-12")], [("asylum", "Valencia", ANY)], "es-comisaria-policia-nacional-de"),
    _case("El sargento Pedro Lima desertó en julio. El pasado miércoles pidió asilo en la comisaría de Vigo.",
          "2019-08-15", [("asylum", "Vigo", "2019-08-14")], (), "es-comisaria-de"),
    _case("O sargento Pedro Lima desertou em julho. Na segunda-feira pediu refúgio na delegacia da Polícia Federal de "
          "Pacaraima.", "2019-08-15", [("asylum", "Pacaraima", "2019-08-12")], (), "pt-delegacia-da-pf-de"),
    _case("El sargento Pedro Lima, que servía en Valencia, fue detenido el pasado lunes 12 de agosto en la comisaría "
          "de la Policía Nacional de Vigo.", "2019-08-15",
          [("arrest", "Vigo", "2019-08-12")], [("arrest", "Valencia", ANY)], "es-detenido-en-la-comisaria"),
    # (guard: the station named in a later clause is not where he asked)
    _case("El sargento Pedro Lima pidió asilo el lunes en Cúcuta, y el martes fue llevado a la comisaría de Bogotá.",
          "2019-08-15", [("asylum", "Cúcuta", "2019-08-12")], [("asylum", "Bogotá", ANY)], "es-later-clause-station"),
]


@pytest.mark.parametrize("text, published, present, absent", AT_THE_TOWNS_STATION)
def test_at_the_towns_station(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
