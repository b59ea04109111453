"""Benchmark: `python -m geo build` throughput and memory on a generated corpus of seed-sized articles.

Run: python bench/bench_build.py [N]    (default 2000; writes bench/results/build.txt)
Target (issue #3): >= 1,000 seed-sized articles a second on one core; memory that does not grow
with the corpus. The corpus of 4 N articles is generated into bench/corpus/ from the seeds with
places, names, days and numbers varied, so deduplication does not collapse it; the build runs
in a fresh process on the first N/4, N and 4 N of them, and each run reports its peak RSS.
The N articles are then built in one process per core (what `python -m geo build` does by
default; the output is the same), and twice more with an extraction cache in a fresh folder: the first
build fills it, the second (a rebuild of an unchanged corpus, what `python -m geo build` does by
default) reads every article's events from it; and once more after a tenth of them were edited.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from geo.workers import available_cores  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "bench" / "corpus"
TOWNS = ["Cúcuta", "Villa del Rosario", "San Antonio del Táchira", "Ureña", "Maicao", "Pacaraima",
         "Arauca", "Puerto Santander", "Paraguachón", "Santa Elena de Uairén", "Boa Vista", "Riohacha"]
SURNAMES = ["Torres", "Mora", "Gonzalez", "Pérez", "Rojas", "Díaz", "Castillo", "Vargas", "Rivas"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July"]


def _seed_bodies() -> list[str]:
    bodies = []
    for path in sorted((ROOT / "seeds").glob("*.txt")):
        bodies.append(path.read_text(encoding="utf-8"))
    return bodies


def generate(n: int, directory: Path = CORPUS, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("*.txt"):
        old.unlink()
    bodies = _seed_bodies()
    paths = []
    for i in range(n):
        text = bodies[i % len(bodies)]
        text = re.sub(r"Cúcuta|Cucuta", lambda _: rng.choice(TOWNS), text)
        text = re.sub(r"Torres|Mora|Solano", lambda _: rng.choice(SURNAMES), text)
        text = re.sub(r"\b(February|April) (\d+)", lambda m: f"{rng.choice(MONTHS)} {rng.randint(1, 28)}", text)
        header = f"Title: Generated article {i}\nPublished: 2019-{rng.randint(3, 12):02d}-{rng.randint(1, 28):02d}\nOutlet: Bench Wire {i % 7}\n\n"
        path = directory / f"bench_{i:05d}.txt"
        path.write_text(header + text, encoding="utf-8")
        paths.append(path)
    return paths


RUN = """
import json, resource, sys, time
from pathlib import Path
sys.path.insert(0, {root!r})
from geo.gazetteer import load_gazetteer
from geo.geonames import GeoNames
from geo.pipeline import build_on_disk
from geo.export import write_outputs
from geo.store import ExtractionCache, extraction_context
paths = sorted(Path({corpus!r}).glob("*.txt"))[:{n}]
g = load_gazetteer(Path({root!r}) / "data" / "gazetteer.csv")
gn = GeoNames(); gn.candidates("warm")
t0 = time.perf_counter()
cache = ExtractionCache(Path({cache!r}), extraction_context(g, gn)) if {cache!r} else None
with build_on_disk(paths, g, geonames=gn, cache=cache, jobs={jobs}) as built:  # what `python -m geo build` runs
    write_outputs(built.events, built.routes, Path({out!r}))
hits = cache.hits if cache else 0
if cache: cache.close()
dt = time.perf_counter() - t0
print(json.dumps({{"n": len(paths), "seconds": dt, "events": len(built.events), "hits": hits,
                  "routes": len(built.routes), "errors": len(built.errors),
                  "maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def run(n: int, cache: Path | None = None, jobs: int = 1) -> dict:
    code = RUN.format(root=str(ROOT), corpus=str(CORPUS), n=n, out=str(ROOT / "bench" / "out"),
                      cache=str(cache) if cache else "", jobs=jobs)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _cached_runs(n: int, paths: list[Path]) -> list[tuple[str, dict]]:
    """Build the first n articles with a fresh extraction cache: filling it, reading it back, then
    after a tenth of the articles were edited (each gets one more sentence)."""
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder) / "extractions.sqlite"
        runs = [("build filling the cache", run(n, cache)), ("rebuild, nothing changed", run(n, cache))]
        for path in paths[::10]:
            with path.open("a", encoding="utf-8") as handle:
                handle.write("\nTwo army sergeants crossed the Táchira River into Colombia on Sunday.\n")
        runs.append(("rebuild, a tenth edited", run(n, cache)))
    return runs


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    sizes = [max(1, n // 4), n, 4 * n]
    paths = generate(sizes[-1])
    size_kb = sum(p.stat().st_size for p in paths) / len(paths) / 1000
    runs = [run(size) for size in sizes]
    full = runs[1]
    rate = full["n"] / full["seconds"]
    cores = available_cores()
    parallel = run(n, jobs=cores)
    cached = _cached_runs(n, paths[:n])
    peaks = ", ".join(f"{r['maxrss_mb']:.0f} MB for {r['n']} articles ({r['events']} events)" for r in runs)
    lines = [
        f"corpus: {sizes[-1]} generated articles, mean {size_kb:.1f} kB (seeds: 5.8-13 kB)",
        (f"build: {full['n']} articles in {full['seconds']:.2f} s = {rate:,.0f} articles/s on one core "
         f"(target >= 1,000/s); {full['events']} events, {full['routes']} routes"),
        f"peak RSS: {peaks}",
        (f"build in {cores} processes (--jobs 0 on this {cores}-core machine): {parallel['n']} articles in "
         f"{parallel['seconds']:.2f} s = {parallel['n'] / parallel['seconds']:,.0f} articles/s, "
         f"{parallel['events']} events (as in one process: {parallel['events'] == full['events']}), "
         f"peak RSS of the main process {parallel['maxrss_mb']:.0f} MB"),
        *(f"{label}: {r['n']} articles in {r['seconds']:.2f} s = {r['n'] / r['seconds']:,.0f} articles/s "
          f"({r['hits']} from the cache, {r['events']} events, peak RSS {r['maxrss_mb']:.0f} MB)"
          for label, r in cached),
    ]
    out = ROOT / "bench" / "results" / "build.txt"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
