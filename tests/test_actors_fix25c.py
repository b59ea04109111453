"""Security chiefs found in held-out batch 25, shown on new sentences: the head of an intelligence service named
before his title ("the Sebin's director, X", "the DGCIM's head", "the intelligence chief, X") is one of the state's
armed men, so his break with Maduro is a desertion; the head of a civil body is not."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded, assert_coded

CASES = [
    _case("On May 1, the Sebin's director, Rafael Mendoza, broke with Maduro in Caracas.", "2019-05-10",
          [("defection", "Caracas", "2019-05-01")], ("statement",), "sebins-director-broke-with"),
    _case("On May 1, the DGCIM’s head, Rafael Mendoza, broke with Maduro in Caracas.", "2019-05-10",
          [("defection", "Caracas", "2019-05-01")], ("statement",), "dgcims-head-broke-with"),
    _case("On May 1, the military intelligence chief, Rafael Mendoza, broke with Maduro in Caracas.", "2019-05-10",
          [("defection", "Caracas", "2019-05-01")], ("statement",), "intelligence-chief-broke-with"),
    # The head of a civil body who breaks with Maduro deserts nothing.
    _case("On May 1, the central bank's director, Rafael Mendoza, broke with Maduro in Caracas.", "2019-05-10",
          [], ("defection",), "bank-director-no-defection"),
    _case("On May 1, the museum's director, Rafael Mendoza, broke with Maduro in Caracas.", "2019-05-10",
          [], ("defection",), "museum-director-no-defection"),
    # The Sebin's director only speaking: no desertion.
    _case("On May 1, the Sebin's director, Rafael Mendoza, said in Caracas that the opposition had failed.",
          "2019-05-10", [], ("defection",), "sebins-director-speaks"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix25c_security_chiefs(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
