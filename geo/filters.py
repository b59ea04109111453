"""Filtering events: the sidebar's filters, the options it offers, and filters as URL parameters."""

from __future__ import annotations

import calendar
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from datetime import date, timedelta

from .dates import floor_date
from .model import EVENT_TYPES, Event, FuzzyDate, Route, source_count
from .textfold import fold_key

DateSpan = tuple[date, date]
QueryParams = Mapping[str, str | list[str]]

# URL parameter of each Filters field. Multi-valued fields are lists (repeated keys in the URL),
# because place names and outlets may contain commas.
QUERY_KEYS = {
    "date_from": "from", "date_to": "to", "event_types": "type", "countries": "country",
    "places": "place", "actor": "actor", "outlets": "outlet", "text": "q",
    "min_sources": "min_sources", "include_undated": "undated",
}
TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class Filters:
    """What the user asked to see; the defaults let every event through."""

    date_from: date | None = None
    date_to: date | None = None
    event_types: tuple[str, ...] = ()
    countries: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    actor: str = ""  # substring of an actor or the unit, ignoring case and accents
    outlets: tuple[str, ...] = ()
    text: str = ""  # every word must occur in the evidence, places, actors, unit or outlets
    min_sources: int = 1
    include_undated: bool = True  # False drops undated events even when no dates are set

    def __post_init__(self) -> None:
        count = self.min_sources
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError(f"Filters: min_sources {count!r} is not an integer >= 1")
        for name in ("event_types", "countries", "places", "outlets"):
            value = getattr(self, name)
            if not isinstance(value, tuple):
                raise TypeError(f"Filters: {name} {value!r} is not a tuple of strings")


@dataclass(frozen=True)
class FilterOptions:
    """The values the sidebar widgets offer, taken from the events."""

    event_types: tuple[str, ...] = ()  # in model.EVENT_TYPES order
    countries: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    outlets: tuple[str, ...] = ()
    date_min: date | None = None
    date_max: date | None = None


def date_span(when: FuzzyDate) -> DateSpan:
    """The first and last day a fuzzy date may mean: its day, ISO week, month or year."""
    first = floor_date(when.value, when.precision)
    if when.precision == "week":
        return first, first + timedelta(days=6)
    if when.precision == "month":
        return first, first.replace(day=calendar.monthrange(first.year, first.month)[1])
    if when.precision == "year":
        return first, first.replace(month=12, day=31)
    return first, first


def event_places(event: Event) -> list[str]:
    """The event's place and the names of its origin, crossing and destination."""
    points = (event.origin, event.via, event.destination)
    return [name for name in (event.place, *(p.name for p in points if p)) if name]


def event_countries(event: Event) -> list[str]:
    """The event's country code and those of its origin, crossing and destination."""
    points = (event.origin, event.via, event.destination)
    return [c for c in (event.country_code, *(p.country_code for p in points if p)) if c]


def event_outlets(event: Event) -> list[str]:
    return [s.outlet for s in event.sources if s.outlet]


def _in_dates(event: Event, filters: Filters) -> bool:
    if event.date is None:
        return filters.include_undated
    first, last = date_span(event.date)
    after_start = filters.date_from is None or last >= filters.date_from
    before_end = filters.date_to is None or first <= filters.date_to
    return after_start and before_end


def _any_in(values: Iterable[str], wanted: tuple[str, ...]) -> bool:
    return not wanted or any(v in wanted for v in values)


def _contains(haystack: Iterable[str], needle: str) -> bool:
    words = fold_key(needle).split()
    if not words:
        return True
    folded = fold_key(" | ".join(haystack))
    return all(word in folded for word in words)


def _text_fields(event: Event) -> list[str]:
    who = [*event.actors, event.unit or ""]
    return [event.evidence, *event_places(event), *who, *event_outlets(event)]


def matches(event: Event, filters: Filters) -> bool:
    """Whether one event passes every filter."""
    return (
        _in_dates(event, filters)
        and (not filters.event_types or event.event_type in filters.event_types)
        and _any_in(event_countries(event), filters.countries)
        and _any_in(event_places(event), filters.places)
        and _any_in(event_outlets(event), filters.outlets)
        and _contains([*event.actors, event.unit or ""], filters.actor)
        and _contains(_text_fields(event), filters.text)
        and max(source_count(event), 1) >= filters.min_sources
    )


def filter_events(events: Sequence[Event], filters: Filters) -> list[Event]:
    """The events that pass the filters, in their original order."""
    return [e for e in events if matches(e, filters)]


def routes_for(events: Sequence[Event], routes: Sequence[Route]) -> list[Route]:
    """The routes with a leg (or a linked event) among the given events, in their original order."""
    event_ids = {e.id for e in events}
    route_ids = {e.route_id for e in events if e.route_id}
    return [
        r for r in routes
        if r.id in route_ids
        or event_ids.intersection(r.event_ids)
        or any(leg.event_id in event_ids for leg in r.legs)
    ]


def initial_date_range(start: Filters, options: FilterOptions) -> DateSpan | None:
    """The date widget's first value: `start`'s range (from a shared URL) inside the data's, or
    the data's whole range; None when no event has a date."""
    lo, hi = options.date_min, options.date_max
    if lo is None or hi is None:
        return None
    return (min(max(start.date_from or lo, lo), hi), min(max(start.date_to or hi, lo), hi))


def widened_dates(picked: object, known: DateSpan | None, bounds: DateSpan) -> object:
    """The date filter once the data's bounds moved from `known` to `bounds` (uploads widen them):
    a range the user never narrowed (none, or the old bounds) widens with the data; a chosen one stays."""
    return bounds if picked is None or picked == known else picked


