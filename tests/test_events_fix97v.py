"""A running total a source gave after the deed, in a clause of its own ("..., according to the migration agency,
which said 20 had entered since Tuesday"), dates neither the deed nor voids its day (held-out batch 97)."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

REPORTED_TALLY = [
    _case("Elsewhere on Wednesday, a National Guard lieutenant crossed into Colombia by an illegal path near San "
          "Antonio del Táchira, according to Colombia's migration agency, which said \"at least 20\" members of the "
          "security forces had entered the country since Tuesday morning.", "2019-05-02",
          [("border_crossing", "San Antonio del Táchira", "2019-05-01"), ("defection", ANY, "2019-05-01")], (),
          "en-which-said-since-tuesday"),
    _case("El miércoles, un teniente de la GNB cruzó a Colombia por una trocha cerca de San Antonio del Táchira, según "
          "Migración Colombia, que dijo que al menos 20 militares han llegado al país desde el martes.", "2019-05-02",
          [("border_crossing", "San Antonio del Táchira", "2019-05-01")], (), "es-que-dijo-desde-el-martes"),
    _case("Na quarta-feira, um sargento atravessou a fronteira em Pacaraima, segundo o Exército, que disse que 20 "
          "militares entraram no Brasil desde sábado.", "2019-05-02",
          [("border_crossing", "Pacaraima", "2019-05-01")], (), "pt-que-disse-desde-sabado"),
    # (guard: with no day of its own, the crossing does not take the tally's start)
    _case("A National Guard lieutenant crossed into Colombia near San Antonio del Táchira, according to Colombia's "
          "migration agency, which said 20 members of the security forces had entered since Tuesday.", "2019-05-02",
          [("border_crossing", "San Antonio del Táchira", ANY)],
          (("border_crossing", ANY, "2019-04-30"), ("border_crossing", ANY, "2019-05-01")), "en-no-day-of-its-own"),
]


@pytest.mark.parametrize("text, published, present, absent", REPORTED_TALLY)
def test_a_reported_tally_after_the_deed_leaves_its_day(gazetteer, text, published, present, absent) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
