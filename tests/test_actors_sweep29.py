"""Actor traps found by the twenty-ninth sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


# A day number right after a month is the date, not a count of the men after it: "On March 9 guards fired" names
# "guards", no nine of them; a count after the date's comma, or after a year, is still one
@pytest.mark.parametrize("sentence, surface, count", [
    ("On March 9 guards fired tear gas at the crowd.", "guards", None),
    ("On April 30 soldiers joined the uprising at the air base.", "soldiers", None),
    ("By Feb. 24 guardsmen had abandoned the checkpoint.", "guardsmen", None),
    ("On Sept. 3 National Guard troops closed the bridge.", "National Guard troops", None),
    # guards: a count told apart from the date stays a count
    ("On March 9, 30 soldiers crossed into Colombia.", "30 soldiers", 30),
    ("On Feb. 23 three soldiers crossed the bridge.", "three soldiers", 3),
    ("In 2019 150 soldiers crossed the border.", "150 soldiers", 150),
])
def test_a_day_after_its_month_is_no_count(sentence: str, surface: str, count: int | None) -> None:
    groups = [a for m in read_actors([sentence])[0] for a in m.actors if a.kind == "group"]
    assert [(a.name, a.count) for a in groups] == [(surface, count)]


# Spanish and Portuguese name who says a quote as English does ("dijo el sargento X", "contou o cabo Y"), and a
# first-person verb in the quote ("crucé", "cruzamos", "atravessei") is that speaker; outside a quote it is no one
@pytest.mark.parametrize("sentence, verb, speaker", [
    ('"Crucé el río el 17 de junio", dijo el sargento Luis Mora.', "Crucé", "Sgt. Luis Mora"),
    ('"Cruzamos el río de noche", contó el cabo Pedro Díaz.', "Cruzamos", "Cpl. Pedro Díaz"),
    ('"Atravessei a ponte a pé", contou o cabo José Lima.', "Atravessei", "Cpl. José Lima"),
])
def test_a_first_person_verb_is_the_speaker(sentence: str, verb: str, speaker: str) -> None:
    mentions = read_actors([sentence])[0]
    assert [a.name for m in mentions if m.surface == verb for a in m.actors] == [speaker]


def test_a_first_person_verb_outside_a_quote_is_no_one() -> None:
    assert not [m for m in read_actors(["Crucé el río el 17 de junio, escribió en su diario."])[0] if m.surface == "Crucé"]
