"""Event extraction traps found in held-out batch 88 (a development set): the deed a soldier refused to take part in,
told as his reason for leaving ("he refused to take part in the arrest of student protesters in the spring"), is
no arrest and no attack; each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

REFUSED_TO_TAKE_PART_IN = [
    _case("A National Guard sergeant refused to take part in the arrests of protesters in Mérida on March 3 and "
          "deserted a week later.", "2019-10-14", [], (("arrest", ANY, ANY),), "en-refused-take-part-arrests"),
    _case("According to his lawyer, the Venezuelan army lieutenant refused to take part in the arrest of student "
          "protesters in Mérida in March and was placed under investigation.", "2019-10-14", [],
          (("arrest", ANY, ANY),), "en-refused-take-part-arrest"),
    _case("A Venezuelan army lieutenant refused to take part in the shooting of protesters in Mérida in March.",
          "2019-10-14", [], (("violence", ANY, ANY),), "en-refused-take-part-shooting"),
    _case("A Venezuelan army lieutenant declined to join in the beating of detained protesters in Mérida in March.",
          "2019-10-14", [], (("violence", ANY, ANY),), "en-declined-join-in-beating"),
    # (guard: an arrest of the man who refused is his own arrest)
    _case("A Venezuelan army lieutenant who had refused to take part in the crackdown was arrested in Mérida on "
          "March 3.", "2019-10-14", [("arrest", "Mérida", "2019-03-03")], (), "en-refused-then-arrested"),
    _case("Un sargento venezolano se negó a participar en la represión y fue detenido en Mérida el 3 de marzo.",
          "2019-10-14", [("arrest", "Mérida", "2019-03-03")], (), "es-se-nego-then-detenido"),
    # (guard: an arrest he took part in is told)
    _case("A Venezuelan army lieutenant took part in the arrest of student protesters in Mérida in March.",
          "2019-10-14", [("arrest", "Mérida", "2019-03-01")], (), "en-took-part-in-arrest"),
]


@pytest.mark.parametrize("text, published, present, absent", REFUSED_TO_TAKE_PART_IN)
def test_a_deed_refused_is_not_told(gazetteer, geonames, text: str, published: str, present: list,
                                    absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
