"""Event extraction traps found in held-out batch 79 (an attempted kidnapping in Comas, a killing in Mucajaí, deserters
before a Linden magistrate after crossing at Eteringbang), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, _coded_with, assert_coded

A_VEHICLE_THAT_STOPPED = [
    # "se detuvo" is a car or a driver coming to a stop, not an arrest
    _case("El sargento venezolano caminaba hacia su casa en Cúcuta cuando un auto gris se detuvo a su lado.",
          "2019-05-21", [], ("arrest",), "es-un-auto-se-detuvo"),
    _case("Un conductor se detuvo y llamó a la Cruz Roja, que trasladó al exsoldado venezolano a un hospital de Cúcuta.",
          "2019-05-21", [], ("arrest",), "es-un-conductor-se-detuvo"),
    _case("Dos camiones se detuvieron frente al puesto de la GNB en Ureña, donde esperaban los soldados venezolanos.",
          "2019-05-21", [], ("arrest",), "es-camiones-se-detuvieron"),
    # ... while the police that "detuvo" someone still arrests him
    _case("El domingo, la Policía detuvo en Cúcuta a un sargento venezolano.", "2019-05-21",
          [("arrest", "Cúcuta", "2019-05-19")], (), "es-la-policia-detuvo"),
    _case("El domingo, la Dgcim detuvo en Caracas a un teniente de la Guardia Nacional.", "2019-05-21",
          [("arrest", "Caracas", "2019-05-19")], (), "es-la-dgcim-detuvo-a-un-teniente"),
]


@pytest.mark.parametrize("text, published, present, absent", A_VEHICLE_THAT_STOPPED)
def test_a_vehicle_that_stopped(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RIVER_REACHED_BEFORE_THE_CROSSING = [
    # The river reached on the way, then the town crossed at: the crossing is at the town
    _case("Four Venezuelan soldiers walked for nine days until they reached the Cuyuní River, and crossed into Guyana "
          "at Eteringbang in early March.", "2019-04-13",
          [("border_crossing", "Eteringbang", "2019-03-01")], (("border_crossing", "Cuyuní River", ANY),),
          "en-reached-the-river-crossed-at"),
    _case("Cuatro soldados venezolanos llegaron al río Arauca y cruzaron a Colombia por Arauquita el 3 de marzo.",
          "2019-04-13", [("border_crossing", "Arauquita", "2019-03-03")], (("border_crossing", "Arauca River", ANY),),
          "es-llegaron-al-rio-cruzaron-por"),
    _case("Quatro soldados venezuelanos chegaram ao rio Cuyuní e cruzaram para a Guiana em Eteringbang no dia 3 de "
          "março.", "2019-04-13", [("border_crossing", "Eteringbang", "2019-03-03")],
          (("border_crossing", "Cuyuní River", ANY),), "pt-chegaram-ao-rio-cruzaram-em"),
    # ... the river named after the verb is the one crossed, and keeps the crossing
    _case("Four Venezuelan soldiers crossed the Arauca River at Arauquita on March 3.", "2019-04-13",
          [("border_crossing", "Arauca River", "2019-03-03")], (), "en-crossed-the-river-at"),
    # ... as does a river waded before the crossing point's name ("crossing" is no verb)
    _case("Early on Wednesday, a sergeant and two privates of the Venezuelan army waded across the Tachira River at the "
          "Juan Frio crossing near Ureña.", "2019-05-03", [("border_crossing", "Táchira River", "2019-05-01")], (),
          "en-waded-across-the-river-at-the-crossing"),
    # ... and a river reached with no town after the crossing stays the crossing's place
    _case("Four Venezuelan soldiers reached the Arauca River and crossed it into Colombia on March 3.", "2019-04-13",
          [("border_crossing", "Arauca River", ANY)], (), "en-reached-the-river-no-town"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RIVER_REACHED_BEFORE_THE_CROSSING)
def test_a_river_reached_before_the_crossing(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASYLUM_WANTED_BEFORE_A_COURT = [
    # Telling a court or the officials one wants asylum is the request
    _case("Four Venezuelan soldiers told a court in Cúcuta yesterday that they were deserters and that they wanted "
          "asylum.", "2019-04-13", [("asylum", "Cúcuta", "2019-04-12")], (), "en-told-the-court-wanted-asylum"),
    _case("Ayer, en Cúcuta, cuatro soldados venezolanos dijeron al juez que querían refugio.", "2019-04-13",
          [("asylum", "Cúcuta", "2019-04-12")], (), "es-dijeron-al-juez-que-querian-refugio"),
    _case("Ontem, em Pacaraima, quatro soldados venezuelanos disseram ao juiz que queriam asilo.", "2019-04-13",
          [("asylum", "Pacaraima", "2019-04-12")], (), "pt-disseram-ao-juiz-que-queriam-asilo"),
    # ... telling reporters is a wish, not a request
    _case("Four Venezuelan soldiers in Cúcuta told reporters yesterday that they wanted asylum in Spain.", "2019-04-13",
          [], ("asylum",), "en-told-reporters-wanted-asylum"),
    _case("Ayer, en Cúcuta, cuatro soldados venezolanos dijeron a los periodistas que querían refugio en España.",
          "2019-04-13", [], ("asylum",), "es-dijeron-a-los-periodistas"),
]


@pytest.mark.parametrize("text, published, present, absent", ASYLUM_WANTED_BEFORE_A_COURT)
def test_asylum_wanted_before_a_court(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SUSPECT_HELD_IN_THE_NEIGHBOURING_TOWN = [
    # The held one's apposition after the asides names him a suspect; the neighbouring district or municipality is
    # where he was held
    _case("Um ex-cabo do Exército da Venezuela foi morto a tiros no domingo 5 em Mucajaí, em Roraima. Na segunda-feira "
          "6, a Polícia Civil prendeu um venezuelano de 31 anos no município vizinho de Iracema, a cerca de 40 "
          "quilômetros dali, suspeito de ser o autor dos disparos.", "2019-05-08",
          [("arrest", "Iracema", "2019-05-06")], (), "pt-prendeu-no-municipio-vizinho-suspeito-de"),
    _case("A former Venezuelan corporal was shot dead in Boa Vista, Roraima, on Sunday. On Monday police arrested a "
          "31-year-old man at a farm near Mucajaí, about 40 kilometres away, suspected of firing the shots.",
          "2019-05-08", [("arrest", "Mucajaí", "2019-05-06")], (), "en-arrested-a-man-suspected-of"),
    _case("Un exsargento venezolano fue atacado en Comas, en Lima, el sábado. El domingo, agentes de la comisaría "
          "ubicaron el auto en el distrito vecino de Independencia y capturaron a dos de los sospechosos.",
          "2019-05-21", [("arrest", "Independencia", "2019-05-19")], (("arrest", "Venezuela", ANY),),
          "es-distrito-vecino-de"),
    # ... a man held with nothing tying him to the attack is no arrest of the story
    _case("A former Venezuelan corporal was shot dead in Boa Vista, Roraima, on Sunday. On Monday police arrested a "
          "31-year-old man at a farm near Mucajaí, about 40 kilometres away, whom neighbours had seen drunk.",
          "2019-05-08", [], ("arrest",), "en-arrested-a-man-no-suspect"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SUSPECT_HELD_IN_THE_NEIGHBOURING_TOWN)
def test_a_suspect_held_in_the_neighbouring_town(gazetteer, geonames, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


TAKEN_AWAY_WITHOUT_A_WARRANT = [
    # Agents taking a man away with no warrant shown hold him (the vans that "se detuvieron" only stopped; English
    # was read before, by the taking after a visit)
    _case("Eran las seis de la tarde del 16 de julio cuando dos camionetas sin placas se detuvieron frente al taller "
          "donde trabajaba el hermano del sargento, en Maracay. Bajaron seis hombres con chalecos de la Dgcim y se lo "
          "llevaron sin mostrar una orden.", "2019-08-01", [("arrest", "Maracay", "2019-07-16")], (),
          "es-se-lo-llevaron-sin-mostrar-una-orden"),
    _case("On July 16 six DGCIM agents came to the workshop in Maracay where the sergeant's brother worked and took "
          "him away without a warrant.", "2019-08-01", [("arrest", "Maracay", "2019-07-16")], (),
          "en-took-him-away-without-a-warrant"),
    # ... taken away to a hospital is care
    _case("On July 16 paramedics came to the workshop in Maracay where the sergeant's brother worked and took him away "
          "to the hospital.", "2019-08-01", [], ("arrest",), "en-took-him-away-to-hospital"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_AWAY_WITHOUT_A_WARRANT)
def test_taken_away_without_a_warrant(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
