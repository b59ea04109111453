"""The masked text keeps the line breaks between kept paragraphs, so a paragraph that opens on the place it is set
in ("In Dublin, about 60 Venezuelans gathered ...", "En Cubará, ...") still opens a line (held-out batch 97)."""

from __future__ import annotations

import pytest

from geo.articles import load_article
from geo.pipeline import extract_article, masked_text

OPENING_PARAGRAPHS = [
    ("In Caracas, clashes continued on Wednesday.\n\nIn Dublin, about 60 Venezuelans gathered outside the GPO on "
     "Wednesday evening.", "Dublin", "IE"),
    ("## Boyacá: a small border\n\nIn Cubará, a remote town on the Venezuelan border, two soldiers turned "
     "themselves in on Friday.", "Cubará", "CO"),
    ("Dos soldados venezolanos cruzaron a Colombia el viernes.\n\nEn Cubará, el concejo dijo que los dos se entregaron al "
     "Ejército.", "Cubará", "CO"),
]


def _article(tmp_path, body: str):
    path = tmp_path / "story.md"
    path.write_text("Title: Soldiers\nPublished: 2019-06-11\nOutlet: Test\nURL: https://example.org/s\n\n"
                    "# Soldiers keep leaving\n\n" + body + "\n", encoding="utf-8")
    return load_article(path)


@pytest.mark.parametrize("body, name, country", OPENING_PARAGRAPHS, ids=["en-in-dublin", "md-in-cubara", "es-en-cubara"])
def test_a_paragraph_opening_on_its_place_resolves_it(tmp_path, gazetteer, geonames, body, name, country) -> None:
    places = extract_article(_article(tmp_path, body), gazetteer, geonames=geonames).places
    assert any(p.place.name == name and p.place.country_code == country for p in places), places


def test_the_masked_text_keeps_line_breaks_and_offsets(tmp_path) -> None:
    article = _article(tmp_path, OPENING_PARAGRAPHS[0][0])
    masked = masked_text(article)
    assert len(masked) == len(article.text)
    assert masked.count("\n") == article.text.count("\n")
    assert all(masked[start:end] == article.text[start:end] for start, end in article.kept)


# (guard: a name that opens a paragraph with no preposition before it is still no place: "Dublin" the surname)
def test_a_paragraph_opening_on_a_surname_is_no_place(tmp_path, gazetteer, geonames) -> None:
    body = "Two soldiers crossed on Friday.\n\nDublin Pérez, a sergeant, said they were tired."
    places = extract_article(_article(tmp_path, body), gazetteer, geonames=geonames).places
    assert not any(p.place.name == "Dublin" for p in places), places
