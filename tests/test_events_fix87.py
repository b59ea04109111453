"""Event extraction traps found in held-out batch 87 ("walked away from their outpost that Saturday night", a
Saturday the story named a few sentences before; "took a coach to Benidorm"; "golpearon ayer la puerta de la PDI";
"on Saturday he presented himself at Piarco airport"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

THAT_WEEKDAY_TOLD_BEFORE = [
    # "that Saturday", which the day last told (a Monday) would carry past publication: the Saturday told before
    _case("His sister last heard from the Venezuelan army corporal on Saturday, March 2. She spoke to reporters on "
          "Monday. He deserted from his base that Saturday night and crossed into Colombia at Cúcuta.",
          "2019-03-14", [("defection", ANY, "2019-03-02")], (("defection", ANY, "2019-03-16"),), "en-that-saturday"),
    # (guard: the first Saturday after the Monday told, before publication, is still the one meant)
    _case("His sister last heard from the Venezuelan army corporal on Saturday, March 2. She spoke to reporters on "
          "Monday. He deserted from his base that Saturday night and crossed into Colombia at Cúcuta.",
          "2019-03-17", [("defection", ANY, "2019-03-16")], (), "en-that-saturday-ahead"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_WEEKDAY_TOLD_BEFORE)
def test_that_weekday_is_the_one_told_before(gazetteer, geonames, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


COACH_RIDE = [
    # "took a coach to Benidorm": the long-distance bus of Britain and Spain's coasts
    _case("The Venezuelan sergeant who deserted last month took a coach to Lisbon on Saturday.", "2019-03-14",
          [("relocation", "Lisbon", "2019-03-09")], (), "en-took-a-coach"),
    _case("The Venezuelan sergeant who deserted last month boarded a coach to Lisbon on Saturday.", "2019-03-14",
          [("relocation", "Lisbon", "2019-03-09")], (), "en-boarded-a-coach"),
    # (guard: a team's coach is no ride)
    _case("The Venezuelan sergeant's coach said on Saturday that the team would travel to Lisbon.", "2019-03-14",
          [], ("relocation",), "en-team-coach"),
]


@pytest.mark.parametrize("text, published, present, absent", COACH_RIDE)
def test_a_coach_is_a_ride(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


KNOCK_AT_A_DOOR = [
    # "golpearon ayer la puerta de la PDI": a knock at a door, with the day between
    _case("Dos exmilitares venezolanos golpearon ayer la puerta de la Gobernación en Cúcuta para pedir ayuda.",
          "2019-04-12", [], ("violence",), "es-golpearon-ayer-la-puerta"),
    _case("Dos exmilitares venezolanos golpearon anoche la puerta de la iglesia en Cúcuta.", "2019-04-12", [],
          ("violence",), "es-golpearon-anoche-la-puerta"),
    # (guard: a blow dealt to someone, with the day between)
    _case("Dos guardias golpearon ayer a un exmilitar venezolano en Cúcuta.", "2019-04-12",
          [("violence", "Cúcuta", "2019-04-11")], (), "es-golpearon-ayer-a-un-exmilitar"),
]


@pytest.mark.parametrize("text, published, present, absent", KNOCK_AT_A_DOOR)
def test_a_knock_at_a_door_is_no_blow(gazetteer, geonames, text: str, published: str, present: list,
                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


AT_AN_AIRPORT = [
    # "presented himself at Piarco airport": a check-in for a flight, no surrender
    _case("The Venezuelan sergeant presented himself at El Dorado airport in Bogotá on Saturday.", "2019-05-09", [],
          ("defection",), "en-presented-at-airport"),
    _case("El sargento venezolano se presentó el sábado en el aeropuerto El Dorado de Bogotá para volar a Madrid.",
          "2019-05-09", [], ("defection",), "es-se-presento-en-el-aeropuerto"),
    _case("O sargento venezuelano se apresentou no sábado no aeroporto de Guarulhos para embarcar para Lisboa.",
          "2019-05-09", [], ("defection",), "pt-se-apresentou-no-aeroporto"),
    # (guard: giving oneself up to the police is still a surrender)
    _case("The Venezuelan sergeant presented himself at a police station in Bogotá on Saturday.", "2019-05-09",
          [("defection", "Bogotá", "2019-05-04")], (), "en-presented-at-police-station"),
    _case("El sargento venezolano se presentó el sábado en una estación de policía de Bogotá.", "2019-05-09",
          [("defection", "Bogotá", "2019-05-04")], (), "es-se-presento-en-una-estacion"),
]


@pytest.mark.parametrize("text, published, present, absent", AT_AN_AIRPORT)
def test_presenting_oneself_at_an_airport_is_no_surrender(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
