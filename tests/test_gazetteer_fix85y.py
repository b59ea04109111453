"""Gazetteer rows found missing by held-out batch 85 (a development set).

Places on the routes of 2019 deserters that other stories of the same episodes name too: Aruba's coast-guard harbour
at Barcadera, the Falcón coast town of Capatárida, Panama's migrant station at Los Planes de Gualaca, the Anapra
colonia of Ciudad Juárez facing Sunland Park, the Rodolfo Robles bridge between Tecún Umán and Ciudad Hidalgo, and
the Portuguese names of Mexico City ("Cidade do México") and New Mexico ("Novo México"), whose absence let a New
Mexico town ("Estancia, no centro do Novo México") go to a Mexican namesake near Mexico City."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("The four were brought ashore at the coast guard base at Barcadera and taken to a hospital in Oranjestad.",
     "Barcadera", ("Barcadera", "AW")),
    ("Los cinco militares fueron desembarcados en Barcadera, en la costa sur de Aruba.",
     "Barcadera", ("Barcadera", "AW")),
    ("The men left a beach near Capatárida, on the coast of Venezuela's Falcón state, on Saturday night.",
     "Capatárida", ("Capatárida", "VE")),
    ("Los desertores zarparon de noche desde Capatarida, en el estado Falcón, rumbo a Aruba.",
     "Capatarida", ("Capatárida", "VE")),
    ("Both men were transferred to the migrant reception station at Los Planes de Gualaca, some 30 kilometers "
     "from David.", "Los Planes de Gualaca", ("Los Planes de Gualaca", "PA")),
    ("El grupo salió de la colonia Anapra, en Ciudad Juárez, y caminó hasta el muro.",
     "colonia Anapra", ("Anapra", "MX")),
    ("O grupo saiu de Anapra, na periferia de Ciudad Juárez, por volta das 3h.", "Anapra", ("Anapra", "MX")),
    ("El jueves cruzó con la caravana el puente internacional Rodolfo Robles, entre Tecún Umán y Ciudad Hidalgo.",
     "puente internacional Rodolfo Robles", ("Rodolfo Robles International Bridge", "MX")),
    ("De Bogotá, o ex-sargento voou para a Cidade do México em abril.",
     "Cidade do México", ("Mexico City", "MX")),
    ("Eles atravessaram a fronteira em Sunland Park, no estado do Novo México.",
     "estado do Novo México", ("New Mexico", "US")),
])
def test_a_place_of_the_2019_routes(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface", "place"), [
    # the New Mexico town, not La Estancia near Mexico City: the state named after it says which
    ("De Bogotá, ele voou para a Cidade do México em abril e seguiu para a fronteira. Na quarta-feira, foi "
     "transferido para o centro de detenção em Estancia, no centro do Novo México.", "Estancia", ("Estancia", "US")),
    ("De Bogotá, voló a la Ciudad de México en abril. El miércoles fue trasladado a un centro de detención en "
     "Estancia, en el centro de Nuevo México.", "Estancia", ("Estancia", "US")),
])
def test_a_new_mexico_town_told_in_portuguese(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface", "place"), [
    # (guards: Mexico itself is no New Mexico)
    ("Como tinha um visto americano, pôde entrar no México sem precisar de visto mexicano.",
     "México", ("Mexico", "MX")),
    ("O ex-sargento chegou ao México em abril.", "México", ("Mexico", "MX")),
])
def test_mexico_stays_mexico(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place

