"""Dates found by the twenty-sixth sweep: hours a day is counted in, "a los dos días", "no outro dia"."""

from __future__ import annotations

import pytest

from .test_dates import dates, normalised


@pytest.mark.parametrize(("text", "pub", "surfaces"), [
    # the hours a wire counts days by, in words: "forty-eight hours later", "cuarenta y ocho horas después",
    # "quarenta e oito horas depois", "twenty-four hours later"
    ("Deserted on March 2 and forty-eight hours later crossed.", "2019-03-10",
     {"March 2": "2019-03-02 day", "forty-eight hours later": "2019-03-04 day"}),
    ("Deserted on March 2 and twenty-four hours later crossed.", "2019-03-10",
     {"March 2": "2019-03-02 day", "twenty-four hours later": "2019-03-03 day"}),
    ("Desertó el 2 de marzo y cuarenta y ocho horas después cruzó.", "2019-03-10",
     {"2 de marzo": "2019-03-02 day", "cuarenta y ocho horas después": "2019-03-04 day"}),
    ("Desertou em 2 de março e quarenta e oito horas depois cruzou.", "2019-03-10",
     {"2 de março": "2019-03-02 day", "quarenta e oito horas depois": "2019-03-04 day"}),
    # "a los dos días": so many days on (not an age, nor counted from a deed named after it)
    ("Desertó el 2 de marzo y a los dos días cruzó.", "2019-03-10",
     {"2 de marzo": "2019-03-02 day", "a los dos días": "2019-03-04 day"}),
    ("Ingresó al Ejército a los 18 años.", "2019-03-10", {}),
    # "no outro dia": the next day, as "al otro día"
    ("Desertou em 2 de março e no outro dia cruzou.", "2019-03-10",
     {"2 de março": "2019-03-02 day", "no outro dia": "2019-03-03 day"}),
])
def test_sweep26_dates(text: str, pub: str, surfaces: dict) -> None:
    found = {m.surface.strip(): normalised(m) for m in dates(text, pub)}
    assert found == surfaces, found
