"""Event extraction traps found in held-out batch 65 (a sergeant from Maracay selling coffee in Barranquilla, an
air-force technician from El Libertador to a São Paulo shelter, a major crossing near La Parada in the blackout, two
sergeants of April 30 split between Tinaquillo and Cúcuta, a lieutenant held two days at Tocumen, a soldier shot at
near the BV-8 marker, an army doctor over the Simón Bolívar bridge, a sergeant swimming the Arauca), each shown on new
sentences: a town told as a hamlet, the giving up a day after the crossing it ends, a second verb joined to a dated
one, a time counted from a deed told as an infinitive or a gerund."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_HAMLET_NAMED = [
    # "near the Colombian hamlet of La Parada": a hamlet is a place noun, like a village
    _case("Captain Luis Mora crossed by a trail near the Colombian hamlet of La Parada on Friday, June 7.", "2019-06-12",
          [("border_crossing", "La Parada", "2019-06-07")], (), "en-colombian-hamlet-of"),
    _case("El capitán Luis Mora cruzó por una trocha cerca de la aldea colombiana de La Parada el viernes 7 de junio.",
          "2019-06-12", [("border_crossing", "La Parada", "2019-06-07")], (), "es-aldea-colombiana-de"),
    _case("O capitão Luis Mora atravessou por uma trilha perto do povoado brasileiro de Pacaraima na sexta-feira (7).",
          "2019-06-12", [("border_crossing", "Pacaraima", "2019-06-07")], (), "pt-povoado-brasileiro-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HAMLET_NAMED)
def test_a_hamlet_named(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GIVING_UP_THE_DAY_AFTER = [
    # the desertion is the crossing's day; the giving up and the asking, joined by "y", the day after
    _case("El cabo Luis Mora llegó a Ureña el lunes 3. El martes 4 de junio cruzó el río y llegó a Cúcuta, donde al "
          "día siguiente se entregó ante la Policía colombiana y solicitó refugio.", "2019-06-12",
          [("defection", ANY, "2019-06-04"), ("border_crossing", ANY, "2019-06-04"), ("asylum", ANY, "2019-06-05")],
          (("defection", ANY, "2019-06-05"), ("asylum", ANY, "2019-06-04")), "es-donde-al-dia-siguiente-se-entrego"),
    _case("O cabo Luis Mora chegou a Santa Elena de Uairén no sábado (1º). No domingo (2) atravessou a fronteira e "
          "chegou a Pacaraima, onde na segunda-feira (3) se apresentou ao Exército brasileiro e pediu refúgio.",
          "2019-06-12",
          [("defection", ANY, "2019-06-02"), ("border_crossing", ANY, "2019-06-02"), ("asylum", ANY, "2019-06-03")],
          (("defection", ANY, "2019-06-03"), ("asylum", ANY, "2019-06-02")), "pt-onde-na-segunda-se-apresentou"),
]


@pytest.mark.parametrize("text, published, present, absent", GIVING_UP_THE_DAY_AFTER)
def test_giving_up_the_day_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COUNTED_FROM_A_DEED_AS_INFINITIVE = [
    # "Tres días después de dejar Mérida, cruzó": the subject left out is the one told before; the day is counted
    # from the desertion told before
    _case("El sargento Luis Mora abandonó su unidad en Mérida el 2 de mayo. Tres días después de dejar Mérida, cruzó "
          "a Colombia por una trocha.", "2019-06-12",
          [("defection", "Mérida", "2019-05-02"), ("border_crossing", ANY, "2019-05-05")], (), "es-despues-de-dejar"),
    _case("O sargento Luis Mora deixou o quartel em Santa Elena de Uairén em 2 de maio. Dois dias depois de sair do "
          "quartel, atravessou a fronteira para Pacaraima.", "2019-06-12",
          [("border_crossing", "Pacaraima", "2019-05-04")], (), "pt-depois-de-sair"),
    _case("Sergeant Luis Mora left his unit in Mérida on May 2. Three days after leaving Mérida, he crossed into "
          "Colombia on a trail.", "2019-06-12",
          [("border_crossing", ANY, "2019-05-05")], (("border_crossing", ANY, "2019-05-02"),), "en-after-leaving"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_FROM_A_DEED_AS_INFINITIVE)
def test_counted_from_a_deed_as_infinitive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CHAIN_OVER_A_PARAGRAPH = [
    # "Pasó cinco semanas en Bogotá y ... voló": a sentence going on, in its paragraph, from one that left its subject
    # out too, takes the subject told in the paragraph before
    _case("El sargento Luis Mora abandonó su unidad en Mérida el 2 de mayo.\n\nDos días después cruzó a Colombia por "
          "una trocha. Pasó un mes en Bogotá y el martes 11 de junio voló de Bogotá a Lima.", "2019-06-20",
          [("relocation", "Lima", "2019-06-11")], (), "es-paso-un-mes-y-volo"),
    _case("O sargento Luis Mora deixou o quartel em Santa Elena de Uairén em 16 de abril.\n\nNo dia 18 atravessou a "
          "fronteira para Pacaraima. Passou um mês em Boa Vista e na terça-feira (28) voou de Boa Vista para Manaus.",
          "2019-06-03", [("relocation", "Manaus", "2019-05-28")], (), "pt-passou-um-mes-e-voou"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CHAIN_OVER_A_PARAGRAPH)
def test_a_chain_over_a_paragraph(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_REQUEST_AT_THE_REFUGEE_OFFICE = [
    # the request lodged at an office whose name says it is for refugees is a request for refuge
    _case("La teniente Ana Ruiz llegó a Ciudad de Panamá el 2 de julio. El lunes 8 de julio presentó su solicitud en "
          "la Oficina Nacional para la Atención de Refugiados.", "2019-07-20",
          [("asylum", ANY, "2019-07-08")], (), "es-presento-su-solicitud-en-la-oficina"),
    _case("A tenente Ana Ruiz chegou a Brasília em 2 de julho. Na segunda-feira (8) protocolou o pedido no Comitê "
          "Nacional para os Refugiados.", "2019-07-20", [("asylum", ANY, "2019-07-08")], (), "pt-protocolou-o-pedido-no-comite"),
    _case("Lieutenant Ana Ruiz reached Mexico City on July 2. On Monday, July 8, she filed her application with the "
          "Mexican Commission for Refugee Aid.", "2019-07-20", [("asylum", ANY, "2019-07-08")], (),
          "en-filed-her-application-with-the-commission"),
    # a request lodged anywhere else asks for nothing the sentence names
    _case("La teniente Ana Ruiz presentó su solicitud en la alcaldía de Cúcuta el lunes 8 de julio.", "2019-07-20",
          [], ("asylum",), "es-solicitud-en-la-alcaldia"),
]


def _coded_actors(gazetteer, text: str, published: str) -> list[tuple[str, tuple[str, ...]]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.actors) for e in events]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_AT_THE_REFUGEE_OFFICE)
def test_a_request_at_the_refugee_office(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("office", ["la Oficina Nacional para la Atención de Refugiados", "la Comisión de Refugiados"])
def test_a_refugee_office_is_no_one(gazetteer, office: str) -> None:
    """"presentó su solicitud de refugio en la Oficina ... de Refugiados": the office is no person asking."""
    text = (f"La teniente Ana Ruiz llegó a Ciudad de Panamá el 2 de julio. El lunes 8 de julio presentó su solicitud "
            f"de refugio en {office}.")
    assert ("asylum", ("Lt. Ana Ruiz",)) in _coded_actors(gazetteer, text, "2019-07-20")


TAKEN_BY_THOSE_WHO_WENT_WITH_HIM = [
    # "dos voluntarios lo acompañaron en bus hasta Yopal": taken all the way by the ones who went with him
    _case("El sargento Luis Mora cruzó a Colombia el 2 de junio y pasó unos días en Arauca. El viernes 7 de junio, "
          "dos voluntarios lo acompañaron en bus hasta Yopal.", "2019-06-20",
          [("relocation", "Yopal", "2019-06-07")], (), "es-lo-acompanaron-hasta"),
    _case("Sergeant Luis Mora crossed into Colombia on June 2 and spent a few days in Arauca. On Friday, June 7, two "
          "volunteers accompanied him by bus to Yopal.", "2019-06-20",
          [("relocation", "Yopal", "2019-06-07")], (), "en-accompanied-him-by-bus-to"),
    # keeping someone company where he is moves no one
    _case("El sargento Luis Mora cruzó a Colombia el 2 de junio. El viernes 7 de junio, dos voluntarios lo acompañaron "
          "a declarar en Arauca.", "2019-06-20", [], ("relocation",), "es-lo-acompanaron-a-declarar"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_BY_THOSE_WHO_WENT_WITH_HIM)
def test_taken_by_those_who_went_with_him(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HIM_PAST_A_WHERE_CLAUSE = [
    # "Caminó hasta un barrio, donde unos vecinos llamaron a la policía. ... lo detuvieron": the neighbours in the
    # "where" clause are not whom "lo" points back to
    _case("El sargento Luis Mora cruzó el río la noche del sábado 1 de junio. Caminó hasta un barrio cercano, donde "
          "unos vecinos llamaron a la policía. El domingo 2 de junio, agentes de la Policía colombiana lo detuvieron en "
          "Arauca.", "2019-06-20", [("arrest", "Arauca", "2019-06-02")], (), "es-donde-unos-vecinos-lo-detuvieron"),
]


@pytest.mark.parametrize("text, published, present, absent", HIM_PAST_A_WHERE_CLAUSE)
def test_him_past_a_where_clause(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded_actors(gazetteer, text, published)
    assert ("arrest", ("Sgt. Luis Mora",)) in coded, coded
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_STORY_GOES_ON_PAST_A_SCENE = [
    # a Markdown heading naming no one and a sentence whose people are only objects tell no one: "lo" after a chain
    # of steps with the subject left out is the man told before them
    _case("El sargento Luis Mora explicó que llevaba semanas planeando la fuga.\n\nEsa noche el puesto tenía solo dos "
          "guardias de servicio.\n\n### Detenido al llegar\n\nSalió del agua en la orilla colombiana. Caminó hasta una "
          "finca, donde unos vecinos llamaron a la policía.\n\nEl domingo 2 de junio, agentes de la Policía colombiana lo "
          "detuvieron en Arauca.", "2019-06-20", [("arrest", "Arauca", "2019-06-02")], (), "es-heading-and-scene"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_STORY_GOES_ON_PAST_A_SCENE)
def test_the_story_goes_on_past_a_scene(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded_actors(gazetteer, text, published)
    assert ("arrest", ("Sgt. Luis Mora",)) in coded, coded
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_a_heading_naming_someone_still_names_him(gazetteer) -> None:
    """"## Detenido el sargento de guardia": a heading that names a man is no subhead to skip."""
    text = ("Siete soldados desertaron del puesto de Tukuko el jueves 5 de diciembre.\n\n## Detenido el sargento de "
            "guardia\n\nFuncionarios de la Dgcim detuvieron el sábado 7 al sargento a cargo del puesto, y lo trasladaron "
            "a Maracaibo.")
    assert_coded(_coded(gazetteer, text, "2019-12-12"), [("relocation", "Maracaibo", "2019-12-07")])


SLIPPED_OUT_OF_THE_BARRACKS = [
    # "saiu do quartel na noite de sexta-feira (25)": the Portuguese twin of "salió del cuartel"
    _case("O soldado Rui Lopes servia em Santa Elena de Uairén. Lopes saiu do quartel na noite de sexta-feira (7), à "
          "paisana, e caminhou por uma estrada de terra.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-07")], (), "pt-saiu-do-quartel"),
    _case("Os dois sargentos saíram na sexta-feira (7) do batalhão em Santa Elena de Uairén.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-07")], (), "pt-sairam-na-sexta-do-batalhao"),
    # leaving the town hall is no desertion
    _case("O soldado Rui Lopes saiu da prefeitura na sexta-feira (7).", "2019-06-12", [], ("defection",),
          "pt-saiu-da-prefeitura"),
]


@pytest.mark.parametrize("text, published, present, absent", SLIPPED_OUT_OF_THE_BARRACKS)
def test_slipped_out_of_the_barracks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LEAVING_TOLD_BY_A_SPEAKER = [
    # "disse que os quatro saíram do quartel": a deed the speaker tells, not a break declared in words, so with no
    # place of its own it was at home
    _case("Ao jornal, o cabo disse que os três saíram do quartel no sábado (8) à noite.", "2019-06-12",
          [("defection", "Venezuela", "2019-06-08")], (), "pt-disse-que-sairam-do-quartel"),
    _case("Al diario, el cabo dijo que los tres salieron del cuartel el sábado 8 por la noche.", "2019-06-12",
          [("defection", "Venezuela", "2019-06-08")], (), "es-dijo-que-salieron-del-cuartel"),
    _case("The corporal said the three left the barracks on Saturday night.", "2019-06-12",
          [("defection", "Venezuela", "2019-06-08")], (), "en-said-the-three-left-the-barracks"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LEAVING_TOLD_BY_A_SPEAKER)
def test_a_leaving_told_by_a_speaker(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEFT_WITHOUT_LEAVE = [
    # "left the hospital without permission": leaving wherever one serves without leave is deserting it
    _case("Lieutenant Ana Ruiz left the hospital without permission on 7 June.", "2019-06-20",
          [("defection", ANY, "2019-06-07")], (), "en-left-without-permission"),
    _case("La teniente Ana Ruiz salió del hospital sin permiso el 7 de junio.", "2019-06-20",
          [("defection", ANY, "2019-06-07")], (), "es-salio-sin-permiso"),
    _case("A tenente Ana Ruiz deixou o hospital sem autorização em 7 de junho.", "2019-06-20",
          [("defection", ANY, "2019-06-07")], (), "pt-deixou-sem-autorizacao"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_WITHOUT_LEAVE)
def test_left_without_leave(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SERGEANT_NAMED_LATER = [
    # "Un sargento que dejó su batallón en Maracay en febrero ... Colmenares abandonó la unidad en Maracay el 8 de
    # febrero": one desertion, on its day, though the name comes without the rank
    _case("Un sargento del Ejército que dejó su batallón en Valencia en mayo vende arepas en Cúcuta. Luis Mora cuenta "
          "que abandonó la unidad en Valencia el 3 de mayo.", "2019-06-20",
          [("defection", "Valencia", "2019-05-03")], (("defection", ANY, "2019-05-01"),), "es-un-sargento-luis-mora"),
    _case("An army sergeant who left his battalion in Valencia in May sells arepas in Cúcuta. Luis Mora says he left "
          "the unit in Valencia on May 3.", "2019-06-20",
          [("defection", "Valencia", "2019-05-03")], (("defection", ANY, "2019-05-01"),), "en-a-sergeant-luis-mora"),
    # "El exoficial, que abandonó su puesto en Barinas en abril ... El teniente Luis Mora abandonó su puesto": the man
    # unnamed in the deck is the one named, his rank told only with the name
    _case("El exoficial venezolano, que abandonó su puesto en Barinas en abril, vive ahora en Panamá. El teniente Luis "
          "Mora abandonó su puesto en Barinas el 16 de abril.", "2019-06-13",
          [("defection", "Barinas", "2019-04-16")], (("defection", ANY, "2019-04-01"),), "es-el-exoficial-el-teniente"),
    # two ranks told, and different: two men
    _case("Un cabo que dejó su batallón en Valencia en mayo vende arepas en Cúcuta. El sargento Luis Mora abandonó su "
          "batallón en Valencia el 3 de mayo.", "2019-06-20",
          [("defection", "Valencia", "2019-05-01"), ("defection", "Valencia", "2019-05-03")], (), "es-a-corporal-and-a-sergeant"),
    # two men named apart are two
    _case("Un sargento que dejó su batallón en Valencia en mayo vende arepas en Cúcuta. Su primo Luis Mora, un "
          "mecánico, dejó su taller en Valencia el 3 de mayo.", "2019-06-20",
          [("defection", "Valencia", "2019-05-01")], (), "es-a-cousin-is-not-him"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SERGEANT_NAMED_LATER)
def test_a_sergeant_named_later(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_REQUEST_A_RELEASE_HANGS_ON = [
    # "con la condición de formalizar una solicitud de refugio": what a release hangs on is not yet done
    _case("La teniente Ana Ruiz llegó a Ciudad de Panamá el 2 de julio y el jueves 4 de julio se le permitió salir del "
          "aeropuerto con la condición de formalizar una solicitud de refugio.", "2019-07-20",
          [("relocation", ANY, "2019-07-02")], ("asylum",), "es-con-la-condicion-de"),
    _case("Lieutenant Ana Ruiz reached Panama City on July 2 and was let out of the airport on July 4 on condition that "
          "she file an application for asylum.", "2019-07-20",
          [("relocation", ANY, "2019-07-02")], ("asylum",), "en-on-condition-that"),
    _case("A tenente Ana Ruiz chegou a Brasília em 2 de julho e na quinta-feira (4) foi liberada com a condição de "
          "formalizar um pedido de refúgio.", "2019-07-20",
          [("relocation", ANY, "2019-07-02")], ("asylum",), "pt-com-a-condicao-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_A_RELEASE_HANGS_ON)
def test_a_request_a_release_hangs_on(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MAJOR_NAMED_LATER_CROSSED_ONCE = [
    # "A major slipped into Colombia last week ... Maj. X crossed near La Parada on Friday": one crossing, his
    _case("CUCUTA, Colombia (Reuters) - A Venezuelan army major slipped into Colombia last week, officials said. Major "
          "Luis Mora crossed by a trail near La Parada on Friday, June 7.", "2019-06-12",
          [("border_crossing", "La Parada", "2019-06-07")], (("border_crossing", "Colombia", ANY),),
          "en-a-major-then-maj-mora"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MAJOR_NAMED_LATER_CROSSED_ONCE)
def test_a_major_named_later_crossed_once(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HIDING_IN_A_HOME = [
    # "se refugiaron en el apartamento de una tía": hiding in a home is a move there, no asylum
    _case("Los sargentos Luis Mora y Juan Díaz se quitaron el uniforme el 30 de abril y se refugiaron en el apartamento "
          "de una tía en Chacao.", "2019-05-14", [("relocation", "Chacao", "2019-04-30")], ("asylum",),
          "es-se-refugiaron-en-el-apartamento"),
    _case("Os sargentos Luis Mora e Juan Díaz se refugiaram na casa de um primo em Boa Vista na sexta-feira (3).",
          "2019-05-14", [("relocation", "Boa Vista", "2019-05-03")], ("asylum",), "pt-se-refugiaram-na-casa"),
    # an embassy is still asylum
    _case("Los sargentos Luis Mora y Juan Díaz se refugiaron en la embajada de Brasil el 30 de abril.", "2019-05-14",
          [("asylum", ANY, "2019-04-30")], ("relocation",), "es-se-refugiaron-en-la-embajada"),
]


@pytest.mark.parametrize("text, published, present, absent", HIDING_IN_A_HOME)
def test_hiding_in_a_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
