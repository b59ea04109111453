"""Date expressions found in text and normalised against the publication date."""

from __future__ import annotations

import itertools
import re
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from geo.dates import (
    _ABSOLUTE,
    _ANAPHORIC,
    _RELATIVE,
    DateMention,
    _clues,
    _plan,
    find_dates,
    fold_case,
    infer_year,
    month_number,
    sentence_bounds,
    shift,
)
from geo.model import FuzzyDate

# Publication dates are written as in metadata.csv: "2019-12-09" (day), "2019-03" (month), "2019".
# Expected dates are "ISO-date precision", or None for "found, but not safely normalised".
DEC_9 = "2019-12-09"  # a Monday: the AP story on the guardsmen leaving the Panamanian embassy
FEB_25 = "2019-02-25"  # a Monday, two days after the aid standoff of Saturday, February 23
JUNE_26 = "2019-06-26"  # a Wednesday: the Miami Herald's look back at the officers who defected
MAY_2 = "2019-05-02"  # a Thursday: VICE, two days after the April 30 uprising
MARCH = "2019-03"  # NPR and Business Insider, known only to the month


def published(value: str | None) -> tuple[date | None, str | None]:
    if value is None:
        return None, None
    parts = [int(part) for part in value.split("-")]
    return date(*parts, *[1] * (3 - len(parts))), ("year", "month", "day")[len(parts) - 1]


def fuzzy(value: str) -> FuzzyDate:
    return FuzzyDate(*published(value))


def dates(text: str, pub: str | None, anchor: str | None = None) -> list[DateMention]:
    return find_dates(text, *published(pub), anchor=fuzzy(anchor) if anchor else None)


def one(text: str, pub: str | None, anchor: str | None = None) -> DateMention:
    mentions = dates(text, pub, anchor)
    assert len(mentions) == 1, mentions
    return mentions[0]


def normalised(mention: DateMention) -> str | None:
    return f"{mention.date.iso()} {mention.date.precision}" if mention.date else None


ABSOLUTE = [
    # (text, publication, surface, expected)
    ("revolting on April 30 against President Maduro", DEC_9, "April 30", "2019-04-30 day"),
    ("aid into Venezuela on Feb. 23.", "2019-03-20", "Feb. 23", "2019-02-23 day"),
    ("the February 23 effort by the opposition", MARCH, "February 23", "2019-02-23 day"),
    ("he deserted on 23 February out of anger", MARCH, "23 February", "2019-02-23 day"),
    ("on the 23rd of February", MARCH, "23rd of February", "2019-02-23 day"),
    ("inside Panama's Embassy on Nov. 8, 2019.AP", DEC_9, "Nov. 8, 2019", "2019-11-08 day"),
    ("in Cucuta, Monday, Feb. 25, 2019. (AP)", MAY_2, "Monday, Feb. 25, 2019", "2019-02-25 day"),
    ("in Caracas, Wednesday, May 1, 2019.", MAY_2, "Wednesday, May 1, 2019", "2019-05-01 day"),
    ("a letter dated 9 December 2019 said", None, "9 December 2019", "2019-12-09 day"),
    ("the ministry's figure of 2019-03-18", MARCH, "2019-03-18", "2019-03-18 day"),
    ("against Chavez's revolution in 2007, after", DEC_9, "2007", "2007-01-01 year"),
    ("before the U.S. invasion of Panama in 1989", None, "1989", "1989-01-01 year"),
    ("The 2018 killing of renegade police officer Oscar Pérez", DEC_9, "2018", "2018-01-01 year"),
    ('"But since his death [in 2013], the country changed"', MARCH, "2013", "2013-01-01 year"),
    ("Since 2014, scores of protesters have been killed", MARCH, "2014", "2014-01-01 year"),
    ("by the end of 2018 the exodus grew", DEC_9, "2018", "2018-01-01 year"),
    ("the two entered a conspiracy in January, with", DEC_9, "January", "2019-01-01 month"),
    ("he was elected in January 2019 by the assembly", DEC_9, "January 2019", "2019-01-01 month"),
    ("were created in July 2017 by Nicolas Maduro", MARCH, "July 2017", "2017-07-01 month"),
    ("their makeshift home since April.", DEC_9, "April", "2019-04-01 month"),
    ("who left office in July.", DEC_9, "July", "2019-07-01 month"),
    ("troops massed there in mid-February", MARCH, "mid-February", "2019-02-01 month"),
    ("he left on Sept. 9 with his family", DEC_9, "Sept. 9", "2019-09-09 day"),
    ("after an election last year many say was fraudulent", DEC_9, "last year", "2018-01-01 year"),
    ("re-elected last year in a vote", MARCH, "last year", "2018-01-01 year"),
    ("more defections this year than ever", DEC_9, "this year", "2019-01-01 year"),
    ("appointed by the president last year.", "2019", "last year", "2018-01-01 year"),
    # parts of a month are the month
    ("In mid-May he slipped across the Táchira River", JUNE_26, "mid-May", "2019-05-01 month"),
    ("they met in early May", JUNE_26, "early May", "2019-05-01 month"),
    ("he fled in late April.", JUNE_26, "late April", "2019-04-01 month"),
    ("by the end of April most had gone", JUNE_26, "April", "2019-04-01 month"),
    ("at the beginning of May", JUNE_26, "May", "2019-05-01 month"),
]


