"""Event extraction traps found in held-out batch 20, each shown on new sentences: a tally a
neighbour's officials give in a story filed from a third country, "volvió a decir", crossings into
countries Venezuela does not border, where protection was asked, marines and coast guardsmen, parks
and squares of a town, landings told as "came ashore" or "stepped off a boat", plotted coups,
relatives held, "a pie", "Contó que", a tally's own start, a bridgehead, "deixou o posto", "A Lima
llegaron", "detained the eight" and "seguiram de van de X para Y"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A tally the Colombian authorities give is set in Colombia, even in a story filed from a border
    # town of another neighbour.
    _case("TULCÁN, ECUADOR — The bus was late. Colombia's migration agency says some 900 members of Venezuela's "
          "armed forces have crossed since March.", "2019-10-02",
          [("border_crossing", "Colombia", None)], (("border_crossing", "Tulcán", ANY),), "tally-of-another-neighbour"),
    _case("PACARAIMA, Brasil — La fila era larga. Según las autoridades colombianas, unos 700 militares venezolanos "
          "han cruzado la frontera desde marzo.", "2019-10-02",
          [("border_crossing", "Colombia", None)], (("border_crossing", "Pacaraima", ANY),), "es-tally-of-another-neighbour"),
]


CASES += [
    # "Volvió a decir", "regresaron a pedir": back to an infinitive is "again", no return and no move.
    _case("Desde Maracay, el ministro volvió a decir el martes que los desertores son traidores.", "2019-11-20",
          [], ("relocation", "border_crossing"), "es-volvio-a-decir"),
    _case("Los tres sargentos regresaron a pedir ayuda en la alcaldía de Cúcuta.", "2019-11-20",
          [], ("relocation", "border_crossing"), "es-regresaron-a-pedir"),
    _case("El cabo volvió el domingo a Táriba por una trocha.", "2019-11-20",
          [("border_crossing", "Táriba", "2019-11-17")], (), "es-volvio-a-un-lugar"),
]


CASES += [
    # A crossing into a country Venezuela shares no border with starts in a neighbour: no desertion.
    _case("El 3 de octubre, los cuatro sargentos cruzaron a Perú por Huaquillas.", "2019-10-20",
          [("border_crossing", ANY, "2019-10-03")], ("defection",), "es-cruzaron-a-peru"),
    _case("On Oct. 3 two corporals entered Ecuador at the Rumichaca bridge.", "2019-10-20",
          [("border_crossing", ANY, "2019-10-03")], ("defection",), "entered-ecuador"),
    # Out of Venezuela into a neighbour it still is one.
    _case("On Oct. 3 two corporals crossed from Ureña into Colombia.", "2019-10-20",
          [("defection", ANY, "2019-10-03"), ("border_crossing", ANY, "2019-10-03")], (), "crossed-into-colombia"),
]


CASES += [
    # Protection asked of the police "in" a town, inside the asking: that town, not the crossing's.
    _case("A corporal waded the Táchira River near San Antonio on June 4 and asked the Colombian police in Cúcuta "
          "for protection.", "2019-07-01", [("asylum", "Cúcuta", "2019-06-04")], (("asylum", "San Antonio del Táchira", ANY),),
          "asked-the-police-in-town-for-protection"),
    # "hasta X, en Colombia, donde pidió protección": the town "donde" hangs on, past its country.
    _case("El cabo Rivas cruzó el río el 4 de junio por una trocha hasta Cúcuta, en Colombia, donde se entregó a la "
          "Policía y pidió protección.", "2019-07-01", [("asylum", "Cúcuta", "2019-06-04")], (("asylum", "Colombia", ANY),),
          "es-town-en-pais-donde"),
]


CASES += [
    # Marines by their Spanish and Portuguese names are soldiers who can desert.
    _case("Cuatro infantes de marina venezolanos cruzaron a Paraguachón el sábado.", "2019-09-25",
          [("border_crossing", ANY, "2019-09-21"), ("defection", ANY, "2019-09-21")], (), "es-infantes-de-marina"),
    _case("Dois fuzileiros navais venezuelanos cruzaram a fronteira em Pacaraima no sábado.", "2019-09-25",
          [("border_crossing", "Pacaraima", "2019-09-21")], (), "pt-fuzileiros-navais"),
]


CASES += [
    # "el parque (Name) de <town>", "la plaza de <town>": a park or square is in the town, no origin (Cúcuta's
    # Parque Santander is in the gazetteer since batch 64, so the square itself)
    _case("El jueves la Policía desalojó con gases lacrimógenos a unos 30 exmilitares en huelga de hambre en el "
          "parque Santander de Cúcuta.", "2019-09-20", [("violence", "Parque Santander", "2019-09-19")], (),
          "es-parque-nombre-de-town"),
    _case("El jueves la Policía desalojó con gases lacrimógenos a unos 30 exmilitares acampados en la plaza de Ureña.", "2019-09-20",
          [("violence", "Ureña", "2019-09-19")], (), "es-plaza-de-town"),
]


CASES += [
    # "came ashore at" ends a crossing by sea as "landed at" does; coast guardsmen are troops.
    _case("In May, four Venezuelan coast guardsmen came ashore at Cedros in a pirogue.", "2019-07-17",
          [("border_crossing", "Cedros", "2019-05-01"), ("defection", ANY, "2019-05-01")], (), "came-ashore-at"),
    _case("Early on Sunday three Venezuelan marines came ashore on a beach near Cedros.", "2019-07-17",
          [("border_crossing", "Cedros", "2019-07-14")], (), "came-ashore-on-a-beach"),
]


CASES += [
    # A coup plotted is no uprising.
    _case("Captain Luis Mora, an army officer accused by the government of plotting a coup, died in custody in "
          "Caracas on May 3.", "2019-07-17", [("violence", "Caracas", "2019-05-03")], ("uprising",), "plotting-a-coup"),
    _case("On April 30 a group of soldiers joined a coup attempt in Caracas.", "2019-07-17",
          [("uprising", "Caracas", "2019-04-30")], (), "joined-a-coup-attempt"),
]


CASES += [
    # A relative held, described between commas ("su primo, teniente del Ejército, fue detenido"), is
    # the one arrested even after "days after his flight".
    _case("El cabo Mora desertó el 5 de mayo. Tres días después de su fuga, el 8 de mayo, su tío, sargento de la GNB, "
          "fue detenido por la Dgcim en Rubio.", "2019-07-01", [("arrest", "Rubio", "2019-05-08")], (),
          "es-su-tio-descrito-fue-detenido"),
    # "was held overnight by agents", "was held by DGCIM agents": an arrest.
    _case("Sergeant Ana Ruiz fled to Colombia in May. In June her husband was held overnight by counterintelligence "
          "agents in Táriba.", "2019-07-01", [("arrest", "Táriba", "2019-06-01")], (), "held-overnight-by-agents"),
    _case("On Monday his cousin was held by SEBIN agents in Rubio.", "2019-07-03",
          [("arrest", "Rubio", "2019-07-01")], (), "held-by-sebin-agents"),
]


CASES += [
    # "cruzó a pie a Pacaraima", "a nado a": on foot, then where to.
    _case("El sargento Luis Mora desertó el 2 de mayo de su batallón en Tumeremo y el 6 de mayo cruzó a pie a "
          "Pacaraima.", "2019-06-01", [("border_crossing", "Pacaraima", "2019-05-06")], (), "es-a-pie-a-town"),
    # "Contó que desertó": the subject left out is the one the sentence before presents.
    _case("Quien habla por los cinco es el excabo Jesús Mendoza, de 27 años. Contó que desertó el 2 de mayo de su "
          "batallón en Tumeremo.", "2019-06-01", [("defection", "Tumeremo", "2019-05-02")], (), "es-conto-que-deserto"),
]


CASES += [
    # The day a tally is presented does not date it when its own "desde" start stands nearer the verb.
    _case("El martes 3 de diciembre, en Bogotá, el director de Migración Colombia presentó el balance: desde marzo, "
          "1.210 militares venezolanos han cruzado a Colombia.", "2019-12-06",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-12-03"),), "es-balance-desde-marzo"),
    _case("On Tuesday, Dec. 3, the agency's director gave the figure: since March, 1,210 Venezuelan soldiers have "
          "crossed into Colombia.", "2019-12-06",
          [("border_crossing", ANY, None)], (("border_crossing", ANY, "2019-12-03"),), "figure-since-march"),
]


CASES += [
    # "en la cabecera del puente": at the bridgehead, so at the bridge.
    _case("El lunes tres exmilitares pidieron refugio ante Migración Colombia en la cabecera del puente Simón Bolívar.",
          "2019-10-22", [("asylum", "Simón Bolívar International Bridge", "2019-10-21")], (), "es-cabecera-del-puente"),
]


CASES += [
    # "deixou o posto", "deixou o quartel": a soldier leaving his post deserts.
    _case("O cabo servia num batalhão do Exército em Tumeremo. Em 17 de agosto, ele deixou o quartel sem autorização "
          "e viajou de carona até Santa Elena de Uairén.", "2019-10-22", [("defection", ANY, "2019-08-17")], (),
          "pt-deixou-o-quartel"),
]


CASES += [
    # "A Bogotá llegaron el 1 de octubre": the end put before the verb, whose subject is left out.
    _case("Cinco sargentos cruzaron a Cúcuta el sábado. A Bogotá llegaron el 1 de octubre.", "2019-10-22",
          [(ANY, "Bogotá", "2019-10-01")], (), "es-a-town-llegaron"),
]


CASES += [
    # "detained the eight": the group counted before is the one held.
    _case("Six former soldiers crossed into Ecuador on Friday. On Saturday, police stopped their van outside Tulcán "
          "and detained the six for entering the country irregularly.", "2019-11-05",
          [("arrest", "Tulcán", "2019-11-02")], (), "detained-the-six"),
    # "stepped off a boat on the bank of a river" ends a crossing by water.
    _case("On Sunday evening, three Venezuelan soldiers stepped off a canoe on the Colombian bank of the Arauca River.",
          "2019-11-05", [("border_crossing", "Arauca River", "2019-11-03")], (), "stepped-off-a-canoe"),
]


CASES += [
    # "seguiram de van de Chapecó para Concórdia": by van, from one town to the next.
    _case("Doze ex-militares venezuelanos chegaram a Manaus na quinta-feira. Nesta segunda-feira (18), cinco deles "
          "seguiram de van de Manaus para Boa Vista.", "2019-11-19", [("relocation", "Boa Vista", "2019-11-18")], (),
          "pt-seguiram-de-van-de-para"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix20_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
