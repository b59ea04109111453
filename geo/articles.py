"""Loading article files (text, Markdown, saved HTML) and cleaning them into kept paragraphs."""

from __future__ import annotations

import bisect
import codecs
import csv
import io
import itertools
import logging
import os
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from charset_normalizer import from_bytes

from geo.dates import fold_case, month_number
from geo.errors import ArticleError, DateError
from geo.model import Article, Sentence

log = logging.getLogger(__name__)

Span = tuple[int, int]

ARTICLE_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm")
HTML_SUFFIXES = (".html", ".htm")
MAX_BYTES = 5_000_000
METADATA_FILE = "metadata.csv"
METADATA_COLUMNS = ("file", "outlet", "title", "url", "published", "published_precision", "note")
PUBLISHED_PRECISIONS = ("day", "month", "year")
VALID_PUBLISHED = (
    "YYYY-MM-DD, YYYY-MM, YYYY, 'December 9, 2019', 'Dec. 9, 2019' or '9 December 2019'"
)
# Header keys (case-insensitive) and the Article field each one fills.
HEADER_FIELDS = {
    "title": "title",
    "published": "published",
    "date": "published",
    "source": "outlet",
    "outlet": "outlet",
    "url": "url",
}


# ---------------------------------------------------------------------------- files and metadata


def iter_article_paths(directory: Path) -> list[Path]:
    """The article files directly inside `directory` (.txt, .md, .markdown, .html, .htm), sorted."""
    return sorted(
        p for p in Path(directory).iterdir() if p.is_file() and p.suffix.lower() in ARTICLE_SUFFIXES
    )


def article_ids(names: Sequence[str], taken: Iterable[str] = ()) -> list[str]:
    """An id for each file name, unique among them and `taken`: the stem ("ap_story"), else the
    whole name when two files share a stem ("ap_story.html"), else that with "~2", "~3" added."""
    wholes = [Path(name).name or "upload.txt" for name in names]
    stems = Counter(Path(whole).stem for whole in wholes)
    used = set(taken)
    ids = []
    for whole in wholes:
        stem = Path(whole).stem
        found = stem if stems[stem] == 1 and stem not in used else whole
        n = 1
        while found in used:
            n += 1
            found = f"{whole}~{n}"
        used.add(found)
        ids.append(found)
    return ids


def read_metadata(directory: Path) -> dict[str, dict[str, str]]:
    """Rows of `metadata.csv` beside the articles, keyed by file name; {} when there is none.

    Missing columns read as "". A row without a file name, with extra cells, or with a bad
    published date or precision raises ArticleError naming `metadata.csv:LINE`.
    """
    path = Path(directory) / METADATA_FILE
    if not path.is_file():
        return {}
    reader = csv.DictReader(io.StringIO(_read_metadata_text(path), newline=""))
    if "file" not in (reader.fieldnames or ()):
        raise ArticleError(
            f"{path}:1: header {reader.fieldnames!r} has no 'file' column; "
            f"expected columns {', '.join(METADATA_COLUMNS)}"
        )
    rows, line = {}, reader.line_num + 1
    for row in reader:
        name, clean = _metadata_row(row, f"{path}:{line}")
        rows[name] = clean
        line = reader.line_num + 1
    log.info("read %d metadata rows from %s", len(rows), path)
    return rows


def _read_metadata_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as err:
        raise ArticleError(f"{path}: cannot read the file ({err.strerror or err})") from err
    return decode_text(data, str(path)) if data.strip() else ""


def _metadata_row(row: dict, where: str) -> tuple[str, dict[str, str]]:
    if None in row:
        raise ArticleError(
            f"{where}: row has {len(row[None])} cell(s) more than the header: {row[None]!r}"
        )
    clean = {key: (row.get(key) or "").strip() for key in METADATA_COLUMNS} | {
        key: (value or "").strip() for key, value in row.items() if key not in METADATA_COLUMNS
    }
    if not clean["file"]:
        raise ArticleError(
            f"{where}: row has no file name; expected the article's file name in column 'file'"
        )
    precision = clean["published_precision"]
    if precision and precision not in PUBLISHED_PRECISIONS:
        raise ArticleError(
            f"{where}: published_precision {precision!r} is not one of {PUBLISHED_PRECISIONS}"
        )
    if clean["published"]:
        try:
            parse_published(clean["published"], where)
        except DateError as err:
            raise ArticleError(str(err)) from err
    return clean["file"], clean


_WEEKDAY_PREFIX = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
_ISO_TIME = r"(?:[T ][\d:.]+(?:Z|[+-][\d:]+)?)?"  # "T14:05:00Z" after an ISO date
_MONTH_NAME = r"(?P<month>[a-z]+)\.?"  # checked with month_number
_DAY_NUMBER = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_PUBLISHED_FORMATS = tuple(
    (re.compile(pattern, re.IGNORECASE), precision)
    for pattern, precision in (
        (rf"(?P<year>\d{{4}})-(?P<month>\d{{1,2}})-(?P<day>\d{{1,2}}){_ISO_TIME}", "day"),
        (r"(?P<year>\d{4})-(?P<month>\d{1,2})", "month"),
        (r"(?P<year>\d{4})", "year"),
        (rf"{_WEEKDAY_PREFIX}{_MONTH_NAME}\s+{_DAY_NUMBER},?\s+(?P<year>\d{{4}})", "day"),
        (rf"{_WEEKDAY_PREFIX}{_DAY_NUMBER}\s+{_MONTH_NAME},?\s+(?P<year>\d{{4}})", "day"),
        (rf"{_MONTH_NAME},?\s+(?P<year>\d{{4}})", "month"),
    )
)


