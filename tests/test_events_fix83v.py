"""Event extraction traps shown by held-out batch 83, fifth round: men taken to a town named after the noun for a
town ("llevó a los ocho hasta la ciudad de Mendoza", "levou os oito até a cidade de Boa Vista")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CROSSED = "Ocho exmilitares venezolanos cruzaron desde Chile el pasado sábado."
CROSSED_CO = "Ocho exmilitares venezolanos cruzaron a Colombia el pasado sábado."
CROSSED_PT = "Oito ex-militares venezuelanos cruzaram para o Brasil no sábado."

CASES = [
    _case(f"{CROSSED} El domingo, un vehículo de la Dirección de Derechos Humanos de la provincia llevó a los ocho "
          "hasta la ciudad de Mendoza, donde se alojan en un albergue.", "2019-05-24",
          [("relocation", "Mendoza", "2019-05-19")], (), "es-vehiculo-llevo-a-los-ocho-hasta-la-ciudad-de"),
    _case(f"{CROSSED} El domingo, los ocho fueron trasladados a la ciudad de Mendoza.", "2019-05-24",
          [("relocation", "Mendoza", "2019-05-19")], (), "es-trasladados-a-la-ciudad-de"),
    _case(f"{CROSSED_CO} El domingo, la policía llevó a los ocho a la ciudad de Bogotá.", "2019-05-24",
          [("relocation", "Bogotá", "2019-05-19")], (), "es-policia-llevo-a-los-ocho-a-la-ciudad-de"),
    _case(f"{CROSSED_PT} No domingo, um carro da polícia levou os oito até a cidade de Boa Vista.", "2019-05-24",
          [("relocation", "Boa Vista", "2019-05-19")], (), "pt-levou-os-oito-ate-a-cidade-de"),
    # (the town's noun with no town named, or the men told as from a city, is no move to a place)
    _case(f"{CROSSED_CO} El domingo, la policía llevó a los ocho hasta la ciudad.", "2019-05-24",
          [("border_crossing", "Colombia", "2019-05-18")], ("relocation",), "es-hasta-la-ciudad-no-name"),
    _case(f"{CROSSED_CO} Los dos de la ciudad de Bogotá dijeron que no sabían nada.", "2019-05-24",
          [("border_crossing", "Colombia", ANY)], ("relocation",), "es-los-dos-de-la-ciudad-de"),
]


@pytest.mark.parametrize("text,published,present,absent", CASES)
def test_coded(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
