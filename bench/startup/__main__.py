"""Start-up benchmark: launch → first paint of the start window, and memory at that moment.

Run from the repository root: ``python -m bench.startup [--runs N]``. Every run
is a fresh process, measured from outside: the parent reads ``time.monotonic_ns()``
just before ``subprocess.Popen``, and the child prints the same clock
(CLOCK_MONOTONIC, shared by all processes on Linux) when its window's first frame is
painted, then leaves with ``os._exit(0)`` so that teardown is not measured
(bench/startup/probe.py). Children run with ``QT_QPA_PLATFORM=offscreen``, and with
``XDG_CONFIG_HOME`` and ``DECRYPTO_QT_DATA_DIR`` in a temporary folder, so the user's
settings are neither read nor touched. The kinds of run alternate within each round
(and the order reverses every other round) so that drift affects them all alike; a
warm-up round, not counted, fills the disk cache first.

- bare: a PySide6 QMainWindow with a QLabel (bench/startup/bare.py), the baseline;
- app: ``decrypto-qt`` with no arguments, up to the start window's first frame;
- app, no browsing (what-if): the same, with the start window's LAN browsing not
  started, as if it were deferred until after the first paint;
- for context: ``python -c pass`` and ``python -m decrypto_qt --version``, launch → exit;
- memory: VmRSS at the first frame, the same processes;
- a client in a game (``--join-runs``, 0 to skip): ``decrypto-qt join`` on a headless
  host with three bots, up to the team window's first frame with the game's view;
- what the app has loaded at its first paint that the bare window has not: Python
  modules by package, shared libraries, and (from one more run under
  ``python -X importtime``) the import time they cost.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from decrypto_qt import __version__

PY = sys.executable
ROOT = Path(__file__).resolve().parents[2]
MARKER = "PAINTED "

BARE = "bare"
APP = "app"
NO_BROWSE = "app-no-browse"
PAINTED = {
    BARE: [PY, "-m", "bench.startup.bare"],
    APP: [PY, "-m", "bench.startup.probe", "app"],
    NO_BROWSE: [PY, "-m", "bench.startup.probe", "app-no-browse"],
}
EXITED = {
    "python -c pass": [PY, "-c", "pass"],
    "decrypto-qt --version": [PY, "-m", "decrypto_qt", "--version"],
}
LABELS = {
    BARE: "bare PySide6 window",
    APP: "app start window",
    NO_BROWSE: "app, no browsing (what-if)",
}
PHASES = (
    ("interpreter", "launch", "main"),
    ("imports", "main", "imported"),
    ("QApplication", "imported", "qapp"),
    ("build+show", "qapp", "show"),
    ("show→paint", "show", "paint"),
    ("draw frame", "paint", "frame"),
)
TOP = 12
WATCHED = ("zeroconf", "ifaddr", "decrypto_qt.engine", "decrypto_qt.net", "decrypto_qt.protocol")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def child_env(tmp: Path) -> dict[str, str]:
    (tmp / "config").mkdir(exist_ok=True)
    (tmp / "data").mkdir(exist_ok=True)
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp / "config"),
        DECRYPTO_QT_DATA_DIR=str(tmp / "data"),
    )


def painted(cmd: list[str], env: dict[str, str]) -> dict[str, Any]:
    """One child up to its first frame: its report, with the launch time added."""
    launch = time.monotonic_ns()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    out, err = proc.communicate(timeout=120)
    for line in out.splitlines():
        if line.startswith(MARKER):
            report: dict[str, Any] = json.loads(line[len(MARKER) :])
            report["marks"]["launch"] = launch
            return report
    raise RuntimeError(f"{' '.join(cmd[1:])} did not paint (exit {proc.returncode}):\n{err}")


def exited(cmd: list[str], env: dict[str, str]) -> float:
    """Launch → exit of one child, in ms."""
    launch = time.monotonic_ns()
    subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, check=True)
    return (time.monotonic_ns() - launch) / 1e6


def ms(report: dict[str, Any], start: str, end: str) -> float:
    marks = report["marks"]
    return float(marks[end] - marks[start]) / 1e6


def host_process(env: dict[str, str]) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [
            *(PY, "-m", "decrypto_qt", "host", "--headless", "--interface", "127.0.0.1"),
            *("--no-discovery", "--start-at", "4", "--timer", "off"),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if "port:" in line:
            return proc, int(line.split("port:")[1].split()[0])
    raise RuntimeError("the host did not start")


def client_in_game(env: dict[str, str]) -> dict[str, Any]:
    """``decrypto-qt join`` as the fourth player of a game with three bots."""
    host, port = host_process(env)
    # The bots wait before acting, so the probe draws the game's first view.
    bots = subprocess.Popen(
        [
            *(PY, "-m", "decrypto_qt", "bot", "--join", f"127.0.0.1:{port}"),
            *("--count", "3", "--delay", "30"),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(1.0)  # let the bots sit down first
        return painted([PY, "-m", "bench.startup.probe", "join", f"127.0.0.1:{port}"], env)
    finally:
        for p in (bots, host):
            p.terminate()
            p.wait(10)


def import_times(env: dict[str, str]) -> dict[str, tuple[int, int]]:
    """Self and cumulative import time (µs) of each module, from one app run."""
    proc = subprocess.run(
        [PY, "-X", "importtime", *PAINTED[APP][1:]],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    times: dict[str, tuple[int, int]] = {}
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line[len("import time:") :].split("|")
        times.setdefault(name.strip(), (int(own), int(cumulative)))
    return times


def group(name: str) -> str:
    """``decrypto_qt.ui.app`` → ``decrypto_qt.ui``; ``zeroconf._core`` → ``zeroconf``."""
    parts = name.split(".")
    return ".".join(parts[:2]) if parts[0] == "decrypto_qt" and len(parts) > 2 else parts[0]


def row(label: str, values: list[float], unit: str = "ms") -> str:
    return (
        f"  {label:<30} {statistics.median(values):>8.1f} {pct(values, 0.9):>8.1f} "
        f"{min(values):>8.1f} {unit}"
    )


def verdict(ratio: float, target: float) -> str:
    return f"target ≤ {target}×: {'met' if ratio <= target else 'NOT met'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15, help="runs of each kind (default 15)")
    parser.add_argument("--warmup", type=int, default=1, help="uncounted rounds first")
    parser.add_argument(
        "--join-runs", type=int, default=3, help="runs of the client in a game (0: skip)"
    )
    args = parser.parse_args()
    from PySide6 import __version__ as pyside_version

    print(
        f"decrypto_qt start-up benchmark — {__version__}, Python {sys.version.split()[0]}, "
        f"PySide6 {pyside_version}, QT_QPA_PLATFORM=offscreen, {args.runs} runs of each "
        f"(+{args.warmup} warm-up)"
    )
    tmp_dir = tempfile.TemporaryDirectory()
    env = child_env(Path(tmp_dir.name))
    reports: dict[str, list[dict[str, Any]]] = {kind: [] for kind in PAINTED}
    wall: dict[str, list[float]] = {kind: [] for kind in EXITED}
    kinds = [*PAINTED, *EXITED]
    for r in range(args.warmup + args.runs):
        for kind in kinds if r % 2 == 0 else reversed(kinds):
            if kind in PAINTED:
                report = painted(PAINTED[kind], env)
                if r >= args.warmup:
                    reports[kind].append(report)
            else:
                took = exited(EXITED[kind], env)
                if r >= args.warmup:
                    wall[kind].append(took)

    start_up = {k: [ms(rep, "launch", "paint") for rep in reps] for k, reps in reports.items()}
    framed = {k: [ms(rep, "launch", "frame") for rep in reps] for k, reps in reports.items()}
    print("\nlaunch → first paint event of the window (fresh process each run)")
    print(f"  {'':<30} {'median':>8} {'p90':>8} {'min':>8}")
    for kind in EXITED:
        print(row(f"{kind} (to exit)", wall[kind]))
    for kind in PAINTED:
        print(row(LABELS[kind], start_up[kind]))
    bare_ms = statistics.median(start_up[BARE])
    for kind in (APP, NO_BROWSE):
        ratio = statistics.median(start_up[kind]) / bare_ms
        p90 = pct(start_up[kind], 0.9) / pct(start_up[BARE], 0.9)
        note = verdict(ratio, 1.5) if kind == APP else "what-if"
        print(
            f"  ratio {LABELS[kind]}/bare: median {ratio:.2f}×, p90 {p90:.2f}× "
            f"(+{statistics.median(start_up[kind]) - bare_ms:.0f} ms) — {note}"
        )
    print("launch → first frame drawn (after the window's widgets have all painted)")
    for kind in PAINTED:
        print(row(LABELS[kind], framed[kind]))
    ratio = statistics.median(framed[APP]) / statistics.median(framed[BARE])
    print(f"  ratio app/bare: median {ratio:.2f}× — {verdict(ratio, 1.5)}")

    print("\nwhere the time goes (medians, ms)")
    print(f"  {'':<30}" + "".join(f"{name:>13}" for name, _, _ in PHASES))
    for kind in PAINTED:
        cells = [statistics.median(ms(rep, a, b) for rep in reports[kind]) for _, a, b in PHASES]
        print(f"  {LABELS[kind]:<30}" + "".join(f"{c:>13.1f}" for c in cells))
    print(
        "  interpreter: launch → the probe's first line (fork/exec, Python, site, runpy);"
        " imports: Qt and the\n  app's modules; QApplication: created (app: and the command"
        " line parsed); build+show: prefs,\n  language, window built and shown; show→paint:"
        " first layout, queued calls, expose"
    )
    print("calls the start window queued after show() that ran before its first paint (app):")
    for name in ("install_fonts", "start_browsing"):
        durations = [
            (c["end"] - c["start"]) / 1e6
            for rep in reports[APP]
            for c in rep["calls"]
            if c["name"] == name and c["start"] < rep["marks"]["paint"]
        ]
        runs = sum(
            any(c["name"] == name and c["start"] < rep["marks"]["paint"] for c in rep["calls"])
            for rep in reports[APP]
        )
        summary = f"median {statistics.median(durations):.1f} ms" if durations else "—"
        print(f"  {name:<16} before paint in {runs}/{len(reports[APP])} runs, {summary}")

    print("\nmemory at the first frame (VmRSS, median of the same runs)")
    print(f"  {'':<30} {'RSS':>9} {'anon':>9} {'file':>9} {'peak':>9} {'threads':>8}")
    rss: dict[str, float] = {}
    for kind in PAINTED:
        reps = reports[kind]
        rss[kind] = statistics.median(rep["rss_kib"] for rep in reps)
        cells = [statistics.median(rep[k] for rep in reps) / 1024 for k in ("anon_kib", "file_kib")]
        peak = statistics.median(rep["hwm_kib"] for rep in reps) / 1024
        threads = statistics.median(rep["threads"] for rep in reps)
        print(
            f"  {LABELS[kind]:<30} {rss[kind] / 1024:>5.1f} MiB {cells[0]:>5.1f} MiB "
            f"{cells[1]:>5.1f} MiB {peak:>5.1f} MiB {threads:>8.0f}"
        )
    for kind in (APP, NO_BROWSE):
        ratio = rss[kind] / rss[BARE]
        note = verdict(ratio, 1.3) if kind == APP else "what-if"
        print(
            f"  ratio {LABELS[kind]}/bare: {ratio:.2f}× "
            f"(+{(rss[kind] - rss[BARE]) / 1024:.1f} MiB) — {note}"
        )
    if args.join_runs > 0:
        joined = [client_in_game(env) for _ in range(args.join_runs)]
        j_rss = statistics.median(rep["rss_kib"] for rep in joined)
        print(
            f"  client in a game (decrypto-qt join, team window with the first view, "
            f"{len(joined)} runs): {j_rss / 1024:.1f} MiB, "
            f"{statistics.median(rep['threads'] for rep in joined):.0f} threads, ratio to "
            f"bare {j_rss / rss[BARE]:.2f}×; launch → that frame "
            f"{statistics.median(ms(rep, 'launch', 'frame') for rep in joined):.0f} ms "
            "(includes joining and the game starting)"
        )

    bare_modules = set(reports[BARE][0]["modules"])
    print("\nloaded at the first paint, by the app and not by the bare window")
    for kind in (APP, NO_BROWSE):
        loaded = set(reports[kind][0]["modules"])
        flags = ", ".join(
            f"{w} {'yes' if any(m == w or m.startswith(w + '.') for m in loaded) else 'no'}"
            for w in WATCHED
        )
        print(f"  {LABELS[kind]}: {len(loaded - bare_modules)} more modules; {flags}")
    extra = sorted(set(reports[APP][0]["modules"]) - bare_modules)
    times = import_times(env)
    by_group: dict[str, list[str]] = defaultdict(list)
    for name in extra:
        by_group[group(name)].append(name)
    cost = {g: sum(times.get(m, (0, 0))[0] for m in names) for g, names in by_group.items()}
    print(
        "  app modules by package: count, import time (sum of self times, one more app run "
        f"under -X importtime, which inflates them; {sum(cost.values()) / 1000:.0f} ms in all)"
    )
    ranked = sorted(by_group, key=lambda g: -cost[g])
    for g in ranked[:TOP]:
        names = by_group[g]
        shown = ", ".join(n.rsplit(".", 1)[-1] for n in names[:6] if n != g)
        more = f" …+{len(names) - 6}" if len(names) > 6 else ""
        print(f"    {g:<22} {len(names):>4} {cost[g] / 1000:>7.1f} ms  {shown}{more}")
    rest = ranked[TOP:]
    if rest:
        print(
            f"    {len(rest)} more packages, {sum(len(by_group[g]) for g in rest)} modules, "
            f"{sum(cost[g] for g in rest) / 1000:.1f} ms: {', '.join(rest)}"
        )
    own = sorted((m for m in times if m.startswith("decrypto_qt")), key=lambda m: -times[m][0])
    print("  the app's own modules, self import time (includes the Qt classes they first touch):")
    print(
        "    "
        + ", ".join(f"{m.removeprefix('decrypto_qt.')} {times[m][0] / 1000:.1f} ms" for m in own)
    )
    bare_libs = set(reports[BARE][0]["libraries"])
    for kind in (APP, NO_BROWSE):
        libs = sorted(set(reports[kind][0]["libraries"]) - bare_libs)
        python_ext = [lib for lib in libs if "cpython-" in lib]
        native = [lib for lib in libs if lib not in python_ext]
        print(
            f"  shared objects mapped by the {LABELS[kind]} and not by the bare window: "
            f"{len(python_ext)} Python extension modules; {', '.join(native) or 'no other'}"
        )
    for kind in PAINTED:
        names = reports[kind][0]["thread_names"]
        counted = ", ".join(f"{n} ×{names.count(n)}" for n in sorted(set(names)))
        print(f"  threads of the {LABELS[kind]}: {counted}")
    languages = {rep.get("language") for rep in reports[APP]}
    print(f"  app language in these runs: {', '.join(sorted(str(x) for x in languages))}")
    tmp_dir.cleanup()


if __name__ == "__main__":
    main()
