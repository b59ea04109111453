"""Leaflet and Leaflet.markercluster from their installed xstatic packages, as inline data: URLs."""

from __future__ import annotations

import base64
import importlib
import logging
import re
from functools import cache
from pathlib import Path

from .errors import AssetError

logger = logging.getLogger(__name__)

LEAFLET = ("xstatic.pkg.leaflet", "XStatic-Leaflet")
MARKERCLUSTER = ("xstatic.pkg.leaflet_markercluster", "XStatic-Leaflet-MarkerCluster")

# url(images/layers.png), url('images/x.png'), url("images/x.png"); not url(#default#VML) or data:
_CSS_FILE_URL = re.compile(
    r"""url\(\s*(['"]?)(?!data:|#|[a-z][a-z0-9+.-]*:)([^'")\s]+)\1\s*\)""", re.IGNORECASE
)
_MIME = {".js": "text/javascript", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml"}


def package_dir(package: tuple[str, str]) -> Path:
    """The data directory of an installed xstatic package, e.g. LEAFLET."""
    module_name, dist_name = package
    try:
        module = importlib.import_module(module_name)
    except ImportError as err:
        raise AssetError(
            f"Python package {dist_name!r} (module {module_name!r}) is not installed; "
            f"the offline map needs it: pip install {dist_name}"
        ) from err
    base = Path(getattr(module, "BASE_DIR", "") or Path(module.__file__).parent / "data")
    if not base.is_dir():
        raise AssetError(f"{dist_name}: data directory {str(base)!r} does not exist; "
                         f"reinstall {dist_name}")
    return base


def _asset_path(package: tuple[str, str], relpath: str) -> Path:
    path = package_dir(package) / relpath
    if not path.is_file():
        raise AssetError(f"{package[1]}: file {str(path)!r} is missing; reinstall {package[1]}")
    return path


def data_url(payload: bytes, mime: str) -> str:
    """A base64 data: URL for payload."""
    return f"data:{mime};base64,{base64.b64encode(payload).decode('ascii')}"


def _file_data_url(package: tuple[str, str], relpath: str) -> str:
    path = _asset_path(package, relpath)
    mime = _MIME.get(path.suffix.lower())
    if mime is None:
        raise AssetError(f"{str(path)!r}: no known MIME type for {path.suffix!r}; "
                         f"known: {sorted(_MIME)}")
    return data_url(path.read_bytes(), mime)


def inline_css_urls(css: str, package: tuple[str, str], css_relpath: str) -> str:
    """css with every relative url(...) replaced by a data: URL of the file it names."""
    folder = Path(css_relpath).parent

    def replace(match: re.Match[str]) -> str:
        target = (folder / match.group(2)).as_posix()
        return f'url("{_file_data_url(package, target)}")'

    return _CSS_FILE_URL.sub(replace, css)


@cache
def _js(package: tuple[str, str], relpath: str) -> str:
    logger.debug("inlining %s/%s", package[1], relpath)
    return _file_data_url(package, relpath)


@cache
def _css(package: tuple[str, str], *relpaths: str) -> str:
    parts = []
    for relpath in relpaths:
        text = _asset_path(package, relpath).read_text(encoding="utf-8")
        parts.append(inline_css_urls(text, package, relpath))
    return data_url("\n".join(parts).encode("utf-8"), "text/css")


def leaflet_js() -> str:
    """leaflet.js as a data: URL."""
    return _js(LEAFLET, "leaflet.js")


def leaflet_css() -> str:
    """leaflet.css as a data: URL, its images (layer switcher, default marker) inlined too."""
    return _css(LEAFLET, "leaflet.css")


def markercluster_js() -> str:
    """leaflet.markercluster.js as a data: URL."""
    return _js(MARKERCLUSTER, "leaflet.markercluster.js")


def markercluster_css() -> str:
    """MarkerCluster.css and MarkerCluster.Default.css, concatenated, as one data: URL."""
    return _css(MARKERCLUSTER, "MarkerCluster.css", "MarkerCluster.Default.css")
