"""Place trap of held-out batch 30 worked a fourth time: a barrio named by the short form of a town's longer name
("en el barrio San Antonio", in a story about Cali) is a neighbourhood, not San Antonio del Táchira, even when that
town lies near the story's other places, and so is the same short name told again in that story."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Llegaron desde Cúcuta y fueron alojados en una parroquia del barrio San Antonio, en el sur de Cali.",
    "The men who left Cúcuta sleep in a church shelter in the district of San Antonio, in Cali.",
    "Os ex-militares que deixaram Cúcuta dormem num abrigo no bairro San Antonio, em Cali.",
    # ... and the same short name told again in that story is the barrio too
    "Salieron de Cúcuta hacia un albergue del barrio San Antonio, en Cali. El albergue de San Antonio los alojará.",
])
def test_a_barrio_by_a_towns_short_name_is_no_town(gazetteer, text: str) -> None:
    assert ("San Antonio del Táchira", "VE") not in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    # the town by its short name, with no barrio before it
    "Los tres exguardias cruzaron el puente desde Cúcuta y fueron detenidos en San Antonio.",
    # a barrio by the town's full name is still the town's name ("sector San Antonio del Táchira" is the town)
    "Fueron detenidos en el sector San Antonio del Táchira, cerca del puente, al volver de Cúcuta.",
])
def test_the_town_by_its_short_name_stays(gazetteer, text: str) -> None:
    assert ("San Antonio del Táchira", "VE") in _places(gazetteer, text)
