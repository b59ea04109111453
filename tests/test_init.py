"""The package's public API: every name in geo.__all__ resolves."""

import importlib

import pytest

import geo


@pytest.mark.parametrize("name", geo.__all__)
def test_public_name_resolves(name):
    assert getattr(geo, name) is not None


def test_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        geo.nope  # noqa: B018


def test_gazetteer_import_does_not_load_pandas_or_folium():
    import subprocess
    import sys

    code = "import sys, geo.gazetteer; print('pandas' in sys.modules, 'folium' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]
    assert importlib.import_module("geo.gazetteer")
