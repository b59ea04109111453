"""Streamlit front end: seeds and session uploads -> filters -> map, table, chart, downloads."""

from __future__ import annotations

import os
import sys
from functools import partial
from pathlib import Path

import streamlit as st

from geo.errors import GazetteerError, literal
from geo.filters import (
    FilterOptions,
    Filters,
    event_at,
    filter_events,
    filter_options,
    filters_from_query,
    filters_to_query,
    picked_dates,
    pruned_selections,
    routes_for,
    row_of,
    widened_dates,
    widget_state,
)
from geo.gazetteer import Gazetteer, load_gazetteer
from geo.geonames import GeoNames
from geo.model import Corpus, Event, Route
from geo.settings import chosen_folder, corpus_caption
from geo.store import file_stamps, seed_corpus

ROOT = Path(__file__).resolve().parent
GAZETTEER_PATH = ROOT / "data" / "gazetteer.csv"
SEEDS_DIR = ROOT / "seeds"
MAX_FILE_MB = 2  # per file; .streamlit/config.toml caps a whole request at 5 MB
MAX_BATCH_FILES = 20
UPLOAD_TYPES = ["txt", "md", "html", "htm"]
TABLE_COLUMNS = {
    "event_date": st.column_config.TextColumn("date", width="small"),
    "date_precision": st.column_config.TextColumn("known to the", width="small",
                                                  help="day, week, month or year: a month-precise date is the 1st"),
    "event_type": st.column_config.TextColumn("type", width="small"),
    "notes": st.column_config.TextColumn("summary", width="medium"),
    "location": st.column_config.TextColumn("place", width="small"),
    "country": st.column_config.TextColumn("country", width="small"),
    "n_sources": st.column_config.NumberColumn("sources", format="%d", width="small"),
    "count": st.column_config.NumberColumn("people", format="%d", width="small"),
    "excerpt": st.column_config.TextColumn("excerpt", width="large"),
    "source": st.column_config.TextColumn("outlet", width="small"),
    "source_url": st.column_config.LinkColumn("link", display_text="open", width="small"),
    "latitude": st.column_config.NumberColumn("lat", format="%.4f", width="small"),
    "longitude": st.column_config.NumberColumn("lon", format="%.4f", width="small"),
    "confidence": st.column_config.ProgressColumn("confidence", min_value=0.0, max_value=1.0,
                                                  format="%.2f"),
    "event_id": st.column_config.TextColumn("id", width="small"),
}


@st.cache_resource(show_spinner="Loading the gazetteer…")
def cached_gazetteer(path: str, stamp: tuple) -> Gazetteer:
    return load_gazetteer(Path(path))


@st.cache_resource(show_spinner="Opening the GeoNames index (built once per machine)…")
def cached_geonames() -> GeoNames:
    return GeoNames()


@st.cache_data(show_spinner="Reading the articles…")
def cached_seed_corpus(seeds_dir: str, gazetteer_path: str, stamps: tuple,
                       _gazetteer: Gazetteer, _geonames: GeoNames) -> Corpus:
    # _gazetteer and _geonames are not hashed: the stamps of the seeds and the gazetteer stand for them.
    return seed_corpus(Path(seeds_dir), Path(gazetteer_path), _gazetteer, _geonames)


def read_uploads(gazetteer: Gazetteer, geonames: GeoNames, seeds: Corpus) -> None:
    """Load files added to the uploader since the last run into this session's corpus."""
    files = st.sidebar.file_uploader(
        "Add articles (this session only)", type=UPLOAD_TYPES, accept_multiple_files=True,
        key="upload", max_upload_size=MAX_FILE_MB,
        help=f"Up to {MAX_BATCH_FILES} files at a time, {MAX_FILE_MB} MB each: .txt, .md or .html.",
    )
    status = st.sidebar.container()  # a fixed slot: the widgets below keep their places
    done: set[str] = st.session_state.setdefault("uploaded_ids", set())
    new = [f for f in files or () if f.file_id not in done]
    if len(new) > MAX_BATCH_FILES:
        status.error(f"{len(new)} files at once is too many: add at most {MAX_BATCH_FILES} "
                         "at a time. Nothing from this batch was loaded.")
        return
    if not new:
        return
    bar = status.progress(0.0, text=f"Reading {len(new)} upload(s)…")
    from geo.pipeline import load_uploads, merge_corpora  # the extraction rules: about 1.5 s to import
    previous = st.session_state.get("session_corpus")
    corpus = load_uploads(
        [(f.name, f.getvalue()) for f in new], gazetteer, geonames=geonames,
        max_bytes=MAX_FILE_MB * 1024 * 1024, beside=(seeds, previous),
        progress=lambda i, n: bar.progress(i / max(n, 1), text=f"Read {i} of {n} upload(s)"),
    )
    bar.empty()
    done.update(f.file_id for f in new)
    st.session_state.setdefault("upload_errors", []).extend(corpus.errors)
    st.session_state["session_corpus"] = merge_corpora(previous, corpus) if previous else corpus


