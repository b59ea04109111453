"""Geoparsing: every place a text mentions, resolved to coordinates by context (gazetteer, GeoNames, Nominatim)."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from .countries import DEMONYMS, NATIONALITY_FORMS
from .dates import PORTUGUESE_MONTHS, SPANISH_MONTHS
from .gazetteer import Gazetteer, NameMatch
from .geonames import is_national_capital
from .model import Mention, Place, ResolvedMention
from .textfold import fold, fold_key

log = logging.getLogger(__name__)

Geocode = Callable[[str], Place | None]
NEAR_KM = 400  # a fallback candidate this close to a place already resolved fits the article
BIG_TOWN = 100_000  # smaller towns sharing their name with others in the country must be near the story
NAMED_COUNTRY = 0.05  # a country weight this high: the article names the country
SHARED_NAME_KM = 200  # how near: "San Vicente" in a story about Arauca is not the one in Antioquia
# How far a place may lie from the place a text says it is in ("X in Arauca", "X, Táchira").
INSIDE_KM = {"state": 600.0, "region": 300.0, "river": 100.0}
INSIDE_KM_DEFAULT = 60.0
NEAR_CONTAINER_KM = 100.0
SHORT_FORM_KM = 100.0  # "San Vicente" may mean San Vicente de Chucurí only this close to the story
NEIGHBOURHOOD_KM = 200.0  # a barrio named without its town lies in a town of the story, never this far from all

TITLES = frozenset("""sgt sergeant lt lieutenant col colonel gen general capt captain maj major
    president mr mrs ms dr minister senator mayor gov governor adm admiral cpl corporal pvt private
    officer judge father señor don doña leader commander chief""".split())
PLACE_PREPOSITIONS = frozenset("""in to from near into outside toward towards across via through
    at reach reached reaching entered enter crossed cross leaving left of en desde hacia hasta
    para em até""".split())
# A capitalised word after a place name that turns the pair into an organisation's name.
ORG_WORDS = frozenset("""post times journal office risk group chronicles news herald tribune institute
    university airlines bank company corp inc committee council review daily center centre foundation
    investigative report reports today magazine agency association party network press radio tv
    television channel club league federation service services""".split())
# A capitalised word before a place name that makes the pair a newspaper's or a station's name.
MASTHEAD_WORDS = frozenset("diario periodico jornal radio revista semanario emisora".split())
CONTEXT_FREE_WORDS = frozenset("""the in from to at of near into outside toward towards across via
    through eastern western northern southern central downtown greater metropolitan north south east
    west upper lower new old a an and but for on with by after before since when while en desde hacia hasta
    em""".split())
# Nouns naming a body or a facility, never a town: "Gerencia de Frontera", "Contrainteligencia Militar".
INSTITUTION_NOUNS = frozenset("""gerencia direccion ministerio ministry servicio contrainteligencia
    counterintelligence inteligencia intelligence policia guardia fuerza fuerzas ejercito armada batallon
    battalion brigada brigade comando coalicion coalition foro fiscalia defensoria asamblea assembly
    tribunal court consejo gobierno cancilleria migracion oficina secretaria instituto universidad colegio
    escuela iglesia hospital clinica clinic hotel alcaldia gobernacion corte derechos agencia comision
    commission organizacion organization operacion operation partido movimiento""".split())
# A lower-case word after a capitalised name that makes the name a facility's, not a town's.
FACILITY_WORDS = frozenset("""hospital clinic clinica school church chapel cathedral hotel university
    college stadium prison jail mall restaurant""".split())
# Bodies housed in a building: their name is the building only where the text puts someone there.
BODY_WORDS = frozenset("""assembly asamblea court tribunal ministry ministerio cancilleria congress
    congreso senate senado parliament parlamento legislature""".split())
BUILDING_WORDS = frozenset("building buildings headquarters palace palacio sede edificio premises".split())
STOP_PHRASES = frozenset("""january february march april may june july august september october
    november december monday tuesday wednesday thursday friday saturday sunday""".split())

EARTH_RADIUS_KM = 6371.0088
_FOLDED_DEMONYMS = {fold(word): code for word, code in DEMONYMS.items()}
_DEMONYM = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, _FOLDED_DEMONYMS), key=len, reverse=True)) + r")\b")
_NOT_ANCHORS = frozenset({"country", "region", "river"})  # their point says little about nearness
_WORD_BEFORE = re.compile(r"([\w.'’-]+)[\s,]*$")
_WORD_AFTER = re.compile(r"^\s+([\w'’-]+)")
_SETTLEMENT = (r"(?:village|town|city|municipality|hamlet|settlement|community|locality|port|district|"
               r"pueblo|población|poblado|municipio|ciudad|localidad|comunidad|caserío|aldea|parroquia|"
               r"sector|barrio|urbanización|município|cidade|vila|povoado|bairro|comunidade|aldeia|"
               # "en zona rural de Tierralta", "na zona rural de Pacaraima", "in rural Arauquita", "las afueras de"
               r"zona\s+rural|área\s+rural|area\s+rural|afueras|arredores|rural|outskirts|"
               # "marcharon por el centro de Apartadó", "no centro de Pacaraima", "through downtown Cúcuta"
               r"centro|center|centre|downtown|"
               # Lima's districts are its boroughs: "en el distrito de Comas", "en el distrito vecino de Independencia"
               r"distrito|"
               # A town's landing place: "el muelle de Irapa", "the pier of Güiria", "no cais de Tucacas" (not "porto":
               # GeoNames lists "Santana" among Uruaçu's old names, so "o porto de Santana" would land in Goiás)
               r"muelle|embarcadero|pier|wharf|cais|puerto)")
# Spanish and Portuguese put "neighbouring" after the noun: "el distrito vecino de Independencia", "no município
# vizinho de Iracema" (English puts it before: "the neighbouring town of Iracema")
_NEIGHBOURING = r"(?:vecin[oa]s?|vizinh[oa]s?|cercan[oa]s?|pr[oó]xim[oa]s?|aledañ[oa]s?|lim[ií]trofes?)"
# (a joiner may be two words, "de la", "de los": "San Ramón de la Nueva Orán" is one town, not San Ramón)
# "boarded a bus for Houston", "a one-way ticket for Madrid", "left for Lima", "a flight bound for Lisbon": a
# journey's end after "for"
_BOUND_FOR = (r"(?:(?:bus|buses|coach|flight|flights|plane|ticket|tickets|train|boat|ferry|ride|lift|left|leave|"
              r"leaving|leaves|headed|heading|bound|set\s+off|set\s+out|departed|departing)\s+for)")
# A police station named by its town in lower case: "agentes de la comisaría de Yurimaguas", "levado à delegacia de
# Pacaraima", "la estación de policía de Arauquita" (the town, however small, whose station it is)
# (geo.events reads the same station words before a town)
POLICE_STATION = r"(?:comisar[ií]a|delegacia|estaci[oó]n\s+de\s+polic[ií]a)"
_STATION_OF = POLICE_STATION + r"\s+(?:de|del|da|do)\s+"
# A checkpoint told by its town: "en el punto de revisión de Huixtla", "no posto de controle de Pacaraima", "en el
# retén de Ureña" (the town after the checkpoint's "de" is a place even with no preposition of its own)
# (the post and its check are geo.events' too, where a checkpoint before a town places an arrest there)
CHECKPOINT_NOUN = r"(?:punto|puesto|ponto|posto|caseta|garita)"
CHECKPOINT_CHECK = r"\s+de\s+(?:control(?:e)?|revisi[oó]n|revis[ãa]o|inspecci[oó]n|fiscaliza[çc][ãa]o)(?:\s+migratori[oa])?"
_CHECKPOINT_OF = r"(?:ret[eé]n|alcabala|" + CHECKPOINT_NOUN + CHECKPOINT_CHECK + r")\s+(?:de|del|do|da)"
# A migrant station named by its town: "la estación migratoria de Villahermosa", "à estação migratória de La Peñita",
# "la estación de recepción migratoria de San Vicente"
MIGRANT_STATION = r"(?:estaci[óo]n|esta[çc][ãa]o)(?:\s+de\s+recep(?:ci[óo]n|[çc][ãa]o))?\s+migrat[óo]ri[ao]"
_MIGRANT_STATION_OF = r"(?i:" + MIGRANT_STATION + r")\s+(?:de|do|da)\s+"
# A sentence or paragraph that opens on the place it is set in: "In London, around 150 Venezuelans held a vigil", "En
# Lima, los cuatro pidieron refugio", "Em Lisboa, o grupo foi recebido" (the capitalised preposition, after a stop)
_OPENING_IN = r"(?:(?<![^\n])|(?<=[.!?]\s))(?:In|En|Em)\s+"
_CANDIDATE = re.compile(
    r"(?:" + _OPENING_IN + r"|\b(?:in|to|from|near|into|outside|toward|towards|across|via|through|reach|reached|at|"
    r"en|desde|hacia|hasta|por|a|para|em|até|llegar\s+a|lleg[oó]\s+a|llegaron\s+a|altura\s+del?|" + _BOUND_FOR + r")\s+(?:(?:the|el|la)\s+)?|\b" + _CHECKPOINT_OF + r"\s+|\b" + _SETTLEMENT + r"\s+(?:" + _NEIGHBOURING + r"\s+)?(?:(?:of|de|del|do|da)\s+)?"
    r"|\b" + _STATION_OF + r"|\b" + _MIGRANT_STATION_OF + ")"
    r"((?:[A-ZÁÉÍÓÚÑÜ][\w'’-]*)(?:[ \t]+(?:(?:de|del|la|las|los|do|da|dos|das|y|e)[ \t]+"
    r"(?:(?<=de[ \t])(?:la|los|las)[ \t]+)?)?"
    r"[A-ZÁÉÍÓÚÑÜ][\w'’-]*){0,4})")
_TRAILING_JOINERS = re.compile(r"(?:[\s,]+(?:de|del|la|las|los|do|da|dos|das|y|e)\b)*[\s,]*$")
_LOCATIVE_BEFORE = re.compile(
    r"\b(?:at|outside|inside|near|into|toward|towards|around|in front of|outside of|frente a|cerca de|"
    r"fuera de|afuera de|hacia)\s+(?:(?:the|el|la|los|las)\s+)?$", re.IGNORECASE)
# Portuguese puts a place "em" another: "a embaixada do Brasil em Bogotá", "o consulado em Manaus"
# (Portuguese puts a state after a comma with the article: "Altamira, no Pará", "Ipiales, na Colômbia")
_CONTAINER_GAP = re.compile(r"(?:,?\s+(in|en|em|de|del|near|cerca de|(?<=,\s)n[oa])|(,))\s+(?:(?:the|el|la)\s+)?")
# Common given names in the 2019 Venezuela reporting; a capitalised word after one is a surname.
GIVEN_NAMES = """Juan Nicolás Nicolas Hugo Leopoldo Carlos José Jose Jorge Luis Diego Vladimir Maikel
    Freddy Donald Mike Elliott Iván Ivan Julio Henrique Henry Antonio Manuel Francisco Rafael Illich
    Oscar Óscar Gustavo Cristopher Diosdado Delcy Jair Iván Lenín Mauricio Sebastián Pedro Miguel
    Alexander Javier Isaac Omar Harry Felipe Carlos Pepe Geoff Adam Josh Sergio William Wilfredo
    Ignacio Daniel Ricardo María Maria Lilian Fabiana Ana Luisa Rosa Andrés Andres Alejandro Fernando
    Eduardo Roberto Alberto Jesús Jesus Ramón Ramon Víctor Victor Raúl Raul Héctor Hector Mario Pablo
    Andrea Gabriela Daniela Marcos João Joao Paulo""".split()
_GIVEN_NAME_SET = frozenset(GIVEN_NAMES)
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
    matches = place_uses(text, gazetteer.find_names(text))
    bridges = coordinated_bridges(text, gazetteer, matches)
    if bridges:  # a bridge's name replaces the shorter names inside it
        matches = sorted([*(m for m in matches if not any(b.start <= m.start and m.end <= b.end for b in bridges)),
                          *bridges], key=lambda m: m.start)
    context = article_context(text, matches)
    starts = {m.start: m for m in matches}
    fallback = []
    for mention in candidate_phrases(text, [(m.start, m.end) for m in matches]):
        found = _resolve_candidate(text, mention, starts, context, gazetteer, geonames, geocoder)
        if found is None:  # "para Toledo e Marechal Cândido Rondon": each town of a list the whole does not name
            parts = (_resolve_candidate(text, part, starts, context, gazetteer, geonames, geocoder)
                     for part in _list_parts(mention))
            fallback.extend(r for r in parts if r is not None)
        else:
            fallback.append(found)
    context = _with_anchors(context, fallback)
    kept, pinned = [], set()
    for m in matches:  # "San Felipe, in Guainía ... from San Felipe to Inírida": the town the text pinned first
        n = narrowed(text, m, starts, context, frozenset(pinned))
        if n is not None and not _far_namesake_of_barrio(text, n, context) and not _barrio_by_short_name(text, n) \
                and not _barrio_of_named_town(text, n, starts):
            sentence = _sentence_context(text, m, matches)
            n = n if sentence is not None and not _pin_agrees(n, pinned, sentence) else _as_pinned(n, pinned)
            kept.append((n, sentence))
            pinned.update(n.places if len(n.places) == 1 < len(m.places) else ())
    resolved = [_resolve_match(n, context, sentence) for n, sentence in kept] + fallback
    return _without_third_country_border(text, sorted(resolved, key=lambda r: r.start))


def _resolve_candidate(text: str, mention: Mention, starts: dict[int, NameMatch], context: Context,
                       gazetteer: Gazetteer, geonames, geocoder: Geocode | None) -> ResolvedMention | None:
    """A place-like phrase the gazetteer lacks, resolved by GeoNames (or the geocoder) in the places around it."""
    container = _container(text, mention, starts, context)
    inside = _inside_test(container, gazetteer, geonames)
    if container is None and _NEIGHBOURHOOD_BEFORE.search(text, max(0, mention.start - 30), mention.start):
        inside = _in_town_after(text, mention, inside, gazetteer, geonames)
    country = qualifying_country(text, mention.start)
    if country is not None:
        inside = _and_in_country(inside, country)
    if _OPENING_IN_BEFORE.search(text, max(0, mention.start - 4), mention.start):
        inside = _and_called(inside, mention.surface)
    place, resolver, confidence = _fallback(mention.surface, context, geonames, geocoder, inside,
                                            bool(_TRAVEL_BEFORE.search(text, max(0, mention.start - 60), mention.start)))
    if place is None and (town := _town_of_barrio(text, mention)) is not None:
        mention = town
        place, resolver, confidence = _fallback(town.surface, context, geonames, geocoder)
    return ResolvedMention(mention, place, resolver, confidence) if place is not None else None


# The "y" or "e" between two listed names: "Toledo e Marechal Cândido Rondon", "Fortul y Cravo Norte"
_LIST_JOINER = re.compile(r"[ \t]+(?:y|e)[ \t]+(?=[A-ZÁÉÍÓÚÑÜ])")


def _list_parts(mention: Mention) -> list[Mention]:
    """The names a phrase lists ("Toledo e Marechal Cândido Rondon"), each with its own offsets; none for one name."""
    parts, at = [], 0
    for joiner in _LIST_JOINER.finditer(mention.surface):
        parts.append(Mention(mention.surface[at:joiner.start()], mention.start + at, mention.start + joiner.start()))
        at = joiner.end()
    if not parts:
        return []
    parts.append(Mention(mention.surface[at:], mention.start + at, mention.end))
    return [p for p in parts if _could_be_place(p.surface, frozenset())]


# "Puerto Obaldía, vilarejo panamenho ..., perto da fronteira com a Colômbia", "Tabatinga, on the border with
# Colombia": a border one country's name tells, said of the place of a third country just before it, is that
# country's border, not the Colombian or Brazilian one with Venezuela (which names the gazetteer's border rows)
_ON_THE_BORDER = re.compile(r"\b(?:near|on|at|along|close\s+to|by|cerca\s+de|en|junto\s+a|sobre|perto|pr[óo]xim[oa]|"
                            r"junto|n[ao])\s+(?:(?:the|la|a|da|de|à|á)\s+)?$", re.IGNORECASE)
_BORDER_REACH = 150  # characters back to the place the border is said of


def _without_third_country_border(text: str, resolved: list[ResolvedMention]) -> list[ResolvedMention]:
    """The mentions without a border with Venezuela said of a third country's place right before it."""
    return [r for i, r in enumerate(resolved) if not _third_countrys_border(text, r, resolved[:i])]


