"""Event extraction traps found in held-out batch 30 worked a fourth time, each shown on new sentences: a named
person's body found is a killing, wounds told or not ("the body of a former corporal was found near Tame"); the
arrest of one suspected of an attack, told only as announced ("police said on Monday that they had arrested a
suspect"), is dated by the announcing."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_BODY_FOUND = [
    # "the body of a former army corporal was found on a rural road near the town of Tame": a killing in September
    _case("In October, the body of a former Venezuelan sergeant was found beside a dirt road near Saravena.",
          "2019-11-20", [("violence", "Saravena", "2019-10-01")], (), "en-body-of-found"),
    _case("The bodies of two Venezuelan ex-soldiers were discovered on Friday near Tibú.", "2019-11-20",
          [("violence", "Tibú", "2019-11-15")], (), "en-bodies-of-discovered"),
    _case("En octubre, el cuerpo de un exsargento venezolano fue hallado en una vía rural cerca de Saravena.",
          "2019-11-20", [("violence", "Saravena", "2019-10-01")], (), "es-cuerpo-de-hallado"),
    _case("Em outubro, o corpo de um ex-sargento venezuelano foi encontrado numa estrada de terra perto de Pacaraima.",
          "2019-11-20", [("violence", "Pacaraima", "2019-10-01")], (), "pt-corpo-de-encontrado"),
    # ... a drowning is no killing, and neither is a body that is a unit of the state
    _case("In October, the body of a Venezuelan migrant who drowned in the Táchira River was found near Cúcuta.",
          "2019-11-20", [], ("violence",), "en-drowned-is-no-killing"),
    _case("El cuerpo de un migrante que se ahogó en el río fue hallado el viernes cerca de Cúcuta.", "2019-11-20",
          [], ("violence",), "es-ahogado-no-es-violencia"),
    _case("In October, a body of the National Guard was sent to Saravena to guard the crossing.", "2019-11-20",
          [], ("violence",), "en-a-body-of-troops-sent"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BODY_FOUND)
def test_a_body_found_is_a_killing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SUSPECT_HELD_AS_ANNOUNCED = [
    # "Colombian police said on Monday that they had arrested a 22-year-old suspect at a checkpoint outside ..."
    _case("Police said on Tuesday that they had arrested a 30-year-old suspect at a roadblock near Saravena.",
          "2019-11-22", [("arrest", "Saravena", "2019-11-19")], (), "en-said-they-had-arrested-a-suspect"),
    _case("La Policía informó el martes que capturó al presunto agresor en un retén cerca de Saravena.", "2019-11-22",
          [("arrest", "Saravena", "2019-11-19")], (), "es-informo-que-capturo-al-presunto-agresor"),
    _case("A Polícia Federal informou na terça-feira que prendeu o suspeito do ataque em Pacaraima.", "2019-11-22",
          [("arrest", "Pacaraima", "2019-11-19")], (), "pt-informou-que-prendeu-o-suspeito"),
    # ... a day told in what was said stays the arrest's own, not the announcing's
    _case("Police said on Tuesday that they had arrested a suspect in Saravena on Sunday.", "2019-11-22",
          [("arrest", "Saravena", "2019-11-17")], (("arrest", ANY, "2019-11-19"),), "en-the-arrest-own-day-wins"),
    # ... and an announcing with no day still dates nothing: a summary's suspect, dropped
    _case("Police said that they had arrested a suspect in Saravena.", "2019-11-22", [], ("arrest",),
          "en-no-day-told-nothing-coded"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SUSPECT_HELD_AS_ANNOUNCED)
def test_a_suspect_held_as_announced(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
