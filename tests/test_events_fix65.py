"""Event extraction traps found in held-out batch 65 (a sergeant from Maracay selling coffee in Barranquilla, an
air-force technician from El Libertador to a São Paulo shelter, a major crossing near La Parada in the blackout, two
sergeants of April 30 split between Tinaquillo and Cúcuta, a lieutenant held two days at Tocumen, a soldier shot at
near the BV-8 marker, an army doctor over the Simón Bolívar bridge, a sergeant swimming the Arauca), each shown on new
sentences: a town told as a hamlet, the giving up a day after the crossing it ends, a second verb joined to a dated
one, a time counted from a deed told as an infinitive or a gerund."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_HAMLET_NAMED = [
    # "near the Colombian hamlet of La Parada": a hamlet is a place noun, like a village
    _case("Captain Luis Mora crossed by a trail near the Colombian hamlet of La Parada on Friday, June 7.", "2019-06-12",
          [("border_crossing", "La Parada", "2019-06-07")], (), "en-colombian-hamlet-of"),
    _case("El capitán Luis Mora cruzó por una trocha cerca de la aldea colombiana de La Parada el viernes 7 de junio.",
          "2019-06-12", [("border_crossing", "La Parada", "2019-06-07")], (), "es-aldea-colombiana-de"),
    _case("O capitão Luis Mora atravessou por uma trilha perto do povoado brasileiro de Pacaraima na sexta-feira (7).",
          "2019-06-12", [("border_crossing", "Pacaraima", "2019-06-07")], (), "pt-povoado-brasileiro-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HAMLET_NAMED)
def test_a_hamlet_named(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GIVING_UP_THE_DAY_AFTER = [
    # the desertion is the crossing's day; the giving up and the asking, joined by "y", the day after
    _case("El cabo Luis Mora llegó a Ureña el lunes 3. El martes 4 de junio cruzó el río y llegó a Cúcuta, donde al "
          "día siguiente se entregó ante la Policía colombiana y solicitó refugio.", "2019-06-12",
          [("defection", ANY, "2019-06-04"), ("border_crossing", ANY, "2019-06-04"), ("asylum", ANY, "2019-06-05")],
          (("defection", ANY, "2019-06-05"), ("asylum", ANY, "2019-06-04")), "es-donde-al-dia-siguiente-se-entrego"),
    _case("O cabo Luis Mora chegou a Santa Elena de Uairén no sábado (1º). No domingo (2) atravessou a fronteira e "
          "chegou a Pacaraima, onde na segunda-feira (3) se apresentou ao Exército brasileiro e pediu refúgio.",
          "2019-06-12",
          [("defection", ANY, "2019-06-02"), ("border_crossing", ANY, "2019-06-02"), ("asylum", ANY, "2019-06-03")],
          (("defection", ANY, "2019-06-03"), ("asylum", ANY, "2019-06-02")), "pt-onde-na-segunda-se-apresentou"),
]


@pytest.mark.parametrize("text, published, present, absent", GIVING_UP_THE_DAY_AFTER)
def test_giving_up_the_day_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COUNTED_FROM_A_DEED_AS_INFINITIVE = [
    # "Tres días después de dejar Mérida, cruzó": the subject left out is the one told before; the day is counted
    # from the desertion told before
    _case("El sargento Luis Mora abandonó su unidad en Mérida el 2 de mayo. Tres días después de dejar Mérida, cruzó "
          "a Colombia por una trocha.", "2019-06-12",
          [("defection", "Mérida", "2019-05-02"), ("border_crossing", ANY, "2019-05-05")], (), "es-despues-de-dejar"),
    _case("O sargento Luis Mora deixou o quartel em Santa Elena de Uairén em 2 de maio. Dois dias depois de sair do "
          "quartel, atravessou a fronteira para Pacaraima.", "2019-06-12",
          [("border_crossing", "Pacaraima", "2019-05-04")], (), "pt-depois-de-sair"),
    _case("Sergeant Luis Mora left his unit in Mérida on May 2. Three days after leaving Mérida, he crossed into "
          "Colombia on a trail.", "2019-06-12",
          [("border_crossing", ANY, "2019-05-05")], (("border_crossing", ANY, "2019-05-02"),), "en-after-leaving"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_FROM_A_DEED_AS_INFINITIVE)
def test_counted_from_a_deed_as_infinitive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
