"""Event extraction traps found in held-out batch 82 (a count of Venezuelans some of whom the same or the next
sentence calls soldiers, an arrest by a foreign country's own named force with no town of its own, a claim for
international protection), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


SOME_OF_THEM_SOLDIERS = [
    # "cinco venezuelanos ... Dois deles eram ex-soldados": the Venezuelans held are the soldiers' group
    _case("Agentes da Polícia Federal detiveram na terça-feira cinco venezuelanos em Boa Vista. Dois deles eram "
          "ex-soldados do Exército.", "2019-11-07", [("arrest", "Boa Vista", "2019-11-05")], (), "pt-dois-deles"),
    _case("Agentes de la Policía detuvieron el martes a seis venezolanos en Arauca. Cuatro de ellos dijeron ser "
          "exmilitares.", "2019-11-07", [("arrest", "Arauca", "2019-11-05")], (), "es-cuatro-de-ellos"),
    # (the same told in an apposition inside the sentence)
    _case("Agentes de la Policía detuvieron el martes a seis ciudadanos venezolanos, cuatro de ellos exmilitares, "
          "en Arauca.", "2019-11-07", [("arrest", "Arauca", "2019-11-05")], (), "es-apposition"),
    # (guard: some of them children, not soldiers: nobody of the story is held)
    _case("Agentes de la Policía detuvieron el martes a seis venezolanos en Arauca. Cuatro de ellos eran niños.",
          "2019-11-07", [], ("arrest",), "es-children"),
    # (guard: Venezuelans with no word of soldiers among them)
    _case("Agentes da Polícia Federal detiveram na terça-feira cinco venezuelanos em Boa Vista.", "2019-11-07", [],
          ("arrest",), "pt-no-soldiers"),
]


@pytest.mark.parametrize("text, published, present, absent", SOME_OF_THEM_SOLDIERS)
def test_venezuelans_some_of_them_soldiers_are_the_group(gazetteer, geonames, text: str, published: str,
                                                         present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HELD_BY_A_NAMED_FORCE = [
    # "Agentes da Polícia Federal detiveram ... que tentavam atravessar de Pacaraima": held in Brazil, at the
    # Brazilian town the sentence names
    _case("Agentes da Polícia Federal detiveram na quarta-feira dois ex-sargentos venezuelanos que tentavam "
          "atravessar o rio de Pacaraima para Santa Elena de Uairén.", "2019-12-13",
          [("arrest", "Pacaraima", "2019-12-11")], (), "pt-policia-federal"),
    # the Argentine Gendarmería: held in Argentina, which the article names (not at home in Venezuela)
    _case("Efectivos de la Gendarmería detuvieron el martes a dos exsargentos venezolanos que cruzaban el río desde "
          "Foz do Iguaçu. Ambos pidieron refugio en la Argentina el miércoles.", "2019-11-07",
          [("arrest", "Argentina", "2019-11-05")], (("arrest", "Venezuela", ANY),), "es-gendarmeria"),
    # (guard: Spanish "Policía Federal" is no Brazilian force: the arrest stays where the story would put it)
    _case("La Policía Federal detuvo el martes a dos exsargentos venezolanos que llegaban de Foz do Iguaçu.",
          "2019-11-07", [], (("arrest", "Foz do Iguaçu", ANY),), "es-policia-federal"),
    # (guard: the DGCIM's arrest at home is untouched)
    _case("Agentes de la Dgcim detuvieron el martes al sargento Luis Pérez en Caracas.", "2019-11-07",
          [("arrest", "Caracas", "2019-11-05")], (), "es-dgcim-at-home"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_A_NAMED_FORCE)
def test_an_arrest_by_a_foreign_force_is_in_its_country(gazetteer, geonames, text: str, published: str,
                                                        present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


INTERNATIONAL_PROTECTION = [
    # "lodged his claim for international protection": the European Union's word for asylum
    _case("Sergeant Luis Pérez lodged his claim for international protection at the police station in Madrid on "
          "Monday.", "2019-10-23", [("asylum", "Madrid", "2019-10-21")], (), "en-claim-for-international"),
    _case("Captain Luis Pérez filed an application for international protection in Madrid on Monday.", "2019-10-23",
          [("asylum", "Madrid", "2019-10-21")], (), "en-application-for-international"),
    # (guard: a claim for international support is no asylum)
    _case("Sergeant Luis Pérez lodged a claim for international support in Madrid on Monday.", "2019-10-23", [],
          ("asylum",), "en-international-support"),
]


@pytest.mark.parametrize("text, published, present, absent", INTERNATIONAL_PROTECTION)
def test_a_claim_for_international_protection_is_asylum(gazetteer, text: str, published: str, present: list,
                                                        absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, None, text, published), present, absent)
