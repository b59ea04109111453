"""Events and routes as an ACLED-style table, a spreadsheet-safe CSV and RFC 7946 GeoJSON."""

from __future__ import annotations

import itertools
import json
import logging
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO

import pandas as pd

from .errors import ExportError
from .model import EVENT_TYPES, Event, FuzzyDate, Route, Waypoint, source_count

log = logging.getLogger(__name__)

Row = dict[str, Any]

# ACLED's column names where the meaning is the same, then ours.
CSV_COLUMNS = (
    "event_id", "event_date", "time_precision", "date_precision", "event_type",
    "actor1", "actors", "unit", "count", "location", "country", "latitude", "longitude",
    "geo_precision", "origin", "origin_lat", "origin_lon", "via", "destination",
    "destination_lat", "destination_lon", "status", "route_id", "source", "source_url",
    "published", "n_sources", "notes", "excerpt", "confidence", "article_ids",
)
INT_COLUMNS = frozenset({"time_precision", "count", "geo_precision", "n_sources"})
FLOAT_COLUMNS = frozenset({
    "latitude", "longitude", "origin_lat", "origin_lon",
    "destination_lat", "destination_lon", "confidence",
})

# ACLED's time_precision: 1 the day is known, 2 the week, 3 only the month (or coarser).
TIME_PRECISION = {"day": 1, "week": 2, "month": 3, "year": 3}
# OWASP "CSV Injection": a cell starting with one of these is a formula to a spreadsheet.
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")
# Excel reads a UTF-8 CSV as cp1252 (mangling "Cúcuta") unless the file starts with a BOM.
CSV_ENCODING = "utf-8-sig"
COORD_DECIMALS = 6
WEEK_PRECISIONS = ("day", "week")
SEP = "; "
OUTPUT_NAMES = ("events.csv", "events.geojson", "routes.geojson")
CHUNK_ROWS = 1000  # events per table chunk when writing: memory follows this, not the corpus


def sanitize_cell(value: str) -> str:
    """Neutralise a spreadsheet formula by prefixing a single quote (OWASP CSV Injection)."""
    return "'" + value if value.startswith(FORMULA_PREFIXES) else value


def _distinct(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(v for v in values if v))


def _coord(value: float | None) -> float | None:
    return None if value is None else round(value, COORD_DECIMALS)


def _waypoint(prefix: str, point: Waypoint | None) -> Row:
    if point is None:
        return {prefix: "", f"{prefix}_lat": None, f"{prefix}_lon": None}
    lat, lon = _coord(point.lat), _coord(point.lon)
    return {prefix: point.name, f"{prefix}_lat": lat, f"{prefix}_lon": lon}


def _date_fields(when: FuzzyDate | None) -> Row:
    if when is None:
        return {"event_date": "", "time_precision": None, "date_precision": ""}
    return {
        "event_date": when.iso(),
        "time_precision": TIME_PRECISION[when.precision],
        "date_precision": when.precision,
    }


def event_notes(event: Event) -> str:
    """A one-line summary: "defection: Sgt. Jorge Torres (National Guard) at <place>"."""
    head = event.event_type
    if event.status != "occurred":
        head = f"{head} ({event.status})"
    who = ", ".join(event.actors)
    if event.count is not None and event.count > len(event.actors):
        who = f"{who} ({event.count:,} in all)" if who else f"{event.count:,} people"
    if event.unit:
        who = f"{who} ({event.unit})" if who else event.unit
    where = "".join(
        f" {word} {point.name}"
        for word, point in (("from", event.origin), ("via", event.via), ("to", event.destination))
        if point is not None
    )
    if event.place and not where:
        where = f" at {event.place}"
    summary = f"{who}{where}".strip()
    return f"{head}: {summary}" if summary else head


def event_row(event: Event) -> Row:
    """One event as a dict keyed by CSV_COLUMNS: raw values, None for a missing number."""
    sources = event.sources
    row: Row = {
        "event_id": event.id,
        **_date_fields(event.date),
        "event_type": event.event_type,
        "actor1": event.actors[0] if event.actors else "",
        "actors": SEP.join(event.actors),
        "unit": event.unit or "",
        "count": event.count,
        "location": event.place or "",
        "country": event.country_code,
        "latitude": _coord(event.lat),
        "longitude": _coord(event.lon),
        "geo_precision": event.geo_precision,
        **_waypoint("origin", event.origin),
        "via": event.via.name if event.via else "",
        **_waypoint("destination", event.destination),
        "status": event.status,
        "route_id": event.route_id or "",
        "source": SEP.join(_distinct(s.outlet for s in sources)),
        "source_url": SEP.join(_distinct(s.url for s in sources)),
        "published": SEP.join(_distinct(s.published for s in sources)),
        "n_sources": source_count(event),
        "notes": event_notes(event),
        "excerpt": " ".join(event.evidence.split()),
        "confidence": round(event.confidence, 3),
        "article_ids": SEP.join(_distinct([event.article_id, *(s.article_id for s in sources)])),
    }
    return {column: row[column] for column in CSV_COLUMNS}


