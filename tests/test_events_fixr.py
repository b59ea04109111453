"""Event extraction traps where the place of an event is told by a sentence next to it, each shown on
new sentences: a post told with its town and later left or raided as "his post", "el comando"; a
desertion whose next sentence has the men land or arrive abroad; a revolt after the sentence that
put its people at a place."""

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
    # A desertion told with no place came out where the next sentence has the same men land or arrive abroad.
    _case("In mid-May the petty officer deserted and crossed the gulf in a fishing boat. He landed near Icacos "
          "before dawn.", "2019-08-10", [("defection", "Icacos", ANY)], (), "landed-next-sentence"),
    _case("El sargento Ríos desertó en marzo por una trocha. Él dijo que, en ese momento, fue recibido por el "
          "Ejército colombiano en Maicao.", "2019-08-10", [("defection", "Maicao", "2019-03-01")], (),
          "es-recibido-next-sentence"),
    _case("O cabo Gil desertou em junho pela mesma trilha. Ele chegou a Pacaraima a pé, com a roupa do corpo.", "2019-08-10",
          [("defection", "Pacaraima", ANY)], (), "pt-chegou-next-sentence"),
    # ... not when the next sentence is about someone else or another day.
    _case("In mid-May the petty officer deserted and crossed the gulf in a fishing boat. A journalist arrived in "
          "Cedros last week.", "2019-08-10", [], (("defection", "Cedros", ANY),), "someone-else-arrived"),
    _case("El sargento Ríos desertó en marzo por una trocha. Él fue recibido en Maicao el 2 de julio.", "2019-08-10",
          [], (("defection", "Maicao", "2019-03-01"),), "es-recibido-another-day"),
    # A revolt told with no place is where the sentence just before put its people, when that one tells no event.
    _case("On Tuesday the opposition leader stood outside the Fuerte Tiuna military complex with a handful of "
          "soldiers. The rebellion collapsed within hours.", "2019-05-02",
          [("uprising", "Fuerte Tiuna", ANY)], (), "revolt-after-scene-with-people"),
    _case("El martes, varios diputados aparecieron frente al Fuerte Tiuna con un grupo de soldados. La "
          "sublevación fracasó al caer la noche.", "2019-05-02", [("uprising", "Fuerte Tiuna", ANY)], (),
          "es-revolt-after-scene-with-people"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixr_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
