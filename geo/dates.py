"""Date expressions in article text, normalised against the publication date."""

from __future__ import annotations

import bisect
import calendar
import functools
import itertools
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from geo.model import DATE_PRECISIONS, FuzzyDate

log = logging.getLogger(__name__)

Span = tuple[int, int]
Breaks = tuple[list[int], list[int]]  # sentence break starts and ends

MONTHS: dict[str, int] = {
    name.lower(): number
    for number in range(1, 13)
    for name in (calendar.month_name[number], calendar.month_abbr[number])
} | {"sept": 9}
WEEKDAYS: dict[str, int] = {name.lower(): number for number, name in enumerate(calendar.day_name)}

# A month-day without a year lies at most this far after publication; further means the year before.
FUTURE_SLACK = timedelta(days=62)
# How far a shift finer than its anchor's precision may go and stay in the anchor's month or year.
_SLACK_DAYS = {"month": 7, "year": 62}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve")  # fmt: skip
_NUMBERS = dict(zip(_NUMBER_WORDS, range(1, 13), strict=True)) | {
    "a": 1, "an": 1, "a couple": 2, "a couple of": 2,
}  # fmt: skip
_FEW = ("a few", "few", "several")


@dataclass(frozen=True)
class DateMention:
    """A date expression found in a string; `date` is None when it cannot be normalised safely."""

    surface: str
    start: int
    end: int
    date: FuzzyDate | None

    def __post_init__(self) -> None:
        if not (0 <= self.start < self.end) or len(self.surface) != self.end - self.start:
            raise ValueError(f"DateMention {self.surface!r}: bad span {self.start}..{self.end}")


@dataclass(frozen=True)
class _Context:
    """What a rule may use: the publication date and, for relative rules, the dates around it."""

    published: FuzzyDate | None
    near: FuzzyDate | None = None  # an explicit date in the same sentence
    # an explicit date right after the match ("two days before Feb. 23")
    follows: FuzzyDate | None = None
    tail: str = ""  # the text right after the match
    quoted: bool = False  # the match is inside quotation marks: "today" there is the speaker's day


Handler = Callable[[re.Match[str], _Context], FuzzyDate | None]
# A pattern, what makes a date of its match, and the clues a text needs for it to match.
Rule = tuple[re.Pattern[str], Handler, tuple[frozenset[str], ...]]


def _needs(*groups: str) -> tuple[frozenset[str], ...]:
    """Clues a rule needs: one of each group ("day|week" is one group)."""
    return tuple(frozenset(group.split("|")) for group in groups)


def month_number(name: str) -> int | None:
    """1..12 for a month name or abbreviation ("Sept.", "december"), else None."""
    return MONTHS.get(name.strip().rstrip(".").lower())


# ---------------------------------------------------------------------------- date arithmetic


def _rank(precision: str) -> int:
    return DATE_PRECISIONS.index(precision)


def floor_date(value: date, precision: str) -> date:
    """The first day of the week (Monday), month or year holding `value`; `value` for "day"."""
    if precision == "week":
        return value - timedelta(days=value.weekday())
    if precision == "month":
        return value.replace(day=1)
    if precision == "year":
        return value.replace(month=1, day=1)
    return value


def _add_months(value: date, months: int) -> date:
    index = value.year * 12 + value.month - 1 + months
    year, month = divmod(index, 12)
    day = min(value.day, calendar.monthrange(year, month + 1)[1])
    return date(year, month + 1, day)


def _shift_value(value: date, unit: str, amount: int) -> date:
    if unit in ("day", "week"):
        return value + timedelta(days=amount * _UNIT_DAYS[unit])
    return _add_months(value, amount * (12 if unit == "year" else 1))


