"""The curated gazetteer: loading and checking the CSV, and finding every name it knows in a text."""

from __future__ import annotations

import csv
import io
import logging
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import ahocorasick
from geopy.location import Location

from .countries import country_bbox, country_codes, country_name
from .errors import GazetteerError
from .model import PLACE_KINDS, Mention, Place
from .textfold import fold, fold_key

log = logging.getLogger(__name__)

REQUIRED_COLUMNS = ("id", "name", "aliases", "kind", "country_code", "admin1", "lat", "lon",
                    "geonames_id", "source")
BBOX_MARGIN = 0.5  # degrees of slack around a country's Natural Earth bounding box
MAX_PROBLEMS_SHOWN = 10


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a gazetteer file, at a line."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True)
class NameMatch:
    """A span of text that equals one of the gazetteer's names, with every place that name may mean."""

    mention: Mention
    places: tuple[Place, ...]
    alias: str

    @property
    def start(self) -> int:
        return self.mention.start

    @property
    def end(self) -> int:
        return self.mention.end


def _decode(data: bytes, shown: str) -> tuple[str | None, list[Problem]]:
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        col = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        bad = data[err.start:err.start + 1]
        msg = f"bad encoding: byte {bad!r} at column {col} is not UTF-8; save the file as UTF-8"
        return None, [Problem(shown, line, msg)]


def _decimals(value: str) -> int:
    return len(value.split(".", 1)[1]) if "." in value else 0


def _coordinate(row: dict, key: str, limit: float, problems: list, where: tuple) -> float | None:
    raw = (row.get(key) or "").strip()
    name = "latitude" if key == "lat" else "longitude"
    try:
        value = float(raw)
    except ValueError:
        problems.append(Problem(*where, f"{name} {raw!r} is not a number"))
        return None
    if not -limit <= value <= limit:
        problems.append(Problem(*where, f"{name} {value} is outside -{limit:g}..{limit:g}"))
        return None
    if _decimals(raw) < 4:
        problems.append(Problem(*where, f"{name} {raw!r} has fewer than 4 decimals"))
    return value


def _row_to_place(row: dict, where: tuple, problems: list) -> Place | None:
    before = len(problems)
    ident, name = (row.get("id") or "").strip(), (row.get("name") or "").strip()
    kind, cc = (row.get("kind") or "").strip(), (row.get("country_code") or "").strip().upper()
    if not ident or not name:
        problems.append(Problem(*where, f"id {ident!r} and name {name!r} must both be non-empty"))
    if kind not in PLACE_KINDS:
        problems.append(Problem(*where, f"kind {kind!r} is not one of {', '.join(sorted(PLACE_KINDS))}"))
    if cc not in country_codes():
        problems.append(Problem(*where, f"unknown country code {cc!r}; use ISO 3166-1 alpha-2 such as 'VE'"))
    lat = _coordinate(row, "lat", 90, problems, where)
    lon = _coordinate(row, "lon", 180, problems, where)
    gid = (row.get("geonames_id") or "").strip()
    if gid and not gid.isdigit():
        problems.append(Problem(*where, f"geonames_id {gid!r} is not a whole number"))
    flag = (row.get("needs_context") or "").strip()
    if flag not in ("", "0", "1"):
        problems.append(Problem(*where, f"needs_context {flag!r} must be empty, 0 or 1"))
    if len(problems) > before or lat is None or lon is None:
        return None
    aliases = tuple(a.strip() for a in (row.get("aliases") or "").split("|") if a.strip())
    return Place(id=ident, name=name, kind=kind, country_code=cc, lat=lat, lon=lon,
                 admin1=(row.get("admin1") or "").strip(), aliases=aliases,
                 geonames_id=int(gid) if gid else None, source=(row.get("source") or "").strip(),
                 needs_context=flag == "1")


# Islands the 1:110m Natural Earth outline leaves out of a country's box: (west, south, east, north).
OUTLYING_ISLANDS = {
    "PT": ((-31.5, 30.0, -15.5, 40.0),),  # Madeira and the Azores
    "ES": ((-18.5, 27.5, -13.2, 29.5),),  # the Canary Islands
}


def _outside_country(place: Place) -> bool:
    box = country_bbox(place.country_code)
    if box is None:
        return False
    return not any(_in_box(place, b, BBOX_MARGIN)
                   for b in (box, *OUTLYING_ISLANDS.get(place.country_code, ())))


def _in_box(place: Place, box: tuple[float, float, float, float], margin: float) -> bool:
    west, south, east, north = box
    return south - margin <= place.lat <= north + margin and west - margin <= place.lon <= east + margin


