"""Actor traps found in held-out batch 52, each shown on new sentences: the men who stormed a base are named by
the raid ("five of the raiders", "los atacantes", "os assaltantes"), and their moves are theirs; a tally told by its
number alone ("officials say more than 500 have asked for refuge") is the group told before it."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _coded, assert_coded


@pytest.mark.parametrize("sentence, count", [
    ("Five of the raiders walked south across the grassland for three days.", 5),
    ("Three raiders were picked up near the border.", 3),
    ("Cinco de los atacantes huyeron hacia Brasil.", 5),
    ("Dos de los asaltantes del fuerte fueron detenidos.", 2),
    ("Cinco dos assaltantes chegaram a Pacaraima.", 5),
])
def test_those_who_stormed_a_base_are_a_counted_group(sentence: str, count: int) -> None:
    mentions = read_actors([sentence])[0]
    assert [(a.count, a.military) for m in mentions for a in m.actors] == [(count, False)]


@pytest.mark.parametrize("sentence", [
    # (guards: a team's name, and raiders not counted, name no group)
    "The Raiders won in Oakland on Sunday.",
    "The raiders fled.",
])
def test_raiders_not_counted_are_no_group(sentence: str) -> None:
    assert not read_actors([sentence])[0]


@pytest.mark.parametrize("text, present, absent", [
    ("Five of the raiders are said to have abandoned the vehicles near the highway and walked south across the "
     "grassland for three days, reaching Brazilian territory near Pacaraima on the night of 25 December.",
     [("border_crossing", "Pacaraima", "2019-12-25")], ("defection",)),
    ("Cinco de los atacantes alcanzaron territorio brasileño cerca de Pacaraima la noche del 25 de diciembre.",
     [("border_crossing", "Pacaraima", "2019-12-25")], ("defection",)),
    ("Cinco dos assaltantes chegaram a Pacaraima na noite de 25 de dezembro.",
     [("border_crossing", "Pacaraima", "2019-12-25")], ("defection",)),
    ("Five raiders were detained by a Brazilian army patrol near Pacaraima on 25 December.",
     [("arrest", "Pacaraima", "2019-12-25")], ()),
], ids=["en-raiders-reaching-territory", "es-atacantes-alcanzaron", "pt-assaltantes-chegaram", "en-raiders-detained"])
def test_raiders_cross_and_are_held_but_do_not_defect(gazetteer, text: str, present: list, absent: tuple) -> None:
    # (armed men who raided a base cross and are held; they are not counted as deserters for crossing)
    assert_coded(_coded(gazetteer, text, "2019-12-28"), present, absent)




TOLD = "Hundreds of Venezuelan soldiers have deserted to Brazil this year, most crossing on foot near Pacaraima."


@pytest.mark.parametrize("sentence", [
    "Brazilian officials say more than 500 have asked for refuge in Roraima since February.",
    "At least 300 had asked for asylum by June.",
    "Según Migración, más de 500 han pedido refugio desde febrero.",
    "Segundo a Polícia Federal, mais de 500 já pediram refúgio em Roraima.",
])
def test_a_tally_by_its_number_alone_is_the_group_told_before(sentence: str) -> None:
    mentions = read_actors([TOLD, sentence])[1]
    assert [a.military for m in mentions for a in m.actors] == [True]


@pytest.mark.parametrize("sentence", [
    # (guards: a number of things, and a number with no verb of its own after it, name no group)
    "Officials say more than 500 rifles were stolen.",
    "The camp holds more than 500 beds.",
    "Brazil took in more than 500, officials said.",
])
def test_a_number_that_is_no_tally_is_no_group(sentence: str) -> None:
    assert not read_actors([TOLD, sentence])[1]


def test_a_tally_asks_for_refuge_where_it_is_told(gazetteer) -> None:
    text = TOLD + " Brazilian officials say more than 500 have asked for refuge in Roraima since February."
    assert_coded(_coded(gazetteer, text, "2019-12-28"), [("asylum", "Roraima", None)], ())
