"""Actor traps found in held-out batch 71, each shown on new sentences: the one a soldier left with ("saiu do quartel
com o cabo X", "deserted with Corporal X") makes a pair with him, the group a plural "they" stands for next."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


_PAIR = {"Sgt. Luis Pérez", "Cpl. Juan Rojas"}


@pytest.mark.parametrize("first, pair, left_together", [
    ("O sargento Luis Pérez fugiu com o cabo Juan Rojas.", _PAIR, True),
    ("Sgt. Luis Pérez deserted with Corporal Juan Rojas.", _PAIR, True),
    # (guards: met, not left, with him; a civilian who left with a soldier is no soldier's pair)
    ("Sgt. Luis Pérez met with Corporal Juan Rojas.", _PAIR, False),
    ("La abogada Ana Ruiz salió con el cabo Juan Rojas.", {"Ana Ruiz", "Cpl. Juan Rojas"}, False),
])
def test_they_after_left_with(first: str, pair: set, left_together: bool) -> None:
    mentions = read_actors([first, "They crossed the river on Monday."])[1]
    names = {a.name for m in mentions for a in m.actors}
    assert (pair <= names) is left_together, mentions
