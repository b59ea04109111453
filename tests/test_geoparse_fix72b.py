"""Place traps found in held-out batch 72 (a Venezuelan captain who "llegó en autobús a Málaga" from Madrid, in a
story that names Spain, resolved to the Colombian town near Cúcuta), each shown on new sentences: a city that dwarfs
every namesake, in a country the article names, wins over a small namesake that only lies near the story's border."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _countries(text: str, gazetteer, geonames, name: str) -> set[str]:
    return {r.place.country_code for r in resolve_mentions(text, gazetteer, geonames=geonames) if r.surface == name}


@pytest.mark.parametrize("text, name, expected", [
    ("El sargento cruzó por Cúcuta en mayo. En octubre llegó a España y hoy trabaja en Málaga.", "Málaga", "ES"),
    ("The corporal crossed at Cúcuta and later went to Mexico; he now lives in Monterrey with a cousin.",
     "Monterrey", "MX"),
    ("O cabo cruzou por Cúcuta e depois foi para o México; hoje mora em Monterrey.", "Monterrey", "MX"),
    ("The captain crossed near Cúcuta, flew to Spain in October and now lives in Málaga.", "Málaga", "ES"),
    # (guards: the country of the big city is not named, so the namesake near the story stays)
    ("El sargento cruzó por Cúcuta en mayo y hoy trabaja en Málaga, donde vive con su tío.", "Málaga", "CO"),
    ("The corporal crossed at Cúcuta and now lives in Monterrey with a cousin.", "Monterrey", "CO"),
])
def test_a_city_of_a_named_country_beats_a_small_namesake(gazetteer, geonames, text: str, name: str,
                                                          expected: str) -> None:
    assert _countries(text, gazetteer, geonames, name) == {expected}
