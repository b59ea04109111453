"""Date traps found in held-out batch 77 (second pass): "that weekend" told after a Saturday that the story is on
("closed since Feb. 23 ... crossed over that weekend") is that Saturday, not the Monday of its week."""

from __future__ import annotations

import pytest

from .test_dates import normalised, one
from .test_events_batch9 import _case, _coded, assert_coded

THAT_WEEKEND_ON_A_SATURDAY = [
    # the story's day is a Saturday: the weekend is told from it, to the day
    ("That weekend more than 300 soldiers crossed into Colombia.", "2019-02-23", "2019-02-23 day"),
    ("Ese mismo fin de semana, cien guardias cruzaron a Colombia.", "2019-02-23", "2019-02-23 day"),
    ("Naquele fim de semana, dez sargentos cruzaram a fronteira.", "2019-03-16", "2019-03-16 day"),
    # (guard: a weekday's or a Sunday's weekend is still that week's, to the week)
    ("That weekend more than 300 soldiers crossed into Colombia.", "2019-02-26", "2019-02-18 week"),
    ("That weekend more than 300 soldiers crossed into Colombia.", "2019-02-24", "2019-02-18 week"),
]


@pytest.mark.parametrize(("text", "anchor", "expected"), THAT_WEEKEND_ON_A_SATURDAY)
def test_that_weekend_after_a_saturday_is_that_saturday(text: str, anchor: str, expected: str) -> None:
    assert normalised(one(text, "2019-12-12", anchor)) == expected


THAT_WEEKEND_IN_A_STORY = [
    _case("The bridges had been shut since Feb. 23, when soldiers turned back the aid trucks. More than 200 guardsmen "
          "crossed into Colombia over that weekend, officials said.", "2019-03-21",
          [("border_crossing", "Colombia", "2019-02-23")], (("border_crossing", "Colombia", "2019-02-18"),),
          "en-over-that-weekend"),
    _case("El 23 de febrero los militares frenaron los camiones de ayuda. Ese fin de semana, 150 guardias cruzaron a "
          "Colombia, según Migración.", "2019-03-21", [("border_crossing", "Colombia", "2019-02-23")], (),
          "es-ese-fin-de-semana"),
    # (guard: a Tuesday told last keeps the weekend before it, to its week's Monday)
    _case("On Tuesday, Feb. 26, the sergeant deserted. More than 200 guardsmen had crossed into Colombia that "
          "weekend.", "2019-03-21", [("border_crossing", "Colombia", "2019-02-18")], (), "en-after-a-tuesday"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_WEEKEND_IN_A_STORY)
def test_a_crossing_that_weekend_is_on_the_saturday_told(gazetteer, text: str, published: str, present: list,
                                                         absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
