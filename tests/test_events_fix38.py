"""Event extraction traps found in held-out batch 38 (eleven soldiers through Paraguachón to Maicao, four guardsmen
into Pacaraima and on to Boa Vista, a captain of April 30 and his family, ex-soldiers flown from Boa Vista to São
Paulo), each shown on new sentences: starting the paperwork of a refuge request, going back to one's unit, a later
day in a "where" clause, whose armed forces, a Portuguese morning before a left-out subject, and a road shut in
protest."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ASYLUM_PAPERWORK = [
    # "iniciaron los trámites para pedir asilo": starting the paperwork of a request is making it, with the
    # subject left out after a time and a place
    _case("Tres guardias nacionales cruzaron el martes el puente Simón Bolívar. Ese mismo día, en Cúcuta, iniciaron "
          "los trámites para pedir asilo.", "2019-06-20", [("asylum", "Cúcuta", "2019-06-18")], (),
          "es-iniciaron-los-tramites-para-pedir-asilo"),
    _case("El sargento Pedro Lara abrió el trámite de solicitud de refugio en Cúcuta el martes.", "2019-06-20",
          [("asylum", "Cúcuta", "2019-06-18")], (), "es-abrio-el-tramite-de-solicitud"),
    # ... but not a paperwork only to come.
    _case("Tres guardias nacionales cruzaron el martes el puente Simón Bolívar. En Cúcuta, iniciarán el trámite para "
          "solicitar refugio.", "2019-06-20", [("border_crossing", ANY, "2019-06-18")], ("asylum",),
          "es-iniciaran-el-tramite"),
]


@pytest.mark.parametrize("text, published, present, absent", ASYLUM_PAPERWORK)
def test_asylum_paperwork(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BACK_TO_DUTY = [
    # Going back to one's unit or barracks crosses no border.
    _case("Most of the soldiers who went to La Carlota had returned to their units.", "2019-05-08", [],
          ("border_crossing",), "returned-to-their-units"),
    _case("Varios de los militares que estuvieron en La Carlota regresaron a sus cuarteles el jueves.", "2019-05-08",
          [], ("border_crossing",), "es-regresaron-a-sus-cuarteles"),
    # ... going back into the country still does.
    _case("Dos exguardias regresaron el lunes a Venezuela por el puente Simón Bolívar.", "2019-05-08",
          [("border_crossing", ANY, "2019-05-06")], (), "es-regresaron-a-venezuela"),
]


@pytest.mark.parametrize("text, published, present, absent", BACK_TO_DUTY)
def test_back_to_duty(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHERE_REACHED_LATER = [
    # A day counted forward in a "where" clause about the place reached is that clause's, not the crossing's.
    _case("On May 12, two corporals crossed at Paraguachón and reported to the army in Riohacha, where they arrived "
          "the next day.", "2019-06-20", [("border_crossing", ANY, "2019-05-12")], (("border_crossing", ANY, "2019-05-13"),),
          "where-they-arrived-the-next-day"),
    _case("El pasado 12 de mayo, dos cabos cruzaron por Paraguachón y se presentaron ante la Policía en Riohacha, "
          "adonde llegaron al día siguiente.", "2019-06-20", [("border_crossing", ANY, "2019-05-12")],
          (("border_crossing", ANY, "2019-05-13"),), "es-adonde-llegaron-al-dia-siguiente"),
    # ... and an event told inside that clause keeps the clause's day.
    _case("Dos cabos cruzaron el 12 de mayo por Paraguachón. Llegaron a Riohacha, donde al día siguiente pidieron "
          "refugio.", "2019-06-20", [("asylum", "Riohacha", "2019-05-13")], (), "es-donde-al-dia-siguiente-pidieron"),
]


@pytest.mark.parametrize("text, published, present, absent", WHERE_REACHED_LATER)
def test_where_reached_later(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHOSE_FORCES = [
    # "do Exército de Nicolás Maduro" says whose army the former soldiers left: Maduro is not the one who
    # landed, and former soldiers landing in a Brazilian city move on, they do not desert again.
    _case("Um grupo de 20 ex-militares venezuelanos que desertaram do Exército de Nicolás Maduro desembarcou nesta "
          "quarta-feira, 13, em Curitiba.", "2019-11-14", [("relocation", "Curitiba", "2019-11-13")],
          ("defection", "border_crossing"), "pt-exercito-de-nicolas-maduro"),
    _case("Un grupo de 20 exmilitares venezolanos que desertaron de las Fuerzas Armadas de Nicolás Maduro llegó el "
          "miércoles a Bogotá.", "2019-11-14", [("relocation", "Bogotá", "2019-11-13")], ("defection", "border_crossing"),
          "es-fuerzas-armadas-de-nicolas-maduro"),
]


@pytest.mark.parametrize("text, published, present, absent", WHOSE_FORCES)
def test_whose_forces(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PORTUGUESE_TIME_OPENING = [
    # "Na noite deste sábado (9)," opens the sentence like "No sábado,": the left-out subject is the one before.
    _case("Os três sargentos venezuelanos chegaram a Pacaraima na sexta-feira (8). Na noite deste sábado (9), foram "
          "levados para Boa Vista.", "2019-03-10", [("relocation", "Boa Vista", "2019-03-09")], (),
          "pt-na-noite-deste-sabado"),
    # ... a subject named after it keeps its own.
    _case("Os três sargentos venezuelanos chegaram a Pacaraima na sexta-feira (8). Na noite deste sábado (9), os "
          "feridos foram levados para Boa Vista.", "2019-03-10", [], ("relocation",), "pt-na-noite-deste-sabado-feridos"),
]


@pytest.mark.parametrize("text, published, present, absent", PORTUGUESE_TIME_OPENING)
def test_portuguese_time_opening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ROAD_SHUT = [
    # Shutting an avenue or a street for hours is a blockade, a protest.
    _case("Em 2 de outubro, cerca de 40 ex-militares fecharam por três horas a Avenida Brasil, em Boa Vista, para "
          "reclamar do atraso dos voos.", "2019-10-10", [("protest", "Boa Vista", "2019-10-02")], (),
          "pt-fecharam-a-avenida"),
    _case("El 3 de junio, unos 40 exmilitares cerraron durante dos horas la avenida Libertadores en Cúcuta.",
          "2019-06-10", [("protest", "Cúcuta", "2019-06-03")], (), "es-cerraron-la-avenida"),
    # ... a government shutting the border is no protest.
    _case("O governo venezuelano fechou a fronteira em Pacaraima no dia 21.", "2019-02-24", [], ("protest",),
          "pt-fechou-a-fronteira"),
]


@pytest.mark.parametrize("text, published, present, absent", ROAD_SHUT)
def test_road_shut(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SLIPPED_OUT_OF_A_POST = [
    # "salieron la noche del sábado de un puesto de control en Guarero": slipping out of a post is deserting it,
    # at the post's town, also told with the subject left out after an attribution
    _case("Seis soldados venezolanos cruzaron este lunes la frontera por Paraguachón. Según su relato, salieron la "
          "noche del domingo de un puesto de control en Guarero.", "2019-05-08",
          [("defection", "Guarero", "2019-05-05")], (), "es-salieron-de-un-puesto-de-control"),
    _case("Los soldados salieron el sábado de su cuartel en Guasdualito.", "2019-05-08",
          [("defection", "Guasdualito", "2019-05-04")], (), "es-salieron-de-su-cuartel"),
    _case("Los guardias abandonaron el sábado un puesto fronterizo en Guarero.", "2019-05-08",
          [("defection", "Guarero", "2019-05-04")], (), "es-abandonaron-un-puesto"),
    # ... an official leaving an office deserts nothing.
    _case("El alcalde salió el sábado de la sede de la alcaldía en Maicao.", "2019-05-08", [], ("defection",),
          "es-salio-de-la-alcaldia"),
]


@pytest.mark.parametrize("text, published, present, absent", SLIPPED_OUT_OF_A_POST)
def test_slipped_out_of_a_post(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROTEST_ON_A_SIDE = [
    # A gathering "do lado brasileiro", "del lado colombiano" with no town is on that country's side.
    _case("Na sexta-feira (22), dezenas de venezuelanos se reuniram do lado brasileiro, gritando palavras de ordem "
          "contra Maduro.", "2019-02-24", [("protest", "Brazil", "2019-02-22")], (), "pt-se-reuniram-do-lado-brasileiro"),
    _case("El viernes, decenas de venezolanos se concentraron del lado colombiano del puente, gritando consignas "
          "contra Maduro.", "2019-02-24", [("protest", "Colombia", "2019-02-22")], (), "es-del-lado-colombiano"),
    # ... and one with no side named stays without a place.
    _case("El viernes, decenas de venezolanos se concentraron frente al puente, gritando consignas contra Maduro.",
          "2019-02-24", [("protest", None, "2019-02-22")], (), "es-frente-al-puente"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTEST_ON_A_SIDE)
def test_protest_on_a_side(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


EMBASSY_STAY_LENGTH = [
    # A stay in an embassy told with how long it has lasted began that long before publication.
    _case("Two Venezuelan army sergeants have been hiding in the Spanish embassy in Caracas for two weeks.", "2019-05-08",
          [("asylum", ANY, "2019-04-24")], (), "hiding-in-the-embassy-for-two-weeks"),
    _case("A navy lieutenant who backed the revolt last week has been sheltering at the Argentine embassy in Caracas for "
          "10 days.", "2019-05-08", [("asylum", ANY, "2019-04-28")], (), "sheltering-for-10-days"),
    # ... a stay told in the past, with nothing to count from, is none.
    _case("The captain was hiding in the embassy for a week before he left.", "2019-05-08", [], ("asylum",),
          "was-hiding-for-a-week"),
]


@pytest.mark.parametrize("text, published, present, absent", EMBASSY_STAY_LENGTH)
def test_embassy_stay_length(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SWUM_ACROSS = [
    # Soldiers who swam across with no place named left the country: a desertion as well as a crossing.
    _case("En junio, tres guardias nacionales cruzaron a nado durante la noche.", "2019-10-17",
          [("defection", ANY, "2019-06-01"), ("border_crossing", ANY, "2019-06-01")], (), "es-cruzaron-a-nado"),
    # ... fishermen swimming across desert nothing.
    _case("En junio, varios pescadores cruzaron a nado durante la noche.", "2019-10-17", [], ("defection",),
          "es-pescadores-cruzaron-a-nado"),
]


@pytest.mark.parametrize("text, published, present, absent", SWUM_ACROSS)
def test_swum_across(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SHELTER_IN_BOA_VISTA = [
    # The Rondon 1 shelter is in Boa Vista: a brawl "dentro do abrigo Rondon 1" happened there.
    _case("Em julho, uma briga entre ex-militares e outros venezuelanos dentro do abrigo Rondon 1 deixou dois feridos.",
          "2019-11-20", [("violence", "Rondon 1", "2019-07-01")], (), "pt-briga-no-abrigo-rondon-1"),
]


@pytest.mark.parametrize("text, published, present, absent", SHELTER_IN_BOA_VISTA)
def test_shelter_in_boa_vista(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
