"""Dates found by the twenty-third sweep: a weekday's nth day of a month, a weekday with its day after it."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # the nth (or last) weekday of a month, in English, Spanish and Portuguese
    ("He crossed the bridge on the first Sunday of July.", "2019-07-20", {"the first Sunday of July": "2019-07-07 day"}),
    ("He crossed on the second Tuesday in June.", "2019-07-20", {"the second Tuesday in June": "2019-06-11 day"}),
    ("He crossed on the last Friday of June.", "2019-07-20", {"the last Friday of June": "2019-06-28 day"}),
    ("Cruzó el puente el primer domingo de julio.", "2019-07-20", {"el primer domingo de julio": "2019-07-07 day"}),
    ("Cruzó a Cúcuta el último viernes de junio.", "2019-07-20", {"el último viernes de junio": "2019-06-28 day"}),
    ("Cruzou no primeiro domingo de julho.", "2019-07-20", {"primeiro domingo de julho": "2019-07-07 day"}),
    ("Cruzou na primeira segunda-feira de julho.", "2019-07-20",
     {"primeira segunda-feira de julho": "2019-07-01 day"}),
    # a weekday with its day after it: "Tuesday the 2nd", "na última terça-feira, dia 2", "el martes, día 2"
    ("He crossed into Cúcuta on Tuesday the 2nd.", "2019-07-20", {"Tuesday the 2nd": "2019-07-02 day"}),
    ("He crossed on Friday, the 12th.", "2019-07-20", {"Friday, the 12th": "2019-07-12 day"}),
    ("Cruzou para Pacaraima na última terça-feira, dia 2.", "2019-07-20",
     {"na última terça-feira, dia 2": "2019-07-02 day"}),
    ("Cruzó a Cúcuta el martes, día 2.", "2019-07-20", {"martes, día 2": "2019-07-02 day"}),
    ("Cruzou para Pacaraima no sábado, dia 13 de julho.", "2019-07-20",
     {"no sábado, dia 13 de julho": "2019-07-13 day"}),
])
def test_weekdays_of_a_month_and_weekdays_with_their_day(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
