"""The child processes of the start-up benchmark: each reports its first paint and exits.

``python -m bench.startup.probe MODE``:

- ``app``: what ``decrypto-qt`` with no arguments runs (``decrypto_qt.cli.main([])``),
  up to the first paint of the start window;
- ``app-no-browse``: the same, except that the start window's LAN browsing is not
  started (a what-if: the app with browsing deferred until after the first paint);
- ``join HOST:PORT``: ``decrypto-qt join HOST:PORT --name Probe``; once in the lobby
  the probe says it is ready, as the player would, and it reports the first frame of
  the team window drawn with the game's first view.

The only changes to the app are instruments: ``create_application`` is wrapped to
install the paint hook on the new QApplication, and the two calls the start window
queues for after its ``show()`` (``fonts.install_fonts`` and
``StartWindow.start_browsing``) are wrapped to time them; the wrappers call the
originals unchanged. ``join`` imports the start window's module only if the app does
(a join with a name opens the team window alone). ``bench/startup/bare.py`` is the
bare baseline and uses the same hook and report.

On the first frame the child prints one line, ``PAINTED {json}``, with
``time.monotonic_ns()`` marks (CLOCK_MONOTONIC, comparable with the parent's clock),
its memory, threads, modules and shared libraries, then leaves with ``os._exit(0)``
so that no teardown is measured.
"""

from __future__ import annotations

import time

T_MAIN = time.monotonic_ns()  # the interpreter is up: before any of the probe's imports

import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any, NoReturn  # noqa: E402

MARKER = "PAINTED "


