"""Actor traps found again in held-out batch 49: a group of fourteen named again by its number alone ("Los catorce
cruzaron la frontera en febrero"), as "los cuatro" already was, in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

THE_FOURTEEN = [
    # "The fourteen crossed", "Los catorce cruzaron", "Os dezesseis pediram refúgio": the group told before, by its number
    _case("Fourteen former soldiers travelled to Santa Marta on Saturday. The fourteen crossed the border in February "
          "at Paraguachón.", "2019-06-12", [("border_crossing", ANY, "2019-02-01")], (), "en-the-fourteen"),
    _case("Catorce exmilitares venezolanos viajaron el sábado a Santa Marta. Los catorce cruzaron la frontera en "
          "febrero por el paso de Paraguachón.", "2019-06-12", [("border_crossing", ANY, "2019-02-01")], (),
          "es-los-catorce"),
    _case("Dezesseis ex-militares chegaram a Pacaraima no sábado. Os dezesseis pediram refúgio à Polícia Federal na "
          "segunda-feira.", "2019-06-12", [("asylum", ANY, "2019-06-10")], (), "pt-os-dezesseis"),
    # ... a clock time is no group: "a las quince" crossed nothing, nor does "the fourteen-year-old"
    _case("Catorce exmilitares viajaron el sábado a Santa Marta. La Policía cerró el paso de Paraguachón a las "
          "quince.", "2019-06-12", [], ("border_crossing",), "es-a-las-quince-is-a-time"),
    _case("Fourteen former soldiers travelled to Santa Marta on Saturday. The fourteen-year-old son of one of them "
          "stayed in Maicao.", "2019-06-12", [], ("border_crossing",), "en-the-fourteen-year-old"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_FOURTEEN)
def test_the_fourteen(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
