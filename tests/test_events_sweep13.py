"""Event extraction traps found by the thirteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The deed a time is counted from is told too when its own clause names its day.
    _case("Four days after crossing into Colombia on March 3, the sergeant asked for asylum in Medellín.", "2019-04-02",
          [("border_crossing", "Colombia", "2019-03-03"), ("asylum", "Medellín", "2019-03-07")], (),
          "n-days-after-crossing-on-a-day"),
    _case("Two days after he crossed, on May 23, agents detained his father in Barinas.", "2019-06-02",
          [("arrest", "Barinas", "2019-05-23")], ("border_crossing",), "counted-deed-without-its-own-day"),
    # An aside set off by commas that names its day tells its deed as news.
    _case("The two guardsmen, who crossed on Thursday, were taken to a hotel in Riohacha on Saturday.", "2019-06-10",
          [("border_crossing", ANY, "2019-06-06"), ("relocation", "Riohacha", "2019-06-08")], (), "dated-aside-who"),
    _case("Nine soldiers who deserted to Colombia in February were let into Peru on Tuesday.", "2019-06-10",
          [("relocation", "Peru", "2019-06-04")], ("defection",), "restrictive-who-says-who"),
    # Spanish and Portuguese moves with a day between the verb and where from.
    _case("En mayo, nueve exmilitares se trasladaron de Cúcuta a Medellín.", "2019-06-10",
          [("relocation", "Medellín", "2019-05-01")], (), "se-trasladaron-de-a"),
    _case("Em maio, o sargento se mudou de Pacaraima para Manaus.", "2019-06-10",
          [("relocation", "Manaus", "2019-05-01")], (), "se-mudou-de-para"),
    _case("Os ex-soldados foram levados na sexta-feira (7) para um abrigo em Manaus.", "2019-06-10",
          [("relocation", "Manaus", "2019-06-07")], (), "levados-day-in-brackets"),
    _case("Los exmilitares fueron llevados el sábado de un hotel en Cúcuta a una base militar en Tolemaida.",
          "2019-06-10", [("relocation", "Fuerte Militar de Tolemaida", "2019-06-08")], (), "llevados-day-de-a"),
    _case("Os ex-militares foram levados no sábado (8) de um abrigo em Pacaraima para um hotel em Manaus.",
          "2019-06-10", [("relocation", "Manaus", "2019-06-08")], (), "levados-day-de-para"),
    _case("A Operação Acolhida levou 15 ex-militares venezuelanos de Boa Vista para Manaus na quinta-feira (6).",
          "2019-06-10", [("relocation", "Manaus", "2019-06-06")], (), "levou-counted-soldiers"),
    _case("O Exército transferiu na quinta-feira (6) onze militares venezuelanos de Pacaraima para Boa Vista.",
          "2019-06-10", [("relocation", "Boa Vista", "2019-06-06")], (), "transferiu-day-counted-soldiers"),
    _case("A viagem levou dois dias para chegar a Manaus.", "2019-06-10", [], ("relocation",), "levou-dois-dias"),
    # Slipping out of a base, in Spanish and Portuguese; the leaving is the desertion, not a move of its own.
    _case("El sargento se escabulló del Fuerte Tiuna el 3 de mayo.", "2019-05-20",
          [("defection", "Fuerte Tiuna", "2019-05-03")], ("relocation",), "se-escabullo-del-fuerte"),
    _case("El cabo se fugó del Fuerte Mara el 4 de mayo.", "2019-05-20",
          [("defection", "Fuerte Mara", "2019-05-04")], ("relocation",), "se-fugo-del-fuerte"),
    _case("The corporal slipped out of Fuerte Tiuna on May 5 and reached Cúcuta two days later.", "2019-05-20",
          [("defection", "Fuerte Tiuna", "2019-05-05")], (("relocation", "Fuerte Tiuna", ANY),), "slipped-out-no-move"),
    _case("O soldado escapuliu do quartel em Santa Elena de Uairén no domingo (12).", "2019-05-20",
          [("defection", "Santa Elena de Uairén", "2019-05-12")], (), "escapuliu-do-quartel"),
    # Portuguese pluperfect relative clause before a return: the return is the event.
    _case("Três dos soldados que haviam atravessado para Pacaraima voltaram no sábado (18) para a Venezuela.",
          "2019-05-20", [("border_crossing", "Venezuela", "2019-05-18")], (("border_crossing", "Pacaraima", ANY),),
          "haviam-atravessado-voltaram"),
    # A desertion noun names its deserters right after it; "a fuga", Portuguese, is "the flight".
    _case("La deserción de tres sargentos venezolanos el martes sorprendió al comando de Guasdualito.", "2019-04-12",
          [("defection", ANY, "2019-04-09")], (), "desercion-de-tres-sargentos"),
    _case("The desertion of five guardsmen on Tuesday was confirmed by Colombian officials.", "2019-04-12",
          [("defection", ANY, "2019-04-09")], (), "desertion-of-five-guardsmen"),
    _case("A fuga de três soldados venezuelanos na terça-feira (9) foi confirmada pela Polícia Federal.", "2019-04-12",
          [("defection", ANY, "2019-04-09")], (), "a-fuga-de-tres-soldados"),
    _case("La huida de seis militares el martes fue confirmada por Migración Colombia.", "2019-04-12",
          [("defection", ANY, "2019-04-09")], (), "la-huida-de-seis-militares"),
    _case("La fuga de presos de la cárcel de Tocorón el martes dejó dos muertos.", "2019-04-12", [], ("defection",),
          "fuga-de-presos-no-desertion"),
    _case("La huida de los militares se produjo tras dos días de choques.", "2019-04-12", [], ("defection",),
          "la-huida-de-los-told-before"),
    _case("A mass desertion of soldiers would end the regime, he said on Tuesday.", "2019-04-12", [], ("defection",),
          "a-mass-desertion-generic"),
    # A post told with its town in the sentence before: "served at", "prestaba servicio en" + "the base", "la unidad".
    _case("Cpl. Hugo Ramos served at the Santa Elena de Uairén garrison. On April 2 he walked away from the base.",
          "2019-05-20", [("defection", "Santa Elena de Uairén", "2019-04-02")], (), "served-at-then-the-base"),
    _case("El cabo Hugo Ramos prestaba servicio en Guasdualito. El 2 de abril abandonó la unidad.", "2019-05-20",
          [("defection", "Guasdualito", "2019-04-02")], (), "prestaba-servicio-then-la-unidad"),
    # Spanish "desertar" after "antes de", "tras": the deed, dated; a plan is not.
    _case("El cabo dijo que trabajó diez años en la Guardia antes de desertar en abril.", "2019-06-10",
          [("defection", ANY, "2019-04-01")], (), "antes-de-desertar"),
    _case("El cabo planeaba desertar en abril.", "2019-06-10", [], ("defection",), "planeaba-desertar"),
    # Two-word ranks, and "El mayor," as a subject.
    _case("The staff sergeant, 41, said he deserted in April.", "2019-06-10", [("defection", ANY, "2019-04-01")], (),
          "the-staff-sergeant"),
    _case("El mayor, que dirigía un batallón en Barquisimeto, huyó el 2 de junio.", "2019-06-10",
          [("defection", ANY, "2019-06-02")], (), "el-mayor-que"),
    _case("El mayor número de deserciones se registró el 23 de febrero.", "2019-06-10", [], (("defection", ANY, "2019-06-10"),),
          "el-mayor-numero"),
    # An arrest warrant, or a call for an arrest, is no arrest; a revolt the accused took part in is told in passing.
    _case("A warrant was issued on Friday for the arrest of nine officers involved in the revolt.", "2019-05-13", [],
          ("arrest", "uprising"), "warrant-for-the-arrest"),
    _case("Rights groups on Friday condemned the arrest of two sergeants in Maracay.", "2019-05-13",
          [("arrest", "Maracay", "2019-05-10")], (), "condemned-the-arrest"),
    _case("Prosecutors charged 14 lawmakers on Thursday, accusing them of backing the uprising.", "2019-05-13", [],
          ("uprising",), "accused-of-backing-the-uprising"),
    # Spanish "rompió con Maduro" is an officer's break, as "broke with Maduro".
    _case("Un coronel de la Aviación rompió con Maduro el 2 de mayo.", "2019-05-13",
          [("defection", ANY, "2019-05-02")], (), "rompio-con-maduro"),
    _case("An air force colonel broke with the Maduro regime on Thursday.", "2019-05-13", [("defection", ANY, "2019-05-09")], (),
          "broke-with-the-maduro-regime"),
    # Portuguese "foi encontrado morto"; a boarding house of a town is in the town.
    _case("Um ex-soldado venezuelano foi encontrado morto na segunda-feira (19) em Boa Vista.", "2019-08-21",
          [("violence", "Boa Vista", "2019-08-19")], (), "encontrado-morto"),
    _case("Un exsargento fue hallado muerto el lunes en Maicao.", "2019-08-21",
          [("violence", "Maicao", "2019-08-19")], (), "hallado-muerto-en"),
    # "Forte Tiuna", Portuguese; "on the night of the 23rd".
    _case("Agentes da Dgcim prenderam três sargentos no Forte Tiuna na sexta-feira (16).", "2019-08-21",
          [("arrest", "Fuerte Tiuna", "2019-08-16")], (), "forte-tiuna"),
    _case("On the night of the 17th, a corporal waded across the Táchira River.", "2019-08-21",
          [("border_crossing", ANY, "2019-08-17")], (), "on-the-night-of-the-17th"),
    _case("O último domingo foi marcado pela fuga de dois sargentos venezuelanos.", "2019-08-21",
          [("defection", ANY, "2019-08-18")], (), "o-ultimo-domingo-subject"),
    # Being in a foreign embassy is a refuge there, begun on the day a "since" names.
    _case("Three lieutenants have been hiding in the Argentine embassy in Caracas since May 2.", "2019-06-20",
          [("asylum", ANY, "2019-05-02")], ("relocation",), "hiding-in-embassy-since"),
    _case("Two colonels have been living in the Italian embassy in Caracas since May 2.", "2019-06-20",
          [("asylum", ANY, "2019-05-02")], ("relocation",), "living-in-embassy-since"),
    _case("Dos tenientes permanecen en la embajada de Argentina en Caracas desde el 2 de mayo.", "2019-06-20",
          [("asylum", ANY, "2019-05-02")], (), "permanecen-en-la-embajada-desde"),
    _case("Dois tenentes estão na embaixada da Argentina em Caracas desde 2 de maio.", "2019-06-20",
          [("asylum", ANY, "2019-05-02")], (), "estao-na-embaixada-desde"),
    _case("Two colonels have been living in Bogotá since May.", "2019-06-20", [], ("asylum",), "living-in-a-town"),
    _case("The government never admitted that soldiers were sheltering at the Italian embassy.", "2019-06-20", [],
          ("asylum",), "sheltering-at-embassy-no-since"),
    _case("Tras desertar del Ejército, tres cabos que pidieron refugio fueron detenidos el lunes en Boa Vista.",
          "2019-06-20", [("arrest", "Boa Vista", "2019-06-17")], ("defection",), "tras-desertar-without-its-day"),
    # Beaten by agents; a checkpoint of a town is in the town.
    _case("El cabo fue golpeado por guardias en una alcabala de Rubio el 4 de junio.", "2019-06-20",
          [("violence", "Rubio", "2019-06-04")], (), "golpeado-por-alcabala-de"),
    _case("Dos exsoldados fueron apaleados por colectivos en Ureña el sábado.", "2019-06-20",
          [("violence", "Ureña", "2019-06-15")], (), "fueron-apaleados-por"),
    # A clash's toll: "left four people dead" is violence where the dead were, and no departure.
    _case("Sunday's clashes left two people dead in Ureña, the mayor said.", "2019-02-26",
          [("violence", "Ureña", "2019-02-24")], ("defection", "relocation"), "clashes-left-dead"),
    _case("Los choques del domingo dejaron tres heridos en San Antonio del Táchira.", "2019-02-26",
          [("violence", "San Antonio del Táchira", "2019-02-24")], (), "dejaron-tres-heridos"),
    _case("Dos guardias cruzaron el domingo, luego de los enfrentamientos que dejaron heridos en Ureña.", "2019-02-26",
          [("border_crossing", ANY, "2019-02-24")], ("violence",), "clashes-told-in-passing"),
    # Handed to the receiving side's officials, by name.
    _case("The two guardsmen were handed to Migración Colombia on Monday.", "2019-10-02",
          [("relocation", ANY, "2019-09-30")], (), "handed-to-migracion"),
    _case("El cabo fue revisado por un médico y entregado el lunes a Migración Colombia.", "2019-10-02",
          [("relocation", ANY, "2019-09-30")], (), "entregado-el-lunes-a"),
    _case("The sergeant handed his rifle to a Colombian soldier.", "2019-10-02", [], ("relocation",), "handed-a-rifle"),
    # Giving oneself up abroad ends a crossing even when the sentence also tells the desertion.
    _case("Three soldiers who deserted in Apure surrendered to Colombian troops in Arauquita on Friday.", "2019-08-12",
          [("border_crossing", "Arauquita", "2019-08-09")], (), "deserted-then-surrendered-abroad"),
    # "El mayor" before a preterite is the rank.
    _case("El mayor viajó de Cúcuta a Bogotá el 3 de agosto.", "2019-08-12", [("relocation", "Bogotá", "2019-08-03")], (),
          "el-mayor-viajo"),
    # A request approved is asylum granted to those it names.
    _case("O Conare aprovou nesta terça-feira (10) o pedido de refúgio de 21 militares venezuelanos.", "2019-09-12",
          [("asylum", ANY, "2019-09-10")], (), "conare-aprovou-o-pedido"),
    _case("La Cancillería aprobó el martes las solicitudes de refugio de nueve exmilitares venezolanos.", "2019-09-12",
          [("asylum", ANY, "2019-09-10")], (), "aprobo-las-solicitudes"),
    _case("Peru approved the asylum requests of 15 Venezuelan soldiers on Tuesday.", "2019-09-12",
          [("asylum", ANY, "2019-09-10")], (), "approved-the-asylum-requests-of"),
    # "na madrugada do dia 8", "la madrugada del día 8": the latest 8th.
    _case("O cabo contou que deixou o quartel em Santa Elena de Uairén na madrugada do dia 7.", "2019-09-12",
          [("defection", "Santa Elena de Uairén", "2019-09-07")], (), "madrugada-do-dia"),
    _case("El cabo contó que abandonó su puesto en Ureña en la madrugada del día 7.", "2019-09-12",
          [("defection", "Ureña", "2019-09-07")], (), "madrugada-del-dia"),
    # Boarding a bus bound somewhere is going there (Spanish "abordar", as English "board").
    _case("El sábado, los nueve exmilitares abordaron un bus hacia Medellín.", "2019-09-12",
          [("relocation", "Medellín", "2019-09-07")], (), "abordaron-un-bus-hacia"),
    _case("El sábado, los nueve exmilitares abordaron un vuelo con escala en Lima.", "2019-09-12", [],
          (("relocation", "Lima", ANY),), "abordaron-con-escala-en"),
    # "O guarda", Portuguese, is a guardsman ("a guarda costeira" is the coast guard).
    _case("O guarda foi condenado na sexta-feira (5) a seis anos; ele havia sido preso em 22 de janeiro em Catia.",
          "2019-04-08", [("arrest", "Catia", "2019-01-22")], (), "o-guarda-havia-sido-preso"),
    # A day five words after its verb, past a long agent: "detained by military counterintelligence agents on June 21".
    _case("Lt. Pedro Rangel died on Sunday after being detained by military counterintelligence agents on June 20.",
          "2019-07-01", [("arrest", ANY, "2019-06-20"), ("violence", ANY, "2019-06-30")], (),
          "died-after-being-detained-on"),
    _case("His grandmother died on Sunday after a long illness.", "2019-07-01", [], ("violence",), "died-of-illness"),
    # People removed from a camp were moved out of it.
    _case("Colombian police on Monday removed about 40 former Venezuelan soldiers from a camp near the Simón Bolívar "
          "bridge.", "2019-09-10", [("relocation", ANY, "2019-09-09")], (), "removed-soldiers-from-a-camp"),
    _case("Workers removed the barriers from the Simón Bolívar bridge on Monday.", "2019-09-10", [], ("relocation",),
          "removed-the-barriers"),
    # Soldiers of a unit: "three members of his unit", "dos integrantes de su batallón".
    _case("Three members of his unit were detained last month in Zulia.", "2019-04-02",
          [("arrest", "Zulia", "2019-03-01")], (), "members-of-his-unit"),
    _case("Dos integrantes de su batallón fueron detenidos el lunes en Barinas.", "2019-04-02",
          [("arrest", "Barinas", "2019-04-01")], (), "integrantes-de-su-batallon"),
    # A running total in the perfect stays one after "since X, when ...".
    _case("Since Feb. 23, when the aid convoys were turned back, more than 600 soldiers have crossed into Colombia.",
          "2019-04-02", [], (("border_crossing", ANY, "2019-02-23"), ("defection", ANY, "2019-02-23")),
          "since-when-perfect-tally"),
    _case("Desde el 23 de febrero, cuando decenas de guardias abandonaron sus puestos, más de 900 militares han "
          "cruzado a Colombia.", "2019-04-02", [("defection", ANY, "2019-02-23")], (), "desde-cuando-abandonaron"),
    _case("Troops have been on alert since Friday, when soldiers fired tear gas at protesters in Ureña.", "2019-04-02",
          [("violence", "Ureña", "2019-03-29")], (), "since-friday-when-shooting"),
    # Portuguese enclitic "mudou-se para".
    _case("Um mês depois, o sargento mudou-se para Manaus.", "2019-10-02", [("relocation", "Manaus", ANY)], (),
          "mudou-se-para"),
    # Portuguese marches with what shows them to be protests; a march to the border is none.
    _case("Os ex-militares marcharam no domingo (16) pelo centro de Boa Vista com cartazes.", "2019-06-20",
          [("protest", "Boa Vista", "2019-06-16")], (), "marcharam-pelo-centro"),
    _case("Os soldados marcharam três dias até a fronteira.", "2019-06-20", [], ("protest",), "marcharam-ate-a-fronteira"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_thirteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, actors, count", [
    ("Quatro dos sargentos pediram refúgio em Pacaraima na sexta-feira (17).", ("quatro dos sargentos",), 4),
    ("Cinco de los guardias pidieron refugio en Cúcuta el viernes.", ("cinco de los guardias",), 5),
    ("A maioria dos soldados pediu refúgio em Pacaraima na sexta-feira (17).", ANY, None),
    ("Dos soldados pidieron refugio en Cúcuta el viernes.", ("dos soldados",), 2),
    ("A former lieutenant colonel asked for asylum in Panama on Friday.", ("a former lieutenant colonel",), None),
])
def test_a_part_of_a_group_is_counted_and_portuguese_dos_is_of_the(gazetteer, text: str, actors, count) -> None:
    article = make_article(text, published="2019-05-20")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    asylum = next(e for e in events if e.event_type == "asylum")
    assert actors is ANY or asylum.actors == actors
    assert asylum.count == count


def test_a_crossing_ends_where_the_men_gave_themselves_up(gazetteer) -> None:
    text = "On May 4 the corporal crossed the Táchira River and turned himself in to the Colombian police in Cúcuta."
    article = make_article(text, published="2019-05-20")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    crossing = next(e for e in events if e.event_type == "border_crossing")
    assert crossing.destination is not None and crossing.destination.name == "Cúcuta"


def test_the_agent_of_a_passive_arrest_is_not_the_one_arrested(gazetteer) -> None:
    text = "A National Guard captain who joined Tuesday's uprising was arrested by intelligence agents on Thursday."
    article = make_article(text, published="2019-05-03")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    arrest = next(e for e in events if e.event_type == "arrest")
    assert arrest.actors == ("a National Guard captain",)
