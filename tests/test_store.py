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


# ---------------------------------------------------------------------------- extraction cache

def _corpus(tmp_path: Path, names: tuple[str, ...] = ("001_a3b0a772340f83d5.txt", "004_ce5ec571f8af0d4d.txt")) -> Path:
    folder = tmp_path / "articles"
    folder.mkdir()
    for name in names:
        (folder / name).write_bytes((ROOT / "seeds" / name).read_bytes())
    return folder


def _build(folder: Path, gazetteer, cache, out: Path, **kw) -> dict[str, bytes]:
    from geo.articles import iter_article_paths
    from geo.export import write_outputs
    from geo.pipeline import build_on_disk

    with build_on_disk(iter_article_paths(folder), gazetteer, cache=cache, **kw) as built:
        written = write_outputs(built.events, built.routes, out)
    return {p.name: p.read_bytes() for p in written}


class CountingExtract:
    """geo.pipeline.extract_article, counting the articles it is asked to extract."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from geo import pipeline

        self.ids: list[str] = []
        real = pipeline.extract_article

        def extract(article, *a, **k):
            self.ids.append(article.id)
            return real(article, *a, **k)

        monkeypatch.setattr(pipeline, "extract_article", extract)


def test_a_rebuild_reads_unchanged_articles_from_the_cache(folder, tmp_path, gazetteer, monkeypatch) -> None:
    articles, calls = _corpus(tmp_path), CountingExtract(monkeypatch)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        first = _build(articles, gazetteer, cache, tmp_path / "one")
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        second = _build(articles, gazetteer, cache, tmp_path / "two")
        assert (cache.hits, cache.misses) == (2, 0)
    assert len(calls.ids) == 2  # the first build only
    assert second == first
    assert first == _build(articles, gazetteer, None, tmp_path / "uncached")


def test_an_edited_article_and_a_new_one_are_extracted_again(folder, tmp_path, gazetteer, monkeypatch) -> None:
    articles = _corpus(tmp_path)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        _build(articles, gazetteer, cache, tmp_path / "one")
    edited = articles / "004_ce5ec571f8af0d4d.txt"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nOn Tuesday, two army sergeants crossed into Maicao.\n",
                      encoding="utf-8")
    (articles / "005_new.txt").write_bytes((ROOT / "seeds" / "003_d0d957609dc7296e.txt").read_bytes())
    calls = CountingExtract(monkeypatch)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        got = _build(articles, gazetteer, cache, tmp_path / "two")
    assert sorted(calls.ids) == ["004_ce5ec571f8af0d4d", "005_new"]
    assert got == _build(articles, gazetteer, None, tmp_path / "uncached")
    assert "Maicao" in got["events.csv"].decode("utf-8-sig")


@pytest.mark.parametrize("change", ["context", "published", "metadata"])
def test_what_else_decides_the_events_is_part_of_the_key(change, folder, tmp_path, gazetteer, monkeypatch) -> None:
    articles = _corpus(tmp_path)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        _build(articles, gazetteer, cache, tmp_path / "one")
    kw, context = {}, "ctx"
    if change == "context":
        context = "another gazetteer"
    elif change == "published":
        kw = {"published": "2019-06-01"}
    else:
        (articles / "metadata.csv").write_text("file,outlet,published\n001_a3b0a772340f83d5.txt,Wire,2019-12-09\n"
                                               "004_ce5ec571f8af0d4d.txt,Wire,2019-05-02\n", encoding="utf-8")
    calls = CountingExtract(monkeypatch)
    with store.ExtractionCache.in_cache_dir(context) as cache:
        _build(articles, gazetteer, cache, tmp_path / "two", **kw)
    assert len(calls.ids) == 2


def test_the_context_follows_gazetteer_geonames_and_code(gazetteer, tiny_gazetteer, geonames) -> None:
    contexts = {store.extraction_context(gazetteer, geonames), store.extraction_context(tiny_gazetteer, geonames),
                store.extraction_context(gazetteer, None)}
    assert len(contexts) == 3
    assert store.extraction_context(gazetteer, geonames) == store.extraction_context(gazetteer, geonames)


def test_bad_files_are_reported_on_every_build(folder, tmp_path, gazetteer) -> None:
    from geo.articles import iter_article_paths
    from geo.pipeline import build_on_disk

    articles = _corpus(tmp_path)
    (articles / "zz_empty.txt").write_bytes(b"")
    for _ in range(2):
        with store.ExtractionCache.in_cache_dir("ctx") as cache, \
                build_on_disk(iter_article_paths(articles), gazetteer, cache=cache) as built:
            assert len(built.errors) == 1 and "zz_empty.txt" in built.errors[0]


@pytest.mark.parametrize("damage", [b"not a database at all" * 100, b""])
def test_a_damaged_cache_file_is_started_afresh(damage, folder, tmp_path, gazetteer, caplog) -> None:
    articles = _corpus(tmp_path)
    folder.mkdir(mode=0o700)
    (folder / store.ExtractionCache.FILE).write_bytes(damage)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        got = _build(articles, gazetteer, cache, tmp_path / "one")
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        assert _build(articles, gazetteer, cache, tmp_path / "two") == got
        assert cache.hits == 2
    assert got == _build(articles, gazetteer, None, tmp_path / "uncached")


def test_an_unreadable_entry_is_extracted_again(folder, tmp_path, gazetteer, monkeypatch, caplog) -> None:
    import sqlite3

    articles = _corpus(tmp_path)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        first = _build(articles, gazetteer, cache, tmp_path / "one")
    with sqlite3.connect(folder / store.ExtractionCache.FILE) as db:
        db.execute("UPDATE article SET events = ?", (b"\x80\x05garbage",))
    calls = CountingExtract(monkeypatch)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        assert _build(articles, gazetteer, cache, tmp_path / "two") == first
    assert len(calls.ids) == 2
    assert "unreadable" in caplog.text


def test_a_busy_cache_is_left_alone_and_the_build_goes_on(folder, tmp_path, gazetteer, caplog) -> None:
    import sqlite3

    articles = _corpus(tmp_path)
    folder.mkdir(mode=0o700)
    path = folder / store.ExtractionCache.FILE
    store.ExtractionCache(path, "ctx").close()
    other = sqlite3.connect(path)
    other.execute("BEGIN EXCLUSIVE")  # another build holds it
    try:
        with store.ExtractionCache(path, "ctx", timeout=0.1) as cache:
            got = _build(articles, gazetteer, cache, tmp_path / "one")
    finally:
        other.rollback()
        other.close()
    assert got == _build(articles, gazetteer, None, tmp_path / "uncached")
    assert "extraction cache off" in caplog.text
    assert path.exists()  # a busy file is not someone else's damage: never deleted


def test_cache_off_means_no_extraction_cache(monkeypatch) -> None:
    monkeypatch.setenv(CACHE_ENV, "off")
    assert store.ExtractionCache.in_cache_dir("ctx") is None


def test_an_online_geocoder_bypasses_the_cache(folder, tmp_path, gazetteer) -> None:
    articles = _corpus(tmp_path)
    with store.ExtractionCache.in_cache_dir("ctx") as cache:
        _build(articles, gazetteer, cache, tmp_path / "one", geocoder=lambda query: None)
        assert (cache.hits, cache.misses) == (0, 0)
