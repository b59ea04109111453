"""Event extraction traps found by the twenty-third sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Asking for the status by its name: "solicitó la condición de refugiado", "pidió el estatus de refugiado",
    # "solicitou a condição de refugiado" (a day may come between the verb and the request).
    _case("El sargento solicitó la condición de refugiado en Lima el 8 de julio.", "2019-07-20",
          [("asylum", "Lima", "2019-07-08")], (), "solicito-la-condicion-de-refugiado"),
    _case("El cabo Ortega pidió el pasado lunes el estatus de refugiado en Quito.", "2019-07-20",
          [("asylum", "Quito", "2019-07-15")], (), "pidio-el-pasado-lunes-el-estatus"),
    _case("O sargento solicitou a condição de refugiado em Manaus no dia 8 de julho.", "2019-07-20",
          [("asylum", "Manaus", "2019-07-08")], (), "solicitou-a-condicao-de-refugiado"),
    # Placing oneself at the other side's disposal is giving oneself up: a desertion and the crossing's end.
    _case("El teniente se puso a la orden de las autoridades colombianas el 3 de julio en Arauca.", "2019-07-20",
          [("defection", "Arauca", "2019-07-03"), ("border_crossing", "Arauca", "2019-07-03")], (),
          "se-puso-a-la-orden-de"),
    _case("Los cuatro soldados se pusieron a disposición de Migración Colombia el 3 de julio en Arauca.", "2019-07-20",
          [("defection", "Arauca", "2019-07-03"), ("border_crossing", "Arauca", "2019-07-03")], (),
          "se-pusieron-a-disposicion-de"),
    _case("The four soldiers placed themselves at the disposal of the Colombian authorities in Arauca on July 3.",
          "2019-07-20", [("defection", "Arauca", "2019-07-03"), ("border_crossing", "Arauca", "2019-07-03")], (),
          "placed-themselves-at-the-disposal-of"),
    _case("Os quatro soldados se colocaram à disposição do Exército brasileiro em Pacaraima no dia 3 de julho.",
          "2019-07-20", [("defection", "Pacaraima", "2019-07-03"), ("border_crossing", "Pacaraima", "2019-07-03")], (),
          "se-colocaram-a-disposicao-do"),
    # Giving oneself up to a far country's border police is no desertion: he left his post long before.
    _case("The corporal turned himself in to U.S. Border Patrol agents near McAllen on Tuesday.", "2019-07-20",
          [], ("defection",), "turned-himself-in-to-us-border-patrol"),
    _case("El cabo se entregó a la Patrulla Fronteriza cerca de McAllen el martes.", "2019-07-20",
          [], ("defection",), "se-entrego-a-la-patrulla-fronteriza"),
    _case("Los tres guardias se entregaron a la Policía peruana en Tumbes el martes.", "2019-07-20",
          [], ("defection",), "se-entregaron-a-la-policia-peruana"),
    # Moves: "hopped on a bus to", "got a bus to", "hitched a ride to", "se subió a un bus rumbo a", "subiram num ônibus".
    _case("The sergeant crossed into Cúcuta on July 10. On July 12 he hopped on a bus to Bogotá.", "2019-07-20",
          [("relocation", "Bogotá", "2019-07-12")], (), "hopped-on-a-bus-to"),
    _case("The sergeant crossed into Cúcuta on July 10. On July 12 he got a bus to Bogotá.", "2019-07-20",
          [("relocation", "Bogotá", "2019-07-12")], (), "got-a-bus-to"),
    _case("The sergeant crossed into Pacaraima on July 10. On July 12 he hitched a ride to Boa Vista.", "2019-07-20",
          [("relocation", "Boa Vista", "2019-07-12")], (), "hitched-a-ride-to"),
    _case("El sargento cruzó a Cúcuta el 10 de julio. El 12 de julio se subió a un bus rumbo a Bogotá.", "2019-07-20",
          [("relocation", "Bogotá", "2019-07-12")], (), "se-subio-a-un-bus-rumbo-a"),
    _case("Os dois soldados cruzaram para Pacaraima no dia 10 de julho. No dia 12 subiram num ônibus para Manaus.",
          "2019-07-20", [("relocation", "Manaus", "2019-07-12")], (), "subiram-num-onibus-para"),
    # (a bus ticket bought is no trip; rides hitched with no end named start no leg)
    _case("The sergeant crossed into Cúcuta on July 10. On July 12 he got a bus ticket to Bogotá.", "2019-07-20",
          [], ("relocation",), "got-a-bus-ticket-is-no-trip"),
    _case("The three soldiers crossed into Colombia on Oct. 14. They hitched rides south through Colombia, crossed "
          "the Rumichaca bridge into Ecuador on Oct. 24 and reached Ibarra two days later.", "2019-10-30",
          [("border_crossing", "Rumichaca Bridge", "2019-10-24")], (), "hitched-rides-south-no-leg"),
    # The post left told as what came first, in Spanish and Portuguese: "tras abandonar su puesto en", "tras desertar de
    # su unidad en", "depois de abandonar seu posto em": the desertion is there, not at the crossing.
    _case("El exsargento cruzó el 4 de marzo por una trocha cerca de Villa del Rosario tras abandonar su puesto en "
          "San Cristóbal.", "2019-07-20", [("defection", "San Cristóbal", "2019-03-04")], (("defection", "Villa del Rosario", ANY),),
          "tras-abandonar-su-puesto-en"),
    _case("El cabo cruzó el 4 de marzo por una trocha cerca de Cúcuta tras desertar de su unidad en Rubio.",
          "2019-07-20", [("defection", "Rubio", "2019-03-04")], (("defection", "Cúcuta", ANY),), "tras-desertar-de-su-unidad"),
    _case("O sargento atravessou a fronteira em Pacaraima no dia 4 de março depois de abandonar seu posto em Santa "
          "Elena de Uairén.", "2019-07-20", [("defection", "Santa Elena de Uairén", "2019-03-04")],
          (("defection", "Pacaraima", ANY),), "depois-de-abandonar-seu-posto"),
    # A date of the month between the verb and the post: "abandonó el 18 de julio el batallón".
    _case("El cabo Ríos abandonó el 18 de julio el batallón en Elorza.", "2019-08-14",
          [("defection", "Elorza", "2019-07-18")], (), "abandono-el-18-de-julio-el-batallon"),
    # A present after a time word, its subject left out, keeps the chain of left-out subjects going.
    _case("El cabo llegó a Ibagué el día 6. Desde entonces duerme en un albergue de la Diócesis. El pasado lunes "
          "solicitó refugio en Ibagué.", "2019-08-14", [("asylum", "Ibagué", "2019-08-12")], (),
          "desde-entonces-duerme-chain"),
    _case("O cabo chegou a Boa Vista no dia 6. Hoje mora num abrigo da Operação Acolhida. Na segunda-feira pediu "
          "refúgio em Boa Vista.", "2019-08-14", [("asylum", "Boa Vista", "2019-08-12")], (), "hoje-mora-chain"),
    # Stopped or held by criminals is no arrest: "interceptado por dos hombres", "detenido por hombres armados".
    _case("El pasado viernes el cabo fue interceptado por desconocidos en Pasto.", "2019-11-12",
          [], ("arrest",), "interceptado-por-desconocidos"),
    _case("O ex-sargento foi detido por homens armados em Boa Vista na sexta-feira.", "2019-11-12",
          [], ("arrest",), "detido-por-homens-armados"),
    _case("El pasado viernes el cabo fue interceptado por la Policía de Migración en Tumbes.", "2019-11-12",
          [("arrest", "Tumbes", "2019-11-08")], (), "interceptado-por-la-policia-still-an-arrest"),
    # (and told actively, the criminals as the subject: "dos sujetos lo interceptaron", "unknown men detained him")
    _case("El excabo Salcedo trabaja como repartidor en Lima. El pasado viernes dos sujetos lo interceptaron en San "
          "Miguel y lo apuñalaron.", "2019-11-12", [("violence", ANY, "2019-11-08")], ("arrest",),
          "dos-sujetos-lo-interceptaron"),
    _case("On Friday two unknown men detained the corporal in Pasto.", "2019-11-12", [], ("arrest",),
          "unknown-men-detained-him"),
    _case("El excabo Salcedo trabaja como repartidor en Lima. El pasado viernes agentes de la Policía lo detuvieron en "
          "San Miguel.", "2019-11-12", [("arrest", ANY, "2019-11-08")], (), "agentes-lo-detuvieron-still-an-arrest"),
    # A death in custody with the day between: "died on Tuesday in DGCIM custody".
    _case("A GNB lieutenant died on Tuesday in DGCIM custody in Caracas, his family said.", "2019-07-20",
          [("violence", "Caracas", "2019-07-16")], (), "died-on-tuesday-in-custody"),
    # Portuguese: a march to an office; tear-gas canisters thrown.
    _case("Cerca de 40 ex-militares marcharam na terça-feira até a sede da Polícia Federal em Boa Vista.", "2019-07-20",
          [("protest", "Boa Vista", "2019-07-16")], (), "marcharam-ate-a-sede"),
    _case("Guardas venezuelanos lançaram bombas de gás contra a multidão em Pacaraima na terça-feira.", "2019-07-20",
          [("violence", "Pacaraima", "2019-07-16")], (), "lancaram-bombas-de-gas"),
    # "na cidade": the town just named, as "the city", "la ciudad" (not "na Cidade do México").
    _case("O cabo Pérez desertou em junho. Boa Vista recebe hoje 40 mil venezuelanos. Na terça-feira, o cabo pediu "
          "refúgio à Polícia Federal na cidade.", "2019-07-20", [("asylum", "Boa Vista", "2019-07-16")], (),
          "na-cidade-echo"),
    # A district named with its town's possessive: the town is where.
    _case("The former sergeant was shot dead on Tuesday in Cúcuta's Atalaya district.", "2019-07-20",
          [("violence", "Cúcuta", "2019-07-16")], (), "cucutas-atalaya-district"),
    # Vanishing from the post; never coming back from leave.
    _case("The sergeant vanished from his post in Guasdualito on July 12 and resurfaced in Arauca days later.",
          "2019-07-20", [("defection", "Guasdualito", "2019-07-12")], (), "vanished-from-his-post"),
    _case("El sargento desapareció de su puesto en Guasdualito el 12 de julio.", "2019-07-20",
          [("defection", "Guasdualito", "2019-07-12")], (), "desaparecio-de-su-puesto"),
    _case("O soldado desapareceu do quartel de Santa Elena de Uairén no dia 12 de julho.", "2019-07-20",
          [("defection", "Santa Elena de Uairén", "2019-07-12")], (), "desapareceu-do-quartel"),
    _case("The sergeant never returned from leave and turned up in Cúcuta on July 12.", "2019-07-20",
          [("defection", ANY, "2019-07-12")], (), "never-returned-from-leave"),
    _case("O sargento não voltou das férias e apareceu em Boa Vista no dia 12 de julho.", "2019-07-20",
          [("defection", ANY, "2019-07-12")], (), "nao-voltou-das-ferias"),
    # Reporting to the other side's forces is giving oneself up; a report made to them is not.
    _case("The sergeant reported to the Colombian army in Arauca on July 12.", "2019-07-20",
          [("defection", "Arauca", "2019-07-12"), ("border_crossing", "Arauca", "2019-07-12")], (), "reported-to-the-army"),
    _case("El sargento se reportó ante el Ejército colombiano en Arauca el 12 de julio.", "2019-07-20",
          [("defection", "Arauca", "2019-07-12"), ("border_crossing", "Arauca", "2019-07-12")], (), "se-reporto-ante"),
    _case("O sargento procurou o Exército brasileiro em Pacaraima no dia 12 de julho.", "2019-07-20",
          [("defection", "Pacaraima", "2019-07-12"), ("border_crossing", "Pacaraima", "2019-07-12")], (),
          "procurou-o-exercito-brasileiro"),
    _case("The former soldiers reported to Colombian police in Cúcuta on Tuesday that they had been robbed.",
          "2019-07-20", [], ("defection",), "reported-to-police-that"),
    _case("Os ex-militares procuraram a Polícia Federal em Boa Vista na terça-feira para denunciar o roubo.",
          "2019-07-20", [], ("defection",), "procuraram-a-pf-para-denunciar"),
    # A lead that tells the desertion with the crossing, then the detail by the group's count ("Los dos militares
    # salieron el sábado de su puesto en El Amparo"): one desertion, the detailed one; a walk along the river's bank
    # crosses nothing.
    _case("Dos sargentos de la GNB desertaron y cruzaron a Colombia el pasado domingo por el río Arauca.\n\nLos dos "
          "militares salieron el sábado de su puesto en El Amparo y caminaron durante la noche por la orilla del río. En "
          "la madrugada del domingo atravesaron el río en una canoa.", "2019-03-12",
          [("defection", "El Amparo", "2019-03-09"), ("border_crossing", ANY, "2019-03-10")],
          (("defection", ANY, "2019-03-10"), ("border_crossing", ANY, "2019-03-09")), "los-dos-militares-detail"),
    _case("Dois sargentos da GNB desertaram e cruzaram para o Brasil no domingo (10).\n\nOs dois militares deixaram o "
          "posto em Santa Elena de Uairén no sábado (9) e caminharam durante a noite pela margem do rio.", "2019-03-12",
          [("defection", "Santa Elena de Uairén", "2019-03-09"), ("border_crossing", ANY, "2019-03-10")],
          (("defection", ANY, "2019-03-10"), ("border_crossing", ANY, "2019-03-09")), "os-dois-militares-detail"),
    # Chile's cities along the route south.
    _case("The lieutenant sought asylum in Temuco on Tuesday.", "2019-07-20",
          [("asylum", "Temuco", "2019-07-16")], (), "temuco"),
    _case("The corporal crossed into Chile at Colchane in June and took a bus from Iquique to Concepción on Tuesday.",
          "2019-07-20", [("relocation", "Concepción", "2019-07-16")], (), "concepcion-chile"),
]



@pytest.mark.parametrize("text", [
    "A sergeant, a corporal and two soldiers crossed into Colombia on Tuesday.",
    "Un sargento, un cabo y dos soldados cruzaron a Colombia el martes.",
    "Um sargento, um cabo e dois soldados cruzaram para o Brasil na terça-feira.",
])
def test_a_list_of_three_ranks_is_one_group_of_four(gazetteer, text: str) -> None:
    """"Un sargento, un cabo y dos soldados": the middle item of a list is a member, not a description of the first."""
    article = make_article(text, published="2019-07-20")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    crossing = next(e for e in events if e.event_type == "border_crossing")
    assert crossing.count == 4 and len(crossing.actors) == 3, crossing


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_third_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
