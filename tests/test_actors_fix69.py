"""Actor traps found in held-out batch 69, each shown on new sentences: the men told before, named by what they are
after a plural copula and before the relative clause that tells what they did."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _groups(sentence: str) -> list[str]:
    return [a.name for m in read_actors([sentence])[0] for a in m.actors if a.kind == "group"]


@pytest.mark.parametrize("sentence, head", [
    # "são soldados ... que atravessaram": the soldiers are who crossed
    ("Os outros três são soldados da Marinha que fugiram juntos para Boa Vista em maio.", "soldados"),
    ("Los otros dos eran guardias de un comando de Zulia que cruzaron por una trocha en julio.", "guardias"),
    ("Sus compañeros son desertores que llegaron a Cúcuta la semana pasada.", "desertores"),
])
def test_named_by_what_they_are_before_who(sentence: str, head: str) -> None:
    assert any(head in name for name in _groups(sentence)), _groups(sentence)


@pytest.mark.parametrize("sentence, head", [
    # (no relative clause after them: what they are, no deed told of them)
    ("Hasta marzo eran soldados del Ejército y hoy venden café en Lima.", "soldados"),
    ("Los otros tres son soldados profesionales de entre 19 y 22 años.", "soldados"),
])
def test_what_they_are_alone_names_no_one(sentence: str, head: str) -> None:
    assert not any(head in name for name in _groups(sentence)), _groups(sentence)
