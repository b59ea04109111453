"""Event extraction traps found in held-out batch 79 (a flight taken with the day between the verb and the plane and
told "desde ... hasta", after an opening on the papers he travelled on; "deserted in protest at", the motive of a
desertion; people counted by what they say they are; taking part in a rally; a kidnapping tried; a country crossed on
the way before a dated entry; a place in a time told by another deed), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

FLIGHT_TAKEN = [
    # "tomó el 10 de abril un vuelo": the day between the verb and the ride
    _case("El sargento Pablo Ruiz desertó el 3 de abril. Luego tomó el 10 de abril un vuelo a Madrid.", "2019-06-20",
          [("relocation", "Madrid", "2019-04-10")], (), "es-day-between-verb-and-flight"),
    # "un vuelo desde Maiquetía hasta Madrid": a flight out, told with "hasta", is the move as well as the crossing
    _case("El sargento Pablo Ruiz desertó el 3 de abril. El 10 de abril tomó un vuelo desde Maiquetía hasta Madrid.",
          "2019-06-20", [("relocation", "Madrid", "2019-04-10")], (), "es-flight-desde-hasta"),
    # "Con su pasaporte civil, que nadie revisó, tomó": the papers he went with are no subject
    _case("El sargento Pablo Ruiz desertó el 3 de abril. Con su pasaporte civil, que nadie había revisado, tomó un "
          "vuelo a Madrid el 10 de abril.", "2019-06-20", [("relocation", "Madrid", "2019-04-10")], (),
          "es-papers-opening"),
    _case("O sargento Pablo Ruiz desertou em 3 de abril. Com o passaporte do irmão, embarcou num avião para Madri em "
          "10 de abril.", "2019-06-20", [("relocation", "Madrid", "2019-04-10")], (), "pt-papers-opening"),
    # (guard: a subject named after the papers is the one who flew, not the sergeant)
    _case("El sargento Pablo Ruiz desertó el 3 de abril. Con su pasaporte, el primo tomó un vuelo a Madrid el 10 de "
          "abril.", "2019-06-20", [], (("relocation", "Madrid", ANY),), "es-papers-then-a-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", FLIGHT_TAKEN)
def test_a_flight_taken_is_a_move(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEFT_IN_PROTEST = [
    # "deserted in protest at": why he left, no protest
    _case("A Venezuelan army captain who deserted in protest at the repression asked for asylum in Madrid on Monday.",
          "2019-06-20", [("asylum", "Madrid", "2019-06-17")], ("protest",), "en-deserted-in-protest"),
    _case("Un capitán venezolano que desertó en protesta por la represión pidió asilo en Madrid el lunes.",
          "2019-06-20", [("asylum", "Madrid", "2019-06-17")], ("protest",), "es-desertó-en-protesta"),
    _case("Um capitão venezuelano que desertou do quartel em protesto contra a repressão pediu asilo em Madri na "
          "segunda-feira.", "2019-06-20", [("asylum", "Madrid", "2019-06-17")], ("protest",),
          "pt-desertou-em-protesto"),
    # (guards: a march or a rally "in protest" is one, whatever the marchers did before)
    _case("Un capitán que desertó en enero marchó en protesta frente a la embajada en Madrid el lunes.", "2019-06-20",
          [("protest", "Madrid", "2019-06-17")], (), "es-deserted-then-marched-in-protest"),
    _case("Dozens of soldiers who deserted last year marched in protest outside the embassy in Madrid on Monday.",
          "2019-06-20", [("protest", "Madrid", "2019-06-17")], (), "en-deserters-marched-in-protest"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_IN_PROTEST)
def test_deserting_in_protest_is_no_protest(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SAY_THEY_ARE_SOLDIERS = [
    # "37 people who identify themselves as members of the armed forces have crossed": deserters' tally
    _case("The Department of Citizenship said 37 people who identify themselves as members of Venezuela's armed "
          "forces have crossed into Guyana since January.", "2019-04-13", [("defection", "Guyana", None)], (),
          "en-identify-themselves-as"),
    _case("Migración dijo que 37 personas que se identifican como militares venezolanos han cruzado a Colombia "
          "desde enero.", "2019-04-13", [("defection", "Colombia", None)], (), "es-se-identifican-como"),
    # (guard: people who say they are farmers are no deserters)
    _case("The Department of Citizenship said 37 people who identify themselves as farmers have crossed into Guyana "
          "since January.", "2019-04-13", [("border_crossing", "Guyana", None)], ("defection",),
          "en-identify-as-farmers"),
]


@pytest.mark.parametrize("text, published, present, absent", SAY_THEY_ARE_SOLDIERS)
def test_people_who_say_they_are_soldiers_are_counted_as_deserters(gazetteer, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TOOK_PART_IN_A_RALLY = [
    # "participou de um ato organizado por venezuelanos", "participó ... en la concentración convocada por": a rally
    _case("O sargento Luis Mora desertou em maio. No sábado participou de um ato organizado por venezuelanos em "
          "Manaus.", "2019-06-24", [("protest", "Manaus", "2019-06-22")], (), "pt-participou-de-um-ato"),
    _case("El sargento Luis Mora desertó en mayo. El sábado, Mora participó junto a otros dos exmilitares en la "
          "concentración convocada por una asociación en Madrid.", "2019-06-24", [("protest", "Madrid", "2019-06-22")],
          (), "es-participó-en-la-concentración"),
    # (guards: a ceremony, a gathering of troops)
    _case("O sargento Luis Mora desertou em maio. No sábado participou de um ato solene no quartel em Manaus.",
          "2019-06-24", [], ("protest",), "pt-ato-solene"),
    _case("El sargento Luis Mora participó el sábado en la concentración de tropas en Maracaibo.", "2019-06-24", [],
          ("protest",), "es-concentración-de-tropas"),
]


@pytest.mark.parametrize("text, published, present, absent", TOOK_PART_IN_A_RALLY)
def test_taking_part_in_a_rally_is_a_protest(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TRIED_TO_KIDNAP = [
    # "intentaron secuestrarlo": an attack on him, where and when it was tried
    _case("Un exsargento de la GNB denunció que tres hombres intentaron secuestrarlo el último sábado en Lima.",
          "2019-05-21", [("violence", "Lima", "2019-05-18")], (), "es-intentaron-secuestrarlo"),
    _case("A former GNB sergeant said three men tried to kidnap him on Saturday in Lima.", "2019-05-21",
          [("violence", "Lima", "2019-05-18")], (), "en-tried-to-kidnap"),
    _case("Um ex-sargento da GNB disse que dois homens tentaram sequestrá-lo no sábado em Boa Vista.", "2019-05-21",
          [("violence", "Boa Vista", "2019-05-18")], (), "pt-tentaram-sequestrá-lo"),
    # (guard: a kidnapping only feared is no attack)
    _case("A former GNB sergeant in Lima said on Saturday that he fears agents will kidnap him.", "2019-05-21", [],
          ("violence",), "en-fears-a-kidnapping"),
]


@pytest.mark.parametrize("text, published, present, absent", TRIED_TO_KIDNAP)
def test_a_kidnapping_tried_is_violence(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THROUGH_A_COUNTRY_FIRST = [
    # "atravesó Ecuador ... y el 19 de marzo ingresó al Perú por Tumbes": the transit is a step; the entry has its day
    _case("El sargento Campos desertó el 4 de marzo. Luego atravesó Ecuador por el puente de Rumichaca y el 19 de "
          "marzo ingresó al Perú por Tumbes.", "2019-05-21", [("border_crossing", "Tumbes", "2019-03-19")],
          (("border_crossing", "Rumichaca Bridge", "2019-03-19"),), "es-atravesó-ecuador"),
    _case("The sergeant deserted on 4 March. Then he travelled through Ecuador by the Rumichaca bridge and on 19 "
          "March entered Peru at Tumbes.", "2019-05-21", [("border_crossing", "Tumbes", "2019-03-19")],
          (("border_crossing", "Rumichaca Bridge", "2019-03-19"),), "en-travelled-through-ecuador"),
    # (guard: a first leg at home stays a step of the journey, as before)
    _case("El sargento Campos desertó el 4 de marzo. Viajó en bus hasta San Antonio del Táchira y el 6 de marzo "
          "cruzó a Cúcuta.", "2019-05-21", [("border_crossing", "Cúcuta", "2019-03-06")], (), "es-home-stop-first"),
]


@pytest.mark.parametrize("text, published, present, absent", THROUGH_A_COUNTRY_FIRST)
def test_a_country_crossed_on_the_way_is_a_step(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TIME_TOLD_BY_ANOTHER_DEED = [
    # "El 4 de marzo, días después de que militares bloquearan la ayuda por la frontera con Colombia, abandonó su
    # unidad": the border is the blockade's, not where he deserted
    _case("El sargento Campos servía en Maturín. El 4 de marzo, días después de que militares bloquearan la ayuda "
          "por la frontera con Colombia, abandonó su unidad.", "2019-05-21", [("defection", ANY, "2019-03-04")],
          (("defection", "Colombia–Venezuela border", ANY),), "es-días-después-de-que"),
    _case("Sergeant Campos served in Maturín. On 4 March, two days after troops blocked the aid at the border with "
          "Colombia, he left his unit.", "2019-05-21", [("defection", ANY, "2019-03-04")],
          (("defection", "Colombia–Venezuela border", ANY),), "en-two-days-after"),
    # (guard: a place in the main clause after the aside is where he deserted)
    _case("El 4 de marzo, días después de que comenzara el apagón, el sargento Campos desertó de su unidad en "
          "Maracaibo.", "2019-05-21", [("defection", "Maracaibo", "2019-03-04")], (), "es-place-after-the-aside"),
]


@pytest.mark.parametrize("text, published, present, absent", TIME_TOLD_BY_ANOTHER_DEED)
def test_a_place_in_a_time_aside_is_not_the_desertion(gazetteer, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
