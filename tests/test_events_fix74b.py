"""Event extraction traps found again in held-out batch 74 (a coast-guard corporal who walked out of "the station" he
served at, a desertion on "la noche del 2 de mayo, tres días después del fallido levantamiento del 30 de abril", a
sergeant who "learned of the arrest" of his brother told before, "Colombia, where ... more than 1,400 members of the
Venezuelan security forces have arrived since February"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LEFT_THE_STATION_SERVED_AT = [
    # "the station" the sentence named as the service's post: leaving it is deserting
    _case("Sergeant Luis Mora, 30, smiles at the memory. He served at the naval station in Cumaná until the night of "
          "3 March, when he walked out of the station with his papers.", "2019-10-02",
          [("defection", "Cumaná", "2019-03-03")], (), "en-walked-out-of-the-station"),
    _case("Sergeant Luis Mora was stationed at the coast guard station in Cumaná and left the station on 3 March.",
          "2019-10-02", [("defection", "Cumaná", "2019-03-03")], (), "en-left-the-station"),
    _case("El cabo Brito servía en la estación naval de Cumaná hasta el 3 de marzo, cuando abandonó la estación.",
          "2019-10-02", [("defection", ANY, "2019-03-03")], (), "es-abandono-la-estacion"),
    _case("O cabo Brito servia na estação naval de Cumaná até 3 de março, quando deixou a estação.", "2019-10-02",
          [("defection", ANY, "2019-03-03")], (), "pt-deixou-a-estacao"),
    # (guards: walking out of a police station after questioning, or a station nobody served at, is no desertion)
    _case("Sergeant Luis Mora was questioned for six hours and walked out of the station in Cumaná on 3 March.",
          "2019-10-02", [], ("defection",), "en-police-station-left"),
    _case("El sargento Mora fue interrogado y salió de la estación de policía de Cumaná el 3 de marzo.", "2019-10-02",
          [], ("defection",), "es-police-station-left"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_THE_STATION_SERVED_AT)
def test_leaving_the_station_served_at_is_deserting(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DAY_RESTATED_BY_A_COUNT = [
    # a day told, then restated as a count from the uprising: the desertion is on the day told, not on April 30
    _case("El sargento Pérez estaba destinado en Maracay. La noche del 2 de mayo, tres días después del fallido "
          "levantamiento del 30 de abril en Caracas, abandonó la unidad.", "2019-07-09",
          [("defection", ANY, "2019-05-02"), ("uprising", ANY, "2019-04-30")], (("defection", ANY, "2019-04-30"),),
          "es-tres-dias-despues-del-levantamiento"),
    _case("On the night of May 2, three days after the failed uprising of April 30, Sergeant Pérez left his unit in "
          "Maracay.", "2019-07-09", [("defection", "Maracay", "2019-05-02")], (("defection", ANY, "2019-05-03"),),
          "en-three-days-after-the-uprising"),
    # (guard: with no day told before it, the count dates the desertion as it says)
    _case("Three days after the failed uprising, Sergeant Pérez left his unit in Maracay.", "2019-07-09",
          [("defection", "Maracay", "2019-05-03")], (), "en-count-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", DAY_RESTATED_BY_A_COUNT)
def test_a_day_restated_by_a_count_dates_the_deed(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEARNED_OF_THE_ARREST = [
    # hearing of "the" arrest the story told is no new arrest on the day heard
    _case("Sergeant Pérez said his brother was detained in Punto Fijo on Monday. He learned of the arrest yesterday "
          "when he was allowed to call his wife.", "2019-07-25", [("arrest", "Punto Fijo", "2019-07-22")],
          (("arrest", ANY, "2019-07-24"),), "en-learned-of-the-arrest"),
    # (guard: the arrest told as the sentence's own news stays one)
    _case("The arrest of two sergeants in Punto Fijo on Monday shocked the family.", "2019-07-25",
          [("arrest", "Punto Fijo", "2019-07-22")], (), "en-the-arrest-of"),
]


@pytest.mark.parametrize("text, published, present, absent", LEARNED_OF_THE_ARREST)
def test_news_of_the_arrest_is_no_new_arrest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TALLY_ARRIVED_WHERE = [
    # a counted group of servicemen arriving in a "where" clause arrived at the place it hangs on
    _case("Most came through Colombia, where, according to Colombian officials, more than 1,200 members of the "
          "Venezuelan armed forces have arrived since February.", "2019-10-17",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], (), "en-where-1200-have-arrived"),
    _case("La mayoría pasó por Colombia, donde han llegado más de 1.200 militares desde febrero.", "2019-10-17",
          [("border_crossing", "Colombia", None)], (), "es-donde-han-llegado"),
    # (guards: Portuguese read it before and still does; one man met where he arrived is no tally's arrival)
    _case("A maioria cruzou por Pacaraima, onde chegaram mais de 500 militares venezuelanos desde fevereiro.",
          "2019-10-17", [("border_crossing", "Pacaraima", None)], (), "pt-onde-chegaram"),
    _case("He spoke at a church hostel in Cúcuta, where he arrived late on Monday.", "2019-10-17", [],
          ("defection", "border_crossing"), "en-where-he-arrived"),
]


@pytest.mark.parametrize("text, published, present, absent", TALLY_ARRIVED_WHERE)
def test_a_tally_arrived_where_is_a_crossing_there(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
