"""Places held-out batch 90 named that the gazetteer lacked: the Guanoco river checkpoint in Sucre, Soldado Rock
and the Otaheite and Oropouche shore south of San Fernando on Trinidad's gulf coast, the village of Chiles on the
Colombian side of Tufiño and Chile's Chungará pass to Bolivia."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _resolved(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("Five men left a river checkpoint at Guanoco, in Sucre State, on Monday night.", ("Guanoco", "VE")),
    ("Salieron del puesto fluvial de Guanoco en un peñero.", ("Guanoco", "VE")),
    ("A coast guard launch fired at the pirogue near Soldado Rock.", ("Soldado Rock", "TT")),
    ("Fishermen found them wading ashore at Otaheite Bay, south of San Fernando.", ("Otaheite", "TT")),
    ("Officers from the Oropouche Police Station took the men into custody.", ("South Oropouche", "TT")),
    ("El 2 de mayo entró a Chile por el paso Chungará.", ("Chungará pass", "CL")),
    ("On the Colombian side, the path starts near the village of Chiles.", ("Chiles", "CO")),
])
def test_the_place_is_resolved(gazetteer, text: str, place: tuple[str, str]) -> None:
    assert place in _resolved(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guard: the bare plural noun is no village: Chiles needs a place word before it)
    "The stall sold roasted chiles and corn to the migrants.",
    "Chiles and onions were all they had left to eat.",
])
def test_chiles_the_food_is_no_place(gazetteer, text: str) -> None:
    assert ("Chiles", "CO") not in _resolved(gazetteer, text)
