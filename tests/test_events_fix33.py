"""Event extraction traps found in held-out batch 33, each shown on new sentences: Portuguese
"desembarcaram em" ends a trip as "desembarcaron en" does, and a plural clitic before a Portuguese
verb of carrying ("a Polícia os levou para") moves the people the sentence before was about, and
soldiers who leave their own rifles at the post ("dejaron sus fusiles") desert."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "desembarcaram em" a town of the country they already are in: a move within it.
    _case("Três cabos venezuelanos desembarcaram em Manaus na quinta-feira, em um voo da FAB.", "2019-06-10",
          [("relocation", "Manaus", "2019-06-06")], ("border_crossing", "defection"), "pt-desembarcaram-em"),
    _case("Dois sargentos venezuelanos desembarcaram em Brasília na segunda-feira.", "2019-06-12",
          [("relocation", "Brasília", "2019-06-10")], (), "pt-desembarcaram-em-brasilia"),
]


CASES += [
    # "os levou para": the ones carried are the plural subject of the sentence before.
    _case("Na sexta-feira, os quatro soldados pediram refúgio em Pacaraima. No sábado, a Polícia Federal os levou "
          "de ônibus para Boa Vista.", "2019-06-10",
          [("asylum", "Pacaraima", "2019-06-07"), ("relocation", "Boa Vista", "2019-06-08")], (), "pt-os-levou-para"),
    _case("Os dois guardas chegaram a Pacaraima no domingo. Na segunda-feira, o Exército as transportou até Boa Vista.",
          "2019-06-12", [("relocation", "Boa Vista", "2019-06-10")], (), "pt-as-transportou-ate"),
    # Not to a hospital: care, not a move.
    _case("Os dois guardas chegaram a Pacaraima no domingo. Na segunda-feira, o Exército os levou para o hospital "
          "de Boa Vista.", "2019-06-12", [], (("relocation", "Boa Vista", ANY),), "pt-os-levou-ao-hospital"),
]



CASES += [
    # "dejaron sus fusiles", "deixou seu fuzil": their own weapons left at the post, as "laid down their weapons".
    _case("La noche del sábado los tres cabos dejaron sus fusiles en la garita del puesto de Ureña y caminaron "
          "hasta el río.", "2019-06-12", [("defection", ANY, "2019-06-08")], (), "es-dejaron-sus-fusiles"),
    _case("No sábado, dois soldados venezuelanos deixaram seus fuzis no posto de Santa Elena de Uairén.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-08")], (), "pt-deixaram-seus-fuzis"),
    # A peace deal's words, "dejaron las armas", are no desertion.
    _case("En 2017 los guerrilleros de las Farc dejaron las armas en zonas veredales de Arauca.", "2019-06-12",
          [], ("defection",), "es-dejaron-las-armas"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_batch33_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
