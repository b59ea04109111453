"""Gated patterns: the strings every match needs, and answers identical to the plain pattern's."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import geo.actors
import geo.dates
import geo.events
from geo.articles import load_article, split_sentences
from geo.gated import Gated, gated, needed_strings, word_trie

from .conftest import SEEDS


@pytest.mark.parametrize(
    "pattern, needed",
    [
        (re.compile(r"\btwo days after\b", re.I), {"two days after"}),
        (re.compile(r"\b(?:crossed|crossing)\s+the\s+bridge"), {"crossed", "crossing"}),  # the longest shortest
        (re.compile(r"desert[oó]\b"), {"deserto", "desertó"}),
        (re.compile(r"\d+ soldiers|\bguardsmen"), {" soldiers", "guardsmen"}),  # one of each alternative
        (re.compile(r"AFTER"), {"after"}),  # lower case, to look for in lower-cased text
        (re.compile(r"(?:de\s+)?fuga(?:ron)?"), {"fuga"}),  # an optional part is needed by no match
        (re.compile(r"(?:an?\s+)+hotel"), {"hotel"}),
        (re.compile(r"\w+"), None),  # anything
        (re.compile(r"hotel|\w+"), None),  # one alternative needs nothing
        (re.compile(r"\b(?:el|la)\b"), None),  # too short to be worth a scan
        (re.compile(r"(?!after)\w+ed"), None),  # what a negative lookahead names is no need
    ],
)
def test_needed_strings(pattern, needed):
    assert needed_strings(pattern) == (None if needed is None else frozenset(needed))


def test_gated_keeps_a_pattern_with_nothing_to_gain():
    plain = re.compile(r"\w+|\d")
    assert gated(plain) is plain
    assert isinstance(gated(re.compile(r"\bafter\b")), Gated)
    assert isinstance(gated(re.compile(r"\d|\bmonday\b", re.I)), Gated)  # no needed strings, but a twin


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a is None) == (b is None) and (a is None or (a.span(), a.groups()) == (b.span(), b.groups()))


def _agrees(gate: Gated, text: str) -> None:
    plain = gate.compiled
    assert _same(gate.search(text), plain.search(text)), text
    assert _same(gate.search(text, 3, len(text) - 2), plain.search(text, 3, len(text) - 2)), text
    assert _same(gate.match(text, 2), plain.match(text, 2)), text
    assert [m.span() for m in gate.finditer(text)] == [m.span() for m in plain.finditer(text)], text
    assert gate.findall(text) == plain.findall(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Two days AFTER his arrest the sergeant crossed the bridge.",
        "Dos días DESPUÉS de su captura, el sargento cruzó el puente.",
        "Two days aſter his arreſt",  # "ſ" is an "s" to a pattern that ignores case, not to lower()
        "İki gün AFTER, İSTANBUL",  # "İ" lower-cases to two characters
        "",
    ],
)
def test_gated_answers_as_the_pattern_on_odd_letters(text):
    gate = gated(re.compile(r"\b(?:two\s+days\s+)?after\s+his\s+(?P<noun>arrest|arreſt)|\bist", re.I))
    assert isinstance(gate, Gated)
    _agrees(gate, text)


def _gates() -> list[tuple[str, Gated]]:
    return sorted((f"{module.__name__}.{name}", value) for module in (geo.events, geo.actors, geo.dates)
                  for name, value in vars(module).items() if isinstance(value, Gated))


def test_the_costly_sentence_patterns_are_gated():
    names = {name for name, _ in _gates()}
    assert {"geo.events._AFTER_TOLD", "geo.events._DATE_CUE", "geo.actors.FIRST_PERSON_VERB"} <= names


@pytest.fixture(scope="module")
def seed_sentences() -> list[str]:
    paths = sorted(SEEDS.glob("*.txt"))
    return [s.text for path in paths for s in split_sentences(load_article(path))]


@pytest.mark.parametrize("name, gate", _gates(), ids=[name for name, _ in _gates()])
def test_each_gate_answers_as_its_pattern_over_the_seeds(name, gate, seed_sentences):
    for text in seed_sentences:
        _agrees(gate, text)


@pytest.mark.parametrize("name, gate", _gates(), ids=[name for name, _ in _gates()])
def test_each_gate_lets_through_what_its_pattern_matches(name, gate):
    @settings(max_examples=6, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(st.from_regex(gate.compiled))
    def check(text):
        assert gate.may_match(text), text
        _agrees(gate, text)

    check()


def test_word_trie_factors_shared_prefixes():
    assert word_trie(["soldados", "soldiers"]) == "sold(?:ados|iers)"
    assert word_trie(["a few dozen", "a few"]) == r"a\ few(?:\ dozen|)"  # the longer first, as listed
    assert re.fullmatch(word_trie(["national guard"], r"\s+"), "national \n guard")
    assert re.search(word_trie([]), "anything") is None


def test_word_trie_refuses_a_word_listed_before_one_it_begins():
    # "a few|a few dozen" takes "a few" of "a few dozen soldiers"; a trie would take the longer
    with pytest.raises(ValueError, match="'a few' is listed before 'a few dozen'"):
        word_trie(["a few", "a few dozen"])


_TRIE_WORDS = st.lists(st.text("ab ", min_size=1, max_size=5), min_size=1, max_size=8, unique=True)


@settings(max_examples=300, deadline=None, database=None)
@given(_TRIE_WORDS, st.text("abAB .", max_size=30), st.booleans())
def test_word_trie_matches_as_the_alternation_it_stands_for(words, text, ignore_case):
    try:
        source = word_trie(words)
    except ValueError:  # only for a word listed before one it begins
        assert any(later.startswith(word) for i, word in enumerate(words) for later in words[i + 1:])
        return
    flags = re.I if ignore_case else 0
    flat = re.compile(r"(?:" + "|".join(map(re.escape, words)) + r")(?:\.|b)?", flags)
    trie = re.compile(r"(?:" + source + r")(?:\.|b)?", flags)
    assert [m.span() for m in trie.finditer(text)] == [m.span() for m in flat.finditer(text)]