FEASTS = [
    # (text, publication, surface, expected): the feasts and named days reporters date by
    ("five soldiers crossed over the Easter weekend", MAY_2, "Easter weekend", "2019-04-15 week"),
    ("they crossed at Easter", MAY_2, "Easter", "2019-04-15 week"),
    ("on Easter Sunday two guardsmen", MAY_2, "Easter Sunday", "2019-04-21 day"),
    ("During Holy Week, four guardsmen deserted", MAY_2, "Holy Week", "2019-04-15 week"),
    ("cuatro guardias cruzaron durante la Semana Santa", MAY_2, "Semana Santa", "2019-04-15 week"),
    ("dois soldados atravessaram na Semana Santa", MAY_2, "Semana Santa", "2019-04-15 week"),
    ("on Good Friday a sergeant swam", MAY_2, "Good Friday", "2019-04-19 day"),
    ("desertó el Viernes Santo", MAY_2, "Viernes Santo", "2019-04-19 day"),
    ("fugiu na Sexta-feira Santa", MAY_2, "Sexta-feira Santa", "2019-04-19 day"),
    ("cruzaron el Jueves Santo", MAY_2, "Jueves Santo", "2019-04-18 day"),
    ("el Domingo de Resurrección llegaron", MAY_2, "Domingo de Resurrección", "2019-04-21 day"),
    ("deserted during Carnival", JUNE_26, "Carnival", "2019-03-04 week"),
    ("desertaron durante el Carnaval", JUNE_26, "Carnaval", "2019-03-04 week"),
    ("crossed on May Day", JUNE_26, "May Day", "2019-05-01 day"),
    ("marcharon el Día del Trabajador", JUNE_26, "Día del Trabajador", "2019-05-01 day"),
    ("desde o Dia do Trabalhador", JUNE_26, "Dia do Trabalhador", "2019-05-01 day"),
    # a day of the month alone is the latest such day on or before publication
    ("On the 10th, a lieutenant crossed", "2019-05-15", "the 10th", "2019-05-10 day"),
    ("on the 28th, two corporals crossed", "2019-05-15", "the 28th", "2019-04-28 day"),
    ("el día 10 cruzaron dos cabos", "2019-05-15", "día 10", "2019-05-10 day"),
    # Venezuelan shorthand: 23-F, the aid push; 30-A, the uprising
    ("dos soldados desertaron el 23-F por el puente", JUNE_26, "23-F", "2019-02-23 day"),
    ("los militares que se alzaron el 30A en La Carlota", JUNE_26, "30A", "2019-04-30 day"),
    # a feast more than two months after publication is last year's: Holy Week 2018 for a January 2019 story
    ("crossed during Holy Week", "2019-01-20", "Holy Week", "2018-03-26 week"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), ABSOLUTE + FEASTS)
def test_absolute_dates(text: str, pub: str | None, surface: str, expected: str) -> None:
    mention = one(text, pub)
    assert (mention.surface, normalised(mention)) == (surface, expected)
    assert text[mention.start : mention.end] == surface


YEAR_INFERENCE = [
    # a month-day or month without a year takes the publication year, or the year before when
    # that would put it more than about two months after publication
    ("on April 30", DEC_9, "2019-04-30 day"),
    ("on December 20", "2019-01-10", "2018-12-20 day"),
    ("in December", "2019-01-10", "2018-12-01 month"),
    ("on Nov. 30", "2019-01-10", "2018-11-30 day"),
    ("the march planned for June 15", MAY_2, "2019-06-15 day"),
    ("on April 30", MARCH, "2019-04-30 day"),
    ("on December 20", "2019-01", "2018-12-20 day"),
    ("on December 20", "2019", "2019-12-20 day"),
    ("on February 29", "2019-03-09", None),  # 2019 is not a leap year: no such day
    ("on April 30", None, None),  # no publication date: no year to give it
    ("in January", None, None),
]


@pytest.mark.parametrize(("text", "pub", "expected"), YEAR_INFERENCE)
def test_year_inference(text: str, pub: str | None, expected: str | None) -> None:
    assert normalised(one(text, pub)) == expected


RELATIVE = [
    # weekdays: the latest such day on or before publication
    ("But on Monday, 16 guardsmen were out of the country", DEC_9, "Monday", "2019-12-09 day"),
    ("Guaidó said Tuesday morning near an air base", MAY_2, "Tuesday morning", "2019-04-30 day"),
    ("Speaking at a press conference Tuesday, the minister", MAY_2, "Tuesday", "2019-04-30 day"),
    ("claimed on Saturday that defected soldiers", MAY_2, "Saturday", "2019-04-27 day"),
    ("Monday's protests", MAY_2, "Monday", "2019-04-29 day"),
    ("he said last Monday", DEC_9, "last Monday", "2019-12-02 day"),
    ("they will march next Monday", DEC_9, "next Monday", "2019-12-16 day"),
    # a publication known only to the month (or year): the weekday is somewhere in it
    ("claimed on Saturday that defected soldiers", MARCH, "Saturday", "2019-03-01 month"),
    ("reacted to sanctions on Friday", "2019", "Friday", "2019-01-01 year"),
    ("on Monday", None, "Monday", None),
    # days
    ("he fled yesterday", DEC_9, "yesterday", "2019-12-08 day"),
    ("Today the guardsmen are safe", DEC_9, "Today", "2019-12-09 day"),
    ("he fled yesterday", MARCH, "yesterday", "2019-03-01 month"),
    ("“Today, brave soldiers heeded our call,” he said", MAY_2, "Today", None),  # speaker's day
    ("three days ago", DEC_9, "three days ago", "2019-12-06 day"),
    ("a few days ago", DEC_9, "a few days ago", "2019-12-02 week"),
    ("ten days ago", MARCH, "ten days ago", None),  # could be February or March
    # weeks
    ("a harrowing week last week", "2019-12-11", "last week", "2019-12-02 week"),
    ("more crossed this week", "2019-12-11", "this week", "2019-12-09 week"),
    ("commanders in recent days were instructed", DEC_9, "recent days", "2019-12-02 week"),
    ("over the past few days", DEC_9, "the past few days", "2019-12-02 week"),
    ("last week", MARCH, "last week", "2019-03-01 month"),
    # months
    ("Lt. Mora fled to Colombia last month", MARCH, "last month", "2019-02-01 month"),
    ("Last month, he told commanding officers", "2019-03-20", "Last month", "2019-02-01 month"),
    ("fled last month", "2019-01-15", "last month", "2018-12-01 month"),
    ("Earlier this month, defectors announced", MAY_2, "Earlier this month", "2019-05-01 month"),
    ("more arrived this month", MARCH, "this month", "2019-03-01 month"),
    ("they crossed at the end of the month", DEC_9, "the end of the month", "2019-12-01 month"),
    ("two sergeants deserted in mid-month", DEC_9, "mid-month", "2019-12-01 month"),
    ("his son died two months ago", MARCH, "two months ago", "2019-01-01 month"),
    ("Over the past month, nearly 1,000 troops fled", MARCH, "the past month", "2019-03-01 month"),
    ("a month ago", DEC_9, "a month ago", "2019-11-01 month"),
    ("last month", "2019", "last month", "2019-01-01 year"),
    ("last month", None, "last month", None),
    # years
    ("two years ago", DEC_9, "two years ago", "2017-01-01 year"),
    ("over the past year", DEC_9, "the past year", None),  # too wide to name
    # shorter than a day, and weekends
    ("the day before yesterday", FEB_25, "the day before yesterday", "2019-02-23 day"),
    ("he crossed two hours ago", FEB_25, "two hours ago", "2019-02-25 day"),
    ("he crossed 48 hours ago", FEB_25, "48 hours ago", "2019-02-23 day"),
    ("they crossed last weekend", FEB_25, "last weekend", "2019-02-18 week"),
    ("they crossed last weekend", "2019-03-02", "last weekend", "2019-02-18 week"),  # a Saturday
    ("dozens crossed over the weekend", "2019-02-24", "the weekend", "2019-02-18 week"),
    # "this weekend" is the one gone when the verb is past
    ("two guardsmen crossed this weekend", FEB_25, "this weekend", "2019-02-18 week"),
]


