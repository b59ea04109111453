"""Wire phrasings a sweep of single sentences found missing: moves with the day before "from", a
reflexive protest verb followed by its day, asylum granted by a country, a flight landed abroad, and
"se pronunció a favor de Guaidó"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A move with its day (or its object) between the verb and "from ... to".
    _case("Three soldiers were moved on Tuesday from a shelter in Pacaraima to Boa Vista.", "2019-05-15",
          [("relocation", "Boa Vista", "2019-05-14")], (), "moved-day-from-to"),
    _case("The army moved three soldiers on Tuesday from a shelter in Pacaraima to Boa Vista.", "2019-05-15",
          [("relocation", "Boa Vista", "2019-05-14")], (), "active-moved-object-day-from-to"),
    _case("Three soldiers were taken on Tuesday from a shelter in Pacaraima to Boa Vista.", "2019-05-15",
          [("relocation", "Boa Vista", "2019-05-14")], (), "were-taken-is-no-photo-taken"),
    # "se manifestaron" is a protest, not a speech verb that takes the day for itself.
    _case("Los exmilitares se manifestaron el martes en Bogotá.", "2019-05-15",
          [("protest", "Bogotá", "2019-05-14")], (), "es-se-manifestaron-el-martes"),
    # Asylum granted by a country: the ones granted it are the actors, the country is the place.
    _case("Colombia granted refugee status to 12 Venezuelan soldiers on Tuesday.", "2019-05-15",
          [("asylum", "Colombia", "2019-05-14")], (), "country-granted-to"),
    _case("The 12 soldiers were granted refugee status by Colombia on Tuesday.", "2019-05-15",
          [("asylum", "Colombia", "2019-05-14")], (), "granted-by-country"),
    _case("Brazil granted asylum on Friday to a Venezuelan army major.", "2019-05-15",
          [("asylum", "Brazil", "2019-05-10")], (), "granted-day-to"),
    _case("Colombia otorgó el estatus de refugiado a 12 militares venezolanos el martes.", "2019-05-15",
          [("asylum", "Colombia", "2019-05-14")], (), "es-otorgo-estatus"),
    _case("O Brasil concedeu refúgio a três sargentos venezuelanos na terça-feira.", "2019-05-15",
          [("asylum", "Brazil", "2019-05-14")], (), "pt-concedeu-refugio"),
    # A plane landed abroad crossed the border.
    _case("Un capitán del Ejército venezolano aterrizó su avioneta en Arauca el domingo y pidió asilo.", "2019-05-15",
          [("border_crossing", "Arauca", "2019-05-12"), ("asylum", "Arauca", "2019-05-12")], (), "es-aterrizo-avioneta"),
    _case("A Venezuelan air force pilot landed his trainer plane in Cúcuta on Saturday and asked for asylum.",
          "2019-05-15", [("border_crossing", "Cúcuta", "2019-05-11")], (), "landed-his-plane"),
    _case("Um tenente da Força Aérea venezuelana pousou seu avião em Boa Vista no domingo.", "2019-05-15",
          [("border_crossing", "Boa Vista", "2019-05-12")], (), "pt-pousou-aviao"),
    # Declaring for Guaidó, in Spanish.
    _case("El coronel Juan López se pronunció a favor de Guaidó el lunes desde Bogotá.", "2019-05-15",
          [("defection", ANY, "2019-05-13")], (), "es-se-pronuncio-a-favor"),
    _case("El alcalde se pronunció a favor de Guaidó el lunes.", "2019-05-15", [], ("defection",),
          "es-civilian-se-pronuncio"),
    # Arrested "en su casa de Maracay": in Maracay.
    _case("El capitán Luis Rivas fue detenido por la Dgcim en su casa de Maracay el pasado 3 de mayo.", "2019-05-15",
          [("arrest", "Maracay", "2019-05-03")], (), "es-en-su-casa-de"),
    # What a protest blocks is where it is.
    _case("Cerca de 40 exmilitares venezolanos bloquearon el puente Simón Bolívar el lunes para exigir ayuda.",
          "2019-05-15", [("protest", "Simón Bolívar International Bridge", "2019-05-13")], (), "es-bloquearon-el-puente"),
    _case("About 50 former soldiers blocked the Simón Bolívar bridge on Monday to demand help.", "2019-05-15",
          [("protest", "Simón Bolívar International Bridge", "2019-05-13")], (), "blocked-the-bridge"),
    # The embassies in Portuguese.
    _case("Dois sargentos da Guarda Nacional se refugiaram na embaixada do Panamá em Caracas em 30 de abril.",
          "2019-05-15", [("asylum", "Embassy of Panama in Caracas", "2019-04-30")], (), "pt-embaixada-do-panama"),
    # Getting into an embassy is asylum there; a Venezuelan embassy abroad is no refuge.
    _case("Dos sargentos saltaron el muro de la embajada de Panamá la noche del 30 de abril.", "2019-05-15",
          [("asylum", "Embassy of Panama in Caracas", "2019-04-30")], (), "es-saltaron-el-muro"),
    _case("Os militares entraram na embaixada do Brasil em Caracas no dia 30 de abril.", "2019-05-15",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "pt-entraram-na-embaixada"),
    _case("The soldiers climbed into the Brazilian embassy grounds on the evening of April 30.", "2019-05-15",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "climbed-into-the-embassy"),
    _case("On April 30, Guaidó called for an uprising at La Carlota. Two sergeants jumped the wall of the Panamanian "
          "embassy that night.", "2019-05-15", [("asylum", "Embassy of Panama in Caracas", "2019-04-30")], (),
          "jumped-the-wall-of"),
    _case("Protesters jumped the fence of the Venezuelan embassy in Bogotá on Tuesday.", "2019-05-15", [],
          ("asylum",), "venezuelan-embassy-abroad"),
    # "The embassy" four sentences after the only embassy the story named is that one.
    _case("Soldiers who sought refuge in Brazil's embassy have left. An official said so. He gave no names. The "
          "ministry was silent. The 25 soldiers climbed into the embassy grounds on April 30.", "2019-05-15",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "the-embassy-far-back"),
    # A crossing with no place of its own came out on the side whose officials or forces report it.
    _case("Colombia has taken in many soldiers. The guardsmen fled across the border after refusing orders to fire "
          "on protesters, a Colombian official said.", "2019-05-15", [("border_crossing", "Colombia", None)], (),
          "reported-by-a-colombian-official"),
    _case("O Brasil recebeu muitos militares. O Exército brasileiro informou que 15 militares venezuelanos "
          "atravessaram a fronteira desde sábado.", "2019-05-15", [("border_crossing", "Brazil", None)], (),
          "pt-exercito-brasileiro-informou"),
    # A desertion in an aside before "told reporters in Bogotá" did not happen in Bogotá.
    _case("Venezuelan Maj. Hugo Parra, who defected in February, told reporters in Bogotá on Monday that more "
          "officers would follow.", "2019-05-15", [("defection", None, "2019-02-01")], (), "aside-before-told-in"),
    _case("El mayor Hugo Parra, que desertó en febrero, dijo en Bogotá el lunes que otros oficiales lo seguirán.",
          "2019-05-15", [("defection", None, "2019-02-01")], (), "es-aside-before-dijo-en"),
]



@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep3_sentences(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
