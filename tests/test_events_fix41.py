"""Event extraction traps found in held-out batch 41 (an attaché in Lima, a captain at Tienditas, sergeants at
Pacaraima, a La Carlota officer, an ex-corporal in Saravena, a colonel via Aruba, a sergeant in Quito, a major in Boa
Vista), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

OWN_ACCOUNT = [
    # What the soldier himself told opens the sentence: the verb after it is still his.
    _case("El sargento Pedro Lugo es de Mérida. Según la información que él mismo entregó a la Policía cuando llegó, "
          "abandonó el cuartel a finales de mayo y cruzó el río Zulia hasta Puerto Santander.", "2019-08-20",
          [("defection", ANY, "2019-05-01"), ("border_crossing", ANY, "2019-05-01")], (), "es-segun-la-informacion-que"),
    _case("El cabo Rubén Matos es de Maturín. Según él, abandonó el fuerte en junio y cruzó la frontera por "
          "Paraguachón.", "2019-08-20", [("border_crossing", ANY, "2019-06-01")], (), "es-segun-el"),
    # ... but a plural verb after it is not the one man's.
    _case("El sargento Pedro Lugo es de Mérida. Según él, abandonaron el cuartel a finales de mayo.", "2019-08-20", [],
          ("defection",), "es-segun-el-plural"),
]


@pytest.mark.parametrize("text, published, present, absent", OWN_ACCOUNT)
def test_own_account(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_NEIGHBOURHOOD = [
    # "the neighbourhood", "el barrio", "o bairro" with no name of its own is the district named just before.
    _case("A dozen guardsmen mutinied at a post in Petare on Monday. Residents of the neighbourhood burned tyres in "
          "protest.", "2019-03-20", [("protest", "Petare", "2019-03-18")], (), "residents-of-the-neighbourhood"),
    _case("Una docena de guardias se sublevó en un puesto en Petare el lunes 18 de marzo. Los vecinos del barrio "
          "protestaron con cacerolazos.", "2019-03-20", [("protest", "Petare", ANY)], (), "es-vecinos-del-barrio"),
    _case("Uma dúzia de guardas se rebelou num posto em Petare na segunda-feira (18). O episódio provocou protestos de "
          "moradores do bairro.", "2019-03-20", [("protest", "Petare", "2019-03-18")], (), "pt-moradores-do-bairro"),
    # ... a neighbourhood of another town named with it is not the one before.
    _case("A dozen guardsmen mutinied at a post in Petare on Monday. Residents of a neighbourhood in Valencia burned "
          "tyres in protest.", "2019-03-20", [], (("protest", "Petare", ANY),), "a-neighbourhood-in-another-town"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_NEIGHBOURHOOD)
def test_the_neighbourhood(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LIMA_DISTRICT = [
    # Miraflores in a story set in Peru is Lima's district, not Caracas's palace.
    _case("Capt. Luis Ortega fled to Peru in March. On Friday he was moved to a flat in the Miraflores district of "
          "Lima.", "2019-04-10", [("relocation", "Miraflores", "2019-04-05")], (), "miraflores-lima"),
    _case("Protesters in Caracas marched on Friday toward Miraflores, where guardsmen fired tear gas.", "2019-04-10",
          [], (("violence", "Miraflores", ANY),), "miraflores-caracas"),
]


@pytest.mark.parametrize("text, published, present, absent", LIMA_DISTRICT)
def test_lima_district(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SINCE_A_MONTH_WHEN = [
    # "Desde febrero, cuando ...," opening the sentence: the "when" clause ends at its comma and tells no event, so
    # the month only starts a running total.
    _case("Desde marzo, cuando comenzaron los apagones en todo el país, cientos de soldados venezolanos cruzaron a "
          "La Guajira.", "2019-06-17", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-03-01"),),
          "es-desde-marzo-cuando"),
    _case("Desde março, quando o governo fechou a fronteira, dezenas de soldados venezuelanos atravessaram para "
          "Roraima.", "2019-06-17", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-03-01"),),
          "pt-desde-marco-quando"),
    # ... but a "when" clause telling a desertion of its own keeps the day.
    _case("Desde el 23 de febrero, cuando decenas de guardias abandonaron sus puestos en Ureña, el puente está "
          "cerrado.", "2019-06-17", [("defection", "Ureña", "2019-02-23")], (), "es-desde-cuando-its-own-event"),
]


@pytest.mark.parametrize("text, published, present, absent", SINCE_A_MONTH_WHEN)
def test_since_a_month_when(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DAY_OF_THE_RELEASE = [
    # The day a communiqué or a tally was put out does not date what it reports.
    _case("Dos soldados fueron detenidos el pasado viernes en Tame. Según un comunicado de la Policía, difundido este "
          "martes, la detención se produjo tras un tiroteo de media hora en Tame.", "2019-09-12",
          [("violence", "Tame", "2019-09-06")], (("violence", ANY, "2019-09-10"),), "es-comunicado-difundido-este-martes"),
    _case("Entre el viernes y el sábado, unos 40 militares venezolanos dejaron sus unidades y cruzaron a Colombia, "
          "según el balance que entregó este lunes la Defensoría.", "2019-09-12", [], (("border_crossing", ANY, "2019-09-09"),),
          "es-balance-que-entrego-este-lunes"),
    # ... a man who gave himself up on a day keeps it.
    _case("El sargento Luis Páez cruzó el río y se entregó este lunes a la Policía colombiana en Arauquita.",
          "2019-09-12", [("border_crossing", ANY, "2019-09-09")], (), "es-se-entrego-este-lunes"),
]


@pytest.mark.parametrize("text, published, present, absent", DAY_OF_THE_RELEASE)
def test_day_of_the_release(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AFTER_A_STAY = [
    # "Tras una semana en Tulcán," opens the sentence with the length of a stay: the verb after it keeps the subject
    # told before.
    _case("El cabo Andrés Rivas llegó a Ipiales en julio. Tras dos semanas en Ipiales, viajó a Cali a finales de "
          "julio.", "2019-10-02", [("relocation", "Cali", "2019-07-01")], (), "es-tras-dos-semanas-en"),
    _case("O cabo André Rivas chegou a Pacaraima em março. Após dois meses em Pacaraima, viajou para Manaus em maio.",
          "2019-10-02", [("relocation", "Manaus", "2019-05-01")], (), "pt-apos-dois-meses-em"),
    # ... a plural verb after it is not the one man's.
    _case("El cabo Andrés Rivas llegó a Ipiales en julio. Tras dos semanas en Ipiales, viajaron a Cali a finales de "
          "julio.", "2019-10-02", [], (("relocation", "Cali", ANY),), "es-tras-dos-semanas-plural"),
]


@pytest.mark.parametrize("text, published, present, absent", AFTER_A_STAY)
def test_after_a_stay(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
