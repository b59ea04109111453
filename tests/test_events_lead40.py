"""Recognising Guaidó with the day told between the verb and the name, in Portuguese as Spanish already reads it
("reconheceram nesta segunda-feira Juan Guaidó como presidente interino")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

RECOGNISED_ON_A_DAY = [
    _case("Dois sargentos da Guarda Nacional venezuelana reconheceram nesta segunda-feira Juan Guaidó como "
          "presidente interino, em Cúcuta.", "2019-02-06", [("defection", ANY, "2019-02-04")], (), "pt-day-between"),
    _case("Um coronel do Exército venezuelano reconheceu no sábado o presidente interino Juan Guaidó.",
          "2019-02-06", [("defection", ANY, "2019-02-02")], (), "pt-day-and-title-between"),
    # (guard: a day before another object is no recognition of Guaidó)
    _case("Dois sargentos da Guarda Nacional venezuelana reconheceram nesta segunda-feira o erro da operação.",
          "2019-02-06", [], ("defection",), "pt-day-other-object"),
]


@pytest.mark.parametrize("text, published, present, absent", RECOGNISED_ON_A_DAY)
def test_recognising_guaido_with_the_day_between(gazetteer, geonames, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
