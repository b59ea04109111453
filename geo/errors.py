"""The one exception family of the geo package."""

from __future__ import annotations


class GeoError(Exception):
    """Base class of every error the geo package raises on purpose."""


class GazetteerError(GeoError, ValueError):
    """A gazetteer file or row is invalid; the message names file and line."""


class ArticleError(GeoError, ValueError):
    """An article cannot be read or parsed; the message names the file (and line)."""


class DateError(GeoError, ValueError):
    """A date string is malformed."""


class GeocoderError(GeoError, RuntimeError):
    """An (optional, online) geocoder failed or is misconfigured."""


class ExportError(GeoError, ValueError):
    """Data cannot be exported in the requested form."""


class AssetError(GeoError, ImportError):
    """A package that ships the map's JavaScript, CSS or basemap data (or one of its files) is missing."""
