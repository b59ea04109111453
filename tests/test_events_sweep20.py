"""Event extraction traps found by the twentieth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A participle that describes a rank is who someone is, not a desertion ("the wife of a defected colonel").
    _case("Intelligence agents detained the sister of a defected army lieutenant in Barquisimeto on Thursday.",
          "2019-06-10", [("arrest", "Barquisimeto", "2019-06-06")], ("defection",), "sister-of-a-defected-lieutenant"),
    _case("Police questioned the father of a defected National Guard sergeant in Valencia.", "2019-06-10",
          [], ("defection",), "father-of-a-defected-national-guard-sergeant"),
    _case("Two captains defected to Colombia on Thursday.", "2019-06-10",
          [("defection", ANY, "2019-06-06")], (), "defected-to-still-a-desertion"),
    # A desertion told in a "who" aside is placed in its own state, not at the end of the move the sentence tells.
    _case("The corporals, who had deserted in Apure two days earlier, were driven to Bogotá on Friday.", "2019-06-10",
          [("defection", "Apure", ANY), ("relocation", "Bogotá", "2019-06-07")], (("defection", "Bogotá", ANY),),
          "deserted-in-a-state-aside-then-driven"),
    _case("Los cabos, que habían desertado en Apure dos días antes, fueron llevados a Bogotá el viernes.",
          "2019-06-10", [("defection", "Apure", ANY)], (("defection", "Bogotá", ANY),), "desertado-en-apure-aside"),
    # A flight from a post with nowhere reached is the desertion alone, no relocation ("left Puerto Cabello" is one).
    _case("Tres soldados huyeron del comando de Guasdualito el sábado en la noche.", "2019-06-10",
          [("defection", "Guasdualito", "2019-06-08")], ("relocation",), "huyeron-del-comando"),
    _case("Two sergeants escaped from the El Amparo post on Saturday night.", "2019-06-10",
          [("defection", "El Amparo", "2019-06-08")], ("relocation",), "escaped-from-the-post"),
    # The neighbour's side in Spanish and Portuguese: "se pasó al lado colombiano", "passaram para o lado brasileiro".
    _case("Un cabo se pasó al lado colombiano por una trocha el jueves.", "2019-06-10",
          [("border_crossing", ANY, "2019-06-06")], (), "se-paso-al-lado-colombiano"),
    _case("Dois cabos passaram para o lado brasileiro na madrugada de quinta-feira (6).", "2019-06-10",
          [("border_crossing", ANY, "2019-06-06"), ("defection", ANY, "2019-06-06")], (), "passaram-para-o-lado"),
    # Going on to a town over the line: "siguieron a pie hasta Pacaraima", "seguiram até Pacaraima".
    _case("Los guardias dejaron su puesto en Santa Elena de Uairén y siguieron caminando hasta Pacaraima.",
          "2019-06-10", [("border_crossing", "Pacaraima", ANY)], (), "siguieron-caminando-hasta"),
    _case("Os soldados deixaram o quartel em Santa Elena de Uairén e seguiram a pé até Pacaraima.", "2019-06-10",
          [("border_crossing", "Pacaraima", ANY)], (), "seguiram-a-pe-ate"),
    # "The day (that) they crossed, ...", "El mismo día en que cruzaron", "No mesmo dia em que cruzaram": the day
    # of a crossing told before, no new one.
    _case("The day the corporals crossed, soldiers arrested two boatmen in Guasdualito.", "2019-06-10",
          [("arrest", "Guasdualito", ANY)], ("border_crossing",), "the-day-they-crossed"),
    _case("El mismo día en que los cabos cruzaron, la GNB detuvo a dos lancheros en Guasdualito.", "2019-06-10",
          [("arrest", "Guasdualito", ANY)], ("border_crossing",), "el-mismo-dia-en-que-cruzaron"),
    _case("No mesmo dia em que os cabos cruzaram, a Guarda Nacional prendeu dois barqueiros em Santa Elena de Uairén.",
          "2019-06-10", [("arrest", ANY, ANY)], ("border_crossing",), "no-mesmo-dia-em-que-cruzaram"),
    # Civilians held, in Spanish and Portuguese as in English.
    _case("La GNB detuvo a cuatro civiles en Ureña el martes, acusados de ayudar a los desertores.", "2019-06-10",
          [("arrest", "Ureña", "2019-06-04")], (), "detuvo-a-cuatro-civiles"),
    _case("A Guarda Nacional prendeu quatro civis em Santa Elena de Uairén na terça-feira (4).", "2019-06-10",
          [("arrest", ANY, "2019-06-04")], (), "prendeu-quatro-civis"),
    # Giving up over the border the day after the group's crossing ends that crossing: no second desertion.
    _case("Un sargento del Ejército venezolano y dos soldados desertaron el sábado en Guasdualito y cruzaron el río "
          "Arauca en una canoa. Los tres militares se entregaron el domingo a la Policía colombiana.", "2019-06-10",
          [("defection", "Guasdualito", "2019-06-08")], (("defection", ANY, "2019-06-09"),), "se-entregaron-al-dia-siguiente"),
    _case("An army sergeant and two privates deserted in Guasdualito on Saturday and crossed the Arauca River by "
          "canoe. The three men turned themselves in to Colombian police on Sunday.", "2019-06-10",
          [("defection", "Guasdualito", "2019-06-08")], (("defection", ANY, "2019-06-09"),), "turned-in-next-day"),
    # Shooting and stabbing told by their own verbs: "balearon", "apuñalaron", "balearam".
    _case("Guardias nacionales balearon el jueves a un comerciante en Ureña.", "2019-06-10",
          [("violence", "Ureña", "2019-06-06")], (), "balearon"),
    _case("Desconocidos apuñalaron el jueves a un exsargento de la GNB en La Parada.", "2019-06-10",
          [("violence", "La Parada", "2019-06-06")], (), "apunalaron"),
    _case("Homens armados balearam um ex-cabo venezuelano em Boa Vista na quinta-feira (6).", "2019-06-10",
          [("violence", "Boa Vista", "2019-06-06")], (), "balearam"),
    # A speech dated between the speaker and the verb: "The government on Friday accused", "acusó el viernes a".
    _case("Foreign Minister Jorge Arreaza on Thursday accused Colombia of sheltering deserters.", "2019-06-10",
          [("statement", ANY, "2019-06-06")], (), "minister-on-thursday-accused"),
    _case("El canciller Jorge Arreaza acusó el jueves a Colombia de proteger a desertores.", "2019-06-10",
          [("statement", ANY, "2019-06-06")], (), "acuso-el-jueves-a"),
    # Walking out of a checkpoint or a command is leaving one's post.
    _case("Early on Thursday the sergeant walked out of the checkpoint at Paraguaipoa.", "2019-06-10",
          [("defection", "Paraguaipoa", "2019-06-06")], ("relocation",), "walked-out-of-the-checkpoint"),
    # "Two days after his escape, ...": the day counted from, named by its noun, is no desertion of the arresters.
    _case("Two days after his escape, intelligence agents detained the corporal's sister in Maracaibo.", "2019-06-10",
          [("arrest", "Maracaibo", ANY)], ("defection",), "two-days-after-his-escape"),
    _case("Dos días después de su deserción, agentes de la Dgcim detuvieron a su hermana en Maracaibo.", "2019-06-10",
          [("arrest", "Maracaibo", ANY)], ("defection",), "dos-dias-despues-de-su-desercion"),
    # Where someone stays now is no move of the day the story told before it.
    _case("The corporal crossed into Colombia at Paraguachón on June 2. He is now staying at a church shelter in "
          "Riohacha.", "2019-06-10", [("relocation", "Riohacha", None)], (("relocation", "Riohacha", "2019-06-02"),),
          "is-now-staying-at-a-shelter"),
    # Sent back over the border: "deported the two sailors to Venezuela", "expelled the three men across the bridge",
    # "fueron deportados el viernes desde Trinidad y Tobago a Güiria": a crossing home (with the move, as
    # "deportados desde Curazao" has in tests/test_events_sweep12.py).
    _case("Aruba deported the four sailors to Venezuela on Thursday.", "2019-06-10",
          [("border_crossing", ANY, "2019-06-06")], (), "deported-the-four-sailors-to"),
    _case("Colombia expelled the two men across the Francisco de Paula Santander bridge on Thursday.", "2019-06-10",
          [("border_crossing", ANY, "2019-06-06")], (), "expelled-the-two-men-across"),
    _case("Los cuatro marineros fueron deportados el jueves desde Trinidad y Tobago a Güiria.", "2019-06-10",
          [("border_crossing", "Güiria", "2019-06-06")], (), "deportados-el-jueves-desde-a"),
    # Where one boards is where the trip starts, not where it ends: "embarcou em um avião na Base Aérea de Boa Vista e
    # desembarcou em Manaus" (a host country's air base left is no desertion), "boarded a bus in Cúcuta".
    _case("Os dois ex-cabos embarcaram na quarta-feira (5) em um avião da FAB na Base Aérea de Boa Vista e "
          "desembarcaram em Manaus.", "2019-06-10", [("relocation", "Manaus", "2019-06-05")],
          ("defection", "border_crossing"), "embarcaram-na-base-aerea-de-boa-vista"),
    _case("The two former soldiers boarded a bus in Cúcuta on Wednesday.", "2019-06-10", [],
          ("defection", "border_crossing"), "boarded-a-bus-in-cucuta"),
    # ... but giving up told with no crossing before it is the desertion.
    _case("Three soldiers turned themselves in to Colombian police in Arauca on Sunday.", "2019-06-10",
          [("defection", ANY, "2019-06-09")], (), "turned-in-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twentieth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _actors(gazetteer, text: str, published: str) -> list[tuple[str, tuple[str, ...]]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.actors) for e in events]


@pytest.mark.parametrize("text, event_type, actors", [
    # "un sargento del Ejército venezolano y dos soldados": the force's adjective does not part the two
    ("Un sargento del Ejército venezolano y dos soldados desertaron el sábado en Guasdualito.", "defection",
     ("a sargento", "dos soldados")),
    ("Um cabo do Exército venezuelano e dois soldados desertaram no sábado (8) em Santa Elena de Uairén.",
     "defection", ("a cabo", "dois soldados")),
    # the relative of someone the story named is the one held, not that person
    ("El sargento Luis Pérez desertó el sábado. El lunes, agentes de la Dgcim detuvieron a la madre de Pérez en "
     "Guasdualito.", "arrest", ("la madre de Pérez",)),
    ("El teniente Mario Díaz cruzó el lunes. Luego, la Dgcim detuvo al hermano del teniente Díaz en Rubio.",
     "arrest", ("el hermano del teniente Díaz",)),
    # civilians held are those held, not the force that held them
    ("A Guarda Nacional prendeu quatro civis em Santa Elena de Uairén.", "arrest", ("quatro civis",)),
])
def test_who_the_twentieth_sweep_names(gazetteer, text: str, event_type: str, actors: tuple) -> None:
    found = [a for t, a in _actors(gazetteer, text, "2019-06-10") if t == event_type]
    assert found and found[-1] == actors, _actors(gazetteer, text, "2019-06-10")


@pytest.mark.parametrize("text, status", [
    # A plan's purpose shares the plan: "plan to travel to X next week to apply for refuge" asks nothing yet.
    ("The four guardsmen plan to take a bus to Bogotá next week to request asylum.", "planned"),
    ("Los cuatro guardias planean ir a Bogotá la próxima semana para pedir asilo.", "planned"),
    ("The four guardsmen traveled to Bogotá on Monday to request asylum.", "occurred"),
])
def test_a_plans_purpose_is_planned(gazetteer, text: str, status: str) -> None:
    article = make_article(text, published="2019-06-10")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    assert [e.status for e in events if e.event_type == "asylum"] == [status], events
