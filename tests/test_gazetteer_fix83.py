"""Names found misread in held-out batch 83: "el Paso Internacional Cristo Redentor" (the Andes pass between Chile and
Argentina) read as El Paso, Texas."""

from __future__ import annotations

import pytest


def _names(gazetteer, text: str) -> list[str]:
    return [p.name for m in gazetteer.find_names(text) for p in m.places]


@pytest.mark.parametrize("text", [
    "Cruzaron desde Chile por el Paso Internacional Cristo Redentor el sábado.",
    "Los camiones quedaron varados en el Paso Los Libertadores por la nieve.",
    "Cerraron el Paso Cristo Redentor por nevadas.",
])
def test_an_article_before_a_longer_name_is_not_el_paso(gazetteer, text: str) -> None:
    assert "El Paso" not in _names(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: the city written as a city, at a sentence's end, before a lower-case word or a comma)
    "Los dos exsargentos llegaron a El Paso el martes.",
    "The two former sergeants reached El Paso on Tuesday.",
    "The two former sergeants were held in El Paso, Texas, on Tuesday.",
])
def test_the_city_is_still_read(gazetteer, text: str) -> None:
    assert "El Paso" in _names(gazetteer, text)
