"""Places of held-out batch 94 (a development set) the gazetteer lacked: La Tortuga, the Venezuelan island off
whose coast the coastguard stops boats of deserters bound for Curaçao."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("La lancha fue avistada en la madrugada del viernes al noreste de La Tortuga y detenida por la Guardia Costera.",
     "La Tortuga", ("La Tortuga", "VE")),
    ("Fueron interceptados por una unidad de Guardacostas en las cercanías de la isla La Tortuga.",
     "isla La Tortuga", ("La Tortuga", "VE")),
    ("The coastguard stopped the boat off La Tortuga Island, about 100 miles east of Caracas, on Friday.",
     "La Tortuga Island", ("La Tortuga", "VE")),
])
def test_the_places_of_batch_94(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize("text", [
    # (Haiti's Tortuga, named without the article, is no Venezuelan island)
    "Pirates once ruled Tortuga Island, off the north coast of Haiti.",
    # (nor is a turtle)
    "Los pescadores liberaron una tortuga que quedó atrapada en la red.",
])
def test_no_venezuelan_la_tortuga_without_its_name(gazetteer, geonames, text):
    assert all(r.place.name != "La Tortuga" for r in resolve_mentions(text, gazetteer, geonames=geonames))
