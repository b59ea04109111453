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


@pytest.mark.parametrize(("text", "surface"), [
    # "after a day in which aid trucks burned": the day told, no stay
    ("On Saturday night, after a day in which aid trucks burned, he crossed the river.", "after a day"),
    ("El sábado en la noche, después de un día en el que ardieron los camiones, cruzó el río.", "después de un día"),
    ("No sábado à noite, depois de um dia em que os caminhões queimaram, atravessou o rio.", "depois de um dia"),
])
def test_a_day_in_which_is_no_stay(text: str, surface: str) -> None:
    found = {m.surface.strip().lower() for m in dates(text, "2019-08-13", anchor="2019-03-09")}
    assert surface not in found, found


@pytest.mark.parametrize(("text", "surface", "expected"), [
    # Portuguese "em 1958", "até 2017": a year after its preposition, as "en 1958"
    ("O avô saiu de Câmara de Lobos num navio para La Guaira em 1958.", "1958", "1958-01-01 year"),
    ("Em 2018, o Ceará recebeu o primeiro grupo de venezuelanos.", "2018", "2018-01-01 year"),
    ("O cabo serviu em Rubio até 2017.", "2017", "2017-01-01 year"),
])
def test_a_portuguese_year_after_its_preposition(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-10-27")}
    assert found.get(surface) == expected, found


def test_a_portuguese_count_is_no_year() -> None:
    assert not dates("Mais de 2000 militares cruzaram a fronteira.", "2019-10-27")
