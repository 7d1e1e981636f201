"""Logging: everything in a log file in the data folder, only what matters on the console.

The console (stderr) shows warnings and errors by default, INFO with ``-v`` and DEBUG
with ``-vv``; the file ``logs/decrypto_qt.log`` gets the app's DEBUG lines always. A
file that has grown past :data:`MAX_BYTES` is set aside when a process starts
(:func:`start_afresh_if_full`), keeping :data:`BACKUPS` older ones.
"""

from __future__ import annotations

import logging
from pathlib import Path

LOG_NAME = "decrypto_qt.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FILE_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
"""The process id tells apart a host and the bots writing the same file."""
CONSOLE_FORMAT = "decrypto-qt: %(message)s"
VERBOSE_CONSOLE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_dir() -> Path:
    """The ``logs`` folder of the data folder (:func:`decrypto_qt.paths.data_dir`)."""
    from decrypto_qt.paths import data_dir

    return data_dir() / "logs"


def log_file() -> Path:
    return log_dir() / LOG_NAME


def start_afresh_if_full(path: Path) -> None:
    """Set ``path`` aside as ``.1`` if it has grown past :data:`MAX_BYTES` (``.1`` becomes
    ``.2``, and so on; the oldest beyond :data:`BACKUPS` goes), as a rotating handler
    would.

    Done as a process starts, not while it writes: a host, its bots and a window may
    append to one file, and a file renamed under the others' feet would split their
    lines over two. (``logging.handlers``, which rotates while writing, would also cost
    every window some 0.6 MiB: pickle, queue and a dozen kinds of handler come with it.)
    """
    try:
        if path.stat().st_size < MAX_BYTES:
            return
        for n in range(BACKUPS - 1, 0, -1):
            older = path.with_name(f"{path.name}.{n}")
            if older.exists():
                older.replace(path.with_name(f"{path.name}.{n + 1}"))
        path.replace(path.with_name(f"{path.name}.1"))
    except OSError:
        pass  # no log yet, or another process starting at the same moment set it aside


def install_file_log(level: int = logging.DEBUG) -> Path | None:
    """Log the app's lines at ``level`` and up to the log file; returns its path, or
    None if it cannot be written."""
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        start_afresh_if_full(folder / LOG_NAME)
        handler = logging.FileHandler(folder / LOG_NAME, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    handler.setLevel(level)
    handler._decrypto_qt = True  # type: ignore[attr-defined]
    logging.getLogger().addHandler(handler)
    app_log = logging.getLogger("decrypto_qt")
    if app_log.getEffectiveLevel() > level:
        app_log.setLevel(level)
    return folder / LOG_NAME


def console_level(verbosity: int) -> int:
    """0: warnings and errors; 1 (``-v``): INFO; 2 or more (``-vv``): DEBUG."""
    return {0: logging.WARNING, 1: logging.INFO}.get(verbosity, logging.DEBUG)


def setup_logging(verbosity: int = 0, *, to_file: bool = True) -> Path | None:
    """Console handler at :func:`console_level`, and the log file; returns its path.

    Replaces handlers set up by an earlier call, so calling it twice (tests) does not
    print every line twice.
    """
    close_logging()
    root = logging.getLogger()
    level = console_level(verbosity)
    console = logging.StreamHandler()
    console.setLevel(level)
    console.setFormatter(logging.Formatter(VERBOSE_CONSOLE_FORMAT if verbosity else CONSOLE_FORMAT))
    console._decrypto_qt = True  # type: ignore[attr-defined]
    root.addHandler(console)
    # The app's own lines at every level; other libraries' from INFO up (zeroconf's
    # DEBUG is a line per packet) unless -vv asks for everything.
    root.setLevel(logging.DEBUG if verbosity >= 2 else logging.INFO)
    logging.getLogger("decrypto_qt").setLevel(logging.DEBUG)
    _route_qt_messages()
    return install_file_log(logging.DEBUG) if to_file else None


_previous_qt_handler: list[object] = []


def _route_qt_messages() -> None:
    """Qt's own messages (such as a platform plugin's "does not support ...") go to the
    log like any other line: into the file, and to the console only with ``-v``, as they
    are not worded for the person at the computer. Critical ones stay errors."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.DEBUG,
        QtMsgType.QtWarningMsg: logging.INFO,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }
    qt_log = logging.getLogger("decrypto_qt.qt")

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        qt_log.log(levels.get(kind, logging.INFO), "%s", message)

    _previous_qt_handler.append(qInstallMessageHandler(handler))


def close_logging() -> None:
    """Remove and close the handlers :func:`setup_logging` added."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_decrypto_qt", False):
            root.removeHandler(handler)
            handler.close()
    while _previous_qt_handler:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(_previous_qt_handler.pop())  # type: ignore[arg-type]
