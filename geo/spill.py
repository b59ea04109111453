"""The build's merge on disk: events spilled to a temporary SQLite file, merged, read back in order."""

from __future__ import annotations

import itertools
import logging
import pickle
import sqlite3
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

# The merge rules themselves live in geo.events; this module only changes where events wait.
from .events import (
    _combine,
    _compatible_date_keys,
    _completeness,
    _date_key,
    _Facets,
    _facets,
    _features,
    _same_event,
    _words,
)
from .model import Event, Route, Source
from .routes import STORY_TYPES, link_routes

log = logging.getLogger(__name__)

BATCH = 2000  # rows per executemany
_PICKLE = pickle.HIGHEST_PROTOCOL
_WORDS_CACHE = 512  # evidence sentences (~4 kB each): a wire story repeats them across outlets


class SpilledEvents:
    """Per-article events written to an SQLite file as they come, then merged as
    `merge_duplicate_events` and linked as `link_routes` would. In memory stay only the evidence
    vocabulary, while clustering the founders' facets (no text), and while linking the events a
    route may hold (their sources cut to article ids, all that `link_routes` reads of them).

    Iterating yields the merged events in output order (date, then id), route ids set.
    """

    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path)
        self._db.execute("PRAGMA journal_mode = OFF")
        self._db.execute("PRAGMA synchronous = OFF")
        # Every index exists before its rows arrive, so no query needs SQLite's sorter and its
        # temporary files (which would go to /var/tmp, not here).
        self._db.executescript("""
            CREATE TABLE member (cluster INTEGER, seq INTEGER);
            CREATE INDEX member_cluster ON member (cluster);
            CREATE TABLE merged (cluster INTEGER PRIMARY KEY, sort_date TEXT, id TEXT, event BLOB);
            CREATE INDEX merged_order ON merged (sort_date, id);
        """)
        self._frequency: Counter[str] = Counter()
        self._words = lru_cache(maxsize=_WORDS_CACHE)(_words)
        self._key_width: int | None = None
        self._seq = 0
        self._route_of: dict[str, str] = {}
        self._merged = 0
        self.routes: list[Route] = []

    def close(self) -> None:
        self._db.close()

    # ------------------------------------------------------------------ spilling

    def add(self, events: Sequence[Event]) -> None:
        """Spill one article's events (in their article order)."""
        rows = []
        for event in events:
            words = self._words(event.evidence)
            self._frequency.update(words)
            key = _order_key(event)
            self._create(len(key))
            self._seq += 1
            rows.append((self._seq, *key, " ".join(words), pickle.dumps(event, _PICKLE)))
        if rows:
            marks = ",".join("?" * len(rows[0]))
            self._db.executemany(f"INSERT INTO raw VALUES ({marks})", rows)

    def _create(self, width: int) -> None:
        """The table of spilled events, one column per part of the merge order key."""
        if self._key_width is not None:
            return
        keys = [f"k{i}" for i in range(width)]
        columns, order = ", ".join(keys), ", ".join(f"{k} DESC" for k in keys)
        self._db.execute(f"CREATE TABLE raw (seq INTEGER PRIMARY KEY, {columns}, words TEXT, event BLOB)")
        self._db.execute(f"CREATE INDEX raw_order ON raw ({order}, seq)")
        self._key_width = width

    # ------------------------------------------------------------------ merging

    def finish(self) -> list[Route]:
        """Merge what was spilled and link the routes; returns the routes."""
        if self._key_width is not None:
            self._cluster()
            story = self._combine()
            self.routes, linked = link_routes(story)
            self._route_of = {e.id: e.route_id for e in linked if e.route_id is not None}
        self._db.commit()
        log.info("merged %d spilled events into %d", self._seq, self._merged)
        return self.routes

    def _ordered_facets(self, rank: dict[str, tuple[int, str]]) -> Iterator[tuple[int, _Facets]]:
        """Spilled events in `_clusters` order (most complete first, ties in arrival order), their
        words the vocabulary's own strings (`rank` holds them), so that the founders share them."""
        order = ", ".join(f"k{i} DESC" for i in range(self._key_width or 0))
        query = f"SELECT seq, words, event FROM raw ORDER BY {order}, seq"
        for seq, words, blob in self._db.execute(query):
            event = pickle.loads(blob)
            shared = frozenset(rank[w][1] for w in words.split())
            yield seq, _facets(event, {event.evidence: shared})

    def _cluster(self) -> None:
        """Greedy clustering as `events._clusters`; only the founders stay in memory."""
        rank = {w: (n, w) for w, n in self._frequency.items()}
        self._frequency = Counter()
        founders: list[_Facets] = []
        index = _FounderIndex()
        members: list[tuple[int, int]] = []
        for seq, f in self._ordered_facets(rank):
            features = _features(f, rank)
            candidates = index.candidates(f, features)
            home = next((i for i in candidates if _same_event(founders[i], f)), None)
            if home is None:
                home = len(founders)
                index.add(f, features, home)
                founders.append(_without_text(f))
            members.append((home, seq))
            if len(members) >= BATCH:
                self._db.executemany("INSERT INTO member VALUES (?, ?)", members)
                members.clear()
        self._db.executemany("INSERT INTO member VALUES (?, ?)", members)

    def _clusters(self) -> Iterator[list[Event]]:
        rows = self._db.execute("SELECT m.cluster, r.event FROM member AS m"
                                " JOIN raw AS r ON r.seq = m.seq ORDER BY m.cluster, m.rowid")
        for _, group in itertools.groupby(rows, key=lambda row: row[0]):
            yield [pickle.loads(blob) for _, blob in group]

    def _combine(self) -> list[Event]:
        """Combine each cluster, spill the result; keep only what route linking reads."""
        story: list[Event] = []
        sources: dict[str, Source] = {}  # route linking reads only a source's article id
        rows = []
        for cluster, events in enumerate(self._clusters()):
            merged = _combine(events)
            self._merged += 1
            sort_date = merged.date.iso() if merged.date else "9999"
            rows.append((cluster, sort_date, merged.id, pickle.dumps(merged, _PICKLE)))
            if _in_story(merged):
                shared = tuple(sources.setdefault(s.article_id, Source(s.article_id)) for s in merged.sources)
                story.append(replace(merged, sources=shared))
            if len(rows) >= BATCH:
                self._db.executemany("INSERT INTO merged VALUES (?, ?, ?, ?)", rows)
                rows.clear()
        self._db.executemany("INSERT INTO merged VALUES (?, ?, ?, ?)", rows)
        return story

    # ------------------------------------------------------------------ reading back

    def __len__(self) -> int:
        return self._merged

    def __iter__(self) -> Iterator[Event]:
        rows = self._db.execute("SELECT event FROM merged ORDER BY sort_date, id, cluster")
        for (blob,) in rows:
            event = pickle.loads(blob)
            route_id = self._route_of.get(event.id)
            yield event if route_id is None else replace(event, route_id=route_id)


