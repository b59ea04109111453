"""Browser benchmark of the map: filter-to-redraw time and pan/zoom reruns with 10,000 synthetic events
(clustered column-table layer vs one folium.Marker per event), and the real app's cold start to first paint.

Run: python bench/bench_map.py [--events 10000] [--repeats 3] [--cold-runs 3]. Needs /usr/bin/chromium;
no network. Prints a table and writes it to bench/results/map.txt. `--only cluster` (or plain, or cold;
repeatable) runs a part of it, to iterate quickly; such a run leaves the results file alone.
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from geo.model import EVENT_TYPES, Event, FuzzyDate, Source

BENCH_APP = REPO / "bench" / "bench_app.py"
RESULTS = REPO / "bench" / "results" / "map.txt"
CHROMIUM = "/usr/bin/chromium"
JQUERY = Path("/usr/share/javascript/jquery/jquery.min.js")  # apt-get install libjs-jquery
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
MAP_IFRAME = 'iframe[title="streamlit_folium.st_folium"]'
SEED = 2019
# (name, lat, lon, country): where 2019 defection reporting placed people, and the spread around each.
HUBS = [
    ("Caracas", 10.488, -66.879, "VE"), ("Cúcuta", 7.894, -72.508, "CO"),
    ("San Cristóbal", 7.767, -72.225, "VE"), ("Ureña", 7.917, -72.446, "VE"),
    ("Maracaibo", 10.654, -71.612, "VE"), ("Maicao", 11.378, -72.240, "CO"),
    ("Riohacha", 11.544, -72.907, "CO"), ("Arauca", 7.085, -70.759, "CO"),
    ("Puerto Carreño", 6.189, -67.485, "CO"), ("Bogotá", 4.711, -74.072, "CO"),
    ("Santa Elena de Uairén", 4.603, -61.110, "VE"), ("Pacaraima", 4.480, -61.148, "BR"),
    ("Boa Vista", 2.820, -60.672, "BR"), ("Ciudad Guayana", 8.353, -62.641, "VE"),
    ("Barinas", 8.623, -70.207, "VE"), ("Valencia", 10.162, -68.008, "VE"),
]
TYPE_WEIGHTS = [30, 25, 4, 10, 8, 6, 7, 5, 5]  # in EVENT_TYPES order
FILTER_SEQUENCE = ("defection", "border_crossing", "asylum", "all", "arrest")
PAN_ZOOM_GESTURES = 6
PAN_ZOOM_IDLE_S = PAN_ZOOM_GESTURES * 0.4 + 1.5  # the waits inside pan_and_zoom
PAGE_TIMEOUT_MS = 900_000


def synthetic_events(n: int, seed: int = SEED) -> list[Event]:
    """n events scattered around the theatre's hubs, deterministic for a seed."""
    rng = random.Random(seed)
    first = date(2019, 1, 1)
    events = []
    for i in range(n):
        name, lat, lon, country = rng.choice(HUBS)
        kind = rng.choices(EVENT_TYPES, weights=TYPE_WEIGHTS)[0]
        when = FuzzyDate(first + timedelta(days=rng.randrange(365)), "day")
        evidence = f"Synthetic report {i}: a {kind.replace('_', ' ')} near {name}."
        events.append(Event(
            id=f"bench-{i:05d}", event_type=kind, evidence=evidence, start=0, end=len(evidence),
            sources=(Source(f"bench-article-{i % 97}", outlet="Bench Wire"),), date=when, place=name,
            lat=round(lat + rng.gauss(0, 0.35), 6), lon=round(lon + rng.gauss(0, 0.35), 6),
            country_code=country, geo_precision=1, confidence=0.5, article_id=f"bench-article-{i % 97}",
        ))
    return events


def expected_count(events: list[Event], choice: str) -> int:
    return sum(1 for e in events if choice == "all" or e.event_type == choice)


