"""Event extraction traps found in held-out batch 45 (a sergeant's unit sent against a march in his own city,
deserters' relatives holding a vigil before a cathedral), each shown on new sentences: a town named as the owner of
its streets, and a town named before a site that people gathered in front of."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_TOWNS_OWN_STREETS = [
    # "marched in Valencia's streets": the streets are the town's, so the march is in the town.
    _case("On Thursday, hundreds of people marched in Valencia's streets.", "2019-10-20",
          [("protest", "Valencia", "2019-10-17")], (), "marched-in-the-towns-streets"),
    _case("On Thursday, thousands of residents marched in Mérida's own streets, banging pots.", "2019-10-20",
          [("protest", "Mérida", "2019-10-17")], (), "marched-in-the-towns-own-streets"),
    # ... a country's streets still place nobody at a town
    _case("On Thursday, hundreds of people marched in Venezuela's streets.", "2019-10-20", [],
          (("protest", "Valencia", ANY),), "marched-in-the-countrys-streets"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWNS_OWN_STREETS)
def test_a_towns_own_streets(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


IN_FRONT_OF_A_TOWNS_SITE = [
    # "in front of the Maracaibo cathedral", "in front of Mérida's town hall": where the crowd stood.
    _case("On 3 October, about 40 relatives of jailed officers gathered in front of the Maracaibo cathedral for a "
          "vigil.", "2019-10-20", [("protest", "Maracaibo", "2019-10-03")], (), "in-front-of-the-town-cathedral"),
    _case("On Friday, relatives of detained soldiers protested in front of Mérida's town hall.", "2019-10-20",
          [("protest", "Mérida", "2019-10-18")], (), "in-front-of-the-towns-town-hall"),
    # ... a town's governor is a person, not a site of the town
    _case("On Friday, relatives of detained soldiers protested in front of Maracaibo's governor.", "2019-10-20",
          [("protest", None, "2019-10-18")], (), "in-front-of-the-towns-governor"),
]


@pytest.mark.parametrize("text, published, present, absent", IN_FRONT_OF_A_TOWNS_SITE)
def test_in_front_of_a_towns_site(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_POST_LEFT_WITH_AN_INDEFINITE_ARTICLE = [
    # "abandonaram um posto", "deixou uma unidade": a post named with "um"/"uma" is left as much as "o posto".
    _case("Os dois cabos abandonaram um posto da Guarda Nacional perto de Puerto Ayacucho na quarta-feira (11).",
          "2019-09-14", [("defection", "Puerto Ayacucho", "2019-09-11")], (), "pt-abandonaram-um-posto"),
    _case("O soldado Ruiz deixou uma unidade do Exército em Maturín na terça-feira (10).", "2019-09-14",
          [("defection", "Maturín", "2019-09-10")], (), "pt-deixou-uma-unidade"),
    # ... leaving a health post is no desertion
    _case("A prefeitura abandonou um posto de saúde em Maturín na terça-feira (10).", "2019-09-14", [],
          ("defection",), "pt-abandonou-um-posto-de-saude"),
]


@pytest.mark.parametrize("text, published, present, absent", A_POST_LEFT_WITH_AN_INDEFINITE_ARTICLE)
def test_a_post_left_with_an_indefinite_article(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
