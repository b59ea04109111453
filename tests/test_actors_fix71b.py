"""Actor traps found in held-out batch 71 (a second pass), each shown on new sentences: "the whole group" and "the
entire group" are the group just named, as "the group" is."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


_GROUP = {"Sgt. Luis Pérez", "Cpl. Juan Rojas"}


@pytest.mark.parametrize("second, named", [
    ("On Friday, the whole group left Cúcuta and travelled to Bogotá.", True),
    ("The entire group crossed the river on Monday.", True),
    # (guards: a whole group of others is named there, and "whole" before a noun that is not "group" says nothing)
    ("On Friday, the whole group of journalists left Cúcuta.", False),
    ("On Friday, the whole town left Cúcuta.", False),
])
def test_the_whole_group(second: str, named: bool) -> None:
    mentions = read_actors(["Sgt. Luis Pérez and Cpl. Juan Rojas deserted in Ureña.", second])[1]
    names = {a.name for m in mentions for a in m.actors}
    assert (_GROUP <= names) is named, mentions
