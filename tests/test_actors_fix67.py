"""Actor traps found in held-out batch 67, each shown on new sentences: a health centre is no one."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("sentence, word", [
    # "lo llevaron al Centro de Salud de La Ermita": a clinic's name, not a man's
    ("Unos vecinos lo llevaron al Centro de Salud de La Ermita, donde le cosieron la herida.", "Salud"),
    ("Lo atendieron en la Clínica Santa Ana de Cúcuta.", "Clínica"),
    # (a guard: Portuguese "Saúde" was already no name)
    ("Foi levado ao Centro de Saúde de Boa Vista.", "Saúde"),
])
def test_a_health_centre_is_no_one(sentence: str, word: str) -> None:
    people = [a.name for m in read_actors([sentence])[0] for a in m.actors if a.kind == "person"]
    assert not any(word in name for name in people), people
