"""Place traps found in held-out batch 47, third round: a one-word name in lower case right after a place and a comma
("no norte de Roraima, para pedir", "llegó a Cúcuta, para pedir") is the common word, not a place listed after it."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


@pytest.mark.parametrize("text", [
    "Cerca de 60 ex-militares fizeram um protesto em Pacaraima, no norte de Roraima, para pedir agilidade.",
    "O sargento chegou a Boa Vista, para pedir refúgio à Polícia Federal.",
    "El sargento llegó el lunes a Cúcuta, para pedir refugio ante Migración Colombia.",
])
def test_a_lower_case_word_after_a_place_is_no_place(gazetteer, text: str) -> None:
    assert "Pará" not in [m.place.name for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text", [
    # (guards: the state named in capitals is still a place, listed or not)
    "Os militares seguiram para Roraima, Amazonas e Pará.",
    "Os militares seguiram para Roraima e Pará.",
    "O grupo foi levado a Belém, no Pará, na sexta-feira.",
])
def test_the_state_in_capitals_is_still_a_place(gazetteer, text: str) -> None:
    assert "Pará" in [m.place.name for m in resolve_mentions(text, gazetteer)]
