"""Actor traps found in held-out batch 16: a conjunction that opens a sentence is no part of the name
after it."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_actors import names


@pytest.mark.parametrize("text, name", [
    ("Cuando Ramiro Quintana se quitó el uniforme, tenía 28 años.", "Ramiro Quintana"),
    ("Quando Ramiro Quintana chegou a Pacaraima, pediu refúgio.", "Ramiro Quintana"),
    ("Aunque Ramiro Quintana no quiso hablar, su esposa confirmó la fuga.", "Ramiro Quintana"),
])
def test_a_conjunction_opening_the_sentence_is_no_part_of_the_name(text: str, name: str) -> None:
    assert [name] in names(read_actors([text])[0])


@pytest.mark.parametrize("text", [
    "A navy sergeant who had served under Capt. Mario Urdaneta told reporters that he crossed the river at night.",
    "Um sargento que serviu sob o general Mario Urdaneta disse à imprensa que ele cruzou o rio de noite.",
])
def test_the_officer_one_served_under_is_no_subject_for_a_later_he(text: str) -> None:
    mentions = read_actors([text])[0]
    pronoun = [m for m in mentions if text[m.start:m.end].lower() in ("he", "ele")]
    assert pronoun and "Urdaneta" not in pronoun[-1].actors[0].name, [(text[m.start:m.end], m.actors) for m in mentions]
