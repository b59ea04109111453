"""Article text -> places -> events -> routes, for one article or a whole corpus, streaming."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from . import articles as articles_mod
from .errors import GeoError
from .events import extract_events, haversine_km, merge_duplicate_events
from .gazetteer import Gazetteer
from .geoparse import Geocode, resolve_mentions
from .model import Article, Corpus, Event, Place, ResolvedMention, Route
from .routes import link_routes
from .spill import SpilledEvents, spilled_events
from .store import ExtractionCache
from .workers import ordered_map

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
MAX_UPLOAD_BYTES = 2_000_000


@dataclass(frozen=True)
class ArticleResult:
    """Everything extracted from one article."""

    article: Article
    places: tuple[ResolvedMention, ...]
    events: tuple[Event, ...]


def masked_text(article: Article) -> str:
    """The article text with everything outside the kept spans blanked, offsets unchanged.

    The line breaks of a blanked stretch stay, so a kept paragraph still opens a line ("In Dublin, about 60
    Venezuelans gathered ..." after the paragraph before it)."""
    pieces, pos = [], 0
    for start, end in article.kept:
        pieces.append(_blank(article.text[pos:start]))
        pieces.append(article.text[start:end])
        pos = end
    pieces.append(_blank(article.text[pos:]))
    return "".join(pieces)


_NOT_A_LINE_BREAK = re.compile(r"[^\n]")


def _blank(dropped: str) -> str:
    return _NOT_A_LINE_BREAK.sub(" ", dropped)


_BORDER_KM = 15.0  # a bridge this near a place of another country spans the border


@lru_cache(maxsize=4)
def border_bridges(gazetteer: Gazetteer) -> tuple[Place, ...]:
    """The gazetteer's bridges that span a border (a place of another country lies next to them),
    computed once per gazetteer: an unnamed "international bridge" can only be one of these."""
    bridges = [p for p in gazetteer.places if p.kind == "bridge"]
    return tuple(b for b in bridges if any(
        p.country_code != b.country_code and p.kind != "country"
        and haversine_km((b.lat, b.lon), (p.lat, p.lon)) <= _BORDER_KM for p in gazetteer.places))


def extract_places(article: Article, gazetteer: Gazetteer, *, geonames=None,
                   geocoder: Geocode | None = None) -> list[ResolvedMention]:
    """Every place mentioned in the article's kept text, resolved."""
    return resolve_mentions(masked_text(article), gazetteer, geonames=geonames, geocoder=geocoder)


def extract_article(article: Article, gazetteer: Gazetteer, *, geonames=None,
                    geocoder: Geocode | None = None) -> ArticleResult:
    """Places and events of one article."""
    places = extract_places(article, gazetteer, geonames=geonames, geocoder=geocoder)
    sentences = articles_mod.split_sentences(article)
    events = extract_events(article, sentences, places, bridges=border_bridges(gazetteer))
    return ArticleResult(article, tuple(places), tuple(events))


def iter_results(paths: Iterable[Path], gazetteer: Gazetteer, *, published: str | None = None,
                 geonames=None, geocoder: Geocode | None = None,
                 errors: list[str] | None = None) -> Iterator[ArticleResult]:
    """Load and extract each article in turn; a bad file is logged into `errors` and skipped."""
    for found in _article_files(paths):
        try:
            if isinstance(found, GeoError):
                raise found
            path, article_id, meta = found
            article = _with_id(articles_mod.load_article(path, metadata=meta, published=published), article_id)
            yield extract_article(article, gazetteer, geonames=geonames, geocoder=geocoder)
        except GeoError as err:
            _skip(str(err), errors)


@dataclass(frozen=True)
class _Task:
    """One article to extract: where it is, its id and metadata.csv row, and its bytes and cache
    key when the cache was asked about it first."""

    path: Path
    article_id: str
    meta: dict | None
    data: bytes | None = None
    key: str | None = None


@dataclass(frozen=True)
class _Extracted:
    """An article's events (with the cache key to keep them under), or why it has none."""

    events: tuple[Event, ...] = ()
    key: str | None = None
    error: str | None = None


@dataclass(frozen=True)
class _Extractor:
    """Extracts one `_Task`; plain data, so that worker processes can be sent it."""

    gazetteer: Gazetteer
    published: str | None = None
    geonames: object = None
    geocoder: Geocode | None = None

    def __call__(self, task: _Task) -> _Extracted:
        try:
            article = articles_mod.load_article(task.path, metadata=task.meta, published=self.published,
                                                data=task.data)
            events = extract_article(_with_id(article, task.article_id), self.gazetteer,
                                     geonames=self.geonames, geocoder=self.geocoder).events
        except GeoError as err:
            return _Extracted(error=str(err))
        return _Extracted(events, task.key)


def iter_events(paths: Iterable[Path], gazetteer: Gazetteer, *, published: str | None = None,
                geonames=None, geocoder: Geocode | None = None, errors: list[str] | None = None,
                cache: ExtractionCache | None = None, jobs: int = 1) -> Iterator[tuple[Event, ...]]:
    """Each article's events, in the order of `paths`, read from `cache` for an article it has
    seen unchanged; the others are extracted in `jobs` processes (see geo.workers), which gives
    the same events in the same order as one. Answers from an online geocoder may change and come
    at most once a second, so with one nothing is cached and everything runs in this process."""
    if geocoder is not None:
        cache, jobs = None, 1
    extract = _Extractor(gazetteer, published, geonames, geocoder)
    tasks = _tasks(_article_files(paths), published, cache)
    for result in ordered_map(extract, tasks, jobs, done=lambda item: isinstance(item, _Extracted)):
        if result.error is not None:
            _skip(result.error, errors)
            continue
        if cache is not None and result.key is not None:
            cache.put(result.key, result.events)
        yield result.events


def _tasks(files: Iterable[tuple[Path, str, dict | None] | GeoError], published: str | None,
           cache: ExtractionCache | None) -> Iterator[_Task | _Extracted]:
    """What each file needs: extracting, or nothing (its events are in `cache`, or it failed)."""
    for found in files:
        if isinstance(found, GeoError):
            yield _Extracted(error=str(found))
        elif cache is None:
            yield _Task(*found)
        else:
            yield _cached_or_task(*found, published=published, cache=cache)


def _cached_or_task(path: Path, article_id: str, meta: dict | None, *, published: str | None,
                    cache: ExtractionCache) -> _Task | _Extracted:
    try:
        data = articles_mod.read_article_bytes(path)
    except GeoError as err:
        return _Extracted(error=str(err))
    key = cache.key(path, article_id, data, meta, published)
    events = cache.get(key)
    return _Task(path, article_id, meta, data, key) if events is None else _Extracted(events)


def _article_files(paths: Iterable[Path]) -> Iterator[tuple[Path, str, dict | None] | GeoError]:
    """(path, article id, metadata.csv row or None) of each file, in order; for a file in a folder
    whose metadata.csv is broken, that error instead."""
    metadata_by_dir: dict[Path, dict | GeoError] = {}
    paths = [Path(p) for p in paths]
    ids = articles_mod.article_ids([p.name for p in paths])  # a.txt and a.html are two articles
    for path, article_id in zip(paths, ids):
        if path.parent not in metadata_by_dir:
            try:
                metadata_by_dir[path.parent] = articles_mod.read_metadata(path.parent)
            except GeoError as err:
                metadata_by_dir[path.parent] = err
        rows = metadata_by_dir[path.parent]
        yield rows if isinstance(rows, GeoError) else (path, article_id, rows.get(path.name))


def _skip(message: str, errors: list[str] | None) -> None:
    log.warning("%s", message)
    if errors is not None:
        errors.append(message)


def assemble(results: Iterable[ArticleResult], *, keep_articles: bool = True,
             errors: Iterable[str] = (), progress: Progress | None = None, total: int = 0) -> Corpus:
    """Merge per-article results: one event per real-world event, routes linked.

    Without `keep_articles` only the events are kept (what `build` writes): the articles and their
    place mentions are dropped as soon as they are read, so memory follows the events, not the text.
    """
    kept_articles, places, events = [], [], []
    for n, result in enumerate(results, 1):
        if keep_articles:
            kept_articles.append(result.article)
            places.extend((result.article.id, p) for p in result.places)
        events.extend(result.events)
        if progress is not None:
            progress(n, total)
    merged = merge_duplicate_events(events)
    routes, linked = link_routes(merged)
    return Corpus(tuple(kept_articles), tuple(places), tuple(linked), tuple(routes), tuple(errors))


@dataclass(frozen=True)
class Build:
    """A corpus built on disk: `events` reads the merged events back in output order each time
    it is iterated, so they never all sit in memory."""

    events: SpilledEvents
    routes: tuple[Route, ...]
    errors: tuple[str, ...]


@contextmanager
def build_on_disk(paths: Iterable[Path], gazetteer: Gazetteer, *, published: str | None = None,
                  geonames=None, geocoder: Geocode | None = None,
                  progress: Progress | None = None, cache: ExtractionCache | None = None,
                  jobs: int = 1) -> Iterator[Build]:
    """What `build_corpus(..., keep_articles=False)` makes, with memory that does not follow the
    corpus: each article's events go to a temporary SQLite file (see geo.spill), deleted on exit.
    With a `cache`, articles it holds unchanged are not extracted again; the others are extracted
    in `jobs` processes, with the same result as in one (see `iter_events`)."""
    paths = list(paths)
    errors: list[str] = []
    events = iter_events(paths, gazetteer, published=published, geonames=geonames,
                         geocoder=geocoder, errors=errors, cache=cache, jobs=jobs)
    with spilled_events() as spill:
        for n, article_events in enumerate(events, 1):
            spill.add(article_events)
            if progress is not None:
                progress(n, len(paths))
        if cache is not None:
            cache.commit()
        routes = spill.finish()
        yield Build(spill, tuple(routes), tuple(errors))


def build_corpus(paths: Iterable[Path], gazetteer: Gazetteer, *, published: str | None = None,
                 geonames=None, geocoder: Geocode | None = None, progress: Progress | None = None,
                 keep_articles: bool = True) -> Corpus:
    """Build the corpus from article files; bad files end up in Corpus.errors, named.

    Without `keep_articles` the merge runs on disk (`build_on_disk`); the result is the same.
    """
    if not keep_articles:
        with build_on_disk(paths, gazetteer, published=published, geonames=geonames,
                           geocoder=geocoder, progress=progress) as built:
            return Corpus(events=tuple(built.events), routes=built.routes, errors=built.errors)
    paths = list(paths)
    errors: list[str] = []
    results = iter_results(paths, gazetteer, published=published, geonames=geonames,
                           geocoder=geocoder, errors=errors)
    corpus = assemble(results, progress=progress, total=len(paths))
    return Corpus(corpus.articles, corpus.places, corpus.events, corpus.routes, tuple(errors))


def load_uploads(files: Iterable[tuple[str, bytes]], gazetteer: Gazetteer, *,
                 max_bytes: int = MAX_UPLOAD_BYTES, geonames=None,
                 progress: Progress | None = None, beside: Iterable[Corpus | None] = ()) -> Corpus:
    """Articles uploaded in the app: (file name, bytes) pairs; each bad file becomes one error.
    Article ids avoid each other and those of the corpora already loaded `beside` them (an upload
    named like a seed stays apart)."""
    files = list(files)
    taken = [a.id for corpus in beside if corpus for a in corpus.articles]
    ids = articles_mod.article_ids([name for name, _ in files], taken)
    errors: list[str] = []
    results = []
    for n, ((name, data), article_id) in enumerate(zip(files, ids), 1):
        try:
            article = _with_id(articles_mod.article_from_bytes(data, name, max_bytes=max_bytes), article_id)
            results.append(extract_article(article, gazetteer, geonames=geonames))
        except GeoError as err:
            errors.append(str(err))
        if progress is not None:
            progress(n, len(files))
    corpus = assemble(results)
    return Corpus(corpus.articles, corpus.places, corpus.events, corpus.routes, tuple(errors))


def merge_corpora(*corpora: Corpus) -> Corpus:
    """One corpus from several (seeds plus uploads): events deduplicated again, routes relinked."""
    events = [e for c in corpora for e in c.events]
    plain = [e if e.route_id is None else _without_route(e) for e in events]
    routes, linked = link_routes(merge_duplicate_events(plain))
    return Corpus(tuple(a for c in corpora for a in c.articles),
                  tuple(p for c in corpora for p in c.places), tuple(linked), tuple(routes),
                  tuple(err for c in corpora for err in c.errors))


def _with_id(article: Article, article_id: str) -> Article:
    return article if article.id == article_id else replace(article, id=article_id)


def _without_route(event: Event) -> Event:
    return replace(event, route_id=None)
