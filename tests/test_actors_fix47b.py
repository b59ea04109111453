"""Actor traps found in held-out batch 47 worked a second time: a Markdown list names each officer in bold before
his rank ("- **Kelvin Rondón**, teniente del Ejército, ..."), the emphasis closing between the name and the comma."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("text, name", [
    ("- **Kelvin Rondón**, teniente del Ejército, salió por Paraguachón el 9 de septiembre.", "Lt. Kelvin Rondón"),
    ("**Carlos Rivas**, sargento de la GNB, cruzó por Puerto Santander.", "Sgt. Carlos Rivas"),
    ("* __Ana Pérez__, sargento do Exército, atravessou a fronteira.", "Sgt. Ana Pérez"),
])
def test_a_rank_apposed_after_a_bold_name(text: str, name: str) -> None:
    mentions, = read_actors([text])
    actors = [a for m in mentions for a in m.actors]
    assert any(a.name == name and a.military for a in actors), actors


def test_a_bold_name_apposed_to_a_trade_is_no_soldier() -> None:
    # the emphasis is skipped, not read as a rank: a trader stays a civilian
    mentions, = read_actors(["- **Kelvin Rondón**, un comerciante de Maracaibo, salió por Paraguachón."])
    assert not any(a.military for m in mentions for a in m.actors), mentions
