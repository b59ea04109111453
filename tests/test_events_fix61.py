"""Event extraction traps found in held-out batch 61 (an ex-sergeant's run over a border bridge and his journey on
to Paraguay, ex-soldiers over a border post on the Guajira, a stabbing in a city barrio), each shown on new
sentences: a crossing named with "de" before the arrival, a time of day that opens a sentence with no subject, a
former rank written apart from its "ex", the home of someone met at the end of a move."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_CROSSING_NAMED_WITH_DE = [
    # "por el paso fronterizo de Paraguachón hasta Colombia": the "de" names the post crossed, not a start abroad
    _case("El 4 de abril, tres soldados cruzaron por el paso fronterizo de Paraguachón hasta Colombia.", "2019-05-10",
          [("defection", "Paraguachón border crossing", "2019-04-04"),
           ("border_crossing", "Paraguachón border crossing", "2019-04-04")], ("relocation",), "es-paso-fronterizo-de"),
    _case("El 4 de abril, dos sargentos entraron por la frontera de Paraguachón hasta Maicao.", "2019-05-10",
          [("defection", ANY, "2019-04-04"), ("border_crossing", ANY, "2019-04-04")], ("relocation",),
          "es-frontera-de-hasta"),
    # ... a walk that starts "desde" a bridge still starts there
    _case("El 4 de abril, dos exsoldados caminaron desde el puente de Ureña hasta Cúcuta.", "2019-05-10",
          [], (("relocation", "Ureña", ANY),), "es-desde-el-puente-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CROSSING_NAMED_WITH_DE)
def test_a_crossing_named_with_de(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TIME_OF_DAY_OPENING = [
    # "Ese mismo mediodía cruzó": a time of day opens the sentence; the subject left out is the one before
    _case("El cabo Luis Pérez prestaba servicio en Ureña. Aquel mediodía cruzó a pie el puente internacional Simón "
          "Bolívar.", "2019-05-10", [("border_crossing", "Simón Bolívar International Bridge", ANY)], (),
          "es-aquel-mediodia"),
    _case("El cabo Luis Pérez prestaba servicio en Ureña. Esa medianoche cruzó el río Táchira.", "2019-05-10",
          [("border_crossing", ANY, ANY)], (), "es-esa-medianoche"),
    # ... a plural verb does not take a single man told before
    _case("El cabo Luis Pérez prestaba servicio en Ureña. Esa medianoche cruzaron el río Táchira.", "2019-05-10",
          [], ("defection",), "es-esa-medianoche-plural"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TIME_OF_DAY_OPENING)
def test_a_time_of_day_opening(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_FORMER_RANK_WRITTEN_APART = [
    # "El ex sargento", "O ex sargento": the "ex" written apart is the "ex" of "exsargento"
    _case("El ex sargento viajó en bus a Medellín el 3 de mayo.", "2019-06-10",
          [("relocation", "Medellín", "2019-05-03")], (), "es-el-ex-sargento"),
    _case("O ex cabo viajou de ônibus para Manaus em 3 de maio.", "2019-06-10",
          [("relocation", "Manaus", "2019-05-03")], (), "pt-o-ex-cabo"),
    # ... a former president is no soldier
    _case("El ex presidente viajó en avión a Medellín el 3 de mayo.", "2019-06-10", [], ("relocation",),
          "es-el-ex-presidente"),
]


@pytest.mark.parametrize("text, published, present, absent", A_FORMER_RANK_WRITTEN_APART)
def test_a_former_rank_written_apart(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHERE_SOMEONE_MET_LIVES = [
    # "a Bogotá, donde un primo que vive en Paraguay": the cousin's home is neither where the move went nor abroad
    _case("El sargento vivió dos meses en Cúcuta. En abril viajó a Medellín, donde una tía que vive en Chile le "
          "pagó el hotel.", "2019-06-10", [("relocation", "Medellín", "2019-04-01")],
          ("border_crossing", ("relocation", "Chile", ANY)), "es-donde-una-tia-que-vive-en"),
    _case("The corporal spent a month in Cúcuta. In April he took a bus to Medellín, where a friend who lives "
          "in Peru paid for his room.", "2019-06-10", [("relocation", "Medellín", "2019-04-01")],
          ("border_crossing", ("relocation", "Peru", ANY)), "en-where-a-friend-who-lives-in"),
    _case("O cabo passou um mês em Boa Vista. Em abril viajou de ônibus para Manaus, onde um tio que mora no "
          "Chile pagou o hotel.", "2019-06-10", [("relocation", "Manaus", "2019-04-01")],
          ("border_crossing", ("relocation", "Chile", ANY)), "pt-onde-um-tio-que-mora-no"),
]


@pytest.mark.parametrize("text, published, present, absent", WHERE_SOMEONE_MET_LIVES)
def test_where_someone_met_lives(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ABOARD_BOUND_FOR_A_PLACE = [
    # "he was on an overnight coach to Bogotá": aboard, bound for a place named, is a move
    _case("The captain reached Cúcuta on 12 March. Three days later he was on a night bus to Medellín.", "2019-04-02",
          [("relocation", "Medellín", "2019-03-15")], (), "en-was-on-a-bus-to"),
    _case("El capitán llegó a Cúcuta el 12 de marzo. Tres días después iba en un autobús rumbo a Medellín.", "2019-04-02",
          [("relocation", "Medellín", "2019-03-15")], (), "es-iba-en-un-autobus-rumbo-a"),
    _case("O capitão chegou a Boa Vista em 12 de março. Três dias depois estava num ônibus para Manaus.", "2019-04-02",
          [("relocation", "Manaus", "2019-03-15")], (), "pt-estava-num-onibus-para"),
    # ... aboard with no place to go to names no move
    _case("The captain reached Cúcuta on 12 March. Three days later he was on a bus when police stopped it.",
          "2019-04-02", [], ("relocation",), "en-was-on-a-bus-when"),
]


@pytest.mark.parametrize("text, published, present, absent", ABOARD_BOUND_FOR_A_PLACE)
def test_aboard_bound_for_a_place(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_GROUP_BY_ITS_NUMBER_CARRIED = [
    # "levou os três até Manaus", "llevó a los cuatro hasta Riohacha": the number stands for the men named before
    _case("Os quatro soldados chegaram a Pacaraima no sábado (6). Na terça-feira (9), a FAB levou os quatro até Manaus.",
          "2019-04-20", [("relocation", "Manaus", "2019-04-09")], (), "pt-levou-os-quatro-ate"),
    _case("Los cinco guardias llegaron a Maicao el sábado 6 de abril. El martes 9, un bus llevó a los cinco hasta "
          "Riohacha.", "2019-04-20", [("relocation", "Riohacha", "2019-04-09")], (), "es-llevo-a-los-cinco-hasta"),
    # ... with the town they left, of several words, between: "de São Gabriel da Cachoeira até"
    _case("Os dois cabos chegaram a Cucuí no sábado (6). Na terça-feira (9), um avião da FAB levou os dois de São "
          "Gabriel da Cachoeira até Manaus.", "2019-04-20", [("relocation", "Manaus", "2019-04-09")], (),
          "pt-levou-os-dois-de-cidade-longa-ate"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_GROUP_BY_ITS_NUMBER_CARRIED)
def test_the_group_by_its_number_carried(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DAY_A_WAIT_ENDED = [
    # "No supe nada de él hasta el domingo": the day a wait ended is not the day the story is at
    _case("El jueves 7 de marzo, los dos cabos salieron del fuerte en Maracay. \"No supe nada de él hasta el "
          "domingo\", contó su madre. Esa misma noche tomaron un autobús con destino a San Cristóbal.", "2019-03-27",
          [("relocation", "San Cristóbal", "2019-03-07")], (("relocation", ANY, "2019-03-24"),), "es-hasta-el-domingo"),
    _case("On Thursday 7 March the two corporals left the fort in Maracay. Nobody heard from them until Sunday. That "
          "same night they took a bus to San Cristóbal.", "2019-03-27",
          [("relocation", "San Cristóbal", "2019-03-07")], (("relocation", ANY, "2019-03-24"),), "en-until-sunday"),
    # ... a day the sentence is set on still dates what follows
    _case("On Thursday 7 March the two corporals left the fort in Maracay. On Sunday their families met in Cagua. "
          "That same night they took a bus to San Cristóbal.", "2019-03-27",
          [("relocation", "San Cristóbal", "2019-03-24")], (), "en-on-sunday"),
    # ... and a post held until a date the story names is left on that date
    _case("El sargento estuvo destacado en Guarero hasta el 5 de marzo de 2019. Ese día, un martes, cruzó la frontera "
          "por Paraguachón.", "2019-03-27", [("border_crossing", ANY, "2019-03-05")], (), "es-hasta-el-5-de-marzo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_A_WAIT_ENDED)
def test_a_day_a_wait_ended(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CARRIED_OVER_BY_A_BOATMAN = [
    # "un lanchero lo cruzó por el río Meta": the one carried over is the one the sentence before is about
    _case("El cabo llegó a Puerto Páez el martes 9 de abril. El miércoles 10, un pescador lo cruzó por el río Meta "
          "hasta Puerto Carreño.", "2019-04-20", [("border_crossing", ANY, "2019-04-10")], (),
          "es-un-pescador-lo-cruzo"),
    _case("Los dos cabos llegaron a Puerto Páez el martes 9 de abril. El miércoles 10, un lanchero los cruzó hasta "
          "Puerto Carreño.", "2019-04-20", [("border_crossing", "Puerto Carreño", "2019-04-10")], (),
          "es-un-lanchero-los-cruzo"),
    # ... the number of the pronoun must agree: "los" does not carry a single man
    _case("El cabo llegó a Puerto Páez el martes 9 de abril. El miércoles 10, un lanchero los cruzó hasta Puerto "
          "Carreño.", "2019-04-20", [], ("border_crossing",), "es-los-for-one-man"),
]


@pytest.mark.parametrize("text, published, present, absent", CARRIED_OVER_BY_A_BOATMAN)
def test_carried_over_by_a_boatman(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RIFLES_PUT_DOWN = [
    # "largaram os fuzis no quartel", "dejaron los fusiles", "dropped their rifles": soldiers who put down their
    # rifles, named as such, have deserted
    _case("No sábado (6), os dois soldados largaram os fuzis no quartel de Santa Elena de Uairén.", "2019-04-20",
          [("defection", "Santa Elena de Uairén", "2019-04-06")], (), "pt-largaram-os-fuzis"),
    _case("El sábado 6 de abril, los tres soldados dejaron los fusiles en el cuartel de Guasdualito.", "2019-04-20",
          [("defection", "Guasdualito", "2019-04-06")], (), "es-dejaron-los-fusiles"),
    _case("On 6 April the two soldiers dropped their rifles at the barracks in Guasdualito.", "2019-04-20",
          [("defection", "Guasdualito", "2019-04-06")], (), "en-dropped-their-rifles"),
    # ... nobody deserts by putting down other things
    _case("On 6 April the two soldiers dropped their bags at the barracks in Guasdualito.", "2019-04-20",
          [], ("defection",), "en-dropped-their-bags"),
]


@pytest.mark.parametrize("text, published, present, absent", RIFLES_PUT_DOWN)
def test_rifles_put_down(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_TWO_AFTER_A_CROWD = [
    # "hundreds of residents marched ... The two deserted": "the two" is the pair named before, never the crowd
    pytest.param("Two soldiers served at the base in Guasdualito. On Saturday 6 April, hundreds of residents marched "
                 "in protest. The two deserted.", "two soldiers", id="en-the-two-after-hundreds"),
    pytest.param("Dos soldados servían en el cuartel de Guasdualito. El sábado 6 de abril, cientos de vecinos "
                 "protestaron en la ciudad. Los dos desertaron.", "dos soldados", id="es-los-dos-after-cientos"),
]


@pytest.mark.parametrize("text, who", THE_TWO_AFTER_A_CROWD)
def test_the_two_after_a_crowd(gazetteer, text: str, who: str) -> None:
    article = make_article(text, published="2019-04-22")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    deserted = [e.actors for e in events if e.event_type == "defection"]
    assert deserted == [(who,)], deserted


A_ROAD_WALKED_IS_NO_ONE = [
    # "Caminaron la Troncal del Caribe durante nueve días": a road's name is nobody, so the men left out as the
    # subject go on to the next sentence's move
    _case("Los tres cabos salieron de Maicao el lunes 6 de mayo. Caminaron por la Carretera Panamericana durante dos "
          "días. El miércoles 8 de mayo llegaron a Valledupar.", "2019-05-20",
          [("relocation", "Valledupar", "2019-05-08")], (), "es-carretera-panamericana"),
    _case("Los tres cabos salieron de Maicao el lunes 6 de mayo. Caminaron la Troncal del Caribe durante dos días. El "
          "miércoles 8 de mayo llegaron a Valledupar.", "2019-05-20",
          [("relocation", "Valledupar", "2019-05-08")], (), "es-troncal-del-caribe"),
    # ... while a ranked man walking is still someone
    _case("El cabo Luis Pérez llegó a Santa Marta el 8 de mayo.", "2019-05-20",
          [("relocation", "Santa Marta", "2019-05-08")], (), "es-a-person-still-named"),
]


@pytest.mark.parametrize("text, published, present, absent", A_ROAD_WALKED_IS_NO_ONE)
def test_a_road_walked_is_no_one(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_OF_A_BODY_SITED_IN_A_TOWN = [
    # "pidió refugio ante la Conare, que funciona en la Cancillería, en Asunción": the town the body asked sits in
    _case("El cabo pidió refugio el martes 7 de mayo ante la Comisión Especial para los Refugiados (CEPR), que funciona "
          "en la Cancillería, en Lima.", "2019-06-11", [("asylum", "Lima", "2019-05-07")], (), "es-que-funciona-en"),
    _case("O cabo pediu refúgio na terça-feira (7) ao Conare, que fica em Brasília.", "2019-05-20",
          [("asylum", "Brasília", "2019-05-07")], (), "pt-que-fica-em"),
    _case("The corporal applied for asylum on 7 May at the refugee commission, which has its offices in Lima.",
          "2019-06-11", [("asylum", "Lima", "2019-05-07")], (), "en-which-has-its-offices-in"),
    # ... a clause about something else after the asking places nothing
    _case("The corporal applied for asylum on 7 May, which upset his family in Lima.", "2019-06-11",
          [], (("asylum", "Lima", ANY),), "en-which-upset-his-family-in"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_OF_A_BODY_SITED_IN_A_TOWN)
def test_asked_of_a_body_sited_in_a_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWN_ON_THE_BANKS = [
    # "hasta Puerto Páez, a orillas del Orinoco": the river says where the town lies; nobody crossed it
    _case("El cabo salió de Caracas el lunes 8 de abril en un autobús hasta Puerto Páez, a orillas del Orinoco.",
          "2019-04-20", [], (("border_crossing", "Orinoco", ANY),), "es-a-orillas-del"),
    _case("The corporal left Caracas on Monday 8 April and took a bus to Puerto Páez, on the banks of the Orinoco.",
          "2019-04-20", [("relocation", "Puerto Páez", "2019-04-08")], (("border_crossing", "Orinoco", ANY),),
          "en-on-the-banks-of-the"),
    # ... a river crossed is still crossed
    _case("The corporal crossed the Orinoco on Monday 8 April.", "2019-04-20",
          [("border_crossing", "Orinoco", "2019-04-08")], (), "en-crossed-the-orinoco"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWN_ON_THE_BANKS)
def test_a_town_on_the_banks(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RUMOUR_IN_THE_CONDITIONAL = [
    # "un grupo de militares que habría ingresado por Ciudad del Este": the reported conditional tells a rumour
    _case("Según versiones en redes sociales, un grupo de militares venezolanos habría ingresado por Paraguachón el "
          "lunes.", "2019-06-11", [], ("border_crossing", "defection"), "es-habria-ingresado"),
    _case("Segundo boatos, dois militares venezuelanos teriam entrado por Pacaraima na segunda-feira (10).",
          "2019-06-11", [], ("border_crossing", "defection"), "pt-teriam-entrado"),
    # ... the pluperfect tells what happened
    _case("Dos militares venezolanos habían ingresado por Paraguachón el lunes.", "2019-06-11",
          [("border_crossing", ANY, "2019-06-10")], (), "es-habian-ingresado"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RUMOUR_IN_THE_CONDITIONAL)
def test_a_rumour_in_the_conditional(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DECLARATION_A_COUNT_RUNS_FROM = [
    # "since the opposition leader Juan Guaidó declared himself interim president": from when, not a statement
    _case("Major Torres is one of the most senior officers to leave Maduro's armed forces since the opposition leader "
          "Juan Guaidó declared himself interim president in January.", "2019-03-19", [], ("statement",),
          "en-since-guaido-declared-himself"),
    _case("Es uno de los oficiales de mayor rango que han roto con Maduro desde que Juan Guaidó se declaró presidente "
          "encargado en enero.", "2019-03-19", [], ("statement",), "es-desde-que-guaido-se-declaro"),
    # ... the declaration told as news is one
    _case("Juan Guaidó declared himself interim president on January 23.", "2019-03-19",
          [("statement", ANY, "2019-01-23")], (), "en-guaido-declared-himself"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DECLARATION_A_COUNT_RUNS_FROM)
def test_a_declaration_a_count_runs_from(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ROBBERS_ON_A_MOTORBIKE = [
    # "dos hombres en una motocicleta lo interceptaron": robbers stopping a man arrest nobody
    _case("El sábado 11, dos hombres en una motocicleta lo interceptaron en el barrio Bastidas de Santa Marta.",
          "2019-05-14", [], ("arrest",), "es-dos-hombres-en-una-moto"),
    # ... police officers in a patrol car do
    _case("El sábado 11, dos policías en una patrulla lo interceptaron en el barrio Bastidas de Santa Marta.",
          "2019-05-14", [("arrest", "Bastidas", "2019-05-11")], (), "es-dos-policias-en-una-patrulla"),
]


@pytest.mark.parametrize("text, published, present, absent", ROBBERS_ON_A_MOTORBIKE)
def test_robbers_on_a_motorbike(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BLOWS_DEALT = [
    # "le propinó dos puñaladas", "desferiu três facadas": a stabbing told by the blows
    _case("El sábado 11, un hombre le propinó dos puñaladas a un exsoldado en el barrio Bastidas de Santa Marta.",
          "2019-05-14", [("violence", "Bastidas", "2019-05-11")], (), "es-le-propino-dos-punaladas"),
    _case("No sábado (11), um assaltante desferiu três facadas em um ex-soldado venezuelano em Pacaraima.",
          "2019-05-14", [("violence", "Pacaraima", "2019-05-11")], (), "pt-desferiu-tres-facadas"),
    # ... a speech dealt no blow
    _case("El sábado 11, el alcalde propinó un discurso en Santa Marta.", "2019-05-14", [], ("violence",),
          "es-propino-un-discurso"),
]


@pytest.mark.parametrize("text, published, present, absent", BLOWS_DEALT)
def test_blows_dealt(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
