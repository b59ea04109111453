"""Event extraction traps found in held-out batch 62 (a former guardsman shot in a Cali barrio, guardsmen landing
by pirogue in Trinidad, a sergeant's journey down the Amazon), each shown on new sentences: other stories'
headlines listed under a "read also" label."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, assert_coded


def _coded_file(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """As `_coded`, for the text read as a file is (cleaned of site furniture)."""
    article = article_from_bytes(text.encode(), "story.txt", published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


READ_ALSO_LISTS = [
    # the bulleted headlines under a "read also" label are other stories: nothing they tell is coded
    _case("El sargento Pérez cruzó a Colombia por Cúcuta el viernes.\n\nLEA TAMBIÉN\n"
          "- Dos soldados desertaron hacia Brasil por Pacaraima\n- Cinco guardias huyeron a Arauca",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")],
          (("defection", "Pacaraima", ANY), ("defection", "Arauca", ANY)), "es-lea-tambien"),
    _case("O sargento Pérez cruzou a fronteira em Pacaraima na sexta-feira (15).\n\nLeia também\n"
          "- Venezuela: os militares que desertaram para Boa Vista\n- Dois cabos fugiram para Manaus",
          "2019-11-18", [("border_crossing", "Pacaraima", "2019-11-15")],
          (("defection", "Boa Vista", ANY), ("defection", "Manaus", ANY)), "pt-leia-tambem"),
    _case("The sergeant crossed into Colombia at Cúcuta on Friday.\n\nRelated stories\n"
          "- Two soldiers deserted to Brazil through Pacaraima\n- Guardsmen fled to Arauca",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")],
          (("defection", "Pacaraima", ANY), ("defection", "Arauca", ANY)), "en-related-stories"),
    # ... a bulleted list under any other label is the story's own (a chronology)
    _case("El sargento Pérez cruzó a Colombia por Cúcuta el viernes.\n\nCronología\n"
          "- 3 de noviembre: dos soldados desertaron hacia Brasil por Pacaraima.",
          "2019-11-18", [("defection", "Pacaraima", "2019-11-03")], (), "es-chronology-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", READ_ALSO_LISTS)
def test_read_also_lists(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_file(gazetteer, text, published), present, absent)
