"""Who acts in a sentence: ranks, units, counts, named people and groups, with simple coreference."""

from __future__ import annotations

import itertools
import re
import re._constants as _c
from collections import defaultdict
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from re import _parser

from .gated import CASE_TRAPS, chars_of, gated, lower_case_twin, word_trie
from .countries import DEMONYMS, ISLAND_ADJECTIVES, NATIONALITY_FORMS, nationality_country
from .textfold import fold

Span = tuple[int, int]

# ---------------------------------------------------------------------------- cue words

# Patterns run on every sentence cost more than anything else here, and most sentences hold none of
# the words a pattern needs. One scan for those cue words tells which patterns to run, and where.
Cue = tuple[str, bool]  # (lower-case start of a match, whether that start is a whole word)
_MAX_CUES = 256
_MAX_CUE_LENGTH = 24


def pattern_cues(pattern: re.Pattern[str]) -> frozenset[Cue] | None:
    """The lower-case strings every match of `pattern` starts with, right after a word boundary;
    None when they cannot be told (the pattern may start anywhere, or with any character)."""
    return _cues_of(list(_parser.parse(pattern.pattern, pattern.flags)))


def _cues_of(items: list) -> frozenset[Cue] | None:
    if len(items) == 1 and items[0][0] is _c.BRANCH:  # "\bappeared ...|\baccompanied ...": each alternative's
        parts = [_cues_of(list(alternative)) for alternative in items[0][1][1]]
        return frozenset().union(*parts) if all(parts) else None
    lead = list(itertools.takewhile(lambda item: item[0] in (_c.AT, _c.ASSERT, _c.ASSERT_NOT) or _after_a_space(item),
                                    items))
    # ("(?<=\blos\s)trasladaron": a space before a word's first letter is a word boundary as well)
    spaced = any(_after_a_space(item) for item in lead)
    if (_c.AT, _c.AT_BOUNDARY) not in lead and not spaced:
        return None
    found, rest = _walk(items[len(lead):], {""})
    cues = found | {(p, False) for p in rest}
    if not cues or not all(p for p, _ in cues):
        return None
    if (_c.AT, _c.AT_BOUNDARY) not in lead and not all(_is_word_char(p[0]) for p, _ in cues):
        return None
    return frozenset(cues)


_SPACE = (_c.IN, [(_c.CATEGORY, _c.CATEGORY_SPACE)])


def _after_a_space(item) -> bool:
    r"""A lookbehind ending in a space ("(?<=\bborder\s)"), or a group of such lookbehinds only
    ("(?:(?<=\blo\s)|(?<=\bla\s))"): whatever follows starts right after a space."""
    op, av = item
    if op is _c.ASSERT:
        return av[0] == -1 and len(av[1]) > 0 and (list(av[1])[-1] == _SPACE or list(av[1])[-1] == (_c.LITERAL, 32))
    if op is _c.SUBPATTERN:
        body = list(av[-1])
        return len(body) == 1 and _after_a_space(body[0])
    if op is _c.BRANCH:
        return all(len(alternative) == 1 and _after_a_space(list(alternative)[0]) for alternative in av[1])
    return False


def _walk(items: Sequence, prefixes: set[str]) -> tuple[set[Cue], set[str]]:
    """Extend each prefix through `items`: (cues where a prefix had to stop, prefixes that got through)."""
    found: set[Cue] = set()
    for op, av in items:
        if not prefixes:
            break
        chars = chars_of(av) if op is _c.IN else None
        if op is _c.LITERAL or chars is not None:
            prefixes = {p + ch for p in prefixes for ch in (chars or chr(av).lower())}
        elif op is _c.SUBPATTERN:
            stopped, prefixes = _walk(av[-1], prefixes)
            found |= stopped
        elif op is _c.BRANCH:
            through: set[str] = set()
            for alternative in av[1]:
                stopped, went = _walk(alternative, prefixes)
                found |= stopped
                through |= went
            prefixes = through
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and av[1] == 1:
            stopped, taken = _walk(av[2], prefixes)
            found |= stopped
            prefixes = taken | (prefixes if av[0] == 0 else set())
        elif op in (_c.ASSERT, _c.ASSERT_NOT) or (op is _c.AT and prefixes == {""}):
            continue
        else:
            found |= {(p, _ends_word(op, av) and _is_word_char(p[-1:])) for p in prefixes}
            prefixes = set()
        if len(prefixes) > _MAX_CUES or any(len(p) > _MAX_CUE_LENGTH for p in prefixes):
            found |= {(p, False) for p in prefixes}
            prefixes = set()
    return found, prefixes


def _ends_word(op, av) -> bool:
    """A word boundary, or at least one whitespace character."""
    space = [(_c.IN, [(_c.CATEGORY, _c.CATEGORY_SPACE)])]
    if op is _c.AT:
        return av is _c.AT_BOUNDARY
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        return av[0] >= 1 and list(av[2]) == space
    return [(op, av)] == space


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


class Cues:
    """Finds the matches of several named patterns by trying each one only where its cue words
    are: the words its matches start with (`pattern_cues`), and, for a pattern listed in `needs`,
    words each of its matches holds somewhere. A pattern without cues is tried everywhere.

    A pattern named in `caseless` ignores case throughout; it is scanned for as a case-sensitive
    twin over the lower-cased text, which the regex engine does several times faster.
    """

    def __init__(self, patterns: dict[Hashable, re.Pattern[str]],
                 needs: dict[Hashable, Iterable[Cue]] | None = None, caseless: Iterable[Hashable] = ()) -> None:
        self.patterns = patterns
        self.twins = {name: lower_case_twin(patterns[name]) for name in caseless}
        cues = {(name, "need"): frozenset(found) for name, found in (needs or {}).items()}
        cues |= {(name, "start"): found for name, p in patterns.items() if (found := pattern_cues(p))}
        self.cued = frozenset(cues)
        self.required = {name: tuple(key for key in cues if key[0] == name) for name in patterns}
        self.always = frozenset(name for name, keys in self.required.items() if not keys)
        by_start: dict[str, dict[bool, set[tuple[Hashable, str]]]] = {}
        for key, key_cues in cues.items():
            for start, whole_word in key_cues:
                by_start.setdefault(start, {False: set(), True: set()})[whole_word].add(key)
        # Each start the scan can stop at: the keys of the cues it holds anyhow, and of those it
        # holds as a whole word (by their length).
        # A cue a start holds is one of its prefixes, so look those up rather than try every cue.
        self._within = {}
        for start in by_start:
            held = [(start[:k], by_start[start[:k]]) for k in range(1, len(start) + 1) if start[:k] in by_start]
            self._within[start] = (frozenset().union(*(keys[False] for _, keys in held)),
                                   tuple((len(cue), frozenset(keys[True])) for cue, keys in held if keys[True]))
        self._scan = re.compile(rf"\b(?=({word_trie(sorted(by_start, key=len, reverse=True))}))") if by_start else None

    def matches(self, text: str) -> Matches:
        return Matches(self, text)

    def hits(self, lowered: str) -> list[tuple[int, set[tuple[Hashable, str]]]]:
        """(offset, (pattern name, "start" or "need") of each cue there) for the cues in `lowered`."""
        hits = []
        for m in self._scan.finditer(lowered) if self._scan else ():
            pos = m.start()
            keys, words = self._within[m.group(1)]
            for length, word_keys in words:
                after = lowered[pos + length:pos + length + 1]
                if not (after.isalnum() or after == "_"):
                    keys = keys | word_keys
            if keys:
                hits.append((pos, keys))
        return hits


class Matches:
    """The matches of each pattern of a `Cues` in one text, as `finditer` lists them, found on
    first request."""

    def __init__(self, cues: Cues, text: str) -> None:
        self.text = text
        self._cues = cues
        lowered = self._lowered = text.lower()
        # Lower-casing may move offsets ("İ"), and ignoring case pairs a few letters with others
        # than their lower case ("ſ" with "s"): then every pattern is simply run.
        self._plain = not text.isascii() and (len(lowered) != len(text) or bool(CASE_TRAPS.search(text)))
        self._hits: dict[tuple[Hashable, str], list[int]] = defaultdict(list)
        for pos, keys in () if self._plain else cues.hits(lowered):
            for key in keys:
                self._hits[key].append(pos)
        cued = {name for name, _ in self._hits}
        self.live = set(cues.patterns) if self._plain else \
            cues.always | {n for n in cued if all(key in self._hits for key in cues.required[n])}
        self._found: dict[Hashable, list[re.Match[str]]] = {}

    def __contains__(self, name: Hashable) -> bool:
        """Whether `name` may match at all."""
        return name in self.live

    def __getitem__(self, name: Hashable) -> list[re.Match[str]]:
        found = self._found.get(name)
        if found is None:
            found = self._found[name] = self._find(name) if name in self.live else []
        return found

    def _find(self, name: Hashable) -> list[re.Match[str]]:
        pattern = self._cues.patterns[name]
        if self._plain:
            return list(pattern.finditer(self.text))
        twin = self._cues.twins.get(name)
        if twin is not None:
            found = [pattern.match(self.text, m.start()) for m in twin.finditer(self._lowered)]
            if all(found):  # always, as the twin matches what the pattern matches
                return found
        if (name, "start") not in self._cues.cued:
            return list(pattern.finditer(self.text))
        found, end = [], 0
        for pos in self._hits[(name, "start")]:
            if pos >= end and (m := pattern.match(self.text, pos)):
                found.append(m)
                end = max(m.end(), pos + 1)
        return found


# ---------------------------------------------------------------------------- ranks

# (pattern, normalised abbreviation); compound ranks first so "Lt. Col." wins over "Lt.". Spanish
# ranks map to the NATO equivalent of the Venezuelan rank: "general de división" is a two-star
# general (Maj. Gen.), "mayor general" a three-star one (Lt. Gen.), "capitán de fragata" a navy
# commander, "alférez" (de navío) an ensign, "distinguido" a private first class.
RANKS: tuple[tuple[str, str], ...] = (
    (r"lt\.?\s*col\.?|lieutenant[- ]colonels?|tenientes?\s+coronel(?:es)?|tenentes?-coron(?:el|[ée]is)", "Lt. Col."),
    (r"brig\.?\s*gen\.?|brigadier[- ]generals?|generale?s?\s+de\s+brigada", "Brig. Gen."),
    (r"maj\.?\s*gen\.?|major[- ]generals?|generale?s?\s+de\s+divisi[oó]n|genera(?:l|is)\s+de\s+divis[ãa]o", "Maj. Gen."),
    (r"lt\.?\s*gen\.?|lieutenant[- ]generals?|mayor(?:es)?\s+generale?s?", "Lt. Gen."),
    (r"sgt\.?\s*maj\.?|sergeants?[- ]majors?|sargentos?\s+mayor(?:es)?(?:\s+de\s+(?:primera|segunda|tercera))?",
     "Sgt. Maj."),
    (r"staff\s+sgt\.?|staff\s+sergeants?|sargentos?\s+(?:t[eé]cnicos?|ayudantes?)(?:\s+de\s+(?:primera|segunda|tercera))?",
     "Staff Sgt."),
    (r"1st\s+sgt\.?|first\s+sergeants?|sargentos?\s+primeros?|sargentos?-primeiros?|primeiros?-sargentos?", "1st Sgt."),
    (r"2nd\s+sgt\.?|second\s+sergeants?|sargentos?\s+segundos?|segundos?-sargentos?", "2nd Sgt."),
    (r"2nd\s+lt\.?|second\s+lieutenants?|sub-?tenientes?|sub-?tenentes?|segundos?-tenentes?", "2nd Lt."),
    (r"1st\s+lt\.?|first\s+lieutenants?|primer(?:a|os|as)?\s+tenientes?|primeiros?-tenentes?", "1st Lt."),
    (r"lt\.?\s*cmdr\.?|lieutenant\s+commanders?|capit[aá]n(?:es)?\s+de\s+corbeta|capit[ãa](?:o|es)[- ]de[- ]corveta|"
     r"capit[ãa](?:o|es)-tenentes?", "Lt. Cmdr."),
    (r"vice\s+adm\.?|vice[- ]admirals?|vicealmirantes?", "Vice Adm."),
    (r"rear\s+adm\.?|rear[- ]admirals?|contralmirantes?", "Rear Adm."),
    (r"cmdr\.?|commanders?|capit[aá]n(?:es)?\s+de\s+fragata|capit[ãa](?:o|es)[- ]de[- ]fragata|comandantes?", "Cmdr."),
    (r"1st\s+cpl\.?|cabos?\s+primeros?", "1st Cpl."),
    (r"2nd\s+cpl\.?|cabos?\s+segundos?", "2nd Cpl."),
    (r"pfc\.?|privates?\s+first\s+class|distinguidos?", "Pfc."),
    (r"ens\.?|ensigns?|alf[eé]rez(?:\s+de\s+nav[ií]o)?|alf[eé]reces", "Ens."),
    (r"gen\.?|generals?|generales|gral\.?|generale?s?\s+en\s+jefe|generais", "Gen."),
    (r"col\.?|colonels?|coronel(?:es)?|coron[ée]is", "Col."),
    (r"maj\.?|majors?|mayor(?:es)?|majores", "Maj."),
    (r"capt\.?|captains?|capit[aá]n(?:es)?(?:\s+de\s+nav[ií]o)?|capit[ãa](?:o|es)(?:[- ]de[- ]mar[- ]e[- ]guerra)?", "Capt."),
    (r"lt\.?|lieutenants?|tenientes?(?:\s+de\s+(?:nav[ií]o|fragata))?|tenentes?", "Lt."),
    (r"sgt\.?|sergeants?|sargentos?", "Sgt."),
    (r"cpl\.?|corporals?|cabos?", "Cpl."),
    (r"pvt\.?|privates?|soldados?(?:\s+rasos?)?|guardias?\s+rasos?|guardas?\s+rasos?", "Pvt."),
    (r"adm\.?|admirals?|almirantes?(?:\s+en\s+jefe)?", "Adm."),
    (r"petty\s+officers?", "PO"),
)
_RANK_RES = tuple((re.compile(rf"(?:{p})", re.IGNORECASE), norm) for p, norm in RANKS)
RANK_ALT = "|".join(p for p, _ in RANKS)
# Lower-case words that are ordinary English too often to be a rank in front of a name.
_AMBIGUOUS_RANK_WORDS = frozenset({"general", "generals", "major", "majors", "private", "privates",
                                   "commander", "commanders", "captain", "cabo", "cabos"})
# Spanish rank words that are ordinary words too ("la mayor parte", "por lo general", "un soldado",
# English "Mayor Jorge Rodríguez"): ranks only right after a Spanish article ("el mayor Hugo Parra").
_SPANISH_AMBIGUOUS_RANKS = frozenset({"general", "generales", "mayor", "mayores", "cabo", "cabos", "soldado",
                                      "soldados", "distinguido", "distinguidos", "comandante", "comandantes"})
_SPANISH_ARTICLE_BEFORE = re.compile(r"\b(?i:el|la|los|las|del|al|o|os|do|dos|ao|no)\s+$")  # Portuguese "o cabo"
_PORTUGUESE_ARTICLE_BEFORE = re.compile(r"\b(?:[Oo]|[Dd]o|[Aa]o|[Nn]o|pelo)\s+$")


def normalise_rank(surface: str) -> str | None:
    """"lieutenant colonels" -> "Lt. Col.", "Sgt" -> "Sgt."; None when it is no rank."""
    text = " ".join(surface.split())
    for pattern, norm in _RANK_RES:
        if pattern.fullmatch(text):
            return norm
    return None


# ---------------------------------------------------------------------------- units

UNITS: tuple[tuple[str, str], ...] = (
    (r"national\s+guard(?:s(?:wo)?m[ae]n)?|guardsm[ae]n|guardias?\s+nacional(?:es)?|guardas?\s+nacion(?:al|ais)|GNB|GN",
     "National Guard"),
    (r"special\s+action\s+forces|FAES", "FAES"),
    (r"special\s+forces", "Special Forces"),
    (r"SEBIN|intelligence\s+police", "SEBIN"),
    (r"DGCIM|military\s+counter-?intelligence", "DGCIM"),
    (r"air\s+force|for[çc]a\s+a[ée]rea|aeron[áa]utica", "Air Force"),
    # the coast guard is a command of Venezuela's navy: "five members of the Venezuelan coast guard"
    (r"navy|naval|marines?|armada|marinha|coast\s*guard(?:s(?:wo)?m[ae]n)?|guardacostas|guarda\s+costeira", "Navy"),
    (r"army|ej[eé]rcito|ex[ée]rcito", "Army"),
    (r"(?:bolivarian\s+)?militias?|milicia|mil[íi]cia", "Bolivarian Militia"),
    (r"police(?:\s+officers?|m[ae]n)?|polic[ií]a|policiais?|PNB", "Police"),
    (r"armed\s+forces|FANB|for[çc]as\s+armadas", "Armed Forces"),
)
_UNIT_RE = re.compile("|".join(rf"(?P<u{i}>\b(?:{p})\b)" for i, (p, _) in enumerate(UNITS)), re.IGNORECASE)
_CASED_UNITS = frozenset({"GNB", "GN", "FAES", "SEBIN", "DGCIM", "PNB", "FANB"})  # "la GN": the Guard's short form
_TITLE_CASED_UNITS = frozenset({"Sebin", "sebin", "Dgcim"})  # how the Spanish-language press writes them


@dataclass(frozen=True)
class UnitMention:
    """A force named in a text ("the national guard" -> National Guard)."""

    unit: str
    start: int
    end: int


def find_units(text: str) -> list[UnitMention]:
    """Every armed force or police body named in `text`, normalised."""
    return list(_units_in(text))


@lru_cache(maxsize=2048)
def _units_in(text: str) -> tuple[UnitMention, ...]:
    found: list[UnitMention] = []
    for m in _UNIT_RE.finditer(text):
        index = int(next(k for k, v in m.groupdict().items() if v)[1:])
        surface = m.group()
        if surface.upper() in _CASED_UNITS and surface != surface.upper() and surface not in _TITLE_CASED_UNITS:
            continue
        if UNITS[index][1] == "Bolivarian Militia" and re.search(r"form(?:ing)?\s+an?\s+$", text[:m.start()]):
            continue  # "forming a militia": a plan, not a force
        if found and found[-1].unit == UNITS[index][1] and m.start() - found[-1].end <= 2:
            continue  # "SEBIN intelligence police" is one force
        found.append(UnitMention(UNITS[index][1], m.start(), m.end()))
    return tuple(found)


# ---------------------------------------------------------------------------- counts

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "half a dozen": 6, "a dozen": 12, "a hundred": 100, "a thousand": 1000, "a couple of": 2,
    "a pair of": 2, "both": 2, "media docena de": 6, "meia dúzia de": 6, "uma dúzia de": 12, "una docena de": 12, "un par de": 2, "un centenar de": 100,
    "medio centenar de": 50, "una decena de": 10, "una veintena de": 20, "una treintena de": 30,
    "un millar de": 1000, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16,
    "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintiún": 21,
    "veintiuna": 21, "veintidós": 22, "veintidos": 22, "veintitrés": 23, "veintitres": 23, "veinticuatro": 24,
    "veinticinco": 25, "veintiséis": 26, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
    "treinta": 30, "cuarenta": 40,
    "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90, "cien": 100, "mil": 1000,
    # Portuguese ("três", "seis", "oito", "cem", "mil" as in Spanish where they agree)
    "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "quatro": 4, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11,
    "doze": 12, "treze": 13, "catorze": 14, "quatorze": 14, "dezesseis": 16, "dezessete": 17, "dezoito": 18,
    "dezenove": 19, "quinze": 15, "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "sessenta": 60, "oitenta": 80,
    "noventa": 90, "cem": 100, "uma dezena de": 10, "uma centena de": 100, "uma vintena de": 20,
    "a half-dozen": 6, "a half dozen": 6, "dos docenas de": 24, "una quincena de": 15, "duas dezenas de": 20,
    "três dezenas de": 30, "duas dúzias de": 24, "uma quinzena de": 15,
}
# "a third group of guardsmen", "un tercer grupo de militares", "um quarto grupo de soldados": one more group
ORDINAL_GROUPS = tuple(f"{article} {nth} {word}" for article, nths, word in (
    ("a", ("third", "fourth", "fifth", "further", "fresh", "small", "smaller", "larger"), "group of"),
    ("un", ("tercer", "cuarto", "quinto", "pequeño"), "grupo de"),
    ("um", ("terceiro", "quarto", "quinto", "pequeno"), "grupo de")) for nth in nths)
# Vague amounts: counted as unknown rather than guessed.
VAGUE_AMOUNTS = (
    "a group of", "a handful of", "a number of", "a few hundred", "few hundred", "several hundred",
    "several dozen", "a few dozen", "hundreds", "dozens", "thousands", "scores", "a few",
    "several", "a handful", "many", "some", "decenas de", "cientos de", "centenares de", "miles de", "varios",
    "algunos", "un grupo de", "dezenas de", "centenas de", "milhares de", "vários", "várias", "alguns", "algumas",
    "um grupo de", "another group of", "a second group of", "a new group of", "otro grupo de", "un nuevo grupo de",
    "un segundo grupo de", "outro grupo de", "um novo grupo de", "um segundo grupo de", *ORDINAL_GROUPS,
)
APPROXIMATORS = ("a group of", "another group of", "a new group of", "a second group of", "a total of", "nearly",
                 "almost", "about", "around", "some", "roughly", "approximately", "at least", "more than", "over",
                 "up to", "fewer than", "less than", "only", "just", "an estimated", "upwards of", "as many as",
                 "no fewer than", "well over", "unos", "unas", "casi", "más de",
                 "mas de", "cerca de", "alrededor de", "al menos", "por lo menos", "aproximadamente", "un grupo de",
                 "otro grupo de", "un nuevo grupo de", "un total de", "quase", "pelo menos", "ao menos",
                 "um grupo de", "outro grupo de", "um novo grupo de", "um total de", "mais de", "menos de",
                 *ORDINAL_GROUPS)

_NUM = r"\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?!\d)|\d+"
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_UNITS_WORDS = "one|two|three|four|five|six|seven|eight|nine"
# "treinta y dos", "vinte e oito": Spanish and Portuguese tens and units
_TENS_ES_PT = ("treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|"
               "vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa")
