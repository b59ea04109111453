"""Batch 91: a street named for a country, state or city is the street ("na avenida Venezuela, no bairro Liberdade",
"el andén de la avenida Caracas" in Bogotá), in either case of its word; two towns the gazetteer lacks, listed with
"e" or "y" ("de Cascavel para Toledo e Marechal Cândido Rondon"), are each looked up on their own; and "the Colombian
hamlet of Gibraltar" is in Colombia, not a namesake in Pennsylvania."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str, geonames=None) -> list[tuple[str, str]]:
    return [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, named", [
    ("Boa parte dos manifestantes morava em um prédio abandonado na avenida Venezuela, no bairro Liberdade, em Boa "
     "Vista.", ("Venezuela", "VE")),
    ("Unos 80 exmilitares amanecieron este miércoles sobre el andén de la avenida Caracas, en Bogotá.",
     ("Caracas", "VE")),
    ("Una comisión de la Dgcim llegó a la vivienda del tío en la avenida Carabobo de San Fernando.",
     ("Carabobo", "VE")),
    ("Hoje ele divide um apartamento com a mulher na rua Pernambuco, no bairro Funcionários, em Belo Horizonte.",
     ("Pernambuco", "BR")),
    ("Las familias se reunieron frente a la catedral, en la calle Colombia de Maracaibo.", ("Colombia", "CO")),
    ("About 80 former soldiers marched along Avenida Caracas, one of Bogota's main thoroughfares.", ("Caracas", "VE")),
])
def test_a_street_named_for_a_place_is_not_the_place(gazetteer, text: str, named: tuple[str, str]) -> None:
    assert named not in _places(gazetteer, text)


@pytest.mark.parametrize("text, named", [
    # (guard: the street's word is not right before the name)
    ("Los tres salieron a la calle y caminaron hasta Caracas esa noche.", ("Caracas", "VE")),
    ("Os ex-militares fecharam a avenida em Boa Vista e depois voltaram para a Venezuela.", ("Venezuela", "VE")),
    ("The guardsmen crossed the avenue and reached Colombia before dawn.", ("Colombia", "CO")),
    # (guard: a lower-case "plaza" before a country's name is still the common noun and the country)
    ("No hay plaza Venezuela en ese programa de becas.", ("Venezuela", "VE")),
])
def test_the_place_itself_stands(gazetteer, text: str, named: tuple[str, str]) -> None:
    assert named in _places(gazetteer, text)


@pytest.mark.parametrize("text, named", [
    ("No mesmo dia, ônibus levaram os passageiros do aeroporto de Cascavel para Toledo e Marechal Cândido Rondon, "
     "no Paraná.", [("Toledo", "BR"), ("Marechal Cândido Rondon", "BR")]),
    ("Um segundo grupo, com destino a Cascavel e Foz do Iguaçu, está previsto para julho, diz a Operação Acolhida em "
     "Boa Vista.", [("Cascavel", "BR"), ("Foz do Iguaçu", "BR")]),
    ("Tras cruzar el río Arauca, los soldados fueron llevados por el Ejército a Fortul y Cravo Norte.",
     [("Fortul", "CO"), ("Cravo Norte", "CO")]),
    ("Desde el aeropuerto, los buses llevaron a los venezolanos hasta Toledo y Marechal Cândido Rondon, en el estado "
     "de Paraná.", [("Toledo", "BR"), ("Marechal Cândido Rondon", "BR")]),
])
def test_each_town_of_a_list_is_looked_up(gazetteer, geonames, text: str, named: list) -> None:
    found = _places(gazetteer, text, geonames)
    assert all(place in found for place in named)


@pytest.mark.parametrize("text", [
    "Los dos sargentos llegaron a Guadalupe y Calvo, en Chihuahua, en marzo.",
    "Los dos sargentos llegaron a Guadalupe y Calvo en marzo.",
])
def test_a_town_named_with_y_is_not_split(gazetteer, geonames, text: str) -> None:
    # (guard: a name that is itself a list, "Guadalupe y Calvo", is one town: its halves are not looked up)
    assert not any(name in ("Guadalupe", "Calvo") for name, _ in _places(gazetteer, text, geonames))


@pytest.mark.parametrize("text", [
    "Col. José Luis Silva, the defence attaché in Washington, broke with Maduro on Saturday. The three men left their post in Táchira on Saturday night and reached the Colombian hamlet of Gibraltar two "
    "days later.",
])
def test_a_hamlet_a_nationality_places_is_not_a_namesake_abroad(gazetteer, geonames, text: str) -> None:
    assert not any(name == "Gibraltar" and code != "CO" for name, code in _places(gazetteer, text, geonames))
