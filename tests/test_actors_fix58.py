"""Actor traps found in held-out batch 58: a force named after its region is no man, and marines named short
("los infantes") are still a group of soldiers."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("text, force", [
    ("Según la Fuerza Naval del Oriente, los uniformados salieron del puesto el sábado.", "Naval del Oriente"),
    ("La Fuerza Aérea del Sur informó que los cabos llegaron a Puerto Carreño.", "Aérea del Sur"),
])
def test_a_force_named_after_its_region_is_no_man(text: str, force: str) -> None:
    mentions = read_actors([text])[0]
    assert not any(a.name == force for m in mentions for a in m.actors), [m.actors for m in mentions]
    assert any(a.military and a.kind == "group" for m in mentions for a in m.actors), [m.actors for m in mentions]


@pytest.mark.parametrize("text, surface", [
    ("El martes, dos de los infantes fueron trasladados a Villavicencio.", "dos de los infantes"),
    ("Los tres infantes llegaron a Puerto Carreño en una lancha.", "tres infantes"),
])
def test_marines_named_short_are_soldiers(text: str, surface: str) -> None:
    mentions = read_actors([text])[0]
    assert any(m.surface == surface and m.actors[0].military for m in mentions), [(m.surface, m.actors) for m in mentions]
