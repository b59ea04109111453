"""Event extraction traps found in held-out batch 47 worked a fifth time (a guard lieutenant's flight after his
cousin's death in custody, told first in a one-line lead; nine soldiers through the Catatumbo; a military court's
capture order; a married pair telling EFE of their crossing in a Cúcuta hotel), each shown on new sentences: an
undated event the lead sentence sums up that the body retells with its day is that day's event; a desertion told with
no day of its own that the story retells at the same post with an earlier day is that desertion; a court's order of
capture with its day between verb and noun ("ordenó el pasado lunes 11 de noviembre la captura") is a warrant; and
the room a teller spoke in ("dijo a EFE en un hotel de Cúcuta") is not where the quoted step happened."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LEDE_RETOLD = [
    # the lead sums up the flight; the body tells it with its days
    _case("MAICAO, Colombia (AP) — A Venezuelan army sergeant who deserted his unit said Thursday he had fled to "
          "Colombia because he feared arrest.\n\nSgt. Luis Pérez, 30, left his post at an army base in Maracaibo on "
          "Monday and crossed into Colombia at Paraguachón on Tuesday, he told The Associated Press.", "2019-03-14",
          [("defection", "Maracaibo", "2019-03-11")], [("defection", ANY, None)], "en-lead-retold"),
    _case("Los soldados escaparon de un puesto en Ureña y cruzaron a Colombia por una trocha.\n\nSegún su relato, los "
          "cuatro soldados salieron del puesto de Ureña en la noche del sábado 9 de marzo y cruzaron el río el domingo "
          "10 hacia Cúcuta.", "2019-03-14",
          [("defection", "Ureña", "2019-03-09")], [("defection", "Ureña", None)], "es-lead-retold"),
    # ... a running total in the lead is no one man's step: kept
    _case("More than 1,000 Venezuelan soldiers have deserted to Colombia since Feb. 23, migration officials said.\n\n"
          "Sgt. Luis Pérez deserted his post in Ureña on Monday and crossed into Colombia on Tuesday.", "2019-03-14",
          [("defection", "Colombia", None), ("defection", "Ureña", "2019-03-11")], (), "tally-lead-kept"),
    # ... nor a lead the body never dates
    _case("MAICAO, Colombia (AP) — A Venezuelan army sergeant who deserted his unit said Thursday he had fled to "
          "Colombia because he feared arrest.\n\nHe said life in the barracks had become unbearable.", "2019-03-14",
          [("defection", "Colombia", None)], (), "lead-never-retold"),
]


@pytest.mark.parametrize("text, published, present, absent", LEDE_RETOLD)
def test_lede_retold(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESERTION_DATED_LATER = [
    # the desertion borrows Tuesday's surrender; the story then tells its own Saturday at the same post
    _case("Nueve soldados venezolanos se entregaron el martes a una patrulla del Ejército colombiano en Tibú. Los nueve "
          "desertaron del puesto militar de Casigua El Cubo, en el estado Zulia. Según su relato, salieron de la base "
          "en Casigua El Cubo en la noche del sábado 11 de mayo.", "2019-05-16",
          [("defection", "Casigua El Cubo", "2019-05-11")], [("defection", "Casigua El Cubo", "2019-05-14")],
          "es-post-retold-earlier"),
    _case("Un helicóptero trasladó el martes a Cúcuta a los tres soldados. Un sargento desertó del puesto de Ureña. "
          "El sargento desertó del puesto de Ureña el sábado 11 de mayo.", "2019-05-16",
          [("defection", "Ureña", "2019-05-11")], [("defection", "Ureña", "2019-05-14")], "es-same-sergeant"),
    # ... another man's desertion from the same post is his own
    _case("Un helicóptero trasladó el martes a Cúcuta a los tres soldados. Un sargento desertó del puesto de Ureña. "
          "Otro sargento desertó del puesto de Ureña el sábado 11 de mayo.", "2019-05-16",
          [("defection", "Ureña", "2019-05-14"), ("defection", "Ureña", "2019-05-11")], (), "es-another-sergeant"),
    # ... and a desertion told undated after the dated one keeps its own telling
    _case("Nueve soldados salieron de la base de Casigua El Cubo en la noche del sábado 11 de mayo. El martes se "
          "entregaron a una patrulla en Tibú. Otros tres soldados desertaron del puesto de Casigua El Cubo.",
          "2019-05-16", [("defection", "Casigua El Cubo", "2019-05-11"), ("defection", "Casigua El Cubo", "2019-05-14")],
          (), "es-told-after"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTION_DATED_LATER)
def test_desertion_dated_later(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CAPTURE_ORDER_IS_NO_ARREST = [
    # the order's day between the verb and the noun
    _case("Un tribunal militar de Caracas ordenó el pasado lunes 11 de noviembre la captura de cinco oficiales.",
          "2019-11-13", [], ("arrest",), "es-ordered-last-monday"),
    _case("Um juiz militar decretou na última segunda-feira (11) a prisão de três oficiais.", "2019-11-13", [],
          ("arrest",), "pt-decreed-last-monday"),
    # ... an arrest made on such a day stays one
    _case("La Dgcim detuvo el pasado lunes 11 de noviembre a cinco oficiales en San Cristóbal.", "2019-11-13",
          [("arrest", "San Cristóbal", "2019-11-11")], (), "es-arrested-last-monday"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CAPTURE_ORDER_IS_NO_ARREST)
def test_a_capture_order_is_no_arrest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHERE_THE_TELLER_SPOKE = [
    # the hotel or shelter the teller spoke in is no place of the quoted crossing
    _case('"Cruzamos el río de noche", dijo el sargento a EFE en un hotel de Cúcuta.', "2019-03-20", [],
          [("border_crossing", "Cúcuta", ANY)], "es-told-in-a-hotel"),
    _case('Sgt. Pérez deserted on Saturday. "We crossed the river at night," he told Reuters at a shelter in Cúcuta.',
          "2019-03-20", [("defection", ANY, "2019-03-16")], [("border_crossing", "Cúcuta", ANY)], "en-told-at-a-shelter"),
    # ... a step told as his own at that place keeps it
    _case("El sargento Pérez dijo que fue detenido en un hotel de Cúcuta.", "2019-03-20",
          [("arrest", "Cúcuta", ANY)], (), "es-held-in-the-hotel"),
    _case("Sgt. Pérez said he was arrested in a hotel in Cúcuta.", "2019-03-20", [("arrest", "Cúcuta", ANY)], (),
          "en-arrested-in-the-hotel"),
]


@pytest.mark.parametrize("text, published, present, absent", WHERE_THE_TELLER_SPOKE)
def test_where_the_teller_spoke(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
