"""Event extraction traps found again in held-out batch 2 (troops filing past whoever reviews a military parade are
no march of protest; a move the writer says he does not know the when or how of is no move told), each shown on new
sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

PARADE_REVIEW = [
    # "in which thousands of soldiers marched past him": a parade filing past the one who reviews it
    _case("On Friday the defence minister reviewed the Independence Day parade in Caracas, where 4,000 troops "
          "marched past him.", "2019-07-06", [], ("protest",), "en-marched-past-him"),
    _case("On Friday some 3,000 cadets marched past the reviewing stand on the Paseo Los Próceres in Caracas.",
          "2019-07-06", [], ("protest",), "en-past-the-reviewing-stand"),
    _case("On Friday some 3,000 cadets marched past President Nicolás Maduro in Caracas.", "2019-07-06", [],
          ("protest",), "en-past-the-president"),
    _case("El viernes unos 3.000 cadetes marcharon frente al presidente Nicolás Maduro en Caracas.", "2019-07-06", [],
          ("protest",), "es-frente-al-presidente"),
    _case("El viernes unos 3.000 cadetes marcharon ante la tribuna presidencial en Caracas.", "2019-07-06", [],
          ("protest",), "es-ante-la-tribuna"),
    # (guards: a march of protest past a building, or to it, is still a protest)
    _case("On Saturday thousands of opposition supporters marched past the Supreme Court in Caracas, waving flags.",
          "2019-07-07", [("protest", ANY, "2019-07-06")], (), "en-past-a-building"),
    _case("El sábado miles de opositores marcharon frente a la sede de la ONU en Caracas.", "2019-07-07",
          [("protest", ANY, "2019-07-06")], (), "es-frente-a-la-sede"),
    _case("El sábado miles de opositores marcharon hasta la sede de la ONU en Caracas.", "2019-07-07",
          [("protest", ANY, "2019-07-06")], (), "es-hasta-la-sede"),
]


@pytest.mark.parametrize("text, published, present, absent", PARADE_REVIEW)
def test_troops_filing_past_a_parade_review_make_no_protest(gazetteer, geonames, text: str, published: str,
                                                            present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


UNKNOWN_WHEN = [
    # "It was not immediately clear when Carvajal left Venezuela": what the writer does not know, no move told
    _case("It was not immediately clear when the colonel left Venezuela.", "2019-04-13", [], ("border_crossing",),
          "en-not-clear-when"),
    _case("It remains unclear how the two sergeants crossed into Colombia.", "2019-04-13", [], ("border_crossing",),
          "en-unclear-how"),
    _case("No está claro cuándo el coronel salió de Venezuela.", "2019-04-13", [], ("border_crossing",),
          "es-no-esta-claro-cuando"),
    _case("Não se sabe quando o coronel saiu da Venezuela.", "2019-04-13", [], ("border_crossing",),
          "pt-nao-se-sabe-quando"),
    # (guards: "why" leaves the move told, and so does an unknown about something after it)
    _case("It was not immediately clear why the colonel left Venezuela on Friday.", "2019-04-13",
          [("border_crossing", ANY, "2019-04-12")], (), "en-not-clear-why"),
    _case("The colonel left Venezuela on Friday, and it was not clear when he would return.", "2019-04-13",
          [("border_crossing", ANY, "2019-04-12")], (), "en-unknown-after-the-move"),
]


@pytest.mark.parametrize("text, published, present, absent", UNKNOWN_WHEN)
def test_a_move_whose_when_is_unknown_is_not_told(gazetteer, geonames, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
