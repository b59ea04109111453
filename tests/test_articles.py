"""Loading article files and cleaning their text into kept paragraphs and sentences."""

from __future__ import annotations

import codecs
import itertools
import re
from datetime import date
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from geo.articles import (
    MAX_SENTENCE_CHARS,
    _fragments,
    _words,
    article_ids,
    article_from_bytes,
    clean_spans,
    decode_text,
    is_furniture,
    iter_article_paths,
    load_article,
    load_articles,
    parse_published,
    read_article_bytes,
    read_metadata,
    sentence_spans,
    split_sentences,
)
from geo.errors import ArticleError, DateError
from geo.model import Article

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "articles"


def kept_paragraphs(text: str, title: str = "") -> list[str]:
    return [text[start:end] for start, end in clean_spans(text, title=title)]


def seed(prefix: str) -> Article:
    path = next(SEEDS.glob(f"{prefix}_*.txt"))
    return load_article(path, metadata=read_metadata(SEEDS))


def paragraphs(article: Article) -> list[str]:
    return [article.text[start:end] for start, end in article.kept]


# ---------------------------------------------------------------------------- publication dates


@pytest.mark.parametrize(
    ("value", "expected", "precision"),
    [
        ("2019-12-09", date(2019, 12, 9), "day"),
        (" 2019-12-09 ", date(2019, 12, 9), "day"),
        ("2019-12-09T14:05:00Z", date(2019, 12, 9), "day"),
        ("2019-12", date(2019, 12, 1), "month"),
        ("2019", date(2019, 1, 1), "year"),
        ("December 9, 2019", date(2019, 12, 9), "day"),
        ("Dec. 9, 2019", date(2019, 12, 9), "day"),
        ("Sept. 9, 2019", date(2019, 9, 9), "day"),
        ("Monday, December 9, 2019", date(2019, 12, 9), "day"),
        ("9 December 2019", date(2019, 12, 9), "day"),
        ("December 2019", date(2019, 12, 1), "month"),
    ],
)
def test_parse_published(value: str, expected: date, precision: str) -> None:
    assert parse_published(value) == (expected, precision)


@pytest.mark.parametrize(
    "value",
    ["2019-13-01", "2019-02-30", "Decembre 9, 2019", "last Monday", "", "19-12-09", "12/09/2019"],
)
def test_parse_published_rejects_and_names_the_place(value: str) -> None:
    with pytest.raises(DateError, match=r"notes\.md:3: .*expected YYYY-MM-DD, YYYY-MM, YYYY"):
        parse_published(value, "notes.md:3")


# ---------------------------------------------------------------------------- metadata.csv


def test_read_metadata_of_the_seeds() -> None:
    rows = read_metadata(SEEDS)
    assert len(rows) == 5
    assert rows["002_cec9d586c5f71784.txt"]["published"] == "2019-03"
    assert rows["002_cec9d586c5f71784.txt"]["published_precision"] == "month"
    assert rows["000_8b3b3cd4af64f6b4.txt"]["outlet"] == "Courthouse News Service (AP)"


def test_read_metadata_without_a_file_is_empty(tmp_path: Path) -> None:
    assert read_metadata(tmp_path) == {}


def test_read_metadata_tolerates_missing_columns(tmp_path: Path) -> None:
    (tmp_path / "metadata.csv").write_text("file,published\na.txt,2019-05\n", encoding="utf-8")
    row = read_metadata(tmp_path)["a.txt"]
    assert row["published"] == "2019-05" and row["title"] == "" and row["outlet"] == ""


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (
            "a.txt,2019-05-02,day\nb.txt,next May,day\n",
            r"metadata\.csv:3: 'next May' is not a date",
        ),
        ("a.txt,2019-05-02,day\nb.txt,2019-05-02,day,extra\n", r"metadata\.csv:3: row has 1 cell"),
        (",2019-05-02,day\n", r"metadata\.csv:2: row has no file name"),
        (
            "a.txt,2019-05-02,weekly\n",
            r"metadata\.csv:2: published_precision 'weekly' is not one of",
        ),
    ],
)
def test_read_metadata_rejects_malformed_rows(tmp_path: Path, rows: str, message: str) -> None:
    (tmp_path / "metadata.csv").write_text(
        "file,published,published_precision\n" + rows, encoding="utf-8"
    )
    with pytest.raises(ArticleError, match=message):
        read_metadata(tmp_path)


