"""Event extraction traps found in held-out batch 82 (who one says one is, "se apresentaram como ex-militares"; a
river after a named place that says where the place lies, "perto da aldeia de Kaikan, no alto rio Wenamu"; one of the
speaker's own unit held, "Um cabo do nosso destacamento foi preso"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

INTRODUCED_AS_SOMEONE = [
    # "se presentó como", "se apresentaram como": who one says one is, no surrender to anyone
    _case("Agentes da Polícia Federal detiveram na quarta-feira cinco venezuelanos em Guajará-Mirim. Dois deles se "
          "apresentaram como ex-militares que desertaram do Exército da Venezuela.", "2019-12-13",
          [("arrest", "Guajará-Mirim", "2019-12-11")], ("defection",), "pt-se-apresentaram-como-ex-militares"),
    _case("Lo acompañaba Pedro Rivas, quien se presentó como vocero de los militares venezolanos en Cúcuta.",
          "2019-12-13", [], ("defection",), "es-se-presento-como-vocero"),
    # (guards: giving oneself up to the other side's forces, also as what one is, is still a desertion)
    _case("Los dos sargentos se presentaron ante la Policía colombiana en Arauca el lunes.", "2019-12-13",
          [("defection", "Arauca", "2019-12-09")], (), "es-se-presentaron-ante"),
    _case("Los dos sargentos se presentaron como desertores ante la Policía colombiana en Arauca el lunes.",
          "2019-12-13", [("defection", "Arauca", "2019-12-09")], (), "es-se-presentaron-como-desertores-ante"),
    _case("Os dois sargentos se apresentaram ao Exército brasileiro em Pacaraima na segunda-feira.", "2019-12-13",
          [("defection", "Pacaraima", "2019-12-09")], (), "pt-se-apresentaram-ao-exercito"),
]


@pytest.mark.parametrize("text, published, present, absent", INTRODUCED_AS_SOMEONE)
def test_introduced_as_someone_is_no_surrender(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TOWN_ON_A_RIVER = [
    # ", no alto rio Wenamu", ", on the upper Wenamu River": where the named village lies, not the way over
    _case("Os sete militares entraram na Guiana em 17 de agosto perto da aldeia de Kaikan, no alto rio Wenamu.",
          "2019-08-30", [("border_crossing", "Kaikan", "2019-08-17")], (("border_crossing", "Wenamu River", ANY),),
          "pt-perto-da-aldeia-no-alto-rio"),
    _case("On August 17, the seven soldiers entered Guyana near the village of Kaikan, on the upper Wenamu River.",
          "2019-08-30", [("border_crossing", "Kaikan", "2019-08-17")], (("border_crossing", "Wenamu River", ANY),),
          "en-near-the-village-on-the-upper-river"),
    _case("El 17 de agosto, los siete militares entraron a Guyana cerca de la aldea de Kaikan, en el alto río Wenamu.",
          "2019-08-30", [("border_crossing", "Kaikan", "2019-08-17")], (("border_crossing", "Wenamu River", ANY),),
          "es-cerca-de-la-aldea-en-el-alto-rio"),
    # "perto da aldeia de": the Portuguese village noun, as "near the village of"
    _case("Os sete militares entraram na Guiana em 17 de agosto perto da aldeia de Kaikan.", "2019-08-30",
          [("border_crossing", "Kaikan", "2019-08-17")], (("border_crossing", "Guyana", ANY),), "pt-perto-da-aldeia-de"),
    # (guard: a river crossed is still the way over, with the town it is crossed near)
    _case("On August 17 the seven soldiers crossed the Wenamu River near Kaikan.", "2019-08-30",
          [("border_crossing", "Wenamu River", "2019-08-17")], (), "en-crossed-the-river-near-town"),
]


@pytest.mark.parametrize("text, published, present, absent", TOWN_ON_A_RIVER)
def test_a_river_after_a_named_place_locates_it(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ONE_OF_OUR_UNIT_HELD = [
    # "um cabo do nosso destacamento", "un cabo de nuestro batallón", "a corporal from our unit": the speaker's own
    # people, told in his own account as his kin or his colleagues are
    _case('"Um cabo do nosso destacamento foi preso em Santa Elena em julho", disse o sargento.', "2019-08-30",
          [("arrest", "Santa Elena de Uairén", "2019-07-01")], (), "pt-um-cabo-do-nosso-destacamento"),
    _case('"Un cabo de nuestro batallón fue detenido en Santa Elena en julio", dijo el sargento.', "2019-08-30",
          [("arrest", "Santa Elena de Uairén", "2019-07-01")], (), "es-un-cabo-de-nuestro-batallon"),
    _case('"A corporal from our unit was arrested in Santa Elena in July," the sergeant said.', "2019-08-30",
          [("arrest", "Santa Elena de Uairén", "2019-07-01")], (), "en-a-corporal-from-our-unit"),
    # (guard: someone else's unit in a quote is no account of the speaker's own)
    _case('"Um cabo do destacamento foi preso em Santa Elena em julho", disse o sargento.', "2019-08-30",
          [], ("arrest",), "pt-um-cabo-do-destacamento"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_OF_OUR_UNIT_HELD)
def test_one_of_the_speakers_own_unit_held(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
