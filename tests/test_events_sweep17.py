"""Event extraction traps found by the seventeenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "but were arrested": the subject left out after "but" is the sentence's ("we" in "were" opens no clause).
    _case("Three guardsmen tried to cross at Paraguachón on Tuesday but were arrested by soldiers.", "2019-06-14",
          [("arrest", "Paraguachón border crossing", "2019-06-11")], (), "tried-to-cross-but-were-arrested"),
    _case("Four corporals crossed at Paraguachón on Tuesday but were caught by the Colombian police.", "2019-06-14",
          [("border_crossing", ANY, "2019-06-11"), ("arrest", ANY, "2019-06-11")], (), "crossed-but-were-caught"),
    # Caught where they tried to cross: "intentaron cruzar por X, pero fueron detenidos".
    _case("El martes, cuatro cabos intentaron cruzar por Castilletes, pero fueron detenidos.", "2019-06-14",
          [("arrest", "Castilletes", "2019-06-11")], (), "intentaron-cruzar-por-pero-detenidos"),
    _case("Otro grupo de soldados intentó cruzar por Paraguachón el martes, pero fue detenido por la Guardia Nacional.",
          "2019-06-14", [("arrest", "Paraguachón border crossing", "2019-06-11")], (), "otro-grupo-intento-pasar"),
    # The day a man chose to desert is no day of a desertion; a deed joined to the choice by "and" still is one.
    _case("Cpl. Andrés Lugo said he had decided to desert three weeks ago.", "2019-06-14", [], ("defection",),
          "decided-to-desert-weeks-ago"),
    _case("Cpl. Andrés Lugo decided to desert and crossed the Táchira River into Colombia on Tuesday.", "2019-06-14",
          [("defection", ANY, "2019-06-11"), ("border_crossing", ANY, "2019-06-11")], (), "decided-to-desert-and-crossed"),
    # "Earlier in the year" is the year, not the day of the sentence before.
    _case("About 50 ex-soldiers marched in Bogotá on Oct. 3. Earlier in the year, a guardsman shot a deserter near "
          "Ureña.", "2019-10-20", [("violence", "Ureña", "2019-01-01")], (("violence", ANY, "2019-10-03"),),
          "earlier-in-the-year"),
    # "since his arrest in April": the arrest of the man held, on its own date.
    _case("Capt. Julio Rangel has been held in Ramo Verde since his arrest in March.", "2019-06-14",
          [("arrest", ANY, "2019-03-01")], (), "held-since-his-arrest"),
    # A crossing a count starts from ("Two days after crossing, ...") is no second crossing.
    _case("Two days after crossing, the four deserters were taken by the police to a shelter in Cúcuta.", "2019-06-14",
          [("relocation", "Cúcuta", ANY)], ("border_crossing",), "days-after-crossing-were-taken"),
    # Evicted "from Cúcuta's hotels": a move out of Cúcuta.
    _case("Some 600 former soldiers were evicted from Cúcuta's hotels in July.", "2019-09-10",
          [("relocation", "Cúcuta", "2019-07-01")], (), "evicted-from-cucutas-hotels"),
    # A relative's own stay ("su esposa, que se quedó en Coro") moves nobody.
    _case("Según su madre, que se quedó en Coro, el sargento Luis Pérez no cobraba desde abril.", "2019-06-14",
          [], ("relocation",), "su-madre-que-se-quedo"),
    # "followed him across the bridge": the followers' own crossing.
    _case("Reporters followed them across the bridge on Saturday.", "2019-02-26", [], ("border_crossing",),
          "reporters-followed-them"),
    # Places of the wider story: Soacha, Carrasquero.
    _case("Police arrested a former Venezuelan sergeant in Soacha on Monday.", "2019-10-15",
          [("arrest", "Soacha", "2019-10-14")], (), "arrested-in-soacha"),
    _case("Two soldiers were detained at a checkpoint in Carrasquero on Monday.", "2019-10-15",
          [("arrest", "Carrasquero", "2019-10-14")], (), "caught-in-carrasquero"),
    # Transferred "the three": the number stands for the men told before.
    _case("Two sergeants and a private crossed into La Guajira on May 3. On May 6, Colombian officials transferred "
          "the three to a shelter in Riohacha.", "2019-05-10", [("relocation", "Riohacha", "2019-05-06")], (),
          "transferred-the-three"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_seventeenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


def test_a_bridge_after_an_overpass_is_not_the_overpass(gazetteer) -> None:
    # the Altamira overpass is a road interchange in Caracas, not a bridge "el puente" can stand for
    text = ("El 30 de abril, el sargento Pedro Rojas estuvo en el distribuidor Altamira. Tras cruzar el puente, "
            "los tres soldados pidieron refugio en Colombia.")
    places = {e.place for e in _events(gazetteer, text, "2019-05-17") if e.event_type == "border_crossing"}
    assert "Altamira overpass" not in places, places


def test_the_relative_told_of_is_the_one_held(gazetteer) -> None:
    text = ("Maj. Luis Ortega crossed into Colombia at Arauca on March 9. Ortega said agents of the military "
            "counterintelligence agency had detained his cousin in Barinas in May.")
    arrest = next(e for e in _events(gazetteer, text, "2019-07-09") if e.event_type == "arrest")
    assert arrest.actors == ("his cousin",), arrest.actors


def test_the_night_of_the_revolt_is_its_day(gazetteer) -> None:
    text = ("Três dias depois da tentativa de levante de terça-feira (30), um sargento venezuelano cruzou a fronteira em Pacaraima. "
            "O sargento disse que participou do levante em Caracas. Segundo ele, dois colegas foram presos em "
            "Caracas na noite do levante.")
    coded = [(e.event_type, e.date.iso() if e.date else None) for e in _events(gazetteer, text, "2019-05-03")]
    assert ("arrest", "2019-04-30") in coded, coded
    assert ("uprising", "2019-05-03") not in coded, coded


def test_the_night_of_the_uprising_in_english(gazetteer) -> None:
    text = ("Soldiers rose up at La Carlota air base on April 30. Two lieutenants were arrested in Caracas on the "
            "night of the uprising, their lawyer said.")
    coded = [(e.event_type, e.date.iso() if e.date else None) for e in _events(gazetteer, text, "2019-05-20")]
    assert ("arrest", "2019-04-30") in coded, coded


def test_asking_a_neighbours_army_is_in_that_neighbour(gazetteer) -> None:
    text = ("Um cabo venezuelano desertou em Santa Elena de Uairén na terça-feira (30). Ele viajou até Santa Elena "
            "de Uairén e cruzou por uma trilha. Na quinta-feira (2), o cabo se apresentou ao Exército brasileiro e "
            "pediu refúgio.")
    asylum = next(e for e in _events(gazetteer, text, "2019-05-03") if e.event_type == "asylum")
    assert asylum.country_code == "BR", (asylum.place, asylum.country_code)


def test_where_a_man_lives_now_takes_no_day_from_before(gazetteer) -> None:
    text = ("In June, DGCIM agents arrested the brother of Lt. Oscar Peña in Guasdualito. Peña now lives in "
            "Bogotá, where he drives a taxi.")
    moves = [e for e in _events(gazetteer, text, "2019-11-20") if e.event_type == "relocation"]
    assert moves and all(e.date is None for e in moves), [(e.place, e.date) for e in moves]


def test_those_who_followed_him_across_crossed_too(gazetteer) -> None:
    text = ("A sergeant ran across the Simón Bolívar bridge on Saturday. Minutes later, two corporals followed him "
            "across the bridge.")
    crossers = [e.actors for e in _events(gazetteer, text, "2019-02-26") if e.event_type == "border_crossing"]
    assert ("two corporals",) in crossers, crossers


SECOND = [
    # "Ambos pidieron refugio", "Both asked": the pair told before, by a past verb of their own.
    _case("Dos cabos escaparon a Colombia por Paraguachón el 4 de mayo. Ambos pidieron refugio en Maicao al día "
          "siguiente.", "2019-06-21", [("asylum", "Maicao", "2019-05-05")], (), "ambos-pidieron-refugio"),
    # Rebels giving up are no deserters; a surrender to a neighbour's troops still is one.
    _case("Guardsmen who rose up at a post in Cotiza on Monday surrendered a few hours later.", "2019-01-25",
          [("uprising", ANY, "2019-01-21")], ("defection",), "rebels-surrendered-hours-later"),
    _case("The rebel guardsmen surrendered hours later.", "2019-01-25", [], ("defection",), "the-rebels-surrendered"),
    _case("Two sergeants who rebelled in Cumaná surrendered to Colombian troops in Arauca on Monday.", "2019-01-25",
          [("border_crossing", "Arauca", "2019-01-21")], (), "rebels-surrendered-to-colombian-troops"),
    # "Residents of Cotiza set fires": the clash in their own town.
    _case("Residents of Cotiza set fires in the streets on Monday, and soldiers fired tear gas.", "2019-01-25",
          [("violence", "Cotiza", "2019-01-21")], (), "residents-of-set-fires"),
    # A town at home reached before the crossing is a stop on the way, not where the crossing ended.
    _case("Sgt. Pablo Vera hitchhiked to San Cristóbal and on March 2 paid a smuggler to take him across the Táchira "
          "River.", "2019-03-08", [("border_crossing", "Táchira River", "2019-03-02")], (), "stop-before-the-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", SECOND)
def test_seventeenth_sweep_continued(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_a_crossing_does_not_end_at_a_stop_at_home(gazetteer) -> None:
    text = ("Sgt. Pablo Vera hitchhiked to San Cristóbal and on March 2 paid a smuggler to take him across the Táchira "
            "River.")
    crossing = next(e for e in _events(gazetteer, text, "2019-03-08") if e.event_type == "border_crossing")
    assert crossing.destination is None or crossing.destination.name != "San Cristóbal", crossing.destination


def test_the_wife_and_daughters_of_a_colonel_are_the_ones_held(gazetteer) -> None:
    text = ("Venezuelan authorities on Thursday arrested the wife and two sons of a National Guard colonel who "
            "defected to Colombia last week.")
    arrests = [e for e in _events(gazetteer, text, "2019-03-15") if e.event_type == "arrest"]
    assert arrests and arrests[0].date.iso() == "2019-03-14", arrests
    assert arrests[0].actors[0].startswith("the wife and two sons of"), arrests[0].actors


@pytest.mark.parametrize("text", [
    "Dos exmilitares fueron asesinados a tiros el sábado en una trocha de Villa del Rosario, en Norte de Santander.",
    "Two former soldiers were shot dead on Saturday on a trail near Villa del Rosario, Colombia.",
])
def test_killed_on_a_towns_trail_is_in_that_town(gazetteer, text: str) -> None:
    found = [(e.event_type, e.place, e.country_code) for e in _events(gazetteer, text, "2019-10-04")]
    assert ("violence", "Villa del Rosario", "CO") in found, found


def test_an_arrest_named_only_to_date_a_death_is_no_arrest(gazetteer) -> None:
    text = "Navy Lt. Pedro Lara, accused of plotting a coup, died in military custody on Sunday, days after his arrest."
    assert "arrest" not in {e.event_type for e in _events(gazetteer, text, "2019-07-09")}


def test_the_relative_the_agents_took_after_the_teller_spoke(gazetteer) -> None:
    text = ("El sargento Jhoan Rivas cruzó el puente el 23 de febrero. Rivas contó que en abril la Dgcim detuvo en "
            "San Cristóbal, capital del Táchira, a su hermano menor.")
    arrest = next(e for e in _events(gazetteer, text, "2019-09-05") if e.event_type == "arrest")
    assert (arrest.place, arrest.date.iso(), arrest.actors) == ("San Cristóbal", "2019-04-01", ("su hermano menor",))


def test_where_he_lives_now_is_the_move_told_before(gazetteer) -> None:
    text = ("Lt. Oscar Peña flew to Madrid on Monday and asked for asylum. He is now living in a reception centre in "
            "Madrid.")
    moves = [e for e in _events(gazetteer, text, "2019-09-12") if e.event_type == "relocation"]
    assert len(moves) == 1 and moves[0].date is not None, [(e.place, e.date) for e in moves]


THIRD = [
    # "a trail east of Pacaraima", "uma trilha a leste de Pacaraima": near the town.
    _case("Three corporals crossed the border on Sunday by a trail east of Pacaraima.", "2019-06-26",
          [("border_crossing", "Pacaraima", "2019-06-23")], (), "trail-east-of"),
    _case("No domingo (23), três cabos atravessaram a fronteira por uma trilha a oeste de Pacaraima.", "2019-06-26",
          [("border_crossing", "Pacaraima", "2019-06-23")], (), "trilha-a-oeste-de"),
    # "was seized by SEBIN agents": an arrest told in the passive (weapons seized are nobody).
    _case("An army major was seized by SEBIN agents on Friday outside his home in Los Teques.", "2019-05-22",
          [("arrest", "Los Teques", "2019-05-17")], (), "was-seized-by-agents"),
    _case("Two rifles were seized by the police on Friday in Ureña.", "2019-05-22", [], ("arrest",),
          "rifles-were-seized"),
    # "after the April 30 uprising": the revolt's own day, not the day of the sentence's verb.
    _case("Three sergeants who fled to Colombia after the April 30 uprising were granted refugee status by Colombia on "
          "Monday.", "2019-05-22",
          [("uprising", ANY, "2019-04-30")], (("uprising", ANY, "2019-05-20"),), "after-the-april-30-uprising"),
    # Villavicencio and other Colombian cities deserters were sent to.
    _case("The Colombian navy moved the corporal to Villavicencio on Tuesday.", "2019-09-18",
          [("relocation", "Villavicencio", "2019-09-17")], (), "moved-to-villavicencio"),
]


@pytest.mark.parametrize("text, published, present, absent", THIRD)
def test_seventeenth_sweep_last(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", [
    _case("A former sergeant was seized by armed men in Villa del Rosario, Colombia, on Friday.", "2019-05-22", [],
          ("arrest",), "seized-by-armed-men"),
    _case("On Aug. 16, Sgt. Luis Rojas was transferred to a jail about 30 miles northeast of Cúcuta.", "2019-09-10", [],
          (("relocation", "Cúcuta", ANY),), "miles-northeast-of"),
    _case("Cpl. Luis Rojas crossed into Colombia in June. In early August he rode buses north to Riohacha.",
          "2019-09-10", [("relocation", "Riohacha", "2019-08-01")], (), "rode-buses-north-to"),
])
def test_compass_and_seizure_limits(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
