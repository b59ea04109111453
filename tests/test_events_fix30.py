"""Event extraction traps found in held-out batch 30 (the returnees held at the Táchira bridges, Conare's refugees in
Boa Vista, a deserter shot in Arauquita, the ex-soldiers heading south through Rumichaca), each shown on new
sentences: "this year" dates nothing, an arrest told as a noun ("la detención de un teniente"), the "ex" Spanish
writes on a rank ("otro exsargento"), and the part of a tally told after it ("most of them after Feb. 23")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "This year" names the year of the story, no day: whatever it dates has no date.
    _case("A second Venezuelan deserter was stabbed to death in Maicao this year.", "2019-10-20",
          [("violence", ANY, None)], (("violence", ANY, "2019-01-01"),), "this-year-no-date"),
    _case("Brazilian officials say about 300 Venezuelan soldiers crossed into Roraima this year.", "2019-10-20",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-01-01"),), "tally-crossed-this-year"),
    _case("Unos 30 sargentos venezolanos desertaron este año en Arauca.", "2019-10-20",
          [("defection", ANY, None)], (("defection", ANY, "2019-01-01"),), "es-este-ano"),
    # "aquel año" is the year told before, not the story's.
    _case("En 2016, tres sargentos venezolanos pidieron asilo en Lisboa tras la represión de las protestas de aquel "
          "año.", "2019-10-20", [], (("asylum", ANY, None),), "es-aquel-ano-not-this-year"),
    # ... and a month of this year is that month.
    _case("In April this year two sergeants deserted in Guasdualito.", "2019-10-20",
          [("defection", ANY, "2019-04-01")], (), "month-this-year-kept"),
]

CASES += [
    # An arrest told as a noun, of someone not named before ("un", "dos"), is an arrest where and when it says.
    _case("Foro Penal documenta también la detención de un capitán del Ejército en Rubio el 9 de mayo.", "2019-06-10",
          [("arrest", "Rubio", "2019-05-09")], (), "es-la-detencion-de-un-capitan"),
    _case("La ONG denunció la captura de dos sargentos de la GNB en Guasdualito el 3 de junio.", "2019-06-10",
          [("arrest", "Guasdualito", "2019-06-03")], (), "es-la-captura-de-dos"),
    _case("A ONG também registrou a prisão de um cabo da GNB em Santa Elena de Uairén em 4 de junho.", "2019-06-10",
          [("arrest", "Santa Elena de Uairén", "2019-06-04")], (), "pt-a-prisao-de-um-cabo"),
    # A warrant is no arrest.
    _case("Un tribunal de Caracas dictó el 9 de mayo una orden de captura de un capitán del Ejército.", "2019-06-10",
          [], ("arrest",), "es-orden-de-captura-de-un"),
]

CASES += [
    # Spanish writes the "ex" of a former rank on the word: "un excabo", "otro exsargento", "dos exguardias".
    _case("El 8 de julio, otro exsargento fue detenido en Rubio.", "2019-08-10",
          [("arrest", "Rubio", "2019-07-08")], (), "es-otro-exsargento-detenido"),
    _case("El 8 de julio, un excabo del Ejército fue detenido por la Dgcim en Guasdualito.", "2019-08-10",
          [("arrest", "Guasdualito", "2019-07-08")], (), "es-un-excabo-detenido"),
    _case("El 8 de julio, cuatro exsoldados fueron detenidos en Rubio.", "2019-08-10",
          [("arrest", "Rubio", "2019-07-08")], (), "es-cuatro-exsoldados-detenidos"),
]

CASES += [
    # Custody kept or ordered by a court is no new arrest.
    _case("En la audiencia del lunes 13, el juez mantuvo la detención de cuatro de los sargentos.", "2019-05-20", [],
          ("arrest",), "es-mantuvo-la-detencion-de-cuatro"),
    _case("O juiz decretou na segunda-feira (13) a prisão de dois cabos venezuelanos.", "2019-05-20", [],
          ("arrest",), "pt-decretou-a-prisao-de-dois"),
]

CASES += [
    # Men written "ex" on the rank are former soldiers: where they go next is a move, not a desertion.
    _case("El 2 de octubre, seis exsargentos venezolanos viajaron en bus de Cúcuta a Bogotá.", "2019-10-10",
          [("relocation", "Bogotá", "2019-10-02")], ("defection",), "es-exsargentos-move-on"),
]

CASES += [
    # A refugee status recognised with the day between the verb and the status.
    _case("O Conare reconheceu nesta terça-feira (8) a condição de refugiado de 12 ex-militares venezuelanos que "
          "vivem em Manaus.", "2019-10-10", [("asylum", "Manaus", "2019-10-08")], (), "pt-reconheceu-nesta-terca"),
    _case("La Cancillería reconoció el martes la condición de refugiado de cinco exmilitares venezolanos.", "2019-10-10",
          [("asylum", ANY, "2019-10-08")], (), "es-reconocio-el-martes-la-condicion"),
]

CASES += [
    # The Spanish past subjunctive after "después de que" tells what happened.
    _case("El traslado se hizo dos días después de que unos 40 exmilitares protestaran el lunes frente a la alcaldía, "
          "en Maicao.", "2019-10-10", [("protest", "Maicao", "2019-10-07")], (), "es-despues-de-que-protestaran"),
    # ... not a wish or a purpose.
    _case("El diputado pidió el lunes que los exmilitares protestaran frente a la gobernación de Cúcuta.",
          "2019-10-10", [], ("protest",), "es-pidio-que-protestaran"),
    _case("La alcaldía puso buses para que los exmilitares protestaran frente a la gobernación de Cúcuta.",
          "2019-10-10", [], ("protest",), "es-para-que-protestaran"),
]

CASES += [
    # Swimming across a river is crossing it.
    _case("Sergeant Luis Ríos deserted on 9 May, swimming across the Arauca River at night.", "2019-06-10",
          [("border_crossing", "Arauca River", "2019-05-09")], (), "swimming-across-the-river"),
    _case("Sergeant Luis Ríos spent the morning swimming in a pool in Cúcuta on 9 May.", "2019-06-10", [],
          ("border_crossing",), "swimming-in-a-pool"),
]

CASES += [
    # "were later moved": the day that opens the sentence is the first verb's, not the later move's.
    _case("In May, three Venezuelan sailors surrendered to the Trinidad coast guard near Cedros, and were later "
          "taken to Port of Spain.", "2019-10-20", [("relocation", "Port of Spain", None)],
          (("relocation", ANY, "2019-05-01"),), "opening-month-not-the-later-move"),
    _case("In May, three Venezuelan sailors were taken to Port of Spain.", "2019-10-20",
          [("relocation", "Port of Spain", "2019-05-01")], (), "opening-month-dates-its-move"),
]

CASES += [
    # Asylum asked after crossing a river is asked on the side reached, not on the river.
    _case("Two Venezuelan soldiers crossed the Arauca River into Arauquita on 4 May and asked for asylum.",
          "2019-06-10", [("asylum", "Arauquita", "2019-05-04")], (("asylum", "Arauca River", ANY),),
          "asylum-after-river-on-side-reached"),
]

CASES += [
    # A relative clause between commas after the subject keeps its own time: "in April" is the main clause's.
    _case("El cabo Luis Ríos, quien también viajó a Bogotá, contó que en abril le prometieron un empleo.",
          "2019-07-10", [("relocation", "Bogotá", None)], (("relocation", ANY, "2019-04-01"),),
          "es-aside-travel-not-main-clause-month"),
    _case("Sergeant Luis Ríos, who moved to Bogotá in March, said in May that he had found work.", "2019-07-10",
          [("relocation", "Bogotá", "2019-03-01")], (), "aside-keeps-its-own-month"),
]

CASES += [
    # "now living in Maicao" with no verb before it says who he is, not where he went.
    _case("A former army corporal now living in Maicao was arrested in Ureña on Friday.", "2019-08-12",
          [("arrest", "Ureña", "2019-08-09")], ("relocation",), "now-living-in-describes"),
    _case("Sergeant Ana Ruiz is now living in Maicao.", "2019-08-12", [("relocation", "Maicao", ANY)], (),
          "is-now-living-in-is-a-move"),
]

CASES += [
    # A revolt named in passing is where its own phrase puts it, not at the crossing told before it.
    _case("Quatro sargentos atravessaram a fronteira em Pacaraima em maio, semanas depois da fracassada tentativa de "
          "levante de 30 de abril em Caracas.", "2019-12-06", [("uprising", "Caracas", "2019-04-30")],
          (("uprising", "Pacaraima", ANY),), "pt-levante-em-caracas-not-pacaraima"),
    _case("Four sergeants crossed into Colombia at Paraguachón in May, weeks after the failed April 30 uprising in "
          "Caracas.", "2019-12-06", [("uprising", "Caracas", "2019-04-30")], (), "uprising-in-caracas-after-crossing"),
]

CASES += [
    # Former soldiers abroad who cross into another country cross a border as well as move on.
    _case("El 3 de diciembre, cinco exsargentos venezolanos cruzaron a Chile por Colchane.", "2019-12-10",
          [("border_crossing", ANY, "2019-12-03"), ("relocation", ANY, "2019-12-03")], ("defection",),
          "es-exsargentos-cruzaron-a-chile"),
    _case("Five former sergeants who reached Lima on 3 December planned to cross into Chile at Tacna next week.",
          "2019-12-10", [], ("border_crossing",), "former-planned-to-cross-no-crossing"),
    _case("On 3 December, five former sergeants flew from Lima to Santiago.", "2019-12-10",
          [("relocation", ANY, "2019-12-03")], ("border_crossing",), "former-flew-on-no-crossing"),
]

CASES += [
    # The part of a tally told after it ("most of them after Feb. 23") gives the tally no day.
    _case("Ecuador's migration office says some 250 Venezuelan soldiers crossed into the country this year, most of "
          "them in the weeks after the April 30 uprising.", "2019-10-20", [("border_crossing", ANY, None)],
          (("border_crossing", ANY, "2019-04-30"),), "most-of-them-after"),
    _case("Unos 80 militares venezolanos cruzaron a Colombia este año, la mayoría de ellos tras el 23 de febrero.",
          "2019-10-20", [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-02-23"),),
          "es-la-mayoria-tras"),
    # A day of the crossing itself stays.
    _case("Four sergeants crossed into Colombia on Feb. 23, most of them by swimming the river.", "2019-10-20",
          [("border_crossing", ANY, "2019-02-23")], (), "most-of-them-how-keeps-day"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix30_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
