"""Dates found in held-out batch 40: Poder360's house style numbers the weekdays ("na 2ª feira" is Monday) and
writes a day with the month's three letters after a dot ("(14.out)", "15.out.2019")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

NUMBERED_WEEKDAYS_AND_DOTTED_DAYS = [
    ("O sargento chegou a Manaus na 5ª feira (7.mar).", "2019-03-08", "7.mar", "2019-03-07 day"),
    ("O grupo foi levado para Curitiba na 2ª feira (3.jun.2019).", "2019-06-05", "3.jun.2019", "2019-06-03 day"),
    ("Publicado em 22.fev.2019 (sexta-feira) - 8h30", "2019-02-22", "22.fev.2019", "2019-02-22 day"),
    # a day late in the year, read in January's paper, is last year's
    ("Os dois cabos cruzaram a fronteira em 28.dez.", "2020-01-10", "28.dez", "2019-12-28 day"),
    # the numbered weekday alone is the latest such day, as "na segunda-feira" is
    ("O tenente pediu refúgio na 6ª feira em Boa Vista.", "2019-05-15", "6ª feira", "2019-05-10 day"),
    ("Ele desertou na 3ª-feira passada.", "2019-05-15", "3ª-feira passada", "2019-05-14 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), NUMBERED_WEEKDAYS_AND_DOTTED_DAYS)
def test_poder360_days(text: str, pub: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize("text", [
    "A versão 2.out do sistema foi lançada.",  # a version number, no day before the dot
    "O placar terminou 3.5 no segundo tempo.",
    "Ele viu 2ª via do documento.",  # "2ª via" is a second copy, no weekday
])
def test_no_day_in_other_dots_and_ordinals(text: str) -> None:
    assert dates(text, "2019-05-15") == []
