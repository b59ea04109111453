"""A place named by its own name and then by the town it is in ("the Agustín Armario naval base in Puerto Cabello"):
the base's alias "naval base in Puerto Cabello" begins inside its name and must not swallow the town (held-out
batch 47)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize("text", [
    "His cousin, a navy Lt. Cmdr., was arrested on June 21 at the Agustín Armario naval base in Puerto Cabello by "
    "agents of the DGCIM.",
    "The officer was stationed at the Agustín Armario naval base in Puerto Cabello, his relative said.",
    "Agents detained his brother-in-law at the Agustin Armario Naval Base in Puerto Cabello on May 23.",
    "He was taken by ambulance to the Roraima General Hospital in Boa Vista the same day.",
])
def test_the_town_after_a_named_place_is_told_too(gazetteer, geonames, text):
    found = _found(gazetteer, geonames, text)
    town = "Puerto Cabello" if "Cabello" in text else "Boa Vista"
    assert found.get(town) == (town, "VE" if town == "Puerto Cabello" else "BR")
    assert {"Agustín Armario Naval Base", "Roraima General Hospital"} & {name for name, _ in found.values()}


@pytest.mark.parametrize(("text", "surface"), [
    # the alias alone, with no name of the base before it, is still the base
    ("On March 2, agents of the DGCIM detained his cousin at the naval base in Puerto Cabello.",
     "naval base in Puerto Cabello"),
    ("He was taken to the general hospital in Boa Vista with a broken leg.", "general hospital in Boa Vista"),
])
def test_the_alias_alone_is_still_the_place(gazetteer, geonames, text, surface):
    assert surface in _found(gazetteer, geonames, text)
