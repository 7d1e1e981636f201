"""One TCP connection speaking the line protocol, on the Qt event loop."""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.framing import LineFramer
from decrypto_qt.protocol.limits import FLOOD_MESSAGES, FLOOD_WINDOW_SECONDS
from decrypto_qt.protocol.messages import Message
from decrypto_qt.protocol.wire import to_line

DIRECT_WRITES = os.name == "posix"
"""Write to the socket's descriptor directly when Qt has nothing queued for it (POSIX)."""


class LineSocket(QObject):
    """A QTcpSocket that hands out whole protocol lines and counts them against a flood limit.

    Signals:
        line_received(bytes): one complete line, without its newline.
        framing_error(object): a fatal ProtocolError (too long, flood); close follows.
        disconnected(): the connection is gone.
    """

    line_received = Signal(bytes)
    framing_error = Signal(object)
    disconnected = Signal()

    def __init__(
        self, socket: QTcpSocket, parent: QObject | None = None, *, limit_flood: bool = True
    ) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._framer = LineFramer()
        self._recent: deque[float] = deque()
        self._limit_flood = limit_flood
        self.flood_messages = FLOOD_MESSAGES
        self._closing = False
        self.last_heard = time.monotonic()
        self.on_line: Callable[[bytes], None] | None = None
        """If set, called with each line instead of emitting ``line_received``: a host
        reads every line of every window, and a call is much cheaper than a signal."""
        socket.readyRead.connect(self._read)
        # Queued: a write that finds the peer gone must not re-enter whoever is
        # writing (a broadcast loop); the news arrives on the next turn instead.
        socket.disconnected.connect(self._stop_writing, Qt.ConnectionType.DirectConnection)
        socket.disconnected.connect(self._gone, Qt.ConnectionType.QueuedConnection)
        socket.errorOccurred.connect(self._error, Qt.ConnectionType.QueuedConnection)

    @property
    def peer(self) -> str:
        return f"{self.socket.peerAddress().toString()}:{self.socket.peerPort()}"

    def send(self, message: Message) -> None:
        self.send_bytes(to_line(message))

    def send_bytes(self, data: bytes) -> None:
        if self._closing:
            return
        if DIRECT_WRITES and not self.socket.bytesToWrite():
            # Nothing queued in Qt: hand the bytes to the kernel at once, as a plain
            # socket server would; a host sends every window its view after every
            # action, and this is half the cost of going through Qt's buffer.
            fd = self.socket.socketDescriptor()
            if fd >= 0:
                try:
                    sent = os.write(fd, data)
                except OSError:
                    sent = 0  # full, or dropping: Qt's own write queues it or reports it
                if sent == len(data):
                    return
                data = data[sent:]
        # Writing to a socket that has just dropped is harmless (it returns -1);
        # no state check keeps a broadcast to many windows cheap.
        self.socket.write(data)
        self.socket.flush()  # out now, not on the next turn of the event loop

    def close(self, final: bytes | None = None) -> None:
        """Send ``final`` (if any), flush, and close."""
        if self._closing:
            return
        if final:
            self.send_bytes(final)
        self._closing = True
        self.socket.disconnectFromHost()

    def abort(self) -> None:
        self._closing = True
        self.socket.abort()

    def shutdown(self, final: bytes | None = None) -> None:
        """Send ``final``, close gracefully, and emit nothing more (owner is going away)."""
        if final and not self._closing:
            self.send_bytes(final)
        self._closing = True
        for signal in (self.socket.readyRead, self.socket.disconnected, self.socket.errorOccurred):
            signal.disconnect()
        self.socket.disconnectFromHost()

    def _read(self) -> None:
        if self._closing:
            self.socket.readAll()
            return
        data = bytes(self.socket.readAll().data())
        self.last_heard = time.monotonic()
        try:
            lines = self._framer.feed(data)
            if self._limit_flood:
                now = self.last_heard
                for _ in lines:
                    self._recent.append(now)
                while self._recent and now - self._recent[0] > FLOOD_WINDOW_SECONDS:
                    self._recent.popleft()
                if len(self._recent) > self.flood_messages:
                    raise ProtocolError(
                        "proto/flood", "Too many messages too fast; slow down.", fatal=True
                    )
        except ProtocolError as exc:
            self.framing_error.emit(exc)
            return
        deliver = self.on_line or self.line_received.emit
        for line in lines:
            if self._closing:
                return
            if line.strip():
                deliver(line)

    def _stop_writing(self) -> None:
        self._closing = True  # only a flag: safe even in the middle of a broadcast

    def _error(self, _error: Any) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._gone()

    def _gone(self) -> None:
        if getattr(self, "_gone_sent", False):
            return
        self._gone_sent = True
        self._closing = True
        self.disconnected.emit()
