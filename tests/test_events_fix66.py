"""Event extraction traps found in held-out batch 66 (two sailors by boat to Curaçao, a sergeant from Mérida to
refuge in Costa Rica, three guardsmen handing their rifles over in Pacaraima, the deserters' march to a border
bridge, two corporals robbed after crossing the Arauca, a captain granted refuge by Conare, a corporal across the
Orinoco and on to Villavicencio, a lieutenant overland from Cúcuta to Montevideo), each shown on new sentences: a
request made "formally", a demonstrative city and a bus terminal's own kind, the places of the Uruguayan border and
two capitals' districts, how long a step took before the verb, a plural verb after another man's clause, men
stripped of what they carried, a crossing under fire, a tally's start in a later clause and a request for asylum
told with no place in a story filed from abroad; and the day a sentence opens on, before a span counted from
another event, and the day the way over names in a crossing told with its start."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_REQUEST_MADE_FORMALLY = [
    # "pidió formalmente la condición de refugiado": the manner between the verb and the status asked for
    _case("El jueves 3 de octubre el cabo Luis Pérez solicitó formalmente la condición de refugiado en San José.",
          "2019-10-20", [("asylum", "San José", "2019-10-03")], (), "es-solicito-formalmente-la-condicion"),
    _case("El sargento Luis Pérez pidió oficialmente el estatus de refugiado en Quito el martes 8 de octubre.",
          "2019-10-20", [("asylum", "Quito", "2019-10-08")], (), "es-pidio-oficialmente-el-estatus"),
    _case("O cabo Luis Pérez pediu formalmente o status de refugiado em Manaus na quinta-feira (3).", "2019-10-20",
          [("asylum", "Manaus", "2019-10-03")], (), "pt-pediu-formalmente-o-status"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_MADE_FORMALLY)
def test_a_request_made_formally(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THAT_CITY_AND_ITS_TERMINAL = [
    # "en la terminal de ómnibus de esa ciudad": the city named before, through the terminal's kind and "esa" (a
    # guard: the scene told just before also places it)
    _case("El teniente Luis Pérez cruzó a Ecuador por Tulcán el 2 de octubre. En Quito durmió dos noches en un "
          "albergue. El lunes 7 de octubre, en la terminal de ómnibus de esa ciudad, dos policías lo detuvieron.",
          "2019-10-20", [("arrest", "Quito", "2019-10-07")], (), "es-terminal-de-omnibus-de-esa-ciudad"),
    _case("Lt. Luis Pérez crossed into Ecuador on Oct. 2 and spent two nights in Quito. On Monday, Oct. 7, police "
          "detained him in that city.", "2019-10-20", [("arrest", "Quito", "2019-10-07")], (), "en-in-that-city"),
    # "en la terminal de ómnibus de Salta": the terminal's kind stands between it and its town
    _case("El sargento Luis Pérez fue detenido el lunes 7 de octubre en la terminal de ómnibus de Salta.",
          "2019-10-20", [("arrest", "Salta", "2019-10-07")], (), "es-terminal-de-omnibus-de"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_CITY_AND_ITS_TERMINAL)
def test_that_city_and_its_terminal(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, name, country", [
    ("El ómnibus cruzó el puente entre Gualeguaychú y Fray Bentos.", "Fray Bentos", "UY"),
    ("El ómnibus cruzó el puente entre Gualeguaychú y Fray Bentos.", "Gualeguaychú", "AR"),
    ("Bajó del ómnibus en la terminal Tres Cruces, en Montevideo.", "Tres Cruces", "UY"),
    ("Vive en La Carpio y trabaja en Costa Rica.", "La Carpio", "CR"),
    ("Trabaja en un taller de Pavas, en San José de Costa Rica.", "Pavas", "CR"),
])
def test_places_of_the_uruguayan_border_and_two_capitals(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}


HOW_LONG_A_STEP_TOOK = [
    # "En menos de una hora estaba en Puerto Carreño": how long it took, then an imperfect whose subject is left out;
    # the story's subject goes on past it to the bus taken days later
    _case("Pedro Rangel, cabo del Ejército, decidió irse en septiembre. El sábado 14 de septiembre dejó el fusil en el "
          "cuartel. Esa misma noche pagó a un lanchero para cruzar el río. En menos de una hora estaba en Puerto "
          "Carreño. \"No conocía a nadie\", recuerda. Al día siguiente caminó hasta el muelle. El martes 17 tomó un "
          "bus hacia Bogotá.", "2019-10-09", [("relocation", "Bogotá", "2019-09-17")], (), "es-en-menos-de-una-hora"),
    _case("Pedro Rangel, cabo do Exército, decidiu ir embora em setembro. No sábado (14) deixou o fuzil no quartel. "
          "Naquela mesma noite pagou a um barqueiro para atravessar o rio. Em menos de uma hora estava em Pacaraima. "
          "\"Eu não conhecia ninguém\", lembra. No dia seguinte caminhou até a rodoviária. Na terça-feira (17) pegou "
          "um ônibus para Manaus.", "2019-10-09", [("relocation", "Manaus", "2019-09-17")], (),
          "pt-em-menos-de-uma-hora"),
]


@pytest.mark.parametrize("text, published, present, absent", HOW_LONG_A_STEP_TOOK)
def test_how_long_a_step_took(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PLURAL_VERB_AFTER_ANOTHER_MANS_CLAUSE = [
    # "Un campesino les prestó ropa y el lunes 26 tomaron un autobús": the plural verb's subject is the group told
    # before, not the man who lent them clothes
    _case("Los dos cabos cruzaron el río hasta Arauquita el sábado 24. Un campesino les prestó ropa y el lunes 26 "
          "tomaron un autobús hacia Saravena.", "2019-08-28", [("relocation", "Saravena", "2019-08-26")], (),
          "es-un-campesino-les-presto-y-tomaron"),
    _case("Los tres soldados cruzaron el Orinoco hasta Casuarito el domingo 8. Un pescador les regaló comida y el "
          "martes 10 pidieron refugio en Puerto Carreño.", "2019-09-20",
          [("asylum", "Puerto Carreño", "2019-09-10")], (), "es-un-pescador-les-regalo-y-pidieron"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PLURAL_VERB_AFTER_ANOTHER_MANS_CLAUSE)
def test_a_plural_verb_after_another_mans_clause(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STRIPPED_OF_WHAT_THEY_CARRIED = [
    # "les quitaron los teléfonos y el dinero", "roubaram os celulares", "robbed them of": a robbery is violence
    _case("Los dos cabos cruzaron el río hasta Arauquita el sábado 24. En la orilla, tres hombres armados les "
          "quitaron los teléfonos y el dinero.", "2019-08-28", [("violence", "Arauquita", "2019-08-24")], (),
          "es-les-quitaron-los-telefonos"),
    _case("Os dois soldados atravessaram o rio até Pacaraima no sábado (24). Na mata, dois homens armados roubaram "
          "os celulares e o dinheiro deles.", "2019-08-28", [("violence", ANY, "2019-08-24")], (),
          "pt-roubaram-os-celulares"),
    _case("The two corporals crossed the river to Arauquita on Saturday. On the bank, three armed men robbed them of "
          "their phones and money.", "2019-08-28", [("violence", "Arauquita", "2019-08-24")], (),
          "en-robbed-them-of"),
    # (not the state's agents taking a phone on an arrest: a seizure)
    _case("El sargento Luis Pérez fue detenido el lunes 26 en Valencia. Los funcionarios llegaron en una camioneta, "
          "le quitaron el teléfono y se lo llevaron.", "2019-08-28", [("arrest", "Valencia", "2019-08-26")],
          ("violence",), "es-agents-took-his-phone"),
]


@pytest.mark.parametrize("text, published, present, absent", STRIPPED_OF_WHAT_THEY_CARRIED)
def test_stripped_of_what_they_carried(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CROSSING_UNDER_FIRE = [
    # "cruzaron a nado el río bajo disparos", "sob tiros", "under gunfire": shot at as they crossed
    _case("En junio, cinco soldados cruzaron a nado el río Arauca bajo disparos.", "2019-08-28",
          [("violence", ANY, "2019-06-01")], (), "es-bajo-disparos"),
    _case("Em junho, cinco soldados atravessaram o rio sob tiros perto de Pacaraima.", "2019-08-28",
          [("violence", "Pacaraima", "2019-06-01")], (), "pt-sob-tiros"),
    _case("In June, five soldiers swam across the Arauca River under gunfire.", "2019-08-28",
          [("violence", ANY, "2019-06-01")], (), "en-under-gunfire"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CROSSING_UNDER_FIRE)
def test_a_crossing_under_fire(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TALLYS_START_IN_A_LATER_CLAUSE = [
    # ", y desde enero al menos 40 militares han llegado": the running total's start is the later clause's, not the
    # shooting's, which keeps the month told before it
    _case("En junio, cinco soldados cruzaron a nado el río Arauca bajo disparos, y desde enero al menos 40 militares "
          "han llegado a Arauca.", "2019-08-28", [("violence", ANY, "2019-06-01")], (), "es-y-desde-enero"),
    _case("In June, five soldiers swam across the Arauca River under gunfire, and since January at least 40 troops "
          "have reached Arauca.", "2019-08-28", [("violence", ANY, "2019-06-01")], (), "en-and-since-january"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TALLYS_START_IN_A_LATER_CLAUSE)
def test_a_tallys_start_in_a_later_clause(gazetteer, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_WHERE_THE_STORY_IS_FILED = [
    # "BOA VISTA, Brazil (AP) — ... asked for asylum on Monday": a request told with no place of its own was made
    # in the foreign town the story is filed from (near it: geo precision 2)
    _case("BOA VISTA, Brazil (AP) — Two Venezuelan soldiers who deserted last week asked for asylum on Monday, their "
          "lawyer said.", "2019-06-05", [("asylum", "Boa Vista", "2019-06-03")], (), "en-dateline-abroad"),
    _case("ORANJESTAD — Tres marineros venezolanos que desertaron en mayo pidieron protección el lunes 3 de junio, "
          "según su abogado.", "2019-06-05", [("asylum", "Oranjestad", "2019-06-03")], (), "es-dateline-abroad"),
    _case("PACARAIMA — Dois sargentos venezuelanos que desertaram em maio pediram refúgio na segunda-feira (3), "
          "segundo o advogado deles.", "2019-06-05", [("asylum", "Pacaraima", "2019-06-03")], (),
          "pt-dateline-abroad"),
    # (not a dateline at home: no request for asylum is made in Caracas)
    _case("CARACAS (AP) — Two Venezuelan soldiers who deserted last week asked for asylum on Monday, their lawyer "
          "said.", "2019-06-05", [("asylum", None, "2019-06-03")], (), "en-dateline-at-home"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_WHERE_THE_STORY_IS_FILED)
def test_asked_where_the_story_is_filed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_SPAN_APPOSED_TO_THE_OPENING_DAY = [
    # "El 6 de mayo, una semana después del fallido alzamiento del 30 de abril en Caracas, abandonó": the span counted
    # from the uprising and the uprising's own day date neither the verb after them; the day the sentence opens on does
    _case("El sargento Luis Pérez servía en Mérida. El 6 de mayo, una semana después del fallido alzamiento del 30 de "
          "abril en Caracas, abandonó su puesto y tomó un autobús hacia San Cristóbal.", "2019-10-14",
          [("defection", ANY, "2019-05-06"), ("relocation", "San Cristóbal", "2019-05-06")],
          (("relocation", ANY, "2019-04-30"),), "es-el-6-de-mayo-una-semana-despues"),
    _case("Sgt. Luis Pérez served in Mérida. On May 6, a week after the failed April 30 uprising in Caracas, he "
          "deserted and took a bus to San Cristóbal.", "2019-10-14",
          [("defection", ANY, "2019-05-06"), ("relocation", "San Cristóbal", "2019-05-06"),
           ("uprising", "Caracas", "2019-04-30")], (), "en-on-may-6-a-week-after"),
    _case("O sargento Luis Pérez servia em Santa Elena. Em 6 de maio, uma semana depois do levante fracassado de 30 "
          "de abril em Caracas, ele desertou e pegou um ônibus para Pacaraima.", "2019-10-14",
          [("defection", ANY, "2019-05-06")], (("defection", ANY, "2019-04-30"),), "pt-em-6-de-maio-uma-semana-depois"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SPAN_APPOSED_TO_THE_OPENING_DAY)
def test_a_span_apposed_to_the_opening_day(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_WAY_OVERS_OWN_DAY = [
    # "left his battalion on June 3 ... and the next morning, June 4, walked across": the crossing told with its start
    # takes the day its way over names, not the leaving's (which stays the desertion's)
    _case("Cpl. Jorge Díaz said he left his battalion on June 3 while on leave, took a bus to San Cristobal and the "
          "next morning, June 4, a Tuesday, walked across the Simón Bolívar bridge.", "2019-11-16",
          [("defection", ANY, "2019-06-03"), ("border_crossing", ANY, "2019-06-04")],
          (("border_crossing", ANY, "2019-06-03"),), "en-the-next-morning-june-4"),
    _case("Sgt. Ana Ruiz left her post on May 3 and the following night, May 4, swam across the Táchira River.",
          "2019-11-16", [("defection", ANY, "2019-05-03"), ("border_crossing", "Táchira River", "2019-05-04")], (),
          "en-the-following-night-may-4"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_WAY_OVERS_OWN_DAY)
def test_the_way_overs_own_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
