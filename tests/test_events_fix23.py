"""Event extraction traps found in held-out batch 23 (the core of the 2019 story: the Feb. 23 bridges,
Pacaraima, Arauca, April 30), each shown on new sentences: desertion nouns told by another verb, crossings
by an unnamed trail, a chain of verbs with a left-out subject, the neighbour's side reached, compound pasts
of violence, "where" after an apposition, a date set by a sentence that tells no event, "slipped away from
their post", an age between two actors, the lead's attribution day, stays in a relative clause, diplomatic
protests, chanting crowds, "onde houve confronto", "se juntaram a Guaidó", uprisings told with no place and
clashes on one side of the line."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "The first defections came ... when two soldiers ran across the bridge": the noun names the deed the
    # movers' verb tells; the desertion is theirs.
    _case("In Apure, the first desertions came on March 3, when a corporal and two privates ran across the José "
          "Antonio Páez bridge.", "2019-04-10",
          [("defection", "José Antonio Páez International Bridge", "2019-03-03")], (), "desertions-came-when-ran-across"),
]


CASES += [
    # A crossing by a smugglers' trail that names no place is a way out of the country.
    _case("El jueves 14, un cabo de la GNB y un soldado cruzaron por una trocha y pidieron protección.", "2019-03-20",
          [("defection", ANY, "2019-03-14"), ("border_crossing", ANY, "2019-03-14")], (), "es-cruzaron-por-una-trocha"),
    _case("On Thursday two army privates crossed by a dirt trail and asked for protection.", "2019-03-20",
          [("defection", ANY, "2019-03-14")], (), "crossed-by-a-dirt-trail"),
    # A relative crossing so deserts nothing.
    _case("El jueves la esposa del sargento cruzó por una trocha con sus dos hijos.", "2019-03-20",
          [("border_crossing", ANY, "2019-03-14")], ("defection",), "es-esposa-por-una-trocha"),
]


CASES += [
    # The desertion takes the place its own crossing took from the scene told before.
    _case("Dos sargentos llegaron a Pacaraima el domingo 10 y pidieron refugio.\n\nAl día siguiente, el lunes 11, "
          "un cabo y un soldado cruzaron por una trocha y también pidieron refugio.", "2019-03-15",
          [("defection", "Pacaraima", "2019-03-11"), ("border_crossing", "Pacaraima", "2019-03-11")], (),
          "es-desertion-placed-by-its-crossing"),
]


CASES += [
    # A chain of verbs whose subject is left out may open the sentence with a capital: "Dejaron ..., se
    # quitaron ... y caminaron hasta el lado brasileño". The neighbour's side names the country reached.
    _case("El sargento Rojas y dos soldados de su unidad aprovecharon la lluvia del martes 12. Dejaron los fusiles "
          "en el puesto, se quitaron las botas y caminaron por el monte hasta llegar al lado brasileño.", "2019-03-15",
          [("border_crossing", "Brazil", "2019-03-12")], (), "es-chain-of-verbs-to-the-brazilian-side"),
]


CASES += [
    # Compound pasts of violence: "habían disparado contra", "han matado a".
    _case("El día anterior, el viernes 15, militares habían disparado contra manifestantes en Ureña.", "2019-03-20",
          [("violence", "Ureña", "2019-03-15")], (), "es-habian-disparado"),
    # A town, then what it is, then "where": the clash is in the town.
    _case("El sábado 16, los disturbios se extendieron a San Antonio del Táchira, la ciudad fronteriza, donde "
          "colectivos dispararon contra la multitud.", "2019-03-20",
          [("violence", "San Antonio del Táchira", "2019-03-16")], (), "es-town-apposition-donde"),
    # A sentence that only sets the day ("The worst came on Sunday.") dates the clash told next to it.
    _case("Un sargento desertó el viernes 15 en Ureña y cruzó a Cúcuta.\n\nPero la hora más dura en la raya llegó el "
          "domingo 17. Desde temprano, guardias venezolanos lanzaron gases lacrimógenos contra la multitud en Ureña.",
          "2019-03-20", [("violence", "Ureña", "2019-03-17")], (), "es-moment-came-on-sunday"),
]


CASES += [
    # "slipped away from their post" is a desertion, as "walked away from" is.
    _case("Two privates slipped away from their post near Guasdualito late Tuesday.", "2019-03-20",
          [("defection", ANY, "2019-03-19")], (), "slipped-away-from-their-post"),
    _case("Two privates slipped away from the crowd near Guasdualito late Tuesday.", "2019-03-20",
          [], ("defection",), "slipped-away-from-a-crowd"),
]


CASES += [
    # The day an attribution in the lead gives does not date the next paragraph's undated clash.
    _case("CÚCUTA, Colombia (AP) — A Venezuelan corporal crossed into Colombia and later died, Colombian officials "
          "said Thursday.\n\nWhen the pair were halfway across, troops opened fire.", "2019-03-21",
          [], (("violence", ANY, "2019-03-21"),), "lead-attribution-day-is-not-the-clash-day"),
]


CASES += [
    # Where former soldiers are living, in a relative clause, describes them; nobody moved.
    _case("On Friday, about 60 former soldiers who are living in shelters in Cúcuta held a vigil outside the "
          "town hall.", "2019-03-20", [("protest", "Cúcuta", "2019-03-15")], ("relocation",), "who-are-living-in"),
    # A government's protest note is no protest.
    _case("Colombia sent a protest note to Venezuela on Friday over the shooting.", "2019-03-20",
          [], ("protest",), "protest-note"),
    _case("La Cancillería envió el viernes una nota de protesta a Caracas por los disparos.", "2019-03-20",
          [], ("protest",), "es-nota-de-protesta"),
    # A chanting crowd protests; the tear gas fired at it next is at its scene.
    _case("On Friday afternoon about 300 people gathered at the Ureña end of the bridge, chanting \"Freedom!\". "
          "Guardsmen dispersed them with tear gas.", "2019-03-20",
          [("protest", "Ureña", "2019-03-15"), ("violence", "Ureña", "2019-03-15")], (), "chanting-crowd"),
]


CASES += [
    # "onde houve confronto": the clash is where "onde" hangs, not at the first place of the sentence.
    _case("No dia 30 de abril, dois sargentos se juntaram a Guaidó na base aérea de La Carlota e na praça Altamira, "
          "onde houve confronto com tropas leais a Maduro.", "2019-05-10",
          [("violence", "Plaza Altamira", "2019-04-30")], (("violence", "Generalísimo Francisco de Miranda Air Base", ANY),),
          "pt-onde-houve-confronto"),
    # "se juntaram a Guaidó": soldiers joining Guaidó have defected.
    _case("No dia 30 de abril, dois sargentos se juntaram a Guaidó na base aérea de La Carlota.", "2019-05-10",
          [("defection", "Generalísimo Francisco de Miranda Air Base", "2019-04-30")], (), "pt-se-juntaram-a-guaido"),
    # The day of the uprising is April 30; the uprising itself, told with no place, happened in Venezuela.
    _case("Dois sargentos entraram na embaixada do Brasil em Caracas no dia da tentativa de levante.", "2019-05-20",
          [("asylum", ANY, "2019-04-30"), ("uprising", "Venezuela", "2019-04-30")], (), "pt-dia-da-tentativa-de-levante"),
    # A clash told on one side of the line, with no town, is in that side's country.
    _case("On Saturday the guardsmen fired tear gas at crowds on the Venezuelan bank.", "2019-03-20",
          [("violence", "Venezuela", "2019-03-16")], (), "clash-on-the-venezuelan-bank"),
]


CASES += [
    # Aid trucks set on fire on a bridge are a clash there: "were set on fire", "fueron incendiados sobre el
    # puente", "prendieron fuego a dos camiones"; burning tires is a protest's, not this.
    _case("On Feb. 23 three aid trucks were set on fire on the Simón Bolívar bridge.", "2019-03-05",
          [("violence", "Simón Bolívar International Bridge", "2019-02-23")], (), "trucks-set-on-fire"),
    _case("El 23 de febrero, dos gandolas fueron incendiadas sobre el puente Francisco de Paula Santander.", "2019-03-05",
          [("violence", "Francisco de Paula Santander International Bridge", "2019-02-23")], (), "es-incendiadas-sobre-el-puente"),
    _case("El sábado 23, colectivos prendieron fuego a dos camiones con ayuda en Ureña.", "2019-03-05",
          [("violence", "Ureña", "2019-02-23")], (), "es-prendieron-fuego-a-camiones"),
    _case("On Saturday protesters burned tires in Ureña.", "2019-03-05", [], ("violence",), "burned-tires-is-no-clash"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix23_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_an_age_between_two_named_actors_keeps_both(gazetteer) -> None:
    text = "Pvt. Luis Mora, 21, and a fellow private slipped away from their post near Guasdualito on Tuesday."
    article = make_article(text, published="2019-03-20")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    desertion = next(e for e in events if e.event_type == "defection")
    assert set(desertion.actors) == {"Pvt. Luis Mora", "a fellow private"}