def parse_published(value: str, where: str = "") -> tuple[date, str]:
    """(date, precision) of a publication date; coarser precisions give the month's or year's 1st.

    Accepts 2019-12-09 (day), 2019-12 (month), 2019 (year), "December 9, 2019", "Dec. 9, 2019",
    "Monday, Dec. 9, 2019", "9 December 2019" and "December 2019". Raises DateError naming `where`.
    """
    text = value.strip()
    for pattern, precision in _PUBLISHED_FORMATS:
        m = pattern.fullmatch(text)
        if m:
            return _published_date(m, precision, value, where), precision
    raise DateError(f"{where or 'published'}: {value!r} is not a date; expected {VALID_PUBLISHED}")


def _published_date(m: re.Match[str], precision: str, value: str, where: str) -> date:
    parts = m.groupdict()
    month = parts.get("month") or "1"
    number = int(month) if month.isdigit() else month_number(month)
    try:
        if number is None:
            raise ValueError(f"no month called {month!r}")
        return date(int(parts["year"]), number, int(parts.get("day") or 1))
    except ValueError as err:
        raise DateError(
            f"{where or 'published'}: {value!r} is not a valid date ({err}); "
            f"expected {VALID_PUBLISHED}"
        ) from err


# ---------------------------------------------------------------------------- reading and decoding


def read_article_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The file's bytes, refused with a clear message when it is larger than `max_bytes`."""
    try:
        with open(path, "rb") as handle:
            _check_size(path, os.fstat(handle.fileno()).st_size, max_bytes)  # before reading
            return handle.read()
    except OSError as err:
        raise ArticleError(f"{path}: cannot read the file ({err.strerror or err})") from err


def _check_size(path: Path, size: int, max_bytes: int) -> None:
    if size > max_bytes:
        raise ArticleError(f"{path}: file is {_size(size)}, the limit is {_size(max_bytes)}")


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n:,} bytes"


