"""Actor traps found in held-out batch 79, each shown on new sentences: people counted by what they say they are
("37 people who identify themselves as members of the armed forces") are soldiers."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("sentence, surface", [
    ("Officials said 37 people who identify themselves as members of Venezuela's armed forces crossed.", "37 people"),
    ("CORE said 23 people identifying themselves as Venezuelan military personnel applied.", "23 people"),
    ("Migración dijo que 40 personas que se identifican como militares venezolanos cruzaron.", "40 personas"),
    ("A PF disse que 12 pessoas que dizem ser ex-militares venezuelanos entraram.", "12 pessoas"),
])
def test_people_who_say_they_are_soldiers_are_military(sentence: str, surface: str) -> None:
    mentions = read_actors([sentence])[0]
    assert [a.military for m in mentions if m.surface == surface for a in m.actors] == [True]


@pytest.mark.parametrize("sentence, surface", [
    # (guards: what else people say they are, or a plain count of people, makes no soldiers)
    ("Officials said 37 people who identify themselves as farmers crossed.", "37 people"),
    ("Officials said 37 people crossed into Guyana.", "37 people"),
    ("Migración dijo que 40 personas que se identifican como comerciantes cruzaron.", "40 personas"),
])
def test_other_people_counted_are_not_military(sentence: str, surface: str) -> None:
    mentions = read_actors([sentence])[0]
    assert [a.military for m in mentions if m.surface == surface for a in m.actors] == [False]
