"""Actor traps found in held-out batch 84, each shown on new sentences: "Police took the six into custody" names the
group told before by its number, as the object of the detention."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

GROUP = "Six Venezuelan sailors came ashore near Noord on Sunday."


@pytest.mark.parametrize("sentence", [
    "Aruba police took the six into custody on Sunday.",
    "The coast guard kept the six in custody overnight.",
    "The island's police held the six in detention at the station.",
])
def test_the_number_held_in_custody_is_the_group_told_before(sentence: str) -> None:
    mentions = read_actors([GROUP, sentence])[1]
    assert [(a.count, a.military) for m in mentions for a in m.actors] == [(6, True)]


@pytest.mark.parametrize("sentence", [
    # (guards: "into account" is no custody; a number that is not the group's)
    "The court took the six into account.",
    "Police said the first six were tourists.",
])
def test_the_number_not_held_is_no_group(sentence: str) -> None:
    assert not read_actors([GROUP, sentence])[1]
