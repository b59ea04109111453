"""Event extraction traps found in held-out batch 26 (second round): a deck's line that tells no day of its own
takes none from the deck's line before it, so the body's dated telling of the same event stands for it ("*Los
detenidos fueron presentados este jueves ... Un sargento cruzó a Brasil*"); and the adults of a party told ("os
adultos do grupo pediram refúgio", "los adultos del grupo", "the adults in the group") are who asked."""

from __future__ import annotations

import pytest

from geo.articles import load_article
from geo.pipeline import extract_article

from .test_events_batch9 import ANY, _case, _coded, assert_coded

# A deck's second line, with no day of its own, is the body's dated event, not one on the day of the deck's first line
_DECK_ES = ("# Presos cuatro hombres tras el motín\n\n*Familiares denuncian que los detenidos, presentados este jueves "
            "ante un tribunal militar en Valencia, no participaron en el motín. Un sargento de la unidad cruzó a {where}*"
            "\n\nCuatro hombres permanecen detenidos en Valencia.\n\n{body}")
_DECK_EN = ("# Four men held after the mutiny\n\n*Relatives say the detainees, brought before a military court in Valencia "
            "on Thursday, took no part in the mutiny. A sergeant of the unit crossed into Colombia*\n\nFour men remain in "
            "custody in Valencia.\n\n{body}")
DECK_CARRIED_DAY = [
    _case(_DECK_ES.format(where="Colombia", body="El sargento Luis Pérez abandonó su unidad el 8 de julio y el 9 de julio "
                          "cruzó a pie hacia Cúcuta, donde pidió refugio."), "2019-07-12",
          [("defection", ANY, "2019-07-08"), ("border_crossing", ANY, "2019-07-09")],
          [("defection", ANY, "2019-07-11"), ("border_crossing", ANY, "2019-07-11")], "es-deck-second-line"),
    _case(_DECK_EN.format(body="Sgt. Luis Pérez left his unit on July 8 and on July 9 walked across the border into "
                          "Cúcuta, where he asked for refuge."), "2019-07-12",
          [("defection", ANY, "2019-07-08"), ("border_crossing", ANY, "2019-07-09")],
          [("defection", ANY, "2019-07-11"), ("border_crossing", ANY, "2019-07-11")], "en-deck-second-line"),
    # guards: a deck's line with a day of its own stays, and so does a deck's event the body does not retell
    _case(_DECK_ES.format(where="Colombia el miércoles", body="El sargento Luis Pérez abandonó su unidad el 8 de julio y "
                          "el 9 de julio cruzó a pie hacia Cúcuta, donde pidió refugio."), "2019-07-12",
          [("border_crossing", ANY, "2019-07-10"), ("border_crossing", ANY, "2019-07-09")], (), "es-deck-own-day"),
    _case(_DECK_ES.format(where="Colombia", body="La Dgcim detuvo el 7 de julio a dos tenientes en Valencia."),
          "2019-07-12", [("defection", ANY, "2019-07-11")], (), "es-deck-not-retold"),
]


@pytest.mark.parametrize("text, published, present, absent", DECK_CARRIED_DAY)
def test_a_deck_line_takes_no_day_from_the_line_before(gazetteer, tmp_path, text: str, published: str,
                                                       present: list, absent: tuple) -> None:
    saved = tmp_path / "story.txt"  # read as a build reads a saved article, its header block first
    saved.write_text(f"Title: A story\nPublished: {published}\n\n{text}\n", encoding="utf-8")
    events = extract_article(load_article(saved), gazetteer).events
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events], present, absent)


# The adults of a party are a group that acts, as its residents or families would: they ask for refuge
ADULTS = [
    _case("El domingo, los adultos del grupo pidieron refugio ante la Policía Federal en Pacaraima.", "2019-07-12",
          [("asylum", "Pacaraima", "2019-07-07")], (), "es-los-adultos-del-grupo"),
    _case("No domingo, os adultos do grupo pediram refúgio à Polícia Federal em Pacaraima.", "2019-07-12",
          [("asylum", "Pacaraima", "2019-07-07")], (), "pt-os-adultos-do-grupo"),
    _case("On Sunday, the adults in the group asked for asylum at the Federal Police office in Pacaraima.", "2019-07-12",
          [("asylum", "Pacaraima", "2019-07-07")], (), "en-the-adults-in-the-group"),
    # guards: adults only as those an office or a shelter serves, or asking for something else, ask for no refuge
    _case("El domingo, Migración abrió en Cúcuta una oficina de refugio para adultos.", "2019-07-12", [], ("asylum",),
          "es-oficina-para-adultos"),
    _case("On Sunday, the shelter in Cúcuta gave asylum forms to children and adults.", "2019-07-12", [], ("asylum",),
          "en-forms-to-adults"),
    _case("Los adultos mayores pidieron el domingo atención médica en Cúcuta.", "2019-07-12", [], ("asylum",),
          "es-atencion-medica"),
]


@pytest.mark.parametrize("text, published, present, absent", ADULTS)
def test_the_adults_of_a_party_ask_for_refuge(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
