"""Event extraction traps found in held-out batch 68 (two soldiers boated across the Cuyuni to Eteringbang, a
lieutenant colonel over the José Antonio Páez bridge to Bogotá, an ex-sergeant robbed on the BR-174, deserters'
road block in Cúcuta, a sergeant's wife taken by the DGCIM, a corporal from El Callao to Canoas, an ex-sergeant
caught with a pistol in Santa Marta, the Luepa raid), each shown on new sentences: the crowd a soldier crossed
with, a quote of several sentences between a scene and its next step, a name told as someone's owner before "he",
traffic blocked with no article, a "there" that points at a state, the way into a post an assault tells, a
paragraph of speech, the crowd as no subject for the next step, a terminal's kind, a request by its legal name, the
day that opens the next clause, a statement dated by its issue, a paragraph opening on a singular preterite, an
opening participle, a Brazilian state after "no", Guyana's Region Seven, suspects held and the one held as a subject."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

THE_CROWD_HE_CROSSED_WITH = [
    # "junto com dezenas de migrantes": the crowd he went with, not the subject the verb leaves out
    _case("O soldado Carlos Mota saiu do batalhão em Santa Elena de Uairén no sábado (12). Na segunda-feira (14) "
          "atravessou a fronteira em Pacaraima junto com dezenas de migrantes.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-10-14")], (), "pt-junto-com-dezenas-de-migrantes"),
    _case("El cabo Carlos Mota dejó su puesto en Maracaibo el sábado 12 de octubre. El lunes 14 cruzó la frontera "
          "por Paraguachón junto con decenas de migrantes.", "2019-10-20",
          [("border_crossing", ANY, "2019-10-14")], (), "es-junto-con-decenas-de-migrantes"),
    # (a crowd with no soldier among them moves nobody of the story)
    _case("Na segunda-feira (14), dezenas de migrantes atravessaram a fronteira em Pacaraima junto com centenas de "
          "venezuelanos.", "2019-10-20", [], ("border_crossing",), "pt-only-migrants"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_CROWD_HE_CROSSED_WITH)
def test_the_crowd_he_crossed_with(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_QUOTE_OF_SEVERAL_SENTENCES_BETWEEN = [
    # the scene a paragraph back goes on past a quote of two sentences that codes nothing
    _case("Sgt. Pedro Lara was one of them.\n\nOn April 30 he was on guard at the gate of the base in La "
          "Carlota.\n\n\"Nobody knew what to do. I just walked away,\" he recalls. He crossed into Colombia at "
          "Cúcuta and asked for refuge.", "2019-09-10", [("asylum", ANY, "2019-04-30")], (), "en-two-sentence-quote"),
    _case("El sargento Pedro Lara fue uno de ellos.\n\nEl 30 de abril estaba de guardia en la entrada del fuerte "
          "Tiuna.\n\n\"Nadie sabía qué hacer. Yo me fui caminando\", recuerda. Cruzó a Colombia por Cúcuta y pidió "
          "refugio.", "2019-09-10", [("asylum", ANY, "2019-04-30")], (), "es-two-sentence-quote"),
    # (a quote that tells a step of its own is a scene, not an aside: its own day stands)
    _case("Sgt. Pedro Lara was one of them.\n\nOn April 30 he was on guard at the gate of the base in La "
          "Carlota.\n\n\"On May 2 I crossed at Cúcuta. Nobody stopped me,\" he recalls. Colombian police arrested "
          "him in Bogotá.", "2019-09-10", [], (("arrest", ANY, "2019-04-30"),), "en-quote-with-its-own-step"),
]


@pytest.mark.parametrize("text, published, present, absent", A_QUOTE_OF_SEVERAL_SENTENCES_BETWEEN)
def test_a_quote_of_several_sentences_between(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_NAME_TOLD_AS_SOMEONES_OWNER = [
    # "as Diosdado Cabello's men searched the barracks, he was on duty": the owner of the men is not "he"
    _case("Sgt. Andrés Rivas says he had no choice. On May 1, as Diosdado Cabello's men searched the barracks, he was "
          "on duty in San Antonio del Táchira. He ran across to the Colombian side.", "2019-09-10",
          [("defection", ANY, "2019-05-01")], (), "en-owner-before-he"),
]


@pytest.mark.parametrize("text, published, present, absent", A_NAME_TOLD_AS_SOMEONES_OWNER)
def test_a_name_told_as_someones_owner(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TRAFFIC_BLOCKED = [
    # "blocked traffic" with no article: a protest, like "blocked the road"
    _case("On Thursday, some 40 former guardsmen sat down outside the shelter in Pacaraima and blocked traffic for an "
          "hour.", "2019-09-10", [("protest", "Pacaraima", "2019-09-05")], (), "en-blocked-traffic"),
    # (troops blocking traffic are a cordon, no protest)
    _case("On Thursday, Venezuelan troops blocked traffic on the bridge at Ureña.", "2019-09-10", [], ("protest",),
          "en-troops-blocked-traffic"),
]


@pytest.mark.parametrize("text, published, present, absent", TRAFFIC_BLOCKED)
def test_traffic_blocked(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_THERE_THAT_POINTS_AT_A_REGION = [
    # "Allí", "There" after a sentence that names only a state: the state, not the home default
    _case("El cabo Luis Pérez desertó en julio. Durante dos meses trabajó en una finca de Norte de Santander. Allí, "
          "el 3 de septiembre, tres hombres lo golpearon con palos.", "2019-10-20",
          [("violence", "Norte de Santander", "2019-09-03")], (), "es-alli-after-a-state"),
    _case("Cpl. Luis Pérez deserted in July. For two months he worked on a farm in Norte de Santander. There, on "
          "Sept. 3, three men beat him with sticks.", "2019-10-20",
          [("violence", "Norte de Santander", "2019-09-03")], (), "en-there-after-a-state"),
    # (a town named with the state is the scene, as before)
    _case("Cpl. Luis Pérez deserted in July. For two months he worked on a farm in Norte de Santander, near Cúcuta. "
          "There, on Sept. 3, three men beat him with sticks.", "2019-10-20",
          [("violence", "Cúcuta", "2019-09-03")], (), "en-there-after-a-town-and-its-state"),
]


@pytest.mark.parametrize("text, published, present, absent", A_THERE_THAT_POINTS_AT_A_REGION)
def test_a_there_that_points_at_a_region(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_WAY_INTO_A_RAIDED_POST = [
    # "entered the barracks ..., overpowered the sentries": the assault's way in, no move of its own
    _case("On Sunday about 20 armed men entered the barracks in Tumeremo, overpowered the sentries and seized dozens "
          "of rifles.", "2019-12-24", [("uprising", "Tumeremo", "2019-12-22")], ("relocation",), "en-entered-and-overpowered"),
    _case("El domingo unos 20 hombres armados entraron al cuartel en Tumeremo, sometieron a los centinelas y se "
          "llevaron decenas de fusiles.", "2019-12-24", [("uprising", "Tumeremo", "2019-12-22")], ("relocation",),
          "es-entraron-y-sometieron"),
    _case("Os cerca de 20 homens armados entraram no quartel em Tumeremo no domingo (22), renderam os sentinelas e "
          "levaram dezenas de fuzis.", "2019-12-24", [("uprising", "Tumeremo", "2019-12-22")], ("relocation",),
          "pt-entraram-e-renderam"),
    # (a move on to another place after the assault is one)
    _case("On Sunday about 20 armed men stormed the army post in Tumeremo and then fled to El Callao.", "2019-12-24",
          [("uprising", "Tumeremo", "2019-12-22"), ("relocation", "El Callao", "2019-12-22")], (),
          "en-stormed-then-fled-elsewhere"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_WAY_INTO_A_RAIDED_POST)
def test_the_way_into_a_raided_post(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, quote", [
    # a paragraph opening on the dash of speech or a block quote's mark opens a sentence of its own
    pytest.param("O cabo Pedro Lima seguiu para Boa Vista no domingo (6).\n\n> \"Eu tinha medo de dizer que era "
                 "militar.\"", "> \"Eu tinha medo de dizer que era militar.\"", id="pt-block-quote"),
    pytest.param("El cabo Pedro Lima siguió hacia Riohacha el domingo 6.\n\n— Yo tenía miedo de decir que era militar "
                 "— recuerda.", "— Yo tenía miedo de decir que era militar — recuerda.", id="es-dash-of-speech"),
])
def test_a_paragraph_of_speech_opens_a_sentence(text: str, quote: str) -> None:
    assert quote in [s.text for s in split_sentences(make_article(text, published="2019-10-20"))]


THE_CROWD_IS_NO_SUBJECT_FOR_THE_NEXT_STEP = [
    # the step after a crossing "junto com dezenas de migrantes" is the soldier's, not the crowd's
    _case("O soldado Carlos Mota saiu do batalhão em Santa Elena de Uairén no sábado (12). Na segunda-feira (14) "
          "atravessou a fronteira em Pacaraima junto com dezenas de migrantes. Seguiu para Boa Vista e na quarta-feira "
          "(16) pediu refúgio à Polícia Federal.", "2019-10-20",
          [("relocation", "Boa Vista", ANY), ("asylum", "Boa Vista", "2019-10-16")], (), "pt-seguiu-after-the-crowd"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_CROWD_IS_NO_SUBJECT_FOR_THE_NEXT_STEP)
def test_the_crowd_is_no_subject_for_the_next_step(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TERMINAL_BY_ITS_KIND_AND_A_REQUEST_BY_ITS_LEGAL_NAME = [
    # "al terminal terrestre de Guayaquil": the terminal's kind between it and its city
    _case("Los tres exsoldados cruzaron el puente de Rumichaca el viernes 11 de octubre. El domingo 13 llegaron al "
          "terminal terrestre de Guayaquil.", "2019-10-20", [("relocation", "Guayaquil", "2019-10-13")], (),
          "es-terminal-terrestre-de"),
    # "radicó en la Cancillería su solicitud de reconocimiento de la condición de refugiado", "apresentou o pedido de
    # reconhecimento da condição de refugiado": where, then the status by its legal name
    _case("El teniente Luis Pérez cruzó a Colombia en julio. El 6 de agosto radicó en la Cancillería su solicitud de "
          "reconocimiento de la condición de refugiado.", "2019-09-16", [("asylum", ANY, "2019-08-06")], (),
          "es-radico-en-la-cancilleria-su-solicitud"),
    _case("O sargento Luis Pérez cruzou a fronteira em julho. Em 6 de agosto apresentou o pedido de reconhecimento da "
          "condição de refugiado na Polícia Federal em Boa Vista.", "2019-09-16",
          [("asylum", "Boa Vista", "2019-08-06")], (), "pt-pedido-de-reconhecimento-da-condicao"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TERMINAL_BY_ITS_KIND_AND_A_REQUEST_BY_ITS_LEGAL_NAME)
def test_a_terminal_by_its_kind_and_a_request_by_its_legal_name(gazetteer, text: str, published: str, present: list,
                                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_DAY_THAT_OPENS_THE_NEXT_CLAUSE = [
    # "Siguió hacia Maicao, y el martes 8 pidió refugio": the day is the request's, not the move's (which goes on
    # from the crossing told before)
    _case("El cabo Pedro Lima cruzó por Paraguachón el sábado 5 de octubre. Siguió hacia Maicao, y el martes 8 pidió "
          "refugio ante Migración Colombia.", "2019-10-20",
          [("asylum", "Maicao", "2019-10-08")], (("relocation", "Maicao", "2019-10-08"),), "es-y-el-martes-pidio"),
    _case("O cabo Pedro Lima atravessou a fronteira em Pacaraima no sábado (5). Seguiu para Boa Vista, onde dormiu na "
          "rodoviária, e na terça-feira (8) pediu refúgio à Polícia Federal.", "2019-10-20",
          [("asylum", "Boa Vista", "2019-10-08")], (("relocation", "Boa Vista", "2019-10-08"),),
          "pt-onde-dormiu-e-na-terca-pediu"),
    _case("Cpl. Pedro Lima crossed at Paraguachón on Saturday, Oct. 5. He went on to Maicao, and on Tuesday, Oct. 8, he "
          "asked Colombian migration officials for refuge.", "2019-10-20",
          [("asylum", "Maicao", "2019-10-08")], (("relocation", "Maicao", "2019-10-08"),), "en-and-on-tuesday-he-asked"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_DAY_THAT_OPENS_THE_NEXT_CLAUSE)
def test_the_day_that_opens_the_next_clause(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STATEMENT_DATED_BY_ITS_ISSUE = [
    # "In a statement issued yesterday", "un comunicado emitido este martes", "nota enviada na terça-feira": the day
    # the statement went out is its own
    _case("In a statement issued on Tuesday, Colombia's Foreign Ministry confirmed that two Venezuelan soldiers were in "
          "its care.", "2019-08-15", [("statement", ANY, "2019-08-13")], (), "en-statement-issued-on-tuesday"),
    _case("En un comunicado emitido este martes, la Cancillería de Colombia confirmó que dos militares venezolanos "
          "están bajo su protección.", "2019-08-15", [("statement", ANY, "2019-08-13")], (), "es-comunicado-emitido"),
    _case("Em nota enviada na terça-feira (13), o Itamaraty confirmou que dois militares venezuelanos estão sob "
          "proteção.", "2019-08-15", [("statement", ANY, "2019-08-13")], (), "pt-nota-enviada"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STATEMENT_DATED_BY_ITS_ISSUE)
def test_a_statement_dated_by_its_issue(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PARAGRAPH_OPENING_ON_A_SINGULAR_PRETERITE = [
    # "Pasó dos semanas en Maicao y ... se trasladó": a paragraph opening on the accented preterite leaves its subject
    # out, the man told before, for the verb joined to it too
    _case("El sargento Luis Pérez cruzó a Colombia por Paraguachón el 10 de agosto.\n\nPasó dos semanas en Maicao y a "
          "finales de agosto se trasladó a Valledupar.", "2019-09-20", [("relocation", "Valledupar", "2019-08-01")], (),
          "es-paso-dos-semanas-y-se-traslado"),
    _case("El cabo Luis Pérez cruzó el río hacia Arauquita el 2 de agosto.\n\nPermaneció en Arauquita diez días, en casa "
          "de un tío, y el 14 de agosto tomó un bus hacia Bogotá.", "2019-09-20",
          [("relocation", "Bogotá", "2019-08-14")], (), "es-permanecio-y-tomo-un-bus"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PARAGRAPH_OPENING_ON_A_SINGULAR_PRETERITE)
def test_a_paragraph_opening_on_a_singular_preterite(gazetteer, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_OPENING_PARTICIPLE_AND_A_STATE_AFTER_NO = [
    # "Vestido de civil, pegou um ônibus", "Disfrazado de campesino, cruzó": the participle describes the subject the
    # verb leaves out, the man told before
    _case("O sargento Pedro Rangel deixou a unidade em 17 de agosto. Vestido de civil, pegou um ônibus até Santa Elena "
          "de Uairén e dois dias depois atravessou a fronteira em Pacaraima.", "2019-10-08",
          [("border_crossing", "Pacaraima", "2019-08-19")], (), "pt-vestido-de-civil"),
    _case("El cabo Pedro Rangel dejó el cuartel el 17 de agosto. Disfrazado de campesino, cruzó la frontera por "
          "Paraguachón el 19 de agosto.", "2019-10-08", [("border_crossing", ANY, "2019-08-19")], (),
          "es-disfrazado-de-campesino"),
    # "na Polícia Federal no Pará e formalizou": "no" before a Brazilian state is "in the", no negation
    _case("O sargento Pedro Rangel chegou a Boa Vista em 19 de agosto. No dia 25, procurou a Polícia Federal no Pará e "
          "formalizou o pedido de refúgio.", "2019-10-08", [("asylum", ANY, "2019-08-25")], (), "pt-no-para-e-formalizou"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_OPENING_PARTICIPLE_AND_A_STATE_AFTER_NO)
def test_an_opening_participle_and_a_state_after_no(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, name, country", [
    # Guyana's regions by their number, as Guyanese papers name them
    ("Three soldiers landed near Eteringbang, in Region Seven, on Sunday.", "Cuyuni-Mazaruni", "GY"),
    ("Most of them crossed into Region 7 by boat.", "Cuyuni-Mazaruni", "GY"),
])
def test_guyanas_region_seven(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}


A_TALLY_INTO_REGION_SEVEN = [
    # "have crossed into Region Seven since January": a tally of crossings out of Venezuela, so of desertions
    _case("Police said that at least 30 Venezuelan soldiers have crossed into Region Seven since January.", "2019-09-10",
          [("defection", "Cuyuni-Mazaruni", None), ("border_crossing", "Cuyuni-Mazaruni", None)], (),
          "en-crossed-into-region-seven"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TALLY_INTO_REGION_SEVEN)
def test_a_tally_into_region_seven(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, held", [
    # "suspects", "sospechosos", "suspeitos": those held, not the minister who tells it
    pytest.param("Cabello said four suspects were detained on Monday at a checkpoint near Tumeremo.", "four suspects",
                 id="en-four-suspects"),
    pytest.param("La Policía detuvo el lunes a cuatro sospechosos en Maicao.", "cuatro sospechosos",
                 id="es-cuatro-sospechosos"),
    pytest.param("A Polícia Federal prendeu na segunda-feira (23) três suspeitos em Pacaraima.", "três suspeitos",
                 id="pt-tres-suspeitos"),
])
def test_suspects_held(gazetteer, text: str, held: str) -> None:
    article = make_article(text, published="2019-12-24")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    assert [e.actors for e in events if e.event_type == "arrest"] == [(held,)]


THE_ONE_HELD_AS_A_SUBJECT = [
    # "confirmó que el capturado ha manifestado", "disse que o preso afirmou": the man held told of, no second arrest
    _case("La Policía capturó este martes en Santa Marta a un exsargento de la Guardia Nacional. El comandante confirmó "
          "que el capturado ha manifestado ser un exmilitar venezolano.", "2019-10-23",
          [("arrest", "Santa Marta", "2019-10-22")], (), "es-que-el-capturado"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ONE_HELD_AS_A_SUBJECT)
def test_the_one_held_as_a_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded(gazetteer, text, published)
    assert_coded(coded, present, absent)
    assert sum(row[0] == "arrest" for row in coded) == 1, coded


def test_a_new_arrest_told_after_que_is_one(gazetteer) -> None:
    # (a fresh arrest told after "que" with its own verb is coded)
    coded = _coded(gazetteer, "El comandante informó que la Policía capturó este martes a dos sargentos en Santa Marta.",
                   "2019-10-23")
    assert ("arrest", "Santa Marta", "2019-10-22") in coded, coded
