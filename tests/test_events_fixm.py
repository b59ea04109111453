"""Event extraction traps found in held-out batch 15 (articles t01-t04), each shown on new sentences:
a day after a present-perfect relative clause, a dateline before the lead, and a day told in a later
clause of the same sentence."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A present perfect takes no past day: the day after the next past verb is the main verb's.
    _case("A Venezuelan navy captain who has been living with his brother in Orlando posted a video on Sunday "
          "disowning Nicolás Maduro.", "2019-02-06", [("defection", ANY, "2019-02-03")], (), "has-been-living-posted"),
    _case("An army lieutenant who has lived in Madrid since 2017 recorded a message on Sunday recognizing Juan "
          "Guaidó as interim president.", "2019-02-06", [("defection", ANY, "2019-02-03")], (), "has-lived-recorded"),
    # A dateline's dash opens the story; it is no clause break before the lead's day.
    _case("ORLANDO, Fla. – A Venezuelan navy captain who has been living with his brother in Orlando posted a video "
          "on Sunday disowning Nicolás Maduro, becoming one of the few officers to break ranks from abroad.",
          "2019-02-06", [("defection", ANY, "2019-02-03")], (("defection", ANY, None),), "dateline-dash-lead"),
    # A day counted forward in a later clause joined by "and" dates that clause, not the verb before it.
    _case("Em 2 de março, agentes da DGCIM prenderam em Tumeremo o primo dele, Luis Mora. Ele foi levado para "
          "Caracas, a mais de 700 quilômetros, e solto cinco dias depois, sem acusação.", "2019-03-25",
          [("relocation", "Caracas", "2019-03-02")], (("relocation", ANY, "2019-03-07"),), "pt-e-solto-dias-depois"),
    _case("Um cabo da GNB desertou em 3 de março e cruzou a fronteira com outros dois soldados. Os três se "
          "apresentaram a uma patrulha do Exército brasileiro em Pacaraima e, no dia seguinte, pediram refúgio à "
          "Polícia Federal.", "2019-03-25", [("asylum", "Pacaraima", "2019-03-04")],
          (("defection", "Pacaraima", "2019-03-04"),), "pt-e-no-dia-seguinte-pediram"),
    _case("On March 2, DGCIM agents arrested Sgt. Luis Mora in Tumeremo. He was taken to Caracas and released "
          "five days later.", "2019-03-25",
          [("relocation", "Caracas", "2019-03-02")], (("relocation", ANY, "2019-03-07"),), "en-and-released-later"),
    # ... but "weeks after the standoff" counts from its own object, and the clause's month stands.
    _case("The sergeant deserted from a unit in Apure state and crossed into Colombia at Arauca in mid-March, weeks "
          "after the February 23 standoff on the border.", "2019-06-01",
          [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-02-23"),), "en-weeks-after-the-standoff"),
    # Trails "that come out in" a town lead there, in the plural and in the town's rural area too.
    _case("El domingo, cuatro soldados de un puesto en Guarero cruzaron por una de las trochas que desembocan en la "
          "zona rural de Maicao.", "2019-02-25", [("border_crossing", "Maicao", "2019-02-24")], (),
          "es-trochas-que-desembocan-zona-rural"),
    _case("No domingo, quatro soldados cruzaram por uma das trilhas que chegam à zona rural de Pacaraima.",
          "2019-02-25", [("border_crossing", "Pacaraima", "2019-02-24")], (), "pt-trilhas-que-chegam-a"),
    # A quoted aside between a plural subject and its next verb is skipped: a single speaker cannot be it.
    _case("El viernes, los dos sargentos cruzaron el puente Simón Bolívar. \"Nadie nos preguntó nada. En el puente "
          "uno es uno más\", explicó Ramones, de 26 años. El domingo tomaron un autobús de Cúcuta a Bogotá.",
          "2019-01-31", [("relocation", "Bogotá", "2019-01-27")], (), "es-quoted-aside-then-plural-verb"),
    # A request told in the future tense has not been made: "donde iniciarán los trámites para solicitar refugio".
    _case("El lunes, los cuatro cabos fueron llevados en una camioneta a Riohacha, donde iniciarán en los próximos "
          "días los trámites para solicitar refugio.", "2019-02-25", [("relocation", "Riohacha", "2019-02-25")],
          ("asylum",), "es-future-iniciaran-tramites"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixm_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
