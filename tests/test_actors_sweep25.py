"""Actors found by the twenty-fifth sweep: a rank's plain form told with a surname is the man named with its grade."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize(("sentences", "second"), [
    # "el sargento Peraza" after "el sargento primero Wuilmer Antonio Peraza Colmenárez": the same first sergeant
    (["El sargento primero Wuilmer Antonio Peraza Colmenárez cruzó el río.", "El sargento Peraza se entregó en Cúcuta."],
     "1st Sgt. Wuilmer Antonio Peraza Colmenárez"),
    # "Colonel Bracho" after "Lt. Col. Hugo Bracho"
    (["Lt. Col. Hugo Bracho fled to Colombia.", "Colonel Bracho said he had no choice."], "Lt. Col. Hugo Bracho"),
    # (another rank is another man: "Lt. Pérez" after "Sgt. Luis Pérez")
    (["Sgt. Luis Pérez fled to Colombia.", "Lt. Pérez said he had no choice."], "Lt. Pérez"),
])
def test_rank_of_grade_names_the_same_man(sentences: list[str], second: str) -> None:
    mentions = read_actors(sentences)
    assert mentions[1][0].actors[0].name == second
