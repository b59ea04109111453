"""Event extraction traps found in held-out batch 28 (Cúcuta's hotels, Tibú, Madrid, Pacaraima, Cedros, the June
arrests at Fuerte Tiuna, the Catatumbo), each shown on new sentences: "applied for international protection", a
refugee status recognised "dos"/"de los" those who get it, relatives "taken by" intelligence agents, "para onde
foram levados", a body found with bullet wounds, a speaker named after the verb that closes a quote, a month opening
the sentence over a relative clause, the home of "a relative of one of the men", and a repeated arrest keeping the
day its later sentence gives."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Applying for (international) protection is asking for asylum.
    _case("Corporal Ana Reyes flew from Caracas to Lisbon on 2 May. On 5 May she applied for international "
          "protection at the airport in Lisbon.", "2019-07-01", [("asylum", ANY, "2019-05-05")], (),
          "applied-for-international-protection"),
    _case("Corporal Ana Reyes applied for a job with a private protection firm in Lisbon on 5 May.", "2019-07-01",
          [], ("asylum",), "applied-for-a-job-with-protection-firm"),
]

CASES += [
    # A refugee status recognised, then whose it is ("dos", "de los").
    _case("Na quarta-feira (3), o Conare reconheceu a condição de refugiado dos três sargentos venezuelanos.",
          "2019-07-05", [("asylum", ANY, "2019-07-03")], (), "pt-reconheceu-condicao-dos"),
    _case("El martes la Cancillería reconoció la condición de refugiado de los dos cabos venezolanos.", "2019-07-05",
          [("asylum", ANY, "2019-07-02")], (), "es-reconocio-condicion-de-los"),
    _case("O Conare reconheceu a importância do trabalho dos três sargentos.", "2019-07-05", [], ("asylum",),
          "pt-reconheceu-a-importancia"),
]

CASES += [
    # Taken by the intelligence services' agents is held by them, not moved: the relative is the one held.
    _case("Na terça-feira (2), a mãe do sargento foi levada por agentes do Sebin para depor em Maracaibo.",
          "2019-07-05", [("arrest", "Maracaibo", "2019-07-02")], ("relocation",), "pt-levada-por-agentes-do-sebin"),
    _case("El martes el hermano del cabo fue llevado por funcionarios de la Dgcim a declarar en Barquisimeto.",
          "2019-07-05", [("arrest", "Barquisimeto", "2019-07-02")], ("relocation",), "es-llevado-por-funcionarios-dgcim"),
    _case("Na terça-feira (2), o pai do sargento foi detido por agentes da Dgcim em Maracaibo.", "2019-07-05",
          [("arrest", "Maracaibo", "2019-07-02")], (), "pt-o-pai-do-sargento-foi-detido"),
    _case("Na terça-feira (2), o sargento foi levado por soldados brasileiros para Boa Vista.", "2019-07-05",
          [("relocation", "Boa Vista", "2019-07-02")], ("arrest",), "pt-levado-por-soldados-is-a-move"),
]

CASES += [
    # "para onde foram levados": taken to the place before it.
    _case("Os quatro cabos estão num abrigo do Exército em Manaus, para onde foram levados na quinta-feira (4).",
          "2019-07-05", [("relocation", "Manaus", "2019-07-04")], (), "pt-para-onde-foram-levados"),
    _case("Los cuatro cabos están en un albergue de Maicao, adonde fueron llevados el jueves.", "2019-07-05",
          [("relocation", "Maicao", "2019-07-04")], (), "es-adonde-fueron-llevados-subject-before"),
]

CASES += [
    # A body found with bullet wounds was killed.
    _case("The body of Sergeant Pedro Salas was found beside a trail near Maicao on Oct. 3 with two bullet wounds.",
          "2019-10-20", [("violence", ANY, "2019-10-03")], (), "body-with-bullet-wounds"),
    # ... and "outside this town" is the dateline's town.
    _case("MAICAO, Colombia — The body of Corporal Pedro Salas was found outside this town on Oct. 3 with two "
          "gunshot wounds.", "2019-10-20", [("violence", "Maicao", "2019-10-03")], (), "body-outside-this-town"),
    _case("For years Major Pedro Salas treated soldiers with gunshot wounds in Maracaibo.", "2019-10-20", [],
          ("violence",), "treated-gunshot-wounds-no-violence"),
    _case("El cadáver del cabo Pedro Salas apareció el 3 de octubre cerca de Maicao con dos impactos de bala.",
          "2019-10-20", [("violence", ANY, "2019-10-03")], (), "es-impactos-de-bala"),
]

CASES += [
    # '"...," said Gen. X, commander of ..., in a statement': the speaker named after the verb.
    _case("The Colombian army moved troops to Arauca. \"The border is under control,\" said Gen. Jorge Rincón, "
          "commander of the Colombian army's Eighth Division, in a statement released Thursday.", "2019-10-20",
          [("statement", ANY, "2019-10-17")], (), "inverted-said-in-a-statement"),
    _case("\"We crossed at night,\" said Sergeant Pedro Salas, who now lives in Maicao.", "2019-10-20", [],
          ("statement",), "inverted-said-by-a-soldier-no-vehicle"),
]

CASES += [
    # A month opening the sentence dates a relative clause's simple past too; a pluperfect keeps its own time.
    _case("In June, four Venezuelan sailors who landed at Cedros were detained by police.", "2019-10-04",
          [("border_crossing", "Cedros", "2019-06-01"), ("arrest", "Cedros", "2019-06-01")], (),
          "month-opening-over-relative"),
    _case("On Tuesday, four Venezuelan sailors who landed at Cedros were detained by police.", "2019-10-04",
          [("arrest", "Cedros", "2019-10-01")], (("border_crossing", ANY, "2019-10-01"),),
          "day-opening-not-over-relative"),
    _case("In June, four Venezuelan sailors who had deserted in 2018 were detained at Cedros.", "2019-10-04",
          [("arrest", "Cedros", "2019-06-01")], (("defection", ANY, "2019-06-01"),), "month-opening-not-pluperfect"),
]

CASES += [
    # Where "a relative of one of the men, who lives in" a town is, is the relative's home, no move.
    _case("Four sailors landed at Cedros on Sunday. A cousin of one of the sailors, who lives in Chaguaramas, said "
          "they were afraid.", "2019-10-04", [("border_crossing", "Cedros", "2019-09-29")], ("relocation",),
          "relative-of-one-who-lives-in"),
]

CASES += [
    # An arrest told in the lead with "this week" and again with its day keeps the day.
    _case("La Dgcim detuvo esta semana a tres capitanes en Fuerte Tiuna.\n\nTres capitanes del Ejército fueron "
          "detenidos el pasado martes 11 de junio dentro del complejo militar Fuerte Tiuna, en Caracas, por "
          "funcionarios de la Dgcim.", "2019-06-14",
          [("arrest", ANY, "2019-06-11")], (("arrest", ANY, "2019-06-10"),), "lead-week-then-day"),
]


CASES += [
    # What protesters blocked is where they protested.
    _case("On Friday about 90 former soldiers protested in front of the migration office and then blocked the "
          "Venezuelan end of the Simón Bolívar bridge for two hours.", "2019-10-20",
          [("protest", "Simón Bolívar International Bridge", "2019-10-18")], (), "protest-blocked-the-bridge"),
    _case("Unos 90 exmilitares protestaron el viernes y bloquearon el paso por el puente Francisco de Paula "
          "Santander.", "2019-10-20", [("protest", "Francisco de Paula Santander International Bridge", "2019-10-18")],
          (), "es-protesta-bloquearon-el-paso-por-el-puente"),
]

CASES += [
    # "on the road to the bridge" says where a shelter lies: the move ends in the town, over no bridge.
    _case("About 80 of the former soldiers were taken by bus on Friday to a shelter in Cúcuta, on the road to the "
          "Francisco de Paula Santander bridge.", "2019-10-20", [("relocation", "Cúcuta", "2019-10-18")],
          (("relocation", "Francisco de Paula Santander International Bridge", ANY), "border_crossing"),
          "on-the-road-to-the-bridge"),
]

CASES += [
    # A weekday between "abandonaron" and the post they left.
    _case("Los tres cabos abandonaron la noche del viernes su puesto en Guasdualito.", "2019-10-20",
          [("defection", "Guasdualito", "2019-10-18")], (), "es-abandonaron-la-noche-del-viernes-su-puesto"),
    _case("El sargento dejó el martes su batallón en Guasdualito.", "2019-10-20",
          [("defection", "Guasdualito", "2019-10-15")], (), "es-dejo-el-martes-su-batallon"),
    _case("El alcalde dejó el martes su despacho en Guasdualito.", "2019-10-20", [], ("defection",),
          "es-dejo-el-martes-su-despacho"),
]

CASES += [
    # "most of whom crossed after Feb. 23": a count of the group over a period, on no day.
    _case("The deserters, most of whom crossed the border after Feb. 23, when the aid convoy was turned back, live "
          "in hotels in Cúcuta.", "2019-09-18", [], (("border_crossing", ANY, "2019-02-23"), ("defection", ANY, "2019-02-23")),
          "most-of-whom-crossed-after"),
    _case("Sergeant Luis Mora crossed the border on Feb. 23, when the aid convoy was turned back.", "2019-09-18",
          [("border_crossing", ANY, "2019-02-23")], (), "one-man-crossed-on-the-day"),
]


CASES += [
    # A deserter's relative held with no place named is held at home; a reporting aside names nobody held.
    _case("Sergeant Pedro Salas deserted from his unit in Venezuela in March. In August, his mother says, his older "
          "sister, a nurse, was detained for a day and questioned.", "2019-10-20",
          [("arrest", "Venezuela", "2019-08-01")], (), "relative-held-no-place-at-home"),
    _case("Sergeant Pedro Salas deserted from his unit in Venezuela in March. In August his older sister was "
          "detained by Colombian police for a day.", "2019-10-20", [], (("arrest", "Venezuela", ANY),),
          "relative-held-by-foreign-police-not-at-home"),
]

CASES += [
    # "según la abogada X, quien anunció": the lawyer announced, not the body named before her.
    _case("La Defensoría del Pueblo fue informada del caso, según el abogado Tomás Rengifo, quien anunció que pedirá "
          "una audiencia la próxima semana.", "2019-10-20", [], ("statement",), "segun-abogado-quien-anuncio"),
    _case("El ministro de la Defensa, Vladimir Padrino López, quien anunció el lunes que habrá juicios, habló en "
          "Caracas.", "2019-10-20", [("statement", ANY, "2019-10-14")], (), "official-quien-anuncio"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix28_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
