"""What each module-level pattern of geo.events, geo.actors and geo.dates costs in the events stage
over the bench corpus (run bench_build.py first), and how often a text holds its needed strings.

Run: python bench/regex_costs.py [N] [ROWS]

Each row: time spent in the pattern per article, calls, time per call, the share of calls whose
text holds one of the pattern's needed strings (geo.gated; "-" when it has none) and whether the
pattern is gated already. Patterns that cost much per call and whose needed strings are rare are
the ones worth wrapping in `gated(...)`. Timing wraps every pattern in a Python proxy, so the
figures are relative, not the pipeline's own; a gated pattern is timed without its gate, so its row
tells what the gate spares, not what the pattern costs now.
"""

from __future__ import annotations

import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import geo.actors
import geo.dates
import geo.events
from geo import articles
from geo.gated import Gated, needed_strings
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.pipeline import extract_places

spent: Counter[str] = Counter()
calls: Counter[str] = Counter()
held: Counter[str] = Counter()
has_needs: set[str] = set()


class _Timed:
    """A pattern's stand-in that times its calls."""

    def __init__(self, name: str, pattern: re.Pattern[str], needed: frozenset[str] | None) -> None:
        self.name, self.compiled, self.needed = name, pattern, needed

    def __getattr__(self, attribute: str):
        return getattr(self.compiled, attribute)

    def _call(self, method: str, text: str, *args):
        start = time.perf_counter()
        found = getattr(self.compiled, method)(text, *args)
        if method == "finditer":
            found = iter(list(found))
        spent[self.name] += time.perf_counter() - start
        calls[self.name] += 1
        if self.needed and any(s in text.lower() for s in self.needed):
            held[self.name] += 1
        return found

    def search(self, text, *args):
        return self._call("search", text, *args)

    def match(self, text, *args):
        return self._call("match", text, *args)

    def fullmatch(self, text, *args):
        return self._call("fullmatch", text, *args)

    def finditer(self, text, *args):
        return self._call("finditer", text, *args)

    def findall(self, text, *args):
        return self._call("findall", text, *args)

    def split(self, text, *args):
        return self._call("split", text, *args)

    def sub(self, replacement, text, *args):
        start = time.perf_counter()
        found = self.compiled.sub(replacement, text, *args)
        spent[self.name] += time.perf_counter() - start
        calls[self.name] += 1
        return found


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    g = load_gazetteer(ROOT / "data" / "gazetteer.csv")
    gn = GeoNames()
    paths = sorted((ROOT / "bench" / "corpus").glob("*.txt"))[:n]
    ready = [(a, articles.split_sentences(a), extract_places(a, g, geonames=gn))
             for a in (articles.load_article(p) for p in paths)]
    gated = set()
    for module in (geo.events, geo.actors, geo.dates):
        for name, value in list(vars(module).items()):
            label = f"{module.__name__}.{name}"
            if isinstance(value, Gated):
                gated.add(label)
                value = value.compiled
            if isinstance(value, re.Pattern):
                needed = needed_strings(value)
                if needed:
                    has_needs.add(label)
                setattr(module, name, _Timed(label, value, needed))
    for article, sentences, places in ready:
        geo.events.extract_events(article, sentences, places)
    print(f"{'ms/article':>10} {'calls':>8} {'us/call':>8} {'held':>5}  pattern")
    for name, seconds in spent.most_common(rows):
        share = f"{held[name] / calls[name]:.2f}" if name in has_needs else "-"
        print(f"{seconds / n * 1000:10.3f} {calls[name]:8d} {seconds / calls[name] * 1e6:8.1f} {share:>5}  "
              f"{name}{' (gated)' if name in gated else ''}")


if __name__ == "__main__":
    main()
