"""Event extraction traps found in held-out batch 53 (three soldiers down an Amazon river to Inírida, a lieutenant's
journey from the Ureña bridge over five borders to Buenos Aires, a corporal from Paramacay to Maicao and his mother
taken in Valencia, two guardsmen across the Arauca by canoe), each shown on new sentences: a town held by a region
named with its country's possessive, asking to be recognised as a refugee, companions named as "others", a town
opening the sentence with no comma, a visit to a home that is no surrender, slipping out of a post, the border of a
town and the bridge between two, a long story told with its subject left out, and three gazetteer places."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_REGION_AFTER_ITS_COUNTRYS_POSSESSIVE = [
    # "a post at Puerto Páez in Venezuela's Apure state": the state only holds the town, which is where they left
    _case("Two privates from a border post at Puerto Páez in Venezuela's Apure state left their post late on Friday, "
          "May 10.", "2019-05-20", [("defection", "Puerto Páez", "2019-05-10")], (("defection", "Apure", ANY),),
          "town-in-countrys-state"),
    _case("A sergeant from the Guard detachment in Guasdualito, in Venezuela's Apure state, deserted on Sunday, "
          "May 12.", "2019-05-20", [("defection", "Guasdualito", "2019-05-12")], (("defection", "Apure", ANY),),
          "town-comma-in-countrys-state"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REGION_AFTER_ITS_COUNTRYS_POSSESSIVE)
def test_a_region_after_its_countrys_possessive(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_TO_BE_RECOGNISED_AS_REFUGEES = [
    # Asking for the recognition is the request, in all three languages
    _case("Two Venezuelan corporals reached Puerto Carreño on Sunday. The next morning they asked to be recognized as "
          "refugees.", "2019-05-20", [("asylum", ANY, "2019-05-20")], (), "en-asked-to-be-recognized"),
    _case("Dos cabos venezolanos llegaron a Puerto Carreño el domingo. Al día siguiente pidieron ser reconocidos como "
          "refugiados.", "2019-05-22", [("asylum", ANY, "2019-05-20")], (), "es-pidieron-ser-reconocidos"),
    _case("Dois cabos venezuelanos chegaram a Pacaraima no domingo (19). No dia seguinte pediram para serem "
          "reconhecidos como refugiados.", "2019-05-22", [("asylum", ANY, "2019-05-20")], (),
          "pt-pediram-para-serem-reconhecidos"),
    # ... a recognition only hoped for is none
    _case("Two Venezuelan corporals reached Puerto Carreño on Sunday. They hope one day to be recognized as refugees.",
          "2019-05-20", [], ("asylum",), "hope-to-be-recognized"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_TO_BE_RECOGNISED_AS_REFUGEES)
def test_asked_to_be_recognised_as_refugees(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COMPANIONS_NAMED_AS_OTHERS = [
    # "con otros dos exmilitares": the ones who went along are not the subject the next verb leaves out
    _case("El sargento Rangel desertó en Guasdualito el 2 de marzo y cruzó a Arauca. A mediados de abril viajó en bus "
          "hacia el sur con otros tres exmilitares. Cruzó a Ecuador por Rumichaca el 20 de abril.", "2019-06-10",
          [("border_crossing", ANY, "2019-04-20")], (), "es-con-otros-tres"),
    _case("O sargento Rangel desertou em Santa Elena de Uairén no dia 2 de março e atravessou para Pacaraima. Em "
          "abril viajou para Manaus com outros dois ex-militares. Atravessou para a Colômbia em 20 de abril.",
          "2019-06-10", [("border_crossing", ANY, "2019-04-20")], (), "pt-com-outros-dois"),
    # ... a plural verb after them is the whole group's
    _case("El cabo Rangel desertó en Ureña en marzo. El 2 de junio salió de Cúcuta con otros tres exmilitares. "
          "Cruzaron Ecuador en bus y llegaron a Huaquillas el 4 de junio.", "2019-06-20",
          [(ANY, "Huaquillas", "2019-06-04")], (), "es-plural-verb-after-companions"),
]


@pytest.mark.parametrize("text, published, present, absent", COMPANIONS_NAMED_AS_OTHERS)
def test_companions_named_as_others(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWN_OPENING_THE_SENTENCE_WITHOUT_A_COMMA = [
    # "En Arauca se presentó ante la Policía y pidió protección": the place opens the left-out subject's clause
    _case("La sargento Daza cruzó el río y llegó a Arauca el martes 9 de abril. En Arauca se presentó ante la Policía "
          "colombiana y pidió refugio.", "2019-04-20", [("asylum", "Arauca", "2019-04-09")], (), "es-en-arauca-se-presento"),
    _case("O cabo Daza atravessou a fronteira e chegou a Pacaraima na terça-feira (9). Em Pacaraima pediu refúgio à "
          "Polícia Federal.", "2019-04-20", [("asylum", "Pacaraima", "2019-04-09")], (), "pt-em-pacaraima-pediu"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWN_OPENING_THE_SENTENCE_WITHOUT_A_COMMA)
def test_a_town_opening_the_sentence_without_a_comma(gazetteer, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_VISIT_TO_A_HOME_IS_NO_SURRENDER = [
    # "los agentes se presentaron en la casa de su padre": a knock on the door, not officers giving themselves up
    _case("El cabo Daza cruzó a Colombia el 9 de abril. Al día siguiente, cuatro agentes del Sebin se presentaron en "
          "la casa de su padre en Barinas.", "2019-04-20", [], (("defection", "Barinas", ANY),), "es-en-la-casa"),
    _case("O cabo Daza atravessou para o Brasil em 9 de abril. No dia seguinte, três agentes se apresentaram na casa "
          "do pai dele, em Maturín.", "2019-04-20", [], (("defection", "Maturín", ANY),), "pt-na-casa"),
    # ... giving oneself up at a police post still is one
    _case("El cabo Daza huyó de su unidad el 9 de abril y se presentó en la sede de la Policía en Cúcuta.",
          "2019-04-20", [("defection", ANY, "2019-04-09")], (), "es-en-la-sede-de-la-policia"),
]


@pytest.mark.parametrize("text, published, present, absent", A_VISIT_TO_A_HOME_IS_NO_SURRENDER)
def test_a_visit_to_a_home_is_no_surrender(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SLIPPED_OUT_OF_A_POST = [
    # "slipped out of their post", "crept out of his barracks": a desertion, as "walked out of" is
    _case("Three guardsmen reached Arauquita by canoe. On the night of 2 May, the three slipped out of their post in "
          "La Victoria.", "2019-05-10", [("defection", "La Victoria", "2019-05-02")], (), "slipped-out-of-their-post"),
    _case("On Friday night a sailor crept out of his unit in Punto Fijo.", "2019-05-12",
          [("defection", "Punto Fijo", "2019-05-10")], (), "crept-out-of-his-unit"),
]


@pytest.mark.parametrize("text, published, present, absent", SLIPPED_OUT_OF_A_POST)
def test_slipped_out_of_a_post(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BORDER_AND_BRIDGE_NAMED_BY_TOWNS = [
    # "cruzó la frontera de Paraguachón": the town names the crossing point
    _case("El sargento Ortiz cruzó a pie la frontera de Aguas Verdes el 4 de junio.", "2019-06-20",
          [("border_crossing", "Aguas Verdes", "2019-06-04")], (), "es-la-frontera-de"),
    _case("El sargento Ortiz desertó en Ureña en marzo. El 4 de junio atravesó la frontera de Huaquillas.",
          "2019-06-20", [("border_crossing", "Huaquillas", "2019-06-04")], (), "es-atraveso-la-frontera-de"),
    # ... a border named by its country is no crossing point (a neighbour's, Colombia's, is where an unplaced
    # crossing goes anyway: tests/test_events_sweep27.py)
    _case("El sargento Ortiz cruzó la frontera de Ecuador el 4 de junio.", "2019-06-20", [],
          (("border_crossing", "Ecuador", ANY),), "es-la-frontera-de-un-pais"),
    # "el puente que une Ipiales con Tulcán": from the first town over to the second
    _case("El sargento Ortiz salió de Colombia el 4 de junio: cruzó el puente que une Ipiales con Tulcán.",
          "2019-06-20", [("border_crossing", "Tulcán", "2019-06-04")], (), "es-puente-que-une"),
    _case("Sergeant Ortiz deserted in March. On 4 June he crossed the bridge that joins Tulcán with Ipiales.",
          "2019-06-20", [("border_crossing", "Ipiales", "2019-06-04")], (), "en-bridge-that-joins"),
]


@pytest.mark.parametrize("text, published, present, absent", BORDER_AND_BRIDGE_NAMED_BY_TOWNS)
def test_border_and_bridge_named_by_towns(gazetteer, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LONG_STORY_WITH_ITS_SUBJECT_LEFT_OUT = [
    # One man's journey told over many sentences that leave him out: the last crossings are still his
    _case("El cabo Ramírez desertó en San Antonio del Táchira el 23 de febrero. Se quedó dos meses en Cúcuta. Trabajó "
          "en una panadería. Ahorró lo justo para el pasaje. Compró una mochila. Viajó en bus hasta Ipiales. El 2 de "
          "mayo cruzó a Ecuador por Rumichaca.", "2019-06-10",
          [("border_crossing", ANY, "2019-05-02")], (), "es-six-sentences-on"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LONG_STORY_WITH_ITS_SUBJECT_LEFT_OUT)
def test_a_long_story_with_its_subject_left_out(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GAZETTEER_PLACES = [
    ("They sailed down the Atabapo River at night.", "Atabapo River", "VE"),
    ("Cruzaron la desembocadura del río Guaviare.", "Guaviare River", "CO"),
    ("Caminó por la orilla del lago Titicaca hasta Bolivia.", "Lake Titicaca", "BO"),
]


@pytest.mark.parametrize("text, name, country", GAZETTEER_PLACES)
def test_gazetteer_places(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}
