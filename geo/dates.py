"""Date expressions in English, Spanish and Portuguese article text, normalised against the publication date."""

from __future__ import annotations

import bisect
import calendar
import functools
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import NamedTuple

import ahocorasick
from dateutil.easter import easter

from geo.model import DATE_PRECISIONS, FuzzyDate
from geo.textfold import fold_key

log = logging.getLogger(__name__)

Span = tuple[int, int]
Breaks = tuple[list[int], list[int]]  # sentence break starts and ends

MONTHS: dict[str, int] = {
    name.lower(): number
    for number in range(1, 13)
    for name in (calendar.month_name[number], calendar.month_abbr[number])
} | {"sept": 9}
WEEKDAYS: dict[str, int] = {name.lower(): number for number, name in enumerate(calendar.day_name)}
SPANISH_MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre setiembre", "octubre", "noviembre", "diciembre"),
        start=1,
    )
    for name in names.split()
}  # fmt: skip
SPANISH_WEEKDAYS: dict[str, int] = {
    "lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
    "sábado": 5, "sabado": 5, "domingo": 6,
}  # fmt: skip
PORTUGUESE_MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
         "outubro", "novembro", "dezembro"),
        start=1,
    )
    for name in names.split()
}  # fmt: skip
# "segunda-feira" is Monday; the Brazilian press often drops the "-feira" ("nesta terça").
PORTUGUESE_WEEKDAYS: dict[str, int] = {
    f"{name}{tail}": number
    for number, name in enumerate(("segunda", "terça", "quarta", "quinta", "sexta"))
    for tail in ("-feira", " feira", "")
} | {"terca-feira": 1, "terca": 1, "sábado": 5, "sabado": 5, "domingo": 6} | {
    # Poder360 and others number the weekdays: "na 2ª feira" is Monday, "nesta 6ª feira" Friday
    f"{number + 2}ª{tail}": number for number in range(5) for tail in (" feira", "-feira", "feira")
}  # fmt: skip
# "14.out", "15.out.2019": the month as three letters after a day and a dot
PORTUGUESE_MONTH_ABBREVIATIONS: dict[str, int] = {
    name: number
    for number, name in enumerate(("jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"),
                                  start=1)
}  # fmt: skip
_MONTH_NUMBERS = MONTHS | SPANISH_MONTHS | PORTUGUESE_MONTHS
_WEEKDAY_NUMBERS = WEEKDAYS | SPANISH_WEEKDAYS | PORTUGUESE_WEEKDAYS

# A month-day without a year lies at most this far after publication; further means the year before.
FUTURE_SLACK = timedelta(days=62)
# How far a shift finer than its anchor's precision may go and stay in the anchor's month or year.
_SLACK_DAYS = {"month": 7, "year": 62}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
# Unit words, singular; "hour" stands for anything shorter than a day.
_UNITS = {
    "day": "day", "night": "day", "morning": "day", "afternoon": "day", "evening": "day",
    "week": "week", "month": "month", "year": "year", "hour": "hour", "minute": "hour",
    "moment": "hour",
    "día": "day", "dia": "day", "noche": "day", "mañana": "day", "manana": "day", "tarde": "day",
    "madrugada": "day", "semana": "week", "mes": "month", "año": "year", "ano": "year",
    "hora": "hour", "minuto": "hour", "mês": "month", "manhã": "day", "manha": "day", "noite": "day",
    "jornada": "day",
}  # fmt: skip
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve")  # fmt: skip
_SPANISH_NUMBER_WORDS = ("un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
                         "diez", "once", "doce")  # fmt: skip
_NUMBERS = (
    dict(zip(_NUMBER_WORDS, range(1, 13), strict=True))
    | dict(zip(_SPANISH_NUMBER_WORDS, range(1, 13), strict=True))
    | {"a": 1, "an": 1, "a couple": 2, "a couple of": 2, "una": 1, "uno": 1, "un par de": 2,
       "quince": 15, "veinte": 20}
    | {"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
       "nineteen": 19, "twenty": 20, "trece": 13, "catorce": 14}
    | {"um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11,
       "doze": 12, "quinze": 15, "vinte": 20, "quatro": 4, "treze": 13, "catorze": 14, "quatorze": 14}
    # the hours a wire counts a day by: "forty-eight hours later", "cuarenta y ocho horas después", "quarenta e oito
    # horas depois"
    | {"twenty-four": 24, "twenty four": 24, "forty-eight": 48, "forty eight": 48, "seventy-two": 72,
       "seventy two": 72, "veinticuatro": 24, "cuarenta y ocho": 48, "setenta y dos": 72, "vinte e quatro": 24,
       "quarenta e oito": 48, "setenta e duas": 72}
)  # fmt: skip
_FEW = ("a few", "few", "several", "unos", "unas", "algunos", "algunas", "varios", "varias",
        "pocos", "pocas", "unos pocos", "unas pocas", "unos cuantos", "unas cuantas", "alguns", "algumas",
        "poucos", "poucas", "uns", "umas")  # fmt: skip


@dataclass(frozen=True)
class DateMention:
    """A date expression found in a string; `date` is None when it cannot be normalised safely.

    `anchored` is True when `date` was counted from the narrative anchor passed to `find_dates`
    ("two days later", "that night", "al día siguiente"), not from the publication date or a date
    in the same string.
    """

    surface: str
    start: int
    end: int
    date: FuzzyDate | None
    anchored: bool = False
    # the day a dated offset counts from, said as its object: "April 30" in "two days before April 30"
    counted_from: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        if not (0 <= self.start < self.end) or len(self.surface) != self.end - self.start:
            raise ValueError(f"DateMention {self.surface!r}: bad span {self.start}..{self.end}")


@dataclass(frozen=True)
class _Context:
    """What a rule may use: the publication date and the date of the story's last event."""

    published: FuzzyDate | None
    anchor: FuzzyDate | None = None
    # the anchor not yet worked out, for an absolute rule the calendar alone cannot decide
    find_anchor: Callable[[], FuzzyDate | None] | None = field(default=None, compare=False)
    # the days the sentences before told, in text order, worked out only if a rule asks for them
    find_told: Callable[[], Sequence[FuzzyDate]] = field(default=lambda: (), compare=False)

    def story_day(self) -> FuzzyDate | None:
        """The anchor, worked out only now that a rule asks for it."""
        if self.anchor is None and self.find_anchor is not None:
            return self.find_anchor()
        return self.anchor


@dataclass(frozen=True)
class _Offset:
    """An anaphoric expression, read but not yet dated: `amount` `unit`s from the date it counts
    from (its base), at `precision` (None: too vague to date)."""

    unit: str
    amount: int
    precision: str | None
    # "two days before the vote": the base is the phrase's object, dated only by a date after it
    prepositional: bool = False
    # "Two days before, ...": with no anchor given, it may count back from publication
    fallback: bool = False
    weekday: int | None = None  # "that Friday": the base, if it is a Friday
    ahead: bool = False  # (and else the first Friday after the base told to the day: not "that same Friday")
    behind: bool = False  # "had spent that Saturday": told in the pluperfect, the last Saturday before the base
    following_weekday: int | None = None  # "the following Monday": the first Monday after the base
    weekend: bool = False  # "the same weekend": the weekend nearest the base, as its week


Handler = Callable[[re.Match[str], _Context], FuzzyDate | _Offset | None]


class Rule(NamedTuple):
    """A pattern (its group "s" is the surface), what makes a date of its match, the clues a text
    needs for it to match (see `_needs`), and what must come right before the match."""

    pattern: re.Pattern[str]
    handler: Handler
    needs: tuple[frozenset[str], ...]
    before: re.Pattern[str] | None = None


def _needs(*groups: str) -> tuple[frozenset[str], ...]:
    """Clues a rule needs: one of each group ("day|week" is one group)."""
    return tuple(frozenset(group.split("|")) for group in groups)


def month_number(name: str) -> int | None:
    """1..12 for an English month name or abbreviation ("Sept.", "december"), else None."""
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


def period_end(published: FuzzyDate) -> date:
    """The last day a date of its precision may mean ("in April": April 30)."""
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
        if candidate > period_end(published) + FUTURE_SLACK:
            candidate = date(published.value.year - 1, month, day)
    except ValueError:  # February 29 in a common year, or "February 30"
        return None
    return candidate


# ---------------------------------------------------------------------------- regex pieces

_WD = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
# Flat, so that a search can skip to the capitals that start a month name.
_MONTH = (
    r"(?P<month>January\b|February\b|March\b|April\b|May\b|June\b|July\b|August\b"
    r"|September\b|October\b|November\b|December\b"
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?:\.(?!\w)|\b))"
)
_DAY = r"(?<![\d$.,])(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\w%]|,\d|-\w)"
# "22-23", "22–24": two days of a month, the second after the first (checked by the reader, not here)
_DAY_SPAN = r"(?<![\d$.,])(?P<day>[12]\d|3[01]|0?[1-9])\s*[-–]\s*(?:[12]\d|3[01]|0?[1-9])(?![\w%]|,\d|-\w)"
# The look-behind comes after the first digits, so a search can skip to a "1" or a "2".
_YEAR = r"(?P<year>(?:19|20)(?<![\d$.,-]..)\d{2})(?![\w%]|,\d|-\w)"
_PART = r"(?i:early|mid|late)"
_ISO_DATE = r"(?P<year>(?:19|20)\d{2})-(?P<mon>0[1-9]|1[0-2])-(?P<day>0[1-9]|[12]\d|3[01])"
_LEAD_WD = rf"(?:{_WD},?\s+)?"
_DAY_MONTH_NUM = r"(?P<day>[12]\d|3[01]|0?[1-9])/(?P<mon>0?[1-9]|1[0-2])"
_NUMBER = (
    r"(?<![\d,.])(?P<n>\d{1,3}|(?i:a\s+couple(?:\s+of)?|a\s+few|few|several|an?|"
    r"twenty[- ]four|forty[- ]eight|seventy[- ]two|"
    r"(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|"
    + "|".join(_NUMBER_WORDS)
    + "))"
)
_UNIT = r"(?P<unit>(?i:day|week|month|year|hour|minute))s?"
# Spanish: month and weekday names are lower case (a capital makes a name: "el 23 de Enero" is a
# Caracas parish, "Santo Domingo" a city), but a month with a year may open a sentence. Portugal's
# spelling before 2009 writes its months with a capital ("a 14 de Maio", "em meados de Junho"): a
# Portuguese-only month may have one (not "Rio de Janeiro"; "Abril" and "Agosto" are Spanish too, so they
# take one only after words of Portugal's own: "em Abril", "a 15 de Abril", "a sublevação de 30 de Abril",
# "no dia 2 de Agosto", "até 15 de Agosto", "em meados de Agosto"; Spanish says "del 30 de abril").
_PT_CAPITAL_MONTH_BEFORE = (r"(?:(?<=\b[Ee]m\s)|"
                            + "|".join(rf"(?<=\b{word}\s{digits}\sde\s)" for word in ("a", "de", "dia", "até", "ate")
                                       for digits in (r"\d", r"\d\d"))
                            + r"|(?<=\bmeados\sde\s)|"
                            r"(?<=\bfinais\sde\s)|(?<=\bfins\sde\s)|(?<=\bin[íi]cio\sde\s)|(?<=\bprinc[íi]pios\sde\s))")
_MES = (
    r"(?P<month>enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre"
    r"|diciembre|(?<!Rio\sde\s)[Jj]aneiro|[Ff]evereiro|[Mm]arço|[Mm]aio|[Jj]unho|[Jj]ulho|[Ss]etembro|[Oo]utubro"
    r"|[Nn]ovembro|[Dd]ezembro|" + _PT_CAPITAL_MONTH_BEFORE + r"(?:Abril|Agosto))\b"
)
_MES_Y = (
    r"(?P<month>[Ee]nero|[Ff]ebrero|[Mm]arzo|[Aa]bril|[Mm]ayo|[Jj]unio|[Jj]ulio|[Aa]gosto"
    r"|[Ss]ep?tiembre|[Oo]ctubre|[Nn]oviembre|[Dd]iciembre|[Jj]aneiro|[Ff]evereiro|[Mm]arço|[Mm]aio"
    r"|[Jj]unho|[Jj]ulho|[Ss]etembro|[Oo]utubro|[Nn]ovembro|[Dd]ezembro)\b"
)
_DIAS = r"(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)"
_DIA_SEMANA = rf"(?P<wd>{_DIAS})(?!\w)"
_ORDINAL = r"(?:\.?[º°]|(?<=\b1)(?:ro|ero|er))?"  # "1º", "1.º", "1ro", "1er": the first of the month written as an ordinal
_ES_DAY = rf"(?<![\d$.,])(?P<day>[12]\d|3[01]|0?[1-9]){_ORDINAL}"
_ES_LEAD_WD = rf"(?:(?:{_DIAS}|(?:segunda|ter[çc]a|quarta|quinta|sexta)[- ]feira),?\s+)?"  # "sexta-feira 22 de fevereiro"
_ES_PART = r"(?i:finales|fines|principios|comienzos|inicios|mediados|in[íi]cio|come[çc]o|meados|final|fim)"
_DE = r"\s+(?i:de)\s+"
_DE_YEAR = rf"\s+(?i:de|del)\s+{_YEAR}"
_DAYTIME_ES = r"(?:\s+(?:por|en)\s+la\s+(?:ma[ñn]ana|tarde|noche|madrugada))?"
_NUMERO = (
    r"(?<![\d,.])(?P<n>\d{1,3}|(?i:un\s+par\s+de|un[oa]s\s+(?:poc|cuant)[oa]s|"
    r"veinticuatro|cuarenta\s+y\s+ocho|setenta\s+y\s+dos|vinte\s+e\s+quatro|quarenta\s+e\s+oito|setenta\s+e\s+duas|"
    r"un(?:[oa]s?)?|"
    r"algun[oa]s|vari[oa]s|poc[oa]s|quince|veinte|trece|catorce|quatorze|catorze|treze|quatro|dois|duas|tr[êe]s|sete|oito|"
    r"nove|dez|onze|doze|uma?|" + "|".join(_SPANISH_NUMBER_WORDS[1:]) + "))"
)
_UNIDAD = r"(?P<unit>(?i:d[íi]a|semana|m[eê]s|a[ñn]o|hora|minuto)(?:e?s)?)"
# Portuguese: "há três dias", "na última sexta-feira (5)", "nesta terça", "no domingo passado"
_NUMERO_PT = (
    r"(?<![\d,.])(?P<n>\d{1,3}|(?i:vinte\s+e\s+quatro|quarenta\s+e\s+oito|setenta\s+e\s+duas|"
    r"u(?:m|ma|ns|mas)|alguns|algumas|poucos|poucas|dois|duas|tr[êe]s|quatro|cinco|"
    r"seis|sete|oito|nove|dez|onze|doze|quinze|vinte))"
)
_UNIDADE_PT = r"(?P<unit>(?i:dias?|semanas?|m[êe]s|meses|anos?|horas?|minutos?))"
# "há mais de um mês e meio", "hace un año y medio": a span the calendar cannot place, no date
_AND_A_HALF = r"\s+(?:e|y)\s+(?i:meio|meia|medio|media)\b"
_DIAS_PT = r"(?:segunda|ter[çc]a|quarta|quinta|sexta)[- ]feira|[2-6]ª[- ]?feira|s[áa]bado|domingo"
_DIAS_PT_SHORT = r"segunda|ter[çc]a|quarta|quinta|sexta"
_REL_PT = r"(?:(?P<rel>[úu]ltim[oa]|pr[óo]xim[oa]|passad[oa])\s+)?"
# "na madrugada de domingo", "na noite de sábado": "de" leads a weekday only after a time of day
_PT_LEAD = r"\b(?P<lead>[Nn][ao]|[Nn]est[ae]|[Dd]est[ae]|[Dd][ao]|[Nn]aquel[ae]|(?<=madrugada\s)de|(?<=noite\s)de|(?<=manh[ãa]\s)de|(?<=tarde\s)de)\s+"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _before(*words: str) -> re.Pattern[str]:
    """What must end right before a match: one of `words`, then spaces."""
    return re.compile(rf"\b(?i:{'|'.join(words)})\s+\Z")


_MONTH_BEFORE = _before(
    "in", "since", "until", "till", "by", "from", "during", "through", "before", "after",
    "between", "of", "last", "this", "next", "early", "mid", "late", "and", "to",
)  # fmt: skip
_MES_BEFORE = _before(
    "en", "desde", "hasta", "durante", "para", "entre", "y", "o", "a", "de", "pasado", "este",
    "todo", "em", "até", "ate", "no", "desde", "e",
)  # fmt: skip
# A comma, then "when" opening a clause: what comes right after a month that clause dates
_WHEN_CLAUSE = r"(?=,\s+(?i:when|cuando|quando)\b)"
_NUM_DATE_BEFORE = _before("em", "en", "el", "no", "dia", "día", "desde", "até", "ate", "hasta", "on", "since")
# "de 2019" is left out: "más de 2000 soldados" is a count.
_YEAR_BEFORE = _before(
    "in", "since", "until", "till", "by", "from", "during", "through", "before", "after",
    "between", "the",
    r"(?:the\s+)?(?:end|beginning|start|middle|spring|summer|fall|autumn|winter)\s+of",
    "en", "desde", "hasta", "durante", "entre", "del", r"antes\s+de", r"despu[ée]s\s+de",
    rf"{_ES_PART}\s+(?:de|del)", r"en\s+el", "a[ñn]o",
    "em", "at[ée]", r"depois\s+de",  # Portuguese: "em 1958", "até 2017"
)  # fmt: skip


# ---------------------------------------------------------------------------- absolute rules


def _day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    try:
        return FuzzyDate(date(int(m["year"]), _month(m), int(m["day"])), "day")
    except ValueError:
        return None


def _month(m: re.Match[str]) -> int:
    if "mon" in m.groupdict():
        return int(m["mon"])
    return _MONTH_NUMBERS[m["month"].rstrip(".").lower()]


def _month_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    value = _gone_year(m, ctx, infer_year(ctx.published, _month(m), int(m["day"])))
    return FuzzyDate(value, "day") if value else None


