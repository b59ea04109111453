"""Tests for geo.assets: Leaflet and markercluster as data: URLs read from the xstatic packages."""

from __future__ import annotations

import base64
import re

import pytest

from geo import assets
from geo.assets import LEAFLET, MARKERCLUSTER, AssetError, inline_css_urls
from geo.errors import GeoError


def decode(url: str) -> bytes:
    header, _, payload = url.partition(",")
    assert header.endswith(";base64"), header
    return base64.b64decode(payload)


@pytest.mark.parametrize(
    ("function", "package", "relpath", "mime"),
    [
        (assets.leaflet_js, LEAFLET, "leaflet.js", "text/javascript"),
        (assets.markercluster_js, MARKERCLUSTER, "leaflet.markercluster.js", "text/javascript"),
    ],
)
def test_js_data_url_is_the_installed_file(function, package, relpath, mime):
    url = function()
    assert url.startswith(f"data:{mime};base64,")
    assert decode(url) == (assets.package_dir(package) / relpath).read_bytes()


@pytest.mark.parametrize(
    ("function", "selectors"),
    [
        (assets.leaflet_css, [".leaflet-control-layers-toggle", ".leaflet-popup-content"]),
        # both markercluster stylesheets, concatenated
        (assets.markercluster_css, [".leaflet-cluster-anim", ".marker-cluster-small"]),
    ],
)
def test_css_data_url_refers_to_no_file_or_server(function, selectors):
    url = function()
    assert url.startswith("data:text/css;base64,")
    css = decode(url).decode("utf-8")
    for selector in selectors:
        assert selector in css
    for target in re.findall(r"url\(\s*['\"]?([^'\")]*)", css):
        # only inline images, and IE's VML behaviour hook (not a file)
        assert target.startswith("data:image/") or target == "#default#VML", target


def test_bundles_are_the_files_in_load_order():
    js = decode(assets.leaflet_markercluster_js())
    assert js == decode(assets.leaflet_js()) + b"\n" + decode(assets.markercluster_js())
    css = decode(assets.leaflet_markercluster_css())
    assert css == decode(assets.leaflet_css()) + b"\n" + decode(assets.markercluster_css())


def test_leaflet_css_inlines_the_layer_switcher_image():
    css = decode(assets.leaflet_css()).decode("utf-8")
    layers_png = (assets.package_dir(LEAFLET) / "images" / "layers.png").read_bytes()
    assert f'url("{assets.data_url(layers_png, "image/png")}")' in css
    assert "images/layers.png" not in css


@pytest.mark.parametrize(
    ("css", "inlined"),
    [
        ("a{background:url(images/layers.png)}", True),
        ("a{background:url('images/layers.png')}", True),
        ('a{background:url( "images/layers.png" )}', True),
        ("a{behavior:url(#default#VML)}", False),
        ("a{background:url(data:image/png;base64,AAAA)}", False),
        ("a{background:url(https://example.org/x.png)}", False),
    ],
)
def test_inline_css_urls(css, inlined):
    out = inline_css_urls(css, LEAFLET, "leaflet.css")
    layers_png = (assets.package_dir(LEAFLET) / "images" / "layers.png").read_bytes()
    expected = f'a{{background:url("{assets.data_url(layers_png, "image/png")}")}}'
    assert out == (expected if inlined else css)


def test_missing_image_names_the_file():
    with pytest.raises(AssetError, match=r"images/nope\.png.*missing"):
        inline_css_urls("a{background:url(images/nope.png)}", LEAFLET, "leaflet.css")


def test_missing_package_says_what_to_install():
    with pytest.raises(AssetError, match=r"'XStatic-Nope'.*pip install XStatic-Nope") as info:
        assets.package_dir(("xstatic.pkg.nope", "XStatic-Nope"))
    assert isinstance(info.value, GeoError) and isinstance(info.value, ImportError)


def test_files_are_read_once_per_process():
    assert assets.leaflet_js() is assets.leaflet_js()
    assert assets.markercluster_css() is assets.markercluster_css()
