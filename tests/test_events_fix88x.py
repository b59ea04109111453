"""Event extraction traps found in held-out batch 88: a flight told as the next leg of a journey with "before
flying to" / "after flying ... to", as "before taking a bus to" already was, shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import assert_coded, _case, _coded_with


FLYING_ON_TO = [
    _case("The lieutenant spent two months in Bogotá, working in a bakery, before flying to Mexico City in August and "
          "taking a bus north to Reynosa.", "2019-10-14", [("relocation", "Mexico City", "2019-08-01")], (),
          "before-flying-to"),
    _case("The sergeant spent six weeks in Bogotá before flying with his wife and daughter to Mexico City in late "
          "April.", "2019-06-10", [("relocation", "Mexico City", "2019-04-01")], (), "before-flying-with-to"),
    _case("The sergeant asked for refuge in Lima in June, a week after flying from Bogotá to Lima.", "2019-09-10",
          [("relocation", "Lima", "2019-06-01")], (), "after-flying-from-to"),
    # (guards: flying a flag, and a flight with no "before"/"after" leg to it, are no journey)
    _case("Protesters were flying Venezuelan flags outside the embassy in Mexico City on Saturday.", "2019-10-14",
          [], ("relocation",), "flying-flags"),
    _case("The lieutenant said he was afraid of flying to Mexico City in August.", "2019-10-14", [], ("relocation",),
          "afraid-of-flying"),
    _case("At least 14 former soldiers have asked for asylum at the bridges since January, most of them after flying "
          "into Mexico.", "2019-10-14", [], ("relocation",), "after-flying-into-a-country"),
]


@pytest.mark.parametrize("text, published, present, absent", FLYING_ON_TO)
def test_before_or_after_flying_to_is_a_relocation(gazetteer, geonames, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
