"""Event extraction traps found again in held-out batch 62 (guardsmen landing by pirogue in Trinidad, two ex-guardsmen
caught with pistols in Bogotá), each shown on new sentences: the protests soldiers were ordered to fire on, told as why
they left; the post left named by "de" after the month of the desertion ("desertó en marzo del Fuerte Tiuna"); and a
"desertó a" that opens a time of the month ("a mediados de abril"), no destination."""

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


POST_LEFT_AFTER_THE_MONTH = [
    # "desertó en marzo del Fuerte Tiuna": the month between the verb of leaving and the "de" of the post left
    _case("El sargento Pérez desertó en marzo del Fuerte Tiuna.", "2019-09-27",
          [("defection", "Fuerte Tiuna", "2019-03-01")], (("defection", "Venezuela", ANY),), "es-en-marzo-del"),
    _case("O sargento Pérez desertou em março do Forte Tiuna.", "2019-09-27",
          [("defection", "Fuerte Tiuna", "2019-03-01")], (("defection", "Venezuela", ANY),), "pt-em-marco-do"),
    _case("El sargento Pérez desertó el 5 de marzo del Fuerte Tiuna.", "2019-09-27",
          [("defection", "Fuerte Tiuna", "2019-03-05")], (("defection", "Venezuela", ANY),), "es-el-5-de-marzo-del"),
    _case("El cabo Pérez desertó a mediados de abril de Guasdualito.", "2019-09-27",
          [("defection", "Guasdualito", "2019-04-01")], (("relocation", ANY, ANY),), "es-a-mediados-de-abril-de"),
    # ... a year after the month is no place; where he lives now is no post
    _case("El sargento Pérez desertó en marzo de 2019 y vive en Bogotá.", "2019-09-27",
          [("defection", ANY, "2019-03-01")], (("defection", "Bogotá", ANY),), "es-en-marzo-de-2019-no-place"),
    _case("El cabo Pérez fue detenido en marzo del año pasado en San Cristóbal.", "2019-09-27", [],
          (("defection", ANY, ANY), ("relocation", ANY, ANY)), "es-detenido-en-marzo-del-ano-no-leaving"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_LEFT_AFTER_THE_MONTH)
def test_post_left_after_the_month(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESERTED_AT_A_TIME_OF_THE_MONTH = [
    # "desertaron a finales de mayo": the "a" dates the desertion, it names no end of a journey
    _case("Dos soldados desertaron a finales de mayo desde Puerto Ayacucho.", "2019-09-27",
          [("defection", "Puerto Ayacucho", "2019-05-01")], (("relocation", ANY, ANY),), "es-a-finales-de-mayo-desde"),
    _case("El cabo Pérez desertó a mediados de abril desde Guasdualito.", "2019-09-27",
          [("defection", "Guasdualito", "2019-04-01")], (("relocation", ANY, ANY),), "es-a-mediados-de-abril-desde"),
    # ... "desertaron a Colombia" still goes somewhere
    _case("Los dos soldados desertaron a Colombia en mayo.", "2019-09-27",
          [("border_crossing", "Colombia", "2019-05-01")], (), "es-desertaron-a-colombia-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTED_AT_A_TIME_OF_THE_MONTH)
def test_deserted_at_a_time_of_the_month(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
