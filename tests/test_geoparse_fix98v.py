"""Batch 98: a place's name before an English street's word is the street ("a vigil at a Catholic church on N Habana
Avenue in Tampa" is in Tampa, not Havana), as "avenida Carabobo" already was."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded_with, assert_coded
from .test_geoparse_fix91w import _places


@pytest.mark.parametrize("text, named", [
    ("On Sunday night, about 80 people gathered for a vigil at a Catholic church on N Habana Avenue in Tampa.",
     ("Havana", "CU")),
    ("The family now rents a room on Caracas Street, near the bus terminal.", ("Caracas", "VE")),
    ("Supporters marched down Colombia Ave. to the courthouse.", ("Colombia", "CO")),
    ("The shelter is on Venezuela Road, behind the market.", ("Venezuela", "VE")),
    ("He now works at a garage on Bogotá Boulevard.", ("Bogotá", "CO")),
])
def test_a_place_named_before_a_street_word_is_the_street(gazetteer, text: str, named: tuple[str, str]) -> None:
    assert named not in _places(gazetteer, text)


@pytest.mark.parametrize("text, named", [
    # (guard: the street's word is not capitalised, or not right after the name)
    ("Havana streets were quiet on Sunday.", ("Havana", "CU")),
    ("He walked through Caracas streets at night and reached the bus station.", ("Caracas", "VE")),
    ("The three crossed into Colombia. Street vendors in Cúcuta gave them water.", ("Colombia", "CO")),
])
def test_the_place_before_other_words_stands(gazetteer, text: str, named: tuple[str, str]) -> None:
    assert named in _places(gazetteer, text)


@pytest.mark.parametrize("text, published, present, absent", [
    _case("On Sunday night, about 80 people gathered for a vigil at a Catholic church on N Habana Avenue in Tampa to "
          "pray for the detained officers.", "2019-11-12", [("protest", "Tampa", "2019-11-10")],
          [("protest", "Havana", "2019-11-10")], "vigil-on-habana-avenue-in-tampa"),
    _case("In Chicago, about 40 people gathered on Saturday outside a church on Caracas Street to demand the release "
          "of relatives detained in Venezuela.", "2019-07-16", [("protest", "Chicago", "2019-07-13")],
          [("protest", "Caracas", "2019-07-13")], "protest-on-caracas-street-in-chicago"),
])
def test_a_protest_on_a_street_named_for_a_city_is_in_the_city_told(gazetteer, geonames, text: str, published: str,
                                                                    present: list, absent: list) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
