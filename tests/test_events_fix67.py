"""Event extraction traps found in held-out batch 67 (a GNB corporal from Machiques to a Bello bakery, two corporals
flown from Boa Vista to Brasília, two bridges on Feb. 23, a navy corporal whose brother was taken, three soldiers
shot at mid-river in the blackout, a lieutenant selling water in Manaus, a major after April 30, a customs sergeant
beaten in Cúcuta), each shown on new sentences: a crossing set about in Spanish ("empezaron a cruzar"), a shot
fired "a mitad del cauce" on the crossing's day, and news that "came" told after its verb."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_CROSSING_SET_ABOUT = [
    # "empezaron a cruzar el río hacia Arauquita": set about crossing, as "began to cross" already read
    _case("En la madrugada del domingo 14, con el agua hasta el pecho, cuatro soldados empezaron a cruzar el río "
          "Arauca hacia Arauquita.", "2019-04-20", [("border_crossing", ANY, "2019-04-14")], (),
          "es-empezaron-a-cruzar"),
    _case("El sargento Luis Pérez comenzó a cruzar el puente Simón Bolívar el martes 9 de abril, entre los "
          "peatones.", "2019-04-20", [("border_crossing", ANY, "2019-04-09")], (), "es-comenzo-a-cruzar"),
    # (guards: an aim is still no crossing, nor is trying)
    _case("Cuatro soldados se reunieron en Ureña el domingo 14 para empezar a cruzar el río al día siguiente.",
          "2019-04-20", [], ("border_crossing",), "es-para-empezar-a-cruzar"),
    _case("El domingo 14 cuatro soldados intentaron cruzar el río Arauca, pero una patrulla los detuvo.",
          "2019-04-20", [], ("border_crossing",), "es-intentaron-cruzar"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CROSSING_SET_ABOUT)
def test_a_crossing_set_about(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SHOT_AT_MID_RIVERBED = [
    # "A mitad del cauce, les dispararon": the crossing told before goes on, and its day is the shooting's, not the
    # lead's night before
    _case("La tarde del sábado 13 de abril el cabo Luis Pérez decidió irse. Aquella noche él y otros dos soldados "
          "caminaron hasta la orilla. En la madrugada del domingo 14 cruzaron el río Arauca hacia Arauquita.\n"
          "A mitad del cauce, les dispararon. \"Eran los colectivos\", contó el cabo Pérez. Uno de ellos, el "
          "soldado José Ruiz, recibió un tiro en la pierna.", "2019-04-20",
          [("violence", ANY, "2019-04-14")], (("violence", ANY, "2019-04-13"),), "es-a-mitad-del-cauce"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOT_AT_MID_RIVERBED)
def test_shot_at_mid_riverbed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NEWS_THAT_CAME = [
    # "no le ha llegado noticia de represalias", "le llegó la orden de": the news or the order came, nobody went
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. Gil dice que a ninguno de los cuatro le ha llegado "
          "noticia de represalias contra sus padres, que viven en San Cristóbal.", "2019-04-20", [("defection", ANY, ANY)],
          ("relocation",), "es-le-ha-llegado-noticia"),
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. El martes le llegó la orden de presentarse en San "
          "Cristóbal.", "2019-04-20", [("defection", ANY, ANY)], ("relocation",), "es-le-llego-la-orden"),
    # (a guard: a man who came is still a move)
    _case("El soldado Pedro Gil desertó el 7 de abril en Rubio. El martes 9 llegó a San Cristóbal.", "2019-04-20",
          [("relocation", "San Cristóbal", "2019-04-09")], (), "es-llego-a-san-cristobal"),
]


@pytest.mark.parametrize("text, published, present, absent", NEWS_THAT_CAME)
def test_news_that_came(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SCENE_SET_ON_ITS_OPENING_DAY = [
    # "La noche del domingo 27, Sayago había conseguido un cuarto ... Cuando regresaba, tres hombres lo golpearon": a
    # sentence that opens on its day and tells nothing done sets the scene the next step happened in
    _case("El cabo Luis Pérez cruzó a Cúcuta el lunes 4 de marzo.\n\nLa noche del sábado 9, Pérez había alquilado una "
          "pieza en el barrio La Libertad. Al salir de una panadería, dos hombres lo golpearon y le robaron el "
          "teléfono.", "2019-03-20", [("violence", ANY, "2019-03-09")], (), "es-la-noche-del-sabado-9"),
    _case("Cpl. Luis Pérez crossed into Cúcuta on Monday, March 4.\n\nOn the night of Saturday, March 9, Pérez was "
          "renting a room in the La Libertad district. As he left a bakery, two men beat him and stole his phone.",
          "2019-03-20", [("violence", ANY, "2019-03-09")], (), "en-on-the-night-of"),
    _case("O cabo Luis Pérez atravessou para Pacaraima na segunda-feira (4).\n\nNa noite de sábado (9), Pérez já "
          "alugava um quarto no bairro Jóquei Clube. Ao sair de uma padaria, dois homens o espancaram e roubaram o "
          "celular.", "2019-03-20", [("violence", ANY, "2019-03-09")], (), "pt-na-noite-de-sabado"),
    # (a guard: the day a saying opens on dates the saying, not what it reports or what follows)
    _case("El cabo Luis Pérez cruzó a Cúcuta el lunes 4 de marzo.\n\nEl sábado 9, el ministro de Defensa dijo que "
          "Pérez sería protegido. Dos hombres lo golpearon y le robaron el teléfono.", "2019-03-20", [],
          (("violence", ANY, "2019-03-09"),), "es-el-sabado-9-el-ministro-dijo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SCENE_SET_ON_ITS_OPENING_DAY)
def test_a_scene_set_on_its_opening_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEFT_THE_COMMAND_IN_PORTUGUESE = [
    # "saiu do comando de seu destacamento ... e não voltou", "saíram da unidade": as "salió del comando" already read
    _case("Em 28 de janeiro, uma segunda-feira, o tenente Luis Pérez saiu do comando de seu destacamento em Caracas "
          "ao fim do turno e não voltou.", "2019-03-24", [("defection", "Caracas", "2019-01-28")], (),
          "pt-saiu-do-comando"),
    _case("Na sexta-feira (8) os dois sargentos saíram da unidade em Santa Elena de Uairén e não voltaram.",
          "2019-03-24", [("defection", "Santa Elena de Uairén", "2019-03-08")], (), "pt-sairam-da-unidade"),
    # (guards: a command by its name, and a database)
    _case("O tenente Luis Pérez saiu do Comando Militar da Amazônia em Manaus na terça-feira (5).", "2019-03-24", [],
          ("defection",), "pt-saiu-do-comando-militar"),
    _case("O general saiu da base de dados do Exército na terça-feira (5).", "2019-03-24", [], ("defection",),
          "pt-base-de-dados"),
]


@pytest.mark.parametrize("text, published, present, absent", LEFT_THE_COMMAND_IN_PORTUGUESE)
def test_left_the_command_in_portuguese(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TIME_CLAUSES_SUBJECT = [
    # "un día después de que Juan Guaidó hablara": the one who spoke does not cross; the left-out subject is the
    # story's man, whose crossing is a desertion
    _case("El sargento Luis Pérez prestaba servicio en la aduana de Ureña. El martes 5 de febrero, dos días después de "
          "que Juan Guaidó hablara en un acto en Caracas, caminó hasta el lado colombiano.", "2019-03-24",
          [("defection", ANY, "2019-02-05")], (), "es-dos-dias-despues-de-que-guaido"),
    # (a guard: the clause's own verb keeps its own subject)
    _case("Segundo o sargento, a decisão foi tomada depois que dois colegas foram presos pela DGCIM em Santa Elena de "
          "Uairén.", "2019-09-30", [("arrest", ANY, ANY)], (), "pt-depois-que-dois-colegas-foram-presos"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TIME_CLAUSES_SUBJECT)
def test_a_time_clauses_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    # "una semana antes de que Nicolás Maduro ordenara cerrarla", "antes de Nicolás Maduro mandar fechá-la": the one
    # who ordered crosses nothing and asks for nothing; the lieutenant does both
    "El teniente Luis Pérez dejó Caracas en enero. El 14 de febrero cruzó a pie la frontera en Pacaraima, una semana "
    "antes de que Nicolás Maduro ordenara cerrarla. Al día siguiente pidió refugio.",
    "O tenente Luis Pérez deixou Caracas em janeiro. No dia 14 de fevereiro, atravessou a pé a fronteira em Pacaraima, "
    "uma semana antes de Nicolás Maduro mandar fechá-la. No dia seguinte, pediu refúgio à Polícia Federal.",
])
def test_who_ordered_in_a_time_clause_does_not_move(gazetteer, text: str) -> None:
    article = make_article(text, published="2019-03-24")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    moves = {e.event_type: e.actors for e in events if e.event_type in ("border_crossing", "asylum")}
    assert moves == {"border_crossing": ("Lt. Luis Pérez",), "asylum": ("Lt. Luis Pérez",)}, moves


THE_CROWDS_CROSSING = [
    # "se mezcló con los peatones que cruzaban el puente y caminó hasta el lado colombiano": the crowd's crossing is
    # no verb of his; his own is told after it
    _case("El sargento Luis Pérez prestaba servicio en la aduana de Ureña. El martes 5 de febrero terminó su turno, "
          "se mezcló con los estudiantes que cruzaban el puente y caminó hasta el lado colombiano.", "2019-03-24",
          [("defection", ANY, "2019-02-05"), ("border_crossing", ANY, "2019-02-05")], (), "es-que-cruzaban-el-puente"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_CROWDS_CROSSING)
def test_the_crowds_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PORTUGUESE_PLURAL_LEFT_OUT = [
    # "Os cabos ... serviam em Puerto Ordaz. Na noite de 5 de abril, saíram do quartel": the accented plural
    # "saíram" agrees with the group told before, as "saiu" does with one man
    _case("Os cabos Luis Pérez e José Ruiz serviam num batalhão em Ciudad Bolívar. Na noite de 5 de abril, saíram do "
          "quartel com a roupa do corpo.", "2019-06-13", [("defection", "Ciudad Bolívar", "2019-04-05")], (),
          "pt-sairam-do-quartel"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PORTUGUESE_PLURAL_LEFT_OUT)
def test_a_portuguese_plural_left_out(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_TOWN_NEAREST_THE_BORDER = [
    # "a Santa Elena de Uairén, la ciudad más cercana a la frontera con Brasil": which town it is, told by what it
    # lies nearest to; the bus went to the town, not to the line
    _case("Los cabos Luis Pérez y José Ruiz tomaron un autobús a Santa Elena de Uairén, la ciudad venezolana más "
          "cercana a la frontera con Brasil, el sábado 6.", "2019-04-10",
          [("relocation", "Santa Elena de Uairén", "2019-04-06")], (), "es-mas-cercana-a-la-frontera"),
    _case("O cabo Luis Pérez servia em Ciudad Bolívar. No sábado (6), pegou um ônibus para Santa Elena de Uairén, a "
          "cidade venezuelana mais próxima da fronteira com o Brasil.", "2019-04-10",
          [("relocation", "Santa Elena de Uairén", "2019-04-06")], (), "pt-mais-proxima-da-fronteira"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_TOWN_NEAREST_THE_BORDER)
def test_the_town_nearest_the_border(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_the_crossing_nearest_a_town_keeps_its_town(gazetteer) -> None:
    # (a guard: no comma sets the town off, "cruzaron por el paso más cercano a Ureña" still crossed there)
    coded = _coded(gazetteer, "Los cabos Luis Pérez y José Ruiz cruzaron por el paso más cercano a Ureña el sábado 6.",
                   "2019-04-10")
    assert_coded(coded, [("border_crossing", "Ureña", "2019-04-06")])


AN_UNNAMED_MANS_MONTH = [
    # "Un cabo ... que desertó en abril ... Pedro Gil fue cabo hasta la noche del viernes 12 de abril, cuando dejó su
    # fusil": the deck's unnamed man, told with no place, in the named man's month, is he
    _case("Un cabo de la Guardia Nacional que desertó en abril fue asaltado el fin de semana en una calle oscura.\n\n"
          "Pedro Gil, de "
          "24 años, fue cabo de la Guardia Nacional hasta la noche del viernes 12 de abril, cuando dejó su fusil en el "
          "puesto de control de Machiques y no volvió.", "2019-05-21",
          [("defection", "Machiques", "2019-04-12")], (("defection", ANY, "2019-04-01"),), "es-un-cabo-que-deserto-en-abril"),
    # (a guard: another month is another desertion)
    _case("Un cabo de la Guardia Nacional que desertó en marzo fue asaltado el fin de semana en una calle oscura.\n\n"
          "Pedro Gil, de "
          "24 años, fue cabo de la Guardia Nacional hasta la noche del viernes 12 de abril, cuando dejó su fusil en el "
          "puesto de control de Machiques y no volvió.", "2019-05-21",
          [("defection", "Machiques", "2019-04-12"), ("defection", ANY, "2019-03-01")], (),
          "es-un-cabo-que-deserto-en-marzo"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_UNNAMED_MANS_MONTH)
def test_an_unnamed_mans_month(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHAT_ONE_DOES_TODAY = [
    # "cruzou a fronteira em Pacaraima e hoje trabalha nas ruas de Manaus": today is when he works there, no day of
    # the crossing or of the desertion told before it
    _case("O tenente Luis Pérez abandonou o posto em Ciudad Bolívar, cruzou a fronteira em Pacaraima e hoje vende "
          "água nas ruas de Manaus.", "2019-03-24", [("border_crossing", "Pacaraima", None)],
          (("border_crossing", ANY, "2019-03-24"), ("defection", ANY, "2019-03-24")), "pt-hoje-vende"),
    _case("El teniente Luis Pérez abandonó su unidad en Barinas, cruzó la frontera en Cúcuta y hoy trabaja en una "
          "panadería de Bucaramanga.", "2019-03-24", [("border_crossing", "Cúcuta", None)],
          (("border_crossing", ANY, "2019-03-24"),), "es-hoy-trabaja"),
    _case("Lt. Luis Pérez abandoned his post in Barinas, crossed the border at Cúcuta and today drives a taxi in "
          "Bucaramanga.", "2019-03-24", [("border_crossing", "Cúcuta", None)],
          (("border_crossing", ANY, "2019-03-24"),), "en-today-drives"),
    # (a guard: a crossing made today is dated so)
    _case("El teniente Luis Pérez cruzó hoy la frontera en Cúcuta.", "2019-03-24",
          [("border_crossing", "Cúcuta", "2019-03-24")], (), "es-cruzo-hoy"),
]


@pytest.mark.parametrize("text, published, present, absent", WHAT_ONE_DOES_TODAY)
def test_what_one_does_today(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_PRICE_OF_REBELLING = [
    # "is not the first officer to pay a price for rebelling": what rebelling cost, as "sentenced for rebellion"
    _case("Maj. Luis Pérez is not the first officer to pay a price for rebelling.", "2019-05-28", [], ("uprising",),
          "en-pay-a-price-for-rebelling"),
    _case("Capt. Luis Pérez paid a heavy price for rebelling: his brother was held for a month.", "2019-05-28", [],
          ("uprising",), "en-paid-a-heavy-price"),
    # (a guard: a revolt told is still one)
    _case("On April 30 Maj. Luis Pérez rebelled at La Carlota.", "2019-05-28", [("uprising", ANY, "2019-04-30")], (),
          "en-rebelled-at-la-carlota"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_PRICE_OF_REBELLING)
def test_the_price_of_rebelling(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AGENTS_AT_THE_DOOR = [
    # "cuatro funcionarios de la Dgcim llegaron a la casa de la familia en Maracay": the raid's approach, nobody's move
    _case("El cabo Luis Pérez no volvió a su unidad el lunes 18 de marzo. El jueves 21 de marzo, cuatro funcionarios de "
          "la Dirección General de Contrainteligencia Militar (Dgcim) llegaron a la casa de la familia en Maracay.",
          "2019-04-16", [], ("relocation",), "es-funcionarios-de-la-dgcim-llegaron-a-la-casa"),
    _case("Cpl. Luis Pérez did not return to his unit on March 18. On March 21, four Sebin agents arrived at the family "
          "home in Maracay.", "2019-04-16", [], ("relocation",), "en-sebin-agents-arrived-at-the-family-home"),
    _case("O cabo Luis Pérez não voltou à unidade em 18 de março. Em 21 de março, quatro agentes da Dgcim chegaram à "
          "casa da família em Maracay.", "2019-04-16", [], ("relocation",), "pt-agentes-da-dgcim-chegaram-a-casa"),
    # (a guard: soldiers reaching a relative's home still moved)
    _case("El cabo Luis Pérez no volvió a su unidad el lunes 18 de marzo. El jueves 21 de marzo, tres militares "
          "llegaron a la casa de un tío en Cúcuta.", "2019-04-16", [("border_crossing", "Cúcuta", "2019-03-21")], (),
          "es-tres-militares-llegaron-a-la-casa"),
]


@pytest.mark.parametrize("text, published, present, absent", AGENTS_AT_THE_DOOR)
def test_agents_at_the_door(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
