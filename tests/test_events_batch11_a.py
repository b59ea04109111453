"""Event extraction traps found in held-out batch 11 (first part), each shown on new sentences: the
time of a relative clause told as earlier, an onward walk over a border bridge, a crossing only hoped for."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded, matches



def _case_not(text: str, published: str, present: list, wrong: list, ident: str) -> object:
    """Like `_case`, with rows (type, place, date) that must not be coded."""
    return pytest.param(text, published, present, wrong, id=ident)


DATED_CASES = [
    # "who had deserted ... in March": the pluperfect tells a time before the main verb's, not its time.
    _case_not("Four corporals who had deserted from the army in March crossed the Simón Bolívar bridge into "
              "Colombia.", "2019-06-10", [("border_crossing", ANY, ANY)], [("border_crossing", ANY, "2019-03-01")],
              "had-deserted-in-march-crossed"),
    _case_not("Cuatro cabos que habían desertado del ejército en marzo cruzaron el puente Simón Bolívar hacia "
              "Colombia.", "2019-06-10", [("border_crossing", ANY, ANY)], [("border_crossing", ANY, "2019-03-01")],
              "es-habian-desertado-en-marzo-cruzaron"),
    # A present perfect takes no past day: the day is the relative clause's.
    _case_not("Some of the sergeants who hid in the Panamanian embassy after the revolt on May 2 have slipped "
              "out of the country.", "2019-06-10", [("border_crossing", ANY, ANY)],
              [("border_crossing", ANY, "2019-05-02")], "have-slipped-out-after-the-revolt-on"),
    # "..., and later crossed": a time after the day told before, not that day.
    _case_not("A lieutenant who joined the revolt in Caracas on April 30, and later crossed into Colombia, flew "
              "from Bogotá to Madrid in July.", "2019-08-27", [("border_crossing", "Colombia", ANY)],
              [("border_crossing", ANY, "2019-04-30")], "and-later-crossed"),
    _case_not("Un teniente desertó el 30 de abril y más tarde cruzó a Colombia.", "2019-08-27",
              [("defection", ANY, "2019-04-30"), ("border_crossing", "Colombia", ANY)],
              [("border_crossing", ANY, "2019-04-30")], "es-y-mas-tarde-cruzo"),
    # "Hours before <clause>, men who ... this year walked": the time the phrase counts from is in its own clause.
    _case_not("The bus from Pasto reached Ipiales late on Sunday.\n\nHours before the border closed at midnight, four "
              "former guardsmen who had left the army this year walked across the Rumichaca bridge into Ecuador.",
              "2019-08-27", [(ANY, "Rumichaca Bridge", "2019-08-25")], [(ANY, "Rumichaca Bridge", "2019-01-01")],
              "hours-before-counts-from-its-own-clause"),
]


CASES = [
    # Corporals are soldiers, in the plural too.
    _case("Two corporals crossed into Colombia on Monday.", "2019-06-12",
          [("defection", "Colombia", "2019-06-10"), ("border_crossing", "Colombia", "2019-06-10")], (),
          "corporals-are-soldiers"),
    # Former soldiers walking over a border bridge into the next country move on and cross a border.
    _case("Nine former soldiers walked across the Rumichaca bridge into Ecuador on Sunday.", "2019-08-27",
          [("relocation", "Rumichaca Bridge", "2019-08-25"), ("border_crossing", "Rumichaca Bridge", "2019-08-25")],
          ("defection",), "onward-over-a-border-bridge"),
    _case("Nueve exmilitares cruzaron a pie el puente de Rumichaca hacia Ecuador el domingo.", "2019-08-27",
          [("relocation", "Rumichaca Bridge", "2019-08-25"), ("border_crossing", "Rumichaca Bridge", "2019-08-25")],
          ("defection",), "es-onward-over-a-border-bridge"),
    # "walked across" with nothing after it: across the border, told from the side they reached.
    _case("Brazilian officers in Pacaraima said three Venezuelan sergeants walked across on Sunday and asked for "
          "refuge.", "2019-05-16", [("border_crossing", "Pacaraima", "2019-05-12"), ("defection", ANY, "2019-05-12"),
                                    ("asylum", "Pacaraima", "2019-05-12")], (), "walked-across-bare"),
    _case("Officers in Pacaraima said the sergeant walked across the yard on Sunday.", "2019-05-16", [],
          ("border_crossing",), "walked-across-the-yard"),
    # ", where the men were driven": taken to the place the "where" hangs on.
    _case("The sergeant spoke to reporters at a shelter in Cúcuta, where the two guardsmen were driven after they "
          "crossed the bridge.", "2019-06-10", [("relocation", "Cúcuta", ANY)], (), "where-they-were-driven"),
    _case("Two sergeants crossed the Simón Bolívar bridge on Saturday. An officer spoke at a shelter in Cúcuta, where "
          "the pair were driven after they reached the Colombian end of the bridge.", "2019-06-10",
          [("relocation", "Cúcuta", "2019-06-08")], (), "where-the-pair-were-driven"),
    _case("El sargento habló en un albergue en Cúcuta, adonde los dos sargentos fueron trasladados el domingo.",
          "2019-06-10", [("relocation", "Cúcuta", "2019-06-09")], (), "es-adonde-fueron-trasladados"),
    # A crossing only expected did not happen.
    _case("The sergeant spoke to reporters in Cúcuta on Sunday. He said he had expected to cross much earlier.", "2019-06-10",
          [], ("border_crossing",), "had-expected-to-cross"),
    _case("Two corporals are expected to cross into Colombia this week.", "2019-06-10", [],
          ("border_crossing", "defection"), "are-expected-to-cross"),
    _case("Nine former soldiers flew from Bogotá to Quito on Sunday.", "2019-08-27",
          [("relocation", "Quito", "2019-08-25")], ("border_crossing", "defection"), "onward-flight-stays-relocation"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch11_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, wrong", DATED_CASES)
def test_batch11_dates(gazetteer, text: str, published: str, present: list, wrong: list) -> None:
    coded = _coded(gazetteer, text, published)
    for want in present:
        assert any(matches(row, want) for row in coded), (want, coded)
    for row in wrong:
        assert not any(matches(got, row) for got in coded), (row, coded)


def test_ranks_listed_one_by_one_are_counted(gazetteer) -> None:
    """"a sergeant and two corporals" are three men, not the two of the largest group named."""
    text = "On Sunday, a sergeant and two corporals of the National Guard walked across the Simón Bolívar bridge."
    article = make_article(text, published="2019-06-10")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    assert {e.count for e in events if e.event_type == "border_crossing"} == {3}, events

