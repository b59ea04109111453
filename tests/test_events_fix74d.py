"""Event extraction traps found in held-out batch 74 on a fourth pass (a man from La Brea "arrested on Friday in
connection with the shooting" of a former soldier, "Police arrested a 19-year-old suspect two days after the attack"
on a deserter in Sincelejo), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

SUSPECT_HELD = [
    # the one suspected of an attack on the story's men, held: an arrest, where the attack was
    _case("A former Venezuelan corporal was shot and wounded in Soacha on Monday. A 30-year-old man from Bosa was "
          "arrested on Wednesday in connection with the shooting.", "2019-04-26",
          [("arrest", "Soacha", "2019-04-24")], (("violence", ANY, "2019-04-24"),), "en-in-connection-with-the-shooting"),
    _case("A former Venezuelan sergeant was stabbed in Sincelejo on the night of 14 September. He spent five days in "
          "hospital. Police arrested a 19-year-old suspect two days after the attack.", "2019-10-02",
          [("arrest", "Sincelejo", "2019-09-16")], (("arrest", "Venezuela", ANY),), "en-suspect-days-after-the-attack"),
    _case("Un excabo venezolano fue apuñalado en Neiva el viernes. La policía capturó el domingo a uno de los "
          "presuntos agresores.", "2019-11-05", [("arrest", "Neiva", "2019-11-03")], (), "es-uno-de-los-presuntos-agresores"),
    _case("Um ex-militar venezuelano foi esfaqueado em Belém no sábado. A polícia prendeu o suspeito no domingo.",
          "2019-06-10", [("arrest", "Belém", "2019-06-09")], (), "pt-prendeu-o-suspeito"),
    # (guards: a man held with nothing pinning an attack on him is no event of the story; a suspect's arrest with no
    # day is a summary's)
    _case("A former Venezuelan corporal was shot and wounded in Soacha on Monday. A 30-year-old man was arrested on "
          "Wednesday for drunk driving.", "2019-04-26", [], ("arrest",), "en-man-held-for-something-else"),
    _case("Un excabo venezolano fue apuñalado en Neiva. La Policía capturó al presunto agresor.", "2019-11-05",
          [], ("arrest",), "es-undated-summary"),
]


@pytest.mark.parametrize("text, published, present, absent", SUSPECT_HELD)
def test_a_suspect_of_the_attack_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MOVED_ON_THE_SAME_SENTENCE = [
    # a chain of moves others made the men make, the first with no time of its own: each move to its own place
    _case("Four Venezuelan soldiers landed at Cedros on Sunday. They were taken to the Erin station and, yesterday "
          "afternoon, transferred to the detention centre in Aripo.", "2019-12-03",
          [("relocation", "Erin", "2019-12-01"), ("relocation", ANY, "2019-12-02")], (), "en-taken-then-dated-transfer"),
    _case("Cuatro soldados venezolanos llegaron a Arauca el domingo. Los cuatro fueron llevados a Arauquita y, el "
          "martes, trasladados a Bogotá.", "2019-12-05",
          [("relocation", "Arauquita", "2019-12-01"), ("relocation", "Bogotá", "2019-12-03")], (),
          "es-llevados-then-dated-trasladados"),
    # a verbless clause of a day and a place after a move: the next move
    _case("Four Venezuelan soldiers landed at Cedros early Tuesday. The group was taken from the beach to the Cedros "
          "Police Station on Tuesday morning, and yesterday to a facility in Port of Spain.", "2019-07-25",
          [("relocation", "Cedros", "2019-07-23"), ("relocation", "Port of Spain", "2019-07-24")], (),
          "en-and-yesterday-to-a-facility-in"),
    _case("Cuatro soldados venezolanos llegaron a Arauca el domingo. Los cuatro fueron llevados a Arauquita el lunes y "
          "ayer a Bogotá.", "2019-12-05",
          [("relocation", "Arauquita", "2019-12-02"), ("relocation", "Bogotá", "2019-12-04")], (), "es-y-ayer-a"),
    # (guards: a verbless clause with no place is no move; a first move with no place of its own is no leg)
    _case("Four Venezuelan soldiers landed at Cedros early Tuesday. The group was taken to Port of Spain on Tuesday, "
          "and yesterday to meet the minister.", "2019-07-25",
          [("relocation", "Port of Spain", "2019-07-23")], (("relocation", ANY, "2019-07-24"),), "en-and-yesterday-no-place"),
    _case("Quatro soldados venezuelanos chegaram a Pacaraima no domingo (1). Os quatro foram levados para a sede da PF "
          "e, na terça-feira (3), transferidos para Boa Vista.", "2019-12-05",
          [("relocation", "Boa Vista", "2019-12-03")], (("relocation", "Pacaraima", ANY),), "pt-first-move-no-place"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVED_ON_THE_SAME_SENTENCE)
def test_moves_told_in_one_sentence(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