def _third_countrys_border(text: str, border: ResolvedMention, before: list[ResolvedMention]) -> bool:
    place = border.place
    if not place.id.startswith("border-") or "venez" in fold(border.surface) \
            or not _ON_THE_BORDER.search(text, max(0, border.start - 20), border.start):
        return False
    near = [r for r in before if r.end >= border.start - _BORDER_REACH
            and not re.search(r"[.;!?\n—]|--", text[r.end:border.start])]  # (nor a dateline's "CÚCUTA, Colombia —")
    return bool(near) and near[-1].place.country_code not in (place.country_code, "VE", "")


_WORD = r"[A-ZÁÉÍÓÚÑ](?:[\w'’-]|\.(?=\w))*"  # "St.Louis" keeps its period; "Santander." does not
_NAME = rf"{_WORD}(?:[ \t]+(?:(?:de|del|la)[ \t]+)?{_WORD}){{0,4}}"
_NAME_RE = re.compile(_NAME)
# "the Simón Bolívar and Francisco de Paula Santander bridges", "los puentes Simón Bolívar y Tienditas":
# names sharing one plural head noun.
_BRIDGE_LISTS = re.compile(
    rf"((?:{_NAME})(?:\s*,\s*(?:the\s+)?{_NAME})*\s*,?\s+and\s+(?:the\s+)?{_NAME})\s+(?:international\s+|border\s+)?bridges\b"
    rf"|\b[Pp]uentes\s+(?:internacionales\s+)?((?:{_NAME})(?:\s*,\s*{_NAME})*\s*,?\s+[ye]\s+{_NAME})")
