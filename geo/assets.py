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

AssetFile = tuple[tuple[str, str], str]  # (package, path inside its data directory)

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
def _js(*files: AssetFile) -> str:
    """The (package, relpath) scripts, in order, as one data: URL (a newline apart, so that a
    trailing // comment cannot swallow the next file)."""
    logger.debug("inlining %s", ", ".join(f"{package[1]}/{relpath}" for package, relpath in files))
    parts = [_asset_path(package, relpath).read_bytes() for package, relpath in files]
    return data_url(b"\n".join(parts), _MIME[".js"])


def _css_text(package: tuple[str, str], relpath: str) -> str:
    text = _asset_path(package, relpath).read_text(encoding="utf-8")
    return inline_css_urls(text, package, relpath)


@cache
def _css(*files: AssetFile) -> str:
    """The (package, relpath) stylesheets, in order, their images inlined, as one data: URL."""
    css = "\n".join(_css_text(package, relpath) for package, relpath in files)
    return data_url(css.encode("utf-8"), _MIME[".css"])


_LEAFLET_JS = (LEAFLET, "leaflet.js")
_MARKERCLUSTER_JS = (MARKERCLUSTER, "leaflet.markercluster.js")
_LEAFLET_CSS = (LEAFLET, "leaflet.css")
_MARKERCLUSTER_CSS = ((MARKERCLUSTER, "MarkerCluster.css"),
                      (MARKERCLUSTER, "MarkerCluster.Default.css"))


def leaflet_js() -> str:
    """leaflet.js as a data: URL."""
    return _js(_LEAFLET_JS)


def leaflet_css() -> str:
    """leaflet.css as a data: URL, its images (layer switcher, default marker) inlined too."""
    return _css(_LEAFLET_CSS)


def markercluster_js() -> str:
    """leaflet.markercluster.js as a data: URL."""
    return _js(_MARKERCLUSTER_JS)


def markercluster_css() -> str:
    """MarkerCluster.css and MarkerCluster.Default.css, concatenated, as one data: URL."""
    return _css(*_MARKERCLUSTER_CSS)


def leaflet_markercluster_js() -> str:
    """leaflet.js, then leaflet.markercluster.js, as one data: URL: a page that loads its scripts
    one after the other (streamlit-folium's does) waits for one script instead of two."""
    return _js(_LEAFLET_JS, _MARKERCLUSTER_JS)


def leaflet_markercluster_css() -> str:
    """leaflet.css and both markercluster stylesheets, images inlined, as one data: URL."""
    return _css(_LEAFLET_CSS, *_MARKERCLUSTER_CSS)
