"""One WebSocket connection carrying protocol messages, one per text frame, on the Qt event loop.

It offers the same face as :class:`~decrypto_qt.net.connection.SocketLines` (signals
``line_received``, ``framing_error``, ``disconnected``; ``send``, ``send_bytes``,
``close``, ``abort``, ``shutdown``), so the host handles both transports alike.
The WebSocket protocol itself (frames, masking, fragments, control frames, the
closing handshake, size limits) is the ``websockets`` package's sans-I/O layer;
this class only moves bytes between it and a QTcpSocket.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from websockets.frames import Frame, Opcode
from websockets.protocol import OPEN, Protocol

from decrypto_qt.net.connection import Lines, plain_address

log = logging.getLogger(__name__)

CLOSE_GRACE_MS = 2000
"""After our close frame, how long the peer has to answer before the socket is cut."""


class WebSocketLines(Lines):
    """A QTcpSocket whose WebSocket handshake is done, handing out whole messages.

    Args:
        socket: the connected socket (it becomes this object's child).
        protocol: the ``websockets`` protocol object, in the OPEN state.
        limit_flood: count incoming frames against the flood limit (the host's side).

    Signals:
        line_received(bytes): one message (a text frame's payload).
        framing_error(object): a fatal ProtocolError (flood); close follows.
        disconnected(): the connection is gone.
    """

    def __init__(
        self,
        socket: QTcpSocket,
        protocol: Protocol,
        parent: QObject | None = None,
        *,
        limit_flood: bool = True,
    ) -> None:
        super().__init__(parent, limit_flood)
        self.socket = socket
        socket.setParent(self)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.protocol = protocol
        self._gone_sent = False
        self._fragments: list[bytes] = []
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._stop_writing, Qt.ConnectionType.DirectConnection)
        socket.disconnected.connect(self._gone, Qt.ConnectionType.QueuedConnection)
        socket.errorOccurred.connect(self._error, Qt.ConnectionType.QueuedConnection)
        # Frames that came in the same packet as the handshake are handled on the next turn,
        # once whoever created this connection has connected to its signals.
        QTimer.singleShot(0, self, self._take_events)
        if socket.bytesAvailable():
            QTimer.singleShot(0, self, self._read)

    @property
    def peer(self) -> str:
        return f"ws {self.socket.peerAddress().toString()}:{self.socket.peerPort()}"

    @property
    def address(self) -> str:
        """The peer's address without its port: what the host counts and throttles by."""
        return plain_address(self.socket.peerAddress().toString())

    # --- sending -------------------------------------------------------------------

    def send_bytes(self, data: bytes) -> None:
        """Send one protocol line as one text frame (its newline dropped)."""
        if self._closing or self.protocol.state is not OPEN or self._oversized(data):
            return
        self.protocol.send_text(data.rstrip(b"\r\n"))
        self._flush()

    def _flush(self) -> None:
        for chunk in self.protocol.data_to_send():
            if chunk:
                self.socket.write(chunk)
            else:  # the protocol's end of stream: half-close, then let the peer close
                self.socket.flush()
                self.socket.disconnectFromHost()
                return
        self.socket.flush()

    def _close_after_sending(self) -> None:
        """The WebSocket closing handshake, after the last line."""
        if self.protocol.state is OPEN:
            self.protocol.send_close(1000)
            self._flush()
        QTimer.singleShot(CLOSE_GRACE_MS, self, self._cut)

    def abort(self) -> None:
        self._closing = True
        self.socket.abort()

    def shutdown(self, final: bytes | None = None) -> None:
        """Send ``final``, close, and emit nothing more (the owner is going away)."""
        if final and not self._closing:
            self.send_bytes(final)
        self._closing = True
        for signal in (self.socket.readyRead, self.socket.disconnected, self.socket.errorOccurred):
            signal.disconnect()
        if self.protocol.state is OPEN:
            self.protocol.send_close(1001)  # going away
            self._flush()
        self.socket.disconnectFromHost()

    def _cut(self) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self.socket.abort()

    # --- receiving -----------------------------------------------------------------

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if not data:
            return
        self.last_heard = time.monotonic()
        self.protocol.receive_data(data)
        self._take_events()

    def _take_events(self) -> None:
        lines: list[bytes] = []
        frames = 0
        for event in self.protocol.events_received():
            if not isinstance(event, Frame):
                continue
            frames += 1
            if event.opcode in (Opcode.TEXT, Opcode.BINARY):
                self._fragments = [bytes(event.data)]
            elif event.opcode is Opcode.CONT:
                self._fragments.append(bytes(event.data))
            else:
                continue  # ping, pong, close: the protocol answers them itself
            if event.fin:
                lines.append(b"".join(self._fragments))
                self._fragments = []
        # A frame or a message begun but not finished must finish in time, as a line must.
        self._partial(bool(lines), bool(self._fragments or self.protocol.reader.buffer))
        # Pongs, the echo of a close frame, or a close for a frame that broke the limits.
        self._flush()
        closing = self.protocol.close_expected()
        # The messages before a close frame that came in the same read are read first
        # (a host's `refused` is followed at once by its close frame).
        if not self._flooded(frames):
            self._deliver(lines)
        if closing:
            self._closing = True
            QTimer.singleShot(CLOSE_GRACE_MS, self, self._cut)

    # --- the end -------------------------------------------------------------------

    def _stop_writing(self) -> None:
        self._closing = True

    def _error(self, _error: Any) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._gone()

    def _gone(self) -> None:
        if self._gone_sent:
            return
        self._gone_sent = True
        self._closing = True
        self.disconnected.emit()
