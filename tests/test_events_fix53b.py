"""Event extraction traps found again in held-out batch 53 (a corporal from Paramacay to Maicao and his mother
taken in Valencia "two days after the corporal crossed"), each shown on new sentences: a day counted from a deed
told as a clause of its own, with its doer named."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

DAYS_AFTER_A_DEED_TOLD_AS_A_CLAUSE = [
    # "Dos días después de que el cabo cruzara a Colombia": counted from the crossing told before
    _case("El sargento Rangel llegó a Cúcuta el viernes 5 de abril. Tres días después de que el sargento cruzara la "
          "frontera, agentes del Sebin detuvieron a su padre en Barinas.", "2019-04-20",
          [("arrest", "Barinas", "2019-04-08")], (), "es-despues-de-que-el-sargento-cruzara"),
    _case("El sargento Rangel desertó en Guasdualito el 2 de abril. Dos días después de que huyó, la Dgcim detuvo a "
          "su hermano en Barinas.", "2019-04-20", [("arrest", "Barinas", "2019-04-04")], (), "es-despues-de-que-huyo"),
    _case("O soldado Ruiz atravessou para Pacaraima no sábado (6). Três dias depois que ele chegou, agentes prenderam "
          "o pai dele em Ciudad Bolívar.", "2019-04-20", [("arrest", "Ciudad Bolívar", "2019-04-09")], (),
          "pt-depois-que-ele-chegou"),
    _case("Sergeant Ruiz deserted at El Amparo on Saturday, April 6. Three days after the sergeant left, agents "
          "detained his father in Barinas.", "2019-04-20", [("arrest", "Barinas", "2019-04-09")], (),
          "en-after-the-sergeant-left"),
    # ... a clause of some other deed counts from nothing the story told
    _case("El sargento Rangel llegó a Cúcuta el viernes 5 de abril. Tres días después de que el gobernador hablara, "
          "agentes del Sebin detuvieron a su padre en Barinas.", "2019-04-20", [],
          (("arrest", ANY, "2019-04-08"),), "es-despues-de-que-el-gobernador-hablara"),
    # ... and no deed told before, nothing to count from
    _case("Dos días después de que el cabo cruzara a Colombia, agentes de la Dgcim detuvieron a su madre en "
          "Valencia.", "2019-04-20", [], (("arrest", ANY, "2019-04-22"),), "es-nothing-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", DAYS_AFTER_A_DEED_TOLD_AS_A_CLAUSE)
def test_days_after_a_deed_told_as_a_clause(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
