"""Event extraction traps found in held-out batch 39 (a Luso-Venezuelan sergeant from San Antonio del Táchira to
Cúcuta, Bogotá and Lisbon, told in Portugal's spelling), each shown on new sentences: "protecção", leaving the
barracks in Portuguese, "no passado dia 5" before a verb whose subject is left out, and a place set off by a comma
before such a verb."""

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


LEFT_THE_BARRACKS = [
    # "saiu do quartel", "saíram do destacamento": leaving the post, as "salió del cuartel", "left the barracks"
    _case("O cabo Rui Mendes saiu do quartel de Guasdualito na madrugada de sábado e nunca mais voltou.", "2019-09-12",
          [("defection", ANY, "2019-09-07")], (), "pt-saiu-do-quartel"),
    _case("Três soldados saíram do destacamento de Santa Elena de Uairén no domingo, à paisana.", "2019-09-12",
          [("defection", ANY, "2019-09-08")], (), "pt-sairam-do-destacamento"),
    # ... not leaving an office or a building.
    _case("O governador saiu do palácio em Boa Vista no domingo.", "2019-09-12", [], ("defection",),
          "pt-saiu-do-palacio"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_THE_BARRACKS)
def test_left_the_barracks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
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
