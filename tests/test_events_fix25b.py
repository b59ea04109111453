"""Event extraction traps found again in held-out batch 25, each shown on new sentences: relatives who go to the
migration office and, in the same breath, ask for refuge ("la familia se presentó en Migración y pidió refugio")
asked for it themselves, without deserting; and a purpose of two infinitives ("para registrarse y solicitar
refugio") is still the request."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Relatives who turn up at the office and ask for refuge there: asylum, theirs, and no desertion.
    _case("El martes, la esposa se presentó con sus dos hijos en la sede de Migración Colombia en Maicao y pidió "
          "refugio.", "2019-05-20", [("asylum", "Maicao", "2019-05-14")], ("defection",), "es-esposa-se-presento-y-pidio"),
    _case("El jueves 9 de mayo, la familia del cabo se presentó en la oficina de Migración en Riohacha para "
          "registrarse y solicitar refugio.", "2019-05-20", [("asylum", "Riohacha", "2019-05-09")], ("defection",),
          "es-familia-para-registrarse-y-solicitar"),
    # The soldier's own purpose of two infinitives is his request too.
    _case("El jueves 9 de mayo, el sargento se presentó en la oficina de Migración en Riohacha para registrarse y "
          "solicitar refugio.", "2019-05-20", [("asylum", "Riohacha", "2019-05-09")], (), "es-sargento-para-registrarse-y-solicitar"),
    _case("Na quinta-feira (9), o sargento se apresentou à Polícia Federal em Pacaraima para se registrar e pedir "
          "refúgio.", "2019-05-20", [("asylum", "Pacaraima", "2019-05-09")], (), "pt-para-se-registrar-e-pedir"),
]

CASES += [
    # Relatives who only give themselves up desert nothing.
    _case("El martes, la esposa del sargento se presentó ante Migración Colombia en Maicao.", "2019-05-20", [],
          ("defection",), "es-esposa-se-presento-no-defection"),
    # Another subject between the relatives' verb and the request: the relatives asked nothing.
    _case("El martes, la esposa se presentó en Maicao; el sargento pidió refugio en Riohacha.", "2019-05-20", [],
          (("asylum", "Maicao", ANY),), "es-other-subject-after-semicolon"),
    # A purpose whose first infinitive is the hedge: wanting to ask is no request.
    _case("El sargento dijo que viajará a Bogotá para intentar solicitar refugio.", "2019-05-20", [], ("asylum",),
          "es-para-intentar-solicitar"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix25b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
