"""Event extraction traps found in held-out batch 71 (a sergeant and a corporal from Valle de la Pascua to Porto),
each shown on new sentences: the one a soldier left with, told "saiu do quartel com o cabo X", makes the pair a plural
"they", "os dois" or a left-out plural subject stands for next."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LEFT_WITH_A_COMRADE = [
    # "Nelson saiu do quartel com o cabo Kendry José Aular ... Viajaram de autocarro e, a 24 de fevereiro,
    # atravessaram a fronteira": the pair's crossing, told with the subject left out or as "they"
    _case("O sargento Luis Pérez saiu do quartel de Barinas com o cabo Juan Rojas em 3 de outubro. Em 5 de outubro, "
          "atravessaram a fronteira perto de Pacaraima.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-10-05")], (), "pt-saiu-com-o-cabo"),
    _case("El sargento Luis Pérez salió del cuartel de Barinas con el cabo Juan Rojas el 3 de octubre. El 5 de "
          "octubre cruzaron el río cerca de Cúcuta.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "es-salio-con-el-cabo"),
    _case("Sergeant Luis Pérez left his base in Barinas with Corporal Juan Rojas on Oct. 3. On Oct. 5, they crossed "
          "the border near Cúcuta.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "en-left-with-corporal"),
    _case("O sargento Luis Pérez saiu do quartel com o cabo Juan Rojas em 3 de outubro. Em 5 de outubro, os dois "
          "atravessaram a fronteira perto de Pacaraima.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-10-05")], (), "pt-os-dois"),
    # (guards: someone he only spoke with left nothing with him, and neither did the sergeant's mother)
    _case("Sergeant Luis Pérez deserted in Barinas on Oct. 3. He spoke with Corporal Juan Rojas on Oct. 4. On Oct. "
          "5, they crossed the border near Cúcuta.", "2019-10-20",
          [("defection", "Barinas", "2019-10-03")], (("border_crossing", ANY, ANY),), "en-spoke-with"),
    _case("El sargento Luis Pérez desertó en Barinas el 3 de octubre. Habló con el cabo Juan Rojas el 4 de octubre. "
          "El 5 de octubre cruzaron el río cerca de Cúcuta.", "2019-10-20",
          [("defection", "Barinas", "2019-10-03")], (("border_crossing", ANY, ANY),), "es-hablo-con"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_WITH_A_COMRADE)
def test_left_with_a_comrade(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DATED_BY_ANOTHER_EVENT = [
    # "Na noite de 21 de fevereiro, dois dias antes da tentativa de fazer entrar ajuda humanitária pela fronteira
    # colombiana, Nelson saiu do quartel": the aside dates the desertion by the aid convoys, whose border is not his
    _case("O sargento Luis Pérez servia num destacamento em Valle de la Pascua. Na noite de 21 de fevereiro, dois dias "
          "antes da tentativa de fazer entrar ajuda humanitária pela fronteira colombiana, o sargento saiu do "
          "quartel.", "2019-03-18", [("defection", "Valle de la Pascua", "2019-02-21")],
          (("border_crossing", ANY, ANY),), "pt-dois-dias-antes-da-tentativa"),
    _case("El sargento Luis Pérez servía en Valle de la Pascua. El 21 de febrero, dos días antes del intento de "
          "ingresar la ayuda por Cúcuta, el sargento desertó.", "2019-03-18",
          [("defection", "Venezuela", "2019-02-21")], (("defection", "Cúcuta", ANY),), "es-dos-dias-antes-del-intento"),
    _case("Sergeant Luis Pérez served in Valle de la Pascua. On Feb. 21, two days before the attempt to bring aid "
          "across the bridge at Cúcuta, the sergeant deserted.", "2019-03-18",
          [("defection", "Venezuela", "2019-02-21")], (("defection", "Cúcuta", ANY),), "en-two-days-before-the"),
    # (guard: two days after his own crossing, told by an infinitive, he was there)
    _case("El sargento Luis Pérez desertó el 21 de febrero. Dos días después de cruzar a Cúcuta, pidió refugio.",
          "2019-03-18", [("asylum", "Cúcuta", ANY)], (), "es-dos-dias-despues-de-cruzar"),
]


@pytest.mark.parametrize("text, published, present, absent", DATED_BY_ANOTHER_EVENT)
def test_dated_by_another_event(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
