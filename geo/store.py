"""Disk caches for derived data (the seeds' corpus, the basemap, each article's events) in a private temporary folder."""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import sqlite3
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from .gazetteer import Gazetteer
    from .geonames import GeoNames
    from .model import Corpus, Event

log = logging.getLogger(__name__)

CACHE_ENV = "DEFECTION_MAP_CACHE"  # a folder to use instead of the default, or "off"
PACKAGE = Path(__file__).resolve().parent
T = TypeVar("T")
Stamp = tuple[tuple[str, int, int], ...]


def file_stamps(paths: Iterable[Path]) -> Stamp:
    """(name, mtime in ns, size) of each file, sorted: a key that changes when a file is edited."""
    stats = [(p.name, p.stat()) for p in sorted(Path(p) for p in paths) if p.is_file()]
    return tuple((name, s.st_mtime_ns, s.st_size) for name, s in stats)


@lru_cache(maxsize=1)
def code_version() -> str:
    """A digest of the geo package's source: a cache built by other rules is never read back."""
    digest = hashlib.sha256(sys.version.encode())
    for path in sorted(PACKAGE.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def cache_dir() -> Path | None:
    """The cache folder, created private (mode 0700); None when caching is off or unsafe.

    Pickles are only ever read from a folder that belongs to this user and that nobody else can
    write to, so another account on a shared machine cannot plant one.
    """
    setting = os.environ.get(CACHE_ENV, "")
    if setting.lower() == "off":
        return None
    folder = Path(setting) if setting else Path(tempfile.gettempdir()) / f"defection-map-cache-{_user()}"
    try:
        folder.mkdir(mode=0o700, parents=bool(setting), exist_ok=True)
        info = os.lstat(folder)
    except OSError as err:
        log.warning("disk cache off: cannot create %s (%s)", folder, err)
        return None
    if not _private(info):
        log.warning("disk cache off: %s is not a private folder of this user (mode 0700)", folder)
        return None
    return folder


def _user() -> str:
    return str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")


def _private(info: os.stat_result) -> bool:
    if not stat.S_ISDIR(info.st_mode):
        return False
    if not hasattr(os, "getuid"):  # Windows: the temporary folder is per user already
        return True
    return info.st_uid == os.getuid() and not info.st_mode & 0o077


def cached(name: str, key: object, build: Callable[[], T]) -> T:
    """build(), or what an earlier build() with the same name, key and code saved to disk.

    `key` must have a stable repr (tuples of strings and numbers) covering every input of build.
    A missing, unreadable or stale file is rebuilt; a cache that cannot be written is skipped.
    Only the newest entry of each name is kept.
    """
    if not name.isidentifier():
        raise ValueError(f"cache name {name!r} must be a Python identifier")
    folder = cache_dir()
    if folder is None:
        return build()
    digest = hashlib.sha256(repr((key, code_version())).encode()).hexdigest()[:32]
    path = folder / f"{name}-{digest}.pickle"
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)
    except FileNotFoundError:
        pass
    except Exception as err:  # noqa: BLE001 - any damage to a cache file means: build afresh
        log.warning("disk cache: %s is unreadable (%s); rebuilding it", path, err)
    value = build()
    _save(folder, path, value)
    return value


def _save(folder: Path, path: Path, value: object) -> None:
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.stem}", suffix=".tmp")
    except OSError as err:
        log.warning("disk cache: cannot write in %s (%s)", folder, err)
        return
    try:
        with os.fdopen(handle, "wb") as out:
            pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError) as err:
        log.warning("disk cache: cannot save %s (%s)", path, err)
        Path(temporary).unlink(missing_ok=True)
        return
    name = path.stem.rsplit("-", 1)[0]
    for old in folder.glob(f"{name}-*.pickle"):
        if old != path and old.stem.rsplit("-", 1)[0] == name:
            old.unlink(missing_ok=True)


def seed_corpus(folder: Path, gazetteer_path: Path, gazetteer: Gazetteer, geonames: GeoNames) -> Corpus:
    """The corpus built from the articles in `folder`, read back from the disk cache while nothing it
    depends on changed: the files, the gazetteer, the GeoNames data, the country outlines (where
    routes meet a border) and the code. Only a build imports the extraction rules (0.2 s)."""
    from .basemap import natural_earth_path  # basemap caches through this module

    key = (str(folder), file_stamps(folder.iterdir()), file_stamps([gazetteer_path]),
           geonames.data_version(), file_stamps([natural_earth_path()]))
    return cached("seeds", key, partial(_build_corpus, folder, gazetteer, geonames))


