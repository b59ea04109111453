"""Event extraction traps found by the twenty-seventh sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

# Dated violence left with no place, in a sentence that names no foreign force, agency or country, no man already
# out of the forces and no robbery, was at home: Venezuela at country precision
HURT_AT_HOME = [
    _case("On June 3, two deserters were wounded by gunfire as guardsmen fired on them.", "2019-06-20",
          [("violence", "Venezuela", "2019-06-03")], (), "shot-with-no-place-is-at-home"),
    _case("El 3 de junio, dos desertores resultaron heridos cuando los guardias les dispararon.", "2019-06-20",
          [("violence", "Venezuela", "2019-06-03")], (), "herido-de-bala-sin-lugar"),
    _case("No dia 3 de junho, os guardas atiraram contra os desertores e feriram dois deles.", "2019-06-20",
          [("violence", "Venezuela", "2019-06-03")], (), "tiros-sem-lugar"),
    _case("On June 3, two deserters were wounded by gunfire as Colombian police fired on them.", "2019-06-20", [],
          (("violence", "Venezuela", ANY),), "colombian-police-fire-abroad"),
    _case("El 3 de junio, el exsargento Omar Vivas recibió dos disparos.", "2019-06-20", [],
          (("violence", "Venezuela", ANY),), "a-former-sergeant-shot-is-abroad"),
    _case("On June 3, former army corporal Omar Vivas was stabbed twice.", "2019-06-20", [],
          (("violence", "Venezuela", ANY),), "a-former-corporal-stabbed-is-abroad"),
    _case("On June 3, Cpl. Omar Vivas was mugged at knifepoint.", "2019-06-20", [],
          (("violence", "Venezuela", ANY),), "a-mugging-is-no-state-violence"),
    _case("El 3 de junio, al cabo Omar Vivas lo atracaron y le robaron el teléfono.", "2019-06-20", [],
          (("violence", "Venezuela", ANY),), "un-atraco-no-es-violencia-del-estado"),
]


@pytest.mark.parametrize("text, published, present, absent", HURT_AT_HOME)
def test_dated_violence_with_no_place_is_at_home(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# An asylum request left with no place, or placed at home in a town, a state, the country or a border bridge or
# river (not an embassy, not in words about an embassy or a residence, not refuge taken in a flat), was made abroad:
# in the foreign country the story names, at country precision
SOUGHT_ABROAD = [
    _case("Two sergeants deserted from their post in May.\n\nGrenada has received a handful of Venezuelan soldiers "
          "this year, most of them by boat.\n\nTheir lawyer said the two men had formally asked for asylum on June 5.",
          "2019-06-20", [("asylum", "Grenada", "2019-06-05")], (("asylum", None, ANY),), "asylum-with-no-place-abroad"),
    _case("O sargento Omar Vivas desertou em maio.\n\nDesde fevereiro, o Brasil recebeu mais de 400 militares "
          "venezuelanos, segundo o Exército.\n\nNo dia 5 de junho, ele pediu refúgio, disse seu advogado.",
          "2019-06-20", [("asylum", "Brazil", "2019-06-05")], (("asylum", None, ANY),), "refugio-sem-lugar-no-brasil"),
    _case("El sargento Omar Vivas desertó en mayo.\n\nPerú ha recibido a decenas de exmilitares venezolanos desde "
          "febrero.\n\nEl 5 de junio, el sargento pidió refugio.", "2019-06-20",
          [("asylum", "Peru", "2019-06-05")], (("asylum", None, ANY),), "refugio-sin-lugar-en-peru"),
    _case("Two sergeants deserted from their post in Táchira in May.\n\nGrenada has received a handful of Venezuelan "
          "soldiers this year, most of them by boat.\n\nTheir lawyer said the two men had formally asked for asylum "
          "on June 5.", "2019-06-20", [("asylum", "Grenada", "2019-06-05")], (("asylum", "Táchira", ANY),),
          "asylum-is-not-asked-in-a-home-state"),
    _case("Two sergeants deserted from their post in Táchira in May.\n\nColombia has received hundreds of soldiers "
          "this year.\n\nOn June 5 the two men took refuge in the Chilean ambassador's residence and asked for "
          "protection.", "2019-06-20", [("asylum", "Chilean Ambassador's Residence", "2019-06-05")],
          (("asylum", "Colombia", ANY),), "an-embassy-at-home-stays"),
    _case("Dos sargentos desertaron en mayo. Colombia ha recibido a cientos de militares.\n\nEl 5 de junio se "
          "refugiaron en el apartamento de una tía en Chacao.", "2019-06-20", [],
          (("asylum", "Colombia", ANY),), "refuge-taken-in-a-flat-is-no-request"),
    _case("Two sergeants deserted from their post in May.\n\nTheir lawyer said the two men had formally asked for "
          "asylum on June 5.", "2019-06-20", [("asylum", None, "2019-06-05")], (), "no-foreign-country-named"),
]


@pytest.mark.parametrize("text, published, present, absent", SOUGHT_ABROAD)
def test_asylum_with_no_place_or_at_home_is_abroad(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A request for refuge on a border bridge or river keeps its point and takes the neighbour's side
ON_THE_FAR_SIDE = [
    pytest.param("Two sergeants deserted from their post in May.\n\nColombia has received hundreds of soldiers this "
                 "year.\n\nOn June 5 the two men walked onto the Simón Bolívar International Bridge and asked for "
                 "protection.", "Simón Bolívar International Bridge", id="asylum-on-a-border-bridge-is-across-it"),
    pytest.param("Dos sargentos desertaron en mayo. Colombia ha recibido a cientos de militares.\n\nEl 5 de junio "
                 "cruzaron el río Táchira y allí pidieron protección.", "Táchira River",
                 id="proteccion-en-el-rio-es-del-otro-lado"),
]


@pytest.mark.parametrize("text, place", ON_THE_FAR_SIDE)
def test_asylum_on_a_border_bridge_or_river_is_on_the_far_side(gazetteer, text: str, place: str) -> None:
    article = make_article(text, published="2019-06-20")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    asked = [e for e in events if e.event_type == "asylum"]
    assert [(e.place, e.country_code) for e in asked] == [(place, "CO")], [(e.event_type, e.place, e.country_code)
                                                                          for e in events]


# A desertion placed beyond Venezuela's neighbours (Peru, Chile, Spain, the United States) is where the man's road
# led, not where he left the forces: at home (Venezuela at country precision). Not an attaché's post abroad, not a
# break declared in a video
DESERTED_NOT_FAR = [
    _case("Sgt. Omar Vivas says he deserted on Feb. 24 and reached the Santa Rosa border post in Tacna a month later.",
          "2019-06-20", [("defection", "Venezuela", "2019-02-24")], (("defection", "Santa Rosa border post", ANY),),
          "a-deserter-who-reached-peru-left-at-home"),
    _case("El sargento Omar Vivas dice que desertó el 24 de febrero y llegó al puesto fronterizo de Santa Rosa, en "
          "Tacna, un mes después.", "2019-06-20", [("defection", "Venezuela", "2019-02-24")],
          (("defection", "Santa Rosa border post", ANY),), "desertor-que-llego-a-peru"),
    _case("O sargento Omar Vivas diz que desertou no dia 24 de fevereiro e chegou ao posto de fronteira de Santa Rosa, "
          "em Tacna, um mês depois.", "2019-06-20", [("defection", "Venezuela", "2019-02-24")],
          (("defection", "Santa Rosa border post", ANY),), "desertor-que-chegou-ao-peru"),
    _case("On Feb. 24, Sgt. Omar Vivas deserted; today he lives in Santiago, Chile.", "2019-06-20",
          [("defection", "Venezuela", ANY)], (("defection", "Santiago", ANY),), "a-deserter-living-in-santiago"),
    _case("Col. Omar Vivas, the Venezuelan military attaché in Buenos Aires, broke with Maduro on Jan. 29.",
          "2019-06-20", [], (("defection", "Venezuela", ANY),), "an-attache-breaks-abroad"),
    _case("In a video recorded in Miami on Jan. 29, Maj. Omar Vivas disavowed Maduro and deserted.", "2019-06-20",
          [], (("defection", "Venezuela", ANY),), "a-video-abroad-is-his-own-place"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTED_NOT_FAR)
def test_a_desertion_beyond_the_neighbours_was_at_home(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A crossing left with no place was into the foreign country the story is about (its dateline's, else the one whose
# places it names most), at country precision; with no foreign country named it stays unplaced
CROSSED_UNPLACED = [
    _case("Dos guardias desertaron el 3 de julio. Colombia ha recibido a cientos de ellos.\n\nEl 4 de julio cruzaron "
          "la frontera por una trocha.", "2019-08-20", [("border_crossing", "Colombia", "2019-07-04")],
          (("border_crossing", None, ANY),), "cruce-sin-lugar-a-colombia"),
    _case("Dois guardas desertaram no dia 3 de julho. O Brasil recebeu centenas deles.\n\nNo dia 4 de julho, "
          "atravessaram a fronteira a pé.", "2019-08-20", [("border_crossing", "Brazil", "2019-07-04")],
          (("border_crossing", None, ANY),), "travessia-sem-lugar-ao-brasil"),
    _case("Two guardsmen deserted on July 3. Brazil has taken in hundreds of them.\n\nOn July 4, they walked across "
          "the border.", "2019-08-20", [("border_crossing", "Brazil", "2019-07-04")], (("border_crossing", None, ANY),),
          "a-crossing-with-no-place-into-brazil"),
    _case("Two guardsmen deserted on July 3.\n\nOn July 4, they walked across the border.", "2019-08-20",
          [("border_crossing", None, "2019-07-04")], (), "no-foreign-country-named-no-crossing-place"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSED_UNPLACED)
def test_a_crossing_with_no_place_is_into_the_story_country(gazetteer, text: str, published: str, present: list,
                                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A protest by former soldiers or Venezuelans left with no place was abroad, in the story's foreign country, and so
# was violence to a man already out of the forces; families protesting stay unplaced
ABROAD_UNPLACED = [
    _case("Colombia ha recibido a cientos de desertores desde febrero, dice Migración Colombia.\n\nEl 4 de julio, "
          "cerca de 40 exmilitares venezolanos se manifestaron frente a la sede de la ONU.", "2019-08-20",
          [("protest", "Colombia", "2019-07-04")], (("protest", None, ANY),), "exmilitares-protestan-en-el-extranjero"),
    _case("Dozens of deserters live in Boa Vista, Brazil.\n\nOn July 4, about 40 former Venezuelan soldiers protested "
          "outside the UN refugee agency's office.", "2019-08-20", [("protest", "Brazil", "2019-07-04")],
          (("protest", None, ANY),), "former-soldiers-protest-abroad"),
    _case("Colombia ha recibido a cientos de desertores desde febrero.\n\nEl 4 de julio, el exsargento Omar Vivas "
          "recibió dos disparos.", "2019-08-20", [("violence", "Colombia", "2019-07-04")],
          (("violence", None, ANY), ("violence", "Venezuela", ANY)), "un-exsargento-baleado-en-el-extranjero"),
    _case("Colombia ha recibido a cientos de desertores.\n\nEl 4 de julio, unos 20 familiares de los detenidos "
          "protestaron en la calle.", "2019-08-20", [("protest", None, "2019-07-04")], (("protest", "Colombia", ANY),),
          "familias-que-protestan-no-se-mueven"),
]


@pytest.mark.parametrize("text, published, present, absent", ABROAD_UNPLACED)
def test_former_soldiers_protests_and_wounds_with_no_place_are_abroad(gazetteer, text: str, published: str,
                                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
