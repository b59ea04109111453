"""The command line: python -m geo extract / build / unresolved / gazetteer check."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from geo.articles import iter_article_paths
from geo.cli import main
from geo.export import write_outputs
from geo.pipeline import build_corpus
from tests.conftest import GAZETTEER_CSV, ROOT, SEEDS, TINY_ROWS, write_gazetteer


def test_gazetteer_check_ok(capsys):
    assert main(["gazetteer", "check", str(GAZETTEER_CSV)]) == 0
    assert "OK" in capsys.readouterr().out


def test_gazetteer_check_reports_file_line_message(tmp_path, capsys):
    path = write_gazetteer(tmp_path, TINY_ROWS + ["x1,Nowhere,,city,VE,,107.2000,-66.0000,,curated,"])
    assert main(["gazetteer", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{len(TINY_ROWS) + 2}: latitude 107.2 is outside -90..90" in out


def test_broken_gazetteer_is_refused_without_traceback(tmp_path, capsys):
    path = write_gazetteer(tmp_path, TINY_ROWS + ["x1,Nowhere,,city,VE,,107.2000,-66.0000,,curated,"])
    assert main(["--gazetteer", str(path), "extract", str(SEEDS / "004_ce5ec571f8af0d4d.txt")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "latitude 107.2 is outside -90..90" in err
    assert "Traceback" not in err


def test_extract_json_shape(capsys):
    seed = SEEDS / "004_ce5ec571f8af0d4d.txt"
    assert main(["extract", str(seed), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert set(doc) == {"article", "places", "events"}
    assert doc["article"]["published"] == "2019-05-02"
    from geo.articles import load_article

    text = load_article(seed).text
    keys = {"surface", "start", "end", "name", "kind", "country_code", "lat", "lon", "resolver", "confidence"}
    for place in doc["places"]:
        assert set(place) == keys
        assert text[place["start"]:place["end"]] == place["surface"]
    names = {p["name"] for p in doc["places"]}
    assert {"Villa del Rosario", "Cúcuta", "Bogotá"} <= names
    for event in doc["events"]:
        assert text[event["start"]:event["end"]] == event["evidence"]
        assert {"id", "event_type", "date", "date_precision", "place", "lat", "lon", "geo_precision",
                "origin", "destination", "actors", "unit", "count", "evidence", "start", "end",
                "sources", "confidence"} <= set(event)
        country_of = {p["name"]: p["country_code"] for p in doc["places"]}
        assert event["country"] == country_of.get(event["place"], event["country"])
        assert (event["country"] is None) == (event["place"] is None)


def test_extract_json_function_is_what_the_command_prints(capsys):
    # The held-out scorer's --all mode calls extract_json in-process: it must be the CLI's doc.
    from geo.cli import extract_json
    from geo.gazetteer import load_gazetteer
    from geo.geonames import GeoNames

    seed = SEEDS / "002_cec9d586c5f71784.txt"
    assert main(["extract", str(seed), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    doc = extract_json(seed, load_gazetteer(GAZETTEER_CSV), GeoNames())
    assert json.loads(json.dumps(doc, ensure_ascii=False)) == printed
    assert printed["events"]


def test_extract_json_gives_the_country_of_a_place_the_text_never_names(tmp_path, capsys):
    article = tmp_path / "a.txt"
    article.write_text("Title: t\nPublished: 2019-05-15\n\nDGCIM agents arrested a sergeant on Monday.\n",
                       encoding="utf-8")
    assert main(["extract", str(article), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["places"] == []
    assert [(e["event_type"], e["place"], e["country"]) for e in doc["events"]] == [("arrest", "Venezuela", "VE")]


def test_extract_published_flag_overrides(tmp_path, capsys):
    article = tmp_path / "a.txt"
    article.write_text("Venezuelan soldiers fled to Cúcuta on Monday.\n", encoding="utf-8")
    assert main(["extract", str(article), "--published", "2019-02-27", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["article"]["published"] == "2019-02-27"


@pytest.mark.parametrize("content, message", [
    (b"", "empty"),
    (b"\x00\x01\x02\xff" * 100, "binary"),
])
def test_extract_bad_file_is_a_clear_error(tmp_path, capsys, content, message):
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    assert main(["extract", str(path), "--json"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and message in err.lower() and "Traceback" not in err


def test_build_is_byte_identical_and_skips_bad_files(tmp_path, capsys):
    articles = tmp_path / "articles"
    shutil.copytree(SEEDS, articles)
    (articles / "zz_empty.txt").write_bytes(b"")
    outputs = []
    for run in ("one", "two"):
        assert main(["build", str(articles), "--out", str(tmp_path / run)]) == 0
        outputs.append({p.name: p.read_bytes() for p in sorted((tmp_path / run).iterdir())})
    assert outputs[0] == outputs[1]
    assert set(outputs[0]) == {"events.csv", "events.geojson", "routes.geojson"}
    assert "zz_empty.txt" in capsys.readouterr().err
    assert main(["build", str(articles), "--out", str(tmp_path / "three"), "--strict"]) == 1


def test_a_rebuild_reads_unchanged_articles_from_the_cache(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DEFECTION_MAP_CACHE", str(tmp_path / "cache"))
    articles = tmp_path / "articles"
    shutil.copytree(SEEDS, articles)
    lines = []
    for run, flags in (("one", []), ("two", []), ("three", ["--no-cache"])):
        assert main(["build", str(articles), "--out", str(tmp_path / run), *flags]) == 0
        lines.append(capsys.readouterr().out)
    assert "from the cache" not in lines[0] and "from the cache" not in lines[2]
    assert "5 article(s) (5 unchanged, from the cache)" in lines[1]
    assert (tmp_path / "one" / "events.csv").read_bytes() == (tmp_path / "two" / "events.csv").read_bytes()


def test_build_writes_what_the_corpus_in_memory_gives(tmp_path, gazetteer, geonames):
    assert main(["build", str(SEEDS), "--out", str(tmp_path / "cli")]) == 0
    corpus = build_corpus(iter_article_paths(SEEDS), gazetteer, geonames=geonames)  # keeps all in memory
    expected = write_outputs(corpus.events, corpus.routes, tmp_path / "memory")
    assert [(tmp_path / "cli" / p.name).read_bytes() for p in expected] == [p.read_bytes() for p in expected]


def test_unresolved_lists_counts(tmp_path, capsys):
    path = tmp_path / "a.txt"
    path.write_text("Venezuelan troops fled from Qwertyville to Cúcuta. Later, back to Qwertyville.\n",
                    encoding="utf-8")
    assert main(["unresolved", str(path)]) == 0
    assert capsys.readouterr().out.split() == ["2", "Qwertyville"]


def test_python_dash_m_geo_runs():
    proc = subprocess.run([sys.executable, "-m", "geo", "gazetteer", "check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("jobs", ["-1", "two", "1.5"])
def test_build_refuses_a_number_of_processes_that_is_not_one(jobs, tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["build", str(SEEDS), "--out", str(tmp_path), "--jobs", jobs])
    assert stop.value.code == 2
    assert f"{jobs!r} is not 0 (one process per core) or a number of processes" in capsys.readouterr().err


def test_build_asks_for_the_processes_it_was_given(tmp_path, monkeypatch):
    asked = []

    def worker_count(requested, tasks):
        asked.append((requested, tasks))
        return 1

    monkeypatch.setattr("geo.cli.worker_count", worker_count)
    assert main(["build", str(SEEDS), "--out", str(tmp_path / "a"), "-j", "3", "--no-cache"]) == 0
    assert main(["build", str(SEEDS), "--out", str(tmp_path / "b"), "--no-cache"]) == 0
    assert asked == [(3, 5), (0, 5)]  # five seeds; no --jobs means one process per core
