"""Event extraction traps found in held-out batch 46 (a day of clashes at a border town told as "la jornada del
sábado ..."), each shown on new sentences: a named happening that opens the story is the story's own day."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_HAPPENING_THAT_OPENS_THE_STORY = [
    # "La jornada del domingo 5 de mayo en X terminó con ...": the day the sentence names is the day it tells.
    _case("La jornada del martes 30 de abril en Caracas terminó con decenas de heridos y la imagen de un sargento que "
          "tiró su fusil y corrió hacia la embajada de Brasil.", "2019-05-01",
          [("asylum", ANY, "2019-04-30")], (("asylum", ANY, None),), "es-la-jornada-del-opens"),
    _case("Los sucesos del viernes 22 de febrero en Santa Elena de Uairén dejaron dos muertos, y un cabo que desertó "
          "cruzó a Brasil por una trocha.", "2019-02-24",
          [("border_crossing", ANY, "2019-02-22")], (), "es-los-sucesos-del-opens"),
    # ... later sentences of the lead take that day too
    _case("La jornada del martes 30 de abril en Caracas terminó con decenas de heridos y un sargento que corrió hacia "
          "la embajada de Brasil. Desde temprano, cientos de vecinos se concentraron frente a la base de La Carlota.",
          "2019-05-01", [("protest", ANY, "2019-04-30")], (("protest", ANY, None),), "es-la-jornada-then-protest"),
    # ... but a happening named inside the sentence still dates nothing of its own.
    _case("Decepcionado por la jornada del 23 de febrero, un sargento desertó en marzo en San Antonio del Táchira.",
          "2019-06-20", [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-02-23"),),
          "es-jornada-named-inside"),
    # ... nor does one that opens the sentence as a failure told of.
    _case("El fracaso del 30 de abril llevó a un capitán a pedir asilo en Bogotá.", "2019-06-20", [],
          (("asylum", ANY, "2019-04-30"),), "es-el-fracaso-opens"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HAPPENING_THAT_OPENS_THE_STORY)
def test_a_happening_that_opens_the_story(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_TO_TESTIFY = [
    # "levado para depor pela Dgcim", "llevado a declarar por la Dgcim": held by the services, not a journey.
    _case("A mãe do soldado foi levada para depor pela Dgcim em Santa Elena de Uairén na quarta-feira (12).",
          "2019-06-15", [("arrest", "Santa Elena de Uairén", "2019-06-12")], ("relocation",), "pt-levada-para-depor"),
    _case("O pai do tenente foi levado para prestar depoimento pela Dgcim em Maracay na quarta-feira (12).",
          "2019-06-15", [("arrest", "Maracay", "2019-06-12")], ("relocation",), "pt-prestar-depoimento"),
    _case("La esposa del cabo fue llevada a declarar por funcionarios del Sebin en Barinas el viernes.",
          "2019-06-15", [("arrest", "Barinas", "2019-06-14")], ("relocation",), "es-llevada-a-declarar"),
    # ... a soldier taken to a town by others is still moved.
    _case("Los tres sargentos fueron llevados a Cúcuta por la Policía colombiana el viernes.", "2019-06-15",
          [("relocation", "Cúcuta", "2019-06-14")], ("arrest",), "es-llevados-a-cucuta"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_TO_TESTIFY)
def test_taken_to_testify(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_RORAIMA_HOSPITAL_BY_ITS_INITIALS = [
    # Boa Vista's general hospital is "o HGR" in the Brazilian press.
    _case("Um cabo venezuelano ferido na fronteira foi transferido de ambulância para o HGR na terça-feira (10).",
          "2019-06-15", [("relocation", "Roraima General Hospital", "2019-06-10")], (), "pt-para-o-hgr"),
    # ... a hospital not named is no place.
    _case("Um cabo venezuelano ferido na fronteira foi transferido de ambulância para o hospital na terça-feira (10).",
          "2019-06-15", [], (("relocation", "Roraima General Hospital", ANY),), "pt-para-o-hospital"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_RORAIMA_HOSPITAL_BY_ITS_INITIALS)
def test_the_roraima_hospital_by_its_initials(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
