"""Event extraction traps shown by held-out batch 83: a request for refuge lodged "formally", a desertion told by a
month over before the crossing, and a crossing told as a way back."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ARRIVED = "Ocho exmilitares venezolanos cruzaron desde Chile el pasado sábado."
ARRIVED_PT = "Oito ex-militares venezuelanos cruzaram do Chile no sábado."

CASES = [
    # A request lodged with its manner between the verb and the request: "presentaron formalmente la solicitud".
    _case(f"{ARRIVED} El martes, los ocho presentaron formalmente la solicitud de refugio en Mendoza.", "2019-05-24",
          [("asylum", "Mendoza", "2019-05-21")], (), "es-presentaron-formalmente-la-solicitud"),
    _case(f"{ARRIVED_PT} Na terça-feira, os oito apresentaram formalmente o pedido de refúgio em Mendoza.",
          "2019-05-24", [("asylum", "Mendoza", "2019-05-21")], (), "pt-apresentaram-formalmente-o-pedido"),
    # (a request for something else is no request for refuge, however formal)
    _case(f"{ARRIVED} El martes, los ocho presentaron formalmente la solicitud de baja en Mendoza.", "2019-05-24",
          [], ("asylum",), "es-formalmente-solicitud-de-baja"),
]

CASES += [
    # A desertion told by a month that ended before the day of the crossing was not where the crossing went.
    _case("Un sargento desertó en enero y cruzó a Colombia el 23 de febrero.", "2019-05-24",
          [("defection", ANY, "2019-01-01"), ("border_crossing", "Colombia", "2019-02-23")],
          [("defection", "Colombia", ANY)], "es-deserto-en-enero-cruzo-en-febrero"),
    _case("A sergeant said he deserted his unit in January and crossed into Colombia on February 23.", "2019-05-24",
          [("defection", ANY, "2019-01-01"), ("border_crossing", "Colombia", "2019-02-23")],
          [("defection", "Colombia", ANY)], "deserted-in-january-crossed-in-february"),
    _case("Um sargento desertou em janeiro e entrou no Brasil por Pacaraima em 23 de fevereiro.", "2019-05-24",
          [("defection", ANY, "2019-01-01"), ("border_crossing", "Pacaraima", "2019-02-23")],
          [("defection", "Brazil", ANY)], "pt-desertou-em-janeiro-entrou-em-fevereiro"),
]

CASES += [
    # A crossing told as a way back is no desertion, in any of the three languages.
    _case("Dairon, a National Guard corporal, took a bus north and crossed the Rumichaca Bridge back into Ipiales, in "
          "Colombia, on Tuesday.", "2019-01-25", [("border_crossing", "Rumichaca Bridge", "2019-01-22")],
          ("defection",), "crossed-the-bridge-back-into"),
    _case("A National Guard corporal crossed back into Colombia on Tuesday.", "2019-01-25",
          [("border_crossing", "Colombia", "2019-01-22")], ("defection",), "crossed-back-into"),
    _case("Un cabo de la Guardia Nacional cruzó de regreso a Colombia el martes.", "2019-01-25",
          [("border_crossing", "Colombia", "2019-01-22")], ("defection",), "es-cruzo-de-regreso-a"),
    _case("Um cabo da Guarda Nacional atravessou de volta para a Colômbia na terça-feira.", "2019-01-25",
          [("border_crossing", "Colombia", "2019-01-22")], ("defection",), "pt-atravessou-de-volta-para"),
]


@pytest.mark.parametrize("text,published,present,absent", CASES)
def test_coded(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    # a desertion that ends in the crossing's own month may still be that crossing's
    "A sergeant deserted in February and crossed into Colombia on February 23.",
    # "back" as a noun, and a way back "from" the post, tell no return over the border
    "Un cabo de la Guardia Nacional cruzó a Colombia el martes, de regreso de su turno en el puente.",
    "A sergeant crossed the bridge into Colombia on Tuesday on his way back from the post.",
    "A sergeant went out the back to the river and crossed into Colombia on Tuesday.",
])
def test_still_a_desertion(gazetteer, text: str) -> None:
    coded = _coded(gazetteer, text, "2019-03-01")
    assert any(row[0] == "defection" for row in coded), coded
