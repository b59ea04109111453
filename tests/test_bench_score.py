"""bench/heldout/score.py: one batch through the CLI, or every batch in-process with --all."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys

import pytest

from tests.conftest import ROOT, SEEDS

SCORE = ROOT / "bench" / "heldout" / "score.py"


@pytest.fixture(scope="module")
def score():
    spec = importlib.util.spec_from_file_location("heldout_score", SCORE)
    module = importlib.util.module_from_spec(spec)
    sys.modules["heldout_score"] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules["heldout_score"]


def _batch(tmp_path, events):
    folder = tmp_path / "batchX"
    (folder / "articles").mkdir(parents=True)
    seed = SEEDS / "004_ce5ec571f8af0d4d.txt"
    shutil.copy(seed, folder / "articles" / "a.txt")
    (folder / "expected.json").write_text(json.dumps({"a.txt": events}), encoding="utf-8")
    return folder


def test_score_folder_counts_a_found_and_a_missed_event(score, tmp_path):
    # The seed tells deserters in Colombia; nothing in it happened in Peru.
    folder = _batch(tmp_path, [
        {"event_type": "defection", "date": None, "date_alt": [], "country": "CO", "country_alt": ["VE"],
         "date_precision": "year", "place": None},
        {"event_type": "arrest", "date": "2019-05-01", "country": "PE", "place": None},
    ])
    extract = score.InProcess()
    tallies, by_type, rows = score.score_folder(folder, extract, {}, echo=False)
    tp, n, te, ne = (tallies["pairs"].tp_pred, tallies["pairs"].n_pred, tallies["pairs"].tp_exp,
                     tallies["pairs"].n_exp)
    assert (te, ne) == (1, 2)
    assert 1 <= tp < n
    assert by_type["arrest"].tp_exp == 0 and by_type["defection"].tp_exp == 1
    assert rows["a.txt"]["pairs"] == (tp, n, te, ne)


def test_in_process_doc_is_the_cli_doc(score):
    article = score.HERE / "articles" / "h08_ap_arauca_river.txt"
    assert score.InProcess()(article) == score.run_extract(article)


def test_all_prints_one_line_per_batch_and_their_sum(score, capsys, tmp_path):
    out_json = tmp_path / "figures.json"
    assert score.main(["--all", "--upto", "3", "--json", str(out_json)]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("batch")]
    assert [line.split()[0] for line in lines] == ["batch1", "batch2", "batch3"]
    figures = json.loads(out_json.read_text())
    assert set(figures["batches"]) == {"batch1", "batch2", "batch3"}
    for key in ("tp_pred", "n_pred", "tp_exp", "n_exp"):
        assert figures["totals"]["triples"][key] == sum(b["triples"][key] for b in figures["batches"].values())
    # batch 2 alone, the slow way (one CLI call per article), gives the same counts
    assert score.main(["--batch", "batch2", "--json", str(out_json)]) == 0
    alone = json.loads(out_json.read_text())["totals"]
    capsys.readouterr()
    assert alone["triples"] == figures["batches"]["batch2"]["triples"]
    assert alone["pairs"] == figures["batches"]["batch2"]["pairs"]


def test_all_verbose_lists_each_batch_as_its_own_run_does(score, capsys):
    assert score.main(["--batch", "batch2", "-v"]) == 0
    alone = capsys.readouterr().out.split("\n\n")[0]
    assert "    missed  " in alone or "    extra   " in alone
    assert score.main(["--all", "--upto", "2", "--jobs", "2", "-v"]) == 0
    out = capsys.readouterr().out
    assert alone + "\nbatch2 " in out  # batch 2's article lines, then its line, after batch 1's
    assert out.index("h01_") < out.index("batch1 ") < out.index(alone)


def test_all_refuses_a_folder_or_a_batch(score, capsys):
    for argv in (["--all", "--batch", "batch2"], ["--all", str(score.HERE / "batch2")], ["--upto", "3"]):
        with pytest.raises(SystemExit):
            score.main(argv)
    assert "--all" in capsys.readouterr().err
