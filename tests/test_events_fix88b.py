"""Event extraction traps found in held-out batch 88 (a transfer told with its means and an aside before the
destination, "fueron trasladados en un vuelo comercial, escoltados por agentes migratorios, a la Ciudad de México"),
each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

MEANS_THEN_ASIDE = [
    # the means (up to five words) and a comma aside between the moving verb and its destination
    _case("Tres militares venezolanos llegaron a Tapachula el martes. El jueves fueron trasladados en un vuelo "
          "comercial, con escolta, a Monterrey.", "2019-10-20",
          [("relocation", "Monterrey", "2019-10-17")], (), "es-trasladados-en-un-vuelo-aside-a"),
    _case("Três militares venezuelanos chegaram a Pacaraima na terça-feira. Na quinta-feira foram levados num voo da "
          "Força Aérea, sob escolta policial, para Manaus.", "2019-10-20",
          [("relocation", "Manaus", "2019-10-17")], (), "pt-levados-num-voo-aside-para"),
    _case("Three Venezuelan soldiers reached Tapachula on Tuesday. On Thursday they were flown on a commercial flight, "
          "escorted by immigration agents, to Monterrey.", "2019-10-20",
          [("relocation", "Monterrey", "2019-10-17")], (), "en-flown-on-a-flight-aside-to"),
    # (guard: taken into custody is an arrest, and "to the dismay of" opens no journey)
    _case("Three Venezuelan soldiers reached Tapachula on Tuesday. On Thursday they were taken into custody, "
          "questioned by police for hours, to the dismay of their families.", "2019-10-20",
          [], (("relocation", ANY, "2019-10-17"),), "en-taken-into-custody-aside"),
    # (guard: a comma list of more than five words before the aside is no means of the move)
    _case("Tres militares venezolanos llegaron a Tapachula el martes. El jueves fueron llevados ante un juez de la "
          "ciudad que revisó su caso con calma, según el abogado, a pesar de las protestas.", "2019-10-20",
          [], (("relocation", ANY, "2019-10-17"),), "es-llevados-ante-un-juez-long"),
]


@pytest.mark.parametrize("text, published, present, absent", MEANS_THEN_ASIDE)
def test_a_move_told_with_its_means_and_an_aside_reaches_its_place(gazetteer, geonames, text: str, published: str,
                                                                    present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
