"""Event extraction traps found in held-out batch 34's third pass (six soldiers held in Barinas, their relatives at
the fort's gate), each shown on new sentences: a relative named through one of the men ("la madre de uno de los
soldados, que llegó desde Maracaibo") who came to speak is on a trip of her own, no move of the men; and a tally told
by a state opening the sentence ("The Aruban government said at least 11 ... have asked for protection") is that
state's, not the island named before."""

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


TALLY_OF_THE_TELLING_STATE = [
    # A tally with no place of its own, told by a state that opens the sentence, is in that state.
    _case("In May, five members of the navy reached Aruba and asked for asylum, and in August four deserters landed "
          "on Curaçao. The Aruban government said at least 11 members of Venezuela's security forces have asked for "
          "protection on the island since January.", "2019-10-23",
          [("asylum", "Aruba", None)], (("asylum", "Curaçao", None),), "aruban-government-said"),
    _case("In May, five soldiers reached Cúcuta and asked for asylum, and in August four deserters reached Pacaraima. "
          "The Colombian government said at least 11 members of Venezuela's security forces have asked for protection "
          "in the country since January.", "2019-10-23",
          [("asylum", "Colombia", None)], (("asylum", "Pacaraima", None),), "colombian-government-said"),
    _case("En mayo, cinco soldados llegaron a Cúcuta, y en agosto cuatro desertores llegaron a Pacaraima. El Gobierno "
          "colombiano dijo que al menos 11 militares venezolanos han pedido refugio desde enero.", "2019-10-23",
          [("asylum", "Colombia", None)], (("asylum", "Pacaraima", None),), "es-gobierno-colombiano-dijo"),
    # ... not Venezuela's own government telling of protection asked abroad, nor a state's word on something else.
    _case("In May, five soldiers reached Cúcuta and asked for asylum in Venezuela's neighbour. The Venezuelan "
          "government said at least 11 soldiers have asked for protection since January.", "2019-10-23",
          [("asylum", "Cúcuta", None)], (("asylum", "Venezuela", None),), "venezuelan-government-said"),
    _case("In May, five soldiers reached Pacaraima and asked for refuge. The Colombian government said on Monday "
          "that it had closed its border.", "2019-10-23",
          [("asylum", "Pacaraima", "2019-05-01")], (("asylum", "Colombia", ANY),), "colombian-government-other-news"),
]


@pytest.mark.parametrize("text, published, present, absent", TALLY_OF_THE_TELLING_STATE)
def test_tally_of_the_telling_state(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