# --------------------------------------------------------------------------- server and browser


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def streamlit(script: Path, env: dict[str, str] | None = None) -> Iterator[tuple[str, float]]:
    """Run `streamlit run script` on a free port; yield its URL and the seconds it took to answer /health."""
    port = free_port()
    command = [sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
               "--server.address", "127.0.0.1", "--server.headless", "true",
               "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryFile() as log:
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                                   env={**os.environ, **(env or {})})
        try:
            yield url, wait_for_health(url, process, log) - started
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def wait_for_health(url: str, process: subprocess.Popen, log, seconds: float = 60) -> float:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        if process.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"streamlit exited:\n{log.read().decode(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1):
                return time.perf_counter()
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not become healthy in {seconds}s")


def local_copies() -> dict[str, Path]:
    """Local files for the CDN URLs of a stock folium map, by file name (Leaflet from xstatic, jQuery from
    Debian's libjs-jquery): the naive baseline gets its scripts without the network, like the real map."""
    from geo.assets import LEAFLET, package_dir

    leaflet = package_dir(LEAFLET)
    copies = {name: leaflet / name for name in ("leaflet.js", "leaflet.css")}
    copies.update({p.name: p for p in (leaflet / "images").glob("*.png")})
    if JQUERY.is_file():
        copies["jquery-3.7.1.min.js"] = JQUERY
    return copies


def offline(page, blocked: list[str], copies: dict[str, Path] | None = None) -> None:
    """Keep every request on localhost: an off-host one is answered from a local copy when `copies`
    has one, else recorded in `blocked` and aborted (with `copies`: answered empty, because
    streamlit-folium stops loading a map's scripts at the first that fails)."""
    def guard(route):
        parts = urlsplit(route.request.url)
        if parts.scheme in ("data", "blob") or parts.hostname in ("127.0.0.1", "localhost"):
            return route.continue_()
        # Leaflet builds its icon URLs by plain concatenation (".../distmarker-icon.png"): match the end.
        local = next((path for name, path in (copies or {}).items() if parts.path.endswith(name)), None)
        if local is not None:
            return route.fulfill(path=local)
        blocked.append(route.request.url)
        return route.abort() if copies is None else route.fulfill(status=200, body="")
    page.context.route("**/*", guard)


# Counts the events the map shows: the numbers on cluster icons plus single markers.
SHOWN_JS = """() => {
  const frame = document.querySelector("IFRAME");
  const doc = frame && frame.contentDocument;
  if (!doc || !doc.querySelector('.leaflet-container')) { return -1; }
  let n = 0;
  doc.querySelectorAll('.marker-cluster span').forEach(s => { n += Number(s.textContent) || 0; });
  n += doc.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)').length;
  return n;
}""".replace('"IFRAME"', repr(MAP_IFRAME))
WAIT_SHOWN_JS = "(expected) => (" + SHOWN_JS + ")() === expected"


def wait_until_idle(page, timeout: float = PAGE_TIMEOUT_MS) -> None:
    page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']", timeout=timeout)


def runs(page) -> int:
    text = page.locator(".st-key-runs").inner_text()
    return int(text.split("=")[1])


def choose(page, option: str) -> None:
    page.get_by_role("combobox", name="Event type").click()
    page.get_by_role("option", name=option, exact=True).click()


def pan_and_zoom(page) -> None:
    box = page.locator(MAP_IFRAME).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    for i in range(PAN_ZOOM_GESTURES):
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 120 * (-1) ** i, y + 60, steps=8)
        page.mouse.up()
        page.mouse.wheel(0, -300 if i % 2 == 0 else 300)
        page.wait_for_timeout(400)
    page.wait_for_timeout(1500)  # longer than streamlit-folium's 250 ms debounce


@dataclass
class MapRun:
    label: str
    first_paint_s: float
    options: list[str]
    redraw_s: list[float]
    pan_zoom_s: float
    reruns_on_pan_zoom: int
    blocked: int


