"""Event extraction traps found in held-out batch 54, third pass (an official's running total told inside a quote,
the town after the writer's name and a slash in a byline, an officer named by a long title who is told of a wish for
asylum, two men in clauses sharing one verb as the subject left out after them), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

QUOTED_RUNNING_TOTAL = [
    # '"Desde febrero han ingresado al país 1.487 uniformados venezolanos", dijo Rolón': an official's figure in her
    # own words is the running total (present perfect, a count, "since" a month, all inside the quote)
    _case('La vocera de Migración dijo este lunes que la entidad sigue el caso. "Desde marzo han cruzado a Colombia '
          '2.310 militares venezolanos que no quieren regresar", dijo.', "2019-10-22",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], (), "es-desde-marzo-han-cruzado"),
    _case('The migration official gave the figures on Monday. "Since March more than 2,300 Venezuelan soldiers have '
          'crossed into Colombia," she said.', "2019-10-22",
          [("border_crossing", "Colombia", None)], (), "en-since-march-have-crossed"),
    # ... not a quote with no count, nor one with no "since", nor a speaker's own past
    _case('La vocera de Migración dijo este lunes que la entidad sigue el caso. "Desde marzo han cruzado a Colombia '
          'muchos militares venezolanos", dijo.', "2019-10-22", [], ("border_crossing", "defection"), "es-no-count"),
    _case('La vocera de Migración dijo este lunes que la entidad sigue el caso. "Han cruzado a Colombia 2.310 '
          'militares venezolanos", dijo.', "2019-10-22", [], ("border_crossing", "defection"), "es-no-since"),
    _case('The migration official spoke on Monday. "Since March more than 2,300 Venezuelan soldiers crossed into '
          'Colombia in one week," she said.', "2019-10-22", [], ("border_crossing", "defection"), "en-no-perfect"),
]


@pytest.mark.parametrize("text, published, present, absent", QUOTED_RUNNING_TOTAL)
def test_quoted_running_total(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BYLINE_SLASH_TOWN = [
    # "**Por Laura Peñaranda / Villa del Rosario (Norte de Santander)**": the town after the slash is the dateline,
    # "the country" a running total names is that town's
    _case("**Por Ana Lucía Gómez / Cúcuta (Norte de Santander)**\n\nLa entidad publicó sus cifras este lunes. Desde "
          "febrero han ingresado al país 1.487 uniformados venezolanos, según Migración.", "2019-10-22",
          [("defection", "Cúcuta", None), ("border_crossing", "Cúcuta", None)], (), "es-por-name-slash-town"),
    _case("By Ana Lucía Gómez / Cúcuta\n\nMore than 1,400 Venezuelan soldiers have entered the country since "
          "February, officials say.", "2019-10-22", [("border_crossing", "Cúcuta", None)], (), "en-by-name-slash-town"),
    # ... not a desk or an agency named after the slash
    _case("**Por Ana Lucía Gómez / Especial para El Diario**\n\nLa entidad publicó sus cifras este lunes. Desde "
          "febrero han ingresado al país 1.487 uniformados venezolanos, según Migración.", "2019-10-22", [], ("border_crossing", "defection"),
          "es-slash-desk"),
    _case("By Ana Lucía Gómez / Reuters\n\nMore than 1,400 Venezuelan soldiers have entered the country since "
          "February, officials say.", "2019-10-22", [], ("border_crossing", "defection"), "en-slash-agency"),
]


@pytest.mark.parametrize("text, published, present, absent", BYLINE_SLASH_TOWN)
def test_byline_slash_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TOLD_A_LONG_TITLED_OFFICER = [
    # "told a U.S. Customs and Border Protection officer that he wanted asylum": the officer's title may run to
    # several words and an abbreviation with dots
    _case("Medina, a former guard captain, walked over the bridge on Aug. 14 and told a U.S. Customs and Border "
          "Protection officer that he wanted asylum.", "2019-08-21", [("asylum", ANY, "2019-08-14")], (),
          "en-told-a-us-cbp-officer"),
    _case("Medina, a former guard captain, reached the port of entry on Aug. 14 and told the U.S. immigration officers "
          "there that he wanted asylum.", "2019-08-21", [("asylum", ANY, "2019-08-14")], (), "en-told-the-us-officers"),
    # ... not a newspaper told, nor a wish told to no official
    _case("Medina, a former guard captain, walked over the bridge on Aug. 14 and told a U.S. newspaper that he "
          "wanted asylum.", "2019-08-21", [], ("asylum",), "en-told-a-newspaper"),
    _case("Medina, a former guard captain, walked over the bridge on Aug. 14 and told his wife and his lawyer and "
          "his two brothers and friends that he wanted asylum.", "2019-08-21", [], ("asylum",), "en-told-family"),
]


@pytest.mark.parametrize("text, published, present, absent", TOLD_A_LONG_TITLED_OFFICER)
def test_told_a_long_titled_officer(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TWO_MEN_SHARING_ONE_VERB = [
    # "Paz trabajó como mototaxista; Fuenmayor, como ayudante en un taller": two men in clauses that share one verb
    # (the second's left out after a comma) are together the left-out subject of the plural verb that follows
    _case("El exsargento Carlos Fuenmayor y el excabo Deivis Paz cruzaron la frontera en Paraguachón el 18 de mayo. "
          "Paz trabajó como mototaxista; Fuenmayor, como ayudante en un taller de motos. El domingo 1 de diciembre "
          "tomaron un bus de Riohacha a Bogotá.", "2019-12-09", [("relocation", "Bogotá", "2019-12-01")], (),
          "es-trabajo-como-gapped"),
    _case("O ex-sargento Carlos Fuenmayor e o ex-cabo Deivis Paz cruzaram a fronteira em Pacaraima em 18 de maio. "
          "Paz trabalhou como mototaxista; Fuenmayor, como ajudante numa oficina. No domingo, 1º de dezembro, "
          "pegaram um ônibus de Boa Vista para Manaus.", "2019-12-09", [("relocation", "Manaus", "2019-12-01")], (),
          "pt-trabalhou-como-gapped"),
    # ... not when the second clause has a verb of its own, nor when the second is no man the story named
    _case("El exsargento Carlos Fuenmayor y el excabo Deivis Paz cruzaron la frontera en Paraguachón el 18 de mayo. "
          "Paz trabajó como mototaxista; Fuenmayor nunca encontró trabajo. El domingo 1 de diciembre tomaron un bus "
          "de Riohacha a Bogotá.", "2019-12-09", [], ("relocation",), "es-second-verb-of-its-own"),
    _case("El exsargento Carlos Fuenmayor y el excabo Deivis Paz cruzaron la frontera en Paraguachón el 18 de mayo. "
          "Paz trabajó como mototaxista; su primo, como ayudante en un taller de motos. El domingo 1 de diciembre "
          "tomaron un bus de Riohacha a Bogotá.", "2019-12-09", [], ("relocation",), "es-a-cousin-unnamed"),
]


@pytest.mark.parametrize("text, published, present, absent", TWO_MEN_SHARING_ONE_VERB)
def test_two_men_sharing_one_verb(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
