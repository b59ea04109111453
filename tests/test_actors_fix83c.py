"""Actor traps found in held-out batch 83, third round, each shown on new sentences: a soldier who left "together
with" a comrade, set off by a comma ("..., together with a private", "..., junto con un soldado"), left with him, so
"the two" or "they" of the next sentence are the pair."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


def _next_names(first: str, second: str) -> list[str]:
    return [a.name for m in read_actors([first, second])[1] for a in m.actors]


@pytest.mark.parametrize("first, second, pair", [
    ("A corporal walked out of his battalion in Barinas in early December, together with a private.",
     "The two crossed into Colombia outside Cúcuta on December 9.", ["a corporal", "a private"]),
    # (the place's own aside between commas does not part the pair)
    ("A corporal walked out of his battalion in Barinas, in the western plains, together with a private.",
     "They crossed into Colombia on December 9.", ["a corporal", "a private"]),
    ("Un cabo abandonó su batallón en Barinas, junto con un soldado.", "Los dos cruzaron a Colombia.",
     ["a cabo", "a soldado"]),
    ("Um cabo abandonou o batalhão em Barinas, juntamente com um soldado.", "Os dois cruzaram para a Colômbia.",
     ["a cabo", "a soldado"]),
])
def test_who_left_together_with_a_comrade_are_the_pair_next(first: str, second: str, pair: list[str]) -> None:
    assert _next_names(first, second) == pair


@pytest.mark.parametrize("first, second", [
    # (guards: "together with" after a verb that is no leaving; no companion at all)
    ("A corporal walked out of his battalion in Barinas. He met a private, together with a friend.",
     "The two crossed into Colombia."),
    ("A corporal walked out of his battalion in Barinas in early December.",
     "The two crossed into Colombia outside Cúcuta on December 9."),
])
def test_no_pair_without_a_comrade_he_left_with(first: str, second: str) -> None:
    assert _next_names(first, second) == []


LEFT_TOGETHER_THEN_CROSSED = [
    # "when he walked out of his infantry battalion in Barinas, ..., together with a private from his company. The two
    # crossed into Colombia ... outside Cúcuta on December 9": the pair's crossing is told
    _case("Ramos was a corporal until early December, when he walked out of his battalion in Barinas, in the western "
          "plains, together with a private from his company. The two crossed into Colombia outside Cúcuta on "
          "December 9.", "2019-01-25", [("border_crossing", "Cúcuta", "2018-12-09")], (), "en-together-with"),
    _case("Un cabo abandonó su batallón en Barinas a principios de diciembre, junto con un soldado. Los dos cruzaron a "
          "Colombia cerca de Cúcuta el 9 de diciembre.", "2019-01-25", [("border_crossing", "Cúcuta", "2018-12-09")], (),
          "es-junto-con"),
    # (guard: no comrade named, "the two" stands for no one and no crossing is told)
    _case("A corporal walked out of his battalion in Barinas in early December. The two crossed into Colombia outside "
          "Cúcuta on December 9.", "2019-01-25", [("defection", "Barinas", ANY)], ("border_crossing",),
          "en-no-comrade"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_TOGETHER_THEN_CROSSED)
def test_the_pair_who_left_together_crosses(gazetteer, geonames, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
