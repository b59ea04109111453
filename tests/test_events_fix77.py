"""Event extraction traps found in held-out batch 77 (a stay of "several" weeks or days opening the sentence before a
left-out subject's flight and refuge request), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

A_STAY_OF_SEVERAL_WEEKS = [
    # "Tras varias semanas en Bogotá, ...": a stay told without a number is the left-out subject's too
    _case("El sargento Luis Quintero desertó el 2 de febrero. Tras varias semanas en Bogotá, el 19 de marzo voló a "
          "San José y pidió refugio.", "2019-06-12",
          [("asylum", "San José", "2019-03-19"), ("relocation", "San José", "2019-03-19")], (), "es-tras-varias-semanas"),
    _case("El cabo Luis Mora desertó el 3 de marzo. Luego de varios días en Cúcuta, el 9 de marzo viajó a Bogotá.",
          "2019-06-12", [("relocation", "Bogotá", "2019-03-09")], (), "es-luego-de-varios-dias"),
    _case("O sargento Renato Souza desertou em 3 de março. Depois de várias semanas em Pacaraima, em 2 de abril viajou "
          "para Manaus e pediu refúgio.", "2019-06-12",
          [("asylum", "Manaus", "2019-04-02"), ("relocation", "Manaus", "2019-04-02")], (), "pt-depois-de-varias-semanas"),
    _case("O sargento Renato Souza desertou em 3 de março. Após vários dias em Pacaraima, em 2 de abril viajou para "
          "Manaus.", "2019-06-12", [("relocation", "Manaus", "2019-04-02")], (), "pt-apos-varios-dias"),
    # (guard: a plural verb after the stay is not the one man's: nothing moves)
    _case("El sargento Luis Quintero desertó el 2 de febrero. Tras varias semanas en Bogotá, el 19 de marzo volaron a "
          "San José.", "2019-06-12", [], ("relocation",), "es-plural-verb-not-his"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STAY_OF_SEVERAL_WEEKS)
def test_a_stay_of_several_weeks_shares_the_left_out_subject(gazetteer, text: str, published: str, present: list,
                                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
