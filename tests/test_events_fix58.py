"""Event extraction traps found in held-out batch 58 (soldiers out of border drills into the Guajira, a deserter
stabbed in Lima, a family reunited in Santa Catarina, marines across the Meta, a guardsman in Ireland, a march in
Mérida, a walk from Icabarú to Boa Vista, a returnee arrested at Maiquetía), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_SOURCE_IS_NO_SUBJECT = [
    # "onde, segundo o cabo, ganharam comida": the one the clause cites is not who the clause is about, so a plural
    # verb after it still finds the group told before
    _case("Três soldados desertaram do quartel de Santa Elena de Uairén. Seguiram a pé por fazendas onde, segundo o "
          "cabo, ganharam comida. No domingo atravessaram a fronteira em Pacaraima.", "2019-10-22",
          [("border_crossing", "Pacaraima", "2019-10-20")], (), "pt-onde-segundo-o-cabo"),
    _case("Tres soldados desertaron del cuartel de Ureña. Siguieron a pie por fincas donde, según el cabo, "
          "consiguieron comida. El domingo cruzaron el río hasta Cúcuta.", "2019-10-22",
          [("border_crossing", "Cúcuta", "2019-10-20")], (), "es-donde-segun-el-cabo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SOURCE_IS_NO_SUBJECT)
def test_a_source_is_no_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HIS_OWN_ACCOUNT_IN_THE_PRESENT = [
    # "Cuenta que desertó", "Conta que saiu", "Dice que cruzó": a profile tells the man's own account in the present,
    # as "Contó que desertó" in the past
    _case("Luis Ramírez Soto tiene 30 años. Ramírez era sargento de la Guardia Nacional en Táchira. Cuenta que "
          "desertó el 2 de marzo y que cruzó el río hasta Cúcuta.", "2019-10-20",
          [("defection", ANY, "2019-03-02"), ("border_crossing", ANY, "2019-03-02")], (), "es-cuenta-que"),
    _case("Luis Ramírez Soto tiene 30 años. Ramírez era sargento de la Guardia Nacional en Táchira. Dice que "
          "desertó el 2 de marzo.", "2019-10-20", [("defection", ANY, "2019-03-02")], (), "es-dice-que"),
    _case("Luis Ramírez Soto tem 30 anos. Ramírez era sargento da Guarda Nacional em Bolívar. Conta que desertou "
          "em 2 de março e que atravessou a fronteira até Pacaraima.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-03-02")], (), "pt-conta-que"),
    _case("Luis Ramírez Soto tem 30 anos. Ramírez era sargento da Guarda Nacional em Bolívar. Lembra que chegou a "
          "Pacaraima em 2 de março.", "2019-10-20", [("border_crossing", "Pacaraima", "2019-03-02")], (),
          "pt-lembra-que"),
]


@pytest.mark.parametrize("text, published, present, absent", HIS_OWN_ACCOUNT_IN_THE_PRESENT)
def test_his_own_account_in_the_present(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MARINES_NAMED_SHORT = [
    # "dos de los infantes", "los infantes": marines named short after "infantes de marina" are still soldiers
    _case("Tres infantes de marina venezolanos llegaron a Puerto Carreño el domingo. El martes, dos de los infantes "
          "fueron trasladados a Bogotá.", "2019-10-20", [("relocation", "Bogotá", "2019-10-15")], (),
          "es-dos-de-los-infantes"),
    _case("Tres infantes de marina venezolanos llegaron a Puerto Carreño el domingo. El martes los infantes fueron "
          "llevados a Bogotá.", "2019-10-20", [("relocation", "Bogotá", "2019-10-15")], (), "es-los-infantes"),
]


@pytest.mark.parametrize("text, published, present, absent", MARINES_NAMED_SHORT)
def test_marines_named_short(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BIVOUAC_LEFT = [
    # a unit's camp in the field is a post: "slipped away from their bivouac", "abandonaron su vivac", "abandonaram o
    # acampamento militar"
    _case("Two Venezuelan soldiers slipped away from their bivouac near Paraguaipoa on the night of Oct. 5.",
          "2019-10-20", [("defection", ANY, "2019-10-05")], ("relocation",), "en-slipped-away-from-bivouac"),
    _case("Two Venezuelan soldiers sneaked away from the army encampment at Paraguaipoa on Oct. 5.",
          "2019-10-20", [("defection", ANY, "2019-10-05")], ("relocation",), "en-sneaked-away-from-encampment"),
    _case("Dos soldados venezolanos abandonaron su vivac cerca de Paraguaipoa el 5 de octubre.", "2019-10-20",
          [("defection", ANY, "2019-10-05")], (), "es-abandonaron-su-vivac"),
    _case("Dos soldados venezolanos abandonaron el campamento militar de Paraguaipoa el 5 de octubre.", "2019-10-20",
          [("defection", ANY, "2019-10-05")], (), "es-abandonaron-el-campamento-militar"),
    _case("Dois soldados venezuelanos abandonaram o acampamento militar de Santa Elena de Uairén em 5 de outubro.",
          "2019-10-20", [("defection", ANY, "2019-10-05")], (), "pt-abandonaram-o-acampamento-militar"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BIVOUAC_LEFT)
def test_a_bivouac_left(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HANDED_OVER_THERE = [
    # "Police handed them over on Tuesday to the army in Riohacha", "la Policía los entregó al Ejército en Riohacha",
    # "a polícia os entregou ao Exército em Boa Vista": put in others' care there, a move
    _case("Two Venezuelan soldiers reached Maicao on Monday and asked for protection. Police handed them over on "
          "Tuesday to the army's brigade in Riohacha.", "2019-10-20", [("relocation", "Riohacha", "2019-10-15")], (),
          "en-handed-them-over-on-tuesday-to"),
    _case("Dos soldados venezolanos llegaron a Maicao el lunes y pidieron protección. El martes la Policía los "
          "entregó al Ejército en Riohacha.", "2019-10-20", [("relocation", "Riohacha", "2019-10-15")], (),
          "es-los-entrego-al-ejercito-en"),
    _case("Dois soldados venezuelanos chegaram a Pacaraima na segunda-feira e pediram refúgio. Na terça-feira a "
          "polícia os entregou ao Exército em Boa Vista.", "2019-10-20", [("relocation", "Boa Vista", "2019-10-15")],
          (), "pt-os-entregou-ao-exercito-em"),
    # ... handing them a thing is no move
    _case("Two Venezuelan soldiers reached Maicao on Monday. A volunteer handed them a map to read in Riohacha.",
          "2019-10-20", [], (("relocation", "Riohacha", ANY),), "en-handed-them-a-map"),
]


@pytest.mark.parametrize("text, published, present, absent", HANDED_OVER_THERE)
def test_handed_over_there(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MONTH_OF_THIS_YEAR = [
    # "Em fevereiro deste ano": the month of the publication's year, for every verb of the sentence
    _case("Em fevereiro deste ano, soldados venezuelanos atiraram contra indígenas em Kumarakapay, e vários feridos "
          "foram levados a Boa Vista.", "2019-07-12",
          [("violence", "Kumarakapay", "2019-02-01"), ("relocation", "Boa Vista", "2019-02-01")], (),
          "pt-fevereiro-deste-ano"),
    _case("Em março deste ano, soldados venezuelanos atiraram contra garimpeiros em Tumeremo, e vários feridos "
          "foram levados a Boa Vista.", "2019-07-12", [("violence", "Tumeremo", "2019-03-01")], (),
          "pt-marco-deste-ano"),
]


@pytest.mark.parametrize("text, published, present, absent", MONTH_OF_THIS_YEAR)
def test_month_of_this_year(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OFF_A_PLANE = [
    # "desembarcou ... em um voo da FAB": off a plane is a move within the country; off a boat it ends a crossing
    _case("O sargento desembarcou na terça-feira no aeroporto de Manaus, em um voo da FAB que trouxe 30 venezuelanos de "
          "Boa Vista.", "2019-10-20", [("relocation", "Manaus", "2019-10-15")], ("border_crossing",),
          "pt-desembarcou-em-um-voo"),
    # ... as in Spanish (a guard: read so before)
    _case("Los cinco militares desembarcaron el martes en el aeropuerto de Bogotá, en un vuelo desde Cúcuta.",
          "2019-10-20", [("relocation", ANY, "2019-10-15")], ("border_crossing",), "es-desembarcaron-de-un-vuelo"),
    # ... off a boat, still the end of a crossing by sea
    _case("Os cinco militares desembarcaram em Aruba na terça-feira.", "2019-10-20",
          [("border_crossing", "Aruba", "2019-10-15")], (), "pt-desembarcaram-em-aruba"),
]


@pytest.mark.parametrize("text, published, present, absent", OFF_A_PLANE)
def test_off_a_plane(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_ESTIMATE_IN_THE_SUBJUNCTIVE = [
    # "a estimativa é de que mais de 500 militares tenham pedido refúgio": the estimate's figure asked for refuge
    _case("Na Polícia Federal, a estimativa é de que mais de 300 militares venezuelanos tenham pedido refúgio no Brasil "
          "desde fevereiro.", "2019-10-20", [("asylum", "Brazil", None)], (), "pt-tenham-pedido-refugio"),
    _case("A Polícia Federal calcula que mais de 300 militares venezuelanos hajam solicitado refúgio no Brasil.",
          "2019-10-20", [("asylum", "Brazil", None)], (), "pt-hajam-solicitado-refugio"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ESTIMATE_IN_THE_SUBJUNCTIVE)
def test_an_estimate_in_the_subjunctive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PROTEST_DAY_BY_ITS_SHORTHAND = [
    # "la marcha del 16N", "el 23F": Venezuelan shorthand for the day (and the month's initial, where it names one)
    _case("La marcha del 12F reunió en Ureña a miles de personas. Cuando la columna avanzó hacia el puente, un piquete "
          "de la GNB lanzó gases lacrimógenos.", "2019-03-05",
          [("protest", "Ureña", "2019-02-12"), ("violence", "Ureña", "2019-02-12")], (), "es-la-marcha-del-12F"),
    _case("Tras la protesta del 16N en Mérida, el sargento fue detenido por la Dgcim el 17N.", "2019-11-20",
          [("arrest", "Mérida", "2019-11-17")], (), "es-el-17N"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PROTEST_DAY_BY_ITS_SHORTHAND)
def test_a_protest_day_by_its_shorthand(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PLACES_OF_THE_BATCH = [
    # the gazetteer's new rows: a Lima district, an Irish airport and direct provision centre, a Roraima
    # indigenous land, a Venezuelan post on the Meta
    _case("El excabo fue asaltado y acuchillado la noche del sábado 19 en San Juan de Lurigancho.", "2019-10-22",
          [("violence", "San Juan de Lurigancho", "2019-10-19")], (), "es-san-juan-de-lurigancho"),
    _case("The former corporal landed at Dublin Airport on 12 November on a flight from Madrid. He was moved to "
          "Mosney on 19 November.",
          "2019-12-09", [("relocation", "Dublin Airport", "2019-11-12"), ("relocation", "Mosney", "2019-11-19")], (),
          "en-dublin-airport-mosney"),
    _case("Três soldados desertaram. No sábado atravessaram a fronteira por uma trilha que sai na Terra Indígena "
          "São Marcos.", "2019-07-12", [("border_crossing", "Terra Indígena São Marcos", "2019-07-06")], (),
          "pt-terra-indigena-sao-marcos"),
    _case("Cuatro infantes de marina abandonaron su puesto en Cararabo el sábado.", "2019-08-14",
          [("defection", "Cararabo", "2019-08-10")], (), "es-cararabo"),
]


@pytest.mark.parametrize("text, published, present, absent", PLACES_OF_THE_BATCH)
def test_places_of_the_batch(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
