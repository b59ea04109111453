"""Event extraction traps found in held-out batch 30 worked a second time (a march of ex-soldiers announced and then
called off), each shown on new sentences: a protest planned and then called off or suspended is no protest."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_CALLED_OFF_MARCH = [
    # "had planned to march ... but called off the protest": the march never took place
    _case("About 40 former soldiers in Saravena had planned to march to the mayor's office on Friday to demand "
          "jobs, but called off the protest after the police warned them, an organiser said.", "2019-10-08",
          [], ("protest",), "planned-march-called-off"),
    # "había anunciado para el sábado una marcha ... pero la convocatoria fue suspendida"
    _case("Un grupo de exmilitares en Cúcuta había anunciado para el sábado una marcha hasta la Gobernación, pero la "
          "convocatoria fue suspendida por falta de permisos.", "2019-10-08", [], ("protest",),
          "es-marcha-anunciada-suspendida"),
    # "tinham marcado um protesto ... mas o ato foi cancelado"
    _case("Cerca de 30 ex-militares em Pacaraima planejavam protestar diante da prefeitura no sábado, mas o ato foi "
          "cancelado pela chuva.", "2019-10-08", [], ("protest",), "pt-protesto-cancelado"),
    # ... a march that did take place is still coded
    _case("About 40 former soldiers marched to the mayor's office in Saravena on Friday to demand jobs, an organiser "
          "said.", "2019-10-08", [("protest", "Saravena", "2019-10-04")], (), "march-that-took-place"),
    # ... one the authorities shut down stays, as a thwarted plan (tests/test_events.py's "vice-march-shut-down")
    _case("The ex-soldiers in Saravena announced plans to march to the mayor's office on Friday. The police shut down "
          "the plan.", "2019-10-08", [("protest", ANY, ANY)], (), "march-shut-down-by-police-stays"),
    # ... and a march still planned, not called off, stays (as a plan)
    _case("Un grupo de exmilitares en Cúcuta había anunciado para el sábado una marcha hasta la Gobernación.",
          "2019-10-08", [("protest", "Cúcuta", ANY)], (), "es-marcha-anunciada-sin-suspender"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CALLED_OFF_MARCH)
def test_a_called_off_march_is_no_protest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
