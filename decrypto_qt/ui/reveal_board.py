"""The latest reveal on the table, staged: interception guess → own guess → code."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsOpacityEffect, QHBoxLayout, QLabel, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui import texts
from decrypto_qt.ui.sheet import code_text
from decrypto_qt.ui.style import colour_css, set_pixel_size, set_style_sheet
from decrypto_qt.ui.theme import current, reduced_motion

translate = QCoreApplication.translate

REVEAL_STEP_MS = 1000
"""Time between the steps of a reveal at the brisk pace, and how long the code stays
before it is filed (read as each reveal starts)."""
PACES = {"brisk": 1.0, "room": 2.0, "slow": 3.5}
"""The host's choice (View ▸ Reveal pace): how many times :data:`REVEAL_STEP_MS` each step
stays up. "room" (2 s a step) leaves time to read each result aloud from the back of a
room; "slow" suits a class reading in a language it is learning."""
FADE_MS = 350


def _card(css: str, border: str, *, dashed: bool = False) -> str:
    """A reveal step as a card: its border in the step's colour, dashed until it is shown."""
    line = "dashed" if dashed else "solid"
    return (
        f"QLabel{{{css}background:{current().panel};border:3px {line} {border};"
        "border-radius:12px;padding:4px 8px;}"
    )


class RevealBoard(QWidget):
    """One revealed code, step by step, so the room hears each result in turn.

    Signals:
        finished(): the code has been shown and held; the table may file it.
    """

    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        layout.addWidget(self.title, 1)
        self.steps = [QLabel(self) for _ in range(3)]
        for step in self.steps:
            step.setAlignment(Qt.AlignmentFlag.AlignCenter)
            step.setWordWrap(True)
            layout.addWidget(step, 1)
        self.entry: HistoryEntry | None = None
        self.shown = 3
        self._three = False
        self.pace = "room"
        """A key of :data:`PACES`."""
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        self._fades: list[QPropertyAnimation] = []

    def reveal(self, entry: HistoryEntry | None, *, animate: bool, three_player: bool) -> None:
        """Show ``entry``; staged one step at a time when ``animate``."""
        self.entry, self._three = entry, three_player
        self.shown = 1 if animate else 3
        self._timer.stop()
        if animate and entry is not None:
            self._timer.start(round(REVEAL_STEP_MS * PACES.get(self.pace, 1.0)))
        self._draw()
        if animate:
            self._fade_in(self.steps[0])

    def _step(self) -> None:
        if self.shown >= 3:
            # The code has been up for a step: done.
            self._timer.stop()
            self.finished.emit()
            return
        self.shown += 1
        self._draw()
        self._fade_in(self.steps[self.shown - 1])

    def skip(self) -> None:
        """Show the whole reveal now and file it (the host skips ahead)."""
        if not self._timer.isActive():
            return
        self._timer.stop()
        self.shown = 3
        self._draw()
        self.finished.emit()

    def _fade_in(self, label: QLabel) -> None:
        if reduced_motion():
            return
        effect = QGraphicsOpacityEffect(label)
        label.setGraphicsEffect(effect)
        fade = QPropertyAnimation(effect, b"opacity", self)
        fade.setDuration(FADE_MS)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.finished.connect(lambda: label.setGraphicsEffect(None))  # type: ignore[arg-type]
        fade.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def redraw(self) -> None:
        self._draw()

    def _draw(self) -> None:
        e = self.entry
        self.setVisible(e is not None)
        if e is None:
            return
        owner = Team(e["team"])
        self.title.setText(
            translate("TableWindow", "Round %1 — %2")
            .replace("%1", str(e["round"]))
            .replace("%2", texts.team_label(owner, three_player=self._three))
        )
        set_style_sheet(self.title, colour_css("text", bold=True))

        def code(d: list[int] | None) -> str:
            return code_text(d, " ") or "–"

        cells = [
            (
                translate("TableWindow", "Interception"),
                code(e["opp_guess"]),
                None if e["opp_guess"] is None else e["intercepted"],
                # An interception is good news for the interceptors, not bad play.
                "good" if e["opp_guess"] is not None and e["intercepted"] else "neutral",
            ),
            (
                translate("TableWindow", "Own guess"),
                code(e["own_guess"]),
                None if e["own_guess"] is None else not e["miscommunicated"],
                "neutral"
                if e["own_guess"] is None
                else ("bad" if e["miscommunicated"] else "good"),
            ),
            (translate("TableWindow", "Code"), code(e["code"]), None, "text"),
        ]
        for i, (step, (name, digits, good, role)) in enumerate(zip(self.steps, cells, strict=True)):
            if i >= self.shown:
                step.setText(f"{name}\n…")
                set_style_sheet(step, _card(colour_css("muted"), current().muted, dashed=True))
                continue
            mark = "" if good is None else (" ✔" if good else " ✖")
            step.setText(f"{name}\n{digits}{mark}")
            colour = getattr(current(), role)
            set_style_sheet(step, _card(colour_css(role, bold=True), colour))

    @property
    def revealing(self) -> bool:
        return self._timer.isActive()

    def scale(self, unit: float) -> None:
        set_pixel_size(self.title, unit * 1.0, bold=True)
        for step in self.steps:
            set_pixel_size(step, unit * 1.25, bold=True)
