"""A barrio that bears a place's name, told as the barrio of a town named right after it ("el barrio San José de
Machiques", "no bairro Santa Rosa, em Maturín"), is no place of its own: the town is (held-out batch 97)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

BARRIO_OF_A_TOWN = [
    ("Su esposa, que vive en el barrio San José de Machiques, fue detenida ayer por la Dgcim.", "San José", "Machiques"),
    ("Su esposa, que vive en el barrio San José, en Machiques, fue detenida ayer por la Dgcim.", "San José",
     "Machiques"),
    ("A mãe do sargento, que mora no bairro Santa Rosa de Maturín, foi detida na quinta-feira pela Dgcim.",
     "Santa Rosa", "Maturín"),
]


@pytest.mark.parametrize("text, barrio, town", BARRIO_OF_A_TOWN, ids=["es-barrio-de", "es-barrio-en", "pt-bairro-de"])
def test_a_barrio_named_like_a_place_is_the_towns(gazetteer, geonames, text: str, barrio: str, town: str) -> None:
    found = [(r.surface, r.place.name) for r in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert any(name == town for _, name in found), found
    assert not any(surface == barrio for surface, _ in found), found


KEPT = [
    # (guards: a town named with its own "de" is one town; a neighbourhood the gazetteer holds keeps its name)
    ("Su esposa fue detenida ayer en San Antonio del Táchira por la Dgcim.", "San Antonio del Táchira"),
    ("Su esposa fue detenida ayer en el barrio Petare de Caracas por la Dgcim.", "Petare"),
]


@pytest.mark.parametrize("text, name", KEPT, ids=["town-with-de", "gazetteer-neighbourhood"])
def test_a_place_of_its_own_is_kept(gazetteer, geonames, text: str, name: str) -> None:
    found = [r.place.name for r in resolve_mentions(text, gazetteer, geonames=geonames)]
    assert name in found, found


ARRESTS = [
    _case("Su esposa, que vive en el barrio San José de Machiques, fue detenida ayer jueves por funcionarios de la "
          "Dgcim.", "2019-04-12", [("arrest", "Machiques", "2019-04-11")], (("arrest", "San José", ANY),),
          "es-arrest-in-the-barrio-of-machiques"),
]


@pytest.mark.parametrize("text, published, present, absent", ARRESTS)
def test_an_arrest_in_the_barrio_is_placed_in_its_town(gazetteer, text, published, present, absent) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