_UNITS_ES_PT = "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|dois|duas|três|quatro|sete|oito|nove"
_NUM_WORD = rf"(?:{_TENS})[- ](?:{_UNITS_WORDS})|(?:{_TENS_ES_PT})\s+[ye]\s+(?:{_UNITS_ES_PT})\b|" + word_trie(
    sorted(NUMBER_WORDS, key=len, reverse=True))
_VAGUE = word_trie(VAGUE_AMOUNTS)
_APPROX = word_trie(APPROXIMATORS)
QUANTITY = (rf"(?:(?:{_APPROX})\s+)?(?:(?:{_NUM})(?:\s+(?:hundred|thousand))?|(?:{_NUM_WORD})"
            rf"(?:\s+(?:hundred|thousand|dozen))?|{_VAGUE})"
            r"(?:\s+of(?:\s+(?:the|his|her|their|\w[\w-]*['’]s))?"  # "two of Pérez's comrades"
            r"|\s+de\s+(?:los|las|sus)(?=\s)|\s+d[oa]s(?=\s))?")  # "cuatro de los guardias", "quatro dos soldados"
_COUNT_RE = re.compile(
    rf"^(?:(?:{_APPROX})\s+)?(?P<n>{_NUM}|{_NUM_WORD})(?:\s+(?P<mult>hundred|thousand|dozen))?\b", re.IGNORECASE)


# Per vague amount: the amount (after an approximator), and the amount as a count ("dozens 40" is 40).
_VAGUE_RES = tuple((re.compile(rf"(?:(?:{_APPROX})\s+)?{re.escape(v)}\b"),
                    re.compile(rf"{re.escape(v)}\s+(?:{_NUM}|(?:{_NUM_WORD})\b)"))  # "un grupo de catorce"
                   for v in VAGUE_AMOUNTS)


def parse_count(text: str) -> int | None:
    """The number of people an amount states: "nearly 1,000" -> 1000, "some 50" -> 50, "two" -> 2.

    Approximators keep the stated number ("more than 60" -> 60, a lower bound). Vague amounts
    ("a few hundred", "hundreds", "dozens") give None: no count beats an invented one.
    """
    words = " ".join(text.lower().split())
    m = _COUNT_RE.match(words)
    if not m or any(vague.match(words) and not counted.match(words) for vague, counted in _VAGUE_RES):
        return None
    raw = m["n"]
    if raw[0].isdigit():
        value = int(raw.replace(",", "").replace(".", ""))  # "1,000"; Spanish "1.400"
    else:
        parts = [raw] if raw in NUMBER_WORDS else re.split(r"[- ]", raw)  # "twenty-five"
        value = sum(NUMBER_WORDS.get(part, 0) for part in parts)
    factor = {"hundred": 100, "thousand": 1000, "dozen": 12}.get(m["mult"] or "", 1)
    return value * factor


# ---------------------------------------------------------------------------- actors

@dataclass(frozen=True)
class Actor:
    """A person ("Sgt. Jorge Torres"), an unnamed individual ("a woman soldier") or a group."""

    name: str
    kind: str  # person, individual, group
    rank: str | None = None
    unit: str | None = None
    count: int | None = None
    military: bool = False
    office: str | None = None  # "Defense Minister", "director": a public office the article gives them

    @property
    def plural(self) -> bool:
        return self.kind == "group"


@dataclass(frozen=True)
class ActorMention:
    """Where a sentence refers to actors (offsets into the sentence) and whom it means."""

    start: int
    end: int
    surface: str
    actors: tuple[Actor, ...]
    role: str = "subject"  # subject or object (after a preposition or a verb such as "denounced")
    in_quote: bool = False


UPPER = "A-ZÁÉÍÓÚÑÜ"
LOWER = "a-záéíóúñüçãõ"
NAME_TOKEN = rf"(?:Mc|O['’])?[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?"
PARTICLE = r"(?:de\s+la|de\s+los|del|de|da|dos|van|von|y)"
INITIAL = rf"[{UPPER}]\.\s+"  # the "C." of "Juan C. Mora"
PERSON = rf"{NAME_TOKEN}(?:\s+(?:{PARTICLE}\s+|{INITIAL})?{NAME_TOKEN}){{0,3}}"

_STOP_TEXT = """
the a an but and or nor in on at for from to with by of after before when while since as if so
yet still then there here this that these those it its he she they we i his her their our my you
your what who whom why how where which nobody everything nothing instead amid among around over
under like unlike due despite during earlier later now nowin today tomorrow yesterday last next
both each every some many most several another other all any no not one two three eventually
meanwhile however also only even just once again sitting speaking echoing underscoring fearing
hardship source image cover photo follow sign subscribe categories updates copyright
advertisement play live radio available home read more lunch enough remember welcome because
without by contrast monday tuesday wednesday thursday friday saturday sunday january february
march april may june july august september october november december president vice minister
director leader activist mayor governor senator chief commander captain colonel lieutenant
sergeant major admiral general guardsman guardsmen soldier soldiers officer officers dr mr mrs
ms then former interim opposition socialist defense defence foreign interior supreme court
national assembly guard army navy air force forces special police military armed bolivarian
intelligence counterintelligence government ministry department treasury state states united
nations press associated journal wall street post times news reuters jazeera al bloomberg
service tv twitter facebook instagram whatsapp youtube subway under armour god church catholic
committee rescue crisis group international office agency commission council union party
chavismo chavista revolution constitution congress legislature palace embassy consulate
residence bridge river base fort airport hotel hospital university school latin america south
north central east west western eastern northern southern cold war world human rights watch
amnesty red cross risk analysis closing arguments back issues terms use cabinet administration
trump nazis noriega's guardia nacional ejército bolivariana fuerza armada sebin dgcim faes sgt
lt col capt gen cpl pvt adm maj brig cmdr gral envoy researcher spokesperson spokesman
spokeswoman deputy programs courthouse business insider npr vice ap afp efe cnn bbc nbc latino
copyright next up
de del la las el los en con para por tras según segun mientras aquí aqui este esta ese esa uno una un
gerencia dirección direccion servicio bolivariano militar nacional migración migracion ministerio
fiscalía fiscalia defensoría defensoria tribunal asamblea gobierno comando zona región region estado
alcaldía gobernación frontera policía policia pública publica venezolana venezolano venezolanos
colombiana colombiano brasileño brasileña organización abogado presidente ministro sargento teniente
coronel capitán capitan cabo soldado operación operacion acogida mayor general comandante almirante
vicealmirante contralmirante subteniente alférez alferez distinguido primero segundo brigada división
division fragata corbeta navío navio christmas eve day year's navidad nochebuena nochevieja año nuevo
halloween réveillon reveillon finados carnaval carnival páscoa pascoa mardi gras
exército marinha forças armadas polícia federal guarda operação acolhida nesta neste em há ele eles ela elas
desde secretaria saúde ministério defesa justiça capitão tenente subtenente brasileiro brasileira
direção diretoria contrainteligência contrainteligencia inteligência inteligencia
venezuelanos venezuelano venezuelana agência após depois ontem hoje também segundo conforme
cuando quando aunque embora porque donde onde entonces luego
ayer anoche anteayer antier antenoche hoy mañana madrugada anteontem
holy semana día dia
parlamento parliament congreso senado senate
patrol customs immigration enforcement patrulla patrulha fronteriza fronteira
fuerte forte cuartel quartel batallón batallon batalhão batalhao destacamento guarnición guarnicion puesto posto
troncal carretera autopista avenida rodovia highway caribe
oficina atención atencion refugiados refugiadas refugiado refugees refugee comisión comision comité comite comitê
salud saúde clínica clinica ambulatorio
"""
# Adjectives of the islands and neighbours where deserters land, which name no country the geoparser weighs but
# are no part of a name either: "Aruban Prime Minister Evelyn Wever-Croes", "Dutch officials"
_NEIGHBOUR_ADJECTIVES = (*ISLAND_ADJECTIVES, "dutch", "trinidadian", "guyanese")
# capitalised words that are no names, folded as the words they are compared with ("Ejército" -> "ejercito")
STOP_TOKENS = frozenset(fold(word) for word in (*_STOP_TEXT.split(), *DEMONYMS, *_NEIGHBOUR_ADJECTIVES))

_NOT_RANK = rf"(?!(?i:{RANK_ALT})\b)"
# Spanish names the force between rank and name: "el capitán del Ejército Luis Mora", "la teniente de la GNB".
_RANK_FORCE = (r"(?:\s+(?P<force>(?:de\s+la|del)\s+(?:Armada|Marina|GNB|GN|Guardia\s+Nacional(?:\s+Bolivariana)?|"
               r"Ej[eé]rcito(?:\s+Bolivariano)?|Aviaci[oó]n(?:\s+Militar)?(?:\s+Bolivariana)?|Fuerza\s+A[eé]rea|FANB|PNB|"
               r"Polic[ií]a\s+Nacional(?:\s+Bolivariana)?|Dgcim|DGCIM|Sebin|SEBIN)|"
               r"(?:da|do)\s+(?:Guarda\s+Nacional(?:\s+Bolivariana)?|Ex[ée]rcito|Marinha|Armada|GNB|FANB|Dgcim|Sebin))"
               # "el coronel del Ejército venezolano Luis Mora", "o coronel do Exército da Venezuela Rui Lopes"
               r"(?:\s+(?:(?:venezolan|venezuelan)[oa]|d[ea]\s+Venezuela))?"
               r"(?:\s*\([A-Z][A-Za-z]{1,6}\))?)?")  # "de la Guardia Nacional Bolivariana (GNB)"
_RANK_NAME_RE = re.compile(
    # "el exsargento Luis Mora": Spanish writes the "ex-" of a former rank on the word
    rf"\b(?i:ex(?=[a-z]))?(?P<rank>(?i:{RANK_ALT}))(?<![A-Za-z]\.[A-Za-z]){_RANK_FORCE}\s+(?P<names>{_NOT_RANK}{PERSON}"
    rf"(?:\s*,\s*{_NOT_RANK}{PERSON})*(?:\s*,?\s+(?:and|y|e)\s+{_NOT_RANK}{PERSON})?)")
# PERSON, its first token spelled to begin with a capital letter so that the regex engine can skip
# ahead to capitals: "Mc" and "O'" prefixes are checked after the capital instead of before it.
_RUN_RE = re.compile(rf"[{UPPER}](?:(?<=M)c[{UPPER}]|(?<=O)['’][{UPPER}])?[{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?"
                     rf"(?:\s+(?:{PARTICLE}\s+)?{NAME_TOKEN}){{0,5}}")  # "Venezuelan Foreign Minister Jorge Arreaza"
# "identified only as Jonathan", "identificado apenas pelo primeiro nome, Jonathan", "identificado solo como Jonathan";
# or a first name told before the surname it withholds: "Wilmer, que pidió que no se publicara su apellido", "Jonathan,
# who asked that his surname not be used", "Wilmer, que pediu para não ter o sobrenome divulgado"
_SURNAME_WITHHELD = (rf"(?={NAME_TOKEN}\s*,\s*(?:de\s+\d{{1,2}}\s+a[ñn]os\s*,\s*|\d{{1,2}}\s*,\s*)?(?:que|quien|who)\s+"
                     rf"(?:pidi[óo]|ha\s+pedido|prefiri[óo]|asked|requested|preferred|pediu|preferiu)\s+[^.;:]{{0,60}}?"
                     rf"\b(?:apellido|surname|last\s+name|family\s+name|sobrenome))")
# ("identified by the army as", "named by the opposition as", "identificado por sus familiares como", "identificado pela
# PF como": who named him, between the participle and the name)
_NAMED_BY = r"(?:\s+(?:by|por|pel[oa]s?)\s+[^,.;:\"“”()]{1,40}?)?"
_IDENTIFIED_RE = re.compile(rf"\b(?:(?:identified{_NAMED_BY}(?:\s+only)?\s+(?:as|by\s+(?:his|her)\s+first\s+name,?)|"
                            rf"named(?:\s+by\s+[^,.;:\"“”()]{{1,40}}?\s+as)?|known\s+as|called|"
                            rf"identificad[oa]{_NAMED_BY}\s+(?:(?:solo|s[óo]lo|solamente|[úu]nicamente|apenas|s[óo])\s+)?"
                            rf"(?:como|por\s+su\s+(?:primer\s+)?nombre,?|pelo\s+(?:seu\s+)?(?:primeiro\s+)?nome,?))"
                            rf"\s+|{_SURNAME_WITHHELD})(?P<name>{NAME_TOKEN})\b")
# ", 31,", ", de 31 años,", ", 31 anos,": an age between a name and its description
_AGE = r"(?:\s*,\s*(?:de\s+)?\d{1,2}(?:\s+(?:años|anos|years\s+old))?\s*,|\s*,)"
# "funcionario del Sebin", "funcionária da PNB": an official of a security body, not any civil servant
_SECURITY_OFFICIAL = (r"funcion[aá]ri[oa]\s+(?:de\s+la|del|da|do)\s+(?:(?i:sebin|pnb|dgcim|gnb|faes|cicpc)\b|"
                      r"Servi[cç]o\s+Bolivariano|Servicio\s+Bolivariano|Pol[ií]c[ií]a|Guardia|Guarda|Direcci[oó]n\s+General\s+de\s+Contra)"
                      # "the head of the SEBIN intelligence service", "jefe de la contrainteligencia militar"
                      r"|(?:head|chief|director|boss|jefe|diretor|chefe)\s+(?:of|de|del|da|do)\s+(?:the\s+|la\s+|el\s+|o\s+|a\s+)?"
                      r"(?:(?i:sebin|dgcim)\b|(?:military\s+)?(?:counter-?)?intelligence|(?:contra)?inteligencia|(?:contra)?intelig[êe]ncia)"
                      # "the Sebin's director", "SEBIN chief", "the intelligence chief": the head named before his title
                      r"|(?:(?i:sebin|dgcim)(?:['’]s)?|(?:military\s+)?(?:counter-?)?intelligence)\s+(?:head|chief|director|boss)\b")
_MILITARY_NOUN = (r"(?:soldier|guardsman|guardswoman|officer|noncommissioned\s+officer|veteran|"
                  r"defector|deserter|sailor|seaman|marine|member\s+of|pilot|cadet|recruit|commander|agent|"
                  r"militar|exmilitar|desertor|efectivo|oficial|miembro\s+de|integrante\s+de|guardia\s+nacional|"
                  + _SECURITY_OFFICIAL + ")")
# Spanish appositions may go without an article: "Juan Pérez, sargento de la GNB, cruzó".
_SPANISH_BARE_DESCRIPTION = (r"(?:sargento|cabo|teniente|subteniente|capit[aá]n|coronel|general|alf[eé]rez|soldado|"
                             r"almirante|vicealmirante|contralmirante|distinguido|militar|exmilitar|desertor|efectivo|"
                             r"oficial|miembro\s+de|integrante\s+de|funcion[aá]ri[oa]|agente)")
# A trade held in one of the armed forces: "a radio operator with the National Guard", "mecánico del Ejército",
# "enfermeira da Marinha" (the force capitalised, as a name: not "the army of volunteers"; and without an article,
# not a former rank, "exsargento primero de la Guardia Nacional", read as before)
_IN_A_FORCE = (r"(?:with|in|of|de|del|da|do)\s+(?:the\s+|la\s+|a\s+|o\s+)?(?:Venezuelan\s+|Bolivarian\s+)?"
               r"(?:Guardia\s+Nacional|Guarda\s+Nacional|National\s+Guard|GNB|Ej[ée]rcito|Ex[ée]rcito|Army|Armada|"
               r"Marinha|Navy|Fuerza\s+A[ée]rea|For[çc]a\s+A[ée]rea|Air\s+Force|Aviaci[óo]n\s+Militar)")
# "a sergeant and a private of Venezuela's Bolivarian National Guard": the rank, named by the force he serves in
_PRIVATE_OF_A_FORCE = rf"(?:of\s+Venezuela['’]s\s+(?:Bolivarian\s+)?(?:National\s+Guard|Army|Navy|Air\s+Force)|{_IN_A_FORCE})"
_APPOSITION_RE = re.compile(
    rf"^{_AGE}\s*(?:(?:a|an|the|un|una|el|la)\s+|(?={_SPANISH_BARE_DESCRIPTION}\b)"
    rf"|(?=(?!ex)[a-zà-ü]+(?:\s+(?:de\s+)?[a-zà-ü]+)?\s+{_IN_A_FORCE}\b))"
    rf"(?P<desc>[^,.;:\"“”]{{0,80}}?\b(?!(?i:mayors?)\b)(?:(?i:{RANK_ALT})|{_MILITARY_NOUN}|{_IN_A_FORCE})\b[^,.;:\"“”]{{0,60}})")

_GROUP_HEADS = {
    "troops": "troops", "soldiers": "soldiers", "guardsmen": "guardsmen", "officers": "officers",
    "defectors": "defectors", "deserters": "deserters", "servicemen": "troops",
    "service members": "troops", "military personnel": "troops", "military and police personnel": "troops",
    "police personnel": "agents", "security personnel": "troops", "military members": "troops",
    "military men": "troops", "sailors": "troops", "seamen": "troops", "marineros": "troops", "marinos": "troops", "marines": "troops",
    "infantes de marina": "troops", "fuzileiros navais": "troops", "agents": "agents",
    # "dos de los infantes", "los tres infantes": marines or infantrymen named short, after "infantes de marina"
    "infantes": "troops",
    "police officers": "agents", "policemen": "agents", "conspirators": "plotters",
    "plotters": "plotters", "sergeants": "soldiers", "corporals": "soldiers", "privates": "soldiers", "lieutenants": "officers",
    "colonels": "officers", "generals": "officers", "captains": "officers", "men": "men",
    "women": "men", "people": "people", "protesters": "protesters", "protestors": "protesters",
    "demonstrators": "protesters", "armed groups": "armed groups", "colectivos": "armed groups",
    "families": "families", "relatives": "families", "desertores": "defectors",
    "venezuelans": "people", "migrants": "migrants", "migrantes": "migrants",
    "lawmakers": "lawmakers", "legislators": "lawmakers", "diputados": "lawmakers", "legisladores": "lawmakers",
    "residents": "civilians", "civilians": "civilians", "supporters": "civilians", "activists": "civilians",
    "students": "civilians", "cadets": "troops", "pilots": "officers", "comrades": "soldiers",
    # fellow soldiers, counted: "three colleagues were arrested", "dos compañeros suyos", "três colegas"
    "colleagues": "soldiers", "compañeros": "soldiers", "companeros": "soldiers", "colegas": "soldiers",
    "companheiros": "soldiers",
    # those held: "five of the hunger strikers were transferred", "los detenidos fueron trasladados"
    "detainees": "detainees", "prisoners": "detainees", "hunger strikers": "detainees", "detenidos": "detainees",
    "presos": "detainees", "huelguistas": "detainees", "detidos": "detainees",
    # "six suspects were detained", "detuvieron a cuatro sospechosos", "três suspeitos foram presos"
    "suspects": "detainees", "sospechosos": "detainees", "suspeitos": "detainees",
    "militares": "troops", "cadetes": "troops", "pilotos": "officers", "soldados": "soldiers", "guardias": "guardsmen", "guardias nacionales": "guardsmen", "efectivos": "troops",
    # English borrows the Spanish plural bare: "at least 120 Venezuelan ex-military have applied"
    "ex-military": "defectors",
    "exmilitares": "defectors", "expolicías": "defectors", "expolicias": "defectors", "uniformados": "troops", "oficiales": "officers", "sargentos": "soldiers",
    "cabos": "soldiers", "capitanes": "officers", "coroneles": "officers", "tenientes": "officers",
    "primeros tenientes": "officers", "segundos tenientes": "officers", "subtenientes": "officers", "policías": "agents", "policias": "agents", "funcionarios": "agents",
    "guards": "guardsmen", "attackers": "armed groups", "assailants": "armed groups", "gunmen": "armed groups",
    "armed men": "armed groups", "personas": "people", "manifestantes": "protesters",
    # those who stormed a base or a post: "five of the raiders reached Brazil", "los atacantes huyeron hacia Brasil",
    # "os assaltantes do quartel"
    "raiders": "armed groups", "atacantes": "armed groups", "asaltantes": "armed groups", "assaltantes": "armed groups",
    "simpatizantes": "civilians", "opositores": "civilians", "estudiantes": "civilians", "vecinos": "civilians",
    "jóvenes": "civilians", "jovenes": "civilians", "jovens": "civilians", "youths": "civilians",  # "detuvo a once jóvenes"
    "colectivos armados": "armed groups", "grupos armados": "armed groups", "civiles armados": "armed groups",
    "civis armados": "armed groups",
    # Portuguese
    "guardas nacionais": "guardsmen", "guardas": "guardsmen", "tenentes": "officers", "primeiros-tenentes": "officers",
    "segundos-tenentes": "officers", "subtenentes": "officers", "primeiros-sargentos": "soldiers",
    "segundos-sargentos": "soldiers", "terceiros-sargentos": "soldiers", "capitães": "officers",
    "oficiais": "officers", "coronéis": "officers", "generais": "officers", "policiais": "agents", "agentes": "agents",
    "pessoas": "people", "familiares": "families", "parentes": "families", "marinheiros": "troops",
    "moradores": "civilians", "apoiadores": "civilians",
    # "detuvo a tres civiles", "prendeu três civis": those held who are not soldiers
    "civiles": "civilians", "civis": "civilians", "pobladores": "civilians", "habitantes": "civilians",
    # those who ferried or guided deserters, held: "detuvo a dos lancheros", "prendeu dois barqueiros"
    "lancheros": "civilians", "barqueros": "civilians", "boteros": "civilians", "balseros": "civilians",
    "trocheros": "civilians", "barqueiros": "civilians", "canoeiros": "civilians", "boatmen": "civilians",
    # "detiene a cuatro hombres pemón", "cinco homens foram presos": counted men
    "hombres": "men", "homens": "men",
    # ranks and kinds of service members in the plural: "two majors", "three conscripts", "cinco reclutas"
    "majors": "officers", "airmen": "troops", "recruits": "soldiers", "conscripts": "soldiers",
    "paratroopers": "troops", "commandos": "troops", "reservists": "troops", "militiamen": "troops",
    "suboficiales": "officers", "reclutas": "soldiers", "conscriptos": "soldiers",
    "paracaidistas": "troops", "milicianos": "troops", "recrutas": "soldiers", "paraquedistas": "troops",
    "suboficiais": "officers",
    # "its two occupants asked for asylum": those in the vehicle just named
    "occupants": "men", "ocupantes": "men",
    # "the adults of the group asked for refuge", "los adultos del grupo", "os adultos": the grown-ups of a party told
    "adults": "civilians", "adultos": "civilians",
}
_CIVIL_HEADS = frozenset({"residents", "civilians", "supporters", "activists", "students", "protesters",
                          "protestors", "demonstrators", "manifestantes", "simpatizantes", "opositores",
                          "estudiantes", "vecinos", "moradores", "apoiadores", "jóvenes", "jovenes", "jovens",
                          "youths", "civiles", "civis", "pobladores", "habitantes",
                          "adults", "adultos"})