def _build_corpus(folder: Path, gazetteer: Gazetteer, geonames: GeoNames) -> Corpus:
    from . import articles, pipeline

    return pipeline.build_corpus(articles.iter_article_paths(folder), gazetteer, geonames=geonames)


def extraction_context(gazetteer: Gazetteer, geonames: GeoNames | None) -> str:
    """A digest of everything besides the article that decides its events: the code, the
    gazetteer's places and the GeoNames data (or that there is none)."""
    digest = hashlib.sha256(code_version().encode())
    digest.update(repr(gazetteer.places).encode())
    digest.update((geonames.data_version() if geonames is not None else "no geonames").encode())
    return digest.hexdigest()


class ExtractionCache:
    """Each article's events from earlier builds, in an SQLite file, so that a rebuild extracts only
    the articles that are new or changed. An entry's key covers the file's bytes, its metadata, its
    id and path, and the build's context (`extraction_context`); entries of another context are
    dropped when the file is opened, so it holds one set of rules' results at a time.

    Any trouble with the file (locked, damaged, unwritable) turns the cache off with a warning:
    the build then extracts everything, as without it.
    """

    FILE = "extractions.sqlite"
    COMMIT_EVERY = 200

    def __init__(self, path: Path, context: str, *, timeout: float = 5.0) -> None:
        self.path = path
        self.context = context
        self.hits = self.misses = 0
        self._pending = 0
        self._db: sqlite3.Connection | None = _open_extractions(path, context, timeout)

    @classmethod
    def in_cache_dir(cls, context: str) -> ExtractionCache | None:
        """The cache in the private cache folder; None when caching is off."""
        folder = cache_dir()
        return None if folder is None else cls(folder / cls.FILE, context)

    def key(self, path: Path, article_id: str, data: bytes, metadata: object, published: str | None) -> str:
        digest = hashlib.sha256(repr((str(path), article_id, metadata, published)).encode())
        digest.update(b"\0" + data)
        return digest.hexdigest()

    def get(self, key: str) -> tuple[Event, ...] | None:
        """The events stored under `key`, or None (also for an unreadable entry)."""
        row = self._query("SELECT events FROM article WHERE key = ?", (key,))
        events = _unpickled(row[0]) if row else None
        if events is None:
            self.misses += 1
        else:
            self.hits += 1
        return events

    def put(self, key: str, events: tuple[Event, ...]) -> None:
        blob = pickle.dumps(tuple(events), protocol=pickle.HIGHEST_PROTOCOL)
        self._query("INSERT OR REPLACE INTO article VALUES (?, ?, ?)", (key, self.context, blob))
        self._pending += 1
        if self._pending >= self.COMMIT_EVERY:
            self.commit()

    def commit(self) -> None:
        if self._db is not None and self._pending:
            self._guarded(self._db.commit)
            self._pending = 0

    def close(self) -> None:
        self.commit()
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _query(self, sql: str, params: tuple) -> tuple | None:
        if self._db is None:
            return None
        return self._guarded(lambda: self._db.execute(sql, params).fetchone())

    def _guarded(self, call: Callable[[], T]) -> T | None:
        try:
            return call()
        except sqlite3.Error as err:
            log.warning("extraction cache off: %s (%s)", self.path, err)
            self._db.close()
            self._db = None
            return None


def _open_extractions(path: Path, context: str, timeout: float) -> sqlite3.Connection | None:
    """The cache's database holding only `context`'s entries. A damaged file is started afresh;
    a busy or unwritable one is left alone (None: extract without the cache)."""
    for attempt in range(2):
        db = None
        try:
            db = sqlite3.connect(path, timeout=timeout)
            db.execute("CREATE TABLE IF NOT EXISTS article (key TEXT PRIMARY KEY, context TEXT, events BLOB)")
            db.execute("DELETE FROM article WHERE context != ?", (context,))
            db.commit()
            return db
        except sqlite3.OperationalError as err:  # locked by another build, read-only, disk full
            log.warning("extraction cache off: %s (%s)", path, err)
            return _closed(db)
        except sqlite3.DatabaseError as err:  # "file is not a database", "malformed"
            _closed(db)
            if attempt:
                log.warning("extraction cache off: %s is damaged (%s)", path, err)
                return None
            log.warning("extraction cache: %s is damaged (%s); starting it afresh", path, err)
            path.unlink(missing_ok=True)
    return None


def _closed(db: sqlite3.Connection | None) -> None:
    if db is not None:
        db.close()


def _unpickled(blob: bytes) -> tuple[Event, ...] | None:
    try:
        return pickle.loads(blob)
    except Exception as err:  # noqa: BLE001 - any damage to an entry means: extract afresh
        log.warning("extraction cache: an entry is unreadable (%s); extracting the article again", err)
        return None
