"""Team colours and marks, and type that scales with a window; no game logic."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from decrypto_qt.engine.types import Team


@dataclass(frozen=True)
class TeamLook:
    """How a team is drawn. The mark tells the teams apart without colour."""

    mark: str
    background: str
    foreground: str
    border: str


LOOKS: dict[Team, TeamLook] = {
    Team.WHITE: TeamLook("○", "#f3efe4", "#1b1b1b", "#8a8577"),
    Team.BLACK: TeamLook("■", "#1f2227", "#f5f5f5", "#5d6470"),
}

REVEAL_COLOURS = {"good": "#2e7d32", "bad": "#c62828", "neutral": "#546e7a"}


def card_css(team: Team, *, radius: int = 8, selector: str = "") -> str:
    look = LOOKS[team]
    return (
        f"{selector}{{background:{look.background};color:{look.foreground};"
        f"border:2px solid {look.border};border-radius:{radius}px;}}"
    )


def scaled(widget: QWidget, factor: float, *, bold: bool = False) -> None:
    """Set ``widget``'s font to ``factor`` times the application's point size."""
    font = QFont(widget.font())
    base = QFont().pointSizeF()
    font.setPointSizeF(max(6.0, base * factor))
    font.setBold(bold)
    widget.setFont(font)


def set_point_size(widget: QWidget, points: float, *, bold: bool = False) -> None:
    font = QFont(widget.font())
    font.setPointSizeF(max(6.0, points))
    font.setBold(bold)
    widget.setFont(font)