_MILITARY_HEADS = frozenset({"troops", "soldiers", "guardsmen", "officers", "defectors", "deserters",
                             "agents", "plotters"})
# "que fueron miembros de la GNB", "que eram membros do Exército": what the Venezuelans named before it were, and are
# no more (English names the members themselves: "two Venezuelans who were members of the army")
_WERE_MEMBERS = (r"\s*,?\s+(?:que|quienes)\s+(?:fueron|eran|hab[ií]an\s+sido|foram|eram|tinham\s+sido)\s+"
                 r"(?:miembros|integrantes|membros)\s+(?:de|da|do|dos|das)\s+(?:la\s+|el\s+|las\s+|los\s+)?"
                 r"(?:[\w'’]+\s+){0,2}?(?:guardia|gnb|fanb|ej[ée]rcito|ex[ée]rcito|armada|fuerza|fuerzas|guarda|for[çc]as?|"
                 r"marinha)\b")
_WERE_MEMBERS_AFTER = re.compile(_WERE_MEMBERS, re.IGNORECASE)
# "venezolanos que declararon haber sido militares", "que declararam ter pertencido às Forças Armadas", "Venezuelans
# who said they had served in the armed forces": a service the people counted declare, in the past, is theirs too
_SAY_THEY_SERVED = (r"(?:who|that)\s+(?:say|said|declare|declared|state|stated)\s+(?:they\s+had|to\s+have)\s+"
                    r"(?:served\s+(?:in|with)|been)|"
                    r"que\s+(?:declaran|declararon|dicen|dijeron|afirman|afirmaron|declaram|declararam|dizem|disseram|"
                    r"afirmam|afirmaram)\s+(?:haber|ter)\s+(?:sido|pertenecido\s+al?|pertencido\s+(?:a|ao|à)|servido\s+en|"
                    r"servido\s+n[ao]s?)")
# "37 people who identify themselves as members of Venezuela's armed forces", "23 people identifying themselves as
# Venezuelan military personnel", "personas que se identifican como militares", "pessoas que dizem ser
# ex-militares": what the people counted say they are is who they are
_SAY_THEY_ARE_AFTER = re.compile(
    r"\s*,?\s+(?:(?:who|that)\s+(?:identify|identified|describe|described|present|presented)\s+themselves\s+as|"
    r"identifying\s+themselves\s+as|(?:who|that)\s+(?:say|said|claim|claimed)\s+(?:they\s+(?:are|were)|to\s+be)|"
    r"que\s+se\s+(?:identifican|identificaron|identificaban|presentan|presentaron|identificam|identificaram|apresentam|"
    r"apresentaram)\s+como|identific[áa]ndose\s+como|identificando-se\s+como|"
    r"que\s+(?:dicen|dijeron|afirman|afirmaron|dizem|disseram|afirmam|afirmaram)\s+ser|" + _SAY_THEY_SERVED + r")\s+"
    r"(?:(?:ex-?)?(?:members|miembros|integrantes|membros)\s+(?:of|de|da|do|dos|das)\s+)?"
    r"(?:(?:the|la|las|los|el|a|o|as|os)\s+)?(?:[\w'’-]+\s+){0,3}?(?:military|armed\s+forces|army|national\s+guard|navy|"
    r"soldiers|troops|deserters|defectors|(?:ex-?)?militares|fuerzas?\s+armadas?|ej[ée]rcito|guardia\s+nacional|gnb|fanb|"
    r"desertores|soldados|for[çc]as\s+armadas|ex[ée]rcito|guarda\s+nacional)\b", re.IGNORECASE)
# ("unos 380 venezolanos que se identificaron como exmiembros de la Fuerza Armada": what they say they are, as well)
_MEMBERS_OF = (r"(?:(?:ciudadanos|hombres|j[óo]venes|cidad[ãa]os|homens)\s+)?(?:venezolanos|venezuelanos)"
               r"(?=" + _WERE_MEMBERS + "|" + _SAY_THEY_ARE_AFTER.pattern + ")|"
               r"members\s+of\s+(?:the\s+)?(?:[\w'’]+\s+){0,3}?(?:armed\s+forces|military|national\s+guard|"
               r"security\s+forces|army|navy|coast\s*guard|air\s+force|special\s+forces|police)|"
               r"(?:national\s+guard|military|army|navy|air\s+force|security\s+forces?|armed\s+forces|police)\s+members|"
               r"(?:ex-?)?(?:miembros|integrantes)\s+de\s+(?:la\s+|las\s+|los\s+)?(?:fuerza\s+p[uú]blica|fuerzas\s+armadas|fuerzas\s+de\s+seguridad|"
               r"fanb|gnb|guardia\s+nacional|ej[eé]rcito|armada|guardacostas|aviaci[oó]n|polic[ií]a|fuerza\s+armada)|"
               r"members\s+of\s+the\s+(?:gnb|fanb|bolivarian\s+national\s+guard)|"
               # "three members of his unit", "dos integrantes de su batallón": soldiers of a unit
               r"members\s+of\s+(?:his|her|their|the|a|an|that)\s+(?:[\w'’-]+\s+){0,2}?(?:unit|battalion|brigade|platoon|"
               r"company|detachment|squad|regiment|garrison)|"
               r"(?:miembros|integrantes)\s+de\s+(?:su|sus|la|el|ese|esa)\s+(?:unidad|batall[oó]n|brigada|pelot[oó]n|"
               r"compañía|destacamento|escuadr[oó]n|regimiento|guarnici[oó]n)|"
               r"(?:membros|integrantes)\s+d(?:a|as|o|os)\s+(?:for[çc]as\s+armadas|guarda\s+nacional|guarda\s+costeira|ex[ée]rcito|marinha|"
               r"for[çc]as\s+de\s+seguran[çc]a|pol[íi]cia|fanb|gnb)")
_GROUP_MODS = (r"(?:(?:the\s+other|other|more|venezuelan|colombian|brazilian|military|armed|low-ranking|"
               r"rank-and-file|rank\s+and\s+file|exiled|fellow|former|young|rebel|rebellious|dissident|"
               r"active-duty|uniformed|heavily\s+armed|alleged|suspected|defected|deserted|defecting|"
               r"mutinous|national|counterintelligence|intelligence|pro-government|pro-maduro|"
               r"anti-government|navy|army|air\s+force|national\s+guard|coast|police|venezuela's|"
               r"venezuelan\s+military|security|indigenous|ind[ií]genas|pem[oó]n|wayuu|unarmed|civilian|"
               r"evicted|stranded|displaced|gnb|faes|sebin|dgcim|pnb|fanb|special)\s+){0,4}")  # "22 of the evicted defectors": who they are now
# Heads that are also adjectives are people only when counted or named by an article: "detuvo a tres civiles", "os
# civis", not "trocou a farda por roupas civis"
_COUNTED_HEADS = frozenset({"civiles", "civis"})
_COUNTING_WORDS = ("los", "las", "unos", "os", "uns", "dos", "tres", "três", "cuatro", "quatro", "cinco", "seis", "siete",
                   "sete", "ocho", "oito", "nueve", "nove", "diez", "dez", "varios", "vários", "dois", "duas")
# Heads that are also adjectives are people only when no noun follows: "120 ex-military have applied", "the
# ex-military who", not "two ex-military helicopters" (a verb, a function word or punctuation may follow)
_BARE_HEADS = frozenset({"ex-military"})
_AFTER_A_BARE_HEAD = (r"(?!\s+(?!(?:have|has|had|were|are|was|is|will|would|who|whom|that|which|in|from|and|or|to|at|of|"
                      r"with|on|since|now|also|still|say|said|living|based)\b)[a-z]+\b)")


def _head_pattern(head: str) -> str:
    """A group head with a condition as a pattern: counted-only heads after a count, bare heads with no noun after them."""
    if head in _COUNTED_HEADS:
        return "(?:" + "|".join(rf"(?<=\b{w}\s)" for w in _COUNTING_WORDS) + rf"|(?<=\d\s)){head}"
    return re.escape(head) + _AFTER_A_BARE_HEAD


# (the heads with a condition first, as the longest patterns; the plain heads as one trie)
_HEAD_ALT = "|".join([*sorted((_head_pattern(h) for h in _GROUP_HEADS.keys() & (_COUNTED_HEADS | _BARE_HEADS)),
                              key=len, reverse=True),
                      word_trie(sorted(_GROUP_HEADS.keys() - _COUNTED_HEADS - _BARE_HEADS, key=len, reverse=True), r"\s+")])
# (a count set in bold in Markdown, "**Más de 1.400** efectivos", still counts the noun after it)
# "ya son 14 los militares que pidieron refugio", "já são 60 os militares que": a running tally, the count before the
# article (not "el 14 los militares cruzaron", a day)
_TALLY_COUNT = (r"(?:(?<=\bson\s)|(?<=\bsão\s)|(?<=\beran\s)|(?<=\beram\s)|(?<=\bsuman\s)|(?<=\bsomam\s))"
                rf"(?:{_NUM}|{_NUM_WORD})\s+(?:los|las|os|as)\s+")
_GROUP_RE = re.compile(
    rf"\b(?P<quant>(?i:{QUANTITY})(?:\*\*|__)?\s+|{_TALLY_COUNT})?(?P<mods>(?i:{_GROUP_MODS})(?i:ex-|ex\s+)?(?i:ex)??)(?P<head>(?i:{_MEMBERS_OF}|{_HEAD_ALT}))\b")
_SINGULAR_HEADS = (# "The first sergeant, 34, said", "a former lieutenant colonel": ranks of two words, tried first
                   r"first\s+sergeant|staff\s+sergeant|master\s+sergeant|sergeant\s+major|first\s+lieutenant|"
                   r"second\s+lieutenant|lieutenant\s+colonel|lieutenant-colonel|"
                   r"infante\s+de\s+marina|fuzileiro\s+naval|guardia\s+raso|guarda\s+raso|soldado\s+raso|guardia|sargento\s+primero|sargento\s+segundo|sargento\s+mayor|cabo\s+primero|cabo\s+segundo|"
                   r"teniente\s+coronel|primer\s+teniente|soldier|guardsman|guardswoman|sergeant|lieutenant|officer|defector|deserter|colonel|major|general|"
                   r"captain|corporal|sailor|seaman|petty\s+officer|marine|policeman|police\s+officer|agent|noncommissioned\s+officer|"
                   r"soldado|sargento|teniente|coronel|capit[aá]n|cabo|desertor|exmilitar|militar|polic[ií]a|funcionario|agente|"
                   r"sargento-primeiro|primeiro-sargento|tenente-coronel|primeiro-tenente|capit[ãa]o[- ]de[- ]fragata|"
                   r"capit[ãa]o[- ]de[- ]corveta|capit[ãa]o-tenente|capit[ãa]o|tenente|subtenente|"
                   r"ex-militar|ex-?polic[ií]a|policial|"
                   # "un exmayor", "un exgeneral": ranks that are ordinary Spanish words alone, but not with the "ex"
                   r"exmayor|ex-mayor|exgeneral|ex-general|"
                   # "un mayor del Ejército": "mayor" is the rank when a force follows
                   # "un distinguido de la GNB": "distinguido" (a private first class) too
                   r"(?:mayor|distinguido)(?=\s+(?:del|de\s+la|de)\s+(?:Ej[ée]rcito|Guardia|Aviaci[óo]n|Armada|Fuerza|GNB|FANB|Marina|Infanter[ií]a))|guarda\s+nacional|pilot|piloto|cadet|cadete|oficial|"
                   # "O guarda", "um guarda": a guardsman (not "a guarda costeira", the coast guard, feminine)
                   r"(?<=\b[Oo]\s)guarda(?!\s+(?:costeira|municipal|civil|de\s+honra))|(?<=\bum\s)guarda(?!\s+(?:costeira|municipal|civil))|"
                   # "El mayor, que comandaba un batallón", "El mayor viajó": the rank as the subject (not "el mayor número")
                   # (and "un mayor desertó", "otro mayor huyó": not "un mayor número")
                   # "El mayor general retirado fue detenido": the three-star rank
                   r"(?:(?<=[Ee]l\s)|(?<=[Uu]n\s)|(?<=[Oo]tro\s))mayor\s+general(?!\s+de\s+(?:la|los)\b)|"
                   r"(?:(?<=[Ee]l\s)|(?<=[Uu]n\s)|(?<=[Oo]tro\s))mayor(?=\s*,\s+(?:que|quien|de\s+\d+\s+años)\b|\s+(?:se\s+)?[a-záéíóú]{3,}(?:ó|aron|ió)\b|\s+(?:retirado\s+)?(?:fue|ha\s+sido|había\s+sido)\s+[a-záéíóú]{3,}(?:ado|ido)\b|\s+retirado\b)|"
                   # "the military attaché in Washington", "el agregado militar en Madrid"
                   r"attach[ée]|agregado\s+militar|adido\s+militar")
_INDIVIDUAL_RE = re.compile(
    rf"\b(?P<det>(?i:a|an|another|one|un|una|otro|um|uma|outro))\s+"
    # "a former Venezuelan National Guard sergeant": up to four words before the rank
    # ("um posto da Guarda Nacional", "una unidad militar": a post or a unit of the force, nobody)
    rf"(?P<mods>(?:(?!(?i:un|una|um|uma|el|la|los|las|este|esta|ese|esa|de|del|da|do|das|dos|que|o|os|as|who|that|which|"
    rf"and|y|e|unidad|unidade|base|zona|regi[oó]n|escuela|escola|academia|instalaci[oó]n|guarnici[oó]n|operaci[oó]n|"
    rf"opera[çc][ãa]o|aeronave|helic[oó]ptero|veh[ií]culo|ve[ií]culo|fuente|fonte|"
    # "en un camión militar", "num avião militar", "un puesto militar": a vehicle or a post of the force, nobody
    rf"cami[oó]n|camioneta|caminh[ãa]o|avi[oó]n|avi[ãa]o|autob[uú]s|bus|[óo]nibus|barco|buque|navio|lancha|jeep|"
    rf"convoy|comboio|puesto|posto|cuartel|quartel|hospital)\s)[\w'’-]+\s+){{0,4}}?)"
    # "a 22-year-old army private returned": the rank, not "a private company"
    # "otro exsargento", "un excabo": Spanish writes the "ex-" of a former rank on the word
    rf"(?P<head>(?i:(?:ex-?)??(?:{_SINGULAR_HEADS})|private(?=\s*[,.;]|\s+(?:who|from|in|with|named|identified|[a-z]+ed)\b|\s+{_PRIVATE_OF_A_FORCE})))"
    # (a name after it is his, not a day: "arrested a National Guard sergeant Tuesday")
    rf"\b(?!\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|"
    rf"July|August|September|October|November|December)\b)(?:{PERSON}))")
# "Su hijo mayor, teniente del Ejército, ...", "o irmão, sargento da GNB,", "o filho dele, cabo do Exército,": a
# rank set beside a relative with no article (English says "an army lieutenant", which `_INDIVIDUAL_RE` reads)
_KIN_APPOSED_RANK_RE = gated(re.compile(
    r"\b(?i:hij[oa]|herman[oa]|espos[oa]|prim[oa]|sobrin[oa]|cuñad[oa]|yerno|niet[oa]|filh[oa]|irmã|irmão|marido|"
    r"sobrinh[oa]|genro|net[oa])(?:\s+(?i:dele|dela|deles|delas))?(?:\s+(?i:mayor|menor|mais\s+velho|mais\s+novo|ca[cç]ula))?"
    r"\s*,\s+"
    rf"(?P<mods>)(?P<head>(?i:{_SINGULAR_HEADS}))\b(?:\s+(?i:del|de\s+la|de|da|do)\s+[^,.;:]{{1,40}}?)?(?=\s*,)"))
# Nouns after which "general", "major" and the like are adjectives: "the general hospital".
_NOT_A_RANK_AFTER = (r"hospital|assembly|prosecutor|strike|elections?|public|staff|secretary|manager|director|"
                     r"directorate|population|consensus|store|amnesty|command|headquarters|offensive|part")
# A building or post men are taken to, named by what it is: "la sede", "o abrigo", "el aeropuerto"
_SITE_OF_A_MOVE = (r"(?:sede|oficinas?|albergue|abrigo|refugio|base|cuartel|quartel|estaci[óo]n|esta[çc][ãa]o|aeropuerto|"
                   r"aeroporto|terminal|rodovi[áa]ria|delegacia|comisar[íi]a|superintend[êe]ncia|hospital|hotel|puesto|posto|"
                   r"frontera|fronteira|"
                   # "llevó a los ocho hasta la ciudad de Mendoza", "levou os oito até a cidade de Boa Vista": the town,
                   # named after its noun
                   r"ciudad|cidade|pueblo|localidad)\b")
# The object of a move, as "transferred the three to a shelter": "llevó a los cuatro hasta Maicao", "levou os três
# de São Gabriel até Manaus" (the town right after: "los dos de la Guardia" names who they are)
_OBJECT_OF_A_MOVE = (r"\s+(?:(?:a|al|hasta|hacia|para|at[ée])\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?|(?:de|desde)\s+)"
                     r"(?-i:[A-ZÁÉÍÓÚ])"
                     # "levou os seis até a sede da Polícia Federal", "llevó a los cuatro hasta la oficina de Migración":
                     # a building the men were taken to, named by what it is
                     r"|\s+(?:a|al|hasta|hacia|para|at[ée])\s+(?:(?:el|la|o|a|um|uma|un|una)\s+)?" + _SITE_OF_A_MOVE)
# Where a group named before was taken: "para Boa Vista", "de Tepequém para Boa Vista", "hasta el albergue" (a
# place left alone is no move of the group: "el grupo de Lima")
_GROUP_MOVED_TO = (r"(?:\s+(?:de|desde)\s+(?-i:[A-ZÁÉÍÓÚ])[\w-]+(?:\s+(?-i:[A-ZÁÉÍÓÚ])[\w-]+)?)?"
                   r"\s+(?:a|al|hasta|hacia|para|at[ée])\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?"
                   r"(?:(?-i:[A-ZÁÉÍÓÚ])|" + _SITE_OF_A_MOVE + ")")
# "The fourteen crossed in February", "Los catorce cruzaron", "Os quinze foram levados": a larger group, named by its
# number in words as the small ones are
_TEENS_EN = "thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty"
_TEENS_ES = "trece|catorce|quince|diecis[ée]is|diecisiete|dieciocho|diecinueve|veinte"
_TEENS_PT = "treze|catorze|quatorze|quinze|dez[ea]sseis|dez[ea]ssete|dezoito|dez[ea]nove|vinte"
# The counts in words a group is told by, two to twenty
_SMALL_EN = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|" + _TEENS_EN
_SMALL_ES = "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|" + _TEENS_ES
_SMALL_PT = "dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|" + _TEENS_PT
# "Los seis venezolanos fueron trasladados", "os três venezuelanos foram levados": the count and the nationality of
# the men named before stand for them as the bare count does (English "the six Venezuelans" is a group of its own)
_THE_N_VENEZUELANS_ES = r"(?:\s+venezolan[oa]s)?"
_THE_N_VENEZUELANS_PT = r"(?:\s+venezuelan[oa]s)?"
_INTO_CUSTODY_EN = r"(?:into|in)\s+(?:custody|detention)"
# "The four asked for asylum", "all seven", "the pair": a number standing for the group named before ("the
# other three", "los otros dos": the rest of it).
_NUMERAL_RE = re.compile(r"\b(?i:the|all)\s+(?:(?i:other|remaining)\s+)?(?P<n>" + _SMALL_EN + r"|\d{1,4}|"
                         r"of\s+them|pair|couple)"
                         # ("the two formally asked for asylum": an adverb between)
                         r"(?=\s+(?:(?-i:[a-z]+ly)\s+)?(?:were|was|had|have|asked|said|crossed|fled|deserted|defected|walked|swam|"
                         r"reached|arrived|told|are|remain(?:ed)?|later|then|also|all|now|who|each|moved|"
                         r"left|went|returned|flew|sailed|requested|sought|applied|got|ended|presented|handed|turned|"
                         r"surrendered|registered|took|received|stayed|joined|settled|boarded|entered|waded|slipped|"
                         r"hid|travel(?:l)?ed|spent|waited|gave|[a-z]+ed"
                         # the object of a move: "transferred the three to a shelter in Riohacha"
                         # ("took the five to Clifton": a town's name, not only an article, after "to")
                         r"|(?:to|into|across|toward|towards)(?=\s+(?:(?:a|an|the)\b|(?-i:[A-ZÁÉÍÓÚ]\w)))"
                         # the object of an arrest, the charge after it: "detained all eleven for irregular entry"
                         r"|for(?=\s+(?:irregular|illegal|unlawful|entering|crossing|questioning|lack|not|having|"
                         r"violating|overstaying)\b)"
                         # the object of a detention: "Police took the six into custody", "held the four in detention"
                         r"|" + _INTO_CUSTODY_EN + r")\b|\s*[,.;])"  # "the 13 raised their hands"
                         # "Officials say more than 500 have asked for refuge", "al menos 300 han pedido refugio", "mais de
                         # 200 já pediram refúgio": a tally of the group named before, told by its number alone
                         r"|\b(?<![\w,.])(?P<tally>(?i:more\s+than|at\s+least|over|nearly|almost|m[aá]s\s+de|al\s+menos|"
                         r"mais\s+de|pelo\s+menos|quase)\s+\d{1,3}(?:[,.]\d{3})*)(?=\s+(?:have|had|han|hab[ií]an|t[êe]m|tinham|j[áa])\s)"
                         # "Both were detained", "ambos fueron detenidos"
                         # (lower case too, after an opening: "Al día siguiente, ambos fueron trasladados")
                         r"|\b(?:Both|Ambos|Ambas|(?<=,\s)(?:both|ambos|ambas))(?=\s+(?:were|had|have|are|later|then|fueron|han|"
                         # "Ambos pidieron refugio", "Both crossed on Monday": a past verb of their own
                         r"habían|se|están|foram|tinham|estão|[a-z]+ed|\w+(?:aron|ieron|aram|eram|iram))\b)"
                         # "The group crossed", "El grupo salió de Cúcuta": the group just named (its cue is the noun)
                         # ("the whole group left El Zulia", "the entire group": all of it)
                         r"|\b(?:(?<=[Tt]he\s)|(?<=[Tt]he\swhole\s)|(?<=[Tt]he\sentire\s)|(?<=[Ee]l\s))(?:group|grupo)"
                         r"(?=\s+(?:\w+(?:ed|aron|ieron|ó|ió)|left|went|fled|ran|"
                         r"took|made|was|had|has|fue|se|ha|hab[ií]a|then|later|luego)\b)"
                         # "La pareja cruzó el río", "la pareja se entregó": the two just named
                         r"|\b(?<=[Ll]a\s)pareja(?=\s+(?:\w+(?:ó|ió|aron|ieron)|se|fue|ha|hab[ií]a|luego|después)\b)"
                         # "O casal atravessou o rio", "o casal foi levado para Boa Vista"
                         r"|\b(?<=[Oo]\s)casal(?=\s+(?:\w+(?:ou|eu|iu|aram|eram)|foi|se|tinha|havia|depois)\b)"
                         # "O grupo foi levado para Boa Vista", "o grupo seguiu para Manaus"
                         r"|\b(?<=[Oo]\s)grupo(?=\s+(?:\w+(?:ou|aram|eu|eram|iu|iram)|foi|se|tinha|havia|j[áa]|"
                         r"depois|ent[ãa]o)\b)"
                         # "levou o grupo de Tepequém para Boa Vista", "trasladó al grupo a Maicao": the group as the
                         # object of a move, to a town or a site named after it
                         r"|\b(?:(?<=[Oo]\s)|(?<=[Aa]o\s)|(?<=[Ee]l\s)|(?<=[Aa]l\s))grupo(?=" + _GROUP_MOVED_TO + ")"
                         # "Los cuatro pidieron refugio", "los dos se entregaron"
                         r"|\b(?i:los|las|todos\s+los|todas\s+las)\s+(?:(?i:otros|otras|dem[aá]s)\s+)?(?P<es>" + _SMALL_ES + r"|\d{1,4})"
                         # (also in the present of what they tell: "Los tres dicen haber desertado", "viven en Quito")
                         + _THE_N_VENEZUELANS_ES
                         + r"(?=\s+(?:\w+(?:aron|ieron|eron|ó|ió|aban|ían|an|en)|se|fueron|han|habían|están|"
                         r"estaban|permanecen|quienes?)\b|\s*[,.;]|" + _OBJECT_OF_A_MOVE + ")"
                         # "os cinco foram levados", "os dois se entregaram", "as duas chegaram" (women soldiers), "os
                         # cinco serviam num posto" (an imperfect in -iam as well as -avam)
                         r"|\b(?:[Oo]s|[Tt]odos\s+os|[Aa]s|[Tt]odas\s+as)\s+(?:(?i:outros|outras|demais)\s+)?(?P<pt>" + _SMALL_PT + r"|\d{1,4})" + _THE_N_VENEZUELANS_PT
                         + r"(?=\s+(?:\w+(?:aram|eram|iram|avam|iam|am|em)|se|foram|est[ãa]o|estavam|permanecem|j[áa])\b|\s*[,.;]|"
                         + _OBJECT_OF_A_MOVE + ")")
