"""Gazetteer rows for the islands of held-out batch 91's Los Roques-to-Bonaire crossing: El Gran Roque (the
archipelago's village and coast guard station), the Las Aves atolls between Los Roques and Bonaire, and Bonaire's
Washington Slagbaai National Park; the Spanish "las aves" (the birds) stays a common noun."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("The petty officer and three seamen left the coast guard station at El Gran Roque on Friday night.",
     "El Gran Roque", ("El Gran Roque", "VE")),
    ("Los marineros zarparon de Gran Roque el viernes por la noche.", "Gran Roque", ("El Gran Roque", "VE")),
    ("The launch ran low on fuel and the men spent Saturday on the Las Aves archipelago.",
     "Las Aves archipelago", ("Las Aves", "VE")),
    ("La lancha se quedó sin combustible cerca del archipiélago Las Aves.", "archipiélago Las Aves",
     ("Las Aves", "VE")),
    ("They came ashore north of the village of Rincon, inside Washington Slagbaai National Park.",
     "Washington Slagbaai National Park", ("Washington Slagbaai National Park", "BQ")),
])
def test_the_islands_of_the_los_roques_crossing(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface"), [
    ("Los guardias dijeron que las aves migratorias llegaron a Cúcuta el lunes.", "las aves"),
])
def test_the_birds_are_no_place(gazetteer, geonames, text, surface):
    assert surface not in _found(gazetteer, geonames, text)
