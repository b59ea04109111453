"""Event extraction traps found in held-out batch 87 ("O suspeito foi preso na quarta-feira (5)": the suspect, named
by his article, is no hedge; "They spent their first days hiding in a relative's house in Siparia": hiding in a home
is a move there), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

THE_SUSPECT_HELD = [
    # an article (or a number) before "suspeito" / "sospechoso" makes it the man, not "suspected of"
    _case("Um ex-sargento venezuelano foi baleado em Parauapebas na terça-feira (4). O suspeito foi preso na "
          "quarta-feira (5) numa casa do bairro.", "2019-06-07",
          [("arrest", ANY, "2019-06-05")], (), "pt-o-suspeito-foi-preso"),
    _case("Um ex-cabo venezuelano foi esfaqueado em Boa Vista na terça-feira (4). A suspeita foi detida na "
          "quarta-feira (5) pela Polícia Civil.", "2019-06-07",
          [("arrest", ANY, "2019-06-05")], (), "pt-a-suspeita-foi-detida"),
    _case("Un sargento venezolano fue baleado en Cúcuta el martes. El sospechoso fue capturado el miércoles en el "
          "barrio La Libertad.", "2019-06-07",
          [("arrest", ANY, "2019-06-05")], (), "es-el-sospechoso-fue-capturado"),
    # (guard: a man "suspeito de" something, told without his article, is still no arrest told)
    _case("Um ex-sargento venezuelano foi baleado em Parauapebas na terça-feira (4). Um vizinho, suspeito de ter "
          "atirado, foi ouvido na quarta-feira (5).", "2019-06-07",
          [], ("arrest",), "pt-suspeito-de-no-arrest"),
    # (guard: "teriam sido presos", a rumour's conditional, still hedges)
    _case("Um ex-sargento venezuelano foi baleado em Parauapebas na terça-feira (4). Dois homens teriam sido presos "
          "na quarta-feira (5).", "2019-06-07",
          [], ("arrest",), "pt-teriam-sido-presos"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_SUSPECT_HELD)
def test_the_suspect_named_by_his_article_is_held(gazetteer, geonames, text: str, published: str,
                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HID_IN_A_HOME = [
    _case("Two Venezuelan navy sailors deserted from their post in Yoco on Sunday, May 26. They landed at Quinam Beach "
          "on Monday. They spent their first days hiding in a relative's house in Siparia.", "2019-06-19",
          [("relocation", "Siparia", ANY)], (), "en-spent-days-hiding-in-a-house"),
    _case("Two Venezuelan sergeants crossed into Colombia on Sunday, May 26. They hid in a cousin's apartment in "
          "Bucaramanga for a week.", "2019-06-19",
          [("relocation", "Bucaramanga", ANY)], (), "en-hid-in-a-cousins-apartment"),
    _case("Dos marineros venezolanos desertaron de su puesto en Yoco el domingo 26 de mayo. Desembarcaron en Quinam "
          "Beach el lunes. Se escondieron en la casa de un familiar en Siparia.", "2019-06-19",
          [("relocation", "Siparia", ANY)], (), "es-se-escondieron-en-la-casa"),
    _case("Dois sargentos venezuelanos cruzaram a fronteira no domingo (26). Esconderam-se na casa de um parente em "
          "Boa Vista.", "2019-06-19",
          [("relocation", "Boa Vista", ANY)], (), "pt-esconderam-se-na-casa"),
    # (guard: hiding in the bush is no home reached, and being found hiding there is the police's doing)
    _case("Two Venezuelan sergeants crossed into Colombia on Sunday, May 26. They spent two days hiding in the bush "
          "near Bucaramanga.", "2019-06-19",
          [], (("relocation", "Bucaramanga", ANY),), "en-hiding-in-the-bush"),
    # (guard: a farm hidden in on the night of the desertion is a stop on the way out, not a home reached)
    _case("El teniente venezolano Ronald Chacón abandonó su batallón en Guasdualito el domingo 24 de febrero. Esa "
          "noche se escondió en una finca a las afueras de Guasdualito.", "2019-04-10",
          [], ("relocation",), "es-se-escondio-en-una-finca"),
]


@pytest.mark.parametrize("text, published, present, absent", HID_IN_A_HOME)
def test_hiding_in_a_home_is_a_move_there(gazetteer, geonames, text: str, published: str,
                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
