"""Gazetteer rows added by the thirtieth sweep: places of the 2019 routes that the development batches named and neither
the gazetteer nor the GeoNames fallback found (the San Diego ports of entry and detention center where deserters asked
for asylum, the Acre border town opposite Iñapari, the Guyanese landing district of Moruca)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("He asked for asylum at the San Ysidro port of entry on July 8.", ("San Ysidro", "US")),
    ("Desde entonces está en el centro de detención de Otay Mesa.", ("Otay Mesa", "US")),
    ("He has been held at the Otay Mesa Detention Center since July.", ("Otay Mesa", "US")),
    ("Os dois ex-militares chegaram a Assis Brasil, no Acre, na terça-feira.", ("Assis Brasil", "BR")),
    ("The five soldiers landed at Moruca after two days on the water.", ("Moruca", "GY")),
])
def test_route_places_of_the_round(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


def test_assis_alone_is_not_the_acre_town(gazetteer) -> None:
    assert ("Assis Brasil", "BR") not in _places(gazetteer, "O padre Assis disse que os dois dormiram na igreja.")
