"""Event extraction traps found in held-out batch 16 (articles u05-u08), each shown on new sentences: a
town named as its countryside."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The countryside of a town is still the town: "in rural Saravena", "en la zona rural de Tibú".
    _case("A former army sergeant was shot dead in rural Saravena on 3 October.", "2019-11-20",
          [("violence", "Saravena", "2019-10-03")], (), "in-rural-town"),
    _case("On 3 October, a former corporal who had been working on a farm in the rural area of Saravena was "
          "shot dead by two men.", "2019-11-20", [("violence", "Saravena", "2019-10-03")], (), "rural-area-of"),
    _case("El 3 de octubre, un exsargento venezolano fue asesinado en la zona rural de Saravena.", "2019-11-20",
          [("violence", "Saravena", "2019-10-03")], (), "es-zona-rural-de"),
    # Former soldiers placed in a foreign town who leave for another town of that country move on; with
    # a Venezuelan place in the sentence, or no earlier place, the move may still be their desertion.
    _case("On 2 October, four former guardsmen who had been picking coffee near Saravena left for Cúcuta.",
          "2019-11-20", [("relocation", ANY, "2019-10-02")], ("defection", "border_crossing"),
          "former-left-for-within"),
    _case("Two weeks later, two former sergeants who had been working in the same area around Tibú left for "
          "Cúcuta.", "2019-11-20", [], ("defection", "border_crossing"), "former-left-within-undated"),
    _case("On 2 October, a former lieutenant from Zulia state crossed the Arauca River near Arauquita.",
          "2019-11-20", [("border_crossing", ANY, "2019-10-02")], (), "former-from-home-still-crosses"),
    _case("Brazil has granted refuge to dozens of soldiers who deserted this year, most of them through Pacaraima, "
          "including several who crossed into Roraima on 23 February.", "2019-12-27",
          [], ("relocation",), "deserted-then-crossed-into-is-no-move-within"),
    # A count past ten from a deed told before: "Twelve days after his arrest" counts from the arrest.
    _case("On 15 September police arrested a Venezuelan corporal in Cedros. Fourteen days after his arrest, "
          "the corporal was deported to Güiria.", "2019-11-27", [("border_crossing", ANY, "2019-09-29")], (),
          "teen-days-after-his-arrest"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixp_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
