"""The folium map of events, routes and places: offline, deterministic, safe with hostile text."""

from __future__ import annotations

import hashlib
import html
import json
import logging
import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

import folium
from branca.element import CssLink, Element, Figure, JavascriptLink
from folium.elements import JSCSSMixin
from folium.map import Layer
from folium.template import Template

from . import assets
from .basemap import countries_geojson
from .model import (
    Event,
    FuzzyDate,
    LatLon,
    Leg,
    Place,
    ResolvedMention,
    Route,
    Source,
    Waypoint,
)
from .textfold import fold

logger = logging.getLogger(__name__)

Bounds = list[list[float | None]]  # [[south, west], [north, east]], folium's shape

DEFAULT_CENTER: LatLon = (7.0, -68.0)  # Venezuela and the Colombian border
DEFAULT_ZOOM = 5
SINGLE_POINT_ZOOM = 8
FIT_MAX_ZOOM = 12
MIN_ZOOM, MAX_ZOOM = 2, 18
FIT_PADDING = (24, 24)
COORD_DIGITS = 6  # ~0.1 m; also what clicked_event_id compares against
CLICK_TOLERANCE_DEG = 1e-5
KM_PER_DEGREE = 111.32
MARKER_SIZE = 20
SELECTED_MARKER_SIZE = 28
EVENT_CACHE_SIZE = 50_000  # per-event JSON kept between reruns: a few times the 10,000 target

LAYER_EVENTS = "Events"
LAYER_ROUTES = "Routes"
LAYER_PLACES = "Gazetteer places"
LAYER_BASEMAP = "Country borders (offline)"
LAYER_TILES = "OpenStreetMap (online)"


@dataclass(frozen=True)
class MarkerStyle:
    """How one event type looks: a colour and a shape, so the type never rests on colour alone."""

    label: str
    colour: str
    shape: str


EVENT_STYLES: dict[str, MarkerStyle] = {
    "defection": MarkerStyle("Defection", "#d62728", "circle"),
    "border_crossing": MarkerStyle("Border crossing", "#1f77b4", "triangle"),
    "uprising": MarkerStyle("Uprising", "#9467bd", "star"),
    "asylum": MarkerStyle("Asylum", "#2ca02c", "square"),
    "arrest": MarkerStyle("Arrest", "#8c564b", "diamond"),
    "violence": MarkerStyle("Violence", "#ff7f0e", "cross"),
    "protest": MarkerStyle("Protest", "#e377c2", "pentagon"),
    "relocation": MarkerStyle("Relocation", "#17becf", "hexagon"),
    "statement": MarkerStyle("Statement", "#7f7f00", "triangle_down"),
}

EVENT_TYPE_INDEX = {event_type: n for n, event_type in enumerate(EVENT_STYLES)}
EVENT_COLUMNS = ("id", "type", "lon", "lat", "place", "date", "actors", "unit", "count", "status",
                 "before", "mark", "after", "sources")

ROUTE_COLOURS = {"completed": "#3b3b98", "planned": "#e08214", "stopped": "#6f6f6f"}
INFERRED_DASH = "6 6"

# --------------------------------------------------------------------- JSON for inline <script>

