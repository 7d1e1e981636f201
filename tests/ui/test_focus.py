"""The focus ring: every focusable widget shows where the keyboard is, at least 2 px wide."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine.types import Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.digit_picker import DigitPicker
from decrypto_qt.ui.focus import (
    FOCUS_COLOUR,
    RING_WIDTH_PX,
    install_focus_ring,
    remove_focus_ring,
)
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.start_window import StartWindow
from tests.helpers.ui import host_table


def ring_pixels(widget: QWidget) -> int:
    """How many pixels of the focus colour the window shows in the band just left of
    ``widget`` (where the ring stands: outside it, so it never covers what it surrounds)."""
    window = widget.window()
    image = window.grab().toImage()
    corner = widget.mapTo(window, QPoint(0, 0))
    ring = QColor(FOCUS_COLOUR)
    return sum(
        1
        for y in range(corner.y(), corner.y() + widget.height())
        for x in range(corner.x() - RING_WIDTH_PX, corner.x())
        if 0 <= x < image.width()
        and 0 <= y < image.height()
        and QColor(image.pixel(x, y)).name() == ring.name()
    )


def test_the_ring_is_drawn_on_focus_only(qtbot: QtBot, prefs: Prefs, english: None) -> None:
    install_focus_ring()
    assert RING_WIDTH_PX >= 2
    window = StartWindow(prefs, discovery=False)
    qtbot.addWidget(window)
    picker = DigitPicker(window)
    window.scroll_area.widget().layout().addWidget(picker)  # type: ignore[union-attr]
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for widget in (window.name, window.language, window.host_button, window.games, picker):
        window.address.setFocus()
        qtbot.waitUntil(window.address.hasFocus)
        before = ring_pixels(widget)
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        after = ring_pixels(widget)
        assert before == 0 and after >= widget.height() * 0.8 * RING_WIDTH_PX / 2, (
            type(widget).__name__,
            before,
            after,
        )


def test_the_ring_follows_its_widget(qtbot: QtBot, prefs: Prefs, english: None) -> None:
    """The ring stays round the focused control when the window is resized (the control
    moves and grows), and leaves it with the focus; what only scrolls gets none."""
    install_focus_ring()
    window = StartWindow(prefs, discovery=False)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.games.setFocus()
    qtbot.waitUntil(window.games.hasFocus)
    assert ring_pixels(window.games) >= window.games.height() * 0.8 * RING_WIDTH_PX / 2
    height = window.games.height()
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.games.height() != height)
    qtbot.waitUntil(
        lambda: ring_pixels(window.games) >= window.games.height() * 0.8 * RING_WIDTH_PX / 2
    )
    window.name.setFocus()
    qtbot.waitUntil(window.name.hasFocus)
    assert ring_pixels(window.games) == 0
    # A scroll area takes the focus only to scroll: no ring round the whole window's page.
    window.scroll_area.setFocus()
    qtbot.waitUntil(window.scroll_area.hasFocus)
    image = window.grab().toImage()
    ring = QColor(FOCUS_COLOUR).rgb()
    assert not any(
        image.pixel(x, y) == ring for y in range(image.height()) for x in range(image.width())
    )


def test_the_ring_does_not_squeeze_what_it_surrounds(
    qtbot: QtBot, prefs: Prefs, english: None
) -> None:
    """A focused button, check box or tab needs no more room than it was given unfocused,
    so its text (or an accent above it, as in "À propos") is never cut."""
    from PySide6.QtWidgets import QCheckBox, QTabWidget

    window = StartWindow(prefs, discovery=False)
    qtbot.addWidget(window)
    box = QCheckBox("Nous sommes prêts", window)
    tabs = QTabWidget(window)
    tabs.addTab(QWidget(), "À propos")
    tabs.addTab(QWidget(), "Réseau")
    for w in (box, tabs):
        window.scroll_area.widget().layout().addWidget(w)  # type: ignore[union-attr]
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for widget in (window.address_button, window.network_help, box, tabs.tabBar()):
        window.name.setFocus()
        qtbot.waitUntil(window.name.hasFocus)
        before = text_ink(widget)
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        after = text_ink(widget)
        assert after >= before * 0.9, (type(widget).__name__, before, after)


def text_ink(widget: QWidget) -> int:
    """Dark pixels of text in ``widget``: frames (whatever their colour) left out, as only
    the text inside them may not shrink."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QTabBar

    # What the window shows over the widget, the focus ring included (it stands beside it).
    window = widget.window()
    image = window.grab(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())).toImage()
    band = RING_WIDTH_PX + 1
    if isinstance(widget, QTabBar):
        rects = [widget.tabRect(i) for i in range(widget.count())]
    else:
        rects = [QRect(0, 0, image.width(), image.height())]
    count = 0
    for rect in rects:
        inner = rect.adjusted(band, band, -band, -band)
        for y in range(max(0, inner.top()), min(image.height(), inner.bottom() + 1)):
            for x in range(max(0, inner.left()), min(image.width(), inner.right() + 1)):
                if image.pixelColor(x, y).lightness() < 110:
                    count += 1
    return count


