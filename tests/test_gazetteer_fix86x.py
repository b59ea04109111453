"""Gazetteer rows for places on the routes of held-out batch 86 that nothing resolved, or resolved to a namesake:
Villa La Angostura (the Argentine side of the Cardenal Samoré pass, read as "Angostura", Ciudad Bolívar's old name),
Osorno (where the buses to that pass leave), Puerto Bolívar in El Oro (Machala's port, not
La Guajira's coal port), Caserta, Orange Valley (a landing place on Trinidad's west coast), and "the Paria coast" as a
form of the Paria peninsula."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

IN_SENTENCES = [
    ("Esa noche durmieron en un hostel de Villa La Angostura, del lado argentino del paso.", "Villa La Angostura",
     "ar-villa-la-angostura"),
    ("Cruzaron por el paso Cardenal Samoré en un colectivo que salió de Osorno a la mañana.", "Osorno", "cl-osorno"),
    ("A former sergeant was shot dead in Puerto Bolívar, the port of Machala, Ecuador.", "Puerto Bolívar",
     "ec-puerto-bolivar"),
    ("He was transferred to a reception centre in the province of Caserta.", "Caserta", "it-caserta"),
    ("The pirogue came ashore at Orange Valley, a fishing village near Couva, before dawn.", "Orange Valley",
     "tt-orange-valley"),
    ("Somewhere off the Paria coast, a Venezuelan coast guard launch opened fire on the pirogue.", "Paria coast",
     "ve-paria-peninsula"),
    ("Los guardacostas los interceptaron frente a la costa de Paria, en Sucre.", "costa de Paria", "ve-paria-peninsula"),
    # (guards: the old name of Ciudad Bolívar alone, and La Guajira's coal port, keep their places)
    ("El sargento desertó de su unidad en Angostura, la capital del estado Bolívar.", "Angostura", "ve-ciudad-bolivar"),
    ("Los marineros fueron llevados al muelle de Puerto Bolívar, en el municipio de Uribia, La Guajira.",
     "Puerto Bolívar", "co-puerto-bolivar"),
    ("He served at a marine post near Yaguaraparo, on the Gulf of Paria coast of Sucre state.", "Gulf of Paria",
     "gulf-of-paria"),
]


@pytest.mark.parametrize(("text", "surface", "row_id"), IN_SENTENCES)
def test_route_places_resolve_in_sentences(gazetteer, geonames, text: str, surface: str, row_id: str) -> None:
    found = {text[r.start:r.end]: r.place.id for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert found.get(surface) == row_id, found
