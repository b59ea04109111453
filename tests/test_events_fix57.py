"""Event extraction traps found in held-out batch 57 (a sergeant's journey from Pacaraima to Uruguay, a deserter held
in Paraguay and handed back, a Pemón soldier's refuge), each shown on new sentences: the twin border towns of the
south, a story's subject carried past a described scene, a subhead or a "when" clause, a refuge registration told as
a state, a bus boarded bound somewhere, an office knowing of no arrests, a paragraph set where the last one ended, a
ride back told with its vehicle, and "he" after a civilian named only in passing."""

from __future__ import annotations

import pytest

from geo.articles import load_article, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

TWIN_TOWNS_OF_THE_SOUTHERN_BORDERS = [
    # Chuy (Uruguay) and Chuí (Brazil), Pedro Juan Caballero (Paraguay) and Ponta Porã (Brazil): the halves of one town
    # on either side of an avenue, each in its own country.
    _case("El cabo Luis Pérez, exmilitar venezolano, cruzó el martes 14 de mayo de Chuí a Chuy y pidió refugio en la "
          "oficina de Migración.", "2019-06-20", [("asylum", "Chuy", "2019-05-14")],
          (("asylum", "Chuí", ANY),), "es-chui-to-chuy"),
    _case("O cabo Luis Pérez, ex-militar venezuelano, foi detido pela polícia paraguaia em Pedro Juan Caballero no "
          "sábado (11).", "2019-05-20", [("arrest", "Pedro Juan Caballero", "2019-05-11")], (), "pt-pedro-juan-caballero"),
    _case("O cabo Luis Pérez, ex-militar venezuelano, foi levado de Boa Vista para Ponta Porã na terça-feira (7).",
          "2019-05-20", [("relocation", "Ponta Porã", "2019-05-07")], (), "pt-ponta-pora"),
    _case("O cabo Luis Pérez, ex-militar venezuelano, foi levado de Boa Vista para Campo Grande, em Mato Grosso do "
          "Sul, na terça-feira (7).", "2019-05-20", [("relocation", "Campo Grande", "2019-05-07")], (),
          "pt-campo-grande"),
]


