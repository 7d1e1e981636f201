"""The class host the classroom benchmark measures: a GameHost with N tables and the
teacher's window (shown, offscreen) following every table, as in a real classroom.

``python -m bench.network.class_host TABLES START_AT``: prints ``port N``; stops at EOF on stdin.
With ``BENCH_PROFILE=FILE`` it writes cProfile statistics of its run to FILE. With
``BENCH_PROBE=1`` it prints, at the end, where the host's time went: per kind of action,
per phase, and phase by phase for the slowest 2% of actions; with ``BENCH_SPANS=FILE`` as
well, it writes when it began and ended handling each action to ``FILE.host``
(``perf_counter`` seconds, the clock the benchmark's bots use, which write their
``[sent, last window]`` pairs to FILE), so an action's time splits into waiting for the
host, handling, and delivery. The probe counts garbage collection inside an action as its
``gc`` phase; ``BENCH_GC=off`` (with ``BENCH_PROBE=1``) turns automatic collection off,
to see what it costs. The probe's 5 ms timer (which measures how late the event loop runs)
wakes the host 200 times a second; ``BENCH_BEAT=off`` leaves it out, as it keeps the
host's code warmer than it is without it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication

    from decrypto_qt.engine import Settings, bundled_pack
    from decrypto_qt.net.host import GameHost
    from decrypto_qt.ui.class_window import ClassWindow

    tables, start_at = int(sys.argv[1]), int(sys.argv[2])
    app = QApplication([])
    host = GameHost(
        "Bench class",
        settings=Settings(timer_seconds=None),
        pack=bundled_pack("en"),
        data_dir=Path(tempfile.mkdtemp(prefix="decrypto-class-bench-")),
        start_at=start_at,
        tables=tables,
    )
    host.max_per_address = host.max_windows  # every bot of the benchmark runs on this machine
    port = host.listen("127.0.0.1", 0)
    teacher = ClassWindow(host)
    teacher.resize(1280, 720)
    if os.environ.get("BENCH_NO_TEACHER") != "1":
        teacher.show()
    print(f"port {port}", flush=True)
    if os.environ.get("BENCH_PROBE") == "1":
        import gc
        import time

        from PySide6.QtCore import QTimer

        pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        started: list[float] = [0.0]

        def on_gc(phase: str, info: dict[str, int]) -> None:
            if phase == "start":
                started[0] = time.perf_counter()
            else:
                took = time.perf_counter() - started[0]
                pauses[info["generation"]].append(took)
                current["gc"] = current.get("gc", 0.0) + took

        gc.callbacks.append(on_gc)
        if os.environ.get("BENCH_GC") == "off":
            gc.disable()
        lags: list[float] = []
        last = [time.perf_counter()]

        def beat() -> None:
            now = time.perf_counter()
            lags.append(now - last[0] - 0.005)
            last[0] = now

        handled: list[float] = []
        spans: list[tuple[float, float]] = []
        by_kind: dict[str, list[float]] = {}
        on_line = host._on_line

        current: dict[str, float] = {}
        slow: list[tuple[float, str, dict[str, float]]] = []

        def timed(conn: object, line: bytes) -> None:
            current.clear()
            began = time.perf_counter()
            on_line(conn, line)  # type: ignore[arg-type]
            if b'"action"' in line:
                took = time.perf_counter() - began
                spans.append((began, began + took))
                handled.append(took)
                kind = str(json.loads(line).get("action", {}).get("type"))
                by_kind.setdefault(kind, []).append(took)
                slow.append((took, kind, dict(current)))

        host._on_line = timed  # type: ignore[method-assign]

        # Where an action's time goes: each phase's share, summed over the run.
        import decrypto_qt.net.host as host_module
        import decrypto_qt.net.table as table_module
        import decrypto_qt.net.table_saves as saves_module
        import decrypto_qt.net.table_views as views_module

        phases: dict[str, float] = {}
        calls: dict[str, int] = {}

        def phase(name: str, fn: Any) -> Any:
            def run(*args: Any, **kwargs: Any) -> Any:
                began = time.perf_counter()
                try:
                    return fn(*args, **kwargs)
                finally:
                    spent = time.perf_counter() - began
                    phases[name] = phases.get(name, 0.0) + spent
                    current[name] = current.get(name, 0.0) + spent
                    calls[name] = calls.get(name, 0) + 1

            return run

        host_module.parse_client = phase("parse", host_module.parse_client)  # type: ignore[attr-defined]
        table_module.apply = phase("engine", table_module.apply)  # type: ignore[attr-defined]
        table_module.action_from_wire = phase("action_from_wire", table_module.action_from_wire)  # type: ignore[attr-defined]
        import decrypto_qt.net.connection as connection_module

        sock = connection_module.SocketLines
        sock.send_bytes = phase("send_bytes", sock.send_bytes)  # type: ignore[method-assign]
        for name in ("_broadcast_views", "_save"):
            setattr(table_module.Table, name, phase(name, getattr(table_module.Table, name)))
        journal = saves_module.Journal
        journal.append = phase("journal_append", journal.append)  # type: ignore[method-assign]
        for name in ("view_line", "window_class"):
            setattr(views_module, name, phase(name, getattr(views_module, name)))
        type(teacher)._redraw_changed = phase("teacher", type(teacher)._redraw_changed)

        probe = QTimer()
        probe.setInterval(5)
        probe.timeout.connect(beat)
        if os.environ.get("BENCH_BEAT") != "off":
            probe.start()

        def report() -> None:
            if os.environ.get("BENCH_SPANS"):
                Path(os.environ["BENCH_SPANS"] + ".host").write_text(json.dumps(spans))
            if handled:
                handled.sort()
                print(
                    f"action handled on the host: p50 {handled[len(handled) // 2] * 1000:.2f} ms, "
                    f"p99 {handled[int(len(handled) * 0.99)] * 1000:.2f} ms",
                    file=sys.stderr,
                )
            for kind, took in sorted(by_kind.items()):
                took.sort()
                print(
                    f"  {kind}: {len(took)} actions, p50 {took[len(took) // 2] * 1000:.2f} ms, "
                    f"max {took[-1] * 1000:.2f} ms",
                    file=sys.stderr,
                )
            for g, ps in pauses.items():
                if ps:
                    print(
                        f"gc gen{g}: {len(ps)} pauses, max {max(ps) * 1000:.1f} ms, "
                        f"total {sum(ps) * 1000:.0f} ms",
                        file=sys.stderr,
                    )
            for name, total in sorted(phases.items(), key=lambda kv: -kv[1]):
                per = total / max(1, len(handled)) * 1000
                each = total / calls[name] * 1e6
                print(
                    f"  {name}: {per:.3f} ms an action ({calls[name]} calls, {each:.0f} µs each)",
                    file=sys.stderr,
                )
            slow.sort(key=lambda x: x[0])
            for took, kind, parts in slow[-len(slow) // 50 :]:
                print(
                    f"  slow {kind} {took * 1e3:.2f} ms: "
                    + ", ".join(f"{k} {v * 1e6:.0f}" for k, v in parts.items()),
                    file=sys.stderr,
                )
            lags.sort()
            print(
                f"loop lag p99 {lags[int(len(lags) * 0.99)] * 1000:.1f} ms, max "
                f"{lags[-1] * 1000:.1f} ms",
                file=sys.stderr,
            )

        app.aboutToQuit.connect(report)
    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(lambda *_: app.quit() if not sys.stdin.readline() else None)
    profile_to = os.environ.get("BENCH_PROFILE")
    if profile_to:  # where the host's time goes: cProfile statistics to this file
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
        app.exec()
        profiler.disable()
        profiler.dump_stats(profile_to)
    else:
        app.exec()
    teacher.close()
    host.close()


if __name__ == "__main__":
    main()