# "Most of them moved into a warehouse", "Four of the group asked", "19 of the strikers boarded", "la mayoría de
# ellos": part of the group named before, tried only where "them", "group", "men", "strikers", "ellos" or "deles" is.
# "two of them" after a comma is an apposition ("40 people, 18 of them children"), unless a time opens the
# sentence before it ("On Saturday, 18 of the group were driven to Pamplona")
_PART_RE = re.compile(r"\b(?:(?<!,\s)|(?<=day,\s)|(?<=night,\s)|(?<=morning,\s)|(?<=later,\s))(?i:most|half|all|both|two|three|four|five|six|seven|eight|nine|ten|"
                      r"eleven|twelve|\d{1,4})\s+(?:members\s+)?of\s+(?:them|the\s+(?:group|men|strikers))\b"
                      r"|\b(?:(?<=[Ll]a\s)mayor[ií]a|(?i:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|"
                      r"\d{1,4}))\s+de\s+ellos\b"
                      # "Dois deles pediram refúgio", "a maioria delas"
                      r"|\b(?:(?<=[Aa]\s)maioria|(?i:dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|"
                      r"\d{1,4}))\s+del[ea]s\b")
# "Otros tres fueron capturados", "three others were detained", "outros dois se entregaram": a new group of the kind
# last named, told by its number alone (not "los otros tres", "the other three": the rest of the group named)
_OTHERS_RE = re.compile(r"(?<![Ll]os\s)(?<![Ll]as\s)(?<![Oo]s\s)(?<![Aa]s\s)\b(?i:otros|otras|outros|outras)\s+"
                        r"(?P<n>(?i:" + _SMALL_ES + "|" + _SMALL_PT + r")|\d{1,4})"
                        r"(?=\s+(?:\w+(?:aron|ieron|aram|eram|iram)|fueron|foram|se|han|hab[ií]an|tinham|est[áa]n|"
                        r"est[ãa]o|permanecen|permanecem)\b)"
                        r"|(?<![Tt]he\s)\b(?P<en>(?i:" + _SMALL_EN + r")|\d{1,4})\s+(?:others|more)(?=\s+(?:were|was|had|have|are|remain(?:ed)?|"
                        r"(?-i:[a-z]+ed))\b)")
# "the third soldier", "el tercer guardia", "o terceiro soldado": one more man, told of before as "a third soldier"
_ORDINALS = "second|third|fourth|fifth|tercer|tercero|cuarto|quinto|terceiro|quarto"
_ORDINAL_RE = re.compile(rf"\b(?:{_ORDINALS})\b", re.IGNORECASE)
# "This soldier", "That corporal" (capitalised, so opening a sentence: "said that sergeant ..." is a clause), "ese sargento",
# "essa soldada", "aquel cabo": the one told of before, as "the" is
_DEMONSTRATIVES = "ese|esa|esta|essa|aquel|aquella|aquele|aquela"
_DEMONSTRATIVE_DETS = frozenset({"this", "that", *_DEMONSTRATIVES.split("|"), "este", "esse"})
# The unit whose officer it is, as the determiner: "the unit's commanding lieutenant", "his battalion's captain"
_UNITS_OWN = (r"(?i:the|his|their|her)\s+(?i:unit|battalion|platoon|detachment|post|checkpoint|squad|"
              r"brigade|garrison)['’]s")
_DEFINITE_RE = re.compile(
    rf"\b(?P<det>(?i:the|both|these|those|los|las|estos|estas|esos|esas|ambos|this|{_DEMONSTRATIVES})|That|[Oo]s?|[Ee]l|[Ee]sses?|[Ee]stes?|"
    rf"Venezuela['’]s|{_UNITS_OWN})\s+(?P<mods>(?:(?i:two|three|\d+|\d+-year-old|other|longtime|standout|dois|tr[êe]s|outros|{_ORDINALS}|"
    rf"venezuelan|military|national\s+guard|army|navy|air\s+force|young|exiled|defected|evicted|stranded|displaced|former|retired|ex|"
    rf"commanding)\s+|"
    rf"[A-Z][a-z]+\s+)*)"
    rf"(?P<head>(?i:(?:ex-?)??(?:{_SINGULAR_HEADS})|{_HEAD_ALT}|friends|colonels|lieutenants|sergeants))\b"
    rf"(?!\s+(?i:{_NOT_A_RANK_AFTER})\b)")
# The craft that opens a sentence as the subject of its landing stands for the men aboard, as "they" does: "The
# pirogue came ashore near Cedros", "Their boat landed at Icacos before dawn"
_CRAFT_SUBJECT_RE = re.compile(r"(?:^|(?<=[.;]\s))\W*(?:The|Their|Her|His)\s+(?:[\w-]+\s+){0,2}?(?:pirogue|boat|canoe|launch|"
                               r"vessel|dinghy|skiff|raft|craft)\s+(?=(?:finally\s+|eventually\s+)?(?:came\s+ashore|landed|"
                               r"made\s+landfall|ran\s+aground|beached|reached)\b)")
# "the former head of the intelligence service", "the ousted spy chief": a person named before, by what they were.
_DESCRIBED_RE = re.compile(
    r"\b[Tt]he\s+(?:(?:former|ex-|ousted|sacked|dismissed|retired|exiled|disgraced|renegade)\s*)+"
    r"(?:(?:[\w-]+\s+){0,2}?(?:head|chief|director|commander|boss|spymaster|general|minister)"
    r"(?:\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:service|agency|police|guard|army|navy|forces|directorate|"
    r"command|SEBIN|DGCIM|Sebin|Dgcim))?)\b"
    r"|\b[Tt]he\s+(?:spy|intelligence|counterintelligence)\s+(?:chief|boss)\b")
_PRONOUN_RE = re.compile(r"\b(?P<p>[Hh]e|[Ss]he|[Tt]hey|I|[Ww]e|[Ee]les?|[Ee]las?)\b(?!['’]s\b)")
# A Spanish or Portuguese verb of a deserter's account in the first person, its subject in its ending ("crucé",
# "cruzamos", "me entregué", "atravessei"): in a quote, the speaker (outside one, an interviewee's answer or no one).
# The accent is required: "cruce", "pase", "sai" are a noun, a subjunctive and a third person.
FIRST_PERSON_VERB = gated(re.compile(
    r"\b(?:(?P<plural>(?:nos\s+)?(?:cruzamos|atravesamos|atravessamos|pasamos|passamos|desertamos|abandonamos|dejamos|"
    r"deixamos|salimos|sa[íi]mos|huimos|fugimos|escapamos|fugamos|pedimos|solicitamos|entregamos|llegamos|chegamos|"
    r"viajamos|volvimos|regresamos|voltamos|regressamos|volamos|voamos|fuimos|fomos))|"
    r"(?:me\s+)?(?:crucé|cruzei|atravesé|atravessei|pasé|passei|deserté|desertei|abandoné|"
    r"abandonei|dejé|deixei|salí|saí|huí|fugi|escapé|fugué|pedí|pedi|solicité|solicitei|"
    r"entregué|entreguei|llegué|cheguei|viajé|viajei|volví|regresé|voltei|regressei|volé|voei|fui))\b", re.IGNORECASE))
# The interviewee as the object of what others did, a clitic before their verb: "la policía nos detuvo", "me
# trasladaron a Cúcuta", "nos levaram para Boa Vista" (an answer's own first person; not "nos dijeron", a telling)
_ANSWERING_OBJECT = re.compile(r"\b(?i:me|nos)(?=\s+(?i:detuv|detiv|arrest|captur|apres|prend|llev|lev|traslad|transfer|"
                               r"deport|devolv|entreg)\w*\b)")
_PORTUGUESE_PRONOUNS = {"ele": "he", "ela": "she", "eles": "they", "elas": "they"}
_OBJECT_BEFORE_RE = re.compile(
    r"\b(?i:for|against|to|with|alongside|by(?!\s+(?:dawn|daybreak|nightfall|midnight|morning|evening|noon|then|now)\b)|of|from|at|on|about|toward|towards|between|"
    r"denounced|denounce|supported|support|backed|phoned|called|met|accused|defying|defied|"
    r"topple|depose|oust|unseat|remove|recognized|recognised|loyal\s+to|via|joined|told|tell|tells|telling|"
    r"informed|warned|assured|urged|ordered|asked|escorted|"
    r"convince|thank|thanking|protect|helped|spring|"
    # "se entregaram ao Pelotão de Fronteira", "detidos pela Polícia Federal", "se presentó ante la Armada"
    r"ao|aos|pelo|pela|pelos|pelas|ante|"
    # "se rebelou contra o governo de Nicolás Maduro": against, in Spanish and Portuguese
    r"contra|"
    # "el puesto tenía solo tres guardias de servicio": what a place or a unit had, not who did anything (not "la
    # entidad tiene registro de 16 militares", a tally's count)
    r"(?:ten[ií]an?|tuvo|tuvieron)(?=\s+(?:(?:solo|s[óo]lo|apenas|solamente)\s+)?$)|"
    # "que el diario contrastó con dos excompañeros", "conversou com dois colegas": whom a telling was checked or
    # talked over with (not "iba con dos soldados", "compartido con otros cuatro": companions, who go too)
    r"(?:contrast|verific|confirm|cotej|habl|convers|consult|entrevist|reuni)\w*\s+(?:con|com)|"
    # "Según contó a Efecto Cocuyo un familiar, el sargento tomó un autobús", "disse à Folha": told to whom
    r"(?:cont[óo]|dijo|relat[óo]|explic[óo]|confirm[óo]|asegur[óo]|narr[óo]|revel[óo]|"
    r"contou|disse|relatou|explicou|confirmou|revelou)\s+(?:a|à)(?=\s+$)|"  # (not "relató a este medio un cabo")
    # "had trained under Capt. X", "sirvió bajo el mando del coronel X"
    r"under|bajo|sob|"
    # "desertaram das Forças Armadas de Nicolás Maduro", "el gobierno de Maduro": whose forces or government
    r"(?i:armadas?|ej[ée]rcito|ex[ée]rcito|r[ée]gimen|regime|gobierno|governo)\s+(?i:de|del|do|da)|"
    # "Com a fronteira fechada por ordem de Nicolás Maduro, ele atravessou": whose order, not who crossed
    r"(?i:orden|[óo]rdenes|ordem|ordens)\s+(?i:de|del|do|da)|"
    # "cuando fuerzas leales a Nicolás Maduro bloquearon los puentes", "tropas fiéis a Maduro": whom the forces
    # answer to, not who did anything (English has "loyal to" above)
    r"(?i:leales|fieles|leais|fi[ée]is)\s+(?i:a|al|ao|à)|"
    # "embarcaram em um voo da Força Aérea Brasileira para Manaus", "en un avión de la Fuerza Aérea": whose
    # aircraft or vehicle carried them, not who moved
    r"(?i:voos?|v[ôo]o|avi[ãa]o|avi[óo]n|aeronaves?|helic[óo]pteros?|vuelos?|caminh[ãa]o|cami[óo]n|[ôo]nibus|autob[úu]s|"
    r"barcos?|navio|buque|lancha|ve[íi]culos?|veh[íi]culos?|comboio|convoy|aircraft|plane|flight|helicopter|truck|bus)"
    r"\s+(?i:de\s+la|del|de|da|do|das|dos|of\s+the|of)|"
    # "tres exmilitares que formaban parte de un grupo de 63 migrantes llegaron", "que faziam parte de um grupo de":
    # the group a relative clause says they were part of, not who arrived (English has "of" above; not "hacen parte
    # del grupo de 1.000 uniformados que han cruzado", the group told as the subject of its own clause)
    r"(?i:que|quienes)\s+(?i:formaban|formaba|hac[ií]an|hac[ií]a|faziam|fazia)\s+(?i:parte)\s+(?i:de|del|do|da)|"
    # "se presentaron ante un puesto de la Infantería de Marina", "chegaram a um posto do Exército": the force whose
    # post it is, where they went, not who went (not "la sede de un partido", where someone may be named)
    r"(?i:puestos?|postos?|estaci[óo]n|esta[çc][ãa]o)\s+(?i:de\s+la|del|de|da|do|das|dos)|"
    # "dejaron el carro en casa de un tío de Villegas", "en el carro particular de Briceño", "ficaram na casa de Ramos": whose home or car it is, not who
    # did anything (English has "of" above; a relative "de" someone stays, as the relative is no mention of its own)
    r"(?i:casa|vivienda|apartamento|hogar|finca|carro|moto)(?:\s+(?i:particular|propi[oa]|pr[óo]pri[oa]))?"
    r"\s+(?i:de|del|do|da|dos|das)|"
    # "Lt. Col. X, who led the soldiers at the overpass, later took refuge": the relative clause's
    # own object, not the subject of what the sentence goes on to tell
    r"(?:who|whom)\s+(?:had\s+|has\s+|have\s+)?(?!(?i:said|says|told|tells|added|thinks|thought|believes|believed|"
    r"hopes|hoped|fears|feared|claims|claimed|insists|insisted|knew|knows|saw|heard)\b)[a-z]+(?:ed|led|ook|ent|ade|ought|ew)"
    r")\s+"
    r"(?:(?!(?i:but|said|says|told|that|who|which|when|while|as|because|where|whom|after|before)\b)"
    r"[\w.'’-]+\s+){0,3}$")


_OBJECT_BEFORE_TWIN = lower_case_twin(_OBJECT_BEFORE_RE)


def _rank_for(surface: str) -> str | None:
    rank = normalise_rank(surface)
    if rank and surface.lower() in _AMBIGUOUS_RANK_WORDS | _SPANISH_AMBIGUOUS_RANKS:
        return None
    return rank


_WHOLE_RANK = re.compile(rf"(?<!\w)(?i:{RANK_ALT})(?!\w)")  # whole words: "Inteligencia" holds no "gen"


def _ranks_in(description: str) -> list[str]:
    """The ranks a description names, in order ("a former National Guard lieutenant" -> ["lieutenant"])."""
    return [rank for x in _WHOLE_RANK.finditer(description) if (rank := _rank_for(x.group()))]


def _rank_before_name(surface: str, names: str, before: str = "") -> str | None:
    """The rank of "Sgt." in "Sgt. Torres"; an everyday word ("General", "Major") is a rank only
    written with a capital before a full name ("Major Hugo Parra", not "General Motors"), a
    Spanish one ("mayor", "general") only right after an article ("el mayor Hugo Parra")."""
    rank = normalise_rank(surface)
    lowered = surface.lower()
    if rank and lowered in _SPANISH_AMBIGUOUS_RANKS and _SPANISH_ARTICLE_BEFORE.search(before[-8:]):
        return rank
    if rank and lowered == "major" and _PORTUGUESE_ARTICLE_BEFORE.search(before[-8:]):
        return rank  # Portuguese "o major Luís Paiva", "do major"
    if rank and lowered in _AMBIGUOUS_RANK_WORDS:
        words = len(_clean_name(_split_names(names)[0][0]).split()) if names else 0
        # "Captain Díaz crossed": a capitalised "Captain" before a surname is the rank (the word has no everyday
        # sense before a name here, unlike "General Motors" or "Major League")
        least = 1 if surface == "Captain" else 2
        return rank if surface[:1].isupper() and words >= least else None
    return None if lowered in _SPANISH_AMBIGUOUS_RANKS else rank


@lru_cache(maxsize=4096)
def _person_key(name: str) -> str:
    return " ".join(fold(name).split())


@lru_cache(maxsize=4096)
def _is_stop(word: str) -> bool:
    """A capitalised word that is no name ("Army", "Venezuelan", "Monday", "Mid-March")."""
    folded = fold(word)
    if folded in STOP_TOKENS:
        return True
    prefixed = _TIME_PREFIXED.fullmatch(folded)
    return prefixed is not None and prefixed[1] in STOP_TOKENS


# "Mid-March", "Late-April", "Pre-Christmas": a time word with a prefix is no more a name than the word is
_TIME_PREFIXED = re.compile(r"(?:mid|late|early|pre|post)-(\w+)")


@lru_cache(maxsize=4096)
def _clean_name(name: str) -> str:
    """The name with trailing stop tokens cut ("Sanchez Said" never happens, "Gonzalez, The" does)."""
    tokens = name.split()
    kept: list[str] = []
    for index, token in enumerate(tokens):
        if fold(token).strip(".,") in STOP_TOKENS and not _particle_before_name(tokens, index):
            break
        kept.append(token)
    while kept and re.fullmatch(PARTICLE, kept[-1]):
        kept.pop()
    return " ".join(kept)


_PARTICLE_WORD = re.compile(r"de|la|las|los|del|da|dos|van|von|y")


def _particle_before_name(tokens: list[str], index: int) -> bool:
    """Whether tokens[index] is a particle inside a surname: "de la" in "María Fernanda de la Cruz",
    not the "de" of "Pérez de la Guardia Nacional"."""
    after = index
    while after < len(tokens) and _PARTICLE_WORD.fullmatch(tokens[after]):
        after += 1
    return after > index and index > 0 and after < len(tokens) and not _is_stop(tokens[after].strip(".,"))


def _split_names(names: str) -> list[tuple[str, int]]:
    """"Illich Sánchez and Rafael Soto" -> [("Illich Sánchez", 0), ("Rafael Soto", 19)]."""
    parts = []
    for m in re.finditer(PERSON, names):
        parts.append((m.group(), m.start()))
    return parts


@dataclass
class _Person:
    name: str  # full name without rank
    rank: str | None = None
    unit: str | None = None
    military: bool = False
    office: str | None = None
    mentions: int = 0
    last_sentence: int = -1

    def actor(self) -> Actor:
        shown = f"{self.rank} {self.name}" if self.rank else self.name
        return Actor(shown, "person", self.rank, self.unit, None, self.military or bool(self.rank), self.office)

    def shows(self, actor: Actor) -> bool:
        """Whether `actor` is this person as known now: `actor() == actor`, without making one."""
        shown = f"{self.rank} {self.name}" if self.rank else self.name
        return (actor.name, actor.kind, actor.rank, actor.unit, actor.count, actor.military, actor.office) == \
            (shown, "person", self.rank, self.unit, None, self.military or bool(self.rank), self.office)


