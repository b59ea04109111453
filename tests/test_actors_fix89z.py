"""A bare count that adds up the last two groups named ("los catorce" after three soldiers held "junto con otros
once migrantes") stands for both together, so what is done to them next is the soldiers' event too."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    _case("El jueves, los tres sargentos fueron detenidos en un retén a la salida de Tenosique, junto con otros once "
          "migrantes centroamericanos. El viernes, los catorce fueron trasladados a Cúcuta.", "2019-04-08",
          [("relocation", "Cúcuta", "2019-04-05")], (), "es-los-catorce-tres-mas-once"),
    # a lieutenant and two sergeants named together are three
    _case("El lunes, el teniente Rafael Quintero y dos sargentos de la GNB cruzaron a Colombia. El martes fueron "
          "detenidos en Cúcuta junto con otros cinco migrantes. El miércoles, los ocho fueron trasladados a Bogotá.",
          "2019-04-08", [("relocation", "Bogotá", "2019-04-03")], (), "es-los-ocho-teniente-dos-mas-cinco"),
    _case("Na quinta-feira, os três sargentos foram detidos na saída de Pacaraima, junto com outros onze migrantes. "
          "Na sexta-feira, os catorze foram levados para Boa Vista.", "2019-04-08",
          [("relocation", "Boa Vista", "2019-04-05")], (), "pt-os-catorze-tres-mais-onze"),
    # a count that is not the sum stands for the last group alone: the migrants, whose move is no event
    _case("El jueves, los tres sargentos fueron detenidos en un retén a la salida de Tenosique, junto con otros once "
          "migrantes centroamericanos. El viernes, los doce fueron trasladados a Cúcuta.", "2019-04-08",
          [], (("relocation", ANY, ANY),), "es-los-doce-is-no-sum"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_count_adding_up_two_groups(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
