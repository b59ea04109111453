"""Event extraction traps found in the thirty-third sweep over the development batches (batch 67's bq08: "Ya en
Villa del Rosario se dirigió al puesto de Migración Colombia ... y pidió protección", a paragraph opening on an
adverb and a place before its verb, and "El jueves 24 de enero, un día después de que Juan Guaidó se juramentara en
Caracas ..., terminó su turno", whose fronted time clause names a civilian who then stood for the sergeant's "Crucé"),
each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ADVERB_THEN_PLACE_OPENS = [
    # an adverb ("ya", "já", "luego") before the place that opens a sentence whose subject is left out: the soldier
    # told before is its subject, as after "En Villa del Rosario se dirigió ..."
    _case("El sargento Luis Pérez cruzó el puente el 24 de enero. Ya en Villa del Rosario se dirigió al puesto de "
          "Migración Colombia y pidió protección.", "2019-02-01",
          [("asylum", ANY, "2019-01-24")], (), "ya-en-place"),
    _case("O sargento Rui Sampaio atravessou a fronteira em 24 de janeiro. Já em Pacaraima pediu refúgio.",
          "2019-02-01", [("asylum", "Pacaraima", "2019-01-24")], (), "ja-em-place"),
    _case("El cabo Luis Pérez cruzó el río Táchira el 24 de enero. Luego en Villa del Rosario se presentó ante la "
          "Policía y pidió protección.", "2019-02-01", [("asylum", ANY, "2019-01-24")], (), "luego-en-place"),
    # guard: a sentence that names its own subject after the place is about that one, not the soldier
    _case("El sargento Luis Pérez cruzó el puente el 24 de enero. Ya en Villa del Rosario su primo pidió protección.",
          "2019-02-01", [], ("asylum",), "ya-en-place-own-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", ADVERB_THEN_PLACE_OPENS)
def test_an_adverb_then_a_place_opens(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _speaker_of_quote(texts: list[str]) -> list[str]:
    """The names the first person of the last sentence's quote stands for."""
    last = read_actors(texts)[-1]
    return [a.name for m in last if m.in_quote for a in m.actors]


def test_a_civilian_in_a_fronted_time_clause_leaves_the_soldier_in_focus() -> None:
    # "un día después de que Juan Guaidó se juramentara": Guaidó only dates the sentence; "Crucé" is the sergeant's
    texts = ["El sargento Luis Pérez servía en la aduana de San Antonio.",
             "El jueves 24 de enero, un día después de que Juan Guaidó se juramentara en Caracas, terminó su turno y "
             "caminó hasta el lado colombiano.",
             "\"Crucé como cualquier persona\", contó."]
    assert _speaker_of_quote(texts) == ["Sgt. Luis Pérez"]


@pytest.mark.parametrize("clause", ["después de que Juan Guaidó se juramentara en Caracas",
                                    "two days after Juan Guaidó swore himself in"])
def test_fronted_time_clauses_in_both_languages(clause: str) -> None:
    texts = ["El sargento Luis Pérez servía en la aduana de San Antonio.",
             f"El jueves 24 de enero, {clause}, terminó su turno.",
             "\"Crucé como cualquier persona\", contó."]
    assert _speaker_of_quote(texts) == ["Sgt. Luis Pérez"]


def test_a_civilian_subject_of_the_main_clause_takes_the_focus() -> None:
    # guard: a civilian who is the main clause's subject (no time clause) is whom the quote after is by
    texts = ["El sargento Luis Pérez servía en la aduana de San Antonio.",
             "El jueves 24 de enero, Juan Guaidó habló en Caracas.",
             "\"Crucé como cualquier persona\", contó."]
    assert _speaker_of_quote(texts) == ["Juan Guaidó"]
