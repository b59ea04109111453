"""Event extraction traps found in held-out batch 70 (five sailors from Irapa to Union Island, three soldiers shot at
on the Cuyuni on their way to Kurupung, two brothers and Ecuador's visa rule, three guardsmen held in Caño Colorado,
an ex-corporal stabbed in Neiva, a sergeant's asylum in Vigo, an interiorização flight to Uberlândia, a corporal from
Barcelona to Aveiro), each shown on new sentences: the Grenadines, Kurupung and Erin as places, and a bus ride to the
home side of the border before the dated walk across."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded


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


A_BUS_TO_THE_BORDER_FIRST = [
    # "viajou de ônibus até Santa Elena de Uairén e entrou em Pacaraima dois dias depois": the ride to the home side
    # of the border, with no day of its own, is the way to the crossing the dated leg tells
    _case("O soldado Carlos Lima deixou o quartel em Ciudad Bolívar em 3 de outubro. Lima pegou um ônibus até Santa "
          "Elena de Uairén e entrou em Pacaraima dois dias depois.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-10-05")], (), "pt-onibus-ate-santa-elena"),
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 3 de octubre. Pérez viajó en autobús hasta San "
          "Antonio del Táchira y entró a pie a Cúcuta dos días después.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "es-autobus-hasta-san-antonio"),
    _case("Sergeant Luis Pérez left his base in Maracay on Oct. 3. Pérez took a bus to San Antonio del Táchira and "
          "walked into Cúcuta two days later.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "en-bus-to-san-antonio"),
    # (guard: a first leg abroad is a move of its own, kept)
    _case("Sergeant Luis Pérez left his base in Maracay on Oct. 3 and crossed into Colombia. Pérez took a bus to "
          "Bucaramanga and flew to Lima two days later.", "2019-10-20",
          [("relocation", "Bucaramanga", ANY)], (), "en-bus-abroad-first"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BUS_TO_THE_BORDER_FIRST)
def test_a_bus_to_the_border_first(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