def _check_aliases(placed: list[tuple[int, Place]], shown: str) -> list[Problem]:
    owners: dict[str, list[tuple[int, Place]]] = defaultdict(list)
    for line, place in placed:
        for key in {fold_key(n) for n in (place.name, *place.aliases)}:
            owners[key].append((line, place))
    problems = []
    for key, claims in owners.items():
        seen: dict[tuple[str, str], tuple[int, Place]] = {}
        for line, place in claims:
            tag = (place.country_code, fold_key(place.admin1))
            if tag in seen:
                first_line, first = seen[tag]
                problems.append(Problem(shown, line, (
                    f"alias {key!r} is claimed by {first.id!r} (line {first_line}) and {place.id!r}, "
                    f"both in {place.country_code}/{place.admin1 or '-'}: nothing tells them apart; "
                    "remove the alias from one of them")))
            else:
                seen[tag] = (line, place)
    return problems


def parse_gazetteer(data: bytes, shown: str) -> tuple[list[Place], list[Problem]]:
    """Parse gazetteer CSV bytes; return the valid places and every problem found."""
    text, problems = _decode(data, shown)
    if text is None:
        return [], problems
    reader = csv.DictReader(io.StringIO(text, newline=""))
    missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
    if missing:
        return [], [Problem(shown, 1, f"missing column(s) {', '.join(missing)}; "
                                      f"the header needs {','.join(REQUIRED_COLUMNS)}")]
    placed: list[tuple[int, Place]] = []
    first_line_of: dict[str, int] = {}
    for row in reader:
        line = reader.line_num
        if None in row or any(v is None for v in row.values()):
            problems.append(Problem(shown, line, f"row has {len(row) + len(row.get(None) or []) - (None in row)} "
                                                 f"fields, the header has {len(reader.fieldnames)}"))
            continue
        place = _row_to_place(row, (shown, line), problems)
        if place is None:
            continue
        if place.id in first_line_of:
            problems.append(Problem(shown, line, f"duplicate id {place.id!r} (first on line {first_line_of[place.id]})"))
            continue
        first_line_of[place.id] = line
        if _outside_country(place):
            problems.append(Problem(shown, line, (
                f"{place.name!r} at ({place.lat}, {place.lon}) is outside the bounding box of "
                f"{country_name(place.country_code)} ({place.country_code}); check the coordinates "
                "(latitude first) and the country code")))
        placed.append((line, place))
    problems.extend(_check_aliases(placed, shown))
    problems.sort(key=lambda p: p.line)
    return [p for _, p in placed], problems


def check_gazetteer(path: Path) -> list[Problem]:
    """Every problem in the gazetteer file at `path` (empty when it is valid)."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        return [Problem(str(path), 0, f"cannot read the gazetteer: {err.strerror}")]
    return parse_gazetteer(data, str(path))[1]


def load_gazetteer(path: Path) -> Gazetteer:
    """Load and validate the gazetteer; raise GazetteerError listing `file:line: message` problems."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise GazetteerError(f"{path}: cannot read the gazetteer: {err.strerror}") from err
    places, problems = parse_gazetteer(data, str(path))
    if problems:
        shown = [str(p) for p in problems[:MAX_PROBLEMS_SHOWN]]
        more = len(problems) - len(shown)
        if more:
            shown.append(f"... and {more} more problem(s); run: python -m geo gazetteer check {path}")
        raise GazetteerError("\n".join(shown))
    return Gazetteer(places)