class Report:
    """Marks (``time.monotonic_ns()``) and timed calls, printed at the first frame."""

    def __init__(self) -> None:
        self.marks: dict[str, int] = {"main": T_MAIN}
        self.calls: list[dict[str, Any]] = []
        self.extra: dict[str, Any] = {}
        self.before_emit: list[Callable[[], None]] = []

    def mark(self, name: str) -> None:
        self.marks.setdefault(name, time.monotonic_ns())

    def timed(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        """``fn``, recording when each call starts and ends."""

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.monotonic_ns()
            try:
                return fn(*args, **kwargs)
            finally:
                self.calls.append({"name": name, "start": start, "end": time.monotonic_ns()})

        return wrapper

    def emit(self) -> NoReturn:
        for fn in self.before_emit:
            fn()
        status = _status()
        data = {
            "marks": self.marks,
            "calls": self.calls,
            "rss_kib": status.get("VmRSS", 0),
            "hwm_kib": status.get("VmHWM", 0),
            "anon_kib": status.get("RssAnon", 0),
            "file_kib": status.get("RssFile", 0),
            "threads": status.get("Threads", 0),
            "modules": sorted(sys.modules),
            "libraries": _libraries(),
            "thread_names": _thread_names(),
            **self.extra,
        }
        sys.stdout.write(MARKER + json.dumps(data) + "\n")
        sys.stdout.flush()
        os._exit(0)


def _status() -> dict[str, int]:
    out: dict[str, int] = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in {"VmRSS", "VmHWM", "RssAnon", "RssFile", "Threads"}:
            out[key] = int(value.split()[0])
    return out


def _thread_names() -> list[str]:
    tasks = Path("/proc/self/task")
    return sorted((task / "comm").read_text().strip() for task in tasks.iterdir())


def _libraries() -> list[str]:
    """The shared objects mapped into this process, by file name."""
    names = set()
    for line in Path("/proc/self/maps").read_text().splitlines():
        path = line.split(maxsplit=5)[-1]
        if path.startswith("/") and ".so" in path:
            names.add(path.rsplit("/", 1)[-1])
    return sorted(names)


def paint_hook(report: Report, painted_now: Callable[[Any], bool]) -> Any:
    """An application event filter that reports the first frame a top-level window draws.

    The frame starts with the first Paint event to a widget for which ``painted_now``
    holds; the widgets of that window then paint in turn, synchronously, and the first
    event that is not a Paint to a widget comes after the frame is drawn (offscreen, the
    platform window's own Paint event): the report is emitted there.
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    paint = QEvent.Type.Paint
    show = QEvent.Type.Show

    class Hook(QObject):
        painting = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            kind = event.type()
            if self.painting:
                if kind != paint or not isinstance(obj, QWidget):
                    report.mark("frame")
                    report.emit()
            elif kind == paint and isinstance(obj, QWidget) and painted_now(obj):
                report.mark("paint")
                report.extra["window"] = type(obj.window()).__name__
                self.painting = True
            elif kind == show and isinstance(obj, QWidget) and obj.isWindow():
                report.mark("show")
            return False

    return Hook()


def in_main_window(obj: Any) -> bool:
    """A widget of a visible top-level QMainWindow (the start window, the bare window)."""
    from PySide6.QtWidgets import QMainWindow

    window = obj.window()
    return isinstance(window, QMainWindow) and window.isVisible()


def run_app(mode: str, argv: list[str]) -> NoReturn:
    """The real ``decrypto-qt`` command line, with the paint hook and call timers."""
    report = Report()
    import decrypto_qt.cli
    import decrypto_qt.ui.app as app_module
    from decrypto_qt.ui import fonts

    if mode != "join":  # a join with a name never builds the start window, nor imports it
        from decrypto_qt.ui.start_window import StartWindow

    report.mark("imported")
    painted_now: Callable[[Any], bool] = in_main_window
    if mode == "join":
        painted_now = _join_instruments(report, app_module)
    hook: list[Any] = []
    create_application = app_module.create_application

    def create_and_hook(args: list[str]) -> Any:
        qapp = create_application(args)
        report.mark("qapp")
        hook.append(paint_hook(report, painted_now))
        qapp.installEventFilter(hook[0])
        return qapp

    app_module.create_application = create_and_hook  # type: ignore[assignment]
    fonts.install_fonts = report.timed("install_fonts", fonts.install_fonts)
    if mode == "app-no-browse":
        StartWindow.start_browsing = lambda self: None  # type: ignore[method-assign]
    elif mode == "app":
        StartWindow.start_browsing = report.timed(  # type: ignore[method-assign]
            "start_browsing", StartWindow.start_browsing
        )

    def language() -> None:
        from decrypto_qt.ui.i18n import TRANSLATIONS

        report.extra["language"] = TRANSLATIONS.language

    report.before_emit.append(language)
    decrypto_qt.cli.main(argv)
    raise SystemExit("the app quit before painting a window")


def _join_instruments(report: Report, app_module: Any) -> Callable[[Any], bool]:
    """Say ready in the lobby, as the player would; report the first frame with a view."""
    from decrypto_qt.ui.team_window import TeamWindow

    windows: list[Any] = []
    join = app_module.App.join

    def join_and_ready(self: Any, *args: Any, **kwargs: Any) -> Any:
        window = join(self, *args, **kwargs)
        session = window.session
        said: list[bool] = []

        def changed() -> None:
            if session.lobby is not None and session.view is None and not said:
                said.append(True)
                report.mark("lobby")
                session.set_ready(True)
            if session.view is not None:
                report.mark("view")

        session.changed.connect(changed)
        windows.append(window)
        return window

    app_module.App.join = join_and_ready

    def painted_now(obj: Any) -> bool:
        window = obj.window()
        return (
            isinstance(window, TeamWindow)
            and window in windows
            and window.session.view is not None
            and window.isVisible()
        )

    return painted_now


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    mode = sys.argv[1]
    if mode in {"app", "app-no-browse"}:
        run_app(mode, [])
    elif mode == "join":
        run_app(mode, ["join", sys.argv[2], "--name", "Probe"])
    else:
        raise SystemExit(f"unknown mode {mode!r}")


if __name__ == "__main__":
    main()
