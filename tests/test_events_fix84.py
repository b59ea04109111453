"""Event extraction traps found in held-out batch 84 (a desertion from a post the sentence before told, left "in
March" and followed in the same sentence by the crossing to a town abroad; a group taken "into custody" by its number
alone; a relative taken by the "Contra-Inteligência", spelt with a hyphen), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


POST_LEFT_BEFORE_CROSSING = [
    # "serviu num batalhão em Valera. Ele deixou o quartel em março e atravessou ... até Arauquita": the desertion is
    # from the post told before; the town reached is the crossing's
    _case("O cabo Luis Pérez serviu durante seis anos num batalhão em Valera. Ele deixou o quartel em março e "
          "atravessou o rio Arauca até Arauquita no dia 20 de março.", "2019-06-10",
          [("defection", "Valera", "2019-03-01")], (("defection", "Arauquita", ANY),), "pt-deixou-o-quartel-em-marco"),
    _case("El sargento Luis Pérez servía en una unidad de infantería en Maracaibo. Dijo que abandonó el cuartel el 3 "
          "de junio y que al día siguiente cruzó a pie hacia Colombia, donde pidió protección a la policía en Maicao.",
          "2019-08-10",
          [("defection", "Maracaibo", "2019-06-03")], (("defection", "Maicao", ANY),), "es-abandono-el-cuartel"),
    _case("Corporal Luis Pérez was last posted to a detachment in Carora. He said he left his unit in May, and that "
          "he crossed into Colombia near Maicao on May 20.", "2019-08-10",
          [("defection", "Carora", "2019-05-01")], (("defection", "Colombia", ANY),), "en-left-his-unit-in-may"),
    # (guard: no post told before: the desertion is not moved to a town the men only lived in)
    _case("El sargento Luis Pérez vivía con su madre en Maracaibo. Dijo que abandonó el cuartel el 3 de junio y que "
          "al día siguiente cruzó por una trocha hasta Maicao.", "2019-08-10", [],
          (("defection", "Maracaibo", ANY),), "es-lived-not-posted"),
    # (guard: "his unit in Mérida" names the post's own town in the sentence: not the one told before)
    _case("Corporal Luis Pérez was last posted to a detachment in Carora. In May he left his unit in Mérida and "
          "crossed into Colombia near Maicao.", "2019-08-10", [], (("defection", "Carora", ANY),), "en-own-town"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_LEFT_BEFORE_CROSSING)
def test_a_post_left_before_a_crossing_is_where_the_desertion_was(gazetteer, geonames, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_INTO_CUSTODY = [
    # "Police took the six into custody": the men of the landing told before, held
    _case("Six Venezuelan sailors came ashore near Noord on Sunday. Aruba police took the six into custody on Sunday "
          "afternoon.", "2019-07-09", [("arrest", ANY, "2019-07-07")], (), "en-took-the-six-into-custody"),
    # (guard: "into account" holds nobody)
    _case("Six Venezuelan sailors came ashore near Noord on Sunday. The court took the six into account on Sunday.",
          "2019-07-09", [], ("arrest",), "en-into-account"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_INTO_CUSTODY)
def test_a_group_taken_into_custody_by_its_number_is_held(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_BY_HYPHENATED_SERVICE = [
    # "levada por agentes da Direção-Geral de Contra-Inteligência Militar": Portugal's spelling of the DGCIM's name
    _case("O cabo José Lima desertou em junho. Na terça-feira, a mãe do cabo foi levada por agentes da Direção-Geral "
          "de Contra-Inteligência Militar em Maracay.", "2019-11-06", [("arrest", "Maracay", "2019-11-05")], (),
          "pt-contra-inteligencia"),
    # (guard: taken by her son to the service's office is no arrest)
    _case("O cabo José Lima desertou em junho. Na terça-feira, a mãe do cabo foi levada pelo irmão até à sede da "
          "Direção-Geral de Contra-Inteligência Militar em Maracay para pedir notícias.", "2019-11-06", [], ("arrest",),
          "pt-taken-by-her-son"),
    # (guard: working for the service holds nobody)
    _case("O cabo José Lima desertou em junho. O irmão do cabo trabalhava como motorista da Direção-Geral de "
          "Contra-Inteligência Militar em Maracay.", "2019-11-06", [], ("arrest",), "pt-works-for-it"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_BY_HYPHENATED_SERVICE)
def test_taken_by_the_counter_intelligence_spelt_with_a_hyphen_is_held(gazetteer, geonames, text: str,
                                                                         published: str, present: list,
                                                                         absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
