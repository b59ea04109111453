"""Event extraction traps found in held-out batch 81 (a European Portuguese article before the possessive, "abandonou
a sua unidade"; a second relative held named with her own article and age, "the mother and the 17-year-old sister of
a lieutenant"; a relative taken from work, "taken from her workplace"; a unit named with its arm, "his infantry
battalion"; the office after a crase, "apresentaram à Migração Colômbia o pedido de refúgio"; a purpose, "com o
objetivo de atravessar"; a call on others to desert, "the calls on Venezuelan servicemen to desert"), each shown on
new sentences."""

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


THE_ARM_OF_THE_UNIT = [
    # "his infantry battalion", "their artillery brigade": the unit named with its arm is still the post left
    _case("A former army sergeant, Luis Pérez, walked away from his infantry battalion in Maracay on March 9.",
          "2019-06-06", [("defection", ANY, "2019-03-09")], (), "en-walked-away-from-his-infantry-battalion"),
    _case("Two soldiers left their artillery brigade in Maracay on Monday.", "2019-06-06",
          [("defection", ANY, "2019-06-03")], (), "en-left-their-artillery-brigade"),
    # (guard: the arm alone names no post)
    _case("Two soldiers left their artillery pieces in Maracay on Monday.", "2019-06-06", [], ("defection",),
          "en-left-their-artillery-pieces"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ARM_OF_THE_UNIT)
def test_a_unit_named_with_its_arm_is_a_post_left(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_OFFICE_AFTER_A_CRASE = [
    # "apresentaram à Migração Colômbia o pedido de refúgio": the office after "à", then the request
    _case("Nesta terça-feira, os cinco soldados apresentaram à Polícia Federal o pedido de refúgio em Boa Vista.",
          "2019-04-17", [("asylum", ANY, "2019-04-16")], (), "pt-apresentaram-a-pf-o-pedido"),
    _case("Na segunda-feira, o cabo entregou às autoridades de Pacaraima o pedido de refúgio.", "2019-04-17",
          [("asylum", ANY, "2019-04-15")], (), "pt-entregou-as-autoridades-o-pedido"),
    # (guard: a plan shown to the press is no request)
    _case("Nesta terça-feira, os cinco soldados apresentaram à imprensa o plano de fuga.", "2019-04-17", [],
          ("asylum",), "pt-apresentaram-a-imprensa-o-plano"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_OFFICE_AFTER_A_CRASE)
def test_a_request_handed_to_an_office_after_a_crase(gazetteer, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PURPOSE = [
    # "com o objetivo de atravessar", "con el objetivo de cruzar", "with the aim of crossing": the aim, not a crossing
    _case("Os três militares viajavam com outras oito pessoas, com o objetivo de atravessar a América Central até à "
          "fronteira dos Estados Unidos.", "2019-01-25", [], ("border_crossing",), "pt-com-o-objetivo-de-atravessar"),
    _case("Los tres militares viajaban con otros ocho venezolanos con el objetivo de cruzar a Panamá.", "2019-01-25",
          [], ("border_crossing",), "es-con-el-objetivo-de-cruzar"),
    # (guard: a crossing made, with its purpose after it, is still a crossing)
    _case("Os militares atravessaram a fronteira em Pacaraima na segunda-feira, com o objetivo de pedir refúgio.",
          "2019-01-25", [("border_crossing", ANY, "2019-01-21")], (), "pt-atravessaram-com-o-objetivo-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PURPOSE)
def test_a_purpose_is_no_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CALLS_ON_OTHERS = [
    # "the calls on Venezuelan servicemen to desert": what others were urged to do, its addressees named at length
    _case("Spokeswoman Maria Zakharova criticised the calls on Venezuelan servicemen to desert.", "2019-03-28", [],
          ("defection",), "en-calls-on-servicemen-to-desert"),
    # (guard: the one who called on others, and then deserted himself, deserted)
    _case("Sergeant Luis Pérez, who had called on his comrades to follow him, deserted on Monday in Ureña.",
          "2019-03-28", [("defection", ANY, "2019-03-25")], (), "en-called-on-then-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", CALLS_ON_OTHERS)
def test_a_call_on_others_to_desert_is_no_desertion(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
