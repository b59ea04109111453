"""Actor traps found in held-out batch 80, each shown on new sentences: "los seis venezolanos", "os três
venezuelanos" stand for the group of soldiers counted before, as the bare "los seis" does."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("named, sentence, surface, actor", [
    ("Seis exmilitares venezolanos fueron rescatados el miércoles en una finca.",
     "Los seis venezolanos fueron trasladados a Ocaña.", "Los seis venezolanos", ("seis exmilitares", 6)),
    ("Seis exmilitares venezolanos fueron rescatados el miércoles en una finca.",
     "Los seis venezolanos, todos exguardias, fueron trasladados a Ocaña.", "Los seis venezolanos",
     ("seis exmilitares", 6)),
    ("Três ex-militares venezuelanos chegaram a Pacaraima na segunda-feira.",
     "Os três venezuelanos foram levados para Boa Vista.", "Os três venezuelanos", ("três ex-militares", 3)),
])
def test_the_count_and_the_nationality_stand_for_the_soldiers(named: str, sentence: str, surface: str,
                                                              actor: tuple) -> None:
    mentions = read_actors([named, sentence])[1]
    assert [(a.name, a.count) for m in mentions if m.surface == surface for a in m.actors] == [actor]


@pytest.mark.parametrize("named, sentence", [
    # (guards: no count, or a count before no nationality word, reads as before)
    ("Seis exmilitares venezolanos fueron rescatados el miércoles en una finca.",
     "Los venezolanos fueron trasladados a Ocaña."),
    ("Seis exmilitares venezolanos fueron rescatados el miércoles en una finca.",
     "Los seis colombianos fueron capturados."),
])
def test_no_soldiers_without_the_count_and_the_nationality(named: str, sentence: str) -> None:
    mentions = read_actors([named, sentence])[1]
    assert not [m for m in mentions if "venezolanos" in m.surface or "colombianos" in m.surface]
