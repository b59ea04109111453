"""What the dashboard was started with: the folder of articles it shows, and how its caption says so."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from pathlib import Path

from .errors import ArticleError

ARTICLES_ENV = "DEFECTION_MAP_ARTICLES"


def articles_folder(argv: Sequence[str], environ: Mapping[str, str], default: Path) -> Path:
    """The folder of articles to show: `--articles DIR` after `streamlit run app.py --`, else the
    DEFECTION_MAP_ARTICLES environment variable, else `default` (the seeds).

    Raises ArticleError naming the folder when it is missing, not a folder, or holds no article.
    """
    parser = argparse.ArgumentParser(prog="app.py", add_help=False, allow_abbrev=False)
    parser.add_argument("--articles", metavar="DIR")
    known, _ = parser.parse_known_args(list(argv))
    chosen = known.articles or environ.get(ARTICLES_ENV) or ""
    if not chosen.strip():
        return default
    folder = Path(chosen).expanduser()
    if not folder.exists():
        raise ArticleError(f"{chosen!r}: no such folder; expected a folder of .txt, .md or .html articles")
    if not folder.is_dir():
        raise ArticleError(f"{chosen!r}: not a folder; expected a folder of .txt, .md or .html articles")
    from .articles import iter_article_paths  # charset-normalizer: not on the app's default start

    try:
        found = iter_article_paths(folder)
    except OSError as err:
        raise ArticleError(f"{chosen!r}: cannot list the folder: {err.strerror or err}") from err
    if not found:
        raise ArticleError(f"{chosen!r}: no .txt, .md or .html article in this folder")
    return folder.resolve()


def chosen_folder(argv: Sequence[str], environ: Mapping[str, str], default: Path) -> tuple[Path, str | None]:
    """`articles_folder`, or `default` with a message saying why the folder asked for is not shown."""
    try:
        return articles_folder(argv, environ, default), None
    except ArticleError as err:
        return default, f"{err}. Showing the seed articles instead."


def corpus_caption(shown: int, total: int, routes: int, articles: int, folder: Path, default: Path) -> str:
    """'12 of 54 events · 3 routes · 5 articles', naming the folder when it is not the default."""
    where = "" if folder == default else f" from {folder}"
    return f"{shown} of {total} events · {routes} routes · {articles} articles{where}"
