"""A group named by a definite plural noun alone ("the soldiers who deserted on Tuesday", "The guardsmen deserted on
Tuesday, they said") on the very day of an event of the same kind told of men counted or ranked, in the same article
and near it, is that event told again, not a second group: one event, not two. Spanish and Portuguese ("Los militares
que desertaron el martes", "os militares desertaram na terça-feira") already read the article as pointing back; they
are kept here as guards. Different days, two counted groups, a group without the article ("Venezuelan soldiers who
deserted on Saturday": maybe others) or one named man stay apart."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article


def _events(gazetteer, text: str, kind: str) -> list:
    article = make_article(text, published="2019-03-14")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [e for e in events if e.event_type == kind]


TOLD_AGAIN = [
    pytest.param("A sergeant and three privates of the National Guard deserted on Tuesday in Ureña. The soldiers who "
                 "deserted on Tuesday said many of their colleagues in San Antonio del Táchira wanted to follow.",
                 "defection", id="en-soldiers-who"),
    pytest.param("The soldiers deserted on Tuesday after refusing orders in San Antonio del Táchira, they said. A sergeant "
                 "and three privates of the National Guard deserted on Tuesday in Ureña.", "defection",
                 id="en-told-first-bare"),
    pytest.param("A sergeant and two privates deserted on Friday near Ureña and crossed the Táchira River into "
                 "Colombia. The soldiers who crossed on Friday said they had walked for hours from San Antonio del "
                 "Táchira.", "border_crossing", id="en-crossing"),
    pytest.param("Cuatro soldados del Ejército desertaron el martes en Ureña. Los militares que desertaron el martes "
                 "dijeron que muchos compañeros en San Antonio del Táchira quieren seguirlos.",
                 "defection", id="es-los-militares"),
    pytest.param("Dois sargentos da Guarda Nacional desertaram na terça-feira em Santa Elena de Uairén. Os militares "
                 "que desertaram na terça-feira contaram que colegas em Santa Elena de Uairén querem fazer o mesmo.",
                 "defection", id="pt-os-militares"),
]


@pytest.mark.parametrize("text, kind", TOLD_AGAIN)
def test_a_bare_group_on_the_same_day_is_the_group_told_before(gazetteer, text: str, kind: str) -> None:
    found = _events(gazetteer, text, kind)
    assert len(found) == 1, [(e.place, e.date, e.actors) for e in found]


TWO_GROUPS = [
    pytest.param("A sergeant and three privates of the National Guard deserted on Tuesday in Ureña. Soldiers also "
                 "deserted on Wednesday in San Antonio del Táchira.", "defection", id="en-another-day"),
    pytest.param("Cuatro soldados desertaron el martes en Ureña. Otros dos guardias desertaron el martes en San "
                 "Antonio del Táchira.", "defection", id="es-two-counted-groups"),
    pytest.param("A sergeant and three privates deserted on Saturday in Ureña. Venezuelan soldiers who deserted on "
                 "Saturday were taken to Cúcuta.", "defection", id="en-no-article"),
    pytest.param("Capt. Luis Mora deserted on Saturday in Ureña. The soldiers who deserted on Saturday were taken to "
                 "Cúcuta.", "defection", id="en-one-named-man"),
]


@pytest.mark.parametrize("text, kind", TWO_GROUPS)
def test_another_day_or_another_counted_group_stays_apart(gazetteer, text: str, kind: str) -> None:
    found = _events(gazetteer, text, kind)
    assert len(found) == 2, [(e.place, e.date, e.actors) for e in found]
