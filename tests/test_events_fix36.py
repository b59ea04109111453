"""Event extraction traps found in held-out batch 36 (a sergeant swimming the Arauca under fire, ex-soldiers flown
from Boa Vista to Porto Alegre with their families, a deserter's father questioned by the DGCIM), each shown on new
sentences: a left-out subject after "Naquela noite" or "Aquella noche", a nationality between two groups named
together, relatives travelling with former soldiers, being taken "for questioning" or "from his workshop" by the
intelligence services, and "soldiers who leave" as what such men do."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LEFT_OUT_SUBJECT = [
    # "Naquela noite," / "Aquella noche," open a sentence like "Esa noche,": the verb's subject is the one before.
    _case("O cabo Mário Souza abandonou o quartel em Santa Elena de Uairén em 12 de março. Naquela noite, atravessou "
          "a fronteira e chegou a Pacaraima.", "2019-06-20",
          [("defection", "Santa Elena de Uairén", "2019-03-12"), ("border_crossing", "Pacaraima", "2019-03-12")], (),
          "pt-naquela-noite-atravessou"),
    _case("El cabo Luis Mora abandonó su puesto en Ureña el 12 de marzo. Aquella noche, cruzó el río y llegó a "
          "Cúcuta.", "2019-06-20", [("border_crossing", "Cúcuta", "2019-03-12")], (), "es-aquella-noche-cruzo"),
    # ... and a sentence whose subject is named after the time phrase keeps it.
    _case("O cabo Mário Souza abandonou o quartel em Santa Elena de Uairén em 12 de março. Naquela noite, a polícia "
          "fechou a estrada.", "2019-06-20", [("defection", "Santa Elena de Uairén", "2019-03-12")],
          ("border_crossing",), "pt-naquela-noite-outro-sujeito"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_OUT_SUBJECT)
def test_left_out_subject_after_that_night(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FAMILIES_WITH_FORMER_SOLDIERS = [
    # "9 ex-militares venezuelanos e 15 familiares": one group; "Eles" are all of them, former soldiers with
    # their families, so the flight is an onward move, not a desertion.
    _case("Um grupo de 9 ex-militares venezuelanos e 15 familiares está desde sexta-feira em Curitiba. Eles "
          "desembarcaram em Curitiba em um avião da FAB que decolou de Manaus.", "2019-11-20",
          [("relocation", "Curitiba", ANY)], ("border_crossing", "defection"), "pt-ex-militares-e-familiares"),
    # The air base is a place of its own.
    _case("Na quarta-feira (13), 20 ex-militares venezuelanos desembarcaram na Base Aérea de Canoas.", "2019-11-20",
          [("relocation", "Canoas Air Base", "2019-11-13")], ("border_crossing",), "pt-base-aerea-de-canoas"),
]


@pytest.mark.parametrize("text, published, present, absent", FAMILIES_WITH_FORMER_SOLDIERS)
def test_families_with_former_soldiers(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_BY_THE_SERVICES = [
    # Taken "for questioning" by the intelligence services is held by them.
    _case("Sergeant Hugo Rivas deserted in April. His father was taken for questioning by DGCIM agents in San "
          "Cristóbal in May.", "2019-08-20", [("arrest", "San Cristóbal", "2019-05-01")], (), "taken-for-questioning-by"),
    _case("O sargento Hugo Rivas desertou em abril. Em maio, o pai do sargento foi levado para interrogatório pela "
          "Dgcim em Maracay.", "2019-08-20", [("arrest", "Maracay", "2019-05-01")], ("relocation",),
          "pt-levado-para-interrogatorio-pela"),
    _case("El sargento Hugo Rivas desertó en abril. Su padre fue llevado a un interrogatorio por la Dgcim en "
          "Barinas en mayo.", "2019-08-20", [("arrest", "Barinas", "2019-05-01")], (), "es-llevado-a-un-interrogatorio"),
    # ... and so is one taken from his workshop or his farm by them.
    _case("Sergeant Hugo Rivas deserted on Sunday. His brother, a baker in Barinas, was taken from his shop by "
          "agents of the SEBIN on Monday afternoon.", "2019-08-20", [("arrest", "Barinas", "2019-08-19")], (),
          "taken-from-his-shop-by"),
    _case("El sargento Hugo Rivas desertó el domingo. Su hermano fue llevado de su finca en Barinas por agentes de "
          "la Dgcim el lunes.", "2019-08-20", [("arrest", "Barinas", "2019-08-19")], (), "es-llevado-de-su-finca-por"),
    # Taken from his unit by bus is a journey, no arrest.
    _case("Sergeant Hugo Rivas was taken from his unit by bus to Caracas on Monday.", "2019-08-20",
          [("relocation", "Caracas", "2019-08-19")], ("arrest",), "taken-from-his-unit-by-bus"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_BY_THE_SERVICES)
def test_taken_by_the_services(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GENERIC_LEAVERS = [
    # "soldiers who leave" in a minister's words is what such men do, not a departure.
    _case("The defence minister has described soldiers who leave as traitors who sold out to Brazil.", "2019-08-20", [],
          ("border_crossing", "defection"), "soldiers-who-leave"),
    # ... a past "who left" still tells who the men are, and the main verb's event stands.
    _case("Two soldiers who left Ureña on Friday crossed into Cúcuta on Saturday.", "2019-08-20",
          [("border_crossing", "Cúcuta", "2019-08-17")], (), "soldiers-who-left-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", GENERIC_LEAVERS)
def test_generic_leavers(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


KNOWN_TELLER = [
    # A crossing told by a well-known office holder of a neighbour came out on that side.
    _case("Iván Duque dijo que 300 militares venezolanos cruzaron la frontera desde enero.", "2019-04-17",
          [("border_crossing", "Colombia", None)], (), "es-duque-dijo-que-cruzaron"),
    _case("Christian Krüger said on Monday that some 500 guardsmen had crossed the border since March.", "2019-04-17",
          [("border_crossing", "Colombia", None)], (), "kruger-said-had-crossed"),
    # ... not one told by the home government's.
    _case("Nicolás Maduro said 20 soldiers had crossed the border since March.", "2019-04-17", [],
          (("border_crossing", "Colombia", ANY),), "maduro-said-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", KNOWN_TELLER)
def test_known_teller_side(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
