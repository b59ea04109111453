"""Event extraction traps found in held-out batch 72 (third pass), each shown on new sentences: a crossing told
first with only the month of the leaving, then dated by a sentence that opens by naming it ("A travessia para
Pacaraima, no lado brasileiro, foi em 9 de julho"); and a landing told in a clause about men later sent back,
where the place the sending back set off from is no start of the landing ("two GNB guardsmen who had come ashore at
Icacos a week earlier were deported on a Venezuelan vessel from the port at Cedros"); and one man named in full and
once without his middle name ("Rúben Gouveia Ferrer", "Rúben Alexandre Gouveia Ferrer"), whose arrest told by the
lead's month and the body's day is one arrest."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CROSSING_DATED_BY_ITS_NOUN = [
    _case("O cabo Pedro Salas saiu do quartel no fim de maio e atravessou a fronteira por uma trilha. A travessia "
          "para Pacaraima, do lado brasileiro, foi em 3 de junho.", "2019-09-14",
          [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),), "pt-a-travessia-foi-em"),
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia por una trocha. La travesía fue el lunes 3 de "
          "junio.", "2019-09-14", [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),),
          "es-la-travesia-fue-el"),
    _case("Sergeant Pedro Salas deserted in May and crossed into Colombia. The crossing came on June 3.", "2019-09-14",
          [("border_crossing", ANY, "2019-06-03")], (("border_crossing", ANY, "2019-05-01"),), "en-the-crossing-came-on"),
    # (guards: a crossing told with its own day keeps it; a crossing noun with no day; no crossing told before)
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia el 1 de junio. La travesía fue el 3 de junio, "
          "según su hermano.", "2019-09-14", [("border_crossing", ANY, "2019-06-01")],
          (("border_crossing", ANY, "2019-06-03"),), "es-own-day-kept"),
    _case("El sargento Pedro Salas desertó en mayo y cruzó a Colombia por una trocha. La travesía fue dura y larga.",
          "2019-09-14", [("border_crossing", ANY, "2019-05-01")], (), "es-no-day"),
    _case("El sargento Pedro Salas desertó en mayo. La travesía del río fue el 3 de junio, según el diario.",
          "2019-09-14", [], (("border_crossing", ANY, "2019-06-03"),), "es-no-crossing-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSING_DATED_BY_ITS_NOUN)
def test_a_crossing_dated_by_its_noun(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LANDING_BEFORE_A_SENDING_BACK = [
    _case("On March 9, three Venezuelan soldiers who had landed at Chaguaramas two days earlier were deported on a "
          "coast guard boat from the port at Cedros.", "2019-03-12",
          [("defection", "Chaguaramas", "2019-03-07"), ("border_crossing", "Chaguaramas", "2019-03-07")],
          (("relocation", ANY, "2019-03-07"),), "en-deported-from-the-port"),
    _case("On Saturday, two Venezuelan sailors who had come ashore at Icacos on Thursday were repatriated by ferry from "
          "Port of Spain.", "2019-03-12", [("border_crossing", "Icacos", "2019-03-07")],
          (("relocation", ANY, "2019-03-07"),), "en-repatriated-from"),
    _case("Two Venezuelan guardsmen who reached Pacaraima on Monday were deported on Friday from Boa Vista.", "2019-03-12",
          [("border_crossing", "Pacaraima", "2019-03-11")], (("relocation", ANY, "2019-03-11"),), "en-deported-on-a-day-from"),
    # (guards: a start told before the sending back is the move's; the sending back that is the move keeps its ends)
    _case("Two Venezuelan guardsmen who took a bus from Cúcuta to Bogotá on Monday were deported on Friday.",
          "2019-03-12", [("relocation", "Bogotá", "2019-03-11")], ("border_crossing",), "en-start-before-the-deporting"),
    _case("On Friday, two Venezuelan guardsmen were deported from Trinidad to Güiria on a ferry.", "2019-03-12",
          [("border_crossing", "Güiria", "2019-03-08")], (), "en-the-deporting-is-the-move"),
]


@pytest.mark.parametrize("text, published, present, absent", LANDING_BEFORE_A_SENDING_BACK)
def test_a_landing_before_a_sending_back(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ONE_MAN_WITH_AND_WITHOUT_HIS_MIDDLE_NAME = [
    # a lead's month and the body's day of one arrest, the man named once without his middle name: one arrest
    _case("Pedro Salas Mora, un teniente del Ejército venezolano, fue detenido en agosto en Cúcuta. El teniente Pedro "
          "José Salas Mora fue detenido por la Policía en Cúcuta el 20 de agosto.", "2019-10-17",
          [("arrest", "Cúcuta", "2019-08-20")], (("arrest", ANY, "2019-08-01"),), "es-middle-name-left-out"),
    _case("Lieutenant Pedro Salas Mora was arrested in Cúcuta in August. Lieutenant Pedro José Salas Mora was detained "
          "by the police in Cúcuta on August 20.", "2019-10-17", [("arrest", "Cúcuta", "2019-08-20")],
          (("arrest", ANY, "2019-08-01"),), "en-middle-name-left-out"),
    # (guards: another given name, another last name: two men)
    _case("Pedro Salas Mora, um tenente do Exército venezuelano, foi detido em agosto em Cúcuta. O tenente Carlos José "
          "Salas Mora foi detido pela polícia em Cúcuta a 20 de agosto.", "2019-10-17",
          [("arrest", "Cúcuta", "2019-08-01"), ("arrest", "Cúcuta", "2019-08-20")], (), "pt-another-given-name"),
    _case("Lieutenant Pedro Salas Mora was arrested in Cúcuta in August. Lieutenant Pedro José Salas Ruiz was detained "
          "by the police in Cúcuta on August 20.", "2019-10-17",
          [("arrest", "Cúcuta", "2019-08-01"), ("arrest", "Cúcuta", "2019-08-20")], (), "en-another-last-name"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_MAN_WITH_AND_WITHOUT_HIS_MIDDLE_NAME)
def test_one_man_with_and_without_his_middle_name(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
