"""Actor traps found in held-out batch 20 (a development set), each shown on new sentences: "19 of the strikers"
is part of the group of former soldiers on hunger strike named before, as "19 of them" is."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _part(sentences: list[str], surface: str) -> list[str]:
    return [a.name for m in read_actors(sentences)[-1] if m.surface == surface for a in m.actors]


@pytest.mark.parametrize("before, sentence, surface, group", [
    ("About 40 former soldiers had been on hunger strike in a park in Cúcuta.",
     "On Monday, 12 of the strikers boarded a bus to Bogotá.", "12 of the strikers", "about 40 former soldiers"),
    ("Some 30 former guardsmen refused food for a week outside the town hall in Maicao.",
     "Most of the strikers left for Riohacha on Friday.", "Most of the strikers", "some 30 former guardsmen"),
])
def test_part_of_the_strikers_is_part_of_the_soldiers(before: str, sentence: str, surface: str, group: str) -> None:
    assert _part([before, sentence], surface) == [group]


def test_strikers_with_no_group_before_are_no_one() -> None:
    assert _part(["Police cleared the square on Monday.", "Later, 12 of the strikers boarded a bus to Bogotá."],
                 "12 of the strikers") == []
