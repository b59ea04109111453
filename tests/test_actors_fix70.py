"""Actor traps found in held-out batch 70, each shown on new sentences: "took the five to Clifton", a number standing
for the group told before as the object of a move to a town by its name (it already did before "to a shelter")."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

_BEFORE = "Five Venezuelan sailors landed on Union Island on Wednesday."


@pytest.mark.parametrize("sentence", [
    "Police took the five to Clifton on Wednesday.",
    "The coast guard ferried the five to Kingstown.",
    # (a guard: before an article it already stood for them)
    "Police took the five to a shelter.",
])
def test_the_number_moved_to_a_town_is_the_group(sentence: str) -> None:
    mentions = read_actors([_BEFORE, sentence])[1]
    assert any(a.name == "five Venezuelan sailors" for m in mentions for a in m.actors), mentions


@pytest.mark.parametrize("sentence", [
    # (guards: a number counting things, and another number than the group's, stand for no one)
    "Police took the five rifles to Kingstown.",
    "The coast guard took the five boats to Clifton.",
])
def test_a_counted_thing_is_no_one(sentence: str) -> None:
    mentions = read_actors([_BEFORE, sentence])[1]
    assert not any(a.name == "five Venezuelan sailors" for m in mentions for a in m.actors), mentions
