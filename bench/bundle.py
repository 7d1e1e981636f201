"""Start-up of the built bundle against ``python -m decrypto_qt``, in the same run.

    python -m bench.bundle [--runs 11] [--bundle dist/decrypto-qt/decrypto-qt]

Each run is a fresh process, offscreen, with its own settings and data folders; the
time is launch → the start window's first paint (the app prints it when
DECRYPTO_QT_REPORT_PAINT is set), and launch → exit for ``--version``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def first_paint(cmd: list[str], env: dict[str, str]) -> float:
    start = time.monotonic()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith("first-paint "):
                return float(line.split()[1]) - start
        raise RuntimeError(f"{cmd} exited without painting")
    finally:
        proc.kill()
        proc.wait()


def to_exit(cmd: list[str], env: dict[str, str]) -> float:
    start = time.monotonic()
    subprocess.run(cmd, check=True, capture_output=True, env=env)
    return time.monotonic() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--bundle", type=Path, default=Path("dist/decrypto-qt/decrypto-qt"))
    args = parser.parse_args()
    if not args.bundle.exists():
        sys.exit(f"no bundle at {args.bundle}: build it with bash packaging/build.sh")
    tmp = Path(tempfile.mkdtemp(prefix="decrypto-bundle-bench-"))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        DECRYPTO_QT_REPORT_PAINT="1",
        DECRYPTO_QT_DATA_DIR=str(tmp / "data"),
        XDG_CONFIG_HOME=str(tmp / "config"),
    )
    kinds = {
        "python -m decrypto_qt": [sys.executable, "-m", "decrypto_qt"],
        "bundle": [str(args.bundle.resolve())],
    }
    paint: dict[str, list[float]] = {k: [] for k in kinds}
    version: dict[str, list[float]] = {k: [] for k in kinds}
    for cmd in kinds.values():  # warm the disk cache once
        first_paint(cmd, env)
    for i in range(args.runs):
        order = list(kinds.items()) if i % 2 == 0 else list(reversed(kinds.items()))
        for name, cmd in order:
            paint[name].append(first_paint(cmd, env))
            version[name].append(to_exit([*cmd, "--version"], env))
    files = [f for f in args.bundle.parent.rglob("*") if f.is_file() and not f.is_symlink()]
    size = sum(f.stat().st_size for f in files)
    print(f"bundle: {args.bundle.parent} — {size / 2**20:.0f} MiB in {len(files)} files")
    print(f"{'':24}{'first paint (median)':>22}{'p90':>10}{'--version':>12}")
    for name in kinds:
        p = sorted(paint[name])
        print(
            f"{name:24}{statistics.median(p) * 1000:>19.0f} ms"
            f"{p[int(0.9 * (len(p) - 1))] * 1000:>7.0f} ms"
            f"{statistics.median(version[name]) * 1000:>9.0f} ms"
        )
    ratio = statistics.median(paint["bundle"]) / statistics.median(paint["python -m decrypto_qt"])
    print(f"ratio bundle / python -m decrypto_qt, first paint: {ratio:.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