def row_of(events: Sequence[Event], event_id: str | None) -> list[int]:
    """The table rows (0 or 1) holding the event `event_id` among the events shown."""
    return next(([i] for i, e in enumerate(events) if e.id == event_id), []) if event_id else []


def event_at(events: Sequence[Event], rows: Sequence[int]) -> str | None:
    """The id of the event in the first selected table row, if it is still shown."""
    return events[rows[0]].id if rows and 0 <= rows[0] < len(events) else None


def picked_dates(picked: object, options: FilterOptions) -> tuple[date | None, date | None]:
    """The date widget's value as (date_from, date_to). An end at the data's own edge, or not picked
    yet (the widget gives one day while the second click is pending), is None: no limit, so the
    view follows data that uploads add later."""
    days = tuple(picked) if isinstance(picked, (tuple, list)) else (picked,) if picked else ()
    date_from = days[0] if days and options.date_min and days[0] > options.date_min else None
    date_to = days[1] if len(days) > 1 and options.date_max and days[1] < options.date_max else None
    return date_from, date_to


def still_offered(chosen: Iterable[str], offered: Iterable[str]) -> list[str]:
    """The chosen values the options still offer (a multiselect raises on any other)."""
    allowed = set(offered)
    return [value for value in chosen if value in allowed]


# The dashboard's multiselect widgets (their session-state keys) and the option each one lists.
MULTISELECTS = {"f_types": "event_types", "f_countries": "countries", "f_places": "places",
                "f_outlets": "outlets"}


def widget_state(start: Filters, options: FilterOptions) -> dict[str, object]:
    """The filter widgets' first values (session-state key -> value) for the filters `start` asks
    for, as a shared URL gives them; the date range is set only when some event has a date."""
    state: dict[str, object] = {key: list(getattr(start, field)) for key, field in MULTISELECTS.items()}
    state.update(f_actor=start.actor, f_text=start.text, f_online_tiles=False,
                 f_min_sources=start.min_sources, f_undated=start.include_undated, filters_ready=True)
    if (dates := initial_date_range(start, options)) is not None:
        state.update(f_date=dates, date_bounds=(options.date_min, options.date_max))
    return state


def pruned_selections(state: Mapping[str, object], options: FilterOptions) -> dict[str, list[str]]:
    """The multiselect values that must change because the options no longer offer some of them
    (the widget would raise); the others are left out."""
    changed = {}
    for key, field in MULTISELECTS.items():
        kept = still_offered(state.get(key, []), getattr(options, field))
        if kept != state.get(key):
            changed[key] = kept
    return changed


def _sorted_names(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(values), key=lambda v: (fold_key(v), v)))


def filter_options(events: Sequence[Event]) -> FilterOptions:
    """Distinct types, countries, places, outlets; the first and last day any date may mean."""
    present = {e.event_type for e in events}
    spans = [date_span(e.date) for e in events if e.date is not None]
    return FilterOptions(
        event_types=tuple(t for t in EVENT_TYPES if t in present),
        countries=_sorted_names(c for e in events for c in event_countries(e)),
        places=_sorted_names(p for e in events for p in event_places(e)),
        outlets=_sorted_names(o for e in events for o in event_outlets(e)),
        date_min=min((first for first, _ in spans), default=None),
        date_max=max((last for _, last in spans), default=None),
    )


def _query_value(value: object) -> str | list[str]:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def filters_to_query(filters: Filters) -> dict[str, str | list[str]]:
    """URL parameters for the non-default filters; multi-valued ones as lists (repeated keys).

    Assign the result to st.query_params; read it back with st.query_params.get_all(key).
    """
    default = Filters()
    return {
        QUERY_KEYS[f.name]: _query_value(getattr(filters, f.name))
        for f in fields(Filters)
        if getattr(filters, f.name) != getattr(default, f.name)
    }


def _strings(raw: object) -> list[str]:
    values = raw if isinstance(raw, (list, tuple)) else [raw]
    return [v for v in values if isinstance(v, str) and v]


def _last(raw: object) -> str | None:
    values = _strings(raw)
    return values[-1] if values else None


def _parse_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        return None


def _parse_min_sources(text: str) -> int | None:
    try:
        number = int(text.strip())
    except ValueError:
        return None
    return number if number >= 1 else None


def _parse_bool(text: str) -> bool | None:
    word = text.strip().casefold()
    return True if word in TRUE_WORDS else False if word in FALSE_WORDS else None


SCALAR_PARSERS: dict[str, Callable[[str], object]] = {
    "date_from": _parse_date, "date_to": _parse_date, "actor": str, "text": str,
    "min_sources": _parse_min_sources, "include_undated": _parse_bool,
}


def _allowed(options: FilterOptions | None) -> dict[str, tuple[str, ...] | None]:
    return {
        "event_types": options.event_types if options else EVENT_TYPES,
        "countries": options.countries if options else None,
        "places": options.places if options else None,
        "outlets": options.outlets if options else None,
    }


def filters_from_query(params: QueryParams, options: FilterOptions | None = None) -> Filters:
    """Filters from URL parameters; never raises: bad values are ignored, unknown ones dropped.

    With options, multi-valued filters keep only values the widgets offer (a stale link to a
    place no longer in the data must not break the multiselect).
    """
    values: dict[str, object] = {}
    for name, parse in SCALAR_PARSERS.items():
        raw = _last(params.get(QUERY_KEYS[name]))
        parsed = parse(raw) if raw is not None else None
        if parsed is not None:
            values[name] = parsed
    for name, allowed in _allowed(options).items():
        chosen = _strings(params.get(QUERY_KEYS[name]))
        values[name] = tuple(v for v in chosen if allowed is None or v in allowed)
    return Filters(**values)
