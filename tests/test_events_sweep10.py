"""Event extraction traps found by the tenth sweep of short stories (dates first), each shown on new sentences."""

from __future__ import annotations

from datetime import date

import pytest

from geo.articles import split_sentences
from geo.dates import find_dates
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


CASES = [
    # "Several" and "a few" soldiers are a group that acts, in English as "varios" and "vários" are.
    _case("Several guardsmen crossed into Arauquita on Thursday.", "2019-06-12",
          [("border_crossing", "Arauquita", "2019-06-06")], (), "several-guardsmen-crossed"),
    _case("A few marines sought refuge at the Brazilian embassy on Tuesday.", "2019-05-09",
          [("asylum", "Embassy of Brazil in Caracas", "2019-05-07")], (), "a-few-marines-sought-refuge"),
    # ... while "some" and "many" stay tallies, and bystanders knocked down act in nothing
    _case("Some deserters have moved on to Ecuador and Chile.", "2019-12-01", [], ("relocation",), "some-deserters-tally"),
    _case("A police truck drove into the march near the plaza in Maracay on Friday, knocking several people "
          "to the ground.", "2019-05-09", [], ("relocation",), "several-people-knocked-down"),
    # A Brazilian weekday's day of the month written as an ordinal: "(1º)".
    _case("Três cabos cruzaram a fronteira em Pacaraima na segunda-feira (1º).", "2019-07-03",
          [("border_crossing", "Pacaraima", "2019-07-01")], (), "segunda-feira-1o"),
    # A span of days is dated by its first, in English, Spanish and Portuguese.
    _case("The marines crossed into Maicao on June 14-15.", "2019-07-20",
          [("border_crossing", "Maicao", "2019-06-14")], (), "june-14-15"),
    _case("Cinco infantes de marina cruzaron a Maicao entre el 14 y el 15 de junio.", "2019-07-20",
          [("border_crossing", "Maicao", "2019-06-14")], (), "entre-el-14-y-el-15"),
    _case("Três cabos cruzaram a fronteira em Pacaraima nos dias 14 e 15 de junho.", "2019-07-20",
          [("border_crossing", "Pacaraima", "2019-06-14")], (), "nos-dias-14-e-15"),
    # Portuguese counts from a date told before: "Quatro dias depois", "Um mês depois".
    _case("Dois soldados desertaram em 3 de junho. Quatro dias depois, cruzaram a fronteira em Pacaraima.",
          "2019-07-20", [("border_crossing", "Pacaraima", "2019-06-07")], (), "quatro-dias-depois"),
    _case("Dois soldados desertaram em 3 de maio. Um mês depois, cruzaram a fronteira em Pacaraima.",
          "2019-07-20", [("border_crossing", "Pacaraima", "2019-06-01")], (), "um-mes-depois"),
    # A Spanish sentence opening "Un día después," leaves its subject out like "Dos días después," does.
    _case("Tres guardias desertaron el 3 de junio. Un día después, cruzaron a Maicao.", "2019-07-20",
          [("border_crossing", "Maicao", "2019-06-04")], (), "un-dia-despues-dropped-subject"),
    # A recognition of refugee status "de" the men, in Portuguese and Spanish.
    _case("O Conare reconheceu a condição de refugiado de 16 militares venezuelanos na quinta-feira (4).",
          "2019-07-06", [("asylum", ANY, "2019-07-04")], (), "reconheceu-condicao-de-refugiado-de"),
    _case("La Cancillería reconoció la condición de refugiado de nueve exmilitares el jueves en Bogotá.",
          "2019-07-06", [("asylum", "Bogotá", "2019-07-04")], (), "reconocio-condicion-de-refugiado-de"),
    # Boats reach Grenada as they reach Trinidad.
    _case("Two navy corporals landed in Grenada on Sunday after fleeing by boat from Güiria.", "2019-07-10",
          [("border_crossing", "Grenada", "2019-07-07")], (), "landed-in-grenada"),
    # Arrests told by the forces' knock, in the three languages.
    _case("Military intelligence agents took Maj. Rafael Quintero from his home in Barquisimeto on Friday.",
          "2019-06-12", [("arrest", "Barquisimeto", "2019-06-07")], (), "took-named-officer-from-his-home"),
    _case("Her uncle took Sgt. Ana Pinto from her home in Barquisimeto to the bus station on Friday.", "2019-06-12",
          [], ("arrest",), "a-relative-taking-her-is-no-arrest"),
    _case("El mayor Rafael Quintero fue privado de libertad el viernes en Barquisimeto.", "2019-06-12",
          [("arrest", "Barquisimeto", "2019-06-07")], (), "privado-de-libertad"),
    _case("O major Rafael Quintero foi levado pela Dgcim na sexta-feira (7) em Barquisimeto.", "2019-06-12",
          [("arrest", "Barquisimeto", "2019-06-07")], (), "levado-pela-dgcim"),
    # Taken into custody is an arrest, not a journey.
    _case("Cpl. Hugo Salas was taken into custody at a checkpoint near San Fernando de Apure on Friday.", "2019-06-12",
          [("arrest", ANY, "2019-06-07")], ("relocation",), "taken-into-custody-is-no-move"),
    # A charge names a crime: "charged with rebellion" tells no uprising.
    _case("A military court charged nine sergeants with rebellion on Friday in Maracay.", "2019-06-12",
          [], ("uprising",), "charged-with-rebellion"),
    _case("Nueve sargentos fueron imputados el viernes por los delitos de rebelión y traición.", "2019-06-12",
          [], ("uprising",), "imputados-por-rebelion"),
    # A from-to pair with a day between, or "rumbo a", "hacia", "com destino a": an onward move from the first town.
    _case("Los 25 exmilitares partieron de Cúcuta el viernes rumbo a Bucaramanga.", "2019-06-12",
          [("relocation", "Bucaramanga", "2019-06-07")], ("border_crossing",), "partieron-de-x-el-viernes-rumbo-a"),
    _case("Vinte ex-militares partiram na sexta-feira (7) de Pacaraima com destino a Manaus.", "2019-06-12",
          [("relocation", "Manaus", "2019-06-07")], ("border_crossing",), "partiram-na-sexta-de-x-com-destino-a"),
    # Giving oneself up to Brazil's Federal Police or army ends a crossing, as to Colombian police does.
    _case("Quatro soldados se entregaram à Polícia Federal em Pacaraima na sexta-feira (7).", "2019-06-12",
          [("border_crossing", "Pacaraima", "2019-06-07")], (), "se-entregaram-a-policia-federal"),
    # "sneaked into" a country is a crossing; only into an embassy or a residence is it refuge
    _case("Four guardsmen sneaked into Brazil near Pacaraima on Friday.", "2019-06-12",
          [("border_crossing", ANY, "2019-06-07")], ("asylum",), "sneaked-into-a-country"),
    _case("Four guardsmen sneaked into the Argentine embassy in Caracas on Friday.", "2019-06-12",
          [("asylum", ANY, "2019-06-07")], (), "sneaked-into-an-embassy"),
    _case("Two marines went AWOL from their unit in Falcón on Friday.", "2019-06-12",
          [("defection", ANY, "2019-06-07")], (), "went-awol"),
    _case("Two marines jumped the border near Maicao on Friday.", "2019-06-12",
          [("border_crossing", ANY, "2019-06-07")], (), "jumped-the-border"),
    _case("Dos infantes de marina pasaron el viernes a Colombia por Paraguachón.", "2019-06-12",
          [("border_crossing", ANY, "2019-06-07")], (), "pasaron-el-viernes-a-colombia"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep10_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, present, absent", [
    # A described group that deserted a sentence or two before crosses as its second step: one desertion,
    # dated the day it deserted and placed where the crossing says it left from.
    ("Three guardsmen deserted on June 3. Two days later they crossed the Táchira River into Cúcuta.",
     [("defection", "Táchira River", "2019-06-03"), ("border_crossing", ANY, "2019-06-05")],
     [("defection", ANY, "2019-06-05")]),
    ("Dos cabos desertaron el 3 de junio. Tres días después cruzaron a Maicao.",
     [("defection", "Venezuela", "2019-06-03"), ("border_crossing", "Maicao", "2019-06-06")],
     [("defection", ANY, "2019-06-06")]),
])
def test_a_group_that_deserted_before_crosses_once(gazetteer, text: str, present: list, absent: list) -> None:
    coded = _coded(gazetteer, text, "2019-07-20")
    assert_coded(coded, present, absent)
    assert sum(row[0] == "defection" for row in coded) == 1, coded


