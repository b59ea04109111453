"""Event extraction traps found by the thirtieth sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

# An officer who declares for Guaidó in a video, with no place of his own, spoke where the story has already taken
# him (his crossing, his request for protection abroad), or where the sentence says he lives abroad; not at home
DECLARED_ABROAD = [
    _case("El teniente Rafael Ortiz Mejía cruzó el río Táchira el 15 de diciembre. Dos días después, el 17 de "
          "diciembre, pidió protección en la oficina de Migración Colombia en Cúcuta. El viernes, frente a una bandera "
          "de Venezuela, Ortiz grabó un video en el que reconoce a Guaidó.", "2019-01-27",
          [("defection", "Cúcuta", "2019-01-25")], [("defection", "Venezuela", "2019-01-25")],
          "declared-after-asking-protection-in-cucuta"),
    _case("Venezuela's crisis deepened on Sunday. Army Major Luis Ferrer Campos, who has been staying with relatives "
          "in Madrid since December, posted a video on Sunday night disowning Maduro, one of a handful of officers to "
          "break ranks.", "2019-02-05", [("defection", "Madrid", "2019-02-03")], [("defection", None, "2019-02-03")],
          "broke-ranks-where-he-is-staying"),
    _case("Venezuela's crisis deepened on Sunday. Un mayor del Ejército que vive en Madrid desde diciembre publicó el "
          "domingo un video en el que desconoce a Maduro.", "2019-02-05",
          [("defection", "Madrid", "2019-02-03")], [("defection", "Venezuela", "2019-02-03")],
          "declared-where-he-lives"),
    # guards: an officer who spoke before he left, or who names no stay abroad, stays at home
    _case("El teniente Rafael Ortiz Mejía grabó el viernes 11 de enero un video en el que reconoce a Guaidó. El 15 de "
          "enero cruzó el río Táchira y pidió protección en Cúcuta.", "2019-01-27",
          [("defection", ANY, "2019-01-11")], [("defection", "Cúcuta", "2019-01-11")],
          "declared-before-he-left-stays-home"),
    _case("Venezuela's crisis deepened. A captain in Maracay posted a video on Sunday disowning Maduro.", "2019-02-05",
          [("defection", "Maracay", "2019-02-03")], [("defection", "Madrid", ANY)], "declared-at-his-post"),
    _case("El capitán Luis Gómez Arias cruzó a Cúcuta el 3 de enero. Venezuela vive una crisis. El 20 de enero, el sargento Pérez grabó un video en el que "
          "reconoce a Guaidó.", "2019-02-05", [("defection", ANY, "2019-01-20")],
          [("defection", "Cúcuta", "2019-01-20")], "anothers-crossing-does-not-place-him"),
]


@pytest.mark.parametrize("text, published, present, absent", DECLARED_ABROAD)
def test_a_declared_break_abroad_is_placed_where_he_was(gazetteer, text: str, published: str, present: list,
                                                        absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A request for protection told by its paperwork alone, in the passive ("O pedido foi formalizado na segunda-feira"),
# is the one the sentence before told its subject making, on the day the passive gives
REQUEST_FORMALISED = [
    _case("Sete militares venezuelanos cruzaram a fronteira no domingo (25). O pedido foi formalizado na "
          "segunda-feira (26) na sede da Polícia Federal em Pacaraima.", "2019-08-28",
          [("asylum", ANY, "2019-08-26")], (), "o-pedido-foi-formalizado"),
    _case("Siete militares venezolanos cruzaron a Colombia el domingo y pidieron refugio. La solicitud fue formalizada "
          "el lunes en la oficina de Migración Colombia en Cúcuta.", "2019-08-28",
          [("asylum", "Cúcuta", "2019-08-26")], (), "la-solicitud-fue-formalizada"),
    _case("Seven Venezuelan soldiers crossed into Pacaraima on Sunday. Their request for asylum was filed on Monday at "
          "the Federal Police office in Pacaraima.", "2019-08-28",
          [("asylum", "Pacaraima", "2019-08-26")], (), "their-request-for-asylum-was-filed"),
    # guards: a request for something else, and a request told with nobody before it
    _case("El cabo Luis Pérez pidió la baja en marzo. La solicitud de baja fue formalizada el lunes en Caracas.",
          "2019-08-28", [], ("asylum",), "a-discharge-request-is-no-asylum"),
    _case("La solicitud fue formalizada el lunes en Caracas.", "2019-08-28", [], ("asylum",),
          "nobody-before-makes-no-request"),
]


@pytest.mark.parametrize("text, published, present, absent", REQUEST_FORMALISED)
def test_a_request_formalised_in_the_passive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A soldier who joins the revolt against Maduro breaks with him: a desertion on the revolt's day, where it was, beside
# the revolt; not the crowds who joined it
JOINED_THE_REVOLT = [
    _case("Maj. Gustavo Rincón Vielma openly joined opposition leader Juan Guaidó's failed uprising on April 30 at the "
          "Altamira overpass in Caracas.", "2019-05-10",
          [("defection", ANY, "2019-04-30"), ("uprising", ANY, "2019-04-30")], (), "joined-guaidos-failed-uprising"),
    _case("El teniente Pedro Mora Ríos se sumó el 30 de abril al alzamiento de Juan Guaidó en el distribuidor Altamira, "
          "en Caracas.", "2019-05-10", [("defection", ANY, "2019-04-30")], (), "se-sumo-el-30-de-abril-al-alzamiento"),
    _case("El teniente Pedro Mora Ríos se sumó a los militares que acompañaban a Guaidó en el distribuidor Altamira, "
          "en Caracas, el 30 de abril.", "2019-05-10", [("defection", ANY, "2019-04-30")], (),
          "se-sumo-a-los-militares-que-acompanaban-a-guaido"),
    # any day named between the verb and the revolt, not April 30's only
    _case("Sgt. Luis Ortega Díaz joined the April 30th uprising at the Altamira overpass in Caracas.", "2019-05-10",
          [("defection", ANY, "2019-04-30")], (), "joined-the-april-30th-uprising"),
    _case("El sargento Luis Ortega Díaz se sumó el 21 de enero al alzamiento de Cotiza, en Caracas.", "2019-01-25",
          [("defection", ANY, "2019-01-21")], (), "se-sumo-el-21-de-enero-al-alzamiento"),
    _case("O tenente Pedro Mora Ríos aderiu ao levante de 30 de abril em Caracas.", "2019-05-10",
          [("defection", "Caracas", "2019-04-30")], (), "aderiu-ao-levante"),
    # the revolt's day and place, not the crossing's months on
    _case("Seis soldados que se sumaron al levantamiento del 30 de abril en Caracas cruzaron la frontera por Pacaraima "
          "el 16 de octubre.", "2019-10-20", [("defection", ANY, "2019-04-30")], [("defection", "Pacaraima", ANY)],
          "joined-on-the-revolts-day-not-the-crossings"),
    # guards: crowds who joined it
    _case("Thousands of protesters joined the uprising on April 30 in Caracas.", "2019-05-10", [], ("defection",),
          "protesters-joining-do-not-desert"),
    _case("Miles de manifestantes se sumaron al alzamiento el 30 de abril en Caracas.", "2019-05-10", [], ("defection",),
          "manifestantes-no-desertan"),
]


@pytest.mark.parametrize("text, published, present, absent", JOINED_THE_REVOLT)
def test_a_soldier_joining_the_revolt_defects(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
