"""Batch 80: Mérida in Yucatán, where Venezuelan deserters land on flights from Bogotá and Panama City, and its state
are places of the story ("Mérida, Yucatán.- Un exteniente del Ejército de Venezuela ... solicitó la condición de
refugiado"); a Mérida the text does not put in Mexico is still the Andean city or state of Venezuela."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str, str]]:
    return [(m.surface, m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Mérida, Yucatán.- Un exteniente del Ejército de Venezuela solicitó la condición de refugiado en México.",
    "El exsargento aterrizó el sábado en Mérida, Yucatán, en un vuelo procedente de Ciudad de Panamá.",
    "The lieutenant landed in Mérida, Yucatán, on a flight from Bogotá and asked for refuge.",
    "La mayoría llegó por avión a Cancún o a Mérida, en Yucatán.",
    "O tenente desembarcou em Mérida, no Yucatán, num voo vindo do Panamá.",
])
def test_merida_in_yucatan_is_the_mexican_city(gazetteer, text: str) -> None:
    found = [(name, country) for surface, name, country in _places(gazetteer, text) if surface.startswith("Mérida")]
    assert found == [("Mérida", "MX")]


@pytest.mark.parametrize("text", [
    "Al menos 35 exmilitares venezolanos han solicitado refugio en Yucatán y Quintana Roo.",
    "Dozens of Venezuelan deserters have asked for asylum in the state of Yucatán this year.",
])
def test_yucatan_is_the_mexican_state(gazetteer, text: str) -> None:
    assert ("Yucatán", "MX") in [(name, country) for _, name, country in _places(gazetteer, text)]


@pytest.mark.parametrize("text", [
    # (guard: the Andean city and state of a Venezuelan story stay Venezuelan)
    "El sargento desertó de su batallón en Mérida y cruzó el río Táchira hasta Cúcuta.",
    "A lieutenant from Mérida crossed into Colombia near San Cristóbal in March.",
    "Dos soldados de Mérida, Táchira y Trujillo pidieron refugio en Cúcuta.",
    "Su esposa permanece en Ejido, una ciudad cercana a Mérida, en los Andes venezolanos.",
    "Márquez es originario del estado Mérida, en los Andes venezolanos.",
])
def test_a_merida_not_put_in_mexico_stays_venezuelan(gazetteer, text: str) -> None:
    found = {country for surface, _, country in _places(gazetteer, text) if "Mérida" in surface}
    assert found == {"VE"}


@pytest.mark.parametrize("text", [
    # (the Andean city, not its state, though a Mexican namesake now shares the name: "Mérida" is the city or its
    # state, either way near the city, and the story's other Venezuelan places are read by it)
    "Quintero estaba destinado en un batallón de infantería en la ciudad de Mérida, en los Andes venezolanos. "
    "Cruzó el río Grita desde Boca de Grita hasta Puerto Santander. Hoy espera en Tenosique, Tabasco, México.",
    "Two sergeants were arrested in Mérida in April, and a third fled to Cúcuta through San Antonio del Táchira.",
])
def test_a_bare_merida_is_the_andean_city(gazetteer, text: str) -> None:
    found = [m.place for m in resolve_mentions(text, gazetteer) if m.surface == "Mérida"]
    assert [(p.kind, p.country_code) for p in found] == [("city", "VE")]
