"""Event extraction traps found by the twenty-fourth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # What one asks of an office, in a town: "sought protection from the UNHCR in Quito" asks there (the "from"
    # opens no place left).
    _case("Corporal Ortega sought protection from the UNHCR in Quito on September 10.", "2019-09-20",
          [("asylum", "Quito", "2019-09-10")], (), "sought-protection-from-the-unhcr-in"),
    _case("The sergeant sought asylum from the Peruvian government in Lima on September 10.", "2019-09-20",
          [("asylum", "Lima", "2019-09-10")], (), "sought-asylum-from-the-government-in"),
    # The request seen through its paperwork or its outcome: "tramitó el refugio", "deu entrada no pedido de
    # refúgio", "teve o pedido de refúgio aprovado".
    _case("El cabo Ortega tramitó el refugio en Ecuador el 10 de septiembre.", "2019-09-20",
          [("asylum", "Ecuador", "2019-09-10")], (), "tramito-el-refugio"),
    _case("Los dos sargentos tramitaron su solicitud de asilo en Lima el 10 de septiembre.", "2019-09-20",
          [("asylum", "Lima", "2019-09-10")], (), "tramitaron-su-solicitud-de-asilo"),
    _case("O sargento Ortega deu entrada no pedido de refúgio em Boa Vista no dia 10 de setembro.", "2019-09-20",
          [("asylum", "Boa Vista", "2019-09-10")], (), "deu-entrada-no-pedido-de-refugio"),
    _case("Os dois sargentos tiveram o pedido de refúgio aprovado em Brasília no dia 10 de setembro.", "2019-09-20",
          [("asylum", "Brasília", "2019-09-10")], (), "tiveram-o-pedido-de-refugio-aprovado"),
    # (a lawsuit lodged is no request for refuge)
    _case("A advogada deu entrada na ação em Boa Vista no dia 10 de setembro.", "2019-09-20",
          [], ("asylum",), "deu-entrada-na-acao-is-no-request"),
    # Arrests: "picked up Lieutenant X", "levaram preso o tenente", "acabou preso pela Dgcim".
    _case("Military counterintelligence agents picked up Lieutenant Luis Ortega at his mother's house in Maracay "
          "on Tuesday.", "2019-10-18", [("arrest", "Maracay", "2019-10-15")], (), "picked-up-lieutenant"),
    _case("Agentes da Dgcim levaram preso o tenente Luis Ortega em Maracay na terça-feira (15).", "2019-10-18",
          [("arrest", "Maracay", "2019-10-15")], (), "levaram-preso-o-tenente"),
    _case("O tenente Luis Ortega acabou preso pela Dgcim em Maracay na terça-feira (15).", "2019-10-18",
          [("arrest", "Maracay", "2019-10-15")], (), "acabou-preso-pela-dgcim"),
    # Custody with the day it began: "has been jailed at Ramo Verde since Oct. 15" (not a tally's "dozens ...
    # have been jailed since April 30").
    _case("Sergeant Luis Ortega has been jailed at Ramo Verde since Oct. 15.", "2019-10-18",
          [("arrest", "Ramo Verde", "2019-10-15")], (), "has-been-jailed-since"),
    _case("Dozens of soldiers have been jailed since April 30, according to Foro Penal.", "2019-10-18",
          [("arrest", "Venezuela", None)], (), "dozens-jailed-since-is-a-tally"),
    # Violence: "gunned down", "fue ultimado a tiros", "ultimaron al excabo", "foi executado com tiros", "sufrió un
    # atentado", "survived an assassination attempt", "suffered a gunshot wound".
    _case("Former corporal Luis Ortega was gunned down outside a bar in Cúcuta on Oct. 15.", "2019-10-18",
          [("violence", "Cúcuta", "2019-10-15")], (), "gunned-down"),
    _case("El excabo Luis Ortega fue ultimado a tiros en una trocha de Villa del Rosario el martes 15 de octubre.",
          "2019-10-18", [("violence", "Villa del Rosario", "2019-10-15")], (), "fue-ultimado-a-tiros"),
    _case("Los sicarios ultimaron al excabo en Cúcuta el 15 de octubre.", "2019-10-18",
          [("violence", "Cúcuta", "2019-10-15")], (), "ultimaron-al-excabo"),
    _case("Los militares ultimaron los detalles del plan en Cúcuta el 15 de octubre.", "2019-10-18",
          [], ("violence",), "ultimaron-los-detalles-is-no-killing"),
    _case("O ex-cabo Luis Ortega foi executado com tiros na cabeça em Boa Vista na terça-feira (15).", "2019-10-18",
          [("violence", "Boa Vista", "2019-10-15")], (), "foi-executado-com-tiros"),
    _case("El exteniente Luis Ortega sufrió un atentado en Cúcuta el 15 de octubre.", "2019-10-18",
          [("violence", "Cúcuta", "2019-10-15")], (), "sufrio-un-atentado"),
    _case("Former lieutenant Luis Ortega survived an assassination attempt in Bogotá on Oct. 15.", "2019-10-18",
          [("violence", "Bogotá", "2019-10-15")], (), "survived-an-assassination-attempt"),
    _case("Corporal Luis Ortega suffered a gunshot wound to the leg in Ureña on Oct. 15.", "2019-10-18",
          [("violence", "Ureña", "2019-10-15")], (), "suffered-a-gunshot-wound"),
    # Protests: chained to a gate, out in the streets.
    _case("Los desertores se encadenaron frente a la Defensoría del Pueblo en Bogotá el martes 15 de octubre.",
          "2019-10-18", [("protest", "Bogotá", "2019-10-15")], (), "se-encadenaron"),
    _case("The deserters chained themselves to the gates of the Colombian foreign ministry in Bogotá on Tuesday.",
          "2019-10-18", [("protest", "Bogotá", "2019-10-15")], (), "chained-themselves"),
    _case("Decenas de desertores salieron a las calles de Cúcuta el martes 15 de octubre para exigir ayuda.",
          "2019-10-18", [("protest", "Cúcuta", "2019-10-15")], (), "salieron-a-las-calles"),
    _case("Os ex-militares saíram às ruas de Boa Vista na terça-feira (15) para pedir emprego.", "2019-10-18",
          [("protest", "Boa Vista", "2019-10-15")], (), "sairam-as-ruas"),
    # Moves on their own: "se embarcó en un vuelo a", "se desplazó a", "emprendió camino hacia", "se trasladó por
    # sus propios medios a", "set off on foot for", "made the 16-hour bus trip to", "seguiu viagem para", "pegou
    # carona até", "se transferiu para".
    _case("El cabo Ortega cruzó a Cúcuta el 1 de octubre. El 5 de octubre se embarcó en un vuelo a Lima.",
          "2019-10-18", [("relocation", "Lima", "2019-10-05")], (), "se-embarco-en-un-vuelo-a"),
    _case("El cabo Ortega cruzó a Cúcuta el 1 de octubre. El 5 de octubre se desplazó a Bucaramanga.",
          "2019-10-18", [("relocation", "Bucaramanga", "2019-10-05")], (), "se-desplazo-a"),
    _case("El cabo Ortega cruzó a Cúcuta el 1 de octubre. El 5 de octubre emprendió camino hacia Bogotá.",
          "2019-10-18", [("relocation", "Bogotá", "2019-10-05")], (), "emprendio-camino-hacia"),
    _case("El cabo Ortega cruzó a Cúcuta el 1 de octubre. El 5 de octubre se trasladó por sus propios medios a "
          "Bogotá.", "2019-10-18", [("relocation", "Bogotá", "2019-10-05")], (), "se-traslado-por-sus-propios-medios"),
    _case("El cabo Luis Ortega cruzó a Cúcuta el 1 de octubre. El 5 de octubre el cabo hizo autostop hasta "
          "Bucaramanga.", "2019-10-18", [("relocation", "Bucaramanga", "2019-10-05")], (), "hizo-autostop-hasta"),
    _case("Corporal Luis Ortega crossed into Cúcuta on Oct. 1. On Oct. 5 he set off on foot for Bogotá.",
          "2019-10-18", [("relocation", "Bogotá", "2019-10-05")], (), "set-off-on-foot-for"),
    _case("Corporal Luis Ortega crossed into Cúcuta on Oct. 1. On Oct. 5 he made the 16-hour bus trip to Bogotá.",
          "2019-10-18", [("relocation", "Bogotá", "2019-10-05")], (), "made-the-bus-trip-to"),
    _case("O cabo Luis Ortega cruzou para Pacaraima em 1º de outubro. No dia 5 seguiu viagem para Boa Vista.",
          "2019-10-18", [("relocation", "Boa Vista", "2019-10-05")], (), "seguiu-viagem-para"),
    _case("O cabo Luis Ortega cruzou para Pacaraima em 1º de outubro. No dia 5 pegou carona até Boa Vista.",
          "2019-10-18", [("relocation", "Boa Vista", "2019-10-05")], (), "pegou-carona-ate"),
    _case("O cabo Luis Ortega cruzou para Pacaraima em 1º de outubro. No dia 5 se transferiu para Manaus.",
          "2019-10-18", [("relocation", "Manaus", "2019-10-05")], (), "se-transferiu-para"),
    # A Portuguese holiday after "no" is a time, not a negation: "desertou no Carnaval e cruzou".
    _case("O sargento Luis Ortega desertou no Carnaval e cruzou para Pacaraima.", "2019-03-20",
          [("defection", "Pacaraima", "2019-03-04"), ("border_crossing", "Pacaraima", "2019-03-04")], (),
          "no-carnaval-e-cruzou"),
    _case("O sargento Luis Ortega desertou no Réveillon e cruzou para Pacaraima.", "2019-01-20",
          [("defection", "Pacaraima", "2018-12-31"), ("border_crossing", "Pacaraima", "2018-12-31")], (),
          "no-reveillon-e-cruzou"),
    # The break told by what was cast off: "renounced Maduro", "se desligó de la Fuerza Armada"; and a video "no qual
    # rompe com Maduro" with the place and day of its recording between.
    _case("Lieutenant Luis Ortega renounced Maduro in a video recorded in Cúcuta on Aug. 5.", "2019-08-14",
          [("defection", "Cúcuta", "2019-08-05")], (), "renounced-maduro"),
    _case("El capitán Luis Ortega se desligó de la Fuerza Armada el 5 de agosto mediante un video grabado en Cúcuta.",
          "2019-08-14", [("defection", "Cúcuta", "2019-08-05")], (), "se-desligo-de-la-fuerza-armada"),
    _case("O tenente Luis Ortega gravou um vídeo em Boa Vista no dia 5 de agosto no qual rompe com Maduro.",
          "2019-08-14", [("defection", "Boa Vista", "2019-08-05")], (), "video-no-qual-rompe-com-maduro"),
    # Setting foot on the other side is a crossing: "pisaron suelo colombiano", "set foot on Colombian soil",
    # "pisaram em solo brasileiro"; "was smuggled across the border".
    _case("The three guardsmen set foot on Colombian soil on June 8.", "2019-06-14",
          [("border_crossing", "Colombia", "2019-06-08")], (), "set-foot-on-colombian-soil"),
    _case("Los tres guardias pisaron suelo colombiano el 8 de junio.", "2019-06-14",
          [("border_crossing", "Colombia", "2019-06-08")], (), "pisaron-suelo-colombiano"),
    _case("Os três militares pisaram em solo brasileiro no dia 8 de junho.", "2019-06-14",
          [("border_crossing", "Brazil", "2019-06-08")], (), "pisaram-em-solo-brasileiro"),
    _case("The lieutenant was smuggled across the border in a vegetable truck on June 8.", "2019-06-14",
          [("border_crossing", ANY, "2019-06-08")], (), "smuggled-across-the-border"),
    _case("El sargento logró alcanzar la orilla colombiana del río Táchira el 8 de junio.", "2019-06-14",
          [("border_crossing", ANY, "2019-06-08")], (), "logro-alcanzar-la-orilla"),
    # Things seized in a search are no arrest: "took away a laptop".
    _case("On Aug. 18, DGCIM agents searched the sergeant's apartment in San Cristóbal and took away a laptop.",
          "2019-08-22", [], ("arrest",), "took-away-a-laptop-is-no-arrest"),
    _case("On Aug. 18, DGCIM agents searched the apartment in San Cristóbal and took away the sergeant's brother.",
          "2019-08-22", [("arrest", "San Cristóbal", "2019-08-18")], (), "took-away-the-brother"),
    # A desertion told at the crossing's side, then its post told undated a little later by the same man: one
    # desertion, on the crossing's day, at the post.
    _case("On Aug. 14, Staff Sgt. Wilmer Rangel crossed into Colombia. Rangel, 34, had left his post in San Antonio "
          "del Táchira.", "2019-08-22",
          [("defection", "San Antonio del Táchira", "2019-08-14"), ("border_crossing", "Colombia", "2019-08-14")],
          (("defection", "Colombia", "2019-08-14"), ("defection", ANY, None)), "post-told-later-places-the-desertion"),
    # A source named first is no subject: "Según la Policía, fueron trasladados a Riohacha" moves the men told before.
    _case("Tres sargentos cruzaron a Colombia el domingo 8 de septiembre. Según la Policía, fueron trasladados a "
          "Riohacha el lunes 9 de septiembre.", "2019-09-12", [("relocation", "Riohacha", "2019-09-09")], (),
          "segun-la-policia-fueron-trasladados"),
    _case("Dois sargentos cruzaram para Pacaraima no domingo (8). Segundo a Polícia Federal, foram levados para Boa "
          "Vista na segunda-feira (9).", "2019-09-12", [("relocation", "Boa Vista", "2019-09-09")], (),
          "segundo-a-policia-foram-levados"),
    # The agency's name is not its country: "a la sede de Migración Colombia en Riohacha".
    _case("Los tres sargentos fueron trasladados a la sede de Migración Colombia en Riohacha el lunes.", "2019-09-12",
          [("relocation", "Riohacha", "2019-09-09")], (("relocation", "Colombia", ANY),), "sede-de-migracion-colombia-en"),
    # The post a group served at, then "abandonaron el puesto": "prestaban servicio en el punto de control de Guarero".
    _case("Tres sargentos que prestaban servicio en el punto de control de Guarero llegaron el domingo a Maicao. Los "
          "uniformados abandonaron el puesto el sábado 7 de septiembre.", "2019-09-12",
          [("defection", "Guarero", "2019-09-07")], (), "prestaban-servicio-en-el-punto-de-control"),
    # The very same men's desertion told in the lead with their arrival, then dated six days earlier: one desertion.
    _case("Um sargento e dois soldados que desertaram de um posto em Santa Elena de Uairén chegaram nesta quarta-feira "
          "(17) a Boa Vista. O grupo deixou o quartel na noite da quinta-feira (11) e atravessou a fronteira a pé.",
          "2019-07-18", [("defection", "Santa Elena de Uairén", "2019-07-11")],
          (("defection", ANY, "2019-07-17"),), "lead-desertion-gives-way-a-week-on"),
    # A week an event is dated to gives way to the day the sentence tells, for "Hours later".
    _case("The Supreme Court on Tuesday stripped seven lawmakers of their immunity for backing last week's failed "
          "uprising. Hours later, intelligence agents detained lawmaker Edgar Zambrano in Caracas.", "2019-05-09",
          [("arrest", "Caracas", "2019-05-07")], (), "hours-later-counts-from-the-day-told"),
    # A clause set off about a man is not where he deserted (unless it tells his post).
    _case("Army Lt. Col. Ilich Sánchez, who stood beside Guaidó on the overpass near La Carlota air base, fled to "
          "Colombia on May 3.", "2019-05-09", [("border_crossing", "Colombia", "2019-05-03")],
          (("defection", "Generalísimo Francisco de Miranda Air Base", ANY),), "set-off-clause-is-no-post"),
    _case("Two soldiers, who were posted in Ureña, crossed into Colombia on Monday.", "2019-06-14",
          [("defection", "Ureña", "2019-06-10")], (), "set-off-clause-telling-the-post"),
    # Risings: "se insurgiu contra Maduro", "rebel soldiers seized the Altamira overpass", "militares rebeldes
    # tomaron el distribuidor Altamira".
    _case("Um grupo de militares se insurgiu contra Maduro em Caracas no dia 30 de abril.", "2019-05-03",
          [("uprising", "Caracas", "2019-04-30")], (), "se-insurgiu"),
    _case("Rebel soldiers seized the Altamira overpass on April 30.", "2019-05-03",
          [("uprising", "Altamira overpass", "2019-04-30")], (), "rebel-soldiers-seized"),
    _case("Militares rebeldes tomaron el distribuidor Altamira el 30 de abril.", "2019-05-03",
          [("uprising", "Altamira overpass", "2019-04-30")], (), "militares-rebeldes-tomaron"),
    # Sent back over the line by the other side, the men named after the verb: "deportó el martes a los dos
    # exmilitares a Venezuela", "expulsó el martes a dos exmilitares por el puente", "deported two former soldiers
    # across the bridge", "deportou dois ex-militares pela fronteira"; "fueron devueltos a Venezuela", "were sent back
    # to Venezuela" (a crossing home; coders list a deportation as a move as often, and both are kept).
    _case("Migración Colombia deportó el martes a los dos exmilitares a Venezuela.", "2019-10-18",
          [("border_crossing", "Venezuela", "2019-10-15")], (), "deporto-a-los-dos-a-venezuela"),
    _case("Migración Colombia expulsó el martes a dos exmilitares venezolanos por el puente Simón Bolívar.",
          "2019-10-18", [("border_crossing", "Simón Bolívar International Bridge", "2019-10-15")], (),
          "expulso-a-dos-por-el-puente"),
    _case("Colombia deported two former Venezuelan soldiers across the Simón Bolívar bridge on Tuesday.", "2019-10-18",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-10-15")], (), "deported-two-across"),
    _case("A Polícia Federal deportou dois ex-militares venezuelanos pela fronteira em Pacaraima na terça-feira (15).",
          "2019-10-18", [("border_crossing", "Pacaraima", "2019-10-15")], (), "deportou-pela-fronteira"),
    _case("Dos exguardias fueron devueltos a Venezuela el martes por Paraguachón.", "2019-10-18",
          [("border_crossing", ANY, "2019-10-15"), ("relocation", ANY, "2019-10-15")], (), "fueron-devueltos-a-venezuela"),
    _case("Two former soldiers were sent back to Venezuela on Tuesday.", "2019-10-18",
          [("border_crossing", "Venezuela", "2019-10-15"), ("relocation", "Venezuela", "2019-10-15")], (),
          "were-sent-back-to-venezuela"),
    # "el puente Bolívar" is the Simón Bolívar bridge.
    _case("Los soldados cruzaron el puente Bolívar el 8 de junio.", "2019-06-14",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-06-08")], (), "puente-bolivar"),
    # "A Venezuelan army captain who fled last month" in the lead is the "Capt. Andrés Salcedo" the story names next.
    _case("A Venezuelan army captain who fled his country last month says he was ordered to fire on protesters in "
          "Valencia. Capt. Andrés Salcedo, 33, said he slipped out of Fort Paramacay on March 18 and crossed into "
          "Colombia two days later.", "2019-04-12", [("defection", ANY, "2019-03-18")],
          (("defection", ANY, "2019-03-01"),), "a-captain-is-the-captain-named-next"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_fourth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
