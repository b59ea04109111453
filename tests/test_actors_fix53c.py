"""Actor traps found in held-out batch 53: "a private of Venezuela's Bolivarian National Guard" is a soldier (the
word alone is too often an adjective, so it counts only with the force he serves in after it)."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("text, surface", [
    ("A private of the National Guard slipped out of his post.", "A private"),
    ("A sergeant and a private of Venezuela's Bolivarian National Guard left the checkpoint.", "a private"),
    ("He was a private of the Venezuelan Army until March.", "a private"),
])
def test_a_private_of_a_force_is_a_soldier(text: str, surface: str) -> None:
    mentions = read_actors([text])[0]
    assert any(m.surface == surface and all(a.military for a in m.actors) for m in mentions), mentions


@pytest.mark.parametrize("text", [
    "She is a private of the club and a friend of the mayor.",
    "It was a private of sorts, the manager said.",
])
def test_a_private_of_anything_else_is_nobody(text: str) -> None:
    assert not any("private" in m.surface.lower() for m in read_actors([text])[0])
