"""Event extraction traps found a third time in held-out batch 80 (a drowning told by "murió ahogado", a beating with
a weapon and no striker named, what was done "in the operation" told just before), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


DROWNED = [
    # "murió ahogado", "morreu afogado": the river took him, nobody's deed
    _case("Un exsoldado venezolano murió ahogado el domingo en el río Táchira, cerca de Cúcuta.", "2019-08-14",
          [], ("violence",), "es-murio-ahogado"),
    _case("Dois ex-soldados venezuelanos morreram afogados no domingo no rio Táchira, perto de Cúcuta.", "2019-08-14",
          [], ("violence",), "pt-morreram-afogados"),
    # (guards: thrown in by someone, or a death with no drowning, stays violence)
    _case("Dos exsoldados murieron ahogados el domingo en el río Táchira tras ser arrojados al agua por guardias.",
          "2019-08-14", [("violence", "Táchira River", "2019-08-11")], (), "es-thrown-in"),
    _case("Un exsoldado venezolano murió el domingo en Cúcuta tras un ataque.", "2019-08-14",
          [("violence", "Cúcuta", "2019-08-11")], (), "es-murio-tras-un-ataque"),
]


@pytest.mark.parametrize("text, published, present, absent", DROWNED)
def test_a_drowning_is_no_violence(gazetteer, geonames, text: str, published: str, present: list,
                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


BEATEN_WITH_A_WEAPON = [
    # "fue golpeado con la culata de un fusil": a blow dealt with a weapon, the striker unnamed
    _case("El sábado 28 de septiembre, uno de los exsoldados fue golpeado con la culata de un fusil en una finca de "
          "Tibú.", "2019-10-04", [("violence", "Tibú", "2019-09-28")], (), "es-culata"),
    _case("El viernes, dos exmilitares fueron apaleados con tubos en una vereda de Tibú.", "2019-10-04",
          [("violence", "Tibú", "2019-10-04")], (), "es-tubos"),
    # (guard: struck hard by an abstraction, no weapon and no striker)
    _case("La economía de Cúcuta fue golpeada con fuerza el sábado.", "2019-10-04", [], ("violence",),
          "es-golpeada-con-fuerza"),
]


@pytest.mark.parametrize("text, published, present, absent", BEATEN_WITH_A_WEAPON)
def test_beaten_with_a_weapon_is_violence(gazetteer, geonames, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


_LURED = ("Los hombres, que habían desertado del Ejército venezolano, fueron engañados con una oferta de trabajo. Dos "
          "personas fueron capturadas.\n\n")
IN_THE_OPERATION = [
    # "En el operativo fueron capturados ...": done in the operation the sentence before dated
    _case(_LURED + "Cuatro exsoldados venezolanos que permanecían retenidos en una finca de Tibú fueron rescatados por "
          "el Ejército en una operación realizada el pasado martes en la vereda El Progreso.\n\nEn el operativo fueron "
          "capturados dos hombres de nacionalidad colombiana.", "2019-10-04",
          [("arrest", "Tibú", "2019-10-01")], (("arrest", "Tibú", None),), "es-en-el-operativo"),
    _case("The men, who had deserted from the Venezuelan army, were lured with a job offer. Two people were arrested."
          "\n\nFour former Venezuelan soldiers who were being held on a farm near Tibú were freed by the army in an "
          "operation carried out last Tuesday.\n\nDuring the operation, officers arrested two Colombian men.",
          "2019-10-04", [("arrest", ANY, "2019-10-01")], (), "en-during-the-operation"),
    # (guard: a sentence opening on another scene is not dated by the operation)
    _case(_LURED + "Cuatro exsoldados venezolanos que permanecían retenidos en una finca de Tibú fueron rescatados por "
          "el Ejército el pasado martes.\n\nEn el hospital fueron capturados dos hombres de nacionalidad colombiana.",
          "2019-10-04", [("arrest", "Tibú", None)], (), "es-en-el-hospital"),
]


@pytest.mark.parametrize("text, published, present, absent", IN_THE_OPERATION)
def test_done_in_the_operation_told_before_takes_its_day(gazetteer, geonames, text: str, published: str,
                                                         present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