def _first_of_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"el primero de mayo", "em primeiro de outubro": the first day of that month, as "el 1 de mayo"."""
    value = _gone_year(m, ctx, infer_year(ctx.published, _month(m), 1))
    return FuzzyDate(value, "day") if value else None


def _day_of_initial(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"el 16N", "la marcha del 23F": that day of the month the initial names."""
    value = _gone_year(m, ctx, infer_year(ctx.published, _INITIAL_MONTHS[m["ini"]], int(m["day"])))
    return FuzzyDate(value, "day") if value else None


_INITIAL_MONTHS = {"E": 1, "F": 2, "S": 9, "O": 10, "N": 11, "D": 12}


def _gone_year(m: re.Match[str], ctx: _Context, value: date | None) -> date | None:
    """A month or a month-day after publication, told of a deed in the past and of nothing to come ("crossed
    the border in April" in March's paper): the one the year before. `infer_year` allows a little of the
    future for plans ("the march planned for April")."""
    if value is None or ctx.published is None or value <= period_end(ctx.published) \
            or not (_told_as_past(m, _ENGLISH_PAST_VERB, _ENGLISH_FUTURE) or _told_as_past(m)) \
            or _PLAN_AROUND.search(m.string, max(0, m.start() - 60), m.end() + 60):
        return value
    try:
        return value.replace(year=value.year - 1)
    except ValueError:  # February 29
        return None


# A plan or a date set ahead ("the march planned for June 15", "convocada para el 5 de julio"): the one to come
_PLAN_AROUND = re.compile(r"\b(?:plann\w*|schedul\w*|upcoming|set\s+for|expected|planead\w*|programad\w*|"
                          r"previst\w*|convoc\w*|agendad\w*|marcad[oa]s?\s+para|fijad[oa]s?\s+para)\b", re.IGNORECASE)


# Keyed by `fold_key` of the name (no accents, "'" for "’"), as the handlers look them up.
_HOLIDAYS = {"christmas day": (12, 25), "christmas eve": (12, 24), "new year's day": (1, 1), "new year's eve": (12, 31),
             "navidad": (12, 25), "nochebuena": (12, 24), "nochevieja": (12, 31), "ano nuevo": (1, 1),
             "may day": (5, 1), "dia del trabajador": (5, 1), "dia del trabajo": (5, 1), "dia do trabalhador": (5, 1),
             "dia do trabalho": (5, 1), "primero de mayo": (5, 1), "primeiro de maio": (5, 1), "vespera de natal": (12, 24), "noite de natal": (12, 24),
             "dia de natal": (12, 25), "ano novo": (1, 1), "vespera de ano novo": (12, 31), "dia de reyes": (1, 6),
             "dia de reis": (1, 6), "halloween": (10, 31), "reveillon": (12, 31), "finados": (11, 2),
             # Venezuelan shorthand for 2019's two days: the aid push (23-F) and the uprising (30-A)
             "23-f": (2, 23), "23f": (2, 23), "30-a": (4, 30), "30a": (4, 30)}


UPRISING_DAY = date(2019, 4, 30)  # Guaidó's call at La Carlota, the uprising of 2019's news


def _uprising_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"no dia da tentativa de levante", "the day of the uprising": April 30, 2019, in a story of 2019
    told on or after it."""
    if ctx.published is None or ctx.published.value.year != 2019 or period_end(ctx.published) < UPRISING_DAY:
        return None
    return FuzzyDate(UPRISING_DAY, "day")


# 2019's days the story names by what happened on them: Guaidó's swearing-in (January 23), the Venezuela Aid
# Live concert (February 22), the aid push at the bridges (February 23), the uprising (April 30). Said only
# as what a day is counted from ("the day after Guaidó's swearing-in", "two days after the failed uprising",
# "la víspera del intento de ingreso de la ayuda humanitaria"): alone, "after the uprising" dates nothing.
_NAMED_DAYS = {"sworn": date(2019, 1, 23), "concert": date(2019, 2, 22), "aid": date(2019, 2, 23),
               "uprising": UPRISING_DAY}
_GUAIDO = r"(?:(?:Juan\s+)?Guaid[oó])"
_NAMED_DAY_BEFORE = re.compile(
    # (days, not weeks: "Two weeks after the failed rebellion, three guardsmen have reached Colombia" is the news's
    # time, roughly)
    r"\b(?i:(?:days?|hours|mornings?|nights?|eve|d[ií]as?|horas|noches?|noites?|v[ée]spera|v[ií]spera)\s+"
    r"(?:after|before|following|prior\s+to|of|despu[ée]s\s+del?|antes\s+del?|siguiente\s+al?|posterior\s+al?|anterior\s+al?|"
    r"del?|depois\s+d[aeo]s?|antes\s+d[aeo]s?|seguinte\s+(?:a|à|ao)|d[ao]|após|apos|ap[óo]s\s+a)"
    r"(?:\s+(?:que|the|el|la|o|a))?\s+)\Z")


def _named_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """One of `_NAMED_DAYS`, in a story of 2019 told on or after it."""
    value = _NAMED_DAYS[next(name for name, text in m.groupdict().items() if text and name in _NAMED_DAYS)]
    if ctx.published is None or ctx.published.value.year != 2019 or period_end(ctx.published) < value:
        return None
    return FuzzyDate(value, "day")


def _holiday(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Christmas Day, Nochebuena, Año Nuevo: the day, in the year `infer_year` gives it."""
    value = infer_year(ctx.published, *_HOLIDAYS[fold_key(m["name"])])
    return FuzzyDate(value, "day") if value else None


# Feasts that move with Easter: days from Easter Sunday, and how precisely the name dates (Holy Week and
# Carnival are weeks: their Monday).
_FEASTS = {"easter": (0, "week"), "easter weekend": (0, "week"), "easter sunday": (0, "day"), "easter day": (0, "day"),
           "holy week": (-6, "week"), "semana santa": (-6, "week"), "good friday": (-2, "day"),
           "viernes santo": (-2, "day"), "sexta-feira santa": (-2, "day"), "holy thursday": (-3, "day"),
           "maundy thursday": (-3, "day"), "jueves santo": (-3, "day"), "quinta-feira santa": (-3, "day"),
           "pascoa": (0, "week"), "domingo de pascua": (0, "day"), "domingo de resurreccion": (0, "day"),
           "domingo de pascoa": (0, "day"),
           "carnival": (-48, "week"), "carnaval": (-48, "week"),
           # Carnival's own days: "el lunes de Carnaval", "na terça-feira de Carnaval", "Shrove Tuesday"
           "lunes de carnaval": (-48, "day"), "martes de carnaval": (-47, "day"),
           "segunda-feira de carnaval": (-48, "day"), "terca-feira de carnaval": (-47, "day"),
           "carnival monday": (-48, "day"), "carnival tuesday": (-47, "day"), "shrove tuesday": (-47, "day"),
           "mardi gras": (-47, "day"), "ash wednesday": (-46, "day"), "miercoles de ceniza": (-46, "day"),
           "quarta-feira de cinzas": (-46, "day")}  # keyed by `fold_key`, as _HOLIDAYS


