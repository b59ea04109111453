"""Actor traps found in held-out batch 40: the force between rank and name may name its country ("o coronel do
Exército da Venezuela Rui Lopes", "el capitán de la Armada de Venezuela Luis Mora"); the country is not the
first word of the name, and the surname alone later is the same officer."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("first, rank, name", [
    ("O coronel do Exército da Venezuela Rui Alberto Lopes, 51 anos, deixou o quartel.", "Col.", "Col. Rui Alberto Lopes"),
    ("El capitán de la Armada de Venezuela Luis Mora desertó en julio.", "Capt.", "Capt. Luis Mora"),
    ("O sargento da Guarda Nacional da Venezuela Pedro Vieira cruzou a fronteira.", "Sgt.", "Sgt. Pedro Vieira"),
])
def test_the_forces_country_stays_out_of_the_name(first: str, rank: str, name: str) -> None:
    mentions, later = read_actors([first, f"{name.split()[-1]} pediu refúgio."])
    assert [(a.rank, a.name) for m in mentions for a in m.actors] == [(rank, name)], mentions
    assert later and later[0].actors[0].name == name, later


def test_a_country_alone_after_the_rank_is_no_force() -> None:
    # "el coronel de Venezuela" is not a force: the words after it are no officer's name
    mentions, = read_actors(["El coronel de Venezuela Ramón Páez cruzó."])
    assert not any(a.name == "Col. Ramón Páez" for m in mentions for a in m.actors), mentions
