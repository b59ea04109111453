"""Per-stage timing of the pipeline on the generated bench corpus (run bench_build.py first).

Run: python bench/profile_stages.py [N]
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from geo import articles
from geo.events import extract_events, merge_duplicate_events
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.pipeline import extract_places
from geo.routes import link_routes


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    paths = sorted((ROOT / "bench" / "corpus").glob("*.txt"))[:n]
    g = load_gazetteer(ROOT / "data" / "gazetteer.csv")
    gn = GeoNames()
    gn.candidates("warm")
    spent: dict[str, float] = defaultdict(float)
    events = []

    def timed(stage, fn, *a, **k):
        t0 = time.perf_counter()
        out = fn(*a, **k)
        spent[stage] += time.perf_counter() - t0
        return out

    for p in paths:
        art = timed("load+clean", articles.load_article, p)
        places = timed("places", extract_places, art, g, geonames=gn)
        sents = timed("sentences", articles.split_sentences, art)
        events.extend(timed("events", extract_events, art, sents, places))
    merged = timed("merge", merge_duplicate_events, events)
    timed("routes", link_routes, merged)
    total = sum(spent.values())
    for stage, sec in spent.items():
        print(f"{stage:12} {sec / len(paths) * 1000:8.2f} ms/article  {sec / total:6.1%}")
    print(f"{'total':12} {total / len(paths) * 1000:8.2f} ms/article -> {len(paths) / total:,.0f} articles/s")


if __name__ == "__main__":
    main()
