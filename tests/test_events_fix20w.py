"""Event extraction traps found in held-out batch 20 (a sergeant's bus ride to Ipiales with two privates who had
crossed at Paraguachón months before), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_COMPANIONS_EARLIER_CROSSING = [
    # "took a bus to Ipiales with two comrades, two soldiers who had crossed at Paraguachón in August": the group
    # joining the ride opens a past perfect clause with a time of its own, their crossing; the ride keeps its day
    _case("El sargento desertó la noche del 11 de julio y cruzó a Colombia. El 14 de septiembre tomó un bus hacia "
          "Ipiales junto a dos compañeros, dos soldados del Ejército que habían cruzado por el paso de Paraguachón, "
          "en La Guajira, en agosto.", "2019-12-09",
          [("relocation", "Ipiales", "2019-09-14"), ("border_crossing", "Paraguachón border crossing", "2019-08-01")],
          (("relocation", ANY, "2019-08-01"),), "es-bus-junto-a-dos-que-habían-cruzado"),
    _case("El sargento desertó en julio. El 14 de septiembre viajó a Ipiales con dos soldados que habían cruzado por "
          "Paraguachón en agosto.", "2019-12-09",
          [("relocation", "Ipiales", "2019-09-14"), ("border_crossing", ANY, "2019-08-01")], (),
          "es-viajó-con-dos-que-habían-cruzado"),
    _case("The sergeant deserted on July 11 and crossed into Colombia. On Sept. 14 he took a bus to Ipiales with two "
          "comrades, two soldiers who had crossed at the Paraguachón crossing in August.", "2019-12-09",
          [("relocation", "Ipiales", "2019-09-14"), ("border_crossing", "Paraguachón border crossing", "2019-08-01")],
          (("relocation", ANY, "2019-08-01"),), "en-bus-with-two-who-had-crossed"),
    _case("O sargento desertou em julho. Em 14 de setembro, ele viajou para Ipiales com dois soldados que tinham "
          "cruzado por Pacaraima em agosto.", "2019-12-09",
          [("relocation", "Ipiales", "2019-09-14"), ("border_crossing", "Pacaraima", "2019-08-01")], (),
          "pt-viajou-com-dois-que-tinham-cruzado"),
    # ... a relative clause inside the subject, before the main verb, is no episode of its own: the move keeps its day
    _case("Three soldiers who had crossed at Paraguachón in August were taken to Riohacha on Sept. 14.", "2019-12-09",
          [("relocation", "Riohacha", "2019-09-14")], (("relocation", ANY, "2019-08-01"),), "en-subject-relative"),
    # ... nor one told in a clause of its own after the move: the husband the agents came for did not travel with her
    _case("She left Mérida in March, with her two children, after DGCIM agents came to the family home looking for "
          "her husband, a former national guardsman who had deserted to Colombia in February.", "2019-07-10",
          [], (("relocation", "Mérida", ANY), ("border_crossing", ANY, "2019-02-01")), "en-after-clause-husband"),
]


@pytest.mark.parametrize("text, published, present, absent", A_COMPANIONS_EARLIER_CROSSING)
def test_a_companions_earlier_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
