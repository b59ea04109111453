"""Event extraction traps found in held-out batch 72, each shown on new sentences: a request for protection an
official registered, told by its owners' possessive (five soldiers taken to Anna Regina, where "A field officer of
the UN Refugee Agency (UNHCR) registered their requests for asylum later that day"), is the asylum request of the
soldiers told before it; and joining Guaidó himself on April 30 (a lieutenant "entre os militares que se juntaram a
Juan Guaidó e a Leopoldo López") is taking part in the uprising; and a leg told from where it set off, fronted
("De Puerto Carreño seguiu de avião para Bogotá"), leaves out the subject the sentence before told."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

POSSESSED_REQUEST = [
    _case("On Tuesday, three Venezuelan sailors were taken to Mabaruma, where the UNHCR registered their requests for "
          "asylum.", "2019-12-05", [("asylum", "Mabaruma", "2019-12-03")], (), "en-registered-their-requests"),
    _case("On Tuesday, three Venezuelan sailors were taken to Mabaruma. An officer of the UN refugee agency "
          "registered their asylum applications the same day.", "2019-12-05", [("asylum", "Mabaruma", "2019-12-03")],
          (), "en-next-sentence"),
    _case("El martes los dos cabos fueron llevados a Maicao, donde Migración Colombia registró sus solicitudes de "
          "refugio.", "2019-12-05", [("asylum", "Maicao", "2019-12-03")], (), "es-registro-sus-solicitudes"),
    _case("Na terça-feira, os dois sargentos foram levados para Pacaraima, onde a Polícia Federal registrou os seus "
          "pedidos de refúgio.", "2019-12-05", [("asylum", "Pacaraima", "2019-12-03")], (), "pt-registrou-seus-pedidos"),
    # the soldier registering his own request is his asking too
    _case("El sargento Pedro Salas registró su solicitud de refugio en Maicao el lunes.", "2019-09-20",
          [("asylum", "Maicao", "2019-09-16")], (), "es-registro-su-propia-solicitud"),
    # (guards: the owners are no soldiers; what was registered is no request for protection)
    _case("On Tuesday, two families were taken to Mabaruma, where the UNHCR registered their requests for asylum.",
          "2019-12-05", [], ("asylum",), "en-families"),
    _case("On Tuesday, three Venezuelan sailors were taken to Mabaruma, where the police registered their names.",
          "2019-12-05", [], ("asylum",), "en-registered-names"),
    _case("El martes los dos cabos fueron llevados a Maicao, donde la Fiscalía tramitó sus solicitudes de libertad.",
          "2019-12-05", [], ("asylum",), "es-other-request"),
]


@pytest.mark.parametrize("text, published, present, absent", POSSESSED_REQUEST)
def test_a_request_registered_by_its_owners_possessive(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


JOINED_GUAIDO_ON_THE_DAY = [
    # joining Guaidó himself on April 30 is taking part in the uprising (as "joined the uprising" is)
    _case("On April 30, Lieutenant Pedro Salas was among the officers who joined Juan Guaidó outside the air base in "
          "Caracas.", "2019-10-17", [("uprising", ANY, "2019-04-30")], (), "en-joined-guaido"),
    _case("El 30 de abril, el capitán Pedro Salas estuvo entre los militares que se sumaron a Guaidó en Caracas.",
          "2019-10-17", [("uprising", ANY, "2019-04-30")], (), "es-se-sumaron-a-guaido"),
    _case("Na manhã de 30 de abril, o tenente Pedro Salas estava entre os militares que se juntaram a Juan Guaidó em "
          "Caracas.", "2019-10-17", [("uprising", ANY, "2019-04-30")], (), "pt-se-juntaram-a-guaido"),
    # (guards: joined on another day, or his movement rather than him)
    _case("In January, Lieutenant Pedro Salas joined Guaidó and later fled to Cúcuta.", "2019-10-17", [],
          ("uprising",), "en-joined-in-january"),
    _case("El capitán Pedro Salas se sumó a Guaidó en febrero y cruzó a Colombia.", "2019-10-17", [],
          ("uprising",), "es-se-sumo-en-febrero"),
    _case("On April 30, Lieutenant Pedro Salas joined Guaidó's movement from exile.", "2019-10-17", [],
          ("uprising",), "en-joined-his-movement"),
]


@pytest.mark.parametrize("text, published, present, absent", JOINED_GUAIDO_ON_THE_DAY)
def test_joining_guaido_on_the_day_of_the_uprising(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ORIGIN_OPENING = [
    # a leg told from where it set off, fronted, leaves out the subject the sentence before told
    _case("O sargento Pedro Salas atravessou o rio até Casuarito em maio. De Puerto Carreño seguiu de avião para "
          "Bogotá.", "2019-10-17", [("relocation", "Bogotá", "2019-05-01")], (), "pt-de-puerto-carreno-seguiu"),
    _case("El cabo Pedro Salas cruzó a Cúcuta en mayo. Desde Cúcuta viajó en bus hasta Bogotá.", "2019-10-17",
          [("relocation", "Bogotá", "2019-05-01")], (), "es-desde-cucuta-viajo"),
    _case("El cabo Pedro Salas cruzó a Cúcuta en mayo. De Cúcuta, viajó en bus hasta Bogotá.", "2019-10-17",
          [("relocation", "Bogotá", "2019-05-01")], (), "es-de-cucuta-coma-viajo"),
    # (guards: a subject of its own after the verb; a timetable, not a leg)
    _case("El cabo Pedro Salas cruzó a Cúcuta en mayo. De Cúcuta viajaron en bus hasta Bogotá unos turistas.",
          "2019-10-17", [], (("relocation", "Bogotá", ANY),), "es-own-subject-after"),
    _case("El cabo Pedro Salas cruzó a Cúcuta en mayo. De Cúcuta salen cada día buses hacia Bogotá.",
          "2019-10-17", [], (("relocation", "Bogotá", ANY),), "es-timetable"),
]


@pytest.mark.parametrize("text, published, present, absent", ORIGIN_OPENING)
def test_a_leg_opening_on_where_it_set_off(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
