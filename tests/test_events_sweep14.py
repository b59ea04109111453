"""Event extraction traps found by the fourteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import normalise_rank
from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "distinguido", a Venezuelan private first class, is a soldier when a force follows it.
    _case("El lunes, un distinguido del Ejército desertó en Guasdualito.", "2019-06-12",
          [("defection", "Guasdualito", "2019-06-10")], (), "distinguido-del-ejercito"),
    _case("Un distinguido profesor habló el lunes en Guasdualito.", "2019-06-12", [], ("defection",),
          "distinguido-profesor"),
    # Portuguese "realojados": moved to new lodgings.
    _case("Os militares venezuelanos foram realojados na quarta-feira em um abrigo em Manaus.", "2019-06-14",
          [("relocation", "Manaus", "2019-06-12")], (), "realojados"),
    # "su casa de Rubio" is a home in Rubio (a town that is a surname too), not a man named Rubio's house.
    _case("Agentes de la Dgcim detuvieron el jueves al padre del teniente en su casa de Rubio.", "2019-06-14",
          [("arrest", "Rubio", "2019-06-13")], (), "su-casa-de-rubio"),
    # Troops barring a bridge hold a cordon; residents or deserters blocking it protest.
    _case("On Saturday Venezuelan soldiers blocked the Santander bridge and fired tear gas at the crowd.", "2019-03-04",
          [("violence", ANY, "2019-03-02")], ("protest",), "troops-blocked-no-protest"),
    _case("La Guardia Nacional bloqueó el puente el sábado con contenedores.", "2019-03-04", [], ("protest",),
          "guardia-bloqueo-no-protest"),
    _case("On Saturday, ex-soldiers blocked the bridge to demand the aid they were promised.", "2019-03-04",
          [("protest", ANY, "2019-03-02")], (), "ex-soldiers-blocked-protest"),
    # "salió del comando" is "left the post" (not "salió del Comando Estratégico", an office).
    _case("El 9 de mayo el cabo salió del comando de madrugada y no volvió.", "2019-05-20",
          [("defection", ANY, "2019-05-09")], (), "salio-del-comando"),
    # Swimming to the other bank, in Spanish and Portuguese.
    _case("Dos guardias nadaron el domingo hasta la orilla colombiana del río Arauca.", "2019-06-12",
          [("border_crossing", ANY, "2019-06-09")], (), "nadaron-hasta-la-orilla"),
    _case("Dois soldados nadaram no domingo (9) até a margem colombiana do rio Arauca.", "2019-06-12",
          [("border_crossing", ANY, "2019-06-09")], (), "nadaram-ate-a-margem"),
    _case("Los niños nadaron el domingo en la piscina del hotel.", "2019-06-12", [], ("border_crossing",),
          "nadaron-en-la-piscina"),
    _case("El pescador remó el domingo pegado a la orilla del lago.", "2019-06-12", [], ("border_crossing",),
          "remo-pegado-a-la-orilla"),
    # A day in a clause about what is still to come dates nothing told.
    _case("Six sailors asked for asylum in Willemstad and will be moved to a shelter on Friday.", "2019-06-12",
          [("asylum", ANY, None)], (("asylum", ANY, "2019-06-14"), ("asylum", ANY, "2019-06-07")), "will-be-moved-on-friday"),
    _case("Seis marineros pidieron asilo en Willemstad y serán llevados a un albergue el viernes.", "2019-06-12",
          [("asylum", ANY, None)], (("asylum", ANY, "2019-06-14"), ("asylum", ANY, "2019-06-07")), "seran-llevados-el-viernes"),
    _case("Six sailors asked for asylum in Willemstad on Monday and will be moved to a shelter on Friday.", "2019-06-12",
          [("asylum", ANY, "2019-06-10")], (), "asked-monday-will-be-moved-friday"),
    # The rebels shown with their leader at a base: an uprising, in the three languages.
    _case("On Tuesday, Guaidó appeared outside a barracks in Maracay, flanked by a few dozen armed soldiers.",
          "2019-05-08", [("uprising", "Maracay", "2019-05-07")], (), "appeared-at-a-base-flanked-by-soldiers"),
    _case("Juan Guaidó apareció el martes frente a una base militar de Maracay rodeado de decenas de soldados.",
          "2019-05-08", [("uprising", "Maracay", "2019-05-07")], (), "aparecio-rodeado-de-soldados"),
    _case("Guaidó apareceu na terça-feira diante de um quartel em Maracay cercado por dezenas de militares.",
          "2019-05-08", [("uprising", "Maracay", "2019-05-07")], (), "apareceu-cercado-por-militares"),
    _case("On Tuesday, Guaidó appeared with his wife at a rally near the base.", "2019-05-08", [], ("uprising",),
          "appeared-with-his-wife"),
    _case("At dawn on May 7 Guaidó, sprung from house arrest, appeared outside a barracks in Maracay with soldiers "
          "and called on the rest to rise.", "2019-05-08", [("uprising", "Maracay", "2019-05-07")], (),
          "sprung-from-arrest-then-appeared-outside"),
    # Tear gas run through is where they went, not an act told; fired, it is violence.
    _case("On March 2, four guardsmen ran through tear gas to the Colombian side.", "2019-03-14",
          [("border_crossing", ANY, "2019-03-02")], ("violence",), "ran-through-tear-gas"),
    _case("El 2 de marzo, dos soldados corrieron hacia el lado colombiano entre gases lacrimógenos.", "2019-03-14",
          [("border_crossing", ANY, "2019-03-02")], ("violence",), "entre-gases-lacrimogenos"),
    _case("On March 2, soldiers fired tear gas at protesters in Ureña.", "2019-03-14",
          [("violence", "Ureña", "2019-03-02")], (), "fired-tear-gas"),
    _case("The colonel fled a week after Guaidó appeared outside a barracks in Maracay with soldiers.", "2019-05-20",
          [], ("uprising",), "a-week-after-guaido-appeared"),
    # A hope to ask for refuge is no asylum request.
    _case("El sargento Omar Vivas desertó el 2 de mayo. Vivas dijo que espera llegar a Quito para pedir refugio.",
          "2019-05-20", [("defection", ANY, "2019-05-02")], ("asylum",), "espera-llegar-para-pedir-refugio"),
    _case("El sargento Omar Vivas desertó el 2 de mayo. Vivas pidió refugio en Quito el 10 de mayo.",
          "2019-05-20", [("asylum", "Quito", "2019-05-10")], (), "pidio-refugio"),
    # A running total told before "since <day>, when ...": the "when" clause only names the day.
    _case("About 800 troops have deserted since March 7, when the blackout began.", "2019-04-02",
          [("defection", ANY, None)], (("defection", ANY, "2019-03-07"),), "total-since-day-when"),
    _case("Soldiers began fleeing on March 7, when troops fired on a crowd in Ureña.", "2019-04-02",
          [("violence", "Ureña", "2019-03-07")], (), "when-clause-with-its-own-deed"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fourteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


@pytest.mark.parametrize("surface, rank", [
    ("capitão de fragata", "Cmdr."), ("capitão-de-fragata", "Cmdr."), ("capitão de corveta", "Lt. Cmdr."),
    ("capitão-tenente", "Lt. Cmdr."), ("capitão de mar e guerra", "Capt."), ("capitão", "Capt."),
])
def test_portuguese_navy_ranks(surface: str, rank: str) -> None:
    assert normalise_rank(surface) == rank


def test_a_portuguese_navy_rank_names_its_man(gazetteer) -> None:
    events = _events(gazetteer, "O capitão de corveta Mário Tovar fugiu para a Colômbia no sábado (8).", "2019-06-12")
    assert {e.actors for e in events} == {("Lt. Cmdr. Mário Tovar",)}


def test_a_migration_office_is_placed_by_its_town(gazetteer) -> None:
    events = _events(gazetteer, "The four guardsmen were driven to a Migración Colombia office in Maicao on Friday.",
                     "2019-06-12")
    move = next(e for e in events if e.event_type == "relocation")
    assert move.place == "Maicao" and move.destination is not None and move.destination.name == "Maicao"


@pytest.mark.parametrize("text, actors", [
    ("Police officers detained the sergeant's mother in Barinas on Friday.", ("the sergeant's mother",)),
    ("Funcionarios del Sebin detuvieron el viernes a su hermano en Barinas.", ("su hermano",)),
    ("Two army officers arrested on Friday were taken to Ramo Verde.", ("two army officers",)),
])
def test_the_arresters_are_not_the_ones_held(gazetteer, text: str, actors: tuple) -> None:
    arrest = next(e for e in _events(gazetteer, text, "2019-06-12") if e.event_type == "arrest")
    assert arrest.actors == actors


@pytest.mark.parametrize("tally", [
    "Since the start of the year, some 600 soldiers have asked for asylum in Brazil.",
    "Desde principios de año, unos 600 militares pidieron refugio en Colombia.",
    "Desde o início do ano, cerca de 600 militares pediram refúgio no Brasil.",
])
def test_a_total_since_the_start_of_the_year_takes_no_day_from_the_sentence_before(gazetteer, tally: str) -> None:
    text = "Sgt. Darwin Ochoa reached Boa Vista on Aug. 4. " + tally
    events = _events(gazetteer, text, "2019-08-21")
    total = next(e for e in events if e.event_type == "asylum" and e.count == 600)
    assert total.date is None


def test_a_rank_in_a_bases_name_names_no_man(gazetteer) -> None:
    text = ("El sargento Omar Vivas desertó el 2 de mayo. Cuenta que huyó de la Base Aérea Capitán Luis Ortega, "
            "en Maracaibo, y que viajó hasta Paraguachón.")
    people = {a for e in _events(gazetteer, text, "2019-06-12") for a in e.actors}
    assert people == {"Sgt. Omar Vivas"}


def test_the_air_force_named_in_full_between_rank_and_name(gazetteer) -> None:
    text = "El capitán de la Aviación Militar Bolivariana Ángel Soto cruzó a Colombia el 2 de mayo."
    assert {e.actors for e in _events(gazetteer, text, "2019-06-12")} == {("Capt. Ángel Soto",)}


def test_a_town_in_the_flights_clause_is_not_where_the_later_move_went(gazetteer) -> None:
    text = "Cpl. Ángel Soto fled his unit in Valencia on June 3 and travelled to Paraguachón."
    crossing = next(e for e in _events(gazetteer, text, "2019-06-12") if e.event_type == "border_crossing")
    assert crossing.destination is None or crossing.destination.name != "Valencia"


def test_the_one_rebelled_against_is_not_the_one_who_joined(gazetteer) -> None:
    text = ("Um grupo de soldados se rebelou no sábado (4) contra o governo de Nicolás Maduro e se juntou ao "
            "líder opositor Juan Guaidó em Caracas.")
    events = _events(gazetteer, text, "2019-05-08")
    assert events and all("Nicolás Maduro" not in e.actors for e in events)


def test_portuguese_imediacoes_is_near_the_place(gazetteer) -> None:
    text = "Um grupo de militares se juntou a Guaidó no sábado (4) nas imediações da base aérea de La Carlota."
    assert any(e.place == "Generalísimo Francisco de Miranda Air Base" for e in _events(gazetteer, text, "2019-05-08"))


def test_a_crossing_retold_from_a_town_at_home_stays_a_crossing(gazetteer) -> None:
    text = ("Four Venezuelan soldiers crossed into Colombia overnight. The soldiers, who served at a post in Ureña, "
            "walked from Ureña to Villa del Rosario early on Tuesday, police said.")
    events = _events(gazetteer, text, "2019-04-04")
    assert not [e for e in events if e.event_type == "relocation"]
    assert any(e.event_type == "border_crossing" and e.date is not None and e.date.iso() == "2019-04-02" for e in events)


def test_a_total_that_entered_the_country_since_the_start_of_the_year_is_a_crossing(gazetteer) -> None:
    text = "Brazil's army said this week that 300 Venezuelan soldiers have entered the country since the start of the year."
    assert any(e.event_type == "border_crossing" and e.date is None for e in _events(gazetteer, text, "2019-08-21"))


@pytest.mark.parametrize("text, actors", [
    # Portuguese "a um sargento" is "to a sergeant": the "a" is a preposition, not an article of "um"
    ("O Brasil concedeu na sexta-feira (5) o status de refugiado a um sargento da GNB.", ("a sargento",)),
    # "um major do Exército": the rank, as "un mayor del Ejército" and "un major" in English are
    ("Um major do Exército venezuelano cruzou a fronteira em Pacaraima na sexta-feira (5).", ("a major",)),
])
def test_portuguese_indefinite_soldiers(gazetteer, text: str, actors: tuple) -> None:
    events = _events(gazetteer, text, "2019-04-08")
    assert events and {e.actors for e in events} == {actors}


@pytest.mark.parametrize("text, kept", [
    # a body of troops firing, with no place and no one hurt counted or named: a backdrop, nothing to map
    ("By noon, troops loyal to the government were firing tear gas and rubber bullets.", False),
    ("Venezuelan troops fired tear gas on Saturday, and word spread that the general had fled.", False),
    # someone hurt, or a place, and it is an event
    ("On Saturday, about 120 people were injured by tear gas and rubber bullets, officials said.", True),
    ("On Saturday, troops fired tear gas at protesters in Ureña.", True),
])
def test_violence_with_no_place_and_no_one_hurt_is_no_event(gazetteer, text: str, kept: bool) -> None:
    events = _events(gazetteer, text, "2019-02-26")
    assert any(e.event_type == "violence" for e in events) is kept