def test_a_later_desertion_told_first_does_not_swallow_an_earlier_crossing(gazetteer) -> None:
    """A desertion the story dates after the crossing (a video months later) is not the crossing's."""
    text = ("Two marines renounced Maduro in a video on July 20. The marines had crossed into Maicao on June 2.")
    assert_coded(_coded(gazetteer, text, "2019-07-25"), [("defection", ANY, "2019-06-02")])


def _days(text: str) -> list[tuple[date, str]]:
    return [(d.date.value, d.date.precision) for d in find_dates(text, date(2019, 8, 20)) if d.date is not None]


@pytest.mark.parametrize("text, day", [
    # a span of days is its first day
    ("They crossed on Aug. 3-4.", date(2019, 8, 3)),
    ("They crossed on August 3–5, 2019.", date(2019, 8, 3)),
    ("Cruzaron el 3 y 4 de agosto.", date(2019, 8, 3)),
    ("Cruzaron del 3 al 5 de agosto.", date(2019, 8, 3)),
    ("Cruzaram nos dias 3 e 4 de agosto.", date(2019, 8, 3)),
    # a numeric date with hyphens or dots is day first, as one with slashes is
    ("Cruzaron el 14-06-2019 por Paraguachón.", date(2019, 6, 14)),
    ("Cruzaram em 14.06.2019 a fronteira.", date(2019, 6, 14)),
])
def test_one_day_read(text: str, day: date) -> None:
    assert _days(text) == [(day, "day")]


