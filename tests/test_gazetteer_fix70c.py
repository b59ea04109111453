"""Place names found in held-out batch 70: "St Vincent and the Grenadines", without the period after "St" as Caribbean
and British papers write it, is the whole country's name, not "St Vincent" followed by loose words ("a St Vincent and
the Grenadines Coast Guard vessel brought them to Clifton" is a move told on a boat of that country)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import _case, _coded, assert_coded


def _surfaces(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.mention.surface, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, surface", [
    ("The sailors landed in St Vincent and the Grenadines on Wednesday.", "St Vincent and the Grenadines"),
    ("A St Vincent and the Grenadines Coast Guard vessel took them to Kingstown.", "St Vincent and the Grenadines"),
    # (guards: the dotted spelling and the island alone still resolve as before)
    ("The sailors landed in St. Vincent and the Grenadines on Wednesday.", "St. Vincent and the Grenadines"),
    ("The sailors landed on St Vincent on Wednesday.", "St Vincent"),
])
def test_the_undotted_country_name_is_one_mention(gazetteer, text: str, surface: str) -> None:
    assert (surface, "VC") in _surfaces(gazetteer, text)


@pytest.mark.parametrize("text, published, present, absent", [
    _case("The five men deserted from the navy post at Güiria on Tuesday. On Thursday, a St Vincent and the "
          "Grenadines Coast Guard vessel brought them to Clifton.", "2019-09-13",
          [("relocation", "Clifton", "2019-09-12")], (), "en-country-named-vessel"),
])
def test_a_move_on_a_boat_named_for_the_country(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
