"""Event extraction traps found in held-out batch 47, third round: a dated leg that only leaves a home port ("left the
port of Chichiriviche on Saturday night and reached Bonaire on Sunday") is where the desertion began, no move of its
own beside it; each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ONLY_LEAVING_A_HOME_PORT = [
    # "left the port of X on Saturday night and reached Y on Sunday": a desertion at X on Saturday and a crossing at
    # Y on Sunday, with no relocation at the port they left
    _case("The sailors, aged between 19 and 23, left the port of La Vela de Coro on Friday night and reached the "
          "northern coast of Curaçao on Saturday morning, police said.", "2019-06-12",
          [("defection", "La Vela de Coro", "2019-06-07"), ("border_crossing", "Curaçao", "2019-06-08")],
          (("relocation", ANY, ANY),), "en-left-the-port"),
    _case("Los marineros salieron del puerto de Güiria el viernes en la noche y llegaron a la costa de Trinidad el "
          "sábado en la mañana.", "2019-06-12",
          [("defection", "Güiria", "2019-06-07"), ("border_crossing", "Trinidad and Tobago", "2019-06-08")],
          (("relocation", ANY, ANY),), "es-salieron-del-puerto"),
    _case("Três marinheiros venezuelanos saíram do porto de Güiria na sexta-feira (7) e chegaram a Trinidad no sábado "
          "(8).", "2019-06-12",
          [("defection", "Güiria", "2019-06-07"), ("border_crossing", "Trinidad and Tobago", "2019-06-08")],
          (("relocation", ANY, ANY),), "pt-sairam-do-porto"),
    # ... also when a lede told the desertion first: it keeps the port left as its place, not the island reached
    _case("A Venezuelan navy lieutenant who backed Guaidó's call for an uprising last week slipped out of the Falcón "
          "coast on a fishing boat and reached Aruba over the weekend, island authorities said.\n\nThe officer, a "
          "27-year-old teniente de fragata, left the town of La Vela de Coro on Friday night with two fishermen and "
          "landed near Oranjestad early on Saturday, according to his sister.", "2019-06-12",
          [("defection", "La Vela de Coro", ANY), ("border_crossing", "Oranjestad", "2019-06-08")],
          (("relocation", ANY, ANY), ("defection", "Aruba", ANY)), "lede-told-first"),
    _case("Un teniente de navío venezolano que respaldó el llamado de Guaidó la semana pasada salió de la costa de "
          "Falcón en un bote pesquero y llegó a Aruba el fin de semana, dijeron las autoridades.\n\nEl oficial, de 27 "
          "años, salió del pueblo de La Vela de Coro el viernes en la noche con dos pescadores y desembarcó cerca de "
          "Oranjestad el sábado en la madrugada, según su hermana.", "2019-06-12",
          [("defection", "La Vela de Coro", ANY), ("border_crossing", "Oranjestad", "2019-06-08")],
          (("relocation", ANY, ANY), ("defection", "Aruba", ANY)), "es-lede-told-first"),
]


@pytest.mark.parametrize("text, published, present, absent", ONLY_LEAVING_A_HOME_PORT)
def test_a_leg_only_leaving_a_home_port_is_no_move(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STOP_AT_HOME_STAYS = [
    # (guards: a leg with a stop of its own at home is still a move; a leg out of a foreign town stays a move)
    _case("The sailors left the port of Punto Fijo on Saturday, took a boat to Coro and reached Aruba on Sunday.",
          "2019-06-12", [("relocation", "Coro", ANY)], (), "stop-at-home"),
    _case("The two former sergeants left Cúcuta on Monday and reached Quito on Wednesday.", "2019-06-12",
          [("relocation", "Cúcuta", "2019-06-10"), ("relocation", "Quito", "2019-06-12")], ("defection",),
          "left-a-foreign-town"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STOP_AT_HOME_STAYS)
def test_a_leg_with_a_stop_stays_a_move(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
