"""Actor traps found in held-out batch 65, each shown on new sentences: what a post had is no one's deed."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("sentence, surface, role", [
    # "el puesto tenía solo tres guardias de servicio": the guards are what the post had, its object
    ("Aquella noche la alcabala tenía solo dos guardias de servicio.", "dos guardias", "object"),
    ("Ese día el destacamento tuvo apenas cuatro soldados en la garita.", "cuatro soldados", "object"),
    # a tally kept by an office is its count, told as the subject of what the count did
    ("La entidad tiene registro de al menos 16 militares que cruzaron en enero.", "16 militares", "subject"),
])
def test_what_a_post_had(sentence: str, surface: str, role: str) -> None:
    mentions = read_actors([sentence])[0]
    assert [m.role for m in mentions if surface in m.surface] == [role]
