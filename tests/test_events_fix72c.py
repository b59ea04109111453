"""Event extraction traps found in held-out batch 72 (third pass), each shown on new sentences: a crossing told
first with only the month of the leaving, then dated by a sentence that opens by naming it ("A travessia para
Pacaraima, no lado brasileiro, foi em 9 de julho")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CROSSING_DATED_BY_ITS_NOUN = [
    _case("O cabo Pedro Salas saiu do quartel no fim de maio e atravessou a fronteira por uma trilha. A travessia "
          "para Pacaraima, do lado brasileiro, foi em 3 de junho.", "2019-09-14",
          [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),), "pt-a-travessia-foi-em"),
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia por una trocha. La travesía fue el lunes 3 de "
          "junio.", "2019-09-14", [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),),
          "es-la-travesia-fue-el"),
    _case("Sergeant Pedro Salas deserted in May and crossed into Colombia. The crossing came on June 3.", "2019-09-14",
          [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),), "en-the-crossing-came-on"),
    # (guards: a crossing told with its own day keeps it; a crossing noun with no day; no crossing told before)
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia el 1 de junio. La travesía fue el 3 de junio, "
          "según su hermano.", "2019-09-14", [("border_crossing", ANY, "2019-06-01")],
          (("border_crossing", ANY, "2019-06-03"),), "es-own-day-kept"),
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia por una trocha. La travesía fue dura y larga.",
          "2019-09-14", [("border_crossing", ANY, "2019-05-01")], (), "es-no-day"),
    _case("El sargento Pedro Salas desertó en mayo. La travesía del río fue el 3 de junio, según el diario.",
          "2019-09-14", [], (("border_crossing", ANY, "2019-06-03"),), "es-no-crossing-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSING_DATED_BY_ITS_NOUN)
def test_a_crossing_dated_by_its_noun(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
