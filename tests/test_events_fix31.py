"""Event extraction traps found in held-out batch 31 (a sergeant paddling across the Meta, sailors landing on
Curaçao, a deserter's wife taken in Maracay, a lieutenant across the Grita River), each shown on new sentences: a
post left at a named unit, a border river crossed by a town of the other side, a protection request signed, a
tally of those who "se han presentado", and a protest in front of a town's seat of government."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "dejó su puesto" alone may be an official's resignation; a post at a military unit is a desertion.
    _case("Un teniente de la GNB dejó su puesto en el destacamento de Guasdualito el 3 de abril.", "2019-05-10",
          [("defection", "Guasdualito", "2019-04-03")], (), "es-dejo-su-puesto-en-el-destacamento"),
    _case("Dos cabos dejaron el viernes sus puestos en el batallón de San Fernando de Apure.", "2019-05-14",
          [("defection", "San Fernando de Apure", "2019-05-10")], (), "es-dejaron-sus-puestos-en-el-batallon"),
    _case("El coronel dejó su puesto en la gobernación de Barinas el 3 de abril.", "2019-05-10", [],
          ("defection",), "es-dejo-su-puesto-civil-office"),
]

CASES += [
    # A river crossed by a town of the other country is the border, crossed out of Venezuela.
    _case("El jueves, dos sargentos cruzaron el río Táchira cerca de Villa del Rosario.", "2019-05-10",
          [("defection", ANY, "2019-05-09"), ("border_crossing", ANY, "2019-05-09")], (), "es-river-by-town-abroad"),
    _case("On Thursday three guardsmen crossed the Táchira River near La Parada.", "2019-05-10",
          [("defection", ANY, "2019-05-09")], (), "river-by-neighbourhood-abroad"),
    # ... not by a town of its own side.
    _case("On Thursday three guardsmen crossed the Grita River near Boca de Grita.", "2019-05-10", [],
          ("defection",), "river-by-town-at-home"),
]

CASES += [
    # Signing a request for protection is making it.
    _case("Un cabo cruzó el río Arauca el domingo. El martes firmó una solicitud de protección ante Migración en "
          "Arauca.", "2019-05-10", [("asylum", "Arauca", "2019-05-07")], (), "es-firmo-una-solicitud-de-proteccion"),
    _case("Dos soldados llegaron a Cúcuta el domingo y el lunes firmaron una solicitud formal de refugio.",
          "2019-05-10", [("asylum", ANY, "2019-05-06")], (), "es-firmaron-una-solicitud-formal-de-refugio"),
    _case("El gobernador firmó el lunes una solicitud de protección de los datos de los votantes.", "2019-05-10", [],
          ("asylum",), "es-firmo-solicitud-not-asylum"),
]

CASES += [
    # "se han presentado" tallies soldiers who gave themselves up.
    _case("En lo que va del año, 23 militares venezolanos se han presentado en Arauca.", "2019-05-10",
          [("defection", "Arauca", None)], (), "es-se-han-presentado-tally"),
    _case("Desde marzo se han presentado varios casos de sarampión en Arauca.", "2019-05-10", [], ("defection",),
          "es-se-han-presentado-cases"),
]

CASES += [
    # In front of a town's seat of government, its cathedral or its courts: in the town, not from it.
    _case("El lunes, unos 40 familiares de militares presos protestaron frente a la alcaldía de Barinas.",
          "2019-05-10", [("protest", "Barinas", "2019-05-06")], (), "es-frente-a-la-alcaldia-de"),
    _case("El martes, unas 20 madres de soldados detenidos se concentraron frente al Palacio de Justicia de Valencia.",
          "2019-05-10", [("protest", "Valencia", "2019-05-07")], (), "es-frente-al-palacio-de-justicia-de"),
    # A march from one town to another still ends at the second.
    _case("El lunes, unos 40 exmilitares marcharon de Ureña a San Antonio del Táchira.", "2019-05-10",
          [("protest", "San Antonio del Táchira", "2019-05-06")], (), "es-marcharon-de-a"),
]


CASES += [
    # Asking not to be sent back is asking for protection.
    _case("Two sergeants reached Aruba by boat on Friday. On Saturday the two asked not to be deported, saying they "
          "would be jailed at home.", "2019-06-13", [("asylum", ANY, "2019-06-08")], (), "asked-not-to-be-deported"),
    _case("Dos sargentos que llegaron a Aruba el viernes pidieron no ser deportados.", "2019-06-13",
          [("asylum", "Aruba", ANY)], (), "es-pidieron-no-ser-deportados"),
    _case("Dois sargentos que chegaram a Pacaraima na sexta-feira pediram para não serem devolvidos.", "2019-06-13",
          [("asylum", "Pacaraima", ANY)], (), "pt-pediram-para-nao-serem-devolvidos"),
    # ... not asking not to be named.
    _case("A sergeant who reached Aruba on Friday asked not to be named.", "2019-06-13", [], ("asylum",),
          "asked-not-to-be-named"),
]


CASES += [
    # "On that day" after a running total names the day the total starts from.
    _case("Migration officials say about 90 soldiers have entered Arauca since April 2. On that day, four guardsmen "
          "waded across the river at Arauquita.", "2019-05-04", [("border_crossing", "Arauquita", "2019-04-02")], (),
          "on-that-day-after-since"),
    _case("Unos 90 militares han entrado a Arauca desde el 2 de abril. Ese mismo día, cuatro guardias desertaron en "
          "Guasdualito.", "2019-05-04", [("defection", "Guasdualito", "2019-04-02")], (), "es-ese-mismo-dia-after-desde"),
    # ... and only "that day": a count of days from the total's start stays undated.
    _case("Migration officials say about 90 soldiers have entered Arauca since April 2. Two days later, four guardsmen "
          "waded across the river at Arauquita.", "2019-05-04", [], (("border_crossing", "Arauquita", "2019-04-04"),),
          "two-days-later-not-from-since"),
]


CASES += [
    # "the soldiers arriving" names a class of people, not a journey of the sentence.
    _case("On Sunday the two corporals were taken to Valledupar, where the city has been housing some of the soldiers "
          "arriving on this part of the border.", "2019-03-06", [("relocation", "Valledupar", "2019-03-03")],
          ("border_crossing", "defection"), "the-soldiers-arriving-a-class"),
    # ... while men told arriving still arrive.
    _case("On Sunday two sergeants were seen arriving in Maicao.", "2019-03-06",
          [("border_crossing", "Maicao", "2019-03-03")], (), "seen-arriving-still-arrives"),
]


_REVOLT = ("Before dawn on Sunday, about 15 guardsmen seized weapons at the National Guard post in Guanare. Army troops "
           "surrounded the post within two hours. By noon the guardsmen had surrendered. A lawyer said on Monday that "
           "all 15 had been taken to Barinas. Their families have not been allowed to see them. The army has said "
           "nothing. ")
CASES += [
    # A protest outside "the post", however many sentences after the revolt, is at the unit that rose.
    _case(_REVOLT + "On Sunday evening, about 100 neighbours gathered outside the post, banging pots.", "2019-03-12",
          [("protest", "Guanare", "2019-03-10")], (), "protest-outside-the-post-that-rose"),
    _case("El domingo en la madrugada, unos 15 guardias se alzaron en el destacamento de la GNB en Guanare. Un abogado "
          "dijo el lunes que los 15 fueron llevados a Barinas. Sus familias no han podido verlos. El Ejército no ha "
          "dicho nada. El domingo en la noche, unos 100 vecinos se concentraron frente al cuartel con cacerolas.",
          "2019-03-12", [("protest", "Guanare", "2019-03-10")], (), "es-frente-al-cuartel-que-se-alzo"),
    # ... not one outside some other building.
    _case(_REVOLT + "On Sunday evening, about 100 neighbours gathered outside the town hall, banging pots.",
          "2019-03-12", [], (("protest", "Guanare", ANY),), "protest-elsewhere-not-at-the-post"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix31_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, name, country", [
    ("Los marineros zarparon de Los Taques el sábado.", "Los Taques", "VE"),
    ("The boat came ashore at Playa Lagun before dawn.", "Playa Lagun", "CW"),
    ("The Coast Guard stopped the boat off Klein Curaçao.", "Klein Curaçao", "CW"),
])
def test_fix31_coast_places_resolve(gazetteer, text: str, name: str, country: str) -> None:
    places = [(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)]
    assert (name, country) in places, places
