"""Event extraction traps found in held-out batch 75 (a desertion told with "and" before a crossing whose day comes
after asides, "e que atravessou para a Colômbia a pé, junto a Ureña, na madrugada de 1 de fevereiro"; men "stopped by
Gendarmería officers at a checkpoint"; "En Cúcuta conoció a Rengel, quien había desertado en marzo de un batallón en
el estado Sucre"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CROSSING_DAY_AFTER_ASIDES = [
    # "deserted on one day and crossed into a country, past asides, on another": the desertion is not in the country
    # the later clause reaches
    _case("O tenente Luis Pérez servia em Maturín. Contou que abandonou a unidade a 12 de março e que atravessou "
          "para a Colômbia a pé, junto a Ureña, na madrugada de 14 de março.", "2019-03-20",
          [("defection", "Maturín", "2019-03-12"), ("border_crossing", "Ureña", "2019-03-14")],
          (("defection", "Colombia", ANY),), "pt-atravessou-apos-virgulas"),
    _case("El teniente Luis Pérez servía en Maturín. Contó que desertó el 12 de marzo y que cruzó a Colombia a pie, "
          "por una trocha de contrabandistas, en la madrugada del 14 de marzo.", "2019-03-20",
          [("defection", ANY, "2019-03-12"), ("border_crossing", "Colombia", "2019-03-14")],
          (("defection", "Colombia", ANY),), "es-cruzo-tras-comas"),
    _case("O tenente Luis Pérez estava colocado na base naval de Puerto Cabello. Contou que abandonou a unidade a 12 "
          "de março e que atravessou para a Colômbia junto a Ureña, na madrugada de 14 de março.", "2019-03-20",
          [("defection", "Puerto Cabello", "2019-03-12")], (("defection", "Colombia", ANY),), "pt-base-naval"),
    # (guards: one day for both clauses; a day told after a new "and" belongs to that clause)
    _case("El teniente Luis Pérez servía en Maturín. El 12 de marzo desertó y cruzó a Colombia a pie, por una "
          "trocha, de madrugada.", "2019-03-20",
          [("border_crossing", "Colombia", "2019-03-12")], (), "es-one-day"),
    _case("Sgt. Luis Pérez deserted on March 12 and crossed into Colombia near Ureña, and on March 14 he reached "
          "Cúcuta.", "2019-03-20",
          [("border_crossing", ANY, ANY)], (("defection", ANY, "2019-03-14"),), "en-next-and-clause"),
    _case("Cinco guardias nacionales desertaron este lunes y cruzaron a Colombia por el puente Unión, que une Boca "
          "de Grita con Puerto Santander, informó este martes Migración Colombia.", "2019-03-06",
          [("defection", ANY, "2019-03-04")], (("defection", "Colombia", ANY),), "es-day-of-the-telling"),
]


@pytest.mark.parametrize("text, published, present, absent", CROSSING_DAY_AFTER_ASIDES)
def test_a_crossing_dated_after_asides_is_apart_from_the_desertion(gazetteer, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STOPPED_BY_A_FORCE = [
    # "were stopped by police officers at a checkpoint": held by a force on the road
    _case("Three Venezuelan deserters were stopped by police officers at a checkpoint in Cúcuta on Wednesday.",
          "2019-06-29", [("arrest", "Cúcuta", "2019-06-26")], (), "en-stopped-by-police-officers"),
    _case("The two former guardsmen were stopped by a Colombian army patrol near Cúcuta on Sunday.", "2019-06-29",
          [("arrest", "Cúcuta", "2019-06-23")], (), "en-stopped-by-patrol"),
    _case("Two army deserters were stopped by border guards outside Cúcuta on Monday night.", "2019-06-29",
          [("arrest", "Cúcuta", "2019-06-24")], (), "en-stopped-by-border-guards"),
    # (guards: men stopped by criminals; something that stopped; nobody held)
    _case("Two army deserters were stopped by armed men on a trail outside Cúcuta on Monday night.", "2019-06-29",
          [], ("arrest",), "en-stopped-by-armed-men"),
    _case("The aid trucks were stopped by National Guard troops on the bridge near Cúcuta on Saturday.",
          "2019-06-29", [], ("arrest",), "en-trucks-stopped"),
    _case("Two army deserters were stopped by transit police officers outside Cúcuta on Monday night.", "2019-06-29",
          [], ("arrest",), "en-stopped-by-transit-police"),
    _case("Three Venezuelan deserters stopped by the police station in Cúcuta on Wednesday to ask for help.",
          "2019-06-29", [], ("arrest",), "en-stopped-by-a-station"),
]


@pytest.mark.parametrize("text, published, present, absent", STOPPED_BY_A_FORCE)
def test_men_stopped_by_a_force_are_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESERTED_IN_A_RELATIVE_CLAUSE = [
    # "En Cúcuta conoció a X, quien había desertado de un batallón en Y": deserted in Y, not where they met
    _case("El sargento Luis Pérez cruzó a Colombia el 6 de mayo. En Cúcuta conoció al cabo Juan Rengel, quien había "
          "desertado en marzo de un batallón en Maturín.", "2019-06-11",
          [("defection", "Maturín", "2019-03-01")], (("defection", "Cúcuta", ANY),), "es-conocio-quien-habia"),
    _case("O sargento Luis Pérez cruzou para a Colômbia em 6 de maio. Em Cúcuta conheceu o cabo Juan Rengel, que "
          "havia desertado em março de um batalhão em Maturín.", "2019-06-11",
          [("defection", "Maturín", "2019-03-01")], (("defection", "Cúcuta", ANY),), "pt-conheceu-que-havia"),
    _case("El sargento Luis Pérez cruzó a Colombia el 6 de mayo. En Cúcuta conoció al cabo Juan Rengel, quien había "
          "desertado en marzo de un batallón en el estado Monagas.", "2019-06-11",
          [("defection", "Monagas", "2019-03-01")], (("defection", "Cúcuta", ANY),), "es-en-el-estado"),
    # (guards: the relative clause names no place of its own; the man told first, his place after the clause)
    _case("El sargento Luis Pérez cruzó a Colombia el 6 de mayo. En Cúcuta conoció al cabo Juan Rengel, quien había "
          "desertado en marzo.", "2019-06-11", [("defection", ANY, "2019-03-01")],
          (("defection", "Maturín", ANY),), "es-no-place-in-clause"),
    _case("El cabo Juan Rengel, quien desertó en marzo de un batallón en Maturín, llegó a Cúcuta el 6 de mayo.",
          "2019-06-11", [("defection", "Maturín", "2019-03-01"), ("border_crossing", "Cúcuta", "2019-05-06")], (),
          "es-subject-relative"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTED_IN_A_RELATIVE_CLAUSE)
def test_a_desertion_in_a_relative_clause_keeps_its_own_place(gazetteer, text: str, published: str, present: list,
                                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
