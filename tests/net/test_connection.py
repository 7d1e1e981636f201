"""One window's connection: lines out in order and whole, however full the socket gets.

Both sides are tested: the window's (a socket it connected out on) and the host's (a socket
accepted by :class:`LineServer`), the host's side both watched through one epoll set for
all connections (Linux) and each by a notifier of its own."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from decrypto_qt.net.connection import ONE_POLL, SocketLines
from decrypto_qt.net.line_server import LineServer
from tests.helpers.processes import run_script

HOST_KINDS = [True, False] if ONE_POLL else [False]
"""One epoll set for all the host's connections, and a notifier per connection."""


def _accept_socket_lines(
    qtbot: QtBot, one_poll: bool = ONE_POLL, server: LineServer | None = None
) -> tuple[SocketLines, socket.socket, LineServer]:
    if server is None:
        server = LineServer(None, one_poll=one_poll)  # type: ignore[arg-type]
        assert server.listen(QHostAddress("127.0.0.1"), 0)
    got: list[SocketLines] = []
    server.accepted.connect(got.append)
    peer = socket.create_connection(("127.0.0.1", server.serverPort()))
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    server.accepted.disconnect(got.append)
    return got[0], peer, server


def _connect_out() -> tuple[SocketLines, socket.socket, socket.socket]:
    """A window's side: a socket connected out, as ``net/client.py`` does; the host's end."""
    server = socket.create_server(("127.0.0.1", 0))
    out = socket.create_connection(server.getsockname())
    peer, _ = server.accept()
    return SocketLines(out.detach(), limit_flood=False), peer, server


@pytest.fixture(params=[*HOST_KINDS, "window"])
def pair(
    request: pytest.FixtureRequest, qtbot: QtBot
) -> Iterator[tuple[SocketLines, socket.socket]]:
    """A connection, the window's side or the host's, and the plain socket at its other end."""
    server: LineServer | socket.socket
    if request.param == "window":
        conn, peer, server = _connect_out()
    else:
        conn, peer, server = _accept_socket_lines(qtbot, request.param)
    yield conn, peer
    peer.close()
    conn.abort()
    server.close()


@pytest.fixture(params=HOST_KINDS)
def host_pair(
    request: pytest.FixtureRequest, qtbot: QtBot
) -> Iterator[tuple[SocketLines, socket.socket]]:
    conn, peer, server = _accept_socket_lines(qtbot, request.param)
    yield conn, peer
    peer.close()
    conn.abort()
    server.close()


def _reader(peer: socket.socket) -> tuple[bytearray, list[bool], Callable[[], None]]:
    """What the peer has read, whether it saw the end, and a step that reads more."""
    got = bytearray()
    ended: list[bool] = []
    peer.setblocking(False)

    def read() -> None:
        try:
            while chunk := peer.recv(1 << 20):
                got.extend(chunk)
            ended.append(True)
        except BlockingIOError:
            pass
        except ConnectionResetError:
            ended.append(True)

    return got, ended, read


def _read_to_the_end(qtbot: QtBot, peer: socket.socket, timeout: int = 5000) -> bytes:
    """Everything the peer receives until the connection ends."""
    got, ended, read = _reader(peer)

    def done() -> bool:
        read()
        return bool(ended)

    qtbot.waitUntil(done, timeout=timeout)
    return bytes(got)


