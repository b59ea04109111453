"""Event extraction traps found in held-out batch 78, second round (a protest named only as the one soldiers refused to
clear, or as one told before), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

PROTEST_CLEARED_BY_OTHERS = [
    # "refused to take part in the eviction of a protest": the reason for a desertion, not a protest the story tells
    _case("Los cinco soldados desertaron en agosto en San Cristóbal tras negarse a participar en el desalojo de una "
          "protesta de estudiantes.", "2019-10-10", [("defection", "San Cristóbal", "2019-08-01")], ("protest",),
          "es-desalojo-de-una-protesta"),
    _case("The three guardsmen deserted in San Cristóbal in August after refusing to take part in the dispersal of a "
          "protest by teachers.", "2019-10-10", [("defection", "San Cristóbal", "2019-08-01")], ("protest",),
          "en-dispersal-of-a-protest"),
    _case("Os soldados desertaram em agosto em Santa Elena de Uairén depois de se recusarem a participar da dispersão "
          "de um protesto de moradores.", "2019-10-10", [("defection", "Santa Elena de Uairén", "2019-08-01")],
          ("protest",), "pt-dispersao-de-um-protesto"),
    # (guard: a protest the guard cleared, told as done on a day and in a place, is still the story's protest)
    _case("La Guardia Nacional desalojó una protesta de vecinos en San Cristóbal el martes.", "2019-08-15",
          [("protest", "San Cristóbal", "2019-08-13")], (), "es-desalojo-told-as-done"),
    # (guard: protests a unit was sent to break up, in a place and a month, are protests told, however briefly)
    _case("The sergeant said his unit was sent in August to break up protests in San Cristóbal.", "2019-10-10",
          [("protest", "San Cristóbal", "2019-08-01")], (), "en-sent-to-break-up-protests"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTEST_CLEARED_BY_OTHERS)
def test_a_protest_soldiers_refused_to_clear_is_no_protest(gazetteer, text: str, published: str, present: list,
                                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROTEST_NAMED_AGAIN = [
    # "Despite the protest, the eviction went ahead on Tuesday": the protest told before, not a second one on Tuesday
    _case("Cerca de 40 venezuelanos protestaram na segunda-feira (12) em Boa Vista contra o despejo. Mesmo com o "
          "protesto, o despejo foi feito na terça-feira (13).", "2019-08-15",
          [("protest", "Boa Vista", "2019-08-12")], (("protest", ANY, "2019-08-13"),), "pt-mesmo-com-o-protesto"),
    _case("About 40 Venezuelans protested on Monday in Boa Vista against the eviction. Despite the protest, the "
          "eviction went ahead on Tuesday.", "2019-08-15",
          [("protest", "Boa Vista", "2019-08-12")], (("protest", ANY, "2019-08-13"),), "en-despite-the-protest"),
    # "At the head of the protest was an ex-sergeant who deserted in March": who led it, not a protest in March
    _case("Cerca de 40 venezuelanos protestaram na segunda-feira (12) em Boa Vista contra o despejo. À frente do "
          "protesto estava um ex-sargento que desertou em março.", "2019-08-15",
          [("protest", "Boa Vista", "2019-08-12")], (("protest", ANY, "2019-03-01"),), "pt-a-frente-do-protesto"),
    _case("Unos 40 venezolanos protestaron el lunes en Cúcuta contra el desalojo. Al frente de la protesta estaba un "
          "exsargento que desertó en marzo.", "2019-08-15",
          [("protest", "Cúcuta", "2019-08-12")], (("protest", ANY, "2019-03-01"),), "es-al-frente-de-la-protesta"),
    # (guard: "despite" something else leaves the protest of the sentence)
    _case("Despite the rain, about 200 Venezuelans protested in Cúcuta on Saturday.", "2019-08-15",
          [("protest", "Cúcuta", "2019-08-10")], (), "en-despite-the-rain"),
    _case("A pesar de la lluvia, unos 200 venezolanos protestaron en Cúcuta el sábado.", "2019-08-15",
          [("protest", "Cúcuta", "2019-08-10")], (), "es-a-pesar-de-la-lluvia"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTEST_NAMED_AGAIN)
def test_a_protest_named_again_is_no_new_protest(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
