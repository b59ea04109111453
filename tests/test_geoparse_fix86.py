"""Place traps found in held-out batch 86: gazetteer rows for places of the 2019 story that neither the gazetteer nor
the GeoNames fallback resolved (Guyana's main airport at Timehri; Piacoa on the Orinoco; Auaris, the Ye'kwana community
and army platoon on Roraima's Venezuelan border; the Cardenal Samoré pass from Chile into Argentina; Naples'
Capodichino airport)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("Two Venezuelan soldiers were stopped at Timehri before boarding a flight to Miami.",
     ("Cheddi Jagan International Airport", "GY")),
    ("The men were held at Cheddi Jagan International Airport on Friday.",
     ("Cheddi Jagan International Airport", "GY")),
    ("The guardsmen left their river post at Piacoa in a canoe.", ("Piacoa", "VE")),
    ("Os soldados chegaram a Auaris depois de seis dias na floresta.", ("Auaris", "BR")),
    ("Cruzaron a la Argentina por el paso Cardenal Samoré el viernes.", ("Paso Cardenal Samoré", "AR")),
    ("He landed at Capodichino on a flight from Madrid.", ("Naples Capodichino Airport", "IT")),
])
def test_places_of_the_2019_story(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text, place", [
    # (guard: the city of Naples is still the city, not its airport)
    ("He lived with an uncle in Naples for a month.", ("Naples Capodichino Airport", "IT")),
    # (guard: Georgetown is still Guyana's capital, not the airport that serves it)
    ("The four were taken to a police station in Georgetown.", ("Cheddi Jagan International Airport", "GY")),
])
def test_a_city_is_not_its_airport(gazetteer, text: str, place: tuple) -> None:
    assert place not in _places(gazetteer, text)
