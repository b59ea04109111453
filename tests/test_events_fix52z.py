"""Event extraction traps found in held-out batch 52, each shown on new sentences: a journey's last leg with no time
of its own, only through a country on the way ("and rode buses the length of Ecuador"), leaves the dated legs
before it their own days."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    _case("On June 10 the sergeant boarded a bus in Cúcuta for Ipiales, crossed the Rumichaca Bridge two days later "
          "and rode buses the length of Ecuador.", "2019-07-03",
          [("relocation", "Ipiales", "2019-06-10"), ("border_crossing", "Rumichaca Bridge", "2019-06-12")],
          [("relocation", "Rumichaca Bridge", ANY)], "rode-buses-the-length-of"),
    _case("On June 10 the corporal took a bus from Cúcuta to Ipiales, crossed the Rumichaca Bridge on June 12 and "
          "travelled by bus across Ecuador.", "2019-07-03",
          [("relocation", "Ipiales", "2019-06-10"), ("border_crossing", "Rumichaca Bridge", "2019-06-12")],
          [("relocation", "Rumichaca Bridge", ANY)], "travelled-by-bus-across"),
    _case("El 10 de junio el sargento tomó un bus en Cúcuta hacia Ipiales, cruzó el puente de Rumichaca dos días "
          "después y viajó en buses a lo largo de Ecuador.", "2019-07-03",
          [("relocation", "Ipiales", "2019-06-10"), ("border_crossing", "Rumichaca Bridge", "2019-06-12")],
          [("relocation", "Rumichaca Bridge", ANY)], "es-a-lo-largo-de-ecuador"),
    _case("Em 10 de junho o sargento pegou um ônibus de Cúcuta a Ipiales, atravessou a ponte de Rumichaca dois dias "
          "depois e viajou de ônibus ao longo do Equador.", "2019-07-03",
          [("relocation", "Ipiales", "2019-06-10"), ("border_crossing", ANY, "2019-06-12")],
          [("relocation", "Rumichaca Bridge", ANY)], "pt-ao-longo-do-equador"),
    _case("On June 10 the sergeant boarded a bus in Cúcuta for Ipiales, crossed the Rumichaca Bridge two days later "
          "and rode buses through Ecuador.", "2019-07-03",
          [("relocation", "Ipiales", "2019-06-10")], [("relocation", "Ecuador", ANY)], "rode-buses-through"),
    # (guard: two legs are one move as before, its day the crossing's)
    _case("The sergeant crossed the Rumichaca Bridge on June 12 and rode buses the length of Ecuador.", "2019-07-03",
          [("border_crossing", "Rumichaca Bridge", "2019-06-12")], ("relocation",), "two-legs-stay-one"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix52z_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
