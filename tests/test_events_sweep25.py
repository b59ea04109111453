"""Event extraction traps found by the twenty-fifth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "Captain Díaz" with no first name: a capitalised "Captain" before a surname is the rank (not "General Motors")
    _case("Captain Díaz crossed into Colombia on March 5.", "2019-03-10",
          [("border_crossing", "Colombia", "2019-03-05")], (), "captain-and-a-surname"),
    _case("Captain Ortega deserted his post in Ureña on March 5.", "2019-03-10",
          [("defection", "Ureña", "2019-03-05")], (), "captain-and-a-surname-deserted"),
    _case("General Motors closed its plant in Valencia on March 5.", "2019-03-10",
          [], ("defection", "border_crossing"), "general-motors-is-no-general"),
    # A stay told before the move (no length given) is where the move starts: a move on within Colombia or
    # Brazil, not a crossing into it.
    _case("The soldiers stayed in Cúcuta until March 5, when they left for Bogotá.", "2019-03-10",
          [("relocation", "Bogotá", "2019-03-05")], ("border_crossing",), "stayed-in-until-when-they-left"),
    _case("The soldiers spent the night of March 5 in a church in Cúcuta and headed to Bogotá the next day.",
          "2019-03-10", [("relocation", "Bogotá", "2019-03-06")], ("border_crossing",), "spent-the-night-in-a-church-in"),
    _case("Los soldados durmieron en Cúcuta y el 5 de marzo partieron hacia Bogotá.", "2019-03-10",
          [("relocation", "Bogotá", "2019-03-05")], ("border_crossing",), "durmieron-en-partieron-hacia"),
    _case("Los soldados se quedaron en Cúcuta hasta el 5 de marzo, cuando partieron hacia Bogotá.", "2019-03-10",
          [("relocation", "Bogotá", "2019-03-05")], ("border_crossing", ("relocation", "Cúcuta", ANY)),
          "se-quedaron-en-hasta-cuando-partieron"),
    _case("Os soldados dormiram em Pacaraima e no dia 5 partiram para Boa Vista.", "2019-03-10",
          [("relocation", "Boa Vista", "2019-03-05")], ("border_crossing",), "dormiram-em-partiram-para"),
    # ... or told as time gone by: "After three weeks in Cúcuta", "Tras tres semanas en", "Depois de três semanas em"
    _case("After three weeks in Cúcuta, the corporal took a bus to Medellín on Nov. 2.", "2019-11-20",
          [("relocation", "Medellín", "2019-11-02")], ("border_crossing",), "after-three-weeks-in"),
    _case("Tras tres semanas en Cúcuta, el cabo tomó un bus a Medellín el 2 de noviembre.", "2019-11-20",
          [("relocation", "Medellín", "2019-11-02")], ("border_crossing",), "tras-tres-semanas-en"),
    _case("Depois de três semanas em Pacaraima, o cabo pegou um ônibus para Manaus no dia 2 de novembro.", "2019-11-20",
          [("relocation", "Manaus", "2019-11-02")], ("border_crossing",), "depois-de-tres-semanas-em"),
    # (a stay at home before leaving for abroad is still the crossing)
    _case("Los soldados durmieron en San Cristóbal y el 5 de marzo partieron hacia Colombia.", "2019-03-10",
          [("border_crossing", ANY, "2019-03-05")], (), "a-night-at-home-then-abroad-crosses"),
    # "se volaron del cuartel": Venezuelan slang for slipping away from the post
    _case("Tres soldados se volaron del cuartel de La Fría el 4 de marzo.", "2019-03-10",
          [("defection", ANY, "2019-03-04")], (), "se-volaron-del-cuartel"),
    # Arrests told as custody begun: "placed under arrest", "puesto bajo arresto", "quedó bajo custodia de",
    # "recebeu voz de prisão", "foi levado sob custódia"
    _case("Sergeant Ortega was placed under arrest in Maracay on June 3.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-03")], (), "placed-under-arrest"),
    _case("Police put two guardsmen under arrest in Maicao on June 3.", "2019-06-10",
          [("arrest", "Maicao", "2019-06-03")], (), "put-under-arrest"),
    _case("El sargento Ortega fue puesto bajo arresto en Maracay el 3 de junio.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-03")], (), "puesto-bajo-arresto"),
    _case("El sargento Ortega quedó bajo custodia de la DGCIM en Maracay el 3 de junio.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-03")], (), "quedo-bajo-custodia"),
    _case("O sargento Ortega recebeu voz de prisão em Maracay no dia 3 de junho.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-03")], (), "recebeu-voz-de-prisao"),
    _case("O sargento Ortega foi levado sob custódia pela Dgcim em Maracay no dia 3 de junho.", "2019-06-10",
          [("arrest", "Maracay", "2019-06-03")], (), "levado-sob-custodia"),
    # A desertion declared by its noun: "announced his defection", "went public with", "anunció su deserción",
    # "hizo pública su deserción", "anunciou sua deserção"
    _case("Sergeant Ortega announced his defection in a video recorded in Cúcuta on June 3.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "announced-his-defection"),
    _case("Sergeant Ortega went public with his defection in a video on June 3.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "went-public-with-his-defection"),
    _case("Sergeant Ortega made his defection public in a video on June 3.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "made-his-defection-public"),
    _case("El sargento Ortega anunció su deserción en un video el 3 de junio.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "anuncio-su-desercion"),
    _case("El sargento Ortega hizo pública su deserción el 3 de junio.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "hizo-publica-su-desercion"),
    _case("O sargento Ortega anunciou sua deserção em um vídeo no dia 3 de junho.", "2019-06-10",
          [("defection", ANY, "2019-06-03")], (), "anunciou-sua-desercao"),
    # (the army announcing its men's desertions is no desertion of the speaker: a tally)
    # The deserters' post told in their own phrase before the verb: "que prestaban servicio en el destacamento de
    # Paraguaipoa, en la Guajira venezolana, desertaron", "los guardias del destacamento de X desertaron"
    _case("Cinco guardias que prestaban servicio en el destacamento de Paraguaipoa, en la Guajira venezolana, "
          "desertaron el domingo 22 de septiembre y cruzaron a pie por una trocha hasta Paraguachón.", "2019-09-27",
          [("defection", "Paraguaipoa", "2019-09-22"), ("border_crossing", ANY, "2019-09-22")], (),
          "prestaban-servicio-en-el-destacamento-de"),
    _case("Cinco guardias del destacamento de Paraguaipoa desertaron el domingo 22 de septiembre.", "2019-09-27",
          [("defection", "Paraguaipoa", "2019-09-22")], (), "guardias-del-destacamento-de"),
    # A fort not in the gazetteer is no man: "serviam no Forte Escamoto" (one desertion of the two corporals, not
    # a second one when they give themselves up in Pacaraima the next day)
    _case("Dois cabos que serviam no Forte Escamoto, em Santa Elena de Uairén, abandonaram a unidade na quinta-feira "
          "(10) e entraram no Brasil por uma trilha. Na sexta-feira (11), os militares se apresentaram no posto de "
          "triagem em Pacaraima e pediram refúgio.", "2019-10-15",
          [("defection", "Santa Elena de Uairén", "2019-10-10"), ("asylum", "Pacaraima", "2019-10-11")],
          (("defection", "Pacaraima", ANY),), "forte-is-no-man"),
    # A bridge one was posted at is not crossed by leaving the post
    _case("Lt. Andrés Villamizar left his post at the Tienditas bridge late on March 28 and hid for two nights in "
          "San Antonio del Táchira.", "2019-04-05", [("defection", ANY, "2019-03-28")],
          (("border_crossing", ANY, "2019-03-28"),), "left-his-post-at-the-bridge"),
    # "stepped onto the Colombian bank": the far bank reached
    _case("Two soldiers stepped onto the Colombian bank near Arauquita before dawn on July 8.", "2019-07-19",
          [("border_crossing", "Arauquita", "2019-07-08")], (), "stepped-onto-the-colombian-bank"),
    # "took his wife's phone": a thing of hers, not her
    _case("Sergeant Colmenares deserted on July 7. Two days later, agents searched his house in Elorza and took his "
          "wife's phone, she told relatives.", "2019-07-19", [("defection", ANY, "2019-07-07")], ("arrest",),
          "took-his-wifes-phone-is-no-arrest"),
    _case("Sergeant Colmenares deserted on July 7. On July 9, agents searched his house in Elorza and took his wife "
          "away.", "2019-07-19", [("arrest", "Elorza", "2019-07-09")], (), "took-his-wife-away-is-an-arrest"),
    # A rising told by what soldiers loyal to Guaidó took: "took over the Altamira overpass", "tomaron el distribuidor"
    _case("Soldiers loyal to Guaidó took over the Altamira overpass on April 30.", "2019-05-20",
          [("uprising", "Altamira overpass", "2019-04-30")], (), "soldiers-loyal-to-guaido-took-over"),
    _case("Militares leales a Guaidó tomaron el distribuidor Altamira el 30 de abril.", "2019-05-20",
          [("uprising", "Altamira overpass", "2019-04-30")], (), "militares-leales-a-guaido-tomaron"),
    _case("Soldiers loyal to Maduro took over the Altamira overpass on April 30.", "2019-05-20",
          [], ("uprising",), "loyal-to-maduro-is-no-rising"),
    # the overpass in Portuguese: "o viaduto de Altamira"
    _case("Um grupo de militares aderiu a Guaidó no viaduto de Altamira na madrugada de 30 de abril.", "2019-05-20",
          [("defection", "Altamira overpass", "2019-04-30")], (), "viaduto-de-altamira"),
    # Refuge asked through its paperwork, whose owner is named with it: "X's request for asylum was filed", "la
    # solicitud de refugio del sargento X fue presentada", "o pedido de refúgio do sargento X foi protocolado"
    _case("Sergeant Luis Ortega's request for asylum was filed in Bogotá on Sept. 10.", "2019-09-20",
          [("asylum", "Bogotá", "2019-09-10")], (), "request-for-asylum-was-filed"),
    _case("La solicitud de refugio del sargento Luis Ortega fue presentada en Bogotá el 10 de septiembre.", "2019-09-20",
          [("asylum", "Bogotá", "2019-09-10")], (), "solicitud-de-refugio-fue-presentada"),
    _case("O pedido de refúgio do sargento Luis Ortega foi protocolado em Boa Vista no dia 10 de setembro.", "2019-09-20",
          [("asylum", "Boa Vista", "2019-09-10")], (), "pedido-de-refugio-foi-protocolado"),
    # the UN refugee agency's roll, feminine in Spanish ("ante la Acnur") and in Portuguese "se cadastrou no Acnur"
    _case("El sargento Luis Ortega se registró ante la Acnur en Cúcuta el 10 de septiembre.", "2019-09-20",
          [("asylum", "Cúcuta", "2019-09-10")], (), "se-registro-ante-la-acnur"),
    _case("O sargento Luis Ortega se cadastrou no Acnur em Boa Vista no dia 10 de setembro.", "2019-09-20",
          [("asylum", "Boa Vista", "2019-09-10")], (), "se-cadastrou-no-acnur"),
    # "No es la primera vez que un oficial llega a Doral huyendo": a kind of thing that happens, no event
    _case("No es la primera vez que un oficial venezolano llega a Doral huyendo.", "2019-03-24",
          [], ("defection", "relocation"), "no-es-la-primera-vez-que"),
    _case("It is not the first time that a Venezuelan officer has fled to Miami.", "2019-03-24",
          [], ("defection", "border_crossing", "relocation"), "it-is-not-the-first-time"),
    # the present of a headline or a lead: "desertaram de Icabarú e chegam a Boa Vista" ends at Boa Vista
    _case("Os três militares desertaram de Icabarú e chegam a Boa Vista no sábado (6).", "2019-07-12",
          [("border_crossing", "Boa Vista", "2019-07-06")], (), "chegam-a-boa-vista"),
    # Crossings: "got across the border", "se metieron a Colombia", "alcanzaron suelo colombiano"
    _case("Two guardsmen got across the border to Cúcuta on March 5.", "2019-03-10",
          [("border_crossing", "Cúcuta", "2019-03-05")], (), "got-across-the-border"),
    _case("Dos guardias se metieron a Colombia por el río el 5 de marzo.", "2019-03-10",
          [("border_crossing", "Colombia", "2019-03-05")], (), "se-metieron-a-colombia"),
    _case("Dos guardias alcanzaron suelo colombiano el 5 de marzo.", "2019-03-10",
          [("border_crossing", "Colombia", "2019-03-05")], (), "alcanzaron-suelo-colombiano"),
    _case("Dos guardias se metieron en problemas en Ureña el 5 de marzo.", "2019-03-10",
          [], ("border_crossing",), "se-metieron-en-problemas-is-no-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_fifth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Chronologies read as a saved Markdown page is: one entry a line, each its own span
CHRONOLOGIES = [
    # A chronology's present, in its entries only ("- **16 de agosto:** Cruza el río", "- **Aug. 16:** He wades across",
    # "- **15 de outubro:** Atravessa a fronteira"), the left-out subject the story's man
    _case("El sargento Jhonny Rangel prestaba servicio en San Cristóbal.\n"
          "- **14 de agosto:** Abandona su puesto al mediodía.\n"
          "- **16 de agosto:** Cruza el río Táchira por una trocha cerca de Ureña y llega a Cúcuta.\n"
          "- **19 de agosto:** Se presenta ante Migración Colombia en Cúcuta y solicita refugio.\n"
          "- **27 de agosto:** Viaja en bus a Bogotá.\n", "2019-08-30",
          [("defection", ANY, "2019-08-14"), ("border_crossing", ANY, "2019-08-16"), ("asylum", "Cúcuta", "2019-08-19"),
           ("relocation", "Bogotá", "2019-08-27")], (), "spanish-chronology-present"),
    _case("O cabo Jhonny Rangel servia no quartel de Santa Elena de Uairén.\n"
          "- **14 de outubro:** Abandona o quartel durante a noite.\n"
          "- **15 de outubro:** Atravessa a fronteira por uma trilha e chega a Pacaraima.\n"
          "- **17 de outubro:** Pede refúgio à Polícia Federal em Pacaraima.\n", "2019-10-30",
          [("defection", "Santa Elena de Uairén", "2019-10-14"), ("border_crossing", "Pacaraima", "2019-10-15"),
           ("asylum", "Pacaraima", "2019-10-17")], (), "portuguese-chronology-present"),
    _case("Sergeant Jhonny Rangel of the National Guard was posted in San Cristóbal.\n"
          "- **Aug. 16:** He wades across the Táchira River near Ureña and reaches Cúcuta.\n"
          "- **Aug. 19:** He asks for refuge in Cúcuta.\n", "2019-08-30",
          [("border_crossing", ANY, "2019-08-16"), ("asylum", "Cúcuta", "2019-08-19")], (), "english-chronology-bold-colon"),
    # ... and the chronology's next sentence after a time word keeps its subject ("Esa noche le dice a su esposa")
    _case("El sargento Jhonny Rangel prestaba servicio en San Cristóbal.\n"
          "- **12 de agosto:** Recibe la orden de custodiar la frontera. Esa noche le dice a su esposa que no volverá.\n"
          "- **14 de agosto:** Abandona su puesto al mediodía.\n", "2019-08-30",
          [("defection", ANY, "2019-08-14")], (), "esa-noche-le-dice-keeps-the-chain"),
    # (a present outside a dated entry is a habit: "Cruza el río todos los días")
    _case("El sargento Jhonny Rangel vive en San Cristóbal. Cruza el río Táchira todos los días para trabajar en Cúcuta.",
          "2019-08-30", [], ("border_crossing",), "a-present-outside-a-chronology-is-a-habit"),
]


@pytest.mark.parametrize("text, published, present, absent", CHRONOLOGIES)
def test_twenty_fifth_sweep_chronologies(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    article = article_from_bytes(text.encode(), "chronology.md", published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events], present, absent)
