"""Date traps found again in held-out batch 74: a day told, then restated as a count from another deed named right
after it ("la noche del 2 de mayo, tres días después del fallido levantamiento"), keeps the day told."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised

DAY_RESTATED_BY_A_COUNT = [
    ("On the night of May 2, three days after the failed uprising, the sergeant left.", "2019-07-09",
     "three days after", "2019-05-02 day"),
    ("La noche del 2 de mayo, tres días después del fallido levantamiento, abandonó la unidad.", "2019-07-09",
     "tres días después", "2019-05-02 day"),
    ("Na noite de 2 de maio, três dias depois do levante, deixou a unidade.", "2019-07-09",
     "três dias depois", "2019-05-02 day"),
    # (guards: a count from a clause is not the day told, and has none of its own here; with no day before it, a
    # count from the uprising counts as it says)
    ("They protested on Monday, July 29, three days after they were put out of the hotels.", "2019-07-30",
     "three days after", None),
    ("Three days after the failed uprising, the sergeant left.", "2019-07-09", "Three days after", "2019-05-03 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), DAY_RESTATED_BY_A_COUNT)
def test_a_count_set_off_after_a_day_restates_it(text: str, pub: str, surface: str, expected: str | None) -> None:
    found = [m for m in dates(text, pub) if m.surface == surface]
    assert len(found) == 1, dates(text, pub)
    assert normalised(found[0]) == expected