# "this weekend", "este fin de semana", "no fim de semana" with a verb in the future or a plan: no date
@pytest.mark.parametrize("text", ["two guardsmen will cross this weekend", "they plan to cross this weekend",
                                  "los soldados planean cruzar este fin de semana",
                                  "quatro soldados vão cruzar a fronteira neste fim de semana"])
def test_a_weekend_to_come_is_not_the_weekend_gone(text: str) -> None:
    assert all(normalised(m) is None for m in find_dates(text, published=FEB_25))


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), RELATIVE)
def test_relative_dates(text: str, pub: str | None, surface: str, expected: str | None) -> None:
    mention = one(text, pub)
    assert (mention.surface, normalised(mention)) == (surface, expected)


VARELA = "Varela recalled how two months before the U.S. invasion of Panama, in 1989, Gen. Noriega"
ANCHORED = [
    # an explicit date right after the phrase or in the same sentence is the anchor; else, for an
    # adverb looking back ("two days before, ..."), the publication date
    ("Two days before, they had been hopeful.", MAY_2, "Two days before", "2019-04-30 day"),
    ("the day before.", DEC_9, "the day before", "2019-12-08 day"),
    ("a few days before February 23, driven", MARCH, "a few days before", "2019-02-18 week"),
    ("two days after February 23 he crossed", MARCH, "two days after", "2019-02-25 day"),
    (VARELA + " crushed a revolt.", DEC_9, "two months before", "1989-01-01 year"),
    ("On April 30 they rose; the day after, they fled.", DEC_9, "the day after", "2019-05-01 day"),
    # an event as anchor, with no date in the sentence: unknown, not the publication date
    ("the tense two weeks before the uprising.", DEC_9, "two weeks before", None),
    ("Two days later, they left.", MAY_2, "Two days later", None),
    ("the following day", DEC_9, "the following day", None),
    ("Two days before, they had been hopeful.", None, "Two days before", None),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), ANCHORED)
def test_anchored_relative_dates(
    text: str, pub: str | None, surface: str, expected: str | None
) -> None:
    mentions = {m.surface: m for m in dates(text, pub)}
    assert normalised(mentions[surface]) == expected


@pytest.mark.parametrize(("text", "asked"), [("Two days later, they crossed.", 1), ("On Saturday, they crossed.", 0)])
def test_an_anchor_given_as_a_function_is_asked_only_by_an_anaphoric_date(text: str, asked: int) -> None:
    calls = []

    def anchor() -> FuzzyDate:
        calls.append(1)
        return fuzzy("2019-04-30")

    mentions = find_dates(text, *published("2019-05-06"), anchor=anchor)
    assert len(calls) == asked
    assert [normalised(m) for m in mentions] == [("2019-05-02 day" if asked else "2019-05-04 day")]


NOT_DATES = [
    "keep fit with dumbbells improvised from 20-liter water bottles",
    "nearly 1,000 Venezuelan troops have fled",
    "an eight-year veteran who earned about $13 a month, told Reuters",
    "When I gathered my troops at 2 a.m. and told them",
    "to finish a 14-year sentence for inciting violence",
    "Sánchez, 41, commanded a garrison of some 500 guardsmen",
    "how will he support an army of 300,000?",
    "his 9-month-old son suffering without milk",
    "a 12-year veteran identified as Daniel",
    "would become their home for the next seven months",
    "hotels where they have lived for two months",
    "the defectors get three meals a day",
    "plans to march 300 miles to the consulate",
    "up to 90 percent of Venezuelan troops",
    "less than 1 percent of the 160,000-strong Venezuelan military",
    "Every Saturday they cooked hamburgers",
    "during my 14 months in this position",
    "He may go back, he said.",
    "the 1990s were different",
    "every day after work they trained",
    "at the same time, troops fired",
    # Spanish
    "más de 2000 soldados cruzaron",
    "vive en la parroquia 23 de Enero de Caracas",  # a capital makes it a name
    "llegaron a Santo Domingo",
    "todos los lunes cocinaban arepas",
    "hoy en día los cuarteles están vacíos",
    "a las 2 de la mañana",
    "bloqueó durante dos horas la vía",
    "Durante más de tres meses, el Gobierno pagó",
    "el mayor general Cristopher Figuera",
    "en la Plaza de Mayo",
    "recibirán alimentación durante un mes",
    "dos de ellos fueron detenidos",
    "marcharon el Domingo de Ramos",
    "a carnival atmosphere at the bridge",
    "the 30 soldiers in Zone A",
    "on the 41st Brigade's orders",
    "soldiers of the 5th Infantry Battalion",
    "on the 10th floor of the building",
]


@pytest.mark.parametrize("text", NOT_DATES)
def test_numbers_that_are_not_dates(text: str) -> None:
    assert dates(text, DEC_9) == []


def test_several_mentions_come_in_text_order_without_overlap() -> None:
    text = (
        "On April 30, two days after a call on Sunday, they rose; last year they waited since 2014."
    )
    mentions = dates(text, DEC_9)
    surfaces = [m.surface for m in mentions]
    assert surfaces == ["April 30", "two days after", "Sunday", "last year", "2014"]
    assert all(a.end <= b.start for a, b in itertools.pairwise(mentions))


def test_longest_expression_wins() -> None:
    assert one("on Monday, Feb. 25, 2019, they slept", MAY_2).surface == "Monday, Feb. 25, 2019"
    assert one("earlier this month", MAY_2).surface == "earlier this month"


# ---------------------------------------------------------------------------- Spanish

JUNE_10 = "2019-06-10"  # a Monday: El Tiempo on the deserters evicted from hotels in Cúcuta
APRIL_9 = "2019-04-09"  # a Tuesday: Efecto Cocuyo on the Fuerte Mara soldiers