_BRIDGE_FORMS = ("{} Bridge", "Puente {}", "{} International Bridge", "Puente Internacional {}", "{}")


def coordinated_bridges(text: str, gazetteer: Gazetteer, taken: Iterable[NameMatch]) -> list[NameMatch]:
    """The bridges of a list under one plural noun, each as a match on its own name; a name that
    overlaps a match without containing it ("Bolívar" of a state), or names no bridge, is left out."""
    if "ridges" not in text and "uentes" not in text:
        return []
    spans = [(m.start, m.end) for m in taken]
    found = []
    for m in _BRIDGE_LISTS.finditer(text):
        group = 1 if m.group(1) else 2
        for name in _NAME_RE.finditer(text, m.start(group), m.end(group)):
            start, surface = name.start(), name.group()
            while surface:  # "Both Simón Bolívar": drop leading words until a bridge is named
                places = next((ps for form in _BRIDGE_FORMS
                               if (ps := tuple(p for p in gazetteer.lookup(form.format(surface)) if p.kind == "bridge"))), ())
                if places:
                    end = start + len(surface)
                    if not any(s < end and start < e and not start <= s < e <= end for s, e in spans):
                        found.append(NameMatch(Mention(surface, start, end), places, fold_key(surface)))
                    break
                rest = surface.partition(" ")[2].lstrip()
                start, surface = start + len(surface) - len(rest), rest
    return found


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
        points = [p for p in m.places if p.kind not in _NOT_ANCHORS and p.kind != "state"]
        if len(m.places) == 1 and m.places[0].kind not in _NOT_ANCHORS:
            anchors.append(m.places[0].point)
        elif len(points) == 1:  # "Arauca", the city or its department: either way near the city
            anchors.append(points[0].point)
    anchors += _state_and_city_anchors(matches)
    total = sum(weights.values()) or 1.0
    return Context({c: w / total for c, w in weights.items()}, tuple(anchors))


def _state_and_city_anchors(matches: Iterable[NameMatch]) -> list[tuple[float, float]]:
    """The city of a name that is also the name of its own state, where a namesake city abroad shares the name:
    "Mérida" is the Andean city or its state, either way near the city, as "Arauca" is, though a Mexican Mérida
    lies in Yucatán (which of them the text means is still decided by the places named beside it)."""
    anchors = []
    for m in matches:
        states = {(p.country_code, fold_key(p.name)) for p in m.places if p.kind == "state"}
        points = [p for p in m.places if p.kind not in _NOT_ANCHORS and p.kind != "state"]
        own = [p for p in points if (p.country_code, fold_key(p.admin1 or "")) in states]
        if len(points) > 1 and len(states) == 1 and len(own) == 1:  # (Córdoba, a province in two countries: no)
            anchors.append(own[0].point)
    return anchors


def candidate_phrases(text: str, taken: Iterable[tuple[int, int]]) -> list[Mention]:
    """Capitalised phrases after place prepositions that overlap no span in `taken` and name no person."""
    spans = sorted(taken)
    raw = []
    for m in _CANDIDATE.finditer(text):
        mention = _before_possessive(_airport_town(_without_building_tail(_without_station_head(
            _untaken_part(text, *m.span(1), spans)))))
        if mention is not None and fold(_word_after(text, mention.end)) not in FACILITY_WORDS:
            raw.append(mention)
    if not raw:
        return []
    people = person_words(text)
    return [m for m in raw if _could_be_place(m.surface, people)]


# The capitalised words of a town's police station or bus terminal after the town's name: "the Scarborough Police
# Station", "the Tumbes Bus Terminal"
_BUILDING_TAIL = re.compile(r"[ \t]+(?:Police|Bus)[ \t]+(?:Station|Post|Terminal)$")


# A US immigration detention centre named for its town: "the Florence Service Processing Center", "the Eloy
# Detention Center", "the Adelanto ICE Processing Center" (the words after the town's name)
_DETENTION_TAIL = re.compile(r"[ \t]+(?:(?:Service|ICE)[ \t]+)?(?:Processing|Detention)[ \t]+(?:Center|Centre|Facility)$")


def _without_building_tail(mention: Mention | None) -> Mention | None:
    """"the Scarborough Police Station": the town whose station it is, looked up by its own name; so is "the Florence
    Service Processing Center", named for its town (a name of another shape, "the Rio Grande Processing Center", is
    left whole)."""
    if mention is None:
        return None
    tail = _BUILDING_TAIL.search(mention.surface)
    if tail is None:
        tail = _DETENTION_TAIL.search(mention.surface)
        if tail is None or tail.start() == 0 or not _town_like(mention.surface[:tail.start()]):
            return mention
    return Mention(mention.surface[:tail.start()], mention.start, mention.start + tail.start())


# A police station or force named by its town, in Spanish or Portuguese: "la Comisaría de la Policía Nacional de
# Bilbao", "la Comisaría de Bilbao", "a Delegacia da Polícia Federal de Foz" (the words up to the town's name)
_STATION_HEAD = re.compile(r"(?:Comisar[íi]a|Delegacia|Pol[íi]c[íi]a)\b.*[ \t](?:de|del|da|do)[ \t]+(?=[A-ZÁÉÍÓÚÑÜ])")


def _without_station_head(mention: Mention | None) -> Mention | None:
    """"en la Comisaría de la Policía Nacional de Bilbao": the town whose station it is, looked up by its own name."""
    head = _STATION_HEAD.match(mention.surface) if mention is not None else None
    if head is None:
        return mention
    return Mention(mention.surface[head.end():], mention.start + head.end(), mention.end)


# An airport the gazetteer lacks, named for its town: "Vancouver International Airport", "Calgary Airport",
# "Aeropuerto Internacional de Monterrey", "Aeroporto de Curitiba" (a name of its own, "Aeropuerto Simón Bolívar",
# has no "de" and is left whole)
_AIRPORT_TAIL = re.compile(r"[ \t]+(?:International[ \t]+)?Airport$")
_AIRPORT_HEAD = re.compile(r"^Aeropuerto[ \t]+(?:Internacional[ \t]+)?de[ \t]+|^Aeroporto[ \t]+(?:Internacional[ \t]+)?de[ \t]+")


