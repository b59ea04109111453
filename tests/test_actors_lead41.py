"""A rank noun after a demonstrative is the soldier told of before, as after "the": "That corporal later crossed",
"Esse cabo atravessou", "ese sargento cruzó", "aquel soldado"; with nobody named before, someone new, described.
Before, no actor was read, so the sentence's crossing was dropped with it."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article


def _crossings(gazetteer, text: str) -> list[tuple[str, ...]]:
    article = make_article(text, published="2019-03-14")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [tuple(e.actors) for e in events if e.event_type == "border_crossing"]


NAMED_BEFORE = [
    pytest.param("The corporal, Juan Díaz, said he deserted in January. That corporal later crossed into Colombia "
                 "near Cúcuta on Feb. 23.", "Cpl. Juan Díaz", id="en-that"),
    pytest.param("Sergeant Ana Ruiz deserted in January. This sergeant crossed the border near Cúcuta on Feb. 23.",
                 "Sgt. Ana Ruiz", id="en-this"),
    pytest.param("O cabo do Exército venezuelano José Ramírez desertou em janeiro. Esse cabo atravessou a fronteira "
                 "perto de Pacaraima em fevereiro.", "Cpl. José Ramírez", id="pt-esse"),
    pytest.param("El sargento Luis Pérez desertó en enero. Ese sargento cruzó la frontera por Cúcuta el 23 de febrero.",
                 "Sgt. Luis Pérez", id="es-ese"),
    pytest.param("El cabo Luis Pérez desertó en enero. Aquel cabo cruzó el río Táchira hacia Cúcuta el 23 de febrero.",
                 "Cpl. Luis Pérez", id="es-aquel"),
]


@pytest.mark.parametrize("text, actor", NAMED_BEFORE)
def test_a_demonstrative_rank_noun_is_the_soldier_named_before(gazetteer, text: str, actor: str) -> None:
    assert any(actor in actors for actors in _crossings(gazetteer, text)), _crossings(gazetteer, text)


NOBODY_BEFORE = [
    pytest.param("That corporal later crossed into Colombia near Cúcuta on Feb. 23.", id="en-that"),
    pytest.param("Esse cabo atravessou a fronteira perto de Pacaraima em fevereiro.", id="pt-esse"),
    pytest.param("Esa soldado cruzó la frontera por Cúcuta el 23 de febrero.", id="es-esa"),
]


@pytest.mark.parametrize("text", NOBODY_BEFORE)
def test_a_demonstrative_rank_noun_with_nobody_before_is_someone_new(gazetteer, text: str) -> None:
    crossings = _crossings(gazetteer, text)
    assert crossings and all(len(actors) == 1 for actors in crossings), crossings


def test_that_inside_a_sentence_is_no_demonstrative(gazetteer) -> None:
    # (guard: "said that sergeant X" is a clause; the sergeant is named, not "a sergeant" told before)
    crossings = _crossings(gazetteer, "The army said that Sergeant Ana Ruiz crossed into Colombia near Cúcuta on Feb. 23.")
    assert crossings and all(actors == ("Sgt. Ana Ruiz",) for actors in crossings), crossings
