"""Event extraction traps found in held-out batch 27 (navy men by boat to Aruba, soldiers handed to the
Brazilian army, deserters moving south to Peru), each shown on new sentences: a lead that has the men
abroad already ("who crossed ... last week have asked for asylum") and a later sentence that dates
their landing is the same crossing told again, not an onward move from abroad."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A lead's undated request for refuge abroad, then the story of how they got there: the crossing
    # a later sentence dates is the crossing, and the lead's "last week" is that day.
    _case("Three members of Venezuela's army who crossed into Brazil last week have asked for refuge, their lawyer "
          "said on Friday.\n\nCorporal Luis Mejía and two soldiers left their post in Santa Elena de Uairén on the "
          "night of Monday, May 6, the lawyer said.\n\nThe three men paid a driver to take them along a dirt track "
          "through the savanna. They reached Pacaraima before dawn on May 7 and walked to a police post.", "2019-05-17",
          [("border_crossing", "Pacaraima", "2019-05-07")],
          (("relocation", "Pacaraima", ANY), ("border_crossing", "Brazil", ANY)), "lead-abroad-then-dated-landing"),
    # An onward move after a crossing told with its day stays an onward move.
    _case("Two Venezuelan army sergeants crossed into Brazil at Pacaraima on May 7, officials said on Friday.\n\n"
          "Two days later they reached Boa Vista by bus.", "2019-05-17",
          [("border_crossing", "Pacaraima", "2019-05-07"), ("relocation", "Boa Vista", "2019-05-09")], (),
          "dated-crossing-then-onward"),
]

CASES += [
    # A sentence that crosses out of the country and then goes "on to" a city tells the crossing too.
    _case("Captain Rosa Delgado left Maracaibo in early June and crossed into Colombia on foot, before travelling on to "
          "Medellín.", "2019-07-20", [("border_crossing", ANY, "2019-06-01"), ("relocation", "Medellín", "2019-06-01")],
          (), "crossed-then-on-to-city"),
    _case("Sergeant Iván Rojas crossed into Brazil on June 4 and then went on to Manaus.", "2019-07-20",
          [("border_crossing", ANY, "2019-06-04"), ("relocation", "Manaus", "2019-06-04")], (), "crossed-and-then-on-to"),
    # A leg "on to" a city by men already abroad is no crossing.
    _case("Sergeant Iván Rojas, who crossed into Brazil in May, went on to Manaus on June 4.", "2019-07-20",
          [("relocation", "Manaus", "2019-06-04")], (("border_crossing", ANY, "2019-06-04"),), "abroad-on-to-city"),
]

CASES += [
    # Relatives described by a longer aside (their ages) are still the ones who cross, and go on moving.
    _case("El lunes, la esposa del sargento y sus dos hijas, de 3 y 6 años, cruzaron el río Arauca en una "
          "canoa. Esa misma noche llegaron a Saravena.", "2019-05-22",
          [("border_crossing", ANY, "2019-05-20"), ("relocation", "Saravena", "2019-05-20")], (), "es-kin-ages-aside"),
]

CASES += [
    # The way most of a tally came ("la mayoría por el Orinoco") is no point all of them crossed: the place
    # reached is the tally's, for its crossings and its desertions.
    _case("Desde el 23 de febrero han ingresado a Guainía al menos 30 militares venezolanos, la mayoría por el río "
          "Guainía.", "2019-04-10", [("border_crossing", "Guainía", None), ("defection", "Guainía", None)],
          (("border_crossing", "Guainía River", ANY), ("defection", "Guainía River", ANY)),
          "es-la-mayoria-por-el-rio"),
    # A way all of them came is the crossing's place still.
    _case("Desde el 23 de febrero han ingresado a Roraima al menos 30 militares venezolanos por el puesto de Pacaraima.",
          "2019-04-10", [("border_crossing", ANY, None)], (("border_crossing", "Roraima", ANY),), "es-por-el-puesto"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix27_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
