"""Geoparsing: every place a text mentions, resolved to coordinates by context (gazetteer, GeoNames, Nominatim)."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .countries import DEMONYMS
from .gazetteer import Gazetteer, NameMatch
from .model import Mention, Place, ResolvedMention
from .textfold import fold

log = logging.getLogger(__name__)

Geocode = Callable[[str], Place | None]
NEAR_KM = 400  # a fallback candidate this close to a place already resolved fits the article

TITLES = frozenset("""sgt sergeant lt lieutenant col colonel gen general capt captain maj major
    president mr mrs ms dr minister senator mayor gov governor adm admiral cpl corporal pvt private
    officer judge father señor don doña leader commander chief""".split())
PLACE_PREPOSITIONS = frozenset("""in to from near into outside toward towards across via through
    at reach reached reaching entered enter crossed cross leaving left of en desde hacia hasta""".split())
# A capitalised word after a place name that turns the pair into an organisation's name.
ORG_WORDS = frozenset("""post times journal office risk group chronicles news herald tribune institute
    university airlines bank company corp inc committee council review daily center centre foundation
    investigative report reports today magazine agency association party network press radio tv
    television channel club league federation service services""".split())
CONTEXT_FREE_WORDS = frozenset("""the in from to at of near into outside toward towards across via
    through eastern western northern southern central downtown greater metropolitan north south east
    west upper lower new old a an and but for on with by after before since when while""".split())
STOP_PHRASES = frozenset("""january february march april may june july august september october
    november december monday tuesday wednesday thursday friday saturday sunday""".split())

EARTH_RADIUS_KM = 6371.0088
_FOLDED_DEMONYMS = {fold(word): code for word, code in DEMONYMS.items()}
_DEMONYM = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, _FOLDED_DEMONYMS), key=len, reverse=True)) + r")\b")
_NOT_ANCHORS = frozenset({"country", "region", "river"})  # their point says little about nearness
_WORD_BEFORE = re.compile(r"([\w.'’-]+)[\s,]*$")
_WORD_AFTER = re.compile(r"^\s+([\w'’-]+)")
_CANDIDATE = re.compile(
    r"\b(?:in|to|from|near|into|outside|toward|towards|across|via|through|reach|reached|at)\s+"
    r"(?:the\s+)?((?:[A-ZÁÉÍÓÚÑÜ][\w'’-]*)(?:[ \t]+(?:(?:de|del|la|las|los|do|da|dos|das|y|e)[ \t]+)?"
    r"[A-ZÁÉÍÓÚÑÜ][\w'’-]*){0,4})")
# Common given names in the 2019 Venezuela reporting; a capitalised word after one is a surname.
GIVEN_NAMES = """Juan Nicolás Nicolas Hugo Leopoldo Carlos José Jose Jorge Luis Diego Vladimir Maikel
    Freddy Donald Mike Elliott Iván Ivan Julio Henrique Henry Antonio Manuel Francisco Rafael Illich
    Oscar Óscar Gustavo Cristopher Diosdado Delcy Jair Iván Lenín Mauricio Sebastián Pedro Miguel
    Alexander Javier Isaac Omar Harry Felipe Carlos Pepe Geoff Adam Josh Sergio William Wilfredo
    Ignacio Daniel Ricardo María Maria Lilian Fabiana""".split()
_PERSON_CUE = re.compile(
    r"\b(?:(?:Sgt|Lt|Col|Gen|Capt|Maj|Cpl|Adm|Mr|Mrs|Ms|Dr)\.?|President|Sergeant|Lieutenant|Colonel|"
    r"General|Captain|Major|Minister|leader|activist|officer|director|mayor|said|told|says)"
    r"\s+((?:[A-ZÁÉÍÓÚÑ][\w’'-]+\s+){0,3}[A-ZÁÉÍÓÚÑ][\w’'-]+)|"
    r"\b([A-ZÁÉÍÓÚÑ][\w’'-]+)\s+(?:said|told|says|added)\b|"
    r"\b(?:" + "|".join(GIVEN_NAMES) + r")\s+((?:[A-ZÁÉÍÓÚÑ][\w’'-]+\s+){0,2}[A-ZÁÉÍÓÚÑ][\w’'-]+)")
ORG_TAIL = frozenset("""ministry department guard army navy force forces police committee agency office
    service council court assembly party government administration command group""".split())


@dataclass(frozen=True)
class Context:
    """What an article is about: country weights and points already resolved without doubt."""

    countries: dict[str, float]
    anchors: tuple[tuple[float, float], ...]


def resolve_mentions(text: str, gazetteer: Gazetteer, *, geonames=None,
                     geocoder: Geocode | None = None) -> list[ResolvedMention]:
    """Every place mention in `text`, resolved: gazetteer first, then GeoNames, then an optional geocoder."""
    matches = [m for m in gazetteer.find_names(text) if _is_place_use(text, m)]
    context = article_context(text, matches)
    fallback = []
    for mention in candidate_phrases(text, [(m.start, m.end) for m in matches]):
        place, resolver, confidence = _fallback(mention.surface, context, geonames, geocoder)
        if place is not None:
            fallback.append(ResolvedMention(mention, place, resolver, confidence))
    context = _with_anchors(context, fallback)
    resolved = [_resolve_match(m, context) for m in matches] + fallback
    return sorted(resolved, key=lambda r: r.start)


def unresolved_mentions(text: str, gazetteer: Gazetteer, *, geonames=None) -> list[Mention]:
    """Phrases that look like places (after 'in', 'to', 'from', 'near'...) that nothing resolved."""
    resolved = resolve_mentions(text, gazetteer, geonames=geonames)
    return candidate_phrases(text, [(r.start, r.end) for r in resolved])


def article_context(text: str, matches: Iterable[NameMatch]) -> Context:
    """Country weights from demonyms and unambiguous place names, and the points of unambiguous places."""
    weights: Counter[str] = Counter()
    for m in _DEMONYM.finditer(fold(text)):
        if text[m.start()].isupper():
            weights[_FOLDED_DEMONYMS[m.group(0)]] += 0.5
    anchors = []
    for m in matches:
        codes = {p.country_code for p in m.places}
        for code in codes:
            weights[code] += 1.0 / len(codes)
        if len(m.places) == 1 and m.places[0].kind not in _NOT_ANCHORS:
            anchors.append(m.places[0].point)
    total = sum(weights.values()) or 1.0
    return Context({c: w / total for c, w in weights.items()}, tuple(anchors))


def candidate_phrases(text: str, taken: Iterable[tuple[int, int]]) -> list[Mention]:
    """Capitalised phrases after place prepositions that overlap no span in `taken` and name no person."""
    spans = sorted(taken)
    raw = []
    for m in _CANDIDATE.finditer(text):
        start, end = m.span(1)
        surface = re.sub(r"(?:['’]s?|-)+$", "", text[start:end])
        end = start + len(surface)
        if surface and not any(s < end and start < e for s, e in spans):
            raw.append(Mention(surface, start, end))
    if not raw:
        return []
    people = person_words(text)
    return [m for m in raw if _could_be_place(m.surface, people)]


def person_words(text: str) -> frozenset[str]:
    """Folded words the article uses as people's names ("President Nicolás Maduro", "Soto said")."""
    words = set()
    for m in _PERSON_CUE.finditer(text):
        name = m.group(1) or m.group(2) or m.group(3)
        words.update(fold(w) for w in name.split() if w[:1].isupper())
    return frozenset(words)


