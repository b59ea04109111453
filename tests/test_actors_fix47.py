"""Actor traps found in held-out batch 47: the Venezuelan press writes the National Guard "la GN" as well as "la
GNB", between a rank and a name too ("el capitán de la GN Darwin Méndez")."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("text, name", [
    ("Uno de los acusados es el capitán de la GN Luis Alberto Mora, de 33 años, quien cruzó a Colombia.",
     "Capt. Luis Alberto Mora"),
    ("El sargento segundo de la GN Pedro Ruiz fue detenido en San Cristóbal.", "2nd Sgt. Pedro Ruiz"),
])
def test_the_short_form_of_the_guard_between_rank_and_name(text: str, name: str) -> None:
    mentions, = read_actors([text])
    actors = [a for m in mentions for a in m.actors]
    assert any(a.name == name and a.military and a.unit == "National Guard" for a in actors), actors


def test_a_lower_case_gn_is_no_force() -> None:
    # "gn" in lower case is no abbreviation of the Guard
    mentions, = read_actors(["El capitán de la gn Luis Mora habló."])
    assert not any(a.unit == "National Guard" for m in mentions for a in m.actors), mentions
