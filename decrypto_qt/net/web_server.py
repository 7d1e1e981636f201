"""The host's web side: the browser client's files over HTTP, and a WebSocket for its messages.

One listening port answers plain ``GET`` requests for the files of
``resources/web/`` (looked up by name in a fixed table, so no path can reach
outside it), the page's strings in each language, and the upgrade of ``/ws`` to
a WebSocket. HTTP parsing and the WebSocket handshake are the ``websockets``
package's sans-I/O layer. An upgraded connection is handed to the host, which
treats it exactly like a desktop window's line connection.
"""

from __future__ import annotations

import ipaddress
import logging
import mimetypes
import re
import socket
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path
from urllib.parse import unquote, urlsplit

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from websockets.datastructures import Headers
from websockets.http11 import Request, Response
from websockets.server import ServerProtocol

from decrypto_qt.net.web_socket import WebSocketLines
from decrypto_qt.paths import resources_dir
from decrypto_qt.protocol.limits import HANDSHAKE_SECONDS, MAX_LINE_BYTES, MAX_WINDOWS

log = logging.getLogger(__name__)

SOCKET_PATH = "/ws"
MAX_PENDING = MAX_WINDOWS
"""Connections still sending their HTTP request; more are refused at once."""
_HOST_HEADER = re.compile(r"^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$")
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
}


def web_dir() -> Path:
    return resources_dir() / "web"


def load_files(root: Path) -> dict[str, tuple[bytes, str]]:
    """Every file under ``root`` by its URL path ("/app.js"), with its MIME type."""
    files: dict[str, tuple[bytes, str]] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.name.startswith("."):
            continue
        kind = TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0]
        if kind is None:
            continue
        url = "/" + path.relative_to(root).as_posix()
        files[url] = (path.read_bytes(), kind)
    if "/index.html" in files:
        files["/"] = files["/index.html"]
    return files


