"""Coreference traps found in held-out batch 59, each shown on new sentences: "the two" after a larger group of
others (the men who robbed the deserters) still points back to the pair told before."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article

THE_TWO_AFTER_ANOTHER_GROUP = [
    # "os dois", "the two", "los dos": the pair, not the four robbers named in between
    ("Dois soldados do Exército desertaram de um posto em Las Claritas na sexta-feira (25). No domingo (27), quatro "
     "homens armados os assaltaram perto de Pacaraima. Na terça-feira (29), os dois pediram refúgio em Boa Vista.",
     "dois soldados"),
    ("Two soldiers deserted from a post in Las Claritas on Friday, Jan. 25. On Sunday, four armed men robbed them "
     "near Pacaraima. On Tuesday, the two asked for refuge in Boa Vista.", "two soldiers"),
    ("Dos soldados desertaron de un puesto en Guasdualito el viernes 25. El domingo, cuatro hombres armados los "
     "asaltaron cerca de Arauca. El martes 29, los dos pidieron refugio en Arauca.", "dos soldados"),
]


@pytest.mark.parametrize("text, pair", THE_TWO_AFTER_ANOTHER_GROUP)
def test_the_two_after_another_group(gazetteer, text: str, pair: str) -> None:
    article = make_article(text, published="2019-01-30")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    assert [e.actors for e in events if e.event_type == "asylum"] == [(pair,)]
