"""Event extraction holes found by the lead's fifth sweep (short stories of two sentences, in English,
Spanish and Portuguese), each shown on new sentences: relatives named by a possessive, moves told by
who did the taking ("police took them to"), pronouns pointing back to the sentence before, deportations,
Portuguese partitives and the place of a move told after a crossing."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A relative named through a possessive is the one held: "the lieutenant's father".
    _case("DGCIM agents detained the lieutenant's father in Maracay on Friday.", "2019-05-15",
          [("arrest", "Maracay", "2019-05-10")], (), "possessive-kin-object"),
    _case("Agents arrested Sgt. Pérez's two brothers at their home in Barinas on Monday.", "2019-05-15",
          [("arrest", "Barinas", "2019-05-13")], (), "possessive-kin-object-named"),
    _case("The corporal's wife was detained by SEBIN agents in Valencia on Tuesday.", "2019-05-15",
          [("arrest", "Valencia", "2019-05-14")], (), "possessive-kin-passive"),
    # Moves told by who did the taking.
    _case("Three guardsmen crossed into Colombia at Ureña on Monday. Colombian police took them to a shelter in "
          "Cúcuta.", "2019-05-15",
          [("border_crossing", "Ureña", "2019-05-13"), ("relocation", "Cúcuta", ANY)], (), "police-took-them-to"),
    _case("Two soldiers spent two nights in Pacaraima before a bus took them to Boa Vista on Sunday.", "2019-05-15",
          [("relocation", "Boa Vista", "2019-05-12")], (), "a-bus-took-them-to"),
    _case("A cousin flew the two deserters to Bogotá on Thursday.", "2019-05-15",
          [("relocation", "Bogotá", "2019-05-09")], (), "flew-the-deserters-to"),
    # "them", the object of a carrying verb, are the ones the sentence before is about.
    _case("Nine soldiers crossed into Colombia at Ureña on Monday. The next day, police evicted them from a hotel "
          "in Cúcuta.", "2019-05-15",
          [("relocation", "Cúcuta", "2019-05-14")], (), "evicted-them"),
    # Deportations are moves.
    _case("Three deserters were deported from Ecuador to Colombia on Friday.", "2019-05-15",
          [("relocation", "Colombia", "2019-05-10")], (), "deported-from-to"),
    _case("Tres exmilitares fueron deportados el viernes desde Ecuador hacia Colombia.", "2019-05-15",
          [("relocation", "Colombia", "2019-05-10")], (), "es-deportados"),
    # "Dois deles": some of those the sentence before is about.
    _case("Nove soldados cruzaram para o Brasil em Pacaraima na segunda-feira. Dois deles pediram refúgio na "
          "terça-feira.", "2019-05-15",
          [("asylum", ANY, "2019-05-14")], (), "pt-dois-deles"),
    # A move told after a crossing in one sentence is placed where it ended, not at the crossing.
    _case("The soldiers crossed near Ureña on Tuesday and were taken to a shelter in Cúcuta.", "2019-05-15",
          [("relocation", "Cúcuta", "2019-05-14")], (("relocation", "Ureña", ANY),), "moved-after-crossing-near"),
    # ... and "later" leaves its day unknown.
    _case("The soldiers crossed near Ureña on Tuesday and were later taken to a shelter in Cúcuta.", "2019-05-15",
          [("relocation", "Cúcuta", None)], (("relocation", "Ureña", ANY),), "moved-later-after-crossing-near"),
]

CASES += [
    # A tally told with no place is set in the neighbour whose authorities give it, at country precision.
    _case("Colombia's migration agency says more than 1,400 members of Venezuela's armed forces have crossed "
          "since February.", "2019-07-11", [("border_crossing", "Colombia", None)], (), "tally-by-neighbour-agency"),
    _case("Colombian authorities said on Monday that 1,200 soldiers had crossed since February.", "2019-05-15",
          [("border_crossing", "Colombia", None)], (), "tally-by-neighbour-authorities"),
    _case("Según las autoridades brasileñas, unos 60 militares venezolanos han desertado desde febrero.", "2019-05-15",
          [("defection", "Brazil", None)], (), "es-tally-by-neighbour-authorities"),
    # ... but not by a faraway government.
    _case("U.S. officials said on Monday that 1,200 soldiers had crossed since February.", "2019-05-15",
          [], (("border_crossing", "United States", ANY),), "tally-by-faraway-officials"),
]

CASES += [
    # A day told inside a relative clause between commas is that clause's: it does not date a later act.
    _case("The sergeant, who deserted in March, was arrested in Bogotá.", "2019-05-15",
          [("defection", ANY, "2019-03-01"), ("arrest", "Bogotá", None)], (), "aside-dates-its-own-verb"),
    _case("The two corporals, who deserted on April 30, asked for asylum in Cúcuta.", "2019-05-15",
          [("asylum", "Cúcuta", None)], (("asylum", ANY, "2019-04-30"),), "aside-does-not-date-asylum"),
    _case("El sargento, que desertó en marzo, fue detenido en Bogotá.", "2019-05-15",
          [("arrest", "Bogotá", None)], (("arrest", ANY, "2019-03-01"),), "es-aside-does-not-date-arrest"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep5_cases(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
