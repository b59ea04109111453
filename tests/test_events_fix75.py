"""Event extraction traps found in held-out batch 75 (a deserter who told his story "in a phone interview from" the
capital he had reached, a Portuguese account opened on the outlet it was given to, "Em declarações ao DN, contou
que ...", men "fueron liberados y esa misma noche viajaron a Quito"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

INTERVIEWED_FROM = [
    # where the teller gave the interview from is not where the deed he tells was done
    _case("Sgt. Luis Pérez deserted on Sunday, he said in a telephone interview from Bogotá.", "2019-03-15",
          [("defection", ANY, "2019-03-10")], (("defection", "Bogotá", ANY),), "en-telephone-interview-from"),
    _case("Sgt. Luis Pérez left his unit in Maturín on Sunday, he said in a phone interview from Bogotá on "
          "Thursday.",
          "2019-03-15", [("defection", "Maturín", "2019-03-10")], ("relocation",), "en-phone-interview-from"),
    _case("El sargento Luis Pérez desertó el domingo, dijo en una entrevista telefónica desde Bogotá.",
          "2019-03-15",
          [("defection", ANY, "2019-03-10")], (("defection", "Bogotá", ANY),), "es-entrevista-telefonica-desde"),
    # (guards: a clause on that place after it tells of him there, as the move told before; a deed told as done in
    # that city keeps it)
    _case("Sgt. Luis Pérez crossed the river into Cúcuta on Sunday night. \"When it failed, there was only "
          "prison or the river,\" Pérez said in a phone interview from Cúcuta, where he is staying at a hotel.",
          "2019-05-08",
          [("border_crossing", "Cúcuta", "2019-05-05")], ("relocation",), "en-from-city-where-he-stays"),
    _case("Two army corporals deserted on Sunday and flew from Bogotá to Lima, one of them said in an interview.",
          "2019-03-15", [("relocation", "Lima", "2019-03-10")], (), "en-flew-from-stays"),
]


@pytest.mark.parametrize("text, published, present, absent", INTERVIEWED_FROM)
def test_an_interview_given_from_a_city_is_not_the_scene(gazetteer, text: str, published: str, present: list,
                                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ACCOUNT_GIVEN_TO_AN_OUTLET = [
    # "Em declarações ao DN, contou que ...": the outlet the account went to is no subject; the teller is the man
    # just named
    _case("O sargento Luis Pérez estava colocado na base naval de Puerto Cabello. Em declarações ao jornal, "
          "no domingo, contou que abandonou a unidade a 29 de janeiro.", "2019-02-11",
          [("defection", "Puerto Cabello", "2019-01-29")], (), "pt-declaracoes-ao-jornal"),
    _case("O cabo Luis Pérez servia num batalhão em Maturín. Em entrevista à rádio, relatou que abandonou o "
          "batalhão a 3 de março.",
          "2019-03-20", [("defection", "Maturín", "2019-03-03")], (), "pt-entrevista-a-radio"),
    _case("El sargento Luis Pérez servía en un batallón de Maturín. En entrevista con la radio, relató que "
          "abandonó su unidad el 3 de marzo.", "2019-03-20",
          [("defection", "Maturín", "2019-03-03")], (), "es-entrevista-con-radio"),
    _case("El cabo Luis Pérez servía en un batallón de Maturín. En entrevista con la radio, relató que cruzó a "
          "Colombia por Ureña el 3 de marzo.", "2019-03-20",
          [("border_crossing", "Ureña", "2019-03-03")], (), "es-entrevista-crossing"),
    # (guards: an opening that names someone who did something has a subject of its own; a telling with no account)
    _case("El sargento Luis Pérez servía en un batallón de Maturín. Al coronel, que desertó el 3 de marzo, lo "
          "detuvieron en Ureña.", "2019-03-20", [], (("defection", "Maturín", ANY),), "es-al-coronel-que"),
    _case("El sargento Luis Pérez servía en un batallón de Maturín. En declaraciones a este diario, el ministro "
          "dijo que nadie desertó el 3 de marzo.", "2019-03-20", [], ("defection",), "es-minister-denies"),
]


@pytest.mark.parametrize("text, published, present, absent", ACCOUNT_GIVEN_TO_AN_OUTLET)
def test_an_account_given_to_an_outlet_keeps_the_teller(gazetteer, text: str, published: str, present: list,
                                                        absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RELEASED_AND_MOVED_ON = [
    # "El lunes fueron liberados y ... viajaron": the passive opens on the left-out subject the verb after it shares
    _case("Tres exmilitares venezolanos fueron retenidos el domingo en Quito. El lunes fueron liberados y esa misma "
          "noche viajaron a Lima.", "2019-04-17", [("relocation", "Lima", "2019-04-15")], (), "es-fueron-liberados-y"),
    _case("Três ex-militares venezuelanos foram detidos no domingo em Pacaraima. Na segunda-feira foram soltos e "
          "viajaram para Manaus.", "2019-04-17", [("relocation", "Manaus", "2019-04-15")], (), "pt-foram-soltos-e"),
    # (guards: the men held before are no soldiers; a passive with a subject of its own before it)
    _case("Dos periodistas fueron retenidos el domingo en Quito. El lunes fueron liberados y viajaron a Lima.",
          "2019-04-17", [], ("relocation",), "es-journalists-released"),
    _case("Tres exmilitares venezolanos fueron retenidos el domingo en Quito. Los documentos fueron revisados y el "
          "lunes enviados a Lima.", "2019-04-17", [], ("relocation",), "es-papers-sent"),
]


@pytest.mark.parametrize("text, published, present, absent", RELEASED_AND_MOVED_ON)
def test_a_passive_opening_shares_the_left_out_subject(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


INTO_A_PROVINCE = [
    # "into the northern province of Salta": the province, which the gazetteer now knows beside its capital, ends it
    _case("Three Venezuelan soldiers crossed the river from Bolivia into the northern province of Salta on Tuesday "
          "night.", "2019-06-29", [("border_crossing", "Salta", "2019-06-25")], (), "en-into-province-of-salta"),
]


@pytest.mark.parametrize("text, published, present, absent", INTO_A_PROVINCE)
def test_a_crossing_into_a_province_ends_there(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
