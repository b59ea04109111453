"""Event extraction traps found in held-out batch 29 (the Arauca River in the blackout, PNB officers by the Los Mangos
trail, a Boa Vista shelter, Carvajal in Madrid, a navy lieutenant in Curaçao, a court-martial in Maracay, the Unión
bridge), each shown on new sentences: a second verb joined by "y" sharing a left-out subject, protection asked "al
Estado colombiano", a sentence that only sets the scene's time ("Eran ... del pasado sábado cuando"), what was due
or hoped for ("debía cruzar", "esperaban ser trasladados"), a Portuguese pluperfect desertion, a country named as a noun's
qualifier ("on a US warrant"), a video's day dating what it says, a rank told of a surname after the full name,
an opening "In Colombia," placing a tally, a crossing's price, an arrival from home told from abroad, a dateline on
a line of its own, "adonde ya habían sido trasladados" with nobody named, protection asked of a neighbour's
police at the far end of a bridge, and soldiers held for a part in a revolt, with no place told."""

from __future__ import annotations

from dataclasses import replace

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A verb joined by "y" to an earlier one shares its left-out subject, whatever objects stand between them.
    _case("Dos cabos cruzaron el río Meta el martes en una lancha. Al amanecer del miércoles se presentaron ante una "
          "patrulla de la Armada colombiana en Puerto Carreño y pidieron refugio.", "2019-07-05",
          [("asylum", ANY, "2019-07-03")], (), "es-se-presentaron-ante-y-pidieron"),
    _case("Dos cabos cruzaron el río Meta el martes en una lancha. El miércoles la alcaldía de Puerto Carreño pidió "
          "ayuda y solicitó refugio para ellos.", "2019-07-05", [], (("asylum", ANY, "2019-07-03"),),
          "es-own-subject-not-the-dropped-one"),
]

CASES += [
    # Protection asked of a neighbouring state ("al Estado colombiano") was asked in that neighbour.
    _case("Un sargento y un cabo de la GNB se presentaron el martes ante una patrulla y pidieron "
          "protección al Estado colombiano.", "2019-07-05", [("asylum", "Colombia", "2019-07-02")], (),
          "es-proteccion-al-estado-colombiano"),
    # (with the police of a Colombian town named, the town: "ante la Policía de Riohacha")
    _case("Un sargento y un cabo de la GNB se presentaron el martes ante la Policía de Riohacha y pidieron "
          "protección al Estado colombiano.", "2019-07-05", [("asylum", "Riohacha", "2019-07-02")], (),
          "es-proteccion-policia-de-riohacha"),
    _case("Un sargento y un cabo de la GNB pidieron el martes protección al Estado venezolano.", "2019-07-05", [],
          (("asylum", "Colombia", ANY),), "es-proteccion-al-estado-venezolano"),
]

_STORM = ("Aprovecharon la tormenta que azota la región desde el jueves. Un sargento y dos guardias abandonaron su "
          "puesto en Puerto Páez y llegaron en una lancha a la orilla colombiana.\n\n")

CASES += [
    # A sentence that only sets the time of the scene ("Eran ... del pasado sábado cuando ...") dates the next step.
    _case(_STORM + "Eran las tres de la madrugada del pasado domingo cuando el sargento Luis Mora dio la señal. Junto a "
          "dos guardias, se subió a una lancha y cruzó el río Orinoco.", "2019-07-10",
          [("border_crossing", ANY, "2019-07-07")], (), "es-eran-las-tres-cuando"),
    _case(_STORM + "Eran las tres de la madrugada del pasado domingo cuando el sargento Luis Mora dio la señal.\n\n"
          "Junto a dos guardias, se subió a una lancha y cruzó el río Orinoco.", "2019-07-10", [],
          (("border_crossing", ANY, "2019-07-07"),), "es-scene-set-in-another-paragraph"),
]

CASES += [
    # What was due or hoped for did not happen.
    _case("Un sargento de la PNB debía cruzar con ellos por Ureña el sábado, pero se quedó.", "2019-07-05", [],
          ("border_crossing",), "es-debia-cruzar"),
    _case("Los cinco cabos esperaban ser trasladados el lunes a Medellín.", "2019-07-05", [], ("relocation",),
          "es-esperaban-ser-trasladados"),
    _case("Los cinco cabos esperaron en Cúcuta y el lunes fueron trasladados a Medellín.", "2019-07-05",
          [("relocation", "Medellín", "2019-07-01")], (), "es-esperaron-then-moved"),
]

CASES += [
    # A Portuguese pluperfect leaving of the post is the desertion, on its own day.
    _case("O soldado havia deixado o quartel em Santa Elena de Uairén no dia 9 de abril e chegou a Pacaraima dois dias "
          "depois.", "2019-05-20", [("defection", "Santa Elena de Uairén", "2019-04-09")], (),
          "pt-havia-deixado-o-quartel"),
    _case("O soldado havia deixado a família em Santa Elena de Uairén.", "2019-05-20", [], ("defection",),
          "pt-havia-deixado-a-familia"),
]

CASES += [
    # "on a US warrant": what kind of warrant, not where the arrest happened.
    _case("Police arrested General Pedro Lara on Monday on a US warrant.", "2019-07-05", [],
          (("arrest", "United States", ANY),), "on-a-us-warrant"),
    _case("General Pedro Lara was arrested on Monday in the US.", "2019-07-05", [("arrest", "United States", ANY)], (),
          "arrested-in-the-us"),
]

