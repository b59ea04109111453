"""Place traps found in held-out batch 82, second round: a club or town named before a speaker's role is no
person's name ("said Couva Stars manager ..."), and gazetteer rows for places of the 2019 story that neither the
gazetteer nor the GeoNames fallback resolved (Cap-de-Ville by Point Fortin, where pirogues land; Tumatumari on the
Potaro and the Potaro-Siparuni region around Mahdia; Orinduik on the Ireng; the state of Rondônia)."""

from __future__ import annotations

import pytest

from geo.geoparse import person_words, resolve_mentions
from geo.textfold import fold_key


def _places(gazetteer, text: str, geonames=None) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, word", [
    ('"He is a good keeper," said Couva Stars manager Clint Bruce.', "couva"),
    ('"We want him back," said Arima United secretary Ana Lopez.', "arima"),
])
def test_words_before_a_role_are_no_name(text: str, word: str) -> None:
    assert word not in person_words(text)


@pytest.mark.parametrize("text, word", [
    # (guard: the speaker's own name, with a role after it in an apposition, is still his)
    ('"He is a good keeper," said Clint Bruce, the club manager.', "bruce"),
    ('"We want him back," said Maria Lopez.', "lopez"),
])
def test_a_speaker_is_still_a_name(text: str, word: str) -> None:
    assert word in person_words(text)


def test_a_town_named_by_its_club_is_found(gazetteer, geonames) -> None:
    text = ('They protested in Port of Spain on Monday. "He is a good keeper," said Couva Stars manager Clint Bruce. '
            "Police raided the training ground in Couva on Friday.")
    assert ("Couva", "TT") in _places(gazetteer, text, geonames)


@pytest.mark.parametrize("text, place", [
    ("The pirogue landed at Cap-de-Ville before dawn.", ("Cap-de-Ville", "TT")),
    ("Two miners were arrested at the Tumatumari landing on Thursday.", ("Tumatumari", "GY")),
    ("Police in Region Eight said the camp was raided.", ("Potaro-Siparuni", "GY")),
    ("The group walked across the savannah to Orinduik.", ("Orinduik", "GY")),
    ("Segundo a PF em Rondônia, 27 ex-militares pediram refúgio.", ("Rondônia", "BR")),
])
def test_places_of_the_2019_story(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text, place", [
    # "rallied in Malaga's Plaza de la Constitucion": the town whose square it is, by its own name
    ("The officer flew to Spain last month. Some 60 Venezuelans rallied in Malaga's Plaza de la Constitucion on "
     "Saturday.", "malaga"),
    ("The officer flew to Spain last month. Some 60 Venezuelans met in Ronda's Plaza de Toros on Saturday.", "ronda"),
])
def test_a_town_before_a_possessive_is_found(gazetteer, geonames, text: str, place: str) -> None:
    assert (place, "ES") in [(fold_key(name), code) for name, code in _places(gazetteer, text, geonames)]


def test_a_person_before_a_possessive_is_no_place(gazetteer, geonames) -> None:
    # (guard: a man's flat is no town, the possessive cut or not)
    text = "The officer flew to Spain last month. Some 60 Venezuelans met in Pedro's flat on Saturday, Pedro said."
    assert [code for _, code in _places(gazetteer, text, geonames)] == ["ES"]