def query_params() -> dict[str, list[str]]:
    return {key: st.query_params.get_all(key) for key in st.query_params}


def init_filter_widgets(options: FilterOptions) -> None:
    """Seed the widgets from the URL on a session's first run: a shared link restores a view."""
    if st.session_state.get("filters_ready"):
        return
    st.session_state.update(widget_state(filters_from_query(query_params(), options), options))


def widen_untouched_dates(options: FilterOptions) -> None:
    """When uploads widen the data's dates, a range the user never narrowed widens with them."""
    bounds = (options.date_min, options.date_max)
    if options.date_min is None or st.session_state.get("date_bounds") == bounds:
        return
    st.session_state["f_date"] = widened_dates(st.session_state.get("f_date"),
                                               st.session_state.get("date_bounds"), bounds)
    st.session_state["date_bounds"] = bounds


def sidebar_filters(options: FilterOptions) -> Filters:
    """Draw the filter widgets and return what they ask for."""
    side = st.sidebar
    side.header("Filters")
    date_from = date_to = None
    if options.date_min is not None:
        picked = side.date_input("Dates", min_value=options.date_min, max_value=options.date_max,
                                 key="f_date")
        date_from, date_to = picked_dates(picked, options)
    st.session_state.update(pruned_selections(st.session_state, options))
    types = side.multiselect("Event type", options.event_types, key="f_types")
    countries = side.multiselect("Country", options.countries, key="f_countries")
    places = side.multiselect("Place", options.places, key="f_places")
    actor = side.text_input("Actor or unit", key="f_actor")
    outlets = side.multiselect("Outlet", options.outlets, key="f_outlets")
    text = side.text_input("Text contains", key="f_text")
    min_sources = side.number_input("Minimum number of sources", min_value=1, step=1,
                                    key="f_min_sources")
    undated = side.checkbox("Include undated events", key="f_undated")
    side.checkbox("Online map tiles (OpenStreetMap)", key="f_online_tiles",
                  help="Off: offline map, country outlines only. On: tiles load from the internet.")
    return Filters(date_from=date_from, date_to=date_to, event_types=tuple(types),
                   countries=tuple(countries), places=tuple(places), actor=actor,
                   outlets=tuple(outlets), text=text, min_sources=int(min_sources),
                   include_undated=undated)


def select_from_map() -> None:
    shown = st.session_state.get("shown_events", ())
    from geo.mapview import clicked_event_id  # heavy imports are local: see main()

    event_id = clicked_event_id(st.session_state.get("map"), shown)
    if event_id:
        st.session_state["selected_event"] = event_id


def select_from_table() -> None:
    chosen = event_at(st.session_state.get("shown_events", ()), st.session_state["table"]["selection"]["rows"])
    st.session_state["selected_event"] = st.session_state["map_selected"] = chosen


def sync_table_selection(events: list[Event]) -> None:
    """Select in the table the event chosen on the map (or nothing when it is filtered out)."""
    rows = row_of(events, st.session_state.get("selected_event"))
    current = st.session_state.get("table")
    if current is None or list(current["selection"]["rows"]) != rows:
        st.session_state["table"] = {"selection": {"rows": rows, "columns": [], "cells": []}}


def show_selected(events: list[Event]) -> None:
    chosen = next((e for e in events if e.id == st.session_state.get("selected_event")), None)
    if chosen is None:
        return
    from geo.export import events_frame

    row = events_frame([chosen]).iloc[0]
    with st.container(border=True):
        st.text(f"{row['notes']}  ·  {row['event_date'] or 'undated'}  ·  {row['source']}")
        st.text(row["excerpt"])  # st.text renders article text literally: no markdown, no HTML


