"""Small frozen value types that flow through the pipeline: places, mentions, articles, events, routes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import date

LatLon = tuple[float, float]

PLACE_KINDS = frozenset(
    {
        "country", "state", "city", "town", "bridge", "river", "border_crossing",
        "military_base", "embassy", "building", "neighbourhood", "region",
    }
)
RESOLVERS = frozenset({"gazetteer", "geonames", "nominatim", "nearest"})  # nearest: an unnamed landmark near a named town
EVENT_TYPES = (
    "defection", "border_crossing", "uprising", "asylum", "arrest",
    "violence", "protest", "relocation", "statement",
)
DATE_PRECISIONS = ("day", "week", "month", "year")
GEO_PRECISIONS = (1, 2, 3)


def _check_latlon(lat: float, lon: float, what: str) -> None:
    if not (isinstance(lat, (int, float)) and math.isfinite(lat) and -90 <= lat <= 90):
        raise ValueError(f"{what}: latitude {lat!r} is outside -90..90")
    if not (isinstance(lon, (int, float)) and math.isfinite(lon) and -180 <= lon <= 180):
        raise ValueError(f"{what}: longitude {lon!r} is outside -180..180")


@dataclass(frozen=True)
class Place:
    """A place with coordinates (WGS84), from the gazetteer, GeoNames or Nominatim."""

    id: str
    name: str
    kind: str
    country_code: str
    lat: float
    lon: float
    admin1: str = ""
    aliases: tuple[str, ...] = ()
    geonames_id: int | None = None
    source: str = ""
    population: int = 0
    needs_context: bool = False  # the bare name is also a person's name or a common word

    def __post_init__(self) -> None:
        if not self.id or not self.name:
            raise ValueError(f"Place needs an id and a name, got id={self.id!r} name={self.name!r}")
        if self.kind not in PLACE_KINDS:
            raise ValueError(f"Place {self.id!r}: kind {self.kind!r} is not one of {sorted(PLACE_KINDS)}")
        _check_latlon(self.lat, self.lon, f"Place {self.id!r}")

    @property
    def point(self) -> LatLon:
        return (self.lat, self.lon)

    def __repr__(self) -> str:
        return f"Place({self.id!r}, {self.name!r}, {self.kind}, {self.country_code}, ({self.lat:.4f}, {self.lon:.4f}))"


@dataclass(frozen=True)
class Mention:
    """A span of text that names a place (before or after resolution)."""

    surface: str
    start: int
    end: int

    def __post_init__(self) -> None:
        if not (0 <= self.start < self.end) or len(self.surface) != self.end - self.start:
            raise ValueError(f"Mention {self.surface!r}: bad span {self.start}..{self.end}")


@dataclass(frozen=True)
class ResolvedMention:
    """A mention resolved to a place, with the resolver that did it and how sure it is (0..1)."""

    mention: Mention
    place: Place
    resolver: str
    confidence: float

    def __post_init__(self) -> None:
        if self.resolver not in RESOLVERS:
            raise ValueError(f"resolver {self.resolver!r} is not one of {sorted(RESOLVERS)}")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence {self.confidence!r} is outside 0..1")

    @property
    def surface(self) -> str:
        return self.mention.surface

    @property
    def start(self) -> int:
        return self.mention.start

    @property
    def end(self) -> int:
        return self.mention.end

    def to_json(self) -> dict:
        p = self.place
        return {
            "surface": self.surface, "start": self.start, "end": self.end,
            "name": p.name, "kind": p.kind, "country_code": p.country_code,
            "lat": round(p.lat, 6), "lon": round(p.lon, 6),
            "resolver": self.resolver, "confidence": round(self.confidence, 3),
        }


@dataclass(frozen=True)
class Article:
    """An article's text and metadata.

    `text` is the article body after extraction (HTML) and decoding, exactly as offsets refer to it.
    `kept` lists the (start, end) spans of `text` that survived cleaning (site furniture and
    repeated paragraphs dropped); extraction only looks inside them.
    """

    id: str
    path: str
    text: str
    kept: tuple[tuple[int, int], ...]
    title: str = ""
    outlet: str = ""
    url: str = ""
    published: date | None = None
    published_precision: str | None = None  # "day", "month" or "year"

    def __post_init__(self) -> None:
        if self.published_precision not in (None, "day", "month", "year"):
            raise ValueError(f"Article {self.path!r}: published_precision {self.published_precision!r}")
        for start, end in self.kept:
            if not 0 <= start <= end <= len(self.text):
                raise ValueError(f"Article {self.path!r}: kept span {start}..{end} outside text")

    def __repr__(self) -> str:
        return f"Article({self.id!r}, {self.outlet!r}, published={self.published}, {len(self.text)} chars)"


@dataclass(frozen=True)
class Sentence:
    """A sentence of an article: its exact text and offsets into Article.text."""

    text: str
    start: int
    end: int


@dataclass(frozen=True)
class FuzzyDate:
    """A date normalised against the publication date, with its precision."""

    value: date
    precision: str  # day, week, month, year

    def __post_init__(self) -> None:
        if self.precision not in DATE_PRECISIONS:
            raise ValueError(f"date precision {self.precision!r} is not one of {DATE_PRECISIONS}")

    def iso(self) -> str:
        return self.value.isoformat()


@dataclass(frozen=True)
class Waypoint:
    """A named point on a route (origin, crossing or destination)."""

    name: str
    lat: float
    lon: float
    kind: str = ""
    country_code: str = ""

    def __post_init__(self) -> None:
        _check_latlon(self.lat, self.lon, f"Waypoint {self.name!r}")

    def to_json(self) -> dict:
        return {"name": self.name, "lat": round(self.lat, 6), "lon": round(self.lon, 6)}


@dataclass(frozen=True)
class Source:
    """Where an event was reported."""

    article_id: str
    outlet: str = ""
    url: str = ""
    published: str = ""  # ISO date, possibly "2019-03" for month precision
    title: str = ""

    def to_json(self) -> dict:
        return {"article": self.article_id, "outlet": self.outlet, "url": self.url,
                "published": self.published, "title": self.title}


@dataclass(frozen=True)
class Event:
    """One coded event, ACLED-style, with the sentence that says so."""

    id: str
    event_type: str
    evidence: str
    start: int
    end: int
    sources: tuple[Source, ...]
    date: FuzzyDate | None = None
    place: str | None = None
    lat: float | None = None
    lon: float | None = None
    country_code: str = ""
    geo_precision: int | None = None
    origin: Waypoint | None = None
    destination: Waypoint | None = None
    via: Waypoint | None = None  # crossing point (bridge, river, border crossing)
    actors: tuple[str, ...] = ()
    unit: str | None = None
    count: int | None = None
    status: str = "occurred"  # occurred, planned, stopped
    confidence: float = 0.5
    article_id: str = ""
    route_id: str | None = None

    def __post_init__(self) -> None:
        if self.event_type not in EVENT_TYPES:
            raise ValueError(f"Event {self.id!r}: event_type {self.event_type!r} is not one of {EVENT_TYPES}")
        if (self.lat is None) != (self.lon is None):
            raise ValueError(f"Event {self.id!r}: lat and lon must both be set or both be None")
        if self.lat is not None:
            _check_latlon(self.lat, self.lon, f"Event {self.id!r}")
        if self.geo_precision is not None and self.geo_precision not in GEO_PRECISIONS:
            raise ValueError(f"Event {self.id!r}: geo_precision {self.geo_precision!r} is not 1, 2 or 3")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"Event {self.id!r}: confidence {self.confidence!r} is outside 0..1")
        if self.count is not None and self.count < 0:
            raise ValueError(f"Event {self.id!r}: count {self.count!r} is negative")

    @property
    def is_movement(self) -> bool:
        return self.origin is not None or self.destination is not None

    def to_json(self) -> dict:
        return {
            "id": self.id, "event_type": self.event_type,
            "date": self.date.iso() if self.date else None,
            "date_precision": self.date.precision if self.date else None,
            "place": self.place, "country": self.country_code or None, "lat": self.lat, "lon": self.lon,
            "geo_precision": self.geo_precision,
            "origin": self.origin.to_json() if self.origin else None,
            "destination": self.destination.to_json() if self.destination else None,
            "actors": list(self.actors), "unit": self.unit, "count": self.count,
            "evidence": self.evidence, "start": self.start, "end": self.end,
            "sources": [s.to_json() for s in self.sources],
            "confidence": round(self.confidence, 3),
            "status": self.status, "route_id": self.route_id,
        }


def source_count(event: Event) -> int:
    """How many distinct articles report the event (its own article counts)."""
    return len({a for a in (event.article_id, *(s.article_id for s in event.sources)) if a})


@dataclass(frozen=True)
class Leg:
    """One leg of a route, from one waypoint to the next."""

    origin: Waypoint
    destination: Waypoint
    length_km: float
    stated: bool  # True: the text states this leg; False: inferred
    date: FuzzyDate | None = None
    event_id: str = ""


@dataclass(frozen=True)
class Route:
    """Ordered legs travelled (or planned) by one actor or group."""

    id: str
    actor: str
    legs: tuple[Leg, ...]
    status: str = "completed"  # completed, planned, stopped
    event_ids: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.legs:
            raise ValueError(f"Route {self.id!r} has no legs")
        if self.status not in ("completed", "planned", "stopped"):
            raise ValueError(f"Route {self.id!r}: status {self.status!r}")

    @property
    def length_km(self) -> float:
        return sum(leg.length_km for leg in self.legs)


@dataclass(frozen=True)
class Corpus:
    """The merged result of many articles: events deduplicated across outlets, routes linked."""

    articles: tuple[Article, ...] = ()
    places: tuple[tuple[str, ResolvedMention], ...] = ()  # (article id, mention)
    events: tuple[Event, ...] = ()
    routes: tuple[Route, ...] = ()
    errors: tuple[str, ...] = field(default=())  # one message per file that failed, naming it

    def __repr__(self) -> str:
        return (f"Corpus({len(self.articles)} articles, {len(self.places)} places, "
                f"{len(self.events)} events, {len(self.routes)} routes, {len(self.errors)} errors)")
