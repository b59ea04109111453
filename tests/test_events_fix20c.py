"""Event extraction traps found again in held-out batch 20 (a development set), each shown on new sentences:
a foreign country's own force ("Colombian riot police", "la policía colombiana") using tear gas with no town
named acts on its own ground; a purpose told in the passive ("would not send a man back to be tortured") shares the
hedge of the verb it serves; "the night before the crossing" counts a time from a crossing and tells none."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Violence dealt by a foreign country's force, no town named: in that country.
    _case("Some 30 former soldiers had crossed into Colombia in May. Colombian riot police broke up their camp near "
          "the border on Tuesday, firing tear gas at the men.", "2019-10-10",
          [("violence", "Colombia", "2019-10-08")], (), "colombian-riot-police-tear-gas"),
    _case("Unos 30 exmilitares habían cruzado a Colombia en mayo. El martes, la policía colombiana dispersó con gases "
          "lacrimógenos el campamento de los hombres junto a la frontera.", "2019-10-10",
          [("violence", "Colombia", "2019-10-08")], (), "es-policia-colombiana-gases"),
    _case("Cerca de 30 ex-militares tinham cruzado para o Brasil em maio. Na terça-feira, a polícia brasileira usou "
          "gás lacrimogêneo contra o acampamento dos homens perto da fronteira.", "2019-10-10",
          [("violence", "Brazil", "2019-10-08")], (), "pt-policia-brasileira-gas"),
    # The Venezuelan Guard's tear gas with no town named stays at home.
    _case("Some 30 soldiers deserted into Colombia in May. On Tuesday the National Guard fired tear gas at "
          "protesters near the border.", "2019-10-10", [], (("violence", "Colombia", ANY),),
          "guard-tear-gas-not-abroad"),
    # A force's country that the article never names places nothing.
    _case("Some 30 former soldiers camped in a park. Peruvian police fired tear gas at the men on Tuesday.",
          "2019-10-10", [], (("violence", "Peru", ANY),), "country-not-named"),
]


CASES += [
    # "to be tortured" after a negated verb: nobody was tortured.
    _case("Three Venezuelan marines landed in Tobago on Monday. The minister said Trinidad would never return the men "
          "to Venezuela to be tortured.", "2019-07-17", [], ("violence",), "never-return-to-be-tortured"),
    _case("Three Venezuelan marines landed in Tobago on Monday. The minister said Trinidad would not hand the men "
          "over to be tortured in Caracas.", "2019-07-17", [], ("violence",), "not-hand-over-to-be-tortured"),
    # Unhedged, the passive purpose is still told; so is the plain passive.
    _case("Three Venezuelan marines landed in Tobago on Monday. The lieutenant said his two sergeants were taken to a "
          "cell in Cumaná on Saturday to be tortured.", "2019-07-17", [("violence", "Cumaná", "2019-07-13")], (),
          "taken-to-a-cell-to-be-tortured"),
    _case("Three Venezuelan marines landed in Tobago on Monday. The lieutenant said his two sergeants were tortured "
          "in Cumaná on Saturday.", "2019-07-17", [("violence", "Cumaná", "2019-07-13")], (), "were-tortured"),
]


CASES += [
    # A time counted from the crossing, by its noun: no crossing told.
    _case("Eight former soldiers reached La Hormiga on Oct. 31. The night before the crossing, three men with rifles "
          "stopped them on the road to the river.", "2019-11-05", [], ("border_crossing",), "night-before-the-crossing"),
    _case("Eight former soldiers reached La Hormiga on Oct. 31. Two days after the crossing, they asked for asylum in "
          "Lago Agrio.", "2019-11-05", [("asylum", "Lago Agrio", ANY)], ("border_crossing", "defection"),
          "days-after-the-crossing"),
    _case("Eight former soldiers reached La Hormiga on Oct. 31. The morning after the crossing, the men slept in a "
          "church in Lago Agrio.", "2019-11-05", [], ("border_crossing", "defection"), "morning-after-the-crossing"),
    # The crossing made, or named with where it went, still is one.
    _case("Eight former soldiers reached La Hormiga on Oct. 31. On Saturday they made the crossing into Ecuador by "
          "canoe.", "2019-11-05", [("border_crossing", "Ecuador", "2019-11-02")], (), "made-the-crossing"),
    _case("Six soldiers deserted on Sunday. Before the crossing into Colombia, they burned their uniforms.",
          "2019-11-05", [("border_crossing", "Colombia", "2019-11-03")], (), "before-the-crossing-into"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix20c_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
