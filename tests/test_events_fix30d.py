"""Event extraction traps found in held-out batch 30 worked a fourth time, each shown on new sentences: a named
person's body found is a killing, wounds told or not ("the body of a former corporal was found near Tame")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

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
