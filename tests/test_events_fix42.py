"""Event extraction traps found in held-out batch 42 (a guardsman walking away from the Guri dam in the blackout, a
sergeant from Carora, a corporal who deserted at Ureña, three airmen landing a helicopter in Roraima), each shown on
new sentences: a national government's cordon, a name made into an adjective, a long "since" phrase, a long means of
transport in Portuguese, and the Guri dam."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

NATIONAL_GOVERNMENT_CORDON = [
    # "el gobierno venezolano bloqueó" is the state's cordon, as "el gobierno de Maduro bloqueó" is: no protest, and
    # the desertion told before it keeps its day
    _case("El sargento Pedro Ruiz, de la Guardia Nacional, dice que desertó en San Antonio del Táchira el 9 de marzo, "
          "tras negarse a vigilar las gandolas con las que el gobierno venezolano bloqueó el puente.", "2019-05-02",
          [("defection", "San Antonio del Táchira", "2019-03-09")], ("protest",), "es-gobierno-venezolano-bloqueo"),
    _case("O governo venezuelano bloqueou a ponte com contêineres na sexta-feira (22).", "2019-02-25", [],
          ("protest",), "pt-governo-venezuelano-bloqueou"),
    # ... protesters blocking a bridge still protest.
    _case("Los manifestantes bloquearon el puente Simón Bolívar el lunes.", "2019-03-06",
          [("protest", "Simón Bolívar International Bridge", "2019-03-04")], (), "es-manifestantes-bloquearon"),
]


@pytest.mark.parametrize("text, published, present, absent", NATIONAL_GOVERNMENT_CORDON)
def test_national_government_cordon(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NAME_AS_ADJECTIVE = [
    # A country's name joined to "-funded", "-backed", "-based" qualifies a noun: nobody went there.
    _case("Migración Colombia says 40 guardsmen crossed the border on Friday with U.S.-funded aid.", "2019-02-27",
          [("border_crossing", "Colombia", "2019-02-22")], (("border_crossing", "United States", ANY),),
          "us-funded-aid"),
    _case("Two army captains deserted on Tuesday and reached a Brazil-backed shelter across the border.", "2019-04-12",
          [("defection", ANY, "2019-04-09")], (("defection", "Brazil", ANY),), "brazil-backed-shelter"),
    # ... the country itself is still a destination.
    _case("Two army captains deserted on Tuesday and flew to the U.S. on Wednesday.", "2019-04-12",
          [("relocation", "United States", "2019-04-10")], (), "flew-to-the-us"),
]


@pytest.mark.parametrize("text, published, present, absent", NAME_AS_ADJECTIVE)
def test_name_as_adjective(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LONG_SINCE = [
    # A running total counted from a day named at the end of a long "since" phrase dates nothing.
    _case("Colombia's migration office says more than 900 soldiers have crossed into Colombia since the failed "
          "attempt to bring in U.S.-donated food on Feb. 23.", "2019-03-20",
          [("border_crossing", "Colombia", None)], (("border_crossing", ANY, "2019-02-23"),), "since-long-phrase-dotted"),
    _case("More than 200 guardsmen have deserted to Brazil since the failed opposition push to bring medicine across "
          "on Feb. 23.", "2019-03-20", [("defection", ANY, None)], (("defection", ANY, "2019-02-23"),),
          "since-eight-words"),
    # ... an event's own day, with no "since", stays its own.
    _case("Troops fired on Pemón villagers who were trying to keep the border open near Kumarakapay on Feb. 22.",
          "2019-03-20", [("violence", "Kumarakapay", "2019-02-22")], (), "no-since-own-day"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LONG_SINCE)
def test_a_long_since(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_BY_A_LONG_MEANS = [
    # "levados em uma aeronave da Força Aérea Brasileira (FAB) para": a long means, then where they were taken
    _case("Os quatro sargentos venezuelanos dormiram em Pacaraima. Na quarta-feira (12), foram levados em um ônibus "
          "fretado da Organização Internacional para as Migrações (OIM) para Manaus.", "2019-06-14",
          [("relocation", "Manaus", "2019-06-12")], (), "pt-levados-em-onibus-da-oim"),
    # ... "levados a pedido" is no destination.
    _case("Os quatro sargentos venezuelanos foram levados a pedido da Defensoria em Pacaraima na quarta-feira (12).",
          "2019-06-14", [], (("relocation", "Pacaraima", ANY),), "pt-levados-a-pedido"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_BY_A_LONG_MEANS)
def test_taken_by_a_long_means(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_GURI_DAM = [
    # The Guri dam (the Simón Bolívar hydroelectric plant, on the Caroní) is a place of its own, in Bolívar state.
    _case("Sgt. Luis Mora, a guardsman posted at the Guri dam, deserted on Saturday and took a bus south.", "2019-03-20",
          [("defection", "Guri", "2019-03-16")], (), "posted-at-the-guri-dam"),
    _case("Un teniente de la GNB destacado en la Central Hidroeléctrica Simón Bolívar desertó el domingo.", "2019-03-20",
          [("defection", "Guri", "2019-03-17")], (), "es-central-hidroelectrica-simon-bolivar"),
    # ... the Simón Bolívar bridge is still the bridge.
    _case("Two guardsmen ran across the Simón Bolívar bridge on Saturday.", "2019-03-20",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-03-16")], (), "simon-bolivar-bridge"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_GURI_DAM)
def test_the_guri_dam(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
