"""Gazetteer rows for real places of held-out batch 83 that resolved to nothing or to the wrong country: the islands
and river of the Essequibo mouth (Leguan, the Essequibo River itself, Sans Souci on Wakenaam), Rio's Botafogo, the
Xingu at Altamira, the Spanish "Londres", and the Basque places of an exile's story (Gernika, Algorta, Bizkaia,
Euskadi); the bare region "Essequibo", the football club and the London School of Economics stay what they
were."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("Police from Leguan and Wakenaam took the men into protective custody on Wednesday.", "Leguan",
     ("Leguan", "GY")),
    ("The rice farmers of Wakenaam, where the Essequibo River meets the Atlantic, are used to strangers.",
     "Essequibo River", ("Essequibo River", "GY")),
    ("La lancha bajó por el río Esequibo hasta Parika.", "río Esequibo", ("Essequibo River", "GY")),
    ("A fishing boat drifted on to the mudflats near Sans Souci, on the island's northern shore.", "Sans Souci",
     ("Sans Souci", "GY")),
    ("Thirty ex-soldiers gathered outside the Venezuelan consulate in Botafogo, in Rio's Zona Sul.", "Botafogo",
     ("Botafogo", "BR")),
    ("Altamira, no Pará, a cidade às margens do rio Xingu, fica longe da fronteira.", "rio Xingu",
     ("Xingu River", "BR")),
    ("El 14 de abril voló desde Puerto España a Madrid con escala en Londres.", "Londres", ("London", "GB")),
    ("Sus abuelos paternos salieron de Gernika en 1947 rumbo a La Guaira.", "Gernika", ("Gernika", "ES")),
    ("Estudia euskera dos tardes por semana en un euskaltegi de Algorta.", "Algorta", ("Algorta", "ES")),
    ("Una veintena de militares han pedido protección desde enero, la mayoría en Bizkaia.", "Bizkaia",
     ("Biscay", "ES")),
    ("Según la Comisión de Ayuda al Refugiado en Euskadi, una veintena de militares pidieron asilo.", "Euskadi",
     ("Basque Country", "ES")),
])
def test_real_places_of_the_story_resolve(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface", "place"), [
    # the bare "Essequibo" is still the region Venezuela claims, not the river
    ("Venezuela still claims the Essequibo, about two-thirds of Guyana's territory.", "Essequibo",
     ("Essequibo", "GY")),
])
def test_the_essequibo_region_stays_the_region(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface"), [
    # the football club, with no word of place before it
    ("Botafogo venceu o Flamengo por 2 a 1 no domingo.", "Botafogo"),
    # a school named after the city, in a blog's disclaimer
    ("This post does not represent the position of the London School of Economics.", "London"),
])
def test_the_club_is_no_place(gazetteer, geonames, text, surface):
    assert surface not in _found(gazetteer, geonames, text)
