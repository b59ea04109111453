"""Routes from hand-built events mirroring the seed stories, and end to end over the seeds."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from geopy.distance import geodesic

from geo.model import Event, FuzzyDate, Source, Waypoint
from geo.routes import actor_keys, link_routes

W = {
    "Venezuela": Waypoint("Venezuela", 7.125, -66.1667, "country", "VE"),
    "Colombia": Waypoint("Colombia", 4.0, -73.25, "country", "CO"),
    "East Caracas": Waypoint("East Caracas", 10.4961, -66.8161, "neighbourhood", "VE"),
    "Caracas": Waypoint("Caracas", 10.488, -66.8792, "city", "VE"),
    "embassy": Waypoint("Embassy of Panama in Caracas", 10.4906, -66.8534, "embassy", "VE"),
    "bridge": Waypoint("Simón Bolívar International Bridge", 7.8186, -72.4523, "bridge", "VE"),
    "Táchira River": Waypoint("Táchira River", 7.85, -72.45, "river", "VE"),
    "Cúcuta": Waypoint("Cúcuta", 7.8939, -72.5078, "city", "CO"),
    "Puerto Cabello": Waypoint("Puerto Cabello", 10.4731, -68.0125, "city", "VE"),
    "Villa del Rosario": Waypoint("Villa del Rosario", 7.8339, -72.4742, "town", "CO"),
    "consulate": Waypoint("Venezuelan Consulate in Bogotá", 4.6671, -74.0531, "embassy", "CO"),
}


def day(iso: str, precision: str = "day") -> FuzzyDate:
    return FuzzyDate(date.fromisoformat(iso), precision)


def ev(
    ident: str,
    event_type: str,
    actors: tuple[str, ...],
    evidence: str,
    *,
    when: FuzzyDate | None = None,
    at: str | None = None,
    precision: int = 1,
    origin: str | None = None,
    via: str | None = None,
    destination: str | None = None,
    status: str = "occurred",
    article: str = "a",
    start: int = 0,
) -> Event:
    place = W[at] if at else None
    return Event(
        id=ident,
        event_type=event_type,
        evidence=evidence,
        start=start,
        end=start + len(evidence),
        sources=(Source(article),),
        date=when,
        place=place.name if place else None,
        lat=place.lat if place else None,
        lon=place.lon if place else None,
        country_code=place.country_code if place else "",
        geo_precision=precision if place else None,
        origin=W[origin] if origin else None,
        via=W[via] if via else None,
        destination=W[destination] if destination else None,
        actors=actors,
        status=status,
        article_id=article,
    )


def names(route) -> list[str]:
    return [route.legs[0].origin.name] + [leg.destination.name for leg in route.legs]


GUARDSMEN = [
    ev(
        "a-e001",
        "border_crossing",
        ("16 national guardsmen",),
        "But on Monday, 16 national guardsmen were safely out of the country, having fled the Panamanian embassy "
        "in Caracas.",
        when=day("2019-12-09"),
        at="embassy",
        origin="embassy",
        start=0,
    ),
    ev(
        "a-e002",
        "uprising",
        ("Lt. Col. Illich Sánchez", "Lt. Col. Rafael Soto", "16 national guardsmen"),
        "On April 30, they stunned Venezuelans by appearing with tanks on a bridge in eastern Caracas.",
        when=day("2019-04-30"),
        at="East Caracas",
        precision=2,
        start=300,
    ),
    ev(
        "a-e003",
        "asylum",
        ("Lt. Col. Illich Sánchez",),
        "Sánchez wore the same hoodie he used to sneak into the Panamanian embassy.",
        at="embassy",
        destination="embassy",
        start=600,
    ),
]


def test_guardsmen_route_ends_at_the_embassy_and_invents_no_destination() -> None:
    routes, events = link_routes(GUARDSMEN)
    assert len(routes) == 1
    route = routes[0]
    assert names(route) == ["East Caracas", "Embassy of Panama in Caracas"]
    assert route.status == "completed"
    assert route.legs[0].date is None and route.legs[0].event_id == "a-e003"
    assert set(route.event_ids) == {"a-e001", "a-e002", "a-e003"}
    assert all(e.route_id == route.id for e in events)
    assert route.actor == "Lt. Col. Illich Sánchez"


def test_torres_crossing_infers_the_venezuelan_start_and_states_the_bridge_leg() -> None:
    crossing = ev(
        "b-e001",
        "border_crossing",
        ("Sgt. Jorge Torres",),
        "Torres used armored vehicles to cross the Simon Bolivar Bridge to reach Colombia on February 23.",
        when=day("2019-02-23"),
        at="bridge",
        origin="Venezuela",
        via="bridge",
        destination="Colombia",
        article="b",
    )
    surrender = ev(
        "b-e002",
        "defection",
        ("Sgt. Jorge Torres",),
        "Torres stopped and surrendered.",
        when=day("2019-02-23"),
        article="b",
        start=200,
    )
    routes, events = link_routes([crossing, surrender])
    (route,) = routes
    assert names(route) == ["Venezuela", "Simón Bolívar International Bridge", "Colombia"]
    assert [leg.stated for leg in route.legs] == [False, True]
    first = route.legs[0]
    # "Venezuela" (inferred) starts on the country's outline nearest the bridge, not in its middle
    assert first.length_km < 60
    assert first.length_km == pytest.approx(
        geodesic((first.origin.lat, first.origin.lon), (7.8186, -72.4523)).km, abs=0.1
    )
    assert route.legs[1].destination.country_code == "CO" and route.legs[1].length_km < 60
    assert route.length_km == pytest.approx(sum(leg.length_km for leg in route.legs))
    assert {e.id: e.route_id for e in events} == {"b-e001": route.id, "b-e002": route.id}


def test_mora_route_passes_the_tachira_river_and_ends_in_cucuta() -> None:
    fled = ev(
        "c-e001",
        "border_crossing",
        ("Lt. Juan Carlos Mora",),
        "Lt. Juan Carlos Mora fled to Colombia last month.",
        when=day("2019-02-01", "month"),
        at="Colombia",
        precision=3,
        origin="Venezuela",
        destination="Colombia",
        article="c",
    )
    canoe = ev(
        "c-e002",
        "border_crossing",
        ("Lt. Juan Carlos Mora",),
        "In a panic, he drove to Táchira River and crossed in a canoe.",
        at="Táchira River",
        precision=2,
        via="Táchira River",
        article="c",
        start=500,
    )
    lives = ev(
        "c-e003",
        "relocation",
        ("Lt. Juan Carlos Mora",),
        "Mora now lives in Cúcuta.",
        at="Cúcuta",
        destination="Cúcuta",
        article="c",
        start=900,
    )
    (route,) = link_routes([lives, canoe, fled])[0]
    assert names(route)[-2:] == ["Táchira River", "Cúcuta"]
    assert "Colombia" not in names(route)  # Cúcuta says more than the country it is in
    assert route.event_ids == ("c-e001", "c-e002", "c-e003")


def test_asylum_abroad_comes_after_the_crossing_of_the_same_day() -> None:
    asked = ev("d-e001", "asylum", ("four soldiers",), "The four asked for asylum in Cúcuta.",
               when=day("2019-02-24"), at="Cúcuta", destination="Cúcuta", article="d")
    crossed = ev("d-e002", "border_crossing", ("four soldiers",), "Four soldiers crossed the bridge on Sunday.",
                 when=day("2019-02-24"), at="bridge", origin="Venezuela", via="bridge", article="d", start=300)
    (route,) = link_routes([asked, crossed])[0]
    assert names(route) == ["Venezuela", "Simón Bolívar International Bridge", "Cúcuta"]


def test_left_base_alone_makes_no_route() -> None:
    left = ev(
        "d-e001",
        "relocation",
        ("Sgt. Isaac Gonzalez",),
        "He left Puerto Cabello a few days before February 23.",
        at="Puerto Cabello",
        origin="Puerto Cabello",
        article="d",
    )
    routes, events = link_routes([left])
    assert routes == [] and events[0].route_id is None


def test_stopped_march_starts_where_the_defectors_were_housed() -> None:
    housed = ev(
        "e-e001",
        "relocation",
        ("some 50 Venezuelan defectors",),
        "Some 50 Venezuelan defectors housed here.",
        at="Villa del Rosario",
        destination="Villa del Rosario",
        article="e",
    )
    march = ev(
        "e-e002",
        "protest",
        ("the defectors",),
        "The defectors announced plans to march to the Venezuelan consulate. Authorities shut down the plan.",
        at="consulate",
        destination="consulate",
        status="stopped",
        article="e",
        start=400,
    )
    routes, events = link_routes([housed, march])
    stopped = [r for r in routes if r.status == "stopped"]
    assert len(stopped) == 1
    assert names(stopped[0]) == ["Villa del Rosario", "Venezuelan Consulate in Bogotá"]
    assert stopped[0].legs[0].stated is False
    assert stopped[0].length_km == pytest.approx(
        geodesic((7.8339, -72.4742), (4.6671, -74.0531)).km, abs=0.1
    )
    assert next(e for e in events if e.id == "e-e002").route_id == stopped[0].id


def test_people_link_across_articles_but_groups_only_within_one() -> None:
    named_a = ev(
        "x-e001",
        "border_crossing",
        ("Sgt. Jorge Torres",),
        "Torres crossed the bridge.",
        origin="Venezuela",
        via="bridge",
        article="x",
    )
    named_b = ev(
        "y-e001",
        "relocation",
        ("Jorge Torres",),
        "Jorge Torres now lives in Cúcuta.",
        at="Cúcuta",
        destination="Cúcuta",
        article="y",
    )
    group_a = ev(
        "x-e002",
        "border_crossing",
        ("two soldiers",),
        "Two soldiers crossed into Colombia.",
        origin="Venezuela",
        destination="Colombia",
        article="x",
        start=100,
    )
    group_b = ev(
        "y-e002",
        "relocation",
        ("two soldiers",),
        "Two soldiers moved to Cúcuta.",
        destination="Cúcuta",
        at="Cúcuta",
        article="y",
        start=100,
    )
    assert actor_keys(named_a) & actor_keys(named_b)
    assert not actor_keys(group_a) & actor_keys(group_b)
    routes, _ = link_routes([named_a, named_b, group_a, group_b])
    torres = [r for r in routes if "Torres" in r.actor]
    assert len(torres) == 1 and names(torres[0]) == [
        "Venezuela",
        "Simón Bolívar International Bridge",
        "Cúcuta",
    ]


def test_route_ids_are_deterministic() -> None:
    first, _ = link_routes(GUARDSMEN)
    second, _ = link_routes(list(reversed(GUARDSMEN)))
    assert [r.id for r in first] == [r.id for r in second]
    assert first[0].id.startswith("r-") and len(first[0].id) == 12


def test_events_without_actors_or_places_are_left_alone() -> None:
    anonymous = ev(
        "z-e001",
        "border_crossing",
        (),
        "Someone crossed.",
        origin="Venezuela",
        destination="Colombia",
    )
    violence = ev(
        "z-e002", "violence", ("military agents",), "Agents beat his mother.", at="Caracas"
    )
    routes, events = link_routes([anonymous, violence])
    assert routes == [] and [e.route_id for e in events] == [None, None]


# ---------------------------------------------------------------------------- end to end over the seeds


@pytest.fixture(scope="module")
def seed_result(gazetteer):
    from pathlib import Path

    from geo.articles import load_articles, split_sentences
    from geo.events import extract_events, merge_duplicate_events
    from geo.geoparse import resolve_mentions

    events = []
    for article in load_articles(Path(__file__).resolve().parent.parent / "seeds"):
        events += extract_events(
            article, split_sentences(article), resolve_mentions(article.text, gazetteer)
        )
    merged = merge_duplicate_events(events)
    routes, linked = link_routes(merged)
    return events, linked, routes


def test_seeds_ap_stories_merge(seed_result) -> None:
    _, events, _ = seed_result
    uprisings = [e for e in events if e.event_type == "uprising" and e.date == day("2019-04-30")]
    assert len(uprisings) == 1
    assert {s.article_id[:3] for s in uprisings[0].sources} == {"000", "001"}
    assert uprisings[0].place == "East Caracas" and uprisings[0].geo_precision == 2
    departures = [
        e for e in events if e.event_type == "border_crossing" and e.date == day("2019-12-09")
    ]
    assert len(departures) == 1 and departures[0].count == 16 and departures[0].destination is None


def test_seeds_routes(seed_result) -> None:
    _, _, routes = seed_result
    by_actor = {r.actor: r for r in routes}
    assert names(by_actor["Lt. Col. Illich Sánchez"])[-1] == "Embassy of Panama in Caracas"
    assert "Simón Bolívar International Bridge" in names(by_actor["Sgt. Jorge Torres"])
    assert names(by_actor["Lt. Juan Carlos Mora"])[-1] == "Cúcuta"
    stopped = [r for r in routes if r.status == "stopped"]
    assert [names(r) for r in stopped] == [["Villa del Rosario", "Venezuelan Consulate in Bogotá"]]


def test_seeds_npr_dates_follow_the_month_of_publication(seed_result) -> None:
    events, _, _ = seed_result
    mora = [
        e
        for e in events
        if e.article_id.startswith("003")
        and "Lt. Juan Carlos Mora" in e.actors
        and e.event_type == "border_crossing"
        and e.date is not None
    ]
    assert mora and mora[0].date == day("2019-02-01", "month")
    assert mora[0].destination.name == "Colombia"


@pytest.mark.parametrize("km, legs", [(0.98, 0), (1.02, 1)])
def test_points_under_a_kilometre_apart_are_one_place(km: float, legs: int) -> None:
    start = W["Cúcuta"]
    end = geodesic(kilometers=km).destination((start.lat, start.lon), 30)
    terminal = Waypoint("Cúcuta bus terminal", end.latitude, end.longitude, "building", "CO")
    move = ev("n-e001", "relocation", ("Sgt. Jorge Torres",), "Torres moved across town.", origin="Cúcuta")
    routes, _ = link_routes([replace(move, destination=terminal)])
    assert sum(len(r.legs) for r in routes) == legs
