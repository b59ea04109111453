"""Actor traps found in held-out batch 66 (a refugee office's yearly tally of requests from Venezuelans who
"declared they had belonged to the armed forces"), each shown on new sentences: nationals counted with a clause
that tells their past service are the soldiers a tally of requests is about, with no other word for soldiers
in the sentence."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _case, _coded, assert_coded

NATIONALS_WHO_SAY_THEY_SERVED = [
    # "que declararon haber pertenecido a la GNB": the service told in a clause, no head word of a group around
    _case("Desde enero, más de 70 venezolanos que declararon haber pertenecido a la GNB pidieron refugio en Panamá.",
          "2019-11-20", [("asylum", "Panama", None)], (), "es-declararon-haber-pertenecido-a"),
    _case("Desde marzo, unos 40 venezolanos que afirmaron haber servido en la Fuerza Armada solicitaron refugio en Lima.",
          "2019-11-20", [("asylum", "Lima", None)], (), "es-afirmaron-haber-servido-en"),
    _case("Desde fevereiro, mais de 150 venezuelanos que declararam ter servido nas Forças Armadas pediram refúgio "
          "em Manaus.", "2019-11-20", [("asylum", "Manaus", None)], (), "pt-declararam-ter-servido-nas"),
    _case("Desde fevereiro, cerca de 90 venezuelanos que disseram ter pertencido ao Exército pediram refúgio em "
          "Boa Vista.", "2019-11-20", [("asylum", "Boa Vista", None)], (), "pt-disseram-ter-pertencido-ao"),
    # ... a past that is no service is none
    _case("Desde enero, unos 45 venezolanos que dijeron haber sido comerciantes pidieron refugio en Lima.",
          "2019-11-20", [], ("asylum",), "es-haber-sido-comerciantes"),
    _case("Desde fevereiro, 30 venezuelanos que disseram ter trabalhado no comércio pediram refúgio em Manaus.",
          "2019-11-20", [], ("asylum",), "pt-ter-trabalhado-no-comercio"),
]


@pytest.mark.parametrize("text, published, present, absent", NATIONALS_WHO_SAY_THEY_SERVED)
def test_nationals_who_say_they_served(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, military", [
    ("Unos 30 venezolanos que declararon haber pertenecido a la Guardia Nacional llegaron a Quito.", True),
    ("Cerca de 50 venezuelanos que afirmaram ter sido militares chegaram a Manaus.", True),
    ("About 30 Venezuelans who said they had served in the National Guard reached Quito.", True),
    ("Unos 30 venezolanos que declararon haber sido estudiantes llegaron a Quito.", False),
])
def test_nationals_read_as_soldiers(text: str, military: bool) -> None:
    groups = [m for m in read_actors([text])[0] if "venez" in m.surface.lower()]
    assert any(a.military for m in groups for a in m.actors) is military, groups