def _could_be_place(surface: str, people: frozenset[str]) -> bool:
    words = [fold(w).rstrip(".") for w in surface.split()]
    if fold(surface) in STOP_PHRASES or words[0] in TITLES or words[0] in DEMONYMS:
        return False
    if words[-1] in ORG_TAIL or words[-1] in ORG_WORDS:
        return False
    if surface.isupper() and len(surface) <= 5:
        return False  # acronyms: AP, WOLA
    return not any(w in people for w in words)


def _word_before(text: str, start: int) -> str:
    m = _WORD_BEFORE.search(text, max(0, start - 40), start)
    return m.group(1) if m else ""


def _word_after(text: str, end: int) -> str:
    m = _WORD_AFTER.match(text[end:end + 40])
    return m.group(1) if m else ""


def _sentence_start(text: str, start: int) -> bool:
    before = text[max(0, start - 3):start].strip()
    return not before or before[-1] in ".!?\"“”'‘’:;—(\n"


def _is_place_use(text: str, match: NameMatch) -> bool:
    """False when the name is used as a person's or an organisation's name."""
    before, after = _word_before(text, match.start), _word_after(text, match.end)
    if fold(before).rstrip(".") in TITLES and not match.places[0].kind in ("bridge", "military_base"):
        return False
    if after[:1].isupper() and fold(after) in ORG_WORDS:
        return False
    if " " in match.alias or not any(p.needs_context for p in match.places):
        return True
    return _has_place_context(text, match, before, after)


