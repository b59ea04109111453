"""Event extraction traps found in held-out batch 45 (a development set), second pass, each shown on new sentences:
a run across a bridge told by its start ("echaron a correr por el puente") by men told by their uniform, men taken
into the intelligence services' building ("were taken to the DGCIM headquarters"), and a departure with the means of
travel before the town ("salió en bus desde Cúcuta")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_RUN_TOLD_BY_ITS_START = [
    # "echaron a correr por el puente", "echó a correr hacia el lado colombiano": the run across, as "corrieron por"
    _case("El sábado 23 de febrero dos sargentos de la GNB echaron a correr por el puente internacional Simón Bolívar.",
          "2019-03-01", [("border_crossing", "Simón Bolívar International Bridge", "2019-02-23"),
                         ("defection", ANY, "2019-02-23")], (), "echaron-a-correr-por-el-puente"),
    _case("El martes 5 de marzo un cabo del Ejército echó a correr hacia el lado colombiano del río Táchira.",
          "2019-03-08", [("border_crossing", ANY, "2019-03-05")], (), "echo-a-correr-hacia-el-lado"),
    # ... and by men told only by the uniform they wear
    _case("Eran las 4 de la tarde del sábado 23 de febrero cuando dos hombres con el uniforme verde oliva de la Guardia "
          "Nacional corrieron por el puente internacional Simón Bolívar.", "2019-03-01",
          [("defection", "Simón Bolívar International Bridge", "2019-02-23")], (), "men-in-the-guards-uniform"),
    # ... running off to tell someone is no crossing
    _case("El sábado 23 de febrero un sargento de la GNB echó a correr a avisar a su comandante en Ureña.", "2019-03-01",
          [], ("border_crossing", "defection"), "echo-a-correr-a-avisar"),
    # ... nor men in civilian clothes running across
    _case("El sábado 23 de febrero dos hombres con ropa de civil echaron a correr por el puente internacional Simón "
          "Bolívar.", "2019-03-01", [], ("defection",), "men-in-civilian-clothes"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RUN_TOLD_BY_ITS_START)
def test_a_run_told_by_its_start(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_INTO_THE_SERVICES_BUILDING = [
    # "were taken to the DGCIM headquarters", "fueron trasladados a la sede de la Dgcim", "foram levados para a sede
    # do Sebin": taken into the intelligence services' own building is the arrest, when none was told before
    _case("On Monday, two corporals of the corporal's company were taken to the DGCIM headquarters in Maracay.",
          "2019-04-12", [("arrest", "Maracay", "2019-04-08")], (), "taken-to-the-dgcim-headquarters"),
    _case("El lunes 8 de abril dos cabos de su compañía fueron trasladados a la sede de la Dgcim en Maracay.",
          "2019-04-12", [("arrest", "Maracay", "2019-04-08")], (), "trasladados-a-la-sede-de-la-dgcim"),
    _case("Na segunda-feira (8), dois cabos da companhia foram levados para a sede do Sebin em Maracay.",
          "2019-04-12", [("arrest", "Maracay", "2019-04-08")], (), "levados-para-a-sede-do-sebin"),
    # ... after an arrest told before, it is the transfer of men already held
    _case("Two corporals were detained in Maracay on Sunday. On Monday, both corporals were taken to the DGCIM "
          "headquarters in Caracas.", "2019-04-12", [("arrest", "Maracay", "2019-04-07")],
          (("arrest", ANY, "2019-04-08"),), "transfer-after-an-arrest"),
    # ... and a hospital or a governor's office is no cell
    _case("On Monday, two corporals were taken to the military hospital in Maracay.", "2019-04-12", [],
          ("arrest",), "taken-to-a-hospital"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_INTO_THE_SERVICES_BUILDING)
def test_taken_into_the_services_building(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DEPARTURE_BY_A_MEANS_OF_TRAVEL = [
    # "salió en bus desde Cúcuta", "salieron a pie desde Ureña": the way they went told between the verb and the
    # town, as "salió de Cúcuta en bus" already is
    _case("El sargento Rivas salió en bus desde Bucaramanga el 2 de mayo.", "2019-05-10",
          [("relocation", "Bucaramanga", "2019-05-02")], (), "salio-en-bus-desde"),
    _case("Los dos cabos salieron a pie desde Pamplona el jueves 2 de mayo.", "2019-05-10",
          [("relocation", "Pamplona", "2019-05-02")], (), "salieron-a-pie-desde"),
    # ... not from a place that is no town named
    _case("El sargento Rivas salió en bus desde la terminal el 2 de mayo.", "2019-05-10", [],
          ("relocation",), "salio-en-bus-desde-la-terminal"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DEPARTURE_BY_A_MEANS_OF_TRAVEL)
def test_a_departure_by_a_means_of_travel(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