def test_read_metadata_needs_a_file_column(tmp_path: Path) -> None:
    (tmp_path / "metadata.csv").write_text("name,published\na.txt,2019\n", encoding="utf-8")
    with pytest.raises(ArticleError, match=r"metadata\.csv:1: .* no 'file' column"):
        read_metadata(tmp_path)


# ---------------------------------------------------------------------------- files


def test_iter_article_paths(tmp_path: Path) -> None:
    names = ("b.md", "a.txt", "c.HTML", "d.htm", "e.markdown", "metadata.csv", "x.json", "f.pdf")
    for name in names:
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "g.txt").write_text("x", encoding="utf-8")
    found = [p.name for p in iter_article_paths(tmp_path)]
    assert found == ["a.txt", "b.md", "c.HTML", "d.htm", "e.markdown"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", r"x\.txt: file is empty"),
        (b"  \n\n ", r"x\.txt: file is empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00", r"x\.txt: file is binary"),
        (b"text with a NUL\x00 inside", r"x\.txt: file is binary"),
    ],
)
def test_load_article_rejects_files_that_are_not_text(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "x.txt"
    path.write_bytes(content)
    with pytest.raises(ArticleError, match=message):
        load_article(path)


def test_load_article_rejects_a_file_above_the_limit_before_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "x.txt"
    with path.open("wb") as handle:
        handle.truncate(20_000_000)  # sparse: nothing is written
    with pytest.raises(ArticleError, match=r"x\.txt: file is 20\.0 MB, the limit is 5\.0 MB"):
        load_article(path)


def test_read_article_bytes_refuses_a_large_file_before_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as handle:
        handle.truncate(20_000_000)
    with pytest.raises(ArticleError, match=r"big\.txt: file is 20\.0 MB, the limit is 5\.0 MB"):
        read_article_bytes(path)


def test_load_article_from_bytes_already_read_is_the_same_article(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes("Published: 2019-02-25\n\nSgt. Luis P\xe9rez crossed into C\xfacuta.\n".encode("cp1252"))
    data = read_article_bytes(path)
    path.write_text("Published: 2019-01-01\n\nSomething else entirely.\n", encoding="utf-8")
    assert load_article(path, data=data).text.startswith("Sgt. Luis Pérez crossed into Cúcuta.")
    assert load_article(path, data=data) != load_article(path)


def test_load_article_limit_can_be_set(tmp_path: Path) -> None:
    path = tmp_path / "x.txt"
    path.write_text("Troops fled. " * 200, encoding="utf-8")
    with pytest.raises(ArticleError, match=r"x\.txt: file is 2,600 bytes, the limit is 100 bytes"):
        load_article(path, max_bytes=100)
    assert load_article(path, max_bytes=10_000).text.startswith("Troops fled.")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", r"up\.txt: file is empty"),
        (bytes(range(256)) * 8, r"up\.txt: file is binary"),
        (b"x" * 200_001, r"up\.txt: file is 0\.2 MB, the limit is 0\.1 MB"),
    ],
)
def test_article_from_bytes_rejects_what_load_article_rejects(data: bytes, message: str) -> None:
    with pytest.raises(ArticleError, match=message):
        article_from_bytes(data, "up.txt", max_bytes=100_000)


def test_article_from_bytes_reads_an_upload() -> None:
    data = (FIXTURES / "saved_page.html").read_bytes()
    article = article_from_bytes(data, "../../somewhere/page.html")
    assert (article.id, article.path) == ("page", "page.html")
    assert article.published == date(2019, 2, 24)
    assert "Sgt. Jorge Torres" in " ".join(paragraphs(article))


def test_load_article_names_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ArticleError, match=r"nope\.txt: cannot read the file"):
        load_article(tmp_path / "nope.txt")


SPANISH = "Lt. Mora fled to Cúcuta, then to Bogotá. “El señor está aquí,” he said — it’s over.\n"


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (SPANISH.encode("utf-8"), SPANISH),
        (codecs.BOM_UTF8 + SPANISH.encode("utf-8"), SPANISH),
        (SPANISH.encode("cp1252"), SPANISH),
        ("Cúcuta, Bogotá\n".encode("cp1252"), "Cúcuta, Bogotá\n"),
        (
            "El niño del señor en Bogotá y Cúcuta: ¡Año nuevo!\n".encode("latin-1"),
            "El niño del señor en Bogotá y Cúcuta: ¡Año nuevo!\n",
        ),
        (SPANISH.encode("utf-16"), SPANISH),
        (b"one\r\ntwo\rthree\n", "one\ntwo\nthree\n"),
    ],
)
def test_decode_text(data: bytes, expected: str) -> None:
    assert decode_text(data, "x.txt") == expected


