"""Event extraction traps found in held-out batch 70 (five sailors from Irapa to Union Island, three soldiers shot at
on the Cuyuni on their way to Kurupung, two brothers and Ecuador's visa rule, three guardsmen held in Caño Colorado,
an ex-corporal stabbed in Neiva, a sergeant's asylum in Vigo, an interiorização flight to Uberlândia, a corporal from
Barcelona to Aveiro), each shown on new sentences: the Grenadines, Kurupung and Erin as places, a bus ride to the
home side of the border before the dated walk across, and a shooting told "as it crossed"."""

from __future__ import annotations

import pytest

from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded


@pytest.mark.parametrize("text, name, country", [
    # landing places of boats from the Paria peninsula, and the mining town soldiers walk out to in Guyana
    ("The pirogue tied up at the jetty in Ashton, on Union Island, at dawn.", "Ashton", "VC"),
    ("The pirogue tied up at the jetty in Ashton, on Union Island, at dawn.", "Union Island", "VC"),
    ("Three privates were found asleep on a beach on Canouan.", "Canouan", "VC"),
    ("Police from the island's station took the men to Clifton.", "Clifton", "VC"),
    ("The soldiers emerged at Kurupung on Monday.", "Kurupung", "GY"),
    ("El peñero desembarcó cerca de Erin, en el sur de Trinidad.", "Erin", "TT"),
])
def test_landing_places_of_the_story(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}


@pytest.mark.parametrize("text", [
    # (guards: the names that are also people's names need a place word before them)
    "Erin Ramdass, a fisherman, said the men were tired.",
    "Clifton Browne, a shopkeeper, gave them food.",
    "Ashton Cordice told reporters he saw the boat.",
])
def test_people_named_like_those_places(gazetteer, text: str) -> None:
    assert not [rm for rm in resolve_mentions(text, gazetteer) if rm.place.country_code in ("VC", "TT")]


