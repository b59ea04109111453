"""Place traps found in held-out batch 79: a neighbouring district or municipality named after its noun ("el
distrito vecino de Independencia", "no município vizinho de Iracema"), and towns of the story the gazetteer lacked
(Calabozo, Turén, Santana do Livramento)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

A_NEIGHBOURING_DISTRICT = [
    ("La policía capturó a dos sospechosos en el distrito vecino de Independencia, en Lima.",
     ("Independencia", "PE")),
    ("La policía capturó a dos sospechosos en el distrito de Independencia, en Lima.", ("Independencia", "PE")),
    ("A Polícia Civil prendeu um homem no município vizinho de Iracema, em Roraima.", ("Iracema", "BR")),
    ("A Polícia Civil prendeu um homem na cidade vizinha de Iracema, em Roraima.", ("Iracema", "BR")),
]


@pytest.mark.parametrize("text, place", A_NEIGHBOURING_DISTRICT)
def test_a_neighbouring_district(gazetteer, geonames, text: str, place: tuple[str, str]) -> None:
    found = [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert place in found, found


NOT_A_NEIGHBOURING_DISTRICT = [
    # a surname after a title, and the common noun "calabozo" (a cell), are no places
    "El abogado Pedro Independencia habló ayer con los periodistas en Lima.",
    "El sargento pasó la noche en un calabozo de la policía en Lima.",
    # a neighbour who is a person
    "Su vecino Independencia Rojas llamó a la policía en Lima.",
]


@pytest.mark.parametrize("text", NOT_A_NEIGHBOURING_DISTRICT)
def test_not_a_neighbouring_district(gazetteer, geonames, text: str) -> None:
    found = [r.place.name for r in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert found == ["Lima"], found


TOWNS_OF_THE_STORY = [
    ("Un exsoldado del Ejército natural de Calabozo, en el estado Guárico, vive en Lima.", "Calabozo", "VE"),
    ("Su padre fue detenido por la Dgcim en Turén, el pueblo de la familia, en el estado Portuguesa.", "Turén", "VE"),
    ("Five deserters walked from Santana do Livramento into Rivera, in Uruguay.", "Santana do Livramento", "BR"),
    ("Cinco desertores atravessaram de Sant'Ana do Livramento para Rivera.", "Santana do Livramento", "BR"),
]


@pytest.mark.parametrize("text, name, country", TOWNS_OF_THE_STORY)
def test_towns_of_the_story(gazetteer, text: str, name: str, country: str) -> None:
    found = [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer)]
    assert (name, country) in found, found
