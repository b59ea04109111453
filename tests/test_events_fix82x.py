"""Event extraction traps found in held-out batch 82 (men brought from one city to another, "foram trazidos de Boa
Vista para Porto Velho", "fueron traídos desde Cúcuta a Bogotá", "were brought from Pacaraima to Manaus"), each shown
on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


BROUGHT_FROM_TO = [
    # "foram trazidos de X para Y em um voo": brought from one city to another is a move
    _case("Em setembro, o sargento e outro ex-militar foram trazidos de Boa Vista para Manaus em um voo da Força Aérea "
          "Brasileira.", "2019-11-20", [("relocation", "Manaus", "2019-09-01")], (), "pt-trazidos-de-para"),
    _case("Los dos exmilitares fueron traídos desde Cúcuta a Bogotá en un bus de Migración Colombia el martes.",
          "2019-06-14", [("relocation", "Bogotá", "2019-06-11")], (), "es-traidos-desde-a"),
    _case("The three former guardsmen were brought from Pacaraima to Manaus on Tuesday by the Brazilian army.",
          "2019-06-14", [("relocation", "Manaus", "2019-06-11")], (), "en-brought-from-to"),
    # (guard: something brought from home, no place to go: no move)
    _case("O sargento disse que os documentos foram trazidos de casa pela mãe.", "2019-11-20", [], ("relocation",),
          "pt-trazidos-de-casa"),
]


@pytest.mark.parametrize("text, published, present, absent", BROUGHT_FROM_TO)
def test_brought_from_one_city_to_another_is_a_relocation(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


ESCAPED_SURVEILLANCE = [
    # "Para fugir da vigilância em X": the place kept away from is not where they crossed
    _case("Para fugir da vigilância em Santa Elena de Uairén, cinco militares atravessaram a fronteira a pé pela "
          "savana na sexta-feira.", "2019-08-30", [("border_crossing", ANY, "2019-08-30")], [("border_crossing", "Santa Elena de Uairén", ANY)],
          "pt-fugir-da-vigilancia"),
    _case("Para huir de los controles en Ureña, los tres guardias cruzaron a Colombia por una trocha el martes.",
          "2019-06-14", [("border_crossing", ANY, "2019-06-11")], [("border_crossing", "Ureña", ANY)],
          "es-huir-de-los-controles"),
    _case("Para evadir la vigilancia en San Antonio del Táchira, los tres guardias cruzaron la frontera el martes.",
          "2019-06-14", [("border_crossing", ANY, "2019-06-11")], [("border_crossing", "San Antonio del Táchira", ANY)],
          "es-evadir-la-vigilancia"),
    _case("To escape the patrols at Ureña, the three guardsmen crossed the border on Tuesday.", "2019-06-14",
          [("border_crossing", ANY, "2019-06-11")], [("border_crossing", "Ureña", ANY)], "en-escape-the-patrols"),
    # (guard: fled from the town itself is where they left)
    _case("Cinco militares fugiram de Santa Elena de Uairén e atravessaram a fronteira até Pacaraima na sexta-feira.",
          "2019-08-30", [("border_crossing", "Pacaraima", "2019-08-30")], (), "pt-fugiram-de"),
]


@pytest.mark.parametrize("text, published, present, absent", ESCAPED_SURVEILLANCE)
def test_a_place_whose_surveillance_they_escaped_is_not_the_crossing(gazetteer, geonames, text: str,
                                                                      published: str, present: list,
                                                                      absent: list) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
