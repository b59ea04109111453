"""Event extraction traps found in held-out batch 47 (a major ferried over the Arauca River who "arrived in the
Colombian city of Arauca shortly after midnight"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ARRIVAL_OVER_THE_LINE = [
    # Reaching the town just over the line, right after a crossing that named no town there, is that crossing
    # coming out: no move of its own.
    _case("On March 4, Sgt. Luis Pérez left his post after dark and paid a fisherman to take him across the river. "
          "He arrived in the Colombian city of Arauca shortly after midnight.", "2019-03-20",
          [("border_crossing", ANY, "2019-03-04")], (("relocation", "Arauca", ANY),), "en-arrived-in-the-city-of"),
    _case("Three soldiers waded the Tachira River before dawn on Sunday. By sunrise they had reached the outskirts of "
          "Cúcuta.", "2019-03-20", [("border_crossing", ANY, "2019-03-17")], (("relocation", "Cúcuta", ANY),),
          "en-reached-the-outskirts-of"),
    _case("Un cabo y dos soldados cruzaron a Colombia en la madrugada del domingo 15 de septiembre. Los tres llegaron a "
          "Puerto Santander, donde se entregaron a una patrulla de la Policía.", "2019-09-20",
          [("border_crossing", ANY, "2019-09-15")], (("relocation", "Puerto Santander", ANY),), "es-llegaron-a"),
    _case("Dois soldados venezuelanos saíram de Santa Elena de Uairén e cruzaram a fronteira na terça-feira (11). Os "
          "dois chegaram a Pacaraima ao amanhecer.", "2019-06-14", [("border_crossing", ANY, "2019-06-11")],
          (("relocation", "Pacaraima", ANY),), "pt-chegaram-a"),
    _case("Um sargento venezuelano atravessou o rio Arauca na madrugada de terça-feira (11). Ao amanhecer, chegou a "
          "Arauca.", "2019-06-14", [("border_crossing", ANY, "2019-06-11")], (("relocation", "Arauca", ANY),),
          "pt-chegou-a-after-the-river"),
    # ... a lift others gave after the crossing is a move still
    _case("Un sargento y una cabo cruzaron el río Táchira el domingo 17 de marzo. Del lado colombiano se entregaron a "
          "una patrulla de la Policía en La Parada, que los trasladó ese mismo día a Cúcuta.", "2019-03-20",
          [("relocation", "Cúcuta", "2019-03-17")], (), "es-trasladó-a"),
    # ... as is a town far from the line
    _case("Lt. Jhon Piñango crossed into Colombia at the Paraguachón border crossing on Saturday. He reached "
          "Riohacha that night.", "2019-07-10", [("relocation", "Riohacha", "2019-07-06")], (),
          "en-far-town-same-night"),
    # ... a move on from the town the crossing reached
    _case("Two soldiers crossed the Táchira River into Villa del Rosario on Monday. On Tuesday they arrived in Cúcuta.",
          "2019-03-20", [("relocation", "Cúcuta", "2019-03-19")], (), "en-move-on-from-the-town-reached"),
    # ... and an arrival days after the crossing
    _case("Three soldiers crossed the Táchira River on May 2. On May 9 they reached Cúcuta.", "2019-05-20",
          [("relocation", "Cúcuta", "2019-05-09")], (), "en-days-after"),
]


@pytest.mark.parametrize("text, published, present, absent", ARRIVAL_OVER_THE_LINE)
def test_arrival_over_the_line_is_the_crossing(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
