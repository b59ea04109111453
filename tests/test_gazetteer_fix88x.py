"""Gazetteer rows found missing in held-out batch 88: Aruba's second town San Nicolas, Panama City's Albrook bus
terminal district, Cancún, and Venezuela's states written "estado de Lara" as Spanish and Portuguese papers often do
(the bare names are also surnames, so they need the state word)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str, str]]:
    return [(m.mention.surface, m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("The four came ashore on a beach east of San Nicolas early on Monday.", ("San Nicolas", "AW")),
    ("Briceño spent the following weeks hiding in a rented room in San Nicolas, the island's second town.",
     ("San Nicolas", "AW")),
    ("Los cuatro marineros fueron llevados a la estación de policía de San Nicolaas.", ("San Nicolas", "AW")),
    ("Dois ex-militares foram detidos no terminal de ônibus de Albrook, quando tentavam embarcar para David.",
     ("Albrook", "PA")),
    ("Two former soldiers were detained at the Albrook bus terminal on Wednesday.", ("Albrook", "PA")),
    ("Tres militares venezolanos fueron retenidos el jueves en el aeropuerto de Cancún.", ("Cancún", "MX")),
    ("Por Alejandra Benítez | Cancún, Quintana Roo", ("Cancún", "MX")),
])
def test_a_real_place_missing_from_the_gazetteer_resolves(gazetteer, text: str, place: tuple) -> None:
    assert place in [(name, country) for _, name, country in _places(gazetteer, text)]


@pytest.mark.parametrize("text, state", [
    ("O ex-sargento fugiu de uma unidade em Barquisimeto, no estado de Lara.", "Lara"),
    ("El cabo desertó de un fuerte en Ciudad Bolívar, en el estado de Bolívar, en mayo.", "Bolívar"),
    ("Los dos sargentos son originarios del estado de Trujillo.", "Trujillo"),
    ("Su hermano fue detenido en Coro, en el Estado de Falcón, el miércoles.", "Falcón"),
    ("A família vive em Cumaná, no estado de Sucre.", "Sucre"),
])
def test_a_venezuelan_state_after_estado_de_is_the_state(gazetteer, text: str, state: str) -> None:
    assert (state, "VE") in [(name, country) for _, name, country in _places(gazetteer, text)]


@pytest.mark.parametrize("text, surface", [
    # (guards: the Mexican suburb named at more length is not Aruba's town; a surname stays a surname)
    ("Con ayuda de una prima que vive en San Nicolás de los Garza, compró el boleto a Monterrey.", "San Nicolás"),
    ("El sargento Miranda dijo que cruzó por una trocha.", "Miranda"),
    ("La abogada Ana Lara dijo que el estado de salud del cabo es estable.", "Lara"),
])
def test_a_longer_name_or_a_surname_is_no_new_place(gazetteer, text: str, surface: str) -> None:
    assert all(s != surface for s, _, _ in _places(gazetteer, text))
