"""Event extraction traps of held-out batch 89 (a development set), each shown on new sentences: the town a teller
spoke from by phone ("his sister said by phone from Valencia") is where the account was given, not where the step
happened."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case("Two guardsmen deserted on Monday and hid aboard a container ship, his sister, Ana Pérez, said by phone "
          "from Valencia.", "2019-04-05", [("defection", ANY, "2019-04-01")], (("defection", "Valencia", ANY),),
          "en-said-by-phone-from"),
    _case("Two guardsmen deserted on Monday, a cousin said by telephone from Maracay.", "2019-04-05",
          [("defection", ANY, "2019-04-01")], (("defection", "Maracay", ANY),), "en-said-by-telephone-from"),
    _case("Dos guardias desertaron el lunes, dijo la hermana de uno de ellos por teléfono desde Maracay.",
          "2019-04-05", [("defection", ANY, "2019-04-01")], (("defection", "Maracay", ANY),),
          "es-dijo-por-telefono-desde"),
    _case("Un sargento desertó el martes y cruzó a Colombia, dijo su prima a EFE, por teléfono, desde Cúcuta.",
          "2019-04-05", [("border_crossing", "Colombia", "2019-04-02")], ("relocation",),
          "es-dijo-a-efe-por-telefono-desde"),
    # the place is the step's own: "said he deserted from Maracay" has no means of telling
    _case("The sergeant said he deserted from Maracay on Monday.", "2019-04-05",
          [("defection", "Maracay", "2019-04-01")], (), "said-he-deserted-from-keeps-its-place"),
    # a clause on that place tells of him there
    _case("The sergeant deserted on Monday, his sister said by phone from Cúcuta, where he is staying at a hotel.",
          "2019-04-05", [("defection", "Cúcuta", "2019-04-01")], (), "from-a-town-where-he-stays"),
])
def test_where_a_teller_spoke_from_by_phone(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
