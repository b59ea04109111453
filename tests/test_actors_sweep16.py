"""Actors found by the sixteenth sweep: "the former corporal", "another group of", "el mayor fue detenido"."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _names(text: str) -> list[str]:
    return [a.name for m in read_actors([text])[0] for a in m.actors]


@pytest.mark.parametrize("text, name", [
    ("The former corporal crossed the bridge.", "a former corporal"),
    ("The retired major was arrested.", "a retired major"),
    ("Another group of 35 deserters was flown to Bogotá.", "another group of 35 deserters"),
    ("Otro grupo de 35 desertores fue trasladado a Bogotá.", "otro grupo de 35 desertores"),
    ("Um novo grupo de 12 militares chegou a Pacaraima.", "um novo grupo de 12 militares"),
    ("El mayor fue arrestado el lunes en Valencia.", "a mayor"),
    ("El mayor retirado fue detenido el lunes.", "a mayor"),
    ("Três colegas foram presos em maio.", "três colegas"),
    ("Three colleagues were arrested in May.", "three colleagues"),
])
def test_described_soldiers_and_groups(text: str, name: str) -> None:
    assert _names(text)[:1] == [name]


@pytest.mark.parametrize("text", [
    "El mayor fue el más afectado por la crisis.",  # the largest, not the rank
    "El mayor número de deserciones fue en febrero.",
])
def test_el_mayor_not_the_rank(text: str) -> None:
    assert _names(text) == []

