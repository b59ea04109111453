"""Event extraction traps found in held-out batch 78 (an uprising named as the backdrop of a desertion told a month
later, then "days later"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

UPRISING_AS_BACKDROP = [
    # "in June, weeks after the April 30 uprising ... days later": the count is from June, not from April 30
    _case("El sargento Pedro Lara abandonó su puesto en San Cristóbal en junio, semanas después del fallido alzamiento "
          "del 30 de abril en Caracas. Cruzó el río hacia Cúcuta días después.", "2019-09-10",
          [("border_crossing", "Cúcuta", "2019-06-01")], (("border_crossing", ANY, "2019-04-29"),), "es-semanas-despues"),
    _case("Sergeant Pedro Lara left his post in San Cristóbal in June, weeks after the failed April 30 uprising in "
          "Caracas. He crossed into Cúcuta days later.", "2019-09-10",
          [("border_crossing", "Cúcuta", "2019-06-01")], (("defection", "Cúcuta", ANY),), "en-weeks-after"),
    _case("O sargento Pedro Lara abandonou o quartel em Santa Elena de Uairén em junho, semanas depois do levante de 30 "
          "de abril em Caracas. Cruzou a fronteira em Pacaraima dias depois.", "2019-09-10",
          [("border_crossing", "Pacaraima", "2019-06-01")], (("border_crossing", ANY, "2019-04-29"),),
          "pt-semanas-depois"),
    # (guard: an uprising told in a sentence of its own is the story's day, and "two days later" counts from it)
    _case("El 30 de abril, decenas de militares se alzaron contra Maduro en Caracas. Dos días después, el sargento "
          "Pedro Lara cruzó el río hacia Cúcuta.", "2019-09-10",
          [("border_crossing", "Cúcuta", "2019-05-02")], (), "es-uprising-own-sentence"),
    # (guard: an arrest dated before a crossing of the same sentence still sets the day "that same day" means)
    _case("La esposa del teniente coronel Luis Prado, detenido el 19 de julio en Caracas por la Dgcim, cruzó el 21 de "
          "julio hacia Colombia por Cúcuta. Ese mismo día el teniente coronel fue trasladado a la sede de la Dgcim en "
          "Boleíta.", "2019-09-10", [("relocation", "Boleíta", "2019-07-19")], (), "es-earlier-arrest-still-counts"),
]


@pytest.mark.parametrize("text, published, present, absent", UPRISING_AS_BACKDROP)
def test_an_uprising_named_as_backdrop_keeps_the_story_day(gazetteer, text: str, published: str, present: list,
                                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TELLERS_REPORT_OF_THE_GROUP = [
    # "Pérez contó que salieron ... Llegaron a ...": the plural verb after one man's report goes on with the group
    _case('Los cuatro soldados desertaron de su batallón en julio. "No queríamos reprimir", dijo a este diario el mayor '
          "de ellos, Luis Alberto Pérez Gómez. Pérez contó que salieron de Guasdualito en un camión y cruzaron a "
          "Colombia por Arauca a comienzos de agosto. Llegaron a Ipiales el 20 de agosto.", "2019-10-16",
          [("relocation", "Ipiales", "2019-08-20")], (), "es-conto-que"),
    _case('Os quatro soldados desertaram do batalhão em julho. "Não queríamos reprimir", disse o mais velho deles, Luis '
          "Alberto Pérez Gómez. Pérez contou que saíram de Santa Elena de Uairén de carona e cruzaram a fronteira em "
          "Pacaraima no início de agosto. Seguiram para Boa Vista em 20 de agosto.", "2019-10-16",
          [(ANY, "Boa Vista", "2019-08-20")], (), "pt-contou-que"),
    # (guard: a report of the teller's own steps, in the singular, leaves his next singular step his)
    _case('Los cuatro soldados desertaron de su batallón en julio. "No queríamos reprimir", dijo a este diario el mayor '
          "de ellos, Luis Alberto Pérez Gómez. Pérez contó que cruzó a Colombia por Arauca a comienzos de agosto. Viajó "
          "a Ipiales el 20 de agosto.", "2019-10-16", [("relocation", "Ipiales", "2019-08-20")], (),
          "es-singular-report-stays-his"),
]


@pytest.mark.parametrize("text, published, present, absent", TELLERS_REPORT_OF_THE_GROUP)
def test_a_plural_verb_after_a_tellers_report_goes_on_with_the_group(gazetteer, text: str, published: str,
                                                                     present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FLIGHT_OUT_AS_A_MOVE = [
    # "boarded a flight from Caracas to Madrid": the flight is a move to the town landed in, as well as the crossing
    _case("Sergeant Luis Mora left his unit in Maracay on May 3. Two days later he boarded a flight from Caracas to "
          "Madrid.", "2019-09-10", [("relocation", "Madrid", "2019-05-05"), ("border_crossing", "Madrid", "2019-05-05")],
          (), "en-flight-from-to"),
    _case("El sargento Luis Mora abandonó su unidad en Maracay el 3 de mayo. Dos días después tomó un vuelo de Caracas "
          "a Madrid.", "2019-09-10", [("relocation", "Madrid", "2019-05-05")], (), "es-vuelo-de-a"),
    # (guard: a flight told beside a crossing by land is no move to the crossing's town)
    _case("Sergeant Luis Mora, who later flew to Manaus, crossed at Pacaraima on May 3 after leaving his unit in Santa "
          "Elena de Uairén.", "2019-09-10", [("border_crossing", "Pacaraima", "2019-05-03")],
          (("relocation", "Pacaraima", ANY),), "en-flight-beside-a-land-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", FLIGHT_OUT_AS_A_MOVE)
def test_a_flight_out_of_the_country_is_also_a_move(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