def test_load_article_decodes_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "cp1252.txt"
    path.write_bytes(SPANISH.encode("cp1252"))
    article = load_article(path)
    assert "fled to Cúcuta, then to Bogotá." in article.text
    assert "“El señor está aquí,”" in article.text



@pytest.mark.parametrize("text", [
    "Published: 2019-02-25\n\nSgt. Luis Pérez crossed into Cúcuta.\n",  # cp775 read it as well ("Pķrez")
    "El teniente huyó a Cúcuta el sábado.\n",
    "Published: 2019-02-25\n\nSoldiers fled to Bogotá, Perú and Brasília.\n",
    "Guaidó said the guardsmen crossed the Táchira river near Ureña.\n",
])
def test_short_western_texts_decode_as_windows_1252(text: str) -> None:
    assert decode_text(text.encode("cp1252"), "short.txt") == text


# ---------------------------------------------------------------------------- header block


def test_header_block_is_read_and_stripped() -> None:
    article = load_article(FIXTURES / "header_block.md")
    assert article.text.startswith("Venezuelan military defectors loafed")
    assert (article.title, article.outlet, article.url) == (
        "Defectors wait in Cúcuta hotels",
        "Example Wire",
        "https://example.org/defectors-wait",
    )
    assert (article.published, article.published_precision) == (date(2019, 5, 2), "day")
    assert article.id == "header_block"
    assert paragraphs(article) == [
        "Venezuelan military defectors loafed around hotels in Villa del Rosario on Thursday.",
        "Two days before, they had been hopeful.",
    ]


@pytest.mark.parametrize(
    ("header", "title", "published"),
    [
        ("TITLE: Defectors\nPUBLISHED: March 2019\n", "Defectors", (date(2019, 3, 1), "month")),
        (
            "---\ntitle: Defectors\ndate: 2019-03-18\nauthor: Someone\n---\n",
            "Defectors",
            (date(2019, 3, 18), "day"),
        ),
        ("Source: Reuters\n", "", (None, None)),
    ],
)
def test_header_block_forms(tmp_path: Path, header: str, title: str, published: tuple) -> None:
    path = tmp_path / "a.md"
    path.write_text(
        header + "\nSoldiers crossed the bridge on Saturday, officials said.\n", encoding="utf-8"
    )
    article = load_article(path)
    assert article.text == "Soldiers crossed the bridge on Saturday, officials said.\n"
    assert article.title == title
    assert (article.published, article.published_precision) == published


