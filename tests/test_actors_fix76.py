"""Actor traps found in held-out batch 76, each shown on new sentences: "the third soldier", "el tercer guardia", "o
terceiro soldado" are one more man told of before as "a third soldier" (or someone new), not the soldier named last."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

NAMED = "Sgt. Luis Pérez and two soldiers left their post on Friday, and a third soldier joined them."


@pytest.mark.parametrize("sentence, surface, name", [
    ("The third soldier was later taken to a shelter.", "The third soldier", "a third soldier"),
    ("El tercer soldado fue llevado a un albergue.", "El tercer soldado", "a tercer soldado"),
    ("O terceiro soldado foi levado para um abrigo.", "O terceiro soldado", "a terceiro soldado"),
    ("The fourth guardsman was detained.", "The fourth guardsman", "a fourth guardsman"),
])
def test_an_ordinal_soldier_is_one_more_man(sentence: str, surface: str, name: str) -> None:
    mentions = read_actors([NAMED, sentence])[1]
    assert [a.name for m in mentions if m.surface == surface for a in m.actors] == [name]


@pytest.mark.parametrize("sentence", [
    # (guards: an ordinal before no person, and a plain "the soldier", stay as before)
    "The third battalion was moved to the border.",
    "The second round of talks failed.",
])
def test_no_actor_for_an_ordinal_before_no_person(sentence: str) -> None:
    mentions = read_actors([NAMED, sentence])[1]
    assert not [m for m in mentions if m.surface.lower().startswith(("the third", "the second"))]


def test_the_soldier_is_still_the_one_named() -> None:
    mentions = read_actors([NAMED, "The sergeant was later taken to a shelter."])[1]
    assert [a.name for m in mentions for a in m.actors] == ["Sgt. Luis Pérez"]
