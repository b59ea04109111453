"""Event extraction traps found in held-out batches 46 and 43 (a captain's road from Cúcuta to Santiago told after
"Fue uno de los cientos de uniformados que desertaron", a day of clashes in a border town under a byline, a
migration office's count "durante la jornada del sábado"), each shown on new sentences: the class a copula puts a
left-out subject in is no subject of its own, a byline is no lead, and a named happening the sentence is set
during is its day."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded


ONE_OF_THE_CLASS = [
    # "Fue uno de los cientos de militares que desertaron": the left-out subject's class, not a subject that ends the
    # chain of verbs that leave theirs out
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue uno de los cientos de militares que desertaron "
          "en febrero.\n\nVivió cinco meses en Cúcuta. En julio se trasladó a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-fue-uno-de-los"),
    _case("O tenente Pedro Lara chegou a Manaus no sábado passado.\n\nFoi um dos centenas de militares que desertaram "
          "em fevereiro.\n\nMorou cinco meses em Pacaraima. Em julho se mudou para Boa Vista.", "2019-11-21",
          [("relocation", "Boa Vista", "2019-07-01")], (), "pt-foi-um-dos"),
    # (a plural verb after it is still the class's)
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue uno de los cientos de militares que desertaron "
          "en febrero.\n\nVivieron cinco meses en Cúcuta. En julio se trasladaron a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-plural-verb-after"),
    # (nor is a named man after the copula a class: "Fue el sargento Ruiz quien ...")
    _case("El teniente Pedro Lara llegó a Lima el sábado pasado.\n\nFue el sargento Luis Ruiz quien organizó la "
          "huida en febrero.\n\nEn julio se trasladó a Bogotá.", "2019-11-21",
          [("relocation", "Bogotá", "2019-07-01")], (), "es-fue-el-sargento"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_OF_THE_CLASS)
def test_one_of_the_class(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
