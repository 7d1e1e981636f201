"""What a screen reader announces: names on the keypad, the note sheet, the clue index,
the lobby rosters and the combo boxes; Tab leaves the note sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.flag_dialog import FlagDialog
from tests.helpers.ui import WAIT, host_of, host_table


def test_the_widgets_a_player_reads_have_names(qtbot: QtBot, app: App) -> None:
    host_table(app, "Names")
    window = app.join("127.0.0.1", host_of(app).port, names=("Ann",))
    qtbot.waitUntil(lambda: window.session.lobby is not None, timeout=WAIT)
    picker = window.guess.picker
    assert [k.accessibleName() for k in picker.keys] == [f"Keyword {d}" for d in range(1, 5)]
    assert picker.accessibleName() and "– – –" in picker.accessibleDescription()
    picker.set_editable(True)
    picker.press(3)
    assert "3 – –" in picker.accessibleDescription()
    for side, word in ((window.notes.ours, "our side"), (window.notes.theirs, "their side")):
        assert word in side.table.accessibleName()
        names = [lst.accessibleName() for lst in side.lists]
        assert names == [f"Clues under keyword {k}, {word}" for k in range(1, 5)]
    rosters = window.lobby.rosters
    assert rosters[Team.WHITE].accessibleName() == "Players in ○ White"
    assert rosters[Team.BLACK].accessibleName() == "Players in ■ Black"
    start = app.start_window
    assert start.language.accessibleName() == "Language"
    assert start.language_label.buddy() is start.language
    dialog = FlagDialog([], "white", window)
    qtbot.addWidget(dialog)
    combos = dialog.findChildren(QComboBox)
    assert [c.accessibleName() for c in combos] == ["Clue", "Why"]
    for combo in combos:  # the form's label points at its box, too
        assert any(isinstance(w, QLabel) and w.buddy() is combo for w in dialog.children())


def test_tab_leaves_the_note_sheet(qtbot: QtBot, app: App) -> None:
    host_table(app, "Tabs")
    window = app.join("127.0.0.1", host_of(app).port, names=("Ann",))
    qtbot.waitUntil(lambda: window.isVisible() and window.session.lobby is not None, timeout=WAIT)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    table = window.notes.ours.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus, timeout=WAIT)
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is not table