# Two words naming a town rather than a person: "Punta Cana", "Panama City", "San Andrés" (but "Benito Juarez", "Toronto
# Pearson", "Newark Liberty" name the airport after someone or something)
_TOWN_LIKE = re.compile(r"^(?:[\w'’-]+|(?:San|Santa|Santo|São|Sao|Puerto|Porto|Punta|Ciudad|Boa|Nueva|Nuevo|Villa|Port|Fort)"
                        r"[ \t][\w'’ -]+|[\w'’-]+[ \t]City)$")


def _town_like(name: str) -> bool:
    """Whether the words before "International Airport" could be a town's name: one word, or a town's usual shape."""
    return _TOWN_LIKE.match(name) is not None


def _airport_town(mention: Mention | None) -> Mention | None:
    """"landed at Vancouver International Airport": the town whose airport it is, looked up by its own name."""
    if mention is None:
        return None
    tail = _AIRPORT_TAIL.search(mention.surface)
    if tail is not None and tail.start() > 0 and _town_like(mention.surface[:tail.start()]):
        return Mention(mention.surface[:tail.start()], mention.start, mention.start + tail.start())
    head = _AIRPORT_HEAD.match(mention.surface)
    if head is not None and head.end() < len(mention.surface):
        return Mention(mention.surface[head.end():], mention.start + head.end(), mention.end)
    return mention


# A possessive inside the phrase: "in Malaga's Plaza de la Constitución", "in Caracas' Plaza Altamira"
_POSSESSIVE_INSIDE = re.compile(r"['’]s?(?=[ \t])")


def _before_possessive(mention: Mention | None) -> Mention | None:
    """"rallied in Malaga's Plaza de la Constitucion": the town whose square it is, looked up by its own name."""
    inside = _POSSESSIVE_INSIDE.search(mention.surface) if mention is not None else None
    if inside is None or inside.start() == 0:
        return mention
    return Mention(mention.surface[:inside.start()], mention.start, mention.start + inside.start())


