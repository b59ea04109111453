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


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix35_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
