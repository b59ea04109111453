"""Event extraction traps found in held-out batch 35, each shown on new sentences: a desertion told as a flashback
after the public break a story opens with, "tomó un taxi a", a video that "arrives", "the 31-year-old sergeant and
his younger brother, Pvt. X" as the "they" of the next sentence, and "Then they ..." opening the next paragraph."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A named officer's public break is told first; his crossing, dated weeks before it, is the desertion itself.
    _case("El viernes el capitán Luis Ortega Mena grabó en Cúcuta un video en el que reconoció a Juan Guaidó. "
          "El 3 de enero cruzó el río Táchira por una trocha hasta Villa del Rosario.", "2019-02-11",
          [("defection", ANY, "2019-02-08"), ("defection", ANY, "2019-01-03"), ("border_crossing", ANY, "2019-01-03")],
          (), "es-flashback-crossing-after-video"),
    # A crossing told after his desertion, and later than it, is still his second step, not a second desertion.
    _case("Sgt. Ana Ruiz Pérez deserted from her post in Ureña on Jan. 3. On Jan. 5 she crossed the Táchira River "
          "into Cúcuta.", "2019-02-11", [("defection", ANY, "2019-01-03"), ("border_crossing", ANY, "2019-01-05")],
          (("defection", ANY, "2019-01-05"),), "crossing-after-dated-desertion"),
]


CASES += [
    # "tomó un taxi a Cúcuta": a taxi, like a bus, carries him to the town after "a".
    _case("El cabo Pedro Salas cruzó el río el martes hasta Villa del Rosario. De ahí tomó un taxi a Cúcuta.",
          "2019-02-20", [("relocation", "Cúcuta", "2019-02-19")], (), "es-tomo-un-taxi-a"),
    _case("Los dos sargentos llegaron el martes a Paraguachón. De ahí tomaron un taxi a Maicao.",
          "2019-02-20", [("relocation", "Maicao", "2019-02-19")], (), "es-tomaron-un-taxi-a"),
]


CASES += [
    # A video or a message "arrives" without anyone travelling.
    _case("El video llegó dos días después de que el capitán Luis Mora, ante una multitud en Maracay, anunciara el "
          "3 de enero su renuncia.", "2019-02-20", [], ("relocation", "border_crossing"), "es-el-video-llego"),
    _case("El mensaje llegó un día después de que el sargento Pedro Salas, frente a sus compañeros en Rubio, se "
          "negara a disparar.", "2019-02-20", [], ("relocation", "border_crossing"), "es-el-mensaje-llego"),
    # people still arrive
    _case("El sargento Luis Mora llegó el martes a Cúcuta.", "2019-02-20",
          [(ANY, "Cúcuta", "2019-02-19")], (), "es-el-sargento-llego"),
]


CASES += [
    # "the 25-year-old army corporal and his older brother, Pvt. X": both are "they" next.
    _case("Cpl. Mario Ibarra Rojas could wait no longer. On Friday, the 25-year-old army corporal and his older "
          "brother, Pvt. Jorge Ibarra Rojas, left their barracks in Ureña without permission. They crossed the "
          "Táchira River into Cúcuta before dawn.", "2019-05-20",
          [("border_crossing", ANY, ANY)], (), "the-25-year-old-corporal-and-his-brother"),
    _case("On Friday, Sgt. Luis Rivas and his cousin, Cpl. Pedro Rivas, left their unit in Ureña. They crossed the "
          "Táchira River into Cúcuta before dawn.", "2019-05-20",
          [("border_crossing", ANY, ANY)], (), "sergeant-and-his-cousin"),
]


_OPENING = ("Venezuela's army has lost hundreds of men this year. Officials in Bogotá say the flow has slowed.\n\n"
            "On Friday night, Sgt. Luis Ortega and Cpl. Pedro Salas left their post near Ureña.\n\n")

CASES += [
    # "Then they waded across" opens the next paragraph: the same men's next step, on the day told before.
    _case(_OPENING + "Then they waded across the Táchira River into Cúcuta.", "2019-05-20",
          [("border_crossing", ANY, "2019-05-17")], (), "then-they-next-paragraph"),
    # a new paragraph whose "Then" tells of another man takes no day from them
    _case(_OPENING + "Then Lt. Mario Díaz Pérez waded across the Táchira River into Cúcuta.", "2019-05-20",
          [("border_crossing", ANY, None)], (), "then-another-man-next-paragraph"),
]


CASES += [
    # "paid a fisherman to take him across the river": the passage paid for was made.
    _case("On Sunday night Lt. Col. Mario Díaz Pérez paid a boatman to take him across the Arauca River to Arauca.",
          "2019-05-09", [("border_crossing", ANY, "2019-05-05"), ("defection", ANY, "2019-05-05")], (),
          "paid-a-boatman-to-take-him-across"),
    _case("On Friday two sergeants hired a guide to take them across the river into Cúcuta.", "2019-05-09",
          [("border_crossing", ANY, "2019-05-03")], (), "hired-a-guide-to-take-them-across"),
    # a passage only offered is none
    _case("A boatman offered to take Lt. Col. Mario Díaz Pérez across the Arauca River on Sunday.", "2019-05-09",
          [], ("border_crossing",), "offered-to-take-him-across"),
]


CASES += [
    # Men detained "on Tuesday" in a sentence that names last week's revolt only in passing: the next sentence's
    # undated arrest goes on with Tuesday's, not with the revolt's week.
    _case("Military counter-intelligence agents detained two army majors in Maracay on Tuesday, as President Nicolás "
          "Maduro's government stepped up its pursuit of the officers it accuses of backing Juan Guaidó's attempt to "
          "spark a military rebellion last week. Maj. Luis Ortega Mena and Maj. Pedro Salas Rivas were taken from "
          "their homes before dawn, a rights group said.", "2019-05-09",
          [("arrest", ANY, "2019-05-07")], (("arrest", ANY, "2019-04-29"),), "arrest-beside-a-revolt-in-passing"),
    # a revolt told for itself still dates the arrests that end it
    _case("On Monday about 40 guardsmen rose up at a post in Cotiza. Residents blocked streets. All 40 were taken "
          "into custody.",
          "2019-01-25", [("arrest", ANY, "2019-01-21")], (), "arrests-that-end-a-revolt"),
]


CASES += [
    # "At dawn on April 30th": the part of the day of the date said right after it, not of the story's last day.
    _case("By Feb. 25 more than 100 soldiers had crossed into Colombia. The second burst came later. At dawn on "
          "April 30th Luis Mora and Pedro Salas appeared outside a base in Caracas with a few dozen soldiers. By "
          "nightfall 25 soldiers had sought refuge in the Brazilian embassy.", "2019-12-12",
          [("asylum", ANY, "2019-04-30")], (("asylum", ANY, "2019-02-25"),), "at-dawn-on-a-date"),
]


CASES += [
    # "died in military custody" with no place: in the regime's hands, in Venezuela.
    _case("A navy lieutenant, Luis Ortega Mena, died in military custody on July 3rd.", "2019-12-12",
          [("violence", "Venezuela", "2019-07-03")], (), "died-in-military-custody"),
    _case("El teniente de navío Luis Ortega Mena murió el 3 de julio bajo custodia militar.", "2019-12-12",
          [("violence", "Venezuela", "2019-07-03")], (), "es-murio-bajo-custodia-militar"),
    # a place said keeps it
    _case("A navy lieutenant, Luis Ortega Mena, died in military custody in Bogotá on July 3rd.", "2019-12-12",
          [("violence", "Bogotá", "2019-07-03")], (), "died-in-military-custody-in-a-town"),
]


CASES += [
    # A desertion told by its month is dated by the crossing that month, which the story tells to the day.
    _case("O sargento Jesús Marcano Rivas conta que deixou o posto de Santa Elena de Uairén em março. Na madrugada do "
          "domingo (10), ele atravessou a fronteira e se entregou a militares brasileiros em Pacaraima.", "2019-07-24",
          [("defection", "Santa Elena de Uairén", "2019-03-10")], (("defection", ANY, "2019-03-01"),),
          "pt-month-desertion-dated-by-its-crossing"),
    # a crossing in another month leaves the month alone
    _case("Sgt. Ana Ruiz Pérez deserted from her post in Ureña in March. On April 2 she crossed the Táchira River "
          "into Cúcuta.", "2019-07-24", [("defection", ANY, "2019-03-01")], (), "month-desertion-crossing-next-month"),
]


CASES += [
    # What a named man did before the move told just before happened where that move left from.
    _case("El teniente Mario Díaz Pérez fue trasladado el pasado jueves 15 de agosto desde la cárcel militar de Ramo "
          "Verde al Hospital Militar Dr. Carlos Arvelo. Díaz había iniciado una huelga de hambre el 2 de agosto.",
          "2019-08-21", [("protest", "Ramo Verde", "2019-08-02")], (), "es-before-the-move-where-it-left-from"),
    # what he did after it happened where it ended, as before
    _case("El teniente Mario Díaz Pérez fue trasladado el 2 de agosto desde la cárcel militar de Ramo Verde al "
          "Hospital Militar Dr. Carlos Arvelo. Díaz inició una huelga de hambre el 15 de agosto.",
          "2019-08-21", [], (("protest", "Ramo Verde", ANY),), "es-after-the-move-not-where-it-left-from"),
]


CASES += [
    # Portuguese pluperfect arrests: "já havia prendido", "tinha capturado".
    _case("Em julho, a PF já havia prendido em Boa Vista um ex-cabo do Exército venezuelano que tentava vender "
          "gasolina.", "2019-10-18", [("arrest", "Boa Vista", "2019-07-01")], (), "pt-ja-havia-prendido"),
    _case("Em julho, a Dgcim tinha capturado em Maracay um tenente do Exército.", "2019-10-18",
          [("arrest", "Maracay", "2019-07-01")], (), "pt-tinha-capturado"),
    # a denial still denies
    _case("A PF disse que não havia prendido ninguém em Pacaraima em agosto.", "2019-10-18", [], ("arrest",),
          "pt-nao-havia-prendido"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix35_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
