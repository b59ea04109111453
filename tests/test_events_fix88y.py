"""Event extraction traps found in held-out batch 88 (a development set).

"Los dos sargentos cruzaron la frontera después del levantamiento fallido del 30 de abril en Caracas": a place told
after the noun of another happening that the verb came after ("after the failed uprising of April 30 in Caracas",
"depois do levante fracassado de 30 de abril em Caracas") is that happening's, not the crossing's nor the desertion's,
as its day already was (`_day_of_the_happening_after`). A place told before that phrase stays the verb's.

"Fueron retenidos en el Aeropuerto Internacional de Cancún, luego de llegar en un vuelo procedente de Bogotá,
Colombia": an arrival told by an infinitive after "luego de", "tras", "después de", "depois de", "após" is a move, as
English "after arriving on a flight from" already was; and an arrival told only by where it came from ends elsewhere
even when that town's country follows it ("from Bogotá, Colombia"). A tally's "la mayoría tras llegar por Tocumen"
("most of them after arriving") is no one's move."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with

CROSSED_AFTER_THE_HAPPENING_ELSEWHERE = [
    _case("Los dos sargentos del Ejército venezolano cruzaron la frontera después del levantamiento fallido del 30 de "
          "abril en Caracas.", "2019-11-18", [("border_crossing", ANY, ANY)],
          (("border_crossing", "Caracas", ANY), ("defection", "Caracas", ANY)), "es-despues-del-levantamiento-en"),
    _case("Two Venezuelan army sergeants crossed the border after the failed uprising of April 30 in Caracas.",
          "2019-11-18", [("border_crossing", ANY, ANY)],
          (("border_crossing", "Caracas", ANY), ("defection", "Caracas", ANY)), "en-after-the-uprising-in"),
    _case("Dois sargentos do Exército venezuelano cruzaram a fronteira depois do levante fracassado de 30 de abril em "
          "Caracas.", "2019-11-18", [("border_crossing", ANY, ANY)],
          (("border_crossing", "Caracas", ANY), ("defection", "Caracas", ANY)), "pt-depois-do-levante-em"),
    # (guards: the verb's own place told before the phrase stays the verb's, and the happening keeps its day)
    _case("Two Venezuelan army sergeants crossed into Colombia at Cúcuta after the failed uprising of April 30 in "
          "Caracas.", "2019-11-18", [("border_crossing", "Cúcuta", None), ("defection", "Cúcuta", None)],
          (("border_crossing", "Caracas", ANY),), "en-own-place-before-the-phrase"),
    _case("Los dos sargentos del Ejército venezolano cruzaron a Colombia por Cúcuta después del levantamiento fallido "
          "del 30 de abril en Caracas.", "2019-11-18", [("border_crossing", "Cúcuta", None)],
          (("border_crossing", "Caracas", ANY),), "es-own-place-before-the-phrase"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSED_AFTER_THE_HAPPENING_ELSEWHERE)
def test_place_after_another_happenings_noun_is_that_happenings(gazetteer, geonames, text: str, published: str,
                                                                present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


DETAINED_AFTER_ARRIVING = [
    _case("Tres militares venezolanos fueron retenidos el jueves por agentes del INM en el Aeropuerto Internacional de "
          "Cancún, luego de llegar en un vuelo procedente de Bogotá, Colombia.", "2019-11-18",
          [("relocation", "Cancún", "2019-11-14"), ("arrest", "Cancún", "2019-11-14")],
          (("relocation", "Bogotá", ANY),), "es-luego-de-llegar-procedente-de-town-country"),
    _case("Tres militares venezolanos fueron detenidos el jueves en el aeropuerto de Cancún tras llegar en un vuelo "
          "desde Bogotá.", "2019-11-18", [("relocation", "Cancún", "2019-11-14")], (), "es-tras-llegar"),
    _case("Três militares venezuelanos foram detidos na quinta-feira no aeroporto de Cancún depois de chegar num voo "
          "procedente de Bogotá.", "2019-11-18", [("relocation", "Cancún", "2019-11-14")], (), "pt-depois-de-chegar"),
    _case("Three Venezuelan soldiers were detained on Thursday at Cancún International Airport after arriving on a "
          "flight from Bogotá, Colombia.", "2019-11-18", [("relocation", "Cancún", "2019-11-14")],
          (("relocation", "Bogotá", ANY),), "en-after-arriving-from-town-country"),
    # (guards: a tally's "most of them after arriving" is no move)
    _case("Según cifras del SNM, 17 exmilitares venezolanos han solicitado refugio en Panamá en lo que va de año, la "
          "mayoría tras llegar por Tocumen desde Bogotá o Caracas.", "2019-11-18", [], ("relocation",),
          "es-la-mayoria-tras-llegar-tally"),
    _case("Segundo a Polícia Federal, 27 venezuelanos que se declararam ex-militares pediram refúgio no estado em 2019, "
          "a maioria depois de chegar a Porto Velho pela interiorização.", "2019-11-18", [], ("relocation",),
          "pt-a-maioria-depois-de-chegar-tally"),
]


@pytest.mark.parametrize("text, published, present, absent", DETAINED_AFTER_ARRIVING)
def test_arrival_told_by_infinitive_after_is_a_move(gazetteer, geonames, text: str, published: str,
                                                    present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
