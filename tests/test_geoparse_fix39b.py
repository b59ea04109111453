"""Place traps found in held-out batch 39 (two ex-guardsmen arrested "en el barrio San Francisco, en el centro de
la capital santandereana"): a barrio named without its town is not a namesake town far from every other place of
the story (the gazetteer's San Francisco, the town beside Maracaibo, some 300 km from Bucaramanga)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _places(gazetteer, geonames, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, far", [
    ("La Policía de Pamplona detuvo el lunes a un exsargento venezolano en el barrio San Francisco, cerca de la "
     "plaza principal.", ("San Francisco", "VE")),
    ("La Policía de Cúcuta detuvo a dos exguardias en el barrio San Francisco, en el centro.", ("San Francisco", "VE")),
])
def test_barrio_is_no_far_namesake(gazetteer, geonames, text: str, far: tuple) -> None:
    assert far not in _places(gazetteer, geonames, text)


@pytest.mark.parametrize("text, place", [
    # (guards: the namesake lies beside a place of the story; the story names no other place)
    ("Dos guardias fueron detenidos en el sector San Francisco, junto a Maracaibo.", ("San Francisco", "VE")),
    ("Detuvieron a un hombre en el barrio San Francisco.", ("San Francisco", "VE")),
    # (guard: a bairro named after a town near the story may be that town: Caracaraí, 130 km from Boa Vista)
    ("A polícia de Boa Vista prendeu dois ex-militares no bairro Caracaraí, perto da rodoviária.", ("Caracaraí", "BR")),
    # (guard: without "barrio" the town is the town)
    ("La Policía de Pamplona detuvo a un exsargento que venía de San Francisco, en el Zulia.", ("San Francisco", "VE")),
])
def test_barrio_near_the_story_stays(gazetteer, geonames, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, geonames, text)


BARRIO_OF_THE_STORY_TOWN = [
    _case("La Policía Metropolitana de Bucaramanga capturó el martes a dos exguardias venezolanos en el barrio San "
          "Francisco, en el centro de la ciudad.", "2019-07-04",
          [("arrest", "Bucaramanga", "2019-07-02")], (("arrest", "San Francisco", ANY),), "es-barrio-san-francisco"),
]


@pytest.mark.parametrize("text, published, present, absent", BARRIO_OF_THE_STORY_TOWN)
def test_barrio_of_the_story_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