def _untaken_part(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> Mention | None:
    """The phrase up to the first name already matched inside it: "Atalaya" of "Atalaya de Cúcuta"."""
    overlapping = [s for s, e in spans if s < end and start < e]
    if any(s <= start for s in overlapping):
        return None
    end = min(overlapping, default=end)
    surface = re.sub(r"(?:['’]s?|-)+$", "", _TRAILING_JOINERS.sub("", text[start:end]))
    return Mention(surface, start, start + len(surface)) if surface else None


def person_words(text: str, *, speakers: bool = True) -> frozenset[str]:
    """Folded words the article uses as people's names ("President Nicolás Maduro", "Soto said"); without
    `speakers`, only names a title or a given name shows ("Caracas said" may be the government)."""
    words = set()
    for m in _PERSON_CUE.finditer(text):
        if m.group(2) and not speakers:
            continue
        name = m.group(1) or m.group(2) or m.group(3)
        if m.group(2) and _PLACE_BEFORE_SPEAKER.search(text, max(0, m.start() - 12), m.start()):
            continue  # "an association in Funchal said": the speaker is the phrase before the place
        if m.group(1) and _ROLE_AFTER.match(text, m.end()):
            continue  # "said Couva Stars manager Clint ...": the words before the role name his club, not him
        words.update(re.sub(r"'s?$", "", fold(w)) for w in name.split() if w[:1].isupper())
    return frozenset(words)


_PLACE_BEFORE_SPEAKER = re.compile(r"\b(?:in|at|from|near|en|desde|em)\s+$")
# A lower-case role and a name after the capitalised words: "said Couva Stars manager Clint Mohammed-Bruce", "told
# Maicao police chief Ana Ríos"
_ROLE_AFTER = re.compile(r"\s+(?:manager|secretary|coach|captain|president|chairman|chief|spokesman|spokeswoman|"
                         r"spokesperson|director|coordinator|owner|treasurer|police\s+chief)\s+[A-ZÁÉÍÓÚÑ]")


def _could_be_place(surface: str, people: frozenset[str]) -> bool:
    words = [fold(w).rstrip(".") for w in surface.split()]
    if fold(surface) in STOP_PHRASES or words[0] in TITLES or words[0] in DEMONYMS:
        return False
    if words[-1] in ORG_TAIL or words[-1] in ORG_WORDS or any(w in INSTITUTION_NOUNS for w in words):
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


_LIST_GAP = re.compile(r"\s*,\s*(?:(?:y|e|and|or|o)\s+)?|\s+(?:y|e|and|or|o)\s+")
SPEECH_VERBS = frozenset("said says told added dijo dice afirmó aseguró explicó señaló".split())


def place_uses(text: str, found: Iterable[NameMatch]) -> list[NameMatch]:
    """The matches used as places. A name that needs context gets it from a place listed just before
    it: "Buenos Aires, Córdoba y Mendoza" lists cities, "Piedad Córdoba" names a senator."""
    kept: list[NameMatch] = []
    people: frozenset[str] | None = None
    found = list(found)
    named = {m.start for m in found}
    for match in found:
        if (longer := _LONGER_NAME_AFTER.match(text, match.end)) and longer.end() - 2 not in named \
                and all(p.kind in _SETTLEMENT_KINDS for p in match.places):
            continue  # "San Antonio del Morichal", "San Antonio de los Altos": another town, named at more length
            # (not "Maracaibo del Zulia", "La Florida de Caracas": the place and where it lies)
        if _street_named_for(text, match):
            continue  # "cerca de Plaza Italia", "na Avenida Brasil": a square or street, not the country
        if _is_place_use(text, match) or (kept and (_listed_after(text, kept[-1], match)
                                                    or _from_to_after(text, kept[-1], match))):
            if " " not in match.alias and _acts(text, match):
                people = person_words(text, speakers=False) if people is None else people
                if fold(match.mention.surface) in people:
                    continue  # "Sgt. José Lima ... Later, Lima asked for refuge": the man, not the city
            kept.append(match)
    return kept


# A square's or street's word right before a country's name: "Plaza Italia" (Santiago), "Avenida Brasil", "Rua Peru"
_STREET_WORD_BEFORE = re.compile(r"\b(?-i:Plaza|Praça|Praca|Avenida|Av\.|Avenue|Calle|Carrera|Rua|Paseo|Parque|Pasaje)[ \t]+$")


# A street's own word, in either case, before any place's name: "na avenida Venezuela, no bairro Liberdade" (Boa
# Vista), "el andén de la avenida Caracas" (Bogotá), "la avenida Carabobo de San Fernando", "na rua Pernambuco" (not
# "plaza", whose lower case is also the common noun: "hay plaza Italia para los refugiados")
_STREET_NAME_WORD_BEFORE = re.compile(r"\b(?i:avenida|av\.|avenue|calle|rua)[ \t]+$")


# An English street's word right after a place's name: "a church on N Habana Avenue in Tampa", "Caracas Street",
# "Venezuela Blvd." (capitalised: not "Bogotá streets")
_STREET_WORD_AFTER = re.compile(r"[ \t]+(?-i:Avenue|Ave\.|Street|St\.|Boulevard|Blvd\.|Road|Rd\.|Drive)(?!\w)")


def _street_named_for(text: str, match: NameMatch) -> bool:
    """Whether a country's name is the rest of a square's or street's name ("un grupo lo golpeó cerca de Plaza
    Italia"), or any place's name the rest of a street's ("en la avenida Carabobo", "on N Habana Avenue"): the
    place is the square or street, in its own city, not the country, state or city it is named for."""
    if _STREET_NAME_WORD_BEFORE.search(text, max(0, match.start - 12), match.start) \
            or _STREET_WORD_AFTER.match(text, match.end):
        return True
    return all(p.kind == "country" for p in match.places) \
        and _STREET_WORD_BEFORE.search(text, max(0, match.start - 12), match.start) is not None


def _acts(text: str, match: NameMatch) -> bool:
    """Whether a one-word name stands as a sentence's subject, not after a place preposition: "Lima asked"."""
    after = _word_after(text, match.end)
    before = fold(_word_before(text, match.start)).rstrip(".,")
    return after[:1].islower() and after not in _PLACE_TAIL_WORDS and before not in PLACE_PREPOSITIONS \
        and text[match.end:match.end + 1] == " "


# words that follow a place as its subject just as well: "Lima and Bogotá", "Cúcuta is"
_PLACE_TAIL_WORDS = frozenset("and or y e o is was has had es fue tiene ha".split())


def _listed_after(text: str, previous: NameMatch, match: NameMatch) -> bool:
    after = _word_after(text, match.end)
    if not any(p.needs_context for p in match.places) or after[:1].isupper() or after in SPEECH_VERBS:
        return False  # "Córdoba Ruiz", "In Caracas, Mendoza said"
    if " " not in match.alias and match.mention.surface[:1].islower():
        return False  # "no norte de Roraima, para pedir", "llegó a Cúcuta, para pedir": the word, not Pará
    return _LIST_GAP.fullmatch(text, previous.end, match.start) is not None


# The far end of a journey told "de X a Y", "desde X a Y" (Spanish and Portuguese "a" alone is also the personal
# "a": "llamó a Leticia"), once X is a place: "los llevó de Bogotá a Leticia", "viajou de Manaus a Victoria"
_FROM_BEFORE = re.compile(r"\b(?:de|desde)\s+$", re.I)
_TO_GAP = re.compile(r"\s+a\s+")


def _from_to_after(text: str, previous: NameMatch, match: NameMatch) -> bool:
    after = _word_after(text, match.end)
    if not any(p.needs_context for p in match.places) or after[:1].isupper() or after in SPEECH_VERBS \
            or not match.mention.surface[:1].isupper():
        return False  # "de Caracas a Leticia Pérez": a woman's full name
    return _TO_GAP.fullmatch(text, previous.end, match.start) is not None \
        and _FROM_BEFORE.search(text, max(0, previous.start - 8), previous.start) is not None


_FORT_WORDS = frozenset({"Fort", "Fuerte", "Forte"})
# A facility named after a saint, as towns are: "hospital San José", "clínica Santa Ana", "Igreja São Francisco"
_FACILITY_BEFORE = FACILITY_WORDS | frozenset("colegio escuela iglesia capilla carcel igreja escola capela".split())
_SAINTS_NAME = re.compile(r"(?i:san|santa|santo|são|sao)\s")
_MASTHEAD_ARTICLE_BEFORE = re.compile(
    r"\b(?:" + "|".join(w.capitalize() for w in sorted(MASTHEAD_WORDS)) + r"|Periódico)\s+(?:El|La|Los|Las|O|A|Os|As)\s+$")
# A town's name that goes on with "de"/"del" and a capitalised word is a longer name of another place
_LONGER_NAME_AFTER = re.compile(r"\s+(?:de|del|do|da|dos|das)\s+(?:(?:la|los|las|el)\s+)?(?-i:[A-ZÁÉÍÓÚ])\w")
_SETTLEMENT_KINDS = frozenset({"town", "city", "village", "neighbourhood"})


def _is_place_use(text: str, match: NameMatch) -> bool:
    """False when the name is used as a person's or an organisation's name."""
    if " " not in match.alias and match.mention.surface[:1].islower():
        return False  # "en canoas", "to tame": a one-word name in lower case is the common word
    before, after = _word_before(text, match.start), _word_after(text, match.end)
    if fold(before).rstrip(".") in TITLES and not match.places[0].kind in ("bridge", "military_base"):
        return False
    if before in _GIVEN_NAME_SET and _right_after(text, before, match.start):
        return False  # "Sgt. José Lima", "Ana Valencia": a surname after a given name, not the city
    if fold(before) in _FACILITY_BEFORE and _SAINTS_NAME.match(match.alias):
        return False  # "el hospital San José de Maicao", "a Clínica Santa Ana": a saint's name, the building's
    if before in _FORT_WORDS and match.places[0].kind != "military_base":
        return False  # "Fort Roraima in Santa Elena", "Fuerte Mara": a base named after the place, not the place
    if after[:1].isupper() and fold(after) in ORG_WORDS:
        return False
    if before[:1].isupper() and fold(before) in MASTHEAD_WORDS:
        return False  # "Diario Las Américas", "Radio Caracas": a newspaper or station named after a place
    if _MASTHEAD_ARTICLE_BEFORE.search(text, max(0, match.start - 40), match.start):
        return False  # "Diario Los Andes", "Radio La Voz": the masthead word sits before the name's article
    if _names_a_body(match.alias):
        return _puts_someone_there(text, match.start)
    if " " in match.alias or not any(p.needs_context for p in match.places):
        return True
    return _has_place_context(text, match, before, after)


def _right_after(text: str, word: str, start: int) -> bool:
    """Whether only spaces part `word` from the name at `start`: "Luis Arizona" is a man, while in
    "San Luis, Arizona" or "San Antonio, Texas" the comma hands over to the state the town lies in."""
    gap = text[max(0, start - len(word) - 3):start]
    return gap[-1:].isspace() and gap.rstrip().endswith(word)


@lru_cache(maxsize=4096)
def _names_a_body(alias: str) -> bool:
    """True for "National Assembly", "Supreme Court"; False for "National Assembly building"."""
    words = set(re.findall(r"\w+", alias))
    return bool(words & BODY_WORDS) and not words & BUILDING_WORDS


def _puts_someone_there(text: str, start: int) -> bool:
    """A body's name is its building after "at", "outside", "frente a"... or in a sentence about buildings."""
    if _LOCATIVE_BEFORE.search(text, max(0, start - 30), start):
        return True
    sentence = re.split(r"[.!?]\s", text[max(0, start - 100):start])[-1]
    return any(w in BUILDING_WORDS for w in re.findall(r"\w+", fold(sentence)))


def _has_place_context(text: str, match: NameMatch, before: str, after: str) -> bool:
    if after[:1].isupper() and fold(after) not in STOP_PHRASES:
        return False  # "Miranda Lopez": a given name followed by a surname
    gap = text[max(0, match.start - 2):match.start]
    if before[:1].isupper() and fold(before) not in CONTEXT_FREE_WORDS and "," not in gap:
        return False  # "Simón Bolívar", "General Santander"
    if fold(before) in _ARTICLE_WORDS:  # "en el Cesar", "in the Catatumbo": the word before the article decides
        before = _word_before(text, text.rfind(before, 0, match.start))
    if before in _PREPOSITION_WITH_ARTICLE:
        return True  # "chegaram ao Porto", "vive no Porto": Portuguese fuses the preposition with the article
    if fold(before) in PLACE_PREPOSITIONS:
        return not _cites_someone(text, match.start, before)
    if _PLACE_NOUN_OF.search(text, max(0, match.start - 40), match.start):
        return True  # "a la entrada de Rubio", "on the outskirts of Rubio", "cerca de Erin", "perto de Erin"
    if _POST_OF.search(text, max(0, match.start - 30), match.start) or _ADMIN_AFTER.match(text, match.end):
        return True  # "el puesto de Delicias", "Delicias, en el municipio Rafael Urdaneta"
    if _STATE_CODE_AFTER.match(text, match.end):
        return True  # "Canoas (RS)", "Dourados (MS)": Brazilian press tags a town with its state
    if _LEFT_FOR_BEFORE.search(text, max(0, match.start - 30), match.start):
        return True  # "left for Santiago", "headed for Lima": a journey's end
    follow = fold(text[match.end:match.end + 14])
    return bool(re.match(r"\s*(state|department|estado|,\s*(venezuela|colombia))", follow))


# "left for Santiago", "salió rumbo a Lima", "bound for Quito": where a journey is going
_LEFT_FOR_BEFORE = re.compile(r"\b(?:left|leaving|leave|leaves|headed|heading|bound|departed|set\s+(?:off|out)|"
                              r"flew\s+(?:on\s+)?(?:back\s+)?)\s+for\s+$|\brumbo\s+a\s+$|\brumo\s+a\s+$", re.IGNORECASE)

_ARTICLE_WORDS = frozenset({"el", "la", "los", "las", "the"})
# Portuguese a/em/de/por fused with the masculine article, in lower case: "ao Porto", "no Porto", "do Porto"
# (not "da", "na": the feminine forms also start people's nicknames, "da Silva")
_PREPOSITION_WITH_ARTICLE = frozenset({"ao", "no", "do", "pelo"})
# Nouns for part of a town: the name after "de"/"of" is the town's.
_PLACE_NOUN_OF = re.compile(
    r"\b(?:entrada|salida|afueras|alrededores|cercan[ií]as|cerca|perto|centro|calles|outskirts|entrance|edge|streets|"
    r"zona\s+rural|[áa]rea\s+rural|pista|playa|praia|beach|airstrip|"
    # "hasta la ciudad de Mendoza", "a cidade de Canoas", "el pueblo de Rubio": the town itself, named by its noun
    r"ciudad|cidade|pueblo|poblado|localidad|"
    # "en su casa de Rubio", "na sua casa de Rubio": one's home in the town, not Rubio's house
    r"(?:su|sus|mi|sua|suas|minha)\s+(?:casa|vivienda|residencia|hogar|apartamento|finca|resid[êe]ncia))"
    r"\s+(?:del?|of)\s+(?:the\s+)?$", re.IGNORECASE)
# A military post or detachment "of"/"de" a town: "el puesto de Delicias", "the garrison of Delicias".
_POST_OF = re.compile(
    r"\b(?:puesto|comando|destacamento|alcabala|cuartel|guarnici[oó]n|post|garrison|barracks|posto|quartel)"
    r"\s+(?:del?|of|do|da)\s+$", re.IGNORECASE)
# "Delicias, en el municipio Rafael Urdaneta": a municipality or state named after it.
_ADMIN_AFTER = re.compile(r",?\s+(?:en\s+el\s+|in\s+the\s+|no\s+)?(?:municipio|estado|state|municipality|munic[ií]pio)\b",
                          re.IGNORECASE)
_STATE_CODE_AFTER = re.compile(r"[ \t]*\([A-Z]{2}\)")
_ACCORDING = re.compile(r"\baccording\s+$", re.IGNORECASE)


def _cites_someone(text: str, start: int, before: str) -> bool:
    """ "According to Vargas": the preposition introduces a source, a person, not a place."""
    cut = text.rfind(before, 0, start)
    return bool(_ACCORDING.search(text, max(0, cut - 20), cut))


def _distance_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance; ranking candidates needs speed, not geodesic precision."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


# Where the story happens: on an even score a namesake there comes before one elsewhere ("Villa del Rosario"
# alone is the Colombian or the Zulian town, not the one in Córdoba, Argentina)
STORY_COUNTRIES = frozenset({"VE", "CO", "BR"})


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


def _resolve_match(match: NameMatch, context: Context, sentence: Context | None = None) -> ResolvedMention:
    if len(match.places) == 1:
        place = match.places[0]
        confidence = 0.75 if place.needs_context else 0.95
        return ResolvedMention(match.mention, place, "gazetteer", confidence)

    def score(place: Place) -> float:
        return score_place(place, context) + (_sentence_fit(place, sentence) if sentence else 0.0)
    ranked = sorted(match.places, key=lambda p: (-score(p), p.country_code not in STORY_COUNTRIES, p.id))
    best, second = score(ranked[0]), score(ranked[1])
    confidence = 0.5 + min(0.4, (best - second) / (best + 1e-9) * 0.4)
    return ResolvedMention(match.mention, ranked[0], "gazetteer", round(confidence, 3))


_SITE_KINDS = frozenset({"building", "embassy", "military_base"})  # one site: elsewhere is another branch


def narrowed(text: str, match: NameMatch, starts: dict[int, NameMatch], context: Context,
             pinned: frozenset[Place] = frozenset()) -> NameMatch | None:
    """A match without the places the text rules out: those outside the place it puts the name in
    ("Villa del Rosario, en la provincia de Córdoba"), those of another country than the one it
    names ("el estado venezolano de Amazonas"), and towns far from the story that share their
    name with a city ("Santo Domingo" is the Dominican capital unless the story is in Táchira).
    None for a site put somewhere else: "la sede de la Dgcim en Barrio Obrero" is another office;
    and for a building described by its use and put in the neighbourhood that holds it: in "the
    DGCIM headquarters in Boleíta" the place is Boleíta."""
    if len(match.places) < 2 and match.places[0].kind not in _SITE_KINDS:
        return match
    container = _container(text, match.mention, starts, context)
    inside = _inside_test(container, None, None)
    if len(match.places) < 2:
        if not inside(match.places[0]) or _described_in_its_district(match, container) \
                or (container is None and _mission_put_elsewhere(text, match, starts)):
            return None
        return match
    places = [p for p in match.places if inside(p)] or list(match.places)
    country = qualifying_country(text, match.start) or apposed_country(text, match.end)
    places = [p for p in places if p.country_code == country] or places
    places = _without_far_namesakes(places, context, pinned)
    if len(places) == len(match.places):
        return match
    return NameMatch(match.mention, tuple(places), match.alias)


# "the Venezuelan consulate in Botafogo", "el consulado venezolano en Mendoza", "o consulado em Manaus": a mission
# put in a named place the gazetteer does not hold
_IN_A_NAMED_PLACE = re.compile(r"\s+(?:in|en|em|no|na)\s+(?:the\s+)?(?=[A-ZÁÉÍÓÚ])")


def _mission_put_elsewhere(text: str, match: NameMatch, starts: dict[int, NameMatch]) -> bool:
    """Whether an embassy or consulate is put in a place that is not its own: a country keeps one mission per
    city, so "the Venezuelan consulate in Botafogo" (Rio) is not the one in Bogotá the gazetteer holds."""
    if match.places[0].kind != "embassy":
        return False
    gap = _IN_A_NAMED_PLACE.match(text, match.end)
    return gap is not None and gap.end() not in starts


def _pin_agrees(match: NameMatch, pinned: set[Place], sentence: Context) -> bool:
    """Whether the sentence names beside a name only the country of the one the text pinned it to: after "Altamira,
    no Pará", "pegou um ônibus até Altamira, onde o primo, que chegou ao Brasil" is still the town in Pará, not the
    Caracas square a story of Caracas would rank first (a town named beside it still picks by nearness: "waded the
    river from San Antonio del Táchira and came out in Villa del Rosario" is the bank across)."""
    chosen = [p for p in match.places if p in pinned]
    return len(chosen) == 1 and not sentence.anchors and set(sentence.countries) == {chosen[0].country_code}


def _as_pinned(match: NameMatch, pinned: set[Place]) -> NameMatch:
    """A name the text already pinned to one of its places keeps that place where its own sentence names no other
    place: after "SANTO DOMINGO, Dominican Republic --" a bare "Santo Domingo" is the Dominican capital, not the
    Táchira town (a sentence that names places beside it still picks by them, as for the two Villas del Rosario)."""
    chosen = tuple(p for p in match.places if p in pinned)
    return NameMatch(match.mention, chosen, match.alias) if len(chosen) == 1 else match


DISTRICT_KINDS = frozenset({"neighbourhood", "town"})
DISTRICT_KM = 3.0  # a building this close to the district the text puts it in lies in it


def _described_in_its_district(match: NameMatch, container: tuple[Place, str] | None) -> bool:
    """ "The DGCIM headquarters in Boleíta", "la sede de la Dgcim en Boleíta": a building named by
    what it houses, put in the district around it; a proper name ("El Helicoide") is not."""
    if container is None or container[1] not in ("in", "en", "em"):
        return False
    outer, site = container[0], match.places[0]
    return (outer.kind in DISTRICT_KINDS and _describes_a_building(match.alias)
            and _distance_km(site.point, outer.point) <= DISTRICT_KM)


@lru_cache(maxsize=4096)
def _describes_a_building(alias: str) -> bool:
    return bool(set(re.findall(r"\w+", alias)) & BUILDING_WORDS)


# Adjectives of nationality in the forms of the three languages of the story, for "the
# Venezuelan state of Amazonas", "la ciudad colombiana de Arauca", "o estado venezuelano do Amazonas".
_QUALIFIER_DEMONYMS = NATIONALITY_FORMS
_PLACE_NOUNS = (r"(?:state|city|town|border|frontier|port|village|hamlet|capital|municipality|region|department|"
                r"province|island|estado|ciudad|pueblo|poblado|municipio|departamento|provincia|fronteriza|"
                r"fronterizo|isla|cidade|municipio|fronteirica|ilha|regiao|region)")
# (longest first, so a form wins over a shorter one it begins with)
_DEMONYM_ALT = "|".join(sorted(map(re.escape, _QUALIFIER_DEMONYMS), key=len, reverse=True))
_QUALIFIER = re.compile(
    r"\b(" + _DEMONYM_ALT + r")\s+(?:"
    + _PLACE_NOUNS + r"\s+){0,2}(?:of|de|do|da|del)\s+(?:the\s+)?$")


def qualifying_country(text: str, start: int) -> str | None:
    """The country an adjective of nationality just before a name gives it: "the Venezuelan state
    of Amazonas" is VE, "o estado venezuelano do Amazonas" too; None without one."""
    m = _QUALIFIER.search(fold(text[max(0, start - 60):start]))
    return _QUALIFIER_DEMONYMS[m.group(1)] if m else None


# The same adjective in an apposition after the name: "Santa Rosa, la isla peruana frente a Leticia", "Arauca, the
# Colombian town across the river", "Santa Elena, a cidade venezuelana"
_APPOSED_QUALIFIER = re.compile(
    r",\s+(?:(?:la|el|una|un|a|o|uma|um)\s+" + _PLACE_NOUNS + r"\s+(?P<after>" + _DEMONYM_ALT
    + r")|(?:the|an?)\s+(?P<before>" + _DEMONYM_ALT + r")\s+" + _PLACE_NOUNS + r")\b")


def apposed_country(text: str, end: int) -> str | None:
    """The country an apposition right after a name gives it: "Santa Rosa, la isla peruana" is PE, "Arauca, the
    Colombian town" CO; None without one."""
    m = _APPOSED_QUALIFIER.match(fold(text[end:end + 60]))
    return _QUALIFIER_DEMONYMS[m["after"] or m["before"]] if m else None


def _without_far_namesakes(places: list[Place], context: Context, pinned: frozenset[Place] = frozenset()) -> list[Place]:
    """Towns far from the story that share a city's name, unless the text put this one in its place before."""
    if not any(p.kind == "city" for p in places):
        return places
    kept = [p for p in places if p.kind not in ("town", "neighbourhood") or p in pinned
            or any(_distance_km(p.point, a) < SHARED_NAME_KM for a in context.anchors)]
    return kept or places


_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n\s*\n")
SENTENCE_REACH = 40.0  # characters: a place named this far from an ambiguous name counts half as much


def _sentence_context(text: str, match: NameMatch, matches: Iterable[NameMatch]) -> Context | None:
    """The countries and points of the unambiguous places named in the same sentence as an
    ambiguous name: "Villa del Rosario, capital of Rosario de Perijá, in Zulia state" is the one in Zulia
    even in a story told from Cúcuta."""
    if len(match.places) < 2:
        return None
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, match.start)]
    start = starts[-1] if starts else 0
    stop = _SENTENCE_END.search(text, match.end)
    end = stop.start() if stop else len(text)
    near = [m for m in matches if m is not match and len(m.places) == 1 and start <= m.start < end]
    if not near:
        return None
    countries: Counter[str] = Counter()
    for m in near:  # "atravesaron Perú ... y entraron a Bolivia por Desaguadero": the nearest says most
        gap = max(m.start - match.end, match.start - m.end, 0)
        countries[m.places[0].country_code] += 1.0 / (1.0 + gap / SENTENCE_REACH)
    total = sum(countries.values())
    return Context({c: w / total for c, w in countries.items()},
                   tuple(m.places[0].point for m in near if m.places[0].kind != "country"))


