"""Patterns tried only on texts that hold a string every one of their matches holds.

Most of the sentence-wide patterns of `geo.events` match in few sentences, yet the regex engine
pays for trying them at every word of every sentence, the more so when they ignore case. A
pattern's needed strings are read off its parse tree ("two days after his arrest" needs "after",
"días después de" needs "despu"); one case-sensitive scan of the lower-cased text for them tells
whether the pattern can match at all.
"""

from __future__ import annotations

import re
import re._constants as _c
import sys
from collections.abc import Iterator, Sequence
from re import _casefix, _parser

import ahocorasick

from .factor import factored_source

_MAX_STRINGS = 64
_MIN_LENGTH = 3  # needed strings shorter than this are in nearly every sentence

# Characters that ignore-case matching pairs with others than their lower case ("ſ" with "s").
CASE_TRAPS = re.compile("[{}]".format("".join(
    re.escape(chr(c)) for k, v in _casefix._EXTRA_CASES.items() for c in (k, *v) if c > 127)))


def needed_strings(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-case strings one of which the lower-cased text of every match of `pattern` holds;
    None when no such strings of at least three characters can be told."""
    found = _needs(list(_parser.parse(pattern.pattern, pattern.flags)))
    return found if found and min(map(len, found)) >= _MIN_LENGTH else None


def _needs(items: list) -> frozenset[str] | None:
    """The best needed strings of a sequence: those of one of its parts, the longest shortest first."""
    best: frozenset[str] | None = None
    for found in _parts(items):
        if found and (best is None or (min(map(len, found)), -len(found)) > (min(map(len, best)), -len(best))):
            best = found
    return best


def _parts(items: list) -> Iterator[frozenset[str] | None]:
    """The needed strings of each part of a sequence; a run of literals and small classes is one part."""
    run: set[str] = {""}
    for op, av in items:
        strings = _literal_strings([(op, av)])
        if strings is not None:
            run = {s + t for s in run for t in strings}
            if len(run) > _MAX_STRINGS:
                run = {""}
            continue
        if run != {""}:
            yield frozenset(run)
        run = {""}
        if op is _c.SUBPATTERN:
            yield _needs(list(av[-1]))
        elif op is _c.BRANCH:
            alternatives = [_needs(list(alternative)) for alternative in av[1]]
            if all(alternatives) and sum(map(len, alternatives)) <= _MAX_STRINGS:
                yield frozenset().union(*alternatives)
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[0] >= 1:
            yield _needs(list(av[2]))
        elif op is _c.ATOMIC_GROUP:
            yield _needs(list(av))
    if run != {""}:
        yield frozenset(run)


def _literal_strings(items: list) -> set[str] | None:
    """The lower-case strings a run of literals, small classes and groups of such alternatives
    matches ("cross(?:ed|ing)" gives "crossed" and "crossing"), else None."""
    strings = {""}
    for op, av in items:
        chars = chars_of(av) if op is _c.IN else None
        if op is _c.LITERAL or chars is not None:
            part: set[str] | None = set(chars or chr(av).lower())
        elif op is _c.SUBPATTERN:
            part = _literal_strings(list(av[-1]))
        elif op is _c.BRANCH:
            alternatives = [_literal_strings(list(alternative)) for alternative in av[1]]
            part = None if None in alternatives else set().union(*alternatives)
        else:
            part = None
        if part is None:
            return None
        strings = {s + t for s in strings for t in part}
        if len(strings) > _MAX_STRINGS:
            return None
    return strings


def chars_of(members: list) -> str | None:
    """The lower-case characters of a small set of literals ("[oó]", "[- ]"), else None."""
    chars = set()
    for op, av in members:
        if op is _c.LITERAL:
            chars.add(chr(av).lower())
        elif op is _c.RANGE and av[1] - av[0] < 12:
            chars.update(chr(c).lower() for c in range(av[0], av[1] + 1))
        else:
            return None
    return "".join(sorted(chars)) if len(chars) <= 12 else None


def word_trie(words: Sequence[str], space: str = r"\ ") -> str:
    """A regex source matching any of `words` as their alternation in the given order does, with
    shared prefixes factored out ("soldados|soldiers" becomes "sold(?:ados|iers)"): the regex engine
    tries a long flat alternation word by word, a trie letter by letter. A space in a word matches
    `space`. Of the words the text holds at one place, the alternation takes the first listed and the
    trie the longest, so a word listed before a longer one it begins is refused (ValueError). (For a
    pattern that ignores case, give the words in lower case: the check compares them as given.)"""
    tree: dict = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}
    _check_longer_first(words)

    def emit(node: dict) -> str:
        alternatives = [(space if ch == " " else re.escape(ch)) + emit(child)
                        for ch, child in sorted(node.items()) if ch]
        if "" in node:
            alternatives.append("")
        return alternatives[0] if len(alternatives) == 1 else f"(?:{'|'.join(alternatives)})"

    return emit(tree) if tree else "(?!)"


def _check_longer_first(words: Sequence[str]) -> None:
    """Refuse a word listed before a longer word it begins (sorted, a word's extensions follow it)."""
    first = {}
    for i, word in enumerate(words):
        first.setdefault(word, i)
    ordered = sorted(first)
    for k, word in enumerate(ordered):
        for longer in ordered[k + 1:]:
            if not longer.startswith(word):
                break
            if first[longer] > first[word]:
                raise ValueError(f"{word!r} is listed before {longer!r}, which it begins")


def lower_case_twin(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern`, which ignores case everywhere, as a case-sensitive pattern for lower-cased text."""
    source = pattern.pattern.replace("(?i:", "(?:")
    literal = re.sub(r"\\.|\(\?P<\w+>", "", source)
    if any(ch.isupper() for ch in literal):
        raise ValueError(f"pattern {pattern.pattern[:60]!r}...: upper-case letters, so it has no lower-case twin")
    flags = pattern.flags & ~re.IGNORECASE
    return re.compile(factored_source(source, flags), flags)


def _twin_of(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """The lower-case twin of a pattern that ignores case throughout, else None."""
    if not pattern.flags & re.IGNORECASE or "(?-i" in pattern.pattern:
        return None
    try:
        return lower_case_twin(pattern)
    except ValueError:
        return None


class Gated:
    """A compiled pattern that skips texts holding none of its needed strings and, when it ignores
    case, looks for its matches as a case-sensitive twin over the lower-cased text, which the regex
    engine does several times faster. It answers `search`, `match`, `fullmatch`, `finditer` and
    `findall` as the pattern does."""

    def __init__(self, pattern: re.Pattern[str], needed: frozenset[str] | None) -> None:
        self.compiled = pattern
        self._bit = _NEEDS.add(needed) if needed else 0
        self._twin = _twin_of(pattern)

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    @property
    def flags(self) -> int:
        return self.compiled.flags

    def may_match(self, text: str) -> bool:
        """Whether `text` holds a needed string (always, where ignoring case pairs odd letters)."""
        return not self._bit or bool(_NEEDS.read(text)[0] & self._bit)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        found, lowered = _NEEDS.read(text)
        if self._bit and not found & self._bit:
            return None
        if self._twin is None or lowered is None:
            return self.compiled.search(text, pos, endpos)
        # the twin matches where the pattern does, so its first match is where the pattern's is
        m = self._twin.search(lowered, pos, endpos)
        return None if m is None else self.compiled.match(text, m.start(), endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos) if self.may_match(text) else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos) if self.may_match(text) else None

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos) if self.may_match(text) else iter(())

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list:
        return self.compiled.findall(text, pos, endpos) if self.may_match(text) else []


class _Needs:
    """The needed strings of every `Gated`, found in a text by one scan: each gate is a bit. A
    text's answer (the bits of the gates whose strings it holds, and the text lower-cased, or None
    where ignoring case pairs odd letters) is kept for the next calls, which mostly ask about the
    same sentence."""

    _KEEP = 64

    def __init__(self) -> None:
        self._bits: dict[str, int] = {}
        self._count = 0
        self._automaton: ahocorasick.Automaton | None = None
        self._answers: dict[str, tuple[int, str | None]] = {}

    def add(self, needed: frozenset[str]) -> int:
        bit = 1 << self._count
        self._count += 1
        for string in needed:
            self._bits[string] = self._bits.get(string, 0) | bit
        self._automaton = None
        self._answers.clear()
        return bit

    def read(self, text: str) -> tuple[int, str | None]:
        answer = self._answers.get(text)
        if answer is None:
            if len(self._answers) >= self._KEEP:
                self._answers.clear()
            answer = self._answers[text] = self._scan(text)
        return answer

    def _scan(self, text: str) -> tuple[int, str | None]:
        lowered = text.lower()
        # ("İ" lower-cases to two characters, the regex engine reads it as "i")
        if not text.isascii() and (len(lowered) != len(text) or CASE_TRAPS.search(text)):
            return (1 << self._count) - 1, None
        if self._automaton is None:
            self._automaton = ahocorasick.Automaton()
            for string, bits in self._bits.items():
                self._automaton.add_word(string, bits)
            self._automaton.make_automaton()
        found = 0
        for _, bits in self._automaton.iter(lowered):
            found |= bits
        return found, lowered


_NEEDS = _Needs()


Pattern = re.Pattern[str] | Gated


def gated(pattern: re.Pattern[str]) -> Pattern:
    """`pattern` behind a scan for its needed strings and as a lower-case twin, or `pattern`
    itself when it has neither."""
    needed = needed_strings(pattern)
    return pattern if needed is None and _twin_of(pattern) is None else Gated(pattern, needed)
