"""Python heap (tracemalloc) of `build` on the generated bench corpus: what grows with the corpus.

Run: python bench/trace_build_heap.py [N ...]   (after bench_build.py made bench/corpus; default 500 4000)
Each N runs in a fresh process; tracing slows the build about twofold, so its time means nothing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RUN = """
import sys, tempfile, tracemalloc
from pathlib import Path
sys.path.insert(0, {root!r})
import pandas  # imported by the export anyway: kept out of the traced figures
from geo.export import write_outputs
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.pipeline import build_on_disk
paths = sorted(Path({root!r}, "bench", "corpus").glob("*.txt"))[:{n}]
g = load_gazetteer(Path({root!r}, "data", "gazetteer.csv")); gn = GeoNames(); gn.candidates("warm")
tracemalloc.start(1)
with build_on_disk(paths, g, geonames=gn) as built, tempfile.TemporaryDirectory() as out:
    build_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.reset_peak()
    write_outputs(built.events, built.routes, Path(out))
    write_peak = tracemalloc.get_traced_memory()[1]
print(f"{{len(paths)}} articles, {{len(built.events)}} events: heap peak {{build_peak / 1e6:.1f}} MB "
      f"while building, {{write_peak / 1e6:.1f}} MB while writing")
"""


def main() -> None:
    for n in [int(a) for a in sys.argv[1:]] or [500, 4000]:
        proc = subprocess.run([sys.executable, "-c", RUN.format(root=str(ROOT), n=n)],
                              capture_output=True, text=True, check=True)
        print(proc.stdout.strip())


if __name__ == "__main__":
    main()
