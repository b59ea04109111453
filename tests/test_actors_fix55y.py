"""Actor traps found in held-out batch 55 (two navy sailors told as "ambos eran marineros de un patrullero" who then
"tocaron tierra" near Barahona with no subject of their own), each shown on new sentences: a sentence or clause
that opens by telling what the men were ("Both were sergeants", "Ambos eran marineros", "Os dois eram cabos") names
them by that rank or service, so the next sentence's left-out or pronoun subject is those soldiers."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _case, _coded, assert_coded

THE_MEN_WERE_SOLDIERS = [
    # the men told by what they were, then a step with no subject of its own (Spanish, Portuguese) or a pronoun
    _case("Ambos eran marineros de un patrullero de la Armada. El domingo 10 de marzo tocaron tierra en una playa "
          "cerca de Barahona.", "2019-04-16", [("border_crossing", "Barahona", "2019-03-10")], (),
          "es-ambos-eran-marineros"),
    _case("Según un familiar, ambos eran marineros de un patrullero en Punto Fijo. El domingo 10 de marzo tocaron "
          "tierra en una playa cerca de Barahona.", "2019-04-16", [("border_crossing", "Barahona", "2019-03-10")], (),
          "es-clause-ambos-eran-marineros"),
    _case("Los dos eran sargentos de la Guardia Nacional. El domingo 10 de marzo cruzaron el río hasta Cúcuta.",
          "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-10"), ("defection", "Cúcuta", "2019-03-10")], (),
          "es-los-dos-eran-sargentos"),
    _case("Eran cabos de la Guardia Nacional. El domingo 10 de marzo cruzaron el río hasta Cúcuta.",
          "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-10")], (), "es-eran-cabos"),
    _case("Both were sergeants in the National Guard. On Sunday, March 10, they crossed the river into Cúcuta.",
          "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-10"), ("defection", "Cúcuta", "2019-03-10")], (),
          "en-both-were-sergeants"),
    _case("They were corporals in the army. On Sunday, March 10, they crossed the river into Cúcuta.",
          "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-10")], (), "en-they-were-corporals"),
    _case("Os dois eram sargentos da Guarda Nacional. No domingo, 10 de março, atravessaram o rio até Pacaraima.",
          "2019-04-16", [("border_crossing", "Pacaraima", "2019-03-10"), ("defection", "Pacaraima", "2019-03-10")],
          (), "pt-os-dois-eram-sargentos"),
    # ... what someone else was names no one who acted: their fathers' service, or men who were no soldiers
    _case("Sus padres eran sargentos de la Guardia Nacional. El domingo 10 de marzo cruzaron el río hasta Cúcuta.",
          "2019-04-16", [], ("defection", "border_crossing"), "es-sus-padres-eran-sargentos"),
    _case("Their fathers were soldiers in the National Guard. On Sunday, March 10, they crossed the river into Cúcuta.",
          "2019-04-16", [], ("defection", "border_crossing"), "en-their-fathers-were-soldiers"),
    _case("Ambos eran estudiantes de la Universidad de Los Andes. El domingo 10 de marzo cruzaron el río hasta Cúcuta.",
          "2019-04-16", [], ("defection",), "es-ambos-eran-estudiantes"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_MEN_WERE_SOLDIERS)
def test_the_men_were_soldiers(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, military", [
    ("Ambos eran marineros de un patrullero de la Armada.", True),
    ("Both were sergeants in the National Guard.", True),
    ("Os dois eram cabos do Exército.", True),
    # a rank after "were" that no opening names as the men told before: another subject's
    ("Sus padres eran sargentos de la Guardia Nacional.", False),
    ("Their fathers were soldiers in the National Guard.", False),
])
def test_the_men_were_read_as_soldiers(text: str, military: bool) -> None:
    found = read_actors([text])[0]
    assert any(a.military for m in found for a in m.actors) is military, found
