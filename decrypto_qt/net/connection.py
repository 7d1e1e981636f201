"""One TCP connection speaking the line protocol, on the Qt event loop.

:class:`SocketLines` reads and writes a plain socket through its descriptor, as a plain
socket server would: the host's side of each window's connection (a host reads every
window's line and sends every window its view after every action), and a window's side
of its connection to the host. The WebSocket transport (``net/web_socket.py``) shares
its face (:class:`Lines`: signals, ``send_bytes``, ``close``, ``abort``, ``shutdown``).
The host's listening socket is ``net/line_server.py``."""

from __future__ import annotations

import contextlib
import logging
import select
import socket as sockets
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.framing import LineFramer
from decrypto_qt.protocol.limits import FLOOD_MESSAGES, FLOOD_WINDOW_SECONDS
from decrypto_qt.protocol.messages import Message
from decrypto_qt.protocol.wire import to_line

log = logging.getLogger(__name__)

ONE_POLL = hasattr(select, "epoll")
"""Watch the accepted connections through one epoll set (:class:`Readers`; Linux)."""

READ_CHUNK = 1 << 16
CLOSE_GRACE_MS = 10_000
"""How long a closing connection may take to hand its last lines to a window that does
not read them before it is cut."""


def plain_address(address: str) -> str:
    """An address as the host counts it: an IPv4 address mapped into IPv6 is the IPv4 one."""
    return address.removeprefix("::ffff:")


def dispose(obj: QObject) -> None:
    """Have ``obj`` deleted once control is back in the event loop, detached from its parent.

    Its signal connections may hold handlers that hold its parent (a lambda that calls
    the host, the client or the browser). They go when ``obj`` is deleted; if the
    parent's last reference goes with them, the parent is deleted in the middle of
    ``obj``'s own deletion and, were ``obj`` still its child, would delete it a second
    time (a crash inside Qt, seen where a test ended with such an object pending).
    Detached, ``obj`` belongs to Python until Qt deletes it, and the parent never
    touches it.
    """
    obj.setParent(None)
    obj.deleteLater()


class Lines(QObject):
    """What every kind of window connection shares: signals, a flood limit, handing out
    lines, and closing after a last line.

    Signals:
        line_received(bytes): one complete line, without its newline.
        framing_error(object): a fatal ProtocolError (too long, flood); close follows.
        disconnected(): the connection is gone.
    """

    line_received = Signal(bytes)
    framing_error = Signal(object)
    disconnected = Signal()

    def __init__(self, parent: QObject | None, limit_flood: bool) -> None:
        super().__init__(parent)
        self._recent: deque[float] = deque()
        self._limit_flood = limit_flood
        self.flood_messages = FLOOD_MESSAGES
        self._closing = False
        self.last_heard = time.monotonic()
        self.max_line: int | None = None
        """If set, a line longer than this is never sent (the host sets its own limit)."""
        self.line_started: float | None = None
        """When the line not yet complete began to arrive (``None``: nothing pending)."""
        self.on_line: Callable[[bytes], None] | None = None
        """If set, called with each line instead of emitting ``line_received``: a host
        reads every line of every window, and a call is much cheaper than a signal."""

    def send(self, message: Message) -> None:
        self.send_bytes(to_line(message))

    def _oversized(self, data: bytes) -> bool:
        """The host never sends a line its own peers would refuse (MAX_LINE_BYTES)."""
        if self.max_line is not None and len(data) > self.max_line + 1:
            log.error("not sending a %d-byte line to %s: over the line limit", len(data), self.peer)
            return True
        return False

    @property
    def peer(self) -> str:  # pragma: no cover - each kind has its own
        raise NotImplementedError

    def _partial(self, completed: bool, pending: bool) -> None:
        """Note whether a line is left half received: its start is when it began to arrive."""
        if not pending:
            self.line_started = None
        elif completed or self.line_started is None:
            self.line_started = self.last_heard

    def send_bytes(self, data: bytes) -> None:  # pragma: no cover - each kind has its own
        raise NotImplementedError

    def close(self, final: bytes | None = None) -> None:
        """Send ``final`` (if any), then close once what is queued has gone out."""
        if self._closing:
            return
        if final:
            self.send_bytes(final)
        self._closing = True
        self._close_after_sending()

    def _close_after_sending(self) -> None:  # pragma: no cover - each kind has its own
        raise NotImplementedError

    def _flooded(self, messages: int) -> bool:
        """Count ``messages`` just received; past the limit, say so (fatal) and return True."""
        if not self._limit_flood or not messages:
            return False
        now = time.monotonic()
        self._recent.extend([now] * messages)
        while self._recent and now - self._recent[0] > FLOOD_WINDOW_SECONDS:
            self._recent.popleft()
        if len(self._recent) <= self.flood_messages:
            return False
        self.framing_error.emit(
            ProtocolError("proto/flood", "Too many messages too fast; slow down.", fatal=True)
        )
        return True

    def _deliver(self, lines: list[bytes]) -> None:
        deliver = self.on_line or self.line_received.emit
        for line in lines:
            if self._closing:
                return
            if line.strip():
                deliver(line)


