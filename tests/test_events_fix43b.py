"""Event extraction traps found again in held-out batch 43 (a captain held at Miami's airport overnight, sailors who
set off from the post they served at, a sergeant landing "media hora después"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

HELD_AT_A_PLACE_FOR_A_TIME = [
    # "was held at <a place> overnight / for hours": custody, told by how long it lasted.
    _case("Sgt. Luis Mora was held at the bus terminal overnight and released on Tuesday, his lawyer said.",
          "2019-06-20", [("arrest", ANY, "2019-06-18")], (), "held-at-the-terminal-overnight"),
    _case("The three guardsmen were held in a police station in Maicao for several hours on Friday.", "2019-06-20",
          [("arrest", "Maicao", "2019-06-14")], (), "held-in-a-station-for-hours"),
    _case("Two deserters were held at the border post in Paraguachón overnight on Friday.", "2019-06-20",
          [("arrest", ANY, "2019-06-14")], (), "held-at-the-border-post-overnight"),
    # ... a gathering held there for a time is no custody.
    _case("The hearing of the two sergeants was held at the court in Maicao for three hours on Friday.", "2019-06-20",
          [], ("arrest",), "a-hearing-was-held-for-hours"),
    _case("The meeting was held at the consulate in Cúcuta for three hours on Friday.", "2019-06-20", [], ("arrest",),
          "a-meeting-was-held-for-hours"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_AT_A_PLACE_FOR_A_TIME)
def test_held_at_a_place_for_a_time(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SET_OFF_FROM_THE_POST_SERVED = [
    # Setting off right after a clause that says where the men served: they desert that post, that day.
    _case("The four sailors, who belonged to a naval unit in Punto Fijo, set off on Saturday night in a fishing boat.",
          "2019-06-20", [("defection", "Punto Fijo", "2019-06-15")], (), "who-belonged-to-a-unit-set-off"),
    _case("Los tres marineros, que pertenecían a un apostadero de la Armada en Güiria, zarparon el sábado 13 de abril "
          "en un peñero.", "2019-06-20", [("defection", "Güiria", "2019-04-13")], (), "es-que-pertenecian-zarparon"),
    _case("Los tres marineros, que servían en la base naval de Punto Fijo, partieron el sábado 13 de abril en una "
          "lancha.", "2019-06-20", [("defection", "Punto Fijo", "2019-04-13")], (), "es-que-servian-partieron"),
    _case("Os dois cabos, que serviam num posto do Exército em Santa Elena de Uairén, partiram na sexta-feira à "
          "noite.", "2019-06-20", [("defection", "Santa Elena de Uairén", "2019-06-14")], (), "pt-que-serviam-partiram"),
    # ... men described by anything but a post they served at only set off.
    _case("The four sailors, who were fishing near Punto Fijo, set off on Saturday night in a fishing boat.",
          "2019-06-20", [], ("defection",), "who-were-fishing-set-off"),
    _case("Los tres pescadores, que viven en Güiria, zarparon el sábado 13 de abril.", "2019-06-20", [],
          ("defection",), "es-que-viven-zarparon"),
]


@pytest.mark.parametrize("text, published, present, absent", SET_OFF_FROM_THE_POST_SERVED)
def test_set_off_from_the_post_served(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HALF_AN_HOUR_AFTER_THE_NIGHT_TOLD = [
    # "Media hora después" opening a new paragraph: the crossing it tells is on the night told before.
    _case("En la noche del 3 de mayo, un viernes, el cabo Luis Mora se subió a una lancha en Puerto Páez.\n\n"
          "Media hora después desembarcó en Puerto Carreño, al otro lado del río.", "2019-07-15",
          [("border_crossing", "Puerto Carreño", "2019-05-03")], (), "es-media-hora-despues"),
    _case("Na noite de 3 de maio, o cabo Luis Mora subiu num barco em Santa Elena de Uairén.\n\n"
          "Meia hora depois chegou a Pacaraima.", "2019-07-15", [("border_crossing", "Pacaraima", "2019-05-03")], (),
          "pt-meia-hora-depois"),
    # ... a half hour's walk is no time after the night told.
    _case("En la noche del 3 de mayo, un viernes, el cabo Luis Mora se subió a una lancha en Puerto Páez.\n\n"
          "Hoy camina media hora hasta el taller de Puerto Carreño.", "2019-07-15", [],
          (("border_crossing", ANY, "2019-05-03"),), "es-camina-media-hora"),
]


@pytest.mark.parametrize("text, published, present, absent", HALF_AN_HOUR_AFTER_THE_NIGHT_TOLD)
def test_half_an_hour_after_the_night_told(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
