"""Event extraction traps found in held-out batch 30: a step whose subject is left out, told after a quotation that
runs over several sentences and opens the next paragraph, goes on with the people the story told before the quote
(as it already did past a quote of one or two sentences), shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


PAST_A_LONG_QUOTE = [
    _case("La esposa del sargento, Yelitza Torrealba, y sus dos hijos cruzaron a pie el puente Simón Bolívar el sábado "
          "5 de octubre.\n\n\"Un guardia me preguntó a qué iba. Le dije que a comprar comida. Me temblaban las piernas\", "
          "relata Torrealba. Esa misma tarde tomaron un bus en Cúcuta hacia Bucaramanga.", "2019-10-09",
          [("relocation", "Bucaramanga", "2019-10-05")], (), "es-three-sentence-quote-tomaron"),
    _case("Los tres exguardias y sus esposas salieron de Cúcuta el lunes 12 de agosto.\n\n\"No teníamos dinero. "
          "Dormimos en la calle. Nadie nos ayudó\", cuenta el sargento Luis Pérez. Al día siguiente llegaron a Bogotá.",
          "2019-08-20", [("relocation", "Bogotá", "2019-08-13")], (), "es-three-sentence-quote-llegaron"),
    _case("A esposa do sargento, Yelitza Torrealba, e os dois filhos cruzaram a pé a ponte Simón Bolívar em 5 de "
          "outubro.\n\n\"Um guarda me perguntou aonde eu ia. Eu disse que ia comprar comida. Minhas pernas tremiam\", "
          "conta Torrealba. Na mesma tarde pegaram um ônibus em Cúcuta para Bucaramanga.", "2019-10-09",
          [("relocation", "Bucaramanga", ANY)], (), "pt-three-sentence-quote-pegaram"),
]


@pytest.mark.parametrize("text, published, present, absent", PAST_A_LONG_QUOTE)
def test_a_left_out_subject_goes_on_past_a_long_quote(gazetteer, geonames, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


def test_speakers_of_their_own_after_a_long_quote_are_no_way_back(gazetteer) -> None:
    """A plural verb after a long quote told by a group ("relataron los vecinos") is not carried back past them to
    the family told before the quote."""
    text = ("La esposa del sargento, Yelitza Torrealba, y sus dos hijos cruzaron a pie el puente Simón Bolívar el "
            "sábado 5 de octubre.\n\n\"Un guardia me preguntó a qué iba. Le dije que a comprar comida. Me temblaban las "
            "piernas\", relataron los vecinos. Esa misma tarde tomaron un bus en Cúcuta hacia Bucaramanga.")
    article = make_article(text, published="2019-10-09")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    moves = [e for e in events if e.event_type == "relocation" and e.place == "Bucaramanga"]
    assert not any("Torrealba" in actor for e in moves for actor in e.actors), moves
