"""The package's public API: every name in geo.__all__ resolves."""

import importlib
from pathlib import Path

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


def _rebound_names(source: str) -> list[str]:
    """Top-level names a module binds more than once (a later table or pattern silently replaces an earlier one)."""
    import ast
    from collections import Counter

    bound: Counter[str] = Counter()
    for node in ast.parse(source).body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        bound.update(t.id for t in targets if isinstance(t, ast.Name))
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound[node.name] += 1
    return sorted(name for name, n in bound.items() if n > 1)


def test_a_name_bound_twice_is_found():
    assert _rebound_names("_P = 1\ndef f(): pass\n_P = 2\ndef f(): pass\n") == ["_P", "f"]


PACKAGE = Path(geo.__file__).parent


@pytest.mark.parametrize("module", sorted(p.stem for p in PACKAGE.glob("*.py")))
def test_no_module_binds_a_top_level_name_twice(module):
    """Two rules merged from different branches must not share a pattern's name."""
    assert _rebound_names((PACKAGE / f"{module}.py").read_text(encoding="utf-8")) == []
