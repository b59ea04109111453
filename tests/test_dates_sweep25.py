"""Dates found by the twenty-fifth sweep: Portuguese "após", a night "de 4 para 5", May Day by its date's name."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # Portuguese "após" counts days as "depois": its object follows with no "de"
    ("Desertaram dois dias após 30 de abril.", "2019-05-10", {"dois dias após": "2019-05-02 day",
                                                              "30 de abril": "2019-04-30 day"}),
    ("Desertaram um dia após o levante.", "2019-05-10", {"um dia após": "2019-05-01 day",
                                                         "o levante": "2019-04-30 day"}),
    # a night from one day to the next: the first day, in Portuguese too
    ("Cruzaram na noite de 4 para 5 de maio.", "2019-05-10", {"4 para 5 de maio": "2019-05-04 day"}),
    # Labour Day by its date's name, and "el primero de mayo" in words
    ("Marcharon el Primero de Mayo.", "2019-05-10", {"Primero de Mayo": "2019-05-01 day"}),
    ("Marcharam no Primeiro de Maio.", "2019-05-10", {"Primeiro de Maio": "2019-05-01 day"}),
    ("Cruzaron el primero de octubre.", "2019-10-10", {"primero de octubre": "2019-10-01 day"}),
    ("Cruzaram em primeiro de outubro.", "2019-10-10", {"primeiro de outubro": "2019-10-01 day"}),
    # "del corriente": this month's day; a day of last month by its number
    ("Cruzaron el 3 del corriente.", "2019-03-10", {"3 del corriente": "2019-03-03 day"}),
    ("Cruzaron el 3 del mes pasado.", "2019-03-10", {"3 del mes pasado": "2019-02-03 day"}),
    ("Cruzaram no dia 3 do mês passado.", "2019-03-10", {"3 do mês passado": "2019-02-03 day"}),
    ("They crossed on the 3rd of last month.", "2019-03-10", {"3rd of last month": "2019-02-03 day"}),
    # "the week before last": two weeks back, as "la semana antepasada" (not "the week before last Sunday")
    ("They crossed the week before last.", "2019-03-10", {"the week before last": "2019-02-18 week"}),
    # (an ordinal of people is no day)
    ("El primero de los soldados cruzó en mayo.", "2019-10-10", {"mayo": "2019-05-01 month"}),
])
def test_sweep25_dates(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
