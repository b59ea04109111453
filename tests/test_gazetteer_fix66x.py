"""Gazetteer rows found missing in held-out batch 66: Curaçao's Sta. Rosa, where the island's migrant detention
centre stands, and Montevideo's barrio Cordón (also the Spanish word for a cord or a police cordon, so it needs a
place word)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str, str]]:
    return [(m.mention.surface, m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("The two sailors were taken later that day to the Sta. Rosa detention centre.", ("Sta. Rosa", "CW")),
    ("Jhonatan remains at Sta. Rosa. His request is still pending.", ("Sta. Rosa", "CW")),
    ("De twee matrozen zitten in het detentiecentrum in Sta. Rosa.", ("Sta. Rosa", "CW")),
    ("Vive desde entonces en una pensión del barrio Cordón.", ("Cordón", "UY")),
    ("Los trasladó a una pensión del barrio Cordón, en Montevideo, donde se alojan desde marzo.", ("Cordón", "UY")),
    ("O ex-tenente mora num quarto alugado no barrio Cordón, perto do centro.", ("Cordón", "UY")),
])
def test_a_real_place_missing_from_the_gazetteer_resolves(gazetteer, text: str, place: tuple) -> None:
    assert place in [(name, country) for _, name, country in _places(gazetteer, text)]


@pytest.mark.parametrize("text, surface", [
    # (guards: the common nouns stay common nouns)
    ("Los manifestantes rompieron el cordón policial frente al puente en Ureña.", "cordón"),
    ("Un cordón de guardias nacionales bloqueó el paso en San Antonio del Táchira.", "cordón"),
])
def test_a_common_word_is_no_new_place(gazetteer, text: str, surface: str) -> None:
    assert all(s.lower() != surface.lower() for s, _, _ in _places(gazetteer, text))


def test_the_barrio_is_montevideos_not_a_geonames_town_elsewhere(gazetteer, geonames) -> None:
    # (moved from tests/test_geoparse.py, which guarded the GeoNames fallback while the gazetteer lacked the barrio)
    text = "Tras salir de Venezuela, los llevaron el lunes a una pensión del barrio Cordón, en Montevideo."
    found = [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer, geonames=geonames)
             if "Cordón" in r.surface]
    assert found == [("Cordón", "UY")]
