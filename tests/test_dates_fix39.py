"""Date traps found in held-out batch 39, each shown on new sentences: Portugal's capitalised months ("a 14 de Maio",
"em meados de Junho") and Spanish "el pasado día 5"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CAPITAL_MONTHS = [
    # Portugal's spelling before 2009 writes months with a capital.
    _case("A 3 de Junho, o cabo Rui Mendes atravessou a fronteira em Pacaraima.", "2019-09-12",
          [("border_crossing", "Pacaraima", "2019-06-03")], (), "pt-pt-a-3-de-junho"),
    _case("O cabo Rui Mendes pediu refúgio em Pacaraima em meados de Julho.", "2019-09-12",
          [("asylum", "Pacaraima", "2019-07-01")], (), "pt-pt-em-meados-de-julho"),
    _case("O cabo Rui Mendes desertou em Fevereiro.", "2019-09-12", [("defection", ANY, "2019-02-01")], (),
          "pt-pt-em-fevereiro"),
    # ... "Rio de Janeiro" names a city, no month.
    _case("O cabo Rui Mendes chegou ao Rio de Janeiro depois de desertar.", "2019-09-12", [],
          (("relocation", ANY, "2019-01-01"),), "pt-rio-de-janeiro-no-month"),
]


@pytest.mark.parametrize("text, published, present, absent", CAPITAL_MONTHS)
def test_capital_months(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


EL_PASADO_DIA = [
    # "el pasado día 5": the latest 5th, as "el día 5"
    _case("El pasado día 5, el teniente Luis Pérez voló de Bogotá a Madrid.", "2019-09-12",
          [("relocation", "Madrid", "2019-09-05")], (), "es-el-pasado-dia-5"),
    _case("El teniente Luis Pérez cruzó a Cúcuta el pasado día 28.", "2019-09-12",
          [("border_crossing", "Cúcuta", "2019-08-28")], (), "es-el-pasado-dia-28"),
]


@pytest.mark.parametrize("text, published, present, absent", EL_PASADO_DIA)
def test_el_pasado_dia(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