def _feast(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Holy Week, Good Friday, Carnival: the latest one on or before publication (or a little after it,
    as `infer_year` allows a month-day)."""
    if ctx.published is None:
        return None
    offset, precision = _FEASTS[fold_key(m["feast"])]
    year = ctx.published.value.year
    value = easter(year) + timedelta(days=offset)
    if value > period_end(ctx.published) + FUTURE_SLACK:
        value = easter(year - 1) + timedelta(days=offset)
    return FuzzyDate(floor_date(value, precision), precision)


def _weekday_numbered(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"Tuesday (18)", "na última sexta-feira (5)", Agência Brasil's house style: the latest 18th on
    or before publication (a day or two after it at most) that falls on a Tuesday, else the latest 18th.
    A verb told as past ("pediram refúgio no domingo (24)") keeps the day on or before publication."""
    if ctx.published is None:
        return None
    day, weekday = int(m["day"]), _WEEKDAY_NUMBERS.get(" ".join(fold_case(m["wd"]).split()), -1)
    past = _told_as_past(m) or _told_as_past(m, _ENGLISH_PAST_VERB, _ENGLISH_FUTURE)
    start = ctx.published.value + timedelta(days=0 if past else 2)
    candidates = [start - timedelta(days=n) for n in range(62)]
    dates = [d for d in candidates if d.day == day]
    fitting = [d for d in dates if d.weekday() == weekday] or _weekday_day_near(ctx, day, weekday, start)
    fitting = _week_after_story(ctx, day, weekday, start) or fitting
    if len(fitting) > 1:
        fitting = _told_near_story(ctx, fitting) or fitting
    found = (fitting or dates)[:1]
    return FuzzyDate(found[0], "day") if found else None


def _weekday_then_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"no sábado, dia 13 de julho" is that month's 13th; "na última terça-feira, dia 2" the latest 2nd on a Tuesday."""
    return _month_day(m, ctx) if m["month"] else _weekday_numbered(m, ctx)


def _told_near_story(ctx: _Context, days: list[date]) -> list[date]:
    """"deixou o posto em 24 de fevereiro ... No dia seguinte, segunda-feira (25)" in April's paper: when two
    recent months have their 25th on a Monday, the one just after the story's latest day."""
    anchor = ctx.story_day()
    if anchor is None or anchor.precision != "day":
        return []
    return [d for d in days if anchor.value - timedelta(days=7) <= d <= anchor.value + timedelta(days=14)]


def _week_after_story(ctx: _Context, day: int, weekday: int, latest: date) -> list[date]:
    """"En la noche del 11 de abril, un jueves ... A la mañana siguiente, el viernes 12" in July's paper: July 12
    is a Friday too, but the 12th that falls on that weekday in the week after the story's latest day is the one
    the story goes on to."""
    anchor = ctx.story_day()
    if anchor is None or anchor.precision != "day":
        return []
    return [d for d in _weekday_day_near(ctx, day, weekday, latest) if anchor.value <= d <= anchor.value + timedelta(days=7)]


def _weekday_day_near(ctx: _Context, day: int, weekday: int, latest: date) -> list[date]:
    """"Na noite de 11 de maio, um sábado ... domingo (12)" in October's paper: when no recent month has
    its 12th on a Sunday, the one in the month of the story's latest day, or the month after, that does."""
    anchor = ctx.story_day()
    if anchor is None:
        return []
    year, month = anchor.value.year, anchor.value.month
    months = [(year, month), (year + month // 12, month % 12 + 1)]
    days = [date(y, m, day) for y, m in months if day <= calendar.monthrange(y, m)[1]]
    return [d for d in days if d.weekday() == weekday and anchor.value - timedelta(days=7) <= d <= latest]


def _day_of_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"No dia 23", "el día 23", "on the 23rd": the latest 23rd on or before publication (a day or two
    after it at most)."""
    if ctx.published is None:
        return None
    start, day = ctx.published.value + timedelta(days=2), int(m["day"])
    if (next_day := _day_after_a_day_told(ctx, day)) is not None:
        return FuzzyDate(next_day, "day")
    found = [d for d in (start - timedelta(days=n) for n in range(62)) if d.day == day]
    found = _after_story_day(ctx, day, start) or found[:1]
    return FuzzyDate(found[0], "day") if found else None


def _day_after_a_day_told(ctx: _Context, day: int) -> date | None:
    """"la noche del 16 de marzo ... antes del amanecer del día 17", "na noite de 10 de março ... no dia 11": the
    day after a day the story told (the latest told so), however long before publication."""
    after = [told.value + timedelta(days=1) for told in ctx.find_told() if told.precision == "day"]
    return next((d for d in reversed(after) if d.day == day and (ctx.published is None or d <= ctx.published.value)),
                None)


def _after_story_day(ctx: _Context, day: int, latest: date) -> list[date]:
    """"desertou na noite de 2 de julho ... chegou a Pacaraima no dia 5" in August's paper: the 5th the story
    goes on to, in the two weeks from its latest day, before the latest 5th of all (however long before
    publication the story is: "no dia 1º de maio ... na manhã do dia 2" in August's paper is May 2)."""
    anchor = ctx.story_day()
    if anchor is None or anchor.precision != "day":
        return []
    return [d for d in (anchor.value + timedelta(days=n) for n in range(15)) if d.day == day and d <= latest]


def _this_month_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"el 5 del presente mes": that day of the month of publication."""
    return _day_of_published_month(m, ctx, 0)


def _last_month_day(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"el 3 del mes pasado", "no dia 3 do mês passado", "the 3rd of last month": that day of the month before
    the month of publication."""
    return _day_of_published_month(m, ctx, 1)


def _day_of_published_month(m: re.Match[str], ctx: _Context, months_back: int) -> FuzzyDate | None:
    """Day `m["day"]` of the month of publication, or of the one `months_back` before it."""
    if ctx.published is None or ctx.published.precision not in ("day", "week"):
        return None
    month = ctx.published.value.replace(day=1)
    for _ in range(months_back):
        month = (month - timedelta(days=1)).replace(day=1)
    try:
        return FuzzyDate(month.replace(day=int(m["day"])), "day")
    except ValueError:
        return None


def _month_year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    return FuzzyDate(date(int(m["year"]), _month(m), 1), "month")


def _day_dot_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"(14.out)", "15.out.2019": Poder360's day and month, the year inferred when it is left out."""
    month = PORTUGUESE_MONTH_ABBREVIATIONS[m["abbr"]]
    if m["year"]:
        try:
            return FuzzyDate(date(int(m["year"]), month, int(m["day"])), "day")
        except ValueError:
            return None
    value = infer_year(ctx.published, month, int(m["day"]))
    return FuzzyDate(value, "day") if value else None


def _weekday_day_slash_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"na quarta-feira (10/4)", "no sábado (23/2)": the Brazilian press's weekday with its day and month, the year
    inferred as for a day and month told without one."""
    if ctx.published is None:
        return None
    value = infer_year(ctx.published, int(m["month"]), int(m["day"]))
    return FuzzyDate(value, "day") if value else None


def _day_of_that_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"No dia 24 daquele mês", "el 24 de ese mes", "on the 24th of that month": that day of the month the story
    has reached (its latest day, or the month it last named), none when the story has no date yet."""
    anchor = ctx.story_day()
    if anchor is None or anchor.precision not in ("day", "week", "month"):
        return None
    try:
        return FuzzyDate(anchor.value.replace(day=int(m["day"])), "day")
    except ValueError:
        return None


def _month_this_year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"February this year", "en febrero de este año": the month of the publication's year."""
    return FuzzyDate(date(ctx.published.value.year, _month(m), 1), "month") if ctx.published else None


def _month_last_year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"In December last year", "en diciembre del año pasado", "em dezembro do ano passado": that month of the
    year before publication's."""
    return FuzzyDate(date(ctx.published.value.year - 1, _month(m), 1), "month") if ctx.published else None


def _month_alone(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    value = _gone_year(m, ctx, infer_year(ctx.published, _month(m)))
    return FuzzyDate(value, "month") if value else None


_NTH_WEEK = {"first": 0, "second": 1, "third": 2, "fourth": 3, "primera": 0, "primeira": 0, "segunda": 1,
             "tercera": 2, "terceira": 2, "cuarta": 3, "quarta": 3}


def _nth_week(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"the second week of March", "la última semana de abril", "na primeira semana de outubro": the week
    that starts on that month's 1st, 8th, 15th or 22nd day (the last, seven days before its end)."""
    start = infer_year(ctx.published, _month(m))
    if start is None:
        return None
    nth = m["nth"].lower()
    if nth in _NTH_WEEK:
        return FuzzyDate(start + timedelta(days=7 * _NTH_WEEK[nth]), "week")
    following = _next_month(start)
    return FuzzyDate(following - timedelta(days=7), "week")


# "the first Sunday of July", "el primer domingo de julio", "na primeira segunda-feira de agosto", "the last Friday in May"
# (the weeks' ordinals, with the masculine forms a weekday takes: "el primer domingo", "o primeiro domingo")
_NTH_WEEKDAY = _NTH_WEEK | {"primer": 0, "primero": 0, "primeiro": 0, "segundo": 1, "tercer": 2, "tercero": 2,
                            "terceiro": 2, "cuarto": 3, "quarto": 3}


def _next_month(start: date) -> date:
    """The first day of the month after `start`'s."""
    return date(start.year + start.month // 12, start.month % 12 + 1, 1)


def _nth_weekday(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"the first Sunday of July", "el último viernes de mayo": that weekday's nth (or last) day in the month."""
    start = infer_year(ctx.published, _month(m))
    weekday = _WEEKDAY_NUMBERS.get(" ".join(fold_case(m["wd"]).split()), -1)
    if start is None or weekday < 0:
        return None
    nth = fold_case(m["nth"])
    if nth in _NTH_WEEKDAY:
        return FuzzyDate(start + timedelta(days=(weekday - start.weekday()) % 7 + 7 * _NTH_WEEKDAY[nth]), "day")
    end = _next_month(start) - timedelta(days=1)
    return FuzzyDate(end - timedelta(days=(end.weekday() - weekday) % 7), "day")


def _year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    return FuzzyDate(date(int(m["year"]), 1, 1), "year")


_ES_PARTS = "fin|principios|comienzos|inicios|mediados|início|inicio|começo|comeco|meados|fim"
_ABSOLUTE: tuple[Rule, ...] = (
    Rule(
        _rx(r"\b(?P<s>(?:(?i:el\s+)?(?i:d[ií]a\s+de\s+))?(?P<name>(?i:christmas\s+(?:day|eve)|new\s+year['’]s\s+(?:day|eve))"
            r"|Navidad|Nochebuena|Nochevieja|A[ñn]o\s+Nuevo|May\s+Day|D[ií]a\s+del\s+Trabaj(?:ador|o)"
            r"|Dia\s+do\s+Trabalh(?:ador|o)|23-?F|30-?A|Halloween|R[ée]veillon|Finados"
            # Labour Day by its date's name: "el Primero de Mayo", "no Primeiro de Maio" (capitalised: the feast)
            r"|Primero\s+de\s+Mayo|Primeiro\s+de\s+Maio"
            # Portuguese Christmas only with its eve, night or day ("Natal" alone is also a city), Twelfth Night
            r"|(?i:v[ée]spera|noite|dia)\s+de\s+Natal|(?i:v[ée]spera\s+de\s+)?Ano\s+Novo|D[ií]a\s+de\s+Re(?:yes|is)"
            r"))\b(?!-)"),
        _holiday,
        _needs("christmas|navidad|nochebuena|nochevieja|year|año|ano|day|trabaj|trabalh|digit|spera|noite|dia|día|"
               "halloween|veillon|finados|primer|primeir"),
    ),
    Rule(
        _rx(r"\b(?P<s>(?i:the\s+day\s+of\s+(?:the\s+|Guaid[oó]['’]s\s+)?(?:failed\s+|attempted\s+|military\s+)?"
            r"(?:uprising|revolt|rebellion)"
            r"|(?:el\s+)?d[ií]a\s+del?\s+(?:fallid[oa]\s+)?(?:levantamiento|alzamiento|intento\s+de\s+(?:levantamiento|alzamiento))"
            r"|dia\s+d[oa]\s+(?:tentativa\s+de\s+)?(?:levante|levantamento|rebeli[ãa]o)))\b"),
        _uprising_day,
        _needs("day|día|dia"),
    ),
    Rule(
        _rx(r"\b(?P<s>"
            # "Guaidó's swearing-in", "Guaidó declared himself interim president", "la juramentación de Guaidó",
            # "Guaidó se autoproclamó", "a autoproclamação de Guaidó", "Guaidó se autoproclamar presidente"
            rf"(?P<sworn>{_GUAIDO}['’]s\s+(?i:swearing[-\s]in|self-(?:proclamation|declaration)|oath)"
            rf"|{_GUAIDO}\s+(?i:(?:declared|proclaimed|swore)\s+himself|was\s+sworn\s+in|took\s+the\s+oath)"
            rf"|(?i:(?:la\s+|a\s+)?(?:juramentaci[óo]n|autoproclamaci[óo]n|autoproclama[çc][ãa]o|posse)\s+de)\s+{_GUAIDO}"
            rf"|{_GUAIDO}\s+(?i:se\s+(?:juramentó|juramentara|autoproclamó|autoproclamara|proclamó|autoproclamar|"
            r"autodeclarar|declarar)))"
            # "the Venezuela Aid Live concert", "el concierto Venezuela Aid Live"
            r"|(?P<concert>(?i:(?:the\s+|el\s+|o\s+)?(?:concierto\s+|show\s+)?)Venezuela\s+Aid\s+Live(?i:\s+concert)?)"
            # "the aid convoy", "Guaidó's aid push", "el intento de ingreso de la ayuda humanitaria", "a tentativa
            # de entrada da ajuda humanitária"
            rf"|(?P<aid>(?:{_GUAIDO}['’]s\s+)?(?i:(?:the\s+)?(?:failed\s+|attempted\s+)?(?:humanitarian\s+)?aid\s+"
            r"(?:convoys?|push|showdown|standoff|attempt)"
            r"|(?:el\s+|la\s+)?(?:fallid[oa]\s+)?(?:intento\s+de\s+)?(?:ingreso|ingresar|entrada|entrar|paso|pasar)\s+"
            r"(?:de\s+)?(?:la\s+)?ayuda\s+humanitaria"
            r"|(?:a\s+)?tentativa\s+de\s+(?:entrada|entrar|fazer\s+entrar|levar)\s+(?:d?a\s+)?ajuda\s+humanit[áa]ria))"
            # "the failed uprising", "el alzamiento militar", "o levante", "a tentativa de levante"
            r"|(?P<uprising>(?i:(?:the\s+)?(?:failed\s+|attempted\s+|military\s+|short-lived\s+)?(?:uprising|revolt|rebellion)"
            r"|(?:el\s+|la\s+)?(?:fallid[oa]\s+)?(?:alzamiento|levantamiento|sublevaci[óo]n|rebeli[óo]n)(?:\s+militar)?"
            r"(?:\s+fallid[oa])?|(?:o\s+|a\s+)?(?:tentativa\s+de\s+)?(?:levante|levantamento|rebeli[ãa]o|revolta)"
            r"(?:\s+militar)?)))(?!\s+(?:in|en|em|de|of)\s+(?:Cotiza|[12]\d{3}|January|enero|janeiro)\b)\b"),
        _named_day,
        _needs("guaid|aid live|aid convoy|aid push|aid showdown|aid standoff|aid attempt|ayuda|ajuda|uprising|revolt|"
               "rebel|levant|alzamiento|sublev"),
        _NAMED_DAY_BEFORE,
    ),
    Rule(
        _rx(r"\b(?P<s>(?P<feast>Easter(?:\s+(?:[Ss]unday|[Dd]ay|[Ww]eekend))?|Holy\s+(?:Week|Thursday)|Maundy\s+Thursday"
            r"|Good\s+Friday|Semana\s+Santa|(?:Viernes|Jueves)\s+Santo|(?:Sexta|Quinta)-[Ff]eira\s+Santa"
            r"|Domingo\s+de\s+(?:Pascua|Resurrecci[óo]n|P[áa]scoa)|P[áa]scoa"
            r"|(?i:lunes|martes|segunda-feira|ter[çc]a-feira)\s+de\s+Carnaval|Carnival\s+(?:Monday|Tuesday)"
            r"|Shrove\s+Tuesday"
            r"|Mardi\s+Gras|Ash\s+Wednesday|Mi[ée]rcoles\s+de\s+Ceniza|Quarta-[Ff]eira\s+de\s+Cinzas))\b"),
        _feast,
        _needs("easter|holy|maundy|good|santa|santo|páscoa|pascoa|carnaval|carnival|shrove|mardi|ash wednesday|"
               "ceniza|cinzas|spanish weekday"),
    ),
    Rule(_rx(r"\b(?P<s>(?P<feast>Carnival|Carnaval))\b"), _feast, _needs("carnival|carnaval"),
         _before("during", "over", "at", "before", "after", "since", "until", "the", "this", "last", "durante", "en",
                 "el", "del", "tras", "desde", "no", "na", "do", "o", "de", "depois", "antes")),
    Rule(_rx(rf"\b(?P<s>(?P<wd>{_WD})\s*\((?P<day>[12]\d|3[01]|0?[1-9]){_ORDINAL}\))"), _weekday_numbered,
         _needs("weekday name")),
    # "on Tuesday the 2nd", "Friday, the 12th": a weekday with its day of the month, no month named
    Rule(_rx(rf"\b(?P<s>(?P<wd>{_WD}),?\s+the\s+(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\b"), _weekday_numbered,
         _needs("weekday name", "digit")),
    # "na última terça-feira, dia 2", "el martes, día 2", "no sábado, dia 23": the weekday, then its day
    # (and "no sábado, dia 13 de julho": the month told after it)
    Rule(_rx(rf"(?P<s>(?:{_PT_LEAD})?{_REL_PT}(?P<wd>{_DIAS_PT}|{_DIAS})(?:\s+passad[oa]|\s+pasado)?,\s*(?i:d[ií]a)\s+"
             rf"(?P<day>[12]\d|3[01]|0?[1-9])(?:{_DE}{_MES})?)(?![\d\w]|\s*[º°]|\s+de\s)"),
         _weekday_then_day,
         _needs("portuguese weekday|spanish weekday", "digit")),
    Rule(
        _rx(rf"(?P<s>(?:{_PT_LEAD})?{_REL_PT}(?P<wd>{_DIAS_PT}|{_DIAS_PT_SHORT})(?:\s+passad[oa])?"
            rf",?\s*\((?P<day>[12]\d|3[01]|0?[1-9]){_ORDINAL}\))"),
        _weekday_numbered,
        _needs("portuguese weekday|spanish weekday", "digit"),
    ),
    Rule(
        _rx(rf"(?P<s>(?:{_PT_LEAD})?{_REL_PT}(?P<wd>{_DIAS_PT}|{_DIAS_PT_SHORT})(?:\s+passad[oa])?"
            r",?\s*\((?P<day>[12]\d|3[01]|0?[1-9])/(?P<month>1[0-2]|0?[1-9])\))"),
        _weekday_day_slash_month,
        _needs("portuguese weekday|spanish weekday", "digit"),
    ),
    # "el jueves 10", "el pasado domingo 13", "no sábado 23", "na sexta-feira 22", "Al día siguiente, sábado 23,",
    # "en la madrugada del sábado 15", "na noite do domingo 24":
    # a Spanish or Portuguese weekday with its day of the month, no month named
    Rule(
        _rx(rf"(?:(?<=\b[Ee]l\s)|(?<=\b[Dd]el\s)|(?<=\b[Nn][oa]\s)|(?<=\b[Dd][oa]\s)|(?<=\w,\s))(?P<s>(?:pasado\s+)?(?P<wd>{_DIAS}|{_DIAS_PT})\s+"
            r"(?P<day>[12]\d|3[01]|0?[1-9]))(?!\d|\s*(?:de|del|do|da)\s|\s*[:.,]\d|\s+(?:horas|hrs?|h)\b)"),
        _weekday_numbered,
        _needs("portuguese weekday|spanish weekday", "digit"),
    ),
    # a chronology's entry that opens on its weekday and day: "- **Viernes 5.** Manejaron", "Sábado 6, madrugada:
    # cruzaron", "**Sexta-feira 5.** Atravessaram"
    Rule(
        _rx(rf"(?:(?<=\*\*)|(?<=^[-•*]\s)|(?<=\n[-•*]\s)|(?<=\n)|^)(?P<s>(?P<wd>(?i:{_DIAS}|{_DIAS_PT}))\s+"
            r"(?P<day>[12]\d|3[01]|0?[1-9]))(?=\s*[.:,](?!\d))"),
        _weekday_numbered,
        _needs("portuguese weekday|spanish weekday", "digit"),
    ),
    Rule(
        # "no último dia 3", "no passado dia 3": the same latest 3rd
        # (and "na madrugada do dia 8", "na noite do dia 23")
        _rx(r"(?:\b[Nn]o\s+(?:(?:[úu]ltimo|passado)\s+)?|\b(?:madrugada|noite|manh[ãa]|tarde|amanhecer)\s+do\s+)"
            r"(?P<s>dia\s+(?P<day>[12]\d|3[01]|0?[1-9]))(?![\d\w]|\s*[º°]|\s+de\s)"),
        _day_of_month,
        _needs("dia", "digit"),
    ),
    # "no dia 24 daquele mês", "el día 24 de ese mes", "on the 24th of that month": a day of the month told before
    Rule(
        _rx(r"\b(?P<s>(?:(?:[Nn]o\s+|[Ee]m\s+)?dia\s+|(?:[Ee]l\s+)?(?:d[ií]a\s+)?|(?:[Oo]n\s+)?the\s+)"
            r"(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+"
            r"(?:daquele\s+m[êe]s|desse\s+m[êe]s|do\s+mesmo\s+m[êe]s|de\s+(?:ese|aquel)\s+mes|del\s+mismo\s+mes"
            r"|of\s+(?:that|the\s+same)\s+month))\b"),
        _day_of_that_month,
        _needs("digit", "mes|mês|month"),
    ),
    # "el día 10", "el pasado día 10": the latest 10th on or before publication
    Rule(
        _rx(r"(?:\b[Ee]l\s+(?:pasado\s+)?|\b(?:madrugada|noche|ma[ñn]ana|tarde|amanecer)\s+del\s+)(?P<s>d[ií]a\s+(?P<day>[12]\d|3[01]|0?[1-9]))"
            r"(?![\d\w]|\s*[º°]|\s+de\s)"),
        _day_of_month,
        _needs("día|dia", "digit"),
    ),
    # "el 5 del presente mes", "el día 12 de este mes", "el 3 del mes en curso": a day of the month of publication
    Rule(
        _rx(r"(?:\b[Ee]l\s+(?:pasado\s+)?(?:d[ií]a\s+)?)(?P<s>(?P<day>[12]\d|3[01]|0?[1-9])\s+(?i:de\s+este\s+mes|"
            r"del\s+presente\s+mes|del\s+mes\s+en\s+curso|del\s+mes\s+corriente))\b"),
        _this_month_day,
        _needs("digit", "mes"),
    ),
    # "el 3 del corriente", "el 3 del corriente mes": the Spanish papers' "inst."
    Rule(
        _rx(r"(?:\b[Ee]l\s+(?:pasado\s+)?(?:d[ií]a\s+)?)(?P<s>(?P<day>[12]\d|3[01]|0?[1-9])\s+(?i:del\s+corriente(?:\s+mes)?))\b"),
        _this_month_day,
        _needs("digit", "corriente"),
    ),
    # "el 3 del mes pasado", "no dia 3 do mês passado", "the 3rd of last month": a day of the month before
    Rule(
        _rx(r"(?P<s>(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?i:del\s+mes\s+pasado|do\s+m[êe]s\s+passado|"
            r"of\s+last\s+month))\b"),
        _last_month_day,
        _needs("digit", "pasad|passad|last"),
    ),
    # "El 23, decenas de guardias abandonaron sus puestos", "el 10 por la noche": the day of the month alone, as
    # Spanish papers write it for a day this month or last (not "el 5, 6 y 7 de marzo", a list the month ends)
    Rule(
        _rx(r"(?:(?<=\b[Ee]l\s)|(?<=\b[Dd]esde\sel\s)|(?<=\b[Hh]asta\sel\s))(?P<s>(?P<day>[12]\d|3[01]|0?[1-9]))"
            r"(?=\s*,(?!\s*\d)|\s+(?:por|en|durante)\s+la\s+(?:noche|ma[ñn]ana|tarde|madrugada)\b)"),
        _day_of_month,
        _needs("digit"),
    ),
    # "En la tarde del 23, el cabo se quitó las insignias", "la madrugada del 5 cruzaron": a time of that day
    # of the month (not "la noche del 23 de febrero", which names its month, nor "del 23 al 25")
    Rule(
        _rx(r"(?:(?<=\b[Nn]oche\sdel\s)|(?<=\b[Tt]arde\sdel\s)|(?<=\b[Mm]adrugada\sdel\s)|(?<=\b[Mm]a[ñn]ana\sdel\s))"
            r"(?P<s>(?P<day>[12]\d|3[01]|0?[1-9]))(?![\d\w%º°]|\s*[:.,]\d|\s*(?:de|del|al|y)\s|\s+a\s+(?!las?\s)|\s+(?:horas|hrs?|h)\b)"),
        _day_of_month,
        _needs("digit", "noche|tarde|madrugada|mañana|manana"),
    ),
    # "On the 10th, a lieutenant crossed": a day of the month alone (not "on the 10th floor", "the 41st Brigade")
    Rule(
        # ("on the night of the 23rd", "in the early hours of the 23rd": a time of that day)
        _rx(r"(?:(?<=\b[Oo]n\s)|(?<=\bnight\sof\s)|(?<=\bmorning\sof\s)|(?<=\bevening\sof\s)|(?<=\bafternoon\sof\s)|"
            r"(?<=\bhours\sof\s))(?P<s>the\s+(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\b"
            r"(?=\s*[,.;:)]|\s+(?:of\s+(?:this|that|the)\s+month|at|in\s+the|when|after|before|and|as)\b)"),
        _day_of_month,
        _needs("digit"),
    ),
    Rule(_rx(rf"(?<![\d-])(?P<s>{_ISO_DATE})(?!\d)"), _day, _needs("year digits")),
    # "14/03/2019", and "em 14/03" or "el 9/4" after a preposition: day-first, as es/pt papers write it
    Rule(_rx(rf"(?<![\d/])(?P<s>{_DAY_MONTH_NUM}/{_YEAR})(?![\d/])"), _day, _needs("year digits")),
    # "el 09-03-2019", "em 09.03.2019": day first, as the slashes are
    Rule(_rx(r"(?<![\d/.-])(?P<s>(?P<day>[12]\d|3[01]|0?[1-9])(?P<sep>[-.])(?P<mon>0?[1-9]|1[0-2])(?P=sep)"
             r"(?P<year>(?:19|20)\d{2}))(?![\d/-]|\.\d)"), _day, _needs("year digits")),
    Rule(_rx(rf"(?<![\d/])(?P<s>{_DAY_MONTH_NUM})(?![\d/])"), _month_day, _needs("digit"), _NUM_DATE_BEFORE),
    # "16.out.2019", "(14.out)", "em 28.dez": Poder360's day and month; without a year, only in brackets or after "em"
    Rule(_rx(rf"(?<![\w.])(?P<s>(?P<day>[12]\d|3[01]|0?[1-9])\.(?P<abbr>{'|'.join(PORTUGUESE_MONTH_ABBREVIATIONS)})"
             r"(?:\.(?P<year>(?:19|20)\d{2})|(?<=\(\d\.\w{3})(?=\))|(?<=\(\d\d\.\w{3})(?=\))"
             r"|(?<=\b[Ee]m\s\d\.\w{3})|(?<=\b[Ee]m\s\d\d\.\w{3})))(?!\w|\.\d)"), _day_dot_month, _needs("digit")),
    Rule(
        _rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY},?\s+{_YEAR})"),
        _day,
        _needs("month name", "year digits"),
    ),
    Rule(
        _rx(rf"(?P<s>{_LEAD_WD}{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR})"),
        _day,
        _needs("month name", "year digits"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:{_PART}[\s-]+)?{_MONTH},?\s+(?:of\s+)?{_YEAR})"),
        _month_year,
        _needs("month name", "year digits"),
    ),
    # "Feb. 22-23", "February 22-24, 2019": a span of days is dated by its first, as "between Feb. 22 and 24" is
    Rule(
        _rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY_SPAN},?\s+{_YEAR})"),
        _day,
        _needs("month name", "year digits"),
    ),
    Rule(_rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY_SPAN})"), _month_day, _needs("month name", "digit")),
    Rule(_rx(rf"\b(?P<s>{_LEAD_WD}{_MONTH}\s+{_DAY})"), _month_day, _needs("month name", "digit")),
    # (British style may open on the weekday: "on Sunday 3 March", "on Sunday, 3 March")
    Rule(_rx(rf"(?P<s>(?:\b{_WD},?\s+)?{_DAY}\s+(?:of\s+)?{_MONTH})"), _month_day, _needs("month name", "digit")),
    Rule(
        _rx(rf"\b(?P<s>(?:{_PART}[\s-]+)?{_MONTH}\s+(?i:of\s+)?(?i:this)\s+(?i:year))(?!\w)"),
        _month_this_year,
        _needs("month name"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:{_PART}[\s-]+)?{_MONTH}\s+(?i:of\s+)?(?i:last)\s+(?i:year))(?!\w)"),
        _month_last_year,
        _needs("month name", "last"),
    ),
    # "the second week of March", "la última semana de abril", "na primeira semana de outubro"
    Rule(_rx(rf"\b(?P<s>(?i:the\s+)?(?P<nth>(?i:first|second|third|fourth|last|final))\s+(?i:week)\s+(?i:of)\s+{_MONTH})"
             r"(?!\s*\d)"), _nth_week, _needs("month name", "week")),
    Rule(_rx(rf"\b(?P<s>(?i:la\s+|a\s+)?(?P<nth>(?i:primera|primeira|segunda|tercera|terceira|cuarta|quarta|[úu]ltima))"
             rf"\s+(?i:semana){_DE}{_MES})(?!\s*\d)"), _nth_week, _needs("spanish month", "semana")),
    Rule(_rx(rf"\b(?P<s>(?i:the\s+)?(?P<nth>(?i:first|second|third|fourth|last|final))\s+(?P<wd>{_WD})\s+(?i:of|in)\s+"
             rf"{_MONTH})(?!\s*\d)"), _nth_weekday, _needs("month name", "weekday name")),
    Rule(_rx(rf"\b(?P<s>(?i:el\s+|la\s+|o\s+|a\s+)?(?P<nth>(?i:primer[oa]?|primeir[oa]|segund[oa]|tercer[oa]?|terceir[oa]|"
             rf"cuart[oa]|quart[oa]|[úu]ltim[oa]))\s+(?P<wd>{_DIAS}|{_DIAS_PT}){_DE}{_MES})(?!\s*\d)"),
         _nth_weekday, _needs("spanish month", "portuguese weekday|spanish weekday")),
    Rule(_rx(rf"(?P<s>{_MONTH})(?!\s*\d)"), _month_alone, _needs("month name"), _MONTH_BEFORE),
    # "the scene recalls February, when hundreds crossed": a month a "when" clause opens on is a time, whatever
    # comes before it
    Rule(_rx(rf"(?P<s>{_MONTH}){_WHEN_CLAUSE}"), _month_alone, _needs("month name")),
    Rule(
        _rx(rf"\b(?P<s>{_PART}[\s-]+{_MONTH})(?!\s*\d)"),
        _month_alone,
        _needs("month name", "early|mid|late"),
    ),
    Rule(_rx(rf"(?P<s>{_YEAR})"), _year, _needs("year digits"), _YEAR_BEFORE),
    Rule(_rx(rf"\b(?P<s>{_PART}[\s-]+{_YEAR})"), _year, _needs("year digits", "early|mid|late")),
    # Spanish: "el sábado 23 de febrero de 2019", "febrero de 2019", "el 1.º de mayo", "en marzo"
    Rule(
        _rx(rf"(?P<s>{_ES_LEAD_WD}{_ES_DAY}{_DE}{_MES}{_DE_YEAR})"),
        _day,
        _needs("spanish month", "year digits"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:{_ES_PART}{_DE})?{_MES_Y}{_DE_YEAR})"),
        _month_year,
        _needs("spanish month", "year digits"),
    ),
    Rule(
        _rx(rf"(?P<s>{_ES_LEAD_WD}{_ES_DAY}{_DE}{_MES})"),
        _month_day,
        _needs("spanish month", "digit"),
    ),
    # "el primero de mayo", "em primeiro de outubro": the first of the month in words
    Rule(_rx(rf"\b(?P<s>{_ES_LEAD_WD}(?i:primero|primeiro){_DE}{_MES})"), _first_of_month,
         _needs("spanish month", "primer|primeir")),
    # "el 22 y 23 de febrero", "entre el 22 y el 24 de febrero", "del 22 al 24 de febrero", "nos dias 22 e 23 de
    # fevereiro", "na noite de 4 para 5 de maio": two days or a span, dated by the first
    Rule(
        _rx(rf"(?P<s>{_ES_DAY}\s+(?:y|e|al|a|ao|o|ou|para)\s+(?:el\s+|o\s+)?(?:[12]\d|3[01]|0?[1-9]){_ORDINAL}{_DE}{_MES})"),
        _month_day,
        _needs("spanish month", "digit"),
    ),
    # Venezuelan shorthand for a day of protest: "la marcha del 16N", "el 23F" (the day and the month's initial; only the
    # initials that name one month: E, F, S, O, N, D)
    Rule(_rx(r"\b(?P<s>(?P<day>3[01]|[12]\d|[1-9])(?P<ini>[EFSOND]))\b"), _day_of_initial, _needs("digit"),
         _before("del", "el", "al")),
    Rule(
        _rx(rf"\b(?P<s>(?:{_ES_PART}{_DE})?{_MES}\s+(?i:de\s+este\s+año|del\s+presente\s+año|del\s+año\s+en\s+curso|"
            r"deste\s+ano|do\s+ano\s+corrente|do\s+corrente\s+ano|do\s+presente\s+ano))(?!\w)"),
        _month_this_year,
        _needs("spanish month"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:{_ES_PART}{_DE})?{_MES}\s+(?i:del\s+año\s+pasado|do\s+ano\s+passado))(?!\w)"),
        _month_last_year,
        _needs("spanish month", "pasad|passad"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_ES_PART}{_DE}{_MES})(?!\s+(?i:de|del)\s+\d)"),
        _month_alone,
        _needs("spanish month", _ES_PARTS),
    ),
    Rule(
        _rx(rf"(?P<s>{_MES})(?!\s+(?i:de|del)\s+\d)"),
        _month_alone,
        _needs("spanish month"),
        _MES_BEFORE,
    ),
    # "a cena lembra fevereiro, quando centenas atravessaram", "recuerdan febrero, cuando": as "February, when"
    Rule(_rx(rf"(?P<s>{_MES}){_WHEN_CLAUSE}"), _month_alone, _needs("spanish month")),
)


