"""Event extraction traps found in the thirty-fifth sweep (invented probes in the shape of the development batches:
batch 39's "Ocho efectivos ... abandonaron su puesto", batch 25's "Os três chegaram à capital de Roraima ... levados
pela Operação Acolhida", batch 57's "los ocho exmilitares fueron trasladados ... hasta Bogotá", and a group "others"
than the one named before), each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


OTHERS_HELD = [
    # "otros tres", "three others", "outros dois": a group of its own; its arrest by Venezuelan forces is coded at home
    _case("Catorce militares llegaron el domingo a Arauca. Otros tres fueron capturados por la GNB antes de llegar a "
          "la orilla.", "2019-08-20", [("arrest", "Venezuela", "2019-08-18")], (), "otros-tres-capturados"),
    _case("Fourteen soldiers reached Arauca on Sunday. Three others were captured by the National Guard.",
          "2019-08-20", [("arrest", "Venezuela", "2019-08-18")], (), "three-others-captured"),
    _case("Catorze militares chegaram a Pacaraima no domingo. Outros três foram presos pela GNB.", "2019-08-20",
          [("arrest", "Venezuela", "2019-08-18")], (), "outros-tres-presos"),
    # and the others held are not the arresters coming: the first group's crossing stays
    _case("Catorce militares llegaron el domingo a Arauca; otros tres fueron capturados por la GNB.", "2019-08-20",
          [("border_crossing", "Arauca", "2019-08-18"), ("arrest", "Venezuela", ANY)], (), "crossing-kept-beside"),
    # guard: agents who came and took soldiers are still the arrest's own coming, no move of anyone's
    _case("Agentes de la Dgcim llegaron a la casa y detuvieron a tres soldados.", "2019-08-20", [("arrest", ANY, ANY)],
          ("border_crossing", "relocation"), "agents-came-and-took"),
]


@pytest.mark.parametrize("text, published, present, absent", OTHERS_HELD)
def test_others_held_are_a_group_of_their_own(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_the_others_are_named_as_others(gazetteer) -> None:
    events = _events(gazetteer, "Three soldiers crossed the river on Friday and two more were arrested by the GNB.",
                     "2019-08-20")
    arrests = [e for e in events if e.event_type == "arrest"]
    assert arrests and arrests[0].actors == ("two more",), arrests


DESERTED_AT_HOME = [
    # a desertion told in a relative clause beside a move abroad happened at home, not where they were moved
    _case("Quatro soldados venezuelanos que desertaram em abril foram transferidos nesta terça-feira (14) de Pacaraima "
          "para Boa Vista.", "2019-05-15", [("defection", "Venezuela", "2019-04-01"), ("relocation", "Boa Vista", ANY)],
          [("defection", "Boa Vista", ANY)], "desertaram-transferidos"),
    _case("Nueve militares que desertaron en febrero fueron trasladados el martes a Bogotá en un avión de la Fuerza "
          "Aérea.", "2019-05-15", [("defection", "Venezuela", "2019-02-01")], [("defection", "Bogotá", ANY)],
          "desertaron-trasladados"),
    # and one dated days before a crossing abroad: the crossing's place is not the desertion's
    _case("Los guardias, que desertaron hace dos semanas, llegaron a Maicao el jueves pasado.", "2019-03-20",
          [("defection", "Venezuela", ANY), ("border_crossing", "Maicao", "2019-03-14")], [("defection", "Maicao", ANY)],
          "desertaron-hace-dos-semanas"),
    _case("Two soldiers who deserted in February crossed into Brazil at Pacaraima on March 14.", "2019-03-20",
          [("defection", "Venezuela", "2019-02-01")], [("defection", "Pacaraima", ANY)], "deserted-in-february-crossed"),
    # guard: a desertion on the eve of its crossing is the one flight, placed where they crossed
    _case("Dos soldados que desertaron el lunes cruzaron el martes a Arauca.", "2019-03-20",
          [("defection", "Arauca", "2019-03-18")], (), "deserted-the-day-before"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTED_AT_HOME)
def test_an_earlier_desertion_is_not_placed_where_the_step_went(gazetteer, text: str, published: str, present: list,
                                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


POST_OF_TOWN = [
    # the fort or brigade the men belong to, named with its town, is where they deserted
    _case("Cinco soldados del fuerte de Guasdualito cruzaron el río Arauca el lunes.", "2019-09-10",
          [("defection", "Guasdualito", "2019-09-09")], (), "del-fuerte-de"),
    _case("Two soldiers from the brigade of Santa Elena crossed into Brazil on Monday.", "2019-09-10",
          [("defection", "Santa Elena de Uairén", "2019-09-09")], (), "from-the-brigade-of"),
    # guard: with no post named, the crossing places it
    _case("Cinco soldados cruzaron el río Arauca el lunes.", "2019-09-10", [("defection", ANY, "2019-09-09")],
          [("defection", "Guasdualito", ANY)], "no-post-named"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_OF_TOWN)
def test_a_fort_or_brigade_of_a_town_places_the_desertion(gazetteer, text: str, published: str, present: list,
                                                         absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
