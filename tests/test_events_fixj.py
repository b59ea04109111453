"""Event extraction traps found in held-out batch 14 (a local radio page in Spanish), each shown on new
sentences: a crossing told in the imperfect ("cuando cruzaban"), a trail naming a second way over, a
left-out subject after "Al llegar a ...", two men named with "Se trata de", a web page's furniture before
the lead, a guardsman called "un guardia", and "a la altura de" a town."""

from __future__ import annotations

import pytest

from geo.articles import load_article, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A crossing told in the imperfect, as the scene of what befell the men, happened.
    _case("Dos sargentos fueron heridos a tiros el sábado mientras cruzaban el río Táchira cerca de Ureña.",
          "2019-09-18", [("border_crossing", ANY, "2019-09-14"), ("violence", ANY, "2019-09-14")], (),
          "es-heridos-mientras-cruzaban"),
    _case("Tres cabos resultaron heridos el martes cuando atravesaban el río Táchira cerca de Ureña.",
          "2019-09-18", [("border_crossing", ANY, "2019-09-17")], (), "es-cuando-atravesaban"),
    # "que desertaban": men deserting when it happened.
    _case("El jueves, dos soldados que desertaban fueron detenidos cerca de Ureña.", "2019-09-18",
          [("defection", ANY, "2019-09-12"), ("arrest", "Ureña", "2019-09-12")], (), "es-que-desertaban"),
    # A smugglers' trail named for a town is the way out of the country, even after the river it crosses.
    _case("Dos cabos cruzaron el río Táchira el lunes por una trocha del sector La Parada.", "2019-09-18",
          [("defection", "La Parada", "2019-09-16"), ("border_crossing", ANY, "2019-09-16")], (),
          "es-river-then-trail"),
    # "Al llegar a ..." opens the sentence of a left-out subject; "Se trata de X y de Y" names the subject.
    _case("Dos guardias desertaron el lunes en Ureña. Se trata de un sargento y un guardia raso de la GNB. "
          "Al llegar a Cúcuta pidieron refugio a la Policía.", "2019-09-18",
          [("asylum", ANY, "2019-09-16")], (), "es-al-llegar-se-trata-de"),
    # A guardsman called "un guardia", held "a la altura de" a town.
    _case("Un guardia fue capturado el martes por efectivos de la GNB a la altura de Ureña.", "2019-09-18",
          [("arrest", "Ureña", "2019-09-17")], (), "es-un-guardia-a-la-altura-de"),
    # ... but a river crossed "a la altura de" a town is where they went over, not where they were held.
    _case("En mayo, dos guardias que habían cruzado el río Táchira a la altura de La Parada fueron detenidos "
          "en San Antonio del Táchira.", "2019-09-18", [("arrest", "San Antonio del Táchira", ANY)],
          (("arrest", "La Parada", ANY),), "es-cruzado-a-la-altura-de"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixj_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_lead_past_web_page_furniture(gazetteer, tmp_path) -> None:
    """A breadcrumb, byline and player line before the lead do not hide its day from what follows."""
    path = tmp_path / "radio.txt"
    path.write_text(
        "Title: Dos sargentos heridos\nPublished: 2019-09-18\nSource: test\n\n"
        "Inicio > Regionales > Cúcuta\n\nPor: Redacción Noticias | 18 de septiembre de 2019\n\n"
        "▶ Escuche la nota en nuestra emisión de las 12:00 m.\n\n"
        "Dos sargentos venezolanos cruzaron el puente Simón Bolívar esta madrugada y se entregaron en Cúcuta. "
        "Uno de ellos tiene una herida en el brazo. El otro perdió sus documentos en el río.\n\n"
        "Ambos fueron trasladados en una ambulancia al Hospital Universitario Erasmo Meoz.\n", encoding="utf-8")
    article = load_article(path)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events],
                 [("relocation", "Erasmo Meoz University Hospital", "2019-09-18")])
