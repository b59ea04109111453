"""Event extraction traps found by the twenty-ninth sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import is_subject_at

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_NAMED = "Los cabos Luis Ernesto Parra y Wilmer José Castillo, de 21 y 23 años, servían en el Fuerte Mara."

# A left-out subject is the one told before after two openings in a row, as after one: an attribution then an
# infinitive ("Según su relato, al terminar la guardia, dejaron los fusiles"), an attribution then a time and an
# infinitive, a time then an infinitive
CHAINED_OPENINGS = [
    _case(f"{_NAMED} Según su relato, al terminar el turno, dejaron los fusiles en la garita.", "2019-06-20",
          [("defection", ANY, ANY)], (), "segun-su-relato-al-terminar-el-turno"),
    _case(f"{_NAMED} De acuerdo con sus familias, la noche del sábado 8 de junio, al terminar la guardia, dejaron los "
          "fusiles en la garita.", "2019-06-20", [("defection", ANY, "2019-06-08")], (),
          "de-acuerdo-con-la-noche-del-al-terminar"),
    _case(f"{_NAMED} Según contaron, al caer la noche del 3 de mayo, abandonaron su puesto.", "2019-06-20",
          [("defection", ANY, "2019-05-03")], (), "segun-contaron-al-caer-la-noche"),
    # an object inside the opening ("al ver al sargento Rivas") is no subject either
    _case(f"{_NAMED} Según su relato, al ver al sargento Rivas, dejaron los fusiles en la garita.", "2019-06-20",
          [("defection", ANY, ANY)], (), "a-name-inside-the-opening-is-no-subject-of-the-verb"),
]


@pytest.mark.parametrize("text, published, present, absent", CHAINED_OPENINGS)
def test_a_left_out_subject_after_two_openings(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Whose home or car a clause names ("en casa de un tío de Parra", "en el carro particular de Castillo", "na casa de
# Ramos") is no subject, so it does not end a chain of verbs that leave the subject out
HOME_OR_CAR_OF = [
    ("Dejaron el vehículo en casa de un tío de Parra y pasaron el día escondidos.", "Parra", False),
    ("Salieron de la base en el carro particular de Castillo, vestidos de civil.", "Castillo", False),
    ("Ficaram escondidos na casa de Ramos até domingo.", "Ramos", False),
    ("Pasaron la noche en la vivienda del sargento Pérez.", "sargento", False),
    # guards: a relative "de" someone, a count, and a plain subject stay as they were
    ("La esposa de un cabo fue retenida en Maracaibo.", "un cabo", True),
    ("Un grupo de 16 guardias cruzó el puente.", "16", True),
    ("Parra dejó la casa de su madre.", "Parra", True),
]


@pytest.mark.parametrize("text, word, subject", HOME_OR_CAR_OF)
def test_whose_home_or_car_is_no_subject(text: str, word: str, subject: bool) -> None:
    assert is_subject_at(text, text.index(word)) is subject


HOME_OR_CAR_CHAIN = [
    _case("Se trata de los tenientes Andrés Ruiz Pino y Carlos Mendoza Rivero. El viernes 5 de abril manejaron toda "
          "la noche y llegaron a Maracaibo. Dejaron el carro en casa de un primo de Ruiz y pasaron el día escondidos. "
          "El sábado 6 cruzaron por una trocha hasta Maicao, donde pidieron protección a la Policía.",
          "2019-04-11", [("asylum", "Maicao", "2019-04-06")], (),
          "chain-goes-on-past-a-cousins-home"),
]


@pytest.mark.parametrize("text, published, present, absent", HOME_OR_CAR_CHAIN)
def test_a_chain_goes_on_past_whose_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A dated clause of violence dropped as a backdrop (no one hurt named, no place) and an undated one kept in the same
# sentence are one scene: the one kept takes the day ("On March 9 guards stormed the cells with tear gas; at least
# six prisoners were beaten")
ONE_SCENE_TWICE = [
    _case("On March 9, he said, guards entered the cells with clubs and tear gas; at least five detainees were beaten, "
          "and one, a young man arrested at a protest in January, was taken to a military hospital and never came "
          "back.", "2019-11-20", [("violence", ANY, "2019-03-09")], (("violence", ANY, None),),
          "tear-gas-then-detainees-beaten"),
    # guard: two clauses each dated by the sentence stay as they were
    _case("On March 9, he said, guards stormed the cells with batons and tear gas; at least six prisoners were beaten, "
          "and one was taken to a hospital.", "2019-11-20", [("violence", ANY, "2019-03-09")],
          (("violence", ANY, None),), "both-clauses-dated-already"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_SCENE_TWICE)
def test_one_scene_told_twice_in_a_sentence(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Joining those a relative clause tells of ("On 26 March he joined about 40 former soldiers who gathered outside the
# office") is taking part that day: the relative clause's protest takes the day the sentence opens on
JOINED_THOSE_WHO = [
    _case("On 26 March, Rafael joined about 40 former soldiers who gathered outside the Migración Colombia office in "
          "Arauca.", "2019-03-28", [("protest", ANY, "2019-03-26")], (("protest", ANY, None),), "joined-those-who-gathered"),
    _case("Two days later, on May 6, the two corporals joined some 60 deserters who marched to the UNHCR office in "
          "Bogotá.", "2019-05-09", [("protest", ANY, "2019-05-06")], (("protest", ANY, None),), "joined-those-who-marched"),
    # guard: a relative clause that says who the men are keeps the day for the main verb after it
    _case("On Tuesday, 25 soldiers who had joined the uprising sought asylum at the Brazilian embassy.", "2019-05-03",
          [("asylum", ANY, "2019-04-30")], (), "who-had-joined-then-the-main-verb"),
]


@pytest.mark.parametrize("text, published, present, absent", JOINED_THOSE_WHO)
def test_joined_those_who_protested(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A shift or a leave that ended with no return is a desertion ("terminó su turno, dejó el arma en el parque y no
# volvió", "finished his shift and never came back", "terminou o turno e não voltou", "salió de permiso y nunca
# regresó"); so is his own weapon left behind, told in the singular ("dejó el arma")
SHIFT_ENDED_NO_RETURN = [
    _case("El viernes 12 de abril el cabo Rangel terminó su guardia en el peaje y no volvió.", "2019-04-20",
          [("defection", ANY, "2019-04-12")], (), "termino-su-guardia-y-no-volvio"),
    _case("On April 12 the corporal finished his shift at the toll booth and never came back.", "2019-04-20",
          [("defection", ANY, "2019-04-12")], (), "finished-his-shift-and-never-came-back"),
    _case("Em 12 de abril o cabo terminou o plantão no posto e não voltou.", "2019-04-20",
          [("defection", ANY, "2019-04-12")], (), "terminou-o-plantao-e-nao-voltou"),
    _case("El 12 de abril el cabo salió de permiso y nunca regresó.", "2019-04-20",
          [("defection", ANY, "2019-04-12")], (), "salio-de-permiso-y-nunca-regreso"),
    _case("El 12 de abril el cabo dejó el arma en el parque de la unidad y tomó un autobús a San Cristóbal.",
          "2019-04-20", [("defection", ANY, "2019-04-12")], (), "dejo-el-arma-en-el-parque"),
    # guards: no return to something else, a weapon of someone else's, and the peace deal's words code nothing
    _case("El cabo terminó su turno y no volvió a llamar a su madre hasta mayo.", "2019-06-20", [], ("defection",),
          "no-volvio-a-llamar"),
    _case("El sargento dejó el arma del comandante sobre la mesa.", "2019-06-20", [], ("defection",), "el-arma-del-comandante"),
    _case("Los guerrilleros de las FARC dejaron las armas en 2017.", "2019-06-20", [], ("defection",), "dejaron-las-armas"),
]


@pytest.mark.parametrize("text, published, present, absent", SHIFT_ENDED_NO_RETURN)
def test_a_shift_ended_with_no_return(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A deserter's own account in Spanish or Portuguese, in the first person, is coded as English "I" and "we" are: the verb
# carries its subject ("crucé", "pedimos", "atravessei", "me entregué"), read as the quote's speaker
FIRST_PERSON_ACCOUNTS = [
    _case('"El 17 de junio crucé el río Táchira y pedí protección a la Policía en Cúcuta", dijo el sargento Luis Mora.',
          "2019-06-20", [("border_crossing", ANY, "2019-06-17"), ("asylum", ANY, "2019-06-17")], (), "cruce-y-pedi"),
    _case('"Cruzamos el río el 17 de junio y pedimos refugio a la policía colombiana", contó el cabo Luis Mora.',
          "2019-06-20", [("border_crossing", ANY, "2019-06-17"), ("asylum", ANY, "2019-06-17")], (), "cruzamos-y-pedimos"),
    _case('"Atravessei a ponte no dia 17 de junho e pedi refúgio à Polícia Federal em Pacaraima", contou o cabo José Lima.',
          "2019-06-20", [("border_crossing", "Pacaraima", "2019-06-17"), ("asylum", "Pacaraima", "2019-06-17")], (),
          "atravessei-e-pedi"),
    _case('El sargento Luis Mora vive hoy en Lima. "El 24 de febrero crucé a Cúcuta por el río, de madrugada", recuerda.',
          "2019-06-20", [("border_crossing", "Cúcuta", "2019-02-24")], (), "cruce-a-cucuta"),
    _case('El cabo Luis Mora desertó el 16 de junio. "Del otro lado me entregué a Migración Colombia y pedí '
          'protección", relató.', "2019-06-20", [("asylum", ANY, ANY)], (), "me-entregue-a-migracion"),
    # guards: a first-person reason for a desertion told on its own, and a present "cruzamos" of a habit, code nothing
    _case('"Nosotros desertamos para no reprimir al pueblo", dijo el cabo Luis Mora.', "2019-06-20", [],
          ("defection",), "desertamos-para-no-reprimir"),
    _case('"Cada semana cruzamos el puente para comprar comida", dijo una vecina de Ureña.', "2019-06-20", [],
          ("border_crossing",), "cada-semana-cruzamos"),
]


@pytest.mark.parametrize("text, published, present, absent", FIRST_PERSON_ACCOUNTS)
def test_first_person_accounts(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# The accent is what makes a Spanish verb first person: "cruce" is a noun, "pase" a subjunctive, "viaje" a trip
@pytest.mark.parametrize("text", [
    '"El cruce por la trocha es peligroso", dijo el sargento Luis Mora.',
    '"Queremos que la ayuda pase por el puente", dijo el diputado Luis Mora.',
    '"El viaje a Bogotá duró dos días", contó el cabo Luis Mora.',
])
def test_no_first_person_without_its_accent(gazetteer, text: str) -> None:
    assert_coded(_coded(gazetteer, text, "2019-06-20"), [], ("border_crossing", "defection", "relocation"))
