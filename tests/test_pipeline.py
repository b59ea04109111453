"""Tests for geo.pipeline: one article, a corpus, uploads, and merging corpora."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from geo.articles import iter_article_paths
from geo.export import write_outputs
from geo.pipeline import build_corpus, build_on_disk, load_uploads, masked_text, merge_corpora
from geo.store import ExtractionCache

from .conftest import SEEDS


@pytest.fixture(scope="module")
def seed_corpus(gazetteer):
    return build_corpus(iter_article_paths(SEEDS), gazetteer)


def test_masked_text_blanks_what_cleaning_dropped_and_keeps_offsets(seed_corpus):
    for article in seed_corpus.articles:
        masked = masked_text(article)
        assert len(masked) == len(article.text)
        for start, end in article.kept:
            assert masked[start:end] == article.text[start:end]
        assert masked.strip() != article.text.strip() or article.kept == ((0, len(article.text)),)


def test_build_without_articles_keeps_the_same_events_and_drops_the_text(gazetteer, seed_corpus):
    lean = build_corpus(iter_article_paths(SEEDS), gazetteer, keep_articles=False)
    assert lean.articles == () and lean.places == ()
    assert lean.events == seed_corpus.events
    assert lean.routes == seed_corpus.routes
    assert seed_corpus.places  # the app's corpus keeps the place mentions for its places layer


def test_a_bad_file_is_named_and_the_others_still_load(gazetteer, tmp_path: Path):
    good = tmp_path / "good.txt"
    good.write_text("Published: 2019-02-25\n\nA Venezuelan soldier crossed into Cúcuta on Saturday.\n",
                    encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\x00\x01\x02" * 100)
    corpus = build_corpus([bad, good], gazetteer)
    assert len(corpus.errors) == 1 and "bad.txt" in corpus.errors[0]
    assert len(corpus.articles) == 1
    assert any(e.event_type == "border_crossing" for e in corpus.events)


def test_merging_uploads_into_the_seeds_loses_nothing_and_dedupes_a_repeat(gazetteer, seed_corpus):
    first = sorted(SEEDS.glob("*.txt"))[0]
    upload = load_uploads([("copy.txt", first.read_bytes())], gazetteer)
    merged = merge_corpora(seed_corpus, upload)
    assert len(merged.articles) == len(seed_corpus.articles) + 1
    # the copy reports the same events: they gain a source instead of becoming new rows
    assert len(merged.events) == len(seed_corpus.events)
    assert sum(len(e.sources) for e in merged.events) > sum(len(e.sources) for e in seed_corpus.events)


def test_build_on_disk_streams_the_outputs_of_the_corpus_in_memory(gazetteer, seed_corpus, tmp_path):
    with build_on_disk(iter_article_paths(SEEDS), gazetteer) as built:
        assert built.routes == seed_corpus.routes and len(built.events) == len(seed_corpus.events)
        streamed = write_outputs(built.events, built.routes, tmp_path / "disk")
    in_memory = write_outputs(seed_corpus.events, seed_corpus.routes, tmp_path / "memory")
    assert [p.read_bytes() for p in streamed] == [p.read_bytes() for p in in_memory]


@pytest.mark.parametrize("fail", [False, True], ids=["finished", "interrupted"])
def test_build_on_disk_removes_its_temporary_folder(gazetteer, tmp_path, monkeypatch, fail):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    seen: list[list[Path]] = []

    def progress(n: int, total: int) -> None:
        seen.append(list(tmp_path.glob("geo-build-*/*")))
        if fail:
            raise RuntimeError("interrupted")

    try:
        with build_on_disk(iter_article_paths(SEEDS), gazetteer, progress=progress) as built:
            assert list(built.events)
    except RuntimeError:
        assert fail
    assert seen and seen[0]  # the spill file was in the temporary directory ...
    assert list(tmp_path.iterdir()) == []  # ... and nothing is left there


def test_files_sharing_a_stem_are_two_articles(gazetteer, tmp_path: Path):
    body = "Published: 2019-02-25\n\nA Venezuelan soldier crossed into Cúcuta on Saturday.\n"
    (tmp_path / "story.txt").write_text(body, encoding="utf-8")
    (tmp_path / "story.md").write_text(body.replace("Cúcuta", "Pacaraima"), encoding="utf-8")
    corpus = build_corpus(iter_article_paths(tmp_path), gazetteer)
    assert sorted(a.id for a in corpus.articles) == ["story.md", "story.txt"]
    assert len({e.id for e in corpus.events}) == len(corpus.events)
    assert {e.place for e in corpus.events} >= {"Cúcuta", "Pacaraima"}


def test_an_upload_named_like_a_seed_gets_its_own_id(gazetteer, seed_corpus):
    first = sorted(SEEDS.glob("*.txt"))[0]
    upload = load_uploads([(first.name, first.read_bytes())], gazetteer, beside=[seed_corpus, None])
    assert upload.articles[0].id == first.name and first.stem in [a.id for a in seed_corpus.articles]
    merged = merge_corpora(seed_corpus, upload)
    assert len({e.id for e in merged.events}) == len(merged.events)


def _folder_for_processes(tmp_path: Path) -> list[Path]:
    """The seeds, a bad file between them, and a folder whose metadata.csv is broken."""
    good = tmp_path / "good"
    shutil.copytree(SEEDS, good)
    (good / "002_binary.txt").write_bytes(b"\x00\x01\x02" * 100)
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "metadata.csv").write_text("name,published\nx.txt,2019\n", encoding="utf-8")  # no file column
    (broken / "x.txt").write_text("A soldier crossed into Cúcuta.\n", encoding="utf-8")
    return iter_article_paths(good) + iter_article_paths(broken)


@pytest.mark.parametrize("with_cache", [False, True], ids=["no cache", "cache"])
def test_a_build_in_two_processes_writes_what_one_writes(gazetteer, tmp_path, with_cache):
    paths = _folder_for_processes(tmp_path)
    written, failures = [], []
    for jobs in (1, 2):
        cache = ExtractionCache(tmp_path / f"cache{jobs}.sqlite", "ctx") if with_cache else None
        for attempt in range(2 if with_cache else 1):  # with a cache: filling it, then reading it
            with build_on_disk(paths, gazetteer, cache=cache, jobs=jobs) as built:
                out = write_outputs(built.events, built.routes, tmp_path / f"out{jobs}-{attempt}")
                written.append([p.read_bytes() for p in out])
                failures.append(built.errors)
        if cache is not None:
            cache.close()
    assert all(w == written[0] for w in written) and len(written[0]) == 3
    assert all(f == failures[0] for f in failures)
    assert [Path(f.split(":")[0]).name for f in failures[0]] == ["002_binary.txt", "metadata.csv"]