SPANISH = [
    # (text, publication, surface, expected): the same rules as English, read in Spanish
    ("quien desertó el 23 de febrero, cuando cruzó", JUNE_10, "23 de febrero", "2019-02-23 day"),
    ("el 23 de febrero de 2019", None, "23 de febrero de 2019", "2019-02-23 day"),
    ("la rebelión del 30 de abril", "2019-05-02", "30 de abril", "2019-04-30 day"),
    ("El 2 de abril, el Sebin detuvo en Maracaibo", APRIL_9, "2 de abril", "2019-04-02 day"),
    ("desertó el 1.º de mayo", "2019-05-10", "1.º de mayo", "2019-05-01 day"),
    ("desde el 1 de mayo", "2019-05-10", "1 de mayo", "2019-05-01 day"),
    ("el sábado 23 de febrero", FEB_25, "sábado 23 de febrero", "2019-02-23 day"),
    ("en febrero de 2019", None, "febrero de 2019", "2019-02-01 month"),
    ("Febrero de 2019 fue el peor mes", None, "Febrero de 2019", "2019-02-01 month"),
    ("a finales de febrero de 2019", None, "finales de febrero de 2019", "2019-02-01 month"),
    ("un cabo que desertó en marzo desde un puesto", APRIL_9, "marzo", "2019-03-01 month"),
    ("han cruzado la frontera desde enero", JUNE_10, "enero", "2019-01-01 month"),
    ("abandonó su unidad a finales de febrero", JUNE_10, "finales de febrero", "2019-02-01 month"),
    ("a principios de mayo", JUNE_10, "principios de mayo", "2019-05-01 month"),
    ("a mediados de mayo", JUNE_10, "mediados de mayo", "2019-05-01 month"),
    ("No es el primer caso en abril.", APRIL_9, "abril", "2019-04-01 month"),
    ("el pasado mes de marzo", JUNE_10, "marzo", "2019-03-01 month"),
    ("en 2019", None, "2019", "2019-01-01 year"),
    ("desde 2014 han muerto", None, "2014", "2014-01-01 year"),
    ("a finales de 2018", None, "2018", "2018-01-01 year"),
    ("en el 2018", None, "2018", "2018-01-01 year"),
    # weekdays: the latest on or before publication, like English
    ("fueron desalojados el viernes, luego", JUNE_10, "viernes", "2019-06-07 day"),
    ("detuvieron el lunes a un teniente", APRIL_9, "lunes", "2019-04-08 day"),
    ("el viernes", FEB_25, "viernes", "2019-02-22 day"),
    ("el lunes", FEB_25, "lunes", "2019-02-25 day"),
    ("el pasado sábado", FEB_25, "pasado sábado", "2019-02-23 day"),
    ("el sábado pasado", FEB_25, "sábado pasado", "2019-02-23 day"),
    ("el pasado lunes", FEB_25, "pasado lunes", "2019-02-18 day"),
    ("el próximo lunes", FEB_25, "próximo lunes", "2019-03-04 day"),
    ("el miércoles que viene", FEB_25, "miércoles que viene", "2019-02-27 day"),
    ("el sabado", FEB_25, "sabado", "2019-02-23 day"),  # accents left out
    ("el miercoles", FEB_25, "miercoles", "2019-02-20 day"),
    ("la noche del sábado", FEB_25, "sábado", "2019-02-23 day"),
    ("el sábado por la noche", FEB_25, "sábado por la noche", "2019-02-23 day"),
    ("el viernes", "2019-03", "viernes", "2019-03-01 month"),
    ("el viernes", None, "viernes", None),
    # "este lunes": the nearest Monday, back or ahead
    ("este lunes", FEB_25, "este lunes", "2019-02-25 day"),
    ("este domingo", FEB_25, "este domingo", "2019-02-24 day"),
    ("Este sábado", FEB_25, "Este sábado", "2019-02-23 day"),
    ("este jueves", FEB_25, "este jueves", "2019-02-28 day"),
    # days
    ("ayer", FEB_25, "ayer", "2019-02-24 day"),
    ("Ayer llegaron cinco soldados", FEB_25, "Ayer", "2019-02-24 day"),
    ("anteayer", FEB_25, "anteayer", "2019-02-23 day"),
    ("antier", FEB_25, "antier", "2019-02-23 day"),
    ("hoy", FEB_25, "hoy", "2019-02-25 day"),
    ("esta mañana", FEB_25, "esta mañana", "2019-02-25 day"),
    ("anoche", FEB_25, "anoche", "2019-02-24 day"),
    ("ayer por la tarde", FEB_25, "ayer por la tarde", "2019-02-24 day"),
    ("ayer", "2019-03", "ayer", "2019-03-01 month"),
    ('"Hoy estamos aquí", dijo el sargento', FEB_25, "Hoy", None),  # the speaker's day
    ("«Hoy, los soldados escucharon», dijo", FEB_25, "Hoy", None),
    # weeks, months, years
    ("La semana pasada, dos fueron detenidos", JUNE_10, "La semana pasada", "2019-06-03 week"),
    ("la semana pasada", FEB_25, "la semana pasada", "2019-02-18 week"),
    ("esta semana", FEB_25, "esta semana", "2019-02-25 week"),
    ("la última semana", FEB_25, "la última semana", "2019-02-18 week"),
    ("el mes pasado", FEB_25, "el mes pasado", "2019-01-01 month"),
    ("el pasado mes", FEB_25, "el pasado mes", "2019-01-01 month"),
    ("el mes que viene", FEB_25, "el mes que viene", "2019-03-01 month"),
    ("a finales del mes pasado", FEB_25, "finales del mes pasado", "2019-01-01 month"),
    # a part of "the month" with no month named: the month of publication; a month named wins
    ("cruzaron a Colombia a principios de mes.", JUNE_10, "principios de mes", "2019-06-01 month"),
    ("desertó a finales del mes y cruzó", JUNE_10, "finales del mes", "2019-06-01 month"),
    ("a mediados del mes de abril", JUNE_10, "abril", "2019-04-01 month"),
    ("el año pasado", FEB_25, "el año pasado", "2018-01-01 year"),
    ("este año", FEB_25, "este año", "2019-01-01 year"),
    ("presos en lo que va de año.", APRIL_9, "lo que va de año", "2019-01-01 year"),
    ("el último año", FEB_25, "el último año", None),  # too wide to name
    ("el mes pasado", None, "el mes pasado", None),
    # hace ...
    ("anunció hace dos semanas que no podía", JUNE_10, "hace dos semanas", "2019-05-27 week"),
    ("hace tres días", FEB_25, "hace tres días", "2019-02-22 day"),
    ("hace unos días", FEB_25, "hace unos días", "2019-02-18 week"),
    ("hace un par de semanas", FEB_25, "hace un par de semanas", "2019-02-11 week"),
    ("hace un mes", FEB_25, "hace un mes", "2019-01-01 month"),
    ("hace un año", FEB_25, "hace un año", "2018-01-01 year"),
    ("hace dos horas", FEB_25, "hace dos horas", "2019-02-25 day"),
    ("hace 72 horas", FEB_25, "hace 72 horas", "2019-02-22 day"),
    ("hace diez días", "2019-03", "hace diez días", None),  # February or March
    # recent days and weekends
    ("en los últimos días", FEB_25, "los últimos días", "2019-02-18 week"),
    ("en las últimas semanas.", JUNE_10, "las últimas semanas", None),  # weeks whose start nobody tells (batch 2)
    ("en los últimos días de abril", JUNE_10, "abril", "2019-04-01 month"),
    ("desertaron el pasado fin de semana y", APRIL_9, "el pasado fin de semana", "2019-04-01 week"),
    ("el fin de semana pasado", FEB_25, "el fin de semana pasado", "2019-02-18 week"),
    ("durante el fin de semana", FEB_25, "el fin de semana", "2019-02-18 week"),
    ("El fin de semana, cinco soldados cruzaron la frontera", FEB_25, "El fin de semana", "2019-02-18 week"),
    ("este fin de semana cruzaron cinco soldados", FEB_25, "este fin de semana", "2019-02-18 week"),
    ("quatro soldados cruzaram a fronteira no fim de semana", FEB_25, "fim de semana", "2019-02-18 week"),
    ("cruzaram a fronteira no início do mês", FEB_25, "início do mês", "2019-02-01 month"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), SPANISH)
