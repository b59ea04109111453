"""A facility named after a saint, found in the thirty-third sweep: "Fue llevado al hospital San José de Maicao"
(batch 60's bj06, and two other development articles) resolved "San José" to Costa Rica's capital; a hospital,
clinic, school, church or hotel before a saint's name makes the name the building's, not a town's."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, town", [
    ("Fue llevado al hospital San José de Maicao, donde permanece estable.", "San José"),
    ("Lo atendieron en la clínica San Cristóbal, en Cúcuta.", "San Cristóbal"),
    ("Foi levado ao Hospital São Paulo, em Boa Vista.", "São Paulo"),
])
def test_a_facility_named_after_a_saint_is_no_town(gazetteer, text: str, town: str) -> None:
    assert town not in [name for name, _ in _places(gazetteer, text)]


@pytest.mark.parametrize("text, town", [
    # guards: the town itself, after a place preposition, and a facility named after the town it stands in
    ("Llegó a San José el lunes y pidió refugio.", ("San José", "CR")),
    ("Fue llevado al hospital de San Cristóbal.", ("San Cristóbal", "VE")),
    ("He was taken to a hospital in San Cristóbal.", ("San Cristóbal", "VE")),
])
def test_a_saints_town_is_still_a_town(gazetteer, text: str, town: tuple) -> None:
    assert town in _places(gazetteer, text)
