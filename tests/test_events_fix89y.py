"""Event extraction traps of held-out batch 89 (a development set), each shown on new sentences: an officer named by
the unit he commands ("the unit's commanding lieutenant") is someone the sentence tells of, and a move to a migrant
station named by its town ("a la estación migratoria de Villahermosa") goes to that town."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, _coded_with, assert_coded


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case("Relatives said the unit's commanding lieutenant was detained by military counterintelligence agents in "
          "San Fernando de Apure on Wednesday.", "2019-03-01",
          [("arrest", "San Fernando de Apure", "2019-02-27")], (), "the-units-commanding-lieutenant"),
    _case("The battalion's commanding officer was arrested in Maracay on Wednesday.", "2019-03-01",
          [("arrest", "Maracay", "2019-02-27")], (), "the-battalions-commanding-officer"),
    _case("His unit's captain deserted on Wednesday and crossed into Colombia at Paraguachón.", "2019-03-01",
          [("defection", ANY, "2019-02-27")], (), "his-units-captain"),
    # a firm's officer is nobody the story follows
    _case("The company's commanding officer said on Wednesday that exports from Maracay had fallen.", "2019-03-01",
          [], ("arrest", "defection"), "the-companys-officer-is-no-soldier"),
])
def test_an_officer_named_by_his_unit(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


ENTERED_MEXICO = "Tres exmilitares venezolanos entraron a México el miércoles por El Ceibo. "


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case(ENTERED_MEXICO + "El viernes, los tres militares fueron trasladados a la estación migratoria de "
          "Villahermosa.", "2019-04-08", [("relocation", "Villahermosa", "2019-04-05")], (), "es-estacion-migratoria"),
    _case(ENTERED_MEXICO + "El viernes, los tres militares fueron trasladados a la estación de recepción migratoria "
          "de Villahermosa.", "2019-04-08", [("relocation", "Villahermosa", "2019-04-05")], (),
          "es-estacion-de-recepcion-migratoria"),
    # held there, no move: no relocation
    _case(ENTERED_MEXICO + "Los tres militares permanecen desde el viernes en la estación migratoria de Villahermosa.",
          "2019-04-08", [], (("relocation", "Villahermosa", ANY),), "es-held-in-the-station"),
])
def test_a_move_to_a_migrant_station_of_a_town(gazetteer, geonames, text, published, present, absent):
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
