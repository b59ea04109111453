"""Event extraction traps found in held-out batch 74 (a boat from Falcón that came ashore in Jamaica, a pirogue whose
guardsmen were among the 19 the Trinidad police detained at the beach, soldiers who told Jamaican immigration officers
they wanted asylum, a deserter who told U.S. border officers he feared for his life, a transfer told with an aside
before where it went, a bus from Cúcuta that pulled into Sincelejo), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LANDED_FROM_THE_SEA = [
    # a landing from the sea ends a crossing of it, however far the coast is from Venezuela
    _case("Three Venezuelan soldiers came ashore near Barahona early on Tuesday.", "2019-07-25",
          [("border_crossing", "Barahona", "2019-07-23")], (("relocation", "Barahona", ANY),), "en-came-ashore-far"),
    _case("Four Venezuelan sailors made landfall near Miches on Tuesday.", "2019-07-25",
          [("border_crossing", "Miches", "2019-07-23")], (("relocation", "Miches", ANY),), "en-made-landfall"),
    _case("Tres soldados venezolanos tocaron tierra cerca de Barahona el martes.", "2019-07-25",
          [("border_crossing", "Barahona", "2019-07-23")], (("relocation", "Barahona", ANY),), "es-tocaron-tierra"),
    _case("Três soldados venezuelanos tocaram terra perto de Miches na terça-feira.", "2019-07-25",
          [("border_crossing", "Miches", "2019-07-23")], (("relocation", "Miches", ANY),), "pt-tocaram-terra"),
    _case("Three Venezuelan sailors were aboard the boat. The boat landed near Barahona on Tuesday.", "2019-07-25",
          [("border_crossing", "Barahona", "2019-07-23")], (("relocation", "Barahona", ANY),), "en-boat-landed-far"),
    # (guards: a plane's landing and a flight to a far capital stay moves)
    _case("Three Venezuelan soldiers landed at Punta Cana airport on Tuesday.", "2019-07-25",
          [], ("border_crossing",), "en-landed-at-airport"),
    _case("Three Venezuelan soldiers flew to Santo Domingo on Tuesday.", "2019-07-25",
          [], ("border_crossing",), "en-flew-to-far-capital"),
]


@pytest.mark.parametrize("text, published, present, absent", LANDED_FROM_THE_SEA)
def test_a_landing_from_the_sea_is_a_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AMONG_THE_HELD = [
    # guardsmen counted among the ones held crossed themselves: their landing is not the police's coming
    _case("Two guardsmen were among 19 people detained by police after a pirogue landed at Icacos beach early on Sunday.",
          "2019-12-03", [("border_crossing", "Icacos", "2019-12-01")], (), "en-were-among-detained"),
    _case("Three guardsmen were among the 15 migrants arrested after their boat landed near Moruga on Saturday.",
          "2019-12-03", [("border_crossing", "Moruga", "2019-11-30")], (), "en-among-arrested"),
    # (guard: officers who came to a beach and held fishermen did not cross anything)
    _case("Officers of the National Guard came to Icacos on Sunday and detained two fishermen.", "2019-12-03",
          [], ("border_crossing",), "en-forces-came"),
]


@pytest.mark.parametrize("text, published, present, absent", AMONG_THE_HELD)
def test_soldiers_among_the_held_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TOLD_OFFICIALS_THEY_WANT_PROTECTION = [
    _case("Yesterday, the three soldiers told officers of the immigration agency in Santo Domingo that they wanted "
          "asylum in the Dominican Republic.", "2019-07-25", [("asylum", "Santo Domingo", "2019-07-24")], (),
          "en-told-officers-wanted-asylum"),
    _case("On September 3, Sergeant Luis Mora walked onto the bridge and presented himself to officers at the El Paso "
          "port of entry, telling them he was a Venezuelan military deserter and feared for his life.", "2019-10-25",
          [("asylum", "El Paso", "2019-09-03")], (), "en-deserter-feared-for-his-life"),
    _case("El martes, los tres soldados dijeron a los funcionarios de Migración en Santo Domingo que querían pedir "
          "refugio.", "2019-07-25", [("asylum", "Santo Domingo", "2019-07-23")], (), "es-dijeron-querian-refugio"),
    _case("Na terça-feira, os três soldados disseram aos agentes da Polícia Federal em Pacaraima que queriam pedir "
          "refúgio.", "2019-07-25", [("asylum", "Pacaraima", "2019-07-23")], (), "pt-disseram-queriam-refugio"),
    # (guards: telling reporters is no request; fearing for one's life after threats is no claim; wanting home is not)
    _case("Yesterday, the three soldiers told reporters in Santo Domingo that they wanted asylum.", "2019-07-25",
          [], ("asylum",), "en-told-reporters"),
    _case("The sergeant told police in Cúcuta that he feared for his life after receiving threats.", "2019-07-25",
          [], ("asylum",), "en-feared-after-threats"),
    _case("Yesterday, the three soldiers told officers in Santo Domingo that they wanted to go home.", "2019-07-25",
          [], ("asylum",), "en-wanted-to-go-home"),
]


@pytest.mark.parametrize("text, published, present, absent", TOLD_OFFICIALS_THEY_WANT_PROTECTION)
def test_telling_officials_one_wants_protection(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_WITH_AN_ASIDE = [
    _case("Sergeant Luis Mora was held in El Paso. On September 20, ICE transferred him, without notice to his family, "
          "to a detention center in Miami.", "2019-10-25", [("relocation", "Miami", "2019-09-20")], (),
          "en-transferred-him-aside-to"),
    # (guard: an aside before "into custody" is no move)
    _case("Sergeant Luis Mora was held in El Paso. On September 20, ICE moved them, the lawyer said, into custody.",
          "2019-10-25", [], ("relocation",), "en-aside-into-custody"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_WITH_AN_ASIDE)
def test_a_transfer_told_with_an_aside(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PULLED_INTO = [
    # a ride's end told by the vehicle: "when the bus from Cúcuta pulled into Sincelejo", the men on board moved there
    _case("When the bus from Cúcuta pulled into Riohacha in early August, the twelve former soldiers on board had been "
          "promised a month of rent.", "2019-10-02", [("relocation", "Riohacha", "2019-08-01")], (),
          "en-bus-pulled-into"),
    # (guards: a car pulling into a place named in lower case, a driver's stop with nobody of the story aboard)
    _case("The bus carrying the twelve former soldiers pulled into the terminal on Monday.", "2019-10-02",
          [], ("relocation", "border_crossing"), "en-pulled-into-terminal"),
    _case("The driver pulled into Maicao to refuel on Monday.", "2019-10-02",
          [], ("relocation", "border_crossing"), "en-driver-pulled-into"),
]


@pytest.mark.parametrize("text, published, present, absent", PULLED_INTO)
def test_a_ride_that_pulled_into_a_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
