"""Browser-side peers for the web transport: a WebSocket window on the Qt loop, and threads.

The host runs on the test's Qt event loop, so a blocking client (the ``websockets``
sync client, ``http.client``) runs in a thread while the test waits with ``qtbot``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtNetwork import QTcpSocket
from websockets.client import ClientProtocol
from websockets.http11 import Response
from websockets.uri import parse_uri

from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.web_socket import WebSocketLines


class InThread:
    """Runs ``fn`` in a thread; ``done()`` for qtbot.waitUntil, then ``result`` or ``error``."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._finished = threading.Event()

        def run() -> None:
            try:
                self.result = fn()
            except BaseException as exc:  # handed to the test to raise
                self.error = exc
            finally:
                self._finished.set()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()

    def done(self) -> bool:
        return self._finished.is_set()

    def value(self) -> Any:
        self._thread.join(timeout=1)
        if self.error is not None:
            raise self.error
        return self.result


class WebSocketHostConnection(HostConnection):
    """A HostConnection that talks to the host's WebSocket, as the browser page does.

    Args:
        origin: the ``Origin`` header to send (a browser sends its page's).
    """

    def __init__(self, host: str, port: int, *, origin: str | None = None, **kw: Any) -> None:
        super().__init__(host, port, **kw)
        self.origin = origin if origin is not None else f"http://{host}:{port}"
        self.handshake_status: int | None = None

    def _connect(self) -> None:
        if self._stopped:
            return
        self._set("connecting")
        socket = QTcpSocket(self)
        protocol = ClientProtocol(
            parse_uri(f"ws://{self.host}:{self.port}/ws"),
            origin=self.origin,  # type: ignore[arg-type]
            max_size=None,
        )
        state = {"upgraded": False}

        def connected() -> None:
            protocol.send_request(protocol.connect())
            for chunk in protocol.data_to_send():
                socket.write(chunk)

        def read() -> None:
            protocol.receive_data(bytes(socket.readAll().data()))
            events = protocol.events_received()
            for n, event in enumerate(events):
                if isinstance(event, Response):
                    self.handshake_status = event.status_code
                    if event.status_code != 101:
                        socket.abort()
                        return
                    state["upgraded"] = True
                    socket.readyRead.disconnect(read)
                    socket.disconnected.disconnect(gone)
                    # Frames that came with the handshake (a refusal at once) are the
                    # connection's to read.
                    protocol.events[:0] = events[n + 1 :]
                    line = WebSocketLines(socket, protocol, self, limit_flood=False)
                    self._line = line  # type: ignore[assignment]
                    line.line_received.connect(self._on_line)
                    line.framing_error.connect(lambda _exc, ls=line: ls.abort())
                    line.disconnected.connect(lambda ls=line: self._on_disconnected(ls))
                    self._hello(line)  # type: ignore[arg-type]
                    return

        def gone() -> None:
            if not state["upgraded"]:
                socket.deleteLater()
                if not self._stopped:
                    self._lost("handshake failed")

        socket.connected.connect(connected)
        socket.readyRead.connect(read)
        socket.disconnected.connect(gone)
        socket.errorOccurred.connect(
            lambda _e: gone() if socket.state() == socket.SocketState.UnconnectedState else None
        )
        socket.connectToHost(self.host, self.port)
