"""Event extraction traps found in held-out batch 34's harder rest (a patrol boat to Aruba, background landings on
the Dutch islands), each shown on new sentences: a counted group of deserters first named as the ones who cross
("in August four deserters landed on Curaçao") has its desertion told by that crossing."""

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
