"""Resolving mentions: context before population, people are not places, fallbacks say who resolved."""

from __future__ import annotations

import pytest
from geopy.distance import geodesic

from geo.geoparse import candidate_phrases, resolve_mentions, unresolved_mentions

# (text, surface, expected (lat, lon), country, resolver) with the tiny gazetteer + GeoNames.
RESOLVE = [
    ("Venezuelan defectors in Cúcuta were housed in Villa del Rosario, on the border.",
     "Villa del Rosario", (7.83, -72.47), "CO", "gazetteer"),
    ("In Zulia, near Maracaibo, the guardsmen reached Villa del Rosario.",
     "Villa del Rosario", (10.33, -72.31), "VE", "gazetteer"),
    ("Protests spread in Valencia, the capital of Carabobo state.",
     "Valencia", (10.16, -68.00), "VE", "geonames"),
    ("Soldiers crossed from San Antonio near the Táchira border into Cúcuta.",
     "San Antonio", (7.81, -72.44), "VE", "geonames"),
    ("They drove from Maracaibo to Cúcuta.", "Maracaibo", (10.64, -71.61), "VE", "geonames"),
]


@pytest.mark.parametrize("text, surface, point, country, resolver", RESOLVE)
def test_context_before_population(tiny_gazetteer, geonames, text, surface, point, country, resolver):
    found = {r.surface: r for r in resolve_mentions(text, tiny_gazetteer, geonames=geonames)}
    hit = found[surface]
    assert geodesic(point, hit.place.point).km < 5
    assert hit.place.country_code == country
    assert hit.resolver == resolver
    assert 0 < hit.confidence <= 1
    assert text[hit.start:hit.end] == hit.surface


PEOPLE = [
    "Simón Bolívar freed the continent.",
    "General Santander and Bolívar argued.",
    "Miranda Lopez, a reporter, said so.",
    "Sgt. Miranda deserted.",
    "Leopoldo López was freed.",
    "said Bolívar, who rode on.",
]


@pytest.mark.parametrize("text", PEOPLE)
def test_people_are_not_places(tiny_gazetteer, geonames, text):
    kinds = [r.place.kind for r in resolve_mentions(text, tiny_gazetteer, geonames=geonames)]
    assert "state" not in kinds and "town" not in kinds and "city" not in kinds


PLACE_CONTEXT = [
    ("Troops were deployed in Bolívar.", "Bolívar"),
    ("Miners fled from Bolívar state to Brazil.", "Bolívar state"),
    ("the state of Miranda", "state of Miranda"),
    ("He lives in Miranda, Venezuela.", "Miranda"),
]


@pytest.mark.parametrize("text, surface", PLACE_CONTEXT)
def test_ambiguous_names_become_places_in_place_context(tiny_gazetteer, text, surface):
    found = [r for r in resolve_mentions(text, tiny_gazetteer) if r.surface == surface]
    assert found and found[0].place.kind == "state"


def test_organisations_named_after_places_are_not_places(tiny_gazetteer):
    text = "according to the Caracas Chronicles and the Colombia Risk Analysis group"
    assert resolve_mentions(text, tiny_gazetteer) == []


def test_unresolved_phrases_are_reported(tiny_gazetteer, geonames):
    text = "Venezuelan soldiers fled from Zzyzx Springs to Cúcuta, then near Qwertyville."
    surfaces = [m.surface for m in unresolved_mentions(text, tiny_gazetteer, geonames=geonames)]
    assert surfaces == ["Zzyzx Springs", "Qwertyville"]


@pytest.mark.parametrize("text, expected", [
    ("He went to Bogotá on Monday.", ["Bogotá"]),
    ("He arrived in February and left in Sgt. Pepper.", []),
    ("from Puerto Cabello, the country's largest naval base", ["Puerto Cabello"]),
    ("near the Francisco de Paula Santander bridge", ["Francisco de Paula Santander"]),
])
def test_candidate_phrases(text, expected):
    assert [m.surface for m in candidate_phrases(text, [])] == expected


def test_no_fallback_without_context(tiny_gazetteer, geonames):
    assert resolve_mentions("They met in Springfield.", tiny_gazetteer, geonames=geonames) == []


def test_nominatim_fallback_only_when_given(tiny_gazetteer):
    from geo.model import Place

    calls = []

    def fake(name):
        calls.append(name)
        return Place(id="n1", name=name, kind="town", country_code="VE", lat=8.0, lon=-72.0)

    text = "Venezuelan guardsmen fled from Qwertyville to Cúcuta."
    assert [r.resolver for r in resolve_mentions(text, tiny_gazetteer, geocoder=fake)] == ["nominatim", "gazetteer"]
    assert calls == ["Qwertyville"]