def decode_text(data: bytes, where: str) -> str:
    """Text from bytes: strict UTF-8 (BOM dropped), else the encoding charset-normalizer finds.

    Line endings become "\\n". Raises ArticleError for binary data (NUL bytes, or no encoding fits).
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = _detect_and_decode(data, where)
    if "\x00" in text:
        raise ArticleError(f"{where}: file is binary (it holds NUL bytes), not article text")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def _detect_and_decode(data: bytes, where: str) -> str:
    if b"\x00" in data and not data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise ArticleError(f"{where}: file is binary (it holds NUL bytes), not article text")
    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        raise ArticleError(
            f"{where}: file is binary or in an unknown encoding: no character set reads it as text"
        )
    # Single-byte code pages often tie (cp1250 reads "señor" as "seńor", cp775 "Pérez" as "Pķrez");
    # on a tie take Windows-1252, the web's default for Western text, as browsers do for "latin-1".
    tied = [m for m in matches if m.chaos <= best.chaos and "cp1252" in m.could_be_from_charset]
    if tied:
        log.info("%s: decoded as cp1252", where)
        return data.decode("cp1252")
    log.info("%s: decoded as %s", where, best.encoding)
    return str(best)


_LEADING_SPACE = re.compile(r"\s*")


def _looks_like_html(path: Path, text: str) -> bool:
    if path.suffix.lower() in HTML_SUFFIXES:
        return True
    start = _LEADING_SPACE.match(text).end()
    return text[start : start + 15].lower().startswith(("<!doctype html", "<html"))


# ---------------------------------------------------------------------------- HTML


@dataclass(frozen=True)
class _Fields:
    """Metadata found in one place (a header block, metadata.csv, HTML meta tags)."""

    title: str = ""
    outlet: str = ""
    url: str = ""
    published: str = ""
    published_where: str = ""
    precision: str = ""


def _html_text(html: str, where: str) -> tuple[str, _Fields]:
    """The main text of a saved page (trafilatura) and its title, site name, URL and date."""
    import trafilatura  # imported here: it is slow to import and only saved pages need it

    text = trafilatura.extract(
        html, include_comments=False, include_tables=False, favor_recall=True
    )
    if not text or not text.strip():
        raise ArticleError(f"{where}: no article text found in the HTML page")
    meta = trafilatura.extract_metadata(html, extensive=False)
    published = _html_published(html)
    fields = _Fields(
        title=meta.title or "",
        outlet=meta.sitename or "",
        url=meta.url or "",
        published=published or "",
        published_where=f"{where} (HTML metadata)",
    )
    return text, fields


def _html_published(html: str) -> str | None:
    """The publication date from the page's metadata only (<head>, JSON-LD, canonical URL):
    dates in the visible page are often furniture ("Tuesday, June 25, 2024 | Back issues")."""
    import trafilatura

    tree = trafilatura.load_html(html)
    if tree is None:
        return None
    head = tree.find("head")
    scripts = [
        s
        for s in tree.iter("script")
        if (s.get("type") or "").lower() == "application/ld+json"
        and (head is None or s.getparent() is not head)
    ]
    if head is None and not scripts:
        return None
    for child in list(tree):  # leave the head and the JSON-LD scripts only
        if child is not head:
            tree.remove(child)
    tree.extend(scripts)
    meta = trafilatura.extract_metadata(
        tree, extensive=False, date_config={"original_date": True, "extensive_search": False}
    )
    return meta.date


# ---------------------------------------------------------------------------- header block

_HEADER_LINE = re.compile(r"([A-Za-z][A-Za-z _-]{0,30}):[ \t]*(.*)")


def _split_header(text: str, where: str) -> tuple[str, _Fields]:
    """Strip a leading block of `Key: value` lines (optionally between --- fences) ended by a
    blank line; its first key must be one of HEADER_FIELDS. Returns (body, fields)."""
    lines = _lines(text)  # only the header's lines are read
    line, number, _ = next(lines)
    fenced = line.strip() == "---"
    if fenced:
        line, number, _ = next(lines, ("", 0, -1))
        if number == 0:
            return text, _Fields()
    m = _HEADER_LINE.fullmatch(line.strip())
    if not m or m[1].strip().lower() not in HEADER_FIELDS:
        return text, _Fields()
    values: dict[str, tuple[str, int]] = {}
    start = 0
    while m:
        key = HEADER_FIELDS.get(m[1].strip().lower())
        if key and key not in values:
            values[key] = (m[2].strip(), number)
        line, number, start = next(lines, ("", 0, -1))
        m = _HEADER_LINE.fullmatch(line.strip()) if start >= 0 else None
    if fenced and start >= 0 and line.strip() == "---":
        line, number, start = next(lines, ("", 0, -1))
    if start >= 0 and line.strip():
        # not ended by a blank line: ordinary text that happens to start "Source: ..."
        return text, _Fields()
    while start >= 0 and not line.strip():
        line, number, start = next(lines, ("", 0, -1))
    return (text[start:] if start >= 0 else ""), _header_fields(values, where)


def _lines(text: str) -> Iterator[tuple[str, int, int]]:
    """(line, line number, start offset) of each line of `text`, lazily."""
    start, number = 0, 1
    while True:
        end = text.find("\n", start)
        if end < 0:
            yield text[start:], number, start
            return
        yield text[start:end], number, start
        start, number = end + 1, number + 1


def _header_fields(values: dict[str, tuple[str, int]], where: str) -> _Fields:
    published, line = values.get("published", ("", 0))
    if published:
        try:
            parse_published(published, f"{where}:{line}")
        except DateError as err:
            raise ArticleError(f"{err} (in the header's Published line)") from err
    return _Fields(
        title=values.get("title", ("",))[0],
        outlet=values.get("outlet", ("",))[0],
        url=values.get("url", ("",))[0],
        published=published,
        published_where=f"{where}:{line}",
    )


# ---------------------------------------------------------------------------- loading


def load_article(
    path: Path,
    *,
    metadata: dict | None = None,
    published: str | None = None,
    max_bytes: int = MAX_BYTES,
    data: bytes | None = None,
) -> Article:
    """Read, decode and clean one article file.

    `metadata` is what `read_metadata` returns (looked up by file name, then stem) or that file's
    row. The publication date comes from `published` (the CLI's --published), else the file's
    header block, else metadata.csv, else the HTML page's metadata, else stays None. `data` is
    the file's bytes when the caller has read them already (`read_article_bytes`).
    """
    path = Path(path)
    if data is None:
        data = read_article_bytes(path, max_bytes)
    return _parse_article(path, data, metadata, published)


def article_from_bytes(
    data: bytes,
    name: str,
    *,
    metadata: dict | None = None,
    published: str | None = None,
    max_bytes: int = MAX_BYTES,
) -> Article:
    """An article from bytes (an upload); the file `name` gives its id and format, and names it
    in errors. Otherwise as `load_article`."""
    path = Path(Path(name).name or "upload.txt")  # only the file name: never a path to follow
    _check_size(path, len(data), max_bytes)
    return _parse_article(path, data, metadata, published)


def _parse_article(
    path: Path, data: bytes, metadata: dict | None, published: str | None
) -> Article:
    if not data.strip():
        raise ArticleError(f"{path}: file is empty; expected article text, Markdown or HTML")
    text = decode_text(data, str(path))
    row = _row_fields(_metadata_row_for(metadata, path), path)
    if _looks_like_html(path, text):
        text, page = _html_text(text, str(path))
        sources = [row, page]  # metadata.csv outranks the page's own metadata
    else:
        text, header = _split_header(text, str(path))
        sources = [header, row]
    if not text.strip():
        raise ArticleError(f"{path}: no article text after the header block")
    return _build_article(path, text, sources, published)


def _metadata_row_for(metadata: dict | None, path: Path) -> dict[str, str]:
    if not metadata:
        return {}
    if all(isinstance(value, str) for value in metadata.values()):
        return metadata  # already one file's row
    return metadata.get(path.name) or metadata.get(path.stem) or {}


def _row_fields(row: dict[str, str], path: Path) -> _Fields:
    return _Fields(
        title=row.get("title", ""),
        outlet=row.get("outlet", ""),
        url=row.get("url", ""),
        published=row.get("published", ""),
        precision=row.get("published_precision", ""),
        published_where=f"{METADATA_FILE} row for {path.name}",
    )


def _web_url(url: str, path: Path) -> str:
    """The article's URL if it is an http(s) address; anything else (javascript:, data:) is dropped,
    because the map, the table and the exports turn it into a link."""
    if not url or url.strip().lower().startswith(("http://", "https://")):
        return url.strip()
    log.warning("%s: ignoring URL %r: only http:// and https:// addresses are kept", path, url)
    return ""


def _first(sources: list[_Fields], name: str) -> str:
    return next((getattr(s, name) for s in sources if getattr(s, name)), "")


def _build_article(path: Path, text: str, sources: list[_Fields], published: str | None) -> Article:
    when, precision = _resolve_published(sources, published)
    title = _first(sources, "title")
    kept, keys = _clean(text, title)
    if not title:
        title = _headline(text, kept)
        if title.strip():
            title_key = b" ".join(_tokens(title))
            kept = tuple(span for span, key in zip(kept, keys, strict=True) if key != title_key)
    if not kept:
        raise ArticleError(f"{path}: no article text left once site furniture is removed")
    article = Article(
        id=path.stem,
        path=str(path),
        text=text,
        kept=kept,
        title=title,
        outlet=_first(sources, "outlet"),
        url=_web_url(_first(sources, "url"), path),
        published=when,
        published_precision=precision,
    )
    if log.isEnabledFor(logging.INFO):  # counting the paragraphs again costs time
        log.info(
            "loaded %s: %d chars, %d of %d paragraphs kept, published %s (%s)",
            path,
            len(text),
            len(kept),
            len(_paragraph_spans(text)),
            when,
            precision,
        )
    return article


def _resolve_published(
    sources: list[_Fields], published: str | None
) -> tuple[date | None, str | None]:
    if published:
        try:
            return parse_published(published, "--published")
        except DateError as err:
            raise ArticleError(str(err)) from err
    for source in sources:
        if source.published:
            try:
                when, precision = parse_published(source.published, source.published_where)
            except DateError as err:
                raise ArticleError(str(err)) from err
            return when, _coarser(precision, source.precision)
    return None, None


def _coarser(parsed: str, stated: str) -> str:
    """The stated precision (metadata.csv's column) when it is coarser than what the date shows."""
    if stated not in PUBLISHED_PRECISIONS:
        return parsed
    return max(parsed, stated, key=PUBLISHED_PRECISIONS.index)


def _headline(text: str, kept: tuple[Span, ...]) -> str:
    """The first kept paragraph when it reads like a headline (short, no final full stop)."""
    if not kept:
        return ""
    first = text[kept[0][0] : kept[0][1]]
    return first if len(first) <= 200 and not first.endswith(_SENTENCE_END_CHARS) else ""


def load_articles(
    directory: Path, *, published: str | None = None, max_bytes: int = MAX_BYTES
) -> list[Article]:
    """Every article file in `directory` (see `iter_article_paths`), with its metadata.csv row."""
    metadata = read_metadata(directory)
    return [
        load_article(path, metadata=metadata, published=published, max_bytes=max_bytes)
        for path in iter_article_paths(directory)
    ]


# ---------------------------------------------------------------------------- cleaning

# Site furniture lines are short; longer ones are kept whatever they say.
_SHORT_FURNITURE_CHARS = 300
# Whole-line furniture patterns, matched against the line in `fold_case` form (which is what
# re.IGNORECASE would do, and faster), tried as one alternation.
_FURNITURE_LINES = (
    # legal and browser banners
    (
        r"(?:updates? to|we are updating|we(?:'ve| have) updated|changes to) our "
        r"(?:terms|privacy|cookie)\b.*"
    ),
    r"(?:ie ?\d+|internet explorer|your browser) is (?:not|no longer) supported\b.*",
    r"for (?:an|the) (?:optimal|best) experience\b.*",
    # audio and video players
    r"play live radio",
    r"next up:?",
    r"[\d:\s/]+",
    r"available on air stations",
    r"listen(?: live| now| to this (?:story|article))?(?:\s*[·•|:(-].{0,40})?",
    r"(?:watch|listen)(?: the video)?:.{0,80}",
    # subscriptions, sharing, advertising, navigation
    (
        r"(?:subscribe|sign up|register|log ?in|sign in|create an account"
        r"|already a subscriber)\b.*"
    ),
    (
        r"(?:advertisement|advertising|sponsored(?: content)?|paid content|ad feedback"
        r"|skip (?:to )?(?:main )?content)"
    ),
    r"(?:share|share this(?: story| article)?|tweet|email|print|comments?|\d+ comments?)",
    (
        r"(?:follow|like) (?:us|[\w .]{1,40}) on "
        r"(?:facebook|twitter|instagram|x|youtube|tiktok|threads)\b.*"
    ),
    (
        r"(?:read more|related(?: stories| articles| coverage)?|see also"
        r"|more from [\w .]{1,40}|recommended|most (?:read|popular|viewed)|trending(?: now)?"
        r"|top stories|you may also like)(?:\s*[:|»›>].{0,120})?"
    ),
    # the Spanish and Portuguese "read also" box, often in bold: "**Lea también:** <another story's headline>"
    (
        r"[*_]*(?:lea|lee|leer|vea|mire|leia|veja|confira|saiba) (?:también|tambien|também|mais)"
        r"[*_]*(?:\s*[:|»›>][*_]*.{0,160})?"
    ),
    r"home\s*[>›»/|].*",
    # section labels, dates, credits, copyright
    r"(?:categories|category|tags|topics|filed under|sections?)\s*[:/|].*",
    (
        r"(?:updated|published|posted|last updated|first published)\s*:?\s*(?:on\s+)?"
        r"[\w ,.:|-]{0,60}\d[\w ,.:|-]{0,40}"
    ),
    r"(?:copyright\s*(?:©\s*)?\d{4}|©|\(c\)\s*\d{4}).*",
    r"all rights reserved\.?",
    r"this (?:story|article|post|content) is (?:over|more than) \d+ (?:years?|months?) old\.?",
    r"(?:source|sources|credit|credits)\s*:\s*.{1,80}",
    r"\(?(?:ap|afp|reuters|efe|epa) photo\b[^)]{0,80}\)?",
)
_FURNITURE_LINE = re.compile("|".join(_FURNITURE_LINES))
# Patterns with case-sensitive parts, matched against the line as it is.
_CASED_FURNITURE_LINE = re.compile(
    # a date line: "December 9, 2019 10:41 AM EST"
    r"(?i:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}"
    r"[\s,|•·:\d-]*(?:(?:a|p)\.?m\.?)?)(?:\s*[A-Z]{2,4})?"
    r"|By [A-Z][\w.'’-]*(?:,? (?:and )?[A-Z][\w.'’-]*){0,5}"  # a byline
)
# Line patterns that scan the whole line (in `fold_case` form), tried only when it holds one of
# their words, since a scan costs more than the rest together.
_FURNITURE_SCANS = tuple(
    (word, re.compile(p))
    for words, p in (
        (
            ("cookie",),
            (
                r".*\b(?:we use cookies|this (?:web)?site uses cookies"
                r"|(?:accept|manage|reject) (?:all )?cookies|cookie (?:policy|settings))\b.*"
            ),
        ),
        (
            ("newsletter", "mail alerts"),
            r".*\b(?:newsletters?|e-?mail alerts)\b.*\b(?:sign up|subscribe|inbox|delivered)\b.*",
        ),
        (("|",), r".*\|\s*(?:back issues|e-?paper|today'?s paper|archives?)\b.*"),
        (
            ("/",),
            r".{2,60}\s*/\s*(?:ap|afp|reuters|getty images|epa|efe)(?: photo| file| images)?",
        ),
        # an author's bio line
        (
            (" is a",),
            (
                r"[\w .'’-]{2,40} is an? (?:[\w-]+ )?"
                r"(?:journalist|reporter|writer|correspondent|editor|photographer|contributor)\b.*"
            ),
        ),
    )
    for word in words
)
_CAPTION_PREFIX = re.compile(
    r"(image|photo|photograph|picture|pictured|cover|caption|top image|lead image|"
    r"photo credit|image credit|video)\s*:\s",
    re.IGNORECASE,
)
# A logo's text said twice: "Courthouse News Service Courthouse News Service"
_REPEATED_PHRASE = re.compile(r"(.{3,80}?)\s+\1")
_BREADCRUMB_START = re.compile(r"1\.\s+home\b.*", re.IGNORECASE)
_NUMBERED_ITEM = re.compile(r"\d{1,2}\.\s+\S.*")
_SENTENCE_END_CHARS = (".", "!", "?", "…", '"', "”", "’", "'", ")", ":")
# A paragraph: a line from its first to its last non-space character.
_PARAGRAPH = re.compile(r"\S(?:[^\n]*\S)?")
_WORD = re.compile(r"\w+")
_FRAGMENT_BREAK = re.compile(r"[^\w\s'’‘-]+")
# The usual non-ASCII characters, as ASCII ones that split fragments (or not) the same way.
_FRAGMENT_MARKS = (
    ("’", " "), ("‘", " "), ("\xa0", " "),
    ("“", "|"), ("”", "|"), ("—", "|"), ("–", "|"), ("…", "|"),
)  # fmt: skip
# ASCII bytes for `_fragments`: \w in lower case, "|" where _FRAGMENT_BREAK matches, else " ".
_FRAGMENT_BYTES = bytes(
    ord(c.lower() if c.isalnum() or c == "_" else " " if c.isspace() or c in "'-" else "|")
    for c in map(chr, range(128))
) + bytes(range(128, 256))
# Non-ASCII marks common in news text (all outside \w, and so are their case folds).
_COMMON_MARKS = ("’", "‘", "“", "”", "—", "–", "…", "\xa0")
# UTF-8 bytes for `_words`: ASCII outside \w becomes a space, A-Z lower case; bytes of
# non-ASCII characters stay.
_WORD_BYTES = bytes(
    b if b >= 128 or chr(b).isalnum() or b == ord("_") else ord(" ") for b in range(256)
).lower()


def is_furniture(paragraph: str) -> bool:
    """True for site furniture: banners, player controls, newsletter boxes, credits, labels."""
    if (":" in paragraph and _CAPTION_PREFIX.match(paragraph)) or _is_repeated_phrase(paragraph):
        return True
    if len(paragraph.split(None, 3)) <= 3 and not paragraph.endswith(_SENTENCE_END_CHARS):
        return True  # a label, a photo credit ("Fernando Vergara"), "Advertisement", "scorecard"
    if len(paragraph) > _SHORT_FURNITURE_CHARS:
        return False
    folded = fold_case(paragraph)
    if _FURNITURE_LINE.fullmatch(folded) or _CASED_FURNITURE_LINE.fullmatch(paragraph):
        return True
    for word, pattern in _FURNITURE_SCANS:
        if word in folded and pattern.fullmatch(folded):
            return True
    return False


def _is_repeated_phrase(paragraph: str) -> bool:
    # A second copy would start with the first three characters, 80 or fewer from the end.
    if paragraph.find(paragraph[:3], max(4, len(paragraph) - 80)) < 0:
        return False
    return bool(_REPEATED_PHRASE.fullmatch(paragraph))


def _paragraph_spans(text: str) -> list[Span]:
    """Each non-empty line, less surrounding whitespace: saved pages hold a paragraph a line."""
    return [m.span() for m in _PARAGRAPH.finditer(text)]


def _drop_breadcrumbs(text: str, spans: list[Span]) -> list[Span]:
    """Drop runs of numbered lines that start "1. Home" (a breadcrumb trail saved as a list)."""
    kept, index = [], 0
    while index < len(spans):
        start, end = spans[index]
        if text.startswith("1.", start, end) and _BREADCRUMB_START.fullmatch(text[start:end]):
            while index < len(spans) and _NUMBERED_ITEM.fullmatch(_at(text, spans[index])):
                index += 1
            continue
        kept.append(spans[index])
        index += 1
    return kept


def _drop_read_also_lists(text: str, spans: list[Span]) -> list[Span]:
    """Drop the list of other stories' headlines under a "Read also" / "Lea también" / "Related stories" label (the
    label alone on its line, each headline a bulleted line): links to other stories, not this story's text."""
    kept, index = [], 0
    while index < len(spans):
        kept.append(spans[index])
        index += 1
        if kept[-1][1] - kept[-1][0] <= _READ_ALSO_CHARS \
                and _READ_ALSO_LABEL.fullmatch(_at(text, kept[-1])):
            while index < len(spans) and _LIST_ITEM.match(_at(text, spans[index])):
                index += 1
    return kept


_READ_ALSO_CHARS = 40
_READ_ALSO_LABEL = re.compile(
    r"[*_#\s]*(?:(?:lea|lee|leer|vea|leia|veja|confira)\s+(?:tambi[ée]n|tamb[ée]m|m[áa]s|mais)|read\s+(?:more|also)"
    r"|related(?:\s+(?:stories|articles|coverage|content|news))?|see\s+also|more\s+on\s+this\s+story"
    r"|(?:(?:noticias|not[íi]cias|art[íi]culos|mat[ée]rias)\s+)?relacionad[oa]s"
    # "TE PUEDE INTERESAR", "Lo más leído", "Mais lidas": other stories offered, or the site's most read
    r"|(?:tambi[ée]n\s+)?(?:te|le)\s+puede\s+interesar|you\s+(?:may|might)\s+also\s+like"
    r"|(?:lo\s+|las\s+|los\s+)?m[áa]s\s+le[íi]d[oa]s?|(?:as\s+)?mais\s+lidas|most\s+read)[*_\s]*:?[*_\s]*",
    re.IGNORECASE,
)
# (a most-read list numbers its headlines: "1. Aguacero deja inundaciones")
_LIST_ITEM = re.compile(r"(?:[-*•–]|\d{1,2}[.)])\s+\S")


def _at(text: str, span: Span) -> str:
    return text[span[0] : span[1]]


def _words(text: str) -> str:
    """Case-, quote- and punctuation-blind form: " sgt isaac gonzalez of venezuela s navy "."""
    return _joined(_tokens(text))


def _tokens(text: str) -> list[bytes]:
    """The \\w+ runs of text.casefold(), in UTF-8 (what `_words` joins)."""
    if not text.isascii():
        for mark in _COMMON_MARKS:  # cheaper than a regex for the usual non-ASCII marks
            if mark in text:
                text = text.replace(mark, " ")
        text = text.casefold()
    # ASCII outside \w becomes a space; the bytes of other characters stay
    found = text.encode().translate(_WORD_BYTES).split()
    if not text.isascii():
        letters = b"".join(found).decode().replace("_", "")
        if letters and not letters.isalnum():  # a non-ASCII mark ("«") or "İ" folded to "i̇"
            return [word.encode() for word in _WORD.findall(text)]
    return found


def _joined(tokens: list[bytes]) -> str:
    return " " + b" ".join(tokens).decode() + " "


def _fragments(text: str) -> list[str]:
    """The pieces of a paragraph between punctuation marks, each in `_words` form."""
    if not text.isascii():
        for mark, replacement in _FRAGMENT_MARKS:
            if mark in text:
                text = text.replace(mark, replacement)
        if not text.isascii():
            pieces = (_words(piece) for piece in _FRAGMENT_BREAK.split(text))
            return [piece for piece in pieces if piece.strip()]
    # the same without a regex: marks become "|" and split the pieces
    pieces = text.encode().translate(_FRAGMENT_BYTES).split(b"|")
    return [_joined(found) for piece in pieces if (found := piece.split())]


def _unique(paragraphs: list[str], window: int = 200) -> tuple[list[int], list[bytes]]:
    """Drop exact repeats (keeping the first) and paragraphs whose every fragment lies inside one
    longer paragraph nearby: truncated copies, pull quotes, a copy without its dateline.

    Returns the indexes of the paragraphs kept and their words (`_tokens`) joined by spaces.
    """
    seen: set[bytes] = set()
    index, keys, tokens = [], [], []
    for i, found in enumerate(map(_tokens, paragraphs)):
        key = b" ".join(found)
        if key not in seen:
            seen.add(key)
            index.append(i)
            keys.append(key)
            tokens.append(found)
    copies = _copies([paragraphs[i] for i in index], tokens, window)
    kept = [k for k in range(len(index)) if k not in copies]
    return [index[k] for k in kept], [keys[k] for k in kept]


def _copies(paragraphs: list[str], tokens: list[list[bytes]], window: int) -> set[int]:
    """Indexes of the paragraphs whose fragments all lie, in order, inside a longer paragraph at
    most `window` away. A paragraph with a word no other one has is no copy; the others are
    compared only with the paragraphs holding their rarest word."""
    counts = Counter(itertools.chain.from_iterable(tokens))
    once = set(itertools.compress(counts, map((1).__eq__, counts.values())))  # words seen once
    keys: dict[int, bytes | None] = {}  # paragraph: its rarest word, for the possible copies
    for i, (paragraph, found) in enumerate(zip(paragraphs, tokens, strict=True)):
        if "\u0345" in paragraph:  # case folding made a letter of a mark between fragments
            found = [word.encode() for word in " ".join(_fragments(paragraph)).split()]
        elif not once.isdisjoint(found):
            continue
        keys[i] = min(found, key=counts.__getitem__, default=None)
    holders: dict[bytes, list[int]] = {key: [] for key in keys.values() if key is not None}
    for j, found in enumerate(tokens):
        for key in holders.keys() & found:
            holders[key].append(j)
    words: dict[int, str] = {}  # `_words` forms, as needed
    copies = set()
    for i, key in keys.items():
        near = range(len(tokens)) if key is None else holders[key]  # no words: any longer one
        lo, hi = bisect.bisect_left(near, i - window), bisect.bisect_right(near, i + window)
        size, fragments = len(_cached_words(words, tokens, i)), None
        for j in near[lo:hi]:
            if len(_cached_words(words, tokens, j)) > size:
                fragments = _fragments(paragraphs[i]) if fragments is None else fragments
                if _in_order(fragments, words[j]):
                    copies.add(i)
                    break
    return copies


def _cached_words(cache: dict[int, str], tokens: list[list[bytes]], index: int) -> str:
    if index not in cache:
        cache[index] = _joined(tokens[index])
    return cache[index]


def _in_order(fragments: list[str], words: str) -> bool:
    """Whether every fragment occurs in `words`, each after the one before (as in a pull quote)."""
    position = 0
    for fragment in fragments:
        found = words.find(fragment, position)
        if found < 0:
            return False
        position = found + len(fragment) - 1  # the fragments share their boundary spaces
    return True


def clean_spans(text: str, title: str = "") -> tuple[Span, ...]:
    """The (start, end) spans of `text` to keep: one per paragraph (non-empty line), without site
    furniture, breadcrumbs, repeated or truncated copies of other paragraphs, and the title."""
    return _clean(text, title)[0]


def _clean(text: str, title: str) -> tuple[tuple[Span, ...], list[bytes]]:
    """`clean_spans`, and the words (`_tokens`) of each paragraph kept, joined by spaces."""
    spans, paragraphs = [], []
    for start, end in _drop_read_also_lists(text, _drop_breadcrumbs(text, _paragraph_spans(text))):
        paragraph = text[start:end]
        if not is_furniture(paragraph):
            spans.append((start, end))
            paragraphs.append(paragraph)
    index, keys = _unique(paragraphs)
    title_key = b" ".join(_tokens(title)) if title.strip() else None
    kept = [(spans[i], key) for i, key in zip(index, keys, strict=True) if key != title_key]
    return tuple(span for span, _ in kept), [key for _, key in kept]


# ---------------------------------------------------------------------------- sentences

# Abbreviations that never end a sentence (titles, "St. Louis"), and those that do only before a
# digit ("Nov. 8", "No. 2").
# fmt: off
_TITLES = frozenset({
    "mr", "mrs", "ms", "dr", "st", "sgt", "lt", "col", "gen", "capt", "maj", "cpl", "adm",
    "pvt", "cmdr", "sen", "rep", "gov", "pres", "prof", "rev", "gens", "cols", "sgts", "messrs",
    "mt", "ft", "vs", "approx", "dept",
})
_BEFORE_NUMBER = frozenset({
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    "no", "nos", "vol", "art", "p", "pp",
})
# After "U.S." or "Inc." a sentence ends only if one of these words starts the next.
_STARTERS = frozenset({
    "the", "a", "an", "but", "and", "he", "she", "it", "they", "we", "i", "in", "on", "at", "this",
    "that", "these", "those", "there", "his", "her", "their", "its", "some", "many", "most",
    "after", "before", "when", "while", "as", "if", "yet", "so", "for", "our", "one", "two",
})
_COMPANY_ABBREVIATIONS = frozenset({"inc", "corp", "co", "ltd", "jr", "sr", "bros"})
# fmt: on
# Group 1 is the punctuation. ("[.!?…][.!?…]*", not "[.!?…]+": a search scans faster for a
# pattern that starts with a character set.)
_BOUNDARY = re.compile(r"([.!?…][.!?…]*[\"'”’)\]]*(?:\[\d{1,3}\])*)\s+")  # "[6]": a footnote marker
# quotes and brackets before a sentence's first character; after a line break, also the dash that opens speech
# ("— Peguei carona em caminhão") and a block quote's mark ("> \"Eu tinha medo")
_OPENING = re.compile(r"(?:(?<=\n)(?:[—–]|>)\s*)?[\"'“‘(\[]*")
_WORD_RUN = re.compile(r"[\w.'’-]*")
_NEXT_WORD = re.compile(r"[\w'’]*")


def _ends_sentence(text: str, m: re.Match[str], end: int) -> bool:
    """Whether the punctuation run at `m` ends a sentence, looking at the words around it."""
    first = _OPENING.match(text, m.end(), end).end()  # the next sentence's first character
    if first >= end or not (text[first].isupper() or text[first].isdigit()):
        return False
    punctuation = m.group(1)
    if not punctuation.startswith(".") or punctuation.rstrip("\"'”’)]") != ".":
        return True
    return not _is_abbreviation(_word_before(text, m.start()), text, first, end)


def _word_before(text: str, position: int) -> str:
    """The word (with dots, apostrophes, hyphens; at most 40 characters) right before
    `position`, less its apostrophes; a newline just before `position` is skipped."""
    before = text[max(0, position - 40) : position]
    skip = 1 if before.endswith("\n") else 0
    reverse = before[::-1]  # the run is read backwards from `position`
    stop = len(before) - skip
    return before[stop - (_WORD_RUN.match(reverse, skip).end() - skip) : stop].strip("'’")


def _is_abbreviation(word: str, text: str, start: int, end: int) -> bool:
    """Whether `word`, before a full stop, is an abbreviation; the next sentence would be
    text[start:end]."""
    lower = word.lower()
    if lower in _TITLES or (len(word) == 1 and word.isupper()):
        return True  # "Sgt. Jorge", "J. Smith"
    if lower in _BEFORE_NUMBER:
        return text[start].isdigit()
    if "." in word or lower in _COMPANY_ABBREVIATIONS:
        # "U.S. Treasury" goes on; "the U.S. The ..." ends
        return _NEXT_WORD.match(text, start, end).group().lower() not in _STARTERS
    return False


# Longer "sentences" are cut at a clause mark or a space before this many characters. News sentences
# stay far below it (a long lede is about 500); text with no full stop (a hostile upload, a table)
# would otherwise be one sentence whose rules cost grows with the square of its length.
MAX_SENTENCE_CHARS = 1500


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[Span]:
    """(start, end) spans of the sentences in text[start:end], without surrounding whitespace; none
    longer than MAX_SENTENCE_CHARS."""
    end = len(text) if end is None else end
    spans, begin = [], start
    for m in _BOUNDARY.finditer(text, start, end):
        if _ends_sentence(text, m, end):
            spans.append((begin, m.end(1)))
            begin = m.end()
    spans.append((begin, end))
    return [trimmed for s in spans for piece in _bounded(text, s) if (trimmed := _trim(text, piece))]


def _bounded(text: str, span: Span) -> list[Span]:
    """The span cut into pieces of at most MAX_SENTENCE_CHARS, each after the last clause mark that
    fits in its second half, else after the last space; a run with neither is cut at the limit."""
    start, end = span
    pieces = []
    while end - start > MAX_SENTENCE_CHARS:
        limit = start + MAX_SENTENCE_CHARS
        clause = max(text.rfind(mark, start + 1, limit) for mark in ";:,")
        space = text.rfind(" ", start + 1, limit)
        cut = clause + 1 if clause > start + MAX_SENTENCE_CHARS // 2 else space + 1 if space > start else limit
        pieces.append((start, cut))
        start = cut
    pieces.append((start, end))
    return pieces


def _trim(text: str, span: Span) -> Span | None:
    start, end = span
    if start < end and not text[start].isspace() and not text[end - 1].isspace():
        return span  # the usual case
    piece = text[start:end]
    if not piece.strip():
        return None
    start = span[0] + len(piece) - len(piece.lstrip())
    return (start, start + len(piece.strip()))


def split_sentences(article: Article) -> list[Sentence]:
    """The sentences inside the article's kept spans (never across two), with offsets into text."""
    text = article.text
    return [
        Sentence(text[s:e], s, e)
        for start, end in article.kept
        for s, e in sentence_spans(text, start, end)
    ]
