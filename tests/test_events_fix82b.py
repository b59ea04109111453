"""Event extraction traps found in held-out batch 82, second round (a receiving body's tally told with the months it
covers, "all eleven" as the object of an arrest with its charge after it, a post near its town told the sentence
before a desertion), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


TALLY_BETWEEN_MONTHS = [
    # "received 63 refugee applications from ... between January and August": the months end the span of those who
    # asked, the tally is the receiving country's asylum figure
    _case("Peru's Foreign Ministry received 41 refugee applications from self-declared former members of the "
          "Venezuelan armed forces between January and July.", "2019-09-12", [("asylum", "Peru", ANY)], (),
          "en-between-months"),
    _case("Chile's Interior Ministry received 25 asylum requests from former members of the Venezuelan National "
          "Guard between March and June.", "2019-09-12", [("asylum", "Chile", ANY)], (), "en-between-months-requests"),
    # (guard: letters are no requests for protection)
    _case("Peru's Foreign Ministry received 41 letters from self-declared former members of the Venezuelan armed "
          "forces between January and July.", "2019-09-12", [], ("asylum",), "en-letters"),
    # (guard: refugee applications from civilians: nobody of the story asked)
    _case("Peru's Foreign Ministry received 41 refugee applications from Venezuelan teachers and nurses between "
          "January and July.", "2019-09-12", [], ("asylum",), "en-civilians"),
]


@pytest.mark.parametrize("text, published, present, absent", TALLY_BETWEEN_MONTHS)
def test_a_tally_told_with_its_months_is_asylum(gazetteer, geonames, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


ALL_OF_THEM_HELD_FOR = [
    # "detained all eleven for irregular entry": the number is the group named before, held for a charge
    _case("Nine Venezuelan soldiers waded the river on Sunday. On Monday, the police stopped their van at a "
          "checkpoint outside Tulcán and detained all nine for irregular entry.", "2019-09-12",
          [("arrest", "Tulcán", "2019-09-09")], (), "en-all-nine-irregular"),
    _case("Six Venezuelan guardsmen landed on the beach on Sunday. On Monday, officers in Cedros detained all six for "
          "illegal entry.", "2019-09-12", [("arrest", "Cedros", "2019-09-09")], (), "en-all-six-illegal"),
    # (guard: waiting for them is no arrest)
    _case("Six Venezuelan guardsmen landed on the beach on Sunday. On Monday, officers in Cedros waited for the six "
          "for hours.", "2019-09-12", [], ("arrest",), "en-waited-for"),
]


@pytest.mark.parametrize("text, published, present, absent", ALL_OF_THEM_HELD_FOR)
def test_the_number_held_for_a_charge_is_the_group(gazetteer, geonames, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


POST_NEAR_A_TOWN = [
    # "served at a marine post near Yaguaraparo ... He walked away from his post": the desertion is from there
    _case("The sergeant said he had served at a navy post near Güiria, on the coast of Venezuela's Sucre state. He "
          "walked away from his post on the night of May 2.", "2019-07-24", [("defection", "Güiria", "2019-05-02")], (),
          "en-post-near"),
    _case("El cabo prestaba servicio en un puesto de la GNB cerca de Guasdualito, en el estado Apure. Desertó el 3 "
          "de mayo.", "2019-07-24", [("defection", "Guasdualito", "2019-05-03")], (), "es-cerca-de"),
    # (guard: a town near which he lived is no post)
    _case("The sergeant said he had lived in a house near Güiria, on the coast of Venezuela's Sucre state. He "
          "walked away from his post on the night of May 2.", "2019-07-24", [], (("defection", "Güiria", ANY),), "en-lived-near"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_NEAR_A_TOWN)
def test_a_post_near_its_town_is_where_he_deserted(gazetteer, geonames, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