def bench_map_mode(browser, events: list[Event], mode: str, repeats: int) -> MapRun:
    env = {"BENCH_EVENTS": str(len(events)), "BENCH_MAP": mode}
    with streamlit(BENCH_APP, env) as (url, _):
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        page = context.new_page()
        page.set_default_timeout(PAGE_TIMEOUT_MS)  # 10,000 stock markers can freeze the page for minutes
        blocked: list[str] = []
        offline(page, blocked, local_copies() if mode == "plain" else None)
        started = time.perf_counter()
        page.goto(url)
        page.wait_for_function(WAIT_SHOWN_JS, arg=len(events), polling=100)
        first_paint = time.perf_counter() - started
        wait_until_idle(page)
        before = runs(page)
        t0 = time.perf_counter()
        pan_and_zoom(page)
        pan_zoom_s = time.perf_counter() - t0
        reruns = runs(page) - before
        timings = []
        options = [o for _ in range(repeats) for o in FILTER_SEQUENCE][:repeats * 2]
        for option in options:
            wait_until_idle(page)
            page.wait_for_timeout(300)
            t0 = time.perf_counter()
            choose(page, option)
            page.wait_for_function(WAIT_SHOWN_JS, arg=expected_count(events, option), polling="raf")
            timings.append(time.perf_counter() - t0)
        context.close()
    return MapRun(mode, first_paint, options, timings, pan_zoom_s, reruns, len(blocked))


@dataclass
class ColdRun:
    health_s: float
    first_marker_s: float
    warm_reload_s: float


def bench_cold_start(browser, cache: Path) -> ColdRun:
    """The real app on the seeds: seconds to /health, to first marker, and a warm reload's first marker.

    `cache` is the app's disk cache folder (geo.store): empty for a machine's first start.
    """
    with streamlit(REPO / "app.py", {"DEFECTION_MAP_CACHE": str(cache)}) as (url, health_s):
        started = time.perf_counter() - health_s  # the process start
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        blocked: list[str] = []
        offline(page, blocked)
        page.goto(url)
        page.frame_locator(MAP_IFRAME).locator(".leaflet-marker-icon").first.wait_for(timeout=300_000)
        cold = time.perf_counter() - started
        t0 = time.perf_counter()
        page.reload()
        page.frame_locator(MAP_IFRAME).locator(".leaflet-marker-icon").first.wait_for(timeout=300_000)
        warm = time.perf_counter() - t0
        page.close()
        if blocked:
            raise RuntimeError(f"the app requested off-host URLs: {blocked}")
    return ColdRun(health_s, cold, warm)


def python_build_seconds(events: list[Event], labels: list[str]) -> dict[str, float]:
    """Python time to build and render each map for all events (part of every redraw)."""
    from geo.mapview import build_map, map_html, plain_marker_map

    out = {}
    for label, build in (("cluster", build_map), ("plain", plain_marker_map)):
        if label not in labels:
            continue
        t0 = time.perf_counter()
        html = map_html(build(events))
        out[label] = time.perf_counter() - t0
        out[f"{label}_mb"] = len(html.encode()) / 1e6
    return out


def row(label: str, cluster: object, plain: object, spec: str = ".2f") -> str:
    cells = [f"{v:>20{spec}}" if v is not None else f"{'-':>20}" for v in (cluster, plain)]
    return f"{label:44}" + "".join(cells)


