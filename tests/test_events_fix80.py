"""Event extraction traps found in held-out batch 80 (a count of soldiers named with their nationality, Colombia's
migration agency as the source of a tally, a danger of torture named, the Portuguese name of Curaçao, a fear of
return told to officers, members of the armed forces received, custody held by the immigration service), each shown
on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


THE_N_VENEZUELANS = [
    # "Los seis venezolanos fueron trasladados": the six soldiers named before are the ones moved
    _case("Seis exmilitares venezolanos fueron rescatados el pasado miércoles en Ábrego, en Norte de Santander. Los "
          "seis venezolanos fueron trasladados ese mismo miércoles a Ocaña.", "2019-10-04",
          [("relocation", "Ocaña", "2019-10-02")], (), "es-los-seis-venezolanos"),
    _case("Quatro ex-militares venezuelanos chegaram a Pacaraima na segunda-feira. Os quatro venezuelanos foram "
          "levados na terça-feira para Boa Vista.", "2019-10-04",
          [("relocation", "Boa Vista", "2019-10-01")], (), "pt-os-quatro-venezuelanos"),
    # (guard: the count of migrants named before is no group of soldiers: nobody of the story moves)
    _case("Seis migrantes venezolanos fueron detenidos en Ocaña. Los seis venezolanos fueron trasladados el miércoles "
          "a Cúcuta.", "2019-10-04", [], ("relocation",), "es-migrants-counted"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_N_VENEZUELANS)
def test_the_count_and_nationality_are_the_soldiers_moved(gazetteer, geonames, text: str, published: str,
                                                         present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


FIGURES_FROM_THE_AGENCY = [
    # "figures from Migración Colombia": the agency's name is the tally's source, not where the crossing began
    _case("According to figures from Migración Colombia, some 1,400 members of the Venezuelan armed forces have "
          "crossed into Colombia since February.", "2019-11-15",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], ("relocation",), "en-figures-from"),
    _case("Segundo dados da Migração Colômbia, mais de 1.400 militares venezuelanos atravessaram a fronteira desde "
          "fevereiro.", "2019-11-15", [("defection", ANY, None), ("border_crossing", "Colombia", None)], (),
          "pt-dados-da-migracao"),
    # (guard: a crossing from Colombia told as such still starts there)
    _case("Two sergeants who had crossed from Colombia into Venezuela were arrested on Monday.", "2019-11-15",
          [("border_crossing", "Venezuela", "2019-11-11")], (), "en-crossed-from-colombia"),
]


@pytest.mark.parametrize("text, published, present, absent", FIGURES_FROM_THE_AGENCY)
def test_figures_from_the_migration_agency_start_no_crossing(gazetteer, text: str, published: str, present: list,
                                                             absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)


A_DANGER_OF_TORTURE = [
    # "corre el riesgo de ser torturado": a danger named, nobody tortured
    _case("El sargento Souza desertó en marzo. El lunes, su abogado dijo en Cúcuta que el sargento corre el riesgo de "
          "ser torturado en Venezuela.", "2019-11-20", [], ("violence",), "es-riesgo-de-ser-torturado"),
    _case("O sargento Souza desertou em março. Na segunda-feira, o advogado disse em Boa Vista que o sargento corre o "
          "risco de ser torturado na Venezuela.", "2019-11-20", [], ("violence",), "pt-risco-de-ser-torturado"),
    _case("O cabo Souza desertou em março e tem medo de ser torturado em Caracas.", "2019-11-20", [],
          ("violence",), "pt-medo-de-ser-torturado"),
    # (guard: a torture told as done is still violence)
    _case("El sargento Luis Pérez fue torturado el lunes en Caracas por agentes de la DGCIM.", "2019-11-20",
          [("violence", "Caracas", "2019-11-18")], (), "es-fue-torturado"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DANGER_OF_TORTURE)
def test_a_danger_of_torture_is_no_violence(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)


CURACAU = [
    # "Curaçau", the Portuguese name of the island, is Curaçao
    _case("Pelo menos 17 militares venezuelanos chegaram a Curaçau por mar desde janeiro.", "2019-11-20",
          [("border_crossing", "Curaçao", None)], (), "pt-chegaram-a-curacau"),
    _case("O sargento Souza desertou em 8 de novembro. Na sexta-feira desembarcou em Curaçau.", "2019-11-20",
          [("border_crossing", "Curaçao", "2019-11-15")], (), "pt-desembarcou-em-curacau"),
]


@pytest.mark.parametrize("text, published, present, absent", CURACAU)
def test_curacau_is_curacao(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)


AFRAID_TO_RETURN = [
    # "told U.S. border officers he was afraid to return": the fear told to the officers is the claim, without "that"
    _case("Lt. Luis Souza deserted on May 12. On June 2 he flew to Miami International Airport, where he told U.S. "
          "Customs and Border Protection officers he was afraid to return to Venezuela.", "2019-07-27",
          [("asylum", "Miami International Airport", "2019-06-02")], (), "en-told-officers-afraid-to-return"),
    _case("Lt. Luis Souza deserted on May 12. On June 2 he landed in Madrid and told police officers he feared being "
          "sent back.", "2019-07-27", [("asylum", "Madrid", "2019-06-02")], (), "en-told-officers-feared-being-sent"),
    # (guards: the fear told to reporters, or denied, is no claim)
    _case("Lt. Luis Souza deserted on May 12. On June 2 he landed in Madrid and told reporters he was afraid to "
          "return to Venezuela.", "2019-07-27", [], ("asylum",), "en-told-reporters"),
    _case("Lt. Luis Souza deserted on May 12. In Madrid he told officers he was not afraid to return.", "2019-07-27",
          [], ("asylum",), "en-not-afraid"),
]


@pytest.mark.parametrize("text, published, present, absent", AFRAID_TO_RETURN)
def test_a_fear_of_return_told_to_officers_is_a_claim(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)


RECEIVED_MEMBERS_OF_THE_FORCES = [
    # "Colombia has received 1,400 members of the Venezuelan armed forces": soldiers named by their body came across
    _case("Colombia has received more than 1,400 members of the Venezuelan armed forces this year.", "2019-09-02",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], (), "en-received-members"),
    _case("Colombia ha recibido a más de 1.400 miembros de la Fuerza Armada venezolana este año.", "2019-09-02",
          [("border_crossing", "Colombia", None)], (), "es-recibido-miembros"),
    # (guard: members of another body are no soldiers)
    _case("Colombia has received more than 1,400 members of the opposition this year.", "2019-09-02", [],
          ("border_crossing", "defection"), "en-members-of-the-opposition"),
]


@pytest.mark.parametrize("text, published, present, absent", RECEIVED_MEMBERS_OF_THE_FORCES)
def test_members_of_the_armed_forces_received_came_across(gazetteer, text: str, published: str, present: list,
                                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)


HELD_BY_IMMIGRATION = [
    # "held in ICE facilities in Eloy": custody named by the immigration service that holds them
    _case("At least nine former Venezuelan soldiers are currently held in ICE facilities in Eloy, Arizona.",
          "2019-10-16", [("arrest", "Eloy", None)], (), "en-held-in-ice-facilities"),
    _case("Two Venezuelan guardsmen who deserted in May are held in immigration detention in Eloy, Arizona.",
          "2019-10-16", [("arrest", "Eloy", None)], (), "en-held-in-immigration-detention"),
    # (guards: a rally held outside an ICE office holds nobody; a named centre is placed by its own rules)
    _case("At least nine former Venezuelan soldiers held a rally outside the ICE office in Miramar.", "2019-10-16",
          [], ("arrest",), "en-held-a-rally"),
    _case("Eight Venezuelan sailors who deserted in May were held at the Immigration Detention Centre in Aripo.",
          "2019-10-16", [], (("arrest", "Aripo", None),), "en-held-at-a-named-centre"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_IMMIGRATION)
def test_held_by_the_immigration_service_is_custody(gazetteer, geonames, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
