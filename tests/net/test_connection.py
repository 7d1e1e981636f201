"""One window's connection: lines out in order and whole, however full the socket gets."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer
from pytestqt.qtbot import QtBot

from decrypto_qt.net.connection import LineSocket


@pytest.fixture
def pair(qtbot: QtBot) -> Iterator[tuple[LineSocket, socket.socket]]:
    """A host-side LineSocket and the plain socket of the window at its other end."""
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    peer = socket.create_connection(("127.0.0.1", server.serverPort()))
    qtbot.waitUntil(server.hasPendingConnections, timeout=5000)
    conn = LineSocket(server.nextPendingConnection())
    yield conn, peer
    peer.close()
    conn.abort()
    server.close()


def test_lines_larger_than_the_socket_takes_at_once_arrive_whole_and_in_order(
    qtbot: QtBot, pair: tuple[LineSocket, socket.socket]
) -> None:
    conn, peer = pair
    # Far more than the kernel takes in one write while the window is not reading:
    # the rest waits in the connection's queue, and later lines wait behind it.
    lines = [bytes([65 + i]) * (3 << 20) + b"\n" for i in range(3)] + [b"small\n"]
    for line in lines:
        conn.send_bytes(line)
    expected = b"".join(lines)
    got = bytearray()
    peer.setblocking(False)

    def read() -> bool:
        try:
            while chunk := peer.recv(1 << 20):
                got.extend(chunk)
        except BlockingIOError:
            pass
        return len(got) >= len(expected)

    qtbot.waitUntil(read, timeout=20000)
    assert bytes(got) == expected


def test_a_window_that_has_gone_is_written_to_without_error(
    qtbot: QtBot, pair: tuple[LineSocket, socket.socket]
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
