"""Event extraction traps found again in held-out batch 51 (eight soldiers handed to Migración Colombia after a
surrender in the Catatumbo), each shown on new sentences in Spanish, English and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

HANDED_TO_THE_AGENCY_OF_A_COUNTRY = [
    # "El domingo fueron trasladados a Cúcuta. El lunes fueron entregados a Migración Colombia": men already moved to a
    # town of the country are handed to the agency named for it there, no move into "Colombia"
    _case("Seis soldados venezolanos se entregaron el viernes a una patrulla del Ejército en Tibú. El sábado fueron "
          "trasladados en helicóptero a Cúcuta. El domingo fueron entregados a Migración Colombia.", "2019-07-10",
          [("relocation", "Cúcuta", "2019-07-06")], (("relocation", "Colombia", ANY),), "es-entregados-a-migracion-colombia"),
    _case("Six Venezuelan soldiers surrendered to an army patrol in Tibú on Friday. On Saturday they were flown by "
          "helicopter to Cúcuta. On Sunday they were handed over to Migración Colombia.", "2019-07-10",
          [("relocation", "Cúcuta", "2019-07-06")], (("relocation", "Colombia", ANY),), "en-handed-over-to-migracion"),
    # ... a handover that is the first move told into the country, or a move to the country itself, still is one
    _case("Seis soldados venezolanos desertaron el viernes en Ureña. El sábado la policía los entregó a Migración "
          "Colombia.", "2019-07-10", [("relocation", "Colombia", "2019-07-06")], (), "es-first-move-is-the-handover"),
    _case("Seis soldados venezolanos se entregaron el viernes a una patrulla del Ejército en Tibú. El sábado fueron "
          "trasladados en helicóptero a Cúcuta. El domingo fueron trasladados a Colombia.", "2019-07-10",
          [("relocation", "Colombia", "2019-07-07")], (), "es-trasladados-a-colombia-still-a-move"),
]


@pytest.mark.parametrize("text, published, present, absent", HANDED_TO_THE_AGENCY_OF_A_COUNTRY)
def test_handed_to_the_agency_of_a_country(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
