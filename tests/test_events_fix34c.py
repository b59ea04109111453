"""Event extraction traps found in held-out batch 34's third pass (six soldiers held in Barinas, their relatives at
the fort's gate), each shown on new sentences: a relative named through one of the men ("la madre de uno de los
soldados, que llegó desde Maracaibo") who came to speak is on a trip of her own, no move of the men."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

RELATIVE_OWN_TRIP = [
    # The relative clause after a relative named through one of the men tells her own coming, not theirs.
    _case('Seis soldados fueron detenidos el sábado. "Queremos verlos", dijo la madre de uno de los soldados, '
          "que llegó desde Maracaibo con su bebé.", "2019-08-22",
          [("arrest", ANY, "2019-08-17")], ("relocation",), "es-madre-que-llego-desde"),
    _case('Seis soldados fueron detenidos el sábado. "Queremos verlos", dijo la madre de uno de los soldados, '
          "que llegó a Caracas desde Maracaibo.", "2019-08-22",
          [("arrest", ANY, "2019-08-17")], ("relocation",), "es-madre-que-llego-a-caracas"),
    _case("Seis soldados foram presos no sábado (17). A esposa de um dos cabos, que chegou a Boa Vista na "
          "terça-feira (20), pediu notícias.", "2019-08-22",
          [("arrest", ANY, "2019-08-17")], ("border_crossing", "defection"), "pt-esposa-que-chegou"),
    # ... but a soldier's own clause is his move, and so is the one after a relative named by a copula ("Es la
    # madre del sargento X, que ...": the clause is the sergeant's).
    _case("El cabo Pérez, que llegó a Cúcuta el martes, pidió refugio.", "2019-08-22",
          [("border_crossing", "Cúcuta", "2019-08-20")], (), "es-cabo-que-llego"),
    _case("Dos soldados desertaron el lunes. Es la madre del sargento Pérez, que llegó a Cúcuta el martes.",
          "2019-08-22", [("border_crossing", "Cúcuta", "2019-08-20")], (), "es-copula-madre-del-sargento"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_OWN_TRIP)
def test_relative_own_trip(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
