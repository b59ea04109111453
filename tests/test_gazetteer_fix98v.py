"""Batch 98: Chicago and Tampa, US cities where Venezuelan families held vigils and protests for detained relatives
in 2019, are places (with no gazetteer row, "In Chicago, ... about 40 people gathered" was set at nothing)."""

from __future__ import annotations

import pytest

from .test_geoparse_fix91w import _places


@pytest.mark.parametrize("text, named", [
    ("In Chicago, where his sister has lived since 2016, about 40 people gathered on Saturday.", ("Chicago", "US")),
    ("Cerca de 40 venezolanos se reunieron el sábado en Chicago para pedir la liberación de sus familiares.",
     ("Chicago", "US")),
    ("About 80 people gathered for a vigil at a church in Tampa to pray for the detained officers.", ("Tampa", "US")),
    ("Ela vive em Tampa, na Flórida, desde 2017.", ("Tampa", "US")),
])
def test_us_cities_of_the_diaspora(gazetteer, text: str, named: tuple[str, str]) -> None:
    assert named in _places(gazetteer, text)
