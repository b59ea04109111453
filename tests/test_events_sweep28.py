"""Event extraction traps found by the twenty-eighth sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates

from .test_events_batch9 import ANY, _case, _coded, assert_coded

# A revolt named by its own day is told as well when a count of days starts from it, in Spanish and Portuguese as in
# English ("two weeks after the April 30 uprising"), and it keeps its own day, not the count's; a revolt named by
# no day of its own is still only the day counted from
COUNTED_FROM_A_NAMED_REVOLT = [
    _case("Los dos cabos desertaron cinco días después del alzamiento del 30 de abril.", "2019-06-20",
          [("uprising", ANY, "2019-04-30"), ("defection", ANY, "2019-05-05")], (), "dias-despues-del-alzamiento-del-30"),
    _case("El 7 de mayo, una semana después del fallido levantamiento del 30 de abril en Caracas, el teniente cruzó "
          "a Cúcuta.", "2019-06-20", [("uprising", "Caracas", "2019-04-30"), ("border_crossing", ANY, "2019-05-07")],
          (("uprising", ANY, "2019-05-07"),), "opening-day-then-a-week-after-the-revolt"),
    _case("Doce días después de la sublevación del 30 de abril, la Dgcim sigue deteniendo a soldados en Maracay.",
          "2019-06-20", [("uprising", ANY, "2019-04-30")], (("uprising", ANY, "2019-05-12"),),
          "the-revolt-keeps-its-own-day-not-the-count"),
    _case("O cabo desertou três semanas depois do levante de 30 de abril.", "2019-06-20",
          [("uprising", ANY, "2019-04-30")], (), "semanas-depois-do-levante-de-30"),
    # guards: a revolt named by no day of its own is the day counted from, told by nothing
    _case("Los dos cabos desertaron cinco días después del alzamiento.", "2019-06-20", [],
          (("uprising", ANY, ANY),), "days-after-an-undated-revolt-codes-none"),
    _case("O cabo desertou um dia depois da tentativa de levante.", "2019-06-20", [],
          (("uprising", ANY, ANY),), "um-dia-depois-do-levante-sem-dia"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_FROM_A_NAMED_REVOLT)
def test_a_revolt_named_by_its_day_is_told_in_a_count(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Portugal's spelling before 2009 writes the months with a capital: "Abril" and "Agosto" (Spanish words too) are
# months after Portuguese words ("a sublevação de 30 de Abril", "no dia 2 de Agosto", "até 15 de Agosto"), not after
# Spanish ones ("el 30 de Abril" stays a name, "la avenida 19 de Abril")
CAPITAL_MONTHS = [
    ("a frustrada sublevação de 30 de Abril em Caracas", "30 de Abril", "2019-04-30"),
    ("Chegou a Lisboa no dia 2 de Agosto.", "2 de Agosto", "2019-08-02"),
    ("Ficou em Boa Vista até 15 de Agosto.", "15 de Agosto", "2019-08-15"),
    ("Saiu do quartel a 14 de Abril.", "14 de Abril", "2019-04-14"),
    ("Marcharon por la avenida 19 de Abril.", None, None),
    ("Lo vieron el 30 de Abril.", None, None),
]


@pytest.mark.parametrize("text, surface, iso", CAPITAL_MONTHS)
def test_capital_months_after_portuguese_words(text: str, surface: str | None, iso: str | None) -> None:
    found = [(d.surface, d.date.iso() if d.date else None) for d in find_dates(text, date(2019, 9, 20))]
    if surface is None:
        assert not any("Abril" in s or "Agosto" in s for s, _ in found)
    else:
        assert (surface, iso) in found


# A statement left with no place, its speaker's country not said, was made in the country the story is filed from or
# about: the dateline's country, else the named country whose places the article mentions most (country precision,
# confidence 0.1 lower); a speaker whose country is said keeps it, and a story that names no country places none
SAID_IN_THE_STORY_COUNTRY = [
    _case("WILLEMSTAD, Curaçao — Three Venezuelan navy sailors reached the island by fishing boat on Sunday and asked "
          "for protection.\n\nPrime Minister Hendrik Maal said on Monday that the island would handle the case "
          "according to the law.", "2019-06-20", [("statement", "Curaçao", "2019-06-17")], (("statement", None, ANY),),
          "a-prime-minister-in-the-dateline-country"),
    _case("Two former Venezuelan guardsmen asked Canada for refugee protection at Toronto Pearson airport on June 3."
          "\n\nA spokeswoman for the department, Ana Lopes, said in a statement on June 5 that it does not comment on "
          "individual cases.", "2019-06-20", [("statement", "Canada", "2019-06-05")], (("statement", None, ANY),),
          "a-spokeswoman-in-the-country-the-story-is-about"),
    _case("Dos exguardias venezolanos pidieron refugio en Costa Rica el 3 de junio.\n\nLa vocera de la institución, "
          "Ana Lopes, confirmó el 5 de junio que recibió las dos solicitudes.", "2019-06-20",
          [("statement", "Costa Rica", "2019-06-05")], (("statement", None, ANY),), "una-vocera-en-costa-rica"),
    # guards
    _case("CÚCUTA, Colombia — Two Venezuelan sergeants crossed into Colombia on Sunday.\n\nVenezuela's Defense "
          "Minister Vladimir Padrino López said on state television on Monday that the deserters were traitors.",
          "2019-06-20", [("statement", "Venezuela", "2019-06-17")], (("statement", "Colombia", ANY),),
          "a-speaker-whose-country-is-said-keeps-it"),
    _case("Two sergeants deserted on June 3.\n\nA spokeswoman, Ana Lopes, said in a statement on June 5 that it does "
          "not comment on individual cases.", "2019-06-20", [("statement", None, "2019-06-05")], (),
          "no-country-named-no-place"),
]


@pytest.mark.parametrize("text, published, present, absent", SAID_IN_THE_STORY_COUNTRY)
def test_an_unplaced_statement_is_in_the_story_country(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
