"""Actor traps found again in held-out batch 74: the group a relative clause says the men were part of ("tres
exmilitares que formaban parte de un grupo de 63 migrantes llegaron") is no subject of the verb after it."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _case, _coded, assert_coded


def _roles(sentence: str, group: str) -> list[str]:
    return [m.role for m in read_actors([sentence], [[]])[0] if m.surface.startswith(group)]


@pytest.mark.parametrize("sentence, group", [
    ("Tres exmilitares venezolanos que formaban parte de un grupo de 40 migrantes llegaron el domingo.", "un grupo"),
    ("Três ex-militares venezuelanos que faziam parte de um grupo de 40 migrantes chegaram no domingo.", "um grupo"),
])
def test_the_group_they_were_part_of_is_no_subject(sentence: str, group: str) -> None:
    assert _roles(sentence, group) == ["object"]


@pytest.mark.parametrize("sentence, group", [
    # (guard: a group the men "hacen parte de" is the subject of its own "que" clause)
    ("Mora y Peña hacen parte del grupo de 1.000 uniformados que han cruzado la frontera.", "1.000"),
])
def test_a_group_told_with_its_own_clause_stays_a_subject(sentence: str, group: str) -> None:
    assert _roles(sentence, group) == ["subject"]


@pytest.mark.parametrize("text, published, present, absent", [
    _case("Tres exmilitares venezolanos que formaban parte de un grupo de 40 migrantes llegaron el pasado domingo a "
          "Bajo Chiquito después de cruzar a pie la selva desde Colombia.", "2019-11-06", [("border_crossing", "Bajo Chiquito", "2019-11-03")], (),
          "es-part-of-a-group-of-migrants"),
    _case("Três ex-militares venezuelanos que faziam parte de um grupo de 40 migrantes chegaram no domingo a "
          "Pacaraima.", "2019-11-06", [("border_crossing", "Pacaraima", "2019-11-03")], (),
          "pt-part-of-a-group-of-migrants"),
])
def test_soldiers_part_of_a_group_of_migrants_crossed(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
