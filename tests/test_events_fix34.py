"""Event extraction traps found in held-out batch 34 (deserters shot at near a Guajira crossing and taken on to
Riohacha, a patrol boat to Aruba, refuge in Pacaraima), each shown on new sentences: a day that opens a "where"
clause ("a Riohacha, donde el lunes formalizaron su solicitud") is the clause's own event's, not the carrying's
before it, and the ones carried there are who acts in that clause when its subject is left out."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A day opening a "where" clause dates the clause's own verb; the move before it keeps its own day.
    _case("On Saturday evening, police drove three sergeants to Arauca, where on Sunday they applied for refugee "
          "status.", "2019-06-12", [("relocation", "Arauca", "2019-06-08"), ("asylum", "Arauca", "2019-06-09")],
          (("relocation", "Arauca", "2019-06-09"),), "where-on-sunday-they-applied"),
    _case("El sábado, la policía trasladó a tres sargentos a Arauca, donde el domingo pidieron refugio.",
          "2019-06-12", [("relocation", "Arauca", "2019-06-08"), ("asylum", "Arauca", "2019-06-09")],
          (("relocation", "Arauca", "2019-06-09"),), "es-donde-el-domingo-pidieron"),
    _case("No sábado (8), três sargentos foram levados para Manaus, onde no domingo (9) pediram refúgio.",
          "2019-06-12", [("relocation", "Manaus", "2019-06-08"), ("asylum", "Manaus", "2019-06-09")],
          (("relocation", "Manaus", "2019-06-09"),), "pt-onde-no-domingo-pediram"),
    # ... a "where" clause telling no event of the story still leaves the day to the move when it has no other.
    _case("Three sergeants flew to Lima, where on Sunday reporters met them.", "2019-06-12",
          [("relocation", "Lima", "2019-06-09")], ("asylum",), "where-on-sunday-reporters"),
]

CASES += [
    # Carried by others to a town, "donde" they ask for refuge: the carried men ask, though unnamed in that clause.
    _case("Tres sargentos venezolanos cruzaron a Colombia el sábado. El sábado en la noche, la policía los llevó a "
          "Arauca, donde el domingo presentaron su solicitud de refugio.", "2019-06-12",
          [("relocation", "Arauca", "2019-06-08"), ("asylum", "Arauca", "2019-06-09")], (),
          "es-los-llevo-donde-presentaron"),
    # ... not when the clause's subject is someone else doing something else.
    _case("Tres sargentos venezolanos cruzaron a Colombia el sábado. El domingo, la policía los llevó a Arauca, "
          "donde el alcalde pidió calma.", "2019-06-12", [("relocation", "Arauca", "2019-06-09")], ("asylum",),
          "es-los-llevo-donde-otro-sujeto"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch34_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PORTUGUESE_SAME_DAY = [
    # "Naquele dia" / "no mesmo dia" date an event by the day told before, as "ese día" does.
    _case("Em 23 de fevereiro, três guardas nacionais atravessaram para Pacaraima. Naquele dia, houve confrontos em "
          "Santa Elena de Uairén.", "2019-06-14", [("violence", "Santa Elena de Uairén", "2019-02-23")],
          (("violence", ANY, None),), "pt-naquele-dia-houve-confrontos"),
    _case("Em 23 de fevereiro, dois cabos venezuelanos atravessaram para Pacaraima. Na mesma noite, houve tiros em "
          "Santa Elena de Uairén.", "2019-06-14", [("violence", "Santa Elena de Uairén", "2019-02-23")],
          (("violence", ANY, None),), "pt-na-mesma-noite-houve-tiros"),
]


@pytest.mark.parametrize("text, published, present, absent", PORTUGUESE_SAME_DAY)
def test_portuguese_same_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CRIMES_AND_REQUESTS = [
    # Instigation or incitement names a crime of pushing others: no revolt or desertion is told.
    _case("The captain was jailed in Caracas on Tuesday for incitement to rebellion.", "2019-08-22",
          [("arrest", "Caracas", "2019-08-20")], ("uprising",), "incitement-to-rebellion"),
    _case("El martes, un juez militar de Maracay les imputó a dos tenientes los delitos de instigación a la rebelión.",
          "2019-08-22", [], ("uprising",), "es-instigacion-a-la-rebelion"),
    # ... a revolt told as done still is one.
    _case("El martes, un grupo de soldados protagonizó una rebelión en Barinas.", "2019-08-22",
          [("uprising", "Barinas", "2019-08-20")], (), "es-protagonizo-una-rebelion"),
    # "a pedido de" / "a petición de" is who asked for a thing sent, not where anyone was sent.
    _case("Em fevereiro, o governo de Nicolás Maduro fechou a fronteira com a Colômbia para barrar a ajuda enviada a "
          "pedido de Juan Guaidó.", "2019-08-22", [], ("relocation",), "pt-enviada-a-pedido-de"),
    _case("Na terça-feira (20), dois sargentos foram levados a pedido da PF para Boa Vista.", "2019-08-22",
          [("relocation", "Boa Vista", "2019-08-20")], (), "pt-levados-a-pedido-para"),
]


@pytest.mark.parametrize("text, published, present, absent", CRIMES_AND_REQUESTS)
def test_crimes_and_requests(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
