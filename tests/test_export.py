"""Tests for geo.export: the events table, formula-safe CSV, GeoJSON and weekly counts."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from datetime import date

import pandas as pd
import pytest

from geo import export
from geo.errors import ExportError
from geo.export import (
    CSV_COLUMNS,
    WEEKLY_CHART_SPEC,
    event_notes,
    events_csv,
    events_frame,
    events_geojson,
    routes_geojson,
    sanitize_cell,
    weekly_counts,
    write_outputs,
)
from geo.model import DATE_PRECISIONS, Event, FuzzyDate, Leg, Route, Source, Waypoint

SAN_ANTONIO = Waypoint("San Antonio del Táchira", 7.8145, -72.4431, "town", "VE")
BRIDGE = Waypoint("Simón Bolívar International Bridge", 7.8186, -72.4547, "bridge", "CO")
CUCUTA = Waypoint("Cúcuta", 7.8939, -72.5078, "city", "CO")
AP = Source("a000", "Courthouse News Service (AP)", "", "2019-12-09")
NBC = Source("a001", "NBC News (AP)", "https://www.nbcnews.com/news/x", "2019-12-09")


def make_event(**changes) -> Event:
    base = Event(
        id="e1", event_type="defection", start=0, end=10, sources=(AP,),
        evidence="Sgt. Jorge Torres deserted at the Simón Bolívar International Bridge.",
        date=FuzzyDate(date(2019, 2, 23), "day"), place=BRIDGE.name, lat=BRIDGE.lat, lon=BRIDGE.lon,
        country_code="CO", geo_precision=1, actors=("Sgt. Jorge Torres",), unit="National Guard",
        article_id="a000",
    )
    return replace(base, **changes)


def read_csv_rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


MOVE = make_event(
    id="e2", event_type="border_crossing", date=FuzzyDate(date(2019, 3, 1), "month"),
    place=None, lat=None, lon=None, country_code="", geo_precision=None,
    origin=SAN_ANTONIO, via=BRIDGE, destination=CUCUTA, actors=(), unit=None, count=1000,
    sources=(AP, NBC), route_id="r1",
)


MOVE_NOTES = (
    "border_crossing: 1,000 people from San Antonio del Táchira"
    " via Simón Bolívar International Bridge to Cúcuta"
)


def test_frame_has_exactly_the_csv_columns_in_order():
    frame = events_frame([make_event(), MOVE])
    assert list(frame.columns) == list(CSV_COLUMNS)
    assert CSV_COLUMNS[:2] == ("event_id", "event_date") and CSV_COLUMNS[-1] == "article_ids"


def test_frame_keeps_the_given_row_order():
    events = [MOVE, make_event(id="e3"), make_event(id="e0")]
    assert events_frame(events)["event_id"].tolist() == ["e2", "e3", "e0"]


def test_frame_types_numbers_and_uses_empty_text_not_nan():
    frame = events_frame([make_event(), MOVE])
    assert frame["latitude"].dtype == "float64" and frame["origin_lon"].dtype == "float64"
    for column in ("count", "n_sources", "geo_precision", "time_precision"):
        assert frame[column].dtype == "Int64", column
    assert pd.isna(frame.loc[1, "latitude"]) and pd.isna(frame.loc[1, "geo_precision"])
    assert frame.loc[1, ["location", "unit", "actor1"]].tolist() == ["", "", ""]
    assert frame.loc[1, "count"] == 1000 and frame.loc[1, "n_sources"] == 2


def test_frame_on_no_events_is_empty_with_columns():
    frame = events_frame([])
    assert list(frame.columns) == list(CSV_COLUMNS) and len(frame) == 0
    assert frame["latitude"].dtype == "float64"


@pytest.mark.parametrize(
    ("column", "expected"),
    [
        ("event_date", "2019-03-01"),
        ("time_precision", "3"),
        ("date_precision", "month"),
        ("origin", "San Antonio del Táchira"),
        ("origin_lon", "-72.4431"),
        ("via", "Simón Bolívar International Bridge"),
        ("destination_lat", "7.8939"),
        ("source", "Courthouse News Service (AP); NBC News (AP)"),
        ("source_url", "https://www.nbcnews.com/news/x"),
        ("published", "2019-12-09"),
        ("n_sources", "2"),
        ("article_ids", "a000; a001"),
        ("route_id", "r1"),
        ("latitude", ""),
        ("count", "1000"),
    ],
)
def test_csv_cells_of_a_movement_event(column, expected):
    assert read_csv_rows(events_csv([MOVE]))[0][column] == expected


@pytest.mark.parametrize(
    ("event", "notes"),
    [
        (make_event(), f"defection: Sgt. Jorge Torres (National Guard) at {BRIDGE.name}"),
        (MOVE, MOVE_NOTES),
        (make_event(status="planned", unit=None, count=3),
         f"defection (planned): Sgt. Jorge Torres (3 in all) at {BRIDGE.name}"),
        (make_event(actors=(), unit=None, place=None), "defection"),
    ],
)
def test_notes_summarise_the_event(event, notes):
    assert event_notes(event) == notes


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("=HYPERLINK(\"http://evil.example\",\"x\")", "'=HYPERLINK(\"http://evil.example\",\"x\")"),
        ("+1", "'+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("-5", "'-5"),
        ("Cúcuta", "Cúcuta"),
        ("a=b", "a=b"),
        ("", ""),
    ],
)
def test_sanitize_cell(value, expected):
    assert sanitize_cell(value) == expected


PAYLOADS = ['=HYPERLINK("http://evil.example","x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx", "-5"]
FIELDS = [
    ("actors", lambda p: {"actors": (p,)}, ("actor1", "actors")),
    ("place", lambda p: {"place": p}, ("location",)),
    ("outlet", lambda p: {"sources": (replace(AP, outlet=p),)}, ("source",)),
    ("unit", lambda p: {"unit": p}, ("unit",)),
]


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize(("field", "change", "columns"), FIELDS, ids=[f[0] for f in FIELDS])
def test_formula_cells_are_neutralised_in_the_csv(payload, field, change, columns):
    rows = read_csv_rows(events_csv([make_event(**change(payload))]))
    assert len(rows) == 1
    for column in columns:
        # A bare carriage return is written as a newline, so the row stays one row.
        assert rows[0][column] == "'" + payload.replace("\r", "\n"), (field, column)


@pytest.mark.parametrize("payload", ["=cmd|' /C calc'!A0", "+1", "-2+3", "@SUM(A1)", "\t=", "\r="])
def test_formula_evidence_is_neutralised_in_the_excerpt(payload):
    row = read_csv_rows(events_csv([make_event(evidence=payload + " said the sergeant.")]))[0]
    assert row["excerpt"].startswith("'")
    assert row["excerpt"].lstrip("'").lstrip()[0] in "=+-@"


def test_negative_coordinates_stay_unquoted_numbers():
    manaus = make_event(lat=-3.119, lon=-60.0217, place="Manaus", country_code="BR")
    data = events_csv([manaus])
    row = read_csv_rows(data)[0]
    assert (row["latitude"], row["longitude"]) == ("-3.119", "-60.0217")
    assert b",-3.119,-60.0217," in data
    back = pd.read_csv(io.BytesIO(data), encoding="utf-8-sig")
    assert back.loc[0, "longitude"] == -60.0217


def test_csv_has_bom_accents_and_unix_line_ends():
    data = events_csv([make_event(place="Cúcuta")])
    assert data.startswith(b"\xef\xbb\xbf")
    assert b"\r\n" not in data and data.endswith(b"\n")
    assert read_csv_rows(data)[0]["location"] == "Cúcuta"
    assert data.decode("utf-8-sig").splitlines()[0] == ",".join(CSV_COLUMNS)


def test_events_geojson_is_rfc7946_with_lon_lat_points_and_null_geometry():
    text = events_geojson([make_event(lat=7.123456789, lon=-72.987654321), MOVE])
    collection = json.loads(text)
    assert set(collection) == {"type", "features"} and collection["type"] == "FeatureCollection"
    located, unlocated = collection["features"]
    assert located["type"] == "Feature"
    assert located["geometry"] == {"type": "Point", "coordinates": [-72.987654, 7.123457]}
    assert unlocated["geometry"] is None and unlocated["id"] == "e2"
    assert list(located["properties"]) == list(CSV_COLUMNS)
    assert unlocated["properties"]["latitude"] is None and unlocated["properties"]["count"] == 1000
    assert text.endswith("}\n") and "Cúcuta" in text


def test_geojson_properties_are_raw_not_spreadsheet_quoted():
    feature = json.loads(events_geojson([make_event(actors=("=1+1",))]))["features"][0]
    assert feature["properties"]["actors"] == "=1+1"


def test_routes_geojson_has_one_lon_lat_linestring_per_leg():
    route = Route(
        "r1", "1,000 troops",
        (Leg(SAN_ANTONIO, BRIDGE, 1.3, True, FuzzyDate(date(2019, 3, 1), "month"), "e2"),
         Leg(BRIDGE, CUCUTA, 9.7, False)),
        event_ids=("e2",),
    )
    collection = json.loads(routes_geojson([route]))
    assert collection["type"] == "FeatureCollection" and "crs" not in collection
    first, second = collection["features"]
    assert first["geometry"]["type"] == "LineString"
    assert first["geometry"]["coordinates"] == [[-72.4431, 7.8145], [-72.4547, 7.8186]]
    assert first["properties"] == {
        "route_id": "r1", "actor": "1,000 troops", "status": "completed", "leg": 1, "n_legs": 2,
        "origin": "San Antonio del Táchira", "destination": "Simón Bolívar International Bridge",
        "date": "2019-03-01", "date_precision": "month", "length_km": 1.3, "stated": True,
        "event_id": "e2",
    }
    assert second["properties"]["leg"] == 2 and second["properties"]["stated"] is False
    assert second["geometry"]["coordinates"][1] == [-72.5078, 7.8939]


def test_empty_collections_are_valid_geojson():
    assert json.loads(events_geojson([])) == {"type": "FeatureCollection", "features": []}
    assert json.loads(routes_geojson([])) == {"type": "FeatureCollection", "features": []}


def test_write_outputs_is_byte_identical(tmp_path):
    route = Route("r1", "troops", (Leg(SAN_ANTONIO, CUCUTA, 10.0, True, None, "e2"),))
    events = [make_event(), MOVE]
    first = write_outputs(events, [route], tmp_path / "one")
    second = write_outputs(events, [route], tmp_path / "two")
    assert [p.name for p in first] == ["events.csv", "events.geojson", "routes.geojson"]
    for a, b in zip(first, second):
        assert a.read_bytes() == b.read_bytes() and a.stat().st_size > 50
    assert first[0].read_bytes() == events_csv(events)


def test_write_outputs_names_the_path_it_cannot_write(tmp_path):
    blocker = tmp_path / "taken"
    blocker.write_text("a file, not a folder")
    with pytest.raises(ExportError, match="taken"):
        write_outputs([make_event()], [], blocker)


def test_write_outputs_in_chunks_writes_the_bytes_of_the_whole_table(tmp_path, monkeypatch):
    monkeypatch.setattr(export, "CHUNK_ROWS", 2)
    # the last chunk holds only MOVE: no coordinates and a count, unlike the chunks before it
    events = [make_event(id=f"e{i}", start=i, count=i or None) for i in range(4)] + [MOVE]
    csv_path, geojson_path, _ = write_outputs(iter(events), [], tmp_path)  # read once, as a stream
    assert csv_path.read_bytes() == events_csv(events)
    assert geojson_path.read_bytes() == events_geojson(events).encode("utf-8")


def test_write_outputs_without_events_writes_a_header_and_an_empty_collection(tmp_path):
    csv_path, geojson_path, routes_path = write_outputs(iter([]), [], tmp_path)
    assert csv_path.read_bytes() == events_csv([]) and csv_path.read_bytes().startswith(b"\xef\xbb\xbfevent_id,")
    assert geojson_path.read_text(encoding="utf-8") == events_geojson([])
    assert routes_path.read_text(encoding="utf-8") == routes_geojson([])


def _dated(event_id: str, event_type: str, day: date, precision: str = "day") -> Event:
    return make_event(id=event_id, event_type=event_type, date=FuzzyDate(day, precision))


WEEKLY_EVENTS = [
    _dated("a", "defection", date(2019, 3, 4)),  # Monday
    _dated("b", "defection", date(2019, 3, 10)),  # Sunday of the same ISO week
    _dated("c", "protest", date(2019, 3, 6)),
    _dated("d", "defection", date(2019, 3, 13), "week"),
    _dated("e", "defection", date(2019, 3, 1), "month"),  # Friday; week of 2019-02-25
    _dated("f", "border_crossing", date(2019, 1, 1)),  # Tuesday; ISO week starts in 2018
    make_event(id="g", date=None),
]


def test_weekly_counts_bins_precise_dates_by_iso_week_and_type():
    counts = weekly_counts(WEEKLY_EVENTS)
    assert list(counts.columns) == ["week", "week_end", "event_type", "events"]
    assert ((counts["week_end"] - counts["week"]) == pd.Timedelta(days=7)).all()
    rows = [(w.date(), t, n) for w, _, t, n in counts.itertuples(index=False)]
    assert rows == [
        (date(2018, 12, 31), "border_crossing", 1),
        (date(2019, 3, 4), "defection", 2),
        (date(2019, 3, 4), "protest", 1),
        (date(2019, 3, 11), "defection", 1),
    ]


def test_weekly_counts_can_include_coarse_dates():
    counts = weekly_counts(WEEKLY_EVENTS, precisions=DATE_PRECISIONS)
    assert counts["events"].sum() == 6
    rows = list(counts.itertuples(index=False, name=None))
    assert (pd.Timestamp("2019-02-25"), pd.Timestamp("2019-03-04"), "defection", 1) in rows


def test_weekly_counts_of_no_dated_events_is_empty():
    counts = weekly_counts([make_event(date=None)])
    assert list(counts.columns) == ["week", "week_end", "event_type", "events"] and counts.empty


def test_weekly_chart_spec_reads_only_columns_weekly_counts_gives():
    stacked = {name for step in WEEKLY_CHART_SPEC["transform"] for name in step["as"]}
    columns = set(weekly_counts(WEEKLY_EVENTS).columns) | stacked
    encoding = WEEKLY_CHART_SPEC["encoding"]
    fields = {e["field"] for name, e in encoding.items() if name != "tooltip"}
    fields |= {t["field"] for t in encoding["tooltip"]}
    assert fields <= columns and {"x", "x2", "y", "y2"} <= set(encoding)
