"""Event extraction traps found in held-out batch 72 (a captain from Ejido who crossed by a trocha "Dos días después,
en la madrugada del domingo"; an ex-sergeant's "eu saí do quartel num sábado de folga e não voltei" in Natal), each
shown on new sentences: a crossing dated by the day counted from the desertion, not by the last Sunday before
publication, and a deserter's own account of leaving his post and staying away."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

COUNTED_DAY_THEN_WEEKDAY = [
    # the weekday in apposition after "two days later" is that day, not the last such weekday before publication
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 7 de junio. Dos días después, en la madrugada del "
          "domingo, cruzó a Colombia por una trocha cerca de Cúcuta.", "2019-10-24",
          [("border_crossing", "Cúcuta", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "es-dos-dias-domingo"),
    _case("Corporal Luis Pérez left his battalion in Barinas on June 7. Two days later, early on Sunday, he crossed "
          "into Colombia near Cúcuta.", "2019-10-24",
          [("border_crossing", "Cúcuta", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "en-two-days-sunday"),
    _case("O cabo Luis Pérez deixou o batalhão em Santa Elena de Uairén em 7 de junho. Dois dias depois, na "
          "madrugada de domingo, atravessou para Pacaraima.", "2019-10-24",
          [("border_crossing", "Pacaraima", "2019-06-09")], (("border_crossing", ANY, "2019-10-20"),), "pt-dois-dias-domingo"),
    # (guard: a weekday the counted day does not fall on keeps its own reading)
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 7 de junio. Tres días después, el domingo, cruzó a "
          "Colombia por una trocha cerca de Cúcuta.", "2019-10-24",
          [], (("border_crossing", ANY, "2019-06-09"), ("border_crossing", ANY, "2019-06-10")), "es-tres-dias-domingo"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_DAY_THEN_WEEKDAY)
def test_a_weekday_after_a_counted_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OWN_ACCOUNT_OF_LEAVING = [
    # the speaker's own post, left and never gone back to, is his desertion, as "salió del cuartel y no volvió" is
    _case('"Em 3 de julho, eu saí do quartel em Maturín num domingo de folga e não voltei", conta o ex-sargento José '
          'Lima.', "2019-09-20", [("defection", "Maturín", "2019-07-03")], (), "pt-sai-e-nao-voltei"),
    _case('"El 3 de julio salí del cuartel en Barinas y nunca más regresé", cuenta el excabo Luis Mora.',
          "2019-09-20", [("defection", "Barinas", "2019-07-03")], (), "es-sali-y-nunca-regrese"),
    _case('"El 3 de julio no volví al cuartel de Barinas", dijo el sargento Luis Mora.',
          "2019-09-20", [("defection", "Barinas", "2019-07-03")], (), "es-no-volvi-al-cuartel"),
    _case('"Em 3 de julho não voltei ao quartel em Maturín", disse o sargento José Lima.',
          "2019-09-20", [("defection", "Maturín", "2019-07-03")], (), "pt-nao-voltei-ao-quartel"),
    # English "my" and "our" are the speaker's post, as "his" and "their" are a reported one's
    _case('Sergeant Luis Mora said: "On July 3 I left my base in Barinas and never came back."',
          "2019-09-20", [("defection", "Barinas", "2019-07-03")], (), "en-left-my-base"),
    _case('"On July 3 we did not return to our unit in Barinas," said Corporal Luis Mora.',
          "2019-09-20", [("defection", "Barinas", "2019-07-03")], (), "en-did-not-return-to-our-unit"),
    _case('"On July 3 I went on leave and never went back to my battalion in Barinas," said Sergeant Luis Mora.',
          "2019-09-20", [("defection", "Barinas", "2019-07-03")], (), "en-never-went-back-to-my-battalion"),
    # guards: a post left and gone back to, a home not gone back to, a post that is an office, a house
    _case('"El 3 de julio salí del cuartel a las seis y volví a las ocho", dijo el sargento Luis Mora.',
          "2019-09-20", [], ("defection",), "es-sali-y-volvi"),
    _case('"Em 3 de julho saí do quartel às seis e não voltei para casa", disse o sargento José Lima.',
          "2019-09-20", [], ("defection",), "pt-nao-voltei-para-casa"),
    _case('"En 2015 no volví a mi puesto de ministro", dijo el general retirado Luis Mora.',
          "2019-09-20", [], ("defection",), "es-puesto-de-ministro"),
    _case('"On July 3 I left my house in Barinas," said Luis Mora, a teacher.',
          "2019-09-20", [], ("defection",), "en-left-my-house"),
]


@pytest.mark.parametrize("text, published, present, absent", OWN_ACCOUNT_OF_LEAVING)
def test_own_account_of_leaving_the_post(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
