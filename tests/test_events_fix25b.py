"""Event extraction traps found again in held-out batch 25, each shown on new sentences: relatives who go to the
migration office and, in the same breath, ask for refuge ("la familia se presentó en Migración y pidió refugio")
asked for it themselves, without deserting; and a purpose of two infinitives ("para registrarse y solicitar
refugio") is still the request; a soldier who "corrió el 23 de febrero por el puente" ran over it, the day between the
verb and the way; and the relative named after a copula ("Es la madre del cabo X, que corrió por el puente") is no
mover: the clause after the soldier's name tells his run; a custody that is only the condition of something else
("no volverá mientras su hermano esté detenido") is no arrest."""

from __future__ import annotations

import pytest

from geo.events import find_triggers

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


CASES += [
    # A day between "corrió" and the way it took: still the run over the border, and a desertion.
    _case("El cabo Luis Mora corrió el 2 de marzo por el puente Simón Bolívar hasta el lado colombiano y pidió "
          "protección.", "2019-03-20", [("defection", ANY, "2019-03-02"), ("border_crossing", ANY, "2019-03-02")], (),
          "es-corrio-day-por-el-puente"),
    _case("Un guardia corrió la madrugada del domingo por el puente Simón Bolívar hasta el lado colombiano y se entregó "
          "a la Policía.", "2019-03-20", [("border_crossing", ANY, "2019-03-17")], (), "es-corrio-madrugada-por"),
    # Running somewhere to warn someone is no crossing, with or without a day.
    _case("El sargento corrió el 2 de marzo por la avenida principal de Ureña para avisar a los vecinos.", "2019-03-20",
          [], ("border_crossing", "defection"), "es-corrio-day-por-la-avenida"),
    # The relative named after a copula is who she is; the soldier ran.
    _case("Es la madre del cabo Luis Mora, que el 2 de marzo, en medio de los disturbios, corrió por el puente Simón "
          "Bolívar hasta el lado colombiano y pidió protección.", "2019-03-20",
          [("defection", ANY, "2019-03-02"), ("border_crossing", ANY, "2019-03-02")], (), "es-es-la-madre-del-cabo-que-corrio"),
    _case("Es la esposa del sargento segundo de la Guardia Nacional Bolivariana Pedro José Rondón Pérez, que el 2 de "
          "marzo corrió por el puente Simón Bolívar hasta el lado colombiano y pidió protección.", "2019-03-20",
          [("defection", ANY, "2019-03-02")], (), "es-es-la-esposa-del-sargento-long-name"),
    # The relative who is the subject still runs without deserting: no copula before her.
    _case("La madre del cabo Luis Mora, que vive en Ureña, corrió por el puente Simón Bolívar hasta el lado colombiano.",
          "2019-03-20", [("border_crossing", ANY, ANY)], ("defection",), "es-la-madre-que-vive-corrio"),
    _case("La esposa y los hijos del teniente Pedro Pérez corrieron el lunes por el puente Simón Bolívar hasta el lado "
          "colombiano.", "2019-03-20", [("border_crossing", ANY, "2019-03-18")], ("defection",), "es-familia-corrieron"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix25b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_AS_A_CONDITION = [
    # A custody in a "while"/"mientras" clause of the present or the subjunctive: the condition, no arrest told.
    ("El cabo dice que no piensa volver mientras su hermano esté detenido.", False),
    ("Según su esposa, el sargento no regresará hasta que sus padres sigan detenidos.", False),
    ("The corporal says he will not go back while his brother is detained.", False),
    ("The corporal says he will not go back as long as his father remains detained.", False),
    # A custody told in the past, or an arrest made while something else went on, is still one.
    ("Mientras estaba detenido en Barinas, el cabo fue golpeado por los guardias.", True),
    ("Lo detuvieron mientras estaba en su casa de Barinas.", True),
    ("The brothers were detained while they crossed the bridge.", True),
    ("Su hermano sigue detenido en Barinas desde el 12 de mayo.", True),
]


@pytest.mark.parametrize("text, held", HELD_AS_A_CONDITION)
def test_fix25b_custody_as_a_condition(text: str, held: bool) -> None:
    found = [t for t in find_triggers(text) if t.event_type == "arrest" and t.status == "occurred"]
    assert bool(found) == held, found