def show_map(map_args: dict) -> None:
    """The map: the base stays mounted across reruns, only the event and route layers change."""
    from streamlit_folium import st_folium

    from geo.mapview import streamlit_map

    parts = streamlit_map(**map_args)
    st_folium(parts.base, key="map", height=600, use_container_width=True,
              feature_group_to_add=parts.layers, layer_control=parts.control,
              on_change=select_from_map,  # only clicks come back: panning and zooming never rerun
              returned_objects=["last_object_clicked", "last_active_drawing"])


def standalone_map(*args, **kwargs) -> str:
    """The map as one offline HTML file, built afresh (st_folium has altered the one it showed)."""
    from geo.mapview import build_map, map_html

    return map_html(build_map(*args, **kwargs))


def downloads(events: list[Event], routes: list[Route], map_args: dict) -> None:
    from geo.export import events_csv, events_geojson, routes_geojson

    csv_col, geo_col, routes_col, html_col = st.columns(4)
    csv_col.download_button("Events CSV", partial(events_csv, events), "events.csv", "text/csv",
                            key="dl_csv", on_click="ignore")
    geo_col.download_button("Events GeoJSON", partial(events_geojson, events), "events.geojson",
                            "application/geo+json", key="dl_geojson", on_click="ignore")
    routes_col.download_button("Routes GeoJSON", partial(routes_geojson, routes), "routes.geojson",
                               "application/geo+json", key="dl_routes", on_click="ignore")
    html_col.download_button("Map (offline HTML)", partial(standalone_map, **map_args), "map.html",
                             "text/html", key="dl_html", on_click="ignore")


def main() -> None:
    st.set_page_config(layout="wide", page_title="Defection map")
    try:
        gazetteer = cached_gazetteer(str(GAZETTEER_PATH), file_stamps([GAZETTEER_PATH]))
    except GazetteerError as err:
        st.error(f"The gazetteer cannot be loaded:\n\n{literal(str(err))}")
        st.stop()
    geonames = cached_geonames()
    # `streamlit run app.py -- --articles DIR` shows DIR instead of the seeds
    folder, folder_error = chosen_folder(sys.argv[1:], os.environ, SEEDS_DIR)
    seeds = cached_seed_corpus(str(folder), str(GAZETTEER_PATH),
                               file_stamps([*folder.iterdir(), GAZETTEER_PATH]), gazetteer, geonames)
    read_uploads(gazetteer, geonames, seeds)
    session = st.session_state.get("session_corpus")
    if session:
        from geo.pipeline import merge_corpora  # only with uploads: see read_uploads
    corpus = merge_corpora(seeds, session) if session else seeds

    options = filter_options(corpus.events)
    init_filter_widgets(options)
    widen_untouched_dates(options)
    filters = sidebar_filters(options)
    st.query_params.from_dict(filters_to_query(filters))
    events = filter_events(corpus.events, filters)
    routes = routes_for(events, corpus.routes)
    st.session_state["shown_events"] = events

    # Only now the libraries the map and the table need (folium, streamlit-folium, pandas: about
    # 0.8 s to import): the sidebar above is already on its way, so the browser draws while they load.
    from geo.export import WEEKLY_CHART_SPEC, events_frame, weekly_counts

    st.title("Defection map")
    st.caption(literal(corpus_caption(len(events), len(corpus.events), len(routes), len(corpus.articles),
                                      folder, SEEDS_DIR)))
    # Messages go in one slot, so the map below keeps its place in the page: a map that moves is
    # remounted by the browser, and one remounted mid-run can stay blank.
    with st.container(key="notices"):
        if folder_error:
            st.error(literal(folder_error))
        for message in seeds.errors:
            st.warning(literal(message))
        for message in st.session_state.get("upload_errors", []):
            st.error(literal(message))

    places = list(dict.fromkeys(mention.place for _, mention in corpus.places))
    map_args = {"events": events, "routes": routes, "places": places,
                "selected_id": st.session_state.get("map_selected"),
                "online_tiles": st.session_state["f_online_tiles"]}
    show_map(map_args)
    with st.container(key="selected"):
        show_selected(events)
    sync_table_selection(events)
    st.dataframe(events_frame(events), key="table", on_select=select_from_table,
                 selection_mode="single-row", hide_index=True, column_order=list(TABLE_COLUMNS),
                 column_config=TABLE_COLUMNS)

    st.subheader("Events per week")
    counts = weekly_counts(events)
    if counts.empty:
        st.caption("No event in this view has a day- or week-precise date.")
    else:
        st.vega_lite_chart(counts, WEEKLY_CHART_SPEC, width="stretch")
    downloads(events, routes, map_args)


main()
