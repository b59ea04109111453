"""Dates found in held-out batch 49: a chronology's entry that opens on its weekday and day of the month
("- **Viernes 5.** Manejaron toda la noche"), in Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "surface", "expected"), [
    ("- **Viernes 5.** Manejaron toda la noche hasta Maracaibo.", "Viernes 5", "2019-04-05 day"),
    ("- **Sábado 6, madrugada.** Cruzaron por una trocha.", "Sábado 6", "2019-04-06 day"),
    ("Lunes 8: fueron trasladados a Riohacha.", "Lunes 8", "2019-04-08 day"),
    ("- **Sexta-feira 5.** Atravessaram a fronteira a pé.", "Sexta-feira 5", "2019-04-05 day"),
])
def test_a_chronology_entry_opens_on_its_day(text: str, surface: str, expected: str) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, "2019-04-11")}
    assert found.get(surface) == expected, found


def test_a_weekday_and_a_count_is_no_entry() -> None:
    found = {m.surface.strip(): normalised(m) for m in dates("Sábado 6 horas después llegaron.", "2019-04-11")}
    assert "Sábado 6" not in found, found
