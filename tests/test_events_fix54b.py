"""Event extraction traps found in held-out batch 54, second pass (men already abroad who walk over a border bridge
into a town of a country Venezuela shares no border with, or out of a foreign town to no place named), each shown on
new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

OVER_A_BRIDGE_INTO_A_FAR_TOWN = [
    # "walked across the bridge ... and entered Aguas Verdes": former soldiers moving on from the neighbour they were
    # in cross a land border when they go over a bridge, river or border into a town of a farther country
    _case("The two former soldiers walked across the bridge over the Zarumilla River and entered Aguas Verdes on "
          "Oct. 9.", "2019-10-14", [("border_crossing", "Aguas Verdes", "2019-10-09")], (), "en-walked-across-the-bridge"),
    _case("Los dos exsoldados cruzaron a pie el puente sobre el río Zarumilla y entraron en Aguas Verdes el miércoles "
          "9 de octubre.", "2019-10-14", [("border_crossing", "Aguas Verdes", "2019-10-09")], (),
          "es-cruzaron-a-pie-el-puente"),
    _case("Os dois ex-militares atravessaram a pé a ponte sobre o rio Zarumilla e entraram em Aguas Verdes na "
          "quarta-feira (9).", "2019-10-14", [("border_crossing", "Aguas Verdes", "2019-10-09")], (),
          "pt-atravessaram-a-pe-a-ponte"),
    _case("The two former soldiers crossed the bridge and reached Tulcán on Oct. 9.", "2019-10-14",
          [("border_crossing", "Tulcán", "2019-10-09")], (), "en-crossed-the-bridge-reached"),
    # ... a ride on to a far town, a country or a moor crossed on the way, or a walk only to the border is no crossing
    _case("The two former soldiers took a bus and reached Tulcán on Oct. 9.", "2019-10-14",
          [("relocation", "Tulcán", "2019-10-09")], ("border_crossing",), "a-bus-to-a-far-town"),
    _case("The two former soldiers crossed Ecuador by bus and reached Lima on Oct. 9.", "2019-10-14",
          [("relocation", "Lima", "2019-10-09")], ("border_crossing",), "crossed-a-country-by-bus"),
    _case("Los dos exsoldados atravesaron el páramo en autobús y llegaron a Tumbes el 9 de octubre.", "2019-10-14",
          [("relocation", "Tumbes", "2019-10-09")], ("border_crossing",), "es-atravesaron-el-paramo"),
    _case("The two former soldiers walked to the border and entered Aguas Verdes on Oct. 9.", "2019-10-14",
          [("relocation", "Aguas Verdes", "2019-10-09")], ("border_crossing",), "walked-to-the-border"),
]


@pytest.mark.parametrize("text, published, present, absent", OVER_A_BRIDGE_INTO_A_FAR_TOWN)
def test_over_a_bridge_into_a_far_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OVER_A_BRIDGE_OUT_OF_A_FOREIGN_TOWN = [
    # "walked across the Paso del Norte bridge from Ciudad Juárez": men moving on abroad who go over a bridge, river
    # or border out of a foreign town, to no place named, leave that town's country (the bridge's name, read as the
    # town across it, made it a move within one); the Spanish "cruzaron el puente desde" is read so already
    _case("The two former soldiers walked across the Aguas Verdes bridge from Huaquillas on Oct. 9.", "2019-10-14",
          [("border_crossing", ANY, "2019-10-09")], (("relocation", ANY, "2019-10-09"),), "en-across-the-bridge-from"),
    _case("Os dois ex-militares atravessaram a ponte de Aguas Verdes desde Huaquillas no dia 9 de outubro.",
          "2019-10-14", [("border_crossing", ANY, "2019-10-09")], (("relocation", ANY, "2019-10-09"),),
          "pt-atravessaram-a-ponte-desde"),
    # ... a walk through a town, or a ride across one, out of another is a move within the country still
    _case("The two former soldiers walked through Aguas Verdes from Huaquillas on Oct. 9.", "2019-10-14",
          [("relocation", "Aguas Verdes", "2019-10-09")], ("border_crossing",), "walked-through-a-town"),
    _case("The two former soldiers rode across Huaquillas from Tulcán on Oct. 9.", "2019-10-14",
          [("relocation", "Huaquillas", "2019-10-09")], ("border_crossing",), "rode-across-a-town"),
]


@pytest.mark.parametrize("text, published, present, absent", OVER_A_BRIDGE_OUT_OF_A_FOREIGN_TOWN)
def test_over_a_bridge_out_of_a_foreign_town(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CAPITAL_ON_THE_BORDER = [
    # ", capital of Táchira state on the Colombian border": an aside that says where the town a bus went to lies,
    # as ", a town near the border" does; no line is crossed
    _case("Sgt. Luis Pérez left the barracks that night and on Sunday boarded a bus to San Cristóbal, capital of "
          "Táchira state on the Colombian border.", "2019-11-22", [("relocation", "San Cristóbal", "2019-11-17")],
          ("border_crossing",), "capital-of-a-state-on-the-border"),
    # ... the border crossed by its own verb is crossed still
    _case("Sgt. Luis Pérez took a bus to San Cristóbal on Sunday and crossed the Colombian border on foot.",
          "2019-11-22", [("border_crossing", ANY, "2019-11-17")], (), "bus-then-crossed-the-border"),
    _case("Sgt. Luis Pérez deserted on Sunday, crossing the Colombian border on foot.", "2019-11-22",
          [("border_crossing", ANY, "2019-11-17")], (), "deserted-crossing-the-border"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CAPITAL_ON_THE_BORDER)
def test_a_capital_on_the_border(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
