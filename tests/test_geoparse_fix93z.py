"""Place traps of held-out batch 93 (a development set): a sentence or paragraph that opens on the town it is set in
with a capitalised preposition ("In London, around 150 Venezuelans held a vigil", "En Lima, los cuatro pidieron
refugio", "Em Lisboa, o grupo foi recebido") names that town, as the lower-case "in London" does; and Colombia's
Cesar department by its usual Spanish name, "el departamento del Cesar"."""

from __future__ import annotations

import pytest

from geo.geoparse import candidate_phrases, resolve_mentions


def _places(gazetteer, geonames, text: str) -> list[tuple[str, str]]:
    return [(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer, geonames=geonames)]


@pytest.mark.parametrize("text, surface", [
    ("In London, around 150 Venezuelans held a vigil outside the embassy on Wednesday night.", "London"),
    ("The men were released. In Lisbon, the group was received by volunteers.", "Lisbon"),
    ("Los cuatro llegaron el martes.\nEn Guayaquil, la familia los esperaba en la terminal.", "Guayaquil"),
    ("Os ex-militares chegaram no sábado. Em Florianópolis, o grupo foi recebido pela Cáritas.", "Florianópolis"),
])
def test_a_sentence_opening_on_its_town_names_it(text: str, surface: str) -> None:
    assert surface in [m.surface for m in candidate_phrases(text, [])]


@pytest.mark.parametrize("text, place", [
    ("In London, around 150 Venezuelans held a vigil outside the embassy on Wednesday night.", ("London", "GB")),
    ("Dos exmilitares siguieron viaje a Ecuador. En Cuenca, la familia los esperaba en la terminal.", ("Cuenca", "EC")),
])
def test_a_sentence_opening_on_its_town_resolves_it(gazetteer, geonames, text: str, place: tuple) -> None:
    assert place in _places(gazetteer, geonames, text)


def test_a_capitalised_in_inside_a_sentence_opens_no_town() -> None:
    # (guard: "In" capitalised as a title's word, not after a stop, is no opening preposition)
    text = "The report, titled Lost In London, was published on Monday."
    assert "London" not in [m.surface for m in candidate_phrases(text, [])]


@pytest.mark.parametrize("text", [
    # (guard: a month or a language after the opening preposition is no town)
    "The crossings went on. In March, three guardsmen crossed the river.",
    "In Spanish, the illegal paths are called trochas.",
])
def test_a_month_or_a_language_after_the_opening_preposition_is_no_place(gazetteer, geonames, text: str) -> None:
    assert _places(gazetteer, geonames, text) == []


@pytest.mark.parametrize("text", [
    "Al menos 95 uniformados venezolanos han entrado por el departamento del Cesar en lo que va del año.",
    "La mayoría de los desertores llega al departamento del Cesar por la Serranía del Perijá.",
])
def test_the_department_of_cesar(gazetteer, geonames, text: str) -> None:
    assert ("Cesar", "CO") in _places(gazetteer, geonames, text)


def test_a_man_called_cesar_is_no_department(gazetteer, geonames) -> None:
    text = "El sargento Cesar Rondón dijo que cruzó el río el lunes."
    assert ("Cesar", "CO") not in _places(gazetteer, geonames, text)


def test_a_name_opening_a_sentence_is_a_town_by_that_very_name(tiny_gazetteer, geonames) -> None:
    # (guard: "Zulia" is only another name of El Zulia, near Cúcuta; at a sentence's opening that is not enough)
    text = "Era el jueves. En Zulia, cerca de Maracaibo, los guardias llegaron a un caserío."
    assert not any(m.place.country_code == "CO"
                   for m in resolve_mentions(text, tiny_gazetteer, geonames=geonames))
