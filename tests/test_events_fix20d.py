"""Event extraction traps found again in held-out batch 20 (a development set), each shown on new sentences: the
crossing point known by its kind ("the main highway crossing", "the official crossing") names a place, not a
crossing made; a request for refuge signed before someone ("firmaron ante los carabineros su solicitud de refugio")
is made."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The crossing point known by its kind, after "the": a place, no crossing told.
    _case("Peru's new rules have pushed Venezuelan deserters away from the main highway crossing and into the hills, "
          "where smugglers charge for every trail.", "2019-11-05", [], ("border_crossing", "defection"),
          "away-from-the-main-highway-crossing"),
    _case("New visa rules have kept former Venezuelan soldiers away from the official crossing, and the lines "
          "there are empty.", "2019-11-05", [], ("border_crossing", "defection"), "away-from-the-official-crossing"),
    _case("The rule sent former Venezuelan soldiers away from the legal crossing at Rumichaca and toward the river.",
          "2019-11-05", [], ("border_crossing",), "away-from-the-legal-crossing-at"),
    _case("Since August, Venezuelan deserters have stayed away from the main land crossing at Rumichaca.",
          "2019-11-05", [], ("border_crossing",), "stayed-away-from-the-main-land-crossing"),
    # A crossing made still is one: by its verb, beside the point named by its kind, or told as a participle.
    _case("Three Venezuelan soldiers crossed the Táchira River on Monday, far from the main crossing.", "2019-11-05",
          [("border_crossing", ANY, "2019-11-04")], (), "crossed-far-from-the-main-crossing"),
    _case("On Monday police stopped three Venezuelan soldiers who were crossing the Táchira River near "
          "Ureña.", "2019-11-05",
          [("border_crossing", ANY, ANY)], (), "soldiers-crossing-the-river"),
    _case("On Monday, two Venezuelan guardsmen deserted and were taken across the Táchira River along an informal "
          "crossing.", "2019-11-05", [("border_crossing", ANY, "2019-11-04")], (), "along-an-informal-crossing"),
]



CASES += [
    # Signing the request before whom it is made, told between the verb and the request: asked.
    _case("Cinco exsoldados venezolanos cruzaron a Chile el martes por un paso no habilitado. Ese mismo día "
          "firmaron ante los carabineros su solicitud de refugio.", "2019-12-09",
          [("asylum", ANY, "2019-12-03")], (), "es-firmaron-ante-los-carabineros-su-solicitud"),
    _case("El exsargento venezolano Luis Mora llegó a Arica el lunes. El martes firmó ante la Policía una "
          "solicitud de refugio.", "2019-12-09", [("asylum", ANY, "2019-12-03")], (),
          "es-firmo-ante-la-policia-una-solicitud"),
    # Signing something else before them asks for nothing.
    _case("Cinco exsoldados venezolanos cruzaron a Chile el martes. Ese mismo día firmaron ante los carabineros "
          "el acta de ingreso clandestino.", "2019-12-09", [], ("asylum",), "es-firmaron-el-acta"),
    _case("El exsargento venezolano Luis Mora llegó a Arica el lunes. El martes firmó ante un notario un contrato "
          "de trabajo.", "2019-12-09", [], ("asylum",), "es-firmo-un-contrato"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix20d_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