def _column(name: str, values: list[Any]) -> pd.Series:
    if name in INT_COLUMNS:
        return pd.Series(values, dtype="Int64", name=name)
    if name in FLOAT_COLUMNS:
        numbers = [float("nan") if v is None else v for v in values]
        return pd.Series(numbers, dtype="float64", name=name)
    return pd.Series(values, dtype="str", name=name)


def events_frame(events: Sequence[Event]) -> pd.DataFrame:
    """The events table: exactly CSV_COLUMNS, in the given order, numbers typed, "" for no text."""
    rows = [event_row(e) for e in events]
    return pd.DataFrame({c: _column(c, [r[c] for r in rows]) for c in CSV_COLUMNS})


def _csv_text(value: object) -> object:
    if not isinstance(value, str):
        return value
    # The csv module quotes a cell holding "\n" but not a bare "\r", which readers take as a row
    # end; so a bare "\r" becomes "\n".
    return sanitize_cell(value).replace("\r\n", "\n").replace("\r", "\n")


def frame_csv(frame: pd.DataFrame) -> bytes:
    """A table as CSV bytes: UTF-8 with BOM, "\\n" line ends, every text cell formula-safe."""
    return _csv_bytes(frame, header=True)


def _csv_bytes(frame: pd.DataFrame, *, header: bool) -> bytes:
    """CSV bytes of a table; without `header` (a later chunk) neither the header row nor the BOM."""
    safe = frame.copy()
    for name in safe.columns:
        if pd.api.types.is_string_dtype(safe[name]) or safe[name].dtype == object:
            safe[name] = safe[name].map(_csv_text)
    text = safe.to_csv(index=False, header=header, lineterminator="\n", na_rep="")
    return text.encode(CSV_ENCODING if header else "utf-8")


def events_csv(events: Sequence[Event]) -> bytes:
    """The events table as CSV bytes (see frame_csv); the app's download uses this too."""
    return frame_csv(events_frame(events))


def _feature_collection(features: Iterable[Row]) -> str:
    return "".join(_collection_parts(features))


