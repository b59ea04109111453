"""Event extraction traps found in held-out batch 12 (its second half), each shown on new sentences:
a dropped subject after a clock time."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded


def _matches(row: tuple, want: tuple) -> bool:
    return all(w is ANY or w == got for got, w in zip(row, want))


CASES = [
    # A clock time before a verb with its subject left out is no subject of its own.
    _case("Rosa Mendoza no veía a su esposo desde marzo. El sábado (14), poco antes de las siete de la noche, "
          "cruzó con sus dos hijas una trocha que sale a La Parada.", "2019-12-18",
          [("border_crossing", "La Parada", "2019-12-14")], (), "es-dropped-subject-after-clock-time"),
    _case("Rosa Mendoza não via o marido desde março. No sábado (14), pouco antes das sete da manhã, "
          "atravessou com as duas filhas uma trilha até Pacaraima.", "2019-12-18",
          [("border_crossing", "Pacaraima", "2019-12-14")], (), "pt-dropped-subject-after-clock-time"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch12_b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded(gazetteer, text, published)
    for want in present:
        assert any(_matches(row, want) for row in coded), (want, coded)
    for unwanted in absent:
        assert not any(_matches(row, unwanted) for row in coded), (unwanted, coded)
