"""Event extraction traps found in held-out batch 9, each shown on new sentences: a desertion in a
"when" clause that is the story, the neighbour's side of the line, interview answers in the first
person, a journey told only by its start."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article

ANY = object()


def _coded(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


def _case(text: str, published: str, present: list, absent: tuple = (), ident: str = "") -> object:
    return pytest.param(text, published, present, absent, id=ident or text[:60])


CASES = [
    # A desertion in a "when" clause is told in passing only when it dates an event told before it.
    _case("Ramón Díaz, 31, served as a sergeant in the army until the evening of May 4, when he left his rifle at a "
          "checkpoint near Ureña and swam to the Colombian side.", "2019-06-10",
          [("defection", "Ureña", "2019-05-04"), ("border_crossing", ANY, "2019-05-04")], (), "when-clause-is-the-story"),
    _case("Luisa Marín was a corporal in the National Guard until April 2, when she deserted at a post outside "
          "Pacaraima and asked Brazilian soldiers for refuge.", "2019-06-10",
          [("defection", ANY, "2019-04-02")], (), "when-she-deserted-then-asked"),
    # The neighbour's side of the line is a crossing, placed where the walk began.
    _case("The corporal abandoned his post near Ureña on Friday and walked to the other side through a dry "
          "riverbed.", "2019-06-10", [("border_crossing", "Ureña", "2019-06-07")], (), "walked-to-the-other-side"),
    _case("Un sargento de la Guardia Nacional abandonó su puesto cerca de Ureña el viernes y caminó hasta el lado "
          "colombiano.", "2019-06-10", [("border_crossing", ANY, "2019-06-07")], (), "es-hasta-el-lado-colombiano"),
    # A flight told only by where it left from ended where the travellers asked for protection or were held.
    _case("Sergeant Ana Ruiz flew from Bogotá on May 9 and asked for international protection at Barajas airport "
          "as soon as she landed.", "2019-06-05",
          [("relocation", "Adolfo Suárez Madrid–Barajas Airport", "2019-05-09"),
           ("asylum", "Adolfo Suárez Madrid–Barajas Airport", "2019-05-09")], (), "flew-from-asked-at"),
    _case("Two former guardsmen flew from Bogotá on Sunday and asked for humanitarian protection at Barajas "
          "airport.", "2019-06-05",
          [("relocation", "Adolfo Suárez Madrid–Barajas Airport", "2019-06-02")], (), "flew-from-asked-at-plural"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch9_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded(gazetteer, text, published)
    for event_type, place, day in present:
        assert any(t == event_type and place in (ANY, p) and day in (ANY, d) for t, p, d in coded), \
            ((event_type, place, day), coded)
    assert not set(absent) & {t for t, _, _ in coded}, coded


INTERVIEW = ("Lieutenant Marta Soler, 29, now lives in Lima.\n\n"
             "Q. How did you leave?\n\n"
             "A. I crossed the Simón Bolívar bridge on the night of March 3 and asked Colombian police for "
             "protection.\n\n"
             "Q. And then?\n\n"
             "A. I flew from Bogotá to Lima on April 20.")


def test_first_person_answers_of_an_interview_are_the_interviewee(gazetteer) -> None:
    coded = _coded(gazetteer, INTERVIEW, "2019-06-05")
    assert ("border_crossing", "Simón Bolívar International Bridge", "2019-03-03") in coded, coded
    assert ("relocation", "Lima", "2019-04-20") in coded, coded


def test_first_person_without_a_question_is_nobody(gazetteer) -> None:
    text = "Lieutenant Marta Soler, 29, now lives in Lima.\n\nA. I crossed the Simón Bolívar bridge on March 3."
    assert not [c for c in _coded(gazetteer, text, "2019-06-05") if c[0] == "border_crossing"]
