"""Routes: the movement events of one actor or group, joined into ordered legs with lengths."""

from __future__ import annotations

import hashlib
import itertools
import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from geopy.distance import geodesic

from .countries import nearest_outline_point
from .events import HOME_COUNTRY, actor_key, is_person_name, within_km
from .model import Event, Leg, Route, Waypoint
from .textfold import fold

log = logging.getLogger(__name__)

# Where an event type falls in a defector's story, for ordering events without a date.
PHASES = {"uprising": 0, "arrest": 0, "violence": 0, "protest": 0, "statement": 0, "defection": 1,
          "asylum": 2, "border_crossing": 3, "relocation": 4}
STOP_TYPES = frozenset({"uprising", "defection", "asylum", "relocation"})  # where an actor was
STORY_TYPES = STOP_TYPES | {"border_crossing"}  # events that belong to a defector's route
SAME_POINT_KM = 1.0


@dataclass(frozen=True)
class _Point:
    """A waypoint of a route and the event that puts the actor there."""

    waypoint: Waypoint
    event: Event
    stated: bool


def _head(actor: str) -> str:
    return fold(actor.split()[-1]) if actor.split() else ""


def actor_keys(event: Event) -> set[str]:
    """Keys that link events of the same actor: a person's name across articles, a group's
    description only within its article ("16 national guardsmen" elsewhere may be others)."""
    keys = set()
    articles = {s.article_id for s in event.sources} | {event.article_id}
    for actor in event.actors:
        key = actor_key(actor)
        if is_person_name(actor):
            keys.add(key)
        else:
            keys.update(f"{article}|{key}" for article in articles)
    return keys


def _moves(event: Event) -> bool:
    return event.origin is not None or event.destination is not None or event.via is not None


def _is_stop(event: Event) -> bool:
    return event.event_type in STOP_TYPES and event.lat is not None and (event.geo_precision or 3) <= 2


def _components(events: Sequence[Event]) -> list[list[Event]]:
    """Events joined through shared actors (union-find over actor keys)."""
    parent: dict[str, str] = {}

    def root(key: str) -> str:
        while parent.setdefault(key, key) != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for event in events:
        keys = sorted(actor_keys(event))
        for key in keys[1:]:
            parent[root(key)] = root(keys[0])
    groups: dict[str, list[Event]] = {}
    for event in events:
        groups.setdefault(root(min(actor_keys(event))), []).append(event)
    return [sorted(g, key=lambda e: e.id) for _, g in sorted(groups.items())]


def _phase(event: Event) -> float:
    """Where an event sits in a defector's story; asylum abroad comes after the crossing, asylum in
    an embassy at home before it."""
    if event.event_type == "asylum" and event.country_code not in ("", HOME_COUNTRY):
        return PHASES["border_crossing"] + 0.5
    return PHASES[event.event_type]


def _ordered(events: Sequence[Event]) -> list[Event]:
    """Dated events by date and story phase; an undated one goes before the first dated event of
    a later phase (an undated asylum before a December departure), else at the end."""
    dated = sorted((e for e in events if e.date), key=lambda e: (e.date.value, _phase(e), e.start))
    undated = sorted((e for e in events if not e.date), key=lambda e: (_phase(e), e.article_id, e.start))
    order = list(dated)
    for event in undated:
        at = next((i for i, d in enumerate(order) if d.date and _phase(d) > _phase(event)), len(order))
        order.insert(at, event)
    return order


def _stated(waypoint: Waypoint, event: Event) -> bool:
    """An inferred origin is a country the sentence never names."""
    return waypoint.kind != "country" or fold(waypoint.name) in fold(event.evidence)


def _points(event: Event, movement_sentences: set[tuple[str, int]]) -> list[_Point]:
    if _moves(event):
        ends = [event.origin, event.via, event.destination]
        return [_Point(w, event, _stated(w, event)) for w in ends if w is not None]
    if _is_stop(event) and (event.article_id, event.start) not in movement_sentences:
        w = Waypoint(event.place or "", event.lat, event.lon, "", event.country_code)
        return [_Point(w, event, True)]
    return []


def _same_place(a: Waypoint, b: Waypoint) -> bool:
    return a.name == b.name or within_km((a.lat, a.lon), (b.lat, b.lon), SAME_POINT_KM, strict=True)


def _simplified(points: list[_Point]) -> list[_Point]:
    """Drop repeats and country points that a more specific point of that country replaces."""
    kept: list[_Point] = []
    for p in points:
        if not kept or not _same_place(kept[-1].waypoint, p.waypoint):
            kept.append(p)
    latest = _latest_inside(kept)
    out = [p for i, p in enumerate(kept) if not _redundant_country(kept, i, latest)]
    return [p for i, p in enumerate(out) if i == 0 or not _same_place(out[i - 1].waypoint, p.waypoint)]


def _latest_inside(points: Sequence[_Point]) -> dict[str, int]:
    """Per country code, the latest position at which a place inside that country first appears."""
    first: dict[_Point, int] = {}
    for j, q in enumerate(points):
        first.setdefault(q, j)
    latest: dict[str, int] = {}
    for q, j in first.items():
        if q.waypoint.kind != "country":
            latest[q.waypoint.country_code] = max(latest.get(q.waypoint.country_code, -1), j)
    return latest


