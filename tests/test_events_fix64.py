"""Event extraction traps found in held-out batch 64 (a lieutenant's road from Fuerte Tiuna to Santiago, three
ex-soldiers racing Ecuador's visa, a corporal's family crossing to Pacaraima, a sergeant waded into Texas, a
sergeant held after Acosta Arévalo's death while his colleague fled by night, ex-soldiers shot and caught in
Valledupar, a march in Cúcuta's square), each shown on new sentences: a base left by its name or as "the military
complex", an account named first with a clause on who checked it, relatives set off by two time phrases, a subhead
run into the scene it labels, the group told in the present of what it tells, the fear of going back told to border
agents, the U.S. as an adjective, a next leg told "before taking a bus", a town's own police, the night told before
going on in the next paragraph, "a sergeant" arrested and named later, a lead's short name and the full one, a
march's route and what someone is accused of."""

from __future__ import annotations

import pytest

from geo.actors import read_actors
from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_BASE_LEFT_BY_ITS_NAME = [
    # "abandonó el complejo militar", "deixou o complexo militar": the base as a military complex
    _case("El capitán Pedro Rangel abandonó el complejo militar el jueves 9 de mayo.", "2019-06-10",
          [("defection", ANY, "2019-05-09")], (), "es-abandono-el-complejo-militar"),
    _case("O capitão Pedro Rangel deixou o complexo militar na quinta-feira (9).", "2019-05-20",
          [("defection", ANY, "2019-05-09")], (), "pt-deixou-o-complexo-militar"),
    # "deixou o Fuerte Mara": the Portuguese leaving verb before a Venezuelan base's own name
    _case("O soldado Pedro Rangel deixou o Fuerte Mara no sábado (11).", "2019-05-20",
          [("defection", "Fuerte Mara", "2019-05-11")], (), "pt-deixou-o-fuerte"),
    # "desertó de Fuerte Tiuna ... y cruzó a Colombia": the base left places the desertion, the crossing its end
    _case("El teniente Pedro Rangel desertó de Fuerte Tiuna en mayo y cruzó a Colombia por una trocha.", "2019-08-12",
          [("defection", "Fuerte Tiuna", "2019-05-01"), ("border_crossing", "Colombia", "2019-05-01")],
          (("defection", "Colombia", ANY),), "es-deserto-de-fuerte-y-cruzo"),
    _case("Lieutenant Pedro Rangel deserted from Fuerte Mara in May and crossed into Colombia.", "2019-08-12",
          [("defection", "Fuerte Mara", "2019-05-01")], (("defection", "Colombia", ANY),),
          "en-deserted-from-fuerte-and-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BASE_LEFT_BY_ITS_NAME)
def test_a_base_left_by_its_name(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_ACCOUNT_AND_WHO_CHECKED_IT = [
    # "Según su relato, que El Nacional contrastó con dos colegas, abandonó": the left-out subject is the lieutenant,
    # not the colleagues the account was checked with
    _case("El teniente Pedro Rangel servía en Maracay. Según su relato, que El Nacional contrastó con documentos y "
          "con dos colegas, abandonó el cuartel el jueves 9 de mayo.", "2019-06-10",
          [("defection", ("Lt. Pedro Rangel",))], (), "es-segun-su-relato-que-contrasto-con"),
    _case("O tenente Pedro Rangel servia em Boa Vista. Segundo o seu relato, que O Globo conferiu com colegas, "
          "abandonou o quartel na quinta-feira (9).", "2019-05-20",
          [("defection", ("Lt. Pedro Rangel",))], (), "pt-segundo-o-seu-relato-que-conferiu"),
]


def _coded_actors(gazetteer, text: str, published: str) -> list[tuple[str, tuple[str, ...]]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.actors) for e in events]


@pytest.mark.parametrize("text, published, present, absent", AN_ACCOUNT_AND_WHO_CHECKED_IT)
def test_an_account_and_who_checked_it(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_actors(gazetteer, text, published), present, absent)


def test_a_checked_with_is_no_subject() -> None:
    """"que el diario contrastó con dos excompañeros": those a telling was checked with are its object."""
    mentions = read_actors(["Según su relato, que el diario contrastó con dos excompañeros, salió del cuartel."])[0]
    assert [m.role for m in mentions if "excompa" in m.surface] == ["object"]


def test_a_counterintelligence_body_is_no_one() -> None:
    """"presos pela Direção de Contrainteligência Militar": a body, no person, so "ele" after it is the man the
    story follows."""
    sentences = ["O turno de Pedro José Rangel Mora começa às 5h.",
                 "Segundo Rangel, dois colegas foram presos pela Direção de Contrainteligência Militar.",
                 "No sábado (6), ele deixou o quartel."]
    mentions = [m for s in read_actors(sentences) for m in s]
    assert not any("Dire" in a.name for m in mentions for a in m.actors), mentions
    assert [a.name for m in mentions if m.surface == "ele" for a in m.actors] == ["Pedro José Rangel Mora"]


RELATIVES_AFTER_TWO_TIME_PHRASES = [
    # "Dois dias depois, na segunda-feira (8), a família atravessou": two time phrases, then the family, who move
    # as the men the story follows (the corporal among them)
    _case("O cabo Pedro Rangel deixou o quartel no sábado (6). Dois dias depois, na segunda-feira (8), a família "
          "atravessou a fronteira e chegou a Pacaraima.", "2019-07-20",
          [("border_crossing", "Pacaraima", "2019-07-08")], (), "pt-dois-dias-depois-na-segunda"),
    _case("El cabo Pedro Rangel dejó el cuartel el sábado 6 de julio. Dos días después, el lunes 8, la familia "
          "cruzó la frontera y llegó a Cúcuta.", "2019-07-20",
          [("border_crossing", "Cúcuta", "2019-07-08")], (), "es-dos-dias-despues-el-lunes"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVES_AFTER_TWO_TIME_PHRASES)
def test_relatives_after_two_time_phrases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SUBHEAD_RUN_INTO_ITS_SCENE = [
    # "Detenido en Petare\n\nDesde entonces vive en ...": the subhead's word is a label, so the scene sentence after
    # it still sets the place of the arrest told next
    _case("El sargento Pedro Rangel Mora vende agua en la calle.\n\nDetenido en Petare\n\nDesde entonces comparte "
          "un cuarto en Petare. El miércoles 11, una patrulla detuvo a Rangel.", "2019-09-15",
          [("arrest", "Petare", "2019-09-11")], (), "es-subhead-detenido-en"),
    # "en Chacao, en el este de la ciudad": the city told again holds the neighbourhood named
    _case("El sargento Pedro Rangel Mora vende agua en Caracas. Desde entonces comparte un cuarto en Chacao, en el "
          "este de la ciudad. El miércoles 11, una patrulla detuvo a Rangel.", "2019-09-15",
          [("arrest", "Chacao", "2019-09-11")], (), "es-barrio-en-el-este-de-la-ciudad"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SUBHEAD_RUN_INTO_ITS_SCENE)
def test_a_subhead_run_into_its_scene(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_GROUP_IN_THE_PRESENT_OF_ITS_TELLING = [
    # "Los tres dicen haber desertado", "Os três contam ter desertado": the number stands for the men named before
    _case("Tres exsoldados venden agua en los semáforos de Quito. Los tres dicen haber desertado en marzo y haber "
          "cruzado a Cúcuta.", "2019-09-15",
          [("defection", ANY, "2019-03-01"), ("border_crossing", "Cúcuta", "2019-03-01")], (), "es-los-tres-dicen"),
    _case("Três ex-soldados vendem água nos semáforos de Manaus. Os três contam ter desertado em março e "
          "cruzado a fronteira até Pacaraima.", "2019-09-15",
          [("border_crossing", "Pacaraima", "2019-03-01")], (), "pt-os-tres-contam"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_GROUP_IN_THE_PRESENT_OF_ITS_TELLING)
def test_the_group_in_the_present_of_its_telling(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_FEAR_OF_GOING_BACK = [
    # telling border agents one fears going back is asking for protection
    _case("Sergeant Pedro Rangel waded across the Rio Grande on Friday. He told the agents that he was a deserter and "
          "feared returning.", "2019-10-16", [("asylum", ANY, "2019-10-11")], (), "en-told-agents-feared-returning"),
    _case("El sargento Pedro Rangel cruzó el río Bravo el viernes. El sargento dijo a los agentes de la Patrulla "
          "Fronteriza que era desertor y que temía volver.", "2019-10-16", [("asylum", ANY, "2019-10-11")], (),
          "es-dijo-a-los-agentes-que-temia-volver"),
    _case("O sargento Pedro Rangel disse aos policiais federais que tinha medo de voltar.", "2019-10-16",
          [("asylum", ANY, None)], (), "pt-disse-aos-policiais-que-tinha-medo"),
    # ... a fear for relatives at home is no request
    _case("Sergeant Pedro Rangel told reporters that he feared for his mother in Maracay.", "2019-10-16", [],
          ("asylum",), "en-feared-for-his-mother"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_FEAR_OF_GOING_BACK)
def test_the_fear_of_going_back(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OFFICIALS_WHO_TELL_NOTHING = [
    # "U.S. officials were urging soldiers to defect": whose officials, not where the desertion was
    _case("When Pedro Rangel Mora walked off his post in February, U.S. officials were urging soldiers to abandon "
          "Maduro.", "2019-10-16", [("defection", "Venezuela", "2019-02-01")],
          (("defection", "United States", ANY), ("relocation", "United States", ANY)), "en-us-officials-were-urging"),
    # ... officials who tell a desertion still set it on their side
    _case("Curaçao authorities said two soldiers had deserted on Friday.", "2019-10-16",
          [("defection", "Curaçao", ANY)], (), "en-authorities-said"),
]


@pytest.mark.parametrize("text, published, present, absent", OFFICIALS_WHO_TELL_NOTHING)
def test_officials_who_tell_nothing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_NEXT_LEG_BEFORE_TAKING_A_BUS = [
    # "spent two days there before taking a bus to X": the next leg of the journey
    _case("Sergeant Pedro Rangel flew to Bogotá. He stayed there two days before taking a bus to Medellín.",
          "2019-10-16", [("relocation", "Bogotá", ANY), ("relocation", "Medellín", ANY)], (),
          "en-before-taking-a-bus"),
    _case("Sergeant Pedro Rangel flew to Bogotá. He stayed there two days after catching a flight to Medellín.",
          "2019-10-16", [("relocation", "Medellín", ANY)], (), "en-after-catching-a-flight"),
]


@pytest.mark.parametrize("text, published, present, absent", A_NEXT_LEG_BEFORE_TAKING_A_BUS)
def test_a_next_leg_before_taking_a_bus(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWNS_OWN_POLICE = [
    # "capturados por la Policía Metropolitana de Bucaramanga": caught where that police works
    _case("Dos exsoldados venezolanos fueron capturados el miércoles por la Policía Metropolitana de Bucaramanga.",
          "2019-10-18", [("arrest", "Bucaramanga", "2019-10-16")], (), "es-policia-metropolitana-de"),
    _case("Dois ex-soldados venezuelanos foram presos na quarta-feira pela Polícia Municipal de Boa Vista.",
          "2019-10-18", [("arrest", "Boa Vista", "2019-10-16")], (), "pt-policia-municipal-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWNS_OWN_POLICE)
def test_a_towns_own_police(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_NIGHT_GOES_ON = [
    # "Cerca de la medianoche cruzó": a time of the night opens the sentence, its subject left out
    _case("El sargento Pedro Rangel dejó el fusil el martes 2 de julio y tomó un taxi hacia la frontera. Cerca de la "
          "medianoche cruzó por una trocha hasta La Parada.", "2019-07-04",
          [("border_crossing", "La Parada", "2019-07-02")], (), "es-cerca-de-la-medianoche"),
    _case("O sargento Pedro Rangel deixou o quartel na terça-feira (2). Por volta da meia-noite atravessou a "
          "fronteira até Pacaraima.", "2019-07-04", [("border_crossing", "Pacaraima", "2019-07-02")], (),
          "pt-por-volta-da-meia-noite"),
    # ... and in the next paragraph after a sentence whose subject was left out, it goes on with that night
    _case("El sargento Pedro Rangel fue detenido el martes 2 de julio.\n\nEl sargento Luis Peña supo de la "
          "detención. Según contó por teléfono, dejó el fusil y esa misma noche tomó un taxi hacia la frontera."
          "\n\nCerca de la medianoche cruzó por una trocha hasta La Parada.", "2019-07-04",
          [("border_crossing", "La Parada", "2019-07-02")], (), "es-medianoche-next-paragraph"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_NIGHT_GOES_ON)
def test_the_night_goes_on(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ONE_MAN_TOLD_TWICE = [
    # "detuvo en San Cristóbal a un sargento primero ... El sargento primero X fue detenido el martes": one arrest
    _case("Cinco días después, la Dgcim detuvo en San Cristóbal a un sargento primero de la GNB. Su compañero "
          "huyó. El sargento primero Pedro Rangel Mora fue detenido el martes 2 de julio cuando salía del comando.",
          "2019-07-04", [("arrest", "San Cristóbal", "2019-07-02")], (("arrest", ANY, None), ("arrest", None, ANY)),
          "es-un-sargento-primero-then-named"),
    # a lead's "Pedro Rangel" and the body's "Pedro José Rangel Mora" are one man: one desertion
    _case("Pedro Rangel desertó de Fuerte Tiuna en mayo. Pedro José Rangel Mora era teniente de la GNB y abandonó "
          "Fuerte Tiuna el martes 14 de mayo.", "2019-08-12", [("defection", "Fuerte Tiuna", "2019-05-14")],
          (("defection", ANY, "2019-05-01"),), "es-short-name-then-full"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_MAN_TOLD_TWICE)
def test_one_man_told_twice(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHAT_MOVES_NO_ONE = [
    # a march's route through town is nobody's move
    _case("Unos 150 exmilitares marcharon el martes en Cúcuta. La movilización salió del Hospital Erasmo Meoz, "
          "recorrió la avenida Cero y terminó frente a la Gobernación, donde una comisión de cinco desertores fue "
          "recibida por funcionarios.", "2019-07-10", [("protest", ANY, "2019-07-09")], ("relocation",),
          "es-la-movilizacion-salio-del"),
    # what someone arrested is accused of is no event of its own
    _case("El lunes, policías capturaron en Cúcuta al sargento Pedro Rangel, señalado de ser quien disparó contra "
          "la patrulla.", "2019-09-18", [("arrest", "Cúcuta", "2019-09-16")], ("violence",),
          "es-senalado-de-ser-quien"),
]


CROSSED_AMONG_A_CROWD = [
    # "cruzaron el puente, entre miles de personas que intentaban entrar": the crowd they crossed among is not who
    # crossed; the men told before are
    _case("Los tres exsoldados llegaron a Ipiales el 20 de agosto. El viernes 23 cruzaron a pie el puente de "
          "Rumichaca, entre miles de personas que intentaban entrar.", "2019-09-15",
          [("border_crossing", "Rumichaca Bridge", "2019-08-23")], (), "es-entre-miles-de-personas"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSED_AMONG_A_CROWD)
def test_crossed_among_a_crowd(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded_actors(gazetteer, text, published)
    assert ("border_crossing", ("tres exsoldados",)) in coded, coded
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_ORDER_QUOTED = [
    # "They told us: cross now": what they were told to do, not what they did
    _case("They are former Venezuelan soldiers. They told us: cross now, and in a few weeks we go back together.",
          "2019-12-10", [], ("border_crossing",), "en-they-told-us-cross-now"),
    # ... the deed told after it is still one
    _case("They are former Venezuelan soldiers. They told us: wait. On Friday the soldiers crossed the bridge.",
          "2019-12-10",
          [("border_crossing", ANY, "2019-12-06")], (), "en-told-us-wait-then-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ORDER_QUOTED)
def test_an_order_quoted(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", WHAT_MOVES_NO_ONE)
def test_what_moves_no_one(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OFFICE_HOLDERS_OF_THE_NEIGHBOURS = [
    # Ecuador's interior minister and Chile's interior undersecretary in 2019 speak for their countries
    _case("Tres exsoldados venezolanos llegaron a Ecuador en agosto. La ministra del Interior, María Paula Romo, dijo "
          "el lunes en una entrevista radial que no habrá redadas.", "2019-09-15",
          [("statement", "Ecuador", "2019-09-09")], (), "es-maria-paula-romo"),
    _case("Un teniente venezolano pidió refugio en Chile. Rodrigo Ubilla dijo el viernes que las solicitudes de "
          "exmilitares se estudian una a una.", "2019-09-15", [("statement", "Chile", "2019-09-13")], (),
          "es-rodrigo-ubilla"),
]


@pytest.mark.parametrize("text, published, present, absent", OFFICE_HOLDERS_OF_THE_NEIGHBOURS)
def test_office_holders_of_the_neighbours(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PLACES_THE_GAZETTEER_LACKED = [
    _case("O cabo Pedro Rangel viajou em 3 de outubro para Várzea Grande.", "2019-11-04",
          [("relocation", "Várzea Grande", "2019-10-03")], (), "pt-varzea-grande"),
    _case("O cabo Pedro Rangel foi levado em setembro para Mato Grosso.", "2019-11-04",
          [("relocation", "Mato Grosso", "2019-09-01")], (), "pt-mato-grosso"),
    _case("Sergeant Pedro Rangel was moved to a detention center in Texas in October.", "2019-11-04",
          [("relocation", "Texas", "2019-10-01")], (), "en-texas"),
    _case("El sargento Pedro Rangel fue detenido el miércoles 11 en Bastión Popular.", "2019-09-15",
          [("arrest", "Bastión Popular", "2019-09-11")], (), "es-bastion-popular"),
    _case("El teniente Pedro Rangel viajó en julio a Estación Central.", "2019-08-12",
          [("relocation", "Estación Central", "2019-07-01")], (), "es-estacion-central"),
    _case("Unos 70 exmilitares protestaron el viernes en el Parque Santander de Cúcuta.", "2019-12-10",
          [("protest", "Parque Santander", "2019-12-06")], (), "es-parque-santander"),
]


@pytest.mark.parametrize("text, published, present, absent", PLACES_THE_GAZETTEER_LACKED)
def test_places_the_gazetteer_lacked(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
