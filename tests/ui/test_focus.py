"""The focus ring: every focusable widget shows where the keyboard is, at least 2 px wide."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine.types import Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.digit_picker import DigitPicker
from decrypto_qt.ui.focus import FOCUS_COLOUR, FOCUS_RING_CSS, RING_WIDTH_PX, install_focus_ring
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.start_window import StartWindow
from tests.helpers.ui import host_table


def ring_pixels(widget: QWidget) -> int:
    """How many pixels of the focus colour ``widget`` shows on its left edge."""
    image = widget.grab().toImage()
    ring = QColor(FOCUS_COLOUR)
    return sum(
        1
        for y in range(image.height())
        for x in range(RING_WIDTH_PX)
        if QColor(image.pixel(x, y)).name() == ring.name()
    )


def test_the_ring_is_drawn_on_focus_only(qtbot: QtBot, prefs: Prefs, english: None) -> None:
    install_focus_ring()
    app = QApplication.instance()
    assert isinstance(app, QApplication) and FOCUS_RING_CSS in app.styleSheet()
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

    image = widget.grab().toImage()
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
    sheet = qapp.styleSheet()
    qapp.setStyleSheet("")  # as in a process that has opened no window yet
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
        qapp.setStyleSheet(sheet)
