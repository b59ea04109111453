"""Length-preserving case and accent folding, so offsets in folded text are offsets in the original."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PUNCT = {
    "\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u2032": "'", "`": "'", "\u00b4": "'",
    "\u201c": '"', "\u201d": '"', "\u00ab": '"', "\u00bb": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-",
}
_SPACE = re.compile(r"\s+")


def _fold_char(ch: str) -> str:
    if ch in _PUNCT:
        return _PUNCT[ch]
    if ch.isspace():
        return " "
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    low = base.lower()
    return low if len(low) == 1 else ch


@lru_cache(maxsize=1)
def _table() -> dict[int, str]:
    table: dict[int, str] = {}
    for cp in list(range(0x250)) + list(range(0x1E00, 0x1F00)) + list(range(0x2000, 0x2070)):
        ch = chr(cp)
        folded = _fold_char(ch)
        if folded != ch:
            table[cp] = folded
    for ch in _PUNCT:
        table[ord(ch)] = _PUNCT[ch]
    return table


@lru_cache(maxsize=1)
def _special() -> re.Pattern[str]:
    """Non-ASCII characters and the ASCII ones that fold to something other than their lower case."""
    plain = "".join(f"\\x{cp:02x}" for cp in range(128) if _table().get(cp, chr(cp)) == chr(cp).lower())
    return re.compile(f"[^{plain}]")  # one negated class: the regex engine scans it fast


def _fold_special(m: re.Match[str]) -> str:
    ch = m.group()
    return _table().get(ord(ch), ch)


def fold(text: str) -> str:
    """Lower-case, strip accents and normalise quotes, dashes and whitespace, one char for one char.

    `len(fold(s)) == len(s)` always holds, so a match at fold(s)[i:j] is s[i:j].
    """
    low = text.lower()
    if len(low) != len(text):  # a character such as 'İ' lower-cases to two
        return text.translate(_table())
    return _special().sub(_fold_special, low)


def fold_key(text: str) -> str:
    """Fold and collapse whitespace: the key under which a name is looked up."""
    return _SPACE.sub(" ", fold(text)).strip()
