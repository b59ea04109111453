"""Places found misread in held-out batch 83: "the Venezuelan consulate in Botafogo" (Rio) read as the one consulate
the gazetteer holds, in Bogotá."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _ids(gazetteer, text: str) -> list[str]:
    return [m.place.id for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "Some forty former soldiers gathered outside the Venezuelan consulate in Flamengo on Thursday.",
    "The sergeant was told at the Venezuelan consulate in Copacabana to come back next month.",
    "A dozen deserters waited outside the Venezuelan consulate in the Recoleta district.",
])
def test_a_consulate_put_in_another_named_place_is_not_bogotas(gazetteer, text: str) -> None:
    assert "co-venezuelan-consulate-bogota" not in _ids(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: a bare mention, or one put in its own city, is still the consulate the gazetteer holds)
    "Some forty former soldiers gathered outside the Venezuelan consulate on Thursday.",
    "Some forty former soldiers gathered outside the Venezuelan consulate in Bogotá on Thursday.",
    "Some forty former soldiers gathered outside the Venezuelan consulate in northern Bogotá on Thursday.",
])
def test_the_consulate_with_no_other_place_stays(gazetteer, text: str) -> None:
    assert "co-venezuelan-consulate-bogota" in _ids(gazetteer, text)