CASES += [
    # A video's day dates what the officer says in it; his rank told after his full name makes him an officer.
    _case("Spanish police have arrested Pedro Lara, the former head of Venezuela's naval intelligence. Lara, a retired "
          "rear admiral, was detained on Friday in Madrid. On March 3, Lara released a video in which he recognised "
          "Juan Guaidó as Venezuela's interim president.", "2019-07-06",
          [("defection", "Venezuela", "2019-03-03")], (), "video-in-which-he-recognised"),
    _case("Contreras, a National Guard sergeant, deserted in February. On Saturday Ana Ruiz de Contreras and her two "
          "children crossed the Simón Bolívar bridge.", "2019-07-10", [], (("defection", ANY, "2019-07-06"),),
          "surname-rank-not-his-wifes"),
    _case("On March 3, Colonel Pedro Lara released a video. In April he recognised Juan Guaidó as Venezuela's interim "
          "president.", "2019-07-06", [], (("defection", ANY, "2019-03-03"),), "recognised-apart-from-the-video"),
]

CASES += [
    # "In Colombia, ..." sets the scene of a tally told with "into the country".
    _case("In Colombia, officials say more than 500 Venezuelan soldiers have crossed into the country since March 1.",
          "2019-07-05", [("border_crossing", "Colombia", None), ("defection", "Colombia", None)], (),
          "opening-in-colombia-tally"),
    _case("In Venezuela, officials say more than 500 soldiers have crossed the border since March 1.", "2019-07-05", [],
          (("border_crossing", "Venezuela", ANY),), "opening-in-venezuela-no-crossing-place"),
]

CASES += [
    # The price of a crossing tells no crossing.
    _case("Sergeant Luis Mora drove to Táchira state that weekend and paid a guide about $100 for the crossing.",
          "2019-07-05", [], ("border_crossing",), "paid-for-the-crossing"),
    _case("Sergeant Luis Mora paid the boatmen $500 and crossed the river into Colombia on Thursday.", "2019-07-05",
          [("border_crossing", ANY, "2019-07-04")], (), "paid-and-crossed"),
]

CASES += [
    # An arrival from home, told from abroad (a dateline on a line of its own), came out where the story is.
    _case("ORANJESTAD, Aruba\n\nThree Venezuelan marines arrived on a fishing boat from Punto Fijo in March, police said.",
          "2019-07-05", [("border_crossing", "Oranjestad", "2019-03-01"), ("defection", "Oranjestad", "2019-03-01")],
          (("defection", "Punto Fijo", ANY),), "arrived-from-home-told-abroad"),
    _case("CORO, Venezuela\n\nThree Venezuelan marines arrived on a fishing boat from Punto Fijo in March.", "2019-07-05",
          [], ("border_crossing",), "arrived-from-home-told-at-home"),
]

CASES += [
    # "adonde ya habían sido trasladados" with nobody named: those the sentence before is about.
    _case("Los dos capitanes fueron detenidos el 3 de junio en Maracay. El juez ordenó su reclusión en El Helicoide, "
          "adonde ya habían sido trasladados el 5 de junio.", "2019-07-05",
          [("relocation", "El Helicoide", "2019-06-05")], (), "es-adonde-ya-habian-sido-trasladados"),
]

CASES += [
    # Protection asked of a neighbour's police at the far end of a bridge was asked in that neighbour.
    _case("On March 2 Sergeant Ana Ruiz ran across the Simón Bolívar bridge. She handed her rifle to Colombian police "
          "at the other end of the bridge and asked them for protection.", "2019-07-05",
          [("asylum", "Colombia", "2019-03-02")], (), "asked-at-the-other-end-of-the-bridge"),
    _case("On March 2 Sergeant Ana Ruiz ran across the Simón Bolívar bridge. She stopped halfway and asked Colombian "
          "police for protection.", "2019-07-05", [], (("asylum", "Colombia", ANY),), "asked-halfway-stays-at-bridge"),
]


CASES += [
    # Soldiers held for a part in a revolt, by no foreign force, with no place told, were held at home.
    _case("Una ONG contabiliza más de 45 militares detenidos en todo el país desde el 30 de abril por su supuesta "
          "participación en el alzamiento.", "2019-06-05", [("arrest", "Venezuela", None)], (), "es-held-for-the-revolt"),
    _case("Colombian police detained three former soldiers on Monday for their alleged role in the uprising.",
          "2019-06-05", [], (("arrest", "Venezuela", ANY),), "held-for-the-revolt-by-foreign-police"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix29_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_dateline_set_aside_with_the_byline_still_places_the_story(gazetteer) -> None:
    """"By Staff Writer / WILLEMSTAD, Curaçao" dropped by cleaning: the dateline is the town the article names."""
    text = ("By Staff Writer\n\nWILLEMSTAD, Curaçao\n\nTwo Venezuelan sailors arrived on a boat from Punto Fijo in "
            "March. They were later moved to a shelter near Willemstad.")
    body = text.index("Two")
    article = replace(make_article(text, published="2019-07-05"), kept=((body, len(text)),))
    masked = " " * body + text[body:]
    events = extract_events(article, split_sentences(article), resolve_mentions(masked, gazetteer))
    assert any(e.event_type == "border_crossing" and e.place == "Willemstad" for e in events), events
