"""Event extraction traps found in held-out batch 86, second round (a relative held, described by two asides before
the verb, "his younger brother, a civilian who drives a water taxi in Tucupita, the state capital, was detained"; a
left-out subject before a trigger that opens on its own auxiliary, "Según la Policía Nacional, fue intervenido el
viernes"; the officers of a station named by its town, "por agentes de la comisaría de Caballococha"), each shown on
new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

KIN_TWO_ASIDES = [
    # "his younger brother, a civilian who ... in Tucupita, the state capital, was detained": two asides between
    _case("Her older brother, a mechanic in Barinas, the state capital, was detained by DGCIM agents on Monday.",
          "2019-08-20", [("arrest", "Barinas", "2019-08-19")], (), "en-two-asides"),
    _case("Su hermano menor, taxista en Guanare, la capital del estado, fue detenido por agentes del Dgcim el lunes.",
          "2019-08-20", [("arrest", "Guanare", "2019-08-19")], (), "es-two-asides"),
    # (guard: the relative so described only tells of someone else's release)
    _case("His brother, a mechanic in Barinas, the state capital, said the sergeant had been released on Monday.",
          "2019-08-20", [], ("arrest",), "en-two-asides-tells"),
]


@pytest.mark.parametrize("text, published, present, absent", KIN_TWO_ASIDES)
def test_a_relative_described_twice_is_held(gazetteer, geonames, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


AUXILIARY_OPENS_TRIGGER = [
    # "Según la Policía Nacional, fue intervenido el viernes por agentes": the soldier of the sentence before
    _case("Un sargento venezolano no llegó a la cita. Según la Policía, fue intervenido el martes por agentes en "
          "Tumbes.", "2019-08-20", [("arrest", "Tumbes", "2019-08-20")], (), "es-intervenido-left-out"),
    # (guard: surgery is no police stop)
    _case("Un sargento venezolano no llegó a la cita. Fue intervenido quirúrgicamente el martes en Tumbes.",
          "2019-08-20", [], ("arrest",), "es-intervenido-quirurgicamente"),
]


@pytest.mark.parametrize("text, published, present, absent", AUXILIARY_OPENS_TRIGGER)
def test_a_passive_trigger_takes_the_left_out_subject(gazetteer, geonames, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HELD_BY_TOWN_STATION = [
    # "fue intervenido el viernes por agentes de la comisaría de Caballococha": held at the station's town
    _case("Un sargento venezolano no se presentó el martes. Fue detenido por agentes de la comisaría de Cúcuta.",
          "2019-08-20", [("arrest", "Cúcuta", "2019-08-20")], (), "es-por-agentes-de-la-comisaria"),
    # (guard: the place the arrest names with "en" stays its place)
    _case("Un sargento venezolano no se presentó el martes. Fue detenido en Ureña por agentes de la comisaría de Cúcuta.",
          "2019-08-20", [("arrest", "Ureña", "2019-08-20")], (("arrest", "Cúcuta", ANY),), "es-en-before-station"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_TOWN_STATION)
def test_held_by_a_town_station(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


REGISTERED_CLAIMS = [
    # "The same day all nine registered asylum claims with the charity's staff": a request made, like "lodged"
    _case("The two Venezuelan sergeants registered asylum claims in Port of Spain on Tuesday.", "2019-08-20",
          [("asylum", "Port of Spain", "2019-08-20")], (), "en-registered-asylum-claims"),
    _case("Four Venezuelan guardsmen registered refugee applications at the Pacaraima post on Friday.", "2019-08-20",
          [("asylum", "Pacaraima", "2019-08-16")], (), "en-registered-refugee-applications"),
    # (guard: what else they registered asks for nothing)
    _case("The two Venezuelan sergeants registered their phones at the shelter in Port of Spain on Tuesday.",
          "2019-08-20", [], ("asylum",), "en-registered-phones"),
]


@pytest.mark.parametrize("text, published, present, absent", REGISTERED_CLAIMS)
def test_registered_claims_are_a_request(gazetteer, geonames, text: str, published: str, present: list,
                                         absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
