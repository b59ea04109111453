"""Dates found by the twenty-fourth sweep: Carnival's own days, Ash Wednesday, Halloween, Finados, Réveillon, Páscoa."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # Carnival's Monday and Tuesday are days of their own (2019: March 4 and 5), not the latest Monday or Tuesday
    ("Desertó el lunes de Carnaval.", "2019-03-20", {"lunes de Carnaval": "2019-03-04 day"}),
    ("Desertó el martes de Carnaval.", "2019-03-20", {"martes de Carnaval": "2019-03-05 day"}),
    ("Desertou na terça-feira de Carnaval.", "2019-03-20", {"terça-feira de Carnaval": "2019-03-05 day"}),
    ("He deserted on Shrove Tuesday.", "2019-03-20", {"Shrove Tuesday": "2019-03-05 day"}),
    ("He deserted on Mardi Gras.", "2019-03-20", {"Mardi Gras": "2019-03-05 day"}),
    ("He deserted on Ash Wednesday.", "2019-03-20", {"Ash Wednesday": "2019-03-06 day"}),
    ("Desertou na Quarta-feira de Cinzas.", "2019-03-20", {"Quarta-feira de Cinzas": "2019-03-06 day"}),
    ("Desertó el Miércoles de Ceniza.", "2019-03-20", {"Miércoles de Ceniza": "2019-03-06 day"}),
    # Easter in Portuguese alone is its week
    ("Desertou na Páscoa.", "2019-05-20", {"Páscoa": "2019-04-15 week"}),
    # fixed holidays: Halloween, All Souls' Day in Brazil, Brazil's New Year's Eve
    ("He deserted on Halloween.", "2019-11-20", {"Halloween": "2019-10-31 day"}),
    ("Desertou no Dia de Finados.", "2019-11-20", {"Dia de Finados": "2019-11-02 day"}),
    ("Desertou no feriado de Finados.", "2019-11-20", {"Finados": "2019-11-02 day"}),
    ("Desertou no Réveillon.", "2019-01-20", {"Réveillon": "2018-12-31 day"}),
])
def test_carnival_days_and_holidays(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
