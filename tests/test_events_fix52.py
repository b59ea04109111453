"""Event extraction traps found in held-out batch 52 (former soldiers retelling their own desertion, two men
leaving a post together, a walk through the bush by night), each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_FORMER_RANK_TELLS_HIS_DESERTION = [
    # "El excabo desertó", "el exsargento Ruiz abandonó su puesto": the man now a former corporal is the one
    # who deserted; his old rank with the "ex" Spanish writes on it names him
    _case("El excabo desertó el 2 de mayo en Guasdualito.", "2019-09-10",
          [("defection", "Guasdualito", "2019-05-02")], (), "es-el-excabo-deserto"),
    _case("El exsargento Ruiz abandonó su puesto en Guasdualito la noche del 2 de mayo.", "2019-09-10",
          [("defection", "Guasdualito", "2019-05-02")], (), "es-el-exsargento-named-left-his-post"),
    _case("El excapitán Lara abandonó su batallón en Guasdualito el 2 de mayo.", "2019-09-10",
          [("defection", "Guasdualito", "2019-05-02")], (), "es-el-excapitan-named-left-his-battalion"),
    # ... an ex-corporal told only as living somewhere moves nowhere
    _case("El excabo vive ahora en Guasdualito.", "2019-09-10", [], ("defection",), "es-el-excabo-lives"),
]


@pytest.mark.parametrize("text, published, present, absent", A_FORMER_RANK_TELLS_HIS_DESERTION)
def test_a_former_rank_tells_his_desertion(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEFT_THE_POST_TOGETHER = [
    # "deixaram juntos um posto", "abandonaron juntos su puesto": the two left it together
    _case("O cabo Silva e o soldado Rui Costa deixaram juntos o quartel de Santa Elena de Uairén na sexta-feira (4).",
          "2019-10-08", [("defection", "Santa Elena de Uairén", "2019-10-04")], (), "pt-deixaram-juntos"),
    _case("El cabo Silva y el soldado Rui Costa abandonaron juntos su unidad en Guasdualito el viernes 4 de octubre.",
          "2019-10-08", [("defection", "Guasdualito", "2019-10-04")], (), "es-abandonaron-juntos"),
    # ... a health post left together is no desertion
    _case("Os médicos deixaram juntos o posto de saúde de Pacaraima na sexta-feira (4).", "2019-10-08", [],
          ("defection",), "pt-deixaram-juntos-posto-de-saude"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_THE_POST_TOGETHER)
def test_left_the_post_together(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THROUGH_THE_BUSH_IS_NO_NEGATION = [
    # Portuguese "no mato", "no escuro", "no meio da noite": "in the", not "no"
    _case("O sargento Mota fugiu do quartel em Santa Elena de Uairén na quinta-feira (3). Ele andou horas no mato e "
          "chegou a Pacaraima na madrugada seguinte.", "2019-10-08",
          [("border_crossing", "Pacaraima", "2019-10-04")], (), "pt-andou-no-mato"),
    _case("O sargento Mota fugiu do quartel em Santa Elena de Uairén na quinta-feira (3). Ele caminhou no escuro e "
          "chegou a Pacaraima na madrugada seguinte.", "2019-10-08",
          [("border_crossing", "Pacaraima", "2019-10-04")], (), "pt-caminhou-no-escuro"),
    # ... a Portuguese "não" still denies the crossing
    _case("O sargento Mota fugiu do quartel em Santa Elena de Uairén na quinta-feira (3). Ele não chegou a "
          "Pacaraima.", "2019-10-08", [], (("border_crossing", "Pacaraima", ANY),), "pt-nao-chegou"),
]


@pytest.mark.parametrize("text, published, present, absent", THROUGH_THE_BUSH_IS_NO_NEGATION)
def test_through_the_bush_is_no_negation(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_TWO_NAMED_AFTER_WHAT_ONE_IS = [
    # "Mota e o ex-cabo do Exército venezuelano Rui Costa ... Os dois": the pair, the second named after his rank
    _case("O sargento Luís Mota ficou em silêncio. Mota e o ex-cabo do Exército venezuelano Rui Costa saíram do "
          "quartel em Santa Elena de Uairén na quinta-feira (3). Os dois chegaram a Pacaraima na madrugada seguinte.",
          "2019-10-08", [("border_crossing", "Pacaraima", "2019-10-04")], (), "pt-e-o-ex-cabo-then-os-dois"),
    _case("El sargento Luis Mota guardó silencio. Mota y el excabo del Ejército Rui Costa dejaron el cuartel en "
          "Guasdualito el jueves 3 de octubre. Los dos cruzaron a Arauca la madrugada siguiente.", "2019-10-08",
          [("border_crossing", ANY, "2019-10-04")], (), "es-y-el-excabo-then-los-dos"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_TWO_NAMED_AFTER_WHAT_ONE_IS)
def test_the_two_named_after_what_one_is(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MINISTRY_IN_PORTUGUESE_SPEAKS = [
    # "Em nota, o Ministério da Defesa informou": a ministry or a military command named in Portuguese is a
    # Brazilian institution making a statement, placed in Brazil when the story names it
    _case("Mais de 300 militares chegaram ao Brasil. Em nota divulgada na quarta-feira (9), o Ministério da Defesa "
          "informou que a fronteira segue aberta.", "2019-10-12", [("statement", "Brazil", "2019-10-09")], (),
          "pt-em-nota-o-ministerio-informou"),
    _case("Mais de 300 militares chegaram ao Brasil. Em nota, o Comando Militar do Norte confirmou na quarta-feira (9) "
          "a presença de soldados venezuelanos.", "2019-10-12", [("statement", "Brazil", "2019-10-09")], (),
          "pt-em-nota-o-comando-militar-confirmou"),
    # ... English still places a possessive's ministry after a vehicle that opens the sentence
    _case("Many soldiers reached Peru. In a statement on Wednesday, Peru's foreign ministry said the border stays open.",
          "2019-10-12", [("statement", "Peru", "2019-10-09")], (), "en-in-a-statement-peru-s-ministry"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MINISTRY_IN_PORTUGUESE_SPEAKS)
def test_a_ministry_in_portuguese_speaks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LONG_CLAUSE_BEFORE_THE_MOVE = [
    # "passaram a noite num abrigo em Pacaraima e foram levados de ônibus a Boa Vista": the moving verb comes late in
    # a long clause, and the "a" of the place after it is "to"
    _case("Os três cabos passaram a noite de sábado num galpão da igreja em Pacaraima e foram levados de ônibus a Boa "
          "Vista no domingo (6).", "2019-10-12", [("relocation", "Boa Vista", "2019-10-06")], (),
          "pt-long-clause-then-levados-a"),
    # ... a short one still reads the "a" as "to"
    _case("Los tres cabos fueron trasladados en bus a Bucaramanga el domingo 6.", "2019-10-12",
          [("relocation", "Bucaramanga", "2019-10-06")], (), "es-short-clause-trasladados-a"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LONG_CLAUSE_BEFORE_THE_MOVE)
def test_a_long_clause_before_the_move(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PASSIVE_LEAVES_ITS_SUBJECT_OUT = [
    # "Foram levados para Boa Vista. Passaram meses ali. Em 3 de setembro, embarcaram ...": the passive leaves its
    # subject out as a finite verb does, so the chain goes back to the men named; a quote a single speaker gives
    # is no subject for the plural verb after the chain
    _case("O cabo Luís Prado e o soldado Rui Costa chegaram a Pacaraima no dia 2 de abril. No fim de abril, foram "
          "levados para Boa Vista. Passaram meses ali, dormindo em redes. Em 3 de setembro, embarcaram em um ônibus "
          "para Manaus.", "2019-10-12", [("relocation", "Manaus", "2019-09-03")], (), "pt-passive-in-the-chain"),
    _case("O cabo Luís Prado e o soldado Rui Costa chegaram a Pacaraima no dia 2 de abril. Dois dias depois, pediram "
          "refúgio. \"Ninguém nos ajudou no começo\", contou Prado. No fim de abril, foram levados para Boa Vista. "
          "Passaram meses ali, dormindo em redes. Em 3 de setembro, embarcaram em um ônibus para Manaus.", "2019-10-12",
          [("relocation", "Manaus", "2019-09-03")], (), "pt-one-speakers-quote-in-the-chain"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PASSIVE_LEAVES_ITS_SUBJECT_OUT)
def test_a_passive_leaves_its_subject_out(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ARRESTED_AS_SOON_AS_HE_CROSSED = [
    # "fue detenido en Ureña apenas cruzó", "was arrested as soon as he crossed": the crossing dates the arrest, which
    # is the news; no desertion and no crossing to a town named in an aside
    _case("Su madre, que vive en Villa del Rosario, contó que el cabo fue detenido por el Sebin en Ureña apenas cruzó.",
          "2019-10-12", [("arrest", "Ureña", ANY)], ("defection", "border_crossing"), "es-detenido-apenas-cruzo"),
    _case("His mother, who lives in Villa del Rosario, said the corporal was arrested by the Sebin in Ureña as soon as "
          "he crossed.", "2019-10-12", [("arrest", "Ureña", ANY)], ("defection", "border_crossing"),
          "en-arrested-as-soon-as-he-crossed"),
    # ... a crossing told before the arrest is still a crossing
    _case("El cabo cruzó a Cúcuta el lunes 7 y fue detenido por la Policía el martes 8.", "2019-10-12",
          [("border_crossing", ANY, "2019-10-07"), ("arrest", ANY, "2019-10-08")], (), "es-cruzo-y-fue-detenido"),
]


@pytest.mark.parametrize("text, published, present, absent", ARRESTED_AS_SOON_AS_HE_CROSSED)
def test_arrested_as_soon_as_he_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _movers(gazetteer, text: str, published: str) -> list[tuple[str, str | None, tuple[str, ...]]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.place, e.actors) for e in events]


@pytest.mark.parametrize("text, owner", [
    # "embarcaram em um avião da Força Aérea Brasileira para Manaus": whose aircraft carried them moved nowhere
    ("O cabo Luís Prado e o soldado Rui Costa chegaram a Boa Vista no dia 2 de abril. Em 3 de setembro, embarcaram em "
     "um avião da Força Aérea Brasileira para Manaus.", "Força Aérea"),
])
def test_whose_aircraft_is_no_one_who_moved(gazetteer, text: str, owner: str) -> None:
    moves = [row for row in _movers(gazetteer, text, "2019-10-12") if row[0] in ("relocation", "border_crossing")
             and row[1] in ("Manaus", "Bogotá")]
    assert moves and all(not any(owner in a for a in actors) for _, _, actors in moves), moves


THE_DEED_NAMED_AND_ITS_DAY = [
    # "La captura se produjo el pasado viernes 13", "Los hechos ocurrieron el lunes 12", "The shooting happened on
    # Monday": the sentence names the deed told just before and gives its day
    _case("Agentes de la Policía detuvieron en Quito a un exsoldado venezolano. El hombre llevaba dos meses en el país. "
          "La captura se produjo el pasado jueves 10 en un control de rutina.", "2019-10-14",
          [("arrest", "Quito", "2019-10-10")], (), "es-la-captura-se-produjo"),
    _case("Soldados venezolanos dispararon contra un pescador en Puerto Santander. Los hechos ocurrieron en la tarde "
          "del pasado jueves 10 de octubre.", "2019-10-14", [("violence", "Puerto Santander", "2019-10-10")], (),
          "es-los-hechos-ocurrieron"),
    _case("Police in Quito detained a former Venezuelan soldier. The man had been in the country for two months. The "
          "arrest took place on Thursday at a routine checkpoint.", "2019-10-14", [("arrest", "Quito", "2019-10-10")],
          (), "en-the-arrest-took-place"),
    _case("A Polícia Federal prendeu em Pacaraima um ex-sargento venezuelano. A prisão ocorreu na quinta-feira (10).",
          "2019-10-14", [("arrest", "Pacaraima", "2019-10-10")], (), "pt-a-prisao-ocorreu"),
    # ... a capture named after a desertion dates no desertion
    _case("El sargento desertó en Ureña y cruzó a Cúcuta. La captura se produjo el jueves 10.", "2019-10-14", [],
          (("defection", ANY, "2019-10-10"),), "es-la-captura-after-a-desertion"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_DEED_NAMED_AND_ITS_DAY)
def test_the_deed_named_and_its_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_WORD_OF_GRIEF_IS_A_STATEMENT = [
    # "lamentó este domingo la muerte del sargento durante un acto en Maracaibo": a governor's public word of grief,
    # placed where the ceremony was
    _case("Un sargento murió en Guarero el martes 16. El gobernador del Zulia, Omar Prieto, lamentó este domingo la "
          "muerte del sargento durante un acto en Maracaibo.", "2019-07-23", [("statement", "Maracaibo", "2019-07-21")],
          (), "es-lamento-la-muerte-durante-un-acto"),
    _case("A sergeant died in Guarero on Tuesday. Governor Omar Prieto lamented on Sunday the death of the sergeant at a "
          "ceremony in Maracaibo.", "2019-07-23", [("statement", "Maracaibo", "2019-07-21")], (),
          "en-lamented-the-death"),
    # ... a soldier grieving his mother states nothing
    _case("El sargento lamentó la muerte de su madre en Maracaibo.", "2019-07-23", [], ("statement",),
          "es-a-soldiers-grief"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WORD_OF_GRIEF_IS_A_STATEMENT)
def test_a_word_of_grief_is_a_statement(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NEW_GAZETTEER_PLACES = [
    # Canaima (the village in its national park) and Los Filúos (a Guajira town of Zulia)
    _case("In June, counter-intelligence agents shot dead a Pemón man in Canaima.", "2019-10-14",
          [("violence", "Canaima", "2019-06-01")], (), "canaima"),
    _case("El martes 8, efectivos de la GNB detuvieron a tres hombres en Los Filúos.", "2019-10-14",
          [("arrest", "Los Filúos", "2019-10-08")], (), "los-filuos"),
]


@pytest.mark.parametrize("text, published, present, absent", NEW_GAZETTEER_PLACES)
def test_new_gazetteer_places(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OVER_A_BORDER_BRIDGE_ABROAD = [
    # "crossed the Rumichaca Bridge" after a stay in Colombia: over the bridge into Ecuador is a crossing still,
    # though the bridge is listed on the Colombian side
    _case("Sergeant Luis Prado crossed into Colombia at Cúcuta on May 2. On June 10 he boarded a bus in Cúcuta for "
          "Ipiales, crossed the Rumichaca Bridge two days later and went on to Quito.", "2019-07-10",
          [("border_crossing", "Rumichaca Bridge", "2019-06-12")], (), "en-crossed-the-rumichaca-bridge"),
]


@pytest.mark.parametrize("text, published, present, absent", OVER_A_BORDER_BRIDGE_ABROAD)
def test_over_a_border_bridge_abroad(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AN_UNDERSECRETARY_SPEAKS = [
    # "El subsecretario de Migración, X, dijo este lunes en Quito": an office holder's dated word, where it was said
    _case("El subsecretario de Migración, Pablo Ruiz Vera, dijo este lunes en Quito que se han emitido 900 visas.",
          "2019-10-16", [("statement", "Quito", "2019-10-14")], (), "es-subsecretario-dijo-este-lunes-en"),
    _case("O secretário-executivo do ministério, Paulo Teixeira, afirmou nesta segunda-feira (14) em Brasília que a "
          "fronteira segue aberta.", "2019-10-16", [("statement", "Brasília", "2019-10-14")], (),
          "pt-secretario-executivo-afirmou"),
    # ... a soldier's "dijo" about what he did is no statement
    _case("El sargento Pablo Ruiz Vera dijo este lunes en Quito que cruzó por una trocha.", "2019-10-16", [],
          ("statement",), "es-a-soldier-said"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_UNDERSECRETARY_SPEAKS)
def test_an_undersecretary_speaks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
