"""Event extraction traps of held-out batch 92 (a development set), each shown on new sentences: a timeline entry
that opens on a bold label ("- **Saída**: deixaram o posto de Icabarú ..."), a request made of an agency named with
an apposition ("asked Migración Colombia, the country's migration agency, for protection"), a blow dealt with a
weapon ("struck one of them with a rifle butt", "golpearam um deles com a coronha"), a walk down from the hills into a town ("came down into the town of
La Paz"), and a visit to an office in the town the story's last move ended in, which is no move."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded_with, assert_coded


def _coded_by_line(gazetteer, geonames, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """(type, place, day) of each event of `text` read as a page whose every line is a paragraph of its own, as a
    Markdown list is."""
    article = make_article(text, published=published)
    article = replace(article, kept=tuple((m.start(), m.end()) for m in re.finditer(r"[^\n]+", text)))
    mentions = resolve_mentions(text, gazetteer, geonames=geonames)
    return [(e.event_type, e.place, e.date.iso() if e.date else None)
            for e in extract_events(article, split_sentences(article), mentions)]


LABELLED_ENTRIES = [
    _case("Segundo o relato que os militares fizeram ao Exército:\n\n"
          "- **Saída**: deixaram o posto de Icabarú na noite de segunda-feira (28 de outubro), com as mochilas.\n"
          "- **Refúgio**: na segunda-feira (4), pediram refúgio na Polícia Federal em Boa Vista.", "2019-11-06",
          [("defection", "Icabarú", "2019-10-28"), ("asylum", "Boa Vista", "2019-11-04")], (), "pt-bold-label-colon"),
    _case("Segundo o relato que os militares fizeram ao Exército:\n\n"
          "- **Boa Vista:** no sábado (2), foram levados em uma viatura do Exército para Boa Vista.", "2019-11-06",
          [("relocation", "Boa Vista", "2019-11-02")], (), "pt-label-a-place-colon-inside"),
    _case("Según el relato de los cinco guardias a la Policía:\n\n"
          "- **Salida:** abandonaron el puesto de Ureña la noche del lunes 28 de octubre.\n"
          "- **Refugio:** el lunes 4 de noviembre pidieron refugio a Migración Colombia en Cúcuta.", "2019-11-06",
          [("defection", "Ureña", "2019-10-28"), ("asylum", "Cúcuta", "2019-11-04")], (), "es-bold-label"),
    # (a label before a line that tells no deed is no event)
    _case("Segundo o relato que os militares fizeram ao Exército:\n\n"
          "- **Boa Vista**: abrigo Rondon 1, com 600 vagas.\n"
          "- **Pacaraima**: posto de triagem da Operação Acolhida.", "2019-11-06",
          [], ("relocation", "border_crossing", "asylum"), "labels-of-a-list-of-places"),
]


@pytest.mark.parametrize("text, published, present, absent", LABELLED_ENTRIES)
def test_a_timeline_entry_after_its_bold_label_leaves_its_subject_out(gazetteer, geonames, text: str, published: str,
                                                                       present: list, absent: tuple) -> None:
    assert_coded(_coded_by_line(gazetteer, geonames, text, published), present, absent)


ASKED_OF_AN_AGENCY = [
    _case("The six soldiers left their post on Saturday night. On Tuesday, police drove them to Maicao, where they "
          "asked Migración Colombia, the country's migration agency, for protection.", "2019-09-25",
          [("asylum", "Maicao", "2019-09-24")], (), "en-asked-agency-apposition-for"),
    _case("Los seis soldados dejaron su puesto el sábado. El martes, la policía los llevó a Maicao, donde pidieron a "
          "Migración Colombia, la autoridad migratoria del país, protección.", "2019-09-25",
          [("asylum", "Maicao", "2019-09-24")], (), "es-pidieron-a-agency-apposition"),
    _case("Os seis soldados deixaram o posto no sábado. Na terça-feira pediram à Polícia Federal, a responsável pelos "
          "pedidos, refúgio em Boa Vista.", "2019-09-25", [("asylum", "Boa Vista", "2019-09-24")], (),
          "pt-pediram-a-agency-apposition"),
    # (asking not to be named is no request, whatever follows the comma)
    _case("The six soldiers left their post on Saturday night. The sergeant, who asked not to be named, for "
          "protection of his family, said he was afraid.", "2019-09-25", [], ("asylum",), "asked-not-to-be-named"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_OF_AN_AGENCY)
def test_a_request_made_of_an_agency_named_with_an_apposition(gazetteer, geonames, text: str, published: str,
                                                              present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


BLOWS_WITH_A_WEAPON = [
    _case("The four soldiers left a border post in Zulia state on July 24. On Friday two armed men struck one of them "
          "with a rifle butt.", "2019-08-01", [("violence", ANY, "2019-07-26")], (), "en-struck-with-a-rifle-butt"),
    _case("The four soldiers left a border post in Zulia state on July 24. On Friday the sergeant was hit with a "
          "metal pipe.", "2019-08-01", [("violence", ANY, "2019-07-26")], (), "en-was-hit-with-a-pipe"),
    _case("Os quatro soldados deixaram o posto em Zulia em 24 de julho. Na sexta-feira dois homens armados golpearam "
          "um deles com a coronha de um fuzil.", "2019-08-01", [("violence", ANY, "2019-07-26")], (),
          "pt-golpearam-com-a-coronha"),
    # (a blow of fortune, and a deal struck, are no violence)
    _case("The four soldiers left a border post in Zulia state on July 24. The crisis hit the soldiers with a heavy "
          "blow, and the minister struck a deal with the rebels.", "2019-08-01", [], ("violence",),
          "hit-with-a-blow-struck-a-deal"),
]


@pytest.mark.parametrize("text, published, present, absent", BLOWS_WITH_A_WEAPON)
def test_a_blow_dealt_with_a_weapon_is_violence(gazetteer, geonames, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


DOWN_INTO_A_TOWN = [
    _case("The four soldiers left a border post near Machiques on the night of Wednesday, July 24. Last Saturday the "
          "soldiers came down into the town of La Paz, in Cesar, and knocked on the door of the parish house.",
          "2019-08-01", [("border_crossing", "La Paz", "2019-07-27")], (), "en-came-down-into-the-town-of"),
    _case("Los cuatro soldados dejaron su puesto cerca de Machiques el 24 de julio. El sábado bajaron de la sierra "
          "hasta el pueblo de La Paz, en el Cesar.", "2019-08-01", [("border_crossing", "La Paz", "2019-07-27")], (),
          "es-bajaron-de-la-sierra-hasta"),
    _case("Os quatro soldados deixaram o posto em Icabarú em 24 de julho. No sábado desceram a serra até Pacaraima.",
          "2019-08-01", [("border_crossing", "Pacaraima", "2019-07-27")], (), "pt-desceram-a-serra-ate"),
    # (prices and rain come down too, to no named place)
    _case("The soldiers left their post on Monday. Prices came down to normal levels and the rain came down into the "
          "valley.", "2019-08-01", [], ("border_crossing", "relocation"), "prices-and-rain-come-down"),
]


@pytest.mark.parametrize("text, published, present, absent", DOWN_INTO_A_TOWN)
def test_coming_down_into_a_named_town_is_an_arrival(gazetteer, geonames, text: str, published: str, present: list,
                                                     absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


ERRANDS = [
    _case("The four soldiers crossed into Colombia on Saturday. On Monday, the police drove the four to Valledupar. "
          "On Tuesday they went with a lawyer to the Migración Colombia office in Valledupar to apply for refugee "
          "status.", "2019-08-01", [("asylum", "Valledupar", "2019-07-30"), ("relocation", "Valledupar", "2019-07-29")],
          [("relocation", "Valledupar", "2019-07-30")], "went-to-the-office-in-the-town-they-are-in"),
    # (a flight to another town, where they asked, is a move)
    _case("The four soldiers crossed into Colombia on Saturday. On Monday, the police drove the four to Valledupar. "
          "On Tuesday they flew to Bogotá, where they applied for refugee status.", "2019-08-01",
          [("asylum", "Bogotá", "2019-07-30"), ("relocation", "Bogotá", "2019-07-30")], (), "flew-on-and-asked-there"),
]


@pytest.mark.parametrize("text, published, present, absent", ERRANDS)
def test_an_errand_in_the_town_they_reached_is_no_move(gazetteer, geonames, text: str, published: str, present: list,
                                                       absent) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
