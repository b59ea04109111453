"""Event extraction traps found in held-out batch 88 (a request for protection told after the fear of being sent
back, "temían por su vida si eran devueltos a Venezuela y pidieron protección"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


FEARED_IF_RETURNED = [
    # the fear's condition closed by "y": the request after it is told
    _case("El viernes, a través de un abogado, los dos sargentos dijeron en Lima que temían por su vida si eran "
          "devueltos a Venezuela y pidieron refugio.", "2019-11-18", [("asylum", ANY, "2019-11-15")], (),
          "es-temian-si-devueltos"),
    _case("El martes los tres guardias nacionales manifestaron ante Migración que temían ser asesinados si eran "
          "deportados y solicitaron protección internacional en Quito.", "2019-11-18",
          [("asylum", ANY, "2019-11-12")], (), "es-si-deportados-solicitaron"),
    _case("On Friday the two soldiers told officers at the El Paso port of entry that they feared for their lives if "
          "they were sent back to Venezuela and asked for asylum.", "2019-11-18",
          [("asylum", ANY, "2019-11-15")], (), "en-feared-if-sent-back"),
    # (guard: a condition that opens the clause governs both verbs: no request told)
    _case("Si son devueltos a Venezuela y piden refugio otra vez, serán detenidos, advirtió el abogado.", "2019-11-18",
          [], ("asylum",), "es-opening-si"),
    _case("The lawyer said the men would be jailed if they were returned and asked for asylum again.", "2019-11-18",
          [], ("asylum",), "en-no-fear"),
]


@pytest.mark.parametrize("text, published, present, absent", FEARED_IF_RETURNED)
def test_request_after_fear_of_return_is_told(gazetteer, geonames, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
