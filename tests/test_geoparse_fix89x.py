"""Place traps of held-out batch 89 (a development set).

A barrio the gazetteer lacks, named with its town after "de" ("en el barrio Los Almendros de Carepa"), is in that
town; a town named only in a town's centre ("marcharon por el centro de Apartadó", "through downtown Cúcuta") is a
place even with no preposition of its own; and the gazetteer rows of the Urabá, Guatemala-Mexico and Florida/Texas
places of the batch's routes (Urabá, Guatemala City, Petén, Tabasco, El Ceibo, Port Everglades and two ICE
detention centres)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

COLOMBIA = "Los exmilitares venezolanos viven en Colombia desde febrero. "


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    (COLOMBIA + "Fue asesinado a tiros el domingo en el barrio Los Almendros de Carepa, en el Urabá antioqueño.",
     "Carepa", ("Carepa", "CO")),
    (COLOMBIA + "Los atacantes dispararon contra una casa del barrio El Bosque de Chigorodó.",
     "Chigorodó", ("Chigorodó", "CO")),
    ("Os ex-militares venezuelanos moram no Brasil. Foi baleado no bairro Jardim Floresta de Mucajaí.",
     "Mucajaí", ("Mucajaí", "BR")),
])
def test_the_town_a_barrio_is_of(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize("text", [
    # a month after "de" names the barrio's date, no town: not Mayo (US) nor Vila do Maio (CV)
    "Los exmilitares venezolanos viven en Florida. Dispararon contra una casa del barrio Primero de Mayo.",
    "Os ex-militares venezuelanos vivem em Cabo Verde. Moram no bairro Primeiro de Maio.",
])
def test_a_barrio_named_for_a_date_has_no_town(gazetteer, geonames, text):
    found = _found(gazetteer, geonames, text)
    assert not {"Mayo", "Maio"} & set(found), found


@pytest.mark.parametrize(("text", "surface", "place"), [
    (COLOMBIA + "Este lunes, unos 30 exmilitares marcharon por el centro de Apartadó hasta la Alcaldía.",
     "Apartadó", ("Apartadó", "CO")),
    ("Os ex-militares venezuelanos chegaram ao Brasil em março. Marcharam pelo centro de Caracaraí no domingo.",
     "Caracaraí", ("Caracaraí", "BR")),
    ("The Venezuelan defectors live in Colombia. About 40 of them marched through the centre of Carepa.",
     "Carepa", ("Carepa", "CO")),
    ("The Venezuelan defectors live in Colombia. They rallied in downtown Chigorodó on Sunday.",
     "Chigorodó", ("Chigorodó", "CO")),
])
def test_a_town_named_by_its_centre(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


def test_a_centre_of_an_office_is_no_place(gazetteer, geonames):
    text = COLOMBIA + "Fueron atendidos en el centro de Atención al Migrante de la Cruz Roja."
    assert "Atención" not in _found(gazetteer, geonames, text)


@pytest.mark.parametrize(("text", "surface", "row_id"), [
    ("A finales de marzo viajaron en bus desde Cúcuta hasta Urabá.", "Urabá", "co-uraba"),
    ("Fue asesinado en Carepa, en el Urabá antioqueño.", "Urabá antioqueño", "co-uraba"),
    ("El 25 de marzo volaron de Bogotá a la Ciudad de Guatemala.", "Ciudad de Guatemala", "gt-guatemala-city"),
    ("They flew from Bogotá to Guatemala City on March 25.", "Guatemala City", "gt-guatemala-city"),
    ("De ahí viajaron en autobús hacia Petén.", "Petén", "gt-dept-peten"),
    ("Fueron trasladados a la estación migratoria de Villahermosa, en Tabasco.", "Tabasco", "mx-state-tabasco"),
    ("Cruzaron por el puerto fronterizo de El Ceibo el miércoles.", "puerto fronterizo de El Ceibo", "mx-el-ceibo"),
    ("The crew kept him in a cabin until the ship docked at Port Everglades.", "Port Everglades", "us-port-everglades"),
    ("ICE moved him to the Broward Transitional Center in Pompano Beach.", "Broward Transitional Center",
     "us-broward-transitional-center"),
    ("The two were moved to the Rio Grande Processing Center in Laredo.", "Rio Grande Processing Center",
     "us-rio-grande-processing-center"),
])
def test_batch89_route_places_are_in_the_gazetteer(gazetteer, text, surface, row_id):
    found = {text[r.start:r.end]: r.place.id for r in resolve_mentions(text, gazetteer)}
    assert found.get(surface) == row_id, found


def test_guatemala_alone_stays_the_country(gazetteer):
    text = "Entraron a México por la frontera con Guatemala."
    assert "gt-guatemala-city" not in {r.place.id for r in resolve_mentions(text, gazetteer)}
