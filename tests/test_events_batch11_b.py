"""Event extraction traps found in held-out batch 11 (its second half), each shown on new sentences:
a place named after a person, the road between two towns, the river a request for protection is
not made in, leaving an embassy, a timeline's dated items."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded



CASES = [
    # A municipality, state or parish named after a person is a place, not the one who crossed.
    _case("Dos sargentos de la Guardia Nacional destacados en el municipio Antonio Rómulo Costa, en el Táchira, "
          "caminaron el martes por una trocha hasta Ragonvalia.", "2019-10-14",
          [("defection", "Ragonvalia", "2019-10-08")], (), "es-municipio-named-after-a-person"),
    _case("Two army sergeants based in the Antonio Rómulo Costa municipality of Táchira walked on Tuesday along a "
          "trail to Ragonvalia.", "2019-10-14", [("defection", "Ragonvalia", "2019-10-08")], (),
          "municipality-named-after-a-person"),
]


CASES += [
    # A road blocked "between" two towns is placed at the first.
    _case("On Tuesday, about 30 evicted former soldiers blocked the road between Ureña and Cúcuta for an hour.",
          "2019-06-20", [("protest", "Ureña", "2019-06-18")], (), "blocked-the-road-between"),
    _case("El martes, unos 30 exmilitares desalojados bloquearon la carretera entre Ureña y Cúcuta durante una hora.",
          "2019-06-20", [("protest", "Ureña", "2019-06-18")], (), "es-bloquearon-la-carretera-entre"),
]


CASES += [
    # Protection is asked for in the town the trail led into, not in the river waded.
    _case("El sábado dos soldados cruzaron el río Táchira por una trocha en Villa del Rosario y caminaron hasta la "
          "estación de Policía, donde pidieron protección.", "2019-10-14",
          [("asylum", "Villa del Rosario", "2019-10-12")], (("asylum", "Táchira River", ANY),),
          "es-asylum-in-the-trails-town-not-the-river"),
    _case("On Saturday two soldiers waded the Táchira River by a trail near Villa del Rosario and asked a police "
          "patrol for protection.", "2019-10-14", [("asylum", "Villa del Rosario", "2019-10-12")],
          (("asylum", "Táchira River", ANY),), "asylum-in-the-trails-town-not-the-river"),
]


_LEFT_EMBASSY = [("relocation", "Embassy of Brazil in Caracas", "2019-07-01"),
                 ("border_crossing", "Pacaraima", "2019-08-01")]
_NO_LATER_DESERTION = (("defection", ANY, "2019-08-01"),)
CASES += [
    # Leaving an embassy one took refuge in is a move from it; the journey on from there is no new desertion.
    _case("O cabo Luis Mota se refugiou na embaixada do Brasil em Caracas em 1º de maio. Ele deixou a embaixada "
          "em julho e chegou a Pacaraima em agosto.", "2019-09-20", _LEFT_EMBASSY, _NO_LATER_DESERTION,
          "pt-deixou-a-embaixada"),
    _case("Cpl. Luis Mota took refuge in the Brazilian embassy in Caracas on May 1. He left the embassy in July "
          "and reached Pacaraima in August.", "2019-09-20", _LEFT_EMBASSY, _NO_LATER_DESERTION,
          "left-the-embassy"),
    _case("El cabo Luis Mota se refugió en la embajada de Brasil en Caracas el 1 de mayo. El cabo salió de la "
          "embajada en julio y llegó a Pacaraima en agosto.", "2019-09-20", _LEFT_EMBASSY, _NO_LATER_DESERTION,
          "es-salio-de-la-embajada"),
]


CASES += [
    # A timeline item headed by a date dates every sentence of the item.
    _case("Estos fueron los hitos del año.\n\n- **2 de mayo.** Un grupo de oficiales aparece en un video en "
          "Caracas. El intento fracasa; 12 militares se refugian en la embajada de Brasil en Caracas.\n"
          "- **Julio.** El gobierno anuncia un plan.", "2019-12-30",
          [("asylum", "Embassy of Brazil in Caracas", "2019-05-02")], (), "es-timeline-item-date"),
    _case("These were the year's milestones.\n\n- **May 2.** A group of officers appears in a video in Caracas. "
          "The attempt fails; 12 soldiers take refuge in the Brazilian embassy in Caracas.\n"
          "- **July.** The government announces a plan.", "2019-12-30",
          [("asylum", "Embassy of Brazil in Caracas", "2019-05-02")], (), "timeline-item-date"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch11_b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
