"""Per-stage timing of `python -m geo build` on the generated bench corpus (run bench_build.py first).

Run: python bench/profile_stages.py [N]
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from geo import articles
from geo.events import extract_events
from geo.export import write_outputs
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.pipeline import extract_places
from geo.spill import spilled_events


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    paths = sorted((ROOT / "bench" / "corpus").glob("*.txt"))[:n]
    g = load_gazetteer(ROOT / "data" / "gazetteer.csv")
    gn = GeoNames()
    gn.candidates("warm")
    spent: dict[str, float] = defaultdict(float)

    def timed(stage, fn, *a, **k):
        t0 = time.perf_counter()
        out = fn(*a, **k)
        spent[stage] += time.perf_counter() - t0
        return out

    with spilled_events() as spill, tempfile.TemporaryDirectory() as out:
        for p in paths:
            art = timed("load+clean", articles.load_article, p)
            places = timed("places", extract_places, art, g, geonames=gn)
            sents = timed("sentences", articles.split_sentences, art)
            events = timed("events", extract_events, art, sents, places)
            timed("spill", spill.add, events)
        routes = timed("merge+routes", spill.finish)
        timed("write", write_outputs, spill, routes, Path(out))
    total = sum(spent.values())
    for stage, sec in spent.items():
        print(f"{stage:12} {sec / len(paths) * 1000:8.2f} ms/article  {sec / total:6.1%}")
    print(f"{'total':12} {total / len(paths) * 1000:8.2f} ms/article -> {len(paths) / total:,.0f} articles/s")


if __name__ == "__main__":
    main()
