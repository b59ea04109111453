"""Event extraction traps found in held-out batch 31, second pass (a corporal's mother taken by the Dgcim, told in a
participle after the relative clause that says her son deserted; Pemón guardsmen asking for refuge the day after
crossing, told in a "quando" clause), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

CASES = [
    # An arrest's participle after the comma that closes a relative clause is said of the one the clause follows.
    _case("Habló de la madre de un cabo que desertó en febrero, detenida por la Dgcim en Mérida el 4 de mayo.",
          "2019-05-22", [("arrest", "Mérida", "2019-05-04")], (), "es-detenida-after-relative-clause"),
    _case("Recordó el caso del hermano de un sargento que huyó a Colombia en marzo, arrestado por la Dgcim en "
          "Valencia el 2 de mayo.", "2019-05-22", [("arrest", "Valencia", "2019-05-02")], (),
          "es-arrestado-after-relative-clause-with-a-journey"),
    _case("Citó el caso del padre de un sargento de la Armada que huyó a Aruba en abril, detenido por la Dgcim en "
          "Punto Fijo el 3 de mayo.", "2019-05-22", [("arrest", "Punto Fijo", "2019-05-03")], (),
          "es-detenido-after-force-and-relative"),
    # ... not a participle that tells no arrest, nor one two commas away from the relative.
    _case("Citó a un teniente que desertó en marzo, refugiado desde entonces en Cúcuta.", "2019-05-22", [],
          ("arrest",), "es-participle-not-arrest"),
    _case("Habló de un cabo que desertó en febrero, de su madre, y de la casa, revisada por la Dgcim en Mérida.",
          "2019-05-22", [], ("arrest",), "es-two-commas-away"),
]

CASES += [
    # A "when" clause right after a day is on that day, not on one named earlier in the sentence.
    _case("El 3 de mayo, dos cabos cruzaron a Colombia y se presentaron ante la Policía en Cúcuta dos días después, "
          "cuando pidieron refugio.", "2019-06-05", [("asylum", "Cúcuta", "2019-05-05")], (),
          "es-cuando-after-a-counted-day"),
    _case("Em 3 de maio, três cabos entraram no Brasil e se apresentaram à Polícia Federal em Pacaraima dois dias "
          "depois, quando pediram refúgio.", "2019-06-05", [("asylum", "Pacaraima", "2019-05-05")], (),
          "pt-quando-after-a-counted-day"),
    # ... while a "when" clause told apart before a later verb leaves that verb the sentence's day.
    _case("El 3 de mayo, dos cabos cruzaron a Colombia, cuando la Guardia cerró el puente, y pidieron refugio en "
          "Cúcuta.", "2019-06-05", [("asylum", "Cúcuta", "2019-05-03")], (), "es-cuando-clause-closed-before-verb"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix31b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
