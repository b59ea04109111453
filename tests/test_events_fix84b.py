"""Event extraction traps found again in held-out batch 84 (a day counted forward, "two days later", that closes a
crossing's clause after a long run of object and places; a leave asked for and never returned from; "one of them"
deserting, one of the soldiers the sentence before named), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, assert_coded
from .test_events_fix84 import _coded_with

CLOSING_COUNT = [
    # "crossed the Arauca River in a borrowed canoe near El Amparo two days later": the count closes the crossing's
    # clause, however far from its verb; the desertion keeps the day it names
    _case("A Venezuelan army sergeant said he deserted from his unit in Guasdualito on March 5 and crossed the Arauca "
          "River on a raft made of drums near El Amparo three days later.", "2019-06-10",
          [("border_crossing", ANY, "2019-03-08"), ("defection", ANY, "2019-03-05")], (), "en-three-days-later"),
    _case("Un sargento del ejército venezolano contó que desertó de su unidad en Guasdualito el 5 de marzo y cruzó el "
          "río Arauca en una balsa de tambores cerca de El Amparo tres días después.", "2019-06-10",
          [("border_crossing", ANY, "2019-03-08"), ("defection", ANY, "2019-03-05")], (), "es-tres-dias-despues"),
    # (guard: the count has its own object, "after the vote": it does not close the clause)
    _case("A Venezuelan army sergeant said he deserted from his unit in Guasdualito on March 5 and crossed the Arauca "
          "River on a raft made of drums near El Amparo three days after the vote.", "2019-06-10", [],
          (("border_crossing", ANY, "2019-03-08"),), "en-count-with-object"),
    # (guard: a clause of its own, "where a cousin found him", owns the count)
    _case("A Venezuelan army sergeant said he deserted from his unit in Guasdualito on March 5 and crossed the Arauca "
          "River on a raft made of drums near El Amparo, where a cousin found him three days later.", "2019-06-10", [],
          (("border_crossing", ANY, "2019-03-08"),), "en-where-clause"),
]


@pytest.mark.parametrize("text, published, present, absent", CLOSING_COUNT)
def test_a_count_closing_the_clause_dates_its_verb(gazetteer, geonames, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


LEAVE_NEVER_ENDED = [
    # "pediu uma licença de dois dias e não voltou": a leave asked for and no return is a desertion
    _case("O cabo José Lima servia num batalhão em Maracay. A 3 de junho, pediu uma licença de três dias e não "
          "voltou.", "2019-11-06", [("defection", ANY, "2019-06-03")], (), "pt-pediu-licenca"),
    _case("El cabo José Lima servía en un batallón en Maracay. El 3 de junio pidió un permiso de tres días y no "
          "regresó.", "2019-11-06", [("defection", ANY, "2019-06-03")], (), "es-pidio-permiso"),
    _case("Corporal José Lima served in a battalion in Maracay. On June 3 he asked for three days' leave and never "
          "came back.", "2019-11-06", [("defection", ANY, "2019-06-03")], (), "en-asked-for-leave"),
    # (guard: the return is to something else, not to the unit)
    _case("Corporal José Lima served in a battalion in Maracay. On June 3 he asked for three days' leave and never "
          "came back with the money he owed.", "2019-11-06", [], ("defection",), "en-came-back-with"),
    _case("O cabo José Lima servia num batalhão em Maracay. A 3 de junho, pediu uma licença de três dias e não "
          "voltou a falar com a família.", "2019-11-06", [], ("defection",), "pt-voltou-a-falar"),
]


@pytest.mark.parametrize("text, published, present, absent", LEAVE_NEVER_ENDED)
def test_a_leave_asked_for_and_never_ended_is_a_desertion(gazetteer, geonames, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


ONE_OF_THOSE_BEFORE = [
    # "Um deles disse ter desertado em Mérida em julho": one of the soldiers the sentence before named deserted
    _case("Os outros três ex-soldados chegaram a Maicao de ônibus. Um deles disse ter desertado em Barinas em "
          "agosto.", "2019-11-27", [("defection", "Barinas", "2019-08-01")], (), "pt-um-deles"),
    _case("Los otros tres exsoldados llegaron a Maicao en autobús. Uno de ellos dijo haber desertado en Barinas en "
          "agosto.", "2019-11-27", [("defection", "Barinas", "2019-08-01")], (), "es-uno-de-ellos"),
    _case("The other three former soldiers reached Maicao by bus. One of them said he had deserted in Barinas in "
          "August.", "2019-11-27", [("defection", "Barinas", "2019-08-01")], (), "en-one-of-them"),
    # (guard: the men before are no soldiers: "one of them" deserts nothing)
    _case("The other three farmers reached Maicao by bus. One of them said he had deserted in Barinas in August.",
          "2019-11-27", [], ("defection",), "en-farmers"),
    # (guard: no one told before to be one of)
    _case("One of them said he had deserted in Barinas in August.", "2019-11-27", [], ("defection",),
          "en-nobody-before"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_OF_THOSE_BEFORE)
def test_one_of_the_soldiers_told_before_deserts(gazetteer, geonames, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
