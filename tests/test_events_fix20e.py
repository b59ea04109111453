"""Event extraction traps found again in held-out batch 20 (a development set), each shown on new sentences: a day
that closes a relative clause told in the past perfect ("two privates who had crossed ... in August", "dos cabos
que habían cruzado ... en agosto") dates that clause's crossing, not the main verb's day that opens the sentence."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The relative clause's own day, closing it: the crossing it tells is dated by it.
    _case("El 3 de octubre viajó a Quito con dos cabos que habían cruzado por el paso de Paraguachón, en La Guajira, "
          "en agosto.", "2019-12-09", [("border_crossing", ANY, "2019-08-01")],
          [("border_crossing", ANY, "2019-10-03")], "es-que-habian-cruzado-en-agosto"),
    _case("On Oct. 3 he boarded a bus to Quito with two friends, two privates who had crossed the Táchira River near "
          "Ureña in August.", "2019-12-09", [("border_crossing", ANY, "2019-08-01")],
          [("border_crossing", ANY, "2019-10-03")], "en-who-had-crossed-in-august"),
    # A day that does not close the relative clause, or closes the main one, stays the main verb's.
    _case("El 3 de octubre, dos cabos que habían desertado en agosto cruzaron el río Táchira cerca de Ureña.",
          "2019-12-09", [("border_crossing", ANY, "2019-10-03"), ("defection", ANY, "2019-08-01")], (),
          "es-relative-day-then-main-verb"),
    _case("Two privates who had deserted from their unit crossed the Táchira River near Ureña on Oct. 3.",
          "2019-12-09", [("border_crossing", ANY, "2019-10-03")], (), "en-main-verb-closes-with-its-day"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix20e_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
