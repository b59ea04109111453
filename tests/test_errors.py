"""Tests for geo.errors: the error family and messages shown literally."""

from __future__ import annotations

import re
import string

import pytest

from geo.errors import ArticleError, GazetteerError, GeoError, literal


def test_every_error_is_a_geo_error():
    assert issubclass(GazetteerError, GeoError) and issubclass(GazetteerError, ValueError)
    assert issubclass(ArticleError, GeoError)


@pytest.mark.parametrize("text", [
    "data/gazetteer.csv:4: name '**bold** [x](javascript:alert(1))' is empty",
    "<script>alert(1)</script> `code` $x$ # heading",
    "a_b*c*\\d ~~struck~~ | table |",
])
def test_literal_escapes_every_markdown_mark_and_loses_nothing(text):
    shown = literal(text)
    unescaped = re.sub(r"\\(.)", r"\1", shown)
    assert unescaped == text
    marks = re.sub(r"\\.", "", shown)  # what is left once escaped pairs are taken out
    assert not any(c in string.punctuation for c in marks)


def test_literal_keeps_line_breaks():
    assert literal("one\ntwo") == "one  \ntwo"
