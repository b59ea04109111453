"""Browser-test fixtures: `streamlit run app.py` on a free port, Debian's Chromium, and a guard that
aborts (and records) every request leaving localhost and every JavaScript dialog."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import FrameLocator, Page, Route, expect

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-domain-reliability",
]
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", "[::1]"})
INERT_SCHEMES = frozenset({"data", "blob", "about", "file"})  # never leave the machine
STARTUP_SECONDS = 60
MAP_IFRAME = 'iframe[title="streamlit_folium.st_folium"]'


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_health(url: str, process: subprocess.Popen, log: Path, seconds: float = STARTUP_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"streamlit exited with {process.returncode}:\n{log.read_text()[-4000:]}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as reply:
                if reply.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    raise RuntimeError(f"streamlit did not answer {url}/_stcore/health in {seconds}s:\n{log.read_text()[-4000:]}")


def start_streamlit(script: Path, log: Path, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    """Start `streamlit run script` headless on a free localhost port; return the process and its URL."""
    port = free_port()
    command = [
        sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
        "--server.address", "127.0.0.1", "--server.headless", "true",
        "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none",
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=REPO, stdout=out, stderr=subprocess.STDOUT,
                                   env={**os.environ, **(env or {})})
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_health(url, process, log)
    except RuntimeError:
        stop(process)
        raise
    return process, url


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="session")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("streamlit") / "streamlit.log"
    process, url = start_streamlit(REPO / "app.py", log)
    yield url
    stop(process)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: apt-get install chromium")
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 1400, "height": 1000}, "accept_downloads": True,
            "service_workers": "block"}


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in INERT_SCHEMES or (parts.hostname or "") in LOCAL_HOSTS


@dataclass
class Guard:
    """What a page tried that it must not: requests off localhost, JavaScript dialogs (alert, confirm)."""

    external: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def route(self, route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            self.external.append(route.request.url)
            route.abort("blockedbyclient")


@pytest.fixture(autouse=True)
def guard(page: Page) -> Iterator[Guard]:
    """Every browser test runs offline: a request leaving localhost is aborted and fails the test."""
    watch = Guard()
    page.context.route("**/*", watch.route)

    def on_dialog(dialog) -> None:
        watch.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.set_default_timeout(30_000)
    yield watch
    assert watch.external == [], f"requests left localhost: {watch.external}"
    assert watch.dialogs == [], f"JavaScript dialogs opened: {watch.dialogs}"


def wait_for_run(page: Page, timeout: float = 30_000) -> None:
    """Wait until the Streamlit script has finished its current run."""
    page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']", timeout=timeout)
    page.wait_for_timeout(150)  # a rerun triggered just now may not have flipped the state yet
    page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']", timeout=timeout)


def map_frame(page: Page) -> FrameLocator:
    return page.frame_locator(MAP_IFRAME)


def open_app(page: Page, url: str) -> FrameLocator:
    """Load the app and wait for the map to draw its markers; return the map's frame."""
    page.goto(url)
    wait_for_run(page, timeout=90_000)
    frame = map_frame(page)
    expect(frame.locator(".leaflet-marker-icon").first).to_be_visible(timeout=30_000)
    return frame
