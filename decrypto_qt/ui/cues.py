"""Sound and visual cues (the timer's last seconds, a reveal), with mute."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from decrypto_qt.ui.style import set_style_sheet
from decrypto_qt.ui.theme import current

FLASH_MS = 900


class Cues(QObject):
    """Beeps unless muted, and briefly highlights a widget so a cue is seen as well as heard."""

    def __init__(self, muted: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.muted = muted
        self.beeps = 0
        """How many beeps were asked for while not muted (tests, diagnostics)."""

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute every window of the app, and remember it for the next start."""
        from decrypto_qt.ui.prefs import Prefs

        self.muted = muted
        Prefs().muted = muted

    def beep(self) -> None:
        if not self.muted:
            self.beeps += 1
            QApplication.beep()

    def flash(self, widget: QWidget) -> None:
        widget.setProperty("flash", True)
        theme = current()
        set_style_sheet(
            widget,
            widget.styleSheet()
            + f"\n/*flash*/*{{background:{theme.flash};color:{theme.text_on_flash};}}",
        )

        def clear() -> None:
            css = widget.styleSheet()
            set_style_sheet(widget, css.split("\n/*flash*/")[0])
            widget.setProperty("flash", False)

        QTimer.singleShot(FLASH_MS, widget, clear)
