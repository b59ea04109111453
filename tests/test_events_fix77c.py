"""Event extraction traps found in held-out batch 77 (third pass): a landing by air told after the claim it led to
("has asked for asylum in Spain, after landing at Madrid airport", "tras aterrizar en el aeropuerto de Barajas",
"depois de aterrar no aeroporto de Lisboa") is a move to a goal far from the border, as a bare "landed at Madrid
airport" already was, though the sentence names the country asked as well; and former soldiers a sentence just
before placed in a town abroad ("eleven former soldiers working on a farm outside Maicao were ordered to leave")
who walk on to another town of that country move within it: no desertion and no crossing."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LANDED_BY_AIR_AFTER_A_CLAIM = [
    _case("The colonel has asked for asylum in Spain, after landing at Madrid airport on Tuesday.", "2019-04-12",
          [("relocation", "Madrid", "2019-04-09"), ("asylum", "Spain", "2019-04-09")], ("border_crossing",),
          "en-after-landing-at-the-airport"),
    _case("El coronel ha pedido asilo en España, tras aterrizar en el aeropuerto de Barajas el martes.", "2019-04-12",
          [("relocation", ANY, "2019-04-09"), ("asylum", "Spain", "2019-04-09")], ("border_crossing",),
          "es-tras-aterrizar-en-el-aeropuerto"),
    _case("El mayor pidió asilo al aterrizar en el aeropuerto de Tocumen el martes.", "2019-04-12",
          [("relocation", ANY, "2019-04-09")], ("border_crossing",), "es-al-aterrizar"),
    _case("O coronel pediu asilo em Portugal, depois de aterrar no aeroporto de Lisboa na terça-feira.", "2019-04-12",
          [("relocation", "Lisbon", "2019-04-09"), ("asylum", "Portugal", "2019-04-09")], ("border_crossing",),
          "pt-depois-de-aterrar-no-aeroporto"),
    # (guards: a landing from the sea is the end of a crossing still; a landing only tried or planned is none)
    _case("Three soldiers asked for asylum in Trinidad after their pirogue landed at Icacos on Tuesday.", "2019-04-12",
          [("border_crossing", "Icacos", "2019-04-09")], ("relocation",), "en-pirogue-landed"),
    _case("Three soldiers asked for asylum in Curaçao after they landed on a beach near Willemstad on Tuesday.",
          "2019-04-12", [("border_crossing", "Willemstad", "2019-04-09")], ("relocation",), "en-landed-on-a-beach"),
    _case("El piloto intentó aterrizar en Arauca el martes.", "2019-04-12", [], ("relocation", "border_crossing"),
          "es-intento-aterrizar"),
]


@pytest.mark.parametrize("text, published, present, absent", LANDED_BY_AIR_AFTER_A_CLAIM)
def test_a_landing_by_air_after_a_claim_is_a_move(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FORMER_SOLDIERS_MOVING_ON = [
    _case("On June 14, eleven former soldiers who had been working on a farm outside Maicao were ordered to leave. "
          "The owner had been threatened. The eleven walked to Riohacha.", "2019-06-20",
          [("relocation", "Riohacha", "2019-06-14")], ("defection", "border_crossing"), "en-former-soldiers-walked-on"),
    _case("El 14 de junio, once exmilitares que trabajaban en una finca cerca de Maicao fueron obligados a salir. "
          "Los once caminaron hasta Riohacha.", "2019-06-20", [("relocation", "Riohacha", "2019-06-14")],
          ("defection", "border_crossing"), "es-exmilitares-caminaron"),
    _case("Em 14 de junho, onze ex-militares que trabalhavam numa fazenda perto de Maicao foram expulsos. "
          "Os onze caminharam até Riohacha.", "2019-06-20", [("relocation", "Riohacha", "2019-06-14")],
          ("defection", "border_crossing"), "pt-ex-militares-caminharam"),
    # (guards: soldiers not named as former, former soldiers placed at home, and others' desertion told next)
    _case("On June 14, eleven soldiers who had been working on a farm outside Maicao were ordered to leave. "
          "The eleven walked to Riohacha.", "2019-06-20", [("border_crossing", "Riohacha", "2019-06-14")],
          ("relocation",), "en-soldiers-not-former"),
    _case("On June 14, eleven former soldiers who had been hiding on a farm outside San Antonio del Táchira were "
          "ordered to leave. The eleven walked to Cúcuta.", "2019-06-20",
          [("border_crossing", "Cúcuta", "2019-06-14")], ("relocation",), "en-former-soldiers-at-home"),
    _case("On June 14, eleven former soldiers who had been working on a farm outside Maicao were ordered to leave. "
          "A week later, eleven sergeants deserted and walked to Riohacha.", "2019-06-20",
          [("defection", ANY, "2019-06-21"), ("border_crossing", "Riohacha", "2019-06-21")], ("relocation",),
          "en-other-men-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", FORMER_SOLDIERS_MOVING_ON)
def test_former_soldiers_placed_abroad_move_on_within_the_country(gazetteer, text: str, published: str,
                                                                  present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
