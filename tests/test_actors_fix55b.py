"""Actor traps found in held-out batch 55 (a corporal introduced as "Guzmán, de 26 años, era cabo primero"): a rank
told as what a named man was, past his age set off by commas, still makes him a soldier of that rank."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("text, name", [
    ("Ramírez, de 26 años, era cabo primero del Ejército venezolano.", "Cpl. Ramírez"),
    ("Ramírez, de 31 años, fue sargento segundo de la Guardia Nacional.", "Sgt. Ramírez"),
    ("Ramírez, de 31 anos, era cabo quando deixou o quartel.", "Cpl. Ramírez"),
])
def test_a_rank_told_past_his_age(text: str, name: str) -> None:
    mentions = read_actors([text])[0]
    assert any(a.name == name and a.military for m in mentions for a in m.actors), [m.actors for m in mentions]


@pytest.mark.parametrize("text", [
    "Ramírez, de 26 años, era profesor de una escuela en Maturín.",
    "Ramírez, de 26 años, era conductor de autobús.",
])
def test_no_rank_past_his_age_makes_no_soldier(text: str) -> None:
    mentions = read_actors([text])[0]
    assert not any(a.military for m in mentions for a in m.actors), [m.actors for m in mentions]
