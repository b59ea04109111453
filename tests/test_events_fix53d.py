"""Event extraction traps found in held-out batch 53 on a fourth pass (a border department's count of the deserters
it had received since February, told on the day the governor's office gave it), each shown on new sentences: a
receiving side's count of deserters is their desertions and crossings, and its start leaves it undated."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_RECEIVING_SIDES_COUNT_OF_DESERTERS = [
    # "the city had received about 800 deserters since January", told "On Tuesday": the tally's desertions, undated
    _case("On Tuesday, the mayor's office in Cúcuta said the city had received about 800 Venezuelan army and navy "
          "deserters since January.", "2019-03-28",
          [("defection", "Cúcuta", None), ("border_crossing", "Cúcuta", None)],
          (("border_crossing", ANY, "2019-03-26"),), "en-city-had-received-since"),
    _case("El martes, la gobernación de Arauca dijo que el departamento había recibido a unos 150 militares y "
          "policías venezolanos desertores desde febrero.", "2019-03-28",
          [("defection", "Arauca", None), ("border_crossing", "Arauca", None)],
          (("defection", ANY, "2019-03-26"),), "es-habia-recibido-a-unos-desde"),
    _case("Na terça-feira, o governo de Roraima disse que o estado tinha recebido cerca de 60 militares "
          "venezuelanos desertores desde janeiro.", "2019-03-28",
          [("defection", "Roraima", None), ("border_crossing", "Roraima", None)],
          (("defection", ANY, "2019-03-26"),), "pt-tinha-recebido-cerca-de-desde"),
    _case("Brazil has received more than 60 Venezuelan military deserters, officials said on Tuesday.", "2019-03-28",
          [("defection", "Brazil", None)], (), "en-country-has-received-more-than"),
    # ... men received with no count are the story's deserters, received on that day
    _case("On Monday the Colombian police received the three deserters in Cúcuta.", "2019-03-28",
          [("border_crossing", "Cúcuta", "2019-03-25")], ("defection",), "the-three-deserters-received"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RECEIVING_SIDES_COUNT_OF_DESERTERS)
def test_a_receiving_sides_count_of_deserters(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
