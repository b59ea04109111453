"""A soldier named after his description with "identified as" or "named by the opposition as" ("a National Guard
lieutenant identified by relatives as Rubén Colmenares", "un sargento identificado por la PF como ...") keeps the
description's rank, so his crossing is a desertion too (held-out batch 97)."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import ANY, _case, _coded, assert_coded

RANKED = [
    ("On Wednesday, a National Guard lieutenant named by the opposition as Rubén Darío Colmenares crossed the "
     "border.", "Rubén Darío Colmenares", "Lt."),
    ("On Wednesday, a National Guard lieutenant identified by relatives as Rubén Darío Colmenares crossed the "
     "border.", "Rubén Darío Colmenares", "Lt."),
    ("On Wednesday, a National Guard lieutenant identified as Rubén Darío Colmenares crossed the border.",
     "Rubén Darío Colmenares", "Lt."),
    ("El miércoles, un teniente de la Guardia Nacional identificado por la oposición como Rubén Darío Colmenares "
     "cruzó la frontera.", "Rubén Darío Colmenares", "Lt."),
    ("Na quarta-feira, um sargento da Guarda Nacional identificado pela PF como Gustavo Adolfo Mijares Lugo "
     "atravessou a fronteira.", "Gustavo Adolfo Mijares Lugo", "Sgt."),
]


@pytest.mark.parametrize("sentence, name, rank", RANKED, ids=["en-named-by", "en-identified-by", "en-identified-as",
                                                             "es-identificado-por", "pt-identificado-pela"])
def test_the_description_before_identified_as_gives_the_rank(sentence: str, name: str, rank: str) -> None:
    actors = [a for m in read_actors([sentence])[0] for a in m.actors if name in a.name]
    assert actors and all(a.rank == rank and a.military for a in actors), actors


KIN = [
    # (guard: the wife of a lieutenant, identified by relatives, has no rank of her own)
    ("On Wednesday, the wife of a National Guard lieutenant, identified by relatives as Ana María Colmenares, "
     "crossed the border.", "Ana María Colmenares"),
    ("El miércoles, la esposa de un teniente, identificada por sus familiares como Ana María Colmenares, cruzó "
     "la frontera.", "Ana María Colmenares"),
]


@pytest.mark.parametrize("sentence, name", KIN, ids=["en-wife-of-a-lieutenant", "es-esposa-de-un-teniente"])
def test_a_kinswoman_identified_as_gets_no_rank(sentence: str, name: str) -> None:
    actors = [a for m in read_actors([sentence])[0] for a in m.actors if name in a.name]
    assert actors and not any(a.rank for a in actors), actors


CROSSINGS = [
    _case("On Wednesday, a National Guard lieutenant named by the opposition as Rubén Darío Colmenares crossed into "
          "Colombia by an illegal path near San Antonio del Táchira.", "2019-05-02",
          [("defection", "San Antonio del Táchira", "2019-05-01"), ("border_crossing", ANY, "2019-05-01")], (),
          "en-named-by-the-opposition-as"),
    _case("El miércoles, un teniente de la Guardia Nacional identificado por la oposición como Rubén Darío "
          "Colmenares cruzó a Colombia por una trocha cerca de San Antonio del Táchira.", "2019-05-02",
          [("defection", "San Antonio del Táchira", "2019-05-01")], (), "es-identificado-por-la-oposicion-como"),
    # (guard: a soldier's wife who crosses has not deserted)
    _case("On Wednesday, the wife of a National Guard lieutenant, identified by relatives as Ana María Colmenares, "
          "crossed into Colombia near San Antonio del Táchira.", "2019-05-02",
          [("border_crossing", ANY, "2019-05-01")], ("defection",), "en-wife-identified-by-relatives"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSINGS)
def test_a_ranked_man_identified_as_deserts_when_he_crosses(gazetteer, text, published, present, absent) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
