"""Date traps found in held-out batch 23: "the day of the uprising", in English, Spanish and Portuguese, is
April 30, 2019, in a story of 2019 told on or after it, and no day before it."""

from __future__ import annotations

import pytest

from .test_dates import normalised, one

UPRISING_DAY = [
    ("They reached the embassy on the day of the uprising.", "2019-06-02", "the day of the uprising", "2019-04-30 day"),
    ("were arrested the day of Guaidó's failed uprising", "2019-05-20", "the day of Guaidó's failed uprising",
     "2019-04-30 day"),
    ("Entraron a la embajada el día del alzamiento.", "2019-05-20", "el día del alzamiento", "2019-04-30 day"),
    ("pularam o muro no dia da tentativa de levante", "2019-07-01", "dia da tentativa de levante", "2019-04-30 day"),
    # a story told before April 30 cannot mean it
    ("They reached the embassy on the day of the uprising.", "2019-03-02", "the day of the uprising", None),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), UPRISING_DAY)
def test_the_day_of_the_uprising_is_april_30(text: str, pub: str, surface: str, expected: str | None) -> None:
    mention = one(text, pub)
    assert mention.surface == surface
    assert normalised(mention) == expected