@pytest.mark.parametrize("text, published, present, absent", TWIN_TOWNS_OF_THE_SOUTHERN_BORDERS)
def test_twin_towns_of_the_southern_borders(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_rocha_is_a_department_only_in_its_context(gazetteer) -> None:
    named = [(r.mention.surface, r.place.country_code) for r in resolve_mentions(
        "Vive en el departamento de Rocha. El cabo Davi Rocha desertó.", gazetteer)]
    assert ("departamento de Rocha", "UY") in named and ("Rocha", "UY") not in named


THE_SUBJECT_CARRIED_PAST_A_SCENE = [
    # A sentence that names no one and tells nothing done ("La ruta es la frontera: no hay puente ni río") describes
    # the scene: the subject of the verbs after it is still the soldier told before it.
    _case("El sargento Luis Pérez, de la Guardia Nacional venezolana, llegó a Paraguachón el lunes 6 de mayo. La calle "
          "principal es la frontera: no hay puente ni río. Al día siguiente, el martes 7, pidió refugio en la oficina "
          "de Migración en Maicao.", "2019-05-20", [("asylum", "Maicao", "2019-05-07")], (), "es-after-a-scene"),
    # Someone named in a "when" clause after the sentence's own past verb is that clause's subject, not the
    # sentence's: the subject of what follows is still the soldier.
    _case("El sargento Luis Pérez, de la Guardia Nacional venezolana, estaba destinado en Ureña. Según su relato, la "
          "decisión la tomó en febrero, cuando la Guardia reprimió a los vecinos. El lunes 6 de mayo cruzó a pie a "
          "Cúcuta.", "2019-05-20", [("border_crossing", "Cúcuta", "2019-05-06")], (), "es-when-clause-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_SUBJECT_CARRIED_PAST_A_SCENE)
def test_the_subject_carried_past_a_scene(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_the_subject_carried_past_a_subhead_inside_the_chain(gazetteer, tmp_path) -> None:
    """A subhead between verbs that leave their subject out does not break the chain back to the soldier."""
    path = tmp_path / "subhead.txt"
    path.write_text(
        "Title: Un sargento\nPublished: 2019-05-20\nSource: test\n\n"
        "El sargento Luis Pérez, de la Guardia Nacional venezolana, desertó en marzo. Pasó dos meses en Cúcuta.\n\n"
        "EL VIAJE AL SUR\n\n"
        "El lunes 6 de mayo tomó un avión de Cúcuta a Bogotá. Dos días después viajó en bus de Bogotá a Medellín.\n",
        encoding="utf-8")
    article = load_article(path)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events],
                 [("relocation", "Medellín", "2019-05-08")])


A_REFUGE_REGISTRATION_TOLD_AS_A_STATE = [
    # "quedó registrado como solicitante de refugio": the registration told as where it left him is his claim.
    _case("El sargento Luis Pérez, de la Guardia Nacional venezolana, llegó a Cúcuta el lunes 6 de mayo y quedó "
          "registrado como solicitante de refugio.", "2019-05-20", [("asylum", ANY, "2019-05-06")], (),
          "es-quedo-registrado-como"),
    _case("O sargento Luis Pérez, da Guarda Nacional venezuelana, chegou a Pacaraima na segunda-feira (6) e ficou "
          "registrado como solicitante de refúgio.", "2019-05-20", [("asylum", ANY, "2019-05-06")], (),
          "pt-ficou-registrado-como"),
    _case("Sgt. Luis Pérez of the Venezuelan National Guard reached Cúcuta on Monday and was registered as an asylum "
          "seeker.", "2019-05-08", [("asylum", ANY, "2019-05-06")], (), "en-registered-as-an-asylum-seeker"),
    # ... registered as a voter is no claim
    _case("El sargento Luis Pérez, de la Guardia Nacional venezolana, quedó registrado como votante en Cúcuta el lunes "
          "6 de mayo.", "2019-05-20", [], ("asylum",), "es-registrado-como-votante"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REFUGE_REGISTRATION_TOLD_AS_A_STATE)
def test_a_refuge_registration_told_as_a_state(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BUS_BOARDED_BOUND_SOMEWHERE = [
    # "subió a un ómnibus en la terminal rumbo a Rivera", "subiu num ônibus rumo a Manaus", "got on a bus to Quito":
    # getting on, bound somewhere, is the trip there.
    _case("El cabo Luis Pérez, exmilitar venezolano, subió a un ómnibus en la terminal de Cúcuta rumbo a Bogotá el "
          "jueves 9 de mayo.", "2019-05-20", [("relocation", "Bogotá", "2019-05-09")], (), "es-subio-rumbo-dated-after"),
    _case("O cabo Luis Pérez, ex-militar venezuelano, subiu num ônibus na rodoviária de Boa Vista rumo a Manaus na "
          "quinta-feira (9).", "2019-05-20", [("relocation", "Manaus", "2019-05-09")], (), "pt-subiu-num-onibus-rumo-a"),
    _case("Cpl. Luis Pérez, a former Venezuelan soldier, was in Cúcuta in May. He got on a bus to Bogotá on May 9.",
          "2019-05-20", [("relocation", "Bogotá", "2019-05-09")], (), "en-got-on-a-bus-to"),
    _case("El cabo Luis Pérez, exmilitar venezolano, tomó un ómnibus de Cúcuta a Bogotá el jueves 9 de mayo.",
          "2019-05-20", [("relocation", "Bogotá", "2019-05-09")], (), "es-tomo-un-omnibus"),
    # ... getting on bound nowhere named tells no trip, nor does getting on to do something there
    _case("Cpl. Luis Pérez, a former Venezuelan soldier, was in Cúcuta in May. He climbed onto a truck to address the "
          "crowd on May 9.", "2019-05-20", [], ("relocation",), "en-climbed-onto-a-truck-to-address"),
    _case("El cabo Luis Pérez, exmilitar venezolano, subió a un ómnibus en la terminal de Cúcuta el jueves 9 de mayo.",
          "2019-05-20", [], ("relocation",), "es-subio-bound-nowhere"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BUS_BOARDED_BOUND_SOMEWHERE)
def test_a_bus_boarded_bound_somewhere(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_OFFICE_KNOWING_OF_NO_ARRESTS = [
    # "não tem registro de outros militares detidos", "no tiene registro de", "has no record of": none are known.
    _case("O delegado Carlos Souza afirmou que a Polícia Federal não tem registro de militares venezuelanos detidos em "
          "Pacaraima em 2019.", "2019-05-20", [], ("arrest",), "pt-nao-tem-registro-de"),
    _case("El comisario Carlos Souza dijo que la policía no tiene registro de militares venezolanos detenidos en "
          "Cúcuta este año.", "2019-05-20", [], ("arrest",), "es-no-tiene-registro-de"),
    _case("Police commissioner Carlos Souza said the force has no record of Venezuelan soldiers detained in Cúcuta "
          "this year.", "2019-05-20", [], ("arrest",), "en-has-no-record-of"),
    # ... a record of arrests kept is their tally
    _case("O delegado Carlos Souza afirmou que três militares venezuelanos foram detidos em Pacaraima em abril.",
          "2019-05-20", [("arrest", "Pacaraima", "2019-04-01")], (), "pt-foram-detidos"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_OFFICE_KNOWING_OF_NO_ARRESTS)
def test_an_office_knowing_of_no_arrests(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PARAGRAPH_SET_WHERE_THE_LAST_ONE_ENDED = [
    # "...cruzaron a Pacaraima en marzo. ¶ En Pacaraima, pidieron refugio": the new paragraph goes on at the place the
    # paragraph before ended at, in its time.
    _case("Os dois cabos do Exército venezuelano atravessaram a fronteira em Pacaraima em março.\n\nEm Pacaraima, "
          "pediram refúgio à Polícia Federal.", "2019-06-20", [("asylum", "Pacaraima", "2019-03-01")], (),
          "pt-em-pacaraima-paragraph"),
    _case("Los dos cabos del Ejército venezolano cruzaron la frontera en Cúcuta en marzo.\n\nEn Cúcuta, pidieron "
          "refugio ante Migración Colombia.", "2019-06-20", [("asylum", "Cúcuta", "2019-03-01")], (),
          "es-en-cucuta-paragraph"),
    # ... a paragraph set somewhere else keeps no date of the one before
    _case("Os dois cabos do Exército venezuelano atravessaram a fronteira em Pacaraima em março.\n\nEm Boa Vista, "
          "pediram refúgio à Polícia Federal.", "2019-06-20", [], (("asylum", ANY, "2019-03-01"),),
          "pt-em-boa-vista-paragraph"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PARAGRAPH_SET_WHERE_THE_LAST_ONE_ENDED)
def test_a_paragraph_set_where_the_last_one_ended(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RIDE_BACK_TOLD_WITH_ITS_VEHICLE = [
    # "voltou de ônibus para Dourados": how he went back may come between the verb and where to.
    _case("O cabo Luis Pérez, ex-militar venezuelano, atravessou a fronteira em Pacaraima em março e foi levado para "
          "Boa Vista. Foi detido em Bonfim no sábado (11). No domingo (12), ele voltou de ônibus para Boa Vista.",
          "2019-05-20", [("relocation", "Boa Vista", "2019-05-12")], (),
          "pt-voltou-de-onibus-para"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RIDE_BACK_TOLD_WITH_ITS_VEHICLE)
def test_a_ride_back_told_with_its_vehicle(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _actors(gazetteer, text: str, published: str) -> list[tuple[str, tuple[str, ...]]]:
    article = make_article(text, published=published)
    return [(e.event_type, e.actors) for e in extract_events(article, split_sentences(article),
                                                              resolve_mentions(text, gazetteer))]


HE_AFTER_A_CIVILIAN_NAMED_IN_PASSING = [
    # "A fronteira estava fechada pelo governo de Nicolás Maduro. Na terça-feira, ele se apresentou": a civilian named
    # only as an object does not become whom "he" stands for; the soldier told before still is.
    ("O soldado Pedro Lira, do Exército venezuelano, desertou no domingo (3). A fronteira estava fechada pelo governo "
     "de Nicolás Maduro desde fevereiro. Na terça-feira (5), ele se apresentou à Polícia Federal em Pacaraima e pediu "
     "refúgio.", "2019-03-15", "Pedro Lira"),
    ("Pvt. Pedro Lira of the Venezuelan army deserted on Sunday, March 3. The border had been closed by the government "
     "of Nicolás Maduro since February. On Tuesday, March 5, he asked the Federal Police in Pacaraima for refuge.",
     "2019-03-15", "Pedro Lira"),
]


@pytest.mark.parametrize("text, published, who", HE_AFTER_A_CIVILIAN_NAMED_IN_PASSING)
def test_he_after_a_civilian_named_in_passing(gazetteer, text: str, published: str, who: str) -> None:
    asked = [actors for kind, actors in _actors(gazetteer, text, published) if kind == "asylum"]
    assert asked and any(who in a for a in asked[0]) and not any("Maduro" in a for a in asked[0]), asked
