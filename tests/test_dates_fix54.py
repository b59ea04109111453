"""Date traps found in held-out batch 54: a month (or week) followed in apposition by the day of it that it
means ("last month, on the night of Sept. 20"), and a weekday with its day of the month told after a day of the
same sentence ("el viernes 17 de mayo ... el sábado 18")."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

A_DAY_REFINING_ITS_PERIOD = [
    # (text, publication, the mentions found as (surface, normalised))
    ("He left the post last month, on the night of Sept. 20, and crossed.", "2019-10-17",
     [("Sept. 20", "2019-09-20 day")]),
    ("Desertó el mes pasado, el 20 de septiembre.", "2019-10-17", [("20 de septiembre", "2019-09-20 day")]),
    ("Desertou no mês passado, na madrugada de 20 de setembro.", "2019-10-17", [("20 de setembro", "2019-09-20 day")]),
    ("He deserted in 2019, on March 4.", "2019-10-17", [("March 4", "2019-03-04 day")]),
    # ... a day that does not fall in the period told before it refines nothing
    ("He deserted in August, on Sept. 14.", "2019-10-17",
     [("August", "2019-08-01 month"), ("Sept. 14", "2019-09-14 day")]),
    # ... nor does one told in another clause
    ("He deserted in September and crossed on Sept. 20.", "2019-10-17",
     [("September", "2019-09-01 month"), ("Sept. 20", "2019-09-20 day")]),
]


@pytest.mark.parametrize(("text", "pub", "expected"), A_DAY_REFINING_ITS_PERIOD)
def test_a_day_refining_its_period(text: str, pub: str, expected: list) -> None:
    assert [(m.surface, normalised(m)) for m in dates(text, pub)] == expected


A_NUMBERED_WEEKDAY_AFTER_A_DAY_TOLD = [
    # (text, publication, the numbered weekday's surface, expected)
    ("Dejaron el puesto la noche del viernes 17 de mayo y cruzaron en la madrugada del sábado 18.", "2019-12-09",
     "sábado 18", "2019-05-18 day"),
    ("They left on Friday, May 17, and crossed on Saturday (18).", "2019-12-09", "Saturday (18)", "2019-05-18 day"),
    ("Deixaram o posto na sexta-feira, 17 de maio, e cruzaram a fronteira no sábado (18).", "2019-12-09",
     "no sábado (18)", "2019-05-18 day"),
    # ... with no day told before it, the latest such day before publication, as before
    ("Cruzaron la frontera en la madrugada del sábado 7.", "2019-12-09", "sábado 7", "2019-12-07 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), A_NUMBERED_WEEKDAY_AFTER_A_DAY_TOLD)
def test_a_numbered_weekday_after_a_day_told(text: str, pub: str, surface: str, expected: str) -> None:
    mention = next(m for m in dates(text, pub) if m.surface == surface)
    assert normalised(mention) == expected
