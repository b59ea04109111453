"""A statement said nowhere in particular is placed in the country its speaker speaks for, when the
words name that country and the article mentions it."""

from __future__ import annotations

import pytest

from geo.actors import Actor, speaker_country

from .test_events_batch9 import _coded


def _statement_places(gazetteer, text: str, published: str = "2019-06-10") -> list:
    return [place for kind, place, _ in _coded(gazetteer, text, published) if kind == "statement"]


@pytest.mark.parametrize("text, place", [
    ("Colombia has received hundreds of deserters. Colombian President Iván Duque said on Saturday that his "
     "government would keep its doors open.", "Colombia"),
    ("Brazil took in 40 soldiers. Brazil's foreign ministry said on Monday that the men would not be handed over.",
     "Brazil"),
    ("Cientos de militares llegaron a Colombia. El canciller colombiano, Carlos Holmes Trujillo, dijo el lunes que "
     "el país seguirá recibiéndolos.", "Colombia"),
    ("Dozens crossed into Colombia. Defense Minister Vladimir Padrino López said on Sunday that the deserters "
     "were traitors to Venezuela.", "Venezuela"),
    ("Dozens crossed into Colombia from Venezuela. Maduro's government said in a statement on Sunday that the "
     "deserters were traitors.", "Venezuela"),
], ids=["nationality-before-office", "country-possessive", "es-adjective-after-office", "known-office-holder",
        "holder-possessive"])
def test_a_statement_without_a_place_takes_its_speakers_country(gazetteer, text, place):
    assert _statement_places(gazetteer, text) == [place]


def test_a_statement_said_somewhere_keeps_that_place(gazetteer):
    text = "Colombian President Iván Duque told reporters in Cúcuta on Saturday that the doors would stay open."
    assert _statement_places(gazetteer, text) == ["Cúcuta"]


def test_a_government_with_no_owner_is_the_datelines(gazetteer):
    text = ("CARACAS, Venezuela — Two officers were arrested on Friday. The government said in a statement on "
            "Saturday that the officers had planned a coup.")
    assert _statement_places(gazetteer, text) == ["Venezuela"]


def test_a_country_the_article_never_names_is_not_invented(gazetteer):
    text = "Peruvian Foreign Minister Néstor Popolizio said on Saturday that the border would stay open."
    assert _statement_places(gazetteer, text) in ([None], [])


@pytest.mark.parametrize("text, start, end, actor, code", [
    ("Colombian President Ivan Duque said", 20, 30, Actor("Ivan Duque", "person", office="president"), "CO"),
    ("Panama's Foreign Ministry confirmed", 0, 25, Actor("Foreign Ministry", "institution"), "PA"),
    ("el canciller colombiano, Carlos Holmes Trujillo, dijo", 25, 47,
     Actor("Carlos Holmes Trujillo", "person", office="canciller"), "CO"),
    ("Padrino said", 0, 7, Actor("Padrino", "person", office="defense minister"), "VE"),
    ("Migración Colombia's director, Ana Ruiz, said", 31, 39, Actor("Ana Ruiz", "person", office="director"), "CO"),
    ("The government said", 0, 14, Actor("government", "institution"), None),
    ("The director said. Venezuelan troops", 0, 12, Actor("director", "institution"), None),
], ids=["demonym", "possessive", "es-demonym", "known", "body-name", "unowned", "next-sentence"])
def test_speaker_country(text, start, end, actor, code):
    assert speaker_country(text, start, end, actor) == code
