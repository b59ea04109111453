"""The Streamlit app, driven headless with AppTest: seeds load, filters cut the table, URLs restore filters,
uploads merge into the session, a broken gazetteer or article gives one message and no traceback."""

from __future__ import annotations

import re
import shutil
from datetime import date
from pathlib import Path

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from geo.filters import date_span
from geo.model import FuzzyDate

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app.py"
TIMEOUT = 120  # the first run reads and geoparses every seed article

HOSTILE = (
    "Sergeant Luis Pérez of the National Guard defected and crossed into Cúcuta, Colombia, on May 3, 2019, "
    "carrying a note that read <img src=x onerror=alert(1)> <script>alert(1)</script> ${alert(1)} "
    "`whoami` </script> C:\\users\\new and nothing else.\n"
)


def run_app(query: dict[str, str | list[str]] | None = None, app: Path = APP) -> AppTest:
    at = AppTest.from_file(str(app), default_timeout=TIMEOUT)
    at.query_params.update(query or {})
    return at.run()


def shown(markdown: str) -> str:
    """What a Markdown message reads as, once the app's backslash escapes are rendered."""
    return re.sub(r"\\(.)", r"\1", markdown)


def messages(elements) -> list[str]:
    return [shown(e.value) for e in elements]


def table(at: AppTest) -> pd.DataFrame:
    return at.dataframe(key="table").value


@pytest.fixture(scope="module")
def seeded() -> AppTest:
    """One run on the seeds; tests read it, never change it."""
    return run_app()


@pytest.fixture
def app() -> AppTest:
    return run_app()


def test_seeds_load_without_error(seeded: AppTest) -> None:
    assert not seeded.exception
    assert messages(seeded.error) == []
    assert len(table(seeded)) > 0
    assert {"event_id", "event_type", "excerpt", "source_url"} <= set(table(seeded).columns)


def test_the_table_shows_how_precisely_each_date_is_known(seeded: AppTest) -> None:
    proto = seeded.dataframe(key="table").proto
    order = list(proto.column_order)
    assert order[:2] == ["event_date", "date_precision"]  # "2019-01-01" may mean only "in 2019"
    shown = table(seeded)
    assert set(shown.loc[shown["event_date"] != "", "date_precision"]) <= {"day", "week", "month", "year"}
    assert "year" in set(shown["date_precision"])


def test_every_widget_has_its_key(seeded: AppTest) -> None:
    keys = {w.key for w in seeded.sidebar if getattr(w, "key", None)}
    assert {"f_date", "f_types", "f_countries", "f_places", "f_actor", "f_outlets", "f_text",
            "f_min_sources", "f_online_tiles", "upload"} <= keys
    assert {b.key for b in seeded.download_button} == {"dl_csv", "dl_geojson", "dl_routes", "dl_html"}


def pick_minority(frame: pd.DataFrame, column: str) -> str:
    """A value of the column that some rows have and some do not."""
    counts = frame[column].value_counts()
    partial = counts[counts < len(frame)]
    if partial.empty:
        pytest.skip(f"every seed event has the same {column}")
    return str(partial.index[0])


def test_event_type_filter_cuts_the_table(app: AppTest) -> None:
    before = table(app)
    chosen = pick_minority(before, "event_type")
    app.multiselect(key="f_types").set_value([chosen]).run()
    after = table(app)
    assert 0 < len(after) < len(before)
    assert set(after["event_type"]) == {chosen}
    assert app.query_params["type"] == chosen  # the filtered view is a shareable link


def test_text_filter_cuts_the_table(app: AppTest) -> None:
    before = table(app)
    app.text_input(key="f_text").set_value("embassy").run()
    after = table(app)
    assert len(after) < len(before)
    assert all("embassy" in " ".join(row).lower() for row in after[["excerpt", "location", "notes"]].values)


def test_a_text_nothing_matches_empties_table_and_keeps_the_app_alive(app: AppTest) -> None:
    app.text_input(key="f_text").set_value("zzzz-no-such-word").run()
    assert not app.exception
    assert len(table(app)) == 0


def test_min_sources_filter(app: AppTest) -> None:
    before = table(app)
    app.number_input(key="f_min_sources").set_value(2).run()
    after = table(app)
    assert (after["n_sources"] >= 2).all()
    assert len(after) == int((before["n_sources"] >= 2).sum())
    assert app.query_params["min_sources"] == "2"


def test_country_filter(app: AppTest) -> None:
    before = table(app)
    chosen = pick_minority(before[before["country"] != ""], "country")
    app.multiselect(key="f_countries").set_value([chosen]).run()
    assert 0 < len(table(app)) < len(before)


def test_date_filter_keeps_events_whose_dates_may_fall_in_range(app: AppTest) -> None:
    before = table(app)
    _, last = app.date_input(key="f_date").value
    app.date_input(key="f_date").set_value((last, last)).run()
    after = table(app)
    assert 0 < len(after) < len(before)
    for day, precision in after[after["event_date"] != ""][["event_date", "date_precision"]].values:
        first_day, last_day = date_span(FuzzyDate(date.fromisoformat(day), precision))
        assert first_day <= last <= last_day  # a month-precise date counts for every day of its month
    assert app.query_params["from"] == last.isoformat()


