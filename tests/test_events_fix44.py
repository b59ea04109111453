"""Event extraction traps found in held-out batch 44 (a wounded corporal from La Carlota, deserters moved to Los
Patios, a deserter's brother held in Maracay, deserters settling in Belo Horizonte), each shown on new sentences: a
figure that "se disparó", "los detenidos" as the subject of what an official said, a day told for the happening a
span of weeks counts from, and whom an amnesty is for."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_FIGURE_SOARED = [
    # "se disparó" said of a number is "soared": no shot was fired.
    _case("Según el Foro Penal, la cifra de militares presos se disparó después del 23 de enero, cuando una veintena "
          "de guardias se alzó en un cuartel de Petare.", "2019-06-20", [("uprising", ANY, "2019-01-23")],
          ("violence",), "la-cifra-se-disparo"),
    _case("Las denuncias de torturas se dispararon en mayo en Barinas.", "2019-06-20", [], ("violence",),
          "las-denuncias-se-dispararon"),
    # ... troops who fired still shot.
    _case("Los guardias dispararon contra los manifestantes en San Félix el martes.", "2019-06-20",
          [("violence", ANY, "2019-06-18")], (), "los-guardias-dispararon"),
]


@pytest.mark.parametrize("text, published, present, absent", A_FIGURE_SOARED)
def test_a_figure_soared(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THOSE_HELD_AS_A_SUBJECT = [
    # "que los detenidos tienen ...": those held, told as the subject of what is said, are no new arrest.
    _case("En una rueda de prensa en Fuerte Mara, el general Remigio Ceballos dijo que los detenidos tienen "
          "abogados.", "2019-06-20", [], ("arrest",), "dijo-que-los-detenidos-tienen"),
    _case("El general dijo a la prensa en Maracay que los detenidos están bien.", "2019-06-20", [], ("arrest",),
          "dijo-que-los-detenidos-estan-bien"),
    # ... but an arrest told in a that-clause is still one.
    _case("La ONG denunció que la Dgcim detuvo el lunes a dos sargentos en Maracay.", "2019-06-20",
          [("arrest", "Maracay", "2019-06-17")], (), "denuncio-que-la-dgcim-detuvo"),
]


@pytest.mark.parametrize("text, published, present, absent", THOSE_HELD_AS_A_SUBJECT)
def test_those_held_as_a_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SPAN_AFTER_A_HAPPENING = [
    # "semanas depois do fechamento ... em fevereiro": February is the closure's month, not the crossing's.
    _case("Três soldados entraram no Brasil por Bonfim, semanas depois do fechamento da fronteira em fevereiro.",
          "2019-07-10", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-01"),),
          "pt-semanas-depois-do-fechamento"),
    # ... the verb before "and" still lends its own month
    _case("O cabo Davi Rocha desertou em abril de um batalhão no estado Zulia e também entrou pelo Brasil por "
          "Pacaraima, semanas depois do fechamento da fronteira em fevereiro.", "2019-07-10",
          [("border_crossing", "Pacaraima", "2019-04-01")], (("border_crossing", ANY, "2019-02-01"),),
          "pt-own-month-before-the-span"),
    _case("Dos cabos cruzaron a Colombia por Maicao, semanas después del cierre de la frontera en febrero.",
          "2019-07-10", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-01"),),
          "es-semanas-despues-del-cierre"),
    # ... a day of the verb's own is kept
    _case("Dos cabos cruzaron a Colombia por Maicao el 4 de abril, semanas después del cierre de la frontera en "
          "febrero.", "2019-07-10", [("border_crossing", ANY, "2019-04-04")], (), "es-own-day-before-the-span"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SPAN_AFTER_A_HAPPENING)
def test_a_span_after_a_happening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHOM_AN_AMNESTY_IS_FOR = [
    # "promised amnesty to soldiers who switched sides": whom the offer is for, no desertion told.
    _case("In March, the lawmaker promised amnesty to soldiers who switched sides.", "2019-06-20", [],
          ("defection",), "amnesty-to-soldiers-who-switched"),
    _case("In April, the deputy offered an amnesty for guardsmen who deserted.", "2019-06-20", [], ("defection",),
          "an-amnesty-for-guardsmen-who-deserted"),
    # ... men granted an amnesty who then desert still desert.
    _case("Two captains who were granted amnesty deserted on Friday in Maracay.", "2019-06-20",
          [("defection", "Maracay", "2019-06-14")], (), "granted-amnesty-then-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", WHOM_AN_AMNESTY_IS_FOR)
def test_whom_an_amnesty_is_for(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
