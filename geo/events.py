"""Events from article sentences: trigger words, then date, actors, unit, count, place and movement."""

from __future__ import annotations

import bisect
import calendar
import logging
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from functools import cached_property, lru_cache

from geopy.distance import geodesic

from .actors import (
    FIRST_PERSON_VERB,
    ACCORDING_TO,
    APPROXIMATORS,
    KNOWN_COUNTRIES,
    NUMBER_WORDS,
    RANK_ALT,
    Actor,
    ActorMention,
    Cues,
    find_institutions,
    find_units,
    speaker_country,
    is_subject_at,
    last_words_start,
    main_clause_subject,
    normalise_rank,
    parse_count,
    quote_spans,
    read_actors,
    went_with,
    with_kin,
)
from .dates import (
    MONTHS,
    PORTUGUESE_MONTHS,
    PORTUGUESE_WEEKDAYS,
    SPANISH_MONTHS,
    SPANISH_WEEKDAYS,
    UPRISING_DAY,
    WEEKDAYS,
    DateMention,
    counted_span,
    floor_date,
    period_end,
    shift,
)
from .dates import find_dates as _find_dates
from .model import (
    DATE_PRECISIONS,
    EVENT_TYPES,
    Article,
    Event,
    FuzzyDate,
    LatLon,
    Mention,
    Place,
    ResolvedMention,
    Sentence,
    Source,
    Waypoint,
)
from .countries import ISLAND_ADJECTIVES, nationality_country
from .textfold import fold

log = logging.getLogger(__name__)

FindDates = Callable[[str, date | None, str | None], list[DateMention]]
Span = tuple[int, int]

HOME_COUNTRY = "VE"  # whose forces the defectors leave; an inferred origin is this country
MERGE_KM = 25.0
EARTH_KM = 6371.0088  # mean radius
SIMILAR = 0.6
MOVEMENT_TYPES = ("border_crossing", "relocation", "asylum")
ACTOR_REQUIRED = frozenset({"defection", "border_crossing", "asylum", "arrest", "relocation", "statement"})
CROSSING_KINDS = frozenset({"bridge", "river", "border_crossing"})
SPECIFICITY = {"bridge": 0, "border_crossing": 0, "embassy": 0, "military_base": 0, "building": 0,
               "neighbourhood": 1, "town": 1, "city": 1, "river": 2, "region": 3, "state": 3, "country": 4}

# ---------------------------------------------------------------------------- trigger lexicon

I = re.IGNORECASE


# Venezuela's intelligence and special police services, by acronym or name
# What may stand between "taken" and "by" the service that holds him: where he was taken from ("was taken from
# his workshop by", "fue llevado de su casa en Rubio por") and why ("was taken for questioning by", "foi levado
# para interrogatório pela Dgcim", "foi levada para depor pela Dgcim", "fue llevado a declarar por el Sebin")
_TAKEN_ASIDE = (r"(?:(?:from|de|d[oa])\s+(?:his|her|their|su|sus|seu|sua)\s+[\w-]+\s+"
                r"(?:(?:in|near|at|en|em|cerca\s+de|perto\s+de)\s+(?:(?-i:[A-ZÁÉÍÓÚ][\w-]*)\s+){1,3})?)?"
                r"(?:(?:for|para|a)\s+(?:questioning|interrogat[óo]rio|un\s+interrogatorio|ser\s+interrogad[oa]s?|"
                r"depor|prestar\s+depoimento|declarar|rendir\s+declaraci[óo]n)\s+)?")
_INTELLIGENCE_SERVICE = (r"(?:DGCIM|SEBIN|FAES|Dgcim|Sebin|Faes|(?:military\s+)?counter-?intelligence|contrainteligencia|"
                         r"contraintelig[êe]ncia)\b")


# The receiving side's verbs: "the army had received 40 deserters", "ha acogido a 60 militares", "tinha recebido"
_RECEIVED_WORDS = (r"received", r"taken\s+in", r"took\s+in", r"recibi(?:ó|eron|do)", r"acogi(?:ó|eron|do)",
                   r"receb(?:eu|eram|ido)", r"acolh(?:eu|eram|ido)")


# Who holds people at a roadside stop: "police officers", "a GDF patrol", "Gendarmería Nacional officers"
_STOPPING_FORCE = (r"(?:police|policemen|officers|officials|gendarmes|Gendarmer[ií]a|Carabineros|patrols?|troops|soldiers|"
                   r"(?:border|coast)\s+guards?|guardsmen|agents)\b")


def _any(*alternatives: str, before: str = r"\b", after: str = r"\b") -> str:
    """One regex matching any of the alternatives as whole words."""
    return f"{before}(?:{'|'.join(alternatives)}){after}"


# where a service holds people: "the DGCIM headquarters", "la sede del Sebin", "as celas da Dgcim"
_SERVICE_BUILDING = (r"(?:headquarters|offices?|cells?|facilit(?:y|ies)|sede|oficinas|instalaciones|calabozos?|celdas?|"
                     r"centro\s+de\s+reclusi[oó]n|carceragem|celas?)\b")
_TAKEN_TO_SERVICE_TEXT = _any(
    r"(?:(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s))taken|(?:llevad|trasladad|levad)[oa]s?)"
    r"(?=\s+(?:to|a|al|para|at[ée])\s+(?:the\s+|la\s+|el\s+|los\s+|a\s+|o\s+|as\s+|os\s+)?"
    r"(?:(?:[\w'’-]+\s+){0,5}?" + _SERVICE_BUILDING + r"\s+(?:of\s+(?:the\s+)?|de\s+la\s+|del\s+|d[oa]\s+|de\s+)?"
    r"(?:[\w'’-]+\s+){0,6}?" + _INTELLIGENCE_SERVICE
    # ("the DGCIM headquarters", "the Sebin's cells"): the service named first
    + r"|(?:[\w'’-]+\s+){0,2}?" + _INTELLIGENCE_SERVICE + r"(?:['’]s)?\s+" + _SERVICE_BUILDING + "))")
_TAKEN_TO_SERVICE = re.compile(_TAKEN_TO_SERVICE_TEXT, re.IGNORECASE)
# how one travels: "en bus", "a pie"
_ES_VEHICLE = r"(?:bus|autob[uú]s|buseta|carro|cami[oó]n|camioneta|avi[oó]n|avioneta|lancha|bote|curiara|moto|taxi|pie)"
# the plain words of an arrest, beside a transfer: "was arrested and taken to the DGCIM headquarters"
# ("two days after the detention" names the arrest told before: a noun is no new one)
_ARREST_WORD = re.compile(r"\b(?:arrested|detained|captured|jailed|imprisoned|detenid[oa]s?|detuv(?:o|ieron)|capturad[oa]s?|"
                          r"apresad[oa]s?|pres[oa]s?)\b", re.IGNORECASE)
_MILITARY_POST = r"(?:command\s+post|outpost|post|barracks|base|garrison|fort)\b"
# Craft named before a participle of their going: "pirogues leaving for Trinidad", "trucks crossing into Colombia"
_NOT_CRAFT_BEFORE = "".join(rf"(?<!\b{craft}\s)" for craft in (
    "boats", "pirogues", "vessels", "ships", "canoes", "launches", "ferries", "trucks", "lorries", "buses", "planes",
    "flights", "aircraft", "vehicles", "cars"))
_NOT_MILITARY_NOUN = (r"(?!\s+(?:(?:venezuelan|army|navy|naval|air\s+force|national\s+guard|gnb|senior|junior|former|"
                      r"[\w]+-ranking)\s+){0,2}(?:soldiers?|troops|guardsm[ae]n|members?|officers?|military|service|personnel|"
                      # "the wife of a defected colonel": who he is, not what he did there
                      r"colonels?|lieutenants?|captains?|majors?|generals?|sergeants?|corporals?|privates?|pilots?|"
                      r"sailors?|airm[ae]n|servicem[ae]n|commanders?)\b)")
_NOT_PLACE_NOUN = r"(?!\s+(?:troops|soldiers|guardsmen|members|streets?|towns?|areas?|roads?|islands?|beach))"
_KIN_WORDS = (r"(?:mother|father|parents|wife|husband|family|relatives|children|sons?|daughters?|brothers?|"
              r"sisters?|cousins?|uncles?|aunts?|nephews?|nieces?|grandmothers?|grandfathers?|grandparents|in-laws|"
              r"stepfather|stepmother|girlfriend|boyfriend|fianc[ée]e?)")
# A relative named through whose they are: "the lieutenant's father", "Sgt. Pérez's two brothers", "Torres' wife".
_POSSESSIVE_KIN = r"(?:the\s+)?(?:[\w.-]+\s+){0,2}?[\w-]+['’]s?\s+(?:[\w-]+\s+)?" + _KIN_WORDS + r"(?:-in-law)?"
# The same relatives in Spanish.
_ES_KIN = (r"(?:herman[oa]s?|padres?|madre|hij[oa]s?|espos[oa]s?|prim[oa]s?|t[ií][oa]s?|sobrin[oa]s?|abuel[oa]s?|"
           r"cuñad[oa]s?|suegr[oa]s?|familiares|parientes)")
# And in Portuguese.
_PT_KIN = (r"(?:irm[ãa]os?|irm[ãa]s?|pais?|m[ãa]e|filh[oa]s?|espos[oa]s?|marido|mulher|prim[oa]s?|ti[oa]s?|sobrinh[oa]s?|"
           r"av[óô]s?|cunhad[oa]s?|sogr[oa]s?|familiares|parentes)")
_SELF = r"(?:themselves|himself|herself)"
_FERRY_VERBS = (r"(?:paddl|row|ferri|carri|smuggl|guid)ed|took|led|"  # "a fisherman paddled them across"
                # "paid a fisherman to take him across": the paid passage, made
                r"(?:paid|hired)\s+(?:a|an|the|two|three|some)\s+(?:[\w-]+\s+){0,2}?to\s+(?:take|carry|ferry|paddle|row|guide)")
_DEFECTOR_NOUN = (r"(?:deserters|defectors|soldiers|guardsmen|troops|corporals|sergeants|privates|desertores|soldados|"
                  r"militares|guardias|uniformados|sargentos|cabos)")
_NOT_TO_HOSPITAL = (r"(?!\s+(?:(?:el|la|un|una)\s+)?(?:hospital|cl[ií]nica|ambulatorio|morgue|"
                    r"centro\s+(?:de\s+salud|m[eé]dico))\b)")
# "este lunes", "el pasado domingo", "on Monday", "last night": a day told between a verb and its place
_DAY_BETWEEN = (r"(?:\s+(?:este|esta|el|la|pasado|on|last|early|late|"
                r"lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|noche|madrugada|"
                r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|night|morning)\b){0,3}")
# "volvió a decir", "regresaron a pedir": "back to" an infinitive is "again", no return.
_AGAIN_NOT_BACK = r"(?!" + _DAY_BETWEEN + r"\s+a\s+(?-i:[a-zñ]+(?:ar|er|ir|ír))(?:se|lo|la|le|los|las|les)?\b)"
# "had returned to their units", "regresaron a sus cuarteles": back to duty, no border crossed
_BACK_TO_DUTY = (r"(?!" + _DAY_BETWEEN + r"\s+(?:to|a|al)\s+(?:their|his|her|its|the|sus?|l[oa]s?)\s+(?:own\s+|respectiv[oa]s\s+)?"
                 r"(?:units?|barracks|posts?|bases?|garrisons?|battalions?|duty|duties|commands?|unidad(?:es)?|cuartel(?:es)?|"
                 r"puestos?|bases?|batall[oó]n(?:es)?|guarnici[oó]n(?:es)?|funciones)\b)")
# "housing some of the soldiers arriving on this stretch": "the soldiers arriving" names a class, not a journey
_NOT_A_CLASS = "".join(rf"(?<!the {noun} )" for noun in ("soldiers", "guardsmen", "deserters", "troops", "men",
                                                          "members", "officers", "Venezuelans", "migrants"))
_NOT_PLOTTED = "".join(rf"(?<!{verb} a )" for verb in ("plotting", "plotted", "plot", "planning", "planned", "plan")) + r"\b"
_SERVICE = r"(?:coast\s+guard|naval|navy|military|army|air\s+force|national\s+guard)"  # whose post or station
_AFTER_SERVICE = "(?:" + "|".join(rf"(?<={word}\s)" for word in ("guard", "naval", "navy", "military", "army", "force")) + ")"
# Staying away from the post: "did not return to his unit after the raid", "never went back to the barracks",
# "no volvió a su unidad", "nunca regresó al cuartel", "não voltou à unidade", "nunca mais regressou ao quartel"
_STAYED_AWAY_TEXTS = (r"(?:(?:did\s+not|didn['’]t)\s+(?:return|go\s+back|report\s+back)|never\s+(?:returned|went\s+back|reported\s+back))\s+to\s+"
                      r"(?:his|her|their|my|our|the)\s+(?:unit|post|base|barracks|battalion|garrison|command)",
                      r"(?:no|nunca)\s+(?:(?:m[áa]s|volvi[óo]\s+a)\s+)?(?:volvi|regres|retorn)(?:ó|aron)\s+"
                      r"(?:a\s+(?:su|sus|la|las|los)|al)\s+(?:unidad|puesto|cuartel|batall[oó]n|guarnici[oó]n|"
                      r"destacamento|base|comando|fuerte)",
                      r"(?:n[ãa]o|nunca)\s+(?:mais\s+)?(?:volt|regress|retorn)(?:ou|aram)\s+"
                      r"(?:[àa]|ao|para\s+[oa])\s+(?:(?:sua|seu)\s+)?(?:unidade|quartel|posto|batalh[ãa]o|base|comando)",
                      # "failed to report for duty", "no se presentó el lunes a su unidad", "não se apresentou à unidade"
                      r"(?:failed\s+to|did\s+not|didn['’]t|never)\s+report(?:ed)?\s+(?:back\s+)?(?:for\s+duty|to\s+(?:his|her|their|my|our)\s+"
                      r"(?:unit|post|base|barracks|battalion|garrison|command))",
                      r"no\s+se\s+(?:present|report|reincorpor)(?:ó|aron)(?:\s+(?:el|este)\s+[\w-]+)?\s+(?:a\s+(?:su|sus)|al)\s+"
                      r"(?:unidad|puesto|cuartel|batall[oó]n|guarnici[oó]n|destacamento|base|comando|fuerte|servicio)",
                      r"n[ãa]o\s+se\s+(?:apresent|reapresent)(?:ou|aram)(?:\s+(?:na|no|nesta|neste)\s+[\w-]+)?\s+(?:[àa]|ao)\s+"
                      r"(?:(?:sua|seu)\s+)?(?:unidade|quartel|posto|batalh[ãa]o|base|comando|servi[çc]o)",
                      r"jump(?:ed|ing)\s+ship",
                      # "never returned from leave", "no regresó de sus vacaciones", "não voltou das férias"
                      r"(?:(?:did\s+not|didn['’]t)\s+(?:return|come\s+back)|never\s+(?:returned|came\s+back))\s+from\s+"
                      r"(?:(?:his|her|their|my|our)\s+)?(?:leave|furlough|holidays?|vacation)",
                      r"(?:no|nunca)\s+(?:volvi|regres|retorn)(?:ó|aron)\s+(?:de\s+(?:su|sus)|del)\s+(?:permiso|vacaciones|licencia)",
                      r"(?:n[ãa]o|nunca)\s+(?:volt|regress|retorn)(?:ou|aram)\s+(?:d[ao]s?|de\s+(?:sua|seu|suas))\s+"
                      r"(?:f[ée]rias|licen[çc]a|folga)",
                      # "terminó su turno, dejó el arma en el parque y no volvió", "salió de permiso y nunca regresó",
                      # "finished his shift and never came back", "terminou o turno e não voltou": a shift or a leave
                      # ended, and no return (the end of the sentence or of its clause)
                      r"(?:(?:termin|acab)(?:ó|aron)|al\s+(?:terminar|acabar|final\s+de))\s+(?:su|sus|la|el)\s+(?:turno|guardia|servicio)\b[^.;:\"“”]{0,80}?\by\s+"
                      r"(?:no|nunca)\s+(?:m[áa]s\s+)?(?:volvi|regres)(?:ó|eron|aron)(?=\s*[.;,]|\s*$)",
                      r"sali(?:ó|eron)\s+de\s+permiso\b[^.;:\"“”]{0,60}?\by\s+(?:no|nunca)\s+(?:m[áa]s\s+)?(?:volvi|regres)(?:ó|eron|aron)"
                      r"(?=\s*[.;,]|\s*$)",
                      r"(?:(?:finished|ended)|at\s+the\s+end\s+of)\s+(?:his|her|their)\s+(?:shift|watch|guard\s+duty)\b"
                      r"[^.;:\"“”]{0,80}?\band\s+(?:never\s+(?:came\s+back|went\s+back|returned)|"
                      r"did\s+not\s+(?:come\s+back|go\s+back|return)|didn['’]t\s+(?:come\s+back|go\s+back|return))"
                      r"(?=\s*[.;,]|\s*$)",
                      r"(?:terminou|ao\s+(?:terminar|fim\s+d[eo])|no\s+fim\s+d[eo])\s+(?:o|seu|o\s+seu)\s+(?:turno|plant[ãa]o|servi[çc]o)\b[^.;:\"“”]{0,80}?\be\s+(?:n[ãa]o|nunca)\s+"
                      r"(?:mais\s+)?(?:volt|regress)(?:ou|aram)(?=\s*[.;,]|\s*$)",
                      # "vanished from his post", "desapareció de su unidad", "desapareceu do quartel"
                      r"(?:vanished|disappeared)\s+from\s+(?:his|her|their|the)\s+(?:unit|post|base|barracks|battalion|garrison)",
                      r"desapareci(?:ó|eron)\s+(?:de\s+(?:su|sus|la)|del)\s+(?:unidad|puesto|cuartel|batall[oó]n|guarnici[oó]n|"
                      r"destacamento|base|comando|fuerte)",
                      r"desaparec(?:eu|eram)\s+(?:d[oa]|de\s+(?:sua|seu))\s+(?:unidade|quartel|posto|batalh[ãa]o|base|comando)")
_STAYED_AWAY = re.compile("|".join(_STAYED_AWAY_TEXTS), I)
_VEHICLE = (r"(?:bus(?:es)?|coach|minibus|van|truck|lorry|plane|aircraft|flight|helicopter|boat|ferry|train|"
            r"autob[uú]s|avi[oó]n|avioneta|vuelo|lancha|cami[oó]n|helic[oó]ptero|[ôo]nibus|avi[ãa]o|voo|barco)")
# "recognized opposition leader Juan Guaidó", "recognized Deputy Juan Guaidó"
# "left at least four people dead", "dejaron tres heridos": what a clash left behind
_LEFT_CASUALTIES_TEXT = r"\s+(?:[\w,-]+\s+){0,5}?(?:dead|injured|wounded|muert[oa]s|herid[oa]s|mort[oa]s|ferid[oa]s)\b"
# "died of a heart attack in a cell at the DGCIM's headquarters", "died from his injuries in his cell": the cause told
# between the death and the cell it happened in (a death in custody all the same)
_DIED_OF_IN_A_CELL = (r"d(?:ied|ies)\s+(?:of|from)\s+(?:[\w'’-]+\s+){1,4}?in\s+(?:a|an|his|her|the)\s+(?:[\w-]+\s+){0,2}?"
                      r"cell\b")
# "died on 29 June after being presented before a military court", "died after appearing before a judge in a
# wheelchair": a prisoner brought to his hearing, in the hands of those who held him
_DIED_AFTER_A_HEARING = (r"d(?:ied|ies)(?=[^.;]{0,40}?\bafter\s+(?:(?:being|he\s+was|she\s+was)\s+(?:presented|brought|taken)|"
                         r"appearing)\s+(?:before|in\s+front\s+of)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:court|judge|"
                         r"tribunal)\b)")
# A ride or a walk about a town: "rode on the back of a motorcycle through the streets of eastern Caracas", "drove
# around the city", "walked along the streets of Maracay": no journey anywhere
_NOT_IN_TOWN = (r"(?![^.;:]{0,50}?\b(?:through|around|along|about)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:streets|city|town|"
                r"neighbou?rhoods?|capital)\b)")
# "living in the Panamanian embassy": a stay in an embassy is a refuge there, read by the asylum rows
_NOT_AN_EMBASSY = r"(?!\s+(?:the|an?)\s+(?:[\w'’-]+\s+){0,2}?(?:embassy|ambassador['’]s\s+residence)\b)"
# Turning up at someone's home is a visit, no surrender: "los agentes se presentaron en la casa de su madre",
# "se apresentaram na casa da família"
_NOT_AT_A_HOME = (r"(?!\s+(?:(?:el|este|esta|o|a|na|no)\s+[\w-]+\s+)?(?:en|em|a|à|na|no)\s+(?:la\s+|a\s+|su\s+|sua\s+)?"
                  r"(?:casas?|viviendas?|residencias?|resid[êe]ncias?|hogar|apartamentos?)\b)")
# A move past a comma aside: "fueron llevados, como los demás uniformados, a", "o grupo foi levado de ônibus, sob
# escolta, para Boa Vista" (the means, up to three words, before the aside)
_MOVED_ASIDE_TO = (r"(?:llevad|enviad|trasladad|levad|transportad|conduzid|encaminhad)[oa]s?(?:\s+[\w-]+){0,3}?\s*,"
                   r"[^,;:.]{1,100},\s*(?:a|al|hasta|hacia|para|ao|at[ée])\b")
# A day said between a Spanish verb and its object: "desconoció el martes a Maduro", "reconoció ayer a Guaidó"
# "pedido de refúgio", "solicitação de asilo", "pedido de protecção internacional" (Portugal's spelling before 2009)
_PT_ASYLUM_REQUEST = (r"(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es))\s+de\s+"
                      r"(?:ref[úu]gio|asilo|protec?[çc][ãa]o\s+internacional|"
                      # the status by its legal name: "o pedido de reconhecimento da condição de refugiado"
                      r"reconhecimento\s+da\s+condi[çc][ãa]o\s+de\s+refugiad[oa]s?)")
# Things taken in a search, not people: "took away a laptop and two phones"
# A rank written short, which ends in its dot rather than at a word's edge: "picked up Lt. Ruiz", "snatched Sgt. Vivas"
_RANK_ABBREVIATION = r"(?-i:Lt|Sgt|Cpl|Capt|Col|Pvt|Maj)\.(?=\s)"
_NOT_THINGS = (r"(?!\s+(?:(?:a|an|the|his|her|their|some|two|three|several)\s+)?(?:[\w-]+\s+)?(?:laptops?|computers?|"
               r"(?:cell\s*|mobile\s+)?phones?|documents?|papers|money|cash|weapons?|rifles?|guns?|uniforms?|cars?|"
               r"vehicles?|motorcycles?|belongings|passports?|files|equipment|hard\s+drives?|books?|photos?)\b)")
# What robbers take from the men they hold up: phones, money, papers, shoes, bags
_BELONGINGS = (r"(?:tel[ée]fonos?|celulares?|m[óo]vil(?:es)?|dinero|dinheiro|plata|documentos?|papeles|pap[ée]is|"
               r"pertenencias|pertences|zapatos|sapatos|botas|morrales?|mochilas?|maletas?|bolsos?|carteras?)\b")
# A purpose of two infinitives whose second is the request: "para registrarse y solicitar refugio", "para se
# registrar e pedir refúgio" (read from "para" on, a cue word the trigger scan can look for: an alternative opening
# on any word would be tried at every position of every sentence)
_FIRST_PURPOSE = r"para\s+(?:se\s+)?\w+(?:ar|er|ir)(?:se)?\s+[ye]\s+"
# The thing asked for in quotes: 'asked officers for "refugio"', 'asked for "asylum"'
_QUOTED_ASKING = r"[\"“‘']?"
_ES_NTH = r"(?:(?:primer(?:[ao]s?)?|segund[ao]s?|nuev[ao]s?|propi[ao]s?)\s+)?"  # "presentó su primera solicitud de refugio"
# "el trámite para solicitar refugio", "los trámites de solicitud de asilo", "el proceso para pedir el estatus de refugiado"
# (also "el trámite para ser reconocidos como desertores y pedir protección": a status asked for on the way; and
# before whom or where: "iniciaron ante Migración Colombia el trámite", "abrieron en Cúcuta el trámite")
_ES_ASYLUM_PAPERWORK = (r"(?:(?:ante|en)\s+[^,.;:]{1,60}?\s+)?(?:el|los|su|sus)\s+(?:tr[áa]mites?|procesos?|procedimientos?|papeleo)\s+"
                        r"(?:para\s+(?:ser\s+reconocid[oa]s?\s+como\s+(?:[\w-]+\s+){1,2}?(?:y|e)\s+)?(?:solicitar|pedir)"
                        r"|de\s+(?:solicitud|petici[óo]n)\s+de)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?:refugio|asilo|protecci[oó]n|refugiad[oa]s?)\b")
# a day said between two parts of a clause: "de Cúcuta el lunes rumbo a", "se entregaram na segunda-feira (6) à"
# The present of a chronology's moves ("- April 12: He takes a bus to Bogotá")
# The vehicles a ride ends by getting off: "bajaron del bus en", "desceram do ônibus em", "got off the bus in"
_RIDE_VEHICLE = r"(?:bus|autob[uú]s|buseta|[óo]mnibus|[ôo]nibus|colectivo|cami[oó]n|caminh[ãa]o|avi[oó]n|avi[ãa]o|tren|trem|plane|train|coach)"
_PRESENT_MOVES = ("wades", "swims", "travels", "flies", "heads", "arrives", "reaches", "walks", "hitchhikes", "crosses",
                  r"takes\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:bus|plane|flight|boat|taxi|truck|train)",
                  r"makes\s+(?:his|her|their)\s+way",
                  # Spanish and Portuguese chronologies ("- **16 de agosto:** Cruza el río Táchira y llega a Cúcuta",
                  # "Viaja en bus a Bogotá", "Atravessa a fronteira e chega a Pacaraima", "Viaja de ônibus para"; their
                  # crossings are `_PRESENT_CROSSINGS`)
                  r"(?<!\bse\s)lleg(?:a|an)(?=\s+(?:a|al|hasta)\b)",
                  r"cheg(?:a|am)(?=\s+(?:a|ao|à|em|até)\b)",
                  r"baj(?:a|an)\s+(?:del|de\s+(?:un|una|la))\s+" + _RIDE_VEHICLE + r"(?=\s+en\s)",
                  r"desce(?:m)?\s+(?:do|da|de\s+(?:um|uma))\s+" + _RIDE_VEHICLE + r"(?=\s+(?:em|n[oa]s?|à|ao)\s)",
                  r"viajan?(?=\s+(?:en\s+[\w-]+\s+|de\s+[\w-]+\s+)?(?:a|al|hacia|hasta|para|rumo)\b)")
# ... and of its crossings in Spanish and Portuguese ("- 23 de febrero: 60 guardias cruzan los puentes")
_PRESENT_CROSSINGS = (r"cruzan?", r"atraviesan?", r"cruzam?", r"atravessam?")
# The present of a chronology's other deeds ("- **14 de agosto:** Abandona su puesto", "Aug. 19: He asks for refuge",
# "Pede refúgio à Polícia Federal"), kept only in an entry that opens on its day, as the moves above
_PRESENT_DESERTIONS = (r"abandons\s+(?:his|her|their|the)\s+(?:post|unit|barracks|base|battalion|garrison)",
                       r"deserts(?=\s+(?:his|her|their|the|from)\b)",
                       r"abandonan?\s+(?:su|sus|el|la)\s+(?:puestos?|unidad|cuartel|batall[oó]n|fuerte|guarnici[oó]n|destacamento)",
                       r"desertan?(?=\s+(?:de|del|da|do)\b)",
                       r"abandonam?\s+(?:o|a|seu|sua|os|seus)\s+(?:postos?|quartel|unidade|batalh[ãa]o)")
_PRESENT_ASKINGS = (r"(?:asks|applies)\s+for\s+(?:refuge|asylum|protection|refugee\s+status)",
                    r"(?:solicita|pide)n?\s+(?:el\s+)?(?:refugio|asilo)",
                    r"(?:pede|pedem|solicita|solicitam)\s+(?:o\s+)?ref[úu]gio")
_PRESENT_DEEDS = (*_PRESENT_DESERTIONS, *_PRESENT_ASKINGS)
# How a request was made, between its verb and what it asks for: "pidió formalmente la condición de refugiado",
# "solicitou oficialmente o status de refugiado"
_REQUEST_MANNER = r"(?:(?:formal|oficial|personal|expresa|expressa)mente\s+)?"
# An office for refugees, by its name: "la Oficina Nacional para la Atención de Refugiados", "o Comitê Nacional para os
# Refugiados", "the Commission for Refugee Aid", or its initials
_REFUGEE_OFFICE = (r"(?:(?:la|el|los|las|o|a|os|as|the)\s+)?(?:[\w-]+\s+){0,6}?(?:(?:de|para|do|dos|para\s+os|del?|for|of)\s+"
                   r"(?:(?:la|los|las|the)\s+)?(?:atenci[óo]n\s+(?:de|a)\s+(?:los\s+)?)?(?:Refugiad[oa]s|Refugees?|Refugee\s+Aid)|"
                   r"(?-i:ONPAR|CONARE|Conare|COMAR|Comar|CONAPRE|Conape|CONARef))\b")
_DAY_ASIDE = r"(?:\s+(?:el|este|esta|na|no|nesta|neste)\s+[\w-]+(?:\s+\(\d{1,2}[º°]?\))?(?:\s+de\s+[a-zç]+)?)?"
# Where the body met, set off by commas after the day: "reconheceu nesta quarta-feira (11), em reunião plenária em
# Brasília, a condição de refugiado de", "reconoció el martes, en sesión en Bogotá, la condición"
_WHERE_ASIDE = r"(?:,\s+(?:em|en|in)\s+[^,.;:]{1,60}?,)?"
# An arrest told as a noun, of someone not named before: "la detención de un teniente", "a prisão de dois cabos"
_ROMANCE_ARREST_NOUN = (r"(?<!\bde\s)\b(?:detenci[oó]n|captura|aprehensi[oó]n|arresto|pris[ãa]o|deten[çc][ãa]o)\s+"
                        r"(?:de|del)\s+(?=(?:un|una|uno|um|uma|dos|dois|duas|tres|três|cuatro|quatro|cinco|seis|siete|sete|"
                        r"ocho|oito|nueve|nove|diez|dez|\d+|otros?|otras?|outros?|outras?)\s)")
_ES_DAY_GAP = r"(?:(?:(?:el|este)\s+)?(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\s+|ayer\s+|anoche\s+)?"
# Moving house told with a day or with whom between the verb and where to: "se mudó el jueves con sus dos hijos a
# Maracaibo", "mudou-se com a família para Manaus"
_MOVED_HOUSE_WITH = (r"(?:se\s+(?:traslad|mud)(?:ó|aron)\s+" + _ES_DAY_GAP
                     + r"(?:con\s+(?:su|sus)\s+(?:[\w-]+\s+){1,3}?)?(?:a|al|hasta|hacia)\b"
                     r"|(?:se\s+mud(?:ou|aram)|mud(?:ou|aram)-se)\s+"
                     r"(?:com\s+(?:a|o|os|as|seu|seus|sua|suas)\s+(?:[\w-]+\s+){1,3}?)?(?:para|ao?|à)\b)")
_GUAIDO_TITLE = (r"(?:(?:opposition|leader|deputy|lawmaker|congressman|national|assembly|president|interim|"
                 r"head|chief|the|of)\s+){0,5}(?:Juan\s+)?")
# "abandonaram o quartel", "seus postos", "um posto" ("deixaram juntos um posto": the two together)
_PT_DETERMINER = r"(?:junt[oa]s\s+)?(?:o|os|a|as|um|uma|seu|seus|sua|suas)\s+"
# "reconheceram o presidente interino Juan Guaidó", "reconheceu o líder da oposição Guaidó"
_PT_GUAIDO_TITLE = r"(?:presidente|autoproclamado|encarregado|interino|l[ií]der|deputado|opositor|chefe|da|do|de|o|a|Assembleia|Nacional|oposi[çc][ãa]o)"
# Portuguese rows of LEXICON, in its shape: 3rd-person preterites end in -ou/-eu/-iu and -aram/-eram/-iram.
# "supporters had gathered on the overpass": a crowd gathering somewhere (not "relatives gathered")
_CROWD_GATHERED = ("(?:" + "|".join(rf"(?<=\b{head}\s)|(?<=\b{head}\shad\s)" for head in (
    "supporters", "protesters", "demonstrators", "opponents", "crowds", "crowd"))
                   + r")(?:gathered|assembled|massed)(?=\s+(?:on|in|at|near|along|around|outside)\b)")
_VEHICLES = (r"(?:trucks?|lorr(?:y|ies)|vehicles?|convoys?|camiones|cami[óo]n|gandolas?|veh[ií]culos?|"
             r"caminh[õo]es|caminh[ãa]o|ve[íi]culos?)\b")
_SET_ON_FIRE = r"(?:set\s+(?:on\s+)?fire|set\s+ablaze|torched|burned|burnt|incendiad[oa]s?|quemad[oa]s?|queimad[oa]s?)\b"
# A weekday between a verb and its object: "abandonaron la noche del lunes su puesto", "dejó el martes su unidad"
_ES_DAY_BETWEEN = (r"(?:junt[oa]s\s+)?"  # "abandonaron juntos su puesto": the two together
                   r"(?:(?:la\s+(?:noche|madrugada|ma[ñn]ana|tarde)\s+del?\s+|el\s+(?:pasado\s+)?|este\s+)?"
                   r"(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)(?:\s+(?:[12]\d|3[01]|0?[1-9]))?\s+|"
                   # "la madrugada del 12": a time of a day of the month
                   r"la\s+(?:noche|madrugada|ma[ñn]ana|tarde)\s+del\s+(?:[12]\d|3[01]|0?[1-9])\s+|"
                   # "abandonó el 18 de julio el batallón": a date of the month
                   rf"el\s+(?:pasado\s+)?(?:[12]\d|3[01]|0?[1-9])\s+de\s+(?:{'|'.join(SPANISH_MONTHS)})(?:\s+(?:de\s+)?20\d\d)?,?\s+)?")
# "se refugiaron en el apartamento de una tía en Chacao", "se refugiaram na casa de um primo": hiding in a home, no
# asylum; a move there
_HOME_SHELTER = (r"(?:el|la|un|una|um|uma|o|a)\s+(?:apartamento|casa|finca|vivienda|hogar|s[ií]tio|fazenda)\b")
_INTO_A_HOME = r"\s+(?:(?:en|em)\s+" + _HOME_SHELTER + r"|n[oa]\s+(?:apartamento|casa|s[ií]tio|fazenda)\b)"
_IN_A_HOME = "(?!" + _INTO_A_HOME + ")"
_PORTUGUESE_ROWS = (
    ("defection", "verb", _any(r"desert(?:ou|aram)"), I),
    ("defection", "noun", _any(r"deser[çc](?:[ãa]o|[õo]es)"), I),
    # "abandonou o quartel", "deixou o posto sem autorização": left his post (also told in the pluperfect,
    # "havia deixado seu batalhão no dia 2")
    ("defection", "verb", _any(r"(?:(?:abandon|deix)(?:ou|aram)|(?:havia|haviam|tinha|tinham)\s+(?:abandon|deix)ado|"
                               # "depois de abandonar seu posto em Santa Elena": the desertion told as what came first
                               r"(?:(?<=\bap[óo]s\s)|(?<=\bdepois\sde\s))(?:abandon|deix)ar)\s+"
                               + _PT_DETERMINER + r"(?:quart[ée]is|quartel|postos?|unidades?|fortes?|destacamentos?|"
                               r"batalh(?:[ãa]o|[õo]es)|bases?|fardas?|uniformes?|fileiras|vivaques?|acampamento\s+militar|complexo\s+militar)",
                               # "abandonou o comando da GNB em Guanare": the post by its office, as "abandonó el
                               # comando" (not "deixou o comando": an officer hands over his command so; not "o Comando Sul")
                               r"(?:abandon(?:ou|aram)|(?:havia|haviam|tinha|tinham)\s+abandonado)\s+" + _PT_DETERMINER
                               + r"comando(?!\s+(?-i:[A-ZÁÉÍÓÚ]))\b",
                               r"(?:mud|troc)(?:ou|aram)\s+de\s+lado",
                               # "saiu do quartel na noite de sexta-feira (25)", "fugiram do batalhão": slipped out of the
                               # barracks, as "salió del cuartel" (not "saiu da prefeitura")
                               r"(?:sa(?:iu|[íi]ram)|fug(?:iu|iram))" + _DAY_ASIDE + r"\s+(?:do|da|de\s+(?:seu|sua|um|uma))\s+"
                               r"(?:quartel|batalh[ãa]o|posto\s+de\s+controle|destacamento|pelot[ãa]o|guarni[çc][ãa]o|forte(?!\s+(?-i:[A-ZÁÉÍÓÚ]))|"
                               # "saiu do comando de seu destacamento", "saíram da unidade": as "salió del comando"
                               r"comando(?!\s+(?-i:[A-ZÁÉÍÓÚ]))|unidade|base(?!\s+de\s+dados))\b"),
     I),
    ("defection", "surrender", _any(r"se\s+entreg(?:ou|aram)", r"se\s+apresent(?:ou|aram)" + _NOT_AT_A_HOME,
                                    r"se\s+rend(?:eu|eram)"), I),
    ("uprising", "noun", _any(r"levantes?", r"rebeli[ãa]o", r"revoltas?", r"insurrei[çc][ãa]o", r"motim",
                              r"subleva[çc][ãa]o", r"tentativa\s+de\s+golpe"), I),
    ("uprising", "verb", _any(r"se\s+(?:rebel|revolt|levant|sublev|amotin)(?:ou|aram)",
                              r"tom(?:ou|aram)\s+(?:o|a|os|as)\s+(?:base|quartel|comando|forte|armas)"), I),
    # (also in the pluperfect: "já haviam pedido refúgio", "tinha solicitado asilo"; and in an estimate's subjunctive:
    # "a estimativa é de que mais de 500 militares tenham pedido refúgio", as "hayan pedido refugio")
    ("asylum", "verb", _any(r"(?:pedi(?:u|ram|ndo)|solicit(?:ou|aram)|requer(?:eu|eram)|(?:havia|haviam|tinha|tinham|tenha|tenham|haja|hajam)\s+"
                            r"(?:pedido|solicitado)|"
                            r"(?<=\bpara\s)(?:pedir|solicitar)|" + _FIRST_PURPOSE + r"(?:pedir|solicitar))\s+(?:[\w-]+\s+){0,3}?"
                            r"(?:ref[úu]gio|asilo|protec?[çc][ãa]o)",
                            # "solicitou a condição de refugiado em Manaus": the status asked for by its name
                            r"(?:pedi(?:u|ram|ndo)|solicit(?:ou|aram|ando)|requer(?:eu|eram)|(?<=\bpara\s)(?:pedir|solicitar))\s+"
                            + _REQUEST_MANNER + r"(?:a\s+|o\s+|sua\s+|seu\s+)?(?:condi[çc][ãa]o|status|estatuto)\s+de\s+refugiad[oa]s?\b",
                            r"(?:receb(?:eu|eram)|obt(?:eve|iveram)|conced(?:eu|eram)|ganh(?:ou|aram))\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:ref[úu]gio|asilo|protec?[çc][ãa]o)",
                            r"(?:apresent|fiz|fez|entr|formaliz|protocol)\w*" + _DAY_ASIDE + r"\s+(?:com\s+)?(?:um\s+|o\s+|os\s+|seus?\s+)?"
                            # "formalizou um pedido de proteção internacional": the request by its legal name (also
                            # in Portugal's spelling before 2009, "protecção")
                            + _PT_ASYLUM_REQUEST,
                            # "entregou na segunda-feira, 21 de outubro, no SEF do Funchal, um pedido de protecção
                            # internacional": the day and the office told between the handing in and the request
                            # "deu entrada no pedido de refúgio": the request lodged
                            r"d(?:eu|eram)\s+entrada" + _DAY_ASIDE + r"\s+(?:n[oa]s?|em|a|ao)\s+(?:seus?\s+|um\s+)?"
                            + _PT_ASYLUM_REQUEST,
                            # "teve o refúgio reconhecido pelo Conare", "tiveram o pedido de refúgio aprovado": granted
                            r"t(?:eve|iveram)\s+(?:o\s+|seu\s+|a\s+sua\s+|sua\s+)?(?:(?:pedido|solicita[çc][ãa]o)\s+de\s+)?"
                            r"(?:ref[úu]gio|asilo|condi[çc][ãa]o\s+de\s+refugiad[oa]s?)\s+(?:reconhecid|aprovad|aceit|deferid|concedid)[oa]s?\b",
                            r"(?:apresent|entreg|formaliz|protocol)(?:ou|aram)\s+(?:n[oa]s?|em|ao?|perante|junto)\s+[^.;:]{1,120}?"
                            r"(?:,\s*|\s)(?:um|o|os|seus?)\s+" + _PT_ASYLUM_REQUEST,
                            r"se\s+(?:refugi|asil)(?:ou|aram)" + _IN_A_HOME,
                            r"(?:se\s+)?(?:registr|cadastr|inscrev)(?:ou|aram|eram)\s+(?:[\w-]+\s+){0,4}?como\s+"
                            r"(?:solicitantes?\s+de\s+(?:asilo|ref[úu]gio)|refugiad[oa]s?)"), I),
    # "foram presos", "foi levado preso": not the "presos políticos" of Spanish
    # "são presos", "as 14 pessoas presas na sexta-feira": Portuguese only, before "presos"
    ("arrest", "verb", _any(r"(?:(?<=\bfoi\s)|(?<=\bforam\s)|(?<=\bsido\s)|(?<=\bestão\s)|(?<=\bestavam\s)|"
                            r"(?<=\bficaram\s)|(?<=\bficou\s)|(?<=\blevado\s)|(?<=\blevados\s)|(?<=\bsão\s)|"
                            # "acabou preso pela Dgcim", "agentes levaram preso o tenente"
                            r"(?<=\bacabou\s)|(?<=\bacabaram\s)|(?<=\blevou\s)|(?<=\blevaram\s)|"
                            # "está preso desde 3 de julho", "el sargento está preso desde el 3 de julio" (Spanish too)
                            r"(?<=\bestá\s)|(?<=\bestán\s)|(?<=\bpermanece\s)|(?<=\bpermanecen\s)|"
                            r"(?<=\bpessoas\s))pres[oa]s?",
                            # "A esposa do sargento, presa desde 2 de abril,": custody set off after the one held
                            r"(?<=\w,\s)pres[oa]s?(?=\s+desde\b)", r"detid[oa]s?", r"prend(?:eu|eram)", r"det(?:eve|iveram)",
                            # "a PF já havia prendido em Pacaraima um ex-sargento": the pluperfect
                            r"(?:havia|haviam|tinha|tinham)\s+(?:prendido|capturado)",
                            r"captur(?:ou|aram)", r"aprisionad[oa]s?", r"encarcerad[oa]s?"), I),
    ("violence", "verb", _any(r"balead[oa]s?", r"mort[oa]s?\s+a\s+(?:tiros|facadas|pauladas|pedradas)", r"(?:foi|foram)\s+mort[oa]s?\b", r"assassinad[oa]s?",
                              r"morreu", r"morreram", r"atir(?:ou|aram)\s+contra", r"dispar(?:ou|aram)",
                              r"abri(?:u|ram)\s+fogo", r"(?:tinh|havi)am?\s+aberto\s+fogo", r"atac(?:ou|aram)", r"agred(?:iu|iram)", r"agredid[oa]s?",
                              r"espanc(?:ou|aram|ad[oa]s?)", r"esfaque(?:ou|aram|ad[oa]s?)", r"tortur(?:ou|aram)", r"confrontos?", r"tiroteio",
                              r"(?<!meio\sao\s)(?<!meio\sde\s)(?<!meio\sa\snuvens\sde\s)(?<!meio\sde\snuvens\sde\s)g[áa]s\s+lacrimog[êe]neo", r"balas\s+de\s+borracha", r"feri(?:u|ram)",
                              # "lançaram bombas de gás contra a multidão"
                              r"(?:lan[çc]|dispar|atir)(?:ou|aram)\s+(?:[\w-]+\s+){0,2}?bombas\s+de\s+(?:g[áa]s|efeito\s+moral)",
                              r"ficou\s+ferid[oa]|ficaram\s+ferid[oa]s", r"mat(?:ou|aram)", r"reprimi(?:u|ram)",
                              # "houve disparos vindos da margem venezuelana", "receberam tiros"
                              r"(?:houve|ouviram|receberam|recebeu)\s+(?:disparos|tiros)",
                              # "houve troca de tiros", "foram recebidos a tiros", "um garimpeiro foi ferido"
                              r"trocas?\s+de\s+tiros", r"recebid[oa]s?\s+a\s+(?:tiros|bala)", r"(?:foi|foram)\s+ferid[oa]s?",
                              # "levou um tiro na perna", "recibió un disparo en la pierna", "recibieron varios balazos"
                              r"lev(?:ou|aram)\s+(?:um\s+|dois\s+|tr[êe]s\s+|v[áa]rios\s+)?tiros?",
                              r"recibi(?:ó|eron)\s+(?:un|dos|tres|varios)\s+(?:disparos?|balazos?|tiros?|impactos?\s+de\s+bala)"), I),
    # "came under fire from the Venezuelan bank", "shots were fired at the canoe", "hubo disparos desde la orilla"
    ("violence", "verb", _any(r"(?:came|come|comes|coming)\s+under\s+fire", r"shots\s+(?:were\s+)?(?:fired|rang\s+out)",
                              r"(?:hubo|recibieron|recibi[óo])\s+disparos", r"les?\s+dispar(?:aron|ó)",
                              # a crossing made under shots: "cruzaron a nado bajo disparos", "atravessaram sob tiros",
                              # "swam across under gunfire"
                              r"(?:bajo|entre)\s+(?:los\s+)?(?:disparos|balas|balaceras?|una\s+lluvia\s+de\s+balas)",
                              r"sob\s+(?:os\s+)?(?:tiros|disparos|balas)", r"(?:under|amid)\s+(?:heavy\s+)?gunfire",
                              r"under\s+a\s+hail\s+of\s+bullets"), I),
    ("protest", "verb", _any(r"protest(?:ou|aram|ando)", r"protestos?", r"manifesta[çc](?:[ãa]o|[õo]es)",
                             # "marcharam na quinta-feira (12) pelo centro de Brasília", "marcharam com bandeiras"
                             r"march(?:ou|aram)(?=\s+(?:[\w-]+\s+|\(\d{1,2}[º°]?\)\s+){0,4}?(?:pel[oa]s?\s+(?:centro|ruas?|avenidas?)|"
                             r"em\s+protesto|com\s+(?:bandeiras|cartazes|faixas)|"
                             # "marcharam na terça-feira até a sede da Polícia Federal": to an office, to be heard
                             r"at[ée]\s+(?:a|o|à|ao)\s+(?:sede|frente|porta|pr[ée]dio|gabinete|pal[áa]cio|prefeitura|consulado|"
                             r"embaixada|superintend[êe]ncia|governo)\b))",
                             # (Portugal puts the pronoun after: "concentraram-se na Avenida Arriaga")
                             r"se\s+(?:manifest|concentr|mobiliz)(?:ou|aram)", r"(?:concentr|mobiliz)(?:ou|aram)-se",
                             r"panela[çc]os?", r"greve\s+de\s+fome",
                             r"vig[íi]lias?", r"bloque(?:ou|aram)" + _DAY_ASIDE + r"\s+(?:a|o|uma|um)\b", r"passeatas?",
                             # "fecharam por duas horas a Avenida Ville Roy": a road shut by the ones protesting (not
                             # "fechou a fronteira", the government's closure)
                             r"fech(?:ou|aram)\s+(?:(?:durante|por)\s+(?:[\w-]+\s+){1,3}?(?:horas|minutos|dias)\s+)?(?:a|o|uma|um)\s+"
                             r"(?:avenida|rua|rodovia|estrada|pista|via|BR-\d+)\b",
                             # "fez um ato em frente ao Ministério", "realizaram um ato público"
                             r"(?:f(?:ez|izeram)|realiz(?:ou|aram)|promov(?:eu|eram))\s+(?:um|uma)\s+"
                             r"(?:ato(?=\s+(?:p[úu]blico\b|de\s+protesto|contra\b|em\s+frente|diante|na\s+frente|em\s+(?:defesa|"
                             r"apoio|rep[úu]dio)))|protesto|manifesta[çc][ãa]o|passeata)\b"), I),
    # "tres hombres intentaron secuestrarlo", "two men tried to kidnap him", "tentaram sequestrá-lo": an attack
    ("violence", "verb", _any(r"(?:tried|attempted)\s+to\s+(?:kidnap|abduct)", r"(?:intent(?:ó|aron)|trat(?:ó|aron)\s+de)\s+"
                              r"secuestrar(?:lo|la|los|las)?\b", r"tent(?:ou|aram)\s+sequestr(?:ar|á-lo|á-la|á-los|á-las)\b"), I),
    # "participou de um ato organizado por venezuelanos", "participó ... en la concentración convocada por": taking
    # part in a rally (an "ato" or a "concentración" alone is a ceremony, a gathering of troops)
    ("protest", "verb", _any(r"particip(?:ou|aram)\s+(?:de|em|d[oa]|n[oa])\s+(?:um|uma|o)?\s*ato\b(?!\s+(?:solene|oficial|religioso|"
                             r"de\s+(?:entrega|formatura|posse|boas-vindas|acolhida)))",
                             r"particip(?:ó|aron)\s+(?:[^.;:,]{1,60}?\s)?en\s+(?:la|una)\s+concentraci[oó]n\b(?!\s+de\s+tropas)",
                             r"se\s+sum(?:ó|aron)\s+a\s+(?:la|una)\s+concentraci[oó]n\b(?!\s+de\s+tropas)"), I),
    ("relocation", "move", _any(r"transferid[oa]s?", r"interiorizad[oa]s?", r"realocad[oa]s?", r"realojad[oa]s?",
                                # "levados em um comboio da Operação Acolhida para Boa Vista": a named convoy between
                                # ("levados em uma aeronave da Força Aérea Brasileira (FAB) para": eight words; "levados na
                                # quinta-feira (11) em um ônibus da Operação Acolhida para": ten, the day between)
                                r"(?:levad|enviad|encaminhad|transportad|conduzid|removid)[oa]s?\s+(?:[\w-]+\s+|\([^()]{1,30}\)\s+){0,10}?"
                                r"(?:para|ao?|at[ée])(?!\s+pedido\b)",  # "enviada a pedido de": asked for, no destination
                                # "foi levado num veículo do Exército de Pacaraima para Boa Vista": a long means, then from-to
                                r"(?:levad|enviad|encaminhad|transportad|conduzid|transferid)[oa]s?\s+(?:[\w'’-]+\s+|\([^()]{1,30}\)\s+){0,8}?"
                                r"de\s+[^,.;:]{1,60}?\s+(?:para|at[ée])\b",
                                r"(?:abrigad|acolhid|hospedad|instalad)[oa]s?\s+(?:em|no|na|nos|nas)",
                                # "se instalaram em Curitiba", "instalou-se em Manaus": settled there, as "se instaló en"
                                r"(?:se\s+instal(?:ou|aram)|instal(?:ou|aram)-se)\s+(?:em|no|na)",
                                r"se\s+mud(?:ou|aram)\s+(?:(?:de|desde)\s+[^,.;:]{1,60}?\s+)?para",
                                r"mud(?:ou|aram)-se\s+(?:(?:de|desde)\s+[^,.;:]{1,60}?\s+)?para",
                                r"(?:colocad|embarcad)[oa]s?\s+(?:em|num|numa|no|na)\s+(?:um\s+|uma\s+)?(?:[\w-]+\s+){0,3}?"
                                + _VEHICLE + r"\s+(?:para|rumo\s+a|at[ée])",
                                # "desembarcou na terça-feira no aeroporto de Florianópolis, em um voo da FAB": off a
                                # plane, a move like "landed at" (off a boat it ends a crossing by sea)
                                r"desembarc(?:ó|aron|ou|aram)(?=[^.;]{0,120}?\b(?:voos?|vuelos?|avi[oó]n|avi[ãa]o|aeropuerto|"
                                r"aeroporto|Airport|aeronave)\b)"), I),
    ("relocation", "carry", _any(r"(?:lev|transport|escolt|encaminh|interioriz|envi)(?:ou|aram)",
                                 r"conduzi(?:u|ram)", r"transferi(?:u|ram)")
     # (a town of three words between: "levou os três de São Gabriel da Cachoeira até Manaus")
     + r"\s+(?:o|os|a|as)\s+(?:[\w'’-]+\s+){1,7}?(?:para|ao?|at[ée])\b"
     # (taken to be questioned is held, not moved: "levaram a mulher para interrogatório")
     r"(?!\s+(?:interrogat[óo]rio|ser\s+interrogad|prestar\s+depoimento|depor)\b)", I),
    # "agentes da PF o levaram de carro para Boa Vista", "os transferiram na terça-feira para Manaus": the one carried
    # told by a pronoun before the verb (the Brazilian order)
    ("relocation", "carry", r"(?:(?<=\bo\s)|(?<=\ba\s)|(?<=\bos\s)|(?<=\bas\s))"
                            r"(?:(?:lev|transport|escolt|encaminh|interioriz|envi)(?:ou|aram)|(?:conduz|transfer)i(?:u|ram))"
                            r"\s+(?:[\w'’()-]+\s+){0,4}?"
                            r"(?:para|at[ée])\b(?!\s+(?:interrogat[óo]rio|ser\s+interrogad|prestar\s+depoimento|depor)\b)"
                            # (not "os levou para o hospital": care, not a move)
                            r"(?!\s+(?:(?:o|a|um|uma)\s+)?(?:hospital|cl[íi]nica|posto\s+de\s+sa[úu]de|pronto[- ]socorro)\b)", I),
    # "levou 12 militares venezuelanos de Boa Vista para Manaus", "transferiu na terça-feira (5) doze ex-militares
    # de Pacaraima para": a counted group of soldiers carried, with no article, a day perhaps between
    ("relocation", "carry", _any(r"(?:lev|transport|escolt|encaminh|interioriz|envi)(?:ou|aram)",
                                 r"conduzi(?:u|ram)", r"transferi(?:u|ram)")
     + r"\s+(?:(?:na|no|nesta|neste)\s+[\w-]+\s+(?:\(\d{1,2}[º°]?\)\s+)?)?(?:mais\s+(?:de\s+)?|cerca\s+de\s+)?(?:\d{1,4}|dois|duas|tr[êe]s|"
       r"quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|vinte|trinta|quarenta|cinquenta)\s+"
       r"(?:militares|ex-militares|soldados|ex-soldados|desertores|oficiais|sargentos|guardas|venezuelanos)\b"
       r"(?:\s+[\w'’-]+){0,6}?\s+(?:para|ao?|at[ée])\b", I),
    ("border_crossing", "cross", _any(r"cruz(?:ou|aram|ando|ava|avam)", r"atravess(?:ou|aram|ar|ado|ando|ava|avam)",
                                      *_PRESENT_CROSSINGS[2:],
                                      r"pass(?:ou|aram)\s+(?:pela|a)\s+fronteira",
                                      after=r"\b(?!\s+(?:point|points|the\s+line)\b)"), I),
    ("border_crossing", "flee", _any(r"fug(?:iu|iram|indo|ir)", r"escap(?:ou|aram)", r"fugid[oa]s?"), I),
    ("border_crossing", "go", _any(r"cheg(?:ou|aram)", r"entr(?:ou|aram)", r"ingress(?:ou|aram)", r"viaj(?:ou|aram)",
                                   r"caminh(?:ou|aram)", r"vo(?:ou|aram)", r"embarc(?:ou|aram)",
                                   # "seguiram de ônibus para São Paulo", "partiu a pé rumo a Manaus", "seguiram de
                                   # van de Chapecó para Concórdia"
                                   # ("seguiu depois para Riohacha", "partiram logo para Boa Vista": an adverb of time between)
                                   r"(?:segui|parti)(?:u|ram)\s+(?:(?:depois|logo|ent[ãa]o|mais\s+tarde|em\s+seguida)\s+)?"
                                   r"(?:viagem\s+)?(?:(?:de|em)\s+(?:[ôo]nibus|avi[ãa]o|carro|barco|caminh[ãa]o|"
                                   r"carona|van)\s*|a\s+p[ée]\s*|por\s+terra\s*)?"
                                   # "seguiram a pé, por uma estrada de terra, até Pacaraima": the way, set off
                                   r"(?:,\s*(?:por|pela|pelo)\s+[^,;:.]{1,50},\s*)?(?<=\s)(?:(?:de|do|da)\s+(?:[\w'’-]+\s+){1,3}?)?"
                                   r"(?:para|rumo|at[ée](?=\s))", r"se\s+dirigi(?:u|ram)",
                                   # "passaram para o lado brasileiro", "passou ao outro lado"
                                   r"pass(?:ou|aram)(?=\s+(?:para\s+o|ao)\s+(?:outro\s+)?lado\b)",
                                   r"desert(?:ou|aram)(?=\s+(?:para|rumo)\b)"), I),
    ("border_crossing", "leave", _any(r"sa(?:iu|[íi]ram)(?=\s+(?:de|do|da|dos|das)\b)",
                                      r"deix(?:ou|aram)(?=\s+a\s+embaixada\b)"), I),
    ("border_crossing", "return", _any(r"volt(?:ou|aram)", r"retorn(?:ou|aram)", r"regress(?:ou|aram)")
     # "voltou no domingo (29) a Caracas": a day may come between, as in Spanish
     + r"(?!\s+a\s+(?-i:[a-zç]+(?:ar|er|ir))\b)(?=" + _DAY_ASIDE
     # "voltou de ônibus para Dourados", "voltaram a pé até a fronteira": how they went back may come between too
     + r"(?:\s+(?:de\s+(?:[ôo]nibus|carro|avi[ãa]o|t[áa]xi|barco|van|carona)|a\s+p[ée]))?"
     + r"\s+(?:para|ao?|à|pela|pelo|por|at[ée])\b)", I),
    ("statement", "verb", _any(r"reconhec(?:eu|eram)\s+(?:" + _PT_GUAIDO_TITLE + r"\s+){0,5}(?:Juan\s+)?Guaid[oó]",
                               r"desconhec(?:eu|eram)\s+(?:o\s+)?(?:(?:governo|regime)\s+(?:de\s+)?)?(?:Nicol[aá]s\s+)?Maduro",
                               r"(?:jur|prest)(?:ou|aram)\s+(?:lealdade|fidelidade)\s+a\s+(?:Juan\s+)?Guaid[oó]",
                               r"(?:declar|manifest|express|anunci)(?:ou|aram)" + _DAY_ASIDE + r"\s+(?:seu\s+|o\s+)?apoio\s+a\s+(?:Juan\s+)?Guaid[oó]",
                               # "se juntaram a Guaidó", "uniram-se ao opositor Juan Guaidó", "aderiram a Guaidó"
                               r"(?:se\s+(?:junt|un)(?:ou|iu|aram|iram)|(?:junt|un)(?:ou|iu|aram|iram)-se|ader(?:iu|iram))\s+"
                               r"(?:a|ao|à)\s+(?:" + _PT_GUAIDO_TITLE + r"\s+){0,5}(?:Juan\s+)?Guaid[oó]",
                               r"romp(?:eu|eram)\s+com\s+(?:o\s+)?(?:(?:governo|regime|ditadura)\s+(?:de\s+)?)?"
                               r"(?:Nicol[aá]s\s+)?Maduro"), I),
)
# (event type, trigger kind, pattern). Movement kinds (cross, flee, go, leave, move) become
# border_crossing, asylum or relocation once their places are known; "flee" also makes a
# defection when the one fleeing is a soldier.
# Another country's forces or officials after "gave themselves up": "to Colombian migration officials",
# "a Migración Colombia", "a militares brasileños", "ante la Policía colombiana", "to Brazil's army"
_FOREIGN_FORCES_TEXT = (
    # "se entregó el domingo a las autoridades colombianas", "surrendered early Sunday to Colombian police"
    r"(?:,?\s+(?:(?:on|early|late|last|this|el|este|esta|la|en\s+la|in\s+the|por\s+la|de)\s+)?"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|night|afternoon|evening|"
    r"lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|madrugada|ma[ñn]ana|noche|tarde)"
    r"(?:\s+(?:morning|night|afternoon|evening|por\s+la\s+(?:ma[ñn]ana|noche|tarde)|en\s+la\s+(?:ma[ñn]ana|noche|tarde)))?,?)?"
    # Portuguese: "se entregaram na segunda-feira (6) à Polícia Federal", "ao Exército brasileiro"
    + _DAY_ASIDE + r",?"
    # (or "at the disposal of", "a la orden de", "à disposição da": the surrender's own words end on the noun)
    r"(?:(?:(?<=orden)|(?<=disposal)|(?<=disposici[oó]n)|(?<=disposi[çc][ãa]o))\s+(?:of|de|del|do|da|dos|das)"
    r"|\s+(?:to|before|with|ante|a|al|à|ao|aos|às|perante|toward|towards|hacia|em\s+dire[çc][ãa]o\s+(?:a|à|ao|aos|às)"
    r"|(?<=procurou\s)o|(?<=procuraram\s)o|(?<=procurou\s)os|(?<=procuraram\s)os))"
    r"\s+(?:(?:the|la|las|los|el|o|os|as)\s+)?(?:"
    r"pol[íi]cia\s+federal|ex[ée]rcito\s+brasileiro|for[çc]as\s+armadas\s+brasileiras|opera[çc][ãa]o\s+acolhida"
    r"|(?:autoridades|militares|soldados|agentes|policiais)\s+(?:[\w-]+\s+){0,2}?brasileir[oa]s|"
    r"(?:colombian|brazilian|peruvian|ecuadorean|ecuadorian|panamanian|trinidadian|guyanese|aruban|dutch)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:authorities|officials|officers|police|soldiers|troops|army|military|forces|guards?|"
    r"migration|border|marines|navy|coast)"
    r"|(?:polic[ií]a|militares|soldados|autoridades|funcionarios|ej[eé]rcito|tropas|agentes|efectivos|guardias|"
    r"fuerzas|armada|infantes)\s+(?:[\w-]+\s+){0,2}?(?:colombian|brasile[ñn]|peruan|ecuatorian|paname[ñn]|"
    r"trinitense|guyanes|arube[ñn])\w*"
    r"|migraci[oó]n\s+colombia|(?:colombia|brazil|brasil|peru|ecuador)['’]s\s+(?:army|police|military|authorities|"
    r"migration|border)"
    # "se entregó a una patrulla del Ejército de Colombia", "ao Exército do Brasil": the force by its country's name
    r"|(?:(?:una|un|uma|um)\s+)?(?:(?:patrulla|unidad|pelot[oó]n|destacamento|patrulha|unidade)\s+(?:del|de\s+la|do|da)\s+)?"
    r"(?:ej[eé]rcito|ex[ée]rcito|polic[ií]a(?:\s+nacional)?|armada|marinha)\s+(?:de|del|do)\s+"
    r"(?:colombia|brasil|per[uú]|ecuador|panam[aá]))\b")



# Whom a vehicle ran over: "ran over protesters", "ran over a student" (not "ran over the bridge")
_RUN_OVER_VICTIM = (r"\s+(?:(?:two|three|four|five|several|dozens\s+of|\d+)\s+)?(?:protesters|demonstrators|people|"
                    r"civilians|residents|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:protesters?|demonstrators?|man|woman|boy|girl|"
                    r"student|motorcyclist|crowd|people)|him|her|them)\b")



# A break told as a declaration, made when it is said: "no longer recognizes Maduro", "endorsed Guaidó", "pledged
# his allegiance to Guaidó" (the lexicon's triggers, and what `_DECLARED_BREAK` dates by its saying)
_DECLARED_BREAKS = (r"no\s+longer\s+recogni[sz](?:ed|es|e)", r"endors(?:ed|ing)\s+(?:Juan\s+)?Guaid[oó]",
                    r"(?:switched|pledged|swore|swearing|pledging|declared)\s+(?:his\s+|her\s+|their\s+)?"
                    r"(?:allegiance|loyalty|support)\s+to\s+(?:Juan\s+)?Guaid[oó]")

# "abandoned the army", "quit the National Guard", "abandonó el Ejército", "abandonou o Exército": the force left (a
# lexicon row; `_plausible` drops it in "militares que abandonaron la Fuerza Armada", which says who they are)
_FORCE_LEFT_TEXT = _any(r"(?:abandon(?:ed|ing)|quit|quitting)\s+(?:the\s+)?(?:Venezuelan\s+|Bolivarian\s+)?"
                        r"(?:army|National\s+Guard|armed\s+forces|navy|air\s+force|military|GNB|FANB)",
                        r"abandon(?:ó|aron)\s+(?:el\s+Ej[ée]rcito|la\s+(?:Guardia(?:\s+Nacional)?|Armada|Fuerza\s+Armada|"
                        r"Aviaci[oó]n|GNB|FANB)|las\s+Fuerzas\s+Armadas)",
                        r"abandon(?:ou|aram)\s+(?:o\s+Ex[ée]rcito|a\s+(?:Guarda(?:\s+Nacional)?|Marinha|For[çc]a\s+Armada|"
                        r"Aeron[áa]utica|GNB|FANB)|as\s+For[çc]as\s+Armadas)") + r"(?!\s+(?:base|bases|barracks|post|posts|" \
                        r"camp|trucks?|vehicles?))"
_FORCE_LEFT = re.compile(_FORCE_LEFT_TEXT, I)
# "DGCIM agents hauled away a sergeant", "was whisked off by SEBIN agents": taken by the state's forces (a lexicon row;
# `_plausible` asks for the forces near it: "armed men snatched" is an abduction)
_SNATCH = r"(?:hauled|whisked|snatched)\s+(?:away|off)\b"

# "desembarcaron en Aruba" ends a trip by sea; "desembarcou no aeroporto ... em um voo da FAB" one by air, a move
_OFF_NO_FLIGHT = (r"(?![^.;]{0,120}?\b(?:voos?|vuelos?|avi[oó]n|avi[ãa]o|aeropuerto|aeroporto|Airport|aeronave)\b)")

# A deserter's own account in Spanish or Portuguese, in the first person: "crucé por una trocha", "pedimos protección",
# "atravessei a ponte", "me entreguei à Polícia Federal". English tells it with "I" and "we", which the rows above
# read; these verbs carry their subject in their ending, which `geo.actors` reads as the quote's speaker. ("Nosotros
# desertamos para no reprimir al pueblo" gives a reason for a desertion the story tells on its own, so a first-person
# "deserté" or "dejamos el uniforme" codes nothing: batches 62, 64 and 70 each had one such extra.)
_OWN_POST = r"(?:puesto|unidad|cuartel|batall[oó]n|fuerte|base|destacamento|comando|guarnici[oó]n|posto|unidade|quartel|batalh[ãa]o)"
_FIRST_PERSON_ROWS = (
    ("defection", "leave", r"\b(?:salí|salimos|huí|huimos|(?:me|nos)\s+(?:escapé|escapamos|fugué|fugamos)|saí|"
     r"sa[íi]mos|fugi|fugimos)\s+(?:del?|da|do)\s+(?:la\s+|mi\s+|nuestro\s+|nuestra\s+|meu\s+|minha\s+)?" + _OWN_POST
     + r"\b", I),
    # "no volví al cuartel", "não voltei ao quartel"; "salí del cuartel un sábado y no volví", "saí do quartel de
    # folga e nunca mais voltei": the speaker's own stay away from the post, as "no volvió a su unidad"
    ("defection", "verb", r"\b(?:no|nunca)\s+(?:m[áa]s\s+)?(?:volví|regresé|volvimos|regresamos)\s+(?:a\s+(?:mi|la|nuestr[oa])|al)\s+"
     + _OWN_POST + r"\b", I),
    ("defection", "verb", r"\b(?:n[ãa]o|nunca)\s+(?:mais\s+)?(?:voltei|regressei|voltamos|regressamos)\s+(?:[àa]|ao|para\s+[oa])\s+"
     r"(?:(?:minha|meu|nossa|nosso)\s+)?" + _OWN_POST + r"\b", I),
    ("defection", "verb", r"\b(?:salí|salimos|saí|sa[íi]mos)\s+(?:del?|da|do)\s+(?:la\s+|mi\s+|nuestro\s+|nuestra\s+|meu\s+|minha\s+|"
     r"nosso\s+|nossa\s+)?" + _OWN_POST + r"\b(?!\s+(?:de|del|da|do)\s)[^.;:\"“”«»]{0,60}?\b(?:y|e)\s+(?:no|n[ãa]o|nunca)\s+"
     r"(?:m[áa]s\s+|mais\s+)?(?:volví|regresé|volvimos|regresamos|voltei|regressei|voltamos|regressamos)(?=\s*[.;,\"”»]|\s*$)", I),
    ("border_crossing", "cross", r"\b(?:crucé|cruzamos|atravesé|atravesamos|cruzei|atravessei|atravessamos)\b", I),
    ("border_crossing", "cross", r"\b(?:pasé|pasamos|passei|passamos)\s+(?:por|pela|pelo)\s+(?:(?:la|el|una|un|a|o|uma|um)\s+)?"
     r"(?:frontera|fronteira|puentes?|ponte|trochas?|trilhas?|r[ií]o|paso\s+fronterizo|caminos?\s+verdes?)\b", I),
    ("asylum", "verb", r"\b(?:pedí|pedimos|solicité|solicitamos|pedi|solicitei)\s+(?:[\w-]+\s+){0,3}?"
     r"(?:refugio|ref[úu]gio|asilo|protecci[oó]n|prote[çc][ãa]o)\b", I),
    ("asylum", "verb", r"\b(?:me\s+entregué|nos\s+entregamos|me\s+entreguei|nos\s+entregamos|entreguei-me|entregamo-nos)\s+"
     r"(?:a|ante|al|à|ao|aos|às)\s+(?:la\s+|el\s+|los\s+|las\s+|uma?\s+)?(?:[\w-]+\s+){0,2}?(?:Migraci[oó]n|Polic[ií]a|"
     r"Ej[ée]rcito|Ex[ée]rcito|patrulla|patrulha|autoridades|militares|soldados|Armada|Guardia\s+Costera|Pol[ií]cia)\b", I),
    ("relocation", "go", r"\b(?:llegué|llegamos|cheguei|chegamos)\s+(?:a|hasta|en|em|ao|à|até)\s+(?=[A-ZÁÉÍÓÚ])", 0),
    ("relocation", "go", r"\b(?:viajé|viajamos|viajei)\s+(?:a|hasta|hacia|para|até)\s+(?=[A-ZÁÉÍÓÚ])", 0),
)
_JOINED_REVOLT_NOUN = (r"(?:uprising|revolt|rebellion|insurrection|alzamiento|levantamiento|sublevaci[oó]n|rebeli[oó]n|"
                       r"insurrecci[oó]n|levante|rebeli[ãa]o|insurrei[çc][ãa]o)")
_JOINED_THE_REVOLT = _any(
    rf"joined\s+(?:(?:the|opposition|leader|Juan|Guaid[oó]['’]s|failed|short-lived|abortive|military|civic-military|"
    rf"attempted|(?:{'|'.join(MONTHS)})\.?|\d{{1,2}}(?:st|nd|rd|th)?)\s+){{1,6}}{_JOINED_REVOLT_NOUN}",
    rf"se\s+(?:sum|un|pleg)(?:ó|ió|aron|ieron)\s+{_ES_DAY_BETWEEN}(?:al|a\s+la)\s+"
    rf"(?:(?:fallid[oa]|frustrad[oa]|breve)\s+)?(?:{_JOINED_REVOLT_NOUN}|llamado\s+de\s+(?:Juan\s+)?Guaid[oó])",
    r"se\s+(?:sum|un)(?:ó|ió|aron|ieron)\s+a\s+los\s+(?:militares|soldados|uniformados)\s+que\s+(?:acompa[ñn]aban|acompa[ñn]aron|"
    r"respaldaban|respaldaron)\s+a\s+(?:Juan\s+)?Guaid[oó]",
    rf"aderi(?:u|ram)\s+(?:ao|à)\s+(?:(?:fracassad[oa]|frustrad[oa])\s+)?{_JOINED_REVOLT_NOUN}",
    rf"se\s+(?:junt|un)(?:ou|iu|aram|iram)\s+(?:ao|à|aos)\s+(?:(?:fracassad[oa]|frustrad[oa])\s+)?(?:{_JOINED_REVOLT_NOUN}|"
    r"militares\s+que\s+(?:acompanhavam|acompanharam)\s+(?:Juan\s+)?Guaid[oó])")


# Joining Guaidó himself, as soldiers did outside La Carlota: "joined Juan Guaidó and Leopoldo López", "se sumaron a
# Guaidó", "se juntaram a Juan Guaidó" (an uprising only on its day: `_joined_guaido_on_another_day`)
_JOINED_GUAIDO = _any(r"joined\s+(?:opposition\s+leader\s+)?(?:Juan\s+)?Guaid[oó](?!['’])",
                      r"se\s+(?:sum|un|junt)(?:ó|ió|aron|ieron|ou|aram)\s+a\s+(?:Juan\s+)?Guaid[oó]",
                      r"(?:junt|un)(?:ou|aram)-se\s+a\s+(?:Juan\s+)?Guaid[oó]")
# Standing or gathering beside Guaidó, as the April 30 rebels did: "soldiers who gathered with Guaidó near La
# Carlota", "stood beside opposition leader Juan Guaidó", "se reunieron con Guaidó", "ficaram ao lado de Guaidó"
# (an uprising only on its day, as joining him: `_joined_guaido_on_another_day`)
_STOOD_WITH_GUAIDO = _any(r"(?:gathered|stood|rallied|massed)\s+(?:with|beside|alongside|next\s+to)\s+"
                          r"(?:(?:opposition|leader|Juan)\s+){0,3}Guaid[oó](?!['’])",
                          r"(?:se\s+reun(?:ió|ieron)\s+con|se\s+plant(?:ó|aron)\s+junto\s+a|estuv(?:o|ieron)\s+junto\s+a|"
                          r"acompañ(?:ó|aron)\s+a)\s+(?:(?:el\s+)?(?:líder\s+opositor|opositor)\s+)?(?:Juan\s+)?Guaid[oó]",
                          r"(?:(?:fic|estiv)(?:ou|eram)\s+ao\s+lado\s+de|se\s+reun(?:iu|iram)\s+com|acompanh(?:ou|aram))\s+"
                          r"(?:(?:o\s+)?(?:líder\s+opositor|opositor)\s+)?(?:Juan\s+)?Guaid[oó]")


# Leaving "the station" the sentence has just named as the one served at: "served at the coast guard station in
# Cumaná until 11 April, when he walked out of the station", "servía en la estación naval de Güiria hasta que abandonó
# la estación", "servia na estação da Marinha em Güiria e deixou a estação" (kept only after that service, by
# `_left_the_post_served_at`: not "walked out of the station" after questioning at a police station)
_LEFT_THE_STATION = re.compile(_any(r"walk(?:ed|ing)?\s+out\s+of\s+the", r"le(?:ft|aving)\s+the", r"abandon(?:ed|ing)\s+the",
                                    r"(?:abandon|dej)(?:ó|aron)\s+la", r"sali(?:ó|eron)\s+de\s+la",
                                    r"(?:abandon|deix)(?:ou|aram)\s+a", r"sa(?:iu|[íi]ram)\s+da")
                               + r"\s+(?:station|estaci[óo]n|esta[çc][ãa]o)\b", I)
_SERVED_AT_A_STATION = re.compile(r"\b(?:served|serving|stationed|posted|assigned|based|serv[íi]an?|destinad[oa]s?|"
                                  r"destacad[oa]s?|apostad[oa]s?|servia|serviam|lotad[oa]s?)\b[^.;]{0,40}?"
                                  r"\b(?:(?:" + _SERVICE + r")\s+station|"
                                  r"estaci[óo]n\s+(?:naval|de\s+(?:guardacostas|la\s+(?:guardia\s+costera|Armada|Guardia\s+Nacional)))|"
                                  r"esta[çc][ãa]o\s+(?:naval|da\s+(?:guarda\s+costeira|Marinha|Guarda\s+Nacional)))\b", I)


# Hearing of "the" arrest, one the story has told: "He learned of the arrest yesterday when he was allowed to call his
# wife", "se enteró de la detención", "soube da prisão" (not "learned of his brother's arrest", which may be news)
_LEARNED_OF_THE = re.compile(r"\b(?:(?:learned|learnt|heard|found\s+out|(?:was|were)\s+told)\s+(?:of|about)\s+the|"
                             r"se\s+enter(?:ó|aron)\s+de\s+la|sup(?:o|ieron)\s+de\s+la|"
                             r"soube(?:ram)?\s+da|ficou\s+sabendo\s+da)\s+$", I)


def _left_the_post_served_at(text: str, m: re.Match[str]) -> bool:
    """Whether "left the station" at `m` leaves the service's station the sentence says was served at before it."""
    return m.re is not _LEFT_THE_STATION or _SERVED_AT_A_STATION.search(text, 0, m.start()) is not None


# "told immigration officers in Kingston that they", "telling them he": the officials told, then who tells
# (the officer may be named by a long title: "told a U.S. Customs and Border Protection officer that he")
_TOLD_OFFICIALS_THAT = (r"(?:told|telling|informed|informing)\s+(?:(?:them|him|her)\s+|(?:[\w'’-]+\s+|(?:[A-Z]\.){2,}\s+){0,6}?"
                        r"(?:officers?|officials?|agents?|authorities|police(?:men)?|immigration|guards?)\b"
                        r"[^.;:\"“”]{0,90}?\s+)(?:that\s+)?(?:he|she|they)\s+")


LEXICON: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple((t, k, re.compile(p, f)) for t, k, p, f in (
    ("defection", "verb", r"\bdefect(?:ed|ing|s)?\b" + _NOT_MILITARY_NOUN, I),
    ("defection", "verb", r"\bdesert(?:ed|ing|s)?\b" + _NOT_PLACE_NOUN, I),
    ("defection", "noun", _any(r"defections?", r"desertions?", r"deserci[oó]n"), I),
    # "la huida de cuatro militares", "a fuga de dois sargentos", "the escape of two soldiers": soldiers' flight
    ("defection", "noun", _any(r"huida", r"fuga", r"escape") + r"(?=\s+(?:of|de|da|do)\s+(?!(?:the|los|las|os|as)\s)"
     r"(?:[\w,.-]+\s+){0,2}?(?:soldiers|guardsmen|troops|officers|sergeants|militares|soldados|guardias|sargentos|"
     r"oficiales|oficiais|tenientes|tenentes|cabos|corporals|marines|sailors|marinos|marinheiros|uniformados)\b)", I),
    # Joining the revolt against Maduro is breaking with him: "openly joined opposition leader Juan Guaidó's failed
    # uprising", "se sumó el 30 de abril al alzamiento", "se sumó a los militares que acompañaban a Guaidó", "aderiu ao
    # levante" (kept only for soldiers, by `_joined_by_soldiers`)
    ("defection", "verb", _JOINED_THE_REVOLT, I),
    ("defection", "verb", _any(r"(?:broke|break|breaking|broken)\s+ranks",
                               r"(?:switch(?:ed|ing)?|chang(?:ed|ing))\s+sides"), I),
    ("defection", "verb", _any(r"abandon(?:ed|ing)?", r"le(?:ft|aving)", r"walk(?:ed|ing)?\s+(?:off|away\s+from|out\s+of)", "deserted",
                               r"(?:slipp(?:ed|ing)|sneak(?:ed|ing)|snuck|crept|stole|ran|fled)\s+away\s+from",
                               # "slipped out of their post", "crept out of his barracks": as "walked out of"
                               r"(?:slipp(?:ed|ing)|sneak(?:ed|ing)|snuck|crept|stole)\s+out\s+of")
     # "left the Paraguaipoa barracks": a post named by its town between; "left the coast guard station at
     # Chichiriviche": a service's station (not a police station, where deserters go to give themselves up);
     # "their river post"; "leaving his rifle and his unit behind": a thing left with it; "the Boca de Grita post": a
     # town's name may hold "de"; "the Mariscal Juan Crisóstomo Falcón naval base": a base named for a hero, by rank
     # and full name
     + r"\s+(?:(?:their|his|her|my|our|the)\s+(?:rifles?|weapons?|guns?|uniforms?|boots)\s+and\s+)?(?:their|his|her|my|our|the)\s+"
       r"(?:(?:(?-i:[A-ZÁÉÍÓÚ])[\w'’-]+|(?-i:de|del|da|do)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))|" + _SERVICE
     + r"|river|riverside|border|frontier|jungle|remote)\s+){0,6}?(?:posts?|base|barracks|"
       # ("slipped away from their bivouac": a unit's camp in the field)
       r"units?|garrison|battalions?|brigades?|regiments?|outposts?|fort|checkpoints?|commands?|bivouacs?|encampments?|"
       # ("left his detachment in Coloncito": a Guard detachment)
       r"detachments?(?!\s+(?:commanders?|chiefs?)\b)|" + _AFTER_SERVICE
       + r"stations?)\b", I),
    ("defection", "verb", _LEFT_THE_STATION, 0),
    # "left the hospital without permission", "salió del hospital sin permiso", "deixou a unidade sem autorização":
    # leaving wherever one serves without leave is deserting it
    ("defection", "verb", _any(r"le(?:ft|aving)", r"walk(?:ed|ing)?\s+out\s+of", r"sali(?:ó|eron)\s+del?",
                               r"sa(?:iu|[íi]ram)\s+d[oa]", r"deix(?:ou|aram)", r"dej(?:ó|aron)", r"abandon(?:ó|aron|ou|aram)")
     + r"(?=\s+(?:[\w'’-]+\s+){1,4}?(?:without\s+(?:permission|leave|authori[sz]ation)|sin\s+(?:permiso|autorizaci[óo]n)|"
       r"sem\s+(?:autoriza[çc][ãa]o|permiss[ãa]o))\b)", I),
    # "slipped out of a small checkpoint near Paraguaipoa", "left an isolated border post": a post the men stood
    # guard at, named with "a" (not "a post office", nor "a unit", which may be told of others)
    ("defection", "verb", _any(r"abandon(?:ed|ing)?", r"le(?:ft|aving)", r"walk(?:ed|ing)?\s+(?:off|away\s+from|out\s+of)",
                               r"(?:slipp(?:ed|ing)|sneak(?:ed|ing)|snuck|crept|stole)\s+(?:away\s+from|out\s+of)")
     + r"\s+an?\s+(?:(?:small|tiny|isolated|remote|border|frontier|river|riverside|jungle|military|army|" + _SERVICE
     + r")\s+){0,3}?(?:checkpoint|outpost|post(?!\s+offices?\b)|barracks|garrison)\b", I),
    # "walked out of Fuerte Mara", "slipped away from Fort Tiuna": a base by its name
    ("defection", "verb", _any(r"walk(?:ed|ing)?\s+(?:off|out\s+of|away\s+from)",
                               r"(?:slipp(?:ed|ing)|stole|sneak(?:ed|ing)|snuck)\s+(?:away\s+from|out\s+of)",
                               # "abandoned Fort Mara", "deserted from Fuerte Tiuna", "abandonaron el Fuerte Mara"
                               r"abandon(?:ed|ing)", r"deserted(?:\s+from)?", r"(?:fled|escaped)\s+from",
                               r"abandon(?:ó|aron)(?:\s+el)?", r"desert(?:ó|aron)\s+del?", r"huy(?:ó|eron)\s+del?",
                               r"(?:abandon|deix)(?:ou|aram)\s+o", r"desert(?:ou|aram)\s+do")
     + r"\s+(?-i:Fuerte|Fort|Forte|Fuerte\s+Militar)\s+(?-i:[A-ZÁÉÍÓÚ])", I),
    # "walked out through a gap in the fence", "slipped out of the barracks at night"
    ("defection", "verb", _any(r"walk(?:ed|ing)", r"slipp(?:ed|ing)", r"sneak(?:ed|ing)", "snuck", "crept",
                               r"climb(?:ed|ing)")
     + r"\s+out\s+(?:of|through)\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,4}?(?:fence|gate|barracks|base|"
       r"garrison|fort|perimeter)\b", I),
    ("defection", "verb", _any(r"desert(?:ó|aron|ado|aba|aban)"), I),
    # "antes de desertar en marzo", "tras desertar el martes", "depois de desertar": a deed told by the time around it
    # (with its own day: "depois de desertar do Exército" in a relative clause takes the main clause's day)
    ("defection", "verb", r"(?:(?<=\bantes\sde\s)|(?<=\bdespu[eé]s\sde\s)|(?<=\bluego\sde\s)|(?<=\btras\s)|"
                          r"(?<=\bdepois\sde\s))desertar\b(?=\s+(?:del?|do|da)\s+(?:(?:su|sus|el|la|los|seu|sua)\s+)?"
                          # (or with the post it left: "tras desertar de su unidad en San Cristóbal")
                          r"(?:unidad(?:es)?|unidade|puestos?|posto|cuartel|quartel|batall[oó]n|batalh[ãa]o|guarni[cç]i?[oó]n|"
                          r"guarni[çc][ãa]o|destacamento|base|fuerte|forte|comando)\b"
                          r"|\s+(?:[\w-]+\s+){0,3}?(?:el|la|en|em|no|na|este|esta|nesta|neste)\s+"
                          r"(?:pasad[oa]\s+|passad[oa]\s+|[úu]ltim[oa]\s+)?(?:\d|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|"
                          r"segunda|ter[çc]a|quarta|quinta|sexta|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
                          r"octubre|noviembre|diciembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|"
                          r"dezembro|madrugada|noche|mes|semana|m[êe]s)\b)", I),
    ("defection", "verb", _FORCE_LEFT_TEXT, I),
    # "went AWOL": absent without leave, a desertion
    ("defection", "verb", r"\b(?:went|gone|going|go)\s+AWOL\b", 0),
    # Running to the other side's forces: "ran toward Colombian police", "corrieron hacia la Policía colombiana"
    ("defection", "surrender", r"\b(?:ran|run|running|sprinted|dashed|corri(?:ó|eron)|corr(?:eu|eram))(?=" + _FOREIGN_FORCES_TEXT + ")", I),
    # Seeking out the other side's forces: "reported to the Colombian army", "se reportó ante el Ejército colombiano",
    # "procurou a Polícia Federal"
    # (not a report made to them: "reported to Colombian police that they had been robbed", "para denunciar o roubo")
    ("defection", "surrender", r"\b(?:reported|se\s+report(?:ó|aron)|procur(?:ou|aram))(?=" + _FOREIGN_FORCES_TEXT + ")"
                               r"(?![^.;]{0,100}?\b(?:that|about|para\s+(?:denunciar|registrar|relatar|reportar|informar|"
                               r"contar|prestar\s+queixa))\b)", I),
    # Giving oneself up to the other side's authorities: a desertion when nothing else tells it, the
    # last step of one when the sentence tells the crossing.
    ("defection", "surrender", _any(rf"turn(?:ed|ing)?\s+{_SELF}\s+in", rf"gave\s+{_SELF}\s+up",
                                    r"surrender(?:ed|ing)?", r"se\s+entreg(?:ó|aron)",
                                    r"se\s+han\s+entregado", r"se\s+hab[ií]an\s+entregado",
                                    rf"present(?:ed|ing)\s+{_SELF}\s+(?:to|at|before)", rf"hand(?:ed|ing)\s+{_SELF}\s+(?:over|in)",
                                    r"se\s+present(?:ó|aron)" + _NOT_AT_A_HOME, r"se\s+(?:han|hab[ií]an)\s+presentado",
                                    # "se puso a la orden de las autoridades colombianas", "placed themselves at the
                                    # disposal of", "colocaram-se à disposição do Exército"
                                    r"se\s+pus(?:o|ieron)\s+a\s+(?:la\s+)?(?:orden|disposici[oó]n)(?=\s+del?\s)",
                                    rf"(?:placed|put)\s+{_SELF}\s+at\s+the\s+disposal(?=\s+of\s)",
                                    r"(?:se\s+(?:coloc(?:ou|aram)|p[ôo]s|puseram)|coloc(?:ou|aram)-se|p[ôo]s-se|puseram-se)\s+"
                                    r"(?:[àa]\s+)?disposi[çc][ãa]o(?=\s+d[oa]s?\s)"), I),
    ("defection", "verb", _any(r"(?:took|take|taking|stripped|strip|stripping|shed|shedding)\s+off\s+(?:his|her|their)\s+uniforms?",
                               r"(?:shed|shedding|ditched|ditching|abandoned)\s+(?:his|her|their)\s+uniforms?",
                               # "colgó el uniforme y cruzó", "pendurou a farda", "hung up his uniform"
                               r"colg(?:ó|aron)\s+(?:el|su|sus|los)\s+uniformes?\b",
                               # "se quitaron el uniforme en un baño del fuerte", "tirou a farda no quartel": as "took off
                               # his uniform"
                               r"se\s+(?:quit|despoj)(?:ó|aron)\s+(?:del?\s+)?(?:el|su|sus|los)\s+uniformes?\b",
                               r"tir(?:ou|aram)\s+(?:a|as|sua|suas)\s+fardas?\b",
                               r"pendur(?:ou|aram)\s+(?:a|as|sua|suas)\s+fardas?\b",
                               r"hung\s+up\s+(?:his|her|their)\s+uniforms?",
                               r"(?:threw|throw|laid|lay|put)\s+down\s+(?:his|her|their)\s+(?:weapons?|arms|rifles?|guns?)",
                               # "dejaron sus fusiles contra la pared del puesto", "deixou seu fuzil no posto": their
                               # own weapons left behind (not "las FARC dejaron las armas", a peace deal's words)
                               r"(?:dej|abandon)(?:ó|aron)\s+(?:su|sus)\s+(?:fusil(?:es)?|armas?|rifles?|armamento)\b",
                               r"(?:deix|abandon)(?:ou|aram)\s+(?:seu|seus|sua|suas)\s+(?:fuzil|fuzis|armas?|armamento)\b",
                               # "largaram os fuzis no quartel", "soltaron los fusiles", "dropped their rifles at the
                               # barracks": the rifles, named as such, put down
                               r"(?:dej|abandon|solt|tir)(?:ó|aron)\s+(?:el|los)\s+fusil(?:es)?\b",
                               # "dejó el arma en el parque de la unidad": his own weapon, one (not "dejaron las armas")
                               r"(?:dej|abandon|solt)ó\s+el\s+arma\b(?!\s+(?:de|del)\s)",
                               r"(?:deix|abandon|larg|solt)(?:ou|aram)\s+(?:o|os)\s+(?:fuzil|fuzis)\b",
                               r"(?:larg|solt)(?:ou|aram)\s+(?:seu|seus|sua|suas)\s+(?:fuzil|fuzis|armas?)\b",
                               # (not "left his rifle in his locker", told as how he went, after the desertion)
                               r"(?:dropped|ditched)\s+(?:his|her|their)\s+(?:rifles?|weapons?|guns?)\b"), I),
    ("defection", "verb", _any(*_STAYED_AWAY_TEXTS), I),  # staying away from the post
    ("defection", "verb", _any(r"turn(?:ed|ing|s)?\s+(?:his|her|their)\s+backs?\s+on", *_DECLARED_BREAKS,
                               # "abandonó su unidad", "abandonaron el destacamento de Guasdualito"
                               # (or told as what came first: "tras abandonar su puesto en San Cristóbal")
                               r"(?:abandon(?:ó|aron)|(?:(?<=\btras\s)|(?<=\bdespués\sde\s)|(?<=\bdespues\sde\s)|(?<=\bluego\sde\s))abandonar)\s+"
                               + _ES_DAY_BETWEEN + r"(?:su|sus|el|la|los|las|un|una)\s+(?:unidad|unidades|puestos?|"
                               r"cuartel(?:es)?|batall[oó]n|batallones|guarnici[oó]n|destacamento|brigada|regimiento|vivac|"
                               r"campamento\s+militar|complejo\s+militar|"
                               r"fuerte(?!\s+(?-i:[A-ZÁÉÍÓÚ]))|comando)\b",  # "el Fuerte Mara": the base by its name
                               # "salieron la noche del sábado de un puesto de control en Paraguaipoa": slipped out of
                               # a post (not "salió de la alcaldía")
                               r"sali(?:ó|eron)\s+" + _ES_DAY_BETWEEN + r"(?:del|de\s+(?:un|una|su|sus|el|la))\s+(?:puestos?\s+de\s+"
                               r"control|puestos?\s+fronterizos?|cuartel(?:es)?|batall[oó]n|guarnici[oó]n|destacamento|alcabala)\b",
                               # "se marcharon de su puesto en Ureña", "se fue de su unidad": went away from the post
                               # ("se volaron del cuartel": Venezuelan slang for the same)
                               r"se\s+(?:march(?:ó|aron)|fu(?:e|eron)|escap(?:ó|aron)|evadi(?:ó|eron)|vol(?:ó|aron))\s+" + _ES_DAY_BETWEEN
                               + r"(?:del|de\s+(?:su|sus|el|la))\s+(?:unidad|puestos?|cuartel(?:es)?|batall[oó]n|guarnici[oó]n|"
                               r"destacamento|alcabala|fuerte|base)\b",
                               # "dejó su batallón en Barinas", "dejó el cuartel en Santa Elena" (not "dejó su
                               # puesto" or "el comando": an official resigns so)
                               r"dej(?:ó|aron)\s+" + _ES_DAY_BETWEEN + r"(?:su|sus|el|la|los|las)\s+(?:unidad|unidades|cuartel(?:es)?|"
                               r"batall[oó]n|batallones|guarnici[oó]n|destacamento|brigada|regimiento|fuerte)\b",
                               # "dejó su puesto en San Cristóbal el 6 de agosto": a post in a town, no office's
                               r"dej(?:ó|aron)\s+" + _ES_DAY_BETWEEN + r"(?:su|sus)\s+puestos?(?=\s+en\s+(?-i:[A-ZÁÉÍÓÚ]))",
                               # "dejó su puesto en el destacamento de Maracay": the post is a unit's, so no office
                               r"dej(?:ó|aron)\s+" + _ES_DAY_BETWEEN + r"(?:su|sus)\s+puestos?\s+(?:de\s+\w+\s+)?en\s+(?:el|la|un|una)\s+"
                               r"(?:unidad|cuartel|batall[oó]n|guarnici[oó]n|destacamento|brigada|regimiento|fuerte|"
                               r"alcabala|base\s+militar)\b",
                               # "salió de su unidad", "salieron del cuartel": left the post, as "left the barracks"
                               # ("salieron la madrugada del lunes 12 de su puesto", "habían salido de su puesto")
                               r"(?:sal(?:ió|ieron)|hab[ií]an?\s+salido)\s+" + _ES_DAY_BETWEEN + r"(?:de\s+(?:su|sus|la|las|los)|del)\s+"
                               r"(?:unidad|unidades|cuartel(?:es)?|"
                               r"batall[oó]n|batallones|guarnici[oó]n|destacamento|brigada|regimiento|fuerte|"
                               r"base(?!\s+de\s+datos)|"  # "salieron de la base en la noche del sábado"
                               r"puestos?(?!\s+(?:de|del)\s)|"  # "salió del puesto la noche del domingo", not "del puesto de ministro"
                               r"comando(?!\s+(?-i:[A-ZÁÉÍÓÚ])))\b",  # "salió del comando vestido de civil"
                               r"se\s+pas(?:ó|aron)",
                               r"abandon(?:ó|aron|ado)\s+(?:las\s+)?filas", r"rompi(?:ó|eron)\s+filas",
                               r"(?:dio|dieron|dado|dando)\s+la\s+espalda\s+al?"), I),
    ("uprising", "noun", _any(r"uprisings?", "rebellion", "revolt", "putsch", "mutiny", "insurrection",
                              r"sublevaci[oó]n", "alzamiento", "levantamiento", r"insurrecci[oó]n", r"rebeli[oó]n",
                              r"mot[ií]n", r"intentona"), I),
    # "accused of plotting a coup": a plot is no uprising
    ("uprising", "noun", _any(r"attempted\s+coup", r"coup(?:\s+attempt)?", before=_NOT_PLOTTED,
                              after=r"\b(?![-\s](?:plott|monger|plot))"), I),
    ("uprising", "verb", _any(r"seiz(?:ed|ing)\s+(?:weapons|arms|rifles|the\s+(?:base|barracks|post|armou?ry))",
                              r"took\s+over\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:base|barracks|post|command|garrison)"), I),
    ("uprising", "verb", _any(r"revolt(?:ed|ing)", r"rebel(?:led|ling)", "mutinied", r"r(?:o|i)se\s+up",
                              r"rising\s+up", r"took\s+up\s+arms", r"se\s+(?:alz|sublev|rebel|amotin)(?:ó|aron)",
                              r"tom(?:ó|aron)\s+(?:el|la|los)\s+(?:base|cuartel|comando|fuerte|armas)",
                              # "se insurgió", "se insurgiu contra Maduro"; "rebel soldiers seized the Altamira overpass",
                              # "militares rebeldes tomaron el distribuidor": a rising by what the rebels took
                              r"se\s+insurg(?:ió|ieron|iu|iram)", r"insurg(?:iu|iram)-se",
                              r"(?:(?<=\brebel\s)|(?<=\bmutinous\s)|(?<=\binsurgent\s))(?:soldiers|troops|guardsmen|officers)\s+"
                              r"(?:seized|took|occupied|stormed)",
                              r"(?<=\bmilitares\s)(?:rebeldes|alzados|sublevados|insurrectos)\s+(?:tomaron|ocuparon|tomaram|ocuparam)",
                              # "soldiers loyal to Guaidó took over the Altamira overpass", "militares leales a Guaidó
                              # tomaron el distribuidor", "militares leais a Guaidó ocuparam o viaduto"
                              r"(?:soldiers|troops|guardsmen|officers|militares|soldados|guardias|guardas)\s+(?:loyal\s+to|"
                              r"leales\s+a|fieles\s+a|leais\s+a|fi[ée]is\s+a)\s+(?:Juan\s+)?Guaid[oó]\s+(?:seized|took(?:\s+over)?|"
                              r"occupied|stormed|tomaron|ocuparon|tomaram|ocuparam)"), I),
    ("uprising", "verb", r"\bappear(?:ed|ing)\b[^.;]{0,40}?\bwith\s+tanks\b", I),
    ("uprising", "verb", _JOINED_GUAIDO, I),
    ("uprising", "verb", _STOOD_WITH_GUAIDO, I),
    ("defection", "verb", _STOOD_WITH_GUAIDO, I),  # kept for soldiers only: `_joined_by_soldiers`
    # "appeared outside the air base and called on the armed forces to join them": the rebels' call from a
    # base they stand at (not Guaidó's standing appeal to the military, which is no rising)
    ("uprising", "verb", r"\b(?:outside|at|inside|in\s+front\s+of)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:air\s?base|airbase|base|"
                         r"barracks|fort|garrison)\b[^.;]{0,120}?\bcalled\s+on\s+(?:the\s+)?(?:armed\s+forces|military|troops|"
                         r"soldiers|rest)\s+to\s+(?:join\s+(?:them|him|us)\b|rise\b|rebel\b)"
                         r"|\b(?:frente\s+a|en|a\s+las\s+afueras\s+de)\s+(?:la\s+|el\s+)?(?:base|cuartel|fuerte|"
                         r"guarnici[oó]n)\b[^.;]{0,80}?\bllam(?:ó|aron)\s+a\s+(?:la\s+)?(?:fuerza\s+armada|FANB|los\s+militares|"
                         r"las\s+tropas)\s+a\s+(?:unirse|sumarse)\s+a\s+(?:ellos|él|nosotros)\b", I),
    # "Guaidó appeared at dawn outside La Carlota air base, surrounded by dozens of uniformed soldiers": the
    # rebels shown with him at a base (the April 30 image); "troops who appeared with Guaidó outside the base"
    ("uprising", "verb", r"\bappear(?:ed|ing)\b(?=[^.;]{0,220}?\b(?:air\s?base|airbase|base|barracks|fort|garrison)\b)"
                         r"[^.;]{0,160}?\b(?:with|alongside|flanked\s+by|surrounded\s+by|accompanied\s+by)\s+"
                         r"(?:[\w-]+\s+){0,4}?(?:soldiers|troops|uniformed\s+(?:men|soldiers|officers)|servicemen|guardsmen|"
                         r"military\s+(?:men|personnel))\b"
                         r"|\b(?:soldiers|troops|uniformed\s+men|guardsmen)\s+who\s+appeared\s+(?:with|alongside)\s+"
                         r"(?:(?:Juan|opposition|leader)\s+){0,3}Guaid[oó]\b"
                         # "Guaidó and a few dozen troops appeared outside La Carlota air base", "Guaidó y un grupo de
                         # militares aparecieron frente a la base", "Guaidó e dezenas de militares apareceram": together
                         r"|(?<=\bGuaid[oó]\s)(?:and|y|e)\s+(?:[\w-]+\s+){0,4}?(?:soldiers|troops|uniformed\s+men|guardsmen|"
                         r"militares|soldados|uniformados|efectivos|fardados)\s+(?:appeared|aparecieron|apareceram)\b"
                         r"(?=[^.;]{0,80}?\b(?:air\s?base|airbase|base|barracks|fort|garrison|cuartel|fuerte|quartel|forte|"
                         r"La\s+Carlota)\b)"
                         r"|\baparec(?:ió|ieron)\b(?=[^.;]{0,220}?\b(?:base|cuartel|fuerte|La\s+Carlota)\b)[^.;]{0,160}?"
                         r"\b(?:acompañad[oa]s?\s+(?:de|por)|junto\s+a|rodead[oa]s?\s+(?:de|por))\s+(?:[\w-]+\s+){0,4}?"
                         r"(?:militares|soldados|uniformados|efectivos)\b"
                         r"|\bapareceu\b(?=[^.;]{0,220}?\b(?:base|quartel|forte|La\s+Carlota)\b)[^.;]{0,160}?"
                         r"\b(?:acompanhad[oa]\s+(?:de|por)|ao\s+lado\s+de|cercad[oa]\s+(?:de|por))\s+(?:[\w-]+\s+){0,4}?"
                         r"(?:militares|soldados|fardados)\b", I),
    # "the pre-dawn raid on the Luepa fort", "an armed assault on a National Guard post", "el asalto al fuerte"
    # (not a raid by the state's own forces: "a police raid on homes")
    ("uprising", "noun", _any(r"raids?", r"assaults?", r"armed\s+attacks?", r"asaltos?", r"ataques?\s+armados?",
                              before=r"(?<!police\s)(?<!military\s)(?<!army\s)(?<!security\s)(?<!government\s)\b")
     + r"(?=[^.;]{0,120}?\b(?:posts?|bases?|forts?|fuerte|barracks|garrisons?|battalions?|arsenals?|armou?r(?:y|ies)|"
       r"outposts?|cuartel(?:es)?|batall[oó]n|destacamento|comando|puesto|(?:within|inside)\s+the\s+(?:military|army))\b)", I),
    ("uprising", "verb", _any(r"overpower(?:ed|ing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:sentries|sentry|guards?|soldiers|troops)",
                              r"(?:made|make|making)\s+off\s+with\s+(?:[\w,-]+\s+){0,5}?(?:rifles|weapons|arms|guns|"
                              r"ammunition|rocket\s+launchers|grenades)",
                              r"storm(?:ed|ing)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:base|post|fort|barracks|garrison|armou?ry)",
                              r"asalt(?:ó|aron)\s+(?:el|la|un|una)\s+(?:[\w-]+\s+){0,3}?(?:fuerte|cuartel|base|puesto|"
                              r"batall[oó]n|destacamento|comando|unidad)",
                              r"(?:llev|rob)(?:ó|aron)\s+(?:[\w-]+\s+){0,4}?(?:fusiles|armas|municiones)",
                              # "um grupo armado invadiu o batalhão", "levou fuzis e munição"
                              r"(?:invad|assalt|atac)(?:iu|iram|ou|aram)\s+(?:o|a|um|uma)\s+(?:[\w-]+\s+){0,3}?"
                              r"(?:batalh[ãa]o|quartel|base|forte|posto|destacamento|unidade)",
                              r"(?:lev|roub)(?:ou|aram)\s+(?:[\w-]+\s+){0,4}?(?:fuzis|armas|muni[çc][ãa]o|muni[çc][õo]es)",
                              # "stealing rifles from an outpost", "barricaded themselves inside", "holing up in a
                              # command post": soldiers arming and entrenching against their commanders
                              r"st(?:ole|eal|eals|ealing)\s+(?:[\w,-]+\s+){0,3}?"
                              r"(?:rifles|weapons|arms|guns|ammunition)",
                              r"barricad(?:ed|ing)\s+themselves", r"se\s+atrincher(?:ó|aron)",
                              r"hol(?:ed|ing)\s+up\s+in\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?" + _MILITARY_POST), I),
    ("asylum", "verb", _any(r"t(?:ook|ake|akes|aking|aken)", r"s(?:ought|eek|eeks|eeking)", r"f(?:ound|ind)", "granted",
                            "given", "offered") + r"\s+(?:refuge|shelter|sanctuary)\b", I),
    ("asylum", "verb", _any("sought", r"seek(?:s|ing)?", "requested", r"request(?:s|ing)?", r"appl(?:ied|y|ies|ying)\s+for",
                            "granted", "given", "received", "claimed", r"filed\s+for", "obtained", "secured", "won")
     + r"\s+(?:political\s+)?asylum\b", I),
    # Getting into an embassy: "jumped the embassy wall", "climbed into the embassy grounds", "saltaron el
    # muro de la embajada", "entraram na embaixada"
    ("asylum", "verb", _any(r"(?:jump(?:ed|ing)|climb(?:ed|ing)|scal(?:ed|ing)|vault(?:ed|ing)|leapt|leaped)\s+(?:over\s+)?"
                            r"(?:the\s+)?(?:walls?|fences?|gates?|railings?)\s+(?:of|into)\s+(?!(?:the\s+)?Venezuelan\b)(?:the\s+)?(?:[\w'’-]+\s+){0,2}?"
                            r"(?:embassy|ambassador['’]s\s+residence|diplomatic\s+residence)",
                            r"(?:jump(?:ed|ing)|climb(?:ed|ing)|scal(?:ed|ing)|vault(?:ed|ing)|leapt|leaped)\s+(?:over\s+)?"
                            r"(?:the|its|a)\s+(?!Venezuelan\b)(?:[\w'’-]+\s+){0,2}?embassy(?:['’]s)?\s+(?:walls?|fences?|gates?)",
                            r"(?:climb(?:ed|ing)|ran|run|rushed|made\s+it|got)\s+into\s+(?:the|its|a)\s+(?!Venezuelan\b)(?:[\w'’-]+\s+){0,2}?"
                            r"(?:embassy|ambassador['’]s\s+residence)",
                            r"(?:salt|brinc|trep)(?:ó|aron|aba|aban)\s+(?:el|los|la|las)\s+(?:muros?|cercas?|rejas?|paredes?|"
                            r"portones?|port[oó]n)\s+de\s+la\s+(?:sede\s+de\s+la\s+)?(?:embajada|residencia\s+del\s+embajador)",
                            r"(?:entr|ingres|irrump)(?:ó|aron|ieron|ió)\s+(?:a|en)\s+la\s+(?:sede\s+de\s+la\s+)?embajada",
                            r"(?:pul|escal)(?:ou|aram)\s+(?:o|os|a|as)\s+(?:muros?|cercas?|port[õo]es|grades?)\s+da\s+embaixada",
                            r"entr(?:ou|aram)\s+na\s+embaixada"), I),
    ("asylum", "verb", _any(r"holed\s+up(?!\s+in\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?" + _MILITARY_POST + ")",
                            # "sneaked into the Brazilian embassy" (not "sneaked into Colombia": a crossing)
                            r"(?:sneak(?:ed)?|snuck|slipped)\s+into(?=\s+(?:the|a|an|its)\s+(?:[\w'’-]+\s+){0,3}?(?:embassy|"
                            r"ambassador['’]s\s+residence|residence|consulate|legation|compound)\b)",
                            # (not the law: "especializada em direito de asilo", "la ley de asilo", "o direito ao asilo")
                            r"(?<!\bdireito\sde\s)(?<!\bdireito\sao\s)(?<!\bderecho\sde\s)(?<!\bderecho\sal\s)"
                            r"(?<!\blei\sdo\s)(?<!\blei\sde\s)(?<!\bley\sde\s)(?<!\bley\sdel\s)asil[oa]"), I),
    # (the word quoted, or in the men's own Spanish: 'asked officers for "refugio"', 'asked for "asylum"')
    ("asylum", "verb", _any(r"ask(?:ed|ing|s)?\s+(?:[\w'’-]+\s+){0,8}?for\s+" + _QUOTED_ASKING + r"(?:(?:political|international|"
                            r"humanitarian|temporary|formal)\s+)?(?:asylum|protection|refuge|(?<=[\"“‘'])(?:refugio|asilo|ref[úu]gio)\b)",
                            r"(?:s(?:ought|eek|eeks|eeking)|requested|received|granted|given|appl(?:ied|y|ies|ying)\s+for)\s+(?:[\w'’-]+\s+){0,2}?"
                            r"protection",
                            # "petitioned for asylum", "petitioned for refugee status"
                            r"petitioned\s+for\s+(?:(?:political|international|humanitarian)\s+)?"
                            r"(?:asylum|refuge|refugee\s+status|protection)\b",
                            r"(?:pidi(?:ó|o|eron)|pedido|solicit(?:ó|aron|ado|ando)|(?<=\bpara\s)(?:pedir|solicitar)|" + _FIRST_PURPOSE
                            + r"(?:pedir|solicitar))\s+(?:[\w-]+\s+){0,3}?(?:refugio|asilo|protecci[oó]n)",
                            # "solicitó la condición de refugiado ante la Cancillería", "pidió el estatus de refugiado"
                            # (with its manner: "pidió formalmente la condición de refugiado")
                            r"(?:pidi(?:ó|o|eron)|solicit(?:ó|aron|ando)|(?<=\bpara\s)(?:pedir|solicitar))\s+" + _ES_DAY_BETWEEN
                            + _REQUEST_MANNER + r"(?:la\s+|el\s+|su\s+)?(?:condici[oó]n|estatus|estatuto|status)\s+de\s+refugiad[oa]s?\b",
                            # "firmó una solicitud formal de protección", "firmaron su solicitud de refugio": signing the
                            # request is making it; so is lodging it ("depositó su solicitud de refugio"), also called a "petición" ("formalizó su
                            # petición de protección internacional")
                            r"(?:present|radic|formaliz|firm|entreg|deposit)(?:ó|aron|ado|ar)" + _DAY_ASIDE + r"\s+(?:una\s+|la\s+|su\s+|sus\s+)?"
                            + _ES_NTH + r"(?:solicitud(?:es)?|petici[oó]n(?:es)?)\s+(?:formal(?:es)?\s+)?de\s+(?:refugio|asilo|protecci[oó]n)",
                            # "entregó el lunes, en la oficina de Migración en Cúcuta, una solicitud de refugio": the
                            # day and the office told between the handing in and the request
                            r"(?:present|radic|formaliz|entreg|deposit)(?:ó|aron)\s+(?:el|la|los|en|ante|a)\s+[^.;:]{1,120}?"
                            r"(?:,\s*|\s)(?:una|la|su|sus)\s+" + _ES_NTH
                            + r"(?:solicitud(?:es)?|petici[oó]n(?:es)?)\s+(?:formal(?:es)?\s+)?de\s+(?:refugio|asilo|protecci[oó]n)",
                            # "presentó ante la Cancillería la solicitud de la condición de refugiado": before whom,
                            # and the status asked for
                            # (or where, and the status by its legal name: "radicó en la Cancillería su solicitud de
                            # reconocimiento de la condición de refugiado")
                            r"(?:present|radic|formaliz)(?:ó|aron|ado|ar)\s+(?:(?:ante|en)\s+[^,.;:]{1,60}?\s+)?(?:una\s+|la\s+|su\s+|sus\s+)?"
                            + _ES_NTH + r"solicitud(?:es)?\s+(?:formal(?:es)?\s+)?de\s+(?:reconocimiento\s+de\s+)?"
                            r"(?:(?:la\s+|el\s+)?(?:condici[oó]n|estatus|estatuto)\s+de\s+refugiad[oa]s?|refugio|asilo)",
                            # "iniciaron el trámite para solicitar refugio", "les abrieron el trámite para solicitar el
                            # estatus de refugiado": starting the paperwork of a request is making it
                            r"(?:inici|comenz|empez)(?:ó|aron)\s+" + _ES_ASYLUM_PAPERWORK,
                            r"abr(?:ió|ieron)\s+" + _ES_ASYLUM_PAPERWORK,
                            # "tramitó el refugio en Ecuador", "tramitaron su solicitud de asilo": the request seen
                            # through its paperwork
                            r"tramit(?:ó|aron)" + _DAY_ASIDE + r"\s+(?:el|su|sus|la|una)\s+(?:(?:solicitud(?:es)?|petici[oó]n)\s+de\s+)?"
                            r"(?:refugio|asilo|(?:condici[oó]n|estatus)\s+de\s+refugiad[oa]s?)\b"), I),
    # Asking not to be sent home is asking for protection: "asked not to be returned", "pidieron no ser
    # deportados", "pediram para não serem devolvidos"
    ("asylum", "verb", _any(r"ask(?:ed|ing|s)?\s+(?:[\w'’-]+\s+){0,3}?not\s+to\s+(?:be\s+(?:returned|deported|sent\s+back|"
                            r"repatriated|handed\s+(?:back|over))|(?:return|deport|send\s+back|repatriate)\s+(?:them|him|her))",
                            r"(?:pidi(?:ó|o|eron)|solicit(?:ó|aron))\s+(?:[\w-]+\s+){0,2}?no\s+ser\s+"
                            r"(?:deportad|devuelt|repatriad|expulsad|entregad)[oa]s?",
                            r"(?:pedi(?:u|ram)|solicit(?:ou|aram))\s+(?:[\w-]+\s+){0,2}?(?:para\s+)?n[ãa]o\s+(?:ser|serem)\s+"
                            r"(?:deportad|devolvid|repatriad|expuls|entregu)[oa]s?"), I),
    # Telling the authorities one fears being sent back is the claim for protection (the "credible fear" a border
    # agent must hear): "told agents that he was a defector and feared returning", "dijo a los agentes que temía
    # volver", "disse aos policiais que tinha medo de voltar"
    ("asylum", "verb", _any(r"(?:told|informed)\s+(?:[\w'’-]+\s+){1,4}?that\s+(?:he|she|they)\s+(?:[\w'’,-]+\s+){0,10}?"
                            r"(?:fear(?:ed|s)?|was\s+afraid\s+of|were\s+afraid\s+of)\s+(?:returning|return(?:ing)?\s+(?:home|to)|"
                            r"going\s+back|being\s+(?:sent\s+back|returned|deported))",
                            r"expressed\s+(?:a\s+)?fear\s+of\s+(?:returning|return|being\s+(?:sent\s+back|returned|deported)|"
                            r"persecution)",
                            r"(?:dijo|dijeron|manifest(?:ó|aron)|expres(?:ó|aron))\s+(?:a\s+los|a\s+las|al|a\s+la)\s+(?:[\w-]+\s+){1,5}?"
                            r"que\s+(?:[\w,-]+\s+){0,10}?(?:tem[íi]a|tem[íi]an|ten[íi]an?\s+miedo\s+de)\s+"
                            r"(?:volver|regresar|retornar|ser\s+(?:deportad|devuelt|repatriad)[oa]s?)",
                            r"(?:disse|disseram|declar(?:ou|aram))\s+(?:aos|às|ao|à)\s+(?:[\w-]+\s+){1,5}?"
                            r"que\s+(?:[\w,-]+\s+){0,10}?(?:temia|temiam|tinham?\s+medo\s+de)\s+"
                            r"(?:voltar|regressar|retornar|ser(?:em)?\s+(?:deportad|devolvid|repatriad)[oa]s?)"), I),
    # Telling officials one wants protection, or fears for one's life, is the request itself: "told immigration
    # officers in Kingston that they wanted asylum", "telling them he was a deserter and feared for his life", "dijeron
    # a los funcionarios de Migración que querían pedir refugio", "disseram aos agentes que queriam pedir refúgio"
    ("asylum", "verb", _any(_TOLD_OFFICIALS_THAT + r"(?:(?:[\w'’-]+\s+){0,8}?(?:and|but)\s+)?"
                            r"(?:wanted|wished|would\s+(?:seek|request|ask\s+for)|intended\s+to\s+(?:seek|request|apply\s+for))"
                            r"\s+(?:to\s+(?:seek|request|ask\s+for|apply\s+for)\s+)?(?:political\s+)?(?:asylum|refuge|protection)\b",
                            _TOLD_OFFICIALS_THAT + r"(?:was|were)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?"
                            r"(?:deserters?|defectors?)\s+and\s+fear(?:ed|s)?\s+for\s+(?:his|her|their)\s+(?:own\s+)?li(?:fe|ves)\b",
                            r"(?:dijo|dijeron|manifest(?:ó|aron)|inform(?:ó|aron))\s+(?:a\s+los|a\s+las|al|a\s+la)\s+"
                            r"(?:agentes|funcionari[oa]s|autoridades|polic[ií]as?|oficiales|guardias)\b[^.;:]{0,60}?\s+"
                            r"que\s+(?:quer[íi]an?|deseaban?)\s+(?:pedir\s+|solicitar\s+)?(?:asilo|refugio|protecci[oó]n)\b",
                            r"(?:disse|disseram|inform(?:ou|aram))\s+(?:aos|às|ao|à)\s+"
                            r"(?:agentes|funcion[áa]rios|autoridades|policiais|oficiais|guardas)\b[^.;:]{0,60}?\s+"
                            r"que\s+(?:queria|queriam|desejava|desejavam)\s+(?:pedir\s+|solicitar\s+)?(?:asilo|ref[úu]gio|prote[çc][ãa]o)\b"), I),
    # ... and in the words of a claim at a port of entry: "told them he wanted to claim refugee protection", "told
    # the officers that she wished to make a refugee claim"
    ("asylum", "verb", _any(_TOLD_OFFICIALS_THAT + r"(?:wanted|wished|intended)\s+to\s+"
                            r"(?:claim\s+(?:refugee\s+)?(?:asylum|protection|status)|make\s+(?:an?\s+)?(?:asylum|refugee)\s+claim)\b"), I),
    # A recognition told of the one recognised: "was recognised as a refugee", "fue reconocido como
    # refugiado", "le reconoce la condición de refugiado", "obtuvo el estatus de refugiado"
    ("asylum", "verb", _any(r"(?:was|were|been|being|be|is|are|got|get)\s+(?:formally\s+|officially\s+)?"
                            r"recogni[sz]ed\s+as\s+(?:an?\s+)?refugees?",
                            r"(?:fue|fueron|sido|ser|es|son|foi|foram)\s+(?:formalmente\s+|oficialmente\s+)?"
                            r"(?:reconocid|reconhecid)[oa]s?\s+como\s+refugiad[oa]s?",
                            r"(?:le|les|lhe|lhes)\s+(?:reconoc|reconhec|otorg|conced|outorg)\w*" + _DAY_ASIDE + r"\s+(?:la|el|a|o)\s+"
                            r"(?:condici[oó]n|condi[çc][ãa]o|estatus|status|estatuto)\s+de\s+refugiad[oa]s?",
                            r"(?:obtuv|recibi|obtev|obtiv|receb|consegui)\w*\s+(?:[\w-]+\s+){0,5}?(?:la|el|a|o)\s+"
                            r"(?:condici[oó]n|condi[çc][ãa]o|estatus|status|estatuto)\s+de\s+refugiad[oa]s?",
                            r"teve\s+reconhecida\s+a\s+condi[çc][ãa]o\s+de\s+refugiad[oa]"), I),
    # Asking for the recognition is the request: "asked to be recognized as refugees", "pidió ser reconocido
    # como refugiado", "pediu para ser reconhecido como refugiado"
    ("asylum", "verb", _any(r"(?:ask|appl)(?:ed|ied|ing|ying|s|ies|y)?\s+to\s+be\s+(?:formally\s+)?recogni[sz]ed\s+as\s+"
                            r"(?:an?\s+)?refugees?",
                            r"(?:pidi(?:ó|o|eron)|solicit(?:ó|aron)|ped(?:ido|ir)|solicitar)\s+(?:que\s+)?(?:se\s+)?(?:le\s+|les\s+)?"
                            r"(?:ser|fueran?|sea|sean)\s+(?:formalmente\s+)?reconocid[oa]s?\s+como\s+refugiad[oa]s?",
                            r"(?:pedi(?:u|ram)|solicit(?:ou|aram)|pedir|solicitar)\s+(?:para\s+)?(?:ser|serem)\s+"
                            r"(?:formalmente\s+)?reconhecid[oa]s?\s+como\s+refugiad[oa]s?"), I),
    # "se refugiaron en el apartamento de una tía en Chacao": a move to where they hid
    ("relocation", "move", r"\bse\s+refugi(?:ó|aron|ou|aram)(?=" + _INTO_A_HOME + ")", I),
    # (not "se refugiaron en el apartamento de una tía": hiding in a home, a move)
    ("asylum", "verb", _any(r"se\s+(?:refugi|asil)(?:ó|aron|aba|aban|an|a)" + _IN_A_HOME, r"refugiarse" + _IN_A_HOME, r"asilarse",
                            # "buscaron refugio en la embajada de Brasil", "buscou refúgio": sought, as "sought refuge"
                            r"busc(?:ó|aron|ou|aram)\s+(?:ref[uú]gio|asilo|protecci[oó]n|prote[çc][ãa]o)",
                            # "manifestaron su voluntad de solicitar refugio", "manifestaram o desejo de pedir refúgio":
                            # the request made before the officials who hear it
                            r"(?:manifest|expres)(?:ó|aron|ou|aram)\s+(?:[\w-]+\s+){0,4}?(?:su|sua|seu|o|a)\s+(?:voluntad|deseo|intenci[oó]n|"
                            r"vontade|desejo|inten[çc][ãa]o)\s+de\s+(?:solicitar|pedir)\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:ref[uú]gio|asilo|protecci[oó]n|prote[çc][ãa]o)",
                            r"(?:ha|han|había|habían|haberse|estaba|estaban|está|están|permanec[eí]\w*)\s+"
                            r"(?:refugiad|asilad)[oa]s?",
                            r"(?:recibi(?:ó|eron)|obtuv(?:o|ieron)|otorg(?:ó|aron)|concedi(?:ó|eron)|brind(?:ó|aron))\s+"
                            r"(?:[\w-]+\s+){0,2}?(?:protecci[oó]n|asilo|refugio)",
                            r"se\s+encuentra(?:n|ban)?\s+(?:[\w-]+\s+){0,2}?en\s+la\s+(?:sede\s+de\s+la\s+)?embajada",
                            # "permanece en la embajada de Chile desde el 30 de abril", "se escondió en la embajada"
                            r"(?:permanec\w+|est(?:á|án|aba|aban)|escondid[oa]s?|ocult[oa]s?)\s+"
                            r"en\s+la\s+(?:sede\s+de\s+la\s+|residencia\s+de(?:l|\s+la)\s+)?embajada(?=[^.;]{0,60}?\bdesde\b)",
                            r"se\s+(?:escond|ocult)(?:ió|ieron)\s+en\s+la\s+(?:sede\s+de\s+la\s+|residencia\s+de(?:l|\s+la)\s+)?embajada",
                            # "se resguardaron en la embajada de Brasil", "se resguardou na embaixada": sheltered there
                            r"se\s+resguard(?:ó|aron)\s+en\s+la\s+(?:sede\s+de\s+la\s+|residencia\s+de(?:l|\s+la)\s+)?embajada",
                            r"(?:se\s+resguard(?:ou|aram)|resguard(?:ou|aram)-se)\s+na\s+(?:resid[êe]ncia\s+d[ao]\s+)?embaixada"), I),
    # Being in a foreign embassy is sheltering there: "have been hiding in the Chilean embassy since April 30",
    # "está na embaixada do Chile desde", "se abrigou na embaixada"
    # (a stay told with when it began; "never acknowledged that soldiers were sheltering at the embassy" is none)
    ("asylum", "verb", _any(r"(?:hiding|sheltering|living|staying|holed\s+up|remain(?:ed|s|ing)?)\s+"
                            r"(?:in|at|inside)\s+(?=(?:the|an?)\s+(?!Venezuelan\b)(?:[\w'’-]+\s+){0,2}?"
                            r"(?:embassy|ambassador['’]s\s+residence)\b[^.;]{0,60}?\bsince\b)",
                            # ... or with how long it has lasted: "has been hiding inside a foreign embassy for a week"
                            r"(?<=\bbeen\s)(?:hiding|sheltering|living|staying|holed\s+up)\s+(?:in|at|inside)\s+"
                            r"(?=(?:the|an?)\s+(?!Venezuelan\b)(?:[\w'’-]+\s+){0,2}?(?:embassy|ambassador['’]s\s+residence)\b"
                            r"[^.;]{0,60}?\bfor\s+(?:an?|one|two|three|four|five|six|\d{1,2})\s+(?:days?|weeks?)\b)",
                            r"(?:est(?:á|ão|ava|avam)|permanec\w+|escondid[oa]s?|abrigad[oa]s?|refugiad[oa]s?)\s+"
                            r"(?:n[ao]|em)\s+(?:residência\s+d[oa]\s+)?embaixada(?=[^.;]{0,60}?\bdesde\b)",
                            r"(?:se\s+(?:abrig|refugi|escond)(?:ou|aram)|(?:abrig|refugi|escond)(?:ou|aram)-se)\s+"
                            r"(?:n[ao]|em)\s+(?:residência\s+d[oa]\s+)?embaixada"), I),
    # "Colombia granted refugee status to 12 soldiers", "Brasil concedió refugio a los tres sargentos": the
    # ones granted it are the actors
    ("asylum", "grant", _any(r"(?:granted|gave|offered|award(?:ed)?)\s+(?:political\s+|formal\s+)?(?:asylum|refuge|"
                             r"refugee\s+status|protection)",
                             # "otorgó el martes el estatus de refugiado a", "concedeu na terça-feira (25) o status"
                             r"(?:otorg|concedi|brind|dio|dieron)(?:ó|aron|eron)?" + _DAY_ASIDE + r"\s+(?:el\s+)?(?:asilo|refugio|"
                             r"estatus\s+de\s+refugiad[oa]s?|protecci[oó]n\s+internacional)",
                             r"(?:concede|conced|deu|deram|ofereceu|ofereceram)(?:u|ram)?" + _DAY_ASIDE + r"\s+(?:o\s+|a\s+)?(?:ref[úu]gio|asilo|"
                             r"status\s+de\s+refugiad[oa]s?|condi[çc][ãa]o\s+de\s+refugiad[oa]s?)",
                             # "reconheceu a condição de refugiado a", "reconoció como refugiados a"
                             r"(?:reconhec(?:eu|eram)|reconoci(?:ó|eron))" + _DAY_ASIDE + r"\s+(?:(?:a|la|o|el)\s+)?"
                             r"(?:condi[çc][ãa]o|condici[oó]n|status|estatus|estatuto)\s+de\s+refugiad[oa]s?",
                             r"reconoci(?:ó|eron)\s+como\s+refugiad[oa]s")
     + r"\s+(?:(?:on|last|this|el|este|no|na)\s+\w+\s+)?(?:to|a|al|aos?|às?|d[eoa]s?|del)\s+[^,.;:]{1,60}?"
       r"(?=\s+(?:who|whom|after|on|in|at|last|when|because|for|that|que|quien(?:es)?|tras|el|este|en|no|na|em)\b|\s*[,.;:]|$)", I),
    # "reconheceu a condição de refugiado dos cinco militares", "reconoció la condición de refugiado de los tres":
    # the status recognised, then whose it is
    # (a day may stand between: "reconheceu nesta quinta-feira (5) a condição de refugiado de 23 ex-militares")
    ("asylum", "grant", r"\b(?:reconhec(?:eu|eram)|reconoci(?:ó|eron))" + _DAY_ASIDE + _WHERE_ASIDE + r"\s+(?:(?:a|la|o|el)\s+)?"
                        r"(?:condi[çc][ãa]o|condici[oó]n|status|estatus|estatuto)\s+de\s+refugiad[oa]s?\s+(?:d[oa]s|de\s+l[oa]s|del|de)\s+"
                        r"[^,.;:]{1,60}?(?=\s+(?:after|on|in|at|last|when|because|for|that|que|quien(?:es)?|tras|el|este|en|"
                        r"no|na|em)\b|\s*[,.;:]|$)", I),
    # "O Conare aprovou nesta quinta-feira (13) o pedido de refúgio de 34 militares", "aprobó las solicitudes de
    # refugio de 12 exmilitares", "approved the asylum requests of 20 soldiers": a request granted, of those named
    # (or registered: "A Polícia Federal registrou o pedido de refúgio dos dois sargentos", "registró la solicitud
    # de refugio de", "registered the asylum requests of")
    ("asylum", "grant", r"\b(?:aprov(?:ou|aram)|deferi(?:u|ram)|aprob(?:ó|aron)|approved|registr(?:ou|aram|ó|aron)|registered)"
     + _DAY_ASIDE
     + r"\s+(?:(?:on|last|this|el|este|no|na|nesta|neste)\s+[\w-]+(?:\s+\(\d{1,2}[º°]?\))?\s+)?"
       r"(?:(?:o|os|a|as|la|las|el|los|the)\s+)?(?:(?:asylum|refugee)\s+(?:requests?|applications?|claims?)\s+of|"
       r"(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es)|solicitud(?:es)?)\s+de\s+(?:ref[úu]gio|asilo|refugio)\s+(?:de|d[oa]s|de\s+l[oa]s|del))\s+"
       r"[^,.;:]{1,60}?(?=\s+(?:who|after|on|in|at|last|when|because|que|quien(?:es)?|tras|el|este|en|no|na|em)\b|\s*[,.;:]|$)", I),
    # "The Federal Police registered the sergeants' requests for refuge": a request, of those named before it
    ("asylum", "grant", r"\b(?:registered|processed|approved)\s+the\s+(?:[\w.-]+\s+){0,4}?[\w-]+['’]s?\s+(?:"
                        r"(?:asylum|refugee)\s+(?:requests?|applications?|claims?)|"
                        r"(?:requests?|applications?|claims?)\s+for\s+(?:asylum|refuge|refugee\s+status))\b", I),
    # "A UNHCR officer registered their requests for asylum", "Migración registró sus solicitudes de refugio", "a
    # Polícia Federal registrou os seus pedidos de refúgio": the request of those told before, named by its possessive
    ("asylum", "grant", r"\b(?:registered|processed|registr(?:ó|aron|ou|aram))\s+(?:their|his|her|sus?|"
                        r"(?:(?:os|as|o|a)\s+)?(?:seus?|suas?))\s+(?:(?:asylum|refugee)\s+(?:requests?|applications?|claims?)|"
                        r"(?:requests?|applications?|claims?)\s+for\s+(?:asylum|refuge|refugee\s+status)|"
                        r"(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es)|solicitud(?:es)?)\s+de\s+(?:ref[úu]gio|asilo|refugio))\b", I),
    # "registered as asylum seekers with the UN refugee agency", "were given protocols that let them stay",
    # "se registraron como solicitantes de refugio"
    ("asylum", "verb", _any(r"regist(?:ered|ering|er|ers)\s+(?:[\w'’-]+\s+){0,5}?as\s+(?:an?\s+)?(?:asylum[- ]seekers?|refugees?)",
                            # "quedó registrado como solicitante de refugio", "ficou registrado como solicitante de
                            # refúgio": the registration told as the state it left him in
                            r"(?:qued(?:ó|aron)|fue(?:ron)?|fic(?:ou|aram)|foi|foram)\s+(?:registrad|inscrit|cadastrad)[oa]s?\s+"
                            r"como\s+(?:solicitantes?\s+de\s+(?:asilo|ref[úu]gio)|refugiad[oa]s?)",
                            r"(?:given|granted|issued|received)\s+(?:[\w-]+\s+){0,2}?(?:protocols?|refugee\s+(?:papers|"
                            r"documents|cards|status)|humanitarian\s+visas?)",
                            r"(?:se\s+)?(?:registr|inscribi)(?:ó|aron|eron)\s+(?:[\w-]+\s+){0,4}?como\s+"
                            r"(?:solicitantes?\s+de\s+(?:asilo|refugio)|refugiad[oa]s?)",
                            # "registered with the UNHCR", "se registraron ante el Acnur", "se registraram no Acnur":
                            # the refugee agency's roll is a claim for protection
                            r"regist(?:ered|ering)\s+with\s+(?:the\s+)?(?:UNHCR|UN\s+refugee\s+agency|U\.N\.\s+refugee\s+agency|"
                            r"United\s+Nations\s+refugee\s+agency)",
                            r"se\s+(?:registr|inscribi|cadastr)(?:ó|aron|eron|ou|aram)\s+(?:ante\s+(?:el|la)|en\s+(?:el|la)|"
                            r"con\s+(?:el|la)|no|na|junto\s+ao)\s+(?:ACNUR|Acnur)",
                            # "se cadastrou no Acnur", "cadastrou-se no Acnur"
                            r"cadastr(?:ou|aram)-se\s+(?:no|na|junto\s+ao)\s+(?:ACNUR|Acnur)"), I),
    # The request told by its paperwork, in the passive: "the sergeant's request for asylum was filed in Bogotá",
    # "la solicitud de refugio del sargento fue presentada en Bogotá", "o pedido de refúgio do sargento foi protocolado"
    ("asylum", "verb", _any(r"(?:requests?|applications?|claims?|petitions?)\s+for\s+(?:asylum|refuge|refugee\s+status)\s+"
                            r"(?:was|were|had\s+been|has\s+been)\s+(?:formally\s+)?(?:filed|lodged|submitted|registered)",
                            r"(?:asylum|refugee)\s+(?:requests?|applications?|claims?)\s+(?:was|were|had\s+been|has\s+been)\s+"
                            r"(?:formally\s+)?(?:filed|lodged|submitted|registered)",
                            r"(?:solicitud(?:es)?|petici[oó]n)\s+de\s+(?:refugio|asilo)\s+(?:[\w-]+\s+){0,4}?(?:fue|fueron|ha\s+sido|"
                            r"hab[ií]a\s+sido)\s+(?:presentad|radicad|registrad|formalizad)[oa]s?",
                            r"pedidos?\s+de\s+ref[úu]gio\s+(?:[\w-]+\s+){0,4}?(?:foi|foram|tinha\s+sido)\s+(?:protocolad|registrad|"
                            r"apresentad|formalizad)[oa]s?"), I),
    # The receiving side's tally of requests, of those who made them: "Brazil has received about 120 asylum
    # requests from", "Colombia recibió unas 300 solicitudes de refugio de", "o Brasil recebeu cerca de 120 pedidos de"
    ("asylum", "grant", _any(r"receiv(?:ed|es|ing)\s+(?:[\w'’,.-]+\s+){0,3}?(?:asylum|refugee)\s+"
                             r"(?:requests?|applications?|claims?|petitions?)\s+from",
                             r"recibi(?:ó|eron|do)\s+(?:[\w,.-]+\s+){0,3}?(?:solicitudes|pedidos|peticiones)\s+de\s+"
                             r"(?:refugio|asilo|protecci[oó]n)\s+(?:de|de\s+l[oa]s|del)",
                             r"receb(?:eu|eram|ido)\s+(?:[\w,.-]+\s+){0,3}?(?:pedidos|solicita[çc][õo]es)\s+de\s+"
                             r"(?:ref[úu]gio|asilo)\s+(?:de|d[oa]s)")
     + r"\s+[^,.;:]{1,60}?(?=\s+(?:who|after|on|in|at|since|last|when|because|que|quien(?:es)?|tras|el|este|en|desde|"
       r"no|na|em)\b|\s*[,.;:]|$)", I),
    # "requested refuge", "applied for refugee status", "asked Ecuadorean authorities for refugee status"
    ("asylum", "verb", _any(r"(?:sought|seek(?:s|ing)?|requested|request(?:s|ing)?|appl(?:ied|y|ies|ying)\s+for|"
                            r"filed\s+for|claimed|ask(?:ed|ing|s)?\s+(?:[\w'’-]+\s+){0,7}?for)\s+"
                            # ("claimed refugee protection at Pearson airport": Canada's term)
                            r"(?:(?:political|formal)\s+)?(?:refuge|refugee\s+(?:status|protection))",
                            # "filed refugee applications at the border post", "lodged asylum claims"
                            r"(?:filed|submitted|lodged|presented|made|signed|handed\s+in)\s+(?:[\w'’-]+\s+){0,2}?(?:refugee|asylum)\s+"
                            r"(?:applications?|claims?|requests?|petitions?)",
                            # "filed an application for refugee status", "made a claim for refugee protection"
                            r"(?:fil(?:ed|es|e|ing)|submit(?:ted|s)?|lodg(?:ed|es|e)|present(?:ed|s)?|ma(?:de|kes?|king)|"
                            r"hand(?:ed|s)?\s+in)\s+"
                            r"(?:[\w'’-]+\s+){0,2}?(?:applications?|claims?|requests?|petitions?)\s+for\s+"
                            r"(?:(?:political|formal)\s+)?(?:asylum|refuge|refugee\s+(?:status|protection)|protection)"), I),
    # A request made formal with no word of what it asks ("formalizó su petición el pasado lunes en la comisaría de
    # Vigo", "formalizou o pedido na PF", "formalised his application on Monday"): in a story of soldiers who fled,
    # the request for protection told before (a request "de" something else names it: "su solicitud de baja")
    ("asylum", "verb", _any(r"formaliz(?:ó|aron)" + _DAY_ASIDE + r"\s+(?:su|sus|la|las)\s+(?:petici[oó]n|solicitud)(?:es)?"
                            r"(?!\s+(?:de|del|para)\b)(?=\s|[,.;:])",
                            r"formaliz(?:ou|aram)" + _DAY_ASIDE + r"\s+(?:o|os|seu|seus)\s+(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es))"
                            r"(?!\s+(?:de|do|da|para)\b)(?=\s|[,.;:])",
                            r"formali[sz]ed\s+(?:his|her|their|the)\s+(?:applications?|requests?|claims?)"
                            r"(?!\s+(?:for|to)\b)(?=\s|[,.;:])",
                            # ... or in the passive: "O pedido foi formalizado na segunda-feira (26)", "La solicitud
                            # fue formalizada el lunes", "The request was formalised on Monday"
                            r"(?:petici[oó]n|solicitud)(?:es)?\s+(?:fue|fueron)\s+formalizad[oa]s?",
                            r"(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es))\s+(?:foi|foram)\s+formalizad[oa]s?",
                            r"(?:applications?|requests?|claims?)\s+(?:was|were)\s+(?:formally\s+)?formali[sz]ed"), I),
    # A request lodged at the refugee office, which the office's name tells: "presentó su solicitud en la Oficina
    # Nacional para la Atención de Refugiados", "protocolou o pedido no Comitê Nacional para os Refugiados", "filed
    # his application with the Commission for Refugee Aid"
    ("asylum", "verb", _any(r"(?:present|radic|formaliz|entreg|deposit)(?:ó|aron)" + _DAY_ASIDE + r"\s+(?:su|sus|la|una)\s+"
                            r"solicitud(?:es)?\s+(?:en|ante)\s+" + _REFUGEE_OFFICE,
                            r"(?:protocol|apresent|formaliz|entreg|registr)(?:ou|aram)" + _DAY_ASIDE + r"\s+(?:o|os|seu|seus|um)\s+"
                            r"(?:pedidos?|solicita[çc](?:[ãa]o|[õo]es))\s+(?:n[oa]|junto\s+a[oà]?|perante\s+o|perante\s+a)\s+"
                            + _REFUGEE_OFFICE,
                            r"(?:filed|lodged|submitted|presented)\s+(?:his|her|their|an?|the)\s+(?:applications?|claims?|requests?)\s+"
                            r"(?:with|at|to)\s+" + _REFUGEE_OFFICE), I),
    ("arrest", "verb", _any("arrested", "detained", "jailed", "imprisoned", "captured", "apprehended",
                            r"rounded\s+up", r"locked\s+up", r"taken\s+into\s+custody", r"detenid[oa]s?",
                            r"took\s+(?:[\w.'’-]+\s+){1,5}?into\s+custody",
                            r"arrestad[oa]s?", r"capturad[oa]s?", r"detuv(?:o|ieron)", r"arrest(?:ó|aron)",
                            r"captur(?:ó|aron)", r"aprehendid[oa]s?",
                            # the present of headlines and chronologies: "La Dgcim detiene a dos sargentos"
                            r"(?:detiene|arresta|captura|aprehende)n?(?=\s+(?:a|al)\b)",
                            # "was placed under arrest", "police put two guardsmen under arrest", "fue puesto bajo
                            # arresto", "quedó bajo custodia de la DGCIM", "recebeu voz de prisão", "foi levado sob
                            # custódia"
                            r"(?:placed|put)\s+(?:[\w.'’-]+\s+){0,4}?under\s+arrest",
                            r"(?:puest|colocad)[oa]s?\s+bajo\s+arresto",
                            r"(?:qued(?:ó|aron)|pas(?:ó|aron)\s+a\s+estar)\s+bajo\s+(?:la\s+)?custodia\s+(?:de\s+(?:la\s+|el\s+|los\s+)?|del\s+)"
                            r"(?=(?:DGCIM|Dgcim|SEBIN|Sebin|polic[ií]a|Polic[ií]a|GNB|PNB|CICPC|Cicpc|FAES|Faes|funcionarios|"
                            r"agentes|contrainteligencia|militares)\b)",
                            r"(?:receb(?:eu|eram)|deu|deram)\s+voz\s+de\s+pris[ãa]o",
                            r"(?:levad|colocad|mantid)[oa]s?\s+sob\s+cust[óo]dia"), I),
    # "were picked up", "police picked up three deserters", "intercepted two boats", "took away three men"
    # "handcuffed him", "put him in handcuffs", "lo esposaron", "foi algemado"
    ("arrest", "verb", _any("handcuffed", r"put\s+(?:him|her|them)\s+in\s+handcuffs",
                            r"(?:(?<=\blo\s)|(?<=\bla\s)|(?<=\blos\s)|(?<=\blas\s))espos(?:ó|aron)",
                            r"(?:(?<=\bfue\s)|(?<=\bfueron\s))esposad[oa]s?", r"algem(?:ou|aram|ad[oa]s?)"), I),
    ("arrest", "verb", _any(r"intercept(?:ed|ing|ó|aron)", r"interceptad[oa]s?",
                            r"(?:(?<=\bwere\s)|(?<=\bwas\s)|(?<=\bbeen\s))picked\s+up",
                            # "three soldiers were caught near Boca de Grita" (not "caught in the crossfire", "caught
                            # on camera", "caught fire")
                            r"(?:(?<=\bwere\s)|(?<=\bwas\s)|(?<=\bbeen\s))caught(?!\s+(?:in|on\s+(?:camera|video|film|tape|CCTV)|up|between|fire|off|out|"
                            r"by\s+surprise|unawares|sight)\b)",
                            r"picked\s+up(?=\s+(?:[\w-]+\s+){0,3}?(?:soldiers|men|deserters|defectors|guardsmen|sailors|"
                            r"troops|sergeants|people|him|her|them|group|youths|migrants|Venezuelans|"
                            # "picked up Lieutenant Luis Pérez at his mother's house": a man by his rank
                            r"(?-i:Lieutenant|Sergeant|Corporal|Captain|Colonel|Private)|"
                            r"father|brother|son|cousin|uncle)\b"
                            # (an abbreviated rank ends in its dot: "picked up Lt. Pedro Ruiz")
                            r"|\s+(?:[\w-]+\s+){0,3}?" + _RANK_ABBREVIATION + ")",
                            r"held\s+(?:in|at)\s+(?:custody|jail|prison|detention)", r"held\s+incommunicado",
                            # "was thrown in jail", "thrown into prison"
                            r"thrown\s+(?:in|into|behind)\s+(?:jail|prison|a\s+cell|bars)\b",
                            # "has been held since July 3 at the DGCIM headquarters": custody with the day it began
                            r"(?:(?<=\bbeen\s)|(?<=\w,\s))(?:held|in\s+(?:custody|jail|prison|detention)|behind\s+bars)"
                            r"(?=\s+(?:[^.;,]{1,60}?\s+)?since\s)",
                            # (not "took away a laptop": things seized in a search)
                            r"retenid[oa]s?", r"aprehendi(?:ó|eron)", r"took\s+away" + _NOT_THINGS, r"taken\s+away",
                            r"llev(?:ó|aron)\s+detenid[oa]s?",
                            r"took\s+(?:him|her|them)\s+away", r"llev(?:ó|aron)\s+(?:arrestad|pres)[oa]s?",
                            # "was taken from his home", "fue sacado de su casa": the security forces' knock
                            r"(?:(?<=\bwas\s)|(?<=\bwere\s))taken\s+from\s+(?:his|her|their)\s+(?:homes?|houses?|beds?)",
                            # "agents took them from their home in Calabozo"
                            r"took\s+(?:him|her|them)\s+from\s+(?:his|her|their)\s+(?:homes?|houses?|beds?)",
                            r"(?:(?<=\bfue\s)|(?<=\bfueron\s))sacad[oa]s?\s+de\s+su\s+(?:casa|vivienda|hogar)",
                            # "se lo llevaron de su casa en Los Teques", "lo sacaron de su vivienda": the knock, told actively
                            r"(?:(?<=\blo\s)|(?<=\bla\s)|(?<=\blos\s)|(?<=\blas\s))(?:llev|sac)(?:ó|aron)\s+de\s+su\s+"
                            r"(?:casa|vivienda|hogar|residencia|apartamento)",
                            # "agents took Lt. Col. Omar Rivas from his home" (the forces are checked in _plausible)
                            r"took(?=\s+(?:[\w.'’-]+\s+){1,5}?from\s+(?:his|her|their)\s+(?:homes?|houses?|apartments?|beds?)\b)",
                            # "agents took his wife in for questioning", "levaram a mulher para interrogatório", "se
                            # llevaron a su esposa para interrogarla": taken away to be questioned is held
                            r"took(?=\s+(?:[\w.'’-]+\s+){1,5}?(?:in\s+|away\s+)?for\s+questioning\b)",
                            r"lev(?:ou|aram)(?=\s+(?:[\w'’-]+\s+){1,5}?para\s+(?:interrogat[óo]rio|ser\s+interrogad[oa]s?|"
                            r"prestar\s+depoimento)\b)",
                            r"llev(?:ó|aron)(?=\s+(?:[\w'’-]+\s+){1,5}?(?:a|para)\s+(?:un\s+)?(?:interrogatorio|"
                            r"interrogarl[oa]s?|ser\s+interrogad[oa]s?)\b)",
                            # "fue privado de libertad", "privados de su libertad": the Venezuelan legal phrase
                            r"privad[oa]s?\s+de\s+(?:su\s+)?libertad",
                            # "handed over to agents of the DGCIM", "entregado a funcionarios del Sebin": into their custody
                            r"handed\s+(?:him\s+|her\s+|them\s+)?over\s+to\s+(?:[\w'’-]+\s+){0,7}?(?:DGCIM|SEBIN|FAES|Dgcim|Sebin|"
                            r"(?:military\s+)?counter-?intelligence)\b",
                            r"entregad[oa]s?\s+a\s+(?:[\w'’-]+\s+){0,4}?(?:de\s+la|del)\s+(?:DGCIM|SEBIN|FAES|Dgcim|Sebin|"
                            r"Direcci[oó]n\s+General\s+de\s+Contrainteligencia)\b",
                            # "was taken by DGCIM agents for questioning", "fue llevado por funcionarios del Sebin",
                            # "foi levado pela Dgcim", "levado preso por agentes da Dgcim": taken by the intelligence
                            # services is held by them
                            r"(?:(?:(?<=\bwas\s)|(?<=\bwere\s))taken(?:\s+away)?|(?:levad|llevad)[oa]s?"
                            r"(?:\s+(?:pres[oa]s?|detenid[oa]s?))?)\s+"
                            + _TAKEN_ASIDE + r"(?:by|por|pel[oa]s?)\s+(?:[\w'’-]+\s+){0,4}?" + _INTELLIGENCE_SERVICE,
                            # "was stopped by DGCIM agents at the gate", "fue detenido" told as a stop by the services
                            r"(?:(?<=\bwas\s)|(?<=\bwere\s))stopped\s+by\s+(?:[\w'’-]+\s+){0,4}?" + _INTELLIGENCE_SERVICE), I),
    # "were stopped by Gendarmería officers at a checkpoint", "was stopped by a police patrol": held by a force on the
    # road (not "stopped by two armed men", nor a traffic check: "stopped by traffic police")
    ("arrest", "verb", r"(?:(?<=\bwas\s)|(?<=\bwere\s))stopped(?=\s+by\s+(?:(?!traffic\b|transit\b)[\w'’-]+\s+){0,4}?"
                       + _STOPPING_FORCE + ")", I),
    # "Both were taken to the regional headquarters of the DGCIM", "fueron trasladados a la sede del Sebin", "foram
    # levados para a sede da Dgcim": taken into the intelligence services' own building is held by them (unless
    # an arrest was told before: see _without_transfer_of_the_held)
    ("arrest", "verb", _TAKEN_TO_SERVICE_TEXT, I),
    # "held the five men for four days", "were held for questioning", "los retuvieron durante dos días"
    ("arrest", "verb", _any(r"(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s))held(?=\s+for\s+(?:\w+\s+){0,2}?"
                            r"(?:hours|days|weeks|months|questioning)\b)",
                            # "was held overnight by counterintelligence agents", "were held briefly"
                            r"(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s))held(?=\s+(?:overnight|briefly|incommunicado)\b|"
                            r"\s+(?:\w+\s+){0,2}?by\s+(?:[\w-]+\s+){0,3}?(?:agents|police|policemen|officers|soldiers|"
                            r"troops|guardsmen|DGCIM|SEBIN|FAES)\b)",
                            r"held(?=\s+(?:(?:the|all|those)\s+)?(?:[\w-]+\s+){0,2}?(?:men|soldiers|deserters|defectors|"
                            r"guardsmen|sailors|officers|troops|sergeants|privates|people|them|him|her)\s+for\s+"
                            r"(?:\w+\s+){0,2}?(?:hours|days|weeks|months|questioning)\b)",
                            r"retuv(?:o|ieron)"), I),
    # "was pulled off a bus at a checkpoint by counterintelligence agents", "fue bajado del autobús en una alcabala"
    ("arrest", "verb", _any(r"(?:pulled|dragged|hauled|taken)\s+off\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:bus|coach|minibus|train|plane|boat|truck|van)",
                            r"(?:bajad|sacad)[oa]s?\s+(?:de\s+(?:un|una|el|la)|del)\s+(?:[\w-]+\s+)?(?:bus|autob[uú]s|"
                            r"avi[oó]n|cami[oó]n|lancha|buseta)",
                            r"retirad[oa]s?\s+(?:de\s+(?:um|uma|o|a)|do|da)\s+(?:[\w-]+\s+)?(?:[ôo]nibus|avi[ãa]o|caminh[ãa]o|barco)",
                            # "stopped a minibus ... and took off five young men", "pulled two soldiers off the bus",
                            # "bajaron del autobús a cinco jóvenes" (the forces or a checkpoint are checked in _plausible)
                            r"(?:took|pulled|hauled|dragged)\s+off\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+|"
                            r"several|some)\s+(?:[\w-]+\s+){0,2}?(?:men|soldiers|passengers|youths|guardsmen|deserters|people)\b",
                            r"(?:took|pulled|hauled|dragged)\s+(?:[\w-]+\s+){1,4}?off\s+(?:the|a|an)\s+(?:[\w-]+\s+)?"
                            r"(?:bus|coach|minibus|truck|van|boat)\b",
                            r"baj(?:ó|aron)\s+(?:de\s+(?:un|una|el|la)|del)\s+(?:[\w-]+\s+)?(?:bus|autob[uú]s|buseta|"
                            r"cami[oó]n|camioneta|lancha)\s+a\b"),
     I),
    # "DGCIM agents hauled away a sergeant", "was whisked off by SEBIN agents", "snatched Lt. Ruiz outside his home":
    # taken by the state's forces (checked in _plausible: "armed men snatched" is an abduction)
    ("arrest", "verb", _any(_SNATCH + _NOT_THINGS,
                            r"snatched(?=\s+(?:(?:a|an|the|two|three|four|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?"
                            r"(?:soldiers?|men|man|deserters?|defectors?|guardsmen|guardsman|sailors?|officers?|troops|"
                            r"sergeants?|him|her|them|father|brother|son|cousin|uncle|wife|(?-i:Lieutenant|Sergeant|"
                            r"Corporal|Captain|Colonel|Major|Private))\b|\s+" + _RANK_ABBREVIATION + ")",
                            r"(?:(?<=\bwas\s)|(?<=\bwere\s))snatched(?=\s+(?:[\w-]+\s+){0,3}?by\b)"), I),
    # "fue intervenido por agentes de la Policía Nacional" (Peru's word for a police stop that holds someone; not "fue
    # intervenido quirúrgicamente"): held by the police
    ("arrest", "verb", r"\b(?:fue|fueron|ha\s+sido|han\s+sido|hab[ií]a\s+sido|hab[ií]an\s+sido)\s+intervenid[oa]s?"
                       r"(?=\s+(?:[\w-]+\s+){0,3}?por\s+(?:(?:unos?|unas?|los|las|la|el|dos|tres|varios|varias)\s+)?"
                       r"(?:agentes|efectivos|polic[ií]as?|patrulla|patrulleros|serenazgos?|militares|soldados|funcionarios)\b)", I),
    # "an arrest warrant for", "arrest orders": a court's paper, not an arrest
    ("arrest", "noun", _any(r"arrests?", "roundup", "round-up", before=r"(?<!house\s)\b",
                            after=r"\b(?!\s+(?:warrants?|orders?)\b)"), I),
    # "registra la detención de un teniente en Capacho" (not "su detención", "la detención de los tres", which name
    # one told before; not "orden de captura de un"; `_plausible` drops a custody kept or ordered)
    ("arrest", "noun", _ROMANCE_ARREST_NOUN, I),
    # "the SEBIN seized opposition lawmaker Edgar Zambrano", "agents seized two sergeants" (people, not "seized weapons")
    ("arrest", "verb", r"\bseiz(?:ed|ing)(?=\s+(?:(?!(?:from|of|at|in|on|by|with)\s)[\w-]+\s+){0,3}?(?:lawmakers?|deputy|"
                       r"deputies|legislators?|soldiers?|guardsm[ae]n|officers?|sergeants?|corporals?|deserters?|defectors?|"
                       r"men|activists?|journalists?|generals?|colonels?|captains?|lieutenants?|him|her|them)\b"
                       r"|\s+(?-i:(?:[A-Z][a-z]{1,4}\.\s+)?[A-ZÁÉÍÓÚ][a-záéíóúñ]+\s+[A-ZÁÉÍÓÚ][a-záéíóúñ]+))"
                       # "A navy captain was seized by SEBIN agents on Friday" (the subject says who; weapons are nobody)
                       r"|(?:(?<=\bwas\s)|(?<=\bwere\s))seized(?=\s+(?:on|at|in|outside|last|early|late|yesterday|"
                       # (by the state's forces: "seized by armed men" is an abduction)
                       r"by\s+(?:[\w-]+\s+){0,3}?(?:agents|police|officers|soldiers|troops|guardsmen|authorities|SEBIN|"
                       r"DGCIM|intelligence|counterintelligence|Guard|military|FAES|PNB))\b)", I),
    ("violence", "verb", _any(r"attack(?:ed|ing)", r"raid(?:ed|ing)", r"ambush(?:ed|ing)", r"allan(?:ó|aron)",
                              # "invadiram a casa de um coronel": Portuguese raids on a home
                              r"invadi(?:u|ram)(?=\s+(?:[\w()-]+\s+){0,6}?(?:a|uma)\s+(?:casa|resid[êe]ncia|apartamento)\b)"), I),
    # "was mugged at knifepoint", "robbed at gunpoint", "asaltado a mano armada", "assaltado"
    ("violence", "verb", _any(r"mugg(?:ed|ing)", r"robbed\s+at\s+(?:knife|gun)[- ]?point",
                              r"(?:fue|fueron)\s+asaltad[oa]s?\b(?!\s+(?:el|la|los|las)\s+(?:cuartel|fuerte|base|comando)\b)",
                              r"(?:asaltad|robad)[oa]s?\s+(?:a\s+mano\s+armada|a\s+punta\s+de\s+(?:cuchillo|pistola))",
                              r"assaltad[oa]s?",
                              # "thieves robbed the two men at knifepoint", "was held up at gunpoint", "roughed up by
                              # police"; "le cayeron a golpes", "le dieron una golpiza", "lo atracaron", "levou uma surra"
                              r"robbed\s+(?:[\w.'’-]+\s+){1,4}?at\s+(?:knife|gun)[- ]?point",
                              r"held\s+up\s+at\s+(?:knife|gun)[- ]?point", r"roughed\s+up",
                              r"(?:le|les)\s+cay(?:ó|eron)\s+a\s+golpes",
                              r"(?:le|les)\s+(?:dio|dieron|propin(?:ó|aron))\s+una\s+(?:golpiza|paliza)",
                              r"(?:(?<=\blo\s)|(?<=\bla\s)|(?<=\blos\s)|(?<=\blas\s))atrac(?:ó|aron)",
                              r"(?:fue|fueron)\s+atracad[oa]s?", r"lev(?:ou|aram)\s+uma\s+surra",
                              # stripped of what they carried: "les quitaron los teléfonos, el dinero", "les robaron
                              # todo", "roubaram-lhes o dinheiro", "robbed them of their phones"
                              # (not the state's agents taking them: a seizure, checked in _plausible)
                              r"(?:le|les|nos|me)\s+(?:rob|quit|arrebat)(?:ó|aron)\s+(?:todo\b|(?:el|los|las|la|sus|su)\s+"
                              + _BELONGINGS + r")",
                              r"(?:(?:lhe|lhes)\s+)?(?:roub|tom)(?:ou|aram)(?:-lhes?)?\s+(?:tudo\b|(?:o|os|as|a|seus|suas)\s+"
                              + _BELONGINGS + r")",
                              r"robbed\s+(?:him|her|them|us|me|(?:the|both)\s+(?:[\w-]+\s+){0,2}?(?:men|soldiers|deserters|"
                              r"guardsmen|corporals|sergeants))\s+of\b"), I),
    # "agents from the DGCIM came to the house and took my brother", "se llevaron a su padre": taken away
    # by the security forces (the subject is checked in _plausible)
    # ("hauled off the captain's father", "la DGCIM se llevó a su padre", "levou o pai do soldado": one body too)
    ("arrest", "verb", _any(r"(?:took|dragged|hauled)\s+(?:away\s+|off\s+)?(?:(?:my|his|her|their|our)\s+(?:[\w-]+\s+)?"
                            + _KIN_WORDS + r"|" + _POSSESSIVE_KIN + r")(?!\s+(?:to|into(?!\s+custody)|across|with)\b)"
                            # (not "took his wife's phone": a thing of hers)
                            r"(?!['’]s?\s)",
                            r"se\s+llev(?:aron|ó)\s+(?:detenid[oa]s?\s+|pres[oa]s?\s+)?(?:(?:el|este|esta)\s+[\w-]+\s+)?"
                            r"a\s+(?:mi|su|sus|tu)\s+\w+",
                            # "se llevaron al hermano de ella", "se llevaron de la casa familiar en Táriba, a pocos
                            # kilómetros de San Cristóbal, a su hermano": a relative after the place taken from
                            r"se\s+llev(?:aron|ó)\s+(?:(?:de|desde)\s+[^.;:\"“”]{1,90}?\s+)?(?:al|a\s+(?:la|los|las|mi|su|sus|tu))\s+"
                            + _ES_KIN + r"\b",
                            r"lev(?:aram|ou)\s+(?:pres[oa]s?\s+)?(?:(?:na|no|nesta|neste)\s+[\w-]+\s+(?:\(\d{1,2}\)\s+)?)?"
                            r"(?:o|a|os|as)\s+(?:irm[ãa]os?|irm[ãa]s?|pai|m[ãa]e|filh[oa]s?|"
                            r"prim[oa]s?|ti[oa]s?|sobrinh[oa]s?|espos[oa]|marido)\b",
                            r"lev(?:aram|ou)\s+(?:pres[oa]s?\s+)?(?:o|a|os|as)\s+(?:meu|minha|seu|sua|seus|suas)\s+\w+"), I),
    # "three men knocked him to the ground, kicked him in the ribs", "lo patearon", "deram-lhe pontapés"
    ("violence", "verb", _any(r"knock(?:ed|ing)\s+(?:him|her|them|(?:the|a|an|two|three|four|\d+)\s+(?:[\w-]+\s+){0,2}?"
                              r"(?:man|men|woman|women|sergeant|soldier|soldiers|deserter|deserters|migrant|migrants))\s+"
                              r"(?:to\s+the\s+(?:ground|floor)|down|unconscious)",
                              r"(?:kick|punch)(?:ed|ing)\s+(?:him|her|them)\b", r"pate(?:ó|aron)",
                              r"(?:deu|deram)(?:-lhe|-lhes)?\s+(?:socos|pontap[ée]s|chutes)"), I),
    ("violence", "verb", _any("shot", "shooting", "killed", "killing", "murdered", "beat", "beaten", "beating",
                              "stabbed", r"apuñalad[oa]s?", r"apuñal(?:ó|aron)", r"acuchillad[oa]s?",
                              "tortured", "lynched", "wounded", "injured", "executed", "assassinated",
                              # "a country where they face torture": a danger named, no act
                              r"asesinad[oa]s?", r"(?<!face\s)(?<!faces\s)(?<!facing\s)(?<!risk\s)(?<!fear\s)torture",
                              r"clash(?:ed|es)", r"open(?:ed|s)?\s+fire",
                              # (not "was fired on April 30": dismissed that day)
                              r"fired\s+(?:on|at|upon)(?!\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|"
                              r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d))",
                              # "fired on Monday at a crowd", "fired late Saturday on protesters": the day between
                              r"fired\s+(?:(?:on|last|early|late)\s+)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|yesterday)"
                              r"(?:\s+(?:morning|afternoon|evening|night))?\s+(?:on|at|upon)\b",
                              r"fired\s+(?:[\w-]+\s+){0,2}?(?:shots|rounds|bullets)",
                              r"fired\s+(?:[\w-]+\s+){0,4}?into\s+the\s+air",
                              # "soldiers fired into the crowd", "fired into a group of protesters"
                              r"fired\s+(?:[\w-]+\s+){0,2}?into\s+(?:the\s+|a\s+)?(?:crowds?|protesters|demonstrators|"
                              r"group|people|residents|cars?|vehicles?|homes?|houses?)",
                              r"shootout", r"gunfight", r"tiroteo", r"enfrentamiento",
                              # "left four people dead", "dejaron tres heridos", "deixaram dois mortos": a toll
                              # (not in a clause about clashes told in passing: "los enfrentamientos que dejaron heridos")
                              r"(?<!\bque\s)(?<!\bthat\s)(?<!\bwhich\s)(?:left|leaving|dej(?:ó|aron|ando)|deix(?:ou|aram|ando))"
                              r"(?=" + _LEFT_CASUALTIES_TEXT + ")", r"disparos\s+al\s+aire",
                              # "ran through tear gas to the Colombian side": what they went through, no act told
                              r"(?<!through\s)(?<!amid\s)(?<!through\sclouds\sof\s)(?<!amid\sclouds\sof\s)(?<!through\sa\scloud\sof\s)"
                              r"tear[- ]?gas", r"petrol\s+bombs?", r"molotov\s+cocktails?",
                              r"rubber\s+bullets", r"d(?:ied|ies)\s+(?:(?:on|last|early|late)\s+(?:[\w-]+\s+){1,2}?)?(?:in|while\s+in)\s+(?:(?:state|military|police|the|counterintelligence|intelligence|DGCIM|SEBIN)\s+){0,3}custody",
                              # "died in a DGCIM cell", "died in his cell at Ramo Verde": a death in custody
                              r"d(?:ied|ies)\s+in\s+(?:a|an|his|her|the)\s+(?:[\w-]+\s+){0,2}?cell", r"custodial\s+death",
                              _DIED_OF_IN_A_CELL, _DIED_AFTER_A_HEARING,
                              # "died on Saturday after being detained by counterintelligence agents": in their hands
                              r"d(?:ied|ies)(?=[^.;]{0,40}?\bafter\s+(?:being|he\s+was|she\s+was)\s+(?:detained|arrested|held|"
                              r"tortured|beaten))",
                              r"death\s+in\s+(?:state\s+|military\s+|police\s+|the\s+)?custody", r"r[au]n\s+over" + _RUN_OVER_VICTIM,
                              # "was held at the DGCIM headquarters in Boleíta, where he died on July 1": died where he
                              # was held (Spanish "detenido ..., donde murió" is read by its own words)
                              r"(?:held|detained|jailed|imprisoned)\b[^.;:]{0,100}?,\s+where\s+(?:he|she)\s+died\b",
                              r"abri(?:ó|eron)\s+fuego", r"(?:hab[ií]an?|ha|han)\s+abierto\s+fuego",
                              # "el número de detenciones se disparó": soared, no shot fired
                              r"(?<!\bse\s)dispar(?:ó|aron)", r"reprimi(?:ó|eron)", r"atac(?:ó|aron)",
                              r"asesin(?:ó|aron)", r"hiri(?:ó|eron)", r"mat(?:ó|aron)", r"muri(?:ó|eron)",
                              # "golpearon la puerta de la tenencia": a knock at a door, no blow dealt
                              r"golpe(?:ó|aron)(?!\s+(?:a\s+|en\s+)?(?:la|las|una)\s+(?:puertas?|ventanas?|port[óo]n)\b)",
                              # "balearon el viernes a un joven", "apuñalaron a un exsargento", "balearam um soldado"
                              r"bale(?:ó|aron)", r"apuñal(?:ó|aron)", r"acuchill(?:ó|aron)", r"bale(?:ou|aram)",
                              r"esfaque(?:ou|aram)",
                              # "le propinó dos puñaladas en el costado", "desferiu três facadas": blows dealt
                              r"(?:propin|asest)(?:ó|aron)(?=\s+(?:[\w-]+\s+){0,2}?(?:puñaladas|cuchilladas|machetazos|balazos|"
                              r"disparos|tiros)\b)",
                              r"desferi(?:u|ram)(?=\s+(?:[\w-]+\s+){0,2}?(?:facadas|golpes|tiros)\b)",
                              # "falleció el sábado en la sede de la Dgcim", "faleceu sob custódia": a death in their hands
                              r"(?:falleci(?:ó|eron)|falece(?:u|ram))(?=[^.;]{0,80}?\b(?:custodia|cust[óo]dia|celda|cela|calabozo|"
                              r"DGCIM|Dgcim|SEBIN|Sebin|contrainteligencia|contraintelig[êe]ncia|tras\s+ser\s+detenid|"
                              r"ap[óo]s\s+ser\s+pres))",
                              r"tortur(?:ó|aron|ad[oa]s?)", r"(?:result|qued)(?:ó|aron)\s+herid[oa]s?",
                              r"(?:fue|fueron)\s+herid[oa]s?", r"herid[oa]s?\s+a\s+(?:tiros|balazos)",
                              # "fue golpeado por funcionarios", "foi espancado por agentes": beaten by someone
                              r"(?:fue|fueron|foi|foram)\s+(?:golpead|apalead|espancad|agredid)[oa]s?(?=\s+(?:[\w-]+\s+){0,3}?(?:por|pel[oa]s?)\b)",
                              r"herid[oa]s?\s+de\s+bala", r"se\s+enfrent(?:ó|aron)",
                              r"(?<!entre\s)(?<!entre\snubes\sde\s)(?<!entre\suna\snube\sde\s)(?:gases?|bombas?)\s+lacrim[oó]gen[oa]s?", r"perdigones", r"balas\s+de\s+goma",
                              r"arroll(?:ó|aron)", r"embisti(?:ó|eron)",
                              # "habían disparado contra", "han matado a", "tinham atirado contra": compound pasts
                              r"(?:ha|han|había|habían|hubo|hubieron|tinha|tinham|havia|haviam)\s+(?:disparado|matado|"
                              r"asesinado|herido|reprimido|golpeado|baleado|atirado|atacado|torturado|ferido|espancado)",
                              r"found\s+dead", r"(?:hallad|encontrad)[oa]s?\s+(?:muert[oa]s?|sin\s+vida)",
                              r"(?:encontrad|achad)[oa]s?\s+(?:mort[oa]s?|sem\s+vida)",  # "foi encontrado morto"
                              # "the body of X was found ... with three bullet wounds", "el cuerpo ... apareció con
                              # impactos de bala": found shot (not "treated people with gunshot wounds")
                              r"(?:body|corpse)\s+(?:of\s+[^,.;:]{1,60}?\s+)?(?:was|were)\s+found"
                              r"(?=[^;]{0,160}?\b(?:bullet|gunshot|stab)\s+wounds?)",
                              r"(?:cuerpo|cad[aá]ver)\s+(?:del?\s+[^,.;:]{1,60}?\s+)?(?:fue\s+(?:hallad|encontrad)o|apareci[óo])"
                              r"(?=[^;]{0,160}?(?:impactos?|heridas?|disparos?|tiros?)\s+de\s+bala)",
                              r"apareci(?:ó|eron)\s+muert[oa]s?",
                              # "was gunned down outside a bar", "fue ultimado a tiros", "foi executado com tiros", "sufrió
                              # un atentado", "survived an assassination attempt", "suffered a gunshot wound"
                              r"gunned\s+down", r"(?:fue|fueron)\s+ultimad[oa]s?", r"ultim(?:ó|aron)(?=\s+(?:a|al)\s)",
                              r"(?:fue|fueron|foi|foram)\s+(?:ejecutad|executad)[oa]s?(?=\s+(?:a|con|com)\s+(?:tiros|balazos|disparos))",
                              r"(?:sufri(?:ó|eron)|sofr(?:eu|eram))\s+(?:un|um)\s+atentado",
                              r"(?:survived|escaped)\s+an?\s+(?:assassination|murder)\s+attempt",
                              r"suffer(?:ed|s)\s+(?:a\s+|two\s+|three\s+|several\s+|multiple\s+)?(?:gunshot|bullet|stab)\s+wounds?",
                              r"(?:drove|driving|plowed|ploughed|ramm(?:ed|ing)|smash(?:ed|ing))\s+(?:[\w-]+\s+){0,4}?"
                              r"into\s+(?:a\s+)?(?:crowds?|protesters|demonstrators)"), I),
    # Aid trucks set on fire: "two aid trucks were set on fire", "fueron incendiados", "quemaron los camiones"
    ("violence", "verb", _any(_VEHICLES + r"(?:\s+[\w-]+){0,6}?\s+(?:were|was|had\s+been|fueron|foram)\s+" + _SET_ON_FIRE,
                              r"(?:set\s+fire\s+to|torched|burn(?:ed|t)|quem(?:ó|aron)|incendi(?:ó|aron)|queim(?:ou|aram)|"
                              r"incendi(?:ou|aram)|prendi(?:ó|eron)\s+fuego\s+a|(?:atearon|atear)\s+fuego\s+a)\s+"
                              r"(?:[\w-]+\s+){0,3}?" + _VEHICLES), I),
    ("protest", "verb", _any(r"protest(?:ed|ing|s)?", r"demonstrations?", r"rall(?:y|ied|ies)",
                             r"took\s+to\s+the\s+streets", "sit-in", "marcha", r"protestas?",
                             # "poured into the streets ... banging pots and burning garbage", "blocked streets"
                             r"(?:poured|spilled|flooded)\s+(?:out\s+)?(?:into|onto)\s+the\s+streets", r"bang(?:ed|ing)\s+pots",
                             r"burn(?:ed|ing)\s+(?:garbage|trash|tires|tyres)", 
                             # "set up barricades and burned tyres", "levantaron barricadas y quemaron cauchos"
                             r"(?:set\s+up|built|erected|put\s+up|building|setting\s+up)\s+barricades",
                             r"(?:levant|arm|coloc)(?:ó|aron)\s+barricadas", r"(?:montaram|ergueram|levantaram)\s+barricadas",
                             r"quem(?:ó|aron|aban)\s+(?:cauchos|neum[áa]ticos|llantas|basura)", r"queim(?:ou|aram)\s+(?:pneus|lixo)", r"block(?:ed|ing)\s+streets"), I),
    # ("were marched onto a ferry", "was marched to the border": led under guard, no protest)
    ("protest", "verb", r"(?<!\bwere\s)(?<!\bwas\s)(?<!\bbeen\s)(?<!\bbeing\s)"
                        r"\bmarch(?:ed|es|ing)?\b(?!\s+(?:in|at|during)\s+(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,3}?"
                        r"(?i:parades?|ceremon(?:y|ies))\b)", 0),  # lower case only: not the month; a parade is no protest
    ("protest", "verb", _any(r"converg(?:ed|ing)\s+on", r"gather(?:ed|ing)\s+(?:(?:on\s+)?(?:\w+day|yesterday|today)\s+)?(?:outside|in\s+front\s+of)",
                             # "camped for two days outside the Foreign Ministry", "acamparon frente a la Cancillería",
                             # "acamparam em frente ao Itamaraty": a sit-in (not "camped at the border post")
                             r"camp(?:ed|ing)\s+(?:(?:for\s+(?:[\w-]+\s+){1,2}?(?:days?|nights?|weeks?|hours)|overnight)\s+)?"
                             r"(?:outside|in\s+front\s+of)",
                             r"acamp(?:ó|aron|aban)\s+(?:(?:durante|por)\s+(?:[\w-]+\s+){1,2}?(?:d[ií]as|noches|semanas|horas)\s+)?"
                             r"(?:frente\s+a|delante\s+de|ante)\b",
                             r"acamp(?:ou|aram|avam)\s+(?:(?:durante|por)\s+(?:[\w-]+\s+){1,2}?(?:dias|noites|semanas|horas)\s+)?"
                             r"(?:em\s+frente\s+(?:a|ao|à)|diante\s+d[oa])",
                             # "gathered at the end of the bridge, chanting "Libertad!"", "gritando consignas"
                             r"chant(?:ed|ing)", r"(?:corea|grita)(?:ndo|ron)\s+consignas", r"gritando\s+palavras\s+de\s+ordem",
                             # "thousands of opposition supporters had gathered on the overpass"
                             _CROWD_GATHERED,
                             r"protest(?:ar(?:on)?|ó|aban|an)", r"manifestaci[oó]n(?:es)?", r"(?<!\bse\s)march(?:aron|an)",
                             r"se\s+(?:concentr|manifest|moviliz)(?:ó|aron)", r"cacerolazos?", r"plant[oó]n",
                             # "están plantados frente a la Alcaldía", "se plantaron frente a"
                             r"(?:est[áa]n|estaban|permanecen|permanecían|siguen)\s+plantad[oa]s", r"se\s+plant(?:ó|aron)", r"bloque(?:ó|aron)\s+(?:(?:durante|por)\s+(?:[\w-]+\s+){1,3}?(?:horas|minutos|d[ií]as)\s+)?(?:la|el|una|un)",
                             # "cerraron durante tres horas la avenida": a road shut by the ones protesting (not "cerró
                             # la frontera" or "los puentes", the government's closure)
                             r"cerr(?:ó|aron)\s+(?:(?:durante|por)\s+(?:[\w-]+\s+){1,3}?(?:horas|minutos|d[ií]as)\s+)?(?:la|el|una|un)\s+"
                             r"(?:avenida|calle|carretera|autopista|v[ií]a|troncal)\b",
                             # "se encadenaron frente a la Defensoría", "chained themselves to the gates", "se
                             # acorrentaram"; "salieron a las calles de Cúcuta para exigir", "saíram às ruas"
                             r"se\s+encaden(?:ó|aron)", r"chain(?:ed|ing)\s+(?:himself|herself|themselves)",
                             r"se\s+acorrent(?:ou|aram)", r"acorrent(?:ou|aram)-se",
                             # "realizaram um ato em frente à PF", "fizeram um ato de protesto": a rally, not a
                             # ceremony ("um ato de entrega", "ato solene")
                             r"(?:realiz(?:ou|aram)|fizeram|fez|promov(?:eu|eram))\s+um\s+ato"
                             r"(?=\s+(?:de\s+protesto|p[úu]blico|pac[íi]fico|em\s|no\s|na\s|diante\s|nesta\s|neste\s))",
                             r"sali(?:ó|eron)\s+" + _ES_DAY_GAP + r"a\s+(?:las\s+)?calles\b", r"sa(?:iu|[íi]ram)\s+[àa]s\s+ruas\b"), I),
    # "blocked a street", "blocked traffic", "holding up cardboard signs", "staged a sit-in", "huelga de hambre"
    ("protest", "verb", _any(r"block(?:ed|ing)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:street|road|highway|avenue|bridge|traffic|entrance)s?",
                             r"block(?:ed|ing)\s+traffic\b",
                             r"(?:held|holding|hold|raised|raising|waving|waved|carrying|carried)\s+(?:up\s+)?"
                             r"(?:[\w-]+\s+){0,2}?(?:signs?|banners?|placards?|posters?)\b",
                             # "holding photocopied pictures of their men", "sosteniendo fotos de sus hijos", "segurando
                             # fotos dos filhos": the faces of the ones held, shown by a crowd (not one photo)
                             r"(?:held|holding|hold|raised|raising|carrying|carried)\s+(?:up\s+)?(?:[\w-]+\s+){0,2}?"
                             r"(?:pictures|photos|photographs|portraits)\s+of\s+(?:their|the)\b",
                             r"(?:sosteniendo|sosten[ií]an|mostrando|mostraban|portando|portaban|alzando|alzaban)\s+"
                             r"(?:fotos|fotograf[ií]as|retratos)\s+de\s+(?:sus|los)\b",
                             r"(?:segurando|seguravam|mostrando|mostravam|exibindo|exibiam|erguendo|erguiam)\s+"
                             r"(?:fotos|fotografias|retratos)\s+(?:de\s+seus|de\s+suas|dos|das)\b",
                             r"staged\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:sit-in|protest|march|demonstration|vigil|strike)",
                             # "held a candlelight vigil outside the prison", "hicieron una vigilia"
                             r"(?:held|holding|hold|kept|keeping)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?vigil", r"vigilias?",
                             # "gathered Sunday evening in the main square for a vigil"
                             r"(?:gathered|assembled|met)\s+(?:[\w'’.-]+\s+){0,8}?for\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
                             r"(?:vigil|protest|rally|demonstration|sit-in)\b",
                             r"hunger\s+strikes?", r"huelga\s+de\s+hambre",
                             # "stopped eating on 2 September to protest", "dejaron de comer", "recusaram comida"
                             r"(?:stopped|stop|stopping|refus(?:ed|ing|e)\s+to)\s+eat(?:ing)?\b",
                             r"(?:refus(?:ed|ing|e)|rejected)\s+(?:all\s+)?food\b",
                             r"dej(?:ó|aron|aran)\s+de\s+(?:comer|ingerir\s+alimentos)",
                             r"se\s+neg(?:ó|aron)\s+a\s+comer", r"par(?:ou|aram)\s+de\s+comer", r"pancartas?", r"carteles",
                             # (not "le cerraron el paso", "nos cerraron el paso": someone's way blocked, no road)
                             r"(?<!\ble\s)(?<!\bles\s)(?<!\bme\s)(?<!\bnos\s)(?<!\bte\s)"
                             r"cerr(?:ó|aron)\s+(?:la|el)\s+(?:v[ií]a|calle|carretera|paso)"), I),
    # "moved 22 of the evicted defectors, mostly women and children, to a shelter": a count of them, an aside
    ("relocation", "move", _any(r"mov(?:ed|e|es|ing)\s+(?!(?:him|her|them|the\s+(?:group|pair|trio))\b)(?:(?:their|his|her)\s+(?:[\w-]+\s+){0,3}?|(?:[\w.-]+\s+){0,3}?|"
                                r"\d+\s+of\s+(?:the|them|those)\s+(?:[\w.-]+\s+){0,2}?(?:[\w-]+,\s+[^,;:.]{1,50},\s+)?)(?:to|into)",
                                r"relocat(?:ed|e|ing)", r"(?:moved|relocated)\s+here\b",
                                r"resettl(?:ed|e|ing)", r"settled\s+(?:in|into)", r"(?<!\bbeing\s)housed\s+(?:in|at|here)",
                                r"li(?:ves?|ving)\s+in" + _NOT_AN_EMBASSY, r"transferred\s+(?:(?:on|last)\s+[A-Z]\w+day\s+|yesterday\s+)?(?:(?:from|out\s+of)\s+(?:[\w'’-]+\s+){1,6}?)?(?:to|into)", r"sent\s+(?:back\s+)?to",
                                # "the four were escorted to Port of Spain", "fueron escoltados hasta Cúcuta": escorted
                                # by others, named as the passive's subject
                                r"(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bbeing\s))escorted\s+(?:[\w-]+\s+){0,4}?(?:to|into)\b",
                                r"(?:fue|fueron|sido|foi|foram)\s+escoltad[oa]s?\s+(?:[\w-]+\s+){0,4}?(?:a|al|hasta|hacia|at[ée]|para)\b",
                                r"staying\s+(?:in|at)" + _NOT_AN_EMBASSY, r"(?:taken|flown|bused|bussed|driven|transported|evacuated|airlifted|deported|repatriated|towed)\s+"
                                # (not "taken into custody": an arrest, no journey)
                                r"(?!into\s+(?:custody|detention|captivity)\b)"
                                r"(?:[\w-]+\s+|\([^()]{1,30}\)\s+){0,6}?(?:to|into)", r"evicted\s+from", r"(?:was|were|been)\s+(?:forcibly\s+)?removed\s+from", r"put\s+out\s+of", r"put\s+up\s+(?:in|at)",
                                r"sheltered\s+(?:in|at)", r"trasladad[oa]s?", r"deportad[oa]s?", r"repatriad[oa]s?",
                                # "were handed over to a coast guard vessel near Los Testigos", "fueron entregados a
                                # la Guardia Costera": the ones handed over were moved to where it happened
                                r"handed\s+(?:back\s+)?over\s+to", r"(?:fue|fueron|sido)\s+(?:entregad|devuelt)[oa]s?\s+(?:a|al)",
                                # "handed to Migración Colombia on Sunday", "entregado el domingo a Migración Colombia"
                                r"handed\s+to(?=\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:Migraci[oó]n|migration|police|Polic[ií]a|army|"
                                r"Ej[eé]rcito|authorities|autoridades|UNHCR|Acnur))",
                                r"(?:fue|fueron|sido)\s+(?:[\w-]+\s+){0,5}?y\s+entregad[oa]s?\s+" + _ES_DAY_GAP + r"(?:a|al)\b",
                                r"(?:fue|fueron|sido)\s+entregad[oa]s?\s+" + _ES_DAY_GAP + r"(?:a|al)\b",
                                # "fueron llevados, como los demás, a un hotel", "were taken, like the others, to"
                                _MOVED_ASIDE_TO,
                                r"(?:taken|flown|bused|bussed|driven|moved|transferred)\s*,[^,;:.]{1,100},\s*(?:to|into)\b",
                                # "llevados el domingo por la Policía a un hotel" (not "llevado a cabo")
                                r"(?:llevad|enviad)[oa]s?\s+(?:[\w-]+\s+|\([^()]{1,30}\)\s+){0,6}?(?:a|al|hasta|hacia)\b"
                                r"(?!\s+(?:cabo|pedido|petici[oó]n|solicitud|instancias?)\b)",  # "a pedido de": asked by
                                r"(?:alojad|albergad|instalad|hospedad|ubicad)[oa]s?\s+en",
                                r"se\s+(?:instal|aloj|qued)(?:ó|aron)\s+en", r"desalojad[oa]s?", r"reubicad[oa]s?",
                                # "a mediados de marzo se trasladó a Bogotá", "se mudaron a Medellín": moved on their own
                                # ("se trasladaron en un carro por puesto hasta Ureña": by what means, then where)
                                r"se\s+(?:traslad|mud)(?:ó|aron)\s+(?:(?:de|desde)\s+[^,.;:]{1,60}?\s+)?"
                                r"(?:en\s+(?:un|una|el|la|los|las)\s+(?:[\w-]+\s+){1,3}?)?(?:a|al|hasta|hacia)\b",
                                # "se desplazó a Bucaramanga", "se trasladó por sus propios medios a Bogotá", "se
                                # transferiu para Manaus": the same on their own, however they went
                                r"se\s+(?:traslad|desplaz)(?:ó|aron)\s+(?:por\s+(?:sus\s+propios\s+medios|tierra|carretera)\s+)?"
                                r"(?:a|al|hasta|hacia)\b",
                                r"(?:se\s+transferi(?:u|ram)|transferi(?:u|ram)-se)\s+(?:para|ao?|à)\b",
                                _MOVED_HOUSE_WITH,
                                # settling or going somewhere to live: "se radicó en Medellín", "se estableció en", "se
                                # marchó a", "foi morar em", "passou a morar em", "se deslocou até", "rumou para",
                                # "moved in with a cousin in"
                                r"se\s+(?:radic|establec)(?:ó|ió|aron|ieron)\s+en\b",
                                r"(?:se\s+(?:radic|estabelec)(?:ou|eu|aram|eram)|(?:radic|estabelec)(?:ou|eu|aram|eram)-se)\s+(?:em|no|na)\b",
                                r"se\s+march(?:ó|aron)\s+(?:a|al|hacia|para|hasta)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                r"(?:foi|foram|passou\s+a|passaram\s+a)\s+morar\s+(?:em|no|na)\b",
                                r"(?:se\s+desloc(?:ou|aram)|desloc(?:ou|aram)-se)\s+(?:at[ée]|para|a)\b",
                                r"rum(?:ou|aram)\s+(?:para|a|at[ée])(?=\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                r"moved\s+in\s+with\s+(?:[\w'’-]+\s+){1,4}?in\b",
                                # "were put on a bus to Bogotá", "fueron montados en un avión hacia Bogotá"
                                r"put\s+(?:on(?:to)?|aboard|in)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?" + _VEHICLE
                                + r"\s+(?:to|into|bound\s+for)",
                                r"(?:montad|subid|embarcad)[oa]s?\s+(?:en|a)\s+(?:un|una|el|la)\s+(?:[\w-]+\s+){0,3}?"
                                + _VEHICLE + r"\s+(?:a|al|hacia|hasta|con\s+destino\s+a)"), I),
    # "were moved from a hotel in Cúcuta to a shelter in Bogotá", "llevados en avión de Boa Vista a Manaos",
    # "were taken on Tuesday from Pacaraima to Boa Vista", "moved three soldiers on Tuesday from ... to"
    ("relocation", "move", _any(r"(?:mov(?:ed|e|es|ing)|taken|flown|bus(?:s)?ed|driven|transported|evacuated|airlifted|"
                                r"transferred|deported)\s+(?:[\w'’-]+\s+){0,6}?from\s+[^,.;:]{1,60}?\s+(?:to|into)\b",
                                r"(?:llevad|enviad|transportad)[oa]s?\s+(?:en\s+(?:un\s+|una\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?"
                                r"(?:de|desde)\s+[^,.;:]{1,60}?\s+(?:a|al|hasta|hacia)",
                                # "fueron llevados el jueves de un hotel en Cúcuta a una base": a day between
                                r"(?:llevad|enviad|transportad|trasladad)[oa]s?\s+(?:(?:el|este|esta|la)\s+)?"
                                r"(?:[\w-]+\s+|\([^()]{1,30}\)\s+){1,3}?(?:de|desde)\s+(?:un|una|el|la|los|las)\s+"
                                r"[^,.;:]{1,60}?\s+(?:a|al|hasta|hacia)\b"), I),
    ("relocation", "carry", _any(r"escort(?:ed|ing)", r"brought", r"bus(?:s)?ed", r"ferried", r"transported",
                                 r"evacuated", r"towed") + r"\s+(?:[\w'’-]+\s+){1,6}?(?:to|into)\b", I),
    # "escorted 30 former soldiers from a shelter in Cúcuta to", "escoltó a 30 exmilitares desde un albergue hasta"
    ("relocation", "carry", _any(r"escort(?:ed|ing)", r"brought", r"bus(?:s)?ed", r"ferried", r"transported",
                                 r"evacuated") + r"\s+(?:[\w'’-]+\s+){1,4}?from\s+[^,.;:]{1,60}?\s+(?:to|into)\b", I),
    ("relocation", "carry", _any(r"escolt(?:ó|aron)", r"traslad(?:ó|aron)", r"llev(?:ó|aron)")
     + r"\s+a\s+(?:[\w'’.-]+\s+){1,4}?(?:de|desde)\s+[^,.;:]{1,60}?\s+(?:a|al|hasta|hacia)\b", I),
    # "escoltaron el domingo a los cinco desertores hasta un albergue", "escoltaram os desertores até um abrigo":
    # escorted (by others) up to a place
    ("relocation", "carry", _any(r"escolt(?:ó|aron|ou|aram)") + _DAY_ASIDE
     + r"\s+(?:a\s+)?(?:[\w'’.-]+\s+){1,5}?(?:hasta|hacia|at[ée]|para)\b", I),
    # "the police drove the corporal to a shelter": driven by others (not "drove a car to")
    ("relocation", "carry", r"\b(?:drove|took|carried|moved|transferred|relocated|bused|bussed|flew|"
                            # "Police handed them over on Tuesday to the army in Riohacha": into others' care there
                            r"handed(?=\s+(?:him|her|them)\s+over\b))\s+(?:him|her|them|"
                            # "transferred the three to a shelter": the number standing for the men named before
                            r"the\s+(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})(?=\s+(?:to|into)\s)|(?:the|two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:men|soldiers?|corporals?|sergeants?|guardsm[ae]n|privates?|deserters|defectors|"
                            r"lieutenants?|officers?|pair|trio|group))\s+(?:[\w'’-]+\s+){0,5}?(?:to|into)\b(?!\s+custody\b)", I),
    # "ICE transferred him, without notice to his family, to a center in Jena": an aside between the men and where
    # they were taken, as "were taken, like the others, to" has one after the passive verb
    ("relocation", "carry", r"\b(?:drove|took|moved|transferred|relocated|bused|bussed|flew)\s+(?:him|her|them)"
                            r"\s*,[^,;:.]{1,80},\s*(?:to|into)\b(?!\s+custody\b)", I),
    # "a migration office in Cúcuta, where the pair were driven", "adonde fueron trasladados", "para onde foram
    # levados", "adonde ya habían sido trasladados": taken to the place before
    ("relocation", "carry", r"\b(?:where|adonde|a\s+donde|para\s+onde|aonde)\s+(?:[\w'’-]+\s+){0,4}?(?:was|were|had\s+been|fue|fueron|foi|foram|"
                            r"hab[ií]an?\s+sido|havia[m]?\s+sido)\s+"
                            r"(?:later\s+|then\s+|first\s+|posteriormente\s+|luego\s+)?"
                            r"(?:taken|flown|bused|bussed|driven|transported|evacuated|airlifted|brought|moved|"
                            r"(?:llevad|trasladad|transportad|conducid|levad|transferid)[oa]s?)\b", I),
    # (active only: "were evicted on Friday and moved to a shelter" is the deserters' own move, told by "moved")
    ("relocation", "carry", _any(r"evict(?:ed|ing)", r"expell?(?:ed|ing)", r"kick(?:ed|ing)\s+out", r"thr(?:ew|own)\s+out",
                                 # (nor "the evicted defectors": who they are)
                                 before=r"(?<!\bwere\s)(?<!\bwas\s)(?<!\bbeen\s)(?<!\bbe\s)(?<!\bgot\s)(?<!\bget\s)"
                                        r"(?<!\bthe\s)(?<!\bthose\s)\b")
     + r"\s+[^,.;:]{1,60}?(?=\s+(?:from|of|after|on|in|at|last|when|because|for)\b|\s*[,.;:])", I),
    # ("trasladó al grupo a Bogotá": the group named before, as "a los cuatro")
    ("relocation", "carry", _any(r"(?:traslad|reubic|llev|escolt|transport|evacu|condu|desaloj|expuls)(?:ó|aron|jo|jeron)")
     + r"\s+(?:a|al(?=\s+grupo\b))\s+(?:[\w'’-]+\s+){1,5}?(?:a|al|en|hasta|hacia)\b", I),
    # "la Cruz Roja los embarcó en un bus rumbo a Medellín", "a Cruz Vermelha os colocou num ônibus para Manaus":
    # put on a vehicle by others, the pronoun standing for the men told before
    ("relocation", "carry", r"(?:(?:(?<=\blos\s)|(?<=\blas\s)|(?<=\blo\s)|(?<=\bla\s))(?:embarc(?:ó|aron)|mont(?:ó|aron)|subi(?:ó|eron))"
                            r"(?=\s+(?:en|a)\s+(?:un|una|el|la)\s+" + _VEHICLE + r"\b)|"
                            r"(?:(?<=\bos\s)|(?<=\bas\s))(?:coloc(?:ou|aram)|embarc(?:ou|aram)|p[ôo]s|puseram)"
                            r"(?=\s+(?:num|numa|em\s+um|em\s+uma|no|na)\s+" + _VEHICLE + r"\b))", I),
    # "police removed about 50 former Venezuelan soldiers from a camp": people put out of where they stayed
    # (not "removed the barriers")
    ("relocation", "carry", r"\b(?:removed|removing|cleared)\s+(?:[\w,-]+\s+){0,5}?(?:soldiers|ex-soldiers|deserters|"
                            r"defectors|guardsmen|troops|families|people)(?=\s+(?:[\w-]+\s+){0,3}?from\b)", I),
    # "El desalojo ocurrió este martes en un hotel de Cúcuta", "the eviction took place on Tuesday": told as a happening
    ("relocation", "noun", _any(r"(?:desalojo|eviction|despejo)\s+(?:se\s+)?(?:ocurri[óo]|se\s+produjo|tuvo\s+lugar|"
                                r"se\s+realiz[óo]|took\s+place|happened|came|ocorreu|aconteceu)"), I),
    # "envió dos busetas para llevar a 43 exmilitares hasta una finca": the vehicles sent carried them
    ("relocation", "carry", _any(r"(?:envi|mand)(?:ó|aron)\s+(?:[\w-]+\s+){0,3}?(?:bus(?:es|etas?)?|autob[uú]s(?:es)?|"
                                 r"camionetas?|veh[ií]culos?|camiones|aviones|avi[oó]n)\s+para\s+(?:llevar|trasladar|transportar)")
     + r"\s+a\s+(?:[\w'’-]+\s+){1,5}?(?:a|al|hasta|hacia)\b", I),
    # "desalojó a 80 exmilitares de dos hoteles", "despejaram os ex-militares do abrigo": evicted from
    ("relocation", "carry", _any(r"(?:desaloj|expuls)(?:ó|aron)\s+a", r"despej(?:ou|aram)")
     + r"\s+(?:[\w'’-]+\s+){1,5}?(?:de|del|do|da|dos|das)\b", I),
    # "lo trasladaron a la sede de la Dgcim", "los trasladó a una pensión": the one moved is a clitic before
    # the verb (not "lo llevó a desertar", nor "lo llevaron al hospital": care, not a move)
    ("relocation", "carry", r"(?:(?<=\blo\s)|(?<=\bla\s)|(?<=\blos\s)|(?<=\blas\s))"
     + _any(r"(?:traslad|reubic|llev|escolt|transport|evacu|condu)(?:ó|aron|jo|jeron)", r"entreg(?:ó|aron)")
     + r"\s+(?:[\w'’-]+\s+){0,3}?(?:a|al|hasta|hacia)\b(?!\s+cabo\b)(?!\s+(?-i:[a-záéíóúñ]+(?:ar|er|ir))\b)"
     + _NOT_TO_HOSPITAL, I),
    # "dos voluntarios lo acompañaron en bus hasta Yopal", "volunteers accompanied him by bus to Yopal": taken all the
    # way there by the ones who went with him
    ("relocation", "carry", r"(?:(?<=\blo\s)|(?<=\bla\s)|(?<=\blos\s)|(?<=\blas\s))acompa[ñn](?:ó|aron)\s+(?:[\w'’-]+\s+){0,3}?hasta\b"
                            r"|\baccompanied\s+(?:him|her|them)\s+(?:on\s+(?:a|the)\s+|by\s+)(?:bus|car|plane|flight|boat|taxi|truck)\s+"
                            r"(?:all\s+the\s+way\s+)?to\b", I),
    # Portuguese "o Exército os levou numa viatura para Boa Vista": a plural clitic before the verb
    ("relocation", "carry", r"(?:(?<=\bos\s)|(?<=\bas\s))"
     + _any(r"lev(?:ou|aram)", r"transport(?:ou|aram)", r"escolt(?:ou|aram)", r"transfer(?:iu|iram)",
            r"conduz(?:iu|iram)", r"entreg(?:ou|aram)")
     + r"\s+(?:[\w'’-]+\s+){0,4}?(?:para|at[ée]|ao|à)\b(?!\s+(?:o\s+|um\s+)?hospital\b)", I),
    # Spanish past subjunctive after "después de que": "un día después de que 70 exmilitares protestaran el domingo"
    # (`_plausible` keeps it only there: "pidió que protestaran" asks, "para que marcharan" is a purpose; a
    # desertion counted from, "tres meses después de que desertara", is background and stays unread)
    ("protest", "verb", _any(r"protest(?:aran|ara)", r"march(?:aran|ara)",
                             r"se\s+(?:concentr|manifest|moviliz)(?:aran|ara)"), I),
    # (not "a border crossing", nor "paid the boatmen $600 for the crossing": its price, no crossing told; nor
    # "intercepted him at the crossing", "walked to the crossing": the crossing point, a place)
    ("border_crossing", "cross", _any(r"cross(?:ed|es|ing)?", r"cruz(?:ó|aron|ar|ado|aba|aban|ando)", *_PRESENT_CROSSINGS[:2],
                                      r"atraves(?:ó|aron|ar|ado|aba|aban|ando)", r"vade(?:ó|aron|ar|ado|aba|aban|ando)",
                                      r"ford(?:ed|ing)",
                                      r"pas(?:ó|aron|ar|ado)\s+(?:(?:la|el|una|un)\s+)?(?:frontera|puente|trocha|r[ií]o|l[ií]mite)", before=r"(?<!\bborder\s)(?<!\bbridge\s)(?<!\ba\s)(?<!\bfor\sthe\s)(?<!\bat\sthe\s)(?<!\bnear\sthe\s)(?<!\bto\sthe\s)\b",
                                      after=r"\b(?!\s+(?:point|points|the\s+line)\b)"), I),
    # "two sergeants who abandoned their posts on the border crossed into Brazil": the verb after "border"
    # (not "border crossing", the noun; nor "the border crossed by thousands")
    ("border_crossing", "cross", r"(?<=\bborder\s)crossed\b(?!\s+by\b)", I),
    # "volvió a cruzar el mismo puente": crossed again (not "a cruzar" alone, which is only an aim)
    ("border_crossing", "cross", r"\b(?:volvi(?:ó|eron)|volt(?:ou|aram))\s+a\s+(?:cruzar|atravesar|atravessar)\b", I),
    # "empezaron a cruzar el río hacia Ragonvalia": set about crossing, as "began to cross" and "começaram a atravessar"
    # already read (an aim is "para cruzar", "intentaron cruzar")
    ("border_crossing", "cross", r"\b(?:empez|comenz)(?:ó|aron)\s+a\s+(?:cruzar|atravesar|vadear)\b", I),
    # "a travessia foi feita a pé", "hizo la travesía por una trocha": the crossing made, as "made the crossing" reads
    ("border_crossing", "cross", r"\b(?:(?:hizo|hicieron|realiz(?:ó|aron|ou|aram)|fez|fizeram)\s+(?:la|a)\s+traves+[ií]a|"
                                 r"(?:la|a)\s+traves+[ií]a\s+(?:(?:la|a)\s+)?(?:hizo|hicieron|fue\s+(?:hecha|realizada)|"
                                 r"foi\s+(?:feita|realizada)))\b", I),
    # "a canoe carrying two deserters across the Orinoco", "una lancha que llevaba a tres desertores por el río":
    # the men aboard cross, whatever befell the boat
    ("border_crossing", "cross", r"\b(?:canoes?|boats?|curiaras?|rafts?|dinghy|skiffs?|pirogues?|launch)\s+"
                                 r"(?:carrying|ferrying|transporting|with)\s+(?:[\w,-]+\s+){0,4}?" + _DEFECTOR_NOUN
                                 + r"\s+(?:across|over)\b|\b(?:lanchas?|canoas?|curiaras?|botes?|balsas?|barcos?)\s+"
                                 r"(?:que\s+(?:llevaba|transportaba|trasladaba)n?|con)\s+(?:a\s+)?(?:[\w,-]+\s+){0,4}?"
                                 + _DEFECTOR_NOUN + r"\s+(?:por|a\s+trav[eé]s\s+de)\s+(?:el|la)\s+(?:r[ií]o|frontera)\b", I),
    # "a fisherman paddled them across the Arauca River", "a guide took the four soldiers over the river": the
    # ones carried cross
    ("border_crossing", "cross", _any(_FERRY_VERBS)
     + r"\s+(?:him|her|them|(?:the|two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,2}?" + _DEFECTOR_NOUN + r")"
     r"\s+(?:across|over)\b", I),
    # "pasaron por una trocha", "pasó por el puente Simón Bolívar", "passed through an illegal trail"
    ("border_crossing", "cross", _any(r"pas(?:ó|aron|ado)\s+por\s+(?:(?:la|el|una|un|las|los|unas|unos)\s+)?"
                                      r"(?:frontera|puentes?|trochas?|r[ií]o|paso\s+fronterizo|caminos?\s+verdes?)",
                                      r"pass(?:ed|ing)\s+through\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?"
                                      r"(?:trochas?|trails?|border\s+crossings?|checkpoints?\s+on\s+the\s+border)"), I),
    # "otros dos soldados pasaron el martes en la noche por Puerto Santander": through a named place, a time between
    ("border_crossing", "go", r"\bpas(?:ó|aron)(?=\s+(?:(?:el|la|en|de|del|esta|este|por\s+la)\s+|"
                              r"(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|noche|madrugada|mañana|tarde)"
                              r"\s+){1,5}por\s+[A-ZÁÉÍÓÚ])", 0),
    ("border_crossing", "cross", _any(r"(?:smash(?:ed|ing)?|broke|breaking|burst|bursting|ramm(?:ed|ing)|crash(?:ed|ing)?)"
                                      r"\s+(?:[\w-]+\s+){0,3}?through", r"out\s+of\s+the\s+country"), I),
    ("border_crossing", "flee", _any("fled", "flee", "flees", "fleeing", "escaped", "escape", "escapes", "escaping",
                                     r"huy(?:ó|eron|endo)", r"hu[ií]do", r"huir", r"escap(?:ó|aron|ar|ado|ando)",
                                     r"se\s+fug(?:ó|aron)", r"se\s+escabull(?:ó|eron)", r"escapul(?:iu|iram)",
                                     # "se dio a la fuga del destacamento", "empreendeu fuga do quartel", "went on the run"
                                     r"se\s+(?:dio|dieron)\s+a\s+la\s+fuga", r"empreend(?:eu|eram)\s+fuga",
                                     r"went\s+on\s+the\s+run"), I),
    # The receiving side's count: "the army had received 40 deserters at Pacaraima", "ha acogido a 60 militares"
    ("border_crossing", "go", _any(*_RECEIVED_WORDS)
     + r"(?=\s+(?:a\s+)?(?:[\w,.()-]+\s+){0,6}?(?:deserters|defectors|desertores|ex-?militares|guardsmen|"
       r"soldiers|militares|soldados|uniformados|guardias)\b)", I),
    # Received somewhere, in the passive: "los uniformados fueron recibidos en Riohacha por Migración Colombia"
    ("border_crossing", "go", _any(r"(?:fueron|fue|was|were|foram|foi)\s+(?:recibid|acogid|recebid|acolhid)[oa]s?",
                                   r"(?:was|were)\s+received")
     + r"(?=\s+(?:(?:el|la|este|esta|on|no|na)\s+(?:[\w-]+\s+){1,2}?)?(?:en|in|em|no|na|at)\s+[A-ZÁÉÍÓÚ])", I),
    # The receiving side lets them in: "Colombia let the 40 soldiers into the country", "allowed five guardsmen to
    # enter", "admitted 40 soldiers at the bridge", "permitió el ingreso de 12 militares", "deixou entrar os soldados"
    # ("admitted that soldiers had deserted" is a confession, "let the soldiers go" no entry)
    ("border_crossing", "go", _any(r"(?:let|allowed|permitted)(?=\s+(?:(?!that\b)[\w,.-]+\s+){0,4}?" + _DEFECTOR_NOUN
                                   + r"\s+(?:into|in\b|to\s+(?:enter|cross|come\s+in)|across))",
                                   r"admitted(?=\s+(?:(?!that\b)[\w,.-]+\s+){0,4}?" + _DEFECTOR_NOUN + r"\b)",
                                   r"(?:permiti(?:ó|eron)|autoriz(?:ó|aron)|facilit(?:ó|aron))\s+(?:el|la)\s+(?:ingreso|entrada|paso)"
                                   r"(?=\s+(?:(?:a|al)\s+[\w\s]{0,20}?\s+)?de\s+(?:[\w,.-]+\s+){0,3}?" + _DEFECTOR_NOUN + r"\b)",
                                   r"dej(?:ó|aron)\s+(?:entrar|pasar)(?=\s+a\s+(?:[\w,.-]+\s+){0,3}?" + _DEFECTOR_NOUN + r"\b)",
                                   r"(?:permitiu|permitiram|autorizou|autorizaram)\s+a\s+entrada"
                                   r"(?=\s+(?:[\w\s]{0,20}?\s+)?d[eo]s?\s+(?:[\w,.-]+\s+){0,3}?" + _DEFECTOR_NOUN + r"\b)",
                                   r"deix(?:ou|aram)\s+entrar(?=\s+(?:[\w,.-]+\s+){0,3}?" + _DEFECTOR_NOUN + r"\b)"), I),
    ("border_crossing", "go", _any(r"wad(?:ed|ing)", r"crawl(?:ed|ing)", r"hik(?:ed|ing)", r"trek(?:ked|king)",
                                   r"paddl(?:ed|ing)", r"rowed", r"crept", r"sneaked", r"hopp(?:ed|ing)\s+(?:over|across)",
                                   # "deserted in May, slipping across a dirt trail": the manner of the desertion
                                   r"slipping\s+(?:across|over|through|into)", r"sneaking\s+(?:across|over|through|into)",
                                   r"jump(?:ed|ing)\s+(?:over|across)", r"climb(?:ed|ing)\s+(?:over|across)",
                                   r"jump(?:ed|ing)\s+the\s+border",  # "jumped the border at Paraguachón"
                                   # "remaron por el río Negro hasta", "bajaron en una curiara por el río hasta San
                                   # Felipe": down a river by boat (not "bajaron del autobús")
                                   r"rem(?:ó|aron)", r"baj(?:ó|aron)(?=\s+[^.;:]{0,60}?\b(?:por\s+el\s+r[ií]o|r[ií]o\s+abajo)\b)"), I),
    # "sprinted across the bridge", "dashed over the river": a run, with the way over named ("sprinted
    # across." alone says nothing a sentence before has not)
    ("border_crossing", "go", _any(*(rf"{verb}(?=\s+(?:across|over|into|through)\s+[\w\"“])" for verb in
                                     (r"sprint(?:ed|ing)", r"dash(?:ed|ing)", r"rac(?:ed|ing)", r"bolt(?:ed|ing)",
                                      r"scrambl(?:ed|ing)")),
                                   # "a corporal and two privates followed him across the bridge": their own crossing
                                   r"follow(?:ed|ing)(?=\s+(?:him|her|them|the\s+[\w-]+|(?-i:[A-Z])[\w.-]+(?:\s+(?-i:[A-Z])[\w-]+)?)"
                                   r"\s+(?:across|over|into)\s+[\w\"“])"), I),
    # (not the walk home told as the scene of something else: "was walking home from a bus stop when")
    ("border_crossing", "go", _any(r"drove" + _NOT_IN_TOWN, "drive", "driving",
                                   r"walked(?!\s+(?:back\s+)?home\s+from\b)" + _NOT_IN_TOWN,
                                   r"walking(?!\s+(?:back\s+)?home\b)",
                                   # "had driven a truck through the barriers", "before running to Colombia"
                                   # (not "was driven to Riohacha": carried; nor "running toward the riverbank")
                                   r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)(?<!\bbe\s)(?<!\bget\s)(?<!\bgot\s)"
                                   r"driven(?=\s+(?:[\w-]+\s+){0,3}?(?:across|over|into|through|to)\b)",
                                   r"running(?=\s+(?:across|over|to|into|toward|towards|through)\s+(?:the\s+)?"
                                   r"(?:(?-i:[A-ZÁÉÍÓÚ])|(?:colombian|brazilian|other|far)\s+(?:side|bank)))",
                                   # "ran over protesters" is violence, "ran over the bridge" a way across
                                   r"ran(?!\s+over" + _RUN_OVER_VICTIM + ")",
                                   r"rode" + _NOT_IN_TOWN, "swam", r"sped" + _NOT_IN_TOWN, r"hitch-?hik(?:ed|ing)",
                                   # "foi para Manaus": went to a place named next (Spanish "se fue a" is below)
                                   r"(?:foi|foram)(?=\s+(?:para|at[ée])\s+(?:o\s+|a\s+)?(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "vieram de ônibus pela BR-174 até Manaus", "vinieron en bus hasta Lima", "came by bus
                                   # to Quito": came (or went) by a means of travel, toward a place
                                   r"(?:vieram|veio|foi|foram)\s+(?:(?:de|em)\s+(?:[ôo]nibus|avi[ãa]o|carro|barco|caminh[ãa]o|"
                                   r"carona|van|t[áa]xi)|a\s+p[ée])(?=\s+(?:[\w'’-]+\s+){0,4}?(?:para|at[ée]|rumo)\s)",
                                   r"(?:vin(?:o|ieron)|fu(?:e|eron))\s+(?:en\s+(?:bus|autob[uú]s|buseta|[óo]mnibus|carro|cami[oó]n|"
                                   r"avi[oó]n|avioneta|lancha|moto|taxi)|a\s+pie)(?=\s+(?:[\w'’-]+\s+){0,4}?(?:hasta|hacia|rumbo\s+a|"
                                   r"a|al)\s)",
                                   r"(?:came|come)\s+(?:by\s+(?:bus|plane|air|road|car|truck|boat|taxi)|on\s+foot)"
                                   r"(?=\s+(?:[\w'’-]+\s+){0,4}?(?:to|into)\s+(?:the\s+)?(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "se colaron por la frontera", "se coló a Colombia por una trocha"
                                   r"se\s+col(?:ó|aron)(?=\s+(?:por|a|al|hacia|en|hasta)\b)",
                                   # "bajaron del bus en el terminal de Lima", "desceram do ônibus em Manaus", "got off the
                                   # bus in Lima": the ride's end (not "bajaron del autobús a cinco jóvenes", an arrest)
                                   r"(?:se\s+)?baj(?:ó|aron)\s+(?:del|de\s+(?:un|una|la))\s+" + _RIDE_VEHICLE + r"(?=\s+en\s)",
                                   r"desce(?:u|ram)\s+(?:do|da|de\s+(?:um|uma))\s+" + _RIDE_VEHICLE + r"(?=\s+(?:em|n[oa]s?|à|ao)\s)",
                                   r"got\s+off\s+(?:the|a|an)\s+" + _RIDE_VEHICLE + r"(?=\s+(?:in|at)\s)",
                                   r"swimming(?=\s+(?:across|over|to|into|through)\b)",  # not "swimming in a pool"
                                   # "nadaron hasta la orilla colombiana", "nadou até a margem brasileira"
                                   r"nad(?:ó|aron)(?=\s+(?:[\w-]+\s+){0,3}?(?:hasta|hacia|al|a)\b)",
                                   r"nad(?:ou|aram)(?=\s+(?:[\w-]+\s+|\([^()]{1,30}\)\s+){0,3}?(?:at[ée]|para|ao|à)\b)",
                                   # a chronology's present ("- Feb. 25: He wades across the river"), kept by `_plausible`
                                   # only in an entry that opens on its day
                                   *_PRESENT_MOVES,
                                   r"travel(?:l)?ed", "journeyed", "headed", "went", r"made\s+(?:his|her|their)\s+way",
                                   "rushed", r"sneak(?:ed)?", "snuck", "slipped", r"reach(?:ed|ing)?", "arrived",
                                   _NOT_A_CLASS + "arriving", r"sail(?:ed|ing)", "flew", r"zarp(?:ó|aron)",
                                   # "steered a small patrol boat from X to Y": the crew went with it
                                   r"(?:steer|pilot)(?:ed|ing)\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,3}?"
                                   r"(?:boat|vessel|launch|canoe|dinghy|skiff)",
                                   # "took a bus to Medellín", "tomó un avión a Lima"
                                   # (also "got a bus to", "hopped on a bus to"; a ticket bought is no trip)
                                   # ("spent two days there before taking a bus to Piedras Negras": the next leg)
                                   r"(?:(?:took|caught|boarded|got|(?:hopped|jumped)\s+on(?:to)?|"
                                   r"(?:(?<=\bbefore\s)|(?<=\bafter\s))(?:taking|catching|boarding))\s+(?:a|an|the|two|three|four|five|several|\d+)\s+|"
                                   r"boarded\s+)(?:[\w-]+\s+){0,2}?(?:bus|buses|minibus|"
                                   r"plane|flight|boat|taxi|truck|train)(?!\s+tickets?\b)",
                                   # "hitched a ride to Boa Vista", "caught a lift to Bucaramanga"
                                   r"(?:(?:hitch|thumb)(?:ed|ing)\s+(?:a\s+)?(?:lift|ride)s?|(?:got|caught|cadged)\s+a\s+(?:lift|ride))"
                                   r"(?=\s+(?:[\w-]+\s+){0,2}?(?:to|into|as\s+far\s+as)\s)",
                                   # "se embarcó en un vuelo a Lima", "emprendió camino hacia Bogotá": bound somewhere
                                   r"(?:se\s+)?embarc(?:ó|aron)\s+en\s+(?:un|una|el|la)\s+(?:[\w-]+\s+){0,2}?(?:vuelo|avi[oó]n|"
                                   r"avioneta|bus|autob[uú]s|lancha|barco|ferry)(?=\s+(?:[\w-]+\s+){0,4}?(?:a|al|hacia|hasta|rumbo|"
                                   r"con\s+destino)\s)",
                                   r"emprendi(?:ó|eron)\s+(?:el\s+|su\s+)?(?:camino|viaje|marcha|rumbo|traves[ií]a)(?=\s+(?:[\w-]+\s+){0,3}?"
                                   r"(?:a|al|hacia|hasta|rumbo)\s)",
                                   # "set off on foot for Bogotá", "set out by bus towards Quito"; "made the 16-hour bus
                                   # trip to Bogotá"
                                   r"set\s+(?:off|out)(?=\s+(?:(?:on\s+foot|by\s+(?:bus|car|boat|road)|again|once\s+more|alone)\s+)?"
                                   r"(?:for|to|towards?)\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   r"made\s+the\s+(?:[\w-]+\s+){0,3}?(?:trip|journey|trek|walk|drive|ride)(?=\s+(?:back\s+)?"
                                   r"(?:to|into)\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "tomaron una voladora río abajo hasta Puerto Carreño", "pegou uma carona até Boa Vista"
                                   # ("tomó el 9 de mayo un vuelo": the day between the verb and the ride)
                                   r"tom(?:ó|aron)" + _DAY_ASIDE + r"\s+(?:un|una|el|la)\s+(?:bus|buseta|autob[uú]s|[óo]mnibus|avi[oó]n|avioneta|vuelo|lancha|"
                                   r"voladora|bongo|curiara|canoa|bote|peñero|chalana|ferry|taxi|mototaxi|cami[oó]n|camioneta)",
                                   # "pegaram um ônibus de Boa Vista a Manaus", "tomou um avião para Brasília"
                                   r"(?:peg|tom)(?:ou|aram)\s+(?:um|uma|o|a)\s+(?:[ôo]nibus|avi[ãa]o|voo|barco|t[áa]xi|caminh[ãa]o|"
                                   r"lancha|voadeira|canoa|balsa|van|carona|autocarro|comboio)",
                                   # "pegaram carona num caminhão até Santa Elena", "consiguieron un aventón hasta
                                   # Maicao", "hicieron autostop hasta Pamplona": a ride, bound for a place named
                                   r"(?:peg(?:ou|aram)\s+carona|(?:consigui|obtuv)(?:ó|o|eron)\s+(?:un\s+)?avent[óo]n|"
                                   r"(?:hizo|hicieron)\s+(?:autostop|aut[oó]stop|dedo))(?=\s+(?:[^\W\d]+\s+){0,7}?(?:at[ée]|para|hasta|hacia|a)\s)",
                                   # Portugal's "apanhou o voo para o Funchal", "apanharam um autocarro até Lisboa"
                                   r"apanh(?:ou|aram)\s+(?:um|uma|o|a)\s+(?:voo|avi[ãa]o|autocarro|comboio|barco|t[áa]xi|"
                                   r"[ôo]nibus|ferry)(?=\s+(?:[\w-]+\s+){0,3}?(?:para|at[ée]|rumo|com\s+destino)\b)",
                                   # "abordaron un bus hacia Bogotá", as "boarded a bus to"
                                   # (bound somewhere: "abordaron un vuelo con escala en Panamá" names no end)
                                   r"abord(?:ó|aron)\s+(?:un|una|el)\s+(?:[\w-]+\s+){0,2}?(?:bus|autob[uú]s|avi[oó]n|vuelo|lancha|barco)"
                                   r"(?=\s+(?:[\w-]+\s+){0,2}?(?:hacia|rumbo|con\s+destino|hasta|a|al)\s)",
                                   # "subió a un ómnibus en la terminal rumbo a Chuí", "subiu num ônibus rumo a Manaus",
                                   # "got on a bus to Quito": bound somewhere (getting on names no end by itself; also "se
                                   # subió a un bus rumbo a Bogotá", "se montaron en un camión hasta Maicao")
                                   r"(?:se\s+)?(?:sub(?:ió|ieron)|mont(?:ó|aron))" + _DAY_ASIDE + r"\s+(?:a|en)\s+(?:un|una|el|la)\s+(?:bus|buseta|autob[uú]s|[óo]mnibus|avi[oó]n|"
                                   r"avioneta|vuelo|lancha|cami[oó]n|camioneta|taxi)(?=\s+(?:[\w-]+\s+){0,6}?(?:hacia|rumbo\s+a|"
                                   r"con\s+destino\s+a|hasta)\s)",
                                   r"(?:sub|entr)(?:iu|iram|ou|aram)\s+(?:em\s+|n)(?:um|uma|o|a)\s+(?:[ôo]nibus|avi[ãa]o|voo|barco|"
                                   r"t[áa]xi|caminh[ãa]o|van)(?=\s+(?:[\w-]+\s+){0,6}?(?:rumo\s+a|com\s+destino\s+a|at[ée]|para)\s)",
                                   r"(?:got|climbed)\s+(?:on|onto|into|aboard)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:bus|plane|flight|truck|"
                                   r"boat|taxi|train)(?=\s+(?:[\w-]+\s+){0,6}?(?:to|for|bound\s+for|towards?)\s+(?:the\s+)?(?-i:[A-ZÁÉÍÓÚ]))",
                                   # (a place named: "climbed onto a truck to address them" is a purpose)
                                   # "was on an overnight coach to Bogotá", "iba en un autobús rumbo a Lima", "estava num
                                   # ônibus para Manaus": aboard, bound for a place named
                                   r"(?:was|were)\s+(?:already\s+)?(?:on|aboard)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:bus|coach|"
                                   r"plane|flight|truck|lorry|boat|train|ferry)(?=\s+(?:[\w-]+\s+){0,3}?(?:to|for|bound\s+for|"
                                   r"towards?)\s+(?:the\s+)?(?-i:[A-ZÁÉÍÓÚ]))",
                                   r"(?:iba|iban|viajaba|viajaban|estaba|estaban)\s+(?:ya\s+)?(?:en|a\s+bordo\s+de)\s+(?:un|una|el|la)\s+"
                                   r"(?:[\w-]+\s+){0,2}?(?:bus|buseta|autob[uú]s|avi[oó]n|vuelo|lancha|cami[oó]n|barco|ferry)"
                                   r"(?=\s+(?:[\w-]+\s+){0,4}?(?:a|al|hacia|rumbo\s+a|con\s+destino\s+a|hasta)\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   r"(?:estava|estavam|ia|iam|viajava|viajavam)\s+(?:j[áa]\s+)?(?:em\s+|n)(?:um|uma|o|a)\s+"
                                   r"(?:[\w-]+\s+){0,2}?(?:[ôo]nibus|avi[ãa]o|voo|barco|caminh[ãa]o|van|balsa)"
                                   r"(?=\s+(?:[\w-]+\s+){0,4}?(?:para|rumo\s+a|com\s+destino\s+a|at[ée])\s+(?:o\s+|a\s+)?(?-i:[A-ZÁÉÍÓÚ]))",
                                   r"naveg(?:ó|aron)", r"vol(?:ó|aron)", r"naveg(?:ou|aram)", r"voou|voaram",
                                   "entered", "entering", r"made\s+it", r"(?:allowed|admitted|let)\s+into",
                                   r"lleg(?:ó|aron|ado)", r"viaj(?:ó|aron)",
                                   # "logró llegar al lado colombiano", "consiguieron entrar", "conseguiu chegar a Pacaraima"
                                   r"(?:logr(?:ó|aron)|consigui(?:ó|eron))\s+(?:llegar|entrar|ingresar|alcanzar)",
                                   # "pisaron suelo colombiano", "set foot on Colombian soil", "pisaram em solo brasileiro"
                                   r"pis(?:ó|aron)(?=\s+(?:el\s+)?(?:suelo|territorio)\s)", r"pis(?:ou|aram)(?=\s+(?:em\s+|o\s+)?(?:solo|territ[óo]rio)\s)",
                                   r"set\s+foot\s+(?:on|in)(?=\s+(?:[\w-]+\s+){0,2}?(?:soil|territory|ground)\b)",
                                   # "set foot in Colombia", "puso pie en Colombia", "pôs os pés no Brasil": a country
                                   # or its ground named
                                   r"set\s+foot\s+in(?=\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   r"pus(?:o|ieron)\s+(?:un\s+|el\s+|los\s+)?pies?\s+en(?=\s+(?:el\s+)?(?:suelo\s|territorio\s|(?-i:[A-ZÁÉÍÓÚ])))",
                                   r"(?:p[ôo]s|puseram)\s+(?:os\s+)?p[ée]s\s+(?:em|no|na)(?=\s+(?:solo\s|territ[óo]rio\s|(?-i:[A-ZÁÉÍÓÚ])))",
                                   # "alcanzaron suelo colombiano", "alcançaram solo brasileiro": the ground reached
                                   r"alcanz(?:ó|aron)(?=\s+(?:el\s+)?(?:suelo|territorio)\s)",
                                   r"alcan[çc](?:ou|aram)(?=\s+(?:o\s+)?(?:solo|territ[óo]rio)\s)",
                                   # "adentraram o território brasileiro", "se adentraron en territorio colombiano"
                                   r"adentr(?:ou|aram)(?=\s+(?:(?:o|a|em|no|na)\s+)?(?:territ[óo]rio\b|solo\b|(?-i:[A-ZÁÉÍÓÚ])))",
                                   r"se\s+adentr(?:ó|aron)\s+en(?=\s+(?:el\s+)?(?:territorio\b|suelo\b|(?-i:[A-ZÁÉÍÓÚ])))",
                                   # "se metieron a Colombia por el río", "se metió en territorio colombiano"
                                   r"se\s+meti(?:ó|eron)(?=\s+(?:a|en)\s+(?:territorio\b|(?-i:[A-ZÁÉÍÓÚ])))",
                                   # "got across the border to Cúcuta", "got across the river"
                                   r"got\s+across(?=\s+(?:the\s+)?(?:border|river|bridge|line|frontier|(?-i:[A-ZÁÉÍÓÚ])))",
                                   # "was smuggled across the border in a vegetable truck"
                                   r"smuggled(?=\s+(?:[\w-]+\s+){0,3}?(?:across|over|into)\b)",
                                   # "Al llegar a Cúcuta el martes, pidieron refugio", "Ao chegar a Pacaraima"
                                   r"(?<=\b[Aa]l\s)(?:llegar|ingresar|entrar)", r"(?<=\b[Aa]o\s)(?:chegar|entrar)",
                                   r"conseg(?:uiu|uiram)\s+(?:chegar|entrar)",
                                   r"(?:entr|ingres|arrib|camin)(?:ó|aron|ado)", r"se\s+intern(?:ó|aron)",
                                   # "corrió hacia el lado colombiano", "correram até a ponte" (not "corrió a avisar"),
                                   # also with its day between: "corrió el 23 de febrero por el puente"
                                   r"corri(?:ó|eron)(?=\s+" + _ES_DAY_BETWEEN + r"(?:hacia|hasta|al|por)\b|\s+a\s+(?!\w+(?:ar|er|ir)(?:se)?\b))",
                                   r"corr(?:eu|eram)(?=\s+(?:para|at[ée]|ao|pela|pelo|em\s+dire[çc][ãa]o)\b)",
                                   # "echaron a correr por el puente", "echó a correr hacia el lado colombiano": the
                                   # same run, told by its start
                                   r"ech(?:ó|aron)\s+a\s+correr(?=\s+" + _ES_DAY_BETWEEN + r"(?:hacia|hasta|al|por)\b)",
                                   r"se\s+dirig(?:ió|ieron)", r"pas(?:ó|aron)(?=\s+(?:a|hacia)\s+[A-ZÁÉÍÓÚ])",
                                   # "se fueron en bus a Barranquilla", "se fueron a Colombia": went, to a place named
                                   r"se\s+fu(?:e|eron)(?=\s+(?:(?:en|a)\s+(?:bus|autob[uú]s|buseta|carro|cami[oó]n|avi[oó]n|"
                                   r"lancha|moto|taxi|pie)\s+)?(?:a\s+vivir\s+)?(?:a|al|hacia|para|hasta|rumbo\s+a)\s+"
                                   r"(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "se pasó al lado colombiano", "pasaron hacia el otro lado"
                                   r"pas(?:ó|aron)(?=\s+(?:al|hacia\s+el)\s+(?:otro\s+)?lado\b)",
                                   # "siguieron a pie hasta Pacaraima", "continuó en bus hacia Maicao"
                                   # (or by road: "siguió por carretera hasta Riohacha")
                                   r"(?:sigui|continu)(?:ó|eron)\s+(?:a\s+pie\s+|caminando\s+|en\s+(?:bus|autob[uú]s|buseta|carro|"
                                   r"cami[oó]n|lancha|moto|taxi)\s+|por\s+(?:la\s+)?(?:carretera|tierra|v[ií]a|troncal)\s+"
                                   # ("siguió por una trocha hasta el lado colombiano": by a smugglers' path)
                                   r"|por\s+(?:una|la|un|el)\s+(?:trocha|pica|sendero|camino|trilla|atajo)\s+"
                                   # ("siguió camino hacia Bogotá", "continuó su viaje hasta Lima": the way, on)
                                   r"|(?:su\s+)?(?:camino|viaje|marcha|rumbo)\s+)?"
                                   r"(?:hasta|hacia|rumbo\s+a)(?=\s)",
                                   r"(?:sigui|continu)(?:ó|eron)\s+(?:su\s+)?(?:camino|viaje|marcha)\s+(?:a|al)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "pushed on to Bogotá", "continued on to Lima", "pressed on to Quito"
                                   r"(?:pushed|pressed|continued|carried)\s+on(?:\s+(?:by\s+bus|on\s+foot|south|north|east|west))?"
                                   r"\s+(?:to|towards?)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                   # "pasaron el lunes a Colombia por una trocha": a day between
                                   r"pas(?:ó|aron)(?=\s+(?:el|este|esta|la)\s+(?:[\w]+\s+){1,3}?(?:a|hacia)\s+[A-ZÁÉÍÓÚ])", r"(?:defect|desert)(?:ed|ing)(?=\s+(?:to|into)\b)",
                                   # a timeline's present: "40 soldiers desert into Colombia" (not "the desert into")
                                   r"(?<!\bthe\s)(?<!\ba\s)(?:defect|desert)s?(?=\s+into\s+(?-i:[A-ZÁÉÍÓÚ]))", r"desert(?:ó|aron|ado)(?=\s+(?:hacia|a)\b)",
                                   after=r"\b(?!\s+back\b)"), I),
    # "when the bus from Cúcuta pulled into Sincelejo": a ride's end at the town named (not "into the terminal")
    ("border_crossing", "go", r"\bpulled\s+into(?=\s+(?-i:[A-ZÁÉÍÓÚ]))", I),
    # "landed a fishing pirogue on the beach at Icacos", "desembarcaron en Aruba": the sea route's end
    # "landed their boat", "stepped off a wooden boat on the southern bank": the end of a crossing by water
    ("border_crossing", "go", _any(r"(?:land(?:ed|ing)|stepp(?:ed|ing)\s+(?:off|out\s+of))\s+(?:a|an|the|their|his|her)\s+"
                                   r"(?:[\w-]+\s+){0,2}?(?:pirogues?|boats?|"
                                   r"canoes?|dinghy|skiffs?|launch|vessel|peñeros?)", r"desembarc(?:ó|aron|ou|aram)" + _OFF_NO_FLIGHT,
                                   # "stepped onto the Colombian bank near Arauquita": the far bank reached
                                   r"stepp(?:ed|ing)\s+(?:onto|on\s+to|out\s+onto)(?=\s+(?:the\s+)?(?:colombian|brazilian|guyanese|"
                                   r"other|far)\s+(?:bank|side|shore|soil)\b)",
                                   # "landed his plane in Cúcuta", "aterrizó su avioneta en Arauca": a flight's end
                                   r"land(?:ed|ing)\s+(?:a|an|the|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:planes?|aircraft|"
                                   r"helicopters?|jets?|airplanes?|aeroplanes?|light\s+aircraft)",
                                   r"aterriz(?:ó|aron)\s+(?:su|una|un|la|el)\s+(?:[\w-]+\s+){0,2}?(?:avioneta|aeronave|"
                                   r"avi[oó]n|helic[oó]ptero|aparato)",
                                   r"pous(?:ou|aram)\s+(?:o|a|um|uma|seu|sua)\s+(?:[\w-]+\s+){0,2}?(?:avi[ãa]o|aeronave|"
                                   r"helic[oó]ptero|monomotor)",
                                   # "landed on a beach near Cedros", "the plane landed at a farm airstrip",
                                   # "aterrizó en una pista de Tame", "pousou em Boa Vista": boat or plane, the end
                                   # of a trip by sea or air (not "landed in jail")
                                   # ("tied up at the jetty in Ashton", "docked at": a boat's end as well)
                                   r"(?:land(?:ed|ing)|c(?:a|o)me\s+ashore|coming\s+ashore|tied\s+up|moored|docked)"
                                   r"(?=\s+(?:(?:early|late|safely|overnight|before|after|that|this|last|on)"
                                   r"\s+(?:[\w-]+\s+){0,3}?)?(?:on|near|at|in|off|outside|close\s+to)\s+"
                                   r"(?!jail\b|prison\b|hospital\b|trouble\b|court\b))",
                                   r"aterriz(?:ó|aron|ado)(?=\s+(?:[\w-]+\s+){0,5}?(?:en|cerca)\b)",
                                   # "el peñero atracó en el muelle de Güiria", "atracaram no cais de": moored (not
                                   # "lo atracaron en la calle", robbed)
                                   r"(?<!\blo\s)(?<!\bla\s)(?<!\blos\s)(?<!\blas\s)(?<!\ble\s)(?<!\bles\s)atrac(?:ó|aron)"
                                   r"(?=\s+(?:[\w-]+\s+){0,5}?(?:en|cerca)\b)",
                                   r"atrac(?:ou|aram)(?=\s+(?:[\w-]+\s+){0,5}?(?:em|no|na|perto)\b)",
                                   r"pous(?:ou|aram)(?=\s+(?:[\w-]+\s+){0,5}?(?:em|no|na|perto)\b)",
                                   # "tocaron tierra en una playa", "tocaram terra perto de", "made landfall near"
                                   r"(?:toc(?:ó|aron)\s+tierra|toc(?:ou|aram)\s+terra|made\s+landfall)"
                                   r"(?=\s+(?:[\w-]+\s+){0,5}?(?:en|em|no|na|on|at|in|near|cerca|perto)\b)",
                                   # Portugal's "aterrou em Lisboa na manhã seguinte"
                                   r"aterr(?:ou|aram)(?=\s+(?:[\w-]+\s+){0,5}?(?:em|no|na|perto)\b)"), I),
    # "salió del país", "salió a comienzos de marzo por una trocha"
    ("border_crossing", "leave", _any(r"(?:sali(?:ó|eron)|(?:hab[ií]an?|ha|han|hubo)\s+salido)(?=\s+(?:de|del)\b|\s+(?:[\w-]+\s+){0,5}?por\s+"
                                      r"(?:una?|la|el|las|los)\s+(?:trochas?|puentes?|r[ií]o|frontera|paso|camino)\b"
                                      # "salió por Paraguachón el 9 de septiembre": out through the place named
                                      r"|\s+por\s+(?-i:[A-ZÁÉÍÓÚ]))",
                                      # "saiu por Pacaraima", "saíram pela fronteira": the Portuguese twin
                                      r"sa(?:iu|[íi]ram)(?=\s+(?:por\s+(?-i:[A-ZÁÉÍÓÚ])|pel[oa]s?\s+(?:trilhas?|pontes?|"
                                      r"rio|fronteira|passagem|caminho)\b))"), I),
    # "salieron el lunes de Cúcuta rumbo a Ecuador", "partieron de Cúcuta hacia Perú": a day between, or "partir"
    ("border_crossing", "leave", r"\bsali(?:ó|eron)(?=\s+(?:el|la|esta|este|en\s+la)\s+(?:[\w-]+\s+){0,3}?(?:de|desde)\s+"
                                 r"[A-ZÁÉÍÓÚ])", 0),
    ("border_crossing", "go", _any(r"parti(?:ó|eron)(?=\s+(?:[\w-]+\s+){0,4}?(?:de|del|desde|hacia|rumbo|con\s+destino)\b)",
                                   # "partiram na segunda-feira (6) de Pacaraima rumo a Boa Vista"
                                   r"parti(?:u|ram)(?=\s+(?:[\w()-]+\s+){0,4}?(?:de|do|da|desde|rumo|com\s+destino)\b)"), I),
    # "salió en bus desde Cúcuta", "salieron a pie desde Ureña": the means of travel between, as the day is in
    # "salieron el lunes de Cúcuta" (Portuguese "saiu de ônibus de Boa Vista" is read by "saiu ... de")
    ("border_crossing", "leave", r"\bsali(?:ó|eron)(?=\s+(?:en|a)\s+(?:un\s+|una\s+|el\s+|la\s+)?" + _ES_VEHICLE
                                 + r"\s+(?:de|desde)\s+(?-i:[A-ZÁÉÍÓÚ]))", I),
    # "saíram na segunda-feira (6) de Pacaraima": a day between, as "salieron el lunes de Cúcuta"
    ("border_crossing", "leave", r"\bsa(?:iu|[íi]ram)(?=\s+(?:na|no|nesta|neste|nessa|nesse)\s+(?:[\w()-]+\s+){0,3}?"
                                 r"(?:de|do|da)\s+[A-ZÁÉÍÓÚ])", 0),
    # "returned through a dirt crossing near San Antonio", "regresó a Venezuela por una trocha"
    # "regresaron este lunes por el puente", "returned on Monday across the bridge": a day may come between
    ("border_crossing", "return", _any(r"return(?:ed|ing)", r"(?:went|gone|came|come|going|headed)\s+back",
                                       r"regres(?:ó|aron|ado)", r"volvi(?:ó|eron|do)", r"retorn(?:ó|aron|ado)")
     + r"(?=" + _DAY_BETWEEN + r"\s+(?:to|into|through|across|over|via|home|a|al|por|hacia)\b)" + _AGAIN_NOT_BACK + _BACK_TO_DUTY, I),
    # "were handed back to Venezuelan officers on the bridge", "fueron entregados a oficiales venezolanos en el puente",
    # "foram entregues às autoridades venezuelanas": men held abroad sent back over the line
    ("border_crossing", "return", _any(r"handed\s+(?:back\s+|over\s+)?(?:back\s+)?to\s+(?:the\s+)?",
                                       r"(?:entregad|devuelt)[oa]s?\s+a\s+(?:las\s+|los\s+)?",
                                       r"(?:entregues|devolvid[oa]s?)\s+(?:às|aos|a|as|os)\s+")
     + r"(?=(?:Venezuelan|venezolan[oa]s|venezuelan[oa]s)\s+(?:officers|officials|authorities|soldiers|troops|guardsmen|military|"
       r"army)\b|(?:autoridades|oficiales|militares|funcionarios|soldados|efectivos|tropas|guardias|oficiais|"
       r"agentes)\s+(?:venezolan[oa]s|venezuelan[oa]s)\b)", I),
    # "fue deportado a Venezuela", "were deported back across the bridge": a return, never a desertion
    # (and "repatriated to Venezuela", "repatriados desde Aruba": the same sending home)
    ("border_crossing", "return", _any(r"deport(?:ed|ing)", r"deport(?:ó|aron|ad[oa]s?|ou|aram)",
                                       r"repatriat(?:ed|ing)", r"repatri(?:ó|aron|ad[oa]s?|ou|aram)")
     + r"(?=" + _DAY_ASIDE + r"\s+(?:back\s+)?(?:to|into|through|across|over|via|home|a|al|por|hacia|para|ao|pela|pelo)\b"
     # "deported the two sailors to Venezuela", "deported them back across the bridge": those sent between
     + r"|(?<=ed)\s+(?:them|him|her|(?:the|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:[\w-]+\s+){1,4}?)\s*"
       r"(?:back\s+)?(?:to|into|across|over|through)\s+"
       r"(?:the\s+)?(?:(?-i:[A-ZÁÉÍÓÚ])|(?:bridge|border|country)\b)"
     # "deported from Trinidad", "deportados desde Aruba": sent home from a foreign country
     + r"|" + _DAY_ASIDE + r"\s+(?:from|desde|de)\s+(?:Trinidad|Aruba|Cura[çc]ao|Curazao|Colombia|Brazil|Brasil|Peru|Per[úu]|Ecuador|Chile|Panam[áa]|"
       r"Guyana|the\s+Dominican|Rep[úu]blica\s+Dominicana|Bonaire)"
     # "deportaron el viernes a los dos hombres a Venezuela", "deportou os dois venezuelanos pela fronteira de
     # Pacaraima": the day and the men between the verb and where they were sent
     + r"|(?<=ó|n|u|m)\s+(?:[\w()-]+\s+){1,7}?(?:a|al|hacia|por|para|pela|pelo)\s+(?:(?-i:[A-ZÁÉÍÓÚ])|(?:(?:el|la|a|o)\s+)?"
       r"(?:puente|frontera|fronteira|ponte|pa[ií]s)\b))", I),
    # "Migración Colombia expulsó el jueves por el puente Simón Bolívar a un exguardia", "expulsados a Venezuela",
    # "expulso pela fronteira": sent back over the border (not "expulsado de la Fuerza Armada", out of the army)
    # "Colombia expelled the three men across the Simón Bolívar bridge": the English for it
    ("border_crossing", "return", r"\bexpelled(?=\s+(?:them|him|her|the\s+(?:[\w-]+\s+){1,4}?)\s*(?:back\s+)?(?:to|into|across|over|"
                                  r"through)\s+(?:the\s+)?(?:(?-i:[A-ZÁÉÍÓÚ])|(?:bridge|border|country)\b))", I),
    # "were driven back to the border and expelled into Costa Rica", "was expelled across the bridge": the men sent
    # over, told in the passive (not "expelled from the Guard")
    ("border_crossing", "return", r"\bexpelled(?=\s+(?:back\s+)?(?:to|into|across|over|through)\s+(?:the\s+)?"
                                  r"(?:(?-i:[A-ZÁÉÍÓÚ])|(?:bridge|border)\b))", I),
    ("border_crossing", "return", _any(r"expuls(?:ó|aron|ad[oa]s?|ou|aram)", r"(?:foi|foram|sido)\s+expuls[oa]s?")
     + r"(?=" + _DAY_BETWEEN + r"\s+(?:por|hacia|pela|pelo|para\s+(?:a\s+)?Venezuela|a\s+Venezuela|al\s+pa[ií]s|a\s+su\s+pa[ií]s)\b"
     # "expulsó el martes a dos exmilitares venezolanos por el puente Simón Bolívar": the men between
     r"|(?<=ó|n|u|m)\s+(?:[\w()-]+\s+){1,7}?(?:por|hacia|pela|pelo)\s+(?:(?-i:[A-ZÁÉÍÓÚ])|(?:(?:el|la|a|o)\s+)?"
     r"(?:puente|frontera|fronteira|ponte)\b)"
     # "fueron expulsados de Trinidad", "expulsos de Aruba": sent home from a foreign country, as "deportados desde"
     r"|" + _DAY_BETWEEN + r"\s+(?:de|desde)\s+(?:Trinidad|Aruba|Cura[çc]ao|Curazao|Colombia|Brasil|Per[úu]|Ecuador|Chile|"
     r"Panam[áa]|Guyana|Rep[úu]blica\s+Dominicana|Bonaire)\b)", I),
    # "fueron devueltos a Venezuela", "were sent back to Venezuela", "foram devolvidos à Venezuela": sent home
    ("border_crossing", "return", _any(r"(?:fueron|fue|han\s+sido|ha\s+sido)\s+devuelt[oa]s?",
                                       r"(?:were|was|been)\s+sent\s+back", r"(?:foram|foi)\s+devolvid[oa]s?")
     + r"(?=" + _DAY_ASIDE + r"\s+(?:to|a|al|para|à|ao)\s+(?:la\s+|a\s+)?Venezuela\b)", I),
    # "dejaron Cúcuta rumbo a Lima", "deixaram Boa Vista com destino a Curitiba": a town left for another, as "left X for"
    ("border_crossing", "leave", r"\b(?:dej(?:ó|aron)|deix(?:ou|aram))(?=\s+(?:(?-i:el|la|o|a)\s+)?(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*"
                                 r"(?:\s+(?:(?-i:de|del|do|da)\s+)?(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*){0,3}\s+(?:rumbo\s+a|rumo\s+a|"
                                 r"con\s+destino\s+a|com\s+destino\s+a|hacia|para)\s)", I),
    # (not "checks on pirogues leaving for Trinidad": the craft that leave, not the ones telling of them)
    ("border_crossing", "leave", _any("left", "leave", _NOT_CRAFT_BEFORE + "leaving",
                                      after=r"\b(?!\s*-|\s+(?:behind|office|military\s+life|for\s+(?:up|good)))"), I),
    # "announced his defection in a video", "went public with her desertion", "anunció su deserción", "hizo pública su
    # deserción", "anunciou sua deserção": the desertion declared by its noun
    ("defection", "verb", _any(r"(?:announced|declared|made\s+public|went\s+public\s+with|anunci(?:ó|aron|ou|aram)|"
                               r"hizo\s+p[úu]blica|hicieron\s+p[úu]blica|tornou\s+p[úu]blica|tornaram\s+p[úu]blica|"
                               r"declar(?:ó|aron|ou|aram))\s+" + _ES_DAY_GAP + r"(?:his|her|their|su|sus|sua|suas|a\s+sua)\s+"
                               r"(?:own\s+)?(?:defection|desertion|deserci[oó]n|deser[çc][ãa]o)\b",
                               r"made\s+(?:his|her|their)\s+(?:defection|desertion)\s+public"), I),
    # a chronology's present ("- **14 de agosto:** Abandona su puesto", "Aug. 19: He asks for refuge"), kept by
    # `_plausible` only in an entry that opens on its day
    ("defection", "verb", _any(*_PRESENT_DESERTIONS), I),
    ("asylum", "verb", _any(*_PRESENT_ASKINGS), I),
    ("statement", "verb", _any(r"declared\s+(?:his|her|their)\s+(?:support|allegiance|loyalty)",
                               r"pledged\s+(?:his|her|their\s+)?(?:support|allegiance|loyalty)", r"swore\s+allegiance",
                               r"denounc(?:ed|ing)\s+(?:President\s+)?(?:Nicol[aá]s\s+)?(?:Maduro|the\s+(?:government|regime|dictatorship))",
                               r"recogni[sz](?:ed|ing)\s+" + _GUAIDO_TITLE + r"Guaid[oó]",
                               r"disavow(?:ed|ing)", r"(?:backed|backing|endorsed|sided\s+with|joined)\s+(?:Juan\s+)?Guaid[oó]"
                               # ("joined Guaidó's uprising" is the revolt, told by its own noun)
                               r"(?!['’]s\s+(?:(?:failed|short-lived|abortive|attempted)\s+)?(?:uprising|revolt|rebellion|"
                               r"insurrection|putsch|coup|march|rally|protest))",
                               r"disown(?:ed|ing)\s+(?:President\s+)?(?:Nicol[aá]s\s+)?Maduro",
                               # "renounced Maduro in a video", "se desligó de la Fuerza Armada", "se desvinculó de la
                               # FANB": the break told by what was cast off
                               r"renounc(?:ed|ing)\s+(?:President\s+)?(?:Nicol[aá]s\s+)?Maduro",
                               r"se\s+(?:deslig|desvincul)(?:ó|aron)\s+" + _ES_DAY_GAP + r"de\s+(?:la\s+|las\s+)?(?:FANB|Fanb|"
                               r"Fuerzas?\s+Armadas?(?:\s+Nacional(?:es)?\s+Bolivarianas?)?)\b",
                               # "renounced his allegiance to Maduro", "withdrew his support from Maduro", "retiró su
                               # apoyo a Maduro", "renunció a su lealtad a Maduro"
                               r"(?:renounc(?:ed|ing)|withdr(?:ew|awing)|withdrawn)\s+(?:his|her|their)\s+(?:allegiance|loyalty|support)\s+"
                               r"(?:to|for|from)\s+(?:President\s+)?(?:Nicol[aá]s\s+)?Maduro",
                               r"(?:retir(?:ó|aron)|renunci(?:ó|aron)\s+a)\s+" + _ES_DAY_GAP + r"su\s+(?:apoyo|lealtad)\s+a\s+"
                               r"(?:(?:el\s+)?(?:presidente|gobierno|r[eé]gimen)\s+(?:de\s+)?)?(?:Nicol[aá]s\s+)?Maduro",
                               r"threw\s+(?:his|her|their)\s+support\s+behind",
                               # "announced his support for Guaidó", "voiced their backing for the opposition leader"
                               r"(?:announced|expressed|voiced|offered|gave|declared|pledged)\s+(?:his|her|their)\s+"
                               r"(?:support|backing|allegiance)\s+(?:for|to)\s+(?:(?:the\s+)?(?:opposition\s+leader|"
                               r"interim\s+president|National\s+Assembly\s+(?:leader|president))\s+)?(?:Juan\s+)?Guaid[oó]",
                               r"(?:broke|breaking)\s+with\s+(?:President\s+)?(?:Nicol[aá]s\s+)?(?:Maduro|the\s+(?:Maduro\s+)?(?:government|regime))",
                               # "announced his break with Maduro", "anunció su ruptura con el régimen", "anunciou o
                               # rompimento com Maduro": the break told by its noun
                               r"(?:announced|declared|made\s+public|anunci(?:ó|aron|ou|aram)|hizo\s+p[úu]blica|"
                               r"declar(?:ó|aron|ou|aram))\s+" + _ES_DAY_GAP + r"(?:his|her|their|su|sua|o|a)\s+"
                               r"(?:break|rupture|split|ruptura|rompimiento|rompimento)\s+(?:with|con|com)\s+"
                               r"(?:(?:President|el|o)\s+)?(?:(?:gobierno|r[eé]gimen|governo|regime|government)\s+(?:de\s+)?)?"
                               r"(?:Nicol[aá]s\s+)?(?:Maduro|the\s+(?:government|regime))",
                               # "rompió con Maduro", "rompieron con el régimen de Maduro": as "broke with Maduro"
                               r"(?<!\bque\s)rompi(?:ó|eron)\s+" + _ES_DAY_GAP + r"con\s+(?:el\s+)?(?:(?:gobierno|r[eé]gimen|dictadura)\s+(?:de\s+)?)?"
                               r"(?:Nicol[aá]s\s+)?Maduro",
                               # "desconoció el martes a Maduro", "ha desconocido la autoridad de Nicolás Maduro"
                               r"desconoc(?:ió|ieron|er|ido)\s+" + _ES_DAY_GAP + r"(?:a|al|la\s+autoridad\s+(?:de|del))\s+"
                               r"(?:(?:presidente|gobierno|r[eé]gimen)\s+(?:de\s+)?)?(?:Nicol[aá]s\s+)?Maduro",
                               r"reconoc(?:ió|ieron)\s+" + _ES_DAY_GAP + r"(?:a|al)\s+(?:(?:presidente|encargado|interino|l[ií]der|diputado|"
                               r"opositor|de|la|Asamblea|Nacional)\s+){0,5}(?:Juan\s+)?Guaid[oó]",
                               r"(?:jur|prest)(?:ó|aron)\s+(?:lealtad|fidelidad|juramento)\s+a\s+(?:Juan\s+)?Guaid[oó]",
                               r"(?:expres|manifest|brind|ofreci|anunci|dio|dieron)(?:ó|aron|eron)?\s+" + _ES_DAY_GAP + r"su\s+(?:apoyo|respaldo)\s+a\s+"
                               r"(?:Juan\s+)?Guaid[oó]",
                               r"se\s+(?:uni|sum)(?:ó|eron)\s+a\s+(?:Juan\s+)?Guaid[oó]",
                               # "se declaró en rebeldía", "se pronunció en un video contra Maduro", "spoke out against Maduro"
                               r"se\s+declar(?:ó|aron)\s+en\s+rebeld[ií]a",
                               # "se pronunció a favor de Guaidó", "se pronunciaron en respaldo de Juan Guaidó"
                               r"se\s+pronunci(?:ó|aron)\s+(?:[\w]+\s+){0,9}?(?:a\s+favor|en\s+(?:respaldo|apoyo))\s+"
                               r"(?:de|del|al?)\s+(?:(?:presidente|encargado|interino|l[ií]der|diputado|opositor)\s+){0,3}"
                               r"(?:Juan\s+)?Guaid[oó]",
                               r"se\s+pronunci(?:ó|aron)\s+(?:[\w]+\s+){0,4}?contra\s+(?:el\s+(?:gobierno|r[eé]gimen)\s+de\s+)?"
                               r"(?:Nicol[aá]s\s+)?Maduro",
                               r"(?:spoke|came)\s+out\s+(?:[\w]+\s+){0,3}?against\s+(?:President\s+)?(?:Nicol[aá]s\s+)?"
                               r"(?:Maduro|the\s+government|the\s+regime)",
                               r"turned\s+(?:his|her|their)\s+backs?\s+on\s+(?:President\s+)?(?:Nicol[aá]s\s+)?Maduro",
                               # "anunció el lunes en un video desde Cúcuta que desconoce a Maduro", "anunciou que não
                               # reconhece Maduro": the speaker's own disavowal, told as what he said
                               r"(?:anunci|declar|afirm|asegur|manifest)(?:ó|aron|ou|aram),?\s+(?:[\w()-]+,?\s+){0,10}?que\s+"
                               r"(?:ya\s+no\s+reconoce|no\s+reconoce|desconoce|j[áa]\s+n[ãa]o\s+reconhece|n[ãa]o\s+reconhece|"
                               r"desconhece)(?:n|m)?(?:\s+mais)?\s+(?:a\s+|al\s+|o\s+)?(?:(?:presidente|gobierno|governo|r[eé]gime|r[eé]gimen|"
                               r"de|do)\s+){0,3}(?:Nicol[aá]s\s+)?Maduro",
                               # "difundió un video en el que desconoce a Maduro", "a video in which he recognises
                               # Guaidó": the present of the speaker's own recording (or its imperfect, "en el que
                               # desconocía a Maduro", "in which he disowned Maduro", "no qual desconhecia")
                               r"(?:video|v[ií]deo|grabaci[oó]n|mensaje|recording|message)\s+(?:[\w]+\s+){0,8}?"
                               r"(?:en\s+(?:el|la)\s+(?:que|cual)|donde|in\s+which|n[oa]\s+qual|em\s+que)\s+"
                               r"(?:(?:he|she|they|se)\s+)?"
                               r"(?:(?:desconoce|desconoc[íi]a|rechaza|rechazaba|disowns|disowned|disavows|disavowed|rejects|"
                               r"rejected|desconhece|desconhecia)(?:n|m)?\s+(?:a\s+|al\s+)?(?:[\w]+\s+){0,4}?"
                               r"(?:Nicol[aá]s\s+)?Maduro|"
                               # "um vídeo no qual rompe com Maduro", "a video in which he breaks with Maduro"
                               r"(?:rompe|romp[ií]a|rompem|rompen|breaks|broke)\s+(?:com|con|with)\s+(?:o\s+|el\s+)?(?:[\w]+\s+){0,3}?"
                               r"(?:Nicol[aá]s\s+)?Maduro|(?:reconoce|reconoc[íi]a|recogni[sz]es|recogni[sz]ed|reconhece|reconhecia)"
                               r"(?:n|m)?\s+(?:a\s+)?(?:[\w]+\s+){0,4}?(?:Juan\s+)?Guaid[oó])"), I),
    # Portuguese: the Brazilian press ("desertaram", "cruzaram a fronteira", "pediram refúgio", "foram presos")
    *_PORTUGUESE_ROWS,
    *_FIRST_PERSON_ROWS,
))
MOVE_KINDS = frozenset({"cross", "flee", "go", "leave", "move", "carry", "return"})
_RELOCATE_KINDS = frozenset({"move", "carry"})  # "carry": others move the actors ("escorted X to")

# Portuguese "no" is "in the" ("no domingo", "no quartel", "no Brasil"): no negation before these.
_PT_NO_NOUN = (r"(?:dia|domingo|s[áa]bado|m[êe]s|ano|fim|final|in[íi]cio|[úu]ltimo|pr[óo]ximo|quartel|posto|abrigo|"
               r"lado|estado|munic[íi]pio|aeroporto|hospital|centro|batalh[ãa]o|territ[óo]rio|pa[íi]s|local|momento|"
               r"Brasil|Ex[ée]rcito|Peru|Chile|Equador|Paraguai|Uruguai|Rio|"
               # the states named with "no": "na Superintendência da Polícia Federal no Amazonas", "no Pará"
               r"Amazonas|Acre|Amap[áa]|Par[áa]|Paran[áa]|Maranh[ãa]o|Piau[íi]|Cear[áa]|Esp[íi]rito\s+Santo|"
               r"Distrito\s+Federal|Mato\s+Grosso|Tocantins|"
               # "caminharam por uma trilha no mato", "no meio da noite", "no escuro": the way and the hour
               r"mato|meio|caminho|trajeto|percurso|interior|escuro|norte|sul|leste|oeste|[ôo]nibus|carro|barco|"
               # "No mesmo dia pediram refúgio", "no começo de julho": the same day, the start of a month
               r"mesmo|come[çc]o|primeiro|"
               # "desertou no Carnaval e cruzou", "no Réveillon", "no feriado": a holiday's time
               r"Carnaval|R[ée]veillon|Natal|feriado|Ano\s+Novo)\b")
_NEGATION = re.compile(r"\b(?:not|no(?!\s+" + _PT_NO_NOUN + r")|never|without|nor|avoid(?:ed|ing)?|refus(?:ed|e|es|ing)|prevent(?:ed|ing|s)?|"
                       r"declin(?:ed|es|e|ing)(?=\s+to\b)|"
                       r"failed\s+to|unable|stop(?:ped)?|barred|didn|don|doesn|won|wouldn|couldn|cannot|can|"
                       r"nobody|no\s+one|none|nunca|jam[aá]s|tampoco|ni|nadie|ningu[ée]m|ninguno|sin(?=\s+(?:\w+(?:ar|er|ir)|haber)\b)|impid(?:ió|ieron|e|en)|evit(?:ó|aron|ar)|"
                       r"neg(?:ó|aron)|"
                       # Portuguese: "não cruzaram", "sem atravessar", "impediram que", "negou"
                       r"n[ãa]o|nem|sem(?=\s+\w+(?:ar|er|ir)\b)|impedi(?:u|ram)|evit(?:ou|aram)|neg(?:ou|aram))\b|n['’]t\b", I)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|would|could|might|may|should|will|shall|['’]d|['’]ll|wants?|wanted|wanting|hope[sd]?|"
    r"try|trying|tried|tries|attempt(?:s|ed|ing)?|threat(?:s|en(?:ed|s)?)?|fears?|feared|fearing|afraid|"
    r"risk(?:s|ed|ing)?|accused\s+of|suspected\s+of|allegedly|"
    # "accusing them of helping soldiers desert", "arrested for helping a sergeant flee": what they helped others do
    r"(?:of|for)\s+help(?:ing)?|"
    # a charge names a crime, not an act told: "charged 12 soldiers with rebellion", "imputados por los delitos de"
    r"charg(?:ed|es|ing)\s+(?:[\w-]+\s+){0,4}?with|charges?\s+of|convicted\s+of|imput(?:ó|aron|ad[oa]s?)|"
    r"delitos?\s+de|crimes?\s+de|"
    # "instigación a la rebelión", "incitement to desert": a crime of pushing others, no act of theirs told
    r"instigaci[oó]n|incitaci[oó]n|instiga[çc][ãa]o|incita[çc][ãa]o|incitement|instigation|incitamento|"
    r"calls?|called|urg(?:ed|es|ing)|ready|willing|"
    # "promised amnesty to soldiers who switched sides": whom an offer is for, no one who did it
    r"amnest(?:y|ies)\s+(?:to|for)|amnist[ií]as?\s+(?:a|para)|anistias?\s+(?:a|para)|"
    r"preparing|prepared|consider(?:ing|ed)?|talk|unlikely|chances?|possible|order(?:s|ed)?|planning|"
    r"capable|whether|seeking|demand(?:s|ed)?|asked|invit(?:ed|ation)|encourag(?:ed|ing)|decision|"
    r"imagine|supposed|thought|(?:is|are|was|were)\s+due\s+to|expect(?:s|ed|ing)?\s+to|"
    # "left his unit, intending to cross": an aim, not a crossing; "con la intención de", "com a intenção de"
    r"intending|hoping|aiming|intenci[oó]n|inten[çc][ãa]o|"
    # "se le permitió salir con la condición de formalizar una solicitud de refugio", "on condition that he file":
    # what a release was made to hang on, not yet done
    r"(?:con\s+la|bajo\s+la|\ba)\s+condici[oó]n\s+de|(?:com|sob)\s+a\s+condi[çc][ãa]o\s+de|on\s+(?:the\s+)?condition\s+that|"
    # Spanish: "intentó cruzar", "trataron de huir", "quieren pedir asilo", "podrían desertar"
    r"intent(?:ó|aron|a|an|aba|aban|ando|ar)|trat(?:ó|aron|a|an|aba|aban|ando)|quier(?:e|en)|quer[ií]an?|"
    r"quisieron|quiso|podr[ií]an?|pueden?|deber[ií]an?|deben?|pretend(?:e|en|[ií]a|[ií]an)|busca(?:n|ba|ban)|"
    r"amenaz(?:ó|aron|a|an)|dispuest[oa]s?|piensan?|pensaba(?:n)?|preparan?|preparaba(?:n)?|"
    # "debía cruzar con ellos", "esperaban ser llevados a Bogotá": what was due or hoped for, not done
    r"deb[ií]a(?:n)?|devia(?:m)?|esper(?:a|an|am|aba|aban|ava|avam)(?=\s+(?:ser|poder|\w+(?:ar|er|ir))\b)|"
    r"llam(?:ó|a|an|aron)|inst(?:ó|a|an|aron)|exhort(?:ó|a|an|aron)|invit(?:ó|a|an|aron)|posible|"
    r"supuestamente|presuntamente|acusad[oa]s?|sospechos[oa]s?|ojal[aá]|maybe|quiz[aá]s?|tal\s+vez|talvez|"
    # "un joven señalado de ser quien disparó", "sindicado de", "apontado como autor": what one is accused of
    r"señalad[oa]s?\s+(?:de|como)|sindicad[oa]s?\s+de|apontad[oa]s?\s+como|"
    # Spanish and Portuguese future of "ser": "será trasladado a Bogotá", "serão levados para Manaus"
    r"ser[áa]n?|ser[ãa]o|"
    # ... and their conditional, and a past intention: "su unidad sería enviada a Apure", "iba a ser trasladado"
    r"ser[íi]an?|seriam?|iban?\s+a|iam?\s+ser|"
    # the reported conditional of a rumour: "un grupo que habría ingresado por Ciudad del Este", "teriam entrado"
    r"habr[íi]an?|teriam?|"
    # Portuguese: "tentaram cruzar", "querem pedir refúgio", "podem desertar", "pretendem seguir"
    r"tent(?:ou|aram|a|am|ava|avam|ando|ar)|quer(?:em)?|queria(?:m)?|quis(?:eram)?|pode(?:m|ria|riam)?|"
    r"deve(?:m|ria|riam)?|pretend(?:e|em|ia|iam)|amea[çc](?:ou|aram|a|am)|disposto|dispostos|vai|v[ãa]o|iria(?:m)?|"
    r"suspeit[oa]s?|supostamente|poss[íi]vel)\b", I)
# A ban on the deed, which keeps it from being done: "remains under a ban on leaving the country", "barred from
# leaving", "con prohibición de salir del país", "proibido de deixar o país"
_BANNED = re.compile(r"\b(?:ban(?=\s+(?:on|from)\b)|banned|prohibit(?:ed|ion|s)?|forbid(?:den|s)?|prohibici[oó]n|"
                     r"prohibid[oa]s?|prohib(?:ió|ieron)|proibi[çc][ãa]o|proibid[oa]s?|proibi(?:u|ram))\b", I)
# Spanish and Portuguese future tense: "donde iniciarán los trámites para solicitar refugio", "pedirão refúgio"
_ROMANCE_FUTURE = re.compile(r"\b[a-záéíóúâêôç]{3,}(?:rá|rán|rão|remos)\b")
_APPEAL = re.compile(r"\b(?:call(?:s|ed)?|urg(?:e|es|ed|ing)|ask(?:s|ed)?|invit(?:e|es|ed)|encourag(?:e|es|ed)|appeal(?:s|ed)?|"
                     r"want(?:s|ed)?|plead(?:s|ed)?|convince)\b", I)
# A Spanish or Portuguese call on others to do what the infinitive after it says: "llamaron a los militares a",
# "instó a las Fuerzas Armadas a", "convocou os soldados a", "exortou os militares para"
_ROMANCE_APPEAL = re.compile(r"\b(?:(?:llam|inst|exhort|convoc|invit)(?:ó|aron|a|an|aba|aban)|"
                             r"(?:cham|convoc|convid|exort|conclam)(?:ou|aram|a|am|ava|avam)|"
                             # the perfect: "ha llamado a los militares a", "tem convocado os soldados a"
                             r"(?:llam|inst|exhort|convoc|invit|cham|convid|exort|conclam)ado)\s+"
                             r"(?:[\w-]+\s+){0,6}?(?:a|para)\s+$", I)
_INFINITIVE = re.compile(r"\w+(?:ar|er|ir)(?:se)?\b", I)
_PLANNED = re.compile(r"\b(?:plans?|planned|plot(?:ted)?|arrangements|intend(?:s|ed)?|scheduled|vowed|agreed|"
                      r"acord(?:aron|amos|ó|ado)|combin(?:aram|amos|ou)|"
                      r"announced\s+plans|planea(?:n|ba|ban)?|plane(?:ó|aron|ad[oa]s?)|planific\w*|previsto|prev[eé]n?|"
                      r"planej(?:a|am|ava|avam|ando|aram|ou|ad[oa]s?)|"
                      # "había anunciado para este jueves una marcha", "um ato convocado para sábado": set for a day
                      r"(?:anunci|convoc|program|agend)ad[oa]s?\s+para)\b", I)
_GENERIC = re.compile(r"\b(?:numerous|countless|commonly|often|usually|routinely|recent\s+years|wave\s+of|"
                      r"cases\s+in\s+which|rather\s+than|trickle|scores\s+of|in\s+the\s+past(?!\s+(?:two|three|four|five|six|few|several|\d+|week|month|day|year)|\s*$)|(?<!\band\sa\s)similar|growing\s+number|"
                      # ("Among those who defected on Saturday was a colonel": one of them, named)
                      r"(?<!\bamong\s)those\s+who|anyone\s+who|whoever|suel(?:e|en)|sol[ií]an?|habitualmente|normalmente|"
                      # "no hay registro de cuántos siguieron hacia Ecuador", "nobody knows how many crossed": a count untold
                      r"cu[áa]ntos|quantos|how\s+many|"
                      # "não tem registro de outros militares detidos", "no tiene registro de", "has no record of":
                      # an office telling it knows of none
                      r"(?:no|n[ãa]o)\s+(?:hay|había|tiene|tienen|tenía|tem|t[êe]m|tinha|h[áa]|havia)\s+(?:ning[úu]n\s+|nenhum\s+)?"
                      r"registros?\s+de|no\s+records?\s+of|"
                      # "would welcome any soldier who deserts", "cualquier militar que deserte"
                      r"any\s+(?:[\w-]+\s+)?(?:soldier|officer|member|guardsman|serviceman)s?\s+who|"
                      r"cualquier\s+(?:militar|soldado|oficial|efectivo|guardia)|qualquer\s+(?:militar|soldado|oficial))\b", I)
# ("similar cases", "crushed a similar revolt" compare; "..., and a similar sit-in was held" is one more)
# Habits and firsts: "continue to cross every day", "believed to be the first time", "siguen llegando a diario"
_HABITUAL = re.compile(r"\b(?:(?:believed|thought|said)\s+to\s+be\s+the\s+first\s+time|continu(?:e|es)\s+to|"
                       r"every\s+(?:day|week|night)|daily|a\s+diario|cada\s+d[ií]a|siguen?\s+(?:cruzando|llegando|saliendo))\b", I)
_HABITUAL_WORDS = ("first time", "continu", "every", "daily", "diario", "cada", "sigue")
# "soldiers have been seen crossing regularly", "cruzan el río con frecuencia": a habit of the verb's own clause (not
# "crossed on Sunday and regularly spoke to miners", another verb's)
_FREQUENTLY = re.compile(r"^(?:(?!\b(?:and|y|e|but|pero|mas)\b).)*?\b(?:regularly|frequently|regularmente|"
                         r"con\s+frecuencia|com\s+frequ[êe]ncia|frequentemente)\b", I)
# A gathering called off, in Spanish and Portuguese: "la convocatoria fue suspendida", "se canceló la marcha", "o ato
# foi cancelado"
_CALLED_OFF_ES_PT = r"suspendid[oa]s?|suspend(?:ió|ieron|eu|eram)|suspens[oa]s?|cancelad[oa]s?|cancel(?:ó|aron|ou|aram)"
_STOPPED = re.compile(r"\b(?:shut\s+down|pulled\s+the\s+plug|called\s+off|blocked|stopped|thwarted|foiled|"
                      r"prevented|cancel(?:l)?ed|banned|fell\s+apart|fall\s+apart|learned\s+of\s+the\s+plot|"
                      r"discovered\s+the\s+plot|collapsed|" + _CALLED_OFF_ES_PT + r")\b", I)
_CARGO_NOUN = r"(?:aid|convoys?|trucks?|shipments?|supplies|food|medicines?|goods)"
_CARGO = re.compile(rf"\b{_CARGO_NOUN}\b", I)
# "torched two trucks in Ureña", "burned aid trucks on the Santander bridge": where the cargo was is the scene
_CARGO_AT = re.compile(rf"\b{_CARGO_NOUN}\s+(?:in|at|on|near|en|em|no|na|sobre)(?:\s+(?:the|el|la|o|a))?$", I)
# "took them by truck to Tibú", "drove them in a truck to": a truck that carried people there, no cargo
_RIDE_IN_A_TRUCK = re.compile(r"\b(?:by|in\s+(?:a|an|the|army|military|police)|on\s+(?:a|the))\s+trucks?\s+(?:to|into|toward|towards)$", I)
# Joining a revolt in Spanish or Portuguese: "se sumó al alzamiento", "participaron en la rebelión", "aderiu ao levante"
_JOINS = (r"se\s+(?:uni(?:ó|eron)|sum(?:ó|aron)|pleg(?:ó|aron)|junt(?:ou|aram)|uniu|uniram)|"
          r"particip(?:ó|aron|ou|aram)|aderi(?:u|ram)")
_JOINED_REVOLT = re.compile(rf"\b(?:{_JOINS})\s+(?:al|a\s+la|en\s+el|en\s+la|del|de\s+la|ao|à|no|na|do|da)\s+"
                            r"(?:fallid[oa]\s+|frustrad[oa]\s+|breve\s+)?$", I)
_WHO_JOINED = re.compile(r"\b(?:que|quienes?|who|that)\s+$", I)  # "otros que participaron en el levantamiento": who they are
_BACK_REFERENCE = re.compile(
    r"\b(?:after|aftermath\s+of|since|before|run-up\s+to|following|during|when|wake\s+of|about|"
    r"into|of|(?:involved|implicated)\s+in|(?:linked|tied|connected)\s+(?:to|with)|backing|supporting|instigating)\s+"
    r"(?:the|that|this|their|his)\s+(?:failed\s+|surprise\s+|brief\s+|botched\s+)?$"
    # "vinculados a la fallida rebelión", "envolvidos no levante": men tied to a revolt named before
    r"|\b(?:vinculad|ligad|relacionad|involucrad|implicad|envolvid)[oa]s?\s+(?:a\s+la|al|a\s+el|con\s+(?:el|la)|en\s+(?:el|la)|"
    r"com\s+[oa]|a[oà]|n[oa])\s+(?:fallid[oa]\s+|frustrad[oa]\s+|breve\s+|fracasad[oa]\s+)?$"
    # "después del fallido levantamiento", "tras la rebelión", "participado en el alzamiento"
    r"|(?:\b(?:despu[eé]s|luego|antes|a\s+ra[ií]z|cerca)\s+)?\b(?:del|al|(?:de|tras|durante|desde|en|sobre|"
    r"contra|tras)\s+(?:el|la|ese|esa|este|esta|aquel|aquella|su))\s+"
    r"(?:fallid[oa]\s+|frustrad[oa]\s+|breve\s+|fracasad[oa]\s+|supuest[oa]\s+)?$"
    # "após o fracasso do levante", "depois do levante", "durante a rebelião": the same in Portuguese
    r"|\b(?:(?:fracasso|depois|antes|fim|dia|noite|v[ée]spera|anivers[áa]rio)\s+d[oa]|"
    r"(?:ap[óo]s|durante|desde|sobre|contra)\s+(?:o|a|esse|essa|este|esta|seu|sua))\s+"
    r"(?:fracassad[oa]\s+|frustrad[oa]\s+|breve\s+|supost[oa]\s+)?$", I)
# "em 30 de abril, dia do levante frustrado", "el 30 de abril, día del alzamiento": the day, then the revolt it names
_DATE_THEN_DAY_OF = re.compile(rf"\b\d{{1,2}}\s+de\s+(?:{'|'.join(SPANISH_MONTHS | PORTUGUESE_MONTHS)})\s*,\s*"
                               r"(?:(?:n?o|el|en\s+el)\s+)?d[ií]a\s+d(?:o|el)\s+$", I)
# "tras el levantamiento del 30 de abril", "após o levante de 30 de abril": the revolt named by its own day (also
# where a count starts from it, "tres días después del alzamiento del 30 de abril", as in English "three days after
# the April 30 uprising")
_DAY_NAMED_AFTER = re.compile(r"\s+(?:militar\s+|c[ií]vico-militar\s+)?(?:del|de|do)\s+(?:d[ií]a\s+)?(?:[12]\d|3[01]|0?[1-9])\s+de\s+"
                              rf"(?:{'|'.join(SPANISH_MONTHS | PORTUGUESE_MONTHS)})\b", I)
# ... or by its place in a sentence that tells April 30: "el 30 de abril, tras el fallido alzamiento en La Carlota"
# (not "En junio ... tras el levantamiento en Caracas": an undated back reference stays one)
_PLACE_NAMED_AFTER = re.compile(r"\s+(?:en|at|in|em|na|no)\s+(?:(?:la|the|a)\s+)?(?:base\s+a[ée]rea\s+|air\s+base\s+)?"
                                r"[A-Z][\w]+(?:\s+[A-Z][\w]+)?\b")
# Something laid across a road or a bridge to block it: "atravesó en la vía", "atravesaron camiones en el puente"
_LAID_ACROSS = re.compile(r"atraves(?:ó|aron|ou|aram)\s+(?:(?:un|una|unos|unas|dos|tres|\w+s)\s+)?(?:\w+\s+)?"
                          r"(?:en|sobre|em|no|na)\s+(?:la|el|a|o)\s+(?:v[ií]a|carretera|calzada|calle|autopista|avenida|"
                          r"puente|ponte|estrada|rodovia|pista)\b", I)
# What a bullet passes through: "una bala le atravesó el brazo izquierdo", "o tiro atravessou a perna dele", "the
# round crossed his chest"
_THROUGH_A_BODY = re.compile(r"\s+(?:(?:el|la|los|las|su|sus|o|a|os|as|seu|sua|his|her|their|the)\s+)?"
                             r"(?:brazos?|piernas?|pecho|hombros?|cabeza|cuello|abdomen|muslos?|manos?|rostro|t[óo]rax|"
                             r"espalda|bra[çc]os?|pernas?|peito|ombros?|cabe[çc]a|pesco[çc]o|barriga|coxas?|m[ãa]os?|"
                             # (not "back" nor "costas": "crossed back into Venezuela", the coasts)
                             r"arms?|legs?|chest|shoulders?|head|neck|abdomen|thighs?|hands?|face)\b", I)
# "nesta sexta-feira (17)": the day of the month in brackets, a Brazilian press habit, breaks no clause; nor
# does an acronym after a name ("the Immigration Service (IND) at its office in Kralendijk")
_CLAUSE_BREAK = re.compile(r"[,;:—–\"“”]|\((?!\d{1,2}\))(?!(?-i:[A-Z][A-Za-z]{1,7})\))(?!(?:about\s+|some\s+)?[\d.,]+\s*(?:miles|kilometers|kilometres|km|"
                           r"kil[óo]metros|quil[ôo]metros|mi|feet|meters|metres|metros)\))|\s-\s")  # "(134 miles)": a conversion
# "travelled across the plains to Guasdualito", "drove across the state": across the land at home, no line
_ACROSS_LAND = r"(?!\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:plains|llanos|country|state|region|mountains|savannah|desert|city|jungle)\b)"
_BORDER_WORD = re.compile(rf"\b(?:border|frontier|the\s+other\s+side|across{_ACROSS_LAND})\b", I)
_BORDER_DESCRIBES = re.compile(r"\s+(?:towns?|cit(?:y|ies)|villages?|municipalit(?:y|ies)|communit(?:y|ies)|"
                               r"states?|regions?|areas?|zones?|districts?)\b", I)
# "traveled to San Cristóbal, near the Colombian border": an aside that says where a town lies, no line crossed
# ("reached Ipiales, the last Colombian town before the border"; "a bus to San Cristóbal, capital of Táchira state on
# the Colombian border")
_BORDER_ASIDE = re.compile(r",\s*(?:(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}?(?:town|city|village|stop|outpost|capital|state|"
                           r"province|department|port)\s+)?"
                           r"(?:near|close\s+to|along|on|before)\s+(?:the\s+)?(?:[A-Z][\w-]+\s+)?$")
# (", the last Venezuelan town before the Brazilian frontier" runs to 46 characters before the border word)
_BORDER_ASIDE_REACH = 70
_CONTINUES = re.compile(r"^\W*(?:Instead|Then|Once|There|That\s+(?:day|night)|The\s+same\s+day|"
                        r"By\s+(?:dawn|daybreak|nightfall|midnight|morning|evening)|"
                        r"Around\s+the\s+same\s+time|At\s+the\s+same\s+time|Shortly\s+after(?:wards)?|"
                        # the night told before goes on: "Around midnight", "Cerca de la medianoche", "Por volta da
                        # meia-noite", "Esa misma madrugada", "Naquela noite"
                        r"(?:Around|Near|At|Just\s+(?:before|after)|Shortly\s+(?:before|after))\s+midnight|"
                        r"(?:Cerca\s+de|Hacia|Pasada|Poco\s+antes\s+de|Poco\s+despu[ée]s\s+de)\s+la\s+medianoche|"
                        r"A\s+la\s+medianoche|(?:Esa|Aquella)\s+(?:misma\s+)?(?:noche|madrugada)|"
                        r"(?:Perto|Por\s+volta|Pouco\s+antes|Pouco\s+depois)\s+da\s+meia-noite|À\s+meia-noite|"
                        r"(?:Naquela|Nessa|Na\s+mesma)\s+(?:noite|madrugada))(?!\w)")
_SAME_TIME = re.compile(r"^\W*(?:Around|At)\s+the\s+same\s+time|^\W*(?:That|The)\s+same\s+day", I)
_SPEECH_BEFORE_DATE = re.compile(
    r"\b(?:said|says|told|(?<!\bwere\s)(?<!\bwas\s)(?<!\bbeen\s)taken|reported|announced|revealed|spoke|speaking|published|posted|wrote|added|"
    r"interview|conference|tweeted|statement|photo|filmed|recorded|"
    r"(?:inform|anunci|declar|confirm|report|precis|detall|agreg|se[ñn]al|indic|afirm|asegur|explic|expres|"
    r"(?<!\bse\s)manifest|habl|convers|calific|tild|acus|denunci|critic)(?:ó|aron)|dijo|dijeron|añadi(?:ó|eron)|disse|disseram|"
    r"called|accused|denounced|(?:cham|acus|denunci|classific|critic)(?:ou|aram)|"
    r"(?:inform|anunci|declar|confirm|afirm|explic|relat|acrescent|fal|revel)(?:ou|aram)|revel(?:ó|aron)|"
    # "un comunicado, difundido este lunes,", "nota divulgada nesta terça", "el balance que entregó este lunes"
    r"(?:difund|divulg|emit|public)(?:id|ad)[oa]s?|(?<=\bque\s)entreg(?:ó|aron)|"
    # "told Reuters on Wednesday that", "dijo a EFE el martes que"
    r"(?:told|dijo\s+a|dijeron\s+a)\s+(?:the\s+)?(?:reporters|journalists|me|us|[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2}))"
    r"\s+(?:on\s+|last\s+|this\s+|(?:este|el|ese|esta)\s+(?:pasado\s+)?|(?:nesta|neste|na|no)\s+(?:[úu]ltim[oa]\s+)?)?$", I)
_CLAIM_GAP = re.compile(r"^[^;:—“”\"()]{0,48}$")  # "detained by military counterintelligence agents on June 21"
# the agent of a passive: "was arrested by", "fue detenido por", "foi preso pela"
_BY_AGENT = re.compile(r"\b(?:by|por|pel[oa]s?)\s+(?:(?:the|la|el|los|las|o|a|os|as)\s+)?$", I)
# What follows a dateline's town: ", Colombia", "(AP)", then the dash.
_DATELINE_TAIL = r"(?:,\s*[A-Z][\w .]{0,30})?\s*(?:\([A-Z][\w .]{0,20}\)\s*)?(?:—|–|--|\s-\s)"
_DATELINE = re.compile(r"^\s*" + _DATELINE_TAIL)
# A dateline on a line of its own: "WILLEMSTAD, Curaçao", "Cúcuta, Norte de Santander"
_DATELINE_LINE = re.compile(r",[ \t]*[A-ZÁÉÍÓÚ][\w .]{0,30}?[ \t]*(?:\n|$)")
_DATELINE_ALONE = re.compile(r"^[ \t]*(?P<name>[A-ZÁÉÍÓÚÑ][\w .'’-]{1,40}?),"
                             + _DATELINE_LINE.pattern[1:], re.M)
_DATELINE_HEAD = re.compile(r"\s*[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ .'’-]{1,40}" + _DATELINE_TAIL + r"\s*")  # "DORAL, Fla. – "
_ACROSS_BORDER = re.compile(r"\b(?:across|over|through)\s+the\s+(?:border|frontier)\b|"
                            # "deportou ... pela fronteira em Pacaraima", "expulsados por la frontera": over the line
                            r"\b(?:pela\s+fronteira|por\s+la\s+frontera)\b", I)
# "walked across on Saturday", "swam across, and": across, with the border left unsaid
_BARE_ACROSS = re.compile(r"\bacross(?=\s*(?:[,.;]|$)|\s+(?:and|on|in|at|last|this|early|late|before|after|overnight|"
                          r"yesterday|today|together|alone|unarmed|undetected|unnoticed)\b)", I)
_HERE = re.compile(r"\b(?:housed|living|live|lives|arrived|stay(?:ing)?|based|remain(?:ing)?|(?P<moved>moved|relocated))\s+here\b|"
                   r"\b(?:in|into|to|at|reached|entered|outside|near)\s+this\s+(?:[\w-]+\s+){0,2}?"
                   r"(?:town|city|village|municipality|port)\b", I)

_ORIGIN_WORDS = frozenset({"from", "left", "leave", "leaving", "fled", "flee", "fleeing", "escaped", "escaping",
                           "abandoned", "deserted", "out", "desde", "fugiram", "fugiu", "saíram", "saiu", "deixou",
                           "deixaram", "abandonó", "abandonaron", "abandonou", "abandonaram", "desertó", "desertaron",
                           "dejó", "dejaron"})  # "dejaron Cúcuta rumbo a Lima"
_DEST_WORDS = frozenset({"to", "into", "toward", "towards", "reach", "reached", "reaching", "reaches", "entered",
                         "enter", "entering", "for", "hacia", "rumbo", "hasta", "para", "até", "rumo",
                         "pisó", "pisaron", "alcanzó", "alcanzaron", "alcançou", "alcançaram", "adentrou", "adentraram"})
# ("pisaron suelo colombiano", "alcanzaron suelo colombiano": the ground set foot on, reached)
_VIA_WORDS = frozenset({"across", "through", "over", "via", "crossed", "cross", "crossing", "crosses", "por",
                        "cruzó", "cruzaron", "atravesó", "atravesaron", "pela", "pelo", "cruzou", "cruzaram",
                        "atravessou", "atravessaram",
                        # a chronology's present: "- 23 de febrero: 60 guardias cruzan los puentes de San Antonio"
                        "cruza", "cruzan", "cruzam", "atraviesa", "atraviesan", "atravessa", "atravessam",
                        # perfect, infinitive and gerund: "han cruzado la frontera", "tras cruzar el río"
                        "cruzado", "cruzados", "cruzar", "cruzando", "atravesado", "atravesar", "atravesando",
                        "atravessado", "atravessar", "atravessando"})
# Where a place lies from a town, near it: "east of Pacaraima", "a leste de", "al oeste de" ("norte", "sur" and
# "este" are left out: "Norte de Santander", "Sur del Lago", "este lunes")
_POINTS_OF_THE_COMPASS = ("east", "west", "north", "south", "northeast", "northwest", "southeast", "southwest",
                          "leste", "oeste", "sul", "nordeste", "sudeste", "noroeste", "sudoeste", "noreste", "sureste",
                          "suroeste")
_DISTANCE_UNITS = frozenset({"miles", "mile", "kilometers", "kilometres", "kilometer", "kilometre", "km", "kms",
                             "kilómetros", "kilometros", "quilômetros", "quilometros", "metros", "meters", "metres",
                             "leguas", "blocks", "cuadras", "quadras"})
_LOC_WORDS = frozenset({"in", "at", "near", "outside", "inside", "around", "on", "onto", "within", "off", "en", "cerca",
                        "attacked", "raided", "stormed", "ambushed", "bombed", "em", "no", "na", "nos", "nas", "perto",
                        "dentro", *("próximo", "próxima", "próximos", "próximas", "cercano", "cercana", "cercanos",
                                    "cercanas"),  # "uma aldeia próxima a Santa Elena", "un caserío cercano a Ureña"
                        *_POINTS_OF_THE_COMPASS})  # "a trail east of Pacaraima", "uma trilha a leste de Pacaraima"
# (set off by a comma after the town it tells of: ", la ciudad venezolana más cercana a la", ", a cidade mais próxima da")
_APPOSED_NOUN = re.compile(r",\s*(?:la|el|a|o)\s+[^,;:.]*$", I)
_NEAREST_WORDS = frozenset({"cercano", "cercana", "cercanos", "cercanas", "próximo", "próxima", "próximos", "próximas"})
_TRAIL_WORDS = frozenset({"trocha", "trochas", "trail", "trails", "path", "paths", "crossing", "crossings", "pica",
                          "picas", "camino", "caminos", "trilha", "trilhas", "picada", "picadas"})
_NEAR_WORDS = frozenset({"near", "outside", "around", "outskirts", "close", "eastern", "western", "northern",
                         "southern", "central", "nearby", "along", "afueras", "alrededores", "inmediaciones", "arredores",
                         "proximidades", "imediações", "perto", "próximo", "próxima", "próximos", "próximas", "cercano", "cercana",
                         "cercanos", "cercanas"})


# ---------------------------------------------------------------------------- small value types

@dataclass(frozen=True)
class _Trigger:
    event_type: str
    kind: str
    start: int
    end: int
    status: str  # occurred, planned, or "" when the trigger does not code an event


@dataclass(frozen=True)
class _PlaceUse:
    """A place mentioned in a sentence (offsets into the sentence) and how the sentence uses it."""

    place: Place
    start: int
    end: int
    surface: str
    role: str  # origin, dest, via, loc, other
    near: bool
    container: bool  # "Colombia" in "Cúcuta, Colombia"


@dataclass(frozen=True)
class _Context:
    """What extraction needs about the article as a whole."""

    article: Article
    source: Source
    home: Place | None
    dateline: Place | None
    countries: tuple[Place, ...] = ()  # the countries the article names, for a statement made "for" one


@dataclass(frozen=True)
class _Draft:
    """An event before ids are given and same-article duplicates are merged."""

    event: Event
    sentence: int


# ---------------------------------------------------------------------------- triggers

def _clause_before(text: str, pos: int) -> str:
    before = text[:pos]
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(before)), default=0)
    return before[cut:]


_WORDS = re.compile(r"[\w'’]+")
_IF = re.compile(r"\b(?:if|unless|si)\b", I)
# A comparison with others set off by a comma: ", like the other soldiers who crossed", ", como los demás
# uniformados que han cruzado", ", assim como os outros que"
_LIKE_OTHERS_ASIDE = re.compile(r",\s*(?:like|as\s+did|como|al\s+igual\s+que|assim\s+como)\s+"
                                r"(?:the\s+|los\s+|las\s+|os\s+|as\s+)?(?:other|others|many|dem[áa]s|otros|otras|"
                                r"outros|outras|muchos|muitos)\b[^,;:]*$", I)
# '"If we go back, they put us in prison"': a conditional opening the sentence hedges the clause after it,
# not what the sentence goes on to tell past the quote
# ("Si bien", "although", is no condition)
_IF_OPENING = re.compile(r"\W*(?:if|unless|si(?!\s+bien\b))\b[^,.;:]{1,120},[^\"“”«».;:]*$", I)  # up to the quote's end
_TO_END = re.compile(r"\bto\s+$")
_PURPOSE_END = re.compile(r"\b(?:to|para)\s+$", I)
# A purpose told in the passive: "will not send a man back to be tortured", "para ser torturado", "para ser
# interrogados": it shares the hedge of the verb it serves, as "to protest" does
_PASSIVE_PURPOSE_END = re.compile(r"\b(?:to\s+be|para\s+ser)\s+$", I)


def _purpose_end(clause: str) -> bool:
    """Whether the clause before an event word ends on "to" / "para", or its passive "to be" / "para ser"."""
    return _PURPOSE_END.search(clause) is not None or _PASSIVE_PURPOSE_END.search(clause) is not None


def _in_quotes(quotes: Sequence[Span], pos: int) -> bool:
    return any(s <= pos < e for s, e in quotes)


# A crime someone is punished for: "for rebellion", "por el delito de rebelión", "pelo crime de rebelião"
# How a charge is named before the crime: "the crime of", "alleged", "el delito de", "presunta", "o crime de"
_CRIME_OF = (r"(?:(?:the\s+)?(?:crimes?\s+of|alleged)\s+|(?:los\s+|el\s+)?delitos?\s+de\s+|"
             r"(?:supuest[oa]|presunt[oa])\s+|(?:o\s+)?crimes?\s+de\s+|suposta\s+)")
_FOR_CRIME = re.compile(r"\b(?:for|por|pelo|pela)\s+" + _CRIME_OF + "?$", I)
# The charge laid: "accusing them of rebellion", "charged with military rebellion", "acusándolos de rebelión",
# "acusados del delito de rebelión militar", "acusando-os de rebelião"
_ACCUSED_OF = re.compile(r"\b(?:accus(?:ing|ed|es|e)|charg(?:ing|ed|es|e)|acus(?:ando|ándol[oa]s?|ad[oa]s?|an?|ó|aron)|"
                         r"acusando-(?:o|a|os|as)|imputad[oa]s?)\s+(?:[\w-]+\s+){0,2}?(?:of|with|de|del|da|do)\s+"
                         r"(?:" + _CRIME_OF + r"|(?:instigation|instigaci[óo]n|instiga[çc][ãa]o)\s+(?:to|a|de|à)\s+)?"
                         # other charges listed first: "accuses him of 'treason' and 'rebellion'", "de traição e rebelião"
                         r"(?:(?:[\"'“‘][^\"'”’]{1,40}[\"'”’]|[\w-]+(?:\s+[\w-]+){0,3}?)\s*(?:,|and|y|e)\s+)*"
                         r"(?:(?:military|militar)\s+)?[\"'“‘]?$", I)
_PUNISHED = re.compile(r"\b(?:sentenc(?:ed|es|ing)|convict(?:ed|s|ing)|jailed|imprisoned|tried|prosecuted|indicted|"
                       r"arrested|detained|charged|court-martiall?ed|condenad[oa]s?|conden(?:ó|aron)|sentenci(?:ó|aron|ad[oa]s?)|"
                       r"juzgad[oa]s?|procesad[oa]s?|detenid[oa]s?|arrestad[oa]s?|acusad[oa]s?|pres[oa]s?|julgad[oa]s?|"
                       # "to pay a price for rebelling", "pagó un alto precio por rebelarse", "pagou caro por se rebelar":
                       # what it cost him, a revolt's punishment, no revolt told
                       r"punish(?:ed|es|ing)?|castigad[oa]s?|"
                       r"pa(?:y|ys|id|ying)\s+(?:a|the)\s+(?:high\s+|heavy\s+|steep\s+)?price|"
                       r"pag(?:ó|aron|ar|a|an)\s+(?:un|el)\s+(?:alto\s+)?precio|pag(?:ou|aram|ar|a|am)\s+(?:um|o)\s+(?:alto\s+)?pre[çc]o)", I)


# The subject's description before a passive verb: "Three soldiers who tried to desert were arrested", "Dos
# sargentos que intentaban desertar fueron detenidos", "officers allegedly linked to the plot were arrested". Its
# hedge is what the men tried or are said to have done; the passive verb after it is told. (Not "who may have been
# arrested": the description must end in a verb of its own, not a modal or an auxiliary.)
_SUBJECT_ASIDE_THEN_PASSIVE = re.compile(
    # (a "que" before a subject of its own is "that": "dijo que nadie fue detenido", "diz que ninguém foi detido")
    r"(?:\b(?:who|que|quienes|which)\s+(?!(?:nadie|ningu[ée]m|ningun[oa]|nenhum[a]?|nobody|none|no\s+one|los|las|el|la|"
    r"os|as|o|a|un|una|um|uma|ellos|ellas|eles|elas|[ée]l|ele|ela)\s)(?:[\w'’-]+\s+){0,5}?"
    r"(?!(?:would|could|might|may|will|shall|should|must|can|to|be|been|not|never|n[ãa]o|no|ser|sido)\s)[\w'’-]+\s+"
    r"|\b(?:(?:allegedly|reportedly|supposedly|supuestamente|presuntamente|supostamente)\s+)?"
    r"(?:linked|tied|connected|accused|suspected|involved|vinculad[oa]s|ligad[oa]s|acusad[oa]s|sospechos[oa]s|"
    r"suspeit[oa]s|envolvid[oa]s|implicad[oa]s)\s+(?:[\w'’-]+\s+){1,6}?)"
    r"(?P<aux>were|was|fueron|fue|foram|foi)\s+$", I)


# "said he had decided to desert two weeks ago": the day of the choice, not of the deed ("decided to desert and
# crossed on Monday" tells the crossing)
_DECIDED_TO = re.compile(r"\bdecid(?:e|es|ed|ing)\s+to\s+$", I)
_AND_NEXT = re.compile(r"\s*,?\s+(?:and|y|e)\s", I)


# A participle standing for the men held, the subject of the verb after it: "Los (cuatro) detenidos fueron
# identificados", "Os presos foram levados", "Los militares detenidos fueron trasladados" (an arrest told before)
_THE_HELD = re.compile(r"(?:^|[^\w\s]\s*|\b(?:y|e)\s+)(?:los|las|os|as)\s+(?:(?:dos|tres|cuatro|cinco|seis|dois|duas|tr[êe]s|"
                       r"quatro|\d+)\s+)?(?:(?:militares|soldados|guardias|guardas|oficiales|oficiais|uniformados|efectivos)\s+)?$", I)
# A participle made a noun by its article after a preposition: "contra el capturado", "al detenido", "del detenido",
# "do preso", "ao detido" (not "fue el capturado", nor "los detenidos fueron", read by `_THE_HELD`; "dos" is left out:
# Spanish "dos capturados" counts the men held)
_THE_ONE_HELD_BEFORE = re.compile(r"\b(?:contra|para|sobre|con|ante|a|de|com|por)\s+(?:el|la|los|las|o|a|os|as)\s+$|"
                                  r"\b(?:al|del|do|da|das|ao|à|aos|às|pelo|pela|pelos|pelas|no|na|nos|nas)\s+$|"
                                  # (or the subject of what is said of him: "confirmó que el capturado ha manifestado
                                  # ser exmilitar", "disse que o preso")
                                  r"\bque\s+(?:el|la|o|a)\s+$|"
                                  # (or the object of an infinitive: "pediu para visitar o detido", "pidió ver a los detenidos")
                                  r"\b(?-i:[a-záéíóúç]{2,}(?:ar|er|ir))\s+(?:a\s+)?(?:el|la|los|las|o|a|os|as)\s+$", I)
_HELD_PARTICIPLE = re.compile(r"(?:capturad|detenid|aprehendid|arrestad|detid|pres)[oa]s?", I)
_WITHOUT_BEFORE = re.compile(r"\b(?:sin|sem)\s+(?:(?:ning[úu]n|ninguna|nenhum|nenhuma)\s+)?$", I)
_HELD_ARE = re.compile(r"\s+(?:fueron|son|eran|est[áa]n|estaban|permanecen|siguen|foram|s[ãa]o|eram|est[ãa]o|estavam|"
                       r"permanecem|seguem)\b", I)


# Soldiers in general, told by what they do, before a future: 'said that soldiers who crossed "will be received"'
# (Spanish and Portuguese say so in the subjunctive, "los militares que se pasen", which codes nothing already)
_ANY_WHO_BEFORE = re.compile(r"(?:^|[,;:\"“(]\s*|\b(?:that|said|says)\s+)(?:all\s+)?(?:Venezuelan\s+)?"
                             r"(?:soldiers|troops|officers|guardsmen|servicemen)\s+(?:who|that)\s+$", I)
_FUTURE_AFTER = re.compile(r"(?:\s+[\w-]+){0,3}?[\s\"“”'‘’,]+(?:will|would|shall)\b", I)


# The second of two infinitives joined after a hedge or a plan: "hopes to reach Bogotá next month and apply for refuge",
# "planea viajar a Bogotá y pedir refugio", "pretende ir a Manaus e pedir refúgio"
_AND_INFINITIVE = re.compile(r"(?:(?P<to>\bto\s+[\w'’-]+)|\b[\w]+(?:ar|er|ir))\b[^,;.]{0,60}?\s(?:and|or|y|o|e)\s+$", I)
_ROMANCE_INFINITIVE = re.compile(r"\w+(?:ar|er|ir)", I)
_INFINITIVE_LAST = re.compile(r"(?<=\s)\w+(?:ar|er|ir)\s+$", I)


def _second_infinitive(clause: str, trigger: str) -> bool:
    """Whether the trigger is a bare verb joined to an infinitive before it ("to reach ... and apply", "llegar ...
    y pedir"), so the hedge before the first one holds it too."""
    first = trigger.split()[0]
    if (verb := _INFINITIVE_LAST.search(clause)) is not None:  # "y solicitar asilo": the noun after its verb
        clause, first = clause[:verb.start()], verb.group().strip()
    joined = _AND_INFINITIVE.search(clause)
    if joined is None or joined["to"] and verb is not None:
        return False
    if joined["to"]:
        return not _is_past(trigger) and not first.lower().endswith(("s", "ing"))
    return _ROMANCE_INFINITIVE.fullmatch(first) is not None


# An order given in the words said, after a colon: "They told us: cross now" (the Spanish and Portuguese imperatives,
# "crucen", "atravessem", are no trigger words)
_TOLD_TO_DO = re.compile(r"\b(?:told|ordered|urged)\s+(?:us|them|me|him|her|you)\s*:\s*[\"“]?\s*$", I)


# A custody as the condition of something else, in the present subjunctive or the present: "mientras su hermano esté
# detenido", "mientras su madre siga detenida", "hasta que sigan presos", "enquanto o pai continuar preso", "as long as
# his brother is held", "while his mother remains jailed"
_AS_LONG_AS_HELD = re.compile(r"\b(?:mientras|hasta\s+que|enquanto|at[ée]\s+que|while|as\s+long\s+as|until)\s+"
                              r"(?:[\w.'’-]+\s+){0,4}?(?:est[ée]n?|sig[au]e?n?|contin[úu][ae]n?|permanezcan?|estiver(?:em)?|"
                              r"continuar(?:em)?|seguir(?:em)?|permanecer(?:em)?|is|are|remains?|stays?)\s+"
                              r"(?:still\s+|a[uú]n\s+|todav[ií]a\s+|ainda\s+)?$", I)


# The present subjunctive of "ser" just before a participle: a move or custody asked for or awaited, not told as done
# ("que o cabo seja enviado para Portugal", "hasta que sean trasladados a Bogotá"; Spanish "fuera detenido", a past,
# is left alone: "antes de que fuera detenido" tells a custody)
_SUBJUNCTIVE_PASSIVE_BEFORE = re.compile(r"\b(?-i:sea|sean|seja|sejam)\s+(?:\w+mente\s+)?$", I)


def _status(text: str, start: int, end: int, event_type: str) -> str:
    """occurred, planned, or "" for negated, hypothetical and generic mentions."""
    if event_type == "arrest" and _THE_HELD.search(text, max(0, start - 24), start) and _HELD_ARE.match(text, end):
        return ""  # "Los detenidos fueron identificados como", "Os presos foram levados": the men held, named
    if event_type == "arrest" and _THE_ONE_HELD_BEFORE.search(text, max(0, start - 16), start) \
            and _HELD_PARTICIPLE.fullmatch(text, start, end):
        return ""  # "pedirá medida de aseguramiento contra el capturado", "o advogado do detido": the one held, named
    if event_type == "arrest" and _WITHOUT_BEFORE.search(text, max(0, start - 16), start):
        return ""  # "la concentración se disolvió sin detenidos", "terminou sem presos": nobody was held
    if event_type == "arrest" and _AS_LONG_AS_HELD.search(text, max(0, start - 80), start):
        return ""  # "no volverá mientras su hermano esté detenido": a condition on a custody told elsewhere
    if _SUBJUNCTIVE_PASSIVE_BEFORE.search(text, max(0, start - 24), start):
        return ""  # "pedir que o cabo seja enviado para Portugal", "pide que sean trasladados": wished, not done
    if _ANY_WHO_BEFORE.search(text, max(0, start - 60), start) and _FUTURE_AFTER.match(text, end):
        return ""  # 'said that soldiers who crossed "will be received with open arms"': anyone who does, nobody yet
    clause = _clause_before(text, start)
    aside = _SUBJECT_ASIDE_THEN_PASSIVE.search(clause)
    words = _without_month_may(_WORDS.findall(clause[:aside.start()] + aside["aux"] if aside else clause))
    # "will hold rallies this weekend to protest": a purpose shares the hedge of the verb it serves
    near = " ".join(words[-10:] if _purpose_end(clause) else words[-4:])
    if _second_infinitive(clause, text[start:end]):
        near = " ".join(words[-16:])  # "hopes to reach Bogotá next month and apply": one hedge for both verbs
    if _NEGATION.search(near) or _HYPOTHETICAL.search(near) or _ROMANCE_FUTURE.search(near) or _BANNED.search(near) or (
            _DECIDED_TO.search(clause) and not _AND_NEXT.match(text, end)):
        return ""
    around = clause + text[end:end + 25]
    # a habit told at the end of the clause: "have crossed the Simón Bolívar bridge every day to buy food"
    rest = _after_others_habit(clause) + _CLAUSE_BREAK.split(text[end:end + 60], 1)[0]
    if _IF.search(clause) or _IF_OPENING.match(text, 0, start) or _GENERIC.search(around) or (
            any(w in rest for w in _HABITUAL_WORDS) and _HABITUAL.search(rest)) or _FREQUENTLY.search(rest):
        return ""
    if (_KIN_BEFORE.search(text, 0, start) and not _kin_held(text, start, event_type)
            and not _kin_moving(text, start, event_type)) or _GIVEN_TIME_TO.search(text, 0, start):
        return ""  # "his mother, who lives in ...", "gave diplomats 24 hours to leave"
    if _relative_own_trip(text, start, event_type):
        return ""  # "dijo la esposa de uno de los soldados, que llegó desde Socopó": her journey, not the men's
    if event_type == "statement" and _WHO_BEFORE.search(text, 0, start) and not _DAY_NEXT.match(text, end):
        return ""  # "members of the military who backed Guaidó": who they are, not what they did then
    if _MODAL_AFTER.match(text, end) and not _is_past(text[start:end]):
        return ""  # "switching sides would be rewarded"
    before = text[:start]
    if _APPEAL.search(" ".join(words[-8:])) and _TO_END.search(before, last_words_start(before, 1)):
        return ""  # "calls for more Venezuelan military to defect"
    if _ROMANCE_APPEAL.search(text, max(0, start - 80), start) and _INFINITIVE.match(text, start):
        return ""  # "llamaron a los militares a desconocer a Maduro", "convocou os soldados a desertar": the call is all
    if _TOLD_TO_DO.search(text, max(0, start - 40), start):
        return ""  # "They told us: cross now": an order quoted, not a deed
    if _LIKE_OTHERS_ASIDE.search(text, max(0, start - 120), start):
        return ""  # "were taken, like the other soldiers who crossed this month, to a hotel": the others' crossing
    if _NOT_ONE_SUBJECT.search(text, max(0, start - 60), start):
        return ""  # 'that "not a single unit" had broken ranks': the quote marks cut the clause, not the denial
    if _DENIED_CLAIM.search(text, 0, start) and not _THE_BEFORE.search(text, 0, start):
        return ""  # "officials denied reports that the men had been detained": the claim, denied
    if event_type == "uprising" and (_FOR_CRIME.search(text, max(0, start - 40), start) and _PUNISHED.search(clause)
                                     or _ACCUSED_OF.search(text, max(0, start - 60), start)):
        return ""  # "sentenced Lt. X to ten years for rebellion", "condenado por rebelión": the crime, not a revolt
    if _PLANNED.search(" ".join(words[-10:] if _purpose_end(clause) else words[-5:])):
        return "planned"  # (a purpose shares the plan of the verb it serves, as it shares its hedge above)
    if _RANKED_AMONG.search(text, max(0, start - 90), start):
        return ""  # "the highest-ranking officer who has defected", "el de mayor rango que ha cruzado": a tally
    if event_type in ("defection", "uprising", "border_crossing") and _KIN_OF_THE_MANY.search(
            text, max(0, start - 110), start):
        return ""  # "relatives of soldiers who deserted have been detained": who the soldiers are, no desertion told
    if _NUMBER_WHO.search(text, max(0, start - 90), start):
        return ""  # "bringing to 37 the number of officers who have defected this month": a running count
    return "occurred"


# "mingled with the students who cross daily and crossed the bridge", "se mezcló con los estudiantes que cruzan a
# diario y atravesó el puente": the habit is the relative clause's, and the verb after "and" is the subject's own
_OTHERS_HABIT = re.compile(r"\b(?:who|that|que|quienes)\s+[^,;]*?\b(?:daily|every\s+(?:day|week|night)|a\s+diario|"
                           r"cada\s+d[ií]a)\b[^,;]*?\s(?:and|y|e)\s+", I)


def _after_others_habit(clause: str) -> str:
    """The clause from the verb joined after a relative clause's habit, or the whole clause."""
    ends = [m.end() for m in _OTHERS_HABIT.finditer(clause)]
    return clause[ends[-1]:] if ends else clause


# "la esposa de uno de los soldados, que llegó desde Socopó", "a mãe de um dos cabos, que veio de Boa Vista": a
# relative named through a soldier, then a relative clause on her (after a copula the clause is his: "Es la madre del
# sargento X, que viajó", see _COPULA_BEFORE)
_KIN_OF_ONE_WHO = re.compile(rf"\b(?:la|el|una|un|a|o|uma|um)\s+(?:{_ES_KIN}|{_PT_KIN})\s+(?:de|del|da|do|dos|das)\s+"
                             r"[^,.;:]{1,50}?,\s*(?:que|quien)\s+(?:se\s+)?$", I)
_CAME_OR_TRAVELLED = re.compile(r"(?:lleg|vin|vino|viaj|cheg|veio|vieram)\w*", I)


def _relative_own_trip(text: str, start: int, event_type: str) -> bool:
    """"dijo la esposa de uno de los soldados rasos, que llegó desde Socopó": a coming or travelling in a relative
    clause on a relative named through one of the men is the relative's own trip (to the protest, the prison gate),
    not a move of the men."""
    if event_type not in ("relocation", "border_crossing") or not _CAME_OR_TRAVELLED.match(text, start):
        return False
    found = _KIN_OF_ONE_WHO.search(text, max(0, start - 100), start)
    return found is not None and not _COPULA_BEFORE.search(text, 0, found.start())


def _kin_held(text: str, start: int, event_type: str) -> bool:
    """"His mother was detained by agents", "his brother, arrested on May 2,": a relative held is an arrest
    of its own."""
    # (_CUSTODY_STATE_BEFORE also reads the participle set off after its noun: "su hermano, detenido desde")
    return event_type == "arrest" and (_PASSIVE_BEFORE.search(text, 0, start) is not None
                                       or _CUSTODY_STATE_BEFORE.search(text, max(0, start - 30), start) is not None)


# A superlative ranking the actor among all who did it: the tally's comparison, not a move of its own.
# The count of those who did it: "the number of officers who have defected", "el número de militares que han
# cruzado", "o número de militares que desertaram", "the total of troops who have crossed"
_NUMBER_WHO = re.compile(r"\b(?:(?:the\s+)?(?:number|total|tally|count)\s+of|(?:el|la)\s+(?:n[úu]mero|cifra|total)\s+de|"
                         r"(?:o|a)\s+(?:n[úu]mero|total)\s+de)\s+(?:[\w-]+\s+){0,5}?"
                         r"(?:who|that|que|quienes)\s+(?:(?:have|has|had|han|ha|hab[ií]an|t[êe]m|tinham)\s+)?(?:already\s+|ya\s+|j[áa]\s+)?$", I)
# "38 relatives of soldiers who deserted or rebelled were detained", "familiares de militares que desertaron o se
# rebelaron", "parentes de militares que desertaram": who the relatives are, soldiers never counted nor told
_KIN_OF_THE_MANY = re.compile(rf"\b(?:relatives|families|{_KIN_WORDS}|{_ES_KIN}|{_PT_KIN}|familias|fam[íi]lias)\s+"
                              r"(?:of|de|da|do|das|dos)\s+(?!(?:the|a|an|one|un|una|uno|los|las|el|la|o|a|um|uma|os|as)\s)"
                              r"(?:[\w-]+\s+){0,2}?(?:military|soldiers|officers|guardsmen|servicemen|troops|deserters|"
                              r"militares|soldados|oficiales|oficiais|guardias|efectivos|desertores|uniformados)\s+"
                              # (not an event named after a preposition: "familiares de militares que participaron en el
                              # alzamiento": the uprising told, whoever its men's relatives are)
                              r"(?:who|that|que|quienes)\s+(?:(?!(?:in|en|em|no|na|del|do|da)\s)[^\W\d]+\s+){0,4}?$", I)
_RANKED_AMONG = re.compile(
    r"\b(?:(?:highest|most\s+senior|top|senior)[-\s]ranking|most\s+senior|highest|"
    r"de\s+(?:mayor|m[áa]s\s+alto)\s+(?:rango|grado)|de\s+m[áa]s\s+(?:alta?\s+)?(?:rango|graduaci[óo]n)|"
    r"de\s+(?:maior|mais\s+alta)\s+patente)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:(?:who|that)\s+(?:has|have)\s+|to\s+have\s+|(?:que|quien(?:es)?)\s+(?:ha|han)\s+)$"
    # "the latest of several dozen troops to desert", "el último de decenas de militares en desertar"
    r"|\b(?:the\s+)?(?:latest|newest|most\s+recent)\s+(?:of|among|in)\s+(?:[\w-]+\s+){1,6}?(?:to|who\s+(?:have|has)|that\s+(?:have|has))\s+$"
    r"|\b(?:el|la|los|las)\s+[úu]ltim[oa]s?\s+de\s+(?:[\w-]+\s+){1,6}?(?:en|que\s+(?:han|ha))\s+$", I)


_THE_BEFORE = re.compile(r"\b(?:the|this|that|el|la|ese|esa)\s+$", I)  # "denied helping plan the crossing": told before
# What a denial says did not happen: "denied reports that ...", "desmintió versiones según las cuales ...".
_NOT_ONE_SUBJECT = re.compile(r"\b(?:not\s+(?:a\s+single|one|even\s+one)|no\s+single|none\s+of\s+(?:the|their|its)|"
                              r"ni\s+(?:un|una)\s+sol[oa]|ning[uú]n|ninguna|nenhum|nenhuma)\b"
                              r"(?:(?!\b(?:who|that|which|que|quien(?:es)?)\b)[^,.;:]){0,40}$", I)  # not "none of the men who"
_DENIED_CLAIM = re.compile(r"\b(?:den(?:ied|ies|y|ying)|dismiss(?:ed|es)|reject(?:ed|s)|refut(?:ed|es)|"
                           r"desminti(?:ó|eron)|neg(?:ó|aron)|neg(?:ou|aram)|desmenti(?:u|ram))\s+(?:(?:the\s+|las?\s+|los\s+|unas?\s+|unos\s+|as?\s+|os\s+)?"
                           r"(?:reports?|claims?|rumou?rs?|versions?|accounts?|versiones|informaciones|rumores|denuncias|"
                           r"relatos|not[íi]cias|informa[çc][õo]es|vers[õo]es|boatos|den[úu]ncias)"
                           r"\b[^.;:]{0,80}?\s+)?(?:that|que|según\s+(?:las?|los)\s+cuales?)\s[^.;]*$", I)


# "May" the month is no modal: "in May", "mid-May", "May 1".
_MONTH_MAY_BEFORE = frozenset({"in", "of", "since", "until", "by", "from", "through", "early", "late", "mid",
                               "last", "this", "next", "to", "and", "or", "on", "during", "before", "after"})
_PASSIVE_BEFORE = re.compile(r"\b(?:was|were|been|being|be|is|are|fue|fueron|sido|son|eran?|estaban?|"
                             r"foi|foram|s[ãa]o|est[ãa]o|estavam|ficaram|ficou|"
                             # "cruzaron el río y terminaron retenidos", "ended up detained", "acabaram presos"
                             r"quedaron|qued[óo]|terminaron|termin[óo]|acabaron|acab[óo]|resultaron|result[óo]|"
                             r"terminaram|terminou|acabaram|acabou|ended\s+up|wound\s+up|got)\s+(?:\w+ly\s+)?"
                             # "being surrounded and arrested", "fueron golpeados y detenidos", "foram cercados e
                             # presos": a participle before, joined by "and", shares the auxiliary
                             r"(?:\w+(?:ed|en|ad[oa]s?|id[oa]s?)\s+(?:and|y|e)\s+)?$", I)
_KIN = re.compile(rf"\b{_KIN_WORDS}\b", I)
_ANY_KIN = re.compile(rf"\b(?:{_KIN_WORDS}|{_ES_KIN})\b", I)  # English or Spanish
_KIN_BEFORE = re.compile(rf"(?<!and\s)(?<!with\s)(?<!of\s)\b(?:his|her|their|my|our)\s+(?:\w+\s+)?{_KIN_WORDS}\b"
                         r"(?:\s*,\s*(?:who|which)\b)?(?:\s+\w+)?\s*$"
                         # "A relative of one of the sailors, who lives in Penal": the relative's home
                         rf"|\b(?:a|an|the|one)\s+(?:relative|{_KIN_WORDS})\s+of\s+[^,.;:]{{1,40}}?,\s*(?:who|which)\s+(?:\w+\s+)?$"
                         # "he has a cousin living in Puebla": a relative he has, and where the relative lives
                         rf"|\b(?:has|have|had)\s+(?:a|an|two|three|some)\s+(?:\w+\s+)?(?:relative|{_KIN_WORDS})s?"
                         r"(?:\s*,?\s*(?:who|that)\b)?(?:\s+\w+)?\s*$"
                         # "Según su esposa, que se quedó en Coro": the relative's own stay
                         rf"|\b(?:su|sus|seu|sua|seus|suas)\s+(?:{_ES_KIN}|{_PT_KIN})\s*,\s*(?:que|quien(?:es)?)\s+$", I)
_GIVEN_TIME_TO = re.compile(r"\b(?:hours|days|weeks|time|deadline|ultimatum|permission|chance|opportunity)\s+to\s+$", I)
# A day told in the clause right after the verb: "who broke with Maduro on April 30", "who backed Guaidó last Tuesday"
_DAY_NEXT = re.compile(r"[^,.;:()\n]{0,30}?\b(?:on|last)\s+(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|"
                       r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)", I)
_WHO_BEFORE = re.compile(r"\b(?:who|that|which)\s+(?:had\s+|have\s+|has\s+)?(?:\w+ly\s+)?$", I)
_MODAL_AFTER = re.compile(r"\s+(?:[\w-]+\s+){0,2}?(?:would|could|will|might|should|can)\s+(?:be|get|receive|earn)\b", I)
_PAST_FORMS = frozenset({"fled", "left", "ran", "went", "drove", "swam", "broke", "took", "sought", "found", "gave",
                         "rode", "sped", "snuck", "shot", "beat", "beaten", "made", "turned", "handed", "asked"})


def _without_month_may(words: list[str]) -> list[str]:
    """The words without "May" the month and without "call" the noun ("answered Guaidó's call",
    "backed the call for a rebellion" before "sought refuge"): neither hedges what follows. A call
    still hedges what it calls for: "Guaidó's call for an uprising"."""
    return [w for i, w in enumerate(words)
            if not (w == "May" and (i and words[i - 1].lower() in _MONTH_MAY_BEFORE
                                    or i and words[i - 1][:1].isdigit()  # "on 11 May": day first
                                    or i + 1 < len(words) and words[i + 1][:1].isdigit()))
            and not (w.lower() in ("call", "calls") and i and _OWNER.search(words[i - 1])
                     and not (len(words) - i <= 3 and words[i + 1:i + 2] == ["for"]))]


# A determiner or possessive before a noun: "the call", "Guaidó's call", "his calls".
_OWNER = re.compile(r"^(?:the|a|an|his|her|their|its|our|this|that|[\w]+['’]s?)$", I)


def _is_past(trigger: str) -> bool:
    first = trigger.split()[0].lower()
    return first.endswith("ed") or first in _PAST_FORMS


def _first_person(text: str, start: int, quotes: Sequence[Span]) -> bool:
    """Whether a quote tells the speaker's own account up to `start` ("I", "we"; "crucé", "pedimos", "atravessei",
    the trigger's own verb included)."""
    quote_start = max((s for s, e in quotes if s <= start < e), default=0)
    return bool(re.search(r"\b(?:I|[Ww]e)\b", text[quote_start:start])) \
        or FIRST_PERSON_VERB.search(text, quote_start, min(len(text), start + 30)) is not None \
        or _SPEAKERS_OWN.search(text, quote_start, start) is not None


# The speaker's own people, held or gone: "Um colega meu foi levado pela DGCIM", "mi hermano fue detenido", "my
# brother was arrested" (his own account, not a slogan or an official's claim)
_SPEAKERS_OWN = re.compile(r"\b(?:my|mi|mis)\s+(?:[\w-]+\s+)?(?:" + _KIN_WORDS + "|" + _ES_KIN + "|" + _PT_KIN
                           + r"|compañer[oa]s?|colleagues?|comrades?)\b"
                           r"|\b(?:colega|compañer[oa]|companheir[oa]|" + _ES_KIN + "|" + _PT_KIN + r")s?\s+"
                           r"(?:meu|meus|minha|minhas|m[ií]o|m[ií]a|m[ií]os|m[ií]as)\b"
                           r"|\b(?:meu|minha|meus|minhas)\s+(?:" + _PT_KIN + r"|colegas?|companheir[oa]s?)\b", I)


# A count of soldiers since a month, in an official's words: "Desde febrero han ingresado al país 1.487 uniformados
# venezolanos", "Since February more than 1,400 soldiers have crossed into Colombia" (the verb in the present perfect,
# the count after it or before it, all inside the quote)
_QUOTED_SINCE = re.compile(r"\b(?:since|desde)\s+(?:(?:el|o|a)\s+)?(?:" + "|".join(
    (*MONTHS, *SPANISH_MONTHS, *PORTUGUESE_MONTHS)) + r"|(?:the\s+)?(?:start|beginning)\s+of\s+the\s+year|"
    r"(?:el\s+)?(?:inicio|comienzo)\s+del\s+a[ñn]o|(?:o\s+)?in[íi]cio\s+do\s+ano|(?:19|20)\d\d)\b", I)
_QUOTED_COUNT = re.compile(r"\b\d{1,3}(?:[.,]\d{3})+|\b\d{2,}\b")


def _quoted_running_total(text: str, m: re.Match[str], quotes: Sequence[Span]) -> bool:
    """Whether a quoted crossing verb tells a running total: the present perfect, a count of ten or more and a
    "since" a month or year, all within the quote (an official giving the figure, not a speaker's own story)."""
    span = next(((s, e) for s, e in quotes if s <= m.start() < e), None)
    if span is None or not _RUNNING_PERFECT.search(text, max(span[0], m.start() - 12), m.start()):
        return False
    inside = text[span[0]:span[1]]
    return _QUOTED_SINCE.search(inside) is not None and _QUOTED_COUNT.search(inside) is not None


# What a banner or a sign says: "holding a banner that read \"...\"", "una pancarta que rezaba".
_READ_BEFORE = re.compile(r"\b(?:read|reads|reading|rezaba|rezan?|con\s+la\s+(?:leyenda|consigna)|com\s+os?\s+dizeres)"
                          r"\s*:?\s*$", I)


def _slogan(text: str, start: int, quotes: Sequence[Span]) -> bool:
    quote_start = max((s for s, e in quotes if s <= start < e), default=0)
    return bool(_READ_BEFORE.search(text, 0, quote_start))


# A report's recommendation opens with an imperative: "- Ensure that no deserter is returned to ...",
# "Garantizar que ningún militar sea devuelto": what should be done, no event.
_RECOMMENDATION = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?(?:Ensure|Guarantee|Refrain\s+from|Immediately|Urgently|Garantizar|Asegurar|"
                             r"Abstenerse|Garantir|Assegurar)\b", re.M)


# A time counted from the crossing, named by its noun: "the night before the crossing", "in the hours after the
# crossing"; it dates what the sentence tells, and tells no crossing itself
_TIME_FROM_THE = re.compile(r"\b(?:night|day|evening|morning|afternoon|hours?|days?|weeks?|minutes?)\s+"
                            r"(?:before|after)\s+the\s+$", I)


def _time_from_the_crossing(text: str, m: re.Match[str]) -> bool:
    """Whether the word is the noun "crossing" that a time is counted from."""
    return m.group(0).lower() == "crossing" \
        and _TIME_FROM_THE.search(text, max(0, m.start() - 40), m.start()) is not None


def find_triggers(text: str, quotes: Sequence[Span] = ()) -> list[_Trigger]:
    """Every event word in a sentence, with the status its context gives it ("" when it codes nothing)."""
    question = text.rstrip(" \"'”’)").endswith("?")
    advised = _RECOMMENDATION.search(text)
    found = []
    for event_type, kind, m in _lexicon_matches(text):
        unreal = question or (advised is not None and m.start() >= advised.start())
        status = "" if unreal else _status(text, m.start(), m.end(), event_type)
        if status and _in_quotes(quotes, m.start()) and (not _first_person(text, m.start(), quotes)
                                                          or _slogan(text, m.start(), quotes)) \
                and not _quoted_running_total(text, m, quotes):
            status = ""
        if status and not _plausible(text, event_type, kind, m):
            status = ""
        if status and _time_from_the_crossing(text, m):
            status = ""
        found.append(_Trigger(event_type, kind, m.start(), m.end(), status))
    granted = {t.start for t in found if t.kind == "grant"}
    # "Colombia granted asylum to two sergeants": the reading with the ones granted it wins over the bare verb
    found = [t for t in found if t.kind == "grant" or t.event_type != "asylum" or t.start not in granted]
    # "foi levado por agentes da Dgcim para": held by the intelligence services, not a journey of his
    taken = [t for t in found if t.event_type == "arrest" and _TAKEN_BY_SERVICE.match(text, t.start, t.end)]
    found = [t for t in found if t.event_type != "relocation" or not any(a.start <= t.start < a.end for a in taken)]
    carried = {t.start for t in found if t.kind == "carry"}
    # "the police drove the corporal to a shelter": others moved him; he made no journey of his own
    found = [t for t in found if t.kind != "go" or t.start not in carried]
    return sorted(_stays_described(_raids_arresting(found, text), text), key=lambda t: (t.start, t.end))


_TAKEN_BY_SERVICE = re.compile(r"(?:taken|llevad|levad)\w*\s+(?:away\s+)?" + _TAKEN_ASIDE + r"(?:by|por|pel[oa]s?)\b", I)
_STAY = re.compile(r"(?:housed|staying|living|sheltered|put\s+up|(?:alojad|albergad|hospedad|ubicad)[oa]s?)\b", I)
# ("now living in Cúcuta" with no verb before it describes the man, like "living in Cúcuta"; "are now living" asserts)
_STAY_ASSERTED = re.compile(r"\b(?:(?:was|were|been|is|are|be)\s+(?:now|still)|"
                            r"was|were|been|being|is|are|be|get|got|remain(?:ed|s)?|stay(?:ed|s)?|fue|fueron|"
                            r"sido|est[aá]n?|estaban?|quedaron|permanecen|permanecieron|siguen|han|ha|hab[ií]an?|se|who|"
                            r"que|quienes|\w+ly|\w+mente)\s+$", I)


def _stays_described(triggers: list[_Trigger], text: str) -> list[_Trigger]:
    """"Unos 40 desertores alojados en hoteles de Cúcuta hicieron un plantón": where the actors are
    staying describes them; the sentence's event is the other one, and nobody moved. So does where they live,
    told in a relative clause ("hundreds of Venezuelans who live in Maicao gathered on the road")."""
    triggers = [replace(t, status="") if t.event_type == "relocation" and t.status and _LIVE_IN.match(text, t.start)
                and _WHO_LIVE.search(text, max(0, t.start - 20), t.start) else t for t in triggers]
    if not any(t.status and t.event_type != "relocation" for t in triggers):
        return triggers
    return [replace(t, status="") if t.event_type == "relocation" and t.status and _STAY.match(text, t.start)
            and (not _STAY_ASSERTED.search(text, max(0, t.start - 30), t.start)
                 or _STAY_RELATIVE.search(text, max(0, t.start - 30), t.start)) else t for t in triggers]


_LIVE_IN = re.compile(r"li(?:ve|ves)\s+in\b", I)
_WHO_LIVE = re.compile(r"\b(?:who|that)\s+(?:now\s+|still\s+)?$", I)
# "80 former soldiers who are living in hotels in Cúcuta held a vigil": a relative clause of the stay
_STAY_RELATIVE = re.compile(r"\b(?:who|que|quienes)\s+(?:are|were|have\s+been|had\s+been|est[aá]n|estaban|"
                            r"han\s+estado|est[ãa]o|estavam)\s+(?:now\s+|still\s+|ahora\s+|todav[ií]a\s+)?$", I)


_RAIDED = re.compile(r"raid(?:ed|ing)|allan(?:ó|aron)|invadi(?:u|ram)", I)
# The home a raid entered, up to where it is: "raided the home of a defecting colonel in", "allanaron la casa de su madre en"
_RAIDED_HOME = re.compile(r"\s+(?:[\w()-]+\s+){0,5}?(?:the|a|an|la|el|a|o|uma?)\s+(?:[\w-]+\s+)?(?:homes?|houses?|apartments?|flats?|residences?|"
                          r"casas?|residencias?|resid[êe]ncias?|viviendas?|apartamentos?)\b[^.;:]{0,60}?\s(?:in|en|em|no|na)\s+$", I)


def _raids_arresting(triggers: list[_Trigger], text: str) -> list[_Trigger]:
    """"Police raided a farm ... and arrested three men": a raid that arrests people is the arrest's
    operation, not a second, violent event."""
    if not any(t.event_type == "arrest" and t.status for t in triggers):
        return triggers
    return [replace(t, event_type="arrest") if t.event_type == "violence" and _RAIDED.fullmatch(text, t.start, t.end)
            else t for t in triggers]


# Lexicon patterns are tried only where one of the words their matches start with is.
_LEXICON_CUES = Cues({i: pattern for i, (_, _, pattern) in enumerate(LEXICON)})


def _lexicon_matches(text: str) -> list[tuple[str, str, re.Match[str]]]:
    """(event type, trigger kind, match) of each lexicon pattern in turn, as `finditer` finds them."""
    found = _LEXICON_CUES.matches(text)
    return [(LEXICON[i][0], LEXICON[i][1], m) for i in sorted(found.live) for m in found[i]]


_ADJECTIVAL_HARM = frozenset({"wounded", "injured", "beaten", "killed", "tortured", "murdered"})
_ADJECTIVAL_ARREST = frozenset({"jailed", "detained", "imprisoned", "arrested", "captured"})
_ADJECTIVE_BEFORE = re.compile(r"\b(?:the|a|an|\d+|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|"
                               r"several|many|other|of|their|his|her)\s+$", I)
_NAME_AND = re.compile(r"\b[A-ZÁÉÍÓÚ][\wáéíóú]+\s+and\s+$")
_TITLE_AFTER = re.compile(r"\s+(?:(?:former|opposition|political|student|union)\s+)?(?:leader|activist|politician|"
                          r"lawmaker|deputy|mayor|governor|journalist|dissident)\b", I)
_NOUN_AFTER = re.compile(r"\s+(?!(?:by|in|at|on|when|during|after|and|or|as|while)\b)[A-Za-zÁÉÍÓÚáéíóúñ]")


_CONTACTED = re.compile(r"\s+(?:by\s+(?:tele)?phone|by\s+reporters|for\s+comment|via\s+(?:whatsapp|text))", I)
# "CNN reached a sergeant stationed in Ureña by WhatsApp": whom a reporter reached, and by what line.
_REACHED_BY_LINE = re.compile(r"[^,.;:]{0,80}?\b(?:by|via|over|on)\s+(?:(?:tele|cell|mobile\s+)?phone|whatsapp|text(?:\s+message)?|"
                              r"e-?mail|signal|telegram|video\s+(?:call|link))\b", I)


_TAKEN_AWAY = re.compile(r"(?:took|dragged|hauled)\s+(?:(?:away\s+|off\s+)?(?:my|his|her|their|our)|off\s+the)\b|"
                         r"se\s+llev(?:aron|ó)|lev(?:aram|ou)|"
                         r"took\s+(?:him|her|them|(?:[\w.'’-]+\s+){1,5}?)\s*from\s+(?:his|her|their)\b", I)
_CLASS_WHO = re.compile(r"\b(?:que|who|quienes|that)\s+$", I)
_SNATCHED = re.compile(_SNATCH + r"|snatched\b", I)
_SECURITY_FORCES = re.compile(r"\b(?:DGCIM|Dgcim|SEBIN|Sebin|(?:counter)?intelligence|contrainteligencia|contraintelig[êe]ncia|"
                              r"police(?:men)?|polic[ií]as?|agents|agentes|officers|guardsmen|soldiers|troops|soldados|"
                              r"militares|funcionarios|colectivos|PNB|FAES|GNB)\b")


_BLOCKING = re.compile(r"block|bloque", I)
_COUNTED_FROM_APPEARANCE = re.compile(r"\b(?:after|before|since|despu[ée]s\s+de\s+que|antes\s+de\s+que|desde\s+que|"
                                      r"depois\s+que|antes\s+que)\s+(?:[\w.'’-]+\s+){0,6}?"
                                      r"(?:appeared|apareci(?:ó|eron)|apareceu|apareceram)\b", I)
# A body of the state's forces, named as a body: "troops", "the National Guard", "los militares", "os agentes"
_FORCE_BODY = (r"(?:troops|soldiers|guardsmen|police|military|army|agents|colectivos|militares|soldados|guardias|agentes|"
               r"National\s+Guard|Guardia\s+Nacional(?:\s+Bolivariana)?|polic[ií]as?|GNB|Ej[ée]rcito|Ex[ée]rcito|"
               r"funcionarios|efectivos|uniformados)")
# Security forces as the subject just before the verb: "Venezuelan troops blocked", "la GNB bloqueó"
_FORCES_AS_SUBJECT = re.compile(r"(?:^|[,;:]\s*|\b(?<!\bformer\s)(?<!\bretired\s)(?<!\bex-)(?:the|los|las|la|el|os|as|a|o|Venezuelan|venezolan[oa]s?|"
                                r"venezuelan[oa]s?|(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\s+)(?:(?:National\s+Guard|Guardia\s+Nacional|Bolivarian)\s+)?"
                                + _FORCE_BODY + r"(?:\s+(?:venezolan[oa]s|venezuelan[oa]s))?"
                                # "Guardsmen in riot gear blocked", "guardias con escudos bloquearon"
                                r"(?:\s+(?:in|with|wearing|con|com)\s+(?:riot\s+gear|(?:riot\s+)?shields|helmets|"
                                r"(?:equipos?\s+)?antidisturbios|escudos|cascos|equipamentos?\s+antidist[úu]rbios))?"
                                r"\s+(?:\w+ly\s+)?$", I)


# A government as the subject just before the verb: "the Maduro government blocked", "el gobierno de Nicolás Maduro
# bloqueó el paso de la ayuda", "o regime de Maduro bloqueou": a state's order, no protest
_GOVERNMENT_AS_SUBJECT = re.compile(r"\b(?:government|administration|regime|gobierno|r[ée]gimen|governo)"
                                    r"(?:\s+(?:of|de|do)(?:\s+[A-ZÁÉÍÓÚ][\w'’-]*){1,3}|"
                                    # "el Gobierno venezolano bloqueó", "o governo venezuelano bloqueou"
                                    r"\s+(?:venezolano|venezuelano|colombiano|brasileño|brasileiro|chavista|madurista))?"
                                    r"\s+$", I)


# A robbery told by what was taken ("les quitaron los teléfonos", "roubaram os celulares"), as against a beating
_STRIPPED = re.compile(r"(?:(?:le|les|nos|me|lhe|lhes)\s+)?(?:rob|quit|arrebat|roub|tom)", I)
# Those whose trade is arresting (not "officers" or "soldiers", who are often the ones held)
_ARRESTERS = re.compile(r"\b(?:DGCIM|SEBIN|(?:counter)?intelligence|contrainteligencia|contraintelig[êe]ncia|"
                        r"police(?:men)?|polic[ií]as?|agents|agentes|funcionarios|PNB|FAES)\b", I)


_PATH_THAT = re.compile(r"\b(?:(?:foot)?paths|trails|trochas|roads|routes|bridges|tracks|caminos|senderos|puentes|"
                        r"trilhas|estradas|pontes)\s*,?\s+(?:(?:known|called)\s+as\s+[\w\s]{1,20},\s+)?"
                        r"(?:that|which|que)\s+$", I)
_OFF_A_VEHICLE = re.compile(r"\boff\s|\b(?:bajad|sacad|retirad)", I)
_CHECKPOINT = re.compile(r"\b(?:checkpoints?|roadblocks?|alcabalas?|puestos?\s+de\s+control|bloqueos?|barreiras?)\b", I)
_WENT_OUT = re.compile(r"\s+out\b", I)
_LIGHTS_BEFORE = re.compile(r"\b(?:lights?|power|electricity|grid|lamps|signal|radios?|phones?)\s+(?:had\s+)?$", I)
# "when the money ran out", "they ran out of food": used up, not a run; "ran out of the barracks" still runs
_RAN_OUT = re.compile(r"\s+out\b(?!\s+(?:of\s+(?:the|a|an|his|her|their|its)\b|into|to|through|across|onto|over)\b)", I)


_WHAT_IS_LEFT = re.compile(r"\b(?:what|all|everything|anything|nothing|little|whatever)\s+(?:(?:they|he|she|we|I|you|was|"
                           r"is|were|are|had|have|has|still)\s+){1,3}$", I)


# The relatives of those held, named by them: "familiares de militares detenidos", "families of jailed soldiers".
_RELATIVES_OF = re.compile(r"\b(?:familiares|parientes|familias|madres|esposas|relatives|families|mothers|wives|"
                           r"fam[íi]lias|m[ãa]es)\s+(?:de|of|dos|das)\s+(?:(?:los|las|the|os|as)\s+)?"
                           r"(?:[\w-]+\s+){0,2}$", I)
# ... unless the holding is told: "63 familiares de desertores detenidos por la Dgcim desde enero"
_HELD_HOW = re.compile(r"\s+(?:por|by|pela|pelo|en|in|em|no|na|desde|since|durante|during|on|el)\b", I)


# A stay told in a relative clause set off after someone: where that one remained, no move
_STAYED = re.compile(r"se\s+qued", I)
_SET_OFF_WHO = re.compile(r",\s*(?:quien(?:es)?|que)\s+$", I)
# What someone is held or charged for: "arrested for entering the country illegally", "detenidos por haber
# ingresado ilegalmente", "multados por haber cruzado"
_CHARGED_FOR = re.compile(r"\b(?:arrested|detained|held|charged|fined|jailed|prosecuted|deported|detenid[oa]s?|"
                          r"capturad[oa]s?|multad[oa]s?|acusad[oa]s?|deportad[oa]s?|pres[oa]s?)\s+(?:[\w-]+\s+){0,5}?"
                          r"(?:for|por)\s+(?:having\s+|haber\s+)?(?:illegally\s+|ilegalmente\s+)?$", I)
# "a miner who gets beaten", "un soldado que es golpeado": what befalls such a one, told in the present
_WHO_GETS = re.compile(r"\b(?:who|that|que)\s+(?:gets?|is|are|es|son|é|são)\s+$", I)
# A chronology entry opening on its day: "- Feb. 25: He wades across", "March 3 — Torrealba registers", "**12 April:**"
# (or "- **23 de febrero**:", "12 de novembro —": a Spanish or Portuguese day)
_CHRONOLOGY_MONTHS = "|".join(sorted({*SPANISH_MONTHS, *PORTUGUESE_MONTHS, "marco"}, key=len, reverse=True))
# (a weekday may open it, "**Viernes 8 de marzo:**", "- Sunday, March 10:", and name the day alone: "**Domingo 10:**",
# "- Quinta-feira 14 –")
_CHRONOLOGY_WEEKDAYS = "|".join(sorted({*WEEKDAYS, *SPANISH_WEEKDAYS, *PORTUGUESE_WEEKDAYS}, key=len, reverse=True))
_CHRONOLOGY_DAY = (rf"\W*(?:(?i:{_CHRONOLOGY_WEEKDAYS})\.?,?\s+)?"
                   r"(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|"
                   r"\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?|"
                   # "**16 de agosto:**", "- 16 de agosto de 2019 –", "14 de março:"
                   rf"\d{{1,2}}(?:º|°)?\s+de\s+(?i:{_CHRONOLOGY_MONTHS})|"
                   rf"(?i:{_CHRONOLOGY_WEEKDAYS}),?\s+\d{{1,2}}(?:st|nd|rd|th|º|°)?(?!\d))(?:,?\s+(?:de\s+)?\d{{4}})?")
# (the colon may sit inside the bold: "- **Aug. 16:** He wades")
_CHRONOLOGY_ENTRY = re.compile(_CHRONOLOGY_DAY + r"(?:\W{0,3}\s*[:–—-]|[:–—-](?:\*\*|__|\*|_))\s")
_PRESENT_MOVE = re.compile("|".join((*_PRESENT_MOVES, *_PRESENT_CROSSINGS)), I)
_PRESENT_DEED = re.compile("|".join(_PRESENT_DEEDS), I)
# "Soldiers who desert face prison", "those that defect will be welcomed": a bare present in a relative
# clause is what such people do, not what some did
_GENERIC_PRESENT = frozenset({"desert", "defect", "cross", "flee", "escape", "switch", "abandon", "rise", "join", "leave"})
_WHO_DO = re.compile(r"\b(?:who|that)\s+(?:(?:also|still|often|now|later|then|try\s+to)\s+)?$", I)


# What "arrives" without travelling: "La solución llegó el miércoles", "the news reached Cúcuta".
_CAME_TO_DO = re.compile(r"(?:lleg|cheg)\w*\s+a\s+(?-i:[a-zñ]+(?:ar|er|ir|ír))\b", I)
_ABSTRACT_COMER = re.compile(r"\b(?:the|la|el|a|o)\s+(?:solution|answer|response|news|order|solución|respuesta|noticia|"
                             r"orden|solução|resposta|notícia|ordem|"
                             # "El video llegó dos días después", "the message reached the barracks"
                             r"video|vídeo|message|mensaje|mensagem|letter|carta|recording|grabación|gravação)"
                             r"\s+(?:(?:only|finally|finalmente|solo|só)\s+)?$", I)
# The state's agents as the ones who came, and a home as where: "funcionarios de la Dgcim llegaron a la casa de la familia",
# "Sebin agents arrived at the family home", "agentes da Polícia chegaram à casa"
_AGENTS_BEFORE = re.compile(r"\b(?:funcionari[oa]s|agentes|agents|officers|polic[ií]as|policemen)\b[^.;:]{0,90}?"
                            r"\b(?:DGCIM|Dgcim|SEBIN|Sebin|FAES|Contrainteligencia|contrainteligencia|Contraintelig[êe]ncia|"
                            r"intelligence|[Pp]olice|[Pp]ol[ií]c[ií]a)\b[^.;:]{0,60}$|"
                            r"\b(?:DGCIM|Dgcim|SEBIN|Sebin|FAES|intelligence|police|[Pp]ol[ií]c[ií]a)\s+"
                            r"(?:agents|officers|agentes|funcionarios)\s+(?:[^.;:]{0,40}\s)?$")
_AT_A_HOME = re.compile(r"\s+(?:(?:a\s+la|al|a|à|ao|at|to)\s+)?(?:the\s+)?(?:family\s+)?(?:casa|home|house|vivienda|"
                        r"residencia|resid[êe]ncia|apartamento|apartment)\b", I)


# The same thing that came told after its verb, as Spanish and Portuguese may: "no le ha llegado noticia de
# represalias", "le llegó la orden de", "não chegou nenhuma notícia"
_ABSTRACT_COMER_AFTER = re.compile(r"\s+(?:(?:la|una|el|un|a|uma|o|um|ninguna|ning[úu]n|nenhuma|nenhum|alguna|"
                                   r"algu[mn]a?)\s+)?(?:noticias?|not[íi]cias?|mensajes?|mensagens?|respuestas?|"
                                   r"respostas?|[óo]rden(?:es)?|ordem|ordens|cartas?)\b", I)


# A court or a prosecutor keeping, ordering or asking for someone's custody: "manteve a prisão de", "pidió la
# detención de", "decretó la captura de"
_KEPT_OR_ORDERED = re.compile(r"\b(?:mant\w+|prorrog\w+|decret\w+|orden\w+|dict\w+|ped\w+|pidi\w+|solicit\w+|"
                              r"convert\w+|revog\w+|revoc\w+|relaj\w+|relax\w+|exig\w+)\s+"
                              r"(?:(?:el|este|na|no|nesta|neste)\s+[\w-]+(?:\s+\(\d{1,2}[º°]?\))?(?:\s+de\s+\w+)?\s+)?(?:a|la|el|o)\s+$", I)
_ROMANCE_ARREST_NOUN_RE = re.compile(_ROMANCE_ARREST_NOUN, I)
_LEFT_CASUALTIES = re.compile(_LEFT_CASUALTIES_TEXT, I)
# "a warrant was issued on Monday for the arrest of", "called for the arrest of": asked for, not made
_WARRANT_FOR = re.compile(r"\b(?:warrants?|orders?|called|calling|calls|asked|asking|demanded|demanding|sought|seeking)\b"
                          r"[^.;:]{0,50}?\bfor\s+(?:the\s+)?$", I)
# the Spanish past subjunctive of the rows that read it ("protestaran", "se concentraran")
_SUBJUNCTIVE_PAST = re.compile(r"\b(?:protest|march|concentr|manifest|moviliz)aran?$", I)
# "después de que", "luego de que": the clause it opens tells what happened before, in the subjunctive
_AFTER_THAT = re.compile(r"\b(?:despu[eé]s|luego)\s+de\s+que\b[^,;.:]*$", I)


_DIPLOMATIC_PROTEST = re.compile(r"\bprotests?\s+(?:notes?|letters?|cables?)\b|\b(?:formal|diplomatic)\s+protests?\b|"
                                 r"\bnotas?\s+(?:diplom[áa]ticas?\s+)?de\s+protest[ao]\b|\bprotestas?\s+formal(?:es)?\b|"
                                 r"\bprotesto\s+formal\b", I)


# Those held, named after a preposition or "otros": "de los militares detenidos", "a detenidos militares"
_HELD_AS_NOUN = re.compile(r"\b(?:de|a|para|con|sobre|entre|dos|das|aos?|às?)\s+(?:(?:los|las|sus|os|as|seus|suas)\s+)?"
                           r"(?:(?:militares|soldados|uniformados|oficiales|oficiais|civiles|civis|ind[ií]genas)\s+)?$"
                           r"|\b(?:otr|outr)[oa]s\s+(?:[\w-]+\s+)?$"  # "junto con otros cuatro detenidos"
                           # "dijo que los detenidos tienen sus propios expedientes": those held, as a that-clause's subject
                           r"|\bque\s+(?:los|las|os|as)\s+$", I)
_DETAINED_WORD = re.compile(r"detid[oa]s|detenid[oa]s|pres[oa]s", I)


# Rebels giving up: "soldiers who rose up in a Caracas barracks on Monday surrendered hours later", "los
# sublevados se rindieron"; a surrender "to" someone (Colombian troops) still tells a desertion
_REBELS_GAVE_UP = re.compile(r"\b(?:rose\s+up|rebelled|revolted|mutinied|rebels?|rebel\s+soldiers|mutineers|"
                             r"sublevad[oa]s|alzad[oa]s|amotinad[oa]s|rebeldes|se\s+(?:alz|sublev|amotin)(?:ó|aron)|"
                             r"se\s+(?:rebel|sublev|amotin)(?:ou|aram)|revoltosos)\b", I)
_GAVE_UP_TO = re.compile(r"\s+(?:(?:themselves|himself|herself)\s+)?(?:to|ante|à|ao|aos|às|before|"
                         r"a(?=\s+(?:la|las|los|el|un|una|unos|unas|militares|soldados|tropas|funcionarios|agentes|"
                         r"(?-i:[A-ZÁÉÍÓÚ])\w*)\b))\b", I)  # (not "surrendered a few hours later")


# "To get here, he crossed three borders ... and joined two protests", "cruzó tres fronteras", "atravessou três
# fronteiras": a tally of a journey told in a line, not one crossing or protest (each is told where it happened)
_DEEDS_COUNT = (r"(?:two|three|four|five|six|several|many|dos|tres|cuatro|cinco|seis|varias|muchas|dois|duas|tr[êe]s|"
                r"quatro|v[áa]rias|muitas)")
_COUNTED_DEEDS = re.compile(r"\s+" + _DEEDS_COUNT + r"\s+(?:(?:international|internacionales|internacionais)\s+)?"
                            r"(?:borders|frontiers|countries|protests|marches|demonstrations|fronteras|pa[íi]ses|"
                            r"protestas|marchas|fronteiras|protestos|manifesta[çc][õo]es)\b", I)
_COUNTED_BEFORE = re.compile(r"\b" + _DEEDS_COUNT + r"\s+$", I)


# "a few hundred yards from the river he had crossed", "el puente que había cruzado", "a ponte que tinha atravessado":
# a place described by a crossing told before, no crossing of its own
_PLACE_ONCE_CROSSED = re.compile(r"\b(?:river|bridge|border|frontier|r[íi]o|puente|frontera|ponte|fronteira)\s+"
                                 r"(?:(?:that|which|que)\s+)?(?:(?:he|she|they|we|I)\s+)?"
                                 r"(?:had|ha|hab[íi]an?|havia|haviam|tinha|tinham)\s+$", I)


# "O grupo incluía 17 ex-militares que desertaram ao longo do ano", "former soldiers who deserted": men already
# told as former soldiers, described by how they came to be so, not a desertion told
_FORMER_WHO = re.compile(r"\b(?:former\s+|ex-?)(?:soldiers|servicemen|troops|guardsmen|sailors|militares|soldados|"
                         r"guardias|marinos)(?:\s+venezolan[oa]s|\s+venezuelan[oa]s|\s+Venezuelan)?\s+"
                         r"(?:who|que)\s+(?:had\s+|have\s+|hab[íi]an\s+|han\s+|haviam\s+|tinham\s+)?$", I)


# "fue detenido por la GNB en Ureña apenas cruzó", "was arrested as soon as he crossed", "foi preso assim que
# cruzou": the crossing only says when the arrest came, the arrest is the news
_ARRESTED_AS_SOON_AS = re.compile(r"\b(?:detenid[oa]s?|capturad[oa]s?|arrestad[oa]s?|aprehendid[oa]s?|pres[oa]s?|detid[oa]s?|"
                                  r"arrested|detained|captured|caught)\b[^.;:]{0,80}?\b(?:apenas|en\s+cuanto|tan\s+pronto\s+como|"
                                  r"ni\s+bien|as\s+soon\s+as|assim\s+que|logo\s+que|mal)\s+(?:(?:he|she|they)\s+)?$", I)


# Who stops or holds someone, when it is no state's force: "interceptado por dos hombres", "detenido por
# desconocidos", "stopped by two armed men", "retidos por homens armados", "by a gang"
_BY_CRIMINALS = re.compile(r"(?:\s+(?:el|este|on|last|na|no)\s+[\w-]+)?\s+(?:by|por|pel[oa]s?)\s+"
                           r"(?:(?:two|three|four|several|some|a\s+group\s+of|a|an|dos|tres|cuatro|varios|unos|un|"
                           r"dois|tr[êe]s|quatro|v[áa]rios|uns|um)\s+)?(?:(?:armed|unknown|masked|hooded)\s+)?"
                           r"(?:men|gunmen|strangers|robbers|thieves|criminals|gang(?:s|sters)?|hombres|desconocidos|"
                           r"sujetos|individuos|delincuentes|encapuchados|ladrones|maleantes|homens|desconhecidos|"
                           r"bandidos|criminosos|assaltantes|encapuzados|ladr[õo]es)\b(?!\s+(?:in|en|de|em)\s+uniform)", I)


# The same told actively, the criminals as the subject: "dos sujetos lo interceptaron", "unknown men detained him",
# "homens armados o detiveram"
_CRIMINALS_BEFORE = re.compile(r"\b(?:men|gunmen|strangers|robbers|thieves|criminals|hombres|desconocidos|sujetos|individuos|"
                               r"delincuentes|encapuchados|ladrones|maleantes|homens|desconhecidos|bandidos|criminosos|"
                               r"assaltantes|encapuzados|ladr[õo]es)(?:\s+(?:armad[oa]s|armed))?"
                               # (on the motorbike they came on: "dos hombres en una motocicleta lo interceptaron")
                               r"(?:\s+(?:en|on|in|em|numa|num|a\s+bordo\s+de)\s+(?:(?:una|un|a|an|uma|um)\s+)?[\w-]+)?"
                               r"\s+(?:(?P<clitic>lo|la|los|las|o|a|os|as)\s+)?$", I)
# the object an active verb takes ("unknown men detained him"; not "young men detained on the highway", the men held)
_ACTIVE_OBJECT = re.compile(r"\s+(?:him|her|them|the|a|an|two|three|four|five|several)\b", I)


# "No es la primera vez que un oficial venezolano llega a Doral huyendo", "It is not the first time that ...": what
# such a clause tells is a kind of thing that happens, no event of its own
_NOT_THE_FIRST_TIME = re.compile(r"\b(?:no\s+es\s+la\s+primera\s+vez\s+que|n[ãa]o\s+[ée]\s+a\s+primeira\s+vez\s+que|"
                                 r"(?:it\s+is|it['’]s)\s+not\s+the\s+first\s+time(?:\s+that)?)\b[^.;:]*$", I)


# "anyone abandoning their post will face military justice", "whoever crosses": a rule told of anybody, no deed done
_ANYONE_BEFORE = re.compile(r"\b(?:anyone|anybody|whoever|cualquiera|quienquiera|qualquer\s+(?:um|pessoa))\s+"
                            r"(?:(?:who|that|que)\s+)?(?:(?:has|had|have|is|was|ha|haya|hubiera)\s+)?$", I)


# "nunca participó en la represión de las protestas", "enviada para reprimir protestos": the protests a unit was
# sent to put down, told as what soldiers did or refused, not a protest the story tells
_PUT_DOWN_BEFORE = re.compile(r"\b(?:represi[óo]n\s+(?:de|a)|repress[ãa]o\s+(?:aos|às|a|à|das|dos|da|do|de)|repression\s+of|"
                              r"reprimir|repress(?:ing)?|suppress(?:ing|ion\s+of)?|crack(?:ing|ed)?\s+down\s+on)"
                              r"\s+(?:(?:the|las|los|os|as|a|o)\s+)?$", I)


# "se negaron a participar en el desalojo de una protesta", "the order to support the dispersal of a protest": one
# unnamed protest (indefinite) a unit was sent to clear, told as what soldiers did or refused, not a protest the story
# tells ("sent to break up protests in Guanare" are protests told, however briefly)
_CLEAR_AWAY_BEFORE = re.compile(r"\b(?:desalojo|dispersi[óo]n|disoluci[óo]n|dispers[ãa]o|dissolu[çc][ãa]o|dispersal|"
                                r"break-?up)\s+(?:de|of|da|do)\s+(?:a|an|una|un|uma|um)\s+$", I)


# "Mesmo com o protesto, a transferência foi feita", "Despite the protest, ...", "À frente do protesto estava um
# ex-cabo": a protest told before, named again as what the next deed overrode or who led it, no new one
_DESPITE_BEFORE = re.compile(r"\b(?:(?:despite|in\s+spite\s+of|a\s+pesar\s+de|pese\s+a|mesmo\s+com|"
                             r"apesar\s+d(?:e|o|a|os|as))\s+(?:(?:the|la|las|los|el|o|a|os|as)\s+)?|"
                             r"(?:[àa]\s+frente\s+d(?:o|a|os|as)|al\s+frente\s+de\s+(?:la|las|los|el)|"
                             r"at\s+the\s+head\s+of\s+the)\s+)$", I)


# April 30, the day of the uprising, told in the sentence
_UPRISING_DAY_TOLD = re.compile(r"\b(?:April\s+30(?:th)?|30(?:th)?\s+(?:of\s+)?April|30\s+de\s+abril)\b", I)


def _joined_guaido_on_another_day(text: str, m: re.Match[str]) -> bool:
    """"On April 30 the lieutenant joined Guaidó near La Carlota" takes part in the uprising; "joined Guaidó's
    movement in January", or joining him on a day the sentence does not say, does not."""
    return any(re.fullmatch(p, m.group(), I) for p in (_JOINED_GUAIDO, _STOOD_WITH_GUAIDO)) \
        and not _UPRISING_DAY_TOLD.search(text)


def _protest_named_in_passing(text: str, m: re.Match[str]) -> bool:
    """"refused to take part in the eviction of a protest", "Despite the protest, ...": a protest word that names a
    protest cleared by others or told before, not one the sentence tells; nor is "deserted in protest at", the
    motive of a man's leaving."""
    return bool(_CLEAR_AWAY_BEFORE.search(text, max(0, m.start() - 40), m.start())
                or _DESPITE_BEFORE.search(text, max(0, m.start() - 30), m.start())
                or _LEFT_IN_PROTEST_BEFORE.search(text, max(0, m.start() - 70), m.start()))


# "deserted in protest at Maduro's government", "renunció en protesta por la represión", "desertou em protesto
# contra": why he left, no protest told (a march or a rally "in protest" is told by its own verb)
_LEFT_IN_PROTEST_BEFORE = re.compile(r"\b(?:deserted|defected|resigned|quit|abandoned|desert(?:ó|aron|ou|aram)|"
                                     r"renunci(?:ó|aron|ou|aram)|abandon(?:ó|aron|ou|aram)|se\s+retir(?:ó|aron))\b"
                                     r"(?:\s+(?:his|her|their|the|from|su|sus|el|la|de|del|do|da|dos|das|seu|sua|o|a)"
                                     r"(?:\s+(?!(?:in|en|em)\b)[\w-]+){1,2}?)?\s+(?:in|en|em)\s+$", I)


def _plausible(text: str, event_type: str, kind: str, m: re.Match[str]) -> bool:
    if _NOT_THE_FIRST_TIME.search(text, 0, m.start()):
        return False
    if not _left_the_post_served_at(text, m):
        return False  # "walked out of the station" with no station served at told before it
    if event_type == "arrest" and kind == "noun" and _LEARNED_OF_THE.search(text, max(0, m.start() - 40), m.start()):
        return False  # "He learned of the arrest yesterday": news of an arrest told before, no new one
    if _ANYONE_BEFORE.search(text, max(0, m.start() - 40), m.start()):
        return False
    if event_type == "protest" and _PUT_DOWN_BEFORE.search(text, max(0, m.start() - 30), m.start()):
        return False
    if event_type == "protest" and _protest_named_in_passing(text, m):
        return False
    if (_PRESENT_MOVE.fullmatch(m.group()) or _PRESENT_DEED.fullmatch(m.group())) and not _CHRONOLOGY_ENTRY.match(text) \
            and not ((that := _THAT_TIME_PRESENT.match(text)) and that.end() > m.start()):
        return False  # "he travels to Cúcuta every month": a habit, told as one only in a dated chronology entry (or
        # on a night or day told just before: "Esa noche cruzan a pie el puente")
    if event_type == "defection" and kind == "verb" and _FORMER_WHO.search(text, max(0, m.start() - 80), m.start()):
        return False
    if kind in MOVE_KINDS and _ARRESTED_AS_SOON_AS.search(text, max(0, m.start() - 140), m.start()):
        return False
    if kind == "cross" and _PLACE_ONCE_CROSSED.search(text, max(0, m.start() - 40), m.start()):
        return False
    if event_type in ("border_crossing", "protest") and (_COUNTED_DEEDS.match(text, m.end()) or (
            event_type == "protest" and _COUNTED_BEFORE.search(text, max(0, m.start() - 12), m.start()))):
        return False
    if m.group().lower().split()[0] in _GENERIC_PRESENT and _WHO_DO.search(text, max(0, m.start() - 30), m.start()):
        return False
    if event_type == "violence" and _WHO_GETS.search(text, max(0, m.start() - 20), m.start()):
        return False
    if event_type in ("uprising", "defection") and _joined_guaido_on_another_day(text, m):
        return False
    if event_type == "violence" and _STRIPPED.match(m.group()) and _ARRESTERS.search(text, max(0, m.start() - 90), m.start()):
        return False  # "los funcionarios llegaron ..., les quitaron los teléfonos y se los llevaron": agents seizing
    if _STAYED.match(m.group()) and _SET_OFF_WHO.search(text, max(0, m.start() - 12), m.start()):
        return False  # "dijo la suegra de Yusleidy, Carmen Pabón, quien se quedó en Rubio": who stayed behind
    if event_type == "border_crossing" and _CHARGED_FOR.search(text, max(0, m.start() - 70), m.start()):
        return False  # "were arrested for entering the country illegally": the charge, not a crossing told
    if m.group()[:1].isupper() and text[:m.start()].strip(" \t\n\"“‘'(—–-") and not (
            (entry := _CHRONOLOGY_ENTRY.match(text)) and not text[entry.end():m.start()].strip(" *_")):
        return False  # "the Colombian Red Cross", "Operation Liberty": a name, not an event word (but "- **16 de
        # agosto:** Cruza el río" opens its chronology entry on the verb)
    if kind == "surrender" and _REBELS_GAVE_UP.search(text, 0, m.start()) and not _GAVE_UP_TO.match(text, m.end()):
        return False  # "soldiers who rose up ... surrendered hours later": rebels giving up, no desertion
    if kind == "go" and re.match(r"\s+(?:into\s+hiding|underground)\b", text[m.end():]):
        return False  # "went into hiding in Spain": no border crossed
    if kind == "go" and _WENT_OUT.match(text, m.end()) and _LIGHTS_BEFORE.search(text, max(0, m.start() - 40), m.start()):
        return False  # "when the lights went out across Venezuela": a blackout, not a journey
    if kind == "go" and m.group().lower() == "ran" and _RAN_OUT.match(text, m.end()):
        return False  # "when the money ran out, he took a bus": used up, no journey
    if kind == "go" and _CAME_TO_DO.match(text, m.start()):
        return False  # "el flujo llegó a superar los 500", "chegou a ser": came to do, no journey
    if kind == "cross" and _LAID_ACROSS.match(text, m.start()):
        return False  # "los contenedores que el Gobierno atravesó en la vía": laid across the road, no one crossed
    if kind == "cross" and _THROUGH_A_BODY.match(text, m.end()):
        return False  # "una bala le atravesó el brazo", "the round crossed his chest": a wound, no one crossed
    if kind == "go" and _CONTACTED.match(text, m.end()):
        return False  # "residents reached by telephone": a call, not a journey
    if kind == "go" and m.group().lower().startswith("reach") and _REACHED_BY_LINE.match(text, m.end()):
        return False  # "reached a sergeant in Ureña by WhatsApp": a reporter's call
    if kind == "go" and _ABSTRACT_COMER.search(text, max(0, m.start() - 40), m.start()):
        return False  # "La solución llegó el miércoles", "the answer came": nobody travelled
    if kind == "go" and _AT_A_HOME.match(text, m.end()) and _AGENTS_BEFORE.search(text, max(0, m.start() - 130), m.start()):
        return False  # "cuatro funcionarios de la Dgcim llegaron a la casa de la familia": a raid's approach, no move
    if kind == "go" and _ABSTRACT_COMER_AFTER.match(text, m.end()):
        return False  # "a ninguno le ha llegado noticia de represalias", "chegou a notícia": the news came, told after
    if kind == "cross" and _CROWD_THAT.search(text, max(0, m.start() - 80), m.start()):
        return False  # "se mezcló con los peatones que cruzaban el puente": the crowd's crossing, his is told after
    if kind == "cross" and _PATH_THAT.search(text, max(0, m.start() - 40), m.start()):
        return False  # "the footpaths that cross the border", "las trochas que cruzan": a path's course
    if kind == "leave" and _WHAT_IS_LEFT.search(text, max(0, m.start() - 40), m.start()):
        return False  # "pooled what they had left", "all he had left": what remains, no departure
    if kind == "leave" and _LEFT_CASUALTIES.match(text, m.end()):
        return False  # "the clashes left four people dead", "dejó tres heridos": a toll, no departure
    if kind in MOVE_KINDS and re.search(_CARGO.pattern + r"\s+(?:from\s+)?$", text[:m.start()], I):
        return False  # "prevent aid from crossing the border", "the trucks crossed"
    if event_type == "uprising" and kind == "noun" and (joined := _JOINED_REVOLT.search(text, max(0, m.start() - 40), m.start())) \
            and not _WHO_JOINED.search(text, max(0, joined.start() - 12), joined.start()):
        return True  # "se unió al alzamiento", "participó en la rebelión": taking part, not a back reference
    if event_type == "uprising" and kind == "noun" and _BACK_REFERENCE.search(text[:m.start()]):
        return bool(re.search(r"\b(?:January|February|March|April|May|June|July|August|September|"
                              r"October|November|December)\b[\w\s]{0,8}$", text[:m.start()])) \
            or _DATE_THEN_DAY_OF.search(text, max(0, m.start() - 40), m.start()) is not None \
            or _DAY_NAMED_AFTER.match(text, m.end()) is not None \
            or _PLACE_NAMED_AFTER.match(text, m.end()) is not None and _UPRISING_DAY_TOLD.search(text) is not None
    if event_type == "violence" and m.group().lower() in _ADJECTIVAL_HARM and _ADJECTIVE_BEFORE.search(text, 0, m.start()) \
            and _NOUN_AFTER.match(text, m.end()):
        return False  # "20 wounded Venezuelans were brought to a hospital": harm done elsewhere, earlier
    if event_type == "arrest" and m.group().lower() in _ADJECTIVAL_ARREST and _ADJECTIVE_BEFORE.search(text, 0, m.start()) \
            and _NOUN_AFTER.match(text, m.end()):
        return False  # "freed the jailed opposition leader": a state, not an arrest told here
    if event_type == "arrest" and m.group().lower() in _ADJECTIVAL_ARREST and _NAME_AND.search(text, 0, m.start()) \
            and _TITLE_AFTER.match(text, m.end()):
        return False  # "joined Guaidó and jailed opposition leader López": a second man named by what he was
    if event_type == "arrest" and _RELATIVES_OF.search(text, max(0, m.start() - 60), m.start()) \
            and not _HELD_HOW.match(text, m.end()):
        return False  # "una veintena de familiares de militares detenidos se concentró": who the relatives are
    if event_type == "arrest" and _HELD_AS_NOUN.search(text, max(0, m.start() - 40), m.start()) \
            and _DETAINED_WORD.fullmatch(m.group()) and not _HELD_HOW.match(text, m.end()):
        return False  # "las condiciones de los militares detenidos", "malos tratos a detenidos": who, not an arrest
    if event_type == "arrest" and (_BY_CRIMINALS.match(text, m.end()) or (
            (before := _CRIMINALS_BEFORE.search(text, max(0, m.start() - 50), m.start()))
            and (before["clitic"] or _ACTIVE_OBJECT.match(text, m.end())))):
        return False  # "interceptado por dos hombres", "dos sujetos lo interceptaron": an assault or abduction, no arrest
    if event_type == "defection" and _FORCE_LEFT.fullmatch(m.group()) and _CLASS_WHO.search(text, max(0, m.start() - 20), m.start()):
        return False  # "um dos militares que abandonaram as Forças Armadas": who they are, a class, no desertion told
    if event_type == "arrest" and _SNATCHED.match(m.group()):
        return bool(_SECURITY_FORCES.search(text, max(0, m.start() - 120), min(len(text), m.end() + 60)))
    if event_type == "arrest" and _OFF_A_VEHICLE.search(m.group()):
        return bool(_SECURITY_FORCES.search(text) or _CHECKPOINT.search(text))  # not "pulled off a bus by a robber"
    if event_type == "arrest" and _TAKEN_AWAY.match(text, m.start(), max(m.end(), min(len(text), m.start() + 80))):
        return bool(_SECURITY_FORCES.search(text, max(0, m.start() - 120), m.start()))  # "smugglers took his son"
    if event_type == "arrest" and kind == "noun" and _WARRANT_FOR.search(text, max(0, m.start() - 70), m.start()):
        return False  # "a warrant was issued on Monday for the arrest of 18 officers": a court's paper
    if event_type == "arrest" and kind == "noun" and _KEPT_OR_ORDERED.search(text, max(0, m.start() - 70), m.start()) \
            and _ROMANCE_ARREST_NOUN_RE.match(text, m.start()):
        return False  # "manteve a prisão de oito", "ordenó la captura de un capitán": custody kept, a warrant
    if _SUBJUNCTIVE_PAST.search(m.group()):
        return _AFTER_THAT.search(text, max(0, m.start() - 100), m.start()) is not None
    if event_type == "uprising" and kind == "verb" and _COUNTED_FROM_APPEARANCE.search(text, max(0, m.start() - 120), m.end()):
        return False  # "a week after Guaidó appeared outside La Carlota with soldiers": the day counted from
    if event_type == "protest" and _BLOCKING.match(m.group()) and (
            _FORCES_AS_SUBJECT.search(text, max(0, m.start() - 60), m.start())
            or _GOVERNMENT_AS_SUBJECT.search(text, max(0, m.start() - 60), m.start())):
        return False  # "Venezuelan troops blocked the bridges", "el gobierno bloqueó el paso": a cordon, no protest
    if event_type == "protest" and _DIPLOMATIC_PROTEST.search(text, max(0, m.start() - 12), min(len(text), m.end() + 12)):
        return False  # "sent a protest note to Venezuela", "una nota de protesta": a government's complaint
    if event_type == "defection" and kind == "noun":
        # "a mass defection" is generic; "a deserção", "a fuga", Portuguese, are "the desertion", "the flight"
        article = "" if fold(m.group()).startswith(("deserc", "fuga")) else "a|"
        return not re.search(rf"\b(?:such|{article}mass|any|more|of)\s+$", text[:m.start()], I)
    return True


# ---------------------------------------------------------------------------- places

_FILLERS = frozenset({"the", "a", "an", "their", "his", "her", "its", "our", "neighbouring", "neighboring",
                      "nearby", "border", "international", "small", "town", "city", "of", "state", "colombian",
                      "venezuelan", "brazilian", "panamanian", "eastern", "western", "northern", "southern",
                      "central", "downtown", "outskirts", "centre", "center", "capital", "illegal", "passageway", "side", "with",
                      "village", "community", "neighborhood", "neighbourhood", "district", "port", "frontier",
                      "hamlet", "aldea", "caserío", "caserio", "povoado", "vilarejo",  # "the Colombian hamlet of La Parada"
                      # Spanish: "en la comunidad de Kumarakapay", "en el barrio El Escobal"
                      "el", "la", "los", "las", "de", "del", "afueras", "alrededores", "inmediaciones", "comunidad", "pueblo", "ciudad", "barrio", "sector", "localidad", "población", "capital", "fronteriza", "fronterizo",
                      "un", "una", "unos", "unas", "hotel", "hoteles", "albergue", "albergues", "refugio",
                      "campamento", "sede", "fuerte", "puesto", "prisión", "prision", "cárcel", "carcel", "militar", "centro", "cuartel",
                      "fluvial", "policial",  # "en el puesto fluvial de El Amparo"
                      # "se dio a la fuga del destacamento de Rubio", "fugiu do batalhão de Tumeremo"
                      "destacamento", "comando", "batallón", "batallon", "batalhão", "batalhao",
                      "hospital", "terminal", "aeropuerto", "base", "aérea", "aerea", "naval",
                      # what kind of terminal: "en la terminal de ómnibus de Mendoza", "na rodoviária de ônibus de",
                      # "la terminal de transportes de Villavicencio", "al terminal terrestre de Guayaquil"
                      "ómnibus", "omnibus", "autobuses", "ônibus", "onibus", "transportes", "pasajeros",
                      "passageiros", "terrestre",
                      # a demonstrative before a place noun that points back: "en la terminal de esa ciudad"
                      "esa", "essa", "aquella", "that",
                      # "salieron del puerto de Güiria", "saíram do porto de Santana", as "the port of"
                      "puerto", "porto",
                      # Portuguese: "no abrigo de Pacaraima", "na cidade de Boa Vista", "do estado de Roraima"
                      "o", "os", "as", "do", "da", "dos", "das", "cidade", "município", "municipio", "estado",
                      "abrigo", "abrigos", "quartel", "forte", "posto", "aeroporto", "região", "regiao", "comunidade",
                      "fronteiriça", "fronteirico", "fronteiriço", "vizinha", "vizinho", "prisão", "um", "uma",
                      "imediações", "arredores", "proximidades",  # "nas imediações da base aérea de La Carlota"
                      # "por las trochas del área metropolitana de Cúcuta", "in the metropolitan area of Cúcuta"
                      "area", "área", "metropolitan", "metropolitana", "metropolitano", "zona",
                      "rural",  # "in rural Tibú", "en la zona rural de Tibú": the countryside of a town
                      # what kind of post: "no posto de triagem de Pacaraima", "el puesto de control de Boca de Grita"
                      "triagem", "controle", "control", "acolhimento", "atención", "atencion", "recepción",
                      "recepcion", "recepção", "recepcao"})
_PLACE_NOUNS = frozenset({"town", "city", "village", "hamlet", "aldea", "povoado", "vilarejo", "neighborhood", "neighbourhood", "district", "community",
                          "port", "municipality", "slum", "barrio", "island", "complex", "post", "checkpoint",
                          "crossing", "camp", "vereda", "municipio", "corregimiento", "caserío", "caserio",
                          # where a boat or a plane came in: "on a beach of Cedros", "en una pista de Tame"
                          "airstrip", "pista", "beach", "playa", "praia", "pier", "muelle",
                          # "reached the southern coast of Aruba", "llegaron a la costa de Curazao": the island's shore
                          "coast", "shore", "costa", "litoral",
                          # "poured onto the streets of Maracaibo", "salieron a las calles de Valencia"
                          "streets", "calles", "ruas",
                          # "outside the main gate of Fuerte Tiuna": the gate is at the place
                          "gate", "gates", "entrance", "puerta", "portón", "porton", "entrada"})
_STATIONED = frozenset({"stationed", "based", "garrisoned", "belonged", "belonging",
                        "adscritos", "adscrito", "adscrita", "adscritas",
                        "acantonados", "acantonado", "acantonada", "destacados", "destacado", "lotados", "lotado",
                        "baseados", "baseado"})
# Spanish "a" after a verb or a weekday is "to": "cruzó a Brasil", "huyeron a Cúcuta", "logró cruzar a
# Colombia", "trasladados el martes a Boa Vista".
_PRESENT_TO = re.compile(r"(?:llegan?|cruzan?|viajan?|chegam?|atravessam?)", I)
_SPANISH_TO_AFTER = re.compile(r"(?:ó|aron|eron|ían|aban|ando|iendo|ad[oa]s?|id[oa]s?|lunes|martes|miércoles|jueves|viernes|"
                               r"sábado|domingo|ou|aram|eram|iram|feira)$|^(?:cruzar|huir|llegar|escapar|pasar|ir|volver|viajar|salir|"
                               r"chegar|fugir|atravessar|voltar|seguir|rumo|rumbo|fue|fueron|"
                               r"vivir|morar|trabajar|trabalhar)$"  # "se fue a vivir a Medellín", "foi trabalhar a"
                               # "llegaron en lancha a Aruba", "viajaron en bus a Lima"
                               r"|^(?:peñeros?|lanchas?|botes?|barcos?|embarcaci[oó]n|avi[oó]n|vuelo|bus|buses|autob[uú]s|"
                               r"t[aá]xis?|mototaxis?|busetas?|camionetas?|cami[oó]n|camiones|"  # "tomó un taxi a Cúcuta"
                               r"destino|rumbo|"  # "embarcaram com destino a Curitiba"
                               r"viaje|viagem|marcha|"  # "emprendió viaje a Bogotá", "seguiu viagem a Manaus"
                               r"cuenta|medios|tierra|"  # "viajaron por su cuenta a Bogotá", "por tierra a Lima"
                               r"cayucos?|balsas?|piraguas?|"
                               r"pie|nado|caballo|p[ée])$", I)  # "cruzó a pie a Pacaraima", "a nado a la orilla"


# A Spanish or Portuguese from-to pair of places: "de Cúcuta a Lima", "desde La Paz hasta Villazón", "de Cúcuta
# rumbo a Bucaramanga", "de Pacaraima com destino a Manaus"
_PAIR_TOWARD = r"(?:(?:rumbo|rumo|(?:con|com)\s+destino|en\s+direcci[oó]n|em\s+dire[çc][ãa]o)\s+a|hacia)"
_SPANISH_PAIR_TO = re.compile(r"(?:,\s*(?:en\s+)?[A-ZÁÉÍÓÚ][\w.]*(?:\s+[\wáéíóú.]+){0,3}?,)?" + _DAY_ASIDE + r"\s+"
                              rf"(?:a|al|hasta|para|até|{_PAIR_TOWARD})\s+(?:la\s+|el\s+|o\s+|a\s+)?"
                              # "de Pacaraima para um abrigo em Boa Vista": to a site in the second town
                              r"(?:(?:un|una|um|uma)\s+(?:albergue|abrigo|hotel|alojamiento|alojamento|campamento|"
                              r"acampamento|refugio|centro)\s+(?:[\w-]+\s+){0,2}?(?:en|em|de|in)\s+)?[A-ZÁÉÍÓÚ]")
_SPANISH_PAIR_FROM = re.compile(r"\b(?:de|desde)\s+(?:la\s+|el\s+)?[A-ZÁÉÍÓÚ][\w.]*(?:\s+(?:de\s+|del\s+|y\s+|e\s+)?[A-ZÁÉÍÓÚ][\w.]*){0,3}"
                                r"(?:,\s*(?:en\s+)?[A-ZÁÉÍÓÚ][\w.]*(?:\s+[\wáéíóú.]+){0,3}?,)?" + _DAY_ASIDE + r"\s+"
                                rf"(?:a|al|hasta|{_PAIR_TOWARD})\s+$")


_GERUND = re.compile(r"\w(?:ando|iendo|yendo)$")  # "cruzó corriendo el puente", "huyó nadando por el río"


# Spanish "de" after a leaving word is "from": "desalojados de los hoteles de Cúcuta", "salieron de Maracaibo".
_SPANISH_FROM_AFTER = re.compile(r"(?:desalojad|sacad|expulsad|evacuad|sali[óe]|salid|huy[óe]|escap|desert[óa]|"
                                 r"fugi|fug[óa]|escabull|sa[íi]ram|saiu|retirad|desertou|"
                                 # "en un vuelo procedente de Bogotá", "um voo proveniente de Caracas": where it left
                                 r"proceden|provenien)\w*$", I)


# "sailed into Curaçao's waters", "en territorio": a country's own ground is the country itself.
_OWN_GROUND = re.compile(r"['’]s\s+(?:territorial\s+)?(?:waters|territory|soil|side|coast|shores?|airspace)\b", I)


_SPANISH_MOVED = re.compile(r"\b(?:traslad|llevad|llevó|llevaron|enviad|conducid|trasportad|transportad|evacuad|"
                            r"reubicad|viaj(?:ó|aron)|sigui(?:ó|eron)|lleg(?:ó|aron)|cruz(?:ó|aron)|huy(?:ó|eron)|"
                            r"march(?:ó|aron)|partieron|parti[óo]|volaron|vol[óo]|levad|transferid|interiorizad|"
                            r"cheg(?:ou|aram)|cruz(?:ou|aram)|fug(?:iu|iram)|viaj(?:ou|aram)|segui(?:u|ram)|parti(?:u|ram)|"
                            r"vo(?:ou|aram)|"
                            # a deserter's own account: "crucé a Cúcuta", "llegamos a Bogotá", "cheguei a Boa Vista"
                            r"crucé|cruzamos|llegué|llegamos|viajé|viajamos|huí\b|huimos|cruzei|cheguei|chegamos|"
                            r"viajei|fugimos|"
                            # "han llegado seis militares a Cúcuta", "já chegaram três soldados a Pacaraima": the perfect
                            r"(?:(?<=\bhan\s)|(?<=\bha\s))(?:llegado|cruzado|huido|entrado)|"
                            r"(?<=\bt[êe]m\s)(?:chegado|cruzado|entrado)|"
                            # "regresaron por una trocha a Ureña", "voltou de ônibus a Santa Elena": going back is moving
                            r"regres(?:ó|aron)|volvi(?:ó|eron)|retorn(?:ó|aron|ou|aram)|volt(?:ou|aram)|regress(?:ou|aram)|"
                            # "deportó el martes a los dos exmilitares a Venezuela", "fueron devueltos a Venezuela": sent
                            r"deport(?:ó|aron|ad)|expuls(?:ó|aron|ad)|devuelt|devolvi(?:ó|eron)|repatri(?:ó|aron|ad))\w*", I)


# A from-to pair of sites with their towns: "de un albergue en Cúcuta a un hotel en Bucaramanga", "de um abrigo em
# Pacaraima para um hotel em Boa Vista" (English "from a shelter in" is read by `_left_from`)
# ("de hotéis em Pacaraima para um abrigo em Boa Vista": sites in the plural go without an article)
_SITE = r"(?:(?:un|una|um|uma|el|la|o|a|los|las|os|as)\s+[\w-]+|[\w-]+s)(?:\s+[\w-]+)?\s+(?:en|em|de|no|na)\s+"
_SITE_PAIR_FROM = re.compile(r"\b(?:de|del|do|da|desde)\s+" + _SITE + "$", I)
_SITE_PAIR_TO_AFTER = re.compile(r"(?:\s+[\w.-]+){0,3}?\s+(?:a|al|hasta|hacia|para|ao|à)\s+" + _SITE + r"[A-ZÁÉÍÓÚ]", I)
# (not a town's edge: "por funcionarios de la DGCIM en una alcabala a la salida de Barinas" is at its exit)
_SITE_PAIR_TO = re.compile(r"\b(?:a|al|hasta|hacia|para|ao|à)\s+(?!(?:la|las|el|los|a|as)\s+(?:salida|entrada|afueras|"
                           r"alrededores|inmediaciones|cercan[ií]as|orillas?|altura|sa[íi]da)\b)" + _SITE + "$", I)
_SITE_PAIR_FROM_BEFORE = re.compile(r"\b(?:de|del|do|da|desde)\s+" + _SITE + r"[A-ZÁÉÍÓÚ][^,;.]{0,60}?$", I)


def _moved_earlier_in_clause(text: str, start: int) -> bool:
    """"Ayer fueron trasladados en un colectivo del Gobierno provincial a San Salvador de Jujuy": the
    "a" of a place is "to" when a movement verb opens the same clause, however long the vehicle."""
    # (the verb within 80 characters of the place: "passaram a noite num abrigo em Pacaraima e foram levados de
    # ônibus a Boa Vista", a long clause whose moving verb comes late)
    clause = _clause_before(text, start)[-80:]
    return _SPANISH_MOVED.search(clause) is not None \
        or _MOVED_PAST_ASIDE.search(text, max(0, start - 220), start) is not None


# "fueron llevados, como los demás uniformados, a un hotel del centro de": the verb before an aside
_MOVED_PAST_ASIDE = re.compile(r"\b" + _MOVED_ASIDE_TO + r"\s+[^,;:.]{0,60}$", I)


_BLOCK_VERBS = frozenset({"blocked", "blocking", "block", "occupied", "bloquearon", "bloqueó", "bloqueo", "bloquean",
                          "bloqueaban", "ocuparon", "bloquearam", "bloqueou", "ocuparam", "tomaron",
                          "seized", "stormed", "tomaram"})  # "rebel soldiers seized the Altamira overpass"
_BLOCK_FILLERS = frozenset({"the", "el", "la", "los", "las", "o", "a", "os", "as", "access", "to", "bridge", "puente",
                            "ponte", "road", "highway", "carretera", "vía", "via", "avenida", "avenue", "acceso",
                            "al", "de", "del"})
# "su casa de Maracay", "dos hoteles de Cúcuta", "um abrigo de Boa Vista": a building in the town after "de"
_HOME_NOUNS = frozenset({"casa", "casas", "vivienda", "residencia", "hogar", "apartamento", "finca", "oficina",
                         "hotel", "hoteles", "hotéis", "albergue", "albergues", "abrigo", "abrigos", "campamento",
                         "alcabala", "alcabalas",  # "en una alcabala de Táriba": a checkpoint of the town
                         "parque", "plaza", "praça", "praca",  # "en el parque Grancolombiano de Villa del Rosario"
                         "calle", "avenida", "barrio", "rua", "bairro",  # "en la calle Pradillo de Madrid"
                         # "frente a la alcaldía de Maracay", "el Palacio de Justicia de Barinas": the town's own seat
                         "alcaldía", "alcaldia", "gobernación", "gobernacion", "palacio", "catedral", "iglesia",
                         "prefeitura", "tribunales",
                         # "en una antigua bodega de Villa del Rosario", "num galpão de Pacaraima"
                         "bodega", "bodegas", "galpón", "galpon", "galpones", "galpão", "galpao", "coliseo", "ginásio",
                         # "murió apuñalado en un bar de Villa del Rosario", "num restaurante de Boa Vista"
                         "bar", "bares", "restaurante", "discoteca", "tienda", "loja", "mercado", "terminal",
                         "pensión", "pension", "pensão", "pousada", "hostal", "posada", "rodoviária", "rodoviaria", "igreja",
                         # "llevados a las fincas de la Zona Bananera", "levados para as fazendas de Pacaraima"
                         "fincas", "hacienda", "haciendas", "fazenda", "fazendas"})
_EDGE_NOUNS = frozenset({"salida", "entrada", "afueras", "alrededores", "inmediaciones", "cercanías", "cercanias",
                         "periferia", "cabecera",  # "en la cabecera del Puente de la Amistad": at the bridgehead
                         "saída", "saida", "arredores", "imediações", "proximidades"})  # "na saída de Santa Elena"


# A trail or bridge whose relative clause names where it comes out: "una trocha del desierto que sale a
# Carraipía", "a trail that comes out at Juan Frío", "a trail known as Juan Frío".
# "crossed the river at dawn, coming out in Cúcuta's El Escobal neighborhood", "emerged at La Parada",
# "saliendo en Villa del Rosario": where a crossing came out is where it ended
_CAME_OUT_IN = re.compile(r"\b(?:(?:com(?:ing|es?)|came)\s+out|emerg(?:ed|ing|es?)|saliendo)\s+(?:in|at|on|into|en|a|al)\s+"
                          r"(?:the\s+|el\s+|la\s+)?(?:[A-ZÁÉÍÓÚ][\w'’.-]*\s+){0,3}$")
# "salió del otro lado en las afueras de Cúcuta", "came out on the other side near Cúcuta", "saiu do outro lado, em
# Pacaraima": where the way over ended
_OUT_ON_THE_OTHER_SIDE = re.compile(r"\b(?:came\s+out|emerged|sali(?:ó|eron)|sa(?:iu|[íi]ram))\s+(?:on|at|to|al|del|do|ao|no)\s+"
                                    r"(?:the\s+)?(?:other|otro|outro)\s+(?:side|lado)\s*,?\s+(?:[\w'’-]+\s+){0,4}?$", I)
# A post reached, told by the town it stands at: "before reaching a Brazilian army post on the edge of Pacaraima",
# "hasta llegar a un puesto del Ejército en las afueras de Arauca", "até chegar a um posto do Exército em Pacaraima"
_REACHED_SITE_OF = re.compile(
    r"\b(?:reach(?:ed|ing)?|arriv(?:ed|ing|e)\s+at|got\s+to|made\s+it\s+to|lleg(?:ar|ó|aron|ando)\s+a|alcanz(?:ar|ó|aron)|"
    r"cheg(?:ar|ou|aram|ando)\s+(?:a|ao|à)|alcan[çc](?:ar|ou|aram))\s+(?:a|an|the|un|una|el|la|um|uma|o)\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:post|outpost|base|checkpoint|camp|station|shelter|office|fort|puesto|retén|campamento|"
    r"albergue|oficina|posto|abrigo|quartel|pelotão|pelot[oó]n)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:on\s+the\s+(?:edge|outskirts)\s+of|outside|near|in|at|en\s+las\s+afueras\s+de|en|cerca\s+de|"
    r"nos\s+arredores\s+de|em|perto\s+de|na\s+entrada\s+de)\s+$", I)
_TRAIL_ENDS_AT = re.compile(
    r"\b(?:trochas?|trails?|paths?|picas?|caminos?|trilhas?|picadas?|bridges?|puentes?|pontes?)\b[^,.;:()]{0,40}?"
    r"(?:\b(?:que|that|which)\s+(?:sale|salen|sal[ií]a|desembocan?|llegan?|llevan?|terminan?|sai|saem|chegam?|levam?|"
    r"comes?\s+out|emerges?|leads?|ends?)\s+(?:a|al|en|at|in|into|to|on|em|no|na|para|à|ao)"
    r"|\bknown\s+as|\b(?:conocid[oa]|conhecid[oa])\s+como)\s+(?:the\s+|la\s+|el\s+|a\s+|o\s+)?"
    r"(?:(?:zona|área|area|regi[óo]n|periferia|afueras|outskirts|rural\s+area|countryside)(?:\s+rural)?\s+"
    r"(?:de|del|da|do|of)\s+(?:the\s+)?)?$", I)  # "que desembocan en la zona rural de Maicao"


# Colombia's migration agency as the source of a report ("según Migración Colombia", ", Migración Colombia
# said"), not as the one who acts ("Migración Colombia reubicó a los desertores en Bogotá").
_MIGRATION_AGENCY = re.compile(r"(?:\b(?:según|segundo|conforme|according\s+to|con|of|de|by|por)|,)\s+"
                               r"Migraci[oó]n\s+$", I)


# "las instalaciones de Migración Colombia en Arauca": the agency's office in a town named after it
_TOWN_NAMED_AFTER = re.compile(r"\s+(?:en|in|em|at)\s+(?:(?:el|the|o)\s+(?:centro|center|centre|downtown)\s+(?:de|of|do)\s+)?"
                               r"(?-i:[A-Z])")  # "en el centro de Cúcuta": the office's town
# "a Migración Colombia office", "la oficina de Migración Colombia": the agency's building, placed by the town after it
_AGENCY_SITE = re.compile(r"\bMigraci[oó]n\s+$", I)
_SITE_NOUN_AFTER = re.compile(r"\s+(?:office|offices|headquarters|post|center|centre|facility|building|station|"
                              r"oficinas?|sede|puesto|centro|punto|instalaciones|posto)\b", I)


_ROAD_NOUNS = frozenset({"road", "highway", "motorway", "route", "carretera", "autopista", "vía", "via", "ruta",
                         "rodovia", "estrada"})


_AVOIDED = re.compile(r"\b(?:avoid(?:ed|ing)?|bypass(?:ed|ing)?|skirt(?:ed|ing)?|evit(?:ar|ando|aron|ó)|"
                      r"esquiv(?:ar|ando|aron|ó)|elud(?:ir|iendo|ieron|ió)|evit(?:ou|aram)|contorn(?:ar|ando|aram|ou)|"
                      r"desvi(?:ar|ando)\s+de)\b(?:(?!\b(?:and|y|e|then|luego|before|antes|until|hasta)\b)[^,;.:])*$", I)


_CROSSED_BEFORE = re.compile(r"\b(?:cruz|atraves|pas)\w*\s+(?:[\w'’-]+\s+){0,6}?a\s+la\s+altura\s+de\s+$", I)


# "Santa Elena de Uairén foi palco de confrontos", "Ureña fue escenario de", "Cúcuta was the scene of": the
# place where it happened, told as the subject
_SCENE_OF = re.compile(r"\s+(?:foi|fue|was|became|se\s+convirti[óo]\s+en|virou)\s+(?:o\s+|el\s+|the\s+)?"
                       r"(?:palco|cen[áa]rio|escenario|scene|site|teatro)\s+"
                       # "fue escenario el 22 de febrero de", "was the scene on Feb. 22 of": the day between
                       r"(?:(?:on|el|em|no|na)\s+[^,;:()]{1,30}?\s+)?(?:de|of|para)\b", I)


_FRONTED_TO = re.compile(r"(?:^|[,;:]\s*)(?:a|al|ao|à)\s+$", I)
_ARRIVED_AFTER = re.compile(r"\s+(?:lleg(?:ó|aron)|arrib(?:ó|aron)|cheg(?:ou|aram))\b", I)

# A "where" clause hung on a place that tells an arrival there: "came through Colombia, where, according to Colombian
# authorities, more than 1,400 soldiers have arrived since February", "por Colombia, donde han llegado 1.400
# militares", "por Roraima, onde chegaram 500 militares" (a tally's only: see `_tally_arrived_where`)
_ARRIVED_WHERE = re.compile(r"\s*,\s*(?:where|donde|adonde|onde|aonde)\b"
                            r"(?:[^.;:,\"“”]|(?<=\d)[.,](?=\d)|,\s+(?:according|seg[úu]n|segundo)\b[^,]{0,60},)"
                            r"{0,100}?\b(?:(?:have|has|had)\s+(?:already\s+)?(?:arrived|landed)|arrived|landed|"
                            r"(?:han|ya\s+han|habían)\s+(?:llegado|ingresado|entrado)|llegaron|ingresaron|"
                            r"(?:t[êe]m|j[áa]\s+)?(?:chegado|entrado)|chegaram|entraram)\b", I)

# A counted group of servicemen: "1,400 members", "500 militares e policiais", "12 soldiers"
_SERVICE_TALLY = re.compile(r"\b\d[\d.,]*\s+(?:[\w-]+\s+){0,2}?(?:soldiers|troops|members|servicemen|guardsmen|officers|"
                            r"deserters|sailors|militares|soldados|uniformados|desertores|miembros|membros|efectivos|"
                            r"guardias|marinos|marinheiros)\b", I)


def _tally_arrived_where(text: str, end: int) -> bool:
    """Whether a "where" clause right after the place ending at `end` tells a counted group of servicemen arriving
    there (not one man: "in a café in Bogotá, where he arrived last week" is where he was met, told beside his own
    journey)."""
    where = _ARRIVED_WHERE.match(text, end)
    return where is not None and _SERVICE_TALLY.search(text, end, min(len(text), where.end() + 60)) is not None


def _named_noun_before(words: Sequence[str], nouns: frozenset[str]) -> bool:
    """The words end with one of `nouns`, or with one of them and its name ("el parque Santander", "el
    Palacio de Justicia")."""
    if words and words[-1].lower() in nouns:
        return True
    if len(words) > 2 and words[-2].lower() in ("de", "del") and words[-1][:1].isupper() and words[-3][:1].isupper():
        return words[-3].lower() in nouns
    return len(words) > 1 and words[-1][:1].isupper() and words[-2].lower() in nouns


_AT_WORDS = frozenset({"in", "at", "near", "outside", "inside", "around"})
_IN_FRONT_OF = re.compile(r"front\s+of", I)
# "in Cúcuta's Santander Park", "outside Maicao's town hall": a site of the town, so the town is where
_TOWN_SITE = re.compile(r"['’]s\s+(?:own\s+)?(?:(?:main|central|old|city|town|bus|municipal|international|domestic)\s+)?"
                        r"(?:park|square|plaza|airport|streets|avenues|"
                        r"terminal|bus\s+station|cathedral|church|stadium|town\s+hall|city\s+hall|market|downtown|"
                        r"outskirts|district|neighbou?rhood|(?!(?:National|Armed|Army|Navy|Air|Bolivarian|Supreme|"
                        r"Foreign|Defen[cs]e|Interior|Military|Constituent|Government|Congress|Assembly|Migration|"
                        r"Attorney|Ombudsman)\b)(?:[A-ZÁÉÍÓÚ][\w'’.-]+\s+){1,3}(?:International\s+)?"
                        r"(?:Park|Square|Plaza|Airport|Terminal|Stadium|"
                        # "in Cúcuta's Atalaya district", "Boa Vista's Pintolândia neighbourhood"
                        r"[Dd]istrict|[Nn]eighbou?rhood|[Bb]arrio|[Qq]uarter|[Ss]lum))\b")  # ("Mexico City's Benito Juárez International Airport")


# "cruzan los puentes de San Antonio", "atravessaram a ponte de Pacaraima": a crossing over a town's bridges
_BRIDGES_OF_TOWN_CROSSED = re.compile(r"\b(?:cruz|atraves|atravess)\w*\s+(?:el|los|la|las|o|os|a|as)\s+(?:puentes?|pontes?)\s+"
                                      r"(?:de|del|do|da)\s+$", I)
_TRAIL_BETWEEN = re.compile(r"\b(?:trochas?|trails?|paths?|picas?|caminos?|senderos?|trilhas?)\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:between|entre)\s+(?:el\s+|la\s+|the\s+)?(?P<second>(?:[\w.’'-]+\s+){1,5}?(?:and|y|e)\s+(?:el\s+|la\s+|the\s+)?)?$", I)


# The border named by the town where it is crossed: "cruzó la frontera de Desaguadero", "atravessou a fronteira
# de Pacaraima" (after a crossing verb, so "la frontera de Desaguadero" in a list of places is none)
_BORDER_OF_TOWN = re.compile(r"\b(?:cruz|atraves|pas|atravess)\w*\s+(?:[\w-]+\s+){0,3}?(?:la|a)\s+"
                             r"(?:frontera|fronteira)\s+(?:de|do|da)\s+$", I)


# A bridge named by the two towns it joins: "el puente que une Villazón con La Quiaca", "the bridge that links
# Villazón to La Quiaca", "a ponte que liga Santa Elena a Pacaraima", once crossed (not a landmark: "downstream from
# the bridge that links Macará with La Tina")
_BRIDGE_JOINING = re.compile(r"\b(?:cruz|atraves|atravess|cross)\w*\s+(?:[\w-]+\s+){0,3}?(?:(?:por|pela|pelo|over|across)\s+)?"
                             r"(?:el|la|the|a|o)\s+(?:[\w-]+\s+)?(?:puentes?|bridges?|pontes?)\s+(?:[\w-]+\s+){0,2}?(?:que|that|which)\s+"
                             r"(?:une|unía|conecta|conectaba|comunica|liga|ligava|links|linked|joins|joined|connects|"
                             r"connected)\s+(?:(?:a|el|la|o)\s+)?(?P<second>(?:[\w.’'-]+\s+){1,5}?(?:con|y|a|with|and|to|e|com|ao?)\s+)?$", I)


# An English preposition, then "a"/"an" just before a country's name: the name qualifies the noun after it
# ("in a Caracas hospital" is in Caracas)
_COUNTRY_AS_ADJECTIVE = re.compile(r"\b(?:on|under|with|for|by|from|in|into|at|to|of|as|after|through)\s+"
                                   r"(?:a|an)\s+$", I)
_LOWER_NOUN_AFTER = re.compile(r"\s+[a-z][a-z-]+\b")


# "U.S. officials", "U.S. promises": the country's abbreviation before a common noun is an adjective ("in the U.S. on
# Monday", "the U.S. and Colombia" keep it a place)
_US_ABBREVIATION = re.compile(r"U\.S\.(?:A\.)?")
_PLACE_TAIL = re.compile(r"\s+(?:and|or|on|in|at|for|since|by|with|from|to|until|after|before|last|this|is|was|has|had)\b")


# A name made into an adjective by a hyphen: "U.S.-funded", "Cuban-backed", "a Bogotá-based lawyer"
_COMPOUND_ADJECTIVE = re.compile(r"-(?:funded|backed|led|made|based|brokered|sponsored|supported|donated|financed|"
                                 r"run|owned|allied|aligned|friendly)\b", I)


# Who sent, gave or paid for something: "enviada por Estados Unidos", "donated by Brazil", "pagas pelo Brasil"
_GIVER_BEFORE = re.compile(r"\b(?:(?:enviad|donad|financiad|pagad|ofrecid|suministrad|aportad|prometid|regalad|"
                           r"custead|doad|oferecid|fornecid|pag)[oa]s?\s+(?:por|pel[oa]s?)|"
                           r"(?:sent|donated|funded|financed|paid\s+for|offered|supplied|provided|promised|pledged)"
                           r"\s+by)\s+(?:(?:the|el|la|los|o|a)\s+)?(?:government\s+of\s+|gobierno\s+de\s+|governo\s+d[eo]\s+)?$", I)


# Where a teller spoke from: "told a radio station from Cúcuta", "contó a TalCual desde Cúcuta", "relatou ao jornal
# por telefone desde Manaus", "told the Guardian by telephone from Cúcuta" (the recipient and the means only, so
# "said he fled from Caracas" keeps its origin; English "told" takes its recipient with no "to": an outlet's name or
# "reporters", never "told him he fled from")
_TOLD_FROM = re.compile(r"\b(?:(?:told|telling|speaking|spoke|talking|talked|cont(?:ó|ou)|dijo|disse|habl(?:ó|ando)|"
                        r"relat(?:ó|ou)|explic(?:ó|ou)|declar(?:ó|ou)|fal(?:ou|ando)|declarando)"
                        r"(?:\s+(?:to|a|al|ao|à)\s+(?:[\w'’-]+\s+){1,4}?)?|"
                        r"(?:told|telling)\s+(?:(?:the|a|an|this|local)\s+)?(?:(?:(?-i:[A-Z])[\w'’.&-]*\s+){1,3}|"
                        r"(?:(?:news\s+|radio\s+)?(?:newspaper|paper|radio|station|reporters?|journalists?|agency)\s+(?:(?-i:[A-Z])[\w'’.&-]*\s+){0,3})))"
                        r"(?:(?:by|on\s+the|over\s+the|por|via)\s+(?:tele)?(?:phone|fone|tel[ée]fono|telefone|video\s*call)\s+)?"
                        r"(?:from|desde)\s+(?:the\s+|el\s+|la\s+)?$", I)


# Where an interview was given from: "said in a phone interview from Bogotá", "dijo en una entrevista telefónica
# desde Lima", "disse em entrevista por telefone de Manaus" (the speaker's whereabouts when telling, not the scene)
_INTERVIEWED_FROM = re.compile(r"\b(?:in|during|en|durante|em|numa|n(?:a|uma))\s+(?:an?\s+|una\s+|uma\s+)?"
                               r"(?:(?:phone|telephone|video|brief)\s+)?(?:interview|entrevista)\s+"
                               r"(?:(?:telef[óô]nica|por\s+(?:tel[ée]fono|telefone)|by\s+(?:tele)?phone)\s+)?"
                               r"(?:from|desde|de)\s+(?:the\s+|el\s+|la\s+)?$", I)
# (not when a clause on that place follows: "from Arauca, where he is staying at a hotel" tells of him there)
_WHERE_CLAUSE_AFTER = re.compile(r",\s*(?:where|donde|onde)\b", I)


# What ends a clause before a place: a dash or bracket of an aside, a semicolon
_CLAUSE_CUT = re.compile(r"\s[—–]\s|[;()]")


# "reprisals against his family in Maturín", "temor por su familia en Barinas", "represálias contra a família em
# Maturín": the town of the relatives someone fears for
_FEARED_FOR_KIN_IN = re.compile(r"\b(?:against|for|contra|por)\s+(?:(?:his|her|their|su|sus|a|o|os|as)\s+)?(?:sua\s+|seus\s+)?"
                                r"(?:family|relatives|parents|familia|familiares|parientes|padres|fam[íi]lia|pais)\s+"
                                r"(?:in|en|em|at)\s+$", I)


# Someone met at the end of a move, and where that someone lives: "a Bogotá, donde un primo que vive en Paraguay le
# compró el pasaje", "to Lima, where a friend who lives in Chile met him", "para Manaus, onde um tio que mora em"
_WHERE_SOMEONE_LIVES_IN = re.compile(r"\b(?:donde|adonde|where|onde)\s+(?:[\w-]+\s+){1,4}?(?:que|quien(?:es)?|who|that)\s+"
                                     r"(?:[\w-]+\s+){0,2}?(?:vive|viven|viv[ií]an?|lives|lived|live|mora|moram|morava|"
                                     r"reside|residen|resides|resid[ií]a)\s+(?:[\w-]+\s+){0,2}?(?:en|in|em|no|na)\s+"
                                     r"(?:el\s+|la\s+|the\s+|o\s+|a\s+)?$", I)


# A site's keeper named for the aid it gives: "to a shelter run by a Colombian aid group in Villa del Rosario" is a
# shelter in that town (not "aid from Cúcuta", the cargo's way)
_RUN_BY_AID_BODY = re.compile(r"\b(?:run|operated|managed|set\s+up)\s+by\s+[^,.;:]{0,60}?\baid\s+(?:groups?|agenc(?:y|ies)|"
                              r"organi[sz]ations?|charit(?:y|ies))\s+(?:in|at)\s+$", I)


def _words_in_clause(text: str, start: int, n: int) -> str:
    """The last `n` words before `start` within its clause: "burning trucks — landed at Miami" has only "landed at"."""
    clause = _CLAUSE_CUT.split(text[max(0, start - 80):start])[-1]
    return " ".join(re.findall(r"[\w'’-]+", clause)[-n:])


_FRONTED_FROM = re.compile(r"\W*(?:De|Desde|From)\s+")


# An aside that dates a step by the aid convoys' attempt, told by its noun: "two days before the attempt to bring aid
# across the bridge", "un día antes del intento de ingresar la ayuda", "dois dias antes da tentativa de fazer entrar
# ajuda" (not "two days after crossing at Ureña", an infinitive: his own step; nor "a week after the uprising in
# Caracas": an event of the story, whose place the aside gives)
_DATED_BY_THE_AID = re.compile(
    r"(?:^|,)\s*(?:(?:a|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco|um|dois|tr[eê]s|quatro|\d+)\s+"
    r"(?:days?|d[ií]as|weeks?|semanas)\s+(?:before\s+the|after\s+the|antes\s+de(?:l|\s+la)|despu[ée]s\s+de(?:l|\s+la)|"
    r"antes\s+d[ao]|depois\s+d[ao])|the\s+eve\s+of\s+the|la\s+v[ií]spera\s+de(?:l|\s+la)|a\s+v[ée]spera\s+d[ao])"
    r"\s+[^,;.]*\b(?:aid|ayuda|ajuda)\b[^,;.]*$", I)


# A police or immigration station named by its town, where someone is: "en la comisaría de Vigo", "en la comisaría
# de la Policía Nacional de Vigo", "na delegacia da Polícia Federal de Pacaraima", "en la estación de policía de Neiva"
# (not "a la comisaría de Vigo": taken there)
_IN_STATION_OF = re.compile(r"\b(?:en|na|no|em)\s+(?:(?:la|el|a|o|una|um|uma)\s+)?(?:comisar[ií]a|delegacia|"
                            r"delegaci[oó]n|delega[çc][ãa]o|estaci[oó]n\s+de\s+polic[ií]a|oficina\s+de\s+extranjer[ií]a)"
                            r"(?:\s+(?:regional|provincial|local))?(?:\s+(?:de|del|da|do)\s+(?:(?:la|el|a|o)\s+)?"
                            r"(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*(?:\s+(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*){0,3})?\s+(?:de|del|da|do)\s+$", I)


def _role(text: str, start: int, end: int) -> tuple[str, bool]:
    """How a sentence uses the place at start..end: origin, dest, via, loc or other; and whether "near"."""
    if _SCENE_OF.match(text, end):
        return "loc", False
    if _tally_arrived_where(text, end):
        return "dest", False  # "through Colombia, where 1,400 soldiers have arrived since February": the end it hangs on
    if _TRAIL_ENDS_AT.search(text, max(0, start - 100), start) or _CAME_OUT_IN.search(text, max(0, start - 60), start) \
            or _OUT_ON_THE_OTHER_SIDE.search(text, max(0, start - 80), start) \
            or _REACHED_SITE_OF.search(text, max(0, start - 100), start):
        return "dest", False
    if _FRONTED_TO.search(text, 0, start) and _ARRIVED_AFTER.match(text, end):
        return "dest", False  # "A Lima llegaron el 1 de octubre": the end put first
    if _IN_STATION_OF.search(text, max(0, start - 90), start):
        return "loc", False  # "pidió asilo en la comisaría de la Policía Nacional de Vigo": at the town's station
    if _AGENCY_SITE.search(text, max(0, start - 12), start) and _SITE_NOUN_AFTER.match(text, end):
        return "other", False  # "taken to a Migración Colombia office in Cúcuta": the office's town is where
    if _MIGRATION_AGENCY.search(text, max(0, start - 30), start) and not _TOWN_NAMED_AFTER.match(text, end):
        return "dest", False  # "según Migración Colombia": the agency counts those who came into its country
    if _AGENCY_SITE.search(text, max(0, start - 12), start) and _TOWN_NAMED_AFTER.match(text, end):
        return "other", False  # "a la sede de Migración Colombia en Riohacha": the agency's name; its town is after
    if _FRONTED_FROM.fullmatch(text, 0, start) and text.startswith(",", end):
        return "origin", False  # "De Pacaraima, o sargento seguiu até Boa Vista": the start put first
    words = re.findall(r"[\w'’-]+", text[max(0, start - 80):start])[-8:]  # "a una vereda del municipio de"
    near = _says_near(words[-3:])
    if _AVOIDED.search(text, max(0, start - 100), start):
        return "other", near  # "walked at night to avoid the checkpoint at Ureña": a place kept away from
    if _COMPOUND_ADJECTIVE.match(text, end):
        return "other", near  # "U.S.-funded aid", "a Bogotá-based lawyer": the name qualifies a noun, no one is there
    if _US_ABBREVIATION.fullmatch(text, start, end) and _LOWER_NOUN_AFTER.match(text, end) \
            and not _PLACE_TAIL.match(text, end):
        return "other", near  # "U.S. officials were urging soldiers": whose officials, no place of the sentence
    if re.match(r"['’]s\b", text[end:end + 2]) and re.fullmatch(r"[\w.\s-]+", text[start:end]) \
            and " in " not in text[start:end] and not _OWN_GROUND.match(text, end) \
            and not (words and (words[-1].lower() in _AT_WORDS or _IN_FRONT_OF.fullmatch(" ".join(words[-2:])))
                     and _TOWN_SITE.match(text, end)):
        return "other", near  # "Venezuela's barracks", not "the consulate in Colombia's capital"
    if _CARGO.search(cargo := _words_in_clause(text, start, 3)) and not _CARGO_AT.search(cargo) \
            and not _RIDE_IN_A_TRUCK.search(cargo) \
            and not _RUN_BY_AID_BODY.search(text, max(0, start - 80), start):
        return "other", near  # "convoys of humanitarian aid from Cúcuta": the aid moves, not people
    if _GIVER_BEFORE.search(text, max(0, start - 40), start):
        return "other", near  # "la ayuda enviada por Estados Unidos", "paid for by Spain": who gave, no way taken
    if _TOLD_FROM.search(text, max(0, start - 80), start):
        return "other", near  # "según contó a la radio desde Cúcuta": where he told it, not where it happened
    if _INTERVIEWED_FROM.search(text, max(0, start - 80), start) and not _WHERE_CLAUSE_AFTER.match(text, end):
        return "other", near  # "said in a phone interview from Bogotá": where he spoke from, not where it happened
    if _FEARED_FOR_KIN_IN.search(text, max(0, start - 60), start):
        return "other", near  # "for fear of reprisals against his family in Maturín": where his relatives live
    if _WHERE_SOMEONE_LIVES_IN.search(text, max(0, start - 100), start):
        return "other", near  # "viajó a Bogotá, donde un primo que vive en Paraguay ...": the cousin's home
    if _DATED_BY_THE_AID.search(text, max(0, start - 120), start) and text.find(",", end) > 0:
        return "other", near  # "dois dias antes da tentativa de fazer entrar ajuda pela fronteira colombiana, saiu":
        # the aside dates the step by the aid's attempt, whose border is not the step's place
    if words and words[-1].lower() in ("de", "desde", "do", "da") and _SPANISH_PAIR_TO.match(text, end) \
            and not _names_the_way(words):
        return "origin", near  # "cruzaron el martes de Villazón a La Quiaca": the first of a from-to pair
    if _SITE_PAIR_FROM.search(text, max(0, start - 60), start) and _SITE_PAIR_TO_AFTER.match(text, end):
        return "origin", near  # "de un albergue en Cúcuta a un hotel en Bucaramanga": the first site's town
    if (to := _SITE_PAIR_TO.search(text, max(0, start - 60), start)) and _SITE_PAIR_FROM_BEFORE.search(
            text, max(0, to.start() - 100), to.start()):
        return "dest", near  # ... "a un hotel en Bucaramanga": the second's
    if len(words) > 1 and words[-1].lower() in ("a", "o") and words[-2].lower() in ("deixou", "deixaram"):
        return "origin", near  # "deixou a embaixada": the place left
    if (joining := _BRIDGE_JOINING.search(text, max(0, start - 160), start)) is not None:
        # "cruzó el puente que une Villazón con La Quiaca": over the bridge from the first town to the second
        return ("dest" if joining["second"] else "origin"), False
    if _BRIDGES_OF_TOWN_CROSSED.search(text, max(0, start - 60), start):
        return "via", False  # "cruzaron los puentes de San Antonio y Ureña": over the town's bridges
    if (between := _TRAIL_BETWEEN.search(text, max(0, start - 120), start)) is not None:
        # "por una trocha entre San Antonio y El Escobal": the trail ends at the second town the sentence joins
        return ("via" if between["second"] else "other"), bool(between["second"])
    if len(words) > 1 and words[-1].lower() in ("between", "entre") and words[-2].lower() in _ROAD_NOUNS:
        return "loc", near  # "blocked the highway between Villa del Rosario and Cúcuta": at the first town
    if any(w.lower() in _BLOCK_VERBS for w in words[-3:]) and all(w.lower() in _BLOCK_FILLERS or w[:1].isupper()
                                                                     for w in words[-2:] if w.lower() not in _BLOCK_VERBS):
        return "loc", near  # "bloquearon el puente Simón Bolívar", "blocked the Simón Bolívar bridge": where
    for distance, word in enumerate(reversed(words)):
        low = word.lower()
        if low in ("a", "al", "à", "ao") and distance < len(words) - 1 and _SPANISH_TO_AFTER.search(words[-distance - 2]):
            return "dest", near
        if low in ("a", "al", "à", "ao") and distance < len(words) - 1 and _PRESENT_TO.fullmatch(words[-distance - 2]):
            return "dest", near  # a chronology's or a headline's present: "Cruza el río y llega a Cúcuta", "Sargento e
            # dois soldados desertam de Icabarú e chegam a Boa Vista"
        if low in ("a", "à", "ao") and distance < len(words) - 2 and words[-distance - 2].isdigit() \
                and re.fullmatch(r"(?:\w+-feira|s[áa]bado|domingo)", words[-distance - 3], I):
            return "dest", near  # "voltou no domingo (29) a Caracas": the day's "(29)" between
        if low in ("a", "al", "hasta", "hacia") and distance == 0 and (_SPANISH_PAIR_FROM.search(text, 0, start)
                                                              or _moved_earlier_in_clause(text, start)):
            return "dest", near  # "de Villazón a La Quiaca", "trasladados en un colectivo del Gobierno a Jujuy"
        if low in ("a", "al", "ao", "à") and distance < len(words) - 1 and words[-distance - 2].lower() in ("frente", "junto"):
            return "loc", near  # "protestó frente a un hotel de Villa del Rosario", "frente al consulado", "em frente ao"
        if low in ("a", "al", "ao", "à", "de", "del", "da", "do") and distance < len(words) - 2 \
                and words[-distance - 2].lower() in _NEAREST_WORDS and words[-distance - 3].lower() in ("más", "mais") \
                and _APPOSED_NOUN.search(text, max(0, start - 80), start):
            return "other", near  # "Santa Elena, la ciudad más cercana a la frontera con Brasil", "a cidade mais
            # próxima da fronteira": which town it is, told by what it lies nearest to, no step of its own
        if low == "of" and distance < len(words) - 1 and words[-distance - 2].lower() == "front":
            return "loc", near  # "gathered in front of the Mérida cathedral": the town of the site
        if low in ("a", "al", "hasta") and _moved_earlier_in_clause(text, start):
            return "dest", near  # "llevados el domingo por la Policía a un hotel de Cúcuta"
        if low in ("de", "del", "do", "da") and distance < len(words) - 1 and words[-distance - 2].lower() in _TRAIL_WORDS:
            return "via", True  # "por una trocha de Ureña", "por una trocha del sector La Parada": the trail's town
        if low in ("de", "del") and distance < len(words) - 1 and words[-distance - 2].lower() in _EDGE_NOUNS:
            return "loc", True  # "en una alcabala a la salida de Maracaibo", "en las afueras de Cúcuta"
        if low == "de" and distance == 0 and len(words) > 1 and words[-2].lower() == "altura":
            # "capturado a la altura de Ureña": where; "cruzado el río a la altura de Arauquita": the way over
            return ("via" if _CROSSED_BEFORE.search(text, max(0, start - 80), start) else "loc"), True
        if low in ("de", "do", "da") and distance < len(words) - 1 and words[-distance - 2].lower() in ("calles", "ruas"):
            return "loc", near  # "saíram às ruas de Boa Vista", "salieron a las calles de Cúcuta": in the town's streets
        if low in ("de", "del", "do", "da") and _named_noun_before(words[:len(words) - distance - 1], _HOME_NOUNS):
            # "detenido en su casa de Maracay", "el parque Santander de Cúcuta": in the town; "desde tres hoteles
            # del centro de Cúcuta hasta un albergue en una bodega de Villa del Rosario": the site left, or reached
            return _site_direction(words[:len(words) - distance - 1]), near
        if low in ("de", "del", "do", "da", "dos", "das") and distance < len(words) - 1 \
                and _SPANISH_FROM_AFTER.match(words[-distance - 2]):
            return "origin", near
        for role, vocabulary in (("origin", _ORIGIN_WORDS), ("dest", _DEST_WORDS), ("via", _VIA_WORDS),
                                 ("loc", _LOC_WORDS)):
            if low in vocabulary and not (low == "out" and distance > 1):
                governed = [w.lower() for w in words[len(words) - distance - 1:]]
                if low in _POINTS_OF_THE_COMPASS:  # "east of Pacaraima", near it; not "30 miles northeast of El
                    # Paso", a distance that only says where another place lies
                    after_of = distance >= 1 and words[-distance].lower() in ("of", "de", "do", "da", "del")
                    measured = distance < len(words) - 1 and words[-distance - 2].lower() in _DISTANCE_UNITS
                    return ("loc", True) if after_of and not measured else ("other", near)
                if low in ("in", "en", "at") and distance < len(words) - 1 and words[-distance - 2].lower() in _TRAIL_WORDS:
                    return "via", True  # "por una trocha en Villa del Rosario": the town the trail passes
                if role == "loc" and (any(w.lower() in _STATIONED for w in words)
                                      or _left_from(words[:len(words) - distance - 1])):
                    role = "origin"  # "a unit stationed in El Amparo", "slipped away from a checkpoint in San Antonio"
                return role, near or _says_near(governed)
        # "the hillside neighborhood of Cotiza", "at the border complex of Chacalluta": go on to the "in"/"at"
        describes_place = low in _PLACE_NOUNS or (distance and words[-distance].lower() in _PLACE_NOUNS)
        # (a nationality is a filler too: "al municipio colombiano de Ragonvalia", "à cidade brasileira de Pacaraima")
        if low not in _FILLERS and not word[:1].isupper() and not _GERUND.search(low) and not describes_place \
                and nationality_country(low) is None:
            break
    return "other", near


# What stands between a place and the wider one holding it: "Cúcuta, Colombia", "El Libertador Air Base in
# Maracay, in central Aragua state", "Puerto Páez, en el estado Apure".
_CONTAINER_GAP = re.compile(r"\s*(?:,|in|in\s+the|,?\s*(?:in|en)\s+(?:the\s+|el\s+|la\s+)?(?:(?:far\s+)?(?:central|"
                            r"(?:north|south)?(?:eastern|western)|northern|southern|north|south|east|west)\s+)?"
                            r"(?:(?:state|estado|department|departamento|province|provincia)\s+"
                            r"(?:of\s+|de\s+|del\s+)?)?)\s*", I)


# "El Amparo, a town in Venezuela's Apure state", "Tienditas, una población del estado Táchira", "Bonfim, uma cidade
# de Roraima": the town described by the region it lies in
_TOWN_IN_GAP = re.compile(r"\s*,\s*(?:a|an|un|una|um|uma)\s+(?:[\w-]+\s+){0,2}?(?:town|city|village|port|hamlet|"
                          r"municipality|pueblo|ciudad|poblaci[óo]n|localidad|municipio|cidade|vila|povoado|munic[íi]pio)"
                          r"\s+(?:in|of|en|de|del|em|do|da|no|na)\s+(?:the\s+|el\s+|la\s+|o\s+)?"
                          r"(?:(?:state|estado|department|departamento|province|provincia)\s+(?:of\s+|de\s+|del\s+|do\s+)?)?", I)


# "San Cristóbal, near the Colombian border", "Guasdualito, on the border with Colombia": where the town lies
_NEAR_GAP = re.compile(r"\s*,\s*(?:near|close\s+to|along|on)\s+(?:the\s+)?", I)


# A distance that says where a place lies: "a pocas cuadras del puente", "a few blocks from the", "a 15 km da"
_DISTANCE_FROM = re.compile(r"\b(?:cuadras|quadras|metros|kil[óo]metros|quil[ôo]metros|km|blocks|meters|metres|miles|"
                            r"kilometers|kilometres|minutos|minutes)\s+(?:away\s+)?(?:from|de|del|da|do|de\s+la)\s+"
                            r"(?:the\s+|el\s+|la\s+|o\s+|a\s+)?(?:(?:puente|ponte|bridge|paso|posto|post)\s+)?$", I)


# "officials from the migration office in Riohacha": who they work for, not a place anyone left
_OFFICE_PEOPLE = frozenset({"officials", "official", "staff", "representatives", "employees", "workers", "delegates",
                            "funcionarios", "funcionario", "delegados", "representantes", "empleados"})


# A way over the line named by "de": "por el paso fronterizo de Paraguachón hasta Colombia", "pela ponte de ..."
_WAY_NAME_NOUNS = frozenset({"paso", "fronterizo", "fronteriza", "puente", "ponte", "trocha", "trochas", "río", "rio",
                             "fronteira", "frontera", "alcabala", "peaje"})


def _names_the_way(words: Sequence[str]) -> bool:
    """"cruzaron por el paso fronterizo de Paraguachón hasta Colombia": the "de" names the crossing the men went
    through, not where they came from; "desde el puente de Ureña hasta Cúcuta" still starts at the bridge."""
    if len(words) < 2 or words[-1].lower() not in ("de", "do", "da") or words[-2].lower() not in _WAY_NAME_NOUNS:
        return False
    return not any(w.lower() in ("de", "desde", "del", "do", "da", "dos", "das") for w in words[-6:-2])


def _site_direction(words: Sequence[str]) -> str:
    """"loc" for a site of a town, unless a "desde" or "hasta" opens its phrase a few words back."""
    for word in reversed(words[-8:]):
        low = word.lower()
        if low in ("desde", "hasta", "até"):
            return "origin" if low == "desde" else "dest"
        if low in _DEST_WORDS or low in _ORIGIN_WORDS or low in _LOC_WORDS and low not in ("en", "em", "in"):
            break
    return "loc"


def _left_from(words: Sequence[str]) -> bool:
    """Whether a few words before a place's "in"/"near" open a "from" phrase: "from a checkpoint in",
    "from their base near", "desde un puesto en"."""
    for i in range(len(words) - 1, max(-1, len(words) - 5), -1):
        low = words[i].lower()
        if low in ("from", "desde"):
            # (not "sought protection from the UNHCR in Quito": what was asked of someone there)
            return not (i and words[i - 1].lower() in _OFFICE_PEOPLE | _ASKED_OF_NOUNS)
        if low == "of" and i and words[i - 1].lower() == "out":
            # "slipped out of the barracks in San Cristóbal" (not "came out of the water at La Parada")
            return any(w.lower() in _POST_WORDS for w in words[i + 1:])
        if low.isdigit() or low in _MONTH_WORDS:
            return False  # "detenido desde 2 de abril en Boleíta": since a day, not from a place
        if low in _DEST_WORDS or low in _VIA_WORDS or low in _LOC_WORDS or low in _ORIGIN_WORDS:
            return False
        if low.endswith("ed") and len(low) > 4 and low not in _STATIONED:
            return False  # "sprung from house arrest, appeared outside the base": a verb of its own in between
    return False


# What one asks of an office: "protection from the UNHCR in Quito", "asylum from the Ecuadorian government in"
_ASKED_OF_NOUNS = frozenset({"protection", "asylum", "refuge", "help", "assistance", "permission", "status", "sanctuary"})
_POST_WORDS = frozenset({"barracks", "base", "post", "unit", "garrison", "fort", "camp", "checkpoint", "station",
                         "headquarters", "compound", "command", "battalion", "detachment"})
# The months' full names in the three languages (no abbreviations: "desde mar" is no month)
_MONTH_WORDS = frozenset({*(m.lower() for m in calendar.month_name[1:]), *SPANISH_MONTHS, *PORTUGUESE_MONTHS})


_RUBRIC_FROM = re.compile(r"\W*(?:[Ff]rom|[Dd]esde|[Dd]e|[Dd]o|[Dd]a)\s+(?:the\s+)?")


_REGION_ADJECTIVES = frozenset({"eastern", "western", "northern", "southern", "central"})


def _says_near(words: Sequence[str]) -> bool:
    """Whether the words before a place put the event near it ("near", "outside", "in western Venezuela"); not
    "the western city of Guanare", "the northern state of Zulia", where the region word only places the town."""
    low = [w.lower() for w in words]
    return any(w in _NEAR_WORDS and not (w in _REGION_ADJECTIVES and after in _REGION_NAMED_NOUNS)
               for w, after in zip(low, [*low[1:], ""]))


_REGION_NAMED_NOUNS = frozenset({"city", "town", "port", "village", "state", "province", "region", "department",
                                 "border", "capital", "oil", "industrial", "mining", "coastal"})


def _place_uses(text: str, mentions: Sequence[ResolvedMention], offset: int) -> list[_PlaceUse]:
    uses: list[_PlaceUse] = []
    for rm in mentions:
        start, end = rm.start - offset, rm.end - offset
        if _RUBRIC_FROM.fullmatch(text, 0, start) and text.startswith(":", end):
            continue  # a live blog's "From Brazil: ..." says where the news comes from, not a place of it
        role, near = _role(text, start, end)
        if rm.place.kind == "country" and _COUNTRY_AS_ADJECTIVE.search(text, max(0, start - 20), start) \
                and _LOWER_NOUN_AFTER.match(text, end):
            role = "other"  # "arrested on a US warrant", "with an Ecuador visa": what kind of thing, not where
        if role == "other" and rm.place.kind not in ("country", "state", "region") \
                and _BORDER_OF_TOWN.search(text, max(0, start - 60), start):
            role = "via"  # "cruzó a pie la frontera de Desaguadero": the crossing point a town names
        near = near or rm.resolver == "nearest" or fold(rm.surface).split()[0] in _NEAR_WORDS
        held = _held_use(text, uses, start)
        container = held is not None and (_CONTAINER_GAP.fullmatch(text, held.end, _owner_start(text, uses, start))
                                          is not None
                                          or _TOWN_IN_GAP.fullmatch(text, held.end, _owner_start(text, uses, start))
                                          is not None
                                          or _NEAR_GAP.fullmatch(text, held.end, start) is not None
                                          and rm.place.kind in ("region", "state", "country")) \
            and SPECIFICITY.get(rm.place.kind, 4) >= SPECIFICITY.get(held.place.kind, 4)
        uses.append(_PlaceUse(rm.place, start, end, rm.surface, role, near, container))
    return uses


# A country's possessive before a region: "in Venezuela's Amazonas state", "in Colombia's Guainía province"
_COUNTRY_POSSESSIVE = re.compile(r"['’]s\s+")


def _owned_by_country(text: str, uses: Sequence[_PlaceUse], start: int) -> bool:
    """Whether the place at `start` comes right after a country's possessive ("Venezuela's Amazonas")."""
    return len(uses) > 1 and uses[-1].place.kind == "country" \
        and _COUNTRY_POSSESSIVE.fullmatch(text, uses[-1].end, start) is not None


def _held_use(text: str, uses: Sequence[_PlaceUse], start: int) -> _PlaceUse | None:
    """The place a region at `start` may hold: the one before it, or before its country's possessive
    ("San Fernando de Atabapo in Venezuela's Amazonas state" holds the town in the state)."""
    if not uses:
        return None
    return uses[-2] if _owned_by_country(text, uses, start) else uses[-1]


def _owner_start(text: str, uses: Sequence[_PlaceUse], start: int) -> int:
    """Where the holding phrase of the place at `start` begins: its country's possessive, if one comes first."""
    return uses[-1].start if _owned_by_country(text, uses, start) else start


def _here_use(text: str, dateline: Place | None) -> list[_PlaceUse]:
    m = _HERE.search(text)
    if m is None or dateline is None:
        return []
    here = m.group().lower()
    start = m.start() + (here.rfind("this") if " this " in here else len(here) - 4)  # at "here" / "this town"
    return [_PlaceUse(dateline, start, m.end(), "here", "dest" if m["moved"] else "loc", False, False)]


def _specific(uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    uses = [u for u in uses if not u.container]
    return min(uses, key=lambda u: (SPECIFICITY.get(u.place.kind, 4), u.start), default=None)


def _precision(use: _PlaceUse) -> int:
    kind = use.place.kind
    if kind in ("country", "state", "region"):
        return 3
    if kind == "river" or use.near:
        return 2
    return 1


def _waypoint(use: _PlaceUse | None) -> Waypoint | None:
    if use is None:
        return None
    p = use.place
    return Waypoint(p.name, p.lat, p.lon, p.kind, p.country_code)


# Used when an article never names the home country but a crossing out of it needs an origin.
HOME_PLACE = Place("ve-venezuela", "Venezuela", "country", "VE", 7.125, -66.1667)


def _home_place(places: Sequence[ResolvedMention], home: str) -> Place | None:
    named = (rm.place for rm in places if rm.place.kind == "country" and rm.place.country_code == home)
    return next(named, HOME_PLACE if home == HOME_PLACE.country_code else None)


def _named_countries(places: Sequence[ResolvedMention]) -> tuple[Place, ...]:
    """Each country the article names, once, in order of first mention."""
    seen: dict[str, Place] = {}
    for rm in places:
        if rm.place.kind == "country":
            seen.setdefault(rm.place.country_code, rm.place)
    return tuple(seen.values())


def _dateline_place(article: Article, places: Sequence[ResolvedMention]) -> Place | None:
    """The place of a dateline ("VILLA DEL ROSARIO, Colombia — ..."), where "here" is."""
    for rm in places:
        line_start = article.text.rfind("\n", 0, rm.start) + 1
        if article.text[line_start:rm.start].strip() == "" and (_DATELINE.match(article.text[rm.end:rm.end + 60])
                                                                or _DATELINE_LINE.match(article.text, rm.end)):
            return rm.place
    return _dropped_dateline(article, places) or _byline_town(article, places)


# A town on a line of its own under the byline: "Por Marcela Insuasty\nIpiales", "Redacción La Verdad\nMaracaibo", or
# under the writer's name alone ("Yanelis Mercedes Then\nSanto Domingo")
_BYLINE_TOWN = re.compile(r"^[ \t]*(?:(?:Por|By|Redacción|Redação|Reportagem|Texto)[ \t]+\S[^\n]{0,60}|"
                          r"[A-ZÁÉÍÓÚ][a-záéíóúñ]+(?:[ \t]+(?:de[ \t]+|da[ \t]+|dos[ \t]+)?[A-ZÁÉÍÓÚ][a-záéíóúñ]+){1,4})[ \t]*\n"
                          r"[ \t]*(?P<name>[A-ZÁÉÍÓÚÑ][\w .'’-]{1,30}?)[ \t]*$", re.M)
_BYLINE_REACH = 2500  # a byline stands near the top


# ... or after the writer's name and a slash: "**Por Laura Peñaranda / Villa del Rosario (Norte de Santander)**"
_BYLINE_SLASH_TOWN = re.compile(r"^[ \t]*\**[ \t]*(?:Por|By|Redacción|Redação)[ \t]+[^\n/]{3,60}?[ \t]*/[ \t]*"
                                r"(?P<name>[A-ZÁÉÍÓÚÑ][\w .'’-]{1,30}?)[ \t]*(?:\([^()\n]{1,40}\))?[ \t]*\**[ \t]*$", re.M)


def _byline_town(article: Article, places: Sequence[ResolvedMention]) -> Place | None:
    """The dateline of papers that set the town under the byline, or after the writer's name and a slash: the town
    of that name the article resolves."""
    lines = [*_BYLINE_TOWN.finditer(article.text, 0, _BYLINE_REACH),
             *_BYLINE_SLASH_TOWN.finditer(article.text, 0, _BYLINE_REACH)]
    for m in sorted(lines, key=lambda m: m.start()):
        name = fold(m["name"]).lower()
        town = next((rm.place for rm in places if fold(rm.place.name).lower() == name
                     and rm.place.kind in ("city", "town")), None)
        if town is not None:
            return town
    return None


def _dropped_dateline(article: Article, places: Sequence[ResolvedMention]) -> Place | None:
    """A dateline on a line of its own that cleaning set aside with the byline ("By Staff Writer",
    "WILLEMSTAD, Curaçao"): the place of that name the article resolves elsewhere."""
    first_kept = article.kept[0][0] if article.kept else 0
    for m in _DATELINE_ALONE.finditer(article.text, 0, first_kept):
        name = fold(m["name"]).lower()
        found = next((rm.place for rm in places if fold(rm.place.name).lower() == name
                      and rm.place.kind not in ("country", "state")), None)
        if found is not None:
            return found
    return None


# ---------------------------------------------------------------------------- dates

def _date_owner(text: str, d: DateMention, triggers: Sequence[_Trigger]) -> _Trigger | None:
    """The trigger a date belongs to: "revolting on April 30", "the January uprising"."""
    for t in triggers:
        if d.end <= t.start and _POSSESSIVE_GAP.fullmatch(text, d.end, t.start) and d.date is not None \
                and d.date.precision == "day":
            return t  # "after Saturday's deadly clashes": the day's own event ("last week's uprising": background)
    for t in triggers:
        if d.end <= t.start and _SUBJECT_GAP.fullmatch(text, d.end, t.start) \
                and _COORDINATED_DAY_BEFORE.search(text, 0, d.start):
            return t  # "llegó el martes a Lima, y este miércoles solicitó refugio": the second verb's own day
            # ("..., and on Tuesday they were flown to Bogotá", "y este martes fueron trasladados")
    if _WHERE_THEN_DATE.search(text, max(0, d.start - 16), d.start):
        after = [t for t in triggers if d.end <= t.start]
        if after and _SUBJECT_GAP.fullmatch(text, d.end, after[0].start):
            return after[0]  # "drove them to Riohacha, where on Monday they applied for refuge": the clause's own day
    if _NOW.fullmatch(d.surface) and _COORDINATED_BEFORE.search(text, 0, d.start):
        return None  # "were moved to Manaus in September and today live in a shelter": the present, told apart
    if _AND_THEN_DATE.search(text, 0, d.start):
        after = [t for t in triggers if d.end <= t.start]
        if after and len(text[d.end:after[0].start].split()) <= _SUBJECT_GAP_WORDS \
                and not re.search(r"[;:.]", text[d.end:after[0].start]):
            return after[0]  # "se alzó en Cotiza, y el sábado 26 el coronel Silva desconoció a Maduro": its subject between
    for t in triggers:
        if t.end <= d.start and _CLAIM_GAP.match(text[t.end:d.start]) and len(text[t.end:d.start].split()) <= 5:
            between = [u for u in triggers if t.end <= u.start < d.start and u is not t]
            if not between:
                return t
    for t in triggers:
        if d.end <= t.start and len(text[d.end:t.start].split()) <= 1 and t.kind == "noun":
            return t
    return None


_POSSESSIVE_GAP = re.compile(r"['’]s\s+(?:[\w-]+\s+){0,2}")


# Only a pronoun or an auxiliary between a coordinated day and its verb: "and on Tuesday they were flown"
_SUBJECT_GAP = re.compile(r"[\s,]*(?:(?:they|he|she|we|were|was|had|have|has|been|fueron|fue|se|lo|la|los|las|"
                          r"ellos|ellas|él|foi|foram|eles|elas|ele|ela)\s+)*", I)
_COORDINATOR = r"(?:,|\b(?:and|y|e|then|luego|but|pero))\s+"
_COORDINATED_BEFORE = re.compile(_COORDINATOR + "$", I)
# ", y el sábado 26", "and on Monday": a date opening the next coordinated clause, whose verb comes after it
_AND_THEN_DATE = re.compile(r",\s+(?:and|y|e)\s+(?:(?:on|in|el|la|en|no|na|em)\s+)?$", I)
_SUBJECT_GAP_WORDS = 16
_COORDINATED_DAY_BEFORE = re.compile(_COORDINATOR + r"(?:on\s+)?$", I)  # "..., and on Tuesday"
_NOW = re.compile(r"today|now|hoy|ahora|hoje|agora", I)
# a date opening a "where" clause, before its verb: "a Riohacha, donde el lunes formalizaron", "where on Monday they"
_WHERE_THEN_DATE = re.compile(r"\b(?:where|donde|onde)\s+(?:(?:on|in|el|este|no|na|nesta|neste|em)\s+)?$", I)


_THIS_YEAR = re.compile(r"(?:so\s+far\s+)?this\s+year|(?:en\s+lo\s+que\s+va\s+de(?:l)?\s+)?(?:este|el)\s+a[ñn]o", I)
_PERFECT_TALLY = re.compile(r"\b(?:have|has)\s+(?:\w+ly\s+)?(?:been\s+)?\w+(?:ed|en|t)\b|\b(?:han|ha)\s+\w+(?:ado|ido)s?\b", I)


_SO_FAR = re.compile(r"(?:so\s+far|(?:en\s+)?lo\s+que\s+va)\b", I)


def _running_period(text: str, d: DateMention) -> bool:
    """A month or year a tally runs over ("412 have crossed in March alone", "more than 200 detained so
    far this year", "en lo que va de año"): the period of a running total, which dates no event."""
    if _SO_FAR.match(d.surface) or _SO_FAR.search(text, max(0, d.start - 16), d.start):
        return True
    period = _THIS_YEAR.fullmatch(d.surface) or _THIS_MONTH.fullmatch(d.surface) or (
        d.date.precision in ("month", "year") and _ALONE.match(text, d.end))
    return bool(period) and _PERFECT_TALLY.search(text) is not None


_THIS_MONTH = re.compile(r"this\s+month|(?:este|el)\s+mes", I)
_ALONE = re.compile(r"\s+(?:alone|solamente|solo)\b", I)


# A time named only to compare a tally with: "far fewer than in February", "una cifra menor que la de febrero
# y marzo", "mais do que em janeiro", "compared with March".
_COMPARED_BEFORE = re.compile(
    r"(?:\b(?:more|fewer|less|higher|lower|greater|smaller|larger|bigger)\s+(?:[\w-]+\s+){0,3}?than\s+"
    r"(?:(?:in|during|the|that\s+of|those\s+of|of)\s+){0,2}"
    r"|\bcompared\s+(?:with|to)\s+(?:(?:in|the)\s+)?"
    r"|\b(?:m[aá]s|menos|menor|mayor|mais|maior|inferior|superior)\s+(?:[\w-]+\s+){0,3}?(?:do\s+)?que\s+"
    r"(?:(?:la|el|las|los|lo|a|o|as|os)\s+)?(?:de|del|en|em|no|na|do|da)\s+)"
    r"(?:[\w-]+\s+(?:and|y|e)\s+)?$", I)


# "el fracaso del 30 de abril", "the failure of April 30", "los sucesos del 23 de febrero": a day naming a
# happening the sentence's verb is not
_NAMED_HAPPENING_BEFORE = re.compile(r"\b(?:el|la|los|las|the)\s+(?:fracaso|failure|aniversario|anniversary|sucesos|"
                                     r"hechos|events|jornada)\s+(?:del?|of)\s+$", I)
_TOLD_HAPPENING = re.compile(r"(?:la|los|the)\s+(?:jornada|sucesos|hechos|events)\b", I)


def _happening_opens(text: str, happening: re.Match) -> bool:
    """Whether the named happening opens the sentence (or its paragraph, past a byline) as what it tells: "La
    jornada del sábado 23 de febrero en Ureña terminó con 40 heridos", "The events of May 1 in Caracas left two
    dead", or is the time the sentence is set in ("durante la jornada del sábado 60 militares cruzaron"): then
    the day is the story's own."""
    opening = re.search(r"(?:^|\n)\W*$", text[:happening.start()]) \
        or _DURING_BEFORE.search(text, max(0, happening.start() - 20), happening.start())
    return opening is not None and _TOLD_HAPPENING.match(text, happening.start()) is not None


_DURING_BEFORE = re.compile(r"\b(?:durante|during|over)\s+$", I)


# A part of a tally told after it, up to its time: "..., most of them in the weeks after", "la mayoría tras el"
_MOST_OF_A_TALLY = re.compile(r"[,;—–]\s*(?:most|many|the\s+bulk|la\s+mayor[ií]a|la\s+mayor\s+parte|muchos|"
                              r"a\s+maioria|a\s+maior\s+parte|muitos)(?:\s+(?:of\s+them|de\s+ellos|deles))?\s"
                              r"[^,;.]*$", I)


def _compared_time(text: str, d: DateMention) -> bool:
    return _COMPARED_BEFORE.search(text, max(0, d.start - 60), d.start) is not None


def _sentence_dates(text: str, triggers: Sequence[_Trigger], dates: Sequence[DateMention]) \
        -> list[tuple[DateMention, _Trigger | None, bool]]:
    """(date, owning trigger, free) for each normalised date of a sentence."""
    rows = []
    for d in dates:
        if d.date is None or _running_period(text, d):
            continue  # "who entered this year have been moved out": a running total, not a day
        if _compared_time(text, d):
            continue  # "far fewer than in February": the time compared with, not the event's
        if _MOST_OF_A_TALLY.search(text, max(0, d.start - 120), d.start):
            continue  # "1,400 crossed this year, most of them after Feb. 23": when a part of the tally came
        if (happening := _NAMED_HAPPENING_BEFORE.search(text, max(0, d.start - 40), d.start)) is not None \
                and not _happening_opens(text, happening):
            continue  # "decepcionado por el fracaso del 30 de abril": the day names another happening
        if _offset_base(text, d, triggers):
            continue  # "Two days before April 30, ...": the day counted from, not the event's
        if _object_of_a_count(d, dates):
            continue  # "tres días después del fallido levantamiento del 30 de abril": the count is the day
        if _living_today(text, d):
            continue  # "que desertaram em fevereiro vivem hoje em Manaus": where they are now, no day of a deed
        if _FUTURE_CLAUSE_BEFORE.search(text, max(0, d.start - 100), d.start):
            continue  # "asked for refuge and will be taken to Boa Vista on Friday": a day still to come
        said = bool(_SPEECH_BEFORE_DATE.search(text, max(0, d.start - 40), d.start))  # "informó este martes Migración Colombia"
        owner = None if said else _date_owner(text, d, [t for t in triggers if t.status])
        free = owner is None and not said
        rows.append((d, owner, free))
    return rows


# A clause joined on that tells what is still to come: "and will be transferred to Boa Vista on", "y serán
# llevados a Bogotá el", "e serão levados para Manaus na"
_FUTURE_CLAUSE_BEFORE = re.compile(r"(?:,|\b(?:and|y|e|but|pero|mas))\s+(?:[\w-]+\s+){0,2}?"
                                   r"(?:will|ser[áa]n?|ser[ãa]o|ir[áa]n?|v[ãa]o|vai)\s+[^,;.:]*$", I)


def _object_of_a_count(d: DateMention, dates: Sequence[DateMention]) -> bool:
    """Whether `d` is the deed a count right before it counts from ("three days after the failed uprising of April
    30 in Caracas, he left his unit", "tres días después del fallido levantamiento"): the count dates the sentence's
    event, the deed counted from does not (its own day, "of April 30", still dates it where the sentence tells it)."""
    if not d.counted_from:
        return False
    before = [c for c in dates if c.end <= d.start and c.date is not None]
    return bool(before) and not before[-1].counted_from and d.start - before[-1].end <= _COUNT_OBJECT_GAP


_COUNT_OBJECT_GAP = 12  # "three days after the ", "tres días después del ": how far a count's object starts after it


# what may follow the base up to the end of its phrase: "April 30,", "the Feb. 23 aid push,"
_BASE_ENDS = re.compile(r"(?:\s+[\w'’-]+){0,4}?\s*(?:[,;:.)]|$)")


def _offset_base(text: str, d: DateMention, triggers: Sequence[_Trigger]) -> bool:
    """Whether `d` is only the day a dated offset counts from: "Two days before April 30, a captain fled", "on
    the eve of the Feb. 23 aid push, ..." (not "the eve of the April 30 uprising", the day of an event the
    sentence tells too)."""
    end = _BASE_ENDS.match(text, d.end) if d.counted_from else None
    return end is not None and not any(d.end <= t.start < end.end() for t in triggers)


# "released a video in which he recognised Guaidó", "publicó un video en el que desconoce a Maduro": what the
# video says is said on the day it came out
_SAID_IN_VEHICLE = re.compile(r"\b(?:video|videos|statement|letter|message|recording|broadcast|interview|vídeo|"
                              r"mensaje|carta|comunicado|grabación|entrevista|mensagem|gravação)\s+"
                              r"(?:in\s+which|en\s+(?:el|la)\s+que|n[oa]\s+qual|em\s+que)\s+"
                              r"(?:(?:he|she|they|él|ella|ele|ela)\s+)?$", I)


# "On Sept. 17, Pérez was among some 200 ex-soldiers who marched": being among them tells nothing; the relative
# clause is the sentence's event, on the sentence's day
_AMONG_THOSE_WHO = re.compile(r"\b(?:was|were)\s+(?:also\s+)?among\s+[^.;:,]{0,80}?\b(?:who|that)\s+$", I)


def _reachable(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """A date opening the sentence ("On April 30, ...") covers it all; others must be near a trigger."""
    head = _DATELINE_HEAD.match(text)  # "DORAL, Fla. – A major ... posted a video Sunday night": the dash is no clause
    lead = head.end() if head and head.end() <= d.start else 0
    leading = not _CLAUSE_BREAK.search(text, lead, d.start) or re.match(r"^\W*(?:\w+\s+){0,3}$", text[lead:d.start])
    if d.end <= group[0].start and _in_relative_clause(text[d.end:group[0].start]) \
            and not _month_over_relative(text, d, group) and not _SAID_IN_VEHICLE.search(text, d.end, group[0].start) \
            and not _AMONG_THOSE_WHO.search(text, d.end, group[0].start):
        return False  # "On Monday, 16 guardsmen who ... by revolting": the relative clause has its own time
    if d.end <= group[0].start and _ROMANCE_MEN_WHO.search(text, max(d.end, group[0].start - 80), group[0].start) \
            and not _ROMANCE_IMPERFECT.match(text, group[0].start) and not _month_over_relative(text, d, group) \
            and not _since(text, d):  # ("desde marzo se alojaban 64 uniformados que desertaron": a count's start)
        return False  # "condenó el jueves a los 25 militares que se refugiaron" (not "dos soldados que desertaban")
    if d.end <= group[0].start and not any(t.event_type in _STARTS for t in group) \
            and _subject_aside(text, d.start, d.end, group[0].start):
        return False  # "El sargento, que desertó en marzo, fue detenido": the aside's own time
    if _in_men_who_clause_before_main_verb(text, d, group):
        return False  # "Tres militares que cruzaron el 24 de febrero fueron trasladados el lunes": the relative's day
    if d.end <= group[0].start and _RELATIVE_OWN_VERB.search(_clause_before(text, d.start)) \
            and not _PERFECT_RELATIVE_THEN_MAIN.search(_clause_before(text, d.start)) \
            and not _SHORT_RELATIVE_THEN_MAIN.search(_clause_before(text, d.start)):
        return False  # "three soldiers who were at La Carlota on April 30 walked across": the clause's own day
    if d.end <= group[0].start and _PRESENT_PERFECT_BEFORE.search(text, 0, group[0].start) \
            and _WHO_WHICH.search(_clause_before(text, d.start)):
        return False  # "men who hid there after the revolt on May 2 have slipped out": no past day for "have"
    if d.end <= group[0].start and _AND_BETWEEN.search(text, max(0, group[0].start - 8), group[0].start) \
            and not re.search(r"[;:.]", text[d.end:group[0].start]) and group[0].start - d.end <= 280:
        return True  # "que el 23 de febrero, en plena jornada de la ayuda humanitaria, corrió por el puente ... hasta el
        # lado colombiano y pidió protección": the second verb of the dated clause, however long its first
    return bool(leading) or min(abs(d.start - t.end) for t in group) <= 140 or _same_clause_after(text, d, group)


# The men a sentence opens on, with a relative clause in the past ("Três militares da GNB que atravessaram a fronteira
# em Pacaraima no dia 24 de fevereiro", "Dos sargentos que cruzaron el río el 3 de mayo"), and the main verb right
# after the relative's day ("foram transferidos", "fueron trasladados", "pidieron")
_MEN_WHO_DID = re.compile(r"\b(?:militares|soldados|guardias|guardas|efectivos|oficiales|oficiais|sargentos|hombres|homens|"
                          r"desertores|exmilitares|ex-militares|uniformados|marineros|marinheiros|tenientes|tenentes|"
                          r"cabos|capitanes|capit[ãa]es)\b[^,;:.]{0,80}?\s(?:que|quienes)\s+(?:se\s+)?"
                          r"\w+(?:aron|ieron|aram|eram|iram)\b[^,;:]*$", I)
_MAIN_VERB_NEXT = re.compile(r"\s*(?:foram|fueron|foi|fue)?\s*")


def _in_men_who_clause_before_main_verb(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """Whether the date ends a past relative clause on the opening men, and the group's verb is the main one right
    after it: the clause's own time, not the main verb's."""
    return d.end <= group[0].start and _MAIN_VERB_NEXT.fullmatch(text, d.end, group[0].start) is not None \
        and _MEN_WHO_DID.search(_clause_before(text, d.start)) is not None


_CLAUSE_REACH = 240  # characters a day may stand after its verb when no clause break comes between


def _same_clause_after(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """"was detained by agents of the ... directorate as he stepped off the flight at ... on Tuesday
    afternoon": a day later in the verb's own unbroken clause is the verb's, however long the phrases between."""
    return group[-1].end <= d.start <= group[-1].end + _CLAUSE_REACH \
        and not _CLAUSE_BREAK.search(text, group[-1].end, d.start)



# A past event named in a relative clause about its actor: "who led the Cotiza revolt", "que lideró la sublevación de"
_LED_THE_EVENT = re.compile(r"\b(?:who|que|quien(?:es)?)\s+(?:had\s+|hab[ií]a[n]?\s+|havia[m]?\s+)?(?:led|joined|took\s+part\s+in|"
                            r"headed|lider(?:ó|aron|ou|aram|ado)|encabez(?:ó|aron|ado)|particip(?:ó|aron|ou|aram|ado)\s+(?:en|de|n[oa])|"
                            r"se\s+sum(?:ó|aron)\s+a|se\s+uni(?:ó|eron)\s+a)\s+(?:the\s+|la\s+|el\s+|al\s+|a\s+|o\s+)?"
                            r"(?:[\w'’-]+\s+){0,3}$", I)


# A "where"/"when" clause after the verb, with a verb of its own: "..., where reporters met him in"; its time
# dates the journey only when the sentence gives no other.
_WHERE_CLAUSE = re.compile(r",\s*(?:where|when|donde|cuando|onde|quando)\s+[^,;:.]*$", I)
# "pledged his loyalty to Juan Guaidó, the head of the National Assembly who declared himself interim president
# on Jan. 23": a relative clause about someone after the verb has its own time too
_WHO_CLAUSE_AFTER = re.compile(r",\s*(?:[^,;:.]{0,60}?\s)?(?:who|which|quien|quienes)\s+[^,;:.]*$", I)


# "taken to the police station in Oranjestad, where they remained on Wednesday", "donde permanecían el
# miércoles": the day a "where" clause says they were still there is the report's, not the move's
_STILL_THERE_CLAUSE = re.compile(r",\s*(?:where|donde|onde)\s+(?:[^,;:.]{0,40}?\s)?(?:remain(?:s|ed)?|stay(?:s|ed)|"
                                 r"(?:is|are|was|were)\s+still|permanec\w+|sigue|siguen|segu[ií]an?|"
                                 r"contin[uú]an?|continuam?|continuavam?|ficaram|ficou)\b[^,;:.]*$", I)


# "let him in with a humanitarian visa, a permit Peru created in 2017", "con un salvoconducto, un documento que
# el Gobierno emitió en 2018": the time of a thing described after the verb is the thing's
_THING_APPOSITIVE = re.compile(r",[\"”’]?\s+(?:a|an|un|una|um|uma)\s+(?!(?:day|week|month|year|few|couple|d[ií]a|semana|"
                               r"mes|año|dia|m[êe]s|ano)\b)[^,;:.()\"“”]{1,60}$", I)


def _month_over_relative(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """"In May, three guardsmen who landed at Icacos were detained": a month opening the sentence spans
    the simple past of a relative clause too (not "who had deserted", a time before it, nor a day)."""
    return d.date.precision == "month" and bool(_OPENING_GAP.fullmatch(text, 0, d.start)) \
        and not _PLUPERFECT_RELATIVE.search(text, 0, group[0].start)


def _in_where_clause(text: str, d: DateMention, after: int, triggers: Sequence[_Trigger]) -> bool:
    """A date after `after` inside a "where"/"when" clause that tells no event of the story: the
    clause's own time ("reached Arauca, where reporters interviewed him in October")."""
    clause = _WHERE_CLAUSE.search(text, after, d.start) if d.start >= after else None
    return clause is not None and not any(clause.start() <= t.start < d.start for t in triggers)


_FROM_WHAT_FOLLOWS = re.compile(r"\b(?:after|before|despu[eé]s\s+de(?:\s+que)?|antes\s+de(?:\s+que)?)$", I)


def _counted_from(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """"This comes two days after five more guardsmen crossed": the event after "after" is what the
    days are counted from, not what they date."""
    return d.end <= group[0].start and _FROM_WHAT_FOLLOWS.search(d.surface) is not None \
        and not _CLAUSE_BREAK.search(text, d.end, group[0].start)


_COUNTED_FORWARD = re.compile(r"\b(?:later|after(?:wards?)?|next|following|despu[eé]s|siguiente|depois|seguinte|"
                              r"m[áa]s\s+tarde|mais\s+tarde)\b", I)
_COUNTED_FROM_OBJECT = re.compile(r"\s+(?:the|a|an|of|de|del|da|do|que)\b", I)
_JOINED_LATER = re.compile(r"(?:,\s*|\s)(?:and|y|e)\b", I)


def _later_clause_day(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """"He was taken to Caracas and released five days later", "se entregaron ... y, al día siguiente,
    pidieron refugio": a day counted forward, told after the group in a clause joined by "and", is that
    later clause's day, never the group's."""
    return d.start >= group[-1].end and _COUNTED_FORWARD.search(d.surface) is not None \
        and (_JOINED_LATER.search(text, group[-1].end, d.start) is not None
             or ";" in text[group[-1].end:d.start]  # "pidió refugio; la solicitud fue rechazada un año después"
             or _WHERE_REACHED.search(text, group[0].end, d.start) is not None) \
        and not _COUNTED_FROM_OBJECT.match(text, d.end)  # "weeks after the February 23 standoff": its own anchor


def _later_clause_tally(text: str, d: DateMention, group: Sequence[_Trigger]) -> bool:
    """"En mayo, siete soldados cruzaron a nado bajo disparos, y desde enero al menos 60 han llegado": a running
    total's start, told after the group in a clause of its own set off by a comma and "and", is that tally's."""
    return d.start >= group[-1].end and _since(text, d) \
        and _COMMA_AND.search(text, group[-1].end, d.start) is not None


_COMMA_AND = re.compile(r",\s*(?:and|y|e)\b", I)
# The day a sentence opens on, set off by a comma ("El 6 de mayo,", "On May 6,", "Em 6 de maio,"), and a span counted
# from another event set off right after it ("una semana después del fallido alzamiento del 30 de abril en Caracas,")
_BEFORE_AN_OPENING_DAY = re.compile(r"\W*(?:(?:el|on|em|no|na|the)\s+)?", I)
_SPAN_AFTER_AN_EVENT = re.compile(r"\s*,\s*(?:(?:un|una|uma|um|a|one|two|dos|dois|duas|tres|tr[êe]s|three|\d{1,2})\s+"
                                  r"(?:semanas?|weeks?|d[ií]as?|days?|meses|months?|m[eê]s)|(?:al|o)\s+d[ií]a|the\s+day)\s+"
                                  r"(?:despu[ée]s|depois|after|antes|before|siguiente|seguinte)\b[^,;:]*,", I)


def _in_a_span_apposed_to_the_opening_day(text: str, d: DateMention, group: Sequence[_Trigger], rows) -> bool:
    """"El 6 de mayo, una semana después del fallido alzamiento del 30 de abril en Caracas, se quitó el uniforme": a
    span counted from another event, set off after the day the sentence opens on, and that event's own day, date
    neither the verb after them; the opening day does (an event told inside the span keeps them)."""
    for o, _, _ in rows:
        if o is d or o.date is None or not _BEFORE_AN_OPENING_DAY.fullmatch(text, 0, o.start):
            continue
        span = _SPAN_AFTER_AN_EVENT.match(text, o.end)
        if span is not None and span.start() <= d.start < span.end() <= group[0].start:
            return True
    return False


# "cruzaron por Paraguachón y se presentaron en Riohacha, adonde llegaron al día siguiente": the place reached,
# in a clause of its own that keeps its later day
_WHERE_REACHED = re.compile(r",\s*(?:where|donde|adonde|a\s+donde|onde|aonde|para\s+onde)\s+[^,;:.]*$", I)


def _main_clause_day(text: str, d: DateMention, group: Sequence[_Trigger], triggers: Sequence[_Trigger]) -> bool:
    """"Doce oficiales que desertaron de la FANB se sentaron este martes ante la prensa": a day after
    the main verb that follows a relative clause is that verb's, unless the main verb is an event of
    the story too ("soldiers who deserted their posts arrived in Pacaraima on Sunday")."""
    if d.start < group[-1].end or not _RELATIVE_BEFORE.search(text, max(0, group[0].start - 30), group[0].start):
        return False
    if _KIN_ANTECEDENT.search(text, max(0, group[0].start - 90), group[0].start) and (
            _MAIN_VERB.search(text, group[-1].end, d.start) or _PASSIVE_MAIN.search(text, group[-1].end, d.start)):
        return True  # "la madre de un sargento que desertó fue detenida el martes": her day, not his
    main = _MAIN_VERB.search(text, group[-1].end, d.start)
    return main is not None and not any(t.status and group[-1].end <= t.start < d.start for t in triggers)


# "the mother of a sergeant who", "la esposa de un teniente del Ejército que": the relative clause
# is about the one the actors are kin to.
_KIN_ANTECEDENT = re.compile(rf"\b(?:{_KIN_WORDS}|{_ES_KIN}|familia|novia|m[ãa]e|pai|irm[ãa]os?|filh[oa]s?)"
                             r"\s+(?:de|del|do|da|of)\s+"
                             r"[^,;.]{0,50}?\b(?:who|that|que|quien)\s+(?:(?:had|hab[ií]a|tinha)\s+)?$", I)
_RELATIVE_BEFORE = re.compile(r"\b(?:who|that|which|que|quien(?:es)?)\s+"
                              r"(?:(?:had|have|has|han|ha|hab[ií]an?|ya|havia[m]?|tinha[m]?|j[áa])\s+)?$", I)
# The main clause's verb after a relative clause: "se sentaron", "llegaron", "arrived", "appeared".
_MAIN_VERB = re.compile(r"\bse\s+\w+(?:ó|aron|ieron)\b|\b\w+(?:aron|ieron)\b|\b[a-z]+ed\b")
_PASSIVE_MAIN = re.compile(r"\b(?:fue|fueron|foi|foram|was|were)\s+\w+", I)  # "fue detenida", "foi presa"
# A relative clause with a verb of its own before a date: "who were at La Carlota on", "que estaban en".
# "a major who has been staying in Doral posted a video Sunday night": a present perfect takes no past day, so
# the day after the next past verb is that main verb's, not the relative clause's.
_PERFECT_RELATIVE_THEN_MAIN = re.compile(r"\b(?:who|which)\s+(?:\w+\s+)?(?:has|have)\s+[^,;]*?"
                                         r"(?<!\bbeen\s)(?<!\bhas\s)(?<!\bhave\s)(?<!\bwas\s)(?<!\bwere\s)"
                                         r"\b[a-z]{2,}ed\s+[^,;]*$", I)
# "Three soldiers who abandoned their border post crossed the river ... on Sunday", "men who deserted crossed": the
# relative clause ends at its verb (and its object, "their post"), and the next past verb is the main clause's
_SHORT_RELATIVE_THEN_MAIN = re.compile(r"\bwho\s+(?:[a-z]{2,}ed|fled|left|broke)\s+(?:(?:their|his|her)\s+(?:[\w-]+\s+){0,2}?)?"
                                       r"(?:[\w-]+\s+)?(?:(?:were|was)\s+)?(?:[a-z]{2,}ed|fled|swam|ran|went|"
                                       r"came|rode|drove|took|sought)\s+[^,;]*$", I)
_RELATIVE_OWN_VERB = re.compile(r"\b(?:who|which|quien(?:es)?)\s+(?:\w+\s+)?(?:was|were|had|has|have|is|are|"
                                r"estaba|estaban|era|eran|fue|fueron|\w+ed|\w+(?:aron|ieron)|"
                                # the irregular pasts of the story: "those who flew to Manaus on Tuesday"
                                r"flew|fled|left|went|came|ran|swam|rode|drove|took|sought|fought|broke|spent|met)\b"
                                r"[^,;]*$", I)


def _opening_dates(text: str, dates: Sequence[DateMention]) -> list[DateMention]:
    """The dates of a sentence's opening time phrases, one after another: "Horas antes, en la
    madrugada del domingo, ...", "Two days earlier, on Saturday night, ..."."""
    found, end = [], 0
    for d in sorted(dates, key=lambda d: d.start):
        if not _OPENING_GAP.fullmatch(text, end, d.start):
            break
        found.append(d)
        end = d.end
    return found


_OPENING_GAP = re.compile(r"[\W_]*(?:\w+[\s,]+){0,3}?")


# "condenó el jueves a los 25 militares que se refugiaron": the men a Spanish or Portuguese relative clause describes
_ROMANCE_MEN_WHO = re.compile(r"\b(?:militares|soldados|guardias|guardas|efectivos|oficiales|oficiais|sargentos|hombres|"
                              r"homens|desertores|exmilitares|ex-militares|funcionarios|uniformados|marineros|marinheiros|"
                              r"tenientes|tenentes|capitanes|capit[ãa]es)(?:\s+[\w-]+){0,2}?\s+(?:que|quienes)\s+(?:se\s+)?$", I)


_ROMANCE_IMPERFECT = re.compile(r"(?:se\s+)?\w+(?:aba|aban|[íi]a|[íi]an|ava|avam|iam)\b", I)


def _in_relative_clause(before: str) -> bool:
    m = re.search(r"\b(?:who|which)\b([^,;]*)$", before[-80:])
    if m is None or _REPORTED.match(m.group(1)):
        return False  # "found two privates who said they had walked": what they told on the day found
    if _CONTENT_RELATIVE.search(before[-80:], 0, m.start(1)):
        return False  # "released a video on Saturday in which he said he no longer recognized Maduro": the video's day
    if _JOINED_THOSE.search(before[-80:], 0, m.start()):
        return False  # "On 26 March he joined about 40 former soldiers who gathered outside": what he joined, that day
    if m.group(1).rstrip().endswith(" by"):
        return True  # "who shocked Venezuela by revolting": the relative clause's own deed
    # "That evening, 25 soldiers who had joined Guaidó sought asylum": the verb after the whole clause is the main one
    return len(m.group(1).split()) <= 3 and not _RELATIVE_DONE.match(m.group(1))


# Joining those a relative clause goes on to tell of: "joined about 40 former soldiers who", "se unieron a unos 40
# exmilitares que", "juntaram-se a cerca de 40 ex-militares que"
_JOINED_THOSE = re.compile(r"\b(?:joined|join|joining|se\s+(?:unieron|uni[óo]|sumaron|sum[óo])\s+a|"
                           r"(?:juntaram|juntou|uniram|uniu)-se\s+a|se\s+(?:juntaram|juntou|uniram|uniu)\s+a)\b[^,;:.]*$", I)
_REPORTED = re.compile(r"\s*(?:said|say|says|told|explained|claimed|dijeron|dijo|contaron|cont[oó]|aseguraron)\b", I)
# A relative clause with its verb and a word after it: "who had joined Guaidó", "who backed the revolt"
_RELATIVE_DONE = re.compile(r"\s*(?:(?:had|has|have)\s+)?[a-z]{2,}ed\s+\S"
                            # "the 15 who remain blocked the road", "those who stayed behind marched": a whole clause
                            r"|\s*(?:still\s+)?(?:remain(?:s|ed)?|stay(?:s|ed)?(?:\s+behind)?|"
                            r"(?:are|were|is|was)\s+(?:still\s+)?(?:left|there|here))\s*$", I)
# "a video in which he said", "a letter in which": the thing's contents, told on the thing's day
_CONTENT_RELATIVE = re.compile(r"\b(?:in|on)\s+which\b[^,;]*$", I)


def _since(text: str, d: DateMention) -> bool:
    """A running total's start ("since Feb. 23"), not "since Friday, when soldiers opened fire"."""
    if _PARTITIVE_AFTER.search(text, max(0, d.start - 80), d.start):
        return True  # "the deserters, most of whom crossed after Feb. 23, when ...": a count of the group over a period
    if not (since := _SINCE_BEFORE.search(text, max(0, d.start - _SINCE_REACH), d.start)):
        return False
    # "since Friday, when soldiers opened fire" dates the shooting; "Since Feb. 23, when the aid push failed,
    # hundreds of troops have crossed" is still a running total, told in the perfect, unless the "when" clause
    # tells an event of that day ("Desde el 23 de febrero, cuando decenas de guardias abandonaron sus puestos")
    if not (when_word := _WHEN_AFTER.match(text, d.end)):
        return True
    if when_word.group().strip(" ,").lower() == "quando" and not find_triggers(text[when_word.end():].split(";")[0]):
        return True  # "entraram em Roraima desde o fim de fevereiro, quando a fronteira foi fechada": Portuguese tells
    # a running total in the simple past; only a "when" clause telling an event of its own takes the day
    if not re.search(r"\w", text[:since.start()]) and not find_triggers(text[when_word.end():].split(",")[0]):
        return True  # "Desde febrero, cuando Maduro cerró la frontera, cientos cruzaron": the clause ends at its comma
    # "more than 1,000 have deserted since Feb. 23, when Guaidó tried to bring in aid": the total told before,
    # the "when" clause only says what the day was (unless it tells a desertion of its own)
    before = re.split(r"[;:]", text[max(0, d.start - 160):d.start])[-1]
    perfects = list(_PERFECT_TALLY.finditer(before))
    when = text[d.end:].split(";")[0]  # the "when" clause, to the end of its sentence
    if perfects and find_triggers(perfects[-1].group()) and not find_triggers(when) and not _speech_triggers(when, ()):
        return True
    perfect = _PERFECT_TALLY.search(text, d.end)
    return perfect is not None and not find_triggers(text[d.end:perfect.start()])


_PARTITIVE_AFTER = re.compile(r"\b(?:most|many|some|all|half|several)\s+of\s+(?:whom|which)\b[^,;:]*?\b(?:after|since)\s+$|"
                              r"\b(?:la\s+mayor[ií]a|muchos|varios|algunos)\s+de\s+(?:los\s+)?(?:cuales|quienes)\b[^,;:]*?"
                              r"\b(?:despu[ée]s\s+del?|desde\s+el)\s+$", I)


_WHEN_AFTER = re.compile(r"\s*,?\s*(?:when|cuando|quando)\b", I)


def _counts_from(text: str, group: Sequence[_Trigger], d: DateMention) -> bool:
    """A running total's start, unless the group's own event is what the total counts from: "since a failed
    uprising on April 30" dates that uprising."""
    if not _since(text, d):
        return False
    opened = _SINCE_BEFORE.search(text, max(0, d.start - _SINCE_REACH), d.start)
    return opened is None or not any(opened.start() < t.start and t.end <= d.start for t in group)


def _since_date(start: FuzzyDate) -> FuzzyDate | None:
    """"have deserted since Saturday", "since January": a running total, which dates no single event
    (the day it began is another event's)."""
    return None


# "since Feb. 23", "since last month", "desde enero", "since the failed aid push on Feb. 23"
# How far before a date its "since" may stand
_SINCE_REACH = 90
# ("since the failed attempt to bring in U.S.-funded aid on Feb. 23": up to eight words, dotted ones too)
_SINCE_BEFORE = re.compile(r"\b(?:since|desde)\s+(?:(?:the\s+)?(?:[\w'’]+\s+)?|(?:the|a|an|el|la|un|una)\s+(?:[\w.'’-]+\s+){1,8}"
                           r"(?:on|of|in|del|de)\s+)$|"
                           # "Desde que comenzó el apagón el jueves, al menos 12 militares han cruzado": the day
                           # something else began, counted from
                           r"\bdesde\s+que\s+(?:[\w'’-]+\s+){0,3}?(?:comenz|empez|inici|estall|arranc|come[çc])\w*\s+"
                           r"(?:[\w'’-]+\s+){0,4}$", I)


# A clause with a time of its own; the colon of a clock time ("hacia las 5:00 de la mañana") is none.
_OWN_TIME = re.compile(r"\b(?:who|which|that|whom)\b|;|:(?!\d)")
_OWN_TIME_OR_WHERE = re.compile(r"\b(?:who|which|that|whom|where|donde|onde)\b|;|:(?!\d)")


def _owned_by(owner: _Trigger | None, group: Sequence[_Trigger]) -> bool:
    """A trigger of the group, or one on the same words: "defected to Colombia on Monday" dates both
    the desertion and the crossing that verb tells; "salió de su unidad el 9 de febrero" dates the
    leaving ("salió") and the desertion its longer words tell."""
    return owner is not None and any(owner.start < t.end and t.start < owner.end for t in group)


def _pick_date(text: str, group: Sequence[_Trigger], rows, triggers: Sequence[_Trigger]) -> FuzzyDate | None:
    """The day of the group's event, or None. A relative clause after the subject keeps its own time ("Camacaro,
    quien también viajó a Cali, aseguró que en abril ...")."""
    aside = _subject_aside_of(text, group)
    if aside is not None:
        rows = [row for row in rows if aside[0] <= row[0].start < aside[1]]
    rows = _past_subject_relative(text, group, rows)
    back = _counted_back(text, group, rows)
    if back is not None:
        return back
    if all(t.kind == "noun" for t in group) and _LED_THE_EVENT.search(text, max(0, group[0].start - 60), group[0].start):
        # "The sergeant who led the Cotiza revolt was moved on Tuesday": the move's day, not the revolt's (but "who
        # took part in the uprising in Caracas on 30 April" names the uprising's own)
        rows = [row for row in rows if row[0].end <= group[-1].end or not (
            "," in text[group[-1].end:row[0].start]
            or any(group[-1].end <= t.start < row[0].start for t in triggers if t not in group))]
    return _picked_date(text, group, rows, triggers)


# "died in custody on Saturday, a week after he was arrested", "protestaron el lunes, tres días después de que fueran
# desalojados": the event after "after" is the day before it counted back
_COUNTED_BACK = re.compile(r"\b(?P<n>\d{1,2}|[^\W\d_]+)\s+(?P<unit>days?|weeks?|months?|d[ií]as?|semanas?|mes(?:es)?|meses)\s+"
                           r"(?:after|despu[ée]s\s+de(?:\s+que)?|depois\s+(?:de|que))\s+(?:[\w'’-]+\s+){0,3}?$"
                           # "On the night of 24 February, the day after troops loyal to Nicolás Maduro fired teargas":
                           # the day before the day told, whoever did it
                           r"|(?<=,\s)(?P<the>the|el|o)\s+(?:day|d[ií]a)\s+(?:after|despu[ée]s\s+de(?:\s+que)?|"
                           r"seguinte\s+a(?:o)?|depois\s+(?:de|que))\s+(?:[\w'’-]+\s+){0,6}?$", I)


# the approximators of counts, but those that name a group or an exact span ("only two days after")
_ROUGHLY_BEFORE = re.compile(r"\b(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in APPROXIMATORS if a not in (
    "a group of", "a total of", "only", "just", "un grupo de", "un total de", "um grupo de", "um total de")) + r")\s+$", I)


def _counted_back(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """The day of an event told as what another, dated one came N days or weeks after."""
    m = _COUNTED_BACK.search(text, max(0, group[0].start - 70), group[0].start)
    if m is None or all(t.kind == "noun" for t in group) or _ROUGHLY_BEFORE.search(text, max(0, m.start() - 20), m.start()):
        return None  # "more than a month after a failed uprising": a rough span, and a happening named, not told
    span = (1, "day") if m["the"] else counted_span(m["n"], m["unit"])
    if span is None or span[1] not in ("day", "week", "month") or any(_owned_by(owner, group) for _, owner, _ in rows):
        return None
    base = [d for d, owner, _ in rows if d.date is not None and d.end <= m.start() and d.date.precision == "day"]
    if not base:
        return None
    amount, unit = span
    return shift(base[-1].date, unit, -amount, "month" if unit == "month" else "day")


# "se presentó ante Migración Colombia y pidió protección": the second verb joined on, with no clause break
_JOINED_VERB = re.compile(r"[^,;:.]*?\s(?:and|y|e)\s+(?:(?:then|luego|also|también|tambem|também|se|he|she|they)\s+)?$", I)


def _coordinated_verbs_day(text: str, group: Sequence[_Trigger], rows, triggers: Sequence[_Trigger]) -> FuzzyDate | None:
    """"donde al día siguiente se presentó ante Migración Colombia y pidió protección", "where the next day he
    reported to the police and asked for asylum": the day set right before a verb dates the verb joined to it by
    "and" too."""
    for d, owner, _ in rows:
        if owner is None or owner in group or owner.end > group[0].start or d.end > owner.start \
                or not _SUBJECT_GAP.fullmatch(text, d.end, owner.start) \
                or not _JOINED_VERB.fullmatch(text, owner.end, group[0].start) \
                or any(owner.end <= t.start < group[0].start for t in triggers if t.status) \
                or any(owner.end <= e.start < group[0].start for e, _, _ in rows):
            continue
        return d.date
    return None


def _this_year_only(when: FuzzyDate, rows) -> bool:
    """Whether `when` is only the year "this year" names ("the second killing in Arauca this year", "crossed into
    the country this year")."""
    return when.precision == "year" and any(d.date == when and _STORY_YEAR.search(d.surface) for d, _, _ in rows)


_STORY_YEAR = re.compile(r"\b(?:this\s+year|(?:este|neste|deste)\s+a[ñn]o|(?:en\s+)?lo\s+que\s+va\s+del?\s+a[ñn]o)\b", I)


# A stay in an embassy told with when it began: "has been hiding in the Chilean embassy since April 30"
_EMBASSY_STAY = re.compile(r"[^.;]{0,140}?\b(?:since|desde)\s+(?:(?:el|o|the)\s+)?$", I)  # "since the April 30 uprising"
_EMBASSY_WORD = re.compile(r"\b(?:embassy|embajada|embaixada|ambassador['’]s\s+residence|residencia\s+del\s+embajador|"
                           r"resid[êe]ncia\s+do\s+embaixador|sede\s+diplom[áa]tica|legation|consulate|consulado)\b", I)


def _stay_began(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """The day a stay in an embassy began, which is when the men took refuge there (not a running total)."""
    if not all(t.event_type == "asylum" for t in group):
        return None
    began = [d for d, _, _ in rows if d.start > group[-1].end and d.date is not None
             and _EMBASSY_STAY.fullmatch(text, group[-1].end, d.start)
             and _EMBASSY_WORD.search(text, group[0].start, d.start)]
    return began[0].date if began else None


# Custody told with the day it began: "has been held since July 3", "permanece detenido desde el 3 de julio",
# "está preso desde 3 de julho", "Desde el 3 de julio, el sargento está detenido": held since that day is
# arrested that day (not a running total)
_CUSTODY_WORD = re.compile(r"held|jailed|imprisoned|in\s+(?:custody|jail|prison|detention)|behind\s+bars|detenid[oa]s?|pres[oa]s?|detid[oa]s?|"
                           r"encarcelad[oa]s?|encarcerad[oa]s?", I)
# ... kept in that state ("has been held", "permanece detenido", "está preso"), not "have been detained", a tally
_KEPT = r"(?:est[áa]n?|est[ãa]o|permanecen?|permanecem|sigue|siguen|segue|seguem)"  # "está preso", "permanece detenido"
# "El sargento, detenido desde el 2 de abril,", "his brother, arrested on May 2,": the state set off after the man
_APPOSED_CUSTODY = re.compile(r"[\w'’.)-]\s*,\s*$")
_CUSTODY_STATE_BEFORE = re.compile(r"\b(?:been|remains?|remained|" + _KEPT + r")\s+(?:[\w-]+\s+)?$|"
                                   + _APPOSED_CUSTODY.pattern, I)
# "more than 100 soldiers have been held since April 30": a running total
_ROUGH_COUNT = re.compile(r"\b(?:dozens|scores|hundreds|decenas|cientos|dezenas|centenas)\s+(?:of\s+|de\s+)?[a-z]|\b(?:more\s+than|at\s+least|over|nearly|almost|some|about|m[áa]s\s+de|al\s+menos|unos|unas|"
                          r"cerca\s+de|casi|mais\s+de|pelo\s+menos|quase)\s+(?:\d|[a-z]+(?:ty|ve|en|ce|tos|entos)\b)|"
                          r"(?<![\w.,])(?:[2-9]\d|\d{3,}|\d{1,3}[.,]\d{3})\s+(?!(?:de|del|of)\b)[a-záéíóúãõç]", I)
_SINCE = r"\b(?:since|desde)\s+(?:(?:el|la|o|a|the)\s+)?$"
_CUSTODY_SINCE = re.compile(r"[^.;:]{0,60}?" + _SINCE, I)  # "detenido desde el", "held at Ramo Verde since"
_SINCE_JUST_BEFORE = re.compile(_SINCE, I)
_SINCE_TO_CUSTODY = re.compile(r"\s*,\s*(?:[\w.'’-]+\s+){1,5}?(?:" + _KEPT + r"|ha\s+estado|han\s+estado|has\s+been|"
                               r"have\s+been)\s+", I)


def _custody_began(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """The day custody began, which is the day of the arrest, for a custody told with "since" or "desde"."""
    if not all(t.event_type == "arrest" and _CUSTODY_WORD.fullmatch(text, t.start, t.end)
               and _CUSTODY_STATE_BEFORE.search(text, max(0, t.start - 30), t.start) for t in group) \
            or _ROUGH_COUNT.search(text, 0, group[0].start):
        return None
    # an aside after the man ("El capitán, detenido desde el 8 de marzo,") dates the arrest only to the day: "detenido
    # desde marzo" in an aside is who he is, his arrest told elsewhere
    aside = any(_APPOSED_CUSTODY.search(text, max(0, t.start - 30), t.start) for t in group)
    for d, _, _ in rows:
        if d.date is None or aside and d.date.precision != "day":
            continue
        if d.start >= group[-1].end and _CUSTODY_SINCE.fullmatch(text, group[-1].end, d.start):
            return d.date  # "detenido desde el 3 de julio", "held at Ramo Verde since July 3"
        if d.end <= group[0].start and _SINCE_JUST_BEFORE.search(text, max(0, d.start - 12), d.start) \
                and _SINCE_TO_CUSTODY.fullmatch(text, d.end, group[0].start):
            return d.date  # "Desde el 3 de julio, el sargento está preso"
    return None


# A hunger strike told with the day it began: "have been on hunger strike since Monday", "están en huelga de hambre
# desde el lunes", "estão em greve de fome desde a segunda-feira (14)": on strike since that day is the strike's day
_STRIKE_WORD = re.compile(r"hunger\s+strikes?|huelga\s+de\s+hambre|greve\s+de\s+fome", I)
_STRIKE_SINCE = re.compile(r"\s*,?\s*" + _SINCE, I)


def _strike_began(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """The day a hunger strike still going on began, told with "since" or "desde" right after it (not a running
    total: "more than 40 have joined the hunger strike since Monday")."""
    if not all(t.event_type == "protest" and _STRIKE_WORD.fullmatch(text, t.start, t.end) for t in group) \
            or _ROUGH_COUNT.search(text, 0, group[0].start):
        return None
    return next((d.date for d, _, _ in rows if d.date is not None and d.date.precision == "day"
                 and d.start >= group[-1].end and _STRIKE_SINCE.fullmatch(text, group[-1].end, d.start)), None)


# A stay in an embassy told with how long it has lasted: "has been hiding inside a foreign embassy in Caracas for a week"
_EMBASSY_STAY_LENGTH = re.compile(r"[^.;]{0,100}?\b(?:embassy|ambassador['’]s\s+residence)\b[^.;]{0,60}?\bfor\s+"
                                  r"(?P<n>an?|one|two|three|four|five|six|\d{1,2})\s+(?P<unit>days?|weeks?)\b", I)
_HAS_BEEN = re.compile(r"\b(?:has|have)\s+been\s+$", I)


def _stay_length_began(text: str, group: Sequence[_Trigger], article: Article) -> FuzzyDate | None:
    """The day a stay in an embassy began, counted back from publication by how long it has lasted."""
    m = _EMBASSY_STAY_LENGTH.match(text, group[-1].end)
    if m is None or article.published is None or article.published_precision not in (None, "day") \
            or not _HAS_BEEN.search(text, max(0, group[0].start - 20), group[0].start):
        return None
    span = counted_span(m["n"], m["unit"])
    if span is None:
        return None
    amount, unit = span
    return shift(FuzzyDate(article.published, "day"), unit, -amount, "day")


# "arrested for taking part in the April 30 uprising", "detenidos por participar en el levantamiento del 30 de
# abril", "presos por participarem do levante de 30 de abril", "accused of joining the revolt"
_FOR_A_PART_IN = re.compile(r"\b(?:for|over|after|accused\s+of|charged\s+with|por|tras|acusad[oa]s?\s+de|"
                            r"sospechos[oa]s?\s+de|suspeit[oa]s?\s+de)\s+(?:(?:their|his|her|su|sus|sua|seu)\s+"
                            r"(?:alleged\s+|presunta\s+|supuesta\s+|suposta\s+)?"
                            r"(?:(?:role|part|participation|involvement|"
                            r"participaci[oó]n|papel|participa[çc][ãa]o|envolvimento)\s+(?:in|en|no|na)|"
                            # "over his alleged links to", "por su supuesta vinculación con", "por sua ligação com"
                            r"(?:links?|ties)\s+(?:to|with)|(?:vinculaci[oó]n|v[ií]nculos?|relaci[oó]n)\s+con|"
                            r"(?:liga[çc][ãa]o|v[íi]nculos?)\s+com)|"
                            r"(?:taking|having\s+taken)\s+part\s+in|(?:joining|supporting|backing|leading)|"
                            r"(?:haber\s+)?(?:participad?o?|participar(?:em)?|apoyar|liderar)\s+(?:en|d[oa]|no|na|n[ao]s?)|"
                            r"(?:su|sua)\s+(?:presunta\s+|suposta\s+)?participa(?:ci[oó]n|[çc][ãa]o)\s+(?:en|n[oa]))"
                            r"\s+(?:the|el|la|o|a|del|de\s+la)?\s*[^,.;:]{0,30}$", I)


def _whose_part_it_was(text: str, group: Sequence[_Trigger], d: DateMention, triggers: Sequence[_Trigger]) -> bool:
    """The date of a revolt the group's actors are held for taking part in, told after it: no day of the arrest."""
    if d.start < group[-1].end or not all(t.event_type == "arrest" for t in group):
        return False
    return any(t.event_type == "uprising" and t.start > group[-1].end and abs(t.start - d.start) <= 30
               and _FOR_A_PART_IN.search(text, group[-1].end, min(t.start, d.start)) is not None for t in triggers)


def _base_of_a_count(text: str, d: DateMention, group: Sequence[_Trigger], rows) -> bool:
    """"On Feb. 24, a day after the aid convoys were turned back, he left", "dos días después del alzamiento del 30 de
    abril, desertó": the day counted from, in the clause of a dated count, is no day of the events told past it."""
    return d.end <= group[0].start and _CLAUSE_BREAK.search(text, d.end, group[0].start) is not None \
        and any(o.date is not None and o.date.precision == "day" and o.end <= d.start
                and _FROM_WHAT_FOLLOWS.search(o.surface) and not _CLAUSE_BREAK.search(text, o.end, d.start)
                for o, _, _ in rows)


# A "when" clause opened right after a day: ", when they formally asked for refuge", ", cuando", ", quando"
_WHEN_CLAUSE_AFTER_DAY = re.compile(r"\s*,\s*(?:when|cuando|quando)\s+[^,;:.]*", I)


def _when_clause_day(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """"se apresentaram à Polícia Federal no dia seguinte, quando formalizaram o pedido de refúgio", "reported to
    police the next day, when they asked for asylum": the deed of a "when" clause is on the day told right before it,
    not on one named earlier in the sentence."""
    for d, _, _ in rows:
        if d.date is not None and d.date.precision == "day" and d.end <= group[0].start \
                and _WHEN_CLAUSE_AFTER_DAY.fullmatch(text, d.end, group[0].start):
            return d.date
    return None


def _picked_date(text: str, group: Sequence[_Trigger], rows, triggers: Sequence[_Trigger]) -> FuzzyDate | None:
    if all(t.event_type == "uprising" for t in group) and (named := _DAY_NAMED_AFTER.match(text, group[-1].end)) \
            and (own := next((d for d, _, _ in rows if d.date is not None and named.start() < d.start < named.end()),
                             None)) is not None:
        return own.date  # "Nueve días después del alzamiento del 30 de abril, ...": the revolt's own day
    if (began := _stay_began(text, group, rows) or _custody_began(text, group, rows)
            or _strike_began(text, group, rows)) is not None:
        return began
    rows = [(d, owner, ok) for d, owner, ok in rows
            if not _main_clause_day(text, d, group, triggers) and not _counted_from(text, d, group)
            and not _later_clause_day(text, d, group)
            and not _later_clause_tally(text, d, group)
            and not _in_a_span_apposed_to_the_opening_day(text, d, group, rows)
            and not (d.start >= group[-1].end and _SPAN_AFTER_A_HAPPENING.search(text, group[-1].end, d.start))
            and not _LIKE_OTHERS_ASIDE.search(text, max(0, d.start - 120), d.start)  # the others' time
            and not (d.start >= group[-1].end and _WHO_CLAUSE_AFTER.search(text, group[-1].end, d.start))
            and not (d.start >= group[-1].end and _STILL_THERE_CLAUSE.search(text, group[-1].end, d.start))
            and not (d.start >= group[-1].end and _THING_APPOSITIVE.search(text, group[-1].end, d.start))
            # "Carvajal, que huyó a España y que en noviembre desapareció": the second relative clause's own time
            and not (d.start >= group[-1].end and _SECOND_RELATIVE.search(text, group[-1].end, d.start))
            and not _whose_part_it_was(text, group, d, triggers)
            and not _base_of_a_count(text, d, group, rows)
            and not _lived_there_since(text, d)]
    crossing = {owner for _, owner, _ in rows if owner is not None and owner.kind == "cross"
                and _AFTER_DOING.search(text, max(0, owner.start - 16), owner.start)} \
        if any(t.kind == "go" for t in group) else set()
    # "reached Boa Vista on Aug. 9, after crossing at Pacaraima on Aug. 5": the crossing verb's own day
    if (way_over := _way_over_day(group, rows)) is not None:
        return way_over.date
    own = [d for d, _ in sorted(((d, owner) for d, owner, _ in rows if _owned_by(owner, group)),
                                key=lambda row: (row[0].anchored, DATE_PRECISIONS.index(row[0].date.precision),
                                                 row[1] not in crossing))]
    if own and own[0].anchored and (named := _day_named_within(group, rows)) is not None:
        return named  # "walked through the night and, at dawn on Sunday, Sept. 8, crossed": the day named, not the story's
    if own:  # the finest of the group's own: "left in May and crossed the bridge on Tuesday"
        return _since_date(own[0].date) if _counts_from(text, group, own[0]) else own[0].date
    if (then := _when_clause_day(text, group, rows)) is not None:
        return then
    if (chained := _coordinated_verbs_day(text, group, rows, triggers)) is not None:
        return chained
    if (shared := _first_verbs_day(text, group, rows, triggers)) is not None:
        return shared
    # "Horas antes, en la madrugada del domingo": the day named wins over one counted from the story
    reachable = [d for d, _, ok in rows if ok and _reachable(text, d, group)]
    if len(reachable) < sum(1 for _, _, ok in rows if ok):  # "Horas antes, en la madrugada del domingo, ..."
        opening = _opening_dates(text, [d for d, _, _ in rows])
        reachable += [d for d, _, ok in rows if ok and d in opening and d not in reachable
                      and not _in_relative_clause(text[d.end:group[0].start])]
    live = [t for t in triggers if t.status]  # "reached Arauca, where reporters met him in October": the day before
    if _LATER_BEFORE.search(text, 0, group[0].start):  # "In August, two guardsmen surrendered ..., and were later
        # transferred to Georgetown": the day of the verb before "later", not of the later move
        reachable = [d for d in reachable if not (d.end <= group[0].start and any(
            d.end <= t.start < group[0].start and t not in group for t in live))]
    free = sorted(reachable, key=lambda d: (_counts_from(text, group, d), _in_where_clause(text, d, group[-1].end, live), d.anchored,
                                            min(abs(d.start - t.start) for t in group)))
    nearest = min(free, key=lambda d: min(abs(d.start - t.start) for t in group)) if free else None
    if nearest is not None and nearest.end <= group[0].start and _counts_from(text, group, nearest):
        return None  # "El viernes presentó la cifra: desde febrero, 1.542 han cruzado": the tally's own start
    since = _since_date(free[0].date) if free and _counts_from(text, group, free[0]) else None
    if free and (since is not None or not _counts_from(text, group, free[0])):
        return since or _refined(text, free[0], free, group, live).date
    if all(t.event_type == "statement" or _DECLARED_BREAK.match(text, t.start) for t in group):
        # "In a video posted on Feb. 21, he recognized Guaidó", "said on Saturday that he no longer recognized Maduro"
        said = [d for d, owner, _ in rows if owner is None and _reachable(text, d, group)]
        if said:
            return said[0].date
    anchor = group[0].start
    if _RESIDES.match(text, anchor):
        return None  # "deserted in January and now lives in Boa Vista": where he lives is no January move
    # the nearest verb's day: "men who flew to Lima on Monday ... crossed in April after abandoning their unit"
    for d, owner, _ in sorted(rows, key=lambda row: abs(anchor - row[1].end) if row[1] else 0):
        if owner is None or _time_set_apart(text, owner, group):
            continue
        if d.start >= group[-1].end and _AND_THEN_DATE.search(text, group[-1].end, d.start):
            continue  # "Seguiu para Boa Vista, e em 8 de agosto pediu refúgio": the day opens the next verb's clause
        lo, hi = sorted((owner.end, anchor))
        if not (_OWN_TIME if owner.end <= anchor else _OWN_TIME_OR_WHERE).search(text[lo:hi]):
            # "deserted and fled to Colombia since Saturday", "fled ..., denounced ...", "fled to Brazil on
            # Saturday, where they asked for asylum": the place reached that day
            return _since_date(d.date) if _counts_from(text, group, d) else d.date
    return _caught_crossing(text, group, rows)


def _way_over_day(group: Sequence[_Trigger], rows) -> DateMention | None:
    """The calendar day the way over of a crossing told with its start names as its own ("left his unit on April 11
    and the next morning, April 12, walked across the bridge"): it dates the crossing, not the leaving's day."""
    leaving = [t for t in group if t.kind == "leave"]
    way = [t for t in group if t.kind != "leave"]
    if not leaving or not way:
        return None
    return next((d for d, owner, _ in rows if (owner is None or owner in way)
                 and leaving[0].end <= d.start < way[-1].start
                 and d.date is not None and d.date.precision == "day" and _NAMED_DAY.search(d.surface)), None) \
        or _way_over_month(group, leaving[0], way[-1], rows)


def _way_over_month(group: Sequence[_Trigger], leaving: _Trigger, way: _Trigger, rows) -> DateMention | None:
    """The second of two months told between the leaving and the way over ("salió de Apure en marzo y que en abril
    entró a Costa Rica", "left Apure in March and that in April he entered"): the way over's own, not the leaving's."""
    months = [d for d, owner, _ in rows if (owner is None or owner in group) and leaving.end <= d.start < way.start
              and d.date is not None and d.date.precision == "month" and not d.anchored]
    return months[-1] if len(months) >= 2 and months[-1].date.value > months[0].date.value else None


_NAMED_DAY = re.compile(r"\d")  # "April 12", "el 12 de abril", "sexta-feira (12)": a day of the month told


def _day_named_within(group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """A day told between the group's verbs, not counted from the story: it dates the group better than a time of
    day its first verb takes from the story ("caminó durante la noche y, en la madrugada del domingo 8, cruzó")."""
    named = [d for d, _, free in rows if free and not d.anchored and d.date.precision == "day"
             and group[0].end <= d.start and d.end <= group[-1].start]
    return named[0].date if named else None


_DECLARED_BREAK = re.compile("|".join(_DECLARED_BREAKS), I)
# "entrou por Pacaraima, semanas depois do fechamento da fronteira em fevereiro", "weeks after the closure of the
# border in February": the day after it is the happening's the span counts from, not the verb's
_SPAN_AFTER_A_HAPPENING = re.compile(r"\b(?:days|weeks|months|d[ií]as|semanas|meses)\s+"
                                     r"(?:after|depois|despu[eé]s|ap[óo]s)\s+(?:the|of|de|del|da|do)\b[^,;:.()]*$", I)


_FIRST_VERB_REACH = 60  # characters from the dated verb to the one "and" joins to it


_AFTER_DOING = re.compile(r"\b(?:after|depois\s+de|despu[eé]s\s+de|tras|luego\s+de|ap[oó]s)\s+$", I)


def _first_verbs_day(text: str, group: Sequence[_Trigger], rows, triggers: Sequence[_Trigger]) -> FuzzyDate | None:
    """"Two sergeants who took part in this week's uprising crossed into Brazil on Thursday and asked for asylum":
    a verb joined by "and" right after another takes the day told after that verb, not one told before it."""
    if not _AND_BETWEEN.search(text, max(0, group[0].start - 8), group[0].start):
        return None
    before = [t for t in triggers if t.status and t.end <= group[0].start and t not in group]
    if not before:
        return None
    verb = max(before, key=lambda t: t.end)
    if group[0].start - verb.end > _FIRST_VERB_REACH or _RELATIVE_BEFORE.search(text, max(0, verb.start - 40), verb.start):
        return None  # "que se sumaron al levantamiento del 30 de abril abandonaron la sede ... y cruzaron": another clause
    days = [d for d, owner, _ in rows if owner is verb and verb.end <= d.start and d.end <= group[0].start]
    if len(days) != 1 or _CLAUSE_BREAK.search(text, days[0].end, group[0].start - 5):
        return None
    if any(owner is None and d.start >= group[-1].end and d.date.precision == "day"
           and not _CLAUSE_BREAK.search(text, group[-1].end, d.start) for d, owner, _ in rows):
        return None  # "... el 6 de agosto y cruzó el río en la madrugada del día siguiente": its own day, after it
    return days[0].date


def _refined(text: str, first: DateMention, free: Sequence[DateMention], group: Sequence[_Trigger],
             live: Sequence[_Trigger]) -> DateMention:
    """"Em Brasília, na semana passada, ... fez um ato ..., na quinta-feira (5)": a finer date inside the week
    or month told first names the group's day, when the sentence tells no other event the day could be of."""
    if any(t not in group for t in live):
        return first  # "En marzo desertó, y el 20 de marzo fue detenido": the day of the second verb
    finer = [d for d in free if _PRECISION_RANK[d.date.precision] < _PRECISION_RANK[first.date.precision]
             and dates_compatible(d.date, first.date)
             # "..., and the police came on Thursday": the day of a clause of its own
             and not _AND_JOIN.search(text, min(group[-1].end, d.end), max(group[0].start, d.start))]
    return min(finer, key=lambda d: _PRECISION_RANK[d.date.precision], default=first)


_SECOND_RELATIVE = re.compile(r"\s(?:and|y|e)\s+(?:who|which|que|quien(?:es)?)\s", I)


# Where someone lives now: "lives in", "vive en", "mora em", "reside en"
_RESIDE_VERB = r"(?:lives?|living|resides?|residing|viven?|vivem|viviendo|vivendo|residen?|moram?|morando)"
_RESIDES = re.compile(rf"{_RESIDE_VERB}\b", I)
# The town someone lives in now: "who is now living in Bogotá", "que vive en Cúcuta", "que mora em Boa Vista"
# ... or has stayed a while: "spent the summer in Spain", "pasó seis meses en Cúcuta", "passou dois meses em Boa Vista"
# ... or in a shelter there since: "has lived in a shelter in Boa Vista since", "vive desde então em um abrigo em"
# ... or since some time: "que desertó en marzo y vive desde junio en Neiva"
_RESIDING_IN = re.compile(rf"\b(?:(?:{_RESIDE_VERB}|mora|(?:has|have)\s+lived)\s+(?:(?:now|today|ahora|hoy|hoje|agora|"
                          # ("vive desde junio en Neiva", "mora desde abril em Boa Vista": since when, then where)
                          r"since\s+then|desde\s+entonces|desde\s+ent[ãa]o|desde\s+(?:hace\s+|h[áa]\s+)?(?:[\w-]+\s+){0,2}?[\w-]+)\s+)?"
                          r"|(?:spent|pas(?:ó|aron)|pass(?:ou|aram))\s+(?:[\w-]+\s+)?(?:summer|winter|spring|autumn|months?|"
                          r"weeks?|years?|verano|invierno|mes(?:es)?|semanas?|a[ñn]os?|ver[ãa]o|inverno|meses|anos?)\s+)"
                          r"(?:(?:in|en|em|no|na)\s+(?:a|an|the|un|una|um|uma)\s+(?:[\w-]+\s+){0,2}?(?:shelters?|hotels?|"
                          r"albergues?|abrigos?|refugios?|pensi[oó]n|pens[ãa]o|apartments?|flats?|rooms?|houses?|casas?)\s+)?"
                          r"(?:in|en|em|no|na|de|del)\s+$", I)
# Since when someone has lived where he lives: "que vive em Curitiba desde julho", "who has lived in Bogotá since
# March", "que mora desde abril em Boa Vista": the start of his stay, no day of anything the sentence tells
def _lived_there_since(text: str, d: DateMention) -> bool:
    """Whether `d` is when someone's stay where he lives began ("que vive em Curitiba desde julho"), unless a "when"
    clause after it tells what happened that day ("vive en Cúcuta desde marzo, cuando la familia cruzó")."""
    return _LIVED_THERE_SINCE.search(text, max(0, d.start - 80), d.start) is not None \
        and _WHEN_AFTER.match(text, d.end) is None


_LIVED_THERE_SINCE = re.compile(rf"\b(?:{_RESIDE_VERB}|mora|(?:has|have|had)\s+lived)\s+(?:[^,;:.]{{1,40}}?\s+)?"
                                r"(?:since|desde)\s+(?:(?:el|la|o|a|the)\s+)?$", I)
# Where someone is or works now: "The captain, now in Madrid, said", "who now works as a taxi driver in Cúcuta",
# "hoy en Madrid", "que hoy trabaja como mototaxista en Villa del Rosario"
_NOW_IN = re.compile(r"(?:,\s*|\b(?:is|are|who\s+is|who\s+are|que\s+est[áa]n?|que\s+est[áa]o?)\s+)"
                     r"(?:now|today|ahora|hoy|hoje|agora)\s+(?:based\s+|safe\s+|living\s+)?(?:in(?:\s+the)?|en|em|no|na)\s+$|"
                     r"\b(?:now|ahora|hoy|hoje|agora)\s+(?:works?|working|drives?|sells?|trabaja|trabajan|trabalha|trabalham)\b"
                     r"[^,.;:]{0,50}?\s(?:in|en|em|no|na)\s+$", I)


# ... or of what someone does for a living now: "cruzou a fronteira em Pacaraima e hoje trabalha nas ruas de Manaus",
# "hoy trabaja en una panadería", "today sells water at a traffic light"
_WORKS_NOW = re.compile(r"(?:works?|sells?|drives?|trabaj(?:a|an)|trabalh(?:a|am)|vende[nm]?|maneja[n]?|dirige[nm]?|"
                        r"estudia[n]?|estuda[m]?)\b", I)
# "today" told of where someone lives: "vivem hoje em Manaus", "hoy viven en Cúcuta", "live today in Lima"
_TODAY_WORD = re.compile(r"(?:today|hoy|hoje|nowadays|actualmente|atualmente)$", I)


def _living_today(text: str, d: DateMention) -> bool:
    """Whether `d` is a bare "today" said of where someone lives, works or stays now."""
    if not _TODAY_WORD.match(text, d.start, d.end):
        return False
    return bool(_RESIDES.match(text, d.end + 1) or _WORKS_NOW.match(text, d.end + 1)
                or _RESIDES.search(text[max(0, d.start - 14):d.start])
                or _NOW_IN.search(text, max(0, d.start - 70), d.end + 8))


def _lives_there_now(text: str, start: int) -> bool:
    """The place at `start` is where someone lives, stays, works or is recovering now, not where anything happened."""
    return bool(_RESIDING_IN.search(text, max(0, start - 80), start) or _NOW_IN.search(text, max(0, start - 70), start)
                or _RECOVERING_IN.search(text, max(0, start - 40), start))


# Where someone is being treated now: "is recovering in a hospital in Cúcuta", "se recupera en el Hospital Erasmo
# Meoz", "se recupera no Hospital Geral", "sigue internado en la clínica": his state today, no move of his
_RECOVERING_IN = re.compile(r"\b(?:(?:is|are)\s+(?:now\s+|still\s+)?recovering|se\s+recuperan?|se\s+recuperam?|"
                            r"(?:sigue|siguen|segue|seguem|est[áa]n?|est[ãa]o|permanecen?|permanecem?)\s+"
                            r"(?:internad[oa]s?|hospitalizad[oa]s?))\s+(?:in|at|en|em|no|na)\s+(?:(?:the|a|el|la)\s+)?$", I)


# "soldiers who had deserted in March", "que habían desertado en marzo": a time before the main verb's
_PLUPERFECT_RELATIVE = re.compile(r"\b(?:who|which|que|quien(?:es)?)\s+(?:had|hab[ií]an?|havia[m]?|tinha[m]?)\s+"
                                  r"(?:\w+ly\s+)?$", I)
_LATER_BEFORE = re.compile(r"\b(?:later|afterwards|subsequently|eventually|posteriormente|m[áa]s\s+tarde|mais\s+tarde)\s+"
                           r"(?:(?:was|were|had|se|foi|foram|fue|fueron)\s+)?$", I)
_WHO_WHICH = re.compile(r"\b(?:who|which)\b", I)
_PRESENT_PERFECT_BEFORE = re.compile(r"\b(?:have|has)\s+(?:(?:also|now|since|already|quietly)\s+)?$", I)


def _time_set_apart(text: str, owner: _Trigger, group: Sequence[_Trigger]) -> bool:
    """A day told with another verb that the tenses set apart from the group's: a pluperfect relative
    clause before it ("four corporals who had deserted in March crossed the bridge"), or a group in the
    present perfect, which takes no past day ("soldiers who hid there after the May 2 revolt have slipped out"),
    or one told as coming later ("joined the revolt on April 30, and later crossed into Colombia")."""
    if owner.end > group[0].start:
        return False
    return bool(_PLUPERFECT_RELATIVE.search(_clause_before(text, owner.start))
                or _background_aside(text, owner, group) or _restrictive_relative(text, owner, group)
                or _PRESENT_PERFECT_BEFORE.search(text, 0, group[0].start)
                or _LATER_BEFORE.search(text, 0, group[0].start))


_RELATIVE_OPENS = re.compile(r"\b(?:who|which|que|quien(?:es)?)\s+(?:\w+\s+)?$", I)


def _restrictive_relative(text: str, owner: _Trigger, group: Sequence[_Trigger]) -> bool:
    """"Two soldiers who deserted in July were arrested in Rubio": the relative clause's day says who they
    are, not when the main verb happened (a desertion still dates the crossing it begins)."""
    if owner.event_type in _STARTS and any(t.event_type in _STARTS for t in group):
        return False
    opens = _RELATIVE_OPENS.search(text, max(0, owner.start - 30), owner.start)
    # restrictive: no comma before "who", none between its verb and the main one ("quien desertó el 23, cuando
    # cruzó mientras lanzaban gases": the clause goes on to tell the rest of that day)
    return opens is not None and not text[:opens.start()].rstrip().endswith(",") \
        and not re.search(r"[,;:]", text[owner.end:group[0].start])


# ", who deserted in March,", ", que desertó en marzo,": a relative clause between commas, about who the man is
_COMMA_RELATIVE = re.compile(r",\s*(?:who|que|quien(?:es)?)\b[^,;:]*,", I)
_STARTS = frozenset({"defection", "border_crossing"})  # a desertion and the crossing it begins share a day


def _background_aside(text: str, owner: _Trigger, group: Sequence[_Trigger]) -> bool:
    """"The sergeant, who deserted in March, was arrested in Bogotá": a day told in a relative clause
    between commas before the verb is the clause's, unless the clause begins the crossing the verb tells."""
    if owner.event_type in _STARTS and any(t.event_type in _STARTS for t in group):
        return False
    return _subject_aside(text, owner.start, owner.end, group[0].start)


_ASIDE_SUBJECT_WORDS = 8  # "The two National Guard corporals, who ...": a subject, not a clause of its own
_ASIDE_VERB_WORDS = 3  # ", was arrested", ", fue detenido", ", asked for": the main verb right after


def _subject_aside(text: str, start: int, end: int, verb: int) -> bool:
    """Whether start..end lies in a relative clause between commas that follows the sentence's subject and
    comes right before its verb at `verb` ("The sergeant, who deserted in March, was arrested")."""
    return any(m.start() < start and end <= m.end() <= verb
               and len(text[:m.start()].split()) <= _ASIDE_SUBJECT_WORDS and not _CLAUSE_BREAK.search(text, 0, m.start())
               and len(text[m.end():verb].split()) <= _ASIDE_VERB_WORDS
               for m in _COMMA_RELATIVE.finditer(text, 0, verb))


def _subject_aside_of(text: str, group: Sequence[_Trigger]) -> Span | None:
    """The relative clause between commas after the sentence's subject that holds the group ("Sgt. Luis Mora,
    who also travelled to Cali, said ..."), or None."""
    for m in _COMMA_RELATIVE.finditer(text):
        if m.start() < group[0].start and group[-1].end <= m.end() \
                and len(text[:m.start()].split()) <= _ASIDE_SUBJECT_WORDS and not _CLAUSE_BREAK.search(text, 0, m.start()):
            return m.start(), m.end()
    return None


def _past_subject_relative(text: str, group: Sequence[_Trigger], rows):
    """"Un sargento que llegó a Zaragoza la semana pasada, trasladado desde Madrid, explicó que cruzó a Colombia en
    marzo": the time told in the description of the opening subject (a relative clause on it) is that
    description's own, and the time of what he tells after "explicó" is the account's: each group of events takes
    the times on its side of the telling verb, when that side has one."""
    m = _OPENING_SUBJECT_RELATIVE.match(text)
    if m is None or len(text[:m.start("rel")].split()) > _ASIDE_SUBJECT_WORDS:
        return rows
    told = _TELLING_VERB.search(text, m.end())
    if told is None:
        return rows
    after = group[-1].start >= told.end()
    side = [row for row in rows if (row[0].start >= told.end()) == after]
    return side if side else rows


# an opening subject and the relative clause on it, up to its comma: "Un sargento primero de la Armada que llegó a
# Zaragoza la semana pasada,", "O soldado que chegou a Manaus em maio,", "A sergeant who reached Madrid in June,"
_OPENING_SUBJECT_RELATIVE = re.compile(r"\W*(?:a|an|one|the|un|una|el|la|um|uma|o)\s[^,;:.\"“”()]*?"
                                       r"\s(?P<rel>who|que)\s[^,;:\"“”()]+,", I)
# the verb of the subject's telling, after his description: "explicó que", "said he", "contou que"
_TELLING_VERB = re.compile(r"\b(?:said|says|told|explained|recalled|recounted|dijo|explicó|contó|relató|aseguró|"
                           r"afirmó|narró|recordó|disse|contou|explicou|relatou|afirmou|lembrou)\b", I)


def _caught_crossing(text: str, group: Sequence[_Trigger], rows) -> FuzzyDate | None:
    """"Brazilian soldiers detained a corporal who crossed into Pacaraima without papers on Friday": an
    arrest of men described as crossing is dated by the day of that crossing."""
    if not all(t.event_type == "arrest" for t in group):
        return None
    end = group[-1].end
    return next((d.date for d, owner, _ in rows if owner is not None and owner.event_type == "border_crossing"
                 and owner.start > end and d.date.precision == "day" and not _CLAUSE_BREAK.search(text, end, owner.start)
                 and _RELATIVE_BEFORE.search(text, max(0, owner.start - 30), owner.start)), None)


# ---------------------------------------------------------------------------- actors

_CONJUNCTION = re.compile(r"\b(?:as|while|when|because|although|though|but|whereas)\s+"
                          r"(?=(?:the|a|an|he|she|they|it|we|I)\b|[A-Z])")  # not "but were arrested"
_TAKES_PART = re.compile(r"\b(?:(?:took|take|taking|takes)\s+part\s+in|joined|join|led|lead|staged|launched|"
                         # "se sumó al alzamiento", "encabezó la rebelión", "aderiu ao levante"
                         rf"{_JOINS}|lider(?:ó|aron|ou|aram)|encabez(?:ó|aron)|"
                         r"carried\s+out|participated\s+in|started|mounted|behind)\b", I)
_RELATIVE_AFTER = re.compile(r"^\s*,?\s*(?:who|which|that|whom|que|quien(?:es)?|(?:los|las|el|la)\s+cual(?:es)?)\b")
# The same after the one's age: "o ex-cabo Jesús Marcano, de 26 anos, que cruzou", "Sgt. Díaz, 31, who crossed"
_AGED_RELATIVE_AFTER = re.compile(r"^\s*,\s*(?:de\s+)?\d{1,2}(?:\s+(?:años|anos|years\s+old))?\s*,\s*"
                                  r"(?:who|que|quien(?:es)?)\b", I)
# What joins actors named together: "Sánchez and the other 15", "el sargento X y el cabo Y".
_JOINED = re.compile(r"(?:\s*,\s*\d{1,2}\s*(?=,))?"  # "Pvt. Luis Díaz, 20, and a fellow private": an age between
                     # "un cabo de la Armada y dos marineros", "a corporal of the Navy and": the first one's force between
                     # (and its adjective: "un sargento del Ejército venezolano y dos soldados")
                     r"(?:\s+(?:de\s+la|del|da|do|of\s+the|of)\s+(?-i:[A-ZÁÉÍÓÚ][\w]*)(?:\s+(?-i:[A-ZÁÉÍÓÚ][\w]*)){0,3}"
                     r"(?:\s+(?:venezolan[oa]|venezuelan[oa]|bolivarian[oa]))?(?=\s*,?\s+(?:and|y|e)\s))?"
                     r"\s*(?:,|and|, and|y|e|, y)\s*(?:(?:the|el|la|los|las|their|his|her|sus|su)\s+)?"
                     r"(?:other\s+|otros?\s+|otras?\s+)?")


_FERRIED = re.compile(_any(_FERRY_VERBS), I)
_FERRIED_PRONOUN = re.compile(r"\b(?:him|her|them)\s+(?:across|over)\b", I)


def _ferried(group: Sequence[_Trigger], mentions: Sequence[ActorMention], text: str) -> tuple[Actor, ...] | None:
    """Who a boatman or guide took across ("a fisherman paddled two corporals across the river"; "the
    three lay in a canoe as a fisherman paddled them across": the subject told before); None when
    nobody was carried over."""
    carriers = [t for t in group if t.kind == "cross" and _FERRIED.match(text, t.start)]
    for t in carriers:
        inside = [m for m in mentions if t.start < m.start < t.end]
        if inside:
            return inside[0].actors
        if _FERRIED_PRONOUN.search(text, t.start, t.end):
            told = [m for m in mentions if m.end <= t.start and m.role == "subject" and not m.in_quote and m.actors]
            return told[-1].actors if told else ()
    return None


# The owner of a deed told by its noun: "the general's defection", "Sgt. Mora's arrest"
_WHOSE_DEED = re.compile(r"['’]s?\s+(?:(?:own|sudden|surprise|recent|dramatic|public)\s+)?", I)
_HELD_KIN_AFTER = re.compile(rf"\b(?:his|her|their|su|sus|seu|sua|seus|suas)\s+(?:{_KIN_WORDS}|{_ES_KIN}|{_PT_KIN})"
                             r"(?:\s+(?:menor|mayor|mais\s+novo|mais\s+velho|mayores|menores))?\b", I)
# The arrest's own date right after the noun: "since his arrest in April", "tras su detención el 2 de mayo" (not
# "died in custody days after his arrest", dated by the death)
_DAY_AFTER_NOUN = re.compile(r"\s+(?:in|on|last|el|en|em|no|na|del|de)\s+(?:(?:early|late|mid-?)\s*)?(?:"
                             + "|".join(sorted((*MONTHS, *SPANISH_MONTHS, *PORTUGUESE_MONTHS), key=len, reverse=True))
                             + r")\b\.?|\s+(?:on|el|en|em|no|na)\s+(?:\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)", I)
_OWN_ARREST = re.compile(r"\b(?:since|after|following|before|until|desde|tras|después\s+de|antes\s+de|depois\s+d[ae]|"
                         r"desde\s+a)\s+(?:his|her|their|su|sus|sua|seu)\s+$", I)


# (not "Pérez was among the dozens of guardsmen who ran across": one of them)
_IN_A_CROWD = re.compile(r"\b(?:(?:mingl|mix|blend)(?:ed|ing)\s+(?:in\s+)?with|(?:hidden|hiding|lost)\s+(?:among|amid(?:st)?)|"
                         r"in\s+the\s+midst\s+of|mezcl[aá]ndose\s+(?:con|entre)|misturando-se\s+(?:com|a)|"
                         # the verb told in its own right: "se mezcló con los estudiantes", "misturou-se aos"
                         r"se\s+(?:mezcl|confund)(?:ó|aron|i[óo]|ieron)\s+(?:con|entre)|"
                         r"(?:se\s+mistur(?:ou|aram)|mistur(?:ou|aram)-se)\s+(?:com|a|entre))\s+"
                         # (the second of a list: "con los pimpineros y los estudiantes")
                         r"(?:(?:the|los|las|el|la|os|as|o)\s+)?(?:[\w-]+\s+(?:and|y|e)\s+(?:(?:the|los|las|os|as)\s+)?)?$", I)


# The subject of a clause that only says when: "un día después de que Juan Guaidó se juramentara, terminó su turno",
# "uma semana antes de Nicolás Maduro mandar fechá-la": the one who swore or ordered does not do the main verb
# (not English "after troops fired ...": a subject there is told, "he slipped out ..., the morning after troops ...")
_TIME_CLAUSE_SUBJECT = re.compile(r"\b(?:antes|despu[ée]s|luego|depois)\s+(?:de(?:\s+que)?|que)\s+$", I)


# The crowd one mingled with, and what it was doing: "se mezcló con los peatones que cruzaban", "blended in with the
# shoppers who were crossing", "misturou-se aos pedestres que atravessavam"
_CROWD_THAT = re.compile(r"\b(?:mezcl|confund|mistur|mingl|mix|blend)\w*(?:-se)?\s+(?:in\s+)?(?:con|entre|com|aos|[àa]s|a|with|among)\s+"
                         r"(?:[\w-]+\s+){1,4}?(?:que|quienes|who|that)\s+(?:were\s+|also\s+)?$", I)


def _in_a_time_clause(text: str, start: int, verb: int | None = None) -> bool:
    """Whether the name at `start` is the subject of a clause that only says when, and `verb` (if given) outside it
    ("depois que dois colegas foram presos": the arrest is the clause's own)."""
    return _TIME_CLAUSE_SUBJECT.search(text, max(0, start - 24), start) is not None \
        and (verb is None or verb < start or "," in text[start:verb])


def _in_a_crowd(text: str, start: int) -> bool:
    return _IN_A_CROWD.search(text, max(0, start - 60), start) is not None \
        or _AMONG.search(text, max(0, start - 20), start) is not None and _A_CROWD_NAMED.match(text, start) is not None


# Those one went with, set off by a comma: ", junto con dos civiles,", ", junto com a esposa,", ", along with two
# civilians,"
_WITH_COMPANIONS = re.compile(r",\s*(?:junto\s+con|junto\s+com|juntamente\s+com|along\s+with|together\s+with)\s+$", I)


def _told_aside(text: str, start: int, verb: int | None = None) -> bool:
    """Whether the name at `start` is told aside, as no subject of the sentence's verb: the crowd one went among
    or with, or the subject of a clause that only says when (`_in_a_time_clause`)."""
    return _in_a_crowd(text, start) or _in_a_time_clause(text, start, verb) \
        or _HELPED_BY.search(text, max(0, start - 50), start) is not None


# "Com a ajuda de uma tia que vive em Estarreja, comprou bilhete", "Con la ayuda de un primo, viajó", "With the help
# of a cousin, he flew": the helper is named aside, no subject of the verb
_HELPED_BY = re.compile(r"\b(?:with\s+(?:the\s+)?help\s+of|con\s+(?:la\s+)?ayuda\s+de|com\s+(?:a\s+)?ajuda\s+d[eoa]s?|"
                        r"gracias\s+a|gra[çc]as\s+a|thanks\s+to)\s+(?:(?:a|an|the|un|una|unos|um|uma|uns|su|sus|sua|suas|"
                        r"seu|seus|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?$", I)


# "cruzaron el puente, entre miles de personas que intentaban entrar", "among thousands of people", "em meio a
# centenas de migrantes": the crowd they crossed among, told by its size; so is the crowd they went with ("junto com
# dezenas de migrantes", "junto con decenas de venezolanos", "along with hundreds of people")
_AMONG = re.compile(r"\b(?:among|amid(?:st)?|entre|em\s+meio\s+a|no\s+meio\s+de|en\s+medio\s+de|"
                    r"(?:junto|juntos|juntas|juntamente)\s+(?:com|con|a)|along\s+with|together\s+with)\s+$", I)
_A_CROWD_NAMED = re.compile(r"(?:hundreds|thousands|dozens|miles|cientos|centenares|decenas|milhares|centenas|dezenas)"
                            r"\s+(?:of|de)\s+(?:people|migrants|venezuelans|personas|migrantes|venezolanos|pessoas|"
                            r"venezuelanos)\b", I)


# A request for refuge told by its paper, whose owner is named with it
_PAPERWORK = re.compile(r"(?:requests?|applications?|claims?|petitions?|asylum|refugee|solicitud|petici[oó]n|pedidos?)\b", I)


# A participle of arrest right after a comma: "detenida por la Dgcim", "capturados en Ureña", "detained by police"
_ARREST_PARTICIPLE = re.compile(r"\w+(?:[aií]d[oa]s?|ed)\b", I)


# The force named after the one it holds: "un cabo del Ejército que", "a corporal of the Navy who"
_FORCE_AFTER = re.compile(r"\s+(?:de\s+la|del|da|do|of\s+the|of)\s+(?-i:[A-ZÁÉÍÓÚ]\w*)(?:\s+(?-i:[A-ZÁÉÍÓÚ]\w*)){0,3}", I)


def _force_after(text: str, end: int) -> int:
    """How many characters of a force's name follow a mention ending at `end` (0 if none)."""
    m = _FORCE_AFTER.match(text, end)
    return m.end() - end if m else 0


def _held_after_relative(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention],
                         window_start: int) -> tuple[Actor, ...]:
    """"la madre de un cabo que desertó en febrero, detenida por la Dgcim en San Cristóbal": an arrest's participle
    after the comma closing a relative clause is said of the one the clause follows, before the clause's own words."""
    first = group[0].start
    if group[0].event_type != "arrest" or not _ARREST_PARTICIPLE.fullmatch(text, first, group[0].end) \
            or not re.search(r",\s*$", text[:first]):
        return ()
    heads = [m for m in mentions if m.end <= window_start and m.actors and not m.in_quote
             and _RELATIVE_AFTER.match(text[m.end + _force_after(text, m.end):first])
             and text.count(",", m.end, first) == 1]
    return heads[-1].actors if heads else ()


def _actors_for(group: Sequence[_Trigger], mentions: Sequence[ActorMention], scope: Span,
                text: str) -> tuple[Actor, ...]:
    """The nearest subject before the trigger (with those named together), else the sentence's subject."""
    first = group[0].start
    scope_start, scope_end = scope
    if group[0].kind in ("carry", "grant"):  # "police escorted 12 deserters to a hotel": the deserters moved
        carried = [m for m in mentions if group[0].start < m.start < group[0].end]
        if not carried and _WHERE_TAKEN.match(text, group[0].start):
            # "un albergue de Cúcuta, adonde fueron llevados": those told of before the place were taken there
            before = [m for m in mentions if m.end <= group[0].start and not m.in_quote]
            carried = [m for m in before if m.role == "subject"][-1:] or before[-1:]
        return carried[0].actors if carried else ()
    if (ferried := _ferried(group, mentions, text)) is not None:
        return ferried
    if group[0].event_type == "asylum" and _PAPERWORK.match(text, first) and (whose := next(
            (m for m in mentions if m.actors and (group[0].start < m.start < group[0].end
                                                  or _WHOSE_DEED.fullmatch(text, m.end, first))), None)) is not None:
        return whose.actors  # "the sergeant's request for asylum was filed", "la solicitud de refugio del sargento fue"
    if (named := _named_among_them(text, group, mentions)) is not None:
        return named
    if group[0].kind == "noun" and group[0].event_type in ("defection", "arrest") and (whose := next(
            (m for m in mentions if _WHOSE_DEED.fullmatch(text, m.end, first) and m.actors
             and any(a.military for a in m.actors)), None)) is not None:
        return whose.actors  # "The general's defection on Saturday", "Sgt. Mora's arrest"
    if group[0].kind == "noun" and group[0].event_type == "arrest" and _OWN_ARREST.search(text, 0, first) \
            and _DAY_AFTER_NOUN.match(text, group[-1].end) and (holder := [
            m for m in mentions if m.end <= first and m.role == "subject" and not m.in_quote and m.actors
            and any(a.military for a in m.actors) and not _POSSESSIVE.match(text, m.end)]):
        return holder[-1].actors  # "Lt. Vera has been held in Boleíta since his arrest in April": the holder's own
    conjunction = [m.end() for m in _CONJUNCTION.finditer(text, scope_start, first)]
    window_start = max([scope_start, *conjunction])
    if (inverted := _subject_after_said_that(text, group, mentions, window_start, scope_end)) is not None:
        return inverted
    mentions = [m for m in mentions if not re.match(r"['’]s\b", text[m.end:m.end + 2])]  # "Guaido's supporters"
    listed = _apposed_list(text, mentions, first)
    before = [m for m in mentions if window_start <= m.start and m.end <= first and not _appositive(text, m, mentions)
              and m not in listed and (m.role == "subject" or _RELATIVE_AFTER.match(text[m.end:first])
                                       or _AGED_RELATIVE_AFTER.match(text[m.end:first]))]
    # "Según la ONG Foro Penal, 12 militares permanecen detenidos": the source is none of them, when others are named
    before = [m for m in before if not ACCORDING_TO.search(text, max(0, m.start - 50), m.start)] or before
    # "crossed the bridge, mingling with hundreds of people who cross daily, and presented himself": the crowd
    # he hid in does nothing of the story
    before = [m for m in before if not _told_aside(text, m.start, first)]
    # "se embarcó ... en un peñero en Pedernales, junto con dos civiles, y desembarcó cerca de Erin": those he went
    # with, set off by a comma, are no subject of the verb after them
    before = [m for m in before if not _WITH_COMPANIONS.search(text, max(0, m.start - 24), m.start)]
    if group[0].kind == "noun":
        before = [m for m in before if _TAKES_PART.search(text[m.end:first])]
        if not before and group[0].event_type == "defection" and (whose := _deserters_named_after(text, group, mentions)):
            return whose
    if not before and group[0].event_type == "border_crossing" and (aboard := _aboard(text, mentions, scope_start, first)):
        return aboard
    if group[0].event_type == "arrest" and before and not _PASSIVE_BEFORE.search(text, 0, first):
        # "agents detained two soldiers": who was arrested
        last = group[-1].end
        after = [m for m in mentions if last <= m.start <= last + 40 and _object_reached(text, last, m.start)]
        after = after or _object_between(text, group, mentions)
        if after and not _KIN.search(text, last, after[0].start):
            return _with_joined(text, after[0], mentions)
        if _ARRESTERS.search(text, before[-1].start, before[-1].end) \
                and _ANY_KIN.search(text, first, min(len(text), last + 60)):  # (or in it: "se llevaron a su cuñado")
            return ()  # "Intelligence agents detained his brother": the relative held, not the ones who arrested
        if _ARRESTERS.search(text, before[-1].end, first) and (kin := _HELD_KIN_AFTER.search(text, first, last + 60)):
            # after the one who tells it: "Salcedo said agents had detained his brother", "Rangel contó que la
            # Dgcim detuvo en San Cristóbal a su hermano menor": the relative
            return (Actor(" ".join(kin.group().split()), "individual"),)
    if not before and (head := _held_after_relative(text, group, mentions, window_start)):
        return head
    if before:
        chosen = [before[-1]]
        for m in reversed(before[:-1]):
            if _JOINED.fullmatch(text, m.end, chosen[0].start):
                chosen.insert(0, m)
            else:
                break
        return tuple(dict.fromkeys(a for m in chosen for a in m.actors))
    if group[0].event_type in ("violence", "arrest"):
        after = [m for m in mentions if first <= m.start and m.end <= scope_end and m.start - group[-1].end <= 60
                 and _object_reached(text, group[-1].end, m.start)
                 # "was arrested by intelligence agents": the passive's agent did it, it was not done to them
                 and not (_PASSIVE_BEFORE.search(text, 0, first) and _BY_AGENT.search(text, group[-1].end, m.start))]
        # "raided a farm where 30 deserters lived and arrested three men": the last verb's object
        after = [m for m in after if m.start >= group[-1].end] or after
        if after and not (group[0].event_type == "arrest" and _ANY_KIN.search(text, group[-1].end, after[0].start)):
            # the victim: "the killing of police officer Oscar Pérez"; not the one whose relative was held
            # ("detained the mother of a deserter")
            return _with_joined(text, after[0], mentions)
    passive = _PASSIVE_BEFORE.search(text, 0, first)
    if group[0].kind == "noun" or window_start > scope_start or (
            group[0].event_type in ("violence", "arrest") and not passive):
        return ()
    # (or after the one's age: "o ex-cabo X, de 26 anos, que cruzou ..., depois de abandonar seu batalhão")
    antecedents = [m for m in mentions if m.end <= first
                   and (_RELATIVE_AFTER.match(text[m.end:]) or _AGED_RELATIVE_AFTER.match(text[m.end:]))
                   and not _in_a_crowd(text, m.start)]
    if antecedents:
        return antecedents[-1].actors  # "their families, who were granted asylum ... after fleeing"
    subjects = [m for m in mentions if m.role == "subject" and not _told_aside(text, m.start, first)]
    subjects = [m for m in subjects if m.start < first] or subjects
    return subjects[0].actors if subjects else ()


# A singular past of its own before the "y"/"e" that opens the clause: "Un campesino les prestó ropa y ..."
_SINGULAR_PAST_WORD = re.compile(r"\b\w{2,}(?:ó|ou|eu|iu)\b", I)
_CLAUSE_AND = re.compile(r"\s(?:y|e)\s+", I)


def _after_a_singular_clause(text: str, at: int) -> int | None:
    """Where the clause of a plural verb at `at` begins when it follows "y"/"e" after a clause with a singular past
    of its own: "Un campesino les prestó ropa y el lunes 26 tomaron un autobús hacia Saravena" (the plural verb's
    subject is left out, the group told before, not the one who lent the clothes); else None."""
    verb = _SPANISH_FINITE.match(text, at)
    joins = list(_CLAUSE_AND.finditer(text, 0, at))
    if not (verb and verb["plural"] and joins) or not _opens_with_verb(text, at, joins[-1].end()):
        return None
    opened = max(text.rfind(mark, 0, joins[-1].start()) for mark in (",", ";", ":")) + 1
    return joins[-1].end() if _SINGULAR_PAST_WORD.search(text, opened, joins[-1].start()) else None


# What a speaker says opens a clause of its own: "confirmó que en noviembre han llegado seis militares"
_SAID_THAT = re.compile(r"\b(?:confirm(?:ó|ou|ed)|inform(?:ó|ou)|dijo|disse|asegur(?:ó|ou)|afirm(?:ó|ou)|indic(?:ó|ou)|"
                        r"explic(?:ó|ou)|señal(?:ó|aron)|precis(?:ó|ou)|report(?:ó|ou)|detall(?:ó|ou)|revel(?:ó|ou)|"
                        r"dijeron|informaron|confirmaram|afirmaram|"
                        # "Krüger recordó que desde febrero han llegado 1.400 uniformados", "agregou que"
                        r"record(?:ó|aron)|lembr(?:ou|aram)|a[ñn]adi(?:ó|eron)|agreg(?:ó|aron)|acrescent(?:ou|aram))\s+que\b", I)


def _subject_after_said_that(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention],
                             window_start: int, scope_end: int) -> tuple[Actor, ...] | None:
    """"El director ... confirmó que en lo que va de noviembre han llegado seis militares a Norte de Santander": after
    a speaker's "que", a verb with no subject before it has the one right after it, not the speaker."""
    first = group[0].start
    said = [m for m in _SAID_THAT.finditer(text, window_start, first)]
    if not said or any(said[-1].end() <= m.start < first for m in mentions):
        return None
    after = [m for m in mentions if group[-1].end <= m.start < scope_end and m.role == "subject" and m.actors
             and not _CLAUSE_BREAK.search(text, group[-1].end, m.start)]
    return after[0].actors if after else None


# "the desertion of four soldiers", "la deserción de dos sargentos", "a fuga de quatro militares": whose it was
_OF_WHOM = re.compile(r"\s+(?:of|de|da|do)\s+$", I)  # not "de los uniformados": the men told before


def _deserters_named_after(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention]) -> tuple[Actor, ...]:
    """The soldiers a desertion noun names as its own right after it: "the desertion of four soldiers"."""
    end = group[-1].end
    after = [m for m in mentions if end < m.start <= end + 12 and _OF_WHOM.fullmatch(text, end, m.start)]
    return after[0].actors if after and any(a.military for a in after[0].actors) else ()


_WHERE_TAKEN = re.compile(r"(?:where|adonde|a\s+donde|para\s+onde|aonde)\s+(?:already\s+|ya\s+|j[áa]\s+)?"
                          r"(?:was|were|had\s+been|fue|fueron|hab[ií]an?\s+sido|foi|foram|havia[m]?\s+sido)\b", I)


# "arrested an army lieutenant, Pedro Salas,": the object described, then named between commas
_DESCRIBED_BEFORE_NAME = re.compile(r"\s+(?:an?|un|una|um|uma)\s+[^,.;:()\"“”—–]{1,50},\s*", I)


def _object_reached(text: str, start: int, end: int) -> bool:
    """Nothing but the object's own description parts a verb from the mention at `end`."""
    return not _CLAUSE_BREAK.search(text, start, end) or _DESCRIBED_BEFORE_NAME.fullmatch(text, start, end) is not None


# "a plane with a captain and a sergeant on board", "una avioneta, con dos tenientes a bordo", "com três
# militares a bordo": who a craft carries, told between the craft and the words for aboard
_ABOARD = re.compile(r"\b(?:with|carrying|con|com|llevando|levando)\s+(?P<who>[^;:()]{3,160}?)\s+"
                     r"(?:on\s+board|aboard|a\s+bordo)\b", I)


_LANDED = re.compile(r"(?:land(?:ed|ing)|aterriz|pous)", I)


def _aboard(text: str, mentions: Sequence[ActorMention], start: int, first: int) -> tuple[Actor, ...]:
    """"A military plane with two lieutenants aboard landed in Tame": a boat or plane that moves
    moves the people it carries."""
    for found in _ABOARD.finditer(text, start, first):
        carried = [m for m in mentions if found.start("who") <= m.start and m.end <= found.end("who")]
        if carried:
            return _with_joined(text, carried[0], carried)
    return ()


# "Among those who defected on Saturday was a colonel", "Entre los que cruzaron el sábado estaba un coronel",
# "Entre os que atravessaram estavam dois sargentos": the ones named after the verb "to be" did it
_AMONG_THOSE = re.compile(r"\b(?:among\s+(?:those|the\s+[\w-]+)\s+(?:who|that)|entre\s+(?:los|las|os|as|aquellos|aquelas?)"
                          r"(?:\s+[\w-]+)?\s+que)\s+(?:(?:had|have|has|se|han|habían)\s+)?$", I)
_AMONG_BE = re.compile(r"[^.;:]{0,120}?\b(?:was|were|are|is|estaba|estaban|figuraba|figuraban|se\s+encontraba|"
                       r"se\s+encontraban|est[aá]n?|estava|estavam|est[aã]o|figuram|figuravam)\s+$", I)


def _named_among_them(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention]) -> tuple[Actor, ...] | None:
    """The actors named after "was" in "Among those who deserted on Saturday was a colonel", else None."""
    if not _AMONG_THOSE.search(text, max(0, group[0].start - 40), group[0].start):
        return None
    named = next((m for m in mentions if m.start > group[-1].end and m.actors
                  and _AMONG_BE.fullmatch(text, group[-1].end, m.start)), None)
    return None if named is None else _with_joined(text, named, mentions)


def _with_joined(text: str, first: ActorMention, mentions: Sequence[ActorMention]) -> tuple[Actor, ...]:
    """The actors of an object and of those named with it: "arrested a major and a colonel"."""
    chosen = [first]
    for m in mentions:
        if m.start > chosen[-1].end and m.actors and _JOINED.fullmatch(text, chosen[-1].end, m.start):
            chosen.append(m)
    return tuple(dict.fromkeys(a for m in chosen for a in m.actors))


def _object_between(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention]) -> list[ActorMention]:
    """"raided the home of a retired general ... and took him away": who the first verb's object names."""
    return [m for m in mentions if group[0].end <= m.start < group[-1].start and m.role == "object"
            and not _CLAUSE_BREAK.search(text, group[0].end, m.start)]


def _apposed_list(text: str, mentions: Sequence[ActorMention], first: int) -> list[ActorMention]:
    """"Los uniformados, un sargento primero, dos sargentos segundos y dos cabos, se presentaron":
    the unnamed ones listed between commas after a group say who the group is; they are no subject."""
    for p in mentions:
        if p.end > first or not p.actors or not p.actors[0].plural or not _LIST_OPENS.match(text, p.end):
            continue
        close = text.rfind(",", p.end + 1, first)
        if close < 0 or len(text[close + 1:first].split()) > 3:
            continue
        inside = [m for m in mentions if p.end < m.start and m.end <= close]
        if (len(inside) >= 2 or inside and _AMONG_THEM.fullmatch(text, p.end, inside[0].start)) \
                and all(a.kind != "person" for m in inside for a in m.actors):
            return inside  # (or one part: "14 militares, entre ellos dos oficiales, cruzaron")
    return []


_LIST_OPENS = re.compile(r"(?:\s+(?-i:[a-záéíóúç]+))?\s*,")  # "Los militares venezolanos, un sargento, ..."
_AMONG_THEM = re.compile(r"(?:\s+[a-záéíóúç]+)?\s*,\s*(?:among\s+them|including|entre\s+(?:ell|el)[oae]s|incluidos|incluyendo|incluindo|"
                         r"inclusive)\s+", I)


_LIST_END = re.compile(r"\s*,?\s+(?:and|y|e)\s+", I)


def _appositive(text: str, m: ActorMention, mentions: Sequence[ActorMention]) -> bool:
    """"his wife, also a national guard sergeant": the description is not a new actor. After an opening
    phrase that names no one ("El 23 de febrero, un sargento", "In Cúcuta, a navy captain") it is the subject."""
    comma = re.search(r",\s*(?:also\s+)?$", text[:m.start])
    if m.actors[0].kind != "individual" or comma is None:
        return False
    if any(_LIST_END.fullmatch(text, m.end, o.start) for o in mentions if o.start > m.end):
        return False  # "Un sargento, un cabo y dos soldados": a list's middle item, not a description
    opener = text[:comma.start()]
    return bool(_CLAUSE_BREAK.search(opener)) or any(o.end <= comma.start() for o in mentions)


def _unit_for(text: str, scope: Span, actors: Sequence[Actor], mentions: Sequence[ActorMention]) -> str | None:
    """The force named with the event, unless it describes someone else ("one naval captain")."""
    others = [m for m in mentions if not set(m.actors) & set(actors)]
    units = [u for u in find_units(text) if scope[0] <= u.start < scope[1]
             and not any(m.start <= u.start < m.end for m in others)]
    if units:
        return units[0].unit
    return next((a.unit for a in actors if a.unit), None)


def _count_for(actors: Sequence[Actor]) -> int | None:
    counts = [a.count for a in actors if a.count is not None]
    if counts and any(a.kind == "individual" for a in actors) \
            and all(a.kind == "individual" or a.count is not None for a in actors):
        # "a sergeant and two corporals": three men, named rank by rank
        return sum(a.count if a.count is not None else 1 for a in actors)
    return max(counts) if counts else None


# ---------------------------------------------------------------------------- one sentence

@dataclass(frozen=True)
class _SentenceFacts:
    """A sentence read once: its triggers and actor mentions; its place uses and dates are worked
    out when first asked for, as most sentences code no event and need neither."""

    index: int
    sentence: Sentence
    triggers: tuple[_Trigger, ...]
    places: tuple[ResolvedMention, ...]
    mentions: tuple[ActorMention, ...]
    quotes: tuple[Span, ...]
    read_dates: Callable[[str], Sequence[DateMention]] = field(repr=False, compare=False)
    leg_end: int | None = None  # where a journey's leg told in this sentence ends (see `_legs`)

    @cached_property
    def background(self) -> tuple[frozenset[int], int]:
        return _background_relatives(self)

    @cached_property
    def uses(self) -> tuple[_PlaceUse, ...]:
        return tuple(_place_uses(self.sentence.text, self.places, self.sentence.start))

    @cached_property
    def found_dates(self) -> tuple[DateMention, ...]:
        return tuple(self.read_dates(self.sentence.text))

    @cached_property
    def dates(self) -> tuple[tuple[DateMention, _Trigger | None, bool], ...]:
        return tuple(_sentence_dates(self.sentence.text, self.triggers, self.found_dates))

    @cached_property
    def tally(self) -> bool:
        """Whether the sentence counts over a period ("since Feb. 23", "in March alone"): a running
        total, which takes no day from the sentences around it either."""
        text = self.sentence.text
        return any(d.date is not None and (_running_period(text, d) or _since(text, d)) for d in self.found_dates)


_TRAVEL_KINDS = MOVE_KINDS - _RELOCATE_KINDS


def _group_key(t: _Trigger) -> str:
    return "move" if t.kind in _TRAVEL_KINDS else ("reloc" if t.kind in _RELOCATE_KINDS else t.event_type)


def _live(facts: _SentenceFacts) -> list[_Trigger]:
    background, _ = facts.background
    return [t for t in facts.triggers if t.status and t.start not in background]


def _groups(facts: _SentenceFacts) -> dict[str, list[_Trigger]]:
    """Live triggers by event type; every movement word joins one "move" group."""
    groups: dict[str, list[_Trigger]] = {}
    for t in _live(facts):
        groups.setdefault(_group_key(t), []).append(t)
    return groups


# "..., and two soldiers walked", "while a sergeant reached", "y otros tres soldados llegaron": a clause
# of its own, with a subject of its own, joined to the one before.
_NEXT_CLAUSE = re.compile(r"(?:[,;]\s*|\s)(?:(?:and|while|whereas|y|e|mientras(?:\s+que)?)\s+)?"
                          # its own time first: "..., y en agosto otro desertor fue detenido", "and on Monday two"
                          r"(?:(?:on|in|en|el|em|no|na)\s+[\w-]+(?:\s+\d{1,2})?,?\s+)?"
                          r"(?:(?:then|later|also|another|other|otros?|otras?|luego|despu[eé]s)\s+)*"
                          r"(?:(?:Mr|Mrs|Ms|Dr|Sr|Sra|Srta)\.?\s+)?$", I)  # "and Mr López had sought shelter"
_NEXT_CLAUSE_WORD = re.compile(r"[;]|\b(?:and|while|whereas|y|e|mientras)\b", I)


def _episodes(facts: _SentenceFacts) -> list[Span]:
    """The spans of a sentence that tell episodes of their own: "Three guardsmen crossed at La Parada
    and two soldiers walked into Paraguachón" is two crossings. A split needs a coordinated clause
    with a subject of its own, other than the one before, and a trigger of the same kind in both;
    "deserted and crossed into Colombia" or "crossed the bridge and reached Cúcuta" stays one."""
    keys = [_group_key(t) for t in facts.triggers if t.status]
    if len(keys) == len(set(keys)):
        return [(0, len(facts.sentence.text))]
    text, cuts, start, live = facts.sentence.text, [], 0, _live(facts)
    for m in facts.mentions:
        if m.start <= start or m.in_quote or not m.actors:
            continue
        joint = _NEXT_CLAUSE.search(text, start, m.start)
        if joint is None or not _NEXT_CLAUSE_WORD.search(joint.group()):
            continue
        after = next((t for t in live if t.start >= m.end), None)
        if after is None or after.start - m.end > 40 or _CLAUSE_BREAK.search(text, m.end, after.start):
            continue
        before = [t for t in live if start <= t.start < joint.start() and _group_key(t) == _group_key(after)]
        told = [b for b in facts.mentions if start <= b.start and b.end <= joint.start() and b.actors] if before else []
        if told and not set(told[-1].actors) & set(m.actors) and not _KIN.search(m.surface):
            cuts.append(joint.start())
            start = joint.start()
    cuts = sorted({*cuts, *_noun_clause_cuts(text, live)})
    bounds = [0, *cuts, len(text)]
    return list(zip(bounds, bounds[1:]))


# "..., and a similar sit-in was held in Bogotá in August", "y otra protesta se hizo en Cúcuta": a clause whose
# subject is the event itself, told again
_EVENT_NOUN_JOINT = re.compile(r"(?:,\s*|\s)(?:and|y|e)\s+(?:a|an|another|one|un|una|otr[oa]|um|uma|outr[oa])\s+"
                               r"(?:(?:similar|second|smaller|larger|parecid[oa]|segund[oa]|nuev[oa]|nov[oa])\s+)?$", I)


def _noun_clause_cuts(text: str, live: Sequence[_Trigger]) -> list[int]:
    """Where a coordinated clause opens on a noun of an event of the kind told before it in the sentence."""
    cuts = []
    for t in live:
        joint = _EVENT_NOUN_JOINT.search(text, max(0, t.start - 40), t.start)
        if joint is not None and any(b.start < joint.start() and _group_key(b) == _group_key(t) for b in live):
            cuts.append(joint.start())
    return cuts


# Between two legs of one journey: "crossed into Colombia on July 2, flew to Madrid on July 20 and reached ..."
_LEG_JOINT = re.compile(r"\s*(?:,\s*(?:and\s+|then\s+|y\s+|e\s+)?|\s(?:and|then|y|e|luego)\s+)(?:then\s+|later\s+)?$", I)


def _legs(facts: _SentenceFacts) -> list[Span]:
    """The legs of a journey one subject makes in a sentence, each with a date of its own: "crossed
    near Ureña on July 2, flew from Bogotá to Madrid on July 20 and reached Lisbon on Sunday" is three
    moves. [] when the sentence tells one, or its legs share a date."""
    text = facts.sentence.text
    live = _live(facts)
    # (a relocation beside a crossing or a flight is told apart, not as a leg; but a chain of relocations, "On
    # Tuesday the army took them to Tibú, and on Wednesday they were driven to Cúcuta", is legs of their own)
    chain = len(live) > 1 and all(t.kind in _RELOCATE_KINDS for t in live)
    moves = [t for t in live if t.kind in (_RELOCATE_KINDS if chain else _TRAVEL_KINDS)]
    if len(moves) < 2 or not chain and any(t.kind in _RELOCATE_KINDS for t in live):
        return []
    cuts, firsts = [], []
    for before, t in zip(moves, moves[1:]):
        clause = text[before.end:t.start]
        joint = _LEG_JOINT.search(clause)
        # "hacia Ecuador el 17 de septiembre y, a fines de septiembre, entraron a Perú", "to Quito, and in August
        # he reached Lima": the leg's own time may come between the "and" and its verb, and a pronoun with it
        first = _LEG_AND.search(clause)
        if (joint is None and first is None) or any(
                before.end <= m.start < t.start and not (first is not None and m.start > before.end + first.end()
                                                          and _SUBJECT_PRONOUN.fullmatch(m.surface))
                for m in facts.mentions):
            return []
        cuts.append(before.end + (joint.start() if joint is not None else first.start()))
        firsts.append(before.end + first.start() if first is not None else cuts[-1])
    for tried in (cuts, firsts) if firsts != cuts else (cuts,):
        bounds = [0, *tried, len(text)]
        spans = list(zip(bounds, bounds[1:]))
        dated = [[d for d in facts.found_dates if lo <= d.start < hi and d.date is not None
                  and not _in_where_clause(text, d, lo, moves)] for lo, hi in spans]
        if all(dated) and len({d[0].date for d in dated}) == len(dated):
            return spans
        if (home_first := _home_stop_first(facts, spans, dated)) is not None:
            return home_first
        if (transit := _transit_first(facts, spans, dated)) is not None:
            return transit
        if (stepped := _steps_to_dated_legs(facts, spans, dated)) is not None:
            return stepped
        if dated[0] and not all(dated) and len(spans) > 2 and all(
                u.place.country_code == HOME_COUNTRY for (lo, hi), days in zip(spans, dated) if not days
                for u in facts.uses if lo <= u.start < hi):
            # "left his post in Valencia on Thursday, took a bus to Barquisimeto and crossed on Saturday": the dated
            # legs are the journey's; a stop at home with no time of its own between them is a step of it, no event
            days = [d for d in dated if d]
            if len(days) > 1 and len({d[0].date for d in days}) == len(days):
                return [span for span, told in zip(spans, dated) if told]
    return []


def _steps_to_dated_legs(facts: _SentenceFacts, spans: list[Span], dated: list[list]) -> list[Span] | None:
    """"flew from Bogotá to Mexico City on July 29 and took a series of buses north through Querétaro, reaching Ciudad
    Juárez on Aug. 2": a ride with no time of its own between dated legs is a step of the dated leg after it, which
    ends where that one does; the first and the last leg dated, each dated leg its own day (not a crossing with no
    time of its own, "salieron el 28 de agosto, cruzaron a Ecuador ... y tras una semana en Lima siguieron", which
    may as well go with the leg before)."""
    if len(spans) < 3 or not dated[0] or not dated[-1] or all(dated):
        return None
    if any(t.kind == "cross" for (lo, hi), days in zip(spans, dated) if not days
           for t in _live(facts) if lo <= t.start < hi):
        return None
    merged: list[Span] = []
    start = None
    for (lo, hi), days in zip(spans, dated):
        start = lo if start is None else start
        if days:
            merged.append((start, hi))
            start = None
    days = [d[0].date for d in dated if d]
    return merged if len(set(days)) == len(days) else None


def _home_stop_first(facts: _SentenceFacts, spans: list[Span], dated: list[list]) -> list[Span] | None:
    """"viajou de ônibus até Santa Elena de Uairén e entrou em Pacaraima dois dias depois", "took a bus to San
    Antonio and walked into Cúcuta on Tuesday": a first leg with no time of its own that stays at home is the way
    to the border, a step of the journey; the dated legs after it are its events (else the crossing is lost in it)."""
    if dated[0] or not all(dated[1:]) or len({d[0].date for d in dated[1:]}) != len(dated) - 1:
        return None
    lo, hi = spans[0]
    stops = [u for u in facts.uses if lo <= u.start < hi]
    if any(t.kind != "go" for t in _live(facts) if lo <= t.start < hi) or not stops \
            or any(u.place.country_code != HOME_COUNTRY or u.place.kind not in _NEAR_TOWN_KINDS for u in stops):
        return None  # (a crossing told first, "took them across the river and landed at Casuarito", is no stop)
    return spans[1:]


def _transit_first(facts: _SentenceFacts, spans: list[Span], dated: list[list]) -> list[Span] | None:
    """"atravesó Ecuador por el puente de Rumichaca y el 19 de marzo ingresó al Perú por Tumbes", "crossed Ecuador
    by bus and entered Peru at Tumbes on 19 March": a first leg with no time of its own through a country on the
    way is a step of the journey; the dated legs after it are its events (else the entry is dated on the transit)."""
    if dated[0] or not all(dated[1:]) or len({d[0].date for d in dated[1:]}) != len(dated) - 1:
        return None
    lo, hi = spans[0]
    text = facts.sentence.text
    crossed = [u for u in facts.uses if lo <= u.start < hi and u.place.kind == "country"
               and u.place.country_code not in ("", HOME_COUNTRY) and _THROUGH_BEFORE.search(text, max(lo, u.start - 40), u.start)]
    return spans[1:] if crossed else None


# "atravesó Ecuador", "atravessou a Colômbia", "crossed Ecuador", "passed through Colombia": a country gone across
_THROUGH_BEFORE = re.compile(r"\b(?:atraves(?:ó|aron|ou|aram)|recorri(?:ó|eron)|percorr(?:eu|eram)|cruz(?:ó|aron)\s+todo|"
                             r"crossed|traversed|(?:passed|went|travel(?:l)?ed)\s+(?:through|across))\s+(?:el\s+|o\s+|a\s+|the\s+)?$",
                             I)


_LEG_AND = re.compile(r",?\s+(?:and|then|y|e|luego)(?:\s*,\s+|\s+(?=(?:in|on|by|late|early|en|el|a|em|no|na)\s)"
                      # "y dos días después, el jueves 28, llegó", "and two days later reached", "e dois dias depois"
                      r"|\s+(?=(?:\d{1,2}|un|una|dos|tres|cuatro|cinco|one|two|three|four|five|um|uma|dois|duas|tr[eê]s|"
                      r"quatro|cinco)\s+(?:d[ií]as?|days?|semanas?|weeks?|horas?|hours?)\s+(?:despu[eé]s|later|depois|m[aá]s\s+tarde|"
                      r"mais\s+tarde)\b))", I)
_SUBJECT_PRONOUN = re.compile(r"(?:he|she|they|él|ella|ellos|ele|ela|eles)", I)


def _leg_facts(facts: _SentenceFacts, span: Span) -> _SentenceFacts:
    """A leg's facts, with the subject that opened the sentence's journey."""
    leg = _episode_facts(facts, span)
    subject = [m for m in facts.mentions if m.start < span[0] and m.role == "subject" and not m.in_quote][:1]
    leg = replace(leg, leg_end=span[1])
    return replace(leg, mentions=(*subject, *leg.mentions)) if span[0] else leg


def _episode_facts(facts: _SentenceFacts, span: Span) -> _SentenceFacts:
    """The facts of one episode of a sentence: its own triggers, places and actors (the first one, which
    opened the clause, its subject), and its own dates or, when it names none, the sentence's."""
    lo, hi = span
    base = facts.sentence.start
    dates = tuple(d for d in facts.found_dates if lo <= d.start < hi) or facts.found_dates
    mentions = [m for m in facts.mentions if lo <= m.start < hi]
    if lo > 0 and mentions:  # "at La Parada and two soldiers walked": no object of "at"
        mentions[0] = replace(mentions[0], role="subject")
    return replace(facts, triggers=tuple(t for t in facts.triggers if lo <= t.start < hi),
                   places=tuple(rm for rm in facts.places if lo <= rm.start - base < hi),
                   mentions=tuple(mentions), read_dates=lambda _text: dates)


# Gapping: "Thirty ex-soldiers were flown to Manaus and six others to São Paulo", "arrested a major in
# Táriba and a colonel in San Cristóbal", "y otros tres a Medellín", "e seis para Canoas": a clause with
# an actor and a place of its own but no verb borrows the verb, and so the events, of the clause before.
# After a colon or "with", two or more such clauses share out the group just named: "embarcaram: 25 para
# Curitiba e 15 para Canoas", "with 25 flown to Curitiba and 15 to Canoas".
_GAP_JOINT = re.compile(r"\s*(?:(?P<share>[:—–]|,?\s*\b(?:with|con|com|sendo|siendo)\b)|,|\b(?:and|y|e)\b)"
                        r"(?:\s*(?:and|y|e)\b)?\s*", I)
_GAP_COUNT = re.compile(r"(?:(?:the|los|las|os|as)\s+)?(?:(?:other|otros|otras|outros|outras)\s+)?"
                        r"(?P<n>\d{1,4}|[a-zñçáéíóúâêôãõ]+)"
                        r"(?:\s+(?:others|more|más|mas|mais|otros|otras|outros|outras))?", I)
_GAP_TO_PLACE = re.compile(r"\s*(?:to|into|in|at|a|al|en|para|pra|em|no|na|hacia|hasta|até|ao)\s+"
                           r"(?:(?:the|la|el|o|a)\s+)?(?:(?:city|town|ciudad|cidade)\s+(?:of|de)\s+)?", I)
# "and two more at an armored unit in the city of Barinas", "y dos más en un cuartel de Barinas": a site of the
# place between the actors and it
_GAP_SITE_TO_PLACE = re.compile(r"\s*(?:(?:at|in|en|em|no|na)\s+(?:an?|the|un|una|um|uma|el|la|o)|num|numa)\s+"
                                r"(?:(?!(?:and|y|e)\b)[\w-]+\s+){1,4}?(?:in|of|en|de|del|em|no|na|do|da)\s+"
                                r"(?:(?:the|la|el|o|a)\s+)?(?:(?:city|town|ciudad|cidade)\s+(?:of|de)\s+)?", I)
_PERSONAL_A = re.compile(r"(?:a\s+(?=(?:un|una|dos|tres|cuatro|cinco|seis|otros?|otras?|los|las|el|la|\d)\b))?", I)
_GAP_END = re.compile(r"[,;:.]|\b(?:and|y|e)\b", I)


@dataclass(frozen=True)
class _Gap:
    """A verbless clause (offsets into the sentence): whom it names and the place it gives them."""

    start: int
    end: int
    actors: tuple[Actor, ...]
    use: _PlaceUse


def _gap_actors(facts: _SentenceFacts, at: int) -> tuple[tuple[Actor, ...], int] | None:
    """Whom a verbless clause opening at `at` names ("a colonel", "six others", "otros tres", "seis")."""
    at = _PERSONAL_A.match(facts.sentence.text, at).end()  # "detuvo a un capitán ... y a dos sargentos en Rubio"
    kin = _GAP_KIN_OF.match(facts.sentence.text, at)
    if kin is not None:
        return _gap_relatives(facts, kin)
    mention = next((m for m in facts.mentions if m.start == at and m.actors and not m.in_quote), None)
    if mention is not None:
        return mention.actors, mention.end
    m = _GAP_COUNT.match(facts.sentence.text, at)
    if m is None or not (m["n"].isdigit() or m["n"].lower() in NUMBER_WORDS):
        return None
    return (Actor(" ".join(m.group().lower().split()), "group", count=parse_count(m["n"])),), m.end()


# Relatives of a soldier opening a verbless clause: "la esposa de un cabo en Ureña", "el padre y un tío de un sargento
# en Rubio", "the wife of a corporal in Ureña", "a mãe de um sargento em Rubio"
_GAP_KIN_WORD = r"(?:" + _KIN_WORDS + "|" + _ES_KIN + "|" + _PT_KIN + r")"
_GAP_KIN_OF = re.compile(r"(?:(?:el|la|los|las|un|una|su|sus|the|a|an|his|her|o|os|as|um|uma|seu|sua)\s+)?" + _GAP_KIN_WORD
                         + r"(?:\s+(?:y|e|and)\s+(?:(?:el|la|los|las|un|una|su|sus|the|a|an|his|her|o|os|as|um|uma)\s+)?"
                         + _GAP_KIN_WORD + r")*\s+(?:de|del|of|do|da)\s+", I)


def _gap_relatives(facts: _SentenceFacts, kin: re.Match[str]) -> tuple[tuple[Actor, ...], int] | None:
    """The relatives a verbless clause names, up to the soldier whose they are: "y el padre y un tío de un sargento
    en Rubio el 7 de marzo" is a clause of its own, as "y otros dos en Rubio" is."""
    whose = next((m for m in facts.mentions if m.start == kin.end() and m.actors and not m.in_quote), None)
    if whose is None:
        return None
    return (Actor(" ".join(facts.sentence.text[kin.start():whose.end].lower().split()), "group"),), whose.end


# What may stand between a gap's joint and a day it opens with: "y el martes otros dos", "and on Tuesday two others"
_GAP_DAY_LEAD = re.compile(r"\s*(?:(?:on|el|la|no|na|em|en|este|esta|ese|esa|nesse|nessa|neste|nesta)\s+)?", I)
_GAP_DAY_TAIL = re.compile(r"\s*,?\s*")


def _after_gap_day(facts: _SentenceFacts, at: int) -> int:
    """Where the actors of a verbless clause start, after the day it opens with ("y el martes otros dos en
    Rubio"): that day is the clause's own, as in "y otros dos en Rubio el martes"."""
    lead = _GAP_DAY_LEAD.match(facts.sentence.text, at).end()
    day = next((d for d in facts.found_dates if d.start == lead and d.date is not None), None)
    return _GAP_DAY_TAIL.match(facts.sentence.text, day.end).end() if day is not None else at


def _gap_at(facts: _SentenceFacts, at: int) -> _Gap | None:
    """The verbless clause opening at `at`: an actor, a place word, a place, and no verb before its end."""
    text, found = facts.sentence.text, _gap_actors(facts, _after_gap_day(facts, at))
    prep = _GAP_TO_PLACE.match(text, found[1]) if found else None
    use = next((u for u in facts.uses if u.start == prep.end()), None) if prep else None
    site = _GAP_SITE_TO_PLACE.match(text, found[1]) if found and use is None else None
    use = next((u for u in facts.uses if u.start == site.end()), None) if site else use
    if use is None:
        return None
    stop = _GAP_END.search(text, use.end)
    end = stop.start() if stop else len(text)
    if any(at <= t.start < end for t in facts.triggers):
        return None  # "and a colonel in San Cristóbal fled": a clause with a verb of its own
    return _Gap(at, end, found[0], use)


def _verbless_clauses(facts: _SentenceFacts) -> tuple[int, list[_Gap], bool] | None:
    """Where the clause with the verb ends, the verbless clauses after it, and whether they share out
    its group; None when the sentence has none. Gapping needs a place in the clause before ("arrested a
    major and a colonel in San Cristóbal" is one arrest); sharing out needs two clauses."""
    live = _live(facts)
    if not live or len(facts.uses) < 2:
        return None
    text = facts.sentence.text
    for joint in _GAP_JOINT.finditer(text, live[0].end):
        first = _gap_at(facts, joint.end())
        if first is None:
            continue
        gaps, shared = [first], bool(joint["share"])
        while (more := _GAP_JOINT.match(text, gaps[-1].end)) and (gap := _gap_at(facts, more.end())):
            gaps.append(gap)
        told = [u for u in facts.uses if u.end <= joint.start()]
        if len(gaps) > 1 if shared else bool(told):
            return joint.start(), gaps, shared
        return None
    return None


def _gapped_event(event: Event, gap: _Gap, parallel: frozenset[str], dates: Sequence[DateMention]) -> Event | None:
    """The event of the clause before told of the verbless clause's actors at its place; None when
    the event has no place the clause stands for ("a colonel in San Cristóbal" after "a major in Táriba")."""
    new = _waypoint(gap.use)
    fields: dict = {name: new for name in ("origin", "destination", "via")
                    if getattr(event, name) is not None and getattr(event, name).name in parallel}
    if event.place in parallel or (not parallel and event.place is None):
        fields.update(_place_fields(gap.use))
    if not parallel and event.is_movement and event.destination is None and gap.use.role == "dest":
        fields["destination"] = new
    if not fields or event.event_type == "statement":
        return None
    own = next((d.date for d in dates if gap.start <= d.start < gap.end and d.date is not None), None)
    return replace(event, actors=tuple(dict.fromkeys(a.name for a in gap.actors)), count=_count_for(gap.actors),
                   date=own or event.date, **fields)


_AUXILIARY_GAP = re.compile(r"\s+(?:(?:were|had\s+been|fueron|foram|han\s+sido)\s+)?(?:se\s+)?$", I)


def _counted_subject(facts: _SentenceFacts) -> _SentenceFacts:
    """"Cuatro fueron trasladados a Bogotá y otros tres a Medellín": a bare number opening a gapped
    sentence is the subject of its verb."""
    live, text = _live(facts), facts.sentence.text
    m = _GAP_COUNT.match(text)
    if not live or m is None or not (m["n"].isdigit() or m["n"][:1].isupper() and m["n"].lower() in NUMBER_WORDS) \
            or any(a.start < live[0].start for a in facts.mentions) \
            or not _AUXILIARY_GAP.match(text[m.end():live[0].start]):
        return facts
    group = Actor(" ".join(m.group().lower().split()), "group", count=parse_count(m["n"].lower()))
    return replace(facts, mentions=(ActorMention(0, m.end(), m.group(), (group,)), *facts.mentions))


def _gapped_events(facts: _SentenceFacts, ctx: _Context, previous: _SentenceFacts | None,
                   borders: frozenset[str], verbless: tuple[int, list[_Gap], bool]) -> list[tuple[Event, bool]]:
    """The events of a sentence whose verb serves clauses without one: the clause with the verb's, then
    one of each for every verbless clause (in place of the first's, when they share out its group)."""
    cut, gaps, shared = verbless
    first = _clause_events(_counted_subject(_episode_facts(facts, (0, cut))), ctx, previous, borders)
    if shared and not first:  # "embarcaram: 25 para Curitiba e ...": the first share gives the move its place
        cut = gaps[0].end
        first = _clause_events(_episode_facts(facts, (0, cut)), ctx, previous, borders)
    found: list[tuple[Event, bool]] = []
    for event, undated in first:
        told = [u for u in facts.uses if u.end <= cut]
        copies = []
        for gap in gaps:
            parallel = frozenset(u.place.name for u in told if u.role == gap.use.role) \
                or frozenset(u.place.name for u in told if not shared)
            copy = _gapped_event(event, gap, parallel, facts.found_dates)
            copies += [(copy, undated and copy.date is None)] if copy is not None else []
        found += copies if shared and copies else [(event, undated), *copies]
    return found


def _background_relatives(facts: _SentenceFacts) -> tuple[frozenset[int], int]:
    """Starts of the triggers of a dated relative clause that a movement of the main clause follows,
    and where that clause's date ends: in "eight soldiers who deserted to Colombia in February were
    let into Chile on Tuesday" the relative clause says who they are; the event is the main clause's."""
    text, moves = facts.sentence.text, [t for t in facts.triggers if t.status and t.kind in MOVE_KINDS]
    if (returned := _left_before_return(facts, moves)) is not None:
        return returned
    relative = [t.start for t in moves if _WHO_BEFORE.search(text, 0, t.start)]
    main = [t.start for t in moves if t.start not in relative]
    if not relative or not main or _COPULA_WHO.search(text, 0, relative[0]) \
            or _AMONG_THE_MOVERS.search(text, 0, relative[0]):
        return frozenset(), 0
    first_main = min(main)
    dates = [d.end for d in facts.found_dates if relative[0] < d.start < first_main]
    if not dates or _dated_aside(facts, relative[0], first_main):
        return frozenset(), 0
    return frozenset(start for start in relative if start < first_main), max(dates)


# "The guardsmen, who crossed on Saturday, were taken": a relative clause set off by commas, in the simple past
_ASIDE_WHO = re.compile(r",\s*who\s+(?:\w+ly\s+)?$", I)


def _dated_aside(facts: _SentenceFacts, relative: int, main: int) -> bool:
    """"The guardsmen, who crossed on Saturday, were taken to a shelter on Monday": an aside set off by
    commas that names the day of its own deed tells that deed as news, unlike "soldiers who deserted to
    Colombia in February were let into Chile", which says who the men are."""
    text = facts.sentence.text
    if not _ASIDE_WHO.search(text, 0, relative):
        return False
    dates = [d for d in facts.found_dates if relative < d.start < main]
    return bool(dates) and all(d.date is not None and d.date.precision == "day" for d in dates) \
        and "," in text[max(d.end for d in dates):main]


def _left_before_return(facts: _SentenceFacts, moves: Sequence[_Trigger]) -> tuple[frozenset[int], int] | None:
    """"11 exmilitares que habían desertado a Colombia regresaron el lunes", "soldiers who deserted this year
    have returned": the desertion in a relative clause before a return of their own says who came back; the
    return is the event, dated or not."""
    text = facts.sentence.text
    returns = [t.start for t in moves if t.kind == "return"  # "were returned to Venezuela": sent back, by others
               and not _PASSIVE_BEFORE.search(text, max(0, t.start - 30), t.start)]
    if not returns:
        return None
    left = [t for t in facts.triggers if t.status and t.event_type in _STARTS and t.end <= min(returns)
            and _RELATIVE_BEFORE.search(text, max(0, t.start - 40), t.start)]
    return (frozenset(t.start for t in left), max(t.end for t in left)) if left else None


# "Three soldiers were among 11 Venezuelans who came ashore at Rocky Point early Tuesday after a two-day crossing":
# being one of them, the relative clause is what the sentence tells, as after a copula, not who the men are (the
# crossing noun after it no main clause)
_AMONG_THE_MOVERS = re.compile(r"\b(?:was|were)\s+(?:also\s+)?among\s+[^.;:,]{0,80}?\b(?:who|that)\s+$", I)
# "His deputy is a navy lieutenant who crossed at Paraguachón on April 8 and moved to Cúcuta in May": after
# a copula the relative clause is what the sentence tells, every verb of it
_COPULA_WHO = re.compile(r"\b(?:is|was|es|era|fue|é|foi)\s+(?:a|an|un|una|um|uma)\s+(?:[\w'’-]+\s+){0,6}?"
                         r"(?:who|que|quien)\s+(?:[\w'’-]+\s+){0,2}?$", I)


_ASIDE_OPENED = re.compile(r",\s*(?:who|que|quien(?:es)?)\b[^,]*$", I)


def _scope(facts: _SentenceFacts, group: Sequence[_Trigger]) -> Span:
    """From the end of the previous other-type trigger to the start of the next one."""
    members = {id(t) for t in group}
    others = [t for t in facts.triggers if id(t) not in members and t.status]
    first, last = group[0].start, group[-1].end
    background_end = facts.background[1]  # after "who deserted to Colombia in February"
    start = max([t.end for t in others if t.end <= first] + [background_end if background_end <= first else 0])
    end = min((t.start for t in others if t.start >= last), default=len(facts.sentence.text))
    if facts.leg_end is not None:
        end = min(end, facts.leg_end)  # "took a bus to Barquisimeto and crossed at the border crossing": not past its leg
    aside = _ASIDE_OPENED.search(facts.sentence.text, 0, first)
    close = facts.sentence.text.find(",", last) if aside else -1
    if close > 0 and not _WHO_BEFORE.search(facts.sentence.text, close) and others == [] \
            and re.match(r",\s+(?:told|said|says|dijo|afirm|asegur|declar|explic|disse)", facts.sentence.text[close:]):
        end = min(end, close)  # "Maj. Parra, who defected in February, told reporters in Bogotá": not there
    return start, end


# "returned to the country", "regresaron al país", "voltaram ao país": home, named by no place
_BACK_TO_COUNTRY = re.compile(r"\b(?:return\w*|came\s+back|regres\w+|volvi\w*|retorn\w+|volt\w+)\s+"
                              r"(?:(?:home|to\s+the\s+country)\b|(?:al|ao)\s+pa[ií]s\b)", I)
# A crossing told as the way back: "cruzó de nuevo el puente, esta vez en sentido contrario", "crossed the bridge
# again, this time in the opposite direction", "atravessou a ponte em sentido contrário"
_REVERSE_WAY = re.compile(r"\b(?:en\s+sentido\s+contrario|em\s+sentido\s+contr[áa]rio|in\s+the\s+(?:opposite|reverse)\s+"
                          r"direction)\b", I)
_RETURN_ROUTE = re.compile(r"\b(?:crossings?|trochas?|trilhas?|trails?|border|frontera|fronteira|paso)\b", I)
_POSSESSIVE = re.compile(r"['’]s\b")
_EVICTED = re.compile(r"evict|expel|kick|thr[eo]w|put\s+out|desaloj|expuls|despej", I)
# "In Pacaraima, two sergeants arrived on Saturday": the place an arrival's sentence opens with is where.
_ARRIVAL = re.compile(r"arriv|lleg|reach", I)
_OPENING_IN = re.compile(r"\W*(?:in|en|at)\s+(?:the\s+|la\s+|el\s+)?$", I)


# "a shelter in Villa del Rosario, on the road to the Simon Bolivar bridge": where a place lies, not a way taken
_ROAD_TO = re.compile(r"\b(?:on\s+the\s+(?:road|highway|way)\s+to|(?:en\s+la\s+)?(?:v[ií]a|carretera)\s+(?:a|al|hacia)|"
                      r"(?:na\s+)?(?:estrada|rodovia)\s+(?:para|a|ao))\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?$", I)
# "río abajo por el Orinoco hasta Puerto Carreño", "sailed down the Orinoco to", "rio abaixo pelo Orinoco": a boat
# going along a border river, not over it
_ALONG_RIVER = re.compile(r"\b(?:(?:r[ií]o|aguas)\s+(?:abajo|arriba)\s+(?:por|en)\s+el|(?:rio|[áa]guas)\s+(?:abaixo|acima)\s+"
                          r"(?:pelo|no)|(?:down|up)\s+the|(?:downriver|upriver|downstream|upstream)\s+(?:on|along)\s+the|"
                          # "caminaron por la orilla del río", "along the banks of the Arauca", "pela margem do rio"
                          r"(?:por|a\s+lo\s+largo\s+de)\s+la\s+(?:orilla|ribera|margen)\s+del|"
                          r"along\s+the\s+banks?\s+of\s+the|(?:pela|ao\s+longo\s+da)\s+margem\s+do|ao\s+longo\s+do|"
                          # a town "a orillas del Orinoco", "on the banks of the Meta", "às margens do rio Branco": where
                          # it lies, no way over
                          r"a\s+orillas\s+del|en\s+la\s+orilla\s+del|on\s+the\s+banks?\s+of\s+the|"
                          r"[àa]s?\s+(?:margens?|beira)\s+do)\s+"
                          r"(?:r[ií]o\s+|river\s+)?$", I)


# "walked along the river bank" (not "trails along the Táchira River", the way over it)
_ALONG_THE = re.compile(r"\balong\s+the\s+$", I)
_BANK_AFTER = re.compile(r"\s*banks?\b", I)


def _along_river(text: str, use: _PlaceUse) -> bool:
    return use.place.kind == "river" and (
        _ALONG_RIVER.search(text, max(0, use.start - 40), use.start) is not None
        or _ALONG_THE.search(text, max(0, use.start - 12), use.start) is not None and _BANK_AFTER.match(text, use.end))


def _movement(facts: _SentenceFacts, group: Sequence[_Trigger], ctx: _Context) -> tuple[str | None, dict]:
    """(event type, waypoints) for the movement words of a sentence; type None when nothing moved."""
    text = facts.sentence.text
    scope = _scope(facts, group)
    uses = _outside_set_off_clause(text, group, [u for u in facts.uses if scope[0] <= u.start < scope[1]
                                                 and not _planned_after(text, group, u)]) + _here_use(text, ctx.dateline)
    uses = [u for u in uses if not _hometown_of_someone(text, u)]
    if all(_STAY.match(text, t.start) for t in group):  # "arrived from Bogotá ... and had been staying at a hotel in"
        uses = [u for u in uses if u.start > group[0].start or u.end == 0]
    kinds = {t.kind for t in group}
    # "left his post at the Tienditas bridge": a bridge one was posted at is not crossed by leaving it
    uses = [u for u in uses if "cross" in kinds or u.place.kind not in CROSSING_KINDS
            or not _POSTED_AT.search(text, max(0, u.start - 70), u.start)]
    via = _specific([u for u in uses if u.place.kind in CROSSING_KINDS and u.role != "origin"
                     and not _later_clause_scene(text, group, u) and not _ROAD_TO.search(text, max(0, u.start - 40), u.start)
                     and not _DISTANCE_FROM.search(text, max(0, u.start - 60), u.start) and not _along_river(text, u)]
                    or [u for u in uses if u.role == "via" and u.place.kind not in ("country",) and not _along_river(text, u)])
    if via is not None and kinds <= {"go"} and _TOWARD_BEFORE.search(text, 0, via.start):
        via = None  # "as he ran toward the Simón Bolívar bridge": heading for it, not across it
    first = min(t.start for t in group)
    arrival = any(_ARRIVAL.match(text, t.start) for t in group)
    dests = [u for u in uses if u.role == "dest" and u.place.kind not in CROSSING_KINDS]
    # "logró llegar a Santa Elena y el sábado cruzó hacia Pacaraima": the crossing's own goal is after it
    crossed = max((t.start for t in group if t.kind == "cross"), default=first)
    dests = [u for u in dests if u.start > crossed] or [u for u in dests if u.start > first] or dests
    if "cross" in kinds and dests and all(u.start < crossed and u.place.country_code == HOME_COUNTRY for u in dests):
        dests = []  # "hitchhiked to San Cristóbal and on March 2 paid a smuggler to take him across the river": a stop before
    # "fled his battalion in Maracaibo and travelled to Paraguachón": a place "in" is where a move went only
    # after the moving verb, not in the clause of the flight before it
    moved = min((t.start for t in group if t.kind in ("move", "go", "carry")), default=first)
    # "embarcou em um avião na Base Aérea de Boa Vista e desembarcou em Manaus", "boarded a bus in Cúcuta": where one
    # boards is where the trip starts
    boarded = [u for u in uses if u.role == "loc" and any(
        _BOARDED.match(text, t.start) and t.end <= u.start and not _CLAUSE_BREAK.search(text, t.end, u.start)
        and not any(o.start > t.end and o.end <= u.start for o in group) for t in group)]
    uses = [u for u in uses if u not in boarded]
    dest = _specific(dests
                     or [u for u in uses if u.role == "loc" and u.place.kind not in CROSSING_KINDS
                         and (u.start > moved or arrival and _OPENING_IN.match(text, 0, u.start))
                         and kinds & {"move", "go", "carry"} and not _locates_crossing(u, via, kinds)])
    origin = _specific([u for u in uses if u.role == "origin" and u is not via and not _sent_back_from(text, group, u)]) \
        or _specific([replace(u, role="origin") for u in boarded])
    if dest is None and via is None and (receiver := _receiving_subject(text, group, facts.uses)) is not None:
        dest = receiver  # "Arauca had received about 150 deserters since February": they came to the receiver
    if dest is None and kinds <= _RELOCATE_KINDS and (where := _where_place(facts, group)) is not None:
        dest, via = where, None  # ", where the pair were driven (after they crossed the bridge)": to the place before "where"
    if _EVICTED.match(text, first):  # "evicted from a hotel in Cúcuta": where they had to leave
        origin = origin or _specific([u for u in uses if (u.role == "loc" or _POSSESSIVE.match(text, u.end))
                                      and u.place.kind not in ("country", "state")])  # (or "from Cúcuta's hotels")
        dest = None if dest is not None and dest.role == "loc" else dest
    if origin is None and (stayed := _stayed_before(text, uses, first)) is not None:
        origin = stayed  # "passou um mês em Cúcuta e seguiu para Bogotá": the move starts where he stayed
    left_country = re.search(r"\b(?:(?:out\s+of|left|leave|leaving|fled)\s+the\s+country|"
                             r"(?:sali(?:ó|eron)|huy(?:ó|eron)|escap(?:ó|aron))\s+del\s+pa[ií]s)\b", text[scope[0]:scope[1]], I)
    if origin is None and left_country and ctx.home is not None:
        origin = _PlaceUse(ctx.home, 0, 0, "the country", "origin", False, False)
    if dest is None and ctx.home is not None and (
            ("return" in kinds and _BACK_TO_COUNTRY.search(text, first, scope[1])) or _DEPORTED_FROM.match(text, first)):
        dest = _PlaceUse(ctx.home, 0, 0, "the country", "dest", False, False)  # "han regresado al país"
    waypoints = {"origin": origin, "destination": dest, "via": via}
    to_side = _TO_SIDE.search(text, first, scope[1]) is not None  # "walked to the Colombian side"
    if not to_side and not any(waypoints.values()) and _INTO_THE_COUNTRY.search(text, first, scope[1]) \
            and not (_RUNNING_PERFECT.search(text, max(0, first - 12), first)
                     and any(d.date is not None and d.date.precision == "year"
                             and not _SINCE_BEFORE.search(text, max(0, d.start - _SINCE_REACH), d.start) for d in facts.found_dates)) \
            and _receiving_place(facts, ctx) is not None:
        to_side = True  # "Brazil allowed the seven soldiers to enter the country": the country letting them in
    if not any(waypoints.values()) and not ({"cross"} & kinds) and not to_side \
            and not _ACROSS_BORDER.search(text, scope[0], scope[1]) and not _BARE_ACROSS.search(text, first, scope[1]):
        return None, waypoints
    back_home = "return" in kinds and (_RETURN_ROUTE.search(text, scope[0], scope[1]) is not None or any(
        w is not None and w.place.country_code == HOME_COUNTRY for w in (dest, via)))
    # "traveled to reach the border town of El Amparo": a border that only describes a town is not crossed
    border_word = any(not _BORDER_DESCRIBES.match(text, m.end())
                      and not _BORDER_ASIDE.search(text, max(0, m.start() - _BORDER_ASIDE_REACH), m.start())
                      for m in _BORDER_WORD.finditer(text, scope[0], scope[1]))
    crossing = bool({"cross"} & kinds) or back_home or to_side or via is not None or border_word \
        or (origin is not None and origin.place.kind == "country") \
        or (dest is not None and dest.place.country_code != HOME_COUNTRY and not kinds <= _RELOCATE_KINDS
            and (origin is None or origin.place.country_code != dest.place.country_code)
            and not (_only_far_goal(group, waypoints) and all(u is dest for u in uses if u.role != "other")
                     and not _came_ashore(text, group)))
    # "drove to Montreal": a move abroad, no crossing (but "entered by the La Quiaca border post, bound for Buenos
    # Aires" crossed); a place that only says who someone met there is ("donde un primo que vive en Paraguay")
    if dest is not None and dest.place.kind == "embassy" and (dest.role == "dest" or "flee" not in kinds):
        return "asylum", waypoints
    if crossing and kinds - _RELOCATE_KINDS:
        return "border_crossing", _over_neighbour_border(text, waypoints, uses, kinds, ctx)
    if dest is None and origin is not None and origin.role == "origin" and origin.start < group[0].start \
            and all(_ARRIVAL_VERB.match(text, t.start) for t in group) \
            and _POSTED_AT.search(text, max(0, origin.start - 60), origin.start) \
            and not any(u.start >= group[-1].end for u in uses):
        return None, waypoints  # "los militares, destacados en Guasdualito, llegaron desarmados": arrived where?
    return ("relocation" if (dest or origin) else None), waypoints


# "has received", "had received", "ha recibido", "tinha recebido": the receiving side's count, told by who received
_RECEIVED_VERB = re.compile("|".join(_RECEIVED_WORDS), I)
_RECEIVER_BEFORE = re.compile(r"(?:(?:the|el|la|o|a)\s+(?P<noun>country|department|state|province|city|town|pa[ií]s|"
                              r"departamento|estado|provincia|ciudad|cidade|munic[ií]pio)\s+)?"
                              r"(?:(?:has|have|had|ha|han|hab[ií]an?|tem|t[êe]m|tinha|tinham)\s+)?(?:already\s+|ya\s+|j[áa]\s+)?$", I)


def _receiving_subject(text: str, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"Arauca had received about 150 deserters", "the department had received 150 deserters" after "the Arauca
    governor's office said": the place that received a count of soldiers, named as the verb's subject, or as "the
    country", "the department", "the city" standing for the last place of the sentence before it."""
    verb = next((t for t in group if _RECEIVED_VERB.match(text, t.start)), None)
    if verb is None:
        return None
    told = _RECEIVER_BEFORE.search(text, max(0, verb.start - 60), verb.start)
    before = [u for u in uses if u.end <= told.start()] if told is not None else []
    if told is None or not before:
        return None
    if told["noun"] is None:  # the place itself, right before the verb
        return replace(before[-1], role="dest") if not text[before[-1].end:told.start()].strip() else None
    country = fold(told["noun"]) in ("country", "pais")
    fits = [u for u in before if (u.place.kind == "country") == country]
    return replace(fits[-1], role="dest") if fits else None


# "said the sergeant, a 27-year-old from Barinas": where someone told by his age in an aside comes from, his home and
# not where a trip started
# ("The 19-year-old private from Barinas arrived in ...", the subject itself, is left to the move's own reading)
_AGED_FROM = re.compile(r",\s+(?:a|an)\s+(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)-year-old\s+(?:[\w-]+\s+){0,2}?from\s+$", I)


def _hometown_of_someone(text: str, use: _PlaceUse) -> bool:
    """"'We pushed off,' said the sergeant, a 27-year-old from Barinas": the home of someone told by his age, not a
    place any move of the sentence started from or went to."""
    return _AGED_FROM.search(text, max(0, use.start - 60), use.start) is not None


# "came ashore at", "made landfall near", "tocaron tierra en", "tocaram terra em", or a boat told as what landed
# ("a pirogue landed at", "the yola landed near"): the end of a trip over the sea
_ASHORE = re.compile(r"c(?:a|o)me\s+ashore|coming\s+ashore|made\s+landfall|toc(?:ó|aron)\s+tierra|toc(?:ou|aram)\s+terra", I)
_BOAT_LANDED = re.compile(r"\b(?:boats?|pirogues?|yolas?|peñeros?|vessels?|canoes?|skiffs?|dinghy)\s+(?:had\s+)?$", I)


def _came_ashore(text: str, group: Sequence[_Trigger]) -> bool:
    """"Three soldiers came ashore near Barahona", "a pirogue landed at Los Iros": a landing from the sea ends a
    crossing of it, however far the coast is from Venezuela, not a ride on to a goal beyond the border region
    (Jamaica and the Dominican Republic are reached straight from the Venezuelan coast)."""
    return any(_ASHORE.match(text, t.start) or text.startswith("land", t.start)
               and _BOAT_LANDED.search(text, max(0, t.start - 30), t.start) for t in group)


def _arrived_from(text: str, group: Sequence[_Trigger], origin: _PlaceUse, uses: Sequence[_PlaceUse]) -> bool:
    """"arrived on Thursday on a flight from Bogotá", "llegaron desde Riohacha": an arrival told with only where it
    came from, after the verb, did not end there."""
    return all(_ARRIVAL_VERB.match(text, t.start) for t in group) and origin.start >= group[-1].end \
        and _FROM_BEFORE.search(text, max(0, origin.start - 30), origin.start) is not None \
        and all(u.place == origin.place for u in uses if u.start >= group[-1].end) \
        and _END_NAMED.search(text, group[-1].end, origin.start) is None


# "llegaron a la terminal de Trujillo en un bus procedente de Tumbes", "arrived at the terminal": the arrival names
# where it ended, though not a place resolved ("on a flight", "en un vuelo" name none)
_END_NAMED = re.compile(r"\b(?:a\s+(?:la|las|los|el)\b|a\s+(?-i:[A-ZÁÉÍÓÚ])|"
                        r"(?:al|ao|à|to|at|in|into|em|no|na)\s+(?!(?:un|una|a|an|um|uma)\b))", I)
# "from", "desde", "procedente de", "vindo de": the place after it is where the trip began ("a la terminal de
# Trujillo" is no such place)
_FROM_BEFORE = re.compile(r"\b(?:from|desde|(?:procedentes?|provenientes?|vind[oa]s?|oriund[oa]s?)\s+de)\s+"
                          r"(?:the\s+|la\s+|el\s+|o\s+|a\s+)?$", I)


# ... and where one takes or catches a ride: "tomó un bus en Cúcuta con destino a Ipiales", "took a bus in Cúcuta to",
# "pegou um ônibus em Boa Vista para Manaus"
_BOARDED = re.compile(r"(?:embarc|board|abord|(?:tom(?:ó|aron)|took|caught|peg(?:ou|aram)|apanh(?:ou|aram))\s+(?:un|una|el|la|a|an|the|"
                      r"um|uma|o)\s)", I)
# an arrival, which names where it ended or says nothing of the move
_ARRIVAL_VERB = re.compile(r"(?:arriv|reach|lleg|cheg)", I)


def _over_neighbour_border(text: str, waypoints: dict, uses: Sequence[_PlaceUse], kinds: set[str],
                           ctx: _Context) -> dict:
    """"crossed the border with Colombia", "atravessaram a fronteira com o Brasil": a crossing over the
    neighbour's border from home, with no town beyond it named, ends in that neighbour, not on the line."""
    dest, origin = waypoints["destination"], waypoints["origin"]
    if "return" in kinds or (dest is not None and not _is_border_region(dest.place)) \
            or (origin is not None and origin.place.country_code != HOME_COUNTRY):
        return waypoints
    line = dest or next((u for u in uses if _is_border_region(u.place)), None)
    if line is None or line.place.country_code == HOME_COUNTRY or _TO_THE_LINE.search(text, max(0, line.start - 25), line.start):
        return waypoints  # "drove to the Colombian border": up to the line, no further told
    side = _country_at(ctx, line.place.country_code)
    if side is None:
        return waypoints
    return {**waypoints, "destination": replace(side, role="dest"), "via": waypoints["via"] or replace(line, role="via")}



def _is_border_region(place: Place) -> bool:
    return place.kind == "region" and place.name.endswith(" border")


# A spell of days, weeks or months somewhere, told up to its place: "a month in", "unas tres semanas en", "cerca de um
# mês em"
_A_SPELL_IN = (r"(?:(?:about|some|nearly|almost|cerca\s+de|unos?|unas|quase|mais\s+de|more\s+than|m[áa]s\s+de)\s+)?"
               r"(?:a|an|one|two|three|four|five|six|several|\d+|un|una|dos|tres|cuatro|cinco|seis|varias|varios|um|uma|"
               r"dois|duas|tr[êe]s|quatro|v[áa]rias|v[áa]rios)\s+(?:days?|weeks?|months?|d[ií]as|semanas?|mes(?:es)?|"
               r"m[êe]s|meses)\s+(?:in|en|em|no|na)\s+$")
# A time spent somewhere before the move: "spent a month in Cúcuta and went on to", "pasó tres semanas en Cúcuta y
# siguió hacia", "passou cerca de um mês em Cúcuta e seguiu para"
_SPENT_TIME_IN = re.compile(r"\b(?:spent|pas(?:ó|aron)|pass(?:ou|aram)|permaneci(?:ó|eron)|permanece(?:u|ram)|"
                            r"stayed|remained)\s+" + _A_SPELL_IN, I)


# "The lieutenant, who had been hiding in Cúcuta since April, flew to", "el teniente, que vivía en Cúcuta, viajó": the
# town an aside after the movers says they lived in, where the move starts
_LIVING_IN_ASIDE = re.compile(r"(?:,|\()\s*(?:who|que)\s+(?:(?:had\s+been|has\s+been|was|were|se|estaban?|estavam?)\s+)?"
                              r"(?:lives|lived|living|live|hiding|staying|sheltering|viven?|viv[ií]an?|escond[ií]an?|"
                              r"escondid[oa]s?|resid[ií]an?|residen?|moram?|moravam?)\s+(?:in|en|em|no|na)\s+$", I)


# A night or a stay told without its length: "stayed in Cúcuta until March 5, when they left for", "spent the night of
# March 5 in a church in Cúcuta before heading to", "pasaron la noche en una iglesia de Cúcuta y partieron hacia",
# "dormiram em Pacaraima e partiram para", "se quedaron en Cúcuta hasta"
_STAYED_IN = re.compile(r"\b(?:stayed|remained|slept|(?:spent|passed)\s+(?:the|that|a|one)\s+night(?:\s+of\s+[\w ]{1,20}?)?|"
                        r"se\s+qued(?:ó|aron)|durmi(?:ó|eron)|pernoct(?:ó|aron)|pas(?:ó|aron)\s+la\s+noche(?:\s+del?\s+[\w ]{1,20}?)?|"
                        r"fic(?:ou|aram)|dormi(?:u|ram)|pernoit(?:ou|aram)|pass(?:ou|aram)\s+a\s+noite(?:\s+d[eo]\s+[\w ]{1,20}?)?)"
                        r"\s+(?:(?:in|at|en|em|no|na|numa|num|inside)\s+(?:a|an|the|una?|el|la|uma?|o)\s+"
                        r"(?:[\w-]+\s+){0,2}?(?:in|of|de|del|da|do|em)\s+|(?:in|at|en|em|no|na)\s+)$", I)


# A stay told as time gone by before the move: "After three weeks in Cúcuta, the corporal took a bus to", "Tras tres
# semanas en Cúcuta", "Depois de três semanas em Pacaraima"
_AFTER_TIME_IN = re.compile(r"\b(?:after|tras|despu[ée]s\s+de|luego\s+de|depois\s+de|ap[óo]s)\s+" + _A_SPELL_IN, I)


def _stayed_before(text: str, uses: Sequence[_PlaceUse], first: int) -> _PlaceUse | None:
    """The town where the movers spent some time, told before the moving verb of the same sentence."""
    return next((u for u in uses if u.end <= first and (
        _SPENT_TIME_IN.search(text, max(0, u.start - 80), u.start)
        or _STAYED_IN.search(text, max(0, u.start - 80), u.start)
        or _AFTER_TIME_IN.search(text, max(0, u.start - 60), u.start)
        or _LIVING_IN_ASIDE.search(text, max(0, u.start - 60), u.start) and "," in text[u.end:first])), None)


# "deported from Trinidad", "deportados desde Aruba": sent home, wherever the sentence names no end
_DEPORTED_FROM = re.compile(r"(?:deport|repatri|expuls)\w*\s+(?:from|desde|de)\b", I)
_SENDING_BACK = re.compile(r"\b(?:deport|repatri|expel|expuls)\w*", I)


def _sent_back_from(text: str, group: Sequence[_Trigger], use: _PlaceUse) -> bool:
    """"two guardsmen who had come ashore at Icacos a week earlier were deported on a Venezuelan vessel from the
    port at Cedros": the place a sending back sets off from, told after it, is no start of the move the sentence
    told before (a landing at Icacos from Cedros would be no crossing at all), unless that sending back is the move."""
    first = min(t.start for t in group)
    return (m := _SENDING_BACK.search(text, first, use.start)) is not None \
        and not any(t.start <= m.start() < t.end or _SENDING_BACK.match(text, t.start) for t in group)


def _locates_crossing(use: _PlaceUse, via: _PlaceUse | None, kinds: set[str]) -> bool:
    """"waded across the Táchira River near Ureña": a home town "near" the river or bridge crossed
    says where the crossing was, not where the walkers went (unless they were going back home)."""
    return via is not None and via.place.kind in CROSSING_KINDS and use.near \
        and use.place.country_code == HOME_COUNTRY and "return" not in kinds


_TOWARD_BEFORE = re.compile(r"\btowards?\s+(?:the\s+)?$", I)
# The far bank or the neighbour's side of the line: "walked to the Colombian side", "swam to the other side",
# "pasó al lado colombiano", "cruzou para o lado brasileiro".
_NEIGHBOUR_ADJECTIVE = r"(?:colombian|brazilian|guyanese|colombian[oa]|brasile[ñn][oa]|brasileir[oa]|other|otr[oa]|outr[oa])"
_TO_SIDE = re.compile(rf"\b(?:(?:to|into|onto|reach(?:ed|ing)?)\s+the\s+{_NEIGHBOUR_ADJECTIVE}\s+(?:side|bank)|"
                      # "ran toward the Colombian side", as "corrieron hacia el lado colombiano" (not "looked toward")
                      rf"(?:ran|run|fled|raced|dashed|rushed)\s+(?:[\w-]+\s+){{0,2}}?towards?\s+the\s+{_NEIGHBOUR_ADJECTIVE}\s+"
                      r"(?:side|bank)|"
                      # "hasta la orilla colombiana", "até a margem brasileira", "a la otra orilla"
                      rf"(?:a|hasta|hacia|para|at[ée]|à)\s+(?:la\s+|a\s+)?(?:(?:otra|outra)\s+(?:orilla|margem)"
                      rf"(?:\s+{_NEIGHBOUR_ADJECTIVE})?|(?:orilla|margem)\s+{_NEIGHBOUR_ADJECTIVE})|"  # not "pegado a la orilla"
                      rf"(?:al|hacia\s+el|hasta\s+el|para\s+o|ao|at[ée]\s+o|em\s+dire[çc][ãa]o\s+ao)\s+(?:otro\s+|outro\s+)?lado"
                      # (not "cruzó a pie hacia el lado venezolano": back home, no way out)
                      rf"(?:\s+{_NEIGHBOUR_ADJECTIVE})?)\b(?!\s+(?:venezolan[oa]|venezuelan[oa])\b)", I)
# Over the line toward home: "cruzó a pie hacia el lado venezolano", "walked back to the Venezuelan side", "atravessou
# para o lado venezuelano"
_TO_HOME_SIDE = re.compile(r"\b(?:(?:to|into|onto|toward|towards)\s+the\s+Venezuelan\s+(?:side|bank)|"
                           r"(?:al|hacia\s+el|hasta\s+el|a\s+la|hacia\s+la|hasta\s+la)\s+(?:lado|orilla|ribera)\s+venezolan[oa]|"
                           r"(?:para\s+o|ao|at[ée]\s+o|para\s+a|[àa]|at[ée]\s+a)\s+(?:lado|margem)\s+venezuelan[oa])\b", I)


# A running total in the present perfect: "más de 1.400 militares han ingresado al país en 2019" (a year's
# total coders leave out; "desde enero" they code, undated)
_RUNNING_PERFECT = re.compile(r"\b(?:have|has|han|ha|t[êe]m)\s+(?:(?:already|ya|j[áa])\s+)?$", I)
# Into "the country" a receiving side names: "to enter the country", "ingresaron al país", "entraram no país"
_INTO_THE_COUNTRY = re.compile(r"\b(?:enter(?:ed|ing)?\s+the\s+country|into\s+the\s+country|"
                               r"arriv(?:e|ed|ing)\s+in\s+the\s+country|"
                               r"(?:entr|ingres|lleg)(?:ar|ó|aron|ado)\s+(?:al|en\s+el)\s+pa[ií]s|"
                               r"(?:entr|ingress|cheg)(?:ar|ou|aram|ado)\s+(?:no|ao)\s+pa[ií]s)\b", I)


def _planned_after(text: str, group: Sequence[_Trigger], use: _PlaceUse) -> bool:
    """"The four who arrived on Monday said they planned to travel to Medellín": a place after the
    movement, in a plan or a hope of its own, is not where the movement went."""
    between = " ".join(_without_month_may(_WORDS.findall(text, group[-1].end, use.start))) if use.start > group[-1].end else ""
    return bool(between) and (_PLANNED.search(between) is not None or _HYPOTHETICAL.search(between) is not None)


def _later_clause_scene(text: str, group: Sequence[_Trigger], use: _PlaceUse) -> bool:
    """"were let into Chile on Tuesday, after two weeks camped at the border post of Santa Rosa": a
    crossing point only located ("at") in a clause after the movement's is not the one crossed."""
    last = group[-1].end
    return use.role == "loc" and use.start > last and _CLAUSE_BREAK.search(text, last, use.start) is not None


# Actors named for a defection already told: their crossing is part of it, not a new one.
# Soldiers chasing someone over the line ("que perseguían a un contrabandista cruzaron", "chasing smugglers, crossed
# the river") are on duty, not deserting: a crossing, no desertion (not "persecución política", a reason to flee)
_IN_PURSUIT = re.compile(r"\b(?:chasing|pursuing|in\s+(?:hot\s+)?pursuit\s+of|que\s+persegu[ií]an?|persiguiendo\s+a|"
                         r"en\s+persecuci[óo]n\s+de|que\s+perseguiam?|perseguindo|em\s+persegui[çc][ãa]o\s+(?:a|de|d[oa]s?))\b", I)


def _on_a_chase(facts: _SentenceFacts, previous: _SentenceFacts | None, actors: tuple[Actor, ...]) -> bool:
    """Whether the men crossing were chasing someone, in this sentence or, the same men, in the one before."""
    if _IN_PURSUIT.search(facts.sentence.text):
        return True
    return previous is not None and bool(_IN_PURSUIT.search(previous.sentence.text)) \
        and bool(set(actors) & {a for m in previous.mentions for a in m.actors})


_ALREADY_DEFECTED = re.compile(r"\b(?:defectors?|deserters?|desertores?|exmilitares)\b", I)
# "the four deserters", "los desertores", "esses desertores": a group the article has told of before; "capturaron a
# tres desertores", "caught two deserters", "with four deserters": the object of someone else's deed
_TOLD_BEFORE = re.compile(r"\b(?:the|these|those|their|his|her|both|other|los|las|estos|estas|esos|esas|sus|ambos|otros|"
                          r"os|as|estes|esses|essas|seus|suas|outros|"
                          r"a|al|to|of|with|by|de|del|con|por|para|com|pelos?)\s+$", I)


def _deserted_before(facts: _SentenceFacts, actors: Sequence[Actor]) -> bool:
    """Whether the movers are all deserters whose desertion lies behind this sentence ("Three defectors
    crossed into Cúcuta on Monday": the story's men, told to the day). A counted group of deserters first
    named in a look back at an earlier episode, told by its month ("in August four deserters landed on
    Curaçao", "en agosto, cuatro desertores cruzaron a Cúcuta"), is a new group whose crossing is all the
    article says of their desertion."""
    if not all(_ALREADY_DEFECTED.search(a.name) for a in actors):
        return False
    if any(d.date is not None and d.date.precision == "day" for d in facts.found_dates):
        return True
    return not actors or not all(_first_counted_here(facts, a) for a in actors)


def _first_counted_here(facts: _SentenceFacts, actor: Actor) -> bool:
    """Whether the sentence names `actor` as its subject, a counted group with no article pointing back to it
    and no verb or preposition before it ("capturaron a tres desertores que ingresaron al país": men caught)."""
    if actor.kind != "group" or actor.count is None or actor.count < 2:
        return False
    text = facts.sentence.text
    return any(actor in m.actors and m.role == "subject" and not m.in_quote and _COUNT_FIRST.match(m.surface)
               and not _TOLD_BEFORE.search(text, max(0, m.start - 12), m.start) for m in facts.mentions)


_COUNT_FIRST = re.compile(r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|"
                          r"nueve|diez|dois|duas|três|quatro|sete|oito|nove|dez)\s", I)


# "a dozen former guardsmen", "ex-soldiers", "exmilitares", "soldiers who deserted in February": men
# whose desertion is behind them; where they go next is an onward move.
_FORMER = re.compile(r"\b(?:former|ex-|ex\s+(?:militares|soldados|guardias)|exmilitar(?:es)?|defectors?|deserters?|"
                     r"desertor(?:es)?|retired|"
                     # "otro exsargento", "tres exguardias": the "ex" Spanish writes on the rank
                     r"ex(?:soldad|guardia|sargento|cabo|teniente|capit[aá]n|coronel|oficial|funcionari|polic[ií]a|integrante|miembro|"
                     r"efectiv|uniformad|agente)\w*)\b", I)
_FORMER_AFTER = re.compile(r"\s*,?\s*(?:who|that|que|quienes)\s+(?:(?:had|have|hab[ií]an?|han|ha|haviam|havia|tinham|tinha|"
                           r"t[êe]m)\s+)?(?:deserted|defected|desertaron|desert[oó]|desertado|desertaram|desertou|"
                           r"abandon(?:ed|aron|aram|ou))\b", I)
_FORMER_APPOSITION = re.compile(r"\b(?:former|ex-|exmilitar)[^,.;]{0,40},\s*$", I)  # "A former corporal, Luis Mora,"
# Venezuela and the first places its deserters reach (the Colombian and Brazilian border states,
# the Dutch islands, Trinidad), padded: a waypoint outside it is on an onward journey.
_NEAR_HOME_BOX = (-0.5, 13.2, -73.8, -59.5)  # lat min, lat max, lon min, lon max
_NEIGHBOURS = frozenset({"CO", "BR", "GY", "TT", "AW", "CW", "BQ"})


_BACKGROUND_WHEN = re.compile(r"\b(?:after|when|since|cuando|desde\s+que|despu[eé]s\s+de\s+que)\s+"
                              r"(?:they|he|she|we|I|(?:the\s+)?men)\s+(?:had\s+|first\s+)?$", I)


# A time counted from a deed told elsewhere: "two days after he crossed", "una semana después de que desertaron".
_COUNTED_WHEN = re.compile(r"\b(?:days?|weeks?|months?|hours?|d[ií]as?|semanas?|meses|mes|horas?)\s+"
                           r"(?:after|before|since|despu[eé]s\s+de\s+que|antes\s+de\s+que|depois\s+que)\s+"
                           # ("a day after the five crossed", "two days after the guardsmen fled")
                           r"(?:(?:they|he|she|we|I|él|ella|ellos|ellas|the\s+(?:(?-i:[a-z])[\w-]*\s+){1,2}?)\s*)?(?:had\s+)?$"
                           # "Two days after his escape", "dos días después de su huida": the deed named by its noun
                           r"|\b(?:days?|weeks?|months?|hours?|d[ií]as?|semanas?|meses|mes|horas?|dias?)\s+(?:after|before|"
                           r"despu[eé]s\s+de|antes\s+de|depois\s+d[aoe]|ap[óo]s)\s+(?:his|her|their|su|sus|seu|sua|seus|suas|a|o)\s+$", I)


_COUNTED_OPENING_WORDS = 6  # "Just two days after they had fled,": a sentence opening on the count


def _counted_after_opening_time(text: str, trigger: _Trigger) -> bool:
    """"On Tuesday, a day after the five crossed, officials said": the count set off after the day a
    sentence opens with opens it all the same."""
    counted = _COUNTED_WHEN.search(text, max(0, trigger.start - 60), trigger.start)
    return counted is not None and re.fullmatch(r"\W*(?:[\w.]+\s+){1,3}?[\w.]+,\s*(?:just\s+|only\s+)?(?:a|one|two|three|"
                                                r"four|five|six|seven|\d+|un|una|dos|tres|um|uma|dois|duas)\s+",
                                                text[:counted.start()], I) is not None


# The day another deed is told on by this one: "the day the sergeants crossed", "el mismo día en que los dos
# cruzaron", "no mesmo dia em que os dois cruzaram"
_SAME_DAY_WHEN = re.compile(r"\b(?:the\s+(?:same\s+)?day\s+(?:that\s+|when\s+)?|(?:el|ese|aquel)\s+(?:mismo\s+)?d[ií]a\s+"
                            r"(?:en\s+)?que\s+|(?:n?o|naquele)\s+(?:mesmo\s+)?dia\s+em\s+que\s+)(?:[\w-]+\s+){0,3}?$", I)


def _time_counted_from(text: str, group: Sequence[_Trigger]) -> bool:
    """Every trigger of the group is the deed another event's time is counted from."""
    return bool(group) and all(_COUNTED_WHEN.search(text, max(0, t.start - 60), t.start)
                               or _SAME_DAY_WHEN.search(text, max(0, t.start - 60), t.start) for t in group)


def _counted_deed_dated(facts: _SentenceFacts, group: Sequence[_Trigger], others: Sequence[_Trigger]) -> bool:
    """The deed a time is counted from names its own day before the clause that counts from it ends: "Three
    days after crossing into Colombia on Feb. 24, the corporal applied for refuge" tells the crossing too."""
    if not others:
        return False
    after, main = max(t.end for t in group), min(t.start for t in others)
    text = facts.sentence.text
    own = [m for m in facts.found_dates if after <= m.start < main]
    return bool(own) and all(m.date is not None and m.date.precision == "day" and not m.anchored and m.end <= main
                             and "," not in text[after:m.start] for m in own)


def _told_in_passing(facts: _SentenceFacts, groups: dict[str, list[_Trigger]]) -> bool:
    """A desertion in an "after they deserted" clause that dates another event told before it; in
    "was a lieutenant until March 12, when she took off her uniform ... and walked" the clause is the story."""
    text = facts.sentence.text
    whens = [_BACKGROUND_WHEN.search(text, 0, t.start) for t in groups["defection"]]
    if not all(whens):
        return False
    opens = min(m.start() for m in whens)
    return any(t.start < opens for key, group in groups.items() if key != "defection" for t in group)


# "who took part in the", "quienes participaron en la": a relative clause still open before the trigger
_SUBJECT_RELATIVE = re.compile(r"\b(?:who|quien(?:es)?)\s+(?:[\w'’-]+\s+){0,5}$", I)


def _revolt_says_who(facts: _SentenceFacts, groups: dict[str, list[_Trigger]]) -> bool:
    """"A captain who joined the uprising was detained Thursday", "dos sargentos quienes participaron en
    la rebelión fueron detenidos": the revolt in the subject's relative clause says why the men were
    arrested; the news is the arrest. A revolt the clause dates ("who took part in Tuesday's uprising")
    is the story's own."""
    text, revolt = facts.sentence.text, groups["uprising"]
    verbs = [t.start for t in groups.get("arrest", ()) if t.start > revolt[-1].end]
    opens = [_SUBJECT_RELATIVE.search(text, 0, t.start) for t in revolt]
    if not verbs or not all(opens):
        return False
    clause = (min(m.start() for m in opens), min(verbs))
    return not any(clause[0] <= d.start < clause[1] for d in facts.found_dates if d.date is not None)


def _without_protesters_past(facts: _SentenceFacts, groups: dict[str, list[_Trigger]]) -> dict[str, list[_Trigger]]:
    """"Some 60 former soldiers who deserted this year protested on Monday, demanding the help promised when they
    crossed the border": a protest's "who deserted", "when they crossed" say who the protesters are."""
    if "protest" not in groups:
        return groups
    text = facts.sentence.text
    kept = {key: [t for t in group if key not in ("defection", "move")
                  or not (_RELATIVE_BEFORE.search(text, max(0, t.start - 40), t.start)
                          or _BACKGROUND_WHEN.search(text, max(0, t.start - 40), t.start))]
            for key, group in groups.items()}
    return {key: group for key, group in kept.items() if group}


def _without_protest_to_repress(facts: _SentenceFacts, groups: dict[str, list[_Trigger]]) -> dict[str, list[_Trigger]]:
    """"after being ordered to break up a protest over petrol shortages, he left his unit", "depois de receber ordem
    para integrar uma unidade enviada para reprimir protestos": the protest a soldier was sent against says why he
    left; the story tells no protest of its own there."""
    if "protest" not in groups:
        return groups
    text = facts.sentence.text
    kept = [t for t in groups["protest"] if not _SENT_TO_REPRESS.search(text, max(0, t.start - 100), t.start)]
    return {**groups, "protest": kept} if kept else {k: g for k, g in groups.items() if k != "protest"}


# The order to put down a protest that a man left after, the protest word next: "after being ordered to break up a
# protest", "tras recibir la orden de reprimir las protestas", "depois de receber ordem para integrar uma unidade
# enviada para reprimir protestos" (a unit "sent to disperse protests", with no "after", did go: that protest is told)
_SENT_TO_REPRESS = re.compile(r"\b(?:after|tras|despu[ée]s\s+de|luego\s+de|depois\s+de|ap[óo]s)\s+(?:being\s+|getting\s+|"
                              r"receiving\s+|recibir\s+|receber\s+)?(?:(?:an?|the|la|una|a|uma)\s+)?"
                              r"(?:order(?:ed|s)?|told|sent|instructed|[oó]rden(?:es)?|ordem|ordens|ordenad[oa]s?)\b[^.;:]{0,60}?"
                              r"(?:\bto\s+(?:break\s+up|disperse|repress|crush|put\s+down|suppress|quell)|"
                              r"\b(?:a|de|para)\s+(?:reprimir|disolver|dispersar|sofocar|contener|conter|dispersar))\s+"
                              r"(?:(?:a|an|the|any|una?|el|la|los|las|uma?|o|os|as)\s+)?(?:[\w-]+\s+){0,2}?$", I)


def _former(facts: _SentenceFacts, actors: Sequence[Actor]) -> bool:
    """Whether the actors are named as men who have already left the forces."""
    text = facts.sentence.text
    for m in facts.mentions:
        if set(m.actors) & set(actors) and (_FORMER.search(text, max(0, m.start - 4), m.end)
                                             or _FORMER_AFTER.match(text, m.end)
                                             or _FORMER_APPOSITION.search(text, 0, m.start)):
            return True
    # "14 exmilitares y 22 familiares": the relatives travelling with them do not make the move a desertion
    soldiers = [a for a in actors if a.military] or actors
    return bool(soldiers) and all(_FORMER.search(a.name) for a in soldiers)


def _far_from_home(use: _PlaceUse | None) -> bool:
    if use is None or use.place.country_code in ("", HOME_COUNTRY):
        return False
    if use.place.kind == "country":  # a country's point says nothing of its border
        return use.place.country_code not in _NEIGHBOURS
    lat_min, lat_max, lon_min, lon_max = _NEAR_HOME_BOX
    return not (lat_min <= use.place.lat <= lat_max and lon_min <= use.place.lon <= lon_max)


def _into_far_country(waypoints: dict) -> bool:
    """"Entraron al Perú por Aguas Verdes", "cruzaron a Bolivia por Desaguadero": a crossing into a
    country Venezuela shares no border with, from no Venezuelan place named (an origin at 0..0 is only
    inferred), starts in a neighbour, so it is no desertion."""
    origin = waypoints.get("origin")
    ahead = [w for w in (waypoints.get("destination"), waypoints.get("via")) if w is not None]
    return (origin is None or origin.end == 0 or origin.place.country_code != HOME_COUNTRY) \
        and any(w.place.country_code not in ("", HOME_COUNTRY, *_NEIGHBOURS) for w in ahead)


def _only_far_goal(group: Sequence[_Trigger], waypoints: dict) -> bool:
    """"Um dos que embarcaram para Curitiba foi o cabo X": a journey told only by a goal far beyond the
    border region, with no start, no crossing point and no crossing verb, is no walk out of the country."""
    origin = waypoints.get("origin")
    return (origin is None or origin.end == 0) and waypoints.get("via") is None \
        and not any(t.kind == "cross" for t in group) \
        and _far_from_home(waypoints.get("destination"))  # an origin at 0..0 is only inferred


def _onward(facts: _SentenceFacts, actors: Sequence[Actor], waypoints: dict) -> bool:
    """A move of men already out of Venezuela: from one foreign place to another ("crossed from
    Colombia into Ecuador"), or by former soldiers to a place beyond the border region ("reached Lima")."""
    origin, dest, via = waypoints.get("origin"), waypoints.get("destination"), waypoints.get("via")
    ahead = [w for w in (dest, via) if w is not None]
    if any(w.place.country_code == HOME_COUNTRY for w in ahead):
        return False  # going back into Venezuela
    if origin is not None and origin.end > 0 and origin.place.country_code not in ("", HOME_COUNTRY) and ahead:
        return True
    if any(w.place.country_code not in ("", HOME_COUNTRY) and _ON_TO.search(facts.sentence.text, 0, w.start) for w in ahead):
        return True  # "the group later traveled on to Ecuador": a further leg of a journey abroad
    return any(_far_from_home(w) for w in ahead) and _former(facts, actors) \
        or _moving_on_within(facts, actors, dest)


def _moving_on_within(facts: _SentenceFacts, actors: Sequence[Actor], dest: _PlaceUse | None) -> bool:
    """"Three former soldiers who had been working around La Gabarra left for Cúcuta": former soldiers
    placed in a town of the destination's foreign country, with no Venezuelan place said, move within it."""
    if dest is None or dest.place.country_code in ("", HOME_COUNTRY) or dest.place.kind == "country" \
            or not _former(facts, actors):
        return False  # "soldiers who deserted to Colombia": no move within a country ends at the whole country
    uses = facts.uses
    if any(u.place.country_code == HOME_COUNTRY for u in uses):
        return False
    # a dateline ("BOGOTÁ —") or a possessive ("Colombia's army") places nobody: role "other"
    return any(u.end <= dest.start and u.place.country_code == dest.place.country_code and not u.container
               and u.role != "other"
               and u.place.kind not in CROSSING_KINDS and u.place.kind != "country"
               and not _CROSSING_WORD.search(facts.sentence.text, u.end, dest.start) for u in uses)


# "who crossed into Roraima": a crossing said between the two places is a crossing still.
_CROSSING_WORD = re.compile(r"\b(?:cross|entered|into|cruz|entr|atraves|swam|waded)\w*", I)


# "Two soldiers who deserted into Brazil last month walked across the bridge into Lethem", "los guardias que
# desertaron a Colombia en marzo", "os militares que fugiram para o Brasil": the subject's clause leaves them abroad
_DESERTED_INTO = re.compile(r"\b(?:who|that|que|quienes)\s+(?:had\s+|hab[ií]an\s+|tinham\s+|haviam\s+)?"
                            r"(?:deserted|defected|fled|escaped|desert(?:aron|ó|ado|aram|ou)|huy(?:eron|ó)|hu[ií]do|"
                            r"fug(?:iram|iu|ido)|escap(?:aron|ó|ado|aram|ou))\s+(?:in)?to\s+$|"
                            r"\b(?:que|quienes)\s+(?:hab[ií]an\s+|tinham\s+|haviam\s+)?(?:desert(?:aron|ó|ado|aram|ou)|"
                            r"huy(?:eron|ó)|hu[ií]do|fug(?:iram|iu|ido))\s+(?:a|hacia|para\s+o|para\s+a|para)\s+(?:la\s+|el\s+|o\s+|a\s+)?$",
                            I)


# ", who travelled from Georgetown", ", quien viajó desde Bogotá", ", que veio de Brasília": a relative clause's verb
_WHO_THEN = re.compile(r"(?P<noun>[\w'’-]+),\s+(?:who|quien|quienes|que)\s+(?:had\s+|has\s+|also\s+|también\s+|tamb[ée]m\s+)?$", I)


_AGENT_BEFORE = re.compile(r"\b(?:by|por|pel[oa])\s", I)  # the one who did something to the actors


def _a_bystanders_move(facts: _SentenceFacts, group: Sequence[_Trigger]) -> bool:
    """"were interviewed by a representative of UNHCR, who travelled from Georgetown": a move told in a relative
    clause after the agent of what was done to the actors is that person's, not the subject's."""
    text = facts.sentence.text
    for t in group:
        who = _WHO_THEN.search(text, max(0, t.start - 80), t.start)
        noun = who.start("noun") if who else 0
        told = max((m.end for m in facts.mentions if m.end <= noun), default=0)
        if who is None or any(m.start <= noun < m.end for m in facts.mentions) \
                or not _AGENT_BEFORE.search(text, told, noun):
            return False  # ("said Sgt. Peña, 34, who ran across the bridge": the man named just before)
    return bool(group)


# Stepping into an office: "entrou na delegação regional do SEF", "entró en la comisaría de la Policía", "walked into
# the immigration office", "went into the police station"
_INTO_AN_OFFICE = re.compile(
    r"(?:entr(?:ó|aron|ou|aram)\s+(?:en|a|al|na|no|em)\s+(?:(?:la|el|a|o|una|um|uma)\s+)?|"
    r"(?:walked|went|stepped|came)\s+into\s+(?:the|a|an)\s+|entered\s+(?:the|a|an)\s+)(?:[\w-]+\s+){0,2}?"
    r"(?:oficinas?|comisar[ií]as?|delegaci[oó]n|delega[çc][ãa]o|delegacia|escrit[óo]rio|"
    r"(?:police\s+|immigration\s+)?(?:office|station|headquarters))\b", I)
# The request joined to the step in: "... em Aveiro e pediu asilo", "... and asked for asylum"
_AND_THEN_ASKED = re.compile(r"\s(?:y|e|and)\s+(?:(?:luego|then|depois)\s+)?$", I)


def _stepped_in_to_ask(facts: _SentenceFacts, group: Sequence[_Trigger]) -> bool:
    """"entrou na delegação do SEF em Aveiro e pediu asilo", "walked into the police station in Lisbon and asked
    for asylum": going into the office where the request is made is the request's own step, no move of its own
    (the town it names is where the asking was), unless the sentence tells the way there before it."""
    text = facts.sentence.text
    if not group or not all(_INTO_AN_OFFICE.match(text, t.start) for t in group):
        return False
    if any(u.role == "dest" and u.end <= group[0].start for u in facts.uses):
        return False  # "took them upriver to Mabaruma, where they walked into the police station": the move told first
    end = group[-1].end
    return any(t.event_type == "asylum" and t.status and end < t.start <= end + 150
               and _AND_THEN_ASKED.search(text, end, t.start) for t in facts.triggers)


def _abroad_by_relative(facts: _SentenceFacts, group: Sequence[_Trigger]) -> str | None:
    """The foreign country a relative clause before the verb has already taken its subject into, if any."""
    text = facts.sentence.text
    return next((u.place.country_code for u in facts.uses
                 if u.place.kind == "country" and u.place.country_code not in ("", HOME_COUNTRY) and u.end <= group[0].start
                 and _DESERTED_INTO.search(text, max(0, u.start - 50), u.start)), None)


def _into_a_third_country(movement_type: str | None, waypoints: dict, abroad: str | None) -> bool:
    """"who deserted into Brazil last month walked across the bridge into Lethem": a crossing on from the country
    the subject's clause left them in into another."""
    dest = waypoints.get("destination")
    return movement_type == "border_crossing" and abroad is not None and dest is not None \
        and dest.place.country_code not in ("", HOME_COUNTRY, abroad)


def _out_over_a_line_abroad(facts: _SentenceFacts, movement_type: str | None, group: Sequence[_Trigger],
                            waypoints: dict) -> bool:
    """"walked across the bridge from Ciudad Juárez", "cruzaron el puente desde Tulcán": over a bridge, river or
    border out of a foreign town, to no place named, is out of that town's country, not a move within it."""
    origin, dest = waypoints.get("origin"), waypoints.get("destination")
    return movement_type == "border_crossing" and dest is None and origin is not None and origin.end > 0 \
        and origin.place.kind != "country" and origin.place.country_code not in ("", HOME_COUNTRY) \
        and _over_a_line(facts.sentence.text, group)


def _over_foreign_border_point(movement_type: str, waypoints: dict) -> bool:
    """"walked across the Rumichaca bridge into Ecuador": an onward move over a border bridge, post
    or river abroad crosses a border as well; a flight or a bus ride on to a city does not."""
    via = waypoints.get("via")
    return movement_type == "border_crossing" and via is not None and via.place.kind in CROSSING_KINDS \
        and via.place.country_code not in ("", HOME_COUNTRY)


_ON_TO = re.compile(r"\b(?:on|onward|onwards)\s+(?:to|into)\s+(?:the\s+)?$", I)
_ENTERED = re.compile(r"enter|entr|ingres", I)


def _crossed_abroad(facts: _SentenceFacts, movement_type: str, group: Sequence[_Trigger], waypoints: dict) -> bool:
    """Men already abroad who cross a land border into another foreign country cross it as well as moving on:
    "crossed from the Ecuadorian town of Huaquillas into Peru", "entraron a Perú por Tumbes", "los seis exsoldados
    cruzaron a Bolivia por Desaguadero" (a bus ride on to a city, "reached Lima after crossing Ecuador", a plan to
    cross, or "atravesar el páramo de Berlín" on the way to Bucaramanga do not)."""
    origin, dest = waypoints.get("origin"), waypoints.get("destination")
    if dest is None or dest.place.country_code in ("", HOME_COUNTRY):
        return False
    text = facts.sentence.text
    if movement_type == "border_crossing" \
            and not (origin is not None and origin.end > 0 and origin.place.country_code == dest.place.country_code) \
            and any(u.place.kind == "country" and u.place.country_code == dest.place.country_code
                    and _INTO_NAMED_COUNTRY.fullmatch(text, t.end, u.start)
                    for t in group if t.kind == "cross" and t.status == "occurred" for u in facts.uses):
        return True  # "cruzaron a Bolivia": the country named right after the crossing verb
    if any(t.status == "planned" for t in group) \
            or not any(t.kind == "cross" or (t.kind == "go" and _ENTERED.match(text, t.start)) for t in group):
        return False
    if origin is not None and origin.place.country_code not in ("", HOME_COUNTRY):
        return origin.place.country_code != dest.place.country_code  # from one foreign country into another
    if dest.place.kind == "country":
        return _far_from_home(dest)  # "entraron a Perú": a country beyond the neighbours
    return _over_a_line_into_far_town(text, group, dest)


# What a crossing verb takes a border over: "crossed the bridge", "cruzaron a pie el puente", "atravessaram a pé a
# ponte", "waded the river", or a walk across one: "walked across the bridge" (not "crossed Ecuador by bus",
# "atravesaron el páramo", "walked to the border")
_LINE_CROSSED = r"(?:\s+(?:a\s+pi[eé]|a\s+p[ée]|on\s+foot|the|el|la|a|o|los|las|as|os))*\s+" \
                r"(?:(?-i:[A-ZÁÉÍÓÚ])[\w-]*\s+(?:(?:de|del|da|do)\s+)?){0,3}(?:\w+\s+)?" \
                r"(?:bridge|ponte|puente|river|r[ií]o|border|frontera|fronteira)\b"
_BORDER_LINE_CROSSED = {"cross": re.compile(_LINE_CROSSED, I), "go": re.compile(r"\s+(?:across|over)" + _LINE_CROSSED, I)}


def _over_a_line_into_far_town(text: str, group: Sequence[_Trigger], dest: _PlaceUse) -> bool:
    """"walked across the bridge and entered Aguas Verdes", "atravessaram a pé a ponte e entraram em Iñapari": men
    already abroad who cross a bridge, river or border into a town of a country Venezuela shares no border with
    came over a land border from the neighbour they were in (a bus ride on to a far city crosses none)."""
    return dest.place.country_code not in _NEIGHBOURS and _over_a_line(text, group)


def _over_a_line(text: str, group: Sequence[_Trigger]) -> bool:
    """A crossing verb of the group told over a bridge, river or border."""
    return any(t.status == "occurred" and t.kind in _BORDER_LINE_CROSSED and _BORDER_LINE_CROSSED[t.kind].match(text, t.end)
               for t in group)


_INTO_NAMED_COUNTRY = re.compile(r"\s+(?:into|to|a|al|para|hacia)\s+(?:the\s+)?", I)


def _crossed_then_on(facts: _SentenceFacts, group: Sequence[_Trigger], waypoints: dict) -> bool:
    """"left Caracas and crossed into Colombia by land, before travelling on to Bogotá": the sentence
    crosses out of the country before the leg it goes on with, so it tells a crossing as well."""
    origin, dest = waypoints.get("origin"), waypoints.get("destination")
    if dest is None or origin is not None and origin.place.country_code not in ("", HOME_COUNTRY):
        return False
    text = facts.sentence.text
    return _ON_TO.search(text, 0, dest.start) is not None and any(
        t.kind == "cross" and t.end <= dest.start for t in group)


# Rivers that are the border wherever the story's men cross them (not the Orinoco or the Grita, crossed inland too)
_BORDER_RIVERS = frozenset({"Táchira River", "Arauca River"})


def _leaves_home(waypoints: dict, borders: frozenset[str] = frozenset()) -> bool:
    """A crossing that ends outside the home country, or starts in it and passes a crossing point: a
    border bridge or post, or a river the story has already seen crossed out of the country (`borders`)."""
    origin, dest, via = waypoints.get("origin"), waypoints.get("destination"), waypoints.get("via")
    if dest is not None:
        return dest.place.country_code not in ("", HOME_COUNTRY)
    if via is not None and (via.place.kind in ("bridge", "border_crossing") or via.place.name in borders) and (
            origin is None or origin.place.country_code == HOME_COUNTRY):
        return True  # "ran across the Simón Bolívar bridge": a border bridge leads out of the country
    return origin is not None and origin.place.country_code == HOME_COUNTRY and via is not None


# The line itself as what was crossed: "crossed the border", "cruzaron la frontera", "atravessaram a fronteira"
_THE_LINE_CROSSED = re.compile(r"\s+(?:the\s+|la\s+|a\s+)?(?:border|frontier|frontera|fronteira)\b(?!\s+(?:bridge|post|crossing))", I)


def _over_the_line(facts: _SentenceFacts, group: Sequence[_Trigger], waypoints: dict) -> bool:
    """"Two corporals stationed in Santa Elena de Uairén crossed the border on Tuesday": the line crossed from
    a Venezuelan place the sentence names (or from none), to no place: a way out of the country."""
    origin = waypoints.get("origin")
    if waypoints.get("destination") is not None or waypoints.get("via") is not None \
            or origin is not None and (origin.place.country_code != HOME_COUNTRY or origin.end == 0) \
            or any(u.start > group[0].end and u.place.country_code != HOME_COUNTRY for u in facts.uses):
        return False  # ("cruzaron la frontera en Pacaraima": a place over the line, which other rules read)
    text = facts.sentence.text
    return any(t.kind == "cross" and _THE_LINE_CROSSED.match(text, t.end)
               and not _RELATIVE_BEFORE.search(text, max(0, t.start - 40), t.start)
               and not _ROUGH_COUNT.search(text, 0, t.start) for t in group)  # (not a tally: "more than 500 have")


# Taken over by others: "was taken across the Táchira River", "fue llevado por una trocha", "foi levado": no flight
_CARRIED_OVER = re.compile(r"\b(?:was|were|been|fue|fueron|foi|foram)\s+(?:\w+\s+){0,2}?(?:taken|carried|dragged|forced|"
                           r"brought|driven|escorted|deported|returned|llevad[oa]s?|arrastrad[oa]s?|obligad[oa]s?|"
                           r"deportad[oa]s?|levad[oa]s?|for[çc]ad[oa]s?)\b", I)


def _named_here(facts: _SentenceFacts, actors: Sequence[Actor]) -> bool:
    """Whether the sentence itself names the movers, not only a pronoun standing for someone told before."""
    return any(set(m.actors) & set(actors) for m in facts.mentions
               if not m.in_quote and m.surface.lower() not in _PRONOUNS)


_PRONOUNS = frozenset({"he", "she", "they", "him", "her", "them", "él", "ella", "ellos", "ellas", "ele", "ela", "eles",
                       "elas"})


def _by_trail(text: str, waypoints: dict, uses: Sequence[_PlaceUse] = ()) -> bool:
    """"cruzaron por una trocha de Ureña", "crossed on a trail near Paraguachón": a smugglers' trail is
    the way out of the country, whichever town it is named for."""
    via = waypoints.get("via")
    if via is None or waypoints.get("destination") is not None:
        return False
    # "cruzaban el río Táchira por una trocha del sector El Escobal": the trail may name a second way through
    return any(any(w.lower() in _TRAIL_WORDS for w in re.findall(r"[\w'’-]+", text[max(0, use.start - 40):use.start])[-4:])
               for use in (via, *(u for u in uses if u.role == "via")))


# "cruzaron por una trocha", "crossed by a dirt trail", "atravessaram por uma trilha": the way out, unnamed
_BY_UNNAMED_TRAIL = re.compile(r"\s+(?:[\w'’-]+\s+){0,3}?(?:por|by|through|along|via|on|pela|pelas)\s+"
                               r"(?:(?:una|unas|las|la|un|a|an|the|uma|umas|as)\s+)?(?:[\w'’-]+\s+)?"
                               r"(?:trochas?|trails?|paths?|footpaths?|picas?|trilhas?|picadas?)\b", I)


def _by_unnamed_trail(text: str, group: Sequence[_Trigger], waypoints: dict) -> bool:
    """A crossing by a smugglers' trail, or swum ("cruzaron a nado bajo disparos"), that names no place at
    all: out of the country."""
    return not any(waypoints.values()) and (_BY_UNNAMED_TRAIL.match(text, group[-1].end) is not None
                                             or _SWUM.match(text, group[-1].end) is not None
                                             or any(_SWUM_VERB.match(text, t.start) for t in group))


_SWUM = re.compile(r"\s+(?:a\s+nado|nadando)\b", I)
_SWUM_VERB = re.compile(r"sw[ai]m", I)


def _turned_up_abroad(facts: _SentenceFacts, waypoints: dict) -> bool:
    """"A patrol near Uiramutã found two privates who had walked from their base near Kavanayén": a
    move from home with no end named, told where it ended abroad."""
    origin = waypoints.get("origin")
    if origin is None or origin.place.country_code != HOME_COUNTRY or waypoints.get("destination") or waypoints.get("via"):
        return False
    return any(u.role == "loc" and u.place.kind not in _OWN_PLACE_KINDS and u.place.country_code not in ("", HOME_COUNTRY)
               for u in facts.uses)


def _river_by_town_abroad(facts: _SentenceFacts, waypoints: dict) -> bool:
    """"crossed the Grita River on foot near Puerto Santander": a river crossed by a town of the other
    country is the border, crossed out of Venezuela."""
    origin, via = waypoints.get("origin"), waypoints.get("via")
    if via is None or via.place.kind != "river" or waypoints.get("destination") \
            or (origin is not None and origin.place.country_code != HOME_COUNTRY):
        return False
    return any(u.role in ("loc", "via") and u.place.kind in ("city", "town", "neighbourhood")
               and u.place.country_code in _NEIGHBOURS
               for u in facts.uses)


_ARRIVED = re.compile(r"(?:arriv(?:ed|ing)|land(?:ed|ing)|lleg(?:ó|aron)|cheg(?:ou|aram))\b", I)


def _arrived_from_home(facts: _SentenceFacts, group: Sequence[_Trigger], waypoints: dict,
                       ctx: _Context) -> _PlaceUse | None:
    """"When two guardsmen arrived on a boat from La Vela de Coro", in a story told from Curaçao: an arrival
    from home with no end named ended on the side the story reports from."""
    origin = waypoints.get("origin")
    if origin is None or origin.place.country_code != HOME_COUNTRY or waypoints.get("destination") \
            or waypoints.get("via") or not any(_ARRIVED.match(facts.sentence.text, t.start) for t in group):
        return None
    side = _receiving_place(facts, ctx)
    return side if side is not None and side.place.country_code not in ("", HOME_COUNTRY) else None


def _receiving_place(facts: _SentenceFacts, ctx: _Context) -> _PlaceUse | None:
    """Where a crossing with no place of its own came out, near: the foreign town the sentence
    reports from ("officials in Pacaraima said two sergeants had walked across the frontier"), else
    the foreign town of the dateline, unless the sentence's officials speak for another country
    ("Colombia's migration agency says" in a story filed from Ecuador): then that country."""
    abroad = [u for u in facts.uses if u.role == "loc" and u.place.kind not in ("country", "state", "region")
              and u.place.country_code not in ("", HOME_COUNTRY)]
    if abroad:
        return replace(abroad[0], near=True)
    opening = _opening_country(facts)  # "In Colombia, officials say 1,000 soldiers have crossed into the country"
    if opening is not None and opening.place.country_code not in ("", HOME_COUNTRY):
        return opening
    line = ctx.dateline
    side = _reporting_side(facts, ctx)
    # (not when the men ran to another country's side: "ran toward the Colombian side" in a story filed from Lima)
    reached = _side_reached(facts, ctx) if side is None else None
    if line is not None and line.country_code not in ("", HOME_COUNTRY) and line.kind not in ("country", "state") \
            and (side is None or side.place.country_code == line.country_code) \
            and (reached is None or reached.place.country_code == line.country_code):
        return _PlaceUse(line, 0, 0, line.name, "loc", True, False)
    return side


# The receiving side that reports a crossing: "a Colombian official said", "Brazilian army officers",
# "las autoridades colombianas", "o Exército brasileiro informou" (and the state asked for protection: "pidieron
# protección al Estado colombiano").
_RECEIVING_SIDE = re.compile(
    r"\b(?P<a>Colombian|Brazilian|Peruvian|Ecuadorean|Ecuadorian)\s+(?:[\w-]+\s+)?(?:officials?|authorities|army|"
    r"military|police|migration|immigration|government|agency|ministry|soldiers|troops|officers|border\s+guards|navy)\b"
    r"|\b(?:autoridades|Ej[ée]rcito|Armada|Polic[ií]a|militares|funcionarios|soldados|Ex[ée]rcito|For[çc]as\s+Armadas|"
    r"Pol[ií]cia(?:\s+Federal)?|[Gg]obierno|[Gg]overno|[Cc]anciller[ií]a|[Mm]igraci[óo]n|Estado)\s+(?P<b>colombian[oa]s?|brasileñ[oa]s?|brasileir[oa]s?|"
    r"peruan[oa]s?|ecuatorian[oa]s?)\b"
    # "Colombia's migration agency says", "Migración Colombia"
    r"|\b(?P<c>Colombia|Brazil)['’]s\s+(?:[\w-]+\s+)?(?:authorities|officials|government|migration|immigration|army|"
    r"military|police|agency|ministry)\b|\bMigraci[óo]n\s+(?P<d>Colombia)\b"
    # "Brazil allowed the seven soldiers to enter the country": the country letting them in
    r"|\b(?P<e>Colombia|Brazil|Brasil)\s+(?:has\s+|had\s+)?(?:let|allowed|admitted|permitted|welcomed|took\s+in|"
    r"permiti[óo]|permitiu|acogi[óo]|acolheu|recebeu|recibi[óo])\b", I)


def _reporting_side(facts: _SentenceFacts, ctx: _Context) -> _PlaceUse | None:
    """The country whose officials or forces report a crossing, at country precision, when the article
    names it: the men came out on that side."""
    return _country_use(_RECEIVING_SIDE.search(facts.sentence.text), ctx) or _known_teller_side(facts, ctx)


def _known_teller_side(facts: _SentenceFacts, ctx: _Context) -> _PlaceUse | None:
    """"Christian Krüger dijo que más de 1.000 uniformados habían cruzado la frontera": a well-known office
    holder of a neighbour who tells the crossing tells it from that side."""
    for m in facts.mentions:
        for actor in m.actors:
            code = KNOWN_COUNTRIES.get(" ".join(fold(actor.name).split())) if actor.kind == "person" else None
            if code not in (None, "", HOME_COUNTRY) and (side := _country_at(ctx, code)) is not None:
                return side
    return None


def _country_use(m: re.Match[str] | None, ctx: _Context) -> _PlaceUse | None:
    """The country a nationality word of `m` ("a" or "b" group) or a country's name ("c" or "d") names,
    as a place use at country precision, when the article names that country or it is a neighbour."""
    if m is None:
        return None
    named = m.groupdict().get("c") or m.groupdict().get("d") or m.groupdict().get("e")
    named = "Brazil" if named and named.lower() == "brasil" else named
    code = next(c for c, p in _NEIGHBOUR_COUNTRIES.items() if p.name == named.title()) if named \
        else nationality_country(m.group("a") or m.group("b"))
    return _country_at(ctx, code)


def _country_at(ctx: _Context, code: str | None) -> _PlaceUse | None:
    """A country as a place use at country precision: the article's own place for it, else a neighbour's."""
    place = next((p for p in ctx.countries if p.country_code == code), _NEIGHBOUR_COUNTRIES.get(code or ""))
    return _PlaceUse(place, 0, 0, place.name, "loc", False, False) if place is not None else None


# The neighbour's side of the line, reached with no town named: "Al llegar a la orilla colombiana",
# "on reaching the Colombian bank", "na margem brasileira".
_NEIGHBOUR_SIDE = re.compile(
    r"\bthe\s+(?P<a>Colombian|Brazilian|Peruvian|Ecuadorean|Ecuadorian|Guyanese)\s+(?:side|bank|shore|riverbank)\b"
    r"|\b(?:lado|orilla|ribera|margen|margem|banda)\s+(?P<b>colombian[oa]|brasile(?:ñ|n|ir)[oa]|peruan[oa]|"
    r"ecuatorian[oa]|guyanes[ae]?)\b", I)


# Near the verb: "died in the custody of Venezuela's military counterintelligence agency",
# "murió bajo custodia de la Dgcim", "died in DGCIM custody": held by a body acting only at home.
_HOME_CUSTODY = (r"(?:(?:in|under|bajo|sob)\s+(?:the\s+|la\s+|a\s+)?(?:custody|custodia|cust[óo]dia)\s+"
                 r"(?:of|de|da|del)\s+[^,.;]{0,50}?|\bin\s+(?:[\w-]+\s+){0,2}?)(?:counter-?intelligence|contrainteligencia|"
                 r"contraintelig[êe]ncia|DGCIM|SEBIN|Dgcim|Sebin)\b")
_IN_HOME_CUSTODY = re.compile(r"[^,.;]{0,40}?" + _HOME_CUSTODY, I)
_HOME_CUSTODY_TOLD = re.compile(r"\b(?:died|dead|death|killed|murió|muerte|morreu|morte)\b[^.;]{0,40}?" + _HOME_CUSTODY, I)


_ASKED_OF_REACH = 60  # characters after the asking verb in which the office asked is named


def _asked_of_a_country(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """"asked for refugee status at the offices of Peru's Special Commission for Refugees", "at Brazil's
    Federal Police": protection asked of a country's own office was asked in that country (country precision)."""
    text, end = facts.sentence.text, group[-1].end
    return next((replace(u, role="loc") for u in facts.uses if u.place.kind == "country"
                 and end <= u.start <= end + _ASKED_OF_REACH and _POSSESSIVE.match(text, u.end)
                 and not re.search(r"[,;:]", text[end:u.start])), None)


def _asked_side(facts: _SentenceFacts, group: Sequence[_Trigger], ctx: _Context,
                use: _PlaceUse | None) -> _PlaceUse | None:
    """"ran across the bridge and asked Colombian police for protection": protection asked of a
    neighbour's forces, after a crossing whose bridge or river the gazetteer files on the home side,
    was asked in that neighbour (country precision). Any other place stays, and so does a bridge the asking
    is placed at ("ante Migración Colombia en la cabecera del puente")."""
    if (side := _side_where_asked(facts, group, ctx, use)) is not None:
        return side
    if use is None or use.role != "via" or use.place.kind not in CROSSING_KINDS or use.place.country_code != HOME_COUNTRY:
        return use
    text = facts.sentence.text
    m = _RECEIVING_SIDE.search(text, max(0, group[0].start - 40), min(len(text), group[-1].end + 60))
    return _country_use(m, ctx) or use


# "ran over the bridge to the Colombian side, where they gave themselves up", "hasta el lado colombiano, donde
# pidieron protección", "até o lado brasileiro, onde": the side a "where" clause opens on
_SIDE_WHERE = re.compile(r"(?:" + _NEIGHBOUR_SIDE.pattern + r")\s*,?\s+(?:where|donde|onde)\b", I)


def _side_where_asked(facts: _SentenceFacts, group: Sequence[_Trigger], ctx: _Context,
                      use: _PlaceUse | None) -> _PlaceUse | None:
    """Protection asked in a "where" clause about the neighbour's side the men reached was asked in that
    neighbour (country precision), not at the home town the sentence named before that side."""
    if use is not None and use.place.country_code != HOME_COUNTRY:
        return None
    text = facts.sentence.text
    sides = [m for m in _SIDE_WHERE.finditer(text, 0, group[0].start)
             if (use is None or use.end <= m.start()) and not any(m.end() <= u.start < group[0].start for u in facts.uses)]
    return _country_use(sides[-1], ctx) if sides else None


def _side_reached(facts: _SentenceFacts, ctx: _Context) -> _PlaceUse | None:
    """The neighbour country whose side or bank the sentence reaches, at country precision, when the
    article names that country: where men who asked for protection there were."""
    return _country_use(_NEIGHBOUR_SIDE.search(facts.sentence.text), ctx)


# "Al llegar a Maicao, unos hombres armados le cayeron a golpes", "Upon reaching Cúcuta, he was mugged", "Ao chegar a
# Pacaraima, foi assaltado": the town an opening arrival clause reaches is where the deed of the main clause took place
_ARRIVAL_OPENING = re.compile(r"\W*(?:al\s+llegar|tras\s+llegar|ao\s+chegar|ap[óo]s\s+chegar|depois\s+de\s+chegar|"
                              r"(?:up)?on\s+(?:reaching|arriving)|after\s+(?:reaching|arriving))\b[^,;:]{1,80}?,", I)


def _arrival_opening_place(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """The town (not a country) an arrival clause opening the sentence reaches, the deed told after its comma."""
    opening = _ARRIVAL_OPENING.match(facts.sentence.text)
    if opening is None or group[0].start < opening.end():
        return None
    return _specific([u for u in facts.uses if u.end <= opening.end() and u.place.kind != "country"])


def _left_base(facts: _SentenceFacts, waypoints: dict) -> bool:
    """"left Puerto Cabello, the country's largest naval base": leaving a base is deserting it."""
    origin = waypoints.get("origin")
    if origin is None or origin.end == 0 or origin.place.country_code not in ("", HOME_COUNTRY):
        return False  # (not a host country's base a flight leaves from: "embarcou ... na Base Aérea de Boa Vista")
    after = facts.sentence.text[origin.end:origin.end + 60]
    return origin.place.kind == "military_base" or bool(
        re.match(r"\s*,\s*(?:the|a|an|his|their)\s+[^,;]{0,40}?\b(?:base|garrison|barracks|fort)\b", after, I))


def _infer_origin(waypoints: dict, ctx: _Context) -> dict:
    """A crossing into another country from nowhere stated started in the home country."""
    if waypoints["origin"] is not None or ctx.home is None:
        return waypoints
    ahead = waypoints["destination"] or waypoints["via"]
    if ahead is not None and ahead.place.country_code not in ("", HOME_COUNTRY):
        home = _PlaceUse(ctx.home, 0, 0, ctx.home.name, "origin", False, False)
        return {**waypoints, "origin": home}
    return waypoints


def _place_left(group: Sequence[_Trigger], use: _PlaceUse, dest: _PlaceUse | None) -> bool:
    """"left the naval base at Punto Fijo on June 14 and sailed to Aruba": a home place right after the leaving
    verb is where the journey began, not where it crossed, when it went on to a place abroad."""
    if dest is None or dest.place.country_code in ("", HOME_COUNTRY) or use.near or use.place.country_code != HOME_COUNTRY:
        return False
    before = [t for t in group if t.end <= use.start]
    return bool(before) and before[-1].kind == "leave" and use.start < dest.start


def _served_abroad(group: Sequence[_Trigger], use: _PlaceUse, dest: _PlaceUse | None) -> bool:
    """"foi deportado para a Venezuela no domingo depois de cumprir pena em Boa Vista": a foreign town told after
    a return home is where the man was before, not where the crossing was."""
    return any(t.kind == "return" for t in group) and dest is not None and dest.place.country_code == HOME_COUNTRY \
        and not use.near and use.place.country_code not in ("", HOME_COUNTRY)


def _place_fields(use: _PlaceUse | None) -> dict:
    if use is None:
        return {}
    return {"place": use.place.name, "lat": use.place.lat, "lon": use.place.lon,
            "country_code": use.place.country_code, "geo_precision": _precision(use)}


_OPENING_PLACE = re.compile(r"\W*(?:in|en|at)\s+(?:the\s+|la\s+|el\s+)?[^,;]{0,60}$", I)
_ITEM_BULLET = re.compile(r"[ \t]*[-*•+][ \t]+(?:\*\*|__)?")  # "- **", the opening of a list item's heading
_HEADING_END = re.compile(r"(?:\*\*|__)?\s*:|:\s*(?:\*\*|__)")  # "**Barinas:**", "**Barinas**:"


def _opening_place(facts: _SentenceFacts) -> _PlaceUse | None:
    """The place of an opening "In X, ..." that sets the scene for every event of the sentence, or of a list
    item's heading ("- **Maracaibo:** la esposa de un cabo, retenida ...")."""
    text = facts.sentence.text
    heading = next((u for u in facts.uses if _ITEM_BULLET.fullmatch(text, 0, u.start) and _HEADING_END.match(text, u.end)),
                   None)
    if heading is not None:
        return heading
    first = min((t.start for t in facts.triggers if t.status), default=0)
    comma = text.find(",", 0, first)
    opening = [u for u in facts.uses if u.end <= (first if comma < 0 else comma) and u.role == "loc"
               and u.place.kind not in ("country", "state")]
    if not opening:
        return None
    # "In Bonfim the four men presented themselves": without a comma, only the place right after "In"
    shape = _OPENING_PLACE if comma >= 0 else _OPENING_IN
    return opening[0] if shape.fullmatch(text, 0, opening[0].start) else None


def _opening_country(facts: _SentenceFacts) -> _PlaceUse | None:
    """The country of an opening "In Colombia, ...", which sets the scene of the sentence."""
    text = facts.sentence.text
    comma = text.find(",")
    first = next((u for u in facts.uses if u.end <= comma), None) if comma > 0 else None
    if first is None or first.place.kind != "country" or not _OPENING_IN_COUNTRY.fullmatch(text, 0, first.start) \
            or text[first.end:comma].strip():
        return None
    return first


_OPENING_IN_COUNTRY = re.compile(r"\W*(?:in|en|em|no|na)\s+(?:the\s+)?", I)
# "Curaçao authorities said they had intercepted", "Chile's migration department says 42 ... have applied"
_AUTHORITIES_AFTER = re.compile(r"(?:['’]s)?\s+(?:authorities|police|coast\s+guard|officials|"
                                r"(?:im)?migration\s+(?:officers|officials|department|agency|authority|office|service))\b", I)
_AUTHORITIES_TELL = re.compile(r"\s+(?:(?:have|has|had)\s+)?(?:said|say|says|reported|report|reports|confirmed|confirm|"
                               r"confirms|told|tell|announced|announce|stated|registered|counted|recorded|estimated?|"
                               r"estimates)\b", I)
# (a town's own police: "capturados por la Policía Metropolitana de Valledupar", "presos pela Polícia Municipal de")
_AUTHORITIES_OF = re.compile(r"\b(?:authorities|police|coast\s+guard|autoridades|"
                             r"polic[ií]a(?:\s+(?:metropolitana|municipal|local))?|guardia\s+costera|"
                             r"guarda\s+costeira|pol[ií]cia(?:\s+(?:metropolitana|municipal|local))?)\s+"
                             r"(?:of|in|on|de|en|da|do|de\s+la|del)\s+$", I)
_WHERE_WORDS = re.compile(r"where|donde|onde", I)
# "Santa Elena de Uairén, la ciudad venezolana más cercana, donde": what the place is, between it and "where"
_PLACE_APPOSITION = re.compile(r"^\s*,\s*(?:the|a|an|la|el|una|un|o|a|uma|um)\s+[^,;:.()\"“”]{1,60},?\s*$", I)
_WHERE = re.compile(r",?\s*(?:where|donde|en\s+donde|adonde|a\s+donde|para\s+onde|aonde|onde)\b", I)
_TOWN_POLICE_AFTER = re.compile(r"(?:['’]s)?\s+(?:(?:metropolitan|municipal|city|local)\s+)?police\b", I)


def _where_place(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """"sailed from Falcón to Aruba, where they were detained": the place the "where" hangs on."""
    text, first = facts.sentence.text, group[0].start
    opened = [m for m in _WHERE.finditer(text, 0, group[0].end) if not _CLAUSE_BREAK.search(text, m.end(), first)]
    if not opened:
        return None
    where = opened[-1].start()
    before = [u for u in facts.uses if u.end <= where]
    at = next((i for i in reversed(range(len(before)))
               if not _PLACE_APPOSITION.sub("", text[before[i].end:where]).strip(" ,")), None)
    while at and before[at].container and _CONTAINER_GAP.fullmatch(text[before[at - 1].end:before[at].start]):
        at -= 1  # "hasta Villa del Rosario, en Colombia, donde": the town, not its country
    return before[at] if at is not None and before[at].role != "origin" else None


_GRANTED_BY = re.compile(r"\s+(?:(?:on|last|this)\s+\w+\s+)?(?:by|por|pelo|pela)\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?$", I)


# The way some of a tally came, told after it: "la mayoría por el Orinoco", "most of them via the river",
# "a maioria pela trilha"
_MOST_BY = re.compile(r"\b(?:la\s+mayor[ií]a|la\s+mayor\s+parte|muchos|a\s+maioria|muitos|most|many)(?:\s+of\s+them)?"
                      r"\s+(?:[\w-]+\s+){0,2}?(?:por|v[ií]a|through|via|by|across|pel[oa]|por\s+(?:el|la|o|a))\s+"
                      r"(?:(?:el|la|los|las|the|o|a)\s+)?(?:r[ií]o\s+|river\s+)?$", I)


def _without_way_most_came(facts: _SentenceFacts, waypoints: dict) -> dict:
    """"han ingresado a Vichada al menos 22 uniformados, la mayoría por el Orinoco": the way most of a
    tally came is no point every one of them passed; the place reached is the tally's."""
    via, dest = waypoints.get("via"), waypoints.get("destination")
    if via is None or dest is None or not _way_most_came(facts, via):
        return waypoints
    return {k: w for k, w in waypoints.items() if k != "via"}


def _way_most_came(facts: _SentenceFacts, use: _PlaceUse) -> bool:
    return _MOST_BY.search(facts.sentence.text, max(0, use.start - 40), use.start) is not None


def _granting_country(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """The country that grants asylum, as the subject of "granted ... to" or after "granted ... by"."""
    text = facts.sentence.text
    grant = next((t for t in group if t.kind == "grant" or re.match(r"(?:granted|given|otorgad|concedid)", text[t.start:t.end], I)),
                 None)
    if grant is None:
        return None
    countries = [u for u in facts.uses if u.place.kind == "country"]
    if grant.kind == "grant":
        before = [u for u in countries if u.end <= grant.start and not _CLAUSE_BREAK.search(text, u.end, grant.start)]
        # "Mexico, whose president ..., has received 50 asylum requests": the country the sentence opens with
        opening = [u for u in countries if u.end <= grant.start and re.fullmatch(r"\W*(?:the\s+|el\s+|o\s+)?", text[:u.start], I)]
        return before[-1] if before else (opening[0] if opening else None)
    return next((u for u in countries if u.start >= grant.end and _GRANTED_BY.search(text, grant.end, u.start)
                 and u.start - grant.end <= 60), None)


def _third_country_river(use: _PlaceUse, dest: _PlaceUse | None) -> bool:
    """A river crossed on the way whose gazetteer country is neither home nor the town reached ("por el río
    Negro hasta San Felipe": the Negro is Brazil's downstream): the crossing is told by the town."""
    return dest is not None and use.role == "via" and use.place.kind == "river" \
        and use.place.country_code not in (HOME_COUNTRY, dest.place.country_code)


def _third_country_river_on_way(use: _PlaceUse, movement: dict | None) -> bool:
    """"desertaron y bajaron por el río Negro hasta San Felipe": a river a third country names, on the way to the
    town reached, is not where they deserted (the town is, as for the crossing)."""
    return movement is not None and _third_country_river(use, movement.get("destination"))


# Where the hurt died or were cared for after: "uno murió en el hospital", "died in a Cúcuta clinic", "morreu no
# hospital", "was taken to a hospital in"
_DIED_OR_TREATED_AT = re.compile(r"\b(?:died|muri[óo]|murieron|morreu|morreram|falleci[óo]|fallecieron|treated|atendid[oa]s?|"
                                 r"(?:taken|rushed|brought|flown|llevad[oa]s?|trasladad[oa]s?|levad[oa]s?)\s+to|"
                                 r"hospitalized|hospitalizad[oa]s?|internad[oa]s?)\s+(?:[\w-]+\s+){0,3}?"
                                 r"(?:in|at|en|em|no|na|a|al|ao|to)\s+(?:(?:the|a|el|la|un|una|o|um|uma)\s+)?$", I)


def _without_care_after(text: str, uses: Sequence[_PlaceUse]) -> list[_PlaceUse]:
    """The places of a violent event, less the hospital or the town its hurt died or were treated in
    after, when a place of the attack itself is named before."""
    cared = [u for u in uses if _DIED_OR_TREATED_AT.search(text, max(0, u.start - 60), u.start)]
    if not cared or not any(u.start < cared[0].start and u not in cared for u in uses):
        return list(uses)
    return [u for u in uses if u not in cared]


# The people of a place: "residents of Cotiza", "vecinos de Cotiza", "moradores de Pacaraima"
_RESIDENTS_OF = re.compile(r"\b(?:residents|inhabitants|villagers|neighbou?rs|vecinos|habitantes|pobladores|moradores)\s+"
                           r"(?:of|de|del|da|do)\s+(?:(?:the|el|la|o|a)\s+)?$", I)


_ON_A_TRAIL_OF = re.compile(r"\b(?:en|in|on|em|n[ao])\s+(?:una|la|las|a|an|the|uma|one\s+of\s+the)\s+"
                            r"(?:trochas?|trails?|paths?|trilhas?|picas?)\s+(?:de|del|d[ao]|near|outside|cerca\s+de|perto\s+de)\s+$", I)


# "wounded ... while crossing", "herido cuando cruzaba", "ferido quando atravessava", "fired at the boat as it
# crossed": the crossing the attack hit
_WHILE_CROSSING = re.compile(r"\b(?:while|when|as|cuando|mientras|al|quando|enquanto|ao)\s+(?:(?:they|he|she|it|we|the\s+\w+|trying\s+to|"
                             r"intentaban?|tentavam?)\s+)?(?:cross|cruz|atraves)\w*", I)


# "pediram refúgio ao Conare, em Brasília, nesta quarta-feira", "pidió refugio ante la Cancillería, en Bogotá,": the
# office asked, and the town it sits in set off by commas
_SITE_ASIDE = re.compile(r"[^,;:.]{1,80},\s*(?:en|em|in)\s+", I)
_SITE_ASIDE_END = re.compile(r"\s*(?:[,.;]|$)")
# "ante la Conare, que funciona en la Cancillería, en Asunción", "at the refugee commission, which is based in
# Lima", "no Conare, que fica em Brasília": the body asked, and the town it sits in
_BODY_SITED_ASIDE = re.compile(r"[^;:.]{1,140}?,\s*(?:que|which|that|o\s+qual|a\s+qual)\s+(?:funciona|opera|queda|fica|"
                               r"(?:tiene|tem)\s+(?:su\s+|sua\s+)?sede|est[áa]\s+(?:ubicad[oa]|localizad[oa]|situad[oa])|"
                               r"is\s+(?:based|located|housed)|sits|operates|has\s+its\s+(?:headquarters|offices?))\s+"
                               r"(?:[^;:.]{0,60}?\s)?(?:en|em|in)\s+", I)


def _static_place(facts: _SentenceFacts, group: Sequence[_Trigger], event_type: str,
                  movement: dict | None) -> _PlaceUse | None:
    """Where a non-movement event happened: a place "in/at/near" it, never one it came "from"."""
    scope = _scope(facts, group)
    uses = [u for u in facts.uses if scope[0] <= u.start < scope[1]]
    if event_type == "asylum":  # "seeking refuge, a day after the uprising in Caracas": another clause
        text, end = facts.sentence.text, group[-1].end
        uses = [u for u in uses if u.start < end or not _CLAUSE_BREAK.search(text, end, u.start)
                or _SITE_ASIDE.fullmatch(text, end, u.start) and _SITE_ASIDE_END.match(text, u.end)
                or _BODY_SITED_ASIDE.fullmatch(text, end, u.start) and _SITE_ASIDE_END.match(text, u.end)]
    if event_type == "arrest":  # "a corporal who lived in Maicao was detained at the Paraguaipoa checkpoint"
        uses = _outside_subject_clause(facts.sentence.text, group, uses)
    if event_type == "violence":  # "fueron atacados a tiros en Villa del Rosario; uno murió en el hospital": the attack's
        uses = _without_care_after(facts.sentence.text, uses)
    if event_type == "defection":
        uses = _outside_set_off_clause(facts.sentence.text, group, uses)
    own = _own_clause_place(facts.sentence.text, group, uses) if event_type in ("asylum", "arrest") else None
    if own is None and event_type in ("asylum", "arrest"):
        own = _station_after(facts.sentence.text, group, uses)
    if own is None and event_type == "arrest":
        own = _landed_after_arrest(facts, group)  # "detained after a pirogue landed at Los Iros": held there
    if own is None and event_type == "asylum" and _WHERE_WORDS.search(facts.sentence.text):
        own = _where_place(facts, group)  # "crossed near Ureña into Cúcuta, where he asked for protection"
    if own is None and event_type in ("violence", "protest") and _WHERE_WORDS.search(facts.sentence.text):
        own = _where_place(facts, group)  # "joined him at La Carlota and on the Altamira overpass, where troops fired"
    if own is None and event_type == "uprising":  # "semanas depois da tentativa de levante de 30 de abril em Caracas"
        own = _place_right_after(facts.sentence.text, group, uses)
    if own is None and event_type == "defection":
        own = _relative_clause_place(facts.sentence.text, group, uses)
    if own is None and event_type == "defection" and _AFTER_VERB_BEFORE.search(facts.sentence.text, 0, group[0].start):
        # "llegó el lunes a Bogotá, después de desertar la semana pasada en el estado Zulia": where he deserted
        own = _place_right_after(facts.sentence.text, group, uses)
    if own is not None:
        return own
    roles = ("loc", "via") if event_type in ("defection", "asylum") else ("loc",)
    # an asylum is where the asking clause is, not in a country crossed on the way ("after crossing Ecuador") nor
    # on the river crossed ("crossed the Cuyuni River into Guyana and asked for asylum": on the side reached)
    found = _deserted_from(facts, group, uses) if event_type == "defection" else None
    found = found or (_subjects_post(facts, group) if event_type == "defection" else None)
    found = found or _specific([u for u in uses if u.role in roles
                                and not (event_type == "asylum" and u.role == "via" and u.place.kind in ("country", "river"))
                                # "Sgt. X, who is now living in Bogotá, deserted in April": not where he deserted
                                and not (event_type == "defection"
                                         and _lives_there_now(facts.sentence.text, u.start))
                                and not (u.role == "via" and _way_most_came(facts, u))
                                and not (event_type == "defection" and _third_country_river_on_way(u, movement))])
    if found is not None and event_type == "defection" and movement and found.place.kind in _OWN_PLACE_KINDS:
        # "posted in Táchira state, walked to Ragonvalia", "who had deserted from a unit in Sucre State arrived at
        # Carriacou": the town (not the end of a move others made them take after the desertion's scope: "The
        # guardsmen, who had deserted in Zulia, were flown to Bogotá")
        stop = _narrower_stop(movement)
        carried = stop is not None and stop.start >= scope[1] and any(
            t.status and t.kind in _RELOCATE_KINDS and scope[1] <= t.start < stop.start for t in facts.triggers)
        found = stop if stop is not None and not carried else found
    if found is None and _WHERE_WORDS.search(facts.sentence.text):
        found = _where_place(facts, group)
    if found is None and event_type in ("uprising", "violence"):  # "asaltaron el fuerte de Luepa": the base attacked
        found = _specific([u for u in uses if u.place.kind == "military_base" and u.role != "origin"])
    if found is None and event_type == "uprising":  # "took over the Altamira overpass": the place the rebels took
        found = next((u for u in uses if u.place.kind not in ("country", "state") and 0 <= u.start - group[-1].end <= 12
                      and re.fullmatch(r"\s+(?:the|el|la|o|a)\s+", facts.sentence.text[group[-1].end:u.start], I)), None)
    taken = _TAKEN_FROM_HOME.search(facts.sentence.text, group[0].start, min(len(facts.sentence.text), group[-1].end + 60)) \
        if found is None and event_type == "arrest" else None  # "took Lt. Col. Rivas from his home in Maracay"
    if found is None and (event_type == "uprising" or taken is not None):
        found = _taken_from(facts.sentence.text, max(group[-1].end, taken.end() if taken else 0), uses)
    if found is None and event_type == "arrest":  # "intentaron cruzar por Paraguachón, pero fueron detenidos": caught there
        found = _specific([u for u in uses if u.role == "via" and u.start < group[0].start and any(
            t.event_type == "border_crossing" and not t.status and t.end <= u.start for t in facts.triggers)])
    if found is None and event_type in ("arrest", "asylum", "defection"):  # "Curaçao authorities said they had intercepted",
        # "se entregaron a las autoridades de Curazao", "interceptados por la guardia costera de Aruba"
        text = facts.sentence.text
        found = next((u for u in facts.uses if (told := _AUTHORITIES_AFTER.match(text, u.end))
                      # (a desertion only as they tell it: not "U.S. officials were urging soldiers to defect")
                      and (event_type != "defection" or _AUTHORITIES_TELL.match(text, told.end()))
                      or (_AUTHORITIES_OF.search(text, max(0, u.start - 40), u.start)
                          and u.place.country_code not in ("", HOME_COUNTRY))), None)
    if found is None and event_type == "violence":  # "was stabbed ..., according to the Cúcuta metropolitan police"
        found = next((u for u in facts.uses if u.place.kind in ("city", "town")
                      and _TOWN_POLICE_AFTER.match(facts.sentence.text, u.end)), None)
    if found is None and event_type in ("violence", "arrest"):  # "asesinados en una trocha de Villa del Rosario": on
        text = facts.sentence.text  # the town's trail, not passing it
        found = _specific([u for u in uses if u.role == "via" and u.place.kind in ("city", "town")
                           and _ON_A_TRAIL_OF.search(text, max(0, u.start - 40), u.start)])
    if found is None and event_type == "violence":  # "shot at as they swam across the Arauca River"
        found = _specific([u for u in uses if u.role == "via" and u.place.kind in CROSSING_KINDS])
    if found is None and event_type == "violence":  # "ferido ... quando cruzava a fronteira em Pacaraima": where the
        text, end = facts.sentence.text, group[-1].end  # victims were crossing, told in the clause after the attack
        crossing = _WHILE_CROSSING.search(text, end, min(len(text), end + 80))
        found = _specific([u for u in facts.uses if crossing is not None and u.start >= crossing.end()
                           and not _CLAUSE_BREAK.search(text, crossing.end(), u.start)]) if crossing else None
    if found is None and event_type == "violence":  # "los camiones fueron incendiados sobre el puente Unión"
        found = _specific([u for u in uses if u.role == "other" and u.place.kind == "bridge"
                           and re.search(r"\b(?:sobre|encima\s+de|atop)\s+(?:el\s+|the\s+)?$",
                                         facts.sentence.text[max(0, u.start - 20):u.start], I)])
    if found is None and event_type == "protest":  # "blocked the Colombian end of the Santander bridge"
        text = facts.sentence.text
        found = _specific([u for u in uses if u.role in ("other", "via") and u.start > group[0].start
                           and _BLOCKED_BEFORE.search(text, max(0, u.start - 60), u.start)])
    if found is None and event_type == "protest":  # "marched through Cúcuta", "marcharon por Cúcuta": the streets of the town
        found = _specific([u for u in uses if u.role == "via" and u.place.kind in ("city", "town")])
    if found is None and event_type in ("protest", "violence"):  # "Residents of Cotiza built barricades": in their own town
        text = facts.sentence.text
        found = _specific([u for u in uses if u.place.kind not in ("country", "state", "region")
                           and _RESIDENTS_OF.search(text, max(0, u.start - 30), u.start)])
    if found is None and event_type == "violence":  # "raided the home of a defecting colonel in Maracay": the home
        text = facts.sentence.text
        found = next((u for u in facts.uses if u.start > group[-1].end and u.role in ("loc", "other")
                      and any(_RAIDED.fullmatch(text, t.start, t.end) for t in group)
                      and _RAIDED_HOME.match(text, group[-1].end, u.start)), None)
    if found is None and event_type == "violence":
        found = _victims_clause_place(facts, group)
    if found is None and event_type == "violence":  # "was walking home from a bus stop in Sogamoso when three men
        found = _way_home_place(facts, group)  # knocked him down": the town he was walking in
    if found is None and event_type == "asylum":
        found = _specific([u for u in uses if u.place.kind == "embassy"])
    if found is None and event_type == "asylum":  # "Colombia granted refugee status to", "granted asylum by Brazil"
        found = _granting_country(facts, group)
    if found is None and event_type == "defection" and movement:  # "left El Libertador Air Base": the base left
        origin = movement.get("origin")
        left_base = origin is not None and origin.place.kind == "military_base" and any(t.kind == "leave" for t in group)
        via = movement.get("via")
        via = None if via is not None and _third_country_river_on_way(via, movement) else via
        found = origin if left_base else via or movement.get("destination")
        if found is not None and _lives_there_now(facts.sentence.text, found.start):
            found = None  # "who now lives in Bogotá": where he lives, not where he left from
        if found is not None and not left_base and _dated_apart(facts, group, found):
            # "desertou em março e chegou a Manaus na semana passada": the arrival, weeks later; where the
            # journey left from on the home side says more of the desertion
            found = origin if origin is not None and origin.place.country_code == HOME_COUNTRY else None
    if found is None and event_type == "asylum" and movement:
        found = movement.get("destination")
        if found is not None and _day_of_its_own(facts, group[-1].end, found.start):
            found = None  # "pidieron refugio, y este martes fueron trasladados a Bogotá": asked before that move
        found = found or _trail_town(facts, group)
    if found is None and event_type == "asylum":
        found = _specific([u for u in uses if u.role == "via"])
    if found is None and event_type == "defection":  # "deserted from a battalion stationed in El Amparo"
        found = _specific([u for u in uses if u.role == "origin" and u.place.kind != "country"])
    if found is None and event_type in ("violence", "protest"):  # "os confrontos chegaram a Santa Elena"
        text = facts.sentence.text
        found = next((u for u in facts.uses if _REACHED_SCENE.fullmatch(text, group[-1].end, u.start)), None)
    if found is None and event_type != "statement":  # "In Kumarakapay, troops fired ... and took away three men"
        found = _opening_place(facts)
    return found


# The way home an attack interrupted: "was walking home from a bus stop in Sogamoso when", "cuando regresaba a su
# casa en Cúcuta", "quando voltava para casa em Boa Vista"
_WAY_HOME = re.compile(r"\b(?:(?:was|were)\s+(?:walking|going|heading|driving|cycling|on\s+(?:his|her|their)\s+way)\s+"
                       r"(?:back\s+)?home|(?:caminaba|regresaba|volv[ií]a|iba)\s+(?:de\s+regreso\s+)?(?:a|hacia|para)\s+su\s+casa|"
                       r"(?:caminhava|voltava|ia|seguia)\s+para\s+casa)\b", I)


def _way_home_place(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """The town named on the way home an attack interrupted, before the attack's verb."""
    text = facts.sentence.text
    way = _WAY_HOME.search(text, 0, group[0].start)
    if way is None:
        return None
    return _specific([u for u in facts.uses if way.end() <= u.start < group[0].start and u.place.kind in ("city", "town")])


# What protesters blocked or took: "blocked the Colombian end of the", "bloquearon el paso por el"
_BLOCKED_BEFORE = re.compile(r"\b(?:block(?:ed|ing)|bloque(?:ó|aron|aban|ou|aram)|occup(?:ied|ying)|ocup(?:ó|aron|ou|aram)|"
                             r"took\s+over|tomaron)\s+(?:(?!and\b|y\b|e\b)[\w-]+\s+){0,6}?$", I)


# The unrest itself reaching a place: "the clashes spread to Ureña", "los disturbios llegaron a Rubio"
_REACHED_SCENE = re.compile(r"\s+(?:(?:also|then|soon|later|también|luego|depois)\s+)?(?:reached|spread\s+to|"
                            r"(?:lleg|alcanz)(?:ó|aron)\s+(?:a|al|hasta)|se\s+extendi(?:ó|eron)\s+(?:a|al|hasta)|"
                            r"cheg(?:ou|aram)\s+(?:a|à|ao|até)|se\s+espalh(?:ou|aram)\s+(?:para|por|até))\s+"
                            r"(?:the\s+|la\s+|el\s+|o\s+|a\s+)?", I)


def _dated_apart(facts: _SentenceFacts, group: Sequence[_Trigger], use: _PlaceUse) -> bool:
    """Whether the place is in a clause joined by "and" after the trigger, and each has a date of its own
    ("deserted in March and reached Manaus last week")."""
    text = facts.sentence.text
    join = _AND_JOIN.search(text, group[0].end, use.start)
    if join is None:
        return False
    dated = [d for d in facts.found_dates if d.date is not None]
    own = [d for d in dated if group[0].start - 40 <= d.start and d.end <= join.start()]
    later = [d for d in dated if join.end() <= d.start <= use.end + 40 and not _CLAUSE_BREAK.search(text, use.end, d.start)] \
        or _days_later_in_joined_clause(text, dated, join, use)
    return bool(own and later and own[-1].date != later[0].date)


# What ends the clause "and" opened: another "and", a stop, a semicolon, a colon, a quote, a relative clause or the
# telling ("por el puente Unión, que une ..., informó este martes Migración")
_JOINED_CLAUSE_END = re.compile(r"\s(?:and|y|e)\s|[;:.\"“”]|,\s+(?:que|which|who|where|donde|onde|quien(?:es)?|quem)\b|"
                                r"\b(?:said|says|told|reported|dijo|inform[óo]|indicó|afirmó|disse|informou|afirmou)\b", I)
_JOINED_CLAUSE_REACH = 120


def _days_later_in_joined_clause(text: str, dated: Sequence, join: re.Match, use: _PlaceUse) -> list:
    """The days told further on in the clause "and" opened, past asides on the way and the line ("and crossed
    into Colombia on foot, by a smugglers' trail near Ureña, in the early hours of February 1", "e que atravessou
    para a Colômbia a pé, junto a Ureña, na madrugada de 1 de fevereiro"): still that clause's own day."""
    return [d for d in dated if use.end <= d.start <= use.end + _JOINED_CLAUSE_REACH
            and not _JOINED_CLAUSE_END.search(text, use.end, d.start)]


_AND_JOIN = re.compile(r"\s(?:and|y|e)\s", I)


def _day_of_its_own(facts: _SentenceFacts, start: int, end: int) -> bool:
    """Whether a clause joined by "and" between start and end opens on a day of its own ("and on Tuesday")."""
    text = facts.sentence.text
    return any(start <= d.start < end and _COORDINATED_DAY_BEFORE.search(text, 0, d.start) for d, _, _ in facts.dates)


_RELATIVE_ABOUT_SUBJECT = re.compile(r"\b(?:who|que|quien(?:es)?)\s[^,;:()]*$", I)


# A deed told as what came before the main one: "after deserting", "después de desertar", "tras haber desertado",
# "depois de desertar", "após abandonar"
_AFTER_VERB_BEFORE = re.compile(r"\b(?:after|despu[ée]s\s+de|tras|depois\s+de|ap[óo]s)\s+(?:haber\s+|having\s+|ter\s+)?$", I)


# A relative clause set off after the main one: "En Cúcuta conoció a Rengel, quien había desertado en marzo de",
# "In Bogotá she met Cpl. Ruiz, who had deserted from"
_RELATIVE_OPENS_BEFORE = re.compile(r",\s+(?:who|quien(?:es)?|que|quem)\s+[^,;:()]{0,40}?$", I)


def _relative_clause_place(text: str, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"En Cúcuta conoció al cabo Rengel, quien había desertado en marzo de un batallón en el estado Sucre": a
    desertion told in a relative clause about a man the main clause names is where its own clause says, not in the
    town the main clause opened with (where they met)."""
    opens = _RELATIVE_OPENS_BEFORE.search(text, 0, group[0].start)
    if opens is None or not any(u.end <= opens.start() and u.place.kind != "country" for u in uses):
        return None
    end = group[-1].end
    return next((u for u in uses if u.role in ("loc", "origin") and u.place.kind != "country"
                 and 0 <= u.start - end <= 60 and not _CLAUSE_BREAK.search(text, end, u.start)), None)


def _place_right_after(text: str, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """The place that follows the trigger in its own phrase ("the April 30 uprising in Caracas", "el alzamiento del 30
    de abril en Caracas"), over one told before it for another verb ("crossed at Pacaraima in May, weeks after ...")."""
    end = group[-1].end
    return next((u for u in uses if u.role == "loc" and 0 <= u.start - end <= 40
                 and not _CLAUSE_BREAK.search(text, end, u.start)), None)


def _outside_set_off_clause(text: str, group: Sequence[_Trigger], uses: list[_PlaceUse]) -> list[_PlaceUse]:
    """"Lt. Col. Sánchez, who stood beside Guaidó on the overpass near La Carlota air base, fled to Colombia": a clause
    set off about the man before the verb tells who he is, not where he deserted or went (unless it tells his post)."""
    first = group[0].start
    about = [c.span() for c in _SET_OFF_RELATIVE.finditer(text, 0, first)
             if c.end() <= first and not _POSTED_WORDS.search(c.group())]
    about += [c.span() for c in _SET_OFF_WHEN.finditer(text, 0, first) if c.end() <= first]
    return [u for u in uses if not any(start < u.start < end for start, end in about)] if about else uses


# "El 4 de marzo, días después de que militares bloquearan la ayuda por la frontera con Colombia, abandonó su unidad",
# "On 4 March, days after troops blocked the aid at the Colombian border, he left": a time told by another deed,
# set off before the verb, with that deed's own place
_SET_OFF_WHEN = re.compile(r",\s+(?:(?:[\w-]+\s+){1,3}?(?:despu[eé]s|antes|luego)\s+de\s+que|(?:[\w-]+\s+){1,3}?(?:depois|antes)\s+"
                           r"(?:de\s+)?que|(?:[\w-]+\s+){1,3}?(?:after|before))\s+[^,;:]+?,\s", I)


def _outside_subject_clause(text: str, group: Sequence[_Trigger], uses: list[_PlaceUse]) -> list[_PlaceUse]:
    """The places after the verb, when others sit in a relative clause about its subject before it ("who
    lived in Maicao"): that clause tells who the man is, not where he was held."""
    verb = group[0].start
    inside = [u for u in uses if u.end <= verb and _RELATIVE_ABOUT_SUBJECT.search(text, 0, u.start)
              and not _CLAUSE_BREAK.search(text, u.end, verb)]
    after = [u for u in uses if u.start >= group[-1].end and u.role == "loc"]
    return [u for u in uses if u not in inside] if inside and after else uses


# "detained by police after a pirogue landed at Los Iros", "detenidos tras desembarcar en", "presos depois de
# chegarem a": the held came in there, and that is where they were held
_LANDED_THERE = re.compile(r"\s(?:after|tras|despu[ée]s\s+de|depois\s+de|ap[óo]s)\s[^,;:()]{0,40}?\b(?:landed|arrived|"
                           r"came\s+ashore|desembarc\w*|lleg\w*|cheg\w*)\s+(?:at|in|on|en|a|al|em|no|na)\s+(?:the\s+)?$",
                           I)


def _landed_after_arrest(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """Where the held came in, told right after their arrest in the same clause ("were detained by police after a
    pirogue landed at Los Iros"), when no place of the arrest's own comes before it."""
    text, end = facts.sentence.text, group[-1].end
    for use in facts.uses:
        if use.start < end or _CLAUSE_BREAK.search(text, end, use.start):
            continue
        if any(end <= u.start < use.start and u.role == "loc" for u in facts.uses):
            return None  # "detained in Cedros after they landed at Los Iros": held where it says
        return use if _LANDED_THERE.search(text, end, use.start) else None
    return None


def _trail_town(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """"crossed the river by a trail in Villa del Rosario, walked to the police station and asked for
    protection": the town the crossing came into, before the asking, over the river or bridge crossed."""
    return _specific([u for u in facts.uses if u.end <= group[0].start and u.role in ("via", "loc")
                      and u.place.kind not in CROSSING_KINDS | _OWN_PLACE_KINDS])


def _narrower_stop(movement: dict) -> _PlaceUse | None:
    """The crossing point or the end of a journey, when it is narrower than a state or a country."""
    return next((u for u in (movement.get("via"), movement.get("destination"))
                 if u is not None and u.place.kind not in _OWN_PLACE_KINDS), None)


def _taken_from(text: str, end: int, uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"seized rifles from a command post in Cotiza", "was taken from his home in Rubio": the place
    right after the taking (which ends at `end`), which it came "from", is where a mutiny or an arrest happened."""
    return _specific([u for u in uses if u.role == "origin" and u.place.kind not in _OWN_PLACE_KINDS
                      and 0 <= u.start - end <= 40 and not _CLAUSE_BREAK.search(text, end, u.start)
                      and not _TAKEN_FROM_GAP.search(text, end, u.start)])


_TAKEN_FROM_HOME = re.compile(r"\btaken\s+from\b|\btook\s+(?:him|her|them|(?:[\w.'’-]+\s+){1,5}?)\s*from\b|"
                              r"\bsacad[oa]s?\s+de\b", I)
_TAKEN_FROM_GAP = re.compile(r"\b(?:after|before|when|as|while|because|since|and|who|that|cuando|despu[eé]s|antes|"
                             r"y|que)\b", I)  # "arrested after they fled from Rubio": another clause's start


def _victims_clause_place(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """"shot a sergeant as he ran toward the Simón Bolívar bridge", "fired on deserters crossing the
    Táchira River", "que cruzaba el río": the bridge or river of the clause telling what the victims did,
    or the town it says they were near ("a group crossing a trocha near Ureña")."""
    text, end = facts.sentence.text, group[0].end
    return _specific([u for u in facts.uses if u.start >= end and u.role != "origin"
                      and (u.place.kind in CROSSING_KINDS or u.near and u.place.kind in _NEAR_TOWN_KINDS)
                      and _VICTIMS_CLAUSE.search(text, end, u.start)])


_NEAR_TOWN_KINDS = frozenset({"town", "city", "neighbourhood"})


_VICTIMS_CLAUSE = re.compile(r"\b(?:as|while|when|cuando|mientras)\b|\b\w+ing\b|\bque\s+\w+(?:aba|ía)n?\b", I)


def _own_clause_place(text: str, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"crossed near San Antonio and asked for refuge in Cúcuta": the place "in/at" right after the
    asking (or the arrest), or inside it ("asked the police in Cúcuta for protection"), in its own
    clause, over one the sentence named before it."""
    first, end = group[-1].start, group[-1].end
    return next((u for u in uses if u.role == "loc" and first < u.start <= end + 40 and not u.container
                 and not _CLAUSE_BREAK.search(text, end, u.start)), None)


def _station_after(text: str, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"formalizó su petición el pasado lunes 7 de octubre en la comisaría de la Policía Nacional de Vigo": the town
    of the station the request (or the arrest) was made at, in its own clause after a day and the station's long
    name, over a place the sentence named before (the unit of the man who asked)."""
    end = group[-1].end
    return next((u for u in uses if u.role == "loc" and end < u.start <= end + 140 and not u.container
                 and not _CLAUSE_BREAK.search(text, end, u.start)
                 and _IN_STATION_OF.search(text, max(0, u.start - 90), u.start)), None)


def _deserted_from(facts: _SentenceFacts, group: Sequence[_Trigger], uses: Sequence[_PlaceUse]) -> _PlaceUse | None:
    """"desertó en marzo desde un puesto en Machiques y hoy vive en Riohacha": the post deserted, named
    in the desertion's own clause, before any place a later clause gives."""
    text, end = facts.sentence.text, group[-1].end
    if not any(t.event_type == "defection" for t in group):
        # a move's origin is where the journey began; its defection is placed by the move, unless it left a
        # base: "left the El Libertador air base in Maracay on Sept. 3 and hid ... in Valencia"
        return next((u for u in uses if u.role == "origin" and u.place.kind == "military_base"
                     and end <= u.start <= end + 20 and any(t.kind == "leave" for t in group)), None)
    return next((u for u in uses if u.place.kind != "country" and (
        u.role == "origin" and end <= u.start <= end + 60 and not _CLAUSE_BREAK.search(text, end, u.start)
        or _post_left(text, group, u))), None)


# Between the deserters' post and their verb: an aside at most ("que prestaban servicio en el destacamento de
# Paraguaipoa, en la Guajira venezolana, desertaron")
_POST_TO_VERB = re.compile(r"[^;:.\"“”()]{0,60}", I)


def _subjects_post(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """"Cinco guardias que prestaban servicio en el destacamento de Paraguaipoa desertaron", "los guardias del
    destacamento de Paraguaipoa desertaron": the town of the post the deserters are told by, between them and the
    verb (not a state the post's town is in, nor a place told before the deserters)."""
    text, uses = facts.sentence.text, facts.uses
    first, end = group[0].start, group[-1].end
    if any(u.role == "loc" and end <= u.start <= end + 60 and not _CLAUSE_BREAK.search(text, end, u.start) for u in uses):
        return None  # "desertou de sua unidade em Santa Elena": the post its own clause names
    subject = next((m for m in reversed(facts.mentions) if m.end <= first and m.role == "subject" and not m.in_quote), None)
    if subject is None:
        return None
    return next((u for u in uses if subject.end <= u.start and u.end <= first and not u.container
                 and u.place.kind not in ("country", "state", "region") and _POST_TO_VERB.fullmatch(text, u.end, first)
                 and (u.role in ("origin", "other") and _POST_OF.search(text, max(0, u.start - _POST_OF_REACH), u.start)
                      or _POSTED_AT.search(text, max(0, u.start - 70), u.start)
                      or _POSTED_IN_THE.search(text, max(0, u.start - 60), u.start))), None)


# "destacado en el Fuerte Mara", "que serviam no Forte Escamoto", "stationed at the Paraguachón post"
_POSTED_IN_THE = re.compile(r"\b(?:posted|stationed|assigned|served|serving|destacad[oa]s?|apostad[oa]s?|asignad[oa]s?|"
                            r"destinad[oa]s?|adscrit[oa]s?|lotad[oa]s?|serv[ií]an?|servia|serviam|prest(?:aba|aban)\s+servicio)\s+"
                            r"(?:in|at|en|em)\s+(?:the|el|la|o|a)\s+$", I)


def _post_left(text: str, group: Sequence[_Trigger], use: _PlaceUse) -> bool:
    """"left the Paraguaipoa barracks", "abandonaron el cuartel de Paraguaipoa": the town the post the
    desertion leaves is named by, inside the trigger or right after its post noun."""
    last = group[-1]
    # (a base by its name starts inside the trigger, "desertó de Fuerte T|iuna": the verb reaches its first letter)
    return last.start <= use.start and (use.start < last.end or use.start <= last.end + _POST_OF_REACH
                                        and _POST_OF.search(text, last.start, use.start) is not None
                                        or use.start <= last.end + 90
                                        and _DESERTED_POST_OF.fullmatch(text, last.end, use.start) is not None)


def _confidence(actors: Sequence[Actor], when: FuzzyDate | None, precision: int | None, quoted: bool) -> float:
    """Higher for a named actor, an explicit date and a specific place; lower inside quotes."""
    score = 0.35
    if any(a.kind == "person" for a in actors):
        score += 0.2
    elif actors:
        score += 0.1
    if when is not None:
        score += 0.15 if when.precision == "day" else 0.1
    score += {1: 0.15, 2: 0.1, 3: 0.05}.get(precision or 0, 0.0)
    if quoted:
        score -= 0.1
    return round(min(0.95, max(0.05, score)), 3)


def _make_event(facts: _SentenceFacts, event_type: str, group: Sequence[_Trigger], ctx: _Context,
                actors: tuple[Actor, ...], when: FuzzyDate | None, place: dict, waypoints: dict) -> Event:
    sentence = facts.sentence
    scope = _scope(facts, group)
    status = "planned" if any(t.status == "planned" for t in group) else "occurred"
    quoted = _in_quotes(facts.quotes, group[0].start)
    return Event(
        id="", event_type=event_type, evidence=ctx.article.text[sentence.start:sentence.end],
        start=sentence.start, end=sentence.end, sources=(ctx.source,), date=when,
        origin=_waypoint(waypoints.get("origin")), destination=_waypoint(waypoints.get("destination")),
        via=_waypoint(waypoints.get("via")), actors=tuple(dict.fromkeys(a.name for a in actors)),
        unit=_unit_for(sentence.text, scope, actors, facts.mentions), count=_count_for(actors), status=status,
        confidence=_confidence(actors, when, place.get("geo_precision"), quoted),
        article_id=ctx.article.id, **place)


# ---------------------------------------------------------------------------- statements

# A statement event is a public declaration by an official, a commander, a government or an
# institution: a declaring verb ("announced", "denounced", "called them traitors", "told reporters",
# "anunció", "calificó a ... de"), or a plain "said" made public by its vehicle ("in a statement",
# "on state television", "en rueda de prensa") or dated as an act of its own ("said on Monday").
# Other "said"s attribute facts; they code nothing.
_TRAITORS = (r"(?:traitors?|cowards|mercenar(?:y|ies)|deserters|terrorists|criminals|coup[- ](?:plotters|mongers)|"
             r"puppets?|usurpers?|golpistas|traidor(?:es)?|mercen[aá]rios|desertores|cobardes|covardes)")
# What one speaks of when one "se refirió al caso", "referiu-se ao episódio": the matter the story tells
_THE_MATTER = (r"(?:casos?|temas?|asuntos?|assuntos?|hechos?|situaci[oó]n|situa[çc][ãa]o|denuncias?|den[úu]ncias?|"
               r"incidentes?|episodios?|epis[óo]dios?)\b")
SPEECH_LEXICON: tuple[tuple[str, re.Pattern[str]], ...] = tuple((k, re.compile(p, I)) for k, p in (
    ("declare", _any(r"lament(?:ed|ing)\s+(?:(?:on\s+)?[A-Z]\w+day\s+)?the\s+(?:death|killing|murder)",
                     r"announc(?:ed|ing)", r"declared(?!\s+(?:his|her|their)\s+(?:support|allegiance|loyalty))",
                     r"denounc(?:ed|ing)", "vowed", "warned", "condemned", "demanded", r"accus(?:ed|ing)(?!\s+of\b)",
                     r"(?:offered|promised)\s+(?:an?\s+)?amnesty")),
    ("declare", _any(r"(?:called|branded|labell?ed|described|dismissed)\s+(?!(?:on|for|off|in|up)\b)(?:[\w'’-]+\s+){1,4}?"
                     r"(?:as\s+)?[\"“]?(?:[\w'’-]+\s+){0,5}?" + _TRAITORS)),
    ("declare", _any(r"told\s+(?:reporters|journalists|the\s+press|the\s+nation|the\s+country|supporters|lawmakers|"
                     r"(?:a|the)\s+(?:news\s+conference|press\s+conference|rally|crowds?))",
                     r"addressed\s+(?:the\s+nation|the\s+country|supporters|troops|(?:a|the)\s+(?:rally|crowd|nation))",
                     r"(?:posted|released|published|recorded|issued|broadcast)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
                     r"(?:video|letter|statement|message|communiqu[ée])",
                     r"stepped\s+in\s+front\s+of\s+(?:the\s+)?(?:television\s+)?cameras")),
    ("declare", _any(r"anunci(?:ó|aron)", r"denunci(?:ó|aron)", r"declar(?:ó|aron)", r"advirti(?:ó|eron)",
                     r"prometi(?:ó|eron)", r"exigi(?:ó|eron)", r"conden(?:ó|aron)", r"rechaz(?:ó|aron)",
                     r"acus(?:ó|aron)(?:\s+(?:el|este|esta)\s+\w+|\s+(?:ayer|hoy))?\s+a",  # ("acusó el viernes a Colombia")
                     r"calific(?:ó|aron)\s+(?:a\s+)?(?:[\w-]+\s+){0,4}?(?:como|de)",
                     r"tild(?:ó|aron)\s+(?:a\s+)?(?:[\w-]+\s+){0,4}?de",
                     r"(?:public|difundi|emiti)(?:ó|eron)\s+(?:un|una)\s+(?:video|carta|comunicado|mensaje)",
                     # "lamentó este domingo la muerte del sargento": a public word of grief for a death
                     r"lament(?:ó|aron)\s+(?:(?:este|el|ese)\s+[\w-]+\s+)?(?:la|el|los|las)\s+(?:muerte|asesinato|fallecimiento)")),
    # A news conference is a declaration of its own, whoever gives it: "held a news conference",
    # "dieron su primera rueda de prensa", "se sentaron este martes frente a una veintena de periodistas".
    ("conference", _any(r"(?:held|gave|called|hold|holds|give|gives|giving|holding)\s+(?:a|an|their|his|her|its)\s+"
                        r"(?:first\s+|joint\s+)?(?:news|press)\s+conference",
                        r"(?:spoke|appeared|sat)\s+(?:[\w-]+\s+){0,3}?(?:before|in\s+front\s+of)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?:reporters|journalists|the\s+press|cameras)",
                        r"(?:dio|dieron|ofreci(?:ó|eron)|brind(?:ó|aron)|convoc(?:ó|aron)|realiz(?:ó|aron)|"
                        r"celebr(?:ó|aron))\s+(?:(?:este|el|ese)\s+[\w-]+\s+)?(?:una|su)\s+(?:primera\s+)?"
                        r"(?:rueda|conferencia)\s+de\s+prensa",
                        r"(?:habl(?:ó|aron)|se\s+sent(?:ó|aron)|compareci(?:ó|eron))\s+(?:[\w-]+\s+){0,4}?"
                        r"(?:ante|frente\s+a)\s+(?:[\w-]+\s+){0,3}?(?:periodistas|la\s+prensa|los\s+medios|c[aá]maras)")),
    ("say", _any("said", "told", "stated", "confirmed", "added", "wrote", "insisted", "urged", r"called\s+(?:on|for)",
                 r"appealed\s+to", "welcomed", "dijo", "afirmó", "aseguró", "señaló", "indicó", "explicó", "sostuvo",
                 "expresó", "manifestó", "instó", r"llamó\s+a", r"pidió\s+al?", "dijeron", "afirmaron", "aseguraron",
                 "señalaron", "indicaron", "explicaron", "sostuvieron", r"inform(?:ó|aron)", r"confirm(?:ó|aron)",
                 r"report(?:ó|aron)", r"precis(?:ó|aron)", r"detall(?:ó|aron)", r"agreg(?:ó|aron)", r"añadi(?:ó|eron)",
                 # "se refirió al caso el miércoles", "se pronunció este lunes": speaking of the matter
                 r"se\s+refiri(?:ó|eron)\s+(?:al|a\s+(?:la|los|las))\s+" + _THE_MATTER, r"se\s+pronunci(?:ó|aron)")),
    ("vehicle", _any(r"(?:in|on|via|through)\s+(?:a|an|his|her|its|their)\s+(?:[\w-]+\s+){0,2}?"
                     r"(?:statement|communiqu[ée]|speech|address|video|letter|message|tweet|post|interview|broadcast|"
                     r"news\s+conference|press\s+conference)",
                     r"on\s+(?:state\s+|national\s+|public\s+)?(?:television|TV|radio|Twitter|Facebook|Instagram|YouTube|"
                     r"social\s+media)",
                     r"on\s+(?:his|her|its)\s+(?:weekly\s+)?(?:television|TV|radio)\s+(?:show|program(?:me)?)",
                     r"at\s+a\s+(?:news\s+conference|press\s+conference|rally|ceremony|military\s+parade)",
                     r"(?:speaking|appearing)\s+(?:to|at|on|before|in)",
                     r"(?:en|durante)\s+(?:un|una|su)\s+(?:comunicado|rueda\s+de\s+prensa|conferencia\s+de\s+prensa|alocuci[oó]n|"
                     r"cadena\s+nacional|mensaje|video|carta|declaraciones|entrevista|acto|discurso|programa|cuenta)",
                     r"a\s+trav[eé]s\s+de\s+(?:(?:un|una|su|sus|las|la)\s+)?(?:[\w-]+\s+){0,2}?"
                     r"(?:Twitter|redes\s+sociales|comunicado|video|cuenta)",
                     r"en\s+(?:Twitter|televisi[oó]n|cadena\s+nacional|rueda\s+de\s+prensa)",
                     r"ante\s+(?:los\s+)?(?:periodistas|medios)")),
    # Portuguese: "anunciou", "declarou em entrevista coletiva", "afirmou em nota"
    ("declare", _any(r"anunci(?:ou|aram)", r"denunci(?:ou|aram)", r"declar(?:ou|aram)(?!\s+(?:seu\s+|o\s+)?apoio)",
                     r"advert(?:iu|iram)", r"promet(?:eu|eram)", r"exig(?:iu|iram)", r"conden(?:ou|aram)",
                     r"rejeit(?:ou|aram)", r"acus(?:ou|aram)\s+(?:o|a|os|as)",
                     r"lament(?:ou|aram)\s+(?:(?:neste|nesta|no|na)\s+[\w-]+(?:\s+\(\d{1,2}\))?\s+)?(?:a|o)\s+"
                     r"(?:morte|assassinato|falecimento)",
                     r"(?:public|divulg)(?:ou|aram)\s+(?:um|uma)\s+(?:v[íi]deo|carta|nota|comunicado|mensagem)",
                     # "chamou o sargento de traidor", as "called them traitors"
                     r"cham(?:ou|aram)\s+(?:[\w-]+\s+){1,4}?de\s+[\"“]?(?:[\w'’-]+\s+){0,3}?" + _TRAITORS)),
    ("conference", _any(r"(?:deu|deram|concedeu|concederam|realizou|realizaram|convocou|convocaram)\s+(?:uma\s+)?"
                        r"entrevista\s+coletiva",
                        # "falou pela primeira vez com a imprensa", as "spoke before reporters"
                        r"(?:fal(?:ou|aram)|convers(?:ou|aram))\s+(?:[\w-]+\s+){0,4}?(?:com|[àa]|aos|diante\s+d[ao]s?)\s+"
                        r"(?:a\s+|os\s+)?(?:imprensa|jornalistas|rep[óo]rteres)")),
    ("say", _any("disse", "disseram", r"afirm(?:ou|aram)", r"assegur(?:ou|aram)", r"explic(?:ou|aram)",
                 r"inform(?:ou|aram)", r"confirm(?:ou|aram)", r"acrescent(?:ou|aram)", r"relat(?:ou|aram)",
                 # "referiu-se ao caso", "se pronunciou nesta terça-feira"
                 r"(?:refer(?:iu|iram)-se|se\s+refer(?:iu|iram))\s+(?:ao|[àa]s?|aos)\s+" + _THE_MATTER,
                 r"pronunci(?:ou|aram)-se", r"se\s+pronunci(?:ou|aram)")),
    ("vehicle", _any(r"em\s+(?:uma\s+|um\s+|sua\s+|seu\s+)?(?:nota|comunicado|entrevista(?:\s+coletiva)?|pronunciamento|"
                     r"discurso|v[íi]deo|carta|mensagem|rede\s+nacional|transmiss[ãa]o)",
                     r"(?:nas|pelas)\s+redes\s+sociais", r"(?:no|pelo)\s+Twitter", r"[àa]\s+imprensa")),
))
_SPEECH_CUES = Cues({i: pattern for i, (_, pattern) in enumerate(SPEECH_LEXICON)})
_SENIOR_RANKS = frozenset({"Gen.", "Lt. Gen.", "Maj. Gen.", "Brig. Gen.", "Adm.", "Vice Adm.", "Rear Adm."})
_PERFECT_BEFORE = re.compile(r"\b(?:has|have|had|ha|han|había|habían)\s+(?:(?:also|repeatedly|already|long|"
                             r"ya|\w+ly)\s+)?$", I)
# "has urged soldiers to switch sides and offered an amnesty": the second verb shares the perfect
_PERFECT_AND_BEFORE = re.compile(r"\b(?:has|have|had|ha|han|hab[ií]an?)\s+(?:\w+ly\s+)?\w+(?:ed|en|ado|ido)\b"
                                 r"[^.;:]{0,80}\b(?:and|y)\s+$", I)
# Clauses that describe the speaker rather than say who speaks: "Guaidó, whom ... governments recognized, ..."
_ASIDE = re.compile(r",\s*(?:who|whom|which|whose|quien(?:es)?|cuy[oa]s?|speaking|appearing|standing|flanked|"
                    r"surrounded)\b[^,;]*", I)
_RELATIVE_ASIDE = re.compile(r",\s*(?:who|whom|which|whose|quien(?:es)?|cuy[oa]s?)\b[^,;]*", I)
_SUBORDINATE = re.compile(r"\b(?:as|while|when|because|although|though|but|whereas|since|after|before|until|and|"
                         r"mientras|cuando|porque|pero|aunque|y|desde\s+que)\s+"
                         r"(?=(?:the|a|an|he|she|they|it|we|I|el|la|los|las|[A-ZÁÉÍÓÚ]))")
_WHO_SAID = re.compile(r",\s*(?:who|quien)\s+(?:\w+\s+)?$")
_CONTENT = re.compile(r"\b(?:that|que)\b|[\"“:]", I)
_BY_AFTER = re.compile(r"\s+(?:by|por)\b", I)
_IT = re.compile(r"\b[Ii]t\b")
# What may stand between a speech word and the date or place of the speech: "said on state television
# last week", "dijo el lunes en Brasilia".
_SPEECH_GAP = re.compile(r"(?:[\s,]|\b(?:on|in|at|outside|inside|near|from|during|en|desde|ante|durante|de|del|el|la|"
                         r"los|las|un|una|the|a|an|his|her|its|last|this|past|pasado|este|esta|week|month|semana|mes|morning|"
                         r"afternoon|evening|night|state|national|television|tv|radio|acto|rueda|prensa|reporters|"
                         r"journalists|periodistas|press|news|conference|today|yesterday|hoy|ayer|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                         r"lunes|martes|miércoles|jueves|viernes|sábado|domingo|em|no|na|nesta|neste|ontem|hoje|"
                         r"segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|entrevista|coletiva|nota|"
                         r"imprensa|à|\(\d{1,2}[º°]?\)|"
                         # "dijo el 5 de junio en Cúcuta", "said on June 5 in Bogotá": a day of the month between
                         r"\d{1,2}(?:st|nd|rd|th)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|"
                         r"octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|"
                         r"dezembro|january|february|march|april|may|june|july|august|september|october|november|december|"
                         r"jan|feb|aug|sept|oct|nov|dec|dia)\b\.?|"
                         # "nesta 3ª feira (15.out.2019)", Poder360's numbered weekday and dotted day
                         r"[2-6]ª[- ]?feira(?:\s*\()?|\(\d{1,2}(?:\.[a-z]{3}(?:\.\d{4})?)?\))*", I)


def _speech_triggers(text: str, quotes: Sequence[Span]) -> list[_Trigger]:
    """The speech words of a sentence outside quotes that are neither negated, hypothetical,
    planned nor a standing position ("has called them traitors")."""
    if text.rstrip(" \"'”’)").endswith("?"):
        return []
    found = _SPEECH_CUES.matches(text)
    out: list[_Trigger] = []
    for i in sorted(found.live):
        for m in found[i]:
            if _in_quotes(quotes, m.start()) or _PERFECT_BEFORE.search(text, 0, m.start()) \
                    or _PERFECT_AND_BEFORE.search(_clause_before(text, m.start())) \
                    or _PASSIVE_BEFORE.search(text, 0, m.start()) or _BY_AFTER.match(text, m.end()):
                continue  # "has called them traitors", "a vote condemned by much of the world"
            if _speech_happened(text, m.start()):
                out.append(_Trigger("statement", SPEECH_LEXICON[i][0], m.start(), m.end(), "occurred"))
    out.sort(key=lambda t: (t.start, -t.end))
    kept: list[_Trigger] = []
    for t in out:  # "told reporters" once, as a declaring verb, not also as a plain "told"
        if kept and t.start < kept[-1].end:
            continue
        kept.append(t)
    return kept


def _speech_happened(text: str, start: int) -> bool:
    """Not negated, hypothetical or planned: "did not comment", "would announce", "plans to address"."""
    clause = _clause_before(text, start)
    near = " ".join(_without_month_may(_WORDS.findall(clause))[-4:])
    return not (_NEGATION.search(near) or _HYPOTHETICAL.search(near) or _PLANNED.search(near) or _IF.search(clause))


def _adjacent(text: str, a: int, b: int) -> bool:
    """Whether only the words a speech and its date or place may share stand between a and b."""
    return a <= b and _SPEECH_GAP.fullmatch(text, a, b) is not None


def _adjacent_past_places(facts: _SentenceFacts, a: int, b: int) -> bool:
    """`_adjacent`, with the names of the places between a and b read as blanks."""
    inside = [u for u in facts.uses if a <= u.start and u.end <= b]
    if not inside:
        return False
    gap = list(facts.sentence.text[a:b])
    for u in inside:
        gap[u.start - a:u.end - a] = " " * (u.end - u.start)
    return _SPEECH_GAP.fullmatch("".join(gap)) is not None


# ("in a statement read on Monday on state television", "en un comunicado leído el lunes", "numa nota lida na segunda")
_RELEASED = re.compile(r"\s*(?:released|posted|published|read|aired|broadcast|difundid[oa]|publicad[oa]|le[íi]d[oa]|"
                       # (or sent out: "in a statement issued yesterday", "un comunicado emitido el martes", "em nota
                       # enviada na sexta-feira")
                       r"issued|emitid[oa]|enviad[oa]|"
                       r"lid[oa]|transmitid[oa]|divulgad[oa])\s+(?:(?:on|el|la|na|no)\s+)?", I)
_OBJECT_THEN_DATE = re.compile(r"(?:\s+(?!(?:that|que|to)\b)[\w'’-]+){1,5}\s+(?:on|el|la)\s+", I)
_OPENING = re.compile(r"\W*(?:(?:then|and|but|y|pero|mas)\s+)?(?:(?:on|in|el|la|en|this|last|em|no|na|nesta|neste)\s+)?", I)


# A speaker named with an apposition before the date: "Venezuela's navy commander, Adm. Remigio Ceballos, last month"
_APPOSED_SPEAKER = re.compile(r"[^,;:]{1,60},\s*[^,;:]{1,60},\s*")


def _dated_speech(facts: _SentenceFacts, group: Sequence[_Trigger]) -> FuzzyDate | None:
    """A date right after a speech word: "said on Monday", "in a letter released the same day"."""
    text = facts.sentence.text
    for d, _, _ in facts.dates:
        if any(_adjacent(text, t.end, d.start) or _RELEASED.fullmatch(text, t.end, d.start)
               or t.start <= d.start and d.end <= t.end for t in group):  # "se sentaron este martes frente a"
            return d.date
    for d, _, _ in facts.dates:  # "said in Bogotá on Tuesday", "dijo en Cúcuta este martes": past the place it was said
        if any(t.end < d.start and _adjacent_past_places(facts, t.end, d.start) for t in group):
            return d.date
    for d, _, _ in facts.dates:  # "The government on Friday accused Colombia", "Arreaza el viernes acusó": between
        if d.date is not None and (_CLAUSE_BREAK.search(text, 0, d.start) is None or _APPOSED_SPEAKER.fullmatch(text, 0, d.start)) \
                and any(d.end < t.start and text[d.end:t.start].isspace() for t in group):  # the speaker and the word
            return d.date
    for d, _, _ in facts.dates:  # "declared himself interim president on Jan. 23"
        if any(t.kind == "declare" and _OBJECT_THEN_DATE.fullmatch(text, t.end, d.start) for t in group):
            return d.date
    for d, _, _ in facts.dates:  # "held a news conference in Bogotá on Monday": the conference's day
        if any(t.kind == "conference" and t.end <= d.start and not _CLAUSE_BREAK.search(text, t.end, d.start)
               for t in group):
            return d.date
    return None


def _own_date(facts: _SentenceFacts, group: Sequence[_Trigger]) -> FuzzyDate | None:
    """The date of the speech itself: right after a speech word, or opening the sentence ("On
    Saturday, he said"); never one in what was said."""
    when = _dated_speech(facts, group)
    if when is not None:
        return when
    text = facts.sentence.text
    for d, owner, _ in facts.dates:
        if owner is None and d.end <= group[0].start and _OPENING.fullmatch(text, 0, d.start):
            return d.date
    for d, _, _ in facts.dates:  # "Then came May 1, when the minister told reporters ...": the "when" clause's day
        # (a day, and no running total's start: "since the crisis began in January, when Guaidó declared himself
        # president", "have crossed since Jan. 23, when ..." are background)
        if d.date.precision == "day" and d.end <= group[0].start and (when := _WHEN_AFTER.match(text, d.end)) is not None \
                and not _SINCE_BEFORE.search(text, max(0, d.start - _SINCE_REACH), d.start) \
                and group[0].start - when.end() <= _WHEN_CLAUSE_REACH and not _CLAUSE_STOP.search(text, when.end(), group[0].start) \
                and not any(when.end() <= t.start < group[0].start for t in facts.triggers if t.status):
            return d.date
    return None


_WHEN_CLAUSE_REACH = 100  # characters from "when" to the speech word it dates
_CLAUSE_STOP = re.compile(r"[;:.]")


def _speaker(facts: _SentenceFacts, verb: _Trigger, previous: _SentenceFacts | None) -> tuple[int, Actor] | None:
    """(where, who) of the first subject of the clause that holds the speech word, if an official,
    a commander or an institution: "Defense Minister Vladimir Padrino said", "Maduro's government";
    for a news conference, any soldier or group of them too."""
    text = facts.sentence.text
    asides = [m.span() for m in _ASIDE.finditer(text, 0, verb.start)]
    breaks = [m.end() for m in _SUBORDINATE.finditer(text, 0, verb.start) if not any(a <= m.start() < b for a, b in asides)]
    quoted = [e for s_, e in facts.quotes if e <= verb.start]  # 'Guaidó "is president," Mora said'
    start = max([text.rfind(";", 0, verb.start) + 1, *breaks, *quoted])
    antecedent = _WHO_SAID.search(text, start, verb.start)
    if antecedent:  # "Gen. Manuel Cristopher Figuera, the director of the Sebin, who published a letter"
        before = [m for m in facts.mentions if m.end <= antecedent.start() and len(m.actors) == 1]
        if before and _official(before[-1].actors[0]):
            return before[-1].start, before[-1].actors[0]
        if before and before[-1].end >= antecedent.start() - 2:
            return None  # "según la abogada Yelitza Marcano, quien anunció": the one right before "who" spoke
    candidates: list[tuple[int, int, Actor | None]] = []
    for m in facts.mentions:
        if start <= m.start and m.end <= verb.start and m.role == "subject" and not m.in_quote:
            candidates.append((m.start, m.end, m.actors[0] if len(m.actors) == 1 else None))
    for inst in find_institutions(text[:verb.start]):
        if inst.start >= start and is_subject_at(text, inst.start):
            candidates.append((inst.start, inst.end, inst.actor))
    for m in _IT.finditer(text, start, verb.start):
        candidates.append((m.start(), m.end(), _institution_of(previous)))
    candidates = [c for c in candidates
                  if not any(a <= c[0] < b for a, b in asides) and not re.match(r"['’]s\b", text[c[1]:c[1] + 2])
                  and not any(o is not c and o[0] <= c[0] and c[1] <= o[1] and (o[0], o[1]) != (c[0], c[1])
                              for o in candidates)]
    if not candidates:
        candidates = _inverted_speaker(facts, verb, quoted)
    if not candidates:
        return None
    first = min(candidates, key=lambda c: (c[0], -c[1]))
    speaker = first[2]
    if speaker is None or not (_official(speaker) or verb.kind == "conference" and speaker.military):
        return None
    return first[0], speaker


def _inverted_speaker(facts: _SentenceFacts, verb: _Trigger, quoted: Sequence[int]) \
        -> list[tuple[int, int, Actor | None]]:
    """'"...," said Gen. Marcos Pinto, ... in a statement': the speaker named right after a verb that
    closes a quote."""
    text = facts.sentence.text
    if not quoted or not _QUOTE_CLOSED.fullmatch(text, max(quoted), verb.start):
        return []
    return [(m.start, m.end, m.actors[0]) for m in facts.mentions
            if m.start >= verb.end and not text[verb.end:m.start].strip() and len(m.actors) == 1 and not m.in_quote]


_QUOTE_CLOSED = re.compile(r"[\s,\"”’']*")


def _same_clause(text: str, a: _Trigger, b: _Trigger) -> bool:
    """No "while", "as" or ";" between two speech words: "Guaidó called for strikes, while Maduro
    appeared at a rally" gives Guaidó's call no vehicle."""
    lo, hi = sorted((a, b), key=lambda t: t.start)
    return not (_CONJUNCTION.search(text, lo.end, hi.start) or ";" in text[lo.end:hi.start])


def _institution_of(facts: _SentenceFacts | None) -> Actor | None:
    """The institution a sentence opens with: what "it" stands for in the next one."""
    if facts is None:
        return None
    found = [i for i in find_institutions(facts.sentence.text) if is_subject_at(facts.sentence.text, i.start)]
    return found[0].actor if found else None


def _official(actor: Actor) -> bool:
    return actor.kind == "institution" or (actor.kind == "person" and bool(actor.office or actor.rank in _SENIOR_RANKS))


# "El ministro de la Defensa, Vladimir Padrino, calificó...": an office opening the sentence (after a
# "Desde Caracas,"), then the name.
_OFFICE_OPENING = re.compile(r"^\W*(?:(?:desde|from|in|en)\s+[^,;:]{1,40},\s*)?(?:(?:the|el|la)\s+)?"
                             r"[^,;:\"“”]{0,60},\s*$", I)


def _attribution(text: str, where: int, group: Sequence[_Trigger], speaker: Actor | None = None) -> bool:
    """"..., Migración Colombia said in a statement.": the source of the facts told before it; not
    the name after the office it holds ("El canciller, Jorge Arreaza, denunció ...")."""
    rest = text[group[-1].end:]
    if speaker is not None and speaker.office and _OFFICE_OPENING.match(text, 0, where) \
            and speaker.office.split()[-1] in fold(text[:where]).lower():
        return False
    return bool(re.search(r"[^\"”’'\s]\s*,\s*$", text[:where])) and not _CONTENT.search(rest) and len(rest.split()) <= 8


# What an announcement says will happen: "anunció que el grupo formará un batallón", "announced they would march".
_PLAN_CONTENT = re.compile(r"\s*,?\s*(?:that|que)\b[^.;:]{0,80}?(?:\b(?:will|would|is\s+going\s+to|are\s+going\s+to|"
                           r"plans?\s+to|va\s+a|van\s+a)\b|\w(?:rá|rán|ría|rían)\b)", I)


def _announces_own_plan(text: str, verbs: Sequence[_Trigger], speaker: Actor) -> bool:
    """A soldier or a defectors' spokesman announcing what his group will do tells a plan, not a
    declaration of an office holder (a government announcing a policy still makes one)."""
    return speaker.military and speaker.rank not in _SENIOR_RANKS and speaker.kind != "institution" \
        and all(t.kind == "declare" for t in verbs) and _PLAN_CONTENT.match(text, verbs[0].end) is not None


def _statement_place(facts: _SentenceFacts, group: Sequence[_Trigger]) -> _PlaceUse | None:
    """Where the speech was made: a place before the speech word, outside relative clauses ("Maduro,
    speaking to a rally in Caracas, called"), or right after it ("told reporters in Bogota that")."""
    text = facts.sentence.text
    first = next(t.start for t in group if t.kind != "vehicle")
    asides = [m.span() for m in _RELATIVE_ASIDE.finditer(text, 0, first)]
    uses = [u for u in facts.uses if u.role == "loc" and (
        (u.end <= first and not any(a <= u.start < b for a, b in asides))
        or any(_adjacent(text, t.end, u.start) for t in group))]
    # "Desde Caracas, el ministro ... calificó": where the speaker spoke from; "said in a broadcast from Caracas"
    uses += [u for u in facts.uses if u.role == "origin" and (
        u.end <= first and _SPOKE_FROM.fullmatch(text, 0, u.start)
        or any(t.kind == "vehicle" and _BROADCAST_FROM.fullmatch(text, t.end, u.start) for t in group))]
    # ('"They planned to take over units in the Andes," Rodríguez said': the quote's places are what was said)
    return _specific([u for u in uses if not any(a <= u.start < b for a, b in facts.quotes)])


_SPOKE_FROM = re.compile(r"\W*(?:desde|from)\s+(?:the\s+|el\s+|la\s+)?", I)
_BROADCAST_FROM = re.compile(r"\s+(?:from|desde|de)\s+(?:the\s+|el\s+|la\s+)?", I)


def _tally_source(facts: _SentenceFacts, events: Sequence[tuple[Event, bool]], speaker: Actor) -> bool:
    """"The migration agency said more than 100 soldiers had crossed since Saturday": an institution
    reporting a running total is its source, not the maker of a statement (a named director giving
    the figures on a day of his own still makes one)."""
    return speaker.kind == "institution" and facts.tally and any(e.event_type != "statement" for e, _ in events)


def _statement_event(facts: _SentenceFacts, ctx: _Context, previous: _SentenceFacts | None,
                     events: Sequence[tuple[Event, bool]]) -> tuple[Event, bool] | None:
    """The statement a sentence reports, if a named official or an institution makes one."""
    triggers = _speech_triggers(facts.sentence.text, facts.quotes)
    vehicles = [t for t in triggers if t.kind == "vehicle"]
    verbs = [t for t in triggers if t.kind in ("declare", "say", "conference")]
    vehicles = [v for v in vehicles if verbs and _same_clause(facts.sentence.text, v, verbs[0])]
    verbs = [t for t in verbs if t.kind in ("declare", "conference") or vehicles or _dated_speech(facts, [t])]
    verbs = [t for t in verbs if not _SINCE_CLAUSE.search(facts.sentence.text, max(0, t.start - 80), t.start)]
    if not verbs:
        return None
    found = _speaker(facts, verbs[0], previous)
    if found is None or _tally_source(facts, events, found[1]) or _attribution(facts.sentence.text, found[0], [*verbs, *vehicles], found[1]) \
            or _announces_own_plan(facts.sentence.text, verbs, found[1]):
        return None
    where, speaker = found
    group = sorted([*verbs, *vehicles], key=lambda t: t.start)
    event_type = "statement"
    if speaker.military and any(t.status and t.event_type in ("statement", "defection") and t.start > group[0].start
                                for t in facts.triggers):
        # "released a video endorsing Guaidó": an officer declaring for Guaidó has defected
        if any(e.event_type == "defection" for e, _ in events):
            return None
        event_type = "defection"
    if any(e.event_type == event_type and speaker.name in e.actors for e, _ in events):
        return None
    when = _own_date(facts, group)
    # ('"...," said Gen. X, commander of'; "Em nota, o Ministério da Justiça informou": the words up to the verb)
    said_at = where + _APPOSED_REACH if where > verbs[0].start else min(t.start for t in group if t.start >= where)
    use = _statement_place(facts, group) or _speaker_country_use(facts, ctx, where, said_at, speaker)
    event = _make_event(facts, event_type, group, ctx, (speaker,), when, _place_fields(use), {})
    return event, when is None


_APPOSED_REACH = 80  # characters after a speaker named after the verb that may say whom he speaks for
# "since the opposition leader Juan Guaidó declared himself interim president", "desde que Guaidó se declaró": a
# declaration that only says from when a count runs
_SINCE_CLAUSE = re.compile(r"(?<!\bhas\s)(?<!\bhave\s)(?<!\bhad\s)\b(?:since|ever\s+since|desde\s+que|desde\s+quando|depois\s+que)\s+"
                           r"(?:[\w.'’-]+\s+){1,6}?(?:(?:se|himself|herself|itself|themselves)\s+)?$", I)


def _speaker_country_use(facts: _SentenceFacts, ctx: _Context, start: int, verb: int, speaker: Actor) -> _PlaceUse | None:
    """A statement said nowhere in particular is placed in the country its speaker speaks for
    ("Colombian President Iván Duque said", "Padrino López said", "Panama's Foreign Ministry
    confirmed"), at country precision, when the article names that country."""
    code = speaker_country(facts.sentence.text, start, min(verb, start + 60), speaker) \
        or _office_town_country(facts, start, min(verb, start + 60))
    if code is None and speaker.kind == "institution" and ctx.dateline is not None:
        code = ctx.dateline.country_code  # "The government said": the government where the story is filed
    if code is None:
        return None
    place = next((p for p in ctx.countries if p.country_code == code), None)
    if place is None and ctx.home is not None and ctx.home.country_code == code:
        place = ctx.home
    return _PlaceUse(place, 0, 0, place.name, "loc", False, False) if place is not None else None



# "El alcalde de Cúcuta, César Rojas, dijo", "the governor of Roraima", "o prefeito de
# Pacaraima": an office held over a town or a state, whose country the holder speaks for
_OFFICE_OF = re.compile(r"\b(?:mayor|governor|alcalde(?:sa)?|gobernador(?:a)?|prefeit[oa]|governador(?:a)?)\s+"
                        r"(?:of|de|del|do|da)\s+(?:the\s+|la\s+|el\s+)?(?:(?:state\s+of|estado|munic[ií]pio\s+de)\s+)?$", I)
_OFFICE_REACH = 60  # characters before the speaker's name that may hold the office's town


def _office_town_country(facts: _SentenceFacts, start: int, end: int) -> str | None:
    """The country of the town or state whose mayor or governor speaks: "El alcalde de Cúcuta, César Rojas, dijo
    este martes" speaks for Colombia."""
    text = facts.sentence.text
    for use in facts.uses:
        if start - _OFFICE_REACH <= use.start < end and use.place.kind != "country" \
                and _OFFICE_OF.search(text, max(0, use.start - 40), use.start):
            return use.place.country_code
    return None


def _after_embassy(legs: Sequence[list[tuple[Event, bool]]]) -> list[tuple[Event, bool]]:
    """The events of a journey's legs; "left the embassy in May and reached Pacaraima in June": the men
    deserted when they took refuge there, so no leg after one from an embassy is a desertion."""
    found: list[tuple[Event, bool]] = []
    for leg in legs:
        sheltered = any(e.origin is not None and e.origin.kind == "embassy" for e, _ in found)
        found += [(e, undated) for e, undated in leg if not (sheltered and e.event_type == "defection")]
    return found


def _onward_legs(legs: list[list[tuple[Event, bool]]]) -> list[list[tuple[Event, bool]]]:
    """"flew from Bogotá to Mexico City on July 29 and took buses north through Querétaro, reaching Ciudad Juárez on
    Aug. 2": a later leg read alone starts, with no origin of its own, at home, and so would cross a border; it goes
    on from where the leg before left the same men abroad, a move within that country ending where it ends (and no
    desertion of its own)."""
    out: list[list[tuple[Event, bool]]] = []
    for leg in legs:
        left = [e.destination for done in out for e, _ in done
                if e.event_type in MOVEMENT_TYPES and e.destination is not None and e.destination.country_code != HOME_COUNTRY]
        if not left:
            out.append(leg)
            continue
        there, moved, kept = left[-1], [], []
        for e, undated in leg:
            dest = e.destination
            onward = e.event_type == "border_crossing" and e.origin is not None and e.origin.kind == "country" \
                and e.origin.country_code == HOME_COUNTRY and dest is not None and dest.country_code == there.country_code
            if onward:
                kept.append((_as_relocation(e, there), undated))
                moved.append(e.actors)
            else:
                kept.append((e, undated))
        out.append([(e, u) for e, u in kept if not (e.event_type == "defection" and e.actors in moved)])
    return out


def _without_home_ride(leg: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"deserted in early June, rode buses to the state of Apure and, on June 12, swam across the river": a ride
    at home to a whole state, in the leg that tells the same men's desertion on its day, is that desertion's
    journey, no stop of its own (a ride to a town is one: "logró llegar en autobús a Santa Elena")."""
    deserted = {(e.actors, e.date) for e, _ in leg if e.event_type == "defection" and e.actors}
    return [(e, undated) for e, undated in leg if not (
        e.event_type == "relocation" and e.country_code == HOME_COUNTRY and e.geo_precision == 3
        and (e.actors, e.date) in deserted)]


def _left_home_first(found: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"left the port of Punto Fijo on Saturday night and reached Aruba on Sunday": the desertion a later leg of
    the sentence tells for the men a dated leg took out of a home town began there, that day."""
    out = list(found)
    for event, _ in found:
        if event.event_type == "relocation" and event.status == "occurred" and event.date is not None \
                and event.actors and event.country_code == HOME_COUNTRY and event.origin is not None \
                and event.origin.kind != "country":
            for i, (later, undated) in enumerate(out):
                if later.event_type == "defection" and later.actors == event.actors \
                        and later.country_code != HOME_COUNTRY and _earlier(event.date, later.date):
                    out[i] = (replace(later, date=event.date, **{f: getattr(event, f) for f in _PLACE_FIELDS}), undated)
    return out


def _sentence_events(facts: _SentenceFacts, ctx: _Context, previous: _SentenceFacts | None = None,
                     borders: frozenset[str] = frozenset()) -> list[tuple[Event, bool]]:
    """(event, needs a date from context) for each event type each episode of a sentence codes;
    `borders` are the rivers the story has seen crossed out of the country."""
    facts = _without_untold_clause(facts)
    episodes = _episodes(facts)
    verbless = _verbless_clauses(facts) if len(episodes) == 1 else None
    legs = _legs(facts) if len(episodes) == 1 and verbless is None else []
    if legs:
        events = _one_desertion_each(_left_home_first(_after_embassy(_onward_legs(
            [_without_home_ride(_clause_events(_leg_facts(facts, span), ctx, previous, borders)) for span in legs]))))
    elif verbless is not None:
        events = _gapped_events(facts, ctx, previous, borders, verbless)
    elif len(episodes) == 1:
        events = _clause_events(facts, ctx, previous, borders)
    else:
        events = _one_desertion_each([e for span in episodes
                                      for e in _clause_events(_episode_facts(facts, span), ctx, previous, borders)])
    events = _dated_before_by_after_clause(facts, _dated_by_crossing(_without_entry_of_raid(events)))
    said = _statement_event(facts, ctx, previous, events)
    return [*events, said] if said else events


# A clause after a semicolon that opens on its own subject: "Five sailors landed in Aruba last month; all five were
# later allowed to travel on to Colombia", "; los cinco fueron enviados luego a Bogotá"
_SEMICOLON_SUBJECT = re.compile(r";\s*(?:(?:later|then|luego|después|depois|since\s+then|desde\s+entonces),?\s+)?")


# "on Wednesday, ..., a day after a call for the military to rise up fizzled", "un día después de que fracasara el
# alzamiento", "um dia depois de o levante fracassar": the deed in the clause is that many days before the main one
_DAYS_AFTER_CLAUSE = re.compile(r"\b(?:(?P<n>a|one|two|three|\d)\s+days?\s+after|"
                                r"(?P<n_es>un|dos|tres|um|dois|tr[êe]s|\d)\s+d[íi]as?\s+(?:despu[ée]s|depois)\s+de)"
                                r"(?=\s+(?:a|an|the|un|una|el|la|que|o)\b)", I)


def _dated_before_by_after_clause(facts: _SentenceFacts, events: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"Troops fired on marchers on Wednesday, a day after a call to rise up fizzled": an event whose only words are
    in the "a day after" clause happened that many days before the day the main clause gives it."""
    text = facts.sentence.text
    m = _DAYS_AFTER_CLAUSE.search(text)
    if m is None:
        return events
    end = m.end() + (c.start() if (c := _CLAUSE_BREAK.search(text[m.end():])) else len(text) - m.end())
    inside = {t.event_type for t in _live(facts) if m.end() <= t.start < end}
    outside = {t.event_type for t in _live(facts) if not m.end() <= t.start < end}
    main = [d.date for d in facts.found_dates
            if d.end <= m.start() and d.date is not None and d.date.precision == "day"]
    if not main or not inside - outside:
        return events
    count = fold(m["n"] or m["n_es"]).lower()
    back = -int(count) if count.isdigit() else -_COUNT_WORDS.get(count, 1)
    return [(replace(e, date=shift(main[-1], "day", back, "day")), undated)
            if e.event_type in inside - outside and e.date == main[-1] else (e, undated) for e, undated in events]


def _without_untold_clause(facts: _SentenceFacts) -> _SentenceFacts:
    """The sentence up to a clause after a semicolon that has a subject of its own and tells no event the
    lexicon knows, when what comes before tells only movements: its places are not where they went ("landed in
    Aruba last month; all five were later allowed to travel on to Colombia" landed in Aruba)."""
    text = facts.sentence.text
    for m in _SEMICOLON_SUBJECT.finditer(text):
        told = [t for t in _live(facts) if t.start < m.start()]
        if any(t.start >= m.start() for t in facts.triggers) or not told \
                or any(t.event_type not in MOVEMENT_TYPES + ("defection",) for t in told):
            return facts  # (a custody's place may be told after it: "were detained ...; seven are still held at X")
        if any(a.start == m.end() and a.role == "subject" and a.actors and not a.in_quote for a in facts.mentions):
            return _episode_facts(facts, (0, m.start()))
    return facts


def _without_entry_of_raid(events: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"About 15 armed men entered the base, overpowered the guard and took the rifles": the way into the post an
    assault tells is the assault's, no move of its own (a move on to somewhere else is one)."""
    raided = {e.place for e, _ in events if e.event_type == "uprising" and e.place}
    return [(e, undated) for e, undated in events if not (e.event_type == "relocation" and e.place in raided)]


def _dated_by_crossing(events: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"quien llegó el pasado 2 de julio: salió de su unidad en Rubio y cruzó por una trocha": a desertion
    its sentence leaves undated took place on the day of the same men's crossing told with it."""
    out = []
    for event, undated in events:
        if event.event_type == "defection" and event.date is None and event.actors and event.status == "occurred":
            crossing = next((e for e, _ in events if e.event_type == "border_crossing" and e.date is not None
                             and e.actors == event.actors and e.status == "occurred"), None)
            if crossing is not None:
                event, undated = replace(event, date=crossing.date), False
        out.append((event, undated))
    return out


def _one_desertion_each(events: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"He left the barracks on Aug. 2 and reached Boa Vista three days later": the same men desert once
    in a sentence, on the earliest day its clauses give (a desertion comes before the crossing it begins),
    not again with the crossing a later clause tells."""
    first: dict[frozenset[str], int] = {}
    for i, (event, _) in enumerate(events):
        if event.event_type == "defection" and event.actors:
            key = frozenset(event.actors)
            if key not in first or _earlier(event.date, events[first[key]][0].date):
                first[key] = i
    return [(e, undated) for i, (e, undated) in enumerate(events)
            if not (e.event_type == "defection" and e.actors) or first[frozenset(e.actors)] == i]


def _desertion_days_before(facts: _SentenceFacts, defection: Sequence[_Trigger], move: Sequence[_Trigger]) -> bool:
    """"A lieutenant who deserted on Friday arrived in Bogotá on Sunday": a desertion told in a relative clause
    with a day of its own, days before the move the sentence tells, is news of its own, not who the men are
    ("soldiers who deserted on Feb. 23 reached Lima on Tuesday", months on, says who they are)."""
    if not defection or not move or defection[-1].end > move[0].start \
            or not _RELATIVE_BEFORE.search(facts.sentence.text, max(0, defection[0].start - 40), defection[0].start):
        return False
    own = [d.date for d in facts.found_dates if defection[-1].end <= d.start < move[0].start and d.date is not None]
    later = [d.date for d in facts.found_dates if d.start >= move[-1].end and d.date is not None]
    return len(own) == 1 and own[0].precision == "day" and bool(later) and later[0].precision == "day" \
        and 0 < (later[0].value - own[0].value).days <= _NEWS_DAYS


_NEWS_DAYS = 14  # a desertion this close before the move it led to is the same story's news


def _earlier(when: FuzzyDate | None, than: FuzzyDate | None) -> bool:
    return when is not None and (than is None or when.value < than.value)


# Where giving oneself up can be a soldier's desertion: at home, in a neighbour by land or sea, or somewhere unnamed
_SURRENDER_COUNTRIES = frozenset({"", HOME_COUNTRY, "CO", "BR", "GY", "TT", "AW", "CW", "BQ"})
# A far country's border forces: "to U.S. Border Patrol agents", "a la Patrulla Fronteriza", "à Patrulha de Fronteira"
_TO_FAR_FORCES = re.compile(r"\W{0,3}(?:[\w,-]+\s+){0,4}?(?:(?:U\.?S\.?|American|US)\s+)?(?:Border\s+Patrol|Patrulla\s+Fronteriza|"
                            r"Patrulha\s+de\s+Fronteira|ICE|Immigration\s+and\s+Customs|CBP|Customs\s+and\s+Border)\b")


# A stay told by a relocation word ("se quedaron en Cúcuta", "se instaló en", "ficaram em", "stayed in"), which a
# move after it in the sentence starts from
_STAY_TRIGGER = re.compile(r"se\s+(?:qued|instal|aloj)|stay|remain|settl|fic(?:ou|aram)|hosped|alojad|albergad|housed|sheltered", I)


def _clause_events(facts: _SentenceFacts, ctx: _Context, previous: _SentenceFacts | None,
                   borders: frozenset[str]) -> list[tuple[Event, bool]]:
    groups = _without_protest_to_repress(facts, _without_protesters_past(facts, _groups(facts)))
    events: list[tuple[Event, bool]] = []
    movement_type, waypoints, over_border_point, came_out = None, {}, False, None
    deserted_before = False
    told_apart: list[_Trigger] = []  # a relocation coded beside the movement, outside `groups`
    if "reloc" in groups:
        reloc = groups.pop("reloc")
        kind, reloc_points = _movement(facts, reloc, ctx)
        if kind is not None and "move" not in groups:
            movement_type, waypoints = "relocation", reloc_points
            groups["relocation"] = reloc
        elif kind is not None:
            extra = _event_for_group(facts, "relocation", reloc, ctx, reloc_points, previous)
            events.extend([extra] if extra else [])
            told_apart = list(reloc) if extra else []
    if "move" in groups and _a_bystanders_move(facts, groups["move"]):
        groups.pop("move")
    if "move" in groups:
        group = groups["move"]
        actors = _clitic_carried(facts, group, previous) \
            or _actors_for(group, facts.mentions, _scope(facts, group), facts.sentence.text) \
            or _dropped_subject(facts, group, previous, ctx)
        military = (any(a.military for a in actors) or _avowed_soldiers(facts, group)) and not _relatives_of(facts, actors)
        movement_type, waypoints = _movement(facts, group, ctx)
        waypoints = _without_way_most_came(facts, _journey_end(facts, group, waypoints))
        if movement_type == "relocation" and _turned_up_abroad(facts, waypoints):
            movement_type = "border_crossing"  # from a base at home to where a patrol abroad found them
        elif movement_type == "relocation" and (arrival := _arrived_from_home(facts, group, waypoints, ctx)):
            movement_type, waypoints = "border_crossing", {**waypoints, "destination": arrival}
            came_out = arrival  # told only from where they came out: the desertion is placed there too
        onward = movement_type is not None and _onward(facts, actors, waypoints)
        back = any(t.kind == "return" for t in group) or any(  # "regresaron por el puente Simón Bolívar": home again
            w is not None and w.place.country_code == HOME_COUNTRY for w in (waypoints.get("destination"), waypoints.get("via")))
        abroad = _abroad_by_relative(facts, group) if movement_type is not None and not onward and not back else None
        onward = onward or abroad is not None
        if onward:  # former soldiers moving on: no new desertion, and no desertion's place; over a land
            # border between two foreign countries ("walked across the Rumichaca bridge into Ecuador", "crossed
            # from Huaquillas into Peru") a crossing as well, which some coders list and others list instead
            third = _into_a_third_country(movement_type, waypoints, abroad) \
                or _out_over_a_line_abroad(facts, movement_type, group, waypoints)  # told as the crossing it is
            over_border_point = not third and (_over_foreign_border_point(movement_type, waypoints)
                                               or _crossed_then_on(facts, group, waypoints)
                                               or _crossed_abroad(facts, movement_type, group, waypoints))
            movement_type = "border_crossing" if third else "relocation"
            if _desertion_days_before(facts, groups.get("defection", ()), group):
                deserted_before = True  # told as news, but not where the move went
            else:
                groups.pop("defection", None)
        if movement_type == "border_crossing":
            waypoints = _infer_origin(waypoints, ctx)
        flee = [t for t in group if t.kind == "flee" or (t.kind == "leave" and _left_base(facts, waypoints))]
        going_back = any(t.kind == "return" for t in group) \
            or _REVERSE_WAY.search(facts.sentence.text, group[0].start, group[-1].end + 100) is not None \
            or _TO_HOME_SIDE.search(facts.sentence.text, group[0].start, group[-1].end + 60) is not None
        # going back into Venezuela is no desertion
        if going_back:
            flee = []
        if going_back and _surrender_only(groups.get("defection", ())):
            groups.pop("defection", None)  # "regresaron por el puente y se presentaron ante las autoridades"
        if not flee and not going_back and movement_type == "border_crossing" and (
                _leaves_home(waypoints, borders) or _turned_up_abroad(facts, waypoints)
                or _leaves_home(waypoints, _BORDER_RIVERS) and _named_here(facts, actors)
                and not _CARRIED_OVER.search(_clause_before(facts.sentence.text, group[0].start))
                or _river_by_town_abroad(facts, waypoints)
                or (not any(waypoints.values()) and _receiving_place(facts, ctx) is not None)
                or _TO_SIDE.search(facts.sentence.text, group[0].start) is not None
                or _over_the_line(facts, group, waypoints) and _named_here(facts, actors)
                or _by_trail(facts.sentence.text, waypoints, facts.uses)
                or _by_unnamed_trail(facts.sentence.text, group, waypoints)) \
                and not _deserted_before(facts, actors) and not _only_far_goal(group, waypoints) \
                and not _into_far_country(waypoints) and not _on_a_chase(facts, previous, actors):
            flee = group  # a soldier who walks, swims or slips out of the country has deserted
        origin = waypoints.get("origin")
        if flee and military and not onward and _gives_up_after(facts, groups.get("defection", ()), actors) \
                and (origin is None or origin.place.kind != "embassy"):
            told = [] if _unowned_nouns(facts, groups.get("defection", ())) else groups.get("defection", [])
            groups["defection"] = sorted([*flee, *told], key=lambda t: t.start)
            if movement_type == "relocation" and waypoints.get("destination") is None \
                    and {t.kind for t in group} == {"flee"}:
                movement_type = None  # "se fugaron del puesto de Boca de Grita": the desertion; no journey told
        stay = waypoints.get("origin")
        if movement_type == "relocation" and told_apart and stay is not None and group[0].start > told_apart[0].start \
                and all(_STAY_TRIGGER.match(facts.sentence.text, t.start) for t in told_apart):
            # "se quedaron en Cúcuta hasta el 5, cuando partieron hacia Bogotá": the stay is where the move starts
            kept = [(e, f) for e, f in events if not (e.event_type == "relocation" and e.place == stay.place.name)]
            told_apart = [] if len(kept) < len(events) else told_apart
            events = kept
        if movement_type == "relocation" and _stepped_in_to_ask(facts, group):
            movement_type = None  # "entrou na delegação do SEF em Aveiro e pediu asilo": the asking's own step
        taken = movement_type in groups or any(e.event_type == movement_type for e, _ in events)
        if movement_type is not None and not taken:
            groups[movement_type] = group
    if movement_type is None and (surrendered := _surrender_abroad(facts, groups.get("defection", ()), ctx)):
        movement_type, waypoints = "border_crossing", surrendered
        groups["border_crossing"] = groups["defection"]
    elif movement_type is None and (gave_up := [t for t in groups.get("defection", ()) if t.kind == "surrender"]) \
            and len(gave_up) < len(groups["defection"]) and (surrendered := _surrender_abroad(facts, gave_up, ctx)) \
            and surrendered.get("destination") is not None:
        # "two soldiers who deserted in Bolívar state surrendered to Guyanese police at Eteringbang": the
        # giving up abroad ends a crossing, as it does told alone
        movement_type, waypoints = "border_crossing", surrendered
        groups["border_crossing"] = gave_up
    elif movement_type == "border_crossing" and waypoints.get("destination") is None \
            and (gave_up := [t for t in groups.get("defection", ()) if t.kind == "surrender"]) \
            and (surrendered := _surrender_abroad(facts, gave_up, ctx)) and surrendered.get("destination") is not None:
        # "crossed the Táchira River and turned himself in to the Colombian police in Cúcuta": where he gave up
        waypoints = {**waypoints, "destination": surrendered["destination"]}
    if "defection" in groups and len(groups) > 1 and _told_in_passing(facts, groups):
        del groups["defection"]  # "protested ..., eight months after they deserted": told in passing
    if "uprising" in groups and _revolt_says_who(facts, groups):
        del groups["uprising"]
    if "uprising" in groups and all(any(d.counted_from and d.start <= t.start and t.end <= d.end for d in facts.found_dates)
                                    and _DAY_NAMED_AFTER.match(facts.sentence.text, t.end) is None
                                    for t in groups["uprising"]):
        del groups["uprising"]  # "um dia depois da tentativa de levante": the day counted from, named by the revolt
        # (one named by its own day is told as well: "tres días después del alzamiento del 30 de abril")
    for key in [k for k, g in groups.items() if _time_counted_from(facts.sentence.text, g)]:
        others = [t for g in [*groups.values(), told_apart] for t in g if t not in groups[key]]
        opening = key == "defection" and (len(facts.sentence.text[:groups[key][0].start].split()) <= _COUNTED_OPENING_WORDS
                                          or _counted_after_opening_time(facts.sentence.text, groups[key][0]))
        if _counted_deed_dated(facts, groups[key], others):
            continue  # "Three days after crossing into Colombia on Feb. 24, the corporal applied ...": dated
        if others and max(t.start for t in groups[key]) < min(t.start for t in others) or not others and opening:
            # "Two days after he crossed, on May 23, agents detained ...": the arrest's date; "Two days after
            # he fled, agents searched his house": the desertion a sentence opens by counting from is told,
            # not news (an arrival, "days after they arrived here", still says where they are)
            del groups[key]
    if "defection" in groups and not _joined_by_soldiers(facts, groups["defection"]):
        del groups["defection"]
    declared = False
    if "statement" in groups and "defection" not in groups:
        said = groups["statement"]
        if any(a.military for a in _actors_for(said, facts.mentions, _scope(facts, said), facts.sentence.text)):
            groups["defection"] = groups.pop("statement")  # an officer recognising Guaidó has defected
            declared = True
    unowned = []
    for event_type in EVENT_TYPES:
        group = groups.get(event_type)
        if not group:
            continue
        event = _event_for_group(facts, event_type, group, ctx, waypoints if event_type == movement_type else None,
                                 previous)
        if event is None and event_type == "asylum":
            unowned.append(group)
        if event is not None and event_type == "defection" and movement_type == "border_crossing" \
                and all(t.event_type != "defection" for t in group) \
                and any(u.place.kind == "embassy" and u.place.name == event[0].place for u in facts.uses):
            continue  # "the family of a corporal sheltered in the embassy in Caracas crossed at Pacaraima": no flight
        if event is not None and event_type == "defection" and all(t.kind == "surrender" for t in group) \
                and (event[0].country_code not in _SURRENDER_COUNTRIES
                     or _TO_FAR_FORCES.match(facts.sentence.text, group[-1].end)):
            continue  # "turned himself in to U.S. Border Patrol agents near McAllen": far from any post he could leave
        if event is not None and declared and event_type == "defection" and event[0].place is None:
            event = (_declared_for_country(facts, ctx, event[0], group), event[1])
        # (not over a post the sentence names at home: "desertó de la base naval de Punto Fijo en marzo y llegó desde
        # Bogotá el 28 de abril" deserted in Punto Fijo)
        if event is not None and came_out is not None and event_type == "defection" and not (
                event[0].country_code == HOME_COUNTRY and any(t.event_type == "defection" and t.kind == "verb" for t in group)):
            event = (replace(event[0], **_place_fields(came_out)), event[1])
        if event is not None and event_type == "defection" and event[0].country_code not in ("", HOME_COUNTRY) \
                and (deserted_before or movement_type == "relocation" and _at_a_waypoint(event[0], waypoints)):
            # (also the men's earlier desertion told beside a move abroad: "Quatro soldados que desertaram em abril
            # foram transferidos de Pacaraima para Boa Vista" deserted at home, not where they were moved)
            home = _home_origin(waypoints, ctx)
            event = (replace(event[0], **(_place_fields(home) if home else _NO_PLACE)), event[1])
        if event is not None:
            events.append(event)
        if event is not None and over_border_point and event_type == "relocation":
            events.append((replace(event[0], event_type="border_crossing"), event[1]))  # an onward move, and a crossing
    for group in unowned:
        if (movers := _where_clause_movers(facts, group, events)) and \
                (event := _event_for_group(facts, "asylum", group, ctx, None, previous, movers)) is not None:
            events.append(event)
    if _toward_border(facts, waypoints):
        events = [(_short_of_border(e, waypoints, ctx), undated) for e, undated in events
                  if e.event_type != "border_crossing" or waypoints["destination"].place.name not in (
                      e.place, e.destination.name if e.destination else None)]
    events = _joined_on_revolt_day(facts, groups.get("defection", ()), events)
    events = _deserted_days_before_the_step(events, waypoints, ctx)
    held = {a for e, _ in events if e.event_type == "arrest" for a in e.actors}
    # the arresters' coming, not a move of the ones held ("four soldiers who crossed ... were arrested"); but
    # others held are not the ones who came ("Catorce militares llegaron a Arauca; otros tres fueron capturados")
    others_held = any(_OTHERS_HELD.search(a) for a in held)
    return [(e, undated) for e, undated in events if not _civilians_moving(e)
            and not (held and _forces_coming(e) and not set(e.actors) & held and not _among_the_held(facts)
                     and not others_held)]


# A group told as others than the one named before: "otros tres", "outros dois", "three others", "two more"
_OTHERS_HELD = re.compile(r"^(?:otr[oa]s|outr[oa]s)\s|\s(?:others|more)$")


# "Two guardsmen were among 19 people detained after a pirogue landed", "estaban entre los 19 detenidos", "estavam
# entre os 19 presos": the subject is one of the held, counted with others
_AMONG_HELD = re.compile(r"\b(?:(?:was|were|are|is)\s+among|(?:estaba|estaban|est[aá]n?|figuran?|figuraban)\s+entre|"
                         r"(?:estava|estavam|est[aã]o?|est[aá])\s+entre)\s+(?:the\s+|los\s+|las\s+|os\s+|as\s+)?"
                         r"(?:[\w,-]+\s+){1,3}?(?:(?:who\s+were|que\s+fueron|que\s+foram)\s+)?"
                         r"(?:detained|arrested|held|apprehended|detenid[oa]s|arrestad[oa]s|capturad[oa]s|"
                         r"detid[oa]s|pres[oa]s)\b", I)


def _among_the_held(facts: _SentenceFacts) -> bool:
    """Whether the sentence's subject is told as one of a counted group held ("were among 19 people detained by
    police after a pirogue landed at"): the move beside it is the soldiers' own, not the coming of the ones who
    held them, even when the soldiers are guardsmen."""
    return _AMONG_HELD.search(facts.sentence.text) is not None


_NO_PLACE = {"place": None, "lat": None, "lon": None, "country_code": "", "geo_precision": None}


def _deserted_days_before_the_step(events: list[tuple[Event, bool]], waypoints: dict,
                                   ctx: _Context) -> list[tuple[Event, bool]]:
    """"Los guardias, que desertaron hace dos semanas, llegaron a Maicao el jueves": a desertion its sentence dates
    days before the step it tells (a crossing, a move) took place at home, not where the step went."""
    steps = [e.date.value for e, _ in events if e.event_type in MOVEMENT_TYPES and e.date is not None]
    if not steps:
        return events
    kept = []
    for event, undated in events:
        if event.event_type == "defection" and event.date is not None \
                and event.country_code not in ("", HOME_COUNTRY) and _at_a_waypoint(event, waypoints) \
                and (min(steps) - period_end(event.date)).days > _DAYS_BEFORE_THE_STEP:
            home = _home_origin(waypoints, ctx)
            event = replace(event, **(_place_fields(home) if home else _NO_PLACE))
        kept.append((event, undated))
    return kept


_DAYS_BEFORE_THE_STEP = 3  # more days than a desertion and its crossing are told apart as one flight


def _at_a_waypoint(event: Event, waypoints: dict) -> bool:
    """Whether the event is placed where a move of its sentence starts, passes or ends."""
    return event.place is not None and any(w is not None and w.place.name == event.place for w in waypoints.values())


def _home_origin(waypoints: dict, ctx: _Context) -> _PlaceUse | None:
    """Where men who deserted before a move abroad left from: the move's Venezuelan origin, else the country."""
    origin = waypoints.get("origin")
    if origin is not None and origin.place.country_code == HOME_COUNTRY:
        return origin
    home = next((p for p in ctx.countries if p.country_code == HOME_COUNTRY), None)
    return _PlaceUse(home, 0, 0, home.name, "loc", False, False) if home else None


def _declared_for_country(facts: _SentenceFacts, ctx: _Context, event: Event, group: Sequence[_Trigger]) -> Event:
    """An officer who declares for Guaidó nowhere in particular ("in a video he recognised Guaidó") is
    placed, as his statement would be, in the country he speaks for: the one the words name, else his
    forces' own, at country precision, when the article names it."""
    lives = _lives_abroad(facts, group[0].start)
    if lives is not None:  # "a major who lives in Madrid posted a video": he spoke where he lives
        return replace(event, **_place_fields(lives))
    for m in facts.mentions:
        for actor in m.actors:
            if actor.name in event.actors and (use := _speaker_country_use(facts, ctx, m.start, group[0].start, actor)):
                return replace(event, **_place_fields(use))
    home = next((p for p in ctx.countries if p.country_code == HOME_COUNTRY), None)
    return replace(event, **_place_fields(_PlaceUse(home, 0, 0, home.name, "loc", False, False))) if home else event


def _lives_abroad(facts: _SentenceFacts, before: int) -> _PlaceUse | None:
    """The place abroad the sentence says, before `before`, someone lives or stays in ("who lives in Madrid",
    "who has been staying with relatives in Doral", "que vive en Lima desde diciembre")."""
    text = facts.sentence.text
    return next((u for u in facts.uses if u.place.country_code not in (HOME_COUNTRY, "") and u.start < before
                 and (_RESIDING_IN.search(text, max(0, u.start - 80), u.start)
                      or _STAYING_IN.search(text, max(0, u.start - 60), u.start))), None)


# Where a man is put up for now: "who has been staying with relatives in Doral", "exiled in Madrid", "exiliado en Lima"
_STAYING_IN = re.compile(r"\b(?:staying|(?:living\s+)?in\s+exile|exiled|exiliad[oa]s?|refugiad[oa]s?|alojad[oa]s?|asilad[oa]s?)"
                         r"\s+(?:(?:with|con|com)\s+(?:[\w-]+\s+){1,2}?)?(?:in|en|em|no|na)\s+$", I)


# "took a bus toward the Colombian border", "siguió rumbo a la frontera": heading for the line, not over it
_HEADING_FOR = re.compile(r"\b(?:toward|towards|hacia|rumbo\s+a|rumo\s+[àa]|em\s+dire[çc][ãa]o\s+[àa])\s+"
                          r"(?:the\s+|la\s+|el\s+)?$", I)
# Up to the line or toward it: "drove to the Colombian border", "llegaron hasta la frontera", "rumo à fronteira"
_TO_THE_LINE = re.compile(r"\b(?:to|up\s+to|hasta|al|[àa]\s+la|para|at[ée])\s+(?:the\s+|la\s+|el\s+|a\s+|o\s+)?$|"
                          + _HEADING_FOR.pattern, I)


def _toward_border(facts: _SentenceFacts, waypoints: dict) -> bool:
    """The journey's end is the border itself, approached ("toward the border"): no crossing is told."""
    dest = waypoints.get("destination")
    return dest is not None and _is_border_region(dest.place) \
        and _HEADING_FOR.search(facts.sentence.text, max(0, dest.start - 30), dest.start) is not None


def _short_of_border(event: Event, waypoints: dict, ctx: _Context) -> Event:
    """A desertion placed at the border it was heading for happened on the home side: where it left from,
    else the home country."""
    if event.event_type != "defection" or event.place != waypoints["destination"].place.name:
        return event
    origin = waypoints.get("origin")
    home = ctx.home or HOME_PLACE
    use = origin if origin is not None and origin.place.country_code == home.country_code \
        else _PlaceUse(home, 0, 0, home.name, "loc", False, False)
    return replace(event, **_place_fields(use))


_RELATIVE_TAKEN = re.compile(r"(?:(?:my|his|her|their|our)\s+(?:[\w-]+\s+)?" + _KIN_WORDS + r"|(?<=\boff\s)" + _POSSESSIVE_KIN +
                             r"|(?:mi|su|sus|tu|meu|minha|seu|sua|seus|suas)\s+\w+"
                             r"|(?<=\s)(?:al|a\s+la|a\s+los|a\s+las|o|a|os|as)\s+\w+)$", I)


def _taken_relative(text: str, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """Whom agents "took": the relative the taking names ("took his father", "se llevaron a su padre")."""
    # (the taking may follow the raid it ends: "invadiu a casa ... e levou preso o irmão")
    t = next((t for t in group if t.event_type == "arrest" and _TAKEN_AWAY.match(text, t.start)), None)
    if t is None:
        return ()
    who = _RELATIVE_TAKEN.search(text, t.start, t.end)
    return (Actor(_without_personal_a(who.group()), "individual"),) if who else ()


def _whose_home(text: str, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """Whom a raid or a visit that ended in a taking held: the family or the relative whose home the agents came
    to ("allanó la casa de la familia", "se presentaron en la casa de su madre", "raided his mother's house")."""
    if not any(t.event_type == "arrest" and (_RAIDED.fullmatch(text, t.start, t.end)
                                             or _CAME_VERB.fullmatch(text, t.start, t.end)) for t in group):
        return ()
    home = _HOME_OF.search(text, group[0].end)
    if home is None:
        return ()
    who = home["who"] or home["whose"]
    return (Actor(_without_personal_a(who), "group" if _FAMILY.search(who) else "individual"),)


_FAMILY = re.compile(r"famil|parents|padres|pais|relatives", I)
# The agents as one body, with its verb in the singular: "una comisión de la Dgcim llegó a la casa", "uma equipa da
# DGCIM chegou à casa", "a DGCIM team showed up at the house"
_AGENTS_AS_ONE = r"comisi[óo]n|comiss[ãa]o|patrulla|patrulha|equipa|equipe|team|squad|unit|unidad"
_CAME_AS_ONE = r"se\s+present[óo]|lleg[óo]|irrumpi[óo]|apareceu|chegou|invadiu|entr[óo]"
# A raid told as a noun, "fizeram uma rusga à padaria", "realizaron un allanamiento en la panadería", "carried out a
# raid on the bakery"; and the family's shop it may enter ("a padaria que os pais gerem", "el negocio de su padre")
_A_RAID_MADE = (r"(?:fizeram|feito|fazer|hicieron|hecho|realizaron|realizado|carried\s+out|conducted)\s+"
                r"(?:uma|un|a)\s+(?:rusga|busca|allanamiento|raid)")
_FAMILY_SHOP = (r"padaria|panader[ií]a|loja|tienda|negocio|neg[óo]cio|com[ée]rcio|abasto|bodega|restaurante|"
                r"bakery|shop|store|restaurant")
# "la casa de su madre", "the home of his parents", "a casa da família", "his mother's house", "a padaria dos pais"
_HOME_OF = re.compile(r"\b(?:casa|vivienda|residencia|resid[êe]ncia|apartamento|home|house|apartment|" + _FAMILY_SHOP
                      + r")\s+(?:de|of|da|do|dos|das)\s+"
                      r"(?P<who>(?:(?:su|sus|mi|la|el|los|las|his|her|their|the|a|o|os|as|sua|seu|seus|suas)\s+)?"
                      r"(?:[\w-]+\s+)?(?:" + _KIN_WORDS + "|" + _ES_KIN + "|" + _PT_KIN + r"|familia|fam[ií]lia))\b"
                      r"|\b(?P<whose>(?:his|her|their)\s+" + _KIN_WORDS + r")['’]s?\s+(?:home|house|apartment)\b", I)


def _without_personal_a(words: str) -> str:
    """"al hermano" -> "el hermano", "a la madre" -> "la madre": the relative, not the case marker."""
    return re.sub(r"^al\s", "el ", re.sub(r"^a\s+(?=(?:la|los|las)\s)", "", words, flags=I), flags=I)


# The relative a passive arrest is told of: "His mother was detained", "the father of a lieutenant was taken".
# "su primo, teniente del Ejército, fue detenido": the relative may be described between commas.
_HELD_RELATIVE = re.compile(r"\b(?:(?:his|her|their|my|our|the)\s+(?:[\w-]+\s+)?" + _KIN_WORDS +
                            r"(?:\s+of\s+(?:a|an|the|his|her|their)\s+[\w\s.-]{1,50}?)?|" + _POSSESSIVE_KIN +
                            r"|(?:su|sus|mi)\s+" + _ES_KIN + r"(?:\s+(?:menor|mayor|menores|mayores))?"
                            # a comrade held: "su compañero había sido detenido", "his comrade was arrested"
                            r"|(?:su|sus|mi|his|her|their|seu|sua)\s+(?:compañer[oa]s?|companheir[oa]s?|comrades?|colleagues?|colegas?)"
                            # ... its possessive after it: "un compañero suyo", "um colega meu", "a comrade of his"
                            r"|(?:un|una|um|uma)\s+(?:compañer[oa]|companheir[oa]|colega)\s+"
                            r"(?:suy[oa]|m[ií][oa]|nuestr[oa]|meu|minha|nosso|nossa|dele|dela)"
                            r"|(?:a|one)\s+(?:colleague|comrade|fellow\s+soldier)\s+of\s+(?:his|hers|mine|theirs|ours)"
                            # "el padre del teniente fue", "o pai do tenente foi": whose relative, after it
                            r"|(?:el|la|los|las|o|a|os|as)\s+(?:" + _ES_KIN + "|" + _PT_KIN + r")\s+(?:de\s+la|del|de|do|da)\s+"
                            r"(?:[\w.-]+\s+){0,3}?[\w.-]+"
                            # "o irmão dele foi preso", "a mãe do sargento": Portuguese whose, after the relative
                            r"|(?:o|a|os|as)\s+" + _PT_KIN + r"(?:\s+(?:mais\s+)?(?:novo|nova|velho|velha|novos|mais\s+velhos))?"
                            r"\s+(?:dele|dela|deles|delas)"
                            r"|(?:seu|sua|seus|suas)\s+" + _PT_KIN + r")"
                            r"(?=(?:\s*,[^,.;:]{1,60},)?\s+(?:was|were|had\s+been|has\s+been|fue|fueron|foi|foram|"
                            r"hab[ií]an?\s+sido|ha(?:n)?\s+sido|havia[m]?\s+sido|tinha[m]?\s+sido|"
                            r"est[áa]n?|est[ãa]o|permanecen?|permanecem|sigue|siguen|segue|seguem)\s+"
                            r"(?:\w+ly\s+)?$"
                            # "La esposa del sargento, detenida el 2 de abril,": the participle set off after her
                            r"|\s*,\s*$)", I)


def _held_relative(text: str, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """Who a passive arrest holds when only a relative is named: "His mother was detained by agents"."""
    t = group[0]
    if t.event_type != "arrest":
        return ()
    who = _HELD_RELATIVE.search(text, max(0, t.start - 90), t.start)
    return (Actor(who.group(), "individual"),) if who else ()


def _relative_held_first(text: str, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """"In September, he says, his younger brother, a police officer, was detained": the relative right before
    the passive verb is the one held, whoever a reporting aside names before him (not "the sergeant and his
    brother were detained", two held)."""
    held = _held_relative(text, group)
    if not held:
        return ()
    at = text.rfind(held[0].name, 0, group[0].start)
    return () if at < 0 or _JOINED_BEFORE.search(text, 0, at) else held


_JOINED_BEFORE = re.compile(r"\b(?:and|y|e|with|con|com)\s+$", I)


# Whom an active arrest takes when the object is a relative or a pronoun: "agents detained his mother
# and his sister", "detuvieron a su padre", "police detained him", "lo detuvieron".
_KIN_OBJECT = (r"(?:(?:his|her|their|my|our)\s+(?:[\w-]+\s+)?" + _KIN_WORDS + "|" + _POSSESSIVE_KIN +
               r"|(?:a\s+)?(?:su|sus|mi)\s+" + _ES_KIN +
               # "prenderam o irmão dele", "o irmão mais novo do sargento", "seu pai": Portuguese relatives
               r"|(?:o|a|os|as)\s+" + _PT_KIN + r"(?:\s+(?:mais\s+)?(?:novo|nova|velho|velha|novos|velhos))?"
               r"\s+(?:dele|dela|deles|delas|d[oa]\s+(?:[\w.-]+\s+){0,2}?[\w.-]+)"
               # "levaram o irmão mais novo", "prenderam o irmão caçula": the story's man's younger or elder one
               r"|(?:o|a|os|as)\s+" + _PT_KIN + r"\s+(?:mais\s+(?:novo|nova|velho|velha|novos|velhos)|ca[çc]ula)\b"
               r"|(?:seu|sua|seus|suas)\s+" + _PT_KIN + ")")
# One or two relatives named as those held: "his mother and his sister", "a su padre"
_KIN_HELD = rf"(?:a\s+)?(?P<kin>{_KIN_OBJECT})(?:\s*,?\s+(?:and|y)\s+(?P<kin2>{_KIN_OBJECT}))?"
_ARRESTED_KIN = re.compile(rf"\s+{_KIN_HELD}\b", I)
_ARRESTED_PRONOUN = re.compile(r"\s+(?:him|them|the\s+(?:whole\s+)?group)\b|\s+her(?=\s*[,.;]|\s+(?:on|at|in|near|outside|the|that|last|"
                               r"yesterday|early|late|after|before|and|for)\b)"
                               # "detained the eight for entering irregularly": the group counted before
                               r"|\s+the\s+(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)"
                               r"(?=\s*[,.;]|\s+(?:on|at|in|near|outside|for|and|after|before|early|late|yesterday)\b)", I)
_KIN_INSIDE = re.compile(rf"\s{_KIN_HELD}$", I)  # ending the trigger: "se llevaron a su cuñado"
_CLITIC_BEFORE = re.compile(r"\b(?:lo|la|los|las)\s+$", I)
# "o Exército os levou para", "agentes da PF o levaram para": carried (a carrying verb takes no article before it)
_PT_CLITIC_BEFORE = re.compile(r"\b(?:o|a|os|as)\s+$", I)
_CARRIED_PRONOUN = re.compile(r"(?<=\s)(?:him|her|them|the\s+(?:whole\s+)?(?:group|pair|trio))\b", I)  # "police evicted them from": inside the trigger
_PARTICIPLE = re.compile(r"\w+(?:ad|id)[oa]s?", I)  # "los detenidos": an article, not a clitic


_KIN_NAMED_BEFORE = re.compile(rf"\b(?:his|her|their|my|our)\s+(?:[\w-]+\s+)?{_KIN_WORDS}\b", I)


def _arrested_object(text: str, group: Sequence[_Trigger], previous: _SentenceFacts | None,
                     mentions: Sequence[ActorMention] = ()) -> tuple[Actor, ...]:
    """Who an active arrest takes when no actor is named: the relative after the verb, else the one the
    previous sentence is about, pointed back to by "him"/"them" ("lo"/"los" before a Spanish verb)."""
    t = group[0]
    if not (t.event_type == "arrest" or t.kind == "carry") or _PASSIVE_BEFORE.search(text, 0, t.start):
        return ()  # an arrest, or a move told by who did the carrying ("police evicted them")
    kin = next((k for g in group if (k := _ARRESTED_KIN.match(text, g.end) or _KIN_INSIDE.search(text, g.start, g.end))),
               None)  # (inside: "se llevaron a su cuñado", told whole by the trigger)
    if kin:
        return tuple(Actor(k.removeprefix("a "), "individual") for k in kin.group("kin", "kin2") if k)
    pronoun = _CARRIED_PRONOUN.search(text, t.start, t.end) \
        if t.kind == "carry" or _OFF_A_VEHICLE.search(text, t.start, t.end) else None  # "pulled her off a bus"
    pronoun = pronoun or _ARRESTED_PRONOUN.match(text, t.end) or (
        None if _PARTICIPLE.fullmatch(text, t.start, t.end) else _CLITIC_BEFORE.search(text, 0, t.start)) or (
        _PT_CLITIC_BEFORE.search(text, 0, t.start) if t.kind == "carry" else None)
    if pronoun is None and t.event_type == "arrest":
        pronoun = _CARRIED_PRONOUN.search(text, t.start, t.end)  # "agents took them from their home"
        kin = _KIN_NAMED_BEFORE.findall(text, 0, t.start) if pronoun is not None else []
        if kin:  # "he has not heard from his mother and his brother since agents took them": those relatives
            return tuple(Actor(k, "individual") for k in kin[-2:] if pronoun.group().lower() == "them" or k == kin[-1])
    if pronoun is None:
        return ()
    plural = pronoun.group().strip().lower() in ("them", "los", "las", "os", "as") or pronoun.group().strip().lower().startswith("the ")
    # "Two soldiers spent a night in Pacaraima before a bus took them to Boa Vista": the sentence's own
    # subject, for a carrying told after it; else the one the sentence before is about.
    own = [m for m in mentions if t.kind == "carry" and m.end <= t.start] if previous is None or t.kind == "carry" else []
    if pronoun.start() < t.start:  # "funcionarios de Migración Colombia los trasladaron": the clitic's verb's subject
        own = [m for m in own if not _CARRIER_BEFORE_CLITIC.fullmatch(text, m.end, pronoun.start())]  # carried nobody
    else:  # "Colombian soldiers drove them to Tibú": the verb's own subject carried the others ("them"), not itself
        own = [m for m in own if not _CARRIER_BEFORE_VERB.fullmatch(text, m.end, t.start)]
    told = _agreeing_subjects(own, plural) if own else \
        _agreeing_subjects(previous.mentions if previous is not None else (), plural)
    if own and not told and previous is not None:  # "los funcionarios lo trasladaron": him, the soldier told before
        told = [m for m in _agreeing_subjects(previous.mentions, plural) if any(a.military for a in m.actors)]
    return told[0].actors if told else _counted_group(pronoun.group().strip())


def _counted_group(words: str) -> tuple[Actor, ...]:
    """"Mr. Parra's group did not get far. [...] police detained the eight": a group told by its number alone,
    which the story counted before though the sentence before names only one of them, is that many men."""
    count = parse_count(words.split()[-1]) if words.lower().startswith("the ") else None
    return (Actor(words, "group", count=count),) if count else ()


# what may stand between the ones who carry and the clitic of those carried: "funcionarios de Migración Colombia los"
_CARRIER_BEFORE_CLITIC = re.compile(r"(?:\s+(?:de|del|de\s+la|da|do)\s+[^,;:.()\"“”]{1,50}?)?\s*")
# what may stand between the ones who carry and their verb: "Colombian soldiers later drove them", "troops of the
# 18th Brigade drove them"
_CARRIER_BEFORE_VERB = re.compile(r"(?:\s+(?:of|from)\s+[^,;:.()\"“”]{1,50}?)?\s+(?:(?:then|later|also|\w+ly)\s+)?", I)


def _agreeing_subjects(mentions: Sequence[ActorMention], plural: bool) -> list[ActorMention]:
    """The subjects among `mentions` that a pronoun of that number can point back to ("los": many)."""
    return [m for m in mentions if m.role == "subject" and (not m.in_quote or FIRST_PERSON_VERB.fullmatch(m.surface))
            and m.actors and (len(m.actors) > 1 or m.actors[0].plural) == plural]  # ("caminé": the quote's teller)


# Whom an active arrest verb names after it: "detained his brother-in-law", "detuvo a un primo del sargento",
# "detuvieron el lunes en Rubio, en el estado Táchira, a José Pérez", "detuvo en Valencia, estado Carabobo, al
# mayor X" (the personal "a" after the asides of place and time).
_PLACE_ASIDES = r"(?:\s*,?\s*(?:en|cerca\s+de|em|perto\s+de|el|la|este|esta|durante|no|na|nesta|neste|estado|municipio)\s+[^,.;:()\"“”]{1,60}?)*?\s*,?\s+(?:a|al)\s+"
# "the mother of a deserter", "la madre de un desertor": up to where the asides of place and time begin
_KIN_OF_END = r"(?=\s+(?:in|on|at|near|outside|last|early|late|and|after|before|en|el|este|esta|cerca|durante|tras|y)\b|\s*(?:[,;:()]|\.(?!\s+[A-Z]))|\s*$)"
_KIN_OBJECT_AFTER = re.compile(r"\s+((?:his|her|their|my|our)\s+(?:[\w-]+\s+)?" + _KIN_WORDS + r"(?:-in-law)?|"
                         + _POSSESSIVE_KIN + r"|the\s+(?:[\w-]+\s+)?" + _KIN_WORDS
                         # ("the wife and two daughters of a colonel")
                         + r"(?:\s+and\s+(?:[\w-]+\s+)?" + _KIN_WORDS + r")?"
                         + r"\s+of\s+(?:[^,.;:()]|\.(?=\s+[A-Z]))+?" + _KIN_OF_END
                         + r")\b"
                         r"|" + _PLACE_ASIDES + r"((?:(?:su|sus|un|una|dos|tres|la|el|los|las)\s+)?" + _ES_KIN + r"(?:\s+(?:de|del)\s+"
                         r"(?:[^,.;:()]|\.(?=\s+[A-Z])){1,40}?" + _KIN_OF_END + r")?)\b", I)
# "al mayor retirado Orlando Pinto": a rank before the name the personal "a" takes
# Portuguese has no personal "a": "prendeu na terça-feira (9), em Boa Vista, um sargento" (the asides, set off by
# commas, end at the object)
_PT_PLACE_ASIDES = r"(?:\s*,?\s*(?:em|perto\s+de|no|na|nos|nas|nesta|neste)\s+[^,.;:\"“”]{1,40}?)+?\s*,\s+(?:(?:o|a|os|as)\s+)?"
_OBJECT_AFTER_ASIDES = re.compile(r"(?:" + _PLACE_ASIDES + r"(?:(?:" + RANK_ALT + r")\s+(?:retirad[oa]s?\s+|\(r\)\s+)?)?"
                                  r"|" + _PT_PLACE_ASIDES + r"(?:(?:" + RANK_ALT + r")\s+(?:venezuelan[oa]s?\s+)?)?)", I)


def _arrested_named(text: str, group: Sequence[_Trigger], mentions: Sequence[ActorMention]) -> tuple[Actor, ...]:
    """Who an active arrest names after its verb, past the places it was made in; () when none."""
    t = group[-1]
    if t.event_type != "arrest" or _PASSIVE_BEFORE.search(text, 0, group[0].start):
        return ()
    kin = _KIN_OBJECT_AFTER.match(text, t.end)
    if kin:
        return (Actor(kin.group(1) or kin.group(2), "individual"),)
    named = [m for m in mentions if t.end < m.start <= t.end + 120
             and _OBJECT_AFTER_ASIDES.fullmatch(text, t.end, m.start)]
    return named[0].actors if named else ()


# "detuvieron a la esposa de Quintero", "al hermano del sargento Pérez": a relative of someone named, held
_NAMED_ONES_KIN = re.compile(r"\s+(?:a\s+)?(?P<kin>(?:la|el|los|las|al)\s+" + _ES_KIN + r"\s+(?:de|del)\s+"
                             r"(?:[a-záéíóúñ]+\s+){0,2}?(?-i:[A-ZÁÉÍÓÚ][a-záéíóúñ][\w-]*)(?:\s+(?-i:[A-ZÁÉÍÓÚ][a-záéíóúñ][\w-]*))?)", I)


def _named_ones_kin(text: str, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """The relative an active arrest takes right after its verb, though the one named in it is an actor
    of the story ("la esposa de Quintero" is not Quintero)."""
    t = group[-1]
    if t.event_type != "arrest" or _PASSIVE_BEFORE.search(text, 0, group[0].start):
        return ()
    kin = _NAMED_ONES_KIN.match(text, t.end)
    return (Actor(_without_personal_a(kin["kin"]), "individual"),) if kin else ()


def _forces_coming(event: Event) -> bool:
    """"Agents came to the house and took his brother", "llegaron a la casa y se llevaron a": the
    arresters' coming is the arrest's, not a move of the story's people."""
    return event.event_type in ("relocation", "border_crossing") and bool(event.actors) \
        and all(_SECURITY_FORCES.search(a) for a in event.actors)


_KIN_OF = re.compile(rf"\b(?:{_KIN_WORDS}|esposa|esposo|madre|padre|padres|hij[oa]s?|familia|familiares|parientes|"
                     r"herman[oa]s?|novia|prim[oa]s?|abuel[oa]s?)\s+(?:de|del|of)\s+(?:(?:la|el|the|his|her|their)\s+)?$", I)


def _journey_end(facts: _SentenceFacts, group: Sequence[_Trigger], waypoints: dict) -> dict:
    """"flew from Bogotá on May 9 and asked for protection at Barajas airport", "was arrested at the
    airport": a journey abroad told only by where it began ended where the movers next ask or are held.
    (Leaving home and being caught over the border is a crossing, which keeps its own places.)"""
    origin = waypoints.get("origin")
    if origin is None or origin.place.country_code in ("", HOME_COUNTRY) \
            or waypoints.get("destination") is not None or waypoints.get("via") is not None:
        return waypoints
    last = max(t.end for t in group)
    then = next((t for t in _live(facts) if t.start >= last and t.event_type in ("asylum", "arrest")), None)
    if then is None:
        return waypoints
    there = _specific([u for u in facts.uses if u.start > then.end and u.role == "loc" and u.place.kind != "country"
                       and u.place.country_code != origin.place.country_code])
    return {**waypoints, "destination": there} if there is not None else waypoints


# Men who say what they were before the move they tell: "said they had been soldiers in Zulia and had crossed the
# river", "dijeron que eran guardias nacionales y que cruzaron", "disseram que eram militares e que atravessaram"
_AVOWED_SOLDIERS = re.compile(
    r"\b(?:(?:they|he|she)\s+(?:had\s+been|were|was)|(?:que\s+)?(?:eran|era|hab[ií]an?\s+sido|eram|tinham?\s+sido))\s+"
    r"(?:(?:former|army|navy|national|ex-?)\s+)?(?:soldiers?|soldados|guardsm[ae]n|guardias|guardas|sailors?|"
    r"marineros|marinheiros|militares|sergeants?|sargentos|corporals?|cabos|officers?|oficiales|oficiais|policemen|"
    r"polic[ií]as|policiais)\b", I)


# ... or the mover set among soldiers right after the move: "crossed on Feb. 23 over the bridge, one of dozens of
# guardsmen who ran across that day", "uno de los cientos de militares que cruzaron", "um dos militares que"
_ONE_OF_SOLDIERS = re.compile(
    r",\s*(?:one\s+of|uno\s+de|um\s+dos)\s+(?:the\s+|l[oa]s\s+)?(?:(?:dozens|hundreds|scores|decenas|cientos|centenas|"
    r"dezenas)\s+(?:of|de)\s+|[\d.,]+\s+|many\s+|several\s+)?(?:(?:other|former|venezuelan|otr[oa]s|venezolan[oa]s|"
    r"venezuelan[oa]s)\s+)?(?:soldiers|soldados|guardsmen|guardias|guardas|sailors|marineros|marinheiros|militares|"
    r"troops|deserters|desertores)\b", I)


def _avowed_soldiers(facts: _SentenceFacts, group: Sequence[_Trigger]) -> bool:
    """The movers say, before the move, that they were soldiers, or are set among soldiers right after it:
    their crossing is a desertion too."""
    text = facts.sentence.text
    return _AVOWED_SOLDIERS.search(text, 0, group[0].start) is not None \
        or _ONE_OF_SOLDIERS.search(text, group[0].end) is not None


def _relatives_of(facts: _SentenceFacts, actors: Sequence[Actor]) -> bool:
    """"La esposa, la madre y los tres hijos del teniente coronel X cruzaron": the officer is named
    as whose family moves; the movers are civilians."""
    text = facts.sentence.text
    return any(set(m.actors) & set(actors) and _KIN_OF.search(text, max(0, m.start - 40), m.start)
               and not _SOLDIER_WHO_AFTER.match(text, m.end) for m in facts.mentions)


# "Es la madre del sargento X, que el 23 de febrero corrió por el puente", "the mother of Sgt. X, who ran": the
# relative clause after the soldier's name tells what he did, not his family
_SOLDIER_WHO_AFTER = re.compile(r"\s*,\s*(?:que|quien|quienes|who)\b", I)


# Relatives who move on their own: "His wife and two sons crossed", "La esposa y los tres hijos del cabo
# cruzaron", "a mulher e os filhos do sargento cruzaram". Brothers and cousins are left out: they may be
# soldiers themselves ("His brother, a private, deserted").
_MOVING_KIN = (r"(?:wife|husband|family|children|sons?|daughters?|kids|boys|girls|baby|mother|father|parents|in-laws|"
               r"esposa|esposo|mujer|familia|hij[oa]s?|madre|padre|padres|ni[ñn][oa]s|beb[ée]|suegr[oa]s?|"
               r"mulher|marido|fam[ií]lia|filh[oa]s?|m[ãa]e|pai|pais|crian[çc]as|beb[êe]|sogr[oa]s?)")
_KIN_DETERMINER = (r"(?:(?:the\s+)?[\w.-]+['’]s?\s+|"
                   r"(?:his|her|their|the|la|el|los|las|su|sus|a|o|os|as|sua|seu|suas|seus)\s+)")
_KIN_PHRASE_TAIL = (r"(?:[\w-]+\s+){0,2}?" + _MOVING_KIN + r"\b(?:\s+(?:menor(?:es)?|mayor(?:es)?|peque[ñn][oa]s?|"
                    r"ca[çc]ula|embarazada|gr[áa]vida|mais\s+nov[oa]s?|mais\s+velh[oa]s?))?(?:\s+(?:de|del|do|da|of)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+)?"
                    # "His wife, Ana, 31, and", "sus dos hijos, de 4 y 7 años,"
                    r"(?:\s*,\s*(?:[\w.-]+\s+){0,4}?[\w.-]+(?:\s*,\s*(?:[\w.-]+\s+){0,4}?[\w.-]+)?\s*,)?")
_KIN_MOVERS = re.compile(
    r"\b(?P<who>" + _KIN_DETERMINER + _KIN_PHRASE_TAIL
    + r"(?:(?:\s*,\s*|\s*,?\s+(?:and|y|e)\s+)" + _KIN_DETERMINER + r"?" + _KIN_PHRASE_TAIL + r"){0,3})"
    r"\s+(?:(?:also|later|then|finally|eventually|too|had|have|has|were|was|ya|tambi[ée]n|luego|despu[ée]s|"
    r"finalmente|hab[ií]an?|han|ha|lograron|logr[óo]|pudieron|pudo|consiguieron|tamb[ée]m|depois|j[áa]|"
    r"conseguiram|conseguiu|tinham|tinha|foram|foi|se)\s+){0,2}$", I)
_KIN_MOVE_TYPES = frozenset({"border_crossing", "relocation", "asylum"})
# What ties a relative to someone named before: "the sergeant, his wife and", "he and his wife", "with his wife".
_KIN_TIED_BEFORE = re.compile(r"(?:,|\band|\by|\be|\bwith|\bcon|\bcom|\bfor|\bpara|\bof|\bde|\bdo|\bda)\s*$", I)


# A relative told by a relative clause right after the kin word: "dijo la esposa, que se mudó el jueves a Maracaibo",
# "his wife, who moved to Maracaibo". Only a bare kin word: after "la esposa del sargento X," the clause may be his.
_KIN_WHO_MOVED = re.compile(r"\b(?P<who>" + _KIN_DETERMINER + r"(?:[\w-]+\s+)?" + _MOVING_KIN
                            + r")\s*,\s*(?:que|quien|quienes|who)\s+$", I)


def _kin_moving(text: str, start: int, event_type: str) -> re.Match[str] | None:
    """The relatives who are the subject of a movement verb starting at `start`, if any."""
    if event_type not in _KIN_MOVE_TYPES:
        return None
    found = _KIN_MOVERS.search(text, max(0, start - 160), start) or _KIN_WHO_MOVED.search(text, max(0, start - 60), start)
    if found is None or _KIN_TIED_BEFORE.search(text, max(0, found.start() - 8), found.start()) \
            and not _TIME_BEFORE_KIN.search(text, 0, found.start()) or _COPULA_BEFORE.search(text, 0, found.start()):
        return None
    return found


# "Es la madre del sargento X, que corrió por el puente", "She is the wife of Sgt. X, who swam": the relative named
# after a copula says who she is; the verb in the clause after the soldier's name is his
_COPULA_BEFORE = re.compile(r"(?:^|[.;:]\s)\W*(?:(?:ella|[ée]l|ela|ele|she|he)\s+)?(?:es|era|fue|[ée]|foi|is|was)\s+$", I)


# An opening time phrase is no one the relatives are tied to: "El domingo, la esposa ...", "On May 11, his wife".
# (also two of them: "Dos días después, el lunes 8, la familia ...", "Dois dias depois, na segunda-feira (8), a família")
_TIME_BEFORE_KIN = re.compile(r"^\W*(?:(?:[\w()-]+\s+){0,4}[\w()-]+\s*,\s*){1,2}$")


def _kin_actors(actors: Sequence[str]) -> bool:
    """Whether an event's actors are all relatives named as movers ("his wife and two sons")."""
    return bool(actors) and all(_KIN_NAMED.search(a) for a in actors)


_KIN_NAMED = re.compile(rf"\b{_MOVING_KIN}\b", I)
_KIN_PLURAL = re.compile(r"\s(?:and|y|e)\s|\b(?:children|sons|daughters|kids|boys|girls|parents|in-laws|family|hij[oa]s|"
                         r"padres|ni[ñn][oa]s|familia|filh[oa]s|pais|crian[çc]as|fam[ií]lia)\b", I)


def _kin_only(actors: Sequence[Actor]) -> bool:
    """Whether the actors are all civilian relatives named as movers ("la mujer", "his wife and sons")."""
    return bool(actors) and all(not a.military and _KIN_NAMED.search(a.name) for a in actors)


_APPOSITION_OPENING = re.compile(r",\s*(?:(?:a|an|un|una|um|uma|the|el|la|o)\s+)?$", I)


def _soldier_apposed(text: str, kin: re.Match[str], mentions: Sequence[ActorMention]) -> bool:
    """"His son, a National Guard sergeant, crossed": a relative who is a soldier moves as one."""
    return any(kin.start("who") < m.start < kin.end("who") and any(a.military for a in m.actors)
               and _APPOSITION_OPENING.search(text, kin.start("who"), m.start) for m in mentions)


def _with_kin_movers(text: str, triggers: Sequence[_Trigger], mentions: Sequence[ActorMention]) \
        -> tuple[ActorMention, ...]:
    """The sentence's actor mentions, with relatives who move named as the movers ("a família do
    sargento chegou": the family, not the sergeant, who made no journey)."""
    found: list[ActorMention] = []
    for t in triggers:
        kin = _kin_moving(text, t.start, t.event_type) or _kin_chain_subject(text, t, triggers) \
            if t.kind not in ("carry", "grant") else None
        if kin is None or any(m.start == kin.start("who") for m in found) or _soldier_apposed(text, kin, mentions):
            continue
        who = kin.group("who")
        actor = Actor(who, "group" if _KIN_PLURAL.search(who) else "individual")
        found.append(ActorMention(kin.start("who"), kin.end("who"), who, (actor,)))
    if not found:
        return tuple(mentions)
    kept = [m for m in mentions if not any(k.start <= m.start < k.end for k in found)]
    return tuple(sorted([*kept, *found], key=lambda m: m.start))


# The joint between two verbs of one subject: "se presentó en la oficina de Migración y pidió refugio", "se
# apresentou à PF para pedir refúgio", "went to the migration office and asked for asylum".
_CHAIN_JOINT = re.compile(r"^[^.;:?!\"“”()]{0,90}?\s(?:y|e|and|para|to)\s+(?:(?:luego|despu[ée]s|then|later|depois)\s+)?$", I)


_OWN_PURPOSE = re.compile(r"para\s", I)  # a request read from its purpose's "para" on (`_FIRST_PURPOSE`)


def _kin_chain_subject(text: str, trigger: _Trigger, triggers: Sequence[_Trigger]) -> re.Match[str] | None:
    """The relatives named as the subject of an earlier verb that the request for refuge is joined to
    ("la familia se presentó en Migración para solicitar refugio"): they asked, not the soldier."""
    if trigger.event_type != "asylum":
        return None
    for before in triggers:
        joint = text[before.end:trigger.start] + ("para " if _OWN_PURPOSE.match(text, trigger.start) else "")
        if before.end <= trigger.start and _CHAIN_JOINT.match(joint) \
                and not any(before.end <= t.start < trigger.start for t in triggers):
            return _kin_moving(text, before.start, "asylum")
    return None


def _gives_up_after(facts: _SentenceFacts, group: Sequence[_Trigger], movers: Sequence[Actor]) -> bool:
    """No defection yet, or only the movers giving themselves up at the end of their crossing ("cruzó
    ... hasta Puerto Carreño, donde se presentó ante la Armada"): one desertion, of the crossing."""
    if not group:
        return True
    text = facts.sentence.text
    if _unowned_nouns(facts, group):
        return True  # "the first defections came on Feb. 24, when two soldiers ran across the bridge"
    return _surrender_only(group) and bool(set(movers) & set(
        _actors_for(group, facts.mentions, _scope(facts, group), text)))


def _unowned_nouns(facts: _SentenceFacts, group: Sequence[_Trigger]) -> bool:
    """Only desertion nouns whose deserters the sentence names with another verb ("the first defections
    came when two soldiers ran across the bridge"): the movers' verb tells the desertion."""
    return bool(group) and all(t.kind == "noun" for t in group) \
        and not _actors_for(group, facts.mentions, _scope(facts, group), facts.sentence.text)


_FOREIGN_FORCES = re.compile(_FOREIGN_FORCES_TEXT, I)


def _surrender_abroad(facts: _SentenceFacts, group: Sequence[_Trigger], ctx: _Context) -> dict | None:
    """"Dos guardias se entregaron a militares brasileños en Pacaraima": giving oneself up to another
    country's forces ends a crossing; its waypoints (the bridge, the foreign town), else None."""
    text = facts.sentence.text
    if not group or not _surrender_only(group) or not any(_to_foreign_forces(text, t) for t in group):
        return None
    uses = [u for u in facts.uses if u.start > group[0].end and u.role in ("loc", "dest", "via")]
    via = _specific([u for u in uses if u.place.kind in CROSSING_KINDS])
    dest = _specific([u for u in uses if u.place.kind not in CROSSING_KINDS
                      and u.place.country_code not in ("", HOME_COUNTRY)])
    return _infer_origin({"origin": None, "destination": dest, "via": via}, ctx)


_OWN_TO = re.compile(r"\s+(?:to|at|before)$", I)


def _to_foreign_forces(text: str, t: _Trigger) -> bool:
    """Whether another country's forces are named as those given up to, after the trigger or after its own "to"
    ("presented himself to Colombian police": the trigger holds the "to")."""
    own = _OWN_TO.search(text, t.start, t.end)
    return _FOREIGN_FORCES.match(text, t.end) is not None \
        or own is not None and _FOREIGN_FORCES.match(text, own.start()) is not None


def _surrender_only(group: Sequence[_Trigger]) -> bool:
    """No desertion word in the group but giving oneself up ("se presentó ante", "handed himself over")."""
    return all(t.kind == "surrender" for t in group)


# Migrants and families on the move are the background of this story, not its events.
_CIVILIAN_MOVERS = re.compile(r"\b(?:migrants|migrantes|refugees|refugiados|families|familias|civilians|"
                              r"residents|villagers)\b", I)


def _civilians_moving(event: Event) -> bool:
    return event.event_type in ("defection", "border_crossing", "relocation") and bool(event.actors) \
        and all(_CIVILIAN_MOVERS.search(a) for a in event.actors) or _kin_at_home(event) or _march_route(event)


# A march told by its route: "La movilización salió del parque Santander y recorrió la avenida Cero", "The march set
# off from the cathedral", "A passeata saiu da praça": the protest's way through town, nobody's move
_MARCH_SETS_OFF = re.compile(r"^\W*(?:la|el|the|a|o)\s+(?:movilizaci[oó]n|marcha|caravana|manifestaci[oó]n|protesta|"
                             r"caminata|march|rally|procession|protest|demonstration|mobiliza[çc][ãa]o|passeata|caminhada|"
                             r"manifesta[çc][ãa]o)\s+(?:[\w-]+\s+){0,3}?(?:sali[óo]|parti[óo]|arranc[óo]|recorri[óo]|"
                             r"lleg[óo]|avanz[óo]|left|set\s+off|started|moved|went|reached|saiu|partiu|percorreu|"
                             r"chegou|seguiu)\b", I)


def _march_route(event: Event) -> bool:
    return event.event_type == "relocation" and _MARCH_SETS_OFF.match(event.evidence) is not None


def _kin_at_home(event: Event) -> bool:
    """"his wife and infant son live in Tumeremo": where relatives live is no move of anyone's."""
    return event.event_type == "relocation" and _kin_actors(event.actors) \
        and _HOME_OF_KIN.search(event.evidence) is not None


# (or stayed behind: "su esposa y su hija se quedaron en Barinas")
_HOME_OF_KIN = re.compile(r"\b(?:live|lives|living|viven?|moram?|mora|se\s+qued(?:ó|aron))\s+(?:in|en|em)\b", I)


def _evicted_before(event_type: str, group: Sequence[_Trigger], previous: _SentenceFacts | None,
                    text: str) -> tuple[Actor, ...]:
    """"Veinte exmilitares pasaron la noche en una finca tras ser desalojados. El desalojo ocurrió el martes":
    an eviction told as a happening moved the subject told just before; so does a "where they had been
    taken" whose sentence names nobody ("ordenó su reclusión en Boleíta, adonde ya habían sido trasladados")."""
    if event_type != "relocation" or previous is None \
            or not (group[0].kind == "noun" or group[0].kind == "carry" and _WHERE_TAKEN.match(text, group[0].start)):
        return ()
    told = [m for m in previous.mentions if m.role == "subject" and not m.in_quote and m.actors]
    return told[0].actors if told else ()


# the place a carrying took its men to, then what they did there: "los trasladó a Riohacha, donde el lunes"
_WHERE_AFTER_CARRY = re.compile(r",?\s*(?:where|donde|onde)\b[^,;:.]*$", I)
# a "where" clause whose subject is left out, up to its verb: ", donde este lunes presentó", ", donde se presentó ante
# la Policía colombiana y pidió"
_WHERE_CLAUSE_BEFORE = re.compile(r",\s*(?:donde|onde)\b[^;:.]*$", I)


def _where_clause_movers(facts: _SentenceFacts, group: Sequence[_Trigger], events: Sequence[tuple[Event, bool]]) \
        -> tuple[Actor, ...]:
    """"Fue llevado a Cúcuta, donde este lunes presentó su solicitud de refugio", "llegó a Arauca, donde se presentó
    ante la Policía y pidió protección": a Spanish or Portuguese "where" clause with its subject left out is about
    the ones the sentence has just moved there."""
    if not _WHERE_CLAUSE_BEFORE.search(facts.sentence.text, 0, group[0].start):
        return ()
    moved = [e for e, _ in events if e.event_type in ("border_crossing", "relocation") and e.actors]
    return tuple(Actor(name, "individual") for name in moved[-1].actors) if moved else ()


def _carried_there(facts: _SentenceFacts, group: Sequence[_Trigger], previous: _SentenceFacts | None) \
        -> tuple[Actor, ...]:
    """"Migración los trasladó a Riohacha, donde el lunes pidieron refugio": the ones carried there act in
    the "where" clause whose subject is left out."""
    text = facts.sentence.text
    carry = next((t for t in reversed(facts.triggers) if t.kind == "carry" and t.status and t.end <= group[0].start), None)
    if carry is None or not _WHERE_AFTER_CARRY.search(text, carry.end, group[0].start):
        return ()
    return _arrested_object(text, [carry], previous, facts.mentions)


def _event_for_group(facts: _SentenceFacts, event_type: str, group: Sequence[_Trigger], ctx: _Context,
                     waypoints: dict | None, previous: _SentenceFacts | None = None,
                     movers: tuple[Actor, ...] = ()) -> tuple[Event, bool] | None:
    text = facts.sentence.text
    scope = _scope(facts, group)
    actors = _relative_held_first(text, group) or _named_ones_kin(text, group) \
        or _clitic_carried(facts, group, previous) or _actors_for(group, facts.mentions, scope, text) \
        or _dropped_subject(facts, group, previous, ctx) or _taken_relative(text, group) or _held_relative(text, group) \
        or _whose_home(text, group) \
        or _arrested_named(text, group, facts.mentions) or _arrested_object(text, group, previous, facts.mentions) \
        or _passive_subject(facts, group) or _evicted_before(event_type, group, previous, text) \
        or _carried_there(facts, group, previous) or _request_makers(facts, group, previous) \
        or _request_owners(facts, group, previous) or movers
    if event_type in ACTOR_REQUIRED and not actors or event_type == "defection" and _kin_only(actors):
        return None  # "la familia se presentó ante Migración": relatives giving themselves up desert nothing
    if waypoints is not None and event_type in MOVEMENT_TYPES:
        after = min(t.end for t in group)
        near = _specific([u for u in _outside_set_off_clause(text, group, facts.uses)
                          if scope[0] <= u.start < scope[1] and u.role == "loc"
                          and (u.near or (event_type == "border_crossing" and u.start > after))
                          and not (event_type == "relocation" and u.start < group[0].start)
                          and not _place_left(group, u, waypoints.get("destination"))
                          and not _served_abroad(group, u, waypoints.get("destination"))])  # the crossing's
        via = waypoints.get("via")
        if event_type == "relocation" and via is not None and (via.place.kind == "country" or (
                (via.place.kind == "river" or via.start < group[0].start) and waypoints.get("destination") is not None)):
            via = None  # "reached Lima after crossing Ecuador", "taken down the river to Puerto Carreño",
            # "crossed at Paraguachón on April 8 and moved to Cúcuta in May": the crossing's point, told before
        dest = waypoints.get("destination")
        if event_type == "relocation" and via is not None and dest is not None and dest.end <= via.start \
                and via.place.kind not in CROSSING_KINDS and dest.place.kind not in ("country", "state", "region"):
            via = None  # "were driven to Cúcuta, on a road that passes through El Zulia": the town reached
        if via is not None and _third_country_river(via, dest):
            via = None  # "por el río Negro hasta San Felipe": a river a third country names, the town reached
        use = via or near or dest or waypoints.get("origin")
        if use is not None and use is waypoints.get("origin") and (
                _LANDED.match(text, group[0].start) or _arrived_from(text, group, use, facts.uses)):
            use = _receiving_place(facts, ctx)  # "landed on a flight from Bogotá": not where it took off
            use = None if use is not None and use.place == waypoints["origin"].place else use
        if use is None and event_type == "border_crossing":
            use = _receiving_place(facts, ctx) or _side_reached(facts, ctx)  # "hasta llegar al lado brasileño"
        if event_type == "asylum" and use is None:
            use = _static_place(facts, group, event_type, None)
        if event_type == "asylum" and use is None:
            use = _side_reached(facts, ctx)
        if event_type == "asylum":
            use = _asked_side(facts, group, ctx, use)
        place = _place_fields(use)
        if event_type == "asylum" and waypoints.get("destination") is None and use is not None:
            waypoints = {**waypoints, "destination": use}
    else:
        use = _static_place(facts, group, event_type, waypoints or _movement_of(facts, ctx)) \
            or next(iter(_here_use(text, ctx.dateline)), None)  # "outside a hotel in this border city"
        if event_type in ("arrest", "violence", "asylum") and use is None:
            use = _arrival_opening_place(facts, group)
        if event_type == "asylum" and use is None:
            # "Al llegar a la orilla colombiana pidieron protección", "asked at the offices of Peru's commission"
            use = _side_reached(facts, ctx) or _asked_of_a_country(facts, group)
        if event_type in ("arrest", "violence") and use is not None and use.place.country_code not in ("", HOME_COUNTRY) \
                and _IN_HOME_CUSTODY.match(text, group[0].start, group[-1].end + 90):
            use = None  # "a vigil in Cúcuta for the captain who died in the custody of the DGCIM": not in Cúcuta
        if event_type == "asylum":
            use = _asked_side(facts, group, ctx, use)
        place = _place_fields(use)
        waypoints = {"destination": use} if event_type == "asylum" and use is not None else {}
        if event_type == "protest" and use is not None and re.search(r"\bmarch", text[group[0].start:group[-1].end], I):
            waypoints = {"destination": use} if use.role == "dest" else {}
    if event_type == "protest" and not place:
        dest = _specific([u for u in facts.uses if scope[0] <= u.start < scope[1] and u.role == "dest"])
        if dest is not None:
            place, waypoints = _place_fields(dest), {"destination": dest}
        elif (start := _march_start(facts, scope)) is not None:
            place, waypoints = _place_fields(start), {"origin": start}
    # "has been hiding inside a foreign embassy for a week": the stay's own length dates it, not the sentence's other times
    when = (_stay_length_began(text, group, ctx.article) if event_type == "asylum" else None) \
        or (_day_before_noun(facts, group) if event_type == "uprising" else None) \
        or _crossing_day(facts, event_type, group) \
        or _pick_date(text, group, facts.dates, facts.triggers)
    # "this year" names the story's year: the event has no date, and takes none from the sentences around it
    known = None if when is not None and _this_year_only(when, facts.dates) else when
    event = _make_event(facts, event_type, group, ctx, actors, known, place, waypoints)
    return event, when is None


def _crossing_day(facts: _SentenceFacts, event_type: str, group: Sequence[_Trigger]) -> FuzzyDate | None:
    """A desertion told by a crossing and by giving oneself up at its end ("cruzó el miércoles 8 ... y llegó a
    Cúcuta, donde al día siguiente se presentó ante Migración") is on the crossing's day, not the later one of
    the giving up; None when the sentence dates no crossing before the giving up."""
    if event_type != "defection" or not any(t.kind == "surrender" for t in group):
        return None
    crossed = [t for t in group if t.kind != "surrender"] or [
        t for t in facts.triggers if t.kind == "cross" and t.status == "occurred" and t.end <= group[0].start]
    if not crossed:
        return None
    when = _pick_date(facts.sentence.text, crossed, facts.dates, facts.triggers)
    given_up = _pick_date(facts.sentence.text, group, facts.dates, facts.triggers)
    return when if when is not None and given_up is not None and when.value < given_up.value else None


# "the April 30 uprising", "Tuesday's failed revolt": the day right before the noun is the revolt's own
_DAY_THEN_NOUN = re.compile(r"(?:['’]s?)?\s+(?:(?:failed|short-lived|abortive|attempted|brief|military|civic-military)\s+)?",
                            I)


def _day_before_noun(facts: _SentenceFacts, group: Sequence[_Trigger]) -> FuzzyDate | None:
    """The date that names a revolt told by its noun ("after the April 30 uprising"), whatever else the
    sentence dates."""
    first = group[0]
    if first.kind != "noun":
        return None
    return next((d.date for d in facts.found_dates if d.date is not None and d.end <= first.start
                 and _DAY_THEN_NOUN.fullmatch(facts.sentence.text, d.end, first.start)), None)


_SET_OFF_FROM = re.compile(r"\b(?:set\s+(?:off|out)|started|marched|walked|left|salieron|sali[óo]|partieron|parti[óo]|"
                           r"arrancaron|marcharon|caminaron|sa[íi]ram|partiram)\s+(?:from|de|del|desde|do|da)\b[^,;.]{0,30}$", I)


def _march_start(facts: _SentenceFacts, scope: Span) -> _PlaceUse | None:
    """"Salieron del parque de Villa del Rosario el lunes con pancartas": a march told by where it set
    off from, and by nothing else, is placed there."""
    text = facts.sentence.text
    return _specific([u for u in facts.uses if scope[0] <= u.start < scope[1] and u.role in ("origin", "other")
                      and u.place.kind != "country" and _SET_OFF_FROM.search(text, max(0, u.start - 40), u.start)])


_JOINED_THE_REVOLT_RE = re.compile(_JOINED_THE_REVOLT, I)
_STOOD_WITH_GUAIDO_RE = re.compile(_STOOD_WITH_GUAIDO, I)


def _joined_on_revolt_day(facts: _SentenceFacts, group: Sequence[_Trigger],
                          events: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """A desertion told only by joining the revolt took place when and where the revolt the sentence tells did:
    "seis soldados que se sumaron al levantamiento del 30 de abril abandonaron la sede ... y cruzaron por Pacaraima"
    broke with Maduro in Caracas on April 30, not where they crossed months on."""
    revolt = next((e for e, _ in events if e.event_type == "uprising"), None)
    if revolt is None or not group or not _only_joined(facts.sentence.text, group):
        return events
    fields = {"date": revolt.date, **{k: getattr(revolt, k) for k in _PLACE_FIELDS}}
    return [(replace(e, **fields), undated and revolt.date is None) if e.event_type == "defection" else (e, undated)
            for e, undated in events]


def _joined_by_soldiers(facts: _SentenceFacts, group: Sequence[_Trigger]) -> bool:
    """A desertion told only by joining the revolt ("joined Guaidó's failed uprising", "se sumó al alzamiento") is
    one when those who joined are soldiers, not the crowds who joined it too."""
    text = facts.sentence.text
    if not _only_joined(text, group):
        return True
    if any(_WHEN_JOINED.search(text, max(0, t.start - 80), t.start) for t in group):
        return False  # "since April 30, when a few dozen troops joined Guaidó's revolt": what the day was, background
    if any(_STOOD_WITH_GUAIDO_RE.match(text, t.start) and _rebels_named_as_background(text, t.start) for t in group):
        return False
    return any(a.military for a in _actors_for(group, facts.mentions, _scope(facts, group), text))


def _only_joined(text: str, group: Sequence[_Trigger]) -> bool:
    """Whether every trigger of the group tells a joining of the revolt ("joined Guaidó's failed uprising")."""
    return all(_JOINED_THE_REVOLT_RE.match(text, t.start) or _STOOD_WITH_GUAIDO_RE.match(text, t.start) for t in group)


_WHEN_JOINED = re.compile(r"\b(?:when|cuando|quando)\s+(?:[\w'’-]+\s+){0,6}$", I)
# The rebels of April 30 named as a known group: "the handful of troops who stood with Guaidó", "sumarse a los
# militares que acompañaron a Guaidó", "día en que un grupo de militares acompañó a Guaidó"
_REBELS_WHO = re.compile(r"\b(?:the|los|las|os|as)\s+(?:[\w-]+\s+){0,3}?(?:soldiers|troops|officers|guardsmen|men|"
                         r"militares|soldados|uniformados|oficiales|efectivos|oficiais)\s+(?:who|that|que)\s+$"
                         r"|\b(?:day\s+(?:when|on\s+which)|d[ií]a\s+(?:en\s+)?(?:que|el\s+que)|dia\s+em\s+que)\s+"
                         r"(?:[\w'’-]+\s+){0,6}$", I)
# ... unless the one told of is one of them: "was among the soldiers who", "one of the uniformed men who"
_AMONG_THE_REBELS = re.compile(r"\b(?:among|one\s+of|entre|un[oa]\s+de|um\s+dos|uma\s+das)\s+$", I)


def _rebels_named_as_background(text: str, start: int) -> bool:
    """"the images were of the handful of troops who stood with Guaidó on April 30": the rebels named as a known
    group, no desertion told; "Capt. X was among the soldiers who gathered with Guaidó" tells his."""
    found = _REBELS_WHO.search(text, max(0, start - 80), start)
    return found is not None and not _AMONG_THE_REBELS.search(text, max(0, found.start() - 20), found.start())


def _passive_subject(facts: _SentenceFacts, group: Sequence[_Trigger]) -> tuple[Actor, ...]:
    """"X was taken across the river ... and handed over to agents of the DGCIM": a participle joined by
    "and" to a passive shares the passive's subject, told before its auxiliary."""
    text = facts.sentence.text
    if not _AND_BEFORE_PARTICIPLE.search(text, 0, group[0].start):
        return ()
    auxiliary = next(reversed(list(_PASSIVE_AUXILIARY.finditer(text, 0, group[0].start))), None)
    subjects = [m for m in facts.mentions if auxiliary is not None and m.end <= auxiliary.start()
                and m.role == "subject" and m.actors and not m.in_quote]
    return subjects[-1].actors if subjects else ()


def _request_makers(facts: _SentenceFacts, group: Sequence[_Trigger], previous: _SentenceFacts | None) -> tuple[Actor, ...]:
    """"Sete militares ... pediram refúgio. O pedido foi formalizado na segunda-feira (26)": a request for protection
    told by its paperwork alone, in the passive, with nobody's name on it, is the one the sentence before told its
    subject making."""
    if previous is None or not all(t.event_type == "asylum" and _REQUEST_NOUN.match(facts.sentence.text, t.start)
                                   for t in group):
        return ()
    subjects = [m for m in previous.mentions if m.role == "subject" and m.actors and not m.in_quote]
    return subjects[0].actors if subjects else ()


_REQUEST_NOUN = re.compile(r"(?:petici[oó]n|solicitud|pedido|solicita[çc]|request|application|claim)", I)


def _request_owners(facts: _SentenceFacts, group: Sequence[_Trigger], previous: _SentenceFacts | None) -> tuple[Actor, ...]:
    """"The five soldiers were taken to Anna Regina, where UNHCR registered their requests for asylum": a request
    an official handled, told by its owners' possessive, is that of the soldiers told before it (in its sentence,
    else the subject of the one before)."""
    text = facts.sentence.text
    if not group or not all(t.event_type == "asylum" and _POSSESSED_REQUEST.search(text, t.start, t.end) for t in group):
        return ()
    before = [m for m in facts.mentions if m.end <= group[0].start and m.actors and not m.in_quote
              and any(a.military for a in m.actors)]
    if before:
        return before[-1].actors
    subjects = [] if previous is None else [m for m in previous.mentions if m.role == "subject" and m.actors
                                            and not m.in_quote and any(a.military for a in m.actors)]
    return subjects[0].actors if subjects else ()


_POSSESSED_REQUEST = re.compile(r"\b(?:their|his|her|sus?|seus?|suas?)\s+(?:(?:asylum|refugee)\s+)?" + _REQUEST_NOUN.pattern, I)


_AND_BEFORE_PARTICIPLE = re.compile(r"\b(?:and|y|e)\s+(?:later\s+|then\s+|luego\s+|depois\s+)?$", I)
_PASSIVE_AUXILIARY = re.compile(r"\b(?:was|were|fue|fueron|foi|foram)\b", I)


# A Spanish finite verb in the past, which names its subject by its ending: "cruzó" one, "cruzaron" many.
# Portuguese too: "cruzou" one, "cruzaram" many.
# (Portuguese "saíram", "caíram": the accented plural of "sair", "cair")
_SPANISH_FINITE = re.compile(r"(?:(?:se|le|les|lhe|lhes)\s+)?\w+?(?P<plural>aron|ieron|eron|aram|eram|iram|íram)?"
                             r"(?(plural)|(?:ó|ió|ou|eu|iu))(?!\w)", I)


# What may come before a verb whose subject is left out: time phrases and adverbs ("Dos días después",
# "Al día siguiente", "Luego", "Allí"), not a noun phrase of its own ("Los heridos fueron trasladados").
_ADVERBIAL_WORD = re.compile(r"(?i:después|despues|luego|entonces|también|tambien|allí|alli|ahí|ahi|allá|alla|"
                             r"finalmente|posteriormente|más|mas|tarde|pronto|además|ademas|ya|incluso|al|a|el|la|"
                             r"de|del|en|ese|esa|este|esta|aquel|aquella|mismo|misma|siguiente|pasado|pasada|horas?|fue|fueron|"
                             r"se|le|les|y|pero|poco|tras|desde|dos|tres|cuatro|cinco|seis|siete|un|unos?|unas?|"
                             r"no|nunca|antes|las|los|media|medio|siete|ocho|nueve|diez|once|doce|"
                             # "El viernes 20 por la tarde se trasladaron", "pela manhã"
                             r"por|pela|pelo|"
                             # Portuguese: "Dois dias depois", "No dia seguinte", "Depois, foram levados"
                             r"depois|ent[ãa]o|l[áa]|ali|a[íi]|logo|j[áa]|ao|à|o|os|na|nesse|nessa|neste|nesta|naquele|naquela|"
                             r"mesmo|mesma|seguinte|foi|foram|lhe|lhes|e|mas|ap[óo]s|dois|duas|tr[êe]s|quatro|um|uma|"
                             r"n[ãa]o|em|dia|dias|semana|feira|antes|das|da|as|pouco|cinco|seis|sete|oito|nove|dez|"
                             r"onze|doze|meia|manh[ãa]|noite|cedo|passad[oa]|[úu]ltim[oa]|"
                             # "Na manhã deste domingo (24),", "Na noite do sábado,"
                             r"deste|desta|desse|dessa|do|no|daquele|daquela|"
                             # "Un día después de su llegada,", "No dia seguinte à sua chegada,": counted from a deed
                             r"su|sua|llegada|chegada|huida|fuga|captura|detenci[óo]n|deten[çc][ãa]o|"
                             # "Ese mismo mediodía cruzó", "Aquela meia-noite saiu": a time of the day
                             r"mediod[íi]a|medianoche|amanecer|anochecer|atardecer|alba|meio|meia|"
                             # "Al otro día cruzó", "Cuarenta y ocho horas después", "Dois dias mais tarde", "No outro dia"
                             r"otro|otra|outro|outra|mais|cuarenta|quarenta|veinte|vinte|veinticuatro|treinta|trinta|"
                             r"quince|quinze|semanas|d[íi]as|"
                             # the pluperfect's auxiliary: "La víspera había desertado", "tinha desertado"
                             r"hab[íi]a|hab[íi]an|tinha|tinham|havia|haviam|"
                             # "Cerca de la medianoche cruzó", "Hacia la madrugada salió", "Por volta da meia-noite
                             # atravessou", "Perto da madrugada saiu": about a time of the day
                             r"cerca|hacia|noche|madrugada|perto|volta)")
_SPANISH_PASSIVE = re.compile(r"\b(?:fue|foi|fo(?=ram\b))(?P<plural>ron|ram)?\s+(?:\w+mente\s+|despu[eé]s\s+|luego\s+|"
                              r"depois\s+|logo\s+)?$", I)


# "Al llegar a la orilla colombiana, pidieron protección", "Ao chegar a Pacaraima, pediram refúgio": an
# infinitive clause that opens the sentence shares the verb's left-out subject (so does "Nada más llegar a Tocumen,
# pidió refugio", "Nomás cruzar, se entregaron": "right on arriving", no negation)
_INFINITIVE_OPENING = re.compile(r"\W*(?:al|tras|despu[eé]s\s+de|luego\s+de|antes\s+de|ao|ap[óo]s|depois\s+de|"
                                 r"nada\s+m[aá]s|no\s+m[aá]s|nom[aá]s)\s+"
                                 r"(?:\w+(?:ar|er|ir)(?:se)?\b[^.;:\"“”]{0,60}?,?\s*"
                                 # "Tras una semana en Tulcán, viajó a Quito", "Após dois meses em Boa Vista, seguiu":
                                 # the length of a stay, which is the subject's too
                                 r"|(?:una?|uma|dos|dois|duas|tres|tr[êe]s|cuatro|quatro|unos|unas|uns|umas|algunos|algunas|"
                                 r"alguns|algumas|pocos|pocas|poucos|poucas|v[áa]rios|v[áa]rias)\s+(?:d[ií]as|semanas?|mes|meses|horas)"
                                 r"(?:\s+(?:en|em|no|na)\s+(?-i:[A-ZÁÉÍÓÚÑ][\w.’'-]*)(?:\s+(?:(?:de|del|do|da)\s+)?"
                                 r"(?-i:[A-ZÁÉÍÓÚÑ][\w.’'-]*)){0,3}"
                                 # (or a stay in a shelter, a hotel: "Depois de algumas semanas em um abrigo em Boa Vista,")
                                 r"|\s+(?:(?:en|em|no|na)\s+(?:un|una|um|uma|el|la|o|a)|num|numa)\s+(?:albergue|refugio|hotel|abrigo|"
                                 r"alojamiento|alojamento|campamento|acampamento|cuarto|quarto|casa|pensi[oó]n|pens[ãa]o)\b"
                                 r"[^,.;:\"“”]{0,60})?\s*,\s*)$", I)


# "Contó que desertó", "Relatou que atravessou": the subject tells it himself (an account named first, "Según su
# relato,", "Segundo o relato dos soldados,", is `_ATTRIBUTION_OPENING`'s, a source's like any other)
_OWN_ACCOUNT_OPENING = re.compile(r"\W*(?:cont|relat|narr|explic|asegur|afirm)(?:ó|ou)\s+que\s+|\W*(?:dijo|disse)\s+que\s+"
                                  # (also in the present a profile tells in: "Cuenta que desertó", "Conta que saiu")
                                  r"|\W*(?:cuent|cont|relat|narr|explic|asegur|afirm|recuerd|lembr)a\s+que\s+"
                                  r"|\W*(?:dice|diz)\s+que\s+"
                                  # "Según él, cruzó", "Según la información que él mismo entregó a Migración cuando
                                  # se registró, abandonó": what he told, in a pronoun or a clause with no other subject
                                  r"|\W*(?:seg[uú]n|segundo)\s+(?:él|ella|ele|ela)\s*,\s*"
                                  # "Según contó a la radio desde Cúcuta, no volvió", "Segundo relatou ao jornal, saiu"
                                  r"|\W*(?:seg[uú]n|segundo|conforme)\s+(?:cont|relat|narr|explic)(?:ó|ou)\b[^,.;:\"“”]{0,60},\s*"
                                  r"|\W*(?:seg[uú]n|de\s+acuerdo\s+con|segundo|conforme)\s+(?:la|el|las|los|a|o|as|os)\s+"
                                  r"(?:informaci[oó]n|informa[çc][ãa]o|datos|dados|declaraci[oó]n(?:es)?|declara[çc][ãa]o|"
                                  r"depoimento)\s+que\s+(?:(?:él|ella|ele|ela)\s+)?(?:mism[oa]\s+|mesm[oa]\s+)?"
                                  r"\w+(?:ó|ou|eu|iu)\b[^,.;:\"“”]{0,90},\s*", I)


# "A Lima llegaron el 1 de octubre", "A Boa Vista chegaram no sábado": the end put before the verb
_FRONTED_PLACE_OPENING = re.compile(r"\W*(?i:a|al|ao|à)\s+(?:[A-ZÁÉÍÓÚÑ][\w.’'-]*\s+(?:(?:de|del|do|da)\s+)?){1,4}"
                                    r"(?=(?i:lleg|arrib|cheg))")


def _fronted_place_end(text: str) -> int:
    opening = _FRONTED_PLACE_OPENING.match(text)
    return opening.end() if opening else 0


# "En Cúcuta, pidió protección", "Do outro lado, em Cúcuta, pediu protecção", "Al otro lado, se entregó": where
# the verb happened, set off by a comma before it
_PLACE_OPENING = re.compile(r"\W*(?:(?i:ya|j[áa]|luego|despu[ée]s|entonces|depois|ent[ãa]o)\s+(?=(?i:del|do|al|ao|en|em|no|na)\s))?"
                            # (after an adverb: "Ya en Villa del Rosario se dirigió a Migración", "Já do lado
                            # brasileiro pediu refúgio", "Luego en Maicao se presentó ante la Policía")
                            r"(?:(?i:del|do|al|ao|en\s+el|no)\s+(?:(?i:otro|outro)\s+lado(?:\s+\w+)?|"
                            r"(?i:lado)\s+(?i:colombiano|brasile[ñn]o|brasileiro))\s*,\s*|"
                            # (no comma: "Del otro lado pidió protección a la Policía")
                            r"(?i:del|do|al|ao|en\s+el|no)\s+(?i:otro|outro)\s+lado(?:\s+(?i:colombiano|brasile[ñn]o|brasileiro))?\s+|"
                            # ("Del lado colombiano se presentó ante Migración", "Do lado brasileiro pediu refúgio")
                            r"(?i:del|do|al|ao|en\s+el|no)\s+(?i:lado)\s+(?i:colombiano|brasile[ñn]o|brasileiro)\s+)?"
                            # (no comma either: "En Maicao se presentó ante Migración", "Em Pacaraima pediu refúgio")
                            r"(?:(?:(?i:en|em|no|na)\s+(?:[A-ZÁÉÍÓÚÑ][\w.’'-]*\s*(?:(?:de|del|do|da)\s+)?){1,4})(?:,\s*)?)?")


def _place_opening_end(text: str) -> int:
    return _PLACE_OPENING.match(text).end()


# "De Puerto Carreño seguiu de avião para Bogotá", "Desde Cúcuta viajó en bus a Bogotá": where the leg set off from,
# fronted, before a verb whose subject the sentence before told
_ORIGIN_OPENING = re.compile(r"\W*(?i:de|desde)\s+(?:[A-ZÁÉÍÓÚÑ][\w.’'-]*\s*(?:(?:de|del|do|da)\s+)?){1,4}"
                             r"(?:,\s*)?(?=(?i:[a-záéíóúñç]))")


def _origin_opening_end(text: str) -> int:
    opening = _ORIGIN_OPENING.match(text)
    return opening.end() if opening else 0


# A source named first: "Según la Policía de La Guajira, ...", "De acuerdo con Migración Colombia, ...", "Segundo a
# Polícia Federal, ...", "According to police, ..."
_ATTRIBUTION_OPENING = re.compile(r"\W*(?:seg[úu]n|segundo|conforme|de\s+acuerdo\s+con|de\s+acordo\s+com|according\s+to)\s+"
                                  r"[^,;:.\"“”]{1,80}?,\s*"
                                  # and a clause on the source ("Según su relato, que este diario verificó con dos
                                  # colegas, salió", "Segundo o seu relato, que o jornal confirmou com colegas, saiu")
                                  r"(?:(?:que|quien|quienes|o\s+qual|a\s+qual|which|who)\s+[^,;:.\"“”]{1,90}?,\s*)?", I)


def _attribution_opening_end(text: str) -> int:
    opening = _ATTRIBUTION_OPENING.match(text)
    return opening.end() if opening else 0


def _own_account_end(text: str) -> int:
    """Where the verb's clause starts after an opening that gives the left-out subject's own account."""
    opening = _OWN_ACCOUNT_OPENING.match(text)
    return opening.end() if opening else 0


# An opening that names the outlet or interview a left-out subject told his own account to: "Em declarações ao DN, no
# domingo, contou que", "En entrevista con Ecuavisa, relató que", "Ao jornal, disse que" (the outlet is no subject)
_INTERVIEW_OPENING = re.compile(r"\W*(?:(?:em|en|numa?|una?)\s+(?:declara[çc](?:[õo]es|[ãa]o)|declaraci[óo]n(?:es)?|"
                                r"entrevista|conversa(?:ci[óo]n)?)\s+(?:exclusiva\s+)?(?:a|à|ao|al|a\s+la|con|com)\s+|"
                                r"(?:ao|à|al|a\s+la)\s+)[^,;:.\"“”]{1,40},\s*"
                                # a time phrase of the telling after it: "no domingo,", "este lunes,"
                                r"(?:(?:no|na|el|este|esta|ontem|ayer|hoy|hoje)\b[^,;:.\"“”]{0,25},\s*)?", I)


def _interview_opening_end(text: str) -> int:
    """Where the verb's clause starts after an interview opening and the teller's own account ("Em declarações ao
    DN, contou que abandonou"), or 0."""
    opening = _INTERVIEW_OPENING.match(text)
    account = _OWN_ACCOUNT_OPENING.match(text, opening.end()) if opening else None
    return account.end() if account else 0


def _helper_opening_end(text: str) -> int:
    """Where the verb's clause starts after an opening that names who helped ("Com a ajuda de uma tia que vive em
    Estarreja, comprou bilhete em Bogotá", "Con la ayuda de un primo, tomó un bus", "With the help of a cousin,
    flew"): the helper is no subject, so the verb's is left out; nor are the papers he went with ("Con su pasaporte
    civil, que aún no había sido señalado, tomó un vuelo")."""
    opening = _HELPER_OPENING.match(text) or _PAPERS_OPENING.match(text)
    return opening.end() if opening else 0


_HELPER_OPENING = re.compile(r"\W*(?:with\s+(?:the\s+)?help\s+of|con\s+(?:la\s+)?ayuda\s+de|com\s+(?:a\s+)?ajuda\s+d[eoa]s?|"
                             r"gracias\s+a|gra[çc]as\s+a|thanks\s+to)\s[^,;:.\"“”]{1,80},\s*", I)
# "Con su pasaporte civil,", "Com o passaporte do irmão,", "With a forged passport,": the papers a left-out subject
# travelled on, and a clause on them ("que aún no había sido señalado,")
_PAPERS_OPENING = re.compile(r"\W*(?:con|com|with)\s+(?:su|sus|un|una|el|la|los|las|o|a|os|as|seu|sua|seus|suas|um|uma|"
                             r"his|her|their|an?|the)\s+(?:[\w-]+\s+){0,2}?(?:pasaportes?|passaportes?|passports?|"
                             r"c[ée]dulas?|visas?|vistos?|documentos?|papeles|pap[ée]is|papers)\b[^,;:.\"“”]{0,40},\s*"
                             r"(?:(?:que|which|that)\s+[^,;:.\"“”]{1,80},\s*)?", I)


def _time_opening_end(text: str, verb: int) -> int:
    """"Em 9 de março, dois dias depois do apagão, saiu do quartel": after a time phrase that opens the
    sentence and the asides after it, the verb's clause starts at the last comma before it."""
    first, last = text.find(",", 0, verb), text.rfind(",", 0, verb)
    if first <= 0 or not _DATE_CUE.search(text, 0, first):
        return 0
    timely = all(_ADVERBIAL_WORD.fullmatch(w.group()) or _DATE_CUE.match(w.group()) or _PERIOD_PART.fullmatch(w.group())
                 for w in _WORDS.finditer(text, 0, first)) or _COUNTED_DEED_OPENING.fullmatch(text, 0, first) is not None
    return last + 1 if timely else 0


# "Tres días después de dejar Barinas, cruzó", "Dois dias depois de sair do quartel, atravessou": a time counted from
# a deed told as an infinitive, whose subject is the one the verb after it leaves out
_COUNTED_DEED_OPENING = re.compile(r"\W*(?:[\w-]+\s+){1,2}(?:d[ií]as?|semanas?|meses|horas?)\s+(?:despu[ée]s|antes|depois|"
                                   r"ap[óo]s)\s+de\s+\w+(?:ar|er|ir)\b[^,;:.]*", I)


# "A mediados de marzo", "No fim de maio", "In early April": the part of a month a time phrase names
_PERIOD_PART = re.compile(r"(?i:mediados|principios|comienzos|inicios|finales|fines|meados|in[íi]cio|fim|final|"
                          r"early|mid|late)")


# A linking word that opens the sentence: "En cambio, cruzaron el puente", "Depois, seguiram para Manaus"
_CONNECTIVE_OPENING = re.compile(r"\W*(?:En\s+cambio|Sin\s+embargo|Luego|Despu[ée]s|Entonces|Finalmente|Por\s+eso|"
                                 r"Por\s+ello|As[íi]|Al\s+final|M[áa]s\s+tarde|Em\s+vez\s+disso|No\s+entanto|Depois|"
                                 r"Ent[ãa]o|Por\s+isso|Mais\s+tarde|Em\s+seguida|Acto\s+seguido|Poco\s+despu[ée]s|"
                                 r"Pouco\s+depois|"
                                 # "Allí, según la Armada, pidieron protección", "Lá, segundo a PF, pediram refúgio":
                                 # the place just told, where the subject left out goes on
                                 r"All[íi]|Ah[íi]|Ali|L[áa]|"
                                 # "Herido, siguió por una trocha", "Ferido, correu até a ponte": the state of the
                                 # subject left out
                                 r"(?:Herid|Ferid|Empapad|Encharcad|Exhaust|Agotad|Desarmad)[oa]s?)\s*,\s*")


def _connective_opening_end(text: str) -> int:
    m = _CONNECTIVE_OPENING.match(text)
    return m.end() if m else 0


# A Spanish or Portuguese passive with its subject left out, joined to the verb after it: "El lunes fueron liberados y
# esa misma noche viajaron a Quito", "Na segunda-feira foram soltos e seguiram para Manaus"
_PASSIVE_THEN_AND = re.compile(r"\b(?:fue|fueron|foi|foram)\s+(?:\w+(?:ad|id)[oa]s?|solt[oa]s?)\s+(?:y|e)\s+", I)


def _passive_opening_end(text: str, verb: int) -> int:
    """Where the verb's clause starts after an opening passive whose subject is left out, when only time words come
    before it ("El lunes fueron liberados y ... viajaron"), or 0."""
    passive = _PASSIVE_THEN_AND.search(text, 0, verb)
    return passive.end() if passive and _opens_with_verb(text, passive.start()) else 0


def _infinitive_opening_end(text: str, verb: int) -> int:
    """Where the verb's clause starts after an opening infinitive or stay: at the verb itself, or after the
    opening's comma when other words of the clause come first ("Tras dos semanas en Lima, juntaron dinero y
    viajaron": `_opens_with_verb` then reads them)."""
    if _INFINITIVE_OPENING.fullmatch(text, 0, verb):
        return verb
    comma = text.find(",", 0, verb)
    return comma + 1 if comma > 0 and _INFINITIVE_OPENING.fullmatch(text, 0, comma + 1) else 0


# "Vestido de civil, pegou um ônibus", "Disfrazado de campesino, cruzó": a participle that describes the subject
# the verb after it leaves out, set off by its comma
_PARTICIPLE_OPENING = re.compile(r"\W*[A-ZÁÉÍÓÚ]\w+(?:ad|id)[oa]s?\s+(?:de|con|com|en|em)\s+[^,;:.\"“”]{1,40},\s*")


def _participle_opening_end(text: str) -> int:
    opening = _PARTICIPLE_OPENING.match(text)
    return opening.end() if opening else 0


def _dropped_subject(facts: _SentenceFacts, group: Sequence[_Trigger], previous: _SentenceFacts | None,
                     ctx: _Context) -> tuple[Actor, ...]:
    """Spanish leaves out a subject told just before: "El sargento X desertó el sábado. Dos días después
    cruzó a Colombia." The subject is the previous sentence's, if the verb agrees; a paragraph may open
    so ("Ayer fueron trasladados a Jujuy"), as nothing else could be its subject."""
    first = group[0]
    text = facts.sentence.text
    if _PURPOSE_END.search(text, 0, first.start):  # "se presentó ante Migración para solicitar protección": the
        first = next((t for t in facts.triggers if t.status and t.start < first.start  # subject of the verb served
                      and _SPANISH_FINITE.match(text, t.start)), first)
    if _PURPOSE_END.search(text, 0, first.start) and not _SPANISH_FINITE.match(text, first.start):
        # "pagó a un trochero para cruzar el río y salió del otro lado": the finite verb after the aim
        first = next((t for t in group if t.start > first.start and _SPANISH_FINITE.match(text, t.start)), first)
    if _PURPOSE_END.search(text, 0, first.start) and not _SPANISH_FINITE.match(text, first.start) \
            and (served := _AIM_SERVED.search(text, max(0, first.start - 90), first.start)) is not None:
        first = replace(first, start=served.start("verb"))  # "pagó a un trochero para cruzar el río": the verb served
    first = _coordinated_verb(facts, first)
    negated = _NEGATION_FIRST.match(text, first.start)  # "No volvió a su puesto": the trigger opens on its negation
    at = negated.end() if negated else first.start
    verb = _SPANISH_FINITE.match(text, at) or _SPANISH_PASSIVE.search(text, 0, first.start) \
        or _AUXILIARY_FINITE.match(text, at) or _ABOARD_FINITE.match(text, at) \
        or _AUXILIARY_BEFORE.search(text, max(0, at - 12), at)
    told_by = _attribution_opening_end(text)  # "Según la Policía, fueron trasladados": the source is no subject
    clause = _after_a_singular_clause(text, first.start)  # "Un campesino les prestó ropa y el lunes tomaron ..."
    chronicled = _told_present(text)  # "- **16 de agosto:** Cruza el río y llega a Cúcuta": the entry's present
    if chronicled is not None and previous is not None and first.start >= chronicled.start() \
            and not any(m.start < first.start and not m.in_quote for m in facts.mentions):
        verb = chronicled
    elif verb is None or previous is None \
            or any(m.start < first.start and not _told_aside(text, m.start, first.start)
                   and not m.start < told_by
                   and not _BY_ORDER_OF.search(text, max(0, m.start - 60), m.start)
                   and not (clause is not None and m.start < clause) for m in facts.mentions) \
            or not (clause is not None and _opens_with_verb(text, first.start, clause)
                    or _opens_with_verb(text, first.start, capital=_same_paragraph(ctx.article, previous.sentence,
                                                                                facts.sentence)
                                        or _chain_goes_on(ctx.article, previous, facts))
                    or _opens_with_verb(text, first.start, _infinitive_opening_end(text, first.start))
                    or _opens_with_verb(text, first.start, _participle_opening_end(text))
                    or _opens_with_verb(text, first.start, _time_opening_end(text, first.start))
                    or _opens_with_verb(text, first.start, _connective_opening_end(text))
                    or _opens_with_verb(text, first.start, _own_account_end(text))
                    or _opens_with_verb(text, first.start, _interview_opening_end(text))
                    or _opens_with_verb(text, first.start, _passive_opening_end(text, first.start))
                    or _opens_with_verb(text, first.start, _helper_opening_end(text))
                    or _opens_with_verb(text, first.start, _fronted_place_end(text))
                    or _opens_with_verb(text, first.start, _place_opening_end(text))
                    or _opens_with_verb(text, first.start, _origin_opening_end(text))
                    or told_by and _opens_with_verb(text, first.start, told_by)
                    or _opens_with_verb(text, first.start, _openings_end(text, first.start))):
        return ()  # "Los heridos fueron trasladados": a subject of its own, though no actor
    plural = verb["plural"] is not None or _PART_OF_A_GROUP_OPENING.match(text) is not None  # ("La mayoría entró")
    agreeing = [m for m in _agreeing_subjects(previous.mentions, plural) if not _told_aside(previous.sentence.text, m.start)]
    if agreeing:
        return main_clause_subject(previous.sentence.text, agreeing).actors
    if not plural:
        return ()
    # "El sargento Luis Pérez y su familia cruzaron el puente. Esa tarde tomaron un bus": the soldier of the pair
    return _coordinated_subjects(previous) or _one_more_joined(previous) \
        or next(iter(with_kin(previous.sentence.text, list(previous.mentions))), ())


# "Os dois e um terceiro soldado", "Los dos y un tercer guardia": a pair told before, joined by one more man
_NUMBER_AND_ONE_MORE = re.compile(r"\b(?:los|las|os|as)\s+(?:dos|tres|cuatro|dois|duas|tr[êe]s|quatro)\s+(?:y|e)\s+$",
                                  I)


def _one_more_joined(previous: _SentenceFacts) -> tuple[Actor, ...]:
    """"Os dois e um terceiro soldado abandonaram o posto. Entraram no Brasil": the men counted and the one more
    joined to them are the left-out subject of a plural verb (the one more is the man the sentence names)."""
    text = previous.sentence.text
    return next((m.actors for m in previous.mentions if m.role == "subject" and not m.in_quote and m.actors
                 and _NUMBER_AND_ONE_MORE.search(text, max(0, m.start - 30), m.start)), ())


def _chain_goes_on(article: Article, previous: _SentenceFacts, f: _SentenceFacts) -> bool:
    """"Tres días después cruzó a Colombia. Pasó cinco semanas en Bogotá": a sentence that goes on, in its paragraph,
    from one that left its subject out too, told in a paragraph before, may open on its capitalised verb."""
    return previous.index < f.index - 1 and article.text[:f.sentence.start].rstrip(" \t")[-1:] not in ("", "\n")


# The finite verb an aim serves, before it: "pagó a un trochero para cruzar", "pagou a um coiote para atravessar"
_AIM_SERVED = re.compile(r"\b(?P<verb>\w+?(?:ó|ió|aron|ieron|ou|eu|iu|aram|eram|iram))\s+(?:[^,;:.]{0,60}?\s)?para\s+$", I)
# "con la frontera cerrada por orden del Gobierno de Nicolás Maduro, cruzó": whose order, named in an aside about the
# scene, is no subject of the verb after it
_BY_ORDER_OF = re.compile(r"\b(?:por\s+(?:orden|[óo]rdenes|ordem|decisi[óo]n|decis[ãa]o)|by\s+(?:order|decision)|"
                          r"on\s+(?:the\s+)?orders?)\s+(?:de|del|da|do|of)\s+(?:[^,;:]{0,40}?\s)?$", I)


# "Dos días después iba en un autobús a Bogotá", "estava num ônibus para Manaus": the past of being aboard
_ABOARD_FINITE = re.compile(r"(?:iba|estaba|viajaba|estava|viajava|ia)(?P<plural>n|m)?(?=\s+(?:ya\s+|j[áa]\s+)?"
                            r"(?:en|a\s+bordo|em|num|numa|no|na)\b)", I)
# "un lanchero lo cruzó por el río Meta", "un trochero los pasó al otro lado": the one carried over is the object
_CLITIC_OBJECT = re.compile(r"\b(?P<clitic>lo|la|los|las)\s+$", I)


def _clitic_carried(facts: _SentenceFacts, group: Sequence[_Trigger], previous: _SentenceFacts | None) \
        -> tuple[Actor, ...]:
    """"Un lanchero lo cruzó por el río Meta hasta Puerto Carreño": a boatman or guide took across the one the
    sentence before is about (the object pronoun's number agreeing), not himself."""
    text = facts.sentence.text
    crossing = next((t for t in group if t.kind == "cross" and _SPANISH_FINITE.match(text, t.start)
                     and _CLITIC_OBJECT.search(text, max(0, t.start - 6), t.start)), None)
    if crossing is None or previous is None:
        return ()
    plural = _CLITIC_OBJECT.search(text, max(0, crossing.start - 6), crossing.start)["clitic"].lower() in ("los", "las")
    agreeing = [m for m in _agreeing_subjects(previous.mentions, plural) if not _told_aside(previous.sentence.text, m.start)]
    return main_clause_subject(previous.sentence.text, agreeing).actors if agreeing else ()


_NEGATION_FIRST = re.compile(r"(?:no|nunca|n[ãa]o)\s+(?:(?:m[áa]s|mais)\s+)?", I)
# "Habían salido de su puesto", "Tinham deixado o quartel": the auxiliary of a perfect is the finite verb
_AUXILIARY_FINITE = re.compile(r"(?:hab[ií]a|tinha|havia|ha)(?P<plural>n|m)?(?=\s+\w+(?:ado|ido)s?\b)", I)
# "La víspera había desertado", "Na véspera, tinha desertado": the pluperfect's auxiliary before its participle
_AUXILIARY_BEFORE = re.compile(r"\b(?:hab[ií]a|tinha|havia)(?P<plural>n|m)?\s+$", I)
_AND_BETWEEN = re.compile(r"\s*,?\s+(?:and|y|e)\s+$", I)
_AND_VERB = re.compile(r"[^.;:!?\"“”«»]*\s(?:y|e)\s+$", I)
# "fueron llevados a Migración, donde pidieron refugio", "ante la cual manifestaron": the place's clause goes on
# with the same left-out subject
_WHERE_VERB = re.compile(r"[^.;:!?\"“”«»]*,\s*(?:donde|adonde|onde|ante\s+(?:el|la|los|las)\s+cual(?:es)?|"
                         r"ante\s+quienes|perante\s+(?:o|a|os|as)\s+qua(?:l|is))\s+$", I)


def _coordinated_verb(facts: _SentenceFacts, first: _Trigger) -> _Trigger:
    """"Se presentaron ante una patrulla del Ejército colombiano y pidieron protección": a finite verb
    joined by "y" to an earlier one of the sentence shares its left-out subject, whatever stands between
    them (the earlier verb's objects), unless a subject of its own does."""
    text = facts.sentence.text
    earlier = [t for t in facts.triggers if t.end <= first.start and _SPANISH_FINITE.match(text, t.start)]
    if not earlier or not _SPANISH_FINITE.match(text, first.start):
        return first
    verb = max(earlier, key=lambda t: t.end)
    if not (_AND_VERB.fullmatch(text, verb.end, first.start) or _WHERE_VERB.fullmatch(text, verb.end, first.start)) \
            or any(m.role == "subject" and verb.end <= m.start < first.start for m in facts.mentions):
        return first
    return _coordinated_verb(facts, verb)


def _coordinated_subjects(previous: _SentenceFacts) -> tuple[Actor, ...]:
    """"Se trata de un cabo y un guardia raso ... Pidieron protección": two singular subjects joined
    by "y" are the left-out subject of a plural verb; so are a soldier and the one he left with ("saiu do
    quartel com o cabo Aular. Viajaram de autocarro")."""
    subjects = [m for m in previous.mentions if m.role == "subject" and not m.in_quote and m.actors]
    for first, second in zip(subjects, subjects[1:]):
        if _SUBJECTS_JOINED.fullmatch(previous.sentence.text, first.end, second.start):
            return (*first.actors, *second.actors)
    pairs = went_with(previous.sentence.text, previous.mentions)
    return pairs[0] if pairs else _gapped_pair(previous)


# "Paz trabajó como mototaxista; Fuenmayor, como ayudante": the second clause after a semicolon leaves out the verb
# it shares with the first, its subject set off by a comma before what it did ("as a helper", "in a workshop")
_GAP_BETWEEN = re.compile(r"\s[^;.:!?\"“”]{1,80};\s*", I)
_GAPPED_VERB = re.compile(r"\s*,\s+(?:como|as|en|in|em|no|na|de|of)\b", I)


def _gapped_pair(previous: _SentenceFacts) -> tuple[Actor, ...]:
    """Two men told side by side in clauses sharing one verb, the second's left out ("Paz trabajó como
    mototaxista; Fuenmayor, como ayudante en un taller"): together the left-out subject of a plural verb after them."""
    text = previous.sentence.text
    subjects = [m for m in previous.mentions if m.role == "subject" and not m.in_quote and len(m.actors) == 1]
    for first, second in zip(subjects, subjects[1:]):
        if first.actors != second.actors and _GAP_BETWEEN.fullmatch(text, first.end, second.start) \
                and _GAPPED_VERB.match(text, second.end):
            return (*first.actors, *second.actors)
    return ()


# "El sargento X, de 31 años, y la cabo Y", "Sgt. X, 31, and the corporal Y": two subjects joined by "y", each
# perhaps with its age and the second with its article
_SUBJECTS_JOINED = re.compile(r"(?:\s*,\s*(?:(?:de|aged|com)\s+)?\d{1,2}(?:\s+(?:años|anos|years\s+old))?)?"
                              r"\s*,?\s+(?:and|y|e)\s+(?:(?:the|el|la|o|a)\s+)?", I)


_NOT_VERBS = frozenset({"eu", "ou", "seu", "meu", "teu"})  # Portuguese words with a verb's ending


def _openings_end(text: str, verb: int) -> int:
    """Where the verb's clause starts after openings told one after another: "Según su relato, al terminar la
    guardia, dejaron los fusiles", "De acuerdo con su familia, tras dos días en Maicao, viajaron" (each finder
    reads one opening from the start of what is left); 0 when fewer than two are found."""
    pos, found = 0, 0
    while pos < verb:
        rest, left = text[pos:], verb - pos
        step = max(_attribution_opening_end(rest), _own_account_end(rest), _infinitive_opening_end(rest, left),
                   _participle_opening_end(rest), _time_opening_end(rest, left), _connective_opening_end(rest))
        if step <= 0 or pos + step > verb:
            break
        pos, found = pos + step, found + 1
    return pos if found > 1 else 0


def _opens_with_verb(text: str, end: int, begin: int = 0, capital: bool = False) -> bool:
    """Whether the text from `begin` to `end` is only time words and adverbs, or opens so on a finite verb
    whose subject is left out, which a later verb of the sentence shares ("El lunes se presentó en Cúcuta,
    donde pidió refugio"); with `capital`, also on a sentence's first, capitalised, verb ("Dejaron los
    fusiles, se quitaron las botas y caminaron")."""
    for w in _WORDS.finditer(text, begin, end):
        if _finite_opening(w.group()) or (w.start() == 0 and (_PLURAL_FINITE.fullmatch(w.group())
                                                              or _ACCENTED_PRETERITE.fullmatch(w.group())
                                                              or _PT_SINGULAR_PRETERITE.fullmatch(w.group()))) or (
                capital and not text[:w.start()].strip(" \t\n\"“(—–-") and _finite_opening(w.group().lower())):
            return True  # "apresentou", "decidió": a verb, though it starts like a month ("apr", "dec")
        if not (_ADVERBIAL_WORD.fullmatch(w.group()) or _DATE_CUE.match(w.group()) or _PERIOD_PART.fullmatch(w.group())):
            return False  # "A mediados de abril fue retenido": a part of a month is a time word too
    return True


# "Passaram a noite em Pacaraima e ...": a sentence may open on a plural past verb, which no name ends like
_PLURAL_FINITE = re.compile(r"[A-ZÁÉÍÓÚ]\w+(?:aron|ieron|aram|eram|iram)")
# "Pasó una semana en Maicao y ...", "Permaneció en Arauca ... y": nor like a singular Spanish preterite, accented
_ACCENTED_PRETERITE = re.compile(r"[A-ZÁÉÍÓÚ]\w+ó")
# "Viajou de autocarro até San Cristóbal e ...", "Seguiu a pé", "Foi até Boa Vista": nor like a singular Portuguese
# preterite ("-ou", "-iu", "-eu", not the surname "Abreu"), or the irregular "Foi"
_PT_SINGULAR_PRETERITE = re.compile(r"[A-ZÁÉÍÓÚ]\w{2,}(?:ou|iu|(?<!br)eu)|Foi")


def _finite_opening(word: str) -> bool:
    return (_SPANISH_FINITE.fullmatch(word) is not None or _IRREGULAR_PRETERITE.fullmatch(word) is not None) \
        and word[0].islower() and word not in _NOT_VERBS and not _ADVERBIAL_WORD.fullmatch(word)


# A singular preterite that does not end like one: "Con la ayuda de un primo, obtuvo un pasaporte y voló", "Com a
# ajuda do consulado, obteve um passaporte e voou", "hizo", "fez", "veio"
_IRREGULAR_PRETERITE = re.compile(r"(?:ob|man|de|con)?tuvo|estuvo|hizo|puso|vino|trajo|pudo|anduvo|"
                                  r"(?:ob|man|de|con)?teve|esteve|fez|pôs|veio|trouxe|pôde")


# A past finite verb by its ending, Spanish or Portuguese: "llegó", "siguió", "seguiu", "cruzaron"
# (and a passive's auxiliary: "No fim de março, foram levados para Boa Vista", "Luego fueron trasladados")
_FINITE_WORD = re.compile(r"\b\w+(?:ó|ou|eu|iu|aron|ieron|aram|eram|iram)\b|\b(?:foram|foi|fueron|fue)\b", I)


def _subject_sentence(facts: Sequence[_SentenceFacts], f: _SentenceFacts) -> _SentenceFacts | None:
    """The sentence a left-out subject is told in: the one before, or the one before that when the
    one between names no one and leaves its own subject out ("Cruzó el río. Del lado colombiano
    llegó a La Parada. El lunes pidió refugio.")."""
    if not f.index:
        return None
    top = f.index - 1
    while top >= 1 and (_subhead(facts[top]) or _scenery(facts[top]) or _running_total(facts[top]) and _tells_a_day(f)):
        top -= 1  # "**La llegada**", "La avenida es la frontera.": a subhead or the scene between tells no one (nor
        # does a running total for the story's dated step: "Desde febrero, más de 900 militares han cruzado. ¶ El 4
        # de abril llegaron a Pereira")
    back, chain, plural = top, 0, _plural_verb(f)
    while back >= 1 and chain < _SUBJECT_REACH:  # "Cruzó el río. Llegó a La Parada. El lunes pidió refugio.": one
        if _leaves_subject_out(facts[back], plural):  # subject for the chain, and for a quote naming no one inside it
            chain += 1
        elif back < top and _subhead(facts[back]) and _leaves_subject_out(facts[back + 1], plural) \
                or chain and _scene_with_no_subject(facts[back]):
            pass  # "Pasó dos meses en Boa Vista. **Avión y ómnibus** El lunes tomó un avión": the story goes on (so it
            # does past a scene the chain started from: "Esa noche el puesto tenía solo tres guardias. ¶ Salió del agua")
        elif back < top and _running_total(facts[back]) and _tells_a_day(f):
            pass  # (the same over a chain of steps that leave their subject out)
        elif not (back < top and (_quoted_aside(facts[back]) and (
                _names_no_one(facts[back]) or plural and _speaker_subject_only(facts[back]))
                or plural and _one_tellers_account(facts[back]))):
            break  # ('"...", contou Lugo': one speaker's quote is no subject for a plural verb after the chain)
        back -= 1
    if back < top:
        if not plural and _only_plural_subjects(facts[back]) and not _PART_OF_A_GROUP_OPENING.match(f.sentence.text):
            # "Vecinos lo llevaron al centro de salud. La Policía confirmó la denuncia. ¶ Dos días después tomó un
            # bus": plural helpers at the chain's head are no subject for a singular verb; the one told before is
            return _singular_subject_before(facts, back) or facts[back]
        return facts[back]
    while back >= 1 and back >= top - 1 and _quoted_aside(facts[back]):
        back -= 1  # "Cruzaron el puente. "Nadie nos preguntó nada", dijo uno. Dos días después tomaron un autobús"
    asides = facts[back + 1:top + 1]
    if back < top and (_plural_verb(f) and _speaker_subject_only(asides[0]) or all(map(_names_no_one, asides))):
        # the sentence before the asides may leave its own subject out: go on to that one's; so may a singular
        # verb after asides that name no one ("Nadie me preguntó nada", dijo. Dos días después tomó un vuelo)
        found = _subject_sentence(facts, facts[back]) if _leaves_subject_out(facts[back], plural) \
            or plural and _one_tellers_account(facts[back]) else facts[back]
        return _one_man_past_a_crowd(facts, found, f)
    if top >= 1 and plural and _one_tellers_account(facts[top]):
        return facts[top - 1]  # "Según relató uno de ellos, el cabo X, ... Al día siguiente los trasladaron"
    if top >= 1 and plural and _tellers_report_of_the_group(facts[top]):
        return _subject_sentence(facts, facts[top]) or facts[top]  # "Salazar contó que salieron ... Llegaron a Tulcán"
    if not plural and _singular_verb(f) and _only_plural_subjects(facts[top]) \
            and not _PART_OF_A_GROUP_OPENING.match(f.sentence.text):
        return _singular_subject_before(facts, top) or facts[top]
    return facts[top]


def _running_total(f: _SentenceFacts) -> bool:
    """Whether the sentence counts many over a period ("desde el 23 de febrero, más de 1.000 militares han cruzado"),
    not two men's step dated by something else that lasts ("con la frontera cerrada desde febrero, los dos
    caminaron")."""
    subjects = [a for m in f.mentions if m.role == "subject" and not m.in_quote for a in m.actors]
    return bool(subjects) and all(a.count is not None and a.count >= _MANY for a in subjects) and f.tally


_MANY = 10


def _tells_a_day(f: _SentenceFacts) -> bool:
    """Whether the sentence names a day of its own ("el 4 de abril", "on April 4", "el lunes 8"), read from its words
    alone (its dates are read in story order, from the day told before)."""
    return _A_DAY_TOLD.search(f.sentence.text) is not None


_A_DAY_TOLD = re.compile(rf"\b\d{{1,2}}(?:º|°)?\s+de\s+(?i:{_CHRONOLOGY_MONTHS})\b|"
                         r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b|"
                         rf"\b(?i:{_CHRONOLOGY_WEEKDAYS}),?\s+(?:\(\s*)?\d{{1,2}}\b")


def _singular_verb(f: _SentenceFacts) -> bool:
    """Whether a Spanish or Portuguese verb of the sentence is singular ("siguió", "seguiu")."""
    text = f.sentence.text
    return any(t.status and (v := _SPANISH_FINITE.match(text, t.start)) and not v["plural"] for t in f.triggers)


def _one_man_past_a_crowd(facts: Sequence[_SentenceFacts], found: _SentenceFacts | None,
                          f: _SentenceFacts) -> _SentenceFacts | None:
    """"Desertó el 26 de febrero. Ese día, decenas de militares cruzaron. "Me quité el uniforme", contó. Cruzó el
    río": past a quote, a singular verb goes on with the one man told before a sentence whose subjects are all
    plural, as it does with no quote between."""
    if found is None or _plural_verb(f) or not _singular_verb(f) or not _only_plural_subjects(found):
        return found
    return _singular_subject_before(facts, found.index) or found


def _only_plural_subjects(f: _SentenceFacts) -> bool:
    subjects = [m for m in f.mentions if m.role == "subject" and not m.in_quote and m.actors]
    return bool(subjects) and all(len(m.actors) > 1 or m.actors[0].plural for m in subjects)


def _singular_subject_before(facts: Sequence[_SentenceFacts], top: int) -> _SentenceFacts | None:
    """"El cabo intentó pasar la alcabala. Aceleró. Los soldados dispararon. Herido, siguió por una trocha": a
    singular verb after a sentence whose subjects are all plural goes on with the one man told just before them
    (over sentences that leave their subject out), in the same paragraph."""
    back, reach = top - 1, _SINGULAR_REACH
    while back >= 0 and reach > 0:
        f, back = facts[back], back - 1
        if _quoted_aside(f) and _names_no_one(f):
            continue  # (his own quote between counts for nothing: "Me dijeron 'sapo'", aseguró)
        reach -= 1
        if _leaves_subject_out(f) or _only_plural_subjects(f):
            continue  # (nor does another group's deed: "tres hombres lo interceptaron")
        singular = [m for m in f.mentions if m.role == "subject" and not m.in_quote and len(m.actors) == 1
                    and not m.actors[0].plural]
        return f if singular and not _only_plural_subjects(f) else None
    return None


_SINGULAR_REACH = 3


def _one_tellers_account(f: _SentenceFacts) -> bool:
    """A sentence with no event of its own whose only subject is one man telling ("Según relató uno de ellos, el
    cabo Luis Pérez, la decisión la tomaron el domingo"): no subject for a plural verb after it."""
    subjects = [m for m in f.mentions if m.role == "subject" and not m.in_quote]
    return bool(subjects) and _speaker_subject_only(f) and not any(t.status for t in f.triggers) \
        and _TELLER_OPENING.match(f.sentence.text) is not None


def _tellers_report_of_the_group(f: _SentenceFacts) -> bool:
    """"Salazar contó que salieron de Carúpano y cruzaron a Colombia": one man tells, in a reported clause that leaves
    its subject out, what the group did; a plural verb after it goes on with that group, not with the teller."""
    return _plural_verb(f) and _speaker_subject_only(f) and _TELLER_REPORT_OPENING.match(f.sentence.text) is not None


# "Salazar contó que", "O cabo Lima relatou que": a named teller's report, the clause after "que" his account (a
# subhead the sentence was read with may stand before it)
_TELLER_REPORT_OPENING = re.compile(r"(?:[^\n.!?]{1,90}\n\s*)?\W*(?:(?:el|la|o|a)\s+)?(?:[\w-]+\s+)?"
                                    r"(?-i:[A-ZÁÉÍÓÚ][\w-]+)(?:\s+(?-i:[A-ZÁÉÍÓÚ][\w-]+)){0,2}"
                                    r"\s+(?:cont|relat|narr|record|explic)(?:ó|ou)\s+que\s+", I)


# "Según relató uno de ellos, el cabo X,", "According to one of them,", "Segundo contou um deles,": a teller's opening
_TELLER_OPENING = re.compile(r"\W*(?:seg[úu]n|according\s+to|segundo|de\s+acuerdo\s+con|de\s+acordo\s+com)\b", I)


def _scenery(f: _SentenceFacts) -> bool:
    """"La avenida es la frontera: no hay puente ni río.", "The river is shallow there.": a sentence naming no one that
    tells nothing that happened describes the scene; the story's subject goes on past it."""
    return _names_no_one(f) and _tells_nothing_done(f) and _IMPERFECT_OPENING.match(f.sentence.text) is None


def _tells_nothing_done(f: _SentenceFacts) -> bool:
    """No event word that happened, no finite Spanish or Portuguese verb, no English past, no chronology's step ("-
    **Viernes 8:** salen de Cúcuta")."""
    text = f.sentence.text
    return not any(t.status for t in f.triggers) and _FINITE_WORD.search(text) is None \
        and _ENGLISH_PAST.search(text) is None and _chronology_verb(text) is None


def _scene_with_no_subject(f: _SentenceFacts) -> bool:
    """"Esa noche el puesto fluvial tenía solo tres guardias de servicio.": a sentence whose people are only objects,
    telling nothing that happened, describes the scene as a sentence naming no one does."""
    return not any(m.role == "subject" and not m.in_quote for m in f.mentions) and _tells_nothing_done(f)


# "The command responded within the hour.": an English past tells something done (an actor may go unnamed)
_ENGLISH_PAST = re.compile(r"\b(?:[a-z]{2,}ed|was|were|had|did|went|came|took|left|made|said|told|got|ran|fled|saw|"
                           r"gave|began|sent|brought|kept|held|met|fought|wrote|spoke)\b")


def _names_no_one(f: _SentenceFacts) -> bool:
    """Whether a sentence names no one outside its quotes ("\"Nadie me preguntó nada\", dijo.")."""
    return all(m.in_quote for m in f.mentions)


def _plural_verb(f: _SentenceFacts) -> bool:
    """Whether a Spanish verb of the sentence is plural, or takes a plural pronoun ("la patrulla los llevó"); in a
    chronology entry, its present ("- **Domingo 10:** cruzan el puente")."""
    text = f.sentence.text
    told = _told_present(text)
    return any(t.status and ((v := _SPANISH_FINITE.match(text, t.start)) and v["plural"]
                             or told and (p := _CHRONICLE_PRESENT.match(text, t.start)) and p["plural"]
                             or _PLURAL_CLITIC_BEFORE.search(text, 0, t.start)
                             or _PLURAL_PASSIVE_BEFORE.search(text, max(0, t.start - 20), t.start)) for t in f.triggers)


_PLURAL_CLITIC_BEFORE = re.compile(r"\b(?:los|las)\s+$", I)
# "foram levados de ônibus para Boa Vista", "fueron trasladados a Bogotá": the passive's plural auxiliary
_PLURAL_PASSIVE_BEFORE = re.compile(r"\b(?:foram|fueron|han\s+sido|habían\s+sido|tinham\s+sido)\s+$", I)


def _subhead(f: _SentenceFacts) -> bool:
    """A short line with no closing punctuation and no event word: a subhead, no sentence of the story (so is a
    Markdown heading that names no one, whatever its words: "### Detenido por entrar sin papeles")."""
    text = f.sentence.text.strip().strip("*#_ ")
    return len(text) <= _SUBHEAD_CHARS and "\n" not in text and text[-1:] not in ".!?:;\"”»'’)" \
        and (not f.triggers or f.sentence.text.lstrip().startswith("#") and _names_no_one(f))


_SUBHEAD_CHARS = 90
# how many sentences that leave their subject out may stand between it and its verb (a journey told step by step:
# "Pasó cinco semanas en Cúcuta. A fines de marzo tomó un ómnibus. Cruzó a Ecuador ...")
_SUBJECT_REACH = 8


# "tomó un ómnibus hacia el sur con otros dos exmilitares", "viajou com outros dois colegas": those who went along,
# named as others, are not the sentence's subject
_COMPANIONS_BEFORE = re.compile(r"\b(?:con|com)\s+(?:(?:los|las|os|as)\s+)?(?:otr|outr)[oa]s\s+$", I)


# "Fue uno de los cientos de uniformados que desertaron", "Foi um dos militares que", "He was one of hundreds of
# soldiers who": the class the left-out subject belongs to, not the sentence's subject
_ONE_OF_THE_CLASS = re.compile(r"\W*(?:(?:he|she)\s+)?(?:fue|era|es|foi|é|was|is)\s+(?:(?:uno|una)\s+de\s+(?:l[oa]s\s+)?|"
                               r"(?:um|uma)\s+d[oa]s\s+|one\s+of\s+(?:the\s+)?)$", I)


def _one_of_the_class(text: str, start: int) -> bool:
    """Whether the name at `start` is the class a copula that opens the sentence puts its left-out subject in."""
    return _ONE_OF_THE_CLASS.fullmatch(text, 0, start) is not None


def _leaves_subject_out(f: _SentenceFacts, plural: bool = False) -> bool:
    """Whether a sentence tells a past verb with no subject of its own (it may name others as objects or as the
    source of what it tells, "onde, segundo o sargento, conseguiram comida", or, for a singular verb after it,
    companions: "A fines de marzo tomó un ómnibus con otros dos exmilitares. Cruzó a
    Ecuador"; a plural verb is the whole group's: "salió con otros cuatro. Cruzaron Ecuador"; nor, for a singular verb,
    is the class a copula puts the left-out subject in: "Fue uno de los cientos de uniformados que desertaron")."""
    text = f.sentence.text
    return not any(m.role == "subject" and (plural or not _COMPANIONS_BEFORE.search(text, max(0, m.start - 20), m.start))
                   and not (not plural and _one_of_the_class(text, m.start))
                   and not ACCORDING_TO.search(text, max(0, m.start - 30), m.start) and not _told_aside(text, m.start)
                   and not _in_a_later_when_clause(text, m.start)
                   and not (_in_a_later_when_clause(text, m.start, _LATER_WHERE) and not any(a.military for a in m.actors))
                   for m in f.mentions) \
        and not any(_speech(text, span) for span in f.quotes) \
        and (_FINITE_WORD.search(text) is not None or _IMPERFECT_OPENING.match(text) is not None
             or _PRESENT_OPENING.match(text) is not None or _chronology_verb(text) is not None
             or _THAT_TIME_PRESENT.match(text) is not None)


# "La mayoría pidió protección", "A maioria entrou por Pacaraima", "Most of them flew on": a part of the group told
# before, the sentence's own subject though it names no one
_PART_OF_A_GROUP_OPENING = re.compile(r"\W*(?i:la\s+mayor[ií]a|la\s+mayor\s+parte|a\s+maioria|a\s+maior\s+parte|"
                                      r"most(?:\s+of\s+them)?|muchos|muitos)\b(?!\s+(?:de|of|d[oa]s?)\s)")


# A chronology entry's next sentence, in its present after a time word: "Esa noche le dice a su esposa que ...",
# "Naquela noite avisa a mulher", "That night he tells his wife"
_THAT_TIME_PRESENT = re.compile(r"\W*(?i:esa\s+(?:misma\s+)?(?:noche|tarde|mañana|madrugada)|ese\s+(?:mismo\s+)?d[ií]a|"
                                r"al\s+d[ií]a\s+siguiente|naquela\s+(?:mesma\s+)?(?:noite|tarde|manh[ãa])|nesse\s+(?:mesmo\s+)?dia|"
                                r"no\s+dia\s+seguinte)\s*,?\s+(?:(?i:le|les|se|lhe|lhes)\s+)?(?i:[a-záéíóúñç]{2,}(?:a|e|an|en|am|em))\b")


# The present a chronology entry opens on, its subject left out: "- **14 de agosto:** Abandona su puesto", "Se presenta
# ante Migración", "Pede refúgio"
_CHRONICLE_PRESENT = re.compile(r"(?:(?i:se)\s+)?(?i:[a-záéíóúñç]{2,}(?:a|e)(?P<plural>n|m)?)\b")


def _chronology_verb(text: str) -> re.Match[str] | None:
    """The present verb right after a chronology entry's day, if the entry opens on one (or on a phrase of time or
    way set off by a comma: "- **Martes 12:** tras pasar por Quito, llegan a Huaquillas")."""
    entry = _CHRONOLOGY_ENTRY.match(text)
    if entry is None:
        return None
    opener = _ENTRY_OPENER.match(text, entry.end())
    return _CHRONICLE_PRESENT.match(text, entry.end()) or (opener and _CHRONICLE_PRESENT.match(text, opener.end()))


def _told_present(text: str) -> re.Match[str] | None:
    """The present a chronology tells a step in: its entry's verb, or the verb after the night or day that opens the
    entry's next sentence ("Esa noche cruzan a pie el puente")."""
    if (entry := _chronology_verb(text)) is not None:
        return entry
    that = _THAT_TIME_PRESENT.match(text)
    return _CHRONICLE_PRESENT.match(text, that.end() - len(_LAST_WORD.search(that.group()).group())) if that else None


_LAST_WORD = re.compile(r"\w+$")
# A chronology entry's opening phrase before its verb: "tras pasar por Quito,", "después de 20 horas de viaje,", "Al
# amanecer,", "depois de dois dias,"
_ENTRY_OPENER = re.compile(r"(?i:tras|después|despues|luego|al|a|en|por|con|antes|durante|desde|depois|após|apos|ao|à|"
                           r"na|no|em|com)\s[^,.;:\n]{1,60}?,\s+")


def _in_a_later_when_clause(text: str, start: int, clause: re.Pattern[str] | None = None) -> bool:
    """"la decisión la tomó en febrero, cuando la Guardia reprimió a los pemones": someone named in a "when" clause
    after the sentence's own past verb belongs to that clause, not to the sentence's subject (so do the civilians of a
    "where" clause: "Caminó hasta un barrio cercano, donde unos vecinos llamaron a la policía")."""
    when = None
    for when in (clause or _WHEN_CLAUSE).finditer(text, 0, start):
        pass
    return when is not None and _FINITE_WORD.search(text, 0, when.start()) is not None


# ", cuando la Guardia reprimió", ", when the guardsmen fired", ", quando os militares atiraram": a trailing "when" clause
_WHEN_CLAUSE = re.compile(r",\s*(?:cuando|when|quando)\b", I)
_LATER_WHERE = re.compile(r",\s*(?:donde|where|onde)\b", I)


def _speech(text: str, span: Span) -> bool:
    """Whether quotation marks hold words someone said, not a term or a nickname set off ("a band of
    "coyotes"", "the trail known as "La Mula"")."""
    return len(text[span[0]:span[1]].split()) > _TERM_WORDS


_TERM_WORDS = 3


# How long a step took, opening a sentence: "En menos de media hora", "Al cabo de dos días", "Tres horas después",
# "Em menos de uma hora"
_TIME_TAKEN = (r"(?i:(?:(?:en|em|al\s+cabo\s+de|ao\s+fim\s+de|dentro\s+de|tras|ap[óo]s)\s+)?"
               r"(?:menos\s+de\s+|m[aá]s\s+de\s+|mais\s+de\s+|unas?\s+|umas?\s+|poco\s+m[aá]s\s+de\s+|pouco\s+mais\s+de\s+)?"
               r"(?:media|meia|una|uma|un|um|dos|dois|duas|tres|tr[êe]s|cuatro|quatro|pocas|poucas|\d+)\s+"
               r"(?:horas?|minutos?|d[ií]as?|semanas?)(?:\s+(?:despu[ée]s|depois|m[aá]s\s+tarde|mais\s+tarde))?)")
# "Estaba destacado en Ureña.", "Servia num posto em Santa Elena.": a past that opens on its verb
# (also after a time word: "Desde entonces vivía en Cúcuta", "Desde então morava em Boa Vista", "Allí trabajaba")
# (or after how long it took: "En menos de media hora estaba en Casuarito", "Dos horas después estaban en
# Arauquita", "Em menos de uma hora estava em Pacaraima")
_IMPERFECT_OPENING = re.compile(r"\W*(?:[A-ZÁÉÍÓÚ]\w*|(?i:desde\s+entonces|desde\s+ent[ãa]o|desde\s+ese\s+d[ií]a|hoy|ahora|hoje|"
                                r"agora|all[ií]|ali|l[áa]|luego|despu[ée]s|depois)\s*,?\s+\w+|" + _TIME_TAKEN
                                + r"\s*,?\s+\w+)(?:aba|aban|ía|ían|ava|avam)\b")

# "Desde entonces duerme en un albergue.", "Hoje mora em Boa Vista.": a present after a time word, its subject left
# out (not "Hoy esta ciudad ...", "Agora uma ...": a determiner opens a subject of its own)
_PRESENT_OPENING = re.compile(r"\W*(?i:desde\s+entonces|desde\s+ent[ãa]o|desde\s+ese\s+d[ií]a|hoy(?:\s+en\s+d[ií]a)?|ahora|"
                              r"actualmente|atualmente|hoje(?:\s+em\s+dia)?|agora)\s*,?\s+"
                              r"(?!(?i:esta|este|esa|ese|aquella|aquel|una|todo|toda|cada|nadie|nada|essa|esse|uma|ela|ele|"
                              r"ella|nunca|nenhuma|ninguna|la|le|se|me|te|nos|os)\b)(?i:[a-zñç]{2,}(?:a|e|an|en|am|em))\b")


def _quoted_aside(f: _SentenceFacts) -> bool:
    """A sentence that opens on a quotation or is mostly one, with no event of its own: an aside in the
    story's telling."""
    quoted = sum(end - start for start, end in f.quotes)
    opens_quoted = bool(f.quotes) and not f.sentence.text[:f.quotes[0][0]].strip()
    return (opens_quoted or 2 * quoted >= len(f.sentence.text)) and not any(t.status for t in f.triggers)


def _speaker_subject_only(f: _SentenceFacts) -> bool:
    """Whether the subjects an aside names outside its quotes are single speakers ("explicó Ramones"),
    who cannot be the left-out subject of a plural verb after it."""
    return all(len(m.actors) == 1 and not m.actors[0].plural for m in f.mentions if m.role == "subject" and not m.in_quote)


def _movement_of(facts: _SentenceFacts, ctx: _Context) -> dict | None:
    """The waypoints of the sentence's movement words ("asked for refuge and were taken to Cúcuta")."""
    groups = _groups(facts)
    group = groups.get("move") or groups.get("reloc")
    if not group:
        return None
    return _without_way_most_came(facts, _movement(facts, group, ctx)[1])


# ---------------------------------------------------------------------------- the article

def _source(article: Article) -> Source:
    published = ""
    if article.published is not None:
        iso = article.published.isoformat()
        published = {"month": iso[:7], "year": iso[:4]}.get(article.published_precision or "day", iso)
    return Source(article.id, article.outlet, article.url, published, article.title)


def _unique_sentences(sentences: Sequence[Sentence]) -> list[Sentence]:
    """Sentences minus repeats (and truncated repeats) of earlier ones."""
    earlier: dict[str, list[Sentence]] = defaultdict(list)  # by the first 25 characters of their key
    kept = []
    for s in sentences:
        head = _sentence_key(s.text[:40])  # a prefix of the whole key: enough to find candidates
        if len(head) < 25:
            head = _sentence_key(s.text)
        if len(head) >= 25:
            twins = earlier[head[:25]]
            if twins and any(_sentence_key(o.text).startswith(_sentence_key(s.text)) for o in twins):
                continue
            twins.append(s)
        kept.append(s)
    return kept


def _sentence_key(text: str) -> str:
    return " ".join(fold(text).split())


def _read_facts(article: Article, sentences: Sequence[Sentence], places: Sequence[ResolvedMention],
                find_dates: FindDates, anchor: _Anchor, bridges: Sequence[Place] = ()) -> list[_SentenceFacts]:
    per_sentence = _with_echoes(article, sentences, _places_by_sentence(sentences, places), bridges)
    masks = [[(rm.start - s.start, rm.end - s.start) for rm in rms] for s, rms in zip(sentences, per_sentence)]
    mentions = read_actors([s.text for s in sentences], masks)
    read_dates = _date_reader(article, find_dates, anchor)
    facts, opened = [], False
    for index, (s, rms, ms) in enumerate(zip(sentences, per_sentence, mentions)):
        quotes, opened = quote_spans(s.text, opened)
        triggers = find_triggers(s.text, quotes)
        ms = _with_kin_movers(s.text, triggers, ms)
        facts.append(_SentenceFacts(index, s, tuple(triggers), tuple(rms), tuple(ms), tuple(quotes), read_dates))
    return _visits_ending_in_a_taking(facts)


# Someone taken away, told after agents came to a home: "se llevaron las computadoras y a mi cuñado", "se la
# llevaron en una camioneta", "they took her away", "levaram o irmão dele", "o levaram" (the taking is told
# by a witness, often in quotes and with no subject, so the lexicon leaves it uncoded)
_TAKING_OF_SOMEONE = re.compile(
    r"\bse\s+l[oa]s?\s+llev(?:ó|aron)\b"
    r"|\bse\s+llev(?:ó|aron)\b[^.;:]{0,80}?\b(?:a\s+(?:mi|su|sus|tu|nuestr[oa]s?)|al)\s+" + _ES_KIN + r"\b"
    r"|\btook\s+(?:him|her|them)\s+(?:away|with\s+them)\b"
    r"|\b(?:took|dragged|hauled)\s+(?:away\s+|off\s+)?(?:my|his|her|their|our)\s+(?:[\w-]+\s+)?" + _KIN_WORDS + r"\b"
    r"|\b(?:o|a|os|as)\s+levaram\b|\blevaram-n?[oa]s?\b"
    r"|\blev(?:ou|aram)\s+(?:embora\s+)?(?:o|a|os|as)\s+(?:(?:meu|minha|seu|sua|seus|suas)\s+)?" + _PT_KIN + r"\b", I)
# The coming the taking ends: "se presentaron", "showed up", "apareceram" (in a sentence `_AGENTS_CAME_HOME` reads)
_CAME_VERB = re.compile(r"\b(?:se\s+presentaron|llegaron|irrumpieron|showed\s+up|arrived|came|turned\s+up|apareceram|"
                        r"chegaram|invadiram|" + _A_RAID_MADE + "|" + _CAME_AS_ONE + r")\b", I)
_TAKING_WINDOW = 3  # sentences after the visit: who came, what they asked, then "and they took her"


def _visits_ending_in_a_taking(facts: list[_SentenceFacts]) -> list[_SentenceFacts]:
    """"DGCIM agents raided the family home in Los Teques. ¶ 'They broke the door and took my brother-in-law'":
    a raid or a visit by agents to a home that it, or one of the next few sentences, ends with someone taken away
    is the arrest, told where and when the agents came."""
    taken = [_TAKING_OF_SOMEONE.search(f.sentence.text) is not None for f in facts]  # once a sentence
    for i, f in enumerate(facts):
        if not taken[i]:
            taking = next((j for j in range(_TAKING_WINDOW) if i + 1 + j < len(facts) and taken[i + 1 + j]), None)
            if taking is None or any(t.status for g in facts[i + 1:i + 2 + taking] for t in g.triggers):
                continue
        facts[i] = replace(f, triggers=_came_home_as_arrest(f.sentence.text, f.triggers))
    return facts


def _home_raid(text: str, t: _Trigger) -> bool:
    return t.status != "" and t.event_type == "violence" and _RAIDED.fullmatch(text, t.start, t.end) is not None \
        and _RAIDED_HOME_NOUN.match(text, t.end) is not None


# "allanó la casa de la familia", "raided his mother's home", "invadiram a casa": a home entered, not a base or a camp
_RAIDED_HOME_NOUN = re.compile(r"[^.;:]{0,40}?\b(?:homes?|houses?|apartments?|flats?|casas?|residencias?|resid[êe]ncias?|"
                               r"viviendas?|apartamentos?)\b", I)


def _came_home_as_arrest(text: str, triggers: tuple[_Trigger, ...]) -> tuple[_Trigger, ...]:
    """A sentence's raid on a home, or its agents' coming to a home that codes nothing, read as an arrest."""
    if any(_home_raid(text, t) for t in triggers):
        if any(t.status and t.event_type != "violence" for t in triggers):
            return triggers
        return tuple(replace(t, event_type="arrest") if _home_raid(text, t) else t for t in triggers)
    came = _AGENTS_CAME_HOME.search(text)
    verb = _CAME_VERB.search(text, came.start(), came.end()) if came and not any(t.status for t in triggers) else None
    if verb is None:
        return triggers
    return tuple(sorted(triggers + (_Trigger("arrest", "verb", verb.start(), verb.end(), "occurred"),),
                        key=lambda t: (t.start, t.end)))


def _places_by_sentence(sentences: Sequence[Sentence], places: Sequence[ResolvedMention]) \
        -> list[list[ResolvedMention]]:
    """The places inside each sentence, in their given order."""
    by_start = sorted((rm.start, i) for i, rm in enumerate(places))
    starts = [start for start, _ in by_start]
    found = []
    for s in sentences:
        inside = by_start[bisect.bisect_left(starts, s.start):bisect.bisect_right(starts, s.end)]
        found.append([places[i] for _, i in sorted(inside, key=lambda x: x[1]) if places[i].end <= s.end])
    return found


# "crossed the bridge", "a hotel in the city", "en las afueras del pueblo": a definite place noun with no
# name of its own stands for the latest place of its kind named just before.
_ECHO_KINDS = {"bridge": ("bridge",), "puente": ("bridge",), "river": ("river",), "río": ("river",),
               "rio": ("river",), "city": ("city", "town"), "town": ("city", "town"), "ciudad": ("city", "town"),
               "cidade": ("city", "town"),
               "pueblo": ("city", "town"), "crossing": ("border_crossing",), "fronterizo": ("border_crossing",),
               "base": ("military_base",), "complex": ("military_base",),
               "military complex": ("military_base",), "army complex": ("military_base",), "complejo": ("military_base",),
               "embassy": ("embassy",), "embajada": ("embassy",), "embaixada": ("embassy",),
               # "residents of the neighbourhood", "moradores do bairro": the district named just before
               "neighbourhood": ("neighbourhood",), "neighborhood": ("neighbourhood",), "barrio": ("neighbourhood",),
               "bairro": ("neighbourhood",)}
# A story rarely names two rivers or two bases: "the river", "the base" is the one it named, however long ago.
_ECHO_ANYWHERE = frozenset({"river", "military_base", "embassy"})  # when the story has named only one
_ECHO = re.compile(r"\b(?:[Tt]he|[Ee]l|[Ll]a|del|(?:[Aa]|[Dd]a|[Nn]a)(?=\s+embaixada)|[Nn]a(?=\s+cidade\b)|(?:[Oo]|[Dd]o|[Nn]o)(?=\s+bairro)|"
                   # a demonstrative points back too: "en la terminal de esa ciudad", "nessa cidade", "in that town"
                   r"(?:[Ee]sa|[Aa]quella|[Tt]hat)(?=\s+(?:ciudad|city|town)\b)|(?:[Ee]ss|[Nn]ess|[Dd]ess)a(?=\s+cidade\b))\s+"
                   r"(?:(?:same|mism[oa])\s+)?"
                   r"(?:(?:stretch|section|part|tramo)\s+(?:of|del?)\s+(?:the\s+|el\s+)?)?"  # "the same stretch of river"
                   r"(?:(?:border|frontier)\s+(crossing)|paso\s+(fronterizo)|"
                   r"(bridge|puente|river|r[íi]o|city|town|ciudad|cidade|"
                   r"(?:(?<=en\sel\s)|(?<=ia\sel\s)|(?<=as\sdel\s)|(?<=es\sdel\s))pueblo)|"  # not "the people"
                   r"(?:(?:air|naval|army|military)\s+)?(base)|((?:(?:military|army)\s+)?complex)|(complejo)(?=\s+militar)|"
                   r"(embassy|embajada|embaixada)|(neighbou?rhood|barrio|bairro))\b"
                   r"(?!\s+(?:of|de|del|do|da|hall|council|government|authorities|officials|police|mayor|limits|"
                   r"alcald[ií]a|[A-ZÁÉÍÓÚÑ]))")
_ECHO_SENTENCES = 3  # how far back an echo looks outside its own paragraph

_OWN_PLACE_KINDS = frozenset({"country", "state", "region"})  # too wide to be the place of a sentence


def _with_echoes(article: Article, sentences: Sequence[Sentence],
                 per_sentence: list[list[ResolvedMention]],
                 bridges: Sequence[Place] = ()) -> list[list[ResolvedMention]]:
    """Each sentence's places, plus its definite place nouns ("the bridge") resolved to the latest
    place of their kind in the sentences just before, when the sentence names no place of its own."""
    told: list[tuple[int, ResolvedMention]] = []  # (sentence index, place), in text order
    found = []
    dateline = _dateline_place(article, [rm for rms in per_sentence[:2] for rm in rms])
    for index, (s, rms) in enumerate(zip(sentences, per_sentence)):
        named = {rm.place.kind for rm in rms}
        echoes = [echo for m in _ECHO.finditer(s.text)  # "the river" of a sentence that names no river
                  if not named & set(_ECHO_KINDS[fold(m.group(m.lastindex or 0))])
                  and (echo := _echo(m, s, index, told, sentences, article, rms)) is not None]
        if "bridge" not in named and (bridge := _unnamed_bridge(s, rms, told, dateline, bridges)) is not None:
            echoes.append(bridge)
        rms = sorted([*rms, *echoes], key=lambda rm: rm.start)
        told.extend((index, rm) for rm in rms)
        found.append(rms)
    return found


def _echo(m: re.Match[str], s: Sentence, index: int, told: Sequence[tuple[int, ResolvedMention]],
          sentences: Sequence[Sentence], article: Article,
          own: Sequence[ResolvedMention] = ()) -> ResolvedMention | None:
    """The place a definite noun ("the city") stands for, as a mention at the noun."""
    noun = m.lastindex or 0
    kinds = _ECHO_KINDS[fold(m.group(noun))]
    start = s.start + m.start(noun)
    mention = Mention(m.group(noun), start, start + len(m.group(noun)))
    if "bridge" in kinds and (near := _bridge_near_towns(told, own)) is not None:
        return ResolvedMention(mention, near.place, near.resolver, round(near.confidence * 0.9, 3))
    only_one = set(kinds) <= _ECHO_ANYWHERE and len({rm.place.id for _, rm in told if rm.place.kind in kinds}) == 1
    for where, rm in reversed(told):
        if index - where > _ECHO_SENTENCES and not only_one and not _same_paragraph(article, sentences[where], s):
            return None
        if rm.place.kind in kinds:
            if rm.place.kind == "bridge" and _far_from_the_towns(rm.place, own):
                return None  # the bridge between the towns this sentence names, not one told far away
            return ResolvedMention(mention, rm.place, rm.resolver, round(rm.confidence * 0.9, 3))
    return None


_ECHO_BRIDGE_KM = 30.0


def _bridge_near_towns(told: Sequence[tuple[int, ResolvedMention]],
                       own: Sequence[ResolvedMention]) -> ResolvedMention | None:
    """"walked across the bridge to Tulcán": when the sentence names a town, the bridge it crossed is the
    latest one told that lies near that town, if the latest one told does not."""
    towns = [rm.place for rm in own if rm.place.kind in ("city", "town")]
    bridges = [rm for _, rm in reversed(told) if rm.place.kind == "bridge"]
    def near(rm: ResolvedMention) -> bool:
        return any(haversine_km((t.lat, t.lon), (rm.place.lat, rm.place.lon)) <= _ECHO_BRIDGE_KM for t in towns)
    if not towns or not bridges or near(bridges[0]):
        return None
    return next((rm for rm in bridges if near(rm)), None)


# "rushed to the international bridge", "cruzaron el puente internacional": a border bridge the story
# does not name is the one named before it, or else the border bridge nearest the story's town.
_UNNAMED_BRIDGE = re.compile(r"\b(?:[Tt]he|[Ee]l|del)\s+((?:international|border|cross-border)\s+bridge|"
                             r"puente\s+(?:internacional|fronterizo))\b(?!\s+(?:of\b|de\b|[A-ZÁÉÍÓÚÑ]))")
_BRIDGE_TOWN_KM = 15.0  # a town's own bridge: Ureña's is 1 km away, the next one 4 km
_TOWN_KINDS = frozenset({"city", "town", "neighbourhood", "border_crossing"})


def _unnamed_bridge(s: Sentence, rms: Sequence[ResolvedMention], told: Sequence[tuple[int, ResolvedMention]],
                    dateline: Place | None, bridges: Sequence[Place]) -> ResolvedMention | None:
    m = _UNNAMED_BRIDGE.search(s.text)
    if m is None:
        return None
    start, end = s.start + m.start(1), s.start + m.end(1)
    mention = Mention(m.group(1), start, end)
    named = next((rm for _, rm in reversed(told) if rm.place.kind == "bridge"), None)
    if named is not None and not _far_from_the_towns(named.place, rms):
        return ResolvedMention(mention, named.place, named.resolver, round(named.confidence * 0.9, 3))
    towns = [rm.place for rm in rms if rm.place.kind in _TOWN_KINDS and rm.start < start]
    bridge = _nearest_bridge([*reversed(towns), *([dateline] if dateline else [])], bridges)
    return None if bridge is None else ResolvedMention(mention, bridge, "nearest", 0.6)


def _far_from_the_towns(bridge: Place, rms: Sequence[ResolvedMention]) -> bool:
    """"El miércoles cruzaron el puente internacional que une el Desaguadero peruano con el boliviano": a bridge told
    before, far from every town the sentence names, is not the one it crossed now."""
    towns = [rm.place for rm in rms if rm.place.kind in ("city", "town")]
    return bool(towns) and all(haversine_km((t.lat, t.lon), (bridge.lat, bridge.lon)) > _ECHO_BRIDGE_KM for t in towns)


def _nearest_bridge(towns: Sequence[Place], bridges: Sequence[Place]) -> Place | None:
    """The bridge nearest the first of `towns` that has one within _BRIDGE_TOWN_KM."""
    for town in towns:
        km, bridge = min(((haversine_km((town.lat, town.lon), (b.lat, b.lon)), b) for b in bridges),
                         default=(math.inf, None), key=lambda pair: pair[0])
        if km <= _BRIDGE_TOWN_KM:
            return bridge
    return None


# Every expression dates.find_dates knows holds a digit or begins with one of these words.
_DATE_CUE = re.compile(r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|monday|tuesday|wednesday|"
                       r"thursday|friday|saturday|sunday|yesterday|today|tonight|night|morning|afternoon|"
                       r"evening|day|week|fortnight|month|year|hour|later|earlier|"
                       r"ayer|anoche|hoy|hace|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|"
                       r"anteayer|antier|anteanoche|hora|minut|moment|a[ñn]o|ma[ñn]ana|v[ií]spera|v[ée]spera|eve|"
                       r"octubre|noviembre|diciembre|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|"
                       r"semana|mes|año|d[ií]a|noche|mañana|madrugada|tarde|jornada|christmas|navidad|nochebuena|nochevieja|"
                       r"ontem|anteontem|hoje|h[áa]|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|"
                       r"dezembro|segunda|ter[çc]a|quarta|quinta|sexta|m[êe]s|in[íi]cio|meados|noite|manh[ãa]|carnival|carnaval|"
                       r"easter|pascua|p[áa]scoa|halloween|r[ée]veillon|finados|mardi)", I)


@dataclass
class _Anchor:
    """The date of the story's latest dated event: what "two days later" counts from. A later
    sentence that codes nothing may still set the day (`pending`), worked out only if asked for."""

    date: FuzzyDate | None = None
    pending: Callable[[], FuzzyDate | None] | None = None

    def current(self) -> FuzzyDate | None:
        if self.pending is not None:
            told, self.pending = self.pending, None
            self.date = told() or self.date
        return self.date


def _without_leaving_as_move(found: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"Three soldiers walked off their base in Apure", "slipped out of Fuerte Mara": the walking is the
    desertion, told where it happened, not a move of its own; a relocation of the same men whose only end is
    the desertion's place at home, where they were or the base they left, goes ("left Puerto Cabello", a
    town, is a move from it)."""
    left = [(set(e.actors), e.place) for e, _ in found
            if e.event_type == "defection" and e.place is not None and e.country_code == HOME_COUNTRY]
    if not left:
        return found

    def leaving(event: Event) -> bool:
        ends = {w.name for w in (event.origin, event.destination) if w is not None}
        return event.event_type == "relocation" and len(ends) == 1 and event.country_code == HOME_COUNTRY \
            and any(actors & set(event.actors) and ends == {place} for actors, place in left) \
            and not _SHELTERED_IN_A_HOME.search(event.evidence) \
            and (_left_base_only(event) or re.search(rf"\b(?:in|at|near|en|em|no|na|cerca\s+de|perto\s+de)\s+"
                                                     rf"(?:(?:the|el|la|o|a)\s+)?{re.escape(next(iter(ends)))}\b",
                                                     event.evidence, I) is not None)  # where, not whither
    return [(e, undated) for e, undated in found if not leaving(e)]


# "se quitaron el uniforme y se refugiaron en el apartamento de una tía en Chacao": the hiding place the deserters
# went to, a move of its own (the town in it says whither, not where they deserted)
_SHELTERED_IN_A_HOME = re.compile(r"\bse\s+refugi(?:ó|aron|ou|aram)" + _INTO_A_HOME, I)


def _left_base_only(event: Event) -> bool:
    """A move told only by the base it left ("slipped out of Fuerte Mara")."""
    return event.destination is None and event.origin is not None and event.origin.kind == "military_base"


# "uno de los soldados", "um dos militares", "one of the soldiers": one of a group told before
_ONE_OF_THEM = re.compile(r"\b(?:uno|una|um|uma|one)\s+(?:de\s+(?:los|las)|d[oa]s|of\s+the)\s", I)
_BREAK_WORDS = re.compile(r"desconoc|desconhec|reconoc|reconhec|recogni[sz]|disown|disavow", I)


def _without_break_of_one_of_them(found: list[tuple[Event, bool]], drafts: Sequence[_Draft]) -> list[tuple[Event, bool]]:
    """"Días después, uno de los soldados publicó un video en el que desconocía a Maduro": one of a group whose
    desertion the story has told declares his break with Maduro; that is no second desertion."""
    told = {a for d in drafts if d.event.event_type == "defection" and d.event.status == "occurred" for a in d.event.actors}
    if not told:
        return found
    return [(e, undated) for e, undated in found if not (
        e.event_type == "defection" and e.actors and _ONE_OF_THEM.search(e.evidence) and _BREAK_WORDS.search(e.evidence)
        and (set(e.actors) <= told or all(_ONE_OF_THEM.match(a) for a in e.actors)))]


def _without_second_defection(found: list[tuple[Event, bool]], drafts: list[_Draft],
                              index: int) -> list[tuple[Event, bool]]:
    """"Sgt. Mora deserted on Saturday. Two days later, he crossed into Brazil.": the crossing is his
    second step, not a second defection, when the people named have defected earlier in the story. An
    undated mention in passing ("Seven months after crossing the bridge, Capt. Mora ...") does not stand
    for the desertion a later sentence dates: the two merge. A described group ("two sergeants") is the
    same group only a few sentences on, where "they" and "the sergeants" still point back to it, and only
    when that desertion is not told as later than this step. A desertion told with no place takes the
    place of the step that drops its copy (in `drafts`): where they crossed is all the story says of it."""
    moved = {a for e, _ in found if e.event_type in MOVEMENT_TYPES for a in e.actors}
    defections = _told_defections(drafts)
    told = {a for d in defections for a in d.event.actors}
    dated = {a for d in defections if d.event.date is not None for a in d.event.actors}
    kept = []
    for event, undated in found:
        if _gave_up_after_crossing(event, drafts, index):
            continue
        if event.event_type != "defection" or not event.actors or not set(event.actors) <= moved:
            kept.append((event, undated))
            continue
        if all(is_person_name(a) for a in event.actors):
            if not set(event.actors) <= (told if event.date is None else dated) \
                    or _break_told_later(event, defections):
                kept.append((event, undated))
            else:
                _sharpen_month(event, defections, drafts)
                defections = _told_defections(drafts)  # (the sharpened ones are new drafts)
                # "Lt. X, who deserted on May 2, ... X crossed the Grita River near Puerto Santander": there
                named = [d for d in defections if set(event.actors) <= set(d.event.actors) and 0 < index - d.sentence <= 1
                         and dates_compatible(d.event.date, event.date)]
                if named:
                    _place_unplaced(named[-1], event, found, drafts)
            continue
        # (an undated step of the group told right after its dated desertion is that desertion's next step:
        # "some 30 guardsmen abandoned the Castilletes post on July 19. The group walked across the desert to")
        earlier = [d for d in defections if d.event.date is not None
                   and 0 < index - d.sentence <= _CARRY_SENTENCES and set(event.actors) <= set(d.event.actors)
                   and (d.event.date.value <= event.date.value if event.date is not None else index - d.sentence <= 1)]
        if not earlier:
            kept.append((event, undated))
            continue
        _place_unplaced(earlier[-1], event, found, drafts)
        defections = _told_defections(drafts)
    return kept


# Giving oneself up: "se entregaron a una patrulla", "turned themselves in to", "se apresentaram ao Exército"
_GAVE_UP = re.compile(r"\b(?:se\s+entreg(?:ó|aron|ou|aram)|se\s+present(?:ó|aron)|se\s+apresent(?:ou|aram)|"
                      r"se\s+pus(?:o|ieron)\s+a\s+(?:la\s+)?(?:orden|disposici[oó]n)|(?:placed|put)\s+\w+\s+at\s+the\s+disposal|"
                      r"se\s+rind(?:ió|ieron)|turned\s+(?:himself|herself|themselves)\s+in|gave\s+(?:himself|herself|themselves)\s+up|"
                      r"handed\s+(?:himself|herself|themselves)\s+(?:over|in)|surrendered)\b", I)


def _gave_up_after_crossing(event: Event, drafts: Sequence[_Draft], index: int) -> bool:
    """"Un sargento y dos soldados desertaron el domingo ... y cruzaron a Colombia por una trocha. Los tres
    militares se entregaron el lunes a una patrulla del Ejército colombiano": giving up abroad within days of the
    group's crossing, told a sentence or two before, ends that crossing; it is no second desertion."""
    if event.event_type != "defection" or event.date is None or event.country_code == HOME_COUNTRY \
            or not _GAVE_UP.search(event.evidence):
        return False
    deserted = [d for d in drafts if d.event.event_type == "defection" and 0 < index - d.sentence <= 2
                and (set(d.event.actors) & set(event.actors) or event.count is not None and d.event.count == event.count)]
    return any(d.event.event_type == "border_crossing" and d.event.status == "occurred" and d.event.date is not None
               and any(x.sentence == d.sentence for x in deserted)
               and 0 <= (event.date.value - d.event.date.value).days <= 3 for d in drafts)


def _told_defections(drafts: Sequence[_Draft]) -> list[_Draft]:
    return [d for d in drafts if d.event.event_type == "defection" and d.event.status == "occurred"]


def _place_unplaced(first: _Draft, event: Event, found: Sequence[tuple[Event, bool]], drafts: list[_Draft]) -> None:
    """A desertion told with no place, or placed only in the country the men went to ("desertó en julio y se
    encuentra en Colombia"), takes the place of the step that drops its copy."""
    abroad_only = first.event.geo_precision == 3 and first.event.country_code not in ("", HOME_COUNTRY)
    if (first.event.place is None or abroad_only) and (where := _deserted_at(event, found)) is not None \
            and not (abroad_only and where.kind in ("country", "state", "region")):
        drafts[drafts.index(first)] = replace(first, event=replace(
            first.event, place=where.name, lat=where.lat, lon=where.lon, country_code=where.country_code,
            geo_precision=3 if where.kind in ("country", "state", "region") else 1))


def _sharpen_month(event: Event, defections: Sequence[_Draft], drafts: list[_Draft]) -> None:
    """"Deixou o posto em fevereiro. ... Na madrugada do domingo (24), ele atravessou a fronteira": the
    desertion told by its month took place on the day its crossing, in that month, dates."""
    if event.date is None or event.date.precision != "day":
        return
    for d in defections:
        told = d.event.date
        if told is not None and told.precision == "month" and set(event.actors) <= set(d.event.actors) \
                and (told.value.year, told.value.month) == (event.date.value.year, event.date.value.month):
            drafts[drafts.index(d)] = replace(d, event=replace(d.event, date=event.date))


def _break_told_later(event: Event, defections: Sequence[_Draft]) -> bool:
    """"On Friday Lt. X recognised Guaidó in a video. ... On Dec. 15 he crossed the river": the desertion the
    story told first is dated after this step, so this step, told as a flashback, is the desertion itself."""
    if event.date is None:
        return False
    theirs = [d.event.date for d in defections if d.event.date is not None and set(event.actors) & set(d.event.actors)]
    return bool(theirs) and all(day.value > event.date.value for day in theirs)


def _deserted_at(defection: Event, found: list[tuple[Event, bool]]) -> Waypoint | None:
    """Where a desertion told before a crossing took place, as far as the crossing tells: its origin, else
    the crossing's own place when that lies on the home side (a river, a bridge, a border town)."""
    for event, _ in found:
        if event.event_type in MOVEMENT_TYPES and set(defection.actors) & set(event.actors):
            if event.origin is not None and event.origin.kind != "country":
                return event.origin
            if event.place is not None and event.lat is not None and event.country_code == HOME_COUNTRY:
                return Waypoint(event.place, event.lat, event.lon, "", event.country_code)
            return event.origin
    return None


def _onward_from_abroad(found: list[tuple[Event, bool]], drafts: Sequence[_Draft],
                        f: _SentenceFacts) -> list[tuple[Event, bool]]:
    """"He crossed into Colombia on Saturday. He reached Bogotá by bus on Monday.": a move by people
    the story has already taken out of Venezuela, and not back into it, is an onward relocation
    from where they were, and no new desertion."""
    if _post_left_then_crossed(f):
        return found  # "ele deixou o posto e atravessou a pé para Pacaraima": the desertion told again, from home
    moved = {id(e): where for e, _ in found if e.event_type == "border_crossing" and e.status == "occurred"
             and not _from_a_home_town(e) and (where := _abroad_before(e, drafts, f.index)) is not None}
    if not moved:
        return found
    movers = {a for e, _ in found if id(e) in moved for a in e.actors}
    out = []
    for event, undated in found:
        if id(event) in moved:
            start = moved[id(event)]
            if _into_another_country(event, start):  # a crossing still, from where they were
                origin = event.origin if event.origin is not None and event.origin.country_code != HOME_COUNTRY \
                    else start
                out.append((replace(event, origin=origin), undated))
            event = _as_relocation(event, start)
        elif event.event_type == "defection" and set(event.actors) & movers:
            continue
        out.append((event, undated))
    return out


# What joins a desertion's verb to the crossing right after it: "left his post and walked across", "dejó su unidad de
# noche, cruzó el río", "deixou o posto e atravessou"
_THEN_CROSSED = re.compile(r"(?:\s+(?!(?:who|which|where|que|quien|donde|onde)\b)[\w.-]+){0,8}?(?:\s*,\s*|\s+(?:and|y|e)\s+)"
                           r"(?:(?:then|luego|depois)\s+)?", I)


def _post_left_then_crossed(f: _SentenceFacts) -> bool:
    """Whether the sentence tells men leaving their post and crossing at once: they set out from home, whatever
    the story told of them before (a profile that has taken a deserter abroad goes back to tell his desertion)."""
    live = _live(f)
    text = f.sentence.text
    return any(t.event_type == "defection" and t.kind == "verb" and c.event_type == "border_crossing"
               and c.start > t.end and _THEN_CROSSED.fullmatch(text, t.end, c.start) for t in live for c in live)


def _from_a_home_town(event: Event) -> bool:
    """"Five soldiers crossed into Brazil overnight. The soldiers ... walked from Santa Elena de Uairén to
    Pacaraima": a crossing that sets out from a named town at home retells the crossing, with its ends."""
    return event.origin is not None and event.origin.country_code == HOME_COUNTRY and event.origin.kind != "country"


# A crossing verb: what takes men over a land border ("crossed", "waded", "atravesaron", "entraron a Perú")
# ("walked into Peru at the border post near Tumbes": on foot into the country, not "flew into Peru")
_OVER_THE_LINE = re.compile(r"\b(?:cross|wad|swam|swim|enter|cruz|atraves|entr[óoa]|ingres)\w*|"
                            r"\b(?:walk(?:ed|ing)?|hiked|drove|caminaron|camin[óo]|caminhou|caminharam)\s+(?:into|hasta|at[ée])\b", I)


def _into_another_country(event: Event, where: Waypoint) -> bool:
    """"crossed the Rumichaca bridge into Ecuador" after a stay in Colombia: over a land border into
    a foreign country other than the one the men were in is a crossing still (a flight or a bus ride on
    to a city is not)."""
    reached = event.destination or event.via
    if where.country_code in ("", HOME_COUNTRY) or _OVER_THE_LINE.search(event.evidence) is None:
        return False
    # (or over a border bridge or post between two foreign countries, whichever side it is listed on: "crossed the
    # Rumichaca Bridge" from Colombia)
    return reached is not None and reached.country_code not in ("", HOME_COUNTRY, where.country_code) \
        or event.via is not None and event.via.kind in CROSSING_KINDS and event.via.country_code not in ("", HOME_COUNTRY)


def _abroad_before(event: Event, drafts: Sequence[_Draft], index: int) -> Waypoint | None:
    """Where the event's actors were left abroad by their latest move told before, unless this one
    goes back into the home country or names no place it reaches ("I crossed one bridge": a retelling)."""
    dest = event.destination
    if dest is None or dest.kind in ("state", "region") or any(
            w is not None and w.country_code == HOME_COUNTRY for w in (dest, event.via)):
        return None
    mine = _facets(event, {})
    for d in reversed(drafts):
        e = d.event
        if e.status != "occurred" or e.event_type not in _family("border_crossing") or not e.place \
                or _told_out_of_order(event, e, d.sentence):
            continue
        named = mine.named and _actors_overlap(mine, _facets(e, {}))
        kin = _kin_actors(event.actors) and not any(  # the family, after its own crossing (no desertion)
            x.sentence == d.sentence and x.event.event_type == "defection" for x in drafts)
        if not (named or ((set(e.actors) & set(event.actors) or kin) and index - d.sentence <= _CARRY_SENTENCES)):
            continue
        if _retold_from_home(event, e):
            return None
        where = _left_at(e)
        if dest.kind == "country":  # "crossing into Ecuador" from Colombia: onward; into Colombia again: a retelling
            return where if where is not None and where.country_code not in ("", HOME_COUNTRY, dest.country_code) \
                else None
        if where is not None and where.country_code not in ("", HOME_COUNTRY):
            return where
        return where if _out_over_the_line(e) else None
    return None


def _retold_from_home(event: Event, before: Event) -> bool:
    """"Two sergeants crossed into Brazil late on Wednesday. [...] They left a checkpoint outside Santa
    Elena de Uairén after dark and walked for three hours before reaching Pacaraima": the same day's
    crossing into that country told again from the post at home, not a move on from inside it."""
    reached, dest = before.destination or _left_at(before), event.destination
    from_home = (event.origin is not None and event.origin.country_code == HOME_COUNTRY and event.origin.kind != "country") \
        or (event.country_code == HOME_COUNTRY and event.geo_precision in (1, 2))
    return from_home and dest is not None and reached is not None and reached.kind == "country" \
        and reached.country_code == dest.country_code and before.date is not None and before.date.precision == "day" \
        and (event.date is None or event.date == before.date)


def _out_over_the_line(event: Event) -> bool:
    """"waded the river at night and presented himself to police on the other bank", "crossed near
    Ureña": a crossing placed on the home side, with no place reached, left its actors on the far side
    all the same."""
    return event.event_type == "border_crossing" and event.destination is None and event.lat is not None


_LEAD_PRESENTS = 2  # the headline and the lead sentence
_PERIOD_DAYS = {"day": 1, "week": 7, "month": 31, "year": 366}


def _told_out_of_order(event: Event, before: Event, sentence: int) -> bool:
    """"One of those flown to Curitiba on Friday was a corporal who crossed at Pacaraima in March":
    a move dated before the one told earlier, or a dated crossing after a headline or lead that
    presents the deserter abroad undated (the story then tells how he got there), did not leave
    the actors abroad first; nor did a lead's crossing "last week" that a later sentence dates to a
    day within that week (the story then tells the same crossing)."""
    if event.date is None:
        return False
    if before.date is None:
        return before.event_type in ("defection", "asylum") and sentence < _LEAD_PRESENTS
    if sentence < _LEAD_PRESENTS and _narrows(event.date, before.date):
        return True
    return event.date.value + timedelta(days=_PERIOD_DAYS.get(event.date.precision, 1)) <= before.date.value


def _narrows(day: FuzzyDate, period: FuzzyDate) -> bool:
    """A day-precise date that falls within a vaguer week or month told before."""
    if day.precision != "day" or period.precision not in ("week", "month"):
        return False
    return period.value <= day.value < period.value + timedelta(days=_PERIOD_DAYS[period.precision])


def _left_at(event: Event) -> Waypoint | None:
    """Where a movement left its actors: its destination, else its place."""
    if event.destination is not None:
        return event.destination
    return None if event.lat is None else Waypoint(event.place, event.lat, event.lon, "", event.country_code)


def _as_relocation(event: Event, start: Waypoint) -> Event:
    """A crossing turned onward move: it starts where the actors were and is placed where it ends."""
    origin = event.origin if event.origin is not None and event.origin.kind != "country" else start
    dest = event.destination
    return replace(event, event_type="relocation", origin=origin, place=dest.name, lat=dest.lat, lon=dest.lon,
                   country_code=dest.country_code, geo_precision=1)


def _without_surrender_abroad(found: list[tuple[Event, bool]], drafts: Sequence[_Draft],
                             f: _SentenceFacts) -> list[tuple[Event, bool]]:
    """"They took a bus on to Bonfim. [...] In Bonfim the four men presented themselves to the Federal
    Police": giving oneself up right after an onward move is a step of seeking refuge, no desertion."""
    live = [t for t in f.triggers if t.status]
    if not any(e.event_type == "defection" for e, _ in found) or any(t.kind in MOVE_KINDS for t in live) \
            or not _surrender_only([t for t in live if t.event_type == "defection"]):
        return found
    moves = [d for d in drafts if d.event.event_type in MOVEMENT_TYPES and d.event.status == "occurred"]
    if not moves or moves[-1].event.event_type != "relocation" or f.index - moves[-1].sentence > _CARRY_SENTENCES:
        return found
    return [(e, undated) for e, undated in found if e.event_type != "defection"]


def _surrender_after_return_as_move(found: list[tuple[Event, bool]], drafts: Sequence[_Draft],
                                    f: _SentenceFacts) -> list[tuple[Event, bool]]:
    """"Five ex-soldiers returned to Venezuela through Paraguachón. The five presented themselves at the Fuerte Mara
    base the same day": giving oneself up at home right after coming back is a move there, no desertion."""
    live = [t for t in f.triggers if t.status]
    if not any(e.event_type == "defection" for e, _ in found) or any(t.kind in MOVE_KINDS for t in live) \
            or not _surrender_only([t for t in live if t.event_type == "defection"]):
        return found
    moves = [d for d in drafts if d.event.event_type in MOVEMENT_TYPES and d.event.status == "occurred"]
    if not moves or f.index - moves[-1].sentence > _CARRY_SENTENCES or not _came_home(moves[-1].event):
        return found
    return [(replace(e, event_type="relocation") if e.event_type == "defection" else e, undated)
            for e, undated in found if e.event_type != "defection" or e.country_code == HOME_COUNTRY and e.place]


def _came_home(event: Event) -> bool:
    """Whether a crossing went back into the home country ("returned to Venezuela through Paraguachón")."""
    return event.event_type == "border_crossing" and event.destination is not None \
        and event.destination.country_code == HOME_COUNTRY


def _without_crossing_told_before(found: list[tuple[Event, bool]], drafts: Sequence[_Draft],
                                  f: _SentenceFacts) -> list[tuple[Event, bool]]:
    """"Two soldiers crossed the river on Saturday. They surrendered to Colombian authorities in Cúcuta.":
    a surrender implies a crossing only when the story has not just told it, and a new desertion only when
    the story has not just told the same people deserting."""
    if _far_bank_retold(found, drafts, f):  # "swam across the Táchira River. ... he reached the Colombian bank"
        return [(e, undated) for e, undated in found if e.event_type != "border_crossing"]
    if any(t.status and t.kind in MOVE_KINDS for t in f.triggers):
        return found
    told = [d.event for d in drafts if d.event.status == "occurred" and f.index - d.sentence <= _CARRY_SENTENCES]
    recent = [e for e in told if e.event_type in MOVEMENT_TYPES]
    deserted = {a for e in told if e.event_type == "defection" for a in e.actors}
    gave_up = [t for t in f.triggers if t.status and t.event_type == "defection"]
    surrender = bool(gave_up) and _surrender_only(gave_up)
    return [(e, undated) for e, undated in found
            if not (recent and e.event_type == "border_crossing")
            and not (surrender and e.event_type == "defection" and set(e.actors) & deserted)]


# Reaching the far bank or side: "reached the Colombian bank", "llegó a la orilla colombiana", "chegou ao outro lado"
_FAR_BANK = re.compile(r"\b(?:reach(?:ed|ing)|got\s+to|made\s+it\s+to|arriv(?:ed|ing)\s+(?:at|on)|lleg(?:ó|aron|ando)\s+a|"
                       r"alcanz(?:ó|aron)|cheg(?:ou|aram|ando)\s+(?:a|ao|à)|alcan[çc](?:ou|aram))\s+(?:the\s+|la\s+|el\s+|a\s+|o\s+)?"
                       r"(?:(?:other|far|opposite|colombian|brazilian|otra|outra|outro)\s+)?(?:bank|shore|side|orilla|ribera|margen|"
                       r"lado|banda|beira)\b", I)


def _far_bank_retold(found: Sequence[tuple[Event, bool]], drafts: Sequence[_Draft], f: _SentenceFacts) -> bool:
    """"A sergeant swam across the Táchira River before dawn. Wounded, he reached the Colombian bank": the bank
    reached is the end of the river crossing just told of the same people, not a second crossing."""
    crossing = [e for e, _ in found if e.event_type == "border_crossing"]
    if not crossing or not _FAR_BANK.search(f.sentence.text):
        return False
    actors = {a for e in crossing for a in e.actors}
    return any(d.event.event_type == "border_crossing" and f.index - d.sentence <= 2 and actors & set(d.event.actors)
               and d.event.via is not None and d.event.via.kind == "river" for d in drafts)


def _dated_by_far_bank(found: Sequence[tuple[Event, bool]], drafts: list[_Draft], f: _SentenceFacts) -> None:
    """"Seis soldados cruzaron el río Negro en una canoa hasta San Felipe. ... En la madrugada del sábado llegaron a
    la orilla colombiana": the bank reached ends the river crossing told before, which an undated telling leaves to
    take the day the bank is reached on."""
    day = next((e.date for e, _ in found if e.event_type == "border_crossing" and e.status == "occurred"
                and e.date is not None and e.date.precision == "day"), None)
    if day is None or not _far_bank_retold(found, drafts, f):
        return
    actors = {a for e, _ in found if e.event_type == "border_crossing" for a in e.actors}
    told = [i for i, d in enumerate(drafts) if d.event.event_type == "border_crossing" and d.event.date is None
            and f.index - d.sentence <= 2 and actors & set(d.event.actors) and d.event.via is not None
            and d.event.via.kind == "river"]
    for i in told[-1:]:
        drafts[i] = replace(drafts[i], event=replace(drafts[i].event, date=day))


# The deeds an "after" clause counts from, as its own verb: Spanish past and past subjunctive, Portuguese past
_DEED_IN_A_CLAUSE = (r"cruz(?:ó|ara|aron|aran)|desert(?:ó|ara|aron|aran)|hu(?:yó|yera|yeron|yeran)|"
                     r"sal(?:ió|iera|ieron|ieran)|lleg(?:ó|ara|aron|aran)|atravess(?:ou|aram)|cruz(?:ou|aram)|"
                     r"desert(?:ou|aram)|fug(?:iu|iram)|sa(?:iu|íram)|cheg(?:ou|aram)")
# "The day after his arrest", "Three days after he left Machiques", "dos días después de su detención",
# "um dia depois da sua prisão": a count from an event the story told before, named by a noun or a verb.
_AFTER_TOLD = re.compile(
    r"\b(?P<n>the|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif)teen|\d{1,2})"
    r"\s+(?P<unit>day|week)s?\s+after\s+"
    r"(?:(?:his|her|their)\s+(?P<noun>arrest|detention|capture|desertion|escape|crossing|arrival)\b"
    # ("two days after the corporal crossed": the one who did it named)
    r"|(?:he|she|they|the\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:had\s+)?"
    r"(?P<verb>left|deserted|fled|escaped|crossed|(?:was|were)\s+(?:arrested|detained))\b"
    # "Three days after leaving Barinas": the deed as a gerund, whose subject is the sentence's
    r"|(?P<verb_ing>leaving|deserting|fleeing|escaping|crossing)\b)"
    r"|\b(?:(?P<n_es>el|un|una|dos|tres|cuatro|cinco|seis|siete|um|dois|tr[êe]s|\d{1,2})\s+"
    r"(?P<unit_es>d[íi]a|semana)s?\s+(?:despu[ée]s|depois|ap[óo]s)"
    r"|(?P<next_es>al\s+d[íi]a\s+siguiente|no\s+dia\s+seguinte))\s+"
    # ("dos días después de su huida", "dois dias depois da fuga", "depois da sua fuga", "no dia seguinte à detenção":
    # Portuguese "à", "a" and "the" in one)
    r"(?:(?:(?:de\s+|d[ao]\s+)?(?:su|sua|la|a)\s+|d[ao]\s+|à\s+(?:sua\s+)?)"
    r"(?P<noun_es>detenci[óo]n|deten[çc][ãa]o|captura|arresto|deserci[óo]n|huida|deser[çc][ãa]o|pris[ãa]o|fuga|"
    r"llegada|chegada)\b"
    # "Tres días después de dejar Barinas", "Três dias depois de deixar o quartel": the deed as an infinitive
    r"|de\s+(?P<verb_es>dejar|abandonar|salir|desertar|huir|escapar|cruzar|deixar|sair|fugir|atravessar)\b"
    # "Dos días después de que el cabo cruzara a Colombia", "dois dias depois que o cabo atravessou": the deed as a
    # clause of its own, its doer named or left out
    r"|(?:de\s+)?que\s+(?:(?:(?:el|la|los|las|o|a|os|as)\s+[\w-]+|él|ella|ellos|ellas|ele|ela|eles|elas)\s+)?"
    r"(?P<verb_que>" + _DEED_IN_A_CLAUSE + r")\b)"
    # "Tras el desalojo, ...", "After the eviction, ...", "Tras la salida del hotel": the same day as the eviction
    r"|^\W*(?P<same>after|tras|despu[ée]s\s+de|ap[óo]s)\s+(?:the|el|la|o|a)\s+"
    r"(?P<noun_same>eviction|desalojo|despejo|salida\s+del\s+hotel)\b", I)
# "después de que cruzara", "depois que atravessou", "después de que llegó": the kind of the deed, by its stem
_DEEDS_IN_A_CLAUSE = {**{form: "border_crossing" for form in ("cruzo", "cruzara", "cruzaron", "cruzaran", "atravessou",
                                                               "atravessaram", "cruzou", "cruzaram")},
                      **{form: "defection" for form in ("deserto", "desertara", "desertaron", "desertaran", "huyo",
                                                         "huyera", "huyeron", "huyeran", "salio", "saliera", "salieron",
                                                         "salieran", "desertou", "desertaram", "fugiu", "fugiram",
                                                         "saiu", "sairam")},
                      **{form: ("border_crossing", "relocation") for form in ("llego", "llegara", "llegaron", "llegaran",
                                                                              "chegou", "chegaram")}}
_TOLD_AS = {"arrest": "arrest", "detention": "arrest", "capture": "arrest", "arrested": "arrest", "detained": "arrest",
            "detencion": "arrest", "captura": "arrest", "arresto": "arrest", "prisao": "arrest", "detencao": "arrest",
            "desertion": "defection", "escape": "defection", "left": "defection", "deserted": "defection",
            "leaving": "defection", "deserting": "defection", "fleeing": "defection", "escaping": "defection",
            "dejar": "defection", "abandonar": "defection", "salir": "defection", "desertar": "defection",
            "huir": "defection", "escapar": "defection", "deixar": "defection", "sair": "defection",
            "fugir": "defection", "cruzar": "border_crossing", "atravessar": "border_crossing",
            "fled": "defection", "escaped": "defection", "desercion": "defection", "huida": "defection",
            "desercao": "defection", "fuga": "defection", "crossing": "border_crossing", "crossed": "border_crossing",
            "eviction": "relocation", "desalojo": "relocation", "despejo": "relocation", "hotel": "relocation",
            # "the day after their arrival", "al día siguiente de su llegada": the last move told, over a border or not
            "arrival": ("border_crossing", "relocation"), "llegada": ("border_crossing", "relocation"),
            "chegada": ("border_crossing", "relocation"),
            **_DEEDS_IN_A_CLAUSE}
_COUNT_WORDS = {"the": 1, "a": 1, "one": 1, "el": 1, "un": 1, "una": 1, "um": 1, "two": 2, "dos": 2, "dois": 2,
                "three": 3, "tres": 3, "four": 4, "cuatro": 4, "five": 5, "cinco": 5, "six": 6,
                "seis": 6, "seven": 7, "siete": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                "thirteen": 13, "fourteen": 14, "fifteen": 15}


def _told_verb(m: re.Match[str]) -> str | None:
    """The verb of the deed counted from: "after he left", "after leaving", "después de dejar"."""
    return m["verb"] or m["verb_ing"] or m["verb_es"] or m["verb_que"]


def _after_told(text: str) -> re.Match[str] | None:
    return _AFTER_TOLD.search(text)


def _after_told_date(f: _SentenceFacts, drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """"The day after his arrest, he was flown to Caracas": the day counted from the latest dated
    event of the kind named, when the story told one."""
    m = _after_told(f.sentence.text)
    if m is None:
        return None
    word = fold(m["noun"] or _told_verb(m) or m["noun_es"] or m["noun_same"]).lower().split()[-1]
    kinds = _TOLD_AS.get(word, ())
    kinds = (kinds,) if isinstance(kinds, str) else kinds
    told = [d.event.date for d in drafts if d.sentence < f.index and d.event.event_type in kinds
            and d.event.status == "occurred" and d.event.date is not None and d.event.date.precision == "day"]
    if not told:
        return None
    count = (m["n"] or m["n_es"] or "").lower()
    amount = 0 if m["same"] else 1 if m["next_es"] else int(count) if count.isdigit() else _COUNT_WORDS.get(fold(count), 1)
    unit = {"dia": "day", "semana": "week"}.get(fold(m["unit_es"] or "").lower(), m["unit"] or "day")
    return shift(told[-1], unit.lower(), amount, "day")


def _without_retold_step(found: list[tuple[Event, bool]], drafts: Sequence[_Draft],
                         f: _SentenceFacts) -> list[tuple[Event, bool]]:
    """"Three days after he left Machiques, agents detained his father": the leaving is the desertion
    told before, no new step, when the sentence's only movement words are in the "after" clause."""
    m = _after_told(f.sentence.text)
    if m is None or _told_verb(m) is None or _after_told_date(f, drafts) is None:
        return found
    clause_end = _CLAUSE_BREAK.search(f.sentence.text, m.end())
    end = clause_end.start() if clause_end else len(f.sentence.text)
    if any(t.status and t.event_type in MOVEMENT_TYPES + ("defection",) and not m.start() <= t.start < end
           for t in f.triggers):
        return found
    return [(e, undated) for e, undated in found if e.event_type not in MOVEMENT_TYPES + ("defection",)]


def _border_rivers(drafts: Sequence[_Draft]) -> frozenset[str]:
    """The rivers the story has told crossed into another country: "five more crossed the same stretch
    of river" leaves the country too."""
    return frozenset(d.event.via.name for d in drafts if d.event.event_type == "border_crossing"
                     and d.event.via is not None and d.event.via.kind == "river" and d.event.destination is not None
                     and d.event.destination.country_code not in ("", HOME_COUNTRY))


def _story_day(when: FuzzyDate, f: _SentenceFacts, article: Article) -> FuzzyDate:
    """The day later sentences count from: "The court on Tuesday stripped them of immunity for backing last week's
    uprising. Hours later, agents detained Zambrano": a week or month an event is dated to gives way to a later day
    the sentence tells."""
    if when.precision == "day":
        return when
    told = _told_date(f, article)
    return told if told is not None and told.value >= when.value else when


def _told_date(f: _SentenceFacts, article: Article) -> FuzzyDate | None:
    """The past day a sentence without a dated event is set on: "On April 30, protesters gathered". Days
    told in the order they came ("left port late on Sunday and were spotted off the island before dawn on
    Monday") leave the story on the last of them, as dated events do; a day told after a later one ("said
    on Monday that on Saturday ...") does not move it back."""
    told = None
    for d, owner, free in f.dates:
        if (free or owner is not None) and d.date.precision == "day" and not _since(f.sentence.text, d) \
                and not _until_weekday(f.sentence.text, d) \
                and (article.published is None or d.date.value <= article.published) \
                and (told is None or d.date.value >= told.value):
            told = d.date
    return told


# "Fue lo último que supe de él hasta el domingo", "no news of him until Sunday": the day a wait ended, not the
# day the sentence is set on
_UNTIL_BEFORE = re.compile(r"\b(?:hasta|until|till|at[ée])\s+(?:(?:el|la|the|o|a)\s+)?$", I)


def _until_weekday(text: str, d: DateMention) -> bool:
    """A weekday a wait lasted until ("hasta el domingo"); not a date of its own ("destacado en Paraguaipoa hasta
    el 26 de febrero. Ese día, ..." is the day he left)."""
    return _UNTIL_BEFORE.search(text, max(0, d.start - 30), d.start) is not None \
        and not any(ch.isdigit() for ch in text[d.start:d.end])


# "On that day, ...", "Ese mismo día", "Naquele dia": a sentence opening on the day just named
_THAT_DAY_OPENING = re.compile(r"\W*(?:(?:on|that)\s+)?(?:that|the\s+same)\s+day\b|\W*(?:ese|aquel|este)\s+(?:mismo\s+)?d[ií]a\b|"
                               r"\W*(?:naquele|nesse|neste|no\s+mesmo)\s+dia\b|"
                               # "Aquella jornada, ...", "Esa misma jornada", "Naquela jornada": that day, by its events
                               r"\W*(?:esa|aquella|naquela|nessa|na\s+mesma)\s+(?:misma\s+)?jornada\b", I)


def _since_day_named_next(facts: Sequence[_SentenceFacts], f: _SentenceFacts, article: Article) -> FuzzyDate | None:
    """"About 60 have entered La Guajira since February 23. On that day, three guardsmen walked off the
    checkpoint": the day a running total starts from is the day the next sentence's "that day" names."""
    if f.index + 1 >= len(facts) or not _THAT_DAY_OPENING.match(facts[f.index + 1].sentence.text):
        return None
    return next((d.date for d, _, _ in f.dates if d.date.precision == "day" and _since(f.sentence.text, d)
                 and (article.published is None or d.date.value <= article.published)), None)


# "Eran cerca de las dos de la mañana del pasado sábado cuando el cabo dio la orden.", "It was 2 a.m. on
# Saturday when ...": a sentence that only sets the time of the scene
_SCENE_SETTER = re.compile(r"\W*(?:eran|era|fue|it\s+was|eram|foi)\b[^.;:]*?\b(?:cuando|when|quando)\b", I)


def _scene_set_day(facts: Sequence[_SentenceFacts], f: _SentenceFacts, article: Article) -> FuzzyDate | None:
    """The day the sentence just before set the scene on, when it told no event of its own: the
    story's next step happened then."""
    if f.index == 0:
        return None
    before = facts[f.index - 1]
    if not (_SCENE_SETTER.match(before.sentence.text) or _opens_on_its_day(before)
            and not _speech_triggers(before.sentence.text, before.quotes)) \
            or any(t.status for t in before.triggers) or not _same_paragraph(article, before.sentence, f.sentence):
        return None
    return _told_date(before, article)


def _scene_set_two_back(facts: Sequence[_SentenceFacts], f: _SentenceFacts, article: Article,
                        drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """"En la madrugada del domingo 7, el cabo intentó pasar una alcabala. Cuando le dieron la voz de alto, aceleró.
    Los soldados dispararon": the day a sentence two back opened its scene on, when the one between names no day,
    tells no event and is no quote, all in one paragraph: the scene goes on that day."""
    if f.index < 2:
        return None
    between, scene = facts[f.index - 1], facts[f.index - 2]
    if between.triggers or between.found_dates or _QUOTE_ASIDE.match(between.sentence.text) \
            or any(d.sentence in (between.index, scene.index) for d in drafts) \
            or not _same_paragraph(article, scene.sentence, f.sentence):
        return None
    return _scene_set_day(facts, between, article)


# A day that opens its sentence, before a comma: "La noche del domingo 27, Sayago había alquilado un cuarto",
# "On the evening of May 4, the men were at a farm", "Na noite de domingo (27), ..."
_DAY_OPENING = re.compile(r"\W*(?:(?:en|el|la|on|the|in|na|no|em|a|o)\s+){0,2}(?:(?:noche|tarde|ma[ñn]ana|madrugada|night|"
                          r"evening|morning|afternoon|noite|manh[ãa])\s+(?:(?:del?|of|da|do)\s+)?)?$", I)


def _opens_on_its_day(f: _SentenceFacts) -> bool:
    """"La noche del domingo 27, Sayago había conseguido un cuarto en Atalaya": a sentence set on the day it opens on
    (not "On Wednesday, the minister said ...": the day of the saying, which dates nothing it reports)."""
    text = f.sentence.text
    return any(d.date is not None and d.date.precision == "day" and _DAY_OPENING.fullmatch(text, 0, d.start)
               and text[d.end:d.end + 3].lstrip(" )").startswith(",") for d in f.found_dates)


def _told_later_month(f: _SentenceFacts, article: Article, last: FuzzyDate | None) -> FuzzyDate | None:
    """"The money ran out in July. That month he took a bus": a month a sentence names after the
    story's latest day is what "that month" means next."""
    for d, owner, free in f.dates:
        if (free or owner is not None) and d.date.precision == "month" and not _since(f.sentence.text, d) \
                and last is not None and d.date.value > last.value \
                and (article.published is None or d.date.value <= article.published):
            return d.date
    return None


def _date_reader(article: Article, find_dates: FindDates, anchor: _Anchor) -> Callable[[str], Sequence[DateMention]]:
    """The date mentions of a sentence; the default finder is spared sentences without a date word,
    and counts "two days later", "that night" from the anchor."""
    def read(text: str) -> Sequence[DateMention]:
        if find_dates is not _find_dates:
            return find_dates(text, article.published, article.published_precision)
        if not _DATE_CUE.search(text):
            return ()
        return _find_dates(text, article.published, article.published_precision, anchor=anchor.current)
    return read


def extract_events(article: Article, sentences: list[Sentence], places: list[ResolvedMention], *,
                   find_dates: FindDates = _find_dates, bridges: Sequence[Place] = ()) -> list[Event]:
    """The events an article reports, one per sentence and event type, same-article repeats merged.

    Pure: the sentences, resolved places, the date finder and the border bridges an unnamed "the
    international bridge" may be are passed in. Ids are "<article id>-e<NNN>" in text order, so the
    same input always gives the same events.
    """
    sentences = _unique_sentences(sentences)
    ctx = _Context(article, _source(article), _home_place(places, HOME_COUNTRY), _dateline_place(article, places),
                   _named_countries(places))
    anchor = _Anchor()
    facts = _read_facts(article, sentences, places, find_dates, anchor, bridges)
    drafts: list[_Draft] = []
    for f in facts:
        dated = False
        if (today := _live_entry_day(article, f.sentence)) is not None:
            anchor.date, anchor.pending = today, None
        _dated_by_that_was(f, drafts)
        _dated_by_its_noun(f, drafts)
        _crossing_dated_by_its_noun(f, drafts)
        found = _dated_by_backdrop(_sentence_events(f, ctx, _subject_sentence(facts, f), _border_rivers(drafts)))
        _dated_by_far_bank(found, drafts, f)
        found = _without_crossing_told_before(found, drafts, f)
        found = _without_surrender_abroad(_onward_from_abroad(found, drafts, f), drafts, f)
        found = _surrender_after_return_as_move(found, drafts, f)
        found = _without_retold_step(_without_leaving_as_move(found), drafts, f)
        found = _without_break_of_one_of_them(found, drafts)
        for event, undated in _with_carried_places(ctx, facts, f, _without_second_defection(found, drafts, f.index), drafts):
            carried = None
            lives_now = undated and event.event_type == "relocation" and _LIVES_NOW.search(f.sentence.text) is not None
            if lives_now and _arrived_there_before(event, drafts):
                continue  # "He is now living in a centre outside the city": where the move told before ended
            # "Since then, the DGCIM has arrested several officers": a span after the day told before, no day of it
            if undated and not f.tally and not lives_now and not _SINCE_THEN.match(f.sentence.text) \
                    and not _SPAN_AFTER_TOLD.search(f.sentence.text):
                carried = _revolt_day(event, drafts, f, facts) or _arrest_day(drafts, f) or _after_told_date(f, drafts) \
                    or _visit_day(event, facts, f, article) \
                    or _same_deed_told(event, drafts, f) \
                    or _scene_set_day(facts, f, article) \
                    or _scene_set_two_back(facts, f, article, drafts) \
                    or _carried_date(ctx, facts, f, event, drafts) \
                    or _unrest_date(event, drafts, f) or _live_blog_day(article, f.sentence, event)
                if carried is not None:
                    event = replace(event, date=carried, confidence=round(max(0.05, event.confidence - 0.05), 3))
                elif (lead := _lead_date(facts, article, f, event)) is not None:
                    event = replace(event, date=lead, confidence=round(max(0.05, event.confidence - 0.1), 3))
            if _in_period(event.date, article):
                drafts.append(_Draft(event, f.index))
                if event.date is not None and event.status == "occurred":
                    if not _said_in_an_aside(event, f, anchor.date) and not _recalled_day(event, f, anchor.date) \
                            and not _earlier_than_told_here(event, anchor.date if dated else None):
                        # later sentences' dates are read lazily, in order
                        anchor.date, anchor.pending = _story_day(event.date, f, article), None
                    dated = True
        if not dated:  # "On April 30, protesters gathered in Caracas. Two days later, ..."
            since = _since_day_named_next(facts, f, article)
            anchor.pending = lambda f=f, before=anchor.pending, last=anchor.date, since=since: \
                _told_date(f, article) or since or _told_later_month(f, article, last) or (before() if before else None)
    drafts = [d for d in _with_stops(drafts, facts, article) if not _called_off_gathering(d, facts, article)]
    drafts = _declared_where_he_was(ctx, drafts, facts)
    drafts = [_Draft(_deserted_at_home(ctx, d.event, _declares_a_break(facts[d.sentence])), d.sentence)
              if d.event.event_type == "defection" and not d.event.place and 0 <= d.sentence < len(facts) else d
              for d in drafts]
    drafts = [_Draft(_held_at_home_unplaced(ctx, d.event, facts[d.sentence]), d.sentence)
              if d.event.event_type == "arrest" and not d.event.place and 0 <= d.sentence < len(facts) else d
              for d in drafts]
    drafts = [_Draft(_asked_where_filed(ctx, d.event), d.sentence) if d.event.event_type == "asylum" and not d.event.place
              else d for d in drafts]
    drafts = _without_heading_retold(ctx, drafts, facts)
    drafts = _without_transfer_of_the_held(drafts, facts)
    events = _one_desertion_per_soldier([e for e in _hurt_by_foreign_force(ctx, [d.event for d in drafts])
                                         if _informative(e)])
    merged = _sought_abroad_unplaced(ctx, _hurt_at_home_unplaced(ctx, _merge_same_article(events)), places)
    merged = _crossed_unplaced(ctx, merged, places)
    merged = _said_in_story_country(ctx, merged, places)
    merged = [_deserted_home_not_far(ctx, e) if e.event_type == "defection" else e for e in merged]
    merged = _flights_out_as_moves(merged)
    numbered = [replace(e, id=f"{article.id}-e{n:03d}") for n, e in enumerate(merged, start=1)]
    log.info("%s: %d events from %d sentences", article.id, len(numbered), len(sentences))
    return numbered


def _flights_out_as_moves(events: list[Event]) -> list[Event]:
    """"Boarded a flight from Caracas to Madrid": a flight out of the country is a move from the city left to the one
    landed in, as well as the crossing (kept) of the border it flew over."""
    moved = {(e.destination.name if e.destination else e.place, e.date) for e in events if e.event_type == "relocation"}
    out = []
    for e in events:
        out.append(e)
        if e.event_type == "border_crossing" and e.origin is not None and e.destination is not None \
                and e.origin.country_code == HOME_COUNTRY and e.destination.country_code not in ("", HOME_COUNTRY) \
                and e.destination.kind != "country" and e.place == e.destination.name \
                and _flown_to(e.evidence, e.destination.name) \
                and (e.destination.name, e.date) not in moved:
            out.append(replace(e, event_type="relocation", via=None))
    return out


def _flown_to(evidence: str, town: str) -> bool:
    """Whether the sentence tells a flight to the town, within a few words ("a flight from Caracas to Madrid", "voou
    de Caracas para Lisboa", "un vuelo desde Maiquetía hasta Madrid"), not a flight told far from it."""
    to_town = re.compile(rf"[^.;]{{0,80}}?\b(?:to|into|a|al|para|hacia|hasta|at[ée])\s+(?:[\w'’-]+\s+){{0,3}}?{re.escape(town)}\b", I)
    return any(to_town.match(evidence, m.end()) for m in _FLIGHT_WORD.finditer(evidence))


_FLIGHT_WORD = re.compile(r"\b(?:flights?|flew|vuelos?|vol[óo]|voos?|voou)\b", I)


def _without_transfer_of_the_held(drafts: list[_Draft], facts: Sequence[_SentenceFacts]) -> list[_Draft]:
    """"Fueron trasladados a la sede de la Dgcim" is the arrest only when no arrest was told before it: after
    "Two sergeants were detained on Monday", "the next day both were taken to the DGCIM headquarters in Boleíta" is
    the transfer of men already held (the relocation stays)."""
    out: list[_Draft] = []
    for d in drafts:
        text = facts[d.sentence].sentence.text if 0 <= d.sentence < len(facts) else ""
        if d.event.event_type == "arrest" and _TAKEN_TO_SERVICE.search(text) and not _ARREST_WORD.search(text) \
                and any(o.event.event_type == "arrest" and o.sentence < d.sentence for o in drafts):
            continue
        out.append(d)
    return out


def _declared_where_he_was(ctx: _Context, drafts: list[_Draft], facts: Sequence[_SentenceFacts]) -> list[_Draft]:
    """An officer who declares for Guaidó in words (a video, a letter) with no place of his own, put at home only
    because his forces are Venezuela's, was where the story has already taken him: "cruzó el río Táchira ... el 17
    de diciembre pidió protección en Cúcuta ... El viernes grabó un video en el que reconoce a Guaidó" declared in
    Cúcuta; an attaché who asked Peru for protection declared in Peru. One left with no place at all, in a sentence
    that says where he lives abroad ("a major who has been staying with relatives in Doral ... broke ranks"), declared
    there."""
    if ctx.home is None:
        return drafts
    out = []
    for d in drafts:
        event = d.event
        if event.event_type == "defection" and event.actors and event.date is not None \
                and (not event.place or event.place == ctx.home.name and event.geo_precision == 3) \
                and 0 <= d.sentence < len(facts) and _declares_a_break(facts[d.sentence]):
            lives = None if event.place else _lives_abroad(facts[d.sentence], len(facts[d.sentence].sentence.text))
            there = _last_step_abroad(event, drafts)
            posted = _posted_abroad(event, facts, d.sentence) if there is None else None
            filmed = _filmed_in_before(ctx, facts, d.sentence) if not event.place or event.place == ctx.home.name else None
            if filmed is not None:  # "Piñango recorded a video in his cousin's living room in Kissimmee. Standing in
                event = replace(event, **_place_fields(filmed))  # front of a flag, he recognized Guaidó": there
            elif posted is not None:  # "Col. X, who has served at the Venezuelan embassy in Lima since 2017, ... said
                event = replace(event, **_place_fields(posted))  # he recognized Guaidó": where his post is
            elif lives is not None:
                event = replace(event, **_place_fields(lives))
            elif there is not None:
                event = replace(event, **{k: getattr(there, k) for k in _PLACE_FIELDS})
        out.append(_Draft(event, d.sentence) if event is not d.event else d)
    return out


_ABROAD_STEPS = frozenset({"border_crossing", "asylum", "relocation"})
# A line of its own set in a heading's markup ("# ...", "**...**", "*...*") or with no full stop: a headline, a deck
# (not a list item's bullet: "- Navy lieutenant and two sailors reach Puerto Carreño", a live blog's entry)
_HEADING_MARKUP = re.compile(r"(?![-•+]\s|\*\s|\d+[.)]\s)(?:#{1,6}\s|\*|_|.*[^.!?…\"”»)\s*_]\s*$)", re.S)


def _is_heading(article: Article, sentence: Sentence) -> bool:
    """Whether the sentence is a whole line that reads as a headline, a deck or a subhead."""
    text = article.text
    start = text.rfind("\n", 0, sentence.start) + 1
    end = text.find("\n", sentence.end)
    line = text[start:end if end >= 0 else len(text)].strip()
    if _DECK.fullmatch(line):
        return True  # "*Mientras la FANB desfilaba ... Un cabo del mismo destacamento huyó a Colombia.*": every sentence
    return bool(line) and _HEADING_MARKUP.match(line) is not None \
        and line.strip("*_# ").strip() == sentence.text.strip("*_# ").strip()


# A deck or standfirst: a paragraph set in italics or bold as a whole, under a headline
_DECK = re.compile(r"(\*{1,2}|_)(?![\s*]).{20,600}?(?<![\s*])\1", re.S)


def _without_heading_retold(ctx: _Context, drafts: list[_Draft], facts: Sequence[_SentenceFacts]) -> list[_Draft]:
    """An undated event told by a headline, a deck or a subhead ("Ele atravessou a fronteira a pé em Pacaraima", "*Un cabo
    huyó a Colombia con una bala en el brazo.*") that the body tells too, as the same kind of event in the same country:
    the body's telling, with its day, is the event; the heading only announces it."""
    heads = {d.sentence for d in drafts if d.event.date is None and 0 <= d.sentence < len(facts)
             and _is_heading(ctx.article, facts[d.sentence].sentence)}
    if not heads:
        return drafts

    def retold(d: _Draft) -> bool:
        return d.sentence in heads and d.event.date is None and any(
            o.sentence not in heads and o.event.event_type == d.event.event_type and o.event.status == d.event.status
            and o.event.date is not None and _same_ground(d.event, o.event) for o in drafts)
    return [d for d in drafts if not retold(d)]


def _same_ground(heading: Event, body: Event) -> bool:
    """The heading's event places nothing finer than the body's: no place, the same country named, or a place the
    body's event names (its place, where it set off from or where it ended)."""
    if not heading.place or heading.geo_precision == 3:
        return True  # "huyó a Colombia", told in the body at the river it crossed
    named = {body.place, *(w.name for w in (body.origin, body.destination) if w is not None)}
    return fold(heading.place) in {fold(n) for n in named if n}


# An officer's post abroad: "who has served at the Venezuelan embassy in Lima", "the defence attaché in Washington",
# "agregado militar en Buenos Aires", "adido militar da embaixada em Brasília"
_POST_ABROAD = re.compile(r"\b(?:(?:military|defen[cs]e|naval|air)\s+attach[eé]|agregad[oa]\s+(?:militar|de\s+defensa|naval)|"
                          r"adid[oa]\s+(?:militar|de\s+defesa|naval)|(?:has\s+)?(?:served|serving|posted|stationed|based|assigned)|"
                          r"destinad[oa]|(?:que\s+)?(?:sirve|serv[ií]a|trabaja(?:ba)?)|lotad[oa])"
                          r"\s+(?:(?:at|to|in|en|a|em|na|no|de|da|do)\s+(?:the\s+|la\s+|a\s+)?(?:Venezuelan\s+)?"
                          r"(?:embassy|consulate|embajada|consulado|embaixada|mission|misi[óo]n)\s+"
                          r"(?:(?:de|of)\s+Venezuela\s+|venezolana\s+|venezuelana\s+)?)?(?:in|en|em|no|na)\s+(?:the\s+)?$", I)
# Where a video was made: "recorded a four-minute video in his cousin's living room in Kissimmee", "grabó un video
# en Cúcuta", "gravou um vídeo em Boa Vista" (what follows the recording verb up to the place)
_FILMED_IN = re.compile(r"\b(?:recorded|filmed|taped|grab[óo]|grabaron|film[óo]|gravou|gravaram|filmou)\s+"
                        r"(?:(?:a|an|un|una|um|uma|the|el|la|o)\s+)?(?:[\w-]+\s+){0,2}?(?:video|vídeo|message|mensaje|mensagem)"
                        r"[^.;:!?\"“”]{0,70}?\b(?:in|en|em|no|na|at|from|desde)\s+(?:the\s+)?$", I)


def _filmed_in_before(ctx: _Context, facts: Sequence[_SentenceFacts], index: int) -> _PlaceUse | None:
    """The place the sentence before, in the same paragraph, says a video was recorded in: the declaration the
    sentence tells, made in it, was made there."""
    if index < 1:
        return None
    prev = facts[index - 1]
    if not _same_paragraph(ctx.article, prev.sentence, facts[index].sentence):
        return None
    text = prev.sentence.text
    return next((u for u in prev.uses if u.role == "loc" and _FILMED_IN.search(text, max(0, u.start - 120), u.start)), None)


_POST_LOOKBACK = 4  # sentences back a story tells where the man who declares is posted


def _posted_abroad(event: Event, facts: Sequence[_SentenceFacts], index: int) -> _PlaceUse | None:
    """Where abroad the same named man is posted, told in his sentence or up to a few before it ("Army Colonel X,
    who has served at the Venezuelan embassy in Lima since 2017, appeared in the video")."""
    names = {a for a in event.actors if is_person_name(a)}
    for f in reversed(facts[max(0, index - _POST_LOOKBACK):index + 1]):
        if not names & {a.name for m in f.mentions for a in m.actors}:
            continue
        text = f.sentence.text
        use = next((u for u in f.uses if u.place.country_code not in (HOME_COUNTRY, "")
                    and _POST_ABROAD.search(text, max(0, u.start - 90), u.start)), None)
        if use is not None:
            return use
    return None


def _last_step_abroad(event: Event, drafts: Sequence[_Draft]) -> Event | None:
    """The latest step abroad (a crossing, a request for protection, a move) the same named men took, by the
    story's days, no later than `event`."""
    mine = _facets(event, {})
    if not mine.named:
        return None
    steps = [d.event for d in drafts if d.event.event_type in _ABROAD_STEPS and d.event.status == "occurred"
             and d.event.country_code not in (event.country_code, "") and d.event.date is not None and d.event.place
             and d.event.date.value <= event.date.value and _actors_overlap(mine, _facets(d.event, {}))]
    return max(steps, key=lambda e: e.date.value, default=None)


# A live blog's entry opens under its own clock time ("11:35", "16:02 GMT") on a line of its own.
_LIVE_STAMP = re.compile(r"(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s*(?:GMT|BST|UTC|CET|ET|EST|EDT|[AaPp]\.?[Mm]\.?))?")


# What a clause about a man says of his post: "who was stationed in Ureña", "que prestaba servicio en Guarero"
_POSTED_WORDS = re.compile(r"\b(?:posted|stationed|based|assigned|served|serving|garrisoned|deserted|defected|left|"
                           r"belong|perten|battalion|batall|batalh|unit|unidad|unidade|brigad|regiment|post|puesto|posto|"
                           r"destacad|asignad|destinad|adscrit|prest(?:aba|aban)|serv[ií]an?|servia|lotad|apostad|desert|abandon|"
                           r"sal[ií]|sa[íi]|deix)\w*", I)
# A relative clause set off by commas: "Guaidó, who declared himself interim president on Jan. 23, had urged"
_SET_OFF_RELATIVE = re.compile(r"\w,\s+(?:who|which|quien|quienes|que)\s+[^,;:]+?,\s", I)


def _said_in_an_aside(event: Event, f: _SentenceFacts, current: FuzzyDate | None) -> bool:
    """"Guaidó, who declared himself interim president on Jan. 23, had for months urged soldiers to switch sides":
    an earlier declaration told in an aside about the speaker is background; the story's day stays where it was."""
    return event.event_type == "statement" and current is not None and event.date is not None \
        and event.date.value < current.value and _SET_OFF_RELATIVE.search(f.sentence.text) is not None


def _recalled_day(event: Event, f: _SentenceFacts, current: FuzzyDate | None) -> bool:
    """"Desertó el 26 de febrero, tres días después de los choques. Ese 23 de febrero, decenas cruzaron": a day
    before the story's, opened with "that", recalls a day told before as background; the story's day stays."""
    return current is not None and event.date is not None and event.date.value < current.value \
        and _THAT_DATE_OPENING.match(f.sentence.text) is not None


def _earlier_than_told_here(event: Event, set_here: FuzzyDate | None) -> bool:
    """"Abandonou seu posto em maio, semanas depois do levante de 30 de abril. Cruzou a fronteira dias depois": an
    uprising the same sentence dates before the day it has already moved the story to is its backdrop; "days later"
    counts from the later day (an arrest or a crossing told out of order is not: the story may go on from it)."""
    return event.event_type == "uprising" and set_here is not None and event.date is not None \
        and event.date.value < set_here.value


# "Ese 23 de febrero", "Aquel 30 de abril", "Naquele 23 de fevereiro", "That Feb. 23", "On that April 30"
_THAT_DATE_OPENING = re.compile(r"\W*(?:(?:on|en|em)\s+)?(?:that|ese|aquel|esse|aquele|naquele|nesse)\s+"
                               rf"(?:\d{{1,2}}\s+de\s+(?:{_CHRONOLOGY_MONTHS})|"
                               r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2})\b", I)


def _live_entry_day(article: Article, sentence: Sentence) -> FuzzyDate | None:
    """The page's day, for a sentence that opens a live blog's entry: "before dawn" and "at 10am" in
    it count from the day of the page, not from the day the entry before it told."""
    text = article.text
    line = text.rfind("\n", 0, sentence.start) + 1
    above = text[:line].rstrip() if not text[line:sentence.start].strip() else ""
    return _stamped_page_day(article, [above[above.rfind("\n") + 1:], *sentence.text.split("\n")[:-1]])


def _live_blog_day(article: Article, sentence: Sentence, event: Event) -> FuzzyDate | None:
    """The page's day, for an undated event told under a live blog's clock time: an entry reports the
    day's news ("Four guardsmen waded the river before dawn")."""
    if event.status != "occurred":
        return None
    before = article.text[:sentence.start].split("\n")
    return _stamped_page_day(article, before[:-1] + sentence.text.split("\n")[:-1])


def _stamped_page_day(article: Article, lines: Sequence[str]) -> FuzzyDate | None:
    """The page's day, when it is known to the day and one of `lines` is a live blog's clock time."""
    if article.published is None or article.published_precision != "day" \
            or not any(_LIVE_STAMP.fullmatch(ln.strip()) for ln in lines):
        return None
    return FuzzyDate(article.published, "day")


# A sentence that opens by naming the day of the scene just told: "That was Feb. 23, the day ...", "Era el 23 de
# febrero", "Foi no dia 23 de fevereiro", "It was April 30."
_THAT_WAS = re.compile(r"\W*(?:that|this|it)\s+was\s+(?:on\s+)?|\W*(?:eso\s+|esto\s+)?(?:era|fue)\s+(?:el\s+)?|"
                       r"\W*(?:isso\s+)?(?:era|foi)\s+(?:em\s+|no\s+dia\s+|o\s+dia\s+)?", I)


def _dated_by_that_was(f: _SentenceFacts, drafts: list[_Draft]) -> None:
    """"The last time Lt. X wore his uniform, he was running across the bridge. That was Feb. 23, ...": the
    undated events of the sentence before take the day the next one opens by naming."""
    opening = _THAT_WAS.match(f.sentence.text)
    if opening is None:
        return
    day = next((d for d in f.found_dates if d.start == opening.end() and d.date is not None
                and d.date.precision == "day"), None)
    if day is None:
        return
    for i, d in enumerate(drafts):
        if d.sentence == f.index - 1 and d.event.date is None and d.event.status == "occurred":
            drafts[i] = replace(d, event=replace(d.event, date=day.date))


# A sentence that opens by naming the deed just told and when it happened: "La captura se produjo el pasado
# viernes 13", "Los hechos ocurrieron en la tarde del lunes 12", "The shooting happened on Monday", "A prisão
# ocorreu na sexta-feira (13)"
_DEED_HAPPENED = re.compile(
    r"\W*(?:the|el|la|los|las|o|a|os|as)\s+(?P<noun>[\wçãáéíóú]+)\s+"
    r"(?:happened|occurred|took\s+place|ocurri(?:ó|eron)|se\s+produjo|se\s+produjeron|se\s+registr(?:ó|aron)|"
    r"tuvo\s+lugar|tuvieron\s+lugar|ocorreu|ocorreram|aconteceu|aconteceram)\b", I)
_DEED_NOUNS = {
    "arrest": ("arrest", "capture", "detention", "captura", "detención", "detencion", "aprehensión", "aprehension",
               "arresto", "prisão", "prisao", "detenção", "detencao"),
    "violence": ("shooting", "attack", "ataque", "tiroteo", "balacera", "agresión", "agresion", "tiroteio"),
    None: ("incident", "events", "hechos", "hecho", "suceso", "sucesos", "incidente", "fato", "fatos", "episodio",
           "episódio"),
}
_DEED_TYPES = {noun: kind for kind, nouns in _DEED_NOUNS.items() for noun in nouns}
_DEED_REACH = 3  # sentences back that the deed named may have been told in
_DEED_DAY_GAP = 30  # characters from the verb to the day it names ("en la tarde del pasado lunes 12")


def _dated_by_its_noun(f: _SentenceFacts, drafts: list[_Draft]) -> None:
    """"La Policía detuvo en Quito a un excabo ... La captura se produjo el pasado viernes 13": the deed a sentence
    opens by naming takes the day it gives, the latest of its kind told a sentence or three before (an
    undated one, for "the incident", "los hechos")."""
    opening = _DEED_HAPPENED.match(f.sentence.text)
    if opening is None or (noun := opening["noun"].lower()) not in _DEED_TYPES:
        return
    day = next((d for d in f.found_dates if opening.end() <= d.start <= opening.end() + _DEED_DAY_GAP
                and d.date is not None and d.date.precision == "day"), None)
    if day is None:
        return
    kind = _DEED_TYPES[noun]
    told = [i for i, d in enumerate(drafts) if 0 < f.index - d.sentence <= _DEED_REACH and d.event.status == "occurred"
            and (d.event.event_type == kind if kind else d.event.date is None and d.event.event_type != "statement")]
    if kind and told:
        told = told[-1:]
    for i in told:
        drafts[i] = replace(drafts[i], event=replace(drafts[i].event, date=day.date))


# A sentence that opens by naming the crossing and gives its day: "A travessia para Pacaraima, no lado brasileiro,
# foi em 9 de julho", "La travesía hasta Cúcuta fue el domingo 18", "The crossing into Brazil came on July 9"
_CROSSING_NOUN_DAY = re.compile(
    r"\W*(?:the|his|her|their|el|la|su|o|a|sua)\s+(?:crossing|cruce|traves[ií]a|travessia)\b[^.;:\"«»“”]{0,60}?"
    r"\b(?:was|came|happened|took\s+place|fue|ocurri[óo]|se\s+produjo|tuvo\s+lugar|foi|ocorreu|aconteceu)\b", I)


def _crossing_dated_by_its_noun(f: _SentenceFacts, drafts: list[_Draft]) -> None:
    """"De lá atravessei pela trilha ... A travessia para Pacaraima foi em 9 de julho": the crossing a sentence
    opens by naming takes the day it gives, the latest crossing told a sentence or three before that has no day
    yet (none, or only the month of the leaving told with it)."""
    opening = _CROSSING_NOUN_DAY.match(f.sentence.text)
    if opening is None:
        return
    day = next((d for d in f.found_dates if opening.end() <= d.start <= opening.end() + _DEED_DAY_GAP
                and d.date is not None and d.date.precision == "day"), None)
    told = [i for i, d in enumerate(drafts) if 0 < f.index - d.sentence <= _DEED_REACH
            and d.event.event_type == "border_crossing" and d.event.status == "occurred"
            and (d.event.date is None or d.event.date.precision != "day")]
    if day is not None and told:
        drafts[told[-1]] = replace(drafts[told[-1]], event=replace(drafts[told[-1]].event, date=day.date))


def _same_deed_told(event: Event, drafts: Sequence[_Draft], f: _SentenceFacts) -> FuzzyDate | None:
    """"Two soldiers were detained on Tuesday ... They were caught at the San Antonio del Morichal checkpoint":
    an undated arrest of the people whose dated arrest the story told just before is that arrest, told again."""
    if event.event_type == "violence" and event.status == "occurred":
        return _wound_of_shooting_told(drafts, f)
    if event.event_type != "arrest" or not event.actors or event.status != "occurred":
        return None
    same = [d.event for d in drafts if d.event.event_type == "arrest" and d.event.date is not None
            and d.event.status == "occurred" and set(d.event.actors) == set(event.actors)
            and 0 < f.index - d.sentence <= 2]
    return same[-1].date if same else None


def _wound_of_shooting_told(drafts: Sequence[_Draft], f: _SentenceFacts) -> FuzzyDate | None:
    """"Armed men opened fire on them on Monday morning. ¶ Private X, 19, was shot in the thigh": a wound told
    with no day of its own right after a dated attack is a wound of that attack, on its day."""
    if not _A_WOUND.search(f.sentence.text):
        return None
    told = [d.event for d in drafts if d.event.event_type == "violence" and d.event.date is not None
            and d.event.status == "occurred" and d.sentence == f.index - 1]
    return told[-1].date if told else None


# "was shot in the leg", "recibió un tiro", "resultó herido de bala", "levou um tiro", "foi baleado"
_A_WOUND = re.compile(r"\b(?:was|were)\s+(?:shot|wounded|hit)\b|\brecibi(?:ó|eron)\s+(?:un\s+)?(?:tiro|disparo|balazo|impacto)|"
                      r"\bresult(?:ó|aron)\s+herid[oa]s?|\b(?:lev(?:ou|aram)|recebeu|receberam)\s+(?:um\s+)?tiro|"
                      r"\b(?:foi|foram)\s+(?:baleado|ferido)s?\b", I)


# "Another corporal deserted", "Otro cabo desertó": someone else described the same way
_ANOTHER = re.compile(r"\b(?:another|other|otr[oa]s?|outr[oa]s?)\b", I)


def _one_desertion_per_soldier(events: list[Event]) -> list[Event]:
    """"A corporal asked for refuge in Pacaraima on Monday, after crossing ... The soldier left his barracks in
    Santa Elena on Sunday night": the desertion the crossing implies is the one the story tells a day or three
    before, by the same soldier; one desertion, the earlier."""
    single = [e for e in events if e.event_type == "defection" and e.status == "occurred" and e.actors
              and e.date is not None and e.date.precision == "day"]
    # (a group too, when the desertion told is placed: "Tres guardias cruzaron el miércoles ... Habían salido de su
    # puesto en El Amparo el lunes", and the surrender a request for refuge tells: "los tres se presentaron ante
    # Migración Colombia y solicitaron refugio"; an unplaced one leaves the crossing's copy its place)
    crossed = {(e.start, e.date) for e in events if e.event_type in ("border_crossing", "asylum")}
    # (the same group, by its count: "Dos sargentos desertaron y cruzaron el domingo ... Los dos militares salieron el
    # sábado de su puesto en El Amparo")
    implied = {id(a) for a in single if (a.start, a.date) in crossed
               and any((set(b.actors) & set(a.actors) or a.count is not None and b.count == a.count and b.place
                        and _THE_COUNTED.match(b.evidence) is not None)
                       and b.start != a.start and (b.place or len(a.actors) == 1)
                       # (a week for the very same men: "Um sargento e dois soldados que desertaram ... chegaram nesta
                       # quarta-feira (17) a Boa Vista ... o grupo deixou o quartel na quinta-feira (11)")
                       and 0 < (a.date.value - b.date.value).days <= (_SAME_MEN_DAYS if b.actors == a.actors else 3)
                       and not _ANOTHER.search(b.evidence) for b in single)}
    # "Dos soldados desertaron el jueves ... Los soldados, identificados como A y B, se presentaron": the group's
    # members named, the same desertion
    named = {id(a) for a in single if len(a.actors) > 1 and _GROUP_NAMED.search(a.evidence)
             and any(b.start < a.start and b.count == len(a.actors) and 0 <= (a.date.value - b.date.value).days <= 3
                     for b in single)}
    kept = [e for e in events if id(e) not in implied | named]
    return _with_post_told_later(kept)


_SAME_MEN_DAYS = 7
_POST_TOLD_REACH = 1200  # characters: a few paragraphs on, the same man's story


def _with_post_told_later(events: list[Event]) -> list[Event]:
    """"On Aug. 14, Sgt. Rangel crossed into Colombia. ... Rangel had left his post in San Antonio del Táchira":
    the dated desertion the crossing implies sits on the side reached; one told a little later (or before) by the
    same men, at home, undated or on that same day, is where that desertion happened. One desertion, at the post."""
    abroad = [e for e in events if e.event_type == "defection" and e.status == "occurred" and e.actors
              and e.date is not None and e.country_code != HOME_COUNTRY]
    if not abroad:
        return events
    moved: dict[int, Event] = {}
    dropped: set[int] = set()
    for later in events:
        if later.event_type != "defection" or later.status != "occurred" or not later.actors \
                or later.country_code != HOME_COUNTRY or later.lat is None or later.geo_precision == 3:
            continue
        # (or told just before it: "Rangel left his post in San Antonio shortly after midnight ... The next morning
        # he presented himself to Colombian police")
        near = [e for e in abroad if abs(later.start - e.start) <= _POST_TOLD_REACH and e.start != later.start
                and set(later.actors) == set(e.actors) and id(e) not in moved
                and (later.date is None or later.date == e.date)]
        dated = {e.date for e in events if e.event_type == "defection" and e.date is not None
                 and set(e.actors) & set(later.actors)}
        if len(near) != 1 or len(dated) != 1:
            continue
        first = near[0]
        moved[id(first)] = replace(first, place=later.place, lat=later.lat, lon=later.lon,
                                   country_code=later.country_code, geo_precision=later.geo_precision)
        dropped.add(id(later))
    return [moved.get(id(e), e) for e in events if id(e) not in dropped]


# The members of a group told before, named: "Los soldados, identificados como", "The two, identified as"
_GROUP_NAMED = re.compile(r"^\W*(?:the|los|las|os|as)\s+(?:[\w-]+\s+){0,2}?[\w-]+,\s+(?:identified\s+as|named\s+as|"
                          r"identificad[oa]s\s+como)\b", I)


def _dated_by_backdrop(found: list[tuple[Event, bool]]) -> list[tuple[Event, bool]]:
    """"On March 9 guards entered the cells with tear gas; six prisoners were beaten": the dated clause, a backdrop
    dropped later (no one hurt, no place), and the undated one kept are one scene told twice in a sentence; the one
    kept takes the day."""
    days: dict[tuple[str, str], FuzzyDate] = {}
    for event, _ in found:
        if event.date is not None and not _informative(event):
            days.setdefault((event.event_type, event.status), event.date)
    if not days:
        return found
    return [(replace(event, date=day), False)
            if event.date is None and (day := days.get((event.event_type, event.status))) is not None
            and _informative(event) else (event, undated) for event, undated in found]


def _informative(event: Event) -> bool:
    if event.event_type == "violence" and not event.place and event.count is None \
            and all(_FORCES_ONLY.fullmatch(a) for a in event.actors):
        return False  # "troops fired tear gas" with no place and no one hurt named: a backdrop, nothing to map
    return bool(event.actors or event.date or event.place)


# Those who used the force, named only as a body of troops
_FORCES_ONLY = re.compile(r"(?:(?:venezuelan|national\s+guard|national|loyalist)\s+)?" + _FORCE_BODY, I)


def _in_period(when: FuzzyDate | None, article: Article) -> bool:
    """Events dated more than a year before publication are background, not news (1989, 2007)."""
    if when is None or article.published is None:
        return True
    return when.value.year >= article.published.year - 1


def _same_paragraph(article: Article, a: Sentence, b: Sentence) -> bool:
    lo, hi = sorted((a, b), key=lambda s: s.start)
    return "\n" not in article.text[lo.end:hi.start]


def _episode_date(f: _SentenceFacts, drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """The date a sentence is about: its events' latest, else its first date not tied to speech."""
    told = [d.event for d in drafts if d.sentence == f.index and d.event.date is not None]
    dated = [e.date for e in told if e.event_type != "statement"] or [e.date for e in told]  # "said on Tuesday"
    if dated:  # the finest: "crossed on Wednesday, bringing to 60 those who deserted this year"; the latest
        # of those: "left his unit on March 16 and crossed on March 18. There he asked for protection"
        finest = min(DATE_PRECISIONS.index(when.precision) for when in dated)
        return max((when for when in dated if DATE_PRECISIONS.index(when.precision) == finest), key=lambda when: when.iso())
    usable = [d for d, owner, free in f.dates if (free or owner is not None) and not _since(f.sentence.text, d)]
    # "Two days later, on the morning of March 28": the calendar date, not the count from a moving anchor
    usable.sort(key=lambda d: d.anchored)
    return usable[0].date if usable else None


_THE_COUNTED = re.compile(r"\W*(?:[Tt]he|All|all|Those|Los|Las|Todos\s+los|Esos|Estos|Os|As|Todos\s+os|Esses|Estes)\s+"
                          r"(?P<n>[\w,]+)\s")


# The counted group as the object of the first clause: "Police took the three men into custody", "la policía
# llevó a los nueve soldados", "a PF levou os oito militares" (a group the story names by its count)
_THE_COUNTED_TAKEN = re.compile(r"[^,;:.\"“”]{0,60}?\s(?:the|a\s+los|a\s+las|los|las|os|as)\s+(?P<n>[\w,]+)\s+"
                                r"(?:men|soldiers|sailors|guardsmen|troops|deserters|hombres|militares|soldados|"
                                r"marineros|guardias|desertores|homens|marinheiros|guardas)\b")


def _same_counted_group(f: _SentenceFacts, prev: _SentenceFacts, drafts: Sequence[_Draft]) -> bool:
    """"Eight soldiers were let into Chile on Tuesday. ¶ The eight men filed ...": a sentence opening on
    the count of the group the sentence before it moved goes on with that group, even in a new paragraph; so
    does one whose first clause takes that group ("¶ Police took the eight men to the station")."""
    m = _THE_COUNTED.match(f.sentence.text) or _THE_COUNTED_TAKEN.match(f.sentence.text)
    n = parse_count(m["n"]) if m else None
    return n is not None and any(d.sentence == prev.index and d.event.count == n for d in drafts)


_PRONOUN_OPENING = re.compile(r"\W*(?:They|He|She|Ellos|Ellas|Eles|Elas)\s")


def _carried_date(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event,
                  drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """The previous sentence's date, when this one clearly goes on with the same episode: same
    paragraph and (same actor, a related event word, or "Instead,"/"Then"), or "Around the same time"."""
    if f.index == 0:
        return None
    if (headed := _list_item_date(ctx, facts, f)) is not None:
        return headed
    if _MID_CROSSING.match(f.sentence.text) and (crossing := _crossing_told_before(facts, f, drafts)) is not None:
        return crossing  # "¶ Halfway across, a patrol opened fire": the crossing told just before, even a paragraph back
    if event.event_type == "violence" and _WHILE_CROSSING.search(f.sentence.text) \
            and (crossing := _crossing_told_before(facts, f, drafts)) is not None:
        return crossing  # "¶ Soldiers at the post fired at the boat as it crossed the river": that crossing
    if event.event_type in _STARTS and (crossed := _crossing_place_returned_to(f, drafts)) is not None:
        return crossed  # "¶ At Paraguachón, he walked past the officers": the crossing told there before, that day
    if _ALREADY_BEFORE.search(f.sentence.text):
        return None  # "Segundo a DPU, ele já havia sido transferido para São Paulo": a time before the one told
    if _TAKEN_LATER.search(f.sentence.text):
        return None  # "O sargento foi levado depois para Boa Vista": some time after, on a day the story does not give
    prev = facts[f.index - 1]
    when = _episode_date(prev, drafts)
    # a quote told between, opening this sentence's paragraph: '"Nos miramos y arrancamos a correr", contó Mendoza.
    # Cruzaron el puente': the scene before the quote goes on, though a paragraph back
    before_quote = _before_quote_aside(ctx, facts, f, drafts) if when is None else None
    if before_quote is None and when is None:
        before_quote = _before_quote_paragraph(ctx, facts, f, drafts)
    aside = before_quote is not None
    if when is None and f.index >= 2 and (aside or _same_paragraph(ctx.article, facts[f.index - 2].sentence, f.sentence)):
        # (else one undated sentence in between: "Leaders said ... would ...")
        prev = facts[before_quote if aside else f.index - 2]
        when = _episode_date(prev, drafts)
    if when is None:
        return None
    text = f.sentence.text
    if _SAME_TIME.search(text) or _same_counted_group(f, prev, drafts):
        return when
    if _same_paragraph(ctx.article, prev.sentence, f.sentence) and (
            (not prev.triggers and (not prev.mentions or _PRONOUN_OPENING.match(f.sentence.text)))
            or (not prev.mentions and not any(d.sentence == prev.index for d in drafts))):
        return when  # "It was the night of April 14. By dawn the three men had reached ...", "A cutter found
        # them adrift early on Monday. They were towed to Kralendijk": a pronoun goes on with the scene;
        # "The worst came on Sunday. From noon, ...": so does a sentence after one that names nobody
    actors_before = {a.name for m in prev.mentions for a in m.actors}
    # (or whom the events drawn from it are about: "Caminaron toda la noche ... ¶ Al llegar a Maicao, ... les cayeron
    # a golpes", a left-out subject the story's men)
    told_of = {a for d in drafts if d.sentence == prev.index for a in d.event.actors}
    same_actor = bool(set(event.actors) & (actors_before | told_of))
    related = any(_related(event.event_type, t.event_type, text) for t in prev.triggers)
    named_before = {a for a in actors_before if is_person_name(a)}
    someone_else = bool(named_before) and any(is_person_name(a) for a in event.actors) and not same_actor
    if aside:  # the quote's teller is one of the men the scene before was about
        return when if not someone_else else None
    if _same_paragraph(ctx.article, prev.sentence, f.sentence):
        return when if (same_actor or (related and not someone_else) or _CONTINUES.search(text)
                        or _held_one_just_told(event, prev, text)) else None
    # a quote that follows up, or "Then they waded across" opening the next paragraph: the same men's next step
    # ("Al llegar a Maicao, ...", "Upon reaching Cúcuta, ...": the journey told before goes on to its end)
    follow_up = text.lstrip()[:1] in "\"“" or _CONTINUES.search(text) is not None or _opens_where_it_ended(text, prev, drafts) \
        or _ARRIVAL_OPENING.match(text) is not None
    # (the men the sentence before left out as its subject are its events' actors: "... dejó el fusil y esa misma noche
    # tomó un taxi. ¶ Cerca de la medianoche cruzó")
    same_actor = same_actor or not prev.mentions and _CONTINUES.search(text) is not None
    return when if same_actor and follow_up and _episode_actor(prev, drafts, event) else None


# "Funcionarios de la Dgcim lo detuvieron en San Antonio", "Police arrested them at the checkpoint", "Agentes o
# prenderam na rodoviária": an arrest of a pronoun, the one whose step the sentence before told
_HELD_PRONOUN = re.compile(r"\b(?:(?:lo|la|los|las)\s+(?:detuv(?:o|ieron)|captur(?:ó|aron)|arrest(?:ó|aron)|apres(?:ó|aron)|"
                           r"aprehendi(?:ó|eron))|(?:arrested|detained|captured|seized)\s+(?:him|her|them)|"
                           r"(?:o|a|os|as)\s+(?:prend(?:eu|eram)|detiveram|deteve|captur(?:ou|aram))|"
                           r"(?:prend(?:eu|eram)|detiveram|capturaram)-(?:no|na|nos|nas|o|a|os|as))\b", I)
_STEPS_BEFORE_ARREST = frozenset({"border_crossing", "relocation", "defection"})


def _held_one_just_told(event: Event, prev: _SentenceFacts, text: str) -> bool:
    """"El viernes 10 de mayo volvió a cruzar el puente. Funcionarios de la Dgcim lo detuvieron en San Antonio": an
    arrest of a pronoun right after a crossing, a move or a desertion told is that journey's end, on its day."""
    return event.event_type == "arrest" and _HELD_PRONOUN.search(text) is not None \
        and any(t.event_type in _STEPS_BEFORE_ARREST and t.status == "occurred" for t in prev.triggers)


def _before_quote_aside(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts,
                        drafts: Sequence[_Draft]) -> int | None:
    """The sentence before a quote of up to three sentences that opens this one's paragraph and codes nothing
    ('"Everyone was throwing stones. I just ran," he says. He sprinted across'), when it lies a paragraph back."""
    for opening in range(f.index - 1, max(0, f.index - 4), -1):
        told = facts[opening]
        if any(d.sentence == told.index for d in drafts) or not _same_paragraph(ctx.article, told.sentence, f.sentence):
            return None
        if _QUOTE_ASIDE.match(told.sentence.text):
            return opening - 1 if not _same_paragraph(ctx.article, facts[opening - 1].sentence, f.sentence) else None
    return None


def _before_quote_paragraph(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts,
                            drafts: Sequence[_Draft]) -> int | None:
    """The sentence before a paragraph that is only a quote of up to three sentences and codes no deed, when this
    one opens the next paragraph with a pronoun ("They slipped out of their post on the night of 23 March. ¶ 'We
    pushed off,' said the sergeant. ¶ They reached the far bank after midnight"): the scene the quote broke goes on."""
    if not _PRONOUN_OPENING.match(f.sentence.text) or f.index < 2 \
            or _same_paragraph(ctx.article, facts[f.index - 1].sentence, f.sentence):
        return None
    last = facts[f.index - 1]
    for opening in range(f.index - 1, max(0, f.index - 4), -1):
        told = facts[opening]
        if any(d.sentence == told.index and d.event.event_type != "statement" for d in drafts) \
                or not _same_paragraph(ctx.article, told.sentence, last.sentence):
            return None
        if not _same_paragraph(ctx.article, facts[opening - 1].sentence, told.sentence):
            return _last_deed_of_paragraph(ctx, facts, opening - 1, drafts) if _QUOTE_ASIDE.match(told.sentence.text) else None
    return None


def _last_deed_of_paragraph(ctx: _Context, facts: Sequence[_SentenceFacts], end: int,
                            drafts: Sequence[_Draft]) -> int | None:
    """The last sentence up to `end`, in `end`'s paragraph, that tells a deed ("... slipped out of their post. A
    fisherman lent them the canoe": the slipping out)."""
    for index in range(end, -1, -1):
        if not _same_paragraph(ctx.article, facts[index].sentence, facts[end].sentence):
            return None
        if any(d.sentence == index and d.event.event_type != "statement" for d in drafts):
            return index
    return None


def _opens_where_it_ended(text: str, prev: _SentenceFacts, drafts: Sequence[_Draft]) -> bool:
    """"Cruzaron a Pacaraima en febrero. ¶ En Pacaraima, pidieron refugio": a paragraph opening at the place the
    sentence before ended at goes on with that scene."""
    opening = _AT_PLACE_OPENING.match(text)
    return opening is not None and any(
        d.sentence == prev.index and d.event.place is not None and fold(d.event.place) == fold(opening["place"])
        for d in drafts)


def _crossing_place_returned_to(f: _SentenceFacts, drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """"He crossed into Colombia at Paraguachón on Saturday ... ¶ At Paraguachón, he walked past the officers": a
    sentence opening at the place of a dated crossing told before goes back to that crossing, on its day."""
    opening = _AT_PLACE_OPENING.match(f.sentence.text)
    if opening is None:
        return None
    named = {r.place.name for r in f.places if f.sentence.start + opening.start("place") <= r.start
             < f.sentence.start + opening.end("place")}
    told = [d.event.date for d in drafts if d.event.event_type == "border_crossing" and d.event.date is not None
            and d.event.place in named]
    return told[-1] if told else None


# "En Pacaraima,", "Em Pacaraima,", "In Cúcuta,", "Ya en Cúcuta,", "Já em Pacaraima,": a sentence set at a place
_AT_PLACE_OPENING = re.compile(r"\W*(?i:(?:ya|j[áa]|once|back)\s+)?(?i:en|em|in|at)\s+(?P<place>[A-ZÁÉÍÓÚ][\w'’ -]{1,40}?)\s*,")


_QUOTE_ASIDE = re.compile(r"\s*[\"“«]")
# A sentence opening on "Since then", "Desde entonces", "Desde então", "Since that day": what it tells went on over
# the time after the day told before
_SINCE_THEN = re.compile(r"\W*(?:(?:and|but|y|pero|e|mas)\s+)?(?:ever\s+)?(?:since\s+(?:then|that\s+(?:day|night|time))|"
                         r"desde\s+(?:entonces|ent[ãa]o|(?:ese|aquel)\s+d[ií]a|(?:esse|aquele)\s+dia))\b", I)
# "He has since filed an application", "were arrested in the days that followed", "fueron detenidos en los días
# siguientes", "foram presos nas semanas seguintes": some time in the span after the day told before, no day of it
_SPAN_AFTER_TOLD = re.compile(r"\b(?:has|have|had)\s+since\b|\bin\s+the\s+(?:days|weeks|months)\s+that\s+followed\b|"
                              r"\bin\s+the\s+(?:following|next)\s+(?:days|weeks|months)\b|"
                              r"\ben\s+(?:los|las)\s+(?:d[ií]as|semanas|meses)\s+(?:siguientes|posteriores)\b|"
                              r"\b(?:nos|nas)\s+(?:dias|semanas|meses)\s+(?:seguintes|posteriores)\b", I)
# "had already been moved", "ya habían sido trasladados", "já havia sido transferido": done before the time the
# previous sentence tells
_ALREADY_BEFORE = re.compile(r"\b(?:had\s+already|ya\s+hab[ií]an?|hab[ií]an?\s+ya|j[áa]\s+(?:havia|haviam|tinha|tinham))\s", I)


# "was later taken", "foi levado depois", "fue trasladado posteriormente": a step some time after the one told
# before ("later that day" and "poco después" go on with it)
_TAKEN_LATER = re.compile(r"\b(?:(?:was|were|had\s+been|has\s+been)\s+(?:later|subsequently|afterwards|eventually)\b(?!\s+that\b)|"
                          r"(?:fue|fueron|foi|foram|sido)\s+(?:\w+(?:ad|id)[oa]s?\s+)?(?:depois|despu[ée]s|posteriormente|"
                          r"m[áa]s\s+tarde|mais\s+tarde)\b(?!\s+(?:de|del|do|da|que|ese|esse|naquele|aquel)\b))", I)


# A sentence opening in the middle of a crossing: "Halfway across, ...", "When the two were midway over the river",
# "A mitad del río, ...", "No meio do rio, ..."
_MID_CROSSING = re.compile(r"\W*(?:(?:when|as)\s+(?:the\s+\w+|they|he|she|we)\s+(?:were|was)\s+)?(?:halfway|midway|partway)\s+"
                           r"(?:across|over|through)\b|\W*(?:(?:cuando\s+(?:iban|estaban|iba|estaba)\s+)?a\s+mitad\s+del?|"
                           r"(?:cuando\s+(?:iban|estaban|iba|estaba)\s+)?en\s+medio\s+del|no\s+meio\s+do)\s+(?:r[ií]o|rio|cauce|leito|camino|caminho|"
                           r"cruce|trayecto|travesía|travessia|puente|ponte)\b", I)
_CROSSING_LOOKBACK = 3  # sentences back the crossing a "halfway across" goes on with may be told


def _crossing_told_before(facts: Sequence[_SentenceFacts], f: _SentenceFacts, drafts: Sequence[_Draft]) -> FuzzyDate | None:
    """The date of the latest dated crossing or desertion told in the few sentences before `f`."""
    for prev in reversed(facts[max(0, f.index - _CROSSING_LOOKBACK):f.index]):
        told = [d.event.date for d in drafts if d.sentence == prev.index and d.event.date is not None
                and d.event.event_type in _STARTS]
        if told:
            return max(told, key=lambda when: when.iso())
    return None


# "- **30 de abril.** Guaidó aparece ... El levantamiento fracasa; 25 militares se refugian": a timeline's item
_LIST_ITEM = re.compile(r"[ \t]*[-*•][ \t]+")
_ITEM_HEAD = 30  # how far into an item its heading date may end
_ITEM_SENTENCES = 4  # how many sentences an item's heading date reaches


def _list_item_date(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts) -> FuzzyDate | None:
    """The date heading the list item a sentence goes on with, when the item opens with one."""
    text = ctx.article.text
    line = text.rfind("\n", 0, f.sentence.start) + 1
    if not _LIST_ITEM.match(text, line):
        return None
    for before in reversed(facts[max(0, f.index - _ITEM_SENTENCES):f.index + 1]):
        at = before.sentence.start
        head = next((d for d in before.found_dates if line <= at + d.start and at + d.end <= line + _ITEM_HEAD), None)
        if head is not None:
            return head.date if at + head.end <= f.sentence.start else None
        if before.sentence.start < line:
            return None
    return None


# ---------------------------------------------------------------------------- carried places

# "The four asked for asylum", "Two people were killed.", "Allí, funcionarios ... dispararon": a
# sentence that gives no place of its own goes on with a scene already told. Like a carried date,
# a carried place is marked honestly: geo precision 2 at best, a little less confidence.
CARRY_TYPES = frozenset({"asylum", "arrest", "relocation", "defection"})  # what actors do after they moved
_CARRY_SENTENCES = 3  # how far back unnamed actors ("the four", "they") still link to a movement
_BORDER_TOWN_KM = 100.0  # a dateline town this near the home country's places is a border town
_THERE = re.compile(r"\b(?:there\b(?!\s+(?:is|are|was|were|has|have|had|will|would|may|might|could|seems?|"
                    r"appears?|be|remains?)\b)|all[íi]\b|ah[íi]\b|all[áa]\b)|"
                    # "He recorded a video in Ottawa. In it, he ...": what the sentence before made, where it made it
                    r"^\W*(?:In\s+it|In\s+the\s+(?:video|recording|message|clip)|En\s+él|En\s+el\s+(?:video|mensaje)|"
                    r"Nele|No\s+v[íi]deo)\s*,", I)


@dataclass(frozen=True)
class _Located:
    """An event's place as another event may take it over."""

    fields: dict
    country: str
    sentence: int


def _with_carried_places(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts,
                         found: list[tuple[Event, bool]], drafts: Sequence[_Draft]) -> list[tuple[Event, bool]]:
    """The sentence's events, each without a place given the place of the scene it goes on with."""
    own = [_Draft(e, f.index) for e, _ in found if e.place]
    out = []
    for event, undated in found:
        if not event.place and event.event_type != "statement":
            carried = _asked_of_neighbour(ctx, f, event, _carried_place(ctx, facts, f, event, [*drafts, *own]), facts)
            carried = _held_at_home(ctx, f, event, carried)
            carried = _told_by_other_state(ctx, f, event, carried)
            if carried is not None:
                event = replace(event, **carried.fields,
                                confidence=round(max(0.05, event.confidence - 0.05), 3))
        out.append((event, undated))
    return [(_placed_by_crossing(event, out), undated) for event, undated in out]


# A break declared rather than a post left: "declared in a video that he no longer recognized Maduro", "released a
# video endorsing Guaidó", "turned his back on Maduro", "le dieron la espalda a Maduro", "desconoció a Maduro",
# "reconoció a Guaidó", "publicou uma carta"
_DECLARED_BREAK_WORDS = re.compile(r"\b(?:videos?|v[íi]deos?|letter|carta|recogni[sz]|reconoc|reconhec|endors|turned\s+"
                                   r"(?:his|her|their)\s+back|d(?:io|ieron)\s+la\s+espalda|desconoc|disown|allegiance|lealtad|lealdade)", I)


# Who may hold a man abroad, or where, beside a foreign force's nationality (`_FOREIGN_FORCE`): "a Polícia Federal",
# "Border Patrol", "Migración", "at the airport", a foreign country named
_FOREIGN_HOLDERS = re.compile(r"\b(?:Panamanian|Trinidad|U\.S\.|American|Mexican|Dutch|Aruban|Cura[çc]ao|paname[ñn][oa]s?|"
                              r"Border\s+Patrol|ICE|Migraci[oó]n|[Mm]igration|[Ii]mmigration|Pol[ií]cia\s+Federal|PF|Colombia|"
                              r"Brasil|Brazil|Per[uú]|Ecuador|Chile|Panam[aá]|Mexico|M[ée]xico|airport|aeropuerto|aeroporto)\b")


def _held_at_home_unplaced(ctx: _Context, event: Event, f: _SentenceFacts) -> Event:
    """An arrest the story leaves with no place once every sentence is read, in a sentence that names no foreign
    force, agency, country or airport, was in Venezuela (country precision): this story's arrests with no place
    are the DGCIM's, SEBIN's and the Guard's."""
    if event.place or ctx.home is None or _FOREIGN_FORCE.search(f.sentence.text) or _FOREIGN_HOLDERS.search(f.sentence.text):
        return event
    return _defaulted_to(event, ctx.home)


# Men already out of the forces when they were hurt: "el exsargento", "ex-soldier", "former army corporal",
# "exmilitares", "antiguo guardia"
_FORMER_MEN = re.compile(r"\b(?:former|antig[uo]o?s?\s+(?:militar|soldad|guardia|sargento|cabo)|ex-?\s?(?:sargent|soldad|soldier|"
                         r"militar|guardia|guardsm|cabo|corporal|tenient|lieutenant|capit|captain|oficial|officer|"
                         r"funcion|desertor|deserter|combatient))", I)
# A street robbery is a migrant's lot on the road, not the state's violence: "mugged", "robbed", "lo atracaron",
# "le robaron", "foi roubado", "a punta de pistola" (not an armed band's ambush on a trail, "fueron asaltados por
# hombres armados", which the smugglers' paths at home know too)
_ROBBED = re.compile(r"\b(?:mugg|robb|rob[oó]\b|robaron|robad|robo\b|atrac[oó]|atracaron|atracad|roub|"
                     r"a\s+punta\s+de|at\s+(?:knife|gun)point)", I)


# A foreign country's own force, by its adjective: "Colombian riot police", "Brazilian troops", "la policía
# colombiana", "a polícia brasileira", "los carabineros chilenos"
_FORCE_OF_COUNTRY = re.compile(
    r"\b(?P<adj>Colombian|Brazilian|Peruvian|Ecuadorean|Ecuadorian|Chilean|Trinidadian|Guyanese)\s+"
    r"(?:(?:riot|military|national|border|state)\s+)?(?:police|troops|soldiers|army|officers|agents|forces)\b"
    r"|\b(?:polic[ií]a|pol[ií]cia|ej[ée]rcito|ex[ée]rcito|soldados|militares|agentes|tropas|carabineros|fuerza\s+p[uú]blica)\s+"
    r"(?P<adj2>colombian[oa]s?|brasileñ[oa]s?|brasileir[oa]s?|peruan[oa]s?|ecuatorian[oa]s?|chilen[oa]s?)\b", I)


def _hurt_by_foreign_force(ctx: _Context, events: list[Event]) -> list[Event]:
    """Dated violence with no place of its own, dealt by a foreign country's force named by its adjective ("Colombian
    riot police cleared a camp ... near the border on Thursday, using tear gas", "la policía colombiana desalojó"),
    was in that country, when the article names it (country precision): a force acts on its own ground."""
    def country_of(e: Event) -> Place | None:
        if e.event_type != "violence" or e.place or e.date is None or e.status != "occurred":
            return None
        force = _FORCE_OF_COUNTRY.search(e.evidence)
        code = nationality_country(force.group("adj") or force.group("adj2")) if force else None
        return next((c for c in ctx.countries if c.country_code == code), None) if code else None

    return [_defaulted_to(e, country) if (country := country_of(e)) is not None else e for e in events]


def _hurt_at_home_unplaced(ctx: _Context, events: list[Event]) -> list[Event]:
    """Dated violence the story leaves with no place once its repeats are merged, in a sentence that names no
    foreign force, agency, country or airport and no man already out of the forces ("el exsargento", "former
    corporal") and no robbery, was in Venezuela (country precision): this story's unplaced violence is the Guard's
    tear gas, the troops' shots at men crossing, the clashes of an uprising. Violence to former soldiers, and
    robbery, are their life on the road and abroad."""
    def at_home(e: Event) -> bool:
        return e.event_type == "violence" and not e.place and e.date is not None and not any(
            rx.search(e.evidence) for rx in (_FOREIGN_FORCE, _FOREIGN_HOLDERS, _FORMER_MEN, _ROBBED))

    return events if ctx.home is None else [_defaulted_to(e, ctx.home) if at_home(e) else e for e in events]


def _sought_abroad_unplaced(ctx: _Context, events: list[Event], places: Sequence[ResolvedMention]) -> list[Event]:
    """An asylum request the story leaves with no place once its repeats are merged, or places at home in a town,
    a state, the country itself or on a bridge or river at the border (not in an embassy, not in a sentence about an
    embassy or a residence, not refuge taken without asking for it), was made abroad, in the foreign country the
    story is about (`_story_abroad`, country precision). A border bridge, river or crossing keeps its point and
    takes a neighbour's side. Refuge is not sought from the state one fled but across a border or in an embassy,
    and an embassy is named."""
    kinds = {rm.place.name: rm.place.kind for rm in places}

    def misplaced(e: Event) -> bool:
        if e.event_type != "asylum":
            return False
        if not e.place:
            return True
        kind = kinds.get(e.place, "country" if e.geo_precision == 3 else "")
        return e.country_code == HOME_COUNTRY and kind in _HOME_GROUND and not _EMBASSY_WORD.search(e.evidence) \
            and not _DIPLOMATIC_GROUND.search(e.evidence) and _ASKED_FOR.search(e.evidence) is not None

    if not any(misplaced(e) for e in events):
        return events
    country = _story_abroad(ctx, places)
    if country is None:
        return events

    def abroad(e: Event) -> Event:
        if e.place and kinds.get(e.place) in _BORDER_GROUND:
            return e if country.country_code not in _NEIGHBOURS else replace(e, country_code=country.country_code)
        return _defaulted_to(e, country)

    return [abroad(e) if misplaced(e) else e for e in events]


def _story_abroad(ctx: _Context, places: Sequence[ResolvedMention]) -> Place | None:
    """The foreign country a story is about: a foreign dateline's country, else the foreign country named whose
    places the article mentions most (the first named on a tie)."""
    return _most_told_country(ctx, places, [c for c in ctx.countries if c.country_code not in ("", HOME_COUNTRY)])


def _most_told_country(ctx: _Context, places: Sequence[ResolvedMention], countries: Sequence[Place]) -> Place | None:
    """Of `countries`, the dateline's, else the one whose places the article mentions most (the first named on a
    tie); None when there are none."""
    if not countries:
        return None
    mentions = Counter(rm.place.country_code for rm in places)
    here = ctx.dateline.country_code if ctx.dateline is not None else ""
    return max(countries, key=lambda c: (c.country_code == here, mentions[c.country_code], -countries.index(c)))


def _crossed_unplaced(ctx: _Context, events: list[Event], places: Sequence[ResolvedMention]) -> list[Event]:
    """A crossing the story leaves with no place once its repeats are merged was into the foreign country the
    story is about (`_story_abroad`, country precision) when that country is a neighbour (a crossing "the border"
    in a story about Ecuador may have been Venezuela's); so was a protest by former soldiers or Venezuelans ("cerca
    de 30 ex-militares", "decenas de venezolanos se manifestaron": those at home are their families'), and violence
    to a man already out of the forces ("el exsargento recibió dos disparos")."""
    if all(e.place for e in events) or (country := _story_abroad(ctx, places)) is None:
        return events
    near = country.country_code in _NEIGHBOURS

    def abroad(e: Event) -> bool:
        if e.place:
            return False
        if e.event_type == "border_crossing":
            return near
        if e.event_type == "protest":
            return _FORMER_MEN.search(e.evidence) is not None or _VENEZUELANS.search(e.evidence) is not None
        return e.event_type == "violence" and _FORMER_MEN.search(e.evidence) is not None

    return [_defaulted_to(e, country) if abroad(e) else e for e in events]


_VENEZUELANS = re.compile(r"\bvenez(?:olan|uelan)", I)


def _said_in_story_country(ctx: _Context, events: list[Event], places: Sequence[ResolvedMention]) -> list[Event]:
    """A statement left with no place, its speaker's country not said ("Prime Minister Eugene Rhuggenaath said",
    "an ICE spokeswoman said in a statement"), was made in the country the story is filed from or about: the
    dateline's country, else the country the article names whose places it mentions most (home included)."""
    if all(e.place or e.event_type != "statement" for e in events) \
            or (country := _most_told_country(ctx, places, ctx.countries)) is None:
        return events
    return [_defaulted_to(e, country) if e.event_type == "statement" and not e.place else e for e in events]


# Where a request for refuge at home cannot have been made: a town, a state, a region, the country
_HOME_GROUND = frozenset({"city", "town", "neighbourhood", "state", "region", "country", "river", "bridge",
                          "border_crossing"})
# A border bridge, river or crossing keeps its point: only its side changes
_BORDER_GROUND = frozenset({"river", "bridge", "border_crossing"})
# Refuge asked for, not taken in a flat ("se refugiaron en el apartamento de una tía", hiding at home): "asked for",
# "applied", "requested", "sought", "filed", "pidió", "solicitó", "pediu", "requereu"
_ASKED_FOR = re.compile(r"\b(?:ask|request|appl[yi]|sought|seek|filed|petition|ped[ií]|pidi|solicit|requer)", I)
# An embassy told in other words: "the diplomatic compound", "a sede diplomática", "the residence", "la residencia"
_DIPLOMATIC_GROUND = re.compile(r"\b(?:diplom[aá]tic|residen(?:ce|cia)\b|resid[êe]ncia)", I)


def _deserted_home_not_far(ctx: _Context, event: Event) -> Event:
    """A desertion placed in a country beyond Venezuela's neighbours (Peru, Chile, Spain, the United States) is the
    place the man tells his story from, not where he left the forces: at home (country precision). Not a break
    declared in words (a video, a letter, a recognition of Guaidó) nor an attaché's or diplomat's post abroad."""
    if ctx.home is None or event.country_code in ("", HOME_COUNTRY) or event.country_code in _NEIGHBOURS \
            or _DECLARED_BREAK_WORDS.search(event.evidence) or _POSTED_ABROAD.search(event.evidence):
        return event
    return _defaulted_to(event, ctx.home)


# An officer serving abroad: "military attaché", "agregado militar", "adido", "the consulate", "diplomat"
_POSTED_ABROAD = re.compile(r"\b(?:attach[ée]|agregad[oa]|adid[oa]|consul|c[óo]nsul|diplom|embass|embajad|embaixad)", I)


def _asked_where_filed(ctx: _Context, event: Event) -> Event:
    """An asylum request the story leaves with no place once every sentence is read was made where the story is
    filed from, when that is a town abroad ("WILLEMSTAD - ... On Monday both men asked for international
    protection"): the dateline's town, near (geo precision 2), as for a crossing told with no place."""
    line = ctx.dateline
    if event.place or line is None or line.country_code in ("", HOME_COUNTRY) or line.kind in ("country", "state"):
        return event
    return _defaulted_to(event, line, near=True)


def _declares_a_break(f: _SentenceFacts) -> bool:
    """Whether a sentence tells a break in words (a speech, a video, a letter, a recognition of Guaidó); not a speaker
    telling the men's leaving of their base ("disse que os quatro saíram do quartel no sábado", "said they had left
    the barracks"), a deed with a place like any other."""
    text = f.sentence.text
    said = _speech_triggers(text, f.quotes)
    return bool(said) and not all(_TOLD_LEAVING.match(text, t.end) for t in said) \
        or _DECLARED_BREAK_WORDS.search(text) is not None


# what a speaker says the men did: "(disse) que os quatro saíram do quartel", "(dijo) que salió del cuartel", "(said)
# they had left the barracks"
_TOLD_LEAVING = re.compile(r"\s+(?:que\s+|that\s+)?[^.;:\"“”]{0,40}?\b(?:sa(?:iu|[íi]ram)|fug(?:iu|iram)|sali(?:ó|eron)|"
                           r"hu(?:yó|yeron)|left|fled|deix(?:ou|aram)|dej(?:ó|aron)|abandon(?:ou|aram|ó|aron|ed))\s+"
                           r"(?:(?:do|da|del|de|the|o|a|el|la|su|sus|seu|sua|his|their)\s+){1,2}"
                           r"(?:quartel|cuartel|barracks|batalh[ãa]o|batall[oó]n|base|posto|puesto|post|unidade|unidad|unit)\b", I)


def _deserted_at_home(ctx: _Context, event: Event, declared: bool) -> Event:
    """A desertion the story leaves with no place, once every sentence has been read (none carried to it, no
    crossing's or next step's to take), was a desertion
    from Venezuela's forces, at home: the home country at country precision (where a desertion abroad is told,
    its place says so). Not a break declared in words (a video, a letter, a recognition of Guaidó): where the
    officer spoke is his, and the words do not say."""
    if event.event_type != "defection" or event.place or ctx.home is None or declared:
        return event
    return _defaulted_to(event, ctx.home)


def _held_at_home(ctx: _Context, f: _SentenceFacts, event: Event, carried: _Located | None) -> _Located | None:
    """"... han cruzado hacia el Cesar. En Tukuko, funcionarios de la Dgcim detuvieron al sargento": an arrest by a
    Venezuelan security body is not carried to a scene in another country; told with no place, it was at home."""
    if carried is None or event.event_type != "arrest" or ctx.home is None or carried.country == ctx.home.country_code:
        return carried
    home = _home_agency_country(ctx, f, event)
    return home if home is not None else carried


_PLACE_FIELDS = ("place", "lat", "lon", "country_code", "geo_precision")


def _defaulted_to(event: Event, place: Place, near: bool = False) -> Event:
    """An event given a place its text does not name, by one of the defaults chosen on the development batches
    (home, the story's foreign country, a dateline's town): that place's fields, confidence 0.1 lower."""
    use = _PlaceUse(place, 0, 0, place.name, "loc", near, False)
    return replace(event, **_place_fields(use), confidence=round(max(0.05, event.confidence - 0.1), 3))


def _placed_by_crossing(event: Event, found: Sequence[tuple[Event, bool]]) -> Event:
    """A desertion left without a place where its sentence's crossing, by the same men on the same day,
    found one ("the next day two guardsmen crossed by a trail", after a scene in Pacaraima): the crossing's."""
    if event.event_type != "defection" or event.place or event.status != "occurred":
        return event
    crossing = next((e for e, _ in found if e.event_type == "border_crossing" and e.place and e.actors == event.actors
                     and e.date == event.date and e.status == "occurred"), None)
    if crossing is None:
        return event
    return replace(event, **{k: getattr(crossing, k) for k in _PLACE_FIELDS},
                   confidence=min(event.confidence, crossing.confidence))


# "at the end of the bridge", "al otro lado del puente": the far end of a crossing, on the neighbour's side
_FAR_END = re.compile(r"\b(?:(?:the|its)\s+(?:far\s+|other\s+)?end|the\s+(?:far|other)\s+side|"
                      r"el\s+otro\s+(?:lado|extremo)|o\s+outro\s+lado)\s+(?:of|del?|do|da)\s+"
                      r"(?:the\s+|el\s+|la\s+|o\s+|a\s+)?(?:bridge|puente|ponte|river|r[ií]o)\b", I)


def _other_side_tells(ctx: _Context, f: _SentenceFacts, told: _Located) -> bool:
    """"He presented himself to Colombian authorities there and asked for protection", after a lead that has
    him ask Spain: the neighbour whose officials the sentence names says it is another request than the one
    told before in another country."""
    side = _reporting_side(f, ctx)
    return side is not None and told.country not in ("", side.place.country_code)


def _asked_of_neighbour(ctx: _Context, f: _SentenceFacts, event: Event, carried: _Located | None,
                        facts: Sequence[_SentenceFacts] = ()) -> _Located | None:
    """"He left his rifle with the Colombian police at the end of the bridge and asked them for protection":
    protection asked of a neighbour's forces at the far end of the crossing was asked in that neighbour,
    not at the scene's bridge the gazetteer files on the home side."""
    if event.event_type != "asylum" or carried is None or carried.country != HOME_COUNTRY:
        return carried
    if _FAR_END.search(f.sentence.text):
        return _reporting_neighbour(ctx, f) or carried
    # "Na quinta-feira ele se apresentou ao Exército brasileiro e solicitou refúgio", after a scene in Santa
    # Elena: asked of a neighbour's forces, in that neighbour (a bridge or a river on the line stays the scene)
    if _carried_kind(facts, carried) not in ("city", "town", "neighbourhood"):
        return carried
    side = _reporting_side(f, ctx)
    return (_reporting_neighbour(ctx, f) or carried) if side is not None and side.place.country_code != HOME_COUNTRY \
        else carried


# "The Aruban government said at least 11 ... have asked for protection on the island", "The Colombian authorities
# say 1,400 have crossed": a state opening the sentence as its teller, by the adjective of its country
# ("El Gobierno colombiano dijo", "as autoridades brasileiras informaram": the adjective after the noun)
_STATE_TELLS = re.compile(r"^\W*(?:The\s+(?P<adj>[A-Z][a-z]+)\s+(?:government|authorities)|(?:El|Las|O|As)\s+"
                          r"(?:[Gg]obierno|[Aa]utoridades|[Gg]overno)\s+(?P<adj2>[a-zñ]+))\s+(?:(?:has|have|had)\s+)?"
                          r"(?:said|says|reported|reports|counted|dijo|dice|dijeron|dicen|inform[óa]|informaron|"
                          r"disse|diz|disseram|dizem|informou|informaram)\b")


def _told_by_other_state(ctx: _Context, f: _SentenceFacts, event: Event, carried: _Located | None) -> _Located | None:
    """"In August four deserters landed on Curaçao. The Aruban government said at least 11 ... have asked for
    protection on the island since January": a tally with no place of its own, told by a state that opens the
    sentence, is that state's, not the scene carried from the sentence before (when the article names the country
    or it is a neighbour)."""
    told = _STATE_TELLS.match(f.sentence.text)
    if carried is None or told is None or event.event_type not in ("asylum", "defection", "border_crossing"):
        return carried
    adjective = fold(told["adj"] or told["adj2"])
    code = ISLAND_ADJECTIVES.get(adjective) or nationality_country(adjective)
    use = _country_at(ctx, code) if code not in (None, HOME_COUNTRY, carried.country) else None
    if use is None:  # (Venezuela's own government telling of asylum abroad does not bring it home)
        return carried
    return _Located(_place_fields(use), code, f.index)


def _carried_kind(facts: Sequence[_SentenceFacts], carried: _Located) -> str | None:
    """The kind of place a carried place is, as the sentence it was told in resolved it."""
    told = facts[carried.sentence] if 0 <= carried.sentence < len(facts) else None
    return next((u.place.kind for u in told.uses if u.place.name == carried.fields.get("place")), None) if told else None


def _carried_place(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event,
                   drafts: Sequence[_Draft]) -> _Located | None:
    """In order: the place of the same event told before; (a) for what actors do after moving, where
    they last moved to; (b) the scene of the same episode; (c) for a crossing or a defection, the
    dateline's border town. None when the story changes country on the way or nothing fits: no
    place is better than a wrong one."""
    if event.event_type == "violence" and _HOME_CUSTODY_TOLD.search(f.sentence.text):
        return _home_agency_country(ctx, f, event)  # "died in DGCIM custody": at home, whatever the scene
    if (here := _here_use(f.sentence.text, ctx.dateline)) and not f.uses:
        return _Located(_place_fields(here[0]), here[0].place.country_code, f.index)  # "outside this town"
    # "There he asked for protection": the place just named, not where an asylum told before (on another
    # day, in another country) was sought
    told = None if _THERE.search(f.sentence.text) else _told_before(event, drafts)
    if told is not None and not _other_side_tells(ctx, f, told):
        return told
    if (post := _post_place(ctx, facts, f, event)) is not None:
        return post
    if (site := _revolt_site(ctx, facts, f, event)) is not None:
        return site
    if (before := _left_from_later(f, event, drafts)) is not None:
        return before
    moved = _actors_movement(f, event, drafts) if event.event_type in CARRY_TYPES else None
    if moved is not None:
        return moved
    scene = _episode_place(ctx, facts, f, event, drafts)
    if scene is not None and not _country_changes(facts, scene, f) \
            and (scene.sentence == f.index or not _names_elsewhere(f, scene)):  # its own sentence's scene
        return scene
    if event.event_type in ("border_crossing", "defection") and event.status == "occurred" \
            and (landed := _landed_next(ctx, facts, f, event)) is not None:
        return landed
    if event.event_type == "defection" and ctx.home is not None and _STAYED_AWAY.search(f.sentence.text):
        if (post := _post_told_with(ctx, f)) is not None:
            return post
        use = _PlaceUse(ctx.home, 0, 0, ctx.home.name, "loc", False, False)  # "no volvió a su puesto": his post is at
        return _Located(_place_fields(use), ctx.home.country_code, f.index)  # home, wherever he went after
    if event.event_type in ("border_crossing", "defection") and event.status == "occurred":
        return _receiving_side_place(ctx, facts, f)
    if event.event_type == "asylum":  # "asked the Colombian army for protection", "ante la Cancillería colombiana"
        return _reporting_neighbour(ctx, f)
    if event.event_type in ("violence", "protest") and (side := _side_of_line(ctx, f)) is not None:
        return side  # "his unit fired tear gas at crowds on the Venezuelan bank", "se reuniram do lado brasileiro"
    if event.event_type == "protest" and not f.uses \
            and (arrived := _where_protesters_arrived(f, event, drafts)) is not None:
        return arrived
    return _home_agency_country(ctx, f, event)  # also a dated revolt told with no place ("no dia da tentativa de levante")


def _where_protesters_arrived(f: _SentenceFacts, event: Event, drafts: Sequence[_Draft]) -> _Located | None:
    """"27 exmilitares se instalaron el martes en la plaza de Manizales ... El miércoles, tres de ellos iniciaron una
    huelga de hambre": a dated protest in a sentence that names no place is where the men last told of arrived, a
    few sentences back and within the week before it (not where they live: "Dozens live in Boa Vista")."""
    for d in reversed(drafts):
        e = d.event
        if f.index - d.sentence > _CARRY_SENTENCES:
            return None
        if e.place and e.status == "occurred" and e.event_type in ("relocation", "border_crossing"):
            days = (event.date.value - e.date.value).days if event.date and e.date else None
            return _located(e, d.sentence) if days is not None and 0 <= days <= _PROTEST_AFTER_ARRIVAL_DAYS else None
    return None


_PROTEST_AFTER_ARRIVAL_DAYS = 7


def _post_told_with(ctx: _Context, f: _SentenceFacts) -> _Located | None:
    """"A corporal who guarded a cell block at Ramo Verde ... walked out at the end of his shift and never went
    back": the post the sentence names the deserter by, at home, is the one he stayed away from."""
    text = f.sentence.text
    use = next((u for u in f.uses if not u.container and u.place.country_code == ctx.home.country_code
                and u.place.kind not in ("country", "state", "region")
                and _POSTED_AT.search(text, max(0, u.start - 70), u.start)), None)
    return _Located(_place_fields(use), use.place.country_code, f.index) if use is not None else None


# "posted to the GNB detachment in Machiques", "destinado al comando de la GNB en Paraguaipoa", "servia num
# batalhão em Santa Elena de Uairén": a post told with its town, which a later "his post", "el comando",
# "do quartel" stands for.
_POST_NOUN = (r"(?:post|unit|base|barracks|battalion|command|garrison|detachment|puesto|unidad|cuartel|batall[óo]n|"
              r"comando|destacamento|guarnici[óo]n|posto|quartel|batalh[ãa]o|unidade)")
_POSTED_AT = re.compile(r"\b(?:" + _POST_NOUN + r"|posted|stationed|assigned|destinad[oa]s?|asignad[oa]s?|"
                        r"lotad[oa]s?|destacad[oa]s?|adscrit[oa]s?|apostad[oa]s?|servia|serviam|serv[íi]an?|served|serving|"
                        r"prest(?:aba|aban|ó|aron)\s+servicio|"
                        # "who guarded a cell block at Ramo Verde", "que custodiaba el penal de", "que vigiava a prisão"
                        r"guard(?:ed|ing)|custodi(?:aba|aban)|vigil(?:aba|aban)|guardava|guardavam|vigiava|vigiavam)\b[^.;:()\n]{0,50}?"
                        r"\b(?:in|at|en|em|no|na)\s+(?:the\s+)?$", I)
# "el cuartel de", "el puesto de control de", "o posto de controle de"
# (or "la base naval de", "o batalhão aéreo de": the post's arm named between)
_POST_OF = re.compile(r"\b(?:" + _POST_NOUN + r"|punto|ponto|fuerte|forte|fort|brigada|brigade|regimiento|regiment)s?(?:\s+(?:de\s+control(?:e)?|de\s+vigilancia|fronterizo|militar|"
                      r"naval|a[ée]re[oa]|aeronaval))?\s+"
                      r"(?:de|del|do|da|of)\s+(?:la\s+|el\s+|the\s+)?$", I)
_POST_OF_REACH = 24
# "desertó el viernes de la base naval de Punto Fijo", "deserted on Friday from the fort of", "desertou da base
# aérea de": the post left, named with its town after the verb's own time
_DESERTED_POST_OF = re.compile(r"(?:\s+[^,;:.()\n]{0,40}?)?\s+(?:from|de|del|da|do|desde)\s+"
                               r"(?:(?:the|la|el|a|o|su|sua|seu|his|their)\s+)?(?:" + _POST_NOUN + r"|fuerte|forte|fort|"
                               r"fortaleza|apostadero)s?(?:\s+(?:naval|a[ée]re[oa]|aeronaval|militar|military|fronteriz[oa]|"
                               r"de\s+control(?:e)?))?\s+(?:de|del|do|da|of)\s+(?:la\s+|el\s+|the\s+)?", I)
_POST_ECHO = re.compile(r"\b(?:his|her|their|the|sus?|el|del|al|la|seu|sua|do|o|a|da)\s+(?:own\s+|propio\s+)?"
                        + _POST_NOUN + r"s?\b(?!\s+(?:of|de|del|do|da|at|militar|military)\b)"
                        # "in"/"en" names the post's town, not its time ("salieron de la base en la noche del sábado")
                        r"(?!\s+(?:in|en|em)\b(?!\s+(?:la|the|a)\s+(?:noche|madrugada|tarde|mañana|night|morning|evening|"
                        r"afternoon|noite|manhã)\b))"
                        r"(?!\s+(?-i:[A-ZÁÉÍÓÚÑ\d]))", I)
_POST_TYPES = frozenset({"defection", "arrest"})  # "left his post", "detenido en el comando"


def _post_place(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event) -> _Located | None:
    """"Añez was posted to the detachment in Machiques. On July 5 he left his post": a desertion or an
    arrest at a post the sentence names only as "his post", "el comando", is in the town of the post
    the paragraph (or the last few sentences) told, when it told only one and the sentence names no town of
    its own (a town reached by a verb joined after the leaving, "and walked to Pacaraima", is not the post's)."""
    echo = _POST_ECHO.search(f.sentence.text) if event.event_type in _POST_TYPES else None
    if echo is None or any(u.place.kind not in _OWN_PLACE_KINDS
                           and not _later_clause_place(f.sentence.text, echo.end(), u) for u in f.uses):
        return None
    posts = [u for g in facts[max(0, f.index - _CARRY_SENTENCES):f.index]
             if f.index - g.index == 1 or _same_paragraph(ctx.article, g.sentence, f.sentence)
             # "Desertaron del puesto militar de Guasdualito. ¶ "Nos fuimos de noche", dijo uno. ¶ Salieron de la
             # base": only quoted asides between
             or all(_quoted_aside(h) for h in facts[g.index + 1:f.index])
             for u in g.uses if u.place.kind not in _OWN_PLACE_KINDS
             and (_POSTED_AT.search(g.sentence.text, max(0, u.start - 70), u.start)
                  or _POST_OF.search(g.sentence.text, max(0, u.start - _POST_OF_REACH), u.start))]
    if len({u.place.id for u in posts}) != 1:
        return None
    return _Located(_place_fields(replace(posts[-1], near=True)), posts[-1].place.country_code, f.index)


# "left the post on May 8 and walked into Pacaraima", "dejaron el puesto y cruzaron por Paraguachón": a town the
# sentence names for the verb after the one leaving the post
_NEXT_VERB = re.compile(r"(?:,\s*|\s)(?:and|then|before|y|e|luego|depois)\s", I)


def _later_clause_place(text: str, end: int, use: _PlaceUse) -> bool:
    """Whether `use` is told after `end` (the post left) for a verb joined after it, not as the post's own town."""
    return use.start > end and use.role != "origin" and _NEXT_VERB.search(text, end, use.start) is not None


# "The uprising fizzled by nightfall", "El alzamiento fracasó": the revolt told just before, by its noun
_REVOLT_NOUN = (r"(?:uprising|revolt|rebellion|mutiny|insurrection|levantamiento|alzamiento|sublevaci[oó]n|"
                r"rebeli[oó]n|levante|motim)\b")
_THE_REVOLT = re.compile(r"\W*(?:The|That|El|Ese|Aquel|O|Aquele)\s+(?:failed\s+|short-lived\s+|fallido\s+)?"
                         + _REVOLT_NOUN, I)
_REVOLT_SITES = frozenset({"military_base", "building"})


def _revolt_site(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event) -> _Located | None:
    """"Guaidó appeared with armed soldiers outside the La Carlota air base ... The uprising fizzled by nightfall":
    an uprising that opens its sentence as "the uprising" and names no place happened at the base or building the
    sentence before, in its paragraph, named (when it named one)."""
    if event.event_type != "uprising" or not f.index or not _THE_REVOLT.match(f.sentence.text):
        return None
    before = facts[f.index - 1]
    sites = [u for u in before.uses if u.place.kind in _REVOLT_SITES]
    if not _same_paragraph(ctx.article, before.sentence, f.sentence) or len({u.place.id for u in sites}) != 1:
        return None
    return _Located(_place_fields(sites[0]), sites[0].place.country_code, before.index)


# "He landed near Icacos", "Ele disse que, na época, foi recebido pelo Exército brasileiro em Pacaraima": the
# next sentence, about the same man, tells where his crossing came out.
_NEXT_SUBJECT = re.compile(r"\W*(?:[A-Z]+:\s*)?(?:He|She|They|Ele|Ela|Eles|Elas|Él|Ella|Ellos|Ellas)\b")
_ARRIVED_BEFORE = re.compile(r"\b(?:landed|arrived|reached|came\s+ashore|(?:was|were)\s+(?:received|met)|"
                     r"cheg(?:ou|aram|ar)|(?:foi|foram)\s+recebid[oa]s?|desembarc(?:ou|aram|ó|aron)|"
                     r"lleg(?:ó|aron|ar)|(?:fue|fueron)\s+recibid[oa]s?)\b[^.;:]{0,60}?$", I)
_LANDED_REACH = 90  # how far before the place its arrival verb may stand


def _landed_next(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event) -> _Located | None:
    """"He left his post and crossed the gulf by pirogue. He landed near Icacos": a desertion or crossing
    told with no place came out where the next sentence of its paragraph, about the same men, has them
    land, arrive or be received abroad, when that sentence gives no other day."""
    if f.index + 1 >= len(facts) or not event.actors:
        return None
    g = facts[f.index + 1]
    if not _same_paragraph(ctx.article, f.sentence, g.sentence):
        return None
    same = _NEXT_SUBJECT.match(g.sentence.text) or set(event.actors) & {a.name for m in g.mentions for a in m.actors}
    if not same or any(_another_day(d.date, event.date) for d in  # read apart: g's own dates count from its anchor
                       _find_dates(g.sentence.text, ctx.article.published, ctx.article.published_precision)):
        return None
    text = g.sentence.text
    use = next((u for u in g.uses if u.place.kind not in _OWN_PLACE_KINDS and not u.container
                and u.place.country_code not in ("", HOME_COUNTRY)
                and _ARRIVED_BEFORE.search(text, max(0, u.start - _LANDED_REACH), u.start)), None)
    return None if use is None else _Located(_place_fields(replace(use, near=True)), use.place.country_code, g.index)


def _another_day(told: FuzzyDate | None, when: FuzzyDate | None) -> bool:
    """Whether a date a sentence tells ("the next day" unread is None) is not the event's own, at its precision."""
    if told is None or when is None:
        return True
    if when.precision == "month":
        return (told.value.year, told.value.month) != (when.value.year, when.value.month)
    return told.value != when.value or told.precision != when.precision


# The neighbours, as the gazetteer's country rows, for an article that names only their authorities
# ("Colombian authorities said") or their side ("la orilla colombiana"), not the country itself.
_NEIGHBOUR_COUNTRIES = {"CO": Place("country-co", "Colombia", "country", "CO", 4.0, -72.9),
                        "BR": Place("country-br", "Brazil", "country", "BR", -10.0, -53.0),
                        "GY": Place("country-gy", "Guyana", "country", "GY", 5.0, -58.9),
                        "TT": Place("country-tt", "Trinidad and Tobago", "country", "TT", 10.45, -61.3)}


def _receiving_side_place(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts) -> _Located | None:
    """Where a crossing or desertion with no place came out: the dateline's border town, unless the
    sentence's tally comes from another neighbour's authorities ("Colombia's migration agency says"
    in a story filed from Ecuador): then that neighbour."""
    town = _dateline_town(ctx, facts, f)
    side = _reporting_neighbour(ctx, f)
    if town is None or (side is not None and side.country != town.country):
        return side
    return town if not _names_elsewhere(f, town) else None


def _reporting_neighbour(ctx: _Context, f: _SentenceFacts) -> _Located | None:
    """A crossing or desertion told with no place, in a tally a neighbour's authorities give ("Colombia's
    migration agency says", "según las autoridades brasileñas"): that neighbour, at country precision,
    when the sentence names no other country abroad."""
    use = _reporting_side(f, ctx)
    if use is None or use.place.country_code not in _NEIGHBOUR_COUNTRIES \
            or any(u.place.country_code not in ("", use.place.country_code, HOME_COUNTRY) for u in f.uses):
        return None
    return _Located(_place_fields(use), use.place.country_code, f.index)


# Security bodies that act only inside Venezuela: held or killed by them, a man was in the country.
_HOME_AGENCIES = frozenset({"DGCIM", "SEBIN", "FAES"})


# The side of the line a clash is told on, with no town: "on the Venezuelan bank", "del lado venezolano",
# "da margem venezuelana", "on the Colombian side".
_SIDE_OF_LINE = re.compile(
    r"\b(?:on|from|at)\s+the\s+(?P<a>Venezuelan|Colombian|Brazilian)\s+(?:side|bank|shore|riverbank)\b"
    r"|\b(?:del|desde\s+el|en\s+el)\s+lado\s+(?P<b>venezolano|colombiano|brasile[ñn]o)\b"
    r"|\b(?:da|na|do|no)\s+(?:margem|lado)\s+(?P<c>venezuelan[oa]|colombian[oa]|brasileir[oa])\b", I)


def _side_of_line(ctx: _Context, f: _SentenceFacts) -> _Located | None:
    """The country whose side of the border the sentence sets its clash on, at country precision."""
    m = _SIDE_OF_LINE.search(f.sentence.text)
    code = nationality_country(m["a"] or m["b"] or m["c"]) if m else None
    if code is None:
        return None
    side = _PlaceUse(ctx.home, 0, 0, ctx.home.name, "loc", False, False) \
        if code == HOME_COUNTRY and ctx.home is not None else _country_at(ctx, code)
    return _Located(_place_fields(side), code, f.index) if side is not None else None


# "died in custody after appearing before a military court": held by the regime's military justice.
_MILITARY_CUSTODY = re.compile(r"\b(?:custody|custodia|cust[óo]dia)\b[^.;]{0,120}?\b(?:military\s+court|"
                               r"tribunal\s+militar|justicia\s+militar|justi[çc]a\s+militar)\b"
                               # "died in military custody", "murió bajo custodia militar": the regime's soldiers
                               r"|\bin\s+military\s+custody\b|\bcustodia\s+militar\b|\bcust[óo]dia\s+militar\b", I)


def _home_agency_country(ctx: _Context, f: _SentenceFacts, event: Event) -> _Located | None:
    """"Murió bajo custodia de la Dgcim": an arrest or a death at the hands of a Venezuelan security
    body or in the custody of its military courts, or an arrest for a part in a revolt, told with no place,
    happened in Venezuela (country precision); so did a dated uprising told with no place (the revolts of this story are against Caracas)."""
    if ctx.home is None:
        return None
    held = event.event_type in ("arrest", "violence") and (
        any(u.unit in _HOME_AGENCIES for u in find_units(f.sentence.text)) or _MILITARY_CUSTODY.search(f.sentence.text)
        or event.event_type == "arrest" and _kin_held_abroad_unsaid(f, event)
        or event.event_type == "arrest" and _held_for_revolt(f))
    if not held and not (event.event_type == "uprising" and event.date is not None):
        return None
    use = _PlaceUse(ctx.home, 0, 0, ctx.home.name, "loc", False, False)
    return _Located(_place_fields(use), ctx.home.country_code, f.index)


# Held for a part in a revolt: "por su supuesta participación en el alzamiento", "for their role in the uprising"
_FOR_REVOLT = re.compile(r"\b(?:por\s+su\s+(?:supuesta\s+|presunta\s+)?participaci[óo]n\s+en\s+(?:el|la)\s+"
                         r"(?:alzamiento|levantamiento|rebeli[óo]n|sublevaci[óo]n|intentona|golpe)"
                         r"|for\s+(?:their|his|her)\s+(?:alleged\s+|suspected\s+)?(?:role|part|participation)\s+in\s+"
                         r"the\s+(?:uprising|revolt|rebellion|coup|mutiny)"
                         r"|por\s+(?:sua\s+)?(?:suposta\s+)?participa[çc][ãa]o\s+n[oa]\s+(?:levante|rebeli[ãa]o|revolta))", I)


def _held_for_revolt(f: _SentenceFacts) -> bool:
    """"más de 60 militares detenidos en todo el país ... por su supuesta participación en el alzamiento":
    held for a part in a revolt against Caracas, by no foreign force, is held at home."""
    return bool(_FOR_REVOLT.search(f.sentence.text)) and not _FOREIGN_FORCE.search(f.sentence.text)


def _kin_held_abroad_unsaid(f: _SentenceFacts, event: Event) -> bool:
    """"In September his younger brother was detained for two days": a deserter's relative held, with no
    place and no foreign force named, is held at home (the reprisals of this story)."""
    return bool(event.actors) and all(_ANY_KIN.search(a) for a in event.actors) \
        and not _FOREIGN_FORCE.search(f.sentence.text)


_FOREIGN_FORCE = re.compile(r"\b(?:Colombian|Brazilian|Peruvian|Ecuadorean|Ecuadorian|Chilean|Spanish|Trinidadian|Guyanese|"
                            r"colombian[oa]s?|brasileñ[oa]s?|brasileir[oa]s?|peruan[oa]s?|ecuatorian[oa]s?|chilen[oa]s?|"
                            r"español(?:es|as?)?)\b", I)


def _located(event: Event, sentence: int) -> _Located:
    """Where an event leaves its actors: its destination, else its place."""
    if event.destination is not None:
        return _at_waypoint(event.destination, sentence)
    return _where_it_was(event, sentence)


def _at_waypoint(point: Waypoint, sentence: int) -> _Located:
    """A route's end as a location: a town or a base to the place, a country, state or region wider."""
    wide = point.kind in ("country", "state", "region")
    return _Located({"place": point.name, "lat": point.lat, "lon": point.lon, "country_code": point.country_code,
                     "geo_precision": 3 if wide else 2}, point.country_code, sentence)


def _where_it_was(event: Event, sentence: int) -> _Located:
    """An event's own place, whatever its destination."""
    return _Located({"place": event.place, "lat": event.lat, "lon": event.lon, "country_code": event.country_code,
                     "geo_precision": max(event.geo_precision or 2, 2)}, event.country_code, sentence)


def _told_before(event: Event, drafts: Sequence[_Draft]) -> _Located | None:
    """The place of the same event told earlier in the story (what the same-article merge will fold
    it into): a repeat is where it was first placed, not where the sentence around it happens."""
    words: dict[str, frozenset[str]] = {}
    mine = None
    for d in drafts:
        e = d.event
        if not e.place or e.event_type != event.event_type or e.start >= event.start:
            continue
        mine = mine or _facets(event, words)
        if _same_in_article(_facets(e, words), mine):
            return _located(replace(e, destination=None), d.sentence)
    return _members_event(event, drafts)


_PARTITIVE = re.compile(r"(?i:one|two|three|some|several|most|uno|una|dos|tres|algunos|varios)\s+(?:of|de)\s+"
                        r"(?:the|los|las)\b")


def _members_event(event: Event, drafts: Sequence[_Draft]) -> _Located | None:
    """"One of the guardsmen who crossed on Tuesday": some of a group told before, doing what the
    group did that day, did it where the group did, if the story placed it in one place that day."""
    if event.date is None or event.date.precision != "day" or not any(_PARTITIVE.match(a) for a in event.actors):
        return None
    same = [d for d in drafts if d.event.place and d.event.event_type == event.event_type and d.event.date == event.date]
    if len({d.event.place for d in same}) != 1:
        return None
    return _located(replace(same[-1].event, destination=None), same[-1].sentence)


_AFTER_DESERTING = frozenset({"asylum", "relocation"})  # what deserters do later, elsewhere


def _later_stop(event: Event, told: Event) -> bool:
    """"A captain who fled in April was granted refuge in Peru on Thursday": a desertion is not where its
    men asked for refuge or moved to on another day."""
    return event.event_type == "defection" and told.event_type in _AFTER_DESERTING and _another_day(told.date, event.date)


def _left_from_later(f: _SentenceFacts, event: Event, drafts: Sequence[_Draft]) -> _Located | None:
    """"X fue trasladado el 18 de agosto desde Ramo Verde al Hospital Militar. X había iniciado una huelga de
    hambre el 8 de agosto": what a named man did before the move the sentence just before told happened where
    that move left from."""
    if event.date is None or event.event_type not in CARRY_TYPES | {"protest"}:
        return None
    for d in drafts:
        move, origin = d.event, d.event.origin
        if d.sentence == f.index - 1 and move.event_type == "relocation" and origin is not None \
                and move.status == "occurred" and _moved_after(event, move) \
                and any(is_person_name(a) for a in set(event.actors) & set(move.actors)):
            return _at_waypoint(origin, d.sentence)
    return None


def _moved_after(event: Event, move: Event) -> bool:
    """"On Monday they asked for refuge, and on Tuesday they were flown to Bogotá": a move made on a
    later day is not where they were."""
    return _other_day(event.date, move.date) and move.date.value > event.date.value


def _actors_movement(f: _SentenceFacts, event: Event, drafts: Sequence[_Draft]) -> _Located | None:
    """The latest located movement of the event's own actors: by name anywhere in the story,
    unnamed ("the four", "they") only in the last few sentences."""
    mine = set(event.actors)
    for d in reversed(drafts):
        e = d.event
        if not e.place or e.event_type not in _family("border_crossing") or e.status != "occurred":
            continue
        if _later_stop(event, e) or _moved_after(event, e):
            continue
        shared = mine & set(e.actors)
        reach = 2 * _CARRY_SENTENCES if e.count is not None and any(len(a.split()) >= 3 for a in shared) \
            else _CARRY_SENTENCES  # "two Venezuelan National Guard sergeants": a counted, described group
        if shared and (any(is_person_name(a) for a in shared) or f.index - d.sentence <= reach):
            return _located(e, d.sentence)
    return None


def _episode_place(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event,
                   drafts: Sequence[_Draft]) -> _Located | None:
    """The previous located event's place when this sentence goes on with its episode: same paragraph
    or the next sentence, and a related event type or "there"; for "there", the place the previous
    sentence names; a sentence with no event word and no actor that only sets the scene ("Meanwhile,
    raids go on in Santa Elena") gives its place to a static event (an arrest, a clash) next to it."""
    there = _THERE.search(f.sentence.text) is not None
    named = _scene_set_before(ctx, facts, f, event, there) or _unrest_scene_before(ctx, facts, f, event)
    if named is not None:
        return named
    before = [d for d in drafts if d.event.place and d.sentence <= f.index and not _moved_after(event, d.event)]
    if not before:
        return None
    if (unrest := _unrest_before(event, before, f)) is not None:
        return _located(unrest.event, unrest.sentence)
    if (risen := _at_the_risen_unit(event, before, f)) is not None:
        return _where_it_was(risen.event, risen.sentence)
    d = before[-1]
    paragraph = _same_paragraph(ctx.article, facts[d.sentence].sentence, f.sentence)
    # a running total in the paragraph before ("Since January, 1,400 have deserted to Colombia") sets no scene
    # for a desertion (an arrival after it may still be there)
    close = paragraph or d.sentence >= f.index - 1 and not (facts[d.sentence].tally and event.event_type == "defection")
    related = (_related(event.event_type, d.event.event_type, f.sentence.text) or there) and not _later_stop(event, d.event) \
        and not (d.event.event_type in _UNREST and _other_day(event.date, d.event.date))
    return _located(d.event, d.sentence) if close and related and d.event.event_type != "statement" else None


_SCENE_SENTENCES = 2  # "In Maracaibo, chaos. On Monday, crowds looted shops. Troops fired tear gas."


def _scene_set_before(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts, event: Event,
                      there: bool) -> _Located | None:
    """The place named by the sentences just before, in the paragraph, that only set the scene (no
    event word, no actor); for "there", the place the previous sentence names."""
    for prev in reversed(facts[max(0, f.index - _SCENE_SENTENCES):f.index]):
        if not _same_paragraph(ctx.article, prev.sentence, f.sentence):
            return None
        if not there and (_told_triggers(prev) or prev.mentions or event.event_type in _family("border_crossing")):
            return None
        named = _scene_of(prev) or (_country_scene(prev) if event.event_type in _UNREST else None) \
            or (_region_scene(prev) if there else None)
        if named is not None or there:
            return named
    return None


def _region_scene(facts: _SentenceFacts) -> _Located | None:
    """"En la capital de La Guajira trabajó como vendedor. Allí, ...": the one state or region a sentence names,
    for a "there" that points back at it when it names no town."""
    uses = [u for u in facts.uses if u.place.kind in ("state", "region")]
    if len({u.place.id for u in uses}) != 1 or any(u.place.kind not in _OWN_PLACE_KINDS for u in facts.uses):
        return None
    return _Located(_place_fields(uses[0]), uses[0].place.country_code, facts.index)


def _told_triggers(f: _SentenceFacts) -> list[_Trigger]:
    """The sentence's event words, less those of a subhead run into it ("Detenido en Bastión Popular\n\nDesde
    entonces viven en ..."): a label over what follows, no event of the scene."""
    label = f.sentence.text.rfind("\n\n")
    return [t for t in f.triggers if t.start > label]


def _country_scene(facts: _SentenceFacts) -> _Located | None:
    """"That week, Ecuador erupted. On October 3, protests ... turned into riots": a sentence that names one
    country and nothing else sets the country of the unrest told next, at country precision."""
    if len(facts.uses) != 1 or facts.uses[0].place.kind != "country":
        return None
    use = facts.uses[0]
    return _Located(_place_fields(use), use.place.country_code, facts.index)


def _unrest_scene_before(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts,
                         event: Event) -> _Located | None:
    """"Guaidó appears outside the La Carlota air base with rebel troops. The uprising fizzles by nightfall":
    a revolt, a protest or the force used on them, told with no place, is set where the sentence just
    before it in the paragraph put its people, when that sentence tells no event of its own and names
    one place."""
    if event.event_type not in _UNREST | _CRACKDOWN or f.index == 0:
        return None
    prev = facts[f.index - 1]
    if f.index >= 2 and _a_bare_step(prev):  # "Cuando le dieron la voz de alto, aceleró.": a step between, no
        prev = facts[f.index - 2]             # one and nowhere named, goes on with the scene before it
    if prev.triggers or not prev.mentions or not _same_paragraph(ctx.article, prev.sentence, f.sentence):
        return None
    return _scene_of(prev)


def _a_bare_step(f: _SentenceFacts) -> bool:
    """A short sentence that tells no event and names no one and no place."""
    return not f.triggers and not f.mentions and not f.uses and len(f.sentence.text) <= _BARE_STEP_CHARS


_BARE_STEP_CHARS = 80


_UNREST_SENTENCES = 6  # "All 27 were taken into custody" a paragraph or two after the revolt is told


def _unrest_before(event: Event, before: Sequence[_Draft], f: _SentenceFacts) -> _Draft | None:
    """For a clash or an arrest, the revolt or protest it ends, told in the last few sentences; not one
    the sentence dates to another day ("the captain was detained on June 21", after Sunday's vigil)."""
    if event.event_type not in _CRACKDOWN:
        return None
    return next((d for d in reversed(before) if d.event.event_type in _UNREST and d.event.status == "occurred"
                 and d.sentence >= f.index - _UNREST_SENTENCES and not _other_day(event.date, d.event.date)), None)


# "gathered outside the post", "se concentraron frente al cuartel": the unit itself, with no name of its own
_AT_THE_UNIT = re.compile(r"\b(?:outside|at|near|around|in\s+front\s+of)\s+the\s+(?:post|barracks|base|garrison|fort)\b|"
                          r"\b(?:frente\s+al|fuera\s+del|afuera\s+del|alrededor\s+del|a\s+las\s+puertas\s+del)\s+"
                          r"(?:cuartel|puesto|destacamento|comando|fuerte)\b", I)


def _at_the_risen_unit(event: Event, before: Sequence[_Draft], f: _SentenceFacts) -> _Draft | None:
    """"On Sunday night, about 200 residents gathered outside the post": a protest at "the post", however
    long after the revolt is told, is at the unit that rose that day (its finest telling: "a small town in
    Lara state" tells Carora again)."""
    if event.event_type != "protest" or not _AT_THE_UNIT.search(f.sentence.text):
        return None
    risen = [d for d in before if d.event.event_type == "uprising" and d.event.status == "occurred"
             and not _other_day(event.date, d.event.date)]
    return min(reversed(risen), key=lambda d: d.event.geo_precision or 2, default=None)


def _other_day(when: FuzzyDate | None, than: FuzzyDate | None) -> bool:
    """Both dated to the day, and not the same day."""
    return when is not None and than is not None and when.precision == than.precision == "day" \
        and when.value != than.value


# "Dávila now lives in Bogotá", "vive en Cúcuta", "mora em Boa Vista": a state of today, which the day of the
# sentence before does not date
_LIVES_NOW = re.compile(r"\b(?:lives|resides|(?:is|are)\s+(?:now\s+)?living|viven?|residen?|moram?|vivem|"
                        # "He is now staying at a church shelter in Riohacha", "ahora se alojan en un albergue de"
                        # ("are staying at a shelter in Georgetown while their application is processed": now, said
                        # or not; "estão abrigados em": the state they are in now)
                        r"(?:is|are)\s+(?:now\s+)?(?:staying|sheltering|housed|lodged)(?:\s+(?:at|in)(?:\s+[\w-]+){1,4}?(?=\s+in\b))?|"
                        r"(?:ahora|hoy)\s+se\s+(?:aloja|alojan|hospeda|hospedan)(?:\s+en(?:\s+[\w-]+){1,4}?(?=\s+(?:en|de)\b))?|"
                        r"(?:(?:agora|hoje)\s+)?est(?:á|ão)\s+(?:abrigad[oa]s?|hospedad[oa]s?)(?:\s+(?:em|no|na)(?:\s+[\w-]+){1,4}?(?=\s+em\b))?)\s+"
                        r"(?:(?:now|today|currently|ahora|hoy|actualmente|hoje|agora)\s+)?(?:in|en|em|no|na)\b", I)
def _arrived_there_before(event: Event, drafts: Sequence[_Draft]) -> bool:
    """Whether a move or a request told before already ended where `event` is placed."""
    return event.place is not None and any(
        d.event.event_type in (*MOVEMENT_TYPES, "asylum") and event.place in (
            d.event.place, d.event.destination.name if d.event.destination else None) for d in drafts)


# "the night of the uprising", "na noite do levante", "durante el alzamiento": the day of the revolt told before
_ON_REVOLT_DAY = re.compile(r"\b(?:(?:on\s+)?the\s+(?:day|night|morning|evening)\s+of|during)\s+the\s+(?:failed\s+)?"
                            r"(?:uprising|revolt|rebellion)\b|"
                            r"\b(?:(?:el|la|n[oa])\s+(?:d[ií]a|noche|noite|mañana|manh[ãa]|tarde)\s+d[eo]l?|durante\s+(?:el|la|o|a))\s+"
                            r"(?:fallid[oa]\s+)?(?:alzamiento|levantamiento|levante|rebeli[oó]n|sublevaci[oó]n|insurrei[çc][ãa]o)\b", I)
# "the day of the uprising", "no dia do levante": April 30 named by its revolt
_DAY_OF_THE_REVOLT = re.compile(r"(?:uprising|revolt|rebellion|alzamiento|levantamiento|levante|levantamento|rebeli)", I)
# "disse que participou do levante", "joined the uprising": the revolt told before, by its definite noun
_REVOLT_AGAIN = re.compile(r"\b(?:the|that|el|la|ese|esa|o|aquel|aquele)\s+(?:failed\s+|fallid[oa]\s+)?"
                           + _REVOLT_NOUN + r"|\b(?:del|al|do|no)\s+" + _REVOLT_NOUN, I)


def _revolt_day(event: Event, drafts: Sequence[_Draft], f: _SentenceFacts,
                facts: Sequence[_SentenceFacts] = ()) -> FuzzyDate | None:
    """The day of the revolt the story told, dated, before: for an event "on the night of the uprising",
    and for a revolt named again by its definite noun ("dijo que participó del levante en Caracas"); with
    none told, the day of the uprising the story named by its day before ("cruzou no dia do levante ...
    Em Caracas, o levante fracassou") or in the same sentence ("on April 30, after the failed uprising")."""
    text = f.sentence.text
    told = [d.event.date for d in drafts if d.event.event_type == "uprising" and d.event.date is not None
            and d.event.date.precision == "day" and d.event.status == "occurred"]
    if not told and event.event_type == "uprising" and _REVOLT_AGAIN.search(text) and any(
            d.date is not None and d.date.value == UPRISING_DAY and d.date.precision == "day"
            and (_DAY_OF_THE_REVOLT.search(d.surface) or g is f) for g in facts[:f.index + 1] for d in g.found_dates):
        return FuzzyDate(UPRISING_DAY, "day")  # (or April 30 told with it: "on April 30, after the failed uprising")
    if not told or len(set(told)) > 1:
        return None  # none, or several revolts: which one is meant is not said
    if _ON_REVOLT_DAY.search(text) or (event.event_type == "uprising" and _REVOLT_AGAIN.search(text)):
        return told[-1]
    return None


# "la misma noche de la detención", "the night of his arrest", "na noite da prisão": the day of the arrest told before
_ON_ARREST_DAY = re.compile(r"\b(?:on\s+)?the\s+(?:same\s+)?(?:day|night|morning|evening)\s+of\s+(?:his|her|their|the)\s+"
                            r"(?:arrest|detention|capture)\b|"
                            r"\b(?:el|la|n[oa])\s+(?:mism[oa]\s+|mesm[oa]\s+)?(?:d[ií]a|noche|noite|mañana|manh[ãa]|tarde)\s+"
                            r"(?:de\s+(?:la|su|sua)|da)\s+(?:detenci[oó]n|captura|arresto|pris[ãa]o)\b", I)


def _arrest_day(drafts: Sequence[_Draft], f: _SentenceFacts) -> FuzzyDate | None:
    """The day of the one arrest the story told, dated, before, for an event told "the night of the arrest"."""
    if not _ON_ARREST_DAY.search(f.sentence.text):
        return None
    told = {d.event.date for d in drafts if d.event.event_type == "arrest" and d.event.date is not None
            and d.event.date.precision == "day" and d.event.status == "occurred"}
    return told.pop() if len(told) == 1 else None  # none, or several arrests: which one is meant is not said


def _visit_day(event: Event, facts: Sequence[_SentenceFacts], f: _SentenceFacts, article: Article) -> FuzzyDate | None:
    """"Dgcim agents showed up at her parents' house in Rubio on Tuesday. ¶ They took them to San Cristóbal": the
    day agents came to a home, told in the sentence just before with no event of its own, is the day of the arrest or
    the taking away they did there."""
    if event.event_type not in ("arrest", "relocation") or f.index == 0:
        return None
    before = facts[f.index - 1]
    came = _AGENTS_CAME_HOME.search(before.sentence.text)
    if came is None or any(t.status and not _the_coming(before.sentence.text, came, t) for t in before.triggers):
        return None
    return _told_date(before, article)


def _the_coming(text: str, came: re.Match[str], t: _Trigger) -> bool:
    """"una comisión de la Dgcim llegó a la casa": the agents' own coming, read by the lexicon as a move, is the visit
    itself, no event of the sentence's own."""
    verb = _CAME_VERB.search(text, came.start(), came.end())
    return verb is not None and verb.start() <= t.start < verb.end() and t.kind in MOVE_KINDS


# "agentes de la Dgcim se presentaron el martes en la casa de", "DGCIM agents showed up at his mother's home",
# "agentes da Dgcim apareceram na casa de"
_AGENTS_CAME_HOME = re.compile(r"\b(?:agent(?:e|s)|agentes|funcionarios|funcion[áa]rios|officers|oficiales|policiais|"
                               r"polic[ií]as|hombres|men|homens|" + _AGENTS_AS_ONE + r")\b[^.;:]{0,120}?\b(?:se\s+presentaron|"
                               r"llegaron|irrumpieron|showed\s+up|arrived|came|turned\s+up|apareceram|chegaram|invadiram|"
                               + _A_RAID_MADE + "|" + _CAME_AS_ONE + r")\b"
                               r"[^.;:]{0,60}?\b(?:casa|vivienda|home|house|residencia|resid[êe]ncia|apartamento|apartment|"
                               + _FAMILY_SHOP + r")\b", I)


_HELD_FOR_A_REVOLT = re.compile(_FOR_A_PART_IN.pattern[:-len(r"\s+(?:the|el|la|o|a|del|de\s+la)?\s*[^,.;:]{0,30}$")]
                                + r"\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+|del\s+|de\s+la\s+)?[^,.;:]{0,30}?" + _REVOLT_NOUN, I)


def _unrest_date(event: Event, drafts: Sequence[_Draft], f: _SentenceFacts) -> FuzzyDate | None:
    """"Before dawn on Jan. 21 guardsmen seized a post [...] Residents blocked streets. Troops fired tear
    gas.": a clash, an arrest or a protest around a revolt told in the last few sentences is set on its
    day, while no event told since has moved the story to another one."""
    if event.event_type not in _CRACKDOWN | {"protest"}:  # a revolt told again is no scene of its own
        return None
    recent = [d for d in drafts if d.event.date is not None and d.sentence >= f.index - _UNREST_SENTENCES]
    unrest = [d for d in recent if d.event.event_type in _UNREST and d.event.status == "occurred"]
    if unrest and unrest[-1].sentence == f.index and event.event_type == "arrest" \
            and _HELD_FOR_A_REVOLT.search(f.sentence.text):
        return None  # "arrested for taking part in the April 30 uprising": the revolt's day is no day of the arrest
    # (an event told beside the revolt on a day of its own, "detained two colonels on Tuesday, ... last week's
    # uprising", has moved the story on already: the revolt there is told in passing)
    if not unrest or any(d.event.date != unrest[-1].event.date for d in recent if d.sentence >= unrest[-1].sentence):
        return None
    return unrest[-1].event.date


def _scene_of(facts: _SentenceFacts) -> _Located | None:
    """The one place narrower than a region that a sentence names, if it names only one."""
    uses = [u for u in facts.uses if not u.container and u.place.kind not in _OWN_PLACE_KINDS]
    if any(u.place.kind in _INSIDE_TOWN_KINDS for u in uses):
        # "en Bastión Popular, en el noroeste de la ciudad": the city told again holds the barrio named
        uses = [u for u in uses if not (u.place.kind in ("city", "town") and u.surface[:1].islower())]
    if len({u.place.id for u in uses}) != 1:
        return None
    return _Located(_place_fields(replace(uses[0], near=True)), uses[0].place.country_code, facts.index)


_INSIDE_TOWN_KINDS = frozenset({"neighbourhood", "building"})


def _country_changes(facts: Sequence[_SentenceFacts], carried: _Located, f: _SentenceFacts) -> bool:
    """Whether a sentence after the carried place's, up to this one, is set in another country: names
    a town there, or the country itself as where or whither ("in Brazil", not "the border with Brazil")."""
    return any(u.place.country_code not in ("", carried.country)
               and (u.place.kind not in _OWN_PLACE_KINDS or u.role in ("loc", "dest"))
               for g in facts[carried.sentence + 1:f.index + 1] for u in g.uses)


def _names_elsewhere(f: _SentenceFacts, carried: _Located) -> bool:
    """"far from the bridges of Cúcuta": a sentence naming a town of its own that its event did not
    take is not set in the scene before."""
    return any(u.place.name != carried.fields["place"] for u in f.uses
               if not u.container and u.place.kind not in _OWN_PLACE_KINDS)


def _dateline_town(ctx: _Context, facts: Sequence[_SentenceFacts], f: _SentenceFacts) -> _Located | None:
    """The dateline's town for a crossing or defection told without a place, when that town lies
    abroad, near the border (near a home-country place or a crossing point the story names), and
    the sentence names no place of another country."""
    line = ctx.dateline
    if line is None or line.country_code in ("", HOME_COUNTRY) or line.kind in _OWN_PLACE_KINDS:
        return None
    if any(u.place.country_code not in ("", line.country_code) for u in f.uses):
        return None
    near_border = any((use.place.country_code == HOME_COUNTRY or use.place.kind in CROSSING_KINDS)
                      and use.place.kind not in _OWN_PLACE_KINDS
                      and haversine_km((line.lat, line.lon), (use.place.lat, use.place.lon)) <= _BORDER_TOWN_KM
                      for g in facts for use in g.uses)
    if not near_border:
        return None
    use = _PlaceUse(line, 0, 0, line.name, "loc", True, False)
    return _Located(_place_fields(use), line.country_code, 0)


LEAD_SENTENCES = 6  # a news story's first paragraphs tell the day its lead dates
_RUNNING_TOTAL = re.compile(r"\b(?:have|has)\s+(?:\w+\s+)?(?:been\s+)?\w+(?:ed|en|t)\b|\bsince\b", I)


_FURNITURE_WORDS = 12  # a breadcrumb, byline or player line is short


# A byline on a line of its own: "Por Yohana Castellanos | @yohacastellanos", "By Ana Ruiz and Tom Hale", "Por: Redação"
_BYLINE_LINE = re.compile(r"\W*(?:por|by|reportagem\s+de|texto\s+de)\s*:?\s+[^.!?;\n]*$", I)


def _lead_index(facts: Sequence[_SentenceFacts], past_byline: bool = True) -> int:
    """The lead sentence: the first that tells an event, past a web page's breadcrumb, byline and
    "listen to this story" lines ("Inicio > Regionales > Cúcuta", "Por: Redacción | 25 de octubre"; a byline's
    writer is named, but tells nothing: `past_byline` False stops at a byline that names one)."""
    return next((g.index for g in facts[:LEAD_SENTENCES]
                 if g.triggers or g.mentions and not (past_byline and _byline(g))
                 or len(_WORDS.findall(g.sentence.text)) > _FURNITURE_WORDS), 0)


def _byline(f: _SentenceFacts) -> bool:
    """Whether the sentence is a short byline line ("Por Yohana Castellanos | @yohacastellanos")."""
    text = f.sentence.text.strip()
    return len(_WORDS.findall(text)) <= _FURNITURE_WORDS and _BYLINE_LINE.fullmatch(text) is not None


def _lead_date(facts: Sequence[_SentenceFacts], article: Article, f: _SentenceFacts, event: Event) -> FuzzyDate | None:
    """The day the lead sentence names, for an undated event told in the story's first sentences:
    "... urged the armed forces to rise up on Tuesday. [...] Troops loyal to Maduro fired tear gas".
    Not for running totals ("have fled since") or plans. An undated statement anywhere in the story
    takes it too: a reaction reported without its day was made on the news day."""
    statement = event.event_type == "statement"
    lead = _lead_index(facts, past_byline=not statement)  # a story under a byline dates its reactions itself
    if f.index <= lead or (f.index - lead >= LEAD_SENTENCES and not statement) or event.status != "occurred" \
            or article.published is None or (_RUNNING_TOTAL.search(f.sentence.text) and not statement):
        return None
    for d, owner, free in facts[lead].dates:
        if owner is None and not free and not statement:
            continue  # "a private ... has died, Colombian officials said Friday": the day of the telling
        if d.date.precision == "day" and 0 <= (article.published - d.date.value).days <= 7:
            return d.date
    return None


def _episode_actor(prev: _SentenceFacts, drafts: Sequence[_Draft], event: Event) -> bool:
    return any(d.sentence == prev.index and set(d.event.actors) & set(event.actors) for d in drafts)


def _family(event_type: str) -> set[str]:
    movement = {"defection", "border_crossing", "relocation", "asylum"}
    armed = {"uprising", "violence"}  # "A soldier was shot dead during the attack": the raid told before
    return movement if event_type in movement else armed if event_type in armed else {event_type}


# "hundreds gathered near the post ... Troops fired tear gas", "the rebels ... All 27 were taken into
# custody": the force used on a revolt or a protest, and the arrests ending it, belong to its scene.
_UNREST = frozenset({"uprising", "protest"})
_CRACKDOWN = frozenset({"violence", "arrest"})
# "The uprising fizzled by nightfall. ... 25 soldiers who had joined it sought asylum": its men's refuge and desertion
_AFTER_REVOLT = frozenset({"asylum", "defection"})


def _related(event_type: str, before: str, text: str = "") -> bool:
    """Whether an event of `event_type` can go on with the episode of an event of type `before`; an
    arrest and the force used in it are one ("14 were arrested in a raid ... The agents came under fire");
    so are a crossing and shots at the crossers ("Troops on the far bank fired at the canoe"), and a revolt put down
    and the protest it sets off ("The mutiny was crushed ... That night residents banged pots and pans in protest")."""
    return before in _family(event_type) or (event_type in _CRACKDOWN and before in _UNREST | _CRACKDOWN) \
        or (event_type == "protest" and before in _UNREST | _CRACKDOWN) \
        or (event_type in _AFTER_REVOLT and before == "uprising") \
        or (event_type == "violence" and before == "border_crossing" and _AT_THE_CROSSERS.search(text) is not None)


# What shots at men crossing name: their boat, the river, its banks, the other side.
_AT_THE_CROSSERS = re.compile(r"\b(?:canoe|boat|raft|dinghy|river|water|bank|swimmers?|the\s+(?:colombian|brazilian|"
                              r"guyanese|other|far)\s+side|canoa|lancha|balsa|r[ií]o|agua|orilla|margen|barco)\b", I)


def _with_stops(drafts: list[_Draft], facts: Sequence[_SentenceFacts], article: Article) -> list[_Draft]:
    """A plan that its own or the next two sentences of the paragraph say was shut down, blocked
    or discovered is "stopped"."""
    out = []
    for d in drafts:
        if d.event.status == "planned" and _plan_followed_by(_STOPPED, d, facts, article):
            d = replace(d, event=replace(d.event, status="stopped"))
        out.append(d)
    return out


def _plan_followed_by(pattern: re.Pattern[str], draft: _Draft, facts: Sequence[_SentenceFacts], article: Article) -> bool:
    """Whether the plan's own sentence or the next two of its paragraph match `pattern`."""
    own = facts[draft.sentence]
    following = [f for f in facts[draft.sentence + 1:draft.sentence + 3] if _same_paragraph(article, own.sentence, f.sentence)]
    return any(pattern.search(f.sentence.text) for f in [own, *following])


# Organisers giving up their own march: "called off the protest", "la convocatoria fue suspendida", "o ato foi cancelado"
_CALLED_OFF = re.compile(r"\b(?:called\s+off|cancel(?:l)?ed|" + _CALLED_OFF_ES_PT + r")\b", I)


def _called_off_gathering(draft: _Draft, facts: Sequence[_SentenceFacts], article: Article) -> bool:
    """A march or protest its organisers planned and then called off or suspended ("had planned to march
    on Monday, but called off the protest", "la convocatoria fue suspendida") never took place and is not
    coded; one the authorities shut down or blocked stays, "stopped", as a thwarted plan."""
    return draft.event.event_type == "protest" and draft.event.status == "stopped" \
        and _plan_followed_by(_CALLED_OFF, draft, facts, article)


# ---------------------------------------------------------------------------- merging

_RANK_PREFIX = re.compile(r"^(?:(?:lt|col|gen|sgt|maj|capt|cpl|pvt|pfc|ens|adm|cmdr|brig|vice|rear|staff|1st|2nd)\.?\s+)+", I)
_WORD = re.compile(r"\w+")
_SPHERE_ERROR = 0.01  # a haversine is within 0.6% of the WGS84 geodesic; closer calls go to geopy
_PRECISION_RANK = {"day": 0, "week": 1, "month": 2, "year": 3}


@lru_cache(maxsize=4096)
def actor_key(name: str) -> str:
    """An actor's name without rank, case or accents: "Lt. Col. Illich Sánchez" -> "illich sanchez"."""
    return " ".join(fold(_RANK_PREFIX.sub("", name)).split())


def is_person_name(actor: str) -> bool:
    """"Lt. Col. Illich Sánchez" is a name; "nearly 1,000 Venezuelan troops" is not."""
    return all(w[:1].isupper() or w in ("de", "del", "la", "y") for w in actor.split())


def dates_compatible(a: FuzzyDate | None, b: FuzzyDate | None) -> bool:
    """Equal, unknown, or the coarser one holds the finer (2019-02 holds 2019-02-23)."""
    if a is None or b is None:
        return True
    coarse = b.precision if _PRECISION_RANK[b.precision] > _PRECISION_RANK[a.precision] else a.precision
    return floor_date(a.value, coarse) == floor_date(b.value, coarse)


def haversine_km(a: LatLon, b: LatLon) -> float:
    """Great-circle distance on a sphere of the Earth's mean radius: a cheap stand-in for a geodesic."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_KM * math.asin(min(1.0, math.sqrt(h)))


def within_km(a: LatLon, b: LatLon, km: float, *, strict: bool = False) -> bool:
    """Whether the geodesic between two points is at most (strict: under) `km`; geopy decides only
    the cases a haversine leaves in doubt."""
    rough = haversine_km(a, b)
    if rough < km * (1 - _SPHERE_ERROR):
        return True
    if rough > km * (1 + _SPHERE_ERROR):
        return False
    exact = geodesic(a, b).km
    return exact < km if strict else exact <= km


def similarity(a: str, b: str) -> float:
    """How alike two evidence sentences are: Jaccard overlap of their folded words."""
    return _jaccard(_words(a), _words(b))


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(fold(text)))


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    union = len(a | b)
    return len(a & b) / union if union else 0.0


@dataclass(frozen=True)
class _Facets:
    """An event with what merging compares, worked out once: actor keys, person names and, when
    first asked for, evidence words."""

    event: Event
    keys: frozenset[str]
    names: tuple[tuple[str, ...], ...]  # person names as word tuples, rank dropped
    named: bool
    evidence_words: dict[str, frozenset[str]] = field(repr=False, compare=False)  # shared: one sentence, many events

    @property
    def block(self) -> tuple[str, str]:
        return self.event.event_type, self.event.status

    @property
    def words(self) -> frozenset[str]:
        evidence = self.event.evidence
        if evidence not in self.evidence_words:
            self.evidence_words[evidence] = _words(evidence)
        return self.evidence_words[evidence]


def _facets(event: Event, evidence_words: dict[str, frozenset[str]]) -> _Facets:
    keys, names, named = set(), [], False
    for actor in event.actors:
        key = actor_key(actor)
        keys.add(key)
        if is_person_name(actor):
            named = True
            names.append(tuple(key.split()))
    return _Facets(event, frozenset(keys), tuple(names), named, evidence_words)


def _actors_overlap(a: _Facets, b: _Facets) -> bool:
    """A shared actor, the same person named more or less fully, or the same head count."""
    if not a.keys.isdisjoint(b.keys):
        return True
    for name_a in a.names:
        for name_b in b.names:
            short, long_ = sorted((name_a, name_b), key=len)
            if len(short) >= 2 and (long_[-len(short):] == short or _middle_names_left_out(short, long_)):
                return True
    return a.event.count is not None and a.event.count == b.event.count


def _middle_names_left_out(short: Sequence[str], long_: Sequence[str]) -> bool:
    """"Rúben Gouveia Ferrer" is "Rúben Alexandre Gouveia Ferrer", "Pedro Salas Mora" is "Pedro José Salas Mora": the
    same given name first and the same last word, and the shorter name's other words all in the longer one, in order
    (a name of three words or more: "Pastoral de Migraciones" is not "Pastoral de Migraciones del Obispado")."""
    if len(short) < 3 or short[0] != long_[0] or short[-1] != long_[-1]:
        return False
    rest = iter(long_[1:])
    return all(word in rest for word in short[1:])


def _places_compatible(a: Event, b: Event) -> bool:
    if a.lat is None or b.lat is None:
        return True
    if within_km((a.lat, a.lon), (b.lat, b.lon), MERGE_KM):
        return True
    return 3 in (a.geo_precision, b.geo_precision) and a.country_code == b.country_code


def _same_event(a: _Facets, b: _Facets, *, loose_types: frozenset[str] = frozenset()) -> bool:
    ea, eb = a.event, b.event
    if ea.event_type != eb.event_type or ea.status != eb.status:
        return False
    if not dates_compatible(ea.date, eb.date) or not _places_compatible(ea, eb):
        return False
    if _actors_overlap(a, b):
        return True
    if a.named and b.named:
        return False  # different people, however alike the sentences
    if ea.count is not None and eb.count is not None and ea.count != eb.count and ea.event_type in ACTOR_REQUIRED:
        return False  # three guardsmen and two soldiers: different groups, however alike the sentences
    if ea.article_id == eb.article_id and ea.start == eb.start and ea.actors and eb.actors:
        return False  # two episodes of one sentence: "a major in Táriba and a colonel in San Cristóbal"
    ranks_a, ranks_b = _unnamed_ranks(ea.actors), _unnamed_ranks(eb.actors)
    if ea.event_type in ACTOR_REQUIRED and ranks_a and ranks_b and ranks_a.isdisjoint(ranks_b):
        return False  # "a major" and "a colonel": different people, however alike the sentences
    if _one_man_by_rank(ea, eb) or _one_man_named_later(ea, eb):
        return True  # "A Venezuelan army captain who fled last month ... Capt. Andrés Salcedo slipped out on March 18"
    return ea.event_type in loose_types or _jaccard(a.words, b.words) >= SIMILAR


@lru_cache(maxsize=4096)
def _unnamed_ranks(actors: tuple[str, ...]) -> frozenset[str]:
    """The ranks of the unnamed individuals an event names ("a major" -> Maj.)."""
    return frozenset(rank for a in actors if a.split()[0].lower() in ("a", "an", "one")
                     and (rank := _leading_rank(a.split()[1:]) or normalise_rank(a.split()[-1])) is not None)


def _leading_rank(words: Sequence[str]) -> str | None:
    """The rank the words open with, of up to three words ("sargento primero de la GNB" -> 1st Sgt., "1st Sgt.
    Luis Mora" -> 1st Sgt.)."""
    return next((rank for n in (3, 2, 1) if len(words) >= n and (rank := normalise_rank(" ".join(words[:n])))), None)


# (also an arrest: "la DGCIM detuvo a un sargento primero ... El sargento primero X fue detenido el martes"; and a
# crossing: "A major slipped into Colombia last week ... Maj. X crossed near La Parada on Friday")
_ONE_MAN_TYPES = frozenset({"defection", "arrest", "border_crossing"})


def _one_man_by_rank(ea: Event, eb: Event) -> bool:
    """A desertion told of "a captain" and one of "Capt. X" in one article: the same man, named later."""
    if ea.article_id != eb.article_id or ea.event_type not in _ONE_MAN_TYPES or not len(ea.actors) == len(eb.actors) == 1:
        return False
    ranks_a, ranks_b = _unnamed_ranks(ea.actors), _unnamed_ranks(eb.actors)
    # (the named man's own telling places it, or neither does: "a sergeant" placed only by a dateline lends no place;
    # an arrest of "a sergeant" its own sentence places, "detuvo en San Cristóbal a un sargento", lends it)
    return bool(ranks_a and ranks_a == _named_ranks(eb.actors) and _lends_place(eb, ea)
                or ranks_b and ranks_b == _named_ranks(ea.actors) and _lends_place(ea, eb))


def _one_man_named_later(ea: Event, eb: Event) -> bool:
    """"Un sargento que dejó su batallón en Maracay en febrero ... Colmenares abandonó la unidad el 8 de febrero", "El
    exoficial, que abandonó su puesto en Barinas en abril ... el teniente Quintana abandonó el puesto el 16 de abril": a
    desertion told of one unnamed man and one of a named man, in one article, at the same town (not merely the same
    country), are the same man's, unless both ranks are told and differ."""
    if ea.article_id != eb.article_id or ea.event_type != "defection" or not len(ea.actors) == len(eb.actors) == 1:
        return False
    unnamed, named = (ea, eb) if _one_unnamed(ea.actors[0]) else (eb, ea)
    ranks, named_ranks = _unnamed_ranks(unnamed.actors), _named_ranks(named.actors)
    if not (_one_unnamed(unnamed.actors[0]) and is_person_name(named.actors[0])
            and not (ranks and named_ranks and ranks != named_ranks)):
        return False
    if (unnamed.lat is None or unnamed.geo_precision == 3 and unnamed.country_code == named.country_code) \
            and named.lat is not None and named.geo_precision != 3 and unnamed.date is not None and named.date is not None:
        # "Un cabo ... que desertó en abril ... fue cabo hasta la noche del viernes 12 de abril, cuando dejó su fusil":
        # the unnamed man's desertion told with no place (or only the country's), in the month of the named man's, is his
        return unnamed.date.precision in ("month", "week") and dates_compatible(unnamed.date, named.date)
    return ea.lat is not None and eb.lat is not None and 3 not in (ea.geo_precision, eb.geo_precision) \
        and within_km((ea.lat, ea.lon), (eb.lat, eb.lon), MERGE_KM)


def _one_unnamed(actor: str) -> bool:
    """"a sergeant", "an exoficial": one man the story has not named."""
    return actor.split()[0].lower() in ("a", "an", "one") and len(actor.split()) > 1


def _lends_place(named: Event, unnamed: Event) -> bool:
    return named.lat is not None or unnamed.lat is None \
        or unnamed.event_type == "arrest" and unnamed.geo_precision == 1


@lru_cache(maxsize=4096)
def _named_ranks(actors: tuple[str, ...]) -> frozenset[str]:
    """The ranks of the named men an event names ("Capt. Andrés Salcedo" -> Capt.)."""
    return frozenset(rank for a in actors if len(a.split()) > 1 and a.split()[0].lower() not in ("a", "an", "one")
                     and (rank := _leading_rank(a.split()[:2])) is not None
                     and is_person_name(" ".join(a.split()[len(rank.split()):])))  # (after "1st Sgt.", the name)


def _completeness(e: Event) -> tuple:
    precision = {"day": 3, "week": 2, "month": 1, "year": 0}.get(e.date.precision, -1) if e.date else -1
    return (e.date is not None, 4 - (e.geo_precision or 4), precision, len(e.actors),
            e.is_movement, e.confidence, -e.start)


def _combine(cluster: Sequence[Event]) -> Event:
    """One event for a cluster: the most complete one, gaps filled from the others."""
    base = max(cluster, key=_completeness)
    fields = {}
    for name in ("date", "origin", "destination", "via", "unit", "count"):
        if getattr(base, name) is None:
            fields[name] = next((getattr(e, name) for e in cluster if getattr(e, name) is not None), None)
    if (finer := _finest_date(base.date, cluster)) is not None:
        fields["date"] = finer  # "detuvo esta semana" first, "el pasado martes 11 de junio" later: the day
    if base.lat is None:
        placed = next((e for e in cluster if e.lat is not None), None)
        if placed is not None:
            fields.update(place=placed.place, lat=placed.lat, lon=placed.lon,
                          country_code=placed.country_code, geo_precision=placed.geo_precision)
    actors = tuple(dict.fromkeys(a for e in [base, *cluster] for a in e.actors))
    sources = tuple(sorted({s for e in cluster for s in e.sources}, key=lambda s: (s.published, s.article_id)))
    confidence = min(0.99, max(e.confidence for e in cluster) + 0.05 * (len(sources) - 1))
    return replace(base, actors=actors, sources=sources, confidence=round(confidence, 3), **fields)


def _finest_date(when: FuzzyDate | None, cluster: Sequence[Event]) -> FuzzyDate | None:
    """A finer date than `when` that a member of the cluster gives and `when` holds, if any (the
    most complete member's first)."""
    if when is None:
        return None
    finer = [e.date for e in sorted(cluster, key=_completeness, reverse=True) if e.date is not None
             and _PRECISION_RANK[e.date.precision] < _PRECISION_RANK[when.precision] and dates_compatible(when, e.date)]
    return min(finer, key=lambda d: _PRECISION_RANK[d.precision]) if finer else None


class _Blocks:
    """Cluster founders by event type and status: every founder of the block is a candidate."""

    def __init__(self) -> None:
        self._founders: dict[tuple[str, str], list[int]] = defaultdict(list)

    def add(self, f: _Facets, index: int) -> None:
        self._founders[f.block].append(index)

    def candidates(self, f: _Facets) -> Sequence[int]:
        return self._founders.get(f.block, ())


class _Postings:
    """Cluster founders filed by type, status, date bucket and `_features`, so that an event meets
    only the founders it may match, not all of them."""

    def __init__(self, facets: Sequence[_Facets]) -> None:
        frequency = Counter(w for f in facets for w in f.words)
        rank = {w: (n, w) for w, n in frequency.items()}
        self._features = {id(f): _features(f, rank) for f in facets}
        self._postings: dict[tuple, dict[tuple, list[int]]] = defaultdict(lambda: defaultdict(list))

    def add(self, f: _Facets, index: int) -> None:
        key = _date_key(f.event.date)
        for feature in self._features[id(f)]:
            self._postings[(f.block, feature)][key].append(index)

    def candidates(self, f: _Facets) -> list[int]:
        keys = _compatible_date_keys(f.event.date)
        found: set[int] = set()
        for feature in self._features[id(f)]:
            by_date = self._postings.get((f.block, feature))
            if by_date is None:
                continue
            if keys is None:
                found.update(i for ids in by_date.values() for i in ids)
            else:
                found.update(i for k in keys for i in by_date.get(k, ()))
        return sorted(found)


def _features(f: _Facets, rank: dict[str, tuple[int, str]]) -> set[tuple]:
    """What an event shares with any event it may match: an actor key, a person's last two names,
    the head count, or one of its rarest words (by `rank`, fewest events first)."""
    features = {("key", k) for k in f.keys} | {("name", n[-2:]) for n in f.names if len(n) >= 2}
    if f.event.count is not None:
        features.add(("count", f.event.count))
    # Word sets with a Jaccard overlap >= SIMILAR share a word among the |A| - ceil(SIMILAR |A|) + 1
    # rarest of each (prefix filtering).
    prefix = len(f.words) - math.ceil(SIMILAR * len(f.words) - 1e-9) + 1
    features.update(("word", w) for w in sorted(f.words, key=rank.__getitem__)[:prefix])
    return features


def _date_key(when: FuzzyDate | None) -> tuple:
    """A founder's date bucket: its year, month or (day and week) Monday."""
    if when is None:
        return ("*",)
    if when.precision == "year":
        return ("Y", when.value.year)
    if when.precision == "month":
        return ("M", when.value.year, when.value.month)
    return ("W", floor_date(when.value, "week"))


def _compatible_date_keys(when: FuzzyDate | None) -> list[tuple] | None:
    """The founder date buckets that may hold a date compatible with `when` (None: all of them)."""
    if when is None:
        return None
    v = when.value
    if when.precision == "year":
        first, last = date(v.year, 1, 1), date(v.year, 12, 31)
        months = [("M", v.year, m) for m in range(1, 13)]
    elif when.precision == "month":
        first = v.replace(day=1)
        last = date(v.year, 12, 31) if v.month == 12 else date(v.year, v.month + 1, 1) - timedelta(days=1)
        months = [("M", v.year, v.month)]
    else:
        first = last = v
        months = [("M", v.year, v.month)]
    monday = floor_date(first, "week")
    weeks = [("W", monday + timedelta(weeks=n)) for n in range((last - monday).days // 7 + 1)]
    return [("*",), ("Y", v.year), *months, *weeks]


def _clusters(facets: Sequence[_Facets], same: Callable[[_Facets, _Facets], bool],
              founders_index: _Blocks | _Postings) -> list[list[Event]]:
    """Greedy clustering: the most complete events found clusters, the rest join the first that
    matches its founder. Unlike a transitive closure, an undated mention cannot chain a January
    and an April uprising together."""
    ordered = sorted(facets, key=lambda f: (_completeness(f.event), f.event.article_id, -f.event.start),
                     reverse=True)
    founders: list[_Facets] = []
    clusters: list[list[Event]] = []
    for f in ordered:
        home = next((i for i in founders_index.candidates(f) if same(founders[i], f)), None)
        if home is None:
            founders_index.add(f, len(founders))
            founders.append(f)
            clusters.append([f.event])
        else:
            clusters[home].append(f.event)
    return clusters


_LOOSE_TYPES = frozenset({"uprising", "protest"})


def _merge_same_article(events: Sequence[Event]) -> list[Event]:
    """Repeats within one article (a back-reference to "the uprising", a quote saying the same)."""
    words: dict[str, frozenset[str]] = {}
    facets = [_facets(e, words) for e in events]
    merged = [_combine(c) for c in _clusters(facets, _same_in_article, _Blocks())]
    return sorted(merged, key=lambda e: (e.start, EVENT_TYPES.index(e.event_type)))


def _same_in_article(a: _Facets, b: _Facets) -> bool:
    return _same_event(a, b, loose_types=_LOOSE_TYPES) and _close_enough(a, b)


def _close_enough(a: _Facets, b: _Facets) -> bool:
    """Within an article, text alone is no proof: actors must agree, or for an uprising or a
    protest (one per article, as a rule) the dates."""
    ea, eb = a.event, b.event
    if _actors_overlap(a, b) or not (ea.actors and eb.actors) or _one_man_by_rank(ea, eb) or _one_man_named_later(ea, eb):
        return True
    return ea.event_type in _LOOSE_TYPES and (ea.date is None or eb.date is None or ea.date == eb.date)


def merge_duplicate_events(events: list[Event]) -> list[Event]:
    """The same event reported by several outlets becomes one event listing every source.

    Events match on type, status, compatible dates, places within 25 km (or a country holding
    the other), and shared actors or evidence words at least 60% alike (Jaccard). Candidates are
    looked up, not compared pairwise, so time grows about linearly with the corpus. Output is
    sorted by date (undated last), then id.
    """
    words: dict[str, frozenset[str]] = {}
    facets = [_facets(e, words) for e in events]
    clusters = _clusters(facets, _same_event, _Postings(facets))
    merged = [_combine(c) for c in clusters]
    return sorted(merged, key=lambda e: (e.date.iso() if e.date else "9999", e.id))
