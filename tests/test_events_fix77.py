"""Event extraction traps found in held-out batch 77 (a stay of "several" weeks or days opening the sentence before a
left-out subject's flight and refuge request), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_STAY_OF_SEVERAL_WEEKS = [
    # "Tras varias semanas en Bogotá, ...": a stay told without a number is the left-out subject's too
    _case("El sargento Luis Quintero desertó el 2 de febrero. Tras varias semanas en Bogotá, el 19 de marzo voló a "
          "San José y pidió refugio.", "2019-06-12",
          [("asylum", "San José", "2019-03-19"), ("relocation", "San José", "2019-03-19")], (), "es-tras-varias-semanas"),
    _case("El cabo Luis Mora desertó el 3 de marzo. Luego de varios días en Cúcuta, el 9 de marzo viajó a Bogotá.",
          "2019-06-12", [("relocation", "Bogotá", "2019-03-09")], (), "es-luego-de-varios-dias"),
    _case("O sargento Renato Souza desertou em 3 de março. Depois de várias semanas em Pacaraima, em 2 de abril viajou "
          "para Manaus e pediu refúgio.", "2019-06-12",
          [("asylum", "Manaus", "2019-04-02"), ("relocation", "Manaus", "2019-04-02")], (), "pt-depois-de-varias-semanas"),
    _case("O sargento Renato Souza desertou em 3 de março. Após vários dias em Pacaraima, em 2 de abril viajou para "
          "Manaus.", "2019-06-12", [("relocation", "Manaus", "2019-04-02")], (), "pt-apos-varios-dias"),
    # (guard: a plural verb after the stay is not the one man's: nothing moves)
    _case("El sargento Luis Quintero desertó el 2 de febrero. Tras varias semanas en Bogotá, el 19 de marzo volaron a "
          "San José.", "2019-06-12", [], ("relocation",), "es-plural-verb-not-his"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STAY_OF_SEVERAL_WEEKS)
def test_a_stay_of_several_weeks_shares_the_left_out_subject(gazetteer, text: str, published: str, present: list,
                                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SECOND_MONTH_FOR_THE_WAY_OVER = [
    # "salió de Apure en marzo y que en abril entró a Costa Rica": the second month dates the crossing, not the leaving
    _case("Un excabo del Ejército dijo que salió de Apure en marzo y que en abril entró a Costa Rica por Paso Canoas.",
          "2019-06-12", [("border_crossing", "Paso Canoas", "2019-04-01")], (("border_crossing", ANY, "2019-03-01"),),
          "es-y-que-en-abril"),
    _case("Um ex-cabo disse que saiu de Apure em março e que em abril entrou na Costa Rica por Paso Canoas.",
          "2019-06-12", [("border_crossing", "Paso Canoas", "2019-04-01")], (("border_crossing", ANY, "2019-03-01"),),
          "pt-e-que-em-abril"),
    _case("A former corporal said he left Apure in March and that in April he entered Costa Rica through Paso Canoas.",
          "2019-06-12", [("border_crossing", "Paso Canoas", "2019-04-01")], (("border_crossing", ANY, "2019-03-01"),),
          "en-and-that-in-april"),
    # (guard: one month only, told with the leaving, still dates the whole way)
    _case("A Venezuelan corporal left Apure in March and crossed into Costa Rica at Paso Canoas.", "2019-06-12",
          [("border_crossing", "Paso Canoas", "2019-03-01")], (), "en-one-month"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SECOND_MONTH_FOR_THE_WAY_OVER)
def test_a_second_month_dates_the_way_over(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MOVE_ASKED_FOR = [
    # "pedir que o cabo seja enviado para Portugal": a move wished in the present subjunctive, not a move
    _case("A família admite pedir que o sargento seja enviado para Portugal, onde vivem os avós.", "2019-06-05",
          [], ("relocation",), "pt-seja-enviado"),
    _case("La familia pide que el cabo sea enviado a España, donde viven sus tíos.", "2019-06-05", [],
          ("relocation",), "es-sea-enviado"),
    _case("Los abogados pidieron que los dos sargentos sean trasladados a Bogotá.", "2019-06-05", [],
          ("relocation",), "es-sean-trasladados"),
    # (guards: the same move told as done is coded)
    _case("O sargento foi enviado para Portugal na segunda-feira.", "2019-06-05",
          [("relocation", "Portugal", "2019-06-03")], (), "pt-foi-enviado"),
    _case("Los dos sargentos fueron trasladados a Bogotá el lunes.", "2019-06-05",
          [("relocation", "Bogotá", "2019-06-03")], (), "es-fueron-trasladados"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MOVE_ASKED_FOR)
def test_a_move_in_the_subjunctive_is_not_told_as_done(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WENT_ON_AFTERWARDS = [
    # "seguiu depois para Riohacha": an adverb of time between "seguiu" and "para" still tells the move on
    _case("O sargento Néstor Lira atravessou para a Colômbia em 20 de março. Em Maicao, entregou-se à polícia e seguiu "
          "depois para Riohacha.", "2019-05-17", [("relocation", "Riohacha", ANY)], (), "pt-seguiu-depois-para"),
    # (guard: "seguiu" with no "para" after it is no move)
    _case("O sargento Néstor Lira atravessou para a Colômbia em 20 de março. Em Maicao, entregou-se à polícia e seguiu "
          "depois as instruções de Migração.", "2019-05-17", [], (("relocation", "Riohacha", ANY),),
          "pt-seguiu-instrucoes"),
]


@pytest.mark.parametrize("text, published, present, absent", WENT_ON_AFTERWARDS)
def test_went_on_afterwards_is_a_move(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_ONE_HELD_AS_AN_OBJECT = [
    # "pediu para visitar o detido": the man held, as the object of an infinitive, is no new custody
    _case("O cônsul honorário da Espanha em Oranjestad, Pablo Ruiz Mendes, confirmou à rádio que foi contactado pela "
          "família e que pediu para visitar o detido esta semana.", "2019-06-05", [], ("arrest",),
          "pt-visitar-o-detido"),
    # (guard: the custody itself is still coded)
    _case("O cabo Jhonny Lira foi detido em Coro na segunda-feira.", "2019-06-05", [("arrest", "Coro", "2019-06-03")],
          (), "pt-foi-detido"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ONE_HELD_AS_AN_OBJECT)
def test_the_one_held_as_an_object_is_no_arrest(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GIVING_UP_AT_HOME_AFTER_COMING_BACK = [
    # returned home, then "presented themselves at" a home base: a move there, no new desertion
    _case("Five former soldiers returned to Venezuela on Wednesday through the Paraguachon border crossing. The five "
          "presented themselves at the Fuerte Mara military base outside Maracaibo the same day.", "2019-05-11",
          [("relocation", "Fuerte Mara", "2019-05-08")], (("defection", "Fuerte Mara", ANY),), "en-back-then-fuerte-mara"),
    _case("Cinco exmilitares regresaron a Venezuela el miércoles por el puente Simón Bolívar. Los cinco se presentaron "
          "en el Fuerte Tiuna, en Caracas, el mismo día.", "2019-05-11", [("relocation", "Fuerte Tiuna", "2019-05-08")],
          (("defection", "Fuerte Tiuna", ANY),), "es-regresaron-fuerte-tiuna"),
    # (guard: giving oneself up abroad after crossing out is still the desertion's)
    _case("Five soldiers crossed into Colombia on Wednesday through the Paraguachon border crossing. The five presented "
          "themselves to the Colombian police in Maicao the same day.", "2019-05-11",
          [("defection", ANY, "2019-05-08")], ("relocation",), "en-crossed-out-then-gave-up"),
]


@pytest.mark.parametrize("text, published, present, absent", GIVING_UP_AT_HOME_AFTER_COMING_BACK)
def test_giving_up_at_home_after_coming_back_is_a_move(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