def _collection_parts(features: Iterable[Row]) -> Iterator[str]:
    """A FeatureCollection's text in pieces, one per feature: valid JSON that diffs line by line."""
    yield '{"type":"FeatureCollection","features":['
    separator = "\n"
    for feature in features:
        # allow_nan=False: strict JSON.
        yield separator + json.dumps(feature, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        separator = ",\n"
    yield ("\n" if separator == ",\n" else "") + "]}\n"


def _position(lat: float, lon: float) -> list[float]:
    return [round(lon, COORD_DECIMALS), round(lat, COORD_DECIMALS)]


def event_feature(event: Event) -> Row:
    """A GeoJSON Point feature; an event without coordinates gets a null geometry (RFC 7946 3.2)."""
    geometry = None
    if event.lat is not None and event.lon is not None:
        geometry = {"type": "Point", "coordinates": _position(event.lat, event.lon)}
    return {"type": "Feature", "id": event.id, "geometry": geometry, "properties": event_row(event)}


def events_geojson(events: Sequence[Event]) -> str:
    """Events as an RFC 7946 FeatureCollection of Points, properties = the CSV columns (raw)."""
    return _feature_collection([event_feature(e) for e in events])


def leg_features(route: Route) -> list[Row]:
    """One LineString feature per leg of the route, [origin, destination], legs numbered from 1."""
    features = []
    for number, leg in enumerate(route.legs, start=1):
        coordinates = [_position(p.lat, p.lon) for p in (leg.origin, leg.destination)]
        properties = {
            "route_id": route.id, "actor": route.actor, "status": route.status,
            "leg": number, "n_legs": len(route.legs),
            "origin": leg.origin.name, "destination": leg.destination.name,
            "date": leg.date.iso() if leg.date else "",
            "date_precision": leg.date.precision if leg.date else "",
            "length_km": round(leg.length_km, 1), "stated": leg.stated, "event_id": leg.event_id,
        }
        features.append({
            "type": "Feature", "id": f"{route.id}#{number}",
            "geometry": {"type": "LineString", "coordinates": coordinates},
            "properties": properties,
        })
    return features


def routes_geojson(routes: Sequence[Route]) -> str:
    """Routes as an RFC 7946 FeatureCollection with one LineString per leg."""
    return _feature_collection([f for route in routes for f in leg_features(route)])


def write_outputs(events: Iterable[Event], routes: Sequence[Route], out_dir: Path) -> list[Path]:
    """Write events.csv, events.geojson and routes.geojson; the same input gives the same bytes.

    `events` is read once, CHUNK_ROWS at a time, so it may be a stream read back from disk.
    """
    out_dir = Path(out_dir)
    csv_path, geojson_path, routes_path = (out_dir / name for name in OUTPUT_NAMES)
    with _output(csv_path) as csv_file, _output(geojson_path) as geojson_file:
        features = _collection_parts(event_feature(e) for e in _tee_chunks(events, csv_file, csv_path))
        for part in features:
            _write(geojson_file, geojson_path, part.encode("utf-8"))
    with _output(routes_path) as routes_file:
        _write(routes_file, routes_path, routes_geojson(routes).encode("utf-8"))
    return [csv_path, geojson_path, routes_path]


def _tee_chunks(events: Iterable[Event], csv_file: BinaryIO, csv_path: Path) -> Iterator[Event]:
    """The events, unchanged, writing each chunk of CHUNK_ROWS to the CSV on the way."""
    events = iter(events)
    header = True
    while chunk := list(itertools.islice(events, CHUNK_ROWS)):
        _write(csv_file, csv_path, _csv_bytes(events_frame(chunk), header=header))
        header = False
        yield from chunk
    if header:  # no events: the header row alone
        _write(csv_file, csv_path, _csv_bytes(events_frame([]), header=True))


@contextmanager
def _output(path: Path) -> Iterator[BinaryIO]:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = path.open("wb")
    except OSError as err:
        raise _cannot_write(path, err) from err
    try:
        yield handle
    finally:
        try:
            handle.close()  # a full disk may show only when the buffer is flushed
        except OSError as err:
            raise _cannot_write(path, err) from err
    log.info("wrote %s (%d bytes)", path, path.stat().st_size)


def _write(handle: BinaryIO, path: Path, data: bytes) -> None:
    try:
        handle.write(data)
    except OSError as err:
        raise _cannot_write(path, err) from err


def _cannot_write(path: Path, err: OSError) -> ExportError:
    return ExportError(f"cannot write {str(path)!r}: {err.strerror or err}")


def weekly_counts(
    events: Sequence[Event], precisions: Collection[str] = WEEK_PRECISIONS
) -> pd.DataFrame:
    """Events per ISO week (`week` = its Monday, `week_end` the next Monday) and event_type, for
    dates at least this precise.

    By default only day- and week-precise dates count: a month-precise date would pile up in the
    month's first week. Pass model.DATE_PRECISIONS to count every dated event.
    """
    dated = [e for e in events if e.date is not None and e.date.precision in precisions]
    frame = pd.DataFrame({
        "week": pd.to_datetime([e.date.value for e in dated]).to_period("W-SUN").start_time,
        "event_type": pd.Categorical([e.event_type for e in dated], categories=EVENT_TYPES),
    })
    counts = frame.groupby(["week", "event_type"], observed=True).size().reset_index(name="events")
    counts["event_type"] = counts["event_type"].astype("str")
    counts["events"] = counts["events"].astype("int64")
    counts.insert(1, "week_end", counts["week"] + pd.Timedelta(days=7))
    return counts


# The weekly timeline as a plain Vega-Lite spec over weekly_counts(): st.bar_chart would import
# altair (~0.4 s) on the app's first run. Each bar spans its week (x to x2): a bar on a plain
# temporal axis is a day wide, a hairline over a year of reporting.
# A ranged bar is not stacked by Vega-Lite, so the stack is a transform.
WEEKLY_CHART_SPEC = {
    "transform": [{"stack": "events", "groupby": ["week"], "sort": [{"field": "event_type"}],
                   "as": ["stack_low", "stack_high"]}],
    "mark": {"type": "bar", "binSpacing": 1},
    "encoding": {
        "x": {"field": "week", "type": "temporal", "title": "week"},
        "x2": {"field": "week_end"},
        "y": {"field": "stack_low", "type": "quantitative", "title": "events"},
        "y2": {"field": "stack_high"},
        "color": {"field": "event_type", "type": "nominal", "title": "event type"},
        "tooltip": [
            {"field": "week", "type": "temporal", "title": "week of", "format": "%Y-%m-%d"},
            {"field": "event_type", "type": "nominal", "title": "event type"},
            {"field": "events", "type": "quantitative", "title": "events"},
        ],
    },
}
