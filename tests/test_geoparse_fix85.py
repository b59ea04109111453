"""Place resolution traps found in held-out batch 85: Portuguese puts a place "em" another ("a embaixada do Brasil
em Bogotá"), so an embassy put in a city that is not its own is not the one in Caracas the gazetteer holds."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _ids(gazetteer, text: str) -> list[str]:
    return [m.place.id for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Os ex-militares protestaram em frente à embaixada do Brasil em Lima na terça-feira.",
    "Um grupo de desertores dormiu na calçada da Embaixada do Brasil em Quito.",
])
def test_an_embassy_put_em_another_city_is_not_the_one_in_caracas(gazetteer, text: str) -> None:
    assert "ve-brazil-embassy" not in _ids(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: a bare mention, or one put in its own city, is still the embassy the gazetteer holds)
    "Os ex-militares protestaram em frente à embaixada do Brasil na terça-feira.",
    "Os ex-militares protestaram em frente à embaixada do Brasil em Caracas na terça-feira.",
])
def test_the_embassy_em_its_own_city_stays(gazetteer, text: str) -> None:
    assert "ve-brazil-embassy" in _ids(gazetteer, text)
