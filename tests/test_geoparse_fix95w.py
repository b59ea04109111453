"""A town named by its pier or port, found in held-out batch 95 (cs06, eldiario.es): "dejó su puesto en el muelle
de Irapa" left Irapa, a GeoNames town with no preposition of its own before it, unresolved. The landing place's noun
before "de"/"of" puts a town after it, as "el pueblo de" does."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(text: str, gazetteer, geonames) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, town", [
    ("El teniente dejó su puesto en el muelle de Irapa, en el estado Sucre, y subió a un peñero.", ("Irapa", "VE")),
    ("Los guardias salieron desde el embarcadero de Yaguaraparo, en Venezuela, la noche del sábado.",
     ("Yaguaraparo", "VE")),
    ("The boat left from the pier of Chichiriviche, on Venezuela's coast, before dawn.", ("Chichiriviche", "VE")),
    ("O barco saiu do cais de Tucacas, na Venezuela, na madrugada de domingo.", ("Tucacas", "VE")),
    ("Zarparon del puerto de Pampatar, en la isla de Margarita, Venezuela.", ("Pampatar", "VE")),
])
def test_a_town_after_its_pier_or_port(gazetteer, geonames, text: str, town: tuple) -> None:
    assert town in _places(text, gazetteer, geonames)


@pytest.mark.parametrize("text, name", [
    # a far namesake of a Venezuelan story stays unresolved: the noun makes a candidate, not a fit
    ("Los pescadores del muelle de Soro, en Venezuela, vieron pasar el peñero.", "Soro"),
    # a landing place named for a body, not a town
    ("Los guardias esperaron en el muelle de la Armada, en Güiria, Venezuela.", "Armada"),
])
def test_a_pier_of_no_town_here(gazetteer, geonames, text: str, name: str) -> None:
    assert name not in [n for n, _ in _places(text, gazetteer, geonames)]
