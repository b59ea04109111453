"""Place traps of held-out batch 82 (a development set): the gazetteer rows of the Mamoré twin towns
(Guajará-Mirim, Brazil, and Guayaramerín, Bolivia), the Maú river that Guyana calls the Ireng (not "Mau", India)
and Guyana's Rupununi savanna, on the routes of soldiers who crossed Guyana into Roraima or left Rondônia."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

BRAZIL = "Os ex-militares venezuelanos vivem no Brasil desde março. "


def _found(gazetteer, geonames, text: str) -> dict[str, tuple[str, str]]:
    return {text[r.start:r.end]: (r.place.name, r.place.country_code)
            for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize(("text", "surface", "place"), [
    (BRAZIL + "A PF parou um barco que cruzava o rio Mamoré de Guajará-Mirim para Guayaramerín.",
     "Guajará-Mirim", ("Guajará-Mirim", "BR")),
    (BRAZIL + "A PF parou um barco que cruzava o rio Mamoré de Guajará-Mirim para Guayaramerín.",
     "Guayaramerín", ("Guayaramerín", "BO")),
    ("Five Venezuelan soldiers were stopped on the Mamoré between Guajara-Mirim and Guayaramerin, Bolivia.",
     "Guayaramerin", ("Guayaramerín", "BO")),
    (BRAZIL + "Na noite de sábado, os sete guardas atravessaram o rio Maú perto de Normandia.",
     "rio Maú", ("Maú River", "BR")),
    ("The seven guardsmen waded the Ireng River into Brazil near Normandia on Saturday night.",
     "Ireng River", ("Maú River", "BR")),
    ("The seven guardsmen walked across the Rupununi savannah to Orinduik, in Guyana.",
     "Rupununi savannah", ("Rupununi", "GY")),
    # (trap: the Portuguese adjective "mau", bad, is no river)
    (BRAZIL + "O tempo estava mau quando os guardas atravessaram o rio perto de Normandia.", "mau", None),
])
def test_mamore_and_guyana_route_places(gazetteer, geonames, text, surface, place):
    assert _found(gazetteer, geonames, text).get(surface) == place
