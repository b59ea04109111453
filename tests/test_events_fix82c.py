"""Event extraction traps found in held-out batch 82, third round (people taken to a police station, or "demorados"
by the police, are held; an officer flown abroad on leave has moved, not deserted), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


TAKEN_TO_THE_STATION = [
    # "fueron conducidos a la comisaría": the police took them in
    _case("El martes, cerca de cincuenta exmilitares venezolanos protestaron frente a la oficina de Migraciones de "
          "Tacna. Tres de ellos fueron conducidos a la comisaría de Tacna y liberados horas después.",
          "2019-10-10", [("arrest", "Tacna", ANY)], (), "es-conducidos-comisaria"),
    _case("El domingo 6 de octubre, un exsargento venezolano fue llevado a una comisaría en Tumbes.",
          "2019-10-10", [("arrest", "Tumbes", "2019-10-06")], (), "es-llevado-comisaria"),
    # "fueron demorados": the River Plate's word for held
    _case("Cuatro exsoldados venezolanos fueron demorados por la Gendarmería en Salta el lunes 7 de octubre.",
          "2019-10-10", [("arrest", "Salta", "2019-10-07")], (), "es-demorados"),
    # "foram levados à delegacia"
    _case("Dois ex-militares venezuelanos foram levados à delegacia da Polícia Civil em Manaus na segunda-feira (7).",
          "2019-10-10", [("arrest", "Manaus", "2019-10-07")], (), "pt-levados-delegacia"),
    _case("Two Venezuelan former soldiers were taken to a police station in Willemstad on Monday.",
          "2019-10-10", [("arrest", "Willemstad", "2019-10-07")], (), "en-taken-police-station"),
    # (guard: taken to the station to ask for protection there)
    _case("Dois ex-militares venezuelanos foram levados à delegacia da Polícia Federal em Manaus, onde pediram refúgio.",
          "2019-10-10", [], ("arrest",), "pt-levados-pediram-refugio"),
    _case("Two Venezuelan former soldiers were taken to a police station in Willemstad and requested asylum.",
          "2019-10-10", [], ("arrest",), "en-taken-requested-asylum"),
    # (guard: an arrest told before, the station after it with no day of its own: the held taken in)
    _case("El lunes 7 de octubre, la policía detuvo a dos exsoldados venezolanos en Tacna. Luego fueron llevados a "
          "la comisaría de Tacna.", "2019-10-10", [("arrest", "Tacna", "2019-10-07")], (("arrest", ANY, None),),
          "es-held-before"),
    # (guard: walked across and taken to the station: received on arrival)
    _case("A Venezuelan sergeant walked across the bridge into Cúcuta on Monday and was taken to the local police "
          "station.", "2019-10-10", [], ("arrest",), "en-walked-across"),
    # (guard: taken to a hospital is no custody)
    _case("El domingo 6 de octubre, un exsargento venezolano fue llevado a un hospital en Tumbes.",
          "2019-10-10", [], ("arrest",), "es-llevado-hospital"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_TO_THE_STATION)
def test_taken_to_a_police_station_is_held(gazetteer, geonames, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


FLOWN_ON_LEAVE = [
    # "landed at Lisbon on a flight from Caracas, on a two-week leave": travel with the command's leave, a move
    _case("Captain Luis Pérez, of the Venezuelan army, landed in Lisbon on May 3 on a flight from Caracas, on a "
          "two-week leave.", "2019-08-10", [("relocation", "Lisbon", "2019-05-03")], ("defection", "border_crossing"),
          "en-landed-on-leave"),
    _case("El capitán Luis Pérez, del Ejército venezolano, llegó al aeropuerto de Lisboa el 3 de mayo en un vuelo "
          "desde Caracas, con un permiso de vacaciones.", "2019-08-10", [("relocation", ANY, "2019-05-03")],
          ("defection", "border_crossing"), "es-permiso-de-vacaciones"),
    # (guard: the same flight with no leave told stays as it was)
    _case("Captain Luis Pérez, of the Venezuelan army, landed in Lisbon on May 3 on a flight from Caracas.",
          "2019-08-10", [("border_crossing", "Lisbon", "2019-05-03")], (), "en-no-leave"),
    # (guard: a desertion told beside the leave is one)
    _case("Captain Luis Pérez, of the Venezuelan army, deserted while on leave and landed in Lisbon on May 3 on a "
          "flight from Caracas.", "2019-08-10", [("defection", ANY, ANY)], (), "en-deserted-on-leave"),
    # (guard: a crossing on foot on leave is no flight)
    _case("Captain Luis Pérez, of the Venezuelan army, used a two-week leave to cross into Colombia at Cúcuta on May 3.",
          "2019-08-10", [("border_crossing", "Cúcuta", "2019-05-03")], (), "en-leave-on-foot"),
]


@pytest.mark.parametrize("text, published, present, absent", FLOWN_ON_LEAVE)
def test_flown_abroad_on_leave_is_a_move(gazetteer, geonames, text: str, published: str, present: list,
                                         absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
