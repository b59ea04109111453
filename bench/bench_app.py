"""Benchmark app for bench_map.py: BENCH_EVENTS synthetic events on one map, a type filter, a run counter.

BENCH_MAP=cluster draws geo.mapview.streamlit_map (one GeoJSON layer, clustered, swapped into a mounted map); BENCH_MAP=plain draws the
stock geo.mapview.plain_marker_map (one folium.Marker per event), whose CDN files bench_map.py serves locally.
"""

from __future__ import annotations

import os

import streamlit as st
from bench_map import synthetic_events  # streamlit puts this script's folder on sys.path
from streamlit_folium import st_folium

from geo.filters import Filters, filter_events
from geo.mapview import plain_marker_map, streamlit_map
from geo.model import EVENT_TYPES

N_EVENTS = int(os.environ.get("BENCH_EVENTS", "10000"))
MODE = os.environ.get("BENCH_MAP", "cluster")


@st.cache_resource
def all_events(n: int) -> list:
    return synthetic_events(n)


st.set_page_config(layout="wide", page_title="Map benchmark")
st.session_state["runs"] = st.session_state.get("runs", 0) + 1
with st.container(key="runs"):
    st.text(f"runs={st.session_state['runs']}")
choice = st.selectbox("Event type", ["all", *EVENT_TYPES], key="type")
events = all_events(N_EVENTS)
shown = events if choice == "all" else filter_events(events, Filters(event_types=(choice,)))
if MODE == "plain":
    st_folium(plain_marker_map(shown), key="map", height=600, use_container_width=True,
              returned_objects=["last_object_clicked", "last_active_drawing"])
else:  # as app.py: the base map stays mounted, the event layer is swapped in
    parts = streamlit_map(shown)
    st_folium(parts.base, key="map", height=600, use_container_width=True,
              feature_group_to_add=parts.layers, layer_control=parts.control,
              returned_objects=["last_object_clicked", "last_active_drawing"])
