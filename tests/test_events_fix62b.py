"""Event extraction traps found again in held-out batch 62 (guardsmen landing by pirogue in Trinidad), each shown on
new sentences: the protests soldiers were ordered to fire on, told as why they left."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ORDERED_TO_FIRE_ON_PROTESTS = [
    # the protests a unit was ordered to shoot at are why the men left, no protest the story tells
    _case('Three sailors landed at Icacos on Monday. "We deserted because they ordered us to fire on our own people '
          'in the protests," one said.', "2019-09-27", [("border_crossing", "Icacos", "2019-09-23")],
          (("protest", ANY, ANY),), "en-ordered-to-fire-on-people-in-the-protests"),
    _case('Cuatro guardias cruzaron a Cúcuta el lunes. "Desertamos porque nos ordenaron disparar contra nuestro propio '
          'pueblo en las protestas", dijo.', "2019-08-14", [("border_crossing", "Cúcuta", "2019-08-12")],
          (("protest", ANY, ANY),), "es-ordenaron-disparar-contra-el-pueblo-en-las-protestas"),
    _case('Quatro guardas cruzaram para Pacaraima na segunda-feira (12). "Fugimos porque nos mandaram atirar nos '
          'estudantes durante os protestos", disse um deles.', "2019-08-14",
          [("border_crossing", "Pacaraima", "2019-08-12")], (("protest", ANY, ANY),),
          "pt-mandaram-atirar-durante-os-protestos"),
    # ... shots fired in the protests, told as done, still tell the protest
    _case("Four guardsmen crossed to Cedros on Monday. Soldiers fired at students in the protests in Caracas on "
          "Sunday.", "2019-08-14", [("protest", "Caracas", "2019-08-11"), ("violence", "Caracas", "2019-08-11")], (),
          "en-fired-at-students-in-the-protests-kept"),
    _case("Cuatro guardias cruzaron a Cúcuta el lunes. Los guardias dispararon contra estudiantes en las protestas de "
          "Caracas el domingo.", "2019-08-14", [("protest", ANY, "2019-08-11")], (),
          "es-dispararon-contra-estudiantes-en-las-protestas-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", ORDERED_TO_FIRE_ON_PROTESTS)
def test_ordered_to_fire_on_protests(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