def test_lines_larger_than_the_socket_takes_at_once_arrive_whole_and_in_order(
    qtbot: QtBot, pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = pair
    # Far more than the kernel takes in one write while the window is not reading:
    # the rest waits in the connection's queue, and later lines wait behind it.
    lines = [bytes([65 + i]) * (3 << 20) + b"\n" for i in range(3)] + [b"small\n"]
    for line in lines:
        conn.send_bytes(line)
    expected = b"".join(lines)
    got, _ended, read = _reader(peer)

    def done() -> bool:
        read()
        return len(got) >= len(expected)

    qtbot.waitUntil(done, timeout=20000)
    assert bytes(got) == expected


def test_a_window_that_has_gone_is_written_to_without_error(
    qtbot: QtBot, pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = pair
    gone: list[bool] = []
    conn.disconnected.connect(lambda: gone.append(True))
    peer.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    peer.close()  # a reset, as when a laptop's network drops
    for _ in range(50):  # a broadcast that does not know yet
        conn.send_bytes(b'{"type":"view"}\n')
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    conn.send_bytes(b'{"type":"view"}\n')  # and after: nothing happens
    assert gone == [True]


def test_lines_split_across_reads_come_out_whole(
    qtbot: QtBot, host_pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = host_pair
    lines: list[bytes] = []
    conn.on_line = lines.append
    peer.sendall(b'{"type":"ping","t":1}\n{"type":"pi')
    qtbot.waitUntil(lambda: len(lines) == 1, timeout=5000)
    peer.sendall(b'ng","t":2}\r\n\n')
    qtbot.waitUntil(lambda: len(lines) == 2, timeout=5000)
    assert lines == [b'{"type":"ping","t":1}', b'{"type":"ping","t":2}']


def test_a_window_that_closes_is_gone_once(
    qtbot: QtBot, host_pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = host_pair
    gone: list[bool] = []
    conn.disconnected.connect(lambda: gone.append(True))
    peer.close()
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    conn.abort()
    conn.close(b"late\n")
    QCoreApplication.processEvents()  # anything queued runs; nothing more is said
    assert gone == [True]


def test_closing_sends_the_last_line_and_everything_queued_before_it(
    qtbot: QtBot, host_pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = host_pair
    gone: list[bool] = []
    conn.disconnected.connect(lambda: gone.append(True))
    big = b"v" * (4 << 20) + b"\n"
    conn.send_bytes(big)  # more than the kernel takes: most of it waits in the queue
    conn.close(b'{"type":"error","code":"proto/flood"}\n')
    conn.send_bytes(b"after the close\n")  # refused quietly: the connection is closing
    got = _read_to_the_end(qtbot, peer, timeout=20000)
    assert got == big + b'{"type":"error","code":"proto/flood"}\n'
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)


def test_shutting_down_sends_the_last_line_and_says_nothing_more(
    qtbot: QtBot, host_pair: tuple[SocketLines, socket.socket]
) -> None:
    conn, peer = host_pair
    said: list[str] = []
    conn.disconnected.connect(lambda: said.append("gone"))
    conn.line_received.connect(lambda line: said.append("line"))
    conn.shutdown(b'{"type":"bye"}\n')
    assert _read_to_the_end(qtbot, peer) == b'{"type":"bye"}\n'
    QCoreApplication.processEvents()
    assert said == []


def test_a_closed_connection_never_writes_to_a_socket_that_reuses_its_number(
    qtbot: QtBot, host_pair: tuple[SocketLines, socket.socket]
) -> None:
    # A view written after a window left must not reach whichever window's socket
    # the system hands the same number to next.
    conn, _old_peer = host_pair
    fd = conn._sock.fileno()
    conn.abort()
    other, peer = socket.socketpair()
    reused = [s for s in (other, peer) if s.fileno() == fd]
    assert reused, "the system gave the number to neither new socket; nothing to test"
    conn.send_bytes(b'{"secret":"keywords"}\n')
    got, _ended, read = _reader(peer if reused[0] is other else other)
    read()
    assert bytes(got) == b""
    other.close()
    peer.close()


@pytest.mark.parametrize("one_poll", HOST_KINDS)
def test_a_connection_closed_while_another_ones_line_is_handled_reads_nothing_more(
    qtbot: QtBot, one_poll: bool
) -> None:
    # Two windows speak at once, and handling either one's line closes the other (a
    # kick): the other's line, already waiting in its socket, is never handed on.
    first, first_peer, server = _accept_socket_lines(qtbot, one_poll)
    second, second_peer, _ = _accept_socket_lines(qtbot, server=server)
    heard: list[bytes] = []
    gone: list[bool] = []

    def kicks(other: SocketLines) -> Callable[[bytes], None]:
        def on_line(line: bytes) -> None:
            heard.append(line)
            other.abort()

        return on_line

    first.on_line, second.on_line = kicks(second), kicks(first)
    for conn in (first, second):
        conn.disconnected.connect(lambda: gone.append(True))
    second_peer.sendall(b'{"type":"ping","t":2}\n')
    first_peer.sendall(b'{"type":"ping","t":1}\n')
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    QCoreApplication.processEvents()
    assert len(heard) == 1 and gone == [True]
    first.abort()
    second.abort()
    for peer in (first_peer, second_peer):
        peer.close()
    server.close()


# A crash is what is tested for, so each case runs in a process of its own.
_PARENT_HELD_BY_ITS_CHILD = """
import sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtNetwork import QTcpSocket
from decrypto_qt.net.connection import dispose

app = QCoreApplication([])

def drop() -> None:
    parent = QObject()
    child = QTcpSocket(parent)
    child.connected.connect(lambda: parent.objectName())  # the handler holds the parent
    dispose(child)

drop()  # the parent's last reference is now the child's handler
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
print("deleted")
"""


def test_a_disposed_object_is_deleted_once_even_when_its_handlers_hold_its_parent() -> None:
    # Deleted, the child lets go of its handlers, and with them of its parent's last
    # reference: the parent goes in the middle of the child's deletion. A child still in
    # its parent's care would be deleted twice (plain deleteLater: a bus error, here).
    done = run_script(_PARENT_HELD_BY_ITS_CHILD)
    assert (done.returncode, done.stdout.strip()) == (0, "deleted"), done.stderr
