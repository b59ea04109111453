"""Event extraction traps found in held-out batch 75, third pass (clashes told as the backdrop of a desertion's day,
"desertou em 24 de fevereiro, um dia depois de confrontos ... no dia seguinte"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CLASHES_AS_BACKDROP = [
    # "deserted on a day, a day after clashes somewhere. ... the next day": the next day counts from the desertion,
    # not from the clashes the same sentence dates before it
    _case("O soldado Pedro Lima desertou em 10 de março, dois dias depois de confrontos em Santa Elena de Uairén. "
          "Caminhou até Pacaraima, onde se apresentou à Polícia Federal no dia seguinte e pediu refúgio.",
          "2019-04-20", [("asylum", "Pacaraima", "2019-03-11")], (("asylum", ANY, "2019-03-10"),), "pt-no-dia-seguinte"),
    _case("Pvt. Pedro Lima deserted on March 10, two days after clashes in Santa Elena de Uairén. He walked to "
          "Pacaraima, where he reported to the Federal Police the next day and asked for refuge.", "2019-04-20",
          [("asylum", "Pacaraima", "2019-03-11")], (("asylum", ANY, "2019-03-10"),), "en-the-next-day"),
    # (guards: clashes told on their own day, or after the desertion's, move the story)
    _case("On March 8, soldiers clashed with residents in Santa Elena de Uairén. The next day, Pvt. Pedro Lima "
          "walked to Pacaraima and asked the Federal Police for refuge.", "2019-04-20",
          [("asylum", "Pacaraima", "2019-03-09")], (), "en-clashes-own-sentence"),
    _case("Pvt. Pedro Lima deserted on March 10, and two days later clashes broke out in Santa Elena de Uairén. "
          "He walked to Pacaraima, where he asked the Federal Police for refuge the next day.", "2019-04-20",
          [("asylum", "Pacaraima", "2019-03-13")], (), "en-clashes-after"),
]


@pytest.mark.parametrize("text, published, present, absent", CLASHES_AS_BACKDROP)
def test_clashes_dated_before_a_desertion_leave_the_story_on_its_day(gazetteer, text: str, published: str,
                                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
