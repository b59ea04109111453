"""Place matching found in held-out batch 71: Portuguese fuses "a", "em", "de" and "por" with the article ("ao", "no",
"do", "pelo"), so a city whose bare name is also a common word is the city after them ("chegaram ao Porto"); and the
Guyanese mining settlements and the Portuguese reception centre where the story's soldiers end up; the Delta Amacuro
village boats leave from, the strait they cross and the Trinidad beach they land on."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _places(gazetteer, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)]


@pytest.mark.parametrize("text, place", [
    ("Os dois militares chegaram ao Porto num voo de Madrid.", ("Porto", "PT")),
    ("O cabo vive no Porto desde março.", ("Porto", "PT")),
    ("Saíram do Porto de comboio na segunda-feira.", ("Porto", "PT")),
    ("O autocarro passou pelo Porto antes de seguir para Braga.", ("Porto", "PT")),
])
def test_a_preposition_fused_with_the_article_is_place_context(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)


@pytest.mark.parametrize("text", [
    # (guards: the club, with the article alone, and the port of another town)
    "O Porto venceu o Benfica no domingo.",
    "O navio chegou ao Porto de Santos na terça-feira.",
])
def test_no_city_without_the_fused_preposition(gazetteer, text: str) -> None:
    assert ("Porto", "PT") not in _places(gazetteer, text)


@pytest.mark.parametrize("text, place", [
    ("Police arrested two men at Matthews Ridge on Friday.", ("Matthews Ridge", "GY")),
    ("The three deserters found work at a camp near Baramita.", ("Baramita", "GY")),
    ("O cabo foi levado para o centro de acolhimento na Bobadela.", ("Bobadela", "PT")),
    ("The pirogue came ashore at Moruga before dawn.", ("Moruga", "TT")),
    ("Los marineros salieron de Capure en un peñero el lunes.", ("Capure", "VE")),
    ("A coast guard launch fired on the boat in the Columbus Channel.", ("Columbus Channel", "VE")),
    ("El peñero cruzó la Boca de la Serpiente de noche.", ("Columbus Channel", "VE")),
])
def test_places_where_the_story_goes(gazetteer, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, text)