# ---------------------------------------------------------------------------- relative rules


def _from_published(ctx: _Context, unit: str, amount: int, precision: str) -> FuzzyDate | None:
    return shift(ctx.published, unit, amount, precision) if ctx.published else None


def _unit(word: str) -> str:
    """The unit a word names: "Days" and "meses" are "day" and "month"; "hours" is "hour"."""
    word = fold_case(word)
    for cut in (0, 1, 2):  # "month", "months", "meses"
        unit = _UNITS.get(word[: len(word) - cut])
        if unit:
            return unit
    raise KeyError(word)


def counted_span(count: str, unit: str) -> tuple[int, str] | None:
    """(amount, unit) for a count and a unit word: ("a", "week") -> (1, "week"), ("tres", "días") -> (3, "day");
    None for a vague count ("a few days") or a word that is no count."""
    words = " ".join(fold_case(count).split())
    amount = int(words) if words.isdigit() else _NUMBERS.get(words)
    try:
        return (amount, _unit(unit)) if amount else None
    except KeyError:
        return None


def _weekday_date(ctx: _Context, target: int, relation: str) -> FuzzyDate | None:
    """The weekday `target` (0 is Monday) around publication: the latest on or before it; with
    "last", before it; with "next", after it; with "nearest", the closest (three days at most)."""
    if ctx.published is None:
        return None
    today = ctx.published.value.weekday()
    if relation == "next":
        days = (target - today - 1) % 7 + 1
    elif relation == "nearest":
        days = (target - today + 3) % 7 - 3
    else:
        days = -((today - target) % 7 or (7 if relation == "last" else 0))
    return _from_published(ctx, "day", days, "day")


