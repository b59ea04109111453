"""Place traps found in held-out batch 86: gazetteer rows for places of the 2019 story that neither the gazetteer nor
the GeoNames fallback resolved (Guyana's main airport at Timehri; Piacoa on the Orinoco; Auaris, the Ye'kwana community
and army platoon on Roraima's Venezuelan border; the Cardenal Samoré pass from Chile into Argentina; Naples'
Capodichino airport); and a name shared by towns of several countries told by an adjective of nationality in an
apposition after it ("Santa Rosa, la isla peruana frente a Leticia"); a country's name that ends a square's or street's
name ("cerca de Plaza Italia") is not the country."""

from __future__ import annotations

import pytest

from geo.geoparse import apposed_country, resolve_mentions


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


@pytest.mark.parametrize("text, country", [
    ("Cruzaron en bote desde Leticia hasta Santa Rosa, la isla peruana frente a la ciudad colombiana.", "PE"),
    ("Llegaron a Santa Rosa, el pueblo ecuatoriano de la frontera, el lunes.", "EC"),
    ("They reached Santa Rosa, the Ecuadorean town near the border, on Monday.", "EC"),
    ("Atravessaram até Santa Rosa, a ilha peruana em frente a Tabatinga.", "PE"),
])
def test_an_apposed_nationality_picks_the_namesake(gazetteer, text: str, country: str) -> None:
    assert [c for name, c in _places(gazetteer, text) if name.startswith("Santa Rosa")] == [country]


@pytest.mark.parametrize("text, end_word", [
    # (guard: a nationality further on, not in an apposition to the name)
    ("Santa Rosa, where the Peruvian police have a post", "Santa Rosa"),
    # (guard: the apposition names a person, not a place)
    ("Santa Rosa, the Peruvian officer said", "Santa Rosa"),
])
def test_no_apposed_nationality(text: str, end_word: str) -> None:
    assert apposed_country(text, len(end_word)) is None


@pytest.mark.parametrize("text, country", [
    ("Un grupo de encapuchados lo golpeó cerca de Plaza Italia, en Santiago de Chile.", "Italy"),
    ("Os ex-militares dormiam numa pensão da Avenida Brasil, no Rio de Janeiro.", "Brazil"),
    ("The two guardsmen were robbed on Calle Colombia in Lima.", "Colombia"),
])
def test_a_square_named_for_a_country_is_not_the_country(gazetteer, text: str, country: str) -> None:
    assert country not in [name for name, _ in _places(gazetteer, text)]


@pytest.mark.parametrize("text, country", [
    # (guard: the country itself, after a preposition)
    ("El sargento llegó a Italia en agosto.", "Italy"),
    # (guard: a lower-case "plaza" before it is no square's name)
    ("Hay plaza Italia para los refugiados, dijo el ministro.", "Italy"),
])
def test_the_country_itself_is_still_found(gazetteer, text: str, country: str) -> None:
    assert country in [name for name, _ in _places(gazetteer, text)]
