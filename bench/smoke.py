"""Every benchmark in its short mode, for CI: does each one still run to its figures?

``python -m bench.smoke [NAME ...]`` runs the benchmarks below (or those named) one
after the other, each as a subprocess with a few samples and a time limit, and prints
their figures. The figures are not judged: a short run on a shared machine says
nothing about the targets (run a benchmark in full for that). The exit status is 1 if
any benchmark crashed (a non-zero exit) or overran its time limit, so a benchmark that
stops working fails the build instead of rotting unseen. One whose prerequisite is
missing here (a built bundle, Chromium, mutmut) is skipped with the reason; under CI
(``CI`` set) a missing Chromium is a failure, as in the browser tests.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "decrypto-qt" / "decrypto-qt"


def _no_bundle() -> str | None:
    if BUNDLE.exists():
        return None
    return f"no bundle at {BUNDLE.relative_to(ROOT)} (bash packaging/build.sh builds it)"


def _no_chromium() -> str | None:
    if shutil.which("chromium") and shutil.which("chromedriver"):
        return None
    if os.environ.get("CI"):
        return None  # CI installs them: let the benchmark fail if they are not there
    return "chromium and chromium-driver are not installed"


def _no_mutmut() -> str | None:
    if importlib.util.find_spec("mutmut") is not None:
        return None
    return "mutmut is not installed (pip install mutmut)"


NOT_BENCHMARKS = frozenset(
    {
        "bench.smoke",
        # Started by a benchmark, as its host, baseline or probe.
        "bench.network.bare",
        "bench.network.class_bare",
        "bench.network.class_host",
        "bench.network.fan_host",
        "bench.network.probe",
        "bench.startup.bare",
        "bench.startup.probe",
        # Draw the clue sets' keywords once; they print no figures.
        "bench.ai.data.draw",
        "bench.ai.data.draw_dev",
        "bench.ai.data.draw_outside",
        "bench.ai.data.draw_broad_outside",
        "bench.ai.data.draw_dev_outside",
    }
)
"""The runnable modules of bench/ that are not benchmarks (a test checks that every
other one has a short run here)."""


@dataclass(frozen=True)
class Benchmark:
    """One benchmark's short run.

    Attributes:
        name: what it is called on the command line of this script.
        args: the arguments after ``python``: the module and its short-mode options.
        limit: seconds before it counts as hung (about 3× its time on a 2-core machine).
        missing: why it cannot run here, or ``None`` when it can.
    """

    name: str
    args: tuple[str, ...]
    limit: float
    missing: Callable[[], str | None] = lambda: None


def benchmarks(scratch: Path) -> tuple[Benchmark, ...]:
    """Every benchmark of bench/, in its short mode (``scratch``: a folder for their files)."""
    return (
        Benchmark("engine", ("-m", "bench.engine", "--games", "20"), 60),
        Benchmark("ai", ("-m", "bench.ai", "--quick"), 90),
        Benchmark("ai.dev", ("-m", "bench.ai.dev", "--quick"), 60),
        Benchmark("ai.ready", ("-m", "bench.ai.ready", "--runs", "1"), 60),
        Benchmark("ai.blind", ("-m", "bench.ai.blind"), 30),  # scores the readings kept
        Benchmark(
            "startup",
            ("-m", "bench.startup", "--runs", "1", "--warmup", "0", "--join-runs", "1"),
            90,
        ),
        # The discovery part needs root and `ip netns`; it says so and goes on without them.
        Benchmark("network", ("-m", "bench.network", "--quick"), 90),
        Benchmark(
            "network.classroom",
            ("-m", "bench.network.classroom", "--tables", "2", "--players", "4", "--seconds", "5"),
            90,
        ),
        Benchmark("network.attacks", ("-m", "bench.network.attacks", "--quick"), 90),
        Benchmark("web_page", ("-m", "bench.web_page", "--runs", "1"), 90, _no_chromium),
        Benchmark(
            "bundle", ("-m", "bench.bundle", "--runs", "1", "--bundle", str(BUNDLE)), 60, _no_bundle
        ),
        Benchmark(
            "mutation",
            (
                "-m",
                "bench.mutation",
                "--names",
                "decrypto_qt.engine.codes.*__mutmut_1",  # one mutant of each function there
                "--no-diffs",
                "--workdir",
                str(scratch / "mutation"),
            ),
            150,
            _no_mutmut,
        ),
    )


def run(bench: Benchmark) -> tuple[str, float]:
    """Run one benchmark; its outcome (``ok``, ``skipped: …``, ``FAILED …``) and seconds."""
    why = bench.missing()
    if why:
        return f"skipped: {why}", 0.0
    started = time.monotonic()
    # A session of its own, so that a hung benchmark goes with the hosts it started.
    proc = subprocess.Popen(
        [sys.executable, *bench.args], cwd=ROOT, start_new_session=True, stdin=subprocess.DEVNULL
    )
    try:
        code = proc.wait(timeout=bench.limit)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return f"FAILED: still running after {bench.limit:.0f} s", time.monotonic() - started
    took = time.monotonic() - started
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)  # whatever it left running
    if code != 0:
        return f"FAILED: exit status {code}", took
    return "ok", took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these benchmarks")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="decrypto-bench-smoke-") as tmp:
        chosen = benchmarks(Path(tmp))
        unknown = set(args.names) - {b.name for b in chosen}
        if unknown:
            parser.error(f"no such benchmark: {', '.join(sorted(unknown))}")
        if args.names:
            chosen = tuple(b for b in chosen if b.name in args.names)
        outcomes: list[tuple[Benchmark, str, float]] = []
        started = time.monotonic()
        for bench in chosen:
            print(f"\n== {bench.name}: python {' '.join(bench.args)}", flush=True)
            outcome, took = run(bench)
            print(f"-- {bench.name}: {outcome}" + (f" ({took:.0f} s)" if took else ""), flush=True)
            outcomes.append((bench, outcome, took))
    total = time.monotonic() - started
    print(f"\nbenchmarks in short mode (figures not judged), {total:.0f} s in all:")
    for bench, outcome, took in outcomes:
        print(f"  {bench.name:<18} {outcome}" + (f" ({took:.0f} s)" if took else ""))
    return 1 if any(outcome.startswith("FAILED") for _, outcome, _ in outcomes) else 0


if __name__ == "__main__":
    raise SystemExit(main())
