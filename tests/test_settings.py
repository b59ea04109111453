"""Which folder of articles the dashboard shows: `--articles DIR`, the environment, or the seeds."""

from __future__ import annotations

from pathlib import Path

import pytest

from geo.errors import ArticleError
from geo.settings import ARTICLES_ENV, articles_folder, chosen_folder, corpus_caption

ARTICLE = "Title: A story\nPublished: 2019-03-01\n\nTwo guardsmen crossed into Colombia on Friday.\n"


@pytest.fixture
def folders(tmp_path: Path) -> dict[str, Path]:
    made = {}
    for name in ("seeds", "mine", "theirs"):
        made[name] = tmp_path / name
        made[name].mkdir()
        (made[name] / "story.txt").write_text(ARTICLE, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    (tmp_path / "only_metadata").mkdir()
    (tmp_path / "only_metadata" / "metadata.csv").write_text("file,published\n", encoding="utf-8")
    (tmp_path / "a_file.txt").write_text(ARTICLE, encoding="utf-8")
    return made


@pytest.mark.parametrize("argv, environ, expected", [
    ([], {}, "seeds"),
    (["--articles", "{mine}"], {}, "mine"),
    (["--articles={mine}"], {}, "mine"),
    ([], {ARTICLES_ENV: "{theirs}"}, "theirs"),
    (["--articles", "{mine}"], {ARTICLES_ENV: "{theirs}"}, "mine"),  # the command line wins
    (["--server.port", "8502"], {ARTICLES_ENV: "  "}, "seeds"),  # other words and a blank value
    (["--art", "{mine}"], {}, "seeds"),  # no abbreviations: another program's option is not ours
])
def test_the_folder_shown(folders: dict[str, Path], argv: list[str], environ: dict[str, str],
                          expected: str) -> None:
    paths = {name: str(path) for name, path in folders.items()}
    argv = [a.format(**paths) for a in argv]
    environ = {k: v.format(**paths) for k, v in environ.items()}
    assert articles_folder(argv, environ, folders["seeds"]).resolve() == folders[expected].resolve()


@pytest.mark.parametrize("name, message", [
    ("missing", "no such folder"),
    ("a_file.txt", "not a folder"),
    ("empty", "no .txt, .md or .html article"),
    ("only_metadata", "no .txt, .md or .html article"),
])
def test_a_bad_folder_is_an_error_naming_it(folders: dict[str, Path], tmp_path: Path, name: str,
                                            message: str) -> None:
    bad = str(tmp_path / name)
    with pytest.raises(ArticleError, match=message) as caught:
        articles_folder(["--articles", bad], {}, folders["seeds"])
    assert repr(bad) in str(caught.value)


def test_a_bad_folder_falls_back_to_the_default_with_a_message(folders: dict[str, Path], tmp_path: Path) -> None:
    assert chosen_folder([], {}, folders["seeds"]) == (folders["seeds"], None)
    folder, message = chosen_folder(["--articles", str(tmp_path / "missing")], {}, folders["seeds"])
    assert folder == folders["seeds"] and "no such folder" in message and "Showing the seed articles" in message


def test_the_caption_names_a_folder_other_than_the_default(folders: dict[str, Path]) -> None:
    assert corpus_caption(2, 5, 1, 3, folders["seeds"], folders["seeds"]) == "2 of 5 events · 1 routes · 3 articles"
    assert corpus_caption(2, 5, 1, 3, folders["mine"], folders["seeds"]).endswith(f"3 articles from {folders['mine']}")
