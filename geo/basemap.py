"""Offline country outlines for the map's basemap: Natural Earth 1:110m, as shipped in geopandas."""

from __future__ import annotations

import importlib.util
import json
import logging
import math
from functools import lru_cache, partial
from pathlib import Path

import shapefile

from .assets import AssetError
from .store import cached

logger = logging.getLogger(__name__)

BBox = tuple[float, float, float, float]  # min_lon, min_lat, max_lon, max_lat
NATURAL_EARTH = Path("datasets", "naturalearth_lowres", "naturalearth_lowres.shp")


def natural_earth_path() -> Path:
    """Path of the Natural Earth low-resolution countries shapefile bundled with geopandas.

    geopandas is located, never imported: it is a heavy import and only its data file is needed.
    """
    spec = importlib.util.find_spec("geopandas")
    if spec is None or not spec.submodule_search_locations:
        raise AssetError("Python package 'geopandas' is not installed; the offline basemap reads "
                         f"its bundled {NATURAL_EARTH.as_posix()}: pip install geopandas==0.14.4")
    path = Path(next(iter(spec.submodule_search_locations))) / NATURAL_EARTH
    if not path.is_file():
        raise AssetError(f"{str(path)!r} is missing; geopandas 0.14.x ships it "
                         "(later versions do not)")
    return path


def _check_bbox(bbox: BBox) -> BBox:
    if len(bbox) != 4 or not all(isinstance(v, (int, float)) and math.isfinite(v) for v in bbox):
        raise ValueError(f"bbox {bbox!r} must be four finite numbers "
                         "(min_lon, min_lat, max_lon, max_lat)")
    min_lon, min_lat, max_lon, max_lat = bbox
    if not (-180 <= min_lon <= max_lon <= 180 and -90 <= min_lat <= max_lat <= 90):
        raise ValueError(f"bbox {bbox!r} needs -180 <= min_lon <= max_lon <= 180 "
                         "and -90 <= min_lat <= max_lat <= 90")
    return (float(min_lon), float(min_lat), float(max_lon), float(max_lat))


def _round(coords: list | tuple, digits: int) -> list:
    if coords and isinstance(coords[0], (int, float)):
        return [round(coords[0], digits), round(coords[1], digits)]
    return [_round(part, digits) for part in coords]


def _overlaps(shape_bbox: list[float], bbox: BBox | None) -> bool:
    if bbox is None:
        return True
    return not (shape_bbox[2] < bbox[0] or shape_bbox[0] > bbox[2]
                or shape_bbox[3] < bbox[1] or shape_bbox[1] > bbox[3])


@lru_cache(maxsize=16)
def _countries_json(bbox: BBox | None, digits: int) -> str:
    path = natural_earth_path()
    info = path.stat()
    key = (str(path), info.st_size, info.st_mtime_ns, bbox, digits)
    return cached("basemap", key, partial(_read_countries, path, bbox, digits))


def _read_countries(path: Path, bbox: BBox | None, digits: int) -> str:
    features = []
    with shapefile.Reader(str(path)) as reader:  # encoding from the .cpg
        for record in reader.iterShapeRecords():
            if not record.shape.points or not _overlaps(record.shape.bbox, bbox):
                continue
            geometry = record.shape.__geo_interface__
            features.append({
                "type": "Feature",
                "properties": {"name": record.record["name"], "iso_a3": record.record["iso_a3"]},
                "geometry": {"type": geometry["type"],
                             "coordinates": _round(geometry["coordinates"], digits)},
            })
    logger.debug("basemap: %d countries for bbox %s", len(features), bbox)
    return json.dumps({"type": "FeatureCollection", "features": features}, separators=(",", ":"))


def countries_geojson(bbox: BBox | None = None, *, digits: int = 2) -> dict:
    """Country polygons as a GeoJSON FeatureCollection (properties: name, iso_a3).

    bbox keeps only countries whose bounding box overlaps it; coordinates are rounded to
    `digits` decimals (2 = about 1 km, finer than the 1:110m source). The file is read once
    per (bbox, digits); every call returns a fresh dict the caller may change.
    """
    if not isinstance(digits, int) or not 0 <= digits <= 7:
        raise ValueError(f"digits {digits!r} must be an int in 0..7")
    return json.loads(_countries_json(None if bbox is None else _check_bbox(tuple(bbox)), digits))
