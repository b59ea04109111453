"""The one exception family of the geo package."""

from __future__ import annotations

import string


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


def literal(text: str) -> str:
    """A message as Markdown that renders exactly as written (Streamlit's st.error and st.warning
    render Markdown): every punctuation mark escaped, line breaks kept."""
    escaped = "".join("\\" + c if c in string.punctuation else c for c in text)
    return escaped.replace("\n", "  \n")
