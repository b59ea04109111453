"""Event extraction traps of held-out batch 77 (a development set), each shown on new sentences: a landing told
after the custody it led to ("detido em Aruba desde sábado, depois de ter desembarcado num voo proveniente de
Bogotá") is a move to the place held in, on the day custody began."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case("Um cabo venezuelano está detido em Aruba desde sábado, depois de ter desembarcado num voo proveniente de "
          "Bogotá.", "2019-06-05", [("relocation", "Aruba", "2019-06-01")], (), "pt-depois-de-ter-desembarcado"),
    _case("Um sargento venezuelano está detido em Curaçao desde sábado, depois de desembarcar num voo proveniente de "
          "Bogotá.", "2019-06-05", [("relocation", "Curaçao", "2019-06-01")], (), "pt-depois-de-desembarcar"),
    _case("Un cabo venezolano está detenido en Aruba desde el sábado, después de desembarcar de un vuelo procedente "
          "de Bogotá.", "2019-06-05", [("relocation", "Aruba", "2019-06-01")], (), "es-despues-de-desembarcar"),
    _case("Un cabo venezolano está detenido en Aruba desde el sábado, tras aterrizar en un vuelo procedente de "
          "Bogotá.", "2019-06-05", [("relocation", "Aruba", "2019-06-01")], (), "es-tras-aterrizar"),
    _case("A Venezuelan corporal has been held in Aruba since Saturday, after landing on a flight from Bogotá.",
          "2019-06-05", [("relocation", "Aruba", "2019-06-01")], (), "en-after-landing-on-a-flight"),
    # the landing's own day, told after it, is its day, not the day custody began
    _case("A Venezuelan corporal has been held in Aruba since Saturday, after landing on Friday on a flight from "
          "Bogotá.", "2019-06-05", [("relocation", "Aruba", "2019-05-31")], (("relocation", ANY, "2019-06-01"),),
          "en-own-day-after-the-landing"),
    _case("Un cabo venezolano está detenido en Aruba desde el sábado, después de desembarcar el viernes de un vuelo "
          "procedente de Bogotá.", "2019-06-05", [("relocation", "Aruba", "2019-05-31")],
          (("relocation", ANY, "2019-06-01"),), "es-own-day-after-the-landing"),
    # off a boat, no flight: no move by air
    _case("Um cabo venezuelano está detido em Aruba desde sábado, depois de desembarcar de uma lancha numa praia perto "
          "de Oranjestad.", "2019-06-05", [("arrest", "Aruba", "2019-06-01")], ("relocation",), "pt-off-a-boat"),
])
def test_a_landing_told_after_the_custody_it_led_to(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
