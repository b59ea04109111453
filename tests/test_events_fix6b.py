"""Event extraction traps of batch 6's development articles, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_EARLIER_POST = ("The border there has been tense since Friday, when troops opened fire on members of an indigenous "
                 "community in Kumarakapay, killing at least two people.\n\n")
_MARCH = ("In San Antonio del Táchira, across the Simón Bolívar bridge from Colombia, several hundred residents marched to "
          "the end of the bridge banging pots and pans and chanting \"Open the border!\", a neighbour told CNN by phone.")

CASES = [
    # A live blog's clock time that names its day ("4:05 p.m. ET, March 3, 2019") dates the entry under it: the
    # "since Friday" of the entry before does not carry into it.
    _case(_EARLIER_POST + "4:05 p.m. ET, March 3, 2019\n\nPots and pans in San Antonio\n\n" + _MARCH, "2019-03-03",
          [("protest", "San Antonio del Táchira", "2019-03-03"), ("violence", "Kumarakapay", "2019-03-01")],
          [("protest", ANY, "2019-03-01")], "live-stamp-with-its-day"),
    # Not a stamp: a clock time inside a sentence, or a line that goes on after the date.
    _case(_EARLIER_POST + "At 4:05 p.m. ET, March 3, 2019, the police said this:\n\n" + _MARCH, "2019-03-03",
          [("violence", "Kumarakapay", "2019-03-01")], [("protest", ANY, "2019-03-03")], "clock-time-in-a-sentence"),
]

CASES += [
    # A claim that the sentence then calls false is no event: "reports that ... had crossed ... were false".
    _case("The army said on Thursday that reports on social media that 40 Venezuelan soldiers had crossed near Maicao "
          "on Wednesday were false.", "2019-05-17", [], ("defection", "border_crossing"), "reports-that-were-false"),
    _case("El Ejército dijo el jueves que las versiones de que 40 soldados venezolanos habían cruzado cerca de Maicao "
          "el miércoles eran falsas.", "2019-05-17", [], ("defection", "border_crossing"), "es-versiones-eran-falsas"),
    _case("O Exército disse na quinta-feira que as notícias de que 40 soldados venezuelanos tinham cruzado para "
          "Pacaraima na quarta-feira são falsas.", "2019-05-17", [], ("defection", "border_crossing"),
          "pt-noticias-sao-falsas"),
    # Called true, or a falsehood about something else: the crossing stands.
    _case("The army said on Thursday that reports that 40 Venezuelan soldiers had crossed near Maicao on Wednesday "
          "were accurate.", "2019-05-17", [("border_crossing", "Maicao", "2019-05-15")], (), "reports-that-were-accurate"),
    _case("Forty Venezuelan soldiers crossed near Maicao on Wednesday, the army said, and claims that they were armed "
          "were false.", "2019-05-17", [("border_crossing", "Maicao", "2019-05-15")], (), "other-claim-false"),
]

CASES += [
    # A vehicle driven into people is an attack, no journey: "drove into a group of protesters".
    _case("On Tuesday afternoon an armoured vehicle of the National Guard drove into a group of protesters on Avenida "
          "Bolívar in Valencia.", "2019-05-01", [], ("relocation", "border_crossing"), "drove-into-a-group-of-protesters"),
    # Driven into a town, or people driven somewhere: a journey still.
    _case("On Tuesday two deserters drove into Cúcuta.", "2019-05-01", [("border_crossing", "Cúcuta", "2019-04-30")], (),
          "drove-into-a-town"),
    _case("On Tuesday, police drove the two sergeants to a hotel in Cúcuta.", "2019-05-01",
          [("relocation", "Cúcuta", "2019-04-30")], (), "drove-the-men-to"),
]

@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix6b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
