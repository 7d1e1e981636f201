"""A window notices a silent or vanished host and finds it again by itself."""

from pathlib import Path

from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot

from decrypto_qt.net.client import HostConnection
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
