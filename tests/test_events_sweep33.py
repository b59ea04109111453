"""Event extraction traps found in the thirty-third sweep over the development batches (batch 67's bq08: "Ya en
Villa del Rosario se dirigió al puesto de Migración Colombia ... y pidió protección", a paragraph opening on an
adverb and a place before its verb, and "El jueves 24 de enero, un día después de que Juan Guaidó se juramentara en
Caracas ..., terminó su turno", whose fronted time clause names a civilian who then stood for the sergeant's "Crucé"),
each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import read_actors
from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
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


def _actors_of(gazetteer, text: str, published: str, place: str) -> list[tuple[str, ...]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [tuple(e.actors) for e in events if e.place == place]


HEAD_OF_A_CHAIN_IS_OTHERS = [
    # a singular verb whose chain of subject-less sentences leads to helpers (plural, "Vecinos lo llevaron"), over
    # his own quote, goes on with the one man told before them
    _case("El sargento Luis Pérez fue golpeado el domingo 27 de enero en Atalaya. \"Me dijeron sapo. Sabían quién "
          "era yo\", aseguró. Vecinos lo llevaron al centro de salud. La Policía confirmó la denuncia.\n\n"
          "Dos días después, el martes, tomó un bus hacia Bucaramanga.", "2019-02-05",
          [(ANY, "Bucaramanga", "2019-01-29")], (), "helpers-then-report-then-singular-verb"),
]


@pytest.mark.parametrize("text, published, present, absent", HEAD_OF_A_CHAIN_IS_OTHERS)
def test_the_head_of_a_chain_is_others(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_a_plural_verb_after_helpers_is_not_the_soldiers(gazetteer) -> None:
    # guard: a plural verb after the helpers is not the sergeant's move
    text = ("El sargento Luis Pérez fue golpeado el domingo 27 de enero en Atalaya. Vecinos lo llevaron al centro de "
            "salud. La Policía confirmó la denuncia.\n\nDos días después, el martes, viajaron a Bucaramanga.")
    actors = _actors_of(gazetteer, text, "2019-02-05", "Bucaramanga")
    assert not any("Luis Pérez" in name for names in actors for name in names), actors


@pytest.mark.parametrize("text, place", [
    ("El teniente Luis Pérez habló el lunes en Bogotá sobre su deserción. Según Migración Colombia, más de 400 "
     "militares venezolanos han cruzado a Colombia desde febrero. La mayoría entró por Maicao.", "Maicao"),
    # (a part by "la mayor parte" opens no verb the tool reads yet: left alone)
    ("O tenente Rui Sampaio falou na segunda-feira em Boa Vista. Segundo a Operação Acolhida, mais de 400 militares "
     "venezuelanos cruzaram para o Brasil desde fevereiro. A maioria entrou por Pacaraima.", "Pacaraima"),
], ids=["la-mayoria", "a-maioria"])
def test_most_of_a_tally_is_the_tally_not_the_officer_before(gazetteer, text: str, place: str) -> None:
    # "La mayoría entró por Maicao": the part of the tally told before, not the officer named before it
    actors = _actors_of(gazetteer, text, "2019-06-20", place)
    assert actors and not any(name.startswith("Lt.") for names in actors for name in names), actors
