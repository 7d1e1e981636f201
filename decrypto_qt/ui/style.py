"""Team colours and marks, and type that scales with a window; no game logic.

The colours come from the current theme (:mod:`decrypto_qt.ui.theme`).
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.ui.theme import TeamLook, current

MARKS: dict[Team, str] = {Team.WHITE: "○", Team.BLACK: "■"}
"""The marks that tell the teams apart without colour (the same in every theme)."""


def look(team: Team) -> TeamLook:
    """How ``team`` is drawn in the current theme."""
    return current().look(team)


class _Looks:
    """``LOOKS[team]``: the team's look in the current theme."""

    def __getitem__(self, team: Team) -> TeamLook:
        return look(Team(team))


LOOKS = _Looks()


def card_css(team: Team, *, radius: int = 8, selector: str = "") -> str:
    """A card in the team's colours with a border that stands out from the window."""
    lk = look(team)
    return (
        f"{selector}{{background:{lk.background};color:{lk.foreground};"
        f"border:2px solid {lk.border};border-radius:{radius}px;padding:2px 6px;}}"
    )


def colour_css(role: str, *, bold: bool = False) -> str:
    """``color:`` of a theme role (``muted``, ``good``, ``bad``, ``urgent``…)."""
    return f"color:{getattr(current(), role)};" + ("font-weight:bold;" if bold else "")


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


def set_pixel_size(widget: QWidget, pixels: float, *, bold: bool = False) -> None:
    """Type by pixel height, for the projector: the same share of the screen everywhere."""
    font = QFont(widget.font())
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    widget.setFont(font)


def set_style_sheet(widget: QWidget, css: str) -> None:
    """``widget.setStyleSheet(css)``, keeping a pixel size :func:`set_pixel_size` gave it.

    Under an application style sheet (the focus ring), the first style sheet a widget
    gets of its own puts back the font it had before any ``setFont``: a projector text
    sized for the back of the room would drop to the desktop's 12 px until the next
    resize. Later ``setFont`` calls are kept by Qt; this one is put back by hand.
    """
    pixels = widget.font().pixelSize()
    widget.setStyleSheet(css)
    if pixels > 0 and widget.font().pixelSize() != pixels:
        font = QFont(widget.font())
        font.setPixelSize(pixels)
        widget.setFont(font)
