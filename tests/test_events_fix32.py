"""Event extraction traps found in held-out batch 32 (ex-soldiers crossing Ecuador, guardsmen deported from
Trinidad, a refugee order in São Paulo, a lieutenant colonel's video from Madrid), each shown on new sentences:
disowning "la autoridad de" Maduro, a town named after its street ("la avenida Bolívar de Lima"), a run to the other
side ("corrió hacia el lado colombiano"), the refugee agency's roll ("registered with the UNHCR"), a Portuguese
protest told as "fez um ato", and a day that names the week told first ("na semana passada ... na quinta-feira (5)")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Disowning Maduro's authority is disowning Maduro, in the perfect tense too.
    _case("Un coronel del Ejército venezolano ha desconocido la autoridad de Nicolás Maduro en un video grabado en Lima.",
          "2019-10-10", [("defection", "Lima", ANY)], (), "es-ha-desconocido-la-autoridad-de"),
    _case("El martes, un capitán de la Guardia Nacional desconoció la autoridad del presidente Maduro en Bogotá.",
          "2019-10-10", [("defection", "Bogotá", "2019-10-08")], (), "es-desconocio-la-autoridad-del-presidente"),
    # ... not someone else's authority.
    _case("El martes, un capitán de la Guardia Nacional desconoció la autoridad del tribunal en Bogotá.",
          "2019-10-10", [], ("defection",), "es-desconocio-otra-autoridad"),
]

CASES += [
    # A street, avenue or neighbourhood "de" a town: the town is where it happened.
    _case("El miércoles, dos sargentos venezolanos pidieron refugio en una oficina de la avenida Arequipa de Lima.",
          "2019-10-10", [("asylum", "Lima", "2019-10-09")], (), "es-avenida-de-lima"),
    _case("El miércoles, dos sargentos venezolanos solicitaron asilo en la calle Alcalá de Madrid.",
          "2019-10-10", [("asylum", "Madrid", "2019-10-09")], (), "es-calle-de-madrid"),
]

CASES += [
    # A run to the other side is a crossing, as "ran across" is in English.
    _case("El viernes, un cabo de la GNB corrió hacia el lado colombiano por el puente Simón Bolívar.", "2019-10-10",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-10-04")], (), "es-corrio-hacia"),
    _case("Dois soldados venezuelanos correram até Pacaraima no sábado.", "2019-10-10",
          [("border_crossing", "Pacaraima", "2019-10-05")], (), "pt-correram-ate"),
    # ... not a run to do something.
    _case("El viernes, un cabo de la GNB corrió a avisar a sus compañeros en Ureña.", "2019-10-10", [],
          ("border_crossing",), "es-corrio-a-avisar"),
]

CASES += [
    # Registering with the UN refugee agency is a claim for protection where it was made.
    _case("Two Venezuelan corporals registered with the UNHCR in Georgetown on Monday.", "2019-10-10",
          [("asylum", "Georgetown", "2019-10-07")], (), "registered-with-the-unhcr"),
    _case("Los dos cabos venezolanos se registraron ante el Acnur en Quito el lunes.", "2019-10-10",
          [("asylum", "Quito", "2019-10-07")], (), "es-se-registraron-ante-el-acnur"),
    # ... the agency registering others is no soldier's claim.
    _case("The UNHCR registered 500 Venezuelans in Georgetown in June.", "2019-10-10", [], ("asylum",),
          "unhcr-registered-others"),
]

CASES += [
    # A Portuguese protest told as "fez um ato" (not a judge's "ato processual").
    _case("Cerca de 30 ex-militares venezuelanos fizeram um ato em frente à sede da PF em Boa Vista na segunda-feira (7).",
          "2019-10-10", [("protest", "Boa Vista", "2019-10-07")], (), "pt-fizeram-um-ato-em-frente"),
    _case("Um grupo de ex-militares venezuelanos fez uma passeata em Manaus na terça-feira (8).", "2019-10-10",
          [("protest", "Manaus", "2019-10-08")], (), "pt-fez-uma-passeata"),
    _case("O juiz fez um ato processual em Manaus na segunda-feira (7).", "2019-10-10", [], ("protest",),
          "pt-ato-processual"),
]

CASES += [
    # The week told first, the day inside it told after the verb: the day is the event's.
    _case("Em Manaus, na semana passada, cerca de 15 ex-militares venezuelanos fizeram um ato em frente à prefeitura, "
          "na avenida Brasil, na quarta-feira (2), para pedir abrigo.", "2019-10-10",
          [("protest", "Manaus", "2019-10-02")], (("protest", ANY, "2019-09-30"),), "pt-semana-passada-then-day"),
    # ... not the day of a clause of its own.
    _case("Last week about 40 former soldiers marched through Cúcuta, and the police came on Wednesday, Oct. 2, to "
          "clear the square.", "2019-10-10", [("protest", "Cúcuta", "2019-09-30")], (), "day-of-its-own-clause"),
]


CASES += [
    # A claim for refuge told as signed.
    _case("El jueves, tres cabos venezolanos firmaron su solicitud de refugio en Arauca.", "2019-10-12",
          [("asylum", "Arauca", "2019-10-10")], (), "es-firmaron-su-solicitud-de-refugio"),
    _case("El jueves, el ministro firmó la solicitud de extradición en Bogotá.", "2019-10-12", [], ("asylum",),
          "es-firmo-otra-solicitud"),
]

CASES += [
    # Defectors named by what happened to them ("the evicted defectors"), a count of them and an aside before "to".
    _case("On Thursday, the city moved 18 of the evicted defectors, mostly women, to a shelter in Villa del Rosario.", "2019-10-12",
          [("relocation", "Villa del Rosario", "2019-10-10")], (), "moved-18-of-the-evicted-defectors"),
    _case("On Thursday, the city moved the stranded defectors to a sports hall in Cúcuta.", "2019-10-12",
          [("relocation", "Cúcuta", "2019-10-10")], (), "moved-the-stranded-defectors"),
    # Bogotá's localities are places in a place's context ("in the Kennedy district"), not the surname.
    _case("On Thursday, the city moved 12 former soldiers to a shelter in the Kennedy district.", "2019-10-12",
          [("relocation", "Kennedy", "2019-10-10")], (), "kennedy-district"),
    _case("Two former guardsmen were evicted from a hostel in Teusaquillo on Thursday.", "2019-10-12",
          [("relocation", "Teusaquillo", "2019-10-10")], (), "teusaquillo"),
    _case("Three sergeants who admired John F. Kennedy crossed into Cúcuta on Thursday.", "2019-10-12",
          [("border_crossing", "Cúcuta", "2019-10-10")], (("border_crossing", "Kennedy", ANY),), "kennedy-the-man"),
]

CASES += [
    # A town's international airport, told with the possessive, is in the town.
    _case("A Venezuelan army captain was arrested at Barcelona's international airport on Thursday.", "2019-10-12",
          [("arrest", ANY, "2019-10-10")], (("arrest", None, ANY),), "town-s-international-airport"),
    # Where someone spent a season or some months is not where he deserted.
    _case("A Venezuelan army sergeant who deserted in April and spent the summer in Lima was detained in Rubio on "
          "Thursday.", "2019-10-12", [("arrest", "Rubio", "2019-10-10")], (("defection", "Lima", ANY),),
          "spent-the-summer-in"),
]

CASES += [
    # A second relative clause ("y que ...") has its own time: not the first one's.
    _case("Un capitán, que desertó en Ureña y que el 3 de mayo pidió refugio en Cúcuta, habló con la prensa.",
          "2019-06-10", [("asylum", "Cúcuta", "2019-05-03")], (("defection", ANY, "2019-05-03"),),
          "es-y-que-own-time"),
    # "Already" in a pluperfect tells a time before the one just told: the previous sentence's date is not its.
    _case("O cabo teve o pedido de refúgio negado pelo Conare em julho, em Brasília. Segundo a defensoria, ele já "
          "havia sido transferido para Manaus.", "2019-09-12", [("relocation", "Manaus", None)],
          (("relocation", ANY, "2019-07-01"),), "pt-ja-havia-sido-transferido"),
]

CASES += [
    # Craft "leaving for" somewhere are the boats, not the guards who check them.
    _case("National Guard officers stepped up checks on boats leaving for Grenada on Friday.", "2019-10-12", [],
          ("defection", "border_crossing", "relocation"), "checks-on-boats-leaving"),
    _case("Three corporals were seen on Friday leaving for Curaçao in a fishing boat.", "2019-10-12",
          [("border_crossing", ANY, "2019-10-11")], (), "corporals-leaving-for"),
]

@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix32_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
