"""Actor traps found in held-out batch 82, each shown on new sentences: "unos 200 venezolanos que se identificaron
como exmiembros de la Fuerza Armada" are soldiers by what they say they are, as "que dijeron ser exmilitares" is."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("sentence, surface, count", [
    ("Según la Cancillería, unos 200 venezolanos que se identificaron como exmiembros de la Fuerza Armada pidieron "
     "refugio este año.", "unos 200 venezolanos", 200),
    ("Unos 90 venezolanos que dijeron ser exmilitares pidieron refugio en Quito.", "Unos 90 venezolanos", 90),
    ("Cerca de 70 venezuelanos que se identificaram como ex-integrantes das Forças Armadas pediram refúgio.",
     "Cerca de 70 venezuelanos", 70),
])
def test_venezuelans_who_say_they_were_soldiers_are_soldiers(sentence: str, surface: str, count: int) -> None:
    mentions = read_actors([sentence])[0]
    assert [(a.count, a.military) for m in mentions if m.surface == surface for a in m.actors] == [(count, True)]


@pytest.mark.parametrize("sentence", [
    # (guards: what they say they are is no force; no word of what they are)
    "Unos 90 venezolanos que dijeron ser comerciantes pidieron refugio en Quito.",
    "Unos 90 venezolanos pidieron refugio en Quito.",
])
def test_venezuelans_not_told_soldiers_are_no_group(sentence: str) -> None:
    mentions = read_actors([sentence])[0]
    assert not [m for m in mentions if "venezolanos" in m.surface]