def report(n: int, cluster: MapRun | None, plain: MapRun | None, py: dict[str, float],
           cold: list[ColdRun], first: ColdRun | None) -> str:
    def both(stat) -> tuple[object, object]:
        return tuple(None if run is None else stat(run) for run in (cluster, plain))

    median = statistics.median
    lines = [
        f"Map benchmark: {n:,} synthetic events (seed {SEED}), {CHROMIUM} headless, no network",
        f"date: {date.today().isoformat()}  python {sys.version.split()[0]}  cpus {os.cpu_count()}",
        "",
        row("", "clustered table", "folium.Marker each", ""),
        row("first map paint after page load (s)", *both(lambda r: r.first_paint_s)),
        row("filter change -> map redrawn, median (s)", *both(lambda r: median(r.redraw_s))),
        row("filter change -> map redrawn, max (s)", *both(lambda r: max(r.redraw_s))),
        row("Python build + render, all events (s)", py.get("cluster"), py.get("plain")),
        row("map HTML size (MB)", py.get("cluster_mb"), py.get("plain_mb")),
        row(f"{PAN_ZOOM_GESTURES} pans + zooms, wall time (s; {PAN_ZOOM_IDLE_S:.1f} s idle)",
            *both(lambda r: r.pan_zoom_s)),
        row(f"reruns during {PAN_ZOOM_GESTURES} pans + zooms", *both(lambda r: r.reruns_on_pan_zoom),
            "d"),
        row("CDN requests stubbed (unused CSS/JS)", *both(lambda r: r.blocked), "d"),
        "",
        "The folium.Marker map loads Leaflet and jQuery from CDNs; the bench serves local copies.",
    ]
    if cluster is not None:
        lines.append("clustered redraws (s): " + ", ".join(
            f"{option} {seconds:.2f}" for option, seconds in zip(cluster.options, cluster.redraw_s)))
    if cluster is not None and plain is not None:
        ratio = median(plain.redraw_s) / median(cluster.redraw_s)
        lines.append(f"redraw ratio, folium.Marker each / clustered: {ratio:.1f}x "
                     f"({len(cluster.redraw_s)} filter changes each, cycling {', '.join(FILTER_SEQUENCE)})")
    if cold:
        def seconds(stat) -> str:
            values = [stat(run) for run in cold]
            runs = f"  (median of {len(values)}: {', '.join(f'{v:.2f}' for v in values)})"
            return f"{median(values):6.2f} s" + (runs if len(values) > 1 else "")

        lines += [
            "",
            "Real app on the seeds, each run a fresh `streamlit run` process and a new browser page:",
            f"  process start -> /_stcore/health        {seconds(lambda r: r.health_s)}",
            f"  process start -> first marker painted   {seconds(lambda r: r.first_marker_s)}",
            f"  warm reload -> first marker painted     {seconds(lambda r: r.warm_reload_s)}",
            "  (the seeds' corpus and the basemap read back from the disk cache the first start saved)",
        ]
    if first is not None:
        lines.append(f"  first start on a machine, empty disk cache: first marker {first.first_marker_s:.2f} s "
                     "(builds the seeds' events; the GeoNames index already built)")
    return "\n".join(lines) + "\n"


PARTS = ("cluster", "plain", "cold")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=3, help="filter changes = 2 x repeats per map kind")
    parser.add_argument("--no-cold-start", action="store_true", help="skip the real app's cold start")
    parser.add_argument("--cold-runs", type=int, default=3,
                        help="fresh processes for the cold start (each one a separate sample)")
    parser.add_argument("--only", choices=PARTS, action="append",
                        help="run only this part (repeatable); a partial run leaves the results file alone")
    args = parser.parse_args(argv)
    parts = set(args.only or PARTS) - ({"cold"} if args.no_cold_start else set())
    from playwright.sync_api import sync_playwright

    events = synthetic_events(args.events)
    py = python_build_seconds(events, [p for p in ("cluster", "plain") if p in parts])
    with sync_playwright() as p:
        # The cold start comes first, in a browser of its own: after 10,000 stock markers Chromium
        # stays busy for a while (a first marker then took 11.6 s instead of 4.2 s).
        cold, first = [], None
        if "cold" in parts:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            with tempfile.TemporaryDirectory(prefix="bench-map-cache-") as cache:
                first = bench_cold_start(browser, Path(cache) / "store")
                cold = [bench_cold_start(browser, Path(cache) / "store") for _ in range(args.cold_runs)]
            browser.close()
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        cluster = bench_map_mode(browser, events, "cluster", args.repeats) if "cluster" in parts else None
        plain = bench_map_mode(browser, events, "plain", args.repeats) if "plain" in parts else None
        browser.close()
    text = report(args.events, cluster, plain, py, cold, first)
    print(text, end="")
    if args.only is None:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