def shift(anchor: FuzzyDate, unit: str, amount: int, precision: str) -> FuzzyDate | None:
    """`anchor` moved by `amount` units (negative: back), at `precision` or the anchor's if coarser.

    A shift finer than the anchor's precision (days from a month-precision publication) stays in
    the anchor's month or year when it is small, and gives None otherwise: no date beats a wrong
    one.
    """
    coarsest = max(precision, anchor.precision, key=_rank)
    if _rank(unit) < _rank(anchor.precision):
        if abs(amount) * _UNIT_DAYS[unit] > _SLACK_DAYS.get(anchor.precision, 0):
            return None
        return FuzzyDate(floor_date(anchor.value, coarsest), coarsest)
    return FuzzyDate(floor_date(_shift_value(anchor.value, unit, amount), coarsest), coarsest)


def _period_end(published: FuzzyDate) -> date:
    if published.precision == "year":
        return published.value.replace(month=12, day=31)
    if published.precision == "month":
        return _add_months(published.value.replace(day=1), 1) - timedelta(days=1)
    return published.value + timedelta(days=6 if published.precision == "week" else 0)


def infer_year(published: FuzzyDate | None, month: int, day: int = 1) -> date | None:
    """The date of a month-day given without a year: the publication year, or the year before
    when that would put it more than about two months after the publication."""
    if published is None:
        return None
    try:
        candidate = date(published.value.year, month, day)
        if candidate > _period_end(published) + FUTURE_SLACK:
            candidate = date(published.value.year - 1, month, day)
    except ValueError:  # February 29 in a common year, or "February 30"
        return None
    return candidate


# ---------------------------------------------------------------------------- regex pieces

_WD = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_MONTH = (
    r"(?P<month>(?:January|February|March|April|May|June|July|August|September|October"
    r"|November|December)\b|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?:\.(?!\w)|\b))"
)
_DAY = r"(?<![\d$.,])(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\w%]|,\d|-\w)"
_YEAR = r"(?<![\d$.,-])(?P<year>(?:19|20)\d{2})(?![\w%]|,\d|-\w)"
_PART = r"(?i:early|mid|late)"
_ISO_DATE = r"(?P<year>(?:19|20)\d{2})-(?P<mon>0[1-9]|1[0-2])-(?P<day>0[1-9]|[12]\d|3[01])"
_LEAD_WD = rf"(?:{_WD},?\s+)?"
_MONTH_PREPOSITIONS = (
    r"(?i:in|since|until|till|by|from|during|through|before|after|between|of|last|this|next"
    r"|early|mid|late|and|to)"
)
_YEAR_PREPOSITIONS = (
    r"(?i:in|since|until|till|by|from|during|through|before|after|between|the"
    r"|(?:the\s+)?(?:end|beginning|start|middle|spring|summer|fall|autumn|winter)\s+of)"
)
_NUMBER = (
    r"(?<![\d,.])(?P<n>\d{1,3}|(?i:a\s+couple(?:\s+of)?|a\s+few|few|several|an?|"
    + "|".join(_NUMBER_WORDS)
    + "))"
)
_UNIT = r"(?P<unit>(?i:day|week|month|year))s?"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


# ---------------------------------------------------------------------------- absolute rules


def _day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    try:
        return FuzzyDate(date(int(m["year"]), _month(m), int(m["day"])), "day")
    except ValueError:
        return None


def _month(m: re.Match[str]) -> int:
    return int(m["mon"]) if "mon" in m.groupdict() else MONTHS[m["month"].rstrip(".").lower()]


def _month_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    value = infer_year(ctx.published, _month(m), int(m["day"]))
    return FuzzyDate(value, "day") if value else None


def _month_year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    return FuzzyDate(date(int(m["year"]), _month(m), 1), "month")


