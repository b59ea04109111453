"""Actor traps found in held-out batch 73, each shown on new sentences: "os seis" and "los seis" as the object of a
move to a building named by what it is ("levou os seis até a sede da Polícia Federal em Boa Vista") stand for the
group named before, as they do before a town's name."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

GROUP = "Seis militares venezuelanos desertaram em El Paují."


def _masked(sentence: str, *places: str) -> list[tuple[int, int]]:
    return [(sentence.find(p), sentence.find(p) + len(p)) for p in places if p in sentence]


@pytest.mark.parametrize("sentence, number, places", [
    ("Uma patrulha levou os seis até a sede da Polícia Federal em Boa Vista.", "os seis", ("Boa Vista",)),
    ("Una patrulla llevó a los seis a la oficina de Migración en Cúcuta.", "los seis", ("Cúcuta",)),
    ("O Exército levou os seis para o abrigo de Pacaraima.", "os seis", ("Pacaraima",)),
])
def test_a_number_taken_to_a_building_is_the_group(sentence: str, number: str, places: tuple) -> None:
    mentions = read_actors([GROUP, sentence], [[], _masked(sentence, *places)])[1]
    assert [a.name for m in mentions if m.surface == number for a in m.actors] == ["seis militares"]


@pytest.mark.parametrize("sentence", [
    # (guards: a number before a time word or a plain noun is no object of a move)
    "Os seis até hoje esperam uma resposta.",
    "Los seis a la vez levantaron la mano.",
])
def test_no_group_for_a_number_not_moved(sentence: str) -> None:
    assert not [m for m in read_actors([GROUP, sentence], [[], []])[1] if m.surface.lower() in ("os seis", "los seis")]
