"""A bare TCP peer for protocol tests: sends any bytes, collects the lines it gets back."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket

from decrypto_qt import __version__
from decrypto_qt.protocol.limits import PROTOCOL_VERSION


class RawPeer:
    """Speaks to a host over a real socket with no protocol help at all."""

    def __init__(self, port: int, host: str = "127.0.0.1", *, source: str | None = None) -> None:
        """``source``: the local address to connect from (another 127.x.y.z: another
        computer, as far as the host can tell)."""
        self.socket = QTcpSocket()
        self.lines: list[dict[str, Any]] = []
        self.longest = 0
        """The longest line received, in bytes with its newline."""
        self._buffer = b""
        self.closed = False
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._gone)
        if source is not None:
            self.socket.bind(QHostAddress(source), 0)
        self.socket.connectToHost(host, port)

    def _read(self) -> None:
        self._buffer += bytes(self.socket.readAll().data())
        *complete, self._buffer = self._buffer.split(b"\n")
        self.longest = max([self.longest, *(len(line) + 1 for line in complete)])
        self.lines += [json.loads(line) for line in complete if line.strip()]

    def _gone(self) -> None:
        self.closed = True

    @property
    def connected(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.ConnectedState

    def send(self, data: bytes) -> None:
        self.socket.write(data)

    def send_json(self, **message: Any) -> None:
        self.send(json.dumps(message).encode() + b"\n")

    def hello(self, *names: str, **extra: Any) -> None:
        self.send_json(
            type="hello", protocol=PROTOCOL_VERSION, app=__version__, names=list(names), **extra
        )

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.lines if m["type"] == kind]

    def last(self, kind: str) -> dict[str, Any] | None:
        found = self.of_type(kind)
        return found[-1] if found else None

    def close(self) -> None:
        self.socket.abort()
