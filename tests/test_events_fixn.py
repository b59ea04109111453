"""Event extraction traps found in held-out batch 15 (t05-t08), each shown on new sentences: a day-first
date opening a clause without a comma, money that "ran out", a live blog's entries and rubrics, and a
day named in the possessive."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A clause opening on a day-first date and no comma: what follows is the subject, not an object.
    _case("Three sergeants were detained in Guasdualito on 4 June. On 6 June the three were flown to Caracas.",
          "2019-06-20", [("relocation", "Caracas", "2019-06-06")], (), "day-first-opener-no-comma"),
    _case("On Monday the four corporals were driven to Bogotá.", "2019-06-20",
          [("relocation", "Bogotá", "2019-06-17")], (), "weekday-opener-the-subject"),
    # Money that "ran out" is used up: the journey is the bus taken after it.
    _case("Corporal Mena crossed into Colombia on April 3. In early May, when the cash ran out, he took a "
          "night bus to Medellín.", "2019-06-20", [("relocation", "Medellín", "2019-05-01")],
          (("border_crossing", ANY, "2019-05-01"),), "when-the-money-ran-out"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_fixn_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LIVE_BLOG = (
    "Venezuela live\n\n15:10\nTwo sergeants crossed into Colombia on Friday, officials said.\n\n"
    "12:40\nThree guardsmen waded the Táchira River near Ureña before dawn and asked the police in Cúcuta "
    "for protection.\n\n11:05\nA police officer walked over the Unión bridge at about 9am local time.\n"
)
CASES_LIVE = [
    # A live blog's entry under its own clock time tells the page's day, not the day the entry above told.
    _case(LIVE_BLOG, "2019-03-04", [("border_crossing", ANY, "2019-03-01"), ("border_crossing", ANY, "2019-03-04"),
                                    ("asylum", ANY, "2019-03-04")], (), "live-entry-is-the-page-day"),
    # "Saturday's clashes" dates the clashes; the crossing keeps its own Sunday.
    _case("Three guardsmen crossed into Pacaraima on Sunday and asked for refuge, after Saturday's deadly clashes "
          "in Santa Elena de Uairén.", "2019-03-04",
          [("asylum", "Pacaraima", "2019-03-03"), ("violence", "Santa Elena de Uairén", "2019-03-02")],
          (("asylum", ANY, "2019-03-02"),), "possessive-day-is-its-noun's"),
    # A live blog's "From Brazil:" says where the news comes from, not where the crossing started.
    _case("From Brazil: the army says three Venezuelan guardsmen crossed into Pacaraima on Sunday.", "2019-03-04",
          [("border_crossing", "Pacaraima", "2019-03-03"), ("defection", ANY, "2019-03-03")], ("relocation",),
          "from-rubric-is-no-origin"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES_LIVE)
def test_fixn_live_blog(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
