"""Event extraction traps found in held-out batch 59 (a lieutenant's trocha to Cúcuta and flight to Buenos Aires,
guardsmen through the hills to Cubará, soldiers robbed on a trail near Pacaraima, relatives held by the DGCIM),
each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_LATER_DAY_AFTER_A_SEMICOLON = [
    # "pidió refugio; la solicitud fue rechazada un mes después": the later day is the answer's, not the request's.
    _case("El capitán Luis Pérez cruzó el río Táchira el 3 de marzo. En abril, el capitán Luis Pérez llegó a Lima y "
          "pidió refugio; la solicitud fue rechazada un mes después.", "2019-06-10",
          [("asylum", "Lima", "2019-04-01")], (("asylum", ANY, "2019-05-01"),), "es-rechazada-un-mes-despues"),
    _case("Sergeant Luis Pérez crossed the Táchira River on March 3. In April, he reached Lima and asked for "
          "refuge; the request was granted a month later.", "2019-06-10",
          [("asylum", "Lima", "2019-04-01")], (("asylum", ANY, "2019-05-01"),), "en-granted-a-month-later"),
    # ... a later day joined by "and" was already the later clause's
    _case("El capitán Luis Pérez cruzó el río Táchira el 3 de marzo y un mes después pidió refugio en Lima.",
          "2019-06-10", [("border_crossing", ANY, "2019-03-03")], (), "es-y-un-mes-despues"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LATER_DAY_AFTER_A_SEMICOLON)
def test_a_later_day_after_a_semicolon(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RELATIVES_OF_SOLDIERS_WHO_DESERTED = [
    # "relatives of soldiers who deserted were detained": who the soldiers are, no desertion of theirs is told
    _case("Desde enero, al menos 38 familiares de militares que desertaron o se rebelaron han sido detenidos por la "
          "DGCIM.", "2019-06-10", [("arrest", ANY, None)], ("defection", "uprising"), "es-familiares-de-militares-que"),
    _case("Since January, at least 40 relatives of Venezuelan soldiers who deserted or rebelled have been detained "
          "by the DGCIM.", "2019-06-10", [("arrest", ANY, None)], ("defection", "uprising"),
          "en-relatives-of-soldiers-who"),
    _case("Desde janeiro, pelo menos 30 parentes de militares que desertaram foram presos pela DGCIM.", "2019-06-10",
          [("arrest", ANY, None)], ("defection",), "pt-parentes-de-militares-que"),
    # ... a sergeant named with an article is one man, whose desertion is told
    _case("La madre de un sargento que desertó fue detenida por la DGCIM en Maracay el martes.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-04"), ("defection", ANY, ANY)], (), "es-la-madre-de-un-sargento-que"),
    # ... but an event named after a preposition is told: the uprising the soldiers took part in
    _case("Familiares de militares que participaron en el alzamiento del 30 de abril protestaron el jueves en Caracas.",
          "2019-05-10", [("uprising", ANY, "2019-04-30"), ("protest", "Caracas", "2019-05-09")], (),
          "es-que-participaron-en-el-alzamiento"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVES_OF_SOLDIERS_WHO_DESERTED)
def test_relatives_of_soldiers_who_deserted(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SPAN_AFTER_THE_DAY_TOLD = [
    # "were arrested in the days that followed", "has since filed": some day after the one told before, not it
    _case("On April 30, Sergeant Luis Pérez joined the uprising at La Carlota, and troops fired tear gas at the crowd. "
          "Two of the officers who stood with him were arrested in the days that followed.", "2019-06-10",
          [("uprising", ANY, "2019-04-30"), ("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),),
          "en-in-the-days-that-followed"),
    _case("El 30 de abril, el sargento Luis Pérez se sumó al alzamiento en La Carlota. Dos de los oficiales que "
          "estaban con él fueron detenidos en los días siguientes.", "2019-06-10",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),), "es-en-los-dias-siguientes"),
    _case("On May 3, Sergeant Luis Pérez crossed into Colombia at Cúcuta. He has since filed an application for "
          "refugee status with Colombia's foreign ministry.", "2019-06-10",
          [("border_crossing", "Cúcuta", "2019-05-03"), ("asylum", ANY, None)], (("asylum", ANY, "2019-05-03"),),
          "en-has-since-filed"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SPAN_AFTER_THE_DAY_TOLD)
def test_a_span_after_the_day_told(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FORMER_SOLDIERS_WRITTEN_APART = [
    # "ex militares" written apart, as many Spanish and Portuguese papers still do, counts the same men as
    # "exmilitares" or "ex-militares"
    _case("Según datos de Migraciones, en lo que va del año al menos 34 ex militares venezolanos pidieron refugio en "
          "la Argentina.", "2019-06-10", [("asylum", "Argentina", None)], (), "es-ex-militares-pidieron-refugio"),
    _case("Pelo menos 34 ex militares venezuelanos pediram refúgio no Brasil desde janeiro.", "2019-06-10",
          [("asylum", "Brazil", None)], (), "pt-ex-militares-pediram-refugio"),
    _case("Al menos 34 ex-militares venezolanos pidieron refugio en la Argentina.", "2019-06-10",
          [("asylum", "Argentina", None)], (), "es-ex-hyphen-militares"),
]


@pytest.mark.parametrize("text, published, present, absent", FORMER_SOLDIERS_WRITTEN_APART)
def test_former_soldiers_written_apart(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_OFFICE_ASKED_AND_ITS_TOWN = [
    # "pediram refúgio ao Conare, em Brasília, nesta quarta-feira": the office asked, in the town set off by commas
    _case("Dois oficiais pediram refúgio ao Comitê Nacional para os Refugiados (Conare), em Brasília, nesta "
          "quarta-feira (27).", "2019-02-28", [("asylum", "Brasília", "2019-02-27")], (), "pt-ao-conare-em-brasilia"),
    _case("Dos oficiales pidieron refugio ante la Cancillería, en Bogotá, el miércoles.", "2019-02-28",
          [("asylum", "Bogotá", "2019-02-27")], (), "es-ante-la-cancilleria-en-bogota"),
    _case("Two officers asked for refuge at the refugee committee, in Brasília, on Wednesday.", "2019-02-28",
          [("asylum", "Brasília", "2019-02-27")], (), "en-at-the-committee-in-brasilia"),
    # ... a town in another clause after the comma is still no place of the request
    _case("Two sergeants asked for refuge, a day after the uprising in Caracas, on Wednesday.", "2019-02-28", [],
          (("asylum", "Caracas", ANY),), "en-a-day-after-the-uprising-in"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_OFFICE_ASKED_AND_ITS_TOWN)
def test_the_office_asked_and_its_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RIDE_OR_A_WALK_TO_A_TOWN = [
    # "seguiram a pé, por uma estrada de terra, até Pacaraima": the way set off by commas, then the goal
    _case("Dois oficiais serviam em Santa Elena de Uairén. Na noite de domingo (24), os dois deixaram o quartel e "
          "seguiram a pé, por uma estrada de terra, até Pacaraima.", "2019-02-28",
          [("border_crossing", "Pacaraima", "2019-02-24")], (), "pt-seguiram-a-pe-por-uma-estrada-ate"),
    # "pegaram carona ... até", "consiguieron un aventón hasta": a ride to a town
    _case("Dois soldados desertaram de um posto em Las Claritas na sexta-feira (22). No sábado (23), pegaram carona "
          "na carroceria de um caminhão de carga até Santa Elena de Uairén.", "2019-02-28",
          [("relocation", "Santa Elena de Uairén", "2019-02-23")], (), "pt-pegaram-carona-ate"),
    _case("Dos soldados desertaron de un puesto en Guasdualito el viernes 22. El sábado 23 consiguieron un aventón "
          "hasta San Cristóbal.", "2019-02-28", [("relocation", "San Cristóbal", "2019-02-23")], (),
          "es-consiguieron-un-aventon-hasta"),
    # ... "seguiram de ônibus para" was read before
    _case("Dois soldados seguiram de ônibus para Manaus no sábado (23).", "2019-02-28",
          [("relocation", "Manaus", "2019-02-23")], (), "pt-seguiram-de-onibus-para"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RIDE_OR_A_WALK_TO_A_TOWN)
def test_a_ride_or_a_walk_to_a_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GAZETTEER_PLACES = [
    # a town GeoNames knows only as "San Rafael del Piñal", its municipality, a navy base, a fort, a Lara town and
    # a Miami suburb that GeoNames shares with the Cayman Islands
    ("Servía en un puesto de control de la GNB en El Piñal, estado Táchira.", "El Piñal", "VE"),
    ("El puesto queda en el municipio Fernández Feo, al sur del Táchira.", "Fernández Feo", "VE"),
    ("El marinero dejó la base naval de Turiamo durante el apagón.", "Turiamo", "VE"),
    ("O sargento servia no Fuerte Terepaima, em Cabudare.", "Fuerte Terepaima", "VE"),
    ("Viajó en autobús hasta Carora y luego a Maracaibo.", "Carora", "VE"),
    ("Un abogado de Coral Gables presentó la solicitud de asilo.", "Coral Gables", "US"),
]


@pytest.mark.parametrize("text, name, country", GAZETTEER_PLACES)
def test_gazetteer_places(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}
