"""Event extraction traps found in held-out batch 85 (second round): a checkpoint told by its town after "de" ("lo
detuvieron en el punto de revisión de Huixtla") is where the arrest was, in Spanish and Portuguese, even when only
GeoNames knows the town; "segundo a Migração Colômbia" is the figure's source with its article too; each shown on
new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


CHECKPOINT_OF_A_TOWN = [
    # "en el retén de Táriba": the town after the checkpoint's "de" is where the men were held
    _case("Dos guardias venezolanos desertaron el sábado. El lunes, agentes de la Dgcim los detuvieron en el retén de "
          "Táriba.", "2019-03-20", [("arrest", "Táriba", "2019-03-18")], (("arrest", "Venezuela", ANY),),
          "es-reten-de-gazetteer-town"),
    # a town only GeoNames knows: "el punto de revisión de" is the cue that it is a place at all
    _case("Dos exsoldados venezolanos cruzaron el río Suchiate hacia Chiapas el sábado. El lunes, agentes migratorios "
          "los detuvieron en el punto de revisión de Pijijiapan.", "2019-03-20",
          [("arrest", "Pijijiapan", "2019-03-18")], (("arrest", "Chiapas", ANY),), "es-punto-de-revision-de"),
    _case("Dos exsoldados venezolanos cruzaron el río Suchiate hacia Chiapas el sábado. El lunes, agentes migratorios "
          "los detuvieron en el retén de Arriaga.", "2019-03-20",
          [("arrest", "Arriaga", "2019-03-18")], (("arrest", "Chiapas", ANY),), "es-reten-de-geonames-town"),
    _case("Dois ex-soldados venezuelanos entraram em Roraima no sábado. Na segunda-feira, os dois foram detidos pela "
          "Polícia Federal no posto de fiscalização de Mucajaí.", "2019-03-20",
          [("arrest", "Mucajaí", "2019-03-18")], (("arrest", "Roraima", ANY),), "pt-posto-de-fiscalizacao-de"),
    _case("Dois ex-soldados venezuelanos entraram em Roraima no sábado. Na segunda-feira, os dois foram detidos pela "
          "Polícia Rodoviária no posto de controle de Iracema.", "2019-03-20",
          [("arrest", "Iracema", "2019-03-18")], (("arrest", "Roraima", ANY),), "pt-posto-de-controle-de"),
    # (guards: a checkpoint of a force, not of a town, names no place; a town put "en" stays where)
    _case("Dos exsoldados venezolanos cruzaron el río Suchiate hacia Chiapas el sábado. El lunes, agentes migratorios "
          "los detuvieron en el retén de la Guardia Nacional.", "2019-03-20",
          [("arrest", ANY, "2019-03-18")], (("arrest", "Guardia Nacional", ANY),), "es-reten-de-la-guardia"),
    _case("Dos guardias venezolanos desertaron el sábado. El lunes, agentes de la Dgcim los detuvieron en Táriba, "
          "cerca del puesto de control de la Guardia.", "2019-03-20", [("arrest", "Táriba", "2019-03-18")], (),
          "es-en-taribas-cerca-del-puesto"),
    # (guard: "tomaron el control de" is no checkpoint; no arrest is made of a seizure)
    _case("Dos guardias venezolanos desertaron el sábado. El lunes, los rebeldes tomaron el control de Táriba.",
          "2019-03-20", [], ("arrest",), "es-tomaron-el-control-de"),
]


@pytest.mark.parametrize("text, published, present, absent", CHECKPOINT_OF_A_TOWN)
def test_a_checkpoint_of_a_town_is_where_the_arrest_was(gazetteer, geonames, text: str, published: str,
                                                        present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


AGENCY_WITH_ITS_ARTICLE = [
    # "segundo a Migração Colômbia, ... entraram no país": Portuguese puts the article before the agency, which is
    # still the source of the figure, and "o país" its own
    _case("Segundo a Migração Colômbia, cerca de 900 militares venezuelanos entraram no país desde fevereiro.",
          "2019-05-20", [("border_crossing", "Colombia", None)], (), "pt-segundo-a-migracao"),
    _case("De acordo com a Migração Colômbia, uns 200 soldados venezuelanos entraram no país desde março.",
          "2019-05-20", [("border_crossing", "Colombia", None)], (), "pt-de-acordo-com-a-migracao"),
    # (guard: the agency that acts, not the source, gives no country to soldiers' figures)
    _case("A Migração Colômbia levou o sargento venezuelano para um abrigo na segunda-feira.", "2019-05-20", [],
          (("border_crossing", "Colombia", ANY),), "pt-a-migracao-acts"),
]


@pytest.mark.parametrize("text, published, present, absent", AGENCY_WITH_ITS_ARTICLE)
def test_the_migration_agency_after_its_article_is_the_figures_source(gazetteer, geonames, text: str, published: str,
                                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
