"""Actor traps found in held-out batch 72, each shown on new sentences: a deserter's "no volví" and "não voltei"
in his own quote are his, as "crucé" and "atravessei" are."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


@pytest.mark.parametrize("sentence, verb, speaker", [
    ('"No volví al cuartel", dijo el sargento Luis Mora.', "volví", "Sgt. Luis Mora"),
    ('"Nunca más regresé a la unidad", contó el cabo Pedro Díaz.', "regresé", "Cpl. Pedro Díaz"),
    ('"Não voltei ao quartel", contou o cabo José Lima.', "voltei", "Cpl. José Lima"),
    ('"Nunca mais voltamos ao posto", contou o cabo José Lima.', "voltamos", "Cpl. José Lima"),
])
def test_a_first_person_return_verb_is_the_speaker(sentence: str, verb: str, speaker: str) -> None:
    mentions = read_actors([sentence])[0]
    assert [a.name for m in mentions if m.surface == verb for a in m.actors] == [speaker]


@pytest.mark.parametrize("sentence, verb", [
    # (guards: outside a quote it is no one; the third person "volvió" is not the speaker's)
    ("No volví al cuartel, escribió en su diario.", "volví"),
    ('"Luis no volvió al cuartel", dijo el sargento Pedro Díaz.', "volvió"),
])
def test_no_speaker_for_a_return_verb_not_his(sentence: str, verb: str) -> None:
    assert not [m for m in read_actors([sentence])[0] if m.surface == verb]
