"""Event extraction traps found by the eighth sweep of short stories, each shown on new sentences."""

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


@pytest.mark.parametrize("text, event_type, actor", [
    # The object of a relative clause ("who led the soldiers") is not who did what the sentence goes on to tell.
    ("Maj. Carlos Rivas, who led the soldiers at the La Carlota base on Tuesday, later sought refuge in the "
     "Brazilian embassy.", "asylum", "Maj. Carlos Rivas"),
    ("The captain, who commanded 40 guardsmen in Ureña, crossed into Colombia on Monday.", "border_crossing",
     "a captain"),
    ("Sgt. Ana Duque, who took four recruits to the river that night, crossed into Colombia at dawn.",
     "border_crossing", "Sgt. Ana Duque"),
])
def test_relative_clause_object_is_not_the_main_subject(gazetteer, text: str, event_type: str, actor: str) -> None:
    events = [e for e in _events(gazetteer, text, "2019-05-02") if e.event_type == event_type]
    assert events and all(e.actors == (actor,) for e in events), [(e.event_type, e.actors) for e in events]


def test_who_said_keeps_the_reported_subject(gazetteer) -> None:
    """'who said two soldiers crossed': what was said has its own subject."""
    events = _events(gazetteer, "A lawyer who said two soldiers crossed on Friday spoke to reporters.", "2019-05-02")
    assert any(e.event_type == "border_crossing" and e.actors == ("two soldiers",) for e in events)


@pytest.mark.parametrize("text, held", [
    # A relative named as "the mother of X" / "la madre de X" is who was held, not X.
    ("Agents of the DGCIM detained the mother of a deserter in Rubio on Thursday.", "the mother of a deserter"),
    ("DGCIM agents detained the brother of Sgt. Omar Ruiz in Táriba.", "the brother of Sgt. Omar Ruiz"),
    ("La DGCIM detuvo el jueves a la madre de un desertor en Rubio.", "la madre de un desertor"),
    ("La DGCIM detuvo a un primo del sargento Ruiz, informó la ONG.", "un primo del sargento Ruiz"),
    # ... while a soldier of a unit is the soldier
    ("DGCIM agents detained two soldiers of the battalion in Táriba.", "two soldiers"),
])
def test_arrested_relative_of_someone(gazetteer, text: str, held: str) -> None:
    arrests = [e for e in _events(gazetteer, text, "2019-05-03") if e.event_type == "arrest"]
    assert [e.actors for e in arrests] == [(held,)]


CASES = [
    # Giving oneself up to another country's officials ends a crossing even with the day told in between.
    _case("Un sargento de la GNB se entregó el domingo a las autoridades colombianas en Cúcuta.", "2019-02-25",
          [("border_crossing", "Cúcuta", "2019-02-24")], (), "se-entrego-el-domingo-a-las-autoridades"),
    _case("Two guardsmen surrendered early Saturday to Colombian police in Villa del Rosario.", "2019-02-25",
          [("border_crossing", "Villa del Rosario", "2019-02-23")], (), "surrendered-early-saturday-to"),
    # ... but giving oneself up to one's own superiors crosses nothing
    _case("Un sargento se entregó el domingo a sus superiores en San Cristóbal.", "2019-02-25",
          [], ("border_crossing",), "se-entrego-a-sus-superiores"),
    # Service members named by a plural rank or kind are a group like "soldiers".
    _case("Three conscripts deserted from the Guasdualito base on Monday.", "2019-05-03",
          [("defection", "Guasdualito", "2019-04-29")], (), "three-conscripts"),
    _case("Cinco reclutas cruzaron el río Arauca el martes.", "2019-05-03",
          [("border_crossing", "Arauca River", "2019-04-30")], (), "cinco-reclutas"),
    # An ambassador's residence is the embassy's place in the gazetteer, in English and Spanish.
    _case("Two majors took refuge in the Panamanian ambassador's residence on Wednesday.", "2019-05-03",
          [("asylum", "Embassy of Panama in Caracas", "2019-05-01")], (), "panamanian-ambassadors-residence"),
    _case("Dos tenientes se refugiaron el miércoles en la residencia del embajador de Brasil.", "2019-05-03",
          [("asylum", "Embassy of Brazil in Caracas", "2019-05-01")], (), "residencia-del-embajador-de-brasil"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep8_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
