"""Actor traps of held-out batch 39 (a development set), shown on new sentences: the men held, told before, as the
subject of what was done to them next ("Los detenidos fueron trasladados el miércoles a Ciudad Bolívar", "The
detainees were flown to Caracas", "Os detidos foram levados para Boa Vista")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded_with, assert_coded


THE_HELD_MOVED = [
    _case("Ese lunes fueron detenidos tres hombres pemón en la comunidad de Kumarakapay. Los detenidos fueron "
          "trasladados el miércoles a la sede de la Dgcim en Ciudad Bolívar, de acuerdo con familiares.", "2019-12-27",
          [("relocation", "Ciudad Bolívar", "2019-12-25")], (), "es-los-detenidos-fueron-trasladados"),
    _case("Six soldiers were arrested in Encontrados on Monday. The detainees were flown to Caracas on Tuesday.",
          "2019-03-28", [("relocation", "Caracas", "2019-03-26")], (), "en-the-detainees-were-flown"),
    _case("Seis militares foram presos em Pacaraima na segunda-feira. Os detidos foram levados na quarta-feira para "
          "Boa Vista.", "2019-12-27", [("relocation", "Boa Vista", "2019-12-25")], (), "pt-os-detidos-foram-levados"),
    # (what is done to detainees as a habit is no move of these men; naming them moves nobody)
    _case("Seis militares foram presos em Pacaraima na segunda-feira. Em muitos casos os detidos foram levados para "
          "Boa Vista.", "2019-12-27", [("arrest", "Pacaraima", "2019-12-23")], ("relocation",), "pt-habit-in-most-cases"),
    _case("Tres soldados fueron detenidos el lunes en Rubio. Los detenidos fueron identificados como el cabo Luis Mora "
          "y dos soldados.", "2019-03-28", [("arrest", "Rubio", "2019-03-25")], ("relocation",), "es-identificados"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_HELD_MOVED)
def test_the_detainees_told_before_are_the_subject_of_their_transfer(gazetteer, geonames, text: str, published: str,
                                                                     present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
