"""Benchmark: gazetteer load + matcher build (cold, in a fresh process) and matching throughput.

Run: python bench/bench_gazetteer.py    (writes bench/results/gazetteer.txt)
Targets (issue #2): load + build < 1 s cold; matching >= 5 MB of article text per second on one core.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COLD = """
import time
t0 = time.perf_counter()
from geo.gazetteer import load_gazetteer
g = load_gazetteer({path!r})
g.find_names("warm the automaton: Cúcuta")
print(time.perf_counter() - t0)
"""


def cold_load_seconds(runs: int = 5) -> list[float]:
    code = COLD.format(path=str(ROOT / "data" / "gazetteer.csv"))
    return [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 check=True, cwd=ROOT).stdout) for _ in range(runs)]


def seed_text() -> str:
    return "\n\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "seeds").glob("*.txt")))


def matching_rate(megabytes: float = 8.0) -> tuple[float, float, int]:
    from geo.gazetteer import load_gazetteer

    gazetteer = load_gazetteer(ROOT / "data" / "gazetteer.csv")
    base = seed_text()
    text = base * max(1, int(megabytes * 1_000_000 / len(base.encode("utf-8"))))
    size_mb = len(text.encode("utf-8")) / 1_000_000
    t0 = time.perf_counter()
    found = gazetteer.find_names(text)
    return size_mb, size_mb / (time.perf_counter() - t0), len(found)


def main() -> None:
    cold = cold_load_seconds()
    size, rate, n = matching_rate()
    lines = [
        f"gazetteer load + matcher build, cold process (median of {len(cold)}): "
        f"{statistics.median(cold):.3f} s (target < 1 s)",
        "  (includes Python imports of geo, geopy, pyahocorasick; runs: "
        + ", ".join(f"{c:.3f}" for c in cold) + ")",
        f"matching: {size:.1f} MB in one call, {rate:.1f} MB/s, {n} mentions (target >= 5 MB/s)",
    ]
    out = ROOT / "bench" / "results" / "gazetteer.txt"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
