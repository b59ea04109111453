"""Event extraction traps of held-out batch 87 (a development set), each shown on new sentences: a journey's length
told before the place it ended ("luego, durante casi un mes, ... hasta Argentina, donde ingresaron por el paso de
Jama") leaves that place's crossing undated, not on the day the sentence before told; a web page's standfirst and
lede, both undated, sum up the event the body tells with its day ("a lieutenant" there is the body's "First
Lieutenant")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

CROSSED_ARAUCA_ES = "Un sargento de la Guardia Nacional y dos soldados cruzaron el río Arauca hacia Colombia el 2 de febrero. "
CROSSED_ARAUCA_EN = "A National Guard sergeant and two soldiers crossed the Arauca River into Colombia on February 2. "
CROSSED_ARAUCA_PT = "Um sargento da Guarda Nacional e dois soldados cruzaram o rio Arauca para a Colômbia em 2 de fevereiro. "
LEFT_SIAPA_EN = "Four Venezuelan soldiers deserted from a post on the Siapa River on January 2. "
LEFT_SIAPA_PT = "Quatro soldados venezuelanos desertaram de um posto no rio Siapa em 2 de janeiro. "


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case(CROSSED_ARAUCA_ES + "Desde allí viajaron en bus a Bogotá y luego, durante casi un mes, por Ecuador, Perú y "
          "el norte de Chile hasta Argentina, donde ingresaron por el paso de Jama.", "2019-04-12",
          [("border_crossing", "Paso de Jama", None)], (("border_crossing", "Paso de Jama", "2019-02-02"),),
          "es-durante-casi-un-mes-hasta"),
    _case(CROSSED_ARAUCA_EN + "From there they took a bus to Bogotá and then, for almost a month, travelled through "
          "Ecuador, Peru and northern Chile to Argentina, which they entered at the Jama pass.", "2019-04-12",
          [("border_crossing", "Paso de Jama", None)], (("border_crossing", "Paso de Jama", "2019-02-02"),),
          "en-for-almost-a-month"),
    _case(CROSSED_ARAUCA_PT + "De lá seguiram de ônibus para Bogotá e depois, durante quase um mês, pelo Equador, Peru "
          "e norte do Chile até a Argentina, onde entraram pelo paso de Jama.", "2019-04-12",
          [("border_crossing", "Paso de Jama", None)], (("border_crossing", "Paso de Jama", "2019-02-02"),),
          "pt-durante-quase-um-mes"),
    _case(LEFT_SIAPA_EN + "They walked for eight days through the forest before reaching Maturacá.", "2019-01-17",
          [("defection", ANY, "2019-01-02")], (("border_crossing", "Maturacá", "2019-01-02"),),
          "en-walked-for-eight-days-before-reaching"),
    _case(LEFT_SIAPA_PT + "Caminharam durante oito dias pela floresta até chegar a Maturacá.", "2019-01-17",
          [("defection", ANY, "2019-01-02")], (("border_crossing", "Maturacá", "2019-01-02"),),
          "pt-caminharam-durante-oito-dias"),
    # the span told after the place is a stay there, reached on the day told before
    _case("Dos soldados venezolanos cruzaron el puente Simón Bolívar el 2 de febrero. Desde allí viajaron en bus a "
          "Maicao, donde se quedaron durante dos semanas.", "2019-04-12",
          [("relocation", "Maicao", "2019-02-02")], (), "es-stay-told-after-the-place"),
    # a custody's length after the arrest told before is the same arrest, on its day
    _case("Colombian police arrested a Venezuelan sergeant on Monday. He was held for three days at a police station "
          "in Cúcuta.", "2019-04-12", [("arrest", "Cúcuta", "2019-04-08")], (("arrest", ANY, None),),
          "en-held-for-three-days"),
])
def test_a_place_reached_after_a_spell_of_travel_is_not_on_the_day_before(gazetteer, geonames, text, published,
                                                                          present, absent):
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


# A web page's standfirst and lede, both undated, sum the story up before the body tells it with its days; "a
# lieutenant" in the summary is the "First Lieutenant" the body names.
STANDFIRST_EN = ("A lieutenant who walked away from his unit has asked for international protection at Madrid's "
                 "National Police station.\n\nA LIEUTENANT of Venezuela's National Guard has applied for asylum in "
                 "Madrid, where his aunt lives.\n\n")
STANDFIRST_ES = ("Un teniente que abandonó su unidad pidió protección internacional en la comisaría de Madrid.\n\n"
                 "UN TENIENTE de la Guardia Nacional venezolana ha solicitado asilo en Madrid, donde vive su tía.\n\n")


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case(STANDFIRST_EN + "First Lieutenant Gustavo Lugo, 29, presented himself at the National Police station in "
          "Madrid on Monday and filed a request for international protection.", "2019-02-14",
          [("asylum", "Madrid", "2019-02-11")], (("asylum", ANY, None),), "en-standfirst-lede-first-lieutenant"),
    _case(STANDFIRST_EN + "1st Lt. Gustavo Lugo presented himself at the police station in Madrid on Monday and filed "
          "a request for asylum.", "2019-02-14", [("asylum", "Madrid", "2019-02-11")], (("asylum", ANY, None),),
          "en-standfirst-lede-1st-lt"),
    _case(STANDFIRST_ES + "El primer teniente Gustavo Lugo, de 29 años, se presentó el lunes en la comisaría de "
          "Madrid y solicitó protección internacional.", "2019-02-14",
          [("asylum", "Madrid", "2019-02-11")], (("asylum", ANY, None),), "es-entradilla-primer-teniente"),
    _case("Un sargento de la Guardia Nacional venezolana ha pedido asilo en Madrid.\n\nUn sargento de la Guardia "
          "Nacional que abandonó su unidad solicitó asilo en la comisaría de Madrid.\n\nEl sargento primero Luis Mora "
          "se presentó el lunes en la comisaría de Madrid y pidió asilo.", "2019-02-14",
          [("asylum", "Madrid", "2019-02-11")], (("asylum", ANY, None),), "es-un-sargento-y-el-sargento-primero"),
    # another grade is another man: a second lieutenant's request is his own
    _case("A first lieutenant of Venezuela's National Guard has applied for asylum in Madrid.\n\nSecond Lieutenant "
          "Pedro Ruiz filed a request for international protection in Madrid on Monday.", "2019-02-14",
          [("asylum", "Madrid", None), ("asylum", "Madrid", "2019-02-11")], (), "en-other-grade-other-man"),
])
def test_a_standfirst_and_lede_retold_by_the_body_are_one_event(gazetteer, geonames, text, published, present, absent):
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