def content_security_policy(host: str) -> str:
    """Only this host's own files and its WebSocket; no inline script, no frames, no outside."""
    return (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        f"font-src 'self'; connect-src 'self' ws://{host}; manifest-src 'self'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    )


def allowed_host(host: str) -> bool:
    """Is ``Host`` this machine as a browser on the LAN names it: an IP address, or its name?

    A page of another site whose name an attacker points at this host's address
    (DNS rebinding) would otherwise count as "the same origin" as the game's page.
    """
    if not _HOST_HEADER.match(host):
        return False
    name = host.rsplit(":", 1)[0] if not host.startswith("[") else host[1 : host.index("]")]
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        pass
    own = socket.gethostname().lower()
    return name.lower() in {"localhost", own, f"{own}.local", own.split(".")[0] + ".local"}


def same_origin(origin: str | None, host: str) -> bool:
    """A browser's ``Origin`` must name the page's own host and port (``Host``)."""
    if origin is None:
        return True  # not a browser: there is no page to protect from a foreign one
    parts = urlsplit(origin)
    return parts.scheme in {"http", "https"} and parts.netloc.lower() == host.lower()


class WebServer(QObject):
    """Serves the browser client and hands upgraded WebSocket connections on.

    Args:
        dynamic: extra URL paths answered by a function returning ``(body, MIME type)``,
            or ``None`` for "not found" (the page's strings, the room's public facts).
        root: the folder of static files (``resources/web``).

    Signals:
        socket_opened(object): a :class:`WebSocketLines` whose handshake is done.
    """

    socket_opened = Signal(object)

    def __init__(
        self,
        dynamic: Callable[[str], tuple[bytes, str] | None] | None = None,
        *,
        root: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.files = load_files(root or web_dir())
        self.dynamic = dynamic
        self.handshake_seconds = HANDSHAKE_SECONDS
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._pending: set[_HttpPeer] = set()

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> int:
        if not self._server.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port}: {self._server.errorString()}")
        log.info("web client on %s:%d", address, self.port)
        return self.port

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def listening(self) -> bool:
        return bool(self._server.isListening())

    def close(self) -> None:
        self._server.close()
        for peer in list(self._pending):
            peer.socket.abort()
        self._pending.clear()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if len(self._pending) >= MAX_PENDING:
                socket.abort()
                socket.deleteLater()
                continue
            self._pending.add(_HttpPeer(socket, self))

    def _done(self, peer: _HttpPeer) -> None:
        self._pending.discard(peer)

    # --- answers -------------------------------------------------------------------

    def answer(self, request: Request) -> Response | None:
        """The response to a plain GET, or ``None`` when it asks for the WebSocket."""
        host = request.headers.get("Host", "")
        if not allowed_host(host):
            return _response(HTTPStatus.BAD_REQUEST, b"Bad Host header.\n", "text/plain", "")
        if getattr(request, "method", "GET") != "GET":
            return _response(
                HTTPStatus.METHOD_NOT_ALLOWED, b"Only GET is served.\n", "text/plain", host
            )
        path = unquote(urlsplit(request.path).path)
        if path == SOCKET_PATH:
            if not same_origin(request.headers.get("Origin"), host):
                log.info("WebSocket from a foreign page refused: %s", request.headers.get("Origin"))
                return _response(
                    HTTPStatus.FORBIDDEN, b"This page is not from this host.\n", "text/plain", host
                )
            return None
        found = self.files.get(path)
        if found is None and self.dynamic is not None:
            found = self.dynamic(path)
        if found is None:
            return _response(HTTPStatus.NOT_FOUND, b"Not found.\n", "text/plain", host)
        body, kind = found
        return _response(HTTPStatus.OK, body, kind, host)


def _response(status: HTTPStatus, body: bytes, kind: str, host: str) -> Response:
    headers = Headers()
    headers["Content-Type"] = "text/plain; charset=utf-8" if kind == "text/plain" else kind
    headers["Content-Length"] = str(len(body))
    headers["Content-Security-Policy"] = content_security_policy(host or "invalid")
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "no-referrer"
    headers["Cross-Origin-Resource-Policy"] = "same-origin"
    headers["Cache-Control"] = "no-cache"
    headers["Connection"] = "close"
    return Response(status.value, status.phrase, headers, body)


class _HttpPeer(QObject):
    """One connection until its request is answered or upgraded to a WebSocket."""

    def __init__(self, socket: QTcpSocket, server: WebServer) -> None:
        super().__init__(server)
        self.socket = socket
        self.server = server
        socket.setParent(self)
        self.protocol = ServerProtocol(max_size=MAX_LINE_BYTES)
        self._finished = False
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._drop)
        QTimer.singleShot(int(server.handshake_seconds * 1000), self, self._too_slow)

    def _read(self) -> None:
        if self._finished:
            self.socket.readAll()
            return
        self.protocol.receive_data(bytes(self.socket.readAll().data()))
        requests = [e for e in self.protocol.events_received() if isinstance(e, Request)]
        if not requests:
            if self.protocol.handshake_exc is not None:  # not HTTP, or not a GET
                self._write_out()
                self._finish()
            return
        request = requests[0]
        response = self.server.answer(request)
        if response is None:
            response = self.protocol.accept(request)
            self.protocol.send_response(response)
            self._write_out()
            if response.status_code == 101:
                self._upgrade()
                return
        else:
            self.protocol.send_response(response)
            self._write_out()
        self._finish()

    def _write_out(self) -> None:
        for chunk in self.protocol.data_to_send():
            if chunk:
                self.socket.write(chunk)
        self.socket.flush()

    def _upgrade(self) -> None:
        self._finished = True
        self.server._done(self)
        socket = self.socket
        for signal in (socket.readyRead, socket.disconnected):
            signal.disconnect()
        conn = WebSocketLines(socket, self.protocol, self.server.parent())
        self.server.socket_opened.emit(conn)
        self.deleteLater()

    def _finish(self) -> None:
        self._finished = True
        self.socket.disconnectFromHost()

    def _too_slow(self) -> None:
        if not self._finished:
            self._finished = True
            self.socket.abort()

    def _drop(self) -> None:
        self._finished = True
        self.server._done(self)
        self.deleteLater()
