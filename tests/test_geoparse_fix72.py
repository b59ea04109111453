"""Place traps found in held-out batch 72 (a Clan del Golfo camp "en zona rural de Tierralta"), each shown on new
sentences: a town named after "zona rural de", "rural", "las afueras de" or "the outskirts of" is a place phrase to
look up, as one after "municipio de" or "in" is."""

from __future__ import annotations

import pytest

from geo.geoparse import candidate_phrases, resolve_mentions


@pytest.mark.parametrize("text, expected", [
    ("Los capturaron en zona rural de Tierralta, en Córdoba.", ["Tierralta", "Córdoba"]),
    ("Fueron vistos en la zona rural de Arauquita.", ["Arauquita"]),
    ("Foram encontrados na área rural de Pacaraima.", ["Pacaraima"]),
    ("The camp lay in rural Tierralta, the army said.", ["Tierralta"]),
    ("Vivía en las afueras de Maicao con otros dos exmilitares.", ["Maicao"]),
    ("Moravam nos arredores de Boa Vista.", ["Boa Vista"]),
    ("They were found on the outskirts of Maicao.", ["Maicao"]),
    # (guards: the rural area with no town named, and a capitalised word that is no place's name after it)
    ("Los vecinos de la zona rural dijeron que no vieron nada.", []),
    ("The army patrols rural areas of the state.", []),
])
def test_a_town_after_a_rural_area_word_is_looked_up(text: str, expected: list[str]) -> None:
    assert [m.surface for m in candidate_phrases(text, [])] == expected


def test_a_town_in_a_rural_area_resolves(tiny_gazetteer, geonames) -> None:
    text = "Un exsargento fue capturado en zona rural de Tierralta, lejos de Cúcuta."
    found = {(r.surface, r.place.country_code) for r in resolve_mentions(text, tiny_gazetteer, geonames=geonames)}
    assert ("Tierralta", "CO") in found
