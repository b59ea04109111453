"""The disk cache: built once, read back, rebuilt when the key or the code changes, never read
from a folder another user could write to."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from geo import store
from geo.store import CACHE_ENV, cache_dir, cached, code_version, file_stamps

ROOT = Path(__file__).resolve().parent.parent


class Counter:
    def __init__(self, value: object = "built") -> None:
        self.calls = 0
        self.value = value

    def __call__(self) -> object:
        self.calls += 1
        return self.value


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(target))
    return target


def entries(folder: Path) -> list[str]:
    return sorted(p.name.rsplit("-", 1)[0] for p in folder.glob("*.pickle"))


def test_a_second_call_reads_what_the_first_built(folder: Path) -> None:
    build = Counter({"events": (1, 2, 3)})
    assert cached("corpus", ("seeds", 1), build) == {"events": (1, 2, 3)}
    assert cached("corpus", ("seeds", 1), build) == {"events": (1, 2, 3)}
    assert build.calls == 1
    assert oct(folder.stat().st_mode & 0o777) == oct(0o700)
    assert entries(folder) == ["corpus"]


def test_a_new_key_rebuilds_and_replaces_the_old_entry(folder: Path) -> None:
    first, second = Counter("old"), Counter("new")
    cached("corpus", ("seeds", 1), first)
    assert cached("corpus", ("seeds", 2), second) == "new"
    assert second.calls == 1
    cached("basemap", ("countries",), Counter())
    assert entries(folder) == ["basemap", "corpus"]  # one entry per name, each name kept


def test_changed_code_is_a_different_key(folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "rules.py").write_text("RULE = 1\n")
    monkeypatch.setattr(store, "PACKAGE", package)
    code_version.cache_clear()
    try:
        build = Counter()
        cached("corpus", "k", build)
        (package / "rules.py").write_text("RULE = 2\n")
        code_version.cache_clear()
        cached("corpus", "k", build)
        assert build.calls == 2
    finally:
        code_version.cache_clear()


def test_a_damaged_file_is_rebuilt(folder: Path, caplog: pytest.LogCaptureFixture) -> None:
    cached("corpus", "k", Counter("first"))
    (path,) = folder.glob("corpus-*.pickle")
    path.write_bytes(b"not a pickle")
    build = Counter("again")
    assert cached("corpus", "k", build) == "again"
    assert build.calls == 1
    assert "unreadable" in caplog.text
    assert pickle.loads(path.read_bytes()) == "again"


def test_off_builds_every_time_and_writes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, "off")
    build = Counter()
    cached("corpus", "k", build)
    cached("corpus", "k", build)
    assert build.calls == 2
    assert cache_dir() is None


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_a_folder_others_can_write_is_never_read(folder: Path) -> None:
    folder.mkdir(mode=0o700)
    cached("corpus", "k", Counter("planted"))
    folder.chmod(0o777)
    build = Counter("fresh")
    assert cache_dir() is None
    assert cached("corpus", "k", build) == "fresh"
    assert build.calls == 1


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to chown")
def test_a_folder_of_another_user_is_never_read(folder: Path) -> None:
    folder.mkdir(mode=0o700)
    os.chown(folder, 12345, 12345)
    assert cache_dir() is None


def test_a_symlinked_folder_is_not_used(folder: Path, tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir(mode=0o700)
    folder.symlink_to(real)
    assert cache_dir() is None


def test_an_unwritable_cache_still_builds(folder: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder.parent.mkdir(exist_ok=True)
    folder.write_text("a file where the folder should be")
    build = Counter("value")
    assert cached("corpus", "k", build) == "value"
    assert "disk cache off" in caplog.text


def test_a_value_that_cannot_be_pickled_is_returned_and_not_saved(folder: Path) -> None:
    value = lambda: None  # noqa: E731 - lambdas do not pickle
    assert cached("corpus", "k", lambda: value) is value
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("name", ["", "two words", "seeds-v2", "../x"])
def test_names_are_identifiers(name: str, folder: Path) -> None:
    with pytest.raises(ValueError, match="identifier"):
        cached(name, "k", Counter())


def test_file_stamps_change_when_a_file_is_edited(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text("one")
    (tmp_path / "a.txt").write_text("two")
    (tmp_path / "sub").mkdir()
    before = file_stamps(tmp_path.iterdir())
    assert [name for name, _, _ in before] == ["a.txt", "b.txt"]
    (tmp_path / "b.txt").write_text("three")
    assert file_stamps(tmp_path.iterdir()) != before


def test_the_app_starts_from_the_cache_without_the_extraction_rules(tmp_path: Path) -> None:
    """A fresh process with a saved seeds corpus never imports geo.events (0.2 s of regexes)."""
    script = (
        "import sys\n"
        "from streamlit.testing.v1 import AppTest\n"
        f"at = AppTest.from_file({str(ROOT / 'app.py')!r}, default_timeout=120).run()\n"
        "assert not at.exception, at.exception\n"
        "print(len(at.dataframe(key='table').value), 'geo.events' in sys.modules)\n"
    )
    env = {**os.environ, CACHE_ENV: str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                           cwd=ROOT, timeout=300) for _ in range(2)]
    for run in runs:
        assert run.returncode == 0, run.stderr[-2000:]
    first, second = (run.stdout.split() for run in runs)
    assert first[1] == "True" and second[1] == "False"
    assert first[0] == second[0] and int(first[0]) > 0
    assert entries(tmp_path / "cache") == ["basemap", "seeds"]


ARTICLE = ("Title: Test\nPublished: 2019-02-25\nOutlet: Test Wire\n\n"
           "Sgt. Luis Pérez crossed the Simón Bolívar bridge into Colombia on Saturday.\n")


def test_seed_corpus_is_read_back_and_rebuilt_when_an_article_changes(
        folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from geo import pipeline
    from geo.gazetteer import load_gazetteer
    from geo.geonames import GeoNames
    from geo.store import seed_corpus

    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "a.txt").write_text(ARTICLE, encoding="utf-8")
    gazetteer_path = ROOT / "data" / "gazetteer.csv"
    gazetteer, geonames = load_gazetteer(gazetteer_path), GeoNames()
    built = seed_corpus(seeds, gazetteer_path, gazetteer, geonames)
    assert [e.actors for e in built.events if e.event_type == "border_crossing"] == [("Sgt. Luis Pérez",)]

    real_build = pipeline.build_corpus
    calls = []
    monkeypatch.setattr(pipeline, "build_corpus", lambda *a, **k: calls.append(1) or real_build(*a, **k))
    assert seed_corpus(seeds, gazetteer_path, gazetteer, geonames) == built
    assert calls == []  # read back, not rebuilt
    (seeds / "a.txt").write_text(ARTICLE.replace("Luis Pérez", "Ana Rojas"), encoding="utf-8")
    rebuilt = seed_corpus(seeds, gazetteer_path, gazetteer, geonames)
    assert calls == [1]
    assert [e.actors for e in rebuilt.events if e.event_type == "border_crossing"] == [("Sgt. Ana Rojas",)]
