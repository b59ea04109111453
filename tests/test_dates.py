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
MAY_2 = "2019-05-02"  # a Thursday: VICE, two days after the April 30 uprising
MARCH = "2019-03"  # NPR and Business Insider, known only to the month


def published(value: str | None) -> tuple[date | None, str | None]:
    if value is None:
        return None, None
    parts = [int(part) for part in value.split("-")]
    return date(*parts, *[1] * (3 - len(parts))), ("year", "month", "day")[len(parts) - 1]


def dates(text: str, pub: str | None) -> list[DateMention]:
    return find_dates(text, *published(pub))


def one(text: str, pub: str | None) -> DateMention:
    mentions = dates(text, pub)
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
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), ABSOLUTE)
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
    ("his son died two months ago", MARCH, "two months ago", "2019-01-01 month"),
    ("Over the past month, nearly 1,000 troops fled", MARCH, "the past month", "2019-03-01 month"),
    ("a month ago", DEC_9, "a month ago", "2019-11-01 month"),
    ("last month", "2019", "last month", "2019-01-01 year"),
    ("last month", None, "last month", None),
    # years
    ("two years ago", DEC_9, "two years ago", "2017-01-01 year"),
    ("over the past year", DEC_9, "the past year", None),  # too wide to name
]


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


def test_sentence_bounds_do_not_stop_at_abbreviations() -> None:
    text = "He fled. Gen. Manuel Noriega crushed a revolt in 1989. Then he left."
    start, end = sentence_bounds(text, text.index("1989"))
    assert text[start:end] == "Gen. Manuel Noriega crushed a revolt in 1989."


def test_mention_checks_its_span() -> None:
    with pytest.raises(ValueError, match="bad span"):
        DateMention("April 30", 5, 7, None)


PIECES = list("ab 1209,.-$'\"“”\n") + [
    "Monday",
    "January",
    "Feb.",
    "last",
    "week",
    "ago",
    "two days",
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
    *("ago", "day", "the", "ſ", "K"),
    *("1٣", "“", "\n", ",", ".", "-", "İn"),
]  # fmt: skip
CLUE_TEXT = st.lists(
    st.sampled_from(CLUE_PHRASES).flatmap(
        lambda p: st.sampled_from([p, p.upper(), p.title(), p.replace("s", "ſ").replace("i", "ı")])
    ),
    max_size=4,
).map(" ".join) | st.text(max_size=60)


@settings(max_examples=500)
@given(CLUE_TEXT)
def test_rules_left_out_by_the_clues_cannot_match(text: str) -> None:
    planned = {pattern for pattern, _, _ in _plan(_clues(text))}
    for pattern, _, _ in _ABSOLUTE + _RELATIVE:
        assert pattern in planned or not pattern.search(text), pattern.pattern


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
