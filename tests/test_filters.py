"""Tests for geo.filters: the filter table, routes of events, sidebar options, URL parameters."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from geo.filters import (
    FilterOptions,
    Filters,
    date_span,
    event_at,
    filter_events,
    filter_options,
    filters_from_query,
    filters_to_query,
    initial_date_range,
    picked_dates,
    routes_for,
    row_of,
    pruned_selections,
    still_offered,
    widget_state,
    widened_dates,
)
from geo.model import EVENT_TYPES, Event, FuzzyDate, Leg, Route, Source, Waypoint

SAN_ANTONIO = Waypoint("San Antonio del Táchira", 7.8145, -72.4431, "town", "VE")
BRIDGE = Waypoint("Simón Bolívar International Bridge", 7.8186, -72.4547, "bridge", "CO")
CUCUTA = Waypoint("Cúcuta", 7.8939, -72.5078, "city", "CO")
AP = Source("a000", "Courthouse News Service (AP)")
NBC = Source("a001", "NBC News (AP)")
NPR = Source("a003", "NPR")
BI = Source("a002", "Business Insider")
REUTERS = Source("a005", "Reuters")


def day(text: str, precision: str = "day") -> FuzzyDate:
    return FuzzyDate(date.fromisoformat(text), precision)


EVENTS = [
    Event("torres", "defection", "Sgt. Jorge Torres crossed the bridge and surrendered.", 0, 10,
          (AP, NBC), date=day("2019-02-23"), place=BRIDGE.name, lat=BRIDGE.lat, lon=BRIDGE.lon,
          country_code="CO", actors=("Sgt. Jorge Torres",), unit="National Guard", route_id="r2"),
    Event("sanchez", "border_crossing", "Cpl. Luis Sánchez walked across into Colombia.", 0, 10,
          (NPR,), date=day("2019-03-01", "month"), origin=SAN_ANTONIO, via=BRIDGE,
          destination=CUCUTA, actors=("Cpl. Luis Sánchez",)),
    Event("embassy", "asylum", "Officers sought refuge in the Panamanian embassy.", 0, 10,
          (BI,), date=day("2019-05-01"), place="Embassy of Panama, Caracas", lat=10.49, lon=-66.85,
          country_code="VE", actors=("Lt. Col. Ilich Sánchez",), unit="Bolivarian National Guard"),
    Event("pacaraima", "defection", "Four soldiers deserted near the Brazilian border.", 0, 10,
          (REUTERS,), date=day("2019-02-27", "week"), place="Pacaraima", lat=4.4796, lon=-61.1477,
          country_code="BR", count=4),
    Event("undated", "statement", "The foreign ministry said 1,000 troops had crossed.", 0, 10,
          (NPR,), place="Bogotá", lat=4.711, lon=-74.0721, country_code="CO",
          actors=("Colombian foreign ministry",)),
    Event("year", "uprising", "Soldiers joined the uprising in Caracas.", 0, 10,
          (), date=day("2019-04-30", "year"), place="Caracas", lat=10.4806, lon=-66.9036,
          country_code="VE"),
]
ALL = [e.id for e in EVENTS]
D = date.fromisoformat


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (Filters(), ALL),
        # A month-precise date overlaps any range touching its month; a year-precise one its year.
        (Filters(date_from=D("2019-03-15"), date_to=D("2019-03-20")),
         ["sanchez", "undated", "year"]),
        (Filters(date_from=D("2019-03-15"), date_to=D("2019-03-20"), include_undated=False),
         ["sanchez", "year"]),
        (Filters(date_to=D("2019-02-24")), ["torres", "undated", "year"]),
        # The week of 2019-02-27 runs Monday 25 February to Sunday 3 March.
        (Filters(date_from=D("2019-03-03"), date_to=D("2019-03-03")),
         ["sanchez", "pacaraima", "undated", "year"]),
        (Filters(date_from=D("2019-03-04"), date_to=D("2019-03-31"), include_undated=False),
         ["sanchez", "year"]),
        (Filters(date_from=D("2020-01-01")), ["undated"]),
        (Filters(include_undated=False), [e for e in ALL if e != "undated"]),
        (Filters(event_types=("defection",)), ["torres", "pacaraima"]),
        (Filters(event_types=("defection", "asylum")), ["torres", "embassy", "pacaraima"]),
        (Filters(countries=("VE",)), ["sanchez", "embassy", "year"]),  # sanchez left from VE
        (Filters(countries=("BR", "CO")), ["torres", "sanchez", "pacaraima", "undated"]),
        (Filters(places=("Cúcuta",)), ["sanchez"]),
        (Filters(places=("Simón Bolívar International Bridge",)), ["torres", "sanchez"]),
        (Filters(places=("Embassy of Panama, Caracas",)), ["embassy"]),
        (Filters(actor="sanchez"), ["sanchez", "embassy"]),
        (Filters(actor="  LUIS   sánchez "), ["sanchez"]),
        (Filters(actor="national guard"), ["torres", "embassy"]),
        (Filters(actor="bridge"), []),
        (Filters(actor="SÁNCHEZ"), ["sanchez", "embassy"]),
        (Filters(outlets=("NPR",)), ["sanchez", "undated"]),
        (Filters(outlets=("NBC News (AP)", "Reuters")), ["torres", "pacaraima"]),
        (Filters(text="cucuta"), ["sanchez"]),
        (Filters(text="torres surrendered"), ["torres"]),
        (Filters(text="reuters"), ["pacaraima"]),
        (Filters(text="bogota"), ["undated"]),
        (Filters(text="Táchira"), ["sanchez"]),
        (Filters(text="guard"), ["torres", "embassy"]),
        (Filters(text="torres caracas"), []),
        (Filters(min_sources=2), ["torres"]),
        (Filters(min_sources=3), []),
        (Filters(event_types=("defection",), countries=("CO",), actor="torres"), ["torres"]),
        (Filters(event_types=("defection",), countries=("VE",)), []),
    ],
)
def test_filter_events(filters, expected):
    assert [e.id for e in filter_events(EVENTS, filters)] == expected


def test_filter_events_preserves_order_and_does_not_mutate():
    reversed_events = list(reversed(EVENTS))
    assert filter_events(reversed_events, Filters()) == reversed_events
    assert [e.id for e in EVENTS] == ALL


@pytest.mark.parametrize(
    ("fuzzy", "span"),
    [
        (day("2019-02-23"), ("2019-02-23", "2019-02-23")),
        (day("2019-02-27", "week"), ("2019-02-25", "2019-03-03")),
        (day("2019-03-01", "month"), ("2019-03-01", "2019-03-31")),
        (day("2020-02-10", "month"), ("2020-02-01", "2020-02-29")),
        (day("2019-04-30", "year"), ("2019-01-01", "2019-12-31")),
    ],
)
def test_date_span(fuzzy, span):
    assert date_span(fuzzy) == (D(span[0]), D(span[1]))


ROUTES = [
    Route("r1", "Cpl. Luis Sánchez", (Leg(SAN_ANTONIO, BRIDGE, 1.3, True, None, "sanchez"),
                                      Leg(BRIDGE, CUCUTA, 9.7, False, None, "sanchez"))),
    Route("r2", "Sgt. Jorge Torres", (Leg(BRIDGE, CUCUTA, 9.7, True),)),
    Route("r3", "Four soldiers", (Leg(CUCUTA, BRIDGE, 9.7, True),), event_ids=("pacaraima",)),
    Route("r4", "unrelated", (Leg(CUCUTA, SAN_ANTONIO, 11.0, True, None, "elsewhere"),)),
]


@pytest.mark.parametrize(
    ("kept", "expected"),
    [
        (["sanchez"], ["r1"]),  # by a leg's event id
        (["torres"], ["r2"]),  # by the event's route id
        (["pacaraima"], ["r3"]),  # by the route's event ids
        (ALL, ["r1", "r2", "r3"]),
        ([], []),
    ],
)
def test_routes_for(kept, expected):
    events = [e for e in EVENTS if e.id in kept]
    assert [r.id for r in routes_for(events, ROUTES)] == expected


def test_filter_options_lists_what_the_events_hold():
    options = filter_options(EVENTS)
    types = ("defection", "border_crossing", "uprising", "asylum", "statement")
    assert options.event_types == types
    assert options.countries == ("BR", "CO", "VE")
    assert options.places == (
        "Bogotá", "Caracas", "Cúcuta", "Embassy of Panama, Caracas", "Pacaraima",
        "San Antonio del Táchira", "Simón Bolívar International Bridge",
    )
    assert options.outlets == (
        "Business Insider", "Courthouse News Service (AP)", "NBC News (AP)", "NPR", "Reuters",
    )
    assert (options.date_min, options.date_max) == (D("2019-01-01"), D("2019-12-31"))


def test_filter_options_without_dates():
    options = filter_options([EVENTS[4]])
    assert options.date_min is None and options.date_max is None
    assert filter_options([]) == FilterOptions()


def test_filters_to_query_keeps_only_non_default_values():
    assert filters_to_query(Filters()) == {}
    query = filters_to_query(Filters(
        date_from=D("2019-03-01"), places=("Embassy of Panama, Caracas", "Cúcuta"),
        min_sources=2, include_undated=False,
    ))
    assert query == {
        "from": "2019-03-01", "place": ["Embassy of Panama, Caracas", "Cúcuta"],
        "min_sources": "2", "undated": "0",
    }


TEXT = st.text(min_size=1, max_size=20)
FILTERS = st.builds(
    Filters,
    date_from=st.none() | st.dates(),
    date_to=st.none() | st.dates(),
    event_types=st.lists(st.sampled_from(EVENT_TYPES), max_size=4).map(tuple),
    countries=st.lists(TEXT, max_size=3).map(tuple),
    places=st.lists(TEXT, max_size=3).map(tuple),
    actor=st.text(max_size=20),
    outlets=st.lists(TEXT, max_size=3).map(tuple),
    text=st.text(max_size=20),
    min_sources=st.integers(min_value=1, max_value=10**9),
    include_undated=st.booleans(),
)


@given(FILTERS)
def test_query_round_trips(filters):
    assert filters_from_query(filters_to_query(filters)) == filters


@given(st.builds(
    Filters,
    event_types=st.lists(st.sampled_from(filter_options(EVENTS).event_types)).map(tuple),
    places=st.lists(st.sampled_from(filter_options(EVENTS).places)).map(tuple),
    outlets=st.lists(st.sampled_from(filter_options(EVENTS).outlets)).map(tuple),
    actor=st.text(max_size=10),
))
def test_query_round_trips_within_options(filters):
    assert filters_from_query(filters_to_query(filters), filter_options(EVENTS)) == filters


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({}, Filters()),
        ({"nonsense": "1", "from": "2019-13-45", "to": "yesterday"}, Filters()),
        ({"from": None, "type": 5, "q": ["", ""], "place": {"a": 1}}, Filters()),
        ({"min_sources": "abc"}, Filters()),
        ({"min_sources": "0"}, Filters()),
        ({"min_sources": "-3"}, Filters()),
        ({"min_sources": "1e3"}, Filters()),
        ({"min_sources": "9" * 5000}, Filters()),
        ({"min_sources": " 3 "}, Filters(min_sources=3)),
        ({"undated": "maybe"}, Filters()),
        ({"undated": "false"}, Filters(include_undated=False)),
        ({"type": ["defection", "coup", ""]}, Filters(event_types=("defection",))),
        ({"type": "asylum"}, Filters(event_types=("asylum",))),
        # A single string is one value: place names hold commas.
        ({"place": "Embassy of Panama, Caracas"}, Filters(places=("Embassy of Panama, Caracas",))),
        ({"from": ["2019-01-01", "2019-03-01"]}, Filters(date_from=D("2019-03-01"))),
        ({"to": ["2019-03-31"], "actor": ["Sánchez"]},
         Filters(date_to=D("2019-03-31"), actor="Sánchez")),
    ],
)
def test_filters_from_garbage_query(params, expected):
    assert filters_from_query(params) == expected


def test_filters_from_query_drops_values_the_options_lack():
    params = {
        "type": ["defection", "arrest"], "place": ["Cúcuta", "Atlantis"],
        "country": ["CO", "XX"], "outlet": ["NPR", "Daily Planet"],
    }
    assert filters_from_query(params, filter_options(EVENTS)) == Filters(
        event_types=("defection",), places=("Cúcuta",), countries=("CO",), outlets=("NPR",),
    )


SHORT = st.text(max_size=12)
KEYS = ["from", "to", "type", "country", "place", "actor", "outlet", "q", "min_sources", "undated"]


@given(st.dictionaries(SHORT, SHORT | st.lists(SHORT, max_size=3)))
def test_filters_from_query_never_raises(params):
    assert isinstance(filters_from_query(params), Filters)


@given(st.dictionaries(
    st.sampled_from(KEYS), SHORT | st.lists(SHORT, max_size=3)
))
def test_filters_from_known_keys_never_raises(params):
    assert isinstance(filters_from_query(params, filter_options(EVENTS)), Filters)


@pytest.mark.parametrize("bad", [0, -1, True, "2"])
def test_filters_reject_a_bad_min_sources(bad):
    with pytest.raises(ValueError, match="min_sources"):
        Filters(min_sources=bad)


SPAN = FilterOptions(date_min=date(2019, 1, 1), date_max=date(2019, 12, 31))


@pytest.mark.parametrize("start, expected", [
    (Filters(), (date(2019, 1, 1), date(2019, 12, 31))),
    (Filters(date_from=date(2019, 2, 23)), (date(2019, 2, 23), date(2019, 12, 31))),
    (Filters(date_from=date(2018, 5, 1), date_to=date(2020, 1, 1)), (date(2019, 1, 1), date(2019, 12, 31))),
    (Filters(date_from=date(2020, 3, 1)), (date(2019, 12, 31), date(2019, 12, 31))),
])
def test_initial_date_range_keeps_a_shared_range_inside_the_data(start, expected):
    assert initial_date_range(start, SPAN) == expected


def test_initial_date_range_without_dated_events():
    assert initial_date_range(Filters(date_from=date(2019, 2, 23)), FilterOptions()) is None


@pytest.mark.parametrize("picked, expected", [
    ((date(2019, 1, 1), date(2019, 12, 31)), (None, None)),  # the whole range: no limit
    ((date(2019, 2, 23), date(2019, 4, 30)), (date(2019, 2, 23), date(2019, 4, 30))),
    ([date(2019, 2, 23), date(2019, 12, 31)], (date(2019, 2, 23), None)),
    ((date(2019, 2, 23),), (date(2019, 2, 23), None)),  # second click pending
    (date(2019, 2, 23), (date(2019, 2, 23), None)),
    ((), (None, None)),
    (None, (None, None)),
])
def test_picked_dates_leave_the_data_edges_open(picked, expected):
    assert picked_dates(picked, SPAN) == expected


def test_still_offered_keeps_order_and_drops_what_is_gone():
    assert still_offered(["Cúcuta", "Maicao", "Bogotá"], ("Bogotá", "Cúcuta")) == ["Cúcuta", "Bogotá"]
    assert still_offered([], ("Bogotá",)) == []


def test_widget_state_seeds_every_widget_from_a_shared_link():
    start = Filters(date_from=date(2019, 2, 1), event_types=("arrest",), places=("Cúcuta",), actor="Torres",
                    min_sources=2, include_undated=False)
    state = widget_state(start, SPAN)
    assert state == {"f_types": ["arrest"], "f_countries": [], "f_places": ["Cúcuta"], "f_outlets": [],
                     "f_actor": "Torres", "f_text": "", "f_online_tiles": False, "f_min_sources": 2,
                     "f_undated": False, "filters_ready": True,
                     "f_date": (date(2019, 2, 1), date(2019, 12, 31)),
                     "date_bounds": (date(2019, 1, 1), date(2019, 12, 31))}


def test_widget_state_without_dated_events_sets_no_date_range():
    state = widget_state(Filters(), FilterOptions())
    assert "f_date" not in state and "date_bounds" not in state


def test_pruned_selections_changes_only_what_is_no_longer_offered():
    options = FilterOptions(places=("Bogotá", "Cúcuta"), outlets=("AP",))
    state = {"f_places": ["Cúcuta", "Maicao"], "f_outlets": ["AP"], "f_types": []}
    assert pruned_selections(state, options) == {"f_places": ["Cúcuta"], "f_countries": []}


D1, D2, D3 = date(2019, 1, 1), date(2019, 6, 30), date(2019, 12, 31)


@pytest.mark.parametrize("picked, known, expected", [
    (None, None, (D1, D3)),  # nothing picked yet: the new bounds
    ((D1, D2), (D1, D2), (D1, D3)),  # the old bounds, never narrowed: they widen
    ((D1, date(2019, 3, 1)), (D1, D2), (D1, date(2019, 3, 1))),  # a range the user chose stays
])
def test_an_untouched_date_range_widens_with_the_data(picked, known, expected) -> None:
    assert widened_dates(picked, known, (D1, D3)) == expected


@pytest.mark.parametrize("event_id, rows", [("sanchez", [1]), ("torres", [0]), ("gone", []), (None, [])])
def test_row_of_the_selected_event(event_id, rows) -> None:
    assert row_of(EVENTS, event_id) == rows


@pytest.mark.parametrize("rows, event_id", [([1], "sanchez"), ([], None), ([99], None), ([-1], None)])
def test_event_at_the_selected_row(rows, event_id) -> None:
    assert event_at(EVENTS, rows) == event_id
