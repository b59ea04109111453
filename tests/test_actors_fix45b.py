"""Actor traps found in held-out batch 45 (a development set), shown on new sentences: men told only by the
uniform of a force they wear ("tres hombres con el uniforme verde oliva de la GNB") are its members."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _military(text: str) -> bool:
    (mentions,) = read_actors([text], [[]])
    return any(a.military for m in mentions for a in m.actors)


@pytest.mark.parametrize("text", [
    "Dos hombres con el uniforme verde oliva de la Guardia Nacional levantaron las manos.",
    "Two men in army uniforms raised their hands at the checkpoint.",
    "Três homens com a farda do Exército venezuelano levantaram as mãos.",
])
def test_men_in_a_forces_uniform_are_soldiers(text: str) -> None:
    assert _military(text)


@pytest.mark.parametrize("text", [
    # no force named: clothes, not a service
    "Two men in civilian clothes raised their hands at the checkpoint.",
    "Dos hombres con uniformes de un equipo de fútbol levantaron las manos.",
])
def test_men_in_other_clothes_are_not(text: str) -> None:
    assert not _military(text)
