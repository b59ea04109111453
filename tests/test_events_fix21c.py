"""Event extraction traps found again in held-out batch 21, each shown on new sentences: one man carried by others
told by his wound ("took the wounded man to a hospital"), a present-tense "when" clause that tells a habit, a
deck over a byline that is not the lead whose day dates the story's first undated steps, and the ones told before
taken off their bus by the forces ("los bajaron del autobús en una alcabala")."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "took the wounded man to", "rushed the injured sergeant to": one of the men told before, carried there by others.
    _case("On May 5, two guardsmen waded across the Arauca River under fire. Colombian troops took the wounded man "
          "to a clinic in Arauca.", "2019-05-10", [("relocation", "Arauca", "2019-05-05")], (), "en-took-the-wounded-man"),
    _case("On May 5, three soldiers crossed the Arauca River into Colombia. Medics rushed the injured sergeant to a "
          "hospital in Arauca.", "2019-05-10", [("relocation", "Arauca", "2019-05-05")], (), "en-rushed-the-injured-sergeant"),
    # Not custody, nor something of his carried somewhere.
    _case("On May 5, two guardsmen waded across the Arauca River under fire. Colombian troops took the wounded man "
          "into custody in Arauca.", "2019-05-10", [], ("relocation",), "en-took-the-wounded-man-into-custody"),
    _case("On May 5, two guardsmen waded across the Arauca River under fire. Colombian troops took the wounded man's "
          "rifle to a depot in Arauca.", "2019-05-10", [], ("relocation",), "en-the-wounded-mans-rifle"),
    # "when soldiers cross the border": a present-tense "when" clause is a habit or a rule, nobody's crossing.
    _case("Colombian troops follow the same four steps whenever Venezuelan guardsmen cross the Arauca River and "
          "surrender their rifles.", "2019-05-10", [], ("border_crossing", "defection"), "en-whenever-they-cross"),
    # A past "when" clause still tells the crossing.
    _case("He was a sergeant in the National Guard when he crossed the Arauca River on May 5.", "2019-05-10",
          [("border_crossing", ANY, "2019-05-05")], (), "en-when-he-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix21c_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_HEADER = "Title: Deserters at the river\nPublished: 2019-05-10\nOutlet: Test Magazine\nURL: https://example.org/t\n\n"


def _coded_story(gazetteer, text: str) -> list[tuple[str, str | None, str | None]]:
    """Events of a story with a header block, so that its deck and byline lines are kept as the page has them."""
    article = article_from_bytes((_HEADER + text).encode(), "story.txt")
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


DECK = "Colombian troops have a set routine for the soldiers who reach the Arauca River."
BODY = ("Shortly after midnight on May 5, four Venezuelan guardsmen waded across the Arauca River near Arauca.\n\n"
        '"They told us at once that they were deserters," said Captain Luis Pardo, who led the patrol.\n\n'
        "The four handed over their rifles. Medics checked them, and they were taken to the army's base in Arauca.")

CASES_WITH_DECK = [
    # The deck over a byline is the headline's subtitle: the lead is the body's first sentence, whose day dates the
    # undated steps told in the story's first sentences.
    _case(f"{DECK}\n\nBy Marta Gil Rojas/Arauca\n\n{BODY}", "2019-05-10", [("relocation", "Arauca", "2019-05-05")], (),
          "en-deck-over-byline"),
    # A deck that names its own day stays the lead.
    _case(f"{DECK} It changed on May 1.\n\nBy Marta Gil Rojas/Arauca\n\n{BODY}", "2019-05-10", [],
          (("relocation", "Arauca", "2019-05-05"),), "en-dated-deck-stays-lead"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES_WITH_DECK)
def test_fix21c_deck(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_story(gazetteer, text), present, absent)


CASES_OFF_THE_BUS = [
    # "los bajaron del autobús": the ones told before, taken off their ride by the forces, held there that day.
    _case("Cuatro cabos salieron de Valencia en autobús el viernes 10 de mayo. El sábado 11 de mayo, agentes del Sebin "
          "los bajaron del autobús en un punto de control en San Cristóbal.", "2019-05-20",
          [("arrest", "San Cristóbal", "2019-05-11")], (), "es-los-bajaron-del-autobus"),
    # Getting off oneself is no arrest.
    _case("Cuatro cabos salieron de Valencia en autobús el viernes 10 de mayo. El sábado 11 de mayo se bajaron del "
          "autobús en San Cristóbal.", "2019-05-20", [], ("arrest",), "es-se-bajaron-del-autobus"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES_OFF_THE_BUS)
def test_fix21c_off_the_bus(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
