"""Place traps found in held-out batch 86, second round: a police station named in lower case by its town ("por
agentes de la comisaría de Caballococha", "à delegacia de Pacaraima") names the town, however small."""

from __future__ import annotations

import pytest

from geo.geoparse import candidate_phrases, resolve_mentions


@pytest.mark.parametrize("text, surface", [
    ("Fue detenido por agentes de la comisaría de Yurimaguas.", "Yurimaguas"),
    ("Foi levado à delegacia de Tabatinga na sexta-feira.", "Tabatinga"),
    ("Los llevaron a la estación de policía de Saravena.", "Saravena"),
])
def test_a_station_names_its_town(text: str, surface: str) -> None:
    assert surface in [m.surface for m in candidate_phrases(text, [])]


@pytest.mark.parametrize("text", [
    # (guard: a station's lower-case department is no town)
    "Lo citaron en la comisaría de familia del barrio.",
    # (guard: a station's own name in capitals is cut to its town as before, not taken whole)
    "Pidió asilo en la Comisaría de la Policía Nacional de Vigo.",
])
def test_a_station_names_no_other_phrase(text: str) -> None:
    assert not any(m.surface.startswith(("familia", "Policía", "Comisaría")) for m in candidate_phrases(text, []))


def test_a_town_station_resolves_with_the_country_told(gazetteer, geonames) -> None:
    text = "El sargento venezolano fue detenido en el Perú por agentes de la comisaría de Yurimaguas."
    assert ("Yurimaguas", "PE") in [(m.place.name, m.place.country_code)
                                    for m in resolve_mentions(text, gazetteer, geonames=geonames)]
