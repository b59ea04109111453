"""Map military defections from news reporting: places, events and routes, offline.

The public API is re-exported here lazily (PEP 562), so `import geo.gazetteer` stays fast and does
not pull in pandas or folium.
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "Article": "model", "Event": "model", "FuzzyDate": "model", "Leg": "model", "Mention": "model",
    "Place": "model", "ResolvedMention": "model", "Route": "model", "Sentence": "model",
    "Source": "model", "Corpus": "model", "Waypoint": "model",
    "GeoError": "errors", "GazetteerError": "errors", "ArticleError": "errors", "DateError": "errors",
    "GeocoderError": "errors", "ExportError": "errors", "AssetError": "errors",
    "Gazetteer": "gazetteer", "load_gazetteer": "gazetteer", "check_gazetteer": "gazetteer",
    "GeoNames": "geonames", "resolve_mentions": "geoparse", "unresolved_mentions": "geoparse",
    "nominatim_geocoder": "geocoders",
    "load_article": "articles", "article_from_bytes": "articles", "split_sentences": "articles",
    "read_metadata": "articles", "iter_article_paths": "articles", "find_dates": "dates",
    "extract_events": "events", "merge_duplicate_events": "events", "link_routes": "routes",
    "build_corpus": "pipeline", "extract_article": "pipeline",
    "load_uploads": "pipeline", "merge_corpora": "pipeline",
    "Filters": "filters", "filter_events": "filters", "routes_for": "filters",
    "events_frame": "export", "events_csv": "export", "events_geojson": "export",
    "routes_geojson": "export", "write_outputs": "export",
    "build_map": "mapview", "map_html": "mapview",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'geo' has no attribute {name!r}")
    return getattr(importlib.import_module(f".{module}", __name__), name)


def __dir__() -> list[str]:
    return __all__
