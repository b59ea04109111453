"""Event extraction traps found in held-out batch 37 (a Guard corporal near the Tienditas bridge, a captain's family
in Cúcuta after his uncle's death in DGCIM custody, deserters moved from Cúcuta's hotels to a shelter, a guardsman's
escape after the Cotiza mutiny, CONARE's refuge, a lieutenant colonel arrested in Zulia), each shown on new
sentences: "han llegado al país" in a tally, a town "near the Colombian border", a revolt named by the day after
its noun, a receiving side's tally of asylum requests, "was later taken", going back "por una trocha a" a town, a
site "a pocas cuadras del puente", "desde ... hasta" between sites of two towns, "se lo llevaron de su casa" and
"falleció en la sede de la Dgcim"."""

from __future__ import annotations

import pytest

from geo.events import find_triggers

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ARRIVED_IN_THE_COUNTRY = [
    # "han llegado al país" in a neighbour's tally is a crossing into that neighbour, like "han ingresado al país".
    _case("Migración Colombia estima que unos 900 militares venezolanos han llegado al país desde marzo.", "2019-08-20",
          [("defection", "Colombia", None), ("border_crossing", "Colombia", None)], (), "es-han-llegado-al-pais"),
    _case("Segundo o Exército brasileiro, 45 militares venezuelanos chegaram ao país desde janeiro.", "2019-08-20",
          [("border_crossing", "Brazil", None)], (), "pt-chegaram-ao-pais"),
    # (as English "arrived in the country" already was)
    _case("Three Venezuelan sergeants arrived in the country on Monday, Migración Colombia said.", "2019-08-20",
          [("border_crossing", "Colombia", "2019-08-19")], (), "arrived-in-the-country"),
    # ... not a country nobody receiving names.
    _case("Dos sargentos llegaron al país el martes.", "2019-08-20", [], ("border_crossing",), "es-llegaron-al-pais-nadie"),
]