def test_a_table_hosted_before_any_start_window_has_the_ring(
    qtbot: QtBot, prefs: Prefs, english: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The app's windows share the ring from the start, whichever opens first (`decrypto-qt
    # join` opens a team window alone; the start window is built only when it is needed).
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("decrypto_qt.ui.computer_seats.ComputerSeatsPanel.PRELOAD_MS", None)
    remove_focus_ring()  # as in a process that has opened no window yet
    app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp_path)
    try:
        table = host_table(app, "Evening")
        table.show()
        table.activateWindow()
        qtbot.waitUntil(table.isActiveWindow)
        roster = table.lobby.rosters[Team.WHITE]
        roster.setFocus()
        qtbot.waitUntil(roster.hasFocus)
        assert ring_pixels(roster) >= roster.height() * 0.8 * RING_WIDTH_PX / 2
    finally:
        app.close_all()
        install_focus_ring()


def test_a_click_beside_a_focused_control_reaches_its_neighbour(
    qtbot: QtBot, prefs: Prefs, english: None
) -> None:
    """The ring's band lies over the 2 px between two buttons and the edge of the next:
    a click there presses the next button, as if the ring were not there."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    from decrypto_qt.ui import focus

    install_focus_ring()
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(300, 80)
    first, second = QPushButton("First", window), QPushButton("Second", window)
    first.setGeometry(10, 10, 80, 30)
    second.setGeometry(92, 10, 80, 30)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    ring = focus._Installed.ring
    assert ring is not None and ring.isVisible() and ring.geometry().right() >= 92
    qtbot.waitUntil(
        lambda: ring.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents), timeout=3000
    )
    with qtbot.waitSignal(second.clicked, timeout=2000):
        QTest.mouseClick(
            window.windowHandle(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            QPoint(93, 25),
        )


def test_the_ring_stays_round_an_editor_while_its_table_scrolls(
    qtbot: QtBot, prefs: Prefs, english: None
) -> None:
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    from decrypto_qt.ui import focus

    install_focus_ring()
    table = QTableWidget(50, 3)
    qtbot.addWidget(table)
    for row in range(50):
        table.setItem(row, 0, QTableWidgetItem(str(row)))
    table.resize(400, 300)
    table.show()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    table.editItem(table.item(3, 0))
    qtbot.waitUntil(lambda: QApplication.focusWidget() not in (None, table))
    editor = QApplication.focusWidget()
    assert editor is not None
    ring = focus._Installed.ring
    assert ring is not None

    def round_editor() -> bool:
        holder = ring.parentWidget()
        assert holder is not None and editor is not None
        corner = editor.mapTo(holder, QPoint(0, 0))
        return ring.geometry().topLeft() == corner - QPoint(RING_WIDTH_PX, RING_WIDTH_PX)

    qtbot.waitUntil(round_editor)
    for value in (20, 0, 20, 0):
        table.verticalScrollBar().setValue(value)
        qtbot.waitUntil(round_editor)
