"""Event extraction traps found in the thirty-fourth sweep over the development batches (batch 21's z06, whose
lead "THREE Venezuelan soldiers who abandoned their border post crossed ... on Sunday morning and asked Guyanese
authorities for protection" lost the request's day to the relative clause and named its men "tHREE"; batch 28's
ae05, "FIVE members of the Venezuelan coast guard"; batch 5's e08, "On Tuesday the Colombian army brought them by
truck to Tibú ..., and on Wednesday they were driven to Cúcuta, ... on a road that passes through the town of El
Zulia"), each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


SHORT_RELATIVE_THEN_MAIN = [
    # "who deserted crossed ... on Sunday and asked ... for protection": the relative clause ends at its verb (and its
    # object); Sunday is the main clause's, so the request joined to it by "and" is dated too
    _case("Four soldiers who deserted crossed the Cuyuni River into the village of Eteringbang on Sunday and asked "
          "Guyanese officials for protection.", "2019-06-12", [("asylum", "Eteringbang", "2019-06-09")], (),
          "who-deserted-crossed"),
    _case("Two guardsmen who abandoned their post swam across the river into the village of Arauquita on Friday and "
          "asked Colombian soldiers for protection.", "2019-06-12", [("asylum", ANY, "2019-06-07")], (),
          "who-abandoned-their-post-swam"),
    # guard: a relative clause with a day of its own keeps it ("who were at La Carlota on April 30")
    _case("Three soldiers who were at La Carlota on April 30 asked Colombian officials for protection in Cúcuta.",
          "2019-06-12", [], [("asylum", ANY, "2019-04-30")], "relative-with-its-own-day"),
]


@pytest.mark.parametrize("text, published, present, absent", SHORT_RELATIVE_THEN_MAIN)
def test_a_short_relative_clause_leaves_the_day_to_the_main_verb(gazetteer, text: str, published: str, present: list,
                                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_an_upper_case_lead_word_is_a_count_not_a_name(gazetteer) -> None:
    # a wire's upper-case first word: "THREE Venezuelan soldiers" are "three Venezuelan soldiers", not "tHREE ..."
    events = _events(gazetteer, "THREE Venezuelan soldiers crossed the Cuyuni River into Eteringbang on Sunday.",
                     "2019-06-12")
    names = {a for e in events for a in e.actors}
    assert "three Venezuelan soldiers" in names, names
    assert not any(a.startswith("tHREE") for a in names), names


COAST_GUARD = [
    # the coast guard is a command of Venezuela's navy: its members are service members who can desert and cross
    _case("Five members of the Venezuelan coast guard came ashore at Cedros on Monday.", "2019-10-04",
          [("border_crossing", "Cedros", "2019-09-30")], (), "members-of-the-coast-guard"),
    _case("Cinco miembros de la guardacostas venezolana llegaron a Cedros el lunes.", "2019-10-04",
          [("border_crossing", "Cedros", "2019-09-30")], (), "miembros-de-la-guardacostas"),
    # guard: the coast guard that catches them moved nowhere
    _case("The Trinidad and Tobago Coast Guard intercepted a pirogue off Icacos on Monday.", "2019-10-04",
          [], ("border_crossing", "defection"), "coast-guard-intercepting"),
]


@pytest.mark.parametrize("text, published, present, absent", COAST_GUARD)
def test_coast_guard_members_are_service_members(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_an_object_pronoun_is_not_the_carriers_own_subject(gazetteer) -> None:
    # "Colombian soldiers drove them": "them" are the men told of before, never the soldiers doing the driving
    events = _events(gazetteer, "Three Venezuelan soldiers crossed into Colombia on Monday. On Tuesday Colombian "
                                "soldiers drove them to Tibú.", "2019-06-20")
    moves = [e for e in events if e.event_type == "relocation"]
    assert moves and moves[0].actors == ("three Venezuelan soldiers",), moves


def test_a_carried_mans_own_earlier_clause_still_names_him(gazetteer) -> None:
    # guard: "Two soldiers spent a night in Pacaraima before a bus took them to Boa Vista": the clause before is theirs
    events = _events(gazetteer, "Two soldiers spent a night in Pacaraima before a bus took them to Boa Vista.",
                     "2019-06-20")
    moves = [e for e in events if e.event_type == "relocation"]
    assert moves and moves[0].actors == ("two soldiers",), moves


RIDES_AND_CHAINS = [
    # "by truck to Tibú": a truck that carried people, not aid cargo; the town after it is where they went
    _case("Three Venezuelan soldiers crossed into Colombia on Monday. On Tuesday the army took them by truck to Tibú.",
          "2019-06-20", [("relocation", "Tibú", "2019-06-18")], (), "by-truck-to"),
    # guard: aid trucks are still cargo
    _case("Aid trucks to Cúcuta were blocked on Saturday.", "2019-02-25", [], ("relocation",), "aid-trucks-to"),
    # a chain of relocations, each with its day: two legs
    _case("Five soldiers crossed into Colombia on Monday. On Tuesday they were taken to Tibú, and on Wednesday they "
          "were driven to Cúcuta.", "2019-03-15",
          [("relocation", "Tibú", "2019-03-12"), ("relocation", "Cúcuta", "2019-03-13")], (), "chain-of-relocations"),
    # the town a road passes through after the destination is the way, not the place reached
    _case("Five soldiers crossed into Colombia on Monday. On Wednesday they were driven to Cúcuta, on a road that "
          "passes through the town of El Zulia.", "2019-03-15", [("relocation", "Cúcuta", "2019-03-13")],
          [("relocation", "El Zulia", ANY)], "road-through-after-destination"),
]


@pytest.mark.parametrize("text, published, present, absent", RIDES_AND_CHAINS)
def test_rides_and_chains_of_relocations(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