@pytest.mark.parametrize("text, published, present, absent", ARRIVED_IN_THE_COUNTRY)
def test_arrived_in_the_country(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


NEAR_THE_BORDER = [
    # ", near the Colombian border" says where the town lies: the trip stays at home.
    _case("On Thursday, the corporal took a bus to Guasdualito, near the Colombian border.", "2019-03-20",
          [("relocation", "Guasdualito", "2019-03-14")], ("border_crossing", "defection"), "town-near-the-border"),
    _case("On Thursday, the corporal traveled to Rubio, close to the border.", "2019-03-20",
          [("relocation", "Rubio", "2019-03-14")], ("border_crossing",), "town-close-to-the-border"),
    # ... a crossing told after it still crosses.
    _case("On Thursday, the corporal traveled to Rubio, near the border, and crossed into Colombia.", "2019-03-20",
          [("border_crossing", ANY, "2019-03-14")], (), "near-the-border-then-crossed"),
]


@pytest.mark.parametrize("text, published, present, absent", NEAR_THE_BORDER)
def test_town_near_the_border(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


REVOLT_NAMED_BY_ITS_DAY = [
    # "tras el levantamiento del 30 de abril" names the revolt by its own day, as "after the April 30 uprising".
    _case("En junio, la Dgcim detuvo en Barinas a un capitán, acusado de conspirar tras el levantamiento del 30 de abril "
          "en Caracas.", "2019-08-20", [("uprising", "Caracas", "2019-04-30"), ("arrest", "Barinas", "2019-06-01")], (),
          "es-tras-el-levantamiento-del-30-de-abril"),
    # (Portuguese already read it so)
    _case("Um capitão foi preso em junho em Maracay, após o levante de 30 de abril em Caracas.", "2019-08-20",
          [("uprising", "Caracas", "2019-04-30")], (), "pt-apos-o-levante-de-30-de-abril"),
    # ... an undated back reference stays one.
    _case("En junio, la Dgcim detuvo en Barinas a un capitán, acusado de conspirar tras el levantamiento en Caracas.",
          "2019-08-20", [("arrest", "Barinas", "2019-06-01")], ("uprising",), "es-tras-el-levantamiento"),
]


@pytest.mark.parametrize("text, published, present, absent", REVOLT_NAMED_BY_ITS_DAY)
def test_revolt_named_by_its_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


REQUESTS_RECEIVED = [
    # A receiving country's tally of asylum requests, with who made them, is an asylum in that country.
    _case("Desde março, o Brasil recebeu cerca de 70 pedidos de refúgio de militares e policiais venezuelanos.",
          "2019-08-20", [("asylum", "Brazil", None)], (), "pt-recebeu-pedidos-de-refugio"),
    _case("Since February, Colombia has received about 200 asylum requests from Venezuelan soldiers.", "2019-08-20",
          [("asylum", "Colombia", None)], (), "received-asylum-requests-from"),
    _case("Colombia recibió el lunes 40 solicitudes de refugio de 40 sargentos venezolanos.", "2019-08-20",
          [("asylum", "Colombia", "2019-08-19")], (), "es-recibio-solicitudes-de-refugio"),
    # The country the sentence opens with grants, past an aside about it.
    _case("Peru, whose government has criticised Maduro, has received some 80 asylum requests from Venezuelan "
          "soldiers this year.", "2019-08-20", [("asylum", "Peru", None)], (), "country-whose-aside-has-received"),
    _case("Brazil, which hosts thousands of Venezuelans, granted asylum to 30 soldiers on Monday.", "2019-08-20",
          [("asylum", "Brazil", "2019-08-19")], (), "country-which-aside-granted"),
    # ... receiving anything else is none.
    _case("In July, Colombia received 40 tons of aid from Venezuelan exiles.", "2019-08-20", [], ("asylum",),
          "received-aid"),
]


@pytest.mark.parametrize("text, published, present, absent", REQUESTS_RECEIVED)
def test_asylum_requests_received(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TAKEN_LATER = [
    # "was later taken", "foi levado depois": some time after the step told before, on no day the story gives.
    _case("O cabo Rui Pinto desertou em maio. O cabo foi levado depois para um abrigo em Boa Vista.", "2019-08-20",
          [("relocation", "Boa Vista", None)], (), "pt-levado-depois"),
    _case("El cabo Rui Pinto desertó en mayo. El cabo fue trasladado más tarde a un albergue en Cúcuta.", "2019-08-20",
          [("relocation", "Cúcuta", None)], (), "es-trasladado-mas-tarde"),
    _case("Cpl. Rui Pinto deserted in May. He was later taken to a shelter in Boa Vista.", "2019-08-20",
          [("relocation", "Boa Vista", None)], (), "was-later-taken"),
    # ... "later that day" goes on with it.
    _case("Cpl. Rui Pinto crossed into Brazil on Monday. He was later that day taken to a shelter in Boa Vista.",
          "2019-08-20", [("relocation", "Boa Vista", "2019-08-19")], (), "later-that-day"),
]


@pytest.mark.parametrize("text, published, present, absent", TAKEN_LATER)
def test_taken_later(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MOVES_BETWEEN_SITES = [
    # Going back "por una trocha a Rubio": the "a" of a return is "to".
    _case("Tres exsoldados regresaron por una trocha a San Antonio del Táchira el lunes 4 de noviembre.", "2019-11-20",
          [("border_crossing", "San Antonio del Táchira", "2019-11-04")], (), "es-regresaron-por-una-trocha-a"),
    _case("Dois ex-soldados voltaram por uma trilha a Santa Elena de Uairén na segunda-feira (4).", "2019-11-20",
          [("border_crossing", "Santa Elena de Uairén", "2019-11-04")], (), "pt-voltaram-por-uma-trilha-a"),
    # A site "a pocas cuadras del puente" lies near the bridge; nobody crossed it.
    _case("El jueves, 30 exmilitares fueron llevados a un albergue en Ureña, a pocas cuadras del puente Francisco de "
          "Paula Santander.", "2019-11-20", [("relocation", "Ureña", "2019-11-14")], ("border_crossing",),
          "es-a-pocas-cuadras-del-puente"),
    # (English already read it so)
    _case("On Thursday, 30 former soldiers were taken to a shelter in Ureña, a few blocks from the Francisco de Paula "
          "Santander bridge.", "2019-11-20", [("relocation", "Ureña", "2019-11-14")], ("border_crossing",),
          "a-few-blocks-from-the-bridge"),
    # "desde tres hoteles de Cúcuta hasta una bodega de Villa del Rosario": from the first town's sites to the second's.
    _case("El jueves, 30 exmilitares fueron trasladados desde dos hoteles del centro de Cúcuta hasta una bodega de "
          "Villa del Rosario.", "2019-11-20", [("relocation", "Villa del Rosario", "2019-11-14")], (),
          "es-desde-hoteles-hasta-una-bodega"),
    # ... a site of a town with no "desde" or "hasta" is where it happened.
    _case("El jueves, la Dgcim detuvo al sargento Iván Soto en su casa de Maracay.", "2019-11-20",
          [("arrest", "Maracay", "2019-11-14")], (), "es-en-su-casa-de"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVES_BETWEEN_SITES)
def test_moves_between_sites(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


IN_THE_SERVICES_HANDS = [
    # "se lo llevaron de su casa en X": the knock, told actively.
    _case("El capitán Iván Soto servía en Barinas. Agentes de la Dgcim se lo llevaron de su casa en Maracay el 3 de mayo.",
          "2019-08-20", [("arrest", "Maracay", "2019-05-03")], (), "es-se-lo-llevaron-de-su-casa"),
    # ... relatives taking someone home are no arrest.
    _case("Sus hermanos se la llevaron de su casa en Maracay a Valencia el 3 de mayo.", "2019-08-20", [], ("arrest",),
          "es-hermanos-se-la-llevaron"),
    # "falleció en la sede de la Dgcim": a death in their hands; a death at home is none.
    _case("Según su abogado, el sargento falleció el viernes en la sede de la Dgcim en Caracas.", "2019-08-20",
          [("violence", ANY, "2019-08-16")], (), "es-fallecio-en-la-sede-de-la-dgcim"),
    _case("El sargento dijo que su padre falleció el viernes en Barinas.", "2019-08-20", [], ("violence",),
          "es-fallecio-en-casa"),
]


@pytest.mark.parametrize("text, published, present, absent", IN_THE_SERVICES_HANDS)
def test_in_the_services_hands(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ONWARD_TRIP_TOLD_BY_ITS_TOWNS = [
    # "Ipiales, the last Colombian town before the border": where the town lies; the trip from Cúcuta stays abroad.
    _case("Four former soldiers who deserted in March took a bus from Cúcuta on Monday and reached Ipiales, the last "
          "Colombian town before the border, on Wednesday.", "2019-06-20",
          [("relocation", "Ipiales", "2019-06-19")], ("border_crossing",), "town-before-the-border"),
    # "the bridge" by a town the sentence names is the bridge told near that town, not the latest one told.
    _case("Four former soldiers crossed the Rumichaca bridge into Ecuador on Tuesday. In February they had deserted "
          "over the Simón Bolívar bridge. On Tuesday evening they walked across the bridge to Tulcán.", "2019-06-20",
          [("border_crossing", "Rumichaca Bridge", "2019-06-18")],
          (("border_crossing", "Simón Bolívar International Bridge", "2019-06-18"),), "the-bridge-near-the-town"),
    # ... and the latest bridge stays when it lies near the town.
    _case("Two soldiers crossed the Simón Bolívar bridge on Monday. On Tuesday they walked across the bridge to "
          "Cúcuta.", "2019-06-20", [("border_crossing", "Simón Bolívar International Bridge", "2019-06-18")], (),
          "the-bridge-latest-near-the-town"),
]


@pytest.mark.parametrize("text, published, present, absent", ONWARD_TRIP_TOLD_BY_ITS_TOWNS)
def test_onward_trip_told_by_its_towns(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COUNTED_AFTER_THE_DAY = [
    # "On Tuesday, a day after the four crossed, officials said": the crossing counted from, set off after the day
    # the sentence opens with, is told before, not news of that day.
    _case("Four former soldiers crossed the Rumichaca bridge into Ecuador on Monday. On Tuesday, a day after the four "
          "crossed, Ecuadorean officials in Tulcán said they had no instructions.", "2019-06-20", [],
          (("defection", ANY, "2019-06-17"),), "on-tuesday-a-day-after-the-four-crossed"),
    _case("Cpl. Hugo Peña deserted on Monday. On Wednesday, two days after he fled, agents searched his house in "
          "Maracay.", "2019-06-20", [("defection", ANY, "2019-06-17")], (("defection", ANY, "2019-06-19"),),
          "on-wednesday-two-days-after-he-fled"),
    # ... a desertion told after the count is news.
    _case("On Wednesday, two days after his brother fled, Cpl. Hugo Peña deserted in Maracay.", "2019-06-20",
          [("defection", "Maracay", "2019-06-19")], (), "counted-then-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_AFTER_THE_DAY)
def test_counted_after_the_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DESERTION_PLACED_BY_THE_NEXT_STEP = [
    # A named man's desertion told with no place, then his crossing and surrender in the next sentence: deserted
    # where he crossed (as a described group's already was).
    _case("Entre los que esperan está el sargento Hugo Peña, quien desertó el 3 de mayo, tras el levantamiento "
          "del 30 de abril en Caracas. Peña cruzó el río Táchira a la altura de Ureña y "
          "se entregó al Ejército colombiano en ese municipio.",
          "2019-06-20", [("defection", "Táchira River", "2019-05-03")], (("defection", None, "2019-05-03"),),
          "es-desertion-placed-by-the-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", DESERTION_PLACED_BY_THE_NEXT_STEP)
def test_desertion_placed_by_the_next_step(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LAID_ACROSS_THE_ROAD = [
    # "atravesó ... en la vía": something laid across a road or bridge to block it; nobody crossed.
    ("En el puente Simón Bolívar siguen los camiones que la Guardia Nacional atravesó en la vía en febrero.", False),
    ("La Guardia Nacional atravesó dos camiones en el puente Simón Bolívar el viernes.", False),
    # ... crossing the bridge itself is a crossing.
    ("El sargento Hugo Peña atravesó el puente Simón Bolívar el viernes.", True),
]


@pytest.mark.parametrize("text, crossed", LAID_ACROSS_THE_ROAD)
def test_laid_across_the_road(text: str, crossed: bool) -> None:
    found = [t for t in find_triggers(text) if t.event_type == "border_crossing" and t.status == "occurred"]
    assert bool(found) == crossed, found


def test_san_jose_de_cotiza_is_cotiza(gazetteer) -> None:
    """"the San José de Cotiza area" is Caracas's Cotiza, not Costa Rica's capital."""
    coded = _coded(gazetteer, "A woman was killed in the San José de Cotiza area on Monday, residents said.",
                   "2019-01-31")
    assert_coded(coded, [("violence", "Cotiza", "2019-01-28")], (("violence", "San José", ANY),))
