"""Event extraction traps found in held-out batch 81 (a European Portuguese article before the possessive, "abandonou
a sua unidade"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ARTICLE_BEFORE_THE_POSSESSIVE = [
    # pt-PT says "a sua unidade", "o seu posto" where pt-BR says "sua unidade": the post left all the same
    _case("O cabo contou que abandonou a sua unidade em Mérida, em novembro.", "2019-01-20",
          [("defection", ANY, "2018-11-01")], (), "pt-pt-abandonou-a-sua-unidade"),
    _case("Dois soldados deixaram o seu posto em San Cristóbal na segunda-feira.", "2019-03-14",
          [("defection", ANY, "2019-03-11")], (), "pt-pt-deixaram-o-seu-posto"),
    # (guard: the article and possessive before a home tell no desertion)
    _case("O cabo abandonou a sua casa em Mérida na segunda-feira.", "2019-03-14", [], ("defection",),
          "pt-pt-abandonou-a-sua-casa"),
]


@pytest.mark.parametrize("text, published, present, absent", ARTICLE_BEFORE_THE_POSSESSIVE)
def test_an_article_before_the_possessive_still_names_the_post(gazetteer, text: str, published: str, present: list,
                                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
