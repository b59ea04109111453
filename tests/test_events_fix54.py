"""Event extraction traps found in held-out batch 54 (deserters' journeys told with a month and then its day, and
with a day counted from an earlier happening), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_DAY_REFINING_ITS_MONTH = [
    # "last month, on the night of Sept. 14": the day told in apposition says which day of the month, for every
    # verb of the sentence.
    _case("Sgt. Pedro Gómez said he deserted last month, on the night of Sept. 14, and crossed the Táchira River into "
          "Cúcuta.", "2019-10-17", [("defection", ANY, "2019-09-14"), ("border_crossing", ANY, "2019-09-14")],
          (("defection", ANY, "2019-09-01"),), "last-month-on-the-night-of"),
    _case("Sgt. Pedro Gómez deserted in August, on Aug. 9, and crossed into Cúcuta.", "2019-10-17",
          [("defection", ANY, "2019-08-09"), ("border_crossing", ANY, "2019-08-09")],
          (("border_crossing", ANY, "2019-08-01"),), "in-august-on-aug-9"),
    _case("El sargento Pedro Gómez desertó el mes pasado, la noche del 14 de septiembre, y cruzó el río Táchira hacia "
          "Cúcuta.", "2019-10-17", [("defection", ANY, "2019-09-14"), ("border_crossing", ANY, "2019-09-14")],
          (("defection", ANY, "2019-09-01"),), "es-el-mes-pasado-la-noche-del"),
    _case("O sargento Pedro Gómez desertou no mês passado, na noite de 14 de setembro, e atravessou a fronteira em "
          "Pacaraima.", "2019-10-17", [("defection", ANY, "2019-09-14"), ("border_crossing", ANY, "2019-09-14")],
          (("defection", ANY, "2019-09-01"),), "pt-no-mes-passado-na-noite-de"),
    # ... a day outside the month named is no refinement of it: each keeps its own
    _case("Sgt. Pedro Gómez deserted in August, on Sept. 14, and crossed into Cúcuta.", "2019-10-17",
          [("defection", ANY, "2019-09-14"), ("border_crossing", ANY, "2019-08-01")], (), "a-day-outside-the-month"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_REFINING_ITS_MONTH)
def test_a_day_refining_its_month(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DAY_COUNTED_FROM_A_HAPPENING = [
    # "On Feb. 24, a day after the convoys were turned back with tear gas, he left": the happening counted from is
    # dated by its own clause; the desertion told after that clause is on the day the sentence opens with.
    _case("On Feb. 24, a day after the aid convoys were turned back with tear gas, Capt. Luis Pérez left his post in "
          "Ureña and waded the Táchira River.", "2019-10-17",
          [("defection", "Ureña", "2019-02-24"), ("border_crossing", ANY, "2019-02-24")],
          (("defection", ANY, "2019-02-23"),), "a-day-after-the-convoys"),
    _case("On May 1, a day after the uprising was put down with gunfire, Capt. Luis Pérez left his post in Ureña and "
          "waded the Táchira River.", "2019-10-17",
          [("defection", "Ureña", "2019-05-01"), ("border_crossing", ANY, "2019-05-01")],
          (("defection", ANY, "2019-04-30"),), "a-day-after-the-uprising-was-put-down"),
    # ... and a count with no day of its own still dates the desertion by counting
    _case("Two days after the April 30 uprising, Sgt. Pedro Gómez deserted and crossed into Cúcuta.", "2019-10-17",
          [("defection", "Cúcuta", "2019-05-02")], (("defection", ANY, "2019-04-30"),), "two-days-after-undated"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_COUNTED_FROM_A_HAPPENING)
def test_a_day_counted_from_a_happening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_NUMBERED_WEEKDAY_AFTER_A_DAY_TOLD = [
    # "el viernes 17 de mayo ... el sábado 18": a weekday with its day of the month and no month, after a day the
    # sentence tells, goes on from that day (not to the latest 18th before publication, which is no Saturday).
    _case("Sgt. Luis Pérez deserted on Friday, May 17, and crossed into Colombia at Paraguachón on Saturday (18).",
          "2019-12-09", [("defection", ANY, "2019-05-17"), ("border_crossing", ANY, "2019-05-18")], (),
          "saturday-18-after-friday-may-17"),
    _case("El sargento Luis Pérez desertó la noche del viernes 17 de mayo y cruzó a Colombia por Paraguachón en la "
          "madrugada del sábado 18.", "2019-12-09",
          [("defection", ANY, "2019-05-17"), ("border_crossing", ANY, "2019-05-18")], (),
          "es-la-madrugada-del-sabado-18"),
    _case("O sargento Luis Pérez desertou na sexta-feira, 17 de maio, e atravessou para Pacaraima no sábado (18).",
          "2019-12-09", [("defection", ANY, "2019-05-17"), ("border_crossing", "Pacaraima", "2019-05-18")], (),
          "pt-no-sabado-18"),
    _case("El sargento Luis Pérez desertó el viernes 17 de mayo y cruzó a Colombia por Paraguachón el martes 21.",
          "2019-12-09", [("border_crossing", ANY, "2019-05-21")], (), "es-el-martes-21-four-days-on"),
]


@pytest.mark.parametrize("text, published, present, absent", A_NUMBERED_WEEKDAY_AFTER_A_DAY_TOLD)
def test_a_numbered_weekday_after_a_day_told(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_ARRIVAL_FROM_A_PLACE = [
    # "arrived on Thursday on a flight from Bogotá": where the flight came from is not where the arrival ended.
    _case("Sgt. Luis Pérez arrived on Thursday on a flight from Bogotá.", "2019-12-09",
          [("relocation", None, "2019-12-05")], (("relocation", "Bogotá", ANY),), "arrived-on-a-flight-from"),
    _case("El sargento Luis Pérez llegó el jueves en un vuelo desde Bogotá.", "2019-12-09",
          [("relocation", None, "2019-12-05")], (("relocation", "Bogotá", ANY),), "es-llego-en-un-vuelo-desde"),
    _case("El sargento Luis Pérez llegó el jueves desde Riohacha.", "2019-12-09",
          [("relocation", None, "2019-12-05")], (("relocation", "Riohacha", ANY),), "es-llego-desde"),
    # ... an arrival that names where it ended is there, and leaving a town is a move from it
    _case("Sgt. Luis Pérez arrived in San José on Thursday on a flight from Bogotá.", "2019-12-09",
          [("relocation", "San José", "2019-12-05")], (), "arrived-in-a-town-from"),
    _case("El sargento Luis Pérez llegó el domingo a la terminal de Trujillo en un bus procedente de Tumbes.",
          "2019-09-25", [("relocation", ANY, "2019-09-22")], (("relocation", None, ANY),), "es-llego-a-la-terminal-de"),
    _case("Sgt. Luis Pérez left Riohacha on Thursday.", "2019-12-09", [("relocation", "Riohacha", "2019-12-05")], (),
          "left-a-town"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ARRIVAL_FROM_A_PLACE)
def test_an_arrival_from_a_place(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_FOR_LINKS_TO_A_REVOLT = [
    # "arrested ... over his alleged links to the April 30 uprising": the revolt's day says why he was held, not when.
    _case("Police arrested Col. Luis Pérez at Barajas airport over his alleged links to the April 30 uprising at La "
          "Carlota.", "2019-11-21", [("arrest", ANY, None), ("uprising", ANY, "2019-04-30")],
          (("arrest", ANY, "2019-04-30"),), "over-his-alleged-links-to"),
    _case("Agentes de la Policía Nacional detuvieron al coronel Luis Pérez en Barajas por su supuesta vinculación con "
          "el levantamiento del 30 de abril en La Carlota.", "2019-11-21", [("arrest", ANY, None)],
          (("arrest", ANY, "2019-04-30"),), "es-por-su-supuesta-vinculacion-con"),
    _case("A Polícia Federal prendeu o coronel Luis Pérez no aeroporto de Guarulhos por sua suposta ligação com o "
          "levante de 30 de abril em La Carlota.", "2019-11-21", [("arrest", ANY, None)],
          (("arrest", ANY, "2019-04-30"),), "pt-por-sua-suposta-ligacao-com"),
    # ... a day of the arrest's own still dates it
    _case("Police arrested Col. Luis Pérez at Barajas airport on Sunday over his alleged links to the April 30 "
          "uprising at La Carlota.", "2019-11-21", [("arrest", ANY, "2019-11-17")], (),
          "arrested-on-sunday-over-links-to"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_FOR_LINKS_TO_A_REVOLT)
def test_held_for_links_to_a_revolt(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_POST_LEFT_BEFORE_A_CROSSING = [
    # "served at a post in Santa Elena de Uairén. He left the post on May 8 and walked to Pacaraima": the post left is
    # the one the sentence before placed, though the sentence names the town the crossing reached.
    _case("Cpl. Luis Pérez served at an army post in Santa Elena de Uairén. He said he left the post on the night of "
          "May 8 and walked across to Pacaraima the next morning.", "2019-10-14",
          [("defection", "Santa Elena de Uairén", "2019-05-08"), ("border_crossing", "Pacaraima", "2019-05-09")], (),
          "left-the-post-and-walked-to"),
    _case("El cabo Luis Pérez servía en un puesto del Ejército en Santa Elena de Uairén. Según él, abandonó el puesto "
          "la noche del 8 de mayo y caminó hasta Pacaraima en la madrugada siguiente.", "2019-10-14",
          [("defection", "Santa Elena de Uairén", "2019-05-08"), ("border_crossing", "Pacaraima", "2019-05-09")], (),
          "es-abandono-el-puesto-y-camino-hasta"),
    _case("O cabo Luis Pérez servia em um posto do Exército em Santa Elena de Uairén. Segundo ele, deixou o posto na "
          "noite de 8 de maio e atravessou a pé para Pacaraima na madrugada seguinte.", "2019-10-14",
          [("defection", "Santa Elena de Uairén", "2019-05-08"), ("border_crossing", "Pacaraima", "2019-05-09")], (),
          "pt-deixou-o-posto-e-atravessou"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_POST_LEFT_BEFORE_A_CROSSING)
def test_the_post_left_before_a_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
