"""Event extraction traps found again in held-out batch 51 (eight soldiers handed to Migración Colombia after a
surrender in the Catatumbo, a boatman held for ferrying guardsmen over the Orinoco, a wife's arrest told first by its
month in the deck and then by its day), each shown on new sentences in Spanish, English and Portuguese."""

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


THE_BOATMAN_HELD = [
    # "detuvo en el muelle de Puerto Ayacucho al bonguero que los trasladó": the one who ferried the men across, held
    _case("Tres soldados cruzaron el río Arauca el viernes 3 de mayo. El sábado 4, una comisión de la GNB detuvo en el "
          "muelle de Guasdualito al lanchero que los llevó.", "2019-05-08", [("arrest", "Guasdualito", "2019-05-04")], (),
          "es-detuvo-en-el-muelle-al-lanchero"),
    _case("Three soldiers crossed the Arauca River on Friday, May 3. On Saturday, the National Guard arrested the "
          "boatman who ferried them in Guasdualito.", "2019-05-08", [("arrest", "Guasdualito", "2019-05-04")], (),
          "en-arrested-the-boatman"),
    _case("Tres soldados cruzaron el río Arauca el viernes 3 de mayo. El sábado 4, el lanchero fue detenido en "
          "Guasdualito.", "2019-05-08", [("arrest", "Guasdualito", "2019-05-04")], (), "es-el-lanchero-fue-detenido"),
    # ... a boatman who only takes them across, or anyone else held, is no such arrest
    _case("El sábado 4 de mayo, un lanchero cruzó a tres soldados por el río Arauca hasta Arauca.", "2019-05-08",
          [("border_crossing", ANY, "2019-05-04")], ("arrest",), "es-el-lanchero-cruzo"),
    _case("Three soldiers crossed the Arauca River on Friday, May 3. On Saturday, police in Guasdualito arrested a "
          "fisherman.", "2019-05-08", [("border_crossing", ANY, "2019-05-03")], ("arrest",), "en-a-fisherman-held"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_BOATMAN_HELD)
def test_the_boatman_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MONTH_TOLD_FIRST_THEN_THE_DAY = [
    # "Em abril, a mulher dele foi detida em Santa Elena ... No domingo 21 de abril, agentes detiveram a mulher do
    # sargento, Ana Maria Pérez, em Santa Elena": a summary by the month, then the day: one arrest, on its day
    _case("O sargento Pedro Lima desertou em março. Em abril, a mulher dele foi detida em Santa Elena de Uairén. No "
          "domingo 21 de abril, agentes da Dgcim detiveram a mulher do sargento, Ana Maria Pérez, em Santa Elena de "
          "Uairén.", "2019-05-08", [("arrest", "Santa Elena de Uairén", "2019-04-21")],
          (("arrest", ANY, "2019-04-01"),), "pt-em-abril-then-domingo-21"),
    _case("El sargento Pedro Lima desertó en marzo. En abril, su esposa fue detenida en Maracay. El domingo 21 de abril, "
          "agentes de la Dgcim detuvieron a la esposa del sargento, Ana María Pérez, en Maracay.", "2019-05-08",
          [("arrest", "Maracay", "2019-04-21")], (("arrest", ANY, "2019-04-01"),), "es-en-abril-then-domingo-21"),
    # ... not at another town, nor of two men each told by his rank
    _case("El sargento Pedro Lima desertó en marzo. En abril, su esposa fue detenida en Maracay. El domingo 21 de abril, "
          "agentes de la Dgcim detuvieron a la esposa del sargento, Ana María Pérez, en Valencia.", "2019-05-08",
          [("arrest", "Maracay", "2019-04-01"), ("arrest", "Valencia", "2019-04-21")], (), "es-another-town"),
    _case("In April a former captain asked for asylum at San Ysidro. On April 21, a former petty officer asked for "
          "asylum at San Ysidro.", "2019-05-08",
          [("asylum", "San Ysidro", "2019-04-01"), ("asylum", "San Ysidro", "2019-04-21")], (), "en-two-ranks"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MONTH_TOLD_FIRST_THEN_THE_DAY)
def test_a_month_told_first_then_the_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
