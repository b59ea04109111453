"""Event extraction traps found by the fifteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # What the subject tried (or is said to have done) in its own description does not hedge the passive verb after.
    _case("Four privates who tried to desert were detained near Puerto Santander on Sunday.", "2019-04-10",
          [("arrest", "Puerto Santander", "2019-04-07")], (), "who-tried-were-detained"),
    _case("Cuatro soldados que intentaban huir fueron capturados el domingo cerca de Puerto Santander.", "2019-04-10",
          [("arrest", "Puerto Santander", "2019-04-07")], (), "que-intentaban-fueron-capturados"),
    _case("Quatro soldados que tentavam fugir foram detidos no domingo perto de Pacaraima.", "2019-04-10",
          [("arrest", "Pacaraima", "2019-04-07")], (), "que-tentavam-foram-detidos"),
    _case("Two majors allegedly linked to the coup plot were detained in Maracay on Sunday.", "2019-04-10",
          [("arrest", "Maracay", "2019-04-07")], (), "allegedly-tied-were-detained"),
    _case("Two corporals who refused to shoot were arrested in Maracay on Sunday.", "2019-04-10",
          [("arrest", "Maracay", "2019-04-07")], (), "who-refused-were-arrested"),
    # ... but a negated or hedged subject still hedges it, and a modal in the description is the verb's own.
    _case("No soldiers who tried to run away were detained near Puerto Santander on Sunday.", "2019-04-10",
          [], ("arrest",), "no-soldiers-who-tried"),
    _case("Soldiers who desert would be arrested in Maracay, the minister warned on Sunday.", "2019-04-10",
          [], ("arrest",), "who-desert-would-be-arrested"),
    # A "que" before a subject of its own is "that": its negation still holds.
    _case("La madre dice que la casa fue registrada dos veces, pero que nadie fue detenido en Rubio.", "2019-04-10",
          [], ("arrest",), "que-nadie-fue-detenido"),
    _case("A mãe diz que a casa foi revistada duas vezes, mas que ninguém foi preso em Pacaraima.", "2019-04-10",
          [], ("arrest",), "que-ninguem-foi-preso"),
    # A guess is no event.
    _case("Two privates left their post in Rubio on Friday. Maybe they were caught in Rubio on Sunday.", "2019-04-10",
          [("defection", "Rubio", "2019-04-05")], ("arrest",), "maybe-they-were-caught"),
    # "were caught" is an arrest; "caught in the crossfire" is not.
    _case("Five guardsmen were caught at a checkpoint in Rubio on Tuesday.", "2019-04-10",
          [("arrest", "Rubio", "2019-04-09")], (), "were-caught"),
    _case("Five guardsmen were caught in a storm near Rubio on Tuesday.", "2019-04-10", [], ("arrest",),
          "caught-in-a-storm"),
    # The receiving side's count with a day and a numbered weekday between verb and men.
    _case("O Exército recebeu na quarta-feira (3) outros cinco desertores em Pacaraima.", "2019-04-10",
          [("border_crossing", "Pacaraima", "2019-04-03")], (), "recebeu-dia-numerado"),
    # "o irmão dele, cabo da GNB,": a rank set beside a relative named with "dele".
    _case("O primo dele, sargento do Exército, desertou na quinta-feira em Santa Elena de Uairén.", "2019-04-10",
          [("defection", "Santa Elena de Uairén", "2019-04-04")], (), "primo-dele-sargento"),
    # Support for Guaidó announced, in Spanish and Portuguese, with a day between.
    _case("En un video, el mayor Hernán Silva anunció el sábado su apoyo a Guaidó.", "2019-04-10",
          [("defection", ANY, "2019-04-06")], (), "anuncio-su-apoyo"),
    _case("Em um vídeo, o major Hernán Silva anunciou no sábado apoio a Guaidó.", "2019-04-10",
          [("defection", ANY, "2019-04-06")], (), "anunciou-apoio"),
    _case("O governo anunciou no sábado apoio a Guaidó.", "2019-04-10", [], ("defection",), "governo-anunciou-apoio"),
    # "joined Guaidó's uprising" is the revolt, told by its noun, not a break of its own; "joined Guaidó" is.
    _case("It was the biggest break since April 30, when a few dozen troops joined Guaidó's revolt.", "2019-07-02",
          [("uprising", ANY, "2019-04-30")], ("statement", "defection"), "joined-guaidos-revolt"),
    _case("On Monday a few dozen troops joined Guaidó in Altamira.", "2019-07-02",
          [("defection", ANY, "2019-07-01")], (), "joined-guaido-support"),
    # "a major" and "un mayor" are the rank when the man's deed follows (not "a major blow", "un mayor número").
    _case("Last week a major deserted and crossed into Brazil.", "2019-05-15",
          [("border_crossing", "Brazil", "2019-05-06")], (), "a-major-deserted"),
    _case("La semana pasada un mayor desertó y cruzó a Brasil.", "2019-05-15",
          [("border_crossing", "Brazil", "2019-05-06")], (), "un-mayor-deserto"),
    _case("A major blow came on Monday when the bridge closed.", "2019-05-15", [], ("defection", "border_crossing"),
          "a-major-blow"),
    _case("Un mayor control del Ejército frenó el lunes las deserciones en Ureña.", "2019-05-15", [],
          ("defection", "arrest"), "un-mayor-control"),
    # Asylum filed for or obtained, in English and Portuguese.
    _case("The corporal filed for asylum in Ecuador on Monday.", "2019-06-20",
          [("asylum", "Ecuador", "2019-06-17")], (), "filed-for-asylum"),
    _case("The corporal obtained asylum in Chile on Monday.", "2019-06-20",
          [("asylum", "Chile", "2019-06-17")], (), "obtained-asylum"),
    _case("O cabo obteve refúgio no Brasil na segunda-feira.", "2019-06-20",
          [("asylum", "Brazil", "2019-06-17")], (), "obteve-refugio"),
    # "desde março, quando cruzou": the "when" clause tells the crossing of that month, in Portuguese too.
    _case("O cabo mora em Manaus desde abril, quando atravessou a fronteira.", "2019-06-20",
          [("border_crossing", ANY, "2019-04-01")], (), "desde-abril-quando"),
    # Running toward the neighbour's side, in English as in Spanish; looking toward it is no crossing.
    _case("On Sunday three guardsmen left their posts and ran toward the Brazilian side.", "2019-02-26",
          [("border_crossing", ANY, "2019-02-24")], (), "ran-toward-the-brazilian-side"),
    _case("On Sunday three guardsmen stood and looked toward the Brazilian side.", "2019-02-26", [],
          ("border_crossing",), "looked-toward-the-side"),
    # Troops in riot gear blocking a bridge hold a cordon, not a protest.
    _case("On Sunday guardsmen in riot gear blocked the Unión bridge with buses.", "2019-02-26", [], ("protest",),
          "riot-gear-cordon"),
    # Portuguese tells a running total in the simple past: a "quando" clause with no event of its own leaves it undated.
    _case("Mais de 300 militares entraram no Brasil desde o início de março, quando a fronteira foi fechada.",
          "2019-07-10", [("border_crossing", "Brazil", None)], (("border_crossing", ANY, "2019-03-01"),),
          "desde-quando-fronteira-fechada"),
    # Escorted up to a place by others, in Spanish and Portuguese as in English.
    _case("Policías colombianos escoltaron el lunes a los seis guardias hasta un hotel en Cúcuta.", "2019-05-08",
          [("relocation", "Cúcuta", "2019-05-06")], (), "escoltaron-hasta"),
    _case("Militares brasileiros escoltaram na segunda-feira os seis guardas até um abrigo em Boa Vista.", "2019-05-08",
          [("relocation", "Boa Vista", "2019-05-06")], (), "escoltaram-ate"),
    # Anyone who might do it is nobody who did.
    _case("Hamilton Mourão said on Monday that Brazil would take in any Venezuelan officer who deserts.", "2019-05-08",
          [], ("defection",), "any-soldier-who-defects"),
    _case("Duque dijo el lunes que Colombia protegerá a cualquier militar que deserte.", "2019-05-08",
          [], ("defection",), "cualquier-militar-que-deserte"),
    # A Portuguese road block by protesters with a day between verb and road.
    _case("Uns 30 ex-militares bloquearam no sábado a BR-174 em Pacaraima para cobrar comida.", "2019-04-10",
          [("protest", "Pacaraima", "2019-04-06")], (), "bloquearam-no-sabado"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fifteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


@pytest.mark.parametrize("text, country", [
    ("Six soldiers crossed the border with Brazil on Monday.", "Brazil"),
    ("Seis soldados cruzaron la frontera con Brasil el lunes.", "Brazil"),
    ("Seis militares atravessaram a fronteira com a Colômbia na segunda-feira.", "Colombia"),
    ("Six soldiers crossed the Colombian border on Monday.", "Colombia"),
])
def test_a_crossing_over_the_neighbours_border_ends_in_the_neighbour(gazetteer, text: str, country: str) -> None:
    crossing = next(e for e in _events(gazetteer, text, "2019-04-10") if e.event_type == "border_crossing")
    assert crossing.destination is not None and crossing.destination.name == country


def test_a_return_over_the_border_does_not_end_in_the_neighbour(gazetteer) -> None:
    events = _events(gazetteer, "Six soldiers returned across the border with Colombia on Monday.", "2019-04-10")
    assert not any(e.destination is not None and e.destination.name == "Colombia" for e in events)


def test_a_portuguese_move_from_a_town_to_a_shelter_in_another(gazetteer) -> None:
    move = next(e for e in _events(gazetteer, "Os 12 soldados foram transferidos de Pacaraima para um abrigo em Manaus.",
                                   "2019-04-10") if e.event_type == "relocation")
    assert (move.origin.name, move.destination.name) == ("Pacaraima", "Manaus")


def test_a_counted_group_is_followed_further_than_a_bare_they(gazetteer) -> None:
    text = ("Three Venezuelan navy sailors crossed into Colombia near Paraguachón on Monday.\n\n"
            "Sailor Ana Ruiz, 24, had left her post in Castilletes on Sunday.\n\n"
            '"We were hungry," Ruiz said.\n\nShe said her unit had not been paid for months.\n\n'
            "The sailors asked for asylum on Tuesday.")
    asylum = next(e for e in _events(gazetteer, text, "2019-04-10") if e.event_type == "asylum")
    assert asylum.country_code == "CO"


def test_the_first_ones_force_between_two_coordinated_groups(gazetteer) -> None:
    events = _events(gazetteer, "Un sargento de la Armada y cuatro marineros llegaron el martes a Curazao en una lancha.",
                     "2019-07-04")
    crossing = next(e for e in events if e.event_type == "border_crossing")
    assert crossing.actors == ("a sargento", "cuatro marineros")


@pytest.mark.parametrize("text, actor", [
    ("Un grupo de 11 soldados venezolanos, entre ellos un teniente, cruzó el jueves a Colombia.", "un grupo de 11 soldados"),
    ("A group of 11 soldiers, including a lieutenant, crossed into Colombia on Thursday.", "a group of 11 soldiers"),
    ("Um grupo de 11 soldados venezuelanos, entre eles um tenente, cruzou para a Colômbia na quinta-feira.",
     "um grupo de 11 soldados"),
])
def test_one_part_named_among_a_group_is_not_the_subject(gazetteer, text: str, actor: str) -> None:
    crossing = next(e for e in _events(gazetteer, text, "2019-03-30") if e.event_type == "border_crossing")
    assert crossing.actors == (actor,)


def test_a_move_between_sites_named_in_the_plural(gazetteer) -> None:
    move = next(e for e in _events(gazetteer, "Em junho, 40 ex-militares foram levados de abrigos em Pacaraima para um "
                                   "hotel em Manaus.", "2019-07-10") if e.event_type == "relocation")
    assert (move.origin.name, move.destination.name) == ("Pacaraima", "Manaus")


def test_a_long_dated_clause_dates_its_second_verb(gazetteer) -> None:
    text = ("La madre del cabo Pedro Ramírez Soto, que el 24 de febrero, en medio de los enfrentamientos con los "
            "colectivos en Ureña, corrió por el puente Francisco de Paula Santander hasta el lado colombiano y pidió "
            "protección a la Policía colombiana, denunció su detención.")
    asylum = next(e for e in _events(gazetteer, text, "2019-05-25") if e.event_type == "asylum")
    assert asylum.date is not None and asylum.date.iso() == "2019-02-24"
