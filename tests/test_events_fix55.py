"""Event extraction traps found in held-out batch 55 (a GNB radio operator crossing a bridge while his twin is
held, two navy deserters reaching Puerto Rico by boat, a corporal who left on the night of April 30), each shown
on new sentences: a trade held in one of the armed forces makes a soldier, a landfall ends a trip by sea, a
"since then" tells no day, and a "read also" box is no part of the story."""

from __future__ import annotations

import pytest

from geo.articles import is_furniture

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_TRADE_IN_A_FORCE = [
    # "operador de radio de la Guardia Nacional", "a mechanic in the Army": a soldier, whose crossing deserts
    _case("Pedro Salas Mora, operador de radio de la Guardia Nacional en San Antonio, cruzó el puente Simón Bolívar "
          "el sábado.", "2019-03-12", [("defection", ANY, "2019-03-09"), ("border_crossing", ANY, "2019-03-09")], (),
          "es-operador-de-radio-de-la-guardia"),
    _case("Pedro Salas, a radio operator with the National Guard, crossed the Simón Bolívar bridge on Saturday.",
          "2019-03-12", [("defection", ANY, "2019-03-09"), ("border_crossing", ANY, "2019-03-09")], (),
          "en-radio-operator-with-the-national-guard"),
    _case("Pedro Salas, a cook in the Venezuelan Army, crossed the Simón Bolívar bridge on Saturday.",
          "2019-03-12", [("defection", ANY, "2019-03-09")], (), "en-cook-in-the-army"),
    _case("Pedro Salas, mecânico do Exército venezuelano, atravessou a ponte Simón Bolívar no sábado (9).",
          "2019-03-12", [("defection", ANY, "2019-03-09"), ("border_crossing", ANY, "2019-03-09")], (),
          "pt-mecanico-do-exercito"),
    # ... a trade held anywhere else makes no soldier: the crossing alone
    _case("Pedro Salas, profesor de la Universidad de los Andes, cruzó el puente Simón Bolívar el sábado.",
          "2019-03-12", [("border_crossing", ANY, "2019-03-09")], ("defection",), "es-profesor-de-la-universidad"),
    _case("Pedro Salas, a teacher with the army of volunteers, crossed the Simón Bolívar bridge on Saturday.",
          "2019-03-12", [("border_crossing", ANY, "2019-03-09")], ("defection",), "en-army-of-volunteers"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TRADE_IN_A_FORCE)
def test_a_trade_in_a_force(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LANDFALL = [
    # "tocaron tierra", "tocaram terra", "made landfall": the end of a trip by sea, as "landed on a beach"; from
    # Venezuela to a far coast a crossing of the sea, as batch 55 codes the landing near Barahona (fix74)
    _case("Dos marineros venezolanos salieron de Punto Fijo en un peñero el 2 de mayo y tocaron tierra en una playa "
          "cerca de Barahona el 4 de mayo.", "2019-06-01", [("border_crossing", "Barahona", "2019-05-04")], (),
          "es-tocaron-tierra"),
    _case("Dois marinheiros venezuelanos saíram de Punto Fijo num barco em 2 de maio e tocaram terra perto de "
          "Barahona em 4 de maio.", "2019-06-01", [("border_crossing", "Barahona", "2019-05-04")], (), "pt-tocaram-terra"),
    _case("Two Venezuelan sailors left Punto Fijo by boat on May 2 and made landfall near Barahona on May 4.",
          "2019-06-01", [("border_crossing", "Barahona", "2019-05-04")], (), "en-made-landfall"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LANDFALL)
def test_a_landfall(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SINCE_THEN = [
    # "Since then, ... have been arrested": a span after the day told before, so no day of it
    _case("The revolt at the Cotiza barracks failed on January 21. Since then, the DGCIM has detained a dozen "
          "officers.", "2019-02-20", [("arrest", ANY, None)], (("arrest", ANY, "2019-01-21"),), "en-since-then"),
    _case("La rebelión de Cotiza fracasó el 21 de enero. Desde entonces, la Dgcim ha detenido a una docena de "
          "oficiales.", "2019-02-20", [("arrest", ANY, None)], (("arrest", ANY, "2019-01-21"),), "es-desde-entonces"),
    _case("A rebelião de Cotiza fracassou em 21 de janeiro. Desde então, a Dgcim prendeu uma dúzia de oficiais.",
          "2019-02-20", [("arrest", ANY, None)], (("arrest", ANY, "2019-01-21"),), "pt-desde-entao"),
    # ... "desde então" later in the sentence leaves its first clauses the day told before
    _case("O cabo Luis Pérez desertou em julho. Ele cruzou a fronteira por uma trilha, pediu refúgio em Pacaraima e "
          "desde então vive em Boa Vista.", "2019-11-20", [("asylum", "Pacaraima", "2019-07-01")], (),
          "pt-desde-entao-in-a-later-clause"),
    # ... while "Then" goes on with that day
    _case("The revolt at the Cotiza barracks failed on January 21. Then the DGCIM detained a dozen officers.",
          "2019-02-20", [("arrest", ANY, "2019-01-21")], (), "en-then"),
]


@pytest.mark.parametrize("text, published, present, absent", SINCE_THEN)
def test_since_then(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


READ_ALSO_BOXES = [
    # a "read also" line links another story: its headline tells nothing of this one
    ("**Lea también:** Los guardias que cruzaron por las trochas de Ureña", True),
    ("Lee también: Cinco militares desertan en Paraguachón", True),
    ("Leia também", True),
    ("Veja também: Militares venezuelanos pedem refúgio em Pacaraima", True),
    # ... a sentence of the story that opens with the same words is kept
    ("Lea también el informe de la ONU sobre los desertores y sus familias, publicado el martes en Ginebra.", False),
]


@pytest.mark.parametrize("line, furniture", READ_ALSO_BOXES)
def test_read_also_boxes(line: str, furniture: bool) -> None:
    assert is_furniture(line) is furniture


PLACES_OF_A_CARIBBEAN_AND_A_NORTHERN_ROUTE = [
    # the gazetteer's Puerto Rico, Dominican and Quebec rows: where a trip by sea, or north from the U.S., ends
    _case("The Coast Guard intercepted two Venezuelan sailors off Aguadilla on Thursday.", "2019-04-16",
          [("arrest", "Aguadilla", "2019-04-11")], (), "off-aguadilla"),
    _case("On Friday the two sailors were taken to San Juan.", "2019-04-16", [("relocation", "San Juan", "2019-04-12")],
          (), "taken-to-san-juan"),
    _case("Dos exmarineros venezolanos desembarcaron en Miches el jueves.", "2019-04-16",
          [("relocation", "Miches", "2019-04-11")], (), "desembarcaron-en-miches"),
    _case("El cabo cruzó por Roxham Road hacia Quebec el viernes.", "2019-04-16",
          [("border_crossing", "Roxham Road", "2019-04-12")], (), "cruzo-por-roxham-road"),
    # ... a hospital named after the saint is no stop in San Juan
    _case("El sargento fue llevado el viernes al hospital San Juan de Dios de Pamplona.", "2019-04-16",
          [("relocation", "Pamplona", "2019-04-12")], (("relocation", "San Juan", ANY),), "hospital-san-juan-de-dios"),
]


@pytest.mark.parametrize("text, published, present, absent", PLACES_OF_A_CARIBBEAN_AND_A_NORTHERN_ROUTE)
def test_places_of_a_caribbean_and_a_northern_route(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HANDCUFFED = [
    # "handcuffed him", "put him in handcuffs", "lo esposaron", "foi algemado": an arrest
    _case("On Friday, two police officers handcuffed the sergeant at the bus station in Cúcuta.", "2019-06-12",
          [("arrest", "Cúcuta", "2019-06-07")], (), "en-handcuffed"),
    _case("The sergeant crossed into Colombia on Thursday. On Friday, police officers put him in handcuffs in Cúcuta.",
          "2019-06-12", [("arrest", "Cúcuta", "2019-06-07")], (), "en-put-him-in-handcuffs"),
    _case("El viernes, dos policías lo esposaron en la terminal de Cúcuta.", "2019-06-12",
          [("arrest", "Cúcuta", "2019-06-07")], (), "es-lo-esposaron"),
    _case("El sargento fue esposado el viernes en Cúcuta.", "2019-06-12", [("arrest", "Cúcuta", "2019-06-07")], (),
          "es-fue-esposado"),
    _case("O sargento foi algemado na sexta-feira (7) em Pacaraima.", "2019-06-12",
          [("arrest", "Pacaraima", "2019-06-07")], (), "pt-foi-algemado"),
    # ... a wife is no handcuffing
    _case("Su esposa llegó a Cúcuta el viernes.", "2019-06-12", [], ("arrest",), "es-su-esposa"),
]


@pytest.mark.parametrize("text, published, present, absent", HANDCUFFED)
def test_handcuffed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AT_THE_CROSSING = [
    # "at the crossing", "to the crossing": the crossing point, where something else happened
    _case("Officers stopped a Venezuelan sergeant at the crossing on Friday and took him to a police station in "
          "Cúcuta.", "2019-06-12", [], ("border_crossing",), "en-stopped-at-the-crossing"),
    _case("The sergeant walked to the crossing on Friday.", "2019-06-12", [], ("border_crossing",),
          "en-walked-to-the-crossing"),
    # ... "the crossing" as the deed still tells one
    _case("After the crossing on Friday, the sergeant asked for asylum in Cúcuta.", "2019-06-12",
          [("border_crossing", "Cúcuta", "2019-06-07")], (), "en-after-the-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", AT_THE_CROSSING)
def test_at_the_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MAYORS_COUNTRY = [
    # "El alcalde de Cúcuta, César Rojas, dijo": a town's mayor or a state's governor speaks for its country
    _case("Los desertores llegaron a Colombia. El alcalde de Cúcuta, Jairo Yáñez, dijo este martes que la ciudad "
          "no tiene albergues.", "2019-02-19", [("statement", "Colombia", "2019-02-19")], (), "es-alcalde-de"),
    _case("The deserters reached Colombia. Jairo Yáñez, the mayor of Cúcuta, said on Tuesday that the city has no "
          "shelters left.", "2019-02-19", [("statement", "Colombia", "2019-02-19")], (), "en-the-mayor-of"),
    _case("Os militares entraram no Brasil. O prefeito de Pacaraima, Juliano Torquato, disse nesta terça-feira que a "
          "cidade precisa de ajuda.", "2019-02-19", [("statement", "Brazil", "2019-02-19")], (), "pt-prefeito-de"),
    # ... a town named after the speaker's name but for something else says nothing of him
    _case("Los desertores llegaron a Colombia. Jairo Yáñez dijo este martes en una entrevista que el alcalde de "
          "Cúcuta no tiene albergues.", "2019-02-19", [], (("statement", "Colombia", ANY),), "es-town-in-his-words"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MAYORS_COUNTRY)
def test_a_mayors_country(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SAID_SOMEWHERE_ON_A_DAY = [
    # "said in Bogotá on Tuesday": the day after the place the words were said in dates the statement
    _case("Defense Minister Carlos Holmes said in Bogotá on Tuesday that the army would receive every soldier.",
          "2019-03-26", [("statement", "Bogotá", "2019-03-26")], (), "en-said-in-town-on-day"),
    _case("El ministro de Defensa, Carlos Holmes, dijo en Bogotá este martes que el ejército recibirá a los "
          "soldados.", "2019-03-26", [("statement", "Bogotá", "2019-03-26")], (), "es-dijo-en-town-este-dia"),
    _case("O ministro da Defesa, Fernando Azevedo, disse em Brasília nesta terça-feira que o Exército vai receber "
          "os militares.", "2019-03-26", [("statement", "Brasília", "2019-03-26")], (), "pt-disse-em-town-nesta"),
    # ... a day told in what was said dates nothing said
    _case("Carlos Holmes said in an interview in Bogotá that soldiers who crossed on Tuesday would be received.",
          "2019-03-26", [], (("statement", ANY, "2019-03-26"),), "en-day-in-the-words"),
]


@pytest.mark.parametrize("text, published, present, absent", SAID_SOMEWHERE_ON_A_DAY)
def test_said_somewhere_on_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_TOWN_OF_THE_KIN_FEARED_FOR = [
    # "for fear of reprisals against his family in Maturín": where his relatives live, not where he deserted
    _case("The former corporal, who asked not to be named for fear of reprisals against his family in Barinas, said "
          "he deserted in March.", "2019-06-11", [("defection", None, "2019-03-01")], (("defection", "Barinas", ANY),),
          "en-reprisals-against-his-family-in"),
    _case("El excabo, que pidió no ser identificado por temor a represalias contra su familia en Barinas, contó que "
          "desertó en marzo.", "2019-06-11", [("defection", "Venezuela", "2019-03-01")], (("defection", "Barinas", ANY),),
          "es-represalias-contra-su-familia-en"),
    _case("O ex-cabo, que pediu anonimato por medo de represálias contra a família em Barinas, contou que desertou "
          "em março.", "2019-06-11", [("defection", "Venezuela", "2019-03-01")], (("defection", "Barinas", ANY),),
          "pt-represalias-contra-a-familia-em"),
    # ... relatives held in a town were held there
    _case("Agents detained his family in Barinas on Monday.", "2019-06-11", [("arrest", "Barinas", "2019-06-10")], (),
          "en-detained-his-family-in"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_TOWN_OF_THE_KIN_FEARED_FOR)
def test_the_town_of_the_kin_feared_for(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
