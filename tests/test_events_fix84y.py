"""Event extraction traps found in held-out batch 84, each shown on new sentences: a press release's kicker and
dateline lines above the lead push the lead down, and the lead that presents the man abroad undated does not make
the story's later telling of his desertion and crossing an onward move."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, assert_coded, _case, _coded_with


def _coded_file(gazetteer, geonames, text: str, published: str, name: str) -> list[tuple[str, str | None, str | None]]:
    """(type, place, day) of each event of `text` read as the file `name` is (each line its own paragraph)."""
    article = article_from_bytes(text.encode(), name, published=published)
    mentions = resolve_mentions(article.text, gazetteer, geonames=geonames)
    return [(e.event_type, e.place, e.date.iso() if e.date else None)
            for e in extract_events(article, split_sentences(article), mentions)]


LEAD_UNDER_FURNITURE = [
    # "*Press release ...*" and "**Nogales, Arizona — December 12, 2019**" above the lead: the lead presents the
    # sergeant abroad, undated; the desertion and crossing told next are how he got there
    _case("# Former Venezuelan sergeant beaten while waiting to seek asylum in Lima\n\n"
          "*Press release · Border Aid Network · For immediate release*\n\n"
          "**Cúcuta, Colombia — June 12, 2019**\n\n"
          "The Border Aid Network is deeply concerned for a former sergeant of Venezuela's National Guard who was "
          "beaten and robbed in Lima while he waited to request asylum at the migration office in Lima.\n\n"
          "The man served eleven years in the National Guard and was last posted to a detachment in Carora. He told "
          "our staff that he left his unit in March, and that he crossed into Colombia near the Paraguachón border "
          "crossing on March 14, where he asked the Colombian police for protection.", "2019-06-12",
          [("defection", "Carora", "2019-03-01"), ("border_crossing", "Paraguachón border crossing", "2019-03-14")],
          (("relocation", ANY, "2019-03-14"),), "en-press-release-kicker-and-dateline"),
    _case("# Golpean en Lima a un exsargento venezolano que espera refugio\n\n"
          "COMUNICADO DE PRENSA | Red de Apoyo Fronterizo\n\n"
          "Cúcuta, 12 de junio de 2019\n\n"
          "El exsargento de la Guardia Nacional venezolana Luis Pérez, que pidió refugio en Lima, fue golpeado y "
          "robado en Lima mientras esperaba su cita, denunció la Red de Apoyo Fronterizo.\n\n"
          "Pérez servía en un destacamento en Carora. Dijo que abandonó el cuartel en marzo y que cruzó a "
          "Colombia por una trocha cerca de Paraguachón el 14 de marzo, donde pidió protección a la policía.",
          "2019-06-12",
          [("defection", "Carora", "2019-03-01")], (("relocation", ANY, ANY),), "es-comunicado-y-fecha"),
    # (guard: with no lines above it, the lead is the story's first sentence; a request abroad told in the third
    # sentence, undated, still leaves the man abroad before a crossing told after it)
    _case("# Venezuelan sergeant beaten in Lima\n\nThe Border Aid Network said on Wednesday that it is deeply "
          "concerned for a former sergeant of Venezuela's National Guard. The network has helped him since May. He asked for asylum at the migration "
          "office in Lima. He said that he crossed into Colombia near Cúcuta on March 14.", "2019-06-12",
          [("relocation", "Colombia", "2019-03-14")], (), "en-no-furniture"),
]


@pytest.mark.parametrize("text, published, present, absent", LEAD_UNDER_FURNITURE)
def test_a_lead_under_a_kicker_and_a_dateline_still_presents_the_story(gazetteer, geonames, text: str,
                                                                        published: str, present: list,
                                                                        absent: tuple) -> None:
    assert_coded(_coded_file(gazetteer, geonames, text, published, "release.md"), present, absent)


ASKED_OF_A_NAMED_STATE = [
    # "pediram refúgio ao governo panamenho": the request was made in Panama, not in Colombia, where the story's
    # men lived before
    _case("Os cinco ex-militares venezuelanos viveram seis meses na Colômbia, entre Cúcuta e Bogotá. Eles foram "
          "retidos pela polícia de fronteira do Panamá, e na segunda-feira (25) pediram refúgio ao governo panamenho.",
          "2019-11-27", [("asylum", "Panama", "2019-11-25")], (("asylum", "Colombia", ANY),), "pt-ao-governo-panamenho"),
    _case("Los cinco exmilitares venezolanos vivieron seis meses en Colombia, entre Cúcuta y Bogotá. Su abogado "
          "trabaja en Panamá. El lunes solicitaron refugio al gobierno panameño.",
          "2019-11-27", [("asylum", "Panama", "2019-11-25")], (("asylum", "Colombia", ANY),), "es-al-gobierno-panameno"),
    _case("The five former Venezuelan soldiers lived for six months in Colombia, in Cúcuta and Bogotá. They were held "
          "by Panama's border police, and on Monday they asked the Panamanian government for asylum.",
          "2019-11-27", [("asylum", "Panama", "2019-11-25")], (("asylum", "Colombia", ANY),), "en-asked-the-government"),
    # (guard: the state named is one the article never names as a country: the story's country stays)
    _case("Los cinco exmilitares venezolanos vivieron seis meses en Colombia, entre Cúcuta y Bogotá. El lunes "
          "solicitaron refugio al gobierno peruano.", "2019-11-27",
          [("asylum", "Colombia", "2019-11-25")], (), "es-state-not-named"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_OF_A_NAMED_STATE)
def test_refuge_asked_of_a_state_named_by_its_nationality_is_asked_there(gazetteer, geonames, text: str,
                                                                         published: str, present: list,
                                                                         absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
