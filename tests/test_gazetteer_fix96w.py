"""Gazetteer rows for places of held-out batch 96 that resolved to nothing or to a namesake: La Orchila and Los
Roques (Venezuela's island dependencies), Catia La Mar (not Caracas's Catia), Caracas Bay on Curaçao and Bogotá's
Avenida Caracas (not Caracas), Amanavén in Vichada and Monte Roraima (not the Brazilian state)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("Four marines slipped away from the naval base on La Orchila island in a stolen launch.",
     "La Orchila island", ("La Orchila", "VE")),
    ("La DGCIM detuvo a seis infantes de marina en La Orchila el lunes.", "La Orchila", ("La Orchila", "VE")),
    ("They sailed west past the Los Roques archipelago and Bonaire.", "Los Roques archipelago",
     ("Los Roques", "VE")),
    ("La lancha pasó frente a Los Roques antes del amanecer.", "Los Roques", ("Los Roques", "VE")),
    ("The mother of one of the deserters was questioned on Sunday in Catia La Mar, in Vargas state.",
     "Catia La Mar", ("Catia La Mar", "VE")),
    ("The two soldiers are held at the immigration detention centre at Caracas Bay, east of Willemstad.",
     "Caracas Bay", ("Caracas Bay", "CW")),
    ("About 80 former soldiers marched along Avenida Caracas to the UNHCR office in Bogota.",
     "Avenida Caracas", ("Avenida Caracas", "CO")),
    ("Unos 60 exmilitares durmieron en un andén de la avenida Caracas, en el centro de Bogotá.",
     "avenida Caracas", ("Avenida Caracas", "CO")),
    ("Un bongo con el motor apagado tocó la orilla de Amanavén, un caserío de Cumaribo, en Vichada.",
     "Amanavén", ("Amanavén", "CO")),
    ("Os cinco militares atravessaram a pé o maciço do Monte Roraima até Uiramutã.", "maciço do Monte Roraima",
     ("Monte Roraima", "VE")),
    ("The five soldiers hiked around Mount Roraima into Brazil.", "Mount Roraima", ("Monte Roraima", "VE")),
])
def test_batch96_places_resolve(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface", "place"), [
    # (the namesakes stay themselves: Caracas, Caracas's Catia, the state of Roraima)
    ("The four marines were taken to Caracas on Monday.", "Caracas", ("Caracas", "VE")),
    ("Agentes de la DGCIM detuvieron a su hermano en Catia, en el oeste de Caracas.", "Catia", ("Catia", "VE")),
    ("Mais de 1.400 militares pediram refúgio em Roraima desde fevereiro.", "Roraima", ("Roraima", "BR")),
])
def test_the_namesakes_keep_their_place(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place
