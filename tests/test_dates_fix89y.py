"""Date traps of held-out batch 89 (a development set): a day and month told with "de" that names a neighbourhood
or a street ("the Primero de Mayo neighbourhood", "el barrio Primero de Mayo", "la calle 5 de julio") is a place's
name, no date; the holiday and the day told on their own still are."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "expected"), [
    ("On the night of Wednesday 15 May, two gunmen fired at a house in the Primero de Mayo neighbourhood.",
     ["2019-05-15 day"]),
    ("La noche del miércoles 15 de mayo, dos hombres dispararon contra una casa del barrio Primero de Mayo.",
     ["2019-05-15 day"]),
    ("Na noite de quarta-feira, 15 de maio, dois homens atiraram contra uma casa no bairro Primeiro de Maio.",
     ["2019-05-15 day"]),
    ("Los exmilitares alquilaron una casa en la calle 5 de julio de Cúcuta.", []),
    ("They lived in the 23 de enero district of Caracas.", []),
    # the traps: the holiday and a day told on their own are dates
    ("El Primero de Mayo, miles de personas marcharon en Caracas.", ["2019-05-01 day"]),
    ("On May 1 neighbourhood groups marched in Caracas.", ["2019-05-01 day"]),
    ("El 5 de julio cruzaron la frontera por una trocha.", ["2019-07-05 day"]),
])
def test_a_day_that_names_a_neighbourhood_is_no_date(text: str, expected: list[str]) -> None:
    assert [normalised(m) for m in dates(text, "2019-08-21")] == expected
