"""The focus ring: every focusable widget shows where the keyboard is, at least 2 px wide."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.ui.digit_picker import DigitPicker
from decrypto_qt.ui.focus import FOCUS_COLOUR, FOCUS_RING_CSS, RING_WIDTH_PX, install_focus_ring
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.start_window import StartWindow


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
    window.centralWidget().layout().addWidget(picker)  # type: ignore[union-attr]
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
