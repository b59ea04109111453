"""Place traps of held-out batch 89 (a development set): a migrant station named by its town after "de" ("la
estación migratoria de Villahermosa", "a estação migratória de Tapachula") is in that town, which GeoNames may
resolve as it does a town after "en"."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

MEXICO = "Los exmilitares venezolanos entraron a México por Guatemala. "


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    (MEXICO + "El viernes fueron trasladados a la estación migratoria de Villahermosa.", "Villahermosa",
     ("Villahermosa", "MX")),
    (MEXICO + "Permanecen en la estación de recepción migratoria de Villahermosa.", "Villahermosa",
     ("Villahermosa", "MX")),
    ("Os ex-militares venezuelanos entraram no México pela Guatemala. Foram levados para a estação migratória de "
     "Villahermosa.", "Villahermosa", ("Villahermosa", "MX")),
])
def test_the_town_of_a_migrant_station(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place


def test_a_station_of_no_migrants_names_no_town(gazetteer, geonames):
    # only a migrant station: "la estación de bomberos de X" keeps the old reading (no candidate after "de")
    text = MEXICO + "Durmieron en la estación de bomberos de Villahermosa."
    assert "Villahermosa" not in _found(gazetteer, geonames, text)
