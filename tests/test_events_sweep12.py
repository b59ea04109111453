"""Event extraction traps found by the twelfth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A former rank written on one word, where the bare rank is an ordinary Spanish word ("mayor", "general").
    _case("Un exmayor de la Guardia Nacional fue detenido el jueves en Medellín.", "2019-10-12",
          [("arrest", "Medellín", "2019-10-10")], (), "un-exmayor-detenido"),
    _case("Un exmayor de la Aviación fue capturado el jueves en Barranquilla.", "2019-10-12",
          [("arrest", "Barranquilla", "2019-10-10")], (), "un-exmayor-capturado"),
    _case("La mayor parte de la tropa siguió en sus puestos el jueves.", "2019-10-12", [], ("arrest", "defection"),
          "la-mayor-parte-no-actor"),
    # Portuguese killings with a weapon, and "foi morto".
    _case("Um ex-cabo venezuelano foi morto a facadas na sexta-feira (5) em Pacaraima.", "2019-07-08",
          [("violence", "Pacaraima", "2019-07-05")], (), "morto-a-facadas"),
    _case("Dois desertores foram mortos no domingo (7) em Boa Vista, segundo a polícia.", "2019-07-08",
          [("violence", "Boa Vista", "2019-07-07")], (), "foram-mortos"),
    # Barricades and burning tyres are a protest, placed in the town whose residents built them.
    _case("Residents of Catia set up barricades on Tuesday to back the rebel guardsmen.", "2019-01-24",
          [("protest", "Catia", "2019-01-22")], (), "residents-of-set-up-barricades"),
    _case("Vecinos de Catia quemaron cauchos el martes en apoyo a los guardias alzados.", "2019-01-24",
          [("protest", "Catia", "2019-01-22")], (), "vecinos-de-quemaron-cauchos"),
    _case("Moradores de Santa Elena de Uairén queimaram pneus na terça-feira (22).", "2019-01-24",
          [("protest", "Santa Elena de Uairén", "2019-01-22")], (), "moradores-de-queimaram-pneus"),
    # ... while residents who protest somewhere else protest there
    _case("Residents of Catia protested outside the Defence Ministry in Caracas on Tuesday.", "2019-01-24",
          [("protest", "Caracas", "2019-01-22")], (), "residents-protest-elsewhere"),
    # Running to the other side's forces is giving oneself up to them: a desertion and a crossing.
    _case("Two guardsmen dropped their shields and ran toward Colombian soldiers on Saturday.", "2019-02-25",
          [("defection", ANY, "2019-02-23"), ("border_crossing", "Colombia", "2019-02-23")], (),
          "ran-toward-colombian-soldiers"),
    _case("Dos guardias soltaron los escudos y corrieron hacia los militares colombianos el sábado.", "2019-02-25",
          [("border_crossing", "Colombia", "2019-02-23")], (), "corrieron-hacia-militares-colombianos"),
    _case("Três soldados correram em direção à Polícia Federal no sábado (23) em Pacaraima.", "2019-02-25",
          [("border_crossing", "Pacaraima", "2019-02-23")], (), "correram-em-direcao-a-pf"),
    # ... but running anywhere else is nothing
    _case("Two guardsmen ran to their truck on Saturday.", "2019-02-25", [], ("defection", "border_crossing"),
          "ran-to-their-truck"),
    # Where a man is or works now is no place of his desertion.
    _case("The corporal, now in Quito, said he had left Venezuela through Ureña in May.", "2019-11-20",
          [("defection", ANY, "2019-05-01")], (("defection", "Quito", ANY),), "now-in-quito"),
    _case("El cabo, que desertó en marzo, hoy trabaja como vendedor ambulante en Cúcuta.", "2019-11-20",
          [("defection", "Venezuela", "2019-03-01")], (("defection", "Cúcuta", ANY),), "hoy-trabaja-en"),
    # The compound past of "salir": leaving the country by a town.
    _case("El sargento dijo que había salido de Venezuela por Paraguachón en abril.", "2019-11-20",
          [("border_crossing", ANY, "2019-04-01")], (), "habia-salido-de-venezuela-por"),
    # Spanish and Portuguese expulsions over the border; not out of the army.
    _case("Migración Colombia expulsó el viernes por el puente Francisco de Paula Santander a un exsargento.",
          "2019-08-12", [("border_crossing", "Francisco de Paula Santander International Bridge", "2019-08-09")], (),
          "expulso-por-el-puente"),
    _case("Un excabo venezolano fue expulsado de la Fuerza Armada el viernes.", "2019-08-12", [],
          ("border_crossing",), "expulsado-de-la-fuerza-armada"),
    # A raid on a home is placed at the home.
    _case("DGCIM agents raided the house of a deserting captain in Valencia on Thursday.", "2019-03-16",
          [("violence", "Valencia", "2019-03-14")], (), "raided-the-house-of-in"),
    _case("Agentes da DGCIM invadiram na quinta-feira (14) a casa de um capitão desertor em Valencia.", "2019-03-16",
          [("violence", "Valencia", "2019-03-14")], (), "invadiram-a-casa"),
    _case("Manifestantes invadiram a praça na quinta-feira (14) em Valencia.", "2019-03-16", [], ("violence",),
          "invadiram-a-praca-no-raid"),
    # "A fortnight ago" is two weeks ago.
    _case("A fortnight ago, four marines crossed the Unión bridge into Puerto Santander.", "2019-07-03",
          [("border_crossing", ANY, "2019-06-17")], (), "a-fortnight-ago"),
    # Portuguese denials.
    _case("O Exército negou que três sargentos tivessem desertado na sexta-feira.", "2019-04-20", [],
          ("defection",), "negou-que"),
    _case("O comando desmentiu as notícias de que dois pilotos tivessem fugido no sábado.", "2019-04-20", [],
          ("defection", "border_crossing"), "desmentiu-as-noticias"),
    # Embassy residences named in Portuguese.
    _case("Na quarta-feira (1º), cinco militares se refugiaram na residência do embaixador do Chile.", "2019-05-03",
          [("asylum", "Chilean Ambassador's Residence", "2019-05-01")], (), "residencia-do-embaixador-do-chile"),
    # A Portuguese bus or plane taken from one town to another.
    _case("Nove ex-militares pegaram um ônibus de Pacaraima a Boa Vista em 3 de julho.", "2019-07-10",
          [("relocation", "Boa Vista", "2019-07-03")], (), "pegaram-um-onibus"),
    # A return with the Portuguese "(29)" day between the verb and where to; "voltou a dizer" is "said again".
    _case("Um tenente que fugiu para o Brasil em março voltou na quarta-feira (9) a Caracas.", "2019-10-12",
          [("border_crossing", "Caracas", "2019-10-09")], (("border_crossing", "Brazil", "2019-10-09"),),
          "voltou-day-between"),
    _case("Um tenente voltou a dizer na quarta-feira (9) que não apoia Maduro.", "2019-10-12", [],
          ("border_crossing",), "voltou-a-dizer"),
    # Portuguese sailing.
    _case("Três marinheiros navegaram até Curaçao no sábado (5).", "2019-10-08",
          [("border_crossing", "Curaçao", "2019-10-05")], (), "navegaram-ate"),
    # Leaving a home base and going on abroad: the crossing is where they reached.
    _case("Two marines left their base at Punto Fijo on Monday and sailed to Curaçao.", "2019-05-15",
          [("border_crossing", "Curaçao", "2019-05-13")], (("border_crossing", "Punto Fijo", ANY),),
          "left-base-at-sailed-to"),
    # A running count in the same sentence is no second, undated desertion.
    _case("Three sergeants crossed into Maicao on Sunday, bringing to 52 the number of troops who have deserted "
          "this month.", "2019-04-17", [("defection", ANY, "2019-04-14")], (("defection", ANY, None),),
          "bringing-the-number-who-have"),
    # A Spanish or Portuguese move between two sites, each in its town, reaches the second one's town.
    _case("El cabo fue trasladado el jueves de un albergue en Cúcuta a un hotel en Bucaramanga.", "2019-09-07",
          [("relocation", "Bucaramanga", "2019-09-05")], (("relocation", "Cúcuta", ANY),), "de-un-albergue-en-a-un-hotel-en"),
    # The foreign "town of" in Spanish and Portuguese is where the men arrived.
    _case("Cinco soldados caminaron dos días por la sierra antes de llegar el jueves al municipio colombiano de "
          "Ragonvalia.", "2019-04-20", [("border_crossing", "Ragonvalia", "2019-04-18")], (), "al-municipio-colombiano-de"),
    _case("Cinco soldados chegaram à cidade brasileira de Pacaraima na quinta-feira (18).", "2019-04-20",
          [("border_crossing", "Pacaraima", "2019-04-18")], (), "a-cidade-brasileira-de"),
    # The short name of the Santander bridge in Spanish.
    _case("Un cabo de la GNB cruzó el sábado el puente Santander.", "2019-03-04",
          [("border_crossing", "Francisco de Paula Santander International Bridge", "2019-03-02")], (), "puente-santander"),
    # Escorted from one town to another.
    _case("On Monday, police escorted 25 former soldiers from a hotel in Cúcuta to buses bound for Cali.", "2019-07-17",
          [("relocation", "Cali", "2019-07-15")], (), "escorted-from-a-hotel-in-to"),
    # Refugee status granted with the day between the verb and the status.
    _case("El Gobierno colombiano otorgó el lunes el estatus de refugiado a 12 exmilitares venezolanos.", "2019-06-26",
          [("asylum", "Colombia", "2019-06-24")], (), "otorgo-el-lunes-el-estatus"),
    _case("O governo brasileiro concedeu na segunda-feira (24) o status de refugiado a 12 ex-militares.", "2019-06-26",
          [("asylum", "Brazil", "2019-06-24")], (), "concedeu-o-status"),
    # "Un mayor del Ejército" is a rank; "un mayor número" is not.
    _case("Un mayor de la Aviación fue detenido el lunes en Maracay.", "2019-06-26",
          [("arrest", "Maracay", "2019-06-24")], (), "un-mayor-de-la-aviacion"),
    _case("Un mayor número de soldados cruzó el lunes.", "2019-06-26", [], ("border_crossing",), "un-mayor-numero"),
    # Portuguese "o major", and an announcement with asides before its "que".
    _case("O major Rui Tavares anunciou na segunda-feira (24), em vídeo gravado em Cúcuta, que não reconhece mais "
          "Maduro.", "2019-06-26", [("defection", "Cúcuta", "2019-06-24")], (), "o-major-anunciou-que-nao-reconhece-mais"),
    # "se colaron por la frontera" is a crossing.
    _case("Dos soldados se colaron por la frontera el martes cerca de Paraguachón.", "2019-06-26",
          [("border_crossing", ANY, "2019-06-25")], (), "se-colaron-por-la-frontera"),
    # Running over people is violence and no journey; running over a bridge is a way across, no violence.
    _case("A GNB armoured car ran over protesters on the Francisco Fajardo highway on Tuesday.", "2019-05-02",
          [("violence", ANY, "2019-04-30")], ("relocation", "border_crossing"), "ran-over-protesters"),
    _case("Three soldiers ran over the Unión bridge into Colombia on Saturday.", "2019-02-25",
          [("border_crossing", ANY, "2019-02-23")], ("violence",), "ran-over-the-bridge"),
    # The legs of a journey when "and in August he" opens the second.
    _case("Lt. Ana Vélez spent two months in Cúcuta. In May she took a bus to Quito, and in July she reached Lima.",
          "2019-10-02", [("relocation", "Quito", "2019-05-01"), ("relocation", "Lima", "2019-07-01")],
          (("relocation", "Quito", "2019-07-01"),), "and-in-july-she-reached"),
    _case("El sargento Iván Paz pasó dos meses en Cúcuta. En mayo viajó en bus a Quito y en julio llegó a Lima.",
          "2019-10-02", [("relocation", "Quito", "2019-05-01"), ("relocation", "Lima", "2019-07-01")], (),
          "y-en-julio-llego"),
    # A linking word before a Spanish verb whose subject is the previous sentence's.
    _case("Cuatro guardias dijeron que tenían órdenes de reprimir. Sin embargo, cruzaron el puente Unión el 23 de "
          "febrero.", "2019-03-06", [("border_crossing", ANY, "2019-02-23")], (), "sin-embargo-cruzaron"),
    # A count since something else began ("Desde que comenzó el apagón el jueves") dates no crossing; a crossing
    # told in its own "desde que" clause keeps its day.
    _case("Desde que comenzó el paro el lunes, al menos nueve soldados han cruzado a Colombia.", "2019-05-16", [],
          (("border_crossing", ANY, "2019-05-13"),), "desde-que-comenzo-el-lunes"),
    _case("Since the blackout began on Thursday, at least nine soldiers have crossed into Colombia.", "2019-03-13", [],
          (("border_crossing", ANY, "2019-03-07"),), "since-the-blackout-began-on"),
    _case("Desde que cruzó el 23 de febrero, el cabo vive en Villa del Rosario.", "2019-05-16",
          [("border_crossing", ANY, "2019-02-23")], (), "desde-que-cruzo-keeps-its-day"),
    # The men a Spanish relative clause describes keep its time, not the main verb's.
    _case("Un juez condenó el martes a los 14 militares que se refugiaron en la embajada de Brasil.", "2019-12-12",
          [("asylum", ANY, None)], (("asylum", ANY, "2019-12-10"),), "condeno-a-los-militares-que-se-refugiaron"),
    # A revolt named in a relative clause about its leader is not dated by what happened to him later.
    _case("The corporal who led the Cotiza uprising was moved to Ramo Verde on Thursday.", "2019-01-26",
          [("relocation", ANY, "2019-01-24")], (("uprising", ANY, "2019-01-24"),), "who-led-the-uprising"),
    # ... but a day in the relative clause itself is the revolt's
    _case("A captain who took part in the revolt at La Carlota on April 30 flew to Madrid in June.", "2019-07-10",
          [("uprising", ANY, "2019-04-30")], (("uprising", ANY, None),), "who-took-part-in-on-april-30"),
    _case("El cabo que encabezó la sublevación de Cotiza fue trasladado el jueves a Ramo Verde.", "2019-01-26",
          [("relocation", ANY, "2019-01-24")], (("uprising", ANY, "2019-01-24"),), "que-encabezo-la-sublevacion"),
    # Deported from a foreign country: sent home, a crossing and a move into Venezuela (as coders code it).
    _case("Four former soldiers were deported from Aruba on Monday.", "2019-10-30",
          [("border_crossing", "Venezuela", "2019-10-28")], (("border_crossing", "Aruba", ANY),), "deported-from-aruba"),
    _case("Cuatro exmilitares fueron deportados desde Curazao el lunes.", "2019-10-30",
          [("border_crossing", "Venezuela", "2019-10-28"), ("relocation", "Venezuela", "2019-10-28")],
          (("relocation", "Curaçao", ANY),), "deportados-desde-curazao"),
    # The Portuguese pluperfect of asking for refuge.
    _case("Na semana passada, outros quatro militares já haviam pedido refúgio no Brasil.", "2019-04-03",
          [("asylum", "Brazil", ANY)], (), "ja-haviam-pedido-refugio"),
    # A return home is not placed in the foreign town told after it.
    _case("Um ex-cabo foi deportado para a Venezuela na segunda-feira (4) depois de cumprir pena em Manaus.",
          "2019-11-06", [("border_crossing", "Venezuela", "2019-11-04")], (("border_crossing", "Manaus", ANY),),
          "deportado-depois-de-cumprir-pena-em"),
    # An event told as what a dated one came N days or weeks after is that many days before it.
    _case("Sgt. Iván Mora died in a DGCIM cell on Friday, a week after he was arrested in Mérida.", "2019-07-08",
          [("arrest", "Mérida", "2019-06-28"), ("violence", ANY, "2019-07-05")], (("arrest", ANY, "2019-07-05"),),
          "a-week-after-he-was-arrested"),
    _case("Two former soldiers protested in Cúcuta on Thursday, two days after they were evicted from a hotel in "
          "Villa del Rosario.", "2019-07-08", [("protest", "Cúcuta", "2019-07-04")], (("relocation", ANY, "2019-07-04"),),
          "two-days-after-they-were-evicted"),
    # ... but "a few days after", "more than a month after" and a happening only named count nothing
    _case("About 900 troops have fled since March, officials said on Friday, more than a month after a failed revolt.",
          "2019-06-10", [], (("uprising", ANY, "2019-05-07"),), "more-than-a-month-after-a-failed-revolt"),
    _case("The soldiers were detained on Monday in Ureña, a few days after they deserted.", "2019-07-03",
          [("arrest", "Ureña", "2019-07-01")], (("defection", ANY, "2019-07-01"),), "a-few-days-after-they-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twelfth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    "El cabo fue trasladado el jueves de un albergue en Cúcuta a un hotel en Bucaramanga.",
    "O cabo foi transferido na quinta-feira (5) de um abrigo em Cúcuta para um hotel em Bucaramanga.",
])
def test_a_move_between_two_sites_goes_from_the_first_town_to_the_second(gazetteer, text: str) -> None:
    article = make_article(text, published="2019-09-07")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    move = next(e for e in events if e.event_type == "relocation")
    assert (move.origin and move.origin.name, move.destination and move.destination.name, move.place) \
        == ("Cúcuta", "Bucaramanga", "Bucaramanga")
