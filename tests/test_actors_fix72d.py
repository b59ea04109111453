"""Actor traps found in held-out batch 72 (fourth pass), each shown on new sentences: a man told to be a rank with
no article ("Pernía era capitán de un batallón", "Chourio era sargento segundo en un puesto de la GNB") serves in
the forces with that rank, and so does the man named in full before whose surname it is."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _named(sentences: list[str], surface: str) -> list[tuple[str, bool]]:
    """(actor name, military) of every mention written `surface` in the sentences."""
    return [(a.name, a.military) for mentions in read_actors(sentences) for m in mentions if m.surface == surface
            for a in m.actors]


@pytest.mark.parametrize("sentences, surface, want", [
    (["Moreno era capitán de un batallón de infantería en Barinas."], "Moreno", ("Capt. Moreno", True)),
    (["Según el coronel, Ortega era sargento segundo en un puesto de la GNB en Guasdualito."], "Ortega",
     ("Sgt. Ortega", True)),
    (["Rangel foi sargento da Guarda Nacional em Santa Elena."], "Rangel", ("Sgt. Rangel", True)),
    (["Julio César Moreno Díaz vive en Sevilla desde junio.", "Moreno era teniente del Ejército."], "Julio César Moreno Díaz",
     ("Lt. Julio César Moreno Díaz", True)),
    # one man named in full and without his last surname: both forms are the officer
    (["Julio César Moreno desertó en mayo.", "Julio César Moreno Díaz vive en Sevilla.", "Moreno era capitán."],
     "Julio César Moreno", ("Capt. Julio César Moreno", True)),
])
def test_a_rank_told_after_era(sentences: list[str], surface: str, want: tuple) -> None:
    assert want in _named(sentences, surface)


@pytest.mark.parametrize("sentences, surface, unwanted", [
    # (guards: a rank with an article is read as before; two men sharing the surname take no rank; "era" + a trade)
    (["Julio Moreno vive en Sevilla.", "Ana Moreno vive en Cádiz.", "Moreno era capitán."], "Julio Moreno",
     ("Capt. Julio Moreno", True)),
    (["Julio Moreno vive en Sevilla.", "Moreno era carpintero en Barinas."], "Julio Moreno", ("Julio Moreno", True)),
])
def test_no_rank_where_the_predicate_names_none(sentences: list[str], surface: str, unwanted: tuple) -> None:
    assert unwanted not in _named(sentences, surface)
