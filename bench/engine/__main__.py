"""Engine benchmark: complete games per second, cost of apply, and of view_for + JSON per window.

Run from the repository root: ``python -m bench.engine [--games N]``. Prints
absolute figures and ratios against bare baselines measured in the same run:
one ``dataclasses.replace`` of the state (the least an immutable update can
cost) for ``apply``, and ``json.dumps`` of the finished view for ``view_for``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import time
from dataclasses import replace

from decrypto_qt.engine import apply, view_for
from tests.helpers.random_play import play_to_end, random_setup, windows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    t0 = time.perf_counter()
    games = []
    for _ in range(args.games):
        setup = random_setup(rng)
        games.append((setup, *play_to_end(setup, rng)))
    elapsed = time.perf_counter() - t0
    attempts = sum(len(steps) for *_, steps in games)
    applied = sum(len(log) for _, _, log, _ in games)

    apply_ns: list[float] = []
    bare_ns: list[float] = []
    for _, _, _, steps in games[:300]:
        for step in steps:
            if step.error is not None:
                continue
            t = time.perf_counter_ns()
            apply(step.before, step.action, step.now)
            apply_ns.append(time.perf_counter_ns() - t)
            t = time.perf_counter_ns()
            replace(step.before, version=step.before.version + 1)
            bare_ns.append(time.perf_counter_ns() - t)

    view_ns: list[float] = []
    dumps_ns: list[float] = []
    sizes: list[int] = []
    for _, _, _, steps in games[:200]:
        for step in steps[:: max(1, len(steps) // 10)]:
            for window in windows(step.after):
                t = time.perf_counter_ns()
                view = view_for(step.after, window)
                text = json.dumps(view, separators=(",", ":"), ensure_ascii=False)
                view_ns.append(time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                json.dumps(view, separators=(",", ":"), ensure_ascii=False)
                dumps_ns.append(time.perf_counter_ns() - t)
                sizes.append(len(text.encode()))

    def us(ns: float) -> str:
        return f"{ns / 1000:8.1f} µs"

    py = platform.python_version()
    print(f"decrypto_qt engine benchmark — Python {py}, {platform.machine()}")
    print(
        f"random complete games:   {args.games / elapsed:8.0f} games/s "
        f"({args.games} games, {attempts} attempted / {applied} applied actions, "
        f"{elapsed:.2f} s, legal and illegal moves, driver included)"
    )
    print(
        f"apply (one action):      median {us(statistics.median(apply_ns))}, "
        f"p99 {us(percentile(apply_ns, 0.99))}"
    )
    print(
        f"  bare replace(state):   median {us(statistics.median(bare_ns))}, "
        f"p99 {us(percentile(bare_ns, 0.99))}"
    )
    ratio = statistics.median(apply_ns) / statistics.median(bare_ns)
    print(f"  ratio (median):        {ratio:8.1f}×")
    print(
        f"view_for + JSON/window:  median {us(statistics.median(view_ns))}, "
        f"p99 {us(percentile(view_ns, 0.99))}  ({len(view_ns)} views, "
        f"median {statistics.median(sizes):.0f} B, max {max(sizes)} B)"
    )
    print(
        f"  bare json.dumps(view): median {us(statistics.median(dumps_ns))}, "
        f"p99 {us(percentile(dumps_ns, 0.99))}"
    )
    ratio = statistics.median(view_ns) / statistics.median(dumps_ns)
    print(f"  ratio (median):        {ratio:8.1f}×")


if __name__ == "__main__":
    main()
