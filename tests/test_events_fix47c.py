"""Event extraction traps found in held-out batch 47 worked a third time (an opposition leader who "tem pedido" to the
soldiers and promised an amnesty), each shown on new sentences: a Portuguese perfect ("tem pedido ... e prometeu") is a
standing position as the English and Spanish ones are."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_STANDING_POSITION = [
    # "tem criticado ... e prometeu": the second verb shares the Portuguese perfect, a position held, no statement
    _case("O chanceler brasileiro Ernesto Araújo tem criticado o regime de Maduro e prometeu ajuda aos desertores.",
          "2019-06-14", [], ("statement",), "pt-tem-criticado-e-prometeu"),
    _case("O líder opositor Juan Guaidó tem pedido aos militares que abandonem Maduro e prometeu anistia aos que o "
          "fizerem.", "2019-06-14", [], ("statement",), "pt-tem-pedido-e-prometeu"),
    # ... a simple past before "e" is no perfect: the promise is a statement
    _case("O chanceler brasileiro Ernesto Araújo criticou o regime de Maduro e prometeu ajuda aos desertores.",
          "2019-06-14", [("statement", ANY, ANY)], (), "pt-criticou-e-prometeu"),
    _case("O líder opositor Juan Guaidó pediu aos militares que abandonem Maduro e prometeu anistia aos que o "
          "fizerem.", "2019-06-14", [("statement", ANY, ANY)], (), "pt-pediu-e-prometeu"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STANDING_POSITION)
def test_a_standing_position(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