def test_spanish_dates(text: str, pub: str | None, surface: str, expected: str | None) -> None:
    mention = one(text, pub)
    assert (mention.surface, normalised(mention)) == (surface, expected)
    assert text[mention.start : mention.end] == surface and not mention.anchored


@pytest.mark.parametrize(
    ("text", "pub", "expected"),
    [
        ("el 30 de abril", MARCH, "2019-04-30 day"),
        ("el 30 de abril", FEB_25, "2018-04-30 day"),  # over two months after publication
        ("el 20 de diciembre", "2019-01-10", "2018-12-20 day"),
        ("en diciembre", "2019-01-10", "2018-12-01 month"),
        ("el 29 de febrero", "2019-03-09", None),
        ("el 30 de abril", None, None),
        ("en enero", None, None),
    ],
)
def test_spanish_year_inference(text: str, pub: str | None, expected: str | None) -> None:
    assert normalised(one(text, pub)) == expected


def test_spanish_mentions_come_in_text_order_without_overlap() -> None:
    text = "El 2 de abril, dos días después del lunes, lo detuvieron; el año pasado, desde 2014."
    mentions = dates(text, APRIL_9)
    assert [(m.surface, normalised(m)) for m in mentions] == [
        ("2 de abril", "2019-04-02 day"),
        ("dos días después", "2019-04-10 day"),  # "del lunes": its object, dated
        ("lunes", "2019-04-08 day"),
        ("el año pasado", "2018-01-01 year"),
        ("2014", "2014-01-01 year"),
    ]


# ---------------------------------------------------------------------------- anaphoric dates

SAT_23 = "2019-02-23"  # the anchor: the story's last dated event, the Saturday of the aid standoff

ANAPHORIC = [
    # (text, surface, with the anchor, without it); published FEB_25. Without an anchor these
    # have no date, except a look back said as an adverb, counted from publication as before.
    ("Two days later, they left.", "Two days later", "2019-02-25 day", None),
    ("A day earlier, troops had shot", "A day earlier", "2019-02-22 day", "2019-02-24 day"),
    ("The next day they rested.", "The next day", "2019-02-24 day", None),
    ("the following day", "the following day", "2019-02-24 day", None),
    ("the day before.", "the day before", "2019-02-22 day", "2019-02-24 day"),
    ("the night before", "the night before", "2019-02-22 day", "2019-02-24 day"),
    ("The next morning they walked on.", "The next morning", "2019-02-24 day", None),
    ("Hours later, troops on the bridge fired", "Hours later", "2019-02-23 day", None),
    ("freed hours earlier by guards who switched sides", "hours earlier", "2019-02-23 day", None),
    ("48 hours later", "48 hours later", "2019-02-25 day", None),
    ("That night, they swam across the river.", "That night", "2019-02-23 day", None),
    ("That same day, he fled.", "That same day", "2019-02-23 day", None),
    ("were captured the same night in Guasdualito", "the same night", "2019-02-23 day", None),
    ("that morning", "that morning", "2019-02-23 day", None),
    ("Later that day, they crossed.", "that day", "2019-02-23 day", None),
    ("the same week", "the same week", "2019-02-18 week", None),
    ("A week later, he left.", "A week later", "2019-03-02 day", None),  # seven days on
    ("Two weeks later, he left.", "Two weeks later", "2019-03-09 day", None),
    ("Thirteen days later, he left.", "Thirteen days later", "2019-03-08 day", None),  # past twelve
    ("catorce días después", "catorce días después", "2019-03-09 day", None),
    ("The next week he left.", "The next week", "2019-02-25 week", None),
    # "days later" is a few days (three) at week precision, like "a few days ago"
    ("Days later, he left.", "Days later", "2019-02-25 week", None),
    ("Weeks later, he left.", "Weeks later", "2019-03-01 month", None),
    ("Two years later", "Two years later", "2021-01-01 year", None),
    ("Dos días después, cruzaron el río.", "Dos días después", "2019-02-25 day", None),
    ("Al día siguiente fueron trasladados a Maicao.", "Al día siguiente", "2019-02-24 day", None),
    ("al otro día", "al otro día", "2019-02-24 day", None),
    ("a la mañana siguiente", "a la mañana siguiente", "2019-02-24 day", None),
    ("tres días más tarde", "tres días más tarde", "2019-02-26 day", None),
    ("Un día antes, llegaron.", "Un día antes", "2019-02-22 day", "2019-02-24 day"),
    ("la noche anterior", "la noche anterior", "2019-02-22 day", "2019-02-24 day"),
    ("la víspera", "la víspera", "2019-02-22 day", "2019-02-24 day"),
    ("Esa noche huyeron.", "Esa noche", "2019-02-23 day", None),
    ("esa misma noche", "esa misma noche", "2019-02-23 day", None),
    ("el mismo día", "el mismo día", "2019-02-23 day", None),
    ("aquella mañana", "aquella mañana", "2019-02-23 day", None),
    ("horas después", "horas después", "2019-02-23 day", None),
    ("unas horas más tarde", "unas horas más tarde", "2019-02-23 day", None),
    ("días después", "días después", "2019-02-25 week", None),
    ("una semana después", "una semana después", "2019-03-02 day", None),
    ("Uma semana depois", "Uma semana depois", "2019-03-02 day", None),
    ("esa misma semana", "esa misma semana", "2019-02-18 week", None),
    # a part of the day, or a short while, is the day being told
    ("In the evening, two more soldiers crossed the bridge.", "In the evening", "2019-02-23 day", None),
    ("who slipped across the Táchira River in the afternoon", "in the afternoon", "2019-02-23 day", None),
    ("Late in the evening, troops fired tear gas.", "Late in the evening", "2019-02-23 day", None),
    ("Within the hour, they were taken to a hotel.", "Within the hour", "2019-02-23 day", None),
    ("within hours, police had detained them", "within hours", "2019-02-23 day", None),
    ("By nightfall the three men had reached Paraguachón.", "By nightfall", "2019-02-23 day", None),
    ("By mid-afternoon the crowd had doubled.", "By mid-afternoon", "2019-02-23 day", None),
    ("Later in the day the mutineers gave up.", "Later in the day", "2019-02-23 day", None),
    ("By about 11 p.m., the troops had left.", "By about 11 p.m.", "2019-02-23 day", None),
    ("En la noche, los soldados cruzaron el puente.", "En la noche", "2019-02-23 day", None),
    ("cruzaron el río por la madrugada", "por la madrugada", "2019-02-23 day", None),
    ("De madrugada llegaron a Cúcuta.", "De madrugada", "2019-02-23 day", None),
]


