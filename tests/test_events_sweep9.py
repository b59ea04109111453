"""Event extraction traps found by the ninth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import _case, _coded, assert_coded


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


CASES = [
    # The receiving side lets them in: the ones let in cross, in English, Spanish and Portuguese.
    _case("Colombian migration officers admitted 25 Venezuelan guardsmen at the Tienditas bridge on Sunday.",
          "2019-03-06", [("border_crossing", "Tienditas International Bridge", "2019-03-03")], (), "admitted-25-guardsmen"),
    _case("Officials let the six soldiers into Arauquita on Thursday.", "2019-03-06",
          [("border_crossing", "Arauquita", "2019-02-28")], (), "let-the-six-soldiers-into"),
    _case("Brazilian soldiers allowed three deserters to cross at Pacaraima on Monday.", "2019-03-06",
          [("border_crossing", "Pacaraima", "2019-03-04")], (), "allowed-three-deserters-to-cross"),
    _case("Migración Colombia permitió el ingreso de 14 uniformados venezolanos el lunes por Paraguachón.",
          "2019-03-06", [("border_crossing", "Paraguachón border crossing", "2019-03-04")], (), "permitio-el-ingreso-de"),
    _case("A Polícia Federal permitiu a entrada dos sete militares em Pacaraima na segunda-feira (4).",
          "2019-03-06", [("border_crossing", "Pacaraima", "2019-03-04")], (), "permitiu-a-entrada-dos"),
    # A post named by a town whose name holds "de" is still the post a desertion leaves.
    _case("Four soldiers abandoned the San Antonio del Táchira barracks on Saturday.", "2019-03-06",
          [("defection", "San Antonio del Táchira", "2019-03-02")], (), "abandoned-the-town-de-town-barracks"),
    # A date said only as what an offset counts from dates nothing itself: "two days before April 30" is April 28.
    _case("Two days before March 10, a corporal fled to Arauquita.", "2019-03-20",
          [("border_crossing", "Arauquita", "2019-03-08")], (("border_crossing", "Arauquita", "2019-03-10"),),
          "two-days-before-march-10"),
    _case("On the eve of Feb. 23, three guardsmen crossed into Cúcuta.", "2019-03-20",
          [("border_crossing", "Cúcuta", "2019-02-22")], (("border_crossing", "Cúcuta", "2019-02-23"),),
          "on-the-eve-of-feb-23"),
    _case("La víspera del 23 de febrero, dos guardias cruzaron a Cúcuta.", "2019-03-20",
          [("border_crossing", "Cúcuta", "2019-02-22")], (), "la-vispera-del-23-de-febrero"),
    _case("Na véspera do dia 23 de fevereiro, dois soldados fugiram para Pacaraima.", "2019-03-20",
          [("border_crossing", "Pacaraima", "2019-02-22")], (), "na-vespera-do-dia-23"),
    # ... while the day of a named happening still dates that happening
    _case("On the eve of the Feb. 23 aid push, three guardsmen crossed into Cúcuta.", "2019-03-20",
          [("border_crossing", "Cúcuta", "2019-02-22")], (), "eve-of-the-feb-23-aid-push"),
    # A Portuguese captain ("capitão", a head spelled with a letter class) is an actor like any other rank.
    _case("Um capitão do Exército fugiu para Pacaraima no sábado (16).", "2019-03-20",
          [("border_crossing", "Pacaraima", "2019-03-16")], (), "um-capitao-fugiu"),
    # "no último dia 3", "no passado dia 3": the latest 3rd, as "no dia 3" is.
    _case("O cabo Pedro Melo cruzou a fronteira em Pacaraima no último dia 14 e pediu refúgio.", "2019-03-20",
          [("border_crossing", "Pacaraima", "2019-03-14")], (), "no-ultimo-dia-14"),
    # Joining the revolt in Spanish or Portuguese is taking part in it, not a look back at it.
    _case("El 30 de abril, el mayor Raúl Peña se sumó al alzamiento en La Carlota.", "2019-05-20",
          [("uprising", "Generalísimo Francisco de Miranda Air Base", "2019-04-30")], (), "se-sumo-al-alzamiento"),
    _case("O major Raúl Peña participou na rebelião em La Carlota em 30 de abril.", "2019-05-20",
          [("uprising", "Generalísimo Francisco de Miranda Air Base", "2019-04-30")], (), "participou-na-rebeliao"),
    # ... while "after the uprising" still only looks back
    _case("Tras el alzamiento en La Carlota, el mayor Raúl Peña se refugió el 2 de mayo en la embajada de Brasil.",
          "2019-05-20", [("asylum", "Embassy of Brazil in Caracas", "2019-05-02")], ("uprising",),
          "tras-el-alzamiento-looks-back"),
    _case("Otros militares que participaron en el alzamiento siguen en Colombia.", "2019-05-20", [], ("uprising",),
          "que-participaron-en-el-alzamiento"),
    # "in the days after the Feb. 23 clash": a span of days, not a day to date the sentence by
    _case("In the days after the Feb. 23 clash in Ureña, dozens of soldiers crossed into Cúcuta.", "2019-03-20",
          [], (("border_crossing", "Cúcuta", "2019-02-25"),), "in-the-days-after"),
    # Sailors, marines and recruits named bare open a sentence as soldiers do.
    _case("Sailors from the Venezuelan navy landed in Aruba on Thursday.", "2019-03-20",
          [("border_crossing", "Aruba", "2019-03-14")], (), "bare-sailors"),
    _case("Marineros de la Armada llegaron a Curazao el jueves.", "2019-03-20",
          [("border_crossing", "Curaçao", "2019-03-14")], (), "bare-marineros"),
    # A restrictive relative's day says who they are, not when they were arrested ...
    _case("Three guardsmen who deserted in February were detained by the DGCIM in Táriba.", "2019-03-20",
          [("arrest", "Táriba", None)], (("arrest", "Táriba", "2019-02-01"),), "who-deserted-in-february-were-detained"),
    _case("Tres guardias que desertaron en febrero fueron detenidos por la DGCIM en Táriba.", "2019-03-20",
          [("arrest", "Táriba", None)], (("arrest", "Táriba", "2019-02-01"),), "que-desertaron-en-febrero"),
    # ... while a desertion still dates the crossing it begins
    _case("Three guardsmen who deserted on Monday crossed into Cúcuta.", "2019-03-20",
          [("border_crossing", "Cúcuta", "2019-03-18")], (), "who-deserted-on-monday-crossed"),
    # Evicted in the passive, then moved: the men's own move (the active "police evicted them" tells the carrying).
    _case("The ex-soldiers were evicted on Monday and moved to a shelter in Los Patios.", "2019-10-03",
          [("relocation", "Los Patios", "2019-09-30")], (), "were-evicted-and-moved"),
    # Abandoning a base named as such ("Fort Mara", "el Fuerte Mara") is a desertion from it.
    _case("Two sergeants abandoned Fort Tiuna on March 28.", "2019-04-02",
          [("defection", "Fuerte Tiuna", "2019-03-28")], (), "abandoned-fort-tiuna"),
    _case("Tres cabos abandonaron el Fuerte Mara el 27 de marzo.", "2019-04-02",
          [("defection", "Fuerte Mara", "2019-03-27")], (), "abandonaron-el-fuerte-mara"),
    # ... but a confession is no entry, and letting men go is no crossing
    _case("The commander admitted 25 guardsmen had abandoned the Ureña post on Sunday.", "2019-03-06",
          [("defection", "Ureña", "2019-03-03")], ("border_crossing",), "admitted-had-abandoned"),
    _case("The guards let the soldiers go in San Antonio del Táchira on Sunday.", "2019-03-06",
          [], ("border_crossing",), "let-the-soldiers-go"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep9_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, actor", [
    # Bare plurals open the reported clause: the colonel tells, the soldiers desert.
    ("The mayor said soldiers deserted the Rubio barracks on Friday.", "soldiers"),
    ("A spokesman confirmed that guardsmen had abandoned the Boca de Grita post on Friday.", "guardsmen"),
    ("The general reported troops fled the Guasdualito base on Friday.", "troops"),
])
def test_bare_plural_after_said_is_the_subject(gazetteer, text: str, actor: str) -> None:
    defections = [e for e in _events(gazetteer, text, "2019-03-06") if e.event_type == "defection"]
    assert defections and all(e.actors == (actor,) for e in defections), [(e.event_type, e.actors) for e in defections]


@pytest.mark.parametrize("text, actor, place", [
    # A surname that is also a city ("Lima", "Valencia") after a given name is the man's, not the city.
    ("Sgt. José Lima crossed into Colombia at Cúcuta on Monday. Later, Lima asked for refuge in Bogotá.",
     "Sgt. José Lima", {"Cúcuta", "Bogotá"}),
    ("Maj. Ana Valencia fled to Bogotá on Monday.", "Maj. Ana Valencia", {"Bogotá"}),
])
def test_surname_that_is_a_city(gazetteer, text: str, actor: str, place: str) -> None:
    events = _events(gazetteer, text, "2019-03-20")
    assert events and all(e.actors == (actor,) for e in events), [(e.event_type, e.actors) for e in events]
    assert {e.place for e in events} == place
    assert any(e.event_type == "asylum" for e in events) == ("refuge" in text)


def test_a_city_after_a_preposition_stays_a_city(gazetteer) -> None:
    """The man named Lima does not take the Peruvian capital off the map."""
    text = "Sgt. José Lima crossed into Colombia on Monday. On Friday, Lima flew to Lima to ask for refuge."
    assert any(e.place == "Lima" for e in _events(gazetteer, text, "2019-03-20"))


@pytest.mark.parametrize("opening", ["Halfway across,", "When the four were midway across the river,",
                                     "A mitad del río,"])
def test_halfway_across_goes_on_with_the_crossing_a_paragraph_back(gazetteer, opening: str) -> None:
    """A new paragraph opening in the middle of the crossing told before takes that crossing's day."""
    text = ("The drill began on April 20 in Táchira, Padrino López said on April 22.\n\n"
            "On May 9, Pvt. Omar Téllez and three other privates waded into the Grita River near Boca de Grita. "
            "They had planned to cross near Ureña, where one of them had cousins, but the army had doubled its "
            "checkpoints there.\n\n"
            f"{opening} a National Guard patrol on the Venezuelan bank opened fire.")
    violence = [e for e in _events(gazetteer, text, "2019-05-15") if e.event_type == "violence"]
    assert violence and all(e.date is not None and e.date.iso() == "2019-05-09" for e in violence), \
        [(e.date, e.evidence[:40]) for e in violence]


def test_halfway_across_with_no_crossing_before_stays_undated(gazetteer) -> None:
    text = "Soldiers guard the Grita River.\n\nHalfway across, a National Guard patrol opened fire."
    violence = [e for e in _events(gazetteer, text, "2019-05-15") if e.event_type == "violence"]
    assert all(e.date is None for e in violence)
