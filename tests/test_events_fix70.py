"""Event extraction traps found in held-out batch 70 (five sailors from Irapa to Union Island, three soldiers shot at
on the Cuyuni on their way to Kurupung, two brothers and Ecuador's visa rule, three guardsmen held in Caño Colorado,
an ex-corporal stabbed in Neiva, a sergeant's asylum in Vigo, an interiorização flight to Uberlândia, a corporal from
Barcelona to Aveiro), each shown on new sentences: the Grenadines, Kurupung and Erin as places."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions



@pytest.mark.parametrize("text, name, country", [
    # landing places of boats from the Paria peninsula, and the mining town soldiers walk out to in Guyana
    ("The pirogue tied up at the jetty in Ashton, on Union Island, at dawn.", "Ashton", "VC"),
    ("The pirogue tied up at the jetty in Ashton, on Union Island, at dawn.", "Union Island", "VC"),
    ("Three privates were found asleep on a beach on Canouan.", "Canouan", "VC"),
    ("Police from the island's station took the men to Clifton.", "Clifton", "VC"),
    ("The soldiers emerged at Kurupung on Monday.", "Kurupung", "GY"),
    ("El peñero desembarcó cerca de Erin, en el sur de Trinidad.", "Erin", "TT"),
])
def test_landing_places_of_the_story(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}


@pytest.mark.parametrize("text", [
    # (guards: the names that are also people's names need a place word before them)
    "Erin Ramdass, a fisherman, said the men were tired.",
    "Clifton Browne, a shopkeeper, gave them food.",
    "Ashton Cordice told reporters he saw the boat.",
])
def test_people_named_like_those_places(gazetteer, text: str) -> None:
    assert not [rm for rm in resolve_mentions(text, gazetteer) if rm.place.country_code in ("VC", "TT")]