def _month_alone(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    value = infer_year(ctx.published, _month(m))
    return FuzzyDate(value, "month") if value else None


def _year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    return FuzzyDate(date(int(m["year"]), 1, 1), "year")


_ABSOLUTE: tuple[Rule, ...] = (
    (_rx(rf"(?<![\d-])(?P<s>{_ISO_DATE})(?!\d)"), _day, _needs("year digits")),
    (
        _rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY},?\s+{_YEAR})"),
        _day,
        _needs("month name", "year digits"),
    ),
    (
        _rx(rf"(?P<s>{_LEAD_WD}{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR})"),
        _day,
        _needs("month name", "year digits"),
    ),
    (
        _rx(rf"\b(?P<s>(?:{_PART}[\s-]+)?{_MONTH},?\s+(?:of\s+)?{_YEAR})"),
        _month_year,
        _needs("month name", "year digits"),
    ),
    (_rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY})"), _month_day, _needs("month name", "digit")),
    (_rx(rf"(?P<s>{_DAY}\s+(?:of\s+)?{_MONTH})"), _month_day, _needs("month name", "digit")),
    (
        _rx(rf"\b{_MONTH_PREPOSITIONS}\s+(?P<s>(?:{_PART}[\s-]+)?{_MONTH})(?!\s*\d)"),
        _month_alone,
        _needs("month name"),
    ),
    (
        _rx(rf"\b(?P<s>{_PART}[\s-]+{_MONTH})(?!\s*\d)"),
        _month_alone,
        _needs("month name", "early|mid|late"),
    ),
    (_rx(rf"\b{_YEAR_PREPOSITIONS}\s+(?P<s>{_YEAR})"), _year, _needs("year digits")),
    (_rx(rf"\b(?P<s>{_PART}[\s-]+{_YEAR})"), _year, _needs("year digits", "early|mid|late")),
)


# ---------------------------------------------------------------------------- relative rules


def _from_published(ctx: _Context, unit: str, amount: int, precision: str) -> FuzzyDate | None:
    return shift(ctx.published, unit, amount, precision) if ctx.published else None


