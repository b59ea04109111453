"""Event extraction traps found in held-out batch 90 (shots told with the number of rounds in quotes, a wife taken
from the family's home), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


QUOTED_ROUNDS = [
    # "fired \"several rounds\" at the boat": the quote marks do not hide the shots
    _case("The four guardsmen left their post on Monday. In the early hours of Tuesday, near Icacos, a Venezuelan "
          "coast guard launch fired \"several rounds\" at the boat, the sergeant later told police.", "2019-08-22",
          [("violence", "Icacos", "2019-08-20")], (), "en-fired-quoted-rounds"),
    _case("Two GNB deserters crossed the river on Friday. Near Arauquita, soldiers on the bank fired “a dozen "
          "shots” at their canoe, one of them said.", "2019-06-10",
          [("violence", ANY, ANY)], (), "en-fired-curly-quoted-shots"),
    # (guard: an officer's quoted "warning shots into the air", told as a denial, is no new shooting)
    _case("Two GNB deserters were shot at on the river on Wednesday. A Guard commander told state television on "
          "Thursday that his troops had fired \"warning shots into the air\" at \"smugglers\".", "2019-04-26",
          [], (("violence", ANY, "2019-04-25"),), "en-quoted-warning-shots"),
    # (guard: a quoted round of talks fired at no one is no shooting)
    _case("The four guardsmen left their post on Monday. On Tuesday the minister said the talks had gone \"several "
          "rounds\" without result.", "2019-08-22", [], ("violence",), "en-rounds-of-talks"),
]


@pytest.mark.parametrize("text, published, present, absent", QUOTED_ROUNDS)
def test_shots_fired_with_the_rounds_in_quotes(gazetteer, geonames, text: str, published: str,
                                               present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_FROM_THE_FAMILY_HOME = [
    # "was taken from the family's home": the reprisal knock, as "taken from her home"
    _case("Sergeant Luis Pérez fled to Trinidad last week. His wife was taken from the family's home in Carúpano on "
          "Tuesday, a relative said.", "2019-08-22", [("arrest", ANY, "2019-08-20")], (), "en-the-familys-home"),
    _case("Sergeant Luis Pérez fled to Cúcuta last week. His father was taken from their family's house in Táriba "
          "on Monday.", "2019-08-22", [("arrest", ANY, "2019-08-19")], (), "en-their-familys-house"),
    _case("El sargento Luis Pérez huyó a Trinidad la semana pasada. Su esposa fue sacada de la casa de su familia "
          "en El Pilar el martes por agentes de la DGCIM.", "2019-08-22", [("arrest", ANY, "2019-08-20")], (), "es-casa-de-su-familia"),
    # (guard: a thing taken from the family's yard is no arrest)
    _case("Sergeant Luis Pérez fled to Trinidad last week. His boat was taken from the family's dock in Güiria on "
          "Tuesday.", "2019-08-22", [], ("arrest",), "en-boat-from-the-dock"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_FROM_THE_FAMILY_HOME)
def test_a_relative_taken_from_the_family_home_is_arrested(gazetteer, geonames, text: str, published: str,
                                                           present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
