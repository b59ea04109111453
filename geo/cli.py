"""The command line: extract one article, build a corpus, list unresolved places, check a gazetteer."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter
from contextlib import nullcontext
from pathlib import Path

from . import articles as articles_mod
from .errors import GeoError
from .gazetteer import check_gazetteer, load_gazetteer
from .geonames import GeoNames
from .geoparse import unresolved_mentions
from .pipeline import build_on_disk, extract_article, masked_text
from .routes import link_routes
from .store import ExtractionCache, extraction_context
from .workers import worker_count

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_GAZETTEER = ROOT / "data" / "gazetteer.csv"
DEFAULT_ARTICLES = ROOT / "seeds"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m geo", description=__doc__)
    p.add_argument("--gazetteer", type=Path, default=DEFAULT_GAZETTEER, help="gazetteer CSV")
    p.add_argument("--no-geonames", action="store_true", help="do not fall back to GeoNames")
    p.add_argument("--nominatim", metavar="USER_AGENT",
                   help="also ask the online Nominatim service (off by default; <= 1 request/s)")
    p.add_argument("--nominatim-cache", type=Path, default=Path(".cache/nominatim.json"))
    p.add_argument("-v", "--verbose", action="store_true")
    sub = p.add_subparsers(dest="command", required=True)

    ex = sub.add_parser("extract", help="places and events of one article")
    ex.add_argument("path", type=Path)
    ex.add_argument("--published", help="publication date YYYY-MM-DD (or YYYY-MM)")
    ex.add_argument("--json", action="store_true", help="print one JSON object")

    bd = sub.add_parser("build", help="events.csv, events.geojson, routes.geojson from a folder")
    bd.add_argument("articles", type=Path, nargs="?", default=DEFAULT_ARTICLES)
    bd.add_argument("--out", type=Path, default=Path("out"))
    bd.add_argument("--published", help="publication date for articles without one")
    bd.add_argument("--strict", action="store_true", help="exit 1 if any file could not be read")
    bd.add_argument("--jobs", "-j", type=_jobs, default=0, metavar="N",
                    help="extract in N processes (default 0: one per core; 1: in this process only); "
                         "the output is the same whatever N")
    bd.add_argument("--no-cache", action="store_true",
                    help="extract every article again (by default unchanged articles' events come from the cache)")

    un = sub.add_parser("unresolved", help="place-like phrases nothing resolved, with counts")
    un.add_argument("paths", type=Path, nargs="+")

    gz = sub.add_parser("gazetteer", help="gazetteer tools")
    gz_sub = gz.add_subparsers(dest="gazetteer_command", required=True)
    ck = gz_sub.add_parser("check", help="validate a gazetteer CSV")
    ck.add_argument("path", type=Path, nargs="?", default=None)
    return p


def _jobs(text: str) -> int:
    try:
        jobs = int(text)
    except ValueError:
        jobs = -1
    if jobs < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not 0 (one process per core) or a number of processes")
    return jobs


def _geocoder(args: argparse.Namespace):
    if not args.nominatim:
        return None
    from .geocoders import nominatim_geocoder

    return nominatim_geocoder(args.nominatim, args.nominatim_cache)


def _article_paths(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        found.extend(articles_mod.iter_article_paths(path) if path.is_dir() else [path])
    return found


def read_one(path: Path, gazetteer, geonames=None, geocoder=None, published=None):
    """One article (with its folder's `metadata.csv` row), its places and its route-linked events."""
    meta = articles_mod.read_metadata(path.parent).get(path.name)
    article = articles_mod.load_article(path, metadata=meta, published=published)
    result = extract_article(article, gazetteer, geonames=geonames, geocoder=geocoder)
    _, events = link_routes(list(result.events))
    return article, result, events


def extract_json(path: Path, gazetteer, geonames=None, geocoder=None, published=None) -> dict:
    """What `extract PATH --json` prints, as a dict."""
    article, result, events = read_one(path, gazetteer, geonames, geocoder, published)
    return {"article": article_json(article), "places": [p.to_json() for p in result.places],
            "events": [e.to_json() for e in events]}


def cmd_extract(args: argparse.Namespace) -> int:
    gazetteer = load_gazetteer(args.gazetteer)
    geonames = None if args.no_geonames else GeoNames()
    if args.json:
        doc = extract_json(args.path, gazetteer, geonames, _geocoder(args), args.published)
        print(json.dumps(doc, ensure_ascii=False, indent=2))
        return 0
    _, result, events = read_one(args.path, gazetteer, geonames, _geocoder(args), args.published)
    for p in result.places:
        print(f"{p.start:>6} {p.surface!r:32} -> {p.place.name} ({p.place.kind}, {p.place.country_code}) "
              f"{p.place.lat:.4f},{p.place.lon:.4f} [{p.resolver} {p.confidence:.2f}]")
    for e in events:
        when = e.date.iso() if e.date else "?"
        print(f"{e.event_type:15} {when:10} {e.place or '?':30} {', '.join(e.actors)}")
    return 0


def article_json(article) -> dict:
    return {"id": article.id, "path": article.path, "title": article.title, "outlet": article.outlet,
            "url": article.url, "published": article.published.isoformat() if article.published else None,
            "published_precision": article.published_precision, "chars": len(article.text)}


def cmd_build(args: argparse.Namespace) -> int:
    from .export import write_outputs

    gazetteer = load_gazetteer(args.gazetteer)
    paths = _article_paths([args.articles])
    geonames = None if args.no_geonames else GeoNames()
    cache = None if args.no_cache else ExtractionCache.in_cache_dir(extraction_context(gazetteer, geonames))
    with _progress(len(paths)) as bar, cache or nullcontext(), \
            build_on_disk(paths, gazetteer, published=args.published, geonames=geonames, geocoder=_geocoder(args),
                          progress=lambda n, total: bar.update(1), cache=cache,
                          jobs=worker_count(args.jobs, len(paths))) as built:
        bar.close()
        written = write_outputs(built.events, built.routes, args.out)
        reused = f" ({cache.hits} unchanged, from the cache)" if cache is not None and cache.hits else ""
        print(f"{len(paths) - len(built.errors)} article(s){reused}, {len(built.events)} event(s), "
              f"{len(built.routes)} route(s) -> " + ", ".join(str(p) for p in written))
    for err in built.errors:
        print(f"skipped: {err}", file=sys.stderr)
    return 1 if built.errors and args.strict else 0


def _progress(total: int):
    from tqdm import tqdm

    return tqdm(total=total, unit="article", file=sys.stderr, disable=total < 50 or not sys.stderr.isatty())


def cmd_unresolved(args: argparse.Namespace) -> int:
    gazetteer = load_gazetteer(args.gazetteer)
    geonames = None if args.no_geonames else GeoNames()
    counts: Counter[str] = Counter()
    for path in _article_paths(args.paths):
        try:
            meta = articles_mod.read_metadata(path.parent).get(path.name)
            article = articles_mod.load_article(path, metadata=meta)
        except GeoError as err:
            print(f"skipped: {err}", file=sys.stderr)
            continue
        counts.update(m.surface for m in unresolved_mentions(masked_text(article), gazetteer, geonames=geonames))
    for surface, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:5}  {surface}")
    return 0


def cmd_gazetteer_check(args: argparse.Namespace) -> int:
    path = args.path or args.gazetteer
    problems = check_gazetteer(path)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) in {path}", file=sys.stderr)
        return 1
    print(f"{path}: OK, {len(load_gazetteer(path))} places")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    commands = {"extract": cmd_extract, "build": cmd_build, "unresolved": cmd_unresolved,
                "gazetteer": cmd_gazetteer_check}
    try:
        return commands[args.command](args)
    except GeoError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
