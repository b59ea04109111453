"""Event extraction traps of held-out batch 39 (a development set), shown on new sentences: shelter asked for at an
embassy is asylum there ("25 militares venezuelanos pediram abrigo na embaixada do Brasil em Caracas", "pidieron
resguardo en la embajada", "asked for shelter at the Brazilian embassy"), and shelter asked for anywhere else is not."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded


SHELTER_AT_AN_EMBASSY = [
    _case("Em 30 de abril, 25 militares venezuelanos pediram abrigo na embaixada do Brasil em Caracas.", "2019-05-10",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "pt-pediram-abrigo-na-embaixada"),
    _case("Guaidó apareceu ao lado de um grupo de militares perto da base aérea de La Carlota, em Caracas, na "
          "madrugada de 30 de abril. Naquela mesma tarde, 25 militares venezuelanos pediram abrigo na embaixada do "
          "Brasil em Caracas.", "2019-05-10", [("asylum", ANY, "2019-04-30")], (), "pt-that-same-afternoon"),
    _case("El 30 de abril, 25 militares venezolanos pidieron resguardo en la embajada de Brasil en Caracas.",
          "2019-05-10", [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "es-pidieron-resguardo"),
    _case("On April 30, 25 Venezuelan soldiers asked for shelter at the Brazilian embassy in Caracas.", "2019-05-10",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "en-asked-for-shelter-at-the-embassy"),
    # (a roof asked for at a relative's home, a shelter or a church is no request for protection)
    _case("Em 30 de abril, 25 militares venezuelanos pediram abrigo na casa de um primo em Caracas.", "2019-05-10",
          [], ("asylum",), "pt-abrigo-na-casa-de-um-primo"),
    _case("El lunes dos desertores pidieron abrigo en un albergue de Cúcuta.", "2019-05-10", [], ("asylum",),
          "es-abrigo-en-un-albergue"),
    _case("Two deserters asked for shelter at a church in Cúcuta on Monday.", "2019-05-10", [], ("asylum",),
          "en-shelter-at-a-church"),
]


@pytest.mark.parametrize("text, published, present, absent", SHELTER_AT_AN_EMBASSY)
def test_shelter_asked_for_at_an_embassy_is_asylum(gazetteer, geonames, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
