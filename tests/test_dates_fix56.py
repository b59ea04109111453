"""Dates found in held-out batch 56: Portugal's capitalised "Abril" and "Agosto" (before the 2009 spelling reform)
after words of Portuguese only, and a stay told by how long it lasted ("Depois de uma semana em Pacaraima")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("Em Abril, mudou-se para Bogotá.", "Abril", "2019-04-01 month"),
    ("E, em Agosto, mudou-se para Bogotá.", "Agosto", "2019-08-01 month"),
    ("Saiu de Cúcuta a 15 de Abril, uma segunda-feira.", "15 de Abril", "2019-04-15 day"),
    ("Em meados de Agosto chegou a Lisboa.", "meados de Agosto", "2019-08-01 month"),
])
def test_portugals_capitalised_april_and_august(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-10-27")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize("text", [
    "La cantante Abril llegó a Cúcuta.",  # a Spanish first name
    "Vive en la avenida 19 de Abril.",  # a Spanish street
    "En Abril Pérez confiamos.",
])
def test_a_capitalised_abril_in_spanish_is_a_name(text: str) -> None:
    assert dates(text, "2019-10-27") == [], dates(text, "2019-10-27")


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("Depois de uma semana em Pacaraima, os quatro foram levados a Boa Vista.", "Depois de uma semana", "2019-03-16 day"),
    ("Tras dos semanas en Cúcuta, se mudaron a Bogotá.", "Tras dos semanas", "2019-03-23 day"),
    ("Después de tres días en el albergue, viajaron a Quito.", "Después de tres días", "2019-03-12 day"),
    ("After a week in Pacaraima, the four were taken to Boa Vista.", "After a week", "2019-03-16 day"),
])
def test_a_stay_told_by_how_long_it_lasted(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-08-13", anchor="2019-03-09")}
    assert found.get(surface) == expected, found


@pytest.mark.parametrize("text", [
    "Después de 14 años en el Ejército, desertó.",  # a career, not a stay counted from the day told
    "After two days of walking, they reached Arauca.",
])
def test_a_career_or_a_walk_is_no_stay(text: str) -> None:
    assert not [m for m in dates(text, "2019-08-13", anchor="2019-03-09") if m.date is not None]
