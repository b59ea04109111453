"""Actor traps found in held-out batch 43 (a sergeant a BBC Mundo story names only "Wilmer", an AFP story's pirogue
that came ashore near Cedros), each shown on new sentences: a first name told with the surname it withholds is a
person's name; the craft that lands stands for those aboard it."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _case, _coded, assert_coded


@pytest.mark.parametrize("sentences, surface", [
    # "Wilmer, que pidió que no se publicara su apellido": the name stands for the man from then on
    (["Wilmer, que pidió que no se publicara su apellido, es sargento.", "En mayo, Wilmer viajó a Villavicencio."],
     "Wilmer"),
    (["Jonathan, 28, who asked that his surname not be published, is a sergeant.", "In May, Jonathan moved to Bogotá."],
     "Jonathan"),
    (["Wilmer, que pediu para não ter o sobrenome publicado, é sargento.", "Em maio, Wilmer viajou para Manaus."],
     "Wilmer"),
])
def test_a_first_name_with_its_surname_withheld(sentences: list[str], surface: str) -> None:
    later = read_actors(sentences)[1]
    assert [a.kind for m in later if m.surface == surface for a in m.actors] == ["person"]


def test_a_first_name_with_another_request() -> None:
    # (a request for anything else makes no name of a capitalised word)
    later = read_actors(["Wilmer, que pidió más comida, es sargento.", "En mayo, Wilmer viajó a Villavicencio."])[1]
    assert not [m for m in later if m.surface == "Wilmer"]


@pytest.mark.parametrize("text, published, present, absent", [
    # the man so named travels in the story
    _case("Wilmer, que pidió que no se publicara su apellido, es sargento de la GNB. A principios de mayo, Wilmer "
          "viajó en bus de Puerto Carreño a Villavicencio.", "2019-07-15",
          [("relocation", "Villavicencio", "2019-05-01")], (), "es-apellido"),
    _case("Jonathan, 28, who asked that his surname not be published, is a sergeant. In early May, Jonathan travelled "
          "by bus from Puerto Carreño to Villavicencio.", "2019-07-15",
          [("relocation", "Villavicencio", "2019-05-01")], (), "en-surname"),
    _case("Wilmer, que pediu para não ter o sobrenome publicado, é sargento da GNB. No início de maio, Wilmer viajou "
          "de ônibus de Pacaraima para Boa Vista.", "2019-07-15",
          [("relocation", "Boa Vista", "2019-05-01")], (), "pt-sobrenome"),
    _case("Wilmer, que pidió más comida, es sargento de la GNB. A principios de mayo, Wilmer viajó en bus de Puerto "
          "Carreño a Villavicencio.", "2019-07-15", [], ("relocation",), "es-other-request"),
])
def test_the_named_man_travels(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, published, present, absent", [
    # "The pirogue came ashore near Cedros": the craft that lands stands for the men aboard it
    _case("Five Venezuelan sailors slipped out of Güiria on Friday night aboard a fishing boat. The pirogue came ashore "
          "at a beach near Cedros before dawn on Saturday.", "2019-03-20",
          [("border_crossing", "Cedros", "2019-03-16")], (), "en-the-pirogue-came-ashore"),
    _case("Four Venezuelan guardsmen left Güiria on Friday night in a fishing boat. Their boat landed near Cedros on "
          "Saturday.", "2019-03-20", [("border_crossing", "Cedros", "2019-03-16")], (), "en-their-boat-landed"),
    # (a craft of no one told before carries no one of the story)
    _case("Fishermen in Cedros say boats land there every night. The boat landed near Cedros on Saturday.",
          "2019-03-20", [], ("border_crossing",), "en-fishermen-boat"),
])
def test_the_craft_that_lands(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
