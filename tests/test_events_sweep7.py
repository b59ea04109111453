"""Event extraction traps found by the seventh sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A desertion told in a relative clause is not where its men were later granted refuge or moved to.
    _case("An air force lieutenant who deserted in March was granted refugee status in Ecuador on Friday.",
          "2019-06-10", [("defection", "Venezuela", "2019-03-01"), ("asylum", "Ecuador", "2019-06-07")],
          (("defection", "Ecuador", ANY),), "who-deserted-granted-refuge-abroad"),
    _case("Argentina granted asylum on Tuesday to three navy sailors who fled in January.", "2019-06-13",
          [("defection", "Venezuela", "2019-01-01"), ("asylum", "Argentina", "2019-06-11")],
          (("defection", "Argentina", ANY),), "granted-asylum-to-sailors-who-fled"),
    # ... but a desertion on the day of the asking goes where the men asked
    _case("Two guardsmen deserted on Sunday and asked for protection at a police station in Cúcuta.", "2019-06-13",
          [("defection", ANY, "2019-06-09"), ("asylum", "Cúcuta", "2019-06-09")], (), "deserted-and-asked-same-day"),
]


CASES += [
    # A running total in the paragraph before sets no scene for the next paragraph's dated event.
    _case("Since February, more than 900 soldiers have deserted to Brazil, the Brazilian army says.\n\n"
          "On Tuesday, an army major said in a video that he no longer recognized Maduro as president.",
          "2019-05-10", [("defection", None, "2019-05-07")], (("defection", "Brazil", "2019-05-07"),),
          "tally-paragraph-sets-no-scene"),
    # ... while a paragraph going on with one episode still carries its place
    _case("On Saturday, five guardsmen crossed the Táchira River into Colombia near Ureña.\n\n"
          "They deserted before dawn, one of them said.",
          "2019-05-13", [("border_crossing", "Táchira River", "2019-05-11")], (), "next-paragraph-same-episode"),
]


CASES += [
    # Leaving or abandoning one's barracks is deserting in Spanish and Portuguese too, and the day told with
    # the leaving is the desertion's, not the day counted on from it for the arrival.
    _case("El cabo dejó el cuartel en Santa Elena de Uairén el 4 de julio y llegó a Boa Vista dos días después.",
          "2019-07-20", [("defection", "Santa Elena de Uairén", "2019-07-04"), ("border_crossing", "Boa Vista", "2019-07-06")],
          (("defection", ANY, "2019-07-06"),), "es-dejo-el-cuartel"),
    _case("O cabo deixou o quartel em Santa Elena de Uairén no dia 4 de julho e chegou a Boa Vista dois dias depois.",
          "2019-07-20", [("defection", "Santa Elena de Uairén", "2019-07-04"), ("border_crossing", "Boa Vista", "2019-07-06")],
          (("defection", ANY, "2019-07-06"),), "pt-deixou-o-quartel"),
    _case("Tres guardias abandonaron el destacamento de Guasdualito el viernes.", "2019-07-20",
          [("defection", "Guasdualito", "2019-07-19")], (), "es-abandonaron-el-destacamento-de"),
    # ... and a post named by its town is where the desertion was, not the country the men went on to
    _case("Four soldiers left the Guasdualito barracks on Friday and crossed into Colombia.", "2019-07-20",
          [("defection", "Guasdualito", "2019-07-19"), ("border_crossing", "Colombia", "2019-07-19")],
          (("defection", "Colombia", ANY),), "left-the-town-barracks"),
    # One desertion per man per sentence: the arrival a later clause tells is no second one.
    _case("The corporal said he left his unit in Zulia on July 4 and reached Maicao two days later.", "2019-07-20",
          [("defection", ANY, "2019-07-04"), ("border_crossing", "Maicao", "2019-07-06")],
          (("defection", ANY, "2019-07-06"),), "one-desertion-per-sentence"),
    # A day in the subject's relative clause with an irregular past ("who flew", "who fled") is that clause's.
    _case("One of the men who flew to Lima on Monday, Sgt. Omar Ruiz, crossed at Arauca in April after abandoning "
          "his National Guard unit in Guasdualito.", "2019-07-20",
          [("defection", ANY, "2019-04-01"), ("border_crossing", ANY, "2019-04-01")],
          (("defection", ANY, "2019-07-15"),), "who-flew-on-monday-is-the-clauses-day"),
    # A border that only describes a town at home ("the border town of El Amparo") is not crossed...
    _case("Sgt. Luis Ortiz deserted from his unit in Barinas on Saturday and rode a bus to the border town of "
          "Guasdualito.", "2019-09-18", [("defection", ANY, "2019-09-14"), ("relocation", "Guasdualito", "2019-09-14")],
          ("border_crossing",), "border-town-at-home-is-no-crossing"),
    # ... while one walked across still is, and a border town abroad is reached by crossing
    _case("The soldiers walked across the border to Ureña on Monday.", "2019-09-18",
          [("border_crossing", "Ureña", "2019-09-16")], (), "walked-across-the-border-home"),
    _case("Two sergeants arrived in the border town of Pacaraima on Monday.", "2019-09-18",
          [("border_crossing", "Pacaraima", "2019-09-16")], (), "border-town-abroad"),
    # Where a deserter lives now is no move on the desertion's day (the desertion itself may be coded there:
    # he crossed to get there).
    _case("The corporal deserted in March and now lives in Pacaraima.", "2019-06-10",
          [("defection", ANY, "2019-03-01")], (("relocation", ANY, "2019-03-01"),), "now-lives-in-is-no-march-move"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep7_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
