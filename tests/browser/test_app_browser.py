"""The app in a real Chromium against `streamlit run`, offline: the map draws the seeds' events and routes,
markers open their excerpt, filters cut map and table alike, downloads and shared links match the view,
and hostile or broken uploads change nothing they should not."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import FrameLocator, Page, expect

from geo.articles import iter_article_paths
from geo.export import events_csv
from geo.filters import filter_events, filter_options, filters_from_query
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.mapview import route_features
from geo.model import Event
from geo.pipeline import Corpus, build_corpus

from .conftest import MAP_IFRAME, REPO, Guard, map_frame, open_app, wait_for_run

pytestmark = pytest.mark.browser

HOSTILE_BITS = ("<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "${alert(1)}", "`id`",
                "</script>", "C:\\users\\new")
HOSTILE_ARTICLE = (
    "Venezuelan soldiers cross into Colombia\n\n"
    "Sergeant Luis Pérez of the Venezuelan National Guard defected and crossed the border into Cúcuta, "
    "Colombia, on May 3, 2019, carrying a sign that read " + " ".join(HOSTILE_BITS) + " for the cameras.\n\n"
    "Colombian migration officials said he was the latest of hundreds of troops to abandon their posts "
    "and seek refuge across the border since February.\n"
)

MARKDOWN_NAME = "*bold* _it_ [link](javascript:alert(1)) $x^2$ :red[red] <b>b.txt"  # no "/": a path
MAX_CLUSTER_CLICKS = 8
ROW_PX = 35  # st.dataframe's default row (and header) height
# Events the map shows: the numbers on cluster icons plus single markers, read inside the map's iframe.
SHOWN_ON_MAP_JS = """() => {
  const frame = document.querySelector("IFRAME");
  const doc = frame && frame.contentDocument;
  if (!doc || !doc.querySelector('.leaflet-container')) { return -1; }
  let n = 0;
  doc.querySelectorAll('.marker-cluster span').forEach(s => { n += Number(s.textContent) || 0; });
  return n + doc.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)').length;
}""".replace('"IFRAME"', repr(MAP_IFRAME))


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    """The seeds as the app builds them (GeoNames fallback included), to know what the page must show."""
    gazetteer = load_gazetteer(REPO / "data" / "gazetteer.csv")
    return build_corpus(iter_article_paths(REPO / "seeds"), gazetteer, geonames=GeoNames())


def mapped(events: list[Event] | tuple[Event, ...]) -> int:
    return sum(1 for e in events if e.lat is not None)


def expect_on_map(page: Page, count: int) -> None:
    page.wait_for_function(f"({SHOWN_ON_MAP_JS})() === {count}", timeout=30_000)


def shown_counts(page: Page) -> tuple[int, int]:
    """(shown, total) from the caption "N of M events"."""
    caption = page.get_by_text(re.compile(r"^\d+ of \d+ events")).inner_text()
    shown, total = re.match(r"(\d+) of (\d+) events", caption).groups()
    return int(shown), int(total)


def expect_table_rows(page: Page, rows: int) -> None:
    grid = page.locator("[data-testid='stDataFrame'] [role='grid']")
    expect(grid).to_have_attribute("aria-rowcount", str(rows + 1))  # plus the header row


def expect_caption(page: Page, shown: int) -> None:
    expect(page.get_by_text(re.compile(rf"^{shown} of \d+ events"))).to_be_visible()


def seed_filter(corpus: Corpus, query: dict[str, list[str]]) -> list[Event]:
    return filter_events(corpus.events, filters_from_query(query, filter_options(corpus.events)))


def minority_type(corpus: Corpus) -> str:
    """An event type some mapped seed events have and others do not."""
    total = mapped(corpus.events)
    types = sorted({e.event_type for e in corpus.events if e.lat is not None})
    return next(t for t in types if 0 < mapped([e for e in corpus.events if e.event_type == t]) < total)


def test_map_draws_events_and_routes_offline(page: Page, app_url: str, corpus: Corpus, guard: Guard) -> None:
    frame = open_app(page, app_url)
    expect_on_map(page, mapped(corpus.events))
    legs_and_arrows = len(route_features(corpus.routes)["features"])
    assert legs_and_arrows > 0
    expect(frame.locator("path.leaflet-interactive")).to_have_count(legs_and_arrows)
    assert shown_counts(page) == (len(corpus.events), len(corpus.events))
    expect_table_rows(page, len(corpus.events))
    assert guard.external == []


def single_place(corpus: Corpus) -> tuple[str, Event]:
    """A place whose filter leaves exactly one event, and that event."""
    for place in sorted({e.place for e in corpus.events if e.place and e.lat is not None}):
        events = seed_filter(corpus, {"place": [place]})
        if len(events) == 1 and events[0].lat is not None:
            return place, events[0]
    pytest.skip("no seed place has exactly one event")


def open_popup(page: Page, frame: FrameLocator) -> str:
    """Click the first single event marker, opening clusters (zoom or spiderfy) until one shows."""
    marker = frame.locator(".leaflet-marker-icon.dm-icon").first
    for _ in range(MAX_CLUSTER_CLICKS):
        if marker.is_visible():
            break
        frame.locator(".marker-cluster").first.click()
        page.wait_for_timeout(700)  # the zoom or spiderfy animation
    marker.click()
    popup = frame.locator(".leaflet-popup-content")
    expect(popup).to_be_visible()
    return popup.inner_text()


def squash(text: str) -> str:
    return " ".join(text.split())


def test_marker_click_opens_excerpt_and_selects_the_event(page: Page, app_url: str, corpus: Corpus) -> None:
    place, event = single_place(corpus)
    page.goto(f"{app_url}/?{urlencode({'place': place})}")
    wait_for_run(page)
    frame = map_frame(page)
    expect_on_map(page, 1)
    assert squash(event.evidence) in squash(open_popup(page, frame))
    wait_for_run(page)  # the click reruns the script: the event's details appear under the map
    expect(page.locator(".st-key-selected")).to_contain_text(squash(event.evidence)[:60])
    expect(selected_rows(page)).to_have_count(1)  # the table selects the clicked event
    expect(selected_rows(page)).to_contain_text(event.event_type)
    expect(frame.locator(".leaflet-popup-content")).to_be_visible()  # the map did not remount


def selected_rows(page: Page):
    return page.locator("[data-testid='stDataFrame'] tr[aria-selected='true']")


def test_table_row_selection_highlights_the_event_on_the_map(page: Page, app_url: str, corpus: Corpus) -> None:
    open_app(page, app_url)
    frame = map_frame(page)
    expect(frame.locator(".dm-selected")).to_have_count(0)
    first = next(e for e in corpus.events if e.lat is not None)
    row = corpus.events.index(first)
    grid = page.locator("[data-testid='stDataFrame']")
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    # the selection checkbox column, in the row's band (glide-data-grid draws rows on a canvas)
    page.mouse.click(box["x"] + 15, box["y"] + ROW_PX * (row + 1) + ROW_PX / 2)
    wait_for_run(page)
    expect(frame.locator(".dm-selected")).to_have_count(1)
    expect(frame.locator(".leaflet-popup-content")).to_contain_text(squash(first.evidence)[:40])
    expect(page.locator(".st-key-selected")).to_contain_text(squash(first.evidence)[:60])


RUNS_WATCH_JS = """() => {
  window.__runs = 0;
  const app = document.querySelector("[data-testid='stApp']");
  new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') === 'running') { window.__runs += 1; }
  }).observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
}"""


def test_panning_and_zooming_the_map_does_not_rerun_the_script(page: Page, app_url: str) -> None:
    frame = open_app(page, app_url)
    wait_for_run(page)
    page.evaluate(RUNS_WATCH_JS)
    box = page.locator(MAP_IFRAME).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    for step in (1, -1, 1):
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 150 * step, y + 40, steps=6)
        page.mouse.up()
        page.mouse.wheel(0, -400 * step)
        page.wait_for_timeout(500)
    frame.locator(".leaflet-control-zoom-in").click()
    page.wait_for_timeout(1500)  # streamlit-folium reports after a 250 ms debounce
    assert page.evaluate("window.__runs") == 0
    page.get_by_label("Text contains").fill("Caracas")  # the watch does see a rerun when one happens
    page.get_by_label("Text contains").press("Enter")
    page.wait_for_function("window.__runs > 0")


def test_filter_cuts_markers_and_table_alike(page: Page, app_url: str, corpus: Corpus) -> None:
    open_app(page, app_url)
    chosen = minority_type(corpus)
    expected = seed_filter(corpus, {"type": [chosen]})
    page.get_by_role("combobox", name="Event type").click()
    page.get_by_role("option", name=chosen, exact=True).click()
    page.keyboard.press("Escape")
    expect_caption(page, len(expected))
    wait_for_run(page)
    expect_on_map(page, mapped(expected))
    expect_table_rows(page, len(expected))
    assert len(expected) < len(corpus.events)
    expect(page).to_have_url(re.compile(rf"[?&]type={chosen}(&|$)"))  # the view is a shareable link


def test_shared_url_restores_the_filters(page: Page, app_url: str, corpus: Corpus) -> None:
    chosen = minority_type(corpus)
    query = {"type": [chosen], "min_sources": ["1"], "q": ["Venezuela"]}
    expected = seed_filter(corpus, query)
    page.goto(f"{app_url}/?type={chosen}&q=Venezuela")
    wait_for_run(page)
    expect(page.locator(".st-key-f_types")).to_contain_text(chosen)
    expect(page.get_by_label("Text contains")).to_have_value("Venezuela")
    expect_caption(page, len(expected))
    expect_on_map(page, mapped(expected))
    expect_table_rows(page, len(expected))
    expect(page).to_have_url(re.compile(rf"type={chosen}.*q=Venezuela|q=Venezuela.*type={chosen}"))


def test_csv_download_is_exactly_the_filtered_table(page: Page, app_url: str, corpus: Corpus,
                                                    tmp_path: Path) -> None:
    chosen = minority_type(corpus)
    expected = seed_filter(corpus, {"type": [chosen]})
    page.goto(f"{app_url}/?type={chosen}")
    wait_for_run(page)
    expect_caption(page, len(expected))
    expect_on_map(page, mapped(expected))  # the map has mounted and sent its first value: no rerun is due
    wait_for_run(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="Events CSV").click()
    saved = tmp_path / "events.csv"
    info.value.save_as(saved)
    assert info.value.suggested_filename == "events.csv"
    assert saved.read_bytes() == events_csv(expected)
    rows = list(csv.DictReader(io.StringIO(saved.read_text(encoding="utf-8-sig"))))
    assert [r["event_id"] for r in rows] == [e.id for e in expected]
    expect_table_rows(page, len(expected))


def test_map_html_download_is_offline(page: Page, app_url: str, corpus: Corpus, tmp_path: Path) -> None:
    open_app(page, app_url)
    with page.expect_download() as info:
        page.get_by_role("button", name="Map (offline HTML)").click()
    saved = tmp_path / "map.html"
    info.value.save_as(saved)
    html = saved.read_text(encoding="utf-8")
    assert "<html" in html.lower() and "leaflet" in html.lower()
    assert not re.search(r"""(src|href)=["']https?://""", html)  # every script and style is inline
    viewer = page.context.new_page()
    viewer.goto(saved.as_uri())
    expect(viewer.locator(".leaflet-marker-icon").first).to_be_visible()
    viewer.close()