def _redundant_country(points: Sequence[_Point], i: int, latest_inside: dict[str, int]) -> bool:
    """A country is redundant beside a place inside it told by another event ("left Venezuela"
    after the embassy in Caracas), and as a stop when a place inside it comes later."""
    p = points[i]
    if p.waypoint.kind != "country":
        return False
    code = p.waypoint.country_code
    if i > 0 and latest_inside.get(code, -1) > i:
        return True
    neighbours = [points[j] for j in (i - 1, i + 1) if 0 <= j < len(points)]
    return any(q.waypoint.country_code == code and q.waypoint.kind != "country" and q.event.id != p.event.id
               for q in neighbours)


@lru_cache(maxsize=4096)
def _geodesic_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """WGS84 geodesic length; routes of many actors share their legs (Caracas to Cúcuta)."""
    return geodesic((lat1, lon1), (lat2, lon2)).km


def _legs(points: Sequence[_Point]) -> tuple[Leg, ...]:
    legs = []
    for a, b in itertools.pairwise(points):
        start, end = _at_border(a.waypoint, b.waypoint)
        length = _geodesic_km(start.lat, start.lon, end.lat, end.lon)
        stated = a.event.id == b.event.id and a.stated and b.stated
        legs.append(Leg(start, end, round(length, 1), stated, b.event.date, b.event.id))
    return tuple(legs)


def _at_border(a: Waypoint, b: Waypoint) -> tuple[Waypoint, Waypoint]:
    """A leg's ends, a whole country ("fled Venezuela", "into Colombia") drawn at the point of its
    outline nearest the other end rather than at its middle: a country says nothing of where in it
    the journey began or ended, and a line from central Venezuela to a border bridge misleads."""
    if a.kind == "country" and b.kind == "country":
        a = _on_outline(a, b.lat, b.lon)
        return a, _on_outline(b, a.lat, a.lon)
    if a.kind == "country":
        return _on_outline(a, b.lat, b.lon), b
    if b.kind == "country":
        return a, _on_outline(b, a.lat, a.lon)
    return a, b


def _on_outline(country: Waypoint, lat: float, lon: float) -> Waypoint:
    point = nearest_outline_point(country.country_code, lat, lon)
    return country if point is None else replace(country, lat=point[0], lon=point[1])


def _route_actor(events: Sequence[Event]) -> str:
    names = [a for e in events for a in e.actors]
    named = [a for a in names if is_person_name(a)]
    pool = named or names
    return max(dict.fromkeys(pool), key=pool.count)


def _route_id(actor: str, first_event: str) -> str:
    return "r-" + hashlib.sha1(f"{actor}|{first_event}".encode()).hexdigest()[:10]


def _route(events: Sequence[Event], status: str, lead: Sequence[_Point] = ()) -> Route | None:
    ordered = _ordered(events)
    movement_sentences = {(e.article_id, e.start) for e in ordered if _moves(e)}
    points = [*lead, *(p for e in ordered for p in _points(e, movement_sentences))]
    points = _simplified(points)
    legs = _legs(points)
    if not legs:
        return None
    actor = _route_actor(events)
    ids = tuple(e.id for e in ordered)
    return Route(_route_id(actor, ordered[0].id), actor, legs, status, ids)


def _last_point(route: Route | None) -> Waypoint | None:
    return route.legs[-1].destination if route else None


def _lead_for(event: Event, completed: dict[str, Route], located: dict[str, list[Event]]) -> list[_Point]:
    """Where a planned move would start: the actor's last known place, or for a group the last
    place a group of the same kind in the same article was seen."""
    if event.origin is not None:
        return []
    for key in sorted(actor_keys(event)):
        if key in completed:
            end = _last_point(completed[key])
            return [_Point(end, event, False)] if end else []
    heads = {_head(a) for a in event.actors if not is_person_name(a)}
    earlier = [e for e in located.get(event.article_id, ()) if e.start < event.start
               and heads & {_head(a) for a in e.actors if not is_person_name(a)}]
    if earlier:
        last = earlier[-1]
        w = last.destination or Waypoint(last.place or "", last.lat, last.lon, "", last.country_code)
        return [_Point(w, last, False)]
    return []


def link_routes(events: list[Event]) -> tuple[list[Route], list[Event]]:
    """Routes of the actors whose movements the events tell, and the events with route_id set.

    Completed routes join occurred events through shared actors; each planned or stopped move
    (a march that was shut down) is a route of its own, starting where its actor was last seen.
    A route ends at the last known place: an undisclosed destination is never invented.
    """
    occurred = [e for e in events if e.actors and e.status == "occurred" and e.event_type in STORY_TYPES]
    routes: list[Route] = []
    completed: dict[str, Route] = {}
    for component in _components(occurred):
        route = _route(component, "completed")
        if route is not None:
            routes.append(route)
            completed.update({k: route for e in component for k in actor_keys(e)})
    located: dict[str, list[Event]] = {}  # by article, in text order
    for e in sorted((e for e in occurred if e.lat is not None), key=lambda e: (e.article_id, e.start)):
        located.setdefault(e.article_id, []).append(e)
    for event in sorted((e for e in events if e.status != "occurred" and _moves(e) and e.actors), key=lambda e: e.id):
        route = _route([event], event.status, _lead_for(event, completed, located))
        if route is not None:
            routes.append(route)
    route_of = {eid: r.id for r in routes for eid in r.event_ids}
    linked = [replace(e, route_id=route_of[e.id]) if e.id in route_of else e for e in events]
    log.info("linked %d routes from %d events", len(routes), len(events))
    return sorted(routes, key=lambda r: r.id), linked

