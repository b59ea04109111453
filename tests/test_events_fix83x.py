"""Event extraction traps found in held-out batch 83, fourth round: a time told in a relative clause on someone in the
"where" clause after a move's destination ("até Altamira, onde o primo, que chegou ao Brasil em 2017, trabalha") is
that person's, not the move's, which keeps the day the sentence opens with."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


OTHERS_TIME_IN_WHERE_CLAUSE = [
    _case("O sargento Rojas desertou em abril. Em 1º de junho, pegou um ônibus até Manaus, onde o primo, que chegou ao "
          "Brasil em 2017, trabalha numa revenda de motos.", "2019-06-14",
          [(ANY, "Manaus", "2019-06-01")], (), "pt-cousin-2017"),
    _case("O sargento Rojas desertou em abril. Em 1º de junho, pegou um ônibus até Manaus, onde o primo, que chegou em "
          "março, trabalha.", "2019-06-14",
          [("relocation", "Manaus", "2019-06-01")], (("relocation", ANY, "2019-03-01"),), "pt-cousin-march"),
    _case("Um cabo venezuelano desertou em março. Em 3 de maio, seguiu de ônibus para Manaus, onde um amigo, que chegou "
          "em fevereiro, o esperava.", "2019-05-17",
          [(ANY, "Manaus", "2019-05-03")], ((ANY, "Manaus", "2019-02-01"),), "pt-friend-february"),
]


@pytest.mark.parametrize("text, published, present, absent", OTHERS_TIME_IN_WHERE_CLAUSE)
def test_a_time_in_someone_elses_relative_clause_is_not_the_moves(gazetteer, geonames, text: str, published: str,
                                                                  present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


OWN_TIME_KEPT = [
    # (guards: a deed told in the "where" clause keeps its own day; a move with no day of its own outside the
    # clause still reads the one inside it)
    # (and English and Spanish, which already read the day the sentence opens with, keep it)
    _case("Sergeant Rojas deserted in April. On June 1 he took a bus to Manaus, where his cousin, who arrived in March, "
          "runs a motorbike shop.", "2019-06-14",
          [(ANY, "Manaus", "2019-06-01")], ((ANY, "Manaus", "2019-03-01"),), "en-cousin-march"),
    _case("El sargento Rojas desertó en abril. El 1 de junio tomó un autobús hasta Cúcuta, donde su tío, que llegó en "
          "marzo, tiene un taller.", "2019-06-14",
          [(ANY, "Cúcuta", "2019-06-01")], ((ANY, "Cúcuta", "2019-03-01"),), "es-uncle-march"),
    _case("A Venezuelan sergeant deserted in May. On June 1 he crossed into Colombia at Cúcuta, where he was arrested "
          "by Colombian police on June 3.", "2019-06-14",
          [("arrest", ANY, "2019-06-03")], (), "en-arrest-in-where-clause"),
    _case("Os quatro ex-militares foram levados para Boa Vista, onde o gerente, que os recrutou em 18 de março, foi "
          "ouvido pela polícia.", "2019-05-17",
          [("relocation", "Boa Vista", "2019-03-18")], (), "pt-no-other-day"),
]


@pytest.mark.parametrize("text, published, present, absent", OWN_TIME_KEPT)
def test_a_where_clause_keeps_its_own_times(gazetteer, geonames, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