def test_table_toolbar_offers_no_csv_of_its_own(page: Page, app_url: str) -> None:
    open_app(page, app_url)
    page.locator("[data-testid='stDataFrame']").hover()
    buttons = page.locator("[data-testid='stDataFrame'] [data-testid='stElementToolbar'] button")
    expect(buttons.first).to_be_visible()
    labels = buttons.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert "Search" in labels
    assert not any("download" in (label or "").lower() for label in labels), labels


def upload(page: Page, files: list[tuple[str, bytes]]) -> None:
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(
        [{"name": name, "mimeType": "text/plain", "buffer": data} for name, data in files])
    page.wait_for_timeout(300)
    wait_for_run(page, timeout=60_000)


def test_hostile_upload_is_inert_and_shown_literally(page: Page, app_url: str, corpus: Corpus,
                                                     guard: Guard) -> None:
    open_app(page, app_url)
    upload(page, [("hostile.txt", HOSTILE_ARTICLE.encode("utf-8"))])
    expect(page.get_by_text(re.compile(rf"^\d+ of {len(corpus.events)} events"))).to_have_count(0)
    shown, total = shown_counts(page)
    assert shown == total > len(corpus.events)
    assert page.locator("[data-testid='stAlertContentError']").count() == 0

    page.get_by_label("Text contains").fill("onerror")
    page.get_by_label("Text contains").press("Enter")
    wait_for_run(page)
    shown, _ = shown_counts(page)
    assert shown >= 1
    frame = map_frame(page)
    popup = open_popup(page, frame)
    for bit in HOSTILE_BITS:
        assert bit in popup
    frame.locator(".leaflet-marker-icon.dm-icon").first.hover()
    expect(frame.locator(".leaflet-tooltip").first).to_contain_text("Cúcuta")
    assert frame.locator("img[src='x']").count() == 0
    assert frame.locator(".leaflet-popup-content script").count() == 0
    # The click's rerun fills the details panel; it may not have started when wait_for_run looks,
    # so each check waits for the text instead of reading the panel once.
    details = page.locator(".st-key-selected")
    for bit in HOSTILE_BITS:
        expect(details).to_contain_text(bit, timeout=30_000)
    assert page.locator("img[src='x']").count() == 0
    assert guard.dialogs == []


def test_broken_uploads_are_named_and_the_map_keeps_its_events(page: Page, app_url: str,
                                                               corpus: Corpus) -> None:
    open_app(page, app_url)
    expect_on_map(page, mapped(corpus.events))
    upload(page, [("empty.txt", b""), ("binary.txt", bytes(range(256)) * 16), (MARKDOWN_NAME, b"")])
    errors = page.locator("[data-testid='stAlertContentError']")
    expect(errors.filter(has_text="empty.txt")).to_have_count(1)
    expect(errors.filter(has_text="binary.txt")).to_have_count(1)
    expect(errors.filter(has_text=MARKDOWN_NAME)).to_have_count(1)  # the name as typed, not rendered
    assert errors.locator("a, em, strong, .katex").count() == 0
    assert shown_counts(page) == (len(corpus.events), len(corpus.events))
    expect_on_map(page, mapped(corpus.events))
    assert page.locator("[data-testid='stException']").count() == 0
