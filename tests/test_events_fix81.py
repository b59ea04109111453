"""Event extraction traps found in held-out batch 81 (a European Portuguese article before the possessive, "abandonou
a sua unidade"; a second relative held named with her own article and age, "the mother and the 17-year-old sister of
a lieutenant"; a relative taken from work, "taken from her workplace"), each shown on new sentences."""

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


RELATIVES_HELD = [
    # "the mother and the 17-year-old sister of a lieutenant": the second relative with her own article and age
    _case("On Tuesday, DGCIM agents detained the mother and the 16-year-old brother of a navy sergeant at their home "
          "in Barquisimeto.", "2019-06-28", [("arrest", ANY, "2019-06-25")], (), "en-mother-and-the-aged-brother-of"),
    _case("On Tuesday, DGCIM agents detained the father and the younger sister of an army captain in Barquisimeto.",
          "2019-06-28", [("arrest", ANY, "2019-06-25")], (), "en-father-and-the-younger-sister-of"),
    # "was taken from her workplace and questioned": taken from work, as from home, by the security forces
    _case("On 18 June, the wife of a National Guard corporal was taken from her workplace in Mérida and questioned "
          "for two days.", "2019-06-28", [("arrest", ANY, "2019-06-18")], (), "en-taken-from-her-workplace"),
    _case("El 18 de junio, la esposa de un cabo de la GNB fue sacada de su lugar de trabajo en Mérida.", "2019-06-28",
          [("arrest", ANY, "2019-06-18")], (), "es-sacada-de-su-lugar-de-trabajo"),
    # (guards: no relative of a soldier, nobody held; papers taken from an office are things)
    _case("On Tuesday, police detained the mayor and the young aide of the governor in Barquisimeto.", "2019-06-28",
          [], ("arrest",), "en-mayor-and-aide-of-governor"),
    _case("On 18 June, the files were taken from her office in Mérida.", "2019-06-28", [], ("arrest",),
          "en-files-taken-from-office"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVES_HELD)
def test_relatives_held_with_an_age_or_from_work(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
