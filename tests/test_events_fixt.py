"""Event extraction traps of arrests, transfers and requests for protection worded without the usual
verbs, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The one an active arrest takes may come after the place and its state ("en Valencia, estado
    # Carabobo,") and carry a rank before the name ("al mayor retirado").
    _case("El jueves, una comisión de la Dgcim detuvo en Valencia, estado Carabobo, al mayor retirado "
          "Ramón Alberto Quintero Paz, de 51 años.", "2019-08-20",
          [("arrest", "Valencia", "2019-08-15")], (), "es-detuvo-en-estado-al-rango"),
    _case("El lunes, una comisión del Sebin detuvo en San Cristóbal, estado Táchira, a Luis Eduardo Mendoza Ruiz.",
          "2019-08-20", [("arrest", "San Cristóbal", "2019-08-19")], (), "es-detuvo-en-estado-a-nombre"),
]

CASES += [
    # Agents "took" a relative: "se llevaron al hermano", past the house they took him from, "levaram o irmão".
    _case("El lunes, al no encontrar al sargento, los funcionarios de la Dgcim se llevaron al primo de su esposa, "
          "que vive en Coro.", "2019-08-20", [("arrest", ANY, "2019-08-19")], (), "es-se-llevaron-al-pariente"),
    _case("El lunes, agentes del Sebin se llevaron de la vivienda familiar en Rubio, a media hora de San Cristóbal, "
          "a su cuñado.", "2019-08-20", [("arrest", ANY, "2019-08-19")], (), "es-se-llevaron-de-la-casa-a"),
    _case("Na segunda-feira, agentes da Dgcim levaram o irmão do sargento em Maracaibo.", "2019-08-20",
          [("arrest", ANY, "2019-08-19")], (), "pt-levaram-o-irmao"),
]

CASES += [
    # A request for refugee status filed "ante" an office, and for the status by name.
    _case("El lunes, los tres sargentos presentaron ante Migración Colombia en Cúcuta la solicitud de la condición "
          "de refugiado.", "2019-08-20", [("asylum", "Cúcuta", "2019-08-19")], (), "es-solicitud-condicion-refugiado"),
    _case("El lunes, su abogada presentó ante la Cancillería en Bogotá una solicitud de estatus de refugiado para los "
          "dos cabos.", "2019-08-20", [("asylum", "Bogotá", "2019-08-19")], (), "es-solicitud-estatus-refugiado"),
]

CASES += [
    # Protection asked of a neighbour's authorities, with no place named, was asked in that neighbour.
    _case("On Monday, two sergeants asked the Colombian army for protection.", "2019-06-12",
          [("asylum", "Colombia", "2019-06-10")], (), "asked-the-colombian-army-for-protection"),
    _case("El lunes, los dos sargentos presentaron ante la Cancillería colombiana la solicitud de la condición de "
          "refugiado.", "2019-06-12", [("asylum", "Colombia", "2019-06-10")], (), "es-ante-la-cancilleria-colombiana"),
    # "on 11 May" is the month, no "may" that hedges what follows.
    _case("A sergeant crossed the river by canoe to Arauquita on the night of 11 May and asked the Colombian army "
          "for protection.", "2019-06-12", [("asylum", ANY, "2019-05-11")], (), "day-first-may-is-the-month"),
]

CASES += [
    # "police picked up the group": the group is the one the sentence before moved, and a count from
    # "his arrest" then has its day.
    _case("On the night of 3 May, a corporal and six other Venezuelans landed by boat near Cedros. The next "
          "morning, police picked up the group near the beach. Ten days after his arrest, the corporal was "
          "deported to Güiria.", "2019-06-10",
          [("arrest", ANY, "2019-05-04"), ("border_crossing", ANY, "2019-05-14")], (), "picked-up-the-group"),
]

CASES += [
    # "The other three asked for protection", "Los otros dos pidieron refugio": the rest of the group told before.
    _case("Four soldiers crossed the river into Colombia on Monday. One was taken to a hospital in Cúcuta. The other "
          "three asked for protection at the migration office in the city.", "2019-06-12",
          [("asylum", ANY, "2019-06-10")], (), "the-other-three-asked"),
    _case("Tres guardias cruzaron el río el lunes. Uno fue llevado a un hospital en Cúcuta. Los otros dos pidieron "
          "refugio en la oficina de Migración Colombia.", "2019-06-12",
          [("asylum", ANY, "2019-06-10")], (), "es-los-otros-dos-pidieron"),
]

CASES += [
    # Men taken off a stopped vehicle by the forces are arrested; a plane that "took off" is not.
    _case("On Monday, DGCIM agents stopped a minibus at a checkpoint outside Guasdualito and took off four young men.",
          "2019-06-12", [("arrest", ANY, "2019-06-10")], (), "took-off-four-young-men"),
    _case("On Monday, soldiers at a checkpoint near Rubio pulled two deserters off the bus.", "2019-06-12",
          [("arrest", "Rubio", "2019-06-10")], (), "pulled-two-off-the-bus"),
    _case("El lunes, funcionarios de la Dgcim bajaron del autobús a cinco jóvenes en una alcabala.", "2019-06-12",
          [("arrest", ANY, "2019-06-10")], (), "es-bajaron-del-autobus-a"),
    _case("On Monday the plane took off from Bogotá with 30 passengers.", "2019-06-12", [], ("arrest",),
          "plane-took-off"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixt_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
