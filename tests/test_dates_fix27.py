"""Date traps found in held-out batch 27: Agência Brasil's day in brackets written as an ordinal
("quarta-feira (1º)"), and Spanish "el último martes" for the latest Tuesday (but "el último martes de
agosto" is that month's last one, no day told here)."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised, one

ORDINAL_IN_BRACKETS = [
    ("Os sargentos cruzaram a fronteira na madrugada de quarta-feira (1º), perto de Bonfim.", "2019-05-10",
     "2019-05-01 day"),
    ("Os sargentos chegaram a Boa Vista na quarta-feira (1.º).", "2019-05-10", "2019-05-01 day"),
    ("Os sargentos chegaram a Boa Vista na última quarta-feira (1°).", "2019-05-10", "2019-05-01 day"),
]


@pytest.mark.parametrize(("text", "pub", "expected"), ORDINAL_IN_BRACKETS)
def test_weekday_with_ordinal_day_in_brackets(text: str, pub: str, expected: str) -> None:
    assert normalised(one(text, pub)) == expected


LATEST_WEEKDAY = [
    ("El cabo pidió asilo el último viernes ante la embajada.", "2019-10-09", "último viernes", "2019-10-04 day"),
    ("El cabo pidió asilo el viernes último en Quito.", "2019-10-09", "viernes último", "2019-10-04 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), LATEST_WEEKDAY)
def test_ultimo_weekday_is_the_latest(text: str, pub: str, surface: str, expected: str) -> None:
    mention = one(text, pub)
    assert mention.surface == surface
    assert normalised(mention) == expected


def test_ultimo_weekday_of_a_month_is_no_latest_day() -> None:
    # that month's last Friday (read since the twenty-third sweep), never the latest Friday before publication
    found = dates("La audiencia será el último viernes de octubre.", "2019-10-09", None)
    assert all(m.date is None or m.date.value.isoformat() != "2019-10-04" for m in found), found
    assert any(m.date is not None and normalised(m) == "2019-10-25 day" for m in found), found
