"""Places found missed in held-out batch 83, third round: a town the gazetteer lacks named only as the town of a
police station or force ("se presentó en la Comisaría de la Policía Nacional de <town>"), looked up by its own name."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


def _names(gazetteer, geonames, text: str) -> list[str]:
    return [m.place.name for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, town", [
    ("Un sargento venezolano vive en España. El martes se presentó en la Comisaría de la Policía Nacional de "
     "Valladolid y pidió protección internacional.", "Valladolid"),
    ("Un sargento venezolano vive en España. El martes se presentó en la Comisaría de Zaragoza.", "Zaragoza"),
    ("Un sargento venezolano vive en España. El martes acudió a la Comisaría Provincial de Alicante.", "Alicante"),
    ("Um sargento venezuelano vive no Brasil. Na terça-feira foi levado para a Delegacia da Polícia Federal de "
     "Londrina.", "Londrina"),
    ("Um sargento venezuelano vive no Brasil. Na terça-feira chegou até a Polícia Federal de Maringá.", "Maringá"),
])
def test_the_town_of_a_police_station_is_resolved(gazetteer, geonames, text: str, town: str) -> None:
    assert town in _names(gazetteer, geonames, text)


@pytest.mark.parametrize("text, name", [
    # (guards: a station or force with no town after it names no place; nor does a force's own name)
    ("Un sargento venezolano vive en España. El martes se presentó ante la Policía Nacional.", "Policía Nacional"),
    ("Um sargento venezuelano vive no Brasil. Foi levado para a Delegacia de Polícia Civil.", "Polícia Civil"),
    ("Un sargento venezolano vive en Chile. Acudió a la Policía de Investigaciones.", "Investigaciones"),
])
def test_a_station_with_no_town_names_no_place(gazetteer, geonames, text: str, name: str) -> None:
    assert name not in _names(gazetteer, geonames, text)


ASYLUM_AT_THE_TOWNS_STATION = [
    # "se presentó en la Comisaría de la Policía Nacional de Bilbao ... y pidió protección internacional": the
    # request is made in the town whose station it is
    _case("Un teniente de la Armada venezolana desertó en febrero y voló a España. El pasado martes se presentó en la "
          "Comisaría de la Policía Nacional de Valladolid y pidió protección internacional.", "2019-04-26",
          [("asylum", "Valladolid", "2019-04-23")], (("asylum", "Spain", ANY),), "es-comisaria-policia-nacional"),
]


@pytest.mark.parametrize("text, published, present, absent", ASYLUM_AT_THE_TOWNS_STATION)
def test_asylum_at_a_towns_police_station_is_placed_there(gazetteer, geonames, text: str, published: str,
                                                         present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
