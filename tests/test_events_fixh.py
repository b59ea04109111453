"""Event extraction traps found in held-out batch 13 (a report of reprisals, a live blog, a blog post
told across two towns of one name), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Agents who detain "him" or "his mother" arrest the one told before, or that relative.
    _case("Sergeant Pedro Lugo left his barracks in Barinas on March 3. Police detained him the next morning at a "
          "roadblock outside Socopó.", "2019-04-10", [("arrest", ANY, "2019-03-04")], (), "detained-him"),
    _case("On May 9, DGCIM agents arrested her mother and her two brothers at their house in "
          "Barinas.", "2019-06-10", [("arrest", "Barinas", "2019-05-09")], (), "arrested-her-mother"),
    _case("On May 9, agents detained his wife and his 17-year-old son at their house in Barinas and held them for "
          "two days.", "2019-06-10", [("arrest", "Barinas", "2019-05-09")], (), "detained-his-wife-and-held-them"),
    _case("El 9 de mayo, agentes de contrainteligencia detuvieron a su madre en su casa de Barinas.", "2019-06-10",
          [("arrest", "Barinas", "2019-05-09")], (), "es-detuvieron-a-su-madre"),
    _case("El sargento Pedro Lugo abandonó su cuartel en Barinas el 3 de marzo. Al día siguiente lo detuvieron en "
          "una alcabala cerca de Socopó.", "2019-04-10", [("arrest", ANY, "2019-03-04")], (), "es-lo-detuvieron"),
]


CASES += [
    # A "where" clause after the journey, with a verb of its own, has a time of its own.
    _case("Sergeant Luis Peña left his unit in May. On August 12, he swam the Arauca River and reached the "
          "Colombian town of Arauquita, where a priest took him in in September.", "2019-10-01",
          [("border_crossing", ANY, "2019-08-12")], (("border_crossing", ANY, "2019-09-01"),), "where-clause-own-time"),
    _case("O sargento Luis Peña deixou sua unidade em maio. No dia 12 de agosto, ele atravessou o rio Arauca e chegou "
          "a Arauquita, onde um padre o entrevistou em setembro.", "2019-10-01",
          [("border_crossing", ANY, "2019-08-12")], (("border_crossing", ANY, "2019-09-01"),), "pt-onde-clause-own-time"),
    # ... but when the sentence gives no other, the clause's time is when they were there.
    _case("Police later drove the four guardsmen to a shelter in Cúcuta, where on Friday night they ate with "
          "other former soldiers.", "2019-03-16", [("relocation", "Cúcuta", "2019-03-15")], (), "where-clause-only-time"),
]


CASES += [
    # Uniformed people who cross are deserters, told in a tally as any soldiers are.
    _case("Some 1,400 uniformed Venezuelans have crossed into Colombia since February, the migration agency says.",
          "2019-07-25", [("defection", "Colombia", None)], (), "uniformed-tally"),
]


CASES += [
    # Leaving "intending to cross" tells an aim, not a crossing.
    _case("Corporal Juan Soto left his unit in Guasdualito on May 14, intending to cross the Arauca River into "
          "Colombia.", "2019-06-01", [("defection", "Guasdualito", "2019-05-14")], ("border_crossing",), "intending-to-cross"),
    _case("El cabo Juan Soto abandonó su unidad en Guasdualito el 14 de mayo con la intención de cruzar el río Arauca.",
          "2019-06-01", [("defection", "Guasdualito", "2019-05-14")], ("border_crossing",), "es-con-la-intencion-de"),
    # Marching in a parade is no protest.
    _case("On July 5, while his battalion was marching in the Independence Day parade, Sergeant Ana Ruiz left her "
          "post in Machiques.", "2019-07-25", [("defection", "Machiques", "2019-07-05")], ("protest",), "parade-march"),
    _case("About 300 students marched to the governor's office in Mérida on Monday.", "2019-07-25",
          [("protest", "Mérida", "2019-07-22")], (), "march-still-a-protest"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch13_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
