"""Event extraction traps found in held-out batch 76 (a sergeant's crossing told after a quote that follows a sentence
about a crowd of soldiers, a background day recalled with "that" in the middle of one man's story), each shown on new
sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ONE_MAN_PAST_A_CROWD_AND_A_QUOTE = [
    # a singular verb with its subject left out, after a quote, goes on with the one man told before the crowd
    _case('El cabo Ramiro Ledezma desertó la noche del 3 de marzo. Decenas de guardias huyeron a Colombia por los '
          'puentes. "Dejé el fusil en la garita", relató. Cruzó el río hasta Cúcuta.', "2019-05-10",
          [("border_crossing", "Cúcuta", "2019-03-03")], (), "es-after-crowd-and-quote"),
    _case('O cabo Ramiro Ledezma desertou na noite de 3 de março. Dezenas de guardas fugiram para a Colômbia. '
          '"Deixei o fuzil na guarita", contou. Atravessou a fronteira até Pacaraima.', "2019-05-10",
          [("border_crossing", "Pacaraima", "2019-03-03")], (), "pt-after-crowd-and-quote"),
    # (guard: a plural verb after the quote is the crowd's, not the one man's)
    _case('El cabo Ramiro Ledezma desertó la noche del 3 de marzo. Decenas de guardias huyeron a Colombia por los '
          'puentes. "Dejé el fusil en la garita", relató. Cruzaron el río hasta Cúcuta.', "2019-05-10",
          [], (("border_crossing", "Cúcuta", ANY),), "es-plural-verb-stays-with-crowd"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_MAN_PAST_A_CROWD_AND_A_QUOTE)
def test_one_man_goes_on_past_a_crowd_and_a_quote(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THAT_DAY_RECALLED = [
    # "Ese 23 de febrero": a day before the story's, recalled as background, does not move the story's day
    _case("El sargento Omar Lugo desertó el 26 de febrero, tres días después de los choques en los puentes. Ese 23 de "
          "febrero, decenas de militares cruzaron a Colombia. El sargento Lugo pidió refugio en Cúcuta a la mañana "
          "siguiente.", "2019-05-10", [("asylum", "Cúcuta", "2019-02-27")], (), "es-ese-dia"),
    _case("O sargento Omar Lugo desertou em 26 de fevereiro, três dias depois dos confrontos nas pontes. Naquele 23 "
          "de fevereiro, dezenas de militares cruzaram para a Colômbia. O sargento Lugo pediu refúgio em Cúcuta na "
          "manhã seguinte.", "2019-05-10", [("asylum", "Cúcuta", "2019-02-27")], (), "pt-naquele-dia"),
    # (guard: a day told without "that" is the story's next step, and the next morning counts from it)
    _case("El sargento Omar Lugo desertó el 26 de febrero. El 2 de marzo, decenas de militares cruzaron a Colombia. "
          "El sargento Lugo pidió refugio en Cúcuta a la mañana siguiente.", "2019-05-10",
          [("asylum", "Cúcuta", "2019-03-03")], (), "es-plain-day-moves-story"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_DAY_RECALLED)
def test_a_day_recalled_with_that_keeps_the_story_day(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PAIR_AND_ONE_MORE = [
    # "Os dois e um terceiro soldado": the men counted and one more are the left-out subject of a plural verb
    _case("Os dois e um terceiro soldado deixaram o quartel na noite de 12 de agosto. Entraram no Brasil perto de "
          "Pacaraima dois dias depois.", "2019-09-20", [("border_crossing", "Pacaraima", "2019-08-14")], (),
          "pt-os-dois-e-um-terceiro"),
    _case("Los dos y un tercer guardia dejaron el cuartel la noche del 12 de agosto. Entraron a Colombia por Cúcuta "
          "dos días después.", "2019-09-20", [("border_crossing", "Cúcuta", "2019-08-14")], (),
          "es-los-dos-y-un-tercer"),
    # (guard: one more man alone takes no plural verb)
    _case("Un tercer guardia dejó el cuartel la noche del 12 de agosto. Entraron a Colombia por Cúcuta dos días "
          "después.", "2019-09-20", [], (("border_crossing", "Cúcuta", "2019-08-14"),), "es-un-tercer-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", PAIR_AND_ONE_MORE)
def test_a_pair_and_one_more_is_a_plural_subject(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_ORDINAL_SOLDIER_MOVED = [
    # "O terceiro soldado ... foi levado para um abrigo": one more man, whose move is an event
    _case("O terceiro soldado foi levado para um abrigo em Boa Vista na semana passada.", "2019-10-10",
          [("relocation", "Boa Vista", ANY)], (), "pt-o-terceiro-soldado"),
    _case("The third soldier was taken to a shelter in Boa Vista last week.", "2019-10-10",
          [("relocation", "Boa Vista", ANY)], (), "en-the-third-soldier"),
    # (guard: a third day names nobody)
    _case("The third day was taken up by talks in Boa Vista.", "2019-10-10", [], ("relocation",), "en-third-day"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ORDINAL_SOLDIER_MOVED)
def test_the_ordinal_soldier_is_an_actor(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESCRIBED_SUBJECT_THEN_HIS_ACCOUNT = [
    # the time in the relative clause describing the opening subject is that clause's; the account after "relató
    # que" takes its own time
    _case("Un teniente del Ejército que llegó a Sevilla la semana pasada, trasladado desde un centro de acogida de "
          "Madrid, explicó que cruzó a Colombia por una trocha cerca de Maicao en abril.", "2019-11-26",
          [("border_crossing", ANY, "2019-04-01")], (("border_crossing", ANY, "2019-11-18"),), "es-explico-que"),
    _case("O cabo que chegou a Manaus na semana passada, levado de Boa Vista, contou que atravessou para o Brasil em "
          "março.", "2019-11-26", [("border_crossing", ANY, "2019-03-01")], (("border_crossing", ANY, "2019-11-18"),),
          "pt-contou-que"),
    # and the move the description tells keeps the description's week
    _case("Un cabo que llegó a Valencia la semana pasada, trasladado desde Madrid, contó que cruzó a Colombia por una "
          "trocha en marzo.", "2019-11-26", [("relocation", "Valencia", "2019-11-18")],
          (("relocation", "Valencia", "2019-03-01"),), "es-description-keeps-its-week"),
]


@pytest.mark.parametrize("text, published, present, absent", DESCRIBED_SUBJECT_THEN_HIS_ACCOUNT)
def test_a_described_subject_and_his_account_keep_their_times(gazetteer, text: str, published: str, present: list,
                                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROTEST_WHERE_THEY_ARRIVED = [
    # a protest in a sentence that names no place is where the men last told of arrived, a few sentences back
    _case("Veinte exmilitares venezolanos fueron trasladados el lunes a un albergue en Pereira. Allí no hay camas. El "
          "martes, cinco de ellos iniciaron una huelga de hambre.", "2019-11-27",
          [("protest", "Pereira", "2019-11-26")], (), "es-huelga-de-hambre"),
    _case("Vinte ex-militares venezuelanos foram levados na segunda-feira para um abrigo em Manaus. Lá não há camas. "
          "Na terça-feira, cinco deles iniciaram uma greve de fome.", "2019-11-27",
          [("protest", "Manaus", "2019-11-26")], (), "pt-greve-de-fome"),
    # (guards: a protest whose sentence names its own place keeps it; a move told long before gives none)
    _case("Veinte exmilitares venezolanos fueron trasladados el lunes a un albergue en Pereira. Allí no hay camas. El "
          "martes, cinco de ellos iniciaron una huelga de hambre en Bogotá.", "2019-11-27", [],
          (("protest", "Pereira", ANY),), "es-own-place"),
    _case("Veinte exmilitares venezolanos fueron trasladados el lunes a un albergue en Pereira. Allí no hay camas. La "
          "comida es escasa. Nadie los visita. No tienen trabajo. El martes, cinco de ellos iniciaron una huelga de "
          "hambre.", "2019-11-27", [], (("protest", "Pereira", ANY),), "es-move-too-far-back"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTEST_WHERE_THEY_ARRIVED)
def test_a_protest_with_no_place_is_where_they_arrived(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


EXPELLED_OVER_THE_LINE = [
    # "expelled into Costa Rica", "were expelled to Colombia": the men sent over the border, told in the passive
    _case("Four Venezuelan soldiers were detained at the border post on Monday. The next day they were driven back to "
          "the border and expelled into Costa Rica.", "2019-11-08",
          [("border_crossing", "Costa Rica", "2019-11-05")], (), "en-and-expelled-into"),
    _case("Two Venezuelan sergeants were expelled to Colombia on Tuesday.", "2019-11-08",
          [("border_crossing", "Colombia", "2019-11-05")], (), "en-were-expelled-to"),
    # (guard: expelled from the Guard is out of the force, not over a border)
    _case("Two Venezuelan officers were expelled from the National Guard on Tuesday.", "2019-11-08", [],
          ("border_crossing",), "en-expelled-from-the-guard"),
]


@pytest.mark.parametrize("text, published, present, absent", EXPELLED_OVER_THE_LINE)
def test_expelled_over_the_line_is_a_crossing(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
