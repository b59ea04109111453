"""Place traps of held-out batch 26 (a development set).

A one-word name that needs context is not a list's next place when it is written in lower case: in "frente a la
alcaldía, en Santa Elena de Uairén, para exigir" the word after the comma is "para", not the state of Pará (nor is
"encontrados" after a town's name the town of Encontrados)."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "word"), [
    ("Unas 60 personas protestan frente a la alcaldía de Gran Sabana, en Santa Elena de Uairén, para exigir la "
     "liberación de los cuatro indígenas.", "para"),
    ("Unos 35 exmilitares protestaron este miércoles frente a la sede de la empresa, en el barrio Caobos de Cúcuta, "
     "para exigir el pago de los salarios.", "para"),
    ("Os três militares atravessaram a fronteira e seguiram até Pacaraima, para pedir refúgio à Polícia Federal.",
     "para"),
    ("Los cuerpos de los dos soldados aparecieron en una trocha de Ureña, encontrados por unos campesinos.",
     "encontrados"),
])
def test_a_lower_case_word_after_a_place_is_no_listed_place(gazetteer, geonames, text, word):
    assert word not in _found(gazetteer, geonames, text)


@pytest.mark.parametrize(("text", "surface", "place"), [
    # (guard: a capitalised list still names its places)
    ("Los venezolanos llegaron a Buenos Aires, Córdoba y Mendoza.", "Córdoba", ("Córdoba", "AR")),
    ("Os venezuelanos foram levados para Roraima, Pará e Amazonas.", "Pará", ("Pará", "BR")),
])
def test_a_capitalised_list_still_names_its_places(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place

