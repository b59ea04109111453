"""Event extraction traps found in held-out batch 46 (a wounded private's refuge request registered in a Boa Vista
hospital, a sergeant who crossed into Colombia some time after the April 30 uprising), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_REQUEST_LODGED_IN_THE_PASSIVE_BY_ITS_MAKER = [
    # "O pedido de Guaramato foi registrado ... na segunda-feira (2)": the request named by whose it is, lodged that day
    _case("O soldado Guaramato foi levado ao Hospital Geral de Roraima, em Boa Vista, no domingo (25). O pedido de "
          "Guaramato foi registrado por agentes da PF no próprio hospital na segunda-feira (2).", "2019-09-06",
          [("asylum", ANY, "2019-09-02")], (), "pt-pedido-de-nome-foi-registrado"),
    _case("El capitán Luis Marcano llegó a Santiago el sábado 31 de agosto. La solicitud de Marcano fue radicada el "
          "lunes 2 de septiembre en el Departamento de Extranjería.", "2019-09-06",
          [("asylum", ANY, "2019-09-02")], (), "es-solicitud-de-nombre-fue-radicada"),
    _case("Maj. Luis Rincón, a National Guard officer, landed in Santiago on Saturday, Aug. 31. His application was "
          "lodged on Monday at the Interior Ministry.", "2019-09-06",
          [("asylum", ANY, "2019-09-02")], (), "en-his-application-was-lodged"),
    # a request "de" something in lower case names what it asks; a country's is a government's; one refused is not
    # one lodged; an application for something else is no refuge
    _case("El capitán Luis Marcano llegó a Santiago el sábado 31 de agosto. La solicitud de baja fue presentada el "
          "lunes 2 de septiembre.", "2019-09-06", [], ("asylum",), "es-solicitud-de-baja"),
    _case("El capitán Luis Marcano llegó a Santiago el sábado 31 de agosto. La solicitud de Venezuela fue "
          "presentada el lunes 2 de septiembre ante la Interpol.", "2019-09-06", [], ("asylum",),
          "es-solicitud-de-un-pais"),
    _case("O soldado Guaramato foi levado ao Hospital Geral de Roraima, em Boa Vista, no domingo (25). O pedido de "
          "extradição foi registrado pela PF na segunda-feira (2).", "2019-09-06", [], ("asylum",),
          "pt-pedido-de-extradicao"),
    _case("O soldado Guaramato foi levado ao Hospital Geral de Roraima, em Boa Vista, no domingo (25). O pedido de "
          "Guaramato foi negado pela PF na segunda-feira (2).", "2019-09-06", [], ("asylum",), "pt-pedido-negado"),
    _case("Maj. Luis Rincón, a National Guard officer, landed in Santiago on Saturday, Aug. 31. His application for a "
          "work permit was lodged on Monday.", "2019-09-06", [], ("asylum",), "en-application-for-a-work-permit"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_LODGED_IN_THE_PASSIVE_BY_ITS_MAKER)
def test_a_request_lodged_in_the_passive_by_its_maker(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STEP_TOLD_AS_LATER = [
    # "one of them later crossed into Colombia": some time after the day told before, which the story does not give
    _case("On April 30, Maj. Luis Rincón joined the uprising at the Altamira overpass in Caracas. He reached the "
          "Chilean residence that evening and asked for protection. The two sergeants, he said, went into hiding; one "
          "of them later crossed into Colombia.", "2019-06-24",
          [("border_crossing", "Colombia", None)], (("border_crossing", ANY, "2019-04-30"),), "en-later-crossed"),
    _case("El 30 de abril el sargento Luis Pérez desertó de su unidad en Caracas. Esa noche pidió protección en la "
          "residencia del embajador de Chile. El cabo Juan Ríos, su compañero, posteriormente cruzó a Colombia por "
          "una trocha.", "2019-06-24", [("border_crossing", "Colombia", None)],
          (("border_crossing", ANY, "2019-04-30"),), "es-posteriormente-cruzo"),
    _case("Em 30 de abril, o sargento Luis Pérez desertou da sua unidade em Caracas. Naquela noite, pediu proteção "
          "na residência do embaixador do Chile. O cabo Juan Ríos, seu companheiro, posteriormente cruzou para a "
          "Colômbia.", "2019-06-24", [("border_crossing", "Colombia", None)],
          (("border_crossing", ANY, "2019-04-30"),), "pt-posteriormente-cruzou"),
    # "first went to ... and later moved to ...": later than the sentence's own first step, on the day told before
    _case("On Tuesday, April 30, Leopoldo López joined the uprising at the Altamira overpass in Caracas. By nightfall "
          "the revolt had failed. López, his wife and their daughter first went to the Chilean ambassador's residence "
          "and later moved to the Spanish ambassador's residence.", "2019-05-02",
          [("relocation", "Spanish Ambassador's Residence", "2019-04-30")], (), "en-first-went-and-later-moved"),
    # "Later that day" goes on with the day told before
    _case("On April 30, Maj. Luis Rincón joined the uprising at the Altamira overpass in Caracas. He reached the "
          "Chilean residence that evening and asked for protection. Later that day one of his sergeants crossed into "
          "Colombia.", "2019-06-24", [("border_crossing", "Colombia", "2019-04-30")], (), "en-later-that-day"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STEP_TOLD_AS_LATER)
def test_a_step_told_as_later(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
