"""Event extraction traps found by the eighteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A crossing told after an arrival takes the crossing verb's own day, not the arrival's.
    _case("O sargento chegou a Boa Vista no dia 12, depois de cruzar a fronteira em Pacaraima no dia 8.", "2019-07-15",
          [("border_crossing", "Pacaraima", "2019-07-08")], (("border_crossing", ANY, "2019-07-12"),),
          "chegou-depois-de-cruzar-no-dia"),
    _case("The corporal reached Cúcuta on May 9, after crossing the Táchira River on May 7.", "2019-05-15",
          [("border_crossing", ANY, "2019-05-07")], (("border_crossing", ANY, "2019-05-09"),),
          "reached-after-crossing-on"),
    # "a third group of", "un tercer grupo de", "um terceiro grupo de": one more group, the subject.
    _case("On Sunday a third group of soldiers crossed into Colombia.", "2019-02-26",
          [("defection", ANY, "2019-02-24"), ("border_crossing", ANY, "2019-02-24")], (), "a-third-group-of"),
    _case("Un cuarto grupo de guardias cruzó el domingo hacia Cúcuta.", "2019-02-26",
          [("border_crossing", "Cúcuta", "2019-02-24")], (), "un-cuarto-grupo-de"),
    _case("Um terceiro grupo de soldados atravessou a fronteira em Pacaraima no domingo (24).", "2019-02-26",
          [("border_crossing", "Pacaraima", "2019-02-24")], (), "um-terceiro-grupo-de"),
    # "Among those who deserted on Friday was a captain": one of them, named after the verb "to be".
    _case("Among those who deserted on Friday was an army captain.", "2019-03-04",
          [("defection", ANY, "2019-03-01")], (), "among-those-who-was"),
    _case("Among those who crossed the Tienditas bridge on Friday were two corporals and a lieutenant.", "2019-03-04",
          [("border_crossing", "Tienditas International Bridge", "2019-03-01")], (), "among-those-who-were"),
    _case("Entre los que desertaron el viernes estaba un capitán del Ejército.", "2019-03-04",
          [("defection", ANY, "2019-03-01")], (), "entre-los-que-estaba"),
    # "the northern city of X" names the city; it does not put a crossing near it.
    _case("A corporal who had served in the northern city of Maracaibo crossed into Colombia on Friday.",
          "2019-03-04", [("border_crossing", "Colombia", "2019-03-01")], (("border_crossing", "Maracaibo", ANY),),
          "the-northern-city-of"),
    # An arrival from the post the men served at, with no end named, is no move placed at the post.
    _case("Los soldados, que estaban destacados en Guasdualito, llegaron sin armas y pidieron refugio.", "2019-05-20",
          [], (("relocation", "Guasdualito", ANY),), "destacados-en-llegaron"),
    # The migration agency's office "en Arauca" is in Arauca, not in the whole country.
    _case("El viernes, los tres soldados fueron llevados a la oficina de Migración Colombia en Arauca.", "2019-05-20",
          [("relocation", "Arauca", "2019-05-17")], (("relocation", "Colombia", ANY),), "migracion-colombia-en"),
    # "que desertaram" names men who have already left the forces: their trip on is no new desertion.
    _case("Três soldados que desertaram do Exército viajaram a Manaus na sexta-feira (17).", "2019-05-20",
          [("relocation", "Manaus", "2019-05-17")], ("defection",), "que-desertaram-viajaram"),
    _case("Tres soldados que habían desertado viajaron a Lima el viernes.", "2019-05-20",
          [("relocation", "Lima", "2019-05-17")], ("defection",), "que-habian-desertado-viajaron"),
    # "on the border crossed": the verb after "border" (not the noun "border crossing").
    _case("Three guardsmen who left their posts on the border crossed into Colombia on Friday.", "2019-03-04",
          [("border_crossing", ANY, "2019-03-01")], (), "on-the-border-crossed"),
    _case("The river was the border crossed by thousands of migrants.", "2019-03-04", [], ("border_crossing",),
          "the-border-crossed-by"),
    # A request for refuge an agency registers is the men's request.
    _case("A Polícia Federal registrou na sexta-feira (1º) o pedido de refúgio dos três soldados.", "2019-03-04",
          [("asylum", ANY, "2019-03-01")], (), "registrou-o-pedido-de-refugio"),
    _case("Migración Colombia registró el viernes las solicitudes de refugio de cuatro cabos.", "2019-03-04",
          [("asylum", ANY, "2019-03-01")], (), "registro-las-solicitudes-de-refugio"),
    _case("On Friday the police registered the corporals' requests for asylum.", "2019-03-04",
          [("asylum", ANY, "2019-03-01")], (), "registered-the-corporals-requests"),
    _case("On Friday the police registered the corporals' applications for identity cards.", "2019-03-04",
          [], ("asylum",), "registered-other-applications"),
    # Where the man has lived since, in a shelter there, is no place of his desertion.
    _case("The corporal deserted in March and has lived in a shelter in Cúcuta since then.", "2019-06-04",
          [("defection", "Venezuela", "2019-03-01")], (("defection", "Cúcuta", ANY),), "has-lived-in-a-shelter-in"),
    _case("O cabo desertou em março e vive desde então em um abrigo em Boa Vista.", "2019-06-04",
          [("defection", "Venezuela", "2019-03-01")], (("defection", "Boa Vista", ANY),), "vive-desde-entao-em-um-abrigo"),
    # Held for their part in a revolt: the revolt's day is not the day they were held.
    _case("Two captains were arrested for their role in the April 30 uprising, their lawyer said.", "2019-06-04",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),), "arrested-for-their-role-in"),
    _case("Dos tenientes fueron detenidos por participar en el alzamiento del 30 de abril.", "2019-06-04",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),), "detenidos-por-participar-en"),
    _case("Dois sargentos foram presos por participarem do levante de 30 de abril.", "2019-06-04",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),), "presos-por-participarem-do-levante"),
    _case("Soldiers rose up at La Carlota on April 30. That night, agents arrested two captains in Caracas.",
          "2019-06-04", [("arrest", "Caracas", "2019-04-30")], (), "arrested-that-night-keeps-the-day"),
    # A stay in an embassy "since the April 30 uprising" began that day.
    _case("Three sergeants who had been hiding in the Argentine embassy since the April 30 uprising left Venezuela, "
          "officials said on Monday.", "2019-09-10", [("asylum", ANY, "2019-04-30")], (), "since-the-uprising"),
    # An arrival told with its origin and the place it ended at ("at Tocumen") is a move still.
    _case("Two former sergeants who arrived on a flight from Bogotá on Monday asked for refugee status at Tocumen "
          "International Airport.", "2019-11-14", [("relocation", "Tocumen International Airport", "2019-11-11")], (),
          "arrived-from-asked-at"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_eighteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


def test_the_same_days_crossing_told_again_from_the_post(gazetteer) -> None:
    # the second sentence retells the crossing of the first from the post at home: no onward move in Brazil
    text = ("Two army corporals who deserted crossed into Brazil late on Monday, a Brazilian officer said. "
            "The corporals left a post outside Santa Elena de Uairén after dark and walked to Pacaraima.")
    coded = [(e.event_type, e.place) for e in _events(gazetteer, text, "2019-04-17")]
    assert not any(t == "relocation" for t, _ in coded), coded


def test_the_among_those_actors_are_the_ones_named(gazetteer) -> None:
    text = "Among those who crossed at Paraguachón on Friday were two corporals and a lieutenant."
    crossing = next(e for e in _events(gazetteer, text, "2019-03-04") if e.event_type == "border_crossing")
    assert crossing.actors == ("two corporals", "a lieutenant"), crossing.actors


def test_the_crowd_a_deserter_hid_in_does_not_desert(gazetteer) -> None:
    text = ("Sgt. Pedro Lara left Caracas. On Monday he crossed the Unión bridge, mingling with hundreds of people "
            "who cross daily to buy food, and surrendered to Colombian police.")
    defections = [e.actors for e in _events(gazetteer, text, "2019-03-20") if e.event_type == "defection"]
    assert defections and all(actors == ("Sgt. Pedro Lara",) for actors in defections), defections


def test_a_desertion_told_by_its_month_takes_the_day_told_later(gazetteer) -> None:
    # the month and the country he lives in now stand for the desertion the next sentence tells in full
    text = ("Agents detained the mother of Sgt. Luis Mejía, who deserted in June and now lives in Colombia. "
            "Mejía left his post in Ureña on June 9 and crossed the Táchira River.")
    defections = [(e.date.iso() if e.date else None, e.country_code) for e in _events(gazetteer, text, "2019-09-20")
                  if e.event_type == "defection"]
    assert defections == [("2019-06-09", "VE")], defections