def _has_place_context(text: str, match: NameMatch, before: str, after: str) -> bool:
    if after[:1].isupper() and fold(after) not in STOP_PHRASES:
        return False  # "Miranda Lopez": a given name followed by a surname
    gap = text[max(0, match.start - 2):match.start]
    if before[:1].isupper() and fold(before) not in CONTEXT_FREE_WORDS and "," not in gap:
        return False  # "Simón Bolívar", "General Santander"
    if fold(before) in PLACE_PREPOSITIONS:
        return True
    follow = fold(text[match.end:match.end + 14])
    return bool(re.match(r"\s*(state|department|estado|,\s*(venezuela|colombia))", follow))


def _distance_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance; ranking candidates needs speed, not geodesic precision."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def score_place(place: Place, context: Context) -> float:
    """How well a candidate place fits the article: country first, then nearness, then size."""
    country = context.countries.get(place.country_code, 0.0)
    near = 0.0
    if context.anchors:
        nearest = min(_distance_km(place.point, a) for a in context.anchors)
        near = math.exp(-nearest / 100.0)
    size = math.log10(place.population + 10) / 10.0
    kind = 0.05 if place.kind in ("city", "town", "bridge", "border_crossing") else 0.0
    return 1.0 * country + 2.0 * near + 0.2 * size + kind


def _resolve_match(match: NameMatch, context: Context) -> ResolvedMention:
    if len(match.places) == 1:
        place = match.places[0]
        confidence = 0.75 if place.needs_context else 0.95
        return ResolvedMention(match.mention, place, "gazetteer", confidence)
    ranked = sorted(match.places, key=lambda p: (-score_place(p, context), p.id))
    best, second = score_place(ranked[0], context), score_place(ranked[1], context)
    confidence = 0.5 + min(0.4, (best - second) / (best + 1e-9) * 0.4)
    return ResolvedMention(match.mention, ranked[0], "gazetteer", round(confidence, 3))


def _with_anchors(context: Context, resolved: list[ResolvedMention]) -> Context:
    points = {r.place.point for r in resolved if r.place.kind not in _NOT_ANCHORS}
    return Context(context.countries, tuple(sorted(points | set(context.anchors))))


def _fallback(name: str, context: Context, geonames, geocoder: Geocode | None) -> tuple[Place | None, str, float]:
    if geonames is not None:
        place, confidence = pick_candidate(geonames.candidates(name), context)
        if place is not None:
            return place, "geonames", confidence
    if geocoder is not None:
        place = geocoder(name)
        if place is not None and _fits(place, context):
            return place, "nominatim", 0.5
    return None, "", 0.0


def _fits(place: Place, context: Context) -> bool:
    in_country = context.countries.get(place.country_code, 0.0) >= 0.05
    near = any(_distance_km(place.point, a) < NEAR_KM for a in context.anchors)
    return in_country or near


def pick_candidate(candidates: list[Place], context: Context) -> tuple[Place | None, float]:
    """The candidate that best fits the article, if any fits at all (country or nearness)."""
    fitting = [p for p in candidates if _fits(p, context)]
    if not fitting:
        return None, 0.0
    ranked = sorted(fitting, key=lambda p: (-score_place(p, context), p.id))
    best = score_place(ranked[0], context)
    second = score_place(ranked[1], context) if len(ranked) > 1 else 0.0
    confidence = 0.45 + min(0.35, (best - second) / (best + 1e-9) * 0.35)
    return ranked[0], round(confidence, 3)
