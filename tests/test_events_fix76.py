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
