"""Spanish and Portuguese counts found in held-out batch 19: "veintiocho", "treinta y dos", "vinte e oito"."""

from __future__ import annotations

import pytest

from geo.actors import parse_count, read_actors


@pytest.mark.parametrize("text, count", [
    ("Veintiocho exmilitares pasaron la noche en una iglesia.", 28),
    ("Veintidós soldados cruzaron el río.", 22),
    ("Treinta y cuatro guardias cruzaron el puente.", 34),
    ("Vinte e sete militares cruzaram a fronteira.", 27),
])
def test_compound_counts_make_a_group(text: str, count: int) -> None:
    (mentions,) = read_actors([text], [[]])
    assert mentions and mentions[0].actors[0].count == count


@pytest.mark.parametrize("words, count", [("veinticinco", 25), ("cuarenta y dos", 42), ("trinta e oito", 38)])
def test_parse_compound_counts(words: str, count: int) -> None:
    assert parse_count(words) == count
