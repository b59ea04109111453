"""Score `python -m geo extract --json` on the held-out articles against expected.json and expected_places.json."""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import json
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


def fold(text: str) -> str:
    """Lower case, no accents, straight quotes, single spaces."""
    text = unicodedata.normalize("NFKD", text.replace("’", "'").replace("–", "-"))
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(text.split())


def load_aliases(gazetteer: Path) -> dict[str, str]:
    """Folded name or alias -> folded canonical gazetteer name."""
    aliases: dict[str, str] = {}
    with gazetteer.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            canonical = fold(row["name"])
            for name in [row["name"], *filter(None, row["aliases"].split("|"))]:
                aliases.setdefault(fold(name), canonical)
    return aliases


@dataclass(frozen=True)
class Predicted:
    event_type: str
    date: str | None
    place: str | None
    country: str | None
    evidence: str


def run_extract(path: Path) -> dict:
    """The CLI's JSON for one article (the documented interface, not the internals)."""
    out = subprocess.run([sys.executable, "-m", "geo", "extract", str(path), "--json"], cwd=REPO,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def predicted_events(doc: dict) -> list[Predicted]:
    """Events with the country of their place (the event's own `country`, else its place's on the places list)."""
    country_of = {p["name"]: p["country_code"] for p in doc["places"]}
    return [Predicted(e["event_type"], e["date"], e["place"],
                      e.get("country") or (country_of.get(e["place"]) if e["place"] else None),
                      e["evidence"]) for e in doc["events"]]


def date_ok(expected: dict, got: str | None) -> bool:
    """Day: equal; week: same ISO week; month: same month; year: same year; `date_alt` also accepted."""
    if got in expected.get("date_alt", []):
        return True
    want = expected["date"]
    if want is None or got is None:
        return want is None and got is None
    a, b = date.fromisoformat(want), date.fromisoformat(got)
    precision = expected.get("date_precision", "day")
    if precision == "week":
        return a.isocalendar()[:2] == b.isocalendar()[:2]
    if precision == "month":
        return (a.year, a.month) == (b.year, b.month)
    if precision == "year":
        return a.year == b.year
    return a == b


def country_ok(expected: dict, got: str | None) -> bool:
    return got == expected["country"] or got in expected.get("country_alt", [])


def matches(expected: dict, p: Predicted, with_date: bool = True) -> bool:
    return (p.event_type == expected["event_type"] and country_ok(expected, p.country)
            and (not with_date or date_ok(expected, p.date)))


def pr(tp_pred: int, n_pred: int, tp_exp: int, n_exp: int) -> tuple[float, float]:
    return (tp_pred / n_pred if n_pred else 0.0), (tp_exp / n_exp if n_exp else 0.0)


class Tally:
    """Counts for one precision/recall figure, summed over articles."""

    def __init__(self) -> None:
        self.tp_pred = self.n_pred = self.tp_exp = self.n_exp = 0

    def add(self, tp_pred: int, n_pred: int, tp_exp: int, n_exp: int) -> None:
        self.tp_pred += tp_pred
        self.n_pred += n_pred
        self.tp_exp += tp_exp
        self.n_exp += n_exp

    def short(self) -> str:
        p, r = pr(self.tp_pred, self.n_pred, self.tp_exp, self.n_exp)
        return f"P {p:4.2f} ({self.tp_pred}/{self.n_pred}) R {r:4.2f} ({self.tp_exp}/{self.n_exp})"

    def figures(self) -> dict[str, int]:
        return {"tp_pred": self.tp_pred, "n_pred": self.n_pred, "tp_exp": self.tp_exp, "n_exp": self.n_exp}

    def line(self, label: str) -> str:
        p, r = pr(self.tp_pred, self.n_pred, self.tp_exp, self.n_exp)
        f = 2 * p * r / (p + r) if p + r else 0.0
        return (f"{label:<34} P {p:5.2f} ({self.tp_pred}/{self.n_pred})  "
                f"R {r:5.2f} ({self.tp_exp}/{self.n_exp})  F1 {f:4.2f}")


def score_events(expected: list[dict], predicted: list[Predicted], with_date: bool,
                 by_type: dict[str, Tally] | None = None) -> tuple[tuple, list, list]:
    """Distinct (type, date, country) triples: a prediction is right if it matches any expected event
    (optional ones included); recall counts required events only. `by_type` gets the same per type."""
    triples = {}
    for p in predicted:
        triples.setdefault((p.event_type, p.date if with_date else None, p.country), p)
    required = [e for e in expected if not e.get("optional")]
    right = [p for p in triples.values() if any(matches(e, p, with_date) for e in expected)]
    found = [e for e in required if any(matches(e, p, with_date) for p in predicted)]
    wrong = [p for p in triples.values() if p not in right]
    missed = [e for e in required if e not in found]
    if by_type is not None:
        for t in {p.event_type for p in triples.values()} | {e["event_type"] for e in required}:
            by_type.setdefault(t, Tally()).add(sum(p.event_type == t for p in right),
                                               sum(p.event_type == t for p in triples.values()),
                                               sum(e["event_type"] == t for e in found),
                                               sum(e["event_type"] == t for e in required))
    return (len(right), len(triples), len(found), len(required)), missed, wrong


def canon(name: str, aliases: dict[str, str]) -> str:
    key = fold(name)
    return aliases.get(key, key)


def score_event_places(expected: list[dict], predicted: list[Predicted], aliases: dict[str, str]) -> tuple:
    got = {canon(p.place, aliases) for p in predicted if p.place}
    wanted = {canon(e["place"], aliases) for e in expected if e["place"] and not e.get("optional")}
    allowed = wanted | {canon(e["place"], aliases) for e in expected if e["place"]}
    return (len(got & allowed), len(got), len(wanted & got), len(wanted)), sorted(wanted - got), sorted(got - allowed)


def score_mentions(expected: dict, doc: dict, aliases: dict[str, str]) -> tuple:
    """Distinct non-country places the article resolves, by (name, country)."""
    got = {(canon(p["name"], aliases), p["country_code"]) for p in doc["places"] if p["kind"] != "country"}
    wanted = {(canon(n, aliases), c) for n, c in expected["required"]}
    allowed = wanted | {(canon(n, aliases), c) for n, c in expected.get("optional", [])}
    return (len(got & allowed), len(got), len(wanted & got), len(wanted)), sorted(wanted - got), sorted(got - allowed)


def batch_folders(upto: int | None = None) -> list[Path]:
    """The held-out sets in order: this folder (batch 1), then batch2, batch3, ... (up to `upto`)."""
    numbered = sorted((int(d.name[5:]), d) for d in HERE.glob("batch*")
                      if d.name[5:].isdigit() and (d / "expected.json").is_file())
    return [HERE, *(d for n, d in numbered if upto is None or n <= upto)]


def batch_name(folder: Path) -> str:
    return "batch1" if folder.resolve() == HERE else folder.name


class InProcess:
    """Runs the same code as `extract --json` in this process (one gazetteer and GeoNames load for
    every article), for scoring many batches at once."""

    def __init__(self) -> None:
        sys.path.insert(0, str(REPO))
        from geo.gazetteer import load_gazetteer
        from geo.geonames import GeoNames

        self.gazetteer = load_gazetteer(REPO / "data" / "gazetteer.csv")
        self.geonames = GeoNames()

    def __call__(self, path: Path) -> dict:
        from geo.cli import extract_json

        # The CLI prints the doc as JSON: round-trip it so tuples and floats read back the same.
        return json.loads(json.dumps(extract_json(path, self.gazetteer, self.geonames), ensure_ascii=False))


def score_folder(folder: Path, extract, aliases: dict[str, str], verbose: bool = False,
                 echo: bool = True) -> tuple[dict[str, Tally], dict[str, Tally], dict]:
    """Tallies (triples, pairs, event places, places), triples by type, and per-article counts of one
    batch folder; `extract` gives an article's `extract --json` doc."""
    expected_events = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    places_file = folder / "expected_places.json"
    expected_places = json.loads(places_file.read_text(encoding="utf-8")) if places_file.exists() else {}
    tallies = {k: Tally() for k in ("triples", "pairs", "event_places", "places")}
    by_type: dict[str, Tally] = {}
    per_article = {}
    for name in sorted(expected_events):
        doc = extract(folder / "articles" / name)
        predicted = predicted_events(doc)
        counts, missed, wrong = score_events(expected_events[name], predicted, with_date=True, by_type=by_type)
        tallies["triples"].add(*counts)
        pair_counts, _, _ = score_events(expected_events[name], predicted, with_date=False)
        tallies["pairs"].add(*pair_counts)
        place_counts, places_missed, places_extra = score_event_places(expected_events[name], predicted, aliases)
        tallies["event_places"].add(*place_counts)
        row = {"triples": counts, "pairs": pair_counts, "event_places": place_counts}
        if name in expected_places:
            mention_counts, m_missed, m_extra = score_mentions(expected_places[name], doc, aliases)
            tallies["places"].add(*mention_counts)
            row["places"] = mention_counts
        per_article[name] = row
        p, r = pr(*counts)
        if echo:
            print(f"{name:<38} events {len(predicted):3d}  triple P {p:4.2f} R {r:4.2f}")
        if verbose:
            for e in missed:
                print(f"    missed  {e['event_type']:<15} {e['date']} {e['country']} {e['place']}")
            for w in wrong:
                print(f"    extra   {w.event_type:<15} {w.date} {w.country} {w.place} << {w.evidence[:90]}")
            if places_missed or places_extra:
                print(f"    event places missed {places_missed} extra {places_extra}")
            if name in expected_places and (m_missed or m_extra):
                print(f"    resolved places missed {m_missed} extra {m_extra}")
    return tallies, by_type, per_article


_WORKER: dict = {}


def _score_in_worker(job: tuple[Path, bool]) -> tuple[str, dict[str, Tally], dict[str, Tally], dict, str]:
    """One batch's name, tallies, triples by type and per-article counts, and (verbose) what it printed."""
    folder, verbose = job
    if not _WORKER:
        _WORKER["extract"] = InProcess()
        _WORKER["aliases"] = load_aliases(REPO / "data" / "gazetteer.csv")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        scored = score_folder(folder, _WORKER["extract"], _WORKER["aliases"], verbose=verbose, echo=verbose)
    return (batch_name(folder), *scored, printed.getvalue())


def _add(into: dict[str, Tally], tallies: dict[str, Tally]) -> None:
    for key, t in tallies.items():
        into.setdefault(key, Tally()).add(*t.figures().values())


def _figures(tallies: dict[str, Tally]) -> dict:
    return {k: t.figures() for k, t in tallies.items()}


def score_all(upto: int | None, jobs: int, verbose: bool = False) -> tuple[dict[str, Tally], dict[str, Tally], dict]:
    """Every batch (up to `upto`) in `jobs` processes: one line per batch (after its articles' lines, misses and
    extras when `verbose`), then the totals' tallies."""
    work = [(folder, verbose) for folder in batch_folders(upto)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            results = pool.map(_score_in_worker, work, chunksize=1)
    else:
        results = [_score_in_worker(job) for job in work]
    tallies: dict[str, Tally] = {}
    by_type: dict[str, Tally] = {}
    per_batch = {}
    for name, batch_tallies, batch_by_type, _, printed in results:
        print(printed, end="")
        _add(tallies, batch_tallies)
        _add(by_type, batch_by_type)
        per_batch[name] = _figures(batch_tallies)
        print(f"{name:<8} triples {batch_tallies['triples'].short()}   pairs {batch_tallies['pairs'].short()}")
    return tallies, by_type, per_batch


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", nargs="?", default=str(HERE), help="folder with expected.json and articles/ (default: here)")
    parser.add_argument("--batch", metavar="NAME",
                        help="score the batch in the sub-folder NAME of this folder (e.g. batch2) instead of FOLDER")
    parser.add_argument("--all", action="store_true",
                        help="score this folder and every batchN under it, one line each, then the totals; runs the "
                             "same code as `extract --json` in-process instead of one CLI call per article")
    parser.add_argument("--upto", type=int, metavar="N", help="with --all: batches 1 to N only")
    parser.add_argument("--jobs", type=int, default=1, metavar="K", help="with --all: K processes (default 1)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="list misses and extras per article (with --all: every batch's, mind the blind ones)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to PATH")
    args = parser.parse_args(argv)
    if args.all:
        if args.batch or args.folder != str(HERE):
            parser.error("--all scores every batch: no FOLDER or --batch with it")
        tallies, by_type, rows = score_all(args.upto, max(1, args.jobs), args.verbose)
        print()
    else:
        if args.upto is not None or args.jobs != 1:
            parser.error("--upto and --jobs go with --all")
        folder = (HERE / args.batch if args.batch else Path(args.folder)).resolve()
        if not (folder / "expected.json").is_file():
            parser.error(f"{folder}: no expected.json here; expected a batch folder with expected.json and articles/")
        aliases = load_aliases(REPO / "data" / "gazetteer.csv")
        tallies, by_type, rows = score_folder(folder, run_extract, aliases, verbose=args.verbose)
        print()
    print(tallies["triples"].line("(type, date, country) triples"))
    print(tallies["pairs"].line("(type, country), date ignored"))
    print(tallies["event_places"].line("event places (name)"))
    print(tallies["places"].line("resolved places (name, country)"))
    print()
    for event_type in sorted(by_type):
        print(by_type[event_type].line(f"  triples: {event_type}"))
    if args.json:
        figures = _figures({**tallies, **{f"type:{k}": v for k, v in by_type.items()}})
        Path(args.json).write_text(json.dumps({"totals": figures, ("batches" if args.all else "articles"): rows},
                                              indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
