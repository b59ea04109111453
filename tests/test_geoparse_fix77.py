"""Place traps found in held-out batch 77: a city name the article pinned to one country by its dateline ("SANTO
DOMINGO, Dominican Republic --") keeps that place when it comes back bare, even in a story told around Cúcuta, where
the Táchira town of the same name would otherwise win; a sentence that names places beside it still picks by them."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str, str]]:
    return [(m.mention.surface, m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    "SANTO DOMINGO, Dominican Republic -- A Venezuelan captain who fled through Cúcuta has asked for asylum. "
    "On Monday he took a bus to Santo Domingo to file the request.",
    "SANTO DOMINGO, República Dominicana -- Un capitán venezolano que salió por Cúcuta pidió asilo. El lunes "
    "viajó a Santo Domingo para presentar la solicitud.",
])
def test_a_name_pinned_by_the_dateline_keeps_its_place(gazetteer, text: str) -> None:
    assert ("Santo Domingo", "Santo Domingo", "DO") in _places(gazetteer, text)


@pytest.mark.parametrize("text, surface, place", [
    # (guard: without a pin, the Táchira town still wins in a story told around Cúcuta)
    ("A Venezuelan captain who fled through Cúcuta and San Antonio del Táchira has asked for asylum. On Monday he "
     "took a bus to Santo Domingo.", "Santo Domingo", ("Santo Domingo del Táchira", "VE")),
    # (guard: a sentence that names places beside the name picks by them, not by the pin: the other Villa del Rosario)
    ("Sergeant Añez was born in Villa del Rosario, in Zulia. He later moved to Cúcuta. His brother waded the river "
     "from San Antonio del Táchira to Villa del Rosario.", "Villa del Rosario", ("Villa del Rosario", "CO")),
])
def test_no_pin_or_places_beside_still_decide(gazetteer, text: str, surface: str, place: tuple) -> None:
    found = _places(gazetteer, text)
    last = [(name, code) for s, name, code in found if s == surface][-1]
    assert last == place
