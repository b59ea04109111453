"""Actor traps found by the thirty-first sweep, each shown on new sentences: a soldier named as a subject with his
kin ("The sergeant and his wife", "El cabo y su familia") is whom a plural "they" stands for next."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("first, soldier, carried", [
    ("Sgt. Luis Pérez and his wife crossed the Simón Bolívar bridge on Saturday.", "Sgt. Luis Pérez", True),
    ("El cabo Juan Rojas y su familia cruzaron el puente el sábado.", "Cpl. Juan Rojas", True),
    ("O cabo Juan Rojas e a mulher atravessaram a fronteira no sábado.", "Cpl. Juan Rojas", True),
    # (guards: a soldier named as an object, and a civilian with her family, stand for no "they")
    ("Agents arrested Sgt. Luis Pérez and his wife on Saturday.", "Sgt. Luis Pérez", False),
    ("La abogada Ana Ruiz y su familia cruzaron el puente el sábado.", "Ana Ruiz", False),
])
def test_they_after_a_soldier_and_his_kin(first: str, soldier: str, carried: bool) -> None:
    mentions = read_actors([first, "That afternoon they took a bus to Bucaramanga."])[1]
    names = {a.name for m in mentions for a in m.actors}
    assert (soldier in names) is carried, mentions
