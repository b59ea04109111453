"""Alternations grouped by first letter match as the pattern they were written from."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from geo.factor import factored


def _same_matches(a: re.Pattern[str], b: re.Pattern[str], text: str) -> None:
    assert [(m.span(), m.groups(), m.groupdict()) for m in a.finditer(text)] == \
        [(m.span(), m.groups(), m.groupdict()) for m in b.finditer(text)], (a.pattern, b.pattern, text)


def test_alternatives_opening_with_one_letter_are_grouped_in_their_order():
    pattern = re.compile(r"\b(?:después|despues|luego|de|depois|\d+|d)\b")
    # ("de" stays before "depois", as written)
    assert factored(pattern).pattern == r"\b(?:d(?:e(?:s(?:p(?:u(?:és|es)))||pois))|luego|(?:[\d]){1,}|d)\b"
    for text in ("después de luego depois 12 d", "despues del d1 de"):
        _same_matches(pattern, factored(pattern), text)


def test_an_alternation_holding_a_group_keeps_its_order():
    # grouping "b(x)" with "b(z)" would make "(z)" the second group and "(y)" the third
    pattern = re.compile(r"b(x)|a(?P<y>y)|b(z)")
    assert factored(pattern).pattern == r"(?:b(x)|a(?P<y>y)|b(z))"
    _same_matches(pattern, factored(pattern), "bx ay bz")


def test_a_pattern_that_ignores_case_is_left_as_it_is():
    pattern = re.compile(r"después|despues", re.I)
    assert factored(pattern) is pattern


@pytest.mark.parametrize("source", [
    r"(?P<x>ab|ac)(?i:d|e)[^a-c\d]\b(?<=x)a{2,}?b*+(?>c)(?(x)y|z)",  # every kind of item written back
    r"(?:(?<=\bdos\s)|(?<=\btres\s))civiles|(?<!no\s)(?:a|ab|abc|b)\s+(?:x|y)",
    r"(?m:^\s*)(?:said|says|saying)$|\A(?:told|tells)\Z|\Bing\B|.\n",
    r"(?i:ad|Ab|abc)",  # ignoring case, "Ab" and "abc" open alike: grouping "ad" with "abc" would take "abc" first
])
def test_every_kind_of_item_is_written_back_as_it_was(source):
    pattern = re.compile(source)
    for text in ("abd;xaab c y", "acE1 xaaabbbcz", "dos civiles, tres civiles", "ab x abc y b y no a x",
                 "  said\ntold", "tells", "singing\n", "abc"):
        _same_matches(pattern, factored(pattern), text)


_WORDS = st.lists(st.text("abc", min_size=0, max_size=4), min_size=1, max_size=7)


@st.composite
def _alternations(draw) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        words = [re.escape(w) for w in draw(_WORDS)]
        if draw(st.booleans()):
            words.insert(draw(st.integers(0, len(words))), draw(st.sampled_from([r"[ab]c", r"\w", r"a+", "(c)"])))
        parts.append("(?:" + "|".join(words) + ")" + draw(st.sampled_from(["", "?", "*", r"\b"])))
    return "".join(parts)


@settings(max_examples=400, deadline=None, database=None)
@given(_alternations(), st.text("abc ", max_size=20))
def test_factored_matches_as_the_pattern(source, text):
    pattern = re.compile(source)
    _same_matches(pattern, factored(pattern), text)
