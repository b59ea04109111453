"""Event extraction traps found in held-out batch 34's harder rest (a patrol boat to Aruba, background landings on
the Dutch islands), each shown on new sentences: a counted group of deserters first named as the ones who cross
("in August four deserters landed on Curaçao") has its desertion told by that crossing, and a sentence with no
dated event that tells two days in the order they came leaves the story on the later one, for "that same day"
after it."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

NEW_GROUP_OF_DESERTERS = [
    # A counted group of deserters first named as who crosses: their crossing is all the article tells of
    # their desertion, so it is a desertion too.
    _case("In August four deserters landed on Curaçao.", "2019-10-23",
          [("defection", "Curaçao", "2019-08-01"), ("border_crossing", "Curaçao", "2019-08-01")], (),
          "four-deserters-landed"),
    _case("En agosto, cuatro desertores cruzaron a Cúcuta.", "2019-10-23",
          [("defection", "Cúcuta", "2019-08-01"), ("border_crossing", "Cúcuta", "2019-08-01")], (),
          "es-cuatro-desertores-cruzaron"),
    _case("Em agosto, quatro desertores chegaram a Pacaraima.", "2019-10-23",
          [("defection", "Pacaraima", "2019-08-01"), ("border_crossing", "Pacaraima", "2019-08-01")], (),
          "pt-quatro-desertores-chegaram"),
    # ... not a group pointed back to, one deserter, nor deserters who are the object of someone else's deed.
    _case("In July, the two deserters reached Pacaraima.", "2019-10-23",
          [("border_crossing", "Pacaraima", "2019-07-01")], ("defection",), "the-two-deserters"),
    _case("In July, a deserter reached Pacaraima.", "2019-10-23",
          [("border_crossing", "Pacaraima", "2019-07-01")], ("defection",), "a-deserter"),
    _case("En julio, la policía detuvo a cinco desertores que cruzaron a Cúcuta.", "2019-10-23",
          [("arrest", ANY, "2019-07-01")], ("defection",), "es-detuvo-a-cinco-desertores"),
]


@pytest.mark.parametrize("text, published, present, absent", NEW_GROUP_OF_DESERTERS)
def test_new_group_of_deserters(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LATER_DAY_TOLD = [
    # Two days told in order in a sentence with no dated event: "that same day" after it is the later one.
    _case("Three sailors slipped out of port late on Sunday and were spotted by a patrol off the island before dawn "
          "on Monday. They were taken to a police station in Oranjestad that same day.", "2019-10-23",
          [("relocation", "Oranjestad", "2019-10-21")], (("relocation", ANY, "2019-10-20"),), "later-day-same-day"),
    _case("Los tres marineros zarparon el domingo en la noche y fueron avistados por la guardia costera el lunes. "
          "Ese mismo día fueron llevados a una comisaría en Oranjestad.", "2019-10-23",
          [("relocation", "Oranjestad", "2019-10-21")], (("relocation", ANY, "2019-10-20"),), "es-ese-mismo-dia"),
    _case("Os três marinheiros zarparam no domingo (20) e foram avistados pela guarda costeira na segunda-feira (21). "
          "No mesmo dia foram levados para uma delegacia em Oranjestad.", "2019-10-23",
          [("relocation", "Oranjestad", "2019-10-21")], (("relocation", ANY, "2019-10-20"),), "pt-no-mesmo-dia"),
    # ... a day told after a later one ("said on Monday that on Saturday") does not move the story back.
    _case("On Monday, relatives said that on Saturday three sailors had seemed nervous. Three sailors were taken to "
          "a police station in Oranjestad that same day.", "2019-10-23",
          [("relocation", "Oranjestad", "2019-10-21")], (("relocation", ANY, "2019-10-19"),), "said-monday-of-saturday"),
]


@pytest.mark.parametrize("text, published, present, absent", LATER_DAY_TOLD)
def test_later_day_told(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
