"""Event extraction traps of held-out batch 72 (a development set), each shown on new sentences: soldiers who come
ashore on Guyana's coast west of the Essequibo mouth (the Pomeroon, Moruca, the Essequibo Coast), reached by boat
straight from the Orinoco delta, have deserted and crossed ("In October, two sailors of the Venezuelan Navy reached
Pickersgill, in the Pomeroon, in a canoe"); Georgetown, beyond the Essequibo, stays an onward move."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case("In October, two sailors of the Venezuelan Navy reached Pickersgill, in the Pomeroon, in a canoe.",
          "2019-12-03", [("defection", "Pickersgill", "2019-10-01"), ("border_crossing", "Pickersgill", "2019-10-01")],
          ("relocation",), "en-reached-pickersgill"),
    _case("On Sunday, five Venezuelan soldiers reached Santa Rosa, Moruca, by boat and handed over their rifles.",
          "2019-12-03", [("defection", "Santa Rosa", "2019-12-01"), ("border_crossing", "Santa Rosa", "2019-12-01")],
          (), "en-reached-santa-rosa-moruca"),
    _case("Dos marineros de la Armada venezolana llegaron a Pickersgill en una curiara en octubre.", "2019-12-03",
          [("defection", "Pickersgill", "2019-10-01"), ("border_crossing", "Pickersgill", "2019-10-01")],
          ("relocation",), "es-llegaron-a-pickersgill"),
    _case("Em outubro, dois marinheiros da Marinha venezuelana chegaram a Pickersgill numa canoa.", "2019-12-03",
          [("defection", "Pickersgill", "2019-10-01"), ("border_crossing", "Pickersgill", "2019-10-01")],
          ("relocation",), "pt-chegaram-a-pickersgill"),
    _case("Dois marinheiros da Marinha venezuelana chegaram de canoa a Anna Regina em outubro.", "2019-12-03",
          [("defection", "Anna Regina", "2019-10-01"), ("border_crossing", "Anna Regina", "2019-10-01")],
          ("relocation",), "pt-chegaram-a-anna-regina"),
    # (guard: Georgetown, east of the Essequibo, is reached on an onward journey)
    _case("Two Venezuelan soldiers reached Georgetown by boat in October.", "2019-12-03",
          [("relocation", "Georgetown", "2019-10-01")], ("defection", "border_crossing"), "en-georgetown-onward"),
    # (guard: former soldiers moving on inside Guyana make no new desertion)
    _case("In November, two former Venezuelan soldiers who deserted in May moved from Lethem to Anna Regina.",
          "2019-12-03", [("relocation", "Anna Regina", "2019-11-01")], (("border_crossing", ANY, ANY),),
          "en-former-soldiers-moved-on"),
])
def test_ashore_on_guyanas_coast_west_of_the_essequibo(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
