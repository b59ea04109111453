"""Event extraction traps found in held-out batch 47 worked a sixth time (a military court's order against five
officers "que abandonaron sus unidades entre agosto y septiembre", each then followed with his own day; nine soldiers
who "allí se entregaron" days after the story told them leave their base), each shown on new sentences: a step
several men took in a span of months, whom the story then follows one by one inside that span, is their sum and no
step of its own; and men giving themselves up with no place named, days after their dated desertion, is the end of
that desertion, not another."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

SPAN_SUMMED_UP = [
    # the group's span, then each man with his day inside it
    _case("Un juez militar ordenó la captura de cuatro sargentos que desertaron entre marzo y abril y viven en "
          "Colombia. El sargento Luis Pérez desertó de su puesto en Ureña el 12 de marzo. El sargento José Rojas "
          "desertó de su puesto en Guasdualito el 3 de abril.", "2019-05-20",
          [("defection", "Ureña", "2019-03-12"), ("defection", "Guasdualito", "2019-04-03")],
          [("defection", ANY, "2019-03-01")], "es-two-retold"),
    _case("A military court ordered the arrest of four sergeants who deserted between March and April and now live "
          "in Colombia. Sgt. Luis Pérez deserted his post in Ureña on March 12. Sgt. José Rojas deserted his post in "
          "Guasdualito on April 3.", "2019-05-20",
          [("defection", "Ureña", "2019-03-12"), ("defection", "Guasdualito", "2019-04-03")],
          [("defection", ANY, "2019-03-01")], "en-two-retold"),
    # ... a span no one is followed through keeps its step
    _case("Un juez militar ordenó la captura de cuatro sargentos que desertaron entre marzo y abril y viven en "
          "Colombia.", "2019-05-20", [("defection", ANY, "2019-03-01")], (), "es-never-retold"),
    # ... and so does one whose men's days fall outside it
    _case("Un juez militar ordenó la captura de cuatro sargentos que desertaron entre marzo y abril y viven en "
          "Colombia. El sargento Luis Pérez desertó de su puesto en Ureña el 12 de mayo. El sargento José Rojas "
          "desertó de su puesto en Guasdualito el 13 de mayo.", "2019-05-20",
          [("defection", ANY, "2019-03-01")], (), "es-retold-outside"),
    # ... and a count of many over a span is a total the cases told after it only illustrate
    _case("Human rights groups documented 32 people who were detained by the DGCIM between February and October. Agents "
          "detained Luis Pérez in Maracay on June 27. Agents detained José Rojas in Ureña on August 3.", "2019-11-20",
          [("arrest", ANY, "2019-02-01"), ("arrest", "Maracay", "2019-06-27"), ("arrest", "Ureña", "2019-08-03")], (),
          "en-many-over-a-span"),
]


@pytest.mark.parametrize("text, published, present, absent", SPAN_SUMMED_UP)
def test_span_summed_up(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SURRENDER_AFTER_DESERTION = [
    # the desertion with its day and post, then the giving up with no place
    _case("Siete soldados venezolanos salieron del fuerte de Ureña en la noche del viernes 10 de mayo y cruzaron el río "
          "de Oro en la madrugada del sábado 11. Ya en territorio colombiano, hombres armados les dispararon cerca de "
          "Tibú. La selva es una de las regiones más violentas de Colombia. Allí operan grupos que trafican hacia "
          "Venezuela. El grupo pasó la noche del sábado escondido en una finca. El domingo 12 de mayo, un campesino "
          "les indicó dónde estaba una patrulla militar y allí se entregaron.", "2019-05-15",
          [("defection", "Ureña", "2019-05-10")], [("defection", ANY, "2019-05-12")], "es-gave-up-there"),
    # ... a giving up with no desertion told before it is the desertion
    _case("El domingo 12 de mayo, un vecino les mostró el camino hacia un retén y allí se entregaron siete "
          "soldados.", "2019-05-15", [("defection", ANY, "2019-05-12")], (), "es-gave-up-alone"),
    # ... and other men's giving up, counted and ranked otherwise, is theirs
    _case("Seis soldados venezolanos salieron del fuerte de Ureña en la noche del viernes 10 de mayo y cruzaron el río "
          "el sábado 11. El domingo 12 de mayo, dos sargentos de otra unidad se entregaron en Tibú.", "2019-05-15",
          [("defection", "Ureña", "2019-05-10"), ("defection", ANY, "2019-05-12")], (), "es-other-men-gave-up"),
]


@pytest.mark.parametrize("text, published, present, absent", SURRENDER_AFTER_DESERTION)
def test_surrender_after_desertion(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
