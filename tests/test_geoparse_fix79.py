"""Gazetteer rows added for held-out batch 79: places of the 2019 story that the gazetteer and the GeoNames fallback
left unresolved: Trinidad's south-east coast where pirogues from the Delta land (Guayaguayare and its bay, Galeota
Point, Mayaro with the police station), Iracema on the BR-174 in Roraima (a name also given to women, so only with a
place's context) and Wismar, the west-bank district of Linden, Guyana."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("The pirogue landed at Guayaguayare Bay before dawn.", ("Guayaguayare", "TT")),
    ("Two guardsmen were picked up near Galeota Point by the Coast Guard.", ("Galeota Point", "TT")),
    ("They were taken to the Mayaro Police Station on Sunday afternoon.", ("Mayaro", "TT")),
    ("Um suspeito foi preso em Iracema na segunda-feira.", ("Iracema", "BR")),
    ("The men were working at a sawmill in Wismar.", ("Wismar", "GY")),
])
def test_places_of_the_2019_story(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guard: Iracema is also a woman's name)
    "Iracema Souza, a vizinha, disse que ouviu os tiros.",
])
def test_a_name_is_no_place(gazetteer, text: str) -> None:
    assert ("Iracema", "BR") not in _places(gazetteer, text)
