"""Article text -> places -> events -> routes, for one article or a whole corpus, streaming."""

from __future__ import annotations

import logging
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
    """The article text with everything outside the kept spans blanked, offsets unchanged."""
    pieces, pos = [], 0
    for start, end in article.kept:
        pieces.append(" " * (start - pos))
        pieces.append(article.text[start:end])
        pos = end
    pieces.append(" " * (len(article.text) - pos))
    return "".join(pieces)


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
    for path, article_id, meta in _article_files(paths, errors):
        try:
            article = _with_id(articles_mod.load_article(path, metadata=meta, published=published), article_id)
            yield extract_article(article, gazetteer, geonames=geonames, geocoder=geocoder)
        except GeoError as err:
            _skip(err, errors)


def iter_events(paths: Iterable[Path], gazetteer: Gazetteer, *, published: str | None = None,
                geonames=None, geocoder: Geocode | None = None, errors: list[str] | None = None,
                cache: ExtractionCache | None = None) -> Iterator[tuple[Event, ...]]:
    """Each article's events, as `iter_results` finds them, read from `cache` for an article it
    has seen unchanged. Answers from an online geocoder may change, so they are never cached."""
    if cache is None or geocoder is not None:
        for result in iter_results(paths, gazetteer, published=published, geonames=geonames,
                                   geocoder=geocoder, errors=errors):
            yield result.events
        return
    for path, article_id, meta in _article_files(paths, errors):
        try:
            data = articles_mod.read_article_bytes(path)
            key = cache.key(path, article_id, data, meta, published)
            events = cache.get(key)
            if events is None:
                article = articles_mod.load_article(path, metadata=meta, published=published, data=data)
                events = extract_article(_with_id(article, article_id), gazetteer, geonames=geonames).events
                cache.put(key, events)
            yield events
        except GeoError as err:
            _skip(err, errors)


def _article_files(paths: Iterable[Path], errors: list[str] | None) -> Iterator[tuple[Path, str, dict | None]]:
    """(path, article id, metadata.csv row or None) of each file; a folder whose metadata.csv is
    broken skips its files, each with the error."""
    metadata_by_dir: dict[Path, dict] = {}
    paths = [Path(p) for p in paths]
    ids = articles_mod.article_ids([p.name for p in paths])  # a.txt and a.html are two articles
    for path, article_id in zip(paths, ids):
        try:
            if path.parent not in metadata_by_dir:
                metadata_by_dir[path.parent] = articles_mod.read_metadata(path.parent)
        except GeoError as err:
            _skip(err, errors)
            continue
        yield path, article_id, metadata_by_dir[path.parent].get(path.name)


def _skip(err: GeoError, errors: list[str] | None) -> None:
    log.warning("%s", err)
    if errors is not None:
        errors.append(str(err))


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
                  progress: Progress | None = None, cache: ExtractionCache | None = None) -> Iterator[Build]:
    """What `build_corpus(..., keep_articles=False)` makes, with memory that does not follow the
    corpus: each article's events go to a temporary SQLite file (see geo.spill), deleted on exit.
    With a `cache`, articles it holds unchanged are not extracted again (see `iter_events`)."""
    paths = list(paths)
    errors: list[str] = []
    events = iter_events(paths, gazetteer, published=published, geonames=geonames,
                         geocoder=geocoder, errors=errors, cache=cache)
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
