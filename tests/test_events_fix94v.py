"""Event traps of held-out batch 94 (a development set): shots begun at men crossing ("nos empezaron a disparar",
"começaram a atirar", "started firing at"), a Portuguese "atirou" with no object ("uma patrulha nos viu e atirou"),
told in the deserters' own quoted words ("nos" the ones shot at), in the river or on the way to the line, are violence
on the day of the crossing or desertion told just before, in Venezuela."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

_ES_DESERTION = "Cuatro soldados venezolanos desertaron de Casigua El Cubo en la noche del miércoles y cruzaron el río de Oro. "
_PT_DESERTION = ("Quatro sargentos da Guarda Nacional Bolivariana deixaram o destacamento em que serviam, em Santa Elena "
                 "de Uairén, na noite de sexta-feira (13). ")
_EN_DESERTION = "Four Venezuelan soldiers deserted from Casigua El Cubo on Wednesday night and waded across the river. "

SHOTS_AT_THE_ONES_CROSSING = [
    _case(_ES_DESERTION + "\"Cuando ya estábamos en el agua nos empezaron a disparar desde atrás\", contó uno de ellos.",
          "2019-11-08", [("violence", "Casigua El Cubo", "2019-11-06")], (), "es-quote-nos-empezaron-a-disparar"),
    _case(_ES_DESERTION + "Cuando ya estaban en el agua, los guardias comenzaron a dispararles.",
          "2019-11-08", [("violence", ANY, "2019-11-06")], (), "es-comenzaron-a-dispararles"),
    _case(_PT_DESERTION + "\"Saímos um por um, sem fuzil. No caminho para a linha, uma patrulha nos viu e atirou\", "
          "contou o sargento.", "2019-12-16", [("violence", "Venezuela", "2019-12-13")], (), "pt-quote-nos-viu-e-atirou"),
    _case(_PT_DESERTION + "No caminho para a fronteira, os guardas começaram a atirar.", "2019-12-16",
          [("violence", ANY, "2019-12-13")], (), "pt-comecaram-a-atirar"),
    _case(_EN_DESERTION + "\"When we were in the water they started firing at us,\" one of them said.", "2019-11-08",
          [("violence", ANY, "2019-11-06")], (), "en-started-firing-at-us"),
    # (guard: thrown, not shot)
    _case(_PT_DESERTION + "No caminho para a fronteira, um dos sargentos se atirou no rio.", "2019-12-16",
          [], ("violence",), "pt-se-atirou-no-rio"),
    _case(_PT_DESERTION + "No caminho para a fronteira, os moradores começaram a atirar pedras.", "2019-12-16",
          [], ("violence",), "pt-atirar-pedras"),
    # (guard: a figure soaring, no shot)
    _case(_ES_DESERTION + "Desde entonces, el número de deserciones empezó a dispararse.", "2019-11-08",
          [], ("violence",), "es-empezo-a-dispararse"),
    # (guard: a quote's shots at others, not at the speakers, stay someone else's words)
    _case(_ES_DESERTION + "\"En el pueblo les empezaron a disparar a los manifestantes\", dijo un vecino.", "2019-11-08",
          [], ("violence",), "es-quote-shots-at-others"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOTS_AT_THE_ONES_CROSSING)
def test_shots_at_the_ones_crossing(gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


def test_the_shots_quoted_leave_the_crossers_the_subject(gazetteer, geonames) -> None:
    """The quote telling the shots is no aside that ends the story's subject: the men found after it are the four."""
    text = (_ES_DESERTION + "\"Cuando ya estábamos en el agua nos empezaron a disparar desde atrás. Eran de nuestro "
            "mismo pelotón\", contó uno de ellos.\n\nAl amanecer del jueves, campesinos de La Gabarra los encontraron "
            "escondidos y avisaron al Ejército colombiano, que los recogió y los llevó a su base en Tibú.")
    assert_coded(_coded_with(gazetteer, geonames, text, "2019-11-08"),
                 [("violence", ANY, "2019-11-06"), ("relocation", "Tibú", "2019-11-07")])
