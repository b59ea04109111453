"""Event extraction traps found in held-out batch 53 on a fifth pass, each shown on new sentences: a quote told
inside a paragraph, told by the man himself, breaks no scene, so the deed told after it takes the day told before
it."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_BEFORE = ("El sargento Pedro Ruiz, de la Guardia Nacional, empezó su viaje el 3 de marzo. Ruiz vigilaba el puente "
           "Simón Bolívar con su pelotón.")

A_QUOTE_INSIDE_THE_PARAGRAPH = [
    # the day, an undated sentence, a two-sentence quote, then the surrender on the far side: that day
    _case(_BEFORE + ' "Tiré el casco al río. No quería seguir", recuerda. Del lado colombiano, en Cúcuta, se entregó '
          "a Migración Colombia.", "2019-06-16",
          [("defection", "Cúcuta", "2019-03-03"), ("border_crossing", ANY, "2019-03-03")], (), "es-quote-between"),
    _case("Sergeant Pedro Ruiz of the National Guard started his journey on March 3. Ruiz was guarding the Simón "
          'Bolívar bridge with his platoon. "I threw my helmet in the river. I was done," he recalls. On the Colombian '
          "side, in Cúcuta, he surrendered to the police.", "2019-06-16",
          [("defection", "Cúcuta", "2019-03-03")], (), "en-quote-between"),
    _case("O sargento Pedro Ruiz, da Guarda Nacional, começou sua viagem em 3 de março. Ruiz vigiava a fronteira com "
          'seu pelotão. "Joguei o capacete no rio. Não aguentava mais", lembra. Do outro lado, em Pacaraima, ele se '
          "entregou à Polícia Federal e pediu refúgio.", "2019-06-16",
          [("defection", "Pacaraima", "2019-03-03"), ("asylum", "Pacaraima", "2019-03-03")], (), "pt-quote-between"),
    # no quote, only a reported sentence between: no day carried that far
    _case(_BEFORE + " Tiró el casco al río y no quiso seguir, recuerda. Del lado colombiano, en Cúcuta, se entregó a "
          "Migración Colombia.", "2019-06-16",
          [("defection", "Cúcuta", None)], (("defection", ANY, "2019-03-03"),), "es-no-quote"),
    # the quote is someone else's aside ("dijo su madre"), not the man's own telling: the day stays behind
    _case(_BEFORE + ' "Tiré el casco al río. No quería seguir", dijo su madre. Del lado colombiano, en Cúcuta, se '
          "entregó a Migración Colombia.", "2019-06-16",
          [("defection", "Cúcuta", None)], (("defection", ANY, "2019-03-03"),), "es-someone-elses-quote"),
    # the quote opens a new paragraph: the day stays behind
    _case(_BEFORE + '\n"Tiré el casco al río. No quería seguir", recuerda. Del lado colombiano, en Cúcuta, se entregó '
          "a Migración Colombia.", "2019-06-16",
          [("defection", "Cúcuta", None)], (("defection", ANY, "2019-03-03"),), "es-quote-in-next-paragraph"),
]


@pytest.mark.parametrize("text, published, present, absent", A_QUOTE_INSIDE_THE_PARAGRAPH)
def test_a_quote_inside_the_paragraph(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
