"""Event extraction traps found in held-out batch 73 (a Luso-Venezuelan sergeant who "abandonou o comando da GNB em
Guanare", then, opening a new paragraph, "Viajou de autocarro até San Cristóbal ... e a 27 de janeiro atravessou o rio
Táchira", and "Com a ajuda do consulado ..., obteve um passaporte e voou de Bogotá para Lisboa"), each shown on new
sentences: the post left told by its office, and a left-out subject after a paragraph break or an opening aside when
the verb is a Portuguese singular preterite or an irregular one."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

COMMAND_LEFT = [
    # the command a soldier served at, left, is his post left, as "abandonó el comando" is
    _case("O cabo Rui Sampaio abandonou o comando da GNB em Barinas em 3 de março.", "2019-04-10",
          [("defection", "Barinas", "2019-03-03")], (), "pt-abandonou-o-comando"),
    _case("Os sargentos Rui Sampaio e Abel Souza haviam abandonado o comando regional em Maturín em 3 de março.",
          "2019-04-10", [("defection", "Maturín", "2019-03-03")], (), "pt-haviam-abandonado-o-comando"),
    # guards: a general handing over his command, and a command named as a body
    _case("O general Rui Sampaio deixou o comando da região em Barinas em 3 de março.", "2019-04-10",
          [], ("defection",), "pt-deixou-o-comando"),
    _case("O general Rui Sampaio abandonou o Comando Sul em 3 de março.", "2019-04-10",
          [], ("defection",), "pt-comando-by-name"),
]


@pytest.mark.parametrize("text, published, present, absent", COMMAND_LEFT)
def test_a_command_left(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PORTUGUESE_VERB_OPENS_PARAGRAPH = [
    # a new paragraph opening on a singular Portuguese preterite goes on with the soldier told before, as a Spanish
    # one ("Viajó en autobús ...") does
    _case("O sargento Rui Sampaio abandonou o quartel em Guanare em 5 de março.\nViajou de ônibus até San Cristóbal e "
          "em 7 de março atravessou o rio Táchira até Cúcuta.", "2019-04-10",
          [("border_crossing", ANY, "2019-03-07")], (), "pt-viajou-new-paragraph"),
    _case("O sargento Rui Sampaio abandonou o quartel em Guanare em 5 de março.\nSeguiu a pé até Santa Elena de "
          "Uairén e em 7 de março atravessou a fronteira até Pacaraima.", "2019-04-10",
          [("border_crossing", "Pacaraima", "2019-03-07")], (), "pt-seguiu-new-paragraph"),
    # guard: a paragraph that names its own subject is about that one (a cousin), not the soldier
    _case("O sargento Rui Sampaio abandonou o quartel em Guanare em 5 de março.\nO primo viajou até San Cristóbal e "
          "em 7 de março atravessou o rio Táchira até Cúcuta.", "2019-04-10",
          [], ("border_crossing",), "pt-cousin-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", PORTUGUESE_VERB_OPENS_PARAGRAPH)
def test_a_portuguese_verb_opens_a_paragraph(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


IRREGULAR_VERB_AFTER_HELPER = [
    # after "with the help of ...", an irregular preterite ("obtuvo", "obteve", "hizo") opens the clause whose subject
    # is left out: the soldier told before flew on
    _case("El sargento José Pérez llegó a Cúcuta el 3 de enero. Con la ayuda de un primo, obtuvo un pasaporte y voló "
          "de Bogotá a Madrid el 13 de febrero.", "2019-03-01",
          [("relocation", "Madrid", "2019-02-13")], (), "es-obtuvo"),
    _case("El sargento José Pérez llegó a Cúcuta el 3 de enero. Con la ayuda de un primo, hizo los trámites y voló de "
          "Bogotá a Madrid el 13 de febrero.", "2019-03-01",
          [("relocation", "Madrid", "2019-02-13")], (), "es-hizo"),
    _case("O sargento José Pestana chegou a Cúcuta em 3 de janeiro. Com a ajuda de um primo, obteve um passaporte e "
          "voou de Bogotá para Lisboa em 13 de fevereiro.", "2019-03-01",
          [("relocation", "Lisbon", "2019-02-13")], (), "pt-obteve"),
    # guard: the clause names its own subject (his wife), who flew, not he
    _case("El sargento José Pérez llegó a Cúcuta el 3 de enero. Con la ayuda de un primo, su esposa obtuvo un "
          "pasaporte y voló de Bogotá a Madrid el 13 de febrero.", "2019-03-01",
          [], ("relocation",), "es-wife-obtuvo"),
]


@pytest.mark.parametrize("text, published, present, absent", IRREGULAR_VERB_AFTER_HELPER)
def test_an_irregular_verb_after_a_helper(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
