"""Event extraction traps found a third time in held-out batch 84 (a named day that closes a crossing's clause after a
long run of object and places, when an earlier clause told a month; custody at an airport or a station with how long it
lasted; a church or an office occupied to be heard; companions named after a verb whose subject is left out), each
shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

CLOSING_DAY = [
    # "he left his unit in March, and that he crossed into Colombia on a footpath near Maicao on March 14": the day
    # closes the crossing's clause, however far from its verb; the month stays the desertion's
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao on June 9.", "2019-09-10",
          [("border_crossing", ANY, "2019-06-09"), ("defection", ANY, "2019-06-01")],
          (("border_crossing", ANY, "2019-06-01"),), "en-on-june-9"),
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near the Paraguachón border crossing on June 9, where he asked the police for protection.",
          "2019-09-10", [("border_crossing", ANY, "2019-06-09")], (("border_crossing", ANY, "2019-06-01"),),
          "en-on-june-9-where"),
    # (guard: a clause word between the crossing and the day, "before the storm broke on June 9": not its day)
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao before the storm broke on June 9.", "2019-09-10", [],
          (("border_crossing", ANY, "2019-06-09"),), "en-before-clause"),
    # (guard: the day does not close the clause: "on June 9 with his cousin's help" runs on)
    _case("A former army corporal said he left his post in Carora in June, and that he crossed into Colombia on a "
          "mule track near Maicao on June 9 and after that asked his cousin for help in Riohacha.", "2019-09-10", [],
          (("border_crossing", ANY, "2019-06-09"),), "en-day-not-closing"),
]


@pytest.mark.parametrize("text, published, present, absent", CLOSING_DAY)
def test_a_named_day_closing_the_clause_dates_its_verb(gazetteer, geonames, text: str, published: str,
                                                       present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
