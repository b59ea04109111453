"""Actor traps found in held-out batch 50: whose order closed the border is no one who crossed, and a lieutenant
named by the first of his two surnames is the one named before in full."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("texts, name", [
    # "Com a fronteira fechada por ordem de Nicolás Maduro, ele atravessou": "ele" is the sergeant, not Maduro
    (["O sargento Pedro Lara desertou em Santa Elena de Uairén no sábado.",
      "Com a fronteira fechada por ordem de Nicolás Maduro, ele atravessou a pé até Pacaraima."], "Sgt. Pedro Lara"),
    (["O cabo Luis Rojas deixou o quartel na sexta-feira.",
      "Apesar das ordens de Diosdado Cabello, ele atravessou a fronteira no domingo."], "Cpl. Luis Rojas"),
])
def test_whose_order_is_no_antecedent(texts: list[str], name: str) -> None:
    *_, last = read_actors(texts)
    he = next(m for m in last if m.surface.lower() == "ele")
    assert [a.name for a in he.actors] == [name], he


@pytest.mark.parametrize("texts, full", [
    # "Lieutenant Bracho" after "First Lt. Jonathan Alexis Bracho Villegas": the first surname of two
    (["Lt. Jonathan Alexis Pérez Villegas ran across the bridge on Feb. 23.",
      "In June, Lieutenant Pérez took a bus to Bogotá."], "Lt. Jonathan Alexis Pérez Villegas"),
    (["Sgt. María José Rangel Peña crossed on Saturday.", "Sergeant Rangel said she would stay."],
     "Sgt. María José Rangel Peña"),
])
def test_a_ranked_first_surname_is_the_one_named_in_full(texts: list[str], full: str) -> None:
    *_, last = read_actors(texts)
    assert any(a.name == full for m in last for a in m.actors), last
