"""Event extraction traps found a fourth time in held-out batch 84 (a reporter's "enviada especial a" byline), each
shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

SPECIAL_ENVOY = [
    # "Por Juliana Prates Assunção, enviada especial a Puerto Obaldía (Panamá)": where the reporter writes from
    _case("Cinco ex-militares venezuelanos pediram refúgio em Roraima.\nPor Ana Souza Lima, enviada especial a "
          "Pacaraima (RR)\nEles disseram que temem represálias.", "2019-03-05", [],
          (("relocation", "Pacaraima", ANY),), "pt-enviada-especial"),
    _case("Cinco exmilitares venezolanos pidieron refugio en Cúcuta.\nPor Andrea Ruiz Mora, enviada especial a "
          "Ipiales\nEllos pidieron refugio.", "2019-03-05", [], (("relocation", "Ipiales", ANY),),
          "es-enviada-especial"),
    # (guard: men sent somewhere are moved, in both languages)
    _case("Os cinco ex-militares venezuelanos foram enviados a Boa Vista no domingo.", "2019-03-05",
          [("relocation", "Boa Vista", "2019-03-03")], (), "pt-enviados-a"),
    _case("Los cinco exmilitares venezolanos fueron enviados a Bogotá el domingo.", "2019-03-05",
          [("relocation", "Bogotá", "2019-03-03")], (), "es-enviados-a"),
]


@pytest.mark.parametrize("text, published, present, absent", SPECIAL_ENVOY)
def test_a_special_envoy_byline_moves_no_one(gazetteer, geonames, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
