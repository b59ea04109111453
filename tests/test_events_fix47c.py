"""Event extraction traps found in held-out batch 47 worked a third time (an opposition leader who "tem pedido" to the
soldiers and promised an amnesty, a lawyer's words in a story filed from Bonaire), each shown on new sentences: a
Portuguese perfect ("tem pedido ... e prometeu") is a standing position as the English and Spanish ones are, and a
statement with no place in a story filed from a town whose country the article never names was made there."""

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


_SAILORS_LANDED = ("KRALENDIJK, Bonaire (AP) — Two Venezuelan coast guard sailors who deserted sailed a motorboat "
                   "from Venezuela to Bonaire on Monday, police said.\n\n")

SAID_WHERE_FILED = [
    # a lawyer's words with no place, in a story filed from Kralendijk, an island's town whose country (Bonaire) the
    # story never names as one: said there, not in Venezuela, the country it names most
    _case(_SAILORS_LANDED + "Their lawyer, Anne Dekker, said the two men had broken with Nicolás Maduro and "
          "recognized Juan Guaidó as president.", "2019-06-14", [("statement", "Kralendijk", ANY)],
          (("statement", "Venezuela", ANY),), "lawyer-said-in-kralendijk"),
    # ... a statement placed by its own sentence keeps its place
    _case(_SAILORS_LANDED + "The Venezuelan Defense Minister, Vladimir Padrino López, said on Tuesday in Caracas "
          "that the two men were traitors.", "2019-06-14", [("statement", "Caracas", ANY)],
          (("statement", "Kralendijk", ANY),), "minister-said-in-caracas"),
]


@pytest.mark.parametrize("text, published, present, absent", SAID_WHERE_FILED)
def test_said_where_filed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