def _sentence_fit(place: Place, sentence: Context) -> float:
    """How well a candidate fits the places named beside it: their country, then their nearness."""
    near = 0.0
    if sentence.anchors:
        near = math.exp(-min(_distance_km(place.point, a) for a in sentence.anchors) / 100.0)
    return sentence.countries.get(place.country_code, 0.0) + 2.0 * near


def _with_anchors(context: Context, resolved: list[ResolvedMention]) -> Context:
    points = {r.place.point for r in resolved if r.place.kind not in _NOT_ANCHORS}
    return Context(context.countries, tuple(sorted(points | set(context.anchors))))


_POSSESSIVE = re.compile(r"['’]s?\b")


def _container(text: str, mention: Mention, starts: dict[int, NameMatch],
               context: Context) -> tuple[Place, str] | None:
    """The place the text puts a name in, and how: "X in Arauca", "X de Cúcuta", "X near Y", "X, Táchira"."""
    gap = _CONTAINER_GAP.match(text, mention.end)
    match = starts.get(gap.end()) if gap else None
    if match is None:
        return None
    place = _resolve_match(match, context).place
    how = gap.group(1) or gap.group(2)
    if how == "," and (place.kind not in ("state", "country") or _POSSESSIVE.match(text, match.end)):
        # "Maracaibo, Cúcuta and Caracas" is a list; "Ureña, Táchira" says where Ureña is; in
        # "the embassy in Caracas, Brazil's foreign ministry said" a new phrase starts at the comma
        return None
    return place, how


