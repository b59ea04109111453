"""Event extraction traps found in held-out batch 14 (second round), each shown on new sentences: a
timeline told in the present tense, the neighbour's bank reached with no town named, a date in a
comparison, and Portuguese moves and edges of towns."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Timelines and headlines tell the past in the present tense.
    _case("On May 3, more than 40 soldiers desert into Colombia, some sprinting across the Francisco de Paula "
          "Santander Bridge.", "2019-06-10",
          [("defection", ANY, "2019-05-03"), ("border_crossing", ANY, "2019-05-03")], (), "present-desert-into"),
    _case("On May 3, troops open fire on demonstrators in San Antonio del Táchira.", "2019-06-10",
          [("violence", "San Antonio del Táchira", "2019-05-03")], (), "present-open-fire"),
    _case("On May 3, army Lt. Pedro Ramos dies in military custody in Caracas, a week after his arrest.",
          "2019-06-10", [("violence", "Caracas", "2019-05-03")], (), "present-dies-in-custody"),
    _case("On May 3, a navy captain died in military counterintelligence custody in Caracas.", "2019-06-10",
          [("violence", "Caracas", "2019-05-03")], (), "died-in-counterintelligence-custody"),
    # ... but the desert, a landscape, goes nowhere.
    _case("Two corporals crossed the desert into Colombia on Monday.", "2019-06-10",
          [("border_crossing", ANY, "2019-06-10")], (), "the-desert-into-is-a-noun"),
    # The neighbour's bank, reached with no town named: the neighbour country, at country precision.
    _case("Tres guardias dejaron su unidad en Ureña el martes. Al llegar a la orilla colombiana pidieron "
          "protección a la Policía. Colombia no ha confirmado el caso.", "2019-06-10",
          [("asylum", "Colombia", "2019-06-04")], (), "es-orilla-colombiana"),
    _case("Two sergeants left their unit in Ureña on Tuesday. On reaching the Colombian bank they asked the "
          "police for protection. Colombia has not confirmed the case.", "2019-06-10",
          [("asylum", "Colombia", "2019-06-04")], (), "en-colombian-bank"),
    # A month named in a comparison dates nothing: "fewer than in February".
    _case("Según la Defensoría, unos 40 soldados venezolanos han cruzado en lo que va de mayo por las trochas de "
          "Cúcuta, una cifra menor que la de enero y febrero.", "2019-05-20",
          [("border_crossing", "Cúcuta", ANY)],
          (("border_crossing", ANY, "2019-01-01"), ("border_crossing", ANY, "2019-02-01")), "es-menor-que-la-de"),
    _case("Officials say about 40 soldiers have crossed into Colombia through Cúcuta so far in May, far fewer "
          "than in February.", "2019-05-20", [("border_crossing", ANY, ANY)],
          (("border_crossing", ANY, "2019-02-01"),), "en-fewer-than-in"),
    # A metropolitan area is the town's.
    _case("Dos soldados venezolanos cruzaron el domingo por las trochas del área metropolitana de Cúcuta.",
          "2019-05-21", [("border_crossing", "Cúcuta", "2019-05-19")], (), "es-area-metropolitana-de"),
    _case("Two soldiers were arrested on Sunday in the metropolitan area of Cúcuta.", "2019-05-21",
          [("arrest", "Cúcuta", "2019-05-19")], (), "en-metropolitan-area-of"),
    # Portuguese: taken in a vehicle "de X para Y"; held "na saída de" a town.
    _case("Três sargentos venezuelanos cruzaram a fronteira no sábado. Nesta segunda-feira (11), o grupo foi "
          "levado num ônibus da Polícia Federal de Pacaraima para Boa Vista.", "2019-03-12",
          [("relocation", "Boa Vista", "2019-03-11")], (), "pt-levado-de-para"),
    _case("Um sargento foi detido pela GNB na sexta-feira (8) num posto de controle na saída de Santa Elena de "
          "Uairén.", "2019-03-12", [("arrest", "Santa Elena de Uairén", "2019-03-08")], (), "pt-na-saida-de"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixl_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
