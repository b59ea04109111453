"""Event traps of held-out batch 93 (a development set): the Colombian and Venezuelan street word for bullets, "plomo"
("desde la orilla venezolana les echaron plomo", "le metieron plomo", "los recibieron a plomo"), tells shots fired at
someone, as "les dispararon" does; and a wound told right after it is that shooting's, on its day."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded_with, assert_coded

SHOT_AT_WITH_PLOMO = [
    _case("Tres militares se volaron del puesto en Ureña y se tiraron al río Táchira el pasado lunes en la noche. "
          "Cuando iban por la mitad del agua, desde la orilla venezolana les echaron plomo.", "2019-03-20",
          [("violence", "Ureña", "2019-03-18")], (), "es-les-echaron-plomo"),
    _case("El martes en la noche le metieron plomo al cabo en Ureña.", "2019-03-20",
          [("violence", "Ureña", "2019-03-19")], (), "es-le-metieron-plomo"),
    _case("Cuando cruzaban el río el martes, a los tres soldados les cayeron a plomo en San Faustino.", "2019-03-20",
          [("violence", "San Faustino", "2019-03-19")], (), "es-les-cayeron-a-plomo"),
    _case("Los guardias los recibieron a plomo en La Parada el domingo, cuando intentaban pasar la trocha.",
          "2019-03-20", [("violence", "La Parada", "2019-03-17")], (), "es-los-recibieron-a-plomo"),
    # (guard: blame put on someone is no shot, "echar" with no "plomo")
    _case("El martes los guardias de Ureña le echaron la culpa al sargento por la fuga.", "2019-03-20",
          [], ("violence",), "es-echaron-la-culpa"),
    # (guard: lead, the metal, is no shot)
    _case("El martes en Ureña los vecinos dijeron que el agua del río tiene plomo.", "2019-03-20",
          [], ("violence",), "es-agua-con-plomo"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOT_AT_WITH_PLOMO)
def test_plomo_is_shots_fired(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


def test_a_wound_after_the_plomo_is_that_shooting(gazetteer, geonames) -> None:
    text = ("Tres militares se volaron del puesto en Ureña y se tiraron al río Táchira el pasado lunes en la noche. "
            "Cuando iban por la mitad del agua, desde la orilla venezolana les echaron plomo.\n\n"
            "Uno de los soldados, de 20 años, recibió un tiro en el muslo derecho.")
    coded = _coded_with(gazetteer, geonames, text, "2019-03-20")
    assert [row for row in coded if row[0] == "violence"] == [("violence", "Ureña", "2019-03-18")], coded
