"""Dates found by the twenty-second sweep: days counted back to the day, weekends before last, holidays."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # "a week ago today", "hoy hace una semana", "hoje faz uma semana": the same weekday, to the day
    ("A week ago today, a lieutenant crossed the bridge.", "2019-03-20", {"A week ago today": "2019-03-13 day"}),
    ("Two months ago to the day, he crossed.", "2019-03-20", {"Two months ago to the day": "2019-01-20 day"}),
    ("Hoy hace una semana, un teniente cruzó el puente.", "2019-03-20", {"Hoy hace una semana": "2019-03-13 day"}),
    ("Hace hoy dos semanas cruzó el puente.", "2019-03-20", {"Hace hoy dos semanas": "2019-03-06 day"}),
    ("Hoje faz uma semana que ele cruzou a fronteira.", "2019-03-20", {"Hoje faz uma semana": "2019-03-13 day"}),
    # the weekend before last: a week before the last one
    ("The weekend before last, he crossed.", "2019-05-03", {"The weekend before last": "2019-04-15 week"}),
    ("Cruzou no fim de semana retrasado.", "2019-05-03", {"no fim de semana retrasado": "2019-04-15 week"}),
    # Portuguese Christmas with its eve, night or day ("Natal" alone is a city); Twelfth Night
    ("Na véspera de Natal, três militares cruzaram a fronteira.", "2019-12-28", {"véspera de Natal": "2019-12-24 day"}),
    ("No Ano Novo, dois soldados cruzaram.", "2020-01-03", {"Ano Novo": "2020-01-01 day"}),
    ("El Día de Reyes, un sargento cruzó el puente.", "2019-01-08", {"Día de Reyes": "2019-01-06 day"}),
    ("Ele foi levado para Natal na terça-feira.", "2019-05-10", {"terça-feira": "2019-05-07 day"}),
    # British style opening on the weekday: one date, not a Sunday a fortnight later
    ("The corporal crossed on Sunday 3 March.", "2019-03-20", {"Sunday 3 March": "2019-03-03 day"}),
])
def test_days_counted_to_the_day_and_named_days(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
