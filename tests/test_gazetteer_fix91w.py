"""Batch 91: the Brazilian state of Paraná, where the 2019 interiorização flights took Venezuelan ex-military
("pousou em Cascavel, no oeste do Paraná"), is a place; as a bare word it needs the context a place has."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Um avião da FAB pousou em Cascavel, no oeste do Paraná, na última terça-feira (4), com 112 venezuelanos.",
    "Cerca de 300 ex-militares venezuelanos vivem hoje no Paraná, a maioria em Curitiba.",
    "Un avión de la Fuerza Aérea Brasileña los llevó a Cascavel, en el estado de Paraná.",
])
def test_the_state_of_parana(gazetteer, text: str) -> None:
    assert ("Paraná", "BR") in _places(gazetteer, text)