@dataclass
class _People:
    """The people an article names, with what it says about their rank and force."""

    by_key: dict[str, _Person] = field(default_factory=dict)
    by_bare_name: dict[str, list[str]] = field(default_factory=dict)  # the keys a bare name may stand for
    by_name: dict[str, list[_Person]] = field(default_factory=dict)
    surnames: dict[str, _Person] = field(default_factory=dict)  # "marcano" for "Sergeant Marcano", once matched
    apposed: set[str] = field(default_factory=set)  # "carvajal" for "Carvajal, a retired major general"

    def add(self, name: str, rank: str | None = None, unit: str | None = None, military: bool = False,
            office: str | None = None) -> _Person:
        key = _person_key(name)
        person = self.by_key.get(key) or self._by_suffix(key) or self._by_short_form(key) \
            or self._surname_alias(key, rank)
        if person is None and (person := self._by_ranked_surname(key, rank)) is not None:
            self.surnames[key] = person  # the mention's name, added again without its rank, is this person
        if person is None:
            person = self.by_key[key] = _Person(name)
            self.by_name.setdefault(name, []).append(person)
            tokens = key.split()
            for bare in dict.fromkeys([tokens[-1], *(tokens[-2:-1] if len(tokens) >= 3 else []), key]):
                self.by_bare_name.setdefault(bare, []).append(key)
            if len(tokens) > 1 and tokens[-1] in self.apposed and tokens[-2] not in ("de", "del", "da", "do") \
                    and (ranked := self.by_key.get(tokens[-1])) is not None and ranked.rank:
                # "Carvajal, a retired major general" told of the "Hugo Carvajal" named elsewhere: his rank
                # (not of "Ana Chacón de Contreras", a sergeant Contreras's wife)
                person.rank, person.unit, person.military = ranked.rank, ranked.unit, True
        person.rank = person.rank or rank
        person.unit = person.unit or unit
        person.military = person.military or military or bool(rank)
        person.office = person.office or office or known_office(person.name, short=not person.rank)
        return person

    def _by_suffix(self, key: str) -> _Person | None:
        tokens = key.split()
        if len(tokens) < 2:
            return None
        for other_key, person in self.by_key.items():
            other = other_key.split()
            if len(other) > len(tokens) and other[-len(tokens):] == tokens:
                return person
            if len(other) < len(tokens) and tokens[-len(other):] == other and len(other) >= 2:
                return person
        return None

    def _by_short_form(self, key: str) -> _Person | None:
        """"Jhonny Moncada" after "Jhonny Alexander Moncada Rivas": a first name and a first surname are
        the one person named before in full with both, if there is exactly one."""
        tokens = key.split()
        if len(tokens) >= 3:
            # ... and the other way round: "Édgar Josué Villamizar Ochoa" after a lead's "Édgar Villamizar"
            found = [p for other, p in self.by_key.items()
                     if len(other.split()) == 2 and other.split()[0] == tokens[0] and other.split()[1] in tokens[1:-1]]
            return found[0] if len(found) == 1 else None
        if len(tokens) != 2:
            return None
        found = [p for other, p in self.by_key.items()
                 if len(other.split()) >= 3 and other.split()[0] == tokens[0] and tokens[1] in other.split()[1:-1]]
        return found[0] if len(found) == 1 else None

    def _surname_alias(self, key: str, rank: str | None) -> _Person | None:
        person = self.surnames.get(key)
        return person if person is not None and rank in (None, person.rank) else None

    def _by_ranked_surname(self, key: str, rank: str | None) -> _Person | None:
        """"Sergeant Marcano" after "Sgt. José Gregorio Marcano": a rank and a surname are the one
        person of that surname and rank named before, if there is exactly one; so is the first of two
        surnames ("Lieutenant Bracho" after "Lt. Jonathan Alexis Bracho Villegas")."""
        if rank is None or " " in key:
            return None
        found = [p for other, p in self.by_key.items() if _rank_of_grade(p.rank, rank) and (
            other.split()[-1] == key or (len(other.split()) >= 3 and other.split()[-2] == key))]
        return found[0] if len(found) == 1 else None

    def named(self, actor: Actor) -> list[_Person]:
        """The people `actor` shows as they are known now."""
        names = [actor.name]
        if actor.rank and actor.name.startswith(actor.rank + " "):
            names.append(actor.name[len(actor.rank) + 1:])
        return [p for name in names for p in self.by_name.get(name, ()) if p.shows(actor)]

    def candidates(self, token: str) -> list[_Person]:
        """People a bare name can mean: the last name, or the first surname of three-part names."""
        return [self.by_key[key] for key in self.by_bare_name.get(_person_key(token), ())]


def _rank_of_grade(known: str | None, told: str) -> bool:
    """Whether a rank told with a surname fits the one a person was named with: the same, none, or its grade's plain
    form ("el sargento Peraza" after "el sargento primero Wuilmer Peraza": "Sgt." for "1st Sgt.")."""
    return known in (None, told) or known.endswith(" " + told) or told.endswith(" " + known)


def _masked(span: Span, masks: Sequence[Span]) -> bool:
    return any(s < span[1] and span[0] < e for s, e in masks)


def _unit_near(text: str, start: int, end: int) -> str | None:
    """A force named right before a name ("national guardsman Sgt. X") or in its apposition."""
    before = text[max(0, start - 30):start]
    units = [u for u in find_units(before) if before[u.end:].strip() in ("", "Sgt.", "Sgt")
             or re.fullmatch(r"\s*(?:(?i:[\w.]+)\s*){0,2}", before[u.end:])]
    if units:
        return units[-1].unit
    m = _APPOSITION_RE.match(text[end:])
    if m:
        found = find_units(m["desc"])
        return found[0].unit if found else None
    return None


# Group, individual and definite mentions end in a head noun; the last word of each head is the cue.
_GROUP_HEAD_WORDS = frozenset(h.split()[-1] for h in _GROUP_HEADS) | {"members", "miembros", "exmiembros",
                                                                      "integrantes", "exintegrantes"}


def _spellings(word: str) -> set[str]:
    """The words a head written with letter classes stands for: "capit[ãa]o" is "capitão" and "capitao"."""
    m = re.search(r"\[([^\]]+)\]", word)
    if m is None:
        return {word.replace("-?", "-")}
    return set().union(*(_spellings(word[:m.start()] + letter + word[m.end():]) for letter in m[1]))


_SINGULAR_HEAD_WORDS = frozenset().union(*(_spellings(h.split("\\s+")[-1]) for h in _SINGULAR_HEADS.split("|")))
_SINGULAR_HEAD_WORDS |= {"expolicía", "expolicia", "policía", "policia"}  # "ex-?polic[ií]a" also without the hyphen
# heads read only in their context ("O guarda", "El mayor,", "un distinguido de la GNB"), so no bare word of
# `_SINGULAR_HEADS` names them
_HEADS_IN_CONTEXT = frozenset({"guarda", "mayor", "distinguido", "mayor general"})
_SINGULAR_HEAD_WORDS |= _HEADS_IN_CONTEXT
# "otro exsargento", "tres exguardias": the "ex" Spanish writes on the head word is read as "ex-"
_SINGULAR_HEAD_WORDS |= {"ex" + word for word in _SINGULAR_HEAD_WORDS}
_GROUP_HEAD_WORDS |= {"ex" + word for word in _GROUP_HEAD_WORDS}
# "venezolanos que declararon haber pertenecido a la GNB": nationals whose service a clause after them tells, with no
# head word of a group in the sentence (`_MEMBERS_OF`)
_NATIONALS_SERVED = frozenset({"venezolanos", "venezuelanos"})
_ACTOR_CUES = Cues(
    {"rank": _RANK_NAME_RE, "identified": _IDENTIFIED_RE, "group": _GROUP_RE, "individual": _INDIVIDUAL_RE,
     "definite": _DEFINITE_RE, "pronoun": _PRONOUN_RE, "numeral": _NUMERAL_RE, "part": _PART_RE,
     "craft": _CRAFT_SUBJECT_RE, "others": _OTHERS_RE},
    needs={"group": {(w, True) for w in _GROUP_HEAD_WORDS | _NATIONALS_SERVED},
           "individual": {(w, True) for w in _SINGULAR_HEAD_WORDS | {"private"}},
           "definite": {(w, True) for w in _SINGULAR_HEAD_WORDS | _GROUP_HEAD_WORDS
                        | {"friends", "colonels", "lieutenants", "sergeants"}},
           "part": {("them", True), ("group", True), ("men", True), ("strikers", True), ("ellos", True),
                    ("deles", True), ("delas", True)},
           # (its count may be in figures, so no word it starts with is a cue: the word "others" is)
           "others": {(w, True) for w in ("otros", "otras", "outros", "outras", "others", "more")}},
    caseless=("group",),
)


class _Reading:
    """A sentence as the actor passes read it: each pattern run at most once, and only where its
    cue words are."""

    def __init__(self, text: str, mask: Sequence[Span]) -> None:
        self.text = text
        self.mask = mask
        self.found = _ACTOR_CUES.matches(text)
        self.runs = list(_RUN_RE.finditer(text))  # capitalised runs: where names may be
        # The runs split at words that are not names ("National Assembly President Juan Guaidó"
        # -> "Juan Guaidó"), each with its offset.
        self.name_runs = [(name, m.start() + offset) for m in self.runs for name, offset in _names_in_run(m.group())]


# A place or unit that bears a ranked man's name, with his rank or before it: "la Base Aérea Teniente Vicente
# Landaeta Gil", "Fuerte", "Batallón", "Aeropuerto", "Puente"; or a force's name ("la Fuerza Naval del Oriente",
# "la Fuerza Aérea del Sur"), no man's
_NAMED_AFTER = re.compile(r"\b(?:Base(?:\s+A[ée]rea|\s+Naval|\s+Militar)?|Fuerte|Forte|Fort|Batall[oó]n|Batalh[ãa]o|"
                          r"Fuerza|For[çc]a|"
                          r"Brigada|Regimiento|Grupo|Escuadr[oó]n|Aeropuerto|Aeroporto|Airport|Puente|Ponte|Bridge|"
                          r"Escuela|Academia|Liceo|Hospital|Plaza|Pra[çc]a|Avenida|Calle|Complejo|Destacamento|"
                          rf"Comando|Zona|Regi[oó]n)\s+(?:(?i:{RANK_ALT})\.?\s+)?$")


def _ranked_names(m: re.Match[str]) -> Iterator[tuple[str, str, int, int]]:
    """(rank, name, index, start) of each person a rank names: "Sgt. Jorge Torres" one, "lieutenant
    colonels Illich Sánchez and Rafael Soto" each of the two."""
    rank = _rank_before_name(m["rank"], m["names"], m.string[max(0, m.start() - 8):m.start()])
    if rank is None or _NAMED_AFTER.search(m.string, max(0, m.start() - 30), m.start()):
        return  # "la Base Aérea Teniente Vicente Landaeta Gil", "Fort General Urdaneta": a place named after a man
    plural = m["rank"].lower().endswith("s") and not m["rank"].endswith(".")
    parts = _split_names(m["names"])
    if plural:  # "los tenientes coroneles Illich Sánchez y Rafael Soto": "y" joins two people
        parts = [(piece, offset + at) for name, offset in parts for piece, at in _split_at_y(name, 1)]
    for index, (name, offset) in enumerate(parts if plural else parts[:1]):
        name = _clean_name(name)
        if name:
            yield rank, name, index, m.start("names") + offset


def _register_ranked(r: _Reading, people: _People) -> None:
    for m in r.found["rank"]:
        for rank, name, _, start in _ranked_names(m):
            if not _masked((start, start + len(name)), r.mask):  # "Col. X, Venezuela's attaché": no second colonel
                force = find_units(m["force"]) if m["force"] else []
                unit = force[0].unit if force else _unit_near(r.text, m.start(), start + len(name))
                people.add(name, rank, unit, True)


_APPOSITION_OPENS = re.compile(r"\s*,")  # how every _APPOSITION_RE match begins
# Markdown emphasis closing on a name: "- **Kelvin Rondón**, teniente del Ejército, salió"
_EMPHASIS_CLOSE = re.compile(r"(?:\*{1,2}|_{1,2})(?=\s*,)")


def _past_emphasis(text: str, end: int) -> int:
    """Where a name's apposition may open: after the Markdown emphasis that closes on the name, if any."""
    closing = _EMPHASIS_CLOSE.match(text, end)
    return closing.end() if closing else end


# A note that the name is not the man's own, between the name and what he is: "Andrés (nombre ficticio), teniente de
# la GNB", "Andrés (nombre ficticio) fue teniente", "João (nome fictício) foi sargento", "Carlos (not his real name)"
_PSEUDONYM_NOTE = re.compile(r"\s*\((?i:nombre\s+(?:ficticio|supuesto|cambiado|falso)|nome\s+(?:fict[íi]cio|trocado|falso)|"
                             r"not\s+(?:his|her)\s+real\s+name|name\s+changed|a\s+pseudonym|pseud[óô]nimo|seud[óo]nimo)\)")


def _past_pseudonym_note(text: str, end: int) -> int:
    """Where what is told of a named man may start: after the note that his name is made up, if any."""
    note = _PSEUDONYM_NOTE.match(text, end)
    return note.end() if note else end


# The description before the name: "A navy sergeant, Isaac Gonzalez, said", "Un sargento de la GNB, Luis
# Rivas, cruzó". The name must close the apposition with a comma.
_APPOSITION_BEFORE_RE = re.compile(
    rf"(?:^|(?<=[\s(“\"]))(?i:a|an|the|one|un|una|el|la|um|uma|o)\s+(?P<desc>[^,.;:\"“”]{{0,50}}?\b(?!(?i:mayors?)\b)"
    rf"(?:(?i:{RANK_ALT})|{_MILITARY_NOUN})\b[^,.;:\"“”]{{0,40}}?)\s*,\s*$")


# A description that names the person as a soldier's relative: "the wife of a former army corporal",
# "la madre de un sargento", "a mulher do cabo".
_KIN_DESCRIPTION = re.compile(r"(?:[\w-]+\s+){0,2}?(?:wife|husband|widow|mother|father|son|daughter|brother|sister|"
                              r"girlfriend|fianc[ée]e?|esposa|esposo|viuda|mujer|madre|padre|hij[oa]|herman[oa]|novia|"
                              r"mulher|marido|vi[úu]va|m[ãa]e|pai|filh[oa]|irm[ãa]o?|namorada)\s+(?:of|de|del|do|da)\b",
                              re.IGNORECASE)


def _register_appositions(r: _Reading, people: _People) -> None:
    if "," not in r.text:
        return
    for m in r.runs:
        name = _clean_name(m.group())
        end = _past_emphasis(r.text, _past_pseudonym_note(r.text, m.start() + len(name))) if name else 0
        if not name or _masked(m.span(), r.mask) or not _APPOSITION_OPENS.match(r.text, end):
            continue
        app = _APPOSITION_RE.match(r.text[end:])
        if app is None:
            app = _APPOSITION_BEFORE_RE.search(r.text, max(0, m.start() - 100), m.start())
            if app is None or len(name.split()) < 2:
                continue
        desc = app["desc"]
        if _KIN_DESCRIPTION.match(desc):  # "Yelitza, 27, the wife of a former army corporal": his rank, not hers
            people.add(name)
            continue
        ranks = _ranks_in(desc)
        units = find_units(desc)
        single = len(name.split()) == 1
        if single and _is_stop(name):
            continue
        people.add(name, ranks[0] if ranks else None, units[0].unit if units else None, True)
        if single and ranks:
            people.apposed.add(_person_key(name))


# A rank told as what a named man was, with no article: "Pernía era capitán de un batallón", "Chourio era sargento
# segundo en un puesto de la GNB", "Salcedo foi sargento da Guarda Nacional" (Spanish and Portuguese leave it out),
# also past his age: "Guzmán, de 26 años, era cabo primero", "Lima, 31 anos, foi sargento"
_PREDICATE_RANK_RE = re.compile(
    r"(?:\s*,\s*(?:de\s+)?\d{1,2}(?:\s+(?:años|anos))?\s*,)?"  # (an age between: "Guzmán, de 26 años, era cabo")
    r"\s+(?:era|fue|es|foi|[ée])\s+(?P<desc>(?:sargento|cabo|teniente|subteniente|tenente|capit[aá]n|capit[ãa]o|coronel|"
    r"alf[eé]rez|soldado|marinero|marinheiro)\b[^,.;:\"“”]{0,60})")


def _register_predicates(r: _Reading, people: _People) -> None:
    """A named man told to be a rank ("Pernía era capitán del Ejército") serves in the forces, with that rank."""
    if " era " not in r.text and " fue " not in r.text and " foi " not in r.text \
            and " es " not in r.text and " é " not in r.text:
        return
    for m in r.runs:
        name = _clean_name(m.group())
        pred = _PREDICATE_RANK_RE.match(r.text, _past_pseudonym_note(r.text, m.start() + len(name))) if name else None
        if pred is None or _masked(m.span(), r.mask) or (len(name.split()) == 1 and _is_stop(name)):
            continue
        units = find_units(pred["desc"])
        rank, unit = normalise_rank(pred["desc"].split()[0]), units[0].unit if units else None
        named = _one_man(people.candidates(name)) if len(name.split()) == 1 else []
        for person in named:  # "Pernía" for the "Luis Alberto Pernía (Quintero)" named before
            person.rank, person.unit, person.military = person.rank or rank, person.unit or unit, True
        if not named:
            people.add(name, rank, unit, True)


def _one_man(people: list[_Person]) -> list[_Person]:
    """The people a bare name may mean when they are one man named in full and without his last surname
    ("Luis Alberto Pernía", "Luis Alberto Pernía Quintero"); none when they are two men."""
    longest = max((p.name.split() for p in people), key=len, default=[])
    return people if all(longest[:len(p.name.split())] == p.name.split() for p in people) else []


# The rank of the description a name is told of: "a National Guard lieutenant identified as X", "un sargento segundo de
# 31 años identificado como X" (in the clause before the participle; "the wife of a sergeant" is not his rank)
_DESCRIBED_RANK = re.compile(rf"(?<![\w.])(?i:a|an|the|one|un|una|el|la|um|uma|o)\s+(?P<desc>[^,.;:\"“”()]{{0,40}}?)"
                             rf"\s+(?:(?:de\s+)?\d{{1,2}}\s+(?:years?|años|anos)(?:\s+old)?\s+)?$")


def _rank_described_before(before: str) -> str | None:
    """The rank of the description right before "identified as" (none for a kinswoman's or a civilian's)."""
    m = _DESCRIBED_RANK.search(before)
    if m is None or _KIN_DESCRIPTION.search(m["desc"]):
        return None
    ranks = _ranks_in(m["desc"])
    return ranks[-1] if ranks else None


_MILITARY_CUE = re.compile(r"(?i:guardsman|soldier|veteran|sergeant|officer|militar|oficial|soldado|sargento|teniente|tenente)")


# Where a clause opens on its subject, and a lower-case word after a surname: "Duque said", "; Maduro calificó"
_SUBJECT_OPENING = re.compile(r"(?:^|[,;:]|[.!?][\"”’]?)\s*$")
_VERB_NEXT = re.compile(r"\s+(?:(?:on|last|this|el|este|esta|na|no|nesta|neste)\s+[\w-]+\s+(?:\(\d{1,2}\)\s+)?)?"
                        r"(?:said|says|told|announced|accused|denounced|insisted|warned|added|declared|"
                        r"(?:dij|afirm|asegur|declar|anunci|denunci|calific|acus|advirti|insist|tild|reiter|sostuv|explic)\w*|"
                        r"(?:diss|afirm|declar|anunci|denunci|chamou|acus|alert|insist|reiter|explic)\w*)\b", re.IGNORECASE)


def _register_named(r: _Reading, people: _People) -> None:
    text = r.text
    for m in r.found["identified"]:
        name = m["name"]
        if not _is_stop(name) and not _masked(m.span("name"), r.mask):
            before = text[max(0, m.start() - 60):m.start()]
            units = find_units(before)
            rank = _rank_described_before(before)
            if rank is not None:  # "a lieutenant identified as Rubén Darío Colmenares": the man named in full
                name = next((run for run, start in r.name_runs if start == m.start("name")), name)
            people.add(name, rank, unit=units[-1].unit if units else None,
                       military=bool(rank or _MILITARY_CUE.search(before)))
    for name, start in r.name_runs:
        # (one word only for an office holder stories name by surname alone as the subject: "Duque said", "On Monday,
        # Maduro calificó"; not "desconoció a Maduro", "Maduro's government")
        if (len(name.split()) >= 2 or " ".join(fold(name).split()) in KNOWN_SHORT_OFFICES
                and _SUBJECT_OPENING.search(text, 0, start) and _VERB_NEXT.match(text, start + len(name))) \
                and not _masked((start, start + len(name)), r.mask) and not _named_place(text, start, start + len(name)):
            military = bool(_MILITARY_BEFORE.search(text, max(0, start - 40), start))
            people.add(name, military=military, office=office_near(text, start, start + len(name)))


# "el municipio Rafael Urdaneta", "the Antonio Rómulo Costa municipality": a place named after a person
_PLACE_NOUN_BEFORE = gated(re.compile(r"\b(?i:municipio|munic[ií]pio|municipality\s+of|parroquia|parish\s+of|estado|"
                                r"state\s+of|distrito|district\s+of|avenida|avenue|calle|bairro)\s+(?:(?i:de|del)\s+)?$"))
_PLACE_NOUN_AFTER = re.compile(r"\s+(?i:municipality|parish|state|district|avenue)\b")


def _named_place(text: str, start: int, end: int) -> bool:
    return bool(_PLACE_NOUN_BEFORE.search(text, max(0, start - 30), start) or _PLACE_NOUN_AFTER.match(text, end)
                or _NAMED_AFTER.search(text, max(0, start - 50), start))


# "el exmilitar Juan Pérez", "el desertor venezolano José Rivas": a soldier named by what he is
_MILITARY_BEFORE = re.compile(r"\b(?i:el|la|del|al)\s+(?:ex-?)?(?:militar|desertor|efectivo|uniformado|oficial|"
                              r"guardia\s+nacional)(?:\s+(?:venezolan[oa]|retirad[oa]|activ[oa]))?\s+$")


_NAME_OR_PARTICLE = re.compile(rf"{NAME_TOKEN}|{PARTICLE}")
_NAME_TOKEN_RE = re.compile(NAME_TOKEN)


@lru_cache(maxsize=4096)
def _names_in_run(run: str) -> tuple[tuple[str, int], ...]:
    """The names in a capitalised run, each with its offset in the run."""
    names: list[tuple[str, int]] = []
    current: list[re.Match[str]] = []
    for tm in _NAME_OR_PARTICLE.finditer(run):
        word = tm.group()
        if word[0].isupper() and not _is_stop(word):
            current.append(tm)
            continue
        if word[0].islower() and current:
            current.append(tm)
            continue
        names.extend(_run_text(run, current))
        current = []
    names.extend(_run_text(run, current))
    return tuple(names)