@pytest.mark.parametrize(("text", "surface", "anchored", "alone"), ANAPHORIC)
def test_anaphoric_dates_count_from_the_anchor(
    text: str, surface: str, anchored: str, alone: str | None
) -> None:
    mention = one(text, FEB_25, anchor=SAT_23)
    assert (mention.surface, normalised(mention), mention.anchored) == (surface, anchored, True)
    mention = one(text, FEB_25)
    assert (mention.surface, normalised(mention), mention.anchored) == (surface, alone, False)


BASES = [
    # (text, publication, anchor, surface, expected, from the anchor)
    # a date before the phrase in its sentence comes first, then the anchor
    ("On Feb. 20 they rose; two days later, they fled.", FEB_25, SAT_23, "two days later",
     "2019-02-22 day", False),
    ("On Saturday they crossed; a day earlier, troops fired.", FEB_25, "2019-02-10",
     "a day earlier", "2019-02-22 day", False),
    ("On Feb. 23 they crossed; the next day they rested, and two days later they left.", FEB_25,
     None, "two days later", "2019-02-26 day", False),
    ("The next day they rested, and two days later they left.", FEB_25, SAT_23, "two days later",
     "2019-02-26 day", True),
    # the anchor wins over publication for a look back too
    ("Two days before, they had been hopeful.", MAY_2, "2019-04-30", "Two days before",
     "2019-04-28 day", True),
    # with an object, the phrase counts from a date in it, never from the anchor
    ("two days before the Feb. 23 aid convoy", FEB_25, SAT_23, "two days before",
     "2019-02-21 day", False),
    ("dos días antes del 23 de febrero", FEB_25, SAT_23, "dos días antes", "2019-02-21 day", False),
    ("tres días después del 23 de febrero, cruzaron", FEB_25, SAT_23, "tres días después",
     "2019-02-26 day", False),
    ("the day after the uprising", FEB_25, SAT_23, "the day after", None, False),
    ("dos días antes de las elecciones", FEB_25, SAT_23, "dos días antes", None, False),
    ("la víspera de la votación", FEB_25, SAT_23, "la víspera", None, False),
    ("the same day as the uprising", FEB_25, SAT_23, "the same day", None, False),
    ("el mismo día que llegó Guaidó", FEB_25, SAT_23, "el mismo día", None, False),
    # a date before the phrase dates the main clause, not the phrase's object
    ("On Feb. 25 he crossed, two days after the clashes.", FEB_25, SAT_23, "two days after",
     None, False),
    # a part of the day takes the day named in its sentence, or the one "of"/"del" names
    ("Early on Tuesday, troops fired on the crowd.", FEB_25, SAT_23, "Tuesday", "2019-02-19 day",
     False),
    ("On Saturday, in the evening, they crossed.", FEB_25, "2019-02-10", "in the evening",
     "2019-02-23 day", False),
    ("early in the morning of Feb. 24", FEB_25, SAT_23, "early in the morning", "2019-02-24 day",
     False),
    ("en la madrugada del domingo", FEB_25, SAT_23, "en la madrugada", "2019-02-24 day", False),
    ("en la noche del 22 de febrero", FEB_25, SAT_23, "en la noche", "2019-02-22 day", False),
    # an anchor coarser than the phrase: coarser, while that is still right
    ("Two days later, they left.", FEB_25, "2019-02", "Two days later", "2019-02-01 month", True),
    ("Two months later", FEB_25, "2019-02", "Two months later", "2019-04-01 month", True),
    ("Two weeks later, they left.", FEB_25, "2019", "Two weeks later", "2019-01-01 year", True),
    ("Ten days later, they left.", FEB_25, "2019-02", "Ten days later", None, False),
    # "that Friday": the anchor if it was a Friday, else the latest Friday, as "on Friday"
    ("That Saturday, they crossed.", FEB_25, SAT_23, "That Saturday", "2019-02-23 day", True),
    ("That Saturday, they crossed.", FEB_25, None, "That Saturday", "2019-02-23 day", False),
    ("Ese mismo viernes, un grupo bloqueó la vía", JUNE_10, SAT_23, "Ese mismo viernes",
     "2019-06-07 day", False),
    ("Ese mismo viernes, un grupo bloqueó la vía", JUNE_10, "2019-02-15", "Ese mismo viernes",
     "2019-02-15 day", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "pub", "anchor", "surface", "expected", "anchored"), BASES)