def _weekday(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    if ctx.published is None:
        return None
    target, today = WEEKDAYS[m["wd"].lower()], ctx.published.value.weekday()
    relation = fold_case(m["rel"] or "")
    if relation == "next":
        return _from_published(ctx, "day", (target - today - 1) % 7 + 1, "day")
    back = (today - target) % 7
    if relation == "last" and back == 0:
        back = 7
    return _from_published(ctx, "day", -back, "day")


_DAY_WORDS = {
    "yesterday": -1,
    "last night": -1,
    "today": 0,
    "tonight": 0,
    "this morning": 0,
    "this afternoon": 0,
    "this evening": 0,
}


def _day_word(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    if ctx.quoted:
        return None
    return _from_published(ctx, "day", _DAY_WORDS[re.sub(r"\s+", " ", fold_case(m["s"]))], "day")


def _calendar(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """last/this/next/past week, month or year, with an optional earlier/later."""
    unit, relation = fold_case(m["unit"]), fold_case(m["rel"])
    if relation == "past" or (relation == "last" and m["the"]):
        return _past(ctx, unit)
    amount = {"last": -1, "this": 0, "next": 1}[relation]
    return _from_published(ctx, unit, amount, unit)


def _past(ctx: _Context, unit: str) -> FuzzyDate | None:
    """The past week or month (up to publication); the past year is too wide to name."""
    if unit == "year":
        return None
    if unit == "week":
        return _from_published(ctx, "day", -3, "week")
    return _from_published(ctx, unit, 0, unit)


def _recent(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    if fold_case(m["unit"]) == "day":
        return _from_published(ctx, "day", -3, "week")
    return _from_published(ctx, "day", -14, "month")


def _amount(m: re.Match[str]) -> tuple[int, bool]:
    """(count, approximate) for "two", "12", "a few", "a couple of"."""
    words = re.sub(r"\s+", " ", fold_case(m["n"]))
    if words in _FEW:
        return 3, True
    return (int(words) if words.isdigit() else _NUMBERS[words]), False


def _unit_precision(unit: str, approximate: bool) -> str | None:
    if not approximate:
        return unit
    coarser = _rank(unit) + 1
    return DATE_PRECISIONS[coarser] if coarser < len(DATE_PRECISIONS) else None


def _ago(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    unit = fold_case(m["unit"])
    amount, approximate = _amount(m)
    precision = _unit_precision(unit, approximate)
    return _from_published(ctx, unit, -amount, precision) if precision else None


_ADVERBIAL_TAIL = re.compile(
    r"\s*(?:[,.;:!?)\"”’—–]|$)|\s+(?:and|but|when|as|that|then)\b", re.IGNORECASE
)


def _offset(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Two days before/after/earlier/later: from a date right after the phrase, else a date in
    the same sentence, else (only looking back, said as an adverb) the publication date."""
    unit = fold_case(m["unit"]).replace("night", "day")
    amount, approximate = _amount(m) if m.groupdict().get("n") else (1, False)
    precision = _unit_precision(unit, approximate)
    backwards = fold_case(m["dir"]) in ("before", "earlier", "prior", "previous")
    anchor = ctx.follows or ctx.near
    if anchor is None and backwards and _ADVERBIAL_TAIL.match(ctx.tail):
        anchor = ctx.published
    if anchor is None or precision is None:
        return None
    return shift(anchor, unit, -amount if backwards else amount, precision)


_NOT_A_DAY = r"(?<!Every\s)(?<!every\s)(?<!Each\s)(?<!each\s)(?<!Good\s)(?<!Black\s)(?<!Ash\s)"
_DAYTIME = r"(?:\s+(?i:morning|afternoon|evening|night))?"
_RELATION = r"(?P<rel>(?i:last|this|next|past))"
_DAY_WORD = r"(?i:yesterday|today|tonight|last\s+night|this\s+(?:morning|afternoon|evening))"
_EARLIER = r"(?:(?i:earlier|later)\s+)?(?:(?P<the>(?i:the))\s+)?"
_RECENT = r"(?i:recent|the\s+(?:past|last)\s+(?:few|couple\s+of))"
_DIRECTION = r"(?P<dir>(?i:before|after|earlier|later|prior))"

_ANY_UNIT = "day|week|month|year"
_RELATIVE: tuple[Rule, ...] = (
    (
        _rx(rf"(?<!\w){_NOT_A_DAY}(?P<s>(?:{_RELATION}\s+)?(?P<wd>{_WD}){_DAYTIME})(?!\w)"),
        _weekday,
        _needs("weekday name"),
    ),
    (
        _rx(rf"\b(?P<s>{_DAY_WORD})\b"),
        _day_word,
        _needs("yesterday|today|night|morning|afternoon|evening"),
    ),
    (
        _rx(rf"\b(?P<s>{_EARLIER}{_RELATION}\s+(?P<unit>(?i:week|month|year)))\b"),
        _calendar,
        _needs("last|this|next|past", "week|month|year"),
    ),
    (
        _rx(rf"\b(?P<s>{_RECENT}\s+(?P<unit>(?i:day|week))s)\b"),
        _recent,
        _needs("recent|past|last", "day|week"),
    ),
    (_rx(rf"\b(?P<s>{_NUMBER}\s+{_UNIT}\s+(?i:ago))\b"), _ago, _needs("ago", _ANY_UNIT)),
    (
        _rx(rf"\b(?P<s>{_NUMBER}\s+{_UNIT}\s+{_DIRECTION})\b"),
        _offset,
        _needs(_ANY_UNIT, "before|after|earlier|later|prior"),
    ),
    (
        _rx(
            r"\b(?P<s>(?i:the)\s+(?P<unit>(?i:day|night|week|month|year))\s+"
            r"(?P<dir>(?i:before|after|prior)))\b"
        ),
        _offset,
        _needs(f"{_ANY_UNIT}|night", "before|after|prior"),
    ),
    (
        _rx(rf"\b(?P<s>(?i:the)\s+(?P<dir>(?i:previous|next|following))\s+{_UNIT})\b"),
        _offset,
        _needs("previous|next|following", _ANY_UNIT),
    ),
)


# ---------------------------------------------------------------------------- clues

# A rule is tried only on a text that shows all the clues it needs (see `_needs`): words in the
# text's `fold_case` form (each rule's words are in it wherever the rule matches), and "digit"
# (any), "year digits" (19xx or 20xx), "month name" and "weekday name" (capitalised). Most
# sentences show none, and need no rule at all.
_CLUE_WORDS = ("day", "week", "month", "year", "night", "ago", "morning", "afternoon", "evening")
# Words that only matter beside another clue; looked for only then.
_CONTEXT_WORDS = (
    "yesterday", "today", "last", "this", "next", "past", "recent", "before", "after", "earlier",
    "later", "prior", "previous", "following", "early", "mid", "late",
)  # fmt: skip
_DIGIT = re.compile(r"\d")
_YEAR_DIGITS = re.compile(r"(?:19|20)\d\d")
_MONTH_NAME = re.compile(  # matches wherever _MONTH does (and it starts with a set: fast)
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    r"(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?(?:\.(?!\w)|\b)"
)
_WEEKDAY_NAME = re.compile(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day")
# The characters re.IGNORECASE takes for an ASCII letter besides its two cases.
_ASCII_FOLD = str.maketrans({"İ": "i", "ı": "i", "ſ": "s", "K": "k"})
_ODD_CASES = re.compile("[İıſK]")


def fold_case(text: str) -> str:
    """`text` in lower case, with the letters that re.IGNORECASE equates with ASCII ones ("ſ",
    "K") made ASCII. A pattern in lower-case ASCII matches this where it matches `text` with
    re.IGNORECASE: the length, and what \\w, \\d and \\s match, stay the same."""
    if not text.isascii() and _ODD_CASES.search(text):
        text = text.translate(_ASCII_FOLD)
    return text.lower()


def _clues(text: str) -> frozenset[str]:
    """The clues (see above) that `text` shows."""
    found = []
    if _DIGIT.search(text):
        found.append("digit")
        if _YEAR_DIGITS.search(text):
            found.append("year digits")
    if _MONTH_NAME.search(text):
        found.append("month name")
    folded = fold_case(text)
    words = [word for word in _CLUE_WORDS if word in folded]
    if found or words:
        words += [word for word in _CONTEXT_WORDS if word in folded]
        if "day" in words and _WEEKDAY_NAME.search(text):
            words.append("weekday name")
    return frozenset(found + words)


@functools.cache
def _plan(clues: frozenset[str]) -> tuple[tuple[re.Pattern[str], Handler, bool], ...]:
    """The rules worth trying on a text with these clues, absolute ones first, in table order."""
    return tuple(
        (pattern, handler, relative)
        for rules, relative in ((_ABSOLUTE, False), (_RELATIVE, True))
        for pattern, handler, needs in rules
        if all(clues & group for group in needs)
    )


# ---------------------------------------------------------------------------- finding dates


@dataclass(frozen=True)
class _Candidate:
    """A rule's match, before overlaps are settled."""

    start: int
    end: int
    match: re.Match[str]
    handler: Handler
    relative: bool

    def mention(self, ctx: _Context) -> DateMention:
        surface = self.match.string[self.start : self.end]
        return DateMention(surface, self.start, self.end, self.handler(self.match, ctx))


def _candidates(text: str) -> list[_Candidate]:
    return [
        _Candidate(m.start("s"), m.end("s"), m, handler, relative)
        for pattern, handler, relative in _plan(_clues(text))
        for m in pattern.finditer(text)
    ]


def _longest_first(candidates: list[_Candidate]) -> list[_Candidate]:
    """Non-overlapping candidates in text order; a longer one wins an overlap, then an earlier."""
    starts: list[int] = []
    chosen: list[_Candidate] = []
    for cand in sorted(candidates, key=lambda c: (c.start - c.end, c.start)):
        index = bisect.bisect_left(starts, cand.start)
        clashes_before = index > 0 and chosen[index - 1].end > cand.start
        clashes_after = index < len(chosen) and chosen[index].start < cand.end
        if not (clashes_before or clashes_after):
            starts.insert(index, cand.start)
            chosen.insert(index, cand)
    return chosen


_SENTENCE_END = re.compile(r"[.!?…][\"”’)]*\s+(?=[\"“‘(]?[A-Z0-9])|\n")
_ABBREVIATION = re.compile(r"(?:\b[A-Z][a-z]{0,3}|\b[A-Za-z]\.[A-Za-z]|\b[a-z]|\b[Nn]o|\bvs)\.$")


def sentence_breaks(text: str) -> Breaks:
    """Rough sentence breaks of `text` as (starts, ends): stops before a capital or a digit, and
    newlines. A stop after a short capitalised word or an initial ("Gen.", "U.S.") is not one."""
    starts, ends = [], []
    for m in _SENTENCE_END.finditer(text):
        if m.group().strip() and _ABBREVIATION.search(text, max(0, m.start() - 8), m.start() + 1):
            continue
        starts.append(m.start())
        ends.append(m.end())
    return starts, ends


def sentence_bounds(text: str, position: int, breaks: Breaks | None = None) -> Span:
    """A rough (start, end) of the sentence around `position` (see `sentence_breaks`). Callers that
    have real sentences should pass one sentence at a time."""
    starts, ends = sentence_breaks(text) if breaks is None else breaks
    before = bisect.bisect_right(ends, position)
    after = bisect.bisect_left(starts, position)
    start = ends[before - 1] if before else 0
    end = starts[after] + 1 if after < len(starts) else len(text)
    return start, end


def _relative_context(
    text: str,
    cand: _Candidate,
    absolute: list[DateMention],
    breaks: Breaks,
    published: FuzzyDate | None,
) -> _Context:
    start, end = sentence_bounds(text, cand.start, breaks)
    first = bisect.bisect_left(absolute, start, key=lambda a: a.start)
    in_sentence = itertools.takewhile(
        lambda a: a.start < end, itertools.islice(absolute, first, None)
    )
    dated = [a for a in in_sentence if a.date is not None]
    follows = next((a.date for a in dated if 0 <= a.start - cand.end <= 5), None)
    near = min(dated, key=lambda a: abs(a.start - cand.start)).date if dated else None
    tail = text[cand.end : cand.end + 20]
    quoted = _inside_quote(text, cand.start)
    return _Context(published, near=near, follows=follows, tail=tail, quoted=quoted)


def _inside_quote(text: str, position: int) -> bool:
    line = text[text.rfind("\n", 0, position) + 1 : position]
    return line.count("“") > line.count("”") or line.count('"') % 2 == 1


@functools.lru_cache(maxsize=1024)
def _publication(published: date, precision: str) -> FuzzyDate:
    return FuzzyDate(published, precision)  # one per article, not one per sentence


def find_dates(
    text: str, published: date | None, published_precision: str | None = "day"
) -> list[DateMention]:
    """Date expressions in `text`, each normalised against the publication date when that is safe.

    Offsets are relative to `text`. Month-days without a year take the publication year (or the
    year before, see `infer_year`); weekdays are the latest such day on or before publication.
    """
    pub = _publication(published, published_precision or "day") if published else None
    candidates = _candidates(text)
    if not candidates:
        return []
    chosen = _longest_first(candidates)
    absolute = [c.mention(_Context(pub)) for c in chosen if not c.relative]
    relative = []
    if any(c.relative for c in chosen):
        breaks = sentence_breaks(text)
        relative = [
            c.mention(_relative_context(text, c, absolute, breaks, pub))
            for c in chosen
            if c.relative
        ]
    mentions = sorted(absolute + relative, key=lambda m: m.start)
    log.debug("found %d date mentions in %d chars", len(mentions), len(text))
    return mentions
