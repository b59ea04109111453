"""Event extraction traps found in held-out batch 95 (an interview whose questions are set as subheads and answered
in the first person: "## ¿Cómo fue la salida?" / "Llegamos a Icacos ...", "la policía nos detuvo", "Volé de Puerto
España a Madrid"), each shown on new sentences."""

from __future__ import annotations

from dataclasses import replace

import pytest

from geo.articles import clean_spans, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import _case, assert_coded


def _coded_with(gazetteer, geonames, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """(type, place, day) of each event of `text`, its paragraphs kept apart as a loaded article's are (a subhead
    is a sentence of its own)."""
    article = replace(make_article(text, published=published), kept=clean_spans(text))
    mentions = resolve_mentions(text, gazetteer, geonames=geonames)
    return [(e.event_type, e.place, e.date.iso() if e.date else None)
            for e in extract_events(article, split_sentences(article), mentions)]

LEAD_ES = ("Andrés (nombre ficticio) fue teniente de la Guardia Nacional Bolivariana hasta la noche del 16 de marzo, "
           "cuando dejó su puesto en el muelle de Irapa.\n\n")
LEAD_PT = ("Richard Rondón foi sargento da Guarda Nacional Bolivariana até a noite de 10 de março, quando deixou o "
           "posto de San Isidro.\n\n")
LEAD_EN = ("Yorbis Pérez was a sergeant in the National Guard until March 23, when he left his post in Delicias.\n\n")

ANSWERS_UNDER_SUBHEADS = [
    # the answer's own verbs, its subject in the ending, and a sentence may open with one
    _case(LEAD_ES + "## ¿Cómo fue la salida?\n\nLlegamos a Icacos, en el sur de Trinidad, antes del amanecer del día "
          "17.", "2019-06-04", [("border_crossing", "Icacos", "2019-03-17")], (), "es-llegamos-a-icacos"),
    # the interviewee as the object of what the police did
    _case(LEAD_ES + "## ¿Qué pasó en Trinidad?\n\nEl 17 de marzo la policía nos detuvo en Icacos por entrar sin "
          "papeles.", "2019-06-04", [("arrest", "Icacos", "2019-03-17")], (), "es-la-policia-nos-detuvo"),
    _case(LEAD_ES + "## ¿Qué pasó en Trinidad?\n\nEl 21 de marzo nos llevaron a Puerto España y pedí refugio ante "
          "la oficina de ACNUR.", "2019-06-04",
          [("relocation", "Port of Spain", "2019-03-21"), ("asylum", "Port of Spain", "2019-03-21")], (),
          "es-nos-llevaron-y-pedi-refugio"),
    # "fui ... a pedir asilo", "Volé de ... a ...": going, and flying, in the first person
    _case(LEAD_ES + "## ¿Cuándo llegó a España?\n\nEl jueves 2 de mayo fui a la comisaría de la Policía Nacional en "
          "Madrid a pedir asilo.", "2019-06-04", [("asylum", "Madrid", "2019-05-02")], (), "es-fui-a-pedir-asilo"),
    _case(LEAD_ES + "## ¿Cuándo llegó a Madrid?\n\nA finales de abril. Volé de Puerto España a Madrid con escala en "
          "Londres.", "2019-06-04", [("relocation", "Madrid", "2019-04-01")], (), "es-vole-de-a"),
    _case(LEAD_PT + "## Como foi a chegada ao Brasil?\n\nChegamos a Pacaraima no dia 12 de março e pedimos refúgio à "
          "Polícia Federal.", "2019-05-17", [("asylum", "Pacaraima", "2019-03-12")], (), "pt-chegamos-pedimos"),
    _case(LEAD_PT + "## E depois?\n\nEm 13 de março a Polícia Federal nos levou para Boa Vista.", "2019-05-17",
          [("relocation", "Boa Vista", "2019-03-13")], (), "pt-nos-levou-para"),
    _case(LEAD_EN + "**How did you cross?**\n\nI waded the river and reached Ragonvalia before dawn on March 24.",
          "2019-03-28", [("border_crossing", "Ragonvalia", "2019-03-24")], (), "en-bold-question-i-reached"),
]


@pytest.mark.parametrize("text, published, present, absent", ANSWERS_UNDER_SUBHEADS)
def test_first_person_answers_under_question_subheads_are_the_interviewee(gazetteer, geonames, text: str,
                                                                         published: str, present: list,
                                                                         absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


NOBODY_ANSWERS = [
    # (guard: a first person with no question put before it is the reporter's, or nobody's)
    _case(LEAD_ES + "El 17 de marzo la policía nos detuvo en Icacos.", "2019-06-04", [], ("arrest",),
          "es-no-question-nos-detuvo"),
    _case(LEAD_ES + "Llegamos a Icacos el 17 de marzo.", "2019-06-04", [], ("border_crossing",),
          "es-no-question-llegamos"),
    # (guard: a question told inside a paragraph is no subhead)
    _case(LEAD_ES + "¿Qué pasó después? El 17 de marzo la policía nos detuvo en Icacos.", "2019-06-04", [],
          ("arrest",), "es-question-in-paragraph"),
    # (guard: "nos dijeron" is a telling, not a carrying)
    _case(LEAD_ES + "## ¿Qué pasó en Trinidad?\n\nEl 21 de marzo nos dijeron en Puerto España que esperáramos.",
          "2019-06-04", [], ("relocation", "arrest"), "es-nos-dijeron"),
]


@pytest.mark.parametrize("text, published, present, absent", NOBODY_ANSWERS)
def test_a_first_person_outside_an_answer_codes_nothing(gazetteer, geonames, text: str, published: str,
                                                        present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