_SCRIPT_UNSAFE = {
    "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "`": "\\u0060", "$": "\\u0024",
    "\u2028": "\\u2028", "\u2029": "\\u2029", "{": "\\u007b",
}
_SCRIPT_UNSAFE_RE = re.compile("[<>&`$\u2028\u2029]|\\{(?=[{%#])")


def script_json(value: object) -> str:
    """JSON that is also a safe JavaScript literal inside an inline <script> or a template literal.

    No '<', '>', '&', backtick or '$' survives (so no '</script>', no '${'), nor a Jinja
    delimiter ('{{', '{%', '{#': folium re-renders element output as a template); json.loads
    gives back exactly the value that went in.
    """
    text = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return _SCRIPT_UNSAFE_RE.sub(lambda m: _SCRIPT_UNSAFE[m.group()], text)


def js_data(value: object) -> str:
    """A JavaScript expression for value: JSON.parse of a string literal holding script_json(value).

    Browsers parse JSON text several times faster than the same data written as an object literal
    (hundreds of milliseconds for 10,000 events). In the single-quoted literal backslashes are
    doubled and quotes written as \\u0027; script_json has already left no line break, '<' or
    '${', so nothing can end the string or the script.
    """
    text = script_json(value).replace("\\", "\\\\").replace("'", "\\u0027")
    return f"JSON.parse('{text}')"


# --------------------------------------------------------------------------------- text helpers


def format_date(date: FuzzyDate | None, *, precision: bool = True) -> str:
    """'2019-02-23 (day)', '2019-02 (month)', '2019 (year)'; precision=False drops the '(...)'."""
    if date is None:
        return ""
    iso = date.iso()
    shown = {"month": iso[:7], "year": iso[:4]}.get(date.precision, iso)
    return f"{shown} ({date.precision})" if precision else shown


def evidence_parts(evidence: str, names: Sequence[str | None]) -> tuple[str, str, str]:
    """(before, place, after): the first of names found in evidence as a whole word.

    Case and accents are ignored ('Cucuta' marks 'Cúcuta'); no name found gives (evidence, '', '').
    """
    folded = fold(evidence)
    for name in names:
        if not name or not name.strip():
            continue
        pattern = r"(?<!\w)" + re.escape(fold(name.strip())) + r"(?!\w)"
        found = re.search(pattern, folded)
        if found:
            start, end = found.span()
            return evidence[:start], evidence[start:end], evidence[end:]
    return evidence, "", ""


def is_web_url(url: str) -> bool:
    """True for http(s) URLs: the only ones a popup turns into links."""
    return url.strip().lower().startswith(("http://", "https://"))


# --------------------------------------------------------------------------- data for the browser


def _point(lat: float, lon: float) -> dict:
    return {"type": "Point", "coordinates": [round(lon, COORD_DIGITS), round(lat, COORD_DIGITS)]}


def _source_json(source: Source) -> dict:
    url = source.url.strip() if is_web_url(source.url) else ""
    return {"article": source.article_id, "outlet": source.outlet, "url": url,
            "title": source.title, "published": source.published}


@lru_cache(maxsize=EVENT_CACHE_SIZE)
def _event_row(event: Event) -> tuple:
    """One mapped event as an EVENT_COLUMNS row, its sources still Source values; cached, as
    reruns map the same events."""
    names = (event.place, *(w.name for w in (event.via, event.destination, event.origin) if w))
    before, mark, after = evidence_parts(event.evidence, names)
    status = "" if event.status == "occurred" else event.status
    return (event.id, EVENT_TYPE_INDEX[event.event_type], round(event.lon, COORD_DIGITS),
            round(event.lat, COORD_DIGITS), event.place or "", format_date(event.date),
            "; ".join(event.actors), event.unit or "", event.count, status, before, mark, after,
            event.sources)


def _mapped(events: Sequence[Event]) -> list[Event]:
    return [e for e in events if e.lat is not None and e.lon is not None]


def event_table(events: Sequence[Event]) -> dict:
    """The events that have coordinates, in input order, as one compact table for the browser.

    `events` maps each of EVENT_COLUMNS to its values, one per event: `type` indexes `types`,
    `sources` holds indexes into `sources` (an article's record is sent once, however many events
    cite it), `before` + `mark` + `after` is the evidence sentence with the place marked, and
    `status` is empty for an event that occurred. Values are plain text or numbers, for the
    browser to show with textContent. This is a few times smaller than GeoJSON, and one array per
    column leaves the browser far fewer objects to parse and keep than one object per event.
    """
    rows = [_event_row(e) for e in _mapped(events)]
    if len(rows) < len(events):
        logger.debug("map: %d of %d events have no coordinates", len(events) - len(rows),
                     len(events))
    *columns, cited = zip(*rows) if rows else [()] * len(EVENT_COLUMNS)
    sources: dict[Source, int] = {}
    refs = [tuple(sources.setdefault(s, len(sources)) for s in event_sources)
            for event_sources in cited]
    return {"types": list(EVENT_STYLES), "sources": [_source_json(s) for s in sources],
            "events": dict(zip(EVENT_COLUMNS, [*columns, refs], strict=True))}


def arrowhead(origin: Waypoint, destination: Waypoint, *, fraction: float = 0.15,
              max_km: float = 40.0, half_angle_deg: float = 25.0) -> list[LatLon] | None:
    """A triangle (tip, left, right) at the destination end of the leg, pointing along it.

    Sized as a fraction of the leg (at most max_km), in a local equirectangular frame, which is
    exact enough at these latitudes. None for a leg of zero length.
    """
    kx = math.cos(math.radians((origin.lat + destination.lat) / 2))
    dx, dy = (destination.lon - origin.lon) * kx, destination.lat - origin.lat
    length = math.hypot(dx, dy)
    if length == 0 or kx == 0:
        return None
    size = min(fraction * length, max_km / KM_PER_DEGREE)
    back_x, back_y = -dx / length * size, -dy / length * size
    spread = math.tan(math.radians(half_angle_deg))
    wing_x, wing_y = -back_y * spread, back_x * spread
    corners = [(0.0, 0.0), (back_x + wing_x, back_y + wing_y), (back_x - wing_x, back_y - wing_y)]
    return [(round(destination.lat + y, COORD_DIGITS),
             round(destination.lon + x / kx, COORD_DIGITS)) for x, y in corners]


def _leg_tooltip(route: Route, leg: Leg) -> str:
    """'Actor: A → B · 2019-02-23 · 12.3 km · inferred · planned', as plain text."""
    path = f"{leg.origin.name} → {leg.destination.name}"
    parts = [f"{route.actor}: {path}" if route.actor else path,
             format_date(leg.date, precision=False), f"{leg.length_km:.1f} km",
             "" if leg.stated else "inferred", "" if route.status == "completed" else route.status]
    return " · ".join(p for p in parts if p)


def _leg_properties(route: Route, leg: Leg) -> dict:
    return {"kind": "leg", "route_id": route.id, "actor": route.actor, "status": route.status,
            "stated": leg.stated, "event_id": leg.event_id, "colour": ROUTE_COLOURS[route.status],
            "dash": "" if leg.stated else INFERRED_DASH,
            "tooltip": html.escape(_leg_tooltip(route, leg))}


def route_features(routes: Sequence[Route]) -> dict:
    """Every leg as a LineString (origin -> destination) followed by its arrowhead Polygon."""
    features = []
    for route in routes:
        for leg in route.legs:
            props = _leg_properties(route, leg)
            line = [_point(w.lat, w.lon)["coordinates"] for w in (leg.origin, leg.destination)]
            features.append({"type": "Feature", "properties": props,
                             "geometry": {"type": "LineString", "coordinates": line}})
            head = arrowhead(leg.origin, leg.destination)
            if head:
                ring = [[lon, lat] for lat, lon in (*head, head[0])]
                features.append({"type": "Feature",
                                 "properties": {**props, "kind": "arrow", "dash": ""},
                                 "geometry": {"type": "Polygon", "coordinates": [ring]}})
    return {"type": "FeatureCollection", "features": features}


PlaceLike = Place | ResolvedMention | tuple[str, ResolvedMention]  # the last: Corpus.places rows


def _as_place(item: PlaceLike) -> Place:
    if isinstance(item, tuple):
        item = item[1]
    return item.place if isinstance(item, ResolvedMention) else item


def place_features(places: Sequence[PlaceLike]) -> dict:
    """Gazetteer places as GeoJSON points with an escaped tooltip, each place once.

    Takes Place values, resolved mentions, or Corpus.places' (article id, mention) rows.
    """
    unique: dict[str, Place] = {}
    for item in places:
        place = _as_place(item)
        unique.setdefault(place.id, place)
    features = [
        {"type": "Feature", "geometry": _point(p.lat, p.lon),
         "properties": {"place_id": p.id, "name": p.name, "kind": p.kind,
                        "country_code": p.country_code,
                        "tooltip": html.escape(f"{p.name} ({p.kind}, {p.country_code})")}}
        for p in unique.values()
    ]
    return {"type": "FeatureCollection", "features": features}


# -------------------------------------------------------------------- marker and legend symbols


def _regular(n: int, radius: float, rotation_deg: float,
             inner: float | None = None) -> list[tuple[float, float]]:
    """A regular n-gon (or, with an inner radius, an n-pointed star) around (10, 10)."""
    points = []
    count = 2 * n if inner else n
    for i in range(count):
        r = inner if inner and i % 2 else radius
        a = math.radians(rotation_deg + 360 * i / count)
        points.append((10 + r * math.cos(a), 10 + r * math.sin(a)))
    return points


def _cross() -> list[tuple[float, float]]:
    arm, half = 8.5, 2.6
    plus = [(half, arm), (half, half), (arm, half), (arm, -half), (half, -half), (half, -arm),
            (-half, -arm), (-half, -half), (-arm, -half), (-arm, half), (-half, half),
            (-half, arm)]
    c = math.cos(math.radians(45))
    return [(10 + (x - y) * c, 10 + (x + y) * c) for x, y in plus]


_SHAPES = {
    "triangle": _regular(3, 9, -90), "triangle_down": _regular(3, 9, 90),
    "square": _regular(4, 9.5, 45), "diamond": _regular(4, 9.5, 0),
    "pentagon": _regular(5, 9, -90), "hexagon": _regular(6, 9, 0),
    "star": _regular(5, 9.5, -90, inner=4.2), "cross": _cross(),
}


def marker_svg(event_type: str, *, selected: bool = False) -> str:
    """Inline SVG for an event type's marker: built from constants, never from data."""
    style = EVENT_STYLES[event_type]
    size = SELECTED_MARKER_SIZE if selected else MARKER_SIZE
    stroke, width = ("#000", 2.4) if selected else ("#fff", 1.6)
    paint = (f'fill="{style.colour}" stroke="{stroke}" stroke-width="{width}" '
             'stroke-linejoin="round"')
    if style.shape == "circle":
        body = f'<circle cx="10" cy="10" r="7.5" {paint}/>'
    else:
        points = " ".join(f"{x:.2f},{y:.2f}" for x, y in _SHAPES[style.shape])
        body = f'<polygon points="{points}" {paint}/>'
    return (f'<svg width="{size}" height="{size}" viewBox="-1 -1 22 22" aria-hidden="true">'
            f"{body}</svg>")


def _line_svg(colour: str, dash: str) -> str:
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    return ('<svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">'
            f'<line x1="1" y1="5" x2="27" y2="5" stroke="{colour}" stroke-width="3"{dashed}/>'
            "</svg>")


def legend_items(events: Sequence[Event]) -> list[dict]:
    """Legend rows: each event type (with its number of mapped events) and how many events have no
    place (the table lists them, the map cannot), then route line styles."""
    counts = Counter(e.event_type for e in events if e.lat is not None)
    rows: list[dict] = [{"heading": "Events on the map"}]
    rows += [{"svg": marker_svg(t), "label": f"{s.label} ({counts[t]})"}
             for t, s in EVENT_STYLES.items()]
    if unmapped := len(events) - counts.total():
        rows.append({"note": f"{unmapped} more without a place: in the table only"})
    rows.append({"heading": "Routes"})
    rows += [{"svg": _line_svg(ROUTE_COLOURS["completed"], ""), "label": "Stated leg"},
             {"svg": _line_svg(ROUTE_COLOURS["completed"], INFERRED_DASH), "label": "Inferred leg"},
             {"svg": _line_svg(ROUTE_COLOURS["planned"], ""), "label": "Planned route"},
             {"svg": _line_svg(ROUTE_COLOURS["stopped"], ""), "label": "Stopped route"}]
    return rows


def _marker_styles() -> dict:
    return {t: {"label": s.label, "svg": marker_svg(t),
                "svg_selected": marker_svg(t, selected=True),
                "size": MARKER_SIZE, "size_selected": SELECTED_MARKER_SIZE}
            for t, s in EVENT_STYLES.items()}


# --------------------------------------------------------------------------------- browser side

# All article text reaches the page through textContent (or as pre-escaped tooltip strings);
# innerHTML only ever receives the static SVG built above. No template literals, no CDN.
_RUNTIME_JS = r"""
var defectionMap = (function () {
  "use strict";
  function el(parent, tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    if (parent) { parent.appendChild(node); }
    return node;
  }
  function isWebUrl(url) { return /^https?:\/\//i.test(String(url || "").trim()); }
  function sourceItem(list, s) {
    var li = el(list, "li");
    var name = s.outlet || s.title || s.url || s.article;
    if (isWebUrl(s.url)) {
      var a = el(li, "a", null, name);
      a.href = s.url.trim();
      a.target = "_blank";
      a.rel = "noopener noreferrer";
      if (s.title) { a.title = s.title; }
    } else {
      el(li, "span", null, name);
    }
    if (s.published) { el(li, "span", "dm-muted", " " + s.published); }
  }
  function eventProps(data, i) {  /* event i of an event_table as {column: value} */
    var p = {};
    Object.keys(data.events).forEach(function (name) { p[name] = data.events[name][i]; });
    p.type = data.types[p.type];
    p.sources = p.sources.map(function (k) { return data.sources[k]; });
    return p;
  }
  function eventTooltip(p, label) {
    var day = p.date.replace(/ \(\w+\)$/, "");  /* "2019-02-23 (day)" -> "2019-02-23" */
    return el(null, "span", null, [label, p.place, day].filter(Boolean).join(" \u00b7 "));
  }
  function eventPopup(p, label) {
    var root = el(null, "div", "dm-popup");
    el(root, "div", "dm-title", label + (p.status ? " (" + p.status + ")" : ""));
    var quote = el(root, "blockquote", "dm-evidence");
    quote.appendChild(document.createTextNode(p.before));
    if (p.mark) { el(quote, "mark", null, p.mark); }
    quote.appendChild(document.createTextNode(p.after));
    var facts = el(root, "dl", "dm-facts");
    var rows = [["Place", p.place], ["Date", p.date], ["Actors", p.actors], ["Unit", p.unit],
                ["Count", p.count === null ? "" : String(p.count)]];
    rows.forEach(function (row) {
        if (row[1]) { el(facts, "dt", null, row[0]); el(facts, "dd", null, row[1]); }
      });
    var n = p.sources.length;
    el(root, "div", "dm-reported", "Reported by " + n + " source" + (n === 1 ? "" : "s"));
    var list = el(root, "ul", "dm-sources");
    p.sources.forEach(function (s) { sourceItem(list, s); });
    return root;
  }
  function events(map, data, opts) {
    var ev = data.events;
    var icons = {};
    function icon(type, selected) {
      var key = type + (selected ? ":selected" : "");
      if (!icons[key]) {
        var s = opts.styles[type], size = selected ? s.size_selected : s.size;
        icons[key] = L.divIcon({
          className: "dm-icon" + (selected ? " dm-selected" : ""),
          html: selected ? s.svg_selected : s.svg,
          iconSize: [size, size], iconAnchor: [size / 2, size / 2],
          popupAnchor: [0, -size / 2], tooltipAnchor: [0, -size / 2]
        });
      }
      return icons[key];
    }
    /* A marker holds only its event's index; what streamlit-folium returns on a click (the
       properties of toGeoJSON()) is made when asked for. */
    var EventMarker = L.Marker.extend({options: {riseOnHover: true}});
    Object.defineProperty(EventMarker.prototype, "feature", {get: function () {
      var i = this.dmIndex;
      return {type: "Feature", properties: {id: ev.id[i], type: data.types[ev.type[i]]}};
    }});
    /* Tooltip and popup are bound on a marker's first hover or click, not up front: binding
       10,000 of each costs more than building the markers. */
    function bind(marker) {
      if (!(marker instanceof EventMarker) || marker.getPopup()) { return false; }
      var p = eventProps(data, marker.dmIndex), label = opts.styles[p.type].label;
      marker.bindTooltip(eventTooltip(p, label), {direction: "top"});
      marker.bindPopup(function () { return eventPopup(p, label); },
                       {maxWidth: 360, minWidth: 220, autoPanPadding: [50, 50]});
      return true;
    }
    var group = opts.cluster ? L.markerClusterGroup(opts.cluster_options) : L.featureGroup();
    group.on("mouseover", function (e) { if (bind(e.layer)) { e.layer.openTooltip(); } });
    group.on("click", function (e) { if (bind(e.layer)) { e.layer.openPopup(); } });
    var layer = L.featureGroup([group]);
    var markers = [];
    for (var i = 0; i < ev.id.length; i++) {
      var type = data.types[ev.type[i]], selected = ev.id[i] === opts.selected;
      var marker = new EventMarker([ev.lat[i], ev.lon[i]],
                                   {icon: icon(type, selected), zIndexOffset: selected ? 1000 : 0});
      marker.dmIndex = i;
      if (selected) {  /* kept out of the clusters, so it is always visible */
        bind(marker);
        layer.addLayer(marker);
        layer.selectedMarker = marker;
      } else {
        markers.push(marker);
      }
    }
    if (opts.cluster) {
      /* Clustered when the group reaches the map: before that, markercluster would check each
         marker against every one queued before it. No per-marker "layeradd" events either. */
      group.once("add", function () { group.addLayers(markers, true); });
    } else {
      markers.forEach(function (m) { group.addLayer(m); });
    }
    return layer;
  }
  function routes(map, data) {
    return L.geoJSON(data, {
      style: function (f) {
        var p = f.properties, arrow = p.kind === "arrow";
        return {color: p.colour, weight: arrow ? 1 : 3, opacity: 0.9, dashArray: p.dash || null,
                fill: arrow, fillColor: p.colour, fillOpacity: 0.9};
      },
      onEachFeature: function (f, layer) {
        layer.bindTooltip(f.properties.tooltip, {sticky: true});
      }
    });
  }
  function places(map, data) {
    var renderer = L.canvas({padding: 0.5});
    return L.geoJSON(data, {
      pointToLayer: function (f, latlng) {
        return L.circleMarker(latlng, {renderer: renderer, radius: 4, color: "#555", weight: 1,
                                       fillColor: "#9a9a9a", fillOpacity: 0.8});
      },
      onEachFeature: function (f, layer) { layer.bindTooltip(f.properties.tooltip); }
    });
  }
  function countries(map, data) {
    if (!map.getPane("dm-basemap")) {
      var pane = map.createPane("dm-basemap");
      pane.style.zIndex = 150;  /* under the tile pane (200): online tiles, when on, cover it */
      pane.style.pointerEvents = "none";
    }
    return L.geoJSON(data, {
      pane: "dm-basemap", interactive: false, attribution: "Natural Earth",
      style: {color: "#8c8c8c", weight: 0.8, fillColor: "#efefec", fillOpacity: 1}
    });
  }
  function legend(map, items) {
    if (map.dmLegend) { map.removeControl(map.dmLegend); }  /* a rerun brings new counts */
    var control = L.control({position: "bottomleft"});
    control.onAdd = function () {
      var box = el(null, "div", "dm-legend");
      var details = el(box, "details");
      details.open = true;
      el(details, "summary", null, "Legend");
      items.forEach(function (item) {
        if (item.heading) { el(details, "div", "dm-legend-heading", item.heading); return; }
        if (item.note) { el(details, "div", "dm-legend-note", item.note); return; }
        var row = el(details, "div", "dm-legend-row");
        el(row, "span", "dm-swatch").innerHTML = item.svg;  /* static SVG from Python constants */
        el(row, "span", null, item.label);
      });
      L.DomEvent.disableClickPropagation(box);
      L.DomEvent.disableScrollPropagation(box);
      return box;
    };
    map.dmLegend = control.addTo(map);
    return map.dmLegend;
  }
  function view(map, opts, eventLayer) {
    /* Not animated: a running zoom animation would undo the popup's auto-pan when it ends. */
    if (opts.bounds) {
      map.fitBounds(opts.bounds, {padding: opts.padding, maxZoom: opts.max_zoom, animate: false});
    } else if (opts.center) {
      map.setView(opts.center, opts.zoom, {animate: false});
    }
    var selected = eventLayer.selectedMarker;
    function openSelected() {  /* centred, its popup clears the corner controls */
      map.setView(selected.getLatLng(), map.getZoom(), {animate: false});
      selected.openPopup();
    }
    if (!selected) { return; }
    /* A popup opens only on a marker that is on the map: in Streamlit the layer is added later. */
    if (eventLayer._map) { openSelected(); } else { eventLayer.once("add", openSelected); }
  }
  return {events: events, routes: routes, places: places, countries: countries,
          legend: legend, view: view};
})();
"""

_CSS = """
.dm-icon { background: none; border: none; }
.dm-icon svg { display: block; overflow: visible; }
.dm-popup { font: 13px/1.4 system-ui, sans-serif; }
.dm-title { font-weight: 600; margin-bottom: 4px; }
.dm-evidence { margin: 4px 0; padding-left: 8px; border-left: 3px solid #bbb; }
.dm-evidence mark { background: #ffe066; padding: 0 1px; }
.dm-facts { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; margin: 6px 0; }
.dm-facts dt { color: #555; } .dm-facts dd { margin: 0; }
.dm-reported { font-weight: 600; }
.dm-sources { margin: 2px 0 0; padding-left: 18px; }
.dm-muted { color: #666; }
.dm-legend { background: rgba(255,255,255,.92); padding: 4px 8px; border-radius: 4px;
  box-shadow: 0 1px 4px rgba(0,0,0,.3); font: 12px/1.35 system-ui, sans-serif; }
.dm-legend summary { cursor: pointer; font-weight: 600; }
.dm-legend-heading { font-weight: 600; margin-top: 4px; }
.dm-legend-note { font-style: italic; max-width: 14em; }
.dm-legend-row { display: flex; align-items: center; gap: 6px; }
.dm-swatch { display: inline-flex; width: 28px; justify-content: center; }
.dm-swatch svg { width: 16px; height: 16px; }
.dm-swatch svg[width="28"] { width: 28px; height: 10px; }
"""


class _Verbatim(Element):
    """Text that goes into the page as it is (a plain Element compiles its text as a template)."""

    _template = Template("{{ this.text }}")

    def __init__(self, text: str):
        super().__init__()
        self.text = text


class _VerbatimMacroElement(JSCSSMixin):
    """A MacroElement with JS/CSS links whose rendered header and script go in as they are.

    branca's MacroElement.render wraps each rendered macro in a plain Element, which compiles it
    as a new Jinja template: seconds for megabytes of events, and any '{{' in the data would be
    evaluated. (streamlit-folium does not use the page built here: it calls each script macro
    itself, so the script macro must hold all of the element's JavaScript.)
    """

    def render(self, **kwargs) -> None:
        figure = self.get_root()
        for name, url in self.default_js:
            figure.header.add_child(JavascriptLink(url), name=name)
        for name, url in self.default_css:
            figure.header.add_child(CssLink(url), name=name)
        macros = self._template.module.__dict__
        for section, macro in ((figure.header, "header"), (figure.script, "script")):
            if macro in macros:
                section.add_child(_Verbatim(macros[macro](self, kwargs)), name=self.get_name())


class _Runtime(_VerbatimMacroElement):
    """Defines `defectionMap` (the JS helpers) and the map's CSS; must be the map's first child."""

    _template = Template("""
        {% macro header(this, kwargs) %}<style>
        #{{ this._parent.get_name() }} { background: #cfe2ee; }{{ this.css }}</style>{% endmacro %}
        {% macro script(this, kwargs) %}{{ this.js }}{% endmacro %}
    """)

    def __init__(self):
        super().__init__()
        self._name = "DefectionMapRuntime"
        self.css = _CSS
        self.js = _RUNTIME_JS


class DataLayer(_VerbatimMacroElement, Layer):
    """A layer built in the browser by a defectionMap factory from one embedded data object."""

    _template = Template("""
        {% macro script(this, kwargs) %}
        var {{ this.get_name() }} = defectionMap.{{ this.factory }}({{ this._parent.get_name() }},
            {{ this.data_js }},
            {{ this.options_js }});
        {% if this.show %}{{ this.get_name() }}.addTo({{ this._parent.get_name() }});{% endif %}
        {% endmacro %}
    """)

    def __init__(self, factory: str, data: dict, *, name: str, options: dict | None = None,
                 show: bool = True, bounds: Bounds | None = None,
                 js: Sequence[tuple[str, str]] = (), css: Sequence[tuple[str, str]] = ()):
        super().__init__(name=name, overlay=True, control=True, show=show)
        self._name = f"{factory.capitalize()}Layer"
        self.factory = factory
        self.data_js = js_data(data)
        self.options_js = script_json(options or {})
        self.bounds = bounds or [[None, None], [None, None]]
        self.default_js = list(js)
        self.default_css = list(css)

    def _get_self_bounds(self) -> Bounds:
        return self.bounds


class _Legend(_VerbatimMacroElement):
    _template = Template("""
        {% macro script(this, kwargs) %}
        defectionMap.legend({{ this.map.get_name() }}, {{ this.items_js }});
        {% endmacro %}
    """)

    def __init__(self, items: list[dict], m: folium.Map):
        super().__init__()
        self._name = "Legend"
        self.items_js = script_json(items)
        self.map = m


class _View(_VerbatimMacroElement):
    """Fits the view to the data (or centres on its one point), then opens the selected popup."""

    _template = Template("""
        {% macro script(this, kwargs) %}
        defectionMap.view({{ this.map.get_name() }}, {{ this.options_js }},
                          {{ this.event_layer.get_name() }});
        {% endmacro %}
    """)

    def __init__(self, points: Sequence[LatLon], event_layer: DataLayer, m: folium.Map):
        super().__init__()
        self._name = "View"
        bounds = _bounds(points)
        fits = bounds is not None and bounds[0] != bounds[1]
        self.options_js = script_json(
            {"bounds": bounds if fits else None, "padding": FIT_PADDING, "max_zoom": FIT_MAX_ZOOM,
             "center": bounds[0] if bounds and not fits else None, "zoom": SINGLE_POINT_ZOOM})
        self.event_layer = event_layer
        self.map = m


class _ForgetRemovedLayers(Element):
    """streamlit-folium removes the previous data layers before adding new ones, but keeps them
    in window.feature_group: drop those references so old markers can be garbage-collected."""

    _template = Template("{% macro script(this, kwargs) %}window.feature_group = [];{% endmacro %}")

    def __init__(self):
        super().__init__()
        self._name = "ForgetRemovedLayers"


class _Figure(Figure):
    """A Figure that renders the same page however often it is rendered.

    folium's Layer.render adds an ElementAddToElement with a fresh random id on every render,
    so a plain Figure's script section gains one more `addTo` line per render.
    """

    def render(self, **kwargs) -> str:
        self.script._children.clear()
        return super().render(**kwargs)


class OfflineMap(folium.Map):
    """A folium Map whose only JS and CSS are Leaflet's (and with cluster=True markercluster's),
    each one inline data: URL: no jQuery, no CDN."""

    def __init__(self, *args, cluster: bool = False, **kwargs):
        super().__init__(*args, tiles=None, **kwargs)
        _Figure(title="Defection map").add_child(self)
        # With no tile layer Leaflet has no maxZoom, and markercluster refuses to start without one.
        self.options.update(min_zoom=MIN_ZOOM, max_zoom=MAX_ZOOM)
        if cluster:
            self.default_js = [("leaflet", assets.leaflet_markercluster_js())]
            self.default_css = [("leaflet_css", assets.leaflet_markercluster_css())]
        else:
            self.default_js = [("leaflet", assets.leaflet_js())]
            self.default_css = [("leaflet_css", assets.leaflet_css())]


# ----------------------------------------------------------------------------- building the map


def _bounds(points: Sequence[LatLon]) -> Bounds | None:
    if not points:
        return None
    lats, lons = [p[0] for p in points], [p[1] for p in points]
    return [[min(lats), min(lons)], [max(lats), max(lons)]]


def _view_points(events: Sequence[Event], routes: Sequence[Route]) -> list[LatLon]:
    points = [(e.lat, e.lon) for e in events if e.lat is not None and e.lon is not None]
    for route in routes:
        for leg in route.legs:
            points += [(leg.origin.lat, leg.origin.lon), (leg.destination.lat, leg.destination.lon)]
    return points


def _iter_elements(element: Element) -> Iterator[Element]:
    yield element
    for child in element._children.values():
        yield from _iter_elements(child)


def _fix_ids(root: Element, prefix: str = "defection-map") -> None:
    """Replace folium's random element ids by ones derived from tree position.

    streamlit-folium keys its component on the map's JavaScript, so random ids would remount the
    map on every rerun. The ids stay 32 hex digits like folium's, because streamlit-folium
    rewrites any '_<id>' it finds in the script and a short id could collide with data.
    """
    for n, element in enumerate(_iter_elements(root)):
        seed = f"{prefix}:{n}:{element._name}".encode()
        element._id = hashlib.md5(seed, usedforsecurity=False).hexdigest()


def _initial_view(points: Sequence[LatLon]) -> tuple[LatLon, int]:
    bounds = _bounds(points)
    if bounds is None:
        return DEFAULT_CENTER, DEFAULT_ZOOM
    center = ((bounds[0][0] + bounds[1][0]) / 2, (bounds[0][1] + bounds[1][1]) / 2)
    return center, SINGLE_POINT_ZOOM if bounds[0] == bounds[1] else DEFAULT_ZOOM


def _events_layer(events: Sequence[Event], selected_id: str | None, cluster: bool) -> DataLayer:
    options = {"styles": _marker_styles(), "selected": selected_id, "cluster": cluster,
               "cluster_options": {"showCoverageOnHover": False, "maxClusterRadius": 40,
                                   "spiderfyOnMaxZoom": True}}
    points = [(e.lat, e.lon) for e in _mapped(events)]
    return DataLayer("events", event_table(events), name=LAYER_EVENTS, options=options,
                     bounds=_bounds(points), show=True)


def _base(center: LatLon, zoom: int, places: Sequence[PlaceLike], online_tiles: bool,
          cluster: bool) -> OfflineMap:
    m = OfflineMap(location=center, zoom_start=zoom, control_scale=True, cluster=cluster)
    m.add_child(_Runtime())
    DataLayer("countries", countries_geojson(), name=LAYER_BASEMAP).add_to(m)
    if online_tiles:
        folium.TileLayer("OpenStreetMap", name=LAYER_TILES, overlay=True, show=True).add_to(m)
    DataLayer("places", place_features(places), name=LAYER_PLACES, show=False).add_to(m)
    return m


def _data_groups(m: folium.Map, events: Sequence[Event], routes: Sequence[Route],
                 selected_id: str | None, cluster: bool) -> list[folium.FeatureGroup]:
    """The parts that change with the filters: events (with legend and view), then routes."""
    event_group = folium.FeatureGroup(name=LAYER_EVENTS)
    event_layer = _events_layer(events, selected_id, cluster).add_to(event_group)
    _Legend(legend_items(events), m).add_to(event_group)
    _View(_view_points(events, routes), event_layer, m).add_to(event_group)
    route_group = folium.FeatureGroup(name=LAYER_ROUTES)
    DataLayer("routes", route_features(routes), name=LAYER_ROUTES,
              bounds=_bounds(_view_points((), routes))).add_to(route_group)
    return [event_group, route_group]


def build_map(events: Sequence[Event], routes: Sequence[Route] = (),
              places: Sequence[PlaceLike] = (),
              *, selected_id: str | None = None, online_tiles: bool = False,
              cluster: bool = True) -> folium.Map:
    """The whole map as one page: basemap, gazetteer places, events (clustered) and routes.

    Pure and deterministic: the same arguments give byte-identical `map_html`. Works with no
    network unless online_tiles=True.
    """
    center, zoom = _initial_view(_view_points(events, routes))
    m = _base(center, zoom, places, online_tiles, cluster)
    for group in _data_groups(m, events, routes, selected_id, cluster):
        group.add_to(m)
    folium.LayerControl(collapsed=True).add_to(m)
    _fix_ids(m.get_root())
    return m


@dataclass(frozen=True)
class StreamlitMap:
    """The map split for st_folium: `base` stays mounted; `layers` and `control` are swapped in.

    Pass them as st_folium(base, feature_group_to_add=layers, layer_control=control). The base
    depends only on the places and the tile choice, so a filter change sends new layers to the
    mounted map instead of reloading Leaflet, the basemap and every marker in a new iframe.
    """

    base: folium.Map
    layers: list[folium.FeatureGroup]
    control: folium.LayerControl


def streamlit_map(events: Sequence[Event], routes: Sequence[Route] = (),
                  places: Sequence[PlaceLike] = (),
                  *, selected_id: str | None = None, online_tiles: bool = False,
                  cluster: bool = True) -> StreamlitMap:
    """The map of `build_map`, split so that streamlit-folium can update it in place."""
    m = _base(DEFAULT_CENTER, DEFAULT_ZOOM, places, online_tiles, cluster)
    _fix_ids(m.get_root())
    layers = _data_groups(m, events, routes, selected_id, cluster)
    layers[0].add_child(_ForgetRemovedLayers(), index=0)
    for n, group in enumerate(layers):  # not added to m: st_folium adds (and renames) them
        _fix_ids(group, f"defection-map-layer-{n}")
    return StreamlitMap(m, layers, folium.LayerControl(collapsed=True))


def map_html(m: folium.Map) -> str:
    """The map as a standalone HTML page; with Leaflet inline it works offline."""
    return m.get_root().render()


# --------------------------------------------------------------------------- clicks coming back


def _as_float(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _id_from_drawing(drawing: dict, known: set[str]) -> str | None:
    props = drawing.get("properties") or {}
    for key in ("id", "event_id"):  # an event marker, or a route leg naming its event
        value = props.get(key)
        if isinstance(value, str) and value in known:
            return value
    return None


def _id_from_latlng(latlng: dict, events: Sequence[Event]) -> str | None:
    lat, lng = _as_float(latlng.get("lat")), _as_float(latlng.get("lng"))
    if lat is None or lng is None:
        return None
    lng = (lng + 180) % 360 - 180  # the user may have panned across the antimeridian
    hits = {e.id for e in events if e.lat is not None and e.lon is not None
            and abs(round(e.lat, COORD_DIGITS) - lat) <= CLICK_TOLERANCE_DEG
            and abs(round(e.lon, COORD_DIGITS) - lng) <= CLICK_TOLERANCE_DEG}
    return next(iter(hits)) if len(hits) == 1 else None


def clicked_event_id(state: dict | None, events: Sequence[Event]) -> str | None:
    """The id of the event the user last clicked, from st_folium's returned dict, or None.

    `last_active_drawing` (the clicked feature, with our properties) decides when present: an
    event marker gives its id, a route leg the id of its event, anything else (a cluster) None.
    Without it, `last_object_clicked` must sit on exactly one event (markers report their own
    position); several events at that spot give None rather than a guess.
    """
    if not state:
        return None
    known = {e.id for e in events}
    drawing = state.get("last_active_drawing")
    if isinstance(drawing, dict) and drawing:
        return _id_from_drawing(drawing, known)
    latlng = state.get("last_object_clicked")
    return _id_from_latlng(latlng, events) if isinstance(latlng, dict) else None


# --------------------------------------------------------------------------- benchmark baseline


def _folium_popup_text(text: str) -> str:
    """Text safe for folium.Popup, whose HTML goes through Jinja and into a JS template literal."""
    entities = {"\\": "&#92;", "`": "&#96;", "$": "&#36;", "{": "&#123;"}
    return "".join(entities.get(ch, ch) for ch in html.escape(text))


def plain_marker_map(events: Sequence[Event]) -> folium.Map:
    """One stock folium.Marker (with popup) per event: the naive baseline for bench/ (uses CDNs)."""
    points = _view_points(events, ())
    center, zoom = _initial_view(points)
    m = folium.Map(location=center, zoom_start=zoom, tiles=None)
    for e in events:
        if e.lat is not None and e.lon is not None:
            popup = folium.Popup(_folium_popup_text(e.evidence))
            folium.Marker([e.lat, e.lon], popup=popup).add_to(m)
    return m
