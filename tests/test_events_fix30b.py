"""Event extraction traps found in held-out batch 30 worked a second time (a march of ex-soldiers announced and then
called off, an opposition leader who "se refirió al caso" on a given day, miners who see soldiers "crossing regularly"), each shown
on new sentences: a protest planned and then called off or suspended by its organisers is no protest, speaking of the
case on a day is a dated statement, and a crossing done regularly is a habit, not an event."""

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


SPOKE_OF_THE_CASE = [
    # "se refirió al caso el martes": a statement on Tuesday
    _case("Juan Guaidó se refirió al caso el martes y pidió a los militares no creer en las promesas del "
          "gobierno.", "2019-10-10", [("statement", ANY, "2019-10-08")], (("statement", ANY, None),),
          "es-se-refirio-al-caso"),
    _case("El canciller Jorge Arreaza se refirió a la situación el lunes en Caracas.", "2019-10-10",
          [("statement", ANY, "2019-10-07")], (), "es-se-refirio-a-la-situacion"),
    # "referiu-se ao episódio nesta terça-feira (8)"
    _case("O general Augusto Heleno referiu-se ao episódio nesta terça-feira (8), em Brasília.", "2019-10-10",
          [("statement", ANY, "2019-10-08")], (), "pt-referiu-se-ao-episodio"),
    # ... one who did not speak of it makes no statement
    _case("Juan Guaidó no se refirió al caso el martes.", "2019-10-10", [], ("statement",), "es-no-se-refirio"),
    # ... and a report that refers to a desertion is no speaker's statement on a day
    _case("El informe se refirió a la deserción de 40 soldados.", "2019-10-10", [], ("statement",),
          "es-un-informe-se-refirio-a-la-desercion"),
]


@pytest.mark.parametrize("text, published, present, absent", SPOKE_OF_THE_CASE)
def test_spoke_of_the_case_on_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CROSSING_HABIT = [
    # "cross the Orinoco regularly": a habit, no crossing or desertion on a day
    _case("Venezuelan soldiers cross the Orinoco regularly into Puerto Carreño to buy fuel, fishermen said.",
          "2019-10-16", [], ("border_crossing", "defection"), "cross-regularly"),
    _case("Soldados venezolanos han cruzado con frecuencia a Puerto Carreño desde febrero.", "2019-10-16", [],
          ("border_crossing", "defection"), "es-han-cruzado-con-frecuencia"),
    _case("Soldados venezuelanos têm atravessado com frequência para Pacaraima desde fevereiro.", "2019-10-16", [],
          ("border_crossing", "defection"), "pt-tem-atravessado-com-frequencia"),
    # ... a crossing on a day whose men did something else regularly afterwards is still a crossing
    _case("Three Venezuelan soldiers crossed the Orinoco River to Puerto Carreño on Sunday and regularly spoke to "
          "fishermen there.", "2019-10-16", [("border_crossing", ANY, "2019-10-13")], (), "crossed-and-regularly-spoke"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CROSSING_HABIT)
def test_a_crossing_done_regularly_is_a_habit(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
