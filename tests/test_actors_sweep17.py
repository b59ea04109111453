"""Actors found by the seventeenth sweep: a group "another group of soldiers" with no number; "the three"
as the object of a move; "el coronel" after a corporal was named is someone else."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _names(*sentences: str) -> list[list[str]]:
    return [[a.name for m in found for a in m.actors] for found in read_actors(list(sentences))]


@pytest.mark.parametrize("text, name", [
    ("Another group of soldiers was detained on Monday.", "another group of soldiers"),
    ("A second group of guardsmen crossed the river.", "a second group of guardsmen"),
    ("Otro grupo de soldados fue detenido por la Guardia Nacional.", "otro grupo de soldados"),
    ("Outro grupo de militares foi preso em Pacaraima.", "outro grupo de militares"),
])
def test_a_further_group_with_no_number(text: str, name: str) -> None:
    assert _names(text)[0][:1] == [name]


def test_the_number_as_the_object_of_a_move() -> None:
    names = _names("Two sergeants and a private crossed into Colombia.",
                   "Colombian officials transferred the three to a shelter in Riohacha.")
    assert names[1] == ["two sergeants", "a private"], names


def test_the_number_before_to_be_is_no_object() -> None:
    names = _names("Two sergeants and a private crossed into Colombia.", "He was the first of the two to be held.")
    assert names[1] == ["a private"], names  # "the first of the two to be held": no move, no object


@pytest.mark.parametrize("first, second, name", [
    ("El cabo primero Ender Ruiz se refugió en la embajada.", "El coronel retirado fue detenido en Valencia.",
     "a coronel"),
    ("O cabo Luis Aponte cruzou a fronteira.", "O sargento foi preso em Boa Vista.", "a sargento"),
])
def test_a_rank_of_its_own_is_someone_else(first: str, second: str, name: str) -> None:
    assert _names(first, second)[1][:1] == [name]


def test_the_same_rank_is_the_man_named() -> None:
    assert _names("El sargento primero Luis Aponte cruzó el puente.", "El sargento fue detenido.")[1] == \
        ["1st Sgt. Luis Aponte"]


@pytest.mark.parametrize("text, name", [
    ("Anoche, un grupo de seis soldados cruzó el río Táchira.", "un grupo de seis soldados"),
    ("Ayer, un grupo de cuatro cabos cruzó el río.", "un grupo de cuatro cabos"),
])
def test_a_day_word_opening_a_sentence_is_no_name(text: str, name: str) -> None:
    assert _names(text)[0] == [name]


def test_both_with_a_past_verb_are_the_pair() -> None:
    assert _names("Dos cabos escaparon a Colombia.", "Ambos pidieron refugio en Maicao.")[1] == ["dos cabos"]


def test_ambas_is_no_pair_of_men() -> None:
    # "Ambas" (feminine) after "dos sargentos": the two women the story told of, not the soldiers
    assert _names("Dos sargentos cruzaron el puente.", "Ambas pidieron refugio.")[1] == []