def _run_text(run: str, tokens: list[re.Match[str]]) -> list[tuple[str, int]]:
    while tokens and tokens[-1].group()[0].islower():
        tokens = tokens[:-1]
    if not tokens:
        return []
    start, end = tokens[0].start(), tokens[-1].end()
    return [(name, start + at) for name, at in _split_at_y(run[start:end], 2)]


_Y = re.compile(r"\s+y\s+")


def _split_at_y(name: str, least: int) -> list[tuple[str, int]]:
    """"Illich Sánchez y Rafael Soto" -> two names, with their offsets, when each side of "y" has at
    least `least` words; "Juan Mora y Rodríguez" stays one (a "y" between surnames)."""
    m = _Y.search(name)
    if m is None or min(len(name[:m.start()].split()), len(name[m.end():].split())) < least:
        return [(name, 0)]
    return [(name[:m.start()], 0), *((rest, m.end() + at) for rest, at in _split_at_y(name[m.end():], least))]


@lru_cache(maxsize=4096)
def _name_tokens(run: str) -> tuple[tuple[str, int, int], ...]:
    """The words of a capitalised run that may be a bare surname, with their offsets in the run."""
    return tuple((tm.group(), tm.start(), tm.end()) for tm in _NAME_TOKEN_RE.finditer(run) if not _is_stop(tm.group()))


def _collect_people(readings: Sequence[_Reading]) -> _People:
    people = _People()
    for r in readings:
        _register_ranked(r, people)
    for r in readings:
        _register_appositions(r, people)
    for r in readings:
        _register_named(r, people)
    for r in readings:
        _register_predicates(r, people)
    return people


# ---------------------------------------------------------------------------- mentions in a sentence

@dataclass(frozen=True)
class _Raw:
    start: int
    end: int
    kind: str  # person, bare, group, individual, definite, pronoun
    payload: object = None


def _spans_free(taken: list[Span], start: int, end: int) -> bool:
    return all(end <= s or e <= start for s, e in taken)


def _raw_mentions(r: _Reading, people: _People, answering: bool = False) -> list[_Raw]:
    found: list[_Raw] = []
    taken: list[Span] = []

    def take(start: int, end: int, kind: str, payload: object = None) -> None:
        named = kind in ("person", "bare")  # a place name is never a person's; a group may hold one
        if end > start and _spans_free(taken, start, end) and not (named and _masked((start, end), r.mask)):
            taken.append((start, end))
            found.append(_Raw(start, end, kind, payload))

    for m in r.found["rank"]:
        for _, name, index, start in _ranked_names(m):
            take(m.start() if index == 0 else start, start + len(name), "person", name)
    for m in r.found["identified"]:
        if _person_key(m["name"]) in people.by_key:
            take(m.start("name"), m.end("name"), "person", m["name"])
    for name, start in r.name_runs:
        key = _person_key(name)
        if len(name.split()) >= 2 and (key in people.by_key or people._by_suffix(key) or people._by_short_form(key)):
            take(start, start + len(name), "person", name)
    for m in r.runs:
        for token, start, end in _name_tokens(m.group()):
            if people.candidates(token):
                take(m.start() + start, m.start() + end, "bare", token)
    for m in r.found["group"]:
        _take_group(m, take)
    for m in r.found["individual"]:
        if m["head"].lower() in ("major", "general") and not find_units(m["mods"]) \
                and not _RANK_SURE.search(m.group()) and not _RANK_NOUN_AFTER.match(r.text, m.end()):
            continue  # "a major factor"; but "a Venezuelan army major"
        take(m.start(), m.end(), "individual", m)
    for m in _KIN_APPOSED_RANK_RE.finditer(r.text) if ", " in r.text else ():
        take(m.start("head"), m.end(), "individual", m)
    if "ormer" in r.text or "chief" in r.text or "ex-" in r.text:
        for m in _DESCRIBED_RE.finditer(r.text):
            take(m.start(), m.end(), "described", m)
    for m in r.found["definite"]:
        take(m.start(), m.end(), "definite", m)
    for m in r.found["pronoun"]:
        word = m["p"].lower()
        take(m.start(), m.end(), "pronoun", _PORTUGUESE_PRONOUNS.get(word, word))
    for m in FIRST_PERSON_VERB.finditer(r.text) if answering or _QUOTE_MARK.search(r.text) else ():
        take(m.start(), m.end(), "pronoun", "we" if m["plural"] else "i")  # "crucé", "pedimos": the speaker
    for m in _ANSWERING_OBJECT.finditer(r.text) if answering else ():
        take(m.start(), m.end(), "pronoun", "we" if m.group().lower() == "nos" else "i")  # "la policía nos detuvo"
    for m in r.found["part"]:  # "Four of the group" before its "group"
        take(m.start(), m.end(), "pronoun", "they")
    for m in r.found["craft"]:  # "The pirogue came ashore": those aboard
        take(m.start(), m.end(), "pronoun", "they")
    for m in r.found["numeral"]:
        number = m["n"] or m["es"] or m["pt"]
        pair = number is not None and parse_count(number) == 2  # "the two", "los dos", "os dois"
        take(m.start(), m.end(), "pronoun", "ambas" if m.group().lower() == "ambas" else "the two" if pair else "they")
    for m in r.found["others"]:  # "Otros tres fueron capturados": a new group, after "otros tres soldados"
        take(m.start(), m.end(), "others", m)
    return sorted(found, key=lambda raw: raw.start)


# "un general retirado", "a retired general": a rank, where "a general strike" is none
_RANK_SURE = re.compile(r"^(?i:un|otro|um|outro)\s|\b(?i:retired|former|rebel|dissident|renegade|jailed|detained)\s", re.ASCII)
# "arrested a major in Táriba", "a major and a colonel": the rank, where "a major city" is none
_RANK_NOUN_AFTER = re.compile(r"\s*[,;]|\s+(?:and|or|in|at|from|who|was|were|"
                              # "a major deserted and fled": what the man did, right after his rank
                              r"deserted|defected|fled|crossed|escaped|abandoned|swam|waded|surrendered|rebelled|"
                              r"sought|requested|arrived|landed|disowned|denounced|told|said)\b")
_BARE_SUBJECT_HEADS = frozenset({"troops", "soldiers", "guardsmen", "guards", "deserters", "defectors",
                                 # Spanish puts the adjective after: "efectivos militares abrieron fuego"
                                 "efectivos", "militares", "soldados", "guardias", "uniformados", "funcionarios",
                                 "desertores", "exmilitares", "colectivos", "colectivos armados", "guardas", "policiais"})
# Heads that stand bare only opening a sentence or a reported clause ("Sailors from the navy arrived", "said
# marineros had landed"), not after "and" in a list ("guardsmen and sailors"), which names one group.
_BARE_OPENING_HEADS = frozenset({"sailors", "seamen", "marines", "servicemen", "conscripts", "recruits", "officers",
                                 "marineros", "marinos", "reclutas", "oficiales", "marinheiros"})
_REPORTS = r"said|says|confirmed|confirms|reported|reports|added|claimed|claims"  # "said (that) soldiers had deserted"
_SENTENCE_OR_REPORT_OPENS = re.compile(rf"(?:^|\b(?i:that|que|{_REPORTS}))\s*$")
_WHO_AFTER = re.compile(r"\s+who\b")
# "Os outros dois são soldados do Exército que atravessaram": the men told before, named by what they are
_PLURAL_COPULA_BEFORE = re.compile(r"\b(?i:are|were|son|eran|fueron|s[ãa]o|eram|foram)\s+$")
_WHO_NEXT = re.compile(r"[^,.;:()\"“”—–]{0,60}?\s(?i:who|que|quienes)\s")
# "Both were sailors on a patrol boat", "Ambos eran sargentos de la GNB", "Os dois eram cabos do Exército": a
# sentence or clause that opens by telling what the men told before were names them by that rank or service
_THE_MEN_WERE = re.compile(r"(?:^|[.!?;,]\s+)\W*(?:(?:both|they|the\s+(?:two|three|four)|ambos|ambas|l[oa]s\s+(?:dos|tres|cuatro)|"
                           r"os\s+(?:dois|tr[êe]s|quatro)|as\s+duas|eles|elas)\s+)?(?:were|eran|fueron|eram|foram)\s+$",
                           re.IGNORECASE)
# a reported clause opens too
_CLAUSE_OPENS = re.compile(r"(?:^|[,;:—–]|\b(?i:and|but|when|as|after|while|because|where|then|that|since|until|once|"
                           rf"{_REPORTS}|"
                           r"que|y|pero|cuando|mientras|donde|e|mas|quando|enquanto|onde)(?:\s+(?i:el|la)\s+(?i:lunes|martes|miércoles|"
                           r"jueves|viernes|sábado|domingo))?)\s*$")
_ENDS_WITH_THE = re.compile(r"\b(?i:the|these|those)\s+$")
# "Los hombres fueron trasladados", "Os homens foram levados": the men, named as a group a sentence opens on
_ROMANCE_THE_MEN = re.compile(r"(?:^|[.;:]\s+|\b(?:y|e)\s+)(?:Los|los|Os|os|Estos|estos|Estes|estes|Esos|esos|Esses|esses)\s+$")
_ENDS_WITH_POSSESSIVE = re.compile(r"\b(?i:their|his|her)\s+$")
# "The detainees were flown to Caracas", "Los detenidos fueron trasladados", "Os detidos foram levados": the men held,
# told before, as the subject of what was done to them next (not "In most cases the detainees were held", a habit)
_HELD_HEADS = frozenset({"detainees", "prisoners", "detenidos", "presos", "detidos"})
_THE_HELD_OPEN = re.compile(r"(?:^|[.;:]\s+|\b(?:and|y|e)\s+)(?:The|the|Los|los|Las|las|Os|os|As|as)\s+$")
_HELD_WERE = re.compile(r"\s+(?:were|have\s+been|had\s+been|fueron|han\s+sido|hab[ií]an\s+sido|foram|t[êe]m\s+sido|"
                        r"tinham\s+sido)\b")


# Portuguese words a "dos" ("of the") follows: "a maioria dos soldados", "um dos sargentos", "familiares dos
# militares"; Spanish writes "de los" there, and its "dos" is two
_PORTUGUESE_PART_OF = re.compile(r"\b(?:um|uma|maioria|parte|metade|grupo|nenhum|nenhuma|cada|alguns|algumas|muitos|"
                                 r"v[áa]rios|fam[íi]lias?|familiares|parentes|m[ãa]es|esposas|filhos|nomes|"
                                 r"dezenas|centenas|milhares)\s+$", re.IGNORECASE)


# A month before a number: "On March 9 guards fired", "On April 30 soldiers joined": the day, not a count
_MONTH_BEFORE = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
                           r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+$")


def _take_group(m: re.Match[str], take) -> None:
    quant = (m["quant"] or "").strip().lower()
    if quant.isdigit() and int(quant) <= 31 and _MONTH_BEFORE.search(m.string, max(0, m.start() - 12), m.start()) \
            and (rest := _GROUP_RE.match(m.string, m.start("mods"))) is not None:
        take(rest.start(), rest.end(), "group", (rest, False))  # the date opens the clause, as "On Tuesday" would
        return
    head = " ".join(m["head"].lower().split())
    mods = (m["mods"] or "").strip()
    before = m.string[:m.start()]
    definite = quant.startswith("both") or bool(_ENDS_WITH_THE.search(before, last_words_start(before, 1)))
    if head in ("families", "relatives") and _ENDS_WITH_POSSESSIVE.search(before, last_words_start(before, 1)):
        take(m.start(), m.end(), "group", (m, False))
        return
    if head in ("men", "women", "people", "families", "relatives") and not quant and not definite:
        return
    if head in _HELD_HEADS and not quant and not mods and _THE_HELD_OPEN.search(before) \
            and _HELD_WERE.match(m.string, m.end()):
        take(m.start(), m.end(), "group", (m, True))  # "Los detenidos fueron trasladados": the men held before
        return
    if head in ("hombres", "homens") and parse_count(quant) is None:
        if not quant and _ROMANCE_THE_MEN.search(before) and not m.string.startswith(",", m.end()):
            take(m.start(), m.end(), "group", (m, True))  # "Los hombres fueron trasladados": the men told before
        return  # else only counted: "detiene a cuatro hombres", not "Los hombres, en su mayoría" or "un grupo de hombres"
    if not quant and not mods and head not in _CIVIL_HEADS and not (
            head in _BARE_SUBJECT_HEADS and (_CLAUSE_OPENS.search(before[-40:]) or _WHO_AFTER.match(m.string, m.end())
                                             or _PLURAL_COPULA_BEFORE.search(before[-20:])
                                             and _WHO_NEXT.match(m.string, m.end()))) \
            and not (head in _BARE_OPENING_HEADS and _SENTENCE_OR_REPORT_OPENS.search(before[-40:])) \
            and not (_GROUP_HEADS.get(head) in _MILITARY_HEADS and _THE_MEN_WERE.search(before[-40:])):
        return  # a bare "troops" opens a clause ("Troops loyal to Maduro fired") or a relative ("guards who")
    if quant in ("some", "many", "other", "all", "some of") and not mods:
        return  # "some deserters have moved on", "many soldiers have fled": a tally, not a group that acted
    if quant in ("several", "a few") and head in ("men", "women", "people", "families", "relatives"):
        return  # "knocking several people to the ground": bystanders, not actors
    take(m.start(), m.end(), "group", (m, definite))


# "three of his men", "two of the captain's men": a commander's men are his soldiers
_SOMEONES = re.compile(r"\bof\s+(?:his|her|their|\w[\w-]*['’]s)\s*$", re.IGNORECASE)
_UNIFORMED = re.compile(r"\b(?:uniformed|active-duty)\b", re.IGNORECASE)
# "tres hombres con el uniforme verde oliva de la GNB", "two men in army uniform", "homens com a farda do Exército":
# men told by the uniform of a force they wear are its members (a force must be named: not "in civilian clothes")
_IN_FORCE_UNIFORM = re.compile(
    r"\s*,?\s+(?:in|wearing|dressed\s+in|con|vestidos\s+con|de|com|vestidos\s+com|usando)\s+(?:the\s+|an?\s+|el\s+|la\s+|"
    r"los\s+|sus?\s+|o\s+|a\s+|os\s+|as\s+|seus?\s+|suas?\s+)?(?:(?:military|army|militar(?:es)?|camouflage)\s+)?"
    r"(?:uniforms?|uniformes?|fardas?|fardamentos?)\b[^.;:]{0,60}", re.IGNORECASE)
_FORCE_NAMED = re.compile(r"\b(?:military|army|national\s+guard|navy|militar(?:es)?|gnb|fanb|guardia\s+nacional|"
                          r"ej[ée]rcito|ex[ée]rcito|armada|marinha|guarda\s+nacional|camouflage|camuflad[oa]s?)\b",
                          re.IGNORECASE)


def _in_force_uniform(m: re.Match[str]) -> bool:
    """"Tres hombres con el uniforme verde oliva de la GNB": the men wear a named force's uniform."""
    worn = _IN_FORCE_UNIFORM.match(m.string, m.end())
    return worn is not None and _FORCE_NAMED.search(worn.group()) is not None


def _group_actor(m: re.Match[str]) -> Actor:
    surface = " ".join(m.group().split())
    surface = re.sub(r"^(?i:the|these|those)\s+", "", surface)
    head_key = " ".join(m["head"].lower().split())
    canonical = _GROUP_HEADS.get(head_key, "troops" if head_key.startswith(("members", "miembros", "integrantes", "membros"))
                                 or _WERE_MEMBERS_AFTER.match(m.string, m.end()) else head_key)
    if _SAY_THEY_ARE_AFTER.match(m.string, m.end()):
        canonical = "troops"
    units = find_units(m.group())
    count = parse_count(m["quant"]) if m["quant"] else None
    if count == 2 and m["quant"].strip().lower() in ("dos", "das") and _PORTUGUESE_PART_OF.search(m.string, 0, m.start()):
        count = None  # "a maioria dos soldados", "um dos sargentos": Portuguese "of the", not "two"
    military = canonical in _MILITARY_HEADS or bool(units) or "military" in surface.lower() \
        or _UNIFORMED.search(m["mods"]) is not None \
        or (canonical == "men" and _SOMEONES.search(m["quant"] or "") is not None) \
        or (canonical == "men" and _in_force_uniform(m))  # "1,400 uniformed Venezuelans", "his men", "men in uniform"
    if surface[:1].isupper() and (m["quant"] or surface.split()[0].lower() in _GROUP_HEADS):
        first, _, rest = surface.partition(" ")  # "Three soldiers" opening a sentence is "three soldiers"; so is
        # a wire's upper-case lead word, "THREE Venezuelan soldiers" (not "tHREE")
        surface = (first.lower() if first.isupper() and len(first) > 1 else first[0].lower() + first[1:]) \
            + (" " + rest if rest else "")
    return Actor(surface, "group", None, units[0].unit if units else None, count, military)


def _individual_actor(m: re.Match[str]) -> Actor:
    mods = " ".join(m["mods"].split())
    head = " ".join(m["head"].split()).lower()
    surface = f"{'an' if (mods or head)[:1].lower() in 'aeiou' else 'a'} {mods + ' ' if mods else ''}{head}"
    units = find_units(m.group())
    rank = _rank_for(head) or _rank_for(re.sub(r"^ex-?", "", head))  # "un excabo": a corporal once
    return Actor(surface, "individual", rank, units[0].unit if units else None, None, True)


# ---------------------------------------------------------------------------- offices and institutions

# Public offices: who speaks for a government, an agency, an armed force or a political camp.
_OFFICE = (r"(?:vice[- ]?)?president|prime\s+minister|minister|secretary|director|head|chief|"
           r"spokes(?:man|woman|person)|governor|mayor|ambassador|envoy|advis[eo]r|attorney\s+general|"
           r"prosecutor|commander|leader|(?:vice)?presidente|ministr[oa]|canciller|directora?|gerente|jef[ea]|"
           r"gobernador(?:a)?|alcalde(?:sa)?|embajador(?:a)?|vocer[oa]|portavoz|comandante|fiscal|"
           r"defensor(?:a)?\s+del\s+pueblo|l[ií]der|"
           # "el subsecretario de Migración", "el viceministro", "o secretário-executivo", "o governador"
           r"(?:sub|vice)?secretari[oa]|(?:sub|vice)?secret[áa]ri[oa](?:-(?:executiv[oa]|geral))?|viceministr[oa]|"
           r"governador(?:a)?|diretor(?:a)?|porta-voz|prefeit[oa]")
# "Defense Minister Vladimir Padrino", "Venezuelan President Nicolás Maduro"
_OFFICE_BEFORE = gated(re.compile(rf"\b(?P<office>(?i:{_OFFICE}))\s+$"))
# "El ministro de la Defensa, Vladimir Padrino López", "Migración Colombia's director, Christian Krüger"
_OFFICE_LEFT_APPOSITION = gated(re.compile(
    rf"(?:^|[;(]\s*|\b(?i:the|el|la|its|his|her|their)\s+|['’]s\s+)(?:[\w'’-]+\s+){{0,3}}?"
    rf"(?P<office>(?i:{_OFFICE}))\b[^,;:.()“”\"]{{0,60}},\s*$"))
# "Christian Kruger, director of Migracion Colombia", "John Bolton, the U.S. national security adviser"
_OFFICE_RIGHT_APPOSITION = re.compile(
    rf"\s*,\s*(?:(?i:the|a|an|el|la|its|his|her|former|then)\s+)?(?:[^,;:()“”\"]{{0,50}}?\s)?"
    rf"(?P<office>(?i:{_OFFICE}))\b(?!['’-])")


# Office holders of the 2019 crisis whom stories name without their office ("Maduro announced"): full
# name -> (office, the country they speak for, the surnames stories use alone). One table for both.
HOLDERS: dict[str, tuple[str | None, str, tuple[str, ...]]] = {
    "nicolas maduro": ("president", "VE", ("maduro",)),
    "juan guaido": ("interim president", "VE", ("guaido",)),
    "vladimir padrino": ("defense minister", "VE", ("padrino",)),
    "vladimir padrino lopez": ("defense minister", "VE", ("padrino lopez",)),
    "diosdado cabello": ("constituent assembly president", "VE", ("cabello",)),
    "jorge arreaza": ("foreign minister", "VE", ("arreaza",)),
    "delcy rodriguez": ("vice president", "VE", ()),
    "tarek william saab": ("attorney general", "VE", ()),
    "remigio ceballos": ("strategic operational commander", "VE", ()),
    # (and the ministers and commanders 2019 stories quote by name alone)
    "nestor reverol": ("interior minister", "VE", ("reverol",)),
    "tareck el aissami": ("vice president", "VE", ("el aissami",)),
    "freddy bernal": ("protector of tachira", "VE", ()),
    "ivan hernandez dala": ("dgcim director", "VE", ("hernandez dala",)),
    "gustavo gonzalez lopez": ("sebin director", "VE", ()),
    "laidy gomez": ("governor of tachira", "VE", ()),
    "carlos vecchio": ("opposition envoy", "VE", ("vecchio",)),
    "jair bolsonaro": ("president", "BR", ("bolsonaro",)),
    "fernando azevedo e silva": ("defense minister", "BR", ("azevedo e silva",)),
    "fernando azevedo": ("defense minister", "BR", ()),
    "sergio moro": ("justice minister", "BR", ()),
    "augusto heleno": ("institutional security minister", "BR", ()),
    "otavio rego barros": ("presidential spokesman", "BR", ("rego barros",)),
    "hamilton mourao": ("vice president", "BR", ("mourao",)),
    "ernesto araujo": ("foreign minister", "BR", ()),
    "ivan duque": ("president", "CO", ("duque",)),
    "carlos holmes trujillo": ("foreign minister", "CO", ("holmes trujillo",)),
    "christian kruger": ("migration director", "CO", ("kruger",)),
    "felipe munoz": ("border manager", "CO", ()),
    "marta lucia ramirez": ("vice president", "CO", ()),
    "guillermo botero": ("defense minister", "CO", ()),
    "nancy patricia gutierrez": ("interior minister", "CO", ()),
    "donald trump": ("president", "US", ("trump",)),
    "mike pence": ("vice president", "US", ()),
    "mike pompeo": ("secretary of state", "US", ("pompeo",)),
    "john bolton": ("national security adviser", "US", ("bolton",)),
    "elliott abrams": ("envoy", "US", ("abrams",)),
    "leopoldo lopez": ("opposition leader", "VE", ()),
    "julio borges": ("opposition envoy", "VE", ()),
    "jorge rodriguez": (None, "VE", ()),
    "lenin moreno": (None, "EC", ()),
    "maria paula romo": ("interior minister", "EC", ()),
    "rodrigo ubilla": ("interior undersecretary", "CL", ()),
    "martin vizcarra": (None, "PE", ("vizcarra",)),
    "sebastian pinera": (None, "CL", ("pinera",)),
    "juan carlos varela": (None, "PA", ()),
    "keith rowley": (None, "TT", ()),
    "stuart young": (None, "TT", ()),
}
KNOWN_OFFICES = {name: office for name, (office, _, _) in HOLDERS.items() if office}
# The country each holder speaks for, by full name or the surname stories use alone.
KNOWN_COUNTRIES = {key: code for name, (_, code, short) in HOLDERS.items() for key in (name, *short)}