A_BUS_TO_THE_BORDER_FIRST = [
    # "viajou de ônibus até Santa Elena de Uairén e entrou em Pacaraima dois dias depois": the ride to the home side
    # of the border, with no day of its own, is the way to the crossing the dated leg tells
    _case("O soldado Carlos Lima deixou o quartel em Ciudad Bolívar em 3 de outubro. Lima pegou um ônibus até Santa "
          "Elena de Uairén e entrou em Pacaraima dois dias depois.", "2019-10-20",
          [("border_crossing", "Pacaraima", "2019-10-05")], (), "pt-onibus-ate-santa-elena"),
    _case("El cabo Luis Pérez abandonó su batallón en Barinas el 3 de octubre. Pérez viajó en autobús hasta San "
          "Antonio del Táchira y entró a pie a Cúcuta dos días después.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "es-autobus-hasta-san-antonio"),
    _case("Sergeant Luis Pérez left his base in Maracay on Oct. 3. Pérez took a bus to San Antonio del Táchira and "
          "walked into Cúcuta two days later.", "2019-10-20",
          [("border_crossing", "Cúcuta", "2019-10-05")], (), "en-bus-to-san-antonio"),
    # (guard: a first leg abroad is a move of its own, kept)
    _case("Sergeant Luis Pérez left his base in Maracay on Oct. 3 and crossed into Colombia. Pérez took a bus to "
          "Bucaramanga and flew to Lima two days later.", "2019-10-20",
          [("relocation", "Bucaramanga", ANY)], (), "en-bus-abroad-first"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BUS_TO_THE_BORDER_FIRST)
def test_a_bus_to_the_border_first(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_LEAD = {
    "en": "Two Venezuelan privates who deserted from their post at Puerto Páez are now in Puerto Carreño, where they "
          "asked for protection.\n\nThe men told police they left the post last Friday night and crossed the Meta "
          "River in a canoe.\n\n",
    "es": "Dos soldados venezolanos que desertaron de su puesto en Puerto Páez están ahora en Puerto Carreño, donde "
          "pidieron protección.\n\nLos hombres contaron que dejaron el puesto el viernes por la noche y cruzaron el "
          "río Meta en una canoa.\n\n",
    "pt": "Dois soldados venezuelanos que desertaram do posto em Puerto Páez estão agora em Puerto Carreño, onde "
          "pediram refúgio.\n\nOs homens contaram que deixaram o posto na sexta-feira à noite e atravessaram o rio "
          "Meta numa canoa.\n\n",
}

SHOT_AT_AS_THEY_CROSSED = [
    # "fired at the canoe as it crossed the river", a paragraph after the crossing: the crossing's day
    _case(_LEAD["en"] + "According to one of them, Pedro Gil, soldiers at the post saw them go and fired at the canoe "
          "as it crossed the river. Nobody was hurt.", "2019-09-11",
          [("violence", ANY, "2019-09-06")], (), "en-as-it-crossed"),
    _case(_LEAD["es"] + "Según uno de ellos, Pedro Gil, los soldados del puesto les dispararon mientras cruzaban el "
          "río. Nadie resultó herido.", "2019-09-11", [("violence", ANY, "2019-09-06")], (), "es-mientras-cruzaban"),
    _case(_LEAD["pt"] + "Segundo um deles, Pedro Gil, os militares do posto dispararam contra a canoa enquanto "
          "atravessavam o rio. Ninguém ficou ferido.", "2019-09-11",
          [("violence", ANY, "2019-09-06")], (), "pt-enquanto-atravessavam"),
    # (guard: a shooting told with no word of the crossing keeps no day)
    _case(_LEAD["en"] + "According to one of them, Pedro Gil, soldiers at the post fired at the canoe. Nobody was "
          "hurt.", "2019-09-11", [("violence", ANY, None)], (("violence", ANY, "2019-09-06"),), "en-fired-no-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", SHOT_AT_AS_THEY_CROSSED)
def test_shot_at_as_they_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_BOAT_MOORED = [
    # "tied up at the jetty in Ashton", "atracaron en", "atracaram em": a boat's end, like "landed on"
    _case("Five Venezuelan sailors left the coast guard post at Güiria late on Tuesday night. They tied up at the jetty "
          "in Chaguaramas shortly after daybreak on Wednesday.", "2019-09-13",
          [("border_crossing", "Chaguaramas", "2019-09-11")], (), "en-tied-up-at"),
    _case("Cinco marineros venezolanos dejaron el puesto de Güiria el martes por la noche. Los cinco atracaron en "
          "Chaguaramas en la madrugada del miércoles.", "2019-09-13",
          [("border_crossing", "Chaguaramas", "2019-09-11")], (), "es-atracaron-en"),
    _case("Cinco marinheiros venezuelanos deixaram o posto de Güiria na terça-feira à noite. Os cinco atracaram em "
          "Chaguaramas na madrugada de quarta-feira.", "2019-09-13",
          [("border_crossing", "Chaguaramas", "2019-09-11")], (), "pt-atracaram-em"),
    # (guard: Spanish "lo atracaron en" is a robbery, nobody's landing)
    _case("El sargento Luis Pérez desertó el 2 de septiembre y cruzó a Colombia. El martes dos hombres lo atracaron en "
          "Cúcuta y le quitaron el teléfono.", "2019-09-13", [],
          (("border_crossing", "Cúcuta", ANY), ("relocation", "Cúcuta", ANY)), "es-lo-atracaron-robbed"),
]


@pytest.mark.parametrize("text, published, present, absent", A_BOAT_MOORED)
def test_a_boat_moored(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_NUMBER_TAKEN_TO_A_TOWN = [
    # "took the five to Clifton": the number stands for the group told before, as it did before "to a shelter"
    _case("Five Venezuelan sailors left the coast guard post at Güiria late on Tuesday night and landed on Union "
          "Island on Wednesday.\n\nPolice took the five to Clifton on Wednesday.", "2019-09-13",
          [("relocation", "Clifton", "2019-09-11")], (), "en-took-the-five-to-clifton"),
    _case("Three Venezuelan soldiers crossed the Cuyuni River on Friday night.\n\nOn Tuesday the police drove the "
          "three to Bartica.", "2019-08-07", [("relocation", "Bartica", "2019-08-06")], (), "en-drove-the-three-to"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_NUMBER_TAKEN_TO_A_TOWN)
def test_the_number_taken_to_a_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ORDERED_TO_PUT_DOWN_A_PROTEST = [
    # "after being ordered to break up a protest ..., he left his unit": the order says why he left; no protest told
    _case("In late May, after being ordered to break up a protest over water shortages, Corporal Luis Pérez left his "
          "unit in Barinas and crossed into Colombia.", "2019-06-10", [("defection", ANY, ANY)], ("protest",),
          "en-after-being-ordered"),
    _case("El 3 de mayo, tras recibir la orden de reprimir las protestas por la falta de luz, el cabo Luis Pérez "
          "abandonó su unidad en Barinas.", "2019-06-10", [("defection", ANY, ANY)], ("protest",), "es-tras-recibir-la-orden"),
    _case("A 3 de maio, depois de receber ordem para integrar uma unidade enviada para reprimir protestos por falta de "
          "água, o cabo Luis Pérez saiu do quartel em Barinas e não voltou.", "2019-06-10", [("defection", ANY, ANY)],
          ("protest",), "pt-depois-de-receber-ordem"),
    # (guards: a unit that was sent, or ordered, against a march did go; that protest stays told)
    _case("On May 3, the unit of Corporal Luis Pérez was ordered to break up a small march in Barinas.", "2019-06-10",
          [("protest", "Barinas", "2019-05-03")], (), "en-unit-ordered-to-break-up"),
    _case("Nos dias seguintes, a unidade do cabo Luis Pérez foi enviada para dispersar protestos em bairros de Caracas.",
          "2019-06-10", [("protest", ANY, ANY)], (), "pt-unidade-enviada-para-dispersar"),
]


@pytest.mark.parametrize("text, published, present, absent", ORDERED_TO_PUT_DOWN_A_PROTEST)
def test_ordered_to_put_down_a_protest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_REQUEST_MADE_FORMAL = [
    # "formalizó su petición el pasado lunes en la comisaría": in this story the request is for protection
    _case("El teniente Luis Pérez acudió a la comisaría de Santa Cruz de Tenerife y formalizó su petición el lunes 1 de "
          "abril.", "2019-04-05", [("asylum", ANY, "2019-04-01")], (), "es-formalizo-su-peticion"),
    _case("O sargento Luis Pérez formalizou o pedido na segunda-feira (1) em Boa Vista.", "2019-04-05",
          [("asylum", "Boa Vista", "2019-04-01")], (), "pt-formalizou-o-pedido"),
    _case("Sergeant Luis Pérez formalised his application in Madrid on Monday, April 1.", "2019-04-05",
          [("asylum", "Madrid", "2019-04-01")], (), "en-formalised-his-application"),
    # (guards: a request that names something else is no request for protection)
    _case("El teniente Luis Pérez formalizó su solicitud de baja el lunes 1 de abril en Caracas.", "2019-04-05", [],
          ("asylum",), "es-solicitud-de-baja"),
    _case("O sargento Luis Pérez formalizou o pedido de aposentadoria na segunda-feira (1) em Boa Vista.", "2019-04-05",
          [], ("asylum",), "pt-pedido-de-aposentadoria"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_MADE_FORMAL)
def test_a_request_made_formal(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, name, country", [
    # where Venezuelans of Galician and Portuguese descent land and ask: Vigo and its Peinador airport, Galicia,
    # Porto's airport
    ("El sargento aterrizó en el aeropuerto de Peinador el 3 de octubre.", "Vigo–Peinador Airport", "ES"),
    ("Formalizó su petición en la comisaría de la Policía Nacional de Vigo.", "Vigo", "ES"),
    ("Una treintena de exmilitares han pedido protección internacional en Galicia.", "Galicia", "ES"),
    ("A 2 de agosto aterrou no aeroporto Francisco Sá Carneiro, no Porto.", "Francisco Sá Carneiro Airport", "PT"),
])
def test_galician_and_portuguese_arrivals(gazetteer, text: str, name: str, country: str) -> None:
    assert (name, country) in {(rm.place.name, rm.place.country_code) for rm in resolve_mentions(text, gazetteer)}


_GONE_OVER = ("El cabo Nelson Gómez salió del cuartel en Barinas el 12 de julio y el 20 de julio cruzó a pie a Colombia "
              "cerca de Maicao. ")

A_HELPER_NAMED_FIRST = [
    # "Com a ajuda de uma tia que vive em Estarreja, comprou bilhete em Bogotá e ... aterrou": the helper is named
    # aside; the verb's subject is left out, the man told before (English says "he", which was already read)
    _case("O cabo Nélson Gómez saiu do quartel em Barcelona a 12 de julho e a 20 de julho passou a pé para a Colômbia "
          "perto de Maicao. Com a ajuda de uma tia que vive em Estarreja, comprou bilhete em Bogotá e a 2 de agosto "
          "aterrou no aeroporto Francisco Sá Carneiro, no Porto.", "2019-08-15",
          [("relocation", "Francisco Sá Carneiro Airport", "2019-08-02")], (), "pt-com-a-ajuda-de"),
    _case(_GONE_OVER + "Con la ayuda de un primo, el 2 de agosto voló de Bogotá a Madrid.", "2019-08-15",
          [("relocation", "Madrid", "2019-08-02")], (), "es-con-la-ayuda-de"),
    # (guard: a subject of its own after the helper, the wife, moves; the corporal does not)
    _case(_GONE_OVER + "Con la ayuda de un primo, su esposa voló de Caracas a Madrid el 2 de agosto.", "2019-08-15",
          [], (("relocation", "Madrid", ANY),), "es-helper-then-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HELPER_NAMED_FIRST)
def test_a_helper_named_first(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LIVES_THERE_SINCE = [
    # "que desertó en marzo y vive desde junio en Neiva": where he lives now, since a month, is not where he deserted
    _case("Un excabo de la Guardia Nacional Bolivariana que desertó en marzo y vive desde junio en Neiva resultó herido "
          "la noche del sábado.", "2019-11-05", [("defection", ANY, "2019-03-01")], (("defection", "Neiva", ANY),),
          "es-vive-desde-junio-en"),
    _case("Um ex-cabo da Guarda Nacional que desertou em março e mora desde junho em Boa Vista foi esfaqueado no "
          "sábado.", "2019-11-05", [("defection", ANY, "2019-03-01")], (("defection", "Boa Vista", ANY),),
          "pt-mora-desde-junho-em"),
    # (guard: the town of the desertion itself, told after where he lives, stays)
    _case("El cabo Luis Pérez, que vive en Maicao desde junio, desertó el 3 de marzo en Machiques.", "2019-11-05",
          [("defection", "Machiques", "2019-03-03")], (), "es-deserted-at-machiques"),
]


@pytest.mark.parametrize("text, published, present, absent", LIVES_THERE_SINCE)
def test_lives_there_since(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


COMPANIONS_SET_OFF = [
    # "se embarcó ... en un peñero en Güiria, junto con dos civiles, y desembarcó cerca de Cedros": the civilians he
    # went with are no subject of the landing; the sergeant is, and so his desertion is told
    _case("Un sargento de la Guardia Nacional abandonó su unidad. De acuerdo con su testimonio, el sargento dejó el "
          "puesto el martes 2 de julio, se embarcó esa noche en un peñero en Güiria, junto con dos civiles, y "
          "desembarcó cerca de Cedros el miércoles 3 de julio.", "2019-07-19",
          [("defection", ANY, "2019-07-03"), ("border_crossing", "Cedros", "2019-07-03")], (), "es-junto-con-dos-civiles"),
    # (guard: companions told after the verb change nothing)
    _case("Un sargento de la Guardia Nacional abandonó su unidad. El sargento desembarcó cerca de Cedros el miércoles "
          "3 de julio, junto con dos civiles.", "2019-07-19",
          [("defection", ANY, "2019-07-03"), ("border_crossing", "Cedros", "2019-07-03")], (), "es-companions-after"),
]


@pytest.mark.parametrize("text, published, present, absent", COMPANIONS_SET_OFF)
def test_companions_set_off(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
