"""Event extraction traps found in held-out batch 83 (a refuge claim made where a crossing told in the same sentence
arrives, a protest with no place of its own in a story filed from abroad), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


CLAIM_AFTER_ARRIVAL = [
    # the desertion's day is not the claim's: he asked for refuge where, and so when, the crossing arrived
    _case("A corporal deserted his unit in Santa Elena de Uairén on the night of March 2 and walked into Pacaraima "
          "the next morning, where he asked the police for refuge.", "2019-04-12",
          [("asylum", "Pacaraima", "2019-03-03")], (("asylum", ANY, "2019-03-02"),), "en-next-morning"),
    _case("O cabo contou que desertou de seu batalhão em Tumeremo em fevereiro e entrou no Brasil por Pacaraima em 9 "
          "de março, onde pediu refúgio.", "2019-05-17",
          [("asylum", "Pacaraima", "2019-03-09")], (("asylum", ANY, "2019-02-01"),), "pt-onde-pediu"),
    # (guard: a claim in another place than the crossing's keeps its own day)
    _case("A corporal crossed into Pacaraima on March 3 and on March 20 asked for refuge in Boa Vista.",
          "2019-04-12", [("asylum", "Boa Vista", "2019-03-20")], (("asylum", ANY, "2019-03-03"),),
          "en-claim-elsewhere"),
]


@pytest.mark.parametrize("text, published, present, absent", CLAIM_AFTER_ARRIVAL)
def test_claim_where_the_crossing_arrives_is_dated_by_the_arrival(gazetteer, geonames, text: str, published: str,
                                                                  present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
