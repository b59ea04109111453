"""Event extraction traps found in held-out batch 70 (a development set), a third pass, each shown on new sentences:
a leg fronted by where it set off from, named as "the capital", "the airport" or "there" ("Desde la capital continuó
viaje y aterrizó en ...") still has the left-out subject of the sentence before; and a move the men "have talked
about" making is a plan, not a move."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

FROM_THERE_OPENING = [
    # "Desde la capital continuó viaje y aterrizó en el aeropuerto de Peinador el 3 de octubre": the place set off
    # from, told before and named by a common noun, is no subject of the verb after it
    _case("El sargento Pedro Lima desertó en agosto. Desde la capital voló a Vigo el 3 de octubre.", "2019-10-18",
          [("relocation", "Vigo", "2019-10-03")], (), "es-desde-la-capital"),
    _case("El sargento Pedro Lima desertó en agosto. Desde la ciudad continuó viaje y aterrizó en Vigo el 3 de "
          "octubre.", "2019-10-18", [("relocation", "Vigo", "2019-10-03")], (), "es-desde-la-ciudad-aterrizo"),
    _case("O sargento Pedro Lima desertou em agosto. Da capital viajou para Lisboa em 3 de outubro.", "2019-10-18",
          [("relocation", "Lisbon", "2019-10-03")], (), "pt-da-capital"),
    _case("O sargento Pedro Lima desertou em agosto. Dali seguiu para Lisboa em 3 de outubro.", "2019-10-18",
          [("relocation", "Lisbon", "2019-10-03")], (), "pt-dali"),
    _case("Os sargentos Pedro Lima e João Silva desertaram em agosto. Do aeroporto, seguiram para Manaus em 3 de "
          "outubro.", "2019-10-18", [("relocation", "Manaus", "2019-10-03")], (), "pt-do-aeroporto-comma"),
    # (guards: what comes from the capital is the subject of its own verb, not the soldier of the sentence before)
    _case("El sargento Pedro Lima desertó en agosto. Desde la capital llegan cada semana vuelos a Vigo.", "2019-10-18",
          [("defection", ANY, ANY)], ["relocation"], "es-flights-come-from-the-capital"),
    _case("El sargento Pedro Lima desertó en agosto. De la ciudad de Vigo salió un autobús con 40 turistas el 3 de "
          "octubre.", "2019-10-18", [("defection", ANY, ANY)], ["relocation"], "es-a-bus-left-the-city"),
]


@pytest.mark.parametrize("text, published, present, absent", FROM_THERE_OPENING)
def test_from_there_opening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TALKED_ABOUT_MOVING = [
    # "The brothers have talked about moving on to Chile, ... but the lieutenant said they had not decided": a plan
    _case("Corporal Pedro Lima deserted in July. He has talked about moving to Chile.", "2019-10-02",
          [("defection", ANY, ANY)], ["relocation"], "en-has-talked-about-moving"),
    _case("Corporal Pedro Lima deserted in July. The two men talked about moving on to Chile, where an uncle lives.",
          "2019-10-02", [("defection", ANY, ANY)], ["relocation"], "en-talked-about-moving-on"),
    # (guards: a talk about something else, then a move, is a move)
    _case("Corporal Pedro Lima talked about his escape. He moved to Bogotá on Monday.", "2019-10-02",
          [("relocation", "Bogotá", "2019-09-30")], (), "en-talked-about-his-escape"),
    _case("Corporal Pedro Lima deserted in July. He talked about it and moved to Chile on Monday.", "2019-10-02",
          [("relocation", "Chile", "2019-09-30")], (), "en-talked-about-it-and-moved"),
]


@pytest.mark.parametrize("text, published, present, absent", TALKED_ABOUT_MOVING)
def test_talked_about_moving(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
