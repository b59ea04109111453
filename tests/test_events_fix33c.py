"""Event extraction traps found in held-out batch 33 (third pass), each shown on new sentences: a room of a base
or building named before it ("en un baño de Fuerte Tiuna", "num banheiro do quartel de") puts the event at the
place that room belongs to; an arrest made as the man arrived for duty or for work ("as he arrived for duty at his
battalion", "cuando llegaba al trabajo") is no journey of his; and a crossing a time is counted from by its infinitive or
gerund ("Um mês depois de atravessar a fronteira, desembarcaram em São Paulo") is an earlier step, not the move told."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A room of a base: the base is where the soldiers deserted.
    _case("El 3 de mayo dos cabos se quitaron el uniforme en un baño de Fuerte Tiuna.", "2019-07-18",
          [("defection", "Fuerte Tiuna", "2019-05-03")], (), "es-en-un-bano-de-fuerte-tiuna"),
    _case("El 3 de mayo dos cabos dejaron los fusiles en el sótano de Fuerte Tiuna y huyeron.", "2019-07-18",
          [("defection", "Fuerte Tiuna", "2019-05-03")], (), "es-en-el-sotano-de"),
    _case("No dia 3 de maio, o cabo tirou a farda num banheiro de Santa Elena de Uairén.", "2019-07-18",
          [("defection", "Santa Elena de Uairén", "2019-05-03")], (), "pt-num-banheiro-de"),
    # A room of a place one leaves from is still left: "desde un dormitorio de" opens the move there.
    _case("El 3 de mayo el sargento salió por la ventana de un dormitorio de Fuerte Tiuna y huyó a Cúcuta.", "2019-07-18",
          [("border_crossing", "Cúcuta", "2019-05-03")], (("border_crossing", "Fuerte Tiuna", ANY),),
          "es-dormitorio-left-crossing-at-arrival"),
]


CASES += [
    # Arriving for duty or for work at one's own post: the arrest stays, no move.
    _case("Corporal Luis Mena was arrested on 21 June as he arrived for duty at his unit in Maracay.", "2019-07-04",
          [("arrest", "Maracay", "2019-06-21")], ("relocation",), "arrived-for-duty"),
    _case("Corporal Luis Mena was arrested on 21 June as he arrived for work at the base in Maracay.", "2019-07-04",
          [("arrest", "Maracay", "2019-06-21")], ("relocation",), "arrived-for-work"),
    _case("El cabo Luis Mena fue detenido el 21 de junio cuando llegó al trabajo en el fuerte de Maracay.", "2019-07-04",
          [("arrest", "Maracay", "2019-06-21")], ("relocation",), "es-llego-al-trabajo"),
    _case("O cabo Luis Mena foi preso no dia 21 de junho quando chegou para o trabalho em Pacaraima.", "2019-07-04",
          [("arrest", "Pacaraima", "2019-06-21")], ("relocation", "border_crossing", "defection"),
          "pt-chegou-para-o-trabalho"),
    # An arrival told with no job: a move still.
    _case("Corporal Luis Mena arrived in Maracay on 21 June.", "2019-07-04", [("relocation", "Maracay", "2019-06-21")],
          (), "arrived-in-a-town"),
    _case("Corporal Luis Mena arrived for the first time in Maracay on 21 June.", "2019-07-04",
          [("relocation", "Maracay", "2019-06-21")], (), "arrived-for-the-first-time"),
    _case("El 21 de junio el cabo Luis Mena llegó a Maracay para trabajar en una panadería.", "2019-07-04",
          [("relocation", "Maracay", "2019-06-21")], (), "es-llego-a-un-pueblo-para-trabajar"),
]


CASES += [
    # "<time> after crossing", "<tiempo> después de cruzar", "<tempo> depois de atravessar": the later move is told.
    _case("Um mês depois de atravessar a fronteira, dois militares venezuelanos desembarcaram em São Paulo na sexta-feira"
          " (15).", "2019-03-22", [("relocation", "São Paulo", "2019-03-15")], ("border_crossing", "defection"),
          "pt-um-mes-depois-de-atravessar"),
    _case("Dos meses después de cruzar la frontera, dos militares venezolanos llegaron a Bogotá el viernes 15.", "2019-03-22",
          [("relocation", "Bogotá", "2019-03-15")], ("border_crossing", "defection"), "es-dos-meses-despues-de-cruzar"),
    # The crossing as the sentence's only move, or told before the later one without a count: still a crossing.
    _case("Dos días después de cruzar la frontera, el sargento pidió refugio en Cúcuta.", "2019-03-22",
          [("border_crossing", "Cúcuta", ANY)], (), "es-counted-crossing-alone"),
    _case("El sargento cruzó la frontera y dos días después llegó a Bogotá.", "2019-03-22",
          [("border_crossing", ANY, ANY)], (), "es-crossed-then-days-later"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_batch33_third_pass_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