def test_undated_events_can_be_left_out(app: AppTest) -> None:
    app.checkbox(key="f_undated").uncheck().run()
    assert (table(app)["event_date"] != "").all()
    assert app.query_params["undated"] == "0"


def test_query_params_initialise_filters(seeded: AppTest) -> None:
    chosen = pick_minority(table(seeded), "event_type")
    at = run_app({"type": chosen, "q": "Venezuela"})
    assert at.multiselect(key="f_types").value == [chosen]
    assert at.text_input(key="f_text").value == "Venezuela"
    assert set(table(at)["event_type"]) <= {chosen}
    assert len(table(at)) < len(table(seeded))


@pytest.mark.parametrize("query", [
    {"type": "no-such-type"},
    {"min_sources": "many"},
    {"from": "2019-13-45"},
    {"country": ["XX", "<script>"]},
    {"place": "Atlantis"},
])
def test_bad_query_params_are_ignored(seeded: AppTest, query: dict) -> None:
    at = run_app(query)
    assert not at.exception
    assert len(table(at)) == len(table(seeded))


def test_upload_adds_events_and_shows_hostile_text_literally(app: AppTest) -> None:
    before = table(app)
    app.file_uploader(key="upload").set_value([
        ("hostile.txt", HOSTILE.encode("utf-8"), "text/plain"),
        ("empty.txt", b"", "text/plain"),
        ("binary.txt", bytes(range(256)) * 8, "text/plain"),
    ]).run()
    assert not app.exception
    errors = " ".join(messages(app.error))
    assert "empty.txt" in errors and "binary.txt" in errors
    assert "hostile.txt" not in errors
    after = table(app)
    assert len(after) > len(before)
    assert set(before["event_id"]) <= set(after["event_id"])  # nothing already on the map is lost
    assert after["excerpt"].str.contains("<script>alert(1)</script>", regex=False).any()

    app.text_input(key="f_text").set_value("Pérez").run()  # uploads stay for the session's later runs
    assert len(table(app)) >= 1


def test_a_batch_over_the_cap_is_refused_whole(app: AppTest) -> None:
    before = table(app)
    files = [(f"a{i}.txt", HOSTILE.encode("utf-8"), "text/plain") for i in range(21)]
    app.file_uploader(key="upload").set_value(files).run()
    assert any("at most 20" in m for m in messages(app.error))
    assert len(table(app)) == len(before)


def test_uploads_are_per_session(app: AppTest) -> None:
    app.file_uploader(key="upload").set_value(("hostile.txt", HOSTILE.encode("utf-8"), "text/plain")).run()
    other = run_app()
    assert not other.dataframe(key="table").value["excerpt"].str.contains("onerror", regex=False).any()


def copy_app(tmp_path: Path, seeds: dict[str, bytes] | None = None, gazetteer: bytes | None = None) -> Path:
    """A copy of the app with its own data/ and seeds/, so a test can break them."""
    shutil.copy(APP, tmp_path / "app.py")
    shutil.copytree(ROOT / "data", tmp_path / "data")
    shutil.copytree(ROOT / "seeds", tmp_path / "seeds")
    for name, data in (seeds or {}).items():
        (tmp_path / "seeds" / name).write_bytes(data)
    if gazetteer is not None:
        (tmp_path / "data" / "gazetteer.csv").write_bytes(gazetteer)
    return tmp_path / "app.py"


def test_broken_gazetteer_is_one_error_and_no_traceback(tmp_path: Path) -> None:
    good = (ROOT / "data" / "gazetteer.csv").read_bytes()
    header, first, *_ = good.decode("utf-8-sig").splitlines()
    broken_row = ",".join("107.2" if i == header.split(",").index("lat") else cell
                          for i, cell in enumerate(first.split(",")))
    at = run_app(app=copy_app(tmp_path, gazetteer=f"{header}\n{broken_row}\n".encode()))
    assert not at.exception
    assert len(at.error) == 1
    assert "gazetteer.csv:2: latitude 107.2 is outside -90..90" in shown(at.error[0].value)
    assert len(at.dataframe) == 0


def test_a_bad_seed_file_is_a_warning_naming_it(tmp_path: Path) -> None:
    at = run_app(app=copy_app(tmp_path, seeds={"999_broken.txt": b"\x00\xff\xfe" * 50}))
    assert not at.exception
    assert any("999_broken.txt" in m for m in messages(at.warning))
    assert len(table(at)) > 0


def test_a_folder_of_articles_replaces_the_seeds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "my corpus"
    folder.mkdir()
    (folder / "story.txt").write_text(HOSTILE, encoding="utf-8")
    monkeypatch.setenv("DEFECTION_MAP_ARTICLES", str(folder))
    at = run_app()
    assert not at.exception and not at.error
    assert f"1 articles from {folder}" in shown(at.caption[0].value)
    assert set(table(at)["source"]) <= {"story", ""} and "Cúcuta" in set(table(at)["location"])


def test_a_missing_folder_is_an_error_and_the_seeds_are_shown(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEFECTION_MAP_ARTICLES", str(tmp_path / "nowhere"))
    at = run_app()
    assert not at.exception
    assert [m for m in messages(at.error) if "nowhere" in m and "Showing the seed articles" in m]
    assert "5 articles" in shown(at.caption[0].value)
