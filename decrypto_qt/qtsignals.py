"""Let SIGINT and SIGTERM stop a Qt event loop cleanly (signals land between bytecodes)."""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier


class SignalWatcher(QObject):
    """Calls ``on_signal(signum)`` on the event loop when SIGINT or SIGTERM arrives."""

    def __init__(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on_signal = on_signal
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno())
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: None)  # the wakeup fd carries the number
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)

    def _read(self) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        for signum in data:
            self._on_signal(signum)

    def close(self) -> None:
        signal.set_wakeup_fd(-1)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
