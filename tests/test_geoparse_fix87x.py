"""Place traps found in held-out batch 87: Pereira, the Colombian city, is also a common surname ("First Lieutenant
Gustavo Adolfo Lugo Pereira, 29, presented himself"), so the bare name needs a place's context."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, geonames, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text", [
    "First Lieutenant Gustavo Adolfo Lugo Pereira, 29, presented himself at the police station on Monday.",
    "El sargento Luis Alberto Rojas Pereira, de 31 años, pidió refugio en Cúcuta.",
    "O cabo Jhonny Rafael Tovar Pereira, de 25 anos, liderou o grupo pela floresta.",
    "No one came by noon, Pereira said in an interview at the church.",
    "Pereira had not heard from his brother since Tuesday.",
])
def test_the_surname_is_no_city(gazetteer, geonames, text: str) -> None:
    assert ("Pereira", "CO") not in _places(gazetteer, geonames, text)


@pytest.mark.parametrize("text", [
    # (guards: the city after a preposition of place, or tagged with its department)
    "Los exmilitares llegaron a Pereira el martes.",
    "The two former sergeants found work in Pereira in March.",
    "Los tres viven en Pereira desde abril.",
    "Los exmilitares llegaron a Pereira, Risaralda, el martes.",
])
def test_the_city_is_still_read(gazetteer, geonames, text: str) -> None:
    assert ("Pereira", "CO") in _places(gazetteer, geonames, text)