class _Framed(Lines):
    """A connection of newline-framed lines (a plain TCP socket)."""

    def __init__(self, parent: QObject | None, limit_flood: bool) -> None:
        super().__init__(parent, limit_flood)
        self._framer = LineFramer()

    def _received(self, data: bytes) -> None:
        self.last_heard = time.monotonic()
        try:
            lines = self._framer.feed(data)
        except ProtocolError as exc:
            self.framing_error.emit(exc)
            return
        self._partial(bool(lines), self._framer.pending > 0)
        if not self._flooded(len(lines)):
            self._deliver(lines)


class SocketLines(_Framed):
    """A connection on a socket of this process's own: one the host accepted (see
    ``net/line_server.py``), or a window's connection to its host (``net/client.py``).

    It reads when the descriptor is readable and writes straight to the kernel;
    what the kernel does not take at once waits here, in order, and goes out when
    the socket can take more. The socket is this object's own: once closed, nothing
    can be written to its number again, whatever reuses it.
    """

    def __init__(
        self,
        descriptor: int,
        parent: QObject | None = None,
        *,
        limit_flood: bool = True,
        readers: Readers | None = None,
    ) -> None:
        super().__init__(parent, limit_flood)
        self._sock = sockets.socket(fileno=descriptor)
        self._sock.setblocking(False)
        try:
            self._sock.setsockopt(sockets.IPPROTO_TCP, sockets.TCP_NODELAY, 1)
            address, port = self._sock.getpeername()[:2]
            self._peer = f"{address}:{port}"
            self._address = plain_address(str(address))
        except OSError:
            self._peer = self._address = "(gone)"
        self._out = bytearray()
        """What the kernel has not taken yet."""
        self._open = True
        self._silent = False
        self._gone_sent = False
        self._readers = readers
        self._reader: QSocketNotifier | None = None
        if readers is not None:
            readers.add(descriptor, self)
        else:
            self._reader = QSocketNotifier(descriptor, QSocketNotifier.Type.Read, self)
            self._reader.activated.connect(self._readable)
        self._writer = QSocketNotifier(descriptor, QSocketNotifier.Type.Write, self)
        self._writer.setEnabled(False)
        self._writer.activated.connect(self._writable)

    @property
    def peer(self) -> str:
        return self._peer

    @property
    def address(self) -> str:
        """The peer's address without its port: what the host counts and throttles by."""
        return self._address

    def send_bytes(self, data: bytes) -> None:
        if self._closing or self._oversized(data):
            return
        if self._out:
            self._out += data  # behind what waits already, in order
            return
        try:
            sent = self._sock.send(data)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            # The window has gone: say so on the next turn, never in the middle of
            # whoever is writing (a broadcast to a table's windows).
            self._closing = True
            QTimer.singleShot(0, self, self._end)
            return
        if sent < len(data):
            self._out += memoryview(data)[sent:]
            self._writer.setEnabled(True)

    def _close_after_sending(self) -> None:
        if self._out:  # _writable ends it once the queue is out, or the grace runs out
            QTimer.singleShot(CLOSE_GRACE_MS, self, self._end)
        else:
            self._end()

    def abort(self) -> None:
        self._closing = True
        self._out.clear()
        self._end()

    def shutdown(self, final: bytes | None = None) -> None:
        """Send ``final``, close gracefully, and emit nothing more (owner is going away)."""
        self._silent = True
        self.close(final)

    def _readable(self) -> None:
        try:
            data = self._sock.recv(READ_CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""  # reset by the peer: gone, as when it closes
        if not data:
            self._end()
        elif not self._closing:
            self._received(data)

    def _writable(self) -> None:
        try:
            sent = self._sock.send(self._out)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._out.clear()
            self._end()
            return
        del self._out[:sent]
        if not self._out:
            self._writer.setEnabled(False)
            if self._closing:
                self._end()

    def _end(self) -> None:
        """Close the socket (once) and say the connection is gone (once, on a later turn)."""
        self._closing = True
        if self._open:
            self._open = False
            if self._readers is not None:
                self._readers.remove(self._sock.fileno())
            if self._reader is not None:
                self._reader.setEnabled(False)
            self._writer.setEnabled(False)
            self._sock.close()
            if not self._silent:
                QTimer.singleShot(0, self, self._gone)

    def _gone(self) -> None:
        if not self._gone_sent:
            self._gone_sent = True
            self.disconnected.emit()


class Readers(QObject):
    """The accepted connections' descriptors in one epoll set that one notifier watches.

    Qt's event loop polls every descriptor it watches on every turn; a host with a
    hundred windows would have it poll a hundred sockets to find the one that spoke.
    Here the kernel keeps the set and says which are readable, as a plain server's
    ``epoll`` does (Linux; elsewhere each connection has its own notifier)."""

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self._epoll = select.epoll()
        self._conns: dict[int, SocketLines] = {}
        self._notifier = QSocketNotifier(self._epoll.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._ready)

    def add(self, descriptor: int, conn: SocketLines) -> None:
        self._conns[descriptor] = conn
        self._epoll.register(descriptor, select.EPOLLIN)

    def remove(self, descriptor: int) -> None:
        if self._conns.pop(descriptor, None) is not None:
            with contextlib.suppress(OSError):  # closed already: the kernel dropped it
                self._epoll.unregister(descriptor)

    def _ready(self) -> None:
        for descriptor, _events in self._epoll.poll(0):
            conn = self._conns.get(descriptor)
            if conn is not None:
                conn._readable()