class Gazetteer:
    """A set of places with a fast case- and accent-insensitive name matcher; also a geopy geocoder."""

    def __init__(self, places: list[Place] | tuple[Place, ...]) -> None:
        self.places: tuple[Place, ...] = tuple(places)
        self.by_id: dict[str, Place] = {p.id: p for p in self.places}
        self._names: dict[str, list[Place]] = defaultdict(list)
        for place in self.places:
            for key in dict.fromkeys(fold_key(n) for n in (place.name, *place.aliases)):
                if key:
                    self._names[key].append(place)
        self._cased = {fold_key(a): a for p in self.places for a in (p.name, *p.aliases)
                       if _is_acronym(a)}
        self._titled = frozenset(fold_key(a) for p in self.places for a in (p.name, *p.aliases)
                                 if _titled_after_article(a))
        self._automaton = ahocorasick.Automaton()
        for key in self._names:
            self._automaton.add_word(key, key)
        if self._names:
            self._automaton.make_automaton()

    def __len__(self) -> int:
        return len(self.places)

    def __repr__(self) -> str:
        return f"Gazetteer({len(self.places)} places, {len(self._names)} names)"

    def lookup(self, name: str) -> tuple[Place, ...]:
        """Places whose name or alias equals `name` (folded)."""
        return tuple(self._names.get(fold_key(name), ()))

    def find_names(self, text: str) -> list[NameMatch]:
        """Every gazetteer name in `text`, longest first, not overlapping, on word boundaries."""
        if not self._names or not text:
            return []
        folded = fold(text)
        found = []
        for end, key in self._automaton.iter(folded):
            start = end - len(key) + 1
            if _on_boundaries(folded, start, end + 1) and self._case_ok(text, key, start) \
                    and not self._outer_article(text, key, start) \
                    and not self._common_noun(text, key, start) \
                    and not self._lower_street_word(text, key, start) \
                    and not self._head_of_longer_name(text, key, start, end + 1):
                found.append((start, end + 1, key))
        found = self._without_same_place_tails(found)
        return [NameMatch(Mention(text[s:e], s, e), tuple(self._names[k]), k)
                for s, e, k in _longest_first(found)]

    def _without_same_place_tails(self, found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
        """Leave out a name that begins inside an earlier name of the same place and runs past it: "the Agustín
        Armario naval base in Puerto Cabello" has told the base by its name, so its alias "naval base in Puerto
        Cabello" would only swallow the town told after it (as "Roraima General Hospital in Boa Vista" would)."""
        return [(s, e, k) for s, e, k in found
                if not any(s0 < s < e0 < e and set(self._names[k0]) & set(self._names[k]) for s0, e0, k0 in found)]

    def _outer_article(self, text: str, key: str, start: int) -> bool:
        """Whether a name that begins with an article ("La Florida") is written with a lower-case
        article before another name ("en la Florida" is Florida): Spanish capitalises an article
        only when it is part of the name."""
        article, _, rest = key.partition(" ")
        return article in _ARTICLES and text[start].islower() and rest in self._names

    def _common_noun(self, text: str, key: str, start: int) -> bool:
        """Whether a name made of an article and a capitalised noun ("La Parada", "El Paraíso") is
        written with the noun in lower case ("la parada militar", "el paraíso fiscal"): the common noun."""
        if key not in self._titled:
            return False
        noun = start + len(key.partition(" ")[0]) + 1
        return text[noun].islower()

    def _lower_street_word(self, text: str, key: str, start: int) -> bool:
        """Whether a square's or street's name made of its word and a country's name ("Plaza Italia", "Plaza
        Venezuela") is written with the word in lower case ("hay plaza Italia para los refugiados"): the common
        noun before the country, as Spanish and Portuguese capitalise the word only inside the square's name."""
        word, _, rest = key.partition(" ")
        return word in _STREET_WORDS and text[start].islower() \
            and any(p.kind == "country" for p in self._names.get(rest, ()))

    def _head_of_longer_name(self, text: str, key: str, start: int, end: int) -> bool:
        """Whether a name made of an article and a capitalised noun ("El Paso") is written with a lower-case article
        and another capitalised word after it ("el Paso Internacional Cristo Redentor", "el Paso Los Libertadores"):
        the noun heads a longer name the article belongs to, as Spanish writes it, not the town."""
        if key not in self._titled or not text[start].islower():
            return False
        return _NEXT_CAPITAL.match(text, end) is not None

    def _case_ok(self, text: str, key: str, start: int) -> bool:
        cased = self._cased.get(key)
        return cased is None or text[start:start + len(cased)] == cased

    def geocode(self, query: str, exactly_one: bool = True, **_: object) -> Location | list[Location] | None:
        """geopy-style geocode over the gazetteer: exact names first, then the longest name inside."""
        places = list(self.lookup(query))
        if not places:
            places = [p for m in sorted(self.find_names(query), key=lambda m: m.start - m.end)
                      for p in m.places]
        places.sort(key=lambda p: -p.population)
        locations = [to_location(p) for p in dict.fromkeys(places)]
        if not locations:
            return None
        return locations[0] if exactly_one else locations


def to_location(place: Place) -> Location:
    """A geopy Location for a place, with the place's fields in `raw`."""
    address = ", ".join(x for x in (place.name, place.admin1, country_name(place.country_code)) if x)
    raw = {"id": place.id, "name": place.name, "kind": place.kind, "country_code": place.country_code,
           "admin1": place.admin1, "source": place.source, "geonames_id": place.geonames_id}
    return Location(address, (place.lat, place.lon, 0.0), raw)


_ARTICLES = frozenset({"la", "el", "las", "los"})
# the folded words that open a square's or street's name: "Plaza Italia", "Praça Venezuela", "Avenida Brasil"
_STREET_WORDS = frozenset("plaza praca avenida avenue calle carrera rua paseo parque pasaje".split())
_NEXT_CAPITAL = re.compile(r"[ \t]+[A-ZÁÉÍÓÚÑ]")


def _titled_after_article(name: str) -> bool:
    article, _, rest = name.partition(" ")
    return article.lower() in _ARTICLES and rest[:1].isupper()


def _is_acronym(name: str) -> bool:
    letters = [c for c in name if c.isalpha()]
    return 0 < len(letters) <= 4 and all(c.isupper() for c in letters)


def _on_boundaries(folded: str, start: int, end: int) -> bool:
    before = folded[start - 1] if start > 0 else " "
    after = folded[end] if end < len(folded) else " "
    return not before.isalnum() and not after.isalnum()


def _longest_first(found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    taken: list[tuple[int, int, str]] = []
    occupied = bytearray()
    for start, end, key in sorted(found, key=lambda f: (f[0] - f[1], f[0])):
        if len(occupied) < end:
            occupied.extend(b"\0" * (end - len(occupied)))
        if not any(occupied[start:end]):
            occupied[start:end] = b"\1" * (end - start)
            taken.append((start, end, key))
    return sorted(taken)
