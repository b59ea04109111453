"""Event extraction traps found again in held-out batch 21, each shown on new sentences: "nada más llegar"
(right on arriving) opening a sentence whose subject is left out, an arrest of a pronoun right after a crossing
told, "Allí, según ...," before a left-out subject's verb, and a river a third country names on the way to the
town reached, which is not where the men deserted."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "Nada más llegar," / "Nomás cruzar,": right on arriving, an opening that shares the verb's left-out subject
    # (no negation for all its "nada"), so the request is the arrivals' own, where and when they arrived.
    _case("Un capitán venezolano aterrizó en el aeropuerto de Tocumen el martes 12 de marzo. Nada más llegar, pidió "
          "refugio a los agentes de migración.", "2019-03-15",
          [("asylum", "Tocumen International Airport", "2019-03-12")], (), "es-nada-mas-llegar"),
    _case("Tres guardias venezolanos cruzaron el puente Simón Bolívar el domingo 10 de marzo. Nomás cruzar, se "
          "entregaron a la Policía colombiana y pidieron protección.", "2019-03-15",
          [("asylum", ANY, "2019-03-10")], (), "es-nomas-cruzar"),
    # Still no request where the sentence denies one, nor where "nada más" is "nothing more".
    _case("Un capitán venezolano aterrizó en el aeropuerto de Tocumen el martes 12 de marzo. Nada más llegar, dijo "
          "que no pediría refugio.", "2019-03-15", [], ("asylum",), "es-nada-mas-llegar-no-pediria"),
    _case("Un capitán venezolano aterrizó en el aeropuerto de Tocumen el martes 12 de marzo. No pidió nada más.",
          "2019-03-15", [], ("asylum",), "es-no-pidio-nada-mas"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix21b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CASES_AFTER_A_STEP = [
    # An arrest of a pronoun right after a crossing told is that journey's end, on the crossing's day.
    _case("On Thursday, May 9, the corporal crossed back over the Francisco de Paula Santander bridge. Sebin agents "
          "arrested him in Ureña.", "2019-05-29", [("arrest", "Ureña", "2019-05-09")], (), "en-arrested-him-after-crossing"),
    # Not when the one arrested is someone else, named.
    _case("El jueves 9 de mayo, el cabo volvió a cruzar el puente Francisco de Paula Santander. Agentes del Sebin "
          "capturaron en Ureña a dos tenientes.", "2019-05-29", [("arrest", "Ureña", None)],
          (("arrest", ANY, "2019-05-09"),), "es-others-arrested-after-crossing"),
    # "Allí, según la Armada," / "Lá, segundo a PF,": the place just told and a source, then the verb whose subject
    # is the one who arrived there.
    _case("Dos cabos venezolanos cruzaron la trocha hasta Maicao el lunes 15 de abril. Allí, según la Policía, se "
          "entregaron el martes 16 y pidieron protección.", "2019-04-23",
          [("asylum", "Maicao", "2019-04-16")], (), "es-alli-segun"),
    _case("Dois sargentos venezuelanos chegaram a Pacaraima na segunda-feira (15). Lá, segundo a Polícia Federal, se "
          "apresentaram na terça-feira (16) e pediram refúgio.", "2019-04-23",
          [("asylum", "Pacaraima", "2019-04-16")], (), "pt-la-segundo"),
    # Still nobody asked where the sentence says nobody did, nor do neighbours asking for safety ask for refuge.
    _case("Dos cabos venezolanos cruzaron la trocha hasta Maicao el lunes 15 de abril. Allí, según la Policía, nadie "
          "pidió protección.", "2019-04-23", [], ("asylum",), "es-alli-segun-nadie"),
    # A river a third country names, on the way to the town reached, is not where they deserted: the town is.
    _case("Tres guardias desertaron el jueves 18 de abril y remaron por el río Negro hasta Inírida.", "2019-04-23",
          [("defection", "Inírida", "2019-04-18")], (("defection", "Rio Negro", ANY),), "es-third-country-river-desertion"),
    # A river on the line itself stays the place.
    _case("Tres guardias desertaron el jueves 18 de abril y cruzaron el río Arauca hasta Arauca.", "2019-04-23",
          [("defection", "Arauca River", "2019-04-18")], (), "es-border-river-desertion"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES_AFTER_A_STEP)
def test_fix21b_after_a_step(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
