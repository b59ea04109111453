"""Event extraction traps found again in held-out batch 49 (a prison guard who told a paper by telephone from
Cúcuta that he walked out at the end of his shift and never went back; guardsmen who rebelled "before being
surrounded and arrested"), each shown on new sentences in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

TOLD_AN_OUTLET_FROM = [
    # "told Reuters by telephone from Cúcuta": where the teller spoke from, with the outlet as the object of "told"
    # (no "to"), is no move's end
    _case("A sergeant told Reuters by telephone from Cúcuta that he walked out of his base in Maracay on 9 March.",
          "2019-03-28", [("defection", "Maracay", "2019-03-09")], (("relocation", "Cúcuta", ANY),),
          "en-told-outlet-by-telephone-from"),
    _case("A corporal who guarded the armoury at the base in Maracay told reporters from Cúcuta that he walked out "
          "at the end of his shift on 9 March and never went back.", "2019-03-28",
          [("defection", "Maracay", "2019-03-09")], (("relocation", "Cúcuta", ANY),), "en-told-reporters-from"),
    # ... "told" a person what he did keeps the place he fled from
    _case("A corporal told reporters he fled from Maracay on 9 March.", "2019-03-28",
          [("defection", "Maracay", "2019-03-09")], (), "en-told-reporters-he-fled-from"),
]


@pytest.mark.parametrize("text, published, present, absent", TOLD_AN_OUTLET_FROM)
def test_told_an_outlet_from(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OUT_AT_THE_END_OF_THE_SHIFT = [
    # "walked out of the prison at the end of his shift and never went back", "al terminar su turno ... y nunca
    # regresó", "no fim do seu turno ... e nunca mais voltou": a shift ended, and no return
    _case("An army corporal walked out of the prison in Maracay at the end of his shift on 9 March and never went "
          "back.", "2019-03-28", [("defection", "Maracay", "2019-03-09")], (), "en-at-the-end-of-his-shift"),
    _case("El 9 de marzo, al terminar su turno, el cabo Pedro Ruiz Lima dejó la cárcel de Maracay y nunca regresó.",
          "2019-03-28", [("defection", "Maracay", "2019-03-09")], (), "es-al-terminar-su-turno"),
    _case("O cabo Pedro Ruiz Lima deixou a prisão de Maracay no fim do seu turno, no dia 9 de março, e nunca mais "
          "voltou.", "2019-03-28", [("defection", ANY, "2019-03-09")], (), "pt-no-fim-do-seu-turno"),
    # ... going back the next morning is no desertion, and a guard telling of his post deserts nothing
    _case("An army corporal walked out of the prison in Maracay at the end of his shift on 9 March and went back the "
          "next morning.", "2019-03-28", [], ("defection",), "en-shift-and-went-back"),
    _case("A corporal who guarded the armoury at the base in Maracay said the officers were afraid.", "2019-03-28", [],
          ("defection",), "en-guard-tells-of-his-post"),
]


POST_HE_GUARDED = [
    # "who guarded a cell block at Tocorón ... walked out at the end of his shift and never went back": the post the
    # sentence names him by is the one he stayed away from, not his country at large
    _case("A corporal who until this month guarded a cell block at Tocorón told reporters by telephone from Cúcuta "
          "that he walked out of the prison at the end of his shift on 9 March and never went back.", "2019-03-28",
          [("defection", "Tocorón prison", "2019-03-09")], (("defection", "Venezuela", ANY),), "en-who-guarded-at"),
    # ... a guard who only tells of the prison left nothing
    _case("A corporal who until this month guarded a cell block at Tocorón said the prisoners slept on the floor.",
          "2019-03-28", [], ("defection", "relocation"), "en-who-guarded-says"),
]


@pytest.mark.parametrize("text, published, present, absent", POST_HE_GUARDED)
def test_post_he_guarded(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", OUT_AT_THE_END_OF_THE_SHIFT)
def test_out_at_the_end_of_the_shift(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SURROUNDED_AND_ARRESTED = [
    # "before being surrounded and arrested": the participle before "and" shares the auxiliary, so the men
    # the sentence is about are the ones arrested
    _case("The sailors mutinied in Puerto Cabello on 3 May before being surrounded and arrested.", "2019-05-10",
          [("arrest", "Puerto Cabello", "2019-05-03")], (), "en-before-being-surrounded-and-arrested"),
    _case("Two guardsmen rebelled at a post in Puerto Cabello on 3 May before being disarmed and detained within "
          "hours.", "2019-05-10", [("arrest", "Puerto Cabello", "2019-05-03")], (), "en-before-being-disarmed-and-detained"),
    # ... soldiers who surrounded and arrested others are not the ones held when they cross
    _case("Soldiers who surrounded and arrested the protesters in Caracas on 3 May crossed into Colombia on Monday.",
          "2019-05-10", [], (("arrest", ANY, "2019-05-06"),), "en-who-surrounded-and-arrested"),
]


@pytest.mark.parametrize("text, published, present, absent", SURROUNDED_AND_ARRESTED)
def test_surrounded_and_arrested(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_LAST_TOWN_BEFORE_THE_BORDER = [
    # "boarded a bus to Santa Elena de Uairén, the last Venezuelan town before the Brazilian frontier": an aside
    # that says where the town lies, however many words it takes, crosses no line
    _case("Sgt. Pedro Ruiz Lima left his base in Maturín on Thursday and took a bus to Ciudad Guayana. On Friday he "
          "boarded an overnight bus to Santa Elena de Uairén, the last Venezuelan town before the Brazilian frontier.",
          "2019-01-29", [("relocation", "Santa Elena de Uairén", "2019-01-25")], ("border_crossing",),
          "en-last-venezuelan-town-before-the-brazilian-frontier"),
    # ... walking across the frontier is a crossing
    _case("Sgt. Pedro Ruiz Lima left his base in Maturín on Thursday and took a bus to Ciudad Guayana. On Friday he "
          "boarded an overnight bus to Santa Elena de Uairén and walked across the Brazilian frontier.", "2019-01-29",
          [("border_crossing", ANY, "2019-01-25")], (), "en-walked-across-the-brazilian-frontier"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_LAST_TOWN_BEFORE_THE_BORDER)
def test_the_last_town_before_the_border(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DAY_AFTER_THE_CALL = [
    # "on Wednesday, ..., a day after a call for the military to rise up fizzled": the uprising the clause tells was
    # the day before the day of the main clause
    _case("National Guard troops fired tear gas at opposition supporters in eastern Caracas on Wednesday, killing a "
          "protester, a day after a call by Juan Guaidó for the military to rise up against Nicolás Maduro fizzled.",
          "2019-05-02", [("uprising", ANY, "2019-04-30"), ("violence", ANY, "2019-05-01")],
          (("uprising", ANY, "2019-05-01"),), "en-a-day-after-a-call-to-rise-up"),
    _case("Los militares dispararon contra los manifestantes en Caracas el miércoles 1 de mayo, un día después de que "
          "fracasara el alzamiento militar de La Carlota.", "2019-05-02",
          [("uprising", ANY, "2019-04-30"), ("violence", "Caracas", "2019-05-01")], (("uprising", ANY, "2019-05-01"),),
          "es-un-dia-despues-de-que-fracasara-el-alzamiento"),
    # ... what the main clause tells keeps its own day
    _case("Two guardsmen crossed into Colombia on Wednesday, a day after the uprising.", "2019-05-02",
          [("border_crossing", ANY, "2019-05-01")], (("border_crossing", ANY, "2019-04-30"),),
          "en-main-clause-keeps-its-day"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_AFTER_THE_CALL)
def test_a_day_after_the_call(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
