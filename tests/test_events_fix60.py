"""Event extraction traps found in held-out batch 60 (five ex-guardsmen on hunger strike in Manaus, three sailors
across the Gulf of Venezuela, a corporal shot at a checkpoint near Guarero), each shown on new sentences: a group
named by its number alone in Portuguese, an account opening on "segundo o relato", "no mesmo dia", a trip told as
"vieram de ônibus", a stay in a shelter before the verb, a hunger strike's first day, "claimed refugee protection", a
port of the Guajira, a bridge far from the towns a sentence names, a bullet through an arm, the one man told before
the men who shot at him, and a body's post where men went."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_GROUP_BY_ITS_NUMBER_IN_AN_IMPERFECT = [
    # "Os quatro serviam num posto": the number stands for the group named before, the subject the next verbs leave
    # out, down to "No mesmo dia pediram refúgio"
    _case("Quatro ex-soldados do Exército venezuelano fazem protesto em Boa Vista. Os quatro serviam num posto da GNB "
          "em Santa Elena de Uairén. Abandonaram o posto em maio e entraram no Brasil por Pacaraima. No mesmo dia "
          "pediram refúgio à Polícia Federal.", "2019-09-20", [("asylum", ANY, "2019-05-01")], (),
          "pt-os-quatro-serviam"),
]


@pytest.mark.parametrize("text, published, present, absent", A_GROUP_BY_ITS_NUMBER_IN_AN_IMPERFECT)
def test_a_group_by_its_number_in_an_imperfect(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_ACCOUNT_WITH_AN_ARTICLE = [
    # "Segundo o relato, abandonaram", "Según el testimonio, desertaron": the account opens the sentence, the
    # subject is the one told before
    _case("Dois cabos da GNB chegaram a Pacaraima em agosto. Segundo o relato, deixaram o quartel em Santa Elena de "
          "Uairén e pediram refúgio à Polícia Federal.", "2019-09-20",
          [("asylum", ANY, ANY)], (), "pt-segundo-o-relato"),
    _case("Dos cabos del Ejército llegaron a Cúcuta el martes. Según el testimonio, desertaron el domingo en San "
          "Antonio del Táchira.", "2019-09-20", [("defection", "San Antonio del Táchira", "2019-09-15")], (),
          "es-segun-el-testimonio"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ACCOUNT_WITH_AN_ARTICLE)
def test_an_account_with_an_article(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_SAME_DAY_IN_PORTUGUESE = [
    # "No mesmo dia pediram refúgio": Portuguese "no" is "on the", no negation
    _case("Três sargentos venezuelanos atravessaram a fronteira em Pacaraima na terça-feira (3). No mesmo dia "
          "pediram refúgio.", "2019-09-20", [("asylum", "Pacaraima", ANY)], (), "pt-no-mesmo-dia"),
    # ... "não pediram" still is one
    _case("Três sargentos venezuelanos atravessaram a fronteira em Pacaraima na terça-feira (3). Não pediram "
          "refúgio.", "2019-09-20", [], ("asylum",), "pt-nao-pediram"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_SAME_DAY_IN_PORTUGUESE)
def test_the_same_day_in_portuguese(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CAME_BY_A_MEANS_OF_TRAVEL = [
    # "vieram de ônibus até", "vinieron en bus hasta", "came by bus to": a trip to the place named
    _case("Os seis ex-militares vieram de ônibus pela BR-174 até Manaus no fim de setembro.", "2019-10-20",
          [("relocation", "Manaus", "2019-09-01")], (), "pt-vieram-de-onibus"),
    _case("Los tres desertores vinieron en autobús hasta Quito a finales de septiembre.", "2019-10-20",
          [("relocation", "Quito", "2019-09-01")], (), "es-vinieron-en-autobus"),
    _case("The two former sergeants came by bus to Quito in late September.", "2019-10-20",
          [("relocation", "Quito", "2019-09-01")], (), "en-came-by-bus"),
    # ... a passive's auxiliary is no trip: "foram de fato presos"
    _case("Os seis ex-militares foram presos em Manaus no fim de setembro.", "2019-10-20", [],
          ("relocation",), "pt-foram-presos"),
]


@pytest.mark.parametrize("text, published, present, absent", CAME_BY_A_MEANS_OF_TRAVEL)
def test_came_by_a_means_of_travel(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STAY_IN_A_SHELTER_BEFORE_THE_VERB = [
    # "Depois de três semanas num abrigo em Boa Vista, juntaram dinheiro e seguiram": the stay is the subject's, and
    # the verb's clause may open on a verb that is no event
    _case("Os quatro cabos pediram refúgio em Pacaraima. Depois de três semanas num abrigo em Boa Vista, "
          "venderam os celulares e viajaram até Manaus.", "2019-10-20",
          [("relocation", "Manaus", ANY)], (), "pt-depois-de-semanas-num-abrigo"),
    _case("Los cuatro cabos pidieron refugio en Cúcuta. Tras dos semanas en Cúcuta, reunieron dinero y viajaron a "
          "Quito.", "2019-10-20", [("relocation", "Quito", ANY)], (), "es-tras-semanas-verb-first"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STAY_IN_A_SHELTER_BEFORE_THE_VERB)
def test_a_stay_in_a_shelter_before_the_verb(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_HUNGER_STRIKE_SINCE_A_DAY = [
    # on hunger strike since a day: the strike began that day
    _case("Seis ex-soldados estão em greve de fome desde a quarta-feira (9) diante da sede da Polícia Federal em "
          "Boa Vista.", "2019-10-12", [("protest", "Boa Vista", "2019-10-09")], (), "pt-greve-desde"),
    _case("Seis exsoldados están en huelga de hambre desde el miércoles frente a la Defensoría en Cúcuta.",
          "2019-10-12", [("protest", "Cúcuta", "2019-10-09")], (), "es-huelga-desde"),
    _case("Six former soldiers have been on hunger strike since Wednesday outside the UN office in Bogotá.",
          "2019-10-12", [("protest", "Bogotá", "2019-10-09")], (), "en-strike-since"),
    # ... a running total of strikers counts from that day, no strike begun then
    _case("More than 60 deserters have joined the hunger strike since Wednesday in Bogotá.", "2019-10-12",
          [("protest", "Bogotá", None)], (), "en-tally-since"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HUNGER_STRIKE_SINCE_A_DAY)
def test_a_hunger_strike_since_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


REFUGEE_PROTECTION = [
    # Canada's "refugee protection" is refugee status asked for
    _case("On Aug. 2, Capt. José Rivas claimed refugee protection at Montreal's airport.", "2019-09-20",
          [("asylum", ANY, "2019-08-02")], (), "en-claimed-refugee-protection"),
]


@pytest.mark.parametrize("text, published, present, absent", REFUGEE_PROTECTION)
def test_refugee_protection(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PORT_OF_THE_GUAJIRA = [
    # Puerto Bolívar, the Guajira's port
    _case("Dos marineros venezolanos desembarcaron el domingo en Puerto Bolívar.", "2019-10-22",
          [("border_crossing", "Puerto Bolívar", "2019-10-20")], (), "puerto-bolivar"),
    _case("Tras recibir atención en Puerto Bolívar, los marineros fueron llevados el lunes a Riohacha. Ese mismo "
          "día pidieron refugio.", "2019-10-22", [("asylum", "Riohacha", "2019-10-21")], (),
          "puerto-bolivar-is-no-one"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PORT_OF_THE_GUAJIRA)
def test_a_port_of_the_guajira(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BRIDGE_FAR_FROM_THE_TOWNS_NAMED = [
    # a bridge told before, far from the towns the sentence names, is not "el puente internacional" crossed now
    _case("Los dos cabos salieron de Cúcuta el 2 de agosto y cruzaron el puente de Rumichaca. El jueves 12 "
          "cruzaron el puente internacional que une el Desaguadero peruano con el boliviano.", "2019-09-20",
          [("border_crossing", "Desaguadero", "2019-09-12")], (("border_crossing", "Rumichaca Bridge", "2019-09-12"),),
          "es-bridge-far-from-the-towns"),
    # ... one near the town named still is
    _case("Los dos cabos cruzaron el puente de Rumichaca el 2 de agosto. Un mes después volvieron a cruzar el puente "
          "internacional hacia Ipiales.", "2019-09-20", [("border_crossing", "Rumichaca Bridge", ANY)], (),
          "es-bridge-near-the-town"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BRIDGE_FAR_FROM_THE_TOWNS_NAMED)
def test_a_bridge_far_from_the_towns_named(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BULLET_THROUGH_A_BODY = [
    # "una bala le atravesó la pierna": a wound, no crossing
    _case("El sargento Pedro Ruiz corrió hacia la alcabala de Peracal. Los guardias dispararon y una bala le "
          "atravesó la pierna derecha.", "2019-09-20", [], ("border_crossing",), "es-bala-atraveso-la-pierna"),
    _case("O cabo Pedro Ruiz foi ferido: uma bala lhe atravessou o braço.", "2019-09-20", [], ("border_crossing",),
          "pt-bala-lhe-atravessou-o-braco"),
    # ... crossing back is a journey
    _case("On 3 December, Cpl. Pedro Ruiz crossed back into Venezuela at Paraguachón.", "2019-12-10",
          [("border_crossing", ANY, "2019-12-03")], (), "en-crossed-back"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BULLET_THROUGH_A_BODY)
def test_a_bullet_through_a_body(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_ONE_MAN_BEFORE_THE_SHOOTERS = [
    # "El cabo intentó pasar la alcabala. Aceleró. Los soldados dispararon. Herido, siguió por una trocha hasta X":
    # the shooting's scene is the checkpoint's town, and the singular verb after the plural shooters goes on with
    # the one man
    _case("En la noche del martes 9, el sargento Pedro Ruiz intentó pasar en una moto por una alcabala cerca de "
          "Paraguaipoa. Cuando le ordenaron parar, aceleró. Los soldados dispararon y una bala le atravesó la "
          "pierna. Herido, siguió por una trocha hasta Paraguachón.", "2019-07-12",
          [("violence", "Paraguaipoa", ANY), ("border_crossing", "Paraguachón border crossing", ANY)], (),
          "es-herido-siguio-por-una-trocha"),
    # ... a plural verb after them is theirs
    _case("En la noche del martes 9, el sargento Pedro Ruiz trató de cruzar una alcabala cerca de Paraguaipoa. Cuando "
          "le ordenaron parar, aceleró. Los guardias dispararon y lo detuvieron.", "2019-07-12",
          [], (("border_crossing", ANY, ANY),), "es-plural-shooters-go-on"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ONE_MAN_BEFORE_THE_SHOOTERS)
def test_the_one_man_before_the_shooters(gazetteer, text: str, published: str, present: list,
                                         absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BODYS_POST_IS_WHERE_THEY_WENT = [
    # "se presentaron ante un puesto de la Infantería de Marina": the marines' post is where they went, the marines
    # are not those who moved, whom "los" then names next
    _case("Cinco soldados venezolanos desertaron el lunes 5. El martes se presentaron ante un puesto de la Infantería "
          "de Marina en Puerto Carreño. Ese mismo día, una lancha de la Armada los trasladó hasta Inírida.",
          "2019-08-07", [("relocation", "Inírida", "2019-08-06")], (), "es-puesto-de-la-infanteria"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BODYS_POST_IS_WHERE_THEY_WENT)
def test_a_bodys_post_is_where_they_went(gazetteer, text: str, published: str, present: list,
                                         absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
