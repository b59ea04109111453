"""Places missed in held-out batch 83, fifth round: a town whose bare name is also a surname, named after the
noun for a town ("hasta la ciudad de Mendoza", "a cidade de Canoas", "el pueblo de Rubio")."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _resolved(gazetteer, text: str, surface: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code)
            for m in resolve_mentions(text, gazetteer) if m.mention.surface == surface]


@pytest.mark.parametrize("text,surface,want", [
    ("El domingo, un vehículo de la provincia llevó a los ocho hasta la ciudad de Mendoza, donde se alojan.",
     "Mendoza", ("Mendoza", "AR")),
    ("El domingo, los ocho fueron trasladados a la ciudad de Mendoza.", "Mendoza", ("Mendoza", "AR")),
    ("No domingo, os oito foram levados para a cidade de Canoas, onde vivem num abrigo.", "Canoas", ("Canoas", "BR")),
    ("Los soldados llegaron al pueblo de Rubio el domingo.", "Rubio", ("Rubio", "VE")),
    ("Los desertores cruzaron por la localidad de Delicias, en la frontera.", "Delicias", ("Delicias", "VE")),
])
def test_town_named_after_its_noun(gazetteer, text: str, surface: str, want: tuple[str, str]) -> None:
    assert _resolved(gazetteer, text, surface) == [want]


@pytest.mark.parametrize("text,surface", [
    # (the man named after the town, or beside the noun, is still the man)
    ("El alcalde de la ciudad, Mendoza, dijo que no sabía nada.", "Mendoza"),
    ("Un funcionario de la ciudad de Bogotá, Mendoza Pérez, dijo que no sabía nada.", "Mendoza"),
    ("El hermano de Mendoza dijo que la ciudad estaba tranquila.", "Mendoza"),
    # (a citizen is no city)
    ("La ciudadana Mendoza dijo que no sabía nada.", "Mendoza"),
])
def test_surname_beside_the_noun_stays_a_person(gazetteer, text: str, surface: str) -> None:
    assert _resolved(gazetteer, text, surface) == []
