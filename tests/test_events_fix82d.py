"""Event extraction traps found in held-out batch 82, fourth round (a relative told as the one who deserts, "her
brother deserted in March", is the soldier of the story; a truck taken to a place, "took a minibus and then a truck
to Mahdia", is a ride there, not cargo), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


KIN_WHO_DESERTS = [
    # "her brother deserted": told by his sister, the brother is the deserter
    _case("Luis Mora, 24, served as a private in the Venezuelan army. His sister said her brother deserted in May "
          "from a checkpoint near Ureña.", "2019-08-10", [("defection", "Ureña", "2019-05-01")], (), "en-her-brother"),
    _case("My son deserted from the National Guard in June in San Antonio del Táchira, the woman said.",
          "2019-08-10", [("defection", "San Antonio del Táchira", "2019-06-01")], (), "en-my-son"),
    _case("Carlos Rivas, 22, was a Venezuelan soldier. His mother said her younger son had deserted on July 2 from "
          "his unit in Guasdualito.", "2019-08-10", [("defection", "Guasdualito", "2019-07-02")], (),
          "en-younger-son-had"),
    # "su hijo desertó", "o filho dela desertou": the same in Spanish and Portuguese
    _case("Pedro Lara, de 23 años, era soldado del Ejército venezolano. Su madre contó que su hijo desertó en abril "
          "de un puesto en Guasdualito.", "2019-08-10", [("defection", "Guasdualito", "2019-04-01")], (), "es-su-hijo"),
    _case("Pedro Lara, de 23 anos, era soldado do Exército venezuelano. A mãe contou que o filho dela desertou em "
          "abril de um posto em Santa Elena de Uairén.", "2019-08-10",
          [("defection", "Santa Elena de Uairén", "2019-04-01")], (), "pt-o-filho-dela"),
    # (guard: "deserted her" is a family left, no soldier's desertion)
    _case("Ana Rojas lives in Ureña with her three children. Her husband deserted her in May.", "2019-08-10", [],
          ("defection",), "en-deserted-her"),
    # (guard: a relative who is no deserter, with the soldier's desertion told in a clause of its own)
    _case("His mother, who lives in Ureña, was questioned by the police for two hours.", "2019-08-10", [],
          ("defection",), "en-mother-lives"),
    # (guard: relatives of soldiers who deserted: who the soldiers are, no desertion told)
    _case("Relatives of soldiers who deserted have been questioned in Ureña.", "2019-08-10", [], ("defection",),
          "en-relatives-of-deserters"),
]


@pytest.mark.parametrize("text, published, present, absent", KIN_WHO_DESERTS)
def test_a_relative_who_deserts_is_the_soldier(gazetteer, geonames, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TRUCK_TAKEN = [
    # "took a truck to X": a truck ridden to a place, a move (not aid trucks sent there)
    _case("Luis Mora was a Venezuelan soldier. He took a truck to Bogotá in June.", "2019-08-10",
          [("relocation", "Bogotá", "2019-06-01")], (), "en-took-a-truck"),
    _case("Luis Mora was a Venezuelan soldier. He took a minibus and then a truck to Bogotá on June 4.",
          "2019-08-10", [("relocation", "Bogotá", "2019-06-04")], (), "en-minibus-then-truck"),
    # (guard: the cargo's trucks, where aid goes)
    _case("Soldiers blocked the aid trucks to Cúcuta on Saturday.", "2019-08-10", [], (("relocation", "Cúcuta", ANY),),
          "en-aid-trucks-to"),
    _case("The government sent a truck to Cúcuta with food on Monday.", "2019-08-10", [],
          (("relocation", "Cúcuta", ANY),), "en-sent-a-truck"),
]


@pytest.mark.parametrize("text, published, present, absent", TRUCK_TAKEN)
def test_a_truck_taken_to_a_place_is_a_move(gazetteer, geonames, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
