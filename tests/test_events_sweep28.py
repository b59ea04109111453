"""Event extraction traps found by the twenty-eighth sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates

from .test_events_batch9 import ANY, _case, _coded, assert_coded

# A revolt named by its own day is told as well when a count of days starts from it, in Spanish and Portuguese as in
# English ("two weeks after the April 30 uprising"), and it keeps its own day, not the count's; a revolt named by
# no day of its own is still only the day counted from
COUNTED_FROM_A_NAMED_REVOLT = [
    _case("Los dos cabos desertaron cinco días después del alzamiento del 30 de abril.", "2019-06-20",
          [("uprising", ANY, "2019-04-30"), ("defection", ANY, "2019-05-05")], (), "dias-despues-del-alzamiento-del-30"),
    _case("El 7 de mayo, una semana después del fallido levantamiento del 30 de abril en Caracas, el teniente cruzó "
          "a Cúcuta.", "2019-06-20", [("uprising", "Caracas", "2019-04-30"), ("border_crossing", ANY, "2019-05-07")],
          (("uprising", ANY, "2019-05-07"),), "opening-day-then-a-week-after-the-revolt"),
    _case("Doce días después de la sublevación del 30 de abril, la Dgcim sigue deteniendo a soldados en Maracay.",
          "2019-06-20", [("uprising", ANY, "2019-04-30")], (("uprising", ANY, "2019-05-12"),),
          "the-revolt-keeps-its-own-day-not-the-count"),
    _case("O cabo desertou três semanas depois do levante de 30 de abril.", "2019-06-20",
          [("uprising", ANY, "2019-04-30")], (), "semanas-depois-do-levante-de-30"),
    # guards: a revolt named by no day of its own is the day counted from, told by nothing
    _case("Los dos cabos desertaron cinco días después del alzamiento.", "2019-06-20", [],
          (("uprising", ANY, ANY),), "days-after-an-undated-revolt-codes-none"),
    _case("O cabo desertou um dia depois da tentativa de levante.", "2019-06-20", [],
          (("uprising", ANY, ANY),), "um-dia-depois-do-levante-sem-dia"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_FROM_A_NAMED_REVOLT)
def test_a_revolt_named_by_its_day_is_told_in_a_count(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Portugal's spelling before 2009 writes the months with a capital: "Abril" and "Agosto" (Spanish words too) are
# months after Portuguese words ("a sublevação de 30 de Abril", "no dia 2 de Agosto", "até 15 de Agosto"), not after
# Spanish ones ("el 30 de Abril" stays a name, "la avenida 19 de Abril")
CAPITAL_MONTHS = [
    ("a frustrada sublevação de 30 de Abril em Caracas", "30 de Abril", "2019-04-30"),
    ("Chegou a Lisboa no dia 2 de Agosto.", "2 de Agosto", "2019-08-02"),
    ("Ficou em Boa Vista até 15 de Agosto.", "15 de Agosto", "2019-08-15"),
    ("Saiu do quartel a 14 de Abril.", "14 de Abril", "2019-04-14"),
    ("Marcharon por la avenida 19 de Abril.", None, None),
    ("Lo vieron el 30 de Abril.", None, None),
]


@pytest.mark.parametrize("text, surface, iso", CAPITAL_MONTHS)
def test_capital_months_after_portuguese_words(text: str, surface: str | None, iso: str | None) -> None:
    found = [(d.surface, d.date.iso() if d.date else None) for d in find_dates(text, date(2019, 9, 20))]
    if surface is None:
        assert not any("Abril" in s or "Agosto" in s for s, _ in found)
    else:
        assert (surface, iso) in found
