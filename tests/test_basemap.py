"""Tests for geo.basemap: Natural Earth countries read with pyshp, rounded, filtered, cached."""

from __future__ import annotations

import math

import pytest

from geo import basemap
from geo.assets import AssetError
from geo.basemap import countries_geojson

CARACAS = (10.48, -66.90)
VENEZUELA_REGION = (-75.0, 0.0, -59.0, 13.0)


def by_iso(collection: dict) -> dict[str, dict]:
    return {f["properties"]["iso_a3"]: f for f in collection["features"]}


def positions(coords) -> list[list[float]]:
    if isinstance(coords[0], (int, float)):
        return [coords]
    return [p for part in coords for p in positions(part)]


def test_whole_world_is_a_feature_collection_of_countries():
    world = countries_geojson()
    assert world["type"] == "FeatureCollection"
    assert len(world["features"]) > 150
    countries = by_iso(world)
    for iso in ("VEN", "COL", "BRA", "PAN"):
        assert countries[iso]["geometry"]["type"] in ("Polygon", "MultiPolygon")
    assert countries["VEN"]["properties"]["name"] == "Venezuela"


def test_names_are_decoded_from_the_dbf_code_page():
    assert by_iso(countries_geojson())["CIV"]["properties"]["name"] == "Côte d'Ivoire"


def test_coordinates_are_lon_lat_and_venezuela_surrounds_caracas():
    points = positions(by_iso(countries_geojson())["VEN"]["geometry"]["coordinates"])
    lons, lats = [p[0] for p in points], [p[1] for p in points]
    assert min(lons) < CARACAS[1] < max(lons)
    assert min(lats) < CARACAS[0] < max(lats)
    assert all(-74 < lon < -59 and 0 < lat < 13 for lon, lat in points)


@pytest.mark.parametrize("digits", [0, 1, 2, 4])
def test_coordinates_are_rounded(digits):
    points = positions(by_iso(countries_geojson(digits=digits))["COL"]["geometry"]["coordinates"])
    assert all(math.isclose(v, round(v, digits), abs_tol=1e-12) for p in points for v in p)


def test_bbox_keeps_only_overlapping_countries():
    region = by_iso(countries_geojson(VENEZUELA_REGION))
    assert {"VEN", "COL", "BRA", "GUY"} <= set(region)
    assert "JPN" not in region and "AUS" not in region
    assert len(region) < len(countries_geojson()["features"])


def test_each_call_returns_a_fresh_dict():
    first = countries_geojson()
    first["features"].clear()
    assert countries_geojson()["features"]


@pytest.mark.parametrize(
    ("bbox", "message"),
    [
        ((1.0, 2.0, 3.0), "four finite numbers"),
        ((0.0, 0.0, 1.0, float("nan")), "four finite numbers"),
        ((10.0, 0.0, -10.0, 5.0), "min_lon <= max_lon"),
        ((-200.0, 0.0, 0.0, 1.0), "-180 <= min_lon"),
        ((0.0, 5.0, 1.0, -5.0), "min_lat <= max_lat"),
    ],
)
def test_bad_bbox_is_named(bbox, message):
    with pytest.raises(ValueError, match=message):
        countries_geojson(bbox)


@pytest.mark.parametrize("digits", [-1, 8, 2.5])
def test_bad_digits(digits):
    with pytest.raises(ValueError, match="digits"):
        countries_geojson(digits=digits)


def test_missing_geopandas_says_what_to_install(monkeypatch):
    monkeypatch.setattr(basemap.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(AssetError, match="pip install geopandas"):
        basemap.natural_earth_path()
