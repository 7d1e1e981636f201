"""A window notices a silent or vanished host and finds it again by itself."""

import errno
import socket
from pathlib import Path

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot

from decrypto_qt.net.client import HostConnection, failure_kind
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.limits import PROTOCOL_VERSION
from decrypto_qt.protocol.wire import to_line
from tests.helpers.net import LOOPBACK, make_host


def test_a_host_that_stops_answering_is_left_and_rejoined(qtbot: QtBot) -> None:
    # A "host" that welcomes the window and then says nothing at all: a frozen machine.
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK), 0)
    accepted: list[QTcpSocket] = []
    welcome = to_line(
        msg.Welcome(
            PROTOCOL_VERSION, "0", "Frozen", "w1", (msg.Seat("p1", "Ann", None),), "t", False
        )
    )

    def accept() -> None:
        sock = server.nextPendingConnection()
        accepted.append(sock)
        sock.write(welcome)

    server.newConnection.connect(accept)
    conn = HostConnection(LOOPBACK, server.serverPort(), names=("Ann",))
    conn.set_heartbeat(0.1)
    statuses: list[str] = []
    conn.status.connect(statuses.append)
    conn.open()
    try:
        qtbot.waitUntil(lambda: len(accepted) >= 2, timeout=5000)
        assert "lost" in statuses
        hello = bytes(accepted[0].readAll().data())
        assert b'"type":"hello"' in hello and b'"ping"' in hello  # it did try to talk
    finally:
        conn.close()
        server.close()


def test_a_first_connection_to_a_silent_host_gives_up_instead_of_looping(qtbot: QtBot) -> None:
    # Something listens but never welcomes: a wrong port. The window says so once.
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK), 0)
    accepted: list[QTcpSocket] = []
    server.newConnection.connect(lambda: accepted.append(server.nextPendingConnection()))
    conn = HostConnection(LOOPBACK, server.serverPort(), names=("Ann",))
    conn.first_connect_seconds = 0.5
    try:
        with qtbot.waitSignal(conn.failed, timeout=5000) as failed:
            conn.open()
        assert failed.args == ["timeout"] and conn.state == "closed"
        qtbot.wait(300)  # longer than the first back-off: no second attempt comes
        assert len(accepted) == 1
    finally:
        conn.close()
        server.close()


def test_a_window_gets_its_seat_and_view_back_after_the_connection_drops(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=None)
    conn = HostConnection(LOOPBACK, host.port, names=("Ann",), team="white")
    conn.open()
    try:
        with qtbot.waitSignal(conn.welcomed, timeout=5000) as first:
            pass
        seat = first.args[0].seats[0].id
        with qtbot.waitSignal(conn.welcomed, timeout=10_000) as second:
            conn.drop()  # Wi-Fi gone for a moment
        assert second.args[0].seats[0].id == seat
        assert second.args[0].resume == first.args[0].resume
        assert [s.name for s in host.book.players()] == ["Ann"]
    finally:
        conn.close()
        host.close()


def test_a_first_connection_says_why_it_failed(qtbot: QtBot) -> None:
    # Nothing listens on the port: refused. Something listens but hangs up: not a game.
    with socket.socket() as vacant:
        vacant.bind((LOOPBACK, 0))  # bound, never listening: connecting there is refused
        conn = HostConnection(LOOPBACK, vacant.getsockname()[1], names=("Ann",))
        with qtbot.waitSignal(conn.failed, timeout=5000) as failed:
            conn.open()
        assert failed.args == ["refused"] and conn.state == "closed"
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK), 0)
    server.newConnection.connect(lambda: server.nextPendingConnection().close())
    conn = HostConnection(LOOPBACK, server.serverPort(), names=("Ann",))
    try:
        with qtbot.waitSignal(conn.failed, timeout=5000) as failed:
            conn.open()
        assert failed.args == ["not_a_game"] and conn.state == "closed"
    finally:
        server.close()
    # A name IDNA cannot write (a label over 63 letters) is unknown, found out before
    # anything is sent.
    conn = HostConnection("ü" * 70 + ".example", 47123, names=("Ann",))
    with qtbot.waitSignal(conn.failed, timeout=5000) as failed:
        conn.open()
    assert failed.args == ["unknown_host"]
    # What stops a connection from being made, in a person's terms.
    assert failure_kind(socket.gaierror(-2, "Name or service not known")) == "unknown_host"
    assert failure_kind(TimeoutError()) == "timeout"
    assert failure_kind(OSError(errno.ENETUNREACH, "Network is unreachable")) == "unreachable"


def test_a_connection_closed_while_connecting_says_nothing_and_leaves_nothing_open(
    qtbot: QtBot,
) -> None:
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK), 0)
    accepted: list[QTcpSocket] = []
    server.newConnection.connect(lambda: accepted.append(server.nextPendingConnection()))
    conn = HostConnection(LOOPBACK, server.serverPort(), names=("Ann",))
    try:
        conn.open()
        conn.close()  # the connect under way (on a thread of its own) completes after this
        qtbot.waitUntil(lambda: bool(accepted), timeout=5000)
        gone = QAbstractSocket.SocketState.UnconnectedState
        qtbot.waitUntil(lambda: accepted[0].state() == gone, timeout=5000)
        assert bytes(accepted[0].readAll().data()) == b""  # not even a hello
        assert conn.state == "closed"
    finally:
        server.close()