# The offices of the surnames stories use alone ("Padrino López dijo", "Duque said")
KNOWN_SHORT_OFFICES = {short: office for name, (office, _, shorts) in HOLDERS.items() if office for short in shorts}


def known_office(name: str, short: bool = False) -> str | None:
    """The office of a well-known office holder of the crisis, by their name without rank (or, with
    `short`, by the surname stories use alone)."""
    key = " ".join(fold(name).split())
    return KNOWN_OFFICES.get(key) or (KNOWN_SHORT_OFFICES.get(key) if short else None)


def office_near(text: str, start: int, end: int) -> str | None:
    """The public office `text` gives the name at start..end, right before it or in an apposition."""
    before = text[max(0, start - 90):start]
    for pattern in (_OFFICE_BEFORE, _OFFICE_LEFT_APPOSITION):
        m = pattern.search(before)
        if m:
            return " ".join(m["office"].split()).lower()
    m = _OFFICE_RIGHT_APPOSITION.match(text, end)
    return " ".join(m["office"].split()).lower() if m else None


_STATE_OWNER = (r"(?:(?i:venezuelan|colombian|brazilian|u\.s\.|us|american|spanish|chilean|peruvian|ecuadorean|"
                r"panamanian|cuban|russian)\s+|[A-Z][\w.]+(?:\s+[A-Z][\w.]+)?['’]s\s+)")
_BODY = (r"government|administration|(?:foreign|defen[cs]e|interior)\s+ministry|ministry\s+of\s+(?:the\s+)?[A-Z]?[\w]+"
         r"(?:\s+affairs)?|(?:military\s+|army\s+|navy\s+|air\s+force\s+|armed\s+forces['’]?\s+)?high\s+command|"
         r"foreign\s+office|state\s+department|treasury\s+department|justice\s+department|white\s+house|"
         r"supreme\s+court|(?:migration|immigration)\s+(?:agency|authority|office)|presidency")
_INSTITUTION_RE = gated(re.compile(
    rf"\b(?:(?i:the)\s+)?(?:{_STATE_OWNER})?(?i:{_BODY})\b(?:\s+of\s+(?:President\s+)?{PERSON})?"
    rf"|\bMigraci[oó]n\s+Colombia\b|\bItamaraty\b"
    rf"|\b(?i:el|la)\s+(?:Gobierno(?:\s+(?:nacional|colombiano|venezolano|brasileño|de\s+{PERSON}))?|Cancillería|"
    rf"Ministerio\s+(?:de\s+la\s+|del\s+|de\s+)?[A-Z]\w+|Alto\s+Mando(?:\s+Militar)?|Defensoría\s+del\s+Pueblo|"
    rf"Gerencia\s+de\s+Frontera|Fiscalía(?:\s+General)?|Comisión\s+Interamericana\s+de\s+Derechos\s+Humanos|"
    rf"Tribunal\s+Supremo\s+de\s+Justicia)\b"
    # "o Ministério da Justiça", "o Governo brasileiro", "o Comando Militar da Amazônia": the same in Portuguese
    rf"|\b(?i:o)\s+(?:Governo(?:\s+(?:federal|brasileiro|venezuelano|colombiano|de\s+{PERSON}))?|"
    rf"Minist[ée]rio\s+(?:da\s+|do\s+|das\s+|dos\s+)?[A-Z]\w+|Comando\s+Militar\s+d[ao]\s+[A-Z]\w+)\b"))


@dataclass(frozen=True)
class InstitutionMention:
    """A government, ministry, command or agency named in a sentence: who may speak for a state."""

    start: int
    end: int
    actor: Actor


def find_institutions(text: str) -> list[InstitutionMention]:
    """Governments, ministries, high commands and state agencies named in `text` ("the Venezuelan
    foreign ministry", "Maduro's government", "Migración Colombia", "el Gobierno nacional")."""
    found = []
    for m in _INSTITUTION_RE.finditer(text):
        surface = " ".join(m.group().split())
        name = re.sub(r"^(?i:the|el|la|o)\s+", "", surface)
        found.append(InstitutionMention(m.start(), m.end(), Actor(name, "institution")))
    return found


def is_subject_at(text: str, start: int) -> bool:
    """Whether a mention at `start` reads as a subject, not the object of a preposition or verb."""
    return _role(text, start) == "subject"


# ---------------------------------------------------------------------------- coreference

@dataclass
class _State:
    """What pronouns and descriptions can point back to."""

    singulars: list[Actor] = field(default_factory=list)
    plurals: list[tuple[Actor, ...]] = field(default_factory=list)
    focus: Actor | None = None
    speaker: Actor | None = None
    sources: set[str] = field(default_factory=set)  # groups only quoted ("three defectors said")
    interviewee: Actor | None = None  # who answers, in a question-and-answer interview, once a question was put
    asked: bool = False
    heading_asked: bool = False  # a question set as a subhead was put, and its answer has not begun


_QUOTE_MARK = re.compile('[“”"]')


def quote_spans(text: str, opened: bool) -> tuple[list[Span], bool]:
    """Quoted stretches of a sentence; `opened` says a quote runs on from the previous sentence."""
    spans, start = [], 0 if opened else None
    for m in _QUOTE_MARK.finditer(text):
        i, ch = m.start(), m.group()
        if ch == "“" or (ch == '"' and start is None):
            if start is None:
                start = i
        elif start is not None:
            spans.append((start, i + 1))
            start = None
    if start is not None:
        spans.append((start, len(text)))
    return spans, start is not None


def _inside(spans: Sequence[Span], pos: int) -> bool:
    return any(s <= pos < e for s, e in spans)


_PARTITIVE = gated(re.compile(r"\b(?i:most|some|many|all|several|none|one|two|three|few|each|both|dozens|hundreds|"
                        r"thousands|scores|half|among)\s+of\s+(?:the\s+|these\s+|those\s+)?$"))


_MONTH_OR_DAY = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|"
                 r"may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|"
                 r"oct|nov|dec)\.?")
# A clause that opens with a time phrase and no comma: "On Tuesday", "Early on Feb. 23", "In 2019",
# "Late Saturday night", "Last week". What follows is the subject, not the preposition's object.
_WHEN_OPENS = re.compile(
    r"(?:^|[.;:]\s+|,\s+(?i:and|but)\s+|\b(?i:and|but|then)\s+)\W*"
    r"(?i:(?:early|late|later)\s+)?(?i:(?:on|in|at|by|during|last|this|that|next)\s+)?(?i:the\s+)?"
    r"(?i:(?:early|late)\s+)?"
    r"(?i:(?:\d{1,2}\s+)?" + _MONTH_OR_DAY + r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?"
    r"(?:\s+(?:morning|afternoon|evening|night))?|\d{4}|morning|afternoon|evening|night|weekend|week|month|year)"
    r"(?:\s+(?i:the))?\s*$")  # "On 9 May the five were flown": day first, then the subject's article


def _role(text: str, start: int) -> str:
    before = text[max(0, start - 60):start]
    if _PARTITIVE.search(before, last_words_start(before, 3)):
        return "subject"  # "Most of the deserters crossed"
    if _WHEN_OPENS.search(before):
        return "subject"  # "On Tuesday two soldiers crossed": a time phrase, then the subject
    lowered = before.lower()
    if before.isascii() or (len(lowered) == len(before) and not CASE_TRAPS.search(before)):
        before, pattern = lowered, _OBJECT_BEFORE_TWIN
    else:
        pattern = _OBJECT_BEFORE_RE
    return "object" if pattern.search(before, last_words_start(before, 5)) else "subject"


def last_words_start(text: str, n: int) -> int:
    """Where the last `n` whitespace-separated words of `text` begin, or a little before: a match
    made of at most `n` words and reaching the end cannot start earlier."""
    parts = text.rsplit(None, n)
    return len(parts[0]) if len(parts) > n else 0


# ("dijo el sargento X", "contou o cabo Y": Spanish and Portuguese set the article between)
_DIJO = (r"dijo|cont[óo]|relat[óo]|explic[óo]|asegur[óo]|afirm[óo]|a[ñn]adi[óo]|agreg[óo]|record[óo]|narr[óo]|"
         r"disse|contou|relatou|explicou|afirmou|acrescentou|lembrou|narrou")
_SAID_BEFORE = gated(re.compile(r"\b(?:(?i:said|says|told|added|adds|insists|insisted|recalled|explained|wrote)\s*:?"
                          r"|(?i:" + _DIJO + r")(?:\s+(?i:el|la|o|a))?)\s*$"))
_SAID_AFTER = gated(re.compile(r"(?:\s*,[^\"“”]{0,160}?,)?\s*(?i:said|says|told|tells|added|adds|insists|insisted|"
                         r"recalled|explained|wrote|estimates|claimed|" + _DIJO + r")\b"))


def _speaker(text: str, mentions: list[ActorMention]) -> Actor | None:
    """Who says the quote: the person right before or after "said"/"told", outside the quotes."""
    for m in mentions:
        if m.in_quote or len(m.actors) != 1 or m.actors[0].plural:
            continue
        if _SAID_BEFORE.search(text[max(0, m.start - 20):m.start]) or _SAID_AFTER.match(text, m.end):
            return m.actors[0]
    return None


# "El sargento Juan Pérez", "el militar venezolano Juan Pérez": the rank of a name, not someone new
# "o cabo do Exército venezuelano Luis": a unit and adjectives may come between.
_NAME_AFTER = re.compile(r"(?:\s+(?:de\s+la|del|de|do|da)\s+[A-ZÁÉÍÓÚ]\w+(?:\s+[A-ZÁÉÍÓÚ]\w+)*)?"
                         r"(?:\s+(?i:venezolan[oa]|venezuelan[oa]|colombian[oa]|brasileñ[oa]|brasileir[oa]|"
                         r"retirad[oa]|aposentad[oa]|desertor|rebelde|disidente))*\s+[A-ZÁÉÍÓÚÑ]")


def _resolve_ordinal(nth: str, head: str, m: re.Match[str], state: _State) -> tuple[Actor, ...]:
    """"The third soldier was taken to a shelter": the "third soldier" told of before, else one more man, described
    (not the soldier last named: "the third" is not him)."""
    told = next((a for a in reversed(state.singulars)
                 if a.kind == "individual" and nth in a.name.lower().split()), None)
    if told is not None:
        return (told,)
    rank = _rank_for(re.sub(r"^ex-?", "", head))
    units = find_units(m.group())
    return (Actor(f"a {nth} {head}", "individual", rank, units[0].unit if units else None, None, True),)


def _resolve_definite(m: re.Match[str], state: _State) -> tuple[Actor, ...]:
    head = " ".join(m["head"].lower().split())
    mods = m["mods"].lower()
    if (nth := _ORDINAL_RE.search(mods)) is not None:
        return _resolve_ordinal(nth.group(), head, m, state)
    number = re.search(r"\b(two|three|\d+)\b", mods)
    if head in ("friends", "men", "officers", "colonels", "lieutenants") or (number and number.group() in ("two", "2")) \
            or m["det"].lower() == "both":
        for group in reversed(state.plurals):
            if len(group) >= 2 and all(a.kind == "person" for a in group):
                return group
    if head.endswith(("s", "men")) or head == "people" or head in _GROUP_HEADS:  # "the guardsmen", "los infantes de marina"
        return _resolve_plural_head(head, number.group() if number else None, state)
    bare = re.sub(r"^ex-?", "", head)  # "el excabo": the corporal once, named by his old rank
    rank = _rank_for(bare)
    # "the general" is someone named with that rank before, even though "general" alone is no rank
    # "Venezuela's military attaché", "the unit's commanding lieutenant": someone's own, as "the"
    det = "the" if m["det"].endswith(("'s", "’s")) else m["det"].lower()
    if det in _DEMONSTRATIVE_DETS:
        det = "the"
    named_rank = rank or (normalise_rank(head) if det == "the" else None)
    for actor in reversed(state.singulars):
        if named_rank and actor.rank and (actor.rank == named_rank or actor.rank.endswith(f" {named_rank}")):
            return (actor,)
        if not rank and actor.military and head in ("soldier", "officer", "oficial", "defector", "deserter", "guardsman",
                                                    # "O militar", "el uniformado": the soldier told of before
                                                    "militar", "soldado", "desertor", "uniformado", "efectivo"):
            return (actor,)
    single = re.fullmatch(_SINGULAR_HEADS, bare) is not None or head in _HEADS_IN_CONTEXT
    if m["det"].lower() in ("el", "o") and single and not _NAME_AFTER.match(m.string, m.end()):
        # "el capitán" after "Aponte, de 34 años, capitán de la GNB": the soldier named last;
        # with nobody named before, someone new
        # (not one named with another rank: "el cabo Ruiz ... El coronel retirado fue aprehendido" is someone else)
        named = next((a for a in reversed(state.singulars) if a.kind == "person" and a.military), None)
        if named is not None and rank and named.rank and named.rank != rank and not named.rank.endswith(f" {rank}"):
            named = None
        if named is not None:
            return (named,)
    if single and (det == "the" or (
            m["det"].lower() in ("el", "o") and not _NAME_AFTER.match(m.string, m.end()))):
        # "The National Guard sergeant, who asked not to be named", "El sargento", "O sargento"
        # with nobody named before: someone new, described
        units = find_units(m.group())
        mods = " ".join(m["mods"].split())
        return (Actor(f"{'an' if (mods or head)[:1] in 'aeiou' else 'a'} {mods + ' ' if mods else ''}{head}", "individual", rank,
                      units[0].unit if units else None, None, True),)
    return ()


def _resolve_described(state: _State) -> tuple[Actor, ...]:
    """"the former spy chief": the person in focus, else the latest named officer, else official."""
    people = [a for a in (state.focus, *reversed(state.singulars)) if a is not None and a.kind == "person"]
    found = next((a for a in people if a.rank or a.military), None) or next((a for a in people if a.office), None)
    return (found,) if found else ()


def _resolve_definite_group(actor: Actor, m: re.Match[str], state: _State) -> tuple[Actor, ...]:
    """"the 16 guardsmen" -> the group of 16 named before; "both men", "the two men" -> the last pair."""
    head = " ".join(m["head"].lower().split())
    if actor.count == 2 and head in ("men", "officers", "colonels", "friends", "lieutenants"):
        for group in reversed(state.plurals):
            if len(group) == 2 and all(a.kind == "person" for a in group):
                return group
    for group in reversed(state.plurals):
        if len(group) == 1 and group[0].plural and actor.count is not None and group[0].count == actor.count:
            return group
    return ()


def _resolve_plural_head(head: str, number: str | None, state: _State) -> tuple[Actor, ...]:
    canonical = _GROUP_HEADS.get(head, head)
    count = parse_count(number) if number else None
    groups = [g for g in reversed(state.plurals) if len(g) == 1 and g[0].plural and g[0].name not in state.sources]
    for group in groups:
        actor = group[0]
        if count is not None and actor.count == count:
            return group
        if count is None and (canonical in actor.name.lower() or head in actor.name.lower()):
            return group
    if count is None and head in ("men", "women", "people") and groups:
        return groups[0]  # "Police detained five Venezuelans. The men were ...": the group last named
    if count is None and canonical in _MILITARY_HEADS:
        last = next((g for g in groups if g[0].military), None)  # "the deserters": the soldiers last counted
        generic = {"troops", "soldiers", "guardsmen", "defectors", "deserters", "servicemen", "sailors", "marines",
                   "desertores", "militares", "efectivos", "soldados", "exmilitares", "uniformados",
                   "guardias",
                   # "The sergeants crossed on Thursday", "Los infantes de marina llegaron": ranks in the plural
                   # with none counted before are the men the story is about (not "the generals": the high command)
                   "sergeants", "corporals", "privates", "lieutenants", "captains", "majors", "colonels", "cadets",
                   "sargentos", "cabos", "tenientes", "capitanes", "coroneles", "cadetes", "infantes de marina", "infantes",
                   "marineros", "marinos", "tenentes", "fuzileiros navais", "guardas nacionais"}
        fresh = Actor(head, "group", None, None, None, True) if head in generic else None
        return last or ((fresh,) if fresh else ())
    return ()


_FEMININE = re.compile(r"\b(?:las|unas|ellas|mujeres|madres?|hermanas?|esposas?|hijas?|t[ií]as|primas|abuelas|"
                       r"sargentas|tenientas|capitanas|soldadas)\b", re.I)


_OWNER_AFTER = re.compile(r"['’]s?\s")
_ENGLISH_WE = re.compile(r"[Ww]e\b")


def _resolve_pronoun(word: str, pos: int, text: str, mentions: list[ActorMention], state: _State,
                     in_quote: bool) -> tuple[Actor, ...]:
    if word == "ambas":  # "Ambas cruzaron": two women (a mother and a sister), never "dos sargentos"
        return next((g for g in reversed(state.plurals) if any(_FEMININE.search(a.name) for a in g)), ())
    if word in ("i", "we") and in_quote:
        return (state.speaker,) if state.speaker else ()
    if state.interviewee is not None and (word == "i" or (word == "we" and not _ENGLISH_WE.match(text, pos))):
        # "A. I walked for 40 minutes", "Llegamos a Icacos", "la policía nos detuvo": the interviewee's answer
        # (an English "we" may be a group that only talked of going: "We had agreed to cross together")
        return (state.interviewee,)
    if word in ("i", "we"):
        return ()
    # ("Segundo um dos soldados, o grupo caminhou": the source of what is told is no antecedent)
    earlier = [m for m in sorted(mentions, key=lambda m: m.start) if m.end <= pos and m.actors and m.role == "subject"
               and not ACCORDING_TO.search(text, 0, m.start)]
    if word in ("he", "she"):
        # (not the owner in "the day Guaidó's supporters tried to push aid across, he was stationed": a name the
        # sentence tells as someone's, not as the one who acts)
        before = [m for m in earlier if len(m.actors) == 1 and not m.actors[0].plural and not m.in_quote
                  and not _OWNER_AFTER.match(text, m.end)]
        soldiers = [m for m in before if m.actors[0].military]
        if soldiers or before:
            return (soldiers or before)[-1].actors
        if word == "he":  # "The family of Capt. X said he was detained": the one person named before, in any role
            named = [m for m in mentions if m.end <= pos and len(m.actors) == 1 and not m.in_quote
                     and m.actors[0].kind == "person" and m.actors[0].military]
            if named:
                return named[-1].actors
        if state.focus is not None:
            return (state.focus,)
        return (state.singulars[-1],) if state.singulars else ()
    sets = _coordinated_mentions(text, earlier)
    before = [m for m in earlier if len(m.actors) > 1 or m.actors[0].plural]
    if word == "they" and (both := _sum_told_before(text, pos, [*state.plurals, *(m.actors for m in before)])):
        return both
    if word == "the two" and (pair := _pair_told_before(before, state)):
        return pair  # "Dos soldados desertaron ... cuatro hombres los asaltaron ... Los dos pidieron refugio"
    if word == "the two" and before and _a_crowd(before[-1].actors):
        # "Maita e Guaicara ... centenas de moradores saíram às ruas ... Os dois largaram os fuzis": the two
        # named together, never the crowd
        pairs = [s for s in sets if len(s) == 2]
        return _actors_of(pairs[-1]) if pairs else ()
    if sets and (not before or sets[-1][-1].end > before[-1].end):
        return _actors_of(sets[-1])
    if before:
        return before[-1].actors
    return state.plurals[-1] if state.plurals else ()


def _sum_told_before(text: str, pos: int, groups: Sequence[tuple[Actor, ...]]) -> tuple[Actor, ...]:
    """The last two groups named, when a bare count adds them up: "fueron detenidos junto con otros once migrantes
    ... los catorce fueron trasladados" (three soldiers and eleven migrants), "the fourteen were moved", "os catorze"
    (not "the other fourteen", the rest of a group)."""
    m = _NUMERAL_RE.match(text, pos)
    number = m and (m["n"] or m["es"] or m["pt"])
    if not number or len(groups) < 2 or _REST_OF_GROUP.search(m.group()):
        return ()
    last, previous = groups[-1], groups[-2]
    sizes = (_head_count(previous), _head_count(last))
    if last == previous or None in sizes or sum(sizes) != parse_count(number):
        return ()
    return tuple(dict.fromkeys((*previous, *last)))


def _head_count(group: tuple[Actor, ...]) -> int | None:
    """How many people a group told before is: "el teniente y dos sargentos" are three."""
    counts = [a.count if a.plural else 1 for a in group]
    return None if None in counts else sum(counts)


_REST_OF_GROUP = re.compile(r"\b(?:other|remaining|otr[oa]s|outr[oa]s|dem[aá]s|demais)\b", re.I)


def _pair_told_before(before: Sequence[ActorMention], state: _State) -> tuple[Actor, ...]:
    """The latest pair named, when the latest group named is of another size: "the two" after "two soldiers ...
    four armed men robbed them" are the soldiers. (Larger numbers are left to the latest group: "all 12", "los
    siete" often count a group told as a dozen or as its parts.)"""
    groups = [m.actors for m in before] or list(state.plurals)
    if not groups or _group_size(groups[-1]) == 2 or _group_size(groups[-1]) is None and not _a_crowd(groups[-1]):
        return ()
    return next((g for g in reversed(groups) if _group_size(g) == 2), ())


# "centenas de moradores", "hundreds of residents", "decenas de uniformados": a crowd no "the two" counts
_CROWD = re.compile(r"(?:hundreds|thousands|dozens|scores|cientos|centenares|centenas|miles|millares|decenas|dezenas|"
                    r"milhares)\b", re.I)


def _a_crowd(group: tuple[Actor, ...]) -> bool:
    return len(group) == 1 and _CROWD.match(group[0].name) is not None