def _inside_test(container: tuple[Place, str] | None, gazetteer: Gazetteer | None,
                 geonames) -> Callable[[Place], bool]:
    """Whether a candidate lies where the text puts it: same country, same state, or close enough."""
    if container is None:
        return lambda place: True
    outer, how = container
    if how in ("near", "cerca de"):
        return lambda place: (outer.kind == "country"
                              or _distance_km(place.point, outer.point) <= NEAR_CONTAINER_KM)
    if outer.kind == "country":
        return lambda place: place.country_code == outer.country_code
    code = _state_code(outer, gazetteer, geonames) if outer.kind == "state" and geonames is not None else None
    limit = INSIDE_KM.get(outer.kind, INSIDE_KM_DEFAULT)

    def inside(place: Place) -> bool:
        if outer.kind == "state" and place.country_code != outer.country_code:
            return False
        if code is not None and place.geonames_id is not None:
            return place.admin1 == code
        return _distance_km(place.point, outer.point) <= limit
    return inside


def _state_code(state: Place, gazetteer: Gazetteer, geonames) -> str | None:
    """The GeoNames admin1 code of a gazetteer state, read off a GeoNames town the gazetteer puts in it."""
    for town in gazetteer.places:
        if (town.geonames_id and town.country_code == state.country_code
                and fold_key(town.admin1) == fold_key(state.name)):
            for candidate in geonames.candidates(town.name):
                if candidate.geonames_id == town.geonames_id:
                    return candidate.admin1
    return None


def _in_town_after(text: str, mention: Mention, inside: Callable[[Place], bool], gazetteer: Gazetteer,
                   geonames) -> Callable[[Place], bool]:
    """"una pensión del barrio Cordón, en Montevideo": a neighbourhood lies in the country of the town named
    right after it, even when that town is known only to GeoNames (no "Cordón" in Venezuela)."""
    town = _TOWN_AFTER.match(text, mention.end)
    if town is None:
        return inside
    found = [*gazetteer.lookup(town["name"]), *(geonames.candidates(town["name"]) if geonames is not None else ())]
    countries = {p.country_code for p in found if p.kind not in ("country", "state", "region")}
    return (lambda place: inside(place) and place.country_code in countries) if countries else inside


def _far_namesake_of_barrio(text: str, match: NameMatch, context: Context) -> bool:
    """"en el barrio San Francisco, en el centro de la capital santandereana": a barrio named without its
    town is not a town of that name far from every other place of the story (San Francisco in Zulia)."""
    if len(match.places) != 1 or match.places[0].kind != "town" or _TOWN_AFTER.match(text, match.end):
        return False
    if not _NEIGHBOURHOOD_BEFORE.search(text, max(0, match.start - 30), match.start):
        return False
    town = match.places[0]
    others = [a for a in context.anchors if a != town.point]
    return bool(others) and all(_distance_km(town.point, a) >= NEIGHBOURHOOD_KM for a in others)


