"""Event extraction traps found in held-out batch 41 (a La Carlota officer driven to the border by a cousin and
taken across the Táchira River by a guide, an ex-corporal's comrades joining the April 30 revolt "en Caracas"),
each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_CARRIER_AFTER_THE_HELPERS_SENTENCES = [
    # "a guide took him across": "him" is the officer the story was about before the sentences of the cousin who
    # drove him ("drove him") and of the two of them ("They"), not the cousin
    _case("Lt. Col. Pedro Ruiz hid in Caracas for a week. On Tuesday, a cousin drove him out of Caracas in a borrowed "
          "car. They travelled for 20 hours along back roads to San Antonio del Táchira. Before dawn on Wednesday, a "
          "local guide took him across the Táchira River by one of the informal paths known as trochas.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "en-drove-him-they-took-him-across"),
    _case("Sgt. Pedro Ruiz hid in Caracas for a week. On Tuesday a cousin drove him to San Antonio del Táchira. Before "
          "dawn on Wednesday, a fisherman ferried him across the Táchira River.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "en-drove-him-ferried-him-across"),
    _case("Sgt. Pedro Ruiz hid in Caracas for a week. They reached San Antonio del Táchira on Tuesday. Before dawn on "
          "Wednesday, a fisherman took him across the Táchira River.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "en-they-reached-took-him-across"),
    _case("Two sergeants hid in Caracas for a week. On Tuesday a cousin drove them to San Antonio del Táchira. Before "
          "dawn on Wednesday, a guide led them across the Táchira River.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "en-drove-them-led-them-across"),
    # ... Spanish tells the same with a clitic ("lo llevó", "lo cruzó")
    _case("El sargento Pedro Ruiz se escondió en Caracas una semana. El martes, un primo lo llevó en carro hasta San "
          "Antonio del Táchira. Antes del amanecer del miércoles, un baquiano lo cruzó por el río Táchira.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "es-lo-llevó-lo-cruzó"),
    # ... "him" is not the two men the story was about ("them"): no one of theirs taken across
    _case("Two sergeants hid in Caracas for a week. On Tuesday a cousin drove them to San Antonio del Táchira. Before "
          "dawn on Wednesday, a fisherman took him across the Táchira River.", "2019-05-10",
          [], ("border_crossing",), "en-him-is-not-them"),
    # ... a sentence between that only reports what a helper said names no one to take across either
    _case("Sgt. Pedro Ruiz hid in Caracas for a week. A fisherman from Ureña said the army had closed the crossings. "
          "Before dawn on Wednesday, the fisherman took him across the Táchira River.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-08")], (), "en-helper-said-between"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CARRIER_AFTER_THE_HELPERS_SENTENCES)
def test_a_carrier_after_the_helpers_sentences(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


JOINED_THE_REVOLT_IN_A_TOWN = [
    # "se sumaron en Caracas al alzamiento": the town where they joined, told between the verb and the revolt
    _case("El 30 de abril, varios militares se sumaron en Caracas al alzamiento encabezado por Juan Guaidó en La "
          "Carlota.", "2019-08-14",
          [("defection", ANY, "2019-04-30"), ("uprising", ANY, "2019-04-30")], (), "es-se-sumaron-en-caracas"),
    _case("El 30 de abril, el sargento se sumó en San Cristóbal al fallido levantamiento.", "2019-08-14",
          [("defection", ANY, "2019-04-30"), ("uprising", ANY, "2019-04-30")], (), "es-se-sumó-en-san-cristóbal"),
    _case("Em 30 de abril, vários militares aderiram em Caracas ao levante liderado por Juan Guaidó.", "2019-08-14",
          [("defection", ANY, "2019-04-30"), ("uprising", ANY, "2019-04-30")], (), "pt-aderiram-em-caracas"),
    # ... neighbours who joined it are no deserters
    _case("El 30 de abril, miles de vecinos se sumaron en Caracas al alzamiento encabezado por Juan Guaidó.",
          "2019-08-14", [], ("defection",), "es-vecinos-se-sumaron"),
]


@pytest.mark.parametrize("text, published, present, absent", JOINED_THE_REVOLT_IN_A_TOWN)
def test_joined_the_revolt_in_a_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