def _group_size(group: tuple[Actor, ...]) -> int | None:
    if len(group) == 1:
        return group[0].count if group[0].plural else 1
    return len(group) if all(not a.plural for a in group) else None


def _resolve_raw(raw: _Raw, text: str, people: _People, mentions: list[ActorMention], state: _State,
                 sentence_index: int, in_quote: bool) -> tuple[Actor, ...]:
    if raw.kind == "person":
        return (people.add(raw.payload).actor(),)
    if raw.kind == "bare":
        person = _pick_person(people.candidates(raw.payload), sentence_index)
        return (person.actor(),) if person else ()
    if raw.kind == "group":
        match, definite = raw.payload
        actor = _group_actor(match)
        if definite:
            return _resolve_definite_group(actor, match, state) or (actor,)
        return (actor,)
    if raw.kind == "individual":
        return (_individual_actor(raw.payload),)
    if raw.kind == "definite":
        return _resolve_definite(raw.payload, state)
    if raw.kind == "described":
        return _resolve_described(state)
    if raw.kind == "others":
        return (_others_actor(raw.payload, mentions, state),)
    return _resolve_pronoun(raw.payload, raw.start, text, mentions, state, in_quote)


# The name `_others_actor` gives such a group: "otros tres", "outros dois", "three others", "two more"
OTHERS_NAME = re.compile(r"^(?:otr[oa]s|outr[oa]s)\s|\s(?:others|more)$")


def _others_actor(m: re.Match[str], mentions: Sequence[ActorMention], state: _State) -> Actor:
    """"Catorce militares llegaron a Arauca; otros tres fueron capturados": a group of its own, of the kind (soldiers
    or not, and their unit) of the group last named."""
    groups = [told.actors for told in reversed(mentions)] + list(reversed(state.plurals))
    kind = next((g[0] for g in groups if len(g) == 1 and g[0].plural), None)
    surface = " ".join(m.group().split())
    return Actor(surface[0].lower() + surface[1:], "group", None, kind.unit if kind else None,
                 parse_count(m["n"] or m["en"]), kind.military if kind else False)


def _pick_person(candidates: list[_Person], sentence_index: int) -> _Person | None:
    """A bare surname: the person named in this or the previous sentence, else the most mentioned."""
    if not candidates:
        return None
    recent = [p for p in candidates if p.last_sentence >= sentence_index - 1]
    if recent:
        return max(recent, key=lambda p: p.last_sentence)
    return max(candidates, key=lambda p: (p.mentions, p.last_sentence))


def _touch(actors: tuple[Actor, ...], people: _People, sentence_index: int) -> None:
    for actor in actors:
        if actor.kind != "person":
            continue
        for person in people.named(actor):
                person.mentions += 1
                person.last_sentence = sentence_index


_AND = re.compile(r"\s*(?:,|and|, and|y|e|, y)\s*"
                  # "the sergeant and his younger brother, Pvt. X": the relative is the one named after the comma
                  r"(?:(?:his|her|their|su|seu|sua|o\s+seu|a\s+sua)\s+(?:(?:younger|older|elder|little|big)\s+)?"
                  r"(?:brother|sister|cousin|hermano|hermana|primo|prima|irm[ãa]o|irm[ãa])"
                  r"(?:\s+(?:menor|mayor|mais\s+novo|mais\s+velho))?\s*,\s*(?:(?:o|a)\s+)?)?"
                  r"(?:(?:el|la|los|las)\s+|(?<=\be\s)(?:o|a|os|as)\s+)?"  # "o sargento X e o soldado Y"
                  # "Barrios e o ex-soldado do Exército venezuelano Kevin Lugo", "Pérez y el excabo de la GNB Luis
                  # Mora": the second named after what he is
                  rf"(?:(?:(?<=\be\so\s)|(?<=\by\sel\s)|(?<=\band\sthe\s)|(?<=\band\s))(?i:(?:ex-?)?(?:{_SINGULAR_HEADS}))\b"
                  r"(?:\s+[\w()-]+){0,4}?\s+)?")


# "14 exmilitares venezolanos y 22 familiares", "14 ex-militares venezuelanos e 22 familiares": the
# nationality after the first noun does not part the two
_NATIONALITY_AFTER = re.compile(r"\s+(\w+)(?=\s*(?:,|and|y|e)\s)")


def _joined(text: str, end: int, start: int) -> bool:
    """Two mentions named together: "Sánchez and Soto", "14 soldados venezolanos y 22 familiares"."""
    nationality = _NATIONALITY_AFTER.match(text, end, start)
    if nationality and nationality_country(nationality.group(1)):
        end = nationality.end()
    return _AND.fullmatch(text, end, start) is not None


def _coordinated_mentions(text: str, mentions: list[ActorMention]) -> list[list[ActorMention]]:
    """Runs of mentions joined by "and" or commas ("Sánchez and Soto", "he and the other 15 troops")."""
    sets: list[list[ActorMention]] = []
    current: list[ActorMention] = []
    for m in mentions:
        if current and _joined(text, current[-1].end, m.start):
            current.append(m)
            continue
        if len(current) >= 2:
            sets.append(current)
        current = [m]
    if len(current) >= 2:
        sets.append(current)
    return sets


def _actors_of(mentions: list[ActorMention]) -> tuple[Actor, ...]:
    return tuple(dict.fromkeys(a for m in mentions for a in m.actors))


def _coordinated(text: str, mentions: list[ActorMention]) -> list[tuple[Actor, ...]]:
    """Sets of actors named together."""
    return [_actors_of(group) for group in _coordinated_mentions(text, mentions)]


# "..., according to the army": the source of what was told, not a group "they" can stand for next.
# (also with what the source is: "según la ONG Foro Penal", "according to the rights group Provea")
ACCORDING_TO = gated(re.compile(r"\b(?:according\s+to|seg[úu]n|segundo|conforme|de\s+acordo\s+com)\s+(?:(?:the|el|la|los|las|o|a|os|as)\s+)?"
                          r"(?:(?:ONG|NGO|rights\s+group|group|organizaci[óo]n|organiza[çc][ãa]o|human\s+rights\s+group)\s+)?$",
                          re.IGNORECASE))


# A time clause the sentence opens with, still open (no comma since): "On Feb. 23, the day ", "Cuando "
_FRONTED_CLAUSE = re.compile(r"(?:^|,)\s*(?:(?:a|one|two|three|un|una|dos|tres|pocos|pocas|unos|unas|um|uma|dois|duas|"
                             r"tr[eê]s|poucos|poucas)\s+(?:days?|hours?|weeks?|d[ií]as?|horas?|semanas?)\s+)?"
                             r"(?:the\s+day|when|as|while|after|before|el\s+d[ií]a\s+(?:en\s+)?que|cuando|"
                             r"mientras|tras|no\s+dia\s+em\s+que|quando|enquanto|depois\s+(?:de\s+)?que|"
                             r"(?:despu[ée]s|antes|luego)\s+de\s+que)\s+[^,]*$", re.I)


def main_clause_subject(text: str, subjects: Sequence[ActorMention]) -> ActorMention:
    """The first subject, unless a fronted time clause names it and a soldier is the main clause's: "On Feb. 23,
    the day Guaidó tried to bring in aid, Sgt. X was posted at the bridge" is about the sergeant."""
    first = subjects[0]
    if any(a.military for a in first.actors) or not _FRONTED_CLAUSE.search(text, 0, first.start):
        return first
    return next((m for m in subjects[1:] if any(a.military and a.kind == "person" for a in m.actors)
                 and "," in text[first.end:m.start]), first)


def _keeps_soldier_in_focus(objects: list[ActorMention], focus: Actor | None) -> bool:
    """"O soldado desertou. A fronteira estava fechada pelo governo de Nicolás Maduro. Na terça-feira, ele se
    apresentou": a civilian named only as an object does not take a soldier's place as whom "he" stands for."""
    return focus is not None and focus.military and not any(a.military for m in objects for a in m.actors)


def _dates_aside(text: str, mention: ActorMention, focus: Actor | None) -> bool:
    """"El jueves, un día después de que Juan Guaidó se juramentara en Caracas, terminó su turno": a civilian named
    as the subject of a fronted clause that only dates the sentence leaves the soldier in focus, whom the sentence's
    own verb (its subject left out) and a quote after it are about."""
    return focus is not None and focus.military and not any(a.military for a in mention.actors) \
        and _FRONTED_CLAUSE.search(text, 0, mention.start) is not None


def _update_state(text: str, mentions: list[ActorMention], state: _State) -> None:
    singular = [m for m in mentions if len(m.actors) == 1 and not m.actors[0].plural and not m.in_quote]
    subjects = [m for m in singular if m.role == "subject" and not _dates_aside(text, m, state.focus)]
    if subjects or singular and not _keeps_soldier_in_focus(singular, state.focus):
        state.focus = (subjects or singular)[0].actors[0]
    if subjects:
        state.focus = main_clause_subject(text, subjects).actors[0]

    for m in mentions:
        if m.actors and m.actors[0].plural and _SAID_AFTER.match(text, m.end):
            state.sources.add(m.actors[0].name)
        if len(m.actors) == 1 and not m.actors[0].plural:
            state.singulars.append(m.actors[0])
        elif m.actors and m.role == "subject" and not ACCORDING_TO.search(text, 0, m.start):
            state.plurals.append(m.actors)
    for group in _coordinated(text, [m for m in mentions if m.actors]):
        if len(group) >= 2:
            state.plurals.append(group)
    state.plurals.extend(went_with(text, mentions))
    state.plurals.extend(with_kin(text, mentions))


# "El sargento Luis Pérez y su familia", "The sergeant and his wife", "o cabo e a mulher": a soldier and his kin
_AND_KIN = re.compile(r"\s*,?\s+(?:and|y|e)\s+(?:(?:his|her|their|su|sus|sua|suas|seu|seus|a|o|as|os)\s+)?"
                      r"(?:(?:wife|family|children|sons?|daughters?|kids|mother|parents|girlfriend|partner|esposa|familia|"
                      r"hij[oa]s?|madre|padres|novia|pareja|mulher|fam[íi]lia|filh[oa]s?|m[ãa]e|pais|namorada|"
                      r"companheira|compañera)\b)", re.I)


def with_kin(text: str, mentions: list[ActorMention]) -> list[tuple[Actor, ...]]:
    """A soldier named as a subject with his kin ("The sergeant and his wife crossed the bridge"): the group a
    plural "they" and a left-out plural subject stand for next; the soldier is its one actor (kin are no actors)."""
    return [m.actors for m in mentions if m.role == "subject" and not m.in_quote and len(m.actors) == 1
            and not m.actors[0].plural and m.actors[0].military and _AND_KIN.match(text, m.end)
            and _OPENS_ON_SUBJECT.fullmatch(text, 0, m.start)]


# What may come before a sentence's subject: an opening phrase set off by a comma, an article ("El cabo", "On Monday, ")
_OPENS_ON_SUBJECT = re.compile(r"\s*(?:[^,;:.]{1,60},\s*)?(?:(?:the|el|la|los|o|a|os)\s+)?", re.I)


# "saiu do quartel com o cabo Aular", "deserted with two privates": the one who left and those he left with
_LEFT_WITH = gated(re.compile(
    r"^[^,.;:\"“”]*?\b(?:left|deserted|fled|escaped|crossed|walked|abandoned|sali[óo]|desert[óo]|hu[yi][óo]|escap[óo]|"
    r"cruz[óo]|abandon[óo]|dej[óo]|saiu|desertou|fugiu|escapou|atravessou|abandonou|deixou)\b"
    # (", together with a private", ", junto con un soldado": past the place's own asides, set off by commas)
    r"(?:[^,.;:\"“”]*?\b|[^.;:\"“”]*?,\s*(?:together|along|junto|juntamente)\s+)(?:with|con|com)\s+"
    r"(?:(?:the|his|her|el|la|los|las|su|sus|o|a|os|as|seu|sua|seus|suas)\s+)?$", re.I))


def went_with(text: str, mentions: list[ActorMention]) -> list[tuple[Actor, ...]]:
    """A soldier and those he left with, told "X left with Y": the group a plural "they" and a left-out plural
    subject stand for next ("Nelson saiu do quartel com o cabo Aular. Viajaram de autocarro")."""
    ordered = sorted((m for m in mentions if m.actors and not m.in_quote), key=lambda m: m.start)
    groups: list[tuple[Actor, ...]] = []
    for first, second in zip(ordered, ordered[1:]):
        one = len(first.actors) == 1 and not first.actors[0].plural and first.actors[0].military
        if one and first.role == "subject" and _LEFT_WITH.match(text[first.end:second.start]):
            groups.append(tuple(dict.fromkeys((*first.actors, *second.actors))))
    return groups


def read_actors(texts: Sequence[str], masks: Sequence[Sequence[Span]] | None = None) -> list[list[ActorMention]]:
    """The actor mentions of each sentence of one article, in order, with coreference resolved.

    `masks` gives, per sentence, spans that are not people (place names). Bare surnames resolve to
    the full name seen earlier; "he"/"she" to the last person in the sentence, else the previous
    sentence's subject; "they" to the last group or set of people named together; "the sergeant"
    to the last person of that rank; "the two men" to the last pair; "I"/"we" inside quotes to
    the speaker.
    """
    masks = list(masks) if masks is not None else [[] for _ in texts]
    readings = [_Reading(text, mask) for text, mask in zip(texts, masks)]
    people = _collect_people(readings)
    state, opened, result = _State(), False, []
    for index, reading in enumerate(readings):
        _follow_interview(reading.text, state)
        continued = opened
        quotes, opened = quote_spans(reading.text, opened)
        mentions = _read_sentence(reading, quotes, people, state, index, continued)
        _update_state(reading.text, mentions, state)
        result.append(mentions)
    return result


# The turns of a question-and-answer interview: "Q. How did you cross?" / "A. On the night of March 12."
_QUESTION_TURN = re.compile(r"(?:Q|Question|Pregunta|Pergunta)\s*[.:—–-]\s")
_ANSWER_TURN = re.compile(r"(?:A|Answer|R|Respuesta|Resposta)\s*[.:—–-](?:\s|$)")
# A question set as a subhead, the answer the paragraphs under it: "## ¿Cómo fue la salida?", "**How did you cross?**"
_QUESTION_HEADING = re.compile(r"(?:#{1,4}\s+|\*\*)[^?]*\?\s*(?:\*\*)?\s*$")


def _follow_interview(text: str, state: _State) -> None:
    """Unquoted "I" in an answer is the interviewee: the first person the article named. A question
    ends the answer, and only an answer after a question counts as one ("A. Pérez said"); under a question
    set as a subhead, the sentences that follow are the answer."""
    if _QUESTION_HEADING.match(text):
        state.asked, state.interviewee = True, None
        state.heading_asked = True
    elif _QUESTION_TURN.match(text + " ") or text.rstrip().endswith("?"):
        state.asked = bool(_QUESTION_TURN.match(text + " ")) or state.asked
        state.interviewee = None
    elif state.asked and (_ANSWER_TURN.match(text) or state.heading_asked):
        people = [a for a in state.singulars if a.kind == "person"]
        # (under subheads, the soldier the article named, not the byline or an office named like a person)
        soldiers = [a for a in people if a.military] if state.heading_asked else []
        state.interviewee = next(iter(soldiers or people), None)
    state.heading_asked = state.heading_asked and state.interviewee is None


def _read_sentence(reading: _Reading, quotes: Sequence[Span], people: _People,
                   state: _State, index: int, continued: bool) -> list[ActorMention]:
    """Resolve mentions outside quotes first (they name the speaker), then those inside."""
    text = reading.text
    raws = _absorb_appositions(text, _raw_mentions(reading, people, state.interviewee is not None))
    outside = [r for r in raws if not _inside(quotes, r.start)]
    mentions = _resolve_all(text, outside, [], people, state, index, quotes)
    speaker = _speaker(text, mentions)
    if speaker is not None:
        state.speaker = speaker
    elif quotes and not continued:
        state.speaker = state.focus
    inside = [r for r in raws if _inside(quotes, r.start)]
    mentions = _resolve_all(text, inside, mentions, people, state, index, quotes)
    return sorted(mentions, key=lambda m: m.start)


def _resolve_all(text: str, raws: list[_Raw], mentions: list[ActorMention], people: _People,
                 state: _State, index: int, quotes: Sequence[Span]) -> list[ActorMention]:
    mentions = list(mentions)
    for raw in raws:
        in_quote = _inside(quotes, raw.start)
        actors = _resolve_raw(raw, text, people, mentions, state, index, in_quote)
        if actors:
            _touch(actors, people, index)
            surface = text[raw.start:raw.end]
            role = "subject" if _NOMINATIVE.fullmatch(surface) or raw.kind == "others" else _role(text, raw.start)
            mentions.append(ActorMention(raw.start, raw.end, surface, actors, role, in_quote))
    return mentions


# English subject pronouns are never objects: "told agents he had deserted" ("him" would be the object).
_NOMINATIVE = re.compile(r"[Hh]e|[Ss]he|[Tt]hey|I|[Ww]e")


_APPOSITION_GAP = re.compile(r"\s*,\s*(?:\d{1,2}\s*,\s*)?(?:identified(?:\s+only)?\s+as\s+)?")
_DESCRIPTION_TAIL = re.compile(r"\s+(?:of|from|in|de|del|da|do)\s[^,.;:\"“”]{0,45}?,\s*")  # "... de la GNB, "


def _absorb_appositions(text: str, raws: list[_Raw]) -> list[_Raw]:
    """Drop "a national guardsman" in "Sgt. X, a national guardsman": it is the same person."""
    drop = set()
    for a, b in itertools.pairwise(raws):
        kinds = {a.kind, b.kind}
        described = kinds & {"individual", "definite"}
        if described and kinds & {"person", "bare"} and _APPOSITION_GAP.fullmatch(text[a.end:b.start]):
            drop.add(id(a) if a.kind in described else id(b))
        elif a.kind in described and b.kind in ("person", "bare") and _DESCRIPTION_TAIL.fullmatch(text[a.end:b.start]) \
                and text.startswith(",", b.end):
            drop.add(id(a))  # "Un sargento de la Guardia Nacional, Luis Rivas, cruzó": one man
    return [r for r in raws if id(r) not in drop]


# ---------------------------------------------------------------------------- whose country a speaker speaks for

# Bodies whose name says whose they are: "Migración Colombia", "Itamaraty", "the State Department".
_BODY_COUNTRY = (
    (re.compile(r"\bMigraci[oó]n\s+Colombia\b|\bCasa\s+de\s+Nari[ñn]o\b"), "CO"),
    # ("o Ministério da Justiça": a ministry named in Portuguese is Brazil's; "o Comando Militar da Amazônia")
    (re.compile(r"\bItamaraty\b|\bPal[aá]cio\s+do\s+Planalto\b|\bPlanalto\b|\bMinistério\s+d[ao]s?\s|"
                r"\bComando\s+Militar\s+d[ao]\s+(?:Amaz[ôo]nia|Norte|Nordeste|Sul|Sudeste|Leste|Oeste|Planalto)\b"), "BR"),
    (re.compile(r"\b(?:State|Treasury|Justice)\s+Department\b|\bWhite\s+House\b|\bPentagon\b|\bU\.S\.\s"), "US"),
    (re.compile(r"\bMiraflores\b|\bFANB\b|\bDgcim\b|\bDGCIM\b|\bSebin\b|\bSEBIN\b|\bBolivarian\b|\bBolivarian[oa]\b"), "VE"),
)
_NATIONAL_WORD = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, NATIONALITY_FORMS), key=len, reverse=True))
                            + r")\b")  # matched on folded text
# "Colombia's foreign ministry", "Brazil's president": a country's name in the possessive.
_COUNTRY_POSSESSIVE = re.compile(r"\b(Venezuela|Colombia|Brazil|Brasil|Peru|Per[uú]|Ecuador|Chile|Panama|Panam[aá]|"
                                 r"Argentina|Spain|Trinidad(?:\s+and\s+Tobago)?|Mexico|M[eé]xico|Guyana|Bolivia|Portugal|"
                                 r"Uruguay|Paraguay|Costa\s+Rica)['’]s?\b")
_POSSESSIVE_CODES = {"venezuela": "VE", "colombia": "CO", "brazil": "BR", "brasil": "BR", "peru": "PE",
                     "ecuador": "EC", "chile": "CL", "panama": "PA", "argentina": "AR", "spain": "ES",
                     "trinidad": "TT", "trinidad and tobago": "TT", "mexico": "MX", "guyana": "GY", "bolivia": "BO",
                     "portugal": "PT", "uruguay": "UY", "paraguay": "PY", "costa rica": "CR"}
_SPEAKER_REACH = 40  # characters before a speaker's name where "Colombian President" or "Brazil's" can stand


def speaker_country(text: str, start: int, end: int, actor: Actor) -> str | None:
    """The country an official or an institution speaks for, as far as the words name it: a known
    office holder ("Padrino López" is Venezuela's), a nationality before the office ("Colombian
    President Iván Duque", "el canciller colombiano"), a country's possessive ("Panama's Foreign
    Ministry"), a body whose name tells ("Migración Colombia", "the State Department"), or a known
    office holder's possessive ("Maduro's government"). None when the words do not say."""
    key = " ".join(fold(re.sub(r"^(?:(?:Lt\.\s+)?[A-Z][a-z]{1,4}\.\s+)+", "", actor.name)).split())
    if key in KNOWN_COUNTRIES:
        return KNOWN_COUNTRIES[key]
    window = text[max(0, start - _SPEAKER_REACH):end]
    clause_start = max(window.rfind(";"), window.rfind("."), window.rfind(":")) + 1
    window = window[clause_start:]
    found: list[tuple[int, str]] = []
    for m in _NATIONAL_WORD.finditer(fold(window)):
        found.append((m.start(), NATIONALITY_FORMS[m.group()]))
    for m in _COUNTRY_POSSESSIVE.finditer(window):
        found.append((m.start(), _POSSESSIVE_CODES[" ".join(fold(m.group(1)).lower().split())]))
    for pattern, code in _BODY_COUNTRY:
        for m in pattern.finditer(window):
            found.append((m.start(), code))
    for m in re.finditer(rf"({PERSON})['’]s\b", window):
        code = KNOWN_COUNTRIES.get(" ".join(fold(m.group(1)).split()))
        if code:
            found.append((m.start(), code))
    return max(found)[1] if found else None
