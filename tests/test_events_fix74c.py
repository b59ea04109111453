"""Event extraction traps found in held-out batch 74 on a third pass (the police who "levou o grupo de Tepequém para
Boa Vista", soldiers who "were among 11 Venezuelans who came ashore at Rocky Point early Tuesday after ... a two-day
crossing", guardsmen who deserted in the Orinoco Delta "detained by police after a pirogue landed at Los Iros"), each
shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

THE_GROUP_TAKEN = [
    # the group named before, as the object of a move by others: its relocation, as "took the group to" is
    _case("Quatro militares venezuelanos chegaram a Pacaraima na segunda-feira (9). Na terça-feira (10), a polícia "
          "levou o grupo de Pacaraima para Boa Vista.", "2019-09-12", [("relocation", "Boa Vista", "2019-09-10")], (),
          "pt-levou-o-grupo-de-para"),
    _case("Quatro militares venezuelanos chegaram a Pacaraima na segunda-feira (9). Na terça-feira (10), a polícia "
          "transferiu o grupo para Boa Vista.", "2019-09-12", [("relocation", "Boa Vista", "2019-09-10")], (),
          "pt-transferiu-o-grupo-para"),
    _case("Cuatro militares venezolanos llegaron a Cúcuta el lunes 9. El martes 10, la policía trasladó al grupo a "
          "Bogotá.", "2019-09-12", [("relocation", "Bogotá", "2019-09-10")], (), "es-traslado-al-grupo-a"),
    _case("Cuatro militares venezolanos llegaron a Cúcuta el lunes 9. El martes 10, Migración llevó al grupo de "
          "Cúcuta a Bogotá.", "2019-09-12", [("relocation", "Bogotá", "2019-09-10")], (), "es-llevo-al-grupo-de-a"),
    # (guards: the Lima Group is no group of men; a group of civilians is no soldiers' move; a group "of" a town
    # with nowhere it was taken is who they are)
    _case("Cuatro militares venezolanos llegaron a Cúcuta el lunes 9. El martes 10, el canciller llevó al Grupo de "
          "Lima a Bogotá.", "2019-09-12", [], ("relocation",), "es-grupo-de-lima"),
    _case("Cuarenta migrantes venezolanos llegaron a Cúcuta el lunes 9. El martes 10, la policía trasladó al grupo a "
          "Bogotá.", "2019-09-12", [], ("relocation",), "es-civilians-group"),
    _case("Quatro militares venezuelanos chegaram a Pacaraima na segunda-feira (9). Na terça-feira (10), a polícia "
          "ouviu o grupo de Pacaraima.", "2019-09-12", [], ("relocation",), "pt-grupo-de-town-no-move"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_GROUP_TAKEN)
def test_the_group_taken_somewhere_is_moved(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AMONG_THOSE_WHO_LANDED = [
    # "were among N who came ashore": the relative clause is the news, even with a crossing noun after it
    _case("Three Venezuelan sailors were among 11 people who came ashore at Cedros early Tuesday after a two-day "
          "crossing of the sea.", "2019-07-25", [("border_crossing", "Cedros", "2019-07-23")], (),
          "en-among-who-came-ashore-after-crossing"),
    _case("Two guardsmen were among 14 Venezuelans who landed at Cedros on Tuesday after a long crossing in a "
          "fishing boat.", "2019-07-25", [("border_crossing", "Cedros", "2019-07-23")], (),
          "en-among-who-landed-after-crossing"),
    # (guard: a dated relative clause before a main verb of its own still says who the men are)
    _case("Three soldiers who came ashore at Cedros on Sunday were taken to Port of Spain on Tuesday.", "2019-07-25",
          [("relocation", "Port of Spain", "2019-07-23")], (("border_crossing", ANY, "2019-07-23"),),
          "en-who-came-ashore-then-taken"),
]


@pytest.mark.parametrize("text, published, present, absent", AMONG_THOSE_WHO_LANDED)
def test_among_those_who_landed_is_the_landing(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_WHERE_THEY_LANDED = [
    # held "after a boat landed at X": held where they came in, not where the relative clause says they deserted
    _case("Two Venezuelan guardsmen who say they deserted in Tucupita were among 15 people detained by police after "
          "a boat landed at Cedros on Sunday.", "2019-12-03", [("arrest", "Cedros", "2019-12-01")],
          (("arrest", "Tucupita", ANY),), "en-detained-after-a-boat-landed-at"),
    _case("Two guardsmen who deserted in Tucupita were arrested after their boat arrived at Cedros on Sunday.",
          "2019-12-03", [("arrest", "Cedros", "2019-12-01")], (("arrest", "Tucupita", ANY),),
          "en-arrested-after-their-boat-arrived-at"),
    # (guards: a place the arrest names for itself stays; a place they came from is no landing)
    _case("Two guardsmen who deserted in Tucupita were detained in Icacos on Sunday after they landed at Cedros.",
          "2019-12-03", [("arrest", "Icacos", "2019-12-01")], (("arrest", "Cedros", ANY),), "en-detained-in-then-landed"),
    _case("Two guardsmen who deserted in Tucupita were detained by police on Sunday after they returned from Cedros.",
          "2019-12-03", [], (("arrest", "Cedros", ANY),), "en-returned-from"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_WHERE_THEY_LANDED)
def test_held_where_they_landed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