def test_what_anaphoric_dates_count_from(
    text: str, pub: str, anchor: str | None, surface: str, expected: str | None, anchored: bool
) -> None:
    mention = {m.surface: m for m in dates(text, pub, anchor)}[surface]
    assert (normalised(mention), mention.anchored) == (expected, anchored)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("That night, they fled.", "2019-02-18 week"),  # somewhere in the anchor's week
        ("The next day, they fled.", None),  # perhaps the week after
    ],
)
def test_a_week_precise_anchor(text: str, expected: str | None) -> None:
    anchor = FuzzyDate(date(2019, 2, 18), "week")
    mention = find_dates(text, *published(FEB_25), anchor=anchor)[0]
    assert normalised(mention) == expected


def test_an_anchor_must_be_a_fuzzy_date() -> None:
    with pytest.raises(TypeError, match=r"anchor datetime.date\(2019, 2, 23\) is not a FuzzyDate"):
        find_dates("Two days later, they left.", date(2019, 2, 25), anchor=date(2019, 2, 23))


def test_an_anchor_leaves_other_dates_alone() -> None:
    text = "On Saturday, Feb. 23, 2019 they crossed; yesterday they rested, last week they marched."
    assert dates(text, FEB_25, anchor="2019-01-05") == dates(text, FEB_25)


@pytest.mark.parametrize(
    ("name", "number"), [("January", 1), ("Sept.", 9), ("sep", 9), ("dec", 12), ("Mayo", None)]
)
def test_month_number(name: str, number: int | None) -> None:
    assert month_number(name) == number


@pytest.mark.parametrize(
    ("anchor", "unit", "amount", "precision", "expected"),
    [
        ("2019-03-31", "month", -1, "month", "2019-02-01 month"),
        ("2019-03", "day", -3, "day", "2019-03-01 month"),
        ("2019-03", "day", -10, "day", None),
        ("1989", "month", -2, "month", "1989-01-01 year"),
        ("1989", "month", -6, "month", None),
        ("2020-01-01", "week", -1, "week", "2019-12-23 week"),
    ],
)
def test_shift(anchor: str, unit: str, amount: int, precision: str, expected: str | None) -> None:
    result = shift(FuzzyDate(*published(anchor)), unit, amount, precision)
    assert (f"{result.iso()} {result.precision}" if result else None) == expected


def test_infer_year_uses_the_end_of_a_month_precision_publication() -> None:
    # published some day in March 2019: May 25 is within two months of March 31, June 15 is not
    assert infer_year(FuzzyDate(date(2019, 3, 1), "month"), 5, 25) == date(2019, 5, 25)
    assert infer_year(FuzzyDate(date(2019, 3, 1), "month"), 6, 15) == date(2018, 6, 15)


def test_sentence_bounds_in_spanish() -> None:
    text = "Llegaron el 23 de febrero. ¿Qué pasó al día siguiente? Nadie lo sabe."
    start, end = sentence_bounds(text, text.index("al día"))
    assert text[start:end] == "¿Qué pasó al día siguiente?"


def test_sentence_bounds_do_not_stop_at_abbreviations() -> None:
    text = "He fled. Gen. Manuel Noriega crushed a revolt in 1989. Then he left."
    start, end = sentence_bounds(text, text.index("1989"))
    assert text[start:end] == "Gen. Manuel Noriega crushed a revolt in 1989."


def test_mention_checks_its_span() -> None:
    with pytest.raises(ValueError, match="bad span"):
        DateMention("April 30", 5, 7, None)


PIECES = list("ab 1209,.-$'\"“”«»\n") + [
    *("Monday", "January", "Feb.", "last", "week", "ago", "two days", "later", "that night"),
    *("el", "de", "febrero", "sábado", "pasado", "hace", "días", "después", "ayer", "esa noche"),
]


@given(st.lists(st.sampled_from(PIECES), max_size=60).map("".join) | st.text(max_size=60))
def test_offsets_always_point_at_the_surface(text: str) -> None:
    for mention in dates(text, DEC_9):
        assert text[mention.start : mention.end] == mention.surface


# ---------------------------------------------------------------------------- clues

# One phrase (at least) for each rule, and pieces of others.
CLUE_PHRASES = [
    *("2019-03-18", "Monday, Feb. 25, 2019", "9 December 2019", "in mid-January 2019", "Sept. 9"),
    *("23rd of February", "since April", "late May", "the end of 2018", "early 2019", "Monday"),
    *("last Tuesday morning", "yesterday", "last night", "this evening", "earlier this month"),
    *("the past few days", "the past month", "recent weeks", "two years ago"),
    *("a couple of days after", "the night before", "the following week", "12 months prior"),
    *("two days later", "days earlier", "hours after", "48 hours later", "the next morning"),
    *("that night", "later that same day", "the same week", "that Friday", "last weekend"),
    *("over the weekend", "the day before yesterday", "two hours ago", "by mid-morning", "later in the day",
      "by around 9 a.m."),
    *("el sábado 23 de febrero de 2019", "febrero de 2019", "a finales de abril de 2018"),
    *("1.º de mayo", "23 de febrero", "en marzo", "a mediados de mayo", "en el 2018", "el viernes"),
    *("el pasado sábado", "el lunes que viene", "este domingo", "la noche del miércoles"),
    *("anteayer", "Hoy", "hoy en día", "esta madrugada", "antes de anoche", "la semana pasada"),
    *("el pasado mes", "este año", "el mes en curso", "en lo que va del año"),
    *("las últimas semanas", "45 horas después"),
    *("días recientes", "hace un par de días", "hace 3 meses", "el pasado fin de semana"),
    *("durante el fin de semana", "dos días después", "unas horas más tarde", "días atrás"),
    *("al día siguiente", "la noche anterior", "la víspera", "al otro día", "ese mismo día"),
    *("aquella noche", "el mismo mes", "ese viernes", "DÍA", "AÑO", "Ñ", "í"),
    *("ago", "day", "the", "ſ", "K"),
    *("1٣", "“", "\n", ",", ".", "-", "İn"),
]  # fmt: skip
CLUE_TEXT = st.lists(
    st.sampled_from(CLUE_PHRASES).flatmap(
        lambda p: st.sampled_from([p, p.upper(), p.title(), p.replace("s", "ſ").replace("i", "ı")])
    ),
    max_size=4,
).map(" ".join) | st.text(max_size=60)


