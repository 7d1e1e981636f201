"""The sand timer: time left by the host's clock, louder in its last seconds."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from decrypto_qt.ui.style import colour_css, set_style_sheet

translate = QCoreApplication.translate

LAST_SECONDS = 10


class SandTimer(QLabel):
    """Shows ``m:ss`` left; red in the last seconds; "paused" while paused.

    Signals:
        hurry(): the timer entered its last seconds (once per run).
    """

    hurry = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._source: Callable[[], float | None] = lambda: None
        self._paused = False
        self._hurried = False
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self.refresh)
        self.setAccessibleName(translate("SandTimer", "Sand timer"))

    def follow(self, source: Callable[[], float | None], *, paused: bool) -> None:
        """Read the time left from ``source`` (seconds, or None when no timer runs)."""
        self._source = source
        self._paused = paused
        self.refresh()

    def refresh(self) -> None:
        left = self._source()
        if left is None:
            self._tick.stop()
            self._hurried = False
            self.setText("")
            self.setToolTip("")
            return
        if not self._tick.isActive() and not self._paused:
            self._tick.start()
        seconds = max(0, math.ceil(left))
        text = f"{seconds // 60}:{seconds % 60:02d}"
        if self._paused:
            self._tick.stop()
            text = (
                "❚❚ " + translate("SandTimer", "paused") + f"  {seconds // 60}:{seconds % 60:02d}"
            )
        self.setText(text)
        self.setToolTip(translate("SandTimer", "Time left for the clues"))
        urgent = not self._paused and seconds <= LAST_SECONDS
        set_style_sheet(self, colour_css("urgent", bold=True) if urgent else "")
        if urgent and not self._hurried and seconds > 0:
            self._hurried = True
            self.hurry.emit()
        if not urgent:
            self._hurried = False
