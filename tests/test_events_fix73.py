"""Event extraction traps found in held-out batch 73 (a Luso-Venezuelan sergeant who "abandonou o comando da GNB em
Guanare", then, opening a new paragraph, "Viajou de autocarro até San Cristóbal ... e a 27 de janeiro atravessou o rio
Táchira", and "Com a ajuda do consulado ..., obteve um passaporte e voou de Bogotá para Lisboa"), each shown on new
sentences: the post left told by its office, and a left-out subject after a paragraph break or an opening aside when
the verb is a Portuguese singular preterite or an irregular one. Also from batch 73: "the Mariscal Juan Crisóstomo
Falcón naval base in Punto Fijo" (a base named for a hero, left), "remains under a ban on leaving the country" (no
crossing), "asked Italy for protection" (Italy a country of the story) and "levou os seis até a sede da Polícia
Federal em Boa Vista" (the six taken to a building), and the Serra do Tepequém (Roraima, BR; also batch 74)."""

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


BASE_NAMED_FOR_A_HERO = [
    # a base named by a rank and a full name is a post left, however many words its name takes
    _case("Seven sailors left the Mariscal Juan Crisóstomo Falcón naval base in Punto Fijo on Friday night.",
          "2019-03-18", [("defection", "Punto Fijo", "2019-03-15")], (), "en-naval-base-full-name"),
    _case("Two sergeants left the Coronel Antonio Nicolás Briceño military base in Valera on Friday night.",
          "2019-03-18", [("defection", "Valera", "2019-03-15")], (), "en-military-base-full-name"),
    # guard: a museum named so is no post
    _case("The tourists left the Mariscal Juan Crisóstomo Falcón naval museum in Punto Fijo on Friday.",
          "2019-03-18", [], ("defection",), "en-naval-museum"),
]


@pytest.mark.parametrize("text, published, present, absent", BASE_NAMED_FOR_A_HERO)
def test_a_base_named_for_a_hero(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BANNED_FROM_LEAVING = [
    # a ban on leaving keeps the leaving from being done: no crossing
    _case("Sergeant Luis Mora deserted in March. He remains under a ban on leaving Colombia.", "2019-04-24",
          [], ("border_crossing",), "en-ban-on-leaving-he"),
    # guard: a ban lifted, then the crossing done
    _case("Sergeant Luis Mora deserted in March. After the ban was lifted, he crossed into Ecuador on March 9.",
          "2019-04-24", [("border_crossing", "Ecuador", "2019-03-09")], (), "en-ban-lifted"),
]


@pytest.mark.parametrize("text, published, present, absent", BANNED_FROM_LEAVING)
def test_banned_from_leaving(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ITALY = [
    # Italy is a country of the story (a large Italo-Venezuelan community): asked for protection there, landed there
    _case("Sergeant Luis Mora and Corporal Pedro Díaz, who deserted in May, asked Italy for protection on June 11.",
          "2019-07-18", [("asylum", "Italy", "2019-06-11")], (), "en-asked-italy"),
    _case("Sergeant Luis Mora deserted on May 2. On June 11 he landed in Italy.", "2019-07-18",
          [("relocation", "Italy", "2019-06-11")], (), "en-landed-in-italy"),
    # guard: the adjective is no place
    _case("Sergeant Luis Mora deserted on May 2. On June 11 he got an Italian passport.", "2019-07-18",
          [], ("relocation",), "en-italian-passport"),
]


@pytest.mark.parametrize("text, published, present, absent", ITALY)
def test_italy(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_TO_A_BUILDING = [
    # "levou os seis até a sede ...": the six told before were taken there, as "took the six to the headquarters"
    _case("Seis militares venezuelanos desertaram em El Paují. Na quinta-feira (24), uma patrulha levou os seis até "
          "a sede da Polícia Federal em Boa Vista.", "2019-01-28", [("relocation", "Boa Vista", "2019-01-24")], (),
          "pt-levou-os-seis-ate-a-sede"),
    _case("Seis militares venezolanos desertaron en El Paují. El jueves, una patrulla llevó a los seis a la sede de "
          "la Policía en Cúcuta.", "2019-01-28", [("relocation", "Cúcuta", "2019-01-24")], (), "es-llevo-a-los-seis-a-la-sede"),
    # guard: no move told
    _case("Seis militares venezuelanos desertaram em El Paují. Os seis até hoje esperam uma resposta em Boa Vista.",
          "2019-01-28", [], ("relocation",), "pt-os-seis-ate-hoje"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_TO_A_BUILDING)
def test_taken_to_a_building(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TEPEQUEM = [
    # the Serra do Tepequém (Amajari, Roraima) and its village, reached on foot through the forest from the Gran Sabana,
    # are in Brazil: arriving there is the crossing
    _case("Seis soldados venezuelanos desertaram em El Paují no domingo (20). Na quarta-feira (23), chegaram a pé à "
          "Serra do Tepequém, em Amajari.", "2019-01-28",
          [("border_crossing", "Serra do Tepequém", "2019-01-23")], (), "pt-serra-do-tepequem"),
    _case("Four Venezuelan soldiers who deserted from a post in the Gran Sabana walked for three days and reached "
          "Tepequém on January 23.", "2019-01-28",
          [("border_crossing", "Tepequém", "2019-01-23")], (), "en-tepequem"),  # the village (br-tepequem), also BR
    # guard: the desertion stays at the post in Venezuela
    _case("Seis soldados venezuelanos desertaram em El Paují no domingo (20). Na quarta-feira (23), chegaram a pé à "
          "Serra do Tepequém, em Amajari.", "2019-01-28",
          [("defection", "El Paují", "2019-01-20")], (("defection", "Serra do Tepequém", ANY),), "pt-tepequem-desertion-at-post"),
]


@pytest.mark.parametrize("text, published, present, absent", TEPEQUEM)
def test_tepequem_is_in_brazil(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