@settings(max_examples=500, deadline=None)  # a property of the rules, not a timing (speed is bench/'s)
@given(CLUE_TEXT)
def test_rules_left_out_by_the_clues_cannot_match(text: str) -> None:
    planned = {rule.pattern for rule in _plan(_clues(text))}
    for rule in _ABSOLUTE + _RELATIVE + _ANAPHORIC:
        assert rule.pattern in planned or not rule.pattern.search(text), rule.pattern.pattern


def test_a_sentence_without_clues_needs_no_rule() -> None:
    text = "Soldiers crossed the bridge and asked Colombian officers for asylum, officials said."
    assert _clues(text) == frozenset() and _plan(_clues(text)) == ()


@given(st.text(alphabet="abcdeiklmnorsty KİıſSIÅ\u0345ß", max_size=30))
def test_fold_case_matches_where_ignorecase_does(text: str) -> None:
    folded = fold_case(text)
    assert len(folded) == len(text)
    for pattern in ("this morning", "cookies?", "sk", r"\bis\b", r"[a-z]{3,}", r"\w+ ago"):
        assert bool(re.search(pattern, text, re.IGNORECASE)) == bool(re.search(pattern, folded))


@given(CLUE_TEXT)
def test_any_text_reads_without_error(text: str) -> None:
    for mention in dates(text, DEC_9):
        assert text[mention.start : mention.end] == mention.surface


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("he fled yeſterday", "2019-12-08 day"),  # re.IGNORECASE reads "ſ" as "s", "ı" as "i"
        ("thıs mornıng", "2019-12-09 day"),
        ("the paſt month", "2019-12-01 month"),
        ("ſeven days ago", "2019-12-02 day"),
        ("two weeKs ago", "2019-11-25 week"),
    ],
)
def test_letters_that_ignorecase_reads_as_ascii(text: str, expected: str) -> None:
    assert normalised(one(text, DEC_9)) == expected


# Holidays are days; Agência Brasil writes "Tuesday (18)"; "este lunes" told in the past is the Monday
# gone, told in the future the one to come (publication Friday 2019-06-14).
HOLIDAYS_AND_HOUSE_STYLES = [
    ("killed in a shootout on Christmas Day", "2019-12-27", "Christmas Day", "2019-12-25 day"),
    ("arrested on Christmas Eve in Ureña", "2019-12-27", "Christmas Eve", "2019-12-24 day"),
    ("crossed the river on New Year's Day", "2019-01-03", "New Year's Day", "2019-01-01 day"),
    ("murió el día de Navidad en Santa Elena", "2019-12-27", "el día de Navidad", "2019-12-25 day"),
    ("desertaron en Nochebuena", "2019-12-27", "Nochebuena", "2019-12-24 day"),
    ("were flown to Manaus on Tuesday (18) on a plane", "2019-06-19", "Tuesday (18)", "2019-06-18 day"),
    ("two sergeants arrived on Sunday (16).", "2019-06-19", "Sunday (16)", "2019-06-16 day"),
    ("arrived on Friday (31) in Boa Vista", "2019-06-03", "Friday (31)", "2019-05-31 day"),
    ("Dos sargentos cruzaron este lunes a Colombia.", "2019-06-14", "este lunes", "2019-06-10 day"),
    ("Dos sargentos fueron detenidos este lunes en Cúcuta.", "2019-06-14", "este lunes", "2019-06-10 day"),
    ("El Congreso votará este lunes la ley.", "2019-06-14", "este lunes", "2019-06-17 day"),
    ("Guaidó viaja este lunes a Cúcuta.", "2019-06-14", "este lunes", "2019-06-17 day"),
    # "el jueves 10": a Spanish weekday with its day of the month is that day, not the nearest weekday
    ("El cabo abandonó su puesto el jueves 6 y cruzó a Brasil.", "2019-06-14", "jueves 6", "2019-06-06 day"),
    ("Según su madre, el sargento desertó el martes 4 cerca de Ureña.", "2019-06-14", "martes 4", "2019-06-04 day"),
    # and "en este momento" in a live report is the day of the report
    ("En este momento unos veinte exmilitares bloquean la vía.", "2019-06-14", "En este momento", "2019-06-14 day"),
]


# Spanish and Portuguese papers write a day-first numeric date, "em 14/03" or "el 14/3/2019"; without
# a year it takes one as a month-day does. A fraction, a score or a path is not a date.
NUMERIC_DAY_FIRST = [
    ("O sargento cruzou a fronteira em 14/03, segundo a família.", "2019-06-14", "14/03", "2019-03-14 day"),
    ("El cabo desertó el 9/4 y pidió refugio.", "2019-06-14", "9/4", "2019-04-09 day"),
    ("Foi preso no dia 02/06/2019 em Pacaraima.", "2019-06-14", "02/06/2019", "2019-06-02 day"),
    ("fue detenido el 28/12 en Ureña", "2019-01-10", "28/12", "2018-12-28 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), HOLIDAYS_AND_HOUSE_STYLES + NUMERIC_DAY_FIRST)
def test_holidays_house_styles_este_told_in_the_past_and_day_first(text: str, pub: str, surface: str,
                                                                     expected: str) -> None:
    mention = one(text, pub)
    assert (mention.surface, normalised(mention)) == (surface, expected)


@pytest.mark.parametrize(
    "text", ["ganó 3/4 de los votos", "un partido que terminó 2/1", "ver /2019/05/11/ en la web", "el 30/02 no existe"]
)
def test_numbers_with_slashes_that_are_not_dates(text: str) -> None:
    assert [normalised(m) for m in dates(text, "2019-06-14")] in ([], [None])


@pytest.mark.parametrize("text, want", [
    ("Two days after he crossed, on May 23, agents detained his brother.", None),
    ("Two days after the vote, on May 23, agents detained his brother.", date(2019, 5, 25)),
])
def test_offset_from_a_clause_takes_no_base_from_the_date_after_it(text, want):
    """"Two days after he crossed, on May 23": May 23 is the offset's own day, not its base."""
    first = find_dates(text, date(2019, 6, 2))[0]
    assert (first.date.value if first.date else None) == want
