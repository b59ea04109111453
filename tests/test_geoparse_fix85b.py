"""Place resolution traps found in held-out batch 85 (second round): a town only GeoNames knows, told as the town
of a checkpoint after "de" ("el punto de revisión de Huixtla", "o posto de controle de Mucajaí"), is a place."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _names(gazetteer, geonames, text: str) -> list[str]:
    return [m.place.name for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, name", [
    ("En Chiapas, los agentes revisaron la combi en el punto de revisión de Pijijiapan.", "Pijijiapan"),
    ("En Chiapas, la combi fue detenida en el retén de Arriaga.", "Arriaga"),
    ("Em Roraima, o ônibus parou no posto de fiscalização de Mucajaí.", "Mucajaí"),
])
def test_the_town_of_a_checkpoint_is_a_place(gazetteer, geonames, text: str, name: str) -> None:
    assert name in _names(gazetteer, geonames, text)


@pytest.mark.parametrize("text", [
    # (guards: the force a checkpoint belongs to is no place; "el control de" alone is no checkpoint)
    "En Chiapas, la combi fue detenida en el retén de la Guardia Nacional.",
    "En Chiapas, los rebeldes tomaron el control de Arriaga.",
])
def test_no_place_without_a_checkpoint_of_a_town(gazetteer, geonames, text: str) -> None:
    names = _names(gazetteer, geonames, text)
    assert "Arriaga" not in names and not any("Guardia" in n for n in names)
