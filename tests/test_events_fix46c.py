"""Event extraction traps found in held-out batch 46 (a soldier "atingido por dois tiros" while crossing near
Pacaraima, told under "Internado há quase duas semanas" and dated by "O episódio ocorreu na madrugada de 24 de
agosto"), each shown on new sentences: being hit by shots is violence, a day the incident is then given replaces
the week or month that holds it, and a wound told right after the attack, with no place of its own, is that attack."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, _coded_with, assert_coded


HIT_BY_SHOTS = [
    _case("O cabo Luis Pérez foi atingido por um tiro no braço perto de Pacaraima em 3 de maio.", "2019-05-10",
          [("violence", "Pacaraima", "2019-05-03")], (), "pt-atingido-por-um-tiro"),
    _case("El sargento Luis Pérez fue alcanzado por dos balas en Ureña el 3 de marzo.", "2019-03-10",
          [("violence", "Ureña", "2019-03-03")], (), "es-alcanzado-por-balas"),
    _case("Private Luis Pérez was hit by three bullets near Cúcuta on March 3.", "2019-03-10",
          [("violence", "Cúcuta", "2019-03-03")], (), "en-hit-by-bullets"),
    # (hit by a crisis, caught up by the Guard: no shots)
    _case("Pacaraima foi atingida pela crise em 3 de maio.", "2019-05-10", [], ("violence",), "pt-atingida-pela-crise"),
    _case("El cabo fue alcanzado por la Guardia en Ureña el 3 de marzo.", "2019-03-10", [], ("violence",),
          "es-alcanzado-por-la-guardia"),
    _case("Cúcuta was hit by a blackout on March 3.", "2019-03-10", [], ("violence",), "en-hit-by-a-blackout"),
]


@pytest.mark.parametrize("text, published, present, absent", HIT_BY_SHOTS)
def test_hit_by_shots(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_INCIDENTS_DAY = [
    # "há quase duas semanas" gives the shooting a week; "O episódio ocorreu em 24 de agosto" its day in that week
    _case("Há quase duas semanas, o soldado Luis Pérez foi baleado perto de Pacaraima.\n\nO episódio ocorreu na "
          "madrugada de 24 de agosto.", "2019-09-06",
          [("violence", "Pacaraima", "2019-08-24")], (), "pt-week-then-day"),
    _case("El soldado Luis Pérez fue baleado la semana pasada cerca de Ureña.\n\nEl incidente ocurrió en la "
          "madrugada del 24 de agosto.", "2019-08-28",
          [("violence", "Ureña", "2019-08-24")], (), "es-week-then-day"),
    # (a month that does not hold the day keeps its own date)
    _case("Em julho, o soldado Luis Pérez foi baleado perto de Pacaraima.\n\nO episódio ocorreu em 24 de agosto.",
          "2019-09-06", [("violence", "Pacaraima", "2019-07-01")], (("violence", "Pacaraima", "2019-08-24"),),
          "pt-month-elsewhere"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_INCIDENTS_DAY)
def test_the_incidents_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)



A_WOUND_RETOLD = [
    # "foi morto a tiros em Boa Vista. ¶ X foi baleado na porta de casa, no bairro Nova Canaã": the same attack, not
    # a second one placed where the sentence before began (the barrio found only in GeoNames places nothing)
    _case("Um ex-sargento do Exército da Venezuela foi morto a tiros na noite do domingo 5 em Boa Vista. Luis Pérez, "
          "de 30 anos, foi baleado na porta da casa onde morava, no bairro Nova Canaã.", "2019-05-08",
          [("violence", "Boa Vista", "2019-05-05")], (("violence", "Venezuela", ANY),), "pt-wound-retold"),
    # (a wound with a place of its own is a second attack)
    _case("Um ex-sargento foi morto a tiros na noite do domingo 5 em Boa Vista. No mesmo dia, um soldado foi baleado "
          "em Pacaraima.", "2019-05-08",
          [("violence", "Boa Vista", "2019-05-05"), ("violence", "Pacaraima", "2019-05-05")], (), "pt-wound-elsewhere"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WOUND_RETOLD)
def test_a_wound_retold(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