@pytest.mark.parametrize("text", ["The vote was 5-4 on Aug. 3.", "A 3-year-old crossed on Aug. 3."])
def test_a_score_or_an_age_is_no_span(text: str) -> None:
    found = [d for d in find_dates(text, date(2019, 8, 20)) if d.date is not None]
    assert [(text[d.start:d.end], d.date.value) for d in found] == [("Aug. 3", date(2019, 8, 3))]


@pytest.mark.parametrize("opening", ["Mid-June", "Late-June", "Early-July"])
def test_a_prefixed_time_word_is_no_name(gazetteer, opening: str) -> None:
    """"Mid-June, a captain ...": no apposition names the captain "Mid-June"."""
    events = _events(gazetteer, f"{opening}, a captain of the army fled to Maicao.", "2019-07-20")
    crossings = [e for e in events if e.event_type == "border_crossing"]
    assert [(e.place, e.actors) for e in crossings] == [("Maicao", ("a captain",))]


@pytest.mark.parametrize("text", ["Ref. 14-06-2019-7 was filed.", "Version 1.6.2019.5 shipped."])
def test_a_reference_number_is_no_date(text: str) -> None:
    assert _days(text) == []


@pytest.mark.parametrize("text", [
    "La sargento Carmen Ruiz anunció el martes en un video grabado en Maicao que desconoce a Maduro.",
    "A sargento Carmen Ruiz anunciou na terça-feira (13) em um vídeo gravado em Pacaraima que não reconhece Maduro.",
    "Seis guardias se pronunciaron el martes en un video grabado en Maicao a favor de Guaidó.",
])
def test_a_disavowal_told_as_what_was_said(gazetteer, text: str) -> None:
    assert_coded(_coded(gazetteer, text, "2019-08-16"), [("defection", ANY, "2019-08-13")])


def test_a_minister_saying_others_disown_maduro_is_no_defection(gazetteer) -> None:
    coded = _coded(gazetteer, "El ministro aseguró el martes que los desertores desconocen a Maduro por dinero.",
                   "2019-08-20")
    assert_coded(coded, [], ("defection",))


@pytest.mark.parametrize("text, place", [
    ("Six ex-soldiers flew to Peru’s capital on Friday.", "Lima"),
    ("Six ex-soldiers reached the Ecuadorian capital on Friday.", "Quito"),
    ("Seis ex-militares foram levados para a capital roraimense na sexta-feira (7).", "Boa Vista"),
    ("Seis guardias fueron detenidos el viernes en la capital tachirense.", "San Cristóbal"),
    ("Seis militares foram presos na capital venezuelana na sexta-feira (7).", "Caracas"),
])
def test_a_capital_named_by_its_country_or_state(gazetteer, text: str, place: str) -> None:
    """("The capital of Roraima" stays the state: the article names it, and coders list it.)"""
    assert_coded(_coded(gazetteer, text, "2019-06-12"), [(ANY, place, "2019-06-07")])


@pytest.mark.parametrize("text", [
    "Two privates walked off their post in Barinas on Friday.",
    "Two privates walked away from their unit in Barinas on Friday.",
])
def test_walking_off_the_post_is_the_desertion_not_a_move(gazetteer, text: str) -> None:
    assert_coded(_coded(gazetteer, text, "2019-06-12"), [("defection", "Barinas", "2019-06-07")], ("relocation",))


def test_a_move_on_after_deserting_stays_a_move(gazetteer) -> None:
    text = "Two privates deserted in Barinas and moved to Maracay on Friday."
    assert_coded(_coded(gazetteer, text, "2019-06-12"), [("defection", "Barinas", ANY), ("relocation", "Maracay", ANY)])
