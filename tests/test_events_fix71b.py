"""Event extraction traps found in held-out batch 71 (a second pass), each shown on new sentences: a Guard
detachment left is a post deserted ("left his detachment in Coloncito"), and "the whole group" that moves on is the
group named before."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LEFT_HIS_DETACHMENT = [
    # "told NRC staff that he left his detachment in Coloncito, in Venezuela's Táchira state, on 25 February"
    _case("A former corporal told reporters that he left his detachment in Ureña, in Táchira state, on 4 March.",
          "2019-03-27", [("defection", ANY, "2019-03-04")], (), "en-left-his-detachment"),
    _case("Sergeant Luis Pérez left the National Guard detachment at San Antonio del Táchira on 4 March.",
          "2019-03-27", [("defection", ANY, "2019-03-04")], (), "en-left-the-guard-detachment"),
    _case("The two guardsmen walked out of their detachment near Ureña on 4 March.",
          "2019-03-27", [("defection", "Ureña", "2019-03-04")], (), "en-walked-out-of-their-detachment"),
    # (guards: a detachment's commander left behind, and a detachment left with a town, are no desertion)
    _case("On 4 March the colonel left the detachment commander in charge of the bridge at Ureña.",
          "2019-03-27", [], ("defection",), "en-detachment-commander"),
    _case("On 4 March the governor left a detachment of police at the bridge in Ureña.",
          "2019-03-27", [], ("defection",), "en-left-a-detachment"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_HIS_DETACHMENT)
def test_left_his_detachment(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_WHOLE_GROUP = [
    # "On Tuesday, the whole group left El Zulia in two trucks hired by the families and travelled to Cúcuta"
    _case("About 30 former soldiers had been threatened in Tibú. On Tuesday, the whole group left Tibú and travelled "
          "to Cúcuta.", "2019-03-27", [("relocation", "Cúcuta", "2019-03-26")], (), "en-the-whole-group"),
    _case("Four soldiers deserted in Ureña on Monday. On Tuesday, the entire group crossed into Cúcuta.",
          "2019-03-27", [("border_crossing", "Cúcuta", "2019-03-26")], (), "en-the-entire-group"),
    # (guard: the whole group of others is not the soldiers)
    _case("Four soldiers deserted in Ureña on Monday. On Tuesday, the whole group of journalists crossed into Cúcuta.",
          "2019-03-27", [], (("border_crossing", ANY, ANY),), "en-the-whole-group-of-others"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_WHOLE_GROUP)
def test_the_whole_group(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
