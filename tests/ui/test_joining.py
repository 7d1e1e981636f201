"""No dead ends for a newcomer: a wrong address, port or PIN is said on the start window
within seconds, with the address kept; a window that once joined still comes back by itself."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from decrypto_qt.net.client import HostConnection
from decrypto_qt.ui.app import App
from decrypto_qt.ui.prefs import Prefs
from tests.helpers.groups import ZEROCONF
from tests.helpers.ui import WAIT, host_of, host_table

FIVE_SECONDS = 5000


@pytest.fixture
def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A loopback port that accepts connections and never says a word."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(8)
        yield int(s.getsockname()[1])


def type_address_and_join(qtbot: QtBot, app: App, address: str) -> None:
    start = app.start_window
    start.show()
    QTest.keyClicks(start.name, "Ann")
    start.address.clear()
    QTest.keyClicks(start.address, address)
    QTest.keyClick(start.address, Qt.Key.Key_Return)


def test_a_port_where_nothing_listens_says_so_and_keeps_the_address(
    qtbot: QtBot, app: App, closed_port: int
) -> None:
    began = time.monotonic()
    type_address_and_join(qtbot, app, f"127.0.0.1:{closed_port}")
    start = app.start_window
    qtbot.waitUntil(lambda: "Nothing answered" in start.message.text(), timeout=FIVE_SECONDS)
    assert time.monotonic() - began < 5
    assert f"127.0.0.1:{closed_port}" in start.message.text()
    assert start.isVisible() and start.address.text() == f"127.0.0.1:{closed_port}"
    assert app.team_windows == []  # no blank team window, no reconnect loop


def test_a_host_that_never_answers_times_out_within_five_seconds(
    qtbot: QtBot, app: App, silent_port: int
) -> None:
    began = time.monotonic()
    type_address_and_join(qtbot, app, f"127.0.0.1:{silent_port}")
    start = app.start_window
    assert "Connecting to" in start.message.text()
    qtbot.waitUntil(lambda: "did not answer" in start.message.text(), timeout=FIVE_SECONDS + 500)
    assert time.monotonic() - began < 5
    assert app.team_windows == [] and start.address.text() == f"127.0.0.1:{silent_port}"


def test_a_first_connection_gives_up_but_a_joined_one_reconnects(
    qtbot: QtBot, app: App, closed_port: int
) -> None:
    lost = HostConnection("127.0.0.1", closed_port, names=("Ann",))
    with qtbot.waitSignal(lost.failed, timeout=FIVE_SECONDS) as failed:
        lost.open()
    assert failed.args == ["refused"] and lost.state == "closed"
    assert not lost._retry.isActive()  # no reconnect loop for a game never joined
    # A window that joined once keeps trying after a drop.
    host_table(app, "Wobbly")
    joined = HostConnection("127.0.0.1", host_of(app).port, names=("Bob",))
    with qtbot.waitSignal(joined.welcomed, timeout=WAIT):
        joined.open()
    joined._retry.setInterval(60_000)
    joined.drop()
    qtbot.waitUntil(lambda: joined.state == "lost", timeout=WAIT)
    assert joined._retry.isActive()
    joined.close()
    lost.close()


def test_a_wrong_pin_says_so_in_a_dialog_named_for_the_room(qtbot: QtBot, app: App) -> None:
    host_table(app, "Locked room", pin="1234")
    asked: list[tuple[str, bool]] = []
    answers = iter(["9999", None])
    app.ask_pin = lambda room, wrong: asked.append((room, wrong)) or next(answers)  # type: ignore[func-returns-value]
    type_address_and_join(qtbot, app, f"127.0.0.1:{host_of(app).port}")
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=WAIT)
    # First the room asks for its PIN; then the wrong one is said to be wrong.
    assert asked == [("Locked room", False), ("Locked room", True)]
    start = app.start_window
    qtbot.waitUntil(lambda: "Wrong PIN" in start.message.text(), timeout=WAIT)
    assert app.team_windows == [] and not host_of(app).book.seats


def test_the_pin_dialog_says_wrong_pin(qtbot: QtBot, app: App) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog, QLabel

    seen: list[tuple[str, str]] = []

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, read_and_cancel)
            return
        texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
        seen.append((dialog.windowTitle(), texts))
        dialog.reject()

    QTimer.singleShot(0, read_and_cancel)
    assert app.start_window.ask_pin("Locked room", True) is None
    title, texts = seen[0]
    assert "Locked room" in title and "Wrong PIN" in texts and "Locked room" in texts


@ZEROCONF
def test_finding_nothing_turns_into_advice_with_network_help(
    qtbot: QtBot, prefs: Prefs, tmp_path: Path, english: None
) -> None:
    the_app = App(prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp_path)
    start = the_app.start_window
    start._hint_timer.setInterval(300)
    opened: list[bool] = []
    start.help_menu.open = lambda *, network: opened.append(network)  # type: ignore[method-assign]
    try:
        start.show()
        qtbot.waitUntil(lambda: start.browser is not None, timeout=WAIT)
        assert "Looking for games" in start.searching.text()
        # Tests running beside this one may host games on loopback: then there is no advice.
        qtbot.waitUntil(
            lambda: "same Wi-Fi" in start.searching.text() or start.games.topLevelItemCount(),
            timeout=WAIT,
        )
        if start.games.topLevelItemCount():
            pytest.skip("another game on this machine is advertised on loopback")
        assert "guest network" in start.searching.text() and "firewall" in start.searching.text()
        assert 'href="help:network"' in start.searching.text()
        start.searching.linkActivated.emit("help:network")
        assert opened == [True]
    finally:
        the_app.close_all()


@ZEROCONF
def test_leaving_a_game_joined_from_the_command_line_browses_again(qtbot: QtBot, app: App) -> None:
    # `decrypto-qt join` opens the team window straight away; the start window, shown
    # after leaving, looks for games on the network again.
    player = App(app.prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=app.data_dir)
    try:
        host_table(app, "Evening")
        window = player.join("127.0.0.1", host_of(app).port, names=("Ann",))
        qtbot.waitUntil(window.isVisible, timeout=WAIT)
        assert not player.start_window.isVisible()
        window.close()
        qtbot.waitUntil(player.start_window.isVisible, timeout=WAIT)
        qtbot.waitUntil(lambda: player.start_window.browser is not None, timeout=WAIT)
    finally:
        player.close_all()
