"""Event extraction traps found in held-out batch 43 (a sailor sent back from Curaçao and arrested at the airport, a
Guard sergeant across the Meta river), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

LONG_UNBROKEN_CLAUSE = [
    # A day at the end of the verb's own clause is the verb's, however long the phrases between, when no comma
    # or other break parts them.
    _case("Corporal Julio Andrés Peraza Montilla, 24, was arrested by officers of the much-feared military "
          "counter-intelligence directorate as he walked out of the bus terminal of La Bandera in the city of Caracas "
          "on Thursday evening, his sister said.", "2019-08-10", [("arrest", ANY, "2019-08-08")], (),
          "as-clause-day-far-after-verb"),
    _case("El cabo Julio Andrés Peraza Montilla, de 24 años, fue detenido por funcionarios de la temida Dirección "
          "General de Contrainteligencia Militar mientras bajaba del autobús en el terminal de La Bandera de la "
          "ciudad de Caracas el jueves 8 de agosto.", "2019-08-10", [("arrest", ANY, "2019-08-08")], (),
          "es-long-clause-day"),
    # ... a day after a break, far from the verb, belongs to what follows the break.
    _case("Corporal Julio Andrés Peraza Montilla, 24, was arrested by officers of the much-feared military "
          "counter-intelligence directorate in the city of Caracas, and his sister, who lives in Valencia and works "
          "as a nurse at a private clinic there, spoke to reporters on Thursday evening.", "2019-08-10", [],
          (("arrest", ANY, "2019-08-08"),), "day-after-a-break-is-not-the-verbs"),
]


@pytest.mark.parametrize("text, published, present, absent", LONG_UNBROKEN_CLAUSE)
def test_long_unbroken_clause(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WEEKDAY_AND_DAY_AFTER_THE_STORY = [
    # "el viernes 12" after a day told in April, in July's paper: July 12 is a Friday too, but the story goes on
    # from April 11 to the Friday after it.
    _case("El cabo Luis Ferrer cruzó el río Arauca el 11 de abril. El viernes 12 pidió refugio ante Migración "
          "Colombia en Arauca.", "2019-07-15", [("asylum", ANY, "2019-04-12")], (), "es-viernes-12-after-april-11"),
    _case("O sargento Luis Ferrer cruzou a fronteira em Pacaraima no dia 11 de abril. Na sexta-feira 12 pediu "
          "refúgio à Polícia Federal.", "2019-07-15", [("asylum", ANY, "2019-04-12")], (),
          "pt-sexta-feira-12-after-april-11"),
    # ... a story day more than a week before leaves the latest such day.
    _case("El cabo Luis Ferrer cruzó el río Arauca el 2 de abril. El viernes 12 pidió refugio ante Migración "
          "Colombia en Arauca.", "2019-07-15", [("asylum", ANY, "2019-07-12")], (), "es-viernes-12-long-after"),
]


@pytest.mark.parametrize("text, published, present, absent", WEEKDAY_AND_DAY_AFTER_THE_STORY)
def test_weekday_and_day_after_the_story(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RECOGNISED_WITH_WHERE_ASIDE = [
    # Where the body met, set off by commas after its day, stands between the verb and the status it recognised.
    _case("O Conare reconheceu nesta terça-feira (10), em sessão extraordinária em Brasília, a condição de refugiado "
          "de um cabo do Exército venezuelano que desertou em março.", "2019-09-12",
          [("asylum", "Brasília", "2019-09-10")], (), "pt-reconheceu-em-sessao-em-brasilia"),
    _case("La Cancillería reconoció el lunes, en una sesión en Bogotá, la condición de refugiado de un teniente "
          "venezolano que desertó en marzo.", "2019-09-12", [("asylum", ANY, "2019-09-09")], (),
          "es-reconocio-en-una-sesion-en-bogota"),
    # ... the aside does not make a recognition of a leader a grant of refuge.
    _case("O governo reconheceu nesta terça-feira (10), em nota divulgada em Brasília, a vitória do candidato da "
          "oposição.", "2019-09-12", [], ("asylum",), "pt-reconheceu-a-vitoria"),
]


@pytest.mark.parametrize("text, published, present, absent", RECOGNISED_WITH_WHERE_ASIDE)
def test_recognised_with_where_aside(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NEXT_CLAUSE_OPENS_ON_ITS_TIME = [
    # ", y en agosto otro desertor fue detenido": a coordinated clause that opens on its own month and names its
    # own subject is an episode of its own, with that month.
    _case("En mayo, la Policía de Pasto capturó a dos exsoldados venezolanos en Ipiales, y en junio otro desertor fue "
          "detenido en Cali.", "2019-09-13", [("arrest", ANY, "2019-05-01"), ("arrest", "Cali", "2019-06-01")], (),
          "es-y-en-junio-otro-desertor"),
    _case("In May police arrested two former soldiers in Ipiales, and in June another deserter was detained in Cali.",
          "2019-09-13", [("arrest", ANY, "2019-05-01"), ("arrest", "Cali", "2019-06-01")], (),
          "and-in-june-another-deserter"),
    # ... the same men told again after the month stay one arrest.
    _case("In May police arrested two former soldiers in Ipiales, and in June they were moved to Cali.",
          "2019-09-13", [("arrest", ANY, "2019-05-01")], (("arrest", ANY, "2019-06-01"),), "and-in-june-they-were-moved"),
]


@pytest.mark.parametrize("text, published, present, absent", NEXT_CLAUSE_OPENS_ON_ITS_TIME)
def test_next_clause_opens_on_its_time(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MIAMI_AIRPORT_AND_KROME = [
    # Miami's airport and the ICE centre at Krome are places of their own in the United States.
    _case("Sgt. Ana Pérez, who deserted in March, was detained by immigration officers at Miami International "
          "Airport on Sunday.", "2019-10-10", [("arrest", "Miami International Airport", "2019-10-06")], (),
          "detained-at-miami-international-airport"),
    _case("El teniente Pedro Ruiz fue trasladado el martes al centro de detención de Krome.", "2019-10-10",
          [("relocation", "Krome Service Processing Center", "2019-10-08")], (), "es-trasladado-a-krome"),
    _case("Sgt. Ana Pérez, who deserted in March, was moved on Tuesday to the Krome detention center.", "2019-10-10",
          [("relocation", "Krome Service Processing Center", "2019-10-08")], (), "moved-to-krome"),
]


@pytest.mark.parametrize("text, published, present, absent", MIAMI_AIRPORT_AND_KROME)
def test_miami_airport_and_krome(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
