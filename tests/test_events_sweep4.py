"""Onward moves a sweep of single sentences found missing: a day between "salieron" and its "de",
"partieron de ... hacia", "seguiram de ônibus para", "boarded buses ... bound for"; "vadearon el río"; and weekends told
without "last" ("this weekend", "El fin de semana, ...", "no fim de semana") dating a past verb."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

CASES = [
    _case("Los 15 exmilitares salieron el lunes de Cúcuta rumbo a Ecuador.", "2019-05-15",
          [("relocation", "Ecuador", "2019-05-13")], (), "es-salieron-day-de"),
    _case("A finales de abril, unos 60 exmilitares partieron de Cúcuta hacia Perú.", "2019-05-15",
          [("relocation", "Peru", "2019-04-01")], (), "es-partieron-de-hacia"),
    _case("Os três ex-militares seguiram de ônibus para São Paulo no último domingo (12).", "2019-05-15",
          [("relocation", "São Paulo", "2019-05-12")], (), "pt-seguiram-de-onibus-para"),
    _case("On Thursday, the 40 former soldiers boarded buses in Cúcuta bound for Bogotá.", "2019-05-15",
          [("relocation", "Bogotá", "2019-05-09")], (), "boarded-buses-bound-for"),
    _case("Two guardsmen crossed into Colombia at Paraguachón this weekend.", "2019-05-15",
          [("border_crossing", "Paraguachón border crossing", "2019-05-06")], (), "this-weekend-past"),
    _case("El fin de semana, cinco soldados cruzaron la frontera por Paraguachón.", "2019-05-15",
          [("border_crossing", "Paraguachón border crossing", "2019-05-06")], (), "es-el-fin-de-semana"),
    # Wading a river is crossing it.
    _case("Dos policías venezolanos vadearon el río Arauca el jueves y se entregaron en Arauca.", "2019-05-15",
          [("border_crossing", "Arauca River", "2019-05-09")], (), "es-vadearon-el-rio"),
    # A bare present in a relative clause is what such people do, not what some did.
    _case("Soldiers who desert face up to 10 years in prison under Venezuelan military law.", "2019-05-15",
          [], ("defection",), "who-desert-generic"),
    _case("Two soldiers who deserted on Saturday crossed into Colombia.", "2019-05-15",
          [("defection", "Colombia", "2019-05-11")], (), "who-deserted-past"),
    # Recognising refugee status is granting it: the country is the place.
    _case("O Brasil reconheceu a condição de refugiado a 30 ex-militares venezuelanos na quinta-feira.", "2019-05-15",
          [("asylum", "Brazil", "2019-05-09")], (), "pt-reconheceu-a-condicao"),
    _case("Colombia reconoció como refugiados a 30 exmilitares venezolanos el jueves.", "2019-05-15",
          [("asylum", "Colombia", "2019-05-09")], (), "es-reconocio-como-refugiados"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep4_sentences(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