def test_text_starting_with_a_key_but_no_blank_line_is_not_a_header(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text(
        "Source: a defector said the border was closed.\nThe army denied it.\n", encoding="utf-8"
    )
    assert load_article(path).text.startswith("Source: a defector")


def test_malformed_header_date_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.md"
    path.write_text(
        "Title: Defectors\nPublished: 2019-31-12\n\nBody text here.\n", encoding="utf-8"
    )
    with pytest.raises(
        ArticleError, match=r"bad\.md:2: '2019-31-12' is not a valid date.*expected YYYY-MM-DD"
    ):
        load_article(path)


def test_header_without_body_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "a.md"
    path.write_text("Title: Defectors\nPublished: 2019-03\n\n", encoding="utf-8")
    with pytest.raises(ArticleError, match=r"a\.md: no article text after the header block"):
        load_article(path)


def test_published_precedence_argument_then_header_then_metadata(tmp_path: Path) -> None:
    (tmp_path / "metadata.csv").write_text(
        "file,title,published,published_precision\n"
        "with_header.md,From metadata,2019-01-01,day\nplain.txt,From metadata,2019-02,month\n",
        encoding="utf-8",
    )
    (tmp_path / "with_header.md").write_text(
        "Published: 2019-05-02\n\nDefectors waited in hotels.\n", encoding="utf-8"
    )
    (tmp_path / "plain.txt").write_text("Defectors waited in hotels.\n", encoding="utf-8")
    metadata = read_metadata(tmp_path)
    header = load_article(tmp_path / "with_header.md", metadata=metadata)
    assert (header.published, header.title) == (date(2019, 5, 2), "From metadata")
    plain = load_article(tmp_path / "plain.txt", metadata=metadata)
    assert (plain.published, plain.published_precision) == (date(2019, 2, 1), "month")
    forced = load_article(tmp_path / "with_header.md", metadata=metadata, published="2019-12-09")
    assert (forced.published, forced.published_precision) == (date(2019, 12, 9), "day")
    row_only = load_article(tmp_path / "plain.txt", metadata=metadata["plain.txt"])
    assert row_only.published == date(2019, 2, 1)  # a metadata row can be passed on its own


def test_bad_published_argument_is_an_article_error(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Defectors waited.\n", encoding="utf-8")
    with pytest.raises(ArticleError, match=r"--published: 'yesterday' is not a date"):
        load_article(tmp_path / "a.txt", published="yesterday")


def test_metadata_precision_column_coarsens_the_date(tmp_path: Path) -> None:
    (tmp_path / "metadata.csv").write_text(
        "file,published,published_precision\na.txt,2019-03-18,month\n", encoding="utf-8"
    )
    (tmp_path / "a.txt").write_text("Defectors waited.\n", encoding="utf-8")
    article = load_articles(tmp_path)[0]
    assert (article.published, article.published_precision) == (date(2019, 3, 18), "month")


def test_title_falls_back_to_the_first_headline_line(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text(
        "IE 11 is not supported. For an optimal experience visit our site on another browser.\n\n"
        "Troops flee to Colombia\n\nSoldiers crossed the bridge, officials said.\n",
        encoding="utf-8",
    )
    article = load_article(path)
    assert article.title == "Troops flee to Colombia"
    assert paragraphs(article) == ["Soldiers crossed the bridge, officials said."]


def test_no_title_when_the_first_line_is_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text("Soldiers crossed the bridge, officials said.\n", encoding="utf-8")
    article = load_article(path)
    assert article.title == "" and paragraphs(article) == [
        "Soldiers crossed the bridge, officials said."
    ]


# ---------------------------------------------------------------------------- HTML


def test_saved_html_page_keeps_the_story_not_the_furniture() -> None:
    article = load_article(FIXTURES / "saved_page.html")
    body = " ".join(paragraphs(article))
    assert "guardsmen crossed the Simón Bolívar International Bridge" in body
    assert "since Feb. 23." in body
    for furniture in [
        "World news",
        "Sports scores",
        "Back issues",
        "cookies",
        "Subscribe",
        "Copyright",
        "Privacy",
    ]:
        assert furniture not in article.text
    assert (article.title, article.outlet) == (
        "Guardsmen cross into Colombia after aid standoff",
        "Frontier Post",
    )
    assert (article.published, article.published_precision) == (date(2019, 2, 24), "day")


def test_html_page_date_comes_from_metadata_never_from_the_page_banner(tmp_path: Path) -> None:
    html = (FIXTURES / "saved_page.html").read_text(encoding="utf-8")
    lines = [
        line for line in html.splitlines() if "published_time" not in line and "og:url" not in line
    ]
    path = tmp_path / "page.txt"  # HTML content is recognised whatever the suffix
    path.write_text("\n".join(lines), encoding="utf-8")
    article = load_article(path)
    assert (
        article.published is None
    )  # "Tuesday, June 25, 2024 | Back issues" is when the page was saved
    assert "Sgt. Jorge Torres" in article.text


def test_metadata_csv_outranks_html_metadata(tmp_path: Path) -> None:
    path = tmp_path / "page.html"
    path.write_bytes((FIXTURES / "saved_page.html").read_bytes())
    article = load_article(
        path, metadata={"page.html": {"published": "2019-02-25", "title": "Mine"}}
    )
    assert (article.published, article.title) == (date(2019, 2, 25), "Mine")


def test_html_without_text_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "empty.html"
    path.write_text(
        "<!doctype html><html><head><title>x</title></head><body><nav>Home</nav></body></html>",
        encoding="utf-8",
    )
    with pytest.raises(ArticleError, match=r"empty\.html: no article text"):
        load_article(path)


# ---------------------------------------------------------------------------- cleaning the seeds


def test_seed_000_drops_banners_and_the_copy_without_dateline() -> None:
    article = seed("000")
    kept = paragraphs(article)
    assert kept[0].startswith("MIAMI (AP) — For seven nerve-wracking months")
    assert sum("For seven nerve-wracking months" in p for p in kept) == 1
    for furniture in [
        "Terms of Use",
        "Back issues",
        "Courthouse News Service",
        "Categories",
        "Subscribe",
        "Sign up",
        article.title,
    ]:
        assert not any(furniture in p for p in kept), furniture
    assert kept[-1].startswith('"We left Venezuela," said Sánchez')


def test_seed_001_drops_browser_banner_image_labels_and_follow_box() -> None:
    kept = paragraphs(seed("001"))
    for furniture in ["IE 11 is not supported", "Image:", "Follow NBC Latino"]:
        assert not any(furniture in p for p in kept), furniture
    assert any(
        p.startswith("Venezuelan guardsmen play a game of dominoes") for p in kept
    )  # captions stay


def test_seed_002_drops_truncated_copies_sources_and_breadcrumbs() -> None:
    kept = paragraphs(seed("002"))
    words = [_words(p) for p in kept]
    for i, short in enumerate(words):
        assert not any(j != i and other.startswith(short[:-1]) for j, other in enumerate(words)), (
            kept[i]
        )
    for furniture in ["Source:", "Advertisement", "scorecard", "1. Home", "2. slideshows"]:
        assert not any(p.startswith(furniture) for p in kept), furniture
    assert (
        sum(p.startswith("Sgt. Isaac Gonzalez, a member of Venezuela's navy, told") for p in kept)
        == 1
    )
    assert sum(p.startswith("Torres was one of nine") for p in kept) == 1


def test_seed_003_drops_the_radio_player_and_photo_credit() -> None:
    kept = paragraphs(seed("003"))
    for furniture in [
        "Play Live Radio",
        "Next Up:",
        "0:00 0:00",
        "Available On Air Stations",
        "Fernando Vergara",
        "Copyright 2021 NPR",
    ]:
        assert furniture not in kept and not any(p.startswith(furniture) for p in kept), furniture
    assert sum(p.startswith("Colombian police escort a Venezuelan soldier") for p in kept) == 1
    assert kept[1].startswith(
        "After eight years in Venezuela's National Guard, Lt. Juan Carlos Mora"
    )


def test_seed_004_drops_pull_quotes_but_keeps_the_paragraphs_they_quote() -> None:
    kept = paragraphs(seed("004"))
    pull_quotes = [
        "“We are totally abandoned.”",
        '“We answered their call to fight for liberty. But since then, they haven’t said one word to us."',
        "“They present a danger here.”",
        "“The U.S. and Colombia are walking a very careful line with the defectors.”",
    ]
    for quote in pull_quotes + ["This story is over 5 years old.", "Venezuelan military defectors"]:
        assert quote not in kept, quote
    assert any(
        p.startswith("“We answered their call to fight for liberty,” said one defector")
        for p in kept
    )
    assert "“They present a danger here,” he said." in kept
    assert not any(p.startswith(("Dylan Baddour is a journalist", "Cover:")) for p in kept)


@pytest.mark.parametrize("prefix", ["000", "001", "002", "003", "004"])
def test_every_seed_keeps_unique_paragraphs_without_the_title(prefix: str) -> None:
    article = seed(prefix)
    kept = paragraphs(article)
    assert len(kept) > 20
    assert len({_words(p) for p in kept}) == len(kept)
    assert article.title and _words(article.title) not in {_words(p) for p in kept}
    assert all(p == p.strip() and "\n" not in p for p in kept)


def test_load_articles_reads_the_seed_directory() -> None:
    articles = load_articles(SEEDS)
    assert [a.id[:3] for a in articles] == ["000", "001", "002", "003", "004"]
    assert [(a.published, a.published_precision) for a in articles] == [
        (date(2019, 12, 9), "day"),
        (date(2019, 12, 9), "day"),
        (date(2019, 3, 1), "month"),
        (date(2019, 3, 1), "month"),
        (date(2019, 5, 2), "day"),
    ]
    assert articles[2].outlet == "Business Insider"


# ---------------------------------------------------------------------------- cleaning rules

COVER_CAPTION = (
    "Cover: Anti-government protesters take cover as security forces fire tear gas in Caracas,"
    " Venezuela, Wednesday, May 1, 2019. Opposition leader Juan Guaidó called for Venezuelans to"
    " fill the streets. (AP Photo/Fernando Llano)"
)
FURNITURE = [
    "Updates to our Terms of Use",
    "We are updating our Terms of Use. Please carefully review the updated Terms before proceeding.",
    "We use cookies to give you the best experience. Accept all cookies",
    "IE 11 is not supported. For an optimal experience visit our site on another browser.",
    "Play Live Radio",
    "Next Up:",
    "0:00 0:00",
    "Available On Air Stations",
    "Subscribe to Closing Arguments",
    "Sign up for new weekly newsletter Closing Arguments to get the latest about ongoing trials.",
    "Advertisement",
    "Categories / International",
    "Tuesday, June 25, 2024 | Back issues",
    "December 9, 2019 10:41 AM EST",
    "Follow NBC Latino on Facebook, Twitter and Instagram.",
    "Copyright 2021 NPR. To see more, visit",
    "© 2019 Example Media. All rights reserved.",
    "This story is over 5 years old.",
    "scorecard",
    "Source: Reuters",
    "Source: The Washington Post",
    "Image: Venezuelan guardsmen exercise inside Panama's Embassy in Caracas",
    COVER_CAPTION,
    "Fernando Vergara",
    "Ariana Cubillos / AP file",
    "(AP Photo/Christine Armario)",
    "Courthouse News Service Courthouse News Service",
    "Dylan Baddour is a journalist covering Venezuelan migration in Colombia.",
    "By Joshua Goodman and Scott Smith",
    "Updated 10:41 AM EST, Mon December 9, 2019",
    "Share this article",
    "Read more: Venezuela's opposition calls for uprising",
]
CONTENT = [
    "Soto added: “Everything was perfectly lined up for a peaceful transition.”",
    "By contrast, soldiers who denounce coup plotters are rewarded with a house or a car.",
    "Listen, we are tired of this, one soldier told the AP.",
    "Related violence erupted in Táchira on Saturday, officials said.",
    "Registered voters turned out in Cúcuta.",
    "Sources said the guardsmen had crossed the river in canoes before dawn, and three were hurt.",
    "“Welcome to freedom.”",
    "He is now my boss.",
    "Copyright law was not the issue, the minister said.",
    "Sanchez was a reporter's favourite source.",
    "May 1, 2019 was the second day of protests.",
]


@pytest.mark.parametrize("line", FURNITURE)
def test_furniture_lines(line: str) -> None:
    assert is_furniture(line)


@pytest.mark.parametrize("line", CONTENT)
def test_content_lines_are_not_furniture(line: str) -> None:
    assert not is_furniture(line)


FULL = "Sgt. Isaac Gonzalez, a member of Venezuela's navy, told The Journal he left Puerto Cabello."
QUOTE = "“We answered their call,” said one defector. “But since then, they haven’t said a word.”"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a copy cut at an apostrophe, after or before the full paragraph
        (f"{FULL}\n\nSgt. Isaac Gonzalez, a member of Venezuela\n", [FULL]),
        (f"Sgt. Isaac Gonzalez, a member of Venezuela\n\n{FULL}\n", [FULL]),
        # exact repeats, also with other quotes and spacing
        (f"{FULL}\n{FULL}\n", [FULL]),
        ('He said “no.”\n\nHe  said "no."\n', ["He said “no.”"]),
        # a copy without the dateline: the longer one stays
        (
            "For seven months, they hid.\n\nMIAMI (AP) — For seven months, they hid.\n",
            ["MIAMI (AP) — For seven months, they hid."],
        ),
        # a pull quote stitched from two pieces of a longer paragraph
        (
            f'“We answered their call. But since then, they haven’t said a word."\n\n{QUOTE}\n',
            [QUOTE],
        ),
        # pieces in another order are not a copy
        (
            (
                "They haven’t said a word. We answered their call.\n\n"
                "We answered their call, and they haven’t said a word since.\n"
            ),
            [
                "They haven’t said a word. We answered their call.",
                "We answered their call, and they haven’t said a word since.",
            ],
        ),
        # the kept spans are the paragraph without the surrounding whitespace
        (
            "   Troops fled to Colombia on Saturday.   \n\t\n",
            ["Troops fled to Colombia on Saturday."],
        ),
        ("", []),
    ],
)
def test_clean_spans(text: str, expected: list[str]) -> None:
    assert kept_paragraphs(text) == expected


def test_clean_spans_drops_the_title_and_breadcrumbs() -> None:
    text = (
        "scorecard\n  1. Home\n  2. slideshows\n  3. The army is cracking\n\n"
        "The army is cracking\n\n"
        "Soldiers are deserting, officials said.\n\nThe Army Is Cracking\n"
    )
    assert kept_paragraphs(text, title="The army is cracking") == [
        "Soldiers are deserting, officials said."
    ]


def test_numbered_lists_in_the_story_stay() -> None:
    text = "The defectors made three demands.\n1. Pay for their hotels.\n2. Weapons training.\n"
    assert kept_paragraphs(text) == text.strip().split("\n")


def test_copies_are_looked_for_within_200_paragraphs() -> None:
    filler = [
        f"Report {i} says soldier {i} crossed the river at dawn, officials said."
        for i in range(250)
    ]
    cut = FULL[: FULL.index("'")]  # "Sgt. Isaac Gonzalez, a member of Venezuela"
    near = kept_paragraphs("\n".join([FULL, *filler[:150], cut]))
    far = kept_paragraphs("\n".join([FULL, *filler, cut]))
    assert cut not in near and len(near) == 151
    assert cut in far and len(far) == 252


def reference_words(text: str) -> str:
    return " " + " ".join(re.findall(r"\w+", text.casefold())) + " "


WORDY = st.text(st.sampled_from([*"aZé_1 \n'-.,|/«’‘“”—–…\xa0", *"İıſKßǰ\u0345"]), max_size=40)


@example("He said—then left… “No,” she’d say – ‘yes’\xa0maybe")
@example("İstanbul, STRASSE straße; ſ K ı ǰ «x» y\u0345z")
@given(WORDY | st.text(max_size=40))
def test_words_and_fragments_keep_to_their_definitions(text: str) -> None:
    # the word runs of the case-folded text; fragments split at marks other than ' ’ ‘ -
    assert _words(text) == reference_words(text)
    pieces = [reference_words(piece) for piece in re.split(r"[^\w\s'’‘-]+", text)]
    assert _fragments(text) == [piece for piece in pieces if piece.strip()]


# ---------------------------------------------------------------------------- sentences

SENTENCES = [
    (
        "Sgt. Jorge Torres fled. Lt. Col. Illich Sánchez stayed.",
        ["Sgt. Jorge Torres fled.", "Lt. Col. Illich Sánchez stayed."],
    ),
    (
        "Then Gen. Noriega crushed it. Capt. Ruiz, Maj. Díaz, Cpl. Vega and Adm. Soto agreed.",
        [
            "Then Gen. Noriega crushed it.",
            "Capt. Ruiz, Maj. Díaz, Cpl. Vega and Adm. Soto agreed.",
        ],
    ),
    (
        "Mr. Ramsey and Mrs. Ruiz met Dr. Pérez in St. Louis. They left.",
        ["Mr. Ramsey and Mrs. Ruiz met Dr. Pérez in St. Louis.", "They left."],
    ),
    (
        "Sanctions by the U.S. Treasury and the U.N. Security Council followed.",
        ["Sanctions by the U.S. Treasury and the U.N. Security Council followed."],
    ),
    ("He flew to the U.S. The others stayed.", ["He flew to the U.S.", "The others stayed."]),
    (
        "They crossed on Feb. 23. On Nov. 8, 2019, they played dominoes.",
        ["They crossed on Feb. 23.", "On Nov. 8, 2019, they played dominoes."],
    ),
    (
        "It began Jan. 23 and ended Aug. 5. Sept. 9 was quiet.",
        ["It began Jan. 23 and ended Aug. 5.", "Sept. 9 was quiet."],
    ),
    (
        "I gathered my troops at 2 a.m. and told them. We left at 5 p.m. The guards slept.",
        ["I gathered my troops at 2 a.m. and told them.", "We left at 5 p.m.", "The guards slept."],
    ),
    (
        "Decree No. 1 was signed. No. It was not.",
        ["Decree No. 1 was signed.", "No.", "It was not."],
    ),
    ("J. Smith and A. B. Jones spoke.", ["J. Smith and A. B. Jones spoke."]),
    ('"We were tired." He crossed.', ['"We were tired."', "He crossed."]),
    (
        "“We will fight.” Then he left. Why? Nobody knows!",
        ["“We will fight.”", "Then he left.", "Why?", "Nobody knows!"],
    ),
    (
        '"Why don\'t they rise up? Because they are afraid," Mora said.',
        ["\"Why don't they rise up?", 'Because they are afraid," Mora said.'],
    ),
    ("Nearly 1,000 troops fled. 160,000 remain.", ["Nearly 1,000 troops fled.", "160,000 remain."]),
    ("on Nov. 8, 2019.AP", ["on Nov. 8, 2019.AP"]),
    # A report's footnote marker after the full stop still ends the sentence.
    (
        "The sergeant fled in May.[3] Two days later his wife was questioned.[12][13] Nobody was charged.",
        ["The sergeant fled in May.[3]", "Two days later his wife was questioned.[12][13]", "Nobody was charged."],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES)
def test_sentence_spans(text: str, expected: list[str]) -> None:
    assert [text[s:e] for s, e in sentence_spans(text)] == expected


@pytest.mark.parametrize(("text", "longest"), [
    ("the men had been detained and " * 400 + "shot.", MAX_SENTENCE_CHARS),  # no full stop for 12 kB
    ("a, b; " * 1000, MAX_SENTENCE_CHARS),
    ("x" * 4000, MAX_SENTENCE_CHARS),  # no space at all: cut at the limit
])
def test_a_run_with_no_full_stop_is_cut_into_bounded_pieces(text: str, longest: int) -> None:
    spans = sentence_spans(text)
    assert len(spans) > 1 and max(e - s for s, e in spans) <= longest
    assert "".join(text[s:e] for s, e in spans).replace(" ", "") == text.replace(" ", "")  # nothing lost
    assert all(s1 <= s2 for (_, s1), (s2, _) in zip(spans, spans[1:]))  # in order, no overlap


def test_a_long_run_is_cut_after_a_clause_mark_not_inside_a_word() -> None:
    text = "Sergeant " + "and " * 250 + "the guardsmen crossed the river, " + "and " * 200 + "ended here."
    pieces = [text[s:e] for s, e in sentence_spans(text)]
    assert pieces[0].endswith("river,") and all(p.split() for p in pieces)


def test_ordinary_sentences_are_never_cut() -> None:
    text = "A" + " long clause, with words" * 55 + "."  # about 1,300 characters: one sentence
    assert [text[s:e] for s, e in sentence_spans(text)] == [text]


def test_split_sentences_stays_inside_kept_spans_with_exact_offsets() -> None:
    text = "Advertisement\nSgt. Torres fled. He crossed\nthe bridge. Source: Reuters\n"
    article = Article("a", "a.txt", text, clean_spans(text))
    sentences = split_sentences(article)
    assert [s.text for s in sentences] == [
        "Sgt. Torres fled.",
        "He crossed",
        "the bridge.",
        "Source: Reuters",
    ]
    assert all(text[s.start : s.end] == s.text for s in sentences)


def test_split_sentences_of_a_seed() -> None:
    article = seed("003")
    sentences = split_sentences(article)
    assert all(article.text[s.start : s.end] == s.text for s in sentences)
    assert any(
        s.text.startswith(
            "After eight years in Venezuela's National Guard, Lt. Juan Carlos Mora fled"
        )
        and s.text.endswith("legitimate head of state.")
        for s in sentences
    )


PIECES = list("ab Z .!?\"“”'’\n\t—-:1") + [
    "Sgt.",
    "U.S.",
    "Feb. 2",
    "Home",
    "Source: X",
    "a.m.",
    "1. Home",
]
TEXT = st.lists(st.sampled_from(PIECES), max_size=80).map("".join) | st.text(max_size=80)


@given(TEXT)
def test_kept_spans_and_sentences_point_at_their_text(text: str) -> None:
    spans = clean_spans(text, title="Home")
    assert all(0 <= a < b <= len(text) for a, b in spans)
    assert all(b <= c for (_, b), (c, _) in itertools.pairwise(spans))
    assert all(text[a:b] == text[a:b].strip() and "\n" not in text[a:b] for a, b in spans)
    sentences = split_sentences(Article("a", "a.txt", text, spans))
    assert all(
        text[s.start : s.end] == s.text and s.text == s.text.strip() and s.text for s in sentences
    )
    assert all(any(a <= s.start and s.end <= b for a, b in spans) for s in sentences)


@pytest.mark.parametrize("url, kept", [
    ("https://example.org/a", "https://example.org/a"),
    ("http://example.org/a", "http://example.org/a"),
    ("javascript:alert(1)", ""),
    ("JavaScript:alert(1)", ""),
    ("data:text/html,<script>alert(1)</script>", ""),
])
def test_only_web_urls_are_kept(tmp_path, url, kept):
    path = tmp_path / "a.txt"
    path.write_text(f"Title: T\nURL: {url}\n\nVenezuelan soldiers fled to Cúcuta on Monday.\n", encoding="utf-8")
    assert load_article(path).url == kept


@pytest.mark.parametrize(("names", "taken", "expected"), [
    (["a.txt", "b.html"], [], ["a", "b"]),
    (["a.txt", "a.html", "b.md"], [], ["a.txt", "a.html", "b"]),
    (["x/a.txt", "y/a.txt"], [], ["a.txt", "a.txt~2"]),
    (["a.txt"], ["a"], ["a.txt"]),
    (["a.txt", "a.txt"], ["a", "a.txt"], ["a.txt~2", "a.txt~3"]),
    ([""], [], ["upload"]),
], ids=["plain", "same-stem", "same-name", "taken", "taken-twice", "nameless"])
def test_article_ids_are_unique_and_readable(names, taken, expected) -> None:
    assert article_ids(names, taken) == expected
