"""Places of held-out batch 92 (a development set) the gazetteer lacked: the Curaçao fishing village a boat of
deserters landed at (Boka Sint Michiel), the district of the island's prison (Koraal Specht), and the
Bogotá locality whose police station held two protesters (Los Mártires)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("They reached Boka Sint Michiel, a fishing village on the island's south coast, shortly after dawn on Saturday.",
     "Boka Sint Michiel", ("Boka Sint Michiel", "CW")),
    ("El bote llegó a Boka Sami, en Curazao, el sábado por la mañana.", "Boka Sami", ("Boka Sint Michiel", "CW")),
    ("Officers took them to the Sentro di Detenshon i Korekshon Kòrsou (SDKK), the island's prison in the Koraal "
     "Specht district of Willemstad.", "Koraal Specht", ("Koraal Specht", "CW")),
    ("Dos exmilitares fueron llevados a una estación de Policía en Los Mártires, en el centro de Bogotá.",
     "Los Mártires", ("Los Mártires", "CO")),
])
def test_the_places_of_batch_92(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place