@contextmanager
def spilled_events(directory: Path | None = None) -> Iterator[SpilledEvents]:
    """A SpilledEvents in a fresh temporary directory, removed on exit, error or not."""
    with tempfile.TemporaryDirectory(prefix="geo-build-", dir=directory) as tmp, \
            closing(SpilledEvents(Path(tmp) / "events.sqlite")) as spill:
        yield spill


class _FounderIndex:
    """`events._Postings` for founders only: features are worked out by the caller, once."""

    def __init__(self) -> None:
        self._postings: dict[tuple, dict[tuple, list[int]]] = defaultdict(lambda: defaultdict(list))

    def add(self, f: _Facets, features: set[tuple], index: int) -> None:
        key = _date_key(f.event.date)
        for feature in features:
            self._postings[(f.block, feature)][key].append(index)

    def candidates(self, f: _Facets, features: set[tuple]) -> list[int]:
        keys = _compatible_date_keys(f.event.date)
        found: set[int] = set()
        for feature in features:
            by_date = self._postings.get((f.block, feature))
            if by_date is None:
                continue
            for founders in by_date.values() if keys is None else map(by_date.get, keys):
                if founders:
                    found.update(founders)
        return sorted(found)


def _order_key(event: Event) -> tuple:
    """`events._clusters`' sort key, as SQLite columns (booleans become 0 and 1)."""
    return (*_completeness(event), event.article_id, -event.start)


def _without_text(f: _Facets) -> _Facets:
    """A founder's facets on a stand-in event holding only what `_same_event` reads."""
    e = f.event
    stand_in = Event("", e.event_type, "", 0, 0, (), date=e.date, lat=e.lat, lon=e.lon,
                     country_code=e.country_code, geo_precision=e.geo_precision, count=e.count,
                     status=e.status)
    return _Facets(stand_in, f.keys, f.names, f.named, {"": f.words})


def _in_story(event: Event) -> bool:
    """Whether `link_routes` can read the event: a superset of its two filters."""
    moves = event.origin is not None or event.destination is not None or event.via is not None
    return bool(event.actors) and (event.event_type in STORY_TYPES or moves)
