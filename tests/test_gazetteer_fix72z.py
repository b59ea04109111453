"""Batch 72: the Guyanese coast west of the Essequibo where boats from the Orinoco delta land is in the gazetteer:
Santa Rosa (the Moruca mission), Charity and Pickersgill on the Pomeroon River, the Waini River and the Essequibo
Coast ("taken by Police boat to Charity, on the Pomeroon River"). "Charity" is also a word and a given name, so it
needs a place's context; Peru's Santa Rosa border post keeps its own Santa Rosa."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("On Monday, the five were taken by Police boat to Charity, on the Pomeroon River, and then by road to Anna "
     "Regina.", ("Charity", "GY")),
    ("In October 2017 two conscripts who landed near Charity, on the Essequibo coast, were handed back.",
     ("Charity", "GY")),
    ("On Monday, the five were taken by Police boat to Charity, on the Pomeroon River.", ("Pomeroon River", "GY")),
    ("In October, two sailors of the Venezuelan Navy reached Pickersgill, in the Pomeroon, in a canoe.",
     ("Pickersgill", "GY")),
    ("Dos marineros venezolanos fueron trasladados a Charity, en el río Pomeroon, el lunes.",
     ("Pomeroon River", "GY")),
    ("The men travelled through the night along the coast and up the Waini River.", ("Waini River", "GY")),
    ("Los militares llegaron en lancha al río Waini y luego a Santa Rosa, en Moruca.", ("Waini River", "GY")),
    ("Five soldiers are now in Police custody on the Essequibo Coast after turning up at Santa Rosa, Moruca, on "
     "Sunday.", ("Essequibo Coast", "GY")),
    ("Five soldiers are now in Police custody after turning up at Santa Rosa, Moruca, on Sunday.",
     ("Santa Rosa", "GY")),
    ("Los militares llegaron en lancha al río Waini y luego a Santa Rosa, en Moruca.", ("Santa Rosa", "GY")),
])
def test_guyanas_coast_west_of_the_essequibo(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text, absent, present", [
    # (guard: the word and the given name are no town)
    ("The money went to charity, a church Charity said on Monday.", ("Charity", "GY"), None),
    ("Charity Baptiste, a nurse, treated the private.", ("Charity", "GY"), None),
    # (guard: the territory Venezuela claims stays the territory)
    ("Venezuela claims the Essequibo, including the area where the soldiers came ashore.", ("Essequibo Coast", "GY"),
     ("Essequibo", "GY")),
    # (guard: Peru's Santa Rosa border post by Tacna)
    ("Two Venezuelan guardsmen crossed at the Santa Rosa border post south of Tacna on Monday.", ("Santa Rosa", "GY"),
     ("Santa Rosa border post", "PE")),
    ("Los exmilitares cruzaron por el complejo fronterizo Santa Rosa, cerca de Tacna.", ("Santa Rosa", "GY"),
     ("Santa Rosa border post", "PE")),
])
def test_namesakes_of_the_guyanese_places(gazetteer, text: str, absent: tuple, present: tuple | None) -> None:
    names = _places(gazetteer, text)
    assert absent not in names
    assert present is None or present in names
