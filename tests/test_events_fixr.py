"""Event extraction traps where the place of an event is told by a sentence next to it, each shown on
new sentences: a post told with its town and later left or raided as "his post", "el comando"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A post told with its town is where a later "his post" was left, or a man held "en el comando".
    _case("Sergeant Luis Mora was stationed at the National Guard post in Ureña. On Friday night he took off his "
          "uniform and left his post.", "2019-06-10", [("defection", "Ureña", "2019-06-07")], (),
          "left-his-post-told-before"),
    _case("El cabo Pérez estaba destinado en el comando de la GNB en Guasdualito. Otro guardia fue detenido el "
          "martes en el comando por sus superiores.", "2019-06-10", [("arrest", "Guasdualito", "2019-06-04")], (),
          "es-detenido-en-el-comando"),
    _case("O sargento servia num batalhão em Santa Elena de Uairén. No sábado ele desertou e abandonou o quartel "
          "à noite.", "2019-06-10", [("defection", "Santa Elena de Uairén", "2019-06-08")], (),
          "pt-abandonou-o-quartel"),
    # ... but not a post named for itself, nor when two posts were told.
    _case("Sergeant Luis Mora was stationed in Ureña and his brother in Guasdualito. On Friday night he left his "
          "post.", "2019-06-10", [], (("defection", "Ureña", ANY), ("defection", "Guasdualito", ANY)),
          "two-posts-told"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixr_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
