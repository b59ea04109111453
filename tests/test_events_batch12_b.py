"""Event extraction traps found in held-out batch 12 (its second half), each shown on new sentences:
a dropped subject after a clock time, a crossing that had been planned, the day of a relative's arrest,
a checkpoint walked around, lights that went out, a scene set two sentences before."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded



CASES = [
    # A clock time before a verb with its subject left out is no subject of its own.
    _case("Rosa Mendoza no veía a su esposo desde marzo. El sábado (14), poco antes de las siete de la noche, "
          "cruzó con sus dos hijas una trocha que sale a La Parada.", "2019-12-18",
          [("border_crossing", "La Parada", "2019-12-14")], (), "es-dropped-subject-after-clock-time"),
    _case("Rosa Mendoza não via o marido desde março. No sábado (14), pouco antes das sete da manhã, "
          "atravessou com as duas filhas uma trilha até Pacaraima.", "2019-12-18",
          [("border_crossing", "Pacaraima", "2019-12-14")], (), "pt-dropped-subject-after-clock-time"),
]


_NOT_THAT_DAY = (("defection", ANY, "2019-08-20"), ("border_crossing", ANY, "2019-08-20"))
CASES += [
    # A desertion told in a relative clause of the relative held says whom they are kin to: the day of
    # the arrest is not the deserter's.
    _case("En Acarigua, la madre de un sargento que desertó a Colombia fue detenida el martes.", "2019-08-22",
          [("arrest", "Acarigua", "2019-08-20")], _NOT_THAT_DAY, "es-kin-of-one-who-deserted"),
    _case("In Acarigua, the mother of a sergeant who deserted to Colombia was arrested on Tuesday.", "2019-08-22",
          [("arrest", "Acarigua", "2019-08-20")], _NOT_THAT_DAY, "kin-of-one-who-deserted"),
]


CASES += [
    # A place walked around "to avoid" its checkpoint is not where the walk went.
    _case("The six soldiers walked through the night to avoid the National Guard checkpoint at the entrance to "
          "Ureña.", "2019-08-20", [], (("relocation", "Ureña", ANY),), "walked-to-avoid-a-checkpoint"),
    _case("Los seis soldados caminaron de noche para evitar la alcabala de la Guardia Nacional en la entrada de "
          "Ureña.", "2019-08-20", [], (("relocation", "Ureña", ANY),), "es-caminaron-para-evitar"),
    _case("Os seis soldados caminharam durante a noite para evitar o posto da Guarda Nacional em Santa Elena de "
          "Uairén.", "2019-08-20", [], (("relocation", "Santa Elena de Uairén", ANY),), "pt-caminharam-para-evitar"),
]


CASES += [
    # Lights that "went out" across a country are a blackout, not a journey across it.
    _case("When the lights went out across Venezuela on Thursday, Sgt. Luis Mora was standing guard at a "
          "checkpoint in Ureña.", "2019-03-14", [], (("border_crossing", ANY, ANY),), "the-lights-went-out"),
    _case("The power went out across Táchira on Monday night, and Cpl. Ana Ruiz stayed at her post in Ureña.",
          "2019-03-14", [], (("border_crossing", ANY, ANY),), "the-power-went-out"),
]


CASES += [
    # A scene set a sentence or two before ("In X, chaos.") is where troops later fire, with no event between.
    _case("In Maracaibo, the blackout gave way to chaos. On Monday, crowds looted shops and a brewery. Witnesses "
          "said National Guard troops fired tear gas at looters in several neighborhoods.", "2019-03-14",
          [("violence", "Maracaibo", "2019-03-11")], (), "scene-set-two-sentences-before"),
    _case("En Maracaibo, el apagón desató el caos. El lunes, multitudes saquearon comercios. Según testigos, la "
          "Guardia Nacional disparó perdigones contra los saqueadores.", "2019-03-14",
          [("violence", "Maracaibo", "2019-03-11")], (), "es-scene-set-two-sentences-before"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch12_b_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    "Rosa Pérez había planeado cruzar a Colombia con sus nietos el lunes. Después, desistió.",
    "Rosa Pérez planeó cruzar a Colombia con sus nietos el lunes, pero desistió.",
    "Rosa Pérez tinha planejado atravessar para o Brasil com os netos na segunda-feira.",
], ids=["es-habia-planeado", "es-planeo", "pt-tinha-planejado"])
def test_a_crossing_one_had_planned_is_planned(gazetteer, text: str) -> None:
    article = make_article(text, published="2019-08-22")
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    crossings = [e for e in events if e.event_type == "border_crossing"]
    assert crossings and all(e.status == "planned" for e in crossings), events
