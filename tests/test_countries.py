"""Tests for geo.countries: codes, bounding boxes, outlines and demonyms from offline data."""

from __future__ import annotations

import pytest
from geopy.distance import geodesic

from geo.countries import country_bbox, country_name, demonym_country, nationality_country, nearest_outline_point


def test_country_facts() -> None:
    assert country_name("VE") == "Venezuela"
    west, south, east, north = country_bbox("VE")
    assert west < -66.9 < east and south < 10.5 < north  # Caracas is inside
    assert demonym_country("Venezolanos") == "VE"
    assert country_bbox("XX") is None and nearest_outline_point("XX", 0, 0) is None


@pytest.mark.parametrize(
    "code, near, km",
    [
        ("VE", (7.8939, -72.5078), 40),  # Venezuela's edge nearest Cúcuta: the Táchira border
        ("CO", (7.8186, -72.4523), 40),  # Colombia's edge nearest the Simón Bolívar bridge
        ("VE", (4.4817, -61.1401), 40),  # Venezuela's edge nearest Pacaraima, Brazil
        ("BR", (4.6, -61.1), 40),  # Brazil's edge nearest Santa Elena de Uairén
    ],
)
def test_nearest_outline_point_is_the_border_by_the_place(code, near, km) -> None:
    lat, lon = nearest_outline_point(code, *near)
    assert geodesic((lat, lon), near).km < km
    west, south, east, north = country_bbox(code)
    assert west <= lon <= east and south <= lat <= north


@pytest.mark.parametrize("word, code", [
    ("Colombian", "CO"), ("colombianas", "CO"), ("brasileños", "BR"), ("Brasileiro", "BR"),
    ("venezuelanos", "VE"), ("Ecuadorean", "EC"), ("panameña", "PA"), ("soldier", None),
])
def test_nationality_adjectives_in_the_three_languages(word, code) -> None:
    assert nationality_country(word) == code
