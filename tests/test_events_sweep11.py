"""Event extraction traps found by the eleventh sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import read_actors
from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Aid trucks burned "in" or "on" a place: the place is the scene, as it is for any other violence.
    _case("Guardsmen torched three trucks in Ureña on Saturday.", "2019-02-25",
          [("violence", "Ureña", "2019-02-23")], (), "torched-trucks-in"),
    _case("Soldiers set fire to two aid trucks on the Simón Bolívar bridge on Saturday.", "2019-02-25",
          [("violence", "Simón Bolívar International Bridge", "2019-02-23")], (), "set-fire-to-trucks-on"),
    # ... while aid moving "from" a town is still no one's move
    _case("Convoys of aid trucks from Cúcuta were turned back on Saturday.", "2019-02-25", [], ("relocation",),
          "aid-from-cucuta"),
    _case("Guardsmen burned three of the trucks in Ureña on Saturday.", "2019-02-25",
          [("violence", "Ureña", "2019-02-23")], (), "burned-three-of-the-trucks"),
    # Firing into a crowd.
    _case("Troops fired into the crowd in Santa Elena de Uairén on Friday, witnesses said.", "2019-02-25",
          [("violence", "Santa Elena de Uairén", "2019-02-22")], (), "fired-into-the-crowd"),
    # The occupants of a vehicle are the people in it.
    _case("On Saturday a Guard armoured car smashed through the fence at the Unión bridge; its three occupants "
          "asked for refuge.", "2019-02-25", [("asylum", ANY, "2019-02-23")], (), "its-three-occupants"),
    # A march "through" a town or "por" it is placed in the town.
    _case("Some 80 former soldiers marched through Riohacha on Tuesday to demand work permits.", "2019-08-01",
          [("protest", "Riohacha", "2019-07-30")], (), "marched-through"),
    _case("Unos 80 exmilitares marcharon el martes por Riohacha para exigir permisos de trabajo.", "2019-08-01",
          [("protest", "Riohacha", "2019-07-30")], (), "marcharon-por"),
    # Ranks in the plural with none counted before are the men the story is about.
    _case("The corporals crossed the Francisco de Paula Santander bridge on Wednesday, police said.", "2019-03-08",
          [("border_crossing", ANY, "2019-03-06")], (), "the-corporals-crossed"),
    _case("Los sargentos cruzaron el miércoles el puente Francisco de Paula Santander.", "2019-03-08",
          [("border_crossing", ANY, "2019-03-06")], (), "los-sargentos-cruzaron"),
    _case("Los infantes de marina llegaron el miércoles a Maicao en una camioneta.", "2019-03-08",
          [("border_crossing", "Maicao", "2019-03-06")], (), "los-infantes-de-marina"),
    # An attaché abroad who defects.
    _case("Venezuela's military attaché in Ottawa defected on Monday.", "2019-06-05",
          [("defection", ANY, "2019-06-03")], (), "venezuelas-military-attache"),
    _case("The military attaché defected on Monday, the embassy said.", "2019-06-05",
          [("defection", ANY, "2019-06-03")], (), "the-military-attache"),
    # "he" after a person named only in an "of" phrase is that person.
    _case("The family of Lt. Tomás Arrieta said he was detained in Barinas on Monday.", "2019-06-05",
          [("arrest", "Barinas", "2019-06-03")], (), "family-of-said-he"),
    _case("The whereabouts of Sgt. Iván Luque are unknown since he was detained in Mérida on Monday.", "2019-06-05",
          [("arrest", "Mérida", "2019-06-03")], (), "whereabouts-of-since-he"),
    # The weekday a week before the last one.
    _case("A navy corporal crossed into Maicao a week ago Sunday.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-09-01")], (), "a-week-ago-sunday"),
    _case("A navy corporal crossed into Maicao the Sunday before last.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-09-01")], (), "sunday-before-last"),
    _case("Un cabo de la Armada cruzó a Maicao el domingo antepasado.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-09-01")], (), "domingo-antepasado"),
    _case("Um cabo da Marinha cruzou a fronteira em Pacaraima no domingo retrasado.", "2019-09-11",
          [("border_crossing", "Pacaraima", "2019-09-01")], (), "domingo-retrasado"),
    _case("Tres guardias cruzaron a Maicao la semana antepasada.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-08-26")], (), "la-semana-antepasada"),
    # A Spanish sentence may open on its past verb: "Cruzaron ... el fin de semana" is the weekend gone.
    _case("Cruzaron el fin de semana tres guardias hacia Maicao.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-09-02")], (), "cruzaron-el-fin-de-semana"),
    # ... and "el domingo pasado" is still the last one
    _case("Un cabo de la Armada cruzó a Maicao el domingo pasado.", "2019-09-11",
          [("border_crossing", "Maicao", "2019-09-08")], (), "domingo-pasado"),
    # The receiving country lets the men into "the country".
    _case("Colombia allowed the nine guardsmen to enter the country on Tuesday.", "2019-04-04",
          [("border_crossing", "Colombia", "2019-04-02")], (), "allowed-to-enter-the-country"),
    _case("The nine guardsmen entered the country on Tuesday, Colombian officials said.", "2019-04-04",
          [("border_crossing", "Colombia", "2019-04-02")], (), "entered-the-country-officials"),
    # ... but leaving "the country" a home official speaks of is no crossing into a neighbour
    _case("The nine guardsmen entered the country's main barracks on Tuesday.", "2019-04-04", [],
          ("border_crossing",), "country-barracks"),
    # ... nor is a running total of those who "han ingresado al país" this year
    _case("Migración Colombia estima que más de 900 uniformados venezolanos han ingresado al país en 2019.",
          "2019-12-02", [], ("border_crossing",), "han-ingresado-al-pais-tally"),
    # ... though one "since January" is the tally coders list, undated
    _case("Según Migración Colombia, 800 uniformados venezolanos han ingresado al país desde enero.",
          "2019-12-02", [("border_crossing", "Colombia", None)], (), "han-ingresado-al-pais-desde-enero"),
    # Received somewhere, in the passive, is where the men came in.
    _case("Los soldados fueron recibidos en Maicao por funcionarios de Migración Colombia el 3 de abril.",
          "2019-04-08", [("border_crossing", ANY, "2019-04-03")], (), "fueron-recibidos-en"),
    _case("Os três soldados foram recebidos em Pacaraima pelo Exército na quarta-feira (3).", "2019-04-08",
          [("border_crossing", "Pacaraima", "2019-04-03")], (), "foram-recebidos-em"),
    # Helping others desert is what someone is accused of, and a rebellion one is punished for is the crime.
    _case("Troops detained two Wayuu men in Paraguaipoa on Friday, accusing them of helping guardsmen desert.",
          "2019-04-08", [("arrest", "Paraguaipoa", "2019-04-05")], ("defection",), "accused-of-helping-desert"),
    _case("A military court in Maracay sentenced Capt. Elías Ortega to eight years on Friday for rebellion.",
          "2019-04-08", [], ("uprising",), "sentenced-for-rebellion"),
    _case("El capitán Elías Ortega fue condenado el viernes a ocho años por el delito de rebelión.",
          "2019-04-08", [], ("uprising",), "condenado-por-rebelion"),
    # ... while a revolt that men were detained after stays a revolt
    _case("Dozens of guardsmen rose up in Cotiza on Monday; 27 were detained after the rebellion.", "2019-01-23",
          [("uprising", ANY, "2019-01-21")], (), "rebellion-told"),
    # Surrender to a foreign island's authorities is placed there.
    _case("Cuatro marineros se entregaron el lunes a las autoridades de Aruba.", "2019-05-08",
          [("defection", "Aruba", "2019-05-06")], (), "autoridades-de-aruba"),
    _case("Dos sargentos fueron interceptados el lunes por la guardia costera de Curazao.", "2019-05-08",
          [("arrest", "Curaçao", "2019-05-06")], (), "guardia-costera-de-curazao"),
    # ... but a home force named in a tally ("policía de Venezuela") is no place anyone surrendered at
    _case("Según Migración, 900 miembros de la Fuerza Armada y de la policía de Venezuela han cruzado a Colombia "
          "desde el 23 de febrero.", "2019-04-16", [], (("defection", "Venezuela", ANY),), "policia-de-venezuela-tally"),
    # A shot taken, and getting there all the same, in Spanish and Portuguese.
    _case("Un cabo recibió un disparo en el brazo el martes mientras cruzaba por una trocha, pero logró llegar a "
          "Villa del Rosario.", "2019-07-12", [("violence", ANY, "2019-07-09"), ("border_crossing", ANY, "2019-07-09")],
          (), "recibio-un-disparo-logro-llegar"),
    _case("Um cabo levou um tiro no braço na terça-feira (9), mas conseguiu chegar a Pacaraima.", "2019-07-12",
          [("violence", ANY, "2019-07-09"), ("border_crossing", "Pacaraima", "2019-07-09")], (), "levou-um-tiro"),
    # A day between "moved" and where to: "was moved on Aug. 4 to a hotel".
    _case("The corporal was moved on Aug. 4 to a shelter in Bucaramanga.", "2019-08-15",
          [("relocation", "Bucaramanga", "2019-08-04")], (), "moved-on-aug-4-to"),
    # Habits, generic relative clauses and tries are no events.
    _case("Since January, hundreds of Venezuelans have crossed the Unión bridge every day to buy rice and flour.",
          "2019-07-10", [], ("border_crossing",), "crossed-every-day-to-buy"),
    _case("Guaidó has offered amnesty to officers who switch sides.", "2019-07-10", [], ("defection",),
          "officers-who-switch-sides"),
    _case("Every week, dozens of soldiers try to cross the river, according to Colombian intelligence.",
          "2019-07-10", [], ("border_crossing",), "soldiers-try-to-cross"),
    # ... while a crossing told with its own day stays one, whatever follows the comma
    _case("Two privates crossed the Unión bridge on Monday, and every day since they have called home.",
          "2019-07-10", [("border_crossing", ANY, "2019-07-08")], (), "crossed-then-every-day"),
    # Over a land border between two foreign countries is a crossing as well as a move on (coders list one or
    # the other, or both) ...
    _case("Five former guardsmen spent the summer in Ipiales. On Monday they crossed from the Colombian town of "
          "Ipiales into Ecuador on foot.", "2019-09-04", [("border_crossing", ANY, "2019-09-02")], ("defection",),
          "crossed-from-ipiales-into-ecuador"),
    _case("Tres exmilitares cruzaron a Cúcuta en abril. Los tres atravesaron el puente de Rumichaca el 2 de "
          "septiembre y, a mediados de septiembre, entraron a Perú por Tumbes.", "2019-10-01",
          [("border_crossing", "Rumichaca Bridge", "2019-09-02"), ("border_crossing", "Tumbes", "2019-09-01")],
          (), "legs-abroad-each-a-crossing"),
    # ... while a flight on to another country is a move, and a plan to cross stays no crossing
    _case("Sgt. Ana Ríos crossed into Colombia in March. She flew from Bogotá to Lima on Saturday.", "2019-10-22",
          [("relocation", "Lima", "2019-10-19")], (("border_crossing", "Lima", ANY),), "flew-on-to-lima"),
    _case("Six former soldiers spent months in Ecuador. They planned to cross into Peru at Huaquillas later this "
          "week.", "2019-11-13", [], ("border_crossing",), "planned-to-cross-into-peru"),
    # A desertion and a later arrival, each with its own date: the desertion is not placed where they arrived.
    _case("O cabo Ivan Prado desertou em fevereiro e chegou a Manaus na semana passada.", "2019-05-08",
          [("defection", "Venezuela", "2019-02-01")], (("defection", "Manaus", ANY),), "desertou-e-chegou-later"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_eleventh_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_a_plural_rank_with_a_group_counted_before_is_that_group() -> None:
    _, second = read_actors(["Three sergeants crossed on Monday.", "The sergeants asked for refuge."])
    assert second[0].actors[0].count == 3


def test_the_unit_the_men_belonged_to_is_where_they_left_from(gazetteer) -> None:
    text = "The two soldiers, who belonged to a battalion in Rubio, crossed the border on Tuesday."
    article = make_article(text, published="2019-08-15")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    crossing = next(e for e in events if e.event_type == "border_crossing")
    assert crossing.origin is not None and crossing.origin.name == "Rubio"
