"""Places of held-out batch 86 (a development set): a town that is also a given name or a surname, at the far end
of a journey told "de Bogotá a Leticia" ("a" alone is also Spanish and Portuguese for a person: "llamó a Leticia")."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    ("Un pasaje aéreo pagado por un familiar los llevó de Bogotá a Leticia el 15 de julio.",
     "Leticia", ("Leticia", "CO")),
    ("El 15 de julio viajaron desde Bogotá a Leticia en un vuelo comercial.", "Leticia", ("Leticia", "CO")),
    ("Um ônibus os levou de Boa Vista a Pereira, onde tinham parentes.", "Pereira", ("Pereira", "CO")),
    ("Los tres se mudaron de Cúcuta a Córdoba en junio.", "Córdoba", ("Córdoba", "CO")),
])
def test_the_far_end_of_de_x_a_y(gazetteer, text, surface, place):
    assert _found(gazetteer, text).get(surface) == place


@pytest.mark.parametrize(("text", "surface"), [
    # a woman's full name after "a", and a name with no "de X" before it
    ("El 15 de julio el sargento llamó desde Bogotá a Leticia Pérez, su hermana.", "Leticia"),
    ("El sargento le escribió a Leticia desde Bogotá.", "Leticia"),
    ("En Bogotá, el sargento saludó a Leticia, su prima.", "Leticia"),
])
def test_a_person_after_a_is_no_town(gazetteer, text, surface):
    assert surface not in _found(gazetteer, text)
