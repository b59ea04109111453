"""Gazetteer rows added for held-out batch 76: places on the later legs of the 2019 story that the gazetteer and
the GeoNames fallback left unresolved: the Navy post on the Los Monjes islands and the Guajira cape facing them,
the Central American migrants' border posts (Peñas Blancas, Tecún Umán and Ciudad Hidalgo on the Suchiate River,
Chiapas), and the Guyana-Suriname crossing on the Corentyne River (Corriverton/Springlands, the Canawaima ferry's
Moleson Creek and South Drain terminals, Berbice)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("Five sailors left the naval post on the Los Monjes islands on Sunday.", ("Los Monjes", "VE")),
    ("Cinco marineros llegaron en una lancha a Punta Espada.", ("Punta Espada", "CO")),
    ("Police detained the men at the Peñas Blancas border post.", ("Peñas Blancas", "NI")),
    ("They crossed on a raft from Tecún Umán to Ciudad Hidalgo.", ("Tecún Umán", "GT")),
    ("They crossed on a raft from Tecún Umán to Ciudad Hidalgo.", ("Ciudad Hidalgo", "MX")),
    ("Cruzaron el río Suchiate en una balsa.", ("Suchiate River", "MX")),
    ("Viven en un albergue en el estado de Chiapas.", ("Chiapas", "MX")),
    ("The two guardsmen were held at the Springlands Police Station.", ("Corriverton", "GY")),
    ("The ferry left South Drain for Moleson Creek at noon.", ("Moleson Creek", "GY")),
    ("The ferry left South Drain for Moleson Creek at noon.", ("South Drain", "SR")),
    ("Last month the two moved to Berbice to work on a rice farm.", ("Berbice", "GY")),
    ("They crossed the Corentyne River by boat.", ("Corentyne River", "GY")),
])
def test_places_of_the_later_legs(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: a monk is no archipelago; "Hidalgo" alone is a surname or the Mexican state, not the border town)
    "The monks of the monastery prayed for the sailors.",
    "Sgt. Luis Hidalgo crossed into Colombia on Tuesday.",
])
def test_words_that_are_not_the_new_places(gazetteer, text: str) -> None:
    names = [name for name, _ in _places(gazetteer, text)]
    assert "Los Monjes" not in names and "Ciudad Hidalgo" not in names
