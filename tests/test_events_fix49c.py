"""Event extraction traps found again in held-out batch 49 (relatives at a prison's gates holding pictures of their
men; DGCIM agents who raided a family's bakery and took the father; a DGCIM "comisión" that came to a house, told
with a singular verb; men driven "a las fincas de" a town; a relative clause's day before the main verb's own), each
shown on new sentences in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

PICTURES_OF_THEIR_MEN = [
    # "holding photocopied pictures of their men", "sosteniendo fotos de sus esposos", "segurando fotos dos maridos":
    # a crowd showing the faces of the ones held is a protest, as a banner is
    _case("On Wednesday about 50 mothers of soldiers stood at the gates of the prison in Maracay, holding "
          "laminated pictures of their sons.", "2019-03-28", [("protest", "Maracay", "2019-03-27")], (),
          "en-holding-pictures-of-their"),
    _case("El miércoles unas 50 madres de militares esperaron frente a la cárcel de Maracay sosteniendo fotos de sus "
          "hijos.", "2019-03-28", [("protest", "Maracay", "2019-03-27")], (), "es-sosteniendo-fotos-de-sus"),
    _case("Na quarta-feira cerca de 50 mães de militares ficaram diante da prisão de Maracay segurando fotos dos "
          "filhos.", "2019-03-28", [("protest", ANY, "2019-03-27")], (), "pt-segurando-fotos-dos"),
    # ... one mother holding one picture in her kitchen is no protest
    _case("On Wednesday the sergeant's mother sat in her kitchen in Maracay holding a picture of her son.",
          "2019-03-28", [], ("protest",), "en-one-picture-is-no-protest"),
]


@pytest.mark.parametrize("text, published, present, absent", PICTURES_OF_THEIR_MEN)
def test_pictures_of_their_men(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RAID_ON_THE_FAMILY_SHOP = [
    # "fizeram uma rusga à padaria dos pais ... 'levaram o meu pai'": a raid told as a noun on the family's shop,
    # ending with someone taken away, is the arrest, on the raid's day
    _case("Um tenente desertou no sábado.\n\nNa terça-feira, agentes da DGCIM fizeram uma rusga à padaria dos pais do "
          "tenente em Maracay.\n\n\"Partiram as montras e levaram o meu pai\", contou o tenente.", "2019-06-20",
          [("arrest", ANY, "2019-06-18")], (), "pt-rusga-a-padaria"),
    _case("Un teniente desertó el sábado.\n\nEl martes, agentes de la Dgcim hicieron un allanamiento en la panadería "
          "de los padres del teniente en Maracay.\n\n\"Rompieron las vitrinas y se llevaron a mi padre\", contó el "
          "teniente.", "2019-06-20", [("arrest", ANY, "2019-06-18")], (), "es-allanamiento-en-la-panaderia"),
    # ... a raid that takes no one is no arrest
    _case("Um tenente desertou no sábado.\n\nNa terça-feira, agentes da DGCIM fizeram uma rusga à padaria dos pais do "
          "tenente em Maracay.\n\n\"Partiram as montras\", contou o tenente.", "2019-06-20", [], ("arrest",),
          "pt-rusga-sem-levar-ninguem"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RAID_ON_THE_FAMILY_SHOP)
def test_a_raid_on_the_family_shop(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AGENTS_AS_ONE_BODY = [
    # "una comisión de la Dgcim llegó a la casa", "uma equipa da DGCIM chegou à casa": the agents' visit told with a
    # singular verb dates the arrest told after it, as "agentes se presentaron" does
    _case("Un sargento y una cabo cruzaron el domingo a Cúcuta.\n\nMientras tanto, una comisión de la Dgcim llegó el "
          "martes a la casa de los padres de la cabo en Rubio.\n\nSegún contó la madre, cuatro hombres armados los "
          "llevaron a ella y a su esposo a la sede de la Dgcim en San Cristóbal, donde los retuvieron seis horas.",
          "2019-03-20", [("arrest", ANY, "2019-03-19")], (("arrest", ANY, "2019-03-17"),), "es-una-comision-llego"),
    _case("Um sargento e uma cabo cruzaram para Pacaraima no domingo (17).\n\nEnquanto isso, uma equipa da Dgcim "
          "chegou na terça-feira (19) à casa dos pais da cabo em Rubio.\n\nSegundo a mãe, quatro homens armados "
          "levaram ela e o marido para a sede da Dgcim em San Cristóbal, onde os mantiveram detidos por seis horas.",
          "2019-03-20",
          [("arrest", ANY, "2019-03-19")], (("arrest", ANY, "2019-03-17"),), "pt-uma-equipa-chegou"),
    # ... a reporting team that came to the house is no visit by agents
    _case("Un sargento y una cabo cruzaron el domingo a Cúcuta.\n\nMientras tanto, un equipo de este diario llegó el "
          "martes a la casa de los padres de la cabo en Rubio.\n\nSegún contó la madre, cuatro hombres armados los "
          "llevaron a ella y a su esposo a la sede de la Dgcim en San Cristóbal, donde los retuvieron seis horas.",
          "2019-03-20", [],
          (("arrest", ANY, "2019-03-19"),), "es-un-equipo-de-prensa"),
]


@pytest.mark.parametrize("text, published, present, absent", AGENTS_AS_ONE_BODY)
def test_agents_as_one_body(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TO_THE_FARMS_OF = [
    # "fueron llevados a las fincas de la Zona Bananera", "levados para as fazendas de": the farms of a town are in it
    _case("Los exmilitares pasaron la noche en Cúcuta. Al día siguiente fueron llevados a las haciendas de Tibú.",
          "2019-06-12", [("relocation", "Tibú", ANY)], (), "es-a-las-haciendas-de"),
    _case("Os ex-militares passaram a noite em Boa Vista. No dia seguinte foram levados para as fazendas de "
          "Pacaraima.", "2019-06-12", [("relocation", "Pacaraima", ANY)], (), "pt-para-as-fazendas-de"),
    # ... a farm owner's name after "de" is no town
    _case("Los exmilitares llegaron el sábado a Santa Marta. Al día siguiente fueron llevados a las fincas de don "
          "Pedro Ruiz.", "2019-06-12", [], (("relocation", ANY, "2019-06-09"),), "es-fincas-de-un-dueno"),
]


@pytest.mark.parametrize("text, published, present, absent", TO_THE_FARMS_OF)
def test_to_the_farms_of(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_RELATIVE_CLAUSE_DAY = [
    # "Três militares que atravessaram ... no dia 24 de fevereiro foram transferidos ... nesta segunda-feira (4)": the
    # relative clause's day is the crossing's; the main verb takes the day told after it
    _case("Três militares da GNB que atravessaram a fronteira em Pacaraima no dia 24 de fevereiro foram transferidos "
          "pelo Exército Brasileiro para um abrigo em Boa Vista nesta segunda-feira (4).", "2019-03-05",
          [("relocation", "Boa Vista", "2019-03-04"), ("border_crossing", ANY, "2019-02-24")],
          (("relocation", ANY, "2019-02-24"),), "pt-que-atravessaram-foram-transferidos"),
    # ... men who crossed and were moved, with no relative clause, keep the one day for both
    _case("Cuatro sargentos cruzaron el río Táchira el 24 de febrero y fueron trasladados a Bogotá.", "2019-03-05",
          [("relocation", "Bogotá", "2019-02-24")], (), "es-cruzaron-y-fueron-trasladados"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_RELATIVE_CLAUSE_DAY)
def test_the_relative_clause_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
