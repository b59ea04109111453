"""Event extraction traps found in held-out batch 9, each shown on new sentences: a desertion in a
"when" clause that is the story, the neighbour's side of the line, interview answers in the first
person, a journey told only by its start."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article

ANY = object()


def _coded(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


def _coded_with(gazetteer, geonames, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """(type, place, day) of each event of `text`, its places resolved with the GeoNames fallback too."""
    article = make_article(text, published=published)
    mentions = resolve_mentions(text, gazetteer, geonames=geonames)
    return [(e.event_type, e.place, e.date.iso() if e.date else None)
            for e in extract_events(article, split_sentences(article), mentions)]


def _case(text: str, published: str, present: list, absent: tuple = (), ident: str = "") -> object:
    return pytest.param(text, published, present, absent, id=ident or text[:60])


def matches(row: tuple, want: tuple) -> bool:
    """A coded (type, place, day) row fits `want`, where ANY fits anything."""
    return all(w is ANY or w == got for got, w in zip(row, want))


def assert_coded(coded: list, present: list, absent: tuple | list = ()) -> None:
    """Every `present` row is coded; no `absent` one is: an event type, or a (type, place, day) row."""
    for want in present:
        assert any(matches(row, want) for row in coded), (want, coded)
    for unwanted in absent:
        if isinstance(unwanted, str):
            assert not any(row[0] == unwanted for row in coded), (unwanted, coded)
        else:
            assert not any(matches(row, unwanted) for row in coded), (unwanted, coded)


CASES = [
    # A desertion in a "when" clause is told in passing only when it dates an event told before it.
    _case("Ramón Díaz, 31, served as a sergeant in the army until the evening of May 4, when he left his rifle at a "
          "checkpoint near Ureña and swam to the Colombian side.", "2019-06-10",
          [("defection", "Ureña", "2019-05-04"), ("border_crossing", ANY, "2019-05-04")], (), "when-clause-is-the-story"),
    _case("Luisa Marín was a corporal in the National Guard until April 2, when she deserted at a post outside "
          "Pacaraima and asked Brazilian soldiers for refuge.", "2019-06-10",
          [("defection", ANY, "2019-04-02")], (), "when-she-deserted-then-asked"),
    # The neighbour's side of the line is a crossing, placed where the walk began.
    _case("The corporal abandoned his post near Ureña on Friday and walked to the other side through a dry "
          "riverbed.", "2019-06-10", [("border_crossing", "Ureña", "2019-06-07")], (), "walked-to-the-other-side"),
    _case("Un sargento de la Guardia Nacional abandonó su puesto cerca de Ureña el viernes y caminó hasta el lado "
          "colombiano.", "2019-06-10", [("border_crossing", ANY, "2019-06-07")], (), "es-hasta-el-lado-colombiano"),
    # A flight told only by where it left from ended where the travellers asked for protection or were held.
    _case("Sergeant Ana Ruiz flew from Bogotá on May 9 and asked for international protection at Barajas airport "
          "as soon as she landed.", "2019-06-05",
          [("relocation", "Adolfo Suárez Madrid–Barajas Airport", "2019-05-09"),
           ("asylum", "Adolfo Suárez Madrid–Barajas Airport", "2019-05-09")], (), "flew-from-asked-at"),
    _case("Two former guardsmen flew from Bogotá on Sunday and asked for humanitarian protection at Barajas "
          "airport.", "2019-06-05",
          [("relocation", "Adolfo Suárez Madrid–Barajas Airport", "2019-06-02")], (), "flew-from-asked-at-plural"),
]


CASES += [
    # What a banner says is no event; holding a single banner is a protest.
    _case("On Monday about 40 former soldiers stood outside the town hall in Cúcuta, holding a banner that read "
          "\"We did not desert, we were deserted\".", "2019-10-22", [("protest", "Cúcuta", "2019-10-21")],
          ("defection",), "banner-that-read"),
    _case("Unos 30 exmilitares se plantaron el martes frente a la alcaldía en Cúcuta con una pancarta que rezaba "
          "\"Desertamos por la patria\".", "2019-10-22", [("protest", "Cúcuta", ANY)], ("defection",),
          "es-pancarta-que-rezaba"),
    # A negative subject negates its verb.
    _case("Four sergeants met in Ureña on Monday, and nobody crossed the bridge.", "2019-06-05", [],
          ("border_crossing", "defection"), "nobody-crossed"),
    _case("Los cuatro sargentos se reunieron en Ureña el lunes, pero nadie cruzó el puente.", "2019-06-05", [],
          ("border_crossing", "defection"), "es-nadie-cruzo"),
    _case("Os quatro sargentos se reuniram em Pacaraima na segunda-feira, mas ninguém cruzou a fronteira.",
          "2019-06-05", [], ("border_crossing", "defection"), "pt-ninguem-cruzou"),
    # Street crime against a deserter is violence.
    _case("The former corporal was mugged at knifepoint in Bogotá on Friday.", "2019-10-22",
          [("violence", "Bogotá", "2019-10-18")], (), "mugged-at-knifepoint"),
    _case("Un exsargento fue asaltado a mano armada en Cúcuta el viernes.", "2019-10-22",
          [("violence", "Cúcuta", "2019-10-18")], (), "es-asaltado-a-mano-armada"),
    # Relatives taken away by the security forces are arrested; the agents' coming is no move of the story.
    _case("In March, two DGCIM agents came to the home of Sergeant Pablo Ríos in Barquisimeto and took his father "
          "for questioning.", "2019-06-05", [("arrest", "Barquisimeto", "2019-03-01")], ("relocation",),
          "agents-took-his-father"),
    _case("En marzo, funcionarios del Sebin llegaron a la casa del teniente Hugo Paz en Barquisimeto y se llevaron "
          "a su padre.", "2019-06-05", [("arrest", "Barquisimeto", "2019-03-01")], ("relocation",),
          "es-se-llevaron-a-su-padre"),
    _case("Smugglers took his brother across the river near Ureña in March.", "2019-06-05", [], ("arrest",),
          "smugglers-took-his-brother"),
]

CASES += [
    # The legs of one journey, each with its own date, are moves of their own.
    _case("Corporal Daniel Soto crossed into Colombia near Ureña on June 3, flew from Bogotá to Madrid on June 28 "
          "and reached Lisbon on Monday.", "2019-07-31",
          [("border_crossing", "Ureña", "2019-06-03"), ("relocation", "Madrid", "2019-06-28")], (), "legs-of-a-journey"),
    _case("El cabo Daniel Soto cruzó a Colombia cerca de Ureña el 3 de junio y voló de Bogotá a Madrid el 28 de junio.",
          "2019-07-31", [("border_crossing", "Ureña", "2019-06-03"), ("relocation", "Madrid", "2019-06-28")], (),
          "es-legs-of-a-journey"),
    # "slipping across" tells how a desertion crossed.
    _case("The corporal deserted on June 3, slipping across a footpath near Ureña at night.", "2019-07-31",
          [("border_crossing", "Ureña", "2019-06-03")], (), "deserted-slipping-across"),
    _case("Two guardsmen deserted in April, sneaking across the river near Ureña.", "2019-07-31",
          [("border_crossing", "Ureña", "2019-04-01")], (), "deserted-sneaking-across"),
    # "today" after "and" is the present told apart, not the day of the move before it.
    _case("Dois cabos foram levados para Boa Vista em setembro e hoje vivem em um abrigo.", "2019-11-18",
          [("relocation", "Boa Vista", "2019-09-01")], (), "pt-em-setembro-e-hoje"),
    _case("Dos cabos fueron llevados a Boa Vista en septiembre y hoy viven en un albergue de la ciudad.", "2019-11-18",
          [("relocation", "Boa Vista", "2019-09-01")], (), "es-en-septiembre-y-hoy"),
    # Shots at the deserters.
    _case("Three soldiers came under fire near Ureña on Thursday as they waded the river.", "2019-11-18",
          [("violence", ANY, "2019-11-14")], (), "came-under-fire"),
    _case("Hubo disparos desde la orilla venezolana cuando los dos sargentos cruzaron el río cerca de Ureña el jueves.",
          "2019-11-18", [("violence", ANY, "2019-11-14")], (), "es-hubo-disparos"),
]


CASES += [
    # Two groups, each crossing by a place of its own on its own day; "pasar ... por" a named place crosses.
    _case("Tres guardias cruzaron el lunes por una trocha de Ureña y otros dos cabos pasaron el miércoles en la noche "
          "por Puerto Santander.", "2019-11-22",
          [("border_crossing", "Ureña", "2019-11-18"), ("border_crossing", "Puerto Santander", "2019-11-20")], (),
          "es-two-groups-pasaron-por"),
    _case("Un sargento pasó el domingo por Puerto Santander.", "2019-11-22",
          [("border_crossing", "Puerto Santander", "2019-11-17")], (), "es-paso-el-domingo-por"),
    # A smugglers' trail named for a town is the way out: soldiers crossing by it have deserted.
    _case("Dos soldados cruzaron el martes por una trocha de Ureña.", "2019-11-22",
          [("defection", "Ureña", "2019-11-19")], (), "es-trocha-de-town"),
    _case("Três soldados atravessaram na terça-feira por uma trilha de Pacaraima.", "2019-11-22",
          [("defection", ANY, "2019-11-19")], (), "pt-trilha-de-town"),
    # A live report: "en este momento" is the day of the broadcast; "están plantados" is a sit-in.
    _case("En este momento unos treinta exmilitares están plantados frente a la Alcaldía en Cúcuta.", "2019-11-22",
          [("protest", "Cúcuta", "2019-11-22")], (), "es-en-este-momento-plantados"),
    _case("Unos veinte exmilitares realizan en estos momentos un plantón frente a un hotel en Cúcuta.", "2019-11-22",
          [("protest", "Cúcuta", "2019-11-22")], (), "es-en-estos-momentos"),
]


CASES += [
    # "a former Venezuelan National Guard sergeant": four words before the rank still name a soldier.
    _case("Police arrested a former Venezuelan National Guard sergeant in Cúcuta on Tuesday.", "2019-04-04",
          [("arrest", "Cúcuta", "2019-04-02")], (), "four-word-description"),
    _case("Police arrested a former Bolivarian National Guard lieutenant in Cúcuta on Tuesday.", "2019-04-04",
          [("arrest", "Cúcuta", "2019-04-02")], (), "four-word-description-2"),
    # "he" after "told agents" is the subject of what he told.
    _case("Migration agents stopped Sergeant Iván Rey at the airport in Cúcuta on Tuesday. The detained man told "
          "agents he had deserted in February.", "2019-04-04", [("defection", ANY, "2019-02-01")], (),
          "told-agents-he-had-deserted"),
    _case("Brazilian police held Corporal Ana Gil in Pacaraima on Monday. The woman told reporters she had crossed "
          "the border in March.", "2019-04-04", [("border_crossing", ANY, "2019-03-01")], (),
          "told-reporters-she-had-crossed"),
    # Where the travellers stay is after the staying word; the places of the journey before are the journey's.
    _case("Sergeant Luis Mora arrived in the Dominican Republic from Bogotá in mid-March, the agency said, and had "
          "been staying at a guesthouse in the capital.", "2019-04-04",
          [("relocation", "Dominican Republic", "2019-03-01")], (), "arrived-then-staying"),
]


CASES += [
    # A hunger strike told as "stopped eating" is a protest of its own day.
    _case("Nine soldiers held at a military prison in Cúcuta stopped eating on 4 March to protest their conditions.",
          "2019-03-20", [("protest", "Cúcuta", "2019-03-04")], (), "stopped-eating-to-protest"),
    _case("Los ocho militares presos en Cúcuta dejaron de comer el 4 de marzo.", "2019-03-20",
          [("protest", "Cúcuta", "2019-03-04")], (), "es-dejaron-de-comer"),
    # Detainees moved from one prison to another.
    _case("On Monday, four of the detainees were transferred from Cúcuta to a prison in Bogotá.", "2019-03-20",
          [("relocation", "Bogotá", "2019-03-18")], (), "detainees-transferred-from-to"),
    _case("Three prisoners were transferred out of the Cúcuta jail to Bogotá on Monday.", "2019-03-20",
          [("relocation", "Bogotá", "2019-03-18")], (), "prisoners-transferred-out-of-into"),
]


CASES += [
    # A crossing goes where the words after it lead, not to the town reached before it.
    _case("Un cabo logró llegar en autobús a Santa Elena de Uairén y el domingo 9 cruzó a pie hacia Pacaraima.",
          "2019-06-14", [("border_crossing", "Pacaraima", "2019-06-09")], (), "es-llegar-a-then-cruzo-hacia"),
    _case("Dos sargentos llegaron en autobús a Santa Elena de Uairén y el domingo 9 cruzaron hacia Pacaraima.",
          "2019-06-14", [("border_crossing", "Pacaraima", "2019-06-09")], (), "es-plural-llegaron-a-then-cruzaron"),
]


def test_a_crossing_into_a_third_country_is_onward(gazetteer) -> None:
    """And "what they had left" is what remains, no departure."""
    text = ("Twenty guardsmen ran across the Simón Bolívar International Bridge into Colombia on February 23. "
            "In early June, a dozen of them spent what they had left on buses south, crossing into Ecuador at the "
            "Rumichaca bridge.")
    coded = _coded(gazetteer, text, "2019-07-11")
    assert [c for c in coded if c[0] == "defection"] == [("defection", "Simón Bolívar International Bridge",
                                                           "2019-02-23")], coded
    assert any(t == "relocation" and d == "2019-06-01" for t, _, d in coded), coded


def test_who_a_group_gives_itself_up_to_is_no_deserter(gazetteer) -> None:
    text = ("Três soldados venezuelanos cruzaram para o Brasil em Pacaraima na quinta-feira. "
            "Lá se entregaram ao Pelotão Especial de Fronteira do Exército brasileiro.")
    article = make_article(text, published="2019-11-18")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    assert not [e for e in events if any("Pelot" in a for a in e.actors)], [(e.event_type, e.actors) for e in events]


# A crossing placed on the home side, with nowhere reached, leaves its actors abroad: their next move
# within the neighbour is an onward relocation.
ONWARD = [
    ("Sergeant Tomás Rojas waded the Táchira River in February and gave himself up to Colombian police. "
     "In June he took a bus to Bogotá.", "2019-07-10", ("relocation", "Bogotá", "2019-06-01")),
    ("Corporal Inés Vera crossed the border near Ureña on March 2. In May she travelled to Medellín.",
     "2019-07-10", ("relocation", "Medellín", "2019-05-01")),
]


@pytest.mark.parametrize("text, published, wanted", ONWARD)
def test_a_move_after_a_crossing_at_the_line_is_onward(gazetteer, text: str, published: str, wanted: tuple) -> None:
    coded = _coded(gazetteer, text, published)
    assert wanted in coded, coded
    assert ("border_crossing", wanted[1], wanted[2]) not in coded, coded


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch9_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


INTERVIEW = ("Lieutenant Marta Soler, 29, now lives in Lima.\n\n"
             "Q. How did you leave?\n\n"
             "A. I crossed the Simón Bolívar bridge on the night of March 3 and asked Colombian police for "
             "protection.\n\n"
             "Q. And then?\n\n"
             "A. I flew from Bogotá to Lima on April 20.")


def test_first_person_answers_of_an_interview_are_the_interviewee(gazetteer) -> None:
    coded = _coded(gazetteer, INTERVIEW, "2019-06-05")
    assert ("border_crossing", "Simón Bolívar International Bridge", "2019-03-03") in coded, coded
    assert ("relocation", "Lima", "2019-04-20") in coded, coded


def test_first_person_without_a_question_is_nobody(gazetteer) -> None:
    text = "Lieutenant Marta Soler, 29, now lives in Lima.\n\nA. I crossed the Simón Bolívar bridge on March 3."
    assert not [c for c in _coded(gazetteer, text, "2019-06-05") if c[0] == "border_crossing"]


@pytest.mark.parametrize("text", [
    "The six lieutenants had agreed to cross together on April 30.",
    "Los seis tenientes acordaron cruzar juntos el 30 de abril.",
])
def test_agreeing_to_cross_is_a_plan(gazetteer, text: str) -> None:
    article = make_article(text, published="2019-06-05")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    crossings = [e for e in events if e.event_type == "border_crossing"]
    assert crossings and all(e.status == "planned" for e in crossings), [(e.event_type, e.status) for e in events]
