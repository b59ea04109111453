"""Event extraction traps found in held-out batches 46 and 43 (a captain's road from Cúcuta to Santiago told after
"Fue uno de los cientos de uniformados que desertaron", a day of clashes in a border town under a byline, a
migration office's count "durante la jornada del sábado", five sailors who "landed in Aruba last month; all five
were later allowed to travel on to Colombia"), each shown on new sentences: the class a copula puts a left-out
subject in is no subject of its own, a byline is no lead, a named happening the sentence is set during is its day,
and a clause with its own subject after a semicolon does not place the movements before it."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded


ONE_OF_THE_CLASS = [
    # "Fue uno de los cientos de militares que desertaron": the left-out subject's class, not a subject that ends the
    # chain of verbs that leave theirs out
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue uno de los cientos de militares que desertaron "
          "en febrero.\n\nVivió cinco meses en Cúcuta. En julio se trasladó a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-fue-uno-de-los"),
    _case("O tenente Pedro Lara chegou a Manaus no sábado passado.\n\nFoi um dos centenas de militares que desertaram "
          "em fevereiro.\n\nMorou cinco meses em Pacaraima. Em julho se mudou para Boa Vista.", "2019-11-21",
          [("relocation", "Boa Vista", "2019-07-01")], (), "pt-foi-um-dos"),
    # (a plural verb after it is still the class's)
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue uno de los cientos de militares que desertaron "
          "en febrero.\n\nVivieron cinco meses en Cúcuta. En julio se trasladaron a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-plural-verb-after"),
    # (nor is a named man after the copula a class: "Fue el sargento Ruiz quien ...")
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue el sargento Luis Ruiz quien organizó la "
          "huida en febrero.\n\nEn julio se trasladó a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-fue-el-sargento"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_OF_THE_CLASS)
def test_one_of_the_class(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_HEADER = "Title: Un día en la frontera\nPublished: 2019-03-03\nOutlet: Diario de Prueba\nURL: https://example.org/t\n\n"


def _coded_story(gazetteer, text: str) -> list[tuple[str, str | None, str | None]]:
    """Events of a story with a header block, so that its byline line is kept as the page has it."""
    article = article_from_bytes((_HEADER + text).encode(), "story.txt")
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


A_BYLINE_IS_NO_LEAD = [
    # "Por Ana Ruiz | @anaruiz" names its writer but tells nothing: the lead is the sentence after it, and its day
    # dates the undated events of the story's first sentences
    _case("Por Ana Ruiz | @anaruiz\n\nLa jornada del viernes 1 de marzo en San Antonio del Táchira terminó con 20 "
          "heridos y un soldado que corrió hacia Colombia.\n\nDesde las 6:00 de la mañana, cientos de vecinos de San "
          "Antonio del Táchira se concentraron frente al puente.", "2019-03-03",
          [("protest", "San Antonio del Táchira", "2019-03-01")], (), "es-por-byline"),
    _case("Por Ana Ruiz | @anaruiz\n\nLos sucesos del viernes 1 de marzo en Pacaraima dejaron 20 heridos y un soldado "
          "que corrió hacia Brasil.\n\nA eso de las 10 de la mañana, cientos de vecinos de Pacaraima marcharon hacia "
          "la frontera para protestar.", "2019-03-03", [("protest", "Pacaraima", "2019-03-01")], (), "es-sucesos"),
    _case("By Ana Ruiz | @anaruiz\n\nThe events of Friday, March 1, in San Antonio del Táchira left 20 wounded and the "
          "image of a soldier who ran to Colombia.\n\nFrom 6 a.m., hundreds of residents of San Antonio del Táchira "
          "gathered near the bridge to protest.", "2019-03-03",
          [("protest", "San Antonio del Táchira", "2019-03-01")], (), "en-by-byline"),
    # (a reaction told further on is not dated by a lead found past a byline)
    _case("Por Ana Ruiz | @anaruiz\n\nLa jornada del viernes 1 de marzo en San Antonio del Táchira terminó con 20 "
          "heridos y un soldado que corrió hacia Colombia.\n\nDesde las 6:00 de la mañana, cientos de vecinos de San "
          "Antonio del Táchira se concentraron frente al puente.\n\nEl gobernador Omar Prieto aseguró en un mensaje en "
          "redes sociales que \"la frontera se respetó\".", "2019-03-03",
          [("statement", ANY, None)], (("statement", ANY, "2019-03-01"),), "es-statement-stays-undated"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BYLINE_IS_NO_LEAD)
def test_a_byline_is_no_lead(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_story(gazetteer, text), present, absent)


DURING_A_NAMED_HAPPENING = [
    # "durante la jornada del viernes, 40 militares cruzaron": the happening is the time the sentence is set in
    _case("Según Migración Colombia, durante la jornada del viernes, 40 militares cruzaron a Colombia por Cúcuta.",
          "2019-03-03", [("border_crossing", "Cúcuta", "2019-03-01")], (), "es-durante-la-jornada"),
    _case("Según Migración Colombia, durante los sucesos del viernes, 40 militares cruzaron a Colombia por Cúcuta.",
          "2019-03-03", [("border_crossing", "Cúcuta", "2019-03-01")], (), "es-durante-los-sucesos"),
    _case("According to the army, during the events of Friday, 40 soldiers crossed into Colombia at Cúcuta.",
          "2019-03-03", [("border_crossing", "Cúcuta", "2019-03-01")], (), "en-during-the-events"),
    # (after it, or a failure named, is another happening's day)
    _case("Según Migración Colombia, tras la jornada del viernes, 40 militares cruzaron a Colombia por Cúcuta.",
          "2019-03-03", [], (("border_crossing", ANY, "2019-03-01"),), "es-tras-la-jornada"),
    _case("Según Migración Colombia, decepcionados por el fracaso del viernes, 40 militares cruzaron a Colombia por "
          "Cúcuta.", "2019-03-03", [], (("border_crossing", ANY, "2019-03-01"),), "es-el-fracaso-del"),
]


@pytest.mark.parametrize("text, published, present, absent", DURING_A_NAMED_HAPPENING)
def test_during_a_named_happening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CLAUSE_WITH_ITS_OWN_SUBJECT_AFTER_A_SEMICOLON = [
    # "landed in Aruba last month; all five were later allowed to travel on to Colombia": the landing's place is
    # Aruba, not the country a clause with a subject of its own names after the semicolon
    _case("Five sailors landed in Aruba last month; all five were later allowed to travel on to Colombia.",
          "2019-06-20", [("border_crossing", "Aruba", "2019-05-01")], (("relocation", "Colombia", ANY),),
          "en-semicolon-all-five"),
    _case("Four guardsmen landed on Curaçao in May; the four were later sent on to Colombia by plane.",
          "2019-06-20", [("border_crossing", "Curaçao", "2019-05-01")], (), "en-semicolon-the-four"),
    # (a custody's place told after it still places the arrest)
    _case("In May, eleven soldiers were detained after a failed attempt to cross into Colombia; seven of them are "
          "still held at Ramo Verde.", "2019-06-20", [("arrest", "Ramo Verde", "2019-05-01")], (),
          "en-semicolon-custody"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CLAUSE_WITH_ITS_OWN_SUBJECT_AFTER_A_SEMICOLON)
def test_a_clause_with_its_own_subject_after_a_semicolon(gazetteer, text: str, published: str, present: list,
                                                         absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
