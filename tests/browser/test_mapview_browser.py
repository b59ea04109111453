"""geo.mapview's page in a real Chromium, without Streamlit: the data the page embeds parses back
exactly, and hostile article text in a marker's tooltip and popup stays text."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from geo.mapview import build_map, js_data, map_html
from tests.test_mapview import EVIL, HOSTILE, hostile_event, make_event

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("text", [EVIL, "it's a \\' quote \\u0027 and \\\\ two", "\n\r\u2028\u2029\x00"])
def test_js_data_evaluates_to_the_value(page: Page, text: str) -> None:
    value = {"text": text, "list": [text, 1.5, None, True], "nested": {"k": [text]}}
    page.set_content("<html><body></body></html>")
    assert page.evaluate(js_data(value)) == value


def open_map(page: Page, tmp_path: Path, events: list) -> None:
    saved = tmp_path / "map.html"
    saved.write_text(map_html(build_map(events, cluster=False)), encoding="utf-8")
    page.goto(saved.as_uri())
    expect(page.locator(".leaflet-marker-icon.dm-icon")).to_have_count(len(events))


def test_hostile_tooltip_and_popup_are_text(page: Page, tmp_path: Path) -> None:
    open_map(page, tmp_path, [hostile_event()])
    marker = page.locator(".leaflet-marker-icon.dm-icon")
    marker.hover()
    expect(page.locator(".leaflet-tooltip")).to_have_text(f"Defection · {HOSTILE[1]} · 2019-02-23")
    marker.click()
    popup = page.locator(".leaflet-popup-content")
    expect(popup.locator("blockquote")).to_have_text(EVIL)
    expect(popup.locator("mark")).to_have_text(HOSTILE[1])
    expect(popup).to_contain_text("Reported by 2 sources")
    assert popup.locator("a").count() == 1  # the https source; javascript: stays plain text
    assert page.locator("img[src='x'], .leaflet-popup-content script").count() == 0


def test_a_click_returns_the_event_id(page: Page, tmp_path: Path) -> None:
    # streamlit-folium sends the clicked layer's toGeoJSON() back to Python
    open_map(page, tmp_path, [make_event(), make_event(id="e9", event_type="asylum", lat=10.4, lon=-66.9)])
    features = page.evaluate("""() => {
        const found = [];
        for (const name of Object.keys(window)) {
          const value = window[name];
          if (value && value._leaflet_id && value.eachLayer && name.startsWith("map_")) {
            value.eachLayer(layer => { if (layer.dmIndex !== undefined) found.push(layer.toGeoJSON()); });
          }
        }
        return found;
    }""")
    assert sorted((f["properties"]["id"], f["properties"]["type"]) for f in features) == [
        ("e1", "defection"), ("e9", "asylum")]
    assert all(f["geometry"]["type"] == "Point" for f in features)