def _weekday(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    relation = fold_case(m["rel"] or "")
    return _weekday_date(ctx, WEEKDAYS[m["wd"].lower()], relation)


def _weekday_before_last(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """The weekday a week before the last one: "a week ago Saturday", "el sábado antepasado"."""
    wd = m["wd"] or m["wd2"] or m["wd_es"] or m["wd_pt"]
    last = _weekday_date(ctx, _WEEKDAY_NUMBERS[" ".join(fold_case(wd).split())], "last")
    return _from_published(ctx, "day", (last.value - ctx.published.value).days - 7, "day") if last else None


def _weekday_of_last_week(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"el miércoles de la semana pasada": that weekday in the Monday-to-Sunday week before publication's."""
    if ctx.published is None or ctx.published.precision != "day":
        return None
    wd = m["wd"] or m["wd_es"] or m["wd_pt"]
    target = _WEEKDAY_NUMBERS.get(" ".join(fold_case(wd).split()))
    if target is None:
        return None
    days = -ctx.published.value.weekday() - 7 + target
    return _from_published(ctx, "day", days, "day")


_SPANISH_RELATIONS = {"pasado": "last", "último": "last", "ultimo": "last", "próximo": "next", "proximo": "next",
                      "este": "nearest"}
_PORTUGUESE_RELATIONS = {"ultimo": "last", "último": "last", "ultima": "last", "última": "last", "passado": "last",
                         "passada": "last", "próximo": "next", "proximo": "next", "próxima": "next", "proxima": "next",
                         "nesta": "nearest", "neste": "nearest", "desta": "nearest", "deste": "nearest"}


def _dia_da_semana(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Na sexta-feira, na última sexta-feira, no domingo passado, na próxima segunda, nesta terça (the
    nearest Tuesday, as with Spanish "este martes")."""
    words = fold_case(m.group()).split()
    relation = next((_PORTUGUESE_RELATIONS[w] for w in words if w in _PORTUGUESE_RELATIONS), "")
    if relation == "nearest" and _told_as_past(m):
        relation = ""
    return _weekday_date(ctx, _WEEKDAY_NUMBERS[" ".join(fold_case(m["wd"]).split())], relation)


def _dia_semana(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """El viernes, el pasado sábado, el sábado pasado, el próximo lunes, este lunes (the nearest
    Monday: Spanish news says "este domingo" of the day before and "este jueves" of the day to
    come)."""
    words = fold_case(m["s"]).split()
    relation = next((_SPANISH_RELATIONS[w] for w in words if w in _SPANISH_RELATIONS), "")
    if "viene" in words:
        relation = "next"
    if relation == "nearest" and _told_as_past(m):
        relation = ""  # "cruzaron este lunes" in Friday's paper: the Monday gone, not the one to come
    return _weekday_date(ctx, SPANISH_WEEKDAYS[fold_case(m["wd"])], relation)


# A preterite or perfect near "este lunes", and no future: the day is behind the story.
_SPANISH_PAST_VERB = re.compile(r"\b[a-záéíóúñ]{2,}(?:ó|aron|ieron|ió|ou|aram|eram|iram|iu)\b|"
                                r"\b(?:(?i:fue|fueron|foi|foram)|ha|han|hab[ií]a|hab[ií]an)\s+\w+(?:ado|ido)s?\b|"
                                # "Cruzaron el fin de semana", "Fueron detenidos": a sentence may open on the verb
                                # (only on a plural one: "Guaidó" ends like a singular)
                                r"\b[A-ZÁÉÍÓÚ][a-záéíóúñ]+(?:aron|ieron|aram|eram|iram)\b")
_SPANISH_FUTURE = re.compile(r"\b\w{2,}(?:rá|rán|rão|remos|ría|rían|riam)\b|\b(?:va|van|vamos|iba|iban)\s+a\b|"
                             r"\b(?:vai|v[ãa]o)\s+\w+(?:ar|er|ir)\b|\bprevist[oa]s?\b|"
                             r"\b(?:previst[oa]s?|planea\w*|prevé|preven|programad[oa]s?|se\s+espera)\b", re.IGNORECASE)


_ENGLISH_PAST_VERB = re.compile(r"\b[a-z]{2,}ed\b|\b(?:fled|ran|swam|went|left|took|came|made|got|was|were|had|rode|"
                                r"flew|crept|slipped|snuck|sneaked)\b")
_ENGLISH_FUTURE = re.compile(r"\b(?:will|would|shall|plan(?:s|ned)?\s+to|going\s+to|expected\s+to|hope\s+to|"
                             r"intend\w*\s+to|scheduled)\b", re.IGNORECASE)


def _told_as_past(m: re.Match[str], past: re.Pattern[str] = _SPANISH_PAST_VERB,
                  future: re.Pattern[str] = _SPANISH_FUTURE) -> bool:
    around = m.string[max(0, m.start() - 60):m.end() + 60]
    return bool(past.search(around)) and not future.search(around)


def _weekend_gone(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """A weekend told without "last": the one gone, when the verb is past (in any of the three
    languages) and none is future; else unknown."""
    if _told_as_past(m) or _told_as_past(m, _ENGLISH_PAST_VERB, _ENGLISH_FUTURE):
        return _weekend(m, ctx)
    return None


_DAY_WORDS = {
    "the day before yesterday": -2,
    "yesterday": -1,
    "last night": -1,
    "today": 0,
    "tonight": 0,
    "this morning": 0,
    "this afternoon": 0,
    "this evening": 0,
    "anteayer": -2,
    "antier": -2,
    "antes de ayer": -2,
    "anteanoche": -2,
    "antenoche": -2,  # Venezuelan for "anteanoche"
    "antes de anoche": -2,
    "ayer": -1,
    "anoche": -1,
    "hoy": 0,
    "esta mañana": 0,
    "esta manana": 0,
    "esta tarde": 0,
    "esta noche": 0,
    "esta madrugada": 0,
    "en este momento": 0,
    "en estos momentos": 0,
    "anteontem": -2,
    "ontem": -1,
    "ontem à noite": -1,
    "hoje": 0,
    "nesta madrugada": 0,
    "nesta manha": 0,
    "nesta manhã": 0,
    "nesta tarde": 0,
    "nesta noite": 0,
}


def _day_word(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    if _inside_quote(m.string, m.start("s")):  # "today" in a quote is the speaker's day
        return None
    words = " ".join(fold_case(m["word"]).split())
    return _from_published(ctx, "day", _DAY_WORDS[words], "day")


def _calendar(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """last/this/next/past week, month or year, with an optional earlier/later."""
    unit, relation = _unit(m["unit"]), fold_case(m["rel"])
    if relation == "past" or (relation == "last" and m["the"]):
        return _past(ctx, unit)
    amount = {"last": -1, "this": 0, "next": 1}[relation]
    return _from_published(ctx, unit, amount, unit)


def _before_last(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"the week before last": the week (month, year) two before publication's."""
    unit = _unit(m["unit"])
    return _from_published(ctx, unit, -2, unit)


def _es_calendar(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """La semana pasada, el pasado mes, este año, el mes que viene, la última semana, en lo que
    va del año, a finales del mes pasado."""
    unit, relation = _unit(m["unit"]), fold_case(m.groupdict().get("rel") or "este")
    if relation.startswith(("últim", "ultim")):
        return _past(ctx, unit)
    if relation.startswith(("antepasad", "retrasad")):  # "la semana antepasada", "na semana retrasada": before last
        return _from_published(ctx, unit, -2, unit)
    if relation.startswith(("pasad", "passad")):
        return _from_published(ctx, unit, -1, unit)
    amount = 1 if relation.startswith(("próxim", "proxim", "que")) else 0  # "que viene", "que vem"
    return _from_published(ctx, unit, amount, unit)


def _this_month(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """A part of "the month" without a name: the month of publication."""
    return _from_published(ctx, "month", 0, "month")


def _this_year(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """A part of "the year" without a number: the year of publication."""
    return _from_published(ctx, "year", 0, "year")


def _past(ctx: _Context, unit: str) -> FuzzyDate | None:
    """The past week or month (up to publication); the past year is too wide to name."""
    if unit == "year":
        return None
    if unit == "week":
        return _from_published(ctx, "day", -3, "week")
    return _from_published(ctx, unit, 0, unit)


def _recent(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Recent days (the week before publication); the past few weeks, las últimas semanas, a span of a month or
    more whose start nobody tells: no date ("In recent weeks some 200 were moved to a shelter" is undated)."""
    if _unit(m["unit"] or m.groupdict()["unit2"]) == "day":
        return _from_published(ctx, "day", -3, "week")
    return None


def _weekend(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """The last weekend before publication (on a Sunday, the one ending that day), to the week."""
    if ctx.published is None:
        return None
    back = (ctx.published.value.weekday() - 5) % 7 or 7  # back to a Saturday
    return _from_published(ctx, "day", -back, "week")


def _weekend_before_last(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"The weekend before last", "el fin de semana antepasado": the weekend a week before the last one."""
    if ctx.published is None:
        return None
    back = (ctx.published.value.weekday() - 5) % 7 or 7  # back to a Saturday, as `_weekend`
    return _from_published(ctx, "day", -back - 7, "week")


def _amount(m: re.Match[str]) -> tuple[int, bool]:
    """(count, approximate) for "two", "12", "a few", "a couple of", "dos", "unos"; a unit said
    without a count ("days later", "hace semanas") is a few."""
    if not m["n"]:
        return 3, True
    words = " ".join(fold_case(m["n"]).split())
    if words in _FEW:
        return 3, True
    return (int(words) if words.isdigit() else _NUMBERS[words]), False


def _hours_as_days(hours: int, approximate: bool) -> tuple[int, bool]:
    """(days, approximate) for a count of hours: a few, or fewer than 24, are the same day."""
    days, rest = divmod(hours, 24)
    return (0, False) if approximate or not days else (days, bool(rest))


def _unit_precision(unit: str, approximate: bool) -> str | None:
    if not approximate:
        return unit
    coarser = _rank(unit) + 1
    return DATE_PRECISIONS[coarser] if coarser < len(DATE_PRECISIONS) else None


def _ago(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """Two days ago, a few weeks ago, hours ago, hace dos semanas, hace unos días."""
    unit = _unit(m["unit"])
    amount, approximate = _amount(m)
    if unit == "hour":
        unit, (amount, approximate) = "day", _hours_as_days(amount, approximate)
    precision = _unit_precision(unit, approximate)
    return _from_published(ctx, unit, -amount, precision) if precision else None


def _ago_today(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"A week ago today", "hoy hace un mes", "hoje faz duas semanas": that many weeks or months back, to the day."""
    unit = _unit(m["unit"])
    amount, approximate = _amount(m)
    if approximate or unit not in ("week", "month", "year"):
        return None
    return _from_published(ctx, "day" if unit == "week" else unit, -amount * (7 if unit == "week" else 1), "day")


def _fortnight_ago(m: re.Match[str], ctx: _Context) -> FuzzyDate | None:
    """"A fortnight ago": two weeks ago."""
    return _from_published(ctx, "week", -2, "week")


# "every Friday", "Good Friday", and "on a Thursday in March", "On Jan. 31, a Thursday,": no day of their own
_NOT_A_DAY = r"(?<!Every\s)(?<!every\s)(?<!Each\s)(?<!each\s)(?<!Good\s)(?<!Black\s)(?<!Ash\s)(?<!\b[Aa]\s)"
_DAYTIME = r"(?:\s+(?i:morning|afternoon|evening|night))?"
_RELATION = r"(?P<rel>(?i:last|this|next|past))"
_DAY_WORD = (
    r"(?P<word>(?i:the\s+day\s+before\s+yesterday|yesterday|today|tonight|last\s+night"
    r"|this\s+(?:morning|afternoon|evening)))"
)
# "the last week" is the past seven days; "the next week" is anaphoric, like "the next day"
_EARLIER = r"(?:(?i:earlier|later)\s+)?(?:(?P<the>(?i:the))\s+(?=(?i:last|past)\b))?"
_RECENT = r"(?i:recent|the\s+(?:past|last)\s+(?:few|couple\s+of))"
# "hoy en día" is nowadays; "donde vive hasta hoy", "onde vive até hoje" are "still", no day
_PALABRA_DIA = (
    r"(?P<word>(?:[Aa]nte)?[Aa]yer|[Aa]ntier|(?:[Aa]nte)?[Aa]noche|[Aa]ntenoche|[Aa]ntes\s+de\s+a(?:yer|noche)"
    r"|(?<![Hh]asta\s)(?<![Hh]asta\sel\sd[íi]a\sde\s)[Hh]oy(?!\s+(?:en\s+)?d[íi]a\b)"
    r"|[Ee]sta\s+(?:ma[ñn]ana|tarde|noche|madrugada)"
    r"|[Ee]n\s+(?:este|estos)\s+momentos?)"  # a live report: "En este momento ... están plantados"
)
_REL_ES = r"(?P<rel>[Pp]asad[oa]|[Pp]r[óo]xim[oa]|[ÚúUu]ltim[oa]|[Ee]st[ea])"
_UNIT_ES = r"(?P<unit>semana|mes|a[ñn]o)"
_ES_CALENDAR_PART = rf"(?:{_ES_PART}\s+(?:de|del)\s+)?(?:(?:[Ll]a|[Ee]l)\s+)?"
_REL_PT_CAL = r"(?P<rel>[Pp]assad[oa]|[Pp]r[óo]xim[oa]|[ÚúUu]ltim[oa]|[NnDd]?[Ee]st[ea])"  # "neste", "no início deste mês"
_UNIT_PT = r"(?P<unit>semana|m[êe]s|ano)"

_RELATIVE: tuple[Rule, ...] = (
    Rule(
        _rx(rf"(?<!\w){_NOT_A_DAY}(?P<s>(?:{_RELATION}\s+)?(?P<wd>{_WD}){_DAYTIME})(?!\w)"),
        _weekday,
        _needs("weekday name"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_DAY_WORD})\b"),
        _day_word,
        _needs("yesterday|today|night|morning|afternoon|evening"),
    ),
    # "the week before last", "the month before last": two back
    Rule(
        _rx(r"\b(?P<s>(?i:the\s+(?P<unit>week|month|year)\s+before\s+last))\b"
            r"(?!\s+(?i:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|night)\b)"),
        _before_last,
        _needs("week|month|year", "before", "last"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_EARLIER}{_RELATION}\s+(?P<unit>(?i:week|month|year)))\b"),
        _calendar,
        _needs("last|this|next|past", "week|month|year"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_RECENT}\s+(?P<unit>(?i:day|week))s)\b"),
        _recent,
        _needs("recent|past|last", "day|week"),
    ),
    # "a week ago today", "two months ago to the day": back to the same day
    Rule(
        _rx(rf"\b(?P<s>{_NUMBER}\s+{_UNIT}\s+(?i:ago\s+(?:today|to\s+the\s+day)))\b"),
        _ago_today,
        _needs("ago", "week|month|year", "today|day"),
    ),
    Rule(
        # (weeks, months and years only, the units its clues and `_ago_today` take: "hoy hace dos días" is read as
        # "hoy" and "hace dos días")
        _rx(rf"\b(?P<s>(?:[Hh]oy\s+hace|[Hh]ace\s+hoy|[Hh]oy\s+se\s+cumplen?)\s+(?:{_NUMERO}\s+)?"
            r"(?P<unit>(?i:semana|mes|a[ñn]o)(?:e?s)?))(?!\w)"),
        _ago_today,
        _needs("hoy", "semana|mes|año|ano"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:[Hh]oje\s+(?:faz|fazem|completam?)|[Ff]az(?:em)?\s+hoje)\s+(?:{_NUMERO_PT}\s+)?"
            r"(?P<unit>(?i:semanas?|m[êe]s|meses|anos?)))(?!\w)"),
        _ago_today,
        _needs("hoje", "semana|mês|mes|ano"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_NUMBER}\s+{_UNIT}\s+(?i:ago))\b"),
        _ago,
        _needs("ago", "day|week|month|year|hour|minut"),
    ),
    Rule(
        _rx(r"\b(?P<s>(?i:a\s+fortnight\s+ago))\b"),
        _fortnight_ago,
        _needs("fortnight"),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:(?i:last|this\s+past|the\s+past)|(?<=[Oo]ver\s)the|(?<=[Dd]uring\s)the)"
            r"\s+(?i:weekend))\b(?!\s+of\b)"
        ),
        _weekend,
        _needs("weekend"),
    ),
    # Spanish: el viernes, el pasado sábado, el sábado pasado, el último sábado, la noche del lunes, este lunes
    Rule(
        _rx(
            # ("el último martes de agosto" is that month's last Tuesday, not the latest one)
            rf"(?P<s>(?:(?P<rel>pasado|pr[óo]ximo|[úu]ltimo(?!\s+{_DIAS}\s+del?\s))\s+)?{_DIA_SEMANA}"
            rf"(?:\s+(?:pasado|pr[óo]ximo|[úu]ltimo|que\s+viene))?{_DAYTIME_ES})(?!\w)"
        ),
        _dia_semana,
        _needs("spanish weekday"),
        _before("el", "del"),
    ),
    # "Wednesday of last week", "el miércoles de la semana pasada", "na quarta-feira da semana passada": that
    # weekday of the calendar week before publication's
    Rule(
        _rx(rf"\b(?P<s>(?P<wd>{_WD})\s+(?i:of\s+last\s+week)|(?P<wd_es>{_DIAS})\s+(?i:de\s+la\s+semana\s+pasada)"
            rf"|(?P<wd_pt>{_DIAS_PT})\s+(?i:da\s+semana\s+passada))(?!\w)"),
        _weekday_of_last_week,
        _needs("week|semana"),
    ),
    # "a week ago Saturday", "the Saturday before last", "el sábado antepasado", "no sábado retrasado":
    # the weekday a week before the last one
    Rule(
        _rx(rf"\b(?P<s>(?i:a\s+week\s+ago)\s+(?P<wd>{_WD})|(?:(?i:the)\s+)?(?P<wd2>{_WD})\s+before\s+last"
            rf"|(?<=\b[Ee]l\s)(?P<wd_es>{_DIAS})\s+antepasado|(?<=\b[Nn][oa]\s)(?P<wd_pt>{_DIAS_PT})\s+retrasad[oa])(?!\w)"),
        _weekday_before_last,
        _needs("ago|last|pasad|retrasad"),
    ),
    Rule(
        _rx(rf"\b(?P<s>[Ee]ste\s+{_DIA_SEMANA}{_DAYTIME_ES})(?!\w)"),
        _dia_semana,
        _needs("spanish weekday", "este"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_PALABRA_DIA}{_DAYTIME_ES})(?!\w)"),
        _day_word,
        _needs("ayer|antier|noche|hoy|mañana|manana|tarde|madrugada|moment"),
    ),
    Rule(
        _rx(
            rf"\b(?P<s>{_ES_CALENDAR_PART}{_REL_ES}\s+{_UNIT_ES})"
            rf"(?!\w|\s+(?:de|del)\s+{_MES})"
        ),
        _es_calendar,
        _needs("semana|mes|año|ano", "pasad|próxim|proxim|últim|ultim|este|esta"),
    ),
    Rule(
        _rx(
            rf"\b(?P<s>{_ES_CALENDAR_PART}{_UNIT_ES}\s+"
            r"(?P<rel>antepasad[oa]|retrasad[oa]|pasad[oa]|pr[óo]xim[oa]|que\s+viene|en\s+curso))(?!\w)"
        ),
        _es_calendar,
        _needs("semana|mes|año|ano", "pasad|próxim|proxim|viene|curso|retrasad"),
    ),
    Rule(
        _rx(rf"\b(?P<s>lo\s+que\s+va\s+(?:de|del)\s+(?:la\s+)?{_UNIT_ES})(?!\w)"),
        _es_calendar,
        _needs("semana|mes|año|ano", "que"),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:[Ll]os|[Ll]as)\s+[úu]ltim[oa]s\s+(?P<unit>d[íi]as|semanas)"
            r"|(?P<unit2>d[íi]as|semanas)\s+recientes)(?!\w)(?!\s+(?:de|del)\b)"
        ),
        _recent,
        _needs("día|dia|semana", "últim|ultim|recient"),
    ),
    # Portuguese; "O último sábado foi marcado pela fuga": an article before "último" as a sentence's subject;
    # "detido desde sábado", "preso desde o domingo": the day a state began
    Rule(
        _rx(rf"(?:{_PT_LEAD}|\b[Dd]esde\s+(?:[oa]\s+)?|(?<![\w,] )\b[OoAa]\s+(?=[úu]ltim[oa]\s))(?P<s>{_REL_PT}(?P<wd>{_DIAS_PT}|(?<=[Nn]est[ae]\s){_DIAS_PT_SHORT}"
            rf"|(?<=[úu]ltima\s){_DIAS_PT_SHORT}|(?<=pr[óo]xima\s){_DIAS_PT_SHORT})(?:\s+passad[oa])?)(?![\w(-]|\s*\()"),
        _dia_da_semana,
        _needs("portuguese weekday|spanish weekday"),
    ),
    Rule(
        _rx(r"\b(?P<s>(?P<word>[Aa]nteontem|[Oo]ntem(?:\s+[àa]\s+noite)?"
            r"|(?<![Aa]t[ée]\s)(?<![Aa]t[ée]\so\sdia\sde\s)[Hh]oje(?!\s+em\s+dia\b)"
            # "Nesta madrugada, um soldado foi baleado": the small hours of the day of publication
            r"|[Nn]esta\s+(?:madrugada|manh[ãa]|tarde|noite)(?!\s+d[eo]\b)))(?!\w)"),
        _day_word,
        _needs("ontem|hoje|madrugada|manhã|manha|tarde|noite"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_REL_PT_CAL}\s+{_UNIT_PT})(?!\w|\s+(?:de|do)\s+{_MES})"),
        _es_calendar,
        _needs("semana|mês|ano", "passad|próxim|proxim|últim|ultim|este|esta"),
    ),
    Rule(
        _rx(rf"\b(?P<s>{_UNIT_PT}\s+(?P<rel>passad[oa]|que\s+vem))(?!\w)"),
        _es_calendar,
        _needs("semana|mês|ano", "passad|vem"),
    ),
    Rule(
        _rx(r"\b(?P<s>(?i:the\s+weekend\s+before\s+last)|(?:(?:[Ee]l|[Dd]el)\s+)?fin\s+de\s+semana\s+antepasado"
            r"|(?:[Nn]o\s+)?fim\s+de\s+semana\s+retrasado)(?!\w)"),
        _weekend_before_last,
        _needs("weekend|semana"),
    ),
    Rule(
        _rx(r"\b(?P<s>(?:[ÚúUu]ltimo\s+fim\s+de\s+semana|fim\s+de\s+semana\s+passado))(?!\w)"),
        _weekend,
        _needs("semana", "fim"),
    ),
    Rule(
        _rx(rf"\b(?P<s>[Hh]á\s+(?:(?i:apenas|s[óo])\s+)?(?:(?i:cerca\s+de|quase|mais\s+de)\s+)?"
            rf"(?:{_NUMERO_PT}\s+)?{_UNIDADE_PT})(?!\w|{_AND_A_HALF})"),
        _ago,
        _needs("há", "dia|semana|mês|mes|ano|hora|minut"),
    ),
    Rule(
        _rx(rf"\b(?P<s>[Hh]ace\s+(?:(?i:apenas|s[óo]lo)\s+)?(?:{_NUMERO}\s+)?{_UNIDAD})(?!\w|{_AND_A_HALF})"),
        _ago,
        _needs("hace", "día|dia|semana|mes|año|ano|hora|minut"),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:(?:[Ee]l|[Dd]el)\s+)?(?:[Pp]asado|[ÚúUu]ltimo)\s+fin\s+de\s+semana"
            r"|(?:(?:[Ee]l|[Dd]el)\s+)?fin\s+de\s+semana\s+pasado"
            r"|(?<=[Dd]urante\s)el\s+fin\s+de\s+semana)(?!\w)"
        ),
        _weekend,
        _needs("semana", "fin"),
    ),
    # "a principios de mes", "a finales del mes", "at the end of the month": the month being told
    Rule(
        _rx(rf"\b(?P<s>{_ES_PART}\s+(?:de|del|do)\s+m[eê]s)(?!\w|\s+(?:de|del)\s+{_MES}|\s+(?:pasad|pr[óo]xim|que|en\s+curso))"),
        _this_month,
        _needs("mes|mês", _ES_PARTS),
    ),
    Rule(
        _rx(r"\b(?P<s>(?i:mid-month|the\s+(?:beginning|start|middle|end)\s+of\s+the\s+month))\b(?!\s+(?:of|before|after)\b)"),
        _this_month,
        _needs("month"),
    ),
    # "since the start of the year", "desde principios de año", "desde o início do ano": the publication's year,
    # read only as where a running total starts ("less than at the start of the year" compares, and dates nothing)
    Rule(
        _rx(r"(?:(?<=[Ss]ince\s)|(?<=[Dd]esde\s)|(?<=[Dd]esde\sel\s)|(?<=[Dd]esde\so\s))(?P<s>(?i:the\s+(?:beginning|start)\s+of\s+the\s+year|(?:principios|comienzos|inicios?|comienzo|"
            r"principio)\s+(?:de|del)\s+año|(?:in[íi]cio|come[çc]o)\s+do\s+ano))(?![\w-]|\s+(?:\d|pasado|passado|"
            r"anterior|escolar|letivo|lectivo|fiscal|before|after)\b)"),
        _this_year,
        _needs("year|año|ano", "beginning|start|principio|comienzo|inicio|início|começo|comeco"),
    ),
    # "Earlier in the year, a guardsman shot ...", "a principios de año", "no início do ano": some time in the
    # publication's year, which dates nothing more closely (and keeps the day of the sentence before off it);
    # not a comparison ("menos que a comienzos de año", "fewer than at the start of the year")
    Rule(
        _rx(r"(?<![Ss]ince\s)(?<![Dd]esde\s)(?<!que\s)(?<!que\sa\s)(?<!than\s)(?<!than\sat\s)(?P<s>(?i:(?:earlier|later|early|late)\s+in\s+the\s+year|(?:at\s+)?the\s+(?:beginning|start)\s+of\s+the\s+year)|"
            r"(?:[Aa]\s+)?(?:principios|comienzos|inicios)\s+(?:de|del)\s+año|(?:[Nn]o\s+)?(?:in[íi]cio|come[çc]o)\s+do\s+ano)"
            r"(?![\w-]|\s+(?:(?:de\s+)?\d|(?:pasado|passado|anterior|escolar|letivo|lectivo|fiscal|before|after)\b))"),
        _this_year,
        _needs("year|año|ano", "earlier|later|early|late|beginning|start|principios|comienzos|inicios|início|inicio|começo|comeco"),
    ),
    # "crossed this weekend", "El fin de semana, cinco soldados cruzaron", "cruzaram no fim de semana", the British
    # "crossed into Colombia at the weekend": a weekend with no "last", the one gone when the verb is past and none is future
    Rule(
        _rx(r"\b(?P<s>(?i:this)\s+(?i:weekend)|(?<=\b[Aa]t\s)the\s+(?i:weekend)|(?:[Ee]ste|[Ee]l)\s+fin\s+de\s+semana|"
            r"(?:(?<=[Nn]o\s)|(?<=[Nn]este\s)|(?<=[Nn]esse\s))fim\s+de\s+semana)"
            r"(?!\w)(?!\s+(?:of|de|del|do|da|pasado|passado|que|anterior|siguiente|seguinte)\b)"),
        _weekend_gone,
        _needs("weekend|semana"),
    ),
)


# ---------------------------------------------------------------------------- anaphoric rules

# Direction words: the sign, and how to tell whether the phrase has an object ("two days before
# the vote", "dos días antes de la votación"): "en", when no adverbial tail follows it; "es",
# when a Spanish preposition does; "", never.
_DIRECTIONS: dict[str, tuple[int, str]] = {
    "before": (-1, "en"), "after": (1, "en"), "prior": (-1, "en"), "earlier": (-1, ""),
    "later": (1, ""), "afterward": (1, ""), "afterwards": (1, ""), "previous": (-1, ""),
    "next": (1, ""), "following": (1, ""),
    "antes": (-1, "es"), "después": (1, "es"), "despues": (1, "es"), "siguiente": (1, "es"),
    "posterior": (1, "es"), "anterior": (-1, "es"), "previo": (-1, "es"), "previa": (-1, "es"),
    "más tarde": (1, ""), "mas tarde": (1, ""), "atrás": (-1, ""), "atras": (-1, ""),
    "depois": (1, "es"), "seguinte": (1, "es"), "mais tarde": (1, ""),
    # Portuguese "dois dias após o levante", "um dia após 30 de abril": its object follows with no "de"
    "após": (1, "en"), "apos": (1, "en"),
}  # fmt: skip
_ADVERBIAL_TAIL = re.compile(
    r"\s*(?:[,.;:!?)\"”’»—–]|$)|\s+(?:and|but|when|as|that|then|y|pero|cuando|mientras)\b",
    re.IGNORECASE,
)
# (Portuguese "no dia seguinte à detenção", "ao": the day after a named event, not after the last date told)
_SPANISH_OBJECT = re.compile(r"\s+(?:(?:de|del|a|al|que|da|do|das|dos|ao|aos)\b|(?:à|às)(?!\w))", re.IGNORECASE)
_SAME_OBJECT = re.compile(r"\s+(?:as|que|en\s+que|de|del)\b", re.IGNORECASE)  # the same day as
_FIXED_OFFSETS = {
    "la víspera": ("día", "anterior"),
    "la vispera": ("día", "anterior"),
    "al otro día": ("día", "siguiente"),
    "the eve": ("day", "before"),  # "on the eve of the vote": the day before it
    "a véspera": ("día", "anterior"),
    "a vespera": ("día", "anterior"),
    "na véspera": ("día", "anterior"),
    "na vespera": ("día", "anterior"),
    "al otro dia": ("día", "siguiente"),
    "no outro dia": ("día", "siguiente"),
}


def _has_object(kind: str, m: re.Match[str]) -> bool:
    if kind == "en":
        return not _ADVERBIAL_TAIL.match(m.string, m.end("s"))
    if kind == "es":
        return bool(_SPANISH_OBJECT.match(m.string, m.end("s")))
    return False


def _offset(m: re.Match[str], unit_word: str, direction: str, count: tuple[int, bool]) -> _Offset:
    """`count` (amount, approximate) `unit_word`s in `direction`, from a base to be found."""
    sign, kind = _DIRECTIONS[" ".join(fold_case(direction).split())]
    prepositional = _has_object(kind, m)
    adverb = not prepositional and bool(_ADVERBIAL_TAIL.match(m.string, m.end("s")))
    unit, (amount, approximate) = _unit(unit_word), count
    if unit == "hour":
        unit, (amount, approximate) = "day", _hours_as_days(amount, approximate)
        if not amount:  # hours later: that day, counted only from a date in the text
            return _Offset("day", 0, "day", prepositional)
    precision = _unit_precision(unit, approximate)
    return _Offset(unit, sign * amount, precision, prepositional, fallback=sign < 0 and adverb)


def _count_offset(m: re.Match[str], ctx: _Context) -> _Offset:
    """Two days later, a day earlier, days before (the vote), hours later; dos días después, un
    día antes, unos días más tarde, horas después."""
    return _counted_weeks_as_days(_offset(m, m["unit"] or m["vague"], m["dir"], _amount(m)))


def _half_hour_offset(m: re.Match[str], ctx: _Context) -> _Offset:
    """Media hora después, meia hora depois: the day being told."""
    return _offset(m, "hora", m["dir"], (1, False))


def _after_a_stay(m: re.Match[str], ctx: _Context) -> _Offset:
    """After a week in Pacaraima, después de dos semanas en Cúcuta, depois de um mês no abrigo: a stay
    told by how long it lasted ends that long after the day being told."""
    amount, approximate = _amount(m)
    unit = _unit(m["unit"])
    return _counted_weeks_as_days(_Offset(unit, amount, _unit_precision(unit, approximate)))


def _counted_weeks_as_days(offset: _Offset) -> _Offset:
    """"Two weeks later", "una semana después": so many times seven days from the base, a day when
    the base is one, as writers count it; "the next week" stays the week after."""
    if offset.unit == "week" and offset.precision == "week":
        return _Offset("week", offset.amount, "day", offset.prepositional, offset.fallback)
    return offset


def _next_offset(m: re.Match[str], ctx: _Context) -> _Offset:
    """The day before, the next morning, the following weeks; al día siguiente, la noche
    anterior."""
    vague = m.groupdict().get("vague")
    return _offset(m, m["unit"] or vague, m["dir"], (3, True) if vague else (1, False))


def _fixed_offset(m: re.Match[str], ctx: _Context) -> _Offset:
    """La víspera (the day before), al otro día (the next day)."""
    unit_word, direction = _FIXED_OFFSETS[" ".join(fold_case(m["s"]).split())]
    return _offset(m, unit_word, direction, (1, False))


def _same(m: re.Match[str], ctx: _Context) -> _Offset:
    """That night, the same day, later that week; ese día, esa misma noche, el mismo día."""
    unit = _unit(m["unit"])
    return _Offset(unit, 0, unit, prepositional=bool(_SAME_OBJECT.match(m.string, m.end("s"))))


def _time_of_day(m: re.Match[str], ctx: _Context) -> _Offset:
    """In the evening, within the hour, by nightfall; en la noche, de madrugada: the day being told,
    or the day an "of"/"del" after it names ("in the evening of April 14")."""
    return _Offset("day", 0, "day", prepositional=bool(_PART_OF_DAY_OBJECT.match(m.string, m.end("s"))))


# "in the evening of April 14", "en la noche del viernes", "At dawn on April 30th", "late on Sunday"
_PART_OF_DAY_OBJECT = re.compile(r"\s+(?:of|de|del)\b|\s+on\s+(?=(?:the\s+)?(?:\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|"
                                 r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d))", re.IGNORECASE)


def _same_weekend(m: re.Match[str], ctx: _Context) -> _Offset:
    """The same weekend, ese mismo fin de semana, naquele fim de semana: the weekend of the day being told."""
    return _Offset("day", 0, "week", weekend=True)


def _following_weekday(m: re.Match[str], ctx: _Context) -> _Offset:
    """The following Monday, el lunes siguiente, na segunda-feira seguinte (11): the first Monday after
    the date being told, not the latest before publication."""
    name = m["wd"] or m["wd_after"] or m["wd_es"] or m["wd_es2"] or m["wd_pt"]
    return _Offset("day", 0, "day", following_weekday=_WEEKDAY_NUMBERS[" ".join(fold_case(name).split())])


def _that_weekday(m: re.Match[str], ctx: _Context) -> _Offset:
    """That Friday, ese mismo viernes: the base if it was a Friday, else the latest Friday; "that Friday",
    "ese viernes" without "same" go on from a base told to the day to the first Friday after it."""
    same = re.search(r"same|mism|mesm|pr[óo]pri", m["s"], re.IGNORECASE) is not None
    behind = _PLUPERFECT_BEFORE.search(m.string, max(0, m.start("s") - 30), m.start("s")) is not None
    return _Offset("day", 0, "day", weekday=_WEEKDAY_NUMBERS[fold_case(m["wd"] or m["wd_pt"])], ahead=not same,
                   behind=behind)


# "He had spent that Saturday", "Había pasado ese sábado", "Tinha passado aquele sábado": a day before the one told
_PLUPERFECT_BEFORE = re.compile(r"\b(?:had|hab[íi]an?|havia|haviam|tinha|tinham)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def _part_of_that_weekday(m: re.Match[str], ctx: _Context) -> _Offset:
    """"Aquella madrugada del domingo", "esa misma noche del sábado": a Sunday told before, else the latest one."""
    return replace(_that_weekday(m, ctx), ahead=False)


_SHORT = r"(?i:day|week|month|year|hour|minute|moment)"
_DIRECTION = r"(?P<dir>(?i:before|after(?:wards?)?|earlier|later|prior))"
_DAY_UNIT = r"(?P<unit>(?i:day|night|week|month|year|morning|afternoon|evening))"
_CORTA = r"(?i:d[íi]a|semana|m[eê]s|a[ñn]o|hora|minuto)"
_DIRECCION = r"(?P<dir>(?i:despu[ée]s|antes|m[áa]s\s+tarde|atr[áa]s|depois|mais\s+tarde|ap[óo]s))"
_DIA_WORDS = r"d[íi]a|noche|ma[ñn]ana|manh[ãa]|noite|tarde|madrugada|semana|mes|a[ñn]o"
_UNIDAD_DIA = rf"(?P<unit>{_DIA_WORDS})"

# ... and "aquella jornada", "esa misma jornada", "naquela jornada": that day, told as the day's events
_UNIDAD_DIA_O_JORNADA = rf"(?P<unit>{_DIA_WORDS}|jornada)"
_DAY_UNITS = "day|night|week|month|year|morning|afternoon|evening"
_ES_DAY_UNITS = "día|dia|noche|mañana|manana|manhã|manha|noite|tarde|madrugada|semana|mes|año|ano"
_ANAPHORIC: tuple[Rule, ...] = (
    Rule(
        _rx(
            rf"\b(?P<s>(?:{_NUMBER}\s+(?P<unit>{_SHORT})s?|(?P<vague>{_SHORT}s))\s+{_DIRECTION})\b"
        ),
        _count_offset,
        _needs("day|week|month|year|hour|minut|moment", "before|after|earlier|later|prior"),
    ),
    # "After a week in Pacaraima, the four were taken to Boa Vista": a stay of days, weeks or months somewhere
    Rule(
        _rx(rf"\b(?P<s>(?i:after)\s+{_NUMBER}\s+(?P<unit>(?i:day|week|month))s?)(?=\s+(?i:in|at)\s+(?!(?i:which|whom)\b))"),
        _after_a_stay,
        _needs("day|week|month", "after"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?i:the)\s+{_DAY_UNIT}\s+(?P<dir>(?i:before|after|prior)))\b"),
        _next_offset,
        _needs(_DAY_UNITS, "before|after|prior"),
    ),
    Rule(
        _rx(
            rf"\b(?P<s>(?i:the)\s+(?P<dir>(?i:previous|next|following))\s+"
            rf"(?:{_DAY_UNIT}|(?P<vague>(?i:days|weeks|months))))\b"
        ),
        _next_offset,
        _needs("previous|next|following", _DAY_UNITS),
    ),
    Rule(
        _rx(r"\b(?P<s>(?i:the\s+same\s+weekend|that\s+(?:same\s+)?weekend)|(?:[Ee]se|[Aa]quel)\s+(?:mismo\s+)?fin\s+de\s+semana"
            r"|(?:[Ee]l|[Dd]el)\s+mismo\s+fin\s+de\s+semana|[Nn]aquele\s+(?:mesmo\s+)?fim\s+de\s+semana"
            r"|[Nn]o\s+mesmo\s+fim\s+de\s+semana)\b"),
        _same_weekend,
        _needs("same|that|mism|mesm|aquel|ese"),
    ),
    Rule(
        _rx(  # "later that day" is "that day"; the look-behind after a letter is faster
            r"(?P<s>[Tt](?<!\w[Tt])h(?:at(?:\s+same)?|e\s+same)\s+"
            r"(?P<unit>day|night|morning|afternoon|evening|week|month|year))\b"
        ),
        _same,
        _needs("that|same", _DAY_UNITS),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:(?i:early|late|later)\s+)?(?i:in)\s+the\s+(?i:morning|afternoon|evening|night)"
            r"|(?i:later)\s+in\s+the\s+day|(?:(?i:by|at|until)\s+)?(?i:mid-?(?:morning|afternoon|day))"
            r"|(?i:within)\s+(?:the\s+(?:same\s+)?hour|an\s+hour|(?:a\s+few\s+)?hours|minutes)"
            r"|(?i:by|at)\s+(?:dawn|daybreak|nightfall|dusk|midnight))\b"
            # "at dawn the following day", "in the morning of the next day": the day phrase after it dates it
            r"(?!\s+(?i:(?:of\s+)?the\s+(?:following|next)\s+day|the\s+day\s+after)\b)"
        ),
        _time_of_day,
        _needs("morning|afternoon|evening|night|hour|minut|dawn|day|dusk"),
    ),
    Rule(  # "By around 9 a.m., special forces had surrounded the post": the day being told ("at 2 a.m." is
        # too often a habit or a quoted memory to date anything)
        _rx(r"\b(?P<s>(?i:by|until|shortly\s+(?:before|after))\s+(?:(?i:around|about)\s+)?"
            r"\d{1,2}(?::\d\d)?\s*[ap]\.m\.)"),
        _time_of_day,
        _needs("digit"),
    ),
    Rule(  # "crossed the bridge at about 10am local time": a wire's clock time is the day being told
        _rx(r"\b(?P<s>(?i:at)\s+(?:(?i:around|about)\s+)?\d{1,2}(?::\d\d)?\s*(?i:[ap]\.?m\.?)\s+(?i:local\s+time))"),
        _time_of_day,
        _needs("digit"),
    ),
    Rule(
        _rx(rf"\b(?P<s>[Tt]hat\s+(?:same\s+)?(?P<wd>{_WD}){_DAYTIME})(?!\w)"),
        _that_weekday,
        _needs("weekday name", "that"),
    ),
    # Spanish
    Rule(
        _rx(
            rf"\b(?P<s>(?:{_NUMERO}\s+(?P<unit>{_CORTA}(?:e?s)?)"
            rf"|(?P<vague>(?i:d[íi]as|semanas|meses|a[ñn]os|horas|minutos)))\s+{_DIRECCION})(?!\w)"
        ),
        _count_offset,
        _needs("día|dia|semana|mes|mês|año|ano|hora|minut", "despu|antes|tarde|atr|depois|após|apos"),
    ),
    # "Media hora después desembarcó", "Meia hora depois chegou": half an hour on, the same day as the one told
    Rule(
        _rx(rf"\b(?P<s>(?i:media|meia)\s+hora\s+{_DIRECCION})(?!\w)"),
        _half_hour_offset,
        _needs("hora", "despu|antes|tarde|atr|depois|após|apos"),
    ),
    # "Depois de uma semana em Pacaraima, os quatro foram levados", "Tras dos semanas en Cúcuta": a stay of days,
    # weeks or months somewhere (not years: "después de 14 años en el Ejército" is a career, not a day)
    Rule(
        _rx(rf"\b(?P<s>(?:[Dd]espu[ée]s\s+de|[Dd]epois\s+de|[Tt]ras)\s+{_NUMERO}\s+(?P<unit>(?i:d[íi]a|semana|mes|m[êe]s)(?:e?s)?))"
            # (not "después de un día en que", "depois de um dia no qual": the day told, no stay)
            r"(?=\s+(?:en|em|no|na|nos|nas)\s+(?!(?:(?:el|la|los|las|o|a|os|as)\s+)?(?:que|cual|quais|qual|cuales)\b))"),
        _after_a_stay,
        _needs("día|dia|semana|mes|mês", "despu|depois|tras"),
    ),
    Rule(
        _rx(
            rf"\b(?P<s>(?:[Aa]l|[Ee]l|[Dd]el|[Ll]a|[Aa]\s+la|[Nn][oa]|(?<=madrugada\s)do|(?<=noite\s)do|(?<=manh[ãa]\s)do|"
            rf"(?<=tarde\s)do)\s+{_UNIDAD_DIA}\s+"
            r"(?P<dir>siguiente|anterior|posterior|previ[oa]|despu[ée]s|antes|seguinte))(?!\w)"
        ),
        _next_offset,
        _needs(_ES_DAY_UNITS, "siguiente|anterior|posterior|previ|despu|antes|seguinte"),
    ),
    Rule(
        _rx(r"\b(?P<s>[Ll]a\s+v[íi]spera|[Aa]l\s+otro\s+d[íi]a|[Nn]o\s+outro\s+dia|[Tt]he\s+eve(?=\s+of\b)|"
            r"[Nn]?[Aa]\s+v[ée]spera)(?!\w)"),
        _fixed_offset,
        _needs("spera|otro|outro|eve"),
    ),
    # "A los dos días cruzó": so many days (weeks) on from the day being told (not "a los dos días de llegar",
    # counted from a deed; not "a los 18 años", an age)
    Rule(
        _rx(rf"\b(?P<s>[Aa]\s+l[oa]s\s+{_NUMERO}\s+(?P<unit>(?i:d[íi]a|semana)s))(?!\w)(?!\s+(?:de|del)\b)"),
        _after_a_stay,
        _needs("día|dia|semana"),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:(?:[Ee]s[ea]|[Aa]quel(?:la)?|[Nn]aquel[ae])\s+(?:mism[oa]\s+|mesm[oa]\s+)?"
            rf"|(?:[Ee]l|[Ll]a|[Dd]el|[Nn][oa]|[Dd][oa])\s+(?:mism[oa]|mesm[oa])\s+){_UNIDAD_DIA_O_JORNADA})(?!\w)"
        ),  # Portuguese too: "naquele dia", "naquela mesma noite", "no mesmo dia", "na mesma noite"
        _same,
        _needs("ese|esa|aquel|mism|mesm", _ES_DAY_UNITS + "|jornada"),
    ),
    Rule(
        _rx(
            r"\b(?P<s>(?:[Ee]n|[Pp]or|[Dd]urante)\s+la\s+(?:noche|madrugada|tarde|ma[ñn]ana)"
            r"|[Dd]e\s+madrugada|[Aa]l\s+(?:amanecer|anochecer))(?!\w)"
            # "en la madrugada del día siguiente": the day phrase after it dates it
            r"(?!\s+del\s+d[ií]a\s+(?:siguiente|posterior)\b)"
        ),
        _time_of_day,
        _needs("noche|madrugada|tarde|mañana|manana|amanecer"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:[Tt]he\s+(?:following|next)\s+(?P<wd>{_WD})"
            # "on the Friday after his arrest": the first Friday after the day being told
            rf"|(?<=\b[Oo]n\s)the\s+(?P<wd_after>{_WD})\s+after(?=\s+(?!next\b)[\w'’])"
            rf"|(?<=\b[EeAa]l\s)(?:(?P<wd_es>{_DIAS})\s+siguiente|siguiente\s+(?P<wd_es2>{_DIAS}))"
            rf"|(?<=\b[Nn][ao]\s)(?P<wd_pt>{_DIAS_PT}|{_DIAS_PT_SHORT})\s+seguinte"
            rf"(?:,?\s*\((?:[12]\d|3[01]|0?[1-9]){_ORDINAL}\))?))(?!\w)"),
        _following_weekday,
        _needs("following|next|siguiente|seguinte|after", "weekday name|spanish weekday|portuguese weekday"),
    ),
    Rule(
        _rx(rf"\b(?P<s>(?:[Ee]se|[Aa]quel)\s+(?:mismo\s+)?{_DIA_SEMANA}{_DAYTIME_ES})(?!\w)"),
        _that_weekday,
        _needs("spanish weekday", "ese|aquel"),
    ),
    # "Naquele sábado", "aquela quarta-feira": that weekday in Portuguese, as "aquel sábado"
    Rule(
        _rx(rf"\b(?P<s>(?:[Nn]aquel[ae]|[Aa]quel[ae])\s+(?:mesm[oa]\s+)?(?P<wd>{_DIAS_PT}))(?![\w-])"),
        _that_weekday,
        _needs("portuguese weekday|spanish weekday", "aquel"),
    ),
    # "esa misma noche del viernes", "aquella madrugada del domingo": that weekday, told by a part of it
    Rule(
        _rx(r"\b(?P<s>(?:[Ee]s[ea]|[Aa]quel(?:la)?)\s+(?:mism[oa]\s+)?(?:noche|tarde|ma[ñn]ana|madrugada)\s+del\s+"
            rf"{_DIA_SEMANA})(?!\w)"),
        _part_of_that_weekday,
        _needs("spanish weekday", "ese|esa|aquel"),
    ),
    # "el mismo lunes", "na própria segunda-feira", "no mesmo domingo": that same weekday
    Rule(
        _rx(r"(?:(?<=\b[Ee]l\s)|(?<=\b[Dd]el\s)|(?<=\b[Nn][ao]\s))(?P<s>(?:mismo\s+(?P<wd>" + _DIAS + r")"
            rf"|(?:pr[óo]pri|mesm)[oa]\s+(?P<wd_pt>{_DIAS_PT})){_DAYTIME_ES})(?![\w-])"),
        _that_weekday,
        _needs("spanish weekday|portuguese weekday", "mism|própri|propri|mesm"),
    ),
)


# ---------------------------------------------------------------------------- clues

# A rule is tried only on a text that shows all the clues it needs (see `_needs`): words in the
# text's `fold_case` form (each rule's words are in it wherever the rule matches), "spanish
# month" and "spanish weekday" (a lower-case name is in the folded text), "digit" (any), "year
# digits" (19xx or 20xx), and "month name" and "weekday name" (English, capitalised). Most
# sentences show none, and need no rule at all.
_CLUE_WORDS = (
    "day", "week", "month", "year", "night", "ago", "morning", "afternoon", "evening", "hour",
    "minut", "moment", "yesterday", "today", "last", "this", "next", "past", "recent", "before",
    "after", "earlier", "later", "prior", "previous", "following", "early", "mid", "late", "same",
    "that", "weekend", "dawn", "dusk", "amanecer", "eve",
    "ayer", "antier", "hoy", "noche", "hace", "día", "dia", "semana", "mes", "año", "ano", "hora",
    "mañana", "manana", "tarde", "madrugada", "spera", "pasad", "próxim", "proxim", "últim",
    "ultim", "este", "esta", "ese", "esa", "aquel", "mism", "viene", "curso", "que", "recient",
    "fin", "principios", "comienzos", "inicios", "mediados", "despu", "antes", "atr", "siguiente",
    "anterior", "posterior", "previ", "otro", "christmas", "navidad", "nochebuena", "nochevieja",
    "trabaj", "trabalh", "easter", "holy", "maundy", "good", "santa", "santo", "carnival", "carnaval",
    "ontem", "hoje", "há", "mês", "passad", "vem", "início", "inicio", "meados", "depois", "seguinte", "fim", "após", "apos",
    "primer", "primeir", "corriente", "outro", "jornada",
    "própri", "propri", "mesm", "retrasad", "manhã", "manha", "noite", "fortnight",
    "beginning", "start", "principio", "comienzo", "começo", "comeco",
    "guaid", "aid live", "aid convoy", "aid push", "aid showdown", "aid standoff", "aid attempt", "ayuda", "ajuda",
    "uprising", "revolt", "rebel", "levant", "alzamiento", "sublev", "tras",
    "halloween", "veillon", "finados", "páscoa", "pascoa", "shrove", "mardi", "ash wednesday", "ceniza", "cinzas",
)  # fmt: skip
_CLUE_NAMES = dict.fromkeys(
    ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "iembre", "octubre"),
    "spanish month",
) | dict.fromkeys(
    ("lunes", "martes", "rcoles", "jueves", "viernes", "bado", "domingo"), "spanish weekday"
) | dict.fromkeys(
    ("janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro"),
    "spanish month",
) | dict.fromkeys(("segunda", "terça", "terca", "quarta", "quinta", "sexta", "ª feira", "ª-feira", "ªfeira"),
                    "portuguese weekday")
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


def _clue_finder() -> ahocorasick.Automaton:
    """One pass over a text finds every clue word in it."""
    finder = ahocorasick.Automaton()
    for word, clue in (dict(zip(_CLUE_WORDS, _CLUE_WORDS, strict=True)) | _CLUE_NAMES).items():
        finder.add_word(word, clue)
    finder.make_automaton()
    return finder


_CLUE_FINDER = _clue_finder()


def fold_case(text: str) -> str:
    """`text` in lower case, with the letters that re.IGNORECASE equates with ASCII ones ("ſ",
    "K") made ASCII. A pattern in lower-case ASCII matches this where it matches `text` with
    re.IGNORECASE: the length, and what \\w, \\d and \\s match, stay the same."""
    if not text.isascii() and _ODD_CASES.search(text):
        text = text.translate(_ASCII_FOLD)
    return text.lower()


def _clues(text: str) -> frozenset[str]:
    """The clues (see above) that `text` shows."""
    found = {clue for _, clue in _CLUE_FINDER.iter(fold_case(text))}
    if _DIGIT.search(text):
        found.add("digit")
        if _YEAR_DIGITS.search(text):
            found.add("year digits")
    if _MONTH_NAME.search(text):
        found.add("month name")
    if "day" in found and _WEEKDAY_NAME.search(text):
        found.add("weekday name")
    return frozenset(found)


@functools.lru_cache(maxsize=4096)
def _plan(clues: frozenset[str]) -> tuple[Rule, ...]:
    """The rules worth trying on a text with these clues, in table order."""
    return tuple(
        rule
        for rule in _ABSOLUTE + _RELATIVE + _ANAPHORIC
        if all(clues & group for group in rule.needs)
    )


# ---------------------------------------------------------------------------- finding dates


@dataclass(frozen=True)
class _Candidate:
    """A rule's match, before overlaps are settled."""

    start: int
    end: int
    match: re.Match[str]
    handler: Handler

    @property
    def surface(self) -> str:
        return self.match.string[self.start : self.end]


def _candidates(text: str) -> list[_Candidate]:
    found = []
    for rule in _plan(_clues(text)):
        for m in rule.pattern.finditer(text):
            start = m.start("s")
            if rule.before is None or rule.before.search(text, max(0, start - 32), start):
                found.append(_Candidate(start, m.end("s"), m, rule.handler))
    names = [(c.start, c.end) for c in found if _names_a_place(text, c.start, c.end)]
    return [c for c in found if not any(c.start < end and start < c.end for start, end in names)] if names else found


# A day's name that names a neighbourhood or a street, as many do in Latin America: "el barrio Primero de Mayo",
# "the Primero de Mayo neighbourhood", "o bairro 1º de Maio", "la avenida 5 de julio"
_PLACE_NOUN_BEFORE = re.compile(r"\b(?i:barrio|bairro|colonia|urbanizaci[óo]n|parroquia|asentamiento|avenida|calle|"
                                r"rua|plaza|pra[çc]a)\s+$")
_PLACE_NOUN_AFTER = re.compile(r"\s+(?i:neighbou?rhoods?|district|barrio|slum|parish|settlement|avenue|street)\b")
_DAY_DE_MONTH = re.compile(r"\s(?i:de|do)\s")


def _names_a_place(text: str, start: int, end: int) -> bool:
    """Whether the date words at start..end, a day and month told with "de", are the name of a neighbourhood or a
    street (not "On May 1 neighbourhood groups marched")."""
    return _DAY_DE_MONTH.search(text, start, end) is not None \
        and (_PLACE_NOUN_BEFORE.search(text, max(0, start - 16), start) is not None
             or _PLACE_NOUN_AFTER.match(text, end) is not None)


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


_SENTENCE_END = re.compile(r"[.!?…][\"”’»)]*\s+(?=[\"“‘«(¿¡]?[A-ZÁÉÍÓÚÑ0-9])|\n")
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


def _inside_quote(text: str, position: int) -> bool:
    line = text[text.rfind("\n", 0, position) + 1 : position]
    return (
        line.count("“") > line.count("”")
        or line.count("«") > line.count("»")
        or line.count('"') % 2 == 1
    )


Base = tuple[FuzzyDate, bool]  # a date an anaphoric expression counts from, and "is the anchor"


_OBJECT_CLAUSE_END = re.compile(r"[,;:—–(]")
_DATE_OPENER = re.compile(r"\s*(?:(?:in|on|en|el|em|no|na)\s+)?", re.IGNORECASE)


# The object of "after"/"before" is a clause of its own when a subject pronoun opens it: "two days after he
# crossed", "dos días después de que él cruzara"; a date after it is not that clause's.
_CLAUSE_OBJECT = re.compile(r"\s+(?:de\s+que\s+)?(?:he|she|they|we|I|él|ella|ellos|ellas)\s+\w+\s*,", re.IGNORECASE)


def _object_clause_end(text: str, start: int, end: int, dated: Sequence[DateMention]) -> int:
    """Where the object of "two days before ..." ends: at the first clause break not followed by a
    date of its own ("two months before the invasion of Panama, in 1989")."""
    starts = {m.start for m in dated}
    for b in _OBJECT_CLAUSE_END.finditer(text, start, end):
        if _DATE_OPENER.match(text, b.end()).end() not in starts:
            return b.start()
    return end


def _bases(
    offset: _Offset, cand: _Candidate, mentions: Sequence[DateMention], bounds: Span, ctx: _Context
) -> list[Base]:
    """The dates an anaphoric expression may count from, best first. With an object ("two days
    before the vote"), the first date after it in its sentence ("the April 30 uprising"), if any.
    Else the last date before it in its sentence ("On April 30 they rose; the day after, ..."),
    then the anchor."""
    lo, hi = bounds
    dated = [m for m in mentions if m.date is not None and lo <= m.start < hi]
    if offset.prepositional:  # the object's date is in its own clause, not "..., men who deserted this year"
        base = _object_date(cand, dated, hi)
        if base is None and ctx.anchor and _HAPPENING_OBJECT.match(cand.match.string, cand.end) \
                and (_SENTENCE_OPENING.fullmatch(cand.match.string, lo, cand.start)
                     or _happening_closes_sentence(cand, dated, hi)):
            return [(ctx.anchor, True)]
        return [(base.date, base.anchored)] if base is not None else []
    text = cand.match.string
    daytime = _TIME_OF_DAY.search(cand.surface) is not None
    before = [(m.date, m.anchored) for m in dated if m.end <= cand.start
              and not ((daytime or offset.amount) and _SINCE_JUST_BEFORE.search(text, max(0, m.start - 16), m.start))][-1:]
    return before + ([(ctx.anchor, True)] if ctx.anchor else [])


# "Com a fronteira fechada desde 21 de fevereiro, ele ... chegou ainda de madrugada", "With the border closed since
# February, the two ... reached Pacaraima the following morning": a state's or a running total's start is no day
# the story stands on, so neither a time of day nor a later day of the sentence counts from it ("Since April 30 ...
# in that day's uprising" is still that day)
_TIME_OF_DAY = re.compile(r"madrugada|ma[ñn]ana|manh[ãa]|tarde|noche|noite|amanecer|amanhecer|morning|evening|night|dawn",
                          re.IGNORECASE)
_SINCE_JUST_BEFORE = re.compile(r"\b(?:since|desde)\s+(?:(?:el|la|o|a|the)\s+)?(?:d[ií]a\s+)?$", re.IGNORECASE)


# The object of "the day before" that names a happening the story has been telling, with no date of its own, when the
# phrase opens its sentence: "The day before the Santa Elena shootings, ...", "The day after the raid, ...", "La
# víspera del desalojo, ...", "No dia seguinte ao despejo, ..." count from the day the story stands on (not "em 24 de
# fevereiro, um dia depois dos confrontos", an aside to a day told, or "ocurrió días antes del asalto", a span)
_SENTENCE_OPENING = re.compile(r"[\s\"“'‘(—–-]*(?:(?:and|but|y|pero|e|mas)\s+)?", re.IGNORECASE)
_HAPPENING_OBJECT = re.compile(r"\s+(?:the|of\s+the|del|de\s+la|de\s+los|de\s+las|d[oa]s?|[àa]s?|aos?)\s+(?:[A-Z][\w-]*\s+){0,3}"
                               r"(?:shootings?|raid|reopening|clash(?:es)?|attack|massacre|eviction|deportation|"
                               r"tiroteos?|enfrentamientos?|ataque|asalto|masacre|desalojo|deportaci[óo]n|reapertura|"
                               r"confrontos?|despejo|deporta[çc][ãa]o|reabertura)\b")


def _happening_closes_sentence(cand: _Candidate, dated: Sequence[DateMention], hi: int) -> bool:
    """"Police arrested a suspect two days after the attack.", "detuvieron a un sospechoso dos días después del
    ataque.": a count from a happening the story has been telling, with no date of its own, that closes a sentence
    telling no other date, counts from the day the story stands on, as it does when it opens the sentence."""
    happening = _HAPPENING_OBJECT.match(cand.match.string, cand.end)
    return happening is not None and not dated and _CLOSING.fullmatch(cand.match.string, happening.end(), hi) is not None


_CLOSING = re.compile(r"[\s.!?\"”’»)]*")


_OBJECT_GAP = 12  # how far after "before"/"la víspera" its date may start to be said as its object ("of the", "del")


def _object_date(cand: _Candidate, dated: Sequence[DateMention], hi: int) -> DateMention | None:
    """The date a prepositional offset counts from: the first in its object's clause ("two days before
    the April 30 uprising"), none when a clause of its own follows ("Two days after he crossed, on May 23")."""
    if _CLAUSE_OBJECT.match(cand.match.string, cand.end):
        return None
    after = [m for m in dated if m.start >= cand.end]
    stop = _object_clause_end(cand.match.string, cand.end, hi, after)
    return next((m for m in after if m.start < stop), None)


def _date_from(offset: _Offset, bases: list[Base], ctx: _Context) -> tuple[FuzzyDate | None, bool]:
    """The date of an anaphoric expression, counted from its best base, and "from the anchor".
    With no base, one looking back as an adverb ("Two days before, ...") counts from publication.
    """
    if offset.following_weekday is not None:
        return _following_date(offset.following_weekday, bases)
    if offset.weekend:
        return _nearest_weekend(bases)
    if offset.weekday is not None:
        fits = [
            b for b in bases if b[0].precision == "day" and b[0].value.weekday() == offset.weekday
        ]
        if fits:
            return fits[0]
        if offset.behind and (before := _preceding_date(offset.weekday, bases))[0] is not None:
            return before
        # "crossed into Ecuador on Wednesday, Nov. 13 ... and, that Saturday, walked into Peru": the story
        # goes forward from the day it told, to that weekday of its week
        following = _following_date(offset.weekday, bases) if offset.ahead else (None, False)
        return following if following[0] is not None else (_weekday_date(ctx, offset.weekday, ""), False)
    if offset.precision is None:
        return None, False
    if bases:
        base, anchored = bases[0]
        value = shift(base, offset.unit, offset.amount, offset.precision)
        return value, anchored and value is not None
    if offset.fallback and ctx.published:
        return shift(ctx.published, offset.unit, offset.amount, offset.precision), False
    return None, False


def _nearest_weekend(bases: list[Base]) -> tuple[FuzzyDate | None, bool]:
    """The week of the weekend nearest the best base told to the day: a Monday or Tuesday's is the one just
    gone ("By Monday, Feb. 25, ... the same weekend": Feb. 23-24), a later day's the one of its week; a Saturday's
    is that very day, the weekend's first ("since Feb. 23 ... over that weekend": Feb. 23 was a Saturday)."""
    for base, anchored in bases:
        if base.precision == "day":
            weekday = base.value.weekday()
            if weekday == 5:
                return base, anchored
            saturday = base.value + timedelta(days=-(weekday + 2) if weekday <= 1 else 5 - weekday)
            return FuzzyDate(floor_date(saturday, "week"), "week"), anchored
    return None, False


def _preceding_date(weekday: int, bases: list[Base]) -> tuple[FuzzyDate | None, bool]:
    """The last `weekday` before the best base told to the day; none without one."""
    for base, anchored in bases:
        if base.precision == "day":
            return shift(base, "day", -((base.value.weekday() - weekday - 1) % 7 + 1), "day"), anchored
    return None, False


def _following_date(weekday: int, bases: list[Base]) -> tuple[FuzzyDate | None, bool]:
    """The first `weekday` after the best base told to the day; none without one."""
    for base, anchored in bases:
        if base.precision == "day":
            return shift(base, "day", (weekday - base.value.weekday() - 1) % 7 + 1, "day"), anchored
    return None, False


def _resolve_offsets(
    text: str, mentions: list[DateMention], offsets: list[tuple[_Candidate, _Offset]], ctx: _Context
) -> list[DateMention]:
    """`mentions` with the anaphoric ones put in, in text order: each may count from the one
    before ("the next day ..., and two days later")."""
    breaks = sentence_breaks(text)
    for cand, offset in offsets:
        bounds = sentence_bounds(text, cand.start, breaks)
        value, anchored = _date_from(offset, _bases(offset, cand, mentions, bounds, ctx), ctx)
        if offset.weekday is not None and _after_publication(value, ctx):
            value, anchored = _weekday_told_before(offset.weekday, cand, mentions, ctx) or (value, anchored)
        if offset.prepositional and value is not None and value.precision == "day":  # not "the days after X"
            dated = [m for m in mentions if m.date is not None and bounds[0] <= m.start < bounds[1]]
            base = _object_date(cand, dated, bounds[1])
            if base is not None and base.start - cand.end <= _OBJECT_GAP:  # "two days before April 30", not
                mentions[mentions.index(base)] = replace(base, counted_from=True)  # "después de su huida, el 10"
        index = bisect.bisect_left(mentions, cand.start, key=lambda m: m.start)
        mentions.insert(index, DateMention(cand.surface, cand.start, cand.end, value, anchored))
    return mentions


def _after_publication(value: FuzzyDate | None, ctx: _Context) -> bool:
    return value is not None and ctx.published is not None and value.value > period_end(ctx.published)


def _weekday_told_before(weekday: int, cand: _Candidate, mentions: Sequence[DateMention], ctx: _Context) \
        -> Base | None:
    """"last heard from him on Saturday, March 9 ... told reporters on Monday ... walked away that Saturday night":
    "that Saturday", which the day last told would carry past publication, is the last Saturday told before it
    (in its sentence, else in the sentences before)."""
    here = [m.date for m in mentions if m.end <= cand.start and m.date is not None]
    days = [d for d in (*ctx.find_told(), *here) if d.precision == "day" and d.value.weekday() == weekday
            and not _after_publication(d, ctx)]
    return (days[-1], True) if days else None


def _days_restated_by_count(text: str, mentions: list[DateMention], offsets: list[tuple[_Candidate, _Offset]]) \
        -> list[DateMention]:
    """"On the night of May 2, three days after the failed uprising, ...", "el 2 de mayo, tres días después del
    levantamiento": a count from another deed, named right after it, set off right after a day told restates that
    day (a writer's round count need not land on it), so it takes the day told (not a count from a clause: "on
    Monday, three days after they were put out of the hotels" dates the clause's deed by it)."""
    counts = {(cand.start, cand.end) for cand, offset in offsets if offset.prepositional and offset.unit == "day"}
    out = list(mentions)
    for i, m in enumerate(out):
        before, after = (out[i - 1] if i else None), (out[i + 1] if i + 1 < len(out) else None)
        if (m.start, m.end) in counts and before is not None and _is_day(before) and not before.anchored \
                and (before.start, before.end) not in counts and _APPOSITION_GAP.fullmatch(text, before.end, m.start) \
                and after is not None and after.counted_from and after.start - m.end <= _OBJECT_GAP \
                and _names_a_deed(after):
            out[i] = replace(m, date=before.date)
    return out


def _names_a_deed(mention: DateMention) -> bool:
    """Whether a dated mention names a happening ("the failed uprising", "el levantamiento"), not a day of the
    calendar ("el lunes", "April 30")."""
    words = re.findall(r"\w+", mention.surface.lower())
    return not any(w.isdigit() or w in _WEEKDAY_NUMBERS or w in _MONTH_NUMBERS for w in words)


def _is_day(mention: DateMention) -> bool:
    return mention.date is not None and mention.date.precision == "day"


_APPOSITION_GAP = re.compile(r"\s*,\s*")


_WHERE_OR_WHEN = re.compile(r"\b(?:where|when|donde|cuando|onde|quando)\b", re.IGNORECASE)
_PLAIN_WEEKDAY_RULES = frozenset({_weekday, _dia_da_semana, _dia_semana})
# "last Saturday", "el pasado sábado", "este lunes", "na próxima segunda": a weekday placed against today
_WEEKDAY_RELATION = re.compile(r"\b(?:last|next|this|pasad[oa]|pr[óo]xim[oa]|[úu]ltim[oa]|passad[oa]|n?est[ea]|"
                               r"dest[ea]|que\s+viene)\b", re.IGNORECASE)


def _plain_weekdays(candidates: list[_Candidate]) -> set[Span]:
    """The spans of bare weekdays ("on Saturday"), not placed against today ("last Saturday", "este lunes")."""
    return {(c.start, c.end) for c in candidates if c.handler in _PLAIN_WEEKDAY_RULES
            and not _WEEKDAY_RELATION.search(c.surface)}


def _weekdays_of_days_told(text: str, mentions: list[DateMention], candidates: list[_Candidate]) -> list[DateMention]:
    """"No dia seguinte, 23 de fevereiro, ... onde houve novos confrontos no sábado": a bare weekday in a
    "where" or "when" clause after a day told weeks before publication, falling on that weekday, is that
    day, not the latest such weekday before publication."""
    plain = _plain_weekdays(candidates)
    if not plain:
        return mentions
    breaks = sentence_breaks(text)
    out = []
    for m in mentions:
        if (m.start, m.end) in plain and m.date is not None and m.date.precision == "day":
            lo, hi = sentence_bounds(text, m.start, breaks)
            told = [d for d in mentions if d is not m and lo <= d.start < hi and (d.start, d.end) not in plain
                    and d.date is not None and d.date.precision == "day"]
            # the day told nearest before it, with a "where" or "when" clause between ("crossed on June 3 and
            # reached Lisbon on Monday" tells a later leg; "said on Wednesday that ... since January 23" is today's)
            near = [d for d in told if d.end <= m.start][-1:]
            near = [d for d in near if _WHERE_OR_WHEN.search(text, d.end, m.start)]
            if near and near[0].date.value.weekday() == m.date.value.weekday() and near[0].date.value < m.date.value:
                m = replace(m, date=near[0].date)
        out.append(m)
    return out


_NUMBERED_WEEKDAY = re.compile(r"(?i:pasado\s+)?(?P<wd>[^\W\d_][\w-]*?)[\s,(]+(?P<day>\d{1,2})")


def _numbered_weekdays_after_day_told(text: str, mentions: list[DateMention],
                                      candidates: list[_Candidate]) -> list[DateMention]:
    """"la noche del viernes 17 de mayo ... en la madrugada del sábado 18": a weekday with its day of the month and
    no month, told after a day of the same sentence, is the first day after it with that number on that weekday."""
    numbered = {(c.start, c.end) for c in candidates if c.handler is _weekday_numbered}
    if not numbered:
        return mentions
    breaks = sentence_breaks(text)
    out = []
    for m in mentions:
        if (m.start, m.end) in numbered and (wd := _NUMBERED_WEEKDAY.search(m.surface)) is not None:
            weekday = _WEEKDAY_NUMBERS.get(" ".join(fold_case(wd["wd"]).split()), -1)
            lo, _ = sentence_bounds(text, m.start, breaks)
            told = [d for d in out if lo <= d.start and (d.start, d.end) not in numbered and d.date is not None
                    and d.date.precision == "day"][-1:]
            after = [told[0].date.value + timedelta(days=n) for n in range(1, 15)] if told else []
            fit = [d for d in after if d.day == int(wd["day"]) and d.weekday() == weekday][:1]
            if fit and m.date is not None and fit[0] != m.date.value:
                m = replace(m, date=FuzzyDate(fit[0], "day"))
        out.append(m)
    return out


def _that_month_told_before(text: str, mentions: list[DateMention], candidates: list[_Candidate]) -> list[DateMention]:
    """"desde febrero, cuando el 23 de ese mes ...", "in March, and on the 9th of that month": a day of "that month"
    after a month told earlier in its sentence is that month's day, not one of the month the story last reached."""
    that_month = {(c.start, c.end) for c in candidates if c.handler is _day_of_that_month}
    if not that_month:
        return mentions
    breaks = sentence_breaks(text)
    out: list[DateMention] = []
    for m in mentions:
        if (m.start, m.end) in that_month:
            lo, _ = sentence_bounds(text, m.start, breaks)
            told = [d for d in out if lo <= d.start and d.date is not None and d.date.precision in ("day", "month")]
            day = int(re.search(r"\d+", m.surface)[0])
            if told and day <= calendar.monthrange(told[-1].date.value.year, told[-1].date.value.month)[1]:
                m = replace(m, date=FuzzyDate(told[-1].date.value.replace(day=day), "day"))
        out.append(m)
    return out


# "em fevereiro: no dia 23", "en febrero, el día 23", "in February: on the 23rd": a bare day of the month set right
# after the month it falls in
_MONTH_THEN_DAY = re.compile(r"\s*[,:]\s*(?:(?:on|el|no|em|en)\s+)?", re.I)


def _day_set_after_its_month(text: str, mentions: list[DateMention], candidates: list[_Candidate]) -> list[DateMention]:
    """"O pico ocorreu em fevereiro: no dia 23, quando ...": a bare day of the month right after a month, set off by a
    comma or colon, is that month's day, not the latest such day before publication."""
    bare = {(c.start, c.end) for c in candidates if c.handler is _day_of_month}
    if not bare:
        return mentions
    ordered = sorted(mentions, key=lambda m: m.start)
    days = {}
    for month, day in zip(ordered, ordered[1:]):
        if (day.start, day.end) in bare and month.date is not None and month.date.precision == "month" \
                and _MONTH_THEN_DAY.fullmatch(text, month.end, day.start):
            value, number = month.date.value, int(re.search(r"\d+", day.surface)[0])
            if number <= calendar.monthrange(value.year, value.month)[1]:
                days[id(day)] = FuzzyDate(value.replace(day=number), "day")
    return [replace(m, date=days[id(m)]) if id(m) in days else m for m in mentions]


def _weekdays_after_that_day(text: str, mentions: list[DateMention], candidates: list[_Candidate],
                             offsets: list[tuple[_Candidate, _Offset]]) -> list[DateMention]:
    """"He had spent that Saturday on the bridge, and on Sunday morning he walked across", "Esa misma noche tomó un
    autobús a Maracaibo, adonde llegó en la madrugada del domingo": a bare weekday after "that Saturday" or "that
    same night" of the same sentence goes on from it, to the first such weekday after it, not to the latest one
    before publication."""
    plain = _plain_weekdays(candidates)
    that_days = {(c.start, c.end) for c, offset in offsets if offset.weekday is not None or _same_day_told(c, offset)}
    if not plain or not that_days:
        return mentions
    breaks = sentence_breaks(text)
    out = []
    for m in mentions:
        if (m.start, m.end) in plain and m.date is not None and m.date.precision == "day":
            lo, _ = sentence_bounds(text, m.start, breaks)
            told = [d for d in mentions if lo <= d.start and d.end <= m.start and (d.start, d.end) in that_days
                    and d.date is not None and d.date.precision == "day"][-1:]
            if told and (m.date.value - told[0].date.value).days > 7:
                m = replace(m, date=_following_date(m.date.value.weekday(), [(told[0].date, True)])[0])
        out.append(m)
    return _parts_of_moved_weekdays(text, mentions, out)


# "en la madrugada del domingo", "early on Sunday", "na madrugada de domingo": a part of the day, then its weekday
_PART_THEN_WEEKDAY = re.compile(r"\s*(?:of|on|de|del|do|da)\s+(?:the\s+|el\s+|o\s+)?$", re.IGNORECASE)


def _parts_of_moved_weekdays(text: str, before: list[DateMention], after: list[DateMention]) -> list[DateMention]:
    """A time of day whose object is a weekday moved on ("en la madrugada del domingo") moves with it."""
    moved = [(old, new) for old, new in zip(before, after) if old.date != new.date]
    if not moved:
        return after
    out = []
    for m in after:
        day = next((new for old, new in moved if m.end <= old.start and m.date == old.date
                    and _PART_THEN_WEEKDAY.fullmatch(text[m.end:old.start])), None)
        out.append(replace(m, date=day.date) if day is not None else m)
    return out


def _same_day_told(c: _Candidate, offset: _Offset) -> bool:
    """"Esa misma noche", "that same day": the day the story is on, which a bare weekday after it goes on from
    ("Esa misma noche tomó un autobús a Maracaibo, adonde llegó en la madrugada del domingo")."""
    return c.handler is _same and offset.unit == "day" and not offset.amount \
        and _SAME_WORD.search(c.match.group()) is not None


# "same", "mismo", "mesma": the day the story is on, said so (a bare "that night" may count from a day told in passing)
_SAME_WORD = re.compile(r"same|mism|mesm", re.IGNORECASE)


_COUNTED_DAY_GAP = 48  # "Two days later, early on Sunday morning": the weekday a few words on, in apposition


def _weekdays_of_counted_days(text: str, mentions: list[DateMention], candidates: list[_Candidate],
                              offsets: list[tuple[_Candidate, _Offset]]) -> list[DateMention]:
    """"Dos días después, en la madrugada del domingo, cruzó", "Two days later, early on Sunday": a bare weekday set
    right after a day counted from the story ("two days later", "al día siguiente", "dois dias depois") in the
    same sentence, and falling on that weekday, is that day, and so is a time of day counted from it; not the
    latest such weekday before publication."""
    plain = _plain_weekdays(candidates)
    counted = {(c.start, c.end) for c, offset in offsets if offset.unit == "day" and offset.amount}
    if not plain or not counted:
        return mentions
    breaks = sentence_breaks(text)
    out = list(mentions)
    for i, c in enumerate(out):
        if (c.start, c.end) not in counted or not c.anchored or c.date is None or c.date.precision != "day":
            continue
        hi = min(sentence_bounds(text, c.start, breaks)[1], c.end + _COUNTED_DAY_GAP)
        after = [j for j in range(i + 1, len(out)) if out[j].start < hi]
        weekday = [j for j in after if (out[j].start, out[j].end) in plain][:1]
        if not weekday or (told := out[weekday[0]].date) is None or told.precision != "day":
            continue
        if told.value.weekday() == c.date.value.weekday() and told.value != c.date.value:
            for j in after[: after.index(weekday[0]) + 1]:
                if out[j].date == told:
                    out[j] = replace(out[j], date=c.date)
    return out


# "the following day, Thursday", "al día siguiente, el jueves", "no dia seguinte, na quinta-feira"
_WEEKDAY_APPOSED = re.compile(r"\s*,\s*(?:(?:on|el|na|no)\s+)?", re.IGNORECASE)


def _next_days_named_otherwise(text: str, mentions: list[DateMention], candidates: list[_Candidate],
                               offsets: list[tuple[_Candidate, _Offset]], ctx: _Context) -> list[DateMention]:
    """"On the following day, Thursday, they were taken to Mabaruma", "al día siguiente, jueves,": the weekday set off
    right after "the next day" names that day; when the day counted from the story's last day falls on another
    weekday, the story had moved on untold (four days' walk), so both are the first such weekday after that day."""
    plain = _plain_weekdays(candidates)
    next_days = {(c.start, c.end) for c, offset in offsets if offset.unit == "day" and offset.amount == 1}
    out = list(mentions)
    for i, c in enumerate(out[:-1]):
        named = out[i + 1]
        if (c.start, c.end) not in next_days or not _is_day(c) or not _is_day(named) \
                or (named.start, named.end) not in plain or not _WEEKDAY_APPOSED.fullmatch(text, c.end, named.start):
            continue
        weekday = named.date.value.weekday()
        moved, _ = _following_date(weekday, [(shift(c.date, "day", -1, "day"), True)])
        if weekday != c.date.value.weekday() and moved is not None and not _after_publication(moved, ctx):
            out[i], out[i + 1] = replace(c, date=moved), replace(named, date=moved)
    return out


# "last month, on the night of Sept. 20", "el mes pasado, el 20 de septiembre", "em setembro, no dia 20": a day set
# in apposition after the month (or week, or year) it falls in tells which day of it
_REFINING_GAP = re.compile(r"\s*[,:]\s*(?:(?:on|in|el|en|em|no|na)\s+)?(?:(?:the\s+)?(?:night|morning|evening|afternoon|"
                           r"early\s+hours|dawn)\s+of\s+|(?:la\s+)?(?:noche|ma[ñn]ana|tarde|madrugada)\s+del?\s+|"
                           r"(?:a\s+)?(?:noite|manh[ãa]|tarde|madrugada)\s+d[eo]\s+)?(?:the\s+|el\s+|o\s+)?", re.I)


def _within(day: FuzzyDate, period: FuzzyDate) -> bool:
    return floor_date(day.value, period.precision) == period.value


def _refined_periods(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """Drops a month, week or year that the day told right after it, in apposition, falls in."""
    ordered = sorted(mentions, key=lambda m: m.start)
    refined = {id(a) for a, b in zip(ordered, ordered[1:])
               if a.date is not None and b.date is not None and a.date.precision in ("week", "month", "year")
               and b.date.precision == "day" and a.end <= b.start and _within(b.date, a.date)
               and _REFINING_GAP.fullmatch(text, a.end, b.start)}
    return [m for m in mentions if id(m) not in refined] if refined else mentions


@functools.lru_cache(maxsize=1024)
def _publication(published: date, precision: str) -> FuzzyDate:
    return FuzzyDate(published, precision)  # one per article, not one per sentence


def find_dates(
    text: str,
    published: date | None,
    published_precision: str | None = "day",
    *,
    anchor: FuzzyDate | Callable[[], FuzzyDate | None] | None = None,
    told: Callable[[], Sequence[FuzzyDate]] | None = None,
) -> list[DateMention]:
    """Date expressions in `text` (English or Spanish), each normalised when that is safe.

    Offsets are relative to `text`. Month-days without a year take the publication year (or the
    year before, see `infer_year`); weekdays are the latest such day on or before publication.
    Anaphoric expressions ("two days later", "that night", "al día siguiente") count from a date
    earlier in their sentence, else from `anchor`, the date of the story's previous event (their
    mentions say `anchored`); with neither, they have no date, except one looking back as an
    adverb ("Two days before, ..."), which counts from publication when no anchor is given.
    `anchor` may be a function giving it, called only when an anaphoric expression needs it. `told`, a function
    giving the days the sentences before told, is where "that Saturday" finds the Saturday it means when the
    anchor cannot.
    """
    if anchor is not None and not isinstance(anchor, FuzzyDate) and not callable(anchor):
        raise TypeError(f"find_dates: anchor {anchor!r} is not a FuzzyDate (a date and precision)")
    pub = _publication(published, published_precision or "day") if published else None
    candidates = _candidates(text)
    if not candidates:
        return []
    ctx = _Context(pub, find_anchor=anchor if callable(anchor) else lambda: anchor, find_told=told or (lambda: ()))
    mentions: list[DateMention] = []
    offsets: list[tuple[_Candidate, _Offset]] = []
    chosen = _longest_first(candidates)
    for cand in chosen:
        value = cand.handler(cand.match, ctx)
        if isinstance(value, _Offset):
            offsets.append((cand, value))
        else:
            mentions.append(DateMention(cand.surface, cand.start, cand.end, value))
    mentions = _weekdays_of_days_told(text, mentions, chosen)
    mentions = _numbered_weekdays_after_day_told(text, mentions, chosen)
    mentions = _that_month_told_before(text, mentions, chosen)
    mentions = _day_set_after_its_month(text, mentions, chosen)
    if offsets:
        ctx = _Context(pub, anchor() if callable(anchor) else anchor, find_told=told or (lambda: ()))
        mentions = _resolve_offsets(text, mentions, offsets, ctx)
        mentions = _days_restated_by_count(text, mentions, offsets)
        mentions = _weekdays_after_that_day(text, mentions, chosen, offsets)
        mentions = _weekdays_of_counted_days(text, mentions, chosen, offsets)
        mentions = _next_days_named_otherwise(text, mentions, chosen, offsets, ctx)
    mentions = _refined_periods(text, mentions)
    log.debug("found %d date mentions in %d chars", len(mentions), len(text))
    return mentions
