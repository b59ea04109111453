"""Event extraction traps found in held-out batch 96 (a relative taken away by agents, named before his kinship:
"se llevaron a José Gregorio Lara, de 58 años, padre del sargento"; former soldiers gathered outside an office to
press a claim: "se reunieron frente a la sede de Migración"), each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import assert_coded, _case, _coded_with


NAMED_RELATIVE_TAKEN = [
    # "se llevaron a <name>, de 58 años, padre del sargento": the relative by name, his kinship in apposition
    _case("El sargento Pérez desertó a Colombia este mes. El pasado sábado, funcionarios de la Dgcim se llevaron a "
          "José Gregorio Pérez, de 58 años, padre del sargento, en Barquisimeto.", "2019-08-22",
          [("arrest", "Barquisimeto", "2019-08-17")], (), "es-se-llevaron-a-named-father"),
    _case("El cabo Rojas cruzó a Cúcuta la semana pasada. El martes, agentes de la Dgcim se llevaron a Carmen Rojas, "
          "madre del cabo, de su casa en Rubio.", "2019-09-13",
          [("arrest", "Rubio", "2019-09-10")], (), "es-se-llevaron-a-named-mother"),
    _case("O cabo Sucre fugiu para o Brasil no sábado. No domingo, agentes da Dgcim levaram Ana Sucre, de 61 anos, "
          "mãe do cabo, em Santa Elena de Uairén.", "2019-12-10",
          [("arrest", "Santa Elena de Uairén", "2019-12-08")], (), "pt-levaram-named-mother"),
    # (guard: comrades taking a named brother to hospital is care, no arrest)
    _case("El sábado, sus compañeros se llevaron a José Lara, hermano del sargento, al hospital de Barquisimeto.",
          "2019-08-22", [], ("arrest",), "es-named-brother-to-hospital"),
    # (guard: a named official, no kin, is no relative taken)
    _case("El sábado, funcionarios de la Dgcim se llevaron a José Lara, alcalde de Carora, a una reunión en "
          "Barquisimeto.", "2019-08-22", [], ("arrest",), "es-named-mayor-no-kin"),
]


@pytest.mark.parametrize("text, published, present, absent", NAMED_RELATIVE_TAKEN)
def test_a_named_relative_taken_by_agents_is_arrested(gazetteer, geonames, text: str, published: str,
                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


@pytest.mark.parametrize("text, name", [
    ("El pasado sábado, funcionarios de la Dgcim se llevaron a José Gregorio Lara, de 58 años, padre del sargento "
     "Lara, en Barquisimeto.", "José Gregorio Lara"),
    ("No domingo, agentes da Dgcim levaram Ana Sucre, mãe do cabo, em Santa Elena de Uairén.", "Ana Sucre"),
])
def test_the_named_relative_is_the_one_held(gazetteer, text: str, name: str) -> None:
    article = make_article(text, published="2019-08-22")
    arrests = [e for e in extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
               if e.event_type == "arrest"]
    assert [e.actors for e in arrests] == [(name,)]


GATHERED_OUTSIDE = [
    # "se reunieron frente a la sede de ...": gathered outside an office, as "gathered outside"
    _case("Ayer domingo, unos 40 exmilitares venezolanos se reunieron frente a la sede de Migración Colombia en "
          "Barranquilla para reclamar los permisos de trabajo.", "2019-08-05",
          [("protest", "Barranquilla", "2019-08-04")], (), "es-se-reunieron-frente-a"),
    _case("El martes, una veintena de madres de soldados detenidos se reunieron a las puertas de la Defensoría del "
          "Pueblo en Barquisimeto.", "2019-08-22", [("protest", "Barquisimeto", "2019-08-20")], (),
          "es-se-reunieron-a-las-puertas-de"),
    _case("Na quarta-feira, cerca de 60 ex-militares venezuelanos se reuniram em frente à sede da Polícia Federal "
          "em Boa Vista para cobrar documentos.", "2019-10-24", [("protest", "Boa Vista", "2019-10-23")], (),
          "pt-se-reuniram-em-frente-a"),
    # (guard: meeting with someone is no protest)
    _case("El domingo, los cuatro guardias se reunieron con sus familias en Cúcuta.", "2019-08-05", [],
          ("protest",), "es-se-reunieron-con"),
]


@pytest.mark.parametrize("text, published, present, absent", GATHERED_OUTSIDE)
def test_gathered_outside_an_office_is_a_protest(gazetteer, geonames, text: str, published: str,
                                                 present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
