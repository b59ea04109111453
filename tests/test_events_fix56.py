"""Event extraction traps found in held-out batch 56 (a sergeant's asylum request in Madeira told in Portugal's
spelling, deserters moved on by road and by plane, a deserter beaten on his way home in a Colombian mining town),
each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_REQUEST_HANDED_IN = [
    # "entregou ... um pedido de protecção internacional": the request handed in, with the day and the office
    # told between the verb and the request, and in Portugal's spelling before 2009
    _case("A cabo entregou na terça-feira, 8 de Outubro, na delegação do SEF em Lisboa, um pedido de protecção "
          "internacional.", "2019-10-20", [("asylum", "Lisbon", "2019-10-08")], (), "pt-entregou-aside-proteccao"),
    _case("O tenente formalizou um pedido de protecção internacional em Lisboa na terça-feira.", "2019-10-20",
          [("asylum", "Lisbon", "2019-10-15")], (), "pt-formalizou-proteccao"),
    _case("El cabo entregó el martes, en la oficina de Migración en Cúcuta, una solicitud de refugio.", "2019-10-20",
          [("asylum", "Cúcuta", "2019-10-15")], (), "es-entrego-aside-solicitud"),
    _case("The corporal handed in an asylum application at the migration office in Cúcuta on Tuesday.", "2019-10-20",
          [("asylum", "Cúcuta", "2019-10-15")], (), "en-handed-in-asylum-application"),
    _case("The corporal handed in a request for asylum in Cúcuta on Tuesday.", "2019-10-20",
          [("asylum", "Cúcuta", "2019-10-15")], (), "en-handed-in-a-request-for-asylum"),
    # ... another request handed in is none
    _case("O prefeito entregou na terça-feira, na sede do governo em Lisboa, um pedido de desculpas.", "2019-10-20",
          [], ("asylum",), "pt-entregou-um-pedido-de-desculpas"),
    _case("El alcalde entregó el martes, en la plaza de Cúcuta, una solicitud de permiso.", "2019-10-20", [],
          ("asylum",), "es-entrego-una-solicitud-de-permiso"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_HANDED_IN)
def test_a_request_handed_in(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MOVES_BY_ROAD_AND_AIR = [
    # Portugal's "aterrou em Lisboa", "apanhou o voo para": a landing and a flight caught are moves
    _case("O cabo saiu de Bogotá a 8 de outubro e aterrou em Lisboa na manhã seguinte.", "2019-10-20",
          [("relocation", "Lisbon", "2019-10-09")], (), "pt-aterrou-em-lisboa"),
    _case("O cabo chegou a Bogotá a 8 de outubro. Três dias depois, apanhou o voo para Lisboa.", "2019-10-20",
          [("relocation", "Lisbon", "2019-10-11")], (), "pt-apanhou-o-voo-para"),
    _case("O cabo chegou a Bogotá a 8 de outubro. Três dias depois, apanhou um autocarro até Cúcuta.", "2019-10-20",
          [("relocation", "Cúcuta", "2019-10-11")], (), "pt-apanhou-um-autocarro-ate"),
    # ... catching a man is no trip
    _case("A polícia apanhou o cabo no autocarro em Lisboa a 8 de outubro.", "2019-10-20", [],
          ("relocation",), "pt-apanhou-o-cabo"),
    # "siguió por carretera hasta Riohacha": on by road, as "siguió en bus hasta"
    _case("El capitán pidió protección en Maicao el lunes. Luego siguió por carretera hasta Riohacha.", "2019-10-20",
          [("relocation", "Riohacha", ANY)], (), "es-siguio-por-carretera-hasta"),
    _case("Los tres exsargentos pidieron refugio en Arauca el lunes. Luego siguieron por tierra hacia Bogotá.", "2019-10-20",
          [("relocation", "Bogotá", ANY)], (), "es-siguieron-por-tierra-hacia"),
    # "se fueron en bus a Barranquilla": went, to a place named
    _case("A mediados de mayo, los tres exmilitares se fueron en bus a Barranquilla.", "2019-10-20",
          [("relocation", "Barranquilla", "2019-05-01")], (), "es-se-fueron-en-bus-a"),
    _case("Los dos sargentos se fueron a Colombia el 3 de marzo.", "2019-10-20",
          [("border_crossing", "Colombia", "2019-03-03")], (), "es-se-fueron-a-colombia"),
    # ... not to sleep
    _case("Los tres exmilitares se fueron a dormir temprano en Cúcuta el lunes.", "2019-10-20", [], ("relocation",),
          "es-se-fueron-a-dormir"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVES_BY_ROAD_AND_AIR)
def test_moves_by_road_and_air(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_FOR_QUESTIONING = [
    # "levaram a mulher do sargento para interrogatório", "took Sergeant X in for questioning": held, if only for a
    # day, and not moved
    _case("Em abril, agentes da Dgcim levaram a mulher do cabo para interrogatório em Mérida.", "2019-10-20",
          [("arrest", "Mérida", "2019-04-01")], ("relocation",), "pt-levaram-para-interrogatorio"),
    _case("In April, DGCIM agents took Corporal Pérez in for questioning in Mérida.", "2019-10-20",
          [("arrest", "Mérida", "2019-04-01")], (), "en-took-in-for-questioning"),
    _case("En abril, funcionarios de la Dgcim llevaron al cabo Pérez a un interrogatorio en Mérida.", "2019-10-20",
          [("arrest", "Mérida", "2019-04-01")], (), "es-llevaron-a-un-interrogatorio"),
    # ... taking someone to a party is not
    _case("In April, the corporal took Sergeant Pérez to a party in Mérida.", "2019-10-20", [], ("arrest",),
          "en-took-to-a-party"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_FOR_QUESTIONING)
def test_taken_for_questioning(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RALLY_WITH_THE_PRONOUN_AFTER = [
    # Portugal's "concentraram-se", "mobilizaram-se": the rally, as "se concentraram"
    _case("Em março, dezenas de famílias concentraram-se em frente ao consulado em Lisboa.", "2019-10-20",
          [("protest", "Lisbon", "2019-03-01")], (), "pt-concentraram-se"),
    _case("Em março, centenas de emigrantes mobilizaram-se no centro de Lisboa.", "2019-10-20",
          [("protest", "Lisbon", "2019-03-01")], (), "pt-mobilizaram-se"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RALLY_WITH_THE_PRONOUN_AFTER)
def test_a_rally_with_the_pronoun_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BEATEN_ON_THE_WAY_HOME = [
    # "was walking home from a bus stop in Cúcuta when three men knocked him to the ground": an assault there, not a
    # move
    _case("On the night of Friday, Oct. 11, the former corporal was walking home from a bus stop in Cúcuta when two "
          "men knocked him to the ground and took his phone.", "2019-10-20",
          [("violence", "Cúcuta", "2019-10-11")], ("relocation",), "en-walking-home-knocked-down"),
    # "fired teargas", as British papers write it, is "tear gas"
    _case("On 23 February troops fired teargas at crowds on the Francisco de Paula Santander bridge.", "2019-10-20",
          [("violence", "Francisco de Paula Santander International Bridge", "2019-02-23")], (), "en-teargas"),
    _case("On Friday night two men kicked him in the ribs outside a shelter in Cúcuta.", "2019-10-20",
          [("violence", "Cúcuta", "2019-10-18")], (), "en-kicked-him"),
    _case("El viernes en la noche, dos hombres lo patearon frente a un albergue en Cúcuta.", "2019-10-20",
          [("violence", "Cúcuta", "2019-10-18")], (), "es-lo-patearon"),
    _case("Na sexta-feira à noite, dois homens deram-lhe pontapés em Pacaraima.", "2019-10-20",
          [("violence", "Pacaraima", "2019-10-18")], (), "pt-deram-lhe-pontapes"),
    _case("The sergeant walked home from Cúcuta on Friday.", "2019-10-20", [], ("relocation",),
          "en-walked-home-from"),
    # ... what befalls such a one, in the present, is no event
    _case("Now I am a deserter who gets beaten in Cúcuta.", "2019-10-20", [], ("violence",), "en-who-gets-beaten"),
    _case("Ahora soy un desertor que es golpeado en Cúcuta.", "2019-10-20", [], ("violence",), "es-que-es-golpeado"),
]


@pytest.mark.parametrize("text, published, present, absent", BEATEN_ON_THE_WAY_HOME)
def test_beaten_on_the_way_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_COUNT_IN_BOLD = [
    # a Markdown list's bold figure ("- **Más de 1.400** efectivos ...") still counts the noun after it
    _case("- **Más de 1.400** efectivos de la FANB han cruzado a Colombia desde febrero.", "2019-12-29",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], (), "es-bold-count"),
    _case("- **Mais de 200** militares venezuelanos cruzaram a fronteira com o Brasil desde fevereiro.", "2019-12-29",
          [("border_crossing", ANY, None)], (), "pt-bold-count"),
]


@pytest.mark.parametrize("text, published, present, absent", A_COUNT_IN_BOLD)
def test_a_count_in_bold(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NO_MOVE_TOLD = [
    # "quien se quedó en Rubio": where someone named stayed behind, no move
    _case("Fue un buen día, dijo el hermano del cabo, Luis Mora, quien se quedó en Rubio.", "2019-12-29", [],
          ("relocation",), "es-quien-se-quedo-en"),
    _case("Los exmilitares, que se quedaron en Cúcuta, pidieron refugio el lunes.", "2019-12-29",
          [("asylum", "Cúcuta", "2019-12-23")], ("relocation",), "es-que-se-quedaron-en"),
    # ... but a group lodged somewhere moved there
    _case("El lunes, los cinco exmilitares se quedaron en un albergue en Cúcuta.", "2019-12-29",
          [("relocation", "Cúcuta", "2019-12-23")], (), "es-se-quedaron-en-un-albergue"),
    # "arrested for entering the country illegally": the charge, not a crossing told
    _case("Police stopped the three soldiers on Monday in Mabaruma, and they were arrested for entering the country "
          "illegally.", "2019-07-17", [("arrest", "Mabaruma", "2019-07-15")], ("border_crossing",),
          "en-arrested-for-entering"),
    _case("Three Venezuelan soldiers were detained on Monday in Maicao for illegally entering the country.",
          "2019-07-17", [("arrest", "Maicao", "2019-07-15")], ("border_crossing",), "en-detained-for-illegally-entering"),
    # ... a crossing told with its manner is one
    _case("Three Venezuelan soldiers crossed into Colombia on Monday, entering the country illegally near Maicao.",
          "2019-07-17", [("border_crossing", "Maicao", "2019-07-15")], (), "en-crossed-entering-illegally"),
]


@pytest.mark.parametrize("text, published, present, absent", NO_MOVE_TOLD)
def test_no_move_told(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SMALLER_NEIGHBOURS_POSSESSIVE = [
    # "Guyana's Ministry of Citizenship said in a statement": the country the ministry speaks for
    _case("Guyana's Ministry of Citizenship said in a statement on Tuesday that the two sailors could stay.",
          "2019-07-17", [("statement", "Guyana", "2019-07-16")], (), "en-guyanas-ministry"),
    _case("Bolivia's Foreign Ministry said in a statement on Tuesday that the nine soldiers could stay.",
          "2019-07-17", [("statement", "Bolivia", "2019-07-16")], (), "en-bolivias-ministry"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SMALLER_NEIGHBOURS_POSSESSIVE)
def test_a_smaller_neighbours_possessive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PLACES_OF_THE_STORY = [
    # the gazetteer's new places: Mabaruma's port, a Cartagena barrio, a Fortaleza neighbourhood, Madeira's towns
    _case("On Monday police arrested two Venezuelan soldiers at the Kumaka market.", "2019-07-17",
          [("arrest", "Kumaka", "2019-07-15")], (), "en-kumaka"),
    _case("La Policía capturó el martes a un excabo de la GNB en el barrio Olaya Herrera.", "2019-08-23",
          [("arrest", "Olaya Herrera", "2019-08-20")], (), "es-olaya-herrera"),
    _case("Na terça-feira, os quatro ex-militares foram levados para uma casa de acolhida em Messejana.", "2019-08-13",
          [("relocation", "Messejana", "2019-08-13")], (), "pt-messejana"),
    _case("Em março, o ex-sargento mudou-se para Câmara de Lobos, na Madeira.", "2019-10-27",
          [("relocation", "Câmara de Lobos", "2019-03-01")], (), "pt-camara-de-lobos"),
]


@pytest.mark.parametrize("text, published, present, absent", PLACES_OF_THE_STORY)
def test_places_of_the_story(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_DAY_AFTER_A_CLASH = [
    # "On the night of 24 February, the day after troops fired teargas at crowds on the bridge, ...": the clash the
    # day counts from was the day before
    _case("On the night of 24 February, the day after troops loyal to Maduro fired teargas at crowds on the Francisco "
          "de Paula Santander bridge, two corporals slipped out of their barracks.", "2019-09-16",
          [("violence", "Francisco de Paula Santander International Bridge", "2019-02-23")], (), "en-the-day-after"),
    _case("La noche del 24 de febrero, el día después de que tropas leales a Maduro dispararon gases lacrimógenos en el "
          "puente Francisco de Paula Santander, dos cabos salieron del cuartel.", "2019-09-16",
          [("violence", "Francisco de Paula Santander International Bridge", "2019-02-23")], (), "es-el-dia-despues"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_DAY_AFTER_A_CLASH)
def test_the_day_after_a_clash(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
