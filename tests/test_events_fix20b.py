"""Event extraction traps found again in held-out batch 20 (a development set), each shown on new sentences:
"golpearon la puerta" is a knock at a door; "detained the eight" holds the group counted before even when
the sentence before names only one of its men; a bus ride to Asunción, a city the gazetteer lacked."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

CASES = [
    # A knock at a door, a window or a gate is no blow dealt.
    _case("Cuatro exsoldados venezolanos llegaron a Chile. El martes, los cuatro golpearon la puerta del puesto de "
          "Carabineros de Colchane y pidieron refugio.", "2019-12-09", [], ("violence",), "es-golpearon-la-puerta"),
    _case("Cuatro exsoldados venezolanos llegaron a Chile. De madrugada, el sargento golpeó en la ventana de una casa "
          "de Colchane para pedir agua.", "2019-12-09", [], ("violence",), "es-golpeo-en-la-ventana"),
    # A blow to men still is.
    _case("Cuatro exsoldados venezolanos llegaron a Chile. El martes, unos hombres armados golpearon a los cuatro "
          "en Colchane.", "2019-12-09", [("violence", "Colchane", "2019-12-03")], (), "es-golpearon-a-los-cuatro"),
]


CASES += [
    # "detained the six": a group told by its number alone is that many men, though the sentence before
    # speaks of one of them.
    _case("Six former Venezuelan soldiers waded into Ecuador on Friday. Sgt. Ruiz's group did not get far. On "
          "Saturday, police stopped their van outside Tulcán and detained the six for entering irregularly.",
          "2019-11-05", [("arrest", "Tulcán", "2019-11-02")], (), "detained-the-six-after-one-named"),
    # Papers checked are no arrest, whoever was counted.
    _case("Six former Venezuelan soldiers waded into Ecuador on Friday. Sgt. Ruiz's group did not get far. On "
          "Saturday, police stopped their van outside Tulcán and checked the papers of the six.",
          "2019-11-05", [], ("arrest",), "papers-of-the-six"),
]


CASES += [
    # Paraguay's capital is a place of the route (a gazetteer row): the bus ride there is a move.
    _case("Cinco exmilitares venezolanos piden refugio en Paraguay. Este martes partieron en un ómnibus hacia "
          "Asunción.", "2019-10-22", [("relocation", "Asunción", "2019-10-22")], (), "es-omnibus-hacia-asuncion"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix20b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