def _barrio_by_short_name(text: str, match: NameMatch) -> bool:
    """"en el barrio San Antonio", "no bairro Santa Rosa": a barrio, a neighbourhood or a sector named by the short
    form of a town's longer name (San Antonio del Táchira) is a neighbourhood of that name, not the town; so is the
    same short name told again in that story ("el albergue de San Antonio")."""
    if len(match.places) != 1 or match.places[0].kind not in ("town", "city"):
        return False
    surface = text[match.start:match.end]
    name, alias = fold_key(match.places[0].name), fold_key(surface)
    return name != alias and name.startswith(alias + " ") and any(
        _NEIGHBOURHOOD_BEFORE.search(text, max(0, m.start() - 30), m.start()) is not None
        for m in re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", text))


def _barrio_of_named_town(text: str, match: NameMatch, starts: dict[int, NameMatch]) -> bool:
    """"en el barrio San José de Machiques", "no bairro Santa Rosa, em Maturín": a barrio that bears a place's name,
    told as the barrio of a town named right after it, is no place of its own (the town is); a neighbourhood the
    gazetteer holds keeps its name."""
    if any(p.kind == "neighbourhood" for p in match.places) \
            or not _NEIGHBOURHOOD_BEFORE.search(text, max(0, match.start - 30), match.start):
        return False
    of = _BARRIO_OF.match(text, match.end)
    return of is not None and of.end() in starts


_BARRIO_OF = re.compile(r",?[ \t]+(?:de|del|do|da|en|em|in)[ \t]+")
_TOWN_AFTER = re.compile(rf",?\s+(?:en|em|in|de)\s+(?P<name>{_NAME})")
# (the months as a barrio's name writes them, "Primero de Mayo", "13 de Maio")
_MONTHS_ES_PT = "|".join(sorted({name.capitalize() for name in (*SPANISH_MONTHS, *PORTUGUESE_MONTHS)}))
_NEIGHBOURHOOD_BEFORE = re.compile(r"\b(?:barrio|bairro|neighbou?rhood(?:\s+of)?|district\s+of|urbanizaci[oó]n|sector|"
                                   r"colonia|vila|favela)\s+$", re.IGNORECASE)


# "en el barrio Los Almendros de Carepa", "no bairro Jardim Floresta de Boa Vista": the town a barrio is "de"
# (not a month: "barrio Primero de Mayo", "bairro 13 de Maio")
_BARRIO_TOWN = re.compile(
    rf"[ \t](?:de|del|do|da)[ \t]+(?!(?:{_MONTHS_ES_PT})\b)(?P<town>{_WORD}(?:[ \t]+{_WORD})*)$")


def _town_of_barrio(text: str, mention: Mention) -> Mention | None:
    """The town at the end of a barrio's name that nothing resolved whole: "en el barrio Los Almendros de
    Carepa" is in Carepa."""
    if not _NEIGHBOURHOOD_BEFORE.search(text, max(0, mention.start - 30), mention.start):
        return None
    tail = _BARRIO_TOWN.search(mention.surface)
    if tail is None:
        return None
    return Mention(tail["town"], mention.start + tail.start("town"), mention.end)


def _and_in_country(inside: Callable[[Place], bool], country: str) -> Callable[[Place], bool]:
    return lambda place: place.country_code == country and inside(place)


# Only a preposition vouches for a name that opens a sentence ("In Zulia, near Maracaibo"): the town must be called
# by that very name, not found by one of its other names ("Zulia" is one of El Zulia's, near Cúcuta)
_OPENING_IN_BEFORE = re.compile(_OPENING_IN + r"$")


def _and_called(inside: Callable[[Place], bool], surface: str) -> Callable[[Place], bool]:
    return lambda place: fold_key(place.name) == fold_key(surface) and inside(place)


# A journey's end before a name: "flew from Bogotá to Lisbon", "landed in Funchal", "viajó a Quito".
_TRAVEL_BEFORE = re.compile(
    r"\b(?:flew|flown|fly|flying|flight|flights|landed|land|arrived|arrive|arriving|moved|relocated|"
    r"resettled|emigrated|migrated|travell?ed|travell?ing|settled|deported|boarded|transferred|"
    r"trasladad[oa]s?|transferid[oa]s?|levad[oa]s?|interiorizad[oa]s?|"
    r"vol[óo]|volaron|viaj[óo]|viajaron|aterriz[óo]|aterrizaron|lleg[óo]|llegaron|emigr[óo]|emigraron|"
    r"mud[óo]|mudaron|vuelo|voou|voaram|viajou|viajaram|chegou|chegaram|mudou|mudaram|pousou|emigrou)\b"
    r"[^.;:!?\n]{0,40}?\b(?:to|in|at|into|a|en|para|em|no|na|hasta|al)\s+$|\breach(?:ed|ing)?\s+$",
    re.IGNORECASE)
WELL_KNOWN_TOWN = 100_000  # a capital or a journey's end this big is known without the article's help
DOMINANCE = 10  # ... when it is this many times bigger than any namesake


def _fallback(name: str, context: Context, geonames, geocoder: Geocode | None,
              inside: Callable[[Place], bool] = lambda place: True,
              destination: bool = False) -> tuple[Place | None, str, float]:
    if geonames is not None:
        candidates = geonames.candidates(name)
        shared = frozenset(c for c, n in Counter(p.country_code for p in candidates).items() if n > 1)
        named = [p for p in candidates if _named_or_near(p, name, context)]
        found = [p for p in named if inside(p)]
        if len(found) == 1 < len(named):
            shared = frozenset()  # "Weston, Florida": the text already told the namesakes apart
        place, confidence = _known_city_of_named_country(name, found, context), 0.6
        if place is None:
            place, confidence = pick_candidate(found, context, shared)
        if place is None:
            place, confidence = well_known(name, found, destination), 0.45
        if place is not None:
            return place, "geonames", confidence
    if geocoder is not None:
        place = geocoder(name)
        if place is not None and inside(place) and _fits(place, context):
            return place, "nominatim", 0.5
    return None, "", 0.0


def well_known(name: str, candidates: list[Place], destination: bool) -> Place | None:
    """A place a reader knows without the article's help: a national capital, or a city where a
    journey ends ("landed in Funchal"), that dwarfs every namesake. Only a candidate called by its
    own name counts: a surname a town lists among its alternate names ("Lamar") is not enough."""
    named = [p for p in candidates if fold_key(p.name) == fold_key(name)]
    if not named:
        return None
    best = max(named, key=lambda p: p.population)
    if best.population < WELL_KNOWN_TOWN or not (destination or is_national_capital(best)):
        return None
    rivals = [p.population for p in candidates if p is not best]
    return best if all(best.population >= DOMINANCE * r for r in rivals) else None


def _known_city_of_named_country(name: str, candidates: list[Place], context: Context) -> Place | None:
    """A city that dwarfs every namesake, in a country the article names: "Málaga" in a story that
    names Spain is the Andalusian city, not the Colombian town of the same name near Cúcuta."""
    best = well_known(name, candidates, destination=True)
    if best is None or context.countries.get(best.country_code, 0.0) < NAMED_COUNTRY:
        return None
    return best


def _named_or_near(place: Place, name: str, context: Context) -> bool:
    """A town found by a short form of its name ("San Vicente" for San Vicente de Chucurí) only near the story."""
    if not fold_key(place.name).startswith(fold_key(name) + " "):
        return True
    return any(_distance_km(place.point, a) < SHORT_FORM_KM for a in context.anchors)


def _fits(place: Place, context: Context, shared: frozenset[str] = frozenset()) -> bool:
    """Near a place already resolved, or in a country the article is about.

    A small town whose name other towns in its country share must be near: country alone does not
    say which San Vicente is meant.
    """
    doubtful = place.population < BIG_TOWN and place.country_code in shared
    reach = SHARED_NAME_KM if doubtful else NEAR_KM
    if any(_distance_km(place.point, a) < reach for a in context.anchors):
        return True
    in_country = context.countries.get(place.country_code, 0.0) >= NAMED_COUNTRY
    return in_country and not (doubtful and context.anchors)


def pick_candidate(candidates: list[Place], context: Context,
                   shared: frozenset[str] = frozenset()) -> tuple[Place | None, float]:
    """The candidate that best fits the article, if any fits at all (country or nearness).

    `shared`: countries where several towns bear the name looked up.
    """
    fitting = [p for p in candidates if _fits(p, context, shared)]
    if not fitting:
        return None, 0.0
    ranked = sorted(fitting, key=lambda p: (-score_place(p, context), p.country_code not in STORY_COUNTRIES, p.id))
    best = score_place(ranked[0], context)
    second = score_place(ranked[1], context) if len(ranked) > 1 else 0.0
    confidence = 0.45 + min(0.35, (best - second) / (best + 1e-9) * 0.35)
    return ranked[0], round(confidence, 3)
