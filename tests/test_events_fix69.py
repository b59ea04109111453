"""Event extraction traps found in held-out batch 69 (a GNB captain from Maracaibo to Vigo, ex-military flown to
João Pessoa, soldiers through the forest to Paruima, a lieutenant at the Hidalgo bridge, guardsmen caught on the
Orinoco, a corporal sent back from French Guiana, coffee pickers in the Quindío, a deserter shot in Soacha), each
shown on new sentences: other stories' headlines under a bare "Relacionados", "Te puede interesar" or "Lo más
leído" label; men named by what they are ("são soldados ... que atravessaram") before what they did; a rule told
of anyone ("anyone abandoning his unit would face a military court"); protests named as what was put down ("la
represión de las protestas"); where men are staying now ("are staying at a shelter in Georgetown"); the crossing made ("a travessia foi
feita a pé")."""

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


A_RULE_FOR_ANYONE = [
    # "anyone abandoning their post will face military justice": a rule told of anybody, no desertion done
    _case("Defence Minister Vladimir Padrino said that anyone abandoning his unit would face a military court.", "2019-04-23",
          [], ("defection",), "en-anyone-abandoning"),
    _case("El ministro dijo que cualquiera que haya desertado será juzgado por un tribunal militar.", "2019-04-23",
          [], ("defection",), "es-cualquiera-que-haya-desertado"),
    _case("O ministro da Defesa, Vladimir Padrino, disse que qualquer um que desertou será punido.", "2019-04-23",
          [], ("defection",), "pt-qualquer-um-que-desertou"),
    # (a man's own desertion told beside such a rule is still his)
    _case("Capt. Luis Ríos deserted at Ureña on Friday and said anyone could do the same.", "2019-04-23",
          [("defection", "Ureña", "2019-04-19")], (), "en-his-desertion-beside-anyone"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RULE_FOR_ANYONE)
def test_a_rule_for_anyone(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROTESTS_PUT_DOWN = [
    # "nunca participó en la represión de las protestas": the protests a unit put down, what soldiers did or refused
    _case("El sargento Luis Mora desertó en enero. Mora asegura que nunca participó en la represión de las "
          "protestas.", "2019-03-10", [("defection", ANY, "2019-01-01")], ("protest",), "es-represion-de-las-protestas"),
    _case("O sargento Luis Mora desertou em janeiro. Mora garante que nunca participou da repressão aos "
          "protestos.", "2019-03-10", [("defection", ANY, "2019-01-01")], ("protest",), "pt-repressao-aos-protestos"),
    _case("Sgt. Luis Mora deserted in January. Mora says he never took part in the repression of the protests.",
          "2019-03-10", [("defection", ANY, "2019-01-01")], ("protest",), "en-repression-of-the-protests"),
    # (a protest told as such, or one that was put down on its day, is still one)
    _case("Los soldados reprimieron la protesta de los vecinos en Ureña el sábado.", "2019-03-10",
          [("protest", "Ureña", "2019-03-09")], (), "es-reprimieron-la-protesta-del-sabado"),
    _case("Opposition supporters protested in Caracas on Saturday.", "2019-03-10",
          [("protest", "Caracas", "2019-03-09")], (), "en-protested"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTESTS_PUT_DOWN)
def test_protests_put_down(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STAYING_THERE_NOW = [
    # "are staying at a shelter in Georgetown": where they are now, "now" said or not, no move on the day told before
    _case("Three soldiers crossed into Guyana on Sunday. They are staying at a church shelter in Georgetown while "
          "their application is processed.", "2019-01-31", [], (("relocation", "Georgetown", "2019-01-27"),),
          "en-are-staying-at"),
    _case("Três soldados cruzaram para o Brasil no domingo (27). Os três estão abrigados em uma igreja em Boa "
          "Vista.", "2019-01-31", [], (("relocation", "Boa Vista", "2019-01-27"),), "pt-estao-abrigados-em"),
    # (a stay told in the past, on a day of its own, is still that day's)
    _case("Three soldiers crossed into Guyana on Sunday and were staying at a shelter in Georgetown on Tuesday.",
          "2019-01-31", [("relocation", "Georgetown", "2019-01-29")], (), "en-were-staying-on-tuesday"),
]


@pytest.mark.parametrize("text, published, present, absent", STAYING_THERE_NOW)
def test_staying_there_now(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_CROSSING_MADE = [
    # "a travessia foi feita a pé", "hizo la travesía": the crossing made, as "made the crossing" already reads
    _case("O cabo Luis Mora deixou o quartel em Santa Elena de Uairén em 3 de março. Segundo ele, a travessia foi "
          "feita a pé, por uma trilha, na noite de 4 de março.", "2019-05-14",
          [("border_crossing", ANY, "2019-03-04")], (), "pt-a-travessia-foi-feita"),
    _case("El cabo Luis Mora dejó su cuartel en Ureña el 3 de marzo. El cabo hizo la travesía a pie por una trocha "
          "el 4 de marzo.", "2019-05-14", [("border_crossing", ANY, "2019-03-04")], (), "es-hizo-la-travesia"),
    _case("Os dois soldados fizeram a travessia de barco em 4 de março.", "2019-05-14",
          [("border_crossing", ANY, "2019-03-04")], (), "pt-fizeram-a-travessia"),
    # (a journey's length told of a "travesía" is no crossing made)
    _case("La travesía en bus desde Cúcuta hasta Lima duró cinco días.", "2019-05-14", [], ("border_crossing",),
          "es-la-travesia-duro"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_CROSSING_MADE)
def test_the_crossing_made(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
