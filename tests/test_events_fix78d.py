"""Event extraction traps found in held-out batch 78, fourth round (a receiving state's migration force, a
pseudonym's "will call", English "ex-military"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

HELD_BY_A_MIGRATION_FORCE = [
    # "two officers of U.S. Immigration and Customs Enforcement stopped him ... handcuffed him": an arrest with no
    # place of its own, by the receiving state's migration or border force, is in that state (when the article names it)
    _case("A former army captain who deserted in February has lived in the United States since the spring. On Oct. 10, "
          "two officers of U.S. Immigration and Customs Enforcement stopped him outside his building and handcuffed "
          "him.", "2019-10-23", [("arrest", "United States", "2019-10-10")], (), "en-immigration-and-customs-enforcement"),
    _case("Un exsargento venezolano vive en Panamá desde agosto. El jueves el Senafront lo detuvo en un puesto de "
          "control.", "2019-10-23", [("arrest", "Panama", "2019-10-17")], (), "es-senafront-lo-detuvo"),
    _case("Un exteniente venezolano vive en México desde junio. El lunes agentes del Instituto Nacional de Migración lo "
          "detuvieron en una terminal de autobuses.", "2019-10-23", [("arrest", "Mexico", "2019-10-21")], (),
          "es-instituto-nacional-de-migracion"),
    # (guards: an arrest the sentence places keeps its town; "ice" in lower case is no force)
    _case("A former army captain lives in the United States. On Oct. 10 ICE agents arrested him in Miami.", "2019-10-23",
          [("arrest", "Miami", "2019-10-10")], (("arrest", "United States", ANY),), "en-ice-arrest-placed-in-a-town"),
    _case("A former army captain lives in the United States. On Oct. 10 his brother was arrested by the DGCIM after a "
          "protest over ice and water shortages.", "2019-10-23", [], (("arrest", "United States", ANY),),
          "en-lower-case-ice-is-no-force"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_A_MIGRATION_FORCE)
def test_an_arrest_by_a_migration_force_is_in_its_country(gazetteer, text: str, published: str, present: list,
                                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NAMED_BY_A_PSEUDONYM = [
    # "A young army lieutenant whom I will call Andrés deserted from his battalion": the writer's "will call" names the
    # man; it hedges nothing he did
    _case("A young army lieutenant whom we will call Andrés deserted from his unit in September.", "2019-11-11",
          [("defection", ANY, "2019-09-01")], (), "en-whom-we-will-call"),
    _case("A sergeant whom I'll call Luis crossed into Colombia on Monday.", "2019-11-11",
          [("border_crossing", "Colombia", "2019-11-11")], (), "en-whom-ill-call"),
    _case("A young army lieutenant who asked to be called Andrés deserted in September.", "2019-11-11",
          [("defection", ANY, "2019-09-01")], (), "en-who-asked-to-be-called"),
    _case("Un teniente al que llamaremos Andrés desertó en septiembre.", "2019-11-11",
          [("defection", ANY, "2019-09-01")], (), "es-al-que-llamaremos"),
    _case("Um tenente que chamaremos de André desertou em setembro.", "2019-11-11",
          [("defection", ANY, "2019-09-01")], (), "pt-que-chamaremos-de"),
    # (guards: the man's own "will" still hedges his deed)
    _case("Un teniente al que llamaremos Andrés desertará en septiembre.", "2019-11-11", [], ("defection",),
          "es-pseudonym-then-desertara"),
    _case("A young army lieutenant whom I will call Andrés will desert in September.", "2019-11-11", [], ("defection",),
          "en-pseudonym-then-will-desert"),
    _case("A young army lieutenant said he will desert in September.", "2019-11-11", [], ("defection",),
          "en-said-he-will-desert"),
]


@pytest.mark.parametrize("text, published, present, absent", NAMED_BY_A_PSEUDONYM)
def test_a_pseudonym_clause_hedges_nothing(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


EX_MILITARY_COUNTED = [
    # "at least 120 Venezuelan ex-military have applied for refugee status in Mexico": English "ex-military" is a
    # plural noun, the men counted
    _case("At least 120 Venezuelan ex-military have applied for refugee status in Mexico since January.", "2019-11-11",
          [("asylum", "Mexico", None)], (), "en-ex-military-applied"),
    _case("Some 40 ex-military have asked for asylum in Peru this year, the group says.", "2019-11-11",
          [("asylum", "Peru", None)], (), "en-ex-military-asked-for-asylum"),
    # (guard: "ex-military" before a noun is its adjective: machines count no soldiers)
    _case("Two ex-military helicopters landed in Cúcuta on Monday.", "2019-11-11", [],
          ("defection", "border_crossing"), "en-ex-military-helicopters"),
]


@pytest.mark.parametrize("text, published, present, absent", EX_MILITARY_COUNTED)
def test_ex_military_is_a_plural_noun(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


UP_TO_THE_LINE = [
    # "de lá seguiu de ônibus até a fronteira com o Brasil. No fim de abril, cruzou a pé para Pacaraima": a trip that
    # ended at the border line leaves the men on it, not abroad, and the crossing told next is the crossing
    _case("O ex-cabo desertou em abril. Depois seguiu de ônibus até a fronteira com o Brasil. No fim de abril, "
          "atravessou a pé para Pacaraima.", "2019-08-22", [("border_crossing", "Pacaraima", "2019-04-01")],
          (("relocation", "Pacaraima", ANY),), "pt-ate-a-fronteira-then-atravessou"),
    _case("The corporal deserted in April. He then took a bus to the border with Brazil. In late April he walked "
          "across to Pacaraima.", "2019-08-22", [("border_crossing", "Pacaraima", "2019-04-01")],
          (("relocation", "Pacaraima", ANY),), "en-bus-to-the-border-then-walked-across"),
    _case("El cabo desertó en abril. Luego siguió en autobús hasta la frontera con Colombia. A finales de abril cruzó "
          "a pie hacia Cúcuta.", "2019-08-22", [("border_crossing", "Cúcuta", "2019-04-01")],
          (("relocation", "Cúcuta", ANY),), "es-hasta-la-frontera-then-cruzo"),
    # (guard: men who crossed into the town itself are abroad, and their next trip is a move on)
    _case("The corporal deserted in April and crossed into Brazil at Pacaraima. In late April he took a bus to Boa "
          "Vista.", "2019-08-22", [("relocation", "Boa Vista", "2019-04-01")], (("border_crossing", "Boa Vista", ANY),),
          "en-crossed-into-the-town-then-bus-on"),
]


@pytest.mark.parametrize("text, published, present, absent", UP_TO_THE_LINE)
def test_a_trip_to_the_border_line_leaves_the_men_at_home(gazetteer, text: str, published: str, present: list,
                                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
