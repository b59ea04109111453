"""Event extraction traps found by the twenty-second sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.actors import read_actors
from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A day of the month alone ("on the 9th", "el día 9", "no dia 9") goes on from the story's latest day, in the
    # two weeks after it, before it is the latest 9th of all.
    _case("The sergeant deserted on the night of June 6. He reached Cúcuta on the 9th.", "2019-07-20",
          [("border_crossing", "Cúcuta", "2019-06-09")], (), "on-the-9th-after-june-6"),
    _case("El sargento desertó la noche del 6 de junio. Llegó a Cúcuta el día 9.", "2019-07-20",
          [("border_crossing", "Cúcuta", "2019-06-09")], (), "el-dia-9-after-6-de-junio"),
    _case("O sargento desertou na noite de 6 de junho. Ele chegou a Pacaraima no dia 9.", "2019-07-20",
          [("border_crossing", "Pacaraima", "2019-06-09")], (), "no-dia-9-after-6-de-junho"),
    # A desertion "from the naval base of", "del fuerte de", "da base aérea de": the post's town, after the verb's day.
    _case("El cabo desertó el martes de la base naval de Puerto Cabello.", "2019-07-20",
          [("defection", "Puerto Cabello", "2019-07-16")], (), "desertó-de-la-base-naval-de"),
    _case("O cabo desertou na terça-feira do forte de Guasdualito.", "2019-07-20",
          [("defection", "Guasdualito", "2019-07-16")], (), "desertou-do-forte-de"),
    # Numbers: a half-dozen, upwards of, "duas dezenas" (two tens), "una quincena".
    _case("A half-dozen guardsmen crossed into Colombia on Tuesday.", "2019-07-20",
          [("border_crossing", "Colombia", "2019-07-16")], (), "a-half-dozen"),
    _case("Upwards of 30 soldiers crossed into Colombia on Tuesday.", "2019-07-20",
          [("border_crossing", "Colombia", "2019-07-16")], (), "upwards-of"),
    # Security bodies name a group's members: "two FAES officers", "three Sebin officers".
    _case("Three Sebin officers crossed the Unión bridge on Tuesday and turned themselves in.", "2019-07-20",
          [("border_crossing", ANY, "2019-07-16")], (), "sebin-officers"),
    # "frente al", "em frente ao": the site protested at, and its town.
    _case("Unos 50 exmilitares protestaron el martes frente al consulado de Venezuela en Bogotá.", "2019-07-20",
          [("protest", "Venezuelan Consulate in Bogotá", "2019-07-16")], (), "frente-al-consulado"),
    _case("Dois ex-militares foram presos na terça-feira em frente à rodoviária de Boa Vista.", "2019-07-20",
          [("arrest", "Boa Vista", "2019-07-16")], (), "em-frente-a-rodoviaria-de"),
    # Portuguese imperfect of crossing ("quando cruzava a fronteira") is a crossing, and the attack is where it was.
    _case("Um sargento foi ferido na quinta-feira quando atravessava a fronteira em Pacaraima.", "2019-07-20",
          [("border_crossing", "Pacaraima", "2019-07-18"), ("violence", "Pacaraima", "2019-07-18")], (),
          "ferido-quando-atravessava"),
    # Portuguese names of foreign capitals.
    _case("O tenente viajou na quinta-feira para Madri, onde pediu asilo.", "2019-07-20",
          [("asylum", "Madrid", "2019-07-18")], (), "madri"),
    # A town an aside says the men lived or hid in is where their move starts: a move, no crossing from home.
    _case("El sargento, que vivía en Cúcuta, viajó el jueves a Lima.", "2019-07-20",
          [("relocation", "Lima", "2019-07-18")], ("border_crossing",), "que-vivia-en-cucuta-viajo"),
    _case("The corporal, who had been hiding in Cúcuta since May, flew to Santiago on Thursday.", "2019-07-20",
          [("relocation", "Santiago", "2019-07-18")], ("border_crossing",), "who-had-been-hiding-in-flew"),
    # "após o fracasso do levante" names the revolt before; it is no revolt at the embassy.
    _case("Dois sargentos se refugiaram na terça-feira na embaixada do Brasil em Caracas após o fracasso do levante.",
          "2019-05-10", [("asylum", ANY, "2019-05-07")], ("uprising",), "apos-o-fracasso-do-levante"),
    # A relative taken away after a raid, in Portuguese, and "took his brother into custody".
    _case("A Dgcim invadiu na quarta-feira a casa da família em Valencia e levou preso o pai do cabo.", "2019-07-20",
          [("arrest", "Valencia", "2019-07-17")], (), "invadiu-e-levou-preso-o-pai"),
    _case("Intelligence agents raided the family's home in Valencia on Wednesday and took the corporal's father into "
          "custody.", "2019-07-20", [("arrest", "Valencia", "2019-07-17")], (), "took-the-father-into-custody"),
    _case("Police took the two deserters into custody in Maicao on Wednesday.", "2019-07-20",
          [("arrest", "Maicao", "2019-07-17")], ("relocation",), "took-into-custody-no-move"),
    # Moves: "hitchhiked to", "se fue a", "foi para", "rumo ao", put on a bus by others, a start put first.
    _case("The sergeant hitchhiked to Medellín on Sunday.", "2019-07-20",
          [("relocation", "Medellín", "2019-07-14")], (), "hitchhiked-to"),
    _case("El cabo Luis Pérez se fue a Medellín el domingo.", "2019-07-20",
          [("relocation", "Medellín", "2019-07-14")], (), "se-fue-a"),
    _case("O cabo Luis Pérez foi para Manaus no domingo.", "2019-07-20",
          [("relocation", "Manaus", "2019-07-14")], (), "foi-para"),
    _case("O sargento Luis Pérez partiu no domingo rumo ao Equador.", "2019-07-20",
          [("relocation", "Ecuador", "2019-07-14")], (), "partiu-rumo-ao"),
    _case("Dos cabos llegaron a Cúcuta el 2 de julio. Días después, la Iglesia los subió a un bus rumbo a Cali.",
          "2019-07-20", [("relocation", "Cali", ANY)], (), "los-subio-a-un-bus"),
    _case("Dois cabos chegaram a Pacaraima em 2 de julho. A Polícia os colocou num ônibus para Boa Vista no dia 4.",
          "2019-07-20", [("relocation", "Boa Vista", "2019-07-04")], (), "os-colocou-num-onibus"),
    _case("De Pacaraima, os dois cabos seguiram de ônibus até Manaus no domingo.", "2019-07-20",
          [("relocation", "Manaus", "2019-07-14")], ("border_crossing",), "de-pacaraima-fronted"),
    # Asking for refuge with a day between the verb and the request; the status granted, in Spanish and Portuguese.
    _case("El cabo radicó el martes su solicitud de refugio en Quito.", "2019-07-20",
          [("asylum", "Quito", "2019-07-16")], (), "radico-el-martes-su-solicitud"),
    _case("O cabo protocolou na terça-feira o pedido de refúgio em Manaus.", "2019-07-20",
          [("asylum", "Manaus", "2019-07-16")], (), "protocolou-na-terca-o-pedido"),
    _case("Os três sargentos obtiveram o status de refugiado no Brasil na terça-feira.", "2019-07-20",
          [("asylum", "Brazil", "2019-07-16")], (), "obtiveram-o-status"),
    _case("A los tres sargentos se les concedió el martes el estatus de refugiado en Perú.", "2019-07-20",
          [("asylum", "Peru", "2019-07-16")], (), "se-les-concedio-el-martes"),
    # Staying away from duty is a desertion; "se marcharon de su puesto" is no march.
    _case("A sergeant failed to report for duty at his battalion in Maturín on Monday.", "2019-07-20",
          [("defection", "Maturín", "2019-07-15")], (), "failed-to-report-for-duty"),
    _case("Un sargento no se presentó el lunes a su unidad en Maturín.", "2019-07-20",
          [("defection", "Maturín", "2019-07-15")], (), "no-se-presento-a-su-unidad"),
    _case("Um sargento não se apresentou na segunda-feira à sua unidade em Maturín.", "2019-07-20",
          [("defection", "Maturín", "2019-07-15")], (), "nao-se-apresentou-a-unidade"),
    _case("Tres soldados se marcharon el lunes de su puesto en Guasdualito.", "2019-07-20",
          [("defection", "Guasdualito", "2019-07-15")], ("protest",), "se-marcharon-de-su-puesto"),
    _case("Two navy sailors jumped ship in Aruba on Monday.", "2019-07-20",
          [("defection", "Aruba", "2019-07-15")], (), "jumped-ship"),
    # An office holder named by surname alone speaks for his office: "Duque said", "Padrino López dijo".
    _case("Duque said on Monday that Colombia would not hand over any deserter.", "2019-07-20",
          [("statement", "Colombia", "2019-07-15")], (), "duque-said"),
    _case("Padrino López dijo el lunes en cadena nacional que los desertores son traidores.", "2019-07-20",
          [("statement", "Venezuela", "2019-07-15")], (), "padrino-lopez-dijo"),
    # The members of a group told before, named ("Los soldados, identificados como"): the same desertion, once.
    _case("Dos soldados desertaron el jueves de un puesto en El Amparo y cruzaron el río Arauca. Los soldados, "
          "identificados como Luis Rojas y Pedro Mena, se presentaron esa misma noche ante la Policía colombiana en "
          "Arauca.", "2019-07-20", [("defection", "El Amparo", "2019-07-18")], (("defection", "Arauca", ANY),),
          "los-soldados-identificados-como"),
    # A move in the conditional, or one that was going to be, never happened: "sería enviado", "iba a ser trasladado"
    _case("El cabo dijo que su batallón sería enviado a Apure.", "2019-07-20", [], ("relocation",), "seria-enviado"),
    _case("O cabo disse que seu batalhão seria transferido para Apure.", "2019-07-20", [], ("relocation",),
          "seria-transferido"),
    _case("El cabo contó que su unidad iba a ser trasladada a Apure.", "2019-07-20", [], ("relocation",),
          "iba-a-ser-trasladada"),
    # A chronology's entries tell their moves in the present; elsewhere the present is a habit.
    _case("- April 12: Sgt. Luis Mora takes a bus to Medellín.", "2019-07-20", [("relocation", "Medellín", "2019-04-12")],
          (), "chronology-present-takes-a-bus"),
    _case("April 20 — Sgt. Luis Mora wades across the Táchira River at dawn.", "2019-07-20",
          [("border_crossing", ANY, "2019-04-20")], (), "chronology-present-wades"),
    _case("Sgt. Luis Mora travels to Cúcuta every month to see his mother.", "2019-07-20", [],
          ("relocation", "border_crossing"), "present-habit-no-move"),
    # The day right after a word of blame ("calificó el lunes de traidores") is the speech's, not the desertion's told in it.
    _case("Maduro calificó el lunes de traidores a los militares que desertaron.", "2019-07-20",
          [("statement", "Venezuela", "2019-07-15")], (("defection", ANY, "2019-07-15"),), "califico-el-lunes"),
    _case("Maduro chamou na segunda-feira de traidores os militares que desertaram.", "2019-07-20",
          [("statement", "Venezuela", "2019-07-15")], (("defection", ANY, "2019-07-15"),), "chamou-na-segunda"),
    # Holidays as days: Twelfth Night, Christmas in Portuguese, Carnival; the day-before-yesterday is no name.
    _case("El Día de Reyes, dos soldados cruzaron el río Táchira.", "2019-01-10",
          [("border_crossing", ANY, "2019-01-06")], (), "dia-de-reyes"),
    _case("Na noite de Natal, dois soldados cruzaram a fronteira em Pacaraima.", "2019-12-30",
          [("border_crossing", "Pacaraima", "2019-12-24")], (), "noite-de-natal"),
    _case("Durante el Carnaval, tres guardias cruzaron el puente Unión.", "2019-03-15",
          [("border_crossing", ANY, "2019-03-04")], (), "durante-el-carnaval"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_second_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    "Antier, un sargento de la GNB cruzó el puente Simón Bolívar.",
    "En Semana Santa, cuatro soldados desertaron de un batallón en Maturín.",
    "During Holy Week, four soldiers deserted from a battalion in Maturín.",
    "El Día de Reyes, un sargento cruzó el río Táchira.",
])
def test_a_time_word_opening_the_sentence_is_no_name(gazetteer, text: str) -> None:
    """"Antier", "Semana Santa", "Holy Week", "Día de Reyes": a day told, never a person who acted."""
    article = make_article(text, published="2019-04-25")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    names = {actor for e in events for actor in e.actors}
    assert events and not names & {"Antier", "Sgt. Antier", "Semana Santa", "Holy Week", "Día de Reyes"}, names


def test_a_bare_surname_of_an_office_holder_holds_the_office() -> None:
    """"Bolsonaro disse": the known office holder named alone is a person with his office; a ranked namesake is not."""
    (bare,) = [m.actors[0] for m in read_actors(["Bolsonaro disse na terça-feira que o Brasil acolherá os desertores."])[0]
               if m.actors[0].kind == "person"]
    assert bare.office == "president", bare
    ranked = [m.actors[0] for m in read_actors(["El sargento Duque cruzó el puente el martes."])[0]
              if m.actors[0].kind == "person"]
    assert ranked and not ranked[0].office, ranked
