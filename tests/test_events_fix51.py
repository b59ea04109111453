"""Event extraction traps found in held-out batch 51 (guardsmen by bongo over the Orinoco to Casuarito and on to
Puerto Carreño, a sergeant of the National Assembly's guard who stayed away from his post and crossed to Cúcuta,
eight soldiers through the Catatumbo, a sergeant walking into Pacaraima with the border closed), each shown on new
sentences in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_MASTHEAD_BEFORE_AN_ARTICLE = [
    # "Diario Los Andes", "Radio La Voz del Táchira": the masthead word stands before the name's article, so the
    # name is the paper's, not the place a crossing reached
    _case("Seis guardias atravesaron el río Orinoco el viernes 3 de mayo y desembarcaron en Casuarito, según confirmaron "
          "a Diario Los Andes sus familiares.", "2019-05-06", [("defection", "Casuarito", "2019-05-03")], (),
          "es-diario-los-andes-is-no-place"),
    # ... the Andes told as a place still are one
    _case("El viernes 3 de mayo seis soldados desertaron en los Andes venezolanos.", "2019-05-06",
          [("defection", "Venezuelan Andes", "2019-05-03")], (), "es-los-andes-venezolanos-still-a-place"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MASTHEAD_BEFORE_AN_ARTICLE)
def test_a_masthead_before_an_article(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_AMAZONAS_CAPITAL_OF_THE_STORY = [
    # "la capital amazonense" is Puerto Ayacucho in a story on Venezuela's Amazonas state, Manaus in one on Brazil's
    _case("El sábado 4 de mayo, tres guardias de Puerto Ayacucho cruzaron el Orinoco y llegaron a Casuarito, frente a la "
          "capital amazonense.", "2019-05-06", [], (("border_crossing", "Manaus", ANY), ("defection", "Manaus", ANY)),
          "es-capital-amazonense-by-the-orinoco"),
    _case("Os dois soldados saíram de Boa Vista no sábado (4) e chegaram à capital amazonense no domingo (5).",
          "2019-05-08", [("relocation", "Manaus", "2019-05-05")], (), "pt-capital-amazonense-is-manaus"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_AMAZONAS_CAPITAL_OF_THE_STORY)
def test_the_amazonas_capital_of_the_story(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BOAT_TAKEN_ALONG_THE_RIVER = [
    # "tomaron una voladora río abajo por el Orinoco hasta Puerto Carreño": a boat taken (as "tomó un bus") along a
    # border river, not over it, by men already on the far bank: a move on, where they then asked for refuge
    _case("Cuatro soldados cruzaron el río Meta el viernes 3 de mayo y desembarcaron en Casuarito. El sábado tomaron una "
          "voladora río abajo por el Orinoco hasta Puerto Carreño, donde pidieron refugio.", "2019-05-06",
          [("relocation", "Puerto Carreño", "2019-05-04"), ("asylum", "Puerto Carreño", "2019-05-04")],
          (("border_crossing", ANY, "2019-05-04"),), "es-voladora-rio-abajo-hasta"),
    _case("Dois cabos atravessaram o rio no sábado (4) e chegaram a Pacaraima. No domingo (5) pegaram uma carona até "
          "Boa Vista.", "2019-05-08", [("relocation", "Boa Vista", "2019-05-05")], (), "pt-pegaram-uma-carona-ate"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BOAT_TAKEN_ALONG_THE_RIVER)
def test_a_boat_taken_along_the_river(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STAYING_AWAY_WITH_THE_SUBJECT_LEFT_OUT = [
    # "No volvió a su puesto el jueves": the negation opens the trigger, the subject is the sentence's before; a
    # post one never went back to is at home
    _case("El cabo Luis Pérez servía en un batallón de Maturín. No volvió a su puesto el martes 7 de mayo.", "2019-05-13",
          [("defection", "Maturín", "2019-05-07")], (), "es-no-volvio-a-su-puesto"),
    _case("El cabo Luis Pérez servía en la Guardia Nacional. No volvió a su puesto el martes 7 de mayo.", "2019-05-13",
          [("defection", "Venezuela", "2019-05-07")], (), "es-no-volvio-a-su-puesto-at-home"),
    _case("O cabo Luis Pérez servia na Guarda Nacional. Não voltou ao quartel na terça-feira (7).", "2019-05-13",
          [("defection", "Venezuela", "2019-05-07")], (), "pt-nao-voltou-ao-quartel-at-home"),
    _case("Corporal Luis Pérez, who served in the National Guard, did not return to his unit on May 7.", "2019-05-13",
          [("defection", "Venezuela", "2019-05-07")], (), "en-did-not-return-to-his-unit-at-home"),
    # "Según contó a la radio desde Cúcuta, no volvió": where he told it from is no place of the desertion
    _case("El cabo Luis Pérez servía en Maturín. Según contó a una emisora desde Cúcuta, no volvió a su unidad el "
          "martes 7 de mayo.", "2019-05-13", [("defection", ANY, "2019-05-07")], (("defection", "Cúcuta", ANY),),
          "es-segun-conto-desde"),
    _case("Corporal Luis Pérez served in Maturín. Speaking to a radio station from Cúcuta, he said he deserted on May 7.",
          "2019-05-13", [("defection", ANY, "2019-05-07")], (("defection", "Cúcuta", ANY),), "en-speaking-from"),
    # ... "fled from" is still where he left
    _case("Corporal Luis Pérez said he fled from Maturín on May 7.", "2019-05-13", [("defection", ANY, "2019-05-07")],
          (), "en-said-he-fled-from"),
]


@pytest.mark.parametrize("text, published, present, absent", STAYING_AWAY_WITH_THE_SUBJECT_LEFT_OUT)
def test_staying_away_with_the_subject_left_out(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OUT_ON_THE_OTHER_SIDE = [
    # "pagó a un trochero para cruzar el río y salió del otro lado en las afueras de Cúcuta": the verb after the aim
    # shares the left-out subject, and where he came out is where the crossing ended
    _case("El cabo Pérez llegó a San Antonio del Táchira el viernes 10. El sábado 11, antes del amanecer, pagó a un "
          "trochero para cruzar el río y salió del otro lado en las afueras de Cúcuta. Esa tarde pidió refugio.",
          "2019-05-14", [("border_crossing", ANY, "2019-05-11"), ("asylum", "Cúcuta", "2019-05-11")], (),
          "es-salio-del-otro-lado"),
    _case("O cabo Pérez chegou a Santa Elena de Uairén na sexta-feira (10). No sábado (11), pagou a um guia para "
          "atravessar a mata e saiu do outro lado, em Pacaraima.", "2019-05-14",
          [("border_crossing", "Pacaraima", "2019-05-11")], (), "pt-saiu-do-outro-lado"),
]


@pytest.mark.parametrize("text, published, present, absent", OUT_ON_THE_OTHER_SIDE)
def test_out_on_the_other_side(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NO_ONE_HELD = [
    # "la concentración se disolvió sin detenidos", "terminou sem presos": an arrest denied
    _case("El jueves 9, una veintena de concejales se concentró frente a la entrada de la sede del Sebin en Plaza "
          "Venezuela. Efectivos de la Policía Nacional Bolivariana les impidieron acercarse a la reja principal y, tras "
          "casi una hora, la concentración se disolvió sin detenidos.", "2019-05-13",
          [("protest", ANY, "2019-05-09")], ("arrest",), "es-se-disolvio-sin-detenidos"),
    _case("Na sexta-feira (10), dezenas de parentes protestaram em Boa Vista. Policiais cercaram o grupo e o ato "
          "terminou sem detidos.", "2019-05-13", [("protest", "Boa Vista", "2019-05-10")], ("arrest",),
          "pt-terminou-sem-detidos"),
    # ... held with a word after "sin" still counts: "sin orden judicial"
    _case("El jueves 9, agentes de la Dgcim detuvieron sin orden judicial al cabo Pérez en Maracay.", "2019-05-13",
          [("arrest", "Maracay", "2019-05-09")], (), "es-detenido-sin-orden"),
]


@pytest.mark.parametrize("text, published, present, absent", NO_ONE_HELD)
def test_no_one_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DAY_A_STATE_BEGAN = [
    # "Com a fronteira fechada desde 21 de fevereiro, ... chegou ainda de madrugada": the dawn is the night after
    # the desertion told before, not after the day the border closed
    _case("O cabo deixou o quartel na noite de 3 de maio. Com a fronteira fechada desde 21 de fevereiro, ele andou "
          "por uma trilha e chegou a Pacaraima ainda de madrugada.", "2019-05-08", [("border_crossing", "Pacaraima", ANY)],
          (("border_crossing", ANY, "2019-02-21"), ("defection", ANY, "2019-02-21")), "pt-fechada-desde"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_A_STATE_BEGAN)
def test_a_day_a_state_began(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_WISH_TO_ASK_FOR_REFUGE = [
    # "manifestaron su voluntad de solicitar refugio", "manifestaram à PF o desejo de pedir refúgio": the request
    _case("Los cuatro soldados llegaron a Cúcuta el domingo. El lunes fueron entregados a Migración Colombia, ante la "
          "cual manifestaron su voluntad de solicitar refugio.", "2019-06-12", [("asylum", ANY, "2019-06-10")], (),
          "es-ante-la-cual-manifestaron-su-voluntad"),
    _case("Los cuatro soldados llegaron a Cúcuta el domingo. El lunes manifestaron su intención de pedir asilo ante "
          "Migración Colombia.", "2019-06-12", [("asylum", "Cúcuta", "2019-06-10")], (), "es-manifestaron-su-intencion"),
    _case("Os quatro soldados chegaram a Pacaraima no domingo (9). Na segunda-feira (10), manifestaram à Polícia Federal "
          "o desejo de pedir refúgio.", "2019-06-12", [("asylum", "Pacaraima", "2019-06-10")], (), "pt-manifestaram-o-desejo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WISH_TO_ASK_FOR_REFUGE)
def test_a_wish_to_ask_for_refuge(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COUNTED_GROUP_WITH_AN_ADVERB = [
    # "the two formally asked for asylum": an adverb between the counted group and its verb
    _case("Three soldiers crossed into Brazil on Saturday. On Monday the three formally asked for refuge in Pacaraima.",
          "2019-03-14", [("asylum", "Pacaraima", "2019-03-11")], (), "en-the-three-formally-asked"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_GROUP_WITH_AN_ADVERB)
def test_counted_group_with_an_adverb(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BYSTANDERS_TRIP = [
    # "visited by a lawyer of the Ombudsman's office, who travelled from Bogotá": the lawyer's trip, not theirs
    _case("Three soldiers crossed into Colombia on Saturday. On Monday they asked for refuge in Cúcuta and were visited "
          "by a lawyer of the Ombudsman's office, who travelled from Bogotá.", "2019-03-14",
          [("asylum", "Cúcuta", "2019-03-11")], ("relocation",), "en-a-lawyer-who-travelled-from"),
    # ... a soldier's own relative clause is still his trip
    _case("Dos soldados, que viajaron desde Cúcuta, llegaron a Bogotá el lunes.", "2019-03-14",
          [("relocation", "Bogotá", "2019-03-11")], (), "es-soldiers-who-travelled"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BYSTANDERS_TRIP)
def test_a_bystanders_trip(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESERTED_INTO_A_NEIGHBOUR_BEFORE = [
    # "who deserted into Brazil last month walked across the bridge into Lethem": the subject's clause left them in
    # Brazil, so the walk is a crossing from there into a third country, no new desertion
    _case("Two soldiers who deserted into Brazil last month walked across the bridge into Lethem on Saturday.",
          "2019-03-14", [("border_crossing", "Lethem", "2019-03-09")], ("defection",), "en-deserted-into-brazil-then"),
    # ... men who deserted to Colombia and come back over the bridge cross home again
    _case("Once exmilitares que habían desertado a Colombia regresaron este lunes por el puente internacional Simón "
          "Bolívar.", "2019-12-10", [("border_crossing", ANY, "2019-12-09")], ("relocation",), "es-desertado-a-colombia-regresaron"),
    # ... an onward crossing over a named border point stays both a crossing and a move
    _case("Two soldiers who deserted into Colombia in January walked across the Rumichaca bridge into Ecuador on "
          "Saturday.", "2019-03-14", [("border_crossing", ANY, "2019-03-09"), ("relocation", ANY, "2019-03-09")], (),
          "en-rumichaca-both"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTED_INTO_A_NEIGHBOUR_BEFORE)
def test_deserted_into_a_neighbour_before(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FORMER_MEMBERS = [
    # "exintegrantes de la Guardia Nacional de Venezuela": former members moving on inside Colombia
    _case("Los tres exintegrantes de la Guardia Nacional Bolivariana (GNB) de Venezuela entraron a Bogotá el pasado "
          "lunes.", "2019-03-20", [("relocation", "Bogotá", "2019-03-18")], ("border_crossing", "defection"),
          "es-exintegrantes-de-venezuela"),
]


@pytest.mark.parametrize("text, published, present, absent", FORMER_MEMBERS)
def test_former_members(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_QUOTE_BETWEEN = [
    # '"... arrancamos a correr", contó Mendoza. Cruzaron el puente': the quote opening the paragraph is an aside;
    # the day the scene before it was set on dates the crossing
    _case("Tres exguardias llegaron a Medellín el lunes.\n\nLos tres prestaban servicio en Ureña. El sábado 23 de "
          "febrero recibieron la orden de cerrar el paso en el puente.\n\n\"Nos miramos y arrancamos a correr\", contó "
          "uno de ellos. Cruzaron el puente entre gases lacrimógenos y en Cúcuta se entregaron a la Policía colombiana.",
          "2019-03-20", [("border_crossing", ANY, "2019-02-23")], (("border_crossing", ANY, "2019-03-18"),),
          "es-quote-between"),
]


@pytest.mark.parametrize("text, published, present, absent", A_QUOTE_BETWEEN)
def test_a_quote_between(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DECLARATION_TOLD_IN_AN_ASIDE = [
    # "Guaidó, who declared himself interim president on Jan. 23, had urged ...": the earlier declaration told in an
    # aside about the speaker does not move the story's day, so "Shortly after 3 p.m." is still April 30
    _case("Dozens of soldiers rose up at La Carlota on April 30, when opposition leader Juan Guaidó appeared there. "
          "Guaidó, who declared himself interim president on Jan. 23, had for months urged soldiers to switch sides. "
          "Shortly after 3 p.m., when it became clear the uprising had stalled, a lieutenant told his group to find an "
          "embassy.", "2019-05-03", [("uprising", ANY, "2019-04-30"), ("statement", ANY, "2019-01-23")],
          (("uprising", ANY, "2019-01-23"),), "en-who-declared-on-jan-23"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DECLARATION_TOLD_IN_AN_ASIDE)
def test_a_declaration_told_in_an_aside(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
