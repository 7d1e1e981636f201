"""Playing by keyboard alone: the field of the moment has the focus, Tab moves on, Enter submits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team
from decrypto_qt.ui.app import App
from tests.helpers.ui import PACK, WAIT, host_of, seat_and_start, seat_window, settle


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def activate(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)


def test_clues_and_a_guess_by_keyboard_alone(qtbot: QtBot, app: App) -> None:
    table = app.host_game("Keys", resume=False, settings=Settings(timer_seconds=None), pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    windows = seat_and_start(qtbot, app, table, [("Ann",), ("Cleo",), ("Bob",), ("Dan",)])
    host = host_of(app)
    assert host.state is not None
    code = host.state.round.code_of(Team.WHITE)
    assert code is not None
    writer = seat_window(windows, code.encryptor)
    activate(qtbot, writer)
    assert focused() is writer.encrypt.fields[0]
    for i, clue in enumerate(("violin", "harbour", "pepper")):
        QTest.keyClicks(focused(), clue)
        if i < 2:
            QTest.keyClick(focused(), Qt.Key.Key_Tab)
            assert focused() is writer.encrypt.fields[i + 1]
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: host.state.round.code_of(Team.WHITE).clues == ("violin", "harbour", "pepper"),  # type: ignore[union-attr]
        timeout=WAIT,
    )
    # Black's clues by mouse; then White's teammate decodes by keyboard.
    black = host.state.round.code_of(Team.BLACK)
    assert black is not None
    other = seat_window(windows, black.encryptor)
    for field, clue in zip(other.encrypt.fields, ("a1", "a2", "a3"), strict=True):
        QTest.keyClicks(field, clue)
    other.encrypt.submit_button.click()
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    guesser = next(w for w in windows if w.session.team is Team.WHITE and w is not writer)
    decoding = next(c for c in host.state.round.codes if c.clues is not None and not c.revealed)
    guesser = (
        guesser
        if decoding.team is Team.WHITE
        else next(w for w in windows if w.session.team is Team.BLACK and w is not other)
    )
    activate(qtbot, guesser)
    assert focused() is guesser.guess.picker
    QTest.keyClicks(focused(), "".join(map(str, decoding.code)))
    assert guesser.guess.picker.draft == decoding.code
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _locked(host, decoding.team), timeout=WAIT)


def _locked(host: object, team: Team) -> bool:
    state = host.state  # type: ignore[attr-defined]
    code = state.round.code_of(team)
    return bool(code.own_locked or code.revealed)


def test_f11_puts_the_table_on_the_projector_and_hides_the_controls(qtbot: QtBot, app: App) -> None:
    table = app.host_game("Projector", resume=False, pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    activate(qtbot, table)
    assert table.controls_dock is not None and table.controls_dock.isVisible()
    QTest.keyClick(table, Qt.Key.Key_F11)
    assert table.isFullScreen() and not table.controls_dock.isVisible()
    QTest.keyClick(table, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert table.controls_dock.isVisible()
    QTest.keyClick(table, Qt.Key.Key_F11)
    assert not table.isFullScreen()
