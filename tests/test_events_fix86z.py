"""Event extraction traps found in held-out batch 86, each shown on new sentences: men brought somewhere by others,
told in the passive ("They were brought to the Brickdam police station in Georgetown", "fueron traídos a",
"foram trazidos para"), a move like "were taken to"; not "brought to justice" or "to light"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

BROUGHT = [
    _case("Four Venezuelan soldiers were detained at Cheddi Jagan International Airport on Wednesday night. On "
          "Thursday they were brought to a police station in Georgetown.", "2019-08-16",
          [("relocation", "Georgetown", "2019-08-15")], (), "were-brought-to"),
    _case("Two guardsmen who deserted in Ureña were detained by the army on Monday. The pair was brought by "
          "soldiers to a base in Caracas.", "2019-08-16",
          [("relocation", "Caracas", ANY)], (), "was-brought-by-soldiers-to"),
    _case("Cuatro soldados venezolanos fueron detenidos en el aeropuerto de Maiquetía el miércoles. El jueves "
          "fueron traídos a la sede del Sebin en Caracas.", "2019-08-16",
          [("relocation", "Caracas", "2019-08-15")], (), "es-fueron-traidos-a"),
    _case("Quatro soldados venezuelanos foram detidos em Pacaraima na quarta-feira. Na quinta-feira foram trazidos "
          "para a sede da PF em Boa Vista.", "2019-08-16",
          [("relocation", "Boa Vista", "2019-08-15")], (), "pt-foram-trazidos-para"),
    # Brought to justice, to light: no journey anywhere
    _case("Four Venezuelan soldiers deserted in Ureña on Wednesday. Officers said the men who beat them would be "
          "brought to justice in Caracas.", "2019-08-16", [], ("relocation",), "brought-to-justice"),
    _case("Four Venezuelan soldiers deserted in Ureña on Wednesday. The abuses were brought to light in Caracas "
          "by a rights group.", "2019-08-16", [], ("relocation",), "brought-to-light"),
    # Active "brought": the one who brought is no passenger
    _case("Four Venezuelan soldiers deserted in Ureña on Wednesday. Their families brought food to Cúcuta.",
          "2019-08-16", [], (("relocation", "Cúcuta", ANY),), "active-brought-food"),
]


@pytest.mark.parametrize("text, published, present, absent", BROUGHT)
def test_fix86z_brought_to(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FROM_TO = [
    # "de Bogotá a Leticia": the far end is the town (Leticia is also a woman's name), where the move is placed
    _case("Tres soldados venezolanos desertaron en Samariapo el 28 de junio. Un pasaje aéreo pagado por un familiar "
          "los llevó de Bogotá a Leticia el 15 de julio.", "2019-07-23",
          [("relocation", "Leticia", "2019-07-15")], (("relocation", "Bogotá", ANY),), "es-de-bogota-a-leticia"),
    _case("Tres soldados venezolanos desertaron en Samariapo el 28 de junio. El 15 de julio el sargento llamó desde "
          "Bogotá a Leticia Pérez, su hermana.", "2019-07-23", [], (("relocation", "Leticia", ANY),),
          "es-llamo-a-leticia-perez"),
]


@pytest.mark.parametrize("text, published, present, absent", FROM_TO)
def test_fix86z_de_x_a_y(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
