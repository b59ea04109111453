"""Event extraction traps found in held-out batch 69 (a GNB captain from Maracaibo to Vigo, ex-military flown to
João Pessoa, soldiers through the forest to Paruima, a lieutenant at the Hidalgo bridge, guardsmen caught on the
Orinoco, a corporal sent back from French Guiana, coffee pickers in the Quindío, a deserter shot in Soacha), each
shown on new sentences: other stories' headlines under a bare "Relacionados", "Te puede interesar" or "Lo más
leído" label; men named by what they are ("são soldados ... que atravessaram") before what they did."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded
from .test_events_fix62 import _coded_file

OTHER_STORIES_LISTED = [
    # the headlines under a bare "related" label, or the site's most-read list, are other stories: nothing coded
    _case("El teniente Pérez cruzó a Colombia por Cúcuta el viernes.\n\nRELACIONADOS\n"
          "• Dos soldados venezolanos llegan a Manaus y piden refugio\n• Qué es el TPS y a quién protege",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")], (("relocation", "Manaus", ANY),),
          "es-relacionados"),
    _case("El teniente Pérez cruzó a Colombia por Cúcuta el viernes.\n\nRelacionadas:\n"
          "- Dos soldados desertaron hacia Brasil por Pacaraima",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")], (("defection", "Pacaraima", ANY),),
          "es-relacionadas"),
    _case("El teniente Pérez cruzó a Colombia por Cúcuta el viernes.\n\nTE PUEDE INTERESAR\n"
          "• Dos soldados venezolanos llegan a Manaus y piden refugio",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")], (("relocation", "Manaus", ANY),),
          "es-te-puede-interesar"),
    _case("El teniente Pérez cruzó a Colombia por Cúcuta el viernes.\n\nLo más leído\n"
          "1. Lluvias dejan inundaciones en Cúcuta\n2. Capturan a dos soldados desertores en Maicao",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")], ("arrest",), "es-lo-mas-leido"),
    _case("O tenente Pérez cruzou a fronteira em Pacaraima na sexta-feira (15).\n\nMais lidas\n"
          "1. Chuva alaga ruas de Boa Vista\n2. Dois soldados venezuelanos são presos em Manaus",
          "2019-11-18", [("border_crossing", "Pacaraima", "2019-11-15")], ("arrest",), "pt-mais-lidas"),
    _case("Lt. Pérez crossed into Colombia at Cúcuta on Friday.\n\nYou may also like\n"
          "- Two Venezuelan soldiers reach Manaus and ask for refuge",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")], (("asylum", "Manaus", ANY),),
          "en-you-may-also-like"),
    # ... a numbered list under any other label is the story's own
    _case("El teniente Pérez cruzó a Colombia por Cúcuta el viernes.\n\nSu recorrido\n"
          "1. El 3 de noviembre dos soldados desertaron hacia Brasil por Pacaraima.",
          "2019-11-18", [("defection", "Pacaraima", "2019-11-03")], (), "es-numbered-story-list-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", OTHER_STORIES_LISTED)
def test_other_stories_listed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_file(gazetteer, text, published), present, absent)


NAMED_BY_WHAT_THEY_ARE = [
    # "Os outros dois são soldados ... que atravessaram": what the two are, then what they did
    _case("Os outros dois são soldados da Guarda Nacional que atravessaram para Pacaraima em março.", "2019-06-20",
          [("defection", "Pacaraima", "2019-03-01"), ("border_crossing", "Pacaraima", "2019-03-01")], (),
          "pt-sao-soldados-que-atravessaram"),
    _case("Los otros tres son militares de un batallón de Táchira que cruzaron a Cúcuta en marzo.", "2019-06-20",
          [("border_crossing", "Cúcuta", "2019-03-01")], (), "es-son-militares-que-cruzaron"),
    # (what they were, and no deed after it, codes nothing)
    _case("Hasta marzo eran soldados del Ejército; hoy venden café en Lima.", "2019-06-20", [],
          ("defection", "border_crossing"), "es-eran-soldados-only"),
]


@pytest.mark.parametrize("text, published, present, absent", NAMED_BY_WHAT_THEY_ARE)
def test_named_by_what_they_are(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
