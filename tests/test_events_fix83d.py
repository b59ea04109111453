"""Event extraction traps found in held-out batch 83, fourth round (the writer's own interview date told in a
relative clause on the tellers, "se lo llevaron de la casa familiar" as the agents' knock), each shown on new
sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


TELLER_MET = [
    # "The men, whom I interviewed at length in June, told me they deserted": June is when the writer met them; the
    # desertion keeps the day told before, and "the following morning" counts from it, not from June
    _case("On the night of 4 May, three Venezuelan guardsmen who had left their post at Güiria landed at Icacos. The "
          "guardsmen, whom I interviewed in July, said they deserted because they were ordered to beat protesters. "
          "A police patrol found them the following morning and took them to San Fernando.", "2019-07-20",
          [("relocation", ANY, "2019-05-05")], (("defection", ANY, "2019-07-01"), ("relocation", ANY, "2019-07-02"),
                                                ("relocation", ANY, "2019-07-01")), "en-whom-i-interviewed"),
    _case("El 4 de mayo, tres guardias venezolanos que habían dejado su puesto en Güiria llegaron a Icacos. Los "
          "guardias, a quienes entrevisté en julio, dijeron que desertaron porque les ordenaron golpear a "
          "manifestantes. Al día siguiente una patrulla los llevó a San Fernando.", "2019-07-20",
          [("relocation", ANY, "2019-05-05")], (("relocation", ANY, "2019-07-02"), ("relocation", ANY, "2019-07-01")),
          "es-a-quienes-entreviste"),
    _case("Em 4 de maio, três guardas venezuelanos que tinham deixado o posto em Güiria chegaram a Icacos. Os "
          "guardas, que entrevistei em julho, disseram que desertaram porque receberam ordens de bater em "
          "manifestantes. No dia seguinte uma patrulha os levou para San Fernando.", "2019-07-20",
          [("relocation", ANY, "2019-05-05")], (("relocation", ANY, "2019-07-02"), ("relocation", ANY, "2019-07-01")),
          "pt-que-entrevistei"),
]


@pytest.mark.parametrize("text, published, present, absent", TELLER_MET)
def test_the_day_the_writer_met_the_tellers_dates_nothing(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TELLER_MET_GUARDS = [
    # (guards: a day outside the meeting's clause is the deed's own; a relative clause with no meeting keeps its day)
    _case("Three Venezuelan guardsmen, whom I met in Cúcuta, deserted in July.", "2019-07-20",
          [("defection", ANY, "2019-07-01")], (), "en-day-after-the-clause"),
    _case("Three Venezuelan guardsmen, who crossed the bridge in July, asked for asylum in Cúcuta.", "2019-07-20",
          [("border_crossing", ANY, "2019-07-01")], (), "en-relative-deed"),
]


@pytest.mark.parametrize("text, published, present, absent", TELLER_MET_GUARDS)
def test_a_day_of_the_story_still_dates_its_deed(gazetteer, geonames, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_FROM_THE_HOME = [
    # "agentes de la Dgcim se lo llevaron de la casa familiar de Barcelona": the knock told with the home's article
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, agentes del Sebin se lo llevaron de la casa "
          "familiar en Maracay.", "2019-03-20", [("arrest", "Maracay", "2019-02-02")], (), "es-se-lo-llevaron-de-la-casa"),
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, funcionarios de la Dgcim se la llevaron de la "
          "vivienda de sus padres en Maracay.", "2019-03-20", [("arrest", "Maracay", "2019-02-02")], (),
          "es-se-la-llevaron-de-la-vivienda"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_FROM_THE_HOME)
def test_taken_away_from_the_home_is_an_arrest(gazetteer, geonames, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


NOT_TAKEN_INTO_CUSTODY = [
    # (guards: carried from the home to a doctor is care; things taken from the home are no one held)
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, sus vecinos se lo llevaron de la casa al "
          "hospital de Maracay.", "2019-03-20", [], ("arrest",), "es-to-the-hospital"),
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, sus hijos se llevaron de la casa los muebles "
          "en Maracay.", "2019-03-20", [], ("arrest",), "es-things-taken"),
]


@pytest.mark.parametrize("text, published, present, absent", NOT_TAKEN_INTO_CUSTODY)
def test_carried_from_the_home_for_care_is_no_arrest(gazetteer, geonames, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HOME_OF_THE_FAMILY = [
    # "se llevaron a su padre de la casa familiar de Barcelona": the town of the family's home is where he was taken
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, agentes del Sebin se llevaron a su padre de la "
          "casa familiar de Maracay.", "2019-03-20", [("arrest", "Maracay", "2019-02-02")], (), "es-casa-familiar-de"),
    _case("Un sargento venezolano desertó en enero. El 2 de febrero, agentes del Sebin se llevaron a su hermano de la "
          "vivienda materna de Maracay.", "2019-03-20", [("arrest", "Maracay", "2019-02-02")], (), "es-vivienda-materna-de"),
]


@pytest.mark.parametrize("text, published, present, absent", HOME_OF_THE_FAMILY)
def test_the_family_home_of_a_town_places_the_taking(gazetteer, geonames, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


LEFT_FROM_THE_FAMILY_HOME = [
    # (guard: a move out of the family home still starts there, it does not end there)
    _case("Un sargento venezolano desertó en enero. El 2 de febrero salió de la casa familiar de Maracay hacia "
          "Cúcuta.", "2019-03-20", [("border_crossing", "Cúcuta", "2019-02-02")],
          (("border_crossing", "Maracay", ANY), ("relocation", "Maracay", ANY)),
          "es-left-the-family-home"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_FROM_THE_FAMILY_HOME)
def test_a_move_out_of_the_family_home_starts_there(gazetteer, geonames, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
