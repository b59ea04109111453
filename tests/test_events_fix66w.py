"""Event extraction traps found in held-out batch 66 (two GNB corporals robbed on the Colombian bank of the Arauca
river, then on to Saravena by bus), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_CROSSED = ("Dos cabos de la Guardia Nacional abandonaron su unidad en Guasdualito en la noche del sábado 24 y cruzaron "
            "el río Arauca hasta Arauquita. ")
_CRUZARAM = ("Dois cabos da Guarda Nacional desertaram em Santa Elena de Uairén no sábado (13) e atravessaram a pé para "
             "Pacaraima. ")

A_DEFINITE_COUNTED_GROUP_ALREADY_ABROAD = [
    # "los dos guardias" are the two corporals who crossed the sentence before: their bus ride on is a move within
    # Colombia, not a second desertion and crossing
    _case(_CROSSED + "Descalzos y sin documentos, los dos guardias pasaron la madrugada del domingo escondidos en una "
          "finca. Un campesino les prestó ropa y el lunes 26 tomaron un autobús hacia Saravena.", "2019-08-28",
          [("relocation", "Saravena", "2019-08-26")],
          (("defection", "Saravena", ANY), ("border_crossing", "Saravena", ANY)), "es-los-dos-guardias-before"),
    _case(_CROSSED + "El lunes 26 los dos soldados tomaron un autobús hacia Saravena.", "2019-08-28",
          [("relocation", "Saravena", "2019-08-26")],
          (("defection", "Saravena", ANY), ("border_crossing", "Saravena", ANY)), "es-los-dos-soldados-in-it"),
    # ... however many sentences about others lie between (a robbery, a spokesman, a police note)
    _case(_CROSSED + "Apenas desembarcaron, cuatro hombres armados les quitaron los teléfonos. \"Nos dijeron que nos "
          "mataban\", contó uno de ellos. En esa zona operan disidencias de las FARC. La policía no ha informado de "
          "capturas. Descalzos, los dos guardias pasaron la madrugada del domingo escondidos en una finca. Un campesino "
          "les prestó ropa y el lunes 26 tomaron un autobús hacia Saravena.", "2019-08-28",
          [("relocation", "Saravena", "2019-08-26")],
          (("defection", "Saravena", ANY), ("border_crossing", "Saravena", ANY)), "es-los-dos-guardias-far-back"),
    _case(_CRUZARAM + "Os dois militares dormiram num abrigo. Na segunda-feira (15) pegaram um ônibus para Boa Vista.",
          "2019-07-17", [("relocation", "Boa Vista", "2019-07-15")],
          (("defection", "Boa Vista", ANY), ("border_crossing", "Boa Vista", ANY)), "pt-os-dois-militares"),
    # traps: another group of as many, a group with no definite word, a definite group of another count
    _case(_CROSSED + "El lunes 26 otros dos soldados tomaron un autobús hacia Saravena.", "2019-08-28",
          [("border_crossing", "Saravena", "2019-08-26")], (("relocation", "Saravena", ANY),), "es-otros-dos"),
    _case(_CROSSED + "El lunes 26 dos sargentos tomaron un autobús hacia Saravena.", "2019-08-28",
          [("border_crossing", "Saravena", "2019-08-26")], (("relocation", "Saravena", ANY),), "es-dos-sargentos"),
    _case(_CROSSED + "El lunes 26 los tres sargentos tomaron un autobús hacia Saravena.", "2019-08-28",
          [("border_crossing", "Saravena", "2019-08-26")], (("relocation", "Saravena", ANY),), "es-los-tres"),
    _case(_CRUZARAM + "Na segunda-feira (15) outros dois militares pegaram um ônibus para Boa Vista.", "2019-07-17",
          [("border_crossing", "Boa Vista", "2019-07-15")], (("relocation", "Boa Vista", ANY),), "pt-outros-dois"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DEFINITE_COUNTED_GROUP_ALREADY_ABROAD)
def test_a_definite_counted_group_already_abroad(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
