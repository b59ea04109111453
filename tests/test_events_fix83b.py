"""Event extraction traps found in held-out batch 83, second round (the protests a unit was ordered to hold back,
the order's verb quoted; a crossing's day told after a Spanish or Portuguese place phrase full of articles and
prepositions), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


QUOTED_ORDER_TO_HOLD_BACK = [
    # 'la orden de "contener" protestas': the protests a unit was sent against say why he left, the verb quoted as the
    # order's own word; the story tells no protest there
    _case('Un cabo desertó en Calabozo en marzo, luego de recibir la orden de “reprimir” las protestas.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "es-reprimir-quoted"),
    _case('El sargento desertó de su unidad a mediados de marzo, después de que su comando recibiera la orden de '
          '"contener" protestas por los apagones.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "es-contener-quoted"),
    _case('O cabo desertou em Calabozo em março, depois da ordem de "conter" os protestos.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "pt-conter-quoted"),
    # (guard: a quoted word before protests that is no order to hold them back leaves the protest told)
    _case('O cabo desertou em março. Os moradores fizeram "pacíficos" protestos em Calabozo na segunda-feira.',
          "2019-05-24", [("protest", ANY, "2019-05-20")], (), "pt-quoted-adjective"),
    _case('Un cabo desertó en marzo. Los vecinos hicieron "ruidosas" protestas en Calabozo el lunes.',
          "2019-05-24", [("protest", ANY, "2019-05-20")], (), "es-quoted-adjective"),
]


@pytest.mark.parametrize("text, published, present, absent", QUOTED_ORDER_TO_HOLD_BACK)
def test_protests_a_unit_was_ordered_to_hold_back_quoted_are_none(gazetteer, geonames, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


CROSSING_DAY_AFTER_ITS_PLACE = [
    # "cruzó a Colombia por una trocha cerca de Cúcuta el 19 de marzo y ... hasta Chile, adonde llegó en abril": the
    # day right after the crossing's place phrase is the crossing's, however many articles Spanish or Portuguese
    # spell there; the later arrival keeps its own month
    _case("Un cabo cruzó a Colombia por una trocha cerca de Cúcuta el 12 de marzo y luego viajó hasta Chile, donde "
          "llegó a finales de abril.", "2019-05-24", [("border_crossing", "Cúcuta", "2019-03-12")],
          (("border_crossing", ANY, "2019-04-01"),), "es-trocha-cerca-de"),
    _case("Um cabo cruzou para a Colômbia por uma trilha em Cúcuta em 12 de março e depois viajou até o Chile, onde "
          "chegou no fim de abril.", "2019-05-24", [("border_crossing", "Cúcuta", "2019-03-12")],
          (("border_crossing", ANY, "2019-04-01"),), "pt-trilha-em"),
    # (guard: a day after "y" opens the next clause, the crossing's own, not the desertion's)
    _case("Un cabo desertó el 10 de marzo y el 12 de marzo cruzó a Colombia por una trocha cerca de Cúcuta.",
          "2019-05-24", [("defection", ANY, "2019-03-10"), ("border_crossing", "Cúcuta", "2019-03-12")], (),
          "es-next-clause-day"),
    # (guard: the day of a happening named with "del" is that happening's, not the desertion's)
    _case("Un cabo desertó una semana después del alzamiento del 30 de abril y cruzó a Colombia por Cúcuta el 9 de "
          "mayo.", "2019-05-24", [("defection", ANY, "2019-05-07"), ("border_crossing", "Cúcuta", "2019-05-09")],
          (("defection", ANY, "2019-04-30"),), "es-del-happening"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSING_DAY_AFTER_ITS_PLACE)
def test_a_crossing_keeps_the_day_told_after_its_place(gazetteer, geonames, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
