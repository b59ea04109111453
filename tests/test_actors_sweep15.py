"""Actors found by the fifteenth sweep: a post, a unit or a source of the force is nobody."""

from __future__ import annotations

import pytest

from geo.actors import parse_count, read_actors


def _names(text: str) -> list[str]:
    return [a.name for m in read_actors([text])[0] for a in m.actors]


@pytest.mark.parametrize("text", [
    "Hombres armados asaltaron el domingo una unidad militar en Apure.",
    "Homens armados atacaram no sábado um posto da Guarda Nacional na fronteira.",
    "Una fuente militar confirmó el hecho.",
    "Uma fonte militar confirmou o caso.",
])
def test_a_post_unit_or_source_of_the_force_is_nobody(text: str) -> None:
    assert _names(text) == []


@pytest.mark.parametrize("text, name", [
    ("Um sargento da GNB cruzou a fronteira.", "a sargento"),
    ("Un joven militar cruzó el río.", "a joven militar"),
])
def test_a_soldier_still_is_one(text: str, name: str) -> None:
    assert _names(text) == [name]


@pytest.mark.parametrize("text, count", [
    ("half a dozen", 6), ("media docena de", 6), ("meia dúzia de", 6), ("uma dúzia de", 12), ("a dozen", 12),
])
def test_half_a_dozen_is_six(text: str, count: int) -> None:
    assert parse_count(text) == count


def test_the_source_of_what_is_told_is_no_antecedent() -> None:
    texts = ["Cinco soldados venezuelanos cruzaram a fronteira no domingo (1º) em Pacaraima.",
             "Segundo um dos soldados, o grupo dormiu na mata.",
             "Na terça-feira (3), os cinco foram levados para Boa Vista."]
    last = read_actors(texts)[-1]
    assert [a.name for m in last for a in m.actors if a.kind != "person"][:1] == ["cinco soldados"]
